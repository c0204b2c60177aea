; Issue 8: an AND of "!= 0" tests (or of "== 0", "< 0" or ">= 0" tests,
; one kind per chain) is evaluated in the flags with conditional TSTs,
; "CMP p, #0; TSTne q, q", with no condition captured in a register. A test that is false leaves the flags as it found
; them, and the code of the next test (the same ne or eq) reads them as
; false too. TSTrr is the one conditional flag setter rkifc emits: the
; peephole optimizer's compare folding, which turned a conditional CMP into
; an unconditional ANDS (issue 13), does not recognise it. Each check
; follows the chain from its first compare to the instruction it guards, so
; that a test dropped, run unconditionally or read with the wrong code
; fails; lt_and shows a chain that cannot start with a "<" (its false flags
; may still read ne), so its predicate is built in a register.
;
; RUN: %llc -mtriple=armv7a-linux-gnueabihf -O2 -enable-rk-ifcvt -rk-ifcvt-force -verify-machineinstrs %s -o - | FileCheck %s --check-prefix=ARM
; RUN: %llc -mtriple=thumbv7a-linux-gnueabihf -O2 -enable-rk-ifcvt -rk-ifcvt-force -verify-machineinstrs %s -o - | FileCheck %s --check-prefix=THUMB
;
; Generated with clang -O2 --target=armv7a-linux-gnueabihf -S -emit-llvm
; (target-cpu and target-features removed, so that both triples apply) from:
;
;   int all3(int *p, int *q, int *r, int s) {
;     if (p && q && r)
;       s += *p + *q + *r;
;     return s;
;   }
; ARM-LABEL: all3:
; ARM:       cmp r2, #0
; ARM-NEXT:  tstne r1, r1
; ARM-NEXT:  tstne r0, r0
; ARM-NEXT:  ldrne r0, [r0]
; ARM-NOT:   {{cmp|tst|ands|orrs|bics|movs|adds}}
; ARM:       ldrne r2, [r2]
; ARM-NOT:   {{cmp|tst|ands|orrs|bics|movs|adds}}
; ARM:       addne
; THUMB-LABEL: all3:
; THUMB:       cmp r2, #0
; THUMB-NEXT:  itttt ne
; THUMB-NEXT:  tstne r1, r1
; THUMB-NEXT:  tstne r0, r0
; THUMB-NEXT:  ldrne r0, [r0]
;
;   void both_zero(int *p, const int *q, int a, int v) {
;     if (a == 0 && *q == 0)
;       *p = v;
;   }
; ARM-LABEL: both_zero:
; ARM:       cmp r2, #0
; ARM-NEXT:  ldreq [[V:r[0-9]+]], [r1]
; ARM-NEXT:  cmp [[V]], #0
; ARM-NEXT:  tsteq r2, r2
; ARM-NEXT:  streq r3, [r0]
; THUMB-LABEL: both_zero:
; THUMB:       ldreq [[V:r[0-9]+]], [r1]
; THUMB-NEXT:  cmp [[V]], #0
; THUMB-NEXT:  itt eq
; THUMB-NEXT:  tsteq r2, r2
; THUMB-NEXT:  streq r3, [r0]
;
;   int ne_and(int *p, int a, int b, int m) {
;     int r = 0;
;     if (a != b && m)
;       r = *p;
;     return r;
;   }
; ARM-LABEL: ne_and:
; ARM:       cmp r1, r2
; ARM-NEXT:  tstne r3, r3
; ARM-NEXT:  ldrne r0, [r0]
; ARM-NEXT:  moveq r0, #0
;
;   int lt_and(int *p, int a, int b) {
;     int r = 0;
;     if (a < b && p)
;       r = *p;
;     return r;
;   }
; ARM-LABEL: lt_and:
; ARM-NOT:   tst
; ARM:       orrs
; ARM-NEXT:  ldreq r0, [r0]
;
; Sign tests chain the same way, read with mi (or pl). Instruction
; selection tests "a < 0" as "CMN a, #1" read with le, which no later test
; reads alike, so the chain starts with a CMP of a with 0.
;
;   void both_negative(int *p, const int *q, int a, int v) {
;     if (a < 0 && *q < 0)
;       *p = v;
;   }
; ARM-LABEL: both_negative:
; ARM:       cmn r2, #1
; ARM-NEXT:  ldrle [[V:r[0-9]+]], [r1]
; ARM-NEXT:  cmp r2, #0
; ARM-NEXT:  tstmi [[V]], [[V]]
; ARM-NEXT:  strmi r3, [r0]

