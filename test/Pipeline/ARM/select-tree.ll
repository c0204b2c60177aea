; Issue 8, a join with many values on ARM through the whole llc pipeline:
; the decision tree of nested if/else (nested_if.c's classify, five values
; at one join). With R/K selects every value takes a predicate built from
; 0/1 captures of the conditions (MOV #0, MOVcc #1) combined with AND/BIC,
; then a compare of that predicate with 0. As a tree of selects on the
; branch conditions themselves, each select reads its own branch's flags,
; repeating that branch's compare where later code changed the flags:
; no capture, no predicate logic, one compare and one conditional move per
; branch.
;
; RUN: %llc -mtriple=armv7a-linux-gnueabihf -O2 -enable-rk-ifcvt -rk-ifcvt-force -verify-machineinstrs %s -o - | FileCheck %s
; RUN: %llc -mtriple=armv7a-linux-gnueabihf -O2 -enable-rk-ifcvt -rk-ifcvt-force -verify-machineinstrs %s -o /dev/null \
; RUN:   -pass-remarks=rk-ifcvt 2>&1 | FileCheck %s --check-prefix=REMARK
; RUN: %llc -mtriple=armv7a-linux-gnueabihf -O2 -enable-rk-ifcvt -rk-ifcvt-force -rk-ifcvt-select-trees=false -verify-machineinstrs %s -o - \
; RUN:   | FileCheck %s --check-prefix=RK
;
;   if (a > b) r = b > c ? 1 : (a > c ? 2 : 3);
;   else       r = a > c ? 4 : (b > c ? 5 : (a == b ? 6 : 7));
;
; Within the static bound (22 instructions in the blocks, 4 branches
; removed, 5 predicates, 4 selects: bound 27), and no longer than the
; blocks were.
; REMARK: if-converted region at bb.0 (%ir-block.0): 6 blocks, 5 predicates, 4 branches removed, 12 speculated, 0 predicated, 4 selects; {{.*}}; 22 -> 18 instructions, bound 27
;
; The final code, every compare and the condition that reads it: the
; "then" side's value in r0 (3, 2 if a > c; 1 if b > c), the "else"
; side's in S (7, 6 if a == b, 5 if b > c, 4 if a > c), and a <= b picks S.
; No capture, no predicate logic, no branch, no spill.
; CHECK-LABEL: classify:
; CHECK-NOT:   push
; CHECK:       mov [[A:r[0-9]+]], r0
; CHECK-NEXT:  mov r0, #3
; CHECK-NEXT:  cmp [[A]], r2
; CHECK-NEXT:  mov [[S:r[0-9]+]], #7
; CHECK-NEXT:  movwgt r0, #2
; CHECK-NEXT:  cmp [[A]], r1
; CHECK-NEXT:  movweq [[S]], #6
; CHECK-NEXT:  cmp r1, r2
; CHECK-NEXT:  movgt [[S]], #5
; CHECK-NEXT:  cmp [[A]], r2
; CHECK-NEXT:  movgt [[S]], #4
; CHECK-NEXT:  cmp r1, r2
; CHECK-NEXT:  movgt r0, #1
; CHECK-NEXT:  cmp [[A]], r1
; CHECK-NEXT:  movle r0, [[S]]
; CHECK-NEXT:  bx lr
;
; With R/K selects: captures and predicate logic, in more registers than
; the free ones (callee-saved registers are pushed).
; RK-LABEL:    classify:
; RK:          push
; RK:          movle {{r[0-9]+|lr}}, #1
; RK:          {{and|bic}}
; RK:          .Lfunc_end0:

target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "armv7a-unknown-linux-gnueabihf"

define i32 @classify(i32 %a, i32 %b, i32 %c) {
  %ab = icmp sgt i32 %a, %b
  br i1 %ab, label %then, label %else

then:
  %bc = icmp sgt i32 %b, %c
  br i1 %bc, label %join, label %then.else

then.else:
  %ac = icmp sgt i32 %a, %c
  %v23 = select i1 %ac, i32 2, i32 3
  br label %join

else:
  %ac2 = icmp sgt i32 %a, %c
  br i1 %ac2, label %join, label %else.else

else.else:
  %bc2 = icmp sgt i32 %b, %c
  br i1 %bc2, label %join, label %last

last:
  %eq = icmp eq i32 %a, %b
  %v67 = select i1 %eq, i32 6, i32 7
  br label %join

join:
  %r = phi i32 [ %v67, %last ], [ %v23, %then.else ], [ 1, %then ], [ 4, %else ], [ 5, %else.else ]
  ret i32 %r
}
