#!/usr/bin/env python3
"""guardgen: random C programs whose guards protect null pointers.

Generates one self-contained C program per seed (deterministic: the same
seed always gives the same program) for differential testing of
if-conversion (scripts/difftest.py --generated). It targets the bug class
of issue 13: a wrong predicate, so that an instruction guarded by `if (p)`
runs although `p` is NULL. csmith rarely writes such guards, so random
csmith programs do not catch it.

Every program has 2-5 `__attribute__((noinline))` functions, each a loop
kernel (`for` over arrays) or a straight region (called once per element
from main). Their bodies are random region-shaped control flow: nested
if/else (depth up to 3), `&&`/`||` chains of 2-4 conditions (sometimes
with a parenthesised sub-chain, sometimes negated), if/else-if ladders,
early `continue` (or `return` in straight regions), occasional `break`,
arms of 1-8 statements with side effects (stores to output arrays and
globals, accumulators, counters, locals that become PHIs, guarded
division).

The point: loads and stores through pointers that are NULL exactly when
their guard is false.

  * `int *p = PT1[e]`: a pointer table, NULL with probability 1/2 (some
    tables are biased: 1/8 or 7/8 NULL);
  * `int *q = j < SM ? &S[j] : 0`: computed from an index that is out of
    range about half the time (stores `S[j] = ...` under `j < SM` too).

Guards test the pointer directly (`if (p)`, `if (!p) continue;`), test a
correlated value (a flag array `OK1[e]` that is 1 exactly when `PT1[e]`
is not NULL, a weight `W1[e]` that is > 0 exactly then, a local copy or
an arithmetic function of those, the index `j < SM`), or combine it in a
chain (`p && *p > k`, `m && p`, `!p || *p < k`, ladders). A dereference
is only generated where the path to it implies the pointer is not NULL,
so the program is free of undefined behaviour; a wrong predicate makes it
load or store through address 0 (unmapped under qemu-arm and
qemu-hexagon: the run faults) or write out of bounds of S (the checksum
changes).

Conditions depend on xorshift pseudo-random data seeded in main from a
volatile, so branches are unpredictable; some are biased (thresholds,
biased tables). main() re-fills the data each round, calls every kernel
several times, folds every result and every array that can be written
into one checksum, and prints only that: printf("%u\\n", h). The program
includes only <stddef.h>, <stdint.h> and <stdio.h> and uses only printf,
so it builds against glibc and the minimal Hexagon runtime. All
arithmetic that may wrap is unsigned; divisors are (x & 7) + 1; shifts
are of unsigned values by constants; every index is in bounds on the
path that reaches it. Programs run in a few milliseconds under qemu.

Since issue 44 the programs also have the shapes of a guarded-access
kernel from another generator that found a Thumb2 miscompile guardgen had
missed (`--classic` leaves them out and gives the earlier programs):

  * short arms that only update locals from themselves on one condition,
    `if (c) { x0 = x0 >> 3; x1 = x2 * 3u; }` after `x0 = x1 + x0;`: the
    selects of a shifted value instruction selection writes as ARM's
    MOVCC of a shifted register, whose kept input is read when c fails;
  * the same guarded pointer updated twice in a row (`*p += e; *p += e;`);
  * a guarded update after an if/else whose arms both update through the
    same pointer;
  * loads whose value is overwritten before use (`x0 = x0 + *p;
    x0 = p[0] * 3u; x0 = e;`);
  * repeated conditions (`(p0 != 0) && (p0 != 0)`);
  * a pointer table into CELLS, an array of 8, so that the pointers of one
    iteration alias each other and those of other iterations.

Their random choices come from a second stream, so a seed's program is its
--classic program with these statements added (and CELLS in place of T for
some tables).

Usage: scripts/guardgen.py --seed N [-o out.c]
Python 3 standard library only. See docs/difftest.md.
"""

import argparse
import contextlib
import random
import re
import sys

N = 64        # length of the data arrays (a power of two)
TN = 64       # length of T, the array the table pointers point into
MAXDEPTH = 3  # nesting depth of if/else


class Guard:
    """A condition atom that implies facts: code when true, and the code
    of its negation."""

    def __init__(self, pos, neg, facts):
        self.pos, self.neg, self.facts = pos, neg, frozenset(facts)


