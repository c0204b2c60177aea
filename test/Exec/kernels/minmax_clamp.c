/* min, max, abs and clamp in signed, unsigned and narrow types: the
 * classic candidates for select / predicated moves. */
#include <stdint.h>
#include <stdio.h>

static volatile uint32_t seed = 0xABCDEF01u;
static uint32_t state;

static uint32_t rnd(void) {
  state ^= state << 13;
  state ^= state >> 17;
  state ^= state << 5;
  return state;
}

__attribute__((noinline)) static int imin(int a, int b) { return a < b ? a : b; }
__attribute__((noinline)) static int imax(int a, int b) {
  if (a > b)
    return a;
  return b;
}
__attribute__((noinline)) static unsigned umin(unsigned a, unsigned b) {
  return a < b ? a : b;
}
__attribute__((noinline)) static int iabs(int a) { return a < 0 ? -a : a; }
__attribute__((noinline)) static int clamp(int v, int lo, int hi) {
  if (v < lo)
    v = lo;
  else if (v > hi)
    v = hi;
  return v;
}
__attribute__((noinline)) static uint8_t sat_u8(int v) {
  return v < 0 ? 0 : v > 255 ? 255 : (uint8_t)v;
}
__attribute__((noinline)) static int16_t max16(int16_t a, int16_t b) {
  return a >= b ? a : b;
}

int main(void) {
  uint32_t h = 0;
  int lo = 0x7fffffff, hi = -0x7fffffff - 1;
  int i;
  state = seed;
  for (i = 0; i < 20000; ++i) {
    int a = (int)rnd(), b = (int)rnd();
    lo = imin(lo, a >> 3);
    hi = imax(hi, b >> 3);
    h = h * 31u + umin((uint32_t)a, (uint32_t)b);
    h = h * 31u + (uint32_t)iabs(a >> 1);
    h = h * 31u + (uint32_t)clamp(a % 1000, -250, 250);
    h = h * 31u + sat_u8((b % 600) - 100);
    h = h * 31u + (uint32_t)max16((int16_t)a, (int16_t)b);
  }
  printf("lo = %d hi = %d hash = %08x\n", lo, hi, h);
  return 0;
}
