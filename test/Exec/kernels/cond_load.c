/* Conditional loads: the pointer may be null, or the index may be out of
 * bounds, and the condition is what makes the load safe. Speculating any
 * of these loads would fault (address 0 is unmapped under qemu). */
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#define N 64
static volatile uint32_t seed = 424242u;
static uint32_t state;
static int table[N];
static int *slots[N]; /* about a third are null */

static uint32_t rnd(void) {
  state ^= state << 13;
  state ^= state >> 17;
  state ^= state << 5;
  return state;
}

__attribute__((noinline)) static int deref_or(const int *p, int dflt) {
  return p ? *p : dflt;
}

__attribute__((noinline)) static int bounded(const int *t, int i) {
  if (i >= 0 && i < N && t[i] > 0)
    return t[i];
  return -1;
}

__attribute__((noinline)) static int chain(int **s, int i) {
  int v = 0;
  if (s[i] != NULL && *s[i] > 10)
    v = *s[i] - 10;
  else if (s[i] == NULL)
    v = 7;
  return v;
}

__attribute__((noinline)) static long sum_nonnull(int **s, int n) {
  long t = 0;
  int i;
  for (i = 0; i < n; ++i)
    if (s[i])
      t += *s[i];
  return t;
}

int main(void) {
  int r, i;
  uint32_t h = 0;
  state = seed;
  for (r = 0; r < 200; ++r) {
    for (i = 0; i < N; ++i) {
      uint32_t x = rnd();
      table[i] = (int)(x % 100) - 30;
      slots[i] = (x >> 8) % 3 == 0 ? NULL : &table[(x >> 12) % N];
    }
    for (i = 0; i < N; ++i) {
      h = h * 31u + (uint32_t)deref_or(slots[i], -5);
      h = h * 31u + (uint32_t)bounded(table, (int)(rnd() % (2 * N)) - N / 2);
      h = h * 31u + (uint32_t)chain(slots, i);
    }
    h ^= (uint32_t)sum_nonnull(slots, N);
  }
  printf("hash = %08x\n", h);
  return 0;
}
