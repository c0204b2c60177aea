//===- RegionPredicator.cpp - Rewrite a region as predicated code ---------===//

#include "rkifc/Transform/RegionPredicator.h"

#include "rkifc/Target/PredicationTarget.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/CodeGen/MachineFunction.h"
#include "llvm/CodeGen/MachineInstr.h"
#include "llvm/CodeGen/MachineInstrBuilder.h"
#include "llvm/CodeGen/MachineRegisterInfo.h"
#include "llvm/CodeGen/TargetInstrInfo.h"
#include "llvm/CodeGen/TargetRegisterInfo.h"
#include "llvm/CodeGen/TargetSubtargetInfo.h"
#include "llvm/IR/DebugInfoMetadata.h"
#include "llvm/Support/BranchProbability.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/ErrorHandling.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <functional>
#include <optional>

using namespace llvm;
using namespace rkifc;

namespace {

/// Whether MI may run on paths where its block did not: it must have no
/// effect but its virtual-register results and must not be able to trap.
bool isSpeculatable(const MachineInstr &MI, const PredicationTarget &Target) {
  if (MI.isCall() || MI.isTerminator() || MI.isInlineAsm() ||
      MI.hasUnmodeledSideEffects() || MI.mayStore() || MI.isConvergent() ||
      MI.mayRaiseFPException() || MI.isPosition() || MI.isPHI())
    return false;
  // Volatile or atomic loads happen exactly as often as before or not at all.
  if (MI.mayLoad() &&
      (MI.hasOrderedMemoryRef() || !MI.isDereferenceableInvariantLoad()))
    return false;
  for (const MachineOperand &MO : MI.operands())
    if (MO.isReg() && MO.isDef() && MO.getReg().isPhysical() && !MO.isDead() &&
        !Target.isScratchPhysReg(MO.getReg()))
      return false;
  return true;
}

/// A physical register MI writes, if any (dead writes aside). rkifc runs
/// on SSA machine code, where every pass reads a definition as total: a
/// predicated instruction that writes a physical register (a conditional
/// compare writing the flags, say) would keep the old value when its
/// predicate is false, and nothing after rkifc is obliged to notice. The
/// peephole optimizer's compare folding did not (issue 13), so rkifc never
/// predicates such an instruction. Virtual-register results are safe: only
/// code under the same predicate, or a select on it, reads them.
const MachineOperand *physRegDefOf(const MachineInstr &MI) {
  for (const MachineOperand &MO : MI.operands())
    if (MO.isReg() && MO.isDef() && MO.getReg().isPhysical() && !MO.isDead())
      return &MO;
  return nullptr;
}

std::string regName(Register Reg, const MachineRegisterInfo &MRI) {
  std::string S;
  raw_string_ostream(S) << printReg(Reg, MRI.getTargetRegisterInfo());
  return S;
}

/// The side of From's branch that leads to To inside the region.
EdgeKind edgeKindTo(const BlockBranch &Br, const MachineBasicBlock *To) {
  if (!Br.isConditional())
    return EdgeKind::Always;
  return Br.TrueSucc == To ? EdgeKind::True : EdgeKind::False;
}

using ExitEdge = MachineRegion::ExitEdge;

} // namespace

static cl::opt<bool> UseSelectTrees(
    "rk-ifcvt-select-trees", cl::init(true), cl::Hidden,
    cl::desc("Build a join's value as selects on branch conditions where "
             "that costs fewer instructions than R/K's selects on edge "
             "predicates and the predicate logic they need"));

static cl::opt<bool> CheckPlan(
    "rk-ifcvt-check-plan", cl::init(false), cl::Hidden,
    cl::desc("Stop with an error where the linear code emitted for a region "
             "differs, operation by operation, from the code its plan "
             "describes (for tests)"));

static cl::opt<bool> UseExitTests(
    "rk-ifcvt-exit-tests", cl::init(true), cl::Hidden,
    cl::desc("Test each exit of the linear code by the branch conditions "
             "that decide it once the earlier exits were not taken, instead "
             "of by its edge predicates"));

/// Groups the inputs of PHI that come from the region by value. An input
/// along an edge that is always taken (the only successor of an unguarded
/// block) is the only one that can arrive: it alone makes the plan, with no
/// select. Otherwise the value that arrives by the most edges (on a tie,
/// the one that arrives last) is the default. The select tree that does the
/// same job, if there is one, is kept in Tree for chooseSelectTrees.
/// EntersJoin(Node, Kind) tells whether that edge of Node leads to the
/// PHI's block.
static JoinPlan
planJoin(const MachineInstr &PHI, const MachineRegion &R,
         const RegionAnalysis &A, function_ref<EdgeKind(unsigned Node)> KindFrom,
         function_ref<bool(unsigned Node, EdgeKind Kind)> EntersJoin) {
  const PredicateAssignment &PA = A.Predicates;
  JoinPlan Join;
  SmallDenseMap<unsigned, unsigned, 8> GroupOfNode;
  for (unsigned I = 1; I < PHI.getNumOperands(); I += 2) {
    const MachineOperand &Value = PHI.getOperand(I);
    auto Node = R.NodeOf.find(PHI.getOperand(I + 1).getMBB());
    if (Node == R.NodeOf.end())
      continue; // from outside the region: stays a PHI input
    JoinPlan::Edge E{Node->second, KindFrom(Node->second)};
    if (E.Kind == EdgeKind::Always &&
        PA.predicateOf(E.Node) == PredicateAssignment::True) {
      Join.Groups.assign(1, {Value.getReg(), Value.getSubReg(), {E}});
      Join.Default = 0;
      return Join;
    }
    auto Same = llvm::find_if(Join.Groups, [&](const JoinPlan::Group &G) {
      return G.Reg == Value.getReg() && G.SubReg == Value.getSubReg();
    });
    GroupOfNode[E.Node] = Same - Join.Groups.begin();
    if (Same == Join.Groups.end())
      Join.Groups.push_back({Value.getReg(), Value.getSubReg(), {E}});
    else
      Same->Edges.push_back(E);
  }
  Join.Default = Join.Groups.size() - 1;
  for (unsigned G = 0; G != Join.Groups.size(); ++G)
    if (Join.Groups[G].Edges.size() > Join.Groups[Join.Default].Edges.size())
      Join.Default = G;
  if (!UseSelectTrees || Join.Groups.size() < 2)
    return Join;
  std::optional<SelectTree> Tree = SelectTree::build(
      R.Graph, A.LinearOrder,
      [&](unsigned N, EdgeKind K) -> std::optional<unsigned> {
        if (!EntersJoin(N, K))
          return std::nullopt;
        return GroupOfNode.lookup(N);
      });
  Join.Tree = std::move(Tree); // planRegion decides which of the two to use
  return Join;
}

/// The branch condition that tells whether a path takes edge (N, Kind) when
/// only paths through every node Reached accepts are left, or nothing when
/// the edge predicate is needed. A conditional edge of a node reached for
/// sure is its own condition; an unconditional one, of a node whose guard
/// has a single defining edge from a node reached for sure, is that edge's
/// condition. Longer chains would need ANDs of their own, where the edge
/// predicate may be built anyway (for a select) and shared.
static std::optional<SignedEdge>
testOnRemainingPaths(const PredicateAssignment &PA, unsigned N, EdgeKind Kind,
                     function_ref<bool(unsigned Node)> Reached) {
  if (Kind != EdgeKind::Always) {
    if (!Reached(N))
      return std::nullopt;
    return SignedEdge{N, Kind == EdgeKind::True};
  }
  unsigned P = PA.predicateOf(N);
  if (Reached(N) || P == PredicateAssignment::True ||
      PA.definingEdges(P).size() != 1)
    return std::nullopt; // always taken, or more than one condition
  SignedEdge E = *PA.definingEdges(P).begin();
  if (!Reached(E.Node))
    return std::nullopt;
  return E;
}

