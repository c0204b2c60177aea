/* Minimal C runtime for freestanding Hexagon test programs.
 *
 * There is no Hexagon libc on the test machines, so this provides just what
 * the difftest kernels and csmith programs use: write/exit through qemu's
 * Linux syscall ABI, a buffered printf, the mem and str functions the
 * compiler may call, and the integer division helpers that LLVM's Hexagon
 * backend calls (Hexagon has no divide instruction).
 *
 * Build with -ffreestanding -fno-builtin so the loops below are not turned
 * back into calls to the very functions they implement.  The same stock
 * compiler builds this file for every variant, so it is not under test.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include "stdio.h"
#include "stdlib.h"
#include "string.h"

/* ---- syscalls: trap0(#1), number in r6, arguments in r0..r5 ---------- */

#define SYS_write 64
#define SYS_exit_group 94

static long syscall3(long nr, long a, long b, long c) {
  register long r0 __asm__("r0") = a;
  register long r1 __asm__("r1") = b;
  register long r2 __asm__("r2") = c;
  register long r6 __asm__("r6") = nr;
  __asm__ volatile("trap0(#1)"
                   : "+r"(r0)
                   : "r"(r1), "r"(r2), "r"(r6)
                   : "memory");
  return r0;
}

long write(int fd, const void *buf, unsigned long n) {
  return syscall3(SYS_write, fd, (long)buf, (long)n);
}

/* ---- output buffering: one buffer for stdout, flushed at exit --------- */

static char outbuf[4096];
static unsigned outlen;

static void flush_out(void) {
  unsigned off = 0;
  while (off < outlen) {
    long n = write(1, outbuf + off, outlen - off);
    if (n <= 0)
      break;
    off += (unsigned)n;
  }
  outlen = 0;
}

static void out_char(char c) {
  if (outlen == sizeof(outbuf))
    flush_out();
  outbuf[outlen++] = c;
}

void exit(int status) {
  flush_out();
  for (;;)
    syscall3(SYS_exit_group, status, 0, 0);
}

void abort(void) {
  static const char msg[] = "abort()\n";
  flush_out();
  write(2, msg, sizeof(msg) - 1);
  exit(134);
}

void __rt_assert_fail(const char *expr, const char *file, int line) {
  flush_out();
  fprintf(stderr, "%s:%d: assertion failed: %s\n", file, line, expr);
  exit(134);
}

/* ---- integer division helpers ------------------------------------------
 * Names and signatures are the ones LLVM's Hexagon backend calls. Plain
 * shift-and-subtract: slow but obviously correct, and the programs divide
 * rarely. Division by zero is undefined in C; we return 0 / the dividend.
 */

static uint64_t udivmod64(uint64_t n, uint64_t d, uint64_t *rem) {
  uint64_t q = 0, r = 0;
  int i;
  if (d == 0) {
    *rem = n;
    return 0;
  }
  if ((n >> 32) == 0 && (d >> 32) == 0) {
    /* Common case: 32-bit operands need only 32 steps. */
    uint32_t n32 = (uint32_t)n, d32 = (uint32_t)d, q32 = 0, r32 = 0;
    for (i = 31; i >= 0; --i) {
      /* r32 < d32 here, so (r32 << 1) may need 33 bits: track the top. */
      uint32_t top = r32 >> 31;
      r32 = (r32 << 1) | ((n32 >> i) & 1u);
      if (top || r32 >= d32) {
        r32 -= d32;
        q32 |= 1u << i;
      }
    }
    *rem = r32;
    return q32;
  }
  for (i = 63; i >= 0; --i) {
    uint64_t top = r >> 63;
    r = (r << 1) | ((n >> i) & 1u);
    if (top || r >= d) {
      r -= d;
      q |= (uint64_t)1 << i;
    }
  }
  *rem = r;
  return q;
}

uint32_t __hexagon_udivsi3(uint32_t n, uint32_t d) {
  uint64_t r;
  return (uint32_t)udivmod64(n, d, &r);
}

uint32_t __hexagon_umodsi3(uint32_t n, uint32_t d) {
  uint64_t r;
  udivmod64(n, d, &r);
  return (uint32_t)r;
}

int32_t __hexagon_divsi3(int32_t n, int32_t d) {
  uint64_t r;
  uint32_t un = n < 0 ? 0u - (uint32_t)n : (uint32_t)n;
  uint32_t ud = d < 0 ? 0u - (uint32_t)d : (uint32_t)d;
  uint32_t q = (uint32_t)udivmod64(un, ud, &r);
  return (int32_t)(((n < 0) != (d < 0)) ? 0u - q : q);
}

