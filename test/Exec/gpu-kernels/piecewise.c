/* Per-thread loop over k floats evaluating a four-piece polynomial (one
 * piece divides) and accumulating; the pieces are an if/else-if chain.
 *
 * PARAM in   a   f32 n*16 -2.5 2.5
 * PARAM out  r   f32 n
 * PARAM n
 * PARAM scalar k i32 16
 */
#include "common.h"

KERNEL void piecewise(const float *__restrict a, float *__restrict r, int n, int k) {
  int i = gtid();
  if (i >= n)
    return;
  float acc = 0.0f;
  for (int j = 0; j < k; j++) {
    float x = a[j * n + i];
    float y;
    if (x < -1.0f)
      y = ((0.5f * x + 1.25f) * x - 2.0f) * x + 0.1f;
    else if (x < 0.0f)
      y = (x * x - 0.75f) * x;
    else if (x < 1.0f)
      y = (1.5f * x - 0.5f) * x * x + 0.25f;
    else
      y = 2.0f * x - 1.0f + 0.125f / x;
    acc = acc * 0.5f + y;
  }
  r[i] = acc;
}
