#!/usr/bin/env python3
"""guardgen: random C programs whose guards protect null pointers.

The command line of rkifc.guardgen (scripts/rkifc/guardgen.py)."""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from rkifc.guardgen import main  # noqa: E402

if __name__ == "__main__":
    sys.exit(main())
