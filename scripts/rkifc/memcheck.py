#!/usr/bin/env python3
"""The plugin's memory errors: llc with rkifc under valgrind's memcheck, or
with a plugin built with AddressSanitizer and UBSan.

A pass that reads freed or uninitialised memory may decide differently
from one run to the next (what the memory holds depends on the heap's
layout), so its output cannot be repeated, and no output test catches it
reliably. These tools do, whatever the memory held:

  --tool memcheck  (default) valgrind on llc and the plugin as built:
                   reads of freed heap memory and decisions on
                   uninitialised values;
  --tool asan      llc with a plugin built by scripts/build-sanitized.sh
                   (-fsanitize=address,undefined), the GCC runtimes
                   preloaded: also reads of a dead stack temporary (which
                   memcheck cannot see) and undefined behaviour, and ten
                   times faster; not uninitialised values.

Inputs, each compiled by llc -O2 -verify-machineinstrs with the plugin
loaded and -enable-rk-ifcvt:

  * the execution kernels (test/Exec/kernels) for Hexagon, ARM and
    Thumb2, one module per target (llvm-link), with and without -g (the
    plugin's debug-information passes), in default and force modes (and
    -rk-ifcvt-hyperblocks with asan);
  * the GPU kernels (test/Exec/gpu-kernels) for NVPTX, default and force
    (no -g);
  * every shape of scripts/scale-bench.py at a small size for the three
    CPU targets: diamonds, && chains, nests, a loop body and ifs whose
    arms call (refused regions) in default mode, a long guarded arm and a
    wide join in force mode (with asan, every shape in both modes) -- the
    regions that reach the cost model's bounds, sub-regions, hyperblock
    searches and select trees.

A run fails when the tool reports an error in it (its first lines are
printed). Exit status 1 if any run failed, 2 if a tool is missing.

  scripts/memcheck.py
  scripts/build-sanitized.sh && \
    scripts/memcheck.py --tool asan --plugin build-sanitize/lib/RKIfConv.so
"""

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor

from rkifc import proc
from rkifc import modes  # noqa: E402
from rkifc.targets import CPU_TARGETS  # noqa: E402
from rkifc.targets import cflags as target_cflags  # noqa: E402
from rkifc.targets import llc_flags as llc_target_flags  # noqa: E402
from rkifc.toolchain import LLVM_BIN, REPO  # noqa: E402
from rkifc.toolchain import SANITIZED_PLUGIN, default_plugin  # noqa: E402

KERNELS = os.path.join(REPO, "test", "Exec", "kernels")
GPU_KERNELS = os.path.join(REPO, "test", "Exec", "gpu-kernels")
# (shape, force): the shapes whose regions scale-bench converts only with
# -rk-ifcvt-force are compiled that way.
SHAPES = (("diamonds", False), ("andchains", False), ("nests", False),
          ("loopbody", False), ("longarm", True), ("widejoin", True),
          ("callarms", False))
# A run that takes longer than this (seconds) is a failure, not a hang.
RUN_TIMEOUT = 600
SHAPE_SIZE = 150


die = proc.stopper("memcheck")


def run(cmd):
    p = proc.run(cmd)
    return p.returncode, p.stderr


def link(llvm_bin, parts, out):
    """The modules parts linked into out: its path."""
    rc, err = run([os.path.join(llvm_bin, "llvm-link"), "-S"] + parts +
                  ["-o", out])
    if rc:
        die("llvm-link failed:\n" + err)
    return out


def kernel_module(work, llvm_bin, target, debug):
    """The CPU kernels as one module for target (each main renamed): its
    path."""
    parts = []
    for f in sorted(os.listdir(KERNELS)):
        if not f.endswith(".c"):
            continue
        ll = os.path.join(work, "%s-%s%s.ll" % (f[:-2], target,
                                                 "-g" if debug else ""))
        cc = ([os.path.join(llvm_bin, "clang")] + target_cflags(target) +
              ["-O2", "-w", "-S", "-emit-llvm", "-Dmain=main_" + f[:-2]] +
              (["-g"] if debug else []) +
              [os.path.join(KERNELS, f), "-o", ll])
        rc, err = run(cc)
        if rc:
            die("clang failed on %s:\n%s" % (f, err))
        parts.append(ll)
    return link(llvm_bin, parts, os.path.join(
        work, "kernels-%s%s.ll" % (target, "-g" if debug else "")))


def gpu_module(work, llvm_bin):
    parts = []
    for f in sorted(os.listdir(GPU_KERNELS)):
        if not f.endswith(".c"):
            continue
        ll = os.path.join(work, "gpu-" + f[:-2] + ".ll")
        rc, err = run([os.path.join(llvm_bin, "clang")] +
                      target_cflags("nvptx") +
                      ["-O2", "-S", "-emit-llvm",
                       os.path.join(GPU_KERNELS, f), "-o", ll])
        if rc:
            die("clang failed on %s:\n%s" % (f, err))
        parts.append(ll)
    return link(llvm_bin, parts, os.path.join(work, "gpu-kernels.ll"))


def kernel_modes(args):
    """The rkifc modes (rkifc.modes) each kernel module is compiled in."""
    return ["default", "force"] + (
        ["hyperblocks"] if args.tool == "asan" else [])


def mode_name(mode):
    return "" if mode == "default" else " " + mode


