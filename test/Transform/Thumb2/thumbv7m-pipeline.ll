; The whole llc pipeline for a Cortex-M3 (thumbv7m, Thumb2 without ARM
; mode) with rk-ifcvt in it: the predicated code rk-ifcvt leaves must get
; through register allocation, the IT-block pass and the rest with the
; machine verifier on. The remarks say each region was converted.
;
; RUN: %llc -mtriple=thumbv7m-none-eabi -O2 -enable-rk-ifcvt -rk-ifcvt-force \
; RUN:   -verify-machineinstrs %s -o /dev/null -pass-remarks-output=%t.yaml -pass-remarks-filter=rk-ifcvt
; RUN: FileCheck %s --input-file=%t.yaml
; RUN: %llc -mtriple=thumbv7m-none-eabi -O2 -enable-rk-ifcvt -rk-ifcvt-force \
; RUN:   -verify-machineinstrs -filetype=obj %s -o /dev/null
;
; CHECK-LABEL: --- !Passed
; CHECK-NEXT:  Pass: rk-ifcvt
; CHECK-NEXT:  Name: Converted
; CHECK-NEXT:  Function: diamond
; CHECK-LABEL: --- !Passed
; CHECK-NEXT:  Pass: rk-ifcvt
; CHECK-NEXT:  Name: Converted
; CHECK-NEXT:  Function: maybe_null
; CHECK-LABEL: --- !Passed
; CHECK-NEXT:  Pass: rk-ifcvt
; CHECK-NEXT:  Name: Converted
; CHECK-NEXT:  Function: or_chain
; CHECK-LABEL: --- !Passed
; CHECK-NEXT:  Pass: rk-ifcvt
; CHECK-NEXT:  Name: Converted
; CHECK-NEXT:  Function: loop_break
; CHECK-NOT:   --- !Missed

; if (x < 10) { *p = a; r = a + x; } else { *q = x; r = a - x; }   return r ^ x;
define i32 @diamond(i32 %x, i32 %a, ptr %p, ptr %q) {
entry:
  %lt = icmp slt i32 %x, 10
  br i1 %lt, label %then, label %else

then:
  store volatile i32 %a, ptr %p, align 4
  %t = add nsw i32 %a, %x
  br label %join

else:
  store volatile i32 %x, ptr %q, align 4
  %e = sub nsw i32 %a, %x
  br label %join

join:
  %r = phi i32 [ %t, %then ], [ %e, %else ]
  %s = xor i32 %r, %x
  ret i32 %s
}

; return p ? p[2] + 1 : -1;
define i32 @maybe_null(ptr %p) {
entry:
  %null = icmp eq ptr %p, null
  br i1 %null, label %join, label %then

then:
  %gep = getelementptr inbounds i32, ptr %p, i32 2
  %v = load i32, ptr %gep, align 4
  %v1 = add i32 %v, 1
  br label %join

join:
  %r = phi i32 [ %v1, %then ], [ -1, %entry ]
  ret i32 %r
}

; if (a > 0 || b > 0) { *p = f; e = f + a; } else e = f - b;   return e;
define i32 @or_chain(i32 %a, i32 %b, i32 %f, ptr %p) {
entry:
  %a.pos = icmp sgt i32 %a, 0
  br i1 %a.pos, label %then, label %second

second:
  %b.pos = icmp sgt i32 %b, 0
  br i1 %b.pos, label %then, label %else

then:
  store volatile i32 %f, ptr %p, align 4
  %e.t = add nsw i32 %f, %a
  br label %join

else:
  %e.e = sub nsw i32 %f, %b
  br label %join

join:
  %e = phi i32 [ %e.t, %then ], [ %e.e, %else ]
  ret i32 %e
}

; s = 0; i = 0; do { v = a[i]; if (v < 0) break; if (v > 10) { *q = v; s += v; } else s -= 1; } while (++i < n);
; (the store keeps instruction selection from making the inner diamond a select,
; which would leave a region whose every branch is an exit branch)
define i32 @loop_break(ptr %a, i32 %n, ptr %q) {
entry:
  br label %header

header:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %s = phi i32 [ 0, %entry ], [ %s.next, %latch ]
  %gep = getelementptr inbounds i32, ptr %a, i32 %i
  %v = load i32, ptr %gep, align 4
  %neg = icmp slt i32 %v, 0
  br i1 %neg, label %exit, label %body

body:
  %big = icmp sgt i32 %v, 10
  br i1 %big, label %add, label %dec

add:
  store volatile i32 %v, ptr %q, align 4
  %s.add = add nsw i32 %s, %v
  br label %latch

dec:
  %s.dec = add nsw i32 %s, -1
  br label %latch

latch:
  %s.next = phi i32 [ %s.add, %add ], [ %s.dec, %dec ]
  %i.next = add nuw nsw i32 %i, 1
  %more = icmp slt i32 %i.next, %n
  br i1 %more, label %header, label %exit

exit:
  %r = phi i32 [ %s, %header ], [ %s.next, %latch ]
  ret i32 %r
}
