/* 64-bit values under branches: compares and selects on long long (two
 * registers on 32-bit targets), conditional 64-bit updates, unsigned
 * overflow checks and a branchy 64-bit square root. */
#include <stdint.h>
#include <stdio.h>

static volatile uint64_t seed = 0x9E3779B97F4A7C15ull;
static uint64_t state;

static uint64_t rnd64(void) { /* xorshift64 */
  state ^= state << 13;
  state ^= state >> 7;
  state ^= state << 17;
  return state;
}

__attribute__((noinline)) static long long pick(long long a, long long b,
                                                int mode) {
  if (mode == 0)
    return a < b ? a : b;
  if (mode == 1)
    return a > b ? a - b : b - a;
  if (a == b)
    return 0;
  return (a ^ b) < 0 ? -1 : 1;
}

__attribute__((noinline)) static unsigned long long
sat_add(unsigned long long a, unsigned long long b) {
  unsigned long long s = a + b;
  if (s < a) /* wrapped */
    s = ~0ull;
  return s;
}

__attribute__((noinline)) static uint32_t isqrt64(uint64_t v) {
  uint64_t r = 0, bit = 1ull << 62;
  while (bit > v)
    bit >>= 2;
  while (bit) {
    if (v >= r + bit) {
      v -= r + bit;
      r = (r >> 1) + bit;
    } else {
      r >>= 1;
    }
    bit >>= 2;
  }
  return (uint32_t)r;
}

int main(void) {
  unsigned long long h = 0, sat = 0;
  long long acc = 0;
  int i;
  state = seed;
  for (i = 0; i < 5000; ++i) {
    /* 44-bit magnitudes: differences and sums cannot overflow. */
    long long a = (long long)(rnd64() >> 20) - (1ll << 43);
    long long b = (long long)(rnd64() >> (20 + (i & 15))) - (1ll << 40);
    acc += pick(a, b, i % 3);
    if (acc > 0x1000000000000ll)
      acc -= 0x777777777ll;
    else if (acc < -0x1000000000000ll)
      acc += 0x123456789ll;
    sat = sat_add(sat >> 1, rnd64() >> 1);
    h = h * 1099511628211ull + isqrt64(rnd64() >> (i & 15));
  }
  printf("acc = %lld\n", acc);
  printf("sat = %llu\n", sat);
  printf("h = %016llx\n", h);
  return 0;
}
