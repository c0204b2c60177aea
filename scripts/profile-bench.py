#!/usr/bin/env python3
"""What profiles buy: the benchmark kernels with and without profiles.

The command line of rkifc.profile_bench (scripts/rkifc/profile_bench.py)."""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from rkifc.profile_bench import main  # noqa: E402

if __name__ == "__main__":
    sys.exit(main())
