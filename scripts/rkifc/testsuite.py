#!/usr/bin/env python3
"""The LLVM test-suite as a corpus for rkifc's benchmark and difftest.

The test-suite (https://github.com/llvm/llvm-test-suite) is not copied into
this repository; give its checkout to scripts/bench.py or scripts/difftest.py
with --test-suite DIR:

    git clone --depth 1 https://github.com/llvm/llvm-test-suite /tmp/llvm-test-suite
    scripts/bench.py --test-suite /tmp/llvm-test-suite
    scripts/testsuite.py /tmp/llvm-test-suite      # lists what would be used

What is taken: every C program of SingleSource/Benchmarks that builds from
one file, as the test-suite's CMake builds it with SMALL_PROBLEM_SIZE: the
flags its CMakeLists.txt files add (CFLAGS, CPPFLAGS, LDFLAGS, inherited by
subdirectories), -DSMALL_PROBLEM_SIZE, and the reference output
`NAME.reference_output.small` where there is one, `NAME.reference_output`
otherwise. A run's output is its stdout followed by "exit N", compared with
the reference as the test-suite's fpcmp does: numbers within FP_TOLERANCE
(relative) or FP_ABSTOLERANCE (absolute) of the reference's are equal.

Left out, and said so by `scripts/testsuite.py DIR`: C++ programs (no C++
runtime for Hexagon), programs whose reference is a hash of the output
(HASH_PROGRAM_OUTPUT: Polybench, which also needs its utilities file), and
programs that name other source files. MultiSource/Benchmarks is not read
yet. Python 3 standard library only.
"""

import os
import re
import sys

SUBTREE = os.path.join("SingleSource", "Benchmarks")

# Programs whose work depends on how long they run (Misc/flops repeats each
# loop, doubling, until a second has passed): two builds that differ run
# different work, so their cycles cannot be compared.
TIMED = ("Misc/flops",)

_SET = re.compile(r"^\s*set\(\s*(\w+)\s+([^)]*)\)", re.M)
_APPEND = re.compile(r"^\s*list\(\s*APPEND\s+(\w+)\s+([^)]*)\)", re.M)
_SOURCE = re.compile(r"set\(\s*Source\s+([^)]*)\)", re.S)
_NUMBER = re.compile(r"[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?")


class TestSuiteProgram:
    """One test-suite program, in the shape difftest.Program has (name,
    src, is_csmith, kind, tag) plus what building and checking it needs."""

    def __init__(self, root, src, settings):
        rel = os.path.relpath(src, os.path.join(root, SUBTREE))
        self.name = "ts " + rel[:-2]  # "ts Shootout/ackermann"
        self.timed = rel[:-2].replace(os.sep, "/") in TIMED
        self.src = src
        self.is_csmith = False
        self.kind = "test-suite"
        self.tag = self.name.replace(" ", "-").replace(os.sep, "_")
        self.cflags = settings["cflags"] + ["-DSMALL_PROBLEM_SIZE"]
        self.ldflags = settings["ldflags"]
        self.rel_tolerance = settings["rel"]
        self.abs_tolerance = settings["abs"]
        base = src[:-2] + ".reference_output"
        self.reference = base + ".small" if os.path.exists(
            base + ".small") else base

    def check(self, status, stdout):
        """None when the run matches the reference, else what differs."""
        with open(self.reference, encoding="latin-1") as fh:
            expected = fh.read()
        actual = stdout + ("" if not stdout or stdout.endswith("\n")
                           else "\n") + "exit %d\n" % status
        return compare(actual, expected, self.rel_tolerance,
                       self.abs_tolerance)


def compare(actual, expected, rel, abs_):
    """fpcmp's rule: the texts are equal but for numbers, which may differ
    by rel (relative) or abs_ (absolute). None when equal, else where."""
    a_tokens, e_tokens = _tokens(actual), _tokens(expected)
    for i, (a, e) in enumerate(zip(a_tokens, e_tokens)):
        if a == e:
            continue
        if isinstance(a, float) and isinstance(e, float):
            diff = abs(a - e)
            if diff <= abs_ or (e != 0 and diff / abs(e) <= rel):
                continue
        return "token %d: got %r, reference %r" % (i, a, e)
    if len(a_tokens) != len(e_tokens):
        return "%d tokens, reference %d" % (len(a_tokens), len(e_tokens))
    return None


def _tokens(text):
    """Numbers as floats, everything else as words (whitespace ignored,
    as fpcmp ignores it)."""
    out = []
    for word in text.split():
        pos = 0
        for m in _NUMBER.finditer(word):
            if m.start() > pos:
                out.append(word[pos:m.start()])
            out.append(float(m.group(0)))
            pos = m.end()
        if pos < len(word):
            out.append(word[pos:])
    return out


_TARGET_CONDITION = re.compile(r"\b(ARCH|TARGET_OS|CMAKE_SYSTEM\w*|"
                               r"CMAKE_C_COMPILER_ID)\b")