class Cond:
    """Generated condition: code, facts implied when true and when false."""

    def __init__(self, code, t=(), f=(), simple=True):
        self.code = code
        self.t = frozenset(t)
        self.f = frozenset(f)
        self.simple = simple  # no top-level && / ||: no parens needed

    def paren(self):
        return self.code if self.simple else "(" + self.code + ")"

    def negate(self):
        code = self.code
        if re.fullmatch(r"!\w+(\[[^]]*\])?", code):
            return Cond(code[1:], self.f, self.t)  # !p -> p
        if re.fullmatch(r"\w+(\[[^]]*\])?", code):
            return Cond("!" + code, self.f, self.t)
        return Cond("!(" + code + ")", self.f, self.t)


class Ctx:
    """What the code at one point may use."""

    def __init__(self, kernel, safe, depth, loop):
        self.k = kernel
        self.safe = frozenset(safe)
        self.depth = depth
        self.loop = loop

    def child(self, extra=(), deeper=True):
        return Ctx(self.k, self.safe | frozenset(extra),
                   self.depth + (1 if deeper else 0), self.loop)


class Kernel:
    def __init__(self, name, loop):
        self.name = name
        self.loop = loop
        self.ptrs = {}     # fact -> (kind, deref forms)
        self.guards = {}   # fact -> [Guard]
        self.idx = {}      # fact -> index variable (S[j] is legal)
        self.locals = []   # unsigned locals (PHI material)
        self.decls = []    # per-iteration declarations
        self.arith = []    # unsigned locals with arithmetic values
        self.stmts = 0


