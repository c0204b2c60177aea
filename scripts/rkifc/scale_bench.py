#!/usr/bin/env python3
"""How rk-ifcvt's time grows with the size of a function.

Generates one LLVM IR function per shape and size, compiles it with llc
(-O2, the plugin loaded, -enable-rk-ifcvt) and reads the wall time of
rk-ifcvt and the plugin's helper passes (on Hexagon and with debug
information) from -time-passes and llc's total, each the least of
--repeat runs (on a
shared machine other work only adds time). Shapes:

  diamonds   a straight sequence of small if/else diamonds with stores
  andchains  `if (c1 && ... && c8) store; else store`, repeated
  nests      nested if/else trees of depth 4, repeated
  loopbody   one loop whose body is a long sequence of diamonds
  longarm    one if whose arm is a run of stores: its size is the number
             of stores, not of blocks (the arm is one block)
  widejoin   an if / else-if chain whose four arms join N values (N PHIs
             of four kinds); its size is N
  callarms   a sequence of ifs whose arm calls a function: every region
             is refused (with --unnamed, as clang emits IR, naming the
             blocks in its reasons once took time quadratic in the size)
             (longarm and widejoin are converted only with -rk-ifcvt-force,
             --extra=-rk-ifcvt-force: their regions are long)

  scripts/scale-bench.py --plugin build/lib/RKIfConv.so --out docs/scale
  scripts/scale-bench.py --sizes 1000,4000 --shapes diamonds   # quick look
  scripts/scale-bench.py --emit nests 5000 > f.ll              # one function
  scripts/scale-bench.py --count instructions --sizes 1000,3000 --shapes nests

With --count instructions, llc runs once per size under valgrind's
callgrind instead, and the share is of instructions executed: the
plugin's passes (inclusive of what they call in LLVM) against all of
llc's. That measure does not move with other work on the machine, so
two plugins can be compared while a campaign runs; it is not the time
share (it misses waits on memory, which large functions have), and it is
about 50 times slower.

Writes results.json, results.md (a table per shape with rk-ifcvt's share of
llc's time and the log-log slope of its time over the block count) and,
unless --no-plot, scaling.png. Exit status 1 when --max-share is given and
some size exceeds it, 2 on a tool error.
"""

import argparse
import json
import math
import os
import re
import shlex
import shutil
import subprocess
import sys
import tempfile
import time

from rkifc.toolchain import LLVM_BIN, SCRIPTS  # noqa: E402,F401
from rkifc.toolchain import default_plugin  # noqa: E402
from rkifc import modes  # noqa: E402
from rkifc.targets import TRIPLE  # noqa: E402

SHAPES = ("diamonds", "andchains", "nests", "loopbody", "longarm",
          "widejoin", "callarms")
DEFAULT_SHAPES = SHAPES[:4]
SIZE_UNIT = {"longarm": "stores", "widejoin": "values"}


class Function:
    """Builds the text of one IR function, block by block."""

    def __init__(self):
        self.lines = []
        self.blocks = 0
        self.values = 0

    def block(self, name):
        self.lines.append("%s:" % name)
        self.blocks += 1

    def emit(self, text):
        self.lines.append("  " + text)

    def fresh(self):
        self.values += 1
        return "%%v%d" % self.values

    def load(self, array, index):
        ptr, val = self.fresh(), self.fresh()
        self.emit("%s = getelementptr inbounds i32, ptr %%%s, i64 %s"
                  % (ptr, array, index))
        self.emit("%s = load i32, ptr %s, align 4" % (val, ptr))
        return val

    def store(self, value, array, index):
        ptr = self.fresh()
        self.emit("%s = getelementptr inbounds i32, ptr %%%s, i64 %s"
                  % (ptr, array, index))
        self.emit("store i32 %s, ptr %s, align 4" % (value, ptr))


