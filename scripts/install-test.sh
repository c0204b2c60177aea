#!/usr/bin/env bash
# Installs rkifc from build/ into a scratch prefix and checks the result the
# way a user of the package would (issue 11):
#   1. cmake --install: the plugin, rkifc-graph, the headers and the CMake
#      package are there; the installed plugin converts a region in llc; the
#      installed rkifc-graph analyses a graph; a project outside rkifc
#      (test/Install/consumer) finds the package with find_package(RKIfConv),
#      builds against the analyses and prints the expected R/K tables;
#   2. cpack: the Debian package holds the same files, and the plugin and
#      the package config work from its contents, unpacked in a scratch
#      directory (nothing is installed on the system).
# Usage: scripts/install-test.sh [BUILD_DIR]     (default: build)
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build="$(cd "${1:-$root/build}" && pwd)"
llvm_bin="$(python3 "$root/scripts/rkifc/toolchain.py")"
work="$(mktemp -d /tmp/rkifc-install-test.XXXXXX)"
trap 'rm -rf "$work"' EXIT
failed=0
check() { # description, command...
  local what="$1"; shift
  if "$@" >"$work/out" 2>&1; then
    echo "  ok    $what"
  else
    echo "  FAIL  $what"; sed 's/^/        /' "$work/out" | tail -20
    failed=$((failed + 1))
  fi
}

# A region the default mode converts on ARM: a loop body with a guarded store.
cat >"$work/guarded.ll" <<'LL'
define void @f(ptr %a, ptr %b, i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %pa = getelementptr inbounds i32, ptr %a, i32 %i
  %x = load i32, ptr %pa, align 4
  %c = icmp sgt i32 %x, 7
  br i1 %c, label %then, label %else
then:
  %y = add i32 %x, 3
  %pb = getelementptr inbounds i32, ptr %b, i32 %i
  store i32 %y, ptr %pb, align 4
  br label %latch
else:
  %z = mul i32 %x, 5
  store i32 %z, ptr %pa, align 4
  br label %latch
latch:
  %i.next = add nuw i32 %i, 1
  %done = icmp eq i32 %i.next, %n
  br i1 %done, label %exit, label %loop
exit:
  ret void
}
LL

expected_tables="node 0: ipdom STOP, predicate 0
node 1: ipdom 3, predicate 1
node 2: ipdom STOP, predicate 2
node 3: ipdom STOP, predicate 3
predicates 3"

# Checks an installed tree under PREFIX (plugin in LIBDIR/rkifc).
check_tree() { # label prefix
  local label="$1" prefix="$2"
  local plugin
  plugin="$(find "$prefix" -name RKIfConv.so -path '*/rkifc/*' | head -1)"
  check "$label: plugin installed ($plugin)" test -f "$plugin"
  check "$label: rkifc-graph installed" test -x "$prefix/bin/rkifc-graph"
  check "$label: headers installed" \
    test -f "$prefix/include/rkifc/Analysis/RegionAnalysis.h"
  check "$label: CMake package installed" \
    bash -c "ls '$prefix'/lib*/cmake/RKIfConv/RKIfConvConfig.cmake || ls '$prefix'/lib/*/cmake/RKIfConv/RKIfConvConfig.cmake"
  check "$label: the installed plugin converts a region in llc" bash -c \
    "'$llvm_bin/llc' -mtriple=armv7a-linux-gnueabihf -load '$plugin' \
       -enable-rk-ifcvt -rk-ifcvt-force -pass-remarks=rk-ifcvt \
       -verify-machineinstrs '$work/guarded.ll' -o /dev/null 2>&1 |
     grep -q 'remark: .*if-converted region'"
  check "$label: the installed rkifc-graph analyses a graph" bash -c \
    "'$prefix/bin/rkifc-graph' '$root/examples/graphs/eecs583.txt' | grep -q ipdom"
  local cbuild="$work/consumer-$label"
  check "$label: find_package(RKIfConv) in another project" \
    cmake -S "$root/test/Install/consumer" -B "$cbuild" -G Ninja \
      -DCMAKE_PREFIX_PATH="$prefix" \
      -DLLVM_DIR="$(dirname "$llvm_bin")/lib/cmake/llvm"
  check "$label: the consumer builds against the installed analyses" \
    cmake --build "$cbuild"
  check "$label: the consumer prints the expected R/K tables" bash -c \
    "[ \"\$('$cbuild/consumer')\" = \"$expected_tables\" ]"
  check "$label: RKIFC_PLUGIN points into the prefix" bash -c \
    "cmake -S '$root/test/Install/consumer' -B '$cbuild' 2>&1 |
     grep -q 'consumer: plugin $prefix/.*RKIfConv.so'"
}

echo "=== cmake --install"
check "cmake --install into a scratch prefix" \
  cmake --install "$build" --prefix "$work/prefix"
check_tree install "$work/prefix"

echo "=== cpack (Debian package)"
check "cpack -G DEB" bash -c "cd '$build' && cpack -G DEB -B '$work/pkg'"
deb="$(ls "$work"/pkg/*.deb 2>/dev/null | head -1 || true)"
check "a .deb was written ($(basename "${deb:-none}"))" test -n "$deb"
if [ -n "$deb" ]; then
  check "the package depends on llvm-22" bash -c \
    "dpkg-deb -f '$deb' Depends | grep -q 'llvm-22'"
  check "the package installs under /usr" bash -c \
    "dpkg-deb -c '$deb' | grep -q ' ./usr/bin/rkifc-graph$'"
  mkdir -p "$work/unpacked"
  check "dpkg-deb -x into a scratch directory" dpkg-deb -x "$deb" "$work/unpacked"
  check_tree deb "$work/unpacked/usr"
fi

echo "install-test: $failed failed"
[ "$failed" -eq 0 ]
