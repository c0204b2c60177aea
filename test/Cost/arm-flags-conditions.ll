; What ARM's linear code costs where later passes fold the predication into
; the code they leave: a binary search's loop body (bsearch_skewed.c), a
; three-way compare "a[mid] < key", "a[mid] > key", else found.
;
;  * Conditions of one compare are read from its flags: "a[mid] >= key &&
;    a[mid] > key" is "gt", "a[mid] >= key && a[mid] <= key" is "eq"
;    (PredicationTarget::conjunctionIsCondition), so the plan counts no
;    captured condition and no predicate operation.
;  * The two selects read a speculated single-use ADD and SUB whose other
;    input dies there: the peephole optimiser merges each into its
;    instruction, predicated (ADDlt, SUBge; PredicationTarget::
;    selectAbsorbs), so they cost nothing on ARM and an IT share on Thumb2.
;  * Of the three branches two stay, exit tests: on both sides they issue,
;    and the jump to the last exit is not counted (as the branchy code's).
;
; The linear code is estimated at 9 operations, and is 9 instructions after
; every pass (the loop below); before these, it was estimated at 15.6 and
; declined with a predictability profile although it paid (docs/
; cost-model.md).
;
; The decisions below were set with branches on loaded data guessed as
; unpredictable as their probabilities allow (the guess before issue 45's
; census): -rk-ifcvt-loaded-predictability=1 keeps them what they test.
; RUN: %llc -rk-ifcvt-loaded-predictability=1 -mtriple=armv7a-linux-gnueabihf -O2 -enable-rk-ifcvt -verify-machineinstrs %s -o %t.s \
; RUN:   -pass-remarks=rk-ifcvt -pass-remarks-analysis=rk-ifcvt 2>&1 | FileCheck %s
; RUN: FileCheck %s --check-prefix=ASM --input-file=%t.s
; RUN: %llc -rk-ifcvt-loaded-predictability=1 -mtriple=thumbv7a-linux-gnueabihf -O2 -enable-rk-ifcvt -verify-machineinstrs %s -o %t.thumb.s \
; RUN:   -pass-remarks=rk-ifcvt -pass-remarks-analysis=rk-ifcvt 2>&1 | FileCheck %s --check-prefix=THUMB
; RUN: FileCheck %s --check-prefix=THUMB-ASM --input-file=%t.thumb.s
;
; CHECK:      cost of region at bb.2 (%ir-block.7): 7 instructions; branchy 15.1 cycles (0.5 mispredictions x 13, 0 divergent branches), predicated 9.1 cycles (9.0 ops at width 1: instructions and the overheads of 0 captured conditions, 0 predicate operations, 2 selects (2 absorbed), 0 predicated, 2 exit branches,
; CHECK-NEXT: if-converted region at bb.2 (%ir-block.7): 5 blocks, 4 predicates, 1 branches removed
;
; The loop: one compare, the two updates under its flags, the found test
; and the loop test; nothing captured, no select left.
; ASM-LABEL: search:
; ASM:       [[LOOP:.LBB0_[0-9]+]]: {{.*}}Loop Header
; ASM-NEXT:  add
; ASM-NEXT:  lsr
; ASM-NEXT:  ldr
; ASM-NEXT:  cmp
; ASM-NEXT:  addlt
; ASM-NEXT:  subge
; ASM-NEXT:  beq
; ASM-NEXT:  @ %bb
; ASM-NEXT:  cmp
; ASM-NEXT:  ble [[LOOP]]
;
; Thumb2: the same, with one IT for the two conditional instructions
; (estimated at 0.78 each).
; THUMB:      cost of region at bb.2 (%ir-block.7): 7 instructions; {{.*}} predicated 10.7 cycles (10.6 ops at width 1: instructions and the overheads of 0 captured conditions, 0 predicate operations, 2 selects (2 absorbed)
; THUMB-NEXT: if-converted region at bb.2 (%ir-block.7)
; THUMB-ASM-LABEL: search:
; THUMB-ASM:       Loop Header
; THUMB-ASM-NEXT:  add
; THUMB-ASM-NEXT:  lsr
; THUMB-ASM-NEXT:  ldr
; THUMB-ASM-NEXT:  cmp
; THUMB-ASM-NEXT:  ite lt
; THUMB-ASM-NEXT:  addlt
; THUMB-ASM-NEXT:  subge
; THUMB-ASM-NEXT:  beq

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



