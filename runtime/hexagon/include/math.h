/* Minimal <math.h> for the freestanding Hexagon runtime. csmith.h includes
 * it for its (normally unused) floating-point safe-math helpers; these
 * builtins are enough for those to compile. No floating-point code is
 * linked in: programs that really compute with floats are out of scope. */
#ifndef RT_MATH_H
#define RT_MATH_H
#define fabs(x) __builtin_fabs(x)
#define fabsf(x) __builtin_fabsf(x)
#define ldexp(x, e) __builtin_ldexp(x, e)
#define ldexpf(x, e) __builtin_ldexpf(x, e)
#endif
