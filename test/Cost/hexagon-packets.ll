; How the cost model counts Hexagon's branchy code: in packets, as rkifc's
; measure does (docs/benchmark.md). A result is read in the next packet
; whatever its latency (PredicationTarget::latencyCap), a compare that only
; feeds its block's branch issues with the jump (branchFusesCondition: a
; compare-and-jump, or a jump on the .new predicate, even of a value loaded
; in the same packet), and a removed branch takes a slot of its block's last
; packet.
;
; @fit is Stanford/Puzzle's Fit: a search loop whose tests of p[i][k] and
; puzzl[j+k] stock runs as one packet each (load and new-value jump). The
; branchy body was costed 10.0 cycles (a load's latency of 3, the compare
; and the jump a cycle each) against 6.2 of linear code, and converted: the
; program ran 1.43x stock's cycles. Costed in packets it is 6.7 against
; 5.2, under the required gain: left branchy.
;
; @classify is nested_if.c's classifier: its conditions test the function's
; arguments, guessed as unknown as loaded data (ConditionSource::Incoming,
; the guess of -rk-ifcvt-loaded-predictability): 0.7 mispredictions per
; call, and converted. With that guess at 0 the same branches cost nothing
; to mispredict.
; RUN: %llc -mtriple=hexagon -mcpu=hexagonv67 -O2 -enable-rk-ifcvt -disable-hexagon-hwloops -verify-machineinstrs %s -o /dev/null \
; RUN:   -pass-remarks=rk-ifcvt -pass-remarks-missed=rk-ifcvt -pass-remarks-analysis=rk-ifcvt 2>&1 | FileCheck %s
; RUN: %llc -mtriple=hexagon -mcpu=hexagonv67 -O2 -enable-rk-ifcvt -disable-hexagon-hwloops -rk-ifcvt-loaded-predictability=0 %s -o /dev/null \
; RUN:   -pass-remarks-analysis=rk-ifcvt 2>&1 | FileCheck %s --check-prefix=NOGUESS
;
; CHECK:      cost of region at bb.2.for.body: 8 instructions; branchy 6.7 cycles (0.2 mispredictions x 10, 0 divergent branches), predicated 5.2 cycles ({{.*}}, height 5,
; CHECK-NEXT: not if-converting region at bb.2.for.body: predicated code 5.2 cycles, branchy code 6.7 cycles per entry
; CHECK-NOT:  if-converted region at bb.2.for.body
;
; CHECK:      cost of region at bb.0.entry: 11 instructions; branchy 10.3 cycles (0.7 mispredictions x 10, 0 divergent branches), predicated 5.0 cycles
; CHECK-NEXT: if-converted region at bb.0.entry: 6 blocks, 5 predicates, 4 branches removed
;
; NOGUESS:    cost of region at bb.0.entry: 11 instructions; branchy {{[0-9.]+}} cycles (0.0 mispredictions x 10,

target datalayout = "e-m:e-p:32:32:32-a:0-n16:32-i64:64:64-i32:32:32-i16:16:16-i1:8:8-f32:32:32-f64:64:64-v32:32:32-v64:64:64-v512:512:512-v1024:1024:1024-v2048:2048:2048"
target triple = "hexagon"

@piecemax = global [13 x i32] zeroinitializer, align 8
@p = global [13 x [512 x i32]] zeroinitializer, align 8
@puzzl = global [512 x i32] zeroinitializer, align 8

define range(i32 0, 2) i32 @fit(i32 noundef %i, i32 noundef %j) {
entry:
  %0 = getelementptr i32, ptr @puzzl, i32 %j
  %arrayidx = getelementptr inbounds i32, ptr @piecemax, i32 %i
  %1 = load i32, ptr %arrayidx, align 4
  %cmp.not12 = icmp slt i32 %1, 0
  br i1 %cmp.not12, label %cleanup, label %for.body.lr.ph

for.body.lr.ph:                                   ; preds = %entry
  %arrayidx1 = getelementptr inbounds [512 x i32], ptr @p, i32 %i
  br label %for.body

for.body:                                         ; preds = %for.body.lr.ph, %for.inc
  %k.013 = phi i32 [ 0, %for.body.lr.ph ], [ %inc, %for.inc ]
  %arrayidx2 = getelementptr inbounds nuw i32, ptr %arrayidx1, i32 %k.013
  %2 = load i32, ptr %arrayidx2, align 4
  %tobool.not = icmp eq i32 %2, 0
  br i1 %tobool.not, label %for.inc, label %if.then

if.then:                                          ; preds = %for.body
  %arrayidx3 = getelementptr i32, ptr %0, i32 %k.013
  %3 = load i32, ptr %arrayidx3, align 4
  %tobool4.not = icmp eq i32 %3, 0
  br i1 %tobool4.not, label %for.inc, label %cleanup

for.inc:                                          ; preds = %for.body, %if.then
  %inc = add nuw i32 %k.013, 1
  %exitcond.not = icmp eq i32 %k.013, %1
  br i1 %exitcond.not, label %cleanup, label %for.body

cleanup:                                          ; preds = %if.then, %for.inc, %entry
  %4 = phi i32 [ 1, %entry ], [ 1, %for.inc ], [ 0, %if.then ]
  ret i32 %4
}

define range(i32 1, 8) i32 @classify(i32 noundef %a, i32 noundef %b, i32 noundef %c) {
entry:
  %cmp = icmp sgt i32 %a, %b
  br i1 %cmp, label %if.then, label %if.else7

if.then:                                          ; preds = %entry
  %cmp1 = icmp sgt i32 %b, %c
  br i1 %cmp1, label %if.end17, label %if.else

if.else:                                          ; preds = %if.then
  %cmp3 = icmp sgt i32 %a, %c
  %. = select i1 %cmp3, i32 2, i32 3
  br label %if.end17

if.else7:                                         ; preds = %entry
  %cmp8 = icmp sgt i32 %a, %c
  br i1 %cmp8, label %if.end17, label %if.else10

if.else10:                                        ; preds = %if.else7
  %cmp11 = icmp sgt i32 %b, %c
  br i1 %cmp11, label %if.end17, label %if.else13

if.else13:                                        ; preds = %if.else10
  %cmp14 = icmp eq i32 %a, %b
  %cond = select i1 %cmp14, i32 6, i32 7
  br label %if.end17

if.end17:                                         ; preds = %if.else10, %if.else7, %if.else, %if.then, %if.else13
  %r.0 = phi i32 [ %cond, %if.else13 ], [ %., %if.else ], [ 1, %if.then ], [ 4, %if.else7 ], [ 5, %if.else10 ]
  ret i32 %r.0
}



