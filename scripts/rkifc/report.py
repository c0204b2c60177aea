#!/usr/bin/env python3
"""One self-contained HTML page per compilation: what rkifc did, and why.

Compiles a C file (or LLVM IR) with the plugin and writes an HTML report
with, for each function: its control-flow graph with rkifc's regions
coloured (converted, declined, converted in part), and for each region its
graph with R and CD, the CD / R / K tables, the cost model's numbers, the
decision with its reason, and the machine code of its blocks before and of
the linear block after the conversion. Pictures are SVG from Graphviz
(`dot`), inlined, so the page needs nothing else.

  scripts/rkifc-report.py examples/branchy.c --target hexagon -o report.html
  scripts/rkifc-report.py kernel.ll --target arm --force -o report.html

Sources: the printer (-rk-ifcvt-print-regions -rk-ifcvt-print-dot), the
YAML remarks (-pass-remarks-output) and the MIR before and after rk-ifcvt
(-print-before/-print-after). LLVM's opt-viewer renders the same remarks
per source line: <LLVM>/share/opt-viewer/opt-viewer.py
--output-dir DIR remarks.yaml (see docs/usage.md).
"""

import argparse
import html
import os
import re
import subprocess
import sys
import tempfile

from rkifc import proc
from rkifc.toolchain import LLVM_BIN, default_plugin  # noqa: E402
from rkifc import difftest  # noqa: E402  (remark flags)
from rkifc import modes  # noqa: E402
from rkifc import remarks  # noqa: E402  (the YAML remarks, by argument)
from rkifc import targets  # noqa: E402

TRIPLES = {t: targets.llc_flags(t) for t in targets.TARGETS}
# Fill colours of regions, by index; converted regions solid, others pale.
PALETTE = ["#4e79a7", "#f28e2b", "#59a14f", "#e15759", "#76b7b2",
           "#edc948", "#b07aa1", "#ff9da7", "#9c755f", "#bab0ac"]
PALE = ["#c6d4e6", "#fbd9b5", "#cfe5cb", "#f6c9ca", "#d4ebe9",
        "#f9eec4", "#e4d4e1", "#ffdfe3", "#e0d3c9", "#e9e6e4"]


def sh(cmd, **kw):
    return proc.checked("rkifc-report", cmd, **kw)


def block_id(name):
    """'bb.5 (%ir-block.16)' or 'bb.5.then' -> 'bb.5'."""
    m = re.match(r"(bb\.\d+)", name.strip())
    return m.group(1) if m else name.strip()


# ---------------------------------------------------------------- inputs

def parse_printer(text):
    """The printer's output: {function: [region]}; a region has its entry,
    its blocks (printer order), the table lines and the DOT text."""
    funcs, cur, region, dot = {}, None, None, None
    for line in text.splitlines():
        m = re.match(r"rk-ifcvt: function (\S+): (\d+) regions", line)
        if m:
            cur = funcs.setdefault(m.group(1), [])
            continue
        m = re.match(r"region (\d+): entry (.+), (\d+) blocks", line)
        if m and cur is not None:
            region = {"index": int(m.group(1)), "entry": m.group(2),
                      "blocks": [], "tables": [], "dot": ""}
            cur.append(region)
            continue
        if line.startswith("digraph "):
            dot = [line]
            continue
        if dot is not None:
            dot.append(line)
            if line == "}":
                if region is not None:
                    region["dot"] = "\n".join(dot)
                dot = None
            continue
        if region is not None and re.match(
                r"(ipdom|CD|R|K)\(|init false|predicates:", line):
            region["tables"].append(line)
            m = re.match(r"ipdom\((.+?)\) = ", line)
            if m:
                region["blocks"].append(m.group(1))
    return funcs


def parse_mir_dumps(text):
    """-print-before/-print-after output: {(when, function): {block: text}}
    in order, and the successors of each block."""
    dumps = {}
    when = None
    func = None
    block = None
    for line in text.splitlines():
        m = re.match(r"# \*\*\* IR Dump (Before|After) ", line)
        if m:
            when, func, block = m.group(1).lower(), None, None
            continue
        m = re.match(r"# Machine code for function (\S+?):", line)
        if m and when:
            func = m.group(1)
            dumps[(when, func)] = {"order": [], "text": {}, "succs": {}}
            continue
        if func is None:
            continue
        if line.startswith("# End machine code"):
            func = None
            continue
        d = dumps[(when, func)]
        m = re.match(r"^(bb\.\d+)\b.*:$", line)
        if m:
            block = m.group(1)
            d["order"].append(block)
            d["text"][block] = [line]
            d["succs"][block] = []
            continue
        if block is None:
            continue
        d["text"][block].append(line)
        m = re.match(r"\s+successors: (.*)", line)
        if m:
            d["succs"][block] = re.findall(r"%(bb\.\d+)\(", m.group(1).split(";")[0])
    return dumps