def _target_neutral(cmake_text):
    """The CMake text without the blocks that depend on the target (if()
    over ARCH, TARGET_OS, ..., else branches included): what they add is
    for other machines than ours, or for one we cannot tell."""
    kept, dropped = [], []
    for line in cmake_text.splitlines():
        head = line.strip().lower()
        if head.startswith("if(") or head.startswith("if ("):
            dropped.append(bool(dropped and dropped[-1]) or
                           bool(_TARGET_CONDITION.search(line)))
            continue
        if head.startswith("endif"):
            if dropped:
                dropped.pop()
            continue
        if head.startswith("else"):
            continue
        if not (dropped and dropped[-1]):
            kept.append(line)
    return "\n".join(kept)


def _settings(cmake_text, inherited):
    """A directory's settings: its parent's, plus what its CMakeLists.txt
    sets or appends (values with CMake variables in them are dropped)."""
    s = {k: list(v) if isinstance(v, list) else v
         for k, v in inherited.items()}
    for var, value in _SET.findall(cmake_text):
        value = value.strip()
        if var == "FP_TOLERANCE":
            s["rel"] = float(value)
        elif var == "FP_ABSTOLERANCE":
            s["abs"] = float(value)
        elif var == "HASH_PROGRAM_OUTPUT":
            s["hashed"] = value not in ("0", "OFF")
    for var, value in _APPEND.findall(cmake_text):
        items = [v for v in value.split() if "${" not in v]
        if var in ("CFLAGS", "CPPFLAGS"):
            s["cflags"] += items
        elif var == "LDFLAGS":
            s["ldflags"] += items
    return s


def _sources(directory, cmake_text):
    """The C sources the directory builds as programs."""
    m = _SOURCE.search(cmake_text)
    if m:
        names = m.group(1).split()
    else:
        names = sorted(os.listdir(directory))
    # Sources added under conditions (if(NOT ...) list(APPEND Source x.c))
    # are taken too: they are ordinary programs the benchmarking-only mode
    # leaves out.
    names += re.findall(r"list\(\s*APPEND\s+Source\s+([^)]*)\)", cmake_text)
    files = []
    for n in " ".join(names).split():
        if n.endswith(".c") and os.path.exists(os.path.join(directory, n)):
            files.append(n)
    return sorted(set(files))


def programs(root, skipped=None):
    """The corpus under the checkout root, in a stable order. skipped, a
    list, receives (path, reason) for each program left out."""
    top = os.path.join(root, SUBTREE)
    if not os.path.isdir(top):
        raise FileNotFoundError(
            "%s has no %s: not a checkout of the LLVM test-suite "
            "(git clone https://github.com/llvm/llvm-test-suite)"
            % (root, SUBTREE))
    skipped = [] if skipped is None else skipped
    found = []
    default = {"cflags": [], "ldflags": [], "rel": 0.0, "abs": 0.0,
               "hashed": False}

    def walk(directory, inherited):
        cmake = os.path.join(directory, "CMakeLists.txt")
        if not os.path.exists(cmake):
            return
        with open(cmake, encoding="latin-1") as fh:
            text = _target_neutral(fh.read())
        s = _settings(text, inherited)
        if "llvm_singlesource" in text:
            for name in _sources(directory, text):
                src = os.path.join(directory, name)
                if s["hashed"]:
                    skipped.append((src, "reference is a hash of the output"))
                elif not os.path.exists(src[:-2] + ".reference_output"):
                    skipped.append((src, "no reference output"))
                else:
                    found.append(TestSuiteProgram(root, src, s))
            for name in sorted(os.listdir(directory)):
                if name.endswith(".cpp"):
                    skipped.append((os.path.join(directory, name), "C++"))
        for sub in sorted(os.listdir(directory)):
            path = os.path.join(directory, sub)
            if os.path.isdir(path):
                walk(path, s)

    walk(top, default)
    return found


def programs_for(option, die):
    """The corpus of a script's --test-suite DIR (the path as typed); one
    that is no checkout ends the script through its die(message)."""
    try:
        return programs(os.path.abspath(option))
    except FileNotFoundError as e:
        die(str(e))


def main(argv):
    if len(argv) != 2 or argv[1].startswith("-"):
        sys.stderr.write("usage: scripts/testsuite.py TEST_SUITE_DIR\n")
        return 2
    skipped = []
    try:
        progs = programs(argv[1], skipped)
    except FileNotFoundError as e:
        sys.stderr.write("testsuite: %s\n" % e)
        return 2
    for p in progs:
        extra = " ".join(p.cflags + p.ldflags)
        print("%-40s %s%s" % (p.name, os.path.basename(p.reference),
                             "  [%s]" % extra if extra else ""))
    for path, why in skipped:
        print("skipped %s: %s" % (os.path.relpath(path, argv[1]), why))
    print("testsuite: %d programs, %d left out" % (len(progs), len(skipped)))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
