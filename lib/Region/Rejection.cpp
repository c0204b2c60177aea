//===- Rejection.cpp - Why rkifc leaves code alone ------------------------===//

#include "rkifc/Region/Rejection.h"

#include "llvm/CodeGen/MachineInstr.h"
#include "llvm/CodeGen/MachineOptimizationRemarkEmitter.h"

using namespace llvm;
using namespace rkifc;

#define DEBUG_TYPE "rk-ifcvt"

const char *rkifc::remarkName(RejectionKind Kind) {
  switch (Kind) {
  case RejectionKind::TooManyBlocks: return "TooManyBlocks";
  case RejectionKind::OptNone: return "OptNone";
  case RejectionKind::Irreducible: return "Irreducible";
  case RejectionKind::EHPad: return "EHPad";
  case RejectionKind::AddressTaken: return "AddressTaken";
  case RejectionKind::JumpTable: return "JumpTable";
  case RejectionKind::InlineAsm: return "InlineAsm";
  case RejectionKind::Call: return "Call";
  case RejectionKind::IndirectBranch: return "IndirectBranch";
  case RejectionKind::UnanalyzableBranch: return "UnanalyzableBranch";
  case RejectionKind::NotAcyclicRegion: return "NotAcyclicRegion";
  case RejectionKind::NoBranch: return "NoBranch";
  case RejectionKind::UnsupportedBranch: return "UnsupportedBranch";
  case RejectionKind::CannotLinearize: return "CannotLinearize";
  case RejectionKind::UnsupportedPHI: return "UnsupportedPHI";
  case RejectionKind::CannotPredicate: return "CannotPredicate";
  case RejectionKind::CannotPredicateHere: return "CannotPredicateHere";
  case RejectionKind::NoBranchRemoved: return "NoBranchRemoved";
  case RejectionKind::TooLarge: return "TooLarge";
  case RejectionKind::RegisterPressure: return "RegisterPressure";
  case RejectionKind::NotProfitable: return "NotProfitable";
  case RejectionKind::SubRegionsSaveMore: return "SubRegionsSaveMore";
  case RejectionKind::CodeSize: return "CodeSize";
  case RejectionKind::LimitReached: return "LimitReached";
  case RejectionKind::UnsupportedTarget: return "UnsupportedTarget";
  }
  return "Unknown";
}

bool rkifc::sparesSubRegions(RejectionKind Kind) {
  return Kind == RejectionKind::Call || Kind == RejectionKind::InlineAsm;
}

void rkifc::emitRejection(MachineOptimizationRemarkEmitter &ORE,
                          const Rejection &Why, StringRef Subject,
                          const DebugLoc &Loc, const MachineBasicBlock *Block,
                          const RemarkRegion &Region) {
  ORE.emit([&] {
    MachineOptimizationRemarkMissed Remark(
        DEBUG_TYPE, remarkName(Why.Kind),
        Why.Culprit ? Why.Culprit->getDebugLoc() : Loc, Block);
    using Argument = DiagnosticInfoOptimizationBase::Argument;
    Remark << "not if-converting";
    StringRef Message = Why.Message;
    if (!Subject.empty()) {
      Remark << " " << Subject;
      if (!Region.Entry.empty())
        Remark << " at " << Argument("Entry", Region.Entry);
      Remark << ": ";
    } else if (!Region.Entry.empty() &&
               Message.consume_front(("region at " + Region.Entry).str())) {
      // The finder's messages name their region first: the same text, with
      // the entry as an argument.
      Remark << ": region at " << Argument("Entry", Region.Entry);
    } else {
      Remark << ": ";
    }
    Remark << Message;
    if (!Region.Blocks.empty())
      describeBranches(Remark, Region.Blocks);
    return Remark;
  });
}

void rkifc::describeBranches(DiagnosticInfoMIROptimization &Remark,
                             ArrayRef<MachineBasicBlock *> Blocks) {
  const char *Separator = "; branches at ";
  for (const MachineBasicBlock *MBB : Blocks)
    for (const MachineInstr &Term : MBB->terminators())
      if (Term.isConditionalBranch()) {
        Remark << Separator
               << DiagnosticInfoOptimizationBase::Argument("Branch",
                                                           Term.getDebugLoc());
        Separator = ", ";
      }
}
