; The new pass manager's plugin flags (issue 47). The plugin exports
; llvmGetPassPluginInfo, so the drivers that take -load-pass-plugin or
; -fpass-plugin accept it; loading it registers the same options and the
; same pipeline callback as -load/-fplugin, and rk-ifcvt runs in the
; (legacy) code-generation pipeline, the only one ARM, Hexagon and NVPTX
; have in LLVM 22.
;
; REQUIRES: arm-registered-target
;
; llc -load-pass-plugin works like llc -load:
; RUN: %llc-bare -mtriple=thumbv7a-linux-gnueabihf -O2 -load-pass-plugin=%plugin \
; RUN:   -enable-rk-ifcvt -rk-ifcvt-force -verify-machineinstrs -pass-remarks=rk-ifcvt \
; RUN:   %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=LLC
; LLC: remark: <unknown>:0:0: if-converted region at bb.0.entry: 2 blocks
;
; opt runs IR passes only: naming rk-ifcvt (or the printer) in an IR
; pipeline ends with an error that says where to run it, not a crash and not
; "unknown pass name".
; RUN: not %opt -load-pass-plugin=%plugin -passes=rk-ifcvt %s -o /dev/null 2>&1 \
; RUN:   | FileCheck %s --check-prefix=OPT
; RUN: not %opt -load-pass-plugin=%plugin -passes='function(rk-ifcvt-print)' %s \
; RUN:   -o /dev/null 2>&1 | FileCheck %s --check-prefix=OPT-PRINT
; OPT: error: 'rk-ifcvt' is a machine-code pass of the rkifc plugin: opt runs IR passes and cannot run it. Run it with llc
; OPT-NOT: Stack dump
; OPT-PRINT: error: 'rk-ifcvt-print' is a machine-code pass
;
; Other pipelines are untouched by the plugin:
; RUN: %opt -load-pass-plugin=%plugin -passes=instcombine %s -S -o - | FileCheck %s --check-prefix=IR
; IR: define i32 @guarded_update

target triple = "thumbv7a-unknown-linux-gnueabihf"

define i32 @guarded_update(i32 %m, ptr %q) {
entry:
  %qn = icmp eq ptr %q, null
  br i1 %qn, label %join, label %then

then:
  %l = load i32, ptr %q, align 4
  %s = add nsw i32 %l, %m
  store i32 %s, ptr %q, align 4
  br label %join

join:
  ret i32 %m
}
