//===- Plugin.cpp - Entry point of the RKIfConv.so plugin -----------------===//
//
// Loaded with `llc -load RKIfConv.so` or `clang -fplugin=RKIfConv.so`.
// Loading registers the passes (so -run-pass=rk-ifcvt finds them) and, when
// -enable-rk-ifcvt is given, inserts rk-ifcvt into every target's SSA
// machine-code pipeline.
//
//===----------------------------------------------------------------------===//

#include "rkifc/CodeGen/Passes.h"
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

static cl::opt<bool> PrintRKIfConv(
    "rk-ifcvt-print-regions", cl::init(false),
    cl::desc("Print rkifc's region analysis tables (rk-ifcvt-print) before "
             "if-conversion"));

// Machine sinking runs in the SSA machine-code optimisations of every target
// (Hexagon and ARM do not run EarlyIfConverter): after it, code that was
// sunk into conditional blocks is there to be predicated, and register
// allocation is still to come. A target whose later passes need help with
// predicated code brings its own passes (rkifc/Target/TargetPasses.h).
static RegisterTargetPassConfigCallback InsertRKIfConv(
    [](TargetMachine &TM, PassManagerBase &, TargetPassConfig *PassConfig) {
      if (PrintRKIfConv)
        PassConfig->insertPass(&MachineSinkingLegacyID,
                               &rkifc::RKIfConvPrinterID);
      if (!EnableRKIfConv)
        return;
      PassConfig->insertPass(&MachineSinkingLegacyID, &rkifc::RKIfConvID);
      rkifc::addTargetPasses(TM, *PassConfig);
    });

// -run-pass looks passes up by name in the PassRegistry, so they must be
// registered as soon as the library is loaded.
__attribute__((constructor)) static void registerRKIfConvPasses() {
  rkifc::initializePasses();
  rkifc::initializeTargetPasses(*llvm::PassRegistry::getPassRegistry());
}
