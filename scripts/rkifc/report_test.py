#!/usr/bin/env python3
"""Test of scripts/rkifc-report.py in a real browser.

Writes the report of examples/branchy.c on Hexagon (where rkifc converts
regions in default mode) and checks
  * the page's structure: one section per region the printer found, each
    with its graph (SVG), its tables, and for converted regions the code
    before and after;
  * that headless Chromium loads it (--dump-dom gives the regions back), and
  * that Chromium's screenshot shows a converted region: enough pixels of
    that region's fill colour in the picture of the function's CFG.

The PNG is decoded here (zlib), so nothing beyond Python's standard library
is needed besides chromium and graphviz. Exit status 0 when all checks pass.
"""

import os
import re
import shutil
import struct
import subprocess
import sys
import tempfile
import zlib

from rkifc.toolchain import REPO  # noqa: E402


def png_pixels(path):
    """(width, height, rows of RGB tuples) of an 8-bit, non-interlaced PNG
    (what Chromium writes)."""
    data = open(path, "rb").read()
    assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
    pos, idat = 8, b""
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        if kind == b"IHDR":
            width, height, depth, colour, _, _, interlace = struct.unpack(
                ">IIBBBBB", body)
            assert depth == 8 and interlace == 0 and colour in (2, 6)
            channels = 3 if colour == 2 else 4
        elif kind == b"IDAT":
            idat += body
        pos += 12 + length
    raw = zlib.decompress(idat)
    stride = width * channels
    rows, prev = [], bytearray(stride)
    i = 0
    for _ in range(height):
        ftype, line = raw[i], bytearray(raw[i + 1:i + 1 + stride])
        i += 1 + stride
        for x in range(stride):
            a = line[x - channels] if x >= channels else 0
            b = prev[x]
            c = prev[x - channels] if x >= channels else 0
            if ftype == 1:
                line[x] = (line[x] + a) & 255
            elif ftype == 2:
                line[x] = (line[x] + b) & 255
            elif ftype == 3:
                line[x] = (line[x] + (a + b) // 2) & 255
            elif ftype == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                pred = a if pa <= pb and pa <= pc else (b if pb <= pc else c)
                line[x] = (line[x] + pred) & 255
        rows.append(line)
        prev = line
    return width, height, [[tuple(r[x:x + 3]) for x in range(0, stride,
                                                            channels)]
                           for r in rows]


def main():
    failures = []

    def check(cond, what):
        print(("  ok    " if cond else "  FAIL  ") + what)
        if not cond:
            failures.append(what)

    chromium = shutil.which("chromium") or shutil.which("chromium-browser")
    if not chromium or not shutil.which("dot"):
        print("report-test: chromium and graphviz are needed "
              "(scripts/install-deps.sh installs them)")
        return 1
    work = tempfile.mkdtemp(prefix="rkifc-report-test-")
    try:
        page = os.path.join(work, "report.html")
        p = subprocess.run([sys.executable,
                            os.path.join(REPO, "scripts", "rkifc-report.py"),
                            os.path.join(REPO, "examples", "branchy.c"),
                            "--target", "hexagon", "-o", page],
                           capture_output=True, text=True)
        check(p.returncode == 0, "rkifc-report.py wrote the page " +
              p.stdout.strip() + p.stderr[-500:])
        if p.returncode:
            return 1
        text = open(page).read()
        regions = re.findall(r"<div class='region (\w+)' id='([^']+)' "
                             r"data-status='\w+' data-fill='(#[0-9a-f]+)'",
                             text)
        check(len(regions) >= 2, "one section per region (%d)" % len(regions))
        converted = [r for r in regions if r[0] == "converted"]
        check(converted, "at least one region is shown converted")
        check(text.count("<svg") >= len(regions) + 1,
              "a CFG and a graph per region as inline SVG (%d)" %
              text.count("<svg"))
        check(all(s in text for s in ("CD(", "R(", "K(p1)")),
              "the CD, R and K tables are there")
        check("<h4>After (the linear block)</h4>" in text,
              "converted regions show their linear block")
        check("Cost model" in text and "BranchyCycles" in text,
              "the cost model's numbers are there")

        dom = subprocess.run([chromium, "--headless", "--no-sandbox",
                              "--disable-gpu", "--dump-dom",
                              "file://" + page],
                             capture_output=True, text=True, timeout=120)
        check(dom.returncode == 0 and
              dom.stdout.count("class=\"region ") == len(regions),
              "Chromium loads the page: its DOM has the %d regions" %
              len(regions))
        shot = os.path.join(work, "shot.png")
        s = subprocess.run([chromium, "--headless", "--no-sandbox",
                            "--disable-gpu", "--hide-scrollbars",
                            "--screenshot=" + shot, "--window-size=1200,2400",
                            "file://" + page],
                           capture_output=True, text=True, timeout=120)
        check(s.returncode == 0 and os.path.exists(shot),
              "Chromium takes a screenshot")
        if os.path.exists(shot) and converted:
            # The blocks of converted regions are filled with their colours
            # (the tall CFG may not fit the window whole: any of them).
            fills = {tuple(int(f[i:i + 2], 16) for i in (1, 3, 5)): name
                     for _, name, f in converted}
            w, h, rows = png_pixels(shot)
            count = sum(px in fills for row in rows for px in row)
            white = sum(px == (255, 255, 255) for row in rows for px in row)
            check(white < w * h * 0.98, "the screenshot is not blank")
            check(count > 2000, "the screenshot shows the converted regions "
                  "(%s) in their colours: %d pixels" % (
                      ", ".join(sorted(fills.values())), count))
    finally:
        shutil.rmtree(work, ignore_errors=True)
    print("report-test: %d failed" % len(failures))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
