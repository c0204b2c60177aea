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

// Small lists of operations for the flag chains: conditions of nodes
// 0..2, logic on them, and readers.
LinearOp conditionOp(unsigned Node) {
  LinearOp Op{LinearOp::Kind::Condition};
  Op.Node = Node;
  return Op;
}
LinearOp logicOp(bool IsAnd, PredicateRef A, PredicateRef B) {
  LinearOp Op{IsAnd ? LinearOp::Kind::And : LinearOp::Kind::Or};
  Op.A = A;
  Op.B = B;
  return Op;
}

/// Marks Code's chains for a target that holds every AND; the tests of the
/// last chain it was asked about.
std::vector<PredicateRef> markAll(LinearCode &Code) {
  std::vector<PredicateRef> Seen;
  Code.markFlagChains([&](llvm::ArrayRef<PredicateRef> Tests) {
    Seen.assign(Tests.begin(), Tests.end());
    return true;
  });
  return Seen;
}

/// (c0 AND-or-OR c1) && c2 guarding node 1, the inner operation also
/// guarding node 2.
LinearCode innerReadElsewhere(bool InnerIsAnd) {
  LinearCode Code;
  Code.Ops = {conditionOp(0), conditionOp(1), conditionOp(2),
              logicOp(InnerIsAnd, {0, false}, {1, false}),
              logicOp(true, {3, false}, {2, false}),
              LinearOp::predicate(1, {4, false}, nullptr),
              LinearOp::predicate(2, {3, false}, nullptr)};
  return Code;
}

TEST(LinearCodeExample, AndReadOnlyByPredicatedCodeIsAChain) {
  LinearCode Code;
  Code.Ops = {conditionOp(0), conditionOp(1),
              logicOp(true, {0, false}, {1, true}),
              LinearOp::predicate(1, {2, false}, nullptr),
              LinearOp::predicate(1, {2, false}, nullptr)};
  std::vector<PredicateRef> Seen = markAll(Code);
  EXPECT_TRUE(Code.Ops[2].InFlags);
  EXPECT_EQ(Code.chainTests(), 2u);
  EXPECT_EQ(Code.logicOps(), 0u);
  EXPECT_EQ(Code.capturedConditions(), 0u);
  ASSERT_EQ(Seen.size(), 2u);
  EXPECT_EQ(Seen[0], (PredicateRef{0, false}));
  EXPECT_EQ(Seen[1], (PredicateRef{1, true}));
}

// An OR read as a value is the negation of an AND: !(c0 || c1) is
// !c0 && !c1, a chain read with the opposite code.
TEST(LinearCodeExample, OrIsAChainOfNegations) {
  LinearCode Code;
  Code.Ops = {conditionOp(0), conditionOp(1),
              logicOp(false, {0, false}, {1, false}),
              LinearOp::exit(nullptr, {2, false})};
  std::vector<PredicateRef> Seen = markAll(Code);
  EXPECT_EQ(Code.chainTests(), 2u);
  ASSERT_EQ(Seen.size(), 2u);
  EXPECT_EQ(Seen[0], (PredicateRef{0, true}));
  EXPECT_EQ(Seen[1], (PredicateRef{1, true}));
}

