//===- PredicateAssignment.cpp --------------------------------------------===//

#include "rkifc/Analysis/PredicateAssignment.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallVector.h"

#include <cassert>

using namespace rkifc;

PredicateAssignment::PredicateAssignment(const ControlDependence &CD,
                                         llvm::ArrayRef<unsigned> LinearOrder)
    : R(CD.size(), True) {
  // Algorithm 2: a new predicate for each CD set not seen before. (At most
  // one per block: reserved, so that growing K never copies its sets.)
  K.reserve(CD.size());
  for (unsigned X = 0; X != CD.size(); ++X) {
    const EdgeSet &Set = CD.of(X);
    if (Set.empty())
      continue;
    auto Found = llvm::find(K, Set);
    if (Found != K.end()) {
      R[X] = 1 + (Found - K.begin());
      continue;
    }
    K.push_back(Set);
    R[X] = K.size();
  }

  // Augment K: a liveness sweep backwards over the linear code. Each block
  // uses its guard R(b) and, at its end, defines every predicate one of its
  // edges belongs to. A one-edge definition overwrites the predicate (a
  // kill); an OR-type definition reads it first (a use). What is live at the
  // top must start false.
  // The predicates defined at each block, block by block in one array
  // (DefinedAt[Start[B]] to DefinedAt[Start[B + 1]]): regions are many and
  // mostly small, and a list per block cost an allocation per block.
  llvm::SmallVector<unsigned, 32> Start(CD.size() + 1, 0);
  for (const EdgeSet &Set : K)
    for (SignedEdge E : Set)
      ++Start[E.Node + 1];
  for (unsigned B = 0; B != CD.size(); ++B)
    Start[B + 1] += Start[B];
  llvm::SmallVector<unsigned, 32> DefinedAt(Start.back());
  llvm::SmallVector<unsigned, 32> Next(Start.begin(), Start.end() - 1);
  for (unsigned P = 1; P <= K.size(); ++P)
    for (SignedEdge E : K[P - 1])
      DefinedAt[Next[E.Node]++] = P;

  llvm::SmallVector<bool, 32> Live(K.size() + 1, false);
  assert(LinearOrder.size() == CD.size() && "order must cover the region");
  for (auto It = LinearOrder.rbegin(); It != LinearOrder.rend(); ++It) {
    unsigned B = *It;
    for (unsigned P :
         llvm::ArrayRef(DefinedAt).slice(Start[B], Start[B + 1] - Start[B])) {
      bool OrType = K[P - 1].size() > 1;
      Live[P] = OrType; // an overwrite kills, an OR keeps it live
    }
    if (R[B] != True)
      Live[R[B]] = true;
  }
  for (unsigned P = 1; P <= K.size(); ++P)
    if (Live[P])
      InitFalse.push_back(P);
}

bool PredicateAssignment::needsInit(unsigned P) const {
  return llvm::is_contained(InitFalse, P);
}
