; A diamond whose sides join at a small return block is not made branchless
; by LLVM's late IfConverter, as the cost model had assumed for every
; diamond isProfitableToIfCvt accepts: tail duplication first copies the
; return into both sides, and the IfConverter then predicates one side with
; its return, so the branch stays as a conditional return (stock Thumb2:
; "itt gt; movgt r0, #1; bxgt lr"), predicted and mispredicted like any
; other. The branchy code of such a sub-region keeps its mispredictions
; (0.3 here, guessed), and the two sub-regions of classify (from kernel
; nested_if.c) are converted: the benchmark measures nested_if at 0.901 of
; stock's cycles on Thumb2 with it, 0.953 without.
;
; RUN: %llc -mtriple=thumbv7a-linux-gnueabihf -O2 -enable-rk-ifcvt -verify-machineinstrs %s -o %t.s \
; RUN:   -pass-remarks=rk-ifcvt -pass-remarks-analysis=rk-ifcvt 2>&1 | FileCheck %s
; RUN: FileCheck %s --check-prefix=ASM --input-file=%t.s
; Stock keeps the conditional returns.
; RUN: %llc-bare -mtriple=thumbv7a-linux-gnueabihf -O2 %s -o - | FileCheck %s --check-prefix=STOCK
;
; CHECK: cost of region at bb.1 {{.*}}; branchy 7.9 cycles (0.3 mispredictions x 13,
; CHECK: if-converted sub-region at bb.1
; CHECK: cost of region at bb.4 {{.*}}; branchy 7.9 cycles (0.3 mispredictions x 13,
; CHECK: if-converted sub-region at bb.4
;
; ASM-LABEL: classify:
; ASM:       movs r0, #3
; ASM-NOT:   bx
; ASM:       movgt r0, #2
; ASM-NOT:   bx
; ASM:       movgt r0, #1
; ASM-NEXT:  bx lr
; STOCK-LABEL: classify:
; STOCK:       movgt r0, #1
; STOCK-NEXT:  bxgt lr
;
; Generated with clang -O2 --target=armv7a-linux-gnueabihf -mthumb -S
; -emit-llvm (attributes removed) from:
;
;   int classify(int a, int b, int c) {
;     int r;
;     if (a > b) {
;       if (b > c)
;         r = 1;
;       else if (a > c)
;         r = 2;
;       else
;         r = 3;
;     } else {
;       if (a > c) {
;         r = 4;
;       } else {
;         if (b > c)
;           r = 5;
;         else
;           r = (a == b) ? 6 : 7;
;       }
;     }
;     return r;
;   }

define i32 @classify(i32 %0, i32 %1, i32 %2) {
  %4 = icmp sgt i32 %0, %1
  br i1 %4, label %5, label %10

5:
  %6 = icmp sgt i32 %1, %2
  br i1 %6, label %17, label %7

7:
  %8 = icmp sgt i32 %0, %2
  %9 = select i1 %8, i32 2, i32 3
  br label %17

10:
  %11 = icmp sgt i32 %0, %2
  br i1 %11, label %17, label %12

12:
  %13 = icmp sgt i32 %1, %2
  br i1 %13, label %17, label %14

14:
  %15 = icmp eq i32 %0, %1
  %16 = select i1 %15, i32 6, i32 7
  br label %17

17:
  %18 = phi i32 [ %16, %14 ], [ %9, %7 ], [ 1, %5 ], [ 4, %10 ], [ 5, %12 ]
  ret i32 %18
}

