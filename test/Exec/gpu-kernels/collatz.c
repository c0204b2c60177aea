/* Collatz steps with a bounded trip count and a data-dependent exit
 * (x == 1); the odd and even arms update different counters and the odd
 * arm tracks the peak.
 *
 * PARAM in   a   i32 n 1 100000
 * PARAM out  r   i32 n
 * PARAM n
 * PARAM scalar steps i32 96
 */
#include "common.h"

KERNEL void collatz(const int *__restrict a, int *__restrict r, int n, int steps) {
  int i = gtid();
  if (i >= n)
    return;
  unsigned x = (unsigned)a[i];
  unsigned peak = x;
  int odd = 0, even = 0;
  for (int s = 0; s < steps && x != 1; s++) {
    if (x & 1) {
      x = 3 * x + 1;
      odd++;
      peak = peak > x ? peak : x;
    } else {
      x >>= 1;
      even += 2;
    }
  }
  r[i] = (int)((peak ^ x) + (unsigned)odd * 1000 + (unsigned)even);
}
