//===- HexagonPredication.cpp - Hexagon adaptor for rkifc -----------------===//
//
// Hexagon has four predicate registers and predicated loads and stores, so
// rkifc's predicates map directly onto virtual PredRegs combined with the
// C2_* predicate logic (negations folded into and-not/or-not and the
// predicated-false forms), selects onto C2_mux, and guarded memory accesses onto
// the predicated forms TargetInstrInfo::PredicateInstruction produces.
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

class HexagonPredication final : public PredicationTarget {
public:
  explicit HexagonPredication(MachineFunction &MF)
      : MRI(MF.getRegInfo()), TII(*MF.getSubtarget().getInstrInfo()),
        TRI(*MF.getSubtarget().getRegisterInfo()) {}

  /// Looks up every opcode, register class and sub-register index used
  /// below; false (with the missing name in WhyNot) if one is absent.
  bool resolve(std::string &WhyNot);

  StringRef name() const override { return "Hexagon"; }
  // expand-condsets stops folding an instruction into a predicated one when
  // a debug instruction sits between it and its C2_mux.
  bool needsDebugValuesBeforeGuardedCode() const override { return true; }
  Overheads overheads() const override {
    // Conditions already are predicate registers; the predicated forms of
    // loads and stores cost nothing extra.
    return {/*Condition=*/0, /*PredicateOp=*/1, /*Select=*/1,
            /*Predication=*/0};
  }
  const TargetRegisterClass *predicateClass() const override { return PredRC; }

  bool canMaterializeCondition(ArrayRef<MachineOperand> Cond) const override {
    return Cond.size() == 2 && Cond[0].isImm() && Cond[1].isReg() &&
           Cond[1].getReg().isVirtual() &&
           (Cond[0].getImm() == JumpT || Cond[0].getImm() == JumpF);
  }

  Literal materializeCondition(MachineBasicBlock &MBB, InsertPoint At,
                               const DebugLoc &DL,
                               ArrayRef<MachineOperand> Cond) override {
    // The branch's predicate register is the condition (J2_jumpf: negated).
    Register P = Cond[1].getReg();
    MRI.clearKillFlags(P); // the branch that killed it is going away
    return {P, Cond[0].getImm() == JumpF};
  }

  // and(Pt, Ps), and(Pt, !Ps), or(Pt, Ps), or(Pt, !Ps): one negated input
  // is free; two make the negation of the dual operation (De Morgan).
  Literal emitAnd(MachineBasicBlock &MBB, InsertPoint At, const DebugLoc &DL,
                  Literal A, Literal B) override {
    return emitLogic(MBB, At, DL, And, AndN, Or, A, B);
  }
  Literal emitOr(MachineBasicBlock &MBB, InsertPoint At, const DebugLoc &DL,
                 Literal A, Literal B) override {
    return emitLogic(MBB, At, DL, Or, OrN, And, A, B);
  }

  bool canSelect(const TargetRegisterClass *RC) const override {
    return IntRC->hasSubClassEq(RC) || DoubleRC->hasSubClassEq(RC) ||
           PredRC->hasSubClassEq(RC);
  }

  void emitSelect(MachineBasicBlock &MBB, InsertPoint At, const DebugLoc &DL,
                  Register Dst, Literal P, Register IfTrue,
                  Register IfFalse) override;

  bool canPredicate(const MachineInstr &MI) const override {
    return !TII.isPredicated(MI) && MI.getDesc().isPredicable() &&
           TII.isPredicable(MI);
  }

  bool predicate(MachineInstr &MI, Literal P) override {
    return TII.PredicateInstruction(MI, condition(P));
  }

  void emitConditionalBranch(MachineBasicBlock &MBB, MachineBasicBlock *Target,
                             Literal P, const DebugLoc &DL) override {
    TII.insertBranch(MBB, Target, nullptr, condition(P), DL);
  }
  void emitBranch(MachineBasicBlock &MBB, MachineBasicBlock *Target,
                  const DebugLoc &DL) override {
    TII.insertBranch(MBB, Target, nullptr, {}, DL);
  }

private:
  /// The analyzeBranch-style condition "P holds": [J2_jumpt, P], or
  /// [J2_jumpf, P] (the predicated-false forms) for a negated literal.
  SmallVector<MachineOperand, 2> condition(Literal P) const {
    return {MachineOperand::CreateImm(P.Negated ? JumpF : JumpT),
            MachineOperand::CreateReg(P.Reg, false)};
  }

