#!/usr/bin/env python3
"""Benchmark of the rkifc if-conversion plugin.

Builds a corpus (the hand-written kernels in test/Exec/kernels and a fixed
set of csmith programs) for Hexagon, ARM and Thumb2 with stock clang -O2
and with rkifc (default and forced), runs every build under qemu with
instruction-level tracing (qemu's -d in_asm,exec,nochain log, streamed
through a pipe), and reports per program and in total:

  * static conditional branches and .text size of the program's object;
  * dynamic instructions (Hexagon: packets) and dynamic conditional
    branches executed in the program's own code;
  * mispredictions of a bimodal predictor (one 2-bit saturating counter
    per branch address) fed with the branch outcomes of the trace;
  * estimated cycles = instructions + penalty x mispredictions;
  * rkifc's share of llc's compile time (-time-passes).

It checks along the way that every variant prints exactly what stock
prints (a difference is a miscompile, reported as MISMATCH) and writes
docs/bench/results.md, results.json and cycles.png/.svg.

Builds, the Hexagon runtime, the csmith programs and the qemu command
lines come from scripts/difftest.py. See docs/benchmark.md. Python 3
standard library, plus matplotlib for the plot (optional).
"""

import argparse
import concurrent.futures
import datetime
import fnmatch
import json
import math
import os
import re
import shlex
import shutil
import struct
import subprocess
import sys
import tempfile
import time

from rkifc.toolchain import LLVM_BIN, SCRIPTS  # noqa: E402,F401
from rkifc import difftest  # noqa: E402  (build commands, runtime, csmith, qemu)
from rkifc import testsuite  # noqa: E402  (the LLVM test-suite's programs)
from rkifc import plugintrace  # noqa: E402  (the fast tracer: qemu's TCG plugin)
from rkifc import census  # noqa: E402  (--census)
from rkifc import modes  # noqa: E402
from rkifc import proc  # noqa: E402
from rkifc.targets import DEFAULT_MCPU, cflags as target_cflags  # noqa: E402
from rkifc.toolchain import default_plugin  # noqa: E402

REPO = difftest.REPO
TARGETS = difftest.TARGETS
die = proc.stopper("bench")
VARIANTS = ("stock", "rkifc", "force")

# Branch misprediction penalties in cycles, from LLVM 22's scheduling
# models for the CPUs our builds target (MCSchedModel::MispredictPenalty,
# as MCSubtargetInfo::getSchedModel() of LLVM 22 reports it):
#  * arm, thumb: clang's default CPU for armv7a-linux-gnueabihf is
#    "generic", which ARMProcessors.td maps to CortexA8Model, and
#    ARMScheduleA8.td sets MispredictPenalty = 13.
#  * hexagon: HexagonModelV67 (HexagonScheduleV67.td) sets no
#    MispredictPenalty, so LLVM uses MCSchedModel::DefaultMispredictPenalty,
#    which is 10 (include/llvm/MC/MCSchedule.h).
# --penalty TARGET=N overrides them.
DEFAULT_PENALTY = {"hexagon": 10, "arm": 13, "thumb": 13}
PENALTY_SOURCE = {
    "hexagon": "LLVM's default MCSchedModel::DefaultMispredictPenalty; "
               "HexagonModelV67 sets none",
    "arm": "LLVM CortexA8Model, used for CPU \"generic\"",
    "thumb": "LLVM CortexA8Model, used for CPU \"generic\"",
}

# The fixed csmith corpus: the first 20 seeds (scanning 1-28 in order,
# with CSMITH_FLAGS) whose program builds for Hexagon and ARM, whose stock
# -O0 and -O2 builds agree and finish within 5 s under qemu, and whose
# stock -O2 run executes at least 5,000 packets of program code on Hexagon
# (the others do little more than csmith's final checksum loop). Chosen
# without looking at what rkifc does to them.
DEFAULT_SEEDS = "1,3-9,11,12,15,18,19,21-26,28"
CSMITH_FLAGS = ("--no-argc --no-packed-struct --max-funcs 4 "
                "--max-expr-complexity 6")

SHF_ALLOC, SHF_EXECINSTR = 0x2, 0x4
STT_FUNC = 2
STB_GLOBAL = 1


def log(msg):
    print("bench: " + msg, flush=True)


# ---- ELF ------------------------------------------------------------------
class Elf:
    """Just enough of a 32-bit little-endian ELF reader: sections and
    the symbol table (Hexagon and ARM objects and executables)."""

    def __init__(self, path):
        with open(path, "rb") as f:
            data = f.read()
        if data[:4] != b"\x7fELF" or data[4] != 1 or data[5] != 1:
            raise ValueError("%s: not a 32-bit little-endian ELF file" % path)
        shoff, = struct.unpack_from("<I", data, 0x20)
        shentsize, shnum, shstrndx = struct.unpack_from("<HHH", data, 0x2e)
        raw = [struct.unpack_from("<IIIIIIIIII", data, shoff + i * shentsize)
               for i in range(shnum)]
        strtab = raw[shstrndx]

        def cstr(off):
            return data[off:data.index(b"\0", off)].decode("latin-1")

        # (name, type, flags, addr, offset, size, link)
        self.sections = [(cstr(strtab[4] + s[0]),) + s[1:7] for s in raw]
        self.symbols = []  # (name, value, size, type, bind, shndx)
        for sec in self.sections:
            if sec[1] != 2:  # SHT_SYMTAB
                continue
            names = self.sections[sec[6]]
            for off in range(sec[4], sec[4] + sec[5], 16):
                nm, val, size, info, _, shndx = struct.unpack_from(
                    "<IIIBBH", data, off)
                self.symbols.append((cstr(names[4] + nm), val, size,
                                     info & 0xf, info >> 4, shndx))

    def code_sections(self):
        """[(index, name, size)] of the allocated executable sections."""
        return [(i, s[0], s[5]) for i, s in enumerate(self.sections)
                if s[2] & SHF_ALLOC and s[2] & SHF_EXECINSTR and s[5]]


def code_ranges(obj, exe):
    """Address ranges that the object's code occupies in the executable:
    each code section is located through a function symbol whose name is
    unique in the executable (the linkers keep input sections whole)."""
    o, e = Elf(obj), Elf(exe)
    count = {}
    addr = {}
    for name, val, _, typ, _, shndx in e.symbols:
        if shndx and typ == STT_FUNC:
            count[name] = count.get(name, 0) + 1
            addr[name] = val & ~1  # Thumb functions have bit 0 set
    ranges = []
    for idx, secname, size in o.code_sections():
        anchors = [(bind != STB_GLOBAL, name, val) for name, val, _, typ,
                   bind, shndx in o.symbols
                   if shndx == idx and typ == STT_FUNC and
                   count.get(name) == 1]
        if not anchors:
            raise ValueError("cannot locate %s of %s in %s" %
                             (secname, obj, exe))
        _, name, val = min(anchors)
        base = addr[name] - (val & ~1)
        ranges.append((base, base + size))
    return ranges


