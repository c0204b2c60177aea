//===- RegionCostModel.cpp - Does converting a region pay? ----------------===//

#include "rkifc/Cost/RegionCostModel.h"

#include "rkifc/Target/PredicationTarget.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/Support/Format.h"
#include "llvm/CodeGen/MachineBasicBlock.h"
#include "llvm/CodeGen/MachineBlockFrequencyInfo.h"
#include "llvm/CodeGen/MachineBranchProbabilityInfo.h"
#include "llvm/CodeGen/MachineFunction.h"
#include "llvm/CodeGen/MachineLoopInfo.h"
#include "llvm/CodeGen/MachineRegisterInfo.h"
#include "llvm/CodeGen/TargetInstrInfo.h"
#include "llvm/CodeGen/TargetRegisterInfo.h"
#include "llvm/CodeGen/TargetSubtargetInfo.h"
#include "llvm/IR/DebugInfoMetadata.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Instructions.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Target/TargetMachine.h"
#include "llvm/TargetParser/Triple.h"

#include <algorithm>
#include <map>
#include <tuple>

using namespace llvm;
using namespace rkifc;

static cl::opt<bool> AssumeLateIfConversion(
    "rk-ifcvt-assume-late-ifcvt", cl::init(true), cl::Hidden,
    cl::desc("On targets whose pipeline runs LLVM's late IfConverter (ARM, "
             "Thumb2), cost the branchy code with the small triangles and "
             "diamonds that pass would predicate already predicated"));

static cl::opt<int> MispredictPenaltyOverride(
    "rk-ifcvt-mispredict-penalty", cl::init(-1),
    cl::desc("rk-ifcvt: branch misprediction penalty in cycles (default: "
             "the target's scheduling model)"));

static cl::opt<float> UnknownPredictability(
    "rk-ifcvt-unknown-predictability", cl::init(0.2f), cl::Hidden,
    cl::desc("rk-ifcvt: fraction of min(p, 1-p) a predictor is expected to "
             "miss on a branch whose condition does not come from loaded data "
             "(without a profile)"));

static cl::opt<float> LoadedPredictability(
    "rk-ifcvt-loaded-predictability", cl::init(0.6f), cl::Hidden,
    cl::desc("rk-ifcvt: fraction of min(p, 1-p) a predictor is expected to "
             "miss on a branch whose condition comes from data loaded in the "
             "loop (without a profile)"));

static cl::opt<std::string> PredictabilityFile(
    "rk-ifcvt-predictability", cl::init(""), cl::value_desc("file"),
    cl::desc("rk-ifcvt: measured mispredictions per branch (a predictability "
             "profile, as scripts/rkifc-profile.py writes it), used in place "
             "of the model's guess for branches with a debug location"));

static cl::opt<unsigned> IssueWidthOverride(
    "rk-ifcvt-issue-width", cl::init(0), cl::Hidden,
    cl::desc("rk-ifcvt: instructions issued per cycle (default: 1 on "
             "ARM and Thumb2, the scheduling model's issue width elsewhere)"));

static cl::opt<float> RequiredGain(
    "rk-ifcvt-required-gain", cl::init(0.25f),
    cl::desc("rk-ifcvt: convert only when the predicated code is estimated "
             "at least this fraction faster than the branchy code, a margin "
             "for the model's error (default: 0 on ARM and Thumb2, 0.25 "
             "elsewhere)"));

static cl::opt<unsigned> DefaultMispredictPenalty(
    "rk-ifcvt-default-mispredict-penalty", cl::init(8), cl::Hidden,
    cl::desc("rk-ifcvt: penalty used when the scheduling model has none"));

static cl::opt<unsigned> DivergentBranchCost(
    "rk-ifcvt-divergent-branch-cost", cl::init(8), cl::Hidden,
    cl::desc("rk-ifcvt: cycles a divergent branch costs on a GPU beyond "
             "running both sides (split and reconvergence)"));

std::vector<std::string> rkifc::costModelOptionErrors() {
  std::vector<std::string> Errors;
  auto Check = [&](bool OK, const cl::Option &O, double Value,
                   StringRef Want) {
    if (!OK) {
      std::string Text;
      raw_string_ostream(Text)
          << "-" << O.ArgStr << "=" << format("%g", Value) << ": " << Want;
      Errors.push_back(std::move(Text));
    }
  };
  Check(RequiredGain >= 0 && RequiredGain < 1, RequiredGain, RequiredGain,
        "the required gain is a fraction of the branchy cycles, in [0, 1)");
  Check(MispredictPenaltyOverride >= -1, MispredictPenaltyOverride,
        MispredictPenaltyOverride,
        "a penalty is a number of cycles (-1: the scheduling model's)");
  Check(UnknownPredictability >= 0 && UnknownPredictability <= 1,
        UnknownPredictability, UnknownPredictability,
        "a miss rate is in [0, 1]");
  return Errors;
}

bool RegionCostModel::hasDivergentBranches(const MachineFunction &MF) {
  const Triple &TT = MF.getTarget().getTargetTriple();
  return TT.isNVPTX() || TT.isAMDGPU();
}

RegionCostModel::RegionCostModel(MachineFunction &MF,
                                 const MachineBranchProbabilityInfo &MBPI,
                                 const MachineBlockFrequencyInfo &MBFI,
                                 const MachineLoopInfo &MLI,
                                 const UniformityInfo *Uniformity)
    : MF(MF), MBPI(MBPI), MBFI(MBFI), MLI(MLI), Uniformity(Uniformity) {
  SchedModel.init(&MF.getSubtarget());
}

/// Whether the condition of a branch may differ between threads: the IR
/// branch the block's terminator was selected from says so.
static bool isDivergentBranch(const MachineRegion &R, unsigned Node,
                              const UniformityInfo &UI) {
  const BasicBlock *BB = R.Blocks[Node]->getBasicBlock();
  if (!BB)
    return false;
  const auto *Br = dyn_cast_or_null<BranchInst>(BB->getTerminator());
  return Br && Br->isConditional() && UI.isDivergent(Br->getCondition());
}

/// The instruction that computes the condition of Node's branch.
static const MachineInstr *conditionDef(const MachineRegion &R, unsigned Node,
                                        const MachineRegisterInfo &MRI,
                                        const TargetRegisterInfo &TRI) {
  const MachineBasicBlock &MBB = *R.Blocks[Node];
  for (const MachineOperand &MO : R.Branches[Node].Cond) {
    if (!MO.isReg() || !MO.getReg())
      continue;
    if (MO.getReg().isVirtual())
      return MRI.getVRegDef(MO.getReg());
    // A flags register: the last writer before the branch.
    for (auto It = MBB.getFirstTerminator(); It != MBB.begin();) {
      --It;
      if (It->modifiesRegister(MO.getReg(), &TRI))
        return &*It;
    }
  }
  return nullptr;
}

/// The debug location of Node's conditional branch, if it has one.
static const DILocation *branchLocation(const MachineRegion &R,
                                        unsigned Node) {
  for (const MachineInstr &MI : R.Blocks[Node]->terminators())
    if (MI.isConditionalBranch())
      return MI.getDebugLoc().get();
  return nullptr;
}

const PredictabilityProfile *rkifc::predictabilityProfile(LLVMContext &Ctx) {
  // Read once per process; a file that cannot be used is reported once, as
  // an error (llc and clang then exit non-zero), and the guesses are used.
  static std::optional<PredictabilityProfile> Profile;
  static bool Tried = false;
  if (PredictabilityFile.empty())
    return nullptr;
  if (!Tried) {
    Tried = true;
    Expected<PredictabilityProfile> P =
        PredictabilityProfile::load(PredictabilityFile);
    if (P)
      Profile = std::move(*P);
    else
      Ctx.emitError("rk-ifcvt: predictability profile: " +
                    toString(P.takeError()));
  }
  return Profile ? &*Profile : nullptr;
}

namespace {
/// Where a predictability profile lists a branch.
struct ProfileKey {
  StringRef Function;
  unsigned Line, Column, Discriminator;
};
} // namespace

/// The profile key of a debug location, if it has a line.
static std::optional<ProfileKey> profileKey(const DILocation *Loc) {
  if (!Loc || !Loc->getLine())
    return std::nullopt;
  const DISubprogram *SP = Loc->getScope()->getSubprogram();
  if (!SP)
    return std::nullopt;
  StringRef Name = SP->getLinkageName();
  if (Name.empty())
    Name = SP->getName();
  return ProfileKey{Name, Loc->getLine(), Loc->getColumn(),
                    Loc->getDiscriminator()};
}

