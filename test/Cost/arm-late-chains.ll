; The late stage's cost model counts an AND of conditions held in the flags
; as the chain of compares the ARM adaptor emits, not as the captures and
; logic of the early stage (LinearCode::markFlagChains). guarded_mul (from
; kernel guarded_null.c): "p && (a & 7)" guards a load. At the early stage
; the plan captures both conditions (MOV #0; MOVcc #1 each) and ANDs them,
; and the region is declined; at the late stage the AND is a chain ("ands;
; tstne"), the region costs 8.2 cycles against 8.4 and is converted into
; 6 instructions where stock's late IfConverter leaves 7.
;
; RUN: %llc -mtriple=armv7a-linux-gnueabihf -O2 -enable-rk-ifcvt -verify-machineinstrs %s -o /dev/null \
; RUN:   -pass-remarks=rk-ifcvt -pass-remarks-missed=rk-ifcvt -pass-remarks-analysis=rk-ifcvt 2>&1 | FileCheck %s --check-prefix=EARLY
; RUN: %llc -mtriple=armv7a-linux-gnueabihf -O2 -enable-rk-ifcvt -rk-ifcvt-stage=late -verify-machineinstrs %s -o %t.s \
; RUN:   -pass-remarks=rk-ifcvt -pass-remarks-missed=rk-ifcvt -pass-remarks-analysis=rk-ifcvt 2>&1 | FileCheck %s --check-prefix=LATE
; RUN: FileCheck %s --check-prefix=ASM --input-file=%t.s
;
; EARLY: cost of region at bb.0 {{.*}}the overheads of 2 captured conditions, 1 predicate operations, 1 selects
; EARLY: not if-converting region at bb.0
;
; LATE: cost of region at bb.0 {{.*}}the overheads of 0 captured conditions, 0 predicate operations, 2 compares of chains in the flags, 1 selects
; LATE: if-converted region at bb.0 {{.*}}; late stage
;
; ASM-LABEL: guarded_mul:
; ASM:       ands r1, r1, #7
; ASM-NEXT:  tstne r0, r0
; ASM-NEXT:  ldrne r0, [r0]
; ASM-NOT:   b{{(eq|ne)}}
; ASM:       moveq r0, #0
; ASM-NEXT:  bx lr
;
; Generated with clang -O2 --target=armv7a-linux-gnueabihf -S -emit-llvm
; (attributes and metadata removed) from:
;
;   int guarded_mul(int *p, int a) {
;     int r = 0;
;     if (p) {
;       int m = a & 7;
;       int k = m * 5;
;       if (m)
;         r = *p + k;
;       else
;         r = k;
;     }
;     return r;
;   }

target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "armv7-unknown-linux-gnueabihf"

define i32 @guarded_mul(ptr %0, i32 %1) {
  %3 = icmp eq ptr %0, null
  br i1 %3, label %11, label %4

4:                                                ; preds = %2
  %5 = and i32 %1, 7
  %6 = icmp eq i32 %5, 0
  br i1 %6, label %11, label %7

7:                                                ; preds = %4
  %8 = mul nuw nsw i32 %5, 5
  %9 = load i32, ptr %0, align 4
  %10 = add nsw i32 %9, %8
  br label %11

11:                                               ; preds = %7, %4, %2
  %12 = phi i32 [ 0, %2 ], [ %10, %7 ], [ 0, %4 ]
  ret i32 %12
}