def code_size(obj):
    return sum(size for _, _, size in Elf(obj).code_sections())


# ---- instructions: scripts/rkifc/branchrules.py -----------------------------------
from rkifc.branchrules import (  # noqa: E402,F401  (bench.X is the interface too)
    ARM_COND_BRANCH, ARM_CONDS, ARM_PC_WRITERS, HEX_ABS, HEX_COND_BRANCH,
    HEX_PC_REL, TraceTooLarge, arm_is_cond_branch, arm_mnemonic, arm_target,
    hex_cond_branches)


def static_branches(objdump, obj, target):
    """Number of conditional branch instructions in the object's code."""
    p = subprocess.run([objdump, "-d", "--no-show-raw-insn", obj],
                       capture_output=True, text=True)
    if p.returncode != 0:
        raise RuntimeError("llvm-objdump failed: " + p.stderr)
    n = 0
    line_re = re.compile(r"^\s*[0-9a-f]+:\s+(.*)$")
    for line in p.stdout.splitlines():
        m = line_re.match(line)
        if not m:
            continue
        text = m.group(1).split("//")[0]
        if target == "hexagon":
            n += len(hex_cond_branches(text.replace("{", "").
                                       replace("}", "")))
        else:
            parts = text.split(None, 1)
            if parts and arm_is_cond_branch(
                    parts[0], parts[1].split("@")[0] if len(parts) > 1
                    else ""):
                n += 1
    return n


# ---- qemu traces ------------------------------------------------------------
class TB:
    """A translation block as qemu's in_asm log shows it."""
    __slots__ = ("start", "units", "branches", "bad", "addrs")

    def __init__(self, start, units, branches, bad, addrs):
        self.start = start        # guest address of its first instruction
        self.units = units        # instructions (Hexagon: packets)
        self.branches = branches  # [(pc, target or None, fall-through)]
        self.bad = bad            # conditional branches not at its end
        self.addrs = addrs        # address of each unit


def parse_block(lines, target):
    """TB from the instruction lines of one 'IN:' block."""
    if target == "hexagon":
        return parse_hexagon_block(lines)
    insns = []  # (addr, size, mnemonic, operands)
    for line in lines:
        addr_s, rest = line.split(":", 1)
        toks = rest.split()
        if len(toks[0]) == 8:       # ARM: one 32-bit word
            size, i = 4, 1
        else:                        # Thumb: one or two halfwords
            hw = int(toks[0], 16)
            size = 4 if hw >> 11 in (0x1d, 0x1e, 0x1f) else 2
            i = 2 if size == 4 else 1
        mn = toks[i] if len(toks) > i else ""
        insns.append((int(addr_s, 16), size, mn, " ".join(toks[i + 1:])))
    branches = []
    bad = 0
    for k, (addr, size, mn, ops) in enumerate(insns):
        if arm_is_cond_branch(mn, ops):
            if k != len(insns) - 1:
                bad += 1
                continue
            branches.append((addr, arm_target(ops), addr + size))
    return TB(insns[0][0], len(insns), branches, bad,
              [i[0] for i in insns])


def parse_hexagon_block(lines):
    packets = []  # [start, end, [texts]]
    for line in lines:
        addr_s, rest = line.split(":", 1)
        addr = int(addr_s, 16)
        text = rest.strip().split(None, 1)
        text = text[1] if len(text) > 1 else ""
        if text.startswith("{") or not packets:
            packets.append([addr, addr + 4, []])
        packets[-1][1] = addr + 4
        packets[-1][2].append(text.replace("{", "").replace("}", ""))
    branches = []
    bad = 0
    for k, (start, end, texts) in enumerate(packets):
        for text in texts:
            for insn in hex_cond_branches(text):
                if k != len(packets) - 1:
                    bad += 1
                    continue
                m = HEX_PC_REL.search(insn)
                if m:
                    tgt = start + int(m.group(1))
                else:
                    m = HEX_ABS.search(insn)
                    tgt = int(m.group(1), 16) if m else None
                branches.append((start, tgt, end))
    return TB(packets[0][0], len(packets), branches, bad,
              [pk[0] for pk in packets])


class Predictor:
    """Bimodal predictor: a 2-bit saturating counter per branch (0-1
    predict not taken, 2-3 predict taken), starting at 1 (weakly not
    taken). entries=0: one counter per branch address (no aliasing);
    otherwise a table of that many counters indexed by address bits."""

    def __init__(self, entries, shift):
        self.entries = entries
        self.shift = shift
        self.table = {}

    def update(self, pc, taken):
        """Returns True on a misprediction."""
        key = (pc >> self.shift) % self.entries if self.entries else pc
        c = self.table.get(key, 1)
        miss = (c >= 2) != taken
        self.table[key] = min(c + 1, 3) if taken else max(c - 1, 0)
        return miss


class GSharePredictor:
    """gshare: 2-bit counters indexed by the branch address XOR a global
    history of the last `history` outcomes, in a table of 2**history
    entries, starting weakly not taken."""

    def __init__(self, history, shift):
        self.bits = history
        self.mask = (1 << history) - 1
        self.shift = shift
        self.history = 0
        self.table = {}

    def update(self, pc, taken):
        """Returns True on a misprediction."""
        key = ((pc >> self.shift) ^ self.history) & self.mask
        c = self.table.get(key, 1)
        miss = (c >= 2) != taken
        self.table[key] = min(c + 1, 3) if taken else max(c - 1, 0)
        self.history = ((self.history << 1) | int(taken)) & self.mask
        return miss


def traced_fastest(target, cmd, exe, ranges, max_tbs, timeout, predictor,
                   out_path, detail=None):
    """traced_run's results, and its detail when asked, from the plugin
    tracer where it is built (as fast as qemu: the test-suite's programs
    run for tens of millions of blocks; max_tbs does not apply), else from
    qemu's log."""
    if not plugintrace.available():
        return traced_run(target, cmd, ranges, max_tbs, timeout, predictor,
                          out_path, detail)
    branches = units = None
    if detail is not None:
        branches, units = {}, {}
    result = plugintrace.plugin_run(
        target, cmd, exe, ranges, timeout, predictor, out_path,
        os.path.join(LLVM_BIN, "llvm-objdump"), os.path.dirname(out_path),
        per_branch=branches, units=units)
    if detail is not None:
        # The log tracer's branches are those in ranges.
        detail["branches"] = {
            pc: n for pc, n in branches.items()
            if ranges is None or any(lo <= pc < hi for lo, hi in ranges)}
        detail["units"] = units
    return result


