#!/usr/bin/env python3
"""rkifc-profile: profile a C program under qemu for rkifc's cost model.

The command line of rkifc.profile (scripts/rkifc/profile.py)."""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from rkifc.profile import main  # noqa: E402

if __name__ == "__main__":
    sys.exit(main())