/// Whether Reg is an IMPLICIT_DEF: a PHI input whose path leaves the value
/// undefined.
static bool isUndefined(Register Reg, const MachineRegisterInfo &MRI) {
  const MachineInstr *Def = Reg.isVirtual() ? MRI.getVRegDef(Reg) : nullptr;
  return Def && Def->isImplicitDef();
}

namespace {
/// Per node, the earlier node whose branch condition its own repeats
/// (PredicationTarget::repeatsCondition), and whether negated: then the
/// linear code reads both from one capture. Asked once per region: the
/// planner walks its plan many times.
using ConditionRepeats = std::vector<std::optional<std::pair<unsigned, bool>>>;

ConditionRepeats conditionRepeats(const AnalyzedRegion &AR,
                                  const PredicationTarget &Target) {
  const MachineRegion &R = AR.Region;
  ConditionRepeats Repeats(R.Blocks.size());
  SmallVector<unsigned, 8> Fresh; // nodes with a capture of their own
  for (unsigned N : AR.Analysis->LinearOrder) {
    if (!R.Branches[N].isConditional())
      continue;
    for (unsigned M : Fresh)
      if (std::optional<bool> Negated = Target.repeatsCondition(
              *R.Blocks[M], R.Branches[M].Cond, *R.Blocks[N],
              R.Branches[N].Cond)) {
        Repeats[N] = {M, *Negated};
        break;
      }
    if (!Repeats[N])
      Fresh.push_back(N);
  }
  return Repeats;
}

/// Predicate values for planning: each operation is a value of its own,
/// but a branch condition that repeats an earlier one is that one's.
class PlannedValues : public PredicateValueSink {
public:
  PlannedValues(const MachineRegion &R, const PredicationTarget &Target,
                const ConditionRepeats &Repeats)
      : R(R), Target(Target), Repeats(Repeats), OfNode(R.Blocks.size()) {}

  Value condition(unsigned N) override {
    if (const auto &Repeat = Repeats[N]) {
      Value V = OfNode[Repeat->first];
      V.Negated ^= Repeat->second;
      return OfNode[N] = V;
    }
    return OfNode[N] = Value{Next++, false};
  }
  Value logic(bool, Value, Value) override { return {Next++, false}; }
  bool readAsCondition(bool IsAnd, const LinearOp &A, bool NegA,
                       const LinearOp &B, bool NegB) const override {
    using Kind = LinearOp::Kind;
    if (A.K != Kind::Condition || B.K != Kind::Condition)
      return false;
    if (!IsAnd) { // A || B = !(!A && !B)
      NegA = !NegA;
      NegB = !NegB;
    }
    return Target.conjunctionIsCondition(*R.Blocks[A.Node],
                                         R.Branches[A.Node].Cond, NegA,
                                         *R.Blocks[B.Node],
                                         R.Branches[B.Node].Cond, NegB);
  }

private:
  const MachineRegion &R;
  const PredicationTarget &Target;
  const ConditionRepeats &Repeats;
  std::vector<Value> OfNode;
  unsigned Next = 1;
};

/// Walks a plan in the order the Linearizer emits it (appendBlock, then
/// rewriteExits), recording the operations. AsTree tells how a join is
/// built: as its select tree, as an R/K chain, or (nothing) not at all: the
/// select-tree search counts a choice on one chain of each class of equal
/// chains.
class LinearCodeWalk {
public:
  LinearCodeWalk(const AnalyzedRegion &AR, const ConversionPlan &Plan,
                 const PredicationTarget &Target,
                 const ConditionRepeats &Repeats,
                 function_ref<std::optional<bool>(const JoinPlan &)> AsTree)
      : R(AR.Region), A(*AR.Analysis), Plan(Plan),
        MRI(R.entry()->getParent()->getRegInfo()), AsTree(AsTree),
        Values(R, Target, Repeats),
        Logic(A.Predicates, R.Blocks.size(), Values, Code) {}

  LinearCode run() {
    for (unsigned N : A.LinearOrder)
      block(N);
    exits();
    return std::move(Code);
  }

private:
  void block(unsigned N) {
    const MachineBasicBlock &MBB = *R.Blocks[N];
    if (N != 0) {
      for (const MachineInstr &PHI : MBB.phis())
        join(PHI);
      for (const MachineInstr &MI : MBB) {
        if (MI.isTerminator())
          break;
        if (Plan.ToPredicate.count(&MI))
          Logic.record(LinearOp::predicate(N, Logic.guardOf(N), &MI));
      }
    }
    if (R.Branches[N].isConditional())
      Logic.layOutCondition(N);
  }

  void exits() {
    for (const ExitPlan &Exit : Plan.Exits) {
      MachineBasicBlock *T = Exit.Target;
      if (&Exit != &Plan.Exits.back()) {
        SmallVector<PredicateRef, 4> Tests;
        for (const ExitPlan::Edge &E : Exit.Edges) {
          if (const std::optional<SignedEdge> &C = E.Condition)
            Tests.push_back(C->OnTrue ? Logic.condition(C->Node)
                                      : ~Logic.condition(C->Node));
          else
            Tests.push_back(Logic.edge(E.Node, E.Kind));
          if (Exit.Separate)
            Logic.record(LinearOp::exit(T, Tests.back()));
        }
        if (!Exit.Separate)
          Logic.record(LinearOp::exit(T, Logic.orTree(std::move(Tests))));
      } else {
        Logic.record(LinearOp::exit(T, PredicateRef()));
      }
      for (const MachineInstr &PHI : Exit.Target->phis())
        join(PHI);
    }
  }

  void join(const MachineInstr &PHI) {
    auto It = Plan.Joins.find(&PHI);
    if (It == Plan.Joins.end())
      return;
    std::optional<bool> Tree = AsTree(It->second);
    if (!Tree)
      return;
    if (*Tree)
      selectTree(PHI, It->second);
    else
      selectChain(PHI, It->second);
  }

  /// As Linearizer::emitJoin: the predicates first, then the selects from
  /// the last value to the first; none for undefined values.
  void selectChain(const MachineInstr &PHI, const JoinPlan &Join) {
    SmallVector<std::pair<unsigned, PredicateRef>, 4> Selects;
    for (unsigned G = 0; G != Join.Groups.size(); ++G) {
      if (G == Join.Default || isUndefined(Join.Groups[G].Reg, MRI))
        continue;
      SmallVector<PredicateRef, 4> Edges;
      for (const JoinPlan::Edge &E : Join.Groups[G].Edges)
        Edges.push_back(Logic.edge(E.Node, E.Kind));
      Selects.push_back({G, Logic.orTree(std::move(Edges))});
    }
    if (isUndefined(Join.Groups[Join.Default].Reg, MRI) && !Selects.empty())
      Selects.pop_back();
    for (unsigned I = Selects.size(); I-- > 0;)
      Logic.record(
          LinearOp::select(&PHI, Selects[I].first, Selects[I].second));
  }

  /// As Linearizer::emitSelectTree: a select with an undefined side is its
  /// other side.
  void selectTree(const MachineInstr &PHI, const JoinPlan &Join) {
    const SelectTree &Tree = *Join.Tree;
    SmallVector<bool, 4> BuiltUndefined;
    auto Undefined = [&](SelectTree::Operand O) {
      if (O.Kind == SelectTree::Operand::Select)
        return bool(BuiltUndefined[O.Index]);
      const JoinPlan::Group &G = Join.Groups[O.Index];
      return !G.SubReg && isUndefined(G.Reg, MRI);
    };
    for (unsigned I = 0; I != Tree.Selects.size(); ++I) {
      const SelectTree::Select &S = Tree.Selects[I];
      bool UT = Undefined(S.IfTrue), UF = Undefined(S.IfFalse);
      if (UT || UF) {
        BuiltUndefined.push_back(UT ? UF : false);
        continue;
      }
      BuiltUndefined.push_back(false);
      Logic.record(LinearOp::select(&PHI, I, Logic.condition(S.Node)));
    }
  }

