//===- RegionPrinter.cpp - rk-ifcvt-print: the analysis tables ------------===//
//
// Prints, per function and region, the post-dominator, control-dependence
// and R/K tables that rk-ifcvt bases its conversion on. The format is relied
// on by tests and documented in docs/; change both together.
//
//===----------------------------------------------------------------------===//

#include "rkifc/Analysis/RegionTables.h"
#include "rkifc/CodeGen/Passes.h"
#include "rkifc/Region/RegionDiscovery.h"

#include "llvm/CodeGen/MachineFunction.h"
#include "llvm/CodeGen/MachineFunctionPass.h"
#include "llvm/InitializePasses.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;
using namespace rkifc;

#define PASS_NAME "rk-ifcvt-print"

static cl::opt<bool>
    PrintDot("rk-ifcvt-print-dot", cl::init(false),
             cl::desc("rk-ifcvt-print: also write each region as a Graphviz "
                      "digraph (blocks with R and CD, signed edges, STOP)"));

namespace {

class RKIfConvPrinter : public MachineFunctionPass {
public:
  static char ID;
  RKIfConvPrinter() : MachineFunctionPass(ID) {}

  StringRef getPassName() const override {
    return "rkifc region analysis printer";
  }
  void getAnalysisUsage(AnalysisUsage &AU) const override {
    addRegionDiscoveryDependencies(AU);
    AU.setPreservesAll();
    MachineFunctionPass::getAnalysisUsage(AU);
  }
  bool runOnMachineFunction(MachineFunction &MF) override;
};

bool RKIfConvPrinter::runOnMachineFunction(MachineFunction &MF) {
  BlockNameScope BlockNames(MF);
  FunctionRegions FR = discoverRegions(MF, *this);
  raw_ostream &OS = outs();
  OS << "rk-ifcvt: function " << MF.getName() << ": " << FR.Regions.size()
     << " regions\n";
  for (unsigned I = 0; I != FR.Regions.size(); ++I) {
    const AnalyzedRegion &AR = FR.Regions[I];
    auto Name = [&](unsigned N) { return blockName(*AR.Region.Blocks[N]); };
    printRegionTables(OS, I, AR.Region.Graph, *AR.Analysis, Name);
    if (PrintDot)
      printRegionDot(OS, (MF.getName() + " region " + Twine(I)).str(),
                     AR.Region.Graph, *AR.Analysis, Name);
  }
  for (const RegionRejection &Rej : FR.Rejections)
    OS << "skipped: " << Rej.Why.Message << "\n";
  return false;
}

} // namespace

char RKIfConvPrinter::ID = 0;
char &rkifc::RKIfConvPrinterID = RKIfConvPrinter::ID;

INITIALIZE_PASS_BEGIN(RKIfConvPrinter, PASS_NAME,
                      "rkifc: print regions, control dependence and R/K", false,
                      true)
INITIALIZE_PASS_DEPENDENCY(MachineDominatorTreeWrapperPass)
INITIALIZE_PASS_DEPENDENCY(MachineLoopInfoWrapperPass)
INITIALIZE_PASS_END(RKIfConvPrinter, PASS_NAME,
                    "rkifc: print regions, control dependence and R/K", false,
                    true)
