//===- AddiBaseGuard.cpp - Shield add-immediates from amode-opt -----------===//
//
// LLVM 22's Hexagon amode-opt (HexagonOptAddrMode::processAddBases) rewrites
// add-immediates that read one base register so that they read the first of
// them instead:
//   r3 = add(r4,#1); ...; r5 = add(r4,#2)   becomes   ...; r5 = add(r3,#1)
// It collects them as the uses reached from the base's definition, and RDF
// lets a predicated definition "preserve" the register, so a use after one
// is still reached from the definition before it. The pass checks that the
// add it starts from has no predicated definition of its base in between,
// but not the others. So in
//   r4 = memw(r1+#0); r3 = add(r4,#1); if (!p0) r4 = r3; r4 = add(r4,#1)
// the last add becomes r4 = add(r3,#0), wrong whenever p0 is false. Stock
// llc does this to a select of x and x + 1 (test/Pipeline/Hexagon/
// addi-base-guard.mir); rk-ifcvt's selects of values from both arms make it
// likelier (guardgen 336 --rare-calls, Hexagon, -rk-ifcvt-hyperblocks).
//
// rk-addi-base-guard runs after register allocation, before the target's
// post-RA passes: wherever the last instruction in the block to write an
// add-immediate's base register is predicated, it puts an unpredicated
// identity, r4 = and(r4,#-1), right before the add. The add's base then has
// one definition that is not predicated, so amode-opt leaves it out of other
// adds' groups (and groups it with the adds that read the same value, which
// is right). RDF's copy propagation treats transfers (and adds of 0) as
// copies and would remove them, which is why the identity is an AND.
// rk-addi-base-unguard erases the identities after amode-opt.
//
//===----------------------------------------------------------------------===//

#include "rkifc/Target/Hexagon/HexagonPasses.h"
#include "rkifc/Target/PredicationTarget.h"

#include "llvm/ADT/BitVector.h"
#include "llvm/CodeGen/MachineFunctionPass.h"
#include "llvm/CodeGen/MachineInstrBuilder.h"
#include "llvm/CodeGen/MachineRegisterInfo.h"
#include "llvm/CodeGen/TargetInstrInfo.h"
#include "llvm/CodeGen/TargetRegisterInfo.h"
#include "llvm/CodeGen/TargetSubtargetInfo.h"
#include "llvm/InitializePasses.h"
#include "llvm/Target/TargetMachine.h"

using namespace llvm;

namespace {

/// The two opcodes the passes work with, by name (the plugin cannot see
/// Hexagon's opcode enumeration); None when the target has neither.
struct AddAndOpcodes {
  unsigned AddImm = 0; // A2_addi: Rd = add(Rs,#s16)
  unsigned AndImm = 0; // A2_andir: Rd = and(Rs,#s10)
  explicit operator bool() const { return AddImm && AndImm; }
};

/// Only after register allocation on Hexagon, where amode-opt runs.
AddAndOpcodes findOpcodes(const MachineFunction &MF,
                          rkifc::OpcodeIndexCache &Indexes) {
  AddAndOpcodes Ops;
  if (MF.getTarget().getTargetTriple().getArch() != Triple::hexagon ||
      !MF.getProperties().hasNoVRegs())
    return Ops;
  Indexes.get(*MF.getSubtarget().getInstrInfo())
      .find({{"A2_addi", &Ops.AddImm}, {"A2_andir", &Ops.AndImm}});
  return Ops;
}

bool isIdentityAnd(const MachineInstr &MI, const AddAndOpcodes &Ops) {
  return MI.getOpcode() == Ops.AndImm && MI.getOperand(0).isReg() &&
         MI.getOperand(1).isReg() &&
         MI.getOperand(0).getReg() == MI.getOperand(1).getReg() &&
         MI.getOperand(2).isImm() && MI.getOperand(2).getImm() == -1;
}

/// rk-addi-base-guard (Insert) and rk-addi-base-unguard (!Insert).
template <bool Insert> class AddiBasePass : public MachineFunctionPass {
public:
  static char ID;
  AddiBasePass() : MachineFunctionPass(ID) {}
  StringRef getPassName() const override {
    return Insert ? "rkifc: shield add-immediates after predicated "
                    "definitions from amode-opt"
                  : "rkifc: remove the identities of rk-addi-base-guard";
  }
  void getAnalysisUsage(AnalysisUsage &AU) const override {
    AU.setPreservesCFG();
    MachineFunctionPass::getAnalysisUsage(AU);
  }
  bool runOnMachineFunction(MachineFunction &MF) override {
    AddAndOpcodes Ops = findOpcodes(MF, Indexes);
    if (!Ops)
      return false;
    return Insert ? guard(MF, Ops) : unguard(MF, Ops);
  }

private:
  static bool guard(MachineFunction &MF, const AddAndOpcodes &Ops);
  static bool unguard(MachineFunction &MF, const AddAndOpcodes &Ops);
  rkifc::OpcodeIndexCache Indexes;
};
using AddiBaseGuard = AddiBasePass<true>;
using AddiBaseUnguard = AddiBasePass<false>;

} // namespace

