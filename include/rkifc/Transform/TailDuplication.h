//===- TailDuplication.h - Give a hyperblock a single entry ----*- C++ -*-===//
//
// The machine-code half of issue 10's tail duplication (the plan comes from
// Analysis/Hyperblock.h): every block of a hyperblock that is also entered
// from a block left out of it gets a copy, and the paths from outside go to
// the copy. The hyperblock is then single-entry and can be converted; the
// copies stay branchy code beside it.
//
// The copies keep SSA form: each value a duplicated block defines has a
// second definition in the copy, and every use that either may reach is
// rewritten through MachineSSAUpdater (which adds PHIs where the two paths
// meet). Layout is left to block placement: copies go at the end of the
// function, with explicit branches.
//
//===----------------------------------------------------------------------===//

#ifndef RKIFC_TRANSFORM_TAILDUPLICATION_H
#define RKIFC_TRANSFORM_TAILDUPLICATION_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/STLFunctionalExtras.h"

#include <optional>
#include <string>
#include <vector>

namespace llvm {
class MachineBasicBlock;
class MachineInstr;
} // namespace llvm

namespace rkifc {

/// Why the blocks cannot be duplicated (nothing was changed), or nothing.
/// Duplicated: a hyperblock's side entrances and the selected blocks they
/// reach, in topological order; InHyperblock: whether a block was selected.
std::optional<std::string> checkTailDuplication(
    llvm::ArrayRef<llvm::MachineBasicBlock *> Duplicated,
    llvm::function_ref<bool(const llvm::MachineBasicBlock *)> InHyperblock);

struct DuplicatedTails {
  /// One copy per duplicated block, in the same order.
  std::vector<llvm::MachineBasicBlock *> Copies;
  /// Instructions copied, not counting the branches rebuilt at their ends.
  unsigned Instructions = 0;
  /// PHIs that SSA repair added where originals and copies meet.
  unsigned NewPHIs = 0;
};

/// Duplicates the blocks; checkTailDuplication must have found no problem.
/// Afterwards every predecessor of a duplicated block is in the hyperblock.
DuplicatedTails duplicateTails(
    llvm::ArrayRef<llvm::MachineBasicBlock *> Duplicated,
    llvm::function_ref<bool(const llvm::MachineBasicBlock *)> InHyperblock);

} // namespace rkifc

#endif // RKIFC_TRANSFORM_TAILDUPLICATION_H
