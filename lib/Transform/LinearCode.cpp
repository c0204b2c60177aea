//===- LinearCode.cpp - The linear code of a region, as operations --------===//

#include "rkifc/Transform/LinearCode.h"

#include "llvm/ADT/DenseSet.h"
#include "llvm/CodeGen/MachineBasicBlock.h"
#include "llvm/CodeGen/MachineInstr.h"
#include "llvm/Support/raw_ostream.h"

#include <cassert>

using namespace llvm;
using namespace rkifc;

PredicateValueSink::~PredicateValueSink() = default;

unsigned LinearCode::logicOps() const {
  return llvm::count_if(Ops, [](const LinearOp &Op) {
    return Op.isLogic() && !Op.ReadAsCondition && !Op.InFlags;
  });
}

unsigned LinearCode::capturedConditions() const {
  // A condition counts once, however many operations read it.
  DenseSet<unsigned> Read;
  for (const LinearOp &Op : Ops)
    if (Op.isLogic() && !Op.ReadAsCondition && !Op.InFlags)
      for (PredicateRef R : {Op.A, Op.B}) {
        const LinearOp &Operand = Ops[R.Op];
        if (Operand.K == LinearOp::Kind::Condition || Operand.ReadAsCondition)
          Read.insert(R.Op);
      }
  return Read.size();
}

unsigned LinearCode::selects() const {
  return llvm::count_if(
      Ops, [](const LinearOp &Op) { return Op.K == LinearOp::Kind::Select; });
}

unsigned LinearCode::chainTests() const {
  unsigned Tests = 0;
  for (const LinearOp &Op : Ops)
    Tests += Op.ChainTests;
  return Tests;
}

void LinearCode::markFlagChains(
    function_ref<bool(ArrayRef<PredicateRef>)> Holds) {
  std::vector<SmallVector<unsigned, 2>> Readers(Ops.size());
  for (unsigned I = 0; I != Ops.size(); ++I)
    for (PredicateRef R : {Ops[I].A, Ops[I].B})
      if (!R.isTrue())
        Readers[R.Op].push_back(I);
  auto ReadByLogic = [&](unsigned I) {
    return llvm::any_of(Readers[I],
                        [&](unsigned J) { return Ops[J].isLogic(); });
  };
  // Ref as an AND the chain may take apart: an AND, or a negated OR.
  auto IsConjunction = [&](PredicateRef Ref) {
    const LinearOp &Op = Ops[Ref.Op];
    return Op.isLogic() && !Op.ReadAsCondition &&
           (Op.K == LinearOp::Kind::And) != Ref.Negated;
  };
  for (unsigned Root = 0; Root != Ops.size(); ++Root) {
    if (!Ops[Root].isLogic() || Ops[Root].ReadAsCondition ||
        Readers[Root].empty() || ReadByLogic(Root))
      continue;
    // The target emits a chain only where its logic dies: every AND or OR
    // under the root, those under a test that is a value included, is read
    // by that logic alone, and so is every captured condition among the
    // tests (a value test is compared with 0 and stays).
    SmallVector<unsigned, 8> Logic{Root};
    for (unsigned I = 0; I != Logic.size(); ++I)
      for (PredicateRef R : {Ops[Logic[I]].A, Ops[Logic[I]].B})
        if (!R.isTrue() && Ops[R.Op].isLogic() &&
            !Ops[R.Op].ReadAsCondition && !llvm::is_contained(Logic, R.Op))
          Logic.push_back(R.Op);
    auto ReadByLogicOnly = [&](unsigned I) {
      return llvm::all_of(Readers[I], [&](unsigned J) {
        return llvm::is_contained(Logic, J);
      });
    };
    if (!llvm::all_of(ArrayRef(Logic).drop_front(), ReadByLogicOnly))
      continue;
    for (bool Negated : {false, true}) {
      SmallVector<PredicateRef, 4> Tests;
      SmallVector<unsigned, 4> Tree;
      SmallVector<PredicateRef, 4> Work{{Root, Negated}};
      while (!Work.empty()) {
        PredicateRef Ref = Work.pop_back_val();
        if (!IsConjunction(Ref)) {
          Tests.push_back(Ref);
          continue;
        }
        Tree.push_back(Ref.Op);
        const LinearOp &Op = Ops[Ref.Op];
        Work.push_back(Ref.Negated ? ~Op.B : Op.B);
        Work.push_back(Ref.Negated ? ~Op.A : Op.A);
      }
      auto Dies = [&](PredicateRef T) {
        const LinearOp &Op = Ops[T.Op];
        return !(Op.K == LinearOp::Kind::Condition || Op.ReadAsCondition) ||
               ReadByLogicOnly(T.Op);
      };
      if (Tests.size() < 2 || !llvm::all_of(Tests, Dies) || !Holds(Tests))
        continue;
      for (unsigned I : Tree)
        Ops[I].InFlags = true;
      Ops[Root].ChainTests = Tests.size();
      break;
    }
  }
}

