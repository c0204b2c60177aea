#!/usr/bin/env python3
"""What profiles buy: the benchmark kernels with and without profiles.

For every kernel (test/Exec/kernels) and target (hexagon, arm, thumb) this
script builds, in one run (-O2; every variant but `stock` also with -g
-fdebug-info-for-profiling, so that profiles and remarks match source
positions):

  stock      stock clang without debug information: the reference
  stock-g    stock clang with it. On Hexagon LLVM 22 generates different
             code with -g (its VLIW scheduler counts debug instructions,
             upstream issue #224483), faster or slower by up to 15% on
             these kernels; rkifc's builds are not affected (the plugin's
             debug shelter, docs/debugging.md), so comparing them with
             stock -g would credit or charge rkifc with LLVM's -g effect
  rkifc      rkifc's default mode, no profile
  force      -rk-ifcvt-force
  profiled   rkifc's default mode with the two profiles that
             scripts/rkifc-profile.py writes from the stock build's run
             (-fprofile-sample-use and -rk-ifcvt-predictability; Hexagon
             gets the predictability profile only, see docs/cost-model.md)
  rkifc-pp   rkifc's default mode with the predictability profile alone:
             what rkifc does with its own profile, without what the sample
             profile does to the rest of the compiler
  force-pp   -rk-ifcvt-force with the predictability profile: every
             region converted and costed with measured predictability, so
             that the calibration (predicted against measured savings)
             shows the error of the model of the code apart from that of
             the guessed predictability
  stock-pgo  stock clang with the sample profile alone (Hexagon: the same
             as stock), to tell what the sample profile does to stock's
             code from what rkifc does with the profiles

runs each under qemu with the benchmark's trace and predictor, checks that
every output equals stock's, and writes a table of estimated cycles
(instructions, Hexagon: packets, + penalty x mispredictions) per program:
how close `profiled` comes to the best of stock, rkifc and force, and
whether it is ever worse than stock. The profile is taken on the same input
the program is then measured on (the programs read no input), which is the
best case for a profile. Python 3 standard library, and PyYAML for the
remarks.
"""

import argparse
import datetime
import concurrent.futures
import json
import math
import os
import shutil
import subprocess
import sys
import tempfile
import time

from rkifc.toolchain import REPO, SCRIPTS  # noqa: E402
from rkifc import bench  # noqa: E402
from rkifc import difftest  # noqa: E402
from rkifc import plugintrace  # noqa: E402
from rkifc import remarks  # noqa: E402
from rkifc import symbols  # noqa: E402
from rkifc import proc  # noqa: E402
from rkifc import testsuite  # noqa: E402
from rkifc.toolchain import LLVM_BIN, default_plugin  # noqa: E402

from rkifc import profile as rkprof  # noqa: E402

die = proc.stopper("profile-bench")

VARIANTS = ("stock", "rkifc", "force", "profiled", "rkifc-pp", "force-pp",
            "stock-pgo", "stock-g")
# The builds whose predicted savings are compared with the measured ones:
# with predictability guessed, and with it measured (the predictability
# profile): the second pair shows the error of the model of the code alone.
GUESSED = ("rkifc", "force")
MEASURED = ("rkifc-pp", "force-pp")
TESTER = None
OPTS = None


def program_name(prog):
    """The program's name in the tables: a kernel's file name, a test-suite
    program's path under SingleSource/Benchmarks (both end in ".c")."""
    if getattr(prog, "kind", None) == "test-suite":
        return prog.name[len("ts "):] + ".c"
    return os.path.basename(prog.src)


def measure(target, prog):
    t, a = TESTER, OPTS
    d = os.path.join(a.work, target, prog.tag)
    os.makedirs(d, exist_ok=True)
    res = {"target": target, "program": program_name(prog),
           "status": "ok", "detail": "", "cycles": {}, "converted": {},
           "predicted": {}}
    try:
        _measure(t, a, target, prog, d, res)
    except bench.TraceTooLarge as e:
        res["status"], res["detail"] = "skipped-trace", str(e)
    except Exception as e:  # report, do not take the whole run down
        res["status"], res["detail"] = "error", "%s: %s" % (
            type(e).__name__, e)
    finally:
        shutil.rmtree(d, ignore_errors=True)
    return res


