; On NVPTX the cost model weighs warp divergence instead of mispredictions:
; a branch on the thread id makes a warp run both sides, so a small diamond
; on it becomes selp; the same diamond on a kernel parameter (uniform) stays
; a branch; a store under a divergent condition cannot be predicated in
; LLVM's NVPTX and keeps its branch.
; RUN: %llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_75 -O2 -enable-rk-ifcvt -verify-machineinstrs %s -o %t.ptx \
; RUN:   -pass-remarks=rk-ifcvt -pass-remarks-missed=rk-ifcvt -pass-remarks-analysis=rk-ifcvt 2>%t.err
; RUN: FileCheck %s --input-file=%t.ptx
; RUN: FileCheck %s --check-prefix=REMARK --input-file=%t.err
; RUN: %if ptxas %{ %ptxas -arch=sm_75 %t.ptx -o %t.cubin %}

target triple = "nvptx64-nvidia-cuda"

; REMARK: cost of region at bb.0.entry: {{.*}}(0.0 mispredictions x 0, 1 divergent branches)
; REMARK: if-converted region at bb.0.entry: 3 blocks, 2 predicates, 1 branches removed
; CHECK-LABEL: .entry divergent(
; CHECK: setp.{{[a-z]+}}.s32 [[P:%p[0-9]+]],
; CHECK-NOT: bra
; CHECK: selp.b32 %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, [[P]];
; CHECK-NOT: bra
; CHECK: st.global.b32
; CHECK: ret;
define ptx_kernel void @divergent(ptr addrspace(1) %out, i32 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp sgt i32 %tid, %n
  br i1 %c, label %then, label %else
then:
  %a = mul i32 %tid, %n
  br label %join
else:
  %b = sub i32 %tid, %n
  %b2 = shl i32 %b, 3
  br label %join
join:
  %r = phi i32 [ %a, %then ], [ %b2, %else ]
  %p = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %r, ptr addrspace(1) %p
  ret void
}

; REMARK: cost of region at bb.0.entry: {{.*}}({{[0-9.]+}} mispredictions x 0, 0 divergent branches)
; REMARK-NEXT: not if-converting region at bb.0.entry: predicated code
; CHECK-LABEL: .entry uniform(
; CHECK: @%p{{[0-9]+}} bra
define ptx_kernel void @uniform(ptr addrspace(1) %out, i32 %n, i32 %m) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp sgt i32 %m, %n
  br i1 %c, label %then, label %else
then:
  %a = mul i32 %tid, %n
  br label %join
else:
  %b = sub i32 %tid, %n
  %b2 = shl i32 %b, 3
  br label %join
join:
  %r = phi i32 [ %a, %then ], [ %b2, %else ]
  %p = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %r, ptr addrspace(1) %p
  ret void
}

; REMARK: not if-converting region at bb.0.entry: bb.1.then: ST_i32 {{.*}} can be neither speculated nor predicated
; CHECK-LABEL: .entry guarded_store(
; CHECK: @%p{{[0-9]+}} bra
define ptx_kernel void @guarded_store(ptr addrspace(1) %out, i32 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp sgt i32 %tid, %n
  br i1 %c, label %then, label %join
then:
  %p = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %n, ptr addrspace(1) %p
  br label %join
join:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
