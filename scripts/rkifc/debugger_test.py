#!/usr/bin/env python3
"""End-to-end debugger test for rkifc (issue 14, part b): variables keep
their values through a converted region in a debugger.

The loop of issue 14 (f below, noinline; main fills a[] from a xorshift
PRNG and prints f's result) is built for ARM (or Thumb2, --target thumb)
with `clang -O2 -g`, once per mode:

  stock   stock clang
  force   -fplugin=build/lib/RKIfConv.so -mllvm -enable-rk-ifcvt
          -mllvm -rk-ifcvt-force
  rkifc   the plugin with its cost model (not in the default --modes)

and linked statically with arm-linux-gnueabihf-gcc. Each build first runs
under plain qemu-arm (its output must be what the script computes). Then
it runs under `qemu-arm -g`, and gdb-multiarch, in batch mode, stops at
the line `out[i] = t;` every time it is reached, prints `i` and `t`, and
at the printf in main prints the array out[] (the values the program
itself stored, the ground truth).

A mode passes when every stop printed integers for i and t, t equals the
expected value for that iteration (computed here from the same PRNG; a
`<optimized out>` t or i is a failure), every iteration 0..63 was stopped
in, and out[] as printed by gdb equals the expected values.

qemu's gdb stub listens on a Unix socket in a private temporary directory
by default: nothing is reachable from the network and no port can clash.
With --tcp it listens on a free TCP port instead (found by binding
127.0.0.1:0) and gdb connects to 127.0.0.1:PORT; note that qemu-arm 7.2
accepts only a port number there and binds it on every address. Every
qemu and gdb run has a timeout (--timeout), and qemu is killed on exit.

Output: per mode the stops (i, t, expected, verdict), then one line per
mode and `debugger-test: N passed, M failed`. Exit status 0 when every
mode passed, 1 when one failed, 2 on a setup error (missing clang,
plugin, qemu-arm, gdb-multiarch: `apt-get install gdb-multiarch`).

Python 3 standard library only.
"""

import argparse
import os
import re
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time

from rkifc import proc
from rkifc.toolchain import LLVM_BIN, default_plugin  # noqa: E402
from rkifc import modes as rkmodes  # noqa: E402
from rkifc import targets  # noqa: E402

CLANG = os.path.join(LLVM_BIN, "clang")
N = 64
SEED = 12345

PROGRAM = r"""#include <stdio.h>

int out[64];

__attribute__((noinline)) int f(const int *a, int *c, int n) {
  int s = 0;
  for (int i = 0; i < n; i++) {
    int t;
    if (a[i] & 1) { t = a[i] * 3; c[i & 7] += t; }
    else          { t = a[i] + 7; }
    out[i] = t;
    s ^= t;
  }
  return s;
}

volatile unsigned seed = 12345u;
int a[64];
int c[8];

int main(void) {
  unsigned x = seed;
  for (int i = 0; i < 64; i++) {
    x ^= x << 13; x ^= x >> 17; x ^= x << 5;
    a[i] = (int)(x % 1000u);
  }
  int s = f(a, c, 64);
  printf("s=%d\n", s);
  return 0;
}
"""


def line_of(text):
    for n, line in enumerate(PROGRAM.splitlines(), 1):
        if text in line:
            return n
    raise ValueError(text)


def expected():
    """The t of every iteration, and f's result, as the C code computes
    them."""
    x, ts = SEED, []
    for _ in range(N):
        x ^= (x << 13) & 0xFFFFFFFF
        x ^= x >> 17
        x ^= (x << 5) & 0xFFFFFFFF
        a = x % 1000
        ts.append(a * 3 if a & 1 else a + 7)
    s = 0
    for t in ts:
        s ^= t
    return ts, s


die = proc.stopper("debugger-test")


def run(cmd, timeout, **kw):
    return proc.run(cmd, timeout, merge=True, **kw)


def free_port():
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


VALUE = re.compile(r"^\$\d+ = (.*)$")


