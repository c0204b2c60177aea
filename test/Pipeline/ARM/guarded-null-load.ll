; Issue 13, through the whole llc pipeline: the predicate of a load through
; a pointer that may be null must still say "p != 0 and m != 0" in the
; final assembly, after the peephole optimizer, register allocation, the
; schedulers and (Thumb2) the IT block pass. rkifc used to build it with a
; conditional compare that the peephole optimizer folded into an
; unconditional ANDS, so the load ran whenever m != 0, p == 0 included.
; See test/Transform/ARM/rk-ifcvt-then-peephole.mir for the pass itself.
;
; Each check follows the flags the predicated load reads back to the
; instructions that set them: "m != 0" (the ANDS that computes m) and,
; only under its ne, "p != 0" (a TSTne of p), read with ne. A test of m
; alone, or a test of p that runs unconditionally, fails.
;
; The decisions below were set with branches on loaded data guessed as
; unpredictable as their probabilities allow (the guess before issue 45's
; census): -rk-ifcvt-loaded-predictability=1 keeps them what they test.
; RUN: %llc -rk-ifcvt-loaded-predictability=1 -mtriple=armv7a-linux-gnueabihf -O2 -enable-rk-ifcvt -rk-ifcvt-force -verify-machineinstrs %s -o - | FileCheck %s --check-prefix=ARM
; RUN: %llc -rk-ifcvt-loaded-predictability=1 -mtriple=thumbv7a-linux-gnueabihf -O2 -enable-rk-ifcvt -rk-ifcvt-force -verify-machineinstrs %s -o - | FileCheck %s --check-prefix=THUMB
; RUN: %llc -rk-ifcvt-loaded-predictability=1 -mtriple=armv7a-linux-gnueabihf -mcpu=cortex-a57 -O2 -enable-rk-ifcvt -verify-machineinstrs %s -o - \
; RUN:   -pass-remarks=rk-ifcvt 2>&1 | FileCheck %s --check-prefix=A57
; RUN: %llc -rk-ifcvt-loaded-predictability=1 -mtriple=armv7a-linux-gnueabihf -mcpu=cortex-a72 -O2 -enable-rk-ifcvt -verify-machineinstrs %s -o - \
; RUN:   -pass-remarks=rk-ifcvt 2>&1 | FileCheck %s --check-prefix=A57
;
;   int f(int *p, int a) {
;     int r = 0;
;     if (p) { int m = a & 7; int k = m * 5; if (m) r = *p + k; else r = k; }
;     return r;
;   }
; ARM-LABEL: f:
; ARM:       ands {{[a-z0-9]+}}, r1, #7
; ARM-NEXT:  tstne r0, r0
; ARM-NEXT:  ldrne {{[a-z0-9]+}}, [r0]
;
; THUMB-LABEL: f:
; THUMB:       ands {{[a-z0-9]+}}, r1, #7
; THUMB-NOT:   {{cmp|tst|ands|bics|orrs|eors|movs}}
; THUMB:       itt ne
; THUMB-NEXT:  tstne r0, r0
; THUMB-NEXT:  ldrne{{(\.w)?}} {{[a-z0-9]+}}, [r0]
;
; Without -rk-ifcvt-force, cortex-a57 and cortex-a72 convert f too (its
; tests of the arguments are guessed as unknown as loaded data) and the
; "if (p)" of k's loop body, the guarded load included (the default-mode
; miscompile of issue 13); both keep the predicate whole.
; A57: remark: <unknown>:0:0: if-converted region at bb.0.entry: 3 blocks, 2 predicates, 2 branches removed
; A57: remark: <unknown>:0:0: if-converted sub-region at bb.{{[0-9]+}}.for.body: 3 blocks, 2 predicates, 2 branches removed
; A57-LABEL: f:
; A57:       ands {{[a-z0-9]+}}, r1, #7
; A57-NEXT:  tstne r0, r0
; A57-NOT:   {{cmp|tst|ands|bics|orrs|eors|movs|subs}}
; A57:       ldrne {{[a-z0-9]+}}, [r0]
;
;   int k(int **pp, const int *a, int n) {
;     int s = 0;
;     for (int i = 0; i < n; i++) {
;       int *p = pp[i]; int v = a[i];
;       s ^= v;
;       if (p) { int m = v & 7; s += m; if (m) s += *p; }
;     }
;     return s;
;   }
; ARM-LABEL: k:
; ARM:       mov [[PP:[a-z0-9]+]], r0
; ARM:       ldr [[P:[a-z0-9]+]], {{\[}}[[PP]]{{\]}}, #4
; ARM:       ands {{[a-z0-9]+}}, {{[a-z0-9]+}}, #7
; ARM-NOT:   {{cmp|tst|ands|bics|orrs|eors|movs|subs}}
; ARM:       tstne [[P]], [[P]]
; ARM-NOT:   {{cmp|tst|ands|bics|orrs|eors|movs|subs}}
; ARM:       ldrne {{[a-z0-9]+}}, {{\[}}[[P]]{{\]}}
;
; A57-LABEL: k:
; A57:       ldr [[P:[a-z0-9]+]], [r0], #4
; A57:       ands {{[a-z0-9]+}}, {{[a-z0-9]+}}, #7
; A57-NOT:   {{cmp|tst|ands|bics|orrs|eors|movs|subs}}
; A57:       tstne [[P]], [[P]]
; A57-NOT:   {{cmp|tst|ands|bics|orrs|eors|movs|subs}}
; A57:       ldrne {{[a-z0-9]+}}, {{\[}}[[P]]{{\]}}

