; A region whose linear code needs more registers than the target has is
; refused by the model; with -rk-ifcvt-force it is converted, and what it
; is estimated to cost counts the spills. The allocator spills the ranges
; live at the peak with the fewest uses for their length, until the rest
; fit: each costs a store where the region defines it and a reload at each
; use from the peak on. Here 25 registers are live at once (both arms'
; values and the 18 loads) against ARM's 15 (TableGen's 17 less the stack
; pointer and pc, which the function reserves, as LLVM's RegisterClassInfo
; counts): 10 loads spilled, 20 stores and reloads (the whole function's
; code has 37), 74 cycles at width 1 with the 54 of its operations.
; RUN: %llc -mtriple=armv7a-linux-gnueabihf -enable-rk-ifcvt -rk-ifcvt-force \
; RUN:   -verify-machineinstrs %s -o /dev/null -pass-remarks-analysis=rk-ifcvt \
; RUN:   -pass-remarks=rk-ifcvt 2>&1 | FileCheck %s
; RUN: %llc -mtriple=armv7a-linux-gnueabihf -enable-rk-ifcvt \
; RUN:   -verify-machineinstrs %s -o /dev/null -pass-remarks-missed=rk-ifcvt \
; RUN:   2>&1 | FileCheck %s --check-prefix=DEFAULT
; CHECK: cost of region at bb.0 (%ir-block.3): 54 instructions; {{.*}} predicated 74.0 cycles ({{.*}}; pressure 25/15 in GPR (10 spilled: 20 stores and reloads, in the predicated cycles);
; CHECK: if-converted region at bb.0 (%ir-block.3)
; DEFAULT: not if-converting region at bb.0 (%ir-block.3): linear code would need 25 registers of GPR, limit 15

; A loop body's values carried by its back edge are the entry PHIs' values:
; the PHI's register from the entry, the carried one from its definition to
; the end. isqrt64's loop (int64_ops.c) keeps v, r and bit, six registers,
; and its forced code spills none; counting each carried value live from
; the entry as well said 22 registers, 5 spilled.
; CHECK: cost of region at bb.4 (%ir-block.8): {{.*}}; pressure 13/15 in GPR; entered
; CHECK: if-converted region at bb.4 (%ir-block.8)

target triple = "armv7a-unknown-linux-gnueabihf"

define dso_local i32 @f(ptr noundef readonly captures(none) %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr {
  %4 = load i32, ptr %0, align 4
  %5 = getelementptr inbounds nuw i8, ptr %0, i32 4
  %6 = load i32, ptr %5, align 4
  %7 = getelementptr inbounds nuw i8, ptr %0, i32 8
  %8 = load i32, ptr %7, align 4
  %9 = getelementptr inbounds nuw i8, ptr %0, i32 12
  %10 = load i32, ptr %9, align 4
  %11 = getelementptr inbounds nuw i8, ptr %0, i32 16
  %12 = load i32, ptr %11, align 4
  %13 = getelementptr inbounds nuw i8, ptr %0, i32 20
  %14 = load i32, ptr %13, align 4
  %15 = getelementptr inbounds nuw i8, ptr %0, i32 24
  %16 = load i32, ptr %15, align 4
  %17 = getelementptr inbounds nuw i8, ptr %0, i32 28
  %18 = load i32, ptr %17, align 4
  %19 = getelementptr inbounds nuw i8, ptr %0, i32 32
  %20 = load i32, ptr %19, align 4
  %21 = getelementptr inbounds nuw i8, ptr %0, i32 36
  %22 = load i32, ptr %21, align 4
  %23 = getelementptr inbounds nuw i8, ptr %0, i32 40
  %24 = load i32, ptr %23, align 4
  %25 = getelementptr inbounds nuw i8, ptr %0, i32 44
  %26 = load i32, ptr %25, align 4
  %27 = getelementptr inbounds nuw i8, ptr %0, i32 48
  %28 = load i32, ptr %27, align 4
  %29 = getelementptr inbounds nuw i8, ptr %0, i32 52
  %30 = load i32, ptr %29, align 4
  %31 = getelementptr inbounds nuw i8, ptr %0, i32 56
  %32 = load i32, ptr %31, align 4
  %33 = getelementptr inbounds nuw i8, ptr %0, i32 60
  %34 = load i32, ptr %33, align 4
  %35 = getelementptr inbounds nuw i8, ptr %0, i32 64
  %36 = load i32, ptr %35, align 4
  %37 = getelementptr inbounds nuw i8, ptr %0, i32 68
  %38 = load i32, ptr %37, align 4
  %39 = icmp sgt i32 %1, %2
  br i1 %39, label %40, label %58
40:                                               ; preds = %3
  %41 = add nsw i32 %8, 2
  %42 = mul nsw i32 %41, %4
  %43 = add nsw i32 %12, 4
  %44 = mul nsw i32 %42, %43
  %45 = add nsw i32 %16, 6
  %46 = mul nsw i32 %44, %45
  %47 = add nsw i32 %20, 8
  %48 = mul nsw i32 %46, %47
  %49 = add nsw i32 %24, 10
  %50 = mul nsw i32 %48, %49
  %51 = add nsw i32 %28, 12
  %52 = mul nsw i32 %50, %51
  %53 = add nsw i32 %32, 14
  %54 = mul nsw i32 %52, %53
  %55 = add nsw i32 %36, 16
  %56 = mul nsw i32 %54, %55
  %57 = xor i32 %6, %1
  br label %77
58:                                               ; preds = %3
  %59 = add nsw i32 %6, -1
  %60 = add nsw i32 %10, -3
  %61 = mul nsw i32 %60, %59
  %62 = add nsw i32 %14, -5
  %63 = mul nsw i32 %61, %62
  %64 = add nsw i32 %18, -7
  %65 = mul nsw i32 %63, %64
  %66 = add nsw i32 %22, -9
  %67 = mul nsw i32 %65, %66
  %68 = add nsw i32 %26, -11
  %69 = mul nsw i32 %67, %68
  %70 = add nsw i32 %30, -13
  %71 = mul nsw i32 %69, %70
  %72 = add nsw i32 %34, -15
  %73 = mul nsw i32 %71, %72
  %74 = add nsw i32 %38, -17
  %75 = mul nsw i32 %73, %74
  %76 = or i32 %8, %2
  br label %77
77:                                               ; preds = %58, %40
  %78 = phi i32 [ %56, %40 ], [ %75, %58 ]
  %79 = phi i32 [ %57, %40 ], [ %76, %58 ]
  %80 = mul nsw i32 %4, 3
  %81 = shl nsw i32 %6, 2
  %82 = mul nsw i32 %8, 5
  %83 = mul nsw i32 %10, 6
  %84 = mul nsw i32 %12, 7
  %85 = shl nsw i32 %14, 3
  %86 = mul nsw i32 %16, 9
  %87 = mul nsw i32 %18, 10
  %88 = mul nsw i32 %20, 11
  %89 = mul nsw i32 %22, 12
  %90 = mul nsw i32 %24, 13
  %91 = mul nsw i32 %26, 14
  %92 = mul nsw i32 %28, 15
  %93 = shl nsw i32 %30, 4
  %94 = mul nsw i32 %32, 17
  %95 = mul nsw i32 %34, 18
  %96 = mul nsw i32 %36, 19
  %97 = mul nsw i32 %38, 20
  %98 = add i32 %81, %80
  %99 = add i32 %98, %82
  %100 = add i32 %99, %83
  %101 = add i32 %100, %84
  %102 = add i32 %101, %85
  %103 = add i32 %102, %86
  %104 = add i32 %103, %87
  %105 = add i32 %104, %88
  %106 = add i32 %105, %89
  %107 = add i32 %106, %90
  %108 = add i32 %107, %91
  %109 = add i32 %108, %92
  %110 = add i32 %109, %93
  %111 = add i32 %110, %94
  %112 = add i32 %111, %95
  %113 = add i32 %112, %96
  %114 = add i32 %113, %97
  %115 = add i32 %114, %78
  %116 = add i32 %115, %79
  ret i32 %116
}

define dso_local i32 @isqrt64(i64 noundef %0) local_unnamed_addr {
  br label %2
2:
  %3 = phi i64 [ 4611686018427387904, %1 ], [ %5, %2 ]
  %4 = icmp ugt i64 %3, %0
  %5 = lshr i64 %3, 2
  br i1 %4, label %2, label %6
6:
  %7 = icmp eq i64 %3, 0
  br i1 %7, label %27, label %8
8:
  %9 = phi i64 [ %23, %20 ], [ %3, %6 ]
  %10 = phi i64 [ %22, %20 ], [ 0, %6 ]
  %11 = phi i64 [ %21, %20 ], [ %0, %6 ]
  %12 = add nuw i64 %9, %10
  %13 = icmp ult i64 %11, %12
  br i1 %13, label %18, label %14
14:
  %15 = sub nuw i64 %11, %12
  %16 = lshr i64 %10, 1
  %17 = add nuw i64 %16, %9
  br label %20
18:
  %19 = lshr i64 %10, 1
  br label %20
20:
  %21 = phi i64 [ %15, %14 ], [ %11, %18 ]
  %22 = phi i64 [ %17, %14 ], [ %19, %18 ]
  %23 = lshr i64 %9, 2
  %24 = icmp eq i64 %23, 0
  br i1 %24, label %25, label %8
25:
  %26 = trunc i64 %22 to i32
  br label %27
27:
  %28 = phi i32 [ 0, %6 ], [ %26, %25 ]
  ret i32 %28
}
