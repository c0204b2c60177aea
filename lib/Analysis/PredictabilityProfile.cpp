//===- PredictabilityProfile.cpp - Measured branch predictability ---------===//

#include "rkifc/Analysis/PredictabilityProfile.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/Twine.h"
#include "llvm/Support/MemoryBuffer.h"

#include <algorithm>

using namespace llvm;
using namespace rkifc;

static Error lineError(StringRef FileName, unsigned LineNo, const Twine &Msg) {
  return createStringError(inconvertibleErrorCode(),
                           FileName + ":" + Twine(LineNo) + ": " + Msg);
}

Expected<PredictabilityProfile>
PredictabilityProfile::parse(StringRef Text, StringRef FileName) {
  PredictabilityProfile Profile;
  bool SawHeader = false;
  unsigned LineNo = 0;
  while (!Text.empty()) {
    StringRef Line;
    std::tie(Line, Text) = Text.split('\n');
    ++LineNo;
    Line = Line.split('#').first.trim();
    if (Line.empty())
      continue;
    SmallVector<StringRef, 6> Fields;
    Line.split(Fields, ' ', -1, /*KeepEmpty=*/false);
    if (!SawHeader) {
      unsigned Version = 0;
      if (Fields.size() < 2 || Fields[0] != "rkifc-predictability" ||
          Fields[1].getAsInteger(10, Version))
        return lineError(FileName, LineNo,
                         "expected the header 'rkifc-predictability 1'");
      if (Version != 1)
        return lineError(FileName, LineNo,
                         "unsupported version " + Twine(Version) +
                             " (this rkifc reads version 1)");
      SawHeader = true;
      continue;
    }
    if (Fields.size() != 5)
      return lineError(FileName, LineNo,
                       "expected '<function> <line>:<column>[.<discriminator>] "
                       "<executions> <taken> <mispredictions>', found " +
                           Twine(Fields.size()) + " fields");
    auto [LineStr, Rest] = Fields[1].split(':');
    auto [ColStr, DiscStr] = Rest.split('.');
    unsigned SrcLine = 0, Col = 0, Disc = 0;
    if (LineStr.getAsInteger(10, SrcLine) || ColStr.getAsInteger(10, Col) ||
        (!DiscStr.empty() && DiscStr.getAsInteger(10, Disc)) ||
        !Fields[1].contains(':'))
      return lineError(FileName, LineNo,
                       "bad source position '" + Fields[1] +
                           "' (expected <line>:<column>[.<discriminator>])");
    BranchCounts C;
    if (Fields[2].getAsInteger(10, C.Executions) ||
        Fields[3].getAsInteger(10, C.Taken) ||
        Fields[4].getAsInteger(10, C.Mispredictions))
      return lineError(FileName, LineNo,
                       "executions, taken and mispredictions must be "
                       "non-negative integers");
    if (C.Taken > C.Executions || C.Mispredictions > C.Executions)
      return lineError(FileName, LineNo,
                       "taken and mispredictions cannot exceed executions");
    BranchCounts &Sum =
        Profile.Entries[Key(Fields[0].str(), SrcLine, Col, Disc)].Counts;
    Sum.Executions += C.Executions;
    Sum.Taken += C.Taken;
    Sum.Mispredictions += C.Mispredictions;
  }
  if (!SawHeader)
    return lineError(FileName, LineNo,
                     "empty profile (expected the header "
                     "'rkifc-predictability 1')");
  return Profile;
}

Expected<PredictabilityProfile>
PredictabilityProfile::load(StringRef Path) {
  ErrorOr<std::unique_ptr<MemoryBuffer>> Buffer =
      MemoryBuffer::getFile(Path, /*IsText=*/true);
  if (!Buffer)
    return createStringError(Buffer.getError(), "cannot read '" + Path +
                                                    "': " +
                                                    Buffer.getError().message());
  return parse((*Buffer)->getBuffer(), Path);
}

std::optional<BranchCounts>
PredictabilityProfile::lookup(StringRef Function, unsigned Line,
                              unsigned Column, unsigned Discriminator) const {
  auto Exact = Entries.find(Key(Function.str(), Line, Column, Discriminator));
  if (Exact != Entries.end()) {
    Exact->second.Used = true;
    return Exact->second.Counts;
  }
  // Every discriminator at this line and column: the entries are ordered by
  // key, so they are adjacent.
  std::optional<BranchCounts> Sum;
  for (auto It = Entries.lower_bound(Key(Function.str(), Line, Column, 0));
       It != Entries.end() && std::get<0>(It->first) == Function &&
       std::get<1>(It->first) == Line && std::get<2>(It->first) == Column;
       ++It) {
    if (!Sum)
      Sum.emplace();
    Sum->Executions += It->second.Counts.Executions;
    Sum->Taken += It->second.Counts.Taken;
    Sum->Mispredictions += It->second.Counts.Mispredictions;
    It->second.Used = true;
  }
  return Sum;
}

unsigned PredictabilityProfile::numUnused() const {
  return std::count_if(Entries.begin(), Entries.end(),
                       [](const auto &E) { return !E.second.Used; });
}
