//===- CompareChains.h - ANDs of conditions held in ARM's flags -*- C++ -*-===//
//
// A chain of conditional compares keeps an AND of conditions in the flags,
// with no 0/1 register: "CMP a, b; CMPge c, d" then reads "a >= b && c > d"
// with GT. Each compare after the first runs only when the condition of the
// one before holds; when it does not, the flags stay as that compare left
// them. The chain is right when every code implies the one before it (as a
// set of flag values; of those the failed test's compare can leave, where
// that compare is known): a failed test leaves flags that fail its code,
// hence every later code, so no later compare runs and the last code reads
// false.
// CMP of two registers may be swapped, which swaps its code (GE to LE).
//
// Plain values only: the ARM adaptor turns them into instructions, and the
// unit tests check the chains against the compares they stand for.
//
//===----------------------------------------------------------------------===//

#ifndef RKIFC_TARGET_ARM_COMPARECHAINS_H
#define RKIFC_TARGET_ARM_COMPARECHAINS_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallVector.h"

#include <cstdint>
#include <optional>

namespace rkifc {
namespace arm {

/// ARM's condition codes (ARMCC::CondCodes, part of the encoding).
enum ConditionCode : int64_t {
  EQ = 0, NE, HS, LO, MI, PL, VS, VC, HI, LS, GE, LT, GT, LE, AL
};

/// The flag values (bit N*8 + Z*4 + C*2 + V) for which CC holds.
unsigned flagValuesAccepted(int64_t CC);
/// Whether every flag value A accepts, B accepts too.
bool implies(int64_t A, int64_t B);
/// The code that reads the negation of CC.
int64_t oppositeCondition(int64_t CC);
/// The code that reads after "CMP b, a" what CC read after "CMP a, b"; AL
/// for the codes that read N or V alone, which have none.
int64_t swappedOperandsCondition(int64_t CC);

/// Every flag value: what an unknown flag-setting instruction may leave.
constexpr unsigned AnyFlags = 0xffff;
/// The flag values "CMP a, b" can set, whatever a and b: equal values leave
/// N, C and V as 0, 1 and 0, and a difference cannot overflow with a borrow
/// and a positive result, nor without one and a negative result.
unsigned flagValuesOfCompare();
/// The flag values "CMP a, #0" can set: C set, V clear, Z and N a's.
unsigned flagValuesOfCompareWithZero();

/// One condition of an AND: the code that reads it, whether its compare
/// may be emitted with its operands swapped (CMP of registers), and the
/// flag values that compare can leave (which decides what may follow it
/// in a chain: after a CMP, "a >= b" failing leaves no flags EQ reads).
struct ChainTest {
  int64_t Code;
  bool Swappable = false;
  unsigned Reachable = AnyFlags;
};

/// A test's place in a chain: which test, whether swapped, and the code
/// it is read with there.
struct ChainStep {
  unsigned Test;
  bool Swapped;
  int64_t Code;
};

/// An order and orientation of Tests whose chain reads their AND (each
/// step's code accepting, of the flag values an earlier step's compare can
/// leave, only those that earlier code accepts), with test First first when given
/// (its flags are already set) and otherwise a chain that starts with the
/// tests as given where several are right; none if no order is right.
std::optional<llvm::SmallVector<ChainStep, 4>>
orderConjunction(llvm::ArrayRef<ChainTest> Tests,
                 std::optional<unsigned> First = std::nullopt);

} // namespace arm
} // namespace rkifc

#endif // RKIFC_TARGET_ARM_COMPARECHAINS_H
