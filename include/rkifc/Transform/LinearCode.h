//===- LinearCode.h - A region's linear code, as operations -----*- C++ -*-===//
//
// What converting a region emits, in emission order: each branch condition
// read as a value, each AND and OR of predicates, each predicated
// instruction with its guard, each select and each exit branch. The planner
// builds this list without changing the code; the cost model reads its
// instruction counts and dependence heights from it; the Linearizer builds
// the same list as it emits (through the same PredicateLogicBuilder), and
// with -rk-ifcvt-check-plan the two are compared.
//
//===----------------------------------------------------------------------===//

#ifndef RKIFC_TRANSFORM_LINEARCODE_H
#define RKIFC_TRANSFORM_LINEARCODE_H

#include "rkifc/Analysis/PredicateAssignment.h"
#include "rkifc/Analysis/RegionGraph.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/SmallVector.h"

#include <optional>
#include <string>
#include <vector>

namespace llvm {
class MachineBasicBlock;
class MachineInstr;
} // namespace llvm

namespace rkifc {

/// A predicate of the linear code: the value of one of its operations, or
/// that value's negation; no operation stands for "true".
struct PredicateRef {
  static constexpr unsigned None = ~0u;
  unsigned Op = None;
  bool Negated = false;
  bool isTrue() const { return Op == None; }
  PredicateRef operator~() const { return {Op, !Negated}; }
  friend bool operator==(PredicateRef A, PredicateRef B) {
    return A.Op == B.Op && A.Negated == B.Negated;
  }
};

struct LinearOp {
  enum class Kind : unsigned char {
    Condition, ///< the branch condition of Node, read as a value
    And,       ///< A && B
    Or,        ///< A || B
    Predicate, ///< Instr, moved into the linear code under guard A
    Select,    ///< a select for PHI Instr (Group: its value group or
               ///< tree select), on predicate A
    Exit,      ///< a branch to Target on A (true: the last, unconditional)
  };
  explicit LinearOp(Kind K) : K(K) {}

  Kind K;
  unsigned Node = ~0u;
  unsigned Group = 0;
  PredicateRef A, B;
  const llvm::MachineInstr *Instr = nullptr;
  const llvm::MachineBasicBlock *Target = nullptr;
  /// An AND or OR that the target reads as one branch condition (ARM: two
  /// outcomes of one compare): it costs a capture, not a logic operation.
  bool ReadAsCondition = false;
  /// An AND or OR that the target holds in its flags, with the other ANDs
  /// of its tree, as a chain of compares (ARM's late stage): it costs no
  /// logic instruction, and the conditions it reads are not captured for
  /// it (LinearCode::markFlagChains).
  bool InFlags = false;
  /// The compares of that chain, on the operation at its root.
  unsigned char ChainTests = 0;

  static LinearOp predicate(unsigned Node, PredicateRef Guard,
                            const llvm::MachineInstr *MI) {
    LinearOp Op{Kind::Predicate};
    Op.Node = Node;
    Op.A = Guard;
    Op.Instr = MI;
    return Op;
  }
  static LinearOp select(const llvm::MachineInstr *PHI, unsigned Group,
                         PredicateRef On) {
    LinearOp Op{Kind::Select};
    Op.Group = Group;
    Op.A = On;
    Op.Instr = PHI;
    return Op;
  }
  static LinearOp exit(const llvm::MachineBasicBlock *Target,
                       PredicateRef Test) {
    LinearOp Op{Kind::Exit};
    Op.A = Test;
    Op.Target = Target;
    return Op;
  }

  bool isLogic() const { return K == Kind::And || K == Kind::Or; }
  /// Equal as operations; ReadAsCondition and InFlags are the planner's
  /// guesses of what the target makes of them, not part of what is emitted.
  bool sameAs(const LinearOp &O) const {
    return K == O.K && Node == O.Node && Group == O.Group && A == O.A &&
           B == O.B && Instr == O.Instr && Target == O.Target;
  }
};

/// The operations of one region's linear code, in emission order.
struct LinearCode {
  std::vector<LinearOp> Ops;

  /// The logic operations, and the branch conditions they read as values
  /// (captured where a condition is no value already: ARM's flags). An
  /// operation the target reads as a condition is a captured condition.
  unsigned logicOps() const;
  unsigned capturedConditions() const;
  unsigned selects() const;
  /// The compares of the chains that hold ANDs in the flags.
  unsigned chainTests() const;