  const MachineRegion &R;
  const RegionAnalysis &A;
  const ConversionPlan &Plan;
  const MachineRegisterInfo &MRI;
  function_ref<std::optional<bool>(const JoinPlan &)> AsTree;
  LinearCode Code;
  PlannedValues Values;
  PredicateLogicBuilder Logic;
};
} // namespace

/// Marks the ANDs of Code that the target holds in its flags
/// (LinearCode::markFlagChains, PredicationTarget::holdsConjunctionInFlags).
static void markFlagChains(LinearCode &Code, const MachineRegion &R,
                           const PredicationTarget &Target) {
  Code.markFlagChains([&](ArrayRef<PredicateRef> Tests) {
    SmallVector<PredicationTarget::ConjunctTest, 4> Conjuncts;
    for (PredicateRef T : Tests) {
      const LinearOp &Op = Code.Ops[T.Op];
      if (Op.ReadAsCondition) // two outcomes of a compare: captured
        return false;
      PredicationTarget::ConjunctTest C;
      C.Negated = T.Negated;
      if (Op.K == LinearOp::Kind::Condition) {
        C.Block = R.Blocks[Op.Node];
        C.Cond = R.Branches[Op.Node].Cond;
      }
      Conjuncts.push_back(C);
    }
    return Target.holdsConjunctionInFlags(Conjuncts);
  });
}

static PredicateLogic logicOf(LinearCode &Code, const MachineRegion &R,
                              const PredicationTarget &Target) {
  markFlagChains(Code, R, Target);
  return {Code.logicOps(), Code.capturedConditions(), Code.chainTests()};
}

static LinearCode
walkLinearCode(const AnalyzedRegion &AR, const ConversionPlan &Plan,
               const PredicationTarget &Target,
               const ConditionRepeats &Repeats,
               function_ref<std::optional<bool>(const JoinPlan &)> AsTree) {
  return LinearCodeWalk(AR, Plan, Target, Repeats, AsTree).run();
}

PredicateLogic rkifc::leastGuardLogic(const AnalyzedRegion &AR,
                                      const PredicationTarget &Target) {
  const MachineRegion &R = AR.Region;
  const PredicateAssignment &PA = AR.Analysis->Predicates;
  // The guards of the blocks with an instruction that cannot be speculated:
  // planRegion predicates at least those, or fails.
  LinearCode Code;
  ConditionRepeats Repeats = conditionRepeats(AR, Target);
  PlannedValues Values(R, Target, Repeats);
  PredicateLogicBuilder Logic(PA, R.Blocks.size(), Values, Code);
  for (unsigned N : AR.Analysis->LinearOrder) {
    if (PA.predicateOf(N) != PredicateAssignment::True &&
        llvm::any_of(*R.Blocks[N], [&](const MachineInstr &MI) {
          return !MI.isPHI() && !MI.isTerminator() && !MI.isDebugInstr() &&
                 !isSpeculatable(MI, Target);
        }))
      Logic.record(LinearOp::predicate(N, Logic.guardOf(N), nullptr));
    if (R.Branches[N].isConditional())
      Logic.layOutCondition(N);
  }
  return logicOf(Code, R, Target);
}

/// Whether chains for A and B OR the same edges in the same groups (so
/// build the same logic), and a hash of those edges.
static bool sameChainEdges(const JoinPlan &A, const JoinPlan &B) {
  if (A.Default != B.Default || A.Groups.size() != B.Groups.size())
    return false;
  for (unsigned G = 0; G != A.Groups.size(); ++G) {
    const auto &EA = A.Groups[G].Edges, &EB = B.Groups[G].Edges;
    if (EA.size() != EB.size())
      return false;
    for (unsigned I = 0; I != EA.size(); ++I)
      if (EA[I].Node != EB[I].Node || EA[I].Kind != EB[I].Kind)
        return false;
  }
  return true;
}
static size_t hashChainEdges(const JoinPlan &J) {
  // Cheap and good enough for a map of a region's joins (hash_combine was
  // a visible part of planning a single diamond).
  size_t H = J.Default;
  for (const JoinPlan::Group &G : J.Groups) {
    H = H * 1000003 + G.Edges.size();
    for (const JoinPlan::Edge &E : G.Edges)
      H = H * 1000003 + 3 * E.Node + unsigned(E.Kind);
  }
  return H;
}

/// Joins whose chains OR the same edges in the same groups (above all,
/// PHIs of one block) share all the logic of their chains (the builder
/// builds an operation on the same operands once): chooseSelectTrees counts
/// a choice's logic on one chain of each such class, so that each step of
/// its search costs time in the number of classes, not of joins (2,000
/// PHIs of one block took 0.25 s).
namespace {
struct ChainClasses {
  SmallVector<const JoinPlan *, 4> Representative; // per class
  SmallVector<unsigned, 8> ClassOf; // per join
  unsigned size() const { return Representative.size(); }
};
} // namespace

static ChainClasses classifyChains(ArrayRef<JoinPlan *> Joins) {
  ChainClasses Classes;
  // Classes by a hash of their edges; NextWithHash chains those that share
  // one, the newest first.
  SmallDenseMap<size_t, unsigned, 4> FirstWithHash;
  SmallVector<unsigned, 4> NextWithHash;
  constexpr unsigned None = ~0u;
  for (const JoinPlan *Join : Joins) {
    auto [First, New] =
        FirstWithHash.try_emplace(hashChainEdges(*Join), Classes.size());
    unsigned C = New ? None : First->second;
    while (C != None && !sameChainEdges(*Classes.Representative[C], *Join))
      C = NextWithHash[C];
    if (C == None) {
      C = Classes.size();
      Classes.Representative.push_back(Join);
      NextWithHash.push_back(New ? None : First->second);
      First->second = C;
    }
    Classes.ClassOf.push_back(C);
  }
  return Classes;
}

