; A loop body whose arms update a table in memory (odds[x & 15] += 1 on one
; side, evens[(x >> 4) & 15] |= 4 on the other): instruction selection makes
; each update a memory operation (memw(Rs+#0) += #1, memw(Rs+#0) = setbit),
; which has no predicated form. rk-ifcvt splits each into a predicated load,
; the operation and a predicated store under the arm's predicate; through
; the whole pipeline (packetizer included) the loop has no branch left in
; its body but the latch, and each arm's load and store read the same
; predicate. Stock llc keeps the branches and the memory operations.
;
; RUN: %llc -O2 -enable-rk-ifcvt -verify-machineinstrs -disable-hexagon-hwloops %s -o %t.s \
; RUN:   -pass-remarks=rk-ifcvt 2>%t.err
; RUN: FileCheck %s --input-file=%t.s
; RUN: FileCheck %s --check-prefix=REMARK --input-file=%t.err
; Every packet is one the assembler accepts (it checks what llc's object
; output does not: two writes of one register, slot use).
; RUN: %llvm_tools_dir/llvm-mc -triple=hexagon -mcpu=hexagonv67 -filetype=obj %t.s -o /dev/null
; RUN: %llc-bare -O2 -verify-machineinstrs -disable-hexagon-hwloops %s -o - | FileCheck %s --check-prefix=STOCK
;
; REMARK: if-converted region at bb.2.{{.*}}: 4 blocks, 2 predicates, 1 branches removed, {{[0-9]+}} speculated, 2 predicated
;
; CHECK-LABEL: tally:
; CHECK:       .LBB0_1:
; CHECK-NOT:   memw({{r[0-9]+}}+#0) {{[+|]}}=
; CHECK-DAG:   if ([[P:p[0-3]]]) [[OLD:r[0-9]+]] = memw([[ODDS:r[0-9]+]]+#0)
; CHECK-DAG:   [[NEW:r[0-9]+]] = add([[OLD]],#1)
; CHECK-DAG:   if ([[P]]) memw([[ODDS]]+#0) = [[NEW]]
; CHECK-DAG:   if (![[P]]) [[OLD2:r[0-9]+]] = memw([[EVENS:r[0-9]+]]+#0)
; CHECK-DAG:   [[NEW2:r[0-9]+]] = setbit([[OLD2]],#2)
; CHECK-DAG:   if (![[P]]) memw([[EVENS]]+#0) = [[NEW2]]
; CHECK-DAG:   if (!p{{[0-3]}}) jump:nt .LBB0_1
; CHECK-NOT:   memw({{r[0-9]+}}+#0) {{[+|]}}=
; CHECK:       jumpr r31
;
; A local array updated in the arms (local[2] += 3; local[5] |= 16): the
; memory operations address a stack object, so their base is a frame index
; until frame lowering; split (in force mode: the model declines this
; small region), each load and store is predicated and lowered to r29.
; RUN: %llc -O2 -enable-rk-ifcvt -rk-ifcvt-force -verify-machineinstrs -disable-hexagon-hwloops %s -o %t.force.s
; RUN: FileCheck %s --check-prefix=FRAME --input-file=%t.force.s
; RUN: %llvm_tools_dir/llvm-mc -triple=hexagon -mcpu=hexagonv67 -filetype=obj %t.force.s -o /dev/null
; FRAME-LABEL: frame:
; FRAME-NOT:   memw(r29+#{{[0-9]+}}) {{[+|]}}=
; FRAME-DAG:   if ([[P:p[0-3]]]) [[A:r[0-9]+]] = memw(r29+#8)
; FRAME-DAG:   if ([[P]]) memw(r29+#8) = {{r[0-9]+}}
; FRAME-DAG:   if (![[P]]) [[B:r[0-9]+]] = memw(r29+#20)
; FRAME-DAG:   if (![[P]]) memw(r29+#20) = {{r[0-9]+}}
; FRAME:       jumpr r31
;
; STOCK-LABEL: tally:
; STOCK-DAG:   memw({{r[0-9]+}}+#0) += #1
; STOCK-DAG:   memw({{r[0-9]+}}+#0) = setbit(#2)

target triple = "hexagon"

@odds = dso_local local_unnamed_addr global [16 x i32] zeroinitializer, align 8
@evens = dso_local local_unnamed_addr global [16 x i32] zeroinitializer, align 8

define dso_local i32 @tally(ptr noundef readonly captures(none) %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %6, label %4

4:                                                ; preds = %27, %2
  %5 = phi i32 [ 0, %2 ], [ %28, %27 ]
  ret i32 %5

6:                                                ; preds = %2, %27
  %7 = phi i32 [ %28, %27 ], [ 0, %2 ]
  %8 = phi i32 [ %29, %27 ], [ 0, %2 ]
  %9 = getelementptr inbounds nuw i32, ptr %0, i32 %8
  %10 = load i32, ptr %9, align 4
  %11 = and i32 %10, 1
  %12 = icmp eq i32 %11, 0
  br i1 %12, label %20, label %13

13:                                               ; preds = %6
  %14 = mul nsw i32 %10, 3
  %15 = add nsw i32 %14, %7
  %16 = and i32 %10, 15
  %17 = getelementptr inbounds nuw i32, ptr @odds, i32 %16
  %18 = load i32, ptr %17, align 4
  %19 = add nsw i32 %18, 1
  store i32 %19, ptr %17, align 4
  br label %27

20:                                               ; preds = %6
  %21 = sub nsw i32 %7, %10
  %22 = lshr i32 %10, 4
  %23 = and i32 %22, 15
  %24 = getelementptr inbounds nuw i32, ptr @evens, i32 %23
  %25 = load i32, ptr %24, align 4
  %26 = or i32 %25, 4
  store i32 %26, ptr %24, align 4
  br label %27

27:                                               ; preds = %20, %13
  %28 = phi i32 [ %15, %13 ], [ %21, %20 ]
  %29 = add nuw nsw i32 %8, 1
  %30 = icmp eq i32 %29, %1
  br i1 %30, label %4, label %6
}

define dso_local i32 @frame(i32 noundef %0, ptr noundef readonly captures(none) %1) local_unnamed_addr #0 {
  %3 = alloca [8 x i32], align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %3)
  br label %6

4:                                                ; preds = %6
  %5 = icmp sgt i32 %0, 0
  br i1 %5, label %14, label %19

6:                                                ; preds = %2, %6
  %7 = phi i32 [ 0, %2 ], [ %12, %6 ]
  %8 = getelementptr inbounds nuw i32, ptr %1, i32 %7
  %9 = load i32, ptr %8, align 4
  %10 = add nsw i32 %9, %7
  %11 = getelementptr inbounds nuw i32, ptr %3, i32 %7
  store i32 %10, ptr %11, align 4
  %12 = add nuw nsw i32 %7, 1
  %13 = icmp eq i32 %12, 8
  br i1 %13, label %4, label %6

14:                                               ; preds = %4
  %15 = getelementptr inbounds nuw i8, ptr %3, i32 8
  %16 = load i32, ptr %15, align 8
  %17 = add nsw i32 %16, 3
  store i32 %17, ptr %15, align 8
  br label %18

18:                                               ; preds = %19, %14
  br label %24

19:                                               ; preds = %4
  %20 = getelementptr inbounds nuw i8, ptr %3, i32 20
  %21 = load i32, ptr %20, align 4
  %22 = or i32 %21, 16
  store i32 %22, ptr %20, align 4
  br label %18

23:                                               ; preds = %24
  call void @llvm.lifetime.end.p0(ptr nonnull %3)
  ret i32 %30

24:                                               ; preds = %18, %24
  %25 = phi i32 [ %31, %24 ], [ 0, %18 ]
  %26 = phi i32 [ %30, %24 ], [ 0, %18 ]
  %27 = getelementptr inbounds nuw i32, ptr %3, i32 %25
  %28 = load i32, ptr %27, align 4
  %29 = mul nsw i32 %28, %25
  %30 = add nsw i32 %29, %26
  %31 = add nuw nsw i32 %25, 1
  %32 = icmp eq i32 %31, 8
  br i1 %32, label %23, label %24
}

declare void @llvm.lifetime.start.p0(ptr)
declare void @llvm.lifetime.end.p0(ptr)

attributes #0 = { nounwind "target-cpu"="hexagonv67" }
