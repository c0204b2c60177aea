#!/usr/bin/env python3
"""Checks the static bound of issue 8 on every region rkifc converts.

The command line of rkifc.static_bound (scripts/rkifc/static_bound.py)."""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from rkifc.static_bound import main  # noqa: E402

if __name__ == "__main__":
    sys.exit(main())
