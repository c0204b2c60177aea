//===- RegionAnalysis.h - All if-conversion analyses of a region -*- C++ -*-===//
//
// Bundles what if-conversion needs to know about one region: a linear
// (topological) order, the post-dominator tree, control dependence and the
// R/K predicate assignment.
//
//===----------------------------------------------------------------------===//

#ifndef RKIFC_ANALYSIS_REGIONANALYSIS_H
#define RKIFC_ANALYSIS_REGIONANALYSIS_H

#include "rkifc/Analysis/ControlDependence.h"
#include "rkifc/Analysis/PostDominators.h"
#include "rkifc/Analysis/PredicateAssignment.h"
#include "rkifc/Analysis/RegionGraph.h"

#include <memory>
#include <string>
#include <vector>

namespace rkifc {

struct RegionAnalysis {
  std::vector<unsigned> LinearOrder;
  PostDominatorTree PDT;
  ControlDependence CD;
  PredicateAssignment Predicates;

  /// Runs every analysis, or explains in Error why the graph is not an
  /// acyclic single-entry region.
  static std::unique_ptr<RegionAnalysis> compute(const RegionGraph &G,
                                                 std::string &Error);

private:
  RegionAnalysis(const RegionGraph &G, std::vector<unsigned> Order);
};

} // namespace rkifc

#endif // RKIFC_ANALYSIS_REGIONANALYSIS_H
