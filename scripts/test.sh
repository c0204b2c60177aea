#!/usr/bin/env bash
# Runs every rkifc test suite on a fresh machine: installs what is missing,
# builds into build/, then runs
#   1. the build's own tests through ctest: the GoogleTest unit tests of the
#      target-independent analyses and the lit tests of the passes (MIR and
#      IR, with -verify-machineinstrs; `ninja -C build check-rkifc` runs lit
#      alone),
#   3. differential execution: programs built with and without rkifc, run
#      under qemu, outputs compared (a bounded, fixed set; see docs/difftest.md
#      for thousands of programs on demand),
#   4. -g invariance: kernels and generated programs built with and without
#      -g must give the same code (all four targets; docs/debugging.md),
#   5. profiles: scripts/rkifc-profile.py profiles a program under qemu, and
#      the rebuild with its profiles changes the decisions it should
#      (docs/cost-model.md#profiles),
#   6. a debugger test: gdb-multiarch on qemu-arm stops in a converted loop
#      and checks the variable assigned in its arms (docs/debugging.md),
#   7. a smoke run of the benchmark script on one kernel (that it runs and
#      compares outputs; no timing is judged here, see docs/benchmark.md),
#   8. the static bound of issue 8 on the kernels in force mode, as a
#      ratchet: no more regions over their bound than today,
#   9. the cost model's overheads against the emitted code (a ratchet),
#      and the campaign script on one program of each kind and target,
#  10. install and package: cmake --install and a Debian package from cpack,
#      each checked from a scratch directory by a project that uses them,
#  11. the HTML report (rkifc-report.py) opened in headless Chromium,
#  12. generated functions of 500 to 2,000 blocks of every shape of the
#      scaling benchmark through llc with -verify-machineinstrs (that they
#      compile; times are judged in docs/scale, not here), and the
#      benchmark's instruction count under callgrind, which must find the
#      plugin's pass in its profile,
#  13. memory errors: llc with the plugin under valgrind's memcheck, and
#      with a plugin built with AddressSanitizer and UBSan, on the kernels
#      (three CPU targets with and without -g, NVPTX; default and force)
#      and small functions of every scale-bench shape (a read of freed
#      memory makes decisions that cannot be repeated).
# Exits non-zero if any suite fails.
set -uo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"

"$root/scripts/install-deps.sh" || { echo "test.sh: installing dependencies failed"; exit 1; }
"$root/scripts/build.sh" || { echo "test.sh: build failed"; exit 1; }

passed=0
failed=0
failures=()
run_suite() {
  local name="$1"; shift
  echo
  echo "=== $name"
  if "$@"; then
    passed=$((passed + 1))
  else
    failed=$((failed + 1))
    failures+=("$name")
  fi
}

run_suite "unit tests and lit (ctest)" ctest --test-dir "$root/build" --output-on-failure -j2
run_suite "differential execution" "$root/scripts/difftest-ci.sh"
# Stock LLVM 22 itself changes Hexagon code with -g in some functions; those
# are reported, not failed (docs/debugging.md).
run_suite "-g invariance" python3 "$root/scripts/g-invariance.py" --targets all --generated 1-5 --jobs 2
# The same with hyperblocks: tail duplication must not let -g change code
# (a debug use that would need a PHI loses its location instead). The hb_*
# kernels duplicate blocks in force mode on ARM and Thumb2.
run_suite "-g invariance, hyperblocks (kernels)" env RKIFC_VARIANT_OPTIONS=-rk-ifcvt-hyperblocks \
  python3 "$root/scripts/g-invariance.py" --targets hexagon,arm,thumb --modes rkifc,force --generated '' --jobs 2
run_suite "profiles (rkifc-profile.py, then rebuilt with them)" python3 "$root/scripts/profile-test.py"
run_suite "debugger (gdb through a converted loop)" python3 "$root/scripts/debugger-test.py" --modes stock,force
# The NVPTX kernels run on a GPU by hand (docs/gpu); here they are only
# compiled three ways, verified and assembled with ptxas, where it exists.
if [ -x /usr/local/cuda/bin/ptxas ]; then
  gpu_out="$(mktemp -d)"
  run_suite "NVPTX kernels (build, verify, ptxas)" python3 "$root/scripts/gpu-difftest.py" \
    build --plugin "$root/build/lib/RKIfConv.so" --out "$gpu_out"
  rm -rf "$gpu_out"
