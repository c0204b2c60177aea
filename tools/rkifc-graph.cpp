//===- rkifc-graph.cpp - The R/K analyses on a hand-written region --------===//
//
// Runs rkifc's target-independent analyses (post-dominators, control
// dependence, R/K predicates, augment-K) on a region described in a small
// text format, and prints the same tables as the rk-ifcvt-print pass, or a
// Graphviz digraph. For trying the algorithm on textbook graphs without
// writing machine IR.
//
// Input, one block per line, the first line the region entry:
//   name: ? T F     a two-way branch: to T when the condition holds, else F
//   name: -> S      an unconditional edge
//   name: exit      the block leaves the region
// A successor that is not a block of the input (or "exit") leaves the
// region. '#' starts a comment.
//
//===----------------------------------------------------------------------===//

#include "rkifc/Analysis/Hyperblock.h"
#include "rkifc/Analysis/RegionAnalysis.h"
#include "rkifc/Analysis/RegionTables.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/raw_ostream.h"

#include <vector>

using namespace llvm;
using namespace rkifc;

static cl::opt<std::string> InputFile(cl::Positional, cl::init("-"),
                                      cl::desc("<region file, - for stdin>"));
static cl::opt<bool> Dot("dot", cl::desc("print a Graphviz digraph too"));
static cl::opt<bool> Hyperblock(
    "hyperblock",
    cl::desc("choose a hyperblock (blocks annotated with freq=N, size=N and "
             "hazard), print the selection, the tail duplication and the "
             "tables of the hyperblock"));
static cl::opt<double> MinFrequency(
    "min-frequency", cl::init(0.1),
    cl::desc("with -hyperblock: a block runs at least this fraction of the "
             "entry's executions to be taken"));
static cl::opt<unsigned> MaxDuplicated(
    "max-duplicated", cl::init(32),
    cl::desc("with -hyperblock: most instructions tail duplication copies"));

namespace {

struct Line {
  std::string Name;
  SmallVector<std::string, 2> Succs; // true side first for a branch
  bool Branch = false;
  BlockProfile Profile; // freq=N size=N hazard, after the successors
};

bool parse(StringRef Text, std::vector<Line> &Lines, std::string &Error) {
  unsigned LineNo = 0;
  for (StringRef Raw : split(Text, '\n')) {
    ++LineNo;
    StringRef L = Raw.split('#').first.trim();
    if (L.empty())
      continue;
    auto [Name, Rest] = L.split(':');
    SmallVector<StringRef, 4> Words;
    SplitString(Rest, Words);
    Line Out;
    Out.Name = Name.trim().str();
    if (Out.Name.empty() || Words.empty()) {
      Error = "line " + std::to_string(LineNo) + ": expected 'name: ...'";
      return false;
    }
    unsigned Used = 0;
    if (Words[0] == "?" && Words.size() >= 3) {
      Out.Branch = true;
      Out.Succs = {Words[1].str(), Words[2].str()};
      Used = 3;
    } else if (Words[0] == "->" && Words.size() >= 2) {
      Out.Succs = {Words[1].str()};
      Used = 2;
    } else if (Words[0] == "exit") {
      Used = 1;
    } else {
      Error = "line " + std::to_string(LineNo) +
              ": expected '? T F', '-> S' or 'exit' after the name";
      return false;
    }
    for (StringRef W : ArrayRef(Words).drop_front(Used)) {
      auto [Key, Value] = W.split('=');
      unsigned N;
      if (Key == "hazard" && Value.empty())
        Out.Profile.Hazard = true;
      else if (Key == "freq" && !Value.getAsInteger(10, N))
        Out.Profile.Frequency = N;
      else if (Key == "size" && !Value.getAsInteger(10, N))
        Out.Profile.Size = N;
      else {
        Error = "line " + std::to_string(LineNo) + ": unknown annotation '" +
                W.str() + "' (expected freq=N, size=N or hazard)";
        return false;
      }
    }
    Lines.push_back(std::move(Out));
  }
  if (Lines.empty()) {
    Error = "no blocks";
    return false;
  }
  return true;
}

} // namespace