def traced_run(target, cmd, ranges, max_tbs, timeout, predictor, out_path,
               detail=None):
    """Run cmd (a qemu command line) with in_asm/exec logging into a pipe
    and fold the trace. Returns (exit status, stdout, stats). With a dict
    detail, also fills detail["branches"] (pc -> [executions, taken,
    mispredictions]) and detail["units"] (address of an instruction, or of
    a Hexagon packet -> executions) for the code in ranges."""
    per_branch = {} if detail is not None else None
    r, w = os.pipe()
    cmd = (cmd[:1] + ["-d", "in_asm,exec,nochain", "-D", "/dev/fd/%d" % w] +
           cmd[1:])
    with open(out_path, "wb") as out:
        p = subprocess.Popen(cmd, stdout=out, stderr=subprocess.DEVNULL,
                             pass_fds=(w,))
    os.close(w)
    deadline = time.time() + timeout

    def in_scope(pc):
        if ranges is None:
            return True
        for lo, hi in ranges:
            if lo <= pc < hi:
                return True
        return False

    tbs = {}        # host TB address -> (TB, in scope)
    counts = {}     # host TB address -> executions
    pending = None  # TB just translated, not yet seen executing
    block = None    # instruction lines of the 'IN:' block being read
    prev = None     # conditional branches ending the previous TB
    n_tbs = 0
    dyn_br = miss = 0
    bad = 0
    killed = None
    with os.fdopen(r, "r", buffering=1 << 20, errors="replace") as f:
        for line in f:
            c = line[0]
            if c == "T":
                # "Trace 0: 0x7f5b2c0009c0 [00000000/000204f0/00000000/...]"
                sp = line.index(" [", 9)
                key = line[9:sp]
                if pending is not None:
                    pc = int(line[sp + 2:].split("/", 2)[1], 16)
                    if pc == pending[0].start:
                        tbs[key] = pending
                        pending = None
                ent = tbs.get(key)
                if ent is None:
                    continue  # never seen translated; cannot happen
                counts[key] = counts.get(key, 0) + 1
                tb = ent[0]
                if prev is not None:
                    nxt = tb.start
                    for pc, tgt, fall in prev:
                        taken = nxt == tgt if tgt is not None else \
                            nxt != fall
                        if in_scope(pc):
                            dyn_br += 1
                            missed = predictor.update(pc, taken)
                            miss += missed
                            if per_branch is not None:
                                c = per_branch.setdefault(pc, [0, 0, 0])
                                c[0] += 1
                                c[1] += taken
                                c[2] += missed
                        else:
                            predictor.update(pc, taken)
                        if taken:
                            break
                prev = tb.branches or None
                n_tbs += 1
                if n_tbs > max_tbs or (n_tbs & 0xffff == 0 and
                                       time.time() > deadline):
                    killed = ("more than %d translation blocks" % max_tbs
                              if n_tbs > max_tbs else
                              "ran longer than %gs" % timeout)
                    p.kill()
                    break
            elif c == "0":
                if block is not None:
                    block.append(line)
            elif c == "I":  # "IN: function"
                block = []
            elif block is not None:  # blank line: end of the block
                if block:
                    tb = parse_block(block, target)
                    pending = (tb, in_scope(tb.start))
                    bad += tb.bad
                block = None
        if killed:
            for _ in f:  # let qemu die on a closed pipe rather than block
                pass
    status = p.wait()
    if killed:
        raise TraceTooLarge(killed)
    units = sum(tbs[k][0].units * n for k, n in counts.items()
                if tbs[k][1])
    if detail is not None:
        per_unit = {}
        for k, n in counts.items():
            if tbs[k][1]:
                for addr in tbs[k][0].addrs:
                    per_unit[addr] = per_unit.get(addr, 0) + n
        detail["branches"] = per_branch
        detail["units"] = per_unit
    with open(out_path, "rb") as f:
        out = f.read().decode("latin-1")
    return status, out, {"dyn": units, "dyn_br": dyn_br, "miss": miss,
                         "tbs": n_tbs, "bad": bad}


# ---- compile time -------------------------------------------------------------
def time_passes(llc, plugin, ll, target, mode):
    """rk-ifcvt's and llc's total user+system time (seconds) on ll, built
    in mode (rkifc or force)."""
    cmd = [llc, "-O2"] + modes.llc_flags(mode, plugin) + [
        "-time-passes", "-filetype=obj", ll, "-o", os.devnull]
    # The llc options clang's flags for the target pass with -mllvm (the
    # IR does not carry them; Hexagon: -disable-hexagon-hwloops).
    cf = target_cflags(target)
    cmd += [o for f, o in zip(cf, cf[1:]) if f == "-mllvm"]
    p = subprocess.run(cmd, capture_output=True, text=True)
    if p.returncode != 0:
        raise RuntimeError("llc failed: " + difftest.tail(p.stderr, 3))
    rk = total = None
    for report in p.stderr.split("Pass execution timing report")[1:]:
        rows = {}
        col = None
        for line in report.splitlines():
            if col is None:
                # The header names the columns; LLVM leaves out those
                # that are all zero (System Time, often).
                if "--- Name ---" in line:
                    cols = re.findall(r"-+([A-Za-z+ ]+?)-+", line)
                    cols = [c.strip() for c in cols]
                    col = (cols.index("User+System") if "User+System" in
                           cols else 0)
                continue
            nums = re.findall(r"([\d.]+) \(\s*[\d.]+%\)", line)
            if not nums:
                continue
            name = line.rsplit("%)", 1)[1].strip()
            rows[name] = float(nums[min(col, len(nums) - 1)])
            if name == "Total":
                break  # the end of this report
        if "rkifc if-conversion" in rows:
            # With the plugin's helper passes ("rkifc: ...": Hexagon, -g).
            rk = sum(t for name, t in rows.items()
                     if name == "rkifc if-conversion" or
                     name.startswith("rkifc: "))
            total = rows.get("Total")
            break
    if rk is None or total is None:
        raise RuntimeError("no 'rkifc if-conversion' row in -time-passes")
    return rk, total


# ---- one program on one target ----------------------------------------------
TESTER = None  # difftest.Tester, set up before the workers fork
OPTS = None


def measure(target, prog):
    """All numbers for one program on one target, as a dict."""
    t, a = TESTER, OPTS
    d = os.path.join(a.work, target, prog.tag)
    os.makedirs(d, exist_ok=True)
    res = {"target": target, "program": prog.name, "status": "ok",
           "detail": "", "variants": {}}
    start = time.time()
    try:
        _measure(t, a, target, prog, d, res)
    except TraceTooLarge as e:
        res["status"], res["detail"] = "skipped-trace", str(e)
    except Exception as e:  # report, do not take the whole run down
        res["status"], res["detail"] = "error", "%s: %s" % (
            type(e).__name__, e)
    finally:
        if not a.keep_work:
            shutil.rmtree(d, ignore_errors=True)
    res["elapsed"] = time.time() - start
    return res


