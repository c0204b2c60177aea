#!/usr/bin/env python3
"""Differential execution tester for the rkifc if-conversion plugin.

The command line of rkifc.difftest (scripts/rkifc/difftest.py)."""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from rkifc.difftest import main  # noqa: E402

if __name__ == "__main__":
    sys.exit(main())
