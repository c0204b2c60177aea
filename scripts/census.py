#!/usr/bin/env python3
"""The misprediction census: every mispredicted branch of a program, and what
rkifc did with it.

The command line of rkifc.census (scripts/rkifc/census.py)."""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from rkifc.census import main  # noqa: E402

if __name__ == "__main__":
    sys.exit(main())