class Gen:
    def __init__(self, seed, rare_calls=False, classic=False):
        self.seed = seed
        self.rare_calls = rare_calls
        self.r = random.Random(seed)
        r = self.r
        self.SM = r.choice([8, 16])
        # Pointer tables: PTn[N] point into T or are NULL; OKn[e] is 1
        # exactly when PTn[e] is not NULL, Wn[e] > 0 exactly then.
        self.ntab = r.randint(2, 3)
        # NULL probability in 1/16ths: mostly 1/2, some biased.
        self.density = [r.choice([8, 8, 8, 2, 14, 1]) for _ in
                        range(self.ntab)]
        self.nix = r.randint(1, 2)
        self.nout = r.randint(1, 3)
        self.ng = 4
        self.kernels = []
        # The shapes of issue 44 draw from their own stream: the classic
        # program's choices stay as they were.
        self.shapes = not classic
        self.r44 = random.Random(seed * 7919 + 44)
        self.cells = [self.shapes and self.r44.random() < 0.5
                      for _ in range(self.ntab)]

    def rint(self, a, b):
        return self.r.randint(a, b)

    def chance(self, p):
        return self.r.random() < p

    def shape(self, p):
        """Whether to add one of issue 44's shapes here (never with
        --classic)."""
        return self.shapes and self.r44.random() < p

    # ---- expressions ---------------------------------------------------
    def idx_expr(self, k):
        r = self.r
        c = r.randrange(1, N)
        return r.choice(["i", "i", "i", "(i + %d) & %d" % (c, N - 1),
                         "(i * %d + k) & %d" % (r.choice([3, 5, 7, 9]), N - 1),
                         "(unsigned)A[i] & %du" % (N - 1)])

    def leaf(self, ctx):
        """An unsigned leaf expression, possibly a guarded load."""
        r = self.r
        k = ctx.k
        opts = []
        safe_ptrs = [f for f in sorted(ctx.safe) if f in k.ptrs]
        safe_idx = [f for f in sorted(ctx.safe) if f in k.idx]
        if safe_ptrs:
            opts += ["ptr"] * 5
        if safe_idx:
            opts += ["idx"] * 2
        opts += ["arr"] * 3 + ["loc"] * 3 + ["const", "k", "i", "acc"]
        w = r.choice(opts)
        if w == "ptr":
            f = r.choice(safe_ptrs)
            return "(unsigned)" + r.choice(k.ptrs[f][1])
        if w == "idx":
            return "(unsigned)S[%s]" % k.idx[r.choice(safe_idx)]
        if w == "arr":
            return "(unsigned)%s[%s]" % (r.choice("ABC"), self.idx_expr(k))
        if w == "loc":
            return r.choice(k.locals + k.arith)
        if w == "const":
            return "%du" % r.choice([1, 3, 7, 13, 100, 255, 1000, 40503])
        if w == "k":
            return "(unsigned)k"
        if w == "i":
            return "(unsigned)i"
        return "acc"

    def expr(self, ctx, depth=0):
        r = self.r
        if depth >= 2 or self.chance(0.35):
            return self.leaf(ctx)
        a = self.expr(ctx, depth + 1)
        form = r.randrange(9)
        if form <= 3:
            op = r.choice(["+", "-", "^", "*", "|", "&", "+"])
            return "(%s %s %s)" % (a, op, self.expr(ctx, depth + 1))
        if form == 4:
            return "(%s >> %d)" % (a, r.randint(1, 7))
        if form == 5:
            return "(%s << %d)" % (a, r.randint(1, 5))
        if form == 6:
            # Guarded division: the divisor is never 0.
            return "(%s %s ((%s & 7u) + 1u))" % (
                a, r.choice("/%"), self.expr(ctx, depth + 1))
        if form == 7:
            b = self.expr(ctx, depth + 1)
            if b == a:
                b = "(%s + 1u)" % b
            return "(%s < %s ? %s : %s)" % (a, b, a, b)
        return "(%s * %du + %du)" % (a, r.choice([3, 5, 31, 33]),
                                    r.randint(1, 99))

    # ---- conditions ----------------------------------------------------
    def guard_atom(self, ctx):
        """A condition that implies (or, negated, denies) a pointer or
        index fact."""
        k = ctx.k
        f = self.r.choice(sorted(k.guards))
        g = self.r.choice(k.guards[f])
        if self.chance(0.3):
            return Cond(g.neg, (), g.facts)
        return Cond(g.pos, g.facts, ())

    def data_atom(self, ctx, allowed):
        r = self.r
        k = ctx.k
        safe_ptrs = [f for f in sorted(allowed) if f in k.ptrs]
        safe_idx = [f for f in sorted(allowed) if f in k.idx]
        w = r.randrange(10)
        if safe_ptrs and w < 4:
            f = r.choice(safe_ptrs)
            d = r.choice(k.ptrs[f][1])
            return Cond("%s %s %d" % (d, r.choice(["<", ">", ">=", "!=",
                                                   "<="]),
                                      r.choice([0, 10, -50, 300, 500])))
        if safe_idx and w < 5:
            j = k.idx[r.choice(safe_idx)]
            return Cond("S[%s] %s %d" % (j, r.choice(["<", ">", "!="]),
                                         r.choice([0, 20, 100])))
        w = r.randrange(10)
        if w == 9:
            w = 5
        if w <= 2:
            # Unbiased or biased threshold on random data in [-1000, 1000].
            return Cond("%s[%s] %s %d" % (
                r.choice("ABC"), self.idx_expr(k), r.choice(["<", ">"]),
                r.choice([0, 0, 0, 500, -800, 900, 100])))
        if w == 3:
            return Cond("(%s & %du) %s %du" % (
                r.choice(k.locals + k.arith), r.choice([1, 3, 7]),
                r.choice(["==", "!="]), r.randint(0, 1)))
        if w == 4:
            return Cond("(i & %d) == %d" % (r.choice([1, 3]), r.randint(0, 1)))
        if w == 5 and k.arith:
            return Cond(r.choice(k.arith))
        if w == 5:
            # Arithmetic truth value (compared with 0 by the compiler).
            return Cond("(%s %s %s)" % (
                r.choice(k.locals + ["(unsigned)A[i]", "acc"]),
                r.choice(["&", "-", "+", "^"]),
                r.choice(["%du" % r.choice([1, 4, 6]), "(unsigned)B[i]",
                          "(unsigned)k"])))
        if w == 6:
            return Cond("acc %s %du" % (r.choice(["<", ">"]),
                                        r.choice([1000, 100000, 1 << 30])))
        if w == 7:
            return Cond("k > %d" % r.choice([-5, 0, 3]))
        a = self.leaf(ctx.child(allowed, False))
        b = self.leaf(ctx.child(allowed, False))
        return Cond("%s < %s" % (a, b if b != a else "(%s ^ 5u)" % b))

    def atom(self, ctx, allowed, guard_bias):
        if self.chance(guard_bias):
            return self.guard_atom(ctx)
        return self.data_atom(ctx, allowed)

    def cond(self, ctx, nest=True, guard_bias=0.55):
        """A condition: one atom, or an &&/|| chain of 2-4 terms in which
        each term may dereference what the terms before it imply."""
        r = self.r
        n = r.choice([1, 1, 2, 2, 3, 4])
        if n == 1:
            c = self.atom(ctx, ctx.safe, guard_bias)
            return c.negate() if self.chance(0.1) else c
        op = r.choice(["&&", "&&", "||"])
        terms = []
        acc = set()  # facts the earlier terms give to later ones
        for t in range(n):
            allowed = ctx.safe | acc
            if nest and t > 0 and self.chance(0.2):
                sub = self.cond(ctx.child(acc, False), nest=False,
                                guard_bias=guard_bias)
            else:
                sub = self.atom(ctx, allowed, guard_bias if t == 0 else 0.45)
            terms.append(sub)
            if self.shape(0.12):
                terms.append(sub)  # (p0 != 0) && (p0 != 0)
            acc |= sub.t if op == "&&" else sub.f
        code = (" %s " % op).join(s.paren() for s in terms)
        if op == "&&":
            c = Cond(code, acc, frozenset.intersection(
                *[s.f for s in terms]), False)
        else:
            c = Cond(code, frozenset.intersection(*[s.t for s in terms]),
                     acc, False)
        if self.chance(0.1):
            c = c.negate()
        return c

    # ---- statements ----------------------------------------------------
    def simple_stmt(self, ctx, ind):
        r = self.r
        k = ctx.k
        k.stmts += 1
        if self.rare_calls and self.chance(0.15):
            # A rarely true test whose arm calls a function (a hazard that
            # keeps its region from being converted whole); the statements
            # after it in the same block are entered from the call's arm
            # and from the hot path: a hyperblock's side entrance.
            return ind + "if ((%s & 63u) == %du) hook(%s);" % (
                r.choice(["acc", "cnt", "(unsigned)A[i]", "(unsigned)B[i]"])
                if ctx.loop else r.choice(["acc", "cnt"]),
                r.randrange(64), self.expr(ctx))
        safe_ptrs = [f for f in sorted(ctx.safe) if f in k.ptrs]
        safe_idx = [f for f in sorted(ctx.safe) if f in k.idx]
        opts = ["acc", "acc", "cnt", "out", "out", "glob", "loc", "loc"]
        if safe_ptrs:
            opts += ["pload", "pload", "pstore", "pstore"]
        if safe_idx:
            opts += ["sstore", "pload"]
        w = r.choice(opts)
        e = self.expr(ctx)
        if w == "acc":
            return ind + r.choice(["acc += %s;", "acc ^= %s;",
                                   "acc = acc * 33u + %s;"]) % e
        if w == "cnt":
            return ind + r.choice(["cnt += 1u;", "cnt++;", "cnt += 3u;"])
        if w == "out":
            return ind + "OUT%d[%s] %s %s;" % (
                r.randrange(self.nout), self.idx_expr(k),
                r.choice(["=", "+=", "^="]), e)
        if w == "glob":
            return ind + "G[%d] %s %s;" % (r.randrange(self.ng),
                                           r.choice(["+=", "^=", "="]), e)
        if w == "loc":
            return ind + "%s = %s;" % (r.choice(k.locals), e)
        if w == "pload":
            # A load whose value is used only on the guarded path.
            if safe_idx and (not safe_ptrs or self.chance(0.3)):
                src = "(unsigned)S[%s]" % k.idx[r.choice(safe_idx)]
            else:
                src = "(unsigned)" + r.choice(k.ptrs[r.choice(safe_ptrs)][1])
            return ind + "%s %s %s;" % (
                r.choice(k.locals + ["acc"]), r.choice(["+=", "=", "^="]),
                src if self.chance(0.5) else "(%s + %s)" % (src, e))
        if w == "pstore":
            d = r.choice(k.ptrs[r.choice(safe_ptrs)][1])
            return ind + r.choice([
                "%s = (int)(%s & 1023u);" % (d, e),
                "%s += 1;" % d,
                "%s ^= (int)(%s & 255u);" % (d, e)])
        # sstore: S[j] with j < SM implied by the path.
        j = k.idx[r.choice(safe_idx)]
        return ind + r.choice([
            "S[%s] = (int)(%s & 4095u);" % (j, e),
            "S[%s] = (int)(((unsigned)S[%s] + %s) & 65535u);" % (j, j, e)])

    def block(self, ctx, n, ind):
        """n statements; an early exit adds its negated facts to the rest
        of the block."""
        out = []
        for s in range(n):
            if self.shape(0.08):
                out.append(self.issue44_stmt(ctx, ind))
            r = self.r
            w = r.random()
            if ctx.k.stmts > 70:
                w = 0.0  # big enough: only simple statements now
            if w < 0.45 or ctx.depth >= MAXDEPTH:
                out.append(self.simple_stmt(ctx, ind))
            elif w < 0.60 and s < n - 1:
                # Early exit guarded by a condition: the rest of the block
                # may use what its negation implies.
                c = self.cond(ctx)
                if ctx.loop:
                    ex = "continue;"
                    if self.chance(0.15):
                        c = self.biased(ctx)
                        ex = "break;"
                else:
                    ex = "return acc ^ cnt;"
                if self.chance(0.3):
                    out.append(ind + "if (%s) {" % c.code)
                    out.append(self.simple_stmt(ctx.child(c.t), ind + "  "))
                    out.append(ind + "  " + ex)
                    out.append(ind + "}")
                else:
                    out.append(ind + "if (%s) %s" % (c.code, ex))
                ctx = ctx.child(c.f, deeper=False)
            elif w < 0.75:
                out.append(self.if_stmt(ctx, ind))
            elif w < 0.85:
                out.append(self.ladder(ctx, ind))
            else:
                out.append(self.if_stmt(ctx, ind, force_else=True))
        return "\n".join(out)

    # ---- the shapes of issue 44 ----------------------------------------
    @contextlib.contextmanager
    def own_stream(self, k):
        """Draws from the shapes' stream, and leaves the statement count
        (which ends the classic program's nesting) as it was."""
        r, stmts = self.r, k.stmts
        self.r = self.r44
        try:
            yield
        finally:
            self.r, k.stmts = r, stmts

    def issue44_stmt(self, ctx, ind):
        k = ctx.k
        with self.own_stream(k):
            safe = [f for f in sorted(ctx.safe) if f in k.ptrs]
            forms = ["selects"] * 2
            if safe:
                forms += ["twice", "after_if_else", "dead_loads"]
            form = self.r.choice(forms)
            if form == "selects":
                return self.select_pair(ctx, ind)
            d = self.r.choice(k.ptrs[self.r.choice(safe)][1])
            if form == "twice":
                e = self.r.choice(k.locals + ["acc"])
                return "\n".join([ind + "%s += (int)(%s & 255u);" % (d, e)] * 2)
            if form == "after_if_else":
                return self.update_after_if_else(ctx, ind, d)
            return self.dead_loads(ctx, ind, safe)

    def select_pair(self, ctx, ind):
        """x0 = x1 + x0; if (c) { x0 = x0 >> 3; x1 = x2 * 3u; }: two selects
        on one condition, the second of a shifted value."""
        names = ctx.k.locals + ["acc"]
        a, b = self.r.sample(names, 2)
        c = self.cond(ctx)
        lines = [ind + "%s = %s + %s;" % (a, b, a),
                 ind + "if (%s) { %s = %s >> %d; %s = %s * 3u; }" % (
                     c.code, a, a, self.r.randint(1, 7), b,
                     self.r.choice(names))]
        if self.chance(0.3):
            lines[-1] += " else { %s = %s ^ %s; }" % (b, b, self.leaf(ctx))
        return "\n".join(lines)

    def update_after_if_else(self, ctx, ind, d):
        """Both arms update through d, and so does the code after them."""
        c = self.cond(ctx)
        e = [self.r.choice(ctx.k.locals + ["acc"]) for _ in range(3)]
        return "\n".join([
            ind + "if (%s) {" % c.code,
            ind + "  %s += (int)(%s & 255u);" % (d, e[0]),
            self.block(ctx.child(c.t), self.r.randint(0, 2), ind + "  "),
            ind + "} else {",
            ind + "  %s ^= (int)(%s & 255u);" % (d, e[1]),
            self.block(ctx.child(c.f), self.r.randint(0, 2), ind + "  "),
            ind + "}",
            ind + "%s += (int)(%s & 255u);" % (d, e[2])])

    def dead_loads(self, ctx, ind, safe):
        """Loads whose values are overwritten before anything reads them."""
        k = ctx.k
        x = self.r.choice(k.locals)
        d1 = self.r.choice(k.ptrs[self.r.choice(safe)][1])
        d2 = self.r.choice(k.ptrs[self.r.choice(safe)][1])
        return "\n".join([ind + "%s = %s + (unsigned)%s;" % (x, x, d1),
                           ind + "%s = (unsigned)%s * 3u;" % (x, d2),
                           ind + "%s = %s;" % (x, self.expr(ctx))])

    def biased(self, ctx):
        r = self.r
        return Cond(r.choice(["A[i] > 980", "B[i] < -990", "cnt > 200u",
                              "(acc & 255u) == 7u"]))

    def arm_size(self):
        return self.r.choice([1, 1, 2, 2, 3, 4, 5, 8])

    def if_stmt(self, ctx, ind, force_else=False):
        c = self.cond(ctx)
        lines = [ind + "if (%s) {" % c.code,
                 self.block(ctx.child(c.t), self.arm_size(), ind + "  ")]
        if force_else or self.chance(0.5):
            lines.append(ind + "} else {")
            lines.append(self.block(ctx.child(c.f), self.arm_size(),
                                    ind + "  "))
        lines.append(ind + "}")
        return "\n".join(lines)

    def ladder(self, ctx, ind):
        n = self.r.randint(2, 4)
        lines = []
        neg = set()  # facts of the earlier conditions being false
        for t in range(n):
            c = self.cond(ctx.child(neg, False))
            lines.append(ind + ("if (%s) {" if t == 0 else
                                "} else if (%s) {") % c.code)
            lines.append(self.block(ctx.child(neg | c.t), self.arm_size(),
                                    ind + "  "))
            neg |= c.f
        if self.chance(0.7):
            lines.append(ind + "} else {")
            lines.append(self.block(ctx.child(neg), self.arm_size(),
                                    ind + "  "))
        lines.append(ind + "}")
        return "\n".join(lines)

    # ---- kernels -------------------------------------------------------
    def declare_ptrs(self, k):
        """Per-iteration pointers, indices and correlated values."""
        r = self.r
        decls = []
        for p in range(r.randint(1, 3)):
            tab = r.randrange(self.ntab) + 1
            e = self.idx_expr(k)
            name = "p%d" % p
            decls.append("int *%s = PT%d[%s];" % (name, tab, e))
            # CELLS has no element past the one a pointer into it names
            # (three forms still, so that the classic choices stay).
            k.ptrs[name] = ("tab", ["*%s" % name,
                                    "%s[%d]" % (name, 0 if self.cells[tab - 1]
                                                else 1),
                                    "%s[0]" % name])
            gs = [Guard(name, "!" + name, [name]),
                  Guard("%s != 0" % name, "%s == 0" % name, [name]),
                  Guard("OK%d[%s]" % (tab, e), "!OK%d[%s]" % (tab, e),
                        [name]),
                  Guard("W%d[%s] > 0" % (tab, e), "W%d[%s] <= 0" % (tab, e),
                        [name])]
            if self.chance(0.5):
                decls.append("int f%d = OK%d[%s];" % (p, tab, e))
                gs.append(Guard("f%d" % p, "f%d == 0" % p, [name]))
            if self.chance(0.4):
                # Correlated through arithmetic: m != 0 iff p != 0.
                ok, w = "(unsigned)OK%d[%s]" % (tab, e), \
                    "(unsigned)W%d[%s]" % (tab, e)
                # Computed by a multiply, shift, AND or add: the last
                # three are what the ARM peephole folds a compare into.
                decls.append("unsigned m%d = %s;" % (p, r.choice([
                    "%s * (%s + %du)" % (ok, w, r.choice([0, 3, 16])),
                    "%s << %d" % (ok, r.randint(1, 4)),
                    "%s & (%s | 1u)" % (ok, r.choice(["(unsigned)A[i]",
                                                      "(unsigned)k"])),
                    "%s + %s" % (ok, ok)])))
                gs.append(Guard("m%d" % p, "!m%d" % p, [name]))
                gs.append(Guard("m%d != 0u" % p, "m%d == 0u" % p, [name]))
            k.guards[name] = gs
        for j in range(self.rint(0, 1) if k.ptrs else 1):
            jn = "j%d" % j
            decls.append("int %s = IX%d[%s];" % (jn, r.randrange(self.nix),
                                                 self.idx_expr(k)))
            k.idx[jn] = jn
            facts = [jn]
            if self.chance(0.6):
                qn = "q%d" % j
                decls.append("int *%s = %s < %d ? &S[%s] : (int *)0;" % (
                    qn, jn, self.SM, jn))
                k.ptrs[qn] = ("idx", ["*%s" % qn])
                k.guards[qn] = [Guard(qn, "!" + qn, [qn])]
                facts.append(qn)
            k.guards[jn] = [
                Guard("%s < %d" % (jn, self.SM), "%s >= %d" % (jn, self.SM),
                      facts),
                Guard("(unsigned)%s <= %du" % (jn, self.SM - 1),
                      "(unsigned)%s > %du" % (jn, self.SM - 1), facts)]
        # Arithmetic value for `m && p` chains.
        if self.chance(0.6):
            decls.append("unsigned a0 = ((unsigned)A[i] ^ (unsigned)B[i]) "
                         "& %du;" % r.choice([1, 3, 7]))
            k.arith.append("a0")
        return decls

    def kernel(self, idx):
        r = self.r
        loop = idx == 0 or self.chance(0.7)
        name = ("k%d" if loop else "s%d") % idx
        k = Kernel(name, loop)
        k.locals = ["x%d" % v for v in range(r.randint(1, 3))]
        decls = self.declare_ptrs(k)
        ctx = Ctx(k, (), 0, loop)
        body = self.block(ctx, r.randint(3, 7), "    " if loop else "  ")
        lines = ["__attribute__((noinline)) unsigned %s(int %s, int k) {" %
                 (name, "n" if loop else "i"),
                 "  unsigned acc = (unsigned)k, cnt = 0u;"]
        for v in k.locals:
            lines.append("  unsigned %s = %du;" % (v, r.randint(0, 99)))
        if loop:
            hdr = r.choice(["for (int i = 0; i < n; i++) {",
                            "for (int i = n - 1; i >= 0; i--) {",
                            "for (int i = 0; i < n; i++) {",
                            "for (int i = %d; i < n; i += 2) {" %
                            r.randint(0, 1)])
            lines.append("  " + hdr)
            lines += ["    " + d for d in decls]
            lines.append(body)
            lines.append("  }")
        else:
            lines += ["  " + d for d in decls]
            lines.append(body)
        fold = " ^ ".join(["acc", "(cnt << 7)"] +
                          ["(%s * %du)" % (v, 2 * n + 3)
                           for n, v in enumerate(k.locals)])
        lines.append("  return %s;" % fold)
        lines.append("}")
        k.text = "\n".join(lines)
        return k

    # ---- whole program -------------------------------------------------
    def program(self):
        r = self.r
        nk = r.randint(2, 5)
        self.kernels = [self.kernel(i) for i in range(nk)]
        rounds = r.randint(3, 6)
        L = []
        L.append("/* Generated by scripts/guardgen.py --seed %d: guarded "
                 "loads and stores through\n * pointers that are NULL "
                 "exactly when the guard is false. Prints one checksum. */"
                 % self.seed)
        L += ["#include <stddef.h>", "#include <stdint.h>",
              "#include <stdio.h>", ""]
        L.append("#define N %d" % N)
        L.append("static volatile uint32_t seed_v = %du;" %
                 (r.randrange(1, 1 << 31)))
        L.append("static uint32_t rs;")
        L.append("int A[N], B[N], C[N];")
        L.append("int T[%d];" % TN)
        if any(self.cells):
            L.append("int CELLS[8]; /* shared by the pointers of every "
                     "iteration */")
        L.append("int S[%d];" % self.SM)
        L.append("int S_after[%d]; /* a wrong S[j] store may land here */"
                 % self.SM)
        for t in range(1, self.ntab + 1):
            L.append("int *PT%d[N];" % t)
            L.append("unsigned char OK%d[N];" % t)
            L.append("signed char W%d[N];" % t)
        for j in range(self.nix):
            L.append("int IX%d[N];" % j)
        for o in range(self.nout):
            L.append("unsigned OUT%d[N];" % o)
        L.append("unsigned G[%d];" % self.ng)
        L.append("")
        L.append("static uint32_t rnd(void) {")
        L.append("  rs ^= rs << 13;")
        L.append("  rs ^= rs >> 17;")
        L.append("  rs ^= rs << 5;")
        L.append("  return rs;")
        L.append("}")
        L.append("")
        if self.rare_calls:
            L.append("static unsigned hooks;")
            L.append("__attribute__((noinline)) static void hook(unsigned v) "
                     "{")
            L.append("  hooks = hooks * 31u + v;")
            L.append("}")
            L.append("")
        L.append("__attribute__((noinline)) static void fill(void) {")
        L.append("  for (int i = 0; i < N; i++) {")
        L.append("    A[i] = (int)(rnd() % 2001u) - 1000;")
        L.append("    B[i] = (int)(rnd() % 2001u) - 1000;")
        L.append("    C[i] = (int)(rnd() % 2001u) - 1000;")
        for t in range(1, self.ntab + 1):
            L.append("    if ((rnd() & 15u) >= %du) {" % self.density[t - 1])
            if self.cells[t - 1]:
                L.append("      PT%d[i] = &CELLS[rnd() & 7u];" % t)
            else:
                L.append("      PT%d[i] = &T[rnd() %% %du];" % (t, TN - 1))
            L.append("      OK%d[i] = 1;" % t)
            L.append("      W%d[i] = (signed char)(1 + rnd() %% 9u);" % t)
            L.append("    } else {")
            L.append("      PT%d[i] = 0;" % t)
            L.append("      OK%d[i] = 0;" % t)
            L.append("      W%d[i] = (signed char)(rnd() & 1u ? 0 : "
                     "-(int)(rnd() %% 5u));" % t)
            L.append("    }")
        for j in range(self.nix):
            # Out of range of S (0..SM-1) about half the time.
            L.append("    IX%d[i] = (int)(rnd() %% %du);" % (j, 2 * self.SM))
        L.append("  }")
        L.append("}")
        L.append("")
        for k in self.kernels:
            L.append(k.text)
            L.append("")
        L.append("static unsigned mix(unsigned h, unsigned v) {")
        L.append("  return (h ^ v) * 16777619u + 2166136261u;")
        L.append("}")
        L.append("")
        L.append("int main(void) {")
        L.append("  unsigned h = 0u;")
        L.append("  rs = seed_v | 1u;")
        L.append("  for (int i = 0; i < %d; i++)" % TN)
        L.append("    T[i] = (int)(rnd() % 1001u) - 500;")
        if any(self.cells):
            L.append("  for (int i = 0; i < 8; i++)")
            L.append("    CELLS[i] = i * 7 - 20;")
        L.append("  for (int round = 0; round < %d; round++) {" % rounds)
        L.append("    fill();")
        for k in self.kernels:
            if k.loop:
                for c in range(r.randint(1, 3)):
                    L.append("    h = mix(h, %s(%s, round * %d - %d));" % (
                        k.name, r.choice(["N", "N", "N - %d" %
                                          r.randint(1, 9)]),
                        r.randint(1, 9), r.randint(0, 9)))
            else:
                L.append("    for (int i = 0; i < N; i++)")
                L.append("      h = mix(h, %s(i, round - %d));" % (
                    k.name, r.randint(0, 3)))
        L.append("  }")
        folds = (["T[i]"] + ["OUT%d[i]" % o for o in range(self.nout)] +
                 ["A[i]", "IX0[i]"])
        L.append("  for (int i = 0; i < N; i++)")
        L.append("    h = mix(h, %s);" % " + ".join(
            "(unsigned)%s" % f for f in folds[:1]))
        for f in folds[1:]:
            L.append("  for (int i = 0; i < N; i++)")
            L.append("    h = mix(h, (unsigned)%s);" % f)
        L.append("  for (int i = 0; i < %d; i++)" % self.SM)
        L.append("    h = mix(h, (unsigned)S[i] + 3u * (unsigned)"
                 "S_after[i]);")
        L.append("  for (int i = 0; i < %d; i++)" % self.ng)
        L.append("    h = mix(h, G[i]);")
        if any(self.cells):
            L.append("  for (int i = 0; i < 8; i++)")
            L.append("    h = mix(h, (unsigned)CELLS[i]);")
        if self.rare_calls:
            L.append("  h = mix(h, hooks);")
        L.append('  printf("%u\\n", h);')
        L.append("  return 0;")
        L.append("}")
        return "\n".join(L) + "\n"


def main():
    ap = argparse.ArgumentParser(
        description=__doc__.split("\n\n")[0] + " Writes one C program per "
        "seed (deterministic); see the module docstring or "
        "docs/difftest.md for what it contains.",
        formatter_class=argparse.RawDescriptionHelpFormatter,
        epilog="\n\n".join(__doc__.split("\n\n")[1:4]))
    ap.add_argument("--seed", type=int, required=True,
                    help="program seed (same seed, same program)")
    ap.add_argument("--rare-calls", action="store_true",
                    help="also write rarely taken calls to a noinline "
                    "function inside arms (hyperblocks with side "
                    "entrances, issue 10); other seeds' programs change")
    ap.add_argument("--classic", action="store_true",
                    help="leave out the shapes added for issue 44: the "
                    "programs of the campaigns before it")
    ap.add_argument("-o", "--output", metavar="FILE",
                    help="write the program here (default: stdout)")
    args = ap.parse_args()
    text = Gen(args.seed, args.rare_calls, args.classic).program()
    if args.output:
        with open(args.output, "w") as f:
            f.write(text)
    else:
        sys.stdout.write(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
