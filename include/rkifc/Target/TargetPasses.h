//===- TargetPasses.h - What each target adds to the pipeline ---*- C++ -*-===//
//
// rk-ifcvt itself is inserted by the plugin for every target; a target
// whose later passes need help with predicated code (Hexagon) brings its
// own passes, kept in its room (lib/Target/<Target>/). The plugin asks
// here, as rk-ifcvt asks createPredicationTarget for the adaptor.
//
//===----------------------------------------------------------------------===//

#ifndef RKIFC_TARGET_TARGETPASSES_H
#define RKIFC_TARGET_TARGETPASSES_H

namespace llvm {
class PassRegistry;
class TargetMachine;
class TargetPassConfig;
} // namespace llvm

namespace rkifc {
/// Registers every target's own passes (for -run-pass and the pipeline).
void initializeTargetPasses(llvm::PassRegistry &Registry);
/// Inserts the passes TM's target needs around rk-ifcvt, if any.
void addTargetPasses(const llvm::TargetMachine &TM,
                     llvm::TargetPassConfig &PassConfig);
} // namespace rkifc

#endif // RKIFC_TARGET_TARGETPASSES_H
