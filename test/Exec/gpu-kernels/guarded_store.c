/* A store under a divergent condition (rkifc cannot predicate it on NVPTX,
 * so its branch stays), next to an arithmetic diamond that can go. The
 * runner fills every output with a sentinel before each launch, so the
 * elements the guarded store skips are well-defined too.
 *
 * PARAM in   a   i32 n -1000 1000
 * PARAM out  r   i32 n
 * PARAM out  s   i32 n
 * PARAM n
 */
#include "common.h"

KERNEL void guarded_store(const int *__restrict a, int *__restrict r, int *__restrict s, int n) {
  int i = gtid();
  if (i >= n)
    return;
  int x = a[i];
  int v;
  if (x > 0) {
    v = x * 5 + 1;
    v ^= v >> 2;
  } else {
    v = x * x - 3;
    v += v >> 4;
  }
  r[i] = v;
  if (x & 4)
    s[i] = v * 3 + x;
}
