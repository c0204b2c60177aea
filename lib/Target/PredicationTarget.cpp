//===- PredicationTarget.cpp - Choosing the target adaptor ----------------===//

#include "rkifc/Target/PredicationTarget.h"

#include "llvm/ADT/StringMap.h"
#include "llvm/CodeGen/MachineFunction.h"
#include "llvm/CodeGen/MachineRegisterInfo.h"
#include "llvm/CodeGen/TargetInstrInfo.h"
#include "llvm/CodeGen/TargetRegisterInfo.h"
#include "llvm/Target/TargetMachine.h"
#include "llvm/TargetParser/Triple.h"

using namespace llvm;
using namespace rkifc;

PredicationTarget::~PredicationTarget() = default;

void PredicationTarget::finishRegion(ArrayRef<MachineBasicBlock *> Blocks) {
  for (MachineBasicBlock *MBB : Blocks)
    finishLinearCode(*MBB);
  KillsCleared.clear();
}

void PredicationTarget::clearKillFlagsOnce(Register Reg,
                                           MachineRegisterInfo &MRI) {
  if (KillsCleared.insert(Reg).second)
    MRI.clearKillFlags(Reg);
}

void OpcodeIndex::find(ArrayRef<std::pair<StringRef, unsigned *>> Wanted) {
  SmallVector<std::pair<StringRef, unsigned *>, 16> Unknown;
  for (auto [Name, Slot] : Wanted) {
    auto It = Known.find(Name);
    *Slot = It == Known.end() ? 0 : It->second;
    if (It == Known.end())
      Unknown.push_back({Name, Slot});
  }
  if (Unknown.empty())
    return;
  // Comparing names (mostly their lengths) is cheaper than hashing every
  // opcode's name for a few of them.
  unsigned Missing = Unknown.size();
  for (unsigned Opc = 1, E = TII.getNumOpcodes(); Opc != E && Missing; ++Opc) {
    StringRef Name = TII.getName(Opc);
    for (auto [Sought, Slot] : Unknown)
      if (!*Slot && Name == Sought) {
        *Slot = Opc;
        --Missing;
      }
  }
  for (auto [Name, Slot] : Unknown)
    Known[Name] = *Slot;
}

OpcodeIndex &OpcodeIndexCache::get(const TargetInstrInfo &TII) {
  std::unique_ptr<OpcodeIndex> &Index = Indexes[&TII];
  if (!Index)
    Index = std::make_unique<OpcodeIndex>(TII);
  return *Index;
}

TargetNames::TargetNames(OpcodeIndex &Opcodes, const TargetRegisterInfo &TRI)
    : Opcodes(Opcodes), TRI(TRI) {}

unsigned TargetNames::optionalOpcode(StringRef Name) {
  unsigned Opc = 0;
  Opcodes.find({{Name, &Opc}});
  return Opc;
}

bool TargetNames::opcodes(ArrayRef<std::pair<StringRef, unsigned *>> Wanted) {
  Opcodes.find(Wanted);
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
rkifc::createPredicationTarget(MachineFunction &MF, OpcodeIndexCache &Indexes,
                               PipelineStage Stage, std::string &WhyNot) {
  const Triple &TT = MF.getTarget().getTargetTriple();
  auto Opcodes = [&]() -> OpcodeIndex & {
    return Indexes.get(*MF.getSubtarget().getInstrInfo());
  };
  // Only ARM's predicates gain from running late: Hexagon's and NVPTX's
  // live in predicate registers, which no later pass mistakes.
  if (Stage == PipelineStage::Late && !TT.isARM() && !TT.isThumb()) {
    WhyNot = "the late stage (rk-ifcvt-late) is for ARM and Thumb2 only; "
             "target " +
             TT.getArchName().str() + " runs rk-ifcvt";
    return nullptr;
  }
  switch (TT.getArch()) {
  case Triple::hexagon:
    return createHexagonPredicationTarget(MF, Opcodes(), WhyNot);
  case Triple::arm:
  case Triple::armeb:
  case Triple::thumb:
  case Triple::thumbeb:
    return createARMPredicationTarget(MF, Opcodes(), Stage, WhyNot);
  case Triple::nvptx:
  case Triple::nvptx64:
    return createNVPTXPredicationTarget(MF, Opcodes(), WhyNot);
  default:
    WhyNot = "target " + TT.getArchName().str() +
             " has no rkifc predication support (supported: hexagon, arm, "
             "thumb2, nvptx)";
    return nullptr;
  }
}
