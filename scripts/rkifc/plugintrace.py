#!/usr/bin/env python3
"""bench.py's fast tracer: qemu with the TCG plugin tools/qemu-branch-trace.c.

bench.traced_run folds qemu's text log in Python (about 200,000
translation blocks a second). plugin_run gives the same numbers (checked
against it: scripts/bench.py --tracer check) with the fold done inside
qemu, as fast as qemu runs: the programs of the LLVM test-suite, tens of
millions of blocks each, are measured in seconds.

The plugin cannot read disassembly, so branch_table finds the
executable's conditional branches in llvm-objdump's output with the rules
bench.py applies to qemu's log, and the plugin reads the outcome of each
from the address of the next block, as traced_run does. Python 3
standard library only.
"""

import os
import re
import subprocess

from rkifc import branchrules as rules

from rkifc.toolchain import REPO  # noqa: E402
PLUGIN = os.path.join(os.environ.get("RKIFC_BUILD_DIR",
                                     os.path.join(REPO, "build")),
                      "tools", "libqemu-branch-trace.so")

_LINE = re.compile(r"^\s*([0-9a-f]+):\s*(.*)$")
_RAW = re.compile(r"^(?:[0-9a-f]{2}|[0-9a-f]{4}|[0-9a-f]{8})$")
_DIRECT = re.compile(r"(?:^|[\s,])0x([0-9a-f]+)\s*(?:<|$)")


def available():
    return os.path.isfile(PLUGIN)


def branch_table(objdump, exe, target):
    """[(pc, target or 0, fall-through, address)] of the executable's
    conditional branches (Hexagon: pc and fall-through of their packet,
    and the address of the jump inside it; elsewhere address is pc)."""
    p = subprocess.run([objdump, "-d", exe], capture_output=True, text=True)
    if p.returncode != 0:
        raise RuntimeError("llvm-objdump failed: " + p.stderr[-300:])
    lines = [m.groups() for m in map(_LINE.match, p.stdout.splitlines())
             if m]
    if target == "hexagon":
        return _hexagon_branches(lines)
    return _arm_branches(lines)


def _arm_branches(lines):
    rows = []
    for addr, rest in lines:
        parts = rest.split("\t")
        raw = parts[0].split()
        if len(parts) < 2 or not raw or not all(map(_RAW.match, raw)):
            continue
        size = sum(len(r) for r in raw) // 2
        mn = parts[1].strip()
        ops = " ".join(parts[2:]).split("@")[0].strip()
        if not rules.arm_is_cond_branch(mn, ops):
            continue
        pc = int(addr, 16)
        m = _DIRECT.search(ops)
        direct = rules.arm_mnemonic(mn) in ("cbz", "cbnz") or \
            rules.ARM_COND_BRANCH.match(rules.arm_mnemonic(mn))
        rows.append((pc, int(m.group(1), 16) if m and direct else 0,
                     pc + size, pc))
    return rows


def _hexagon_branches(lines):
    packets = []  # [start, end, [(address, text)]]
    for addr, rest in lines:
        parts = rest.split("\t")
        if len(parts) < 3:
            continue
        pc = int(addr, 16)
        if "{" in parts[1] or not packets:
            packets.append([pc, pc + 4, []])
        packets[-1][1] = pc + 4
        # A duplex holds two instructions, the second after a tab.
        text = " ".join(parts[2:])
        packets[-1][2].append((pc, text.replace("{", "").replace("}", "")))
    rows = []
    for start, end, texts in packets:
        for pc, text in texts:
            for insn in rules.hex_cond_branches(text):
                m = rules.HEX_ABS.search(insn)
                rows.append((start, int(m.group(1), 16) if m else 0, end, pc))
    return rows


def plugin_run(target, cmd, exe, ranges, timeout, predictor, out_path,
               objdump, work, per_branch=None, units=None):
    """What bench.traced_run returns, (exit status, stdout, stats), from a
    run under the plugin. cmd is the qemu command line, exe the program it
    runs. With a dict per_branch, also fills it: address of each branch
    that executed (the jump's own, inside a Hexagon packet) -> [executions,
    taken, mispredictions]; with a dict units: address of each instruction
    (Hexagon: packet) of the code in ranges that executed -> executions,
    as traced_run's detail["units"]."""
    table = os.path.join(work, os.path.basename(exe) + ".branches")
    rows = branch_table(objdump, exe, target)
    with open(table, "w") as fh:
        for pc, tgt, fall, _ in rows:
            fh.write("%x %x %x\n" % (pc, tgt, fall))
    results = out_path + ".counts"
    args = ["branches=" + table, "out=" + results,
            "shift=%d" % predictor.shift]
    if per_branch is not None:
        args.append("counts=" + out_path + ".branches")
    if units is not None:
        args.append("units=" + out_path + ".units")
    if hasattr(predictor, "bits"):  # bench.GSharePredictor
        args += ["predictor=gshare", "history=%d" % predictor.bits]
    else:
        args += ["predictor=bimodal", "entries=%d" % predictor.entries]
    if ranges is not None:
        args.append("scope=" + ":".join("%x-%x" % r for r in ranges))
    full = cmd[:1] + ["-plugin", ",".join([PLUGIN] + args)] + cmd[1:]
    with open(out_path, "wb") as out:
        try:
            p = subprocess.run(full, stdout=out, stderr=subprocess.PIPE,
                               timeout=timeout)
        except subprocess.TimeoutExpired:
            raise rules.TraceTooLarge("ran longer than %gs" % timeout)
    try:
        with open(results) as fh:
            counts = dict((k, int(v)) for k, v in
                          (line.split() for line in fh))
    except OSError:
        raise RuntimeError("qemu-branch-trace wrote no counts: " +
                           p.stderr.decode("latin-1")[-300:])
    if per_branch is not None:
        _read_per_branch(out_path + ".branches", rows, per_branch)
    if units is not None:
        # A block translated twice, or overlapping another, has a line of
        # its own for each address: the executions add up.
        with open(out_path + ".units") as fh:
            for line in fh:
                addr, n = line.split()
                addr = int(addr, 16)
                units[addr] = units.get(addr, 0) + int(n)
    with open(out_path, "rb") as f:
        out = f.read().decode("latin-1")
    return p.returncode, out, counts


def _read_per_branch(path, rows, per_branch):
    """The plugin's counts= lines, keyed by each branch's own address (the
    plugin writes them in the table's order: two jumps of one Hexagon
    packet come in the order of the packet)."""
    sites = {}
    for pc, _, _, addr in rows:
        sites.setdefault(pc, []).append(addr)
    seen = {}
    with open(path) as fh:
        for line in fh:
            pc, execs, taken, misses = line.split()
            pc = int(pc, 16)
            n = seen.get(pc, 0)
            seen[pc] = n + 1
            addrs = sites.get(pc, [pc])
            addr = addrs[min(n, len(addrs) - 1)]
            if int(execs):
                per_branch[addr] = [int(execs), int(taken), int(misses)]