std::optional<RegionCostModel::ProfileMatch>
RegionCostModel::profileMatch(const MachineRegion &R, unsigned Node) const {
  const PredictabilityProfile *Profile =
      predictabilityProfile(MF.getFunction().getContext());
  const DILocation *BranchLoc = Profile ? branchLocation(R, Node) : nullptr;
  std::optional<ProfileKey> K = profileKey(BranchLoc);
  if (!K)
    return std::nullopt;
  auto Lookup = [&](const DILocation *Loc) -> std::optional<ProfileMatch> {
    std::optional<ProfileKey> L = profileKey(Loc);
    if (!L || L->Function != K->Function)
      return std::nullopt;
    std::optional<BranchCounts> C =
        Profile->lookup(L->Function, L->Line, L->Column, L->Discriminator);
    if (!C)
      return std::nullopt;
    return ProfileMatch{
        L->Function, {L->Line, L->Column, L->Discriminator}, *C};
  };
  if (auto M = Lookup(BranchLoc))
    return M;
  // The profiled build may give the branch its compare's location (a
  // Hexagon packet has one location for all its instructions).
  const MachineRegisterInfo &MRI = MF.getRegInfo();
  const TargetRegisterInfo &TRI = *MF.getSubtarget().getRegisterInfo();
  if (const MachineInstr *Cond = conditionDef(R, Node, MRI, TRI))
    if (auto M = Lookup(Cond->getDebugLoc().get()))
      return M;
  // A branch to a block that only returns becomes a conditional return
  // there (ARM's BXNE LR, Hexagon's IF (P0) JUMPR R31), listed at the
  // return's location.
  const BlockBranch &Br = R.Branches[Node];
  for (MachineBasicBlock *S : {Br.TrueSucc, Br.FalseSucc}) {
    for (unsigned Step = 0; S && Step != 3; ++Step) {
      MachineBasicBlock::iterator Term = S->getFirstTerminator();
      if (Term != S->end() && Term->isReturn()) {
        if (auto M = Lookup(Term->getDebugLoc().get()))
          return M;
        break;
      }
      bool FallsOrJumps = Term == S->end() || Term->isUnconditionalBranch();
      S = S->succ_size() == 1 && FallsOrJumps ? *S->succ_begin() : nullptr;
    }
  }
  return std::nullopt;
}

std::vector<std::optional<RegionCostModel::ProfileMatch>>
RegionCostModel::measuredBranches(const MachineRegion &R) const {
  std::vector<std::optional<ProfileMatch>> Matches(R.Blocks.size());
  if (!predictabilityProfile(MF.getFunction().getContext()))
    return Matches;
  for (unsigned N = 0; N != R.Blocks.size(); ++N)
    if (R.Branches[N].isConditional())
      if (std::optional<ProfileMatch> M = profileMatch(R, N))
        if (M->Counts.Executions)
          Matches[N] = std::move(M);
  return Matches;
}

std::vector<std::optional<double>> RegionCostModel::measuredMispredicts(
    const MachineRegion &R,
    const std::vector<std::optional<ProfileMatch>> &Measured,
    const std::vector<double> &Reach,
    const std::vector<bool> &Divergent) const {
  std::vector<std::optional<double>> PerEntry(R.Blocks.size());
  // The region's branches, grouped by the profile entry they read.
  struct Group {
    BranchCounts Counts;
    double Reach = 0;
    SmallVector<unsigned, 2> Nodes;
  };
  std::map<std::tuple<StringRef, unsigned, unsigned, unsigned>, Group> Groups;
  for (unsigned N = 0; N != R.Blocks.size(); ++N) {
    const std::optional<ProfileMatch> &M = Measured[N];
    if (!M || Divergent[N])
      continue;
    auto [Line, Column, Discriminator] = M->Position;
    Group &G = Groups[{M->Function, Line, Column, Discriminator}];
    G.Counts = M->Counts;
    G.Reach += Reach[N];
    G.Nodes.push_back(N);
  }
  // The region's entries in the profiled run; without a count of its own
  // for the entry block's branch, with real profile data, as many as the
  // most executed entry says for the reach of its branches.
  double Entries = profiledEntries(Measured, Divergent).value_or(0.0);
  if (!Entries && MF.getFunction().hasProfileData())
    for (const auto &KV : Groups)
      if (KV.second.Reach > 0)
        Entries =
            std::max(Entries, KV.second.Counts.Executions / KV.second.Reach);
  for (const auto &KV : Groups) {
    const Group &G = KV.second;
    // How often the entry's branches ran per entry into the region: as
    // counted, unless that is more than once per branch per entry (a
    // position shared with other copies of the code, such as an unrolled
    // loop's, counts them too); then as Reach says. (An entry count
    // inflated that way goes unnoticed: it only makes the region's
    // branches look cheaper, and the region stays branchy.)
    double Runs = Entries > 0 ? G.Counts.Executions / Entries : -1.0;
    if (Runs < 0 || Runs > G.Nodes.size())
      Runs = G.Reach;
    // The entry's mispredictions, shared by its branches as Reach says.
    for (unsigned N : G.Nodes)
      PerEntry[N] = (G.Reach > 0 ? Reach[N] / G.Reach : 0.0) * Runs *
                    G.Counts.missRate();
  }
  return PerEntry;
}

double RegionCostModel::predictability(
    const MachineRegion &R, unsigned Node,
    const std::optional<ProfileMatch> &Measured) const {
  if (Measured) {
    const BranchCounts *C = &Measured->Counts;
    // Measured: how much of the minority side the predictor missed.
    double Minority = C->minorityRate();
    return Minority > 0.0 ? std::min(1.0, C->missRate() / Minority) : 0.0;
  }
  switch (conditionSource(R, Node)) {
  case ConditionSource::LoopInvariant:
    return 0.0; // learnt after the first iterations
  case ConditionSource::LoadedData:
    // With a real profile the bias is measured: what is left of
    // min(p, 1-p) is what the predictor misses. Otherwise the static
    // heuristics' 50/50 says "unknown", not "random": most branches on
    // loaded data are biased or patterned, and the census of the
    // test-suite measured a predictor missing a fraction of it
    // (docs/bench/census).
    return MF.getFunction().hasProfileData() ? 1.0
                                             : double(LoadedPredictability);
  case ConditionSource::Incoming:
    // An argument (the region outside loops) or what a call returned: as
    // unknown to the function as data it loads.
    return MF.getFunction().hasProfileData() ? 1.0
                                             : double(LoadedPredictability);
  case ConditionSource::Unknown:
    return UnknownPredictability;
  case ConditionSource::Other:
    // A predictor does far better than min(p, 1-p) on conditions that do
    // not come from loaded data (counters, flags, values that change in
    // patterns).
    return MF.getFunction().hasProfileData() ? 1.0
                                             : double(UnknownPredictability);
  }
  return double(UnknownPredictability);
}

RegionCostModel::ConditionSource
RegionCostModel::conditionSource(const MachineRegion &R, unsigned Node) const {
  // Look a few definitions up from the condition: a load inside the loop
  // makes it data dependent; inputs all from outside the loop make it
  // invariant.
  const MachineRegisterInfo &MRI = MF.getRegInfo();
  const TargetRegisterInfo &TRI = *MF.getSubtarget().getRegisterInfo();
  const MachineLoop *Loop = MLI.getLoopFor(R.entry());
  const MachineInstr *Root = conditionDef(R, Node, MRI, TRI);
  if (!Root)
    return ConditionSource::Unknown;
  SmallVector<const MachineInstr *, 8> Work{Root};
  SmallPtrSet<const MachineInstr *, 16> Seen{Root};
  bool FromLoad = false, FromOutside = false, VariesInLoop = false;
  while (!Work.empty() && Seen.size() < 16) {
    const MachineInstr *MI = Work.pop_back_val();
    bool InLoop = Loop ? Loop->contains(MI->getParent()) : true;
    if (InLoop && MI->mayLoad())
      FromLoad = true;
    if (InLoop && (MI->isPHI() || MI->mayLoad()))
      VariesInLoop = true;
    // A copy from a physical register: an argument, or what a call
    // returned, data the function did not compute.
    if (InLoop && MI->isCopy() && MI->getOperand(1).getReg().isPhysical())
      FromOutside = true;
    if (!InLoop)
      continue;
    for (const MachineOperand &MO : MI->uses())
      if (MO.isReg() && MO.getReg().isVirtual())
        if (const MachineInstr *Def = MRI.getVRegDef(MO.getReg()))
          if (Seen.insert(Def).second)
            Work.push_back(Def);
  }
  if (Loop && !VariesInLoop)
    return ConditionSource::LoopInvariant;
  if (FromLoad)
    return ConditionSource::LoadedData;
  return FromOutside ? ConditionSource::Incoming : ConditionSource::Other;
}

static double fraction(BranchProbability P) {
  return double(P.getNumerator()) / double(P.getDenominator());
}

std::optional<double>
RegionCostModel::lateIfConvertedCost(const MachineRegion &R, unsigned Node,
                                     unsigned IssueWidth) const {
  const TargetInstrInfo &TII = *MF.getSubtarget().getInstrInfo();
  MachineBasicBlock *Head = R.Blocks[Node];
  const BlockBranch &Br = R.Branches[Node];
  struct Side {
    unsigned Size = 0, Extra = 0;
    MachineBasicBlock *Join = nullptr;
  };
  // A block of the region that only Node reaches, ending in a fall-through
  // or jump to one join, with predicable instructions only (copies and
  // PHIs aside: register allocation removes them). Latency beyond one
  // cycle is extra, as the IfConverter counts it.
  auto SideOf = [&](MachineBasicBlock *S) -> std::optional<Side> {
    auto It = R.NodeOf.find(S);
    if (It == R.NodeOf.end() || It->second == 0 || S->pred_size() != 1 ||
        S->succ_size() != 1 || R.Branches[It->second].isConditional())
      return std::nullopt;
    Side Result;
    Result.Join = *S->succ_begin();
    for (MachineInstr &MI : *S) {
      if (MI.isDebugInstr() || MI.isPHI() || MI.isCopy() ||
          MI.isImplicitDef() || MI.isUnconditionalBranch())
        continue;
      if (MI.isCall() || MI.hasUnmodeledSideEffects() || !TII.isPredicable(MI))
        return std::nullopt;
      ++Result.Size;
      unsigned Latency = SchedModel.computeInstrLatency(&MI);
      Result.Extra += Latency > 1 ? Latency - 1 : 0;
    }
    if (!Result.Size)
      return std::nullopt;
    return Result;
  };
  MachineBasicBlock *T = Br.TrueSucc, *F = Br.FalseSucc;
  if (!T || !F)
    return std::nullopt;
  BranchProbability PT = MBPI.getEdgeProbability(Head, T);
  std::optional<Side> ST = SideOf(T), SF = SideOf(F);
  if (ST && SF && ST->Join == SF->Join) {
    // Tail duplication copies a small return block into both sides of a
    // diamond before the IfConverter runs, which then predicates one side
    // with its return: the branch stays, as a conditional return ("moveq
    // r0, #7; bxeq lr"), predicted like any other. (A triangle into a
    // return block is predicated whole.)
    if (ST->Join->isReturnBlock())
      return std::nullopt;
    if (!TII.isProfitableToIfCvt(*T, ST->Size, ST->Extra, *F, SF->Size,
                                 SF->Extra, PT))
      return std::nullopt;
    return ((1.0 - fraction(PT)) * ST->Size + fraction(PT) * SF->Size) /
           IssueWidth;
  }
  if (ST && ST->Join == F) {
    if (!TII.isProfitableToIfCvt(*T, ST->Size, ST->Extra, PT))
      return std::nullopt;
    return (1.0 - fraction(PT)) * ST->Size / IssueWidth;
  }
  if (SF && SF->Join == T) {
    BranchProbability PF = PT.getCompl();
    if (!TII.isProfitableToIfCvt(*F, SF->Size, SF->Extra, PF))
      return std::nullopt;
    return (1.0 - fraction(PF)) * SF->Size / IssueWidth;
  }
  return std::nullopt;
}

