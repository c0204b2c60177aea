//===- RegionGraph.cpp ----------------------------------------------------===//

#include "rkifc/Analysis/RegionGraph.h"

#include <cassert>

using namespace rkifc;

void RegionGraph::addEdge(unsigned From, unsigned To, EdgeKind Kind) {
  assert(From < size() && To <= size() && "edge out of range");
  Succs[From].push_back({To, Kind});
}

unsigned RegionGraph::target(SignedEdge E) const {
  EdgeKind Want = E.OnTrue ? EdgeKind::True : EdgeKind::False;
  for (const Edge &S : Succs[E.Node])
    if (S.Kind == Want)
      return S.To;
  assert(false && "node has no such branch edge");
  return stop();
}

std::optional<const char *> RegionGraph::verify() const {
  if (size() == 0)
    return "region has no nodes";
  for (const auto &Out : Succs) {
    for (const Edge &E : Out)
      if (E.To > size())
        return "edge target out of range";
    if (Out.size() == 1 && Out[0].Kind == EdgeKind::Always)
      continue;
    if (Out.size() == 2 &&
        ((Out[0].Kind == EdgeKind::True && Out[1].Kind == EdgeKind::False) ||
         (Out[0].Kind == EdgeKind::False && Out[1].Kind == EdgeKind::True)))
      continue;
    return "a node needs one unconditional edge or one true and one false "
           "edge";
  }
  return std::nullopt;
}

bool RegionGraph::isOnEveryPath(
    unsigned N,
    llvm::function_ref<bool(unsigned From, EdgeKind Kind)> Removed) const {
  if (N == 0)
    return true;
  // Look for a way to STOP around N. (Asked for many small regions: the
  // worklists stay off the heap.)
  llvm::SmallVector<bool, 32> Seen(size(), false);
  llvm::SmallVector<unsigned, 16> Stack{0};
  Seen[0] = true;
  while (!Stack.empty()) {
    unsigned X = Stack.back();
    Stack.pop_back();
    for (const Edge &E : Succs[X]) {
      if (Removed(X, E.Kind) || E.To == N)
        continue;
      if (isStop(E.To))
        return false;
      if (!Seen[E.To]) {
        Seen[E.To] = true;
        Stack.push_back(E.To);
      }
    }
  }
  return true;
}

std::optional<std::vector<unsigned>> RegionGraph::topologicalOrder() const {
  // Kahn's algorithm over the nodes reachable from the entry. A stable
  // worklist (smallest ready node first) keeps the order deterministic and
  // close to the node numbering.
  unsigned N = size();
  // Most regions are small: their worklists stay off the heap.
  llvm::SmallVector<bool, 32> Reached(N, false);
  llvm::SmallVector<unsigned, 16> Stack{0};
  llvm::SmallVector<unsigned, 32> InDegree(N, 0);
  Reached[0] = true;
  while (!Stack.empty()) {
    unsigned X = Stack.back();
    Stack.pop_back();
    for (const Edge &E : Succs[X]) {
      if (isStop(E.To))
        continue;
      ++InDegree[E.To];
      if (!Reached[E.To]) {
        Reached[E.To] = true;
        Stack.push_back(E.To);
      }
    }
  }
  for (bool R : Reached)
    if (!R)
      return std::nullopt;
  if (InDegree[0] != 0)
    return std::nullopt; // an edge back to the entry is a cycle

  std::vector<unsigned> Order;
  Order.reserve(N);
  llvm::SmallVector<unsigned, 16> Ready{0};
  while (!Ready.empty()) {
    auto MinIt = Ready.begin();
    for (auto It = Ready.begin(); It != Ready.end(); ++It)
      if (*It < *MinIt)
        MinIt = It;
    unsigned X = *MinIt;
    Ready.erase(MinIt);
    Order.push_back(X);
    for (const Edge &E : Succs[X])
      if (!isStop(E.To) && --InDegree[E.To] == 0)
        Ready.push_back(E.To);
  }
  if (Order.size() != N)
    return std::nullopt;
  return Order;
}
