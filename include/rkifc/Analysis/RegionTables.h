//===- RegionTables.h - Print a region's analysis tables --------*- C++ -*-===//
//
// The text tables (ipdom, CD, R, K, init false) and the Graphviz picture of
// an analysed region, with node names supplied by the caller: the printer
// pass names MachineBasicBlocks, the rkifc-graph tool the names of its input.
// The text format is relied on by tests and documented in docs/usage.md.
//
//===----------------------------------------------------------------------===//

#ifndef RKIFC_ANALYSIS_REGIONTABLES_H
#define RKIFC_ANALYSIS_REGIONTABLES_H

#include "rkifc/Analysis/RegionAnalysis.h"

#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/StringRef.h"

#include <string>

namespace llvm {
class raw_ostream;
}

namespace rkifc {

/// Names a real node (never STOP).
using NodeNamer = llvm::function_ref<std::string(unsigned)>;

/// "region <k>: entry <name>, <n> blocks", then the tables.
void printRegionTables(llvm::raw_ostream &OS, unsigned Index,
                       const RegionGraph &G, const RegionAnalysis &A,
                       NodeNamer Name);

/// The region as a digraph: nodes with R and CD, edges + / -, STOP.
void printRegionDot(llvm::raw_ostream &OS, llvm::StringRef Title,
                    const RegionGraph &G, const RegionAnalysis &A,
                    NodeNamer Name);

} // namespace rkifc

#endif // RKIFC_ANALYSIS_REGIONTABLES_H