double RegionCostModel::exitMispredicts(
    const AnalyzedRegion &AR, const ConversionPlan &Plan,
    const std::vector<double> &Reach, const std::vector<bool> &Divergent,
    const std::vector<std::optional<ProfileMatch>> &Measured,
    const std::vector<double> *Odds) const {
  // The linear code tests its exits in order, and every path takes one exit
  // edge: a test is reached by the paths that took none before it, and is
  // taken by those of its own edges.
  const MachineRegion &R = AR.Region;
  auto Mass = [&](const ExitPlan &Exit, const ExitPlan::Edge &E) {
    if (Odds && E.Kind != EdgeKind::Always)
      return Reach[E.Node] * (E.Kind == EdgeKind::True
                                  ? (*Odds)[E.Node]
                                  : 1.0 - (*Odds)[E.Node]);
    return Reach[E.Node] *
           fraction(MBPI.getEdgeProbability(R.Blocks[E.Node], Exit.Target));
  };
  double Left = 1.0, Misses = 0.0;
  auto Test = [&](double Taken, double Predictability) {
    if (Left <= 0.0)
      return;
    double Q = std::clamp(Taken / Left, 0.0, 1.0);
    Misses += Left * std::min(Q, 1.0 - Q) * Predictability;
    Left -= Taken;
  };
  // How well a merged test is predicted: as its least predictable part
  auto Predictability = [&](unsigned Node) {
    return Divergent[Node] ? 0.0 : predictability(R, Node, Measured[Node]);
  };
  for (const ExitPlan &Exit : ArrayRef(Plan.Exits).drop_back()) {
    if (Exit.Separate) {
      for (const ExitPlan::Edge &E : Exit.Edges)
        Test(Mass(Exit, E), Predictability(E.Node));
      continue;
    }
    double Taken = 0.0, Factor = 0.0;
    for (const ExitPlan::Edge &E : Exit.Edges) {
      Taken += Mass(Exit, E);
      Factor = std::max(Factor, Predictability(E.Node));
    }
    Test(Taken, Factor);
  }
  return Misses;
}

bool RegionCostModel::measuredAlone(
    const std::vector<std::optional<ProfileMatch>> &Measured, unsigned N) {
  if (!Measured[N])
    return false;
  for (unsigned M = 0; M != Measured.size(); ++M)
    if (M != N && Measured[M] &&
        Measured[M]->Function == Measured[N]->Function &&
        Measured[M]->Position == Measured[N]->Position)
      return false;
  return true;
}

std::optional<double> RegionCostModel::profiledEntries(
    const std::vector<std::optional<ProfileMatch>> &Measured,
    const std::vector<bool> &Divergent) {
  if (Divergent[0] || !measuredAlone(Measured, 0))
    return std::nullopt;
  return double(Measured[0]->Counts.Executions);
}

std::vector<std::optional<double>> RegionCostModel::measuredRuns(
    const MachineRegion &R,
    const std::vector<std::optional<ProfileMatch>> &Measured,
    const std::vector<bool> &Divergent) const {
  std::vector<std::optional<double>> Runs(R.Blocks.size());
  std::optional<double> Entries = profiledEntries(Measured, Divergent);
  if (!Entries)
    return Runs;
  for (unsigned N = 0; N != R.Blocks.size(); ++N) {
    if (Divergent[N] || !measuredAlone(Measured, N))
      continue;
    double PerEntry = Measured[N]->Counts.Executions / *Entries;
    if (PerEntry <= 1.0)
      Runs[N] = PerEntry;
  }
  return Runs;
}

std::vector<double> RegionCostModel::reachProbabilities(
    const AnalyzedRegion &AR, const std::vector<bool> &Divergent,
    const std::vector<std::optional<ProfileMatch>> *Measured,
    std::vector<double> *TrueOdds) const {
  const MachineRegion &R = AR.Region;
  if (TrueOdds)
    TrueOdds->assign(R.Blocks.size(), 1.0);
  std::vector<std::optional<double>> Runs =
      Measured ? measuredRuns(R, *Measured, Divergent)
               : std::vector<std::optional<double>>(R.Blocks.size());
  std::vector<unsigned> InEdges(R.Blocks.size() + 1, 0);
  for (unsigned N = 0; N != R.Blocks.size(); ++N)
    for (const RegionGraph::Edge &E : R.Graph.succs(N))
      ++InEdges[E.To];
  std::vector<double> Reach(R.Blocks.size(), 0.0);
  Reach[0] = 1.0;
  for (unsigned N : AR.Analysis->LinearOrder) {
    const BlockBranch &Br = R.Branches[N];
    if (Uniformity)
      Reach[N] = std::min(Reach[N], 1.0);
    auto EdgeProbability = [&](const RegionGraph::Edge &E) {
      if (E.Kind == EdgeKind::Always || Divergent[N])
        return 1.0;
      return fraction(MBPI.getEdgeProbability(
          R.Blocks[N], E.Kind == EdgeKind::True ? Br.TrueSucc : Br.FalseSucc));
    };
    // A successor entered only from here whose branch ran Runs times per
    // entry takes that share of this block's runs, the other edge the rest.
    std::optional<double> TrueShare;
    for (const RegionGraph::Edge &E : R.Graph.succs(N))
      if (E.Kind != EdgeKind::Always && !Divergent[N] && Reach[N] > 0 &&
          !R.Graph.isStop(E.To) && Runs[E.To] && InEdges[E.To] == 1) {
        double Share = std::clamp(*Runs[E.To] / Reach[N], 0.0, 1.0);
        TrueShare = E.Kind == EdgeKind::True ? Share : 1.0 - Share;
      }
    for (const RegionGraph::Edge &E : R.Graph.succs(N)) {
      double P = !TrueShare ? EdgeProbability(E)
                 : E.Kind == EdgeKind::True ? *TrueShare
                                            : 1.0 - *TrueShare;
      if (TrueOdds && E.Kind == EdgeKind::True)
        (*TrueOdds)[N] = P;
      if (!R.Graph.isStop(E.To))
        Reach[E.To] += Reach[N] * P;
    }
  }
  return Reach;
}

unsigned RegionCostModel::issueWidth(const PredicationTarget &Target) const {
  return IssueWidthOverride    ? unsigned(IssueWidthOverride)
         : Target.issueWidth() ? Target.issueWidth()
                               : std::max(1u, SchedModel.getIssueWidth());
}

unsigned RegionCostModel::mispredictPenalty() const {
  unsigned ModelPenalty = SchedModel.getMCSchedModel()->MispredictPenalty;
  return MispredictPenaltyOverride >= 0 ? unsigned(MispredictPenaltyOverride)
         : Uniformity                   ? 0 // GPUs do not predict branches
         : ModelPenalty                 ? ModelPenalty
                                        : unsigned(DefaultMispredictPenalty);
}

/// The region's copies, which its linear code does not count: the
/// coalescer removes them, or (PHI inputs that selects read) the adaptor
/// reads through them; the moves selects need are in the select overhead.
static unsigned countCopies(const MachineRegion &R) {
  unsigned Copies = 0;
  for (const MachineBasicBlock *MBB : R.Blocks)
    Copies += llvm::count_if(*MBB, [](const MachineInstr &MI) {
      return MI.isCopy() && !MI.isTerminator();
    });
  return Copies;
}

