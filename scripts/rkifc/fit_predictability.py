#!/usr/bin/env python3
"""Fits the default mode's guess of predictability to the census, on half
of the corpus, and reports on the other half.

Without a profile the cost model guesses how often each branch of a region
mispredicts: min(p, 1 - p) times a predictability, 1 for a condition on
data loaded in the loop (-rk-ifcvt-loaded-predictability), 0.2 for others
(-rk-ifcvt-unknown-predictability), 0 for loop invariants. The census
(scripts/bench.py --census) measured stock's mispredictions per entry of
every region the default mode costed. This script recompiles the corpus
for the regions' DataMispredicts (the part of the guess that is on loaded
data), then, for each candidate predictability f and extra margin m,
decides every region again as the model would (the data part scaled by f,
converted when the predicated cycles are at most (1 - g - m) times the
branchy ones) and scores the decisions with the measured mispredictions in
place of the guessed ones:

  saving of a region = branchy - penalty * (guessed - measured) - predicated

per entry, times its entries. The fit takes the candidate with the largest
total saving on the fit half, its losses counted twice (the default mode
must not lose: a region that loses costs more than one that gains the
same saves), then the fewest losing regions, then the smallest margin;
the report half says whether it generalises. Halves by a hash of the
program's name, as fit-overheads.py.

  scripts/fit-predictability.py --census docs/bench/census/census.json \\
      --test-suite /tmp/llvm-test-suite --out docs/bench/census/fit.md
"""

import argparse
import concurrent.futures
import json
import os
import subprocess
import sys
import tempfile
import zlib

from rkifc import census  # noqa: E402
from rkifc import remarks  # noqa: E402
from rkifc import testsuite  # noqa: E402
from rkifc.toolchain import LLVM_BIN, default_plugin  # noqa: E402
from rkifc import modes  # noqa: E402
from rkifc import targets as rktargets  # noqa: E402

PREDICTABILITIES = [x / 20 for x in range(21)]
MARGINS = [0.0, 0.05, 0.1, 0.15, 0.2, 0.3]


def half(program):
    """0: the fit half, 1: the report half."""
    return zlib.crc32(program.encode()) & 1


def figures(job):
    """(key, figures) of every costed region of one program on one target,
    from a compile with the plugin's remarks; key = (target, program,
    function, entry)."""
    target, prog, plugin, clang, work = job
    yaml = os.path.join(work, "%s-%s.yaml" % (target, prog.tag))
    cmd = ([clang] + rktargets.cflags(target) + prog.cflags +
           ["-w", "-O2", "-g", "-c", prog.src, "-o", os.devnull] +
           # The census's regions were costed with the guess at 1: the
           # data part must be the one of that guess.
           modes.clang_flags("default", plugin,
                             ["-rk-ifcvt-loaded-predictability=1"]) +
           ["-fsave-optimization-record", "-foptimization-record-file=" + yaml,
            "-foptimization-record-passes=rk-ifcvt"])
    subprocess.run(cmd, capture_output=True)
    out = []
    for reg in census.regions_of(remarks.load(yaml)):
        out.append(((target, prog.name, reg.function, reg.entry),
                    dict(reg.figures)))
    return out


def load_regions(census_json, ts_root, plugin, jobs):
    """The census's costed regions with the figures of a fresh compile
    (DataMispredicts, RequiredGain, MispredictPenalty)."""
    with open(census_json) as f:
        data = json.load(f)
    progs = {p.name: p for p in testsuite.programs(ts_root)}
    wanted = {(p["target"], p["program"]) for p in data["programs"]
              if p["program"] in progs}
    work = tempfile.mkdtemp(prefix="fit-pred-")
    clang = os.path.join(LLVM_BIN, "clang")
    fresh = {}
    with concurrent.futures.ThreadPoolExecutor(jobs) as ex:
        for rows in ex.map(figures, [(t, progs[n], plugin, clang, work)
                                     for t, n in sorted(wanted)]):
            for key, fig in rows:
                fresh[key] = fig
    regions = []
    for p in data["programs"]:
        for g in p["census"].get("regions", []):
            key = (p["target"], p["program"], g["function"], g["entry"])
            fig = fresh.get(key)
            if not fig or "DataMispredicts" not in fig:
                continue
            regions.append(dict(g, target=p["target"], program=p["program"],
                                data=fig["DataMispredicts"],
                                gain=fig.get("RequiredGain", 0.0),
                                penalty=data["penalty"][p["target"]]))
    return regions


