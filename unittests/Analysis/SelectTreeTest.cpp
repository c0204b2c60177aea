//===- SelectTreeTest.cpp - Joins as selects on branch conditions ---------===//
//
// Hand-worked trees for the shapes that decide between a select tree and
// R/K selects, and a property over random regions: along every path that
// reaches the join, evaluating the tree with that path's branch outcomes
// (random outcomes off the path) gives the value of the edge the path took.
//
//===----------------------------------------------------------------------===//

#include "GraphTestUtils.h"

#include "rkifc/Analysis/SelectTree.h"

#include "gtest/gtest.h"

#include <map>
#include <set>
#include <sstream>
#include <utility>

using namespace rkifc;
using namespace rkifc::test;

namespace {

using EdgeValues = std::map<std::pair<unsigned, EdgeKind>, unsigned>;

std::optional<SelectTree> treeFor(const RegionGraph &G,
                                  const EdgeValues &Values) {
  auto Order = G.topologicalOrder();
  EXPECT_TRUE(Order);
  if (!Order)
    return std::nullopt;
  return SelectTree::build(
      G, *Order, [&](unsigned N, EdgeKind K) -> std::optional<unsigned> {
        auto It = Values.find({N, K});
        if (It == Values.end())
          return std::nullopt;
        return It->second;
      });
}

/// The value the tree gives when each node's branch goes as Outcome says.
unsigned evaluate(const SelectTree &T, const std::vector<bool> &Outcome) {
  SelectTree::Operand O = T.Root;
  while (O.Kind == SelectTree::Operand::Select) {
    const SelectTree::Select &S = T.Selects[O.Index];
    O = Outcome[S.Node] ? S.IfTrue : S.IfFalse;
  }
  return O.Index;
}

/// Every select is an operand of a later one or the root (of several when
/// blocks share a successor: the tree is a DAG), and operands come before
/// their uses.
void expectWellFormed(const SelectTree &T) {
  std::vector<unsigned> Uses(T.Selects.size());
  for (unsigned I = 0; I != T.Selects.size(); ++I)
    for (SelectTree::Operand O : {T.Selects[I].IfTrue, T.Selects[I].IfFalse})
      if (O.Kind == SelectTree::Operand::Select) {
        EXPECT_LT(O.Index, I) << "select " << I << " reads a later one";
        ++Uses[O.Index];
      }
  if (T.Root.Kind == SelectTree::Operand::Select) {
    EXPECT_EQ(T.Root.Index + 1, T.Selects.size()) << "the root is not last";
    ++Uses[T.Root.Index];
  } else {
    EXPECT_TRUE(T.Selects.empty());
  }
  for (unsigned I = 0; I != T.Selects.size(); ++I)
    EXPECT_GE(Uses[I], 1u) << "select " << I;
}

std::vector<unsigned> selectNodes(const SelectTree &T) {
  std::vector<unsigned> Nodes;
  for (const SelectTree::Select &S : T.Selects)
    Nodes.push_back(S.Node);
  return Nodes;
}

// if (c0) x = A; else x = B;  -- one select, on the entry's own condition.
TEST(SelectTreeExamples, Diamond) {
  RegionGraph G(4);
  G.addEdge(0, 1, EdgeKind::True);
  G.addEdge(0, 2, EdgeKind::False);
  G.addEdge(1, 3, EdgeKind::Always);
  G.addEdge(2, 3, EdgeKind::Always);
  G.addExit(3, EdgeKind::Always);
  auto T = treeFor(G, {{{1, EdgeKind::Always}, 0}, {{2, EdgeKind::Always}, 1}});
  ASSERT_TRUE(T);
  expectWellFormed(*T);
  EXPECT_EQ(selectNodes(*T), std::vector<unsigned>{0});
  EXPECT_EQ(evaluate(*T, {true, false, false, false}), 0u);
  EXPECT_EQ(evaluate(*T, {false, false, false, false}), 1u);
}

// The decision tree of nested if/else with four distinct leaves: three
// selects, one per branch, where R/K also needs three but on ANDed edges.
TEST(SelectTreeExamples, NestedIfElse) {
  // 0: c0 ? 1 : 2;  1: c1 ? ->J(v0) : ->J(v1);  2: c2 ? ->J(v2) : ->J(v3)
  RegionGraph G(4);
  G.addEdge(0, 1, EdgeKind::True);
  G.addEdge(0, 2, EdgeKind::False);
  G.addEdge(1, 3, EdgeKind::True);
  G.addEdge(1, 3, EdgeKind::False);
  G.addEdge(2, 3, EdgeKind::True);
  G.addEdge(2, 3, EdgeKind::False);
  G.addExit(3, EdgeKind::Always);
  auto T = treeFor(G, {{{1, EdgeKind::True}, 0},
                       {{1, EdgeKind::False}, 1},
                       {{2, EdgeKind::True}, 2},
                       {{2, EdgeKind::False}, 3}});
  ASSERT_TRUE(T);
  expectWellFormed(*T);
  EXPECT_EQ(T->Selects.size(), 3u);
  EXPECT_EQ(T->Selects.back().Node, 0u);
  EXPECT_EQ(evaluate(*T, {true, false, true, false}), 1u);
  EXPECT_EQ(evaluate(*T, {false, false, true, false}), 2u);
}

// A counter incremented only at the end of an else-if chain: the tree
// needs one select per level (R/K one in all), so the planner keeps R/K.
TEST(SelectTreeExamples, DeepCounterCostsOnePerLevel) {
  // 0: c0 ? J : 1;  1: c1 ? J : 2;  2: c2 ? 3 : J;  3 -> J (incremented)
  RegionGraph G(5);
  G.addEdge(0, 4, EdgeKind::True);
  G.addEdge(0, 1, EdgeKind::False);
  G.addEdge(1, 4, EdgeKind::True);
  G.addEdge(1, 2, EdgeKind::False);
  G.addEdge(2, 3, EdgeKind::True);
  G.addEdge(2, 4, EdgeKind::False);
  G.addEdge(3, 4, EdgeKind::Always);
  G.addExit(4, EdgeKind::Always);
  auto T = treeFor(G, {{{0, EdgeKind::True}, 0},
                       {{1, EdgeKind::True}, 0},
                       {{2, EdgeKind::False}, 0},
                       {{3, EdgeKind::Always}, 1}});
  ASSERT_TRUE(T);
  expectWellFormed(*T);
  EXPECT_EQ(selectNodes(*T), (std::vector<unsigned>{2, 1, 0}));
}

// Sides that bring the same value, and sides that leave the region by
// another exit, decide nothing: no select for them.
TEST(SelectTreeExamples, SameValueAndOtherExitsNeedNoSelect) {
  // 0: c0 ? 1 : exit elsewhere;  1: c1 ? J(v0) : J(v0) via 2;  2 -> J
  RegionGraph G(4);
  G.addEdge(0, 1, EdgeKind::True);
  G.addExit(0, EdgeKind::False);
  G.addEdge(1, 3, EdgeKind::True);
  G.addEdge(1, 2, EdgeKind::False);
  G.addEdge(2, 3, EdgeKind::Always);
  G.addExit(3, EdgeKind::Always);
  auto T = treeFor(G, {{{1, EdgeKind::True}, 0}, {{2, EdgeKind::Always}, 0}});
  ASSERT_TRUE(T);
  expectWellFormed(*T);
  EXPECT_TRUE(T->Selects.empty());
  EXPECT_EQ(T->Root.Kind, SelectTree::Operand::Value);
  EXPECT_EQ(T->Root.Index, 0u);
}

TEST(SelectTreeExamples, UnreachedJoinHasNoTree) {
  RegionGraph G(2);
  G.addEdge(0, 1, EdgeKind::Always);
  G.addExit(1, EdgeKind::Always);
  EXPECT_FALSE(treeFor(G, {}));
}

/// Checks the tree of one join on every path of G: Joins(path) tells
/// whether and by which edge (node, side) the path reaches the join.
void checkPaths(const RegionGraph &G, const EdgeValues &Values,
                uint64_t GraphSeed, unsigned MaxPaths) {
  auto T = treeFor(G, Values);
  bool Truncated = false;
  std::vector<Path> Paths = enumeratePaths(G, MaxPaths, Truncated);
  Rng R(GraphSeed ^ 0x5e1ec7ULL);
  bool Reached = false;
  for (const Path &P : Paths) {
    std::vector<bool> Outcome(G.size());
    for (unsigned N = 0; N != G.size(); ++N)
      Outcome[N] = R.chance(50);
    for (unsigned I = 0; I != P.Nodes.size(); ++I)
      Outcome[P.Nodes[I]] = P.OnTrue[I];
    // The first edge of the path with a value is the one into the join.
    for (unsigned I = 0; I != P.Nodes.size(); ++I) {
      unsigned N = P.Nodes[I];
      EdgeKind K = edgeTaken(G, P, I);
      auto It = Values.find({N, K});
      if (It == Values.end())
        continue;
      Reached = true;
      ASSERT_TRUE(T) << "a path reaches the join but there is no tree";
      std::ostringstream Where;
      for (unsigned M : P.Nodes)
        Where << M << " ";
      EXPECT_EQ(evaluate(*T, Outcome), It->second) << "path " << Where.str();
      break;
    }
  }
  if (T) {
    expectWellFormed(*T);
    unsigned Conditional = 0;
    for (unsigned N = 0; N != G.size(); ++N)
      Conditional += G.isConditional(N);
    EXPECT_LE(T->Selects.size(), Conditional);
  }
  if (!Truncated) {
    EXPECT_EQ(Reached, bool(T));
  }
}

TEST(SelectTreeRandom, JoinBlockGetsTheValueOfTheEdgeTaken) {
  const uint64_t Seed = testSeed();
  for (unsigned I = 0; I != testGraphCount(); ++I) {
    RegionGraph G = randomRegionFor(Seed, I);
    if (G.size() < 2)
      continue;
    SCOPED_TRACE("RKIFC_TEST_SEED=" + std::to_string(Seed) + ", graph #" +
                 std::to_string(I) + ":\n" + describe(G));
    Rng R(graphSeed(Seed, I));
    unsigned J = 1 + R.below(G.size() - 1);
    EdgeValues Values;
    for (unsigned N = 0; N != G.size(); ++N)
      for (const RegionGraph::Edge &E : G.succs(N))
        if (E.To == J)
          Values[{N, E.Kind}] = R.below(3);
    checkPaths(G, Values, graphSeed(Seed, I), 2000);
    if (::testing::Test::HasFailure())
      return;
  }
}

TEST(SelectTreeRandom, ExitTargetGetsTheValueOfTheEdgeTaken) {
  const uint64_t Seed = testSeed();
  for (unsigned I = 0; I != testGraphCount(); ++I) {
    RegionGraph G = randomRegionFor(Seed, I);
    SCOPED_TRACE("RKIFC_TEST_SEED=" + std::to_string(Seed) + ", graph #" +
                 std::to_string(I) + ":\n" + describe(G));
    Rng R(graphSeed(Seed, I) ^ 1);
    // Some exit edges lead to the target in question, the others elsewhere.
    EdgeValues Values;
    for (unsigned N = 0; N != G.size(); ++N)
      for (const RegionGraph::Edge &E : G.succs(N))
        if (G.isStop(E.To) && R.chance(60))
          Values[{N, E.Kind}] = R.below(4);
    checkPaths(G, Values, graphSeed(Seed, I), 2000);
    if (::testing::Test::HasFailure())
      return;
  }
}

} // namespace
