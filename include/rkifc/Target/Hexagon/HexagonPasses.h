//===- HexagonPasses.h - Hexagon's passes around rk-ifcvt -------*- C++ -*-===//
//
// Passes that only Hexagon needs when rk-ifcvt runs: each works around a
// weakness of an LLVM 22 Hexagon pass that predicated code or -g exposes
// (docs/targets.md, the audit). The Hexagon adaptor's room holds them;
// addHexagonPasses places them in the pipeline.
//
//===----------------------------------------------------------------------===//

#ifndef RKIFC_TARGET_HEXAGON_HEXAGONPASSES_H
#define RKIFC_TARGET_HEXAGON_HEXAGONPASSES_H

namespace llvm {
class PassRegistry;
class TargetPassConfig;
void initializeDebugShelvePass(PassRegistry &);
void initializeDebugUnshelvePass(PassRegistry &);
void initializeDebugHideSlotsPass(PassRegistry &);
void initializeDebugRestoreSlotsPass(PassRegistry &);
void initializeDeadDefGuardPass(PassRegistry &);
void initializeAddiBaseGuardPass(PassRegistry &);
void initializeAddiBaseUnguardPass(PassRegistry &);
} // namespace llvm

namespace rkifc {
/// Take debug instructions out of the code before a pass that would count
/// them (Hexagon's machine scheduler) and put them back after it; see
/// DebugShelter.cpp.
extern char &DebugShelveID;
extern char &DebugUnshelveID;
/// Take the stack slots out of debug values before prologue/epilogue
/// insertion (Hexagon keeps a spill slot in memory if a debug value names
/// it) and put them back after it.
extern char &DebugHideSlotsID;
extern char &DebugRestoreSlotsID;
/// Keep two overlapping dead definitions out of one Hexagon packet, which
/// LLVM 22's packetizer does not; see DeadDefGuard.cpp.
extern char &DeadDefGuardID;
/// Keep LLVM 22's Hexagon amode-opt from regrouping an add-immediate whose
/// base register a predicated instruction may have written, and take the
/// guards out again after it; see AddiBaseGuard.cpp.
extern char &AddiBaseGuardID;
extern char &AddiBaseUnguardID;

/// Registers the passes above with Registry.
void initializeHexagonPasses(llvm::PassRegistry &Registry);
/// Inserts the passes above into Hexagon's pipeline, each where the pass
/// it guards runs (options -rk-ifcvt-shelve-debug, -rk-ifcvt-guard-dead-defs,
/// -rk-ifcvt-guard-addi-bases turn them off).
void addHexagonPasses(llvm::TargetPassConfig &PassConfig);
} // namespace rkifc

#endif // RKIFC_TARGET_HEXAGON_HEXAGONPASSES_H
