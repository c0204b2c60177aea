; Issue 14: -g must not change the code. LLVM 22's Hexagon machine scheduler
; sizes its critical-path estimate by the instructions of the block, debug
; instructions included (upstream issue #224483), and the blocks rk-ifcvt
; makes give it enough freedom for that to change the schedule. rkifc
; shelves debug instructions around that scheduler (lib/CodeGen/
; DebugShelter.cpp). This is the loop of issue 14 with a plain store in
; the odd arm (Hexagon's "c[i & 7] += t" is a memory-operand add, which can
; be neither speculated nor predicated, so that loop is not converted),
; compiled with -g; the checks compare its code with the code of the same
; module with the debug information stripped.
;
; RUN: %llc -mtriple=hexagon -mcpu=hexagonv67 -O2 -enable-rk-ifcvt -rk-ifcvt-force -verify-machineinstrs %s -o - \
; RUN:   | sed -n '/^f:/,/^.Lfunc_end0/p' | grep -v -E '^[[:space:]]*[.](loc|file|cfi)|^[.]Ltmp|^[.]Lfunc_begin|DEBUG_VALUE|^[[:space:]]*//' > %t.g
; RUN: %opt -strip-debug %s -S -o - \
; RUN:   | %llc -mtriple=hexagon -mcpu=hexagonv67 -O2 -enable-rk-ifcvt -rk-ifcvt-force -verify-machineinstrs -o - \
; RUN:   | sed -n '/^f:/,/^.Lfunc_end0/p' | grep -v -E '^[[:space:]]*[.](loc|file|cfi)|^[.]Ltmp|^[.]Lfunc_begin|DEBUG_VALUE|^[[:space:]]*//' > %t.nog
; RUN: diff %t.g %t.nog
; The same in the default mode.
; RUN: %llc -mtriple=hexagon -mcpu=hexagonv67 -O2 -enable-rk-ifcvt %s -o - \
; RUN:   | sed -n '/^f:/,/^.Lfunc_end0/p' | grep -v -E '^[[:space:]]*[.](loc|file|cfi)|^[.]Ltmp|^[.]Lfunc_begin|DEBUG_VALUE|^[[:space:]]*//' > %t.dg
; RUN: %opt -strip-debug %s -S -o - | %llc -mtriple=hexagon -mcpu=hexagonv67 -O2 -enable-rk-ifcvt -o - \
; RUN:   | sed -n '/^f:/,/^.Lfunc_end0/p' | grep -v -E '^[[:space:]]*[.](loc|file|cfi)|^[.]Ltmp|^[.]Lfunc_begin|DEBUG_VALUE|^[[:space:]]*//' > %t.dnog
; RUN: diff %t.dg %t.dnog
; The loop's exits tested by their edge predicates (-rk-ifcvt-exit-tests=
; false, how rkifc built them before): the same with and without -g.
; RUN: %llc -mtriple=hexagon -mcpu=hexagonv67 -O2 -enable-rk-ifcvt -rk-ifcvt-force -rk-ifcvt-exit-tests=false %s -o - \
; RUN:   | sed -n '/^f:/,/^.Lfunc_end0/p' | grep -v -E '^[[:space:]]*[.](loc|file|cfi)|^[.]Ltmp|^[.]Lfunc_begin|DEBUG_VALUE|^[[:space:]]*//' > %t.eg
; RUN: %opt -strip-debug %s -S -o - \
; RUN:   | %llc -mtriple=hexagon -mcpu=hexagonv67 -O2 -enable-rk-ifcvt -rk-ifcvt-force -rk-ifcvt-exit-tests=false -o - \
; RUN:   | sed -n '/^f:/,/^.Lfunc_end0/p' | grep -v -E '^[[:space:]]*[.](loc|file|cfi)|^[.]Ltmp|^[.]Lfunc_begin|DEBUG_VALUE|^[[:space:]]*//' > %t.enog
; RUN: diff %t.eg %t.enog
; Control: without the shelter the forced code differs, so the tests above
; can fail. When LLVM fixes the scheduler this line fails, and the
; shelter can go.
; RUN: %llc -mtriple=hexagon -mcpu=hexagonv67 -O2 -enable-rk-ifcvt -rk-ifcvt-force -rk-ifcvt-shelve-debug=false %s -o - \
; RUN:   | sed -n '/^f:/,/^.Lfunc_end0/p' | grep -v -E '^[[:space:]]*[.](loc|file|cfi)|^[.]Ltmp|^[.]Lfunc_begin|DEBUG_VALUE|^[[:space:]]*//' > %t.g2
; RUN: not diff %t.g2 %t.nog
; And the loop body is converted, so none of this compares branchy code.
; RUN: %llc -mtriple=hexagon -mcpu=hexagonv67 -O2 -enable-rk-ifcvt -rk-ifcvt-force %s -o /dev/null \
; RUN:   -pass-remarks=rk-ifcvt 2>&1 | FileCheck %s
; CHECK: remark: t.c:6:{{[0-9]+}}: if-converted region at
;
;   int out[64];
;   int f(const int *a, int *c, int n) {
;     int s = 0;
;     for (int i = 0; i < n; i++) {
;       int t;
;       if (a[i] & 1) { t = a[i] * 3; c[i & 7] = t; }
;       else          { t = a[i] + 7; }
;       out[i] = t;
;       s ^= t;
;     }
;     return s;
;   }
;   clang --target=hexagon -mcpu=hexagonv67 -O2 -g -S -emit-llvm

