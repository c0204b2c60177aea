/* Conditional increments and flag accumulation: counters bumped under
 * conditions, a branchy popcount, saturating narrow arithmetic and a
 * flag word built bit by bit -- short diamonds and triangles that are
 * ideal if-conversion candidates. */
#include <stdint.h>
#include <stdio.h>

static volatile uint32_t seed = 0x0BADF00Du;
static uint32_t state;

static uint32_t rnd(void) {
  state = state * 1103515245u + 12345u;
  return (state >> 16) | (state << 16);
}

__attribute__((noinline)) static int branchy_popcount(uint32_t x) {
  int n = 0;
  while (x) {
    if (x & 1)
      ++n;
    x >>= 1;
  }
  return n;
}

__attribute__((noinline)) static uint32_t flags_of(int a, int b) {
  uint32_t f = 0;
  if (a == 0)
    f |= 1;
  if (a < 0)
    f |= 2;
  if (a > b)
    f |= 4;
  if ((a & 0xff) == (b & 0xff))
    f |= 8;
  if (b & 0x100)
    f |= 16;
  return f;
}

__attribute__((noinline)) static uint8_t sat_add8(uint8_t a, uint8_t b) {
  unsigned s = (unsigned)a + b;
  if (s > 255)
    s = 255;
  return (uint8_t)s;
}

__attribute__((noinline)) static int8_t sat_sub8(int8_t a, int8_t b) {
  int d = a - b;
  if (d > 127)
    d = 127;
  if (d < -128)
    d = -128;
  return (int8_t)d;
}

int main(void) {
  int pos = 0, neg = 0, zero = 0, bits = 0, i;
  uint32_t fh = 0;
  uint8_t acc8 = 0;
  int8_t s8 = 0;
  state = seed;
  for (i = 0; i < 20000; ++i) {
    uint32_t r = rnd();
    int a = (int)(r % 7) - 3;
    if (a > 0)
      ++pos;
    else if (a < 0)
      ++neg;
    else
      ++zero;
    bits += branchy_popcount(r & 0xfff);
    fh = fh * 3u + flags_of((int)(r >> 3) % 5 - 2, (int)(r >> 9));
    acc8 = sat_add8((uint8_t)(acc8 >> 1), (uint8_t)r);
    s8 = sat_sub8(s8, (int8_t)(r >> 8));
  }
  printf("pos=%d neg=%d zero=%d bits=%d flags=%08x acc8=%u s8=%d\n", pos,
         neg, zero, bits, fh, (unsigned)acc8, (int)s8);
  return 0;
}
