//===- Passes.h - The machine passes of rkifc -------------------*- C++ -*-===//

#ifndef RKIFC_CODEGEN_PASSES_H
#define RKIFC_CODEGEN_PASSES_H

namespace llvm {
class PassRegistry;
void initializeRKIfConvPass(PassRegistry &);
void initializeRKIfConvPrinterPass(PassRegistry &);
} // namespace llvm

namespace rkifc {
/// Pass IDs, for TargetPassConfig::insertPass.
extern char &RKIfConvID;
extern char &RKIfConvPrinterID;

/// Registers both passes with the global PassRegistry.
void initializePasses();
} // namespace rkifc

#endif // RKIFC_CODEGEN_PASSES_H
