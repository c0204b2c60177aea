/* Branchy sorting and searching: insertion sort, a partition step with
 * conditional swaps, lower-bound binary search and a plain binary search
 * that reports misses. */
#include <stdint.h>
#include <stdio.h>

#define N 300
static volatile uint32_t seed = 0x5EED5EEDu;
static uint32_t state;
static int arr[N];

static uint32_t rnd(void) {
  state ^= state << 13;
  state ^= state >> 17;
  state ^= state << 5;
  return state;
}

__attribute__((noinline)) static void insertion_sort(int *a, int n) {
  int i, j;
  for (i = 1; i < n; ++i) {
    int v = a[i];
    for (j = i; j > 0 && a[j - 1] > v; --j)
      a[j] = a[j - 1];
    a[j] = v;
  }
}

__attribute__((noinline)) static int partition(int *a, int n, int pivot) {
  int i = 0, j = n - 1;
  while (i <= j) {
    if (a[i] < pivot) {
      ++i;
    } else if (a[j] >= pivot) {
      --j;
    } else {
      int t = a[i];
      a[i] = a[j];
      a[j] = t;
    }
  }
  return i;
}

__attribute__((noinline)) static int lower_bound(const int *a, int n, int v) {
  int lo = 0, hi = n;
  while (lo < hi) {
    int mid = lo + (hi - lo) / 2;
    if (a[mid] < v)
      lo = mid + 1;
    else
      hi = mid;
  }
  return lo;
}

__attribute__((noinline)) static int bsearch_int(const int *a, int n, int v) {
  int lo = 0, hi = n - 1;
  while (lo <= hi) {
    int mid = (lo + hi) >> 1;
    if (a[mid] == v)
      return mid;
    if (a[mid] < v)
      lo = mid + 1;
    else
      hi = mid - 1;
  }
  return -1;
}

int main(void) {
  uint32_t h = 0;
  int r, i, hits = 0;
  state = seed;
  for (r = 0; r < 6; ++r) {
    for (i = 0; i < N; ++i)
      arr[i] = (int)(rnd() % 1000);
    h = h * 7u + (uint32_t)partition(arr, N, 500);
    insertion_sort(arr, N);
    for (i = 1; i < N; ++i)
      if (arr[i - 1] > arr[i])
        printf("not sorted at %d\n", i);
    for (i = 0; i < 500; ++i) {
      int v = (int)(rnd() % 1100) - 50;
      int k = bsearch_int(arr, N, v);
      if (k >= 0)
        ++hits;
      h = h * 7u + (uint32_t)k + (uint32_t)lower_bound(arr, N, v);
    }
  }
  printf("hits = %d hash = %08x\n", hits, h);
  return 0;
}
