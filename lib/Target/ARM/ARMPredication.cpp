//===- ARMPredication.cpp - ARM and Thumb2 adaptor for rkifc --------------===//
//
// ARM has a single flags register (CPSR) and no predicate registers. rkifc's
// predicates therefore live in general registers as 0 or 1: a branch
// condition is captured with MOV #0 / MOVcc #1 where the branch was, and
// predicates combine with AND, BIC (and-not) and ORR; a negation is folded
// into the consumer (BIC, De Morgan, the inverse condition code). Before each
// predicated instruction or conditional move the flags must say whether the
// predicate holds: they still do right after the compare, or a repeat of
// the branch's compare or a CMP of the predicate with 0 re-creates them,
// which is only correct where no other flag value is live: canPredicateHere
// and canLinearize check exactly that. An AND of "x != 0" (or of "x == 0")
// tests is read from a chain of conditional TSTs instead of registers. A
// capture that nothing reads as a register is erased after the rewrite. Thumb2 uses
// the t2 forms of the same instructions and rGPR registers; the Thumb2 IT
// block pass turns the predicated instructions into IT blocks after
// register allocation.
//
//===----------------------------------------------------------------------===//

#include "rkifc/Target/PredicationTarget.h"
#include "rkifc/Target/ARM/CompareChains.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/CodeGen/MachineFunction.h"
#include "llvm/CodeGen/MachineInstrBuilder.h"
#include "llvm/CodeGen/MachineMemOperand.h"
#include "llvm/CodeGen/MachineRegisterInfo.h"
#include "llvm/CodeGen/TargetInstrInfo.h"
#include "llvm/CodeGen/TargetRegisterInfo.h"
#include "llvm/CodeGen/TargetSubtargetInfo.h"
#include "llvm/Support/CommandLine.h"

#include <optional>

using namespace llvm;
using namespace rkifc;

static llvm::cl::opt<bool> ChainAlways(
    "rk-ifcvt-arm-chain-always", llvm::cl::init(false), llvm::cl::Hidden,
    llvm::cl::desc("rk-ifcvt-late on ARM/Thumb2: keep every AND of "
                   "conditions that can be chained in the flags, even where "
                   "its captures stay live (testing)"));

namespace {

// The flags register has no aliases (checked when the adaptor is made), so
// how an instruction touches it is a look at its operands.
// MachineInstr::modifiesRegister and readsRegister, given register info,
// compare every physical operand by register units: on long loop bodies of
// small diamonds the two were a tenth of rk-ifcvt's instructions.
struct FlagsAccess {
  bool Reads = false, Writes = false;
};
FlagsAccess flagsAccess(const MachineInstr &MI, MCRegister Flags) {
  FlagsAccess Access;
  for (const MachineOperand &MO : MI.operands()) {
    if (MO.isRegMask()) {
      Access.Writes |= MO.clobbersPhysReg(Flags);
    } else if (MO.isReg() && MO.getReg() == Flags) {
      Access.Reads |= MO.isUse();
      Access.Writes |= MO.isDef();
    }
  }
  return Access;
}
bool writesFlags(const MachineInstr &MI, MCRegister Flags) {
  return flagsAccess(MI, Flags).Writes;
}
bool readsFlags(const MachineInstr &MI, MCRegister Flags) {
  return flagsAccess(MI, Flags).Reads;
}

/// What MI means for the liveness of the flags: one that reads them needs
/// them (whether or not it writes them too); one that writes them without
/// reading ends the value before it.
enum class FlagsStep { Untouched, Read, Clobbered };
FlagsStep flagsStep(const MachineInstr &MI, MCRegister Flags) {
  FlagsAccess Access = flagsAccess(MI, Flags);
  return Access.Reads    ? FlagsStep::Read
         : Access.Writes ? FlagsStep::Clobbered
                         : FlagsStep::Untouched;
}

// ARM's condition codes and their negation: rkifc/Target/ARM/CompareChains.h.
using arm::oppositeCondition;

/// The instructions that set the flags a condition reads, in order.
using CompareChain = SmallVector<MachineInstr *, 2>;

class ARMPredication final : public PredicationTarget {
public:
  ARMPredication(MachineFunction &MF, bool Thumb2, PipelineStage Stage)
      : MRI(MF.getRegInfo()), TII(*MF.getSubtarget().getInstrInfo()),
        TRI(*MF.getSubtarget().getRegisterInfo()), Thumb2(Thumb2),
        Late(Stage == PipelineStage::Late) {}

  bool resolve(OpcodeIndex &Opcodes, std::string &WhyNot);

  StringRef name() const override {
    if (Late)
      return Thumb2 ? "Thumb2 (late)" : "ARM (late)";
    return Thumb2 ? "Thumb2" : "ARM";
  }
  Overheads overheads() const override {
    // MOV #0 + MOVcc #1 per condition; CMP + MOVcc per select and a CMP per
    // predicated instruction when the flags must be re-created (often not:
    // these are upper bounds). In Thumb2 every conditional instruction also
    // needs an IT instruction (one per up to four).
    if (Thumb2)
      return {/*Condition=*/3, /*PredicateOp=*/1, /*Select=*/3,
              /*Predication=*/2, /*ChainTest=*/2};
    return {/*Condition=*/2, /*PredicateOp=*/1, /*Select=*/2,
            /*Predication=*/1, /*ChainTest=*/1};
  }
  Overheads expectedOverheads() const override {
    // Per condition captured for predicate logic (the others are read from
    // the flags): MOV #0 and MOVcc #1. ARM's are fitted by
    // scripts/fit-overheads.py (kernels, csmith 1-60, guardgen 1-12;
    // held-out mean absolute error per region 2.2 instructions, 10.2 with
    // the upper bounds). On Thumb2 the fit splits captures and logic
    // otherwise (0.60 and 1.77), but a capture and a logic instruction at
    // their own cost miss its held-out half less (2.9 against 3.0, 30.0
    // with the upper bounds); Thumb2 adds the IT instructions measured in
    // its final code.
    if (Late)
      return lateOverheads();
    if (Thumb2)
      return {/*Condition=*/2.0, /*PredicateOp=*/1.0,
              /*Select=*/1.74 + ITPerConditional,
              /*Predication=*/ITPerConditional};
    return {/*Condition=*/2.45, /*PredicateOp=*/0.81, /*Select=*/1.43,
            /*Predication=*/0.09};
  }
  /// The late stage folds more compares into logic and selects, and holds
  /// ANDs in chains: fitted by scripts/fit-overheads.py with
  /// RKIFC_VARIANT_OPTIONS=-rk-ifcvt-stage=late (kernels, csmith 1-60,
  /// guardgen 1-12: held-out mean absolute error per region 2.11
  /// instructions on ARM, 2.30 on Thumb2, against 2.24 and 2.54 with the
  /// early stage's). A chain's test is one compare (its fitted cost is flat
  /// from 0.6 to 1.9: too few chains to tell), on Thumb2 half of them
  /// conditional, sharing an IT with their reader.
  Overheads lateOverheads() const {
    if (Thumb2)
      return {/*Condition=*/1.56, /*PredicateOp=*/1.03,
              /*Select=*/1.34 + ITPerConditional,
              /*Predication=*/ITPerConditional,
              /*ChainTest=*/1 + ITPerConditional / 2};
    return {/*Condition=*/1.56, /*PredicateOp=*/1.03, /*Select=*/1.07,
            /*Predication=*/0.17, /*ChainTest=*/1};
  }
  const TargetRegisterClass *predicateClass() const override { return PredRC; }

  bool canMaterializeCondition(ArrayRef<MachineOperand> Cond) const override {
    return Cond.size() == 2 && Cond[0].isImm() && Cond[1].isReg() &&
           Cond[1].getReg() == CPSR && Cond[0].getImm() != arm::AL;
  }

  Literal materializeCondition(MachineBasicBlock &MBB, InsertPoint At,
                               const DebugLoc &DL,
                               ArrayRef<MachineOperand> Cond) override {
    // A branch that repeats an earlier branch's compare (a second "p != 0"
    // in an "if (p && c) ... else if (p)" chain) reads the same condition:
    // it shares that branch's value, or its negation.
    CompareChain Compare = repeatableCompareBefore(MBB, At);
    int64_t CC = Cond[0].getImm();
    if (!Compare.empty())
      for (Register Earlier : Captures) {
        // Captures of this region's linear block only (see
        // finishLinearCode): the adaptor lives as long as the function.
        const FlagsReading &F = FlagsCondition.find(Earlier)->second;
        const MachineInstr *Def = MRI.getVRegDef(Earlier);
        if (!Def || Def->getParent() != &MBB || !sameChain(F.Compare, Compare))
          continue;
        if (F.CC == CC)
          return {Earlier, false};
        if (F.CC == oppositeCondition(CC))
          return {Earlier, true};
      }
    // P = 0; if (cond) P = 1 -- read from the flags the branch would read.
    Register Zero = MRI.createVirtualRegister(PredRC);
    addDefaultPred(BuildMI(MBB, At, DL, TII.get(MovImm), Zero).addImm(0))
        .addReg(Register()); // no flag update
    Register P = MRI.createVirtualRegister(PredRC);
    BuildMI(MBB, At, DL, TII.get(MovCCImm), P)
        .addReg(Zero)
        .addImm(1)
        .addImm(Cond[0].getImm())
        .addReg(CPSR);
    FlagsCondition[P] = {P, CC, Compare};
    Captures.push_back(P);
    return {P, false};
  }

