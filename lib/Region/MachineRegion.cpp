//===- MachineRegion.cpp - Acyclic single-entry regions of MIR ------------===//

#include "rkifc/Region/MachineRegion.h"

#include "llvm/ADT/BitVector.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/CodeGen/MachineBasicBlock.h"
#include "llvm/CodeGen/MachineDominators.h"
#include "llvm/CodeGen/MachineFunction.h"
#include "llvm/CodeGen/MachineJumpTableInfo.h"
#include "llvm/CodeGen/MachineLoopInfo.h"
#include "llvm/CodeGen/TargetInstrInfo.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <functional>

using namespace llvm;
using namespace rkifc;

void rkifc::printBlockName(raw_ostream &OS, const MachineBasicBlock &MBB) {
  MBB.printName(OS, MachineBasicBlock::PrintNameIr,
                BlockNameScope::slotsFor(MBB));
}

static thread_local BlockNameScope *InnermostBlockNameScope = nullptr;

BlockNameScope::BlockNameScope(const MachineFunction &MF)
    : F(MF.getFunction()), Outer(InnermostBlockNameScope) {
  InnermostBlockNameScope = this;
}

BlockNameScope::~BlockNameScope() { InnermostBlockNameScope = Outer; }

ModuleSlotTracker *BlockNameScope::slotsFor(const MachineBasicBlock &MBB) {
  BlockNameScope *Scope = InnermostBlockNameScope;
  const BasicBlock *BB = MBB.getBasicBlock();
  if (!Scope || !BB || BB->hasName() || BB->getParent() != &Scope->F)
    return nullptr; // printName numbers nothing, or on its own
  if (!Scope->Slots) {
    Scope->Slots = std::make_unique<ModuleSlotTracker>(
        Scope->F.getParent(), /*ShouldInitializeAllMetadata=*/false);
    Scope->Slots->incorporateFunction(Scope->F);
  }
  return Scope->Slots.get();
}

std::string rkifc::blockName(const MachineBasicBlock &MBB) {
  std::string S;
  raw_string_ostream OS(S);
  printBlockName(OS, MBB);
  return S;
}

unsigned MachineRegion::numConditionalBranches() const {
  unsigned N = 0;
  for (unsigned I = 0; I != Graph.size(); ++I)
    N += Graph.isConditional(I);
  return N;
}

SmallVector<MachineRegion::ExitEdge, 4> MachineRegion::exitEdges() const {
  SmallVector<ExitEdge, 4> Exits;
  for (unsigned N = 0; N != Graph.size(); ++N)
    for (const RegionGraph::Edge &E : Graph.succs(N))
      if (Graph.isStop(E.To)) {
        const BlockBranch &Br = Branches[N];
        Exits.push_back(
            {N, E.Kind,
             E.Kind == EdgeKind::False ? Br.FalseSucc : Br.TrueSucc});
      }
  return Exits;
}

SmallVector<MachineBasicBlock *, 4>
MachineRegion::exitTargets(ArrayRef<ExitEdge> Exits) {
  SmallVector<MachineBasicBlock *, 4> Targets;
  for (const ExitEdge &E : Exits)
    if (!is_contained(Targets, E.Target))
      Targets.push_back(E.Target);
  return Targets;
}

