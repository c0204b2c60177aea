#!/usr/bin/env python3
"""Differential test of rkifc's NVPTX output on a real GPU.

The command line of rkifc.gpu_difftest (scripts/rkifc/gpu_difftest.py)."""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from rkifc.gpu_difftest import main  # noqa: E402

if __name__ == "__main__":
    sys.exit(main())
