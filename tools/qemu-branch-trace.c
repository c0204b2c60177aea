/* qemu-branch-trace: a qemu TCG plugin that counts what scripts/bench.py
 * measures, inside qemu, at close to qemu's own speed.
 *
 * bench.py's first tracer reads qemu's text log (-d in_asm,exec,nochain)
 * through Python, about 200,000 translation blocks a second: most programs
 * of the LLVM test-suite run for tens of millions. This plugin does the
 * same fold in C as the blocks execute: instructions (Hexagon: packets) in
 * the program's own code, its conditional branches' outcomes and the
 * mispredictions of the same predictors (bench.py's Predictor and
 * GSharePredictor, which stay the definition).
 *
 * It cannot read disassembly, so bench.py gives it the conditional
 * branches of the executable, found in llvm-objdump's output with the same
 * rules as the log's: one line "PC TARGET FALLTHROUGH" (hex; TARGET 0 when
 * unknown) per branch, in file=... The outcome of a branch that ends a
 * block is read from the address of the next block executed, as the log
 * tracer does.
 *
 *   qemu-arm -plugin ./libqemu-branch-trace.so,branches=B,out=O,scope=LO-HI:LO-HI,
 *            predictor=bimodal|gshare,entries=N,history=N,shift=N prog
 *
 * writes "dyn N", "dyn_br N", "miss N", "tbs N" and "bad N" lines to O at
 * exit; with counts=C also one line "PC EXECUTIONS TAKEN MISSES" (hex pc,
 * decimal counts) per branch of the table, in its order, for
 * scripts/census.py; with units=U one line "ADDRESS EXECUTIONS" per
 * instruction (Hexagon: packet) of every block translated (an address in
 * several blocks has a line for each), for the sample profiles of
 * scripts/rkifc-profile.py. qemu 7.2's plugin API (version 1) is declared here: Debian ships
 * no qemu-plugin.h.
 */
#include <inttypes.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- qemu's plugin API, version 1 ------------------------------------- */
typedef uint64_t qemu_plugin_id_t;
struct qemu_plugin_tb;
struct qemu_plugin_insn;
typedef void (*qemu_plugin_tb_trans_cb_t)(qemu_plugin_id_t,
                                          struct qemu_plugin_tb *);
typedef void (*qemu_plugin_vcpu_udata_cb_t)(unsigned int vcpu, void *udata);
typedef void (*qemu_plugin_udata_cb_t)(qemu_plugin_id_t, void *udata);
enum { QEMU_PLUGIN_CB_NO_REGS = 0 };
void qemu_plugin_register_vcpu_tb_trans_cb(qemu_plugin_id_t,
                                           qemu_plugin_tb_trans_cb_t);
void qemu_plugin_register_vcpu_tb_exec_cb(struct qemu_plugin_tb *,
                                          qemu_plugin_vcpu_udata_cb_t,
                                          int flags, void *udata);
void qemu_plugin_register_atexit_cb(qemu_plugin_id_t, qemu_plugin_udata_cb_t,
                                    void *udata);
size_t qemu_plugin_tb_n_insns(const struct qemu_plugin_tb *);
uint64_t qemu_plugin_tb_vaddr(const struct qemu_plugin_tb *);
struct qemu_plugin_insn *qemu_plugin_tb_get_insn(const struct qemu_plugin_tb *,
                                                 size_t idx);
uint64_t qemu_plugin_insn_vaddr(const struct qemu_plugin_insn *);

#define EXPORT __attribute__((visibility("default")))
EXPORT int qemu_plugin_version = 1;

/* ---- the conditional branches of the executable ------------------------ */
struct branch {
  uint64_t pc, target, fall; /* target 0: unknown (an indirect one) */
  uint32_t counter;          /* its predictor counter, one per address */
  uint64_t execs, taken, misses; /* what happened to it (counts=) */
};

/* Open addressing on pc; a pc may hold two branches (a Hexagon packet with
 * two conditional jumps), kept next to each other in file order. */
static struct branch *branches;
static size_t n_branches;
static uint32_t *slots; /* index + 1 of the first branch of a pc, 0: empty */
static size_t n_slots;

static size_t slot_of(uint64_t pc) {
  size_t i = (size_t)((pc * 0x9e3779b97f4a7c15ull) >> 20) & (n_slots - 1);
  while (slots[i] && branches[slots[i] - 1].pc != pc)
    i = (i + 1) & (n_slots - 1);
  return i;
}

