; rk-ifcvt's ARM selects read a value through the copies instruction
; selection puts around it (here from an SPR of fptosi to a GPR); the value
; then has a new use after the copy that killed it, and its kill flag has to
; go. It did not: "Virtual register killed in block, but needed live out"
; right after rk-ifcvt (scripts/campaign.py, llvm-stress seed 3750 and
; 5148 on ARM and Thumb2, -rk-ifcvt-force; reduced with llvm-reduce).
;
; RUN: %llc -mtriple=armv7a-linux-gnueabihf -O2 -enable-rk-ifcvt -rk-ifcvt-force \
; RUN:   -verify-machineinstrs -pass-remarks=rk-ifcvt %s -o /dev/null 2>&1 | FileCheck %s
; RUN: %llc -mtriple=thumbv7a-linux-gnueabihf -O2 -enable-rk-ifcvt -rk-ifcvt-force \
; RUN:   -verify-machineinstrs -pass-remarks=rk-ifcvt %s -o /dev/null 2>&1 | FileCheck %s
; CHECK:     remark: {{.*}}if-converted region
; CHECK-NOT: Bad machine code


define <4 x i32> @autogen_SD3750(i1 %Cmp18) {
BB:
  %FC = fptosi <4 x double> splat (double 0x7FF8000000000000) to <4 x i32>
  br label %CF118

CF118:                                            ; preds = %CF118, %BB
  br i1 %Cmp18, label %CF118, label %CF113

CF113:                                            ; preds = %CF118
  %Sl17 = select i1 false, <4 x i32> %FC, <4 x i32> zeroinitializer
  ret <4 x i32> %Sl17
}
