//===- RegionGraph.h - A region's CFG as a plain labelled graph -*- C++ -*-===//
//
// The target-independent analyses of rkifc (post-dominators, control
// dependence, R/K predicate assignment) run on this small graph instead of on
// MachineBasicBlocks, so that they can be unit-tested on generated graphs.
//
// Node 0 is the region entry. Every edge that leaves the region (a return, a
// loop exit, a back edge, an edge to a block with predecessors outside the
// region) goes to the virtual node STOP, numbered size().
//
//===----------------------------------------------------------------------===//

#ifndef RKIFC_ANALYSIS_REGIONGRAPH_H
#define RKIFC_ANALYSIS_REGIONGRAPH_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/SmallVector.h"

#include <optional>
#include <vector>

namespace rkifc {

/// How an edge is taken. A conditional block has exactly one True and one
/// False edge; True is the edge taken when the branch condition (as
/// TargetInstrInfo::analyzeBranch reports it) holds.
enum class EdgeKind : unsigned char { Always, True, False };

/// One side of a two-way branch: the edge of block Node taken when its
/// condition is OnTrue. Printed as "+Node" or "-Node".
struct SignedEdge {
  unsigned Node;
  bool OnTrue;

  friend bool operator==(SignedEdge A, SignedEdge B) {
    return A.Node == B.Node && A.OnTrue == B.OnTrue;
  }
  friend bool operator!=(SignedEdge A, SignedEdge B) { return !(A == B); }
  /// Orders by node, the true side first.
  friend bool operator<(SignedEdge A, SignedEdge B) {
    if (A.Node != B.Node)
      return A.Node < B.Node;
    return A.OnTrue && !B.OnTrue;
  }
};

class RegionGraph {
public:
  struct Edge {
    unsigned To;
    EdgeKind Kind;
  };

  explicit RegionGraph(unsigned NumNodes) : Succs(NumNodes) {}

  /// Number of real nodes; STOP is not counted.
  unsigned size() const { return Succs.size(); }
  unsigned stop() const { return size(); }
  bool isStop(unsigned N) const { return N == stop(); }

  /// Adds an unconditional edge (Kind == Always) or one side of a branch.
  /// To may be stop().
  void addEdge(unsigned From, unsigned To, EdgeKind Kind);
  void addExit(unsigned From, EdgeKind Kind) { addEdge(From, stop(), Kind); }

  llvm::ArrayRef<Edge> succs(unsigned N) const { return Succs[N]; }
  bool isConditional(unsigned N) const {
    return Succs[N].size() == 2;
  }
  /// Target of the edge of N taken when its condition is OnTrue.
  unsigned target(SignedEdge E) const;

  /// Checks the invariants the analyses rely on: every node has one Always
  /// edge or one True and one False edge, targets are in range. Returns an
  /// explanation when they do not hold.
  std::optional<const char *> verify() const;

  /// Whether every path from the entry to STOP that takes no edge Removed
  /// names goes through node N (vacuously true when no such path is left).
  bool isOnEveryPath(
      unsigned N,
      llvm::function_ref<bool(unsigned From, EdgeKind Kind)> Removed) const;

  /// A topological order of the real nodes starting with the entry, or
  /// nothing when the graph has a cycle or a node unreachable from the entry.
  std::optional<std::vector<unsigned>> topologicalOrder() const;

private:
  std::vector<llvm::SmallVector<Edge, 2>> Succs;
};

} // namespace rkifc

#endif // RKIFC_ANALYSIS_REGIONGRAPH_H
