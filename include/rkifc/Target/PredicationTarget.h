//===- PredicationTarget.h - What rkifc needs from a target -----*- C++ -*-===//
//
// The region linearizer is target-independent; everything it needs to know
// about predicates, selects and predicated instructions goes through this
// interface. Each adaptor resolves the target opcodes and register classes it
// uses by name, through MCInstrInfo, once per function: the plugin cannot link
// against the targets' own classes.
//
// A "predicate value" is a virtual register that holds a boolean in whatever
// form the target computes with (a predicate register on Hexagon).
//
//===----------------------------------------------------------------------===//

#ifndef RKIFC_TARGET_PREDICATIONTARGET_H
#define RKIFC_TARGET_PREDICATIONTARGET_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/CodeGen/MachineBasicBlock.h"
#include "llvm/CodeGen/Register.h"
#include "llvm/IR/DebugLoc.h"

#include <memory>
#include <optional>
#include <string>

namespace llvm {
class MachineFunction;
class TargetInstrInfo;
class TargetRegisterInfo;
class MachineInstr;
class MachineOperand;
class MachineRegisterInfo;
class TargetRegisterClass;
} // namespace llvm

namespace rkifc {

/// Where rk-ifcvt runs in the machine-code pipeline: early, after machine
/// sinking, where later SSA optimizations (the peephole optimizer) still
/// clean up what it emits; or late, after them (ARM and Thumb2 only), where
/// a conditional compare is safe from the peephole's compare folding and
/// predicates can live in the flags (docs/targets.md, "The late stage").
enum class PipelineStage { Early, Late };

class PredicationTarget {
public:
  using InsertPoint = llvm::MachineBasicBlock::iterator;

  virtual ~PredicationTarget();

  /// Short name for remarks ("Hexagon").
  virtual llvm::StringRef name() const = 0;

  /// Instruction counts of the code the adaptor emits: to capture a branch
  /// condition, per predicate AND/OR/NOT, per select, and per predicated
  /// instruction (ARM: re-created flags).
  struct Overheads {
    double Condition = 0;
    double PredicateOp = 1;
    double Select = 1;
    double Predication = 0;
    /// Per test of a chain that holds an AND in the flags
    /// (holdsConjunctionInFlags).
    double ChainTest = 1;
  };
  /// What each costs where the adaptor cannot share or fold anything: the
  /// plan compares select trees with R/K chains in these terms.
  virtual Overheads overheads() const = 0;
  /// What each costs on average, once captures read from the flags,
  /// repeated compares and shared conditions are accounted for: the cost
  /// model's estimate of the linear code. scripts/fit-overheads.py fits
  /// these to the code rkifc emits, on one half of a corpus, and reports
  /// their error on the other half (docs/cost-model.md#calibration).
  virtual Overheads expectedOverheads() const { return overheads(); }
  /// The register class predicate values live in.
  virtual const llvm::TargetRegisterClass *predicateClass() const = 0;

  /// Whether analyzeBranch's condition Cond is one this adaptor can turn
  /// into a predicate value.
  virtual bool
  canMaterializeCondition(llvm::ArrayRef<llvm::MachineOperand> Cond) const = 0;
  /// A predicate value and the polarity to read it in: {P, true} holds
  /// where P is false. Negation costs nothing in the core: each adaptor folds
  /// it into whatever reads the literal (and-not, or-not, a predicated-false
  /// form, an inverse condition code, swapped select inputs).
  struct Literal {
    llvm::Register Reg;
    bool Negated = false;
    Literal operator~() const { return {Reg, !Negated}; }
  };
  /// Emits, at the point of the original branch, what is needed to read
  /// whether Cond holds (whether the branch goes to its true successor).
  virtual Literal
  materializeCondition(llvm::MachineBasicBlock &MBB, InsertPoint At,
                       const llvm::DebugLoc &DL,
                       llvm::ArrayRef<llvm::MachineOperand> Cond) = 0;

  /// Predicate logic, one instruction each: A && B and A || B, for literals
  /// of any polarity. The result may come back negated (De Morgan: !A && !B
  /// is the negation of A || B).
  virtual Literal emitAnd(llvm::MachineBasicBlock &MBB, InsertPoint At,
                          const llvm::DebugLoc &DL, Literal A, Literal B) = 0;
  virtual Literal emitOr(llvm::MachineBasicBlock &MBB, InsertPoint At,
                         const llvm::DebugLoc &DL, Literal A, Literal B) = 0;