static int load_branches(const char *path) {
  FILE *f = fopen(path, "r");
  if (!f)
    return -1;
  size_t cap = 1024;
  branches = malloc(cap * sizeof *branches);
  uint64_t pc, target, fall;
  while (fscanf(f, "%" SCNx64 " %" SCNx64 " %" SCNx64, &pc, &target,
                &fall) == 3) {
    if (n_branches == cap)
      branches = realloc(branches, (cap *= 2) * sizeof *branches);
    branches[n_branches++] = (struct branch){pc, target, fall, 0, 0, 0, 0};
  }
  fclose(f);
  for (n_slots = 64; n_slots < 4 * n_branches;)
    n_slots *= 2;
  slots = calloc(n_slots, sizeof *slots);
  for (size_t b = 0; b < n_branches; ++b) {
    size_t s = slot_of(branches[b].pc);
    if (!slots[s])
      slots[s] = (uint32_t)b + 1;
    branches[b].counter = slots[s] - 1;
  }
  return 0;
}

static struct branch *branches_at(uint64_t pc, unsigned *count) {
  *count = 0;
  uint32_t first = slots[slot_of(pc)];
  if (!first)
    return NULL;
  struct branch *b = &branches[first - 1];
  while (first - 1 + *count < n_branches && b[*count].pc == pc)
    ++*count;
  return b;
}

/* ---- predictors: bench.py's Predictor and GSharePredictor -------------- */
static int gshare;
static unsigned entries, history_bits, shift = 2;
static uint8_t *counters; /* 2-bit counters, starting at 1 */
static uint64_t history;

static uint8_t *counter_for(const struct branch *b) {
  uint64_t key;
  if (gshare)
    key = ((b->pc >> shift) ^ history) & ((1ull << history_bits) - 1);
  else if (entries)
    key = (b->pc >> shift) % entries;
  else
    key = b->counter; /* one counter per branch address */
  return &counters[key];
}

/* Updates the predictor with an outcome; returns 1 on a misprediction. */
static int predict(const struct branch *b, int taken) {
  uint8_t *c = counter_for(b);
  int miss = (*c >= 2) != taken;
  if (taken && *c < 3)
    ++*c;
  else if (!taken && *c > 0)
    --*c;
  if (gshare)
    history = ((history << 1) | (uint64_t)taken) & ((1ull << history_bits) - 1);
  return miss;
}

/* ---- blocks ------------------------------------------------------------ */
#define MAX_RANGES 16
static uint64_t range_lo[MAX_RANGES], range_hi[MAX_RANGES];
static unsigned n_ranges; /* 0: everything is in scope */

static int in_scope(uint64_t pc) {
  if (!n_ranges)
    return 1;
  for (unsigned r = 0; r < n_ranges; ++r)
    if (range_lo[r] <= pc && pc < range_hi[r])
      return 1;
  return 0;
}

struct block {
  uint64_t start;
  uint32_t units;
  uint8_t scoped;
  uint8_t n_ends;                 /* conditional branches ending it */
  struct branch *ends;
  uint64_t execs;                 /* units=: its executions, */
  uint64_t *addrs;                /* the address of each unit */
  struct block *next;             /* and every block translated */
};

static const struct block *previous;
static struct block *translated;
static uint64_t dyn, dyn_br, miss, tbs, bad;
static const char *out_path, *counts_path, *units_path;

static void on_exec(unsigned int vcpu, void *udata) {
  (void)vcpu;
  struct block *blk = udata;
  ++blk->execs;
  const struct block *prev = previous;
  if (prev)
    for (unsigned i = 0; i < prev->n_ends; ++i) {
      struct branch *b = &prev->ends[i];
      int taken = b->target ? blk->start == b->target : blk->start != b->fall;
      int missed = predict(b, taken);
      ++b->execs;
      b->taken += (uint64_t)taken;
      b->misses += (uint64_t)missed;
      if (in_scope(b->pc)) {
        ++dyn_br;
        miss += (uint64_t)missed;
      }
      if (taken)
        break;
    }
  if (blk->scoped)
    dyn += blk->units;
  previous = blk->n_ends ? blk : NULL;
  ++tbs;
}

/* Hexagon counts packets: the instructions qemu-hexagon gives a plugin are
 * its packets already (units = instructions). A branch "ends" a block when
 * it is in its last instruction (packet); one elsewhere is counted in bad,
 * as the log tracer counts it. */
