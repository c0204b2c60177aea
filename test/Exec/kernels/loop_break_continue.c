/* break and continue in loops: early-exit searches, skipping elements,
 * a nested loop with a labelled-style exit through a flag, and a loop
 * whose exit depends on data. */
#include <stdint.h>
#include <stdio.h>

#define N 512
static volatile uint32_t seed = 99u;
static uint32_t state;
static int data[N];

static uint32_t rnd(void) {
  state ^= state << 13;
  state ^= state >> 17;
  state ^= state << 5;
  return state;
}

__attribute__((noinline)) static int first_over(const int *a, int n, int t) {
  int i;
  for (i = 0; i < n; ++i)
    if (a[i] > t)
      break;
  return i;
}

__attribute__((noinline)) static int sum_skip(const int *a, int n) {
  int i, s = 0;
  for (i = 0; i < n; ++i) {
    if (a[i] % 3 == 0)
      continue;
    if (a[i] < -900)
      break;
    s += a[i];
  }
  return s;
}

__attribute__((noinline)) static int pair_find(const int *a, int n, int t) {
  int i, j, found = -1;
  for (i = 0; i < n && found < 0; ++i) {
    if (a[i] < 0)
      continue;
    for (j = i + 1; j < n; ++j) {
      if (a[j] < 0)
        continue;
      if (a[i] + a[j] == t) {
        found = i * n + j;
        break;
      }
    }
  }
  return found;
}

int main(void) {
  int round, i;
  uint32_t h = 0;
  state = seed;
  for (round = 0; round < 40; ++round) {
    for (i = 0; i < N; ++i)
      data[i] = (int)(rnd() % 2001) - 1000;
    h = h * 131u + (uint32_t)first_over(data, N, 900 + round);
    h = h * 131u + (uint32_t)sum_skip(data, N);
    h = h * 131u + (uint32_t)pair_find(data, 64, 1000 + round);
  }
  printf("hash = %08x\n", h);
  return 0;
}
