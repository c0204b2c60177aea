#!/usr/bin/env python3
"""The LLVM test-suite as a corpus for rkifc's benchmark and difftest.

The command line of rkifc.testsuite (scripts/rkifc/testsuite.py)."""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from rkifc.testsuite import main  # noqa: E402

if __name__ == "__main__":
    sys.exit(main(sys.argv))