  /// A op B, where NegOpc computes "first op !second" and Dual is the
  /// operation whose negation op is when both inputs are negated.
  Literal emitLogic(MachineBasicBlock &MBB, InsertPoint At, const DebugLoc &DL,
                    unsigned Opc, unsigned NegOpc, unsigned Dual, Literal A,
                    Literal B) {
    if (A.Negated && B.Negated)
      return ~Literal{emitPredOp(MBB, At, DL, Dual, A.Reg, B.Reg)};
    if (A.Negated)
      std::swap(A, B);
    return {emitPredOp(MBB, At, DL, B.Negated ? NegOpc : Opc, A.Reg, B.Reg)};
  }

  Register emitPredOp(MachineBasicBlock &MBB, InsertPoint At,
                      const DebugLoc &DL, unsigned Opc, Register A,
                      Register B) {
    Register D = MRI.createVirtualRegister(PredRC);
    BuildMI(MBB, At, DL, TII.get(Opc), D).addReg(A).addReg(B);
    return D;
  }

  MachineRegisterInfo &MRI;
  const TargetInstrInfo &TII;
  const TargetRegisterInfo &TRI;

  unsigned JumpT = 0, JumpF = 0, And = 0, AndN = 0, Or = 0, OrN = 0, Mux = 0;
  const TargetRegisterClass *PredRC = nullptr, *IntRC = nullptr,
                            *DoubleRC = nullptr;
  unsigned SubLo = 0, SubHi = 0;
};

bool HexagonPredication::resolve(std::string &WhyNot) {
  TargetNames Names(TII, TRI);
  bool Found = Names.opcodes({{"J2_jumpt", &JumpT},
                              {"J2_jumpf", &JumpF},
                              {"C2_and", &And},
                              {"C2_andn", &AndN},
                              {"C2_or", &Or},
                              {"C2_orn", &OrN},
                              {"C2_mux", &Mux}});
  Found = Found && (PredRC = Names.regClass("PredRegs")) &&
          (IntRC = Names.regClass("IntRegs")) &&
          (DoubleRC = Names.regClass("DoubleRegs")) &&
          (SubLo = Names.subRegIndex("isub_lo")) &&
          (SubHi = Names.subRegIndex("isub_hi"));
  if (!Found)
    WhyNot = Names.missing("Hexagon");
  return Found;
}

void HexagonPredication::emitSelect(MachineBasicBlock &MBB, InsertPoint At,
                                    const DebugLoc &DL, Register Dst,
                                    Literal Cond, Register IfTrue,
                                    Register IfFalse) {
  if (Cond.Negated) // (!P ? T : F) == (P ? F : T)
    std::swap(IfTrue, IfFalse);
  Register P = Cond.Reg;
  const TargetRegisterClass *RC = MRI.getRegClass(Dst);
  if (PredRC->hasSubClassEq(RC)) {
    // (T && P) || (F && !P): predicate registers have no mux.
    Register Taken = emitPredOp(MBB, At, DL, And, IfTrue, P);
    Register Other = emitPredOp(MBB, At, DL, AndN, IfFalse, P);
    BuildMI(MBB, At, DL, TII.get(Or), Dst).addReg(Taken).addReg(Other);
    return;
  }
  if (IntRC->hasSubClassEq(RC)) {
    // The mux writes IntRegs; a copy moves it into Dst's (sub)class.
    Register Tmp = MRI.createVirtualRegister(IntRC);
    BuildMI(MBB, At, DL, TII.get(Mux), Tmp)
        .addReg(P)
        .addReg(IfTrue)
        .addReg(IfFalse);
    BuildMI(MBB, At, DL, TII.get(TargetOpcode::COPY), Dst).addReg(Tmp);
    return;
  }
  // 64-bit: one mux per half, as instruction selection does it.
  Register Lo = MRI.createVirtualRegister(IntRC);
  Register Hi = MRI.createVirtualRegister(IntRC);
  BuildMI(MBB, At, DL, TII.get(Mux), Lo)
      .addReg(P)
      .addReg(IfTrue, 0, SubLo)
      .addReg(IfFalse, 0, SubLo);
  BuildMI(MBB, At, DL, TII.get(Mux), Hi)
      .addReg(P)
      .addReg(IfTrue, 0, SubHi)
      .addReg(IfFalse, 0, SubHi);
  BuildMI(MBB, At, DL, TII.get(TargetOpcode::REG_SEQUENCE), Dst)
      .addReg(Hi)
      .addImm(SubHi)
      .addReg(Lo)
      .addImm(SubLo);
}

} // namespace

std::unique_ptr<PredicationTarget>
rkifc::createHexagonPredicationTarget(MachineFunction &MF,
                                      std::string &WhyNot) {
  auto Target = std::make_unique<HexagonPredication>(MF);
  if (!Target->resolve(WhyNot))
    return nullptr;
  return Target;
}
