//===- RKIfConvPass.cpp - rk-ifcvt: the if-conversion pass driver ---------===//
//
// Drives if-conversion: finds the candidate regions of a function, runs the
// target-independent analyses on each, decides with the cost model which to
// convert, rewrites them through the target's adaptor, and reports every
// decision as an optimization remark.
//
//===----------------------------------------------------------------------===//

#include "rkifc/Analysis/Hyperblock.h"
#include "rkifc/CodeGen/Passes.h"
#include "rkifc/Cost/RegionCostModel.h"
#include "rkifc/Region/RegionDiscovery.h"
#include "rkifc/Target/PredicationTarget.h"
#include "rkifc/Transform/RegionPredicator.h"
#include "rkifc/Transform/TailDuplication.h"

#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Analysis/CycleAnalysis.h"
#include "llvm/Analysis/TargetTransformInfo.h"
#include "llvm/Analysis/UniformityAnalysis.h"
#include "llvm/CodeGen/MachineBlockFrequencyInfo.h"
#include "llvm/CodeGen/MachineBranchProbabilityInfo.h"
#include "llvm/CodeGen/MachineFunction.h"
#include "llvm/CodeGen/MachineFunctionPass.h"
#include "llvm/CodeGen/MachineLoopInfo.h"
#include "llvm/CodeGen/MachineOptimizationRemarkEmitter.h"
#include "llvm/CodeGen/TargetInstrInfo.h"
#include "llvm/CodeGen/TargetSubtargetInfo.h"
#include "llvm/IR/DebugInfoMetadata.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/PassInstrumentation.h"
#include "llvm/IR/PassManager.h"
#include "llvm/InitializePasses.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Target/TargetMachine.h"

#include <atomic>
#include <cmath>
#include <variant>

using namespace llvm;
using namespace rkifc;

#define DEBUG_TYPE "rk-ifcvt"

static cl::opt<bool>
    ForceConversion("rk-ifcvt-force", cl::init(false),
                    cl::desc("rk-ifcvt: convert every eligible region, "
                             "whatever it costs (for testing)"));

static cl::opt<unsigned> MaxRegionInstrs(
    "rk-ifcvt-max-instrs", cl::init(64),
    cl::desc("rk-ifcvt: largest number of instructions in a region that is "
             "converted without -rk-ifcvt-force"));

static cl::opt<bool> CheckCostBounds(
    "rk-ifcvt-check-bounds", cl::init(false), cl::Hidden,
    cl::desc("rk-ifcvt: plan and cost every sub-region, and check that the "
             "bounds that otherwise skip planning hold (an error where they "
             "do not)"));

static cl::opt<bool> TrySubRegions(
    "rk-ifcvt-sub-regions", cl::init(true),
    cl::desc("rk-ifcvt: when a region is not converted, try its single-entry "
             "sub-regions"));

static cl::opt<bool> TryHyperblocks(
    "rk-ifcvt-hyperblocks", cl::init(false),
    cl::desc("rk-ifcvt: when a region is not converted, try its hyperblock "
             "first: the blocks reached from the entry through blocks that "
             "run often enough and hold no call or inline asm; the branches "
             "into the others stay, as side exits, and blocks also entered "
             "from a left-out block are tail-duplicated (experimental)"));

static cl::opt<unsigned> HyperblockMaxDuplicated(
    "rk-ifcvt-hyperblock-max-duplicated", cl::init(16), cl::Hidden,
    cl::desc("rk-ifcvt: with -rk-ifcvt-hyperblocks, the most instructions "
             "tail duplication may copy for one hyperblock (0: none; a side "
             "entrance over the budget is left out of the hyperblock)"));

static cl::opt<unsigned> HyperblockMaxCostly(
    "rk-ifcvt-hyperblock-max-costly", cl::init(2), cl::Hidden,
    cl::desc("rk-ifcvt: with -rk-ifcvt-hyperblocks, when the cost model "
             "finds a region or hyperblock slower predicated, leave out up "
             "to this many blocks whose predicated instructions would be "
             "wasted most (reverse if-conversion; 0: none)"));

static cl::opt<float> HyperblockMinFrequency(
    "rk-ifcvt-hyperblock-min-frequency", cl::init(0.1f), cl::Hidden,
    cl::desc("rk-ifcvt: with -rk-ifcvt-hyperblocks, a block runs at least "
             "this fraction of the region entry's executions to be taken"));

static cl::opt<bool> PrintStats(
    "rk-ifcvt-stats", cl::init(false),
    cl::desc("rk-ifcvt: print rkifc's counts (regions seen, converted, "
             "rejected by reason, ...) to stderr at the end"));

static cl::opt<bool> MarkRegions(
    "rk-ifcvt-mark-regions", cl::init(false), cl::Hidden,
    cl::desc("Give the debug locations of each converted region's linear "
             "code a discriminator of its own, named in the Converted "
             "remark (Marker): a trace then counts the region's entries "
             "(scripts/profile-bench.py's calibration)"));

static cl::opt<int> ConversionLimit(
    "rk-ifcvt-limit", cl::init(-1), cl::Hidden,
    cl::desc("rk-ifcvt: stop after this many conversions by the pass "
             "(bisection aid; -1 = no limit)"));

static cl::list<unsigned> SkipConversions(
    "rk-ifcvt-skip", cl::CommaSeparated, cl::Hidden,
    cl::desc("rk-ifcvt: refuse the conversions of these numbers, counted "
             "from 0 in the order the pass would make them (bisection aid: "
             "with -rk-ifcvt-limit, isolates one region)"));

static cl::opt<std::string>
    OnlyFunction("rk-ifcvt-only-function", cl::init(""), cl::Hidden,
                 cl::desc("rk-ifcvt: convert only in the function of this name "
                          "(bisection aid)"));

static cl::opt<int> FirstFunction(
    "rk-ifcvt-fn-start", cl::init(-1), cl::Hidden,
    cl::desc("rk-ifcvt: convert only from the N-th function the pass sees "
             "(0-based; bisection aid)"));

static cl::opt<int> LastFunction(
    "rk-ifcvt-fn-stop", cl::init(-1), cl::Hidden,
    cl::desc("rk-ifcvt: convert only up to the N-th function the pass sees "
             "(bisection aid)"));

namespace {

using Argument = DiagnosticInfoOptimizationBase::Argument;

/// rkifc's own counts (Debian's LLVM has -stats compiled out).
struct Statistics {
  unsigned Functions = 0;
  unsigned RegionsSeen = 0;
  unsigned RegionsConverted = 0;
  unsigned BranchesRemoved = 0;
  unsigned Predicates = 0;
  unsigned Speculated = 0;
  unsigned Predicated = 0;
  unsigned PredicationExpansion = 0; // instructions added by splitting
  unsigned Selects = 0;
  unsigned OverBound = 0; // converted regions over their static bound
  unsigned DuplicatedBlocks = 0; // hyperblocks' tail duplication
  unsigned DuplicatedInstructions = 0;
  unsigned CostlyBlocks = 0;    // left out of hyperblocks by the cost model
  StringMap<unsigned> Rejected; // by remark key

