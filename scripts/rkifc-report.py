#!/usr/bin/env python3
"""One self-contained HTML page per compilation: what rkifc did, and why.

The command line of rkifc.report (scripts/rkifc/report.py)."""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from rkifc.report import main  # noqa: E402

if __name__ == "__main__":
    sys.exit(main())
