//===- CompareChains.cpp - ANDs of conditions held in ARM's flags ---------===//

#include "rkifc/Target/ARM/CompareChains.h"

#include "llvm/ADT/STLExtras.h"

#include <numeric>

using namespace llvm;
using namespace rkifc;
using namespace rkifc::arm;

unsigned arm::flagValuesAccepted(int64_t CC) {
  unsigned Accepted = 0;
  for (unsigned Flags = 0; Flags != 16; ++Flags) {
    bool N = Flags & 8, Z = Flags & 4, C = Flags & 2, V = Flags & 1;
    bool Holds;
    // Codes come in pairs, the odd one the negation of the even one.
    switch (CC & ~int64_t(1)) {
    case EQ: Holds = Z; break;
    case HS: Holds = C; break;
    case MI: Holds = N; break;
    case VS: Holds = V; break;
    case HI: Holds = C && !Z; break;
    case GE: Holds = N == V; break;
    case GT: Holds = !Z && N == V; break;
    default: Holds = true; break; // AL
    }
    if (CC != AL && (CC & 1))
      Holds = !Holds;
    if (Holds)
      Accepted |= 1u << Flags;
  }
  return Accepted;
}

unsigned arm::flagValuesOfCompare() {
  unsigned Values = 0;
  for (unsigned Flags = 0; Flags != 16; ++Flags) {
    bool N = Flags & 8, Z = Flags & 4, C = Flags & 2, V = Flags & 1;
    bool Reachable = Z ? !N && C && !V
                       // Overflow: a borrow with a positive difference, or
                       // none with a negative one; not the other two.
                       : !(V && N == C);
    if (Reachable)
      Values |= 1u << Flags;
  }
  return Values;
}

unsigned arm::flagValuesOfCompareWithZero() {
  // N*8 + Z*4 + C*2 + V: positive, zero, negative.
  return 1u << 2 | 1u << 6 | 1u << 10;
}

bool arm::implies(int64_t A, int64_t B) {
  return (flagValuesAccepted(A) & ~flagValuesAccepted(B)) == 0;
}

// Codes come in pairs, each the negation of the other: EQ/NE, HS/LO, MI/PL,
// VS/VC, HI/LS, GE/LT, GT/LE.
int64_t arm::oppositeCondition(int64_t CC) { return CC ^ 1; }

int64_t arm::swappedOperandsCondition(int64_t CC) {
  switch (CC) {
  case HS: return LS;
  case LS: return HS;
  case LO: return HI;
  case HI: return LO;
  case GE: return LE;
  case LE: return GE;
  case LT: return GT;
  case GT: return LT;
  case EQ:
  case NE:
    return CC;
  default:
    return AL; // N or V alone: no code reads it of the swapped compare
  }
}

std::optional<SmallVector<ChainStep, 4>>
arm::orderConjunction(ArrayRef<ChainTest> Tests,
                      std::optional<unsigned> First) {
  unsigned N = Tests.size();
  if (N == 0 || N > 6)
    return std::nullopt;
  SmallVector<unsigned, 4> Order(N);
  std::iota(Order.begin(), Order.end(), 0);
  // Permutations in lexicographic order, each with every orientation of the
  // swappable tests: at most 6! * 2^6, and in practice 2 to 4 tests.
  do {
    if (First && Order[0] != *First)
      continue;
    for (unsigned Swaps = 0; Swaps != 1u << N; ++Swaps) {
      SmallVector<ChainStep, 4> Chain;
      bool Right = true;
      for (unsigned I = 0; I != N && Right; ++I) {
        const ChainTest &T = Tests[Order[I]];
        bool Swapped = Swaps & (1u << I);
        // The first test's flags may be set already, as they are.
        if (Swapped && (!T.Swappable || (First && I == 0) ||
                        swappedOperandsCondition(T.Code) == AL)) {
          Right = false;
          break;
        }
        int64_t Code = Swapped ? swappedOperandsCondition(T.Code) : T.Code;
        // Where an earlier test failed, its compare's flags are read by
        // every later code, which must reject them too.
        unsigned Accepted = flagValuesAccepted(Code);
        for (const ChainStep &Earlier : Chain)
          Right &= (Accepted & Tests[Earlier.Test].Reachable &
                    ~flagValuesAccepted(Earlier.Code)) == 0;
        Chain.push_back({Order[I], Swapped, Code});
      }
      if (Right)
        return Chain;
    }
  } while (std::next_permutation(Order.begin(), Order.end()));
  return std::nullopt;
}
