/* Divisions and shifts guarded by conditions: the guard is what keeps
 * them defined, and a divide is a libcall on Hexagon and ARMv7-A, so
 * the guarded arm also contains a call. */
#include <stdint.h>
#include <stdio.h>

static volatile uint32_t seed = 55555u;
static uint32_t state;

static uint32_t rnd(void) {
  state ^= state << 13;
  state ^= state >> 17;
  state ^= state << 5;
  return state;
}

__attribute__((noinline)) static int safe_div(int a, int b) {
  if (b == 0 || (a == -0x7fffffff - 1 && b == -1))
    return a;
  return a / b;
}

__attribute__((noinline)) static unsigned safe_mod(unsigned a, unsigned b) {
  return b ? a % b : a;
}

__attribute__((noinline)) static int safe_shl(int a, int s) {
  if (s < 0 || s >= 31)
    return a;
  return (int)((unsigned)a << s);
}

__attribute__((noinline)) static long long avg_or_zero(long long sum, int n) {
  return n > 0 ? sum / n : 0;
}

int main(void) {
  uint32_t h = 0;
  long long sum = 0;
  int i, n = 0;
  state = seed;
  for (i = 0; i < 8000; ++i) {
    int a = (int)rnd();
    int b = (int)(rnd() % 9) - 4;
    int s = (int)(rnd() % 40) - 4;
    h = h * 31u + (uint32_t)safe_div(a, b);
    h = h * 31u + safe_mod((uint32_t)a, (uint32_t)(b + 2));
    h = h * 31u + (uint32_t)safe_shl(a, s);
    if (b > 0) {
      sum += a;
      ++n;
    }
    if ((i & 255) == 0)
      h ^= (uint32_t)avg_or_zero(sum, n);
  }
  printf("n = %d avg = %lld hash = %08x\n", n, avg_or_zero(sum, n), h);
  return 0;
}
