/* Issue 13: guards that are all that keeps a load or store away from a null
 * pointer, in the shapes that rkifc once got wrong on ARM.
 *   guarded_mul  the function of the issue: "p && (a & 7)" guards *p; a
 *                conditional compare for the second test was folded into
 *                an unconditional ANDS by the peephole optimizer
 *   guarded_sum  its loop form, converted by the default cost model on
 *                cortex-a57/a72
 *   walk         a conditional load through p, then a conditional bump of
 *                p under another condition with the same condition code;
 *                the post-RA load/store optimizer merged the bump into the
 *                load (a post-indexed load under the wrong flags)
 *   bytes        a guarded byte load through a pointer that the loop bumps
 *                unconditionally; the pre-RA load/store optimizer folded
 *                the bump into the conditional load (Thumb2, cortex-a15)
 *   store_chain  stores through pointers that are null exactly when the
 *                guard is false, in an && chain and an if/else
 * Address 0 is unmapped under qemu, so a wrong predicate is a crash, and a
 * wrong pointer bump changes the checksum. */
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#define N 64
static volatile uint32_t seed = 1357911u;
static uint32_t state;
static int data[N], sink[N];
static int *ptrs[N]; /* about half are null */
static int flag_a[N], flag_b[N], vals[N];
static unsigned char okay[N];

static uint32_t rnd(void) {
  state ^= state << 13;
  state ^= state >> 17;
  state ^= state << 5;
  return state;
}

__attribute__((noinline)) static int guarded_mul(int *p, int a) {
  int r = 0;
  if (p) {
    int m = a & 7;
    int k = m * 5;
    if (m)
      r = *p + k;
    else
      r = k;
  }
  return r;
}

__attribute__((noinline)) static int guarded_sum(int **pp, const int *a,
                                                 int n) {
  int s = 0;
  for (int i = 0; i < n; i++) {
    int *p = pp[i];
    int v = a[i];
    s ^= v;
    if (p) {
      int m = v & 7;
      s += m;
      if (m)
        s += *p;
    }
  }
  return s;
}

__attribute__((noinline)) static int walk(const int *p, const int *a,
                                          const int *b, int n) {
  int s = 0;
  for (int i = 0; i < n; i++) {
    if (a[i])
      s += *p;
    if (b[i])
      p++;
  }
  return s;
}

__attribute__((noinline)) static int bytes(int **pp, const unsigned char *ok,
                                           int n) {
  int s = 0;
  for (int i = 0; i < n; i++) {
    int *p = pp[i];
    if (p && ok[i])
      s += *p;
  }
  return s;
}

__attribute__((noinline)) static void store_chain(int **pp, const int *a,
                                                  int n) {
  for (int i = 0; i < n; i++) {
    int *p = pp[i];
    int v = a[i];
    if (p && (v & 3) != 0)
      *p += v;
    else if (p)
      *p ^= 0x55;
    else
      sink[i] += v;
  }
}

int main(void) {
  uint32_t h = 0;
  state = seed;
  for (int r = 0; r < 100; ++r) {
    for (int i = 0; i < N; ++i) {
      uint32_t x = rnd();
      data[i] = (int)(x % 1000) - 300;
      vals[i] = (int)((x >> 10) % 64);
      ptrs[i] = (x >> 20) & 1 ? &data[(x >> 21) % N] : NULL;
      flag_a[i] = (x >> 3) & 1;
      flag_b[i] = ((x >> 7) % 3) == 0;
      okay[i] = (x >> 11) % 4 != 0;
    }
    for (int i = 0; i < N; ++i)
      h = h * 31u + (uint32_t)guarded_mul(ptrs[i], vals[i]);
    h = h * 31u + (uint32_t)guarded_sum(ptrs, vals, N);
    /* walk moves at most N/2 elements ahead: flag_b is set a third of
     * the time, and the walk reads data[] through at most N steps. */
    h = h * 31u + (uint32_t)walk(data, flag_a, flag_b, N / 2);
    h = h * 31u + (uint32_t)bytes(ptrs, okay, N);
    store_chain(ptrs, vals, N);
    for (int i = 0; i < N; ++i)
      h = h * 31u + (uint32_t)data[i] + (uint32_t)sink[i];
  }
  printf("%u\n", h);
  return 0;
}