std::optional<RegionCostModel::PayBound>
RegionCostModel::payBound(const AnalyzedRegion &AR, unsigned Instructions,
                          const PredicationTarget &Target) const {
  // Measured miss rates and divergence change what a branch may cost; the
  // bound is for the common case only.
  if (Uniformity || predictabilityProfile(MF.getFunction().getContext()))
    return std::nullopt;
  const MachineRegion &R = AR.Region;
  PayBound B;
  unsigned Width = issueWidth(Target);
  unsigned Penalty = mispredictPenalty();
  unsigned Size = R.Blocks.size();
  BranchyFacts &F = B.Facts;
  F.Reach = reachProbabilities(AR, std::vector<bool>(Size, false));
  F.Branches.resize(Size);
  // The branchy code as estimate() costs it. Without a plan it is not known
  // which branches stay as exit tests (and cost their mispredictions only)
  // and which go (and cost their slot too, or what the late IfConverter
  // leaves of them): a branch that may stay is charged the most of these.
  // Only a branch with an edge out of the region may stay, and only when
  // the region has more than one exit target (the last one is not tested).
  // (A latch's edge back to the entry is an exit too.)
  SmallPtrSet<const MachineBasicBlock *, 4> ExitTargets;
  std::vector<bool> MayStay(Size, false);
  for (const MachineRegion::ExitEdge &E : R.exitEdges()) {
    ExitTargets.insert(E.Target);
    MayStay[E.Node] = true;
  }
  bool OneExit = ExitTargets.size() <= 1;
  F.Work = branchyWork(AR, F.Reach, /*Divergence=*/false, Target, Width);
  double Branchy = F.Work;
  for (unsigned N : AR.Analysis->LinearOrder) {
    if (!R.Branches[N].isConditional())
      continue;
    bool Stays = MayStay[N] && !OneExit;
    std::optional<double> Late;
    if (AssumeLateIfConversion && Target.hasLateIfConversion()) {
      Late = F.Branches[N].Late = lateIfConvertedCost(R, N, Width);
      F.Branches[N].LateAsked = true;
    }
    double Charge = 0;
    if (!Late || Stays) {
      // The guess looks at the condition's definitions: only where it is
      // needed.
      double P = fraction(
          MBPI.getEdgeProbability(R.Blocks[N], R.Branches[N].TrueSucc));
      double Guess =
          *(F.Branches[N].Guess = predictability(R, N, std::nullopt));
      Charge = branchSlot(Target, Width) +
               std::min(P, 1.0 - P) * Guess * Penalty;
    }
    if (Late)
      Charge = Stays ? std::max(Charge, *Late) : *Late;
    Branchy += F.Reach[N] * Charge;
  }
  B.BranchyAtMost = Branchy;
  // The linear code issues at least every instruction, the selects of the
  // PHIs (but those a later pass absorbs), the predicated stores, and the
  // logic that guards what cannot be speculated (joins and exit tests may
  // need more; which is not known before planning).
  PredicationTarget::Overheads O = Target.expectedOverheads();
  auto [Selects, GuardedStores] =
      leastSelectsAndPredicated(AR, ExitTargets, Target);
  PredicateLogic Logic = leastGuardLogic(AR, Target);
  B.PredicatedAtLeast =
      (Instructions - countCopies(R) + Selects * O.Select +
       GuardedStores * O.Predication + Logic.Captured * O.Condition +
       Logic.Ops * O.PredicateOp + Logic.ChainTests * O.ChainTest) /
      Width;
  B.RequiredGain = RequiredGain.getNumOccurrences()
                       ? double(RequiredGain)
                       : Target.defaultRequiredGain();
  return B;
}

/// The instruction computing Reg for one user alone, through a copy (the
/// ARM adaptor's selects read what a copy copies).
static const MachineInstr *singleUseDefinition(Register Reg,
                                               const MachineRegisterInfo &MRI) {
  if (!Reg.isVirtual() || !MRI.hasOneNonDBGUse(Reg))
    return nullptr;
  const MachineInstr *Def = MRI.getVRegDef(Reg);
  if (Def && Def->isCopy() && Def->getOperand(1).getReg().isVirtual() &&
      !Def->getOperand(1).getSubReg())
    return singleUseDefinition(Def->getOperand(1).getReg(), MRI);
  return Def;
}

std::pair<unsigned, unsigned> RegionCostModel::leastSelectsAndPredicated(
    const AnalyzedRegion &AR,
    const SmallPtrSetImpl<const MachineBasicBlock *> &ExitTargets,
    const PredicationTarget &Target) const {
  const MachineRegion &R = AR.Region;
  const MachineRegisterInfo &MRI = MF.getRegInfo();
  const PredicateAssignment &PA = AR.Analysis->Predicates;
  // A PHI with k different values from guarded blocks needs k - 1 selects
  // however they are arranged (a select tree too). One with a value from
  // an unguarded block may need none (the plan takes that value).
  auto SelectsOf = [&](const MachineBasicBlock &MBB) {
    unsigned Selects = 0;
    for (const MachineInstr &PHI : MBB.phis()) {
      SmallVector<std::pair<Register, unsigned>, 4> Values;
      bool FromUnguarded = false;
      for (unsigned I = 1; I < PHI.getNumOperands(); I += 2) {
        auto Node = R.NodeOf.find(PHI.getOperand(I + 1).getMBB());
        if (Node == R.NodeOf.end())
          continue;
        if (PA.predicateOf(Node->second) == PredicateAssignment::True) {
          FromUnguarded = true;
          break;
        }
        std::pair<Register, unsigned> V{PHI.getOperand(I).getReg(),
                                        PHI.getOperand(I).getSubReg()};
        if (!llvm::is_contained(Values, V))
          Values.push_back(V);
      }
      // A single select may be absorbed by the instruction computing an
      // input (whether it is speculated is not known yet).
      auto Absorbable = [&](std::pair<Register, unsigned> V) {
        const MachineInstr *Def =
            V.second ? nullptr : singleUseDefinition(V.first, MRI);
        return Def && R.NodeOf.count(Def->getParent()) &&
               Target.selectAbsorbs(*Def);
      };
      if (FromUnguarded || Values.size() < 2 ||
          (Values.size() == 2 && llvm::any_of(Values, Absorbable)))
        continue;
      Selects += Values.size() - 1;
    }
    return Selects;
  };
  unsigned Selects = 0, Stores = 0;
  for (const MachineBasicBlock *Exit : ExitTargets)
    Selects += SelectsOf(*Exit);
  for (unsigned N = 0; N != R.Blocks.size(); ++N) {
    const MachineBasicBlock &MBB = *R.Blocks[N];
    if (N != 0)
      Selects += SelectsOf(MBB);
    // A store under a guard cannot be speculated.
    if (PA.predicateOf(N) != PredicateAssignment::True)
      Stores += llvm::count_if(MBB, [](const MachineInstr &MI) {
        return MI.mayStore() && !MI.isTerminator() && !MI.isDebugInstr();
      });
  }
  return {Selects, Stores};
}

/// Dependence heights: the cycle at which each virtual register is ready (0
/// where not recorded, as for values from outside what is walked). A
/// table indexed by register number, borrowed from the cost model's pool
/// and left all zero again when done: a hash map per block or path was a
/// visible part of costing a region.
class RegionCostModel::ReadyCycles {
public:
  explicit ReadyCycles(const RegionCostModel &Model)
      : Pool(Model.ReadyPool), Depth(Model.ReadyPoolDepth) {
    if (Pool.size() == Depth)
      Pool.emplace_back();
    Table = &Pool[Depth++];
    Table->resize(std::max<size_t>(Table->size(),
                                   Model.MF.getRegInfo().getNumVirtRegs()));
  }
  ~ReadyCycles() {
    for (unsigned I : Touched)
      (*Table)[I] = 0;
    --Depth;
  }
  ReadyCycles(const ReadyCycles &) = delete;
  ReadyCycles &operator=(const ReadyCycles &) = delete;

  unsigned lookup(Register Reg) const {
    unsigned I = Reg.virtRegIndex();
    return I < Table->size() ? (*Table)[I] : 0;
  }
  void set(Register Reg, unsigned Cycle) {
    unsigned I = Reg.virtRegIndex();
    if (I >= Table->size())
      Table->resize(I + 1);
    (*Table)[I] = Cycle;
    Touched.push_back(I);
  }
  void erase(Register Reg) { set(Reg, 0); }

  /// When MI's virtual register operands are ready.
  unsigned operandsReady(const MachineInstr &MI) const {
    unsigned Cycle = 0;
    for (const MachineOperand &MO : MI.uses())
      if (MO.isReg() && MO.getReg().isVirtual())
        Cycle = std::max(Cycle, lookup(MO.getReg()));
    return Cycle;
  }
  /// Records that MI's results are ready at Cycle.
  void resultsReady(const MachineInstr &MI, unsigned Cycle) {
    for (const MachineOperand &MO : MI.defs())
      if (MO.isReg() && MO.getReg().isVirtual())
        set(MO.getReg(), Cycle);
  }

private:
  std::deque<std::vector<unsigned>> &Pool;
  unsigned &Depth;
  std::vector<unsigned> *Table;
  llvm::SmallVector<unsigned, 32> Touched;
};

/// The instruction of MBB that computes its conditional branch's condition
/// for the branch alone, where the target issues the two as one
/// (PredicationTarget::branchFusesCondition); null otherwise.
static const MachineInstr *fusedCondition(const MachineBasicBlock &MBB,
                                          const PredicationTarget &Target) {
  const MachineRegisterInfo &MRI = MBB.getParent()->getRegInfo();
  for (const MachineInstr &Br : MBB.terminators()) {
    if (!Br.isConditionalBranch())
      continue;
    for (const MachineOperand &MO : Br.uses()) {
      if (!MO.isReg() || !MO.getReg().isVirtual() ||
          !MRI.hasOneNonDBGUse(MO.getReg()))
        continue;
      const MachineInstr *Def = MRI.getVRegDef(MO.getReg());
      if (Def && Def->getParent() == &MBB && Target.branchFusesCondition(*Def))
        return Def;
    }
    return nullptr;
  }
  return nullptr;
}