# The -mcpu per target (--mcpu; by default rkifc.targets'): the benchmark
# measures one CPU per target.
MCPU = {tg: DEFAULT_MCPU[tg] for tg in TARGETS}


def config(target):
    """difftest's build configuration for target at its -mcpu."""
    return difftest.Config(target, MCPU[target], "O2", False)


def build(t, target, prog, opt, extra, base):
    """difftest's build -> (object file or None, error text); it may
    return more (compile time), which we do not need."""
    r = t.build(config(target), prog, opt, extra, base)
    return r[0], r[1]


def _measure(t, a, target, prog, d, res):
    if prog.src is None:
        res["status"], res["detail"] = "skipped-build", "csmith failed"
        return
    objs = {}
    census_builds = {} if a.census else None
    for v in VARIANTS:
        extra = list(t.variants.get(v, []))
        if a.census:
            # -g for the source lines (the code does not change), and
            # rkifc's remarks for its verdicts.
            extra += ["-g"] + ([] if v == "stock" else [
                "-fsave-optimization-record",
                "-foptimization-record-file=" + os.path.join(d, v + ".yaml"),
                "-foptimization-record-passes=rk-ifcvt"])
        obj, err = build(t, target, prog, "O2", extra, os.path.join(d, v))
        if obj is None:
            if v == "stock":
                res["status"] = "skipped-build"
                res["detail"] = "stock: " + difftest.tail(err, 3)
            else:
                res["status"] = "CRASH"
                res["detail"] = "%s: %s" % (v, difftest.head_tail(err))
            return
        objs[v] = obj
    shift = 1 if target == "thumb" else 2
    ref = None
    cache = {}  # object bytes -> (variant, numbers)
    for v in VARIANTS:
        obj = objs[v]
        exe = obj[:-2] + ".exe"
        with open(obj, "rb") as f:
            code = f.read()
        vr = {"size": code_size(obj),
              "static_br": static_branches(a.objdump, obj, target),
              "same_as": None}
        ranges = None if a.scope == "all" else code_ranges(obj, exe)
        if census_builds is not None:
            census_builds[v] = {"exe": exe, "ranges": ranges,
                                "per_branch": {}, "remarks": os.path.join(
                                    d, v + ".yaml")}
        if code in cache:
            # Byte-identical object: identical executable and trace.
            same, numbers = cache[code]
            vr.update(numbers)
            vr["same_as"] = same
            res["variants"][v] = vr
            if census_builds is not None:
                census_builds[v]["per_branch"] = census_builds[same][
                    "per_branch"]
            continue
        cmd = t.run_cmd(config(target), exe)
        out_path = os.path.join(d, v + ".out")
        if a.tracer in ("plugin", "check"):
            status, out, st = plugintrace.plugin_run(
                target, cmd, exe, ranges, a.timeout,
                Predictor(a.bht_entries, shift), out_path, a.objdump, d,
                census_builds[v]["per_branch"] if census_builds is not None
                else None)
        if a.tracer in ("log", "check"):
            max_tbs = a.max_tbs if ref is None else max(
                a.max_tbs, 3 * ref[2]["tbs"] + 100000)
            logged = traced_run(target, cmd, ranges, max_tbs, a.timeout,
                                Predictor(a.bht_entries, shift), out_path)
            if a.tracer == "check":
                # The numbers the tables show; the count of blocks is the
                # tracers' own (qemu forms blocks differently with nochain).
                differs = [k for k in ("dyn", "dyn_br", "miss")
                           if st[k] != logged[2][k]]
                if differs or (status, out) != logged[:2]:
                    res["status"] = "tracers-differ"
                    res["detail"] = "%s: %s" % (v, ", ".join(
                        "%s plugin %d log %d" % (k, st[k], logged[2][k])
                        for k in differs) or "outputs")
                    return
            status, out, st = logged
        if ref is None:
            ref = (status, out, st)
            wrong = check_reference(t, target, prog, exe, a.timeout)
            if wrong:
                res["status"], res["detail"] = "stock-wrong", wrong
                return
        elif (status, out) != ref[:2]:
            # Is it the program's undefined behaviour? Then stock -O0 and
            # -O2 disagree too (difftest's stock-bug).
            o0, _ = build(t, target, prog, "O0", [], os.path.join(d, "O0"))
            o0out = o0 and t.execute(config(target), o0[:-2] + ".exe", a.timeout)
            if o0out is not None and o0out != (ref[0], ref[1]):
                res["status"] = "stock-bug"
                res["detail"] = "stock -O0 and -O2 outputs differ"
            else:
                res["status"] = "MISMATCH"
                res["detail"] = "%s: %s" % (v, difftest.describe_diff(
                    (ref[0], ref[1]), (status, out)))
            return
        numbers = {"dyn": st["dyn"], "dyn_br": st["dyn_br"],
                   "miss": st["miss"], "tbs": st["tbs"],
                   "trace_warnings": st["bad"]}
        vr.update(numbers)
        cache[code] = (v, numbers)
        res["variants"][v] = vr
    if census_builds is not None:
        res["census"] = census.program_census(a.symbolizer, census_builds,
                                              1 << shift)
    if a.time_passes:
        ll = os.path.join(d, "prog.ll")
        cc = t.compile_cmd(config(target), prog, "O2", [], ll)
        cc[cc.index("-c")] = "-S"
        p = subprocess.run(cc + ["-emit-llvm"], capture_output=True,
                           text=True)
        if p.returncode != 0:
            raise RuntimeError("clang -emit-llvm failed: " +
                               difftest.tail(p.stderr, 3))
        for v in ("rkifc", "force"):
            try:
                rk, total = time_passes(a.llc, t.plugin, ll, target, v)
            except RuntimeError as e:
                # Not worth losing the program's other numbers for.
                res["detail"] += "%s -time-passes: %s; " % (v, e)
                continue
            res["variants"][v]["rk_time"] = rk
            res["variants"][v]["llc_time"] = total


def check_reference(t, target, prog, exe, timeout):
    """For a test-suite program, what stock's build gets wrong against the
    test-suite's reference output (stdout and stderr, as the test-suite
    reads them, in a run without tracing), or None. A program stock gets
    wrong under qemu says nothing about rkifc: it is left out."""
    if not hasattr(prog, "check"):
        return None
    try:
        p = subprocess.run(t.run_cmd(config(target), exe),
                           stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                           timeout=timeout, cwd=os.path.dirname(prog.src))
    except subprocess.TimeoutExpired:
        return "stock timed out without tracing"
    why = prog.check(p.returncode, p.stdout.decode("latin-1"))
    return why and "stock against the reference output: " + why


