//===- RegionPrinter.cpp - rk-ifcvt-print: the analysis tables ------------===//
//
// Prints, per function and region, the post-dominator, control-dependence
// and R/K tables that rk-ifcvt bases its conversion on. The format is relied
// on by tests and documented in docs/; change both together.
//
//===----------------------------------------------------------------------===//

#include "rkifc/CodeGen/Passes.h"
#include "rkifc/CodeGen/RegionDiscovery.h"

#include "llvm/CodeGen/MachineFunction.h"
#include "llvm/CodeGen/MachineFunctionPass.h"
#include "llvm/CodeGen/MachineOptimizationRemarkEmitter.h"
#include "llvm/InitializePasses.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;
using namespace rkifc;

#define PASS_NAME "rk-ifcvt-print"

static cl::opt<bool>
    PrintDot("rk-ifcvt-print-dot", cl::init(false),
             cl::desc("rk-ifcvt-print: also write each region as a Graphviz "
                      "digraph (blocks with R and CD, signed edges, STOP)"));

namespace {

class RKIfConvPrinter : public MachineFunctionPass {
public:
  static char ID;
  RKIfConvPrinter() : MachineFunctionPass(ID) {}

  StringRef getPassName() const override {
    return "rkifc region analysis printer";
  }
  void getAnalysisUsage(AnalysisUsage &AU) const override {
    addRegionDiscoveryDependencies(AU);
    AU.addRequired<MachineOptimizationRemarkEmitterPass>();
    AU.setPreservesAll();
    MachineFunctionPass::getAnalysisUsage(AU);
  }
  bool runOnMachineFunction(MachineFunction &MF) override;
};

void printEdgeSet(raw_ostream &OS, const MachineRegion &R, const EdgeSet &S) {
  OS << "{";
  ListSeparator LS(",");
  for (SignedEdge E : S) {
    OS << LS << ' ' << (E.OnTrue ? '+' : '-');
    printBlockName(OS, *R.Blocks[E.Node]);
  }
  OS << " }";
}

void printRegion(raw_ostream &OS, unsigned Index, const AnalyzedRegion &AR) {
  const MachineRegion &R = AR.Region;
  const RegionAnalysis &A = *AR.Analysis;
  auto Name = [&](unsigned Node) -> std::string {
    return R.Graph.isStop(Node) ? "STOP" : blockName(*R.Blocks[Node]);
  };
  auto Pred = [&](unsigned P) -> std::string {
    return P == PredicateAssignment::True ? "T" : "p" + std::to_string(P);
  };

  OS << "region " << Index << ": entry " << Name(0) << ", " << R.Blocks.size()
     << " blocks\n";
  for (unsigned N = 0; N != R.Graph.size(); ++N)
    OS << "ipdom(" << Name(N) << ") = " << Name(A.PDT.ipdom(N)) << "\n";
  for (unsigned N = 0; N != R.Graph.size(); ++N) {
    OS << "CD(" << Name(N) << ") = ";
    printEdgeSet(OS, R, A.CD.of(N));
    OS << "\n";
  }
  for (unsigned N = 0; N != R.Graph.size(); ++N)
    OS << "R(" << Name(N) << ") = " << Pred(A.Predicates.predicateOf(N))
       << "\n";
  for (unsigned P = 1; P <= A.Predicates.numPredicates(); ++P) {
    OS << "K(" << Pred(P) << ") = ";
    printEdgeSet(OS, R, A.Predicates.definingEdges(P));
    OS << "\n";
  }
  OS << "init false:";
  for (unsigned P : A.Predicates.initFalse())
    OS << ' ' << Pred(P);
  OS << "\npredicates: " << A.Predicates.numPredicates() << "\n";
}

/// The region as a Graphviz digraph: each block with its predicate and CD
/// set, edges labelled + (condition true), - (false) or unlabelled, and the
/// virtual STOP. `dot -Tsvg` draws it.
void printRegionDot(raw_ostream &OS, const MachineFunction &MF, unsigned Index,
                    const AnalyzedRegion &AR) {
  const MachineRegion &R = AR.Region;
  const RegionAnalysis &A = *AR.Analysis;
  OS << "digraph \"" << MF.getName() << " region " << Index << "\" {\n"
     << "  node [shape=box, fontname=monospace];\n"
     << "  STOP [shape=doublecircle, label=\"STOP\"];\n";
  for (unsigned N = 0; N != R.Graph.size(); ++N) {
    unsigned P = A.Predicates.predicateOf(N);
    OS << "  n" << N << " [label=\"" << blockName(*R.Blocks[N]) << "\\nR = "
       << (P == PredicateAssignment::True ? std::string("T")
                                          : "p" + std::to_string(P))
       << "\\nCD = ";
    printEdgeSet(OS, R, A.CD.of(N));
    OS << "\"];\n";
  }
  for (unsigned N = 0; N != R.Graph.size(); ++N)
    for (const RegionGraph::Edge &E : R.Graph.succs(N)) {
      OS << "  n" << N << " -> ";
      if (R.Graph.isStop(E.To))
        OS << "STOP";
      else
        OS << "n" << E.To;
      if (E.Kind != EdgeKind::Always)
        OS << " [label=\"" << (E.Kind == EdgeKind::True ? '+' : '-') << "\"]";
      OS << ";\n";
    }
  OS << "}\n";
}

bool RKIfConvPrinter::runOnMachineFunction(MachineFunction &MF) {
  FunctionRegions FR = discoverRegions(MF, *this);
  raw_ostream &OS = outs();
  OS << "rk-ifcvt: function " << MF.getName() << ": " << FR.Regions.size()
     << " regions\n";
  for (unsigned I = 0; I != FR.Regions.size(); ++I) {
    printRegion(OS, I, FR.Regions[I]);
    if (PrintDot)
      printRegionDot(OS, MF, I, FR.Regions[I]);
  }
  for (const RegionRejection &Rej : FR.Rejections)
    OS << "skipped: " << Rej.Message << "\n";
  emitRejectionRemarks(
      getAnalysis<MachineOptimizationRemarkEmitterPass>().getORE(), MF,
      FR.Rejections);
  return false;
}

} // namespace

char RKIfConvPrinter::ID = 0;
char &rkifc::RKIfConvPrinterID = RKIfConvPrinter::ID;

INITIALIZE_PASS_BEGIN(RKIfConvPrinter, PASS_NAME,
                      "rkifc: print regions, control dependence and R/K", false,
                      true)
INITIALIZE_PASS_DEPENDENCY(MachineDominatorTreeWrapperPass)
INITIALIZE_PASS_DEPENDENCY(MachineLoopInfoWrapperPass)
INITIALIZE_PASS_DEPENDENCY(MachineOptimizationRemarkEmitterPass)
INITIALIZE_PASS_END(RKIfConvPrinter, PASS_NAME,
                    "rkifc: print regions, control dependence and R/K", false,
                    true)
