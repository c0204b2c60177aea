; A value, its increment, a select of the two and an increment of the
; select: stock llc -O2 makes the last increment read the first one's
; result (r2 = add(r2,#0) below), so *p gets x + 1 where it should get
; x + 2. Hexagon's own early if-conversion makes the select here; amode-opt
; then regroups the two adds across the predicated transfer that the
; select became (see addi-base-guard.mir). With -enable-rk-ifcvt the
; plugin's rk-addi-base-guard keeps the increment on the select's register,
; in stock's regions as in rk-ifcvt's.
; RUN: %llc-bare -O2 -mtriple=hexagon -mcpu=hexagonv67 %s -o - | FileCheck %s --check-prefix=STOCK
; RUN: %llc -O2 -mtriple=hexagon -mcpu=hexagonv67 -enable-rk-ifcvt -verify-machineinstrs %s -o - \
; RUN:   | FileCheck %s --check-prefix=GUARD
; RUN: %llc -O2 -mtriple=hexagon -mcpu=hexagonv67 -enable-rk-ifcvt -rk-ifcvt-force -verify-machineinstrs %s -o - \
; RUN:   | FileCheck %s --check-prefix=GUARD
; RUN: %llc -O2 -mtriple=hexagon -mcpu=hexagonv67 -enable-rk-ifcvt -rk-ifcvt-guard-addi-bases=false %s -o - \
; RUN:   | FileCheck %s --check-prefix=STOCK

; STOCK-LABEL: g:
; STOCK:       [[X:r[0-9]+]] = memw(r0+#0)
; STOCK:       [[Y:r[0-9]+]] = add([[X]],#1)
; STOCK:       if (!p0) [[X]] = add([[Y]],#0)
; STOCK:       [[W:r[0-9]+]] = add([[Y]],#0)
; STOCK:       memw(r0+#0) = [[W]].new

; GUARD-LABEL: g:
; GUARD:       [[X:r[0-9]+]] = memw(r0+#0)
; GUARD:       [[Y:r[0-9]+]] = add([[X]],#1)
; GUARD:       if (!p0) [[X]] = add([[Y]],#0)
; GUARD:       [[W:r[0-9]+]] = add([[X]],#1)
; GUARD:       memw(r0+#0) = [[W]].new
; GUARD-NOT:   and(

define void @g(ptr %p, ptr %q, i32 %c) {
entry:
  %x = load i32, ptr %p
  %cc = icmp sgt i32 %c, 10
  br i1 %cc, label %join, label %arm

arm:
  %y = add i32 %x, 1
  store i32 %y, ptr %q
  br label %join

join:
  %z = phi i32 [ %x, %entry ], [ %y, %arm ]
  %w = add i32 %z, 1
  store i32 %w, ptr %p
  ret void
}
