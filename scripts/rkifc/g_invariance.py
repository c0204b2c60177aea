#!/usr/bin/env python3
"""Checks that -g never changes the code rkifc produces (issue 14, part a).

For every program (the hand-written kernels in test/Exec/kernels/*.c and
the programs scripts/guardgen.py writes for --generated seeds), every
target (hexagon, arm, thumb, nvptx) and every mode

  stock   clang -O2
  rkifc   clang -O2 -fplugin=build/lib/RKIfConv.so -mllvm -enable-rk-ifcvt
  force   the same plus -mllvm -rk-ifcvt-force

the program is compiled with `-O2 -S` three times: without -g (twice) and
with -g. The assembly is split into functions, and every function's code is
compared after everything debug-related is removed:

  * comments (`@` on ARM/Thumb, `//` on Hexagon and NVPTX), including the
    `@DEBUG_VALUE:` / `//DEBUG_VALUE:` lines and the `// %bb.N:` markers;
  * `.loc`, `.file`, `.cfi_*`, `.loc_label` and `.cv_*` directives;
  * `.Lfunc_beginN:` / `.Lfunc_endN:` (NVPTX `$L__func_begin`/`_end`);
  * temporary labels `.LtmpN:` (NVPTX `$L__tmpN:`) that no instruction of
    the function refers to; the ones an instruction does refer to are kept
    and renumbered in order of appearance, so that labels that differ only
    by their number compare equal;
  * blank lines. Functions end at `.Lfunc_endN:` / `.size` (NVPTX: the
    closing `}`), so the debug sections after them are never looked at.

Everything else (instructions, Hexagon packet braces, basic-block labels
`.LBB*`, constant pools, `.p2align`, unwind directives) must be identical.

Per (program, target, mode) -- one "test" -- it reports

  * functions whose code differs with -g ("g-diff"), and
  * functions whose code differs between the two builds without -g
    ("nondeterministic").

A function that differs with -g in mode rkifc or force but not in stock
(same program, target, function) is "caused by rkifc" and fails the test.
One that differs with -g in stock too is a stock LLVM problem: it is
reported separately and does not fail anything (a stock test with -g
differences passes, with a note). Nondeterminism fails the test in every
mode, stock included (a stock one is labelled as such). A mode that fails
to compile where stock compiled fails the test (CRASH); a program that
stock clang cannot compile for a target is skipped for that target.

NVPTX: programs are compiled as C for --target=nvptx64-nvidia-cuda with
-nostdlibinc and the freestanding headers of runtime/hexagon/include (the
host's glibc headers do not work for NVPTX); printf becomes a call to
vprintf, so every kernel and guardgen program compiles as it is. Anything
that stock clang still cannot compile is skipped, as above.

Output: one line per failing test (and, with -v, every test), then per
target and mode the number of functions compared and the lists
PROGRAM:FUNCTION of -g differences (caused by rkifc / also in stock) and of
nondeterministic functions, and finally

  g-invariance: N passed, M failed

Exit status: 0 when nothing failed, 1 when a test failed, 2 on a setup
error (missing clang, plugin, guardgen.py; bad arguments).

Examples:

  scripts/g-invariance.py                                   # kernels, all
  scripts/g-invariance.py --generated 1-5 --jobs 2          # CI set
  scripts/g-invariance.py --targets arm,thumb --modes stock,force \\
      --generated 1-30 --keep /tmp/gdiff

Python 3 standard library only.
"""

import argparse
import concurrent.futures
import glob
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

from rkifc import proc
from rkifc.toolchain import LLVM_BIN  # noqa: E402
from rkifc import difftest  # noqa: E402  (seed lists, guardgen programs)
from rkifc import testsuite  # noqa: E402  (the LLVM test-suite's programs)

from rkifc.toolchain import REPO, default_plugin  # noqa: E402
from rkifc import modes as rkmodes  # noqa: E402
from rkifc import targets as rktargets  # noqa: E402

