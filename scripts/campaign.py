#!/usr/bin/env python3
"""Long differential campaigns for rkifc: resumable, parallel, time-bounded.

The command line of rkifc.campaign (scripts/rkifc/campaign.py)."""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from rkifc.campaign import main  # noqa: E402

if __name__ == "__main__":
    sys.exit(main())
