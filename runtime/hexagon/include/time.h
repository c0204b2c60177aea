/* Minimal <time.h> for the freestanding Hexagon runtime (see ../stdlib.c):
 * clocks that stand still. */
#ifndef RT_TIME_H
#define RT_TIME_H
#include <stddef.h>

typedef long time_t;
typedef long clock_t;
#define CLOCKS_PER_SEC 1000000L

clock_t clock(void);
time_t time(time_t *t);
#endif