double RegionCostModel::blockCycles(const MachineBasicBlock &MBB,
                                    const PredicationTarget &Target,
                                    unsigned IssueWidth) const {
  ReadyCycles Ready(*this);
  unsigned Ops = 0, Height = 0;
  const MachineInstr *Fused = fusedCondition(MBB, Target);
  for (const MachineInstr &MI : MBB) {
    if (MI.isDebugInstr() || MI.isTerminator() || &MI == Fused)
      continue;
    // The register coalescer removes the copies of branchy code (arguments,
    // PHI inputs); in linear code they stand for the moves selects need.
    bool Coalesced = MI.isCopy();
    unsigned End =
        Ready.operandsReady(MI) + (Coalesced ? 0 : latency(MI, Target));
    Ready.resultsReady(MI, End);
    Height = std::max(Height, End);
    Ops += !MI.isPHI() && !Coalesced;
  }
  // Where a branch ends an issue group, a block with one is a group at
  // least, the branch issuing in its last one.
  bool Branches = llvm::any_of(MBB.terminators(), [](const MachineInstr &T) {
    return T.isConditionalBranch();
  });
  double Least = Target.branchesEndIssueGroups() && Branches ? 1 : 0;
  return std::max({double(Ops) / IssueWidth, double(Height), Least});
}

double RegionCostModel::branchSlot(const PredicationTarget &Target,
                                   unsigned IssueWidth) {
  // A branch takes a slot of its block's last issue group where it ends
  // one; elsewhere it is an instruction of the stream, a cycle at width 1.
  return Target.branchesEndIssueGroups() ? 1.0 / IssueWidth : 1.0;
}

std::optional<double>
RegionCostModel::pathCycles(const MachineRegion &R,
                            const PredicationTarget &Target,
                            unsigned IssueWidth,
                            const std::vector<double> *TrueOdds) const {
  // Regions are small and mostly nests of ifs; one with more paths than
  // this is costed block by block, as is one with more blocks (the walk
  // recurses once per block of a path).
  constexpr unsigned MaxPaths = 256, MaxBlocks = 256;
  if (R.Blocks.size() > MaxBlocks)
    return std::nullopt;
  unsigned Paths = 0;
  double Expected = 0;
  ReadyCycles Ready(*this);
  // Depth-first over the paths, Ready holding the ready cycles of the
  // values defined on the current path (SSA: each is defined once, so
  // leaving a block forgets its definitions).
  auto Walk = [&](auto &Self, unsigned N, unsigned Pred, double Prob,
                  unsigned Ops, unsigned Height) -> bool {
    const MachineBasicBlock &MBB = *R.Blocks[N];
    SmallVector<Register, 16> Defined;
    const MachineInstr *Fused = fusedCondition(MBB, Target);
    for (const MachineInstr &MI : MBB) {
      if (MI.isDebugInstr() || MI.isTerminator() || &MI == Fused)
        continue;
      unsigned End = 0;
      if (MI.isPHI()) {
        // The value from the path's predecessor, coalesced; from outside
        // the region (at the entry) it is ready.
        for (unsigned I = 1; N != 0 && I < MI.getNumOperands(); I += 2)
          if (MI.getOperand(I + 1).getMBB() == R.Blocks[Pred] &&
              MI.getOperand(I).getReg().isVirtual())
            End = Ready.lookup(MI.getOperand(I).getReg());
      } else {
        bool Coalesced = MI.isCopy();
        End = Ready.operandsReady(MI) + (Coalesced ? 0 : latency(MI, Target));
        Ops += !Coalesced;
      }
      for (const MachineOperand &MO : MI.defs())
        if (MO.isReg() && MO.getReg().isVirtual()) {
          Ready.set(MO.getReg(), End);
          Defined.push_back(MO.getReg());
        }
      Height = std::max(Height, End);
    }
    bool Counted = true;
    auto PathEnds = [&](double P) {
      Expected += P * std::max(double(Ops) / IssueWidth, double(Height));
      return ++Paths <= MaxPaths;
    };
    const BlockBranch &Br = R.Branches[N];
    if (R.Graph.succs(N).empty())
      Counted = PathEnds(Prob);
    for (const RegionGraph::Edge &E : R.Graph.succs(N)) {
      double P = 1.0;
      if (E.Kind != EdgeKind::Always) {
        double True =
            TrueOdds ? (*TrueOdds)[N]
                     : fraction(MBPI.getEdgeProbability(&MBB, Br.TrueSucc));
        P = E.Kind == EdgeKind::True ? True : 1.0 - True;
      }
      Counted = R.Graph.isStop(E.To)
                    ? PathEnds(Prob * P)
                    : Self(Self, E.To, N, Prob * P, Ops, Height);
      if (!Counted)
        break;
    }
    for (Register Reg : Defined)
      Ready.erase(Reg);
    return Counted;
  };
  if (!Walk(Walk, 0, 0, 1.0, 0, 0))
    return std::nullopt;
  return Expected;
}

double RegionCostModel::branchyWork(const AnalyzedRegion &AR,
                                    const std::vector<double> &Reach,
                                    bool Divergence,
                                    const PredicationTarget &Target,
                                    unsigned IssueWidth,
                                    const std::vector<double> *TrueOdds) const {
  // Where the warp runs both sides of a branch, there is no single path.
  if (!Target.branchesEndIssueGroups() && !Divergence)
    if (std::optional<double> Paths =
            pathCycles(AR.Region, Target, IssueWidth, TrueOdds))
      return *Paths;
  double Work = 0;
  for (unsigned N : AR.Analysis->LinearOrder)
    Work += Reach[N] * blockCycles(*AR.Region.Blocks[N], Target, IssueWidth);
  return Work;
}

unsigned RegionCostModel::latency(const MachineInstr &MI,
                                  const PredicationTarget &Target) const {
  unsigned Latency = std::max(1u, SchedModel.computeInstrLatency(&MI));
  return Target.latencyCap() ? std::min(Latency, Target.latencyCap()) : Latency;
}

unsigned
RegionCostModel::absorbedSelects(const AnalyzedRegion &AR,
                                 const ConversionPlan &Plan,
                                 const PredicationTarget &Target) const {
  const MachineRegion &R = AR.Region;
  const MachineRegisterInfo &MRI = MF.getRegInfo();
  unsigned Absorbed = 0;
  for (const auto &[PHI, Join] : Plan.Joins) {
    if (Join.selects() != 1)
      continue;
    if (Join.Groups.size() != 2)
      continue;
    // The predicated form overwrites the other input in place: that input
    // must not be needed after the select (by a path from outside the
    // region into the same PHI, or outside the region), or a copy of it
    // takes the select's place.
    auto DiesAtSelect = [&](Register Other) {
      if (!Other.isVirtual())
        return false;
      for (const MachineOperand &MO : MRI.use_nodbg_operands(Other)) {
        const MachineInstr &User = *MO.getParent();
        if (!User.isPHI()) {
          if (!R.NodeOf.count(User.getParent()))
            return false;
          continue;
        }
        const MachineBasicBlock *From =
            User.getOperand(MO.getOperandNo() + 1).getMBB();
        if (&User != PHI || !R.NodeOf.count(From))
          return false;
      }
      return true;
    };
    // One input computed in the region, speculated, for the PHI alone: the
    // select and its definition become one instruction.
    auto Absorbs = [&](const JoinPlan::Group &G, const JoinPlan::Group &Other) {
      if (G.SubReg || Other.SubReg || !DiesAtSelect(Other.Reg))
        return false;
      const MachineInstr *Def = singleUseDefinition(G.Reg, MRI);
      return Def && R.NodeOf.count(Def->getParent()) &&
             !Plan.ToPredicate.count(Def) && Target.selectAbsorbs(*Def);
    };
    if (Absorbs(Join.Groups[0], Join.Groups[1]) ||
        Absorbs(Join.Groups[1], Join.Groups[0]))
      ++Absorbed;
  }
  return Absorbed;
}

double RegionCostModel::linearOperations(const ConversionPlan &Plan,
                                         const RegionCost &Cost,
                                         const PredicationTarget::Overheads &O,
                                         double AbsorbedSelectCost) {
  return Cost.Instructions + Plan.CapturedConditions * O.Condition +
         Plan.PredicateOps * O.PredicateOp + Plan.ChainTests * O.ChainTest +
         (Plan.Selects - Cost.AbsorbedSelects) * O.Select +
         Cost.AbsorbedSelects * AbsorbedSelectCost +
         Plan.Predicated * O.Predication + Plan.PredicationExpansion +
         Cost.ExitBranches;
}

std::vector<bool>
RegionCostModel::divergentBranches(const MachineRegion &R) const {
  std::vector<bool> Divergent(R.Blocks.size(), false);
  if (Uniformity)
    for (unsigned N = 0; N != R.Blocks.size(); ++N)
      Divergent[N] =
          R.Branches[N].isConditional() && isDivergentBranch(R, N, *Uniformity);
  return Divergent;
}