static void printRef(raw_ostream &OS, PredicateRef R) {
  if (R.isTrue()) {
    OS << "true";
    return;
  }
  OS << (R.Negated ? "!%" : "%") << R.Op;
}

std::string LinearCode::describe(unsigned I) const {
  std::string S;
  raw_string_ostream OS(S);
  const LinearOp &Op = Ops[I];
  OS << "%" << I << " = ";
  switch (Op.K) {
  case LinearOp::Kind::Condition:
    OS << "condition of node " << Op.Node;
    break;
  case LinearOp::Kind::And:
  case LinearOp::Kind::Or:
    OS << (Op.K == LinearOp::Kind::And ? "and " : "or ");
    printRef(OS, Op.A);
    OS << ", ";
    printRef(OS, Op.B);
    break;
  case LinearOp::Kind::Predicate:
    OS << "predicate node " << Op.Node << " instruction under ";
    printRef(OS, Op.A);
    break;
  case LinearOp::Kind::Select:
    OS << "select " << Op.Group << " of a PHI of "
       << printMBBReference(*Op.Instr->getParent()) << " on ";
    printRef(OS, Op.A);
    break;
  case LinearOp::Kind::Exit:
    OS << "exit to " << printMBBReference(*Op.Target) << " on ";
    printRef(OS, Op.A);
    break;
  }
  return S;
}

std::optional<std::string>
LinearCode::firstDifference(const LinearCode &Emitted) const {
  size_t Common = std::min(Ops.size(), Emitted.Ops.size());
  for (size_t I = 0; I != Common; ++I)
    if (!Ops[I].sameAs(Emitted.Ops[I]))
      return "planned " + describe(I) + ", emitted " + Emitted.describe(I);
  if (Ops.size() > Common)
    return "planned " + describe(Common) + ", emitted nothing more";
  if (Emitted.Ops.size() > Common)
    return "planned nothing more, emitted " + Emitted.describe(Common);
  return std::nullopt;
}

PredicateLogicBuilder::PredicateLogicBuilder(const PredicateAssignment &PA,
                                             unsigned NumNodes,
                                             PredicateValueSink &Sink,
                                             LinearCode &Code)
    : PA(PA), Sink(Sink), Code(Code), Conditions(NumNodes),
      Guards(PA.numPredicates() + 1) {}

PredicateRef PredicateLogicBuilder::refOf(PredicateValueSink::Value V,
                                          LinearOp Op) {
  // A value seen before is that operation (a repeated compare's capture).
  auto [It, New] = OpOfValue.try_emplace(V.Id, Code.Ops.size());
  if (!New)
    return {It->second, V.Negated != ValueOfOp[It->second].Negated};
  Code.Ops.push_back(Op);
  ValueOfOp.push_back(V);
  return {It->second, false};
}

void PredicateLogicBuilder::layOutCondition(unsigned Node) {
  LinearOp Op{LinearOp::Kind::Condition};
  Op.Node = Node;
  Conditions[Node] = refOf(Sink.condition(Node), Op);
}

PredicateRef PredicateLogicBuilder::condition(unsigned Node) const {
  assert(Conditions[Node] && "a condition read before its branch");
  return *Conditions[Node];
}

PredicateValueSink::Value
PredicateLogicBuilder::valueOf(PredicateRef Ref) const {
  if (Ref.isTrue())
    return {};
  PredicateValueSink::Value V = ValueOfOp[Ref.Op];
  V.Negated ^= Ref.Negated;
  return V;
}

