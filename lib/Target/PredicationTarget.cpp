//===- PredicationTarget.cpp - Choosing the target adaptor ----------------===//

#include "rkifc/Target/PredicationTarget.h"

#include "llvm/ADT/StringMap.h"
#include "llvm/CodeGen/MachineFunction.h"
#include "llvm/CodeGen/TargetInstrInfo.h"
#include "llvm/CodeGen/TargetRegisterInfo.h"
#include "llvm/Target/TargetMachine.h"
#include "llvm/TargetParser/Triple.h"

using namespace llvm;
using namespace rkifc;

PredicationTarget::~PredicationTarget() = default;

TargetNames::TargetNames(const TargetInstrInfo &TII,
                         const TargetRegisterInfo &TRI)
    : TII(TII), TRI(TRI) {}

unsigned TargetNames::optionalOpcode(StringRef Name) const {
  for (unsigned Opc = 1, E = TII.getNumOpcodes(); Opc != E; ++Opc)
    if (TII.getName(Opc) == Name)
      return Opc;
  return 0;
}

bool TargetNames::opcodes(ArrayRef<std::pair<StringRef, unsigned *>> Wanted) {
  StringMap<unsigned *> Slots;
  for (auto [Name, Slot] : Wanted) {
    *Slot = 0;
    Slots[Name] = Slot;
  }
  for (unsigned Opc = 1, E = TII.getNumOpcodes(); Opc != E; ++Opc) {
    auto It = Slots.find(TII.getName(Opc));
    if (It != Slots.end())
      *It->second = Opc;
  }
  for (auto [Name, Slot] : Wanted)
    if (!*Slot) {
      if (FirstMissing.empty()) {
        FirstMissing = Name.str();
        MissingKind = "opcode";
      }
      return false;
    }
  return true;
}

const TargetRegisterClass *TargetNames::regClass(StringRef Name) {
  for (const TargetRegisterClass *RC : TRI.regclasses())
    if (StringRef(TRI.getRegClassName(RC)).equals_insensitive(Name))
      return RC;
  if (FirstMissing.empty()) {
    FirstMissing = Name.str();
    MissingKind = "register class";
  }
  return nullptr;
}

unsigned TargetNames::subRegIndex(StringRef Name) {
  for (unsigned Idx = 1, E = TRI.getNumSubRegIndices(); Idx != E; ++Idx)
    if (TRI.getSubRegIndexName(Idx) == Name)
      return Idx;
  if (FirstMissing.empty()) {
    FirstMissing = Name.str();
    MissingKind = "sub-register index";
  }
  return 0;
}

MCRegister TargetNames::reg(StringRef Name) {
  for (unsigned Reg = 1, E = TRI.getNumRegs(); Reg != E; ++Reg)
    if (TRI.getName(Reg) == Name)
      return Reg;
  if (FirstMissing.empty()) {
    FirstMissing = Name.str();
    MissingKind = "register";
  }
  return MCRegister();
}

std::string TargetNames::missing(StringRef Target) const {
  return (Target + " " + MissingKind + " " + FirstMissing + " not found").str();
}

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
             " has no rkifc predication support (supported: hexagon, arm, "
             "thumb2, nvptx)";
    return nullptr;
  }
}
