//===- PredictabilityProfile.h - Measured branch predictability -*- C++ -*-===//
//
// A predictability profile says, per conditional branch of a program, how
// often it ran and how often a branch predictor missed it. The cost model
// reads it (-rk-ifcvt-predictability=FILE) in place of its guess of how
// predictable a condition is. scripts/rkifc-profile.py writes it from a
// qemu trace and a simulated predictor; anyone with hardware branch records
// (perf's LBR with its mispredict bit) can write the same file.
//
// The format is text, one branch per line, after a header line:
//
//   # comments and blank lines are ignored
//   rkifc-predictability 1
//   <function> <line>:<column>[.<discriminator>] <executions> <taken> <mispredictions>
//
// <function> is the linkage name of the function the branch's source line
// belongs to (the innermost inlined function, as llvm-symbolizer
// --no-demangle prints it first). Several entries with the same key (a branch
// duplicated by unrolling or tail duplication) are added up.
//
// Nothing here knows about machine code: the file is matched to branches
// by their debug locations in the cost model.
//
//===----------------------------------------------------------------------===//

#ifndef RKIFC_ANALYSIS_PREDICTABILITYPROFILE_H
#define RKIFC_ANALYSIS_PREDICTABILITYPROFILE_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <algorithm>
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <tuple>

namespace rkifc {

struct BranchCounts {
  uint64_t Executions = 0;
  uint64_t Taken = 0;
  uint64_t Mispredictions = 0;

  /// The fraction of executions the predictor missed.
  double missRate() const {
    return Executions ? double(Mispredictions) / double(Executions) : 0.0;
  }
  /// The fraction of executions that went the less frequent way: what a
  /// predictor that always guesses the majority would miss.
  double minorityRate() const {
    uint64_t Minor = std::min(Taken, Executions - Taken);
    return Executions ? double(Minor) / double(Executions) : 0.0;
  }
};

class PredictabilityProfile {
public:
  /// Parses the text of a profile; errors name \p FileName and the line.
  static llvm::Expected<PredictabilityProfile> parse(llvm::StringRef Text,
                                                     llvm::StringRef FileName);
  /// Reads and parses a file.
  static llvm::Expected<PredictabilityProfile> load(llvm::StringRef Path);

  /// The counts of the branch at this source position, or, when no entry
  /// has exactly this discriminator, the sum of the entries at the same
  /// line and column (a build with a profile may number duplicates
  /// differently). Marks what it returns as used.
  std::optional<BranchCounts> lookup(llvm::StringRef Function, unsigned Line,
                                     unsigned Column,
                                     unsigned Discriminator) const;

  /// Distinct (function, line, column, discriminator) entries.
  unsigned numEntries() const { return Entries.size(); }
  /// Entries no lookup has returned so far.
  unsigned numUnused() const;

private:
  using Key = std::tuple<std::string, unsigned, unsigned, unsigned>;
  struct Entry {
    BranchCounts Counts;
    mutable bool Used = false;
  };
  std::map<Key, Entry> Entries;
};

} // namespace rkifc

#endif // RKIFC_ANALYSIS_PREDICTABILITYPROFILE_H
