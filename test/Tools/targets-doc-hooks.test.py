"""Checks docs/targets.md against PredicationTarget.h (see the .test)."""
import re
import sys

header, doc = (open(p).read() for p in sys.argv[1:3])
header = re.sub(r"//[^\n]*", "", header)
# The hooks' table: the section that introduces the interface.
doc = doc[doc.index("## The adaptor interface"):]
doc = doc[:doc.index("\n## ", 1)]
# "virtual <type> name(" over one or more lines; not the destructor.
hooks = sorted(set(re.findall(r"\bvirtual\b[^;{(]*?\b(\w+)\s*\(", header)) -
               {"PredicationTarget"})
rows = set(re.findall(r"^\| `(\w+)`(?: \(\w+\))? \|", doc, re.M))
missing = [h for h in hooks if h not in rows]
stale = [r for r in rows if r not in hooks and r[0].islower()]
m = re.search(r"(\d+) virtual hooks", doc)
pure = len(re.findall(r"\bvirtual\b[^;]*=\s*0\s*;", header))
stated = m and int(m.group(1)) == len(hooks)
m2 = re.search(r"(\d+) pure virtual, (\d+) with a default", doc)
split = m2 and (int(m2.group(1)), int(m2.group(2))) == (pure,
                                                        len(hooks) - pure)
for h in missing:
    print("no row for hook", h)
for r in stale:
    print("row for no hook:", r)
if not stated or not split:
    print("count stated: %s; header: %d hooks, %d pure" % (
        m.group(0) if m else "none", len(hooks), pure))
print("hooks documented: %d of %d, count stated: %s" % (
    len(hooks) - len(missing), len(hooks),
    "ok" if stated and split and not missing and not stale else "WRONG"))
