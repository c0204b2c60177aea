#!/usr/bin/env python3
"""Checks that -g never changes the code rkifc produces (issue 14, part a).

The command line of rkifc.g_invariance (scripts/rkifc/g_invariance.py)."""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from rkifc.g_invariance import main  # noqa: E402

if __name__ == "__main__":
    sys.exit(main())
