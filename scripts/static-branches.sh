#!/usr/bin/env bash
# Counts the static conditional branches of the kernel corpus (or of the C
# files given) compiled for Hexagon by stock clang -O2 and with rkifc
# (default and -rk-ifcvt-force), side by side, from the assembly.
#   usage: scripts/static-branches.sh [file.c ...]
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
bin=/usr/lib/llvm-22/bin
plugin="$root/build/lib/RKIfConv.so"
[ -f "$plugin" ] || "$root/scripts/build.sh" >/dev/null
files=("$@")
[ ${#files[@]} -gt 0 ] || files=("$root"/test/Exec/kernels/*.c)
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT

base=(--target=hexagon -mcpu=hexagonv67 -O2 -S -ffreestanding
      -I"$root/runtime/hexagon/include" -mllvm -disable-hexagon-hwloops)
rk=(-fplugin="$plugin" -mllvm -enable-rk-ifcvt)
# A conditional branch in Hexagon assembly: "if (p0) jump ...", new-value
# compare-and-jump "if (cmp.gt(r1.new,#0)) jump ...", and predicated returns.
count() { grep -cE 'if \(.*\) (jump|jumpr)' "$1" || true; }

printf '%-28s %8s %8s %8s\n' program stock rkifc force
total_s=0 total_r=0 total_f=0
for f in "${files[@]}"; do
  n=$(basename "$f" .c)
  "$bin/clang" "${base[@]}" "$f" -o "$tmp/s.s"
  "$bin/clang" "${base[@]}" "${rk[@]}" "$f" -o "$tmp/r.s"
  "$bin/clang" "${base[@]}" "${rk[@]}" -mllvm -rk-ifcvt-force "$f" -o "$tmp/f.s"
  s=$(count "$tmp/s.s") r=$(count "$tmp/r.s") fc=$(count "$tmp/f.s")
  total_s=$((total_s + s)) total_r=$((total_r + r)) total_f=$((total_f + fc))
  printf '%-28s %8d %8d %8d\n' "$n" "$s" "$r" "$fc"
done
printf '%-28s %8d %8d %8d\n' TOTAL "$total_s" "$total_r" "$total_f"