int32_t __hexagon_modsi3(int32_t n, int32_t d) {
  uint64_t r;
  uint32_t un = n < 0 ? 0u - (uint32_t)n : (uint32_t)n;
  uint32_t ud = d < 0 ? 0u - (uint32_t)d : (uint32_t)d;
  udivmod64(un, ud, &r);
  /* The remainder takes the sign of the dividend. */
  return (int32_t)(n < 0 ? 0u - (uint32_t)r : (uint32_t)r);
}

uint64_t __hexagon_udivdi3(uint64_t n, uint64_t d) {
  uint64_t r;
  return udivmod64(n, d, &r);
}

uint64_t __hexagon_umoddi3(uint64_t n, uint64_t d) {
  uint64_t r;
  udivmod64(n, d, &r);
  return r;
}

int64_t __hexagon_divdi3(int64_t n, int64_t d) {
  uint64_t r;
  uint64_t un = n < 0 ? 0u - (uint64_t)n : (uint64_t)n;
  uint64_t ud = d < 0 ? 0u - (uint64_t)d : (uint64_t)d;
  uint64_t q = udivmod64(un, ud, &r);
  return (int64_t)(((n < 0) != (d < 0)) ? 0u - q : q);
}

int64_t __hexagon_moddi3(int64_t n, int64_t d) {
  uint64_t r;
  uint64_t un = n < 0 ? 0u - (uint64_t)n : (uint64_t)n;
  uint64_t ud = d < 0 ? 0u - (uint64_t)d : (uint64_t)d;
  udivmod64(un, ud, &r);
  return (int64_t)(n < 0 ? 0u - r : r);
}

/* ---- memory and string functions ------------------------------------- */

void *memcpy(void *dst, const void *src, size_t n) {
  unsigned char *d = dst;
  const unsigned char *s = src;
  while (n--)
    *d++ = *s++;
  return dst;
}

/* The backend calls this for large, aligned struct copies. */
void *__hexagon_memcpy_likely_aligned_min32bytes_mult8bytes(void *dst,
                                                             const void *src,
                                                             size_t n) {
  return memcpy(dst, src, n);
}

void *memmove(void *dst, const void *src, size_t n) {
  unsigned char *d = dst;
  const unsigned char *s = src;
  if (d < s) {
    while (n--)
      *d++ = *s++;
  } else {
    while (n--)
      d[n] = s[n];
  }
  return dst;
}

void *memset(void *dst, int c, size_t n) {
  unsigned char *d = dst;
  while (n--)
    *d++ = (unsigned char)c;
  return dst;
}

int memcmp(const void *a, const void *b, size_t n) {
  const unsigned char *x = a, *y = b;
  for (; n; --n, ++x, ++y)
    if (*x != *y)
      return *x < *y ? -1 : 1;
  return 0;
}

size_t strlen(const char *s) {
  size_t n = 0;
  while (s[n])
    ++n;
  return n;
}

int strcmp(const char *a, const char *b) {
  const unsigned char *x = (const unsigned char *)a;
  const unsigned char *y = (const unsigned char *)b;
  while (*x && *x == *y)
    ++x, ++y;
  return *x < *y ? -1 : *x > *y;
}

int strncmp(const char *a, const char *b, size_t n) {
  const unsigned char *x = (const unsigned char *)a;
  const unsigned char *y = (const unsigned char *)b;
  for (; n; --n, ++x, ++y) {
    if (*x != *y)
      return *x < *y ? -1 : 1;
    if (!*x)
      break;
  }
  return 0;
}

char *strcpy(char *dst, const char *src) {
  char *d = dst;
  while ((*d++ = *src++))
    ;
  return dst;
}

int abs(int x) { return x < 0 ? -x : x; }
long labs(long x) { return x < 0 ? -x : x; }
long long llabs(long long x) { return x < 0 ? -x : x; }

/* ---- printf ------------------------------------------------------------
 * Enough for csmith ("checksum = %X", "%lX", "%d", "%s") and the kernels:
 * flags '-' and '0', a field width, length h/hh/l/ll/z, and conversions
 * d i u x X o c s p %. Streams other than stdout are written unbuffered.
 */

struct sink {
  int fd;           /* 1: buffered stdout; other: direct write */
  char *str;        /* snprintf target, or NULL */
  size_t size, len; /* for snprintf: capacity and chars produced */
};

static void put(struct sink *s, char c) {
  if (s->str) {
    if (s->len + 1 < s->size)
      s->str[s->len] = c;
  } else if (s->fd == 1) {
    out_char(c);
  } else {
    write(s->fd, &c, 1);
  }
  s->len++;
}

