; Blocks whose IR blocks have no names (as clang emits IR) are named in
; remarks by their slot in the IR function, "bb.<n> (%ir-block.<slot>)".
; rk-ifcvt numbers each function's IR blocks once per run of the pass
; (BlockNameScope): numbering them for every name it prints was quadratic
; in the function's size (scripts/scale-bench.py --shapes callarms
; --unnamed: 24 s at 10,000 blocks). The names must be those LLVM prints,
; in both functions: each is numbered on its own.
; RUN: %llc -mtriple=armv7a-linux-gnueabihf -O2 -enable-rk-ifcvt -verify-machineinstrs %s \
; RUN:   -o /dev/null -pass-remarks-missed=rk-ifcvt 2>&1 | FileCheck %s

; CHECK: remark: <unknown>:0:0: not if-converting: region at bb.0 (%ir-block.2) (4 blocks): bb.2 (%ir-block.6) contains a call
; CHECK: remark: <unknown>:0:0: not if-converting sub-region at bb.0 (%ir-block.2):
; CHECK: remark: <unknown>:0:0: not if-converting: region at bb.0 (%ir-block.1) (2 blocks): bb.1 (%ir-block.3) contains a call

target triple = "armv7a-unknown-linux-gnueabihf"

declare void @g(i32)

define void @f(ptr %0, i32 %1) {
2:
  %3 = load i32, ptr %0, align 4
  %4 = icmp sgt i32 %3, %1
  br i1 %4, label %5, label %6

5:
  store i32 %1, ptr %0, align 4
  br label %6

6:
  call void @g(i32 %3)
  %7 = getelementptr inbounds i32, ptr %0, i32 1
  %8 = load i32, ptr %7, align 4
  %9 = icmp eq i32 %8, 0
  br i1 %9, label %10, label %11

10:
  call void @g(i32 0)
  br label %11

11:
  ret void
}

define void @h(i32 %0) {
1:
  %2 = icmp slt i32 %0, 7
  br i1 %2, label %3, label %4

3:
  call void @g(i32 %0)
  br label %4

4:
  ret void
}
