/* Minimal <assert.h> for the freestanding Hexagon runtime (see ../libc.c).
 * Not guarded: the C standard lets a file re-include it after changing
 * NDEBUG. */
#undef assert
#ifdef NDEBUG
#define assert(e) ((void)0)
#else
void __rt_assert_fail(const char *expr, const char *file, int line)
    __attribute__((noreturn));
#define assert(e) ((e) ? (void)0 : __rt_assert_fail(#e, __FILE__, __LINE__))
#endif
