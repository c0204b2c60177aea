#!/usr/bin/env python3
"""Fits the default mode's guess of predictability to the census, on half of
the corpus, and reports on the other half.

The command line of rkifc.fit_predictability (scripts/rkifc/fit_predictability.py)."""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from rkifc.fit_predictability import main  # noqa: E402

if __name__ == "__main__":
    sys.exit(main())
