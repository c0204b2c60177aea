#!/usr/bin/env python3
"""Fits the cost model's overheads to the code rkifc emits, on held-out data.

The command line of rkifc.fit_overheads (scripts/rkifc/fit_overheads.py)."""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from rkifc.fit_overheads import main  # noqa: E402

if __name__ == "__main__":
    sys.exit(main())
