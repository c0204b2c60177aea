/* A small state machine: a tokenizer over a pseudo-random byte stream
 * (numbers, identifiers, operators, comments, whitespace). Each step
 * branches on both the state and the input character. */
#include <stdint.h>
#include <stdio.h>

#define LEN 8192
enum { S_START, S_NUM, S_IDENT, S_SLASH, S_COMMENT, S_OP };

static volatile uint32_t seed = 2024u;
static uint32_t state;
static char text[LEN];

static uint32_t rnd(void) {
  state = state * 1664525u + 1013904223u;
  return state >> 9;
}

static const char alphabet[] = "abcxyz_019 7/*+-\n=  (;)";

__attribute__((noinline)) static void tokenize(const char *s, int n,
                                               int counts[6], uint32_t *h) {
  int st = S_START, i;
  uint32_t value = 0; /* long digit runs wrap, harmlessly */
  for (i = 0; i < n; ++i) {
    char c = s[i];
    int digit = c >= '0' && c <= '9';
    int alpha = (c >= 'a' && c <= 'z') || c == '_';
    switch (st) {
    case S_NUM:
      if (digit) {
        value = value * 10u + (uint32_t)(c - '0');
        continue;
      }
      *h = *h * 131u + value;
      counts[S_NUM]++;
      st = S_START;
      break;
    case S_IDENT:
      if (alpha || digit)
        continue;
      counts[S_IDENT]++;
      st = S_START;
      break;
    case S_SLASH:
      if (c == '*') {
        st = S_COMMENT;
        continue;
      }
      counts[S_OP]++;
      st = S_START;
      break;
    case S_COMMENT:
      if (c == '\n' || (c == '/' && i > 0 && s[i - 1] == '*')) {
        counts[S_COMMENT]++;
        st = S_START;
      }
      continue;
    }
    /* S_START, or a token just ended: look at c afresh. */
    if (digit) {
      st = S_NUM;
      value = (uint32_t)(c - '0');
    } else if (alpha) {
      st = S_IDENT;
    } else if (c == '/') {
      st = S_SLASH;
    } else if (c == ' ' || c == '\n') {
      counts[S_START]++;
    } else {
      counts[S_OP]++;
      *h ^= (uint32_t)c;
    }
  }
}

int main(void) {
  int counts[6] = {0};
  uint32_t h = 0;
  int r, i;
  state = seed;
  for (r = 0; r < 8; ++r) {
    for (i = 0; i < LEN; ++i)
      text[i] = alphabet[rnd() % (sizeof(alphabet) - 1)];
    tokenize(text, LEN, counts, &h);
  }
  printf("space=%d num=%d ident=%d op=%d comment=%d hash=%08x\n",
         counts[S_START], counts[S_NUM], counts[S_IDENT], counts[S_OP],
         counts[S_COMMENT], h);
  return 0;
}