namespace {

/// A reducible CFG has only retreating edges whose target dominates their
/// source (natural loops). Returns the source of an offending edge, if any;
/// otherwise PostOrder holds the blocks reachable from the entry in post
/// order (successors in their order, as LLVM's po_iterator visits them),
/// so that the region search needs no second walk of the function.
MachineBasicBlock *
findIrreducibleEdge(MachineFunction &MF, const MachineDominatorTree &MDT,
                    std::vector<MachineBasicBlock *> &PostOrder) {
  // Indexed by block number: this walk covers the whole function.
  BitVector Visited(MF.getNumBlockIDs()), OnStack(MF.getNumBlockIDs());
  SmallVector<std::pair<MachineBasicBlock *, MachineBasicBlock::succ_iterator>,
              32>
      Stack;
  MachineBasicBlock *Entry = &MF.front();
  Visited.set(Entry->getNumber());
  OnStack.set(Entry->getNumber());
  Stack.push_back({Entry, Entry->succ_begin()});
  while (!Stack.empty()) {
    auto &[BB, It] = Stack.back();
    if (It == BB->succ_end()) {
      OnStack.reset(BB->getNumber());
      PostOrder.push_back(BB);
      Stack.pop_back();
      continue;
    }
    MachineBasicBlock *Succ = *It++;
    if (OnStack.test(Succ->getNumber())) {
      if (!MDT.dominates(Succ, BB))
        return BB;
      continue;
    }
    if (!Visited.test(Succ->getNumber())) {
      Visited.set(Succ->getNumber());
      OnStack.set(Succ->getNumber());
      Stack.push_back({Succ, Succ->succ_begin()});
    }
  }
  return nullptr;
}

/// What in a block stops the region containing it from being converted.
std::optional<RegionRejection> checkBlock(const MachineBasicBlock &MBB) {
  auto Reject = [&](RejectionKind Kind, const MachineInstr *MI,
                    const Twine &Why) {
    RegionRejection R;
    R.Why = {Kind, (blockName(MBB) + " " + Why).str(), MI};
    return R;
  };
  if (MBB.isEHPad())
    return Reject(RejectionKind::EHPad, nullptr, "is an exception handling pad");
  for (const MachineBasicBlock *Succ : MBB.successors())
    if (Succ->isEHPad())
      return Reject(RejectionKind::EHPad, nullptr, "may unwind to an exception handler");
  if (MBB.hasAddressTaken())
    return Reject(RejectionKind::AddressTaken, nullptr, "has its address taken");
  if (MBB.succ_size() > 2)
    return Reject(RejectionKind::JumpTable, nullptr,
                  "branches to more than two successors (jump table)");
  // Only a function with jump tables has instructions naming one: the
  // operands of the others need no look (every region checks its blocks).
  const MachineJumpTableInfo *Tables = MBB.getParent()->getJumpTableInfo();
  bool MayUseJumpTable = Tables && !Tables->isEmpty();
  for (const MachineInstr &MI : MBB) {
    if (MI.isInlineAsm())
      return Reject(RejectionKind::InlineAsm, &MI, "contains inline assembly");
    if (MI.isCall())
      return Reject(RejectionKind::Call, &MI, "contains a call");
    if (MI.isIndirectBranch())
      return Reject(RejectionKind::IndirectBranch, &MI, "ends in an indirect branch");
    if (MayUseJumpTable)
      for (const MachineOperand &MO : MI.operands())
        if (MO.isJTI())
          return Reject(RejectionKind::JumpTable, &MI, "uses a jump table");
  }
  return std::nullopt;
}

} // namespace

std::optional<RegionRejection>
rkifc::checkRegionBlocks(ArrayRef<MachineBasicBlock *> Blocks) {
  for (MachineBasicBlock *BB : Blocks)
    if (auto Problem = checkBlock(*BB))
      return Problem;
  return std::nullopt;
}

bool rkifc::describeBranch(MachineBasicBlock &MBB, const TargetInstrInfo &TII,
                           BlockBranch &Out) {
  if (MBB.succ_empty())
    return true;
  MachineBasicBlock *TBB = nullptr, *FBB = nullptr;
  SmallVector<MachineOperand, 4> Cond;
  if (TII.analyzeBranch(MBB, TBB, FBB, Cond, /*AllowModify=*/false))
    return false;
  MachineBasicBlock *Next = MBB.getNextNode();
  if (Cond.empty()) {
    Out.TrueSucc = TBB ? TBB : Next;
  } else {
    Out.TrueSucc = TBB;
    Out.FalseSucc = FBB ? FBB : Next;
    Out.Cond = Cond;
    if (Out.TrueSucc == Out.FalseSucc) { // both sides agree: unconditional
      Out.FalseSucc = nullptr;
      Out.Cond.clear();
    }
  }
  // The description must name exactly the CFG successors.
  for (MachineBasicBlock *S : {Out.TrueSucc, Out.FalseSucc})
    if (S && !MBB.isSuccessor(S))
      return false;
  return MBB.succ_size() == (Out.FalseSucc ? 2u : 1u);
}

