//===- Plugin.cpp - Entry point of the RKIfConv.so plugin -----------------===//
//
// Loaded with `llc -load RKIfConv.so` or `clang -fplugin=RKIfConv.so`.
// Loading registers the passes (so -run-pass=rk-ifcvt finds them) and, when
// -enable-rk-ifcvt is given, inserts rk-ifcvt into every target's SSA
// machine-code pipeline.
//
//===----------------------------------------------------------------------===//

#include "rkifc/CodeGen/Passes.h"

#include "llvm/CodeGen/Passes.h"
#include "llvm/CodeGen/TargetPassConfig.h"
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
// allocation is still to come.
static cl::opt<bool> ShelveDebugForScheduler(
    "rk-ifcvt-shelve-debug", cl::init(true),
    cl::desc("With -enable-rk-ifcvt on Hexagon, hide debug instructions from "
             "the passes that look at them (LLVM 22: expand-condsets, the "
             "machine scheduler, new-value jumps, the packetizer), so that -g "
             "does not change the code of converted regions"));

static cl::opt<bool> GuardDeadDefs(
    "rk-ifcvt-guard-dead-defs", cl::init(true),
    cl::desc("With -enable-rk-ifcvt on Hexagon, keep two overlapping dead "
             "definitions out of one packet (rk-dead-def-guard), which LLVM "
             "22's packetizer allows and the assembler rejects"));

static cl::opt<bool> GuardAddiBases(
    "rk-ifcvt-guard-addi-bases", cl::init(true),
    cl::desc("With -enable-rk-ifcvt on Hexagon, keep amode-opt from "
             "rewriting an add-immediate whose base register a predicated "
             "instruction may have written (rk-addi-base-guard), which LLVM "
             "22 does wrongly"));

static RegisterTargetPassConfigCallback InsertRKIfConv(
    [](TargetMachine &TM, PassManagerBase &, TargetPassConfig *PassConfig) {
      if (PrintRKIfConv)
        PassConfig->insertPass(&MachineSinkingLegacyID,
                               &rkifc::RKIfConvPrinterID);
      if (!EnableRKIfConv)
        return;
      PassConfig->insertPass(&MachineSinkingLegacyID, &rkifc::RKIfConvID);
      bool Hexagon = TM.getTargetTriple().getArch() == Triple::hexagon;
      // Before the target's pre-emit passes, where the packetizer runs.
      if (GuardDeadDefs && Hexagon)
        PassConfig->insertPass(&PatchableFunctionID, &rkifc::DeadDefGuardID);
      if (GuardAddiBases && Hexagon) {
        // Post-RA machine LICM is the last pass before the target's post-RA
        // passes (hexagon-rdf-opt, hexagon-cfg, amode-opt), and the stack
        // map fixup the first after them.
        PassConfig->insertPass(&MachineLICMID, &rkifc::AddiBaseGuardID);
        PassConfig->insertPass(&FixupStatepointCallerSavedID,
                               &rkifc::AddiBaseUnguardID);
      }
      if (ShelveDebugForScheduler && Hexagon) {
        // Right after the register coalescer, so before Hexagon's
        // expand-condsets (which the target inserts there later).
        PassConfig->insertPass(&RegisterCoalescerID, &rkifc::DebugShelveID);
        PassConfig->insertPass(&MachineSchedulerID, &rkifc::DebugUnshelveID);
        // Around prologue/epilogue insertion, whose spill-slot optimisation
        // gives up on slots that debug values name, and whose register
        // scavenger counts debug instructions: the slots are hidden first,
        // then the instructions shelved; they come back in reverse order.
        PassConfig->insertPass(&ShrinkWrapID, &rkifc::DebugHideSlotsID);
        PassConfig->insertPass(&ShrinkWrapID, &rkifc::DebugShelveID);
        PassConfig->insertPass(&PrologEpilogCodeInserterID,
                               &rkifc::DebugUnshelveID);
        PassConfig->insertPass(&PrologEpilogCodeInserterID,
                               &rkifc::DebugRestoreSlotsID);
        // Around the target's pre-emit passes (hexagon-nvj and the
        // packetizer among them), back before LiveDebugValues.
        PassConfig->insertPass(&PatchableFunctionID, &rkifc::DebugShelveID);
        PassConfig->insertPass(&FuncletLayoutID, &rkifc::DebugUnshelveID);
      }
    });

// -run-pass looks passes up by name in the PassRegistry, so they must be
// registered as soon as the library is loaded.
__attribute__((constructor)) static void registerRKIfConvPasses() {
  rkifc::initializePasses();
}