  // AND, BIC (A && !B), ORR; a negation never costs an instruction:
  // !A && !B = !(A || B), A || !B = !(B && !A), !A || !B = !(A && B).
  Literal emitAnd(MachineBasicBlock &MBB, InsertPoint At, const DebugLoc &DL,
                  Literal A, Literal B) override {
    if (std::optional<Literal> One = captureBoth(A, B))
      return *One;
    if (A.Negated && B.Negated)
      return ~emitLogic(MBB, At, DL, Orr, A.Reg, B.Reg);
    if (A.Negated)
      std::swap(A, B);
    return emitLogic(MBB, At, DL, B.Negated ? Bic : And, A.Reg, B.Reg);
  }
  Literal emitOr(MachineBasicBlock &MBB, InsertPoint At, const DebugLoc &DL,
                 Literal A, Literal B) override {
    return ~emitAnd(MBB, At, DL, ~A, ~B);
  }

  bool canSelect(const TargetRegisterClass *RC) const override {
    return GPRRC->hasSubClassEq(RC);
  }

  void emitSelect(MachineBasicBlock &MBB, InsertPoint At, const DebugLoc &DL,
                  Register Dst, Literal P, Register IfTrue,
                  Register IfFalse) override {
    // A constant on either side is moved under the condition itself (the
    // MOVcc of an immediate), which saves its register and its MOV; the
    // peephole optimizer does not fold it in Thumb2.
    std::optional<MovedImmediate> Imm = movedImmediate(IfTrue);
    if (!Imm) {
      Imm = movedImmediate(IfFalse);
      if (Imm) {
        std::swap(IfTrue, IfFalse);
        P = ~P;
      }
    }
    // Operands are put in class first: copies must come before their use.
    // The select reads what a copy copies, so that the peephole optimizer
    // can fold its definition into it (a conditional ADD instead of an ADD
    // and a MOVcc); the copy, dead once the PHI goes, is erased with it.
    Register False = inClass(MBB, At, DL, copySource(IfFalse));
    Register True =
        Imm ? Register() : inClass(MBB, At, DL, copySource(IfTrue));
    int64_t CC = emitFlagsFrom(MBB, At, DL, P);
    Register Result = MRI.createVirtualRegister(PredRC);
    if (Imm)
      BuildMI(MBB, At, DL, TII.get(Imm->MovCC), Result)
          .addReg(False)
          .addImm(Imm->Value)
          .addImm(CC)
          .addReg(CPSR);
    else
      BuildMI(MBB, At, DL, TII.get(MovCCReg), Result)
          .addReg(False)
          .addReg(True)
          .addImm(CC)
          .addReg(CPSR);
    BuildMI(MBB, At, DL, TII.get(TargetOpcode::COPY), Dst).addReg(Result);
  }

  bool isScratchPhysReg(MCRegister Reg) const override { return Reg == CPSR; }

  bool prefersBranchPerExitEdge() const override { return true; }

  bool hasLateIfConversion() const override { return true; }
  // One instruction per cycle, as the benchmark counts them (docs/
  // cost-model.md, "Issue width"); with it the predicted cycles need no
  // extra margin: on the 39 benchmark programs, width 1 and gain 0 convert
  // nothing slower than stock on ARM, where the scheduling model's width 2
  // with gain 0.25 lost 27% on a loop body with a rare return.
  unsigned issueWidth() const override { return 1; }
  bool branchesEndIssueGroups() const override { return false; }
  double defaultRequiredGain() const override { return 0.0; }

  bool canPredicate(const MachineInstr &MI) const override {
    return MI.getDesc().isPredicable() && !TII.isPredicated(MI) &&
           TII.isPredicable(MI) && MI.findFirstPredOperandIdx() != -1;
  }

  // What materializeCondition finds: B's compare repeats A's, so B reads
  // A's capture or its negation.
  std::optional<bool>
  repeatsCondition(const MachineBasicBlock &A, ArrayRef<MachineOperand> CondA,
                   const MachineBasicBlock &B,
                   ArrayRef<MachineOperand> CondB) const override {
    CompareChain ChainA = compareOf(A), ChainB = compareOf(B);
    if (ChainB.empty() || !sameChain(ChainA, ChainB))
      return std::nullopt;
    int64_t CCA = CondA[0].getImm(), CCB = CondB[0].getImm();
    if (CCA == CCB)
      return false;
    if (CCA == oppositeCondition(CCB))
      return true;
    return std::nullopt;
  }
  /// The compare a block's branch reads, once the block is laid out
  /// (prepareToLinearize repeats one whose flags flow in).
  CompareChain compareOf(const MachineBasicBlock &MBB) const {
    auto &Block = const_cast<MachineBasicBlock &>(MBB);
    CompareChain Chain =
        repeatableCompareBefore(Block, Block.getFirstTerminator());
    if (Chain.empty() && flagsLiveIn(MBB))
      Chain = compareFlowingInto(MBB);
    return Chain;
  }

  // What captureBoth finds when the conditions are captured
  // (conjunctionCode).
  bool conjunctionIsCondition(const MachineBasicBlock &A,
                              ArrayRef<MachineOperand> CondA, bool NegA,
                              const MachineBasicBlock &B,
                              ArrayRef<MachineOperand> CondB,
                              bool NegB) const override {
    if (!canMaterializeCondition(CondA) || !canMaterializeCondition(CondB))
      return false;
    return conjunctionCode(compareOf(A), CondA[0].getImm(), NegA,
                           compareOf(B), CondB[0].getImm(), NegB)
        .has_value();
  }

  // What emitCompareChain emits where the tests' captures die: a compare
  // per test (a copy of the branch's compare, CMP y, #0 for a flag-setting
  // y, CMP p, #0 for a value), in an order arm::orderConjunction finds.
  bool holdsConjunctionInFlags(ArrayRef<ConjunctTest> Tests) const override {
    if (!Late || Tests.size() < 2 || Tests.size() > MaxChainTests)
      return false;
    SmallVector<arm::ChainTest, 4> Chain;
    for (const ConjunctTest &T : Tests) {
      // A value is compared with 0; a condition, as chainTest will test it
      // once captured (a capture tested with 0 would not die).
      arm::ChainTest C{arm::NE, false, arm::flagValuesOfCompareWithZero()};
      if (T.Block) {
        CompareChain Compare = compareOf(*T.Block);
        if (!canMaterializeCondition(T.Cond) || Compare.size() != 1)
          return false;
        ChainSource Unused;
        std::optional<arm::ChainTest> Own =
            compareTest(*Compare[0], T.Cond[0].getImm(), Unused);
        if (!Own)
          return false;
        C = *Own;
      }
      if (T.Negated)
        C.Code = oppositeCondition(C.Code);
      Chain.push_back(C);
    }
    return arm::orderConjunction(Chain).has_value();
  }

  // The IT instructions Thumb2's final code has per conditional
  // instruction (scripts/fit-overheads.py, fit half).
  static constexpr double ITPerConditional = 0.78;
  double absorbedSelectCost() const override {
    return Thumb2 ? ITPerConditional : 0.0;
  }

  // The peephole optimiser folds a MOVCC into the predicable instruction
  // that computes one of its inputs when nothing ties, reads a physical
  // register or defines a live value besides the input; the estimate asks
  // before the rewrite, when Def is not yet predicated.
  bool selectAbsorbs(const MachineInstr &Def) const override {
    if (!canPredicate(Def) || Def.hasUnmodeledSideEffects() ||
        Def.mayLoadOrStore())
      return false;
    for (const MachineOperand &MO : llvm::drop_begin(Def.operands())) {
      if (MO.isFI() || MO.isCPI() || MO.isJTI())
        return false;
      if (!MO.isReg() || !MO.getReg())
        continue;
      if (MO.isTied() || MO.getReg().isPhysical() ||
          (MO.isDef() && !MO.isDead()))
        return false;
    }
    return true;
  }

  void beginPlanning() override {
    FlagsScanned.clear();
    FlagsLiveAfter.clear();
    // What the last region's linear code captured: the compares these
    // entries point to may have been erased since (their registers are
    // never reused, but a pointer to an erased compare must not be kept).
    FlagsCondition.clear();
    LogicOf.clear();
  }
  bool canPredicateHere(const MachineInstr &MI,
                        std::string &Why) const override;
  bool flagsLiveAfter(const MachineInstr &MI) const;
  bool canLinearize(const MachineBasicBlock &MBB,
                    std::string &Why) const override;
  void prepareToLinearize(MachineBasicBlock &MBB) override;
  bool flagsLiveIn(const MachineBasicBlock &MBB) const;
  /// The compare whose flags flow into MBB, if MBB can repeat it.
  CompareChain compareFlowingInto(const MachineBasicBlock &MBB) const;

  bool predicate(MachineInstr &MI, Literal P) override {
    int64_t CC =
        emitFlagsFrom(*MI.getParent(), MI.getIterator(), MI.getDebugLoc(), P);
    SmallVector<MachineOperand, 2> Cond{MachineOperand::CreateImm(CC),
                                        MachineOperand::CreateReg(CPSR, false)};
    if (!TII.PredicateInstruction(MI, Cond))
      return false;
    if (MI.mayLoadOrStore()) {
      keepAccessAsIs(MI);
      if (IncrementFoldable.contains(MI.getOpcode()))
        giveBaseItsOwnRegister(MI);
    }
    return true;
  }

