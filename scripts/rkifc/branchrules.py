#!/usr/bin/env python3
"""Which instructions are conditional branches, and where they go: the
rules both tracers of scripts/bench.py apply, to qemu's log (bench.py)
and to llvm-objdump's output (plugintrace.py). Python 3 standard library
only.
"""

import re


class TraceTooLarge(Exception):
    """A traced run over its budget (blocks or seconds)."""


ARM_CONDS = ("eq", "ne", "cs", "hs", "cc", "lo", "mi", "pl", "vs", "vc",
             "hi", "ls", "ge", "lt", "gt", "le")
ARM_COND_BRANCH = re.compile(r"^(?:b|bl|bx|blx)(?:%s)$" % "|".join(ARM_CONDS))
# Instructions that write the pc as a side effect; conditional when their
# mnemonic carries a condition suffix.
ARM_PC_WRITERS = ("pop", "ldm", "ldmia", "ldmib", "ldmda", "ldmdb", "ldmfd",
                  "ldmea", "ldr", "mov")
HEX_COND_BRANCH = re.compile(
    r"\bif\s*\(.*\)\s*(?:jump|jumpr|call|callr)\b|"
    r"\bif\s*\(.*\).*\bdealloc_return\b", re.I)
HEX_PC_REL = re.compile(r"\b(?:jump|call)\S*\s+PC\+#*(-?\d+)", re.I)
HEX_ABS = re.compile(r"\b(?:jump|call)\S*\s+(?:#*)(0x[0-9a-f]+)", re.I)


def arm_mnemonic(mn):
    mn = mn.lower()
    for suffix in (".w", ".n"):
        if mn.endswith(suffix):
            return mn[:-len(suffix)]
    return mn


def arm_is_cond_branch(mn, ops):
    """A conditional branch in ARM or Thumb2 assembly (as llvm-objdump
    and qemu's capstone print it): b<cc>, bl<cc>, bx<cc>, blx<cc>,
    cbz/cbnz, and pop/ldm/ldr/mov<cc> that write the pc."""
    mn = arm_mnemonic(mn)
    if mn in ("cbz", "cbnz") or ARM_COND_BRANCH.match(mn):
        return True
    if mn[-2:] in ARM_CONDS and mn[:-2] in ARM_PC_WRITERS:
        ops = ops.lower()
        if mn.startswith(("pop", "ldm")):
            return re.search(r"\bpc\b", ops) is not None
        return re.match(r"pc\b", ops) is not None
    return False


def arm_target(ops):
    m = re.search(r"#(0x[0-9a-f]+)\s*$", ops.strip(), re.I)
    return int(m.group(1), 16) if m else None


def hex_cond_branches(text):
    """The conditional control transfers in a line of Hexagon assembly
    (one word; a duplex holds two instructions separated by ';')."""
    return [i for i in text.split(";") if HEX_COND_BRANCH.search(i)]
