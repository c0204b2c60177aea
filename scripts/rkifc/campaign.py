#!/usr/bin/env python3
"""Long differential campaigns for rkifc: resumable, parallel, time-bounded.

Three kinds of work, each recorded one line per result in DIR/results.jsonl
(so a campaign can be stopped at any time and resumed with the same
command; finished work is never redone):

  csmith   csmith programs through scripts/difftest.py on Hexagon, ARM and
           Thumb2, stock -O2 against rkifc in default and force modes, run
           under qemu, outputs compared (MISMATCH, CRASH, a stock bug
           when stock -O0 and -O2 already disagree, or simulator-noshuf
           when qemu ran a Hexagon build wrongly, see docs/difftest.md);
  hyperblocks
           scripts/guardgen.py --rare-calls programs (guarded accesses,
           rare calls inside arms) the same way, with -rk-ifcvt-hyperblocks
           in default and force modes: the mode that tail-duplicates, which
           csmith programs barely reach (not in the default --kinds);
  stress   llvm-stress functions through llc -O2 -verify-machineinstrs for
           each target (on Hexagon the assembly is also assembled, for its
           packet checks), stock and with rkifc (default and -rk-ifcvt-force):
           a failure of rkifc's builds only (crash, verifier error) is a
           FAIL; when stock fails too it is a stock bug, and when rkifc's
           output verifies but stock llc fails on it alone (started after
           machine sinking, where rk-ifcvt runs) a stock-bug-after-rkifc.

Failures keep their reproducers under DIR/failures/. At the end (and with
--summary alone) the counts per kind and target are printed and written to
DIR/summary.json.

  scripts/campaign.py --out /tmp/camp --minutes 60 --jobs 2
  scripts/campaign.py --out /tmp/camp --kinds stress --stress-seeds 1-20000
  scripts/campaign.py --out /tmp/camp --kinds hyperblocks --hyperblock-seeds 421-2000
  scripts/campaign.py --out /tmp/camp --summary

Exit status: 1 when a failure (not a stock bug) was recorded, 0 otherwise.
"""

import argparse
import concurrent.futures
import itertools
import json
import os
import re
import shlex
import shutil
import sys
import tempfile
import threading
import time

from rkifc import proc
from rkifc.toolchain import REPO  # noqa: E402
from rkifc.toolchain import LLVM_BIN, default_plugin  # noqa: E402
from rkifc import difftest  # noqa: E402  (seed syntax)
from rkifc import modes  # noqa: E402
from rkifc import targets  # noqa: E402

TARGETS = targets.CPU_TARGETS
# NVPTX has no qemu: only the stress kind (compile and verify) takes it.
COMPILE_ONLY = ("nvptx",)
# llc's flags per target (each at its default -mcpu).
TRIPLES = {t: targets.llc_flags(t) for t in TARGETS + COMPILE_ONLY}
# The stress kind's rkifc builds: llc options after -load.
MODES = {m: modes.rk_options(m, ["-rk-ifcvt-stats"])
         for m in ("rkifc", "force")}
CONVERTED = re.compile(r"regions converted\s+(\d+)")
DIFFTEST_LINE = re.compile(r"^\[(\w+)\] (.+?): ([\w-]+)(?: \([\d.]+s\))?(?::|$)")


class Recorder:
    """Appends results to results.jsonl, thread-safely, and knows what is
    already done."""

    def __init__(self, out):
        self.path = os.path.join(out, "results.jsonl")
        self.lock = threading.Lock()
        self.done = set()
        self.rows = []
        if os.path.exists(self.path):
            with open(self.path) as fh:
                for line in fh:
                    line = line.strip()
                    if line:
                        row = json.loads(line)
                        self.rows.append(row)
                        self.done.add(self.key(row))

    @staticmethod
    def key(row):
        return (row["kind"], row["seed"], row["target"])

    def record(self, row):
        with self.lock:
            row["time"] = time.strftime("%Y-%m-%dT%H:%M:%S")
            with open(self.path, "a") as fh:
                fh.write(json.dumps(row) + "\n")
            self.rows.append(row)
            self.done.add(self.key(row))


run = proc.status


def first_error(output):
    return next((l.strip() for l in output.splitlines()
                 if "error" in l.lower() or "Bad machine code" in l), "")


