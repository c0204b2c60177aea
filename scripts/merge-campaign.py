#!/usr/bin/env python3
"""Merges the JSON results (lit -o FILE) of a campaign's shards
(campaigns/lit.cfg.py run with --num-shards N --run-shard K) into one
summary: the count per result code and the tests that did not pass.

The command line of rkifc.merge_campaign (scripts/rkifc/merge_campaign.py)."""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from rkifc.merge_campaign import main  # noqa: E402

if __name__ == "__main__":
    sys.exit(main())
