//===- Hyperblock.h - Hyperblock selection and tail duplication -*- C++ -*-===//
//
// The first step of issue 10, on plain region graphs (no MIR): which blocks
// of a region go into a hyperblock (Mahlke et al. 1992, seed 000 §3.3), which
// must be duplicated so that the hyperblock has one entry, and the graphs
// that result. rk-ifcvt uses it with -rk-ifcvt-hyperblocks; the copies are
// made in machine code by Transform/TailDuplication.h.
//
// Selection walks the region in topological order and takes a block when a
// block already taken leads to it, it has no hazard (a call, inline assembly,
// a volatile access: whatever the caller marks), and it runs often enough
// relative to the entry. A taken block that an excluded block also leads to
// is a side entrance: it, and every taken block reachable from it through
// taken blocks, needs a copy for the paths that come from outside (tail
// duplication). When the copies would exceed the size budget, the side
// entrance is excluded instead and the selection recomputed.
//
//===----------------------------------------------------------------------===//

#ifndef RKIFC_ANALYSIS_HYPERBLOCK_H
#define RKIFC_ANALYSIS_HYPERBLOCK_H

#include "rkifc/Analysis/RegionGraph.h"

#include "llvm/ADT/ArrayRef.h"

#include <vector>

namespace rkifc {

/// What selection knows of one block of the region.
struct BlockProfile {
  double Frequency = 1.0; ///< executions, in any unit shared by the region
  unsigned Size = 1;      ///< instructions, for the duplication budget
  bool Hazard = false;    ///< must stay out (a call, inline asm, ...)
  /// Better behind a branch: the cost model found that predicating this
  /// block costs more than branching around it (reverse if-conversion,
  /// decided before anything is predicated).
  bool Costly = false;
};

struct HyperblockOptions {
  /// A block runs at least this fraction of the entry's executions to be
  /// taken.
  double MinRelativeFrequency = 0.1;
  /// Most instructions tail duplication may copy.
  unsigned MaxDuplicatedSize = 32;
};

/// Why a block of the region is not in the hyperblock.
enum class Exclusion : unsigned char {
  None,            ///< selected
  Hazard,          ///< BlockProfile::Hazard
  Costly,          ///< BlockProfile::Costly
  Rare,            ///< below MinRelativeFrequency
  NotReached,      ///< no selected block leads to it
  DuplicationCost, ///< a side entrance whose copies would exceed the budget
};

struct HyperblockSelection {
  /// Per node of the region: why it is left out, or None.
  std::vector<Exclusion> Why;
  /// Selected nodes that need a copy for the paths entering from outside,
  /// in topological order.
  std::vector<unsigned> Duplicated;
  /// The instructions those copies hold.
  unsigned DuplicatedSize = 0;

  bool selected(unsigned N) const { return Why[N] == Exclusion::None; }
};

/// Chooses the hyperblock of region G (a valid acyclic region: see
/// RegionGraph::verify) from one profile per node.
HyperblockSelection selectHyperblock(const RegionGraph &G,
                                     llvm::ArrayRef<BlockProfile> Profile,
                                     const HyperblockOptions &Options = {});

/// A graph derived from a region, and for each of its nodes the node of the
/// region it stands for.
struct DerivedGraph {
  RegionGraph Graph;
  std::vector<unsigned> Original;
};

/// The region after tail duplication: the nodes of G, then one copy of
/// each duplicated node. Edges from unselected nodes into a duplicated node
/// go to its copy, and a copy's edges go to the copies of duplicated
/// successors; so the selected nodes are entered only through the entry,
/// and every path of G is a path here, block for block.
DerivedGraph tailDuplicate(const RegionGraph &G, const HyperblockSelection &S);

/// The hyperblock alone, as a region for R/K: the selected nodes (entry
/// first, in G's node order), with every edge to an unselected node turned
/// into an exit (a side exit, which the converted code keeps as a branch).
DerivedGraph hyperblockGraph(const RegionGraph &G,
                             const HyperblockSelection &S);

const char *exclusionName(Exclusion E);

} // namespace rkifc

#endif // RKIFC_ANALYSIS_HYPERBLOCK_H
