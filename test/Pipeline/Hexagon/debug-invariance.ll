; Issue 14: -g must not change the code. LLVM 22's Hexagon machine scheduler
; sizes its critical-path estimate by the instructions of the block, debug
; instructions included (upstream issue #224483), and the blocks rk-ifcvt
; makes give it enough freedom for that to change the schedule. rkifc
; shelves debug instructions around that scheduler (lib/CodeGen/
; DebugShelter.cpp). This is the loop of issue 14, compiled with -g; the
; checks compare its code with the code of the same module with the debug
; information stripped.
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
; false, how rkifc built them before) give the scheduler the freedom that
; shows the bug; tested by bare branch conditions, as by default now, the
; loop happens not to. Both must be the same with and without -g.
; RUN: %llc -mtriple=hexagon -mcpu=hexagonv67 -O2 -enable-rk-ifcvt -rk-ifcvt-force -rk-ifcvt-exit-tests=false %s -o - \
; RUN:   | sed -n '/^f:/,/^.Lfunc_end0/p' | grep -v -E '^[[:space:]]*[.](loc|file|cfi)|^[.]Ltmp|^[.]Lfunc_begin|DEBUG_VALUE|^[[:space:]]*//' > %t.eg
; RUN: %opt -strip-debug %s -S -o - \
; RUN:   | %llc -mtriple=hexagon -mcpu=hexagonv67 -O2 -enable-rk-ifcvt -rk-ifcvt-force -rk-ifcvt-exit-tests=false -o - \
; RUN:   | sed -n '/^f:/,/^.Lfunc_end0/p' | grep -v -E '^[[:space:]]*[.](loc|file|cfi)|^[.]Ltmp|^[.]Lfunc_begin|DEBUG_VALUE|^[[:space:]]*//' > %t.enog
; RUN: diff %t.eg %t.enog
; Control: there, without the shelter the forced code differs, so the test
; above can fail. When LLVM fixes the scheduler this line fails, and the
; shelter can go.
; RUN: %llc -mtriple=hexagon -mcpu=hexagonv67 -O2 -enable-rk-ifcvt -rk-ifcvt-force -rk-ifcvt-exit-tests=false -rk-ifcvt-shelve-debug=false %s -o - \
; RUN:   | sed -n '/^f:/,/^.Lfunc_end0/p' | grep -v -E '^[[:space:]]*[.](loc|file|cfi)|^[.]Ltmp|^[.]Lfunc_begin|DEBUG_VALUE|^[[:space:]]*//' > %t.g2
; RUN: not diff %t.g2 %t.enog
;
;   int out[64];
;   int f(const int *a, int *c, int n) {
;     int s = 0;
;     for (int i = 0; i < n; i++) {
;       int t;
;       if (a[i] & 1) { t = a[i] * 3; c[i & 7] += t; }
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
define dso_local i32 @f(ptr noundef readonly captures(none) %0, ptr noundef captures(none) %1, i32 noundef %2) local_unnamed_addr #0 !dbg !21 {
    #dbg_value(ptr %0, !28, !DIExpression(), !37)
    #dbg_value(ptr %1, !29, !DIExpression(), !37)
    #dbg_value(i32 %2, !30, !DIExpression(), !37)
    #dbg_value(i32 0, !31, !DIExpression(), !37)
    #dbg_value(i32 0, !32, !DIExpression(), !38)
  %4 = icmp sgt i32 %2, 0, !dbg !39
  br i1 %4, label %5, label %39, !dbg !40

5:                                                ; preds = %3
  %6 = and i32 %2, 3, !dbg !41
  %7 = icmp ult i32 %2, 4, !dbg !41
  br i1 %7, label %12, label %8, !dbg !41

8:                                                ; preds = %5
  %9 = and i32 %2, 2147483644, !dbg !41
  br label %41, !dbg !41

10:                                               ; preds = %108
  %11 = icmp eq i32 %6, 0, !dbg !42
  br i1 %11, label %39, label %12, !dbg !42

12:                                               ; preds = %10, %5
  %13 = phi i32 [ 0, %5 ], [ %112, %10 ]
  %14 = phi i32 [ 0, %5 ], [ %111, %10 ]
  %15 = icmp ne i32 %6, 0, !dbg !44
  tail call void @llvm.assume(i1 %15), !dbg !44
  br label %16, !dbg !44

16:                                               ; preds = %32, %12
  %17 = phi i32 [ %36, %32 ], [ %13, %12 ]
  %18 = phi i32 [ %35, %32 ], [ %14, %12 ]
  %19 = phi i32 [ %37, %32 ], [ 0, %12 ]
    #dbg_value(i32 %17, !32, !DIExpression(), !38)
    #dbg_value(i32 %18, !31, !DIExpression(), !37)
  %20 = getelementptr inbounds nuw i32, ptr %0, i32 %17, !dbg !45
  %21 = load i32, ptr %20, align 4, !dbg !45, !tbaa !17
  %22 = and i32 %21, 1, !dbg !42
  %23 = icmp eq i32 %22, 0, !dbg !46
  br i1 %23, label %30, label %24, !dbg !47

24:                                               ; preds = %16
  %25 = mul nsw i32 %21, 3, !dbg !48
    #dbg_value(i32 %25, !34, !DIExpression(), !50)
  %26 = and i32 %17, 7, !dbg !51
  %27 = getelementptr inbounds nuw i32, ptr %1, i32 %26, !dbg !52
  %28 = load i32, ptr %27, align 4, !dbg !53, !tbaa !17
  %29 = add nsw i32 %28, %25, !dbg !54
  store i32 %29, ptr %27, align 4, !dbg !55, !tbaa !17
  br label %32, !dbg !56

30:                                               ; preds = %16
  %31 = add nsw i32 %21, 7, !dbg !57
    #dbg_value(i32 %31, !34, !DIExpression(), !50)
  br label %32

32:                                               ; preds = %30, %24
  %33 = phi i32 [ %25, %24 ], [ %31, %30 ], !dbg !59
    #dbg_value(i32 %33, !34, !DIExpression(), !50)
  %34 = getelementptr inbounds nuw i32, ptr @out, i32 %17, !dbg !60
  store i32 %33, ptr %34, align 4, !dbg !61, !tbaa !17
  %35 = xor i32 %33, %18, !dbg !62
    #dbg_value(i32 %35, !31, !DIExpression(), !37)
  %36 = add nuw nsw i32 %17, 1, !dbg !63
    #dbg_value(i32 %36, !32, !DIExpression(), !38)
  %37 = add i32 %19, 1, !dbg !64
  %38 = icmp eq i32 %37, %6, !dbg !64
  br i1 %38, label %39, label %16, !dbg !64, !llvm.loop !65

39:                                               ; preds = %10, %32, %3
  %40 = phi i32 [ 0, %3 ], [ %111, %10 ], [ %35, %32 ], !dbg !37
  ret i32 %40, !dbg !67

41:                                               ; preds = %108, %8
  %42 = phi i32 [ 0, %8 ], [ %112, %108 ]
  %43 = phi i32 [ 0, %8 ], [ %111, %108 ]
  %44 = phi i32 [ 0, %8 ], [ %113, %108 ]
    #dbg_value(i32 %42, !32, !DIExpression(), !38)
    #dbg_value(i32 %43, !31, !DIExpression(), !37)
  %45 = getelementptr inbounds nuw i32, ptr %0, i32 %42, !dbg !45
  %46 = load i32, ptr %45, align 4, !dbg !45, !tbaa !17
  %47 = and i32 %46, 1, !dbg !42
  %48 = icmp eq i32 %47, 0, !dbg !68
  br i1 %48, label %55, label %49, !dbg !44

49:                                               ; preds = %41
  %50 = mul nsw i32 %46, 3, !dbg !69
    #dbg_value(i32 %50, !34, !DIExpression(), !50)
  %51 = and i32 %42, 4, !dbg !51
  %52 = getelementptr inbounds nuw i32, ptr %1, i32 %51, !dbg !52
  %53 = load i32, ptr %52, align 4, !dbg !53, !tbaa !17
  %54 = add nsw i32 %53, %50, !dbg !70
  store i32 %54, ptr %52, align 4, !dbg !71, !tbaa !17
  br label %57, !dbg !56

55:                                               ; preds = %41
  %56 = add nsw i32 %46, 7, !dbg !72
    #dbg_value(i32 %56, !34, !DIExpression(), !50)
  br label %57

57:                                               ; preds = %55, %49
  %58 = phi i32 [ %50, %49 ], [ %56, %55 ], !dbg !59
    #dbg_value(i32 %58, !34, !DIExpression(), !50)
  %59 = getelementptr inbounds nuw i32, ptr @out, i32 %42, !dbg !60
  store i32 %58, ptr %59, align 8, !dbg !73, !tbaa !17
  %60 = xor i32 %58, %43, !dbg !74
    #dbg_value(i32 %60, !31, !DIExpression(), !37)
  %61 = or disjoint i32 %42, 1, !dbg !75
    #dbg_value(i32 %61, !32, !DIExpression(), !38)
  %62 = getelementptr inbounds nuw i32, ptr %0, i32 %61, !dbg !45
  %63 = load i32, ptr %62, align 4, !dbg !45, !tbaa !17
  %64 = and i32 %63, 1, !dbg !42
  %65 = icmp eq i32 %64, 0, !dbg !76
  br i1 %65, label %72, label %66, !dbg !77

66:                                               ; preds = %57
  %67 = mul nsw i32 %63, 3, !dbg !78
    #dbg_value(i32 %67, !34, !DIExpression(), !50)
  %68 = and i32 %61, 5, !dbg !51
  %69 = getelementptr inbounds nuw i32, ptr %1, i32 %68, !dbg !52
  %70 = load i32, ptr %69, align 4, !dbg !53, !tbaa !17
  %71 = add nsw i32 %70, %67, !dbg !79
  store i32 %71, ptr %69, align 4, !dbg !80, !tbaa !17
  br label %74, !dbg !56

72:                                               ; preds = %57
  %73 = add nsw i32 %63, 7, !dbg !81
    #dbg_value(i32 %73, !34, !DIExpression(), !50)
  br label %74

74:                                               ; preds = %72, %66
  %75 = phi i32 [ %67, %66 ], [ %73, %72 ], !dbg !59
    #dbg_value(i32 %75, !34, !DIExpression(), !50)
  %76 = getelementptr inbounds nuw i32, ptr @out, i32 %61, !dbg !60
  store i32 %75, ptr %76, align 4, !dbg !82, !tbaa !17
  %77 = xor i32 %75, %60, !dbg !83
    #dbg_value(i32 %77, !31, !DIExpression(), !37)
  %78 = or disjoint i32 %42, 2, !dbg !84
    #dbg_value(i32 %78, !32, !DIExpression(), !38)
  %79 = getelementptr inbounds nuw i32, ptr %0, i32 %78, !dbg !45
  %80 = load i32, ptr %79, align 4, !dbg !45, !tbaa !17
  %81 = and i32 %80, 1, !dbg !42
  %82 = icmp eq i32 %81, 0, !dbg !85
  br i1 %82, label %89, label %83, !dbg !86

83:                                               ; preds = %74
  %84 = mul nsw i32 %80, 3, !dbg !87
    #dbg_value(i32 %84, !34, !DIExpression(), !50)
  %85 = and i32 %78, 6, !dbg !51
  %86 = getelementptr inbounds nuw i32, ptr %1, i32 %85, !dbg !52
  %87 = load i32, ptr %86, align 4, !dbg !53, !tbaa !17
  %88 = add nsw i32 %87, %84, !dbg !88
  store i32 %88, ptr %86, align 4, !dbg !89, !tbaa !17
  br label %91, !dbg !56

89:                                               ; preds = %74
  %90 = add nsw i32 %80, 7, !dbg !90
    #dbg_value(i32 %90, !34, !DIExpression(), !50)
  br label %91

91:                                               ; preds = %89, %83
  %92 = phi i32 [ %84, %83 ], [ %90, %89 ], !dbg !59
    #dbg_value(i32 %92, !34, !DIExpression(), !50)
  %93 = getelementptr inbounds nuw i32, ptr @out, i32 %78, !dbg !60
  store i32 %92, ptr %93, align 8, !dbg !91, !tbaa !17
  %94 = xor i32 %92, %77, !dbg !92
    #dbg_value(i32 %94, !31, !DIExpression(), !37)
  %95 = or disjoint i32 %42, 3, !dbg !93
    #dbg_value(i32 %95, !32, !DIExpression(), !38)
  %96 = getelementptr inbounds nuw i32, ptr %0, i32 %95, !dbg !45
  %97 = load i32, ptr %96, align 4, !dbg !45, !tbaa !17
  %98 = and i32 %97, 1, !dbg !42
  %99 = icmp eq i32 %98, 0, !dbg !94
  br i1 %99, label %106, label %100, !dbg !95

100:                                              ; preds = %91
  %101 = mul nsw i32 %97, 3, !dbg !96
    #dbg_value(i32 %101, !34, !DIExpression(), !50)
  %102 = and i32 %95, 7, !dbg !51
  %103 = getelementptr inbounds nuw i32, ptr %1, i32 %102, !dbg !52
  %104 = load i32, ptr %103, align 4, !dbg !53, !tbaa !17
  %105 = add nsw i32 %104, %101, !dbg !97
  store i32 %105, ptr %103, align 4, !dbg !98, !tbaa !17
  br label %108, !dbg !56

106:                                              ; preds = %91
  %107 = add nsw i32 %97, 7, !dbg !99
    #dbg_value(i32 %107, !34, !DIExpression(), !50)
  br label %108

108:                                              ; preds = %106, %100
  %109 = phi i32 [ %101, %100 ], [ %107, %106 ], !dbg !59
    #dbg_value(i32 %109, !34, !DIExpression(), !50)
  %110 = getelementptr inbounds nuw i32, ptr @out, i32 %95, !dbg !60
  store i32 %109, ptr %110, align 4, !dbg !100, !tbaa !17
  %111 = xor i32 %109, %94, !dbg !101
    #dbg_value(i32 %111, !31, !DIExpression(), !37)
  %112 = add nuw nsw i32 %42, 4, !dbg !102
    #dbg_value(i32 %112, !32, !DIExpression(), !38)
  %113 = add i32 %44, 4, !dbg !103
  %114 = icmp eq i32 %113, %9, !dbg !103
  br i1 %114, label %10, label %41, !dbg !103, !llvm.loop !104
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #1

attributes #0 = { nofree norecurse nosync nounwind memory(write, argmem: readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="hexagonv67" "target-features"="+v67,-long-calls" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!9, !10, !11, !12, !13, !14, !15}
!llvm.errno.tbaa = !{!17}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "out", scope: !2, file: !3, line: 1, type: !5, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "t.c", directory: "/tmp/r14", checksumkind: CSK_MD5, checksum: "c94a3317e671622e7cc7c8a8d23a5af1")
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
!53 = !DILocation(line: 6, column: 44, scope: !49)
!54 = !DILocation(line: 6, column: 44, scope: !49, atomGroup: 19, atomRank: 2)
!55 = !DILocation(line: 6, column: 44, scope: !49, atomGroup: 19, atomRank: 1)
!56 = !DILocation(line: 6, column: 50, scope: !49)
!57 = !DILocation(line: 7, column: 30, scope: !58, atomGroup: 20, atomRank: 2)
!58 = distinct !DILexicalBlock(scope: !43, file: !3, line: 7, column: 19)
!59 = !DILocation(line: 0, scope: !43)
!60 = !DILocation(line: 8, column: 5, scope: !35)
!61 = !DILocation(line: 8, column: 12, scope: !35, atomGroup: 21, atomRank: 1)
!62 = !DILocation(line: 9, column: 7, scope: !35, atomGroup: 22, atomRank: 2)
!63 = !DILocation(line: 4, column: 27, scope: !36, atomGroup: 23, atomRank: 2)
!64 = !DILocation(line: 4, column: 3, scope: !33, atomGroup: 25, atomRank: 1)
!65 = distinct !{!65, !66}
!66 = !{!"llvm.loop.unroll.disable"}
!67 = !DILocation(line: 11, column: 3, scope: !21, atomGroup: 14, atomRank: 1)
!68 = !DILocation(line: 6, column: 14, scope: !43, atomGroup: 5, atomRank: 2)
!69 = !DILocation(line: 6, column: 30, scope: !49, atomGroup: 6, atomRank: 2)
!70 = !DILocation(line: 6, column: 44, scope: !49, atomGroup: 7, atomRank: 2)
!71 = !DILocation(line: 6, column: 44, scope: !49, atomGroup: 7, atomRank: 1)
!72 = !DILocation(line: 7, column: 30, scope: !58, atomGroup: 8, atomRank: 2)
!73 = !DILocation(line: 8, column: 12, scope: !35, atomGroup: 9, atomRank: 1)
!74 = !DILocation(line: 9, column: 7, scope: !35, atomGroup: 10, atomRank: 2)
!75 = !DILocation(line: 4, column: 27, scope: !36, atomGroup: 11, atomRank: 2)
!76 = !DILocation(line: 6, column: 14, scope: !43, atomGroup: 26, atomRank: 2)
!77 = !DILocation(line: 6, column: 14, scope: !43, atomGroup: 26, atomRank: 1)
!78 = !DILocation(line: 6, column: 30, scope: !49, atomGroup: 27, atomRank: 2)
!79 = !DILocation(line: 6, column: 44, scope: !49, atomGroup: 28, atomRank: 2)
!80 = !DILocation(line: 6, column: 44, scope: !49, atomGroup: 28, atomRank: 1)
!81 = !DILocation(line: 7, column: 30, scope: !58, atomGroup: 29, atomRank: 2)
!82 = !DILocation(line: 8, column: 12, scope: !35, atomGroup: 30, atomRank: 1)
!83 = !DILocation(line: 9, column: 7, scope: !35, atomGroup: 31, atomRank: 2)
!84 = !DILocation(line: 4, column: 27, scope: !36, atomGroup: 32, atomRank: 2)
!85 = !DILocation(line: 6, column: 14, scope: !43, atomGroup: 35, atomRank: 2)
!86 = !DILocation(line: 6, column: 14, scope: !43, atomGroup: 35, atomRank: 1)
!87 = !DILocation(line: 6, column: 30, scope: !49, atomGroup: 36, atomRank: 2)
!88 = !DILocation(line: 6, column: 44, scope: !49, atomGroup: 37, atomRank: 2)
!89 = !DILocation(line: 6, column: 44, scope: !49, atomGroup: 37, atomRank: 1)
!90 = !DILocation(line: 7, column: 30, scope: !58, atomGroup: 38, atomRank: 2)
!91 = !DILocation(line: 8, column: 12, scope: !35, atomGroup: 39, atomRank: 1)
!92 = !DILocation(line: 9, column: 7, scope: !35, atomGroup: 40, atomRank: 2)
!93 = !DILocation(line: 4, column: 27, scope: !36, atomGroup: 41, atomRank: 2)
!94 = !DILocation(line: 6, column: 14, scope: !43, atomGroup: 44, atomRank: 2)
!95 = !DILocation(line: 6, column: 14, scope: !43, atomGroup: 44, atomRank: 1)
!96 = !DILocation(line: 6, column: 30, scope: !49, atomGroup: 45, atomRank: 2)
!97 = !DILocation(line: 6, column: 44, scope: !49, atomGroup: 46, atomRank: 2)
!98 = !DILocation(line: 6, column: 44, scope: !49, atomGroup: 46, atomRank: 1)
!99 = !DILocation(line: 7, column: 30, scope: !58, atomGroup: 47, atomRank: 2)
!100 = !DILocation(line: 8, column: 12, scope: !35, atomGroup: 48, atomRank: 1)
!101 = !DILocation(line: 9, column: 7, scope: !35, atomGroup: 49, atomRank: 2)
!102 = !DILocation(line: 4, column: 27, scope: !36, atomGroup: 50, atomRank: 2)
!103 = !DILocation(line: 4, column: 3, scope: !33, atomGroup: 52, atomRank: 1)
!104 = distinct !{!104, !41, !105, !106}
!105 = !DILocation(line: 10, column: 3, scope: !33)
!106 = !{!"llvm.loop.mustprogress"}
