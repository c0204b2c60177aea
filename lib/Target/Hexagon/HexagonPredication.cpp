//===- HexagonPredication.cpp - Hexagon adaptor for rkifc -----------------===//
//
// Hexagon has four predicate registers and predicated loads and stores, so
// rkifc's predicates map directly onto virtual PredRegs combined with the
// C2_* predicate logic (negations folded into and-not/or-not and the
// predicated-false forms), selects onto C2_mux, and guarded memory accesses
// onto the predicated forms TargetInstrInfo::PredicateInstruction produces. A
// memory operation (memw(Rs+#u) += Rt and the like) has no predicated form:
// it becomes a predicated load, the operation, and a predicated store.
//
//===----------------------------------------------------------------------===//

#include "rkifc/Target/PredicationTarget.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/CodeGen/MachineFunction.h"
#include "llvm/CodeGen/MachineInstrBuilder.h"
#include "llvm/CodeGen/MachineRegisterInfo.h"
#include "llvm/CodeGen/TargetInstrInfo.h"
#include "llvm/CodeGen/TargetRegisterInfo.h"
#include "llvm/CodeGen/TargetSubtargetInfo.h"
#include "llvm/Support/CommandLine.h"

using namespace llvm;
using namespace rkifc;

static cl::opt<bool> RepeatCompares(
    "rk-ifcvt-hexagon-repeat-compares", cl::init(true), cl::Hidden,
    cl::desc("Hexagon: where the linear code would keep more predicates "
             "live than there are predicate registers, repeat a compare "
             "right before its later uses instead"));

namespace {

class HexagonPredication final : public PredicationTarget {
public:
  explicit HexagonPredication(MachineFunction &MF)
      : MRI(MF.getRegInfo()), TII(*MF.getSubtarget().getInstrInfo()),
        TRI(*MF.getSubtarget().getRegisterInfo()) {}

  /// Looks up every opcode, register class and sub-register index used
  /// below; false (with the missing name in WhyNot) if one is absent.
  bool resolve(OpcodeIndex &Opcodes, std::string &WhyNot);

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
  unsigned latencyCap() const override { return 1; }
  bool branchFusesCondition(const MachineInstr &CondDef) const override {
    return CondDef.isCompare();
  }

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

  // Two branches on one predicate register read one value.
  std::optional<bool>
  repeatsCondition(const MachineBasicBlock &, ArrayRef<MachineOperand> CondA,
                   const MachineBasicBlock &,
                   ArrayRef<MachineOperand> CondB) const override {
    if (CondA[1].getReg() != CondB[1].getReg())
      return std::nullopt;
    return CondA[0].getImm() != CondB[0].getImm();
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
    auto It = Memops.find(MI.getOpcode());
    if (It != Memops.end()) {
      const MachineOperand &Base = MI.getOperand(0);
      const MachineOperand &Value = MI.getOperand(2);
      // What predicateMemop relies on: operand kinds, and one memory
      // operand for the load and one for the store.
      unsigned Loads = 0, Stores = 0;
      for (const MachineMemOperand *MMO : MI.memoperands()) {
        Loads += MMO->isLoad() && !MMO->isStore();
        Stores += MMO->isStore() && !MMO->isLoad();
      }
      return (Base.isReg() || Base.isFI()) && MI.getOperand(1).isImm() &&
             (It->second.Immediate ? Value.isImm() : Value.isReg()) &&
             !MI.hasOrderedMemoryRef() && Loads == 1 && Stores == 1 &&
             MI.getNumMemOperands() == 2;
    }
    return !TII.isPredicated(MI) && MI.getDesc().isPredicable() &&
           TII.isPredicable(MI);
  }
  // LLVM's packetizer keeps two instructions that write one register out
  // of a packet through the dependence graph, which may leave out edges
  // between dead definitions; its own check for those (hasDeadDependence)
  // skips predicated instructions. Two predicated loads with unused
  // results (csmith's volatile reads) then shared a packet writing one
  // register, which the assembler rejects and qemu runs wrongly.
  bool canPredicateHere(const MachineInstr &MI,
                        std::string &Why) const override {
    for (const MachineOperand &MO : MI.defs())
      if (MO.isReg() && MO.getReg().isVirtual() &&
          MRI.use_nodbg_empty(MO.getReg())) {
        Why = "its result is unused, and the packetizer may put two "
              "predicated instructions writing one unused register into a "
              "packet";
        return false;
      }
    return true;
  }
  unsigned extraInstructionsToPredicate(const MachineInstr &MI) const override {
    return Memops.count(MI.getOpcode()) ? 2 : 0;
  }

