//===- MachineRegion.h - Acyclic single-entry regions of MIR ----*- C++ -*-===//
//
// Finds the candidate regions of a MachineFunction: acyclic, single-entry sets
// of blocks of one loop body (or of the code outside every loop). Inside a
// loop the back edges and the exit edges are cut, as in the "backedge
// coalescing" step of if-conversion: they become edges to the virtual STOP
// node of the region's RegionGraph, so they stay branches after conversion.
//
//===----------------------------------------------------------------------===//

#ifndef RKIFC_REGION_MACHINEREGION_H
#define RKIFC_REGION_MACHINEREGION_H

#include "rkifc/Analysis/RegionGraph.h"
#include "rkifc/Region/Rejection.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/CodeGen/MachineOperand.h"
#include "llvm/IR/ModuleSlotTracker.h"

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace llvm {
class MachineBasicBlock;
class MachineFunction;
class MachineInstr;
class MachineLoopInfo;
class MachineDominatorTree;
class TargetInstrInfo;
class raw_ostream;
} // namespace llvm

namespace rkifc {

/// A block's terminator as analyzeBranch describes it.
struct BlockBranch {
  /// Successor taken when Cond holds; the only successor of an
  /// unconditional block; null for a block without successors.
  llvm::MachineBasicBlock *TrueSucc = nullptr;
  /// Successor taken otherwise (explicit or fall-through); null when the
  /// block does not branch on a condition.
  llvm::MachineBasicBlock *FalseSucc = nullptr;
  llvm::SmallVector<llvm::MachineOperand, 4> Cond;

  bool isConditional() const { return !Cond.empty(); }
};

struct MachineRegion {
  /// Node I of Graph is Blocks[I]; the entry comes first, the others in
  /// layout order.
  llvm::SmallVector<llvm::MachineBasicBlock *, 8> Blocks;
  std::vector<BlockBranch> Branches;
  RegionGraph Graph{0};
  llvm::DenseMap<const llvm::MachineBasicBlock *, unsigned> NodeOf;

  // Moves are declared noexcept so that a growing std::vector of regions
  // moves them instead of copying each (their members' moves never throw
  // but do not say so).
  MachineRegion() = default;
  MachineRegion(const MachineRegion &) = default;
  MachineRegion(MachineRegion &&) noexcept = default;
  MachineRegion &operator=(const MachineRegion &) = default;
  MachineRegion &operator=(MachineRegion &&) noexcept = default;

  llvm::MachineBasicBlock *entry() const { return Blocks.front(); }
  /// Number of two-way branches inside the region.
  unsigned numConditionalBranches() const;

  /// An edge that leaves the region: to a block outside it, or back to its
  /// entry (a loop's latch), which the graph sends to STOP as well.
  struct ExitEdge {
    unsigned Node;
    EdgeKind Kind;
    llvm::MachineBasicBlock *Target;
  };
  /// Every edge to STOP, by node and then in the graph's edge order: the
  /// one definition of the region's exits that the plan, the rewrite and
  /// the cost model's bounds share.
  llvm::SmallVector<ExitEdge, 4> exitEdges() const;
  /// The distinct targets of Exits, in order of first appearance.
  static llvm::SmallVector<llvm::MachineBasicBlock *, 4>
  exitTargets(llvm::ArrayRef<ExitEdge> Exits);
};

/// Why a candidate region (or a whole function) was left alone.
struct RegionRejection {
  /// Whether what is at fault sits inside a block (a call, inline asm)
  /// rather than in the shape of the control flow: the region's graph is
  /// then still known (Region), and parts of it may be converted.
  bool isContentProblem() const { return Region.has_value(); }
  std::optional<MachineRegion> Region;

  /// The region's entry, or null when the whole function is skipped.
  const llvm::MachineBasicBlock *Entry = nullptr;
  /// The candidate's blocks, entry first, where they are known (for the
  /// branches its remark lists).
  llvm::SmallVector<llvm::MachineBasicBlock *, 8> Blocks;
  Rejection Why;
};

struct RegionFinderOptions {
  unsigned MaxRegionBlocks = 64;
  unsigned MaxFunctionBlocks = 1u << 20;
};

/// Candidate regions and rejections of one function, in layout order of
/// their entries.
struct RegionSearchResult {
  std::vector<MachineRegion> Regions;
  std::vector<RegionRejection> Rejections;
};

RegionSearchResult findRegions(llvm::MachineFunction &MF,
                               const llvm::MachineLoopInfo &MLI,
                               const llvm::MachineDominatorTree &MDT,
                               const llvm::TargetInstrInfo &TII,
                               const RegionFinderOptions &Opts = {});

/// Describes MBB's terminator with both successors explicit (a fall-through
/// named), or fails for branches analyzeBranch cannot describe or whose
/// description does not name exactly the CFG successors. A block without
/// successors needs no description.
bool describeBranch(llvm::MachineBasicBlock &MBB,
                    const llvm::TargetInstrInfo &TII, BlockBranch &Out);

/// Builds the region of Blocks (entry first): describes each block's branch
/// and makes the graph, edges leaving Blocks (and back to the entry) going to
/// STOP. Fails when a branch cannot be described. Blocks that Described
/// (a region described on the code as it still is) contains take its
/// description instead of being described again.
std::optional<RegionRejection>
buildMachineRegion(llvm::ArrayRef<llvm::MachineBasicBlock *> Blocks,
                   const llvm::TargetInstrInfo &TII, MachineRegion &R,
                   const MachineRegion *Described = nullptr);

/// The first block of Blocks whose contents forbid conversion (a call,
/// inline asm, an EH pad, an indirect branch, a jump table, an address
/// taken), if any.
std::optional<RegionRejection>
checkRegionBlocks(llvm::ArrayRef<llvm::MachineBasicBlock *> Blocks);

/// Writes a block as "bb.<n>.<ir-name>", or "bb.<n> (%ir-block.<slot>)"
/// when its IR block has no name (as clang emits them), or "bb.<n>".
void printBlockName(llvm::raw_ostream &OS, const llvm::MachineBasicBlock &MBB);
std::string blockName(const llvm::MachineBasicBlock &MBB);

/// While one lives on this thread, the names of MF's blocks are printed
/// with one numbering of its IR blocks. Without it, each name of a block
/// whose IR block has no name numbers all of the function's IR values:
/// rk-ifcvt's rejection messages made that quadratic (24 s for a
/// 10,000-block function of calls in conditional arms, from clang).
class BlockNameScope {
public:
  explicit BlockNameScope(const llvm::MachineFunction &MF);
  ~BlockNameScope();
  BlockNameScope(const BlockNameScope &) = delete;
  BlockNameScope &operator=(const BlockNameScope &) = delete;

  /// The numbering for MBB's function, if a scope is open for it.
  static llvm::ModuleSlotTracker *slotsFor(const llvm::MachineBasicBlock &MBB);

private:
  const llvm::Function &F;
  std::unique_ptr<llvm::ModuleSlotTracker> Slots; // made on first use
  BlockNameScope *Outer;
};

} // namespace rkifc

#endif // RKIFC_REGION_MACHINEREGION_H