def stock_fails_on_output(ll, target, mode, output, args, work):
    """Whether a failure of rkifc's build is stock LLVM's: rk-ifcvt's own
    output verifies (-stop-after=rk-ifcvt -verify-machineinstrs), and stock
    llc, started right after rk-ifcvt's place in the pipeline (after machine
    sinking) on that output, fails with the same first error line. None
    when it cannot tell: stock llc cannot read the MIR back (LLVM 22's MIR
    parser rejects some ARM instructions it prints, stock's own output
    included)."""
    mir = os.path.join(work, os.path.basename(ll) + "." + mode + ".mir")
    llc = [os.path.join(args.llvm_bin, "llc"), "-O2",
           "-verify-machineinstrs"] + TRIPLES[target]
    rc, _ = run(llc + ["-load", args.plugin] + MODES[mode] +
                ["-stop-after=rk-ifcvt", ll, "-o", mir], args.compile_timeout)
    if rc != 0:
        return False
    rc, out = run(llc + ["-start-after=machine-sink", mir, "-o", os.devnull],
                  args.compile_timeout)
    if os.path.exists(mir):
        os.unlink(mir)
    if rc != 0 and mir + ":" in out:
        return allocator_made_register(ll, target, mode, output, args)
    return rc != 0 and first_error(out) == first_error(output)


_AFTER_GREEDY = "# After Greedy Register Allocator"
_BAD_VREG = re.compile(r"- instruction: .*?%(\d+):\w+ = ")


def allocator_made_register(ll, target, mode, output, args):
    """The second test, for when the MIR round trip cannot be made: the
    verifier's first complaint comes after the greedy allocator, about a
    virtual register that does not exist before it (so every pass up to
    the allocator, rk-ifcvt included, produced code that verified, and
    the allocator's splitting made the bad register: the stock greedy
    rematerialization bug, docs/reliability.md). None when that is not
    the shape of the failure."""
    bad = _BAD_VREG.search(output)
    if _AFTER_GREEDY not in output or not bad:
        return None
    llc = [os.path.join(args.llvm_bin, "llc"), "-O2"] + TRIPLES[target]
    rc, before = run(llc + ["-load", args.plugin] + MODES[mode] +
                     ["-print-before=greedy", ll, "-o", os.devnull],
                     args.compile_timeout)
    if rc != 0 or "# *** IR Dump Before" not in before:
        return None
    return re.search(r"%%%s[:\s,]" % bad.group(1), before) is None