  void finishLinearCode(MachineBasicBlock &MBB) override {
    if (Late)
      foldSelects(MBB);
    eraseUnreadCompares(MBB);
    eraseRepeatedCompares(MBB);
    if (Late)
      foldCompares(MBB);
    if (Thumb2)
      fillITBlocks(MBB);
    // The region is done: its captures may be erased as unused, and the
    // compares they name just were.
    Captures.clear();
    RepeatOf.clear();
    ChainFor.clear();
  }

  void emitConditionalBranch(MachineBasicBlock &MBB, MachineBasicBlock *Target,
                             Literal P, const DebugLoc &DL) override {
    int64_t CC = emitFlagsFrom(MBB, MBB.end(), DL, P);
    SmallVector<MachineOperand, 2> Cond{MachineOperand::CreateImm(CC),
                                        MachineOperand::CreateReg(CPSR, false)};
    TII.insertBranch(MBB, Target, nullptr, Cond, DL);
  }
  void emitBranch(MachineBasicBlock &MBB, MachineBasicBlock *Target,
                  const DebugLoc &DL) override {
    TII.insertBranch(MBB, Target, nullptr, {}, DL);
  }

private:
  /// Marks the memory operands of a predicated access volatile. The post-RA
  /// load/store optimizer folds "ADD/SUB base, base, #n" into an earlier
  /// access through base when both carry the same condition code, even
  /// with a compare between them that gives that code another meaning; a
  /// select of a pointer bump after a predicated load then moved the bump
  /// under the load's condition (issue 13). Volatile accesses are never
  /// merged, reordered or removed by any pass, and the only cost is the
  /// scheduling freedom of these accesses, which already run conditionally.
  void keepAccessAsIs(MachineInstr &MI) {
    MachineFunction &MF = *MI.getMF();
    SmallVector<MachineMemOperand *, 2> Volatile;
    for (MachineMemOperand *MMO : MI.memoperands())
      Volatile.push_back(MF.getMachineMemOperand(
          MMO->getPointerInfo(), MMO->getFlags() | MachineMemOperand::MOVolatile,
          MMO->getMemoryType(), MMO->getBaseAlign(), MMO->getAAInfo(),
          MMO->getRanges(), MMO->getSyncScopeID(), MMO->getSuccessOrdering(),
          MMO->getFailureOrdering()));
    MI.setMemRefs(MF, Volatile);
  }

  /// Makes a predicated Thumb2 byte or halfword access address memory
  /// through a copy of its base register. The pre-RA load/store optimizer
  /// (DistributeIncrements) folds an unconditional "base + n" into a
  /// zero-offset access of those opcodes through base, making a
  /// post-increment access, and checks the increment's predicate but not
  /// the access's: the pointer then moved only when the access ran (issue
  /// 13, found by guardgen on cortex-a15). It leaves alone a base register
  /// with any other kind of use, and the copy is one; the register coalescer
  /// removes it afterwards. Word accesses are not touched by that pass, and
  /// a copy for them only made the allocator shuffle loop pointers.
  void giveBaseItsOwnRegister(MachineInstr &MI) {
    MachineOperand &Base = MI.getOperand(1);
    if (!Base.isReg() || !Base.isUse() || !Base.getReg().isVirtual())
      return;
    Register Copy = MRI.createVirtualRegister(MRI.getRegClass(Base.getReg()));
    BuildMI(*MI.getParent(), MI, MI.getDebugLoc(),
            TII.get(TargetOpcode::COPY), Copy)
        .addReg(Base.getReg(), 0, Base.getSubReg());
    Base.setReg(Copy);
    Base.setSubReg(0);
    Base.setIsKill(false);
  }

  /// The outcomes of "CMP a, b" that condition code CC accepts, as a set of
  /// {a < b, a == b, a > b} (bits 0, 1, 2) in the signed or the unsigned
  /// order: -1 where CC reads more than that (N, V or C alone).
  static int outcomesOf(int64_t CC, bool &Unsigned, bool &Signed) {
    constexpr int Less = 1, Equal = 2, Greater = 4;
    switch (CC) {
    case arm::EQ: return Equal;
    case arm::NE: return Less | Greater;
    case arm::GE: Signed = true; return Equal | Greater;
    case arm::LT: Signed = true; return Less;
    case arm::GT: Signed = true; return Greater;
    case arm::LE: Signed = true; return Less | Equal;
    case arm::HS: Unsigned = true; return Equal | Greater;
    case arm::LO: Unsigned = true; return Less;
    case arm::HI: Unsigned = true; return Greater;
    case arm::LS:
      Unsigned = true;
      return Less | Equal;
    default:
      return -1;
    }
  }
  /// The condition code that accepts exactly Outcomes, if one does.
  static std::optional<int64_t> codeOf(int Outcomes, bool Unsigned) {
    for (int64_t CC :
         {arm::EQ, arm::NE, Unsigned ? arm::HS : arm::GE,
          Unsigned ? arm::LO : arm::LT, Unsigned ? arm::HI : arm::GT,
          Unsigned ? arm::LS : arm::LE}) {
      bool U = false, S = false;
      if (outcomesOf(CC, U, S) == Outcomes)
        return CC;
    }
    return std::nullopt;
  }

  /// The condition code that reads "CCA (negated with NegA) && CCB (NegB)"
  /// where both read the flags of one compare of two values, CompareA and
  /// CompareB being the same; none where no single code does.
  std::optional<int64_t> conjunctionCode(ArrayRef<MachineInstr *> CompareA,
                                         int64_t CCA, bool NegA,
                                         ArrayRef<MachineInstr *> CompareB,
                                         int64_t CCB, bool NegB) const {
    if (CompareA.size() != 1 || !sameChain(CompareA, CompareB) ||
        (CompareA[0]->getOpcode() != CmpImm &&
         CompareA[0]->getOpcode() != CmpReg))
      return std::nullopt;
    bool Unsigned = false, Signed = false;
    int OA = outcomesOf(CCA, Unsigned, Signed);
    int OB = outcomesOf(CCB, Unsigned, Signed);
    if (OA < 0 || OB < 0 || (Unsigned && Signed))
      return std::nullopt;
    constexpr int All = 7;
    int Both = (NegA ? All & ~OA : OA) & (NegB ? All & ~OB : OB);
    return codeOf(Both, Unsigned);
  }

  /// A && B, where both are conditions captured from one compare of two
  /// values (the "<" and ">" of a three-way compare, as MachineCSE leaves
  /// them) and one condition code reads their conjunction ("a >= b && a <=
  /// b" is "a == b"): captured as a condition of its own, right after the
  /// later capture, where the flags still hold that compare. Nothing reads
  /// the capture where the flags still hold the compare (a branch, a
  /// predicated instruction), and it is then erased with the others.
  std::optional<Literal> captureBoth(Literal A, Literal B) {
    auto KA = FlagsCondition.find(A.Reg), KB = FlagsCondition.find(B.Reg);
    if (KA == FlagsCondition.end() || KB == FlagsCondition.end() ||
        KA->second.Root != A.Reg || KB->second.Root != B.Reg)
      return std::nullopt;
    const CompareChain &Compare = KA->second.Compare;
    std::optional<int64_t> CC =
        conjunctionCode(Compare, KA->second.CC, A.Negated, KB->second.Compare,
                        KB->second.CC, B.Negated);
    MachineInstr *DefA = MRI.getVRegDef(A.Reg), *DefB = MRI.getVRegDef(B.Reg);
    if (!CC || !DefA || !DefB || DefA->getParent() != DefB->getParent())
      return std::nullopt;
    // The later of the two captures: the flags there hold the compare.
    MachineBasicBlock &MBB = *DefA->getParent();
    MachineInstr *Later = DefB;
    for (MachineInstr &MI : MBB)
      if (&MI == DefA || &MI == DefB) {
        Later = &MI == DefA ? DefB : DefA;
        break;
      }
    auto At = std::next(Later->getIterator());
    const DebugLoc &DL = Later->getDebugLoc();
    Register Zero = MRI.createVirtualRegister(PredRC);
    addDefaultPred(BuildMI(MBB, At, DL, TII.get(MovImm), Zero).addImm(0))
        .addReg(Register());
    Register P = MRI.createVirtualRegister(PredRC);
    BuildMI(MBB, At, DL, TII.get(MovCCImm), P)
        .addReg(Zero)
        .addImm(1)
        .addImm(*CC)
        .addReg(CPSR);
    FlagsCondition[P] = {P, *CC, Compare};
    Captures.push_back(P);
    return Literal{P, false};
  }

  /// Adds the "always" predicate operands (condition, condition register).
  MachineInstrBuilder addDefaultPred(MachineInstrBuilder MIB) {
    return MIB.addImm(arm::AL).addReg(Register());
  }

  Literal emitLogic(MachineBasicBlock &MBB, InsertPoint At, const DebugLoc &DL,
                    unsigned Opc, Register A, Register B) {
    Register LHS = inClass(MBB, At, DL, A), RHS = inClass(MBB, At, DL, B);
    Register D = MRI.createVirtualRegister(PredRC);
    addDefaultPred(
        BuildMI(MBB, At, DL, TII.get(Opc), D).addReg(LHS).addReg(RHS))
        .addReg(Register());
    LogicOf[D] = {Opc, A, B};
    return {D};
  }