// What the chain cannot replace: a condition read elsewhere keeps its
// capture, an AND read by other logic is no chain of its own, an inner AND
// read elsewhere must stay a value, and a target that holds no chain.
TEST(LinearCodeExample, ChainsOnlyWhereTheLogicDies) {
  LinearCode ConditionReadElsewhere;
  ConditionReadElsewhere.Ops = {conditionOp(0), conditionOp(1),
                                logicOp(true, {0, false}, {1, false}),
                                LinearOp::predicate(1, {2, false}, nullptr),
                                LinearOp::predicate(2, {0, false}, nullptr)};
  markAll(ConditionReadElsewhere);
  EXPECT_EQ(ConditionReadElsewhere.chainTests(), 0u);
  EXPECT_EQ(ConditionReadElsewhere.logicOps(), 1u);
  EXPECT_EQ(ConditionReadElsewhere.capturedConditions(), 2u);

  LinearCode InnerReadElsewhere = innerReadElsewhere(/*InnerIsAnd=*/true);
  markAll(InnerReadElsewhere);
  // %3 is read by %4, so it is no root; %4's tree holds %3, read elsewhere.
  EXPECT_EQ(InnerReadElsewhere.chainTests(), 0u);
  EXPECT_EQ(InnerReadElsewhere.logicOps(), 2u);

  // An OR under the AND is a test of its own (a value compared with 0),
  // but the target emits the chain only where that OR dies too.
  LinearCode ValueReadElsewhere = innerReadElsewhere(/*InnerIsAnd=*/false);
  markAll(ValueReadElsewhere);
  EXPECT_EQ(ValueReadElsewhere.chainTests(), 0u);
  ValueReadElsewhere.Ops.pop_back();
  markAll(ValueReadElsewhere);
  EXPECT_EQ(ValueReadElsewhere.chainTests(), 2u);
  EXPECT_FALSE(ValueReadElsewhere.Ops[3].InFlags); // the OR is computed
  EXPECT_EQ(ValueReadElsewhere.logicOps(), 1u);

  LinearCode Refused;
  Refused.Ops = {conditionOp(0), conditionOp(1),
                 logicOp(true, {0, false}, {1, false}),
                 LinearOp::predicate(1, {2, false}, nullptr)};
  Refused.markFlagChains([](llvm::ArrayRef<PredicateRef>) { return false; });
  EXPECT_EQ(Refused.chainTests(), 0u);
  EXPECT_EQ(Refused.logicOps(), 1u);
  EXPECT_EQ(Refused.capturedConditions(), 2u);
}

// On random regions, with the guards of some blocks (chosen by the seed)
// read by predicated code: the tests handed to the target AND to exactly
// the value the chain stands for (the root or its negation) on every path,
// and what a chain replaces is no longer counted.
TEST(LinearCodeProperty, ChainTestsAndToTheirRoot) {
  unsigned AllChains = 0;
  forEachRandomGraph([&](const RegionGraph &G, uint64_t Seed) {
    std::string Error;
    auto RA = RegionAnalysis::compute(G, Error);
    ASSERT_TRUE(RA) << Error;
    LinearCode Code;
    FreshValues Values;
    PredicateLogicBuilder Logic(RA->Predicates, G.size(), Values, Code);
    for (unsigned N : RA->LinearOrder) {
      if (Seed >> (N % 61) & 1)
        Logic.record(LinearOp::predicate(N, Logic.guardOf(N), nullptr));
      if (G.isConditional(N))
        Logic.layOutCondition(N);
    }
    unsigned LogicBefore = Code.logicOps();
    std::vector<std::vector<PredicateRef>> Chains;
    Code.markFlagChains([&](llvm::ArrayRef<PredicateRef> Tests) {
      Chains.emplace_back(Tests.begin(), Tests.end());
      return true;
    });
    std::vector<unsigned> Roots;
    unsigned Marked = 0;
    for (unsigned I = 0; I != Code.Ops.size(); ++I) {
      Marked += Code.Ops[I].InFlags;
      if (Code.Ops[I].ChainTests)
        Roots.push_back(I);
    }
    ASSERT_EQ(Roots.size(), Chains.size()) << describe(G);
    AllChains += Chains.size();
    EXPECT_EQ(Code.logicOps() + Marked, LogicBefore);
    bool Truncated;
    for (const Path &P : enumeratePaths(G, 64, Truncated)) {
      std::vector<bool> Outcome(G.size(), false);
      for (size_t I = 0; I != P.Nodes.size(); ++I)
        Outcome[P.Nodes[I]] = P.OnTrue[I];
      for (unsigned C = 0; C != Chains.size(); ++C) {
        ASSERT_EQ(Chains[C].size(), Code.Ops[Roots[C]].ChainTests);
        bool All = true;
        for (PredicateRef T : Chains[C])
          All = All && evaluate(Code, T, Outcome);
        bool Root = evaluate(Code, {Roots[C], false}, Outcome);
        bool NegatedRoot = Code.Ops[Roots[C]].K == LinearOp::Kind::Or;
        ASSERT_EQ(All, Root != NegatedRoot) << describe(G);
      }
    }
  });
  EXPECT_GT(AllChains, 40u);
}

} // namespace
