; Issue 14: -g must not change the code, through the Hexagon passes after the
; machine scheduler too. Two later passes behave differently when debug
; instructions sit in a block that rk-ifcvt made long: expand-condsets stops
; folding an instruction into a predicated one when a DBG_VALUE naming it
; comes between the instruction and its C2_mux (partition), and the
; new-value-jump pass stops moving a compare's feeder down to the jump
; (walk). rkifc shelves debug instructions around both (after the register
; coalescer until after the scheduler, and around the target's pre-emit
; passes); see lib/Target/Hexagon/DebugShelter.cpp. The checks compare the code of
; this module, compiled with -g, with the code of the same module with the
; debug information stripped, in both modes.
;
; RUN: %llc -mtriple=hexagon -mcpu=hexagonv67 -O2 -disable-hexagon-hwloops -enable-rk-ifcvt -rk-ifcvt-force -verify-machineinstrs %s -o - \
; RUN:   | grep -v -E '^[[:space:]]*[.](loc|file|cfi)|^[.]Ltmp|^[.]Lfunc_begin|^[.]Ldebug|^[.]Linfo|^[.]Lsection|DEBUG_VALUE|^[[:space:]]*//' | sed -n '/^walk:/,/^.Lfunc_end1/p' > %t.g
; RUN: %opt -strip-debug %s -S -o - \
; RUN:   | %llc -mtriple=hexagon -mcpu=hexagonv67 -O2 -disable-hexagon-hwloops -enable-rk-ifcvt -rk-ifcvt-force -verify-machineinstrs -o - \
; RUN:   | grep -v -E '^[[:space:]]*[.](loc|file|cfi)|^[.]Ltmp|^[.]Lfunc_begin|^[.]Ldebug|^[.]Linfo|^[.]Lsection|DEBUG_VALUE|^[[:space:]]*//' | sed -n '/^walk:/,/^.Lfunc_end1/p' > %t.nog
; RUN: diff %t.g %t.nog
; RUN: FileCheck %s --input-file=%t.g
; The same in the default mode.
; RUN: %llc -mtriple=hexagon -mcpu=hexagonv67 -O2 -disable-hexagon-hwloops -enable-rk-ifcvt %s -o - \
; RUN:   | grep -v -E '^[[:space:]]*[.](loc|file|cfi)|^[.]Ltmp|^[.]Lfunc_begin|^[.]Ldebug|^[.]Linfo|^[.]Lsection|DEBUG_VALUE|^[[:space:]]*//' | sed -n '/^walk:/,/^.Lfunc_end1/p' > %t.dg
; RUN: %opt -strip-debug %s -S -o - \
; RUN:   | %llc -mtriple=hexagon -mcpu=hexagonv67 -O2 -disable-hexagon-hwloops -enable-rk-ifcvt -o - \
; RUN:   | grep -v -E '^[[:space:]]*[.](loc|file|cfi)|^[.]Ltmp|^[.]Lfunc_begin|^[.]Ldebug|^[.]Linfo|^[.]Lsection|DEBUG_VALUE|^[[:space:]]*//' | sed -n '/^walk:/,/^.Lfunc_end1/p' > %t.dnog
; RUN: diff %t.dg %t.dnog
; Control: without the shelter the forced code of walk differs, so the
; test above can fail.
; RUN: %llc -mtriple=hexagon -mcpu=hexagonv67 -O2 -disable-hexagon-hwloops -enable-rk-ifcvt -rk-ifcvt-force -rk-ifcvt-shelve-debug=false %s -o - \
; RUN:   | grep -v -E '^[[:space:]]*[.](loc|file|cfi)|^[.]Ltmp|^[.]Lfunc_begin|^[.]Ldebug|^[.]Linfo|^[.]Lsection|DEBUG_VALUE|^[[:space:]]*//' | sed -n '/^walk:/,/^.Lfunc_end1/p' > %t.g2
; RUN: not diff %t.g2 %t.nog
;
; Both functions were converted (a predicated load in walk, predicated
; stores in partition), and no debug instruction was left after a block's
; branch, where it would turn a fall-through into a labelled block.
; CHECK-LABEL: walk:
; CHECK:       if ({{!?}}p{{[0-3]}}{{(.new)?}}) r{{[0-9]+}} = memw(
; CHECK-LABEL: partition:
; CHECK:       if ({{!?}}p{{[0-3]}}{{(.new)?}}) memw(
;
; The C (clang --target=hexagon -mcpu=hexagonv67 -O2 -g -S -emit-llvm):
;   int walk(const int *p, const int *a, const int *b) {
;     int s = 0;
;     for (int i = 0; i < 32; i++) {
;       if (a[i])
;         s += *p;
;       if (b[i])
;         p++;
;     }
;     return s;
;   }
;   
;   int partition(int *a, int n, int pivot) {
;     int i = 0, j = n - 1;
;     while (i <= j) {
;       if (a[i] < pivot) {
;         ++i;
;       } else if (a[j] >= pivot) {
;         --j;
;       } else {
;         int t = a[i];
;         a[i] = a[j];
;         a[j] = t;
;       }
;     }
;     return i;
;   }

; ModuleID = 'dl.c'
source_filename = "dl.c"
target datalayout = "e-m:e-p:32:32:32-a:0-n16:32-i64:64:64-i32:32:32-i16:16:16-i1:8:8-f32:32:32-f64:64:64-v32:32:32-v64:64:64-v512:512:512-v1024:1024:1024-v2048:2048:2048"
target triple = "hexagon"

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read)
define dso_local i32 @walk(ptr noundef readonly captures(none) %0, ptr noundef readonly captures(none) %1, ptr noundef readonly captures(none) %2) local_unnamed_addr #0 !dbg !14 {
    #dbg_value(ptr %0, !21, !DIExpression(), !27)
    #dbg_value(ptr %1, !22, !DIExpression(), !27)
    #dbg_value(ptr %2, !23, !DIExpression(), !27)
    #dbg_value(i32 0, !24, !DIExpression(), !27)
    #dbg_value(i32 0, !25, !DIExpression(), !28)
  br label %5, !dbg !29

4:                                                ; preds = %113
  ret i32 %114, !dbg !30

5:                                                ; preds = %113, %3
  %6 = phi i32 [ 0, %3 ], [ %120, %113 ]
  %7 = phi i32 [ 0, %3 ], [ %114, %113 ]
  %8 = phi ptr [ %0, %3 ], [ %119, %113 ]
    #dbg_value(i32 %6, !25, !DIExpression(), !28)
    #dbg_value(i32 %7, !24, !DIExpression(), !27)
    #dbg_value(ptr %8, !21, !DIExpression(), !27)
  %9 = getelementptr inbounds nuw i32, ptr %1, i32 %6, !dbg !31
  %10 = load i32, ptr %9, align 4, !dbg !31, !tbaa !10
  %11 = icmp eq i32 %10, 0, !dbg !35
  br i1 %11, label %15, label %12, !dbg !36

12:                                               ; preds = %5
  %13 = load i32, ptr %8, align 4, !dbg !37, !tbaa !10
  %14 = add nsw i32 %13, %7, !dbg !38
    #dbg_value(i32 %14, !24, !DIExpression(), !27)
  br label %15, !dbg !39

15:                                               ; preds = %12, %5
  %16 = phi i32 [ %14, %12 ], [ %7, %5 ], !dbg !27
    #dbg_value(i32 %16, !24, !DIExpression(), !27)
  %17 = getelementptr inbounds nuw i32, ptr %2, i32 %6, !dbg !40
  %18 = load i32, ptr %17, align 4, !dbg !40, !tbaa !10
  %19 = icmp eq i32 %18, 0, !dbg !42
  %20 = select i1 %19, i32 0, i32 4, !dbg !43
  %21 = getelementptr inbounds nuw i8, ptr %8, i32 %20, !dbg !43
    #dbg_value(ptr %21, !21, !DIExpression(), !27)
  %22 = or disjoint i32 %6, 1, !dbg !44
    #dbg_value(i32 %22, !25, !DIExpression(), !28)
  %23 = getelementptr inbounds nuw i32, ptr %1, i32 %22, !dbg !31
  %24 = load i32, ptr %23, align 4, !dbg !31, !tbaa !10
  %25 = icmp eq i32 %24, 0, !dbg !45
  br i1 %25, label %29, label %26, !dbg !46

26:                                               ; preds = %15
  %27 = load i32, ptr %21, align 4, !dbg !37, !tbaa !10
  %28 = add nsw i32 %27, %16, !dbg !47
    #dbg_value(i32 %28, !24, !DIExpression(), !27)
  br label %29, !dbg !39

29:                                               ; preds = %26, %15
  %30 = phi i32 [ %28, %26 ], [ %16, %15 ], !dbg !27
    #dbg_value(i32 %30, !24, !DIExpression(), !27)
  %31 = getelementptr inbounds nuw i32, ptr %2, i32 %22, !dbg !40
  %32 = load i32, ptr %31, align 4, !dbg !40, !tbaa !10
  %33 = icmp eq i32 %32, 0, !dbg !48
  %34 = select i1 %33, i32 0, i32 4, !dbg !49
  %35 = getelementptr inbounds nuw i8, ptr %21, i32 %34, !dbg !49
    #dbg_value(ptr %35, !21, !DIExpression(), !27)
  %36 = or disjoint i32 %6, 2, !dbg !50
    #dbg_value(i32 %36, !25, !DIExpression(), !28)
  %37 = getelementptr inbounds nuw i32, ptr %1, i32 %36, !dbg !31
  %38 = load i32, ptr %37, align 4, !dbg !31, !tbaa !10
  %39 = icmp eq i32 %38, 0, !dbg !51
  br i1 %39, label %43, label %40, !dbg !52

40:                                               ; preds = %29
  %41 = load i32, ptr %35, align 4, !dbg !37, !tbaa !10
  %42 = add nsw i32 %41, %30, !dbg !53
    #dbg_value(i32 %42, !24, !DIExpression(), !27)
  br label %43, !dbg !39

43:                                               ; preds = %40, %29
  %44 = phi i32 [ %42, %40 ], [ %30, %29 ], !dbg !27
    #dbg_value(i32 %44, !24, !DIExpression(), !27)
  %45 = getelementptr inbounds nuw i32, ptr %2, i32 %36, !dbg !40
  %46 = load i32, ptr %45, align 4, !dbg !40, !tbaa !10
  %47 = icmp eq i32 %46, 0, !dbg !54
  %48 = select i1 %47, i32 0, i32 4, !dbg !55
  %49 = getelementptr inbounds nuw i8, ptr %35, i32 %48, !dbg !55
    #dbg_value(ptr %49, !21, !DIExpression(), !27)
  %50 = or disjoint i32 %6, 3, !dbg !56
    #dbg_value(i32 %50, !25, !DIExpression(), !28)
  %51 = getelementptr inbounds nuw i32, ptr %1, i32 %50, !dbg !31
  %52 = load i32, ptr %51, align 4, !dbg !31, !tbaa !10
  %53 = icmp eq i32 %52, 0, !dbg !57
  br i1 %53, label %57, label %54, !dbg !58

54:                                               ; preds = %43
  %55 = load i32, ptr %49, align 4, !dbg !37, !tbaa !10
  %56 = add nsw i32 %55, %44, !dbg !59
    #dbg_value(i32 %56, !24, !DIExpression(), !27)
  br label %57, !dbg !39

57:                                               ; preds = %54, %43
  %58 = phi i32 [ %56, %54 ], [ %44, %43 ], !dbg !27
    #dbg_value(i32 %58, !24, !DIExpression(), !27)
  %59 = getelementptr inbounds nuw i32, ptr %2, i32 %50, !dbg !40
  %60 = load i32, ptr %59, align 4, !dbg !40, !tbaa !10
  %61 = icmp eq i32 %60, 0, !dbg !60
  %62 = select i1 %61, i32 0, i32 4, !dbg !61
  %63 = getelementptr inbounds nuw i8, ptr %49, i32 %62, !dbg !61
    #dbg_value(ptr %63, !21, !DIExpression(), !27)
  %64 = or disjoint i32 %6, 4, !dbg !62
    #dbg_value(i32 %64, !25, !DIExpression(), !28)
  %65 = getelementptr inbounds nuw i32, ptr %1, i32 %64, !dbg !31
  %66 = load i32, ptr %65, align 4, !dbg !31, !tbaa !10
  %67 = icmp eq i32 %66, 0, !dbg !63
  br i1 %67, label %71, label %68, !dbg !64

68:                                               ; preds = %57
  %69 = load i32, ptr %63, align 4, !dbg !37, !tbaa !10
  %70 = add nsw i32 %69, %58, !dbg !65
    #dbg_value(i32 %70, !24, !DIExpression(), !27)
  br label %71, !dbg !39

71:                                               ; preds = %68, %57
  %72 = phi i32 [ %70, %68 ], [ %58, %57 ], !dbg !27
    #dbg_value(i32 %72, !24, !DIExpression(), !27)
  %73 = getelementptr inbounds nuw i32, ptr %2, i32 %64, !dbg !40
  %74 = load i32, ptr %73, align 4, !dbg !40, !tbaa !10
  %75 = icmp eq i32 %74, 0, !dbg !66
  %76 = select i1 %75, i32 0, i32 4, !dbg !67
  %77 = getelementptr inbounds nuw i8, ptr %63, i32 %76, !dbg !67
    #dbg_value(ptr %77, !21, !DIExpression(), !27)
  %78 = or disjoint i32 %6, 5, !dbg !68
    #dbg_value(i32 %78, !25, !DIExpression(), !28)
  %79 = getelementptr inbounds nuw i32, ptr %1, i32 %78, !dbg !31
  %80 = load i32, ptr %79, align 4, !dbg !31, !tbaa !10
  %81 = icmp eq i32 %80, 0, !dbg !69
  br i1 %81, label %85, label %82, !dbg !70

82:                                               ; preds = %71
  %83 = load i32, ptr %77, align 4, !dbg !37, !tbaa !10
  %84 = add nsw i32 %83, %72, !dbg !71
    #dbg_value(i32 %84, !24, !DIExpression(), !27)
  br label %85, !dbg !39

85:                                               ; preds = %82, %71
  %86 = phi i32 [ %84, %82 ], [ %72, %71 ], !dbg !27
    #dbg_value(i32 %86, !24, !DIExpression(), !27)
  %87 = getelementptr inbounds nuw i32, ptr %2, i32 %78, !dbg !40
  %88 = load i32, ptr %87, align 4, !dbg !40, !tbaa !10
  %89 = icmp eq i32 %88, 0, !dbg !72
  %90 = select i1 %89, i32 0, i32 4, !dbg !73
  %91 = getelementptr inbounds nuw i8, ptr %77, i32 %90, !dbg !73
    #dbg_value(ptr %91, !21, !DIExpression(), !27)
  %92 = or disjoint i32 %6, 6, !dbg !74
    #dbg_value(i32 %92, !25, !DIExpression(), !28)
  %93 = getelementptr inbounds nuw i32, ptr %1, i32 %92, !dbg !31
  %94 = load i32, ptr %93, align 4, !dbg !31, !tbaa !10
  %95 = icmp eq i32 %94, 0, !dbg !75
  br i1 %95, label %99, label %96, !dbg !76

96:                                               ; preds = %85
  %97 = load i32, ptr %91, align 4, !dbg !37, !tbaa !10
  %98 = add nsw i32 %97, %86, !dbg !77
    #dbg_value(i32 %98, !24, !DIExpression(), !27)
  br label %99, !dbg !39

99:                                               ; preds = %96, %85
  %100 = phi i32 [ %98, %96 ], [ %86, %85 ], !dbg !27
    #dbg_value(i32 %100, !24, !DIExpression(), !27)
  %101 = getelementptr inbounds nuw i32, ptr %2, i32 %92, !dbg !40
  %102 = load i32, ptr %101, align 4, !dbg !40, !tbaa !10
  %103 = icmp eq i32 %102, 0, !dbg !78
  %104 = select i1 %103, i32 0, i32 4, !dbg !79
  %105 = getelementptr inbounds nuw i8, ptr %91, i32 %104, !dbg !79
    #dbg_value(ptr %105, !21, !DIExpression(), !27)
  %106 = or disjoint i32 %6, 7, !dbg !80
    #dbg_value(i32 %106, !25, !DIExpression(), !28)
  %107 = getelementptr inbounds nuw i32, ptr %1, i32 %106, !dbg !31
  %108 = load i32, ptr %107, align 4, !dbg !31, !tbaa !10
  %109 = icmp eq i32 %108, 0, !dbg !81
  br i1 %109, label %113, label %110, !dbg !82

110:                                              ; preds = %99
  %111 = load i32, ptr %105, align 4, !dbg !37, !tbaa !10
  %112 = add nsw i32 %111, %100, !dbg !83
    #dbg_value(i32 %112, !24, !DIExpression(), !27)
  br label %113, !dbg !39

113:                                              ; preds = %110, %99
  %114 = phi i32 [ %112, %110 ], [ %100, %99 ], !dbg !27
    #dbg_value(i32 %114, !24, !DIExpression(), !27)
  %115 = getelementptr inbounds nuw i32, ptr %2, i32 %106, !dbg !40
  %116 = load i32, ptr %115, align 4, !dbg !40, !tbaa !10
  %117 = icmp eq i32 %116, 0, !dbg !84
  %118 = select i1 %117, i32 0, i32 4, !dbg !85
  %119 = getelementptr inbounds nuw i8, ptr %105, i32 %118, !dbg !85
    #dbg_value(ptr %119, !21, !DIExpression(), !27)
  %120 = add nuw nsw i32 %6, 8, !dbg !86
    #dbg_value(i32 %120, !25, !DIExpression(), !28)
  %121 = icmp eq i32 %120, 32, !dbg !87
  br i1 %121, label %4, label %5, !dbg !88, !llvm.loop !89
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local range(i32 -2147483647, -2147483648) i32 @partition(ptr noundef captures(none) %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #1 !dbg !93 {
    #dbg_value(ptr %0, !98, !DIExpression(), !108)
    #dbg_value(i32 %1, !99, !DIExpression(), !108)
    #dbg_value(i32 %2, !100, !DIExpression(), !108)
    #dbg_value(i32 %1, !102, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !108)
    #dbg_value(i32 0, !101, !DIExpression(), !108)
  %4 = icmp slt i32 %1, 1, !dbg !109
  br i1 %4, label %26, label %5, !dbg !110

5:                                                ; preds = %3
  %6 = add nsw i32 %1, -1, !dbg !111
    #dbg_value(i32 %6, !102, !DIExpression(), !108)
  br label %7, !dbg !112

7:                                                ; preds = %5, %22
  %8 = phi i32 [ %24, %22 ], [ 0, %5 ]
  %9 = phi i32 [ %23, %22 ], [ %6, %5 ]
    #dbg_value(i32 %8, !101, !DIExpression(), !108)
    #dbg_value(i32 %9, !102, !DIExpression(), !108)
  %10 = getelementptr inbounds i32, ptr %0, i32 %8, !dbg !113
  %11 = load i32, ptr %10, align 4, !dbg !113, !tbaa !10
  %12 = icmp slt i32 %11, %2, !dbg !114
  br i1 %12, label %13, label %15, !dbg !115

13:                                               ; preds = %7
  %14 = add nsw i32 %8, 1, !dbg !116
    #dbg_value(i32 %14, !101, !DIExpression(), !108)
  br label %22, !dbg !118

15:                                               ; preds = %7
  %16 = getelementptr inbounds i32, ptr %0, i32 %9, !dbg !119
  %17 = load i32, ptr %16, align 4, !dbg !119, !tbaa !10
  %18 = icmp slt i32 %17, %2, !dbg !120
  br i1 %18, label %21, label %19, !dbg !121

19:                                               ; preds = %15
  %20 = add nsw i32 %9, -1, !dbg !122
    #dbg_value(i32 %20, !102, !DIExpression(), !108)
  br label %22, !dbg !124

21:                                               ; preds = %15
    #dbg_value(i32 %11, !103, !DIExpression(), !125)
  store i32 %17, ptr %10, align 4, !dbg !126, !tbaa !10
  store i32 %11, ptr %16, align 4, !dbg !127, !tbaa !10
  br label %22

22:                                               ; preds = %19, %21, %13
  %23 = phi i32 [ %9, %13 ], [ %20, %19 ], [ %9, %21 ], !dbg !108
  %24 = phi i32 [ %14, %13 ], [ %8, %19 ], [ %8, %21 ], !dbg !108
    #dbg_value(i32 %24, !101, !DIExpression(), !108)
    #dbg_value(i32 %23, !102, !DIExpression(), !108)
  %25 = icmp sgt i32 %24, %23, !dbg !128
  br i1 %25, label %26, label %7, !dbg !129, !llvm.loop !130

26:                                               ; preds = %22, %3
  %27 = phi i32 [ 0, %3 ], [ %24, %22 ], !dbg !108
  ret i32 %27, !dbg !132
}

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="hexagonv67" "target-features"="+v67,-long-calls" }
attributes #1 = { nofree norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="hexagonv67" "target-features"="+v67,-long-calls" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}
!llvm.errno.tbaa = !{!10}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "dl.c", directory: "/tmp/dl", checksumkind: CSK_MD5, checksum: "5db3beebb7d1f97a880b0e3db4490b38")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 8, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!9 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!10 = !{!11, !11, i64 0}
!11 = !{!"int", !12, i64 0}
!12 = !{!"omnipotent char", !13, i64 0}
!13 = !{!"Simple C/C++ TBAA"}
!14 = distinct !DISubprogram(name: "walk", scope: !1, file: !1, line: 1, type: !15, scopeLine: 1, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !20, keyInstructions: true)
!15 = !DISubroutineType(types: !16)
!16 = !{!17, !18, !18, !18}
!17 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!18 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 32)
!19 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !17)
!20 = !{!21, !22, !23, !24, !25}
!21 = !DILocalVariable(name: "p", arg: 1, scope: !14, file: !1, line: 1, type: !18)
!22 = !DILocalVariable(name: "a", arg: 2, scope: !14, file: !1, line: 1, type: !18)
!23 = !DILocalVariable(name: "b", arg: 3, scope: !14, file: !1, line: 1, type: !18)
!24 = !DILocalVariable(name: "s", scope: !14, file: !1, line: 2, type: !17)
!25 = !DILocalVariable(name: "i", scope: !26, file: !1, line: 3, type: !17)
!26 = distinct !DILexicalBlock(scope: !14, file: !1, line: 3, column: 3)
!27 = !DILocation(line: 0, scope: !14)
!28 = !DILocation(line: 0, scope: !26)
!29 = !DILocation(line: 3, column: 3, scope: !26, atomGroup: 15, atomRank: 1)
!30 = !DILocation(line: 9, column: 3, scope: !14, atomGroup: 12, atomRank: 1)
!31 = !DILocation(line: 4, column: 9, scope: !32)
!32 = distinct !DILexicalBlock(scope: !33, file: !1, line: 4, column: 9)
!33 = distinct !DILexicalBlock(scope: !34, file: !1, line: 3, column: 32)
!34 = distinct !DILexicalBlock(scope: !26, file: !1, line: 3, column: 3)
!35 = !DILocation(line: 4, column: 9, scope: !32, atomGroup: 5, atomRank: 2)
!36 = !DILocation(line: 4, column: 9, scope: !32, atomGroup: 5, atomRank: 1)
!37 = !DILocation(line: 5, column: 12, scope: !32)
!38 = !DILocation(line: 5, column: 9, scope: !32, atomGroup: 6, atomRank: 2)
!39 = !DILocation(line: 5, column: 7, scope: !32)
!40 = !DILocation(line: 6, column: 9, scope: !41)
!41 = distinct !DILexicalBlock(scope: !33, file: !1, line: 6, column: 9)
!42 = !DILocation(line: 6, column: 9, scope: !41, atomGroup: 7, atomRank: 2)
!43 = !DILocation(line: 6, column: 9, scope: !41, atomGroup: 7, atomRank: 1)
!44 = !DILocation(line: 3, column: 28, scope: !34, atomGroup: 9, atomRank: 2)
!45 = !DILocation(line: 4, column: 9, scope: !32, atomGroup: 18, atomRank: 2)
!46 = !DILocation(line: 4, column: 9, scope: !32, atomGroup: 18, atomRank: 1)
!47 = !DILocation(line: 5, column: 9, scope: !32, atomGroup: 19, atomRank: 2)
!48 = !DILocation(line: 6, column: 9, scope: !41, atomGroup: 20, atomRank: 2)
!49 = !DILocation(line: 6, column: 9, scope: !41, atomGroup: 20, atomRank: 1)
!50 = !DILocation(line: 3, column: 28, scope: !34, atomGroup: 21, atomRank: 2)
!51 = !DILocation(line: 4, column: 9, scope: !32, atomGroup: 24, atomRank: 2)
!52 = !DILocation(line: 4, column: 9, scope: !32, atomGroup: 24, atomRank: 1)
!53 = !DILocation(line: 5, column: 9, scope: !32, atomGroup: 25, atomRank: 2)
!54 = !DILocation(line: 6, column: 9, scope: !41, atomGroup: 26, atomRank: 2)
!55 = !DILocation(line: 6, column: 9, scope: !41, atomGroup: 26, atomRank: 1)
!56 = !DILocation(line: 3, column: 28, scope: !34, atomGroup: 27, atomRank: 2)
!57 = !DILocation(line: 4, column: 9, scope: !32, atomGroup: 30, atomRank: 2)
!58 = !DILocation(line: 4, column: 9, scope: !32, atomGroup: 30, atomRank: 1)
!59 = !DILocation(line: 5, column: 9, scope: !32, atomGroup: 31, atomRank: 2)
!60 = !DILocation(line: 6, column: 9, scope: !41, atomGroup: 32, atomRank: 2)
!61 = !DILocation(line: 6, column: 9, scope: !41, atomGroup: 32, atomRank: 1)
!62 = !DILocation(line: 3, column: 28, scope: !34, atomGroup: 33, atomRank: 2)
!63 = !DILocation(line: 4, column: 9, scope: !32, atomGroup: 36, atomRank: 2)
!64 = !DILocation(line: 4, column: 9, scope: !32, atomGroup: 36, atomRank: 1)
!65 = !DILocation(line: 5, column: 9, scope: !32, atomGroup: 37, atomRank: 2)
!66 = !DILocation(line: 6, column: 9, scope: !41, atomGroup: 38, atomRank: 2)
!67 = !DILocation(line: 6, column: 9, scope: !41, atomGroup: 38, atomRank: 1)
!68 = !DILocation(line: 3, column: 28, scope: !34, atomGroup: 39, atomRank: 2)
!69 = !DILocation(line: 4, column: 9, scope: !32, atomGroup: 42, atomRank: 2)
!70 = !DILocation(line: 4, column: 9, scope: !32, atomGroup: 42, atomRank: 1)
!71 = !DILocation(line: 5, column: 9, scope: !32, atomGroup: 43, atomRank: 2)
!72 = !DILocation(line: 6, column: 9, scope: !41, atomGroup: 44, atomRank: 2)
!73 = !DILocation(line: 6, column: 9, scope: !41, atomGroup: 44, atomRank: 1)
!74 = !DILocation(line: 3, column: 28, scope: !34, atomGroup: 45, atomRank: 2)
!75 = !DILocation(line: 4, column: 9, scope: !32, atomGroup: 48, atomRank: 2)
!76 = !DILocation(line: 4, column: 9, scope: !32, atomGroup: 48, atomRank: 1)
!77 = !DILocation(line: 5, column: 9, scope: !32, atomGroup: 49, atomRank: 2)
!78 = !DILocation(line: 6, column: 9, scope: !41, atomGroup: 50, atomRank: 2)
!79 = !DILocation(line: 6, column: 9, scope: !41, atomGroup: 50, atomRank: 1)
!80 = !DILocation(line: 3, column: 28, scope: !34, atomGroup: 51, atomRank: 2)
!81 = !DILocation(line: 4, column: 9, scope: !32, atomGroup: 54, atomRank: 2)
!82 = !DILocation(line: 4, column: 9, scope: !32, atomGroup: 54, atomRank: 1)
!83 = !DILocation(line: 5, column: 9, scope: !32, atomGroup: 55, atomRank: 2)
!84 = !DILocation(line: 6, column: 9, scope: !41, atomGroup: 56, atomRank: 2)
!85 = !DILocation(line: 6, column: 9, scope: !41, atomGroup: 56, atomRank: 1)
!86 = !DILocation(line: 3, column: 28, scope: !34, atomGroup: 57, atomRank: 2)
!87 = !DILocation(line: 3, column: 21, scope: !34, atomGroup: 58, atomRank: 1)
!88 = !DILocation(line: 3, column: 3, scope: !26, atomGroup: 59, atomRank: 1)
!89 = distinct !{!89, !90, !91, !92}
!90 = !DILocation(line: 3, column: 3, scope: !26)
!91 = !DILocation(line: 8, column: 3, scope: !26)
!92 = !{!"llvm.loop.mustprogress"}
!93 = distinct !DISubprogram(name: "partition", scope: !1, file: !1, line: 12, type: !94, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !97, keyInstructions: true)
!94 = !DISubroutineType(types: !95)
!95 = !{!17, !96, !17, !17}
!96 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !17, size: 32)
!97 = !{!98, !99, !100, !101, !102, !103}
!98 = !DILocalVariable(name: "a", arg: 1, scope: !93, file: !1, line: 12, type: !96)
!99 = !DILocalVariable(name: "n", arg: 2, scope: !93, file: !1, line: 12, type: !17)
!100 = !DILocalVariable(name: "pivot", arg: 3, scope: !93, file: !1, line: 12, type: !17)
!101 = !DILocalVariable(name: "i", scope: !93, file: !1, line: 13, type: !17)
!102 = !DILocalVariable(name: "j", scope: !93, file: !1, line: 13, type: !17)
!103 = !DILocalVariable(name: "t", scope: !104, file: !1, line: 20, type: !17)
!104 = distinct !DILexicalBlock(scope: !105, file: !1, line: 19, column: 12)
!105 = distinct !DILexicalBlock(scope: !106, file: !1, line: 17, column: 16)
!106 = distinct !DILexicalBlock(scope: !107, file: !1, line: 15, column: 9)
!107 = distinct !DILexicalBlock(scope: !93, file: !1, line: 14, column: 18)
!108 = !DILocation(line: 0, scope: !93)
!109 = !DILocation(line: 14, column: 12, scope: !93, atomGroup: 16, atomRank: 1)
!110 = !DILocation(line: 14, column: 3, scope: !93, atomGroup: 17, atomRank: 1)
!111 = !DILocation(line: 13, column: 20, scope: !93, atomGroup: 2, atomRank: 2)
!112 = !DILocation(line: 14, column: 3, scope: !93)
!113 = !DILocation(line: 15, column: 9, scope: !106)
!114 = !DILocation(line: 15, column: 14, scope: !106, atomGroup: 5, atomRank: 2)
!115 = !DILocation(line: 15, column: 14, scope: !106, atomGroup: 5, atomRank: 1)
!116 = !DILocation(line: 16, column: 7, scope: !117, atomGroup: 6, atomRank: 2)
!117 = distinct !DILexicalBlock(scope: !106, file: !1, line: 15, column: 23)
!118 = !DILocation(line: 17, column: 5, scope: !117)
!119 = !DILocation(line: 17, column: 16, scope: !105)
!120 = !DILocation(line: 17, column: 21, scope: !105, atomGroup: 7, atomRank: 2)
!121 = !DILocation(line: 17, column: 21, scope: !105, atomGroup: 7, atomRank: 1)
!122 = !DILocation(line: 18, column: 7, scope: !123, atomGroup: 8, atomRank: 2)
!123 = distinct !DILexicalBlock(scope: !105, file: !1, line: 17, column: 31)
!124 = !DILocation(line: 19, column: 5, scope: !123)
!125 = !DILocation(line: 0, scope: !104)
!126 = !DILocation(line: 21, column: 12, scope: !104, atomGroup: 10, atomRank: 1)
!127 = !DILocation(line: 22, column: 12, scope: !104, atomGroup: 11, atomRank: 1)
!128 = !DILocation(line: 14, column: 12, scope: !93, atomGroup: 3, atomRank: 1)
!129 = !DILocation(line: 14, column: 3, scope: !93, atomGroup: 4, atomRank: 1)
!130 = distinct !{!130, !112, !131, !92}
!131 = !DILocation(line: 24, column: 3, scope: !93)
!132 = !DILocation(line: 25, column: 3, scope: !93, atomGroup: 13, atomRank: 1)
