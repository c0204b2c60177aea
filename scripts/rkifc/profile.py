#!/usr/bin/env python3
"""rkifc-profile: profile a C program under qemu for rkifc's cost model.

Builds PROGRAM.c with stock clang -O2 -g -fdebug-info-for-profiling for
Hexagon, ARM or Thumb2 (the build conventions of scripts/difftest.py), runs
it under qemu with an instruction trace (as scripts/bench.py does), and
writes two files:

  NAME.prof             an LLVM sample profile in the text format
                        (llvm-profdata reads it; clang takes it with
                        -fprofile-sample-use=NAME.prof): per function and
                        source line offset[.discriminator], how often the
                        line ran, inlined functions nested at their call
                        sites.
  NAME.predictability   rkifc's predictability profile: per conditional
                        branch (function, line:column[.discriminator]),
                        executions, taken and mispredictions of a
                        simulated predictor (bimodal or gshare); the pass
                        reads it with -mllvm -rk-ifcvt-predictability=FILE.
                        Format: docs/cost-model.md#profiles.

Build the program again with both, and -g -fdebug-info-for-profiling (the
profiles are matched by debug locations):

  clang ... -O2 -g -fdebug-info-for-profiling -fprofile-sample-use=NAME.prof \\
    -fplugin=RKIfConv.so -mllvm -enable-rk-ifcvt \\
    -mllvm -rk-ifcvt-predictability=NAME.predictability

Only the program's own code is profiled (not the C library). Python 3
standard library only; needs clang-22, llvm-symbolizer and qemu.
"""

import argparse
import json
import os
import shlex
import tempfile

from rkifc import proc
from rkifc.toolchain import LLVM_BIN  # noqa: E402
from rkifc import bench  # noqa: E402
from rkifc import difftest  # noqa: E402
from rkifc import symbols  # noqa: E402
from rkifc.targets import DEFAULT_MCPU  # noqa: E402


die = proc.stopper("rkifc-profile")


class FunctionSamples:
    """One function's (or one inlined instance's) sample counts."""

    def __init__(self, name):
        self.name = name
        self.head = 0
        self.body = {}     # (offset, discriminator) -> count
        self.inlined = {}  # (offset, discriminator, callee) -> FunctionSamples

    def add(self, frames, count):
        """frames: outermost last; this object stands for frames[-1]."""
        f = frames[-1]
        key = (f["Line"] - f["StartLine"], f.get("Discriminator", 0))
        if key[0] < 0:
            return  # a line above the function's own: not representable
        if len(frames) == 1:
            self.body[key] = max(self.body.get(key, 0), count)
            return
        callee = frames[-2]["FunctionName"]
        sub = self.inlined.get(key + (callee,))
        if sub is None:
            sub = self.inlined[key + (callee,)] = FunctionSamples(callee)
        sub.add(frames[:-1], count)

    def total(self):
        return (sum(self.body.values()) +
                sum(s.total() for s in self.inlined.values()))

    def write(self, out, indent):
        pad = " " * indent
        for (off, disc), n in sorted(self.body.items()):
            loc = "%d.%d" % (off, disc) if disc else "%d" % off
            out.append("%s%s: %d" % (pad, loc, n))
        for (off, disc, callee), sub in sorted(self.inlined.items()):
            loc = "%d.%d" % (off, disc) if disc else "%d" % off
            out.append("%s%s: %s:%d" % (pad, loc, callee, sub.total()))
            sub.write(out, indent + 1)


def sample_profile(units, frames_of):
    """The text of a sample profile from per-address execution counts."""
    funcs = {}
    for addr, n in units.items():
        frames = frames_of.get(addr)
        if not frames:
            continue
        outer = frames[-1]
        fs = funcs.get(outer["FunctionName"])
        if fs is None:
            fs = funcs[outer["FunctionName"]] = FunctionSamples(
                outer["FunctionName"])
        fs.add(frames, n)
        start = outer.get("StartAddress")
        if start and int(start, 16) == addr:
            fs.head = max(fs.head, n)
    out = []
    for name in sorted(funcs):
        fs = funcs[name]
        total = fs.total()
        if total == 0:
            continue
        out.append("%s:%d:%d" % (name, total, fs.head))
        fs.write(out, 1)
    return "\n".join(out) + "\n"


