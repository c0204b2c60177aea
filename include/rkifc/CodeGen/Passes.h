//===- Passes.h - The machine passes of rkifc -------------------*- C++ -*-===//

#ifndef RKIFC_CODEGEN_PASSES_H
#define RKIFC_CODEGEN_PASSES_H

namespace llvm {
class PassRegistry;
void initializeRKIfConvPass(PassRegistry &);
void initializeRKIfConvPrinterPass(PassRegistry &);
void initializeDebugShelvePass(PassRegistry &);
void initializeDebugUnshelvePass(PassRegistry &);
void initializeDebugHideSlotsPass(PassRegistry &);
void initializeDebugRestoreSlotsPass(PassRegistry &);
void initializeDeadDefGuardPass(PassRegistry &);
void initializeAddiBaseGuardPass(PassRegistry &);
void initializeAddiBaseUnguardPass(PassRegistry &);
} // namespace llvm

namespace rkifc {
/// Pass IDs, for TargetPassConfig::insertPass.
extern char &RKIfConvID;
extern char &RKIfConvPrinterID;
/// Take debug instructions out of the code before a pass that would count
/// them (Hexagon's machine scheduler) and put them back after it; see
/// lib/CodeGen/DebugShelter.cpp.
extern char &DebugShelveID;
extern char &DebugUnshelveID;
/// Take the stack slots out of debug values before prologue/epilogue
/// insertion (Hexagon keeps a spill slot in memory if a debug value names
/// it) and put them back after it.
extern char &DebugHideSlotsID;
extern char &DebugRestoreSlotsID;
/// Keep two overlapping dead definitions out of one Hexagon packet, which
/// LLVM 22's packetizer does not; see lib/CodeGen/DeadDefGuard.cpp.
extern char &DeadDefGuardID;
/// Keep LLVM 22's Hexagon amode-opt from regrouping an add-immediate whose
/// base register a predicated instruction may have written, and take the
/// guards out again after it; see lib/CodeGen/AddiBaseGuard.cpp.
extern char &AddiBaseGuardID;
extern char &AddiBaseUnguardID;

/// Registers rkifc's passes with the global PassRegistry.
void initializePasses();
} // namespace rkifc

#endif // RKIFC_CODEGEN_PASSES_H
