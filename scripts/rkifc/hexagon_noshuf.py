#!/usr/bin/env python3
"""Split Hexagon `:mem_noshuf` packets into two, for the differential tester.

A packet marked `:mem_noshuf` holds a store (slot 1) and a load (slot 0)
that may access the same memory; the ISA has the store take effect first,
so that the load sees it. qemu-hexagon 7.2 sometimes runs such a packet
with the load first (docs/difftest.md, "Hexagon packets"): the same binary
is then wrong under qemu and right on the architecture. Moving the store
into a packet of its own just before the rest gives the same result by
the ISA's definition (the store reads the registers the packet starts
with, the rest of the packet still runs in parallel after it), and takes
the simulator's ordering out of the picture. A program that is wrong with
its packets as LLVM made them and right with them split was run wrongly,
not compiled wrongly.

A packet is left alone (and counted) when splitting could change what it
does: a store whose value is a `.new` operand (its producer is in the
packet), a store that updates its base register (`++`), or a packet with
more or fewer than one store.

  scripts/hexagon_noshuf.py IN.s -o OUT.s      # prints the counts on stderr

Python 3 standard library only.
"""

import argparse
import re
import sys

# A store: memb/memh/memw/memd(...) = value, possibly predicated.
STORE = re.compile(r"^\s*(if\s*\([^)]*\)\s*)?mem[bhwd]\s*\(.*\)\s*=")


def split_packets(text):
    """Returns (new text, packets split, packets left alone)."""
    lines = text.split("\n")
    out = []
    split = kept = 0
    i = 0
    while i < len(lines):
        line = lines[i]
        if line.strip() != "{":
            out.append(line)
            i += 1
            continue
        # Collect the packet up to its closing brace.
        j = i + 1
        while j < len(lines) and not lines[j].strip().startswith("}"):
            j += 1
        if j == len(lines):
            out.extend(lines[i:])
            break
        body, close = lines[i + 1:j], lines[j]
        i = j + 1
        if ":mem_noshuf" not in close:
            out.extend([line] + body + [close])
            continue
        # One instruction per line; a line may hold a duplex ("a; b").
        stores = [k for k, b in enumerate(body) if STORE.match(b)]
        store = body[stores[0]] if len(stores) == 1 else ""
        if (len(stores) != 1 or ";" in store or ".new" in store
                or "++" in store):
            kept += 1
            out.extend([line] + body + [close])
            continue
        rest = [b for k, b in enumerate(body) if k != stores[0]]
        trailer = close.replace(":mem_noshuf", "").rstrip()
        out.extend([line, store, "\t}", line] + rest + [trailer])
        split += 1
    return "\n".join(out), split, kept


def main():
    ap = argparse.ArgumentParser(
        description=__doc__.split("\n\n")[0],
        formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("input", help="Hexagon assembly (clang -S)")
    ap.add_argument("-o", "--output", required=True)
    a = ap.parse_args()
    with open(a.input) as f:
        text, split, kept = split_packets(f.read())
    with open(a.output, "w") as f:
        f.write(text)
    print("hexagon_noshuf: %d :mem_noshuf packets split, %d left alone" %
          (split, kept), file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
