//===- RegionDiscovery.cpp ------------------------------------------------===//

#include "rkifc/Region/RegionDiscovery.h"

#include "llvm/CodeGen/MachineDominators.h"
#include "llvm/CodeGen/MachineFunction.h"
#include "llvm/CodeGen/MachineLoopInfo.h"
#include "llvm/CodeGen/MachineOptimizationRemarkEmitter.h"
#include "llvm/CodeGen/TargetInstrInfo.h"
#include "llvm/CodeGen/TargetSubtargetInfo.h"
#include "llvm/Support/CommandLine.h"

#include <algorithm>

using namespace llvm;
using namespace rkifc;

#define DEBUG_TYPE "rk-ifcvt"

static cl::opt<unsigned> MaxRegionBlocks(
    "rk-ifcvt-max-region-blocks", cl::init(64), cl::Hidden,
    cl::desc("rk-ifcvt: largest number of blocks in one region; the blocks "
             "after the limit start regions of their own where they can"));

static cl::opt<unsigned> MaxFunctionBlocks(
    "rk-ifcvt-max-function-blocks", cl::init(1u << 20), cl::Hidden,
    cl::desc("rk-ifcvt: functions with more blocks are skipped"));

void rkifc::addRegionDiscoveryDependencies(AnalysisUsage &AU) {
  AU.addRequired<MachineDominatorTreeWrapperPass>();
  AU.addRequired<MachineLoopInfoWrapperPass>();
}

FunctionRegions rkifc::discoverRegions(MachineFunction &MF, Pass &P) {
  const auto &MDT =
      P.getAnalysis<MachineDominatorTreeWrapperPass>().getDomTree();
  const auto &MLI = P.getAnalysis<MachineLoopInfoWrapperPass>().getLI();
  const TargetInstrInfo &TII = *MF.getSubtarget().getInstrInfo();

  RegionFinderOptions Opts;
  Opts.MaxRegionBlocks = std::max(2u, unsigned(MaxRegionBlocks));
  Opts.MaxFunctionBlocks = MaxFunctionBlocks;
  RegionSearchResult Search = findRegions(MF, MLI, MDT, TII, Opts);

  FunctionRegions Out;
  Out.Rejections = std::move(Search.Rejections);
  for (MachineRegion &R : Search.Regions) {
    std::string Error;
    auto Analysis = RegionAnalysis::compute(R.Graph, Error);
    if (!Analysis) { // the finder's construction should rule this out
      RegionRejection Rej;
      Rej.Entry = R.entry();
      Rej.Blocks = R.Blocks;
      Rej.Why = {RejectionKind::NotAcyclicRegion,
                 "region at " + blockName(*R.entry()) + ": " + Error};
      Out.Rejections.push_back(std::move(Rej));
      continue;
    }
    Out.Regions.push_back({std::move(R), std::move(Analysis)});
  }
  return Out;
}

std::vector<SmallVector<MachineBasicBlock *, 8>>
rkifc::subRegionCandidates(const MachineRegion &R, const RegionAnalysis &A) {
  std::vector<SmallVector<MachineBasicBlock *, 8>> Candidates;
  const RegionGraph &G = R.Graph;
  // Cleared after each header, node by node: a walk over the whole region
  // per header made long regions quadratic.
  std::vector<bool> In(G.size(), false);
  for (unsigned H : A.LinearOrder) {
    if (!G.isConditional(H))
      continue;
    // Nodes reachable from H without passing its immediate post-dominator.
    unsigned Join = A.PDT.ipdom(H);
    SmallVector<unsigned, 8> Reached;
    SmallVector<unsigned, 8> Work{H};
    In[H] = true;
    while (!Work.empty()) {
      unsigned X = Work.pop_back_val();
      for (const RegionGraph::Edge &E : G.succs(X))
        if (!G.isStop(E.To) && E.To != Join && !In[E.To]) {
          In[E.To] = true;
          Work.push_back(E.To);
          Reached.push_back(E.To);
        }
    }
    std::sort(Reached.begin(), Reached.end()); // region order, after H
    SmallVector<MachineBasicBlock *, 8> Blocks{R.Blocks[H]};
    bool SingleEntry = true;
    for (unsigned N : Reached) {
      for (MachineBasicBlock *Pred : R.Blocks[N]->predecessors()) {
        auto It = R.NodeOf.find(Pred);
        SingleEntry &= It != R.NodeOf.end() && In[It->second];
      }
      if (!SingleEntry)
        break;
      Blocks.push_back(R.Blocks[N]);
    }
    In[H] = false;
    for (unsigned N : Reached)
      In[N] = false;
    if (SingleEntry && Blocks.size() >= 2 && Blocks.size() < R.Blocks.size())
      Candidates.push_back(std::move(Blocks));
  }
  return Candidates;
}

std::optional<AnalyzedRegion>
rkifc::analyzeBlocks(ArrayRef<MachineBasicBlock *> Blocks,
                     const TargetInstrInfo &TII, Rejection &Why,
                     const MachineRegion *Checked) {
  // A sub-region's blocks were checked with its region's: walking every
  // instruction again costs time on large functions, where they have left
  // the cache.
  SmallVector<MachineBasicBlock *, 8> Unchecked;
  for (MachineBasicBlock *BB : Blocks)
    if (!Checked || !Checked->NodeOf.count(BB))
      Unchecked.push_back(BB);
  if (auto Problem = checkRegionBlocks(Unchecked)) {
    Why = std::move(Problem->Why);
    return std::nullopt;
  }
  AnalyzedRegion AR;
  if (auto Problem = buildMachineRegion(Blocks, TII, AR.Region, Checked)) {
    Why = std::move(Problem->Why);
    return std::nullopt;
  }
  std::string Error;
  AR.Analysis = RegionAnalysis::compute(AR.Region.Graph, Error);
  if (!AR.Analysis) {
    Why = {RejectionKind::NotAcyclicRegion, std::move(Error)};
    return std::nullopt;
  }
  return AR;
}

void rkifc::emitRejectionRemarks(MachineOptimizationRemarkEmitter &ORE,
                                 MachineFunction &MF,
                                 const std::vector<RegionRejection> &Rejections) {
  for (const RegionRejection &R : Rejections) {
    // The message names the region; the arguments carry its entry and
    // branches for tools.
    std::string Entry = R.Entry ? blockName(*R.Entry) : std::string();
    emitRejection(ORE, R.Why, "", DebugLoc(), R.Entry ? R.Entry : &MF.front(),
                  {Entry, R.Blocks});
  }
}