/// Each join's value is built either as R/K selects on edge predicates (a
/// chain) or as a select tree on the branch conditions. What a chain costs
/// depends on the others (predicate logic and captured conditions are built
/// once and shared), so the plan is searched: from all chains and from all
/// trees, each join in region order switches where that lowers the plan's
/// overhead in the target's instruction counts (selects, logic operations,
/// captured conditions), and the cheaper of the two results is kept (the
/// trees on a tie: they read the branch conditions without waiting for
/// logic). Region order keeps the result independent of where
/// the PHIs happen to be in memory.
static void chooseSelectTrees(const AnalyzedRegion &AR, ConversionPlan &Plan,
                              ArrayRef<const MachineInstr *> JoinOrder,
                              const PredicationTarget &Target,
                              const ConditionRepeats &Repeats) {
  PredicationTarget::Overheads O = Target.overheads();
  SmallVector<JoinPlan *, 8> Joins;
  for (const MachineInstr *PHI : JoinOrder)
    Joins.push_back(&Plan.Joins.find(PHI)->second);
  if (llvm::none_of(Joins,
                    [](const JoinPlan *J) { return J->Tree.has_value(); }))
    return; // nothing to choose

  ChainClasses Classes = classifyChains(Joins);
  // The overhead of a choice, given how many joins of each class are
  // chains and the selects of all joins. The shared logic depends only on
  // which classes have chains: up to 64 classes, it is counted once per
  // such set (the two searches meet the same sets).
  SmallDenseMap<uint64_t, PredicateLogic, 8> LogicOfClasses;
  auto Cost = [&](ArrayRef<unsigned> ChainsOfClass, unsigned Selects) {
    SmallPtrSet<const JoinPlan *, 4> Representatives;
    uint64_t ClassSet = 0;
    for (unsigned C = 0; C != Classes.size(); ++C)
      if (ChainsOfClass[C]) {
        Representatives.insert(Classes.Representative[C]);
        ClassSet |= C < 64 ? uint64_t(1) << C : 0;
      }
    auto Count = [&] {
      LinearCode Code = walkLinearCode(
          AR, Plan, Target, Repeats,
          [&](const JoinPlan &J) -> std::optional<bool> {
            if (Representatives.count(&J))
              return false;
            return std::nullopt;
          });
      return logicOf(Code, AR.Region, Target);
    };
    PredicateLogic L;
    if (Classes.size() > 64)
      L = Count();
    else if (auto Known = LogicOfClasses.find(ClassSet);
             Known != LogicOfClasses.end())
      L = Known->second;
    else
      L = LogicOfClasses[ClassSet] = Count();
    return Selects * O.Select + L.Ops * O.PredicateOp +
           L.Captured * O.Condition + L.ChainTests * O.ChainTest;
  };
  auto Search = [&](bool FromTrees) {
    SmallVector<bool, 8> UseTree;
    SmallVector<unsigned, 4> ChainsOfClass(Classes.size(), 0);
    unsigned Selects = 0;
    auto Count = [&](unsigned I, int Sign) {
      if (UseTree[I]) {
        Selects += Sign * int(Joins[I]->Tree->Selects.size());
      } else {
        Selects += Sign * int(Joins[I]->Groups.size() - 1);
        ChainsOfClass[Classes.ClassOf[I]] += Sign;
      }
    };
    for (unsigned I = 0; I != Joins.size(); ++I) {
      UseTree.push_back(FromTrees && Joins[I]->Tree.has_value());
      Count(I, +1);
    }
    double Best = Cost(ChainsOfClass, Selects);
    auto Switch = [&](unsigned I) {
      Count(I, -1);
      UseTree[I] = !UseTree[I];
      Count(I, +1);
    };
    for (unsigned I = 0; I != Joins.size(); ++I) {
      if (!Joins[I]->Tree)
        continue;
      Switch(I);
      double C = Cost(ChainsOfClass, Selects);
      if (C < Best)
        Best = C;
      else
        Switch(I);
    }
    return std::make_pair(Best, UseTree);
  };
  auto FromChains = Search(false);
  auto FromTrees = Search(true);
  ArrayRef<bool> UseTree = FromTrees.first <= FromChains.first
                               ? FromTrees.second
                               : FromChains.second;
  for (unsigned I = 0; I != Joins.size(); ++I)
    if (!UseTree[I])
      Joins[I]->Tree.reset();
}

namespace {

/// MI as a remark quotes it: on one line, without its debug location.
std::string instrText(const MachineInstr &MI) {
  std::string S;
  raw_string_ostream OS(S);
  MI.print(OS, /*IsStandalone=*/true, /*SkipOpers=*/false,
           /*SkipDebugLoc=*/true, /*AddNewLine=*/false);
  return S;
}

/// The planning state of one region. A refusal leaves the plan as far as
/// it got, with Rejected set.
class RegionPlanner {
public:
  RegionPlanner(const AnalyzedRegion &AR, PredicationTarget &Target,
                ConversionPlan &Plan)
      : AR(AR), R(AR.Region), PA(AR.Analysis->Predicates),
        MRI(R.entry()->getParent()->getRegInfo()), Target(Target), Plan(Plan) {}

  /// Fills in the plan; false when the region cannot be converted.
  bool run();

private:
  /// Records why the region cannot be converted; returns false.
  bool fail(RejectionKind Kind, const Twine &Why,
            const MachineInstr *MI = nullptr) {
    Plan.Rejected = Rejection{Kind, Why.str(), MI};
    return false;
  }
  bool canSelect(const MachineInstr &PHI) const {
    return Target.canSelect(MRI.getRegClass(PHI.getOperand(0).getReg()));
  }
  bool readsGarbage(const MachineInstr &MI) const {
    return llvm::any_of(MI.uses(), [&](const MachineOperand &MO) {
      return MO.isReg() && MO.getReg().isVirtual() &&
             MaybeGarbage.count(MO.getReg());
    });
  }
  void markDefs(const MachineInstr &MI) {
    for (const MachineOperand &MO : MI.defs())
      if (MO.isReg() && MO.getReg().isVirtual())
        MaybeGarbage.insert(MO.getReg());
  }
  void addJoin(const MachineInstr &PHI, JoinPlan Join) {
    JoinOrder.push_back(&PHI);
    Plan.Joins[&PHI] = std::move(Join);
  }
  /// Node N's branch, PHIs and instructions.
  bool planBlock(unsigned N);
  /// A PHI of node N (not the entry), which becomes a select.
  bool planBlockJoin(unsigned N, const MachineInstr &PHI);
  /// An instruction of a guarded block: speculated or predicated.
  bool planGuardedInstr(const MachineBasicBlock &MBB, const MachineInstr &MI);
  /// Exit target T, whose PHIs that merge several region edges become
  /// selects.
  bool planExitTarget(MachineBasicBlock *T);
  /// The exits of the linear code and how each is tested.
  void planExits();
  /// The branches the exits keep, and those that go.
  void countRemovedBranches();
  /// How the joins are built, and the predicate logic that needs.
  void planPredicateLogic();