static void on_translate(qemu_plugin_id_t id, struct qemu_plugin_tb *tb) {
  (void)id;
  struct block *blk = calloc(1, sizeof *blk);
  size_t n = qemu_plugin_tb_n_insns(tb);
  blk->start = qemu_plugin_tb_vaddr(tb);
  blk->units = (uint32_t)n;
  blk->scoped = (uint8_t)in_scope(blk->start);
  if (units_path && blk->scoped &&
      (blk->addrs = malloc(n * sizeof *blk->addrs))) {
    blk->next = translated;
    translated = blk;
  }
  for (size_t i = 0; i < n; ++i) {
    unsigned count;
    uint64_t pc = qemu_plugin_insn_vaddr(qemu_plugin_tb_get_insn(tb, i));
    if (blk->addrs)
      blk->addrs[i] = pc;
    struct branch *b = branches_at(pc, &count);
    if (!b)
      continue;
    if (i + 1 < n) {
      bad += count;
      continue;
    }
    blk->ends = b;
    blk->n_ends = (uint8_t)count;
  }
  qemu_plugin_register_vcpu_tb_exec_cb(tb, on_exec, QEMU_PLUGIN_CB_NO_REGS,
                                       blk);
}

static void write_results(qemu_plugin_id_t id, void *udata) {
  (void)id;
  (void)udata;
  FILE *f = fopen(out_path, "w");
  if (!f)
    return;
  fprintf(f, "dyn %" PRIu64 "\ndyn_br %" PRIu64 "\nmiss %" PRIu64
             "\ntbs %" PRIu64 "\nbad %" PRIu64 "\n",
          dyn, dyn_br, miss, tbs, bad);
  fclose(f);
  if (units_path && (f = fopen(units_path, "w"))) {
    for (const struct block *b = translated; b; b = b->next)
      if (b->execs)
        for (uint32_t i = 0; i < b->units; ++i)
          fprintf(f, "%" PRIx64 " %" PRIu64 "\n", b->addrs[i], b->execs);
    fclose(f);
  }
  if (!counts_path || !(f = fopen(counts_path, "w")))
    return;
  for (size_t i = 0; i < n_branches; ++i) /* all: the reader counts lines */
    fprintf(f, "%" PRIx64 " %" PRIu64 " %" PRIu64 " %" PRIu64 "\n",
            branches[i].pc, branches[i].execs, branches[i].taken,
            branches[i].misses);
  fclose(f);
}

/* ---- arguments ---------------------------------------------------------- */
static int parse_ranges(const char *spec) {
  while (*spec && n_ranges < MAX_RANGES) {
    char *end;
    range_lo[n_ranges] = strtoull(spec, &end, 16);
    if (*end != '-')
      return -1;
    range_hi[n_ranges++] = strtoull(end + 1, &end, 16);
    if (*end == ':')
      ++end;
    else if (*end)
      return -1;
    spec = end;
  }
  return 0;
}

static int parse_argument(const char *arg) {
  const char *value = strchr(arg, '=');
  if (!value)
    return -1;
  size_t key = (size_t)(value++ - arg);
  if (!strncmp(arg, "branches", key))
    return load_branches(value);
  if (!strncmp(arg, "out", key))
    return (out_path = value), 0;
  if (!strncmp(arg, "counts", key))
    return (counts_path = value), 0;
  if (!strncmp(arg, "units", key))
    return (units_path = value), 0;
  if (!strncmp(arg, "scope", key))
    return parse_ranges(value);
  if (!strncmp(arg, "predictor", key))
    return (gshare = !strcmp(value, "gshare")), 0;
  if (!strncmp(arg, "entries", key))
    return (entries = (unsigned)atoi(value)), 0;
  if (!strncmp(arg, "history", key))
    return (history_bits = (unsigned)atoi(value)), 0;
  if (!strncmp(arg, "shift", key))
    return (shift = (unsigned)atoi(value)), 0;
  return -1;
}

EXPORT int qemu_plugin_install(qemu_plugin_id_t id, const void *info,
                               int argc, char **argv) {
  (void)info;
  for (int i = 0; i < argc; ++i)
    if (parse_argument(argv[i])) {
      fprintf(stderr, "qemu-branch-trace: bad argument '%s'\n", argv[i]);
      return -1;
    }
  if (!branches || !out_path || (gshare && !history_bits)) {
    fprintf(stderr, "qemu-branch-trace: needs branches=FILE and out=FILE "
                    "(and history=N with predictor=gshare)\n");
    return -1;
  }
  size_t n = gshare ? (size_t)1 << history_bits
                    : entries ? entries : n_branches + 1;
  counters = malloc(n);
  memset(counters, 1, n);
  qemu_plugin_register_vcpu_tb_trans_cb(id, on_translate);
  qemu_plugin_register_atexit_cb(id, write_results, NULL);
  return 0;
}
