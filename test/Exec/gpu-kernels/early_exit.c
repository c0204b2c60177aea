/* A per-thread scan that leaves its loop early when a running sum passes
 * a limit; the loop body has an if/else of several instructions before
 * the exit test, so regions have exits.
 *
 * PARAM in   a   i32 n*24 -100 160
 * PARAM out  r   i32 n
 * PARAM n
 * PARAM scalar k i32 24
 * PARAM scalar limit i32 900
 */
#include "common.h"

KERNEL void early_exit(const int *__restrict a, int *__restrict r, int n, int k, int limit) {
  int i = gtid();
  if (i >= n)
    return;
  int sum = 0, neg = 0, j = 0, last = 0;
  for (; j < k; j++) {
    int v = a[j * n + i];
    if (v < 0) {
      sum -= v >> 1;
      neg += 1;
      last = v * 3;
    } else {
      sum += v;
      last = v ^ (sum & 0xff);
    }
    if (sum > limit)
      break;
  }
  r[i] = sum * 64 + j * 4096 * 16 + neg + (last & 63) * 1024;
}