target datalayout = "e-m:e-p:32:32:32-a:0-n16:32-i64:64:64-i32:32:32-i16:16:16-i1:8:8-f32:32:32-f64:64:64-v32:32:32-v64:64:64-v512:512:512-v1024:1024:1024-v2048:2048:2048"
target triple = "hexagon"

@out = dso_local local_unnamed_addr global [64 x i32] zeroinitializer, align 8, !dbg !0

; Function Attrs: nofree norecurse nosync nounwind memory(write, argmem: readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define dso_local i32 @f(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1, i32 noundef %2) local_unnamed_addr #0 !dbg !21 {
    #dbg_value(ptr %0, !28, !DIExpression(), !37)
    #dbg_value(ptr %1, !29, !DIExpression(), !37)
    #dbg_value(i32 %2, !30, !DIExpression(), !37)
    #dbg_value(i32 0, !31, !DIExpression(), !37)
    #dbg_value(i32 0, !32, !DIExpression(), !38)
  %4 = icmp sgt i32 %2, 0, !dbg !39
  br i1 %4, label %5, label %37, !dbg !40

5:                                                ; preds = %3
  %6 = and i32 %2, 3, !dbg !41
  %7 = icmp ult i32 %2, 4, !dbg !41
  br i1 %7, label %12, label %8, !dbg !41

8:                                                ; preds = %5
  %9 = and i32 %2, 2147483644, !dbg !41
  br label %39, !dbg !41

10:                                               ; preds = %98
  %11 = icmp eq i32 %6, 0, !dbg !42
  br i1 %11, label %37, label %12, !dbg !42

12:                                               ; preds = %10, %5
  %13 = phi i32 [ 0, %5 ], [ %102, %10 ]
  %14 = phi i32 [ 0, %5 ], [ %101, %10 ]
  %15 = icmp ne i32 %6, 0, !dbg !44
  tail call void @llvm.assume(i1 %15), !dbg !44
  br label %16, !dbg !44

16:                                               ; preds = %30, %12
  %17 = phi i32 [ %34, %30 ], [ %13, %12 ]
  %18 = phi i32 [ %33, %30 ], [ %14, %12 ]
  %19 = phi i32 [ %35, %30 ], [ 0, %12 ]
    #dbg_value(i32 %17, !32, !DIExpression(), !38)
    #dbg_value(i32 %18, !31, !DIExpression(), !37)
  %20 = getelementptr inbounds nuw i32, ptr %0, i32 %17, !dbg !45
  %21 = load i32, ptr %20, align 4, !dbg !45, !tbaa !17
  %22 = and i32 %21, 1, !dbg !42
  %23 = icmp eq i32 %22, 0, !dbg !46
  br i1 %23, label %28, label %24, !dbg !47

24:                                               ; preds = %16
  %25 = mul nsw i32 %21, 3, !dbg !48
    #dbg_value(i32 %25, !34, !DIExpression(), !50)
  %26 = and i32 %17, 7, !dbg !51
  %27 = getelementptr inbounds nuw i32, ptr %1, i32 %26, !dbg !52
  store i32 %25, ptr %27, align 4, !dbg !53, !tbaa !17
  br label %30, !dbg !54

28:                                               ; preds = %16
  %29 = add nsw i32 %21, 7, !dbg !55
    #dbg_value(i32 %29, !34, !DIExpression(), !50)
  br label %30

30:                                               ; preds = %28, %24
  %31 = phi i32 [ %25, %24 ], [ %29, %28 ], !dbg !57
    #dbg_value(i32 %31, !34, !DIExpression(), !50)
  %32 = getelementptr inbounds nuw i32, ptr @out, i32 %17, !dbg !58
  store i32 %31, ptr %32, align 4, !dbg !59, !tbaa !17
  %33 = xor i32 %31, %18, !dbg !60
    #dbg_value(i32 %33, !31, !DIExpression(), !37)
  %34 = add nuw nsw i32 %17, 1, !dbg !61
    #dbg_value(i32 %34, !32, !DIExpression(), !38)
  %35 = add i32 %19, 1, !dbg !62
  %36 = icmp eq i32 %35, %6, !dbg !62
  br i1 %36, label %37, label %16, !dbg !62, !llvm.loop !63

37:                                               ; preds = %10, %30, %3
  %38 = phi i32 [ 0, %3 ], [ %101, %10 ], [ %33, %30 ], !dbg !37
  ret i32 %38, !dbg !65

39:                                               ; preds = %98, %8
  %40 = phi i32 [ 0, %8 ], [ %102, %98 ]
  %41 = phi i32 [ 0, %8 ], [ %101, %98 ]
  %42 = phi i32 [ 0, %8 ], [ %103, %98 ]
    #dbg_value(i32 %40, !32, !DIExpression(), !38)
    #dbg_value(i32 %41, !31, !DIExpression(), !37)
  %43 = getelementptr inbounds nuw i32, ptr %0, i32 %40, !dbg !45
  %44 = load i32, ptr %43, align 4, !dbg !45, !tbaa !17
  %45 = and i32 %44, 1, !dbg !42
  %46 = icmp eq i32 %45, 0, !dbg !66
  br i1 %46, label %51, label %47, !dbg !44

47:                                               ; preds = %39
  %48 = mul nsw i32 %44, 3, !dbg !67
    #dbg_value(i32 %48, !34, !DIExpression(), !50)
  %49 = and i32 %40, 4, !dbg !51
  %50 = getelementptr inbounds nuw i32, ptr %1, i32 %49, !dbg !52
  store i32 %48, ptr %50, align 4, !dbg !68, !tbaa !17
  br label %53, !dbg !54

51:                                               ; preds = %39
  %52 = add nsw i32 %44, 7, !dbg !69
    #dbg_value(i32 %52, !34, !DIExpression(), !50)
  br label %53

53:                                               ; preds = %51, %47
  %54 = phi i32 [ %48, %47 ], [ %52, %51 ], !dbg !57
    #dbg_value(i32 %54, !34, !DIExpression(), !50)
  %55 = getelementptr inbounds nuw i32, ptr @out, i32 %40, !dbg !58
  store i32 %54, ptr %55, align 8, !dbg !70, !tbaa !17
  %56 = xor i32 %54, %41, !dbg !71
    #dbg_value(i32 %56, !31, !DIExpression(), !37)
  %57 = or disjoint i32 %40, 1, !dbg !72
    #dbg_value(i32 %57, !32, !DIExpression(), !38)
  %58 = getelementptr inbounds nuw i32, ptr %0, i32 %57, !dbg !45
  %59 = load i32, ptr %58, align 4, !dbg !45, !tbaa !17
  %60 = and i32 %59, 1, !dbg !42
  %61 = icmp eq i32 %60, 0, !dbg !73
  br i1 %61, label %66, label %62, !dbg !74

62:                                               ; preds = %53
  %63 = mul nsw i32 %59, 3, !dbg !75
    #dbg_value(i32 %63, !34, !DIExpression(), !50)
  %64 = and i32 %57, 5, !dbg !51
  %65 = getelementptr inbounds nuw i32, ptr %1, i32 %64, !dbg !52
  store i32 %63, ptr %65, align 4, !dbg !76, !tbaa !17
  br label %68, !dbg !54

66:                                               ; preds = %53
  %67 = add nsw i32 %59, 7, !dbg !77
    #dbg_value(i32 %67, !34, !DIExpression(), !50)
  br label %68

68:                                               ; preds = %66, %62
  %69 = phi i32 [ %63, %62 ], [ %67, %66 ], !dbg !57
    #dbg_value(i32 %69, !34, !DIExpression(), !50)
  %70 = getelementptr inbounds nuw i32, ptr @out, i32 %57, !dbg !58
  store i32 %69, ptr %70, align 4, !dbg !78, !tbaa !17
  %71 = xor i32 %69, %56, !dbg !79
    #dbg_value(i32 %71, !31, !DIExpression(), !37)
  %72 = or disjoint i32 %40, 2, !dbg !80
    #dbg_value(i32 %72, !32, !DIExpression(), !38)
  %73 = getelementptr inbounds nuw i32, ptr %0, i32 %72, !dbg !45
  %74 = load i32, ptr %73, align 4, !dbg !45, !tbaa !17
  %75 = and i32 %74, 1, !dbg !42
  %76 = icmp eq i32 %75, 0, !dbg !81
  br i1 %76, label %81, label %77, !dbg !82

77:                                               ; preds = %68
  %78 = mul nsw i32 %74, 3, !dbg !83
    #dbg_value(i32 %78, !34, !DIExpression(), !50)
  %79 = and i32 %72, 6, !dbg !51
  %80 = getelementptr inbounds nuw i32, ptr %1, i32 %79, !dbg !52
  store i32 %78, ptr %80, align 4, !dbg !84, !tbaa !17
  br label %83, !dbg !54

81:                                               ; preds = %68
  %82 = add nsw i32 %74, 7, !dbg !85
    #dbg_value(i32 %82, !34, !DIExpression(), !50)
  br label %83

83:                                               ; preds = %81, %77
  %84 = phi i32 [ %78, %77 ], [ %82, %81 ], !dbg !57
    #dbg_value(i32 %84, !34, !DIExpression(), !50)
  %85 = getelementptr inbounds nuw i32, ptr @out, i32 %72, !dbg !58
  store i32 %84, ptr %85, align 8, !dbg !86, !tbaa !17
  %86 = xor i32 %84, %71, !dbg !87
    #dbg_value(i32 %86, !31, !DIExpression(), !37)
  %87 = or disjoint i32 %40, 3, !dbg !88
    #dbg_value(i32 %87, !32, !DIExpression(), !38)
  %88 = getelementptr inbounds nuw i32, ptr %0, i32 %87, !dbg !45
  %89 = load i32, ptr %88, align 4, !dbg !45, !tbaa !17
  %90 = and i32 %89, 1, !dbg !42
  %91 = icmp eq i32 %90, 0, !dbg !89
  br i1 %91, label %96, label %92, !dbg !90

92:                                               ; preds = %83
  %93 = mul nsw i32 %89, 3, !dbg !91
    #dbg_value(i32 %93, !34, !DIExpression(), !50)
  %94 = and i32 %87, 7, !dbg !51
  %95 = getelementptr inbounds nuw i32, ptr %1, i32 %94, !dbg !52
  store i32 %93, ptr %95, align 4, !dbg !92, !tbaa !17
  br label %98, !dbg !54

96:                                               ; preds = %83
  %97 = add nsw i32 %89, 7, !dbg !93
    #dbg_value(i32 %97, !34, !DIExpression(), !50)
  br label %98

98:                                               ; preds = %96, %92
  %99 = phi i32 [ %93, %92 ], [ %97, %96 ], !dbg !57
    #dbg_value(i32 %99, !34, !DIExpression(), !50)
  %100 = getelementptr inbounds nuw i32, ptr @out, i32 %87, !dbg !58
  store i32 %99, ptr %100, align 4, !dbg !94, !tbaa !17
  %101 = xor i32 %99, %86, !dbg !95
    #dbg_value(i32 %101, !31, !DIExpression(), !37)
  %102 = add nuw nsw i32 %40, 4, !dbg !96
    #dbg_value(i32 %102, !32, !DIExpression(), !38)
  %103 = add i32 %42, 4, !dbg !97
  %104 = icmp eq i32 %103, %9, !dbg !97
  br i1 %104, label %10, label %39, !dbg !97, !llvm.loop !98
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #1

attributes #0 = { nofree norecurse nosync nounwind memory(write, argmem: readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="hexagonv67" "target-features"="+v67,-long-calls" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!9, !10, !11, !12, !13, !14, !15}
!llvm.ident = !{!16}
!llvm.errno.tbaa = !{!17}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "out", scope: !2, file: !3, line: 1, type: !5, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "t.c", directory: "/tmp/r14", checksumkind: CSK_MD5, checksum: "68be07c0ed6d452ce45eb44f4c9cd0d5")
!4 = !{!0}
!5 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 2048, elements: !7)
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = !{!8}
!8 = !DISubrange(count: 64)
!9 = !{i32 7, !"Dwarf Version", i32 5}
!10 = !{i32 2, !"Debug Info Version", i32 3}
!11 = !{i32 1, !"wchar_size", i32 4}
!12 = !{i32 8, !"PIC Level", i32 2}
!13 = !{i32 7, !"PIE Level", i32 2}
!14 = !{i32 7, !"frame-pointer", i32 2}
!15 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!16 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!17 = !{!18, !18, i64 0}
!18 = !{!"int", !19, i64 0}
!19 = !{!"omnipotent char", !20, i64 0}
!20 = !{!"Simple C/C++ TBAA"}
!21 = distinct !DISubprogram(name: "f", scope: !3, file: !3, line: 2, type: !22, scopeLine: 2, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !27, keyInstructions: true)
!22 = !DISubroutineType(types: !23)
!23 = !{!6, !24, !26, !6}
!24 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !25, size: 32)
!25 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!26 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 32)
!27 = !{!28, !29, !30, !31, !32, !34}
!28 = !DILocalVariable(name: "a", arg: 1, scope: !21, file: !3, line: 2, type: !24)
!29 = !DILocalVariable(name: "c", arg: 2, scope: !21, file: !3, line: 2, type: !26)
!30 = !DILocalVariable(name: "n", arg: 3, scope: !21, file: !3, line: 2, type: !6)
!31 = !DILocalVariable(name: "s", scope: !21, file: !3, line: 3, type: !6)
!32 = !DILocalVariable(name: "i", scope: !33, file: !3, line: 4, type: !6)
!33 = distinct !DILexicalBlock(scope: !21, file: !3, line: 4, column: 3)
!34 = !DILocalVariable(name: "t", scope: !35, file: !3, line: 5, type: !6)
!35 = distinct !DILexicalBlock(scope: !36, file: !3, line: 4, column: 31)
!36 = distinct !DILexicalBlock(scope: !33, file: !3, line: 4, column: 3)
!37 = !DILocation(line: 0, scope: !21)
!38 = !DILocation(line: 0, scope: !33)
!39 = !DILocation(line: 4, column: 21, scope: !36, atomGroup: 15, atomRank: 1)
!40 = !DILocation(line: 4, column: 3, scope: !33, atomGroup: 16, atomRank: 1)
!41 = !DILocation(line: 4, column: 3, scope: !33)
!42 = !DILocation(line: 6, column: 14, scope: !43)
!43 = distinct !DILexicalBlock(scope: !35, file: !3, line: 6, column: 9)
!44 = !DILocation(line: 6, column: 14, scope: !43, atomGroup: 5, atomRank: 1)
!45 = !DILocation(line: 6, column: 9, scope: !43)
!46 = !DILocation(line: 6, column: 14, scope: !43, atomGroup: 17, atomRank: 2)
!47 = !DILocation(line: 6, column: 14, scope: !43, atomGroup: 17, atomRank: 1)
!48 = !DILocation(line: 6, column: 30, scope: !49, atomGroup: 18, atomRank: 2)
!49 = distinct !DILexicalBlock(scope: !43, file: !3, line: 6, column: 19)
!50 = !DILocation(line: 0, scope: !35)
!51 = !DILocation(line: 6, column: 39, scope: !49)
!52 = !DILocation(line: 6, column: 35, scope: !49)
!53 = !DILocation(line: 6, column: 44, scope: !49, atomGroup: 19, atomRank: 1)
!54 = !DILocation(line: 6, column: 49, scope: !49)
!55 = !DILocation(line: 7, column: 30, scope: !56, atomGroup: 20, atomRank: 2)
!56 = distinct !DILexicalBlock(scope: !43, file: !3, line: 7, column: 19)
!57 = !DILocation(line: 0, scope: !43)
!58 = !DILocation(line: 8, column: 5, scope: !35)
!59 = !DILocation(line: 8, column: 12, scope: !35, atomGroup: 21, atomRank: 1)
!60 = !DILocation(line: 9, column: 7, scope: !35, atomGroup: 22, atomRank: 2)
!61 = !DILocation(line: 4, column: 27, scope: !36, atomGroup: 23, atomRank: 2)
!62 = !DILocation(line: 4, column: 3, scope: !33, atomGroup: 25, atomRank: 1)
!63 = distinct !{!63, !64}
!64 = !{!"llvm.loop.unroll.disable"}
!65 = !DILocation(line: 11, column: 3, scope: !21, atomGroup: 14, atomRank: 1)
!66 = !DILocation(line: 6, column: 14, scope: !43, atomGroup: 5, atomRank: 2)
!67 = !DILocation(line: 6, column: 30, scope: !49, atomGroup: 6, atomRank: 2)
!68 = !DILocation(line: 6, column: 44, scope: !49, atomGroup: 7, atomRank: 1)
!69 = !DILocation(line: 7, column: 30, scope: !56, atomGroup: 8, atomRank: 2)
!70 = !DILocation(line: 8, column: 12, scope: !35, atomGroup: 9, atomRank: 1)
!71 = !DILocation(line: 9, column: 7, scope: !35, atomGroup: 10, atomRank: 2)
!72 = !DILocation(line: 4, column: 27, scope: !36, atomGroup: 11, atomRank: 2)
!73 = !DILocation(line: 6, column: 14, scope: !43, atomGroup: 26, atomRank: 2)
!74 = !DILocation(line: 6, column: 14, scope: !43, atomGroup: 26, atomRank: 1)
!75 = !DILocation(line: 6, column: 30, scope: !49, atomGroup: 27, atomRank: 2)
!76 = !DILocation(line: 6, column: 44, scope: !49, atomGroup: 28, atomRank: 1)
!77 = !DILocation(line: 7, column: 30, scope: !56, atomGroup: 29, atomRank: 2)
!78 = !DILocation(line: 8, column: 12, scope: !35, atomGroup: 30, atomRank: 1)
!79 = !DILocation(line: 9, column: 7, scope: !35, atomGroup: 31, atomRank: 2)
!80 = !DILocation(line: 4, column: 27, scope: !36, atomGroup: 32, atomRank: 2)
!81 = !DILocation(line: 6, column: 14, scope: !43, atomGroup: 35, atomRank: 2)
!82 = !DILocation(line: 6, column: 14, scope: !43, atomGroup: 35, atomRank: 1)
!83 = !DILocation(line: 6, column: 30, scope: !49, atomGroup: 36, atomRank: 2)
!84 = !DILocation(line: 6, column: 44, scope: !49, atomGroup: 37, atomRank: 1)
!85 = !DILocation(line: 7, column: 30, scope: !56, atomGroup: 38, atomRank: 2)
!86 = !DILocation(line: 8, column: 12, scope: !35, atomGroup: 39, atomRank: 1)
!87 = !DILocation(line: 9, column: 7, scope: !35, atomGroup: 40, atomRank: 2)
!88 = !DILocation(line: 4, column: 27, scope: !36, atomGroup: 41, atomRank: 2)
!89 = !DILocation(line: 6, column: 14, scope: !43, atomGroup: 44, atomRank: 2)
!90 = !DILocation(line: 6, column: 14, scope: !43, atomGroup: 44, atomRank: 1)
!91 = !DILocation(line: 6, column: 30, scope: !49, atomGroup: 45, atomRank: 2)
!92 = !DILocation(line: 6, column: 44, scope: !49, atomGroup: 46, atomRank: 1)
!93 = !DILocation(line: 7, column: 30, scope: !56, atomGroup: 47, atomRank: 2)
!94 = !DILocation(line: 8, column: 12, scope: !35, atomGroup: 48, atomRank: 1)
!95 = !DILocation(line: 9, column: 7, scope: !35, atomGroup: 49, atomRank: 2)
!96 = !DILocation(line: 4, column: 27, scope: !36, atomGroup: 50, atomRank: 2)
!97 = !DILocation(line: 4, column: 3, scope: !33, atomGroup: 52, atomRank: 1)
!98 = distinct !{!98, !41, !99, !100}
!99 = !DILocation(line: 10, column: 3, scope: !33)
!100 = !{!"llvm.loop.mustprogress"}