std::optional<RegionRejection>
rkifc::buildMachineRegion(ArrayRef<MachineBasicBlock *> Blocks,
                          const TargetInstrInfo &TII, MachineRegion &R,
                          const MachineRegion *Described) {
  R.Blocks.assign(Blocks.begin(), Blocks.end());
  R.Graph = RegionGraph(Blocks.size());
  R.Branches.assign(Blocks.size(), BlockBranch());
  R.NodeOf.clear();
  for (unsigned I = 0; I != Blocks.size(); ++I)
    R.NodeOf[Blocks[I]] = I;
  // Edges out of the region, and back edges to its head (a loop header),
  // go to STOP.
  auto NodeFor = [&](MachineBasicBlock *S) {
    auto It = R.NodeOf.find(S);
    return It == R.NodeOf.end() || It->second == 0 ? R.Graph.stop()
                                                   : It->second;
  };
  for (unsigned I = 0; I != Blocks.size(); ++I) {
    MachineBasicBlock *BB = Blocks[I];
    BlockBranch &Br = R.Branches[I];
    const BlockBranch *Known = nullptr;
    if (Described)
      if (auto It = Described->NodeOf.find(BB); It != Described->NodeOf.end())
        Known = &Described->Branches[It->second];
    if (Known)
      Br = *Known;
    else if (!describeBranch(*BB, TII, Br)) {
      RegionRejection Problem;
      Problem.Why = {RejectionKind::UnanalyzableBranch,
                     blockName(*BB) + " ends in a branch that analyzeBranch "
                                      "cannot describe",
                     &*BB->getFirstTerminator()};
      return Problem;
    }
    if (!Br.TrueSucc)
      R.Graph.addExit(I, EdgeKind::Always);
    else if (!Br.isConditional())
      R.Graph.addEdge(I, NodeFor(Br.TrueSucc), EdgeKind::Always);
    else {
      R.Graph.addEdge(I, NodeFor(Br.TrueSucc), EdgeKind::True);
      R.Graph.addEdge(I, NodeFor(Br.FalseSucc), EdgeKind::False);
    }
  }
  return std::nullopt;
}

namespace {

/// Each block's position in the function's layout, by block number.
std::vector<unsigned> layoutIndices(const MachineFunction &MF) {
  std::vector<unsigned> LayoutIndex(MF.getNumBlockIDs());
  unsigned Position = 0;
  for (const MachineBasicBlock &MBB : MF)
    LayoutIndex[MBB.getNumber()] = Position++;
  return LayoutIndex;
}

/// Grows single-entry regions from heads taken in reverse post-order; a
/// block joins at most one region. Per-block facts live in vectors indexed
/// by block number, not in maps: the search runs on every function,
/// however large.
class RegionGrower {
public:
  RegionGrower(const MachineFunction &MF, const MachineLoopInfo &MLI,
               ArrayRef<MachineBasicBlock *> Order);

  bool isAssigned(const MachineBasicBlock *BB) const {
    return Assigned[BB->getNumber()];
  }

  /// The region at Head, entry first and the rest in reverse post-order.
  /// Its blocks are assigned: no later region takes them.
  SmallVector<MachineBasicBlock *, 8> grow(MachineBasicBlock *Head,
                                           unsigned MaxBlocks);

private:
  static constexpr unsigned Unreachable = ~0u;
  /// Min-heap of RPO positions still to look at.
  using FrontierHeap = SmallVector<unsigned, 16>;

