/* Per-thread binary search of a key in a shared sorted table of m ints,
 * with a different running mix on each side of the comparison, so each
 * step is a diamond of several instructions (not one select).
 *
 * PARAM in   key i32 n 0 1000000
 * PARAM in   tab i32 1024 0 1000000 sorted
 * PARAM out  r   i32 n
 * PARAM n
 * PARAM scalar m i32 1024
 */
#include "common.h"

KERNEL void bsearch(const int *__restrict key, const int *__restrict tab, int *__restrict r,
                    int n, int m) {
  int i = gtid();
  if (i >= n)
    return;
  int x = key[i];
  int lo = 0, hi = m, acc = 0, left = 0;
  while (lo < hi) {
    int mid = (lo + hi) >> 1;
    int t = tab[mid];
    if (t < x) {
      lo = mid + 1;
      acc += (t & 7) * 3;
    } else {
      hi = mid;
      acc ^= t >> 4;
      left++;
    }
  }
  r[i] = lo * 4096 + (acc & 1023) * 4 + (left & 3);
}
