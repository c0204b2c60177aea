; Issue 8, the binary search of docs/targets.md on ARM and Thumb2: a
; three-way compare ("<", then ">", else found) whose second branch reads
; the flags of the first one's compare (MachineCSE merged the two compares,
; so the flags are live into the second test's block).
;
; 1. The ARM adaptor repeats the compare at the start of that block before
;    linearizing it (the repeat is erased again when nothing touched the
;    flags in between); before, the region was refused ("flags are live
;    into the block").
; 2. "a >= key && a <= key", the exit test, is one condition of that one
;    compare ("a == key", EQ; HS and LS give EQ too): the loop leaves with
;    BEQ on the flags of the compare, with neither condition captured in a
;    register. Before, each was a MOV #0 + MOVcc #1 and their AND an ANDS.
;
;   int search(const int *a, int n, int key) {   /* usearch: unsigned */
;     int lo = 0, hi = n - 1;
;     while (lo <= hi) {
;       int mid = (lo + hi) >> 1;
;       if (a[mid] < key) lo = mid + 1;
;       else if (a[mid] > key) hi = mid - 1;
;       else return mid;
;     }
;     return -1 - lo;
;   }
;
; The default mode converts the loop on ARM; Thumb2's cost model still
; declines it (its estimate is an upper bound), so -rk-ifcvt-force there.
; RUN: %llc -mtriple=armv7a-linux-gnueabihf -O2 -enable-rk-ifcvt -verify-machineinstrs %s -o - | FileCheck %s
; RUN: %llc -mtriple=thumbv7a-linux-gnueabihf -O2 -enable-rk-ifcvt -rk-ifcvt-force -verify-machineinstrs %s -o - | FileCheck %s --check-prefixes=CHECK,THUMB
;
; The loop body: the load, its one compare, lo and hi updated under the
; two codes that read it, and the exit on equality, nothing in between.
; CHECK-LABEL: search:
; CHECK:       ldr{{(\.w)?}} [[V:r[0-9]+]], [r0, {{r[0-9]+}}, lsl #2]
; CHECK-NEXT:  cmp [[V]], r2
; THUMB-NEXT:  ite lt
; CHECK-NEXT:  addlt{{(\.w)?}} [[LO:[a-z0-9]+]], [[MID:[a-z0-9]+]], #1
; CHECK-NEXT:  subge{{(\.w)?}} [[HI:[a-z0-9]+]], [[MID]], #1
; CHECK-NEXT:  beq .LBB0_{{[0-9]+}}
; CHECK-NEXT:  @ %bb.
; CHECK-NEXT:  @ in Loop
; CHECK-NEXT:  cmp [[LO]], [[HI]]
; CHECK-NEXT:  ble .LBB0_{{[0-9]+}}
;
; CHECK-LABEL: usearch:
; CHECK:       ldr{{(\.w)?}} [[V:r[0-9]+]], [r0, {{r[0-9]+}}, lsl #2]
; CHECK-NEXT:  cmp [[V]], r2
; THUMB-NEXT:  ite lo
; CHECK-NEXT:  addlo{{(\.w)?}} [[LO:[a-z0-9]+]], [[MID:[a-z0-9]+]], #1
; CHECK-NEXT:  subhs{{(\.w)?}} [[HI:[a-z0-9]+]], [[MID]], #1
; CHECK-NEXT:  beq .LBB1_{{[0-9]+}}
; CHECK-NEXT:  @ %bb.
; CHECK-NEXT:  @ in Loop
; CHECK-NEXT:  cmp [[LO]], [[HI]]
; CHECK-NEXT:  ble .LBB1_{{[0-9]+}}

target triple = "armv7-unknown-linux-gnueabihf"

define dso_local i32 @search(ptr noundef readonly captures(none) %a, i32 noundef %n, i32 noundef %key) local_unnamed_addr {
entry:
  %cmp.not26 = icmp slt i32 %n, 1
  br i1 %cmp.not26, label %cleanup10, label %while.body.preheader

while.body.preheader:                             ; preds = %entry
  %sub = add nsw i32 %n, -1
  br label %while.body

while.body:                                       ; preds = %while.body.preheader, %cleanup
  %hi.028 = phi i32 [ %hi.2, %cleanup ], [ %sub, %while.body.preheader ]
  %lo.027 = phi i32 [ %lo.2, %cleanup ], [ 0, %while.body.preheader ]
  %add = add nuw nsw i32 %hi.028, %lo.027
  %shr = lshr i32 %add, 1
  %arrayidx = getelementptr inbounds nuw i32, ptr %a, i32 %shr
  %0 = load i32, ptr %arrayidx, align 4
  %cmp1 = icmp slt i32 %0, %key
  br i1 %cmp1, label %if.then, label %if.else

if.then:                                          ; preds = %while.body
  %add2 = add nuw nsw i32 %shr, 1
  br label %cleanup

if.else:                                          ; preds = %while.body
  %cmp4 = icmp sgt i32 %0, %key
  br i1 %cmp4, label %if.then5, label %cleanup10

if.then5:                                         ; preds = %if.else
  %sub6 = add nsw i32 %shr, -1
  br label %cleanup

cleanup:                                          ; preds = %if.then, %if.then5
  %lo.2 = phi i32 [ %lo.027, %if.then5 ], [ %add2, %if.then ]
  %hi.2 = phi i32 [ %sub6, %if.then5 ], [ %hi.028, %if.then ]
  %cmp.not = icmp sgt i32 %lo.2, %hi.2
  br i1 %cmp.not, label %while.end.loopexit, label %while.body

while.end.loopexit:                               ; preds = %cleanup
  %1 = xor i32 %lo.2, -1
  br label %cleanup10

cleanup10:                                        ; preds = %if.else, %entry, %while.end.loopexit
  %retval.2 = phi i32 [ %1, %while.end.loopexit ], [ -1, %entry ], [ %shr, %if.else ]
  ret i32 %retval.2
}

define dso_local i32 @usearch(ptr noundef readonly captures(none) %a, i32 noundef %n, i32 noundef %key) local_unnamed_addr {
entry:
  %cmp.not26 = icmp slt i32 %n, 1
  br i1 %cmp.not26, label %cleanup10, label %while.body.preheader

while.body.preheader:                             ; preds = %entry
  %sub = add nsw i32 %n, -1
  br label %while.body

while.body:                                       ; preds = %while.body.preheader, %cleanup
  %hi.028 = phi i32 [ %hi.2, %cleanup ], [ %sub, %while.body.preheader ]
  %lo.027 = phi i32 [ %lo.2, %cleanup ], [ 0, %while.body.preheader ]
  %add = add nuw nsw i32 %hi.028, %lo.027
  %shr = lshr i32 %add, 1
  %arrayidx = getelementptr inbounds nuw i32, ptr %a, i32 %shr
  %0 = load i32, ptr %arrayidx, align 4
  %cmp1 = icmp ult i32 %0, %key
  br i1 %cmp1, label %if.then, label %if.else

if.then:                                          ; preds = %while.body
  %add2 = add nuw nsw i32 %shr, 1
  br label %cleanup

if.else:                                          ; preds = %while.body
  %cmp4 = icmp ugt i32 %0, %key
  br i1 %cmp4, label %if.then5, label %cleanup10

if.then5:                                         ; preds = %if.else
  %sub6 = add nsw i32 %shr, -1
  br label %cleanup

cleanup:                                          ; preds = %if.then, %if.then5
  %lo.2 = phi i32 [ %lo.027, %if.then5 ], [ %add2, %if.then ]
  %hi.2 = phi i32 [ %sub6, %if.then5 ], [ %hi.028, %if.then ]
  %cmp.not = icmp sgt i32 %lo.2, %hi.2
  br i1 %cmp.not, label %while.end.loopexit, label %while.body

while.end.loopexit:                               ; preds = %cleanup
  %1 = xor i32 %lo.2, -1
  br label %cleanup10

cleanup10:                                        ; preds = %if.else, %entry, %while.end.loopexit
  %retval.2 = phi i32 [ %1, %while.end.loopexit ], [ -1, %entry ], [ %shr, %if.else ]
  ret i32 %retval.2
}

