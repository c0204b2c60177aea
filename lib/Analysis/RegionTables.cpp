//===- RegionTables.cpp ---------------------------------------------------===//

#include "rkifc/Analysis/RegionTables.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;
using namespace rkifc;

static std::string predicateName(unsigned P) {
  return P == PredicateAssignment::True ? "T" : "p" + std::to_string(P);
}

static void printEdgeSet(raw_ostream &OS, const EdgeSet &S, NodeNamer Name) {
  OS << "{";
  ListSeparator LS(",");
  for (SignedEdge E : S)
    OS << LS << ' ' << (E.OnTrue ? '+' : '-') << Name(E.Node);
  OS << " }";
}

void rkifc::printRegionTables(raw_ostream &OS, unsigned Index,
                              const RegionGraph &G, const RegionAnalysis &A,
                              NodeNamer Name) {
  auto NameOrStop = [&](unsigned N) {
    return G.isStop(N) ? std::string("STOP") : Name(N);
  };
  OS << "region " << Index << ": entry " << Name(0) << ", " << G.size()
     << " blocks\n";
  for (unsigned N = 0; N != G.size(); ++N)
    OS << "ipdom(" << Name(N) << ") = " << NameOrStop(A.PDT.ipdom(N)) << "\n";
  for (unsigned N = 0; N != G.size(); ++N) {
    OS << "CD(" << Name(N) << ") = ";
    printEdgeSet(OS, A.CD.of(N), Name);
    OS << "\n";
  }
  for (unsigned N = 0; N != G.size(); ++N)
    OS << "R(" << Name(N)
       << ") = " << predicateName(A.Predicates.predicateOf(N)) << "\n";
  for (unsigned P = 1; P <= A.Predicates.numPredicates(); ++P) {
    OS << "K(" << predicateName(P) << ") = ";
    printEdgeSet(OS, A.Predicates.definingEdges(P), Name);
    OS << "\n";
  }
  OS << "init false:";
  for (unsigned P : A.Predicates.initFalse())
    OS << ' ' << predicateName(P);
  OS << "\npredicates: " << A.Predicates.numPredicates() << "\n";
}

void rkifc::printRegionDot(raw_ostream &OS, StringRef Title,
                           const RegionGraph &G, const RegionAnalysis &A,
                           NodeNamer Name) {
  OS << "digraph \"" << Title << "\" {\n"
     << "  node [shape=box, fontname=monospace];\n"
     << "  STOP [shape=doublecircle, label=\"STOP\"];\n";
  for (unsigned N = 0; N != G.size(); ++N) {
    OS << "  n" << N << " [label=\"" << Name(N)
       << "\\nR = " << predicateName(A.Predicates.predicateOf(N)) << "\\nCD = ";
    printEdgeSet(OS, A.CD.of(N), Name);
    OS << "\"];\n";
  }
  for (unsigned N = 0; N != G.size(); ++N)
    for (const RegionGraph::Edge &E : G.succs(N)) {
      OS << "  n" << N << " -> ";
      if (G.isStop(E.To))
        OS << "STOP";
      else
        OS << "n" << E.To;
      if (E.Kind != EdgeKind::Always)
        OS << " [label=\"" << (E.Kind == EdgeKind::True ? '+' : '-') << "\"]";
      OS << ";\n";
    }
  OS << "}\n";
}
