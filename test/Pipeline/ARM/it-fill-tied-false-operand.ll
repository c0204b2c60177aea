; Issue 44 through the whole pipeline: the add that a shifted conditional
; move (t2MOVCClsr) reads as its "false" input stays outside the IT blocks
; (Transform/Thumb2/it-fill-tied-false-operand.mir has the MIR). Before the
; fix it became "addne", and v0 was garbage whenever c == 0.
;
; RUN: %llc -mtriple=thumbv7a-linux-gnueabihf -O2 -enable-rk-ifcvt -rk-ifcvt-force -verify-machineinstrs %s -o - | FileCheck %s
; RUN: %llc -mtriple=thumbv7a-linux-gnueabihf -mcpu=cortex-a57 -O2 -enable-rk-ifcvt -rk-ifcvt-force -verify-machineinstrs %s -o - | FileCheck %s
;
; CHECK-LABEL: tied_false:
; CHECK:         cmp r0, #0
; CHECK-NOT:     addne{{.*}}, r2, r3
; CHECK:         add{{(\.w)?}} [[V:r[0-9]+]], r2, r3
; CHECK:         lsrne{{(\.w)?}} [[V]], [[V]], #4
; CHECK:         it ne
; CHECK-NEXT:    ldrne
; CHECK:         strne
; CHECK:         bx lr

target triple = "thumbv7a-unknown-linux-gnueabihf"

define i32 @tied_false(i32 %c, i32 %x, i32 %a, i32 %b, ptr %q) {
entry:
  %cc = icmp ne i32 %c, 0
  %x3 = mul i32 %x, 3
  %m = select i1 %cc, i32 %x3, i32 %x
  %v = add i32 %a, %b
  %v4 = lshr i32 %v, 4
  %v0 = select i1 %cc, i32 %v4, i32 %v
  %qn = icmp eq ptr %q, null
  br i1 %qn, label %join, label %then

then:
  %l = load i32, ptr %q, align 4
  %s = add nsw i32 %l, %m
  %s2 = add i32 %s, %v0
  store i32 %s2, ptr %q, align 4
  br label %join

join:
  %r = xor i32 %v0, %m
  ret i32 %r
}
