#!/usr/bin/env python3
"""Differential execution tester for the rkifc if-conversion plugin.

Every program (a csmith program for a seed, a program of
scripts/guardgen.py for a seed, or a hand-written kernel) is built with
stock clang at -O0 and -O2 and once per variant at -O2 (rkifc: the plugin
enabled; force: the plugin forced to convert every eligible region), run
under qemu, and the outputs compared. With --opt and --mcpu, every
configuration (target, -mcpu, optimization level) is checked: stock at the
same -mcpu and level is the reference for the variants, stock -O0 at the
same -mcpu the reference for stock.

  ok                          every variant printed what stock -O2 printed
  skipped-stock-build-failed  stock clang could not build it (or csmith
                              failed): not rkifc's business
  skipped-timeout             stock -O0 did not finish within --timeout
  stock-bug                   stock -O0 and stock -O2 disagree: a bug in
                              stock LLVM (or UB in the program); the
                              variants are not compared
  simulator-noshuf            (Hexagon) a variant was wrong under qemu and
                              right with its :mem_noshuf packets split,
                              the same program by the ISA's definition
                              (scripts/hexagon_noshuf.py): qemu ran it
                              wrongly; every other variant passed
  MISMATCH                    a variant's output or exit status differs
                              from stock -O2 (or it hangs); the binary is
                              run again, and the note says if that run
                              differed, and on Hexagon whether a build
                              without the packetizer is right. Also: its
                              assembly (clang -S) does not assemble where
                              stock's does (an invalid Hexagon packet or
                              Thumb2 IT block; --no-check-assembly skips
                              the check)
  CRASH                       a variant failed to compile where stock
                              compiled

passed = ok programs, failed = MISMATCH + CRASH programs. Exit status: 0
if nothing failed, 1 if something failed, 2 on a setup error (missing
tool, plugin that does not load, bad arguments).

See docs/difftest.md. Python 3 standard library only (PyYAML where a
failing variant's remarks are read).
"""

import argparse
import concurrent.futures
import os
import shlex
import shutil
import subprocess
import sys
import tempfile
import threading
import time

from rkifc import proc
from rkifc.toolchain import LLVM_BIN, REPO, default_plugin  # noqa: E402
from rkifc import hexagon_noshuf  # noqa: E402
from rkifc import modes  # noqa: E402
from rkifc import remarks  # noqa: E402
from rkifc import targets as rktargets  # noqa: E402
from rkifc import testsuite  # noqa: E402

# The targets' flags and defaults are rkifc.targets'; these names stay for
# the modules that read them here.
HEX_RUNTIME = rktargets.HEX_RUNTIME
ARM_SYSROOT = rktargets.ARM_SYSROOT
CSMITH_INCLUDE = "/usr/include/csmith"

# csmith options: default richness of control flow, but no argc (our
# Hexagon start code passes none) and no packed structs (csmith takes
# pointers to their misaligned fields, which is UB on strict-alignment
# targets and would show up as noise).
DEFAULT_CSMITH_FLAGS = "--no-argc --no-packed-struct"

# The targets run under qemu (NVPTX is gpu_difftest's).
TARGETS = rktargets.CPU_TARGETS
OPTS = ("O1", "O2", "O3", "Os", "Oz")
# -mcpu per target when --mcpu does not say otherwise. "generic" means no
# -mcpu flag (ARM, Thumb2). qemu-hexagon 7.2 runs only what it recognises
# as v67 or older from the ELF flags; newer versions run with -cpu v67.
DEFAULT_MCPU = {t: rktargets.DEFAULT_MCPU[t] for t in TARGETS}
QEMU_HEXAGON_MAX = rktargets.QEMU_HEXAGON_MAX

OK = "ok"
SKIP_BUILD = "skipped-stock-build-failed"
SKIP_TIMEOUT = "skipped-timeout"
STOCK_BUG = "stock-bug"
SIM_NOSHUF = "simulator-noshuf"
MISMATCH = "MISMATCH"
CRASH = "CRASH"
SKIPS = (SKIP_BUILD, SKIP_TIMEOUT, STOCK_BUG, SIM_NOSHUF)
FAILS = (MISMATCH, CRASH)
STATUSES = (OK,) + SKIPS + FAILS


die = proc.stopper("difftest")


def parse_targets(specs):
    """--target values (repeatable, comma lists, 'all') -> targets in the
    canonical order; dies on an unknown name."""
    chosen = []
    for spec in specs or ["all"]:
        for t in spec.split(","):
            t = t.strip()
            if t == "all":
                chosen.extend(TARGETS)
            elif t in TARGETS:
                chosen.append(t)
            else:
                die("unknown target '%s' (hexagon, arm, thumb, all)" % t)
    return [t for t in TARGETS if t in chosen]


def parse_opts(specs):
    """--opt values (repeatable, comma lists; O2 or -O2) -> levels."""
    opts = []
    for spec in specs:
        for o in spec.split(","):
            o = o.strip().lstrip("-")
            if not o:
                continue
            if o not in OPTS:
                die("unknown optimization level '%s' (%s)" %
                    (o, ", ".join(OPTS)))
            if o not in opts:
                opts.append(o)
    return opts or ["O2"]


def parse_mcpus(specs, targets):
    """--mcpu values -> {target: [cpu, ...]}.

    Each value is TARGET[+TARGET...]=LIST (arm=generic,cortex-a57,
    arm+thumb=cortex-a15, hexagon=hexagonv67,hexagonv66) or a bare LIST,
    whose hexagon* names go to hexagon and the others to arm and thumb.
    Targets that no value names keep their default (DEFAULT_MCPU)."""
    out = {}
    for spec in specs:
        if "=" in spec:
            tnames, lst = spec.split("=", 1)
            tl = [t.strip() for t in tnames.replace("+", ",").split(",")]
            for t in tl:
                if t not in TARGETS:
                    die("--mcpu %s: unknown target '%s'" % (spec, t))
            cpus = [c.strip() for c in lst.split(",") if c.strip()]
            pairs = [(t, c) for t in tl for c in cpus]
        else:
            cpus = [c.strip() for c in spec.split(",") if c.strip()]
            pairs = []
            for c in cpus:
                pairs += ([("hexagon", c)] if c.startswith("hexagon") else
                          [("arm", c), ("thumb", c)])
        for t, c in pairs:
            if t == "hexagon" and not c.startswith("hexagonv"):
                die("--mcpu %s: '%s' is not a Hexagon CPU (hexagonvNN)" %
                    (spec, c))
            if t != "hexagon" and c.startswith("hexagon"):
                die("--mcpu %s: '%s' is not an ARM CPU" % (spec, c))
            out.setdefault(t, [])
            if c not in out[t]:
                out[t].append(c)
    return {t: out.get(t, [DEFAULT_MCPU[t]]) for t in targets}


