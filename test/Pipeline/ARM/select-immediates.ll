; Issue 8: a select of a constant is a conditional move of the immediate
; (MOVcc #imm), not a MOV of the constant into a register of its own and a
; MOVcc of that register. ARM's peephole optimizer folds the latter; in
; Thumb2 it did not, and the five-way classifier below (the nested_if
; kernel's classify, forced) took "mov.w r5, #5; it gt; movgt r3, r5" per
; constant and spilled two callee-saved registers for them.
;
;   int classify(int a, int b, int c) {
;     int r;
;     if (a > b) { if (b > c) r = 1; else if (a > c) r = 2; else r = 3; }
;     else if (a > c) r = 4;
;     else if (b > c) r = 5;
;     else r = (a == b) ? 6 : 7;
;     return r;
;   }
;
; RUN: %llc -mtriple=thumbv7a-linux-gnueabihf -O2 -enable-rk-ifcvt -rk-ifcvt-force -verify-machineinstrs %s -o - | FileCheck %s --check-prefixes=CHECK,THUMB
; RUN: %llc -mtriple=armv7a-linux-gnueabihf -O2 -enable-rk-ifcvt -rk-ifcvt-force -verify-machineinstrs %s -o - | FileCheck %s --check-prefixes=CHECK,ARM
; The select tree's constants straight after rk-ifcvt (Thumb2): t2MOVCCi,
; a constant on the false side moved under the opposite condition.
; RUN: %llc -mtriple=thumbv7a-linux-gnueabihf -O2 -enable-rk-ifcvt -rk-ifcvt-force -verify-machineinstrs %s -stop-after=rk-ifcvt -o - \
; RUN:   | FileCheck %s --check-prefix=MIR
;
; MIR-LABEL: name: classify
; MIR-COUNT-5: t2MOVCCi %{{[0-9]+}}, {{[1-7]}}, {{[0-9]+}} /* CC::{{[a-z]+}} */, $cpsr
; MIR-NOT:     t2MOVCCi
; MIR:         t2MOVCCr
; MIR-NOT:     t2MOVCC
; MIR:         tBX_RET
;
; CHECK-LABEL: classify:
; CHECK-NOT:   push
; THUMB-NOT:   mov{{(s|\.w)?}} r{{[0-9]+}}, #{{[1245]$}}
; THUMB-DAG:   movgt r{{[0-9]+}}, #1
; THUMB-DAG:   movgt r{{[0-9]+}}, #2
; THUMB-DAG:   movgt r{{[0-9]+}}, #4
; THUMB-DAG:   movgt r{{[0-9]+}}, #5
; THUMB-DAG:   moveq r{{[0-9]+}}, #6
; ARM-DAG:     movgt r{{[0-9]+}}, #1
; ARM-DAG:     movwgt r{{[0-9]+}}, #2
; ARM-DAG:     movgt r{{[0-9]+}}, #4
; ARM-DAG:     movgt r{{[0-9]+}}, #5
; ARM-DAG:     movweq r{{[0-9]+}}, #6
; CHECK-NOT:   pop
; CHECK:       bx lr

define i32 @classify(i32 noundef %a, i32 noundef %b, i32 noundef %c) {
entry:
  %cmp = icmp sgt i32 %a, %b
  br i1 %cmp, label %if.then, label %if.else7

if.then:                                          ; preds = %entry
  %cmp1 = icmp sgt i32 %b, %c
  br i1 %cmp1, label %if.end17, label %if.else

if.else:                                          ; preds = %if.then
  %cmp3 = icmp sgt i32 %a, %c
  %. = select i1 %cmp3, i32 2, i32 3
  br label %if.end17

if.else7:                                         ; preds = %entry
  %cmp8 = icmp sgt i32 %a, %c
  br i1 %cmp8, label %if.end17, label %if.else10

if.else10:                                        ; preds = %if.else7
  %cmp11 = icmp sgt i32 %b, %c
  br i1 %cmp11, label %if.end17, label %if.else13

if.else13:                                        ; preds = %if.else10
  %cmp14 = icmp eq i32 %a, %b
  %cond = select i1 %cmp14, i32 6, i32 7
  br label %if.end17

if.end17:                                         ; preds = %if.else10, %if.else7, %if.else, %if.then, %if.else13
  %r.0 = phi i32 [ %cond, %if.else13 ], [ %., %if.else ], [ 1, %if.then ], [ 4, %if.else7 ], [ 5, %if.else10 ]
  ret i32 %r.0
}
