//===- RegionDiscovery.h - Regions of a function with their analyses -*- C++ -*-===//
//
// The piece shared by the printer and the transform: find a function's
// candidate regions and run the target-independent analyses on each.
//
//===----------------------------------------------------------------------===//

#ifndef RKIFC_CODEGEN_REGIONDISCOVERY_H
#define RKIFC_CODEGEN_REGIONDISCOVERY_H

#include "rkifc/Analysis/RegionAnalysis.h"
#include "rkifc/CodeGen/MachineRegion.h"

#include "llvm/Pass.h"

#include <memory>
#include <vector>

namespace llvm {
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

/// Emits one missed-optimization remark per rejection.
void emitRejectionRemarks(llvm::MachineOptimizationRemarkEmitter &ORE,
                          llvm::MachineFunction &MF,
                          const std::vector<RegionRejection> &Rejections);

} // namespace rkifc

#endif // RKIFC_CODEGEN_REGIONDISCOVERY_H
