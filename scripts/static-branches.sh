#!/usr/bin/env bash
# Counts, from the assembly, the static conditional branches and the
# predicated (conditional, non-branch) instructions of the kernel corpus (or
# of the C files given), compiled by stock clang -O2 and with rkifc (default
# and -rk-ifcvt-force), side by side.
#   usage: scripts/static-branches.sh [hexagon|arm|thumb] [file.c ...]
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
bin="$(python3 "$(dirname "${BASH_SOURCE[0]}")/rkifc/toolchain.py")"
plugin="$root/build/lib/RKIfConv.so"
[ -f "$plugin" ] || "$root/scripts/build.sh" >/dev/null
target=hexagon
case "${1:-}" in hexagon|arm|thumb) target=$1; shift ;; esac
files=("$@")
[ ${#files[@]} -gt 0 ] || files=("$root"/test/Exec/kernels/*.c)
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT

case "$target" in
hexagon)
  base=(--target=hexagon -mcpu=hexagonv67 -O2 -S -ffreestanding
        -I"$root/runtime/hexagon/include" -mllvm -disable-hexagon-hwloops)
  # "if (p0) jump", new-value compare-jumps, predicated returns.
  branch='if \(.*\) (jump|jumpr)'
  predicated='^\s*(\{\s*)?if \(!?p[0-3](\.new)?\) [^j]' ;;
arm|thumb)
  base=(--target=armv7a-linux-gnueabihf -O2 -S -isystem /usr/arm-linux-gnueabihf/include)
  [ "$target" = thumb ] && base+=(-mthumb)
  cc='(eq|ne|hs|cs|lo|cc|mi|pl|vs|vc|hi|ls|ge|lt|gt|le)'
  branch="^\s+(b|bx|pop|ldm)$cc(\.[nw])?\s"
  predicated="^\s+(?!b$cc|bx$cc|it)[a-z]+$cc(\.[nw])?\s" ;;
esac
rk=(-fplugin="$plugin" -mllvm -enable-rk-ifcvt)
count() { grep -cP "$2" "$1" || true; }

printf '%-22s %21s %21s\n' "$target" "conditional branches" "predicated instrs"
printf '%-22s %7s %6s %6s %7s %6s %6s\n' program stock rkifc force stock rkifc force
declare -a tot=(0 0 0 0 0 0)
for f in "${files[@]}"; do
  n=$(basename "$f" .c)
  "$bin/clang" "${base[@]}" "$f" -o "$tmp/s.s"
  "$bin/clang" "${base[@]}" "${rk[@]}" "$f" -o "$tmp/r.s"
  "$bin/clang" "${base[@]}" "${rk[@]}" -mllvm -rk-ifcvt-force "$f" -o "$tmp/f.s"
  v=($(count "$tmp/s.s" "$branch") $(count "$tmp/r.s" "$branch") $(count "$tmp/f.s" "$branch")
     $(count "$tmp/s.s" "$predicated") $(count "$tmp/r.s" "$predicated") $(count "$tmp/f.s" "$predicated"))
  for i in 0 1 2 3 4 5; do tot[$i]=$((tot[$i] + v[$i])); done
  printf '%-22s %7d %6d %6d %7d %6d %6d\n' "$n" "${v[@]}"
done
printf '%-22s %7d %6d %6d %7d %6d %6d\n' TOTAL "${tot[@]}"
