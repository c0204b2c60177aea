//===- ControlDependence.cpp ----------------------------------------------===//

#include "rkifc/Analysis/ControlDependence.h"

#include "llvm/ADT/STLExtras.h"

using namespace rkifc;

ControlDependence::ControlDependence(const RegionGraph &G,
                                     const PostDominatorTree &PDT)
    : CD(G.size()) {
  for (unsigned X = 0; X != G.size(); ++X) {
    for (const RegionGraph::Edge &E : G.succs(X)) {
      // An unconditional edge never leaves its target out; neither does an
      // edge to a post-dominator of X.
      if (E.Kind == EdgeKind::Always || PDT.postDominates(E.To, X))
        continue;
      SignedEdge Dep{X, E.Kind == EdgeKind::True};
      // ipdom(X) post-dominates E.To, so the walk meets it before STOP;
      // stopping at STOP as well keeps a broken tree from running away.
      for (unsigned T = E.To; T != PDT.ipdom(X) && !G.isStop(T);
           T = PDT.ipdom(T))
        CD[T].push_back(Dep);
    }
  }
  for (EdgeSet &S : CD) {
    llvm::sort(S);
    S.erase(std::unique(S.begin(), S.end()), S.end());
  }
}
