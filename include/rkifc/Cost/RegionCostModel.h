//===- RegionCostModel.h - Does converting a region pay? --------*- C++ -*-===//
//
// Estimates, per entry into a region, the cycles of its branchy code and of
// the predicated code that would replace it:
//
//   branchy    = sum over blocks b of P(b) * max(ops(b) / width, height(b))
//              + sum over removed branches x of P(x) * (slot + miss(x) * penalty)
//   predicated = max((ops(all) + overhead) / width, height(linear code))
//
// and converts when predicated <= (1 - required gain) * branchy. Branches
// with an exit edge stay branches and count on neither side. Where a branch
// does not end an issue group (PredicationTarget::branchesEndIssueGroups:
// ARM), the first sum is taken path by path instead, over the paths pi
// from the entry to an exit: sum of P(pi) * max(ops(pi) / width,
// height(pi)), so that a stall hides under later work as it does in the
// linear code.
//
// P(b) is the probability of reaching b from the entry (branch
// probabilities, real profiles when present), width the issue width and
// latencies come from the target's scheduling model, penalty is its
// misprediction penalty, miss(x) how often the predictor is expected to miss
// x: measured by a predictability profile when one is given, otherwise
// min(p, 1-p) scaled by how predictable the condition looks (a
// loop-invariant condition is learnt: 0; with profiled probabilities: 1;
// one computed from data loaded in the loop, arguments or call results: a
// fitted fraction; otherwise a small one). The slot of a branch is a cycle
// where instructions flow across branches (ARM), and a slot of its
// block's last issue group where a branch ends one (Hexagon, which also
// caps latencies at a packet and issues a compare with its jump:
// PredicationTarget::latencyCap, branchFusesCondition).
// The height of the linear code includes the predicate computation. The
// register pressure of the linear code (simultaneously live virtual
// registers per pressure set) must stay within the target's limits.
//
// On GPUs (NVPTX, AMDGPU) there is no branch prediction; instead a branch
// whose condition is divergent (the IR's UniformityInfo, which knows the
// target's sources of divergence such as thread ids) makes the warp run
// both of its sides, so both are counted in full, plus a reconvergence cost.
//
//===----------------------------------------------------------------------===//

#ifndef RKIFC_COST_REGIONCOSTMODEL_H
#define RKIFC_COST_REGIONCOSTMODEL_H

#include "rkifc/Analysis/PredictabilityProfile.h"
#include "rkifc/Region/RegionDiscovery.h"
#include "rkifc/Target/PredicationTarget.h"
#include "rkifc/Transform/RegionPredicator.h"

#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/Analysis/UniformityAnalysis.h"
#include "llvm/CodeGen/TargetSchedule.h"

#include <algorithm>
#include <deque>
#include <optional>
#include <string>
#include <tuple>
#include <vector>

namespace llvm {
class LLVMContext;
class MachineBranchProbabilityInfo;
class MachineBlockFrequencyInfo;
class MachineLoopInfo;
} // namespace llvm