  void print(raw_ostream &OS) const {
    OS << "rk-ifcvt statistics:\n";
    auto Line = [&](const char *Name, unsigned V) {
      OS << format("  %-28s %u\n", Name, V);
    };
    Line("functions", Functions);
    Line("regions seen", RegionsSeen);
    Line("regions converted", RegionsConverted);
    Line("branches removed", BranchesRemoved);
    Line("predicates", Predicates);
    Line("instructions speculated", Speculated);
    Line("instructions predicated", Predicated);
    Line("instructions added splitting", PredicationExpansion);
    Line("selects", Selects);
    Line("regions over static bound", OverBound);
    Line("blocks tail-duplicated", DuplicatedBlocks);
    Line("instructions tail-duplicated", DuplicatedInstructions);
    Line("blocks left out as costly", CostlyBlocks);
    std::vector<std::pair<std::string, unsigned>> Reasons;
    for (const auto &E : Rejected)
      Reasons.push_back({E.first().str(), E.second});
    llvm::sort(Reasons);
    for (const auto &[Key, N] : Reasons)
      OS << format("  rejected: %-18s %u\n", Key.c_str(), N);
  }
};

/// The IR's uniformity, for targets whose branches can diverge. Computed
/// here rather than required of the pass manager: required, the analysis
/// and the cycle info under it ran for every target (0.1-0.2% of llc's
/// instructions on ARM), where the cost model reads them only on GPUs.
struct IRUniformity {
  // The new pass manager's analyses, run on their own: UniformityInfo's
  // own compute() is inline over a class that LLVM's headers leave
  // incomplete.
  FunctionAnalysisManager FAM;
  const UniformityInfo *Info;

  explicit IRUniformity(MachineFunction &MF) {
    const TargetMachine &TM = MF.getTarget();
    FAM.registerPass([] { return PassInstrumentationAnalysis(); });
    FAM.registerPass([] { return DominatorTreeAnalysis(); });
    FAM.registerPass([] { return CycleAnalysis(); });
    FAM.registerPass([&TM] { return TM.getTargetIRAnalysis(); });
    FAM.registerPass([] { return UniformityInfoAnalysis(); });
    Info = &FAM.getResult<UniformityInfoAnalysis>(MF.getFunction());
  }
};

/// How a caller asks RKIfConv::decide() about a region.
struct Asking {
  /// A region that cannot pay by the cost model's bounds is refused
  /// before it is planned: for callers that only ask whether it converts
  /// (sub-regions), not why not.
  bool Bounded = false;
  /// Nothing is said or counted: a what-if (the sub-regions of a region
  /// that pays, compared with it).
  bool Quiet = false;
};

struct DecisionRemarks;

class RKIfConv : public MachineFunctionPass {
public:
  static char ID;
  RKIfConv() : RKIfConv(ID, PipelineStage::Early) {}

  StringRef getPassName() const override {
    return Stage == PipelineStage::Late ? "rkifc late if-conversion"
                                        : "rkifc if-conversion";
  }
  void getAnalysisUsage(AnalysisUsage &AU) const override {
    addRegionDiscoveryDependencies(AU);
    AU.addRequired<MachineBranchProbabilityInfoWrapperPass>();
    AU.addRequired<MachineBlockFrequencyInfoWrapperPass>();
    AU.addRequired<MachineOptimizationRemarkEmitterPass>();
    MachineFunctionPass::getAnalysisUsage(AU);
  }
  bool runOnMachineFunction(MachineFunction &MF) override;
  bool doInitialization(Module &M) override {
    // Nonsense option values are errors (llc and clang exit non-zero), told
    // once, before any code is touched.
    for (const std::string &Error : optionErrors()) {
      M.getContext().emitError("rk-ifcvt: " + Error);
      OptionsInvalid = true;
    }
    // Read the predictability profile up front, so that a bad file is
    // reported even in a module without a region to convert.
    predictabilityProfile(M.getContext());
    return false;
  }
  bool doFinalization(Module &M) override {
    // A bisection option that selects nothing is almost always a typo.
    if (!OnlyFunction.empty() && !OnlyFunctionSeen)
      M.getContext().diagnose(DiagnosticInfoGeneric(
          "rk-ifcvt: -rk-ifcvt-only-function=" + OnlyFunction +
              ": no function of that name in the module",
          DS_Warning));
    if (!PrintStats)
      return false;
    Stats.print(errs());
    if (const PredictabilityProfile *Profile =
            predictabilityProfile(M.getContext()))
      errs() << format("  %-28s %u\n", "profile entries",
                       Profile->numEntries())
             << format("  %-28s %u\n", "profile entries unmatched",
                       Profile->numUnused());
    return false;
  }

protected:
  RKIfConv(char &PassID, PipelineStage Stage)
      : MachineFunctionPass(PassID), Stage(Stage) {}

private:
  /// Where this instance runs: the adaptor's predicates may live in the
  /// flags only late, after the peephole optimizer (docs/targets.md).
  const PipelineStage Stage;

  /// A region the cost model would convert, and how.
  struct Decision {
    // Built in place in a Verdict: a plan is large, and each move of its
    // joins and exits cost as much as costing a small diamond's branches.
    Decision(ConversionPlan &&Plan, const RegionCost &Cost)
        : Plan(std::move(Plan)), Cost(Cost) {}
    ConversionPlan Plan;
    RegionCost Cost;
  };
  /// decide()'s answer: how to convert the region, or why it stays.
  using Verdict = std::variant<Decision, RejectionKind>;
  /// Decides on one region, with remarks that explain the decision; Kind
  /// names it in remarks ("region", "sub-region", "hyperblock").
  Verdict decide(const AnalyzedRegion &AR, StringRef Kind,
                 MachineOptimizationRemarkEmitter &ORE,
                 PredicationTarget &Target, const RegionCostModel &CostModel,
                 Asking How = {});
  /// The cost model's judgement of a planned and estimated region, and the
  /// limits that hold whatever it says: why the region stays, if it does.
  std::optional<RejectionKind> judge(DecisionRemarks &Remarks,
                                     const ConversionPlan &Plan,
                                     const RegionCost &Cost,
                                     PredicationTarget &Target);
  /// Converts a region as Plan says; Cost is what decide() estimated.
  void commit(const AnalyzedRegion &AR, StringRef Kind,
              MachineOptimizationRemarkEmitter &ORE, PredicationTarget &Target,
              const ConversionPlan &Plan, const RegionCost &Cost);
  /// What the conversion of one function shares.
  struct FunctionContext {
    MachineOptimizationRemarkEmitter &ORE;
    PredicationTarget &Target;
    const RegionCostModel &CostModel;
    const MachineBlockFrequencyInfo &MBFI;
    const TargetInstrInfo &TII;
    /// Whether a hyperblock's tails were duplicated: the SSA repair may
    /// have renamed values anywhere in the function since its regions were
    /// described.
    bool TailsDuplicated = false;
  };
  /// A sub-region the cost model would convert, as it was decided.
  struct PayingPart {
    AnalyzedRegion Part;
    Decision D;
  };
  /// What the single-entry parts of a region came to.
  struct SubRegionOutcome {
    unsigned Paying = 0;
    /// Cycles per function entry that converting them is expected to save.
    double Saving = 0;
    /// Decided quietly: the paying parts, kept for committing them.
    std::vector<PayingPart> Parts;
  };
  /// The single-entry parts of a region that is not converted whole,
  /// outer ones first and disjoint: converted where they pay, or with
  /// Commit false only decided, quietly (what converting them would save,
  /// and the paying parts). Decided: such a quiet outcome, whose paying
  /// parts are committed as they were decided, not decided again.
  /// Checked: Parent itself when nothing has changed since it was checked
  /// and described, so that its parts need not be again.
  SubRegionOutcome convertSubRegions(const MachineRegion &Parent,
                                     const RegionAnalysis &A,
                                     FunctionContext &C, bool Commit = true,
                                     const MachineRegion *Checked = nullptr,
                                     SubRegionOutcome *Decided = nullptr);
  /// Whether the sub-regions of Parent (analysed as A) are expected to
  /// save more cycles than converting Subject as Cost says (Parent itself,
  /// or its hyperblock; Kind names it), so that converting them pays
  /// better: then a remark says so, and Parts holds their quiet outcome.
  bool subRegionsSaveMore(const MachineRegion &Parent, const RegionAnalysis &A,
                          const MachineRegion &Subject, StringRef Kind,
                          const RegionCost &Cost, FunctionContext &C,
                          const MachineRegion *Checked,
                          SubRegionOutcome &Parts);
  /// Commits a part decided quietly, with the remarks deciding it loudly
  /// would have given.
  void commitDecided(PayingPart &P, FunctionContext &C);
  enum class HyperblockResult { Converted, Unprofitable, NotConverted };
  /// The hyperblock S selected in R. A is R's analysis, for the search of
  /// its sub-regions (null if R has none: that comparison is skipped).
  HyperblockResult tryHyperblock(const MachineRegion &R,
                                 const RegionAnalysis *A,
                                 const HyperblockSelection &S,
                                 bool RegionUnprofitable, FunctionContext &C);
  /// R's hyperblock, with costly blocks left out while it does not pay;
  /// true if converted.
  bool convertHyperblock(const MachineRegion &R, const RegionAnalysis *A,
                         bool RegionUnprofitable, FunctionContext &C);
  /// decide(), then commit() if it said yes.
  Verdict tryRegion(const AnalyzedRegion &AR, StringRef Kind,
                    MachineOptimizationRemarkEmitter &ORE,
                    PredicationTarget &Target, const RegionCostModel &CostModel,
                    Asking How = {});
  /// Whether the pass converts in MF: not where it is skipped or the
  /// options leave it out. Counts MF for -rk-ifcvt-fn-start and
  /// -rk-ifcvt-fn-stop, and notes -rk-ifcvt-only-function finding it.
  bool selectsFunction(MachineFunction &MF);
  /// A region discovery found when CodeChanges was FoundAt: converted
  /// whole, or its hyperblock, or its sub-regions; true if any was.
  bool convertFoundRegion(const AnalyzedRegion &Found, unsigned FoundAt,
                          FunctionContext &C);

