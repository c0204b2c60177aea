#!/usr/bin/env python3
"""The misprediction census: every mispredicted branch of a program, and

The tool is rkifc.census (scripts/rkifc/census.py);
this is its command line."""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from rkifc.census import main  # noqa: E402

if __name__ == "__main__":
    sys.exit(main())
