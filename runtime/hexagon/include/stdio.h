/* Minimal <stdio.h> for the freestanding Hexagon runtime (see ../libc.c).
 * A FILE* is just the file descriptor number cast to a pointer. */
#ifndef RT_STDIO_H
#define RT_STDIO_H
#include <stdarg.h>
#include <stddef.h>

typedef struct rt_file FILE;
#define stdout ((FILE *)1)
#define stderr ((FILE *)2)
#define EOF (-1)

int printf(const char *fmt, ...);
int fprintf(FILE *f, const char *fmt, ...);
int snprintf(char *str, size_t size, const char *fmt, ...);
int vprintf(const char *fmt, va_list ap);
int vfprintf(FILE *f, const char *fmt, va_list ap);
int vsnprintf(char *str, size_t size, const char *fmt, va_list ap);
int putchar(int c);
int puts(const char *s);
int fflush(FILE *f);
#endif
