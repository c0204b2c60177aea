/* && / || chains choosing between three multi-instruction arms.
 *
 * PARAM in   a   i32 n -200 400
 * PARAM in   b   i32 n -200 400
 * PARAM in   c   i32 n 0 20
 * PARAM out  r   i32 n
 * PARAM n
 */
#include "common.h"

KERNEL void andor_chain(const int *__restrict a, const int *__restrict b,
                        const int *__restrict c, int *__restrict r, int n) {
  int i = gtid();
  if (i >= n)
    return;
  int x = a[i], y = b[i], z = c[i];
  int v, w;
  if ((x > 0 && y < 100) || z == (x & 15)) {
    v = x * y + z;
    w = v >> 2;
  } else if (x < -50 || (y > 300 && z > 5)) {
    v = x - y * z;
    w = v ^ 0x55;
  } else {
    v = (x + y) * 7;
    w = v - z * 3;
  }
  r[i] = v * 31 + w;
}