  void enqueueSuccessors(MachineBasicBlock *From, unsigned HeadIndex,
                         FrontierHeap &Frontier);

  const MachineLoopInfo &MLI;
  ArrayRef<MachineBasicBlock *> Order; // reverse post-order
  std::vector<unsigned> OrderIndex;    // each block's position in Order
  std::vector<bool> Assigned;
  // Which region search a block was last put inside or queued by: marks
  // that need no clearing between searches.
  std::vector<unsigned> InsideOf, QueuedBy;
  unsigned Search = 0;
};

RegionGrower::RegionGrower(const MachineFunction &MF,
                           const MachineLoopInfo &MLI,
                           ArrayRef<MachineBasicBlock *> Order)
    : MLI(MLI), Order(Order), OrderIndex(MF.getNumBlockIDs(), Unreachable),
      Assigned(MF.getNumBlockIDs(), false), InsideOf(MF.getNumBlockIDs(), 0),
      QueuedBy(MF.getNumBlockIDs(), 0) {
  for (unsigned I = 0; I != Order.size(); ++I)
    OrderIndex[Order[I]->getNumber()] = I;
}

void RegionGrower::enqueueSuccessors(MachineBasicBlock *From,
                                     unsigned HeadIndex,
                                     FrontierHeap &Frontier) {
  for (MachineBasicBlock *S : From->successors()) {
    unsigned Index = OrderIndex[S->getNumber()];
    if (Index == Unreachable || Index <= HeadIndex ||
        QueuedBy[S->getNumber()] == Search)
      continue;
    QueuedBy[S->getNumber()] = Search;
    Frontier.push_back(Index);
    std::push_heap(Frontier.begin(), Frontier.end(), std::greater<>());
  }
}

SmallVector<MachineBasicBlock *, 8> RegionGrower::grow(MachineBasicBlock *Head,
                                                       unsigned MaxBlocks) {
  ++Search;
  const MachineLoop *Loop = MLI.getLoopFor(Head);

  // Grow in reverse post-order: a block joins when it belongs to the same
  // loop body and every predecessor is already inside, so the region keeps
  // one entry. Loop headers other than the head close the region: edges to
  // them are back edges or enter an inner loop. Only successors of blocks
  // inside can join, so the search visits the region's frontier, never
  // the rest of the function: the whole search is linear in its size.
  SmallVector<MachineBasicBlock *, 8> Blocks{Head};
  InsideOf[Head->getNumber()] = Search;
  FrontierHeap Frontier;
  const unsigned HeadIndex = OrderIndex[Head->getNumber()];
  enqueueSuccessors(Head, HeadIndex, Frontier);
  while (!Frontier.empty() && Blocks.size() < MaxBlocks) {
    std::pop_heap(Frontier.begin(), Frontier.end(), std::greater<>());
    MachineBasicBlock *BB = Order[Frontier.pop_back_val()];
    // Blocks that leave the function (returns, traps) stay outside: their
    // terminators cannot be removed, so they are exit targets instead.
    if (Assigned[BB->getNumber()] || MLI.getLoopFor(BB) != Loop ||
        MLI.isLoopHeader(BB) || BB->pred_empty() || BB->succ_empty())
      continue;
    // Every forward predecessor comes earlier in reverse post-order, so
    // by now it has joined or never will.
    if (llvm::all_of(BB->predecessors(), [&](MachineBasicBlock *P) {
          return InsideOf[P->getNumber()] == Search;
        })) {
      Blocks.push_back(BB);
      InsideOf[BB->getNumber()] = Search;
      enqueueSuccessors(BB, HeadIndex, Frontier);
    }
  }
  for (MachineBasicBlock *BB : Blocks)
    Assigned[BB->getNumber()] = true;
  return Blocks;
}

/// Checks and builds the region at Head: adds it to Result, or adds why it
/// cannot be converted.
void addRegionOrRejection(MachineBasicBlock *Head,
                          ArrayRef<MachineBasicBlock *> Blocks,
                          const TargetInstrInfo &TII,
                          RegionSearchResult &Result) {
  MachineRegion R;
  std::optional<RegionRejection> Problem = checkRegionBlocks(Blocks);
  bool ContentOnly = Problem && sparesSubRegions(Problem->Why.Kind);
  if (!Problem || ContentOnly) {
    if (auto BuildProblem = buildMachineRegion(Blocks, TII, R))
      Problem = std::move(BuildProblem), ContentOnly = false;
  }
  if (Problem) {
    Problem->Entry = Head;
    Problem->Blocks.assign(Blocks.begin(), Blocks.end());
    Problem->Why.Message = "region at " + blockName(*Head) + " (" +
                           std::to_string(Blocks.size()) + " blocks): " +
                           Problem->Why.Message;
    if (ContentOnly)
      Problem->Region = std::move(R);
    Result.Rejections.push_back(std::move(*Problem));
    return;
  }
  Result.Regions.push_back(std::move(R));
}

/// Report in layout order of the entries, which is how users read MIR.
void sortByEntryLayout(RegionSearchResult &Result,
                       ArrayRef<unsigned> LayoutIndex) {
  auto ByEntry = [&](const MachineBasicBlock *A, const MachineBasicBlock *B) {
    return LayoutIndex[A->getNumber()] < LayoutIndex[B->getNumber()];
  };
  llvm::stable_sort(Result.Regions,
                    [&](const MachineRegion &A, const MachineRegion &B) {
                      return ByEntry(A.entry(), B.entry());
                    });
  llvm::stable_sort(Result.Rejections,
                    [&](const RegionRejection &A, const RegionRejection &B) {
                      return ByEntry(A.Entry, B.Entry);
                    });
}

} // namespace

