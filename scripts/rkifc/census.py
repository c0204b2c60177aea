"""The misprediction census: every mispredicted branch of a program, and
what rkifc did with it.

scripts/bench.py --census builds each program with -g (which does not
change the code: scripts/g-invariance.py) and with rkifc's remarks saved,
runs every build under the qemu plugin with one count per branch, and
calls program_census for each program and target. For each conditional
branch of stock's executable that mispredicted, the census finds its
source location (llvm-symbolizer), the regions whose remarks list a branch
at that location (the Region remark and the finder's refusals carry one
"Branch" argument per conditional branch, with its location; the verdict
remarks name the region's "Entry"), and puts it in one class:

  converted   a region holding it was if-converted (exit: still a branch
              after conversion, as a region's exit)
  declined    the cost model declined every region holding it (its figures
              kept: branchy and predicated cycles, mispredictions per entry)
  refused     every region holding it was refused for its content or shape
              (the remark's name: Call, TooLarge, CannotPredicate, ...)
  exit        regions hold it only as an exit (NoBranchRemoved): loop
              exits and the tests of search loops
  outside     no region holds it: back edges, loop exits the region finder
              does not take, code between regions
  unlocated   no source location (or one no remark names)

write_report turns the programs' censuses into census.md, census.json and
a plot. Python 3 standard library (and PyYAML for the remarks; matplotlib
for the plot when it is there).
"""

import argparse
import json
import os
import sys

from rkifc import remarks
from rkifc import symbols
from rkifc.toolchain import SCRIPTS

CLASSES = ("converted", "exit-of-converted", "declined", "refused", "exit",
           "outside", "unlocated")
# Verdicts of the cost model (a region it could convert but chose not to).
COST_VERDICTS = {"NotProfitable", "RegisterPressure", "CodeSize",
                 "SubRegionsSaveMore", "LimitReached"}
FIGURES = ("BranchyCycles", "PredicatedCycles", "Mispredicts",
           "EntryFrequency", "Instructions", "Height", "DataMispredicts",
           "RequiredGain", "MispredictPenalty")
TOP = 25


def loc_key(function, loc):
    """(function, file name, line, column): how a branch of the executable
    meets a branch of the remarks. None without a line."""
    if not loc or not loc[1]:
        return None
    return (function, os.path.basename(loc[0] or ""), int(loc[1]),
            int(loc[2] or 0))


class Region:
    def __init__(self, function, entry, branches, verdict=None):
        self.function, self.entry = function, entry
        self.first = branches[0] if branches else None  # the entry's
        self.branches = set(branches)
        self.verdict = verdict
        self.figures = {}


def regions_of(remark_list):
    """The regions rkifc described in one build, with their verdicts, in
    the order of the remarks."""
    found, latest = [], {}
    for r in remark_list:
        entry = r.get("Entry")
        if entry is None:
            continue
        key = (r.function, entry)
        branches = r.all("Branch")
        if branches or r.name == "Region":
            # A region's first remark: its analysis, or the finder's
            # refusal (then also its verdict).
            reg = Region(r.function, entry,
                         [k for k in (loc_key(r.function, l)
                                      for _, l in branches) if k],
                         r.name if r.kind == "Missed" else None)
            found.append(reg)
            latest[key] = reg
            continue
        reg = latest.get(key)
        if reg is None:
            continue
        if r.name in ("RegionCost", "NotProfitable"):
            reg.figures.update({k: r.number(k) for k in FIGURES
                                if r.get(k) is not None})
        if r.kind == "Passed" and r.name == "Converted":
            reg.verdict = "Converted"
        elif r.kind == "Missed" and reg.verdict is None:
            reg.verdict = r.name
    return found


def classify(key, holders):
    """(class, reason, region deciding it) of a branch from the regions
    holding it."""
    if key is None:
        return "unlocated", "", None
    if not holders:
        return "outside", "", None
    for reg in holders:
        if reg.verdict == "Converted":
            return "converted", "", reg
    declined = [g for g in holders if g.verdict in COST_VERDICTS]
    if declined:
        # The smallest region: the one nearest to paying.
        reg = min(declined, key=lambda g: len(g.branches))
        return "declined", reg.verdict, reg
    refused = [g for g in holders
               if g.verdict not in (None, "NoBranchRemoved")]
    if refused:
        reg = min(refused, key=lambda g: len(g.branches))
        return "refused", reg.verdict, reg
    if any(g.verdict == "NoBranchRemoved" for g in holders):
        return "exit", "NoBranchRemoved", None
    return "refused", "no verdict", holders[0]