  bool predicate(MachineInstr &MI, Literal P) override {
    auto It = Memops.find(MI.getOpcode());
    if (It != Memops.end())
      return predicateMemop(MI, It->second, P);
    // LLVM's PredicateInstruction clears the kill flags of every use of
    // the predicate, each time: predicating n instructions under one
    // predicate took time quadratic in n (a 16,000-store arm, 0.6 s).
    // Predicate under a register with no other use, then name P, whose
    // kill flags are cleared once per region.
    if (!Placeholder)
      Placeholder = MRI.createVirtualRegister(PredRC);
    if (!TII.PredicateInstruction(MI, condition({Placeholder, P.Negated})))
      return false;
    for (MachineOperand &MO : MI.uses())
      if (MO.isReg() && MO.getReg() == Placeholder)
        MO.setReg(P.Reg);
    clearKillFlagsOnce(P.Reg, MRI);
    return true;
  }

  void finishLinearCode(MachineBasicBlock &MBB) override {
    if (RepeatCompares)
      rematerializeCompares(MBB);
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
  /// What a memory operation does: mem = mem <Op> value, on a word,
  /// halfword or byte.
  enum class MemopOp { Add, Sub, And, Or, ClrBit, SetBit };
  enum Width { Word, Half, Byte, NumWidths };
  struct Memop {
    MemopOp Op;
    bool Immediate;
    Width W;
  };
  bool predicateMemop(MachineInstr &MI, const Memop &M, Literal P);
  void rematerializeCompares(MachineBasicBlock &MBB);

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
  /// Memory operations by opcode, and what their expansion uses: predicated
  /// loads and stores per width and polarity ([W][Negated]), the ALU forms.
  DenseMap<unsigned, Memop> Memops;
  /// The predicate register PredicateInstruction is given (predicate()).
  Register Placeholder;
  unsigned PLoad[NumWidths][2] = {}, PStore[NumWidths][2] = {};
  unsigned AddI = 0, AddR = 0, SubR = 0, AndR = 0, OrR = 0, ClrBit = 0,
           SetBit = 0;
  const TargetRegisterClass *PredRC = nullptr, *IntRC = nullptr,
                            *DoubleRC = nullptr;
  unsigned SubLo = 0, SubHi = 0;
};

bool HexagonPredication::resolve(OpcodeIndex &Opcodes, std::string &WhyNot) {
  TargetNames Names(Opcodes, TRI);
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
  if (!Found) {
    WhyNot = Names.missing("Hexagon");
    return false;
  }
  // Memory operations are optional: without every opcode their expansion
  // needs, they stay unpredicable.
  bool Expandable = Names.opcodes({{"L2_ploadrit_io", &PLoad[Word][0]},
                                   {"L2_ploadrif_io", &PLoad[Word][1]},
                                   {"L2_ploadruht_io", &PLoad[Half][0]},
                                   {"L2_ploadruhf_io", &PLoad[Half][1]},
                                   {"L2_ploadrubt_io", &PLoad[Byte][0]},
                                   {"L2_ploadrubf_io", &PLoad[Byte][1]},
                                   {"S2_pstorerit_io", &PStore[Word][0]},
                                   {"S2_pstorerif_io", &PStore[Word][1]},
                                   {"S2_pstorerht_io", &PStore[Half][0]},
                                   {"S2_pstorerhf_io", &PStore[Half][1]},
                                   {"S2_pstorerbt_io", &PStore[Byte][0]},
                                   {"S2_pstorerbf_io", &PStore[Byte][1]},
                                   {"A2_addi", &AddI},
                                   {"A2_add", &AddR},
                                   {"A2_sub", &SubR},
                                   {"A2_and", &AndR},
                                   {"A2_or", &OrR},
                                   {"S2_clrbit_i", &ClrBit},
                                   {"S2_setbit_i", &SetBit}});
  if (!Expandable)
    return true;
  static const struct {
    const char *Name;
    MemopOp Op;
    bool Immediate;
  } Kinds[] = {{"add", MemopOp::Add, false},    {"sub", MemopOp::Sub, false},
               {"and", MemopOp::And, false},    {"or", MemopOp::Or, false},
               {"iadd", MemopOp::Add, true},    {"isub", MemopOp::Sub, true},
               {"iand", MemopOp::ClrBit, true}, {"ior", MemopOp::SetBit, true}};
  static const char Suffix[NumWidths] = {'w', 'h', 'b'};
  for (const auto &K : Kinds)
    for (unsigned W = 0; W != NumWidths; ++W) {
      std::string Name =
          std::string("L4_") + K.Name + "_memop" + Suffix[W] + "_io";
      if (unsigned Opc = Names.optionalOpcode(Name))
        Memops[Opc] = {K.Op, K.Immediate, Width(W)};
    }
  return true;
}

bool HexagonPredication::predicateMemop(MachineInstr &MI, const Memop &M,
                                        Literal P) {
  // memX(Base+#Offset) <Op>= Value becomes
  //   if (P) Old = memX(Base+#Offset)
  //   New = Old <Op> Value            (harmless where P is false)
  //   if (P) memX(Base+#Offset) = New
  MachineBasicBlock &MBB = *MI.getParent();
  const DebugLoc &DL = MI.getDebugLoc();
  // The base is a register or a frame index (a local's memory operation
  // before frame lowering); the load must not kill a register base.
  const MachineOperand &Base = MI.getOperand(0);
  MachineOperand LoadBase = Base;
  if (LoadBase.isReg())
    LoadBase.setIsKill(false);
  int64_t Offset = MI.getOperand(1).getImm();
  const MachineOperand &Value = MI.getOperand(2);
  MachineMemOperand *LoadMMO = nullptr, *StoreMMO = nullptr;
  for (MachineMemOperand *MMO : MI.memoperands())
    (MMO->isStore() ? StoreMMO : LoadMMO) = MMO;
  if (!LoadMMO || !StoreMMO)
    return false;
  Register Old = MRI.createVirtualRegister(IntRC);
  Register New = MRI.createVirtualRegister(IntRC);
  BuildMI(MBB, MI, DL, TII.get(PLoad[M.W][P.Negated]), Old)
      .addReg(P.Reg)
      .add(LoadBase)
      .addImm(Offset)
      .addMemOperand(LoadMMO);
  MachineInstrBuilder Op;
  if (M.Immediate) {
    int64_t Imm = Value.getImm();
    switch (M.Op) {
    case MemopOp::Add:
    case MemopOp::Sub:
      Op = BuildMI(MBB, MI, DL, TII.get(AddI), New)
               .addReg(Old)
               .addImm(M.Op == MemopOp::Add ? Imm : -Imm);
      break;
    case MemopOp::ClrBit:
    case MemopOp::SetBit:
      Op = BuildMI(MBB, MI, DL,
                   TII.get(M.Op == MemopOp::ClrBit ? ClrBit : SetBit), New)
               .addReg(Old)
               .addImm(Imm);
      break;
    default:
      llvm_unreachable("no such immediate memory operation");
    }
  } else {
    unsigned Opc = M.Op == MemopOp::Add   ? AddR
                   : M.Op == MemopOp::Sub ? SubR
                   : M.Op == MemopOp::And ? AndR
                                          : OrR;
    Op = BuildMI(MBB, MI, DL, TII.get(Opc), New)
             .addReg(Old)
             .addReg(Value.getReg(), getKillRegState(Value.isKill()),
                     Value.getSubReg());
  }
  BuildMI(MBB, MI, DL, TII.get(PStore[M.W][P.Negated]))
      .addReg(P.Reg)
      .add(Base)
      .addImm(Offset)
      .addReg(New, RegState::Kill)
      .addMemOperand(StoreMMO);
  MI.eraseFromParent();
  return true;
}

/// A compare the linear code can repeat anywhere after it: it writes one
/// predicate and reads only general registers (SSA values) and immediates.
static bool isRepeatableCompare(const MachineInstr &MI,
                                const MachineRegisterInfo &MRI,
                                const TargetRegisterClass *PredRC) {
  if (!MI.isCompare() || MI.mayLoadOrStore() || MI.hasUnmodeledSideEffects() ||
      MI.getNumExplicitDefs() != 1 || MI.getNumImplicitOperands() != 0)
    return false;
  for (const MachineOperand &MO : MI.operands()) {
    if (!MO.isReg())
      continue;
    if (!MO.getReg().isVirtual() || MO.getSubReg())
      return false;
    bool IsPredicate = PredRC->hasSubClassEq(MRI.getRegClass(MO.getReg()));
    if (MO.isDef() != IsPredicate)
      return false;
  }
  return true;
}

// The linear code reads a branch condition where the branch was and, for
// the selects of the joins, at its end; with more conditions and guards
// live than Hexagon's four predicate registers, the register allocator
// moves predicates through general registers (p -> r, copies, r -> p), a
// chain of dependent packets. A compare that reads only general registers
// is instead repeated right before a use that is reached only across a
// point where more predicates are live than there are registers: one more
// compare, which usually shares a packet.
void HexagonPredication::rematerializeCompares(MachineBasicBlock &MBB) {
  const unsigned Limit = PredRC->getNumRegs();
  struct Range {
    Register Reg;
    unsigned From, To;
  };
  DenseMap<const MachineInstr *, unsigned> Pos;
  SmallVector<Range, 16> Ranges;
  // A value read after the block (or by one of its PHIs) is live to its end.
  auto ReadElsewhere = [&](Register Reg) {
    return llvm::any_of(MRI.use_nodbg_instructions(Reg),
                        [&](const MachineInstr &U) {
                          return U.getParent() != &MBB || U.isPHI();
                        });
  };
  // Predicate live ranges in the block, by instruction positions; a value
  // defined elsewhere is live from the start.
  auto Measure = [&] {
    Pos.clear();
    Ranges.clear();
    unsigned N = 0;
    for (const MachineInstr &MI : MBB)
      if (!MI.isDebugInstr())
        Pos[&MI] = ++N;
    DenseSet<Register> Seen;
    for (const MachineInstr &MI : MBB) {
      if (MI.isDebugInstr())
        continue;
      for (const MachineOperand &MO : MI.operands()) {
        if (!MO.isReg() || !MO.getReg().isVirtual() ||
            !PredRC->hasSubClassEq(MRI.getRegClass(MO.getReg())) ||
            !Seen.insert(MO.getReg()).second)
          continue;
        unsigned From = MO.isDef() ? Pos[&MI] : 0;
        unsigned To = From;
        if (ReadElsewhere(MO.getReg()))
          To = N + 1;
        else
          for (const MachineInstr &U : MRI.use_nodbg_instructions(MO.getReg()))
            To = std::max(To, Pos[&U]);
        Ranges.push_back({MO.getReg(), From, To});
      }
    }
    SmallVector<unsigned, 64> Live(N + 2, 0);
    for (const Range &R : Ranges)
      for (unsigned I = R.From; I <= R.To && I <= N + 1; ++I)
        ++Live[I];
    return Live;
  };
  SmallVector<unsigned, 64> Live = Measure();
  if (*llvm::max_element(Live) <= Limit)
    return;
  auto Crowded = [&](unsigned From, unsigned To) {
    for (unsigned I = From + 1; I < To; ++I)
      if (Live[I] > Limit)
        return true;
    return false;
  };
  // Longest ranges first: they cross the most crowded points.
  SmallVector<Range, 16> Order(Ranges);
  llvm::stable_sort(Order, [](const Range &A, const Range &B) {
    return A.To - A.From > B.To - B.From;
  });
  for (const Range &R : Order) {
    MachineInstr *Def = MRI.getUniqueVRegDef(R.Reg);
    if (!Def || Def->getParent() != &MBB ||
        !isRepeatableCompare(*Def, MRI, PredRC) || ReadElsewhere(R.Reg))
      continue;
    SmallVector<MachineOperand *, 4> Uses;
    for (MachineOperand &MO : MRI.use_nodbg_operands(R.Reg))
      Uses.push_back(&MO);
    llvm::sort(Uses, [&](MachineOperand *A, MachineOperand *B) {
      return Pos[A->getParent()] < Pos[B->getParent()];
    });
    // Current is the latest copy (R.Reg until one is made).
    unsigned Available = Pos[Def];
    Register Current = R.Reg;
    for (MachineOperand *MO : Uses) {
      MachineInstr &User = *MO->getParent();
      unsigned At = Pos[&User];
      if (At != Available && Crowded(Available, At)) {
        MachineInstr *Copy = MBB.getParent()->CloneMachineInstr(Def);
        Current = MRI.createVirtualRegister(PredRC);
        Copy->getOperand(0).setReg(Current);
        MBB.insert(User.getIterator(), Copy);
        Available = At;
      }
      MO->setReg(Current);
    }
    if (Current == R.Reg)
      continue;
    if (MRI.use_nodbg_empty(R.Reg)) {
      MRI.markUsesInDebugValueAsUndef(R.Reg);
      Def->eraseFromParent();
    }
    Live = Measure();
    if (*llvm::max_element(Live) <= Limit)
      return;
  }
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
rkifc::createHexagonPredicationTarget(MachineFunction &MF, OpcodeIndex &Opcodes,
                                      std::string &WhyNot) {
  auto Target = std::make_unique<HexagonPredication>(MF);
  if (!Target->resolve(Opcodes, WhyNot))
    return nullptr;
  return Target;
}
