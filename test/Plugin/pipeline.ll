; -enable-rk-ifcvt inserts rk-ifcvt into the normal llc pipeline, right after
; machine sinking, and -rk-ifcvt-print-regions the printer just before it, on
; every target: here Hexagon, ARM, Thumb2 and NVPTX.
;
; REQUIRES: hexagon-registered-target, arm-registered-target, nvptx-registered-target
;
; RUN: %llc -mtriple=hexagon -O2 -enable-rk-ifcvt -rk-ifcvt-print-regions \
; RUN:   -verify-machineinstrs %s -o /dev/null | FileCheck %s
; RUN: %llc -mtriple=armv7a-linux-gnueabihf -O2 -enable-rk-ifcvt -rk-ifcvt-print-regions \
; RUN:   -verify-machineinstrs %s -o /dev/null | FileCheck %s
; RUN: %llc -mtriple=thumbv7a-linux-gnueabihf -O2 -enable-rk-ifcvt -rk-ifcvt-print-regions \
; RUN:   -verify-machineinstrs %s -o /dev/null | FileCheck %s
; RUN: %llc -mtriple=nvptx64-nvidia-cuda -O2 -enable-rk-ifcvt -rk-ifcvt-print-regions \
; RUN:   -verify-machineinstrs %s -o /dev/null | FileCheck %s
;
; if (a > 0 && b > 0) *p = a; else *q += b;  with volatile accesses, so
; that neither the IR simplifycfg nor Hexagon's early if-conversion folds
; the arms first. Whatever each target's instruction selection makes of the
; && (block names and numbers differ), the region is the entry, the b test,
; the two arms (the return is an exit), and the else arm has the OR-type
; predicate of two edges, the only one that starts false.
; CHECK:      rk-ifcvt: function and_chain: 1 regions
; CHECK-NEXT: region 0: entry bb.0.entry, 4 blocks
; CHECK:      K([[OR:p[0-9]]]) = { {{[-+]}}bb.0.entry, {{[-+]}}bb.{{[^ ]+}} }
; CHECK-NEXT: init false: [[OR]]
; CHECK-NEXT: predicates: 3
;
; Where they run: after "Machine code sinking", the printer first.
; RUN: %llc -mtriple=hexagon -O2 -enable-rk-ifcvt -rk-ifcvt-print-regions \
; RUN:   -debug-pass=Structure %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=ORDER
; ORDER:      Machine code sinking
; ORDER-NOT:  Peephole Optimizations
; ORDER:      rkifc region analysis printer
; ORDER-NOT:  Peephole Optimizations
; ORDER:      rkifc if-conversion
; ORDER:      Peephole Optimizations
;
;
; On Hexagon the dead-definition guard runs after register allocation and
; before the packetizer, whose gap it covers (Pipeline/Hexagon/dead-def-guard.mir);
; not on other targets.
; RUN: %llc -mtriple=hexagon -O2 -enable-rk-ifcvt -debug-pass=Structure %s -o /dev/null 2>&1 \
; RUN:   | FileCheck %s --check-prefix=GUARD
; GUARD:      Greedy Register Allocator
; GUARD:      rkifc: keep overlapping dead definitions out of one packet
; GUARD:      Hexagon Packetizer
; RUN: %llc -mtriple=armv7a-linux-gnueabihf -O2 -enable-rk-ifcvt -debug-pass=Structure %s -o /dev/null 2>&1 \
; RUN:   | FileCheck %s --check-prefix=NOGUARD
; NOGUARD: rkifc if-conversion
; NOGUARD-NOT: dead definitions
;
; The IR's uniformity analysis (and the cycle info under it) is for GPUs,
; whose branches diverge: rk-ifcvt computes it itself there, so other
; targets do not run it for nothing. NVPTX still sees divergence
; (Transform/NVPTX/divergence.ll).
; RUN: %llc -mtriple=armv7a-linux-gnueabihf -O2 -enable-rk-ifcvt -debug-pass=Structure %s -o /dev/null 2>&1 \
; RUN:   | FileCheck %s --check-prefix=NOUNIFORMITY
; RUN: %llc -mtriple=hexagon -O2 -enable-rk-ifcvt -debug-pass=Structure %s -o /dev/null 2>&1 \
; RUN:   | FileCheck %s --check-prefix=NOUNIFORMITY
; NOUNIFORMITY:     Machine code sinking
; NOUNIFORMITY-NOT: Uniformity Analysis
; NOUNIFORMITY:     rkifc if-conversion
;
; Loading the plugin alone changes nothing.
; RUN: %llc -mtriple=hexagon -O2 -debug-pass=Structure %s -o /dev/null 2>&1 \
; RUN:   | FileCheck %s --check-prefix=OFF
; OFF: Machine code sinking
; OFF-NOT: rkifc

define void @and_chain(i32 %a, i32 %b, ptr %p, ptr %q) {
entry:
  %a.pos = icmp sgt i32 %a, 0
  br i1 %a.pos, label %test.b, label %else

test.b:
  %b.pos = icmp sgt i32 %b, 0
  br i1 %b.pos, label %then, label %else

then:
  store volatile i32 %a, ptr %p, align 4
  br label %join

else:
  %v = load volatile i32, ptr %q, align 4
  %w = add i32 %v, %b
  store volatile i32 %w, ptr %q, align 4
  br label %join

join:
  ret void
}