  static std::vector<std::string> optionErrors();

  Statistics Stats;
  bool OnlyFunctionSeen = false;
  bool OptionsInvalid = false; // then nothing is converted
  int FunctionIndex = -1;
  int NumConversions = 0;
  /// Conversions decided, refused by -rk-ifcvt-skip or not.
  unsigned NumWouldConvert = 0;
  /// Conversions and tail duplications so far: a region described before
  /// the last of them may describe code that has changed.
  unsigned CodeChanges = 0;
  /// Opcodes by name, kept from function to function.
  OpcodeIndexCache OpcodeIndexes;
};

/// Whether a region refused for this reason (null: not refused) may pay
/// with fewer blocks: it was slower predicated, too large, or needed too
/// many registers.
bool costlyRejection(const RejectionKind *Why) {
  return Why && (*Why == RejectionKind::NotProfitable ||
                 *Why == RejectionKind::TooLarge ||
                 *Why == RejectionKind::RegisterPressure);
}

HyperblockOptions hyperblockOptions() {
  HyperblockOptions Options;
  Options.MinRelativeFrequency = HyperblockMinFrequency;
  Options.MaxDuplicatedSize = HyperblockMaxDuplicated;
  return Options;
}

DebugLoc regionLoc(const MachineRegion &R) {
  MachineBasicBlock *Entry = R.entry();
  auto Term = Entry->getFirstTerminator();
  return Term != Entry->end() ? Term->getDebugLoc() : DebugLoc();
}

/// -rk-ifcvt-mark-regions: gives every located instruction of the linear
/// block a discriminator no source location has (bit 30 set, the region's
/// number in this process below it) and returns it. Debug locations do not
/// change the code.
unsigned markRegion(MachineBasicBlock &Linear) {
  static std::atomic<unsigned> Regions{0};
  unsigned Marker = 1u << 30 | ++Regions;
  for (MachineInstr &MI : Linear)
    if (const DILocation *L = MI.getDebugLoc().get())
      MI.setDebugLoc(DebugLoc(L->cloneWithDiscriminator(Marker)));
  return Marker;
}

/// Cycles with one decimal, as remark arguments carry them.
std::string cycles(double C) {
  std::string S;
  raw_string_ostream(S) << format("%.1f", C);
  return S;
}

/// Where the estimate's probabilities and predictability came from, so that
/// a reader can tell measured figures from guessed ones.
/// Cycles per function entry that converting a region as estimated saves.
double savingPerCall(const RegionCost &Cost) {
  return (Cost.BranchyCycles - Cost.PredicatedCycles) * Cost.EntryFrequency;
}

template <typename RemarkT>
void describeSources(RemarkT &Remark, const RegionCost &Cost) {
  Remark << "probabilities from "
         << Argument("ProbabilitySource", Cost.ProfiledProbabilities
                                              ? "profile"
                                              : "static heuristics")
         << ", predictability "
         << Argument("PredictabilitySource",
                     Cost.MeasuredBranches ? "profile" : "guessed");
  if (Cost.MeasuredBranches)
    Remark << " for " << Argument("MeasuredBranches", Cost.MeasuredBranches)
           << " of "
           << Argument("ConditionalBranches", Cost.ConditionalBranches)
           << " branches";
  Remark << " (" << Argument("DataMispredicts", cycles(Cost.DataMispredicts))
         << " mispredictions guessed on loaded data); required gain "
         << Argument("RequiredGain", cycles(Cost.RequiredGain));
}

/// What RKIfConv::decide() says about one region: its remarks (none when
/// asked quietly) and the refusals it counts.
struct DecisionRemarks {
  const AnalyzedRegion &AR;
  StringRef Kind;
  MachineOptimizationRemarkEmitter &ORE;
  Statistics &Stats;
  Asking How;
  DebugLoc Loc;

  // Names are printed only for remarks that are emitted.
  std::string entry() const { return blockName(*AR.Region.entry()); }