  /// Whether values of class RC can be selected by a predicate.
  virtual bool canSelect(const llvm::TargetRegisterClass *RC) const = 0;
  /// Dst = P ? IfTrue : IfFalse, for Dst of a class canSelect accepts.
  virtual void emitSelect(llvm::MachineBasicBlock &MBB, InsertPoint At,
                          const llvm::DebugLoc &DL, llvm::Register Dst,
                          Literal P, llvm::Register IfTrue,
                          llvm::Register IfFalse) = 0;

  /// Whether an instruction that writes physical register Reg may still be
  /// speculated, because rkifc's linear code never reads Reg across blocks
  /// (ARM: the flags). Writes of other physical registers block speculation.
  virtual bool isScratchPhysReg(llvm::MCRegister Reg) const { return false; }

  /// Whether a pass after rk-ifcvt gives up when a debug instruction sits
  /// between an instruction and the select that picks its value (Hexagon's
  /// expand-condsets), so that -g would change the code. Debug values of
  /// guarded blocks are then made unknown before all guarded code of the
  /// region instead of where they were, at some cost in variable coverage.
  virtual bool needsDebugValuesBeforeGuardedCode() const { return false; }

  /// Whether an exit target all of whose edges are tested by single branch
  /// conditions is better left as one branch per edge (the region's own
  /// branches) than as one branch on the OR of those conditions: so where
  /// an OR costs more than a branch (ARM: a 0/1 capture of each condition,
  /// an ORR and a compare), not where it is one predicate operation and
  /// each branch takes a packet of its own (Hexagon).
  virtual bool prefersBranchPerExitEdge() const { return false; }

  /// Whether the target's pipeline runs LLVM's late IfConverter (after
  /// register allocation) and it predicates the small triangles and diamonds
  /// the target's isProfitableToIfCvt accepts (ARM, Thumb2): the branchy
  /// code the cost model compares with then has no branch there.
  virtual bool hasLateIfConversion() const { return false; }

  /// Whether the linear code reads B's branch condition CondB from the
  /// value it captured for A's CondA, A being laid out before B: nothing
  /// when it captures CondB on its own, else whether CondB is the negation
  /// of CondA. materializeCondition must agree (Hexagon, NVPTX: one
  /// predicate register; ARM: a repeat of the same compare).
  virtual std::optional<bool>
  repeatsCondition(const llvm::MachineBasicBlock &A,
                   llvm::ArrayRef<llvm::MachineOperand> CondA,
                   const llvm::MachineBasicBlock &B,
                   llvm::ArrayRef<llvm::MachineOperand> CondB) const {
    return std::nullopt;
  }

  /// Whether "A's branch condition CondA (negated with NegA) and B's
  /// CondB (NegB)" is read as one condition, with no logic and nothing
  /// captured (ARM: two outcomes of one compare, "a >= b && a <= b" being
  /// "a == b"). B's guard is that edge of A.
  virtual bool
  conjunctionIsCondition(const llvm::MachineBasicBlock &A,
                         llvm::ArrayRef<llvm::MachineOperand> CondA, bool NegA,
                         const llvm::MachineBasicBlock &B,
                         llvm::ArrayRef<llvm::MachineOperand> CondB,
                         bool NegB) const {
    return false;
  }

  /// One test of an AND: a branch condition Cond of Block, negated with
  /// Negated; or, with no Block, a predicate value of the linear code.
  struct ConjunctTest {
    const llvm::MachineBasicBlock *Block = nullptr;
    llvm::ArrayRef<llvm::MachineOperand> Cond;
    bool Negated = false;
  };
  /// Whether the target holds the AND of Tests in its flags, one compare
  /// per test, with no logic and no condition captured, where nothing but
  /// that AND reads the tests' conditions (ARM's late stage: a chain of
  /// conditional compares). The emission must agree where it can.
  virtual bool
  holdsConjunctionInFlags(llvm::ArrayRef<ConjunctTest> Tests) const {
    return false;
  }