; In Thumb2, "a & 1" is tested as "(a << 31) != 0", which is also
; "(a << 31) < 0": it joins a chain of sign tests such as "b & 2", tested as
; "(b << 30) < 0".
;
;   int bits(int *acc, int a, int b) {
;     int w;
;     if (a & 1) {
;       if (b & 2) { w = a - b; *acc += 3; } else { w = a + b; }
;     } else {
;       w = b - a;
;     }
;     return w;
;   }
; THUMB-LABEL: bits:
; THUMB:       lsls.w {{r[0-9]+|lr|r12}}, r2, #30
; THUMB-NEXT:  lsl.w [[A31:r[0-9]+|lr|r12]], r1, #31
; THUMB-NEXT:  itttt mi
; THUMB-NEXT:  tstmi.w [[A31]], [[A31]]
; THUMB-NEXT:  ldrmi [[V:r[0-9]+]], [r0]
; THUMB-NEXT:  addmi [[V]], #3
; THUMB-NEXT:  strmi [[V]], [r0]

target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "armv7-unknown-linux-gnueabihf"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read)
define dso_local i32 @all3(ptr noundef readonly captures(address_is_null) %0, ptr noundef readonly captures(address_is_null) %1, ptr noundef readonly captures(address_is_null) %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = icmp ne ptr %0, null
  %6 = icmp ne ptr %1, null
  %7 = and i1 %5, %6
  %8 = icmp ne ptr %2, null
  %9 = and i1 %7, %8
  br i1 %9, label %10, label %17

10:                                               ; preds = %4
  %11 = load i32, ptr %0, align 4, !tbaa !4
  %12 = load i32, ptr %1, align 4, !tbaa !4
  %13 = load i32, ptr %2, align 4, !tbaa !4
  %14 = add i32 %11, %3
  %15 = add i32 %14, %12
  %16 = add i32 %15, %13
  br label %17

17:                                               ; preds = %10, %4
  %18 = phi i32 [ %16, %10 ], [ %3, %4 ]
  ret i32 %18
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @both_zero(ptr noundef writeonly captures(none) %0, ptr noundef readonly captures(none) %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #1 {
  %5 = icmp eq i32 %2, 0
  br i1 %5, label %6, label %10

6:                                                ; preds = %4
  %7 = load i32, ptr %1, align 4, !tbaa !4
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %9, label %10

9:                                                ; preds = %6
  store i32 %3, ptr %0, align 4, !tbaa !4
  br label %10

10:                                               ; preds = %9, %6, %4
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read)
define dso_local i32 @ne_and(ptr noundef readonly captures(none) %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = icmp ne i32 %1, %2
  %6 = icmp ne i32 %3, 0
  %7 = and i1 %5, %6
  br i1 %7, label %8, label %10

8:                                                ; preds = %4
  %9 = load i32, ptr %0, align 4, !tbaa !4
  br label %10

10:                                               ; preds = %8, %4
  %11 = phi i32 [ %9, %8 ], [ 0, %4 ]
  ret i32 %11
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read)
define dso_local i32 @lt_and(ptr noundef readonly captures(address_is_null) %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = icmp slt i32 %1, %2
  %5 = icmp ne ptr %0, null
  %6 = and i1 %5, %4
  br i1 %6, label %7, label %9

7:                                                ; preds = %3
  %8 = load i32, ptr %0, align 4, !tbaa !4
  br label %9

9:                                                ; preds = %7, %3
  %10 = phi i32 [ %8, %7 ], [ 0, %3 ]
  ret i32 %10
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @both_negative(ptr noundef writeonly captures(none) %0, ptr noundef readonly captures(none) %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #1 {
  %5 = icmp slt i32 %2, 0
  br i1 %5, label %6, label %10

6:                                                ; preds = %4
  %7 = load i32, ptr %1, align 4, !tbaa !4
  %8 = icmp slt i32 %7, 0
  br i1 %8, label %9, label %10

9:                                                ; preds = %6
  store i32 %3, ptr %0, align 4, !tbaa !4
  br label %10

10:                                               ; preds = %9, %6, %4
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local i32 @bits(ptr noundef captures(none) %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #1 {
  %4 = and i32 %1, 1
  %5 = icmp eq i32 %4, 0
  br i1 %5, label %15, label %6

6:                                                ; preds = %3
  %7 = and i32 %2, 2
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %13, label %9

9:                                                ; preds = %6
  %10 = sub nsw i32 %1, %2
  %11 = load i32, ptr %0, align 4, !tbaa !4
  %12 = add nsw i32 %11, 3
  store i32 %12, ptr %0, align 4, !tbaa !4
  br label %17

13:                                               ; preds = %6
  %14 = add nsw i32 %2, %1
  br label %17

15:                                               ; preds = %3
  %16 = sub nsw i32 %2, %1
  br label %17

17:                                               ; preds = %9, %13, %15
  %18 = phi i32 [ %10, %9 ], [ %14, %13 ], [ %16, %15 ]
  ret i32 %18
}

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "no-trapping-math"="true" "stack-protector-buffer-size"="8" }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.errno.tbaa = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"min_enum_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{!5, !5, i64 0}
!5 = !{!"int", !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
