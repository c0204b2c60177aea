#!/usr/bin/env python3
"""Differential test of rkifc's NVPTX output on a real GPU.

Two phases, meant for two machines:

  build --plugin PATH --out DIR
      (here: LLVM 22 and ptxas, no GPU) compiles every kernel of
      test/Exec/gpu-kernels/*.c with clang-22 to LLVM IR once, then runs
      llc-22 three ways on that IR:

        stock   llc -O2
        rkifc   llc -O2 -load PLUGIN -enable-rk-ifcvt
        force   llc -O2 -load PLUGIN -enable-rk-ifcvt -rk-ifcvt-force

      always with -verify-machineinstrs and rkifc's remarks. Every .ptx is
      checked with ptxas -arch=sm_90; selp instructions and conditional
      branches are counted. DIR gets the .ll, the three .ptx per kernel,
      the remarks (as text, and as YAML whose arguments the counts come
      from), and manifest.json that `run` reads.

  run --dir DIR --out OUTDIR
      (on the GPU machine: cupy and numpy) loads each .ptx with
      cupy.RawModule, runs each kernel on deterministic pseudo-random
      inputs in two distributions,

        divergent   every thread draws its own inputs
        uniform     the 32 threads of a warp share the inputs of its first
                    thread, so every data-dependent branch is warp-uniform

      and compares the outputs of stock, rkifc and force bit for bit (any
      difference is a MISMATCH). Each variant is timed with CUDA events
      (warm-up, then the median of --reps launches, the variants
      interleaved); --check-seeds adds untimed comparisons on more inputs.
      Optionally (--sass, --ncu) the SASS that ptxas makes of each .ptx is
      counted (cuobjdump) and Nsight Compute reads the divergent-branch
      counter. OUTDIR gets results.json and results.md.

See docs/gpu/README.md for a run on an H100.

Exit status: 0 if everything built / matched, 1 on a failure (a variant
that does not compile or assemble, a MISMATCH, a kernel that fails to
run), 2 on a setup error.

Kernel files declare their signature in comment lines, in order:

  PARAM in     NAME TYPE COUNT LO HI [sorted]   input array
  PARAM out    NAME TYPE COUNT                  output array
  PARAM n                                       the thread count (int)
  PARAM scalar NAME TYPE VALUE                  a by-value argument

TYPE is i32 or f32; COUNT is n, n*K (laid out [j*n + i] for thread i) or a
constant (a table shared by all threads, not made warp-uniform).

The build phase uses the Python 3 standard library and PyYAML (the
remarks).
"""

import argparse
import hashlib
import json
import os
import re
import shutil
import statistics
import subprocess
import sys
import time
import zlib

from rkifc import proc
from rkifc.toolchain import LLVM_BIN, SCRIPTS  # noqa: E402,F401

from rkifc.toolchain import REPO  # noqa: E402
from rkifc import difftest  # noqa: E402  (remark flags)
from rkifc import modes  # noqa: E402
from rkifc import remarks  # noqa: E402
from rkifc import targets  # noqa: E402
KERNEL_DIR = os.path.join(REPO, "test", "Exec", "gpu-kernels")
PTXAS = "/usr/local/cuda/bin/ptxas"
VARIANTS = ("stock", "rkifc", "force")
DISTS = ("divergent", "uniform")
SENTINEL = 0x5A5A5A5A  # every output word is set to this before a launch

NCU_METRICS = (
    "smsp__sass_branch_targets_threads_divergent.sum",
    "smsp__sass_branch_targets.sum",
    "smsp__inst_executed.sum",
)


die = proc.stopper("gpu-difftest")


# --------------------------------------------------------------------------
# kernel descriptions
# --------------------------------------------------------------------------

PARAM_RE = re.compile(r"^\s*(?://|/?\*)?\s*PARAM\s+(.*?)\s*(?:\*/)?\s*$")


def parse_kernel(path):
    """Returns {name, file, params: [...]} from a kernel's PARAM lines."""
    name = os.path.splitext(os.path.basename(path))[0]
    params = []
    with open(path) as f:
        for lineno, line in enumerate(f, 1):
            m = PARAM_RE.match(line)
            if not m:
                continue
            words = m.group(1).split()
            where = "%s:%d" % (path, lineno)
            kind = words[0]
            if kind == "n" and len(words) == 1:
                params.append({"kind": "n"})
            elif kind == "in" and len(words) in (6, 7):
                p = {"kind": "in", "name": words[1], "type": words[2],
                     "count": words[3], "lo": float(words[4]),
                     "hi": float(words[5]), "sorted": len(words) == 7}
                if len(words) == 7 and words[6] != "sorted":
                    die("%s: unknown flag %r" % (where, words[6]))
                params.append(p)
            elif kind == "out" and len(words) == 4:
                params.append({"kind": "out", "name": words[1],
                               "type": words[2], "count": words[3]})
            elif kind == "scalar" and len(words) == 4:
                params.append({"kind": "scalar", "name": words[1],
                               "type": words[2], "value": float(words[3])})
            else:
                die("%s: cannot read PARAM line %r" % (where, line.strip()))
            t = params[-1].get("type")
            if t is not None and t not in ("i32", "f32"):
                die("%s: type %r is not i32 or f32" % (where, t))
            c = params[-1].get("count")
            if c is not None and not re.fullmatch(r"n|n\*\d+|\d+", c):
                die("%s: count %r is not n, n*K or a number" % (where, c))
    if not params:
        die("%s: no PARAM lines" % path)
    if sum(1 for p in params if p["kind"] == "n") != 1:
        die("%s: needs exactly one 'PARAM n'" % path)
    if not any(p["kind"] == "out" for p in params):
        die("%s: no output array" % path)
    return {"name": name, "file": os.path.relpath(path, REPO),
            "params": params}