  /// Marks the ANDs the target holds in its flags. An AND (or an OR, whose
  /// negation is one) that no logic reads is held by a chain of its tests
  /// (the leaves of its tree of ANDs) where every operation under it (an
  /// OR under a test included) is read by that logic alone, every
  /// condition among its tests too (its capture would die with the chain),
  /// and Holds accepts the tests: the chain then replaces the tree's ANDs
  /// and captures, as the target's emission does where they die; a test
  /// that is a value is still computed, and compared.
  void markFlagChains(
      llvm::function_ref<bool(llvm::ArrayRef<PredicateRef>)> Holds);

  /// Where Emitted first differs from this plan, in words, or nothing when
  /// they are the same list.
  std::optional<std::string> firstDifference(const LinearCode &Emitted) const;
  std::string describe(unsigned Op) const;
};

/// Where the predicate values the builder asks for come from: registers the
/// Linearizer emits, or, for planning, the operations themselves.
class PredicateValueSink {
public:
  virtual ~PredicateValueSink();
  /// An identifier of a value (never 0); Negated: read it negated.
  struct Value {
    unsigned Id = 0;
    bool Negated = false;
  };
  /// Node's branch condition; an earlier value where the target reads the
  /// condition from one (a repeated compare).
  virtual Value condition(unsigned Node) = 0;
  virtual Value logic(bool IsAnd, Value A, Value B) = 0;
  /// Whether the target reads A && B (A || B) as one condition.
  virtual bool readAsCondition(bool IsAnd, const LinearOp &A, bool NegA,
                               const LinearOp &B, bool NegB) const {
    return false;
  }
};

/// Builds the predicate logic of a region's linear code the one way both
/// the planner and the Linearizer use: a guard is the OR of its defining
/// edges' predicates as a balanced tree, an edge of a guarded block ANDs
/// the guard with the branch condition, each is built once, on first use,
/// and an operation whose truth table (over up to five values) equals an
/// earlier value's, or with the same operands as an earlier operation, is
/// that value.
class PredicateLogicBuilder {
public:
  PredicateLogicBuilder(const PredicateAssignment &PA, unsigned NumNodes,
                        PredicateValueSink &Sink, LinearCode &Code);

  /// Node's branch is laid out: its condition may be read from now on.
  void layOutCondition(unsigned Node);
  PredicateRef condition(unsigned Node) const;
  PredicateRef guardOf(unsigned Node);
  PredicateRef edge(unsigned Node, EdgeKind Kind);
  PredicateRef orTree(llvm::SmallVector<PredicateRef, 4> Terms);
  /// The sink's value of Ref (Id 0: true).
  PredicateValueSink::Value valueOf(PredicateRef Ref) const;

  /// Records an operation that is no predicate logic.
  void record(LinearOp Op) {
    Code.Ops.push_back(Op);
    ValueOfOp.push_back({}); // no predicate value
  }

private:
  PredicateRef logic(bool IsAnd, PredicateRef A, PredicateRef B);
  PredicateRef refOf(PredicateValueSink::Value V, LinearOp Op);
  std::optional<uint64_t> truthOf(PredicateRef Ref);
  void rememberTruth(PredicateRef Ref, uint64_t Truth);

  const PredicateAssignment &PA;
  PredicateValueSink &Sink;
  LinearCode &Code;
  std::vector<std::optional<PredicateRef>> Conditions; // per node
  std::vector<std::optional<PredicateRef>> Guards;     // per predicate
  llvm::SmallDenseMap<unsigned, PredicateRef, 8> Edges; // 3 * node + kind
  llvm::SmallDenseMap<unsigned, unsigned, 8> OpOfValue;
  std::vector<PredicateValueSink::Value> ValueOfOp;
  /// Truth tables: 32 rows, variable i is bit i of the row; an operation
  /// taken as a variable though it is a function of others only hides
  /// equalities, so the answers stay exact.
  static constexpr unsigned VariableLimit = 5;
  static constexpr uint64_t AllRows = 0xffffffff;
  unsigned Variables = 0;
  llvm::SmallDenseMap<unsigned, uint64_t, 8> TruthOfOp;
  /// Each AND and OR by its operands, for those whose truth is unknown
  /// (more than VariableLimit values): one built again is the first.
  llvm::DenseMap<std::pair<uint64_t, uint64_t>, PredicateRef> OpWithOperands;
  llvm::SmallDenseMap<uint64_t, PredicateRef, 8> RefWithTruth;
};

} // namespace rkifc

#endif // RKIFC_TRANSFORM_LINEARCODE_H
