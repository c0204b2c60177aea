//===- PostDominators.cpp -------------------------------------------------===//

#include "rkifc/Analysis/PostDominators.h"

#include <cassert>

using namespace rkifc;

static std::vector<unsigned> orderOf(const RegionGraph &G) {
  auto Order = G.topologicalOrder();
  assert(Order && "post-dominators need an acyclic, connected region");
  return Order ? std::move(*Order) : std::vector<unsigned>();
}

PostDominatorTree::PostDominatorTree(const RegionGraph &G)
    : PostDominatorTree(G, orderOf(G)) {}

PostDominatorTree::PostDominatorTree(const RegionGraph &G,
                                     llvm::ArrayRef<unsigned> Order)
    : Stop(G.stop()), IPDom(G.size() + 1, G.stop()), Depth(G.size() + 1, 0) {
  assert(Order.size() == G.size() && "the order must cover the region");

  // Walks two nodes up the tree to their nearest common ancestor.
  auto Meet = [&](unsigned A, unsigned B) {
    while (A != B) {
      if (Depth[A] < Depth[B])
        std::swap(A, B);
      A = IPDom[A];
    }
    return A;
  };

  // Every successor of X comes later in topological order, so it is already
  // placed in the tree when X is visited.
  for (auto It = Order.rbegin(); It != Order.rend(); ++It) {
    unsigned X = *It;
    auto Succs = G.succs(X);
    unsigned Parent = Succs.front().To;
    for (const RegionGraph::Edge &E : Succs.drop_front())
      Parent = Meet(Parent, E.To);
    IPDom[X] = Parent;
    Depth[X] = Depth[Parent] + 1;
  }
}

bool PostDominatorTree::postDominates(unsigned A, unsigned B) const {
  while (Depth[B] > Depth[A])
    B = IPDom[B];
  return A == B;
}
