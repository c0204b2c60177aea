//===- TailDuplication.cpp - Give a hyperblock a single entry -------------===//

#include "rkifc/Transform/TailDuplication.h"

#include "rkifc/Region/MachineRegion.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/CodeGen/MachineBasicBlock.h"
#include "llvm/CodeGen/MachineFunction.h"
#include "llvm/CodeGen/MachineInstrBuilder.h"
#include "llvm/CodeGen/MachineRegisterInfo.h"
#include "llvm/CodeGen/MachineSSAUpdater.h"
#include "llvm/CodeGen/TargetInstrInfo.h"
#include "llvm/CodeGen/TargetSubtargetInfo.h"

using namespace llvm;
using namespace rkifc;

std::optional<std::string> rkifc::checkTailDuplication(
    ArrayRef<MachineBasicBlock *> Duplicated,
    function_ref<bool(const MachineBasicBlock *)> InHyperblock) {
  if (Duplicated.empty())
    return std::nullopt;
  const TargetInstrInfo &TII =
      *Duplicated.front()->getParent()->getSubtarget().getInstrInfo();
  for (MachineBasicBlock *MBB : Duplicated) {
    if (MBB->isEHPad() || MBB->hasAddressTaken())
      return blockName(*MBB) + " is an EH pad or has its address taken";
    for (const MachineInstr &MI : *MBB)
      if (MI.isNotDuplicable() || MI.isInlineAsm())
        return blockName(*MBB) + " holds an instruction that cannot be copied";
    BlockBranch B;
    if (!describeBranch(*MBB, TII, B))
      return blockName(*MBB) + " ends in a branch that analyzeBranch cannot "
                               "describe";
    // The paths from outside are redirected: their branches must be
    // rewritable.
    for (MachineBasicBlock *P : MBB->predecessors()) {
      if (InHyperblock(P))
        continue;
      BlockBranch PB;
      if (!describeBranch(*P, TII, PB))
        return blockName(*P) + " (a side entrance's predecessor) ends in a "
                               "branch that analyzeBranch cannot describe";
    }
  }
  return std::nullopt;
}

namespace {

/// Each value a duplicated block defines, and its copy's.
struct TwoDefs {
  Register Original, Copy;
  MachineBasicBlock *Block;
};

/// Registers defined earlier in the block being copied, and their
/// counterparts in its copy.
using RenameMap = DenseMap<Register, Register>;

/// Does duplicateTails' work: one per call.
class TailDuplicator {
public:
  TailDuplicator(ArrayRef<MachineBasicBlock *> Duplicated,
                 function_ref<bool(const MachineBasicBlock *)> InHyperblock)
      : Duplicated(Duplicated), InHyperblock(InHyperblock),
        MF(*Duplicated.front()->getParent()),
        TII(*MF.getSubtarget().getInstrInfo()), MRI(MF.getRegInfo()) {}

  DuplicatedTails run();

private:
  void createEmptyCopies();
  /// Where an edge to MBB goes from a copy.
  MachineBasicBlock *target(MachineBasicBlock *MBB) const;
  void copyBlock(MachineBasicBlock *MBB);
  Register newDef(Register Old, MachineBasicBlock *MBB, RenameMap &Local);
  void copyPHI(MachineInstr &MI, MachineBasicBlock *MBB,
               MachineBasicBlock *Copy, RenameMap &Local);
  void copyInstruction(const MachineInstr &MI, MachineBasicBlock *MBB,
                       MachineBasicBlock *Copy, RenameMap &Local);
  void copySuccessors(MachineBasicBlock *MBB, MachineBasicBlock *Copy) const;
  void rebuildBranch(MachineBasicBlock *MBB, MachineBasicBlock *Copy,
                     const BlockBranch &B, const RenameMap &Local) const;
  void addCopiesToSuccessorPHIs();
  void redirectOutsidePredecessors();
  void repairSSA();