def diamond(f, k, index, nxt, acc):
    """One if/else: a store in one arm, arithmetic feeding an accumulator
    PHI in the other (so no stock IR pass merges the arms); 4 blocks (head,
    then, else, join). Returns the accumulator after the diamond."""
    x = f.load("a", index)
    c = f.fresh()
    f.emit("%s = icmp sgt i32 %s, %d" % (c, x, k % 97))
    f.emit("br i1 %s, label %%t%d, label %%e%d" % (c, k, k))
    f.block("t%d" % k)
    y = f.fresh()
    f.emit("%s = add i32 %s, %d" % (y, x, k % 13 + 1))
    f.store(y, "b", index)
    f.emit("br label %%j%d" % k)
    f.block("e%d" % k)
    z, w = f.fresh(), f.fresh()
    f.emit("%s = mul i32 %s, %d" % (z, x, k % 11 + 3))
    f.emit("%s = add i32 %s, %s" % (w, z, acc))
    f.emit("br label %%j%d" % k)
    f.block("j%d" % k)
    out = f.fresh()
    f.emit("%s = phi i32 [ %s, %%t%d ], [ %s, %%e%d ]" % (out, acc, k, w, k))
    f.emit("br label %%%s" % nxt)
    return out


def andchain(f, k, index, nxt, length=8):
    """`if (a[i] > 1 && ... ) b[i] = ..; else c[i] = ..`: length+2 blocks."""
    for j in range(length):
        x = f.load("a", index)
        c = f.fresh()
        f.emit("%s = icmp sgt i32 %s, %d" % (c, x, j))
        succ = "c%d_%d" % (k, j + 1) if j + 1 < length else "t%d" % k
        f.emit("br i1 %s, label %%%s, label %%e%d" % (c, succ, k))
        if j + 1 < length:
            f.block(succ)
    f.block("t%d" % k)
    f.store("%d" % k, "b", index)
    f.emit("br label %%%s" % nxt)
    f.block("e%d" % k)
    f.store("%d" % (k + 1), "c", index)
    f.emit("br label %%%s" % nxt)


def nest(f, k, index, nxt, depth=4):
    """A full if/else tree of the given depth with a store at each leaf."""
    counter = [0]

    def node(d):
        x = f.load("a", "%d" % ((counter[0] * 7 + k) % 64))
        counter[0] += 1
        if d == 0:
            f.store(x, "b", "%d" % (counter[0] % 64))
            f.emit("br label %%%s" % nxt)
            return
        c = f.fresh()
        f.emit("%s = icmp slt i32 %s, %d" % (c, x, d))
        name = "n%d_%d" % (k, counter[0])
        f.emit("br i1 %s, label %%%sl, label %%%sr" % (c, name, name))
        f.block(name + "l")
        node(d - 1)
        f.block(name + "r")
        node(d - 1)

    node(depth)


def call_arm(f, k, index, nxt):
    """`if (a[i] > k) g(k);`: a triangle whose arm calls (2 blocks). Its
    region is refused, so rk-ifcvt names the arm in a missed remark."""
    x = f.load("a", index)
    c = f.fresh()
    f.emit("%s = icmp sgt i32 %s, %d" % (c, x, k % 97))
    f.emit("br i1 %s, label %%t%d, label %%%s" % (c, k, nxt))
    f.block("t%d" % k)
    f.emit("call void @g(i32 %d)" % k)
    f.emit("br label %%%s" % nxt)


UNIT_BLOCKS = {"diamonds": 4, "andchains": 10, "nests": 31, "loopbody": 4,
               "callarms": 2}


def long_arm(stores):
    """`if (n == 0) { b[0] = 0; ...; b[stores-1] = stores-1; }`: one
    guarded block of `stores` stores, all under one condition."""
    f = Function()
    f.block("entry")
    f.emit("%t = icmp eq i64 %n, 0")
    f.emit("br i1 %t, label %arm, label %join")
    f.block("arm")
    for k in range(stores):
        f.store("%d" % k, "b", "%d" % k)
    f.emit("br label %join")
    f.block("join")
    f.emit("ret void")
    return f