def predictability_profile(branches, frames_of, predictor_desc, source):
    """The text of rkifc's predictability profile."""
    rows = {}
    for pc, (execs, taken, miss) in branches.items():
        frames = frames_of.get(pc)
        if not frames:
            continue
        f = frames[0]
        key = (f["FunctionName"], f["Line"], f.get("Column", 0),
               f.get("Discriminator", 0))
        r = rows.setdefault(key, [0, 0, 0])
        r[0] += execs
        r[1] += taken
        r[2] += miss
    out = ["# rkifc predictability profile of %s" % source,
           "# predictor: %s" % predictor_desc,
           "# function line:column[.discriminator] executions taken "
           "mispredictions",
           "rkifc-predictability 1"]
    for (fn, line, col, disc), (e, t, m) in sorted(rows.items()):
        pos = "%d:%d" % (line, col) + (".%d" % disc if disc else "")
        out.append("%s %s %d %d %d" % (fn, pos, e, t, m))
    return "\n".join(out) + "\n"


# The debug flags of a profiled build, and of the build that reads its
# profiles: the profiles are matched by debug locations.
DEBUG_FLAGS = ["-g", "-fdebug-info-for-profiling"]


def make_predictor(kind, shift, bht_entries=0, history=12):
    """(predictor, description) as bench.traced_run wants it."""
    if kind == "gshare":
        return (bench.GSharePredictor(history, shift),
                "gshare, %d history bits, %d counters" % (history,
                                                          1 << history))
    return (bench.Predictor(bht_entries, shift),
            "bimodal, %s" % ("%d counters" % bht_entries if bht_entries
                             else "one counter per branch"))


def profile_program(t, cfg, prog, out_dir, name, predictor, desc, timeout,
                    max_tbs, symbolizer):
    """Builds prog with stock clang (DEBUG_FLAGS), runs it traced and
    writes out_dir/name.prof and out_dir/name.predictability.
    Returns (sample profile, predictability profile, exit status, stdout,
    trace stats, executions per source position "line:column"); raises RuntimeError if the build fails and
    bench.TraceTooLarge if the run is too long."""
    base = os.path.join(out_dir, name + "-profiled-build")
    obj, err = t.build(cfg, prog, "O2", DEBUG_FLAGS, base)[:2]
    if obj is None:
        raise RuntimeError("building %s failed: %s" % (prog.src,
                                                       err.strip()))
    exe = obj[:-2] + ".exe"
    detail = {}
    status, out, stats = bench.traced_fastest(
        cfg.target, t.run_cmd(cfg, exe), exe, bench.code_ranges(obj, exe),
        max_tbs, timeout, predictor, base + ".out", detail)
    addrs = sorted(set(detail["units"]) | set(detail["branches"]))
    try:
        frames_of = symbols.symbolize(symbolizer, exe, addrs)
    except RuntimeError as e:
        die(str(e))
    prof = os.path.join(out_dir, name + ".prof")
    with open(prof, "w") as f:
        f.write(sample_profile(detail["units"], frames_of))
    pp = os.path.join(out_dir, name + ".predictability")
    with open(pp, "w") as f:
        f.write(predictability_profile(detail["branches"], frames_of, desc,
                                       os.path.basename(prog.src)))
    # Executions per source position (innermost frame's line:column), the
    # most of any instruction there: how often a block whose branch is at
    # that position ran, even when the branch itself is gone.
    counts = {}
    for addr, n in detail["units"].items():
        frames = frames_of.get(addr)
        if frames:
            pos = "%d:%d" % (frames[0]["Line"], frames[0].get("Column", 0))
            counts[pos] = max(counts.get(pos, 0), n)
    for ext in (".o", ".exe", ".out", ".out.counts", ".out.branches",
                ".out.units", ".exe.branches"):
        if os.path.exists(base + ext):
            os.remove(base + ext)
    return prof, pp, status, out, stats, counts


