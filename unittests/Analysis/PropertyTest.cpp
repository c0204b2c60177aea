//===- PropertyTest.cpp - The analyses against their definitions ----------===//
//
// Every test runs over the same testGraphCount() (1000 by default) random
// acyclic regions of 1 to 20 nodes, generated from testSeed(): set
// RKIFC_TEST_SEED to try other graphs, RKIFC_TEST_GRAPHS for more or fewer.
// A failure names the seed and the graph number and prints the graph as C++.
//
//===----------------------------------------------------------------------===//

#include "GraphTestUtils.h"

#include "gtest/gtest.h"

#include <algorithm>
#include <functional>
#include <map>
#include <set>

using namespace rkifc;
using namespace rkifc::test;

namespace {

/// Paths checked per graph at most (the rest are left out).
constexpr unsigned MaxPathsPerGraph = 2000;

/// The same, with every analysis of the graph run by RegionAnalysis.
void forEachRandomRegion(
    const std::function<void(const RegionGraph &G, const RegionAnalysis &RA,
                             uint64_t GraphSeed)> &Check) {
  forEachRandomGraph([&](const RegionGraph &G, uint64_t GraphSeed) {
    std::string Error;
    auto RA = RegionAnalysis::compute(G, Error);
    ASSERT_TRUE(RA) << Error;
    Check(G, *RA, GraphSeed);
  });
}

std::vector<SignedEdge> toList(const EdgeSet &S) {
  return std::vector<SignedEdge>(S.begin(), S.end());
}

// a. Post-dominance is seed 000's Definition 2, ipdom its Definition 3.
TEST(RandomRegions, PostDominatorsMatchDefinition) {
  // The tree alone: a broken tree may derail the other analyses.
  forEachRandomGraph([](const RegionGraph &G, uint64_t) {
    PostDominatorTree PDT(G);
    EXPECT_EQ(PDT.stop(), G.stop());
    PDomMatrix M = brutePostDominance(G);
    for (unsigned W = 0; W <= G.size(); ++W)
      for (unsigned V = 0; V <= G.size(); ++V)
        if (PDT.postDominates(W, V) != M[W][V]) {
          ADD_FAILURE() << "postDominates(" << W << ", " << V << ") is "
                        << PDT.postDominates(W, V) << ", the definition says "
                        << M[W][V];
          return;
        }
    for (unsigned X = 0; X != G.size(); ++X) {
      std::vector<unsigned> IPDom = bruteImmediatePostDominators(G, M, X);
      ASSERT_EQ(IPDom.size(), 1u) << "node " << X;
      if (PDT.ipdom(X) != IPDom[0]) {
        ADD_FAILURE() << "ipdom(" << X << ") is " << PDT.ipdom(X)
                      << ", the definition says " << IPDom[0];
        return;
      }
    }
  });
}

// b. Control dependence is seed 000's Definition 7, edge by edge.
TEST(RandomRegions, ControlDependenceMatchesDefinition) {
  forEachRandomGraph([](const RegionGraph &G, uint64_t) {
    PostDominatorTree PDT(G);
    ControlDependence CD(G, PDT);
    ASSERT_EQ(CD.size(), G.size());
    PDomMatrix M = brutePostDominance(G);
    for (unsigned Y = 0; Y != G.size(); ++Y) {
      std::vector<SignedEdge> Expected = bruteControlDependence(G, M, Y);
      std::vector<SignedEdge> Got = toList(CD.of(Y));
      if (Got != Expected) {
        ADD_FAILURE() << "CD(" << Y << ") is " << describe(Got)
                      << ", the definition says " << describe(Expected);
        return;
      }
    }
  });
}

// c. One predicate per distinct non-empty CD set, numbered in node order;
// the predicates that must start false are exactly the OR-type ones.
TEST(RandomRegions, PredicatesMatchDistinctCDSets) {
  forEachRandomRegion([](const RegionGraph &G, const RegionAnalysis &RA,
                         uint64_t) {
    const PredicateAssignment &PA = RA.Predicates;
    std::set<std::vector<SignedEdge>> Distinct;
    for (unsigned B = 0; B != G.size(); ++B)
      if (!RA.CD.of(B).empty())
        Distinct.insert(toList(RA.CD.of(B)));
    ASSERT_EQ(PA.numPredicates(), Distinct.size());

    for (unsigned B = 0; B != G.size(); ++B) {
      unsigned RB = PA.predicateOf(B);
      ASSERT_LE(RB, PA.numPredicates()) << "block " << B;
      ASSERT_EQ(RB == PredicateAssignment::True, RA.CD.of(B).empty())
          << "block " << B;
      if (RB != PredicateAssignment::True) {
        ASSERT_EQ(toList(PA.definingEdges(RB)), toList(RA.CD.of(B)))
            << "K(R(" << B << "))";
      }
      for (unsigned C = 0; C != G.size(); ++C)
        ASSERT_EQ(RB == PA.predicateOf(C),
                  toList(RA.CD.of(B)) == toList(RA.CD.of(C)))
            << "blocks " << B << " and " << C;
    }

    // Numbered from 1 in the order of the first node guarded by each.
    unsigned Next = 1;
    for (unsigned B = 0; B != G.size(); ++B) {
      unsigned RB = PA.predicateOf(B);
      if (RB == PredicateAssignment::True || RB < Next)
        continue;
      ASSERT_EQ(RB, Next) << "predicate numbering at block " << B;
      ++Next;
    }

    std::vector<unsigned> OrType;
    for (unsigned P = 1; P <= PA.numPredicates(); ++P) {
      ASSERT_FALSE(PA.definingEdges(P).empty()) << "K(p" << P << ")";
      if (PA.definingEdges(P).size() > 1)
        OrType.push_back(P);
      ASSERT_EQ(PA.needsInit(P), PA.definingEdges(P).size() > 1)
          << "needsInit(p" << P << ")";
    }
    auto Init = PA.initFalse();
    ASSERT_EQ(std::vector<unsigned>(Init.begin(), Init.end()), OrType);
  });
}

// d. Evaluating the predicate definitions along any entry-to-STOP path makes
// exactly the blocks of that path run.
TEST(RandomRegions, PathSemantics) {
  unsigned long TotalPaths = 0, Truncated = 0;
  forEachRandomRegion([&](const RegionGraph &G, const RegionAnalysis &RA,
                          uint64_t GraphSeed) {
    Rng R(GraphSeed ^ 0xd1b54a32d192ed03ULL);
    unsigned NumPaths = 0;
    auto Problem = checkPathSemantics(G, RA, R, MaxPathsPerGraph, &NumPaths);
    ASSERT_FALSE(Problem) << *Problem;
    ASSERT_GT(NumPaths, 0u);
    TotalPaths += NumPaths;
    Truncated += NumPaths >= MaxPathsPerGraph;
  });
  ::testing::Test::RecordProperty("paths", std::to_string(TotalPaths));
  ::testing::Test::RecordProperty("truncated_graphs",
                                  std::to_string(Truncated));
}

// e. The linear order is a topological order that starts at the entry.
TEST(RandomRegions, LinearOrderIsTopological) {
  forEachRandomRegion([](const RegionGraph &G, const RegionAnalysis &RA,
                         uint64_t) {
    const std::vector<unsigned> &Order = RA.LinearOrder;
    ASSERT_EQ(Order.size(), G.size());
    ASSERT_EQ(Order.front(), 0u);
    std::vector<unsigned> Position(G.size(), ~0u);
    for (unsigned I = 0; I != Order.size(); ++I) {
      ASSERT_LT(Order[I], G.size());
      ASSERT_EQ(Position[Order[I]], ~0u) << "node " << Order[I] << " twice";
      Position[Order[I]] = I;
    }
    for (unsigned X = 0; X != G.size(); ++X)
      for (const RegionGraph::Edge &E : G.succs(X))
        if (!G.isStop(E.To)) {
          ASSERT_LT(Position[X], Position[E.To])
              << "edge " << X << " -> " << E.To;
        }
  });
}

// f. isOnEveryPath agrees with the paths themselves: with some edges taken
// away, a node is on every remaining entry-to-STOP path exactly when the
// query says so.
TEST(RandomRegions, OnEveryPathMatchesPaths) {
  unsigned Checked = 0, OnEvery = 0;
  forEachRandomGraph([&](const RegionGraph &G, uint64_t GraphSeed) {
    Rng R(GraphSeed ^ 0x0e5e7ULL);
    std::set<std::pair<unsigned, unsigned>> Removed;
    for (unsigned X = 0; X != G.size(); ++X)
      for (const RegionGraph::Edge &E : G.succs(X))
        if (R.chance(20))
          Removed.insert({X, unsigned(E.Kind)});
    bool Truncated = false;
    std::vector<Path> Paths = enumeratePaths(G, MaxPathsPerGraph, Truncated);
    if (Truncated)
      return;
    // The paths that take no removed edge, as sets of nodes.
    std::vector<std::set<unsigned>> Left;
    for (const Path &P : Paths) {
      bool Kept = true;
      for (unsigned I = 0; I != P.Nodes.size() && Kept; ++I) {
        unsigned X = P.Nodes[I];
        EdgeKind K = edgeTaken(G, P, I);
        Kept = !Removed.count({X, unsigned(K)});
      }
      if (Kept)
        Left.emplace_back(P.Nodes.begin(), P.Nodes.end());
    }
    for (unsigned N = 0; N != G.size(); ++N) {
      bool Expected = std::all_of(Left.begin(), Left.end(),
                                  [&](const auto &S) { return S.count(N); });
      bool Got = G.isOnEveryPath(N, [&](unsigned X, EdgeKind K) {
        return Removed.count({X, unsigned(K)}) != 0;
      });
      ASSERT_EQ(Got, Expected) << "node " << N << ", " << Left.size()
                               << " paths left";
      ++Checked;
      OnEvery += Got && N != 0;
    }
  });
  ::testing::Test::RecordProperty("nodes_checked", std::to_string(Checked));
  EXPECT_GT(OnEvery, 0u) << "no non-entry node was on every path: vacuous";
}

// The generator must produce the shapes the properties are about; otherwise
// the tests above would pass vacuously.
TEST(RandomRegions, GeneratorCoversInterestingShapes) {
  std::set<unsigned> Sizes;
  unsigned SideExits = 0, SameTarget = 0, OrType = 0, Shuffled = 0,
           TruncatedGraphs = 0, FalseFirst = 0;
  forEachRandomRegion([&](const RegionGraph &G, const RegionAnalysis &RA,
                          uint64_t) {
    Sizes.insert(G.size());
    unsigned Exits = 0;
    for (unsigned X = 0; X != G.size(); ++X) {
      auto S = G.succs(X);
      for (const RegionGraph::Edge &E : S)
        Exits += G.isStop(E.To);
      if (G.isConditional(X) && S[0].To == S[1].To)
        ++SameTarget;
      if (G.isConditional(X) && S[0].Kind == EdgeKind::False)
        ++FalseFirst;
      for (const RegionGraph::Edge &E : S)
        if (!G.isStop(E.To) && E.To < X)
          ++Shuffled;
    }
    SideExits += Exits > 1;
    for (unsigned P = 1; P <= RA.Predicates.numPredicates(); ++P)
      OrType += RA.Predicates.definingEdges(P).size() > 1;
    bool Truncated;
    enumeratePaths(G, MaxPathsPerGraph, Truncated);
    TruncatedGraphs += Truncated;
  });
  if (testGraphCount() < 1000)
    return; // too few graphs to expect every shape
  EXPECT_EQ(Sizes.size(), 20u);
  EXPECT_GT(SideExits, 100u);
  EXPECT_GT(SameTarget, 10u);
  EXPECT_GT(FalseFirst, 100u);
  EXPECT_GT(OrType, 100u);
  EXPECT_GT(Shuffled, 100u);
  RecordProperty("truncated_graphs", TruncatedGraphs);
}

} // namespace
