#!/usr/bin/env python3
"""Where the LLVM 22 tools are, decided in one place for every script.

In order: $RKIFC_LLVM_BIN; the LLVM the build was configured with
(LLVM_DIR in build/CMakeCache.txt, or in $RKIFC_BUILD_DIR's); the default
LLVM_DIR of CMakeLists.txt, the project's one configuration point. LLVM_DIR
is <prefix>/lib/cmake/llvm and the tools are in <prefix>/bin.

  python3 scripts/llvmtools.py        # prints the directory (for shell scripts)
"""

import os
import re
import sys

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def _bin_of(llvm_dir):
    return os.path.normpath(os.path.join(llvm_dir, "..", "..", "..", "bin"))


def llvm_bin():
    env = os.environ.get("RKIFC_LLVM_BIN")
    if env:
        return env
    build = os.environ.get("RKIFC_BUILD_DIR", os.path.join(REPO, "build"))
    try:
        with open(os.path.join(build, "CMakeCache.txt")) as fh:
            for line in fh:
                if line.startswith("LLVM_DIR:"):
                    return _bin_of(line.split("=", 1)[1].strip())
    except OSError:
        pass
    with open(os.path.join(REPO, "CMakeLists.txt")) as fh:
        m = re.search(r'set\(LLVM_DIR "([^"]+)"', fh.read())
    if not m:
        sys.exit("llvmtools: no default LLVM_DIR in CMakeLists.txt")
    return _bin_of(m.group(1))


LLVM_BIN = llvm_bin()

if __name__ == "__main__":
    print(LLVM_BIN)
