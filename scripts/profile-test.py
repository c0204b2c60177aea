#!/usr/bin/env python3
"""End-to-end test of rkifc's profiles (scripts/rkifc-profile.py and
-rk-ifcvt-predictability).

The command line of rkifc.profile_test (scripts/rkifc/profile_test.py)."""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from rkifc.profile_test import main  # noqa: E402

if __name__ == "__main__":
    sys.exit(main())
