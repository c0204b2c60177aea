#!/usr/bin/env bash
# The newcomer's first command: installs the dependencies, builds rkifc, then
# shows it at work on bundled examples:
#   1. the control-dependence and R/K tables of the EECS 583 running example
#      (the example of docs/algorithm.md), printed by rk-ifcvt-print;
#   2. that loop body converted into one predicated block (Hexagon MIR);
#   3. examples/branchy.c compiled for Hexagon by clang with and without the
#      plugin: rkifc's remarks, and the conditional branches before and after.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
"$root/scripts/install-deps.sh"
"$root/scripts/build.sh" >/dev/null

bin="$(python3 "$root/scripts/rkifc/toolchain.py")"
plugin="$root/build/lib/RKIfConv.so"
out="$(mktemp -d)"

echo "=== 1. rk-ifcvt-print on the EECS 583 running example (Hexagon MIR)"
"$bin/llc" -load "$plugin" -run-pass=rk-ifcvt-print -verify-machineinstrs \
  test/Analysis/Hexagon/eecs583-running-example.mir -o /dev/null

echo
echo "=== 2. the same loop body after rk-ifcvt -rk-ifcvt-force: one predicated block"
"$bin/llc" -load "$plugin" -mtriple=hexagon -mcpu=hexagonv67 -run-pass=rk-ifcvt \
  -rk-ifcvt-force -verify-machineinstrs -pass-remarks=rk-ifcvt \
  test/Analysis/Hexagon/eecs583-running-example.mir -o "$out/eecs583-converted.mir" 2>&1
sed -n '/^  bb.1.bb1:/,/^  bb.1[0-9]/p' "$out/eecs583-converted.mir" | sed '$d'

echo
echo "=== 3. examples/branchy.c for Hexagon, with rkifc's remarks"
flags=(--target=hexagon -mcpu=hexagonv67 -O2 -S)
"$bin/clang" "${flags[@]}" examples/branchy.c -o "$out/stock.s"
"$bin/clang" "${flags[@]}" examples/branchy.c -o "$out/rkifc.s" \
  -fplugin="$plugin" -mllvm -enable-rk-ifcvt \
  -Rpass=rk-ifcvt -Rpass-missed=rk-ifcvt
count_cond() { grep -cE 'if \(.*\) jump' "$1" || true; }
echo
echo "conditional jumps in classify(): stock $(count_cond "$out/stock.s"), rkifc $(count_cond "$out/rkifc.s")"
echo "assembly: $out/stock.s and $out/rkifc.s"