  /// Makes the flags say whether P holds and returns the condition code that
  /// reads it (its opposite for a negated literal). Flags that still hold
  /// the compare P's register was materialized from (or a compare of it
  /// with 0) are used as they are: a triangle or diamond then needs no
  /// compare at all. Otherwise a compare of the register with 0 is emitted
  /// and NE (EQ) reads it.
  int64_t emitFlagsFrom(MachineBasicBlock &MBB, InsertPoint At,
                        const DebugLoc &DL, Literal P) {
    std::optional<int64_t> CC = flagsReading(MBB, At, P.Reg);
    if (!CC)
      CC = emitTestChain(MBB, At, DL, {P.Reg, false});
    if (!CC && Late)
      CC = emitCompareChain(MBB, At, DL, {P.Reg, false});
    auto Known = FlagsCondition.find(P.Reg);
    if (!CC && Known != FlagsCondition.end() &&
        !Known->second.Compare.empty()) {
      // Compare again what the branch compared: at most as costly as
      // comparing P with 0, and the 0/1 capture dies when nothing else reads
      // it. What the compare computes besides the flags goes to new
      // registers that nothing reads.
      MachineInstr *Again = nullptr;
      for (const MachineInstr *Original : Known->second.Compare) {
        Again = MBB.getParent()->CloneMachineInstr(Original);
        for (MachineOperand &MO : Again->all_defs())
          if (MO.getReg().isVirtual())
            MO.setReg(MRI.createVirtualRegister(MRI.getRegClass(MO.getReg())));
        MBB.insert(At, Again);
      }
      RepeatOf[Again] = Known->second.Root;
      CC = Known->second.CC;
    }
    if (!CC) {
      Register Value = inClass(MBB, At, DL, P.Reg);
      addDefaultPred(
          BuildMI(MBB, At, DL, TII.get(CmpImm)).addReg(Value).addImm(0));
      CC = arm::NE;
    }
    return P.Negated ? oppositeCondition(*CC) : *CC;
  }

  /// A literal of an AND chain: a test of one flag of "TST Y, Y", read with
  /// Code (NE: Y != 0, EQ: Y == 0, MI: Y < 0, PL: Y >= 0). Y is empty where
  /// the literal can only start a chain: its flags come from its own
  /// compare, read with Code.
  struct FlagTest {
    Literal L;
    Register Y;
    int64_t Code;
    /// A second code that reads the same test, or arm::AL.
    int64_t AltCode = arm::AL;
    bool reads(int64_t CC) const { return Code == CC || AltCode == CC; }
  };

  /// The literal's flag test, where it is a condition captured from a
  /// compare of a register with 0 (or, as instruction selection writes
  /// "y >= 0", CMN y, #1 read with GT) that reads Z or N alone.
  std::optional<FlagTest> flagTest(Literal L) const {
    auto Known = FlagsCondition.find(L.Reg);
    if (Known == FlagsCondition.end() || Known->second.Root != L.Reg)
      return std::nullopt;
    const FlagsReading &F = Known->second;
    std::optional<int64_t> Code;
    if (llvm::is_contained({arm::EQ, arm::NE, arm::MI, arm::PL}, F.CC))
      Code = F.CC;
    Register Y;
    if (F.Compare.size() == 1 &&
        F.Compare[0]->getOperand(0).getReg().isVirtual()) {
      const MachineInstr &Cmp = *F.Compare[0];
      int64_t Imm = Cmp.getOperand(1).isImm() ? Cmp.getOperand(1).getImm() : -1;
      if (Cmp.getOpcode() == CmpImm && Imm == 0) {
        // Against 0, V is clear: GE reads N clear, LT reads N set.
        if (F.CC == arm::GE)
          Code = arm::PL;
        else if (F.CC == arm::LT)
          Code = arm::MI;
        if (Code)
          Y = Cmp.getOperand(0).getReg();
      } else if (CmnImm && Cmp.getOpcode() == CmnImm && Imm == 1 &&
                 (F.CC == arm::GT || F.CC == arm::LE)) {
        Code = F.CC == arm::GT ? arm::PL : arm::MI; // y > -1, y <= -1
        Y = Cmp.getOperand(0).getReg();
      }
    }
    // After the peephole optimizer (the late stage), "y = ...; CMP y, #0"
    // is often one flag-setting instruction: its Z and N are y's.
    if (Late && Code && !Y && F.Compare.size() == 1)
      Y = resultOf(*F.Compare[0]);
    if (!Code)
      return std::nullopt;
    if (L.Negated)
      Code = oppositeCondition(*Code);
    // Y = X << 31 is 0 or has only its sign bit set: "!= 0" is "< 0".
    int64_t Alt = arm::AL;
    if (Y && isShiftLeftBy31(Y))
      Alt = *Code == arm::NE   ? arm::MI
            : *Code == arm::EQ ? arm::PL
            : *Code == arm::MI ? arm::NE
                              : arm::EQ;
    return FlagTest{L, Y, *Code, Alt};
  }

  bool isShiftLeftBy31(Register Y) const {
    const MachineInstr *Def = MRI.getVRegDef(Y);
    return Def && ShiftLeftImm && Def->getOpcode() == ShiftLeftImm &&
           !TII.isPredicated(*Def) && Def->getOperand(2).isImm() &&
           Def->getOperand(2).getImm() == 31;
  }

  /// Splits L into literals whose AND it is, through the AND, BIC and ORR
  /// (of negations) that emitLogic built.
  void conjuncts(Literal L, SmallVectorImpl<Literal> &Out) const {
    auto Logic = LogicOf.find(L.Reg);
    if (Logic != LogicOf.end()) {
      const LogicOp &Op = Logic->second;
      if (!L.Negated && (Op.Opc == And || Op.Opc == Bic)) {
        conjuncts({Op.A, false}, Out);
        conjuncts({Op.B, Op.Opc == Bic}, Out);
        return;
      }
      if (L.Negated && Op.Opc == Orr) { // !(A || B) = !A && !B
        conjuncts({Op.A, true}, Out);
        conjuncts({Op.B, true}, Out);
        return;
      }
    }
    Out.push_back(L);
  }

  /// Sets the flags for an AND chain of flag tests read with one code, all
  /// "!= 0", all "== 0", all "< 0" or all ">= 0", with conditional TSTs:
  /// "p && m" becomes CMP p, #0; TSTne m, m and reads NE, with neither
  /// condition captured in a register. A false test leaves the flags as it
  /// found them, which the code of the next test (the same) also reads as
  /// false. TSTrr
  /// is the one conditional compare the peephole optimizer cannot fold
  /// into its operand's definition (analyzeCompare knows CMP and TST with
  /// an immediate only; issue 13). Tries P and its negation; returns the
  /// condition code that reads P, having emitted nothing when it fails.
  std::optional<int64_t> emitTestChain(MachineBasicBlock &MBB, InsertPoint At,
                                       const DebugLoc &DL, Literal P) {
    for (bool Negate : {false, true}) {
      Literal L = Negate ? ~P : P;
      SmallVector<Literal, 4> Leaves;
      conjuncts(L, Leaves);
      if (Leaves.size() < 2 || Leaves.size() > MaxChainTests)
        continue;
      SmallVector<FlagTest, 4> Tests;
      for (Literal Leaf : Leaves)
        if (std::optional<FlagTest> T = flagTest(Leaf))
          Tests.push_back(*T);
      if (Tests.size() != Leaves.size())
        continue;
      // The code every test can be read with, if any.
      int64_t CC = arm::AL;
      for (int64_t Candidate : {Tests[0].Code, Tests[0].AltCode})
        if (CC == arm::AL && Candidate != arm::AL &&
            llvm::all_of(Tests, [&](const FlagTest &T) {
              return T.reads(Candidate);
            }))
          CC = Candidate;
      if (CC == arm::AL)
        continue;
      // Every test but the first needs a register to TST, so one without
      // must come first. The first sets the flags with its own compare if
      // that reads with the chain's code (best: one whose flags are still
      // set), else with CMP Y, #0.
      auto OwnCompare = [&](const FlagTest &T) {
        return flagsCodeFor(MBB, At, T.L) == CC;
      };
      auto First = llvm::find_if(Tests, [](const FlagTest &T) { return !T.Y; });
      if (First == Tests.end())
        First = llvm::find_if(Tests, [&](const FlagTest &T) {
          return OwnCompare(T) && flagsReading(MBB, At, T.L.Reg);
        });
      if (First == Tests.end())
        First = llvm::find_if(Tests, OwnCompare);
      if (First == Tests.end())
        First = Tests.begin();
      if (!First->Y && !OwnCompare(*First))
        continue;
      std::swap(*First, Tests[0]);
      if (llvm::any_of(drop_begin(Tests),
                       [](const FlagTest &T) { return !T.Y; }))
        continue;
      if (OwnCompare(Tests[0]))
        emitFlagsFrom(MBB, At, DL, Tests[0].L);
      else
        addDefaultPred(BuildMI(MBB, At, DL, TII.get(CmpImm))
                           .addReg(inClass(MBB, At, DL, Tests[0].Y))
                           .addImm(0));
      MachineInstr *Last = nullptr;
      for (const FlagTest &T : drop_begin(Tests)) {
        Register Y = inClass(MBB, At, DL, T.Y);
        Last = BuildMI(MBB, At, DL, TII.get(TstReg))
                   .addReg(Y)
                   .addReg(Y)
                   .addImm(CC)
                   .addReg(CPSR);
      }
      ChainFor[Last] = {P.Reg, Negate ? oppositeCondition(CC) : CC};
      return Negate ? oppositeCondition(CC) : CC;
    }
    return std::nullopt;
  }
  static constexpr unsigned MaxChainTests = 4;
  static constexpr unsigned MaxFlagsLookBack = 256;

