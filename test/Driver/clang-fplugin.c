// clang loads the plugin with -fplugin (in %clang) and passes -enable-rk-ifcvt
// through -mllvm; the pass then runs in clang's code generator.
//
// REQUIRES: hexagon-registered-target, arm-registered-target
//
// clang shows backend remarks through its own diagnostics, enabled with
// -Rpass-analysis (LLVM's -pass-remarks-analysis, given with -mllvm, does not
// reach them).
// RUN: %clang --target=hexagon-unknown-elf -O2 -S -mllvm -enable-rk-ifcvt \
// RUN:   -Rpass-analysis=rk-ifcvt %s -o /dev/null 2>&1 | FileCheck %s
// CHECK: clang-fplugin.c:[[@LINE+10]]:{{[0-9]+}}: remark: region at bb.0{{.*}}: 4 blocks, 2 conditional branches, 3 predicates{{.*}} [-Rpass-analysis=rk-ifcvt]
//
// The plugin's other options go through -mllvm as well.
// RUN: %clang --target=armv7a-linux-gnueabihf -O2 -S -mllvm -enable-rk-ifcvt \
// RUN:   -mllvm -pass-remarks-analysis=rk-ifcvt -mllvm -rk-ifcvt-print-regions \
// RUN:   %s -o /dev/null | FileCheck %s --check-prefix=PRINT
// PRINT: rk-ifcvt: function and_chain: 1 regions
// PRINT: predicates: 3

void and_chain(int a, int b, volatile int *p, volatile int *q) {
  if (a > 0 && b > 0)
    *p = a;
  else
    *q += b;
}