double RegionCostModel::chargeBranches(const AnalyzedRegion &AR,
                                       const ConversionPlan &Plan,
                                       const PredicationTarget &Target,
                                       const BranchyView &B,
                                       RegionCost &Cost) const {
  const MachineRegion &R = AR.Region;
  const BranchyFacts *Facts = B.Known;
  const std::vector<double> &Reach = B.Reach;
  const std::vector<std::optional<double>> &MeasuredMisses = B.MeasuredMisses;
  auto Guess = [&](unsigned N) {
    return Facts && Facts->Branches[N].Guess
               ? *Facts->Branches[N].Guess
               : predictability(R, N, std::nullopt);
  };
  auto Late = [&](unsigned N) {
    return Facts && Facts->Branches[N].LateAsked
               ? Facts->Branches[N].Late
               : lateIfConvertedCost(R, N, Cost.IssueWidth);
  };
  // The true edge's probability, as Reach has it.
  auto TrueProb = [&](unsigned N) {
    return B.Odds ? (*B.Odds)[N]
                  : fraction(MBPI.getEdgeProbability(R.Blocks[N],
                                                     R.Branches[N].TrueSucc));
  };

  double GuessedMispredicts = 0; // of branches without a measurement
  for (unsigned N : AR.Analysis->LinearOrder) {
    if (!R.Branches[N].isConditional())
      continue;
    // A branch with an edge to a tested exit stays a branch (merged into
    // the exit branches of the linear code): its issue slot is counted
    // there, its mispredictions on both sides, since merging changes how
    // predictable the exit tests are.
    bool Remains = Plan.TestsAnExit[N];
    if (B.Divergent[N]) {
      if (!Remains) {
        ++Cost.DivergentBranches;
        Cost.BranchyCycles += Reach[N] * (1.0 + DivergentBranchCost);
      }
      continue;
    }
    if (!Remains && AssumeLateIfConversion && Target.hasLateIfConversion())
      if (std::optional<double> LateCost = Late(N)) {
        Cost.BranchyCycles += Reach[N] * *LateCost;
        continue;
      }
    // Measured mispredictions need no probability: they are what the
    // predictor did.
    double P = TrueProb(N);
    double Misses = MeasuredMisses[N]
                        ? *MeasuredMisses[N]
                        : Reach[N] * std::min(P, 1.0 - P) * Guess(N);
    Cost.Mispredicts += Misses;
    if (!MeasuredMisses[N]) {
      GuessedMispredicts += Misses;
      if (conditionSource(R, N) == ConditionSource::LoadedData)
        Cost.DataMispredicts += Misses;
    }
    // A branch that stays issues in the branchy code as among the linear
    // code's exit tests, where it may share an issue cycle.
    double Slot = Remains ? 1.0 / Cost.IssueWidth
                          : branchSlot(Target, Cost.IssueWidth);
    Cost.BranchyCycles += Reach[N] * Slot + Misses * Cost.MispredictPenalty;
  }
  return GuessedMispredicts;
}

unsigned RegionCostModel::linearHeight(const AnalyzedRegion &AR,
                                       const ConversionPlan &Plan,
                                       const PredicationTarget &Target) const {
  const MachineRegion &R = AR.Region;
  const MachineRegisterInfo &MRI = MF.getRegInfo();
  const TargetRegisterInfo &TRI = *MF.getSubtarget().getRegisterInfo();
  // Dependence heights of the linear code as the plan's list of operations
  // has it: a predicated instruction also waits for its guard, a join's
  // value for its selects and the predicates or conditions they read, a
  // logic operation for its operands (one read as a condition adds no
  // step).
  const LinearCode &Code = Plan.Code;
  DenseMap<const MachineInstr *, PredicateRef> GuardOf;
  DenseMap<std::pair<const MachineInstr *, unsigned>, PredicateRef> ChainSelect;
  for (const LinearOp &Op : Code.Ops) {
    if (Op.K == LinearOp::Kind::Predicate)
      GuardOf[Op.Instr] = Op.A;
    else if (Op.K == LinearOp::Kind::Select &&
             !Plan.Joins.find(Op.Instr)->second.Tree)
      ChainSelect[{Op.Instr, Op.Group}] = Op.A;
  }
  ReadyCycles Ready(*this);
  SmallVector<unsigned, 16> CondReady(R.Blocks.size(), 0);
  // Ops only read conditions of blocks laid out before their reader, so a
  // time, once computed, is final.
  SmallVector<int, 32> OpReady(Code.Ops.size(), -1);
  std::function<unsigned(PredicateRef)> PredicateReady =
      [&](PredicateRef Ref) -> unsigned {
    if (Ref.isTrue())
      return 0;
    int &T = OpReady[Ref.Op];
    if (T < 0) {
      const LinearOp &Op = Code.Ops[Ref.Op];
      T = Op.K == LinearOp::Kind::Condition
              ? CondReady[Op.Node]
              : std::max(PredicateReady(Op.A), PredicateReady(Op.B)) +
                    (Op.ReadAsCondition ? 0 : 1);
    }
    return T;
  };
  auto JoinReady = [&](const MachineInstr &PHI, const JoinPlan &J) {
    return joinReady(
        J, [&](Register Reg) { return Ready.lookup(Reg); },
        [&](unsigned N) { return CondReady[N]; },
        [&](unsigned G) -> std::optional<unsigned> {
          auto It = ChainSelect.find({&PHI, G});
          if (It == ChainSelect.end())
            return std::nullopt;
          return PredicateReady(It->second);
        });
  };

  unsigned LinearHeight = 0;
  for (unsigned N : AR.Analysis->LinearOrder) {
    const MachineBasicBlock &MBB = *R.Blocks[N];
    for (const MachineInstr &MI : MBB) {
      if (MI.isDebugInstr() || MI.isTerminator())
        continue;
      unsigned End;
      // The entry's PHIs stay PHIs: a join there (the entry is the exit
      // target of a latch) takes its selects at the end.
      auto Join =
          MI.isPHI() && N != 0 ? Plan.Joins.find(&MI) : Plan.Joins.end();
      if (Join != Plan.Joins.end()) {
        End = JoinReady(MI, Join->second);
      } else {
        unsigned Start = Ready.operandsReady(MI);
        if (auto Guard = GuardOf.find(&MI); Guard != GuardOf.end())
          Start = std::max(Start, PredicateReady(Guard->second));
        // Copies are coalesced or read through, as in the branchy code.
        End = Start + (MI.isCopy() ? 0 : latency(MI, Target));
      }
      Ready.resultsReady(MI, End);
      LinearHeight = std::max(LinearHeight, End);
    }
    if (const MachineInstr *CondMI = conditionDef(R, N, MRI, TRI)) {
      unsigned T = 0;
      for (const MachineOperand &MO : CondMI->defs())
        if (MO.isReg() && MO.getReg().isVirtual())
          T = std::max(T, Ready.lookup(MO.getReg()));
      CondReady[N] = T ? T : LinearHeight;
    }
  }
  // The selects for the PHIs of exit targets end the linear code.
  for (const auto &[PHI, J] : Plan.Joins)
    if (!R.NodeOf.count(PHI->getParent()) || PHI->getParent() == R.entry())
      LinearHeight = std::max(LinearHeight, JoinReady(*PHI, J));
  return LinearHeight;
}

unsigned RegionCostModel::joinReady(
    const JoinPlan &J, function_ref<unsigned(Register)> ValueReady,
    function_ref<unsigned(unsigned)> CondReady,
    function_ref<std::optional<unsigned>(unsigned)> SelectPredicateReady) {
  auto GroupReady = [&](unsigned G) { return ValueReady(J.Groups[G].Reg); };
  // A select tree reads branch conditions as they were computed.
  if (J.Tree) {
    SmallVector<unsigned, 8> Selected;
    auto OperandReady = [&](SelectTree::Operand O) {
      return O.Kind == SelectTree::Operand::Value ? GroupReady(O.Index)
                                                  : Selected[O.Index];
    };
    for (const SelectTree::Select &S : J.Tree->Selects)
      Selected.push_back(std::max({CondReady(S.Node), OperandReady(S.IfTrue),
                                   OperandReady(S.IfFalse)}) +
                         1);
    return OperandReady(J.Tree->Root);
  }
  // R/K: from the default value, one select per other value that has one,
  // on the OR of the predicates of the edges it arrives by.
  unsigned T = GroupReady(J.Default);
  for (unsigned G = 0; G != J.Groups.size(); ++G) {
    std::optional<unsigned> Predicate = SelectPredicateReady(G);
    if (G == J.Default || !Predicate)
      continue;
    T = std::max({T, *Predicate, GroupReady(G)}) + 1;
  }
  return T;
}

namespace {
/// The live ranges of the region's virtual registers in its linear code,
/// as positions of the instructions in linear order.
struct LinearLiveRanges {
  DenseMap<Register, std::pair<unsigned, unsigned>> Range; // first, last
  /// Per register, the positions that read it; and the registers the
  /// region defines.
  DenseMap<Register, SmallVector<unsigned, 4>> Uses;
  DenseSet<Register> Defined;
  SmallVector<unsigned, 16> BlockEnd; // per node, its last position
  unsigned End = 0;                   // the last position
};
} // namespace

