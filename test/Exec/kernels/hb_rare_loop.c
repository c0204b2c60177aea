/* Issue 10: a hot, unpredictable if/else chain in a loop body with a rare
 * long arm (a small loop). The loop keeps the body from being converted
 * whole; its hyperblock leaves the rare arm out. */
#include <stdint.h>
#include <stdio.h>

static volatile uint32_t seed = 777u;
static uint32_t state;

static uint32_t rnd(void) {
  state = state * 1664525u + 1013904223u;
  return state >> 8;
}

__attribute__((noinline)) static int score(const int *a, int n, int *out) {
  int pos = 0, neg = 0;
  for (int i = 0; i < n; i++) {
    int x = a[i];
    if (x > 0)
      pos += x;
    else if (x < 0)
      neg -= x;
    else {
      /* Rare: recount a window, a loop of its own. */
      int w = 0;
      for (int j = i; j < n && j < i + 16; j++)
        w += a[j] & 7;
      pos += w;
    }
    out[i] = pos - neg;
  }
  return pos * 7 + neg;
}

int main(void) {
  static int a[4096], out[4096];
  uint32_t h = 0;
  state = seed;
  for (int rep = 0; rep < 8; ++rep) {
    for (int i = 0; i < 4096; ++i) {
      uint32_t r = rnd();
      a[i] = (r & 127u) == 0 ? 0 : (int)(r % 201u) - 100;
      if (a[i] == 0 && (r & 128u))
        a[i] = 1;
    }
    h = h * 31u + (uint32_t)score(a, 4096, out);
    h = h * 31u + (uint32_t)out[(rep * 613) & 4095];
  }
  printf("hash=%08x\n", h);
  return 0;
}
