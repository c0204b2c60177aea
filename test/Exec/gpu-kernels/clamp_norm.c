/* Clamp with soft reflection, then normalise a 2-vector whose L1 norm is
 * out of range; flags record which arms ran. Float arithmetic (with a
 * division) in the arms; the result is stored after the joins.
 *
 * PARAM in   a   f32 n -3.0 3.0
 * PARAM in   b   f32 n -3.0 3.0
 * PARAM out  rf  f32 n
 * PARAM out  ri  i32 n
 * PARAM n
 * PARAM scalar lo f32 -1.5
 * PARAM scalar hi f32 2.0
 */
#include "common.h"

KERNEL void clamp_norm(const float *__restrict a, const float *__restrict b, float *__restrict rf,
                       int *__restrict ri, int n, float lo, float hi) {
  int i = gtid();
  if (i >= n)
    return;
  float x = a[i], y = b[i];
  int flags = 0;
  if (x < lo) {
    x = lo - (x - lo) * 0.25f;
    y = y * 0.5f + 0.125f;
    flags |= 1;
  } else if (x > hi) {
    x = hi - (x - hi) * 0.25f;
    y = y * 0.75f - 0.25f;
    flags |= 2;
  }
  float m = __builtin_fabsf(x) + __builtin_fabsf(y);
  if (m > 2.5f) {
    x = x / m;
    y = y / m;
    flags |= 4;
  } else if (m < 0.5f) {
    x = x * 4.0f + 0.5f;
    y = y * 4.0f - 0.5f;
    flags |= 8;
  }
  rf[i] = x * 3.0f - y;
  ri[i] = flags;
}
