// Uses rkifc's installed analyses on the textbook diamond-in-a-triangle
//   0 -T-> 1 -> 3,  0 -F-> 2 -T-> 3,  2 -F-> STOP,  3 -> STOP
// and prints what install-test.sh checks: ipdoms and the R/K assignment.
#include "rkifc/Analysis/RegionAnalysis.h"
#include "rkifc/Analysis/RegionGraph.h"

#include <cstdio>
#include <string>

using namespace rkifc;

int main() {
  RegionGraph G(4);
  G.addEdge(0, 1, EdgeKind::True);
  G.addEdge(0, 2, EdgeKind::False);
  G.addEdge(1, 3, EdgeKind::Always);
  G.addEdge(2, 3, EdgeKind::True);
  G.addExit(2, EdgeKind::False);
  G.addExit(3, EdgeKind::Always);
  std::string Error;
  auto A = RegionAnalysis::compute(G, Error);
  if (!A) {
    std::printf("error: %s\n", Error.c_str());
    return 1;
  }
  for (unsigned N = 0; N != 4; ++N)
    std::printf("node %u: ipdom %s, predicate %u\n", N,
                A->PDT.ipdom(N) == G.stop()
                    ? "STOP"
                    : std::to_string(A->PDT.ipdom(N)).c_str(),
                A->Predicates.predicateOf(N));
  std::printf("predicates %u\n", A->Predicates.numPredicates());
  return 0;
}
