/* Minimal <sys/time.h> for the freestanding Hexagon runtime (see
 * ../../stdlib.c). */
#ifndef RT_SYS_TIME_H
#define RT_SYS_TIME_H
#include "../time.h"

struct timeval {
  long tv_sec;
  long tv_usec;
};

int gettimeofday(struct timeval *tv, void *tz);
#endif