  const AnalyzedRegion &AR;
  const MachineRegion &R;
  const PredicateAssignment &PA;
  const MachineRegisterInfo &MRI;
  PredicationTarget &Target;
  ConversionPlan &Plan;
  SmallVector<const MachineInstr *, 8> JoinOrder; // Plan.Joins, in order
  /// Registers that may hold garbage when their block did not run: results
  /// of predicated instructions, and what is computed from them. A
  /// speculated load must not take its address from one of them, so the
  /// blocks are visited in linear order, definitions before uses.
  DenseSet<Register> MaybeGarbage;
  SmallVector<ExitEdge, 4> Exits;
  SmallVector<MachineBasicBlock *, 4> Targets; // exitTargets(Exits)
};

bool RegionPlanner::run() {
  Target.beginPlanning();
  Plan.Instructions = countPlannedInstructions(R);

  if (R.numConditionalBranches() == 0)
    return fail(RejectionKind::NoBranch, "region has no conditional branch");

  for (unsigned N : AR.Analysis->LinearOrder)
    if (!planBlock(N))
      return false;

  // PHIs at exit targets that merge several region edges become selects.
  Exits = R.exitEdges();
  Targets = MachineRegion::exitTargets(Exits);
  for (MachineBasicBlock *T : Targets)
    if (!planExitTarget(T))
      return false;
  planExits();
  countRemovedBranches();
  planPredicateLogic();
  return true;
}

bool RegionPlanner::planBlock(unsigned N) {
  const MachineBasicBlock &MBB = *R.Blocks[N];
  const BlockBranch &Br = R.Branches[N];
  if (Br.isConditional() && !Target.canMaterializeCondition(Br.Cond))
    return fail(RejectionKind::UnsupportedBranch,
                blockName(MBB) + ": branch condition not understood by the " +
                    Target.name() + " adaptor",
                &*MBB.getFirstTerminator());
  std::string WhyNot;
  if (N != 0 && !Target.canLinearize(MBB, WhyNot))
    return fail(RejectionKind::CannotLinearize, blockName(MBB) + ": " + WhyNot);
  bool Guarded = PA.predicateOf(N) != PredicateAssignment::True;
  for (const MachineInstr &MI : MBB) {
    if (MI.isPHI()) {
      if (N == 0)
        continue; // the entry's PHIs stay where they are
      if (!planBlockJoin(N, MI))
        return false;
      continue;
    }
    if (MI.isTerminator() || MI.isDebugInstr())
      continue;
    if (!Guarded)
      continue;
    if (!planGuardedInstr(MBB, MI))
      return false;
  }
  return true;
}

bool RegionPlanner::planBlockJoin(unsigned N, const MachineInstr &PHI) {
  const MachineBasicBlock &MBB = *R.Blocks[N];
  if (!canSelect(PHI))
    return fail(RejectionKind::UnsupportedPHI,
                blockName(MBB) + ": no select for PHI " + instrText(PHI), &PHI);
  JoinPlan Join = planJoin(
      PHI, R, *AR.Analysis,
      [&](unsigned From) { return edgeKindTo(R.Branches[From], &MBB); },
      [&](unsigned From, EdgeKind K) {
        return llvm::any_of(R.Graph.succs(From),
                            [&](const RegionGraph::Edge &E) {
                              return E.Kind == K && E.To == N;
                            });
      });
  addJoin(PHI, std::move(Join));
  if (readsGarbage(PHI)) // the select passes garbage on
    markDefs(PHI);
  return true;
}

bool RegionPlanner::planGuardedInstr(const MachineBasicBlock &MBB,
                                     const MachineInstr &MI) {
  std::string Why;
  bool Garbage = readsGarbage(MI);
  bool Speculable = isSpeculatable(MI, Target) && !(Garbage && MI.mayLoad());
  if (Speculable) {
    ++Plan.Speculated;
    if (Garbage)
      markDefs(MI);
  } else if (Target.canPredicate(MI)) {
    if (const MachineOperand *Def = physRegDefOf(MI))
      return fail(RejectionKind::CannotPredicate,
                  blockName(MBB) + ": " + instrText(MI) +
                      " would only partially define " +
                      regName(Def->getReg(), MRI),
                  &MI);
    if (!Target.canPredicateHere(MI, Why))
      return fail(RejectionKind::CannotPredicateHere,
                  blockName(MBB) + ": cannot predicate " + instrText(MI) +
                      ": " + Why,
                  &MI);
    ++Plan.Predicated;
    Plan.PredicationExpansion += Target.extraInstructionsToPredicate(MI);
    Plan.ToPredicate.insert(&MI);
    markDefs(MI);
  } else
    return fail(RejectionKind::CannotPredicate,
                blockName(MBB) + ": " + instrText(MI) +
                    " can be neither speculated nor predicated",
                &MI);
  return true;
}

bool RegionPlanner::planExitTarget(MachineBasicBlock *T) {
  // The linear code and its exit branches may clobber what an exit target
  // expects to be live into it (ARM: flags), and the new exit blocks do
  // not carry it: the same condition as for blocks moved into the code.
  std::string WhyNot;
  if (!Target.canLinearize(*T, WhyNot))
    return fail(RejectionKind::CannotLinearize,
                "exit target " + blockName(*T) + ": " + WhyNot);
  for (const MachineInstr &PHI : T->phis()) {
    unsigned FromRegion = 0;
    for (unsigned I = 2; I < PHI.getNumOperands(); I += 2)
      FromRegion += R.NodeOf.count(PHI.getOperand(I).getMBB());
    if (FromRegion > 1) {
      if (!canSelect(PHI))
        return fail(RejectionKind::UnsupportedPHI,
                    blockName(*T) + ": no select for PHI " + instrText(PHI),
                    &PHI);
      JoinPlan Join = planJoin(
          PHI, R, *AR.Analysis,
          [&](unsigned From) {
            for (const ExitEdge &E : Exits)
              if (E.Node == From && E.Target == T)
                return E.Kind;
            llvm_unreachable(
                "a PHI input from a block that does not exit here");
          },
          [&](unsigned From, EdgeKind K) {
            return llvm::any_of(Exits, [&](const ExitEdge &E) {
              return E.Node == From && E.Kind == K && E.Target == T;
            });
          });
      addJoin(PHI, std::move(Join));
    }
  }
  return true;
}

void RegionPlanner::planExits() {
  // Each exit is the OR of its edges' tests, and the exits are tested in
  // order: a test only has to be right on the paths that take none of the
  // edges tested before it (each path takes exactly one exit edge).
  std::vector<std::pair<unsigned, EdgeKind>> TestedBefore;
  auto TakenBefore = [&](unsigned From, EdgeKind Kind) {
    return llvm::is_contained(TestedBefore, std::make_pair(From, Kind));
  };
  auto Reached = [&](unsigned N) {
    return R.Graph.isOnEveryPath(N, TakenBefore);
  };
  for (MachineBasicBlock *T : Targets) {
    ExitPlan Exit{T, {}};
    for (const ExitEdge &E : Exits) {
      if (E.Target != T)
        continue;
      Exit.Edges.push_back(
          {E.Node, E.Kind,
           UseExitTests ? testOnRemainingPaths(PA, E.Node, E.Kind, Reached)
                        : std::nullopt});
      TestedBefore.push_back({E.Node, E.Kind});
    }
    Exit.Separate = Target.prefersBranchPerExitEdge() &&
                    T != Targets.back() && Exit.Edges.size() > 1 &&
                    llvm::all_of(Exit.Edges, [](const ExitPlan::Edge &E) {
                      return E.Condition.has_value();
                    });
    Plan.Exits.push_back(std::move(Exit));
  }
}

void RegionPlanner::countRemovedBranches() {
  unsigned ExitBranches = 0;
  for (const ExitPlan &Exit : ArrayRef(Plan.Exits).drop_back())
    ExitBranches += Exit.Separate ? Exit.Edges.size() : 1;
  Plan.RemovedBranches = R.numConditionalBranches() - ExitBranches;
  Plan.TestsAnExit.assign(R.Graph.size(), false);
  for (const ExitPlan &Exit : ArrayRef(Plan.Exits).drop_back())
    for (const ExitPlan::Edge &E : Exit.Edges)
      Plan.TestsAnExit[E.Node] = true;
  for (unsigned N = 0; N != R.Graph.size(); ++N)
    Plan.ForksRemoved += R.Graph.isConditional(N) && !Plan.TestsAnExit[N];
}

void RegionPlanner::planPredicateLogic() {
  ConditionRepeats Repeats = conditionRepeats(AR, Target);
  if (UseSelectTrees)
    chooseSelectTrees(AR, Plan, JoinOrder, Target, Repeats);
  Plan.Code = walkLinearCode(AR, Plan, Target, Repeats, [](const JoinPlan &J) {
    return std::optional<bool>(J.Tree.has_value());
  });
  PredicateLogic Logic = logicOf(Plan.Code, AR.Region, Target);
  Plan.PredicateOps = Logic.Ops;
  Plan.CapturedConditions = Logic.Captured;
  Plan.ChainTests = Logic.ChainTests;
  Plan.Selects = Plan.Code.selects();
}

} // namespace

ConversionPlan rkifc::planRegion(const AnalyzedRegion &AR,
                                 PredicationTarget &Target) {
  ConversionPlan Plan;
  RegionPlanner(AR, Target, Plan).run();
  return Plan;
}

namespace {

/// The rewriting state of one region. Its predicate logic is built by the
/// planner's PredicateLogicBuilder, with registers for values; what it
/// emits is recorded as a LinearCode, for -rk-ifcvt-check-plan.
class Linearizer : PredicateValueSink {
public:
  Linearizer(const AnalyzedRegion &AR, const ConversionPlan &Plan,
             PredicationTarget &Target)
      : R(AR.Region), A(*AR.Analysis), PA(A.Predicates), Plan(Plan),
        Target(Target), M(*R.entry()), MF(*M.getParent()), MRI(MF.getRegInfo()),
        CondValue(R.Graph.size()),
        Logic(PA, R.Blocks.size(), *this, Emitted) {}

  ConvertedRegion run();

private:
  /// Code is always appended to the end of the linear block.
  MachineBasicBlock::iterator end() { return M.end(); }

  using Literal = PredicationTarget::Literal;
  // PredicateValueSink: values are registers.
  Value condition(unsigned N) override {
    assert(CondValue[N].Reg && "condition read before its branch");
    return {CondValue[N].Reg.id(), CondValue[N].Negated};
  }
  Value logic(bool IsAnd, Value A, Value B) override {
    Literal LA{Register(A.Id), A.Negated}, LB{Register(B.Id), B.Negated};
    Literal Result = IsAnd ? Target.emitAnd(M, end(), DL, LA, LB)
                           : Target.emitOr(M, end(), DL, LA, LB);
    return {Result.Reg.id(), Result.Negated};
  }
  Literal literal(PredicateRef Ref) const {
    Value V = Logic.valueOf(Ref);
    return {Register(V.Id), V.Negated};
  }
  void checkAgainstPlan() const;

