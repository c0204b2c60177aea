; Issue 46: -rk-ifcvt-stage=late runs rk-ifcvt on ARM and Thumb2 after the
; peephole optimizer (rk-ifcvt-late), whose compare folding turned a
; conditional CMP into an unconditional ANDS (issue 13). There an AND of
; two compares is held in the flags by a conditional compare, with no 0/1
; register: "a < b && c > d" is "CMP c, d; CMPgt b, a" read with GT, the
; first compare's operands swapped so that its code (GT) implies the one
; before. Each check follows the chain to the store it guards, through
; the whole pipeline (IT blocks on Thumb2), so that a step dropped, run
; unconditionally or read with another code fails.
;
; RUN: %llc -mtriple=armv7a-linux-gnueabihf -O2 -enable-rk-ifcvt -rk-ifcvt-force \
; RUN:   -rk-ifcvt-stage=late -verify-machineinstrs %s -o - | FileCheck %s --check-prefix=ARM
; RUN: %llc -mtriple=thumbv7a-linux-gnueabihf -O2 -enable-rk-ifcvt -rk-ifcvt-force \
; RUN:   -rk-ifcvt-stage=late -verify-machineinstrs %s -o - | FileCheck %s --check-prefix=THUMB
; The same through the -O1 and -O3 pipelines.
; RUN: %llc -mtriple=armv7a-linux-gnueabihf -O1 -enable-rk-ifcvt -rk-ifcvt-force \
; RUN:   -rk-ifcvt-stage=late -verify-machineinstrs %s -o - | FileCheck %s --check-prefix=ARM
; RUN: %llc -mtriple=thumbv7a-linux-gnueabihf -O3 -enable-rk-ifcvt -rk-ifcvt-force \
; RUN:   -rk-ifcvt-stage=late -verify-machineinstrs %s -o - | FileCheck %s --check-prefix=THUMB
;
; Where it runs: right after the peephole optimizer, before the dead
; instructions are removed; the region printer just before it.
; RUN: %llc -mtriple=armv7a-linux-gnueabihf -O2 -enable-rk-ifcvt -rk-ifcvt-stage=late \
; RUN:   -rk-ifcvt-print-regions -debug-pass=Structure %s -o /dev/null 2>&1 \
; RUN:   | FileCheck %s --check-prefix=ORDER
; ORDER:     Machine code sinking
; ORDER-NOT: rkifc
; ORDER:     Peephole Optimizations
; ORDER:     rkifc region analysis printer
; ORDER:     rkifc late if-conversion
; ORDER:     Remove dead machine instructions
; ORDER-NOT: rkifc if-conversion
;
; Other targets keep rk-ifcvt where it always runs.
; RUN: %llc -mtriple=hexagon -O2 -enable-rk-ifcvt -rk-ifcvt-stage=late \
; RUN:   -debug-pass=Structure %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=HEXAGON
; HEXAGON:     Machine code sinking
; HEXAGON:     rkifc if-conversion
; HEXAGON:     Peephole Optimizations
; HEXAGON-NOT: rkifc late
;
; The remark says which stage converted the region.
; RUN: %llc -mtriple=armv7a-linux-gnueabihf -O2 -enable-rk-ifcvt -rk-ifcvt-force \
; RUN:   -rk-ifcvt-stage=late -pass-remarks=rk-ifcvt %s -o /dev/null 2>&1 \
; RUN:   | FileCheck %s --check-prefix=REMARK
; REMARK: if-converted region at bb.0 {{.*}}; late stage
;
; Generated with clang -O2 --target=armv7a-linux-gnueabihf -S -emit-llvm
; (attributes and metadata removed) from:
;
;   void lt_gt(int *p, int a, int b, int c, int d, int v) {
;     if (a < b && c > d)
;       *p = v;
;   }
; ARM-LABEL: lt_gt:
; ARM:       cmp r3, {{r[0-9]+}}
; ARM-NOT:   {{cmp|tst|mov|orr|and}}
; ARM:       cmpgt r2, r1
; ARM-NEXT:  strgt {{r[0-9]+}}, [r0]
; ARM-NOT:   {{mov|orr|and|tst}}
; ARM:       bx lr
; THUMB-LABEL: lt_gt:
; THUMB:       cmp r3, [[D:r[0-9]+]]
; THUMB-NEXT:  ldr [[V:r[0-9]+]], [sp, #4]
; THUMB-NEXT:  itt gt
; THUMB-NEXT:  cmpgt r2, r1
; THUMB-NEXT:  strgt [[V]], [r0]
;
;   int ge_eq(int *p, int a, int b, int c, int d, int v) {
;     int r = 0;
;     if (a >= b && c == d) {
;       *p = v;
;       r = v + 1;
;     }
;     return r;
;   }
; "c == d" is tested after "a >= b": where a CMP finds a < b, it leaves
; flags that EQ rejects (equal values leave N == V), so no swap is needed;
; the select of r reads the same chain's flags.
; ARM-LABEL: ge_eq:
; ARM:       cmp r1, r2
; ARM-NOT:   {{cmp|tst|mov|orr|and}}
; ARM:       cmpge r3, r12
; ARM-NEXT:  streq [[V:lr|r[0-9]+]], [r0]
; ARM-NEXT:  add r0, [[V]], #1
; ARM-NEXT:  movne r0, #0
; THUMB-LABEL: ge_eq:
; THUMB:       cmp r1, r2
; THUMB:       it ge
; THUMB-NEXT:  cmpge r3, r12
; THUMB-NEXT:  it eq
; THUMB-NEXT:  streq.w [[V:lr|r[0-9]+]], [r0]
; THUMB-NEXT:  add.w r0, [[V]], #1
; THUMB-NEXT:  it ne
; THUMB-NEXT:  movne r0, #0

define void @lt_gt(ptr %0, i32 %1, i32 %2, i32 %3, i32 %4, i32 %5) {
  %7 = icmp slt i32 %1, %2
  %8 = icmp sgt i32 %3, %4
  %9 = and i1 %7, %8
  br i1 %9, label %10, label %11

10:
  store i32 %5, ptr %0, align 4
  br label %11

11:
  ret void
}

define i32 @ge_eq(ptr %0, i32 %1, i32 %2, i32 %3, i32 %4, i32 %5) {
  %7 = icmp sge i32 %1, %2
  %8 = icmp eq i32 %3, %4
  %9 = and i1 %7, %8
  br i1 %9, label %10, label %12

10:
  store i32 %5, ptr %0, align 4
  %11 = add nsw i32 %5, 1
  br label %12

12:
  %13 = phi i32 [ %11, %10 ], [ 0, %6 ]
  ret i32 %13
}
