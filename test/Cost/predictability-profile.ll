; A predictability profile (-rk-ifcvt-predictability) replaces the model's
; guess of how often a branch is mispredicted, in both directions:
;  * @split tests a bit of i*k, which the model guesses predictable (no load
;    feeds it): declined without a profile, converted when the profile says
;    the predictor missed 45% of the time;
;  * @filter tests a loaded value, which the model guesses unpredictable:
;    converted without a profile, declined when the profile says the
;    predictor almost never missed.
; Remarks name the source of each figure. The branches are matched by their
; debug locations (split.c:4:9, split.c:13:9). The required gain is pinned
; (50%, and the width at the scheduling model's 2: @split's guessed estimate
; 9.9 -> 5.7 cycles gains 42%, measured 14.4 -> 5.7 gains 60%; @filter's
; 15.1 and 8.6 -> 5.7) so that the test is about the profile, not about the
; overhead constants of the day.
;
; The decisions below were set with branches on loaded data guessed as
; unpredictable as their probabilities allow (the guess before issue 45's
; census): -rk-ifcvt-loaded-predictability=1 keeps them what they test.
; RUN: rm -rf %t && split-file %s %t
; RUN: %llc -rk-ifcvt-loaded-predictability=1 -O2 -enable-rk-ifcvt -verify-machineinstrs %t/code.ll -o /dev/null \
; RUN:   -rk-ifcvt-assume-late-ifcvt=false -rk-ifcvt-issue-width=2 -rk-ifcvt-required-gain=0.5 -pass-remarks=rk-ifcvt \
; RUN:   -pass-remarks-missed=rk-ifcvt 2>&1 | FileCheck %s --check-prefix=GUESS
; RUN: %llc -rk-ifcvt-loaded-predictability=1 -O2 -enable-rk-ifcvt -verify-machineinstrs %t/code.ll -o %t/p.s \
; RUN:   -rk-ifcvt-assume-late-ifcvt=false -rk-ifcvt-issue-width=2 -rk-ifcvt-required-gain=0.5 -pass-remarks=rk-ifcvt \
; RUN:   -pass-remarks-missed=rk-ifcvt -rk-ifcvt-stats \
; RUN:   -rk-ifcvt-predictability=%t/good.predictability 2>&1 \
; RUN:   | FileCheck %s --check-prefix=PROFILE
; RUN: FileCheck %s --check-prefix=ASM < %t/p.s
;
; GUESS: split.c:4:9: not if-converting region at bb.2.loop: {{.*}}; probabilities from static heuristics, predictability guessed
; GUESS: split.c:13:9: if-converted {{(sub-)?}}region at bb.2.loop: {{.*}}; probabilities from static heuristics, predictability guessed
;
; PROFILE: split.c:4:9: if-converted region at bb.2.loop: {{.*}}; probabilities from static heuristics, predictability profile for 1 of 2 branches
; PROFILE-NOT: if-converted region
; PROFILE: split.c:13:9: not if-converting region at bb.2.loop: {{.*}}; probabilities from static heuristics, predictability profile for 1 of 2 branches
; The profile has one entry for a branch this module does not have.
; PROFILE: profile entries               3
; PROFILE: profile entries unmatched     1
;
; The converted loop of @split stores under the two predicates, the loop of
; @filter still branches on the loaded value.
; ASM-LABEL: split:
; ASM: str{{ne|eq}}
; ASM: strh{{ne|eq}}
; ASM-LABEL: filter:
; ASM: tst
; ASM-NEXT: b{{ne|eq}}

;--- good.predictability
# executions taken mispredictions of the branches at split.c:4:9 (a
# coin toss) and split.c:13:9 (predicted almost always)
rkifc-predictability 1
split 4:9 1000 500 450
filter 13:9 1000 480 3
gone 99:1 10 5 5

;--- code.ll
target triple = "armv7a-unknown-linux-gnueabihf"

define void @split(ptr %a, ptr %b, i32 %n, i32 %k) !dbg !5 {
entry:
  %c0 = icmp sgt i32 %n, 0
  br i1 %c0, label %loop, label %exit

loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %latch ]
  %v = mul nsw i32 %i, %k
  %bit = and i32 %v, 8
  %c = icmp eq i32 %bit, 0
  br i1 %c, label %else, label %then, !dbg !8

then:
  %v5 = add i32 %v, 5
  %pa = getelementptr i32, ptr %a, i32 %i
  store i32 %v5, ptr %pa, align 4
  br label %latch

else:
  %v3 = mul i32 %v, 3
  %t3 = trunc i32 %v3 to i16
  %pb = getelementptr i16, ptr %b, i32 %i
  store i16 %t3, ptr %pb, align 2
  br label %latch

latch:
  %i1 = add i32 %i, 1
  %done = icmp eq i32 %i1, %n
  br i1 %done, label %exit, label %loop, !dbg !9

exit:
  ret void
}

define void @filter(ptr %src, ptr %a, ptr %b, i32 %n) !dbg !10 {
entry:
  %c0 = icmp sgt i32 %n, 0
  br i1 %c0, label %loop, label %exit

loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %latch ]
  %ps = getelementptr i32, ptr %src, i32 %i
  %v = load i32, ptr %ps, align 4
  %bit = and i32 %v, 8
  %c = icmp eq i32 %bit, 0
  br i1 %c, label %else, label %then, !dbg !11

then:
  %v5 = add i32 %v, 5
  %pa = getelementptr i32, ptr %a, i32 %i
  store i32 %v5, ptr %pa, align 4
  br label %latch

else:
  %v3 = mul i32 %v, 3
  %t3 = trunc i32 %v3 to i16
  %pb = getelementptr i16, ptr %b, i32 %i
  store i16 %t3, ptr %pb, align 2
  br label %latch

latch:
  %i1 = add i32 %i, 1
  %done = icmp eq i32 %i1, %n
  br i1 %done, label %exit, label %loop, !dbg !12

exit:
  ret void
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, isOptimized: true, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "split.c", directory: "/")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!5 = distinct !DISubprogram(name: "split", scope: !1, file: !1, line: 1, type: !6, scopeLine: 1, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!6 = !DISubroutineType(types: !7)
!7 = !{}
!8 = !DILocation(line: 4, column: 9, scope: !5)
!9 = !DILocation(line: 2, column: 3, scope: !5)
!10 = distinct !DISubprogram(name: "filter", scope: !1, file: !1, line: 10, type: !6, scopeLine: 10, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!11 = !DILocation(line: 13, column: 9, scope: !10)
!12 = !DILocation(line: 11, column: 3, scope: !10)
