//===- RegionPredicator.h - Rewrite a region as predicated code -*- C++ -*-===//
//
// Turns one analysed region into a single straight-line block: the blocks are
// laid out in the region's linear order, each under its R/K predicate.
// Instructions that are safe on every path are speculated; the others take
// the target's predicated form. PHIs inside the region and at its exits
// become selects, on edge predicates or on the branch conditions themselves
// (SelectTree), and the exits stay branches, guarded by the predicate of
// reaching their target.
//
// Checking (planRegion) is separate from rewriting (convertRegion), so a
// region is either converted whole or left untouched.
//
//===----------------------------------------------------------------------===//

#ifndef RKIFC_TRANSFORM_REGIONPREDICATOR_H
#define RKIFC_TRANSFORM_REGIONPREDICATOR_H

#include "rkifc/Analysis/SelectTree.h"
#include "rkifc/Region/Rejection.h"
#include "rkifc/Transform/LinearCode.h"
#include "rkifc/Region/RegionDiscovery.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/CodeGen/Register.h"

#include <optional>
#include <string>
#include <vector>

namespace llvm {
class MachineInstr;
}

namespace rkifc {

class PredicationTarget;

/// How the rewrite replaces one PHI: its inputs from the region grouped by
/// value (register and sub-register), in input order. Either the default
/// group needs no select and each other group takes one, on the OR of its
/// edges (R/K), or, when Tree is set, the groups are chosen by a tree of
/// selects on the region's branch conditions, which needs no predicate
/// logic; the tree is taken when it needs no more selects.
struct JoinPlan {
  struct Edge {
    unsigned Node; ///< the region node the edge leaves
    EdgeKind Kind;
  };
  struct Group {
    llvm::Register Reg;
    unsigned SubReg = 0;
    llvm::SmallVector<Edge, 4> Edges;
  };
  llvm::SmallVector<Group, 4> Groups;
  unsigned Default = 0;
  /// Operands of kind Value name groups.
  std::optional<SelectTree> Tree;
  unsigned selects() const {
    return Tree ? Tree->Selects.size() : Groups.size() - 1;
  }
};

/// One exit of the linear code: its target and the region edges that lead
/// there. The exits are tested in plan order, each as the OR of its edges'
/// tests, and the last one is taken without a test, so an edge's test only
/// has to hold on the paths that take no edge tested before it. On those
/// paths a block that all of them go
/// through is reached for sure, and so is a block whose guard has a single
/// defining edge from such a block once that edge's condition holds: when
/// that makes an edge's test a single branch condition (a loop's second
/// exit, once the first was not taken), it needs no predicate logic.
struct ExitPlan {
  llvm::MachineBasicBlock *Target = nullptr;
  struct Edge {
    unsigned Node;
    EdgeKind Kind;
    /// When set, the test is this branch condition (a node, and whether its
    /// condition or its negation); otherwise the edge's predicate.
    std::optional<SignedEdge> Condition;
  };
  llvm::SmallVector<Edge, 2> Edges;
  /// One branch per edge instead of one on the OR of their tests: when every
  /// edge is tested by a single branch condition, those branches are the
  /// region's own, and on a target that prefers it
  /// (PredicationTarget::prefersBranchPerExitEdge, ARM) the OR would only
  /// cost predicate logic.
  bool Separate = false;
};

/// What converting a region would do, or why it cannot be converted.
struct ConversionPlan {
  /// Set when the region cannot be converted.
  std::optional<Rejection> Rejected;
  bool feasible() const { return !Rejected; }

  /// The instructions of guarded blocks that take the predicated form; the
  /// others there are speculated.
  llvm::SmallPtrSet<const llvm::MachineInstr *, 16> ToPredicate;
  /// The PHIs the rewrite replaces (those of region blocks but the entry,
  /// and those of exit targets with several inputs from the region).
  llvm::SmallDenseMap<const llvm::MachineInstr *, JoinPlan, 2> Joins;
  /// In the order their branches are emitted; the last is reached without
  /// a test.
  llvm::SmallVector<ExitPlan, 4> Exits;

  unsigned Instructions = 0; // non-debug, non-branch instructions moved
  unsigned Speculated = 0;
  unsigned Predicated = 0;
  /// Instructions predicating adds (PredicationTarget::
  /// extraInstructionsToPredicate).
  unsigned PredicationExpansion = 0;
  unsigned Selects = 0;      // the select operations of Code
  unsigned RemovedBranches = 0;
  /// Per region node, whether its branch has an edge to a tested exit (one
  /// that keeps a branch, every exit but the last): its test lives on in
  /// that exit's branch, merged or not.
  std::vector<bool> TestsAnExit;
  /// Conditional branches that test no exit: the forks whose test
  /// disappears.
  unsigned ForksRemoved = 0;
  /// The ANDs and ORs of predicates the rewrite builds (Code's logic
  /// operations): for the guards of blocks with predicated instructions,
  /// the R/K joins' edges and the exit branches (select trees need none).
  unsigned PredicateOps = 0;
  /// The branch conditions those operations read as values (captured where
  /// a condition is not a value already: ARM's flags).
  unsigned CapturedConditions = 0;
  /// The compares of the chains that hold ANDs in the flags instead of
  /// such operations and captures (LinearCode::markFlagChains).
  unsigned ChainTests = 0;
  /// The linear code, operation by operation, as the rewrite will emit it.
  LinearCode Code;
};

/// Decides, without changing anything, how each instruction of the region
/// would be handled.
ConversionPlan planRegion(const AnalyzedRegion &AR, PredicationTarget &Target);

/// Predicate logic: operations, and branch conditions read as values by
/// them, and the compares of chains that hold ANDs in the flags instead
/// (LinearCode::logicOps, capturedConditions, chainTests).
struct PredicateLogic {
  unsigned Ops = 0;
  unsigned Captured = 0;
  unsigned ChainTests = 0;
};

/// The logic that guarding the region's blocks with an instruction that
/// cannot be speculated needs. Every feasible plan predicates those
/// instructions, so it builds at least this much (ConversionPlan::
/// PredicateOps and CapturedConditions), whatever its joins and exits add:
/// a lower bound for the cost model, before planning.
PredicateLogic leastGuardLogic(const AnalyzedRegion &AR,
                               const PredicationTarget &Target);

/// The instructions of the region a plan counts (ConversionPlan::
/// Instructions, the size -rk-ifcvt-max-instrs limits): neither PHIs,
/// terminators nor debug instructions.
unsigned countPlannedInstructions(const MachineRegion &R);

/// Instructions that count for the static bound: neither debug
/// instructions, PHIs nor copies (which the register coalescer removes).
unsigned countCodeInstructions(const llvm::MachineBasicBlock &MBB);

/// What the rewrite produced.
struct ConvertedRegion {
  /// The block holding the linear code (the region's entry).
  llvm::MachineBasicBlock *Linear = nullptr;
  /// countCodeInstructions over the linear block and its exit blocks.
  unsigned Instructions = 0;
};

/// Rewrites the region as Plan says; Plan must come from planRegion and be
/// feasible. AR itself is not changed, but all its blocks except the entry
/// are erased: AR must not be used afterwards.
ConvertedRegion convertRegion(const AnalyzedRegion &AR,
                              const ConversionPlan &Plan,
                              PredicationTarget &Target);

} // namespace rkifc

#endif // RKIFC_TRANSFORM_REGIONPREDICATOR_H
