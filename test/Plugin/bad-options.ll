; Nonsense values of rk-ifcvt's options are errors that name the option and
; what it wants: llc exits non-zero, without a crash, and converts nothing.
; A bisection option that selects no function is a warning.
;
; RUN: not %llc -mtriple=armv7a-linux-gnueabihf -enable-rk-ifcvt -rk-ifcvt-force \
; RUN:   -rk-ifcvt-required-gain=-3 -pass-remarks=rk-ifcvt %s -o /dev/null 2>&1 \
; RUN:   | FileCheck %s --check-prefix=GAIN
; GAIN:     error: rk-ifcvt: -rk-ifcvt-required-gain=-3: the required gain is a fraction of the branchy cycles, in [0, 1)
; GAIN-NOT: if-converted
;
; RUN: not %llc -mtriple=armv7a-linux-gnueabihf -enable-rk-ifcvt \
; RUN:   -rk-ifcvt-mispredict-penalty=-5 %s -o /dev/null 2>&1 \
; RUN:   | FileCheck %s --check-prefix=PENALTY
; PENALTY: error: rk-ifcvt: -rk-ifcvt-mispredict-penalty=-5: a penalty is a number of cycles (-1: the scheduling model's)
;
; RUN: not %llc -mtriple=armv7a-linux-gnueabihf -enable-rk-ifcvt \
; RUN:   -rk-ifcvt-unknown-predictability=7 %s -o /dev/null 2>&1 \
; RUN:   | FileCheck %s --check-prefix=MISSRATE
; MISSRATE: error: rk-ifcvt: -rk-ifcvt-unknown-predictability=7: a miss rate is in [0, 1]
;
; RUN: not %llc -mtriple=armv7a-linux-gnueabihf -enable-rk-ifcvt \
; RUN:   -rk-ifcvt-fn-start=5 -rk-ifcvt-fn-stop=2 %s -o /dev/null 2>&1 \
; RUN:   | FileCheck %s --check-prefix=BISECT
; BISECT: error: rk-ifcvt: -rk-ifcvt-fn-start=5 is after -rk-ifcvt-fn-stop=2: no function would be converted
;
; RUN: not %llc -mtriple=armv7a-linux-gnueabihf -enable-rk-ifcvt \
; RUN:   -rk-ifcvt-limit=-4 %s -o /dev/null 2>&1 \
; RUN:   | FileCheck %s --check-prefix=LIMIT
; LIMIT: error: rk-ifcvt: -rk-ifcvt-limit=-4: a number of conversions (-1: no limit)
;
; A value of the wrong type is refused by LLVM's option parser itself:
; RUN: not %llc -mtriple=armv7a-linux-gnueabihf -enable-rk-ifcvt \
; RUN:   -rk-ifcvt-issue-width=-1 %s -o /dev/null 2>&1 \
; RUN:   | FileCheck %s --check-prefix=WIDTH
; WIDTH: '-1' value invalid for uint argument!
;
; RUN: %llc -mtriple=armv7a-linux-gnueabihf -enable-rk-ifcvt -rk-ifcvt-force \
; RUN:   -rk-ifcvt-only-function=nosuch -pass-remarks=rk-ifcvt %s -o /dev/null 2>&1 \
; RUN:   | FileCheck %s --check-prefix=ONLY
; ONLY-NOT: if-converted
; ONLY:     warning: rk-ifcvt: -rk-ifcvt-only-function=nosuch: no function of that name in the module
;
; The same module with sensible values converts its region (so the checks
; above cannot pass for want of a region):
; RUN: %llc -mtriple=armv7a-linux-gnueabihf -enable-rk-ifcvt -rk-ifcvt-force \
; RUN:   -rk-ifcvt-only-function=guarded -pass-remarks=rk-ifcvt %s -o /dev/null 2>&1 \
; RUN:   | FileCheck %s --check-prefix=SANE
; SANE-NOT: warning
; SANE:     remark: {{.*}}if-converted region at bb.1.loop

define void @guarded(ptr %a, ptr %b, i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %pa = getelementptr inbounds i32, ptr %a, i32 %i
  %x = load i32, ptr %pa, align 4
  %c = icmp sgt i32 %x, 7
  br i1 %c, label %then, label %else
then:
  %y = add i32 %x, 3
  %pb = getelementptr inbounds i32, ptr %b, i32 %i
  store i32 %y, ptr %pb, align 4
  br label %latch
else:
  %z = mul i32 %x, 5
  store i32 %z, ptr %pa, align 4
  br label %latch
latch:
  %i.next = add nuw i32 %i, 1
  %done = icmp eq i32 %i.next, %n
  br i1 %done, label %exit, label %loop
exit:
  ret void
}
