/* Binary search (three-way: below, above, found) over a sorted table with
 * keys drawn uniformly from the table's range: every compare of the search
 * loop is a coin toss for a branch predictor. bsearch_skewed.c is the same
 * search with keys a predictor learns. */
#include <stdint.h>
#include <stdio.h>

#define N 1024
#define LOOKUPS 20000
static volatile uint32_t seed = 0xB5EA4C11u;
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
    int key = (int)(rnd() % (3 * N));
    int r = search(table, N, key);
    found += r >= 0;
    sum = sum * 31u + (uint32_t)r;
  }
  printf("%d %u\n", found, sum);
  return 0;
}