class Config:
    """One build configuration: target, -mcpu and optimization level."""

    def __init__(self, target, mcpu, opt, full_label):
        self.target, self.mcpu, self.opt = target, mcpu, opt
        # Without --mcpu/--opt, the label is the target, as it always was.
        self.label = ("%s/%s/%s" % (target, mcpu, opt) if full_label else
                      target)
        self.tag = ("%s-%s-%s" % (target, mcpu, opt) if full_label else
                    target)


def parse_seeds(spec):
    """'1-200', '5', '1,4,9', '1-10,50-60' -> list of ints."""
    seeds = []
    for part in spec.split(","):
        part = part.strip()
        if not part:
            continue
        if "-" in part:
            lo, hi = part.split("-", 1)
            lo, hi = int(lo), int(hi)
            if hi < lo:
                raise ValueError("empty seed range " + part)
            seeds.extend(range(lo, hi + 1))
        else:
            seeds.append(int(part))
    return seeds


def write_guardgen_program(seed, out, flags=()):
    """Writes scripts/guardgen.py's program for seed (with guardgen's extra
    flags) to out; raises RuntimeError with guardgen's stderr if it
    fails."""
    gen = os.path.join(REPO, "scripts", "guardgen.py")
    p = subprocess.run([sys.executable, gen, "--seed", str(seed), "-o", out]
                       + list(flags), capture_output=True, text=True)
    if p.returncode != 0:
        raise RuntimeError("guardgen.py --seed %d failed:\n%s" %
                           (seed, tail(p.stderr)))


def tail(text, lines=12, width=240):
    """The last lines of text, long lines shortened (csmith lines are
    huge and clang quotes them)."""
    out = []
    for line in text.rstrip().splitlines()[-lines:]:
        out.append(line if len(line) <= width else line[:width] + " ...")
    return "\n".join(out)


def head_tail(text, n=6):
    """First and last n lines: a compiler crash says what went wrong at the
    top (assertion, LLVM ERROR) and ends in a stack dump."""
    lines = text.rstrip().splitlines()
    if len(lines) <= 2 * n:
        return tail(text, 2 * n)
    return (tail("\n".join(lines[:n]), n) + "\n    [...]\n" +
            tail("\n".join(lines[-n:]), n))


# clang's and llc's flags for a target (rkifc.targets), by the names the
# other modules call them here.
target_cflags = rktargets.cflags
llc_target_flags = rktargets.llc_flags


def prepare_csmith_dir(d):
    """Makes d ready for csmith runs: csmith reads its idea of the
    target's int/pointer size from ./platform.info (and writes the host's
    there if it is missing)."""
    os.makedirs(d, exist_ok=True)
    with open(os.path.join(d, "platform.info"), "w") as f:
        f.write("integer size = 4\npointer size = 4\n")


def write_csmith_program(seed, d, flags):
    """csmith's program for seed, as d/seedN.c (d from prepare_csmith_dir,
    flags a list of csmith options); its path, or None if csmith failed."""
    out = os.path.join(d, "seed%d.c" % seed)
    p = subprocess.run(["csmith", "--seed", str(seed)] + flags + ["-o", out],
                       cwd=d, capture_output=True, text=True)
    return out if p.returncode == 0 and os.path.isfile(out) else None


class Program:
    def __init__(self, name, src, is_csmith, kind=None):
        self.name = name  # "seed 17", "gen 17" or "kernel nested_if.c"
        self.src = src
        self.is_csmith = is_csmith
        # csmith, generated (guardgen.py) or hand-written
        self.kind = kind or ("csmith" if is_csmith else "hand-written")
        self.tag = name.replace(" ", "-").replace(os.sep, "_")


class Result:
    def __init__(self, cfg, prog, status, detail=""):
        self.cfg = cfg
        self.target = cfg.target
        self.prog = prog
        self.status = status
        self.detail = detail
        self.variant_fail = {}  # variant -> MISMATCH/CRASH
        self.simulator = []     # notes on variants qemu ran wrongly
        self.changed = set()    # variants whose code differed from stock -O2
        self.elapsed = 0.0


