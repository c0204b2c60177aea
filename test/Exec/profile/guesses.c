/* Two loops on which rkifc's static guess of branch predictability is
 * wrong, used by scripts/profile-test.py:
 *  - scatter: the branch tests a bit of a pseudo-random number computed in
 *    registers. No load feeds it, so the model guesses a predictor learns
 *    it; it is a coin toss.
 *  - filter: the branch tests loaded data, so the model guesses it is hard
 *    to predict; the data are all alike and the predictor never misses.
 * A predictability profile from scripts/rkifc-profile.py corrects both. */
#include <stdint.h>
#include <stdio.h>

#define N 4000

static int32_t a[N];
static int16_t b[N];
static int32_t src[N];

__attribute__((noinline)) static void scatter(uint32_t seed, int n) {
#pragma clang loop unroll(disable) // one region per loop, on every target
  for (int i = 0; i < n; i++) {
    seed = seed * 1103515245u + 12345u;
    int v = (int)(seed >> 8);
    if ((seed >> 20) & 1)
      a[i] = ((v + 5) * n ^ v) + (v >> 3) * 7 - (n ^ (v << 2));
    else
      b[i] = (int16_t)((v * n - 9) ^ (v >> 5) ^ (n * 3 + v));
  }
}

__attribute__((noinline)) static void filter(int n) {
#pragma clang loop unroll(disable)
  for (int i = 0; i < n; i++) {
    int v = src[i];
    if (v & 8)
      a[i] = ((v + 5) * n ^ v) + (v >> 3) * 7 - (n ^ (v << 2));
    else
      b[i] = (int16_t)((v * n - 9) ^ (v >> 5) ^ (n * 3 + v));
  }
}

int main(void) {
  for (int i = 0; i < N; i++)
    src[i] = 3 * i | 8;
  uint32_t sum = 0;
  for (int round = 0; round < 10; round++) {
    scatter(0x1234u + round, N);
    filter(N);
    for (int i = 0; i < N; i++)
      sum = sum * 31u + (uint32_t)a[i] + (uint32_t)(uint16_t)b[i];
  }
  printf("%u\n", sum);
  return 0;
}
