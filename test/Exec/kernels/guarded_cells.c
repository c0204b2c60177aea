/* Issue 44: a random guarded-access loop kernel from a generator that is not
 * the project's own. Pointers into one small shared array, the same guarded
 * pointer updated twice in a row, updates after an if/else whose arms also
 * update through it, loads overwritten before use, repeated conditions. */
#include <stdio.h>

#define N 64
static void rk_print_u32(const char *name, unsigned int v) {
  printf("%s %08x\n", name, v);
}
static int cells[8];
static int *pp[N];
static int a[N], b[N], out[N];

__attribute__((noinline)) unsigned kern(int *const *pp, const int *a,
                                        const int *b, int *out, int n) {
    unsigned v0 = 637u, v1 = 261u, v2 = 759u, v3 = 367u;
    for (int i = 0; i < n; i++) {
        int *p = pp[i];
        int *q = pp[(i + 5) & (N - 1)];
        v0 = v1 + v0;
        if ((a[i] & 3) || (p != 0)) { v0 = (v0 >> 4); v2 = v3 * 3; }
        if ((q != 0) && (b[i] > 0)) {
            if ((p != 0) && (p != 0)) {
                v1 = (v3 >> 5);
                if ((v3 < 2) && (v0 < 7)) { v0 = v2 ^ (unsigned)a[i]; *q += (int)v2; }
            } else {
                if (a[i] & 3) { *q += (int)v3; *q += (int)v3; v1 = v1 ^ (unsigned)a[i]; }
                else { v2 = v0 + v2; v0 = v1 ^ (unsigned)a[i]; }
                *q += (int)v2;
            }
        } else {
            v0 = (unsigned)a[i] & 255;
            v2 = v0 * 9;
            if ((q != 0) || (b[i] > 1000)) { if (q != 0) { v2 = v3 + v1; } }
        }
        out[(i + 42) & 63] += (int)v1;
        if ((p != 0) || (a[i] & 2)) {
            v1 = v3 + 5;
            if ((v1 & 8) || (v2 & 2)) {
                if (v3 & 1) { v1 = v2 + v1; v3 = (unsigned)a[i] & 31; }
                else { v0 = (unsigned)a[i] & 7; }
                v2 = v2 + v2;
            } else {
                if ((p != 0) || (q != 0)) { v3 = (unsigned)a[i] & 31; v2 = (unsigned)a[i] & 255; }
                else { v2 = v3 * 5; v1 = v1 * 5; out[(i + 36) & 63] += (int)v0; }
                v1 = (unsigned)(b[i] < 5);
                v2 = v1 + 2;
            }
        } else {
            if ((b[i] > 255) && (p != 0)) {
                if ((b[i] > 0) && (a[i] & 3)) { out[(i + 24) & 63] += (int)v0; }
                else { *p += (int)v1; v2 = v3 - (unsigned)b[i]; }
                if (q != 0) { v2 = v2 + (unsigned)*p; v2 = (unsigned)q[0] * 3u; v2 = (unsigned)(b[i] < 9); }
                else { v1 = (unsigned)p[0] * 3u; out[(i + 25) & 63] += (int)v1; }
            }
            v0 = (unsigned)(b[i] < 1);
            v1 = v3 - (unsigned)b[i];
        }
    }
    return v0 ^ (v1 * 3u) ^ (v2 * 5u) ^ (v3 * 7u);
}

int main(void) {
    unsigned z = 5u * 2654435761u + 1u, h = 0;
    for (int i = 0; i < N; i++) {
        z = z * 1103515245u + 12345u;
        pp[i] = (z >> 16) % 3 ? &cells[i & 7] : 0;
        a[i] = (int)((z >> 8) & 255) - 64;
        b[i] = (int)((z >> 20) & 1023) - 200;
        cells[i & 7] = (int)(z & 63);
    }
    unsigned s = 0;
    for (int rep = 0; rep < 4; rep++) s = s * 31u + kern(pp, a, b, out, N - rep);
    for (int i = 0; i < N; i++) h = h * 33u + (unsigned)out[i];
    for (int i = 0; i < 8; i++) h = h * 33u + (unsigned)cells[i];
    rk_print_u32("kern", s);
    rk_print_u32("mem", h);
    return 0;
}