class Tester:
    def __init__(self, args):
        self.args = args
        self.bin = args.llvm_bin
        self.clang = os.path.join(self.bin, "clang")
        self.lld = os.path.join(self.bin, "ld.lld")
        self.work = args.work
        self.keep = args.keep  # created lazily
        self.keep_lock = threading.Lock()
        self.kept = []
        self.variants = {}  # name -> extra flags, in order
        self.unavailable = {}  # name -> reason
        self.hex_rt = {}  # mcpu -> runtime objects for Hexagon programs
        self.extra_cflags = shlex.split(args.cflags)
        # --share-timeouts: program tag -> the configuration whose stock -O0
        # run went over the limit.
        self.timed_out = {}
        self.plugin = None  # our snapshot of the plugin
        self.plugin_origin = None
        self.plugin_kept = None  # its copy in the keep directory

    # ---- per-target commands ------------------------------------------
    def compile_cmd(self, cfg, prog, opt, extra, obj):
        cmd = [self.clang] + target_cflags(cfg.target, cfg.mcpu)
        if prog.is_csmith:
            cmd += ["-I", CSMITH_INCLUDE]
        # -fno-crash-diagnostics: a crashing variant would otherwise leave
        # preprocessed sources in /tmp; we keep our own reproducer.
        # A test-suite program brings the flags its CMakeLists.txt adds.
        cmd += getattr(prog, "cflags", [])
        return (cmd + ["-w", "-fno-crash-diagnostics", "-" + opt] +
                self.extra_cflags + extra + ["-c", prog.src, "-o", obj])

    def link_cmd(self, cfg, obj, exe, rt=None):
        if cfg.target == "hexagon":
            rt = rt or self.hex_rt[cfg.mcpu]
            # crt0 first, then the program, then the libc objects.
            return [self.lld, "-static", rt[0], obj] + list(rt[1:]) + [
                "-o", exe]
        return ["arm-linux-gnueabihf-gcc", "-static", obj, "-o", exe]

    def run_cmd(self, cfg, exe):
        if cfg.target == "hexagon":
            return ["qemu-hexagon"] + hexagon_qemu_cpu(cfg.mcpu) + [exe]
        return ["qemu-arm", "-L", ARM_SYSROOT, exe]

    # ---- setup ----------------------------------------------------------
    def check_tools(self, targets, need_csmith):
        need = [self.clang]
        if "hexagon" in targets:
            need += [self.lld, "qemu-hexagon"]
        if "arm" in targets or "thumb" in targets:
            need += ["arm-linux-gnueabihf-gcc", "qemu-arm"]
        if need_csmith:
            need.append("csmith")
        for tool in need:
            if shutil.which(tool) is None:
                die("required tool not found: " + tool)

    def build_hexagon_runtime(self, mcpu):
        """Build the runtime for one Hexagon CPU (lld takes the highest
        version of its inputs for the ELF flags qemu reads)."""
        d = os.path.join(self.work, "hexagon-runtime", mcpu)
        os.makedirs(d, exist_ok=True)
        objs = []
        libc_flags = ["-O2", "-ffreestanding", "-fno-builtin"]
        for src, extra in (("crt0.S", []), ("libc.c", libc_flags),
                           ("stdlib.c", libc_flags)):
            obj = os.path.join(d, src.split(".")[0] + ".o")
            cmd = ([self.clang] + target_cflags("hexagon", mcpu) + extra +
                   ["-c", os.path.join(HEX_RUNTIME, src), "-o", obj])
            p = subprocess.run(cmd, capture_output=True, text=True)
            if p.returncode != 0:
                die("building the Hexagon runtime failed:\n" +
                    " ".join(map(shlex.quote, cmd)) + "\n" + p.stderr)
            objs.append(obj)
        self.hex_rt[mcpu] = objs

    def check_mcpus(self, mcpus):
        """Stock clang must accept every -mcpu (clang only warns about an
        unknown ARM CPU, and then ignores it)."""
        probe = os.path.join(self.work, "mcpu-probe.c")
        with open(probe, "w") as f:
            f.write("int f(int a, int b) { return a > b ? a : b; }\n")
        for target, cpus in mcpus.items():
            for cpu in cpus:
                cmd = ([self.clang] + target_cflags(target, cpu) +
                       ["-Werror=unused-command-line-argument", "-O2", "-c",
                        probe, "-o", probe + ".o"])
                p = subprocess.run(cmd, capture_output=True, text=True)
                if p.returncode != 0 or "not a recognized" in p.stderr or \
                        "unknown target CPU" in p.stderr:
                    die("clang does not accept -mcpu=%s for %s:\n%s" %
                        (cpu, target, tail(p.stderr)))

    def setup_variants(self):
        """Decide which variants run; probe the plugin once up front."""
        names = [v.strip() for v in self.args.variants.split(",")
                 if v.strip()]
        plugin = os.path.abspath(self.args.plugin)
        # Use a private copy: a rebuild of the plugin in the middle of a
        # long run would otherwise show up as spurious CRASHes.
        self.plugin = os.path.join(self.work, "plugin",
                                   os.path.basename(plugin))
        # The modes' flags bring $RKIFC_VARIANT_OPTIONS (extra rk-ifcvt
        # options for the rkifc and force variants only: an experiment with
        # the cost model's settings, say).
        known = {"stock": None,
                 "rkifc": modes.clang_flags("default", self.plugin),
                 "force": modes.clang_flags("force", self.plugin)}
        for spec in self.args.custom_variant:
            if "=" not in spec:
                die("--custom-variant wants NAME=FLAGS, got " + spec)
            name, flags = spec.split("=", 1)
            # A custom variant that names the plugin gets the private copy
            # too (a rebuild mid-run once showed up as a CRASH there).
            known[name] = [f.replace(plugin, self.plugin)
                           for f in shlex.split(flags)]
            if name not in names:
                names.append(name)
        for name in names:
            if name not in known:
                die("unknown variant '%s' (known: %s)" %
                    (name, ", ".join(known)))
            if known[name] is not None:
                self.variants[name] = known[name]
        if any(n in ("rkifc", "force") or
               any(self.plugin in f for f in flags)
               for n, flags in self.variants.items()):
            if not os.path.isfile(plugin):
                die("plugin not found: %s (build it, pass --plugin, or use "
                    "--variants stock)" % plugin)
            os.makedirs(os.path.dirname(self.plugin))
            shutil.copy2(plugin, self.plugin)
            self.plugin_origin = plugin
        # Probe each variant on a tiny file: a variant that cannot even
        # compile this is either unavailable (an option the plugin does not
        # define yet) or a setup error.
        probe = os.path.join(self.work, "probe.c")
        with open(probe, "w") as f:
            f.write("int f(int a, int b) { return a > b ? a : b; }\n")
        for name, flags in list(self.variants.items()):
            cmd = ([self.clang] + target_cflags("hexagon") + ["-O2"] + flags +
                   ["-c", probe, "-o", os.path.join(self.work, "probe.o")])
            p = subprocess.run(cmd, capture_output=True, text=True)
            if p.returncode == 0:
                continue
            if "Unknown command line argument" in p.stderr:
                opt = p.stderr.split("Unknown command line argument", 1)[1]
                opt = opt.split("'")[1] if "'" in opt else "?"
                # Only force may legitimately be missing: its option is
                # added by the plugin later than -enable-rk-ifcvt.
                if name == "force":
                    self.unavailable[name] = (
                        "clang rejects %s (the plugin does not define it)"
                        % opt)
                    del self.variants[name]
                    continue
            die("variant %s cannot compile a trivial file:\n%s\n%s" %
                (name, " ".join(map(shlex.quote, cmd)), tail(p.stderr)))

    # ---- program sources ------------------------------------------------
    def csmith_programs(self, seeds):
        d = os.path.join(self.work, "csmith")
        prepare_csmith_dir(d)
        flags = shlex.split(self.args.csmith_flags)

        def gen(seed):
            return Program("seed %d" % seed,
                           write_csmith_program(seed, d, flags), True)

        with concurrent.futures.ThreadPoolExecutor(self.args.jobs) as ex:
            progs = list(ex.map(gen, seeds))
        return progs

    def generated_programs(self, seeds):
        """One scripts/guardgen.py program per seed ("gen N")."""
        d = os.path.join(self.work, "generated")
        os.makedirs(d, exist_ok=True)
        progs = []
        for seed in seeds:
            out = os.path.join(d, "gen%d.c" % seed)
            try:
                write_guardgen_program(seed, out,
                                       shlex.split(self.args.guardgen_flags))
            except RuntimeError as e:
                die(str(e))
            progs.append(Program("gen %d" % seed, out, False, "generated"))
        return progs

    def kernel_programs(self, kdir):
        if not os.path.isdir(kdir):
            die("kernel directory not found: " + kdir)
        files = sorted(f for f in os.listdir(kdir) if f.endswith(".c"))
        if not files:
            die("no *.c kernels in " + kdir)
        return [Program("kernel " + f, os.path.join(os.path.abspath(kdir), f),
                        False) for f in files]

    # ---- one program on one target --------------------------------------
    def build(self, cfg, prog, opt, extra, base, timeout=None):
        """-> (object file or None, error text, compile seconds)."""
        obj, exe = base + ".o", base + ".exe"
        cc = self.compile_cmd(cfg, prog, opt, extra, obj)
        ldflags = getattr(prog, "ldflags", [])
        if cfg.target == "hexagon":
            # The Hexagon runtime has no libm (its <math.h> has builtins
            # only): programs that call math functions fail to link on
            # their own; the others should not fail for asking.
            ldflags = [f for f in ldflags if f != "-lm"]
        ld = self.link_cmd(cfg, obj, exe) + ldflags
        timeout = timeout or self.args.compile_timeout
        start = time.time()
        try:
            p = subprocess.run(cc, capture_output=True, text=True,
                               timeout=timeout)
        except subprocess.TimeoutExpired:
            return None, "compiler timed out after %.0fs" % timeout, timeout
        secs = time.time() - start
        if p.returncode != 0:
            return None, "compiler exited with %d:\n%s" % (p.returncode,
                                                           p.stderr), secs
        p = subprocess.run(ld, capture_output=True, text=True)
        if p.returncode != 0:
            return None, "link failed:\n" + p.stderr, secs
        return obj, "", secs

    def execute(self, cfg, exe, timeout):
        """-> (exit status, stdout) or None on timeout. With --test-suite,
        stderr is read with stdout, as the test-suite reads its programs'
        output (some print their results there)."""
        merge = bool(getattr(self.args, "test_suite", None))
        try:
            p = subprocess.run(self.run_cmd(cfg, exe), stdout=subprocess.PIPE,
                               stderr=subprocess.STDOUT if merge else
                               subprocess.DEVNULL, timeout=timeout)
        except subprocess.TimeoutExpired:
            return None
        return p.returncode, p.stdout.decode("latin-1")

    def check(self, cfgs, prog):
        """Check prog in configurations that share target and -mcpu (one
        per optimization level) -> one Result per configuration."""
        c0 = cfgs[0]
        d = os.path.join(self.work, c0.target + "-" + c0.mcpu, prog.tag)
        start = time.time()
        try:
            results = self._check(cfgs, prog, d)
            secs = (time.time() - start) / len(results)
            for res in results:
                res.elapsed = secs
            return results
        finally:
            if not self.args.keep_work:
                shutil.rmtree(d, ignore_errors=True)

    def _check(self, cfgs, prog, d):
        if prog.src is None:
            return [Result(c, prog, SKIP_BUILD, "csmith failed")
                    for c in cfgs]
        os.makedirs(d, exist_ok=True)
        timeout = self.args.timeout
        c0 = cfgs[0]
        where = self.timed_out.get(prog.tag)
        if where is not None:
            return [Result(c, prog, SKIP_TIMEOUT, "stock -O0 ran longer "
                           "than %gs on %s" % (timeout, where)) for c in cfgs]
        # Run -O0 before the optimized builds: a program that runs too long
        # is skipped without paying for its (slow) optimized builds.
        obj, err, _ = self.build(c0, prog, "O0", [],
                                 os.path.join(d, "stock-O0"))
        if obj is None:
            return [Result(c, prog, SKIP_BUILD, "stock -O0: %s" %
                           tail(err, 3)) for c in cfgs]
        o0 = self.execute(c0, obj[:-2] + ".exe", timeout)
        if o0 is None:
            if self.args.share_timeouts:
                self.timed_out[prog.tag] = c0.label
            return [Result(c, prog, SKIP_TIMEOUT, "stock -O0 ran longer "
                           "than %gs" % timeout) for c in cfgs]
        return [self._check_opt(c, prog, d, o0) for c in cfgs]

    def _check_opt(self, cfg, prog, d, o0):
        """Stock at cfg.opt against stock -O0, then the variants against
        stock at cfg.opt."""
        res = Result(cfg, prog, OK)
        opt = cfg.opt
        ref_name = "stock-" + opt
        timeout = self.args.timeout
        obj, err, secs = self.build(cfg, prog, opt, [],
                                    os.path.join(d, ref_name))
        if obj is None:
            res.status = SKIP_BUILD
            res.detail = "stock -%s: %s" % (opt, tail(err, 3))
            return res
        ref = self.execute(cfg, obj[:-2] + ".exe", timeout)
        judged = ref is not None and hasattr(prog, "check")
        wrong = judged and prog.check(*ref)
        if wrong:
            # Stock itself, under qemu, differs from the test-suite's
            # reference: nothing to judge rkifc against.
            res.status = STOCK_BUG
            res.detail = "stock -%s against the reference output: %s" % (
                opt, wrong)
            return res
        # A test-suite program's reference judges stock instead of -O0,
        # whose floating-point results may differ in the last digits
        # (contraction) within the reference's tolerance.
        if ref != o0 and not judged:
            res.status = STOCK_BUG
            res.detail = ("stock -%s timed out" % opt if ref is None else
                          "stock -O0 and -%s outputs differ" % opt)
            if self.args.keep_stock_bugs:
                self.save(res, ("stock-O0", "O0", []), (ref_name, opt, []),
                          o0, ref, "")
            return res
        with open(obj, "rb") as f:
            ref_code = f.read()
        notes = []
        # Some csmith programs take minutes to compile for Hexagon: scale
        # the variants' limit so that a slow machine is not a CRASH.
        var_timeout = max(self.args.compile_timeout, 4 * secs)
        for name, flags in self.variants.items():
            obj, err, _ = self.build(cfg, prog, opt, flags,
                                     os.path.join(d, name + "-" + opt),
                                     var_timeout)
            if obj is None:
                res.variant_fail[name] = CRASH
                head, _, rest = err.partition("\n")
                notes.append("%s: %s%s" % (
                    name, head, "\n" + head_tail(rest) if rest else ""))
                self.save(res, (ref_name, opt, []), (name, opt, flags),
                          ref, None, err)
                continue
            with open(obj, "rb") as f:
                same_code = f.read() == ref_code
            if not same_code:
                res.changed.add(name)
            if same_code and not self.args.always_run:
                continue  # identical object file: identical behaviour
            if not self.args.no_check_assembly:
                # llc's object output is not checked the way assembly is:
                # an invalid Hexagon packet (two writes of one register) or
                # Thumb2 IT block would otherwise only show where qemu
                # happens to run it wrongly.
                bad = self.assembly_check(cfg, prog, opt, flags, d, name,
                                          var_timeout)
                if bad and not self.assembly_check(cfg, prog, opt, [], d,
                                                   "stock", var_timeout):
                    res.variant_fail[name] = MISMATCH
                    notes.append("%s: its assembly does not assemble (%s); "
                                 "stock's does" % (name, bad))
                    self.save(res, (ref_name, opt, []), (name, opt, flags),
                              ref, None, bad)
                    continue
            exe = obj[:-2] + ".exe"
            out = self.execute(cfg, exe, timeout)
            if out is None:
                # Give a slow (but maybe correct) variant a second chance
                # before calling a hang a mismatch.
                out = self.execute(cfg, exe, 3 * timeout)
            asm_note = ""
            if out != ref and cfg.target == "hexagon" and out is not None:
                simulator, asm_note = self.noshuf_probe(
                    cfg, prog, opt, flags, d, name, ref, out, var_timeout,
                    timeout)
                if simulator:
                    res.simulator.append("%s: %s" % (name, asm_note))
                    continue
            if out != ref:
                res.variant_fail[name] = MISMATCH
                note = "timed out" if out is None else describe_diff(ref, out,
                                                                     opt)
                # Run the same binary again: an output that changes between
                # two runs is still a failure (it may read memory it never
                # wrote), but a different one to chase.
                again = self.execute(cfg, exe, 3 * timeout)
                if again != out:
                    note += ("; a second run of the same binary printed %s" %
                             ("the stock output" if again == ref else
                              "something else again"))
                note += asm_note
                note += self.rebuild_probe(cfg, prog, opt, flags, d, name,
                                           obj, var_timeout, ref, ref_code,
                                           timeout)
                if cfg.target == "hexagon" and out is not None:
                    note += self.packetizer_probe(cfg, prog, opt, flags, d,
                                                  name, ref, var_timeout,
                                                  timeout)
                notes.append("%s: %s" % (name, note))
                self.save(res, (ref_name, opt, []), (name, opt, flags),
                          ref, out, "", exe)
        if res.variant_fail:
            vals = list(res.variant_fail.values())
            res.status = CRASH if CRASH in vals else MISMATCH
            res.detail = "\n".join(notes + res.simulator)
        elif res.simulator:
            res.status = SIM_NOSHUF
            res.detail = "\n".join(res.simulator)
        return res

    def assembly(self, cfg, prog, opt, flags, d, name, compile_timeout):
        """The build's assembly (clang -S), compiled once per build and
        shared by the checks below: its path, or None if it did not
        compile (a compiler failure is reported elsewhere)."""
        path = os.path.join(d, "%s-asm-%s.s" % (name, opt))
        if os.path.exists(path):
            return path
        cc = self.compile_cmd(cfg, prog, opt, flags, path[:-2] + ".o")
        cc[cc.index("-c")] = "-S"
        cc[-1] = path
        try:
            ok = subprocess.run(cc, capture_output=True,
                                timeout=compile_timeout).returncode == 0
        except subprocess.TimeoutExpired:
            ok = False
        if not ok and os.path.exists(path):
            os.unlink(path)
        return path if ok else None

    def assemble(self, cfg, asm, obj):
        """Assembles asm into obj: "" or the assembler's first error."""
        cc = ([self.clang] + target_cflags(cfg.target, cfg.mcpu) +
              ["-c", asm, "-o", obj])
        p = subprocess.run(cc, capture_output=True, text=True)
        if p.returncode == 0:
            return ""
        errors = [l.strip() for l in p.stderr.splitlines() if "error" in l]
        return (errors[0].split(": ", 1)[-1] if errors else
                "the assembler failed")

    def assembly_check(self, cfg, prog, opt, flags, d, name,
                       compile_timeout):
        """The first assembler error of the build's assembly, or "" when
        it assembles (or did not compile)."""
        asm = self.assembly(cfg, prog, opt, flags, d, name, compile_timeout)
        return self.assemble(cfg, asm, asm[:-2] + ".o") if asm else ""

    def noshuf_probe(self, cfg, prog, opt, flags, d, name, ref, failed,
                     compile_timeout, timeout):
        """A Hexagon variant that fails (printing failed): is it right with
        its :mem_noshuf packets split (scripts/hexagon_noshuf.py: the same
        program by the ISA's definition)? Then qemu ran it wrongly
        (docs/difftest.md, "Hexagon packets"). -> (True, note) then, else
        (False, a note for the mismatch or "")."""
        asm = self.assembly(cfg, prog, opt, flags, d, name, compile_timeout)
        if not asm:
            return False, ""
        with open(asm) as f:
            text, split, kept = hexagon_noshuf.split_packets(f.read())
        split_asm = asm[:-2] + "-split.s"
        with open(split_asm, "w") as f:
            f.write(text)

        def run_assembly(path):
            """-> (output, assembler error): path assembled, linked, run."""
            obj, exe = path[:-2] + ".o", path[:-2] + ".exe"
            err = self.assemble(cfg, path, obj)
            if err:
                return None, err
            if subprocess.run(self.link_cmd(cfg, obj, exe),
                              capture_output=True).returncode != 0:
                return None, "link failed"
            return self.execute(cfg, exe, 3 * timeout), ""

        # The split must be the only difference: the assembly as llc wrote
        # it must assemble (the assembler checks packets that llc's own
        # object output does not) and fail as the object did.
        out, err = run_assembly(asm)
        if err:
            return False, "; its assembly does not assemble (%s)" % err
        if not split or out != failed:
            return False, ""
        out, err = run_assembly(split_asm)
        if err or out != ref:
            return False, ""
        return True, ("wrong under qemu, right with its %d :mem_noshuf "
                      "packets split (%d left as they were): the simulator's "
                      "ordering, not the code" % (split, kept))

    def rebuild_probe(self, cfg, prog, opt, flags, d, name, obj,
                      compile_timeout, ref, ref_code, timeout):
        """A failing variant is compiled once more with the same command:
        a different object file means the build is not deterministic (on a
        busy machine once, csmith 21 on Hexagon failed from an object that
        no later build reproduced), which changes what to chase. Then the
        rebuild is run, and stock is built once more: whether its object
        changes too tells LLVM's nondeterminism from the plugin's."""
        again, _, _ = self.build(cfg, prog, opt, flags,
                                 os.path.join(d, name + "-again-" + opt),
                                 compile_timeout)
        if again is None:
            return "; a rebuild failed"
        with open(obj, "rb") as f, open(again, "rb") as g:
            if f.read() == g.read():
                return ""
        note = "; a rebuild of the same command gave another object file"
        out = self.execute(cfg, again[:-2] + ".exe", 3 * timeout)
        note += (", which prints stock's output" if out == ref else
                 ", which fails too")
        converted = self.conversions(cfg, prog, opt, flags, d, name,
                                     compile_timeout)
        if converted is not None:
            # rk-ifcvt's decisions depend on its input alone, so when it
            # converts nothing, a build that differs was not made different
            # by one of its conversions (docs/reliability.md, 6366).
            note += "; rk-ifcvt converts %d region%s in a rebuild" % (
                converted, "" if converted == 1 else "s")
        stock, _, _ = self.build(cfg, prog, opt, [],
                                 os.path.join(d, "stock-again-" + opt),
                                 compile_timeout)
        if stock is not None:
            with open(stock, "rb") as f:
                note += ("; stock's rebuild gave %s object file" %
                         ("the same" if f.read() == ref_code else "another"))
        return note

    def conversions(self, cfg, prog, opt, flags, d, name, compile_timeout):
        """How many regions rk-ifcvt converts in a build with flags (its
        Converted remarks), or None if flags load no plugin or it did not
        compile."""
        if not any(f.startswith("-fplugin=") for f in flags):
            return None
        base = os.path.join(d, name + "-remarks-" + opt)
        cc = self.compile_cmd(cfg, prog, opt,
                              flags + remarks.clang_flags(base + ".yaml"),
                              base + ".o")
        try:
            p = subprocess.run(cc, capture_output=True, text=True,
                               timeout=compile_timeout)
        except subprocess.TimeoutExpired:
            return None
        if p.returncode != 0:
            return None
        return sum(r.name == "Converted" for r in remarks.load(base + ".yaml"))

    def packetizer_probe(self, cfg, prog, opt, flags, d, name, ref,
                         compile_timeout, timeout):
        """A Hexagon variant that fails: does it pass when LLVM's packetizer
        is off? All mismatches seen so far in Hexagon campaigns did, and
        each came down to one packet that stores a register and reloads
        the same address into it (see docs/difftest.md, "Hexagon
        packets"); saying so in the report saves a bisection."""
        nopkt = flags + ["-mllvm", "-disable-packetizer"]
        obj, _, _ = self.build(cfg, prog, opt, nopkt,
                               os.path.join(d, name + "-nopkt-" + opt),
                               compile_timeout)
        if obj is None:
            return ""
        out = self.execute(cfg, obj[:-2] + ".exe", 3 * timeout)
        if out == ref:
            return "; correct when built with -mllvm -disable-packetizer"
        return "; also wrong with -mllvm -disable-packetizer"

    def save(self, res, ref, var, ref_out, var_out, err, var_exe=None):
        """Write a self-contained reproducer for a failure.

        ref and var are (name, opt, extra flags) of the two builds compared;
        var_exe, the variant's binary that failed, is kept as
        VARIANT.failed.exe (repro.sh rebuilds its own).
        """
        with self.keep_lock:
            if self.keep is None:
                self.keep = tempfile.mkdtemp(prefix="difftest-keep-")
            # TARGET-PROGRAM-VARIANT; with --mcpu/--opt, TARGET-MCPU-OPT-...
            d = os.path.join(self.keep, "%s-%s-%s" % (res.cfg.tag,
                                                      res.prog.tag, var[0]))
            shutil.rmtree(d, ignore_errors=True)
            os.makedirs(d)
            self.kept.append(d)
        src = os.path.join(d, os.path.basename(res.prog.src))
        shutil.copy(res.prog.src, src)
        if any(self.plugin and self.plugin in f for f in var[2]):
            # One copy of the exact plugin that failed, shared by all
            # reproducers of this run.
            with self.keep_lock:
                if self.plugin_kept is None:
                    self.plugin_kept = os.path.join(
                        self.keep, os.path.basename(self.plugin))
                    shutil.copy2(self.plugin, self.plugin_kept)
            var = (var[0], var[1], [f.replace(self.plugin, self.plugin_kept)
                                    for f in var[2]])
        prog = Program(res.prog.name, src, res.prog.is_csmith)
        cfg = res.cfg
        q = lambda cmd: " ".join(map(shlex.quote, cmd))
        lines = ["#!/bin/sh",
                 "# difftest reproducer: %s on %s (-mcpu %s, -%s): %s vs %s" %
                 (res.prog.name, cfg.target, cfg.mcpu, cfg.opt, var[0],
                  ref[0]),
                 "# Builds both, runs both and diffs the outputs.",
                 "set -ex",
                 "cd \"$(dirname \"$0\")\""]
        rt = None
        if res.target == "hexagon":
            rt = [os.path.join(d, n) for n in ("crt0.o", "libc.o",
                                                "stdlib.o")]
            lines.append(q([self.clang] + target_cflags("hexagon", cfg.mcpu) +
                           ["-c", os.path.join(HEX_RUNTIME, "crt0.S"),
                            "-o", rt[0]]))
            for src, obj in (("libc.c", rt[1]), ("stdlib.c", rt[2])):
                lines.append(q([self.clang] +
                               target_cflags("hexagon", cfg.mcpu) +
                               ["-O2", "-ffreestanding", "-fno-builtin",
                                "-c", os.path.join(HEX_RUNTIME, src),
                                "-o", obj]))
        for name, opt, extra in (ref, var):
            base = os.path.join(d, name)
            lines.append(q(self.compile_cmd(cfg, prog, opt, extra,
                                            base + ".o")))
            lines.append(q(self.link_cmd(cfg, base + ".o",
                                         base + ".exe", rt)))
        for name, _, _ in (ref, var):
            lines.append("st=0; %s > %s.out || st=$?; echo \"exit $st\" "
                         ">> %s.out" % (
                             q(self.run_cmd(cfg,
                                            os.path.join(d, name + ".exe"))),
                             name, name))
        lines.append("diff %s.out %s.out" % (ref[0], var[0]))
        with open(os.path.join(d, "repro.sh"), "w") as f:
            f.write("\n".join(lines) + "\n")
        os.chmod(os.path.join(d, "repro.sh"), 0o755)
        for name, out in ((ref[0], ref_out), (var[0], var_out)):
            if out is not None:
                with open(os.path.join(d, name + ".observed"), "w") as f:
                    text = out[1]
                    if text and not text.endswith("\n"):
                        text += "\n"
                    f.write(text + "exit %d\n" % out[0])
        if err:
            with open(os.path.join(d, var[0] + ".stderr"), "w") as f:
                f.write(err)
        if var_exe and os.path.exists(var_exe):
            shutil.copy2(var_exe, os.path.join(d, var[0] + ".failed.exe"))