PredicateRef PredicateLogicBuilder::guardOf(unsigned N) {
  unsigned P = PA.predicateOf(N);
  if (P == PredicateAssignment::True)
    return {};
  if (!Guards[P]) {
    // Every edge of K(p) comes from a block laid out before any block that
    // p guards, so p is one OR of its edges, with no initialisation.
    SmallVector<PredicateRef, 4> Terms;
    for (SignedEdge E : PA.definingEdges(P))
      Terms.push_back(
          edge(E.Node, E.OnTrue ? EdgeKind::True : EdgeKind::False));
    Guards[P] = orTree(std::move(Terms));
  }
  return *Guards[P];
}

PredicateRef PredicateLogicBuilder::edge(unsigned N, EdgeKind Kind) {
  unsigned Key = 3 * N + unsigned(Kind);
  if (auto It = Edges.find(Key); It != Edges.end())
    return It->second;
  PredicateRef G = guardOf(N);
  PredicateRef Result = G;
  if (Kind != EdgeKind::Always) {
    PredicateRef C = condition(N);
    if (Kind == EdgeKind::False)
      C = ~C;
    // When K(p) is a single edge of an unguarded block, the branch's own
    // condition is the predicate.
    Result = G.isTrue() ? C : logic(true, G, C);
  }
  Edges[Key] = Result;
  return Result;
}

PredicateRef
PredicateLogicBuilder::orTree(SmallVector<PredicateRef, 4> Terms) {
  assert(!Terms.empty() && "an OR of nothing");
  // Balanced: the dependence height grows with the logarithm of the
  // number of terms.
  while (Terms.size() > 1) {
    SmallVector<PredicateRef, 4> Next;
    for (unsigned I = 0; I + 1 < Terms.size(); I += 2)
      Next.push_back(logic(false, Terms[I], Terms[I + 1]));
    if (Terms.size() % 2)
      Next.push_back(Terms.back());
    Terms = std::move(Next);
  }
  return Terms.front();
}

std::optional<uint64_t> PredicateLogicBuilder::truthOf(PredicateRef Ref) {
  uint64_t Truth;
  if (auto It = TruthOfOp.find(Ref.Op); It != TruthOfOp.end()) {
    Truth = It->second;
  } else {
    if (Variables == VariableLimit)
      return std::nullopt;
    unsigned Var = Variables++;
    Truth = 0;
    for (unsigned Row = 0; Row != 32; ++Row)
      if (Row >> Var & 1)
        Truth |= uint64_t(1) << Row;
    rememberTruth({Ref.Op, false}, Truth);
  }
  return Ref.Negated ? ~Truth & AllRows : Truth;
}

void PredicateLogicBuilder::rememberTruth(PredicateRef Ref, uint64_t Truth) {
  TruthOfOp[Ref.Op] = Ref.Negated ? ~Truth & AllRows : Truth;
  RefWithTruth.try_emplace(Truth, Ref);
  RefWithTruth.try_emplace(~Truth & AllRows, ~Ref);
}

PredicateRef PredicateLogicBuilder::logic(bool IsAnd, PredicateRef A,
                                          PredicateRef B) {
  std::optional<uint64_t> TA = truthOf(A), TB = truthOf(B);
  std::optional<uint64_t> Truth;
  if (TA && TB) {
    Truth = IsAnd ? *TA & *TB : *TA | *TB;
    if (auto Known = RefWithTruth.find(*Truth); Known != RefWithTruth.end())
      return Known->second;
  }
  // The same operation on the same operands, in either order.
  auto Encode = [](PredicateRef R) {
    return (uint64_t(R.Op) << 1 | R.Negated) << 1;
  };
  uint64_t EA = Encode(A), EB = Encode(B);
  std::pair<uint64_t, uint64_t> Key{std::min(EA, EB) | IsAnd,
                                    std::max(EA, EB)};
  if (auto Known = OpWithOperands.find(Key); Known != OpWithOperands.end())
    return Known->second;
  LinearOp Op{IsAnd ? LinearOp::Kind::And : LinearOp::Kind::Or};
  Op.A = A;
  Op.B = B;
  Op.ReadAsCondition = Sink.readAsCondition(IsAnd, Code.Ops[A.Op], A.Negated,
                                            Code.Ops[B.Op], B.Negated);
  PredicateRef Result = refOf(Sink.logic(IsAnd, valueOf(A), valueOf(B)), Op);
  OpWithOperands[Key] = Result;
  if (Truth)
    rememberTruth(Result, *Truth);
  return Result;
}
