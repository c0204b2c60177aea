/* Per-thread five-way classifier: each thread reads k values (strided so a
 * warp's loads coalesce) and counts them into five buckets, each bucket
 * also keeping its own running mix. The if/else-if chain has five arms of
 * two or three instructions each, more than IR SimplifyCFG flattens.
 *
 * PARAM in   a   i32 n*16 -1000 1000
 * PARAM out  r   i32 n
 * PARAM n
 * PARAM scalar k i32 16
 */
#include "common.h"

KERNEL void classify5(const int *__restrict a, int *__restrict r, int n, int k) {
  int i = gtid();
  if (i >= n)
    return;
  int c0 = 0, c1 = 0, c2 = 0, c3 = 0, c4 = 0;
  int s0 = 0, s1 = 0, s2 = 0, s3 = 0, s4 = 1;
  for (int j = 0; j < k; j++) {
    int v = a[j * n + i];
    if (v < -500) {
      c0 += 1;
      s0 += v * 3;
    } else if (v < -100) {
      c1 += 1;
      s1 ^= v << 2;
    } else if (v < 100) {
      c2 += 1;
      s2 += v * v;
    } else if (v < 500) {
      c3 += 1;
      s3 -= v >> 1;
    } else {
      c4 += 1;
      s4 = s4 * 5 + v;
    }
  }
  r[i] = (c0 | c1 << 5 | c2 << 10 | c3 << 15 | c4 << 20) ^ (s0 + s1 + s2 + s3 + s4);
}
