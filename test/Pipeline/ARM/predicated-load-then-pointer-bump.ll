; Issue 13, second hazard found by the audit of the passes after rk-ifcvt:
; the post-RA ARM load/store optimizer folds "ADD base, base, #4" into an
; earlier access through base when both carry the same condition code,
; looking past instructions that redefine the flags in between. Here the
; load of *p runs under "a[i] != 0" and the bump of p (a select that the
; peephole optimizer turned into a conditional ADD) under "b[i] != 0"; both
; read as "ne", of two different compares. The previous plugin got
;     cmp lr, #0 ; ldrne lr, [r12], #4 ; ... ; cmp lr, #0   (no bump)
; so p moved whenever a[i] != 0, in the default mode on cortex-a57 and with
; -rk-ifcvt-force everywhere. rkifc now marks predicated accesses volatile,
; which that optimizer leaves alone.
;
;   int walk(int *p, const int *a, const int *b, int n) {
;     int s = 0;
;     for (int i = 0; i < n; i++) {
;       if (a[i]) s += *p;
;       if (b[i]) p++;
;     }
;     return s;
;   }
;
; RUN: %llc -mtriple=armv7a-linux-gnueabihf -O2 -enable-rk-ifcvt -rk-ifcvt-force -verify-machineinstrs %s -o - | FileCheck %s --check-prefixes=CHECK,ARM
; RUN: %llc -mtriple=thumbv7a-linux-gnueabihf -O2 -enable-rk-ifcvt -rk-ifcvt-force -verify-machineinstrs %s -o - | FileCheck %s --check-prefixes=CHECK,THUMB
; RUN: %llc -mtriple=armv7a-linux-gnueabihf -mcpu=cortex-a57 -O2 -enable-rk-ifcvt -verify-machineinstrs %s -o - \
; RUN:   -pass-remarks=rk-ifcvt 2>&1 | FileCheck %s --check-prefixes=CHECK,ARM,A57
;
; A57: remark: <unknown>:0:0: if-converted region at bb.{{[0-9]+}} {{.*}}: 3 blocks, 1 predicates, 1 branches removed, 1 speculated, 1 predicated, 1 selects
; CHECK-LABEL: walk:
; The conditional load is a plain load from p, and p is bumped on its own,
; right after the compare of b[i]. The sum's add is folded into its select
; (a conditional add) by the peephole optimizer, since the select reads it
; directly.
; CHECK-NOT:   ldr{{(ne|eq)(.w)?}} {{[a-z0-9]+}}, [{{[a-z0-9]+}}], #
; ARM:         ldr [[A:[a-z0-9]+]], [r1], #4
; ARM-NEXT:    cmp [[A]], #0
; ARM-NEXT:    ldrne [[V:[a-z0-9]+]], {{\[}}[[P:[a-z0-9]+]]{{\]}}
; ARM-NEXT:    addne {{[a-z0-9]+}}, [[V]]
; ARM:         ldr [[B:[a-z0-9]+]], [r2], #4
; ARM-NEXT:    cmp [[B]], #0
; ARM-NEXT:    addne [[P]], [[P]], #4
; THUMB:       ldr [[A:[a-z0-9]+]], [r1], #4
; THUMB-NEXT:  cmp.w [[A]], #0
; THUMB-NEXT:  itt ne
; THUMB-NEXT:  ldrne.w [[V:[a-z0-9]+]], {{\[}}[[P:[a-z0-9]+]]{{\]}}
; THUMB-NEXT:  addne {{[a-z0-9]+}}, [[V]]
; THUMB:       ldr [[B:[a-z0-9]+]], [r2], #4
; THUMB-NEXT:  cmp.w [[B]], #0
; THUMB-NEXT:  it ne
; THUMB-NEXT:  addne.w [[P]], [[P]], #4
; CHECK-NOT:   ldr{{(ne|eq)(.w)?}} {{[a-z0-9]+}}, [{{[a-z0-9]+}}], #

target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"

define i32 @walk(ptr %0, ptr %1, ptr %2, i32 %3) {
  %5 = icmp sgt i32 %3, 0
  br i1 %5, label %8, label %6

6:                                                ; preds = %18, %4
  %7 = phi i32 [ 0, %4 ], [ %19, %18 ]
  ret i32 %7

8:                                                ; preds = %4, %18
  %9 = phi i32 [ %25, %18 ], [ 0, %4 ]
  %10 = phi i32 [ %19, %18 ], [ 0, %4 ]
  %11 = phi ptr [ %24, %18 ], [ %0, %4 ]
  %12 = getelementptr inbounds nuw i32, ptr %1, i32 %9
  %13 = load i32, ptr %12, align 4
  %14 = icmp eq i32 %13, 0
  br i1 %14, label %18, label %15

15:                                               ; preds = %8
  %16 = load i32, ptr %11, align 4
  %17 = add nsw i32 %16, %10
  br label %18

18:                                               ; preds = %15, %8
  %19 = phi i32 [ %17, %15 ], [ %10, %8 ]
  %20 = getelementptr inbounds nuw i32, ptr %2, i32 %9
  %21 = load i32, ptr %20, align 4
  %22 = icmp eq i32 %21, 0
  %23 = select i1 %22, i32 0, i32 4
  %24 = getelementptr inbounds nuw i8, ptr %11, i32 %23
  %25 = add nuw nsw i32 %9, 1
  %26 = icmp eq i32 %25, %3
  br i1 %26, label %6, label %8
}