def traced(a, t, cfg, exe, obj, out_path, shift, units=None):
    """(exit status, stdout, stats) of a run of exe, with the plugin
    tracer where it is built (the test-suite's programs need it); with a
    dict units, also the executions of each instruction (traced_run's
    detail["units"])."""
    pred, _ = rkprof.make_predictor("bimodal", shift)
    detail = {} if units is not None else None
    result = bench.traced_fastest(cfg.target, t.run_cmd(cfg, exe), exe,
                                  bench.code_ranges(obj, exe), a.max_tbs,
                                  a.timeout, pred, out_path, detail)
    if units is not None:
        units.update(detail["units"])
    return result


def position_of(r):
    """A remark's source position, "line:column", or None."""
    return "%s:%s" % r.loc[1:] if r.loc else None


def marker_of(r):
    """A Converted remark's region marker (-rk-ifcvt-mark-regions), or 0."""
    return int(r.number("Marker") or 0)


# The region markers (-rk-ifcvt-mark-regions): every located instruction of
# a converted region's linear code carries the marker as its discriminator.
MARK = ["-mllvm", "-rk-ifcvt-mark-regions"]


def marker_entries(a, exe, units):
    """marker -> executions of the converted region's linear code (the most
    of any instruction carrying the marker) in a run: the region's entries,
    where a source position may stand for several copies of a block (a
    loop's first iteration, peeled, and the loop)."""
    frames_of = symbols.symbolize(os.path.join(a.llvm_bin, "llvm-symbolizer"),
                                  exe, sorted(units))
    entries = {}
    for addr, n in units.items():
        for frame in frames_of.get(addr, [])[:1]:
            d = frame.get("Discriminator", 0)
            if d & 1 << 30:
                entries[d] = max(entries.get(d, 0), n)
    return entries


def code_of(a, exe, work):
    """The bytes the program runs (code and data, no debug sections): two
    builds with the same bytes run alike, so one run measures both."""
    out = os.path.join(work, "code.bin")
    # -O binary copies the sections that are loaded, no debug ones.
    cmd = [os.path.join(a.llvm_bin, "llvm-objcopy"), "-O", "binary"]
    if subprocess.run(cmd + [exe, out], capture_output=True).returncode:
        return None
    with open(out, "rb") as f:
        return f.read()


