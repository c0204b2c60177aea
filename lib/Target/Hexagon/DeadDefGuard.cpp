//===- DeadDefGuard.cpp - Keep overlapping dead definitions apart ---------===//
//
// A Hexagon packet may write a register only once (unless the writes are
// predicated on opposite conditions). LLVM 22's packetizer learns which
// instructions write the same register from the dependence graph, which
// leaves out the output edge between two definitions that are both dead; its
// own check for those (HexagonPacketizerList::hasDeadDependence) compares
// register numbers, so it misses overlapping registers (R8 and the pair
// D4 = R9:R8), and it skips predicated instructions altogether. Two unused
// volatile loads then share a packet:
//   { r8 = memw(r18+#0); r9:8 = memd(r28+#0) }
// which the assembler rejects ("register R8 modified more than once") and a
// simulator runs as it likes. Stock llc does this to such MIR too (see
// test/Pipeline/Hexagon/dead-def-guard.mir); the larger blocks of converted
// regions make it likelier (csmith 3519, forced).
//
// rk-dead-def-guard runs before the target's pre-emit passes: wherever an
// explicit dead definition is followed, with nothing in between touching the
// register, by another dead definition that overlaps it and that the
// packetizer's own check would miss, the first loses its dead flag. The
// dependence graph then has the output edge, and the packetizer keeps the
// two in separate packets. Nothing else changes: a definition without the
// flag whose value nobody reads is still correct code.
//
//===----------------------------------------------------------------------===//

#include "rkifc/Target/Hexagon/HexagonPasses.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/CodeGen/MachineFunctionPass.h"
#include "llvm/CodeGen/TargetInstrInfo.h"
#include "llvm/CodeGen/TargetRegisterInfo.h"
#include "llvm/CodeGen/TargetSubtargetInfo.h"
#include "llvm/InitializePasses.h"
#include "llvm/Target/TargetMachine.h"

using namespace llvm;

namespace {

class DeadDefGuard : public MachineFunctionPass {
public:
  static char ID;
  DeadDefGuard() : MachineFunctionPass(ID) {}
  StringRef getPassName() const override {
    return "rkifc: keep overlapping dead definitions out of one packet";
  }
  void getAnalysisUsage(AnalysisUsage &AU) const override {
    AU.setPreservesAll();
    MachineFunctionPass::getAnalysisUsage(AU);
  }
  bool runOnMachineFunction(MachineFunction &MF) override;

private:
  bool guardBlock(MachineBasicBlock &MBB);

  /// The last dead definition seen on a register unit, not yet followed by
  /// anything else that touches the unit.
  struct DeadDef {
    MachineOperand *Def;
    bool Predicated;
  };
  DenseMap<unsigned, DeadDef> Pending;
  const TargetRegisterInfo *TRI = nullptr;
  const TargetInstrInfo *TII = nullptr;
};

} // namespace

bool DeadDefGuard::runOnMachineFunction(MachineFunction &MF) {
  // The packet rule is Hexagon's; the pass runs only after register
  // allocation, where the registers of the two definitions are known.
  if (MF.getTarget().getTargetTriple().getArch() != Triple::hexagon ||
      !MF.getProperties().hasNoVRegs())
    return false;
  TRI = MF.getSubtarget().getRegisterInfo();
  TII = MF.getSubtarget().getInstrInfo();
  bool Changed = false;
  for (MachineBasicBlock &MBB : MF)
    Changed |= guardBlock(MBB);
  return Changed;
}

bool DeadDefGuard::guardBlock(MachineBasicBlock &MBB) {
  bool Changed = false;
  Pending.clear();
  for (MachineInstr &MI : MBB) {
    if (MI.isDebugInstr())
      continue;
    if (MI.isCall() || MI.isBundle()) {
      // Calls clobber through register masks, and the packetizer has its
      // own rules for them; an existing bundle is not packetized again.
      Pending.clear();
      continue;
    }
    bool Predicated = TII->isPredicated(MI);
    // First, what this instruction's dead definitions pair with.
    for (MachineOperand &MO : MI.operands()) {
      if (!MO.isReg() || !MO.isDef() || !MO.isDead() || MO.isImplicit() ||
          !MO.getReg().isPhysical())
        continue;
      for (MCRegUnit Unit : TRI->regunits(MO.getReg())) {
        auto It = Pending.find(static_cast<unsigned>(Unit));
        if (It == Pending.end() || It->second.Def->getParent() == &MI)
          continue;
        // The packetizer's check catches the same register written by two
        // unpredicated instructions; everything else is left to the edge.
        bool Missed = It->second.Def->getReg() != MO.getReg() ||
                      It->second.Predicated || Predicated;
        if (Missed && It->second.Def->isDead()) {
          It->second.Def->setIsDead(false);
          Changed = true;
        }
      }
    }
    // Then, anything else that touches a unit ends the pairing there, and
    // this instruction's own explicit dead definitions start new ones.
    auto StartsPairing = [](const MachineOperand &MO) {
      return MO.isDef() && MO.isDead() && !MO.isImplicit();
    };
    for (MachineOperand &MO : MI.operands())
      if (MO.isReg() && MO.getReg().isPhysical() && !StartsPairing(MO))
        for (MCRegUnit Unit : TRI->regunits(MO.getReg()))
          Pending.erase(static_cast<unsigned>(Unit));
    for (MachineOperand &MO : MI.operands())
      if (MO.isReg() && MO.getReg().isPhysical() && StartsPairing(MO))
        for (MCRegUnit Unit : TRI->regunits(MO.getReg()))
          Pending[static_cast<unsigned>(Unit)] = {&MO, Predicated};
  }
  return Changed;
}

char DeadDefGuard::ID = 0;
char &rkifc::DeadDefGuardID = DeadDefGuard::ID;

INITIALIZE_PASS(DeadDefGuard, "rk-dead-def-guard",
                "rkifc: keep overlapping dead definitions out of one packet",
                false, false)
