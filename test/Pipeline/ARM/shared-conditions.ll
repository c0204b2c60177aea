; Issue 8: a branch that repeats an earlier branch's compare reads the same
; condition, so the two share one 0/1 value on ARM. In guarded_null's
; store_chain (below) "p != 0" is tested twice, by the "p && (v & 3)"
; branch and by the "else if (p)" branch; each got its own MOV #0 / MOVcc #1
; from the same CMP p, #0, a compare, a MOV and a MOVcc more per iteration.
;
;   void store_chain(int **pp, const int *a, int n) {
;     for (int i = 0; i < n; i++) {
;       int *p = pp[i];
;       int v = a[i];
;       if (p && (v & 3) != 0) *p += v;
;       else if (p) *p ^= 0x55;
;       else sink[i] += v;
;     }
;   }
;
; RUN: %llc -mtriple=armv7a-linux-gnueabihf -O2 -enable-rk-ifcvt -rk-ifcvt-force -verify-machineinstrs %s -stop-after=rk-ifcvt -o - \
; RUN:   | FileCheck %s
; RUN: %llc -mtriple=thumbv7a-linux-gnueabihf -O2 -enable-rk-ifcvt -rk-ifcvt-force -verify-machineinstrs %s -stop-after=rk-ifcvt -o - \
; RUN:   | FileCheck %s --check-prefix=THUMB
; RUN: %llc -mtriple=armv7a-linux-gnueabihf -O2 -enable-rk-ifcvt -rk-ifcvt-force -verify-machineinstrs %s -o /dev/null
;
; Two conditions, p == 0 and (v & 3) == 0, so two captures; the second
; branch on p == 0 reads the first one (the else-if arm runs under
; "p == 0 or v & 3 == 0" and not "p == 0": a BIC of it).
; CHECK-LABEL: name: store_chain
; CHECK:       bb.3.for.body:
; CHECK:         CMPri [[P:%[0-9]+]], 0, 14 /* CC::al */, $noreg, implicit-def $cpsr
; CHECK-NEXT:    {{%[0-9]+}}:gpr = MOVi 0
; CHECK-NEXT:    [[NULL:%[0-9]+]]:gpr = MOVCCi %{{[0-9]+}}, 1, 0 /* CC::eq */, $cpsr
; CHECK:         [[LOW:%[0-9]+]]:gpr = MOVCCi %{{[0-9]+}}, 1, 0 /* CC::eq */, $cpsr
; CHECK-NOT:     MOVCCi
; CHECK:         BICrr %{{[0-9]+}}, [[NULL]]
; CHECK-NOT:     MOVCCi
; CHECK:         Bcc
;
; THUMB-LABEL: name: store_chain
; THUMB-COUNT-2: t2MOVCCi %{{[0-9]+}}, 1, 0 /* CC::eq */, $cpsr
; THUMB-NOT:     t2MOVCCi
; THUMB:         {{^\.\.\.$}}

@sink = dso_local global [64 x i32] zeroinitializer, align 4

define dso_local void @store_chain(ptr noundef readonly captures(none) %pp, ptr noundef readonly captures(none) %a, i32 noundef %n) {
entry:
  %cmp18 = icmp sgt i32 %n, 0
  br i1 %cmp18, label %for.body, label %for.cond.cleanup

for.cond.cleanup:                                 ; preds = %if.end8, %entry
  ret void

for.body:                                         ; preds = %entry, %if.end8
  %i.019 = phi i32 [ %inc, %if.end8 ], [ 0, %entry ]
  %arrayidx = getelementptr inbounds nuw ptr, ptr %pp, i32 %i.019
  %0 = load ptr, ptr %arrayidx, align 4
  %arrayidx1 = getelementptr inbounds nuw i32, ptr %a, i32 %i.019
  %1 = load i32, ptr %arrayidx1, align 4
  %tobool.not = icmp eq ptr %0, null
  %and = and i32 %1, 3
  %cmp2.not = icmp eq i32 %and, 0
  %or.cond = select i1 %tobool.not, i1 true, i1 %cmp2.not
  br i1 %or.cond, label %if.else, label %if.then

if.then:                                          ; preds = %for.body
  %2 = load i32, ptr %0, align 4
  %add = add nsw i32 %2, %1
  store i32 %add, ptr %0, align 4
  br label %if.end8

if.else:                                          ; preds = %for.body
  br i1 %tobool.not, label %if.else5, label %if.then4

if.then4:                                         ; preds = %if.else
  %3 = load i32, ptr %0, align 4
  %xor = xor i32 %3, 85
  store i32 %xor, ptr %0, align 4
  br label %if.end8

if.else5:                                         ; preds = %if.else
  %arrayidx6 = getelementptr inbounds nuw i32, ptr @sink, i32 %i.019
  %4 = load i32, ptr %arrayidx6, align 4
  %add7 = add nsw i32 %4, %1
  store i32 %add7, ptr %arrayidx6, align 4
  br label %if.end8

if.end8:                                          ; preds = %if.then4, %if.else5, %if.then
  %inc = add nuw nsw i32 %i.019, 1
  %exitcond.not = icmp eq i32 %inc, %n
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body
}
