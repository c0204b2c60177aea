//===- CompareChainsTest.cpp - Chains of conditional compares -------------===//
//
// The chains orderConjunction returns are run on a model of ARM's flags:
// each test is a 32-bit "CMP a, b" of random values (boundary values
// included, so that V and C are set), a "CMP a, #0", or a flag value of its
// own for a test whose compare is not known (a TST, a flag-setting ADDS).
// A chain's last code must read the AND of the tests, whatever the values.
//
//===----------------------------------------------------------------------===//

#include "rkifc/Target/ARM/CompareChains.h"

#include "gtest/gtest.h"

#include <cstdint>
#include <random>

using namespace rkifc::arm;

namespace {

/// The flags "CMP a, b" sets (N*8 + Z*4 + C*2 + V).
unsigned compareFlags(uint32_t A, uint32_t B) {
  uint32_t D = A - B;
  bool N = D >> 31, Z = D == 0, C = A >= B;
  bool V = ((A ^ B) & (A ^ D)) >> 31;
  return N * 8 + Z * 4 + C * 2 + V;
}

bool holds(int64_t CC, unsigned Flags) {
  return flagValuesAccepted(CC) >> Flags & 1;
}

TEST(CompareChains, CodesReadTheComparesTheyName) {
  // The accepted sets agree with the meaning of each code after a CMP.
  const uint32_t Values[] = {0, 1, 2, 0x7fffffff, 0x80000000, 0xffffffff};
  for (uint32_t A : Values)
    for (uint32_t B : Values) {
      unsigned F = compareFlags(A, B);
      int32_t SA = A, SB = B;
      EXPECT_EQ(holds(EQ, F), A == B);
      EXPECT_EQ(holds(HS, F), A >= B);
      EXPECT_EQ(holds(HI, F), A > B);
      EXPECT_EQ(holds(GE, F), SA >= SB);
      EXPECT_EQ(holds(GT, F), SA > SB);
      EXPECT_EQ(holds(LT, F), SA < SB);
      EXPECT_EQ(holds(LS, F), A <= B);
      for (int64_t CC : {EQ, HS, HI, GE, GT, LT, LS, LE, NE, LO})
        EXPECT_EQ(holds(swappedOperandsCondition(CC), compareFlags(B, A)),
                  holds(CC, F));
    }
}

TEST(CompareChains, ComparesLeaveTheFlagValuesTheySay) {
  // Every value of the grid and its neighbours, so that each combination
  // of borrow and overflow occurs: the flag values a CMP leaves are exactly
  // flagValuesOfCompare(), those of a CMP with 0 flagValuesOfCompareWithZero().
  const uint32_t Values[] = {0,          1,          2,          0x3fffffff,
                             0x7ffffffe, 0x7fffffff, 0x80000000, 0x80000001,
                             0xc0000000, 0xfffffffe, 0xffffffff};
  unsigned Seen = 0, SeenWithZero = 0;
  for (uint32_t A : Values) {
    SeenWithZero |= 1u << compareFlags(A, 0);
    for (uint32_t B : Values)
      Seen |= 1u << compareFlags(A, B);
  }
  EXPECT_EQ(Seen, flagValuesOfCompare());
  EXPECT_EQ(SeenWithZero, flagValuesOfCompareWithZero());
}

TEST(CompareChains, Implications) {
  EXPECT_TRUE(implies(GT, GE));
  EXPECT_TRUE(implies(EQ, LE));
  EXPECT_TRUE(implies(HI, NE));
  EXPECT_FALSE(implies(GE, GT));
  EXPECT_FALSE(implies(LT, EQ));
  EXPECT_TRUE(implies(NE, NE));
}

TEST(CompareChains, SomeConjunctionsHaveNoChain) {
  // "a < b && c == d": LT and EQ imply neither way, and EQ has no swap.
  EXPECT_FALSE(orderConjunction({{LT, false}, {EQ, false}}));
  // Swapping the compare of "a < b" does not help: GT and EQ neither.
  EXPECT_FALSE(orderConjunction({{LT, true}, {EQ, false}}));
  // "a < b && c > d" chains once one compare is swapped.
  EXPECT_TRUE(orderConjunction({{LT, true}, {GT, true}}));
  // A test that must come first is kept first.
  // After a CMP, equal values leave flags that GE, LE, HS and LS accept, so
  // "a >= 5 && c == d" chains (not after an unknown flag setter, whose Z
  // may come with N != V; swapped, "5 <= a" would, as LE accepts all of
  // EQ's flags); and "p != 0" failing leaves flags no LT or LO accepts,
  // after a CMP p, #0.
  unsigned Cmp = flagValuesOfCompare(), Zero = flagValuesOfCompareWithZero();
  EXPECT_TRUE(orderConjunction({{GE, false, Cmp}, {EQ, false, Cmp}}));
  EXPECT_FALSE(orderConjunction({{GE, false, AnyFlags}, {EQ, false, Cmp}}));
  EXPECT_TRUE(orderConjunction({{NE, false, Zero}, {LT, false, Cmp}}));
  EXPECT_FALSE(orderConjunction({{NE, false, AnyFlags}, {LT, false, Cmp}}));
  auto Chain = orderConjunction({{GE, false}, {GT, false}}, 1u);
  EXPECT_FALSE(Chain);
  Chain = orderConjunction({{GT, false}, {GE, false}});
  ASSERT_TRUE(Chain);
  EXPECT_EQ((*Chain)[0].Test, 1u);
}

struct Compare {
  ChainTest T;
  uint32_t A, B; // a swappable test's compare
  unsigned Flags; // the flags of the others
};

/// Runs Chain on the flag model: the first compare always, each next one
/// when the code before it holds; the last code reads the result.
bool runChain(const std::vector<Compare> &Tests,
              const llvm::SmallVectorImpl<ChainStep> &Chain) {
  unsigned Flags = 0;
  for (unsigned I = 0; I != Chain.size(); ++I) {
    if (I && !holds(Chain[I - 1].Code, Flags))
      continue;
    const Compare &T = Tests[Chain[I].Test];
    if (!T.T.Swappable)
      Flags = T.Flags;
    else
      Flags = Chain[I].Swapped ? compareFlags(T.B, T.A) : compareFlags(T.A, T.B);
  }
  return holds(Chain.back().Code, Flags);
}

TEST(CompareChains, EveryChainReadsTheConjunction) {
  std::mt19937 Rng(46);
  const uint32_t Values[] = {0, 1, 5, 0x7fffffff, 0x80000000, 0xfffffffe,
                             0xffffffff};
  const int64_t Codes[] = {EQ, NE, HS, LO, MI, PL, VS, VC,
                           HI, LS, GE, LT, GT, LE};
  unsigned Chains = 0;
  for (unsigned Round = 0; Round != 20000; ++Round) {
    std::vector<Compare> Tests(2 + Rng() % 3);
    llvm::SmallVector<ChainTest, 4> Plain;
    for (Compare &T : Tests) {
      T.A = Values[Rng() % 7];
      T.B = Values[Rng() % 7];
      // A CMP of registers (swappable), of a register with a constant or
      // with 0, or an instruction whose flags are not known.
      switch (Rng() % 4) {
      case 0:
        T.T = {Codes[Rng() % 14], true, flagValuesOfCompare()};
        break;
      case 1:
        T.T = {Codes[Rng() % 14], false, flagValuesOfCompare()};
        T.Flags = compareFlags(T.A, T.B);
        break;
      case 2:
        T.T = {Codes[Rng() % 14], false, flagValuesOfCompareWithZero()};
        T.Flags = compareFlags(T.A, 0);
        break;
      default:
        T.T = {Codes[Rng() % 14], false, AnyFlags};
        T.Flags = Rng() % 16;
        break;
      }
      Plain.push_back(T.T);
    }
    auto Chain = orderConjunction(Plain);
    if (!Chain)
      continue;
    ++Chains;
    ASSERT_EQ(Chain->size(), Tests.size());
    bool All = true;
    for (const Compare &T : Tests)
      All &= holds(T.T.Code, T.T.Swappable ? compareFlags(T.A, T.B) : T.Flags);
    ASSERT_EQ(runChain(Tests, *Chain), All) << "round " << Round;
  }
  // Enough of the random conjunctions have a chain for the check to mean
  // something.
  EXPECT_GT(Chains, 1000u);
}

} // namespace
