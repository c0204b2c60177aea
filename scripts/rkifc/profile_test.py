#!/usr/bin/env python3
"""End-to-end test of rkifc's profiles (scripts/rkifc-profile.py and
-rk-ifcvt-predictability).

test/Exec/profile/guesses.c has two loops on which the cost model's static
guess of predictability is wrong: scatter's branch is a coin toss the model
guesses predictable (declined), filter's branch tests loaded data the model
guesses unpredictable although it never changes (converted). For each
target this script profiles the program with rkifc-profile.py, builds it
with rkifc in default mode without and with both profiles, and checks that

  * without profiles, scatter stays branchy (on Thumb2 a part of it is
    converted) and filter is converted;
  * with them, scatter is converted and filter stays branchy, and the
    remarks say the figures came from the profiles;
  * every build prints what stock clang's build prints under qemu;
  * the simulated predictors behave as predictors do (an alternating
    branch defeats the bimodal counters and not gshare), and on ARM
    rkifc-profile.py --predictor gshare writes its file.

On Hexagon, whose predicated code is cheap enough that both loops pay
whatever the predictor does, the script checks only that the remarks use
the predictability profile and that the outputs agree; the sample profile
is left out there, because stock LLVM 22 then emits PC-relative addresses
(`add(pc,##sym@PCREL)`) that its own assembler rejects ("unknown relocation
name").

Exit status 0 when every check passes. Python 3 standard library, and
PyYAML for the remarks.
"""

import argparse
import os
import re
import subprocess
import sys
import tempfile

from rkifc.toolchain import REPO  # noqa: E402
from rkifc.toolchain import LLVM_BIN, default_plugin  # noqa: E402
from rkifc import bench  # noqa: E402
from rkifc import difftest  # noqa: E402
from rkifc import modes  # noqa: E402
from rkifc import remarks  # noqa: E402

SRC = os.path.join(REPO, "test", "Exec", "profile", "guesses.c")
# The line of each loop's if, where the remark of its region points.
LINES = {"scatter": 23, "filter": 34}


def decisions(path):
    """function -> (converted?, remark) from the YAML remarks in path: the
    Converted remark at the loop's line, else the first missed one."""
    out = {}
    for r in remarks.load(path):
        if not (r.loc and str(r.loc[0]).endswith("guesses.c")):
            continue
        for fn, ln in LINES.items():
            if r.loc[1] != ln:
                continue
            if r.kind == "Passed":
                out[fn] = (True, r)
            elif r.kind == "Missed" and fn not in out:
                out[fn] = (False, r)
    return out


def message(r):
    """A remark's message, for people."""
    return "".join(v for _, v, _ in r.args)


