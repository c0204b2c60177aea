//===- Passes.h - The machine passes of rkifc -------------------*- C++ -*-===//

#ifndef RKIFC_CODEGEN_PASSES_H
#define RKIFC_CODEGEN_PASSES_H

namespace llvm {
class PassRegistry;
void initializeRKIfConvPass(PassRegistry &);
void initializeRKIfConvLatePass(PassRegistry &);
void initializeRKIfConvPrinterPass(PassRegistry &);
} // namespace llvm

namespace rkifc {
/// Pass IDs, for TargetPassConfig::insertPass.
extern char &RKIfConvID;
/// rk-ifcvt after the peephole optimizer (ARM and Thumb2,
/// -rk-ifcvt-stage=late).
extern char &RKIfConvLateID;
extern char &RKIfConvPrinterID;
/// Registers rk-ifcvt and its printer with the global PassRegistry (the
/// targets' own passes: rkifc/Target/TargetPasses.h).
void initializePasses();
} // namespace rkifc

#endif // RKIFC_CODEGEN_PASSES_H