TARGETS = rktargets.TARGETS
MODES = ("stock", "rkifc", "force")

# The CPU targets at their default -mcpu. NVPTX as the docstring says:
# clang's default GPU (no -march) and the freestanding headers, not the
# flags rkifc.targets gives the GPU kernels (-march=sm_90, no FP
# contraction).
TARGET_FLAGS = {t: rktargets.cflags(t) for t in rktargets.CPU_TARGETS}
TARGET_FLAGS["nvptx"] = ["--target=" + rktargets.TRIPLE["nvptx"],
                         "-nostdlibinc", "-isystem",
                         os.path.join(rktargets.HEX_RUNTIME, "include")]
COMMENT = {"hexagon": "//", "arm": "@", "thumb": "@", "nvptx": "//"}

# Variants built per test: name -> extra flags.
BUILDS = (("nog", []), ("nog2", []), ("g", ["-g"]))


die = proc.stopper("g-invariance")


def parse_list(spec, allowed, what):
    out = []
    for item in spec.split(","):
        item = item.strip()
        if not item:
            continue
        if item == "all":
            out.extend(allowed)
        elif item in allowed:
            out.append(item)
        else:
            die("unknown %s '%s' (%s, all)" % (what, item, ", ".join(allowed)))
    return [x for x in allowed if x in out]


def parse_seeds(spec):
    """'1-20', '5', '1,4,9', '1-10,50-60' -> list of ints (difftest's
    syntax), or exit with a message."""
    try:
        return difftest.parse_seeds(spec)
    except ValueError as e:
        die("bad seed list '%s': %s" % (spec, e))


# ---------------------------------------------------------------- parsing

def strip_comment(line, marker):
    """line without its comment (quote-aware: '@' or '//' in a string
    stays)."""
    in_str = False
    i, n = 0, len(line)
    while i < n:
        c = line[i]
        if in_str:
            if c == "\\":
                i += 2
                continue
            if c == '"':
                in_str = False
        elif c == '"':
            in_str = True
        elif line.startswith(marker, i):
            return line[:i]
        i += 1
    return line


DROP_DIRECTIVE = re.compile(
    r"^\.(loc|loc_label|file|cfi_[a-z_]+|cv_[a-z_]+)\b")
DROP_LABEL = re.compile(r"^(\.Lfunc_(begin|end)\d+|\$L__func_(begin|end)\d+):$")
TMP_LABEL_DEF = re.compile(r"^(\.Ltmp\d+|\$L__tmp\d+):$")
TMP_LABEL = re.compile(r"(\.Ltmp\d+|\$L__tmp\d+)\b")


def normalize(body, marker):
    """Raw lines of one function -> its code lines, debug stuff removed."""
    lines = []
    for raw in body:
        line = strip_comment(raw, marker).strip()
        if not line or DROP_DIRECTIVE.match(line) or DROP_LABEL.match(line):
            continue
        lines.append(line)
    # Temporary labels: keep the ones some instruction refers to.
    used = set()
    for line in lines:
        if not TMP_LABEL_DEF.match(line):
            used.update(TMP_LABEL.findall(line))
    out = [l for l in lines
           if not (TMP_LABEL_DEF.match(l) and l[:-1] not in used)]
    names = {}

    def rename(m):
        return names.setdefault(m.group(1), ".Ltmp#%d" % len(names))
    return [TMP_LABEL.sub(rename, l) for l in out]


ELF_TYPE = re.compile(r"^\s*\.type\s+([^,\s]+)\s*,\s*[@%]function")
PTX_FUNC = re.compile(r"^(\.(visible|extern|weak)\s+)*\.(func|entry)\b")
PTX_NAME = re.compile(r"\.(?:func|entry)\s*(?:\([^)]*\))?\s*([A-Za-z_$][\w$.]*)")


