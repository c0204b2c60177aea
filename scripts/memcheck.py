#!/usr/bin/env python3
"""The plugin's memory errors: llc with rkifc under valgrind's memcheck, or

The tool is rkifc.memcheck (scripts/rkifc/memcheck.py);
this is its command line."""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from rkifc.memcheck import main  # noqa: E402

if __name__ == "__main__":
    sys.exit(main())
