#!/usr/bin/env python3
"""Fits the cost model's overheads to the code rkifc emits, on held-out data.

The cost model estimates the linear code of a region before converting it:
its instructions plus, per target (PredicationTarget::Overheads), so many
instructions per captured condition, predicate operation, select and
predicated instruction, plus the exit branches. rk-ifcvt reports those
counts in its RegionCost analysis remark and the instructions it actually
emitted in its Converted remark (read from their YAML arguments). This
script compiles programs with -rk-ifcvt-force (every region it can
convert), pairs the two remarks of each converted region and fits the overheads (non-negative least squares,
instructions and exit branches at weight 1) on one half of the programs;
it reports the error of the adaptor's current overheads and of the fitted
ones on the other half, so that the figures say how well the constants
generalise. The halves are fixed by a hash of the program's name.

  scripts/fit-overheads.py                        # kernels + csmith 1-60
  scripts/fit-overheads.py --targets arm --json out.json

Counts are those of the MIR right after rk-ifcvt, without copies (the
static bound's count): what later passes fold (a speculated ADD into its
select) or add (Thumb2's IT instructions) is not in them.
"""

import argparse
import concurrent.futures
import json
import os
import re
import subprocess
import sys
import tempfile
import zlib

from rkifc import difftest  # noqa: E402
from rkifc import modes  # noqa: E402
from rkifc import remarks  # noqa: E402
from rkifc.toolchain import default_plugin  # noqa: E402
from rkifc import static_bound  # noqa: E402

TERMS = ("conditions", "predicate_ops", "selects", "predicated", "chain_tests")
IT = re.compile(r"^\s+it[te]{0,3}\s", re.M)


def count_its(args, target, src, extra, rkifc):
    """IT instructions in the program's Thumb2 code, stock or forced."""
    cmd = ([os.path.join(static_bound.LLVM_BIN, "clang")] +
           difftest.target_cflags(target) + ["-O2", "-S", "-o", "-"] +
           (modes.clang_flags("force", args.plugin) if rkifc else []) +
           extra + [src])
    p = subprocess.run(cmd, capture_output=True, text=True,
                       timeout=args.timeout)
    return len(IT.findall(p.stdout)) if p.returncode == 0 else None


def measure(args, target, prog):
    """The converted regions of one program as dicts (and, on Thumb2, the IT
    instructions rkifc added to the program), or a failure string."""
    name, src, extra = prog
    found = static_bound.forced_remarks(args, target, prog)
    if isinstance(found, str):
        return found
    its = None
    if target == "thumb":
        try:
            stock = count_its(args, target, src, extra, False)
            forced = count_its(args, target, src, extra, True)
        except subprocess.TimeoutExpired:
            return "timeout"
        if stock is not None and forced is not None:
            its = forced - stock
    # A region's RegionCost, then its Converted remark (the same Entry).
    regions, pending = [], None
    for r in found:
        if r.name == "RegionCost":
            pending = {
                "program": name, "region": r.get("Entry"),
                "instructions": int(r.number("Instructions")),
                "linear_ops": r.number("LinearOps"),
                "conditions": int(r.number("Conditions")),
                "predicate_ops": int(r.number("PredicateOps")),
                "selects": int(r.number("Selects")),
                "predicated": int(r.number("Predicated")),
                "chain_tests": int(r.number("ChainTests") or 0),
                "exit_branches": int(r.number("ExitBranches")),
                "expanded": int(r.number("PredicationExpansion") or 0)}
        elif (r.name == "Converted" and pending and
              r.get("Entry") == pending["region"]):
            pending["after"] = int(r.number("InstructionsAfter"))
            regions.append(pending)
            pending = None
    return {"regions": regions, "added_its": its}


def half_of(program):
    return zlib.crc32(program.encode()) % 2


# The jump to the last exit: in the MIR counted here, but not in the cost
# model's linear code, as the branchy code's jumps are not in its branchy
# code (after block placement, one of the two often falls through).
LAST_JUMP = 1


