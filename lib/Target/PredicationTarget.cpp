//===- PredicationTarget.cpp - Choosing the target adaptor ----------------===//

#include "rkifc/Target/PredicationTarget.h"

#include "llvm/CodeGen/MachineFunction.h"
#include "llvm/Target/TargetMachine.h"
#include "llvm/TargetParser/Triple.h"

using namespace llvm;
using namespace rkifc;

PredicationTarget::~PredicationTarget() = default;

std::unique_ptr<PredicationTarget>
rkifc::createPredicationTarget(MachineFunction &MF, std::string &WhyNot) {
  const Triple &TT = MF.getTarget().getTargetTriple();
  switch (TT.getArch()) {
  case Triple::hexagon:
    return createHexagonPredicationTarget(MF, WhyNot);
  case Triple::arm:
  case Triple::armeb:
  case Triple::thumb:
  case Triple::thumbeb:
    return createARMPredicationTarget(MF, WhyNot);
  case Triple::nvptx:
  case Triple::nvptx64:
    return createNVPTXPredicationTarget(MF, WhyNot);
  default:
    WhyNot = "target " + TT.getArchName().str() +
             " has no rkifc predication support (supported: hexagon, arm, thumb2, nvptx)";
    return nullptr;
  }
}
