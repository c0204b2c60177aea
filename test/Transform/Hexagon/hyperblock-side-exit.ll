; Hyperblocks (issue 10, -rk-ifcvt-hyperblocks): a loop body with a hot
; if/else chain and a rare arm that calls a function,
;   for (i = 0; i < n; i++) {
;     x = a[i];
;     if (x < lo) nlo++;  else if (x > hi) nhi++;
;     else if (x == 0) log_zero(i);  else s += x;
;   }
; The call keeps the whole region from being converted. Its hyperblock
; leaves the call's block out (a hazard). The latch is also entered from the
; call's block: a side entrance, which tail duplication gives a copy for the
; call's path (or, with no duplication budget, which is left out too).
;
; RUN: %llc -mtriple=hexagon -mcpu=hexagonv67 -O2 -enable-rk-ifcvt -verify-machineinstrs %s -o /dev/null \
; RUN:   -pass-remarks=rk-ifcvt -pass-remarks-missed=rk-ifcvt -pass-remarks-analysis=rk-ifcvt 2>&1 \
; RUN:   | FileCheck %s --check-prefix=OFF
; OFF:     not if-converting: region at bb.3..preheader (8 blocks): bb.8 (%ir-block.27) contains a call
; OFF-NOT: hyperblock
;
; Without duplication the latch stays out, and the rest is converted with one
; branch left: to the latch, or out to the call.
; RUN: %llc -mtriple=hexagon -mcpu=hexagonv67 -O2 -enable-rk-ifcvt -rk-ifcvt-hyperblocks -rk-ifcvt-hyperblock-max-duplicated=0 -verify-machineinstrs %s -o /dev/null \
; RUN:   -pass-remarks=rk-ifcvt -pass-remarks-missed=rk-ifcvt -pass-remarks-analysis=rk-ifcvt 2>&1 \
; RUN:   | FileCheck %s --check-prefix=REMARK
; REMARK: remark: <unknown>:0:0: hyperblock of region at bb.3..preheader: 6 of 8 blocks; left out: bb.8 (%ir-block.27) (hazard) bb.10 (%ir-block.30) (duplication cost); to duplicate: 0 blocks, 0 instructions
; REMARK: remark: <unknown>:0:0: if-converted hyperblock at bb.3..preheader: 6 blocks, 5 predicates, 2 branches removed
;
; RUN: %llc -mtriple=hexagon -mcpu=hexagonv67 -O2 -enable-rk-ifcvt -rk-ifcvt-hyperblocks -rk-ifcvt-hyperblock-max-duplicated=0 -verify-machineinstrs %s \
; RUN:   -stop-after=rk-ifcvt -o - | FileCheck %s
; CHECK-LABEL: bb.3..preheader:
; CHECK:       [[LT:%[0-9]+]]:predregs = C2_cmpgt
; CHECK:       [[GT:%[0-9]+]]:predregs = C2_cmpgt
; CHECK:       [[ZERO:%[0-9]+]]:predregs = C2_cmpeqi {{%[0-9]+}}, 0
; CHECK:       [[EITHER:%[0-9]+]]:predregs = C2_or [[LT]], [[GT]]
; CHECK:       [[STAY:%[0-9]+]]:predregs = C2_orn [[EITHER]], [[ZERO]]
; CHECK:       C2_mux
; CHECK-NOT:   J2_jump
; CHECK:       J2_jumpt [[STAY]], %bb.10
; CHECK-NOT:   C2_
; CHECK:       bb.{{[0-9]+}}..preheader:
; CHECK-NEXT:    successors: %bb.8
;
; With duplication (the default budget) the hyperblock takes the latch; the
; cost model declines it here (the linear code's predicates would outnumber
; the predicate registers), and nothing is copied: duplication waits for a
; yes. Then reverse if-conversion (-rk-ifcvt-hyperblock-max-costly) leaves
; out the block whose predicated code would be wasted most, the test
; x == 0 (bb.7), and with it what only it reaches; the rest, with the
; latch duplicated for the paths through bb.7, is converted.
; RUN: %llc -mtriple=hexagon -mcpu=hexagonv67 -O2 -enable-rk-ifcvt -rk-ifcvt-hyperblocks -verify-machineinstrs %s -o /dev/null \
; RUN:   -pass-remarks=rk-ifcvt -pass-remarks-missed=rk-ifcvt -pass-remarks-analysis=rk-ifcvt 2>&1 \
; RUN:   | FileCheck %s --check-prefix=DECLINED
; DECLINED:      hyperblock of region at bb.3..preheader: 7 of 8 blocks; left out: bb.8 (%ir-block.27) (hazard); to duplicate: 1 blocks, 6 instructions bb.10 (%ir-block.30)
; DECLINED:      not if-converting hyperblock at bb.3..preheader: linear code would need {{[0-9]+}} registers of PredRegs
; DECLINED-NEXT: hyperblock of region at bb.3..preheader: 5 of 8 blocks; left out: bb.7 (%ir-block.25) (costly) bb.8 (%ir-block.27) (not reached) bb.9 (%ir-block.28) (not reached); to duplicate: 1 blocks, 6 instructions bb.10 (%ir-block.30)
; DECLINED:      hyperblock at bb.3..preheader: tail-duplicated 1 blocks
; DECLINED-NEXT: if-converted hyperblock at bb.3..preheader: 5 blocks, 4 predicates, 1 branches removed
;
; Forced, the latch is duplicated for the call's path, then the hyperblock
; is converted: its exits are the call (a side exit), the loop exit and the
; back edge; the copy of the latch runs after the call.
; RUN: %llc -mtriple=hexagon -mcpu=hexagonv67 -O2 -enable-rk-ifcvt -rk-ifcvt-hyperblocks -rk-ifcvt-force -verify-machineinstrs %s -o /dev/null \
; RUN:   -pass-remarks=rk-ifcvt -pass-remarks-missed=rk-ifcvt -pass-remarks-analysis=rk-ifcvt 2>&1 \
; RUN:   | FileCheck %s --check-prefix=DUP
; DUP: remark: <unknown>:0:0: hyperblock at bb.3..preheader: tail-duplicated 1 blocks (7 instructions, 3 new PHIs): bb.10 (%ir-block.30) -> bb.[[COPY:[0-9]+]] (%ir-block.30)
; DUP: remark: <unknown>:0:0: if-converted hyperblock at bb.3..preheader: 7 blocks, 6 predicates, 2 branches removed
;
; RUN: %llc -mtriple=hexagon -mcpu=hexagonv67 -O2 -enable-rk-ifcvt -rk-ifcvt-hyperblocks -rk-ifcvt-force -verify-machineinstrs %s \
; RUN:   -stop-after=rk-ifcvt -o - | FileCheck %s --check-prefix=DUPMIR
; The exit block's PHIs take the sums from the linear code and from the copy
; (SSA repair's new PHIs).
; DUPMIR-LABEL: bb.1 (%ir-block.6):
; DUPMIR:         PHI %{{[0-9]+}}, %bb.[[COPY:[0-9]+]], %{{[0-9]+}}, %bb.[[STAYED:[0-9]+]]
; The header: from the preheader, from the copy of the latch, and from the
; linear code's back edge.
; DUPMIR-LABEL: bb.3..preheader:
; DUPMIR-NEXT:    successors: %bb.8({{.*}}), %bb.{{[0-9]+}}
; DUPMIR:         PHI %{{[0-9]+}}, %bb.11, %{{[0-9]+}}, %bb.[[COPY]], %{{[0-9]+}}, %bb.{{[0-9]+}}
; DUPMIR:         C2_cmpeqi
; DUPMIR:         J2_jumpt %{{[0-9]+}}, %bb.8
; DUPMIR-LABEL: bb.8 (%ir-block.27):
; DUPMIR-NEXT:    successors: %bb.[[COPY]]
; DUPMIR:         J2_call @log_zero
; DUPMIR:         J2_jump %bb.[[COPY]]
; DUPMIR:       bb.[[COPY]] (%ir-block.30):
; DUPMIR-NEXT:    successors: %bb.1({{.*}}), %bb.3
; DUPMIR:         PHI %{{[0-9]+}}, %bb.8
; DUPMIR:         [[DONE:%[0-9]+]]:predregs = C2_cmpeqi
; DUPMIR:         J2_jumpt [[DONE]], %bb.1
; DUPMIR-NEXT:    J2_jump %bb.3

target triple = "hexagon"

define dso_local i32 @classify(ptr noundef readonly captures(none) %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr {
  %5 = icmp sgt i32 %1, 0
  br i1 %5, label %13, label %11

6:                                                ; preds = %32
  %7 = mul nsw i32 %35, 3
  %8 = mul nsw i32 %33, 5
  %9 = add i32 %34, %8
  %10 = add i32 %9, %7
  br label %11

11:                                               ; preds = %6, %4
  %12 = phi i32 [ 0, %4 ], [ %10, %6 ]
  ret i32 %12

13:                                               ; preds = %4, %32
  %14 = phi i32 [ %35, %32 ], [ 0, %4 ]
  %15 = phi i32 [ %36, %32 ], [ 0, %4 ]
  %16 = phi i32 [ %34, %32 ], [ 0, %4 ]
  %17 = phi i32 [ %33, %32 ], [ 0, %4 ]
  %18 = getelementptr inbounds nuw i32, ptr %0, i32 %15
  %19 = load i32, ptr %18, align 4
  %20 = icmp slt i32 %19, %2
  br i1 %20, label %21, label %23

21:                                               ; preds = %13
  %22 = add nsw i32 %14, 1
  br label %32

23:                                               ; preds = %13
  %24 = icmp sgt i32 %19, %3
  br i1 %24, label %25, label %27

25:                                               ; preds = %23
  %26 = add nsw i32 %17, 1
  br label %32

27:                                               ; preds = %23
  %28 = icmp eq i32 %19, 0
  br i1 %28, label %29, label %30

29:                                               ; preds = %27
  tail call void @log_zero(i32 noundef %15)
  br label %32

30:                                               ; preds = %27
  %31 = add nsw i32 %19, %16
  br label %32

32:                                               ; preds = %25, %30, %29, %21
  %33 = phi i32 [ %17, %21 ], [ %26, %25 ], [ %17, %29 ], [ %17, %30 ]
  %34 = phi i32 [ %16, %21 ], [ %16, %25 ], [ %16, %29 ], [ %31, %30 ]
  %35 = phi i32 [ %22, %21 ], [ %14, %25 ], [ %14, %29 ], [ %14, %30 ]
  %36 = add nuw nsw i32 %15, 1
  %37 = icmp eq i32 %36, %1
  br i1 %37, label %6, label %13
}

declare void @log_zero(i32 noundef)