  /// The condition code emitFlagsFrom will return for L at At (L being no
  /// AND chain of its own).
  int64_t flagsCodeFor(MachineBasicBlock &MBB, InsertPoint At,
                       Literal L) const {
    std::optional<int64_t> CC = flagsReading(MBB, At, L.Reg);
    auto Known = FlagsCondition.find(L.Reg);
    if (!CC && Known != FlagsCondition.end() &&
        !Known->second.Compare.empty())
      CC = Known->second.CC;
    return L.Negated ? oppositeCondition(CC.value_or(arm::NE))
                     : CC.value_or(arm::NE);
  }

  /// The condition code that reads P from the flags as they are at At, if
  /// they still say whether P holds. Looks back at most MaxFlagsLookBack
  /// instructions: each instruction of a run predicated under one
  /// condition asks, and the walk back to the run's compare was quadratic
  /// in its length (16,000 stores, 1.7 s); after that many, a new compare
  /// costs little (and eraseRepeatedCompares drops it if it repeats one).
  std::optional<int64_t> flagsReading(MachineBasicBlock &MBB, InsertPoint At,
                                      Register P) const {
    auto Known = FlagsCondition.find(P);
    unsigned Seen = 0;
    for (auto It = At; It != MBB.begin();) {
      --It;
      if (It->isDebugInstr())
        continue;
      if (++Seen > MaxFlagsLookBack)
        break;
      // Only an unconditional compare says that P is 0 or not: a step of a
      // chain of conditional compares may not have run (the late stage).
      if (It->getOpcode() == CmpImm && It->getOperand(0).getReg() == P &&
          It->getOperand(1).getImm() == 0 && !TII.isPredicated(*It))
        return arm::NE;
      if (auto Chain = ChainFor.find(&*It);
          Chain != ChainFor.end() && Chain->second.first == P)
        return Chain->second.second;
      // Reached the materialization P derives from, with the flags
      // untouched since: they still hold the compare it read.
      if (Known != FlagsCondition.end() &&
          (It->definesRegister(Known->second.Root, &TRI) ||
           RepeatOf.lookup(&*It) == Known->second.Root))
        return Known->second.CC;
      if (writesFlags(*It, CPSR))
        break;
    }
    return std::nullopt;
  }

  /// The instructions that set the flags a branch at At would read, if they
  /// can be repeated later with the same result: unpredicated arithmetic
  /// on virtual registers (never redefined in SSA form) and immediates,
  /// the first not reading the flags and each later one reading those of
  /// the one before -- a CMP, or the SUBS + SBCS of a 64-bit compare. The
  /// repeat writes new registers besides the flags. It is safe from the
  /// peephole's compare folding (issue 13): it is ordinary unconditional
  /// code.
  CompareChain repeatableCompareBefore(MachineBasicBlock &MBB,
                                       InsertPoint At) const {
    CompareChain Chain;
    for (auto It = At; It != MBB.begin();) {
      --It;
      if (It->isDebugInstr() || !writesFlags(*It, CPSR))
        continue;
      if (!isPureFlagSetter(*It) || Chain.size() == MaxChain)
        return {};
      Chain.insert(Chain.begin(), &*It);
      if (!readsFlags(*It, CPSR))
        return Chain;
    }
    return {};
  }
  static constexpr unsigned MaxChain = 3;

  static bool sameChain(ArrayRef<MachineInstr *> A,
                        ArrayRef<MachineInstr *> B) {
    if (A.size() != B.size() || A.empty())
      return false;
    for (unsigned I = 0; I != A.size(); ++I)
      if (!A[I]->isIdenticalTo(*B[I], MachineInstr::IgnoreVRegDefs))
        return false;
    return true;
  }

  /// An instruction that sets the flags and otherwise only computes
  /// virtual registers from virtual registers, immediates (and the flags):
  /// running it again changes nothing but the flags and its new results.
  bool isPureFlagSetter(const MachineInstr &MI) const {
    if (!writesFlags(MI, CPSR) || MI.mayLoadOrStore() ||
        MI.hasUnmodeledSideEffects() || MI.isCall() || MI.isTerminator() ||
        MI.isInlineAsm() || TII.isPredicated(MI))
      return false;
    for (const MachineOperand &MO : MI.operands()) {
      if (MO.isRegMask())
        return false;
      if (MO.isReg() && MO.getReg() && MO.getReg() != CPSR &&
          !MO.getReg().isVirtual())
        return false;
    }
    return true;
  }

  /// A flag setter whose other results nothing reads: its only effect is
  /// the flags.
  bool isFlagOnly(const MachineInstr &MI) const {
    if (!isPureFlagSetter(MI))
      return false;
    for (const MachineOperand &MO : MI.all_defs())
      if (MO.getReg() != CPSR && !MRI.use_nodbg_empty(MO.getReg()))
        return false;
    return true;
  }

  /// Compares whose flags are overwritten before anything reads them: a
  /// branch's compare whose condition is now read only from a repeat of
  /// it, further down. No successor of the linear code has the flags live
  /// in (canLinearize), but that is checked, not assumed.
  void eraseUnreadCompares(MachineBasicBlock &MBB) {
    bool Live = llvm::any_of(MBB.successors(), [&](MachineBasicBlock *S) {
      return S->isLiveIn(CPSR);
    });
    for (MachineInstr &MI : make_early_inc_range(reverse(MBB))) {
      if (MI.isDebugInstr())
        continue;
      FlagsAccess Access = flagsAccess(MI, CPSR);
      if (Access.Writes) {
        if (!Live && isFlagOnly(MI)) {
          for (const MachineOperand &MO : MI.all_defs())
            if (MO.getReg().isVirtual())
              MRI.markUsesInDebugValueAsUndef(MO.getReg());
          MI.eraseFromParent();
          continue;
        }
        Live = false;
      }
      if (Access.Reads)
        Live = true;
    }
  }

  /// A compare identical to the one that set the flags still in place (the
  /// same registers, never redefined in SSA form, and immediates) changes
  /// nothing. One that reads the flags (an SBCS) depends on what came before
  /// and is left alone.
  void eraseRepeatedCompares(MachineBasicBlock &MBB) {
    const MachineInstr *Setter = nullptr;
    for (MachineInstr &MI : make_early_inc_range(MBB)) {
      if (MI.isDebugInstr() || !writesFlags(MI, CPSR))
        continue;
      bool Repeatable = isFlagOnly(MI) && !readsFlags(MI, CPSR);
      if (Setter && Repeatable &&
          MI.isIdenticalTo(*Setter, MachineInstr::IgnoreVRegDefs)) {
        for (const MachineOperand &MO : MI.all_defs())
          if (MO.getReg().isVirtual())
            MRI.markUsesInDebugValueAsUndef(MO.getReg());
        MI.eraseFromParent();
        continue;
      }
      Setter = Repeatable ? &MI : nullptr;
    }
  }

  /// The condition an instruction is predicated on, or none.
  std::optional<int64_t> conditionOf(const MachineInstr &MI) const {
    int Idx = MI.findFirstPredOperandIdx();
    if (Idx < 0 || !TII.isPredicated(MI))
      return std::nullopt;
    return MI.getOperand(Idx).getImm();
  }

  /// Predicates speculated instructions that sit between two predicated
  /// ones and whose results only instructions under one condition read, up
  /// to the next flag change: a load, its update and the store back
  /// ("if (c) *p += v") then share one IT block instead of needing two.
  /// Running such an instruction only under that condition changes no
  /// value anything reads.
  void fillITBlocks(MachineBasicBlock &MBB) {
    auto NextCode = [&](MachineBasicBlock::iterator It) {
      while (It != MBB.end() && It->isDebugInstr())
        ++It;
      return It;
    };
    const MachineInstr *Prev = nullptr;
    for (auto It = NextCode(MBB.begin()); It != MBB.end();) {
      MachineInstr &MI = *It;
      auto Next = NextCode(std::next(It));
      int64_t Before = Prev ? conditionOf(*Prev).value_or(arm::AL) : arm::AL;
      int64_t After =
          Next != MBB.end() ? conditionOf(*Next).value_or(arm::AL) : arm::AL;
      if (Before != arm::AL && After != arm::AL &&
          (After == Before || After == oppositeCondition(Before)))
        if (std::optional<int64_t> CC = onlyReadUnder(MI, Next)) {
          SmallVector<MachineOperand, 2> Cond{
              MachineOperand::CreateImm(*CC),
              MachineOperand::CreateReg(CPSR, false)};
          TII.PredicateInstruction(MI, Cond);
        }
      Prev = &MI;
      It = Next;
    }
  }

