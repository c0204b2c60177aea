//===- Rejection.h - Why rkifc leaves code alone ----------------*- C++ -*-===//
//
// Every reason rkifc has for not converting something, found by region
// discovery, by the transform's check of a region or by the cost model, is
// one RejectionKind. Code branches on the kind; the remark name a user
// filters on comes from it in one place (remarkName), so no decision ever
// depends on a remark string.
//
//===----------------------------------------------------------------------===//

#ifndef RKIFC_REGION_REJECTION_H
#define RKIFC_REGION_REJECTION_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/IR/DebugLoc.h"

#include <string>

namespace llvm {
class MachineBasicBlock;
class MachineInstr;
class MachineOptimizationRemarkEmitter;
class DiagnosticInfoMIROptimization;
} // namespace llvm

namespace rkifc {

enum class RejectionKind {
  // The function as a whole (region discovery, or the pass for optnone).
  TooManyBlocks,
  OptNone,
  Irreducible,
  // The contents of a block of the region (region discovery).
  EHPad,
  AddressTaken,
  JumpTable,
  InlineAsm,
  Call,
  IndirectBranch,
  // The shape of the region (region discovery).
  UnanalyzableBranch,
  NotAcyclicRegion,
  // The transform's check of one region (planRegion).
  NoBranch,
  UnsupportedBranch,
  CannotLinearize,
  UnsupportedPHI,
  CannotPredicate,
  CannotPredicateHere,
  // The decision (the pass driver and its cost model).
  NoBranchRemoved,
  TooLarge,
  RegisterPressure,
  NotProfitable,
  SubRegionsSaveMore,
  CodeSize,
  LimitReached,
  UnsupportedTarget,
};

/// The name of the missed-optimisation remark for Kind ("Call", ...).
const char *remarkName(RejectionKind Kind);

/// Whether Kind is about something inside one block (a call, inline asm)
/// rather than about the region's control flow or the function: the
/// region's graph is still known, and its sub-regions may be converted.
bool sparesSubRegions(RejectionKind Kind);

/// Why something was left alone: the kind, a sentence for the remark, and
/// the instruction at fault when there is one.
struct Rejection {
  RejectionKind Kind;
  std::string Message;
  const llvm::MachineInstr *Culprit = nullptr;
};

/// What a remark says about its region, beyond the text: the name of the
/// region's entry block (the "Entry" argument that joins a region's
/// remarks) and the region's blocks, whose conditional branches are listed
/// as "Branch" arguments with their source locations (how
/// scripts/census.py finds the region of a branch of the executable).
struct RemarkRegion {
  llvm::StringRef Entry;
  llvm::ArrayRef<llvm::MachineBasicBlock *> Blocks;
};

/// Emits Why as rkifc's missed remark "not if-converting <Subject>:
/// <message>" (no subject: "not if-converting: <message>"), at the
/// culprit's location, else at Loc, for Block. With a Region whose Entry
/// is set, the subject reads "<Subject> at <Entry>".
void emitRejection(llvm::MachineOptimizationRemarkEmitter &ORE,
                   const Rejection &Why, llvm::StringRef Subject,
                   const llvm::DebugLoc &Loc,
                   const llvm::MachineBasicBlock *Block,
                   const RemarkRegion &Region = {});

/// Appends "; branches at F:L:C, ..." to Remark: one "Branch" argument,
/// with its debug location, per conditional branch of Blocks.
void describeBranches(llvm::DiagnosticInfoMIROptimization &Remark,
                      llvm::ArrayRef<llvm::MachineBasicBlock *> Blocks);

} // namespace rkifc

#endif // RKIFC_REGION_REJECTION_H