static LinearLiveRanges linearLiveRanges(const AnalyzedRegion &AR,
                                         const MachineRegisterInfo &MRI) {
  const MachineRegion &R = AR.Region;
  LinearLiveRanges Live;
  auto &Range = Live.Range;
  unsigned Pos = 0;
  Live.BlockEnd.resize(R.Blocks.size());
  // The entry's PHIs read their values on the edges into the region: from
  // outside, a value that arrives as the PHI's own register; from inside
  // (a back edge of a loop body), a value live from its definition to the
  // region's end.
  SmallVector<Register, 8> CarriedOut;
  for (const MachineInstr &PHI : R.entry()->phis())
    for (unsigned I = 1; I < PHI.getNumOperands(); I += 2)
      if (R.NodeOf.count(PHI.getOperand(I + 1).getMBB()))
        CarriedOut.push_back(PHI.getOperand(I).getReg());
  for (unsigned N : AR.Analysis->LinearOrder) {
    for (const MachineInstr &MI : *R.Blocks[N]) {
      if (MI.isDebugInstr())
        continue;
      ++Pos;
      for (const MachineOperand &MO : MI.operands()) {
        if (!MO.isReg() || !MO.getReg().isVirtual())
          continue;
        if (N == 0 && MI.isPHI() && MO.isUse())
          continue;
        auto [It, New] = Range.try_emplace(MO.getReg(), Pos, Pos);
        if (!New)
          It->second.second = Pos;
        if (MO.isUse())
          Live.Uses[MO.getReg()].push_back(Pos);
        else
          Live.Defined.insert(MO.getReg());
        // Live-ins are live from the start; values used outside, to the end.
        if (New && MO.isUse())
          It->second.first = 0;
      }
    }
    Live.BlockEnd[N] = Pos;
  }
  for (auto &[Reg, Span] : Range)
    for (const MachineInstr &Use : MRI.use_nodbg_instructions(Reg))
      if (!R.NodeOf.count(Use.getParent())) {
        Span.second = Pos;
        break;
      }
  for (Register Reg : CarriedOut)
    if (auto It = Range.find(Reg); It != Range.end())
      It->second.second = Pos;
  Live.End = Pos;
  return Live;
}

static bool inPressureSet(const TargetRegisterInfo &TRI,
                          const TargetRegisterClass *RC, unsigned PS) {
  for (const int *Set = TRI.getRegClassPressureSets(RC); *Set != -1; ++Set)
    if (unsigned(*Set) == PS)
      return true;
  return false;
}

/// The allocatable class of pressure set PS with the most registers.
static const TargetRegisterClass *largestClass(const TargetRegisterInfo &TRI,
                                               unsigned PS) {
  const TargetRegisterClass *Largest = nullptr;
  for (const TargetRegisterClass *RC : TRI.regclasses())
    if (RC->isAllocatable() && inPressureSet(TRI, RC, PS) &&
        (!Largest || RC->getNumRegs() > Largest->getNumRegs()))
      Largest = RC;
  return Largest;
}

/// How many units of pressure set PS the allocator can hand out: TableGen's
/// limit counts every register of the set, the stack pointer and the
/// program counter included, so the units of the registers the function
/// reserves in the set's largest class come off, as LLVM's
/// RegisterClassInfo does for its schedulers (ARM: 17 -> 15). PTX keeps its
/// values in virtual registers (ptxas allocates): its limit stays
/// TableGen's.
static unsigned allocatableLimit(const MachineFunction &MF, unsigned PS) {
  const TargetRegisterInfo &TRI = *MF.getSubtarget().getRegisterInfo();
  const MachineRegisterInfo &MRI = MF.getRegInfo();
  unsigned Limit = TRI.getRegPressureSetLimit(MF, PS);
  const TargetRegisterClass *Largest = largestClass(TRI, PS);
  if (!Largest || !MRI.reservedRegsFrozen() ||
      MF.getTarget().getTargetTriple().isNVPTX())
    return Limit;
  unsigned Reserved = llvm::count_if(
      *Largest, [&](MCPhysReg Reg) { return MRI.isReserved(Reg); });
  unsigned Off = TRI.getRegClassWeight(Largest).RegWeight * Reserved;
  return Off < Limit ? Limit - Off : Limit;
}

/// The spills of a linear code whose set PS has more live than its limit at
/// Peak. The allocator spills the ranges cheapest to spill for the room
/// they free: live at the peak, with the fewest uses for their length (its
/// spill weight); each costs a store where the region defines it and a
/// reload at each use from the peak on (one, at least: it is read after the
/// region). Units the ranges cannot free (predicates) cost a store and a
/// reload each.
static void chargeSpills(const LinearLiveRanges &Ranges, unsigned PS,
                         unsigned Peak, const MachineRegisterInfo &MRI,
                         const TargetRegisterInfo &TRI, RegionCost &Cost) {
  struct Candidate {
    Register Reg;
    double Weight;
    unsigned Units, Code;
  };
  SmallVector<Candidate, 16> Candidates;
  for (const auto &[Reg, Span] : Ranges.Range) {
    const TargetRegisterClass *RC = MRI.getRegClass(Reg);
    if (Span.first > Peak || Span.second < Peak ||
        !inPressureSet(TRI, RC, PS))
      continue;
    ArrayRef<unsigned> Uses;
    if (auto It = Ranges.Uses.find(Reg); It != Ranges.Uses.end())
      Uses = It->second;
    unsigned Reloads = llvm::count_if(Uses, [&](unsigned P) {
      return P >= Peak;
    });
    bool Store = Ranges.Defined.contains(Reg);
    Candidates.push_back(
        {Reg, double(Uses.size() + Store) / (Span.second - Span.first + 1),
         unsigned(TRI.getRegClassWeight(RC).RegWeight),
         unsigned(Store) + std::max(1u, Reloads)});
  }
  llvm::sort(Candidates, [](const Candidate &A, const Candidate &B) {
    return A.Weight != B.Weight ? A.Weight < B.Weight : A.Reg < B.Reg;
  });
  int Excess = int(Cost.MaxPressure) - int(Cost.PressureLimit);
  for (const Candidate &C : Candidates) {
    if (Excess <= 0)
      break;
    Excess -= C.Units;
    ++Cost.Spilled;
    Cost.SpillCode += C.Code;
  }
  if (Excess > 0) {
    unsigned Left = (Excess + Cost.PressureUnit - 1) / Cost.PressureUnit;
    Cost.Spilled += Left;
    Cost.SpillCode += 2 * Left;
  }
}

void RegionCostModel::estimatePressure(const AnalyzedRegion &AR,
                                       const PredicationTarget &Target,
                                       RegionCost &Cost) const {
  const MachineRegion &R = AR.Region;
  const PredicateAssignment &PA = AR.Analysis->Predicates;
  const MachineRegisterInfo &MRI = MF.getRegInfo();
  const TargetRegisterInfo &TRI = *MF.getSubtarget().getRegisterInfo();
  // Register pressure of the linear code: live ranges of the region's
  // virtual registers in linear order, plus the predicates from their
  // first defining block to their last user.
  LinearLiveRanges Ranges = linearLiveRanges(AR, MRI);
  unsigned Pos = Ranges.End;
  // Live registers per position, as differences, for the pressure sets the
  // region touches only (a target has dozens; a region touches a few).
  SmallVector<unsigned, 8> Touched;           // pressure set ids
  SmallVector<SmallVector<int, 0>, 8> Delta;   // per touched set
  SmallVector<int, 8> Unit; // per touched set, its heaviest register
  auto AddRange = [&](const TargetRegisterClass *RC, unsigned From,
                      unsigned To) {
    int Weight = TRI.getRegClassWeight(RC).RegWeight;
    for (const int *PS = TRI.getRegClassPressureSets(RC); *PS != -1; ++PS) {
      unsigned Slot = llvm::find(Touched, unsigned(*PS)) - Touched.begin();
      if (Slot == Touched.size()) {
        Touched.push_back(*PS);
        Delta.emplace_back(Pos + 2, 0);
        Unit.push_back(Weight);
      }
      Unit[Slot] = std::max(Unit[Slot], Weight);
      Delta[Slot][From] += Weight;
      Delta[Slot][To + 1] -= Weight;
    }
  };
  for (auto &[Reg, Span] : Ranges.Range)
    AddRange(MRI.getRegClass(Reg), Span.first, Span.second);
  for (unsigned P = 1; P <= PA.numPredicates(); ++P) {
    unsigned From = Pos, To = 0;
    for (SignedEdge E : PA.definingEdges(P))
      From = std::min(From, Ranges.BlockEnd[E.Node]);
    for (unsigned N = 0; N != R.Blocks.size(); ++N)
      if (PA.predicateOf(N) == P)
        To = std::max(To, Ranges.BlockEnd[N]);
    if (From <= To)
      AddRange(Target.predicateClass(), From, To);
  }
  // In pressure set order, so that ties are broken the same way always.
  // Per set: its id, its most live, the first position with that many and
  // the weight of its heaviest register.
  SmallVector<std::tuple<unsigned, unsigned, unsigned, int>, 8> MaxLive;
  for (unsigned Slot = 0; Slot != Touched.size(); ++Slot) {
    int Live = 0;
    unsigned Max = 0, Peak = 0;
    for (unsigned P = 0; P != Delta[Slot].size(); ++P)
      if (unsigned L = std::max(0, Live += Delta[Slot][P]); L > Max) {
        Max = L;
        Peak = P;
      }
    MaxLive.push_back({Touched[Slot], Max, Peak, Unit[Slot]});
  }
  llvm::sort(MaxLive);
  unsigned WorstSet = 0, WorstPeak = 0;
  for (auto [PS, Max, Peak, Weight] : MaxLive) {
    if (!Max)
      continue;
    unsigned Limit = allocatableLimit(MF, PS);
    // Keep the set closest to (or furthest over) its limit.
    if (Cost.PressureSet.empty() ||
        double(Max) / Limit > double(Cost.MaxPressure) / Cost.PressureLimit) {
      Cost.MaxPressure = Max;
      Cost.PressureLimit = Limit;
      Cost.PressureSet = TRI.getRegPressureSetName(PS);
      Cost.PressureUnit = std::max(1, Weight);
      WorstSet = PS;
      WorstPeak = Peak;
    }
  }
  if (Cost.PressureSet.empty())
    Cost.PressureLimit = 1;
  if (Cost.MaxPressure > Cost.PressureLimit)
    chargeSpills(Ranges, WorstSet, WorstPeak, MRI, TRI, Cost);
}

