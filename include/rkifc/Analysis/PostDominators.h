//===- PostDominators.h - Post-dominator tree of a RegionGraph --*- C++ -*-===//
//
// The tree is rooted at the virtual STOP node (seed 000, Definition 6). On an
// acyclic graph one sweep in reverse topological order suffices: the immediate
// post-dominator of a node is the nearest common ancestor, in the tree built
// so far, of its successors.
//
//===----------------------------------------------------------------------===//

#ifndef RKIFC_ANALYSIS_POSTDOMINATORS_H
#define RKIFC_ANALYSIS_POSTDOMINATORS_H

#include "rkifc/Analysis/RegionGraph.h"

#include "llvm/ADT/ArrayRef.h"

#include <vector>

namespace rkifc {

class PostDominatorTree {
public:
  /// G must be acyclic with every node reachable from the entry
  /// (RegionGraph::topologicalOrder succeeds).
  explicit PostDominatorTree(const RegionGraph &G);
  /// The same, given G's topological order (of every node), which a caller
  /// may already have.
  PostDominatorTree(const RegionGraph &G, llvm::ArrayRef<unsigned> Order);

  /// Immediate post-dominator of a real node; STOP for nodes whose paths meet
  /// only there. STOP itself has none.
  unsigned ipdom(unsigned N) const { return IPDom[N]; }

  /// Whether A post-dominates B (reflexive: every node post-dominates itself).
  bool postDominates(unsigned A, unsigned B) const;

  unsigned stop() const { return Stop; }

private:
  unsigned Stop;
  std::vector<unsigned> IPDom; // indexed by node; IPDom[Stop] == Stop
  std::vector<unsigned> Depth; // depth in the tree, STOP at 0
};

} // namespace rkifc

#endif // RKIFC_ANALYSIS_POSTDOMINATORS_H
