//===- LinearCodeTest.cpp - The predicate logic builder on plain graphs ---===//
//
// The logic the planner counts and the Linearizer emits comes from one
// PredicateLogicBuilder. Its reuse of earlier values (truth tables, equal
// operands) must never change what a predicate means: on random regions,
// every guard and edge predicate it builds is evaluated on every path.
//
//===----------------------------------------------------------------------===//

#include "GraphTestUtils.h"

#include "rkifc/Analysis/RegionAnalysis.h"
#include "rkifc/Transform/LinearCode.h"

#include "gtest/gtest.h"

#include <map>

using namespace rkifc;
using namespace rkifc::test;

namespace {

/// Each value new, but a node listed in Repeats reads the value of an
/// earlier node's condition (negated when the second member is set).
class FreshValues : public PredicateValueSink {
public:
  std::map<unsigned, std::pair<unsigned, bool>> Repeats;
  Value condition(unsigned N) override {
    auto It = Repeats.find(N);
    if (It != Repeats.end()) {
      Value V = Conditions.at(It->second.first);
      V.Negated ^= It->second.second;
      return Conditions[N] = V;
    }
    return Conditions[N] = Value{Next++, false};
  }
  Value logic(bool, Value, Value) override { return {Next++, false}; }

private:
  std::map<unsigned, Value> Conditions;
  unsigned Next = 1;
};

bool evaluate(const LinearCode &Code, PredicateRef Ref,
              const std::vector<bool> &Outcome) {
  if (Ref.isTrue())
    return true;
  const LinearOp &Op = Code.Ops[Ref.Op];
  bool V;
  switch (Op.K) {
  case LinearOp::Kind::Condition:
    V = Outcome[Op.Node];
    break;
  case LinearOp::Kind::And:
    V = evaluate(Code, Op.A, Outcome) && evaluate(Code, Op.B, Outcome);
    break;
  case LinearOp::Kind::Or:
    V = evaluate(Code, Op.A, Outcome) || evaluate(Code, Op.B, Outcome);
    break;
  default:
    ADD_FAILURE() << "a predicate that is no logic";
    return false;
  }
  return V != Ref.Negated;
}

TEST(LinearCodeProperty, GuardsAndEdgesHoldExactlyOnTheirPaths) {
  forEachRandomGraph([](const RegionGraph &G, uint64_t) {
    std::string Error;
    auto RA = RegionAnalysis::compute(G, Error);
    ASSERT_TRUE(RA) << Error;
    LinearCode Code;
    FreshValues Values;
    PredicateLogicBuilder Logic(RA->Predicates, G.size(), Values, Code);
    std::vector<PredicateRef> Guard(G.size());
    std::map<std::pair<unsigned, EdgeKind>, PredicateRef> Edge;
    // In linear order, as the Linearizer asks: a block's guard, then its
    // edges once its condition is laid out.
    for (unsigned N : RA->LinearOrder) {
      Guard[N] = Logic.guardOf(N);
      if (G.isConditional(N))
        Logic.layOutCondition(N);
      for (const RegionGraph::Edge &E : G.succs(N))
        Edge[{N, E.Kind}] = Logic.edge(N, E.Kind);
    }
    bool Truncated;
    for (const Path &P : enumeratePaths(G, 64, Truncated)) {
      std::vector<bool> Outcome(G.size(), false), OnPath(G.size(), false);
      std::map<std::pair<unsigned, EdgeKind>, bool> Taken;
      for (size_t I = 0; I != P.Nodes.size(); ++I) {
        Outcome[P.Nodes[I]] = P.OnTrue[I];
        OnPath[P.Nodes[I]] = true;
        Taken[{P.Nodes[I], edgeTaken(G, P, I)}] = true;
      }
      for (unsigned N = 0; N != G.size(); ++N)
        ASSERT_EQ(evaluate(Code, Guard[N], Outcome), OnPath[N])
            << "guard of node " << N << "\n" << describe(G);
      for (const auto &[Key, Ref] : Edge)
        ASSERT_EQ(evaluate(Code, Ref, Outcome), Taken.count(Key) != 0)
            << "edge of node " << Key.first << "\n" << describe(G);
    }
  });
}

// 0: if (c) goto 1 else goto 2; 1: if (!c) exit else goto 3 -- node 1
// repeats node 0's compare, negated: one Condition operation, and node 3's
// guard, c && !!c, is recognised as c: no logic at all.
TEST(LinearCodeExample, RepeatedConditionIsOneValue) {
  RegionGraph G(4);
  G.addEdge(0, 1, EdgeKind::True);
  G.addEdge(0, 2, EdgeKind::False);
  G.addExit(1, EdgeKind::True);
  G.addEdge(1, 3, EdgeKind::False);
  G.addExit(2, EdgeKind::Always);
  G.addExit(3, EdgeKind::Always);
  std::string Error;
  auto RA = RegionAnalysis::compute(G, Error);
  ASSERT_TRUE(RA) << Error;
  LinearCode Code;
  FreshValues Values;
  Values.Repeats[1] = {0, true};
  PredicateLogicBuilder Logic(RA->Predicates, G.size(), Values, Code);
  for (unsigned N : RA->LinearOrder) {
    Logic.guardOf(N);
    if (G.isConditional(N))
      Logic.layOutCondition(N);
  }
  unsigned Conditions = llvm::count_if(Code.Ops, [](const LinearOp &Op) {
    return Op.K == LinearOp::Kind::Condition;
  });
  EXPECT_EQ(Conditions, 1u);
  EXPECT_EQ(Logic.condition(1), ~Logic.condition(0));
  EXPECT_EQ(Code.logicOps(), 0u);
  EXPECT_EQ(Logic.guardOf(3), Logic.condition(0));
}

TEST(LinearCodeExample, FirstDifferenceNamesTheOperation) {
  LinearCode Planned, Emitted;
  LinearOp Cond{LinearOp::Kind::Condition};
  Cond.Node = 0;
  Planned.Ops = {Cond};
  Emitted.Ops = {Cond};
  EXPECT_FALSE(Planned.firstDifference(Emitted));
  LinearOp And{LinearOp::Kind::And};
  And.A = {0, false};
  And.B = {0, true};
  Emitted.Ops.push_back(And);
  std::optional<std::string> D = Planned.firstDifference(Emitted);
  ASSERT_TRUE(D);
  EXPECT_EQ(*D, "planned nothing more, emitted %1 = and %0, !%0");
  Planned.Ops.push_back(And);
  Planned.Ops.back().K = LinearOp::Kind::Or;
  D = Planned.firstDifference(Emitted);
  ASSERT_TRUE(D);
  EXPECT_EQ(*D, "planned %1 = or %0, !%0, emitted %1 = and %0, !%0");
}

} // namespace