  template <typename BuilderT> void emit(BuilderT &&Build) {
    if (!How.Quiet)
      ORE.emit(Build);
  }
  // Decisions of the cost model carry their figures as remark arguments.
  template <typename ExplainT>
  RejectionKind reject(RejectionKind Reason, ExplainT &&Explain) {
    if (!How.Quiet)
      ++Stats.Rejected[remarkName(Reason)];
    emit([&] {
      MachineOptimizationRemarkMissed Remark(DEBUG_TYPE, remarkName(Reason),
                                             Loc, AR.Region.entry());
      Remark << ("not if-converting " + Kind + " at ").str()
             << Argument("Entry", entry()) << ": ";
      Explain(Remark);
      return Remark;
    });
    return Reason;
  }
  RejectionKind rejectTooLarge(unsigned Instructions) {
    return reject(RejectionKind::TooLarge, [&](auto &Remark) {
      Remark << Argument("Instructions", Instructions)
             << " instructions, more than the limit of "
             << Argument("Limit", unsigned(MaxRegionInstrs));
    });
  }
  /// The region's blocks, branches and predicates.
  void remarkRegion();
  /// The estimate of converting the region as Plan says, and its sources.
  void remarkCost(const ConversionPlan &Plan, const RegionCost &Cost);
};

void DecisionRemarks::remarkRegion() {
  const MachineRegion &R = AR.Region;
  emit([&] {
    MachineOptimizationRemarkAnalysis Remark(DEBUG_TYPE, "Region", Loc,
                                             R.entry());
    Remark << "region at " << Argument("Entry", entry()) << ": "
           << Argument("Blocks", unsigned(R.Blocks.size())) << " blocks, "
           << Argument("Branches", R.numConditionalBranches())
           << " conditional branches, "
           << Argument("Predicates", AR.Analysis->Predicates.numPredicates())
           << " predicates";
    describeBranches(Remark, R.Blocks);
    return Remark;
  });
}

void DecisionRemarks::remarkCost(const ConversionPlan &Plan,
                                 const RegionCost &Cost) {
  emit([&] {
    MachineOptimizationRemarkAnalysis Remark(DEBUG_TYPE, "RegionCost", Loc,
                                             AR.Region.entry());
    Remark << "cost of region at " << Argument("Entry", entry()) << ": "
           << Argument("Instructions", Cost.Instructions)
           << " instructions; branchy "
           << Argument("BranchyCycles", cycles(Cost.BranchyCycles))
           << " cycles (" << Argument("Mispredicts", cycles(Cost.Mispredicts))
           << " mispredictions x "
           << Argument("MispredictPenalty", Cost.MispredictPenalty) << ", "
           << Argument("DivergentBranches", Cost.DivergentBranches)
           << " divergent branches), predicated "
           << Argument("PredicatedCycles", cycles(Cost.PredicatedCycles))
           << " cycles (" << Argument("LinearOps", cycles(Cost.LinearOps))
           << " ops at width " << Argument("IssueWidth", Cost.IssueWidth)
           << ": instructions and the overheads of "
           << Argument("Conditions", Plan.CapturedConditions)
           << " captured conditions, "
           << Argument("PredicateOps", Plan.PredicateOps)
           << " predicate operations, ";
    if (Plan.ChainTests)
      Remark << Argument("ChainTests", Plan.ChainTests)
             << " compares of chains in the flags, ";
    Remark << Argument("Selects", Plan.Selects) << " selects";
    if (Cost.AbsorbedSelects)
      Remark << " (" << Argument("AbsorbedSelects", Cost.AbsorbedSelects)
             << " absorbed)";
    Remark << ", " << Argument("Predicated", Plan.Predicated) << " predicated, "
           << Argument("ExitBranches", Cost.ExitBranches) << " exit branches";
    if (Plan.PredicationExpansion)
      Remark << ", "
             << Argument("PredicationExpansion", Plan.PredicationExpansion)
             << " expanded";
    Remark << ", height " << Argument("Height", Cost.Height) << ", "
           << Argument("ExitMispredicts", cycles(Cost.ExitMispredicts))
           << " exit mispredictions); pressure "
           << Argument("Pressure", Cost.MaxPressure) << "/"
           << Argument("PressureLimit", Cost.PressureLimit) << " in "
           << Argument("PressureSet", Cost.PressureSet);
    if (Cost.Spilled)
      Remark << " (" << Argument("Spilled", Cost.Spilled) << " spilled: "
             << Argument("SpillCode", Cost.SpillCode)
             << " stores and reloads, in the predicated cycles)";
    if (Cost.CarriedInMemory)
      Remark << " (" << Argument("CarriedInMemory", Cost.CarriedInMemory)
             << " carried across the loop's calls in stack slots)";
    Remark << "; entered "
           << Argument("EntryFrequency", cycles(Cost.EntryFrequency))
           << " times per call; ";
    describeSources(Remark, Cost);
    return Remark;
  });
}

/// In a function optimised for size, speed is not bought with code: the
/// linear code is sized with the adaptor's worst case per overhead (not
/// the averages that estimate its speed) and its last exit's jump.
std::optional<RejectionKind> rejectForCodeSize(DecisionRemarks &Remarks,
                                               const ConversionPlan &Plan,
                                               const RegionCost &Cost,
                                               PredicationTarget &Target) {
  const MachineRegion &R = Remarks.AR.Region;
  if (!R.entry()->getParent()->getFunction().hasMinSize())
    return std::nullopt;
  unsigned InstrsBefore = 0;
  for (const MachineBasicBlock *MBB : R.Blocks)
    InstrsBefore += countCodeInstructions(*MBB);
  PredicationTarget::Overheads Worst = Target.overheads();
  double LinearSize =
      RegionCostModel::linearOperations(Plan, Cost, Worst, Worst.Select) + 1;
  if (LinearSize > InstrsBefore) {
    return Remarks.reject(RejectionKind::CodeSize, [&](auto &Remark) {
      Remark << "the function is minsize and the linear code may take "
             << Argument("LinearSize", cycles(LinearSize))
             << " instructions, the branchy code has "
             << Argument("InstructionsBefore", InstrsBefore);
    });
  }
  return std::nullopt;
}

} // namespace

/// -rk-ifcvt-check-bounds: the bounds payBound() gives before planning must
/// hold for the estimate made after it, or sub-regions that would pay are
/// refused unplanned.
static void checkCostBounds(const AnalyzedRegion &AR, const RegionCost &Cost,
                            const PredicationTarget &Target,
                            const RegionCostModel &CostModel) {
  const MachineRegion &R = AR.Region;
  std::optional<RegionCostModel::PayBound> Bound =
      CostModel.payBound(AR, countPlannedInstructions(R), Target);
  if (!Bound)
    return;
  constexpr double Slack = 1e-6;
  bool Holds = Bound->PredicatedAtLeast <= Cost.PredicatedCycles + Slack &&
               Bound->BranchyAtMost >= Cost.BranchyCycles - Slack &&
               std::abs(Bound->RequiredGain - Cost.RequiredGain) < Slack;
  if (Holds)
    return;
  std::string Msg;
  raw_string_ostream(Msg)
      << "rk-ifcvt: cost bounds do not hold for the region at "
      << blockName(*R.entry()) << " in " << R.entry()->getParent()->getName()
      << ": predicated " << format("%.3f", Cost.PredicatedCycles)
      << " (bound: at least " << format("%.3f", Bound->PredicatedAtLeast)
      << "), branchy " << format("%.3f", Cost.BranchyCycles)
      << " (bound: at most " << format("%.3f", Bound->BranchyAtMost)
      << "), required gain " << format("%.3f", Cost.RequiredGain) << " ("
      << format("%.3f", Bound->RequiredGain) << ")";
  R.entry()->getParent()->getFunction().getContext().emitError(Msg);
}

RKIfConv::Verdict RKIfConv::decide(const AnalyzedRegion &AR, StringRef Kind,
                                   MachineOptimizationRemarkEmitter &ORE,
                                   PredicationTarget &Target,
                                   const RegionCostModel &CostModel,
                                   Asking How) {
  const MachineRegion &R = AR.Region;
  DecisionRemarks Remarks{AR, Kind, ORE, Stats, How, regionLoc(R)};
  Remarks.remarkRegion();
  // The cheapest refusal first: a region too large for the default mode is
  // not planned or costed at all.
  std::optional<RegionCostModel::PayBound> Bound;
  if (!ForceConversion) {
    unsigned Instructions = countPlannedInstructions(R);
    if (Instructions > MaxRegionInstrs)
      return Remarks.rejectTooLarge(Instructions);
    // Most sub-regions of a refused region are refused again, and planning
    // and costing them was most of rk-ifcvt's time on large functions: one
    // that the bounds already rule out is not planned.
    // (-rk-ifcvt-check-bounds plans every region instead, to check the
    // bounds against the estimates.)
    if (How.Bounded && !CheckCostBounds)
      if (Bound = CostModel.payBound(AR, Instructions, Target);
          Bound && Bound->cannotPay())
        return Remarks.reject(RejectionKind::NotProfitable, [&](auto &Remark) {
          Remark << "predicated code at least "
                 << Argument("PredicatedCycles",
                             cycles(Bound->PredicatedAtLeast))
                 << " cycles, branchy code at most "
                 << Argument("BranchyCycles", cycles(Bound->BranchyAtMost))
                 << " cycles per entry (bounds, before planning)";
        });
  }
  ConversionPlan Plan = planRegion(AR, Target);
  if (!Plan.feasible()) {
    if (How.Quiet)
      return Plan.Rejected->Kind;
    ++Stats.Rejected[remarkName(Plan.Rejected->Kind)];
    bool Named = ORE.allowExtraAnalysis(DEBUG_TYPE);
    emitRejection(ORE, *Plan.Rejected, Named ? Kind : StringRef(), Remarks.Loc,
                  R.entry(), {Named ? Remarks.entry() : std::string(), {}});
    return Plan.Rejected->Kind;
  }
  // Not a cost judgement, so -rk-ifcvt-force does not override it: a region
  // whose every branch comes back as an exit branch has nothing to
  // if-convert, and its linear code only adds predication. The plan says
  // so; the estimate is not needed (in long && chains, half the regions).
  if (Plan.RemovedBranches == 0) {
    return Remarks.reject(RejectionKind::NoBranchRemoved, [&](auto &Remark) {
      Remark << "every branch would come back as an exit branch";
    });
  }
  // Planning reads the region and leaves it as it was: the bound's facts
  // about the branchy code still hold.
  RegionCost Cost =
      CostModel.estimate(AR, Plan, Target, Bound ? &*Bound : nullptr);
  if (CheckCostBounds)
    checkCostBounds(AR, Cost, Target, CostModel);
  Remarks.remarkCost(Plan, Cost);
  if (std::optional<RejectionKind> Why = judge(Remarks, Plan, Cost, Target))
    return *Why;
  return Verdict(std::in_place_type<Decision>, std::move(Plan), Cost);
}

