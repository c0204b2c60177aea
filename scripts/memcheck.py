#!/usr/bin/env python3
"""The plugin's memory errors: llc with rkifc under valgrind's memcheck, or
with a plugin built with AddressSanitizer and UBSan.

The command line of rkifc.memcheck (scripts/rkifc/memcheck.py)."""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from rkifc.memcheck import main  # noqa: E402

if __name__ == "__main__":
    sys.exit(main())
