; Two regions of one function branch on the same condition (TSTri %c, 1 on
; the same register): the second must not reuse a 0/1 value captured by the
; first. The adaptor object lives as long as the function, and an earlier
; region's capture may have been erased as unused (here it was: the first
; region's stores read the flags directly), or lie in code that does not
; dominate. A first version of the shared captures looked it up anyway and
; crashed (csmith seed 11, ARM and Thumb2, force; reduced by llvm-reduce).
;
; RUN: %llc -mtriple=armv7a-linux-gnueabihf -O2 -enable-rk-ifcvt -rk-ifcvt-force -verify-machineinstrs %s -o /dev/null \
; RUN:   -pass-remarks=rk-ifcvt 2>&1 | FileCheck %s
; RUN: %llc -mtriple=thumbv7a-linux-gnueabihf -O2 -enable-rk-ifcvt -rk-ifcvt-force -verify-machineinstrs %s -o /dev/null \
; RUN:   -pass-remarks=rk-ifcvt 2>&1 | FileCheck %s
;
; CHECK: remark: <unknown>:0:0: if-converted sub-region at bb.0 (%ir-block.3): 2 blocks
; CHECK: remark: <unknown>:0:0: if-converted sub-region at bb.{{[0-9]+}} (%ir-block.8): {{[23]}} blocks

target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "armv7-unknown-linux-gnueabihf"

define ptr @main(i1 %0, ptr %g_32, i1 %1, ptr %2) {
  br i1 %0, label %4, label %5

4:                                                ; preds = %3
  store i64 0, ptr %g_32, align 8
  br label %5

5:                                                ; preds = %4, %3
  call void @llvm.memcpy.p0.p0.i32(ptr null, ptr null, i32 864, i1 false)
  br i1 %1, label %6, label %8

common.ret1:                                      ; preds = %9, %8
  %common.ret1.op = phi ptr [ null, %8 ], [ null, %9 ]
  ret ptr %common.ret1.op

6:                                                ; preds = %5
  %7 = getelementptr i8, ptr null, i32 16
  ret ptr %7

8:                                                ; preds = %5
  br i1 %0, label %9, label %common.ret1

9:                                                ; preds = %8
  %10 = getelementptr i8, ptr null, i32 72
  br label %common.ret1
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i32(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i32, i1 immarg) #0

attributes #0 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