else
  echo "test.sh: skipping the NVPTX kernels: no /usr/local/cuda/bin/ptxas"
fi
bench_out="$(mktemp -d)"
run_suite "benchmark script (smoke, one kernel)" python3 "$root/scripts/bench.py" \
  --target hexagon,arm --only nested_if --seeds '' --no-plot --no-time-passes --out "$bench_out"
rm -rf "$bench_out"
# Today's counts of converted kernel regions over their static bound; lower
# them as the rewrite of issue 8 gets leaner (docs/targets.md). ARM and
# Thumb2 went up by one with the kernel hb_early_return (issue 10): its loop
# body is over by 4, like loop_break_continue's. Hexagon went up by one with
# the compares it repeats where more than four predicates would be live
# (9d61043): state_machine's else-if chain is over by 1 (24 against 23), for
# a program 4.4% faster. ARM and Thumb2 went up by one with the kernel
# guarded_cells (issue 44): its 26-block loop body is over by 33 and 27,
# the ladders of 0/1 predicates that issue 46's predicates in the flags are for.
run_suite "static bound (ratchet)" python3 "$root/scripts/static-bound.py" \
  --seeds '' --max-over hexagon=2,arm=6,thumb=5
# The cost model's expected overheads against the code rkifc emits for the
# kernels (held-out half): fails when emitted code and model drift apart
# (docs/cost-model.md#calibration; with guarded_cells, 0.2, 2.2 and 1.7
# instructions).
run_suite "cost model overheads (ratchet)" python3 "$root/scripts/fit-overheads.py" \
  --seeds '' --generated '' --max-error hexagon=1.5,arm=4,thumb=4
# The long campaigns run by hand (docs/reliability.md); here the campaign
# script runs one program of each kind on each target, and every result
# must be there and "ok" (the hyperblocks kind found guardgen 336).
run_suite "campaign script (smoke, one program of each kind)" bash -c '
  d="$(mktemp -d)"
  python3 "$1/scripts/campaign.py" --out "$d" --kinds csmith,hyperblocks,stress \
    --csmith-seeds 1 --hyperblock-seeds 1 --stress-seeds 1 --minutes 10 --jobs 2 &&
  python3 - "$d/results.jsonl" <<"PY"
import json, sys
rows = [json.loads(line) for line in open(sys.argv[1])]
bad = [r for r in rows if r["status"] != "ok"]
print("campaign smoke: %d results, %d not ok" % (len(rows), len(bad)))
sys.exit(len(rows) != 9 or bool(bad))
PY
  status=$?; rm -rf "$d"; exit $status' _ "$root"
run_suite "install and package (cmake --install, cpack)" "$root/scripts/install-test.sh" "$root/build"
run_suite "HTML report in headless Chromium" python3 "$root/scripts/report-test.py"
run_suite "generated large functions (scale-bench shapes, smoke)" python3 "$root/scripts/scale-bench.py" \
  --shapes diamonds,andchains,nests,loopbody,longarm,widejoin,callarms \
  --sizes 500,2000 --repeat 1 --no-plot --extra=-verify-machineinstrs,-rk-ifcvt-force
run_suite "scale-bench --count instructions (callgrind, smoke)" python3 "$root/scripts/scale-bench.py" \
  --count instructions --shapes diamonds,nests --sizes 300 --no-plot --max-share 0.2
run_suite "memory errors (valgrind memcheck)" python3 "$root/scripts/memcheck.py" --jobs 2
run_suite "memory errors and UB (plugin built with ASan and UBSan)" bash -c \
  '"$1/scripts/build-sanitized.sh" && python3 "$1/scripts/memcheck.py" --tool asan --jobs 2' \
  _ "$root"

echo
if [ "$failed" -ne 0 ]; then
  echo "test.sh: failing suites: ${failures[*]}"
fi
echo "test.sh: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