  bool isUndefined(Register Reg) const { return ::isUndefined(Reg, MRI); }
  /// Dst = the value of the edge that was taken, as the plan for PHI says.
  void emitJoin(Register Dst, const MachineInstr &PHI);
  void emitSelectTree(Register Dst, const MachineInstr &PHI,
                      const JoinPlan &Join, const TargetRegisterClass *RC);
  /// Reg:SubReg as a full register of class RC (a sub-register is copied
  /// out first).
  Register readValue(Register Reg, unsigned SubReg,
                     const TargetRegisterClass *RC);
  void appendBlock(unsigned N);
  /// One conditional branch of the exit chain (an unconditional one when
  /// Test is true); Mass: how often the region, entered once, leaves by it.
  struct ExitBranch {
    MachineBasicBlock *Target;
    PredicateRef Test;
    DebugLoc Loc;
    double Mass;
  };
  /// The exits' tests and the values of their targets' PHIs, computed in
  /// the linear block; the branches in plan order.
  SmallVector<ExitBranch, 4>
  emitExitTests(SmallDenseMap<MachineInstr *, Register, 8> &PHIValue);
  /// The chain of blocks holding the exit branches; per target, the blocks
  /// that branch to it.
  SmallDenseMap<MachineBasicBlock *, SmallVector<MachineBasicBlock *, 2>, 4>
  emitExitChain(ArrayRef<ExitBranch> Branches);
  void rewriteExits();
  double edgeProbability(unsigned N, EdgeKind Kind) const;
  std::vector<double> reachProbabilities() const;
  void eraseUnusedPredicateCode();

  const MachineRegion &R;
  const RegionAnalysis &A;
  const PredicateAssignment &PA;
  const ConversionPlan &Plan;
  PredicationTarget &Target;
  MachineBasicBlock &M;
  MachineFunction &MF;
  MachineRegisterInfo &MRI;
  /// The location of what is emitted now: the branch of the block being
  /// laid out (its condition and predicates replace that branch), or the
  /// PHI a select chain replaces.
  DebugLoc DL;
  /// Per node, the location of its branch, read before any is erased.
  std::vector<DebugLoc> BranchLoc;
  /// The last instruction before the first guarded block's code, and the
  /// "unknown" debug values placed after it so far.
  MachineInstr *BeforeGuardedCode = nullptr;
  MachineInstr *LastUnknown = nullptr;
  DenseSet<DebugVariable> UnknownVariables;

  void shelveGuardedDebugValue(MachineInstr &MI);

