//===- HyperblockTest.cpp - Hyperblock selection and tail duplication ----===//
//
// Hand-made regions with a hazard, a rare arm and a duplication budget, and
// the properties issue 10 asks for on the random regions of PropertyTest:
// after tail duplication the hyperblock has one entry and every path of the
// region is still there, block for block; and R/K on the hyperblock makes a
// block's guard true exactly on the paths that stay inside and reach it.
//
//===----------------------------------------------------------------------===//

#include "GraphTestUtils.h"

#include "rkifc/Analysis/Hyperblock.h"

#include "gtest/gtest.h"

#include <algorithm>

using namespace rkifc;
using namespace rkifc::test;

namespace {

/// if (c) { then } else { call(); }  join; -- the else arm has a hazard.
RegionGraph diamond() {
  RegionGraph G(4);
  G.addEdge(0, 1, EdgeKind::True);
  G.addEdge(0, 2, EdgeKind::False);
  G.addEdge(1, 3, EdgeKind::Always);
  G.addEdge(2, 3, EdgeKind::Always);
  G.addExit(3, EdgeKind::Always);
  return G;
}

std::vector<unsigned> selectedNodes(const HyperblockSelection &S) {
  std::vector<unsigned> Out;
  for (unsigned N = 0; N != S.Why.size(); ++N)
    if (S.selected(N))
      Out.push_back(N);
  return Out;
}

TEST(Hyperblock, CostlyArmIsLeftOutLikeAHazard) {
  // The cost model's reverse if-conversion marks a block Costly: it stays
  // behind a branch, and the join it shares with the other arm is copied.
  RegionGraph G = diamond();
  std::vector<BlockProfile> P(4);
  P[1].Costly = true;
  HyperblockSelection S = selectHyperblock(G, P);
  EXPECT_EQ(selectedNodes(S), (std::vector<unsigned>{0, 2, 3}));
  EXPECT_EQ(S.Why[1], Exclusion::Costly);
  EXPECT_STREQ(exclusionName(S.Why[1]), "costly");
  EXPECT_EQ(S.Duplicated, (std::vector<unsigned>{3}));
  // A hazard is the stronger reason when both hold.
  P[1].Hazard = true;
  EXPECT_EQ(selectHyperblock(G, P).Why[1], Exclusion::Hazard);
}

TEST(Hyperblock, HazardousArmIsLeftOutAndTheJoinDuplicated) {
  RegionGraph G = diamond();
  std::vector<BlockProfile> P(4);
  P[2].Hazard = true;
  HyperblockSelection S = selectHyperblock(G, P);
  EXPECT_EQ(selectedNodes(S), (std::vector<unsigned>{0, 1, 3}));
  EXPECT_EQ(S.Why[2], Exclusion::Hazard);
  EXPECT_EQ(S.Duplicated, (std::vector<unsigned>{3}));
  EXPECT_EQ(S.DuplicatedSize, 1u);

  DerivedGraph T = tailDuplicate(G, S);
  ASSERT_EQ(T.Graph.size(), 5u);
  EXPECT_EQ(T.Original[4], 3u);
  ASSERT_EQ(T.Graph.succs(2).size(), 1u);
  EXPECT_EQ(T.Graph.succs(2)[0].To, 4u) << "the call's path takes the copy";
  EXPECT_EQ(T.Graph.succs(1)[0].To, 3u) << "the hot path keeps the join";
  EXPECT_TRUE(T.Graph.isStop(T.Graph.succs(4)[0].To));

  DerivedGraph H = hyperblockGraph(G, S);
  ASSERT_EQ(H.Graph.size(), 3u);
  EXPECT_EQ(H.Original, (std::vector<unsigned>{0, 1, 3}));
  // The false side of the entry leaves the hyperblock: a side exit.
  EXPECT_TRUE(H.Graph.isStop(H.Graph.target({0, /*OnTrue=*/false})));
  std::string Error;
  auto RA = RegionAnalysis::compute(H.Graph, Error);
  ASSERT_TRUE(RA) << Error;
  // then and join run under the same predicate: the entry's true side.
  EXPECT_EQ(RA->Predicates.predicateOf(1), RA->Predicates.predicateOf(2));
  EXPECT_NE(RA->Predicates.predicateOf(1), PredicateAssignment::True);
}

TEST(Hyperblock, RareArmIsLeftOut) {
  RegionGraph G = diamond();
  std::vector<BlockProfile> P(4);
  P[0].Frequency = 100;
  P[1].Frequency = 97;
  P[2].Frequency = 3;
  P[3].Frequency = 100;
  HyperblockSelection S = selectHyperblock(G, P);
  EXPECT_EQ(S.Why[2], Exclusion::Rare);
  EXPECT_EQ(selectedNodes(S), (std::vector<unsigned>{0, 1, 3}));
  // Both arms at 50%: everything is taken, nothing duplicated.
  P[1].Frequency = P[2].Frequency = 50;
  S = selectHyperblock(G, P);
  EXPECT_EQ(selectedNodes(S), (std::vector<unsigned>{0, 1, 2, 3}));
  EXPECT_TRUE(S.Duplicated.empty());
}

TEST(Hyperblock, DuplicationBudgetExcludesTheSideEntrance) {
  // 0 -> 1 (hazard) / 2; both to 3 (big); 3 -> 4; 4 -> STOP.
  RegionGraph G(5);
  G.addEdge(0, 1, EdgeKind::True);
  G.addEdge(0, 2, EdgeKind::False);
  G.addEdge(1, 3, EdgeKind::Always);
  G.addEdge(2, 3, EdgeKind::Always);
  G.addEdge(3, 4, EdgeKind::Always);
  G.addExit(4, EdgeKind::Always);
  std::vector<BlockProfile> P(5);
  P[1].Hazard = true;
  P[3].Size = 40;
  P[4].Size = 2;
  HyperblockOptions O;
  O.MaxDuplicatedSize = 32;
  HyperblockSelection S = selectHyperblock(G, P, O);
  EXPECT_EQ(S.Why[3], Exclusion::DuplicationCost);
  EXPECT_EQ(S.Why[4], Exclusion::NotReached);
  EXPECT_EQ(selectedNodes(S), (std::vector<unsigned>{0, 2}));
  EXPECT_EQ(S.DuplicatedSize, 0u);
  O.MaxDuplicatedSize = 42;
  S = selectHyperblock(G, P, O);
  EXPECT_EQ(selectedNodes(S), (std::vector<unsigned>{0, 2, 3, 4}));
  EXPECT_EQ(S.Duplicated, (std::vector<unsigned>{3, 4}));
  EXPECT_EQ(S.DuplicatedSize, 42u);
}

/// Paths as sequences of (original node, side) pairs, sorted.
std::vector<std::vector<std::pair<unsigned, bool>>>
pathsOf(const RegionGraph &G, const std::vector<unsigned> &Original,
        bool &Truncated) {
  std::vector<std::vector<std::pair<unsigned, bool>>> Out;
  for (const Path &P : enumeratePaths(G, 4000, Truncated)) {
    std::vector<std::pair<unsigned, bool>> Seq;
    for (unsigned I = 0; I != P.Nodes.size(); ++I)
      Seq.push_back({Original[P.Nodes[I]],
                     G.isConditional(P.Nodes[I]) && P.OnTrue[I]});
    Out.push_back(std::move(Seq));
  }
  std::sort(Out.begin(), Out.end());
  return Out;
}

TEST(Hyperblock, RandomRegionsKeepTheirPathsAndGetOneEntry) {
  forEachRandomGraph([](const RegionGraph &G, uint64_t GraphSeed) {
    Rng R(GraphSeed ^ 0x4879706572ull);
    std::vector<BlockProfile> P(G.size());
    for (unsigned N = 0; N != G.size(); ++N) {
      P[N].Frequency = 1 + R.below(100);
      P[N].Size = 1 + R.below(12);
      P[N].Hazard = N != 0 && R.chance(15);
    }
    P[0].Frequency = 100;
    HyperblockOptions O;
    O.MaxDuplicatedSize = R.below(40);
    HyperblockSelection S = selectHyperblock(G, P, O);

    ASSERT_TRUE(S.selected(0));
    ASSERT_LE(S.DuplicatedSize, O.MaxDuplicatedSize);
    for (unsigned N = 0; N != G.size(); ++N) {
      if (P[N].Hazard) {
        ASSERT_FALSE(S.selected(N)) << "hazard at " << N << " selected";
      }
    }

    // After tail duplication: a valid region, the selected nodes entered
    // only through the entry, and the same paths block for block.
    DerivedGraph T = tailDuplicate(G, S);
    ASSERT_FALSE(T.Graph.verify());
    ASSERT_TRUE(T.Graph.topologicalOrder());
    for (unsigned X = 0; X != T.Graph.size(); ++X) {
      for (const RegionGraph::Edge &E : T.Graph.succs(X)) {
        if (!T.Graph.isStop(E.To) && E.To != 0 && E.To < G.size() &&
            S.selected(E.To)) {
          ASSERT_TRUE(X < G.size() && S.selected(X))
              << "selected node " << E.To << " entered from " << X;
        }
      }
    }
    bool TruncG = false, TruncT = false;
    auto PathsG = pathsOf(G, T.Original, TruncG);
    auto PathsT = pathsOf(T.Graph, T.Original, TruncT);
    if (!TruncG && !TruncT) {
      ASSERT_EQ(PathsG, PathsT) << "tail duplication changed the paths";
    }

    // R/K on the hyperblock: guards true exactly on the paths inside.
    DerivedGraph H = hyperblockGraph(G, S);
    ASSERT_FALSE(H.Graph.verify());
    std::string Error;
    auto RA = RegionAnalysis::compute(H.Graph, Error);
    ASSERT_TRUE(RA) << Error;
    if (auto Problem = checkPathSemantics(H.Graph, *RA, R, 2000))
      FAIL() << *Problem;
  });
}

} // namespace