namespace rkifc {

struct RegionCost {
  double BranchyCycles = 0;
  double PredicatedCycles = 0;
  /// Expected mispredictions per entry of the branchy code.
  double Mispredicts = 0;
  /// The part of Mispredicts guessed for branches on data loaded in the
  /// loop (taken as unpredictable as their probabilities allow): the guess
  /// the misprediction census (scripts/census.py) checks.
  double DataMispredicts = 0;
  /// Expected mispredictions per entry of the linear code's exit branches.
  double ExitMispredicts = 0;
  unsigned MispredictPenalty = 0;
  unsigned IssueWidth = 1;
  /// Critical path of the linear code, predicate computation included.
  unsigned Height = 0;
  /// The region's instructions the linear code issues (not the copies).
  unsigned Instructions = 0;
  /// Operations of the linear code, overhead included.
  double LinearOps = 0;
  /// Selects a later pass merges with the instruction computing an input
  /// (PredicationTarget::selectAbsorbs): counted as no instruction.
  unsigned AbsorbedSelects = 0;
  /// Conditional branches the linear code keeps, to its exits.
  unsigned ExitBranches = 0;
  /// How often the region is entered per function entry.
  double EntryFrequency = 0;
  /// GPU targets: branches whose condition differs between the threads of
  /// a warp, which then runs both sides (no misprediction there).
  unsigned DivergentBranches = 0;
  /// The most loaded pressure set of the linear code.
  unsigned MaxPressure = 0;
  unsigned PressureLimit = 0;
  std::string PressureSet;
  /// The pressure units of the heaviest register of that set the region
  /// uses (Hexagon's predicate registers weigh 2).
  unsigned PressureUnit = 1;
  /// Over the limit, the registers the allocator spills (those live at the
  /// peak with the lowest spill weight, until the rest fit) and their spill
  /// code: a store where the region defines one, a reload at each use from
  /// the peak on (in PredicatedCycles). Only a forced conversion gets that
  /// far: the model refuses such a region.
  unsigned Spilled = 0;
  unsigned SpillCode = 0;
  /// Values a loop with calls carries in stack slots that the region
  /// updates on some paths only (RegionCostModel::carriedInMemoryCycles).
  unsigned CarriedInMemory = 0;

  /// Where the numbers came from: branch probabilities from a profile
  /// (the function has profile counts) or from static heuristics, and how
  /// many of the region's conditional branches had their predictability
  /// measured (-rk-ifcvt-predictability) rather than guessed.
  bool ProfiledProbabilities = false;
  unsigned MeasuredBranches = 0;
  unsigned ConditionalBranches = 0;

  /// The fraction by which the predicated code must be faster.
  double RequiredGain = 0;

  /// Set when the linear code expands instructions to predicate them
  /// (Hexagon's memory operations into load, operation and store): the
  /// expansion's values and guards need room the estimate does not see, so
  /// a set at its limit counts as over it.
  bool NeedsHeadroom = false;

  bool exceedsPressure() const {
    return MaxPressure > PressureLimit ||
           (NeedsHeadroom && MaxPressure == PressureLimit);
  }
  bool pays() const {
    return !exceedsPressure() &&
           PredicatedCycles <= (1.0 - RequiredGain) * BranchyCycles;
  }
};

class RegionCostModel {
public:
  /// Uniformity is the IR's, on targets whose branches can diverge
  /// (hasDivergentBranches), and null elsewhere.
  RegionCostModel(llvm::MachineFunction &MF,
                  const llvm::MachineBranchProbabilityInfo &MBPI,
                  const llvm::MachineBlockFrequencyInfo &MBFI,
                  const llvm::MachineLoopInfo &MLI,
                  const llvm::UniformityInfo *Uniformity);

  /// Whether the threads of MF's target can take a branch differently
  /// (GPUs): only there does the cost model read uniformity.
  static bool hasDivergentBranches(const llvm::MachineFunction &MF);

  /// What payBound() works out about the region's branchy code that
  /// estimate() needs as well, whatever the plan: estimate() reuses it for
  /// the same region, unchanged since (in loop bodies of small diamonds,
  /// working it out twice cost 6% of rk-ifcvt's instructions).
  struct BranchyFacts {
    std::vector<double> Reach; ///< reachProbabilities(), no divergence
    double Work = 0;           ///< branchyWork()
    struct Branch {
      /// predictability() without a profile, where asked.
      std::optional<double> Guess;
      /// lateIfConvertedCost(), where LateAsked.
      std::optional<double> Late;
      bool LateAsked = false;
    };
    llvm::SmallVector<Branch, 8> Branches; ///< per node
  };

