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
// Two passes leave that scheduler nothing to count: rk-debug-shelve, right
// before machine-scheduler, unlinks every debug instruction and remembers
// the instruction it followed; rk-debug-unshelve, right after, puts each
// back after that instruction, wherever the scheduler moved it (where the
// scheduler itself would have put it). Without -g they have nothing to do,
// so with -g the code is the code without it. The pair can go once the
// upstream fix ships.
//
//===----------------------------------------------------------------------===//

#include "rkifc/CodeGen/Passes.h"

#include "llvm/CodeGen/MachineFunction.h"
#include "llvm/CodeGen/MachineFunctionPass.h"
#include "llvm/InitializePasses.h"

#include <map>
#include <mutex>
#include <vector>

using namespace llvm;

namespace {

/// A debug instruction taken out of its block, and the non-debug
/// instruction it followed (null: it was at the top of the block).
struct Shelved {
  MachineBasicBlock *Block;
  MachineInstr *After;
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
      MachineInstr *After = nullptr;
      for (MachineInstr &MI : make_early_inc_range(MBB.instrs())) {
        if (!MI.isDebugInstr()) {
          After = &MI;
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
    // Items of one block and one predecessor are consecutive and keep their
    // order: each goes after the one before it.
    MachineInstr *Last = nullptr;
    const Shelved *Prev = nullptr;
    for (const Shelved &S : Items) {
      bool SameRun = Prev && Prev->Block == S.Block && Prev->After == S.After;
      MachineBasicBlock::instr_iterator Where =
          SameRun ? std::next(Last->getIterator())
          : S.After ? std::next(S.After->getIterator())
                    : S.Block->instr_begin();
      S.Block->insert(Where, S.Debug);
      Last = S.Debug;
      Prev = &S;
    }
    return !Items.empty();
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