def stress_one(seed, target, args, rec, work):
    """One llvm-stress function on one target: stock, rkifc, force."""
    ll = os.path.join(work, "stress-%d-%s.ll" % (seed, target))
    rc, out = run([os.path.join(args.llvm_bin, "llvm-stress"),
                   "-seed=%d" % seed, "-size=%d" % args.stress_size,
                   "-o", ll], 60)
    if rc != 0:
        rec.record({"kind": "stress", "seed": seed, "target": target,
                    "status": "generator-failed"})
        return
    llc = [os.path.join(args.llvm_bin, "llc"), "-O2",
           "-verify-machineinstrs", "-o", os.devnull, ll] + TRIPLES[target]

    def build(extra):
        if target != "hexagon":
            return run(llc + extra, args.compile_timeout)
        # Hexagon: the assembly is assembled too, for the packet checks
        # that llc's object output does not run (two writes of one
        # register in a packet, docs/difftest.md "Hexagon packets").
        asm = ll[:-3] + ".s"
        cmd = list(llc)
        cmd[cmd.index(os.devnull)] = asm
        rc, out = run(cmd + extra, args.compile_timeout)
        if rc == 0:
            mc = [os.path.join(args.llvm_bin, "llvm-mc"), "-filetype=obj",
                  "-o", os.devnull, asm] + TRIPLES[target]
            mc = [a.replace("-mtriple=", "-triple=") for a in mc]
            mrc, mout = run(mc, args.compile_timeout)
            if mrc != 0:
                rc, out = mrc, "assembler: " + (first_error(mout) or mout)
        if os.path.exists(asm):
            os.unlink(asm)
        return rc, out

    stock_rc, stock_out = build([])
    results = {}
    for mode, flags in MODES.items():
        results[mode] = build(["-load", args.plugin] + flags)
    bad = {m: r for m, r in results.items() if r[0] != 0}
    if not bad:
        status = "ok" if stock_rc == 0 else "stock-only-failure"
    elif stock_rc != 0:
        status = "stock-bug"
    else:
        verdicts = [stock_fails_on_output(ll, target, m, r[1], args, work)
                    for m, r in bad.items()]
        # rkifc's code is valid, and stock's passes after it fail on it
        # alone: a stock bug that rkifc's output happens to reach.
        status = ("stock-bug-after-rkifc" if all(verdicts) else "FAIL")
    row = {"kind": "stress", "seed": seed, "target": target,
           "status": status}
    if status == "FAIL" and None in verdicts:
        row["note"] = ("stock llc cannot read rk-ifcvt's MIR back, so a "
                       "stock bug after rk-ifcvt could not be checked")
    # How many regions each mode converted: the campaign exercises the
    # transform only where this is non-zero.
    row["converted"] = {m: int(c.group(1)) for m, r in results.items()
                        for c in [CONVERTED.search(r[1])] if c}
    if bad:
        row["modes"] = sorted(bad)
        out = next(iter(bad.values()))[1]
        row["detail"] = first_error(out) or difftest.tail(out, 4)
    if status in ("FAIL", "stock-bug-after-rkifc") or (
            status == "stock-bug" and args.keep_stock_bugs):
        keep = os.path.join(args.out, "failures",
                            "stress-%d-%s" % (seed, target))
        os.makedirs(keep, exist_ok=True)
        shutil.copy(ll, keep)
        for m, (rc, out) in bad.items():
            with open(os.path.join(keep, m + ".log"), "w") as fh:
                fh.write(" ".join(llc + ["-load", args.plugin] + MODES[m]))
                fh.write("\n\n" + out)
        if status == "FAIL" and args.reduce:
            reduced = reduce_stress(keep, os.path.join(
                keep, os.path.basename(ll)), target, sorted(bad)[0], args)
            if reduced:
                row["reduced"] = reduced
    rec.record(row)
    os.unlink(ll)


def reduce_stress(keep, ll, target, mode, args):
    """Shrinks a failing llvm-stress function with llvm-reduce: a candidate
    is interesting while rkifc's build in MODE still fails with the same
    first error line and stock's still succeeds (so that the reduction
    cannot wander into a stock bug). Writes KEEP/reduced.ll."""
    llc = [os.path.join(args.llvm_bin, "llc"), "-O2",
           "-verify-machineinstrs", "-o", "/dev/null"] + TRIPLES[target]
    rk = llc + ["-load", args.plugin] + MODES[mode]
    rc, out = run(rk + [ll], args.compile_timeout)
    first = first_error(out)
    test = os.path.join(keep, "interesting.sh")
    with open(test, "w") as fh:
        fh.write("#!/bin/sh\n"
                 "# llvm-reduce's interestingness test for this failure\n"
                 "%s \"$1\" >/dev/null 2>&1 || exit 1\n"
                 "%s \"$1\" 2>&1 | grep -qF -- %s\n" % (
                     " ".join(llc), " ".join(rk),
                     shlex.quote(first.strip()[:120] or "error")))
    os.chmod(test, 0o755)
    reduced = os.path.join(keep, "reduced.ll")
    run([os.path.join(args.llvm_bin, "llvm-reduce"), "--test=" + test,
         "-o", reduced, ll], args.reduce_timeout)
    return reduced if os.path.exists(reduced) else None


