#!/usr/bin/env bash
# Builds the plugin with AddressSanitizer and UBSan into build-sanitize/
# (build-sanitize/lib/RKIfConv.so), for scripts/memcheck.py --tool asan.
# llc itself is not instrumented: memcheck.py preloads GCC's runtimes.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
flags="-fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=all"
# GCC, whose runtimes memcheck.py preloads; no unit tests or lit here.
cmake -S "$root" -B "$root/build-sanitize" -G Ninja \
  -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_CXX_COMPILER=g++ \
  -DRKIFC_BUILD_TESTS=OFF \
  -DCMAKE_CXX_FLAGS="$flags" \
  -DCMAKE_MODULE_LINKER_FLAGS="-fsanitize=address,undefined" \
  -DCMAKE_SHARED_LINKER_FLAGS="-fsanitize=address,undefined" >/dev/null
ninja -C "$root/build-sanitize" lib/RKIfConv.so
