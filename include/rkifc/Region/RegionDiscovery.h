//===- RegionDiscovery.h - Regions of a function with their analyses -*- C++ -*-===//
//
// The piece shared by the printer and the transform: find a function's
// candidate regions and run the target-independent analyses on each.
//
//===----------------------------------------------------------------------===//

#ifndef RKIFC_REGION_REGIONDISCOVERY_H
#define RKIFC_REGION_REGIONDISCOVERY_H

#include "rkifc/Analysis/RegionAnalysis.h"
#include "rkifc/Region/MachineRegion.h"

#include "llvm/Pass.h"

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace llvm {
class MachineBasicBlock;
class TargetInstrInfo;
class MachineFunction;
class MachineOptimizationRemarkEmitter;
} // namespace llvm

namespace rkifc {

struct AnalyzedRegion {
  MachineRegion Region;
  std::unique_ptr<RegionAnalysis> Analysis;
};

struct FunctionRegions {
  std::vector<AnalyzedRegion> Regions;
  std::vector<RegionRejection> Rejections;
};

/// Declares the machine analyses discoverRegions needs.
void addRegionDiscoveryDependencies(llvm::AnalysisUsage &AU);

/// Finds and analyses the candidate regions of MF, using the analyses of P.
FunctionRegions discoverRegions(llvm::MachineFunction &MF, llvm::Pass &P);

/// The blocks of the single-entry sub-regions of R, outer ones first: for
/// each branching node h in linear order, h and every node reachable from h
/// before its immediate post-dominator, when no block but h has
/// predecessors outside. Candidates of one block or of all of R are left
/// out. Used when R as a whole cannot or should not be converted.
std::vector<llvm::SmallVector<llvm::MachineBasicBlock *, 8>>
subRegionCandidates(const MachineRegion &R, const RegionAnalysis &A);

/// Checks, builds and analyses the region made of Blocks (entry first);
/// nothing, with the reason in Why (its kind, message and culprit), when
/// that fails. Checked, when given, is a region whose blocks all passed
/// the checks and were described on the code as it still is (nothing
/// changed since): its blocks among Blocks are neither checked nor
/// described again.
std::optional<AnalyzedRegion>
analyzeBlocks(llvm::ArrayRef<llvm::MachineBasicBlock *> Blocks,
              const llvm::TargetInstrInfo &TII, Rejection &Why,
              const MachineRegion *Checked = nullptr);

/// Emits one missed-optimization remark per rejection.
void emitRejectionRemarks(llvm::MachineOptimizationRemarkEmitter &ORE,
                          llvm::MachineFunction &MF,
                          const std::vector<RegionRejection> &Rejections);

} // namespace rkifc

#endif // RKIFC_REGION_REGIONDISCOVERY_H