  /// Bounds on what estimate() can find, from the region alone (no plan):
  /// the predicated code costs at least its instructions, its conditions,
  /// the selects its PHIs need (but those a later pass may absorb) and its
  /// guarded stores, the branchy code at most what it costs with every branch
  /// charged its slot and its mispredictions. When even these bounds do not
  /// clear the default margin, planning the region is wasted work.
  struct PayBound {
    double PredicatedAtLeast = 0;
    double BranchyAtMost = 0;
    double RequiredGain = 0;
    BranchyFacts Facts;
    bool cannotPay() const {
      // With room for rounding: estimate() adds the same terms in another
      // order.
      return PredicatedAtLeast >
             (1.0 - RequiredGain) * BranchyAtMost * (1.0 + 1e-9);
    }
  };
  /// None where the bound is not worked out: on GPUs, and with a
  /// predictability profile (whose measured rates make the margin
  /// smaller).
  /// Instructions is countPlannedInstructions(AR.Region).
  std::optional<PayBound> payBound(const AnalyzedRegion &AR,
                                   unsigned Instructions,
                                   const PredicationTarget &Target) const;

  /// Known: payBound()'s result for the same region, unchanged since.
  RegionCost estimate(const AnalyzedRegion &AR, const ConversionPlan &Plan,
                      const PredicationTarget &Target,
                      const PayBound *Known = nullptr) const;

  /// Operations of Plan's linear code, as estimate() counts them: the
  /// instructions Cost counts, the adaptor's overheads O, Cost's absorbed
  /// selects at AbsorbedSelectCost each, and the exit branches that remain.
  /// estimate() uses the adaptor's expected overheads; a size limit uses
  /// its worst case, with no select absorbed.
  static double linearOperations(const ConversionPlan &Plan,
                                 const RegionCost &Cost,
                                 const PredicationTarget::Overheads &O,
                                 double AbsorbedSelectCost);

private:
  struct ProfileMatch;
  /// Probability of reaching each block from the region's entry (on a GPU:
  /// that the warp runs it; both sides of a Divergent branch run). With
  /// Measured (the predictability profile's entries of the region's
  /// branches), an edge into a block whose branch the profile counted is
  /// taken as often as that count says (measuredRuns()). TrueOdds, if
  /// given, receives per node the probability of its true edge as used.
  std::vector<double> reachProbabilities(
      const AnalyzedRegion &AR, const std::vector<bool> &Divergent,
      const std::vector<std::optional<ProfileMatch>> *Measured = nullptr,
      std::vector<double> *TrueOdds = nullptr) const;
  /// Per node, how often its conditional branch ran per entry into the
  /// region in the profiled run, where that is known: the branch's own
  /// count (no other branch of the region at its position) over the
  /// region's entries, when at most once per entry.
  std::vector<std::optional<double>>
  measuredRuns(const MachineRegion &R,
               const std::vector<std::optional<ProfileMatch>> &Measured,
               const std::vector<bool> &Divergent) const;
  /// The region's entries in the profiled run: the executions of its entry
  /// block's branch (which runs once per entry) where the profile counted
  /// it and no other branch of the region reads its position.
  static std::optional<double>
  profiledEntries(const std::vector<std::optional<ProfileMatch>> &Measured,
                  const std::vector<bool> &Divergent);
  /// Whether Measured has N's position for N alone in the region.
  static bool measuredAlone(
      const std::vector<std::optional<ProfileMatch>> &Measured, unsigned N);
  /// One block of the branchy code: its operations at the issue width or
  /// its dependence height, whichever is longer.
  /// A compare the target fuses with the branch costs nothing of its own.
  double blockCycles(const llvm::MachineBasicBlock &MBB,
                     const PredicationTarget &Target,
                     unsigned IssueWidth) const;
  /// The first sum of the branchy estimate, the issue cycles of its
  /// blocks: path by path (pathCycles) where branches do not end issue
  /// groups and no branch Diverges, otherwise block by block (blockCycles
  /// weighted by Reach). TrueOdds: the probabilities of the true edges
  /// that Reach was computed with (none: the branch probability analysis).
  double branchyWork(const AnalyzedRegion &AR, const std::vector<double> &Reach,
                     bool Divergence, const PredicationTarget &Target,
                     unsigned IssueWidth,
                     const std::vector<double> *TrueOdds = nullptr) const;
  /// The branchy code's issue cycles, branches aside, where instructions
  /// flow across branches: over the region's paths from its entry to an
  /// exit, the expected max(ops(path) / width, height(path)), with
  /// dependences followed from block to block along the path. None when
  /// the region has too many paths or blocks to walk them.
  std::optional<double> pathCycles(const MachineRegion &R,
                                   const PredicationTarget &Target,
                                   unsigned IssueWidth,
                                   const std::vector<double> *TrueOdds) const;
  /// What a conditional branch of the branchy code costs to issue.
  static double branchSlot(const PredicationTarget &Target,
                           unsigned IssueWidth);
  /// MI's latency in the scheduling model, within the target's cap.
  unsigned latency(const llvm::MachineInstr &MI,
                   const PredicationTarget &Target) const;
  /// Lower bounds on the plan's selects and predicated instructions, from
  /// the PHIs of the region and of its ExitTargets and the guarded stores.
  std::pair<unsigned, unsigned> leastSelectsAndPredicated(
      const AnalyzedRegion &AR,
      const llvm::SmallPtrSetImpl<const llvm::MachineBasicBlock *> &ExitTargets,
      const PredicationTarget &Target) const;
  /// The plan's selects that PredicationTarget::selectAbsorbs merges with
  /// the instruction computing one of their inputs.
  unsigned absorbedSelects(const AnalyzedRegion &AR, const ConversionPlan &Plan,
                           const PredicationTarget &Target) const;
  unsigned issueWidth(const PredicationTarget &Target) const;
  unsigned mispredictPenalty() const;

