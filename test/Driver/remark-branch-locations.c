// Every remark about a region names its entry block in an "Entry" argument,
// and the region's first remark (the Region analysis, or the finder's
// refusal) lists each conditional branch as a "Branch" argument carrying its
// source location: scripts/census.py reads these to find the region, and the
// verdict, of each branch of an executable (issue 45).
//
// REQUIRES: arm-registered-target
// RUN: %clang --target=armv7a-linux-gnueabihf -O2 -g -S -mllvm -enable-rk-ifcvt \
// RUN:   -fsave-optimization-record -foptimization-record-file=%t.yaml \
// RUN:   -foptimization-record-passes=rk-ifcvt %s -o /dev/null
// RUN: FileCheck %s --input-file=%t.yaml
//
// The loop body with a call: refused by the finder, branches listed.
// CHECK:      --- !Missed
// CHECK:      Name: Call
// CHECK:      Function: with_call
// CHECK:        - String: ': region at '
// CHECK-NEXT:   - Entry: '[[CALLENTRY:bb\.[0-9]+.*]]'
// CHECK:        - String: '; branches at '
// CHECK-NEXT:   - Branch: '{{.*}}remark-branch-locations.c:[[#@LINE+32]]:11'
// CHECK-NEXT:     DebugLoc: { File: '{{.*}}remark-branch-locations.c',
// CHECK:          Line: [[#@LINE+30]],
//
// A chain of &&: a region described with its branches,
// and its verdict naming the same entry.
// CHECK:      --- !Analysis
// CHECK:      Name: Region
// CHECK:      Function: chain
// CHECK-NEXT: Args:
// CHECK-NEXT:   - String: 'region at '
// CHECK-NEXT:   - Entry: '[[ENTRY:bb\.[0-9]+.*]]'
// CHECK:        - String: '; branches at '
// CHECK-NEXT:   - Branch: '{{.*}}remark-branch-locations.c:[[#@LINE+26]]:{{[0-9]+}}'
// CHECK:      Function: chain
// CHECK-NEXT: Args:
// CHECK-NEXT:   - String: 'cost of region at '
// CHECK-NEXT:   - Entry: '[[ENTRY]]'
// CHECK:      --- !{{Passed|Missed}}
// CHECK:      Function: chain
// CHECK-NEXT: Args:
// CHECK-NEXT:   - String: '{{(if-converted|not if-converting) region at }}'
// CHECK-NEXT:   - Entry: '[[ENTRY]]'

int g(int);

int with_call(const int *a, int n) {
  int s = 0;
  for (int i = 0; i < n; i++) {
    int v = a[i];
    if (v > 3)
      s += v * 3;
    if (v == 7)
      s += g(v);
  }
  return s;
}

int chain(const int *a, const int *b, int *out) {
  if (a[0] > 0 && b[0] > 0 && a[1] != b[1])
    *out = a[0] - b[0];
  return *out;
}