  /// The condition under which every reader of MI's result runs, when MI
  /// is plain arithmetic that could run under it: all readers lie in the
  /// run of predicated instructions that starts at Run, within which the
  /// flags do not change.
  std::optional<int64_t> onlyReadUnder(const MachineInstr &MI,
                                       MachineBasicBlock::iterator Run) const {
    if (!canPredicate(MI) || MI.mayLoadOrStore() ||
        MI.hasUnmodeledSideEffects() || readsFlags(MI, CPSR) ||
        writesFlags(MI, CPSR))
      return std::nullopt;
    SmallVector<Register, 1> Defs;
    for (const MachineOperand &MO : MI.all_defs()) {
      if (!MO.getReg().isVirtual())
        return std::nullopt;
      Defs.push_back(MO.getReg());
    }
    if (Defs.size() != 1)
      return std::nullopt;
    SmallPtrSet<const MachineInstr *, 8> InRun;
    for (auto It = Run; It != MI.getParent()->end(); ++It) {
      if (It->isDebugInstr())
        continue;
      if (!conditionOf(*It) || writesFlags(*It, CPSR))
        break;
      InRun.insert(&*It);
    }
    std::optional<int64_t> CC;
    for (const MachineOperand &Use : MRI.use_nodbg_operands(Defs[0])) {
      const MachineInstr &User = *Use.getParent();
      // An operand tied to a def is the value the def keeps when the
      // condition fails (the "false" input of every MOVcc form, shifted
      // ones included, and of whatever optimizeSelect predicated): it is
      // read whatever the flags say (issue 44).
      if (Use.isTied())
        return std::nullopt;
      // A conditional move reads its value under its condition too, but
      // the peephole optimizer folds an unpredicated definition into it (a
      // conditional ADD in place of ADD and MOVcc), which saves more.
      bool Select = User.getOpcode() == MovCCReg ||
                    User.getOpcode() == MovCCImm ||
                    (MovCCWideImm && User.getOpcode() == MovCCWideImm);
      std::optional<int64_t> UserCC = InRun.contains(&User) && !Select
                                          ? conditionOf(User)
                                          : std::nullopt;
      if (!UserCC || (CC && *CC != *UserCC))
        return std::nullopt;
      CC = UserCC;
    }
    return CC;
  }

  /// A value an unconditional move of an immediate defines, and the
  /// conditional move of that immediate kind.
  struct MovedImmediate {
    int64_t Value;
    unsigned MovCC;
  };
  std::optional<MovedImmediate> movedImmediate(Register V) const {
    // Instruction selection often moves a constant into a narrower class
    // and copies it out.
    V = copySource(V);
    const MachineInstr *Def = V.isVirtual() ? MRI.getVRegDef(V) : nullptr;
    if (!Def || Def->getNumOperands() < 2 || !Def->getOperand(1).isImm() ||
        TII.isPredicated(*Def))
      return std::nullopt;
    if (Def->getOpcode() == MovImm)
      return MovedImmediate{Def->getOperand(1).getImm(), MovCCImm};
    if (MovWideImm && Def->getOpcode() == MovWideImm)
      return MovedImmediate{Def->getOperand(1).getImm(), MovCCWideImm};
    return std::nullopt;
  }

  /// The virtual register a chain of full copies starts from.
  Register copySource(Register V) const {
    const MachineInstr *Def = V.isVirtual() ? MRI.getVRegDef(V) : nullptr;
    while (Def && Def->isFullCopy() && Def->getOperand(1).getReg().isVirtual()) {
      V = Def->getOperand(1).getReg();
      Def = MRI.getVRegDef(V);
    }
    return V;
  }

  /// V itself when it fits (or can be narrowed to) RC, by default the class
  /// the predicate instructions need, or a copy of it that does.
  Register inClass(MachineBasicBlock &MBB, InsertPoint At, const DebugLoc &DL,
                   Register V, const TargetRegisterClass *RC = nullptr) {
    if (!RC)
      RC = PredRC;
    // V may be the source of a copy, read through.
    clearKillFlagsOnce(V, MRI);
    if (RC->hasSubClassEq(MRI.getRegClass(V)) || MRI.constrainRegClass(V, RC))
      return V;
    Register Copy = MRI.createVirtualRegister(RC);
    BuildMI(MBB, At, DL, TII.get(TargetOpcode::COPY), Copy).addReg(V);
    return Copy;
  }

  std::optional<int64_t> emitCompareChain(MachineBasicBlock &MBB,
                                          InsertPoint At, const DebugLoc &DL,
                                          Literal P);
  /// How a test of a chain sets its flags: a copy of Compare, or else
  /// "CMP Reg, #0".
  struct ChainSource {
    const MachineInstr *Compare = nullptr;
    Register Reg;
  };
  arm::ChainTest chainTest(Literal L, ChainSource &Source) const;
  std::optional<arm::ChainTest> compareTest(const MachineInstr &Setter,
                                            int64_t CC,
                                            ChainSource &Source) const;
  MachineInstr *emitChainStep(MachineBasicBlock &MBB, InsertPoint At,
                              const DebugLoc &DL, const ChainSource &Source,
                              bool Swapped);
  bool isPlainCompare(const MachineInstr &MI) const;
  Register resultOf(const MachineInstr &Setter) const;
  void foldSelects(MachineBasicBlock &MBB);
  void foldCompares(MachineBasicBlock &MBB);
  unsigned flagValuesLeftBy(const MachineInstr &Compare) const;
  bool chainPays(Literal P, ArrayRef<Literal> Leaves,
                 ArrayRef<ChainSource> Sources) const;

  MachineRegisterInfo &MRI;
  const TargetInstrInfo &TII;
  const TargetRegisterInfo &TRI;
  bool Thumb2;
  /// Running after the peephole optimizer: conditional compares are safe.
  bool Late;