def split_functions(text, target):
    """Assembly text -> {function name: [normalised code lines]}."""
    marker = COMMENT[target]
    lines = text.splitlines()
    funcs = {}
    if target == "nvptx":
        i, n = 0, len(lines)
        while i < n:
            if not PTX_FUNC.match(lines[i]):
                i += 1
                continue
            # Header up to '{' (definition) or ';' (declaration).
            j, header = i, []
            while j < n:
                code = strip_comment(lines[j], marker)
                header.append(code)
                if "{" in code or code.rstrip().endswith(";"):
                    break
                j += 1
            m = PTX_NAME.search(" ".join(header))
            if j >= n or "{" not in header[-1] or not m:
                i = j + 1
                continue
            k = j + 1
            while k < n and lines[k].rstrip() != "}":
                k += 1
            funcs[m.group(1)] = normalize(lines[i:k + 1], marker)
            i = k + 1
        return funcs
    ftypes = set()
    cur, body = None, []
    for line in lines:
        if cur is None:
            m = ELF_TYPE.match(line)
            if m:
                ftypes.add(m.group(1))
                continue
            s = strip_comment(line, marker).strip()
            if s.endswith(":") and s[:-1] in ftypes:
                cur, body = s[:-1], []
            continue
        s = line.strip()
        if re.match(r"^\.Lfunc_end\d+:", s) or re.match(
                r"^\.size\s+" + re.escape(cur) + r"\s*,", s):
            funcs[cur] = normalize(body, marker)
            cur = None
            continue
        body.append(line)
    if cur is not None:
        funcs[cur] = normalize(body, marker)
    return funcs


def differing(a, b):
    """Names of functions whose code differs (or that exist in one only)."""
    return sorted(f for f in set(a) | set(b) if a.get(f) != b.get(f))


# ---------------------------------------------------------------- building

class Ctx:
    pass


# Flags of a program's own (a test-suite program's CMake flags), by source.
PROGRAM_CFLAGS = {}


def compile_cmd(ctx, target, mode, extra):
    return [ctx.clang] + TARGET_FLAGS[target] + ["-O2", "-S"] + \
        ctx.mode_flags[mode] + extra + ctx.cflags


def run_clang(ctx, cmd, cwd):
    try:
        p = subprocess.run(cmd, stdout=subprocess.PIPE,
                           stderr=subprocess.PIPE, timeout=ctx.timeout,
                           universal_newlines=True, cwd=cwd)
    except subprocess.TimeoutExpired:
        return False, "timed out after %ds: %s" % (ctx.timeout,
                                                  " ".join(cmd))
    if p.returncode != 0:
        return False, "\n".join(p.stderr.strip().splitlines()[-8:])
    return True, ""


def compile_one(ctx, src, target, mode, extra, out):
    return run_clang(ctx, compile_cmd(ctx, target, mode, extra) +
                     PROGRAM_CFLAGS.get(src, []) + [src, "-o", out], ctx.work)


def run_batch(ctx, target, mode, build, extra, chunk):
    """Compiles a chunk of programs with one clang command (clang -S
    a.c b.c ... writes a.s b.s in its working directory; one process
    instead of one per program saves about a third of the time). If the
    command fails, every program is compiled alone to see which failed.
    Returns {program name: (error or None, parsed functions, .s path)}."""
    d = os.path.join(ctx.work, "%s-%s-%s-%d" % (target, mode, build,
                                                 chunk[0][2]))
    os.makedirs(d, exist_ok=True)
    # A chunk's programs share their own flags (see main's chunking).
    ok, _ = run_clang(ctx, compile_cmd(ctx, target, mode, extra) +
                      PROGRAM_CFLAGS.get(chunk[0][1], []) +
                      [src for _, src, _ in chunk], d)
    out = {}
    for name, src, _ in chunk:
        s = os.path.join(d, os.path.splitext(os.path.basename(src))[0] +
                         ".s")
        err = None
        if not ok:
            good, err = compile_one(ctx, src, target, mode, extra, s)
            if good:
                err = None
            else:
                err = "%s build failed: %s" % (build, err)
        funcs = None
        if err is None:
            with open(s, errors="replace") as f:
                funcs = split_functions(f.read(), target)
        out[name] = (err, funcs, s)
    return out


