; -rk-ifcvt-mark-regions (hidden; scripts/profile-bench.py's calibration):
; every located instruction of a converted region's linear code gets a
; discriminator no source location has (bit 30 set), and the Converted
; remark names it as Marker, so that a trace of the program counts the
; region's entries even where its source position also stands for another
; copy of the code (a loop's peeled first iteration). The code itself must
; not change: the assembly without its .loc lines is the same as without
; the option.
;
; RUN: %llc -mtriple=armv7a-linux-gnueabihf -O2 -enable-rk-ifcvt -rk-ifcvt-force -rk-ifcvt-mark-regions %s -o %t.marked.s \
; RUN:   -pass-remarks=rk-ifcvt 2>&1 | FileCheck %s --check-prefix=REMARK
; RUN: FileCheck %s --input-file=%t.marked.s
; RUN: %llc -mtriple=armv7a-linux-gnueabihf -O2 -enable-rk-ifcvt -rk-ifcvt-force %s -o %t.s
; RUN: FileCheck %s --check-prefix=PLAIN --input-file=%t.s
; RUN: grep -v '^[[:space:]]*\.loc' %t.marked.s > %t.marked.code
; RUN: grep -v '^[[:space:]]*\.loc' %t.s > %t.code
; RUN: diff %t.marked.code %t.code
;
; REMARK: if-converted region at bb.0 {{.*}}; marker 1073741825
; CHECK-LABEL: pick:
; CHECK:       .loc 0 3 9 prologue_end discriminator 1073741825
; CHECK-NEXT:  cmp r0, r1
; CHECK:       .loc 0 6 8 discriminator 1073741825
; CHECK-NEXT:  strle r0, [r2]
; PLAIN-NOT:   discriminator
;
; Generated with clang -O2 -g --target=armv7a-linux-gnueabihf -S -emit-llvm
; (attributes removed) from:
;
;   int pick(int a, int b, int *p) {
;     int r = a;
;     if (a > b)
;       r = b * 3;
;     else
;       *p = a;
;     return r;
;   }

target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "armv7-unknown-linux-gnueabihf"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write)
define dso_local i32 @pick(i32 noundef %0, i32 noundef %1, ptr noundef writeonly captures(none) %2) local_unnamed_addr !dbg !14 {
    #dbg_value(i32 %0, !20, !DIExpression(), !24)
    #dbg_value(i32 %1, !21, !DIExpression(), !24)
    #dbg_value(ptr %2, !22, !DIExpression(), !24)
    #dbg_value(i32 %0, !23, !DIExpression(), !24)
  %4 = icmp sgt i32 %0, %1, !dbg !25
  br i1 %4, label %5, label %7, !dbg !27

5:                                                ; preds = %3
  %6 = mul nsw i32 %1, 3, !dbg !28
    #dbg_value(i32 %6, !23, !DIExpression(), !24)
  br label %8, !dbg !29

7:                                                ; preds = %3
  store i32 %0, ptr %2, align 4, !dbg !30, !tbaa !10
  br label %8

8:                                                ; preds = %7, %5
  %9 = phi i32 [ %6, %5 ], [ %0, %7 ], !dbg !24
    #dbg_value(i32 %9, !23, !DIExpression(), !24)
  ret i32 %9, !dbg !31
}


!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}
!llvm.errno.tbaa = !{!10}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "mk.c", directory: "/tmp/mk", checksumkind: CSK_MD5, checksum: "60b9a6217c0220d1fee81803dfdff002")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 1, !"min_enum_size", i32 4}
!6 = !{i32 8, !"PIC Level", i32 2}
!7 = !{i32 7, !"PIE Level", i32 2}
!8 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!9 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!10 = !{!11, !11, i64 0}
!11 = !{!"int", !12, i64 0}
!12 = !{!"omnipotent char", !13, i64 0}
!13 = !{!"Simple C/C++ TBAA"}
!14 = distinct !DISubprogram(name: "pick", scope: !1, file: !1, line: 1, type: !15, scopeLine: 1, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !19, keyInstructions: true)
!15 = !DISubroutineType(types: !16)
!16 = !{!17, !17, !17, !18}
!17 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!18 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !17, size: 32)
!19 = !{!20, !21, !22, !23}
!20 = !DILocalVariable(name: "a", arg: 1, scope: !14, file: !1, line: 1, type: !17)
!21 = !DILocalVariable(name: "b", arg: 2, scope: !14, file: !1, line: 1, type: !17)
!22 = !DILocalVariable(name: "p", arg: 3, scope: !14, file: !1, line: 1, type: !18)
!23 = !DILocalVariable(name: "r", scope: !14, file: !1, line: 2, type: !17)
!24 = !DILocation(line: 0, scope: !14)
!25 = !DILocation(line: 3, column: 9, scope: !26, atomGroup: 2, atomRank: 2)
!26 = distinct !DILexicalBlock(scope: !14, file: !1, line: 3, column: 7)
!27 = !DILocation(line: 3, column: 9, scope: !26, atomGroup: 2, atomRank: 1)
!28 = !DILocation(line: 4, column: 11, scope: !26, atomGroup: 3, atomRank: 2)
!29 = !DILocation(line: 4, column: 5, scope: !26)
!30 = !DILocation(line: 6, column: 8, scope: !26, atomGroup: 4, atomRank: 1)
!31 = !DILocation(line: 7, column: 3, scope: !14, atomGroup: 6, atomRank: 1)