std::optional<RejectionKind> RKIfConv::judge(DecisionRemarks &Remarks,
                                             const ConversionPlan &Plan,
                                             const RegionCost &Cost,
                                             PredicationTarget &Target) {
  const MachineRegion &R = Remarks.AR.Region;
  // -rk-ifcvt-force overrides the cost model for forks. A region whose
  // every branch tests an exit (a search loop's body) has none: converting
  // it only merges exit tests, which pays when it hides an unpredictable
  // one, so the model decides there in every mode.
  bool OnlyMergesExits = Plan.ForksRemoved == 0;
  bool Judged = !ForceConversion || OnlyMergesExits;
  if (Judged && Plan.Instructions > MaxRegionInstrs)
    return Remarks.rejectTooLarge(Plan.Instructions);
  // Instructions that predicating expands (Hexagon's memory operations)
  // need registers the estimate does not see: then even -rk-ifcvt-force
  // keeps to the limits.
  if ((Judged || Plan.PredicationExpansion) && Cost.exceedsPressure()) {
    return Remarks.reject(RejectionKind::RegisterPressure, [&](auto &Remark) {
      Remark << "linear code would need "
             << Argument("Pressure", Cost.MaxPressure) << " registers of "
             << Argument("PressureSet", Cost.PressureSet) << ", limit "
             << Argument("PressureLimit", Cost.PressureLimit);
      if (Cost.NeedsHeadroom && Cost.MaxPressure == Cost.PressureLimit)
        Remark << " (predicating adds "
               << Argument("PredicationExpansion", Plan.PredicationExpansion)
               << " instructions and needs some to spare)";
    });
  }
  if (Judged) {
    if (!Cost.pays()) {
      return Remarks.reject(RejectionKind::NotProfitable, [&](auto &Remark) {
        Remark << "predicated code "
               << Argument("PredicatedCycles", cycles(Cost.PredicatedCycles))
               << " cycles, branchy code "
               << Argument("BranchyCycles", cycles(Cost.BranchyCycles))
               << " cycles per entry";
        if (OnlyMergesExits)
          Remark << " (every branch tests an exit: "
                 << Argument("ExitBranches", R.numConditionalBranches() -
                                                 Plan.RemovedBranches)
                 << " exit branches for "
                 << Argument("Branches", R.numConditionalBranches())
                 << "; judged in every mode)";
        Remark << "; ";
        describeSources(Remark, Cost);
      });
    }
    if (std::optional<RejectionKind> Why =
            rejectForCodeSize(Remarks, Plan, Cost, Target))
      return Why;
  }
  if (ConversionLimit >= 0 && NumConversions >= ConversionLimit) {
    return Remarks.reject(RejectionKind::LimitReached, [&](auto &Remark) {
      Remark << "-rk-ifcvt-limit reached";
    });
  }
  if (llvm::is_contained(SkipConversions, NumWouldConvert++)) {
    return Remarks.reject(RejectionKind::LimitReached, [&](auto &Remark) {
      Remark << "refused by -rk-ifcvt-skip";
    });
  }
  return std::nullopt;
}

void RKIfConv::commit(const AnalyzedRegion &AR, StringRef Kind,
                      MachineOptimizationRemarkEmitter &ORE,
                      PredicationTarget &Target, const ConversionPlan &Plan,
                      const RegionCost &Cost) {
  const MachineRegion &R = AR.Region;
  auto Entry = [&] { return blockName(*R.entry()); };
  DebugLoc Loc = regionLoc(R);
  auto CodeInstructions = [&] {
    unsigned N = 0;
    for (const MachineBasicBlock *MBB : R.Blocks)
      N += countCodeInstructions(*MBB);
    return N;
  };
  ++NumConversions;
  ++CodeChanges;
  unsigned NumBlocks = R.Blocks.size();
  unsigned NumPredicates = AR.Analysis->Predicates.numPredicates();
  // The static bound of issue 8: the linear code may add one instruction per
  // predicate and one per select to what the blocks held, minus the
  // branches it removes, plus what predicating expands (a Hexagon memory
  // operation becomes three instructions).
  unsigned InstrsBefore = CodeInstructions();
  unsigned Bound = InstrsBefore - Plan.RemovedBranches + NumPredicates +
                   Plan.Selects + Plan.PredicationExpansion;
  ConvertedRegion Converted = convertRegion(AR, Plan, Target);
  MachineBasicBlock *Linear = Converted.Linear;
  unsigned Marker = MarkRegions ? markRegion(*Linear) : 0;
  ++Stats.RegionsConverted;
  Stats.BranchesRemoved += Plan.RemovedBranches;
  Stats.Predicates += NumPredicates;
  Stats.Speculated += Plan.Speculated;
  Stats.Predicated += Plan.Predicated;
  Stats.PredicationExpansion += Plan.PredicationExpansion;
  Stats.Selects += Plan.Selects;
  ORE.emit([&] {
    MachineOptimizationRemark Remark(DEBUG_TYPE, "Converted", Loc, Linear);
    Remark << ("if-converted " + Kind + " at ").str()
           << Argument("Entry", Entry()) << ": "
           << Argument("Blocks", NumBlocks) << " blocks, "
           << Argument("Predicates", NumPredicates) << " predicates, "
           << Argument("BranchesRemoved", Plan.RemovedBranches)
           << " branches removed, " << Argument("Speculated", Plan.Speculated)
           << " speculated, " << Argument("Predicated", Plan.Predicated)
           << " predicated, " << Argument("Selects", Plan.Selects)
           << " selects; estimated "
           << Argument("BranchyCycles", cycles(Cost.BranchyCycles)) << " -> "
           << Argument("PredicatedCycles", cycles(Cost.PredicatedCycles))
           << " cycles per entry; "
           << Argument("InstructionsBefore", InstrsBefore) << " -> "
           << Argument("InstructionsAfter", Converted.Instructions)
           << " instructions, bound "
           << Argument("InstructionBound", Bound) << "; ";
    describeSources(Remark, Cost);
    if (Stage == PipelineStage::Late)
      Remark << "; " << Argument("Stage", "late") << " stage";
    if (Marker)
      Remark << "; marker " << Argument("Marker", Marker);
    return Remark;
  });
  if (Converted.Instructions > Bound) {
    ++Stats.OverBound;
    ORE.emit([&] {
      MachineOptimizationRemarkAnalysis Remark(DEBUG_TYPE, "OverStaticBound",
                                               Loc, Linear);
      Remark << ("linear code of " + Kind + " at ").str() << Entry()
             << " exceeds its static bound: "
             << Argument("InstructionsAfter", Converted.Instructions)
             << " instructions, bound " << Argument("InstructionBound", Bound)
             << " (" << Argument("InstructionsBefore", InstrsBefore)
             << " in the blocks, -"
             << Argument("BranchesRemoved", Plan.RemovedBranches)
             << " branches, +" << Argument("Predicates", NumPredicates)
             << " predicates, +" << Argument("Selects", Plan.Selects)
             << " selects";
      if (Plan.PredicationExpansion)
        Remark << ", +"
               << Argument("PredicationExpansion", Plan.PredicationExpansion)
               << " expanded";
      Remark << ")";
      return Remark;
    });
  }
}

