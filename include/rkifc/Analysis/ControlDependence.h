//===- ControlDependence.h - Control dependence on a RegionGraph -*- C++ -*-===//
//
// CD(y) is the set of signed branch edges y is control dependent on, computed
// as seed 000, Algorithm 1 (Ferrante, Ottenstein, Warren): for each edge x->y
// where y does not post-dominate x, every node on the post-dominator tree path
// from y up to ipdom(x), exclusive, depends on that edge.
//
//===----------------------------------------------------------------------===//

#ifndef RKIFC_ANALYSIS_CONTROLDEPENDENCE_H
#define RKIFC_ANALYSIS_CONTROLDEPENDENCE_H

#include "rkifc/Analysis/PostDominators.h"
#include "rkifc/Analysis/RegionGraph.h"

#include <vector>

namespace rkifc {

/// A set of signed edges kept sorted (SignedEdge's operator<), so that equal
/// sets compare equal element-wise.
using EdgeSet = llvm::SmallVector<SignedEdge, 4>;

class ControlDependence {
public:
  ControlDependence(const RegionGraph &G, const PostDominatorTree &PDT);

  /// The sorted control-dependence set of a real node.
  const EdgeSet &of(unsigned N) const { return CD[N]; }
  unsigned size() const { return CD.size(); }

private:
  std::vector<EdgeSet> CD;
};

} // namespace rkifc

#endif // RKIFC_ANALYSIS_CONTROLDEPENDENCE_H