def difftest_batch(kind, seeds, args, rec):
    """A batch of csmith seeds (kind csmith), or of guardgen --rare-calls
    seeds with hyperblocks (kind hyperblocks), on every target through
    difftest.py."""
    spec = ",".join(str(s) for s in seeds)
    keep = os.path.join(args.out, "failures", kind)
    cmd = [sys.executable, os.path.join(REPO, "scripts", "difftest.py"),
           "--target", ",".join(args.run_targets),
           "--plugin", args.plugin, "--jobs", "1", "--verbose",
           "--keep", keep, "--timeout", str(args.run_timeout),
           "--share-timeouts"]
    if kind == "csmith":
        cmd += ["--seeds", spec]
        name = "seed "
    else:
        variants = ("hyperblocks", "hyperblocks-force")
        cmd += ["--generated", spec, "--guardgen-flags=--rare-calls",
                "--variants", "stock," + ",".join(variants)]
        for v in variants:
            cmd += ["--custom-variant", "%s=%s" % (v, shlex.join(
                modes.clang_flags(v, args.plugin)))]
        name = "gen "
    rc, out = run(cmd, args.compile_timeout * len(seeds) * 4 + 600)
    if rc == "timeout":
        for s in seeds:
            for tg in args.run_targets:
                rec.record({"kind": kind, "seed": s, "target": tg,
                            "status": "campaign-timeout"})
        return
    seen = set()
    for line in out.splitlines():
        m = DIFFTEST_LINE.match(line)
        if not m or not m.group(2).startswith(name):
            continue
        tg, seed = m.group(1), int(m.group(2).split()[1])
        status = m.group(3)
        if (seed, tg) in seen:
            continue
        seen.add((seed, tg))
        row = {"kind": kind, "seed": seed, "target": tg,
               "status": "FAIL" if status in ("MISMATCH", "CRASH")
               else status}
        if row["status"] in ("FAIL", "simulator-noshuf"):
            row["detail"] = line[:400]
        rec.record(row)
    for s in seeds:
        for tg in args.run_targets:
            if (s, tg) not in seen:
                rec.record({"kind": kind, "seed": s, "target": tg,
                            "status": "no-result", "detail":
                            difftest.tail(out, 3)})


def summarize(rec, out):
    counts = {}
    for row in rec.rows:
        c = counts.setdefault(row["kind"], {}).setdefault(row["target"], {})
        c[row["status"]] = c.get(row["status"], 0) + 1
    failures = [r for r in rec.rows if r["status"] == "FAIL"]
    summary = {"counts": counts, "failures": failures,
               "results": len(rec.rows)}
    with open(os.path.join(out, "summary.json"), "w") as fh:
        json.dump(summary, fh, indent=1)
    converted = {}
    for row in rec.rows:
        for mode, n in row.get("converted", {}).items():
            key = "%s/%s" % (row["target"], mode)
            regions, functions = converted.get(key, (0, 0))
            converted[key] = (regions + n, functions + (n > 0))
    summary["stress_converted"] = {k: {"regions": v[0], "functions": v[1]}
                                   for k, v in converted.items()}
    with open(os.path.join(out, "summary.json"), "w") as fh:
        json.dump(summary, fh, indent=1)
    for kind in sorted(counts):
        for tg in sorted(counts[kind]):
            c = counts[kind][tg]
            print("campaign: %-11s %-7s %6d: %s" % (
                kind, tg, sum(c.values()),
                ", ".join("%s %d" % kv for kv in sorted(c.items()))))
    for key in sorted(converted):
        print("campaign: stress %-14s %6d regions converted in %d functions"
              % (key, *converted[key]))
    for r in failures:
        print("campaign: FAIL %s %d %s: %s%s" % (
            r["kind"], r["seed"], r["target"], r.get("detail", "")[:300],
            " (%s)" % r["note"] if "note" in r else ""))
    return 1 if failures else 0


