; A region whose every branch tests an exit (a search loop's body) has no
; fork to if-convert: converting it only merges exit tests with the same
; target, and pays only when that hides an unpredictable test. The cost
; model weighs the exit branches' mispredictions on both sides (each test of
; the linear code is reached by the paths that took no exit before it), and
; decides for such regions in every mode, -rk-ifcvt-force included.
;
; The decisions below were set with branches on loaded data guessed as
; unpredictable as their probabilities allow (the guess before issue 45's
; census): -rk-ifcvt-loaded-predictability=1 keeps them what they test.
; RUN: %llc -rk-ifcvt-loaded-predictability=1 -mtriple=hexagon -mcpu=hexagonv67 -O2 -enable-rk-ifcvt -disable-hexagon-hwloops -verify-machineinstrs %s -o %t.s \
; RUN:   -pass-remarks=rk-ifcvt -pass-remarks-missed=rk-ifcvt -pass-remarks-analysis=rk-ifcvt 2>&1 | FileCheck %s --check-prefixes=CHECK,DEFAULT
; RUN: FileCheck %s --check-prefix=ASM --input-file=%t.s
; RUN: %llc -rk-ifcvt-loaded-predictability=1 -mtriple=hexagon -mcpu=hexagonv67 -O2 -enable-rk-ifcvt -disable-hexagon-hwloops %s -o /dev/null \
; RUN:   -pass-remarks-output=%t.yaml -pass-remarks-filter=rk-ifcvt
; RUN: FileCheck %s --check-prefix=YAML --input-file=%t.yaml
; RUN: %llvm_tools_dir/llvm-mc -triple=hexagon -mcpu=hexagonv67 -filetype=obj %t.s -o /dev/null
; RUN: %llc -rk-ifcvt-loaded-predictability=1 -mtriple=hexagon -mcpu=hexagonv67 -O2 -enable-rk-ifcvt -rk-ifcvt-force -disable-hexagon-hwloops -verify-machineinstrs %s -o /dev/null \
; RUN:   -pass-remarks=rk-ifcvt -pass-remarks-missed=rk-ifcvt -pass-remarks-analysis=rk-ifcvt 2>&1 | FileCheck %s --check-prefixes=CHECK,FORCE
;
; find (linked_list kernel): its three exits (key found, key passed, end of
; list) are taken once per search; merging "key passed" with "end of list"
; saves no misprediction, and the linear code waits for the predicated load
; of n->next. Left alone in both modes (force made the kernel 46% slower).
; CHECK:      region at bb.1{{.*}}: 3 blocks, 3 conditional branches, 2 predicates
; CHECK-NEXT: cost of region at bb.1{{.*}}; branchy [[B:[0-9.]+]] cycles (0.1 mispredictions x 10, 0 divergent branches), predicated [[P:[0-9.]+]] cycles ({{.*}}, 0.1 exit mispredictions)
; CHECK-NEXT: not if-converting region at bb.1{{.*}}: predicated code [[P]] cycles, branchy code [[B]] cycles per entry (every branch tests an exit: 2 exit branches for 3; judged in every mode)
; CHECK-NOT:  if-converted
;
; pair_find (loop_break_continue kernel, inner loop): "a[j] < 0: continue"
; goes back to the loop head like the common path, and is as unpredictable
; as the data; merged with it, one well-predicted exit branch replaces it
; (0.5 mispredictions per iteration against almost none). The part of the
; body without the loop's exit test saves more than the whole, whose linear
; code ends with the select of the loop head's PHI (the latch's edge back to
; the entry is an exit, and its join is timed at the end: height 5, 5.4
; cycles): the default mode converts that part, the force mode the whole.
; (Stop 50 timed that join at the start, 4.4 cycles, and converted the
; whole; the part alone runs 0.6% faster.)
; CHECK:      region at bb.2{{.*}}: 3 blocks, 3 conditional branches, 2 predicates
; CHECK-NEXT: cost of region at bb.2{{.*}}; branchy 8.1 cycles (0.5 mispredictions x 10, 0 divergent branches), predicated 5.4 cycles ({{.*}}, height 5, 0.0 exit mispredictions)
; DEFAULT-NEXT: not if-converting region at bb.2{{.*}}: converting 1 of its sub-regions is estimated to save
; DEFAULT:      if-converted sub-region at bb.3{{.*}}: 2 blocks, 1 predicates, 1 branches removed
; FORCE-NEXT:   if-converted region at bb.2{{.*}}: 3 blocks, 2 predicates, 1 branches removed
;
; The cost's figures are the remark's arguments.
; YAML:      Name: RegionCost
; YAML:      Function: pair_find
; YAML:      - BranchyCycles: '8.1'
; YAML:      - PredicatedCycles: '5.4'
;
; In its loop the sign test of a[j] is a predicate ANDed into the merged
; test, not a branch of its own.
; ASM-LABEL: pair_find:
; ASM:       p[[SIGN:[0-3]]] = cmp.gt(r{{[0-9]+}},#-1)
; ASM-NOT:   if ({{!?}}p[[SIGN]]{{(.new)?}}) jump
; ASM:       p{{[0-3]}} = and(p[[SIGN]],p{{[0-3]}})
; ASM:       .Lfunc_end1:

target datalayout = "e-m:e-p:32:32:32-a:0-n16:32-i64:64:64-i32:32:32-i16:16:16-i1:8:8-f32:32:32-f64:64:64-v32:32:32-v64:64:64-v512:512:512-v1024:1024:1024-v2048:2048:2048"
target triple = "hexagon"

define i32 @find(ptr readonly %0, i32 %1) {
  %3 = icmp eq ptr %0, null
  br i1 %3, label %17, label %4

4:
  %5 = phi ptr [ %15, %14 ], [ %0, %2 ]
  %6 = getelementptr inbounds nuw i8, ptr %5, i32 4
  %7 = load i32, ptr %6, align 4
  %8 = icmp eq i32 %7, %1
  br i1 %8, label %9, label %12

9:
  %10 = getelementptr inbounds nuw i8, ptr %5, i32 8
  %11 = load i32, ptr %10, align 4
  br label %17

12:
  %13 = icmp sgt i32 %7, %1
  br i1 %13, label %17, label %14

14:
  %15 = load ptr, ptr %5, align 4
  %16 = icmp eq ptr %15, null
  br i1 %16, label %17, label %4

17:
  %18 = phi i32 [ %11, %9 ], [ -1, %2 ], [ -1, %14 ], [ -1, %12 ]
  ret i32 %18
}

define i32 @pair_find(ptr readonly %0, i32 %1) {
  br label %3

3:
  %4 = phi i32 [ 0, %2 ], [ %23, %22 ]
  %5 = getelementptr inbounds nuw i32, ptr %0, i32 %4
  %6 = load i32, ptr %5, align 4
  %7 = icmp slt i32 %6, 0
  br i1 %7, label %22, label %8

8:
  %9 = phi i32 [ %12, %11 ], [ %4, %3 ]
  %10 = icmp eq i32 %9, 63
  br i1 %10, label %22, label %11

11:
  %12 = add nuw nsw i32 %9, 1
  %13 = getelementptr inbounds nuw i32, ptr %0, i32 %12
  %14 = load i32, ptr %13, align 4
  %15 = icmp sgt i32 %14, -1
  %16 = add nsw i32 %14, %6
  %17 = icmp eq i32 %16, %1
  %18 = select i1 %15, i1 %17, i1 false
  br i1 %18, label %19, label %8

19:
  %20 = shl nuw nsw i32 %4, 6
  %21 = add nuw nsw i32 %12, %20
  br label %25

22:
  %23 = add nuw nsw i32 %4, 1
  %24 = icmp samesign ult i32 %4, 63
  br i1 %24, label %3, label %25

25:
  %26 = phi i32 [ %21, %19 ], [ -1, %22 ]
  ret i32 %26
}
