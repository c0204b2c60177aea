/* && and || chains, including short-circuit operands with side effects
 * (calls that count how often they are evaluated) and mixed chains that
 * compile to many small blocks. */
#include <stdint.h>
#include <stdio.h>

static volatile uint32_t seed = 0xC0FFEEu;
static uint32_t state;
static int evals;

static uint32_t rnd(void) {
  state = state * 1664525u + 1013904223u; /* LCG */
  return state >> 8;
}

__attribute__((noinline)) static int probe(int x) {
  ++evals; /* counts evaluations: short-circuit order must be kept */
  return x & 1;
}

__attribute__((noinline)) static int all3(int a, int b, int c) {
  return a > 0 && b > 0 && c > 0;
}

__attribute__((noinline)) static int any3(int a, int b, int c) {
  return a == 7 || b == 7 || c < -50;
}

__attribute__((noinline)) static int mixed(int a, int b, int c, int d) {
  if ((a < b && b < c) || (d != 0 && a + d > c) || (c == 0 && !(b & 4)))
    return a + b;
  return c - d;
}

__attribute__((noinline)) static int sided(int a, int b) {
  /* probe() runs only when the left operand does not decide. */
  return (a > 10 && probe(b)) || (b < -10 && probe(a));
}

int main(void) {
  int n_all = 0, n_any = 0, n_sided = 0;
  uint32_t sum = 0;
  int i;
  state = seed;
  for (i = 0; i < 20000; ++i) {
    int a = (int)(rnd() % 201) - 100;
    int b = (int)(rnd() % 201) - 100;
    int c = (int)(rnd() % 201) - 100;
    int d = (int)(rnd() % 5) - 2;
    n_all += all3(a, b, c);
    n_any += any3(a, b, c);
    n_sided += sided(a, b);
    sum = sum * 17u + (uint32_t)mixed(a, b, c, d);
  }
  printf("all=%d any=%d sided=%d evals=%d sum=%08x\n", n_all, n_any, n_sided,
         evals, sum);
  return 0;
}
