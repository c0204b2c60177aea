//===- PredicateAssignment.h - R/K predicate assignment ---------*- C++ -*-===//
//
// Park & Schlansker's R/K assignment (seed 000, Algorithm 2): one predicate per
// distinct non-empty control-dependence set. R(b) is the predicate guarding
// block b (none, i.e. true, when CD(b) is empty); K(p) is the set of signed
// edges that define p. Predicates are numbered from 1 in node order.
//
// A predicate p is defined at the end of each block y of K(p) as
//   p  = R(y) && cond(y)        when K(p) has one edge,
//   p |= R(y) && cond(y)        otherwise (cond negated for a "-y" edge).
// The "init false" set ("augment K", seed 004) holds the predicates that are
// live on entry to the linear code under these definitions: their first
// definition reads them, so they must start false.
//
//===----------------------------------------------------------------------===//

#ifndef RKIFC_ANALYSIS_PREDICATEASSIGNMENT_H
#define RKIFC_ANALYSIS_PREDICATEASSIGNMENT_H

#include "rkifc/Analysis/ControlDependence.h"

#include <vector>

namespace rkifc {

class PredicateAssignment {
public:
  /// Predicate number 0 stands for "always true" (T).
  static constexpr unsigned True = 0;

  /// LinearOrder is the order the blocks will be laid out in (a topological
  /// order of the region); it decides which predicates are live on entry.
  PredicateAssignment(const ControlDependence &CD,
                      llvm::ArrayRef<unsigned> LinearOrder);

  /// Number of predicates (the T predicate excluded).
  unsigned numPredicates() const { return K.size(); }
  /// R(N): the predicate guarding node N, or True.
  unsigned predicateOf(unsigned N) const { return R[N]; }
  /// K(P) for 1 <= P <= numPredicates(): the sorted defining edges.
  const EdgeSet &definingEdges(unsigned P) const { return K[P - 1]; }
  /// Predicates that must be initialised to false, in increasing order.
  llvm::ArrayRef<unsigned> initFalse() const { return InitFalse; }
  bool needsInit(unsigned P) const;

private:
  std::vector<unsigned> R;
  std::vector<EdgeSet> K;
  std::vector<unsigned> InitFalse;
};

} // namespace rkifc

#endif // RKIFC_ANALYSIS_PREDICATEASSIGNMENT_H
