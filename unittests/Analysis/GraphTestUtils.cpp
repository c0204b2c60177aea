//===- GraphTestUtils.cpp - Helpers for the analysis unit tests -----------===//

#include "GraphTestUtils.h"

#include "gtest/gtest.h"

#include <algorithm>
#include <cstdlib>
#include <sstream>

using namespace rkifc;
using namespace rkifc::test;

void rkifc::PrintTo(const SignedEdge &E, std::ostream *OS) { *OS << E; }

std::ostream &rkifc::operator<<(std::ostream &OS, const SignedEdge &E) {
  return OS << (E.OnTrue ? '+' : '-') << E.Node;
}

//===----------------------------------------------------------------------===//
// Random numbers and seeds
//===----------------------------------------------------------------------===//

uint64_t Rng::next() {
  uint64_t Z = (State += 0x9e3779b97f4a7c15ULL);
  Z = (Z ^ (Z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  Z = (Z ^ (Z >> 27)) * 0x94d049bb133111ebULL;
  return Z ^ (Z >> 31);
}

uint64_t test::testSeed() {
  if (const char *Env = std::getenv("RKIFC_TEST_SEED"))
    if (*Env)
      return std::strtoull(Env, nullptr, 0);
  return 583;
}

unsigned test::testGraphCount() {
  if (const char *Env = std::getenv("RKIFC_TEST_GRAPHS"))
    if (*Env)
      return std::strtoul(Env, nullptr, 0);
  return 1000;
}

uint64_t test::graphSeed(uint64_t Seed, unsigned Index) {
  Rng Mix(Seed ^ (0x2545f4914f6cdd1dULL * (uint64_t(Index) + 1)));
  return Mix.next();
}

//===----------------------------------------------------------------------===//
// Random regions
//===----------------------------------------------------------------------===//

RegionGraph test::randomRegion(Rng &R, unsigned NumNodes) {
  const unsigned N = NumNodes;
  const unsigned StopPos = N; // "position" of STOP

  // Node at each position of a topological order; the entry comes first.
  std::vector<unsigned> NodeAt(N);
  for (unsigned I = 0; I != N; ++I)
    NodeAt[I] = I;
  for (unsigned I = N; I > 2; --I)
    std::swap(NodeAt[I - 1], NodeAt[1 + R.below(I - 1)]);

  // How exit-heavy and how branchy this graph is.
  static const unsigned ExitChoices[] = {2, 8, 20, 35};
  unsigned ExitPct = ExitChoices[R.below(4)];
  unsigned CondPct = 50 + R.below(51);
  if (R.chance(10)) { // now and then a dense one, with very many paths
    ExitPct = 2;
    CondPct = 100;
  }

  // Out-edge slots per position, as target positions; Unset = not chosen.
  const unsigned Unset = ~0u;
  std::vector<llvm::SmallVector<unsigned, 2>> Slots(N);
  for (unsigned I = 0; I != N; ++I)
    Slots[I].assign(R.chance(CondPct) ? 2 : 1, Unset);

  // A spanning tree first, so that every node is reachable from the entry:
  // the node at position J gets a predecessor among positions < J. Each
  // position has at least one slot, so one is always free.
  for (unsigned J = 1; J < N; ++J) {
    std::vector<std::pair<unsigned, unsigned>> Free;
    for (unsigned I = 0; I != J; ++I)
      for (unsigned S = 0; S != Slots[I].size(); ++S)
        if (Slots[I][S] == Unset)
          Free.push_back({I, S});
    // Mostly a recent node: long chains with short cross edges make
    // ladders, which have very many paths.
    unsigned Pick = R.below(Free.size());
    if (R.chance(60))
      Pick = Free.size() - 1 - R.below(std::min<size_t>(Free.size(), 2));
    auto [I, S] = Free[Pick];
    Slots[I][S] = J;
  }

  // The other slots: an exit, a later node, or (second side of a branch,
  // rarely) the same target as the first side.
  for (unsigned I = 0; I != N; ++I) {
    for (unsigned S = 0; S != Slots[I].size(); ++S) {
      if (Slots[I][S] != Unset)
        continue;
      unsigned Other = Slots[I].size() == 2 ? Slots[I][1 - S] : Unset;
      if (Other != Unset && R.chance(8))
        Slots[I][S] = Other;
      else if (I + 1 == N || R.chance(ExitPct))
        Slots[I][S] = StopPos;
      else if (R.chance(50)) // anywhere later
        Slots[I][S] = I + 1 + R.below(N - I - 1);
      else // nearby: many short reconverging paths
        Slots[I][S] = I + 1 + R.below(std::min(N - I - 1, 3u));
    }
  }

  auto NodeOf = [&](unsigned Pos) { return Pos == StopPos ? N : NodeAt[Pos]; };
  RegionGraph G(N);
  for (unsigned I = 0; I != N; ++I) {
    unsigned From = NodeAt[I];
    if (Slots[I].size() == 1) {
      G.addEdge(From, NodeOf(Slots[I][0]), EdgeKind::Always);
      continue;
    }
    // Which slot is the true side, and the order the edges are added in,
    // are both random: neither should matter to the analyses.
    bool FirstIsTrue = R.chance(50);
    EdgeKind K0 = FirstIsTrue ? EdgeKind::True : EdgeKind::False;
    EdgeKind K1 = FirstIsTrue ? EdgeKind::False : EdgeKind::True;
    if (R.chance(50)) {
      G.addEdge(From, NodeOf(Slots[I][0]), K0);
      G.addEdge(From, NodeOf(Slots[I][1]), K1);
    } else {
      G.addEdge(From, NodeOf(Slots[I][1]), K1);
      G.addEdge(From, NodeOf(Slots[I][0]), K0);
    }
  }
  return G;
}

RegionGraph test::randomRegionFor(uint64_t Seed, unsigned Index) {
  Rng R(graphSeed(Seed, Index));
  unsigned N = 1 + R.below(20);
  return randomRegion(R, N);
}

//===----------------------------------------------------------------------===//
// Printing
//===----------------------------------------------------------------------===//

static const char *kindName(EdgeKind K) {
  switch (K) {
  case EdgeKind::Always:
    return "EdgeKind::Always";
  case EdgeKind::True:
    return "EdgeKind::True";
  case EdgeKind::False:
    return "EdgeKind::False";
  }
  return "?";
}

std::string test::describe(const RegionGraph &G) {
  std::ostringstream OS;
  OS << "RegionGraph G(" << G.size() << ");\n";
  for (unsigned X = 0; X != G.size(); ++X)
    for (const RegionGraph::Edge &E : G.succs(X)) {
      if (G.isStop(E.To))
        OS << "G.addExit(" << X << ", " << kindName(E.Kind) << ");\n";
      else
        OS << "G.addEdge(" << X << ", " << E.To << ", " << kindName(E.Kind)
           << ");\n";
    }
  return OS.str();
}

std::string test::describe(const std::vector<SignedEdge> &Set) {
  std::ostringstream OS;
  OS << '{';
  for (size_t I = 0; I != Set.size(); ++I)
    OS << (I ? "," : "") << Set[I];
  OS << '}';
  return OS.str();
}

//===----------------------------------------------------------------------===//
// Brute-force definitions
//===----------------------------------------------------------------------===//

bool test::brutePostDominates(const RegionGraph &G, unsigned W, unsigned V) {
  if (W == V)
    return true; // the reflexive convention of the library
  if (G.isStop(V))
    return false; // the only path from STOP is empty
  // Search for a path from V to STOP avoiding W. V is the start, so it is
  // not counted even if W == V (handled above).
  std::vector<bool> Seen(G.size() + 1, false);
  std::vector<unsigned> Work{V};
  Seen[V] = true;
  while (!Work.empty()) {
    unsigned X = Work.back();
    Work.pop_back();
    for (const RegionGraph::Edge &E : G.succs(X)) {
      if (E.To == W || Seen[E.To])
        continue;
      if (G.isStop(E.To))
        return false; // escaped W
      Seen[E.To] = true;
      Work.push_back(E.To);
    }
  }
  return true;
}

PDomMatrix test::brutePostDominance(const RegionGraph &G) {
  unsigned N = G.size() + 1;
  PDomMatrix M(N, std::vector<bool>(N, false));
  for (unsigned W = 0; W != N; ++W)
    for (unsigned V = 0; V != N; ++V)
      M[W][V] = brutePostDominates(G, W, V);
  return M;
}

std::vector<unsigned>
test::bruteImmediatePostDominators(const RegionGraph &G, const PDomMatrix &M,
                                   unsigned X) {
  std::vector<unsigned> Strict;
  for (unsigned Y = 0; Y <= G.size(); ++Y)
    if (Y != X && M[Y][X])
      Strict.push_back(Y);
  std::vector<unsigned> Result;
  for (unsigned Y : Strict) {
    bool All = true;
    for (unsigned Z : Strict)
      if (Z != Y && !M[Z][Y])
        All = false;
    if (All)
      Result.push_back(Y);
  }
  return Result;
}

std::vector<SignedEdge> test::bruteControlDependence(const RegionGraph &G,
                                                     const PDomMatrix &M,
                                                     unsigned Y) {
  std::vector<SignedEdge> Result;
  for (unsigned X = 0; X != G.size(); ++X) {
    if (M[Y][X])
      continue; // condition 2 fails
    for (const RegionGraph::Edge &E : G.succs(X)) {
      if (E.Kind == EdgeKind::Always)
        continue; // not a signed branch edge
      // Condition 1: a path X -> E.To -> ... -> Y whose inner nodes (all
      // but X and Y) are post-dominated by Y.
      bool Found = E.To == Y;
      if (!Found && M[Y][E.To]) {
        std::vector<bool> Seen(G.size() + 1, false);
        std::vector<unsigned> Work{E.To};
        Seen[E.To] = true;
        while (!Work.empty() && !Found) {
          unsigned Z = Work.back();
          Work.pop_back();
          for (const RegionGraph::Edge &F : G.succs(Z)) {
            if (F.To == Y) {
              Found = true;
              break;
            }
            if (!Seen[F.To] && M[Y][F.To]) {
              Seen[F.To] = true;
              Work.push_back(F.To);
            }
          }
        }
      }
      if (Found)
        Result.push_back({X, E.Kind == EdgeKind::True});
    }
  }
  std::sort(Result.begin(), Result.end());
  Result.erase(std::unique(Result.begin(), Result.end()), Result.end());
  return Result;
}

//===----------------------------------------------------------------------===//
// Paths and predicate evaluation
//===----------------------------------------------------------------------===//

static void walkPaths(const RegionGraph &G, unsigned X, Path &Current,
                      std::vector<Path> &Out, unsigned MaxPaths,
                      bool &Truncated) {
  if (Out.size() >= MaxPaths) {
    Truncated = true;
    return;
  }
  if (G.isStop(X)) {
    Out.push_back(Current);
    return;
  }
  for (const RegionGraph::Edge &E : G.succs(X)) {
    Current.Nodes.push_back(X);
    Current.OnTrue.push_back(E.Kind == EdgeKind::True);
    walkPaths(G, E.To, Current, Out, MaxPaths, Truncated);
    Current.Nodes.pop_back();
    Current.OnTrue.pop_back();
  }
}

EdgeKind test::edgeTaken(const RegionGraph &G, const Path &P, unsigned I) {
  if (!G.isConditional(P.Nodes[I]))
    return EdgeKind::Always;
  return P.OnTrue[I] ? EdgeKind::True : EdgeKind::False;
}

std::vector<Path> test::enumeratePaths(const RegionGraph &G,
                                       unsigned MaxPaths, bool &Truncated) {
  std::vector<Path> Out;
  Path Current;
  Truncated = false;
  walkPaths(G, 0, Current, Out, MaxPaths, Truncated);
  return Out;
}

std::optional<std::vector<bool>>
test::evaluateGuards(const RegionGraph &G, const PredicateAssignment &PA,
                     const std::vector<unsigned> &Order,
                     const std::vector<bool> &Outcome, std::string &Error) {
  enum : signed char { Undef = -1 };
  std::vector<signed char> Value(PA.numPredicates() + 1, Undef);
  for (unsigned P : PA.initFalse())
    Value.at(P) = 0;

  // Definitions made at the end of each block: (predicate, side).
  std::vector<std::vector<std::pair<unsigned, bool>>> Defs(G.size());
  for (unsigned P = 1; P <= PA.numPredicates(); ++P)
    for (SignedEdge E : PA.definingEdges(P))
      Defs.at(E.Node).push_back({P, E.OnTrue});

  std::vector<bool> Guard(G.size(), false);
  auto Read = [&](unsigned P, unsigned Block, const char *What) -> int {
    if (Value[P] == Undef) {
      std::ostringstream OS;
      OS << "block " << Block << " reads undefined predicate p" << P << " ("
         << What << ")";
      Error = OS.str();
    }
    return Value[P];
  };

  for (unsigned B : Order) {
    bool GuardB = true;
    unsigned RB = PA.predicateOf(B);
    if (RB != PredicateAssignment::True) {
      int V = Read(RB, B, "its guard");
      if (V == Undef)
        return std::nullopt;
      GuardB = V;
    }
    Guard[B] = GuardB;
    for (auto [P, Side] : Defs[B]) {
      if (!G.isConditional(B)) {
        Error = "predicate p" + std::to_string(P) +
                " is defined by an edge of unconditional block " +
                std::to_string(B);
        return std::nullopt;
      }
      bool Contribution = GuardB && Outcome[B] == Side;
      if (PA.definingEdges(P).size() == 1) {
        Value[P] = Contribution;
      } else {
        int Old = Read(P, B, "OR-type definition");
        if (Old == Undef)
          return std::nullopt;
        Value[P] = Old || Contribution;
      }
    }
  }
  return Guard;
}

std::optional<std::string>
test::checkPathSemantics(const RegionGraph &G, const RegionAnalysis &RA,
                         Rng &R, unsigned MaxPaths, unsigned *NumPaths) {
  bool Truncated;
  std::vector<Path> Paths = enumeratePaths(G, MaxPaths, Truncated);
  if (NumPaths)
    *NumPaths = Paths.size();
  for (const Path &P : Paths) {
    std::vector<bool> Outcome(G.size());
    for (unsigned X = 0; X != G.size(); ++X)
      Outcome[X] = R.chance(50); // off the path: must not matter
    std::vector<bool> OnPath(G.size(), false);
    for (size_t I = 0; I != P.Nodes.size(); ++I) {
      Outcome[P.Nodes[I]] = P.OnTrue[I];
      OnPath[P.Nodes[I]] = true;
    }

    auto PathText = [&] {
      std::ostringstream OS;
      for (size_t I = 0; I != P.Nodes.size(); ++I) {
        OS << P.Nodes[I];
        if (G.isConditional(P.Nodes[I]))
          OS << (P.OnTrue[I] ? "(T)" : "(F)");
        OS << " -> ";
      }
      OS << "STOP";
      return OS.str();
    };

    std::string Error;
    auto Guards =
        evaluateGuards(G, RA.Predicates, RA.LinearOrder, Outcome, Error);
    if (!Guards)
      return "path " + PathText() + ": " + Error;
    for (unsigned B = 0; B != G.size(); ++B)
      if ((*Guards)[B] != OnPath[B])
        return "path " + PathText() + ": R(" + std::to_string(B) + ") = p" +
               std::to_string(RA.Predicates.predicateOf(B)) + " is " +
               ((*Guards)[B] ? "true" : "false") + " but the block is " +
               (OnPath[B] ? "on" : "off") + " the path";
  }
  return std::nullopt;
}

void test::forEachRandomGraph(
    const std::function<void(const RegionGraph &G, uint64_t GraphSeed)>
        &Check) {
  const uint64_t Seed = testSeed();
  const unsigned Count = testGraphCount();
  ::testing::Test::RecordProperty("seed", std::to_string(Seed));
  for (unsigned I = 0; I != Count; ++I) {
    RegionGraph G = randomRegionFor(Seed, I);
    std::ostringstream Trace;
    Trace << "RKIFC_TEST_SEED=" << Seed << ", graph #" << I << ":\n"
          << describe(G);
    SCOPED_TRACE(Trace.str());
    ASSERT_FALSE(G.verify()) << "the generator made an invalid graph";
    ASSERT_TRUE(G.topologicalOrder()) << "the generator made an invalid graph";
    Check(G, graphSeed(Seed, I));
    if (::testing::Test::HasFailure())
      return;
  }
}
