; With a predictability profile, how often the region's blocks run comes
; from the profile where it counted their branches, not from the static
; branch probabilities: @ladder's second test ran on 99% of the entries
; (990 of the entry branch's 1000 executions), where the static guess (no
; branch weights) says half, so the branchy code runs its longer arms
; nearly always: 8.2 cycles per entry, against 6.0 with a profile in which
; it ran on half of them (and 6.0 before the profile's counts were read).
;
; RUN: rm -rf %t && split-file %s %t
; RUN: %llc -O2 -enable-rk-ifcvt -verify-machineinstrs %t/code.ll -o /dev/null \
; RUN:   -rk-ifcvt-assume-late-ifcvt=false -pass-remarks-analysis=rk-ifcvt \
; RUN:   -rk-ifcvt-predictability=%t/often.predictability 2>&1 \
; RUN:   | FileCheck %s --check-prefix=OFTEN
; RUN: %llc -O2 -enable-rk-ifcvt -verify-machineinstrs %t/code.ll -o /dev/null \
; RUN:   -rk-ifcvt-assume-late-ifcvt=false -pass-remarks-analysis=rk-ifcvt \
; RUN:   -rk-ifcvt-predictability=%t/half.predictability 2>&1 \
; RUN:   | FileCheck %s --check-prefix=HALF
; OFTEN: m.c:31:9: cost of region at bb.0.entry: 7 instructions; branchy 8.2 cycles (0.1 mispredictions x 13,
; HALF: m.c:31:9: cost of region at bb.0.entry: 7 instructions; branchy 6.0 cycles (0.1 mispredictions x 13,

;--- often.predictability
rkifc-predictability 1
ladder 31:9 1000 10 10
ladder 32:9 990 100 50
;--- half.predictability
rkifc-predictability 1
ladder 31:9 1000 500 10
ladder 32:9 500 50 50
;--- code.ll
target triple = "armv7a-unknown-linux-gnueabihf"

define i32 @ladder(i32 %x, i32 %y) !dbg !50 {
entry:
  %c0 = icmp sle i32 %x, 1000, !dbg !51
  br i1 %c0, label %out, label %b1, !dbg !51
b1:
  %c1 = icmp sle i32 %x, 5000, !dbg !52
  br i1 %c1, label %a1, label %a2, !dbg !52
a1:
  %v1 = mul i32 %x, %y, !dbg !53
  br label %out, !dbg !53
a2:
  %m = mul i32 %x, %x, !dbg !54
  %v2 = mul i32 %m, %y, !dbg !54
  %v3 = add i32 %v2, %x, !dbg !54
  br label %out, !dbg !54
out:
  %r = phi i32 [ 0, %entry ], [ %v1, %a1 ], [ %v3, %a2 ]
  ret i32 %r, !dbg !55
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3, !4}
!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "hand", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "m.c", directory: "/")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 2, !"Dwarf Version", i32 4}
!6 = !DISubroutineType(types: !7)
!7 = !{}
!50 = distinct !DISubprogram(name: "ladder", scope: !1, file: !1, line: 30, type: !6, scopeLine: 30, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!51 = !DILocation(line: 31, column: 9, scope: !50)
!52 = !DILocation(line: 32, column: 9, scope: !50)
!53 = !DILocation(line: 33, column: 5, scope: !50)
!54 = !DILocation(line: 34, column: 5, scope: !50)
!55 = !DILocation(line: 36, column: 1, scope: !50)
