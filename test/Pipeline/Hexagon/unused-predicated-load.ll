; A load whose result is unused (a volatile read, as csmith writes them)
; is not predicated on Hexagon: LLVM's packetizer keeps apart two
; instructions writing one register through the dependence graph, which
; may leave out edges between dead definitions, and its own check for
; those skips predicated instructions. Predicated, two such loads shared a
; packet writing one register:
;   { if (p0) r3 = memw(r2+#0)
;     if (p0) r3 = memw(r2+#0) }
; which the assembler rejects ("register `R3' modified more than once")
; and qemu ran wrongly (csmith 1092 and 2230, force and default mode).
; A volatile load whose value is used is still predicated.
;
; RUN: %llc -mtriple=hexagon -mcpu=hexagonv67 -O2 -enable-rk-ifcvt -rk-ifcvt-force -disable-hexagon-hwloops \
; RUN:   -verify-machineinstrs %s -o %t.s -pass-remarks=rk-ifcvt -pass-remarks-missed=rk-ifcvt 2> %t.err
; The packets llc wrote are ones the assembler accepts (its packet checks
; run on assembly text, not on llc's own object output).
; RUN: %llvm_tools_dir/llvm-mc -triple=hexagon -mcpu=hexagonv67 -filetype=obj %t.s -o /dev/null
; RUN: FileCheck %s --input-file=%t.err
; RUN: FileCheck %s --check-prefix=ASM --input-file=%t.s
;
; CHECK: not if-converting region at bb.0.entry: bb.1.then: cannot predicate {{.*}}(volatile {{.*}}load (s32) from @g{{.*}}: its result is unused, and the packetizer may put two predicated instructions writing one unused register into a packet
; CHECK: if-converted region at bb.0.entry: 2 blocks, 1 predicates, 1 branches removed, {{[0-9]+}} speculated, 2 predicated
;
; ASM-LABEL: used:
; ASM: if (p{{[0-3]}}.new) r{{[0-9]+}} = memw(##g)

@g = global i32 0, align 4
@h = global i32 0, align 4

define void @unused(i32 %c, ptr %p) {
entry:
  %t = icmp sgt i32 %c, 3
  br i1 %t, label %then, label %join
then:
  %a = load volatile i32, ptr @g, align 4
  %b = load volatile i32, ptr @g, align 4
  %d = load volatile i32, ptr @g, align 4
  br label %join
join:
  %q = phi ptr [ @h, %then ], [ %p, %entry ]
  store i32 1, ptr %q, align 4
  ret void
}

define i32 @used(i32 %c, ptr %p) {
entry:
  %t = icmp sgt i32 %c, 3
  br i1 %t, label %then, label %join
then:
  %a = load volatile i32, ptr @g, align 4
  %b = add i32 %a, 7
  store i32 %b, ptr %p, align 4
  br label %join
join:
  %r = phi i32 [ %b, %then ], [ 0, %entry ]
  ret i32 %r
}