  /// The predictability profile's entry for Node's branch, looked up by
  /// the branch's location, then its compare's, then (for a branch to a
  /// block that returns) the return's: the position that matched and its
  /// counts.
  struct ProfileMatch {
    llvm::StringRef Function;
    std::tuple<unsigned, unsigned, unsigned> Position; // line, column, disc.
    BranchCounts Counts;
  };
  std::optional<ProfileMatch> profileMatch(const MachineRegion &R,
                                           unsigned Node) const;
  /// Per node of the region, the profile's entry for its conditional
  /// branch where there is one that ran (none without a profile).
  std::vector<std::optional<ProfileMatch>>
  measuredBranches(const MachineRegion &R) const;
  /// Per node of the region, the mispredictions of its conditional branch
  /// per entry into the region, where the profile measured the branch: its
  /// mispredictions over the region's entries counted in the profiled run,
  /// or, where those are not known, its miss rate on the branch's Reach
  /// (with several branches on one entry, see the definition).
  std::vector<std::optional<double>>
  measuredMispredicts(const MachineRegion &R,
                      const std::vector<std::optional<ProfileMatch>> &Measured,
                      const std::vector<double> &Reach,
                      const std::vector<bool> &Divergent) const;
  /// The fraction of its minority side a predictor misses on Node's
  /// branch: measured (Measured, its profile entry), or guessed from what
  /// its condition is computed from.
  double predictability(const MachineRegion &R, unsigned Node,
                        const std::optional<ProfileMatch> &Measured) const;
  /// What Node's branch condition is computed from, a few definitions up:
  /// the basis of the guess of predictability.
  enum class ConditionSource {
    Unknown,
    LoopInvariant,
    LoadedData,
    Incoming, ///< arguments, or what a call in the loop returned
    Other
  };
  ConditionSource conditionSource(const MachineRegion &R, unsigned Node) const;
  /// When LLVM's late IfConverter would predicate Node's branch itself (a
  /// small triangle or diamond inside the region that the target finds
  /// profitable), what the branchy code then costs per pass through Node
  /// beyond what its sides are charged: the side that would not have run
  /// issues anyway, and no branch is left to mispredict.
  std::optional<double> lateIfConvertedCost(const MachineRegion &R,
                                            unsigned Node,
                                            unsigned IssueWidth) const;
  /// In a loop with a call, the values it carries beyond the registers
  /// calls preserve live in stack slots: a value the region updates on
  /// some paths is loaded and stored on those paths in the branchy code,
  /// on every entry in the linear code. The cycles that adds, and
  /// Cost.CarriedInMemory.
  double carriedInMemoryCycles(const AnalyzedRegion &AR,
                               const ConversionPlan &Plan,
                               const std::vector<double> &Reach,
                               const std::vector<double> *Odds,
                               RegionCost &Cost) const;

