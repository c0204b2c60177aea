//===- DebugShelter.cpp - Keep debug instructions away from a pass --------===//
//
// LLVM requires that debug information never changes the generated code.
// LLVM 22's VLIW machine scheduler (Hexagon) breaks that: it sizes its
// critical-path estimate by the number of instructions in the block,
// debug instructions included (VLIWMachineScheduler::getBBSize, upstream
// issue #224483), so with -g a block of 13 instructions and 8 DBG_VALUEs
// is scheduled as if it held 21. It changes stock code too (6 of the 20
// benchmark kernels), and more often the larger blocks rk-ifcvt makes: -g
// changed the Hexagon code of about 40% of converted loop kernels.
//
// Other Hexagon passes have the same weakness: expand-condsets stops folding
// an instruction into a predicated one when a DBG_VALUE naming it sits
// between the instruction and its C2_mux, and the new-value-jump pass stops
// moving a compare's feeder down to the branch past a debug instruction.
//
// Two passes leave such passes nothing to stumble on: rk-debug-shelve,
// right before them, unlinks every debug instruction and remembers the
// instructions it followed; rk-debug-unshelve, right after, puts each back
// after the nearest of those that is still there, wherever the passes moved
// it (where the scheduler itself would have put it), never inside a bundle
// and never after a branch. The plugin runs the pair twice on Hexagon: from
// the register coalescer to the machine scheduler, and around the target's
// pre-emit passes (new-value jumps, packetizer), ending before
// LiveDebugValues. A debug value whose register a pass coalesced away, or
// all of whose anchors were deleted, says "unknown" instead. Without -g
// they have nothing to do, so with -g the code is the code without it. The
// pairs can go once LLVM stops looking at debug instructions there.
//
// Prologue/epilogue insertion needs more. Hexagon's frame lowering turns a
// spill store and its reloads into register copies when a register is free
// across them (HexagonFrameLowering::optimizeSpillSlots), but gives up on
// any slot that a non-memory instruction names, and a DBG_VALUE of a
// spilled variable names its slot; the register scavenger counts a
// DBG_VALUE as a use of its register. The pass rewrites the frame indices
// of debug values, so rk-debug-hide-slots first takes just the frame index
// out of them, then a shelve/unshelve pair runs around the pass, and
// rk-debug-restore-slots puts each location back the way the pass would
// have (frame register plus offset). Where the slot was turned into copies
// its contents are stale, and the debug value says "unknown" instead.
//
//===----------------------------------------------------------------------===//

#include "rkifc/Target/Hexagon/HexagonPasses.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/BinaryFormat/Dwarf.h"
#include "llvm/CodeGen/MachineFrameInfo.h"
#include "llvm/CodeGen/MachineFunction.h"
#include "llvm/CodeGen/MachineRegisterInfo.h"
#include "llvm/CodeGen/MachineFunctionPass.h"
#include "llvm/CodeGen/MachineInstrBundle.h"
#include "llvm/CodeGen/PseudoSourceValue.h"
#include "llvm/CodeGen/TargetFrameLowering.h"
#include "llvm/CodeGen/TargetRegisterInfo.h"
#include "llvm/CodeGen/TargetSubtargetInfo.h"
#include "llvm/IR/DebugInfoMetadata.h"
#include "llvm/InitializePasses.h"

#include <map>
#include <mutex>
#include <vector>

using namespace llvm;