int main(int argc, char **argv) {
  cl::ParseCommandLineOptions(argc, argv,
                              "rkifc-graph: control dependence and R/K "
                              "predicates of a region given as text\n");
  auto Buffer = MemoryBuffer::getFileOrSTDIN(InputFile);
  if (!Buffer) {
    errs() << "rkifc-graph: cannot read " << InputFile << ": "
           << Buffer.getError().message() << "\n";
    return 1;
  }
  std::vector<Line> Lines;
  std::string Error;
  if (!parse((*Buffer)->getBuffer(), Lines, Error)) {
    errs() << "rkifc-graph: " << InputFile << ": " << Error << "\n";
    return 1;
  }

  StringMap<unsigned> NodeOf;
  for (unsigned I = 0; I != Lines.size(); ++I)
    if (!NodeOf.try_emplace(Lines[I].Name, I).second) {
      errs() << "rkifc-graph: block " << Lines[I].Name << " defined twice\n";
      return 1;
    }
  RegionGraph G(Lines.size());
  for (unsigned I = 0; I != Lines.size(); ++I) {
    const Line &L = Lines[I];
    auto Target = [&](const std::string &S) {
      auto It = NodeOf.find(S);
      // Leaving the region, or going back to its entry, ends at STOP.
      return It == NodeOf.end() || It->second == 0 ? G.stop() : It->second;
    };
    if (L.Succs.empty())
      G.addExit(I, EdgeKind::Always);
    else if (!L.Branch)
      G.addEdge(I, Target(L.Succs[0]), EdgeKind::Always);
    else {
      G.addEdge(I, Target(L.Succs[0]), EdgeKind::True);
      G.addEdge(I, Target(L.Succs[1]), EdgeKind::False);
    }
  }
  auto A = RegionAnalysis::compute(G, Error);
  if (!A) {
    errs() << "rkifc-graph: " << InputFile << ": " << Error << "\n";
    return 1;
  }
  auto Name = [&](unsigned N) { return Lines[N].Name; };
  if (!Hyperblock) {
    printRegionTables(outs(), 0, G, *A, Name);
    if (Dot)
      printRegionDot(outs(), "region 0", G, *A, Name);
    return 0;
  }

  std::vector<BlockProfile> Profile;
  for (const Line &L : Lines)
    Profile.push_back(L.Profile);
  HyperblockOptions Options;
  Options.MinRelativeFrequency = MinFrequency;
  Options.MaxDuplicatedSize = MaxDuplicated;
  HyperblockSelection S = selectHyperblock(G, Profile, Options);
  outs() << "hyperblock:";
  for (unsigned N = 0; N != G.size(); ++N)
    if (S.selected(N))
      outs() << " " << Name(N);
  outs() << "\nexcluded:";
  for (unsigned N = 0; N != G.size(); ++N)
    if (!S.selected(N))
      outs() << " " << Name(N) << " (" << exclusionName(S.Why[N]) << ")";
  outs() << "\nduplicated:";
  for (unsigned N : S.Duplicated)
    outs() << " " << Name(N);
  outs() << " (" << S.DuplicatedSize << " instructions)\n";
  DerivedGraph H = hyperblockGraph(G, S);
  auto HA = RegionAnalysis::compute(H.Graph, Error);
  if (!HA) {
    errs() << "rkifc-graph: the hyperblock: " << Error << "\n";
    return 1;
  }
  auto HName = [&](unsigned N) { return Lines[H.Original[N]].Name; };
  printRegionTables(outs(), 0, H.Graph, *HA, HName);
  if (Dot)
    printRegionDot(outs(), "hyperblock", H.Graph, *HA, HName);
  return 0;
}
