/* Two levels of if/else on two inputs, several instructions in each of the
 * four leaves; one store after the join.
 *
 * PARAM in   a   i32 n -2000 2000
 * PARAM in   b   i32 n -2000 2000
 * PARAM out  r   i32 n
 * PARAM n
 */
#include "common.h"

KERNEL void nested_ifelse(const int *__restrict a, const int *__restrict b, int *__restrict r,
                          int n) {
  int i = gtid();
  if (i >= n)
    return;
  int x = a[i], y = b[i];
  int p, q;
  if (x > y) {
    if (x > 2 * y) {
      p = x * 3 - y;
      q = p ^ (x >> 2);
    } else {
      p = x - y * 5;
      q = p + 11;
    }
  } else {
    if (y - x > 100) {
      p = y * y - x;
      q = p >> 3;
    } else {
      p = x + y + 7;
      q = p * 13;
    }
  }
  r[i] = p ^ (q << 1);
}
