/* Per-thread hash rounds; each round takes one of two mixing arms on a
 * bit of the state, then one of two accumulation arms on another bit.
 *
 * PARAM in   a   i32 n 0 2147483647
 * PARAM out  r   i32 n
 * PARAM n
 * PARAM scalar rounds i32 24
 */
#include "common.h"

KERNEL void hash_mix(const int *__restrict a, int *__restrict r, int n, int rounds) {
  int i = gtid();
  if (i >= n)
    return;
  unsigned h = (unsigned)a[i];
  unsigned acc = 0;
  for (int k = 0; k < rounds; k++) {
    if (h & 1) {
      h = h * 0x9E3779B1u;
      h ^= h >> 15;
    } else {
      h = (h << 7) | (h >> 25);
      h += 0x7F4A7C15u;
    }
    if (h & 0x100) {
      acc += h >> 3;
      acc = acc * 3;
    } else {
      acc ^= h;
      acc += 17;
    }
  }
  r[i] = (int)(acc ^ h);
}
