/* The rest of <stdlib.h>, <string.h> and the clocks for the freestanding
 * Hexagon runtime: what the integer programs of the LLVM test-suite need
 * beyond libc.c (issue 45). Built like libc.c, with -ffreestanding
 * -fno-builtin; the same stock compiler builds it for every variant.
 */
#include <stddef.h>
#include <stdint.h>

#include "stdlib.h"
#include "string.h"
#include "sys/time.h"
#include "time.h"

/* ---- heap ---------------------------------------------------------------
 * A fixed arena cut into blocks of power-of-two sizes. A block's first 8
 * bytes hold its size class; a freed block goes onto the list of its class
 * and serves the next request of that class. Simple, deterministic, and
 * enough for programs that free what they allocate. */
#define ARENA_BYTES (128u << 20)
#define HEADER 8u
#define MIN_CLASS 4u /* 16 bytes */
#define CLASSES 32u

static unsigned char arena[ARENA_BYTES] __attribute__((aligned(16)));
static size_t arena_used;
static void *free_lists[CLASSES];

static unsigned size_class(size_t payload) {
  unsigned c = MIN_CLASS;
  while (c < CLASSES && ((size_t)1 << c) < payload + HEADER)
    ++c;
  return c;
}

void *malloc(size_t n) {
  unsigned c = size_class(n);
  if (c >= CLASSES)
    return NULL;
  unsigned char *block = free_lists[c];
  if (block) {
    free_lists[c] = *(void **)(block + HEADER);
  } else {
    size_t size = (size_t)1 << c;
    if (size > ARENA_BYTES - arena_used)
      return NULL;
    block = arena + arena_used;
    arena_used += size;
  }
  *(uint32_t *)block = c;
  return block + HEADER;
}

void free(void *p) {
  if (!p)
    return;
  unsigned char *block = (unsigned char *)p - HEADER;
  unsigned c = *(uint32_t *)block;
  *(void **)p = free_lists[c];
  free_lists[c] = block;
}

void *calloc(size_t count, size_t size) {
  if (size && count > (size_t)-1 / size)
    return NULL;
  void *p = malloc(count * size);
  if (p)
    memset(p, 0, count * size);
  return p;
}

void *realloc(void *p, size_t n) {
  if (!p)
    return malloc(n);
  unsigned c = *(uint32_t *)((unsigned char *)p - HEADER);
  size_t room = ((size_t)1 << c) - HEADER;
  if (n <= room)
    return p;
  void *q = malloc(n);
  if (q) {
    memcpy(q, p, room);
    free(p);
  }
  return q;
}

/* ---- numbers ----------------------------------------------------------- */
static int is_space(int ch) {
  return ch == ' ' || (ch >= '\t' && ch <= '\r');
}

static int digit_value(int ch) {
  if (ch >= '0' && ch <= '9')
    return ch - '0';
  if (ch >= 'a' && ch <= 'z')
    return ch - 'a' + 10;
  if (ch >= 'A' && ch <= 'Z')
    return ch - 'A' + 10;
  return 99;
}

/* The magnitude of the number at s in base (0: by its prefix), its sign
 * in *negative, and where it ends in *end (s itself when there is none). */
static unsigned long long parse_number(const char *s, char **end, int base,
                                       int *negative) {
  const char *p = s;
  while (is_space(*p))
    ++p;
  *negative = *p == '-';
  if (*p == '-' || *p == '+')
    ++p;
  if ((base == 0 || base == 16) && p[0] == '0' && (p[1] | 32) == 'x' &&
      digit_value(p[2]) < 16) {
    p += 2;
    base = 16;
  } else if (base == 0) {
    base = *p == '0' ? 8 : 10;
  }
  unsigned long long v = 0;
  const char *digits = p;
  for (; digit_value(*p) < base; ++p)
    v = v * (unsigned)base + (unsigned)digit_value(*p);
  if (end)
    *end = (char *)(p == digits ? s : p);
  return v;
}

long long strtoll(const char *s, char **end, int base) {
  int negative;
  unsigned long long v = parse_number(s, end, base, &negative);
  return negative ? -(long long)v : (long long)v;
}

unsigned long long strtoull(const char *s, char **end, int base) {
  int negative;
  unsigned long long v = parse_number(s, end, base, &negative);
  return negative ? -v : v;
}

long strtol(const char *s, char **end, int base) {
  return (long)strtoll(s, end, base);
}

unsigned long strtoul(const char *s, char **end, int base) {
  return (unsigned long)strtoull(s, end, base);
}

int atoi(const char *s) { return (int)strtol(s, NULL, 10); }
long atol(const char *s) { return strtol(s, NULL, 10); }
long long atoll(const char *s) { return strtoll(s, NULL, 10); }

/* ---- strings ----------------------------------------------------------- */
char *strcat(char *dst, const char *src) {
  strcpy(dst + strlen(dst), src);
  return dst;
}

char *strncat(char *dst, const char *src, size_t n) {
  char *d = dst + strlen(dst);
  while (n-- && *src)
    *d++ = *src++;
  *d = '\0';
  return dst;
}

char *strncpy(char *dst, const char *src, size_t n) {
  size_t i = 0;
  for (; i < n && src[i]; ++i)
    dst[i] = src[i];
  for (; i < n; ++i)
    dst[i] = '\0';
  return dst;
}

char *strchr(const char *s, int c) {
  for (;; ++s) {
    if (*s == (char)c)
      return (char *)s;
    if (!*s)
      return NULL;
  }
}

char *strrchr(const char *s, int c) {
  const char *last = NULL;
  for (;; ++s) {
    if (*s == (char)c)
      last = s;
    if (!*s)
      return (char *)last;
  }
}

char *strdup(const char *s) {
  size_t n = strlen(s) + 1;
  char *d = malloc(n);
  return d ? memcpy(d, s, n) : NULL;
}

/* ---- clocks -------------------------------------------------------------
 * The programs time themselves; their reference outputs never hold the
 * times. A clock that stands still keeps runs repeatable. */
clock_t clock(void) { return 0; }

time_t time(time_t *t) {
  if (t)
    *t = 0;
  return 0;
}

int gettimeofday(struct timeval *tv, void *tz) {
  (void)tz;
  if (tv) {
    tv->tv_sec = 0;
    tv->tv_usec = 0;
  }
  return 0;
}
