/* Issue 10: a hot, unpredictable if/else chain in a loop body with a rare
 * arm that calls a function. The call keeps the body from being converted
 * whole; its hyperblock leaves the call's block out (a side exit) and
 * duplicates the latch that block shares with the hot arms. */
#include <stdint.h>
#include <stdio.h>

static volatile uint32_t seed = 4242u;
static uint32_t state;
static uint32_t logged;

static uint32_t rnd(void) {
  state = state * 1103515245u + 12345u;
  return state >> 8;
}

__attribute__((noinline)) static void log_zero(int i) { logged += (uint32_t)i; }

__attribute__((noinline)) static int classify(const int *a, int n, int lo,
                                              int hi) {
  int nlo = 0, nhi = 0, s = 0;
  for (int i = 0; i < n; i++) {
    int x = a[i];
    if (x < lo)
      nlo++;
    else if (x > hi)
      nhi++;
    else if (x == 0)
      log_zero(i);
    else
      s += x;
  }
  return nlo * 3 + nhi * 5 + s;
}

int main(void) {
  static int a[4096];
  uint32_t h = 0;
  state = seed;
  for (int rep = 0; rep < 8; ++rep) {
    for (int i = 0; i < 4096; ++i) {
      uint32_t r = rnd();
      /* About 1 in 256 values is zero; the rest straddle lo and hi. */
      a[i] = (r & 255u) == 0 ? 0 : (int)(r % 2001u) - 1000;
      if (a[i] == 0)
        a[i] = (r & 256u) ? 0 : 7;
    }
    h = h * 31u + (uint32_t)classify(a, 4096, -300, 300);
  }
  printf("hash=%08x logged=%u\n", h, logged);
  return 0;
}
