/* Euclid by subtraction, a bounded number of steps, three-way step with a
 * counter per arm.
 *
 * PARAM in   a   i32 n 1 5000
 * PARAM in   b   i32 n 1 5000
 * PARAM out  r   i32 n
 * PARAM n
 * PARAM scalar steps i32 48
 */
#include "common.h"

KERNEL void gcd_steps(const int *__restrict a, const int *__restrict b, int *__restrict r, int n,
                      int steps) {
  int i = gtid();
  if (i >= n)
    return;
  int x = a[i], y = b[i];
  int na = 0, nb = 0, eq = 0;
  for (int s = 0; s < steps; s++) {
    if (x > y) {
      x -= y;
      na += 3;
    } else if (y > x) {
      y -= x;
      nb += 5;
    } else {
      eq++;
    }
  }
  r[i] = x * 65536 + y + (na ^ nb) * 7 + eq;
}