def parse_remarks(path):
    """The YAML remarks: a list of dicts with kind, name, function, message
    and the keyed arguments (scripts/rkifc/remarks.py reads them)."""
    out = []
    for r in remarks.load(path):
        out.append({"kind": r.kind, "name": r.name, "function": r.function,
                    "message": "".join(v for _, v, _ in r.args),
                    "args": {k: v for k, v, _ in r.args if k != "String"}})
    return out


# ---------------------------------------------------------------- output

def svg(dot_text):
    p = subprocess.run(["dot", "-Tsvg"], input=dot_text, capture_output=True,
                       text=True)
    if p.returncode != 0:
        return "<pre>%s</pre>" % html.escape(p.stderr)
    text = p.stdout
    return text[text.index("<svg"):]


def region_status(region, remarks):
    """converted | part | declined, the decision's remark, and the cost.

    Remarks are matched to the region by their Entry argument. The
    region's own verdict is the first converted or missed remark at its
    entry: sub-regions, whose entry may be the same block, are tried
    after it. A converted remark at one of its blocks after that is a
    sub-region's (no argument says "sub-region"; only the text does)."""
    entry = block_id(region["entry"])
    ids = {block_id(b) for b in region["blocks"]}
    decision, cost, status, parts = None, None, "declined", []
    for r in remarks:
        at = r["args"].get("Entry")
        if at is None:
            continue
        at = block_id(at)
        if r["name"] == "RegionCost":
            if at == entry:
                cost = r
        elif r["kind"] not in ("Passed", "Missed"):
            continue
        elif at == entry and decision is None:
            decision = r
            if r["kind"] == "Passed":
                status = "converted"
        elif at in ids and r["kind"] == "Passed":
            parts.append(r)
    if status != "converted" and parts:
        status = "part"
    return status, decision, cost, parts


def function_cfg(func, before, regions, statuses):
    """The function's CFG as DOT, its blocks coloured by region."""
    colour = {}
    for k, region in enumerate(regions):
        status = statuses[k][0]
        fill = PALETTE[k % len(PALETTE)] if status == "converted" else \
            PALE[k % len(PALE)]
        for b in region["blocks"]:
            colour[block_id(b)] = (fill, k, status)
    lines = ['digraph "%s" {' % func,
             '  node [shape=box, style="rounded,filled", fillcolor=white, '
             'fontname=monospace, fontsize=10];']
    for b in before["order"]:
        if b in colour:
            fill, k, status = colour[b]
            style = "rounded,filled" + (",dashed" if status != "converted"
                                        else "")
            lines.append('  "%s" [fillcolor="%s", style="%s", '
                         'tooltip="region %d (%s)", label="%s\\nregion %d"];'
                         % (b, fill, style, k, status, b, k))
        else:
            lines.append('  "%s";' % b)
    for b in before["order"]:
        for s in before["succs"].get(b, []):
            lines.append('  "%s" -> "%s";' % (b, s))
    lines.append("}")
    return "\n".join(lines)


CSS = """
body { font-family: sans-serif; margin: 2em; max-width: 1200px; }
h1 { font-size: 1.5em; } h2 { border-bottom: 1px solid #999; }
.region { border: 1px solid #ccc; border-radius: 6px; padding: 0.5em 1em;
          margin: 1em 0; }
.converted { border-left: 8px solid #59a14f; }
.part { border-left: 8px solid #edc948; }
.declined { border-left: 8px solid #bab0ac; }
pre { background: #f6f6f6; padding: 0.5em; overflow-x: auto;
      font-size: 0.85em; }
table { border-collapse: collapse; font-size: 0.9em; }
td, th { border: 1px solid #ccc; padding: 2px 6px; text-align: left; }
.cols { display: flex; gap: 1em; flex-wrap: wrap; }
.cols > div { flex: 1; min-width: 300px; }
.legend span { display: inline-block; padding: 0 0.5em; margin-right: 0.5em; }
"""