def wide_join(values):
    """`if (n > 0) a; else if (n > -100) b; else if (n > -200) e; else g;`
    where each arm computes `values` values and the join block has a PHI
    for each, of four kinds in turn: a's value or, from all others, one
    computed before the branch; that value from a and the others' own;
    b's own or that value from all others (a select chain needs one select
    on a predicate built of two conditions, a select tree three selects);
    that value from a and b or n from e and g (a chain ORs two edges)."""
    f = Function()
    f.block("entry")
    f.emit("%nlo = trunc i64 %n to i32")
    shared = []
    for k in range(values):
        v = f.fresh()
        f.emit("%s = xor i32 %%nlo, %d" % (v, k + 1))
        shared.append(v)
    f.emit("%t = icmp sgt i32 %nlo, 0")
    f.emit("br i1 %t, label %arm.a, label %m")
    f.block("m")
    f.emit("%u = icmp sgt i32 %nlo, -100")
    f.emit("br i1 %u, label %arm.b, label %m2")
    f.block("m2")
    f.emit("%w = icmp sgt i32 %nlo, -200")
    f.emit("br i1 %w, label %arm.e, label %arm.g")
    arms = {}
    for arm, op in (("a", "add"), ("b", "mul"), ("e", "sub"), ("g", "or")):
        f.block("arm." + arm)
        arms[arm] = []
        for k in range(values):
            v = f.fresh()
            f.emit("%s = %s i32 %s, %d" % (v, op, shared[k], k + 3))
            arms[arm].append(v)
        f.emit("br label %join")
    f.block("join")
    joined = []
    for k in range(values):
        v = f.fresh()
        s, a, b, e, g = (shared[k], arms["a"][k], arms["b"][k], arms["e"][k],
                         arms["g"][k])
        ins = [(a, s, s, s), (s, b, e, g), (s, b, s, s),
               (s, s, "%nlo", "%nlo")][k % 4]
        f.emit("%s = phi i32 [ %s, %%arm.a ], [ %s, %%arm.b ], [ %s, %%arm.e ], "
               "[ %s, %%arm.g ]" % ((v,) + ins))
        joined.append(v)
    for k, v in enumerate(joined):
        f.store(v, "b", "%d" % k)
    f.emit("ret void")
    return f