def _measure(t, a, target, prog, d, res):
    if getattr(prog, "timed", False):
        res["status"] = "skipped-timed"
        res["detail"] = "its work depends on its run time"
        return
    cfg = difftest.Config(target, difftest.DEFAULT_MCPU[target], "O2", False)
    shift = 1 if target == "thumb" else 2
    pred, desc = rkprof.make_predictor("bimodal", shift)
    prof, pp, _, _, _, positions = rkprof.profile_program(
        t, cfg, prog, d, "p", pred, desc, a.timeout, a.max_tbs,
        os.path.join(a.llvm_bin, "llvm-symbolizer"))
    rk = t.variants["rkifc"]
    sample = [] if target == "hexagon" else ["-fprofile-sample-use=" + prof]
    flags = {"stock": [], "rkifc": rk + MARK,
             "force": t.variants["force"] + MARK,
             "profiled": rk + sample + ["-mllvm",
                                        "-rk-ifcvt-predictability=" + pp],
             "rkifc-pp": rk + MARK + ["-mllvm",
                                      "-rk-ifcvt-predictability=" + pp],
             "force-pp": t.variants["force"] + MARK + [
                 "-mllvm", "-rk-ifcvt-predictability=" + pp],
             "stock-pgo": sample, "stock-g": []}
    ref = None
    runs = {}  # code -> (status, stdout, stats) of a build that had it
    for v in VARIANTS:
        base = os.path.join(d, v)
        debug = rkprof.DEBUG_FLAGS if v != "stock" else []
        extra = debug + flags[v] + (
            remarks.clang_flags(base + ".yaml")
            if not v.startswith("stock") else [])
        obj, err, _ = t.build(cfg, prog, "O2", extra, base)
        if obj is None:
            res["status"] = ("skipped-build" if v == "stock" else
                             "error" if err.startswith("link") else "CRASH")
            res["detail"] = "%s: %s" % (v, difftest.tail(err, 4))
            return
        converted = [r for r in remarks.load(base + ".yaml")
                     if r.name == "Converted"]
        res["converted"][v] = len(converted)
        code = code_of(a, base + ".exe", d)
        calibrated = v in GUESSED + MEASURED and converted
        if code is not None and code in runs and not calibrated:
            status, out, st = runs[code]
        else:
            units = {} if calibrated else None
            status, out, st = traced(a, t, cfg, base + ".exe", obj,
                                     base + ".out", shift, units)
            if code is not None:
                runs[code] = (status, out, st)
        if v in GUESSED + MEASURED:
            markers = marker_entries(a, base + ".exe", units) \
                if calibrated else {}
            res["predicted"][v] = predicted_saving(converted, positions,
                                                   markers)
            res.setdefault("regions", {})[v] = [
                {"loc": position_of(r), "entry": r.get("Entry"),
                 "branchy": r.number("BranchyCycles"),
                 "predicated": r.number("PredicatedCycles"),
                 "entries": markers.get(marker_of(r), 0)
                 if marker_of(r) else None,
                 "entries_at_position": positions.get(position_of(r))}
                for r in converted]
        if ref is None:
            ref = (status, out)
            # A test-suite program must give its reference output (stdout
            # and stderr, in its directory, as the test-suite runs it).
            wrong = bench.check_reference(t, target, prog, base + ".exe",
                                          a.timeout)
            if wrong:
                res["status"], res["detail"] = "skipped-reference", wrong
                return
            res["limit"] = st["dyn"]
        elif (status, out) != ref and (
                not hasattr(prog, "check") or bench.check_reference(
                    t, target, prog, base + ".exe", a.timeout)):
            # A test-suite program whose output varies from run to run
            # (Misc/flops prints timings) need only match its reference.
            res["status"] = "MISMATCH"
            res["detail"] = "%s: output differs from stock's" % v
            return
        res["cycles"][v] = st["dyn"] + a.penalty[target] * st["miss"]


def predicted_saving(converted, execs, markers):
    """The cycles the cost model expects the conversions of a build to save
    over a run: per converted region (its Converted remark), (branchy -
    predicated) estimate per entry times the entries, counted as the
    executions of the region's linear code in the build's own run (markers:
    Marker -> executions, marker_entries) or, for a region without one, as
    those of the code at the region's entry branch (the remark's source
    position) in the profiled stock run (execs: "line:column" ->
    executions). None if a region was counted neither way."""
    total = 0.0
    for r in converted:
        # A marked region whose code never ran was entered 0 times.
        n = markers.get(marker_of(r), 0) if marker_of(r) else None
        if n is None:
            n = execs.get(position_of(r))
        if n is None:
            return None
        total += (r.number("BranchyCycles") -
                  r.number("PredicatedCycles")) * n
    return total


def spearman(xs, ys):
    """Spearman's rank correlation (average ranks for ties)."""
    def ranks(v):
        order = sorted(range(len(v)), key=lambda i: v[i])
        r = [0.0] * len(v)
        i = 0
        while i < len(order):
            j = i
            while j + 1 < len(order) and v[order[j + 1]] == v[order[i]]:
                j += 1
            for k in range(i, j + 1):
                r[order[k]] = (i + j) / 2.0
            i = j + 1
        return r
    if len(xs) < 3:
        return float("nan")
    rx, ry = ranks(xs), ranks(ys)
    mx, my = sum(rx) / len(rx), sum(ry) / len(ry)
    cov = sum((a - mx) * (b - my) for a, b in zip(rx, ry))
    vx = math.sqrt(sum((a - mx) ** 2 for a in rx))
    vy = math.sqrt(sum((b - my) ** 2 for b in ry))
    return cov / (vx * vy) if vx and vy else float("nan")


