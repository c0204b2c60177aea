//===- HexagonPasses.cpp - Hexagon's passes around rk-ifcvt ---------------===//
//
// Where each of Hexagon's helper passes goes, and the options that leave
// them out (for checking that each is still needed).
//
//===----------------------------------------------------------------------===//

#include "rkifc/Target/Hexagon/HexagonPasses.h"

#include "llvm/CodeGen/Passes.h"
#include "llvm/CodeGen/TargetPassConfig.h"
#include "llvm/PassRegistry.h"
#include "llvm/Support/CommandLine.h"

using namespace llvm;

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

void rkifc::initializeHexagonPasses(PassRegistry &Registry) {
  initializeDebugShelvePass(Registry);
  initializeDebugUnshelvePass(Registry);
  initializeDebugHideSlotsPass(Registry);
  initializeDebugRestoreSlotsPass(Registry);
  initializeDeadDefGuardPass(Registry);
  initializeAddiBaseGuardPass(Registry);
  initializeAddiBaseUnguardPass(Registry);
}

static void addDebugShelters(TargetPassConfig &PassConfig) {
  // Right after the register coalescer, so before Hexagon's
  // expand-condsets (which the target inserts there later).
  PassConfig.insertPass(&RegisterCoalescerID, &rkifc::DebugShelveID);
  PassConfig.insertPass(&MachineSchedulerID, &rkifc::DebugUnshelveID);
  // Around prologue/epilogue insertion, whose spill-slot optimisation
  // gives up on slots that debug values name, and whose register
  // scavenger counts debug instructions: the slots are hidden first,
  // then the instructions shelved; they come back in reverse order.
  PassConfig.insertPass(&ShrinkWrapID, &rkifc::DebugHideSlotsID);
  PassConfig.insertPass(&ShrinkWrapID, &rkifc::DebugShelveID);
  PassConfig.insertPass(&PrologEpilogCodeInserterID, &rkifc::DebugUnshelveID);
  PassConfig.insertPass(&PrologEpilogCodeInserterID,
                        &rkifc::DebugRestoreSlotsID);
  // Around the target's pre-emit passes (hexagon-nvj and the packetizer
  // among them), back before LiveDebugValues.
  PassConfig.insertPass(&PatchableFunctionID, &rkifc::DebugShelveID);
  PassConfig.insertPass(&FuncletLayoutID, &rkifc::DebugUnshelveID);
}

void rkifc::addHexagonPasses(TargetPassConfig &PassConfig) {
  // Before the target's pre-emit passes, where the packetizer runs.
  if (GuardDeadDefs)
    PassConfig.insertPass(&PatchableFunctionID, &DeadDefGuardID);
  if (GuardAddiBases) {
    // Post-RA machine LICM is the last pass before the target's post-RA
    // passes (hexagon-rdf-opt, hexagon-cfg, amode-opt), and the stack map
    // fixup the first after them.
    PassConfig.insertPass(&MachineLICMID, &AddiBaseGuardID);
    PassConfig.insertPass(&FixupStatepointCallerSavedID, &AddiBaseUnguardID);
  }
  if (ShelveDebugForScheduler)
    addDebugShelters(PassConfig);
}
