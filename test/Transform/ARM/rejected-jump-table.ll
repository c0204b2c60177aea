; A function with a jump table: the region holding the switch is refused
; with its reason (one block has more than two successors), without a
; crash, and the machine code still verifies. Blocks are checked for
; jump-table operands only in functions that have jump tables; this one
; has one, so its blocks are looked at operand by operand.
; RUN: %llc -mtriple=armv7a-linux-gnueabihf -O2 -enable-rk-ifcvt -rk-ifcvt-force -verify-machineinstrs %s -o - \
; RUN:   -pass-remarks-missed=rk-ifcvt 2>%t.remarks | FileCheck %s --check-prefix=ASM
; RUN: FileCheck %s --input-file=%t.remarks

; CHECK: not if-converting: region at bb.0.entry (14 blocks): bb.{{[0-9]+}}.switch branches to more than two successors (jump table)
; ASM: .LJTI0_0

target triple = "armv7a-unknown-linux-gnueabihf"

define i32 @f(i32 %c, i32 %x, ptr %p, i32 %d) {
entry:
  %nod = icmp eq i32 %d, 0
  br i1 %nod, label %dispatch, label %store

store:
  %q = getelementptr inbounds i8, ptr %p, i32 40
  store i32 %d, ptr %q, align 4
  br label %dispatch

dispatch:
  %noc = icmp eq i32 %c, 0
  br i1 %noc, label %exit, label %switch

switch:
  switch i32 %x, label %join [
    i32 0, label %case0
    i32 1, label %case1
    i32 2, label %case2
    i32 3, label %case3
    i32 4, label %case4
    i32 5, label %case5
  ]

case0:
  %a0 = getelementptr inbounds i8, ptr %p, i32 4
  %v0 = load i32, ptr %a0, align 4
  br label %join
case1:
  %a1 = getelementptr inbounds i8, ptr %p, i32 12
  %l1 = load i32, ptr %a1, align 4
  %v1 = mul nsw i32 %l1, 3
  br label %join
case2:
  %a2 = getelementptr inbounds i8, ptr %p, i32 20
  %l2 = load i32, ptr %a2, align 4
  %v2 = add nsw i32 %l2, 7
  br label %join
case3:
  %a3 = getelementptr inbounds i8, ptr %p, i32 28
  %l3 = load i32, ptr %a3, align 4
  %v3 = add nsw i32 %l3, -1
  br label %join
case4:
  %a4 = getelementptr inbounds i8, ptr %p, i32 36
  %l4 = load i32, ptr %a4, align 4
  %v4 = xor i32 %l4, 5
  br label %join
case5:
  %a5 = getelementptr inbounds i8, ptr %p, i32 8
  %l5 = load i32, ptr %a5, align 4
  %v5 = shl i32 %l5, 2
  br label %join

join:
  %r = phi i32 [ %v0, %case0 ], [ %v1, %case1 ], [ %v2, %case2 ], [ %v3, %case3 ], [ %v4, %case4 ], [ %v5, %case5 ], [ 9, %switch ]
  store i32 %r, ptr %p, align 4
  br label %exit

exit:
  %res = phi i32 [ %r, %join ], [ 0, %dispatch ]
  ret i32 %res
}