  /// Whether a later pass merges a select with Def, the single-use
  /// instruction that computes one of its inputs, into Def's predicated
  /// form (ARM's peephole optimiser, ARMBaseInstrInfo::optimizeSelect):
  /// then the select costs no instruction of its own.
  virtual bool selectAbsorbs(const llvm::MachineInstr &Def) const {
    return false;
  }
  /// What such a merged select still costs (Thumb2: its share of an IT).
  virtual double absorbedSelectCost() const { return 0; }

  /// Instructions the cost model lets issue in one cycle; 0: the
  /// scheduling model's issue width. rkifc's measure of cycles (docs/
  /// benchmark.md) counts a Hexagon packet, which the scheduling model's
  /// width describes, but one ARM instruction, where the models' width of
  /// 2 or 3 made linear code look half its cost.
  virtual unsigned issueWidth() const { return 0; }

  /// Whether a block's instructions issue apart from its successor's, so
  /// that a stall in one block cannot hide under the next one's work (a
  /// VLIW packet ends at a branch: Hexagon). Otherwise the instruction
  /// stream flows across a predicted branch, and the cost model counts the
  /// branchy code path by path as it counts the linear code (ARM).
  virtual bool branchesEndIssueGroups() const { return true; }

  /// The most cycles the cost model lets a result keep its users waiting;
  /// 0: the scheduling model's latencies as they are. rkifc's measure of
  /// Hexagon counts packets (docs/benchmark.md): a user issues in the next
  /// packet whatever the latency, the hardware threads hiding the stall,
  /// so a chain of n dependent instructions is n packets there (1).
  virtual unsigned latencyCap() const { return 0; }

  /// Whether CondDef, the instruction in a block of branchy code that
  /// computes its branch's condition and nothing else, issues with the
  /// branch as one operation and no latency between them (Hexagon: a
  /// compare-and-jump, or a compare and a jump on its .new predicate in one
  /// packet, even on a value loaded in that packet).
  virtual bool branchFusesCondition(const llvm::MachineInstr &CondDef) const {
    return false;
  }

  /// The default of -rk-ifcvt-required-gain here: the margin the predicted
  /// saving must clear for the model's own error.
  virtual double defaultRequiredGain() const { return 0.25; }

  /// Whether MI has a form that executes only under a predicate.
  virtual bool canPredicate(const llvm::MachineInstr &MI) const = 0;
  /// How many instructions predicating MI adds to it (Hexagon: a memory
  /// operation becomes a load, an operation and a store).
  virtual unsigned
  extraInstructionsToPredicate(const llvm::MachineInstr &MI) const {
    return 0;
  }

  /// Called when planning a region starts. The code does not change until
  /// the plan is made, so what canPredicateHere learns about a block may be
  /// kept until the next call.
  virtual void beginPlanning() {}
  /// Whether the code around MI leaves room to predicate it there (ARM: the
  /// flags must be free just before MI). Explains a refusal in Why.
  virtual bool canPredicateHere(const llvm::MachineInstr &MI,
                                std::string &Why) const {
    return true;
  }
  /// Whether MBB's code can be moved into linear code at all (ARM: no flags
  /// may be live into it). Explains a refusal in Why.
  virtual bool canLinearize(const llvm::MachineBasicBlock &MBB,
                            std::string &Why) const {
    return true;
  }
  /// Called before any code moves, for each block of the region but its
  /// entry and each exit target, all of which canLinearize accepted: makes
  /// MBB independent of state that only its place in the CFG gave it (ARM:
  /// repeats at its start the compare whose flags flow into it).
  virtual void prepareToLinearize(llvm::MachineBasicBlock &MBB) {}
  /// Puts MI under predicate P (MI runs when P holds); may replace MI.
  virtual bool predicate(llvm::MachineInstr &MI, Literal P) = 0;

  /// Called once the linear code is complete, with the linear block and
  /// the blocks of its exit chain: finishLinearCode for each, then forgets
  /// what was kept for the region.
  void finishRegion(llvm::ArrayRef<llvm::MachineBasicBlock *> Blocks);

  /// Appends "if (P) goto Target" / "goto Target" to the end of MBB.
  virtual void emitConditionalBranch(llvm::MachineBasicBlock &MBB,
                                     llvm::MachineBasicBlock *Target,
                                     Literal P, const llvm::DebugLoc &DL) = 0;
  virtual void emitBranch(llvm::MachineBasicBlock &MBB,
                          llvm::MachineBasicBlock *Target,
                          const llvm::DebugLoc &DL) = 0;

protected:
  /// A last local clean-up of what the adaptor emitted, for the linear
  /// block and each block of its exit chain (ARM: compares whose flags
  /// nothing reads, and compares that repeat the one whose flags are still
  /// there).
  virtual void finishLinearCode(llvm::MachineBasicBlock &MBB) {}

