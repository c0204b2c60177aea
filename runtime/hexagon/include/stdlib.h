/* Minimal <stdlib.h> for the freestanding Hexagon runtime (see ../libc.c). */
#ifndef RT_STDLIB_H
#define RT_STDLIB_H
#include <stddef.h>

#define EXIT_SUCCESS 0
#define EXIT_FAILURE 1

void exit(int status) __attribute__((noreturn));
void abort(void) __attribute__((noreturn));
int abs(int x);
long labs(long x);
long long llabs(long long x);
#endif