def count_of(count, n):
    if count == "n":
        return n
    if count.startswith("n*"):
        return n * int(count[2:])
    return int(count)


def per_thread(count):
    return count == "n" or count.startswith("n*")


# --------------------------------------------------------------------------
# build
# --------------------------------------------------------------------------

def run_tool(cmd, timeout=300):
    try:
        p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                           universal_newlines=True, timeout=timeout)
        return p.returncode, p.stdout, p.stderr
    except subprocess.TimeoutExpired:
        return 124, "", "timed out after %ds" % timeout
    except OSError as e:
        return 127, "", str(e)


def ptx_counts(text):
    """Counts instructions of interest in a PTX file (comments ignored)."""
    selp = cbra = bra = setp = 0
    insts = 0
    for line in text.splitlines():
        s = line.split("//", 1)[0].strip()
        if not s or s.endswith(":") or s.startswith(".") or s in ("{", "}", ")"):
            continue
        insts += 1
        if re.match(r"selp\.", s):
            selp += 1
        elif re.match(r"@!?%p\d+\s+bra", s):
            cbra += 1
        elif re.match(r"bra(\.uni)?\s", s):
            bra += 1
        elif re.match(r"setp\.", s):
            setp += 1
    return {"selp": selp, "cond_bra": cbra, "bra": bra, "setp": setp,
            "insts": insts}


def remark_summary(path):
    """Regions converted and not, and branches removed, from the YAML
    remarks in path. Every missed remark is a region not converted, but
    the TailDuplication one without a Problem: a hyperblock whose tails
    were duplicated and that then could not be converted (its text does
    not say "not if-converting")."""
    rs = remarks.load(path)
    conv = [r for r in rs if r.name == "Converted"]
    notc = [r for r in rs if r.kind == "Missed" and not (
        r.name == "TailDuplication" and r.get("Problem") is None)]
    return {"converted": len(conv), "not_converted": len(notc),
            "branches_removed": sum(int(r.number("BranchesRemoved"))
                                    for r in conv)}


def file_sha256(path):
    h = hashlib.sha256()
    with open(path, "rb") as f:
        for chunk in iter(lambda: f.read(1 << 20), b""):
            h.update(chunk)
    return h.hexdigest()


def git_describe():
    rc, out, _ = run_tool(["git", "-C", REPO, "rev-parse", "HEAD"])
    head = out.strip() if rc == 0 else "unknown"
    rc, out, _ = run_tool(["git", "-C", REPO, "status", "--porcelain",
                           "--untracked-files=no"])
    dirty = bool(out.strip()) if rc == 0 else None
    return head, dirty


