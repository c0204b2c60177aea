//===- RegionPredicator.h - Rewrite a region as predicated code -*- C++ -*-===//
//
// Turns one analysed region into a single straight-line block: the blocks are
// laid out in the region's linear order, each under its R/K predicate.
// Instructions that are safe on every path are speculated; the others take
// the target's predicated form. PHIs inside the region and at its exits
// become selects on edge predicates, and the exits stay branches, guarded by
// the predicate of reaching their target.
//
// Checking (planRegion) is separate from rewriting (convertRegion), so a
// region is either converted whole or left untouched.
//
//===----------------------------------------------------------------------===//

#ifndef RKIFC_TRANSFORM_REGIONPREDICATOR_H
#define RKIFC_TRANSFORM_REGIONPREDICATOR_H

#include "rkifc/Region/Rejection.h"
#include "rkifc/Region/RegionDiscovery.h"

#include "llvm/ADT/SmallPtrSet.h"

#include <optional>
#include <string>

namespace llvm {
class MachineInstr;
}

namespace rkifc {

class PredicationTarget;

/// What converting a region would do, or why it cannot be converted.
struct ConversionPlan {
  /// Set when the region cannot be converted.
  std::optional<Rejection> Rejected;
  bool feasible() const { return !Rejected; }

  /// The instructions of guarded blocks that take the predicated form; the
  /// others there are speculated.
  llvm::SmallPtrSet<const llvm::MachineInstr *, 16> ToPredicate;

  unsigned Instructions = 0; // non-debug, non-branch instructions moved
  unsigned Speculated = 0;
  unsigned Predicated = 0;
  unsigned Selects = 0;      // PHI inputs that become selects
  unsigned RemovedBranches = 0;
};

/// Decides, without changing anything, how each instruction of the region
/// would be handled.
ConversionPlan planRegion(const AnalyzedRegion &AR, PredicationTarget &Target);

/// Instructions that count for the static bound: neither debug
/// instructions, PHIs nor copies (which the register coalescer removes).
unsigned countCodeInstructions(const llvm::MachineBasicBlock &MBB);

/// What the rewrite produced.
struct ConvertedRegion {
  /// The block holding the linear code (the region's entry).
  llvm::MachineBasicBlock *Linear = nullptr;
  /// countCodeInstructions over the linear block and its exit blocks.
  unsigned Instructions = 0;
};

/// Rewrites the region as Plan says; Plan must come from planRegion and be
/// feasible.
ConvertedRegion convertRegion(AnalyzedRegion &AR, const ConversionPlan &Plan,
                              PredicationTarget &Target);

} // namespace rkifc

#endif // RKIFC_TRANSFORM_REGIONPREDICATOR_H
