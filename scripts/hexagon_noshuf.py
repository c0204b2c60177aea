#!/usr/bin/env python3
"""Split Hexagon `:mem_noshuf` packets into two, for the differential tester.

The command line of rkifc.hexagon_noshuf (scripts/rkifc/hexagon_noshuf.py)."""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from rkifc.hexagon_noshuf import main  # noqa: E402

if __name__ == "__main__":
    sys.exit(main())
