; How the cost model matches a predictability profile to the branches of a
; region when the profiled build's branches are not the ones rk-ifcvt sees,
; and how it turns the counts into mispredictions per entry: a branch's
; mispredictions over the region's entries, counted as the executions of
; the entry block's branch (which runs once per entry).
;  * @merged: `a < b && b < c` is two branches here (both at m.c:4:9) but
;    was one in the profiled build (ARM's IfConverter makes it CMP; CMPLT;
;    BLT), so the entry's 1000 executions and 400 misses cover both at
;    once: 0.4 misses per entry, not the entry's rate (40%) charged to
;    each branch (0.4 x 1.5 = 0.6); with the entry's 0.1, 0.5. The region's
;    entries are the 1000 executions of m.c:3:7, with the function's entry
;    count or without it. Where the entry's branch is not in the profile,
;    the entries are known only from the function's counts: without them
;    the rate is charged on each branch's reach (0.6 here, and the entry's
;    branch guessed: 1.0).
;  * @early: the branch to the block that only returns became a conditional
;    return in the profiled build (BXEQ LR), listed at the return's
;    location (m.c:16:1): it is matched there, so every entry is used, and
;    the 300 misses of m.c:13:9 are 0.3 per entry (its static reach, 1/2,
;    would make them 0.2).
;  * @shared: the same code, whose m.c:23:9 ran 900 times in the profiled
;    run for 100 entries into the region: more than once per entry, so the
;    count is not this copy's alone (a position shared with other copies,
;    as an unrolled loop's), and its 300 misses are charged at their rate
;    on the branch's static reach (0.2), not as 3 per entry.
; The late IfConverter's estimate is off, so that no branch is priced by it.
;
; RUN: rm -rf %t && split-file %s %t
; RUN: %llc -O2 -enable-rk-ifcvt -verify-machineinstrs %t/code.ll -o /dev/null \
; RUN:   -rk-ifcvt-assume-late-ifcvt=false -pass-remarks-analysis=rk-ifcvt \
; RUN:   -rk-ifcvt-predictability=%t/p.predictability -rk-ifcvt-stats 2>&1 \
; RUN:   | FileCheck %s --check-prefix=PROFILE
; PROFILE: m.c:3:7: cost of region at bb.0.entry: {{.*}} (0.5 mispredictions x 13, {{.*}}; probabilities from profile, predictability profile for 3 of 3 branches
; PROFILE: m.c:11:9: cost of region at bb.0.entry: {{.*}} (0.3 mispredictions x 13, {{.*}}, predictability profile for 2 of 2 branches
; PROFILE: m.c:21:9: cost of region at bb.0.entry: {{.*}} (0.2 mispredictions x 13, {{.*}}, predictability profile for 2 of 2 branches
; PROFILE: profile entries              6
; PROFILE: profile entries unmatched    0
;
; RUN: sed 's/ !prof !20 {/ {/' %t/code.ll > %t/no-counts.ll
; RUN: %llc -O2 -enable-rk-ifcvt -verify-machineinstrs %t/no-counts.ll -o /dev/null \
; RUN:   -rk-ifcvt-assume-late-ifcvt=false -pass-remarks-analysis=rk-ifcvt \
; RUN:   -rk-ifcvt-predictability=%t/p.predictability 2>&1 \
; RUN:   | FileCheck %s --check-prefix=NOCOUNTS
; NOCOUNTS: m.c:3:7: cost of region at bb.0.entry: {{.*}} (0.5 mispredictions x 13, {{.*}}; probabilities from static heuristics, predictability profile for 3 of 3 branches
;
; RUN: grep -v '^merged 3:7' %t/p.predictability > %t/no-entry.predictability
; RUN: %llc -O2 -enable-rk-ifcvt -verify-machineinstrs %t/no-counts.ll -o /dev/null \
; RUN:   -rk-ifcvt-assume-late-ifcvt=false -pass-remarks-analysis=rk-ifcvt \
; RUN:   -rk-ifcvt-predictability=%t/no-entry.predictability 2>&1 \
; RUN:   | FileCheck %s --check-prefix=NOENTRY
; NOENTRY: m.c:3:7: cost of region at bb.0.entry: {{.*}} (1.0 mispredictions x 13, {{.*}}; probabilities from static heuristics, predictability profile for 2 of 3 branches

;--- p.predictability
# function line:column executions taken mispredictions
rkifc-predictability 1
merged 3:7 1000 500 100
merged 4:9 1000 250 400
early 16:1 1000 100 0
early 13:9 900 450 300
shared 26:1 100 10 0
shared 23:9 900 450 300

;--- code.ll
target triple = "armv7a-unknown-linux-gnueabihf"

define void @merged(i32 %a, i32 %b, i32 %c, i32 %d, ptr %p, ptr %q, ptr %r) !dbg !5 !prof !20 {
entry:
  %k = icmp sgt i32 %d, 0, !dbg !10
  br i1 %k, label %s, label %chain, !dbg !10, !prof !21
s:
  store i32 0, ptr %q, align 4, !dbg !10
  br label %chain, !dbg !10
chain:
  %c1 = icmp slt i32 %a, %b, !dbg !11
  br i1 %c1, label %t1, label %f, !dbg !11, !prof !21
t1:
  %c2 = icmp slt i32 %b, %c, !dbg !11
  br i1 %c2, label %t2, label %f, !dbg !11, !prof !21
t2:
  store i32 1, ptr %p, align 4, !dbg !12
  br label %join, !dbg !12
f:
  %old = load i32, ptr %r, align 4, !dbg !13
  %new = add i32 %old, %d, !dbg !13
  store i32 %new, ptr %r, align 4, !dbg !13
  br label %join, !dbg !13
join:
  ret void, !dbg !14
}

define i32 @early(i32 %a, i32 %b, ptr %p) !dbg !30 {
entry:
  %c = icmp eq i32 %a, %b, !dbg !31
  br i1 %c, label %out, label %body, !dbg !31
body:
  %v = load i32, ptr %p, align 4, !dbg !32
  %c2 = icmp sgt i32 %v, %b, !dbg !33
  br i1 %c2, label %big, label %out, !dbg !33
big:
  store i32 7, ptr %p, align 4, !dbg !34
  br label %out, !dbg !34
out:
  %r = phi i32 [ 0, %entry ], [ 1, %body ], [ 2, %big ]
  ret i32 %r, !dbg !35
}

define i32 @shared(i32 %a, i32 %b, ptr %p) !dbg !40 {
entry:
  %c = icmp eq i32 %a, %b, !dbg !41
  br i1 %c, label %out, label %body, !dbg !41
body:
  %v = load i32, ptr %p, align 4, !dbg !42
  %c2 = icmp sgt i32 %v, %b, !dbg !43
  br i1 %c2, label %big, label %out, !dbg !43
big:
  store i32 7, ptr %p, align 4, !dbg !44
  br label %out, !dbg !44
out:
  %r = phi i32 [ 0, %entry ], [ 1, %body ], [ 2, %big ]
  ret i32 %r, !dbg !45
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3, !4}
!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "hand", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "m.c", directory: "/")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 2, !"Dwarf Version", i32 4}
!5 = distinct !DISubprogram(name: "merged", scope: !1, file: !1, line: 1, type: !6, scopeLine: 1, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!6 = !DISubroutineType(types: !7)
!7 = !{}
!10 = !DILocation(line: 3, column: 7, scope: !5)
!11 = !DILocation(line: 4, column: 9, scope: !5)
!12 = !DILocation(line: 5, column: 5, scope: !5)
!13 = !DILocation(line: 6, column: 5, scope: !5)
!14 = !DILocation(line: 7, column: 1, scope: !5)
!20 = !{!"function_entry_count", i64 1000}
!21 = !{!"branch_weights", i32 500, i32 500}
!30 = distinct !DISubprogram(name: "early", scope: !1, file: !1, line: 10, type: !6, scopeLine: 10, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!31 = !DILocation(line: 11, column: 9, scope: !30)
!32 = !DILocation(line: 12, column: 5, scope: !30)
!33 = !DILocation(line: 13, column: 9, scope: !30)
!34 = !DILocation(line: 14, column: 5, scope: !30)
!35 = !DILocation(line: 16, column: 1, scope: !30)
!40 = distinct !DISubprogram(name: "shared", scope: !1, file: !1, line: 20, type: !6, scopeLine: 20, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!41 = !DILocation(line: 21, column: 9, scope: !40)
!42 = !DILocation(line: 22, column: 5, scope: !40)
!43 = !DILocation(line: 23, column: 9, scope: !40)
!44 = !DILocation(line: 24, column: 5, scope: !40)
!45 = !DILocation(line: 26, column: 1, scope: !40)
