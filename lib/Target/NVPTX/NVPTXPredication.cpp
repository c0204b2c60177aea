//===- NVPTXPredication.cpp - NVPTX adaptor for rkifc ---------------------===//
//
// On a GPU a branch whose condition differs between the threads of a warp
// makes the warp run both sides one after the other; predicated straight-line
// code runs them once, masked. NVPTX has predicate registers (B1) with
// AND/OR/NOT and selp for selects, but LLVM's NVPTX instructions have no
// predicated forms: guarded blocks may only hold code that can be
// speculated, and a region with a store or a load that may fault under a
// condition is refused (CannotPredicate).
//
//===----------------------------------------------------------------------===//

#include "rkifc/Target/PredicationTarget.h"

#include "llvm/CodeGen/MachineFunction.h"
#include "llvm/CodeGen/MachineInstrBuilder.h"
#include "llvm/CodeGen/MachineRegisterInfo.h"
#include "llvm/CodeGen/TargetInstrInfo.h"
#include "llvm/CodeGen/TargetRegisterInfo.h"
#include "llvm/CodeGen/TargetSubtargetInfo.h"

using namespace llvm;
using namespace rkifc;

namespace {

class NVPTXPredication final : public PredicationTarget {
public:
  explicit NVPTXPredication(MachineFunction &MF)
      : MRI(MF.getRegInfo()), TII(*MF.getSubtarget().getInstrInfo()),
        TRI(*MF.getSubtarget().getRegisterInfo()) {}

  bool resolve(OpcodeIndex &Opcodes, std::string &WhyNot);

  StringRef name() const override { return "NVPTX"; }
  Overheads overheads() const override {
    return {/*Condition=*/0, /*PredicateOp=*/1, /*Select=*/1,
            /*Predication=*/0};
  }
  const TargetRegisterClass *predicateClass() const override { return PredRC; }

  bool canMaterializeCondition(ArrayRef<MachineOperand> Cond) const override {
    // CBranch's condition: the predicate register itself.
    return Cond.size() == 1 && Cond[0].isReg() &&
           Cond[0].getReg().isVirtual() &&
           PredRC->hasSubClassEq(MRI.getRegClass(Cond[0].getReg()));
  }
  Literal materializeCondition(MachineBasicBlock &MBB, InsertPoint At,
                               const DebugLoc &DL,
                               ArrayRef<MachineOperand> Cond) override {
    MRI.clearKillFlags(Cond[0].getReg()); // its branch is going away
    return {Cond[0].getReg(), false};
  }

  // Two branches on one predicate register read one value.
  std::optional<bool>
  repeatsCondition(const MachineBasicBlock &, ArrayRef<MachineOperand> CondA,
                   const MachineBasicBlock &,
                   ArrayRef<MachineOperand> CondB) const override {
    if (CondA[0].getReg() != CondB[0].getReg())
      return std::nullopt;
    return false;
  }

  // and.pred/or.pred have no negated inputs: two negated inputs make the
  // negation of the dual operation (De Morgan), one costs a not.pred.
  Literal emitAnd(MachineBasicBlock &MBB, InsertPoint At, const DebugLoc &DL,
                  Literal A, Literal B) override {
    return emitLogic(MBB, At, DL, And, Or, A, B);
  }
  Literal emitOr(MachineBasicBlock &MBB, InsertPoint At, const DebugLoc &DL,
                 Literal A, Literal B) override {
    return emitLogic(MBB, At, DL, Or, And, A, B);
  }

  bool canSelect(const TargetRegisterClass *RC) const override {
    return selectOpcode(RC) || PredRC->hasSubClassEq(RC);
  }
  void emitSelect(MachineBasicBlock &MBB, InsertPoint At, const DebugLoc &DL,
                  Register Dst, Literal Cond, Register IfTrue,
                  Register IfFalse) override {
    if (Cond.Negated) // (!P ? T : F) == (P ? F : T)
      std::swap(IfTrue, IfFalse);
    Register P = Cond.Reg;
    const TargetRegisterClass *RC = MRI.getRegClass(Dst);
    if (PredRC->hasSubClassEq(RC)) {
      // (T && P) || (F && !P): predicates have no selp.
      Register Taken = emitBinary(MBB, At, DL, And, IfTrue, P);
      Register Other = emitBinary(MBB, At, DL, And, IfFalse,
                                  emitNot(MBB, At, DL, P));
      BuildMI(MBB, At, DL, TII.get(Or), Dst).addReg(Taken).addReg(Other);
      return;
    }
    BuildMI(MBB, At, DL, TII.get(selectOpcode(RC)), Dst)
        .addReg(IfTrue)
        .addReg(IfFalse)
        .addReg(P);
  }