def calibration(rows, builds=GUESSED):
    """Per program and build (of builds) that converted something:
    (program, build, predicted %, measured %) of stock's cycles saved."""
    pts = []
    for r in rows:
        if r["status"] != "ok":
            continue
        for v in builds:
            pr = r["predicted"].get(v)
            if not r["converted"].get(v) or pr is None:
                continue
            s0 = r["cycles"]["stock"]
            pts.append((r["program"][:-2], v, 100.0 * pr / s0,
                        100.0 * (s0 - r["cycles"][v]) / s0))
    return pts


def write_scatter(outdir, results, targets):
    """calibration.png/svg: predicted against measured savings per build,
    one panel per target; skipped without matplotlib."""
    try:
        import matplotlib
        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        if bench.plot_with_system_python(
                os.path.join(SCRIPTS, "profile-bench.py"),
                os.path.join(outdir, "profiles.json"), outdir,
                ["--target=" + tg for tg in targets]):
            return [os.path.join(outdir, "calibration." + e)
                    for e in ("png", "svg")]
        print("profile-bench: matplotlib not available; no scatter plot")
        return []
    fig, axes = plt.subplots(1, len(targets), squeeze=False,
                             figsize=(5 * len(targets), 5))
    for ax, tg in zip(axes[0], targets):
        pts = calibration([r for r in results if r["target"] == tg],
                          GUESSED + MEASURED)
        for build, marker in (("rkifc", "o"), ("force", "x"),
                              ("rkifc-pp", "^"), ("force-pp", "+")):
            sel = [p for p in pts if p[1] == build]
            ax.scatter([p[2] for p in sel], [p[3] for p in sel],
                       marker=marker, label=build)
            for p in sel:
                ax.annotate(p[0], (p[2], p[3]), fontsize=6)
        vals = [p[2] for p in pts] + [p[3] for p in pts] + [0.0]
        lo, hi = min(vals) - 2, max(vals) + 2
        ax.plot([lo, hi], [lo, hi], color="grey", linewidth=0.8)
        ax.set_xlim(lo, hi)
        ax.set_ylim(lo, hi)
        ax.set_title(tg)
        ax.set_xlabel("predicted saving, % of stock cycles")
        ax.set_ylabel("measured saving, % of stock cycles")
        ax.legend(fontsize=8)
    fig.tight_layout()
    paths = [os.path.join(outdir, "calibration." + e) for e in ("png", "svg")]
    for path in paths:
        fig.savefig(path, dpi=110)
    return paths


def pct(x, ref):
    return "%+.1f%%" % (100.0 * (x - ref) / ref) if ref else "n/a"


# The builds of the table's Δ columns, each with its regions converted.
ROW_BUILDS = ("rkifc", "force", "profiled", "rkifc-pp", "force-pp")


def delta(r, v, counted=False):
    """A row's cell for build v: its cycles against stock's (with the
    regions it converted when counted); n/a where a run merged from before
    the build existed lacks it."""
    c = r["cycles"]
    if v not in c:
        return "n/a"
    n = r["converted"].get(v) if counted else None
    return pct(c[v], c["stock"]) + (" (%d)" % n if n is not None else "")


def cell(table, v):
    """A percentage of a per-build table, or n/a where the build is not
    in every row."""
    return "%+.1f%%" % table[v] if v in table else "n/a"


def figures(pts):
    """Rank correlation and mean absolute error of calibration points."""
    xs = [p[2] for p in pts]
    ys = [p[3] for p in pts]
    return {"builds": len(pts), "spearman": round(spearman(xs, ys), 2),
            "mae": round(sum(abs(x - y) for x, y in zip(xs, ys)) / len(pts),
                         1)}