LOOKBACK = 8  # instructions searched before a branch for its condition's


def _frame_key(frames):
    if not frames:
        return None
    f = frames[0]
    return loc_key(frames[-1]["FunctionName"],
                   (f.get("FileName"), f.get("Line"), f.get("Column")))


def by_location(symbolizer, exe, per_branch, known, step):
    """Sum per-branch counts [executions, taken, misses] by location key.
    A branch whose own location no remark names (ARM's post-RA
    if-converter turns a branch into a conditional return at the return's
    line; branch folding moves one) takes the location of the nearest
    instruction before it, within LOOKBACK, that a remark names as a
    branch: usually the compare that set its condition."""
    addrs = set()
    for a in per_branch:
        addrs.update(a - i * step for i in range(LOOKBACK + 1))
    frames_of = symbols.symbolize(symbolizer, exe, sorted(addrs))
    out = {}
    for addr, counts in per_branch.items():
        own = _frame_key(frames_of.get(addr))
        key = own
        if own is not None and own not in known:
            for i in range(1, LOOKBACK + 1):
                k = _frame_key(frames_of.get(addr - i * step))
                if k is not None and k[0] != own[0]:
                    break  # the function before this one
                if k in known:
                    key = k
                    break
        key = key or ("?", "0x%x" % addr, 0, 0)
        acc = out.setdefault(key, [0, 0, 0])
        for i in range(3):
            acc[i] += counts[i]
    return out


def in_ranges(addr, ranges):
    return ranges is None or any(lo <= addr < hi for lo, hi in ranges)


def program_census(symbolizer, builds, step):
    """builds: variant -> dict(exe, ranges, per_branch, remarks) for stock,
    rkifc and force (remarks: the YAML file, None for stock); step: the
    smallest instruction size. Returns the census of the program: one
    record per location of a stock branch that mispredicted, and the
    program's totals of mispredictions."""
    verdicts, regions = {}, {}
    for v in ("rkifc", "force"):
        holders = {}
        regions[v] = regions_of(remarks.load(builds[v]["remarks"]))
        for reg in regions[v]:
            for k in reg.branches:
                holders.setdefault(k, []).append(reg)
        verdicts[v] = holders
    known = set(verdicts["rkifc"]) | set(verdicts["force"])
    located = {}
    for v, b in builds.items():
        pb = {a: c for a, c in b["per_branch"].items()
              if in_ranges(a, b["ranges"])}
        located[v] = by_location(symbolizer, b["exe"], pb, known, step)
    records = []
    for key, (execs, taken, misses) in located["stock"].items():
        if not misses:
            continue
        real = key if key[0] != "?" else None
        cls, reason, reg = classify(real, verdicts["rkifc"].get(key, []))
        fcls, _, _ = classify(real, verdicts["force"].get(key, []))
        after = {v: located[v].get(key, [0, 0, 0]) for v in ("rkifc",
                                                             "force")}
        if cls == "converted" and after["rkifc"][0] >= execs / 2:
            cls = "exit-of-converted"
        if fcls == "converted" and after["force"][0] >= execs / 2:
            fcls = "exit-of-converted"
        rec = {"function": key[0], "where": "%s:%d:%d" % key[1:],
               "execs": execs, "taken": taken, "misses": misses,
               "class": cls, "reason": reason, "force_class": fcls,
               "misses_rkifc": after["rkifc"][2],
               "misses_force": after["force"][2]}
        if reg is not None:
            rec["region"] = reg.entry
            rec["figures"] = reg.figures
        records.append(rec)
    records.sort(key=lambda r: -r["misses"])
    totals = {v: sum(c[2] for c in located[v].values()) for v in located}
    return {"branches": records, "misses": totals,
            "regions": calibration(regions["rkifc"], located["stock"])}


def calibration(regions, stock):
    """The model's mispredictions per entry of each costed region against
    stock's measured ones (the region's branches' mispredictions over the
    executions of its entry's branch): where the guess of predictability
    is right and where not."""
    rows = []
    for reg in regions:
        fig = reg.figures
        if "Mispredicts" not in fig or reg.first not in stock:
            continue
        entries = stock[reg.first][0]
        if not entries:
            continue
        misses = sum(stock[k][2] for k in reg.branches if k in stock)
        rows.append({"function": reg.function, "entry": reg.entry,
                     "where": "%s:%d:%d" % reg.first[1:],
                     "verdict": reg.verdict or "-", "entries": entries,
                     "model": fig["Mispredicts"],
                     "measured": misses / entries,
                     "branchy": fig.get("BranchyCycles"),
                     "predicated": fig.get("PredicatedCycles")})
    return rows