# ---- report -----------------------------------------------------------------
METRICS = (  # key, column title, lower is better
    ("static_br", "static cond. br."),
    ("size", ".text bytes"),
    ("dyn", "dyn. insns"),
    ("dyn_br", "dyn. cond. br."),
    ("miss", "mispredicts"),
    ("cycles", "est. cycles"),
)


def unit_name(target):
    return "packets" if target == "hexagon" else "insns"


def metric_title(key, target):
    title = dict(METRICS)[key]
    return title.replace("insns", unit_name(target))


def pct(new, old):
    if old == 0:
        return "n/a" if new else "0.0%"
    return "%+.1f%%" % (100.0 * (new - old) / old)


def fmt_int(n):
    return "{:,}".format(n)


def add_cycles(results, penalty):
    for r in results:
        if r["status"] != "ok":
            continue
        p = penalty[r["target"]]
        for vr in r["variants"].values():
            vr["cycles"] = vr["dyn"] + p * vr["miss"]


def ok_rows(results, target):
    """The measured programs of one target: kernels by name, then csmith
    programs by seed."""
    rows = [r for r in results if r["target"] == target and
            r["status"] == "ok"]
    rows.sort(key=lambda r: (r["program"].startswith("seed"),
                             r["program"].startswith("seed") and
                             int(r["program"].split()[1]),
                             r["program"]))
    return rows


def totals(rows):
    tot = {v: {k: 0 for k, _ in METRICS} for v in VARIANTS}
    for r in rows:
        for v in VARIANTS:
            for k, _ in METRICS:
                tot[v][k] += r["variants"][v][k]
    return tot


def short_name(name):
    return name.replace("kernel ", "").replace(".c", "").replace(
        "seed ", "csmith-")


def write_calibration(w, out):
    """The cost model's figure of merit, from the last profile-bench.py run
    into the same directory (calibration.json), if there is one."""
    try:
        with open(os.path.join(out, "calibration.json")) as f:
            cal = json.load(f)
    except (OSError, ValueError):
        return
    w("## How well the cost model predicts")
    w("")
    w("From the last `scripts/profile-bench.py` run into this directory "
      "(%s, plugin `%s`; table and plot in [profiles.md](profiles.md)): "
      "per rkifc or force build that converted a region, the saving the "
      "model predicted against the one measured, in %% of stock's "
      "estimated cycles. The overheads behind the predictions are fitted "
      "on held-out programs: [overheads.txt](overheads.txt)." %
      (cal.get("date", "?"), cal.get("plugin", "?")))
    w("")
    w("| target | builds | rank correlation (Spearman) | mean absolute "
      "error (points) | with predictability measured: builds, rank "
      "correlation, error |")
    w("|---|---:|---:|---:|---|")
    for tg, c in sorted(cal.get("targets", {}).items()):
        m = c.get("measured")
        w("| %s | %d | %.2f | %.1f | %s |" % (
            tg, c["builds"], c["spearman"], c["mae"],
            "%d, %.2f, %.1f" % (m["builds"], m["spearman"], m["mae"])
            if m else "not measured"))
    w("")