def from_profiles(r, both):
    """Whether remark r says its predictability (and, with both, its
    probabilities) came from the profiles."""
    return (r.get("PredictabilitySource") == "profile" and
            (not both or r.get("ProbabilitySource") == "profile"))


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--targets", default="arm,thumb,hexagon")
    ap.add_argument("--plugin", default=default_plugin())
    ap.add_argument("--llvm-bin", default=LLVM_BIN)
    a = ap.parse_args()
    failures = []

    def check(cond, what):
        print(("  ok    " if cond else "  FAIL  ") + what)
        if not cond:
            failures.append(what)

    # The simulated predictors: a branch that alternates taken / not taken
    # defeats a 2-bit counter starting weakly not taken (it swings between
    # the two weak states and misses every time) while gshare learns it
    # from the global history.
    outcomes = [i % 2 == 0 for i in range(1000)]
    for name, pred, lo, hi in (
            ("bimodal", bench.Predictor(0, 2), 1000, 1000),
            ("gshare", bench.GSharePredictor(8, 2), 0, 20)):
        misses = sum(pred.update(0x1000, t) for t in outcomes)
        check(lo <= misses <= hi, "%s misses an alternating branch %d times "
              "in 1000 (expected %d to %d)" % (name, misses, lo, hi))

    with tempfile.TemporaryDirectory(prefix="rkifc-profile-test-") as work:
        targs = argparse.Namespace(
            llvm_bin=a.llvm_bin, work=work, keep=None, keep_work=False,
            cflags="", compile_timeout=300, variants="stock")
        t = difftest.Tester(targs)
        prog = difftest.Program("guesses", SRC, False)
        for target in a.targets.split(","):
            print("=== " + target)
            t.check_tools([target], False)
            cfg = difftest.Config(target, difftest.DEFAULT_MCPU[target],
                                  "O2", False)
            if target == "hexagon":
                t.build_hexagon_runtime(cfg.mcpu)
            d = os.path.join(work, target)
            p = subprocess.run(
                [sys.executable, os.path.join(REPO, "scripts",
                                              "rkifc-profile.py"),
                 "--target", target, SRC, "--out-dir", d],
                capture_output=True, text=True)
            check(p.returncode == 0, "%s: rkifc-profile.py ran (%s)" % (
                target, (p.stdout + p.stderr).strip().splitlines()[-1:]))
            if p.returncode:
                continue
            if target == "arm":
                # gshare too: the file is written, says so, and scatter's
                # coin toss is still missed about half the time.
                g = subprocess.run(
                    [sys.executable, os.path.join(REPO, "scripts",
                                                  "rkifc-profile.py"),
                     "--target", target, SRC, "--out-dir", d + "-gshare",
                     "--predictor", "gshare"], capture_output=True, text=True)
                text = ""
                if g.returncode == 0:
                    with open(os.path.join(d + "-gshare",
                                           "guesses.predictability")) as f:
                        text = f.read()
                m = re.search(r"^scatter 23:\d+\S* (\d+) \d+ (\d+)$", text,
                              re.M)
                check("# predictor: gshare" in text and m is not None and
                      0.3 < int(m.group(2)) / int(m.group(1)) < 0.7,
                      "%s: rkifc-profile.py --predictor gshare: scatter's "
                      "branch missed %s" % (target, "%s of %s" % (
                          m.group(2), m.group(1)) if m else "(not found)"))
            prof = os.path.join(d, "guesses.prof")
            pred = os.path.join(d, "guesses.predictability")
            debug = ["-g", "-fdebug-info-for-profiling"]
            pinned = []
            if target != "hexagon":
                # The test is about what the profiles change, so it pins
                # a width and margin at which they decide (the scheduling
                # model's 2, 25%: on ARM, with the branchy code costed path
                # by path, the guessed estimates gain 2% for scatter and
                # 33% for filter, the profiled ones 31% and -10%; Thumb2
                # 30% for filter guessed, 32% and -16% profiled). With
                # ARM's defaults (1, 0) neither loop pays in either build:
                # the benchmark agrees (forced, guesses.c runs 10% and 17%
                # slower).
                # The guess for branches on loaded data is pinned at the
                # one these figures were taken with (1): at the default
                # (0.6) guessed filter gains 20% and stays branchy, and the
                # test would no longer show the profiles deciding.
                pinned = ["-rk-ifcvt-issue-width=2",
                          "-rk-ifcvt-required-gain=0.25",
                          "-rk-ifcvt-loaded-predictability=1"]
            rk = modes.clang_flags("default", os.path.abspath(a.plugin),
                                   pinned)
            sample = [] if target == "hexagon" else [
                "-fprofile-sample-use=" + prof]
            builds = {
                "stock": debug,
                "guessed": debug + rk,
                "profiled": debug + rk + sample + [
                    "-mllvm", "-rk-ifcvt-predictability=" + pred],
            }
            outputs, seen = {}, {}
            for name, flags in builds.items():
                base = os.path.join(d, name)
                if name != "stock":
                    flags = flags + remarks.clang_flags(base + ".yaml")
                cc = t.compile_cmd(cfg, prog, "O2", flags, base + ".o")
                c = subprocess.run(cc, capture_output=True, text=True)
                check(c.returncode == 0, "%s: %s build" % (target, name))
                if c.returncode:
                    print(difftest.tail(c.stderr))
                    continue
                seen[name] = decisions(base + ".yaml")
                ld = subprocess.run(t.link_cmd(cfg, base + ".o",
                                               base + ".exe"),
                                    capture_output=True, text=True)
                if ld.returncode == 0:
                    outputs[name] = t.execute(cfg, base + ".exe", 60)
            for name in ("guessed", "profiled"):
                check(name in outputs and "stock" in outputs and
                      outputs[name] == outputs["stock"] and
                      outputs["stock"] is not None,
                      "%s: %s build prints what stock prints" % (target,
                                                                 name))
            want = {"guessed": {"scatter": False, "filter": True},
                    "profiled": {"scatter": True, "filter": False}}
            if target == "thumb":
                # Thumb2 converts a part of scatter's loop without profiles.
                del want["guessed"]["scatter"]
            for name, expect in want.items():
                for fn, conv in expect.items():
                    got = seen.get(name, {}).get(fn)
                    if target == "hexagon":
                        if name == "profiled":
                            check(got is not None and
                                  from_profiles(got[1], False),
                                  "%s: %s: the remark names the profile" %
                                  (target, fn) + ("" if got is None else
                                                  " -- " +
                                                  message(got[1])[:160]))
                        continue
                    check(got is not None and got[0] == conv,
                          "%s: %s: %s %s" % (
                              target, name, fn, "converted" if conv else
                              "not converted") +
                          ("" if got is None else
                           " -- " + message(got[1])[:160]))
                    if name == "profiled" and got is not None:
                        check(from_profiles(got[1], True),
                              "%s: %s: the remark names the profiles" % (
                                  target, fn))
    print("profile-test: %d failed" % len(failures))
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
