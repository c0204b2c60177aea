//===- ExampleTest.cpp - The analyses on hand-worked examples -------------===//
//
// Exact expected post-dominators, control dependences and R/K assignments of
// small regions, most of them from the EECS 583 slides (seed 002).
//
// Edge signs: +N is the True edge of node N (taken when its branch condition
// holds), -N its False edge.
//
//===----------------------------------------------------------------------===//

#include "GraphTestUtils.h"

#include "gtest/gtest.h"

#include <algorithm>
#include <memory>
#include <string>
#include <vector>

using namespace rkifc;
using namespace rkifc::test;

namespace {

using EdgeList = std::vector<SignedEdge>;

SignedEdge plus(unsigned N) { return {N, true}; }
SignedEdge minus(unsigned N) { return {N, false}; }

std::unique_ptr<RegionAnalysis> analyze(const RegionGraph &G) {
  std::string Error;
  auto RA = RegionAnalysis::compute(G, Error);
  EXPECT_TRUE(RA) << Error << "\n" << describe(G);
  return RA;
}

EdgeList toList(const EdgeSet &S) { return EdgeList(S.begin(), S.end()); }

std::vector<unsigned> ipdoms(const RegionGraph &G, const RegionAnalysis &RA) {
  std::vector<unsigned> Out;
  for (unsigned N = 0; N != G.size(); ++N)
    Out.push_back(RA.PDT.ipdom(N));
  return Out;
}

std::vector<EdgeList> cds(const RegionGraph &G, const RegionAnalysis &RA) {
  std::vector<EdgeList> Out;
  for (unsigned N = 0; N != G.size(); ++N)
    Out.push_back(toList(RA.CD.of(N)));
  return Out;
}

std::vector<unsigned> guards(const RegionGraph &G, const RegionAnalysis &RA) {
  std::vector<unsigned> Out;
  for (unsigned N = 0; N != G.size(); ++N)
    Out.push_back(RA.Predicates.predicateOf(N));
  return Out;
}

std::vector<EdgeList> ks(const RegionAnalysis &RA) {
  std::vector<EdgeList> Out;
  for (unsigned P = 1; P <= RA.Predicates.numPredicates(); ++P)
    Out.push_back(toList(RA.Predicates.definingEdges(P)));
  return Out;
}

std::vector<unsigned> initFalse(const RegionAnalysis &RA) {
  auto I = RA.Predicates.initFalse();
  return std::vector<unsigned>(I.begin(), I.end());
}

/// The examples must also satisfy the definitions and the path semantics.
void expectConsistent(const RegionGraph &G, const RegionAnalysis &RA) {
  PDomMatrix M = brutePostDominance(G);
  for (unsigned W = 0; W <= G.size(); ++W)
    for (unsigned V = 0; V <= G.size(); ++V)
      EXPECT_EQ(RA.PDT.postDominates(W, V), M[W][V])
          << "W=" << W << " V=" << V;
  for (unsigned Y = 0; Y != G.size(); ++Y)
    EXPECT_EQ(toList(RA.CD.of(Y)), bruteControlDependence(G, M, Y))
        << "Y=" << Y;
  Rng R(1);
  unsigned NumPaths = 0;
  auto Problem = checkPathSemantics(G, RA, R, 100000, &NumPaths);
  EXPECT_FALSE(Problem) << *Problem;
  EXPECT_GT(NumPaths, 0u);
}

const unsigned T = PredicateAssignment::True;

//===----------------------------------------------------------------------===//
// EECS 583 running example (slides 13-30)
//===----------------------------------------------------------------------===//
//
//   do {
//     b = load(a)                          BB1: b < 0
//     if (b < 0) {
//       if ((c > 0) && (b > 13))           BB2: c > 0, BB4: b > 13
//         b = b + 1                        BB5
//       else
//         c = c + 1                        BB6
//       d = d + 1                          BB7
//     } else {
//       e = e + 1                          BB3: c <= 25
//       if (c > 25) continue
//     }
//     a = a + 1                            BB8: e < 34
//   } while (e < 34)
//
// The region is BB1..BB8 with the back edges (BB3 "continue", BB8 e < 34)
// and the loop exit (BB8 e >= 34) cut: they go to STOP, which plays BB9 and
// "exit" of slide 21. Block BBk is node k-1. The slides write "-k" for the
// taken (left) edge of BBk, the one followed when its condition (as printed
// above) holds, and "k" for the fall-through: here "-k" is the True edge
// +(k-1) and "k" is the False edge -(k-1).

SignedEdge slide(int K) {
  return K < 0 ? plus(unsigned(-K) - 1) : minus(unsigned(K) - 1);
}

EdgeList slides(std::initializer_list<int> Ks) {
  EdgeList Out;
  for (int K : Ks)
    Out.push_back(slide(K));
  std::sort(Out.begin(), Out.end());
  return Out;
}

RegionGraph eecs583RunningExample() {
  RegionGraph G(8);
  G.addEdge(0, 1, EdgeKind::True);  // BB1 b < 0   -> BB2
  G.addEdge(0, 2, EdgeKind::False); // BB1 b >= 0  -> BB3
  G.addEdge(1, 3, EdgeKind::True);  // BB2 c > 0   -> BB4
  G.addEdge(1, 5, EdgeKind::False); // BB2 c <= 0  -> BB6
  G.addEdge(2, 7, EdgeKind::True);  // BB3 c <= 25 -> BB8
  G.addExit(2, EdgeKind::False);    // BB3 c > 25  -> continue (back edge)
  G.addEdge(3, 4, EdgeKind::True);  // BB4 b > 13  -> BB5
  G.addEdge(3, 5, EdgeKind::False); // BB4 b <= 13 -> BB6
  G.addEdge(4, 6, EdgeKind::Always); // BB5 -> BB7
  G.addEdge(5, 6, EdgeKind::Always); // BB6 -> BB7
  G.addEdge(6, 7, EdgeKind::Always); // BB7 -> BB8
  G.addExit(7, EdgeKind::True);     // BB8 e < 34  -> back edge
  G.addExit(7, EdgeKind::False);    // BB8 e >= 34 -> loop exit
  return G;
}

TEST(EECS583RunningExample, PostDominators) {
  RegionGraph G = eecs583RunningExample();
  auto RA = analyze(G);
  ASSERT_TRUE(RA);
  const unsigned S = G.stop();
  // Slide 21, ipdom column (BB9 and "ex" are STOP).
  EXPECT_EQ(ipdoms(G, *RA),
            (std::vector<unsigned>{S, 6, S, 6, 6, 6, 7, S}));
  // Slide 21, pdom column: BBk -> the blocks post-dominating it.
  const std::vector<std::vector<unsigned>> PDom = {
      {1}, {2, 7, 8}, {3}, {4, 7, 8}, {5, 7, 8}, {6, 7, 8}, {7, 8}, {8}};
  for (unsigned V = 0; V != 8; ++V) {
    EXPECT_TRUE(RA->PDT.postDominates(S, V));
    for (unsigned W = 0; W != 8; ++W) {
      bool Expected = std::find(PDom[V].begin(), PDom[V].end(), W + 1) !=
                      PDom[V].end();
      EXPECT_EQ(RA->PDT.postDominates(W, V), Expected)
          << "BB" << W + 1 << " pdom BB" << V + 1;
    }
  }
}

TEST(EECS583RunningExample, ControlDependence) {
  RegionGraph G = eecs583RunningExample();
  auto RA = analyze(G);
  ASSERT_TRUE(RA);
  // Slide 24: BB1: none, BB2: -1, BB3: 1, BB4: -2, BB5: -4, BB6: 2, 4,
  // BB7: -1, BB8: -1, -3.
  EXPECT_EQ(cds(G, *RA),
            (std::vector<EdgeList>{{},
                                   slides({-1}),
                                   slides({1}),
                                   slides({-2}),
                                   slides({-4}),
                                   slides({2, 4}),
                                   slides({-1}),
                                   slides({-1, -3})}));
  // The same in this project's notation.
  EXPECT_EQ(toList(RA->CD.of(5)), (EdgeList{minus(1), minus(3)}));
  EXPECT_EQ(toList(RA->CD.of(7)), (EdgeList{plus(0), plus(2)}));
}

TEST(EECS583RunningExample, PredicateAssignment) {
  RegionGraph G = eecs583RunningExample();
  auto RA = analyze(G);
  ASSERT_TRUE(RA);
  // Slide 26: K = {{-1}, {1}, {-2}, {-4}, {2,4}, {-1,-3}},
  // R = T p1 p2 p3 p4 p5 p1 p6.
  EXPECT_EQ(RA->Predicates.numPredicates(), 6u);
  EXPECT_EQ(ks(*RA), (std::vector<EdgeList>{slides({-1}), slides({1}),
                                            slides({-2}), slides({-4}),
                                            slides({2, 4}),
                                            slides({-1, -3})}));
  EXPECT_EQ(guards(G, *RA), (std::vector<unsigned>{T, 1, 2, 3, 4, 5, 1, 6}));
  // Slide 32, after CMPP compaction: only the OR-type p5 and p6 need
  // "p5 = p6 = 0".
  EXPECT_EQ(initFalse(*RA), (std::vector<unsigned>{5, 6}));
  EXPECT_TRUE(RA->Predicates.needsInit(5));
  EXPECT_TRUE(RA->Predicates.needsInit(6));
  EXPECT_FALSE(RA->Predicates.needsInit(1));
  EXPECT_FALSE(RA->Predicates.needsInit(4));
}

TEST(EECS583RunningExample, Consistent) {
  RegionGraph G = eecs583RunningExample();
  auto RA = analyze(G);
  ASSERT_TRUE(RA);
  expectConsistent(G, *RA);
}

//===----------------------------------------------------------------------===//
// Small shapes
//===----------------------------------------------------------------------===//

TEST(Examples, SingleBlock) {
  RegionGraph G(1);
  G.addExit(0, EdgeKind::Always);
  auto RA = analyze(G);
  ASSERT_TRUE(RA);
  EXPECT_EQ(RA->LinearOrder, (std::vector<unsigned>{0}));
  EXPECT_EQ(RA->PDT.ipdom(0), G.stop());
  EXPECT_TRUE(RA->CD.of(0).empty());
  EXPECT_EQ(RA->Predicates.numPredicates(), 0u);
  EXPECT_EQ(RA->Predicates.predicateOf(0), T);
  EXPECT_TRUE(RA->Predicates.initFalse().empty());
  expectConsistent(G, *RA);
}

// if (c) A else B; J
TEST(Examples, Diamond) {
  RegionGraph G(4);
  G.addEdge(0, 1, EdgeKind::True);
  G.addEdge(0, 2, EdgeKind::False);
  G.addEdge(1, 3, EdgeKind::Always);
  G.addEdge(2, 3, EdgeKind::Always);
  G.addExit(3, EdgeKind::Always);
  auto RA = analyze(G);
  ASSERT_TRUE(RA);
  EXPECT_EQ(ipdoms(G, *RA), (std::vector<unsigned>{3, 3, 3, G.stop()}));
  EXPECT_EQ(cds(G, *RA),
            (std::vector<EdgeList>{{}, {plus(0)}, {minus(0)}, {}}));
  EXPECT_EQ(guards(G, *RA), (std::vector<unsigned>{T, 1, 2, T}));
  EXPECT_EQ(ks(*RA), (std::vector<EdgeList>{{plus(0)}, {minus(0)}}));
  EXPECT_TRUE(initFalse(*RA).empty());
  expectConsistent(G, *RA);
}

// if (c) A; J -- with the False edge added first.
TEST(Examples, Triangle) {
  RegionGraph G(3);
  G.addEdge(0, 2, EdgeKind::False);
  G.addEdge(0, 1, EdgeKind::True);
  G.addEdge(1, 2, EdgeKind::Always);
  G.addExit(2, EdgeKind::Always);
  auto RA = analyze(G);
  ASSERT_TRUE(RA);
  EXPECT_EQ(ipdoms(G, *RA), (std::vector<unsigned>{2, 2, G.stop()}));
  EXPECT_EQ(cds(G, *RA), (std::vector<EdgeList>{{}, {plus(0)}, {}}));
  EXPECT_EQ(guards(G, *RA), (std::vector<unsigned>{T, 1, T}));
  EXPECT_EQ(ks(*RA), (std::vector<EdgeList>{{plus(0)}}));
  EXPECT_TRUE(initFalse(*RA).empty());
  expectConsistent(G, *RA);
}

// A branch whose two sides go to the same block controls nothing.
TEST(Examples, BothSidesToSameBlock) {
  RegionGraph G(2);
  G.addEdge(0, 1, EdgeKind::True);
  G.addEdge(0, 1, EdgeKind::False);
  G.addExit(1, EdgeKind::True);
  G.addExit(1, EdgeKind::False);
  ASSERT_FALSE(G.verify());
  auto RA = analyze(G);
  ASSERT_TRUE(RA);
  EXPECT_EQ(ipdoms(G, *RA), (std::vector<unsigned>{1, G.stop()}));
  EXPECT_EQ(cds(G, *RA), (std::vector<EdgeList>{{}, {}}));
  EXPECT_EQ(RA->Predicates.numPredicates(), 0u);
  expectConsistent(G, *RA);
}

// Slide 5, nested if-then-else:
//   a = b + c                      BB1: a > 0
//   if (a > 0)
//     if (a > 25) e = f + g        BB2: a > 25, BB5
//     else e = f * g               BB6
//   else e = f / g                 BB3
//   h = i - j                      BB4
// Nodes: BB1=0 BB2=1 BB3=2 BB4=3 BB5=4 BB6=5.
TEST(Examples, NestedIfThenElse) {
  RegionGraph G(6);
  G.addEdge(0, 1, EdgeKind::True);
  G.addEdge(0, 2, EdgeKind::False);
  G.addEdge(1, 4, EdgeKind::True);
  G.addEdge(1, 5, EdgeKind::False);
  G.addEdge(2, 3, EdgeKind::Always);
  G.addExit(3, EdgeKind::Always);
  G.addEdge(4, 3, EdgeKind::Always);
  G.addEdge(5, 3, EdgeKind::Always);
  auto RA = analyze(G);
  ASSERT_TRUE(RA);
  EXPECT_EQ(ipdoms(G, *RA), (std::vector<unsigned>{3, 3, 3, G.stop(), 3, 3}));
  EXPECT_EQ(cds(G, *RA), (std::vector<EdgeList>{{},
                                                 {plus(0)},
                                                 {minus(0)},
                                                 {},
                                                 {plus(1)},
                                                 {minus(1)}}));
  // The slide's p2 (BB2), p3 (BB3), p5 (BB5), p6 (BB6) are 1, 2, 3, 4.
  EXPECT_EQ(guards(G, *RA), (std::vector<unsigned>{T, 1, 2, T, 3, 4}));
  EXPECT_EQ(ks(*RA), (std::vector<EdgeList>{
                         {plus(0)}, {minus(0)}, {plus(1)}, {minus(1)}}));
  // All one-edge predicates: "p5 = a > 25 if p2" yields false when p2 is.
  EXPECT_TRUE(initFalse(*RA).empty());
  expectConsistent(G, *RA);
}

// Slide 10, an && chain needing an OR-type predicate:
//   a = b + c                      BB1: a > 0
//   if (a > 0 && b > 0)            BB5: b > 0
//     e = f + g                    BB2
//   else
//     e = f / g                    BB3
//   h = i - j                      BB4
// Nodes in layout order: BB1=0 BB5=1 BB2=2 BB3=3 BB4=4.
TEST(Examples, AndChainNeedsOrTypePredicate) {
  RegionGraph G(5);
  G.addEdge(0, 1, EdgeKind::True);
  G.addEdge(0, 3, EdgeKind::False);
  G.addEdge(1, 2, EdgeKind::True);
  G.addEdge(1, 3, EdgeKind::False);
  G.addEdge(2, 4, EdgeKind::Always);
  G.addEdge(3, 4, EdgeKind::Always);
  G.addExit(4, EdgeKind::Always);
  auto RA = analyze(G);
  ASSERT_TRUE(RA);
  EXPECT_EQ(ipdoms(G, *RA), (std::vector<unsigned>{4, 4, 4, 4, G.stop()}));
  EXPECT_EQ(cds(G, *RA), (std::vector<EdgeList>{{},
                                                 {plus(0)},
                                                 {plus(1)},
                                                 {minus(0), minus(1)},
                                                 {}}));
  // The slide's p5 (BB5), p2 (BB2), p3 (BB3) are 1, 2, 3; p3 is
  // "p3 = cmpp.ON (a <= 0); p3 = cmpp.ON (b <= 0) if p5": it starts false.
  EXPECT_EQ(guards(G, *RA), (std::vector<unsigned>{T, 1, 2, 3, T}));
  EXPECT_EQ(ks(*RA), (std::vector<EdgeList>{
                         {plus(0)}, {plus(1)}, {minus(0), minus(1)}}));
  EXPECT_EQ(initFalse(*RA), (std::vector<unsigned>{3}));
  expectConsistent(G, *RA);
}

// A side exit: an early return on one arm.
//   BB0: if (c) { BB1: if (d) return; } else { BB2 } ; BB3
TEST(Examples, SideExit) {
  RegionGraph G(4);
  G.addEdge(0, 1, EdgeKind::True);
  G.addEdge(0, 2, EdgeKind::False);
  G.addExit(1, EdgeKind::True);
  G.addEdge(1, 3, EdgeKind::False);
  G.addEdge(2, 3, EdgeKind::Always);
  G.addExit(3, EdgeKind::Always);
  auto RA = analyze(G);
  ASSERT_TRUE(RA);
  const unsigned S = G.stop();
  // BB3 no longer post-dominates BB0 or BB1.
  EXPECT_EQ(ipdoms(G, *RA), (std::vector<unsigned>{S, S, 3, S}));
  EXPECT_FALSE(RA->PDT.postDominates(3, 0));
  EXPECT_EQ(cds(G, *RA), (std::vector<EdgeList>{{},
                                                 {plus(0)},
                                                 {minus(0)},
                                                 {minus(0), minus(1)}}));
  EXPECT_EQ(guards(G, *RA), (std::vector<unsigned>{T, 1, 2, 3}));
  EXPECT_EQ(ks(*RA), (std::vector<EdgeList>{
                         {plus(0)}, {minus(0)}, {minus(0), minus(1)}}));
  EXPECT_EQ(initFalse(*RA), (std::vector<unsigned>{3}));
  expectConsistent(G, *RA);
}

//===----------------------------------------------------------------------===//
// Invalid regions
//===----------------------------------------------------------------------===//

TEST(InvalidRegions, CycleHasNoTopologicalOrder) {
  RegionGraph G(3);
  G.addEdge(0, 1, EdgeKind::Always);
  G.addEdge(1, 2, EdgeKind::Always);
  G.addEdge(2, 1, EdgeKind::True);
  G.addExit(2, EdgeKind::False);
  EXPECT_FALSE(G.verify());
  EXPECT_FALSE(G.topologicalOrder());
  std::string Error;
  EXPECT_FALSE(RegionAnalysis::compute(G, Error));
  EXPECT_FALSE(Error.empty());
}

TEST(InvalidRegions, EdgeBackToEntryIsACycle) {
  RegionGraph G(2);
  G.addEdge(0, 1, EdgeKind::Always);
  G.addEdge(1, 0, EdgeKind::True);
  G.addExit(1, EdgeKind::False);
  EXPECT_FALSE(G.verify());
  EXPECT_FALSE(G.topologicalOrder());
  std::string Error;
  EXPECT_FALSE(RegionAnalysis::compute(G, Error));
}

TEST(InvalidRegions, SelfLoop) {
  RegionGraph G(2);
  G.addEdge(0, 1, EdgeKind::Always);
  G.addEdge(1, 1, EdgeKind::True);
  G.addExit(1, EdgeKind::False);
  EXPECT_FALSE(G.topologicalOrder());
}

TEST(InvalidRegions, UnreachableNode) {
  RegionGraph G(3);
  G.addExit(0, EdgeKind::Always);
  G.addEdge(1, 2, EdgeKind::Always);
  G.addExit(2, EdgeKind::Always);
  EXPECT_FALSE(G.verify());
  EXPECT_FALSE(G.topologicalOrder());
  std::string Error;
  EXPECT_FALSE(RegionAnalysis::compute(G, Error));
  EXPECT_FALSE(Error.empty());
}

TEST(InvalidRegions, TwoTrueEdges) {
  RegionGraph G(2);
  G.addEdge(0, 1, EdgeKind::True);
  G.addExit(0, EdgeKind::True);
  G.addExit(1, EdgeKind::Always);
  EXPECT_TRUE(G.verify());
  std::string Error;
  EXPECT_FALSE(RegionAnalysis::compute(G, Error));
  EXPECT_FALSE(Error.empty());
}

TEST(InvalidRegions, BadEdgeCounts) {
  {
    RegionGraph G(2); // node 1 has no edge
    G.addEdge(0, 1, EdgeKind::Always);
    EXPECT_TRUE(G.verify());
  }
  {
    RegionGraph G(1); // a lone True edge
    G.addExit(0, EdgeKind::True);
    EXPECT_TRUE(G.verify());
  }
  {
    RegionGraph G(2); // Always mixed with a branch side
    G.addEdge(0, 1, EdgeKind::Always);
    G.addExit(0, EdgeKind::False);
    G.addExit(1, EdgeKind::Always);
    EXPECT_TRUE(G.verify());
  }
  {
    RegionGraph G(2); // three edges
    G.addEdge(0, 1, EdgeKind::True);
    G.addEdge(0, 1, EdgeKind::False);
    G.addExit(0, EdgeKind::False);
    G.addExit(1, EdgeKind::Always);
    EXPECT_TRUE(G.verify());
  }
  {
    RegionGraph G(0);
    EXPECT_TRUE(G.verify());
  }
}

} // namespace
