/* Binary search (three-way: below, above, found) over a sorted table with
 * skewed keys: nine lookups in ten are for keys below the whole table, so
 * the search always goes left and a branch predictor learns every compare
 * (the case issue 9 saw the default mode convert and lose 18% on Hexagon).
 * bsearch_uniform.c is the same search with uniformly random keys. */
#include <stdint.h>
#include <stdio.h>

#define N 1024
#define LOOKUPS 20000
static volatile uint32_t seed = 0x5CE3ED11u;
static uint32_t state;
static int table[N];

static uint32_t rnd(void) {
  state ^= state << 13;
  state ^= state >> 17;
  state ^= state << 5;
  return state;
}

__attribute__((noinline)) static int search(const int *a, int n, int key) {
  int lo = 0, hi = n - 1;
  while (lo <= hi) {
    int mid = (lo + hi) >> 1;
    if (a[mid] < key)
      lo = mid + 1;
    else if (a[mid] > key)
      hi = mid - 1;
    else
      return mid;
  }
  return -1 - lo;
}

int main(void) {
  state = seed;
  for (int i = 0; i < N; i++)
    table[i] = 3 * i + (int)(rnd() % 3);
  uint32_t sum = 0;
  int found = 0;
  for (int k = 0; k < LOOKUPS; k++) {
    uint32_t r0 = rnd();
    int key = r0 % 10 ? -1 - (int)(r0 % 7) : (int)(r0 % (3 * N));
    int r = search(table, N, key);
    found += r >= 0;
    sum = sum * 31u + (uint32_t)r;
  }
  printf("%d %u\n", found, sum);
  return 0;
}