def decide(g, f, margin):
    branchy = g["branchy"] - (1 - f) * g["data"] * g["penalty"]
    return g["predicated"] <= (1 - g["gain"] - margin) * branchy


def measured_saving(g):
    """Per entry, with stock's measured mispredictions for the model's."""
    return (g["branchy"] - g["penalty"] * (g["model"] - g["measured"]) -
            g["predicated"])


def score(regions, f, margin):
    total = lost = 0.0
    converted = losing = 0
    for g in regions:
        if g["branchy"] is None or g["predicated"] is None:
            continue
        if not decide(g, f, margin):
            continue
        s = measured_saving(g) * g["entries"]
        converted += 1
        total += s
        if s < 0:
            losing += 1
            lost += -s
    return {"saving": total, "lost": lost, "converted": converted,
            "losing": losing}


def best_candidate(regions):
    """The (predictability, margin, score) that does best on regions: the
    largest saving with losses counted twice, then the fewest losing
    regions, then the smallest margin."""
    cands = [(f, m, score(regions, f, m)) for f in PREDICTABILITIES
             for m in MARGINS]
    return max(cands, key=lambda c: (round(c[2]["saving"] - c[2]["lost"], 3),
                                     -c[2]["losing"], -c[1]))


def table(rows):
    out = ["| | predictability on loaded data | extra margin | half | "
           "converted | losing | saving (cycles) | lost (cycles) |",
           "|---|---:|---:|---|---:|---:|---:|---:|"]
    for name, f, m, h, s in rows:
        out.append("| %s | %.2f | %.2f | %s | %d | %d | %.0f | %.0f |" % (
            name, f, m, h, s["converted"], s["losing"], s["saving"],
            s["lost"]))
    return out


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--census", required=True, action="append",
                    help="census.json (repeatable: one per bench run)")
    ap.add_argument("--test-suite", required=True, metavar="DIR")
    ap.add_argument("--plugin", default=default_plugin())
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--out", help="write the report (markdown) here too")
    a = ap.parse_args()
    regions = []
    for c in a.census:
        regions += load_regions(c, a.test_suite, a.plugin, a.jobs)
    targets = [t for t in rktargets.CPU_TARGETS
               if any(g["target"] == t for g in regions)]
    fit = [g for g in regions if half(g["program"]) == 0]
    f, m, _ = best_candidate(fit)
    lines = ["# The guess of predictability, fitted on half of the corpus",
             "", "%d costed regions (%s). How predictable loaded data is "
             "belongs to the programs, not to the target: one "
             "predictability is fitted on the fit half of every target "
             "together, then each target's halves are scored with it." % (
                 len(regions), ", ".join(
                     "%s %d" % (t, sum(g["target"] == t for g in regions))
                     for t in targets)), "",
             "Fitted: predictability on loaded data **%.2f**, extra margin "
             "**%.2f**." % (f, m), ""]
    for tg in targets + ["all"]:
        mine = [g for g in regions if tg in ("all", g["target"])]
        halves = [[g for g in mine if half(g["program"]) == h]
                  for h in (0, 1)]
        rows = []
        for name, ff, mm in (("now", 1.0, 0.0), ("fitted", f, m)):
            for h, part in zip(("fit", "report"), halves):
                rows.append((name, ff, mm, h, score(part, ff, mm)))
        lines += ["## %s: %d regions to fit, %d to report" % (
            tg, len(halves[0]), len(halves[1])), ""] + table(rows) + [""]
    text = "\n".join(lines) + "\n"
    print(text)
    if a.out:
        with open(a.out, "w") as fh:
            fh.write(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