namespace {

/// A debug instruction taken out of its block, and the non-debug
/// instructions it followed, nearest first (empty: it was at the top of
/// the block). Only the nearest few are kept: enough when a pass deletes
/// an instruction or two, as expand-condsets does with a mux.
struct Shelved {
  MachineBasicBlock *Block;
  SmallVector<MachineInstr *, 4> After;
  MachineInstr *Debug;
};

/// A debug operand whose frame index rk-debug-hide-slots took out.
struct HiddenSlot {
  MachineInstr *Debug;
  unsigned OpIdx;
  int FrameIndex;
  unsigned StoresBefore; ///< instructions storing to the slot at the time
};

/// What one pass of a pair took out, per function, until the other puts it
/// back. A compiler may run functions on several threads.
template <typename ItemT> class Shelf {
public:
  void put(const MachineFunction &MF, std::vector<ItemT> Items) {
    std::lock_guard<std::mutex> Lock(M);
    Items.swap(ByFunction[&MF]);
  }
  std::vector<ItemT> take(const MachineFunction &MF) {
    std::lock_guard<std::mutex> Lock(M);
    std::vector<ItemT> Items;
    auto It = ByFunction.find(&MF);
    if (It != ByFunction.end()) {
      Items.swap(It->second);
      ByFunction.erase(It);
    }
    return Items;
  }

private:
  std::mutex M;
  std::map<const MachineFunction *, std::vector<ItemT>> ByFunction;
};

Shelf<Shelved> &theShelf() {
  static Shelf<Shelved> S;
  return S;
}

Shelf<HiddenSlot> &theSlotShelf() {
  static Shelf<HiddenSlot> S;
  return S;
}

bool namesFrameIndex(const MachineInstr &MI) {
  return any_of(MI.operands(),
                [](const MachineOperand &MO) { return MO.isFI(); });
}

/// How many instructions store to each stack slot, by their memory operands
/// (which outlive the frame indices the prologue/epilogue pass replaces).
DenseMap<int, unsigned> countSlotStores(const MachineFunction &MF) {
  DenseMap<int, unsigned> Stores;
  for (const MachineBasicBlock &MBB : MF)
    for (const MachineInstr &MI : MBB.instrs()) {
      if (MI.isDebugInstr() || !MI.mayStore())
        continue;
      for (const MachineMemOperand *MMO : MI.memoperands())
        if (const auto *Slot = dyn_cast_or_null<FixedStackPseudoSourceValue>(
                MMO->getPseudoValue()))
          if (MMO->isStore())
            ++Stores[Slot->getFrameIndex()];
    }
  return Stores;
}

class DebugShelve : public MachineFunctionPass {
public:
  static char ID;
  DebugShelve() : MachineFunctionPass(ID) {}
  StringRef getPassName() const override {
    return "rkifc: shelve debug instructions";
  }
  void getAnalysisUsage(AnalysisUsage &AU) const override {
    // Debug instructions have no slot indexes and no live ranges.
    AU.setPreservesAll();
    MachineFunctionPass::getAnalysisUsage(AU);
  }
  bool runOnMachineFunction(MachineFunction &MF) override {
    // After register allocation (around prologue/epilogue insertion) a
    // debug value that still names a stack slot stays: only that pass can
    // resolve the slot. rk-debug-hide-slots leaves only those at the top of
    // the entry block (stack arguments), which the pass keeps below the
    // prologue, where the frame register reaches them.
    bool KeepSlotValues = MF.getProperties().hasNoVRegs();
    std::vector<Shelved> Items;
    for (MachineBasicBlock &MBB : MF) {
      SmallVector<MachineInstr *, 4> After;
      for (MachineInstr &MI : make_early_inc_range(MBB.instrs())) {
        if (!MI.isDebugInstr()) {
          After.insert(After.begin(), &MI);
          if (After.size() > 4)
            After.pop_back();
          continue;
        }
        if (KeepSlotValues && namesFrameIndex(MI))
          continue;
        MBB.remove_instr(&MI);
        Items.push_back({&MBB, After, &MI});
      }
    }
    bool Changed = !Items.empty();
    theShelf().put(MF, std::move(Items));
    return Changed;
  }
};

class DebugUnshelve : public MachineFunctionPass {
public:
  static char ID;
  DebugUnshelve() : MachineFunctionPass(ID) {}
  StringRef getPassName() const override {
    return "rkifc: put debug instructions back";
  }
  void getAnalysisUsage(AnalysisUsage &AU) const override {
    AU.setPreservesAll();
    MachineFunctionPass::getAnalysisUsage(AU);
  }
  bool runOnMachineFunction(MachineFunction &MF) override {
    std::vector<Shelved> Items = theShelf().take(MF);
    if (Items.empty())
      return false;
    // Which instructions are still there (a shelved pointer to a deleted one
    // is compared, never followed).
    DenseMap<const MachineInstr *, MachineBasicBlock *> Present;
    for (MachineBasicBlock &MBB : MF)
      for (MachineInstr &MI : MBB.instrs())
        Present[&MI] = &MBB;
    SmallPtrSet<const MachineBasicBlock *, 16> Blocks;
    for (MachineBasicBlock &MBB : MF)
      Blocks.insert(&MBB);
    const MachineRegisterInfo &MRI = MF.getRegInfo();
    // Items of one block and one predecessor are consecutive and keep their
    // order: each goes after the one before it.
    MachineInstr *Last = nullptr, *PrevAnchor = nullptr;
    MachineBasicBlock *PrevBlock = nullptr;
    for (const Shelved &S : Items) {
      if (!Blocks.count(S.Block)) { // the block itself went away
        MF.deleteMachineInstr(S.Debug);
        continue;
      }
      MachineInstr *Anchor = nullptr;
      for (MachineInstr *A : S.After)
        if (Present.lookup(A) == S.Block) {
          Anchor = A;
          break;
        }
      bool SameRun = Last && PrevBlock == S.Block && PrevAnchor == Anchor;
      MachineBasicBlock::instr_iterator Where =
          SameRun  ? std::next(Last->getIterator())
          : Anchor ? getBundleEnd(Anchor->getIterator()) // never inside one
                   : S.Block->instr_begin();
      Where = beforeTerminators(*S.Block, Where);
      S.Block->insert(Where, S.Debug);
      // All the instructions it followed went: where it lands (the top of
      // the block) its value may not be computed yet.
      if (!Anchor && !S.After.empty() && S.Debug->isDebugValue())
        S.Debug->setDebugValueUndef();
      forgetVanishedRegisters(*S.Debug, MRI);
      Last = S.Debug;
      PrevAnchor = Anchor;
      PrevBlock = S.Block;
    }
    return true;
  }

private:
  /// Where, or the block's first terminator if Where is past it: an anchor
  /// the packetizer bundled with the branch would otherwise put a debug
  /// instruction after the branch, and the block would no longer end in
  /// its terminators.
  static MachineBasicBlock::instr_iterator
  beforeTerminators(MachineBasicBlock &MBB,
                    MachineBasicBlock::instr_iterator Where) {
    MachineBasicBlock::iterator FirstTerm = MBB.getFirstTerminator();
    if (FirstTerm == MBB.end())
      return Where;
    MachineBasicBlock::instr_iterator T = FirstTerm.getInstrIterator();
    for (auto I = T, E = MBB.instr_end(); I != E; ++I)
      if (I == Where)
        return T;
    return Where == MBB.instr_end() ? T : Where;
  }

