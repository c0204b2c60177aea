#!/usr/bin/env python3
"""Variable-location coverage of -O2 -g builds, stock against rkifc.

The tool is rkifc.debug_coverage (scripts/rkifc/debug_coverage.py);
this is its command line."""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from rkifc.debug_coverage import main  # noqa: E402

if __name__ == "__main__":
    sys.exit(main())
