//===- Passes.h - The machine passes of rkifc -------------------*- C++ -*-===//

#ifndef RKIFC_CODEGEN_PASSES_H
#define RKIFC_CODEGEN_PASSES_H

namespace llvm {
class PassRegistry;
void initializeRKIfConvPass(PassRegistry &);
void initializeRKIfConvPrinterPass(PassRegistry &);
void initializeDebugShelvePass(PassRegistry &);
void initializeDebugUnshelvePass(PassRegistry &);
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

/// Registers rkifc's passes with the global PassRegistry.
void initializePasses();
} // namespace rkifc

#endif // RKIFC_CODEGEN_PASSES_H
