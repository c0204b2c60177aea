; A predictability profile that cannot be used is an error naming the file
; and the problem (llc and clang exit non-zero), reported even when the
; module has nothing to convert.
;
; RUN: rm -rf %t && mkdir %t
; RUN: not %llc -O2 -enable-rk-ifcvt %s -o /dev/null \
; RUN:   -rk-ifcvt-predictability=%t/missing.predictability 2>&1 \
; RUN:   | FileCheck %s --check-prefix=MISSING
; MISSING: error: rk-ifcvt: predictability profile: cannot read '{{.*}}missing.predictability': No such file or directory
;
; RUN: printf 'rkifc-predictability 1\nf 4 10 5 5\n' > %t/position.predictability
; RUN: not %llc -O2 -enable-rk-ifcvt %s -o /dev/null \
; RUN:   -rk-ifcvt-predictability=%t/position.predictability 2>&1 \
; RUN:   | FileCheck %s --check-prefix=POSITION
; POSITION: error: rk-ifcvt: predictability profile: {{.*}}position.predictability:2: bad source position '4' (expected <line>:<column>[.<discriminator>])
;
; RUN: printf 'f 4:1 10 5 5\n' > %t/header.predictability
; RUN: not %llc -O2 -enable-rk-ifcvt %s -o /dev/null \
; RUN:   -rk-ifcvt-predictability=%t/header.predictability 2>&1 \
; RUN:   | FileCheck %s --check-prefix=HEADER
; HEADER: error: rk-ifcvt: predictability profile: {{.*}}header.predictability:1: expected the header 'rkifc-predictability 1'
;
; RUN: printf 'rkifc-predictability 1\nf 4:1 10 5 11\n' > %t/counts.predictability
; RUN: not %clang --target=armv7a-linux-gnueabihf -O2 -c -x ir %s -o /dev/null \
; RUN:   -Wno-override-module -mllvm -enable-rk-ifcvt \
; RUN:   -mllvm -rk-ifcvt-predictability=%t/counts.predictability 2>&1 \
; RUN:   | FileCheck %s --check-prefix=COUNTS
; COUNTS: error: rk-ifcvt: predictability profile: {{.*}}counts.predictability:2: taken and mispredictions cannot exceed executions

target triple = "armv7a-unknown-linux-gnueabihf"

define i32 @f(i32 %x) {
  ret i32 %x
}
