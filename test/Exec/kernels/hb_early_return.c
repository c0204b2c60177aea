/* Issue 10: a rare early return inside a loop body whose hot part is an
 * unpredictable if/else. The return is a side exit of the loop body. */
#include <stdint.h>
#include <stdio.h>

static volatile uint32_t seed = 99u;
static uint32_t state;

static uint32_t rnd(void) {
  state = state * 22695477u + 1u;
  return state >> 8;
}

static int odds[16], evens[16];

/* The arms store to different tables, so no IR pass turns them into
 * selects: what reaches rk-ifcvt is the branchy loop body with the return
 * as a rare exit. */
__attribute__((noinline)) static int accumulate(const int *a, int n,
                                                int limit, int *count) {
  int s = 0, odd = 0;
  for (int i = 0; i < n; i++) {
    int x = a[i];
    if (x == limit) {
      *count = odd;
      return s - i;
    }
    if (x & 1) {
      s += x * 3;
      odds[x & 15] += 1;
      odd++;
    } else {
      s -= x;
      evens[x & 15] += 2;
    }
  }
  *count = odd;
  return s;
}

int main(void) {
  static int a[4096];
  uint32_t h = 0;
  state = seed;
  for (int rep = 0; rep < 16; ++rep) {
    for (int i = 0; i < 4096; ++i)
      a[i] = (int)(rnd() % 5000u);
    int count = 0;
    h = h * 31u + (uint32_t)accumulate(a, 4096, 4999, &count);
    h = h * 31u + (uint32_t)count;
  }
  for (int i = 0; i < 16; ++i)
    h = h * 31u + (uint32_t)(odds[i] - evens[i]);
  printf("hash=%08x\n", h);
  return 0;
}