def hexagon_qemu_cpu(mcpu):
    """qemu-hexagon 7.2 picks its CPU model from the ELF flags and knows
    nothing newer than v67 ("unable to find CPU model"): run newer code on
    its v67 model. Scalar code for v68-v73 runs there (checked with
    guardgen programs at -O0/-O2/-O3)."""
    try:
        ver = int("".join(ch for ch in mcpu[len("hexagonv"):]
                          if ch.isdigit()))
    except ValueError:
        return []
    return ["-cpu", "v67"] if ver > QEMU_HEXAGON_MAX else []


def describe_diff(ref, out, opt="O2"):
    if ref[0] != out[0]:
        return "exit status %d, stock -%s %d" % (out[0], opt, ref[0])
    a, b = ref[1].splitlines(), out[1].splitlines()
    for i, (x, y) in enumerate(zip(a, b)):
        if x != y:
            return "line %d: got %r, stock -%s printed %r" % (i + 1, y, opt,
                                                               x)
    return "output has %d lines, stock -%s printed %d" % (len(b), opt,
                                                          len(a))


def main():
    ap = argparse.ArgumentParser(
        description="Differential execution tester for rkifc: compares "
        "program output of stock clang -O2 and the rkifc variants.")
    ap.add_argument("--target", action="append", default=[],
                    help="hexagon, arm, thumb or all (repeatable, or a "
                    "comma list); default all")
    ap.add_argument("--seeds", help="csmith seeds: 1-200, 5, 1,4,9 or "
                    "1-10,50-60")
    ap.add_argument("--guardgen-flags", default="", metavar="FLAGS",
                    help="extra flags for scripts/guardgen.py, e.g. "
                    "--rare-calls (rare calls inside arms: hyperblocks "
                    "with side entrances)")
    ap.add_argument("--generated", metavar="SEEDS",
                    help="scripts/guardgen.py programs (guarded loads and "
                    "stores through pointers that are NULL when the guard "
                    "is false), one per seed, same syntax as --seeds; "
                    "reported as 'gen N'")
    ap.add_argument("--kernels", metavar="DIR",
                    help="also run the hand-written kernels (*.c) in DIR")
    ap.add_argument("--test-suite", metavar="DIR",
                    help="also run the C programs of SingleSource/Benchmarks "
                    "in this checkout of the LLVM test-suite (scripts/"
                    "testsuite.py); stock must give their reference outputs")
    ap.add_argument("--program", action="append", default=[],
                    metavar="FILE",
                    help="also run this C file (repeatable); e.g. a "
                    "reproducer while reducing it")
    ap.add_argument("--plugin", default=default_plugin(),
                    help="path of RKIfConv.so (default: %(default)s)")
    ap.add_argument("--opt", action="append", default=[], metavar="LIST",
                    help="optimization levels to check, comma list of "
                    "O1,O2,O3,Os,Oz (repeatable; default O2). Each "
                    "variant is compared with stock at the same level")
    ap.add_argument("--mcpu", action="append", default=[],
                    metavar="[TARGET=]LIST",
                    help="-mcpu values to check (repeatable): "
                    "arm=generic,cortex-a57, thumb=cortex-a15, "
                    "arm+thumb=cortex-a8, hexagon=hexagonv67,hexagonv66, "
                    "or a bare list whose hexagon* names go to hexagon and "
                    "the rest to arm and thumb. 'generic' = no -mcpu "
                    "(ARM/Thumb). Default: generic for ARM/Thumb, "
                    "hexagonv67. Newer than v67 runs with qemu-hexagon "
                    "-cpu v67")
    ap.add_argument("--variants", default="stock,rkifc,force",
                    help="comma list of stock, rkifc, force and custom "
                    "variants (default: %(default)s); stock -O0/-O2 are "
                    "always built as the reference")
    ap.add_argument("--custom-variant", action="append", default=[],
                    metavar="NAME=FLAGS",
                    help="an extra variant: -O2 plus FLAGS (e.g. to test "
                    "other options, or to check the tester itself)")
    ap.add_argument("--jobs", "-j", type=int, default=os.cpu_count() or 1)
    ap.add_argument("--timeout", type=float, default=10.0,
                    help="qemu run timeout in seconds (default %(default)s)")
    ap.add_argument("--share-timeouts", action="store_true",
                    help="a program whose stock -O0 build ran longer than "
                    "--timeout in one configuration is skipped in those "
                    "checked after it, without running it (csmith's long "
                    "loops are long everywhere; campaigns save the runs)")
    ap.add_argument("--compile-timeout", type=int, default=300,
                    help="per-compile timeout in seconds (default "
                    "%(default)s)")
    ap.add_argument("--keep", metavar="DIR",
                    help="where to save failure reproducers (default: a new "
                    "temporary directory, printed)")
    ap.add_argument("--keep-stock-bugs", action="store_true",
                    help="also save reproducers of stock-bug programs")
    ap.add_argument("--no-check-assembly", action="store_true",
                    help="do not assemble each variant's assembly (by "
                    "default a variant whose code differs from stock's is "
                    "also built with -S and assembled, which checks Hexagon "
                    "packets and Thumb2 IT blocks; assembly that does not "
                    "assemble where stock's does is a MISMATCH)")
    ap.add_argument("--keep-work", action="store_true",
                    help="keep the whole work directory (all builds)")
    ap.add_argument("--always-run", action="store_true",
                    help="run variants even when their object file is "
                    "identical to stock -O2")
    ap.add_argument("--cflags", default="",
                    help="extra compiler flags for every build, stock and "
                    "variants alike (e.g. '-mllvm -hexagon-insert=false' "
                    "to speed up Hexagon builds)")
    ap.add_argument("--csmith-flags", default=DEFAULT_CSMITH_FLAGS,
                    help="csmith options (default: %(default)s)")
    ap.add_argument("--llvm-bin", default=LLVM_BIN,
                    help="directory of clang and ld.lld (default "
                    "%(default)s)")
    ap.add_argument("--verbose", "-v", action="store_true",
                    help="print every program's result")
    args = ap.parse_args()

    targets = parse_targets(args.target)
    if not (args.seeds or args.kernels or args.program or args.generated or
            args.test_suite):
        die("nothing to do: give --seeds, --generated, --kernels, "
            "--test-suite and/or --program")
    try:
        seeds = parse_seeds(args.seeds) if args.seeds else []
    except ValueError as e:
        die("bad --seeds: %s" % e)
    try:
        args.gen_seeds = (parse_seeds(args.generated) if args.generated
                          else [])
    except ValueError as e:
        die("bad --generated: %s" % e)
    args.opts = parse_opts(args.opt)
    args.mcpus = parse_mcpus(args.mcpu, targets)
    # Labels show the configuration only when one was asked for: without
    # --mcpu/--opt the output is what it always was.
    args.full_label = bool(args.mcpu or args.opt)
    if args.jobs < 1:
        die("--jobs must be at least 1")

    start = time.time()
    args.work = tempfile.mkdtemp(prefix="difftest-work-")
    if args.keep:
        args.keep = os.path.abspath(args.keep)
    t = Tester(args)
    try:
        return run(t, args, targets, seeds, start)
    finally:
        if args.keep_work:
            print("difftest: work directory kept: " + args.work)
        else:
            shutil.rmtree(args.work, ignore_errors=True)