def calibration_summary(results, targets, plugin):
    """The figure of merit per target, for the top of bench.py's
    results.md: rank correlation and mean absolute error of predicted
    against measured savings, over the builds that converted something,
    with predictability guessed (the model as users run it) and, under
    "measured", with the predictability profile."""
    summary = {"date": datetime.date.today().isoformat(),
               "plugin": os.path.basename(plugin), "targets": {}}
    for tg in targets:
        rows = [r for r in results if r["target"] == tg]
        pts = calibration(rows)
        if not pts:
            continue
        summary["targets"][tg] = figures(pts)
        measured = calibration(rows, MEASURED)
        if measured:
            summary["targets"][tg]["measured"] = figures(measured)
    return summary


def report(results, a, elapsed, targets):
    out = []
    w = out.append
    w("# Profiles: the default mode with and without them")
    w("")
    w("Generated by `scripts/profile-bench.py` (see its docstring and "
      "[../cost-model.md](../cost-model.md#profiles)).")
    w("")
    w("* plugin: `%s`" % os.path.relpath(a.plugin, a.out))
    w("* command: `%s`" % " ".join(["scripts/profile-bench.py"] +
                                   sys.argv[1:]))
    w("* every variant built with `-O2 -g -fdebug-info-for-profiling` but "
      "`stock`, the reference, built without `-g`: on Hexagon LLVM 22's "
      "code changes with `-g` (column `Δ stock -g`; upstream issue "
      "#224483), rkifc's does not; "
      "`profiled` = default mode + `-fprofile-sample-use` (not on Hexagon) "
      "+ `-rk-ifcvt-predictability`, both from rkifc-profile.py on the "
      "stock build, measured on the same input")
    w("* predictor: bimodal, one 2-bit counter per branch; estimated cycles "
      "= instructions (Hexagon: packets) + penalty x mispredictions; "
      "penalties %s" % ", ".join("%s %d" % (tg, a.penalty[tg])
                                  for tg in targets))
    w("* run time: %.0f s" % elapsed)
    w("")
    w("![predicted against measured savings](calibration.png)")
    w("")
    summary = []
    for tg in targets:
        rows = [r for r in results if r["target"] == tg]
        ok = [r for r in rows if r["status"] == "ok"]
        w("## %s" % tg)
        w("")
        w("Each Δ is estimated cycles vs stock; `best` is the fewest "
          "cycles of stock, rkifc and force; `profiled/best` is best "
          "cycles divided by profiled cycles (100% = as good as the best). "
          "Regions converted in parentheses.")
        w("")
        w("| program | stock cycles | Δ rkifc | Δ force | Δ profiled | "
          "Δ rkifc-pp | Δ force-pp | best | profiled/best | Δ stock-pgo | "
          "Δ stock -g |")
        w("|---|---:|---:|---:|---:|---:|---:|---|---:|---:|---:|")
        # Runs merged from before a variant existed lack it.
        present = [v for v in VARIANTS if all(v in r["cycles"] for r in ok)]
        logs = {v: 0.0 for v in present}
        under95, worse = [], []
        for r in sorted(rows, key=lambda r: r["program"]):
            if r["status"] != "ok":
                w("| %s | %s: %s | | | | | | | | | |" % (
                    r["program"], r["status"], r["detail"][:80]))
                continue
            c = r["cycles"]
            best_v = min(("stock", "rkifc", "force"), key=lambda v: c[v])
            ratio = c[best_v] / c["profiled"]
            for v in present:
                logs[v] += math.log(c[v] / c["stock"])
            if ratio < 0.95:
                under95.append(r["program"][:-2])
            if c["profiled"] > c["stock"]:
                worse.append("%s (%s; stock-pgo %s)" % (
                    r["program"][:-2], pct(c["profiled"], c["stock"]),
                    delta(r, "stock-pgo")))
            w("| %s | %s | %s | %s | %s | %s | %s | %s | %.1f%% | %s | %s |"
              % ((r["program"][:-2], format(c["stock"], ",")) +
                 tuple(delta(r, v, counted=True) for v in ROW_BUILDS) +
                 (best_v, 100.0 * ratio, delta(r, "stock-pgo"),
                  delta(r, "stock-g"))))
        if ok:
            tot = {v: sum(r["cycles"][v] for r in ok) for v in present}
            gm = {v: 100.0 * (math.exp(logs[v] / len(ok)) - 1)
                  for v in present}
            total = {v: 100.0 * (tot[v] - tot["stock"]) / tot["stock"]
                     for v in present}
            w("| **total** | %s | %s | | | %s | %s |" % (
                format(tot["stock"], ","),
                " | ".join(cell(total, v) for v in ROW_BUILDS),
                cell(total, "stock-pgo"), cell(total, "stock-g")))
            w("| geometric mean | | %s | | | %s | %s |" % (
                " | ".join(cell(gm, v) for v in ROW_BUILDS),
                cell(gm, "stock-pgo"), cell(gm, "stock-g")))
            limit = 100.0 * (math.exp(sum(
                math.log(r["limit"] / r["cycles"]["stock"]) for r in ok) /
                len(ok)) - 1)
            w("")
            w("Limit (stock's instructions without the misprediction "
              "penalty), geometric mean: %+.1f%%; of its gain, rkifc takes "
              "%.0f%%, profiled %.0f%%, rkifc-pp %.0f%%; rkifc-pp slower "
              "than stock: %s." % (
                  limit, 100.0 * gm["rkifc"] / limit if limit else 0.0,
                  100.0 * gm["profiled"] / limit if limit else 0.0,
                  100.0 * gm["rkifc-pp"] / limit if limit else 0.0,
                  ", ".join("%s (%s)" % (r["program"][:-2], pct(
                      r["cycles"]["rkifc-pp"], r["cycles"]["stock"]))
                      for r in ok if r["cycles"]["rkifc-pp"] >
                      r["cycles"]["stock"]) or "none"))
        w("")
        line = ("%s: profiled reaches 95%% of the best on %d of %d programs"
                "%s; worse than stock: %s" % (
                    tg, len(ok) - len(under95), len(ok),
                    " (below: %s)" % ", ".join(under95) if under95 else "",
                    ", ".join(worse) if worse else "none"))
        w(line + ".")
        w("")
        summary.append(line)
        for builds, what in ((GUESSED, "predictability guessed"),
                             (MEASURED, "predictability measured")):
            pts = calibration(rows, builds)
            if not pts:
                continue
            fig = figures(pts)
            cal = ("%s: calibration (%s) over %d builds that converted "
                   "something: rank correlation %.2f, mean absolute error "
                   "%.1f points of stock's cycles" % (
                       tg, what, fig["builds"], fig["spearman"], fig["mae"]))
            w("Calibration, %s: for each %s and %s build that converted a "
              "region, the saving the cost model predicts (per region, "
              "branchy minus predicated cycles per entry times the "
              "region's entries, counted in the build's own run) against "
              "the measured one, both in %% of stock's estimated cycles; "
              "over %d builds, rank correlation %.2f, mean absolute error "
              "%.1f points." % (what, builds[0], builds[1], fig["builds"],
                                fig["spearman"], fig["mae"]))
            w("")
            w("| program | build | predicted | measured | error |")
            w("|---|---|---:|---:|---:|")
            for prog, v, x, y in pts:
                w("| %s | %s | %+.1f%% | %+.1f%% | %+.1f |" % (prog, v, x, y,
                                                            x - y))
            w("")
            summary.append(cal)
    return "\n".join(out) + "\n", summary


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--target", action="append", default=[],
                    help="hexagon, arm, thumb or all (default all)")
    ap.add_argument("--kernels", default=os.path.join(REPO, "test", "Exec",
                                                      "kernels"))
    ap.add_argument("--no-kernels", action="store_true",
                    help="leave the kernels out")
    ap.add_argument("--test-suite", metavar="DIR",
                    help="also measure the C programs of SingleSource/"
                    "Benchmarks in this checkout of the LLVM test-suite "
                    "(as bench.py --test-suite); needs the plugin tracer")
    ap.add_argument("--only", action="append", default=[], metavar="NAME",
                    help="only these programs (names as in the tables, "
                    "without .c)")
    ap.add_argument("--plugin", default=default_plugin())
    ap.add_argument("--out", default=os.path.join(REPO, "docs", "bench"),
                    help="writes profiles.md and profiles.json here")
    ap.add_argument("--jobs", "-j", type=int, default=os.cpu_count() or 1)
    ap.add_argument("--timeout", type=float, default=60.0)
    ap.add_argument("--max-tbs", type=int, default=3000000)
    ap.add_argument("--llvm-bin", default=LLVM_BIN)
    ap.add_argument("--plot-from", metavar="JSON", help=argparse.SUPPRESS)
    ap.add_argument("--report-from", metavar="JSON", nargs="+",
                    help="write the report of these profiles.json files "
                    "(later files' programs replace earlier ones': runs "
                    "split by --only, or re-runs) instead of measuring")
    a = ap.parse_args()
    targets = difftest.parse_targets(a.target or ["all"])
    if a.plot_from:
        with open(a.plot_from) as f:
            return 0 if write_scatter(a.out, json.load(f), targets) else 1
    a.penalty = dict(bench.DEFAULT_PENALTY)
    a.plugin = os.path.abspath(a.plugin)
    if a.report_from:
        merged = {}
        for path in a.report_from:
            with open(path) as f:
                for r in json.load(f):
                    merged[(r["target"], r["program"])] = r
        return write_outputs(list(merged.values()), a, 0.0, targets)
    start = time.time()
    a.work = tempfile.mkdtemp(prefix="profile-bench-")
    try:
        targs = argparse.Namespace(
            llvm_bin=a.llvm_bin, work=a.work, keep=None, keep_work=False,
            cflags="", compile_timeout=300, variants="stock,rkifc,force",
            plugin=a.plugin, custom_variant=[], always_run=False,
            timeout=a.timeout)
        t = difftest.Tester(targs)
        t.check_tools(targets, False)
        t.setup_variants()
        if "hexagon" in targets:
            t.build_hexagon_runtime(difftest.DEFAULT_MCPU["hexagon"])
        progs = [] if a.no_kernels else t.kernel_programs(a.kernels)
        if a.test_suite:
            if not plugintrace.available():
                die("--test-suite needs the plugin tracer %s: "
                             "build it (scripts/build.sh)" %
                             plugintrace.PLUGIN)
            progs += testsuite.programs_for(a.test_suite, die)
        if a.only:
            progs = [p for p in progs if program_name(p)[:-2] in a.only]
        global TESTER, OPTS
        TESTER, OPTS = t, a
        work = [(tg, p) for p in progs for tg in targets]
        results = []
        with concurrent.futures.ProcessPoolExecutor(a.jobs) as ex:
            for r in ex.map(measure, *zip(*work)):
                results.append(r)
                print("profile-bench: %s %s: %s %s" % (
                    r["target"], r["program"], r["status"],
                    " ".join("%s=%d" % kv for kv in r["cycles"].items())),
                    flush=True)
    finally:
        shutil.rmtree(a.work, ignore_errors=True)
    return write_outputs(results, a, time.time() - start, targets)


def write_outputs(results, a, elapsed, targets):
    """profiles.md, profiles.json, calibration.json and the plot; the exit
    status (1 where a build crashed or an output differed)."""
    md, summary = report(results, a, elapsed, targets)
    os.makedirs(a.out, exist_ok=True)
    with open(os.path.join(a.out, "profiles.md"), "w") as f:
        f.write(md)
    with open(os.path.join(a.out, "profiles.json"), "w") as f:
        json.dump(results, f, indent=1, sort_keys=True)
    with open(os.path.join(a.out, "calibration.json"), "w") as f:
        json.dump(calibration_summary(results, targets, a.plugin), f,
                  indent=1, sort_keys=True)
    write_scatter(a.out, results, targets)
    for line in summary:
        print("profile-bench: " + line)
    bad = [r for r in results if r["status"] in ("MISMATCH", "CRASH")]
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
