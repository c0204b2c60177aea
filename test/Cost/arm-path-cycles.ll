; Where instructions flow across a predicted branch (ARM, Thumb2:
; PredicationTarget::branchesEndIssueGroups is false), the branchy code is
; costed path by path, as the linear code is: per path from the region's
; entry to an exit, the larger of its instructions at the issue width and
; its dependence chain followed across its blocks. Costed block by block,
; the load feeding the compare in the loop header counted as a stall of its
; own (the header's height, not its four instructions), where the linear
; code hid the same stall under its instruction count: the binary search
; below (bsearch_skewed.c's loop body) was estimated at 11.4 cycles of
; branchy work per iteration against the 8 or 9 instructions stock runs,
; and converted even when a predictability profile said its branches were
; predicted; the program ran 1.6% slower than stock on Thumb2.
;
; The misprediction penalty is set to 0, so that only the work is compared:
; 8.5 cycles branchy (the two paths' 8 and 9 instructions) against 9.0
; (ARM) and 10.6 (Thumb2, with its IT) linear: declined.
; The decisions below were set with branches on loaded data guessed as
; unpredictable as their probabilities allow (the guess before issue 45's
; census): -rk-ifcvt-loaded-predictability=1 keeps them what they test.
; RUN: %llc -rk-ifcvt-loaded-predictability=1 -mtriple=armv7a-linux-gnueabihf -O2 -enable-rk-ifcvt -rk-ifcvt-mispredict-penalty=0 -verify-machineinstrs %s -o /dev/null \
; RUN:   -pass-remarks=rk-ifcvt -pass-remarks-missed=rk-ifcvt -pass-remarks-analysis=rk-ifcvt 2>&1 | FileCheck %s --check-prefix=ARM
; RUN: %llc -rk-ifcvt-loaded-predictability=1 -mtriple=thumbv7a-linux-gnueabihf -O2 -enable-rk-ifcvt -rk-ifcvt-mispredict-penalty=0 -verify-machineinstrs %s -o /dev/null \
; RUN:   -pass-remarks=rk-ifcvt -pass-remarks-missed=rk-ifcvt -pass-remarks-analysis=rk-ifcvt 2>&1 | FileCheck %s --check-prefix=THUMB
; ARM:      cost of region at bb.2 (%ir-block.7): 7 instructions; branchy 8.5 cycles (0.5 mispredictions x 0, 0 divergent branches), predicated 9.0 cycles
; ARM-NEXT: not if-converting region at bb.2 (%ir-block.7): predicated code 9.0 cycles, branchy code 8.5 cycles per entry
; ARM-NOT:  if-converted
; THUMB:      cost of region at bb.2 (%ir-block.7): 7 instructions; branchy 8.5 cycles (0.5 mispredictions x 0, 0 divergent branches), predicated 10.6 cycles
; THUMB-NEXT: not if-converting region at bb.2 (%ir-block.7): predicated code 10.6 cycles, branchy code 8.5 cycles per entry
; THUMB-NOT:  if-converted
;
; With the default penalty the guessed mispredictions (0.5 per iteration)
; still make the conversion pay, as it does with uniformly random keys
; (bsearch_uniform.c).
; RUN: %llc -rk-ifcvt-loaded-predictability=1 -mtriple=thumbv7a-linux-gnueabihf -O2 -enable-rk-ifcvt -verify-machineinstrs %s -o /dev/null \
; RUN:   -pass-remarks=rk-ifcvt 2>&1 | FileCheck %s --check-prefix=GUESSED
; GUESSED: if-converted region at bb.2 (%ir-block.7): 5 blocks, 4 predicates, 1 branches removed, 5 speculated, 0 predicated, 2 selects; estimated 15.1 -> 10.7 cycles per entry
;
; A Hexagon packet ends at a branch: there the blocks are still costed one
; by one (7.1 cycles), each at least one packet, a compare issuing with its
; jump and a result read in the next packet, as rkifc's measure counts
; Hexagon's code (PredicationTarget::latencyCap, branchFusesCondition).
; RUN: %llc -rk-ifcvt-loaded-predictability=1 -mtriple=hexagon -O2 -enable-rk-ifcvt -rk-ifcvt-mispredict-penalty=0 -verify-machineinstrs %s -o /dev/null \
; RUN:   -pass-remarks-analysis=rk-ifcvt 2>&1 | FileCheck %s --check-prefix=HEXAGON
; HEXAGON: cost of region at bb.2 (%ir-block.7): 8 instructions; branchy 7.1 cycles (0.5 mispredictions x 0, 0 divergent branches), predicated 7.0 cycles

target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"

define i32 @search(ptr %0, i32 %1, i32 %2) {
  %4 = icmp slt i32 %1, 1
  br i1 %4, label %27, label %5

5:                                                ; preds = %3
  %6 = add nsw i32 %1, -1
  br label %7

7:                                                ; preds = %5, %21
  %8 = phi i32 [ %23, %21 ], [ %6, %5 ]
  %9 = phi i32 [ %22, %21 ], [ 0, %5 ]
  %10 = add nuw nsw i32 %8, %9
  %11 = lshr i32 %10, 1
  %12 = getelementptr inbounds nuw i32, ptr %0, i32 %11
  %13 = load i32, ptr %12, align 4
  %14 = icmp slt i32 %13, %2
  br i1 %14, label %15, label %17

15:                                               ; preds = %7
  %16 = add nuw nsw i32 %11, 1
  br label %21

17:                                               ; preds = %7
  %18 = icmp sgt i32 %13, %2
  br i1 %18, label %19, label %27

19:                                               ; preds = %17
  %20 = add nsw i32 %11, -1
  br label %21

21:                                               ; preds = %15, %19
  %22 = phi i32 [ %9, %19 ], [ %16, %15 ]
  %23 = phi i32 [ %20, %19 ], [ %8, %15 ]
  %24 = icmp sgt i32 %22, %23
  br i1 %24, label %25, label %7

25:                                               ; preds = %21
  %26 = xor i32 %22, -1
  br label %27

27:                                               ; preds = %17, %3, %25
  %28 = phi i32 [ %26, %25 ], [ -1, %3 ], [ %11, %17 ]
  ret i32 %28
}