static void put_padded(struct sink *s, const char *p, size_t n, int width,
                       int left, char pad) {
  int fill = width > (int)n ? width - (int)n : 0;
  if (!left)
    while (fill-- > 0)
      put(s, pad);
  while (n--)
    put(s, *p++);
  if (left)
    while (fill-- > 0)
      put(s, ' ');
}

static void format(struct sink *s, const char *fmt, va_list ap) {
  for (; *fmt; ++fmt) {
    char buf[24], *p, pad = ' ';
    int left = 0, width = 0, lng = 0, neg = 0, base = 10, upper = 0;
    uint64_t v;

    if (*fmt != '%') {
      put(s, *fmt);
      continue;
    }
    ++fmt;
    for (;; ++fmt) {
      if (*fmt == '-')
        left = 1;
      else if (*fmt == '0')
        pad = '0';
      else
        break;
    }
    while (*fmt >= '0' && *fmt <= '9')
      width = width * 10 + (*fmt++ - '0');
    for (;; ++fmt) {
      if (*fmt == 'l')
        ++lng;
      else if (*fmt != 'h' && *fmt != 'z')
        break; /* h/hh: the value was promoted to int anyway */
    }
    switch (*fmt) {
    case '\0':
      return;
    case '%':
      put(s, '%');
      continue;
    case 'c':
      buf[0] = (char)va_arg(ap, int);
      put_padded(s, buf, 1, width, left, ' ');
      continue;
    case 's': {
      const char *str = va_arg(ap, const char *);
      if (!str)
        str = "(null)";
      put_padded(s, str, strlen(str), width, left, ' ');
      continue;
    }
    case 'p':
      v = (uintptr_t)va_arg(ap, void *);
      base = 16;
      put(s, '0');
      put(s, 'x');
      break;
    case 'd':
    case 'i': {
      int64_t sv = lng >= 2 ? va_arg(ap, long long)
                 : lng == 1 ? va_arg(ap, long)
                            : va_arg(ap, int);
      neg = sv < 0;
      v = neg ? 0u - (uint64_t)sv : (uint64_t)sv;
      break;
    }
    case 'X':
      upper = 1;
      /* fall through */
    case 'x':
    case 'o':
    case 'u':
      base = *fmt == 'u' ? 10 : *fmt == 'o' ? 8 : 16;
      v = lng >= 2 ? va_arg(ap, unsigned long long)
        : lng == 1 ? va_arg(ap, unsigned long)
                   : va_arg(ap, unsigned);
      break;
    default: /* unknown conversion: print it verbatim */
      put(s, '%');
      put(s, *fmt);
      continue;
    }
    /* Render digits backwards into buf. */
    p = buf + sizeof(buf);
    do {
      unsigned d = (unsigned)(v % (unsigned)base);
      *--p = (char)(d < 10 ? '0' + d : (upper ? 'A' : 'a') + d - 10);
      v /= (unsigned)base;
    } while (v);
    if (neg) {
      if (pad == '0' && !left) {
        put(s, '-'); /* sign goes before zero padding */
        if (width)
          --width;
      } else {
        *--p = '-';
      }
    }
    put_padded(s, p, (size_t)(buf + sizeof(buf) - p), width, left,
               left ? ' ' : pad);
  }
}

int vfprintf(FILE *f, const char *fmt, va_list ap) {
  struct sink s = {(int)(intptr_t)f, NULL, 0, 0};
  format(&s, fmt, ap);
  return (int)s.len;
}

int fprintf(FILE *f, const char *fmt, ...) {
  va_list ap;
  int n;
  va_start(ap, fmt);
  n = vfprintf(f, fmt, ap);
  va_end(ap);
  return n;
}

int vprintf(const char *fmt, va_list ap) { return vfprintf(stdout, fmt, ap); }

int printf(const char *fmt, ...) {
  va_list ap;
  int n;
  va_start(ap, fmt);
  n = vfprintf(stdout, fmt, ap);
  va_end(ap);
  return n;
}

int vsnprintf(char *str, size_t size, const char *fmt, va_list ap) {
  struct sink s = {0, str, size, 0};
  format(&s, fmt, ap);
  if (size)
    str[s.len < size ? s.len : size - 1] = '\0';
  return (int)s.len;
}

int snprintf(char *str, size_t size, const char *fmt, ...) {
  va_list ap;
  int n;
  va_start(ap, fmt);
  n = vsnprintf(str, size, fmt, ap);
  va_end(ap);
  return n;
}

int putchar(int c) {
  out_char((char)c);
  return (unsigned char)c;
}

int puts(const char *str) {
  while (*str)
    out_char(*str++);
  out_char('\n');
  return 1;
}

int fflush(FILE *f) {
  if (f == stdout)
    flush_out();
  return 0;
}
