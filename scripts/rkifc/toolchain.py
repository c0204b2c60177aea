"""Where LLVM's tools and the plugin are, decided in one place.

LLVM: $RKIFC_LLVM_BIN; else the LLVM the build was configured with
(LLVM_DIR in build/CMakeCache.txt, or in $RKIFC_BUILD_DIR's); else the
default LLVM_DIR of CMakeLists.txt, the project's one configuration point.
LLVM_DIR is <prefix>/lib/cmake/llvm and the tools are in <prefix>/bin.

The plugin: $RKIFC_PLUGIN, else build/lib/RKIfConv.so of the build
directory ($RKIFC_BUILD_DIR or build/).

  python3 -m rkifc.toolchain          # prints the LLVM tools' directory
  python3 -m rkifc.toolchain plugin   # prints the plugin's path
"""

import os
import re
import sys

REPO = os.path.dirname(os.path.dirname(os.path.dirname(
    os.path.abspath(__file__))))
SCRIPTS = os.path.join(REPO, "scripts")


def build_dir():
    return os.environ.get("RKIFC_BUILD_DIR", os.path.join(REPO, "build"))


def _bin_of(llvm_dir):
    return os.path.normpath(os.path.join(llvm_dir, "..", "..", "..", "bin"))


def llvm_bin():
    env = os.environ.get("RKIFC_LLVM_BIN")
    if env:
        return env
    try:
        with open(os.path.join(build_dir(), "CMakeCache.txt")) as fh:
            for line in fh:
                if line.startswith("LLVM_DIR:"):
                    return _bin_of(line.split("=", 1)[1].strip())
    except OSError:
        pass
    with open(os.path.join(REPO, "CMakeLists.txt")) as fh:
        m = re.search(r'set\(LLVM_DIR "([^"]+)"', fh.read())
    if not m:
        sys.exit("toolchain: no default LLVM_DIR in CMakeLists.txt")
    return _bin_of(m.group(1))


LLVM_BIN = llvm_bin()


def tool(name, llvm_bin=None):
    """The path of LLVM tool name (clang, llc, ld.lld, llvm-objdump...)."""
    return os.path.join(llvm_bin or LLVM_BIN, name)


def default_plugin():
    """The plugin the tools load unless told otherwise."""
    return os.environ.get("RKIFC_PLUGIN") or os.path.join(
        build_dir(), "lib", "RKIfConv.so")


SANITIZED_PLUGIN = os.path.join(REPO, "build-sanitize", "lib", "RKIfConv.so")


if __name__ == "__main__":
    print(default_plugin() if sys.argv[1:] == ["plugin"] else LLVM_BIN)