RKIfConv::Verdict RKIfConv::tryRegion(const AnalyzedRegion &AR, StringRef Kind,
                                      MachineOptimizationRemarkEmitter &ORE,
                                      PredicationTarget &Target,
                                      const RegionCostModel &CostModel,
                                      Asking How) {
  Verdict V = decide(AR, Kind, ORE, Target, CostModel, How);
  if (const Decision *D = std::get_if<Decision>(&V))
    commit(AR, Kind, ORE, Target, D->Plan, D->Cost);
  return V;
}

std::vector<std::string> RKIfConv::optionErrors() {
  std::vector<std::string> Errors = costModelOptionErrors();
  if (ConversionLimit < -1)
    Errors.push_back("-rk-ifcvt-limit=" + std::to_string(ConversionLimit) +
                     ": a number of conversions (-1: no limit)");
  for (const cl::opt<int> *O : {&FirstFunction, &LastFunction})
    if (*O < -1)
      Errors.push_back("-" + O->ArgStr.str() + "=" + std::to_string(*O) +
                       ": a function index, 0-based (-1: none)");
  if (FirstFunction >= 0 && LastFunction >= 0 && FirstFunction > LastFunction)
    Errors.push_back("-rk-ifcvt-fn-start=" + std::to_string(FirstFunction) +
                     " is after -rk-ifcvt-fn-stop=" +
                     std::to_string(LastFunction) +
                     ": no function would be converted");
  return Errors;
}

// When a region as a whole cannot or should not be converted, its inner
// single-entry parts may still pay (a call elsewhere in a loop body, a
// rarely taken heavy path): try them, outer ones first, disjointly.
RKIfConv::SubRegionOutcome
RKIfConv::convertSubRegions(const MachineRegion &Parent,
                            const RegionAnalysis &A, FunctionContext &C,
                            bool Commit, const MachineRegion *Checked,
                            SubRegionOutcome *Decided) {
  SubRegionOutcome Outcome;
  if (!TrySubRegions)
    return Outcome;
  unsigned Start = CodeChanges;
  SmallPtrSet<MachineBasicBlock *, 16> Taken;
  auto DecidedPart = [&](ArrayRef<MachineBasicBlock *> Blocks) {
    PayingPart *Found = nullptr;
    if (Decided)
      for (PayingPart &P : Decided->Parts)
        if (ArrayRef(P.Part.Region.Blocks) == Blocks)
          Found = &P;
    return Found;
  };
  for (auto &Blocks : subRegionCandidates(Parent, A)) {
    if (llvm::any_of(Blocks,
                     [&](MachineBasicBlock *BB) { return Taken.count(BB); }))
      continue;
    // A paying part decided before is committed as it was decided: the
    // parts are disjoint and single-entry, so committing one changes no
    // block of another, only PHIs of its entry, which its plan leaves.
    if (PayingPart *P = Commit ? DecidedPart(Blocks) : nullptr) {
      ++Outcome.Paying;
      Outcome.Saving += savingPerCall(P->D.Cost);
      Taken.insert(Blocks.begin(), Blocks.end());
      commitDecided(*P, C);
      continue;
    }
    // Until a part is converted, the parent's checks and branch
    // descriptions hold for its parts.
    Rejection Why;
    std::optional<AnalyzedRegion> Sub = analyzeBlocks(
        Blocks, C.TII, Why, CodeChanges == Start ? Checked : nullptr);
    if (!Sub)
      continue;
    Verdict V = Commit
                    ? tryRegion(*Sub, "sub-region", C.ORE, C.Target,
                                C.CostModel, {/*Bounded=*/true})
                    : decide(*Sub, "sub-region", C.ORE, C.Target, C.CostModel,
                             {/*Bounded=*/true, /*Quiet=*/true});
    if (Decision *D = std::get_if<Decision>(&V)) {
      ++Outcome.Paying;
      Outcome.Saving += savingPerCall(D->Cost);
      Taken.insert(Blocks.begin(), Blocks.end());
      if (!Commit)
        Outcome.Parts.push_back({std::move(*Sub), std::move(*D)});
    }
  }
  return Outcome;
}

void RKIfConv::commitDecided(PayingPart &P, FunctionContext &C) {
  DecisionRemarks Remarks{P.Part, "sub-region", C.ORE, Stats, {},
                          regionLoc(P.Part.Region)};
  Remarks.remarkRegion();
  Remarks.remarkCost(P.D.Plan, P.D.Cost);
  commit(P.Part, "sub-region", C.ORE, C.Target, P.D.Plan, P.D.Cost);
}

// The search for regions goes outer first, and a region that pays as a
// whole may still pay less than some of its parts: a rarely taken heavy
// arm costs the whole region on every entry but a sub-region nothing.
bool RKIfConv::subRegionsSaveMore(const MachineRegion &Parent,
                                  const RegionAnalysis &A,
                                  const MachineRegion &Subject, StringRef Kind,
                                  const RegionCost &Cost, FunctionContext &C,
                                  const MachineRegion *Checked,
                                  SubRegionOutcome &Parts) {
  if (ForceConversion || !TrySubRegions)
    return false;
  double Whole = savingPerCall(Cost);
  Parts = convertSubRegions(Parent, A, C, /*Commit=*/false, Checked);
  if (Parts.Saving <= Whole)
    return false;
  ++Stats.Rejected[remarkName(RejectionKind::SubRegionsSaveMore)];
  C.ORE.emit([&] {
    MachineOptimizationRemarkMissed Remark(
        DEBUG_TYPE, remarkName(RejectionKind::SubRegionsSaveMore),
        regionLoc(Subject), Subject.entry());
    Remark << ("not if-converting " + Kind + " at ").str()
           << Argument("Entry", blockName(*Subject.entry())) << ": converting "
           << Argument("SubRegions", Parts.Paying) << " of "
           << (&Parent == &Subject ? "its" : "its region's")
           << " sub-regions is estimated to save "
           << Argument("SubRegionSaving", cycles(Parts.Saving))
           << " cycles per call, the whole " << Kind << " "
           << Argument("RegionSaving", cycles(Whole));
    return Remark;
  });
  return true;
}