RegionSearchResult rkifc::findRegions(MachineFunction &MF,
                                      const MachineLoopInfo &MLI,
                                      const MachineDominatorTree &MDT,
                                      const TargetInstrInfo &TII,
                                      const RegionFinderOptions &Opts) {
  RegionSearchResult Result;
  auto RejectFunction = [&](RejectionKind Kind, std::string Msg) {
    RegionRejection R;
    R.Why = {Kind, std::move(Msg)};
    Result.Rejections.push_back(std::move(R));
    return std::move(Result);
  };
  // MF.size() walks the block list; the block numbers bound it for free.
  if (MF.getNumBlockIDs() > Opts.MaxFunctionBlocks &&
      MF.size() > Opts.MaxFunctionBlocks)
    return RejectFunction(RejectionKind::TooManyBlocks,
                          "function has " + std::to_string(MF.size()) +
                              " blocks, more than the limit of " +
                              std::to_string(Opts.MaxFunctionBlocks));
  std::vector<MachineBasicBlock *> Order; // reverse post-order, below
  if (const MachineBasicBlock *BB = findIrreducibleEdge(MF, MDT, Order))
    return RejectFunction(RejectionKind::Irreducible, "irreducible control flow at " +
                                             blockName(*BB));

  std::vector<unsigned> LayoutIndex = layoutIndices(MF);
  std::reverse(Order.begin(), Order.end());
  RegionGrower Grower(MF, MLI, Order);
  for (MachineBasicBlock *Head : Order) {
    if (Grower.isAssigned(Head))
      continue;
    SmallVector<MachineBasicBlock *, 8> Blocks =
        Grower.grow(Head, Opts.MaxRegionBlocks);
    if (Blocks.size() < 2)
      continue; // nothing to convert in a lone block

    // Node order: the entry first, then layout order.
    llvm::sort(std::next(Blocks.begin()), Blocks.end(),
               [&](MachineBasicBlock *A, MachineBasicBlock *B) {
                 return LayoutIndex[A->getNumber()] <
                        LayoutIndex[B->getNumber()];
               });
    addRegionOrRejection(Head, Blocks, TII, Result);
  }
  sortByEntryLayout(Result, LayoutIndex);
  return Result;
}
