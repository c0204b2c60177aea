//===- RKIfConvPass.cpp - rk-ifcvt: the if-conversion pass driver ---------===//
//
// Drives if-conversion: finds the candidate regions of a function, runs the
// target-independent analyses on each, decides which to convert, rewrites
// them through the target's adaptor, and reports every decision as an
// optimization remark.
//
//===----------------------------------------------------------------------===//

#include "rkifc/CodeGen/Passes.h"
#include "rkifc/CodeGen/RegionDiscovery.h"
#include "rkifc/Target/PredicationTarget.h"
#include "rkifc/Transform/RegionPredicator.h"

#include "llvm/CodeGen/MachineFunction.h"
#include "llvm/CodeGen/MachineFunctionPass.h"
#include "llvm/CodeGen/MachineOptimizationRemarkEmitter.h"
#include "llvm/InitializePasses.h"
#include "llvm/Support/CommandLine.h"

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

static cl::opt<int> ConversionLimit(
    "rk-ifcvt-limit", cl::init(-1), cl::Hidden,
    cl::desc("rk-ifcvt: stop after this many conversions in the process "
             "(bisection aid; -1 = no limit)"));

static cl::opt<std::string> OnlyFunction(
    "rk-ifcvt-only-function", cl::init(""), cl::Hidden,
    cl::desc("rk-ifcvt: convert only in the function of this name "
             "(bisection aid)"));

namespace {

/// Conversions so far, for -rk-ifcvt-limit.
int NumConversions = 0;

using Argument = DiagnosticInfoOptimizationBase::Argument;

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

DebugLoc regionLoc(const MachineRegion &R) {
  MachineBasicBlock *Entry = R.entry();
  auto Term = Entry->getFirstTerminator();
  return Term != Entry->end() ? Term->getDebugLoc() : DebugLoc();
}

} // namespace

bool RKIfConv::runOnMachineFunction(MachineFunction &MF) {
  if (skipFunction(MF.getFunction()))
    return false;
  if (!OnlyFunction.empty() && MF.getName() != OnlyFunction)
    return false;
  auto &ORE = getAnalysis<MachineOptimizationRemarkEmitterPass>().getORE();
  FunctionRegions FR = discoverRegions(MF, *this);
  emitRejectionRemarks(ORE, MF, FR.Rejections);
  if (FR.Regions.empty())
    return false;

  std::string WhyNot;
  std::unique_ptr<PredicationTarget> Target = createPredicationTarget(MF, WhyNot);
  if (!Target) {
    ORE.emit([&] {
      return MachineOptimizationRemarkMissed(DEBUG_TYPE, "UnsupportedTarget",
                                             DebugLoc(), &MF.front())
             << "not if-converting " << MF.getName() << ": " << WhyNot;
    });
    return false;
  }

  bool Changed = false;
  for (AnalyzedRegion &AR : FR.Regions) {
    const MachineRegion &R = AR.Region;
    std::string Entry = blockName(*R.entry());
    DebugLoc Loc = regionLoc(R);
    ConversionPlan Plan = planRegion(AR, *Target);
    ORE.emit([&] {
      MachineOptimizationRemarkAnalysis Remark(DEBUG_TYPE, "Region", Loc,
                                               R.entry());
      Remark << "region at " << Entry << ": "
             << Argument("Blocks", unsigned(R.Blocks.size())) << " blocks, "
             << Argument("Branches", R.numConditionalBranches())
             << " conditional branches, "
             << Argument("Predicates", AR.Analysis->Predicates.numPredicates())
             << " predicates, " << Argument("Instructions", Plan.Instructions)
             << " instructions";
      return Remark;
    });
    if (!Plan.Feasible) {
      ORE.emit([&] {
        return MachineOptimizationRemarkMissed(
                   DEBUG_TYPE, Plan.Key,
                   Plan.Culprit ? Plan.Culprit->getDebugLoc() : Loc, R.entry())
               << "not if-converting region at " << Entry << ": "
               << Plan.Reason;
      });
      continue;
    }
    if (!ForceConversion && Plan.RemovedBranches == 0) {
      ORE.emit([&] {
        return MachineOptimizationRemarkMissed(DEBUG_TYPE, "NoBranchRemoved",
                                               Loc, R.entry())
               << "not if-converting region at " << Entry
               << ": every branch would come back as an exit branch";
      });
      continue;
    }
    if (!ForceConversion && Plan.Instructions > MaxRegionInstrs) {
      ORE.emit([&] {
        return MachineOptimizationRemarkMissed(DEBUG_TYPE, "TooLarge", Loc,
                                               R.entry())
               << "not if-converting region at " << Entry << ": "
               << Argument("Instructions", Plan.Instructions)
               << " instructions, more than the limit of "
               << Argument("Limit", unsigned(MaxRegionInstrs));
      });
      continue;
    }
    if (ConversionLimit >= 0 && NumConversions >= ConversionLimit) {
      ORE.emit([&] {
        return MachineOptimizationRemarkMissed(DEBUG_TYPE, "LimitReached", Loc,
                                               R.entry())
               << "not if-converting region at " << Entry
               << ": -rk-ifcvt-limit reached";
      });
      continue;
    }
    ++NumConversions;
    unsigned NumBlocks = R.Blocks.size();
    unsigned NumPredicates = AR.Analysis->Predicates.numPredicates();
    MachineBasicBlock *Linear = convertRegion(AR, *Target);
    Changed = true;
    ORE.emit([&] {
      return MachineOptimizationRemark(DEBUG_TYPE, "Converted", Loc, Linear)
             << "if-converted region at " << Entry << ": "
             << Argument("Blocks", NumBlocks) << " blocks, "
             << Argument("Predicates", NumPredicates) << " predicates, "
             << Argument("BranchesRemoved", Plan.RemovedBranches)
             << " branches removed, "
             << Argument("Speculated", Plan.Speculated) << " speculated, "
             << Argument("Predicated", Plan.Predicated) << " predicated, "
             << Argument("Selects", Plan.Selects) << " selects";
    });
  }
  return Changed;
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
