/* Pointer chasing: a singly linked list in a static pool, with sorted
 * insertion, conditional unlinking and searches; every step is a load
 * whose address comes from the previous load. */
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#define POOL 600
struct node {
  struct node *next;
  int key;
  int val;
};

static volatile uint32_t seed = 777u;
static uint32_t state;
static struct node pool[POOL];
static struct node *free_list;

static uint32_t rnd(void) {
  state ^= state << 13;
  state ^= state >> 17;
  state ^= state << 5;
  return state;
}

static struct node *alloc(void) {
  struct node *n = free_list;
  if (n)
    free_list = n->next;
  return n;
}

__attribute__((noinline)) static struct node *insert(struct node *head,
                                                     int key, int val) {
  struct node **pp = &head, *n;
  while (*pp && (*pp)->key < key)
    pp = &(*pp)->next;
  if (*pp && (*pp)->key == key) {
    (*pp)->val += val; /* existing key: update */
    return head;
  }
  n = alloc();
  if (!n)
    return head;
  n->key = key;
  n->val = val;
  n->next = *pp;
  *pp = n;
  return head;
}

__attribute__((noinline)) static struct node *remove_if(struct node *head,
                                                        int mod) {
  struct node **pp = &head;
  while (*pp) {
    struct node *n = *pp;
    if (n->val % mod == 0) {
      *pp = n->next;
      n->next = free_list;
      free_list = n;
    } else {
      pp = &n->next;
    }
  }
  return head;
}

__attribute__((noinline)) static int find(const struct node *n, int key) {
  for (; n; n = n->next) {
    if (n->key == key)
      return n->val;
    if (n->key > key)
      break;
  }
  return -1;
}

int main(void) {
  struct node *head = NULL;
  const struct node *n;
  uint32_t h = 0;
  int i, len = 0;
  for (i = 0; i < POOL; ++i)
    pool[i].next = i + 1 < POOL ? &pool[i + 1] : NULL;
  free_list = pool;
  state = seed;
  for (i = 0; i < 3000; ++i) {
    head = insert(head, (int)(rnd() % 1000), (int)(rnd() % 50) + 1);
    if (i % 97 == 96)
      head = remove_if(head, 2 + i % 5);
    h = h * 29u + (uint32_t)find(head, (int)(rnd() % 1000));
  }
  for (n = head; n; n = n->next) {
    h = h * 29u + (uint32_t)(n->key ^ n->val);
    ++len;
  }
  printf("len = %d hash = %08x\n", len, h);
  return 0;
}
