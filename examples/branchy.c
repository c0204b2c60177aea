// A small branchy kernel for the rkifc demo: a loop body with a nested
// if/else, a short-circuit condition and a conditional store. Each
// iteration's branches depend on pseudo-random data, so a branch predictor
// cannot learn them; if-conversion turns the body into straight-line code.
int classify(const int *v, int *out, int n) {
  int small = 0, big = 0;
  for (int i = 0; i < n; ++i) {
    int x = v[i];
    if (x < 0) {
      if (x > -100 && (x & 1))
        small += x;
      else
        big -= x;
    } else {
      big += x >> 1;
      if (x > 1000)
        out[i] = x;
    }
  }
  return small * 31 + big;
}