def run(t, args, targets, seeds, start):
    t.check_tools(targets, bool(seeds))
    t.check_mcpus(args.mcpus)
    t.setup_variants()
    if "hexagon" in targets:
        for mcpu in args.mcpus["hexagon"]:
            t.build_hexagon_runtime(mcpu)
    # One group of configurations per target and -mcpu (they share the
    # stock -O0 build and run), one configuration per level in each.
    groups = [[Config(tg, mcpu, opt, args.full_label) for opt in args.opts]
              for tg in targets for mcpu in args.mcpus[tg]]
    configs = [c for g in groups for c in g]
    progs = []
    if args.kernels:
        progs += t.kernel_programs(args.kernels)
    for f in args.program:
        if not os.path.isfile(f):
            die("no such program: " + f)
        with open(f, errors="replace") as fh:
            is_csmith = "csmith.h" in fh.read()
        progs.append(Program("file " + os.path.basename(f),
                             os.path.abspath(f), is_csmith))
    if seeds:
        progs += t.csmith_programs(seeds)
    if args.gen_seeds:
        progs += t.generated_programs(args.gen_seeds)
    if args.test_suite:
        progs += testsuite.programs_for(args.test_suite, die)

    print("difftest: targets %s; %d programs; variants %s; jobs %d" %
          (",".join(targets), len(progs),
           ",".join(["stock"] + list(t.variants)) or "stock", args.jobs))
    if args.full_label:
        print("difftest: %d configurations: %s" % (
            len(configs), " ".join(c.label for c in configs)))
    if t.plugin_origin:
        print("difftest: plugin %s" % t.plugin_origin)
    for name, why in t.unavailable.items():
        print("difftest: variant %s unavailable: %s" % (name, why))
    if not t.variants:
        print("difftest: note: no plugin variant runs; only stock -O0 vs "
              "-O2 is checked")
    sys.stdout.flush()

    results = {c.label: [] for c in configs}
    # Slowest first, so the pool does not end waiting on one long job:
    # optimized Hexagon builds of csmith programs are the slow ones.
    work = [(g, p) for p in progs for g in groups]
    work.sort(key=lambda w: (not w[1].is_csmith,
                             w[0][0].target != "hexagon"))
    done = 0
    step = max(1, len(work) // 10)
    ex = concurrent.futures.ThreadPoolExecutor(args.jobs)
    try:
        futs = [ex.submit(t.check, g, p) for g, p in work]
        for fut in concurrent.futures.as_completed(futs):
            for r in fut.result():
                results[r.cfg.label].append(r)
                if r.status != OK or args.verbose:
                    line = "[%s] %s: %s" % (r.cfg.label, r.prog.name,
                                            r.status)
                    if args.verbose:
                        line += " (%.1fs)" % r.elapsed
                    if r.detail:
                        line += ": " + r.detail.replace("\n", "\n    ")
                    print(line)
            done += 1
            if done % step == 0 and sys.stdout.isatty():
                print("difftest: %d/%d done" % (done, len(work)))
            sys.stdout.flush()
    except KeyboardInterrupt:
        # Our compilers and qemus got the SIGINT too; drop queued work.
        ex.shutdown(wait=False, cancel_futures=True)
        print("difftest: interrupted")
        return 130
    ex.shutdown()

    total = {s: 0 for s in STATUSES}
    for cfg in configs:
        rs = results[cfg.label]
        counts = {s: sum(r.status == s for r in rs) for s in STATUSES}
        for s in STATUSES:
            total[s] += counts[s]
        print("== %s: %d programs: %s" % (
            cfg.label, len(rs), ", ".join("%d %s" % (counts[s], s)
                                          for s in STATUSES)))
        kinds = [(kind, [r for r in rs if r.prog.kind == kind])
                 for kind in ("hand-written", "csmith", "generated")]
        kinds = [k for k in kinds if k[1]]
        if len(kinds) > 1:
            for kind, sub in kinds:
                print("   %s: %d programs: %s" % (
                    kind, len(sub), ", ".join(
                        "%d %s" % (sum(r.status == st for r in sub), st)
                        for st in STATUSES
                        if any(r.status == st for r in sub))))
        compared = [r for r in rs if r.status in (OK,) + FAILS]
        for name in t.variants:
            nfail = sum(name in r.variant_fail for r in rs)
            nchg = sum(name in r.changed for r in compared)
            print("   variant %s: code differs from stock -%s in %d of %d "
                  "compared programs; %d failed" %
                  (name, cfg.opt, nchg, len(compared), nfail))
    for name in t.unavailable:
        print("   variant %s: unavailable" % name)
    if args.full_label:
        # One line per configuration, for counting over campaign logs.
        for cfg in configs:
            rs = results[cfg.label]
            print("difftest: config %s: %d passed, %d failed, %d skipped" % (
                cfg.label, sum(r.status == OK for r in rs),
                sum(r.status in FAILS for r in rs),
                sum(r.status in SKIPS for r in rs)))
    if t.kept:
        print("difftest: reproducers saved in " + t.keep)
    print("difftest: time %.0fs" % (time.time() - start))
    print("difftest: %d skipped (%s)" % (
        sum(total[s] for s in SKIPS),
        ", ".join("%s %d" % (s, total[s]) for s in SKIPS)))
    failed = total[MISMATCH] + total[CRASH]
    print("difftest: %d passed, %d failed" % (total[OK], failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