  ArrayRef<MachineBasicBlock *> Duplicated;
  function_ref<bool(const MachineBasicBlock *)> InHyperblock;
  MachineFunction &MF;
  const TargetInstrInfo &TII;
  MachineRegisterInfo &MRI;
  DenseMap<MachineBasicBlock *, MachineBasicBlock *> CopyOf;
  std::vector<TwoDefs> Defs;
  DuplicatedTails Result;
};

DuplicatedTails TailDuplicator::run() {
  // Empty copies first, so that branches between copies can name them.
  createEmptyCopies();
  for (MachineBasicBlock *MBB : Duplicated)
    copyBlock(MBB);
  addCopiesToSuccessorPHIs();
  redirectOutsidePredecessors();
  repairSSA();
  return std::move(Result);
}

void TailDuplicator::createEmptyCopies() {
  for (MachineBasicBlock *MBB : Duplicated) {
    MachineBasicBlock *Copy = MF.CreateMachineBasicBlock(MBB->getBasicBlock());
    MF.push_back(Copy);
    for (const auto &LiveIn : MBB->liveins())
      Copy->addLiveIn(LiveIn);
    CopyOf[MBB] = Copy;
    Result.Copies.push_back(Copy);
  }
}

MachineBasicBlock *TailDuplicator::target(MachineBasicBlock *MBB) const {
  auto It = CopyOf.find(MBB);
  return It == CopyOf.end() ? MBB : It->second;
}

void TailDuplicator::copyBlock(MachineBasicBlock *MBB) {
  MachineBasicBlock *Copy = CopyOf[MBB];
  RenameMap Local; // defined earlier in MBB
  BlockBranch B;
  describeBranch(*MBB, TII, B); // checkTailDuplication found it describable

  for (MachineInstr &MI : *MBB) {
    if (MI.isPHI()) {
      copyPHI(MI, MBB, Copy, Local);
      continue;
    }
    if (MI.isTerminator() && MI.isBranch())
      continue; // rebuilt below, to the copies' targets
    copyInstruction(MI, MBB, Copy, Local);
  }

  copySuccessors(MBB, Copy);
  if (B.TrueSucc)
    rebuildBranch(MBB, Copy, B, Local);
}

Register TailDuplicator::newDef(Register Old, MachineBasicBlock *MBB,
                                RenameMap &Local) {
  Register New = MRI.cloneVirtualRegister(Old);
  Local[Old] = New;
  Defs.push_back({Old, New, MBB});
  return New;
}

void TailDuplicator::copyPHI(MachineInstr &MI, MachineBasicBlock *MBB,
                             MachineBasicBlock *Copy, RenameMap &Local) {
  // Inputs from outside the hyperblock move to the copy; inputs from
  // a duplicated predecessor come to the copy from its copy too.
  Register Old = MI.getOperand(0).getReg();
  auto PHI = BuildMI(*Copy, Copy->end(), MI.getDebugLoc(),
                     TII.get(TargetOpcode::PHI), newDef(Old, MBB, Local));
  for (unsigned I = MI.getNumOperands() - 1; I >= 2; I -= 2) {
    MachineOperand &Value = MI.getOperand(I - 1);
    MachineBasicBlock *Pred = MI.getOperand(I).getMBB();
    if (!InHyperblock(Pred)) {
      PHI.addReg(Value.getReg(), 0, Value.getSubReg()).addMBB(Pred);
      MI.removeOperand(I);
      MI.removeOperand(I - 1);
    } else if (CopyOf.count(Pred)) {
      PHI.addReg(Value.getReg(), 0, Value.getSubReg()).addMBB(CopyOf[Pred]);
    }
  }
  ++Result.Instructions;
}

void TailDuplicator::copyInstruction(const MachineInstr &MI,
                                     MachineBasicBlock *MBB,
                                     MachineBasicBlock *Copy,
                                     RenameMap &Local) {
  MachineInstr *New = MF.CloneMachineInstr(&MI);
  Copy->push_back(New);
  for (MachineOperand &MO : New->operands()) {
    if (!MO.isReg() || !MO.getReg().isVirtual())
      continue;
    if (MO.isUse()) {
      auto It = Local.find(MO.getReg());
      if (It != Local.end())
        MO.setReg(It->second);
      MO.setIsKill(false);
    }
  }
  for (MachineOperand &MO : New->operands())
    if (MO.isReg() && MO.isDef() && MO.getReg().isVirtual())
      MO.setReg(newDef(MO.getReg(), MBB, Local));
  if (!MI.isDebugInstr())
    ++Result.Instructions;
}

void TailDuplicator::copySuccessors(MachineBasicBlock *MBB,
                                    MachineBasicBlock *Copy) const {
  for (auto SI = MBB->succ_begin(), SE = MBB->succ_end(); SI != SE; ++SI) {
    if (MBB->hasSuccessorProbabilities())
      Copy->addSuccessor(target(*SI), MBB->getSuccProbability(SI));
    else
      Copy->addSuccessorWithoutProb(target(*SI));
  }
}

void TailDuplicator::rebuildBranch(MachineBasicBlock *MBB,
                                   MachineBasicBlock *Copy,
                                   const BlockBranch &B,
                                   const RenameMap &Local) const {
  // analyzeBranch's operands still belong to the original branch (a
  // setReg on them would edit its use lists): build detached ones.
  SmallVector<MachineOperand, 4> Cond;
  for (const MachineOperand &MO : B.Cond) {
    if (!MO.isReg()) {
      Cond.push_back(MO);
      continue;
    }
    Register Reg = MO.getReg();
    if (auto It = Local.find(Reg); It != Local.end())
      Reg = It->second;
    Cond.push_back(MachineOperand::CreateReg(
        Reg, /*isDef=*/false, MO.isImplicit(), /*isKill=*/false,
        /*isDead=*/false, MO.isUndef(), /*isEarlyClobber=*/false,
        MO.getSubReg()));
  }
  TII.insertBranch(*Copy, target(B.TrueSucc),
                   B.isConditional() ? target(B.FalseSucc) : nullptr, Cond,
                   MBB->findBranchDebugLoc());
}

void TailDuplicator::addCopiesToSuccessorPHIs() {
  // PHIs after the copies that are not copies themselves gain the copies'
  // inputs (the same value: SSA repair below renames it where needed).
  for (MachineBasicBlock *MBB : Duplicated) {
    MachineBasicBlock *Copy = CopyOf[MBB];
    for (MachineBasicBlock *S : Copy->successors()) {
      if (llvm::is_contained(Result.Copies, S))
        continue;
      for (MachineInstr &PHI : S->phis())
        for (unsigned I = 2, E = PHI.getNumOperands(); I < E; I += 2)
          if (PHI.getOperand(I).getMBB() == MBB) {
            const MachineOperand &Value = PHI.getOperand(I - 1);
            MachineInstrBuilder(MF, PHI)
                .addReg(Value.getReg(), 0, Value.getSubReg())
                .addMBB(Copy);
            break;
          }
    }
  }
}

void TailDuplicator::redirectOutsidePredecessors() {
  // The paths from outside the hyperblock go to the copies.
  for (MachineBasicBlock *MBB : Duplicated) {
    MachineBasicBlock *Copy = CopyOf[MBB];
    SmallVector<MachineBasicBlock *, 4> Outside;
    for (MachineBasicBlock *P : MBB->predecessors())
      if (!InHyperblock(P))
        Outside.push_back(P);
    for (MachineBasicBlock *P : Outside) {
      MachineBasicBlock *FallThrough =
          P->getFallThrough(/*JumpToFallThrough=*/false);
      P->ReplaceUsesOfBlockWith(MBB, Copy);
      if (FallThrough)
        P->updateTerminator(FallThrough == MBB ? Copy : FallThrough);
    }
  }
}

void TailDuplicator::repairSSA() {
  // A value of a duplicated block now has two definitions. Uses in its own
  // block, after the definition, keep the original; every other use takes
  // the value that reaches it, through new PHIs where the original's and
  // the copy's paths meet.
  SmallVector<MachineInstr *, 8> NewPHIs;
  MachineSSAUpdater SSA(MF, &NewPHIs);
  for (const TwoDefs &D : Defs) {
    SmallVector<MachineOperand *, 8> Uses;
    for (MachineOperand &U : MRI.use_operands(D.Original))
      Uses.push_back(&U);
    MRI.clearKillFlags(D.Original);
    SSA.Initialize(D.Original);
    SSA.AddAvailableValue(D.Block, D.Original);
    SSA.AddAvailableValue(CopyOf[D.Block], D.Copy);
    for (MachineOperand *U : Uses) {
      MachineInstr &UseMI = *U->getParent();
      MachineBasicBlock *UseBlock = UseMI.getParent();
      if (UseBlock == D.Block && !UseMI.isPHI())
        continue;
      if (UseMI.isDebugInstr()) {
        // A debug use must not make a PHI (code would change with -g):
        // where either definition may reach it, the location is lost.
        if (!InHyperblock(UseBlock))
          U->setReg(Register());
        continue;
      }
      SSA.RewriteUse(*U);
    }
  }
  Result.NewPHIs = NewPHIs.size();
}

} // namespace

DuplicatedTails rkifc::duplicateTails(
    ArrayRef<MachineBasicBlock *> Duplicated,
    function_ref<bool(const MachineBasicBlock *)> InHyperblock) {
  if (Duplicated.empty())
    return DuplicatedTails();
  return TailDuplicator(Duplicated, InHyperblock).run();
}
