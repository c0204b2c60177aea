#!/usr/bin/env python3
"""Checks the static bound of issue 8 on every region rkifc converts.

A converted region may hold no more instructions than its blocks held
before, minus the branches the conversion removes, plus one per predicate
and one per select (a PHI value other than the default). Instructions are
counted without debug instructions, PHIs and copies. rk-ifcvt reports both
figures in its Converted remark (arguments InstructionsBefore,
InstructionsAfter and InstructionBound: "21 -> 18 instructions, bound 27");
this script compiles programs with -rk-ifcvt-force (every region it can
convert) and sums them up per target.

  scripts/static-bound.py                      # kernels, csmith 1-30
  scripts/static-bound.py --targets hexagon --generated 1-20 -v

Exit status: 1 when a target has more regions over the bound than
--max-over allows (a ratchet: scripts/test.sh passes today's counts, so a
change that puts one more region over its bound fails), 2 on a usage or
tool error, 0 otherwise. The figures are printed either way.
"""

import argparse
import concurrent.futures
import os
import shlex
import subprocess
import sys
import tempfile

from rkifc.toolchain import LLVM_BIN, default_plugin  # noqa: E402
from rkifc import difftest  # noqa: E402  (seed lists, guardgen programs, target flags)
from rkifc import modes  # noqa: E402
from rkifc import remarks  # noqa: E402
from rkifc import targets as rktargets  # noqa: E402

REPO = difftest.REPO
CI_CSMITH_FLAGS = ("--no-argc --no-packed-struct --max-funcs 4 "
                   "--max-expr-complexity 6")


def programs(args, work):
    progs = []
    if args.kernels:
        for name in sorted(os.listdir(args.kernels)):
            if name.endswith(".c"):
                progs.append((name[:-2], os.path.join(args.kernels, name),
                              []))
    if args.seeds:
        d = os.path.join(work, "csmith")
        difftest.prepare_csmith_dir(d)
        for seed in difftest.parse_seeds(args.seeds):
            out = difftest.write_csmith_program(
                seed, d, shlex.split(args.csmith_flags))
            if out is None:
                sys.exit("static-bound: csmith failed for seed %d" % seed)
            progs.append(("csmith-%d" % seed, out,
                          ["-I", difftest.CSMITH_INCLUDE, "-w"]))
    if args.generated:
        for seed in difftest.parse_seeds(args.generated):
            out = os.path.join(work, "gen%d.c" % seed)
            difftest.write_guardgen_program(seed, out)
            progs.append(("gen%d" % seed, out, []))
    return progs


def forced_remarks(args, target, prog):
    """rk-ifcvt's remarks of the program's -rk-ifcvt-force build (clang -O2
    -S), or a string saying why it could not be compiled. fit-overheads
    reads the same build."""
    name, src, extra = prog
    with tempfile.TemporaryDirectory(prefix="static-bound-") as tmp:
        yaml_path = os.path.join(tmp, "remarks.yaml")
        cmd = ([os.path.join(LLVM_BIN, "clang")] +
               difftest.target_cflags(target) +
               ["-O2", "-S", "-o", os.devnull] +
               modes.clang_flags("force", args.plugin) +
               remarks.clang_flags(yaml_path) + extra + [src])
        try:
            p = subprocess.run(cmd, capture_output=True, text=True,
                               timeout=args.timeout)
        except subprocess.TimeoutExpired:
            return "timeout"
        if p.returncode != 0:
            return "clang failed: " + difftest.tail(p.stderr, 3)
        return remarks.load(yaml_path)


def measure(args, target, prog):
    """The converted regions of one program: (name, entry, before, after,
    bound) each, or a string saying why it could not be compiled."""
    found = forced_remarks(args, target, prog)
    if isinstance(found, str):
        return found
    return [(prog[0], r.get("Entry"), int(r.number("InstructionsBefore")),
             int(r.number("InstructionsAfter")),
             int(r.number("InstructionBound")))
            for r in found if r.name == "Converted"]


def main():
    ap = argparse.ArgumentParser(
        description=__doc__.split("\n\n")[0],
        formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--targets", default="hexagon,arm,thumb")
    ap.add_argument("--kernels", default=os.path.join(REPO, "test", "Exec",
                                                      "kernels"),
                    help="directory of *.c kernels ('' for none)")
    ap.add_argument("--seeds", default="1-30",
                    help="csmith seeds ('' for none; default %(default)s)")
    ap.add_argument("--csmith-flags", default=CI_CSMITH_FLAGS)
    ap.add_argument("--generated", default="",
                    help="guardgen.py seeds, e.g. 1-20")
    ap.add_argument("--plugin", default=default_plugin())
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 2)
    ap.add_argument("--timeout", type=int, default=300)
    ap.add_argument("--max-over", default="",
                    help="TARGET=N,...: fail when TARGET has more than N "
                         "regions over the bound (default: never fail)")
    ap.add_argument("-v", "--verbose", action="store_true",
                    help="list every region over its bound")
    args = ap.parse_args()
    targets = [t for t in args.targets.split(",") if t]
    for t in targets:
        if t not in rktargets.CPU_TARGETS:
            print("static-bound: unknown target " + t, file=sys.stderr)
            return 2
    max_over = {}
    for item in filter(None, args.max_over.split(",")):
        t, _, n = item.partition("=")
        if t not in targets or not n.isdigit():
            print("static-bound: bad --max-over item " + item,
                  file=sys.stderr)
            return 2
        max_over[t] = int(n)
    if not os.path.isfile(args.plugin):
        print("static-bound: missing plugin " + args.plugin, file=sys.stderr)
        return 2

    status = 0
    with tempfile.TemporaryDirectory(prefix="static-bound-") as work:
        progs = programs(args, work)
        for target in targets:
            with concurrent.futures.ThreadPoolExecutor(args.jobs) as ex:
                results = list(ex.map(lambda p: measure(args, target, p),
                                      progs))
            regions, failed = [], []
            for prog, res in zip(progs, results):
                if isinstance(res, str):
                    failed.append("%s (%s)" % (prog[0], res))
                else:
                    regions += res
            over = [r for r in regions if r[3] > r[4]]
            before = sum(r[2] for r in regions)
            after = sum(r[3] for r in regions)
            bound = sum(r[4] for r in regions)
            print("== %s: %d programs, %d regions converted; instructions "
                  "%d -> %d (bound %d); over the bound: %d regions, %d "
                  "instructions in excess" %
                  (target, len(progs) - len(failed), len(regions), before,
                   after, bound, len(over),
                   sum(r[3] - r[4] for r in over)))
            for f in failed:
                print("   not compiled: " + f)
            worst = sorted(over, key=lambda r: r[4] - r[3])
            for r in (worst if args.verbose else worst[:5]):
                print("   %s, region at %s: %d -> %d, bound %d (+%d)" %
                      (r[0], r[1], r[2], r[3], r[4], r[3] - r[4]))
            if target in max_over and len(over) > max_over[target]:
                print("static-bound: FAIL: %d regions over the bound on %s, "
                      "at most %d allowed" % (len(over), target,
                                              max_over[target]))
                status = 1
    return status


if __name__ == "__main__":
    sys.exit(main())