  /// Reg gets new uses in the linear code, possibly after the one that
  /// killed it (ARM reads through copies made before the region): clears
  /// its kill flags. Once per region: clearing walks all of Reg's uses,
  /// and a region may read Reg thousands of times (every select on one
  /// predicate; every store of a long guarded arm). Nothing kills Reg again
  /// before the region is done, when its moved code loses its kill flags.
  void clearKillFlagsOnce(llvm::Register Reg, llvm::MachineRegisterInfo &MRI);

private:
  llvm::SmallDenseSet<llvm::Register, 8> KillsCleared;
};

/// A target's opcodes by name, as far as they have been asked for. Adaptors
/// are made per function, and looking each name up by scanning all of the
/// target's opcodes was most of rk-ifcvt's time on small functions (0.6M
/// of 0.87M instructions for a csmith program on ARM): the pass keeps one
/// index per instruction info, so only its first function pays. (Indexing
/// every opcode up front cost four times what the adaptors ask for.)
class OpcodeIndex {
public:
  explicit OpcodeIndex(const llvm::TargetInstrInfo &TII) : TII(TII) {}
  /// Sets each slot to the opcode of its name, or 0, with at most one scan
  /// of the opcodes for the names not asked for before.
  void find(llvm::ArrayRef<std::pair<llvm::StringRef, unsigned *>> Wanted);

private:
  const llvm::TargetInstrInfo &TII;
  llvm::StringMap<unsigned> Known; // 0: no such opcode
};

/// The OpcodeIndex of each instruction info met (one per subtarget).
class OpcodeIndexCache {
public:
  OpcodeIndex &get(const llvm::TargetInstrInfo &TII);

private:
  llvm::DenseMap<const llvm::TargetInstrInfo *, std::unique_ptr<OpcodeIndex>>
      Indexes;
};

/// Finds target opcodes, register classes, sub-register indices and
/// registers by name: the plugin cannot see the targets' enumerations.
/// Each lookup records the first name it could not find.
class TargetNames {
public:
  TargetNames(OpcodeIndex &Opcodes, const llvm::TargetRegisterInfo &TRI);

  /// Sets each slot to the opcode of its name; false if one is absent.
  bool opcodes(llvm::ArrayRef<std::pair<llvm::StringRef, unsigned *>> Wanted);
  /// The opcode of Name, or 0 (not an error: for optional opcodes).
  unsigned optionalOpcode(llvm::StringRef Name);
  const llvm::TargetRegisterClass *regClass(llvm::StringRef Name);
  unsigned subRegIndex(llvm::StringRef Name);
  llvm::MCRegister reg(llvm::StringRef Name);

  /// "<what> <name> not found" for the first failed lookup.
  std::string missing(llvm::StringRef Target) const;

private:
  OpcodeIndex &Opcodes;
  const llvm::TargetRegisterInfo &TRI;
  std::string FirstMissing;
  const char *MissingKind = "";
};

/// The adaptor for MF's target at Stage, or null with the reason in
/// WhyNot. Opcodes are looked up in the index Indexes keeps for MF's
/// subtarget.
std::unique_ptr<PredicationTarget>
createPredicationTarget(llvm::MachineFunction &MF, OpcodeIndexCache &Indexes,
                        PipelineStage Stage, std::string &WhyNot);

std::unique_ptr<PredicationTarget>
createHexagonPredicationTarget(llvm::MachineFunction &MF, OpcodeIndex &Opcodes,
                               std::string &WhyNot);
std::unique_ptr<PredicationTarget>
createARMPredicationTarget(llvm::MachineFunction &MF, OpcodeIndex &Opcodes,
                           PipelineStage Stage, std::string &WhyNot);
std::unique_ptr<PredicationTarget>
createNVPTXPredicationTarget(llvm::MachineFunction &MF, OpcodeIndex &Opcodes,
                             std::string &WhyNot);

} // namespace rkifc

#endif // RKIFC_TARGET_PREDICATIONTARGET_H
