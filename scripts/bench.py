#!/usr/bin/env python3
"""Benchmark of the rkifc if-conversion plugin.

The command line of rkifc.bench (scripts/rkifc/bench.py)."""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from rkifc.bench import main  # noqa: E402

if __name__ == "__main__":
    sys.exit(main())