# ---- the report ---------------------------------------------------------
def _share(part, whole):
    return "%.1f%%" % (100.0 * part / whole) if whole else "-"


def target_tables(rows, penalty):
    """Markdown lines for one target: classes, reasons, top branches.
    rows: the bench results of the target with a census."""
    stock_cycles = sum(r["variants"]["stock"]["cycles"] for r in rows)
    per_class = {c: [0, 0, 0, 0] for c in CLASSES}  # n, misses, rk, force
    reasons = {}
    for r in rows:
        for b in r["census"]["branches"]:
            acc = per_class[b["class"]]
            acc[0] += 1
            acc[1] += b["misses"]
            acc[2] += b["misses_rkifc"]
            acc[3] += b["misses_force"]
            if b["class"] in ("declined", "refused"):
                k = (b["class"], b["reason"])
                reasons[k] = reasons.get(k, 0) + b["misses"]
    total = sum(a[1] for a in per_class.values())
    # Long-running programs dominate the sums: each program's own shares,
    # averaged, weigh the programs alike.
    per_program = [class_shares([r]) for r in rows
                   if r["census"]["branches"]]
    out = ["| class | branches | stock mispredictions | share | share, mean "
           "of programs | penalty, % of stock cycles | default: "
           "mispredictions left | force: left |",
           "|---|---:|---:|---:|---:|---:|---:|---:|"]
    for c in CLASSES:
        n, m, rk, fo = per_class[c]
        if not n:
            continue
        mean = sum(p[c] for p in per_program) / max(1, len(per_program))
        out.append("| %s | %d | %d | %s | %.1f%% | %s | %d | %d |" % (
            c, n, m, _share(m, total), 100 * mean,
            _share(m * penalty, stock_cycles), rk, fo))
    out.append("| all | %d | %d | 100%% | 100%% | %s | %d | %d |" % (
        sum(a[0] for a in per_class.values()), total,
        _share(total * penalty, stock_cycles),
        sum(a[2] for a in per_class.values()),
        sum(a[3] for a in per_class.values())))
    out += ["", "Declined and refused, by the remark's name (share of all "
            "stock mispredictions):", "",
            "| class | reason | share |", "|---|---|---:|"]
    for (c, why), m in sorted(reasons.items(), key=lambda kv: -kv[1]):
        out.append("| %s | %s | %s |" % (c, why, _share(m, total)))
    out += [""] + calibration_table(rows)
    out += ["", "The %d branches that cost most (stock):" % TOP, "",
            "| program | function | where | executions | miss rate | "
            "penalty, % of program | class | reason | force | model: branchy"
            " / predicated cycles, mispredictions per entry |",
            "|---|---|---|---:|---:|---:|---|---|---|---|"]
    every = [(r, b) for r in rows for b in r["census"]["branches"]]
    every.sort(key=lambda rb: -rb[1]["misses"])
    for r, b in every[:TOP]:
        fig = b.get("figures") or {}
        model = "-"
        if "BranchyCycles" in fig:
            model = "%.1f / %.1f, %s" % (
                fig["BranchyCycles"], fig["PredicatedCycles"],
                "%.2f" % fig["Mispredicts"] if "Mispredicts" in fig else "?")
        out.append("| %s | %s | %s | %d | %.1f%% | %s | %s | %s | %s | %s |" % (
            r["program"], b["function"], b["where"], b["execs"],
            100.0 * b["misses"] / b["execs"],
            _share(b["misses"] * penalty, r["variants"]["stock"]["cycles"]),
            b["class"], b["reason"] or "-", b["force_class"], model))
    return out


