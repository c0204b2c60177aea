//===- Hyperblock.cpp - Hyperblock selection and tail duplication --------===//

#include "rkifc/Analysis/Hyperblock.h"

#include <cassert>

using namespace llvm;
using namespace rkifc;

const char *rkifc::exclusionName(Exclusion E) {
  switch (E) {
  case Exclusion::None: return "selected";
  case Exclusion::Hazard: return "hazard";
  case Exclusion::Costly: return "costly";
  case Exclusion::Rare: return "rare";
  case Exclusion::NotReached: return "not reached";
  case Exclusion::DuplicationCost: return "duplication cost";
  }
  return "?";
}

namespace {

/// Predecessors of each real node of G.
std::vector<SmallVector<unsigned, 2>> predecessors(const RegionGraph &G) {
  std::vector<SmallVector<unsigned, 2>> Preds(G.size());
  for (unsigned N = 0; N != G.size(); ++N)
    for (const RegionGraph::Edge &E : G.succs(N))
      if (!G.isStop(E.To) &&
          (Preds[E.To].empty() || Preds[E.To].back() != N))
        Preds[E.To].push_back(N);
  return Preds;
}

} // namespace

HyperblockSelection rkifc::selectHyperblock(const RegionGraph &G,
                                            ArrayRef<BlockProfile> Profile,
                                            const HyperblockOptions &O) {
  assert(Profile.size() == G.size() && "one profile per node");
  std::vector<unsigned> Order = *G.topologicalOrder();
  std::vector<SmallVector<unsigned, 2>> Preds = predecessors(G);
  double EntryFrequency = Profile[0].Frequency;

  HyperblockSelection S;
  // Side entrances the budget has excluded; they stay excluded while the
  // selection is recomputed.
  std::vector<bool> OverBudget(G.size(), false);
  for (;;) {
    S.Why.assign(G.size(), Exclusion::NotReached);
    S.Why[0] = Exclusion::None;
    for (unsigned N : Order) {
      if (N == 0)
        continue;
      bool Reached = false;
      for (unsigned P : Preds[N])
        Reached |= S.selected(P);
      if (!Reached)
        S.Why[N] = Exclusion::NotReached;
      else if (Profile[N].Hazard)
        S.Why[N] = Exclusion::Hazard;
      else if (Profile[N].Costly)
        S.Why[N] = Exclusion::Costly;
      else if (Profile[N].Frequency <
               O.MinRelativeFrequency * EntryFrequency)
        S.Why[N] = Exclusion::Rare;
      else if (OverBudget[N])
        S.Why[N] = Exclusion::DuplicationCost;
      else
        S.Why[N] = Exclusion::None;
    }

    // Side entrances, and what they reach through selected blocks.
    std::vector<bool> NeedsCopy(G.size(), false);
    S.Duplicated.clear();
    S.DuplicatedSize = 0;
    unsigned FirstEntrance = G.size();
    for (unsigned N : Order) {
      if (N == 0 || !S.selected(N))
        continue;
      bool SideEntered = false, FromCopy = false;
      for (unsigned P : Preds[N]) {
        SideEntered |= !S.selected(P);
        FromCopy |= NeedsCopy[P];
      }
      if (SideEntered && FirstEntrance == G.size())
        FirstEntrance = N;
      if (SideEntered || FromCopy) {
        NeedsCopy[N] = true;
        S.Duplicated.push_back(N);
        S.DuplicatedSize += Profile[N].Size;
      }
    }
    if (S.DuplicatedSize <= O.MaxDuplicatedSize)
      return S;
    // Over budget: leave the first side entrance out (it becomes a side
    // exit of the hyperblock) and select again.
    OverBudget[FirstEntrance] = true;
  }
}

DerivedGraph rkifc::tailDuplicate(const RegionGraph &G,
                                  const HyperblockSelection &S) {
  const unsigned N = G.size();
  std::vector<unsigned> CopyOf(N, ~0u); // node -> its copy in the result
  unsigned Next = N;
  for (unsigned D : S.Duplicated)
    CopyOf[D] = Next++;
  DerivedGraph Out{RegionGraph(Next), std::vector<unsigned>(Next)};
  const unsigned Stop = Out.Graph.stop();
  auto Target = [&](unsigned To, bool FromOutside) {
    if (G.isStop(To))
      return Stop;
    return FromOutside && CopyOf[To] != ~0u ? CopyOf[To] : To;
  };
  for (unsigned X = 0; X != N; ++X) {
    Out.Original[X] = X;
    // An unselected block reaches duplicated blocks through their copies.
    bool Outside = !S.selected(X);
    for (const RegionGraph::Edge &E : G.succs(X))
      Out.Graph.addEdge(X, Target(E.To, Outside), E.Kind);
  }
  for (unsigned D : S.Duplicated) {
    Out.Original[CopyOf[D]] = D;
    for (const RegionGraph::Edge &E : G.succs(D))
      Out.Graph.addEdge(CopyOf[D], Target(E.To, /*FromOutside=*/true),
                        E.Kind);
  }
  return Out;
}

DerivedGraph rkifc::hyperblockGraph(const RegionGraph &G,
                                    const HyperblockSelection &S) {
  std::vector<unsigned> NodeOf(G.size(), ~0u);
  std::vector<unsigned> Original;
  for (unsigned X = 0; X != G.size(); ++X)
    if (S.selected(X)) {
      NodeOf[X] = Original.size();
      Original.push_back(X);
    }
  DerivedGraph Out{RegionGraph(Original.size()), Original};
  for (unsigned I = 0; I != Original.size(); ++I)
    for (const RegionGraph::Edge &E : G.succs(Original[I])) {
      bool Inside = !G.isStop(E.To) && NodeOf[E.To] != ~0u;
      Out.Graph.addEdge(I, Inside ? NodeOf[E.To] : Out.Graph.stop(), E.Kind);
    }
  return Out;
}
