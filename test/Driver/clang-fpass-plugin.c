// clang -fpass-plugin (the new pass manager's flag) loads the plugin as
// -fplugin does: its options go through -mllvm and rk-ifcvt runs in clang's
// code generator (issue 47).
//
// REQUIRES: arm-registered-target
//
// RUN: %clang-bare --target=armv7a-linux-gnueabihf -mthumb -O2 -S \
// RUN:   -fpass-plugin=%plugin -mllvm -enable-rk-ifcvt -mllvm -rk-ifcvt-force \
// RUN:   -Rpass=rk-ifcvt %s -o /dev/null 2>&1 | FileCheck %s
// CHECK: clang-fpass-plugin.c:[[@LINE+3]]:{{[0-9]+}}: remark: if-converted region at bb.0 {{.*}}[-Rpass=rk-ifcvt]

void guarded_update(int m, int *q) {
  if (q)
    *q += m;
}
