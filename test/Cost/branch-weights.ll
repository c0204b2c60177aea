; With branch weights (!prof, as clang -fprofile-instr-use or
; -fprofile-sample-use leave them) the model uses the measured bias, and
; its remarks say the probabilities came from a profile: a 97/3 branch with
; long arms stays a branch (predicting it is easy, predicating costs both
; arms on every iteration), a 50/50 branch with short arms is converted.
; Without the weights the same code is judged on static heuristics.
;
; RUN: %llc -O2 -enable-rk-ifcvt -verify-machineinstrs %s -o %t.s \
; RUN:   -pass-remarks=rk-ifcvt -pass-remarks-missed=rk-ifcvt 2>&1 \
; RUN:   | FileCheck %s
; RUN: FileCheck %s --check-prefix=ASM < %t.s
; RUN: sed -e 's/, !prof ![0-9]*//' -e 's/ !prof ![0-9]*//' %s \
; RUN:   | %llc -O2 -enable-rk-ifcvt -verify-machineinstrs -o /dev/null \
; RUN:   -pass-remarks=rk-ifcvt -pass-remarks-missed=rk-ifcvt 2>&1 \
; RUN:   | FileCheck %s --check-prefix=STATIC
;
; CHECK: not if-converting region at bb.{{[0-9]+}}.loop: {{.*}}; probabilities from profile, predictability guessed
; CHECK-NOT: if-converted
; CHECK: if-converted region at bb.{{[0-9]+}}.loop: {{.*}}; probabilities from profile, predictability guessed
;
; STATIC-NOT: probabilities from profile
; STATIC: probabilities from static heuristics
; STATIC-NOT: probabilities from profile
;
; @skewed keeps its loop branch on the rare bit; @balanced stores under
; the flags.
; ASM-LABEL: skewed:
; ASM: tst
; ASM-NEXT: b{{ne|eq}}
; ASM-LABEL: balanced:
; ASM: str{{ne|eq}}
; ASM: strh{{ne|eq}}

target triple = "armv7a-unknown-linux-gnueabihf"

define void @skewed(ptr %src, ptr %a, ptr %b, i32 %n) !prof !0 {
entry:
  %c0 = icmp sgt i32 %n, 0
  br i1 %c0, label %loop, label %exit, !prof !1

loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %latch ]
  %ps = getelementptr i32, ptr %src, i32 %i
  %v = load i32, ptr %ps, align 4
  %bit = and i32 %v, 8
  %c = icmp eq i32 %bit, 0
  br i1 %c, label %else, label %then, !prof !2

then:
  %t1 = mul i32 %v, 7
  %t2 = xor i32 %t1, %n
  %t3 = mul i32 %t2, %t1
  %t4 = add i32 %t3, 12345
  %t5 = mul i32 %t4, %v
  %t6 = sub i32 %t5, %t2
  %t7 = mul i32 %t6, %t3
  %t8 = xor i32 %t7, %t4
  %pa = getelementptr i32, ptr %a, i32 %i
  store i32 %t8, ptr %pa, align 4
  br label %latch

else:
  %e1 = mul i32 %v, 3
  %e2 = add i32 %e1, %n
  %e3 = mul i32 %e2, %e1
  %e4 = sub i32 %e3, 777
  %e5 = mul i32 %e4, %v
  %e6 = xor i32 %e5, %e2
  %e7 = trunc i32 %e6 to i16
  %pb = getelementptr i16, ptr %b, i32 %i
  store i16 %e7, ptr %pb, align 2
  br label %latch

latch:
  %i1 = add i32 %i, 1
  %done = icmp eq i32 %i1, %n
  br i1 %done, label %exit, label %loop, !prof !3

exit:
  ret void
}

define void @balanced(ptr %src, ptr %a, ptr %b, i32 %n) !prof !0 {
entry:
  %c0 = icmp sgt i32 %n, 0
  br i1 %c0, label %loop, label %exit, !prof !1

loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %latch ]
  %ps = getelementptr i32, ptr %src, i32 %i
  %v = load i32, ptr %ps, align 4
  %bit = and i32 %v, 8
  %c = icmp eq i32 %bit, 0
  br i1 %c, label %else, label %then, !prof !4

then:
  %t1 = add i32 %v, 5
  %t2 = mul i32 %t1, %n
  %t3 = xor i32 %t2, %v
  %pa = getelementptr i32, ptr %a, i32 %i
  store i32 %t3, ptr %pa, align 4
  br label %latch

else:
  %e1 = mul i32 %v, %n
  %e2 = sub i32 %e1, 9
  %e7 = trunc i32 %e2 to i16
  %pb = getelementptr i16, ptr %b, i32 %i
  store i16 %e7, ptr %pb, align 2
  br label %latch

latch:
  %i1 = add i32 %i, 1
  %done = icmp eq i32 %i1, %n
  br i1 %done, label %exit, label %loop, !prof !3

exit:
  ret void
}

!0 = !{!"function_entry_count", i64 100}
!1 = !{!"branch_weights", i32 99, i32 1}
!2 = !{!"branch_weights", i32 97, i32 3}
!3 = !{!"branch_weights", i32 1, i32 999}
!4 = !{!"branch_weights", i32 50, i32 50}
