"""Driver of census.test: prints, per program, whether the census's
per-branch mispredictions add up to the benchmark's totals, and one line
per classed branch."""
import json
import sys

out = sys.argv[1]
with open(out + "/results.json") as f:
    results = {r["program"]: r for r in json.load(f)["results"]}
with open(out + "/census.json") as f:
    programs = json.load(f)["programs"]
for p in programs:
    c = p["census"]
    for v in ("stock", "rkifc", "force"):
        vr = results[p["program"]]["variants"][v]
        if c["misses"][v] != vr["miss"]:
            print("%s: %s: census %d, bench %d" % (
                p["program"], v, c["misses"][v], vr["miss"]))
            break
    else:
        print("%s: counts add up" % p["program"])
    for b in c["branches"]:
        reason = b["reason"] if b["force_class"] == b["class"] else ""
        print(p["program"], b["function"], b["where"], "force",
              b["force_class"], reason)
        if b["class"] == "unlocated" or b["force_class"] == "unlocated":
            print("unlocated:", b)
