/* 64-bit and 16-bit values through if/else arms, so the joins need
 * selp.b64 and 16-bit selects as well as selp.b32.
 *
 * PARAM in   a   i32 n -30000 30000
 * PARAM in   b   i32 n -30000 30000
 * PARAM out  lo  i32 n
 * PARAM out  hi  i32 n
 * PARAM out  sh  i32 n
 * PARAM n
 */
#include "common.h"

KERNEL void wide_types(const int *__restrict a, const int *__restrict b, int *__restrict lo,
                       int *__restrict hi, int *__restrict sh, int n) {
  int i = gtid();
  if (i >= n)
    return;
  long long x = a[i], y = b[i];
  short s = (short)a[i], t = (short)b[i];
  long long w;
  short u;
  if (x > y) {
    w = x * 0x10001LL + (y << 20);
    w ^= w >> 7;
    u = (short)(s * 3 - t);
  } else {
    w = (y - x) * (x | 0x55) - 12345;
    w += w >> 5;
    u = (short)(t ^ (s << 2));
  }
  if ((x & 3) == (y & 3)) {
    w = w * 7 - 1;
    u = (short)(u + 100);
  }
  lo[i] = (int)w;
  hi[i] = (int)(w >> 32);
  sh[i] = u;
}