def write_markdown(path, results, targets, a, info):
    L = []
    w = L.append
    w("# rkifc benchmark results")
    w("")
    w("Generated by `scripts/bench.py` (see [../benchmark.md]"
      "(../benchmark.md) for what the columns mean).")
    w("")
    w("* date: %s; commit: %s%s" % (info["date"], info["commit"],
                                     " (uncommitted changes in the tree)"
                                     if info["dirty"] else ""))
    w("* plugin: `%s` (%s)" % (info["plugin"], info["plugin_mtime"]))
    w("* command: `%s`" % info["command"])
    w("* predictor: bimodal, 2-bit saturating counters, %s, initial state "
      "weakly not-taken" % ("one per branch address" if not a.bht_entries
                             else "%d-entry table" % a.bht_entries))
    w("* dynamic counts: %s" % (
        "the program's own code only (not crt0/libc)" if a.scope ==
        "program" else "everything executed, libc and start code included"))
    mcpu = info.get("mcpu", DEFAULT_MCPU)
    other = [tg for tg in targets
             if mcpu.get(tg, DEFAULT_MCPU[tg]) != DEFAULT_MCPU[tg]]
    if other:
        w("* -mcpu: %s (others: the target's default)" % ", ".join(
            "%s %s" % (tg, mcpu[tg]) for tg in other))

    def source(tg):
        if a.penalty[tg] != DEFAULT_PENALTY[tg]:
            return "--penalty"
        if tg in other:
            return "the default CPU's, not %s's" % mcpu[tg]
        return PENALTY_SOURCE[tg]
    w("* estimated cycles = dynamic instructions (Hexagon: packets) + "
      "penalty x mispredictions; penalties: %s" % "; ".join(
          "%s %d (%s)" % (tg, a.penalty[tg], source(tg)) for tg in targets))
    w("* run time: %.0f s" % info["elapsed"])
    w("")
    write_calibration(w, os.path.dirname(os.path.abspath(path)))
    bad = [r for r in results if r["status"] in ("MISMATCH", "CRASH")]
    if bad:
        w("## MISCOMPILES / CRASHES")
        w("")
        for r in bad:
            w("* **%s** on %s: %s: %s" % (r["status"], r["target"],
                                          r["program"], r["detail"]
                                          .replace("\n", " ")))
        w("")
    for tg in targets:
        rows = ok_rows(results, tg)
        w("## %s" % tg)
        w("")
        if not rows:
            w("No program measured.")
            w("")
            continue
        tot = totals(rows)
        w("Totals over %d programs (penalty %d):" % (len(rows),
                                                      a.penalty[tg]))
        w("")
        w("| metric | stock | rkifc | Δ rkifc | force | Δ force |")
        w("|---|---:|---:|---:|---:|---:|")
        for k, _ in METRICS:
            s, rr, f = (tot[v][k] for v in VARIANTS)
            w("| %s | %s | %s | %s | %s | %s |" % (
                metric_title(k, tg), fmt_int(s), fmt_int(rr), pct(rr, s),
                fmt_int(f), pct(f, s)))
        gm = {}
        for v in ("rkifc", "force"):
            logs = [math.log(r["variants"][v]["cycles"] /
                             r["variants"]["stock"]["cycles"])
                    for r in rows if r["variants"]["stock"]["cycles"]]
            gm[v] = "%+.1f%%" % (100 * (math.exp(sum(logs) / len(logs)) - 1)) \
                if logs else "n/a"
        w("| est. cycles, geometric mean of per-program ratios | | | %s | "
          "| %s |" % (gm["rkifc"], gm["force"]))
        cells = {}
        for v in ("rkifc", "force"):
            ts = [r["variants"][v] for r in rows
                  if "rk_time" in r["variants"][v]]
            if not ts:
                continue
            rk = sum(x["rk_time"] for x in ts)
            llc = sum(x["llc_time"] for x in ts)
            cells[v] = "%.2f%% (%.3f s of %.2f s%s)" % (
                100 * rk / llc if llc else 0, rk, llc,
                "" if len(ts) == len(rows) else
                "; %d programs" % len(ts))
        if cells:
            w("| rk-ifcvt share of llc CPU time | | %s | | %s | |" % (
                cells.get("rkifc", "n/a"), cells.get("force", "n/a")))
        w("")
        # Sensitivity of the total to the penalty, and break-even.
        s, rr, f = (tot[v] for v in VARIANTS)
        sens = []
        for p in sorted({3, a.penalty[tg], 20}):
            cs, cr, cf = (x["dyn"] + p * x["miss"] for x in (s, rr, f))
            sens.append("penalty %d: rkifc %s, force %s" % (
                p, pct(cr, cs), pct(cf, cs)))
        w("Total estimated cycles vs stock at other penalties: %s." %
          "; ".join(sens))
        for v, x in (("rkifc", rr), ("force", f)):
            dm, di = s["miss"] - x["miss"], x["dyn"] - s["dyn"]
            if dm > 0 and di > 0:
                w("%s breaks even with stock at a penalty of %.1f cycles "
                  "(it adds %s %s and saves %s mispredictions)." % (
                      v, di / dm, fmt_int(di), unit_name(tg),
                      fmt_int(dm)))
        w("")
        worse = []
        for r in rows:
            for v in ("rkifc", "force"):
                c0 = r["variants"]["stock"]["cycles"]
                c1 = r["variants"][v]["cycles"]
                if c0 and (c1 - c0) / c0 > 0.02:
                    worse.append("%s (%s %s)" % (short_name(r["program"]),
                                                 v, pct(c1, c0)))
        w("Programs whose estimated cycles got worse by more than 2%%: %s." %
          (", ".join(worse) if worse else "none"))
        w("")
        w("Per program: each cell is stock / rkifc / force; `=` means the "
          "object file is byte-identical to stock's. Δ = estimated cycles "
          "vs stock.")
        w("")
        w("| program | static br. | .text bytes | dyn. %s | dyn. br. | "
          "mispredicts | est. cycles (stock) | Δ rkifc | Δ force | "
          "rk-ifcvt %% of llc |" % unit_name(tg))
        w("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|")

        def cell(vs, k):
            out = []
            for v in VARIANTS:
                x = vs[v]
                out.append("=" if v != "stock" and x["same_as"] == "stock"
                           else fmt_int(x[k]))
            return " / ".join(out)

        for r in rows + [None]:
            vs = r["variants"] if r else tot
            name = short_name(r["program"]) if r else "**TOTAL**"
            if r is None:
                vs = {v: dict(tot[v], same_as=None) for v in VARIANTS}
            c0 = vs["stock"]["cycles"]
            share = ""
            if r and "rk_time" in vs["rkifc"]:
                llc = vs["rkifc"]["llc_time"]
                share = "%.1f%%" % (100 * vs["rkifc"]["rk_time"] / llc) \
                    if llc else ""
            w("| %s | %s | %s | %s | %s | %s | %s | %s | %s | %s |" % (
                name, cell(vs, "static_br"), cell(vs, "size"),
                cell(vs, "dyn"), cell(vs, "dyn_br"), cell(vs, "miss"),
                fmt_int(c0), pct(vs["rkifc"]["cycles"], c0),
                pct(vs["force"]["cycles"], c0), share))
        w("")
        skipped = [r for r in results if r["target"] == tg and
                   r["status"] not in ("ok", "MISMATCH", "CRASH")]
        if skipped:
            w("Not measured on %s: %s." % (tg, "; ".join(
                "%s (%s: %s)" % (short_name(r["program"]), r["status"],
                                 r["detail"].splitlines()[0]
                                 if r["detail"] else "")
                for r in skipped)))
            w("")
        warn = sum(vr.get("trace_warnings", 0) for r in rows
                   for vr in r["variants"].values())
        if warn:
            w("Trace warning: %d conditional branches were found inside "
              "(not at the end of) a translation block; their outcomes "
              "were not counted." % warn)
            w("")
    with open(path, "w") as f:
        f.write("\n".join(L))


def plot_with_system_python(script, js, outdir, extra=()):
    """When this python3 cannot import matplotlib: the python3 first on
    PATH may not be the system one, which has Debian's python3-matplotlib,
    so let that one run `script --plot-from js --out outdir`. True if it
    drew."""
    system = "/usr/bin/python3"
    if not (os.path.isfile(system) and os.path.isfile(js)) or \
            os.path.realpath(sys.executable) == os.path.realpath(system):
        return False
    p = subprocess.run([system, os.path.abspath(script), "--plot-from", js,
                        "--out", outdir] + list(extra))
    return p.returncode == 0


def write_plot(outdir, results, targets):
    try:
        import matplotlib
        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        if plot_with_system_python(os.path.join(SCRIPTS, "bench.py"),
                                   os.path.join(outdir, "results.json"),
                                   outdir):
            return [os.path.join(outdir, "cycles." + e)
                    for e in ("png", "svg")]
        log("matplotlib not available (apt-get install python3-matplotlib)"
            "; no plot written")
        return []
    fig, axes = plt.subplots(len(targets), 1, squeeze=False,
                             figsize=(12, 3.6 * len(targets)))
    for ax, tg in zip(axes[:, 0], targets):
        rows = ok_rows(results, tg)
        names = [short_name(r["program"]) for r in rows] + ["TOTAL"]
        vals = {v: [] for v in ("rkifc", "force")}
        for r in rows:
            c0 = r["variants"]["stock"]["cycles"]
            for v in vals:
                vals[v].append(100.0 * r["variants"][v]["cycles"] / c0
                               if c0 else 100.0)
        if rows:
            tot = totals(rows)
            for v in vals:
                vals[v].append(100.0 * tot[v]["cycles"] /
                               tot["stock"]["cycles"])
        x = list(range(len(names)))
        wdt = 0.38
        # Bars grow from 100% (stock): up is worse, down is better.
        for off, v, label, color in ((-wdt / 2, "rkifc", "rkifc",
                                      "#4878cf"),
                                     (wdt / 2, "force", "rkifc force",
                                      "#d65f5f")):
            ax.bar([i + off for i in x], [y - 100 for y in vals[v]], wdt,
                   bottom=100, label=label, color=color)
            if vals[v]:
                ax.annotate("%.1f" % vals[v][-1], (x[-1] + off, vals[v][-1]),
                            ha="center", va="bottom" if vals[v][-1] >= 100
                            else "top", fontsize=7)
        ax.axhline(100, color="black", linewidth=0.8)
        ax.set_xticks(x)
        ax.set_xticklabels(names, rotation=60, ha="right", fontsize=8)
        ax.set_ylabel("est. cycles, % of stock")
        ax.set_title("%s: estimated cycles relative to stock -O2 "
                     "(lower is better)" % tg)
        if names:
            lo = min([100] + vals["rkifc"] + vals["force"])
            hi = max([100] + vals["rkifc"] + vals["force"])
            pad = max(2.0, (hi - lo) * 0.1)
            ax.set_ylim(lo - pad, hi + pad)
        ax.legend(fontsize=8, loc="best")
        ax.grid(axis="y", alpha=0.3)
    fig.tight_layout()
    files = []
    for ext in ("png", "svg"):
        p = os.path.join(outdir, "cycles." + ext)
        fig.savefig(p, dpi=110)
        files.append(p)
    plt.close(fig)
    return files


