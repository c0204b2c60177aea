//===- RegionAnalysis.cpp -------------------------------------------------===//

#include "rkifc/Analysis/RegionAnalysis.h"

using namespace rkifc;

RegionAnalysis::RegionAnalysis(const RegionGraph &G,
                               std::vector<unsigned> Order)
    : LinearOrder(std::move(Order)), PDT(G, LinearOrder), CD(G, PDT),
      Predicates(CD, LinearOrder) {}

std::unique_ptr<RegionAnalysis> RegionAnalysis::compute(const RegionGraph &G,
                                                        std::string &Error) {
  if (auto Problem = G.verify()) {
    Error = *Problem;
    return nullptr;
  }
  auto Order = G.topologicalOrder();
  if (!Order) {
    Error = "region is cyclic or has blocks unreachable from its entry";
    return nullptr;
  }
  return std::unique_ptr<RegionAnalysis>(
      new RegionAnalysis(G, std::move(*Order)));
}
