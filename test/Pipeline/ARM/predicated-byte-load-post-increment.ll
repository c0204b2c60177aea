; Issue 13, third hazard, through the whole pipeline (see
; test/Transform/Thumb2/rk-ifcvt-then-prera-ldst-opt.mir): the predicated
; byte load of ok[i] must stay a plain load, and the pointer to ok must be
; bumped unconditionally. The previous plugin got "ldrbne r5, [r1], #1".
;
; RUN: %llc -mtriple=thumbv7a-linux-gnueabihf -mcpu=cortex-a15 -O2 -enable-rk-ifcvt -rk-ifcvt-force -verify-machineinstrs %s -o - | FileCheck %s
;
; CHECK-LABEL: bytes:
; CHECK-NOT:   ldrb{{(ne|eq)(.w)?}} {{[a-z0-9]+}}, [{{[a-z0-9]+}}], #
; The load stays a zero-offset load, and the pointer is bumped by an
; unconditional add of its own.
; CHECK:       ldrbne{{(.w)?}} {{[a-z0-9]+}}, {{\[}}[[OK:[a-z0-9]+]]{{\]}}{{$}}
; CHECK-NOT:   ldrb{{(ne|eq)(.w)?}} {{[a-z0-9]+}}, [{{[a-z0-9]+}}], #
; CHECK:       add{{s?(.w)?}} [[OK]], [[OK]], #1
; CHECK-NOT:   ldrb{{(ne|eq)(.w)?}} {{[a-z0-9]+}}, [{{[a-z0-9]+}}], #
; CHECK:       .Lfunc_end0:

target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"

define i32 @bytes(ptr %0, ptr %1, i32 %2) {
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %7, label %5

5:                                                ; preds = %20, %3
  %6 = phi i32 [ 0, %3 ], [ %21, %20 ]
  ret i32 %6

7:                                                ; preds = %3, %20
  %8 = phi i32 [ %21, %20 ], [ 0, %3 ]
  %9 = phi i32 [ %22, %20 ], [ 0, %3 ]
  %10 = getelementptr inbounds nuw ptr, ptr %0, i32 %9
  %11 = load ptr, ptr %10, align 4
  %12 = icmp eq ptr %11, null
  br i1 %12, label %20, label %13

13:                                               ; preds = %7
  %14 = getelementptr inbounds nuw i8, ptr %1, i32 %9
  %15 = load i8, ptr %14, align 1
  %16 = icmp eq i8 %15, 0
  br i1 %16, label %20, label %17

17:                                               ; preds = %13
  %18 = load i32, ptr %11, align 4
  %19 = add nsw i32 %18, %8
  br label %20

20:                                               ; preds = %17, %13, %7
  %21 = phi i32 [ %19, %17 ], [ %8, %13 ], [ %8, %7 ]
  %22 = add nuw nsw i32 %9, 1
  %23 = icmp eq i32 %22, %2
  br i1 %23, label %5, label %7
}