# ---- main -------------------------------------------------------------------
def git(*args):
    p = subprocess.run(["git", "-C", REPO] + list(args), capture_output=True,
                       text=True)
    return p.stdout.strip() if p.returncode == 0 else "?"


def penalties(base, specs):
    """base updated with --penalty TARGET=N specs."""
    pen = dict(base)
    for spec in specs:
        tg, _, n = spec.partition("=")
        if tg not in TARGETS or not n.isdigit():
            die("bad --penalty %s (want TARGET=N)" % spec)
        pen[tg] = int(n)
    return pen


def main():
    ap = argparse.ArgumentParser(
        description="Benchmark rkifc: static and dynamic branch counts, "
        "code size, mispredictions and estimated cycles of stock clang "
        "-O2 vs rkifc (default, force) under qemu.")
    ap.add_argument("--target", action="append", default=[],
                    help="hexagon, arm, thumb or all (repeatable, or a comma "
                    "list); default all")
    ap.add_argument("--kernels", default=os.path.join(
        REPO, "test", "Exec", "kernels"), metavar="DIR",
        help="hand-written kernels (*.c) to include (default %(default)s)")
    ap.add_argument("--no-kernels", action="store_true",
                    help="leave the kernels out")
    ap.add_argument("--seeds", default=DEFAULT_SEEDS,
                    help="csmith seeds (difftest syntax: 1-20,35); "
                    "default: the fixed corpus %(default)s; '' for none")
    ap.add_argument("--csmith-flags", default=CSMITH_FLAGS,
                    help="csmith options (default: %(default)s)")
    ap.add_argument("--test-suite", metavar="DIR",
                    help="also measure the C programs of SingleSource/"
                    "Benchmarks in this checkout of the LLVM test-suite, "
                    "checked against its reference outputs (scripts/"
                    "testsuite.py says which)")
    ap.add_argument("--program", action="append", default=[],
                    metavar="FILE", help="also measure this C file")
    ap.add_argument("--only", action="append", default=[], metavar="GLOB",
                    help="measure only programs whose name (nested_if, "
                    "csmith-17, ...) matches GLOB (repeatable)")
    ap.add_argument("--penalty", action="append", default=[],
                    dest="penalty_specs", metavar="TARGET=N",
                    help="misprediction penalty in cycles (defaults: %s)" %
                    ", ".join("%s=%d" % kv for kv in
                              DEFAULT_PENALTY.items()))
    ap.add_argument("--mcpu", action="append", default=[],
                    dest="mcpu_specs", metavar="TARGET=CPU",
                    help="build for CPU instead of the target's default "
                    "(e.g. arm=cortex-a57); give its --penalty too, the "
                    "defaults are the default CPUs'")
    ap.add_argument("--bht-entries", type=int, default=0, metavar="N",
                    help="predictor table size (0 = one counter per branch "
                    "address, the default)")
    ap.add_argument("--scope", choices=("program", "all"),
                    default="program",
                    help="count dynamic events in the program's own code "
                    "(default) or everywhere (libc, start code)")
    ap.add_argument("--tracer", choices=("auto", "plugin", "log", "check"),
                    default="auto",
                    help="plugin: qemu with build/tools/libqemu-branch-"
                    "trace.so (fast); log: qemu's text log read by Python "
                    "(slow, limited by --max-tbs); check: both, and a "
                    "program whose numbers differ is 'tracers-differ'; auto "
                    "(default): the plugin when it is built")
    ap.add_argument("--census", action="store_true",
                    help="also write the misprediction census (census.md, "
                    "census.json, census.png in --out): every mispredicted "
                    "branch of stock's builds and what rkifc did with it "
                    "(scripts/census.py); needs the plugin tracer")
    ap.add_argument("--max-tbs", type=int, default=3000000,
                    help="skip a program whose stock trace has more "
                    "translation blocks than this (default %(default)s)")
    ap.add_argument("--timeout", type=float, default=60.0,
                    help="per traced qemu run, seconds (default "
                    "%(default)s)")
    ap.add_argument("--no-time-passes", dest="time_passes",
                    action="store_false",
                    help="skip the llc -time-passes measurement")
    ap.add_argument("--plugin", default=default_plugin())
    ap.add_argument("--out", default=os.path.join(REPO, "docs", "bench"),
                    help="where results.md/.json and cycles.png/.svg go "
                    "(default %(default)s)")
    ap.add_argument("--no-plot", action="store_true")
    ap.add_argument("--jobs", "-j", type=int, default=os.cpu_count() or 1)
    ap.add_argument("--compile-timeout", type=int, default=300)
    ap.add_argument("--llvm-bin", default=LLVM_BIN)
    ap.add_argument("--keep-work", action="store_true",
                    help="keep all builds and outputs (path printed)")
    ap.add_argument("--from-json", metavar="JSON",
                    help="measure nothing: rewrite the tables and the plot "
                    "from an earlier results.json (e.g. with other "
                    "--penalty values)")
    ap.add_argument("--plot-from", metavar="JSON", help=argparse.SUPPRESS)
    a = ap.parse_args()
    if a.from_json:
        with open(a.from_json) as f:
            old = json.load(f)
        a.penalty = penalties(old["penalty"], a.penalty_specs)
        a.bht_entries, a.scope = old["bht_entries"], old["scope"]
        res = old["results"]
        tgs = [t for t in TARGETS if any(r["target"] == t for r in res)]
        return report(a, res, tgs, old["info"])
    if a.plot_from:  # internal: see write_plot
        with open(a.plot_from) as f:
            res = json.load(f)["results"]
        tgs = [t for t in TARGETS if any(r["target"] == t for r in res)]
        os.makedirs(a.out, exist_ok=True)
        return 0 if write_plot(a.out, res, tgs) else 1

    targets = difftest.parse_targets(a.target)
    if a.tracer == "auto":
        a.tracer = "plugin" if plugintrace.available() else "log"
    elif a.tracer in ("plugin", "check") and not plugintrace.available():
        die("no %s: build it (scripts/build.sh) or use --tracer "
                     "log" % plugintrace.PLUGIN)
    a.penalty = penalties(DEFAULT_PENALTY, a.penalty_specs)
    for spec in a.mcpu_specs:
        tg, _, cpu = spec.partition("=")
        if tg not in TARGETS or not cpu:
            die("bad --mcpu %s (want TARGET=CPU)" % spec)
        MCPU[tg] = cpu
    if a.census and "hexagon" in difftest.parse_targets(a.target):
        log("--census builds with -g, and stock LLVM's Hexagon scheduler "
            "changes stock's code with -g (rkifc's debug shelter keeps its "
            "own): Hexagon's cycles in this run are those of -g builds; "
            "measure them without --census")
    if a.census and a.tracer != "plugin":
        die("--census needs the plugin tracer (--tracer plugin, "
                     "and build/tools/libqemu-branch-trace.so built)")
    a.llc = os.path.join(a.llvm_bin, "llc")
    a.objdump = os.path.join(a.llvm_bin, "llvm-objdump")
    a.symbolizer = os.path.join(a.llvm_bin, "llvm-symbolizer")
    for tool in (a.llc, a.objdump, a.symbolizer):
        if not os.path.isfile(tool):
            die("required tool not found: " + tool)

    start = time.time()
    a.work = tempfile.mkdtemp(prefix="bench-work-")
    # What difftest.Tester reads from its arguments.
    a.keep = None
    a.cflags = ""
    a.variants = ",".join(VARIANTS)
    a.custom_variant = []
    a.always_run = False
    t = difftest.Tester(a)
    try:
        seeds = difftest.parse_seeds(a.seeds) if a.seeds else []
    except ValueError as e:
        die("bad --seeds: %s" % e)
    try:
        return run(t, a, targets, seeds, start)
    finally:
        if a.keep_work:
            log("work directory kept: " + a.work)
        else:
            shutil.rmtree(a.work, ignore_errors=True)


