; In a loop that calls, the values the loop carries need registers the
; call preserves (ARM: r4-r11; BL writes LR). Ten carried values against
; eight such registers: two live in stack slots, and the allocator picks
; the least used, which in the branchy code are the counters one arm of
; the ladder bumps. Branchy, such a counter is loaded and stored on its
; arm's paths; linear, on every entry. The model charges a load and a
; store per counter, times how often its arm is not taken (two counters,
; the ones kept most: 3.0 cycles here). The forced code spills
; exactly two counters around the calls. Without the calls nothing is
; charged. (counters_flags.c's main loop on ARM: once the pressure
; estimate stopped counting carried values twice (spills.ll), the default
; mode with the kernel's predictability profile converted its ladder,
; predicted 1.1 cycles faster per entry, and ran 2.8% slower than stock;
; with the charge it is left alone, as before.)
; RUN: %llc -mtriple=armv7a-linux-gnueabihf -enable-rk-ifcvt -rk-ifcvt-force \
; RUN:   -verify-machineinstrs %s -o /dev/null -pass-remarks-analysis=rk-ifcvt \
; RUN:   2>&1 | FileCheck %s
; RUN: %llc -mtriple=armv7a-linux-gnueabihf -enable-rk-ifcvt -rk-ifcvt-force \
; RUN:   %s -o /dev/null -pass-remarks-output=%t.yaml -pass-remarks-filter=rk-ifcvt
; RUN: FileCheck %s --check-prefix=YAML --input-file=%t.yaml
; CHECK: cost of region at bb.4 (%ir-block.14): {{.*}} predicated 18.7 cycles (15.7 ops {{.*}}; pressure 14/15 in GPR (2 carried across the loop's calls in stack slots); entered
; CHECK: cost of region at {{.*}} predicated 24.8 cycles {{.*}}; pressure 14/15 in GPR; entered
; YAML: Function: counters{{$}}
; YAML: - CarriedInMemory: '2'

target triple = "armv7a-unknown-linux-gnueabihf"

declare i32 @g(i32)

define dso_local i32 @counters(i32 noundef %0, i32 noundef %1) local_unnamed_addr {
  %3 = icmp sgt i32 %0, 0
  br i1 %3, label %14, label %12

4:                                                ; preds = %39
  %5 = add nsw i32 %41, %40
  %6 = add nsw i32 %5, %42
  %7 = add i32 %6, %44
  %8 = add i32 %7, %46
  %9 = add i32 %8, %47
  %10 = add i32 %9, %49
  %11 = add i32 %10, %50
  br label %12

12:                                               ; preds = %4, %2
  %13 = phi i32 [ 0, %2 ], [ %11, %4 ]
  ret i32 %13

14:                                               ; preds = %2, %39
  %15 = phi i32 [ %26, %39 ], [ %1, %2 ]
  %16 = phi i32 [ %51, %39 ], [ 0, %2 ]
  %17 = phi i32 [ %50, %39 ], [ 0, %2 ]
  %18 = phi i32 [ %49, %39 ], [ 0, %2 ]
  %19 = phi i32 [ %47, %39 ], [ 0, %2 ]
  %20 = phi i32 [ %46, %39 ], [ 0, %2 ]
  %21 = phi i32 [ %44, %39 ], [ 0, %2 ]
  %22 = phi i32 [ %42, %39 ], [ 0, %2 ]
  %23 = phi i32 [ %41, %39 ], [ 0, %2 ]
  %24 = phi i32 [ %40, %39 ], [ 0, %2 ]
  %25 = mul i32 %15, 1103515245
  %26 = add i32 %25, 12345
  %27 = lshr i32 %26, 16
  %28 = trunc nuw i32 %27 to i16
  %29 = urem i16 %28, 7
  %30 = icmp samesign ugt i16 %29, 3
  br i1 %30, label %31, label %33

31:                                               ; preds = %14
  %32 = add nsw i32 %24, 1
  br label %39

33:                                               ; preds = %14
  %34 = icmp eq i16 %29, 3
  br i1 %34, label %37, label %35

35:                                               ; preds = %33
  %36 = add nsw i32 %23, 1
  br label %39

37:                                               ; preds = %33
  %38 = add nsw i32 %22, 1
  br label %39

39:                                               ; preds = %35, %37, %31
  %40 = phi i32 [ %32, %31 ], [ %24, %35 ], [ %24, %37 ]
  %41 = phi i32 [ %23, %31 ], [ %36, %35 ], [ %23, %37 ]
  %42 = phi i32 [ %22, %31 ], [ %22, %35 ], [ %38, %37 ]
  %43 = tail call i32 @g(i32 noundef %26)
  %44 = add i32 %43, %21
  %45 = tail call i32 @g(i32 noundef %44)
  %46 = xor i32 %45, %20
  %47 = add i32 %46, %19
  %48 = mul i32 %18, 3
  %49 = add i32 %47, %48
  %50 = add i32 %49, %17
  %51 = add nuw nsw i32 %16, 1
  %52 = icmp eq i32 %51, %0
  br i1 %52, label %4, label %14
}

define dso_local i32 @counters_no_call(i32 noundef %0, i32 noundef %1) local_unnamed_addr {
  %3 = icmp sgt i32 %0, 0
  br i1 %3, label %14, label %12

4:                                                ; preds = %39
  %5 = add nsw i32 %41, %40
  %6 = add nsw i32 %5, %42
  %7 = add i32 %6, %43
  %8 = add i32 %7, %44
  %9 = add i32 %8, %45
  %10 = add i32 %9, %47
  %11 = add i32 %10, %48
  br label %12

12:                                               ; preds = %4, %2
  %13 = phi i32 [ 0, %2 ], [ %11, %4 ]
  ret i32 %13

14:                                               ; preds = %2, %39
  %15 = phi i32 [ %26, %39 ], [ %1, %2 ]
  %16 = phi i32 [ %49, %39 ], [ 0, %2 ]
  %17 = phi i32 [ %48, %39 ], [ 0, %2 ]
  %18 = phi i32 [ %47, %39 ], [ 0, %2 ]
  %19 = phi i32 [ %45, %39 ], [ 0, %2 ]
  %20 = phi i32 [ %44, %39 ], [ 0, %2 ]
  %21 = phi i32 [ %43, %39 ], [ 0, %2 ]
  %22 = phi i32 [ %42, %39 ], [ 0, %2 ]
  %23 = phi i32 [ %41, %39 ], [ 0, %2 ]
  %24 = phi i32 [ %40, %39 ], [ 0, %2 ]
  %25 = mul i32 %15, 1103515245
  %26 = add i32 %25, 12345
  %27 = lshr i32 %26, 16
  %28 = trunc nuw i32 %27 to i16
  %29 = urem i16 %28, 7
  %30 = icmp samesign ugt i16 %29, 3
  br i1 %30, label %31, label %33

31:                                               ; preds = %14
  %32 = add nsw i32 %24, 1
  br label %39

33:                                               ; preds = %14
  %34 = icmp eq i16 %29, 3
  br i1 %34, label %37, label %35

35:                                               ; preds = %33
  %36 = add nsw i32 %23, 1
  br label %39

37:                                               ; preds = %33
  %38 = add nsw i32 %22, 1
  br label %39

39:                                               ; preds = %35, %37, %31
  %40 = phi i32 [ %32, %31 ], [ %24, %35 ], [ %24, %37 ]
  %41 = phi i32 [ %23, %31 ], [ %36, %35 ], [ %23, %37 ]
  %42 = phi i32 [ %22, %31 ], [ %22, %35 ], [ %38, %37 ]
  %43 = add i32 %26, %21
  %44 = xor i32 %43, %20
  %45 = add i32 %44, %19
  %46 = mul i32 %18, 3
  %47 = add i32 %45, %46
  %48 = add i32 %47, %17
  %49 = add nuw nsw i32 %16, 1
  %50 = icmp eq i32 %49, %0
  br i1 %50, label %4, label %14
}