def residual(r):
    """What the overheads must explain (instructions that predicating
    expands, Hexagon's memory operations, are counted as they are)."""
    return (r["after"] - r["instructions"] - r["exit_branches"] - LAST_JUMP -
            r["expanded"])


def nnls(rows, ys, iterations=5000):
    """Non-negative least squares by projected coordinate descent: few
    unknowns, no numpy needed."""
    n = len(TERMS)
    x = [0.0] * n
    ata = [[sum(r[i] * r[j] for r in rows) for j in range(n)]
           for i in range(n)]
    aty = [sum(r[i] * y for r, y in zip(rows, ys)) for i in range(n)]
    for _ in range(iterations):
        for i in range(n):
            if ata[i][i] == 0:
                continue
            g = aty[i] - sum(ata[i][j] * x[j] for j in range(n) if j != i)
            x[i] = max(0.0, g / ata[i][i])
    return x


def predict(r, coef):
    return (r["instructions"] + r["exit_branches"] + LAST_JUMP +
            r["expanded"] + sum(c * r[t] for c, t in zip(coef, TERMS)))


def errors(regions, coef):
    if not regions:
        return {"regions": 0, "mae": 0.0, "bias": 0.0}
    diffs = [predict(r, coef) - r["after"] for r in regions]
    return {"regions": len(regions),
            "mae": sum(abs(d) for d in diffs) / len(diffs),
            "bias": sum(diffs) / len(diffs)}


def fit_its(progs, results):
    """Thumb2's IT instructions, which appear after register allocation:
    per program, those rkifc added against the conditional instructions
    (selects and predicated instructions) it planned, fitted on one half
    and checked on the other."""
    data = {0: [], 1: []}
    for prog, res in zip(progs, results):
        if isinstance(res, str) or res["added_its"] is None:
            continue
        conditional = sum(r["selects"] + r["predicated"]
                          for r in res["regions"])
        data[half_of(prog[0])].append((conditional, res["added_its"]))
    total = sum(c for c, _ in data[0])
    rate = sum(i for _, i in data[0]) / total if total else 0.0
    diffs = [rate * c - i for c, i in data[1]]
    return {"per_conditional": round(rate, 3),
            "held_out_programs": len(diffs),
            "mae": sum(abs(d) for d in diffs) / len(diffs) if diffs else 0.0,
            "bias": sum(diffs) / len(diffs) if diffs else 0.0}


def current_overheads(regions):
    """The adaptor's overheads, recovered from the LinearOps it reported
    (the same model with its constants): a least-squares solve that is
    exact where the remarks are consistent."""
    rows = [[r[t] for t in TERMS] for r in regions]
    ys = [r["linear_ops"] - r["instructions"] - r["exit_branches"] -
          r["expanded"] for r in regions]
    return [round(c, 2) for c in nnls(rows, ys)]


