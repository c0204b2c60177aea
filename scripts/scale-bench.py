#!/usr/bin/env python3
"""How rk-ifcvt's time grows with the size of a function.

The command line of rkifc.scale_bench (scripts/rkifc/scale_bench.py)."""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from rkifc.scale_bench import main  # noqa: E402

if __name__ == "__main__":
    sys.exit(main())