def calibration_table(rows):
    """Markdown: the model's guess of mispredictions per entry against
    stock's, over the costed regions, weighted by entries."""
    regs = [g for r in rows for g in r["census"].get("regions", [])]
    if not regs:
        return []
    out = ["The guess of predictability: mispredictions per entry of each "
           "costed region, the model's (default mode, no profile) against "
           "stock's measured, summed over entries:", "",
           "| verdict | regions | entries | model | measured | model / "
           "measured |", "|---|---:|---:|---:|---:|---:|"]
    groups = {}
    for g in regs:
        key = "converted" if g["verdict"] == "Converted" else "declined"
        groups.setdefault(key, []).append(g)
    for key, gs in sorted(groups.items()):
        e = sum(g["entries"] for g in gs)
        model = sum(g["model"] * g["entries"] for g in gs)
        meas = sum(g["measured"] * g["entries"] for g in gs)
        out.append("| %s | %d | %d | %.0f | %.0f | %s |" % (
            key, len(gs), e, model, meas,
            "%.2f" % (model / meas) if meas else "-"))
    worst = sorted(regs, key=lambda g: -(g["model"] - g["measured"]) *
                   g["entries"])[:10]
    out += ["", "Where the guess is furthest above the measure (model minus "
            "measured mispredictions, times entries):", "",
            "| function | region entry | where | verdict | entries | model "
            "| measured |", "|---|---|---|---|---:|---:|---:|"]
    for g in worst:
        out.append("| %s | %s | %s | %s | %d | %.3f | %.3f |" % (
            g["function"], g["entry"], g["where"], g["verdict"],
            g["entries"], g["model"], g["measured"]))
    return out


def write_report(outdir, results, targets, penalty, info):
    """census.md, census.json and census.png under outdir; the paths."""
    with_census = [r for r in results if r.get("census")]
    lines = ["# Misprediction census", "",
             "Every conditional branch of stock's executables that "
             "mispredicted, by what rkifc's default mode did with it "
             "(scripts/census.py says how the classes are found).", "",
             "* command: `%s`" % info["command"],
             "* commit %s%s, %s" % (info["commit"],
                                    " (dirty)" if info["dirty"] else "",
                                    info["date"]), ""]
    shares = {}
    for tg in targets:
        rows = [r for r in with_census if r["target"] == tg]
        if not rows:
            continue
        lines += ["## %s (%d programs, penalty %d)" % (tg, len(rows),
                                                       penalty[tg]), ""]
        lines += target_tables(rows, penalty[tg]) + [""]
        shares[tg] = class_shares(rows)
    md = os.path.join(outdir, "census.md")
    with open(md, "w") as f:
        f.write("\n".join(lines) + "\n")
    js = os.path.join(outdir, "census.json")
    with open(js, "w") as f:
        json.dump({"info": info, "penalty": penalty, "shares": shares,
                   "programs": [{"target": r["target"],
                                 "program": r["program"],
                                 "census": r["census"]}
                                for r in with_census]}, f, indent=1)
    return [md, js] + write_plot(outdir, shares)


def class_shares(rows):
    """class -> share of the stock mispredictions of rows."""
    per = {c: 0 for c in CLASSES}
    for r in rows:
        for b in r["census"]["branches"]:
            per[b["class"]] += b["misses"]
    total = sum(per.values()) or 1
    return {c: per[c] / total for c in CLASSES}


def write_plot(outdir, shares):
    try:
        import matplotlib
        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        import bench  # the system python3 draws (bench.py's helper)
        js = os.path.join(outdir, "census.json")
        return [os.path.join(outdir, "census.png")] if \
            bench.plot_with_system_python(
                os.path.join(SCRIPTS, "census.py"), js, outdir) else []
    fig, ax = plt.subplots(figsize=(8, 1.6 + 0.5 * len(shares)))
    names = list(shares)
    left = [0.0] * len(names)
    for c in CLASSES:
        w = [100 * shares[t][c] for t in names]
        ax.barh(names, w, left=left, label=c)
        left = [a + b for a, b in zip(left, w)]
    ax.set_xlabel("share of stock's mispredictions (%)")
    ax.set_xlim(0, 100)
    ax.legend(ncol=4, fontsize="small", loc="lower center",
              bbox_to_anchor=(0.5, 1.02), frameon=False)
    fig.tight_layout()
    path = os.path.join(outdir, "census.png")
    fig.savefig(path, dpi=100)
    plt.close(fig)
    return [path]


def main():
    ap = argparse.ArgumentParser(description="Draw the census plot again "
                                 "from census.json (bench.py --census "
                                 "writes both).")
    ap.add_argument("--plot-from", metavar="JSON", required=True)
    ap.add_argument("--out", required=True)
    a = ap.parse_args()
    with open(a.plot_from) as f:
        shares = json.load(f)["shares"]
    return 0 if write_plot(a.out, shares) else 1


if __name__ == "__main__":
    sys.exit(main())
