//===- DebugShelter.cpp - Keep debug instructions away from a pass --------===//
//
// LLVM requires that debug information never changes the generated code.
// LLVM 22's VLIW machine scheduler (Hexagon) breaks that: it sizes its
// critical-path estimate by the number of instructions in the block,
// debug instructions included (VLIWMachineScheduler::getBBSize, upstream
// issue #224483), so with -g a block of 13 instructions and 8 DBG_VALUEs
// is scheduled as if it held 21. Stock code rarely has enough freedom for
// that to matter; the larger blocks rk-ifcvt makes do, and -g changed the
// Hexagon code of about 40% of converted loop kernels.
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
//===----------------------------------------------------------------------===//

#include "rkifc/CodeGen/Passes.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/CodeGen/MachineFunction.h"
#include "llvm/CodeGen/MachineRegisterInfo.h"
#include "llvm/CodeGen/MachineFunctionPass.h"
#include "llvm/CodeGen/MachineInstrBundle.h"
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

/// What rk-debug-shelve took out, per function, until rk-debug-unshelve
/// puts it back. A compiler may run functions on several threads.
class Shelf {
public:
  void put(const MachineFunction &MF, std::vector<Shelved> Items) {
    std::lock_guard<std::mutex> Lock(M);
    Items.swap(ByFunction[&MF]);
  }
  std::vector<Shelved> take(const MachineFunction &MF) {
    std::lock_guard<std::mutex> Lock(M);
    std::vector<Shelved> Items;
    auto It = ByFunction.find(&MF);
    if (It != ByFunction.end()) {
      Items.swap(It->second);
      ByFunction.erase(It);
    }
    return Items;
  }

private:
  std::mutex M;
  std::map<const MachineFunction *, std::vector<Shelved>> ByFunction;
};

Shelf &theShelf() {
  static Shelf S;
  return S;
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

} // namespace

char DebugShelve::ID = 0;
char DebugUnshelve::ID = 0;
char &rkifc::DebugShelveID = DebugShelve::ID;
char &rkifc::DebugUnshelveID = DebugUnshelve::ID;

INITIALIZE_PASS(DebugShelve, "rk-debug-shelve",
                "rkifc: shelve debug instructions", false, false)
INITIALIZE_PASS(DebugUnshelve, "rk-debug-unshelve",
                "rkifc: put debug instructions back", false, false)