def cmd_build(args):
    clang = os.path.join(args.llvm_bin, "clang")
    llc = os.path.join(args.llvm_bin, "llc")
    for tool in (clang, llc, args.ptxas):
        if not os.access(tool, os.X_OK):
            die("missing tool %s" % tool)
    plugin = os.path.abspath(args.plugin)
    if not os.path.isfile(plugin):
        die("no plugin at %s" % plugin)
    rc, helptext, err = run_tool([llc, "-load", plugin, "--help-hidden"])
    if rc != 0 or "enable-rk-ifcvt" not in helptext:
        die("llc cannot load the plugin %s:\n%s" % (plugin, err))

    files = sorted(f for f in os.listdir(args.kernels) if f.endswith(".c"))
    if args.only:
        want = set(args.only.split(","))
        files = [f for f in files if os.path.splitext(f)[0] in want]
        if not files:
            die("--only matched no kernel")
    if not files:
        die("no kernels in %s" % args.kernels)
    os.makedirs(args.out, exist_ok=True)

    base_llc = ([llc] + targets.llc_flags("nvptx", args.mcpu) +
                ["-O2", "-verify-machineinstrs"])
    # The remarks' text, for people (KERNEL.VARIANT.remarks.txt).
    remark_flags = ["-pass-remarks=rk-ifcvt", "-pass-remarks-missed=rk-ifcvt"]
    variant_flags = {
        "stock": [],
        "rkifc": modes.llc_flags("default", plugin) + remark_flags,
        "force": modes.llc_flags("force", plugin) + remark_flags,
    }
    extra = args.llc_flag or []

    head, dirty = git_describe()
    manifest = {
        "commit": head, "dirty": dirty, "plugin": plugin,
        "plugin_sha256": file_sha256(plugin), "mcpu": args.mcpu,
        "clang": run_tool([clang, "--version"])[1].splitlines()[0],
        "ptxas": (run_tool([args.ptxas, "--version"])[1].strip().splitlines()
                  or ["?"])[-1],
        "commands": {}, "kernels": [],
    }
    failures = []
    for f in files:
        k = parse_kernel(os.path.join(args.kernels, f))
        name = k["name"]
        ll = os.path.join(args.out, name + ".ll")
        cc = ([clang] + targets.cflags("nvptx", args.mcpu) +
              ["-O2", "-S", "-emit-llvm", os.path.join(args.kernels, f),
               "-o", ll])
        manifest["commands"].setdefault("clang", " ".join(cc[:-3] + ["KERNEL.c", "-o", "KERNEL.ll"]))
        rc, _, err = run_tool(cc)
        if rc != 0:
            failures.append("%s: clang failed:\n%s" % (name, err))
            print("%-16s CLANG-FAILED" % name)
            continue
        k["ll"] = os.path.basename(ll)
        k["variants"] = {}
        for v in VARIANTS:
            ptx = os.path.join(args.out, "%s.%s.ptx" % (name, v))
            # The counts come from the YAML remarks' arguments.
            yaml_path = os.path.join(args.out,
                                     "%s.%s.remarks.yaml" % (name, v))
            if os.path.exists(yaml_path):
                os.unlink(yaml_path)
            yaml_flags = (remarks.llc_flags(yaml_path)
                          if variant_flags[v] else [])
            cmd = (base_llc + variant_flags[v] + extra + yaml_flags +
                   [ll, "-o", ptx])
            shown = [c.replace(yaml_path, "KERNEL.%s.remarks.yaml" % v)
                     for c in cmd[:-3]]
            manifest["commands"].setdefault(v, " ".join(
                shown + ["KERNEL.ll", "-o", "KERNEL.%s.ptx" % v]))
            rc, _, err = run_tool(cmd)
            rem_path = os.path.join(args.out, "%s.%s.remarks.txt" % (name, v))
            with open(rem_path, "w") as rf:
                rf.write(err)
            info = {"ptx": os.path.basename(ptx), "llc_rc": rc,
                    "remarks": os.path.basename(rem_path)}
            if rc != 0 or not os.path.isfile(ptx):
                failures.append("%s/%s: llc failed (rc %d):\n%s" % (
                    name, v, rc, err[-3000:]))
                info["ok"] = False
                k["variants"][v] = info
                continue
            text = open(ptx).read()
            info.update(ptx_counts(text))
            info.update(remark_summary(yaml_path))
            cubin = os.path.join(args.out, ".tmp.cubin")
            prc, _, perr = run_tool([args.ptxas, "-arch=" + args.mcpu, ptx,
                                     "-o", cubin])
            if os.path.exists(cubin):
                os.unlink(cubin)
            info["ptxas_ok"] = prc == 0
            if prc != 0:
                failures.append("%s/%s: ptxas failed:\n%s" % (name, v, perr))
            info["ok"] = prc == 0
            info["sha256"] = hashlib.sha256(text.encode()).hexdigest()
            k["variants"][v] = info
        vs = k["variants"]
        if all(vs.get(v, {}).get("ok") for v in VARIANTS):
            k["rkifc_changed"] = vs["rkifc"]["sha256"] != vs["stock"]["sha256"]
            k["force_changed"] = vs["force"]["sha256"] != vs["stock"]["sha256"]
        manifest["kernels"].append(k)
        print_build_row(k)
    manifest["failures"] = failures
    with open(os.path.join(args.out, "manifest.json"), "w") as mf:
        json.dump(manifest, mf, indent=1, sort_keys=True)
    for fl in failures:
        print("FAILURE: " + fl, file=sys.stderr)
    n = len(manifest["kernels"])
    conv = sum(1 for k in manifest["kernels"]
               if k["variants"].get("rkifc", {}).get("converted"))
    fconv = sum(1 for k in manifest["kernels"]
                if k["variants"].get("force", {}).get("converted"))
    print("%d kernels, %d converted by rkifc, %d by force; %d failures; "
          "manifest in %s" % (n, conv, fconv, len(failures),
                              os.path.join(args.out, "manifest.json")))
    return 1 if failures else 0


def print_build_row(k):
    if not getattr(print_build_row, "header", False):
        print("%-16s %-22s %-22s %-22s" % (
            "kernel", "stock selp/cbra", "rkifc selp/cbra conv",
            "force selp/cbra conv"))
        print_build_row.header = True
    cells = []
    for v in VARIANTS:
        i = k["variants"].get(v, {})
        if not i.get("ok"):
            cells.append("FAILED")
        elif v == "stock":
            cells.append("%d/%d" % (i["selp"], i["cond_bra"]))
        else:
            cells.append("%d/%d %d(-%d br)" % (
                i["selp"], i["cond_bra"], i["converted"],
                i["branches_removed"]))
    print("%-16s %-22s %-22s %-22s" % (k["name"], cells[0], cells[1],
                                       cells[2]))