def main():
    ap = argparse.ArgumentParser(
        description=__doc__.split("\n\n")[0],
        formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--targets", default="hexagon,arm,thumb")
    ap.add_argument("--kernels", default=os.path.join(
        difftest.REPO, "test", "Exec", "kernels"))
    ap.add_argument("--seeds", default="1-60")
    ap.add_argument("--csmith-flags", default=static_bound.CI_CSMITH_FLAGS)
    ap.add_argument("--generated", default="1-12",
                    help="guardgen.py seeds ('' for none)")
    ap.add_argument("--plugin", default=default_plugin())
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 2)
    ap.add_argument("--timeout", type=int, default=300)
    ap.add_argument("--json", help="write the regions and fits here")
    ap.add_argument("--max-error", default="",
                    help="TARGET=N,...: exit 1 when the adaptor's current "
                         "overheads miss the emitted code by more than N "
                         "instructions per region on average, on the "
                         "held-out half (a ratchet for scripts/test.sh)")
    args = ap.parse_args()
    if not os.path.isfile(args.plugin):
        print("fit-overheads: missing plugin " + args.plugin, file=sys.stderr)
        return 2

    max_error = {}
    for item in filter(None, args.max_error.split(",")):
        t, _, n = item.partition("=")
        try:
            max_error[t] = float(n)
        except ValueError:
            print("fit-overheads: bad --max-error item " + item,
                  file=sys.stderr)
            return 2
    status = 0
    report = {}
    with tempfile.TemporaryDirectory(prefix="fit-overheads-") as work:
        progs = static_bound.programs(args, work)
        for target in [t for t in args.targets.split(",") if t]:
            with concurrent.futures.ThreadPoolExecutor(args.jobs) as ex:
                results = list(ex.map(lambda p: measure(args, target, p),
                                      progs))
            regions = [r for res in results if not isinstance(res, str)
                       for r in res["regions"]]
            failed = [p[0] for p, res in zip(progs, results)
                      if isinstance(res, str)]
            fit_set = [r for r in regions if half_of(r["program"]) == 0]
            held_out = [r for r in regions if half_of(r["program"]) == 1]
            coef = nnls([[r[t] for t in TERMS] for r in fit_set],
                        [residual(r) for r in fit_set])
            now = current_overheads(regions)
            it = fit_its(progs, results) if target == "thumb" else None
            if it:
                # The MIR has no IT instructions yet: the adaptor's Thumb2
                # overheads include them, at the rate measured here.
                now = [c - it["per_conditional"]
                       if t in ("selects", "predicated") else c
                       for t, c in zip(TERMS, now)]
            entry = {
                "programs": len(progs) - len(failed), "failed": failed,
                "regions": len(regions), "current": dict(zip(TERMS, now)),
                "fitted": dict(zip(TERMS, [round(c, 2) for c in coef])),
                "fit_half": {"current": errors(fit_set, now),
                             "fitted": errors(fit_set, coef)},
                "held_out_half": {"current": errors(held_out, now),
                                  "fitted": errors(held_out, coef)},
                "region_list": regions}
            report[target] = entry
            print("== %s: %d programs, %d converted regions (%d to fit, %d "
                  "held out)" % (target, entry["programs"], len(regions),
                                 len(fit_set), len(held_out)))
            print("   overheads     %s" % "  ".join(
                "%s" % t for t in TERMS))
            print("   %-13s %s" % ("current-IT" if it else "current", "  ".join(
                "%*.2f" % (len(t), c) for t, c in zip(TERMS, now))))
            print("   fitted        %s" % "  ".join(
                "%*.2f" % (len(t), c) for t, c in zip(TERMS, coef)))
            for half in ("fit_half", "held_out_half"):
                for which in ("current", "fitted"):
                    e = entry[half][which]
                    print("   %-13s %-7s: %3d regions, mean absolute error "
                          "%.2f instructions, bias %+.2f" %
                          (half.replace("_", " "), which, e["regions"],
                           e["mae"], e["bias"]))
            if it:
                entry["it"] = e = it
                print("   IT instructions rkifc adds, per select or "
                      "predicated instruction: %.2f (fit half); per program,"
                      " held out: mean absolute error %.2f, bias %+.2f "
                      "(%d programs); current-IT: the adaptor's overheads "
                      "less that rate" % (e["per_conditional"], e["mae"],
                                          e["bias"],
                                          e["held_out_programs"]))
            if failed:
                print("   not compiled: " + ", ".join(failed))
            mae = entry["held_out_half"]["current"]["mae"]
            if target in max_error and (not held_out or
                                        mae > max_error[target]):
                print("fit-overheads: FAIL: %s's overheads miss by %.2f "
                      "instructions per held-out region (%d regions), at "
                      "most %.2f allowed" % (target, mae, len(held_out),
                                             max_error[target]))
                status = 1
    if args.json:
        with open(args.json, "w") as f:
            json.dump(report, f, indent=1)
    return status


if __name__ == "__main__":
    sys.exit(main())