  // No NVPTX instruction has a predicated form in LLVM.
  bool canPredicate(const MachineInstr &MI) const override { return false; }
  bool predicate(MachineInstr &MI, Literal P) override { return false; }

  void emitConditionalBranch(MachineBasicBlock &MBB, MachineBasicBlock *Target,
                             Literal P, const DebugLoc &DL) override {
    Register Reg = P.Negated ? emitNot(MBB, MBB.end(), DL, P.Reg) : P.Reg;
    SmallVector<MachineOperand, 1> Cond{MachineOperand::CreateReg(Reg, false)};
    TII.insertBranch(MBB, Target, nullptr, Cond, DL);
  }
  void emitBranch(MachineBasicBlock &MBB, MachineBasicBlock *Target,
                  const DebugLoc &DL) override {
    TII.insertBranch(MBB, Target, nullptr, {}, DL);
  }

private:
  /// A op B, where Dual is the operation whose negation op is when both
  /// inputs are negated.
  Literal emitLogic(MachineBasicBlock &MBB, InsertPoint At, const DebugLoc &DL,
                    unsigned Opc, unsigned Dual, Literal A, Literal B) {
    if (A.Negated && B.Negated)
      return ~Literal{emitBinary(MBB, At, DL, Dual, A.Reg, B.Reg)};
    Register L = A.Negated ? emitNot(MBB, At, DL, A.Reg) : A.Reg;
    Register R = B.Negated ? emitNot(MBB, At, DL, B.Reg) : B.Reg;
    return {emitBinary(MBB, At, DL, Opc, L, R)};
  }

  Register emitNot(MachineBasicBlock &MBB, InsertPoint At, const DebugLoc &DL,
                   Register A) {
    Register D = MRI.createVirtualRegister(PredRC);
    BuildMI(MBB, At, DL, TII.get(Not), D).addReg(A);
    return D;
  }

  Register emitBinary(MachineBasicBlock &MBB, InsertPoint At,
                      const DebugLoc &DL, unsigned Opc, Register A,
                      Register B) {
    Register D = MRI.createVirtualRegister(PredRC);
    BuildMI(MBB, At, DL, TII.get(Opc), D).addReg(A).addReg(B);
    return D;
  }

  unsigned selectOpcode(const TargetRegisterClass *RC) const {
    if (B16RC && B16RC->hasSubClassEq(RC))
      return Select16;
    if (B32RC->hasSubClassEq(RC))
      return Select32;
    if (B64RC->hasSubClassEq(RC))
      return Select64;
    return 0;
  }

  MachineRegisterInfo &MRI;
  const TargetInstrInfo &TII;
  const TargetRegisterInfo &TRI;

  unsigned And = 0, Or = 0, Not = 0, Select16 = 0, Select32 = 0, Select64 = 0;
  const TargetRegisterClass *PredRC = nullptr, *B16RC = nullptr,
                            *B32RC = nullptr, *B64RC = nullptr;
};

bool NVPTXPredication::resolve(OpcodeIndex &Opcodes, std::string &WhyNot) {
  TargetNames Names(Opcodes, TRI);
  bool Found = Names.opcodes({{"AND_predrr", &And},
                              {"OR_predrr", &Or},
                              {"NOT_pred", &Not},
                              {"SELP_b32rr", &Select32},
                              {"SELP_b64rr", &Select64}});
  Found = Found && (PredRC = Names.regClass("B1")) &&
          (B32RC = Names.regClass("B32")) && (B64RC = Names.regClass("B64"));
  if (!Found) {
    WhyNot = Names.missing("NVPTX");
    return false;
  }
  // 16-bit selects are optional.
  Select16 = Names.optionalOpcode("SELP_b16rr");
  B16RC = Select16 ? Names.regClass("B16") : nullptr;
  return true;
}

} // namespace

std::unique_ptr<PredicationTarget>
rkifc::createNVPTXPredicationTarget(MachineFunction &MF, OpcodeIndex &Opcodes,
                                    std::string &WhyNot) {
  auto Target = std::make_unique<NVPTXPredication>(MF);
  if (!Target->resolve(Opcodes, WhyNot))
    return nullptr;
  return Target;
}
