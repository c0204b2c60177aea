#!/usr/bin/env python3
"""Variable-location coverage of -O2 -g builds, stock against rkifc.

Issue 14 asks that rkifc keep variables visible in the debugger: the share
of each variable's scope (in bytes of code) that its DWARF location covers
should stay within one percentage point of stock. This script builds the
guardgen programs of the given seeds (and, with --kernels, the hand-written
kernels) for each target and mode, runs `llvm-dwarfdump --statistics` on
each object, and sums

    sum_all_variables(#bytes in parent scope covered by DW_AT_location)
    ----------------------------------------------------------------------
    sum_all_variables(#bytes in parent scope)

over all objects of a target and mode. Parameters and locals both count.

    scripts/debug-coverage.py --generated 1-30 --targets hexagon,arm
"""

import argparse
import concurrent.futures
import json
import os
import subprocess
import sys
import tempfile

from rkifc import g_invariance as ginv
from rkifc import modes
from rkifc.toolchain import default_plugin

COVERED = "sum_all_variables(#bytes in parent scope covered by DW_AT_location)"
SCOPE = "sum_all_variables(#bytes in parent scope)"


def build_and_measure(source, target, mode, plugin, workdir):
    obj = os.path.join(workdir, "%s-%s-%s.o" % (
        os.path.basename(source)[:-2], target, mode))
    cmd = [os.path.join(ginv.LLVM_BIN, "clang")] + ginv.TARGET_FLAGS[target]
    cmd += ["-O2", "-g", "-c", source, "-o", obj]
    cmd += modes.clang_flags(mode, plugin)
    subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL,
                   stderr=subprocess.DEVNULL)
    out = subprocess.run(
        [os.path.join(ginv.LLVM_BIN, "llvm-dwarfdump"), "--statistics", obj],
        check=True, capture_output=True, text=True).stdout
    stats = json.loads(out)
    return stats[COVERED], stats[SCOPE]


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--targets", default="hexagon,arm,thumb")
    ap.add_argument("--modes", default="stock,force")
    ap.add_argument("--generated", default="1-30",
                    help="guardgen.py seeds (e.g. 1-30)")
    ap.add_argument("--kernels", action="store_true",
                    help="also the kernels of test/Exec/kernels")
    ap.add_argument("--plugin", default=default_plugin())
    ap.add_argument("--jobs", type=int, default=os.cpu_count())
    args = ap.parse_args()

    targets = args.targets.split(",")
    modes = args.modes.split(",")
    with tempfile.TemporaryDirectory(prefix="rkifc-cov-") as work:
        sources = []
        for seed in ginv.parse_seeds(args.generated):
            path = os.path.join(work, "gen%d.c" % seed)
            ginv.difftest.write_guardgen_program(seed, path)
            sources.append(path)
        if args.kernels:
            kdir = os.path.join(ginv.REPO, "test", "Exec", "kernels")
            sources += sorted(os.path.join(kdir, f) for f in os.listdir(kdir)
                              if f.endswith(".c"))
        jobs = {}
        with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
            for t in targets:
                for m in modes:
                    for s in sources:
                        jobs[pool.submit(build_and_measure, s, t, m,
                                         args.plugin, work)] = (t, m)
            totals = {}
            for fut in concurrent.futures.as_completed(jobs):
                covered, scope = fut.result()
                acc = totals.setdefault(jobs[fut], [0, 0])
                acc[0] += covered
                acc[1] += scope

    print("debug-coverage: %d programs, -O2 -g; share of variable scope "
          "bytes covered by a location" % len(sources))
    for t in targets:
        stock = None
        for m in modes:
            covered, scope = totals[(t, m)]
            pct = 100.0 * covered / scope if scope else 0.0
            if m == "stock":
                stock = pct
            delta = "" if stock is None or m == "stock" else \
                "  (%+.1f points against stock)" % (pct - stock)
            print("  %-8s %-6s %6.1f%%  (%d of %d bytes)%s" % (
                t, m, pct, covered, scope, delta))


if __name__ == "__main__":
    main()
