"""Stands in for scripts/difftest.py in campaign-shards.test: prints the
summary difftest prints for one program, by the seed's remainder."""
import sys

args = sys.argv[1:]
seed = int(args[args.index("--generated") + 1])
target = args[args.index("--target") + 1]
kind = seed % 3
if kind == 1:
    print("== %s: 1 programs: 1 ok, 0 skipped-stock-build-failed, "
          "0 MISMATCH, 0 CRASH" % target)
    sys.exit(0)
if kind == 2:
    print("== %s: 1 programs: 0 ok, 1 skipped-stock-build-failed, "
          "0 MISMATCH, 0 CRASH" % target)
    sys.exit(0)
print("== %s: 1 programs: 0 ok, 0 skipped-stock-build-failed, "
      "1 MISMATCH, 0 CRASH" % target)
sys.exit(1)
