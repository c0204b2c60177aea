# -*- Python -*-
# lit configuration of rkifc's tests.
#
# Normally loaded from build/test/lit.site.cfg.py, which CMake generates with
# the paths of this build. Run directly on the source tree (lit test/...) it
# falls back to $RKIFC_BUILD_DIR, or to build/ next to test/.

import os
import shutil
import sys
import re
import subprocess

import lit.formats
import lit.util

config.name = "rkifc"
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = {".mir", ".ll", ".test"}
# test/Exec holds the execution tests (C programs run under qemu); they have
# their own driver and must never be picked up here.
config.excludes = ["Exec", "CMakeLists.txt", "lit.cfg.py", "lit.site.cfg.py.in"]
config.test_source_root = os.path.dirname(os.path.abspath(__file__))

def llvm_tools_of_build(build):
    """The LLVM tools the build was configured with: LLVM_DIR from its
    CMake cache is <prefix>/lib/cmake/llvm, the tools are <prefix>/bin."""
    try:
        with open(os.path.join(build, "CMakeCache.txt")) as cache:
            for line in cache:
                if line.startswith("LLVM_DIR:"):
                    llvm_dir = line.split("=", 1)[1].strip()
                    return os.path.normpath(
                        os.path.join(llvm_dir, "..", "..", "..", "bin"))
    except OSError:
        pass
    return None


if not hasattr(config, "rkifc_plugin"):
    # Run on the source tree: the same settings as lit.site.cfg.py.in, from
    # the build directory ($RKIFC_BUILD_DIR or build/) and its CMake cache.
    build = os.environ.get(
        "RKIFC_BUILD_DIR",
        os.path.join(os.path.dirname(config.test_source_root), "build"))
    config.rkifc_src_root = os.path.dirname(config.test_source_root)
    config.rkifc_obj_root = build
    config.rkifc_test_src_dir = config.test_source_root
    config.rkifc_test_obj_dir = os.path.join(build, "test")
    config.rkifc_plugin = os.path.join(build, "lib", "RKIfConv.so")
    config.llvm_tools_dir = os.environ.get("LLVM_TOOLS_DIR") or \
        llvm_tools_of_build(build)
    if not config.llvm_tools_dir:
        lit_config.fatal("rkifc: no LLVM tools: configure %s with CMake "
                         "first, or set LLVM_TOOLS_DIR" % build)
config.test_exec_root = config.rkifc_test_obj_dir

tools = config.llvm_tools_dir

# LLVM's own lit helpers: they find the tools, put LLVM 22's first on PATH
# (/usr/bin may hold an older llc or FileCheck), and add the usual
# substitutions (FileCheck, not and count as commands, %python).
import lit.llvm

if lit.llvm.llvm_config is None:
    lit.llvm.initialize(lit_config, config)
from lit.llvm import llvm_config  # noqa: E402

llvm_config.with_environment("PATH", tools, append_path=True)
# Remarks and diagnostics must not depend on the user's terminal or locale.
llvm_config.with_environment("LC_ALL", "C")
llvm_config.with_environment("TERM", "dumb")
llvm_config.use_default_substitutions()

llc = llvm_config.use_llvm_tool("llc", search_paths=[tools], required=True,
                                quiet=True)
clang = llvm_config.use_llvm_tool("clang", search_paths=[tools], quiet=True)
opt = llvm_config.use_llvm_tool("opt", search_paths=[tools], quiet=True)
plugin = config.rkifc_plugin
if not os.path.exists(plugin):
    lit_config.fatal("rkifc: plugin not found at %s (build the project first)"
                     % plugin)

# Substitutions are regular expressions; the longer names come first so that
# %llc does not eat the start of %llc-bare.
# Every test that loads the plugin checks that each region's emitted code is
# its plan, operation by operation (-rk-ifcvt-check-plan, issue 47).
config.substitutions.append(("%llc-bare", llc))
config.substitutions.append(("%llc", "%s -load %s -rk-ifcvt-check-plan"
                             % (llc, plugin)))
if clang:
    config.substitutions.append(("%clang-bare", clang))
    config.substitutions.append(
        ("%clang", "%s -fplugin=%s -mllvm -rk-ifcvt-check-plan"
         % (clang, plugin)))
if opt:
    config.substitutions.append(("%opt", opt))
config.substitutions.append(("%plugin", plugin))
config.substitutions.append(("%llvm_tools_dir", tools))

# One feature per target that this llc can generate code for.
try:
    version = subprocess.run([llc, "--version"], capture_output=True,
                             text=True, check=True).stdout
except (OSError, subprocess.CalledProcessError) as e:
    lit_config.fatal("rkifc: cannot run %s --version: %s" % (llc, e))
in_targets = False
for line in version.splitlines():
    if "Registered Targets:" in line:
        in_targets = True
        continue
    m = re.match(r"\s+(\S+)\s+-", line)
    if in_targets and m:
        config.available_features.add(m.group(1) + "-registered-target")
if clang:
    config.available_features.add("clang")

# The differential tester's own tests run ARM programs under qemu.
if shutil.which("qemu-arm") and shutil.which("arm-linux-gnueabihf-gcc"):
    config.available_features.add("qemu-arm")

# The freestanding Hexagon runtime's own test runs under qemu-hexagon.
if shutil.which("qemu-hexagon"):
    config.available_features.add("qemu-hexagon")

# NVIDIA's PTX assembler, when installed, checks that rkifc's PTX is valid.
ptxas = os.environ.get("RKIFC_PTXAS", "/usr/local/cuda/bin/ptxas")
if os.path.exists(ptxas):
    config.available_features.add("ptxas")
    config.substitutions.append(("%ptxas", ptxas))

# rkifc's own tools, from the build tree.
config.substitutions.append(
    ("%rkifc-graph", os.path.join(config.rkifc_obj_root, "tools", "rkifc-graph")))
config.substitutions.append(("%rkifc_src", config.rkifc_src_root))
# lit itself, for the tests of the campaign suite (campaigns/).
config.substitutions.append(
    ("%lit", "%s %s" % (sys.executable, os.path.abspath(sys.argv[0]))))
