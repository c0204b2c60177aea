#!/usr/bin/env bash
# Installs the Debian packages rkifc needs, when they are missing.
# Used by scripts/demo.sh and scripts/test.sh; safe to run again.
set -euo pipefail

packages=(
  cmake ninja-build g++ python3
  llvm-22-dev llvm-22-tools clang-22 lld-22   # LLVM 22: headers, llc, lit, FileCheck
  libgtest-dev                                 # unit tests
  qemu-user                                    # qemu-hexagon, qemu-arm
  gcc-arm-linux-gnueabihf libc6-dev-armhf-cross
  csmith libcsmith-dev                         # differential testing
  gdb-multiarch                                # debugger test (issue 14)
  python3-matplotlib                           # bench.py plots (docs/bench)
  python3-yaml graphviz chromium               # rkifc-report.py and its browser test
  valgrind                                     # memcheck.py (memory errors)
)

missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" ||
    missing+=("$p")
done
if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi
echo "rkifc: installing ${missing[*]}"
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}"
