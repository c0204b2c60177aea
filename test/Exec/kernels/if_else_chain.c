/* if / else-if chains over ranges and a switch, the shapes a compiler
 * lowers into ladders of compare-and-branch blocks. */
#include <stdint.h>
#include <stdio.h>

static volatile uint32_t seed = 31337u;
static uint32_t state;

static uint32_t rnd(void) {
  state = state * 69069u + 1u;
  return state >> 7;
}

__attribute__((noinline)) static int grade(int score) {
  if (score >= 90)
    return 'A';
  else if (score >= 80)
    return 'B';
  else if (score >= 70)
    return 'C';
  else if (score >= 60)
    return 'D';
  else if (score >= 0)
    return 'F';
  else
    return '?';
}

__attribute__((noinline)) static int tax(int income) {
  int t;
  if (income <= 1000)
    t = 0;
  else if (income <= 5000)
    t = (income - 1000) / 10;
  else if (income <= 20000)
    t = 400 + (income - 5000) / 5;
  else
    t = 3400 + (income - 20000) * 2 / 5;
  return t;
}

__attribute__((noinline)) static int op(int code, int a, int b) {
  switch (code) {
  case 0: return a + b;
  case 1: return a - b;
  case 2: return a * b;
  case 3: return b ? a / b : 0;
  case 4: return a & b;
  case 5: return a | b;
  case 7: return a > b ? a : b;
  default: return -1;
  }
}

int main(void) {
  int counts[128] = {0};
  uint32_t h = 0;
  int i;
  state = seed;
  for (i = 0; i < 20000; ++i) {
    int s = (int)(rnd() % 120) - 10;
    counts[grade(s)]++;
    h = h * 37u + (uint32_t)tax((int)(rnd() % 40000));
    h = h * 37u + (uint32_t)op((int)(rnd() % 9), (int)(rnd() % 200) - 100,
                               (int)(rnd() % 21) - 10);
  }
  printf("A=%d B=%d C=%d D=%d F=%d ?=%d hash=%08x\n", counts['A'],
         counts['B'], counts['C'], counts['D'], counts['F'], counts['?'], h);
  return 0;
}
