/* Nested if/else: classify triples of pseudo-random values through a
 * several-level decision tree, both into a code and into accumulated
 * sums, so every arm has a visible effect on the output. */
#include <stdint.h>
#include <stdio.h>

static volatile uint32_t seed = 0x1234567u;
static uint32_t state;

static uint32_t rnd(void) { /* xorshift32: cheap, deterministic */
  state ^= state << 13;
  state ^= state >> 17;
  state ^= state << 5;
  return state;
}

__attribute__((noinline)) static int classify(int a, int b, int c) {
  int r;
  if (a > b) {
    if (b > c)
      r = 1;
    else if (a > c)
      r = 2;
    else
      r = 3;
  } else {
    if (a > c) {
      r = 4;
    } else {
      if (b > c)
        r = 5;
      else
        r = (a == b) ? 6 : 7;
    }
  }
  return r;
}

__attribute__((noinline)) static int weigh(int a, int b, int *acc) {
  int w = 0;
  if (a & 1) {
    if (b & 2) {
      w = a - b;
      *acc += 3;
    } else {
      w = a + b;
    }
  } else {
    if (b & 4)
      w = a ^ b;
    else {
      w = b - a;
      *acc -= 1;
    }
  }
  return w;
}

int main(void) {
  int hist[8] = {0};
  int acc = 0;
  uint32_t sum = 0;
  int i;
  state = seed;
  for (i = 0; i < 20000; ++i) {
    int a = (int)(rnd() % 64) - 32;
    int b = (int)(rnd() % 64) - 32;
    int c = (int)(rnd() % 64) - 32;
    int k = classify(a, b, c);
    hist[k]++;
    sum = sum * 31u + (uint32_t)weigh(a, b, &acc);
  }
  for (i = 1; i < 8; ++i)
    printf("class %d: %d\n", i, hist[i]);
  printf("acc = %d sum = %08x\n", acc, sum);
  return 0;
}
