"""rkifc's optimization remarks, read from their YAML arguments.

clang -fsave-optimization-record (or llc -pass-remarks-output) writes one
YAML document per remark. Tools read the named arguments, never the text:
the wording of a remark may change, its arguments are the interface
(docs/usage.md lists them). Needs PyYAML (python3-yaml, installed by
scripts/install-deps.sh)."""

import os


def clang_flags(path):
    """clang's flags that write rk-ifcvt's remarks to path, as the YAML
    that load() reads."""
    return ["-fsave-optimization-record",
            "-foptimization-record-file=" + path,
            "-foptimization-record-passes=rk-ifcvt"]


def llc_flags(path):
    """llc's flags that write rk-ifcvt's remarks to path (YAML)."""
    return ["-pass-remarks-output=" + path, "-pass-remarks-filter=rk-ifcvt"]


class Remark:
    """One remark: kind (Passed, Missed, Analysis), name ("Converted",
    "NotProfitable", ...), function, loc ((file, line, column) or None) and
    args, the named arguments in order as (key, value, loc) triples (a
    key may repeat: one "Branch" per conditional branch)."""

    __slots__ = ("kind", "name", "function", "loc", "args")

    def __init__(self, kind, name, function, loc, args):
        self.kind, self.name, self.function = kind, name, function
        self.loc, self.args = loc, args

    def get(self, key, default=None):
        """The first value of argument key."""
        return next((v for k, v, _ in self.args if k == key), default)

    def number(self, key):
        v = self.get(key)
        return float(v) if v is not None else None

    def all(self, key):
        """[(value, loc)] of every argument named key."""
        return [(v, l) for k, v, l in self.args if k == key]


def _loc(d):
    if not isinstance(d, dict):
        return None
    return (d.get("File"), d.get("Line"), d.get("Column"))


def load(path):
    """The remarks in path, in the order they were emitted ([] when the
    file does not exist)."""
    import yaml
    base = getattr(yaml, "CSafeLoader", yaml.SafeLoader)

    class Loader(base):
        pass

    for tag in ("!Passed", "!Missed", "!Analysis", "!Failure",
                "!AnalysisFPCommute", "!AnalysisAliasing"):
        Loader.add_constructor(tag, lambda loader, node, t=tag: dict(
            loader.construct_mapping(node, deep=True), Kind=t[1:]))
    out = []
    if not os.path.exists(path):
        return out
    with open(path) as fh:
        for doc in yaml.load_all(fh, Loader=Loader):
            if not doc:
                continue
            args = []
            for a in doc.get("Args") or []:
                loc = _loc(a.get("DebugLoc"))
                for k, v in a.items():
                    if k != "DebugLoc":
                        args.append((k, str(v), loc))
            out.append(Remark(doc["Kind"], doc.get("Name"),
                              doc.get("Function"), _loc(doc.get("DebugLoc")),
                              args))
    return out
