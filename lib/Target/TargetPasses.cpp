//===- TargetPasses.cpp - What each target adds to the pipeline -----------===//

#include "rkifc/Target/TargetPasses.h"
#include "rkifc/Target/Hexagon/HexagonPasses.h"

#include "llvm/Target/TargetMachine.h"

using namespace llvm;

void rkifc::initializeTargetPasses(PassRegistry &Registry) {
  initializeHexagonPasses(Registry);
}

void rkifc::addTargetPasses(const TargetMachine &TM,
                            TargetPassConfig &PassConfig) {
  // ARM, Thumb2 and NVPTX need nothing beyond rk-ifcvt.
  if (TM.getTargetTriple().getArch() == Triple::hexagon)
    addHexagonPasses(PassConfig);
}
