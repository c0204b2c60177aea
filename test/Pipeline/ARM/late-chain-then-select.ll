; Issue 46, found by the first guardgen campaign of the late stage (program
; 39, ARM and Thumb2, force): a chain of conditional compares that ends
; with "CMPeq p, #0" says whether the whole AND holds, not whether p is 0,
; since that compare may not have run. The adaptor took it for a compare
; of p and read p's select from its flags: the select of the join below
; then kept its value where it should have taken 0. Reduced with
; llvm-reduce from the program (the old and fixed plugins made different
; code), so its constants are what the reduction left. The captures the
; chain repeats stay live here, so the adaptor would rather not chain
; (chainPays); -rk-ifcvt-arm-chain-always keeps the chain this test is about.
;
; RUN: %llc -mtriple=armv7a-linux-gnueabihf -O2 -enable-rk-ifcvt -rk-ifcvt-force \
; RUN:   -rk-ifcvt-stage=late -rk-ifcvt-arm-chain-always -verify-machineinstrs %s -o - \
; RUN:   | FileCheck %s
;
; Without it the ANDs stay in registers: a chain would not let them die.
; RUN: %llc -mtriple=armv7a-linux-gnueabihf -O2 -enable-rk-ifcvt -rk-ifcvt-force \
; RUN:   -rk-ifcvt-stage=late -verify-machineinstrs %s -o - | FileCheck %s --check-prefix=PAYS
; PAYS-LABEL: chain_then_select:
; PAYS-NOT:   cmp{{eq|ne|gt|ge|lt|le|hi|hs|lo|ls}}
; PAYS:       bx lr
;
; The chain reads its AND; the select on p alone compares p again.
; CHECK:      cmpeq [[P:r[0-9]+]], #0
; CHECK-NEXT: moveq [[A:r[0-9]+]], #0
; CHECK-NEXT: cmp [[P]], #0
; CHECK-NEXT: movne [[A]], #0


define i32 @chain_then_select() {
  %or.cond = and i1 false, true
  br i1 %or.cond, label %7, label %1

1:                                                ; preds = %0
  %2 = load i32, ptr null, align 4
  %3 = icmp eq i32 %2, 0
  br i1 %3, label %7, label %4

4:                                                ; preds = %1
  %5 = lshr i32 1, 0
  %6 = lshr i32 %5, 0
  br label %7

7:                                                ; preds = %4, %1, %0
  %8 = phi i32 [ 0, %0 ], [ %6, %4 ], [ 0, %1 ]
  %9 = phi i32 [ 0, %0 ], [ 0, %4 ], [ 1, %1 ]
  %10 = tail call i32 @llvm.umin.i32(i32 %8, i32 %9)
  ret i32 %10
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #0

attributes #0 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
