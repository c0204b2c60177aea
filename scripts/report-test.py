#!/usr/bin/env python3
"""Test of scripts/rkifc-report.py in a real browser.

The command line of rkifc.report_test (scripts/rkifc/report_test.py)."""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from rkifc.report_test import main  # noqa: E402

if __name__ == "__main__":
    sys.exit(main())
