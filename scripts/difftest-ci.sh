#!/usr/bin/env bash
# Bounded differential-execution run for the test suite (scripts/test.sh):
# the hand-written kernels (test/Exec/kernels) and a fixed range of csmith
# seeds, each on Hexagon, ARM and Thumb2, built with stock clang -O0/-O2 and
# with rkifc (default and forced), run under qemu and compared. See
# docs/difftest.md; run scripts/difftest.py directly for thousands of seeds.
#
# The csmith programs here are smaller than csmith's default (--max-funcs 4
# --max-expr-complexity 6): optimized Hexagon builds of default-size programs
# take 2-40 s each (some take minutes), so smaller programs buy many more
# distinct branch shapes per CI minute.
#
# Measured on the 2-core dev machine, --jobs 2, rkifc as of 2026-11-22:
# 2m28s wall (148 s; 130 s user + 23 s sys), and 3m00s while other builds
# shared the machine. 129 program/target pairs: 120 passed, 9 skipped
# (stock -O0 ran longer than 5 s), 0 failed.
#
# Usage: scripts/difftest-ci.sh [PLUGIN]   (default build/lib/RKIfConv.so)
# Environment: DIFFTEST_JOBS (default 2), DIFFTEST_KEEP (where reproducers
# of failures go; default build/difftest-failures, which is emptied first).
# Exits non-zero on any MISMATCH or CRASH (or a setup error).
set -uo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
plugin="${1:-$root/build/lib/RKIfConv.so}"
if [ -n "${DIFFTEST_KEEP:-}" ]; then
  keep="$DIFFTEST_KEEP"
else
  keep="$root/build/difftest-failures"
  rm -rf "$keep" # stale reproducers from an earlier run would mislead
fi

exec python3 "$root/scripts/difftest.py" \
  --target all \
  --kernels "$root/test/Exec/kernels" \
  --seeds 1-30 \
  --csmith-flags "--no-argc --no-packed-struct --max-funcs 4 --max-expr-complexity 6" \
  --timeout 5 \
  --jobs "${DIFFTEST_JOBS:-2}" \
  --plugin "$plugin" \
  --keep "$keep"