// The hyperblock of a region that was not converted: its frequent,
// hazard-free blocks reached from the entry (Analysis/Hyperblock.h),
// converted with side exits into the rest. Blocks that a left-out block
// also enters are duplicated first (Transform/TailDuplication.h), once the
// cost model has said yes: duplication changes where the side entrances
// go, not the hyperblock's code or its cost.
RKIfConv::HyperblockResult RKIfConv::tryHyperblock(const MachineRegion &R,
                                                   const RegionAnalysis *A,
                                                   const HyperblockSelection &S,
                                                   bool RegionUnprofitable,
                                                   FunctionContext &C) {
  SmallVector<MachineBasicBlock *, 8> Blocks;
  SmallPtrSet<const MachineBasicBlock *, 8> Selected;
  for (unsigned N = 0; N != R.Blocks.size(); ++N)
    if (S.selected(N)) {
      Blocks.push_back(R.Blocks[N]);
      Selected.insert(R.Blocks[N]);
    }
  if (Blocks.size() == R.Blocks.size())
    // Nothing left out: the region itself was tried.
    return RegionUnprofitable ? HyperblockResult::Unprofitable
                              : HyperblockResult::NotConverted;
  if (Blocks.size() < 2)
    return HyperblockResult::NotConverted;
  SmallVector<MachineBasicBlock *, 4> Duplicated;
  for (unsigned N : S.Duplicated)
    Duplicated.push_back(R.Blocks[N]);
  auto InHyperblock = [&](const MachineBasicBlock *MBB) {
    return Selected.count(MBB) != 0;
  };
  C.ORE.emit([&] {
    MachineOptimizationRemarkAnalysis Remark(DEBUG_TYPE, "Hyperblock",
                                             regionLoc(R), R.entry());
    Remark << "hyperblock of region at " << blockName(*R.entry()) << ": "
           << Argument("Blocks", unsigned(Blocks.size())) << " of "
           << Argument("RegionBlocks", unsigned(R.Blocks.size()))
           << " blocks; left out:";
    for (unsigned N = 0; N != R.Blocks.size(); ++N)
      if (!S.selected(N))
        Remark << " " << blockName(*R.Blocks[N]) << " ("
               << exclusionName(S.Why[N]) << ")";
    Remark << "; to duplicate: "
           << Argument("DuplicatedBlocks", unsigned(Duplicated.size()))
           << " blocks, "
           << Argument("DuplicatedInstructions", S.DuplicatedSize)
           << " instructions";
    for (MachineBasicBlock *MBB : Duplicated)
      Remark << " " << blockName(*MBB);
    return Remark;
  });
  if (!Duplicated.empty())
    if (std::optional<std::string> Problem =
            checkTailDuplication(Duplicated, InHyperblock)) {
      ++Stats.Rejected["TailDuplication"];
      C.ORE.emit([&] {
        return MachineOptimizationRemarkMissed(DEBUG_TYPE, "TailDuplication",
                                               regionLoc(R), R.entry())
               << "not if-converting hyperblock at " << blockName(*R.entry())
               << ": its side entrances cannot be duplicated: "
               << Argument("Problem", *Problem);
      });
      return HyperblockResult::NotConverted;
    }
  Rejection Why;
  std::optional<AnalyzedRegion> H = analyzeBlocks(Blocks, C.TII, Why);
  if (!H)
    return HyperblockResult::NotConverted;
  Verdict V = decide(*H, "hyperblock", C.ORE, C.Target, C.CostModel);
  const Decision *D = std::get_if<Decision>(&V);
  if (!D)
    return costlyRejection(std::get_if<RejectionKind>(&V))
               ? HyperblockResult::Unprofitable
               : HyperblockResult::NotConverted;
  // As for a region: the region's sub-regions may pay more (the caller
  // then tries them).
  // (The caller decides the sub-regions again: the hyperblock's search
  // may have changed the code since.)
  SubRegionOutcome Parts;
  if (A && subRegionsSaveMore(R, *A, H->Region, "hyperblock", D->Cost, C,
                              nullptr, Parts))
    return HyperblockResult::NotConverted;
  if (Duplicated.empty()) {
    commit(*H, "hyperblock", C.ORE, C.Target, D->Plan, D->Cost);
    return HyperblockResult::Converted;
  }
  DuplicatedTails Copies = duplicateTails(Duplicated, InHyperblock);
  C.TailsDuplicated = true;
  ++CodeChanges;
  Stats.DuplicatedBlocks += Copies.Copies.size();
  Stats.DuplicatedInstructions += Copies.Instructions;
  C.ORE.emit([&] {
    MachineOptimizationRemarkAnalysis Remark(DEBUG_TYPE, "TailDuplicated",
                                             regionLoc(R), R.entry());
    Remark << "hyperblock at " << blockName(*R.entry()) << ": tail-duplicated "
           << Argument("DuplicatedBlocks", unsigned(Copies.Copies.size()))
           << " blocks ("
           << Argument("DuplicatedInstructions", Copies.Instructions)
           << " instructions, " << Argument("NewPHIs", Copies.NewPHIs)
           << " new PHIs):";
    for (unsigned I = 0; I != Duplicated.size(); ++I)
      Remark << " " << blockName(*Duplicated[I]) << " -> "
             << blockName(*Copies.Copies[I]);
    return Remark;
  });
  // The side entrances' PHI inputs moved to the copies and SSA repair may
  // have added PHIs at the exits: plan again on the code as it is now.
  std::optional<AnalyzedRegion> After = analyzeBlocks(Blocks, C.TII, Why);
  ConversionPlan Plan;
  if (After)
    Plan = planRegion(*After, C.Target);
  if (!After || !Plan.feasible()) {
    // The copies are correct code on their own; only the conversion that
    // paid for them is lost. Say so: it would be a bug to fix.
    C.ORE.emit([&] {
      return MachineOptimizationRemarkMissed(DEBUG_TYPE, "TailDuplication",
                                             regionLoc(R), R.entry())
             << "hyperblock at " << blockName(*R.entry())
             << " was duplicated but cannot be converted any more: "
             << (After ? Plan.Rejected->Message : Why.Message);
    });
    return HyperblockResult::Converted;
  }
  // Committed with the cost of the plan it converts, so that its remark
  // tells what the emitted code is estimated to save (the duplication is
  // done: the verdict stands).
  RegionCost Cost = C.CostModel.estimate(*After, Plan, C.Target);
  commit(*After, "hyperblock", C.ORE, C.Target, Plan, Cost);
  return HyperblockResult::Converted;
}

// Reverse if-conversion, decided before anything is predicated: when
// the cost model finds a region or its hyperblock slower predicated, the
// selected block that would issue the most instructions for nothing
// (its size times how often it is skipped) is left out of the hyperblock,
// behind a branch, and the hyperblock is tried again; at most
// -rk-ifcvt-hyperblock-max-costly blocks.
bool RKIfConv::convertHyperblock(const MachineRegion &R,
                                 const RegionAnalysis *A,
                                 bool RegionUnprofitable, FunctionContext &C) {
  if (!TryHyperblocks)
    return false;
  std::vector<BlockProfile> Profile(R.Blocks.size());
  for (unsigned N = 0; N != R.Blocks.size(); ++N) {
    MachineBasicBlock *MBB = R.Blocks[N];
    Profile[N].Frequency = double(C.MBFI.getBlockFreq(MBB).getFrequency());
    Profile[N].Size = countCodeInstructions(*MBB);
    Profile[N].Hazard = checkRegionBlocks({MBB}).has_value();
  }
  for (unsigned Costly = 0;; ++Costly) {
    HyperblockSelection S =
        selectHyperblock(R.Graph, Profile, hyperblockOptions());
    HyperblockResult Result =
        tryHyperblock(R, A, S, RegionUnprofitable && Costly == 0, C);
    if (Result == HyperblockResult::Converted)
      return true;
    if (Result == HyperblockResult::NotConverted ||
        Costly == HyperblockMaxCostly)
      return false;
    // Unprofitable (nothing changed): which block of S to leave out next
    // (never the entry).
    double Entry = std::max(Profile[0].Frequency, 1.0);
    unsigned Worst = 0;
    double WorstWaste = 0;
    for (unsigned N = 1; N != R.Blocks.size(); ++N) {
      if (!S.selected(N))
        continue;
      double Skipped = std::max(0.0, 1.0 - Profile[N].Frequency / Entry);
      double Waste = Profile[N].Size * Skipped;
      if (Waste > WorstWaste)
        Worst = N, WorstWaste = Waste;
    }
    if (!Worst)
      return false;
    Profile[Worst].Costly = true;
    ++Stats.CostlyBlocks;
  }
}

bool RKIfConv::selectsFunction(MachineFunction &MF) {
  if (skipFunction(MF.getFunction())) {
    // optnone is the user's request; say so where remarks are asked for.
    // (Other reasons to skip, such as -opt-bisect-limit, report themselves.)
    if (MF.getFunction().hasOptNone())
      emitRejection(getAnalysis<MachineOptimizationRemarkEmitterPass>().getORE(),
                    {RejectionKind::OptNone, "the function is optnone"},
                    MF.getName(), DebugLoc(), &MF.front());
    return false;
  }
  ++FunctionIndex;
  if (OptionsInvalid)
    return false;
  if (!OnlyFunction.empty() && MF.getName() != OnlyFunction)
    return false;
  OnlyFunctionSeen = true;
  if ((FirstFunction >= 0 && FunctionIndex < FirstFunction) ||
      (LastFunction >= 0 && FunctionIndex > LastFunction))
    return false;
  return true;
}