  /// Expected mispredictions of the linear code's exit branches per entry,
  /// given the probability of reaching each block.
  double exitMispredicts(
      const AnalyzedRegion &AR, const ConversionPlan &Plan,
      const std::vector<double> &Reach, const std::vector<bool> &Divergent,
      const std::vector<std::optional<ProfileMatch>> &Measured,
      const std::vector<double> *Odds) const;

  /// What estimate() knows of the region's branchy code before it charges
  /// its branches, per node.
  struct BranchyView {
    /// payBound()'s facts, where they hold (no divergence).
    const BranchyFacts *Known = nullptr;
    std::vector<bool> Divergent;
    std::vector<double> Reach;
    /// Per node, the probability of its true edge that Reach was computed
    /// with (1 where the branch diverges: both sides run; pathCycles is
    /// not used then); Odds points to it where the profile measured a
    /// branch, and is null otherwise (the branch probability analysis's).
    std::vector<double> TrueOdds;
    const std::vector<double> *Odds = nullptr;
    std::vector<std::optional<ProfileMatch>> Measured;
    std::vector<std::optional<double>> MeasuredMisses; // per entry
  };
  /// Per node of the region, whether its branch diverges (never without
  /// Uniformity).
  std::vector<bool> divergentBranches(const MachineRegion &R) const;
  /// Adds what the region's conditional branches cost the branchy code to
  /// Cost (BranchyCycles, the mispredictions, the divergent branches), the
  /// plan telling which of them stay as exit tests; returns the expected
  /// mispredictions that were guessed rather than measured.
  double chargeBranches(const AnalyzedRegion &AR, const ConversionPlan &Plan,
                        const PredicationTarget &Target, const BranchyView &B,
                        RegionCost &Cost) const;
  /// The dependence height of the linear code, where a predicated
  /// instruction also waits for its guard (0 for an empty one).
  unsigned linearHeight(const AnalyzedRegion &AR, const ConversionPlan &Plan,
                        const PredicationTarget &Target) const;
  /// When the linear code has J's value: after the plan's selects, each
  /// waiting for its inputs (ValueReady) and for the branch condition
  /// (CondReady, of a node) or, in an R/K chain, the predicate the select of
  /// a value group reads (SelectPredicateReady; nothing: no select).
  static unsigned joinReady(
      const JoinPlan &J,
      llvm::function_ref<unsigned(llvm::Register)> ValueReady,
      llvm::function_ref<unsigned(unsigned)> CondReady,
      llvm::function_ref<std::optional<unsigned>(unsigned)>
          SelectPredicateReady);
  /// Sets Cost's pressure figures: the linear code's most loaded pressure
  /// set, its live registers and its limit.
  void estimatePressure(const AnalyzedRegion &AR,
                        const PredicationTarget &Target,
                        RegionCost &Cost) const;

  llvm::MachineFunction &MF;
  const llvm::MachineBranchProbabilityInfo &MBPI;
  const llvm::MachineBlockFrequencyInfo &MBFI;
  const llvm::MachineLoopInfo &MLI;
  /// Null on targets without divergent branches.
  const llvm::UniformityInfo *Uniformity;
  llvm::TargetSchedModel SchedModel;
  /// Tables of ready cycles per virtual register, all zero between uses:
  /// one per ReadyCycles alive (they nest; a deque, so that a new table
  /// leaves those in use where they are).
  class ReadyCycles;
  mutable std::deque<std::vector<unsigned>> ReadyPool;
  mutable unsigned ReadyPoolDepth = 0;
};

/// The profile named by -rk-ifcvt-predictability, read on first use; null
/// without the option or when the file cannot be used (then reported as an
/// error through \p Ctx, once).
const PredictabilityProfile *predictabilityProfile(llvm::LLVMContext &Ctx);

/// Problems with the cost model's command-line options (a negative gain, a
/// miss rate above 1, ...), one message each; empty when they make sense.
std::vector<std::string> costModelOptionErrors();

} // namespace rkifc

#endif // RKIFC_COST_REGIONCOSTMODEL_H