def parse_gdb(out):
    """gdb's output -> ([(i, t), ...] as strings, out[] as a list or
    None)."""
    stops, arr = [], None
    lines = out.splitlines()
    k = 0
    while k < len(lines):
        if lines[k].strip() == "@@STOP":
            vals = []
            j = k + 1
            while j < len(lines) and len(vals) < 2:
                m = VALUE.match(lines[j].strip())
                if m:
                    vals.append(m.group(1).strip())
                elif lines[j].strip() == "@@STOP":
                    break
                j += 1
            while len(vals) < 2:
                vals.append("<missing>")
            stops.append(tuple(vals))
            k = j
            continue
        if lines[k].strip() == "@@OUT":
            for j in range(k + 1, min(k + 5, len(lines))):
                m = VALUE.match(lines[j].strip())
                if m:
                    body = m.group(1).strip().strip("{}")
                    arr = []
                    for part in body.split(","):
                        part = part.strip()
                        rep = re.match(r"^(-?\d+) <repeats (\d+) times>$",
                                       part)
                        if rep:
                            arr += [int(rep.group(1))] * int(rep.group(2))
                        elif re.match(r"^-?\d+$", part):
                            arr.append(int(part))
                    break
        k += 1
    return stops, arr


def debug_run(exe, work, args, stop_line, main_line):
    """Runs exe under qemu-arm -g and gdb; returns gdb's output."""
    if args.tcp:
        port = str(free_port())
        stub, remote = port, "127.0.0.1:" + port
    else:
        stub = remote = os.path.join(work, "gdb-%s.sock" %
                                     os.path.basename(exe))
    script = os.path.join(work, "gdb-%s.cmd" % os.path.basename(exe))
    with open(script, "w") as f:
        f.write("""set pagination off
set confirm off
set print repeats 0
set print elements 0
target remote %s
break loop.c:%d
commands
silent
echo @@STOP\\n
print i
print t
continue
end
break loop.c:%d
commands
silent
echo @@OUT\\n
print out
continue
end
continue
""" % (remote, stop_line, main_line))
    qemu = subprocess.Popen(["qemu-arm", "-g", stub, exe],
                            stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                            universal_newlines=True,
                            start_new_session=True)
    try:
        deadline = time.time() + 10
        while not args.tcp and not os.path.exists(stub):
            if time.time() > deadline or qemu.poll() is not None:
                return "qemu-arm did not open its gdb stub"
            time.sleep(0.05)
        if args.tcp:
            time.sleep(0.3)
        try:
            p = run(["gdb-multiarch", "-batch", "-nx", "-x", script, exe],
                    args.timeout)
            return p.stdout
        except subprocess.TimeoutExpired as e:
            return (e.stdout or "") + "\n[gdb timed out after %ds]" % \
                args.timeout
    finally:
        if qemu.poll() is None:
            try:
                os.killpg(qemu.pid, signal.SIGKILL)
            except ProcessLookupError:
                pass
        qemu.wait()


