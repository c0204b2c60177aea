#!/usr/bin/env python3
"""Fits the default mode's guess of predictability to the census, on half

The tool is rkifc.fit_predictability (scripts/rkifc/fit_predictability.py);
this is its command line."""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from rkifc.fit_predictability import main  # noqa: E402

if __name__ == "__main__":
    sys.exit(main())
