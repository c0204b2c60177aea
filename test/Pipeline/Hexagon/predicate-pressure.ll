; Hexagon has four predicate registers. The linear code of this loop body (a
; tokenizer step, reduced from the state_machine kernel) reads compares
; where the branches were and again at its end, for the selects, with the
; guards of its arms live in between: more predicates than registers. The
; register allocator then moves predicates through general registers
; (r = p, copies, p = r), a chain of dependent packets; state_machine ran
; 0.4% slower than stock with rkifc on Hexagon, about 11 packets per loop
; entry against 5 estimated. Where that happens, the adaptor repeats a
; compare that reads only general registers right before its later uses.
; The whole body is converted with -rk-ifcvt-force: since the cost model
; reads the dependence height from the plan's list of operations (issue
; 47), the default mode converts only its sub-region at bb.3.other (below).
;
; RUN: %llc -mtriple=hexagon -mcpu=hexagonv67 -O2 -enable-rk-ifcvt -rk-ifcvt-force -machine-sink-split=0 \
; RUN:   -disable-hexagon-hwloops -verify-machineinstrs %s -stop-after=rk-ifcvt -o - \
; RUN:   | FileCheck %s --check-prefix=MIR
; RUN: %llc -mtriple=hexagon -mcpu=hexagonv67 -O2 -enable-rk-ifcvt -rk-ifcvt-force -machine-sink-split=0 \
; RUN:   -disable-hexagon-hwloops -verify-machineinstrs %s -stop-after=rk-ifcvt -o - \
; RUN:   -rk-ifcvt-hexagon-repeat-compares=false | FileCheck %s --check-prefix=KEPT
;
; "state == 0" is compared at the top of the body, again for a guard in the
; middle, and again right before the select that reads it; without the
; repetition every reader uses the first compare.
; MIR-LABEL: bb.1
; MIR:       [[EARLY:%[0-9]+]]:predregs = C2_cmpeqi [[STATE:%[0-9]+]], 0
; MIR:       [[MIDDLE:%[0-9]+]]:predregs = C2_cmpeqi [[STATE]], 0
; MIR-NEXT:  C2_or [[MIDDLE]],
; MIR:       [[LATE:%[0-9]+]]:predregs = C2_cmpeqi [[STATE]], 0
; MIR-NEXT:  C2_mux [[LATE]],
; KEPT-LABEL: bb.1
; KEPT:       [[EARLY:%[0-9]+]]:predregs = C2_cmpeqi [[STATE:%[0-9]+]], 0
; KEPT-NOT:   C2_cmpeqi [[STATE]], 0
; KEPT:       C2_mux [[EARLY]],
;
; After register allocation: 9 transfers between predicate and general
; registers without the repetition, 3 with it (the guards that stay live).
; RUN: %llc -mtriple=hexagon -mcpu=hexagonv67 -O2 -enable-rk-ifcvt -rk-ifcvt-force -machine-sink-split=0 \
; RUN:   -disable-hexagon-hwloops -verify-machineinstrs %s -o - \
; RUN:   | grep -cE '= p[0-3]$|p[0-3] = r[0-9]+$' | FileCheck %s --check-prefix=FEWER
; RUN: %llc -mtriple=hexagon -mcpu=hexagonv67 -O2 -enable-rk-ifcvt -rk-ifcvt-force -machine-sink-split=0 \
; RUN:   -disable-hexagon-hwloops -verify-machineinstrs %s -o - -rk-ifcvt-hexagon-repeat-compares=false \
; RUN:   | grep -cE '= p[0-3]$|p[0-3] = r[0-9]+$' | FileCheck %s --check-prefix=MORE
; FEWER: {{^}}3{{$}}
; MORE:  {{^}}9{{$}}
;
; The default mode times the body's linear code from the plan's list of
; operations: 7 cycles high (the guard of the arm that reads the middle
; compare is an OR of an AND, and the selects of the loop head's PHIs,
; whose values come back by the latch, end the code), too high to clear the
; margin against 7.2 branchy cycles, so only the sub-region at bb.3.other
; is converted. (Stop 50 estimated 5 and converted the whole body.)
; RUN: %llc -mtriple=hexagon -mcpu=hexagonv67 -O2 -enable-rk-ifcvt -machine-sink-split=0 \
; RUN:   -disable-hexagon-hwloops %s -o /dev/null -pass-remarks=rk-ifcvt \
; RUN:   -pass-remarks-missed=rk-ifcvt -pass-remarks-analysis=rk-ifcvt 2>&1 | FileCheck %s --check-prefix=DEFAULT
; DEFAULT:     cost of region at bb.1.step: {{.*}} predicated 7.0 cycles ({{.*}}, height 7,
; DEFAULT-NOT: if-converted region at bb.1.step
; DEFAULT:     if-converted sub-region at bb.3.other

target triple = "hexagon"

define void @tokenize(ptr %out, ptr %text) {
entry:
  br label %step

step:
  %state = phi i32 [ 1, %entry ], [ 0, %next ]
  %value = phi i32 [ 0, %entry ], [ %value.next, %next ]
  %c = load i8, ptr %text, align 1
  %start = icmp eq i32 %state, 0
  br i1 %start, label %digit, label %other

digit:
  %v1 = add i32 %value, 1
  %cz = zext i8 %c to i32
  %v2 = add i32 %v1, %cz
  br label %next

other:
  switch i8 %c, label %op [
    i8 47, label %next
    i8 32, label %space
    i8 10, label %space
  ]

space:
  store i32 0, ptr %out, align 4
  br label %next

op:
  br label %next

next:
  %value.next = phi i32 [ 0, %other ], [ %v2, %digit ], [ 0, %space ], [ %value, %op ]
  br label %step
}
