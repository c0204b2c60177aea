"""Source locations of addresses in an executable, from llvm-symbolizer.

Used by scripts/rkifc-profile.py (sample profiles) and scripts/census.py
(the source line of each branch). Python 3 standard library only."""

import json
import subprocess


def symbolize(symbolizer, exe, addrs):
    """address -> list of frames, innermost first; each frame a dict with
    FunctionName, FileName, Line, Column, Discriminator, StartLine,
    StartAddress (llvm-symbolizer's JSON). Raises RuntimeError when
    llvm-symbolizer fails."""
    if not addrs:
        return {}
    text = "\n".join("0x%x" % a for a in addrs) + "\n"
    p = subprocess.run([symbolizer, "--obj=" + exe, "--no-demangle",
                        "--inlining", "--output-style=JSON"],
                       input=text, capture_output=True, text=True)
    if p.returncode != 0:
        raise RuntimeError("llvm-symbolizer failed: " + p.stderr.strip())
    out = {}
    for line in p.stdout.splitlines():
        if not line.strip():
            continue
        rec = json.loads(line)
        frames = [f for f in rec.get("Symbol", [])
                  if f.get("FunctionName") and f.get("Line")]
        out[int(rec["Address"], 16)] = frames
    return out
