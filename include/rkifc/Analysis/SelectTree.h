//===- SelectTree.h - A join's value as selects on branch conditions -*- C++ -*-===//
//
// The R/K way to replace a PHI selects each of its values on the OR of the
// edges it arrives by, and those edge predicates cost predicate logic (the
// ANDs of nested guards, the ORs of several edges). The other way follows
// the branches themselves, as the gamma functions of gated SSA do (Ballance,
// Maccabe and Ottenstein, 1990): the value a block passes on to the join is
// its own branch condition's choice between the values its two successors
// pass on. Each select then reads one branch condition as it was computed,
// and no predicate logic is needed at all. Which way is cheaper depends on
// the shape: a nest of if/else that ends in many values costs no more
// selects as a tree, while a value that only one deep arm changes (a
// counter) costs one select per level as a tree and one in all with R/K.
//
//===----------------------------------------------------------------------===//

#ifndef RKIFC_ANALYSIS_SELECTTREE_H
#define RKIFC_ANALYSIS_SELECTTREE_H

#include "rkifc/Analysis/RegionGraph.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/STLFunctionalExtras.h"

#include <optional>
#include <vector>

namespace rkifc {

struct SelectTree {
  /// One of the join's values (by the caller's numbering), or the result of
  /// an earlier select of the tree.
  struct Operand {
    enum KindTy : unsigned char { Value, Select } Kind = Value;
    unsigned Index = 0;
    friend bool operator==(Operand A, Operand B) {
      return A.Kind == B.Kind && A.Index == B.Index;
    }
  };
  /// Node's branch condition chooses: IfTrue when it holds.
  struct Select {
    unsigned Node = 0;
    Operand IfTrue, IfFalse;
  };
  /// In an order in which operands come before their uses.
  std::vector<Select> Selects;
  /// What the join receives: the last select, or a value when none is needed.
  Operand Root;

  /// The tree for a join of region G reached along the edges for which
  /// ValueOnEdge(Node, Kind) names a value. Every path from the entry that
  /// takes one of those edges must meet them only once (true of an acyclic
  /// region and the edges into one block or one exit target). Order is a
  /// topological order of G. Nothing when no path reaches the join.
  static std::optional<SelectTree>
  build(const RegionGraph &G, llvm::ArrayRef<unsigned> Order,
        llvm::function_ref<std::optional<unsigned>(unsigned Node,
                                                   EdgeKind Kind)>
            ValueOnEdge);
};

} // namespace rkifc

#endif // RKIFC_ANALYSIS_SELECTTREE_H