def main():
    ap = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--out", required=True, help="campaign directory")
    ap.add_argument("--kinds", default="stress,csmith")
    ap.add_argument("--targets", default=",".join(TARGETS),
                    help="comma list of hexagon, arm, thumb and nvptx "
                    "(default: the first three); nvptx takes only the "
                    "stress kind")
    ap.add_argument("--csmith-seeds", default="1000-20999")
    ap.add_argument("--hyperblock-seeds", default="421-20000",
                    help="guardgen --rare-calls seeds for the hyperblocks "
                    "kind (1-420 were run by hand before the kind existed)")
    ap.add_argument("--stress-seeds", default="1-20000")
    ap.add_argument("--stress-size", type=int, default=150)
    ap.add_argument("--batch", type=int, default=4,
                    help="csmith (or guardgen) seeds per difftest run")
    ap.add_argument("--stress-per-batch", type=int, default=30,
                    help="llvm-stress jobs queued between two csmith batches "
                    "(the mix of a bounded run)")
    ap.add_argument("--minutes", type=float, default=30,
                    help="stop starting work after this long")
    ap.add_argument("--jobs", "-j", type=int, default=2)
    ap.add_argument("--plugin", default=default_plugin())
    ap.add_argument("--llvm-bin", default=LLVM_BIN)
    ap.add_argument("--compile-timeout", type=int, default=120)
    ap.add_argument("--run-timeout", type=float, default=10)
    ap.add_argument("--keep-stock-bugs", action="store_true")
    ap.add_argument("--reduce", action="store_true",
                    help="shrink each failing llvm-stress function with "
                    "llvm-reduce (DIR/failures/*/reduced.ll)")
    ap.add_argument("--reduce-timeout", type=int, default=600)
    ap.add_argument("--summary", action="store_true",
                    help="only print the summary of what is recorded")
    args = ap.parse_args()
    args.out = os.path.abspath(args.out)
    args.plugin = os.path.abspath(args.plugin)
    args.targets = [t for t in args.targets.split(",") if t]
    unknown = [t for t in args.targets if t not in TRIPLES]
    if unknown:
        sys.exit("campaign: unknown target %s (%s)" % (
            ", ".join(unknown), ", ".join(TRIPLES)))
    # The targets whose programs run under qemu (every kind but stress).
    args.run_targets = [t for t in args.targets if t not in COMPILE_ONLY]
    os.makedirs(args.out, exist_ok=True)
    rec = Recorder(args.out)
    if args.summary:
        return summarize(rec, args.out)
    if not os.path.exists(args.plugin):
        sys.exit("campaign: no plugin at %s (build first)" % args.plugin)

    kinds = args.kinds.split(",")
    deadline = time.time() + 60 * args.minutes
    stress = [(s, tg) for s in difftest.parse_seeds(args.stress_seeds)
              for tg in args.targets
              if ("stress", s, tg) not in rec.done] if "stress" in kinds else []

    def programs(kind, spec):
        if kind not in kinds:
            return []
        return [s for s in difftest.parse_seeds(spec)
                if any((kind, s, tg) not in rec.done
                       for tg in args.run_targets)]

    csmith = programs("csmith", args.csmith_seeds)
    hyper = programs("hyperblocks", args.hyperblock_seeds)
    # The two kinds of program alternate, batch by batch.
    per_kind = [[(kind, seeds[i:i + args.batch])
                 for i in range(0, len(seeds), args.batch)]
                for kind, seeds in (("csmith", csmith),
                                    ("hyperblocks", hyper))]
    batches = [b for pair in itertools.zip_longest(*per_kind)
               for b in pair if b]
    print("campaign: %s; %d stress jobs, %d csmith and %d hyperblock "
          "programs to go; %.0f minutes; %d jobs"
          % (args.out, len(stress), len(csmith), len(hyper), args.minutes,
             args.jobs), flush=True)
    work = tempfile.mkdtemp(prefix="campaign-")
    # Interleave the kinds, so that a bounded run covers both.
    queue = []
    si = bi = 0
    while si < len(stress) or bi < len(batches):
        for _ in range(args.stress_per_batch):
            if si < len(stress):
                queue.append(("stress", stress[si]))
                si += 1
        if bi < len(batches):
            queue.append(batches[bi])
            bi += 1
    try:
        with concurrent.futures.ThreadPoolExecutor(args.jobs) as ex:
            pending = set()
            it = iter(queue)
            while True:
                while len(pending) < 2 * args.jobs and time.time() < deadline:
                    item = next(it, None)
                    if item is None:
                        break
                    if item[0] == "stress":
                        pending.add(ex.submit(stress_one, *item[1], args,
                                              rec, work))
                    else:
                        pending.add(ex.submit(difftest_batch, *item, args,
                                              rec))
                if not pending:
                    break
                done, pending = concurrent.futures.wait(
                    pending, return_when=concurrent.futures.FIRST_COMPLETED)
                for f in done:
                    f.result()
    finally:
        shutil.rmtree(work, ignore_errors=True)
    return summarize(rec, args.out)


if __name__ == "__main__":
    sys.exit(main())
