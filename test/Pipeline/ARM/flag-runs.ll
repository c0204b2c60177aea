; Issue 8, flags kept in the flags: two rules of the ARM adaptor, checked on
; the code that comes out of the whole pipeline.
;
; 1. A condition whose compare is more than one instruction (the SUBS + SBCS
;    of a 64-bit compare) is re-created by repeating those instructions, as
;    a CMP is, when the arms clobber the flags before the selects: no 0/1
;    capture (MOV #0, MOVcc #1) and no compare of it with 0.
;
;      uint32_t isqrt64(uint64_t v) {      /* the loop of int64_ops.c */
;        ...
;        while (bit) {
;          if (v >= r + bit) { v -= r + bit; r = (r >> 1) + bit; }
;          else              { r >>= 1; }
;          bit >>= 2;
;        }
;        return (uint32_t)r;
;      }
;
; 2. Thumb2: plain arithmetic between two predicated instructions, whose
;    result only instructions under one condition read, runs under that
;    condition too, so that load, update and store share one IT block:
;
;      void bump(int **pp, const int *a, int n) {
;        for (int i = 0; i < n; i++) { int *p = pp[i]; if (p) *p += a[i]; }
;      }
;
;    Without the rule the ADD splits the block ("itt ne; ldrne; ldrne; add;
;    it ne; strne"). A speculated value that a select reads is left alone:
;    the peephole optimizer folds it into the select (Transform/Thumb2/
;    diamond.mir).
;
; RUN: %llc -mtriple=armv7a-linux-gnueabihf -O2 -enable-rk-ifcvt -rk-ifcvt-force -verify-machineinstrs %s -o - | FileCheck %s --check-prefixes=CHECK,ARM
; RUN: %llc -mtriple=thumbv7a-linux-gnueabihf -O2 -enable-rk-ifcvt -rk-ifcvt-force -verify-machineinstrs %s -o - | FileCheck %s --check-prefixes=CHECK,THUMB
;
; CHECK-LABEL: isqrt64:
; The loop body: the arms' arithmetic (its own SUBS/SBC, ADDS/ADC and the
; shifts, which set the flags), then the compare again, then the selects.
; CHECK:       rrx
; CHECK-NOT:   {{mov(lo|hs)}}
; CHECK-NOT:   cmp
; CHECK:       subs{{(.w)?}} [[LO:[a-z0-9]+]], r0, [[SUMLO:[a-z0-9]+]]
; CHECK-NEXT:  sbcs{{(.w)?}} {{[a-z0-9]+}}, r1, [[SUMHI:[a-z0-9]+]]
; THUMB-NEXT:  itttt hs
; THUMB-NEXT:  movhs
; THUMB-NEXT:  movhs
; THUMB-NEXT:  movhs
; THUMB-NEXT:  movhs
; ARM-COUNT-4: movhs
; CHECK-NOT:   cmp
; CHECK:       bne
;
; CHECK-LABEL: bump:
; ARM:         cmp [[P:[a-z0-9]+]], #0
; ARM-NEXT:    ldrne
; ARM:         ldrne
; ARM-NEXT:    add
; ARM-NEXT:    strne
; THUMB:       cmp.w [[P:[a-z0-9]+]], #0
; THUMB-NEXT:  itttt ne
; THUMB-NEXT:  ldrne.w
; THUMB-NEXT:  ldrne.w
; THUMB-NEXT:  addne
; THUMB-NEXT:  strne.w

target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"

define dso_local i32 @isqrt64(i64 noundef %0) local_unnamed_addr {
  br label %2

2:                                                ; preds = %2, %1
  %3 = phi i64 [ 4611686018427387904, %1 ], [ %5, %2 ]
  %4 = icmp ugt i64 %3, %0
  %5 = lshr i64 %3, 2
  br i1 %4, label %2, label %6

6:                                                ; preds = %2
  %7 = icmp eq i64 %3, 0
  br i1 %7, label %27, label %8

8:                                                ; preds = %6, %20
  %9 = phi i64 [ %23, %20 ], [ %3, %6 ]
  %10 = phi i64 [ %22, %20 ], [ 0, %6 ]
  %11 = phi i64 [ %21, %20 ], [ %0, %6 ]
  %12 = add nuw i64 %9, %10
  %13 = icmp ult i64 %11, %12
  br i1 %13, label %18, label %14

14:                                               ; preds = %8
  %15 = sub nuw i64 %11, %12
  %16 = lshr i64 %10, 1
  %17 = add nuw i64 %16, %9
  br label %20

18:                                               ; preds = %8
  %19 = lshr i64 %10, 1
  br label %20

20:                                               ; preds = %18, %14
  %21 = phi i64 [ %15, %14 ], [ %11, %18 ]
  %22 = phi i64 [ %17, %14 ], [ %19, %18 ]
  %23 = lshr i64 %9, 2
  %24 = icmp eq i64 %23, 0
  br i1 %24, label %25, label %8

25:                                               ; preds = %20
  %26 = trunc i64 %22 to i32
  br label %27

27:                                               ; preds = %25, %6
  %28 = phi i32 [ 0, %6 ], [ %26, %25 ]
  ret i32 %28
}

define dso_local void @bump(ptr noundef readonly captures(none) %0, ptr noundef readonly captures(none) %1, i32 noundef %2) local_unnamed_addr {
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %6, label %5

5:                                                ; preds = %16, %3
  ret void

6:                                                ; preds = %3, %16
  %7 = phi i32 [ %17, %16 ], [ 0, %3 ]
  %8 = getelementptr inbounds nuw ptr, ptr %0, i32 %7
  %9 = load ptr, ptr %8, align 4
  %10 = icmp eq ptr %9, null
  br i1 %10, label %16, label %11

11:                                               ; preds = %6
  %12 = getelementptr inbounds nuw i32, ptr %1, i32 %7
  %13 = load i32, ptr %12, align 4
  %14 = load i32, ptr %9, align 4
  %15 = add nsw i32 %14, %13
  store i32 %15, ptr %9, align 4
  br label %16

16:                                               ; preds = %11, %6
  %17 = add nuw nsw i32 %7, 1
  %18 = icmp eq i32 %17, %2
  br i1 %18, label %5, label %6
}

