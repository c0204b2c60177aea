#!/usr/bin/env bash
# Configures and builds rkifc into build/ (the plugin: build/lib/RKIfConv.so).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cmake -S "$root" -B "$root/build" -G Ninja \
  -DCMAKE_BUILD_TYPE=RelWithDebInfo >/dev/null
ninja -C "$root/build"
