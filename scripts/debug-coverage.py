#!/usr/bin/env python3
"""Variable-location coverage of -O2 -g builds, stock against rkifc.

The command line of rkifc.debug_coverage (scripts/rkifc/debug_coverage.py)."""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from rkifc.debug_coverage import main  # noqa: E402

if __name__ == "__main__":
    sys.exit(main())