def run(t, a, targets, seeds, start):
    global TESTER, OPTS
    t.check_tools(targets, bool(seeds))
    t.setup_variants()
    if "force" in t.unavailable:
        die("the plugin has no -rk-ifcvt-force")
    if "hexagon" in targets:
        t.build_hexagon_runtime(MCPU["hexagon"])
    progs = []
    if not a.no_kernels:
        progs += t.kernel_programs(a.kernels)
    for f in a.program:
        if not os.path.isfile(f):
            die("no such program: " + f)
        with open(f, errors="replace") as fh:
            is_csmith = "csmith.h" in fh.read()
        progs.append(difftest.Program("file " + os.path.basename(f),
                                      os.path.abspath(f), is_csmith))
    if seeds:
        progs += t.csmith_programs(seeds)
    if a.test_suite:
        progs += testsuite.programs_for(a.test_suite, die)
    else:
        log("no --test-suite DIR: the bundled corpus only (git clone "
            "--depth 1 https://github.com/llvm/llvm-test-suite DIR adds the "
            "corpus LLVM changes are judged by; docs/benchmark.md)")
    if a.only:
        progs = [p for p in progs if any(
            fnmatch.fnmatch(short_name(p.name), g) for g in a.only)]
    if not progs:
        die("no programs selected")
    log("targets %s; %d programs; jobs %d; plugin %s" % (
        ",".join(targets), len(progs), a.jobs, t.plugin_origin))

    TESTER, OPTS = t, a
    work = [(tg, p) for p in progs for tg in targets]
    # Slow first: Hexagon builds of csmith programs.
    work.sort(key=lambda w: (not w[1].is_csmith, w[0] != "hexagon"))
    results = []
    with concurrent.futures.ProcessPoolExecutor(a.jobs) as ex:
        futs = [ex.submit(measure, tg, p) for tg, p in work]
        try:
            for fut in concurrent.futures.as_completed(futs):
                r = fut.result()
                results.append(r)
                line = "[%s] %s: %s (%.1fs)" % (r["target"], r["program"],
                                                r["status"], r["elapsed"])
                if r["detail"]:
                    line += ": " + r["detail"].replace("\n", "\n    ")
                print(line, flush=True)
        except KeyboardInterrupt:
            ex.shutdown(wait=False, cancel_futures=True)
            log("interrupted")
            return 130
    elapsed = time.time() - start
    info = {
        "date": datetime.date.today().isoformat(),
        "commit": git("rev-parse", "--short", "HEAD"),
        "dirty": bool(git("status", "--porcelain", "--untracked-files=no")),
        "plugin": os.path.relpath(t.plugin_origin, REPO),
        "plugin_mtime": time.strftime(
            "built %Y-%m-%d %H:%M", time.localtime(
                os.path.getmtime(t.plugin))),
        "command": " ".join(["scripts/bench.py"] +
                            [shlex.quote(x) for x in sys.argv[1:]]),
        "elapsed": elapsed,
        "mcpu": {tg: MCPU[tg] for tg in targets},
    }
    status = report(a, results, targets, info)
    log("time %.0fs" % elapsed)
    return status


def report(a, results, targets, info):
    """Write results.md, results.json and the plot; summary on stdout."""
    add_cycles(results, a.penalty)
    os.makedirs(a.out, exist_ok=True)
    md = os.path.join(a.out, "results.md")
    write_markdown(md, results, targets, a, info)
    with open(os.path.join(a.out, "results.json"), "w") as f:
        json.dump({"info": info, "penalty": a.penalty,
                   "bht_entries": a.bht_entries, "scope": a.scope,
                   "results": sorted(results, key=lambda r: (
                       r["target"], r["program"]))}, f, indent=1)
    files = [] if a.no_plot else write_plot(a.out, results, targets)
    if getattr(a, "census", False):
        files += census.write_report(a.out, results, targets, a.penalty, info)
    for tg in targets:
        rows = ok_rows(results, tg)
        if not rows:
            continue
        tot = totals(rows)
        c = [tot[v]["cycles"] for v in VARIANTS]
        log("%s: %d programs; est. cycles stock %s, rkifc %s (%s), "
            "force %s (%s)" % (tg, len(rows), fmt_int(c[0]), fmt_int(c[1]),
                               pct(c[1], c[0]), fmt_int(c[2]),
                               pct(c[2], c[0])))
    log("wrote %s" % ", ".join(os.path.relpath(p, REPO)
                               for p in [md] + files))
    failed = [r for r in results if r["status"] in ("MISMATCH", "CRASH")]
    for r in failed:
        log("%s on %s: %s: %s" % (r["status"], r["target"], r["program"],
                                  r["detail"]))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
