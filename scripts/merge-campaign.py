#!/usr/bin/env python3
"""Merges the JSON results (lit -o FILE) of a campaign's shards

The tool is rkifc.merge_campaign (scripts/rkifc/merge_campaign.py);
this is its command line."""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from rkifc.merge_campaign import main  # noqa: E402

if __name__ == "__main__":
    sys.exit(main())