def make_result(name, target, mode, builds):
    """builds: {build: (error, funcs, path)} -> the result of one test."""
    res = {"prog": name, "target": target, "mode": mode, "error": None,
           "funcs": {}, "gdiff": [], "nondet": [], "paths": {},
           "ncompared": 0}
    for build, _ in BUILDS:
        err, funcs, path = builds[build]
        if err:
            res["error"] = err
            return res
        res["funcs"][build], res["paths"][build] = funcs, path
    f = res["funcs"]
    res["gdiff"] = differing(f["nog"], f["g"])
    res["nondet"] = differing(f["nog"], f["nog2"])
    res["ncompared"] = len(set(f["nog"]) | set(f["g"]))
    return res


def programs(args, work):
    progs = []
    if args.kernels:
        files = sorted(glob.glob(os.path.join(os.path.abspath(args.kernels),
                                              "*.c")))
        if not files:
            die("no *.c in " + args.kernels)
        progs += [(os.path.basename(p)[:-2], p) for p in files]
    if args.generated:
        for seed in parse_seeds(args.generated):
            out = os.path.join(work, "gen%d.c" % seed)
            try:
                difftest.write_guardgen_program(seed, out)
            except RuntimeError as e:
                die(str(e))
            progs.append(("gen%d" % seed, out))
    for p in args.program or []:
        progs.append((os.path.basename(p).rsplit(".", 1)[0],
                      os.path.abspath(p)))
    if args.test_suite:
        for p in testsuite.programs_for(args.test_suite, die):
            progs.append((p.tag, p.src))
            PROGRAM_CFLAGS[p.src] = list(p.cflags)
    if not progs:
        die("no programs (use --kernels, --generated, --program or "
            "--test-suite)")
    unique, seen = [], set()
    for name, src in progs:
        n, k = name, 1
        while n in seen:
            k += 1
            n = "%s_%d" % (name, k)
        seen.add(n)
        unique.append((n, src))
    return unique


def save_pair(keep, res, funcs_listed, why):
    d = os.path.join(keep, "%s-%s-%s" % (res["prog"], res["target"],
                                         res["mode"]))
    os.makedirs(d, exist_ok=True)
    pair = ("nog", "g") if why == "g" else ("nog", "nog2")
    for b in pair:
        shutil.copy(res["paths"][b], os.path.join(d, b + ".s"))
    with open(os.path.join(d, "README"), "a") as f:
        f.write("%s: %s\n" % ("differs with -g" if why == "g" else
                              "nondeterministic", " ".join(funcs_listed)))