def main():
    ap = argparse.ArgumentParser(
        description=__doc__.split("\n\n")[0],
        epilog="See the docstring (head -45 scripts/rkifc/debugger_test.py).",
        formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--modes", default="stock,force",
                    help="comma list of stock, rkifc, force (default "
                         "stock,force)")
    ap.add_argument("--target", default="arm", choices=("arm", "thumb"))
    ap.add_argument("--plugin", default=default_plugin())
    ap.add_argument("--cflags", default="", help="extra compile flags")
    ap.add_argument("--timeout", type=int, default=120,
                    help="seconds for each qemu or gdb run (default 120)")
    ap.add_argument("--tcp", action="store_true",
                    help="gdb stub on a free TCP port instead of a Unix "
                         "socket")
    ap.add_argument("--keep", metavar="DIR",
                    help="keep the sources, objects, executables, gdb "
                         "scripts and logs here")
    ap.add_argument("-v", "--verbose", action="store_true",
                    help="print gdb's whole output")
    args = ap.parse_args()

    modes = [m.strip() for m in args.modes.split(",") if m.strip()]
    for m in modes:
        if m not in ("stock", "rkifc", "force"):
            die("unknown mode " + m)
    for tool in (CLANG,):
        if not os.path.exists(tool):
            die("missing " + tool)
    for tool in ("qemu-arm", "gdb-multiarch", "arm-linux-gnueabihf-gcc"):
        if not shutil.which(tool):
            die("missing %s (apt-get install %s)" % (
                tool, {"qemu-arm": "qemu-user",
                       "arm-linux-gnueabihf-gcc": "gcc-arm-linux-gnueabihf"
                       }.get(tool, tool)))
    if any(m != "stock" for m in modes) and not os.path.exists(args.plugin):
        die("missing plugin " + args.plugin)

    work = tempfile.mkdtemp(prefix="debugger-test-")
    src = os.path.join(work, "loop.c")
    with open(src, "w") as f:
        f.write(PROGRAM)
    stop_line = line_of("out[i] = t;")
    main_line = line_of('printf("s=%d')
    ts, s = expected()
    tflags = targets.cflags(args.target)

    passed = failed = 0
    for mode in modes:
        print("=== %s (%s, -O2 -g)" % (mode, args.target))
        obj = os.path.join(work, mode + ".o")
        exe = os.path.join(work, mode)
        p = run([CLANG] + tflags + ["-O2", "-g", "-c", "loop.c", "-o", obj,
                                    "-Rpass=rk-ifcvt"] +
                rkmodes.clang_flags(mode, args.plugin) + args.cflags.split(),
                300, cwd=work)
        if p.returncode != 0:
            print(p.stdout)
            die("compiling %s failed" % mode)
        remarks = [l for l in p.stdout.splitlines() if "remark:" in l]
        for r in remarks:
            print("  " + r.split("remark: ", 1)[1])
        if mode != "stock" and not remarks:
            print("  (no region was converted)")
        p = run(["arm-linux-gnueabihf-gcc", "-static", obj, "-o", exe], 120)
        if p.returncode != 0:
            print(p.stdout)
            die("linking %s failed" % mode)
        p = run(["qemu-arm", exe], args.timeout)
        want = "s=%d" % s
        if p.stdout.strip() != want:
            print("  FAIL: the program printed %r, expected %r" %
                  (p.stdout.strip(), want))
            failed += 1
            continue
        out = debug_run(exe, work, args, stop_line, main_line)
        with open(os.path.join(work, mode + ".gdb.log"), "w") as f:
            f.write(out)
        if args.verbose:
            print(out)
        stops, arr = parse_gdb(out)
        errors, seen = [], set()
        print("  %d stops at line %d (out[i] = t;)" % (len(stops), stop_line))
        for k, (i, t) in enumerate(stops):
            verdict = "ok"
            if not re.match(r"^-?\d+$", i):
                verdict = "i not available"
                idx = k if len(stops) == N else None
            else:
                idx = int(i)
            exp = ts[idx] if idx is not None and 0 <= idx < N else None
            if not re.match(r"^-?\d+$", t):
                verdict = "t not available"
            elif exp is None:
                verdict = "bad i"
            elif int(t) != exp:
                verdict = "WRONG t"
            if idx is not None:
                seen.add(idx)
            if verdict != "ok":
                errors.append("stop %d: i=%s t=%s expected t=%s: %s" %
                              (k, i, t, exp, verdict))
            if args.verbose or k < 8 or verdict != "ok":
                print("    stop %2d: i = %-15s t = %-15s expected %-5s %s"
                      % (k, i, t, exp, verdict))
        if len(stops) > 8 and not args.verbose:
            print("    ... (%d stops; problems, if any, are listed above)"
                  % len(stops))
        missing = sorted(set(range(N)) - seen)
        if missing:
            errors.append("iterations never stopped in: %s" % missing[:16])
        if arr is None:
            errors.append("gdb did not print out[] at the end")
        elif arr != ts:
            errors.append("out[] as gdb printed it differs from the "
                          "expected values")
        else:
            print("  out[] at the end (printed by gdb) = the expected t "
                  "values")
        if "timed out" in out or not stops:
            errors.append("gdb output tail:\n" +
                          "\n".join(out.splitlines()[-10:]))
        if errors:
            failed += 1
            print("  FAIL: %d problem(s); first: %s" % (len(errors),
                                                         errors[0]))
        else:
            passed += 1
            print("  ok: t and i correct at all %d stops" % len(stops))
    if args.keep:
        shutil.rmtree(args.keep, ignore_errors=True)
        shutil.copytree(work, args.keep)
        print("kept: " + args.keep)
    shutil.rmtree(work, ignore_errors=True)
    print("debugger-test: %d passed, %d failed" % (passed, failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
