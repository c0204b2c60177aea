//===- Plugin.cpp - Entry point of the RKIfConv.so plugin -----------------===//
//
// Loaded with `llc -load RKIfConv.so` or `clang -fplugin=RKIfConv.so`.
// Loading registers the passes (so -run-pass=rk-ifcvt finds them) and, when
// -enable-rk-ifcvt is given, inserts rk-ifcvt into every target's SSA
// machine-code pipeline.
//
//===----------------------------------------------------------------------===//

#include "rkifc/CodeGen/Passes.h"
#include "rkifc/Target/PredicationTarget.h"
#include "rkifc/Target/TargetPasses.h"

#include "llvm/CodeGen/Passes.h"
#include "llvm/CodeGen/TargetPassConfig.h"
#include "llvm/PassRegistry.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Target/TargetMachine.h"
#include "llvm/Target/RegisterTargetPassConfigCallback.h"

using namespace llvm;

static cl::opt<bool> EnableRKIfConv(
    "enable-rk-ifcvt", cl::init(false),
    cl::desc("Run rkifc's whole-region if-conversion (rk-ifcvt) in the "
             "machine-code pipeline"));

// Not "-rk-ifcvt-late": opt makes an option of every registered pass name,
// and that is the late pass's.
static cl::opt<rkifc::PipelineStage> RKIfConvStage(
    "rk-ifcvt-stage", cl::init(rkifc::PipelineStage::Early),
    cl::desc("Where rk-ifcvt runs on ARM and Thumb2 (other targets: early)"),
    cl::values(clEnumValN(rkifc::PipelineStage::Early, "early",
                          "after machine sinking (rk-ifcvt)"),
               clEnumValN(rkifc::PipelineStage::Late, "late",
                          "after the peephole optimizer (rk-ifcvt-late), "
                          "with predicates in the flags where conditional "
                          "compares can hold them")));

static cl::opt<bool> PrintRKIfConv(
    "rk-ifcvt-print-regions", cl::init(false),
    cl::desc("Print rkifc's region analysis tables (rk-ifcvt-print) before "
             "if-conversion"));

// Machine sinking runs in the SSA machine-code optimisations of every target
// (Hexagon and ARM do not run EarlyIfConverter): after it, code that was
// sunk into conditional blocks is there to be predicated, and register
// allocation is still to come. A target whose later passes need help with
// predicated code brings its own passes (rkifc/Target/TargetPasses.h).
//
// The late stage (ARM and Thumb2) runs after the peephole optimizer instead,
// the last of the SSA optimizations and the one whose compare folding
// cannot tell a conditional compare from a plain one (docs/targets.md).
static RegisterTargetPassConfigCallback InsertRKIfConv(
    [](TargetMachine &TM, PassManagerBase &, TargetPassConfig *PassConfig) {
      const Triple &TT = TM.getTargetTriple();
      bool Late = RKIfConvStage == rkifc::PipelineStage::Late &&
                  (TT.isARM() || TT.isThumb());
      AnalysisID After =
          Late ? &PeepholeOptimizerLegacyID : &MachineSinkingLegacyID;
      if (PrintRKIfConv)
        PassConfig->insertPass(After, &rkifc::RKIfConvPrinterID);
      if (!EnableRKIfConv)
        return;
      PassConfig->insertPass(After, Late ? &rkifc::RKIfConvLateID
                                         : &rkifc::RKIfConvID);
      rkifc::addTargetPasses(TM, *PassConfig);
    });

// -run-pass looks passes up by name in the PassRegistry, so they must be
// registered as soon as the library is loaded.
__attribute__((constructor)) static void registerRKIfConvPasses() {
  rkifc::initializePasses();
  rkifc::initializeTargetPasses(*llvm::PassRegistry::getPassRegistry());
}
