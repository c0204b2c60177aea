#!/usr/bin/env python3
"""End-to-end debugger test for rkifc (issue 14, part b): variables keep their
values through a converted region in a debugger.

The command line of rkifc.debugger_test (scripts/rkifc/debugger_test.py)."""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from rkifc.debugger_test import main  # noqa: E402

if __name__ == "__main__":
    sys.exit(main())