def generate(shape, blocks):
    """IR text of @f with about `blocks` basic blocks (longarm: stores) and
    that size."""
    if shape in ("longarm", "widejoin"):
        f = long_arm(blocks) if shape == "longarm" else wide_join(blocks)
        return ("define void @f(ptr noalias %%a, ptr noalias %%b, "
                "ptr noalias %%c, i64 %%n) {\n%s\n}\n" % "\n".join(f.lines),
                blocks)
    f = Function()
    units = max(1, blocks // UNIT_BLOCKS[shape])
    f.block("entry")
    if shape == "loopbody":
        f.emit("br label %loop")
        f.block("loop")
        f.emit("%i = phi i64 [ 0, %entry ], [ %i.next, %latch ]")
        index = "%i"
    else:
        f.emit("br label %u0")
        index = None
    acc = "0"
    for k in range(units):
        head = "u%d" % k if shape != "loopbody" or k else "loop"
        if shape == "loopbody":
            if k:
                f.block(head)
        else:
            f.block(head)
        nxt = "u%d" % (k + 1) if k + 1 < units else "latch"
        idx = index if index else "%d" % (k % 64)
        if shape in ("diamonds", "loopbody"):
            acc = diamond(f, k, idx, nxt, acc)
        elif shape == "andchains":
            andchain(f, k, idx, nxt)
        elif shape == "callarms":
            call_arm(f, k, idx, nxt)
        else:
            nest(f, k, idx, nxt)
    f.block("latch")
    if acc != "0":
        f.store(acc, "c", "64")
    if shape == "loopbody":
        f.emit("%i.next = add nuw nsw i64 %i, 1")
        f.emit("%done = icmp eq i64 %i.next, %n")
        f.emit("br i1 %done, label %exit, label %loop")
        f.block("exit")
    f.emit("ret void")
    body = "\n".join(f.lines)
    decl = "declare void @g(i32)\n" if shape == "callarms" else ""
    return (decl + "define void @f(ptr noalias %%a, ptr noalias %%b, "
            "ptr noalias %%c, i64 %%n) {\n%s\n}\n" % body, f.blocks)


TIME_ROW = re.compile(r"^\s*(?:[\d.]+ \(\s*[\d.]+%\)\s+)+([\d.]+) \(\s*[\d.]+%\)"
                      r"\s+(.+?)\s*$")


def pass_times(stderr):
    """Wall times per pass name from llc's -time-passes report (the first
    report: codegen passes)."""
    times = {}
    total = None
    for line in stderr.splitlines():
        m = TIME_ROW.match(line)
        if not m:
            continue
        name = m.group(2)
        if name == "Total":
            if total is None:
                total = float(m.group(1))
            continue
        times[name] = times.get(name, 0.0) + float(m.group(1))
    return times, total


def rkifc_flags(plugin, extra):
    """llc's flags for the rkifc run: the plugin in its default mode, its
    statistics (the regions converted) and --extra. Not the options of
    $RKIFC_VARIANT_OPTIONS, which rkifc.modes appends to the mode's: the
    results name every option measured (--extra), and they would not
    show those."""
    opts = modes.rk_options("default")
    variant = shlex.split(os.environ.get("RKIFC_VARIANT_OPTIONS", ""))
    opts = opts[:len(opts) - len(variant)]
    return ["-load", plugin] + opts + ["-rk-ifcvt-stats"] + extra


def measure(ll, target, plugin, extra):
    # Without remarks, as users compile: building their text costs as much
    # as the decisions. The counts come from -rk-ifcvt-stats.
    cmd = [os.path.join(LLVM_BIN, "llc"), "-O2", "-mtriple=" + target,
           "-time-passes", "-o", os.devnull, ll]
    if plugin:
        cmd += rkifc_flags(plugin, extra)
    start = time.monotonic()
    proc = subprocess.run(cmd, capture_output=True, text=True)
    wall = time.monotonic() - start
    if proc.returncode != 0:
        sys.exit("scale-bench: llc failed on %s:\n%s" % (ll, proc.stderr[-2000:]))
    times, _ = pass_times(proc.stderr)
    m = re.search(r"regions converted\s+(\d+)", proc.stderr)
    converted = int(m.group(1)) if m else 0
    # The share is of the whole llc run (parsing included), as a user
    # waiting for llc sees it.
    return plugin_time(times), wall, converted


def count_instructions(ll, target, plugin, extra):
    """(plugin's instructions, llc's instructions, regions converted) from
    one llc run under callgrind."""
    if not shutil.which("valgrind") or not shutil.which("callgrind_annotate"):
        sys.exit("scale-bench: --count instructions needs valgrind "
                 "(scripts/install-deps.sh installs it)")
    with tempfile.TemporaryDirectory() as work:
        out = os.path.join(work, "callgrind.out")
        cmd = ["valgrind", "--tool=callgrind", "--callgrind-out-file=" + out,
               os.path.join(LLVM_BIN, "llc"), "-O2", "-mtriple=" + target,
               "-o", os.devnull, ll]
        if plugin:
            cmd += rkifc_flags(plugin, extra)
        proc = subprocess.run(cmd, capture_output=True, text=True)
        if proc.returncode != 0:
            sys.exit("scale-bench: llc failed under callgrind on %s:\n%s" %
                     (ll, proc.stderr[-2000:]))
        m = re.search(r"regions converted\s+(\d+)", proc.stderr)
        converted = int(m.group(1)) if m else 0
        ann = subprocess.run(["callgrind_annotate", "--inclusive=yes",
                              "--threshold=100", out],
                             capture_output=True, text=True, check=True).stdout
    total = None
    passes = {}
    name = os.path.basename(plugin) if plugin else None
    for line in ann.splitlines():
        m = re.match(r"\s*([\d,]+) .*PROGRAM TOTALS", line)
        if m:
            total = int(m.group(1).replace(",", ""))
            continue
        # A pass of the plugin: its runOnMachineFunction, inclusive. LLVM's
        # own are listed with their object ("[.../libLLVM.so.22.1]"), the
        # plugin's with its name or none. One function may be listed twice,
        # under its source file and under "???": the larger is kept.
        m = re.match(r"\s*([\d,]+) \([^)]*\)\s+(?:\S*?:)?(.*::runOnMachineFunction"
                     r"\(llvm::MachineFunction&\))\s*(\[.*\])?\s*$", line)
        if m and name and (not m.group(3) or name in m.group(3)):
            count = int(m.group(1).replace(",", ""))
            passes[m.group(2)] = max(passes.get(m.group(2), 0), count)
    if total is None:
        sys.exit("scale-bench: no totals in callgrind's output for %s" % ll)
    if plugin and not passes:
        # rk-ifcvt runs on every function: a count of none is a misreading.
        sys.exit("scale-bench: no pass of %s in callgrind's output for %s" %
                 (name, ll))
    return sum(passes.values()), total, converted


def plugin_time(times):
    """rk-ifcvt's time and that of the plugin's helper passes ("rkifc: ...",
    which run on Hexagon and with debug information)."""
    return sum(t for name, t in times.items()
               if name == "rkifc if-conversion" or name.startswith("rkifc: "))


def slope(points):
    """Least-squares slope of log(time) over log(blocks)."""
    pts = [(math.log(b), math.log(t)) for b, t in points if t > 0]
    if len(pts) < 2:
        return float("nan")
    mx = sum(x for x, _ in pts) / len(pts)
    my = sum(y for _, y in pts) / len(pts)
    sxx = sum((x - mx) ** 2 for x, _ in pts)
    return sum((x - mx) * (y - my) for x, y in pts) / sxx if sxx else float("nan")


def render(results, args):
    if args.count == "instructions":
        return render_instructions(results, args)
    out = ["# Scaling of rk-ifcvt", "",
           "Generated by `scripts/scale-bench.py` (target `%s`, plugin `%s`, "
           "llc -O2 with -enable-rk-ifcvt%s, no remarks%s). Times are wall seconds from "
           "llc's `-time-passes` (rk-ifcvt) and of the whole llc process (llc), the least of %d runs each; "
           "*share* is rk-ifcvt's part of it (with the plugin's helper passes, "
           "which run on Hexagon and with debug information); "
           "*slope* is the least-squares slope of log(rk-ifcvt time) over "
           "log(size) (IR blocks; longarm: stores; widejoin: values): 1 is "
           "linear, 2 quadratic." %
           (args.target, os.path.basename(args.plugin),
            " " + " ".join(args.extra) if args.extra else "",
            ", IR names stripped" if args.unnamed else "", args.repeat), ""]
    for shape in args.shapes:
        rows = [r for r in results if r["shape"] == shape]
        s = slope([(r["blocks"], r["rkifc"]) for r in rows])
        size = {"longarm": "stores in the arm",
                "widejoin": "values joined"}.get(shape, "IR blocks")
        out += ["## %s (slope %.2f)" % (shape, s), "",
                "| %s | regions converted | rk-ifcvt s | llc s | share |" % size,
                "|---:|---:|---:|---:|---:|"]
        for r in rows:
            out.append("| %d | %d | %.3f | %.2f | %.1f%% |" %
                       (r["blocks"], r["converted"], r["rkifc"], r["llc"],
                        100 * r["share"]))
        out.append("")
    return "\n".join(out)


def plot(results, args, path):
    try:
        import matplotlib
    except ImportError:
        from rkifc import bench  # the same fallback as the benchmark's plots
        out = os.path.dirname(path)
        if not bench.plot_with_system_python(
                os.path.join(SCRIPTS, "scale-bench.py"),
                os.path.join(out, "results.json"), out,
                ["--shapes", ",".join(args.shapes)]):
            print("scale-bench: no matplotlib (apt-get install "
                  "python3-matplotlib); no plot", file=sys.stderr)
        return
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    fig, ax = plt.subplots(figsize=(6.5, 4.5))
    for shape in args.shapes:
        rows = [r for r in results if r["shape"] == shape and r["rkifc"] > 0]
        if rows:
            ax.loglog([r["blocks"] for r in rows], [r["rkifc"] for r in rows],
                      "o-", label="%s (slope %.2f)" % (
                          shape, slope([(r["blocks"], r["rkifc"]) for r in rows])))
    ax.set_xlabel("size: IR blocks in the function (longarm: stores in the "
                  "arm; widejoin: values joined)")
    if args.count == "instructions":
        ax.set_ylabel("rk-ifcvt instructions executed")
        ax.set_title("rk-ifcvt instructions against function size (%s)" %
                     args.target)
    else:
        ax.set_ylabel("rk-ifcvt wall time (s)")
        ax.set_title("rk-ifcvt time against function size (%s)" % args.target)
    ax.grid(True, which="both", alpha=0.3)
    ax.legend()
    fig.tight_layout()
    fig.savefig(path, dpi=110)


def render_instructions(results, args):
    out = ["# Scaling of rk-ifcvt, in instructions", "",
           "Generated by `scripts/scale-bench.py --count instructions` "
           "(target `%s`, plugin `%s`, llc -O2 with -enable-rk-ifcvt%s, no "
           "remarks%s). Millions of instructions executed (valgrind's "
           "callgrind, one run per size): by the plugin's passes, inclusive "
           "of what they call in LLVM (rk-ifcvt), and by all of llc (llc); "
           "*share* is rk-ifcvt's part; *slope* is the least-squares slope "
           "of log(rk-ifcvt instructions) over log(size). Not the time "
           "share: waits on memory are not counted." %
           (args.target, os.path.basename(args.plugin),
            " " + " ".join(args.extra) if args.extra else "",
            ", IR names stripped" if args.unnamed else ""), ""]
    for shape in args.shapes:
        rows = [r for r in results if r["shape"] == shape]
        s = slope([(r["blocks"], r["rkifc"]) for r in rows])
        size = {"longarm": "stores in the arm",
                "widejoin": "values joined"}.get(shape, "IR blocks")
        out += ["## %s (slope %.2f)" % (shape, s), "",
                "| %s | regions converted | rk-ifcvt M | llc M | share |" % size,
                "|---:|---:|---:|---:|---:|"]
        for r in rows:
            out.append("| %d | %d | %.2f | %.1f | %.2f%% |" %
                       (r["blocks"], r["converted"], r["rkifc"] / 1e6,
                        r["llc"] / 1e6, 100 * r["share"]))
        out.append("")
    return "\n".join(out)


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--plugin", default=default_plugin())
    ap.add_argument("--target", default=TRIPLE["arm"])  # llc's -mtriple
    ap.add_argument("--shapes", default=",".join(DEFAULT_SHAPES))
    ap.add_argument("--sizes", default="1000,3000,10000,30000,100000")
    ap.add_argument("--extra", default="",
                    help="more llc options for the rkifc run, comma-separated")
    ap.add_argument("--out", help="directory for results.json/.md, scaling.png")
    ap.add_argument("--no-plot", action="store_true")
    ap.add_argument("--unnamed", action="store_true",
                    help="strip the IR's value and block names (opt "
                    "-passes=strip), as clang emits IR")
    ap.add_argument("--count", choices=("time", "instructions"),
                    default="time",
                    help="what to measure: wall time from -time-passes "
                    "(default), or instructions executed, under callgrind")
    ap.add_argument("--repeat", type=int, default=3,
                    help="runs per size; the least time of each is kept "
                    "(default 3)")
    ap.add_argument("--max-share", type=float,
                    help="fail when rk-ifcvt takes more than this fraction of llc")
    ap.add_argument("--plot-from", metavar="JSON",
                    help="only draw the plot of an earlier results.json")
    ap.add_argument("--emit", nargs=2, metavar=("SHAPE", "BLOCKS"),
                    help="print the IR of one function and stop (for tests)")
    args = ap.parse_args()
    if args.emit:
        if args.emit[0] not in SHAPES:
            sys.exit("scale-bench: unknown shape %r" % args.emit[0])
        sys.stdout.write(generate(args.emit[0], int(args.emit[1]))[0])
        return 0
    args.shapes = [s for s in args.shapes.split(",") if s]
    args.extra = [e for e in args.extra.split(",") if e]
    for s in args.shapes:
        if s not in SHAPES:
            sys.exit("scale-bench: unknown shape %r (know %s)" % (s, ", ".join(SHAPES)))
    if args.repeat < 1:
        ap.error("--repeat must be at least 1")
    sizes = [int(s) for s in args.sizes.split(",")]
    if args.plot_from:
        with open(args.plot_from) as fh:
            data = json.load(fh)
        args.target = data["target"]
        args.count = data.get("count", "time")
        plot(data["results"], args, os.path.join(args.out, "scaling.png"))
        return 0

    results = []
    with tempfile.TemporaryDirectory() as work:
        for shape in args.shapes:
            for size in sizes:
                text, blocks = generate(shape, size)
                ll = os.path.join(work, "%s-%d.ll" % (shape, size))
                with open(ll, "w") as fh:
                    fh.write(text)
                if args.unnamed:
                    subprocess.run([os.path.join(LLVM_BIN, "opt"),
                                    "-passes=strip", "-S", ll, "-o", ll],
                                   check=True)
                if args.count == "instructions":
                    # Instructions do not vary from run to run: one is enough.
                    rk, total, converted = count_instructions(
                        ll, args.target, args.plugin, args.extra)
                else:
                    # The least of several runs: other work on the machine
                    # only ever adds time, most of all to a pass that takes
                    # milliseconds.
                    runs = [measure(ll, args.target, args.plugin, args.extra)
                            for _ in range(args.repeat)]
                    rk = min(r[0] for r in runs)
                    total = min(r[1] for r in runs)
                    converted = runs[0][2]
                row = {"shape": shape, "blocks": blocks, "rkifc": rk,
                       "llc": total, "share": rk / total if total else 0.0,
                       "converted": converted}
                results.append(row)
                if args.count == "instructions":
                    print("%-10s %7d %s: rk-ifcvt %.2fM of %.1fM instructions "
                          "(%.2f%%), %d regions converted" % (
                              shape, blocks, SIZE_UNIT.get(shape, "blocks"),
                              rk / 1e6, total / 1e6, 100 * row["share"],
                              converted), flush=True)
                else:
                    print("%-10s %7d %s: rk-ifcvt %.3fs of %.2fs (%.1f%%), "
                          "%d regions converted" % (
                              shape, blocks,
                              SIZE_UNIT.get(shape, "blocks"), rk,
                              total, 100 * row["share"], converted),
                          flush=True)
    report = render(results, args)
    print()
    print(report)
    if args.out:
        os.makedirs(args.out, exist_ok=True)
        with open(os.path.join(args.out, "results.json"), "w") as fh:
            json.dump({"target": args.target, "extra": args.extra,
                       "count": args.count, "results": results}, fh, indent=1)
        with open(os.path.join(args.out, "results.md"), "w") as fh:
            fh.write(report + "\n")
        if not args.no_plot:
            plot(results, args, os.path.join(args.out, "scaling.png"))
    if args.max_share is not None:
        over = [r for r in results if r["share"] > args.max_share]
        for r in over:
            print("scale-bench: %s at %d blocks: rk-ifcvt took %.1f%% of llc "
                  "(limit %.1f%%)" % (r["shape"], r["blocks"], 100 * r["share"],
                                      100 * args.max_share), file=sys.stderr)
        return 1 if over else 0
    return 0


if __name__ == "__main__":
    sys.exit(main())
