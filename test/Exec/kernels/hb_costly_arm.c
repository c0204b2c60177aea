/* Issue 10, reverse if-conversion: a loop body with an unpredictable,
 * cheap if/else and a long arm taken one time in four. Predicating the
 * whole body runs the long arm's work on every iteration; leaving that
 * arm behind a branch (a side exit, its join duplicated) keeps the cheap
 * part branch-free. */
#include <stdint.h>
#include <stdio.h>

static volatile uint32_t seed = 1234567u;
static uint32_t state;
static int out[4096];
static uint32_t last_even[64];

static uint32_t rnd(void) {
  state = state * 1103515245u + 12345u;
  return state >> 8;
}

__attribute__((noinline)) static uint32_t mix(const uint32_t *a, int n) {
  uint32_t even = 0, odd = 0, h = 0;
  for (int i = 0; i < n; i++) {
    uint32_t x = a[i];
    /* A store in one arm, so that no IR pass makes this a select. */
    if (x & 1) {
      odd += x;
    } else {
      even ^= x;
      last_even[i & 63] = x;
    }
    if ((x & 12) == 0) {
      /* The long arm, about one time in four. */
      uint32_t t = x * 2654435761u;
      t ^= t >> 13;
      t *= 0x5bd1e995u;
      t ^= t >> 15;
      t += even * 31u;
      t ^= odd << 3;
      t *= 0x27d4eb2du;
      t ^= t >> 16;
      h += t;
      out[i & 4095] = (int)(t & 1023u);
    }
  }
  return even * 7u + odd * 3u + h;
}

int main(void) {
  static uint32_t a[4096];
  uint32_t h = 0;
  state = seed;
  for (int rep = 0; rep < 8; ++rep) {
    for (int i = 0; i < 4096; ++i)
      a[i] = rnd();
    h = h * 31u + mix(a, 4096);
  }
  for (int i = 0; i < 4096; i += 97)
    h = h * 31u + (uint32_t)out[i];
  for (int i = 0; i < 64; ++i)
    h = h * 31u + last_even[i];
  printf("hash=%08x\n", h);
  return 0;
}