  /// A debug value naming a virtual register that no instruction defines
  /// any more (coalesced into another) says "unknown" instead.
  static void forgetVanishedRegisters(MachineInstr &MI,
                                      const MachineRegisterInfo &MRI) {
    if (!MI.isDebugValue())
      return;
    for (MachineOperand &MO : MI.debug_operands())
      if (MO.isReg() && MO.getReg().isVirtual() &&
          MRI.def_empty(MO.getReg())) {
        MI.setDebugValueUndef();
        return;
      }
  }
};

class DebugHideSlots : public MachineFunctionPass {
public:
  static char ID;
  DebugHideSlots() : MachineFunctionPass(ID) {}
  StringRef getPassName() const override {
    return "rkifc: hide stack slots from debug values";
  }
  void getAnalysisUsage(AnalysisUsage &AU) const override {
    AU.setPreservesAll();
    MachineFunctionPass::getAnalysisUsage(AU);
  }
  bool runOnMachineFunction(MachineFunction &MF) override {
    std::vector<HiddenSlot> Items;
    for (MachineBasicBlock &MBB : MF) {
      // Debug values above the entry block's first instruction (a stack
      // argument's) stay as they are: the pass keeps them below the
      // prologue, where the frame register reaches the slot. Hidden, they
      // would look like register locations, which it moves above it.
      bool AtEntryTop = MBB.isEntryBlock();
      for (MachineInstr &MI : MBB.instrs()) {
        if (!MI.isDebugInstr())
          AtEntryTop = false;
        if (AtEntryTop || (!MI.isDebugValue() && !MI.isDebugPHI()))
          continue;
        for (unsigned I = 0, E = MI.getNumOperands(); I != E; ++I) {
          MachineOperand &MO = MI.getOperand(I);
          if (!MO.isFI())
            continue;
          Items.push_back({&MI, I, MO.getIndex(), 0});
          MO.ChangeToRegister(Register(), /*isDef=*/false);
        }
      }
    }
    if (Items.empty())
      return false; // without -g, always: no scan of the stores either
    DenseMap<int, unsigned> Stores = countSlotStores(MF);
    for (HiddenSlot &H : Items)
      H.StoresBefore = Stores.lookup(H.FrameIndex);
    theSlotShelf().put(MF, std::move(Items));
    return true;
  }
};

class DebugRestoreSlots : public MachineFunctionPass {
public:
  static char ID;
  DebugRestoreSlots() : MachineFunctionPass(ID) {}
  StringRef getPassName() const override {
    return "rkifc: give debug values their stack slots back";
  }
  void getAnalysisUsage(AnalysisUsage &AU) const override {
    AU.setPreservesAll();
    MachineFunctionPass::getAnalysisUsage(AU);
  }
  bool runOnMachineFunction(MachineFunction &MF) override {
    std::vector<HiddenSlot> Items = theSlotShelf().take(MF);
    if (Items.empty())
      return false;
    DenseMap<int, unsigned> StoresAfter = countSlotStores(MF);
    SmallPtrSet<const MachineInstr *, 16> Present;
    for (MachineBasicBlock &MBB : MF)
      for (MachineInstr &MI : MBB.instrs())
        if (MI.isDebugInstr())
          Present.insert(&MI);
    for (const HiddenSlot &H : Items) {
      if (!Present.count(H.Debug))
        continue;
      // A store the pass turned into a register copy leaves the slot stale.
      if (StoresAfter.lookup(H.FrameIndex) != H.StoresBefore) {
        if (H.Debug->isDebugPHI())
          H.Debug->eraseFromParent();
        else
          H.Debug->setDebugValueUndef();
        Present.erase(H.Debug);
        continue;
      }
      restoreSlot(MF, *H.Debug, H.OpIdx, H.FrameIndex);
    }
    return true;
  }

private:
  /// Names the slot again, in the form the prologue/epilogue pass gives a
  /// debug operand: a DBG_PHI keeps the frame index; a DBG_VALUE gets the
  /// frame register, and the slot's offset goes into its expression.
  static void restoreSlot(MachineFunction &MF, MachineInstr &MI,
                          unsigned OpIdx, int FrameIndex) {
    MachineOperand &Op = MI.getOperand(OpIdx);
    if (MI.isDebugPHI()) {
      Op.ChangeToFrameIndex(FrameIndex);
      return;
    }
    const TargetFrameLowering &TFL = *MF.getSubtarget().getFrameLowering();
    const TargetRegisterInfo &TRI = *MF.getSubtarget().getRegisterInfo();
    Register FrameReg;
    StackOffset Offset =
        TFL.getFrameIndexReference(MF, FrameIndex, FrameReg);
    Op.ChangeToRegister(FrameReg, /*isDef=*/false);
    const DIExpression *Expr = MI.getDebugExpression();
    if (MI.isNonListDebugValue()) {
      unsigned Flags = DIExpression::ApplyOffset;
      // A direct, simple location plus an offset would read as a memory
      // address: the variable is the address's value only with stack_value.
      if (!MI.isIndirectDebugValue() && !Expr->isComplex())
        Flags |= DIExpression::StackValue;
      if (MI.isIndirectDebugValue() && Expr->isImplicit()) {
        uint64_t Size = MF.getFrameInfo().getObjectSize(FrameIndex);
        SmallVector<uint64_t, 2> Deref = {dwarf::DW_OP_deref_size, Size};
        Expr = DIExpression::prependOpcodes(Expr, Deref,
                                            /*StackValue=*/true);
        MI.getDebugOffset().ChangeToRegister(Register(), false);
      }
      Expr = TRI.prependOffsetExpression(Expr, Flags, Offset);
    } else {
      SmallVector<uint64_t, 3> Ops;
      TRI.getOffsetOpcodes(Offset, Ops);
      Expr = DIExpression::appendOpsToArg(Expr, Ops,
                                          MI.getDebugOperandIndex(&Op));
    }
    MI.getDebugExpressionOp().setMetadata(Expr);
  }
};

} // namespace

char DebugHideSlots::ID = 0;
char DebugRestoreSlots::ID = 0;
char &rkifc::DebugHideSlotsID = DebugHideSlots::ID;
char &rkifc::DebugRestoreSlotsID = DebugRestoreSlots::ID;
char DebugShelve::ID = 0;
char DebugUnshelve::ID = 0;
char &rkifc::DebugShelveID = DebugShelve::ID;
char &rkifc::DebugUnshelveID = DebugUnshelve::ID;

INITIALIZE_PASS(DebugShelve, "rk-debug-shelve",
                "rkifc: shelve debug instructions", false, false)
INITIALIZE_PASS(DebugUnshelve, "rk-debug-unshelve",
                "rkifc: put debug instructions back", false, false)
INITIALIZE_PASS(DebugHideSlots, "rk-debug-hide-slots",
                "rkifc: hide stack slots from debug values", false, false)
INITIALIZE_PASS(DebugRestoreSlots, "rk-debug-restore-slots",
                "rkifc: give debug values their stack slots back", false,
                false)