def jobs_for(args, work):
    """(name, llc's target flags, mode, input) for each run."""
    todo = []
    if args.only in ("all", "kernels"):
        for t in CPU_TARGETS:
            for debug in (False, True):
                ll = kernel_module(work, args.llvm_bin, t, debug)
                for mode in kernel_modes(args):
                    todo.append(("kernels %s%s%s" % (
                        t, " -g" if debug else "", mode_name(mode)),
                        llc_target_flags(t), mode, ll))
        gpu = gpu_module(work, args.llvm_bin)
        for mode in ("default", "force"):
            todo.append(("gpu-kernels nvptx" + mode_name(mode),
                         llc_target_flags("nvptx"), mode, gpu))
    if args.only in ("all", "shapes"):
        from rkifc import scale_bench as sb
        for shape, force in SHAPES:
            text, _ = sb.generate(shape, SHAPE_SIZE)
            ll = os.path.join(work, "%s-%d.ll" % (shape, SHAPE_SIZE))
            with open(ll, "w") as f:
                f.write(text)
            # asan is fast enough for both modes of every shape.
            shape_modes = (["default", "force"] if args.tool == "asan"
                           else ["force" if force else "default"])
            for t in CPU_TARGETS:
                for mode in shape_modes:
                    todo.append(("%s %s%s" % (shape, t, mode_name(mode)),
                                 llc_target_flags(t), mode, ll))
    return todo


ERROR_EXIT = 99


def sanitizer_env():
    """llc's environment for a plugin built with the sanitizers: GCC's
    runtimes preloaded (llc is not built with them), every report fatal."""
    libs = []
    for lib in ("libasan.so", "libubsan.so"):
        path = subprocess.run(["g++", "-print-file-name=" + lib],
                              capture_output=True, text=True).stdout.strip()
        if not os.path.isabs(path):
            die("no %s (apt-get install g++)" % lib)
        libs.append(path)
    env = dict(os.environ)
    env["LD_PRELOAD"] = " ".join(libs)
    env["ASAN_OPTIONS"] = ("detect_leaks=0:halt_on_error=1:exitcode=%d:"
                           "detect_stack_use_after_return=1" % ERROR_EXIT)
    env["UBSAN_OPTIONS"] = ("halt_on_error=1:print_stacktrace=1:exitcode=%d"
                            % ERROR_EXIT)
    return env


def check(args, job):
    name, flags, mode, ll = job
    cmd = ([os.path.join(args.llvm_bin, "llc"), "-O2",
            "-verify-machineinstrs"] + modes.llc_flags(mode, args.plugin) +
           flags + [ll, "-o", os.devnull])
    if args.tool == "memcheck":
        cmd = ["valgrind", "--tool=memcheck", "-q",
               "--error-exitcode=%d" % ERROR_EXIT] + cmd
    try:
        p = subprocess.run(cmd, capture_output=True, text=True, env=args.env,
                           timeout=RUN_TIMEOUT)
    except subprocess.TimeoutExpired:
        return name, -1, "timed out after %ds" % RUN_TIMEOUT, cmd
    return name, p.returncode, p.stderr, cmd


def main():
    ap = argparse.ArgumentParser(
        description=__doc__.split("\n\n")[0],
        formatter_class=argparse.RawDescriptionHelpFormatter,
        epilog=__doc__.split("\n\n", 1)[1])
    ap.add_argument("--plugin",
                    help="the plugin (default: build/lib/RKIfConv.so, with "
                    "--tool asan build-sanitize/lib/RKIfConv.so)")
    ap.add_argument("--llvm-bin", default=LLVM_BIN)
    ap.add_argument("--only", choices=("all", "kernels", "shapes"),
                    default="all")
    ap.add_argument("--tool", choices=("memcheck", "asan"),
                    default="memcheck")
    ap.add_argument("--jobs", type=int, default=2)
    args = ap.parse_args()
    args.env = None
    args.plugin = args.plugin or (
        SANITIZED_PLUGIN if args.tool == "asan" else default_plugin())
    if not os.path.exists(args.plugin):
        die("no plugin at " + args.plugin)
    for tool in ([os.path.join(args.llvm_bin, "llc"),
                  os.path.join(args.llvm_bin, "clang"),
                  os.path.join(args.llvm_bin, "llvm-link")] +
                 (["valgrind"] if args.tool == "memcheck" else ["g++", "nm"])):
        if not shutil.which(tool):
            die("%s is missing" % tool)
    if args.tool == "asan":
        # A plugin without ASan's checks would pass every run.
        syms = subprocess.run(["nm", "-D", "--undefined-only", args.plugin],
                              capture_output=True, text=True).stdout
        if "__asan_init" not in syms:
            die("%s is not built with AddressSanitizer "
                "(scripts/build-sanitized.sh)" % args.plugin)
        args.env = sanitizer_env()
    args.plugin = os.path.abspath(args.plugin)
    failed = []
    with tempfile.TemporaryDirectory(prefix="rkifc-memcheck-") as work:
        todo = jobs_for(args, work)
        with ThreadPoolExecutor(args.jobs) as pool:
            for name, rc, err, cmd in pool.map(lambda j: check(args, j),
                                               todo):
                if rc == 0:
                    print("%-34s ok" % name)
                    continue
                failed.append(name)
                what = ("memory errors" if rc == ERROR_EXIT else
                        "timed out" if rc == -1 else
                        "llc failed (exit %d)" % rc)
                print("%-34s FAILED: %s" % (name, what))
                print("  " + " ".join(cmd))
                for line in err.splitlines()[:40]:
                    print("  " + line)
    print("%s: %d runs, %d failed%s" % (
        args.tool, len(todo), len(failed),
        (": " + ", ".join(failed)) if failed else ""))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
