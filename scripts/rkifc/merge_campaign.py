#!/usr/bin/env python3
"""Merges the JSON results (lit -o FILE) of a campaign's shards
(campaigns/lit.cfg.py run with --num-shards N --run-shard K) into one
summary: the count per result code and the tests that did not pass.

  scripts/merge-campaign.py shard1.json shard2.json ...
Exit status 1 when a test failed, or when two files hold the same test."""
import argparse
import collections
import json
import sys


def merge(paths):
    """{test name: result code} over the files; duplicates listed apart."""
    results, duplicates = {}, []
    for path in paths:
        with open(path) as f:
            for t in json.load(f).get("tests", []):
                name = t["name"]
                if name in results:
                    duplicates.append(name)
                results[name] = t["code"]
    return results, duplicates


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("results", nargs="+", help="lit -o files, one per shard")
    a = ap.parse_args(argv)
    results, duplicates = merge(a.results)
    counts = collections.Counter(results.values())
    print("campaign: %d tests: %s" % (
        len(results),
        ", ".join("%s %d" % kv for kv in sorted(counts.items()))))
    for name, code in sorted(results.items()):
        if code not in ("PASS", "UNSUPPORTED", "XFAIL"):
            print("  %s: %s" % (code, name))
    for name in duplicates:
        print("  in more than one file: %s" % name)
    return 1 if duplicates or counts.get("FAIL") else 0


if __name__ == "__main__":
    sys.exit(main())