/// The first of the loop's calls that has a register mask, or null.
static const MachineInstr *callIn(const MachineLoop &L) {
  for (const MachineBasicBlock *MBB : L.blocks())
    for (const MachineInstr &MI : *MBB)
      if (MI.isCall() && llvm::any_of(MI.operands(), [](const auto &MO) {
            return MO.isRegMask();
          }))
        return &MI;
  return nullptr;
}

/// How many of the values loop L carries around a call cannot stay in
/// registers the call preserves, in the set where most cannot.
static unsigned carriedInMemory(const MachineLoop &L, const MachineInstr &Call,
                                const MachineRegisterInfo &MRI,
                                const TargetRegisterInfo &TRI) {
  const uint32_t *Mask = nullptr;
  for (const MachineOperand &MO : Call.operands())
    if (MO.isRegMask())
      Mask = MO.getRegMask();
  // Preserved: neither clobbered by the callee (the mask) nor written by
  // the call itself (ARM's BL writes LR, which the callee saves).
  auto Preserved = [&](MCPhysReg Reg) {
    return !MRI.isReserved(Reg) && !MachineOperand::clobbersPhysReg(Mask, Reg) &&
           !Call.modifiesRegister(Reg, &TRI);
  };
  DenseMap<unsigned, unsigned> Carried; // units per pressure set
  for (const MachineInstr &PHI : L.getHeader()->phis()) {
    const TargetRegisterClass *RC = MRI.getRegClass(PHI.getOperand(0).getReg());
    for (const int *PS = TRI.getRegClassPressureSets(RC); *PS != -1; ++PS)
      Carried[*PS] += TRI.getRegClassWeight(RC).RegWeight;
  }
  unsigned Most = 0;
  for (auto [PS, Units] : Carried) {
    const TargetRegisterClass *RC = largestClass(TRI, PS);
    if (!RC)
      continue;
    unsigned Weight = TRI.getRegClassWeight(RC).RegWeight;
    unsigned Kept = Weight * llvm::count_if(*RC, Preserved);
    if (Units > Kept)
      Most = std::max(Most, (Units - Kept + Weight - 1) / Weight);
  }
  return Most;
}

/// The header PHI of L that J's value goes back to, or null.
static const MachineInstr *carriedBy(const MachineInstr &J, const MachineLoop &L,
                                     const MachineRegisterInfo &MRI) {
  Register Reg = J.getOperand(0).getReg();
  for (const MachineInstr &Use : MRI.use_nodbg_instructions(Reg)) {
    if (Use.isPHI() && Use.getParent() == L.getHeader())
      return &Use;
    if (Use.isFullCopy() && Use.getOperand(0).getReg().isVirtual())
      for (const MachineInstr &Next :
           MRI.use_nodbg_instructions(Use.getOperand(0).getReg()))
        if (Next.isPHI() && Next.getParent() == L.getHeader())
          return &Next;
  }
  return nullptr;
}

double RegionCostModel::carriedInMemoryCycles(
    const AnalyzedRegion &AR, const ConversionPlan &Plan,
    const std::vector<double> &Reach, const std::vector<double> *Odds,
    RegionCost &Cost) const {
  const MachineRegion &R = AR.Region;
  const MachineLoop *L = MLI.getLoopFor(R.entry());
  const MachineInstr *Call = L ? callIn(*L) : nullptr;
  if (!Call)
    return 0;
  const MachineRegisterInfo &MRI = MF.getRegInfo();
  unsigned InMemory =
      carriedInMemory(*L, *Call, MRI, *MF.getSubtarget().getRegisterInfo());
  if (!InMemory)
    return 0;
  auto Share = [&](const JoinPlan::Edge &E) {
    const BlockBranch &Br = R.Branches[E.Node];
    if (E.Kind == EdgeKind::Always || !Br.isConditional())
      return Reach[E.Node];
    double True = Odds ? (*Odds)[E.Node]
                       : fraction(MBPI.getEdgeProbability(R.Blocks[E.Node],
                                                          Br.TrueSucc));
    return Reach[E.Node] * (E.Kind == EdgeKind::True ? True : 1.0 - True);
  };
  // Per carried value the region keeps on some paths: how often it is
  // kept, when the linear code loads and stores it for nothing.
  SmallVector<double, 4> Kept;
  for (const auto &[PHI, J] : Plan.Joins) {
    const MachineInstr *Header = carriedBy(*PHI, *L, MRI);
    if (!Header)
      continue;
    for (const JoinPlan::Group &G : J.Groups)
      if (G.Reg == Header->getOperand(0).getReg() && !G.SubReg) {
        double P = 0;
        for (const JoinPlan::Edge &E : G.Edges)
          P += Share(E);
        Kept.push_back(std::clamp(P, 0.0, 1.0));
      }
  }
  // The allocator leaves in memory the values used least: those kept most.
  llvm::sort(Kept, std::greater<double>());
  Kept.resize(std::min<size_t>(Kept.size(), InMemory));
  Cost.CarriedInMemory = Kept.size();
  double Cycles = 0;
  for (double P : Kept)
    Cycles += 2.0 * P; // a load and a store
  return Cycles / Cost.IssueWidth;
}

RegionCost RegionCostModel::estimate(const AnalyzedRegion &AR,
                                     const ConversionPlan &Plan,
                                     const PredicationTarget &Target,
                                     const PayBound *Known) const {
  const MachineRegion &R = AR.Region;
  RegionCost Cost;

  Cost.IssueWidth = issueWidth(Target);
  Cost.MispredictPenalty = mispredictPenalty();
  uint64_t EntryFreq = MBFI.getEntryFreq().getFrequency();
  Cost.EntryFrequency =
      EntryFreq ? double(MBFI.getBlockFreq(R.entry()).getFrequency()) /
                      double(EntryFreq)
                : 0;

  BranchyView B;
  // On a GPU, Reach(b) is the probability that the warp runs b: both sides
  // of a divergent branch run.
  B.Divergent = divergentBranches(R);
  // The bound's facts hold only where it worked them out: no divergence.
  B.Known = Known && !Uniformity ? &Known->Facts : nullptr;
  // Each branch is looked up in the predictability profile once; how often
  // its branches ran says how often the blocks run (no bound with one).
  B.Measured = measuredBranches(R);
  B.Reach = B.Known ? B.Known->Reach
                    : reachProbabilities(AR, B.Divergent, &B.Measured,
                                         &B.TrueOdds);
  if (!B.Known && llvm::any_of(B.Measured, [](const auto &M) {
        return M.has_value();
      }))
    B.Odds = &B.TrueOdds;
  B.MeasuredMisses = measuredMispredicts(R, B.Measured, B.Reach, B.Divergent);
  Cost.BranchyCycles =
      B.Known ? B.Known->Work
              : branchyWork(AR, B.Reach, llvm::is_contained(B.Divergent, true),
                            Target, Cost.IssueWidth, B.Odds);
  double GuessedMispredicts = chargeBranches(AR, Plan, Target, B, Cost);
  unsigned LinearHeight = linearHeight(AR, Plan, Target);
  Cost.ProfiledProbabilities = MF.getFunction().hasProfileData();
  Cost.ConditionalBranches = R.numConditionalBranches();
  for (unsigned N = 0; N != R.Blocks.size(); ++N)
    if (R.Branches[N].isConditional() && B.MeasuredMisses[N])
      ++Cost.MeasuredBranches;
  // The default margin covers the error of guessed predictability; it
  // shrinks with the share of the expected mispredictions that a profile
  // measured rather than the model guessed (all measured: a predicted
  // saving is taken as it is; none: the full margin). A margin the user
  // gives is kept as given.
  double Guessed =
      Cost.Mispredicts > 0 ? GuessedMispredicts / Cost.Mispredicts
      : Cost.ConditionalBranches
          ? 1.0 - double(Cost.MeasuredBranches) / Cost.ConditionalBranches
          : 1.0;
  Cost.RequiredGain = RequiredGain.getNumOccurrences()
                          ? double(RequiredGain)
                          : Target.defaultRequiredGain() * Guessed;

  // The linear code: every instruction, the predicate logic, selects and
  // the exit branches that remain.
  unsigned CondBranches = R.numConditionalBranches();
  // The last exit is reached by a jump or by falling through, as the
  // branchy code's jumps, which it does not count either.
  Cost.ExitBranches = CondBranches - Plan.RemovedBranches;
  Cost.AbsorbedSelects = absorbedSelects(AR, Plan, Target);
  Cost.Instructions = Plan.Instructions - countCopies(R);
  Cost.LinearOps = linearOperations(Plan, Cost, Target.expectedOverheads(),
                                    Target.absorbedSelectCost());
  Cost.Height = std::max(LinearHeight, 1u);
  Cost.ExitMispredicts =
      exitMispredicts(AR, Plan, B.Reach, B.Divergent, B.Measured, B.Odds);
  Cost.PredicatedCycles =
      std::max(Cost.LinearOps / Cost.IssueWidth, double(Cost.Height)) +
      Cost.ExitMispredicts * Cost.MispredictPenalty;

  estimatePressure(AR, Target, Cost);
  Cost.NeedsHeadroom = Plan.PredicationExpansion > 0;
  Cost.PredicatedCycles += double(Cost.SpillCode) / Cost.IssueWidth;
  Cost.PredicatedCycles +=
      carriedInMemoryCycles(AR, Plan, B.Reach, B.Odds, Cost);
  return Cost;
}