  unsigned MovImm = 0, MovCCImm = 0, MovCCReg = 0, And = 0, Bic = 0, Orr = 0,
           CmpImm = 0, CmpReg = 0, TstReg = 0;
  /// CMN with an immediate (0 if missing): only to recognise "y > -1".
  unsigned CmnImm = 0;
  /// Thumb2 LSL by an immediate (0 on ARM, where it is a MOVsi).
  unsigned ShiftLeftImm = 0;
  /// MOVW and its conditional form (0 where the subtarget has none).
  unsigned MovWideImm = 0, MovCCWideImm = 0;
  /// Thumb2 LDRD/STRD (0 on ARM, where nothing merges them).
  unsigned DoubleLoad = 0, DoubleStore = 0;
  /// Thumb2 accesses into which DistributeIncrements folds an increment of
  /// their base (empty on ARM).
  SmallDenseSet<unsigned, 16> IncrementFoldable;
  MCRegister CPSR;
  /// Predicate values that can be read straight from the flags of the
  /// compare they were materialized from (Root, defined by the MOVcc that
  /// captured the condition), with the condition code that means "true".
  struct FlagsReading {
    Register Root;
    int64_t CC;
    /// The compare that set those flags, when it can be repeated.
    CompareChain Compare;
  };
  DenseMap<Register, FlagsReading> FlagsCondition;
  /// What emitLogic built: Opc applied to A and B.
  struct LogicOp {
    unsigned Opc;
    Register A, B;
  };
  DenseMap<Register, LogicOp> LogicOf;
  /// The last TST of each chain of conditional tests, with the predicate
  /// register it evaluates and the condition code that reads it.
  DenseMap<const MachineInstr *, std::pair<Register, int64_t>> ChainFor;
  /// The last instruction of each repeat of a compare, and the capture of
  /// the condition it re-creates.
  DenseMap<const MachineInstr *, Register> RepeatOf;
  /// The branch conditions materialized so far, in order.
  SmallVector<Register, 8> Captures;
  /// The blocks canPredicateHere looked at since planning began, and
  /// their instructions after which the flags are live (few: those between
  /// a compare and its branch).
  mutable SmallPtrSet<const MachineBasicBlock *, 8> FlagsScanned;
  mutable SmallPtrSet<const MachineInstr *, 8> FlagsLiveAfter;
  /// Class of predicate values (GPR on ARM, rGPR on Thumb2) and of values
  /// that can be selected (any GPR).
  const TargetRegisterClass *PredRC = nullptr, *GPRRC = nullptr;
};

bool ARMPredication::resolve(OpcodeIndex &Opcodes, std::string &WhyNot) {
  TargetNames Names(Opcodes, TRI);
  // Thumb2 has the same instructions under a t2 prefix.
  std::string P = Thumb2 ? "t2" : "";
  std::string N[] = {P + "MOVi",  P + "MOVCCi", P + "MOVCCr", P + "ANDrr",
                     P + "BICrr", P + "ORRrr",  P + "CMPri", P + "TSTrr"};
  bool Found = Names.opcodes({{N[0], &MovImm},
                              {N[1], &MovCCImm},
                              {N[2], &MovCCReg},
                              {N[3], &And},
                              {N[4], &Bic},
                              {N[5], &Orr},
                              {N[6], &CmpImm},
                              {N[7], &TstReg}});
  Found = Found && (CPSR = Names.reg("CPSR")) &&
          (GPRRC = Names.regClass("GPR")) &&
          (PredRC = Names.regClass(Thumb2 ? "rGPR" : "GPR"));
  if (!Found) {
    WhyNot = Names.missing("ARM");
    return false;
  }
  if (MCRegAliasIterator(CPSR, &TRI, /*IncludeSelf=*/false).isValid()) {
    WhyNot = "ARM's flags register CPSR has aliases, which rkifc does not "
             "expect";
    return false;
  }
  CmnImm = Names.optionalOpcode(P + "CMNri");
  CmpReg = Names.optionalOpcode(P + "CMPrr");
  if (Thumb2)
    ShiftLeftImm = Names.optionalOpcode("t2LSLri");
  MovWideImm = Names.optionalOpcode(P + "MOVi16");
  MovCCWideImm = Names.optionalOpcode(P + "MOVCCi16");
  if (!MovCCWideImm)
    MovWideImm = 0;
  if (Thumb2) {
    DoubleLoad = Names.optionalOpcode("t2LDRDi8");
    DoubleStore = Names.optionalOpcode("t2STRDi8");
    for (const char *Name :
         {"t2LDRBi8", "t2LDRBi12", "t2LDRSBi8", "t2LDRSBi12", "t2LDRHi8",
          "t2LDRHi12", "t2LDRSHi8", "t2LDRSHi12", "t2STRBi8", "t2STRBi12",
          "t2STRHi8", "t2STRHi12"})
      if (unsigned Opc = Names.optionalOpcode(Name))
        IncrementFoldable.insert(Opc);
  }
  return true;
}

/// Whether the flags are read at or after It before being redefined: the
/// branch at the block's end reads them too.
bool flagsLiveAt(const MachineBasicBlock &MBB,
                 MachineBasicBlock::const_iterator It, MCRegister CPSR) {
  for (; It != MBB.end(); ++It)
    if (FlagsStep Step = flagsStep(*It, CPSR); Step != FlagsStep::Untouched)
      return Step == FlagsStep::Read;
  return false;
}

bool ARMPredication::canPredicateHere(const MachineInstr &MI,
                                      std::string &Why) const {
  // The post-RA load/store optimizer merges a base update into a Thumb2
  // LDRD/STRD under the same condition code whether or not the access is
  // volatile, so unlike other accesses these cannot be protected.
  if (DoubleLoad && (MI.getOpcode() == DoubleLoad ||
                     MI.getOpcode() == DoubleStore)) {
    Why = "a conditional LDRD/STRD may be merged with a base update under "
          "other flags after register allocation";
    return false;
  }
  // The compare that re-creates the flags goes right before MI: no earlier
  // flag value may be needed by MI or after it.
  FlagsStep Step = flagsStep(MI, CPSR);
  if (Step == FlagsStep::Read ||
      (Step == FlagsStep::Untouched && flagsLiveAfter(MI))) {
    Why = "flags are live across it";
    return false;
  }
  return true;
}

// One walk back over MI's block answers for all its instructions: asked for
// each instruction of a long guarded block, a walk to the block's end each
// time took time quadratic in its length (16,000 stores, 1 s).
bool ARMPredication::flagsLiveAfter(const MachineInstr &MI) const {
  const MachineBasicBlock &MBB = *MI.getParent();
  if (FlagsScanned.insert(&MBB).second) {
    // flagsLiveAt's rule, walked backwards: dead at the block's end.
    bool Live = false;
    for (const MachineInstr &I : llvm::reverse(MBB)) {
      if (Live)
        FlagsLiveAfter.insert(&I);
      if (FlagsStep Step = flagsStep(I, CPSR); Step != FlagsStep::Untouched)
        Live = Step == FlagsStep::Read;
    }
  }
  return FlagsLiveAfter.contains(&MI);
}

bool ARMPredication::flagsLiveIn(const MachineBasicBlock &MBB) const {
  return MBB.isLiveIn(CPSR) || flagsLiveAt(MBB, MBB.begin(), CPSR);
}

CompareChain
ARMPredication::compareFlowingInto(const MachineBasicBlock &MBB) const {
  // With one predecessor, which then dominates MBB, the compare's inputs
  // (virtual registers in SSA form) are available at MBB's start.
  if (MBB.pred_size() != 1 || *MBB.pred_begin() == &MBB)
    return {};
  // The chain names instructions to clone, it never changes them.
  auto &Pred = const_cast<MachineBasicBlock &>(**MBB.pred_begin());
  return repeatableCompareBefore(Pred, Pred.end());
}

bool ARMPredication::canLinearize(const MachineBasicBlock &MBB,
                                  std::string &Why) const {
  // Linear code clobbers the flags between where they were set and MBB's
  // code; MachineCSE leaves a second branch on the same compare reading the
  // first one's flags (a three-way compare), which then must be repeated.
  if (flagsLiveIn(MBB) && compareFlowingInto(MBB).empty()) {
    Why = "flags are live into the block and their compare cannot be "
          "repeated there";
    return false;
  }
  return true;
}

void ARMPredication::prepareToLinearize(MachineBasicBlock &MBB) {
  if (!flagsLiveIn(MBB))
    return;
  CompareChain Chain = compareFlowingInto(MBB);
  assert(!Chain.empty() && "canLinearize accepted the block");
  MachineFunction &MF = *MBB.getParent();
  auto At = MBB.getFirstNonPHI();
  DenseMap<Register, Register> Renamed; // results of the chain, repeated
  for (MachineInstr *Original : Chain) {
    MachineInstr *Repeat = MF.CloneMachineInstr(Original);
    for (MachineOperand &MO : Repeat->operands()) {
      if (!MO.isReg() || !MO.getReg().isVirtual())
        continue;
      if (MO.isDef()) {
        Register New = MRI.cloneVirtualRegister(MO.getReg());
        Renamed[MO.getReg()] = New;
        MO.setReg(New);
      } else if (Register New = Renamed.lookup(MO.getReg())) {
        MO.setReg(New);
      } else {
        // Read here too now: the original's last use is no longer last.
        MRI.clearKillFlags(MO.getReg());
      }
      MO.setIsKill(false);
    }
    MBB.insert(At, Repeat);
  }
  MBB.removeLiveIn(CPSR);
}

// The late stage (rk-ifcvt-late) runs after the peephole optimizer, whose
// compare folding turned a conditional CMP into an unconditional ANDS
// (issue 13): there an AND of conditions, or an OR by De Morgan, is kept in
// the flags by a chain of conditional compares (rkifc/Target/ARM/
// CompareChains.h) instead of 0/1 registers.

/// A compare: sets the flags from virtual registers and immediates,
/// reads nothing else and defines nothing else (CMP, CMN, TST, TEQ).
bool ARMPredication::isPlainCompare(const MachineInstr &MI) const {
  if (!isPureFlagSetter(MI) || readsFlags(MI, CPSR) ||
      !TII.isPredicable(MI))
    return false;
  return llvm::all_of(MI.all_defs(), [&](const MachineOperand &MO) {
    return MO.getReg() == CPSR;
  });
}

/// L as a test of a chain: the test of the compare its condition was
/// captured from (compareTest), or else "CMP L, #0" read with NE.
arm::ChainTest ARMPredication::chainTest(Literal L, ChainSource &Source) const {
  Source = {nullptr, L.Reg};
  arm::ChainTest Test{arm::NE, false, arm::flagValuesOfCompareWithZero()};
  auto Known = FlagsCondition.find(L.Reg);
  if (Known != FlagsCondition.end() && Known->second.Root == L.Reg &&
      Known->second.Compare.size() == 1)
    if (std::optional<arm::ChainTest> Own = compareTest(
            *Known->second.Compare[0], Known->second.CC, Source))
      Test = *Own;
  if (L.Negated)
    Test.Code = oppositeCondition(Test.Code);
  return Test;
}

/// The test of a condition read with CC from the flags Setter sets: a copy
/// of Setter where it is a plain compare (Source.Compare); "CMP y, #0"
/// where CC reads only Z or N of an instruction that also computes y (the
/// flag-setting forms the peephole optimizer makes of "y = ...; CMP y,
/// #0", such as LSLS), whose Z and N are y's (Source.Reg); none otherwise.
std::optional<arm::ChainTest>
ARMPredication::compareTest(const MachineInstr &Setter, int64_t CC,
                            ChainSource &Source) const {
  if (isPlainCompare(Setter)) {
    Source.Compare = &Setter;
    return arm::ChainTest{CC, Setter.getOpcode() == CmpReg,
                          flagValuesLeftBy(Setter)};
  }
  if (Register Y = resultOf(Setter);
      Y && llvm::is_contained({arm::EQ, arm::NE, arm::MI, arm::PL}, CC)) {
    Source.Reg = Y;
    return arm::ChainTest{CC, false, arm::flagValuesOfCompareWithZero()};
  }
  return std::nullopt;
}

/// The flag values Compare can leave, where it is a CMP (what may follow
/// its test in a chain).
unsigned ARMPredication::flagValuesLeftBy(const MachineInstr &Compare) const {
  if (Compare.getOpcode() == CmpReg)
    return arm::flagValuesOfCompare();
  if (Compare.getOpcode() == CmpImm && Compare.getOperand(1).isImm())
    return Compare.getOperand(1).getImm() == 0
               ? arm::flagValuesOfCompareWithZero()
               : arm::flagValuesOfCompare();
  return arm::AnyFlags;
}

/// The one register a flag-setting instruction computes besides the flags
/// (ADDS, ANDS, LSLS, ...), if it reads no flags and has no other effect:
/// its Z and N flags then say whether that register is 0 and negative.
Register ARMPredication::resultOf(const MachineInstr &Setter) const {
  if (!isPureFlagSetter(Setter) || readsFlags(Setter, CPSR) ||
      !Setter.getDesc().isPredicable())
    return Register();
  Register Y;
  for (const MachineOperand &MO : Setter.all_defs()) {
    if (MO.getReg() == CPSR)
      continue;
    if (Y || !MO.getReg().isVirtual() || MO.getSubReg())
      return Register();
    Y = MO.getReg();
  }
  return Y;
}

/// Emits a test of a chain at At, unconditional (the chain predicates it
/// after).
MachineInstr *ARMPredication::emitChainStep(MachineBasicBlock &MBB,
                                            InsertPoint At, const DebugLoc &DL,
                                            const ChainSource &Source,
                                            bool Swapped) {
  if (!Source.Compare)
    return addDefaultPred(BuildMI(MBB, At, DL, TII.get(CmpImm))
                              .addReg(inClass(MBB, At, DL, Source.Reg))
                              .addImm(0));
  // The copy reads the compare's registers later than the compare did, and
  // its flags are read: no kill or dead flag of the original applies.
  MachineInstr *Again = MBB.getParent()->CloneMachineInstr(Source.Compare);
  for (MachineOperand &MO : Again->operands()) {
    if (!MO.isReg())
      continue;
    if (MO.isDef())
      MO.setIsDead(false);
    else if (MO.getReg().isVirtual()) {
      MO.setIsKill(false);
      clearKillFlagsOnce(MO.getReg(), MRI);
    }
  }
  if (Swapped) {
    // Thumb2's CMPrr takes a wider class first (GPRnopc, then rGPR).
    Register A = Again->getOperand(0).getReg();
    Register B = Again->getOperand(1).getReg();
    const MCInstrDesc &Desc = Again->getDesc();
    Again->getOperand(0).setReg(
        inClass(MBB, At, DL, B, TII.getRegClass(Desc, 0)));
    Again->getOperand(1).setReg(
        inClass(MBB, At, DL, A, TII.getRegClass(Desc, 1)));
  }
  MBB.insert(At, Again);
  return Again;
}

/// Whether a chain for P can save instructions: its logic and the
/// captures of the compares the chain repeats must die with it. A chain of
/// n tests costs n compares wherever the flags are set for P; the register
/// form, once built, one compare (often folded into the logic). So P and
/// the logic under it must have no other reader yet, and each leaf taken
/// from a compare must be read by that logic only.
bool ARMPredication::chainPays(Literal P, ArrayRef<Literal> Leaves,
                               ArrayRef<ChainSource> Sources) const {
  if (!MRI.use_nodbg_empty(P.Reg))
    return false;
  SmallPtrSet<const MachineInstr *, 8> Logic;
  SmallVector<Register, 8> Work{P.Reg};
  while (!Work.empty()) {
    Register R = Work.pop_back_val();
    auto Op = LogicOf.find(R);
    if (Op == LogicOf.end())
      continue;
    Logic.insert(MRI.getVRegDef(R));
    Work.push_back(Op->second.A);
    Work.push_back(Op->second.B);
  }
  auto ReadByLogicOnly = [&](Register R) {
    return llvm::all_of(MRI.use_nodbg_instructions(R),
                        [&](const MachineInstr &MI) {
                          return Logic.contains(&MI);
                        });
  };
  for (const MachineInstr *Node : Logic)
    if (Node->getOperand(0).getReg() != P.Reg &&
        !ReadByLogicOnly(Node->getOperand(0).getReg()))
      return false;
  for (unsigned I = 0; I != Leaves.size(); ++I) {
    bool FromCompare =
        Sources[I].Compare || Sources[I].Reg != Leaves[I].Reg;
    if (FromCompare && !ReadByLogicOnly(Leaves[I].Reg))
      return false;
  }
  return true;
}

/// Sets the flags to say whether P holds with a chain of conditional
/// compares, one per conjunct of P (or of its negation), and returns the
/// code that reads P; emits nothing and returns none where no order of the
/// conjuncts chains (rkifc/Target/ARM/CompareChains.h).
std::optional<int64_t>
ARMPredication::emitCompareChain(MachineBasicBlock &MBB, InsertPoint At,
                                 const DebugLoc &DL, Literal P) {
  for (bool Negate : {false, true}) {
    SmallVector<Literal, 4> Leaves;
    conjuncts(Negate ? ~P : P, Leaves);
    if (Leaves.size() < 2 || Leaves.size() > MaxChainTests)
      continue;
    SmallVector<arm::ChainTest, 4> Tests;
    SmallVector<ChainSource, 4> Sources(Leaves.size());
    for (unsigned I = 0; I != Leaves.size(); ++I)
      Tests.push_back(chainTest(Leaves[I], Sources[I]));
    if (!ChainAlways && !chainPays(P, Leaves, Sources))
      return std::nullopt;
    std::optional<unsigned> Set; // a leaf whose flags are still there
    for (unsigned I = 0; I != Leaves.size() && !Set; ++I) {
      std::optional<int64_t> Now = flagsReading(MBB, At, Leaves[I].Reg);
      if (Now && (Leaves[I].Negated ? oppositeCondition(*Now) : *Now) ==
                     Tests[I].Code)
        Set = I;
    }
    std::optional<SmallVector<arm::ChainStep, 4>> Chain;
    if (Set) {
      // The flags already set may come from another instruction than the
      // test's compare (a flag-setting ANDS): any value.
      SmallVector<arm::ChainTest, 4> AsSet(Tests);
      AsSet[*Set].Reachable = arm::AnyFlags;
      Chain = arm::orderConjunction(AsSet, Set);
    }
    if (!Chain) {
      Set.reset();
      Chain = arm::orderConjunction(Tests);
    }
    if (!Chain)
      continue;
    SmallVector<MachineInstr *, 4> Steps;
    for (unsigned I = 0; I != Chain->size(); ++I) {
      const arm::ChainStep &Step = (*Chain)[I];
      if (I == 0 && Set)
        continue;
      Steps.push_back(
          emitChainStep(MBB, At, DL, Sources[Step.Test], Step.Swapped));
    }
    // Where a compare cannot be conditional (restricted IT blocks of
    // ARMv8 Thumb2 take 16-bit forms only), the chain is not emitted.
    ArrayRef<MachineInstr *> Conditional = ArrayRef(Steps).drop_front(!Set);
    if (!llvm::all_of(Conditional, [&](MachineInstr *MI) {
          return TII.isPredicable(*MI);
        })) {
      for (MachineInstr *MI : Steps)
        MI->eraseFromParent();
      return std::nullopt;
    }
    for (unsigned I = 0; I != Conditional.size(); ++I) {
      unsigned Step = I + 1; // the first step of the chain is unconditional
      SmallVector<MachineOperand, 2> Cond{
          MachineOperand::CreateImm((*Chain)[Step - 1].Code),
          MachineOperand::CreateReg(CPSR, false)};
      TII.PredicateInstruction(*Conditional[I], Cond);
    }
    MachineInstr *Last = Steps.back();
    int64_t CC = Chain->back().Code;
    if (Negate)
      CC = oppositeCondition(CC);
    ChainFor[Last] = {P.Reg, CC};
    return CC;
  }
  return std::nullopt;
}

/// Merges each conditional move with the single-use instruction that
/// computes one of its inputs, into that instruction's predicated form, as
/// the peephole optimizer does for the early stage (optimizeSelect).
void ARMPredication::foldSelects(MachineBasicBlock &MBB) {
  SmallPtrSet<MachineInstr *, 16> Seen;
  for (MachineInstr &MI : make_early_inc_range(MBB)) {
    Seen.insert(&MI);
    if (!MI.isSelect())
      continue;
    SmallVector<MachineOperand, 4> Cond;
    unsigned TrueOp = 0, FalseOp = 0;
    bool Optimizable = false;
    if (TII.analyzeSelect(MI, Cond, TrueOp, FalseOp, Optimizable) ||
        !Optimizable)
      continue;
    if (TII.optimizeSelect(MI, Seen, /*PreferFalse=*/false))
      MI.eraseFromParent();
  }
}

/// Turns the predicate logic that an unconditional "CMP p, #0" reads into
/// its flag-setting form (ANDS, BICS, ORRS) and drops the compare, as the
/// peephole optimizer does for the early stage (optimizeCompareInstr, which
/// checks every reader of the flags up to their next writer). Only the
/// adaptor's own compares of its own logic are offered: the compare
/// folding of issue 13 was wrong for conditional compares, which are never
/// offered.
void ARMPredication::foldCompares(MachineBasicBlock &MBB) {
  for (MachineInstr &MI : make_early_inc_range(MBB)) {
    if (MI.getOpcode() != CmpImm || TII.isPredicated(MI) ||
        !MI.getOperand(0).isReg() || !LogicOf.count(MI.getOperand(0).getReg()))
      continue;
    Register Src, Src2;
    int64_t Mask = 0, Value = 0;
    if (!TII.analyzeCompare(MI, Src, Src2, Mask, Value) || !Src.isVirtual() ||
        Src2.isPhysical())
      continue;
    TII.optimizeCompareInstr(MI, Src, Src2, Mask, Value, &MRI);
  }
}

} // namespace

std::unique_ptr<PredicationTarget>
rkifc::createARMPredicationTarget(MachineFunction &MF, OpcodeIndex &Opcodes,
                                  PipelineStage Stage, std::string &WhyNot) {
  const TargetSubtargetInfo &STI = MF.getSubtarget();
  bool Thumb = STI.checkFeatures("+thumb-mode");
  if (Thumb && !STI.checkFeatures("+thumb2")) {
    WhyNot = "Thumb1 has no predicated instructions outside IT blocks";
    return nullptr;
  }
  auto Target = std::make_unique<ARMPredication>(MF, Thumb, Stage);
  if (!Target->resolve(Opcodes, WhyNot))
    return nullptr;
  return Target;
}
