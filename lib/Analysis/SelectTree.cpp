//===- SelectTree.cpp -----------------------------------------------------===//

#include "rkifc/Analysis/SelectTree.h"

#include <cassert>

using namespace rkifc;

std::optional<SelectTree> SelectTree::build(
    const RegionGraph &G, llvm::ArrayRef<unsigned> Order,
    llvm::function_ref<std::optional<unsigned>(unsigned, EdgeKind)>
        ValueOnEdge) {
  SelectTree Tree;
  // Passed[N]: what reaching node N passes on to the join; nothing when no
  // path from N gets there (N's value never matters).
  std::vector<std::optional<Operand>> Passed(G.size());
  // Successors come after their node in Order, so walk it backwards.
  for (auto It = Order.rbegin(); It != Order.rend(); ++It) {
    unsigned N = *It;
    std::optional<Operand> OnTrue, OnFalse;
    for (const RegionGraph::Edge &E : G.succs(N)) {
      std::optional<Operand> Along;
      if (std::optional<unsigned> V = ValueOnEdge(N, E.Kind))
        Along = Operand{Operand::Value, *V};
      else if (!G.isStop(E.To))
        Along = Passed[E.To];
      (E.Kind == EdgeKind::False ? OnFalse : OnTrue) = Along;
    }
    if (!OnTrue || !OnFalse || *OnTrue == *OnFalse) {
      // Only one side leads to the join, or both bring the same value: the
      // branch decides nothing about it.
      Passed[N] = OnTrue ? OnTrue : OnFalse;
      continue;
    }
    Tree.Selects.push_back({N, *OnTrue, *OnFalse});
    Passed[N] = Operand{Operand::Select, unsigned(Tree.Selects.size() - 1)};
  }
  if (G.size() == 0 || !Passed[0])
    return std::nullopt;
  Tree.Root = *Passed[0];
  return Tree;
}