def main():
    ap = argparse.ArgumentParser(
        description=__doc__.split("\n\n")[0],
        formatter_class=argparse.RawDescriptionHelpFormatter,
        epilog="\n\n".join(__doc__.split("\n\n")[1:]))
    ap.add_argument("program", help="a C source file (one program)")
    ap.add_argument("--target", choices=difftest.TARGETS, required=True)
    ap.add_argument("--mcpu", help="-mcpu (default: difftest's for the "
                    "target)")
    ap.add_argument("--cflags", default="", help="extra clang flags")
    ap.add_argument("--out-dir", default=".", help="where NAME.prof and "
                    "NAME.predictability go (default: .)")
    ap.add_argument("--name", help="NAME (default: the source's base name)")
    ap.add_argument("--predictor", choices=("bimodal", "gshare"),
                    default="bimodal", help="simulated branch predictor "
                    "(default: bimodal, as scripts/bench.py)")
    ap.add_argument("--bht-entries", type=int, default=0, metavar="N",
                    help="bimodal: a table of N counters (default 0: one "
                    "per branch, as scripts/bench.py)")
    ap.add_argument("--history", type=int, default=12, metavar="BITS",
                    help="gshare: global history bits (table of 2**BITS "
                    "counters; default 12)")
    ap.add_argument("--timeout", type=float, default=120.0)
    ap.add_argument("--max-tbs", type=int, default=20000000)
    ap.add_argument("--llvm-bin", default=LLVM_BIN)
    a = ap.parse_args()

    if not os.path.isfile(a.program):
        die("no such file: " + a.program)
    name = a.name or os.path.splitext(os.path.basename(a.program))[0]
    os.makedirs(a.out_dir, exist_ok=True)
    symbolizer = os.path.join(a.llvm_bin, "llvm-symbolizer")
    objdump = os.path.join(a.llvm_bin, "llvm-objdump")
    for tool in (symbolizer, objdump):
        if not os.path.exists(tool):
            die("required tool not found: " + tool)

    with tempfile.TemporaryDirectory(prefix="rkifc-profile-") as work:
        # difftest's Tester builds and runs programs the way every script
        # of this project does; it reads these fields of its arguments.
        targs = argparse.Namespace(
            llvm_bin=a.llvm_bin, work=work, keep=None, keep_work=False,
            cflags=a.cflags, compile_timeout=300, variants="stock")
        t = difftest.Tester(targs)
        t.check_tools([a.target], False)
        mcpu = a.mcpu or DEFAULT_MCPU[a.target]
        cfg = difftest.Config(a.target, mcpu, "O2", False)
        if a.target == "hexagon":
            t.build_hexagon_runtime(mcpu)
        prog = difftest.Program("program", os.path.abspath(a.program), False)
        pred, desc = make_predictor(a.predictor,
                                    1 if a.target == "thumb" else 2,
                                    a.bht_entries, a.history)
        try:
            prof, pp, status, _, stats, _ = profile_program(
                t, cfg, prog, a.out_dir, name, pred, desc, a.timeout,
                a.max_tbs, symbolizer)
        except RuntimeError as e:
            die(str(e))
        except bench.TraceTooLarge as e:
            die("the program %s" % e)
        print("rkifc-profile: %s on %s: exit status %d, %d instructions%s, "
              "%d conditional branches executed, %d mispredicted (%s)" % (
                  a.program, a.target, status, stats["dyn"],
                  " (packets)" if a.target == "hexagon" else "",
                  stats["dyn_br"], stats["miss"], desc))
        print("rkifc-profile: wrote %s and %s" % (prof, pp))


if __name__ == "__main__":
    main()
