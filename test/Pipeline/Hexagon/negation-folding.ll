; Issue 8, negation folded into its consumer, on the binary-search loop of
; the issue (Hexagon):
;   while (lo <= hi) { mid = (lo + hi) >> 1;
;     if (a[mid] < key) lo = mid + 1; else if (a[mid] > key) hi = mid - 1;
;     else return mid; }
; The arm "hi = mid - 1" runs under GT && !LT. rkifc reads a negated
; predicate through the consumer's own negated form (and(Ps,!Pt),
; or(Ps,!Pt), a predicated-false instruction, a mux with swapped inputs)
; and never emits a not: at first it built p2 = not(p0) and then
; p3 = and(p2,p1), one packet more per iteration (9 instead of 8). The new
; lo and hi are now muxes on LT alone (select trees: the "return mid" side
; never reaches the latch), and the loop's exit is tested on what is left
; once the other exit was not taken: 6 packets per iteration.
;
; RUN: %llc -mtriple=hexagon -mcpu=hexagonv67 -O2 -disable-hexagon-hwloops -enable-rk-ifcvt -rk-ifcvt-force -verify-machineinstrs %s -stop-after=rk-ifcvt -o - | FileCheck %s --check-prefix=MIR
; RUN: %llc -mtriple=hexagon -mcpu=hexagonv67 -O2 -disable-hexagon-hwloops -enable-rk-ifcvt -rk-ifcvt-force -verify-machineinstrs %s -o %t.s
; RUN: FileCheck %s --input-file=%t.s
; RUN: %llvm_tools_dir/llvm-mc -triple=hexagon -mcpu=hexagonv67 -filetype=obj %t.s -o /dev/null
;
; MIR-LABEL: name: search
; MIR:       bb.{{[0-9]+}}.while.body:
; MIR-DAG:     [[LT:%[0-9]+]]:predregs = C2_cmpgt %{{[0-9]+}}, [[V:%[0-9]+]]
; MIR-DAG:     [[GT:%[0-9]+]]:predregs = C2_cmpgt [[V]], %{{[0-9]+}}
; MIR:         C2_mux [[LT]], %{{[0-9]+}}, %{{[0-9]+}}
; MIR-NEXT:    [[NEWLO:%[0-9]+]]:intregs = COPY
; MIR-NEXT:    C2_mux [[LT]], %{{[0-9]+}}, %{{[0-9]+}}
; MIR-NEXT:    [[NEWHI:%[0-9]+]]:intregs = COPY
; Leave when found (!LT && !GT, the negation of LT || GT), or else when
; lo > hi (PAST): on the paths that were not found, the latch runs for
; sure, so PAST needs no guard.
; MIR-NEXT:    [[PAST:%[0-9]+]]:predregs = C2_cmpgt [[NEWLO]], [[NEWHI]]
; MIR-NEXT:    [[LTGT:%[0-9]+]]:predregs = C2_or [[LT]], [[GT]]
; MIR-NEXT:    [[LEAVE:%[0-9]+]]:predregs = C2_orn [[PAST]], [[LTGT]]
; MIR-NEXT:    C2_mux [[LTGT]]
; MIR-NEXT:    COPY
; MIR-NEXT:    J2_jumpt [[LEAVE]]
; MIR-NOT:     C2_not
; MIR:         J2_jump
;
; CHECK-LABEL: search:
; CHECK:       .LBB0_[[LOOP:[0-9]+]]: // %while.body{{$}}
; CHECK:         p[[LT:[0-3]]] = cmp.gt(r{{[0-9]+}},r[[V:[0-9]+]])
; CHECK-NEXT:    p[[GT:[0-3]]] = cmp.gt(r[[V]],r{{[0-9]+}})
; CHECK-NEXT:    if (p[[LT]].new) r{{[0-9]+}} = add(r{{[0-9]+}},#1)
; CHECK-NEXT:    if (!p[[LT]].new) r{{[0-9]+}} = add(r{{[0-9]+}},#-1)
; CHECK-NEXT:  }
; CHECK-NEXT:  {
; CHECK-NEXT:    p[[LTGT:[0-3]]] = or(p[[LT]],p[[GT]])
; CHECK:         p[[LEAVE:[0-3]]] = or(p{{[0-3]}},!p[[LTGT]])
; CHECK-NEXT:    if (!p[[LEAVE]].new) jump:{{n?t}} .LBB0_[[LOOP]]
; CHECK-NOT:     not(
; CHECK:       .Lfunc_end0:

target datalayout = "e-m:e-p:32:32:32-a:0-n16:32-i64:64:64-i32:32:32-i16:16:16-i1:8:8-f32:32:32-f64:64:64-v32:32:32-v64:64:64-v512:512:512-v1024:1024:1024-v2048:2048:2048"
target triple = "hexagon"

define i32 @search(ptr readonly %a, i32 %n, i32 %key) {
entry:
  %cmp.not23 = icmp slt i32 %n, 1
  br i1 %cmp.not23, label %cleanup9, label %while.body.preheader

while.body.preheader:                             ; preds = %entry
  %sub = add nsw i32 %n, -1
  br label %while.body

while.body:                                       ; preds = %while.body.preheader, %cleanup
  %hi.025 = phi i32 [ %hi.2, %cleanup ], [ %sub, %while.body.preheader ]
  %lo.024 = phi i32 [ %lo.2, %cleanup ], [ 0, %while.body.preheader ]
  %add = add nuw nsw i32 %hi.025, %lo.024
  %shr = lshr i32 %add, 1
  %arrayidx = getelementptr inbounds nuw i32, ptr %a, i32 %shr
  %0 = load i32, ptr %arrayidx, align 4
  %cmp1 = icmp slt i32 %0, %key
  br i1 %cmp1, label %if.then, label %if.else

if.then:                                          ; preds = %while.body
  %add2 = add nuw nsw i32 %shr, 1
  br label %cleanup

if.else:                                          ; preds = %while.body
  %cmp4 = icmp sgt i32 %0, %key
  br i1 %cmp4, label %if.then5, label %cleanup9

if.then5:                                         ; preds = %if.else
  %sub6 = add nsw i32 %shr, -1
  br label %cleanup

cleanup:                                          ; preds = %if.then, %if.then5
  %lo.2 = phi i32 [ %lo.024, %if.then5 ], [ %add2, %if.then ]
  %hi.2 = phi i32 [ %sub6, %if.then5 ], [ %hi.025, %if.then ]
  %cmp.not = icmp sgt i32 %lo.2, %hi.2
  br i1 %cmp.not, label %cleanup9, label %while.body

cleanup9:                                         ; preds = %cleanup, %if.else, %entry
  %retval.2 = phi i32 [ -1, %entry ], [ %shr, %if.else ], [ -1, %cleanup ]
  ret i32 %retval.2
}