template <bool Insert>
bool AddiBasePass<Insert>::guard(MachineFunction &MF,
                                 const AddAndOpcodes &Ops) {
  const TargetInstrInfo &TII = *MF.getSubtarget().getInstrInfo();
  const TargetRegisterInfo &TRI = *MF.getSubtarget().getRegisterInfo();
  const MachineRegisterInfo &MRI = MF.getRegInfo();
  // Per register unit: whether the last instruction so far in the block to
  // write it is predicated. One pass over each block.
  BitVector PredicatedWriter(TRI.getNumRegUnits());
  auto Mark = [&](MCRegister Reg, bool Predicated) {
    for (MCRegUnit Unit : TRI.regunits(Reg))
      PredicatedWriter[static_cast<unsigned>(Unit)] = Predicated;
  };
  auto LastWriterPredicated = [&](MCRegister Reg) {
    return llvm::any_of(TRI.regunits(Reg), [&](MCRegUnit Unit) {
      return PredicatedWriter.test(static_cast<unsigned>(Unit));
    });
  };
  bool Changed = false;
  for (MachineBasicBlock &MBB : MF) {
    // A predicated write in another block reaches amode-opt's groups only
    // through one between two adds of a group, which are in one block.
    PredicatedWriter.reset();
    for (MachineInstr &MI : MBB) {
      if (MI.isDebugInstr())
        continue;
      if (MI.getOpcode() == Ops.AddImm && MI.getOperand(1).isReg()) {
        Register Base = MI.getOperand(1).getReg();
        if (Base.isPhysical() && !MRI.isReserved(Base) &&
            LastWriterPredicated(Base)) {
          BuildMI(MBB, MI, MI.getDebugLoc(), TII.get(Ops.AndImm), Base)
              .addReg(Base)
              .addImm(-1);
          Mark(Base, false);
          Changed = true;
        }
      }
      bool Predicated = TII.isPredicated(MI);
      for (const MachineOperand &MO : MI.operands()) {
        if (MO.isRegMask()) {
          // A call's clobbers are unpredicated writes.
          for (unsigned Unit = 0; Unit != PredicatedWriter.size(); ++Unit)
            if (PredicatedWriter.test(Unit))
              for (MCRegUnitRootIterator Root(static_cast<MCRegUnit>(Unit),
                                              &TRI);
                   Root.isValid(); ++Root)
                if (MO.clobbersPhysReg(*Root))
                  PredicatedWriter.reset(Unit);
        } else if (MO.isReg() && MO.isDef() && MO.getReg().isPhysical()) {
          Mark(MO.getReg(), Predicated);
        }
      }
    }
  }
  return Changed;
}

template <bool Insert>
bool AddiBasePass<Insert>::unguard(MachineFunction &MF,
                                   const AddAndOpcodes &Ops) {
  bool Changed = false;
  for (MachineBasicBlock &MBB : MF)
    for (MachineInstr &MI : llvm::make_early_inc_range(MBB))
      if (isIdentityAnd(MI, Ops)) {
        MI.eraseFromParent();
        Changed = true;
      }
  return Changed;
}

template <bool Insert> char AddiBasePass<Insert>::ID = 0;
char &rkifc::AddiBaseGuardID = AddiBaseGuard::ID;
char &rkifc::AddiBaseUnguardID = AddiBaseUnguard::ID;

INITIALIZE_PASS(AddiBaseGuard, "rk-addi-base-guard",
                "rkifc: shield add-immediates after predicated definitions "
                "from amode-opt",
                false, false)
INITIALIZE_PASS(AddiBaseUnguard, "rk-addi-base-unguard",
                "rkifc: remove the identities of rk-addi-base-guard", false,
                false)
