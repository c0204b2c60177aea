//===- RKIfConvPass.cpp - rk-ifcvt: the if-conversion pass driver ---------===//
//
// Drives if-conversion: finds the candidate regions of a function, runs the
// target-independent analyses on each and reports every decision as an
// optimization remark.
//
//===----------------------------------------------------------------------===//

#include "rkifc/CodeGen/Passes.h"
#include "rkifc/CodeGen/RegionDiscovery.h"

#include "llvm/CodeGen/MachineFunction.h"
#include "llvm/CodeGen/MachineFunctionPass.h"
#include "llvm/CodeGen/MachineOptimizationRemarkEmitter.h"
#include "llvm/InitializePasses.h"

using namespace llvm;
using namespace rkifc;

#define DEBUG_TYPE "rk-ifcvt"

namespace {

class RKIfConv : public MachineFunctionPass {
public:
  static char ID;
  RKIfConv() : MachineFunctionPass(ID) {}

  StringRef getPassName() const override { return "rkifc if-conversion"; }
  void getAnalysisUsage(AnalysisUsage &AU) const override {
    addRegionDiscoveryDependencies(AU);
    AU.addRequired<MachineOptimizationRemarkEmitterPass>();
    MachineFunctionPass::getAnalysisUsage(AU);
  }
  bool runOnMachineFunction(MachineFunction &MF) override;
};

} // namespace

bool RKIfConv::runOnMachineFunction(MachineFunction &MF) {
  if (skipFunction(MF.getFunction()))
    return false;
  auto &ORE = getAnalysis<MachineOptimizationRemarkEmitterPass>().getORE();
  FunctionRegions FR = discoverRegions(MF, *this);
  emitRejectionRemarks(ORE, MF, FR.Rejections);
  for (const AnalyzedRegion &AR : FR.Regions) {
    const MachineRegion &R = AR.Region;
    ORE.emit([&] {
      MachineOptimizationRemarkAnalysis Remark(DEBUG_TYPE, "Region",
                                               R.entry()->findDebugLoc(
                                                   R.entry()->begin()),
                                               R.entry());
      Remark << "region at " << blockName(*R.entry()) << ": "
             << DiagnosticInfoOptimizationBase::Argument("Blocks", unsigned(R.Blocks.size())) << " blocks, "
             << DiagnosticInfoOptimizationBase::Argument("Branches", R.numConditionalBranches())
             << " conditional branches, "
             << DiagnosticInfoOptimizationBase::Argument("Predicates", AR.Analysis->Predicates.numPredicates())
             << " predicates";
      return Remark;
    });
  }
  return false;
}

char RKIfConv::ID = 0;
char &rkifc::RKIfConvID = RKIfConv::ID;

INITIALIZE_PASS_BEGIN(RKIfConv, DEBUG_TYPE, "rkifc if-conversion", false,
                      false)
INITIALIZE_PASS_DEPENDENCY(MachineDominatorTreeWrapperPass)
INITIALIZE_PASS_DEPENDENCY(MachineLoopInfoWrapperPass)
INITIALIZE_PASS_DEPENDENCY(MachineOptimizationRemarkEmitterPass)
INITIALIZE_PASS_END(RKIfConv, DEBUG_TYPE, "rkifc if-conversion", false, false)

void rkifc::initializePasses() {
  PassRegistry &Registry = *PassRegistry::getPassRegistry();
  initializeRKIfConvPass(Registry);
  initializeRKIfConvPrinterPass(Registry);
}
