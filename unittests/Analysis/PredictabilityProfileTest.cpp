//===- PredictabilityProfileTest.cpp - Reading predictability profiles ----===//

#include "rkifc/Analysis/PredictabilityProfile.h"

#include "gtest/gtest.h"

using namespace rkifc;

namespace {

std::string errorOf(llvm::StringRef Text) {
  llvm::Expected<PredictabilityProfile> P =
      PredictabilityProfile::parse(Text, "p.txt");
  if (P)
    return "";
  return llvm::toString(P.takeError());
}

TEST(PredictabilityProfile, ReadsEntriesAndAddsDuplicates) {
  llvm::Expected<PredictabilityProfile> P = PredictabilityProfile::parse(
      "# a comment\n"
      "\n"
      "rkifc-predictability 1\n"
      "search 12:9 100 60 30   # trailing comment\n"
      "search 12:9 50 10 5\n"  // a duplicate of the same branch: added
      "search 14:3.2 40 40 1\n",
      "p.txt");
  ASSERT_TRUE(bool(P)) << llvm::toString(P.takeError());
  EXPECT_EQ(P->numEntries(), 2u);
  std::optional<BranchCounts> C = P->lookup("search", 12, 9, 0);
  ASSERT_TRUE(C.has_value());
  EXPECT_EQ(C->Executions, 150u);
  EXPECT_EQ(C->Taken, 70u);
  EXPECT_EQ(C->Mispredictions, 35u);
  EXPECT_DOUBLE_EQ(C->missRate(), 35.0 / 150.0);
  EXPECT_DOUBLE_EQ(C->minorityRate(), 70.0 / 150.0);
  EXPECT_EQ(P->numUnused(), 1u);
}

TEST(PredictabilityProfile, FallsBackToAllDiscriminatorsOfALine) {
  llvm::Expected<PredictabilityProfile> P = PredictabilityProfile::parse(
      "rkifc-predictability 1\n"
      "f 7:5.1 10 5 2\n"
      "f 7:5.3 30 3 4\n"
      "f 7:6 1000 0 0\n"
      "g 7:5 1000 0 0\n",
      "p.txt");
  ASSERT_TRUE(bool(P)) << llvm::toString(P.takeError());
  // Exact discriminator first.
  EXPECT_EQ(P->lookup("f", 7, 5, 3)->Executions, 30u);
  // Unknown discriminator: the sum over line 7, column 5 of f only.
  std::optional<BranchCounts> C = P->lookup("f", 7, 5, 9);
  ASSERT_TRUE(C.has_value());
  EXPECT_EQ(C->Executions, 40u);
  EXPECT_EQ(C->Mispredictions, 6u);
  EXPECT_FALSE(P->lookup("f", 8, 5, 0).has_value());
  EXPECT_FALSE(P->lookup("h", 7, 5, 0).has_value());
  EXPECT_EQ(P->numUnused(), 2u); // f 7:6 and g 7:5
}

TEST(PredictabilityProfile, RejectsMalformedInputWithFileAndLine) {
  EXPECT_EQ(errorOf(""), "p.txt:0: empty profile (expected the header "
                         "'rkifc-predictability 1')");
  EXPECT_EQ(errorOf("f 1:2 3 1 1\n"),
            "p.txt:1: expected the header 'rkifc-predictability 1'");
  EXPECT_EQ(errorOf("rkifc-predictability 2\n"),
            "p.txt:1: unsupported version 2 (this rkifc reads version 1)");
  EXPECT_NE(errorOf("rkifc-predictability 1\nf 1:2 3 1\n")
                .find("p.txt:2: expected '<function>"),
            std::string::npos);
  EXPECT_NE(errorOf("rkifc-predictability 1\nf 12 3 1 1\n")
                .find("p.txt:2: bad source position '12'"),
            std::string::npos);
  EXPECT_NE(errorOf("rkifc-predictability 1\nf 1:x 3 1 1\n")
                .find("p.txt:2: bad source position"),
            std::string::npos);
  EXPECT_NE(errorOf("rkifc-predictability 1\nf 1:2 3 -1 1\n")
                .find("p.txt:2: executions, taken and mispredictions"),
            std::string::npos);
  EXPECT_NE(errorOf("rkifc-predictability 1\n\nf 1:2 3 1 4\n")
                .find("p.txt:3: taken and mispredictions cannot exceed"),
            std::string::npos);
}

TEST(PredictabilityProfile, MissingFileIsAnError) {
  llvm::Expected<PredictabilityProfile> P =
      PredictabilityProfile::load("/nonexistent/rkifc.predictability");
  ASSERT_FALSE(bool(P));
  EXPECT_NE(llvm::toString(P.takeError())
                .find("cannot read '/nonexistent/rkifc.predictability'"),
            std::string::npos);
}

} // namespace
