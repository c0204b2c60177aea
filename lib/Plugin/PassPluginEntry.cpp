//===- PassPluginEntry.cpp - The new pass manager's plugin entry point ----===//
//
// Loaded with `clang -fpass-plugin=RKIfConv.so` or
// `llc -load-pass-plugin=RKIfConv.so`, the library does what it does when
// loaded with -fplugin or -load: its static initializers register the
// options (-enable-rk-ifcvt, ...) and the callback that puts rk-ifcvt into
// the legacy code-generation pipeline, which is the only one ARM, Hexagon
// and NVPTX have in LLVM 22. The entry point only has to exist for those
// drivers to accept the library.
//
// rk-ifcvt is a machine pass: `opt` runs IR passes and cannot run it, and a
// machine-function pass registered with opt's PassBuilder crashes it. So the
// names are registered as IR passes that stop opt with an error saying so.
//
//===----------------------------------------------------------------------===//

#include "llvm/IR/Function.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/PassManager.h"
#include "llvm/Passes/PassBuilder.h"
#include "llvm/Plugins/PassPlugin.h"

using namespace llvm;

namespace {

bool isMachinePassName(StringRef Name) {
  return Name == "rk-ifcvt" || Name == "rk-ifcvt-print";
}

std::string notAnIRPass(StringRef Name) {
  return (Twine("'") + Name +
          "' is a machine-code pass of the rkifc plugin: opt runs IR passes "
          "and cannot run it. Run it with llc (llc -load RKIfConv.so "
          "-enable-rk-ifcvt, or -run-pass=" +
          Name + " on MIR) or clang (-fplugin=RKIfConv.so -mllvm "
          "-enable-rk-ifcvt)")
      .str();
}

/// Stands for rk-ifcvt in an IR pipeline: reports, once, why it cannot run.
struct MachinePassInIRPipeline : PassInfoMixin<MachinePassInIRPipeline> {
  std::string Name;
  explicit MachinePassInIRPipeline(StringRef Name) : Name(Name.str()) {}
  PreservedAnalyses run(Module &M, ModuleAnalysisManager &) {
    M.getContext().emitError(notAnIRPass(Name));
    return PreservedAnalyses::all();
  }
  PreservedAnalyses run(Function &F, FunctionAnalysisManager &) {
    F.getContext().emitError(notAnIRPass(Name));
    return PreservedAnalyses::all();
  }
};

/// A pipeline-parsing callback, for a module or a function pipeline: puts
/// the stand-in where rk-ifcvt or rk-ifcvt-print is named.
template <typename PassManagerT>
bool addStandIn(StringRef Name, PassManagerT &PM,
                ArrayRef<PassBuilder::PipelineElement>) {
  if (!isMachinePassName(Name))
    return false;
  PM.addPass(MachinePassInIRPipeline(Name));
  return true;
}

void registerIRPipelineNames(PassBuilder &PB) {
  PB.registerPipelineParsingCallback(addStandIn<ModulePassManager>);
  PB.registerPipelineParsingCallback(addStandIn<FunctionPassManager>);
}

} // namespace

extern "C" LLVM_ATTRIBUTE_WEAK PassPluginLibraryInfo llvmGetPassPluginInfo() {
  return {LLVM_PLUGIN_API_VERSION, "RKIfConv", "0.1", registerIRPipelineNames};
}