  // Per node, once its block is laid out: how to read its branch condition.
  std::vector<Literal> CondValue;
  /// What has been emitted, and the logic built for it.
  LinearCode Emitted;
  PredicateLogicBuilder Logic;
  /// The linear block and the blocks holding its exit branches.
  SmallVector<MachineBasicBlock *, 4> ExitChain;
  /// Index of the first virtual register the rewrite created.
  unsigned FirstNewRegister = 0;
};

/// One select per group of the plan but the default; the edges of one join
/// exclude one another, so the order of the selects does not matter, and a
/// predicate is built only for the groups that need one. A group whose
/// value is undefined (IMPLICIT_DEF) gets no select: any value will do on
/// its paths, and a select of an undefined value is a hazard (issue 44:
/// Hexagon's expand-condsets turns the mux into a transfer and an
/// IMPLICIT_DEF of the same register, which RDF's dead-code elimination
/// then takes as killing the transfer).
void Linearizer::emitJoin(Register Dst, const MachineInstr &PHI) {
  const JoinPlan &Join = Plan.Joins.find(&PHI)->second;
  const TargetRegisterClass *RC = MRI.getRegClass(Dst);
  if (Join.Tree) {
    emitSelectTree(Dst, PHI, Join, RC);
    return;
  }
  // The predicates and values first, in input order; then the selects,
  // from the last value to the first.
  struct Select {
    unsigned Group;
    Register Value;
    PredicateRef Taken;
  };
  SmallVector<Select, 4> Selects;
  for (unsigned G = 0; G != Join.Groups.size(); ++G) {
    const JoinPlan::Group &Group = Join.Groups[G];
    if (G == Join.Default || isUndefined(Group.Reg))
      continue;
    SmallVector<PredicateRef, 4> Edges;
    for (const JoinPlan::Edge &E : Group.Edges)
      Edges.push_back(Logic.edge(E.Node, E.Kind));
    PredicateRef Taken = Logic.orTree(std::move(Edges));
    Selects.push_back({G, readValue(Group.Reg, Group.SubReg, RC), Taken});
  }
  const JoinPlan::Group &Default = Join.Groups[Join.Default];
  Register Current;
  if (isUndefined(Default.Reg) && !Selects.empty())
    Current = Selects.pop_back_val().Value; // its paths' value, everywhere
  else
    Current = readValue(Default.Reg, Default.SubReg, RC);
  if (Selects.empty()) {
    BuildMI(M, end(), DL, MF.getSubtarget().getInstrInfo()->get(
                              TargetOpcode::COPY), Dst)
        .addReg(Current);
    return;
  }
  for (unsigned I = Selects.size(); I-- > 0;) {
    Register Next = I == 0 ? Dst : MRI.createVirtualRegister(RC);
    Target.emitSelect(M, end(), DL, Next, literal(Selects[I].Taken),
                      Selects[I].Value, Current);
    Logic.record(
        LinearOp::select(&PHI, Selects[I].Group, Selects[I].Taken));
    Current = Next;
  }
}

/// The selects of the tree in its order, each on the condition its block's
/// branch computed; the last one (the root) defines Dst.
void Linearizer::emitSelectTree(Register Dst, const MachineInstr &PHI,
                                const JoinPlan &Join,
                                const TargetRegisterClass *RC) {
  const SelectTree &Tree = *Join.Tree;
  SmallVector<Register, 4> Values(Join.Groups.size()), Built;
  auto Read = [&](SelectTree::Operand O) {
    if (O.Kind == SelectTree::Operand::Select)
      return Built[O.Index];
    Register &V = Values[O.Index];
    if (!V)
      V = readValue(Join.Groups[O.Index].Reg, Join.Groups[O.Index].SubReg, RC);
    return V;
  };
  if (Tree.Selects.empty()) {
    BuildMI(M, end(), DL,
            MF.getSubtarget().getInstrInfo()->get(TargetOpcode::COPY), Dst)
        .addReg(Read(Tree.Root));
    return;
  }
  for (unsigned I = 0; I != Tree.Selects.size(); ++I) {
    const SelectTree::Select &S = Tree.Selects[I];
    bool IsRoot = I + 1 == Tree.Selects.size();
    Register IfTrue = Read(S.IfTrue), IfFalse = Read(S.IfFalse);
    // A select with an undefined side is its other side (see emitJoin).
    if (isUndefined(IfTrue) || isUndefined(IfFalse)) {
      Register Kept = isUndefined(IfTrue) ? IfFalse : IfTrue;
      if (IsRoot)
        BuildMI(M, end(), DL,
                MF.getSubtarget().getInstrInfo()->get(TargetOpcode::COPY), Dst)
            .addReg(Kept);
      Built.push_back(Kept);
      continue;
    }
    Register Next = IsRoot ? Dst : MRI.createVirtualRegister(RC);
    PredicateRef Cond = Logic.condition(S.Node);
    Target.emitSelect(M, end(), DL, Next, literal(Cond), IfTrue, IfFalse);
    Logic.record(LinearOp::select(&PHI, I, Cond));
    Built.push_back(Next);
  }
}

Register Linearizer::readValue(Register Reg, unsigned SubReg,
                               const TargetRegisterClass *RC) {
  if (!SubReg)
    return Reg;
  Register Copy = MRI.createVirtualRegister(RC);
  BuildMI(M, end(), DL,
          MF.getSubtarget().getInstrInfo()->get(TargetOpcode::COPY), Copy)
      .addReg(Reg, 0, SubReg);
  return Copy;
}

/// A debug value of a guarded block holds only if the block ran; in
/// straight-line code it would show its value on every path. Its variable
/// is made "unknown" instead, until a debug value of unguarded code (the
/// join's, which names the select) says more. That happens where the debug
/// value was, or, for a target one of whose later passes stumbles on debug
/// instructions between an arm's instruction and its select, once per
/// variable just before the region's first guarded code, where it can
/// never sit between the two.
void Linearizer::shelveGuardedDebugValue(MachineInstr &MI) {
  if (!MI.isDebugValue()) {
    MI.eraseFromParent(); // DBG_INSTR_REF: no undef form to keep
    return;
  }
  MI.setDebugValueUndef();
  if (!Target.needsDebugValuesBeforeGuardedCode()) {
    M.splice(end(), MI.getParent(), MI.getIterator());
    return;
  }
  DebugVariable Var(MI.getDebugVariable(), MI.getDebugExpression(),
                    MI.getDebugLoc()->getInlinedAt());
  if (!UnknownVariables.insert(Var).second) {
    MI.eraseFromParent(); // the variable is unknown already
    return;
  }
  MI.removeFromParent();
  MachineInstr *After = LastUnknown ? LastUnknown : BeforeGuardedCode;
  M.insertAfter(After->getIterator(), &MI);
  LastUnknown = &MI;
}

void Linearizer::appendBlock(unsigned N) {
  MachineBasicBlock &MBB = *R.Blocks[N];
  DL = BranchLoc[N];
  bool Guarded = PA.predicateOf(N) != PredicateAssignment::True;
  if (Guarded && !BeforeGuardedCode)
    BeforeGuardedCode = &M.back();
  if (N != 0) {
    // PHIs first: every incoming edge comes from a block laid out earlier.
    for (MachineInstr &PHI : make_early_inc_range(MBB.phis())) {
      DL = PHI.getDebugLoc() ? PHI.getDebugLoc() : BranchLoc[N];
      emitJoin(PHI.getOperand(0).getReg(), PHI);
      PHI.eraseFromParent();
    }
    DL = BranchLoc[N];
    for (MachineInstr &MI : make_early_inc_range(MBB)) {
      if (MI.isTerminator())
        break;
      if (Guarded && MI.isDebugValueLike()) {
        shelveGuardedDebugValue(MI);
        continue;
      }
      // The guard is built when the first instruction needs it, so blocks
      // whose code is all speculated cost no predicate logic.
      bool NeedsGuard = Plan.ToPredicate.count(&MI);
      PredicateRef G = NeedsGuard ? Logic.guardOf(N) : PredicateRef();
      M.splice(end(), &MBB, MI.getIterator());
      if (!NeedsGuard)
        continue;
      // planRegion asked canPredicate; an adaptor that then fails would
      // leave the instruction running unguarded, so that is fatal even in
      // a release build (no assertions there).
      if (!Target.predicate(MI, literal(G)))
        reportFatalInternalError(
            "rk-ifcvt: the " + Target.name() +
            " adaptor could not predicate an instruction it accepted");
      Logic.record(LinearOp::predicate(N, G, &MI));
    }
  }
  // The branch goes; its condition becomes a predicate value, computed
  // where the branch was so that it reads the same inputs.
  const BlockBranch &Br = R.Branches[N];
  if (N == 0)
    M.erase(M.getFirstTerminator(), M.end());
  if (Br.isConditional()) {
    CondValue[N] = Target.materializeCondition(M, end(), DL, Br.Cond);
    Logic.layOutCondition(N);
  }
}

void Linearizer::rewriteExits() {
  SmallDenseMap<MachineInstr *, Register, 8> PHIValue;
  SmallVector<ExitBranch, 4> Branches = emitExitTests(PHIValue);
  // Detach every region block from the CFG; only the linear block stays.
  for (MachineBasicBlock *MBB : R.Blocks)
    while (!MBB->succ_empty())
      MBB->removeSuccessor(MBB->succ_begin());
  auto BranchesTo = emitExitChain(Branches);

  // Exit PHIs now receive one value from each block that branches to them.
  for (const ExitPlan &Exit : Plan.Exits) {
    MachineBasicBlock *T = Exit.Target;
    ArrayRef<MachineBasicBlock *> From = BranchesTo[T];
    for (MachineInstr &PHI : T->phis()) {
      // The value from the region: the select's, or the single input.
      Register Value;
      unsigned SubReg = 0;
      auto It = PHIValue.find(&PHI);
      if (It != PHIValue.end())
        Value = It->second;
      for (unsigned I = PHI.getNumOperands() - 1; I >= 2; I -= 2)
        if (R.NodeOf.count(PHI.getOperand(I).getMBB())) {
          if (!Value) {
            Value = PHI.getOperand(I - 1).getReg();
            SubReg = PHI.getOperand(I - 1).getSubReg();
          }
          PHI.removeOperand(I);
          PHI.removeOperand(I - 1);
        }
      for (MachineBasicBlock *B : From)
        MachineInstrBuilder(MF, PHI).addReg(Value, 0, SubReg).addMBB(B);
    }
  }
}

SmallVector<Linearizer::ExitBranch, 4>
Linearizer::emitExitTests(
    SmallDenseMap<MachineInstr *, Register, 8> &PHIValue) {
  SmallVector<ExitBranch, 4> Branches;
  // The exit branches keep the probabilities of the branches they replace:
  // with none, a loop whose latch is now an exit branch would look to the
  // register allocator and to block placement as if it ran twice.
  std::vector<double> Reach = reachProbabilities();
  auto EdgeMass = [&](const ExitPlan::Edge &E) {
    return Reach[E.Node] * edgeProbability(E.Node, E.Kind);
  };
  auto Add = [&](MachineBasicBlock *T, PredicateRef Test, DebugLoc Loc,
                 double Mass) {
    Branches.push_back({T, Test, Loc, Mass});
    Logic.record(LinearOp::exit(T, Test));
  };
  for (const ExitPlan &Exit : Plan.Exits) {
    MachineBasicBlock *T = Exit.Target;
    // The exit's test and selects replace the branches that led to T: they
    // take the location of the first.
    DL = BranchLoc[Exit.Edges.front().Node];
    // The last target is reached by an unconditional branch: no test.
    if (&Exit != &Plan.Exits.back()) {
      SmallVector<PredicateRef, 4> Edges;
      double Mass = 0;
      for (const ExitPlan::Edge &E : Exit.Edges) {
        if (const std::optional<SignedEdge> &C = E.Condition)
          Edges.push_back(C->OnTrue ? Logic.condition(C->Node)
                                    : ~Logic.condition(C->Node));
        else
          Edges.push_back(Logic.edge(E.Node, E.Kind));
        assert(!Edges.back().isTrue() &&
               "an always-taken exit must be the only one");
        Mass += EdgeMass(E);
        if (Exit.Separate)
          Add(T, Edges.back(), BranchLoc[E.Node], EdgeMass(E));
      }
      if (!Exit.Separate)
        Add(T, Logic.orTree(std::move(Edges)), DL, Mass);
    } else {
      Add(T, PredicateRef(), DL, 0);
    }

    for (MachineInstr &PHI : T->phis()) {
      // A PHI with one input from the region has no plan: the operand stays
      // as it is, and only its incoming block changes in rewriteExits.
      if (!Plan.Joins.count(&PHI))
        continue;
      Register V = MRI.createVirtualRegister(
          MRI.getRegClass(PHI.getOperand(0).getReg()));
      emitJoin(V, PHI);
      PHIValue[&PHI] = V;
    }
  }
  return Branches;
}

SmallDenseMap<MachineBasicBlock *, SmallVector<MachineBasicBlock *, 2>, 4>
Linearizer::emitExitChain(ArrayRef<ExitBranch> Branches) {
  // The exit branches in plan order, each ending a block of the chain, then
  // an unconditional branch to the last target, which needs no test:
  // exactly one exit is taken on every path through the region.
  SmallDenseMap<MachineBasicBlock *, SmallVector<MachineBasicBlock *, 2>, 4>
      BranchesTo;
  MachineBasicBlock *Cur = &M;
  ExitChain.push_back(Cur);
  double NotLeftYet = 1.0; // how often a block of the chain is reached
  for (const ExitBranch &B : Branches) {
    BranchesTo[B.Target].push_back(Cur);
    if (B.Test.isTrue()) {
      Target.emitBranch(*Cur, B.Target, B.Loc);
      Cur->addSuccessor(B.Target, BranchProbability::getOne());
      break;
    }
    MachineBasicBlock *Next = MF.CreateMachineBasicBlock(M.getBasicBlock());
    MF.insert(std::next(Cur->getIterator()), Next);
    Target.emitConditionalBranch(*Cur, B.Target, literal(B.Test), B.Loc);
    double Taken = NotLeftYet > 0 ? B.Mass / NotLeftYet : 0.5;
    constexpr uint32_t Scale = 1u << 20;
    auto P = BranchProbability(
        uint32_t(std::clamp(Taken, 0.0, 1.0) * Scale + 0.5), Scale);
    Cur->addSuccessor(B.Target, P);
    Cur->addSuccessor(Next, P.getCompl());
    NotLeftYet -= B.Mass;
    Cur = Next;
    ExitChain.push_back(Cur);
  }
  return BranchesTo;
}

void Linearizer::checkAgainstPlan() const {
  std::optional<std::string> Difference = Plan.Code.firstDifference(Emitted);
  if (!Difference)
    return;
  reportFatalInternalError("rk-ifcvt: the linear code of the region at " +
                           blockName(M) + " in " + MF.getName() +
                           " is not its plan: " + *Difference);
}

/// The probability that block N, once reached, leaves by its edge of this
/// kind, as its successor list records it.
double Linearizer::edgeProbability(unsigned N, EdgeKind Kind) const {
  const MachineBasicBlock &MBB = *R.Blocks[N];
  const BlockBranch &Br = R.Branches[N];
  if (Kind == EdgeKind::Always || !Br.isConditional())
    return 1.0;
  const MachineBasicBlock *To =
      Kind == EdgeKind::True ? Br.TrueSucc : Br.FalseSucc;
  auto It = llvm::find(MBB.successors(), To);
  if (It == MBB.succ_end())
    return 0.0;
  BranchProbability P = MBB.getSuccProbability(It);
  return double(P.getNumerator()) / double(P.getDenominator());
}

/// How often each block runs per entry into the region.
std::vector<double> Linearizer::reachProbabilities() const {
  std::vector<double> Reach(R.Blocks.size(), 0.0);
  Reach[0] = 1.0;
  for (unsigned N : A.LinearOrder)
    for (const RegionGraph::Edge &E : R.Graph.succs(N))
      if (!R.Graph.isStop(E.To))
        Reach[E.To] += Reach[N] * edgeProbability(N, E.Kind);
  return Reach;
}

/// The adaptor emits a branch condition's value where the branch was, before
/// it knows whether anything will read it as a value (ARM reads the flags of
/// a repeated compare instead); what nothing reads goes here. Only code the
/// rewrite added, which defines registers created by the rewrite, is
/// considered, and copies nothing reads any more (they fed the PHIs the
/// selects replaced, which read the copied register): the peephole
/// optimizer, which runs before dead-code elimination, folds an instruction
/// into a select only when the select is its one use. The rest of the
/// region's own code is left to the usual dead-code elimination.
void Linearizer::eraseUnusedPredicateCode() {
  auto IsDeadCopy = [&](const MachineInstr &MI) {
    if (!MI.isFullCopy() || !MI.getOperand(1).getReg().isVirtual())
      return false;
    Register Dst = MI.getOperand(0).getReg();
    return Dst.isVirtual() && MRI.use_nodbg_empty(Dst);
  };
  auto DefinesOnlyNewRegisters = [&](const MachineInstr &MI) {
    bool Any = false;
    for (const MachineOperand &MO : MI.all_defs()) {
      if (!MO.getReg().isVirtual() ||
          MO.getReg().virtRegIndex() < FirstNewRegister)
        return false;
      Any = true;
    }
    return Any;
  };
  for (MachineBasicBlock *MBB : ExitChain)
    for (MachineInstr &MI : make_early_inc_range(reverse(*MBB))) {
      if (IsDeadCopy(MI)) {
        // Debug values of the copy describe the same value.
        MRI.replaceRegWith(MI.getOperand(0).getReg(),
                           MI.getOperand(1).getReg());
        MI.eraseFromParent();
        continue;
      }
      if (MI.isDebugInstr() || !DefinesOnlyNewRegisters(MI) ||
          !MI.isDead(MRI))
        continue;
      for (const MachineOperand &MO : MI.all_defs())
        MRI.markUsesInDebugValueAsUndef(MO.getReg());
      MI.eraseFromParent();
    }
}

ConvertedRegion Linearizer::run() {
  FirstNewRegister = MRI.getNumVirtRegs();
  // A block without a branch location (a fall-through) lends the location of
  // its last located instruction, so that nothing rkifc emits goes unlocated
  // where the input had a location.
  BranchLoc.resize(R.Blocks.size());
  for (unsigned N = 0; N != R.Blocks.size(); ++N) {
    MachineBasicBlock &MBB = *R.Blocks[N];
    if (auto Term = MBB.getFirstTerminator(); Term != MBB.end())
      BranchLoc[N] = Term->getDebugLoc();
    for (auto It = MBB.rbegin(); !BranchLoc[N] && It != MBB.rend(); ++It)
      if (!It->isDebugInstr() && It->getDebugLoc())
        BranchLoc[N] = It->getDebugLoc();
  }
  for (unsigned N = 1; N != R.Blocks.size(); ++N)
    Target.prepareToLinearize(*R.Blocks[N]);
  for (MachineBasicBlock *T : MachineRegion::exitTargets(R.exitEdges()))
    Target.prepareToLinearize(*T);
  for (unsigned N : A.LinearOrder)
    appendBlock(N);
  rewriteExits();
  if (CheckPlan)
    checkAgainstPlan();

  for (unsigned N = 1; N != R.Blocks.size(); ++N)
    R.Blocks[N]->eraseFromParent();

  eraseUnusedPredicateCode();
  Target.finishRegion(ExitChain);

  // Moved code keeps no kill flags: its last uses are elsewhere now.
  ConvertedRegion Result{&M, 0};
  for (MachineBasicBlock *MBB : ExitChain) {
    for (MachineInstr &MI : *MBB)
      for (MachineOperand &MO : MI.operands())
        if (MO.isReg() && MO.isUse())
          MO.setIsKill(false);
    Result.Instructions += countCodeInstructions(*MBB);
  }
  return Result;
}

} // namespace

unsigned rkifc::countPlannedInstructions(const MachineRegion &R) {
  unsigned N = 0;
  for (const MachineBasicBlock *MBB : R.Blocks)
    N += llvm::count_if(*MBB, [](const MachineInstr &MI) {
      return !MI.isPHI() && !MI.isTerminator() && !MI.isDebugInstr();
    });
  return N;
}

unsigned rkifc::countCodeInstructions(const MachineBasicBlock &MBB) {
  return llvm::count_if(MBB, [](const MachineInstr &MI) {
    return !MI.isDebugInstr() && !MI.isPHI() && !MI.isCopy();
  });
}

ConvertedRegion rkifc::convertRegion(const AnalyzedRegion &AR,
                                     const ConversionPlan &Plan,
                                     PredicationTarget &Target) {
  return Linearizer(AR, Plan, Target).run();
}
