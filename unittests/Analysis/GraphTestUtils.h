//===- GraphTestUtils.h - Helpers for the analysis unit tests ---*- C++ -*-===//
//
// Reference ("brute force") implementations of the definitions the analyses
// compute, a random acyclic region generator, path enumeration and an
// evaluator of the predicate definitions in the linear order. They are
// deliberately written straight from the definitions (seed 000, Definitions
// 2, 3 and 7) and share no code with lib/Analysis.
//
//===----------------------------------------------------------------------===//

#ifndef RKIFC_UNITTESTS_GRAPHTESTUTILS_H
#define RKIFC_UNITTESTS_GRAPHTESTUTILS_H

#include "rkifc/Analysis/RegionAnalysis.h"
#include "rkifc/Analysis/RegionGraph.h"

#include <cstdint>
#include <functional>
#include <optional>
#include <ostream>
#include <string>
#include <vector>

namespace rkifc {

/// Lets GoogleTest print signed edges as "+N" / "-N".
void PrintTo(const SignedEdge &E, std::ostream *OS);
std::ostream &operator<<(std::ostream &OS, const SignedEdge &E);

namespace test {

/// A small deterministic generator (SplitMix64). Its output does not depend
/// on the standard library, so a seed reproduces the same graphs everywhere.
class Rng {
public:
  explicit Rng(uint64_t Seed) : State(Seed) {}
  uint64_t next();
  /// Uniform in [0, N), N > 0.
  unsigned below(unsigned N) { return next() % N; }
  /// True with probability Percent / 100.
  bool chance(unsigned Percent) { return below(100) < Percent; }

private:
  uint64_t State;
};

/// The seed of the random tests: $RKIFC_TEST_SEED when set (decimal or 0x
/// hex), a fixed default otherwise.
uint64_t testSeed();
/// How many random graphs each property test checks: $RKIFC_TEST_GRAPHS when
/// set, 1000 by default.
unsigned testGraphCount();
/// The seed of graph number Index of a run with seed Seed.
uint64_t graphSeed(uint64_t Seed, unsigned Index);

/// A random acyclic region with NumNodes nodes (>= 1): node 0 is the entry,
/// every node is reachable from it, every node has one Always edge or one
/// True and one False edge (occasionally to the same target), some edges go
/// to STOP. The node numbering is a random topological order except that the
/// entry is node 0.
RegionGraph randomRegion(Rng &R, unsigned NumNodes);
/// Graph number Index of a run with seed Seed (size 1..20).
RegionGraph randomRegionFor(uint64_t Seed, unsigned Index);

/// Runs Check on each of the testGraphCount() random regions of testSeed(),
/// with the seed of that graph, inside a GoogleTest trace that names the
/// seed and the graph (as C++); stops at the first graph that fails, so
/// that the report names one graph.
void forEachRandomGraph(
    const std::function<void(const RegionGraph &G, uint64_t GraphSeed)>
        &Check);

/// C++ that rebuilds G, to paste into a regression test.
std::string describe(const RegionGraph &G);
std::string describe(const std::vector<SignedEdge> &Set);

/// Seed 000, Definition 2: W pdom V iff every path from V to STOP (V itself
/// not counted) contains W. Checked as: STOP is unreachable from V once W is
/// removed. Like PostDominatorTree::postDominates, a node is taken to
/// post-dominate itself. Nodes range over 0..size() (STOP included).
bool brutePostDominates(const RegionGraph &G, unsigned W, unsigned V);

/// M[W][V] = brutePostDominates(G, W, V) for all W, V in 0..size().
using PDomMatrix = std::vector<std::vector<bool>>;
PDomMatrix brutePostDominance(const RegionGraph &G);

/// Seed 000, Definition 3, evaluated over brute-force post-dominance: every
/// Y != X that post-dominates X and is post-dominated by every other strict
/// post-dominator of X. Exactly one for every real node of a valid region.
std::vector<unsigned> bruteImmediatePostDominators(const RegionGraph &G,
                                                   const PDomMatrix &M,
                                                   unsigned X);

/// Seed 000, Definition 7 at edge granularity: the sorted set of signed
/// branch edges (X, side) such that
///   1. some path P = X -> target(X, side) -> ... -> Y has every node other
///      than X and Y post-dominated by Y, and
///   2. Y does not post-dominate X.
std::vector<SignedEdge> bruteControlDependence(const RegionGraph &G,
                                               const PDomMatrix &M,
                                               unsigned Y);

/// One entry-to-STOP path: the nodes in order and, for each, the side its
/// branch took (meaningless for an unconditional node).
struct Path {
  std::vector<unsigned> Nodes;
  std::vector<bool> OnTrue;
};

/// The kind of the edge that path P takes out of its I-th node.
EdgeKind edgeTaken(const RegionGraph &G, const Path &P, unsigned I);

/// Every entry-to-STOP path (each branch side counted separately, even when
/// both go to the same node), at most MaxPaths of them; Truncated tells
/// whether some were left out.
std::vector<Path> enumeratePaths(const RegionGraph &G, unsigned MaxPaths,
                                 bool &Truncated);

/// Runs the predicate definitions of PA in Order with the branch outcomes
/// Outcome (one per node): the predicates of PA.initFalse() start false, the
/// others undefined; in block y, after its guard R(y) is read, every
/// predicate p with an edge (y, side) in K(p) becomes
///   R(y) && Outcome[y] == side          when K(p) has one edge,
///   p || (R(y) && Outcome[y] == side)   otherwise.
/// Returns the value of each block's guard when the block is reached, or, in
/// Error, the first read of an undefined predicate.
std::optional<std::vector<bool>>
evaluateGuards(const RegionGraph &G, const PredicateAssignment &PA,
               const std::vector<unsigned> &Order,
               const std::vector<bool> &Outcome, std::string &Error);

/// Checks, for every path of G (up to MaxPaths), that evaluating the
/// predicate definitions with that path's outcomes (random ones off the path,
/// drawn from R) makes R(b) true exactly for the blocks on the path. Returns
/// an explanation of the first violation.
std::optional<std::string> checkPathSemantics(const RegionGraph &G,
                                              const RegionAnalysis &RA, Rng &R,
                                              unsigned MaxPaths,
                                              unsigned *NumPaths = nullptr);

} // namespace test
} // namespace rkifc

#endif // RKIFC_UNITTESTS_GRAPHTESTUTILS_H