bool RKIfConv::convertFoundRegion(const AnalyzedRegion &Found, unsigned FoundAt,
                                  FunctionContext &C) {
  // Tail duplication for a hyperblock rewrites the uses of the values it
  // duplicates anywhere in the function, so the branch conditions a
  // later region described when it was found (a Hexagon or NVPTX
  // predicate register) may have been renamed since: describe it again.
  std::optional<AnalyzedRegion> Fresh;
  if (C.TailsDuplicated) {
    Rejection Why;
    Fresh = analyzeBlocks(Found.Region.Blocks, C.TII, Why);
    if (!Fresh) {
      // Left as it is, and said why.
      ++Stats.Rejected[remarkName(Why.Kind)];
      emitRejection(C.ORE, Why,
                    "region at " + blockName(*Found.Region.entry()) +
                        " after tail duplication",
                    regionLoc(Found.Region), Found.Region.entry());
      return false;
    }
  }
  const AnalyzedRegion &AR = Fresh ? *Fresh : Found;
  // Its blocks passed the checks: its parts need not be checked again
  // while nothing changes.
  const unsigned DescribedAt = Fresh ? CodeChanges : FoundAt;
  auto Checked = [&]() -> const MachineRegion * {
    return CodeChanges == DescribedAt ? &AR.Region : nullptr;
  };
  // A region that was not converted is untouched: search it for parts.
  Verdict V = decide(AR, "region", C.ORE, C.Target, C.CostModel);
  if (const Decision *D = std::get_if<Decision>(&V)) {
    // The parts that pay are committed as the comparison decided them.
    SubRegionOutcome Parts;
    if (subRegionsSaveMore(AR.Region, *AR.Analysis, AR.Region, "region",
                           D->Cost, C, Checked(), Parts))
      return convertSubRegions(AR.Region, *AR.Analysis, C,
                               /*Commit=*/true, Checked(), &Parts)
                 .Paying != 0;
    commit(AR, "region", C.ORE, C.Target, D->Plan, D->Cost);
    return true;
  }
  if (convertHyperblock(AR.Region, AR.Analysis.get(),
                        costlyRejection(std::get_if<RejectionKind>(&V)), C))
    return true;
  return convertSubRegions(AR.Region, *AR.Analysis, C, /*Commit=*/true,
                           Checked())
             .Paying != 0;
}

bool RKIfConv::runOnMachineFunction(MachineFunction &MF) {
  if (!selectsFunction(MF))
    return false;
  ++Stats.Functions;
  BlockNameScope BlockNames(MF);
  auto &ORE = getAnalysis<MachineOptimizationRemarkEmitterPass>().getORE();
  FunctionRegions FR = discoverRegions(MF, *this);
  emitRejectionRemarks(ORE, MF, FR.Rejections);
  for (const RegionRejection &Rej : FR.Rejections)
    ++Stats.Rejected[remarkName(Rej.Why.Kind)];
  Stats.RegionsSeen += FR.Regions.size() + FR.Rejections.size();
  if (FR.Regions.empty() &&
      llvm::none_of(FR.Rejections, [](const RegionRejection &Rej) {
        return Rej.isContentProblem();
      }))
    return false;

  std::string WhyNot;
  std::unique_ptr<PredicationTarget> Target =
      createPredicationTarget(MF, OpcodeIndexes, Stage, WhyNot);
  if (!Target) {
    emitRejection(ORE, {RejectionKind::UnsupportedTarget, WhyNot},
                  MF.getName(), DebugLoc(), &MF.front());
    Stats.Rejected[remarkName(RejectionKind::UnsupportedTarget)] +=
        FR.Regions.size();
    return false;
  }

  std::optional<IRUniformity> Uniformity;
  if (RegionCostModel::hasDivergentBranches(MF))
    Uniformity.emplace(MF);
  RegionCostModel CostModel(
      MF, getAnalysis<MachineBranchProbabilityInfoWrapperPass>().getMBPI(),
      getAnalysis<MachineBlockFrequencyInfoWrapperPass>().getMBFI(),
      getAnalysis<MachineLoopInfoWrapperPass>().getLI(),
      Uniformity ? Uniformity->Info : nullptr);

  bool Changed = false;
  FunctionContext C{
      ORE, *Target, CostModel,
      getAnalysis<MachineBlockFrequencyInfoWrapperPass>().getMBFI(),
      *MF.getSubtarget().getInstrInfo()};
  // Regions were found and described on the code as it was here.
  const unsigned FoundAt = CodeChanges;
  for (const AnalyzedRegion &Found : FR.Regions)
    Changed |= convertFoundRegion(Found, FoundAt, C);
  for (RegionRejection &Rej : FR.Rejections) {
    if (!Rej.isContentProblem())
      continue;
    std::string Why;
    std::unique_ptr<RegionAnalysis> A =
        RegionAnalysis::compute(Rej.Region->Graph, Why);
    if (convertHyperblock(*Rej.Region, A.get(), false, C)) {
      Changed = true;
      continue;
    }
    if (A)
      Changed |= convertSubRegions(*Rej.Region, *A, C).Paying != 0;
  }
  return Changed;
}

char RKIfConv::ID = 0;
char &rkifc::RKIfConvID = RKIfConv::ID;

namespace {
/// rk-ifcvt placed after the peephole optimizer (ARM and Thumb2): the same
/// analyses, plan and cost model, with predicates kept in the flags where a
/// chain of conditional compares can hold them.
class RKIfConvLate : public RKIfConv {
public:
  static char ID;
  RKIfConvLate() : RKIfConv(ID, PipelineStage::Late) {}
};
} // namespace

char RKIfConvLate::ID = 0;
char &rkifc::RKIfConvLateID = RKIfConvLate::ID;

INITIALIZE_PASS_BEGIN(RKIfConv, DEBUG_TYPE, "rkifc if-conversion", false, false)
INITIALIZE_PASS_DEPENDENCY(MachineDominatorTreeWrapperPass)
INITIALIZE_PASS_DEPENDENCY(MachineLoopInfoWrapperPass)
INITIALIZE_PASS_DEPENDENCY(MachineBranchProbabilityInfoWrapperPass)
INITIALIZE_PASS_DEPENDENCY(MachineBlockFrequencyInfoWrapperPass)
INITIALIZE_PASS_DEPENDENCY(MachineOptimizationRemarkEmitterPass)
INITIALIZE_PASS_END(RKIfConv, DEBUG_TYPE, "rkifc if-conversion", false, false)

INITIALIZE_PASS_BEGIN(RKIfConvLate, "rk-ifcvt-late",
                      "rkifc late if-conversion", false, false)
INITIALIZE_PASS_DEPENDENCY(MachineDominatorTreeWrapperPass)
INITIALIZE_PASS_DEPENDENCY(MachineLoopInfoWrapperPass)
INITIALIZE_PASS_DEPENDENCY(MachineBranchProbabilityInfoWrapperPass)
INITIALIZE_PASS_DEPENDENCY(MachineBlockFrequencyInfoWrapperPass)
INITIALIZE_PASS_DEPENDENCY(MachineOptimizationRemarkEmitterPass)
INITIALIZE_PASS_END(RKIfConvLate, "rk-ifcvt-late", "rkifc late if-conversion",
                    false, false)

void rkifc::initializePasses() {
  PassRegistry &Registry = *PassRegistry::getPassRegistry();
  initializeRKIfConvPass(Registry);
  initializeRKIfConvLatePass(Registry);
  initializeRKIfConvPrinterPass(Registry);
}
