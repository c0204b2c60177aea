/* Conditional stores: to arrays, to globals, through pointers, and
 * stores on both arms to the same or different places. A converted
 * store must not happen when its condition is false. */
#include <stdint.h>
#include <stdio.h>

#define N 256
static volatile uint32_t seed = 0xDEADBEEFu;
static uint32_t state;
static int a[N], b[N];
static int g_last, g_count;
static int16_t small[N];

static uint32_t rnd(void) {
  state = state * 1103515245u + 12345u;
  return state >> 4;
}

__attribute__((noinline)) static void filter(int *dst, const int *src, int n,
                                             int t) {
  int i;
  for (i = 0; i < n; ++i)
    if (src[i] > t)
      dst[i] = src[i]; /* dst keeps its old value otherwise */
}

__attribute__((noinline)) static void both_arms(int *x, int *y, int v) {
  if (v & 1)
    *x = v;
  else
    *y = v;
}

__attribute__((noinline)) static void track(int v) {
  if (v > 100) {
    g_last = v;
    g_count++;
  }
}

__attribute__((noinline)) static void narrow(int16_t *p, int v) {
  if (v < 0)
    *p = (int16_t)v; /* a halfword store under a condition */
}

int main(void) {
  int r, i;
  uint32_t h = 0;
  int x = 0, y = 0;
  state = seed;
  for (r = 0; r < 30; ++r) {
    for (i = 0; i < N; ++i) {
      b[i] = (int)(rnd() % 1000) - 500;
      narrow(&small[i], b[i] * 50);
    }
    filter(a, b, N, r * 10);
    for (i = 0; i < N; ++i) {
      both_arms(&x, &y, b[i]);
      track(b[i]);
      h = h * 33u + (uint32_t)a[i] + (uint32_t)(x ^ y);
    }
  }
  for (i = 0; i < N; ++i)
    h = h * 33u + (uint32_t)small[i];
  printf("hash = %08x last = %d count = %d x = %d y = %d\n", h, g_last,
         g_count, x, y);
  return 0;
}