def render(title, funcs, dumps, remarks, command):
    out = ["<!DOCTYPE html>", "<html><head><meta charset='utf-8'>",
           "<title>rkifc report: %s</title>" % html.escape(title),
           "<style>%s</style></head><body>" % CSS,
           "<h1>rkifc report: %s</h1>" % html.escape(title),
           "<p>Command: <code>%s</code></p>" % html.escape(command)]
    nconv = sum(r["kind"] == "Passed" for r in remarks)
    out.append("<p>%d functions with regions; %d regions or sub-regions "
               "converted.</p>" % (len(funcs), nconv))
    out.append("<p class='legend'>In the graphs, one colour per region: "
               "solid for a region converted whole, pale with a dashed border "
               "for one not converted or converted in part.</p>")
    for func, regions in funcs.items():
        fremarks = [r for r in remarks if r["function"] == func]
        statuses = [region_status(rg, fremarks) for rg in regions]
        out.append("<h2 id='%s'>Function <code>%s</code></h2>" %
                   (html.escape(func), html.escape(func)))
        before = dumps.get(("before", func))
        after = dumps.get(("after", func))
        if before:
            out.append("<div class='cfg'>%s</div>" %
                       svg(function_cfg(func, before, regions, statuses)))
        for k, region in enumerate(regions):
            status, decision, cost, parts = statuses[k]
            fill = (PALETTE if status == "converted" else PALE)[
                k % len(PALETTE)]
            out.append("<div class='region %s' id='%s-region-%d' "
                       "data-status='%s' data-fill='%s' data-blocks='%d'>" %
                       (status, html.escape(func), k, status, fill,
                        len(region["blocks"])))
            out.append("<h3>Region %d: entry <code>%s</code>, %d blocks: "
                       "%s</h3>" % (k, html.escape(region["entry"]),
                                    len(region["blocks"]),
                                    {"converted": "converted",
                                     "part": "converted in part",
                                     "declined": "not converted"}[status]))
            if decision:
                out.append("<p><b>Decision:</b> %s</p>" %
                           html.escape(decision["message"]))
            for p in parts:
                out.append("<p><b>Sub-region:</b> %s</p>" %
                           html.escape(p["message"]))
            out.append("<div class='cols'><div>%s</div><div><pre>%s</pre>"
                       "</div></div>" % (svg(region["dot"]) if region["dot"]
                                         else "", html.escape(
                                             "\n".join(region["tables"]))))
            if cost:
                rows = "".join("<tr><th>%s</th><td>%s</td></tr>" %
                               (html.escape(k2), html.escape(str(v)))
                               for k2, v in cost["args"].items())
                out.append("<details open><summary>Cost model</summary>"
                           "<p>%s</p><table>%s</table></details>" %
                           (html.escape(cost["message"]), rows))
            if before:
                text = "\n".join("\n".join(before["text"].get(block_id(b), []))
                                 for b in region["blocks"])
                out.append("<div class='cols'><div><h4>Before</h4><pre>%s"
                           "</pre></div>" % html.escape(text))
                if status == "converted" and after:
                    linear = after["text"].get(block_id(region["entry"]), [])
                    out.append("<div><h4>After (the linear block)</h4><pre>"
                               "%s</pre></div>" % html.escape(
                                   "\n".join(linear)))
                out.append("</div>")
            out.append("</div>")
    out.append("</body></html>")
    return "\n".join(out)


def main():
    ap = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("input", help="a C file or LLVM IR (.ll)")
    ap.add_argument("--target", default="hexagon", choices=sorted(TRIPLES))
    ap.add_argument("--force", action="store_true",
                    help="compile with -rk-ifcvt-force")
    ap.add_argument("--plugin", default=default_plugin())
    ap.add_argument("--cflags", default="", help="more clang flags")
    ap.add_argument("-o", "--output", default="rkifc-report.html")
    ap.add_argument("--keep", metavar="DIR",
                    help="keep the inputs of the report (remarks, dumps)")
    args = ap.parse_args()
    if not os.path.exists(args.plugin):
        sys.exit("rkifc-report: no plugin at %s (build first)" % args.plugin)
    work = args.keep or tempfile.mkdtemp(prefix="rkifc-report-")
    os.makedirs(work, exist_ok=True)
    ll = args.input
    if args.input.endswith(".c"):
        ll = os.path.join(work, "input.ll")
        sh([os.path.join(LLVM_BIN, "clang")] + targets.cflags(args.target) +
           ["-O2", "-S", "-emit-llvm", args.input, "-o", ll] +
           args.cflags.split())
    yaml_path = os.path.join(work, "remarks.yaml")
    printer = ["-rk-ifcvt-print-regions", "-rk-ifcvt-print-dot"]
    cmd = ([os.path.join(LLVM_BIN, "llc"), "-O2"] + TRIPLES[args.target] +
           modes.llc_flags("force" if args.force else "default", args.plugin,
                           printer) +
           ["-print-before=rk-ifcvt", "-print-after=rk-ifcvt"] +
           remarks.llc_flags(yaml_path) +
           [ll, "-o", os.path.join(work, "out.s")])
    p = sh(cmd)
    funcs = parse_printer(p.stdout)
    dumps = parse_mir_dumps(p.stderr)
    found = parse_remarks(yaml_path)
    command = " ".join(os.path.basename(c) if os.path.isabs(c) else
                       re.sub(r"=/.*/", "=", c) for c in cmd)
    page = render(os.path.basename(args.input), funcs, dumps, found,
                  command)
    with open(args.output, "w") as fh:
        fh.write(page)
    print("rkifc-report: wrote %s (%d functions, %d regions, %d remarks)" % (
        args.output, len(funcs), sum(len(r) for r in funcs.values()),
        len(found)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