target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"

define i32 @f(ptr %p, i32 %a) {
entry:
  %tobool.not = icmp eq ptr %p, null
  br i1 %tobool.not, label %if.end3, label %if.then

if.then:
  %and = and i32 %a, 7
  %tobool1.not = icmp eq i32 %and, 0
  br i1 %tobool1.not, label %if.end3, label %if.then2

if.then2:
  %mul = mul nuw nsw i32 %and, 5
  %0 = load i32, ptr %p, align 4
  %add = add nsw i32 %0, %mul
  br label %if.end3

if.end3:
  %r.1 = phi i32 [ 0, %entry ], [ %add, %if.then2 ], [ 0, %if.then ]
  ret i32 %r.1
}

define i32 @k(ptr %pp, ptr %a, i32 %n) {
entry:
  %cmp15 = icmp sgt i32 %n, 0
  br i1 %cmp15, label %for.body, label %for.cond.cleanup

for.cond.cleanup:
  %s.0.lcssa = phi i32 [ 0, %entry ], [ %s.2, %if.end5 ]
  ret i32 %s.0.lcssa

for.body:
  %s.017 = phi i32 [ %s.2, %if.end5 ], [ 0, %entry ]
  %i.016 = phi i32 [ %inc, %if.end5 ], [ 0, %entry ]
  %arrayidx = getelementptr inbounds nuw ptr, ptr %pp, i32 %i.016
  %0 = load ptr, ptr %arrayidx, align 4
  %arrayidx1 = getelementptr inbounds nuw i32, ptr %a, i32 %i.016
  %1 = load i32, ptr %arrayidx1, align 4
  %xor = xor i32 %1, %s.017
  %tobool.not = icmp eq ptr %0, null
  br i1 %tobool.not, label %if.end5, label %if.then

if.then:
  %and = and i32 %1, 7
  %add = add nsw i32 %xor, %and
  %tobool2.not = icmp eq i32 %and, 0
  br i1 %tobool2.not, label %if.end5, label %if.then3

if.then3:
  %2 = load i32, ptr %0, align 4
  %add4 = add nsw i32 %2, %add
  br label %if.end5

if.end5:
  %s.2 = phi i32 [ %xor, %for.body ], [ %add4, %if.then3 ], [ %add, %if.then ]
  %inc = add nuw nsw i32 %i.016, 1
  %exitcond.not = icmp eq i32 %inc, %n
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body
}