# --------------------------------------------------------------------------
# run (GPU machine)
# --------------------------------------------------------------------------

def make_inputs(np, k, dist, n, seed):
    """Host arrays for kernel k, in signature order (outputs: None)."""
    out = []
    for idx, p in enumerate(k["params"]):
        if p["kind"] != "in":
            out.append(None)
            continue
        cnt = count_of(p["count"], n)
        s = zlib.crc32(("%s/%s/%d/%d" % (k["name"], p["name"], idx,
                                          seed)).encode())
        # the same draws for both distributions: "uniform" differs only in
        # which threads share values
        rng = np.random.default_rng(s)
        if p["type"] == "i32":
            a = rng.integers(int(p["lo"]), int(p["hi"]), size=cnt,
                             endpoint=True, dtype=np.int64).astype(np.int32)
        else:
            a = rng.uniform(p["lo"], p["hi"], size=cnt).astype(np.float32)
            # a few exact boundary values, where comparisons are decided
            # by equality
            edges = np.array([p["lo"], p["hi"], 0.0, -1.0, 1.0, 0.5, -0.5,
                              2.0, -2.0], dtype=np.float32)
            pick = rng.integers(0, cnt, size=max(1, cnt // 64))
            a[pick] = edges[rng.integers(0, len(edges), size=len(pick))]
        if p["sorted"]:
            a = np.sort(a)
        if dist == "uniform" and per_thread(p["count"]):
            # thread i = e % n and n % 32 == 0, so e & ~31 is the first
            # thread of e's warp at the same j
            a = a[np.arange(cnt) & ~31]
        out.append(np.ascontiguousarray(a))
    return out


def scalar_arg(np, p, n):
    if p["kind"] == "n":
        return np.int32(n)
    if p["type"] == "i32":
        return np.int32(int(p["value"]))
    return np.float32(p["value"])


def typed(np, word, t):
    """An output word as the kernel's type (f32 as a float, i32 signed)."""
    w = np.array([word], dtype=np.uint32)
    if t == "f32":
        return float(w.view(np.float32)[0])
    return int(w.view(np.int32)[0])


def sass_counts(ptxas, cuobjdump, ptx_path, tmpdir, mcpu):
    cubin = os.path.join(tmpdir, os.path.basename(ptx_path) + ".cubin")
    rc, _, err = run_tool([ptxas, "-arch=" + mcpu, ptx_path, "-o", cubin])
    if rc != 0:
        return {"error": "ptxas: " + err.strip()[-300:]}
    rc, out, err = run_tool([cuobjdump, "-sass", cubin])
    if rc != 0:
        return {"error": "cuobjdump: " + err.strip()[-300:]}
    with open(cubin[:-len(".ptx.cubin")] + ".sass", "w") as f:
        f.write(out)
    bra = pbra = sel = insts = bssy = 0
    for line in out.splitlines():
        m = re.match(r"\s*/\*[0-9a-f]{4,}\*/\s+(.*?);", line)
        if not m:
            continue
        ins = m.group(1).strip()
        insts += 1
        body = re.sub(r"^@!?U?P\w+\s+", "", ins)
        op = body.split()[0] if body.split() else ""
        if op.startswith("BRA"):
            bra += 1
            if ins.startswith("@"):
                pbra += 1
        elif op.split(".")[0] in ("SEL", "FSEL", "USEL"):
            sel += 1
        elif op.startswith("BSSY"):
            bssy += 1
    return {"sass_insts": insts, "sass_bra": bra, "sass_pred_bra": pbra,
            "sass_sel": sel, "sass_bssy": bssy}


def load_modules(cp, d, manifest):
    mods = {}
    for k in manifest["kernels"]:
        for v in VARIANTS:
            vi = k.get("variants", {}).get(v)
            if not vi or not vi.get("ok"):
                continue
            path = os.path.join(d, vi["ptx"])
            mod = cp.RawModule(path=path)
            mods[(k["name"], v)] = mod.get_function(k["name"])
    return mods


def launch(cp, fn, args, n, block):
    grid = ((n + block - 1) // block,)
    fn(grid, (block,), tuple(args))


def run_child(args):
    """Under ncu: one launch per kernel, distribution and variant, in a
    fixed order (printed) so the profile's IDs can be matched."""
    import cupy as cp
    import numpy as np
    manifest = json.load(open(os.path.join(args.dir, "manifest.json")))
    mods = load_modules(cp, args.dir, manifest)
    order = []
    for k in manifest["kernels"]:
        for dist in DISTS:
            host = make_inputs(np, k, dist, args.n, args.seed)
            dev_args = []
            for p, h in zip(k["params"], host):
                if p["kind"] == "in":
                    dev_args.append(cp.asarray(h))
                elif p["kind"] == "out":
                    dev_args.append(cp.asarray(np.full(
                        count_of(p["count"], args.n), SENTINEL,
                        dtype=np.uint32)))
                else:
                    dev_args.append(scalar_arg(np, p, args.n))
            for v in VARIANTS:
                if (k["name"], v) not in mods:
                    continue
                launch(cp, mods[(k["name"], v)], dev_args, args.n, args.block)
                cp.cuda.runtime.deviceSynchronize()
                order.append([k["name"], dist, v])
    with open(args.order, "w") as f:
        json.dump(order, f)
    return 0


def run_ncu(args, manifest, log):
    import glob
    cands = [shutil.which("ncu") or "", "/usr/local/cuda/bin/ncu"] + sorted(
        glob.glob("/opt/nvidia/nsight-compute/*/ncu"), reverse=True)
    ncu = next((c for c in cands if c and os.path.exists(c)), None)
    if not ncu:
        log("ncu: not found, skipped")
        return None
    res = run_ncu_with(args, manifest, log, ncu, NCU_METRICS)
    if res is None:
        log("ncu: trying again with the divergence counter alone")
        res = run_ncu_with(args, manifest, log, ncu, NCU_METRICS[:1])
    return res


def run_ncu_with(args, manifest, log, ncu, metrics):
    order_path = os.path.join(args.sass_dir, "ncu-order.json")
    os.makedirs(args.sass_dir, exist_ok=True)
    names = "|".join(k["name"] for k in manifest["kernels"])
    cmd = [ncu, "--csv", "--page", "raw", "--target-processes", "all",
           "--kernel-name", "regex:^(%s)$" % names,
           "--metrics", ",".join(metrics), sys.executable,
           os.path.join(SCRIPTS, "gpu-difftest.py"), "run-child",
           "--dir", args.dir,
           "--n", str(args.n), "--block", str(args.block), "--seed",
           str(args.seed), "--order", order_path]
    log("ncu: " + " ".join(cmd))
    t0 = time.time()
    rc, out, err = run_tool(cmd, timeout=args.ncu_timeout)
    log("ncu: rc %d in %.1fs" % (rc, time.time() - t0))
    with open(os.path.join(args.out, "ncu.log"), "a") as f:
        f.write(out + "\n--- stderr ---\n" + err)
    if rc != 0 or not os.path.exists(order_path):
        log("ncu: failed, skipped (see ncu.log)")
        return None
    order = json.load(open(order_path))
    os.unlink(order_path)
    import csv
    import io
    lines = [l for l in out.splitlines() if l.startswith('"')]
    rows = list(csv.reader(io.StringIO("\n".join(lines))))
    if len(rows) < 2:
        log("ncu: no CSV rows, skipped")
        return None
    hdr = rows[0]
    body = [r for r in rows[1:] if len(r) == len(hdr)]
    # the raw page has a units row after the header
    body = [r for r in body if r[hdr.index("ID")].strip().isdigit()] \
        if "ID" in hdr else body
    if len(body) != len(order):
        log("ncu: %d profiled launches for %d expected, skipped"
            % (len(body), len(order)))
        return None
    if "Kernel Name" in hdr:
        got = [r[hdr.index("Kernel Name")].split("(")[0].strip() for r in body]
        if got != [o[0] for o in order]:
            log("ncu: profiled kernels are not the ones launched, skipped")
            return None
    res = {}
    for (kname, dist, v), r in zip(order, body):
        d = {}
        for m in metrics:
            if m in hdr:
                val = r[hdr.index(m)].replace(",", "")
                try:
                    d[m] = float(val)
                except ValueError:
                    d[m] = None
        res["%s/%s/%s" % (kname, dist, v)] = d
    return res


def cmd_run(args):
    os.makedirs(args.out, exist_ok=True)
    logf = open(os.path.join(args.out, "run.log"), "a")

    def log(msg):
        print(msg)
        logf.write(msg + "\n")
        logf.flush()

    try:
        import cupy as cp
        import numpy as np
    except ImportError as e:
        die("run needs cupy and numpy: %s" % e)
    mpath = os.path.join(args.dir, "manifest.json")
    if not os.path.isfile(mpath):
        die("no manifest.json in %s (run build first)" % args.dir)
    manifest = json.load(open(mpath))
    if args.n % 32 or args.n % args.block:
        die("--n must be a multiple of 32 and of --block")

    dev = cp.cuda.Device()
    props = cp.cuda.runtime.getDeviceProperties(dev.id)
    env = {
        "gpu": props["name"].decode() if isinstance(props["name"], bytes)
        else str(props["name"]),
        "sm": "%d.%d" % (props["major"], props["minor"]),
        "multiprocessors": props["multiProcessorCount"],
        "driver": cp.cuda.runtime.driverGetVersion(),
        "runtime": cp.cuda.runtime.runtimeGetVersion(),
        "cupy": cp.__version__, "numpy": np.__version__,
        "python": sys.version.split()[0], "n": args.n, "block": args.block,
        "reps": args.reps, "warmup": args.warmup, "seed": args.seed,
    }
    rc, out, _ = run_tool(["nvidia-smi", "--query-gpu=name,driver_version,"
                           "clocks.sm,clocks.max.sm,clocks.mem",
                           "--format=csv,noheader"])
    if rc == 0:
        env["nvidia_smi"] = out.strip()
    log("environment: " + json.dumps(env))

    mods = load_modules(cp, args.dir, manifest)
    results = {"env": env, "build": {x: manifest.get(x) for x in (
        "commit", "dirty", "plugin_sha256", "clang", "ptxas", "commands",
        "mcpu")}, "kernels": []}
    mismatches = []
    errors = []

    for k in manifest["kernels"]:
        name = k["name"]
        kres = {"name": name, "file": k["file"], "ptx": {}, "dists": {}}
        for v in VARIANTS:
            vi = k.get("variants", {}).get(v, {})
            kres["ptx"][v] = {x: vi.get(x) for x in (
                "selp", "cond_bra", "bra", "insts", "converted",
                "not_converted", "branches_removed", "ok")}
        avail = [v for v in VARIANTS if (name, v) in mods]
        if "stock" not in avail:
            errors.append("%s: no stock PTX" % name)
            results["kernels"].append(kres)
            continue
        kres["extra_checks"] = []
        jobs = [(d, args.seed, True) for d in DISTS] + [
            (d, sd, False) for sd in args.check_seeds for d in DISTS]
        for dist, seed, timed in jobs:
            where = dist if seed == args.seed else "%s,seed=%d" % (dist, seed)
            host = make_inputs(np, k, dist, args.n, seed)
            dev_in = []
            outs = []
            otype = {p["name"]: p["type"] for p in k["params"]
                     if p["kind"] == "out"}
            for p, h in zip(k["params"], host):
                if p["kind"] == "in":
                    dev_in.append(cp.asarray(h))
                elif p["kind"] == "out":
                    o = cp.empty(count_of(p["count"], args.n), dtype=cp.uint32)
                    dev_in.append(o)
                    outs.append((p["name"], o))
                else:
                    dev_in.append(scalar_arg(np, p, args.n))

            def run_once(v):
                for _, o in outs:
                    o.fill(SENTINEL)
                launch(cp, mods[(name, v)], dev_in, args.n, args.block)
                cp.cuda.runtime.deviceSynchronize()
                return {on: cp.asnumpy(o) for on, o in outs}

            got = {}
            for v in avail:
                try:
                    got[v] = run_once(v)
                except Exception as e:  # a launch that fails is a failure
                    errors.append("%s/%s/%s: launch failed: %s"
                                  % (name, where, v, e))
            dres = {"match": {}, "diff": {}, "time_us": {}, "checksum": {}}
            ref = got.get("stock")
            for v in avail:
                if v not in got:
                    dres["match"][v] = False
                    continue
                dres["checksum"][v] = "%08x" % (zlib.crc32(b"".join(
                    got[v][on].tobytes() for on, _ in outs)))
                if v == "stock" or ref is None:
                    continue
                ok = True
                for on, _ in outs:
                    a, b = ref[on], got[v][on]
                    bad = np.nonzero(a != b)[0]
                    if len(bad):
                        ok = False
                        ex = []
                        for e in bad[:8]:
                            t = int(e) % args.n
                            ins = {}
                            for p, h in zip(k["params"], host):
                                if p["kind"] == "in" and per_thread(p["count"]):
                                    stride = args.n
                                    vals = h[t::stride][:4]
                                    ins[p["name"]] = [x.item() for x in vals]
                            ex.append({"index": int(e), "thread": t,
                                       "stock": typed(np, a[e], otype[on]),
                                       v: typed(np, b[e], otype[on]),
                                       "inputs": ins})
                        dres["diff"]["%s:%s" % (v, on)] = {
                            "count": int(len(bad)), "examples": ex}
                        mismatches.append("%s/%s: %s differs from stock in "
                                          "%s at %d of %d elements" % (
                                              name, where, v, on, len(bad),
                                              len(a)))
                dres["match"][v] = ok
            # sentinel check: how many output words the kernel left alone
            if ref is not None:
                dres["untouched_words"] = int(sum(
                    int((ref[on] == SENTINEL).sum()) for on, _ in outs))

            if not timed:
                kres["extra_checks"].append({
                    "dist": dist, "seed": seed, "match": dres["match"],
                    "diff": dres["diff"], "checksum": dres["checksum"]})
                log("%-16s %-9s match=%s (check only)" % (
                    name, where, ",".join(
                        "%s:%s" % (v, "ok" if m else "MISMATCH")
                        for v, m in dres["match"].items())))
                continue
            # timing: warm-up, then interleaved single launches
            times = {v: [] for v in avail if v in got}
            ev0, ev1 = cp.cuda.Event(), cp.cuda.Event()
            for v in times:
                for _ in range(args.warmup):
                    launch(cp, mods[(name, v)], dev_in, args.n, args.block)
            cp.cuda.runtime.deviceSynchronize()
            for rep in range(args.reps):
                order = list(times)
                if rep % 2:
                    order.reverse()
                for v in order:
                    ev0.record()
                    launch(cp, mods[(name, v)], dev_in, args.n, args.block)
                    ev1.record()
                    ev1.synchronize()
                    times[v].append(cp.cuda.get_elapsed_time(ev0, ev1) * 1e3)
            for v, ts in times.items():
                dres["time_us"][v] = {"median": statistics.median(ts),
                                      "min": min(ts), "max": max(ts)}
            # the outputs after the timing runs must still be stock's
            for v in times:
                if v == "stock":
                    continue
                again = run_once(v)
                if ref is not None and any(
                        not np.array_equal(again[on], ref[on])
                        for on, _ in outs):
                    dres["match"][v] = False
                    mismatches.append("%s/%s: %s differs from stock on a "
                                      "repeated launch" % (name, where, v))
            kres["dists"][dist] = dres
            log("%-16s %-9s match=%s  %s" % (
                name, dist,
                ",".join("%s:%s" % (v, "ok" if m else "MISMATCH")
                         for v, m in dres["match"].items()),
                "  ".join("%s %.1fus" % (v, t["median"])
                          for v, t in dres["time_us"].items())))
        results["kernels"].append(kres)

    if args.sass:
        ptxas = shutil.which("ptxas") or "/usr/local/cuda/bin/ptxas"
        cuobjdump = shutil.which("cuobjdump") or "/usr/local/cuda/bin/cuobjdump"
        if os.path.exists(ptxas) and os.path.exists(cuobjdump):
            tmp = args.sass_dir
            os.makedirs(tmp, exist_ok=True)
            for kres, k in zip(results["kernels"], manifest["kernels"]):
                kres["sass"] = {}
                for v in VARIANTS:
                    vi = k.get("variants", {}).get(v)
                    if vi and vi.get("ok"):
                        kres["sass"][v] = sass_counts(
                            ptxas, cuobjdump, os.path.join(args.dir, vi["ptx"]),
                            tmp, manifest.get(
                                "mcpu", targets.DEFAULT_MCPU["nvptx"]))
            log("sass: counted")
        else:
            log("sass: ptxas or cuobjdump missing, skipped")

    if args.ncu:
        nres = run_ncu(args, manifest, log)
        if nres:
            for kres in results["kernels"]:
                for dist, dres in kres["dists"].items():
                    dres["ncu"] = {v: nres.get("%s/%s/%s" % (kres["name"], dist, v))
                                   for v in VARIANTS}

    results["mismatches"] = mismatches
    results["errors"] = errors
    with open(os.path.join(args.out, "results.json"), "w") as f:
        json.dump(results, f, indent=1, sort_keys=True)
    with open(os.path.join(args.out, "results.md"), "w") as f:
        f.write(render_md(results))
    for m in mismatches:
        log("MISMATCH: " + m)
    for e in errors:
        log("ERROR: " + e)
    log("%d kernels, %d mismatches, %d errors" % (
        len(results["kernels"]), len(mismatches), len(errors)))
    if mismatches:
        log("*" * 60 + "\n*** MISMATCH: rkifc's output computes something "
            "else than stock ***\n" + "*" * 60)
    return 1 if (mismatches or errors) else 0


def fmt(x, spec="%.1f"):
    return "-" if x is None else spec % x


def render_md(res):
    env = res["env"]
    b = res["build"]
    out = []
    out.append("# rkifc NVPTX on a GPU: differential test and timings\n")
    out.append("GPU: %s (sm_%s, %s SMs), driver %s, CUDA runtime %s, CuPy %s. "
               "Build: commit %s%s, %s, %s.\n" % (
                   env["gpu"], env["sm"].replace(".", ""),
                   env["multiprocessors"], env["driver"], env["runtime"],
                   env["cupy"], (b.get("commit") or "?")[:12],
                   " (dirty tree)" if b.get("dirty") else "",
                   b.get("clang"), b.get("ptxas")))
    out.append("%d threads per launch, blocks of %d; times are the median of "
               "%d launches (CUDA events, after %d warm-ups, variants "
               "interleaved), in microseconds. *ratio* = variant / stock "
               "(below 1 is faster). *selp/cbra*: `selp` and conditional "
               "`bra` in the PTX; *SASS bra/sel*: branches and selects in "
               "ptxas's machine code; *div. br.*: Nsight Compute's "
               "`smsp__sass_branch_targets_threads_divergent.sum`; "
               "*warp insts*: `smsp__inst_executed.sum`.\n" % (
                   env["n"], env["block"], env["reps"], env["warmup"]))
    extra = [(k["name"], c) for k in res["kernels"]
             for c in k.get("extra_checks", [])]
    seeds = sorted({c["seed"] for _, c in extra})
    out.append("Mismatches: **%d**. Errors: %d. Compared (stock vs rkifc vs "
               "force, bit for bit): every kernel in both distributions with "
               "the timed inputs (seed %d)%s.\n" % (
                   len(res["mismatches"]), len(res["errors"]), env["seed"],
                   "" if not seeds else
                   ", and again untimed with seeds %s (%d runs, %d with a "
                   "mismatch)" % (",".join(map(str, seeds)), len(extra),
                                  sum(1 for _, c in extra
                                      if not all(c["match"].values())))))
    hdr = ("| kernel | inputs | match | stock µs | rkifc µs | force µs | "
           "rkifc ratio | force ratio | selp s/r/f | cbra s/r/f | "
           "regions conv. r/f | SASS bra s/r/f | SASS sel s/r/f | "
           "div. br. s/r/f | warp insts s/r/f |")
    out.append(hdr)
    out.append("|" + "|".join(["---"] * (hdr.count("|") - 1)) + "|")
    for k in res["kernels"]:
        p = k["ptx"]
        sass = k.get("sass", {})
        for dist, d in k["dists"].items():
            t = d["time_us"]
            st = t.get("stock", {}).get("median")

            def ratio(v):
                x = t.get(v, {}).get("median")
                return "-" if x is None or not st else "%.2f" % (x / st)
            m = d["match"]
            match = "yes" if m and all(m.values()) else "**MISMATCH**"
            ncu = d.get("ncu") or {}

            def nc(metric):
                vals = []
                for v in VARIANTS:
                    x = (ncu.get(v) or {}).get(metric)
                    vals.append("-" if x is None else "%d" % x)
                return "/".join(vals)

            def sc(key):
                return "/".join(str(sass.get(v, {}).get(key, "-"))
                                for v in VARIANTS)
            out.append("| %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | "
                       "%s | %s | %s | %s | %s |" % (
                           k["name"], dist, match,
                           fmt(st), fmt(t.get("rkifc", {}).get("median")),
                           fmt(t.get("force", {}).get("median")),
                           ratio("rkifc"), ratio("force"),
                           "/".join(str(p[v].get("selp")) for v in VARIANTS),
                           "/".join(str(p[v].get("cond_bra")) for v in VARIANTS),
                           "%s/%s" % (p["rkifc"].get("converted"),
                                      p["force"].get("converted")),
                           sc("sass_bra"), sc("sass_sel"),
                           nc(NCU_METRICS[0]), nc(NCU_METRICS[2])))
    out.append("")
    if res["mismatches"]:
        out.append("## Mismatches\n")
        out.extend("- " + m for m in res["mismatches"])
        out.append("")
    if res["errors"]:
        out.append("## Errors\n")
        out.extend("- " + e for e in res["errors"])
        out.append("")
    return "\n".join(out) + "\n"


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    sub = ap.add_subparsers(dest="cmd")
    b = sub.add_parser("build", help="compile the kernels to three PTX "
                       "variants (no GPU needed)")
    b.add_argument("--plugin", required=True, help="build/lib/RKIfConv.so")
    b.add_argument("--out", required=True, help="folder for the PTX")
    b.add_argument("--kernels", default=KERNEL_DIR)
    b.add_argument("--only", help="comma-separated kernel names")
    b.add_argument("--llvm-bin", default=LLVM_BIN)
    b.add_argument("--ptxas", default=PTXAS)
    b.add_argument("--mcpu", default=targets.DEFAULT_MCPU["nvptx"])
    b.add_argument("--llc-flag", action="append",
                   help="extra llc flag for every variant (repeatable)")
    r = sub.add_parser("run", help="run the PTX on the GPU (cupy, numpy)")
    r.add_argument("--dir", required=True, help="the build's --out folder")
    r.add_argument("--out", required=True, help="folder for results")
    r.add_argument("--n", type=int, default=1 << 20, help="threads")
    r.add_argument("--block", type=int, default=256)
    r.add_argument("--reps", type=int, default=20)
    r.add_argument("--warmup", type=int, default=3)
    r.add_argument("--seed", type=int, default=1,
                   help="seed of the timed inputs")
    r.add_argument("--check-seeds", default="",
                   type=lambda x: [int(y) for y in x.split(",") if y],
                   help="comma-separated extra seeds, compared but not "
                   "timed")
    r.add_argument("--sass", action="store_true",
                   help="count SASS branches and selects (ptxas, cuobjdump)")
    r.add_argument("--ncu", action="store_true",
                   help="read the divergent-branch counter with ncu")
    r.add_argument("--ncu-timeout", type=int, default=240)
    r.add_argument("--sass-dir", default="/tmp/gpu-difftest-sass",
                   help="where --sass leaves the cubins and KERNEL.VARIANT"
                   ".sass listings")
    c = sub.add_parser("run-child", help="internal: one launch of each kernel, "
                       "for ncu")
    c.add_argument("--dir", required=True)
    c.add_argument("--n", type=int, required=True)
    c.add_argument("--block", type=int, required=True)
    c.add_argument("--seed", type=int, required=True)
    c.add_argument("--order", required=True)
    args = ap.parse_args()
    if args.cmd == "build":
        sys.exit(cmd_build(args))
    if args.cmd == "run":
        sys.exit(cmd_run(args))
    if args.cmd == "run-child":
        sys.exit(run_child(args))
    ap.print_help()
    sys.exit(2)


if __name__ == "__main__":
    main()