def main():
    ap = argparse.ArgumentParser(
        description=__doc__.split("\n\n")[0],
        epilog="See the module docstring (head -70 scripts/rkifc/g_invariance.py)"
               " for what is compared.",
        formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--targets", default="all",
                    help="comma list of hexagon,arm,thumb,nvptx or 'all' "
                         "(default all)")
    ap.add_argument("--modes", default="all",
                    help="comma list of stock,rkifc,force or 'all' (default "
                         "all; stock is always built too, as the reference "
                         "for 'caused by rkifc')")
    ap.add_argument("--kernels", default=os.path.join(REPO, "test", "Exec",
                                                      "kernels"),
                    help="directory of *.c kernels (default "
                         "test/Exec/kernels; '' for none)")
    ap.add_argument("--generated", default="",
                    help="guardgen.py seeds, e.g. 1-20 or 1,5,9 (default "
                         "none)")
    ap.add_argument("--program", action="append",
                    help="an extra C file to check (repeatable)")
    ap.add_argument("--test-suite", metavar="DIR",
                    help="also check the C programs of SingleSource/"
                    "Benchmarks in this checkout of the LLVM test-suite, "
                    "each with its own flags (scripts/testsuite.py)")
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 1,
                    help="parallel tests (default: number of CPUs)")
    ap.add_argument("--batch", type=int, default=8,
                    help="programs per clang command (default 8)")
    ap.add_argument("--keep", metavar="DIR",
                    help="save the differing .s pairs here "
                         "(DIR/PROGRAM-TARGET-MODE/{nog,g,nog2}.s)")
    ap.add_argument("--plugin", default=default_plugin())
    ap.add_argument("--clang", default=os.path.join(LLVM_BIN, "clang"))
    ap.add_argument("--cflags", default="",
                    help="extra flags for every build")
    ap.add_argument("--timeout", type=int, default=300,
                    help="per-compile timeout in seconds (default 300)")
    ap.add_argument("-v", "--verbose", action="store_true",
                    help="print every test's result")
    args = ap.parse_args()

    targets = parse_list(args.targets, TARGETS, "target")
    modes = parse_list(args.modes, MODES, "mode")
    if not targets or not modes:
        die("no targets or no modes")
    build_modes = [m for m in MODES if m == "stock" or m in modes]
    if not os.path.exists(args.clang):
        die("missing " + args.clang)
    if any(m != "stock" for m in build_modes) and \
            not os.path.exists(args.plugin):
        die("missing plugin %s (scripts/build.sh)" % args.plugin)

    ctx = Ctx()
    ctx.clang = args.clang
    ctx.timeout = args.timeout
    ctx.cflags = args.cflags.split()
    # Use a copy of the plugin, so a rebuild during the run does not matter.
    tmp = tempfile.mkdtemp(prefix="g-invariance-")
    ctx.work = tmp
    plugin = os.path.join(tmp, "RKIfConv.so")
    if os.path.exists(args.plugin):
        shutil.copy(args.plugin, plugin)
    # rkifc.modes adds $RKIFC_VARIANT_OPTIONS to the rkifc and force
    # builds (e.g. -rk-ifcvt-hyperblocks), as difftest.py does.
    ctx.mode_flags = {m: rkmodes.clang_flags(m, plugin) for m in MODES}
    if "force" in build_modes:
        t = targets[0]
        probe = os.path.join(tmp, "probe.c")
        with open(probe, "w") as f:
            f.write("int f(int a){return a?1:2;}\n")
        ok, err = compile_one(ctx, probe, t, "force", [],
                              os.path.join(tmp, "probe.s"))
        if not ok:
            die("the plugin does not load or lacks -rk-ifcvt-force:\n" + err)

    progs = programs(args, tmp)
    start = time.time()
    # Programs in chunks of distinct file names (clang -S names each output
    # after its source), at most --batch per clang command.
    chunks, cur, seen = [], [], set()
    for i, (name, src) in enumerate(progs):
        base = os.path.basename(src)
        flags = PROGRAM_CFLAGS.get(src, [])
        if len(cur) >= args.batch or base in seen or (
                cur and PROGRAM_CFLAGS.get(cur[0][1], []) != flags):
            chunks.append(cur)
            cur, seen = [], set()
        cur.append((name, src, i))
        seen.add(base)
    if cur:
        chunks.append(cur)
    jobs = [(t, m, b, extra, c) for t in targets for m in build_modes
            for b, extra in BUILDS for c in chunks]
    built = {}  # (prog, target, mode) -> {build: (error, funcs, path)}
    with concurrent.futures.ThreadPoolExecutor(max(1, args.jobs)) as ex:
        futs = {ex.submit(run_batch, ctx, *j): j for j in jobs}
        for fut in concurrent.futures.as_completed(futs):
            t, m, b = futs[fut][:3]
            for name, r in fut.result().items():
                built.setdefault((name, t, m), {})[b] = r
    results = {k: make_result(k[0], k[1], k[2], v) for k, v in built.items()}
    elapsed = time.time() - start

    passed = failed = skipped = 0
    summary = {}  # (target, mode) -> dict
    for t in targets:
        for m in modes:
            summary[(t, m)] = {"compared": 0, "tests": 0, "rk": [],
                               "stock": [], "nondet": [], "crash": [],
                               "skipped": []}
    for p, _ in progs:
        for t in targets:
            st = results[(p, t, "stock")]
            for m in modes:
                r = results[(p, t, m)]
                s = summary[(t, m)]
                if st["error"]:
                    skipped += 1
                    s["skipped"].append(p)
                    if args.verbose or m == modes[0]:
                        print("[%s/%s] %s: skipped (stock does not build: %s)"
                              % (t, m, p, st["error"].splitlines()[0]))
                    continue
                s["tests"] += 1
                if r["error"]:
                    failed += 1
                    s["crash"].append(p)
                    print("[%s/%s] %s: CRASH: %s" % (t, m, p, r["error"]))
                    continue
                s["compared"] += r["ncompared"]
                if m == "stock":
                    rk, stock_too = [], r["gdiff"]
                else:
                    sg = set(st["gdiff"])
                    rk = [f for f in r["gdiff"] if f not in sg]
                    stock_too = [f for f in r["gdiff"] if f in sg]
                s["rk"] += ["%s:%s" % (p, f) for f in rk]
                s["stock"] += ["%s:%s" % (p, f) for f in stock_too]
                s["nondet"] += ["%s:%s" % (p, f) for f in r["nondet"]]
                bad = bool(rk or r["nondet"])
                if args.keep and r["gdiff"]:
                    save_pair(args.keep, r, r["gdiff"], "g")
                if args.keep and r["nondet"]:
                    save_pair(args.keep, r, r["nondet"], "nondet")
                if bad:
                    failed += 1
                else:
                    passed += 1
                if bad or args.verbose:
                    parts = []
                    if rk:
                        parts.append("differs with -g (caused by rkifc): " +
                                     " ".join(rk))
                    if stock_too:
                        parts.append("differs with -g (%s): %s" % (
                            "stock" if m == "stock" else "also in stock",
                            " ".join(stock_too)))
                    if r["nondet"]:
                        parts.append("nondeterministic: " +
                                     " ".join(r["nondet"]))
                    print("[%s/%s] %s: %s%s" % (
                        t, m, p, "FAIL" if bad else "ok",
                        ("; " + "; ".join(parts)) if parts else ""))

    print()
    print("== %d programs x %d targets x %d modes (%.1f s)" % (
        len(progs), len(targets), len(modes), elapsed))
    for t in targets:
        for m in modes:
            s = summary[(t, m)]
            print("== %s/%s: %d tests, %d functions compared; -g differs: "
                  "%d caused by rkifc, %d stock%s; nondeterministic: %d%s%s"
                  % (t, m, s["tests"], s["compared"], len(s["rk"]),
                     len(s["stock"]),
                     "" if m == "stock" else " (also differ in stock)",
                     len(s["nondet"]),
                     "; crashes: %d" % len(s["crash"]) if s["crash"] else "",
                     "; skipped: %d" % len(s["skipped"])
                     if s["skipped"] else ""))
            if s["rk"]:
                print("   -g differs, caused by rkifc: " + " ".join(s["rk"]))
            if s["stock"]:
                print("   -g differs, %s: %s" % (
                    "stock" if m == "stock" else "also in stock",
                    " ".join(s["stock"])))
            if s["nondet"]:
                print("   nondeterministic: " + " ".join(s["nondet"]))
            if s["crash"]:
                print("   crashes: " + " ".join(s["crash"]))
    if args.keep:
        print("differing .s pairs: " + os.path.abspath(args.keep))
    shutil.rmtree(tmp, ignore_errors=True)
    if skipped:
        print("g-invariance: %d skipped (stock does not build)" % skipped)
    print("g-invariance: %d passed, %d failed" % (passed, failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
