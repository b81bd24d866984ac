/*
 * tt.c - the transposition table (see tt.h).
 */
#include "tt.h"

#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

enum { BUCKET_SIZE = 4, HUGE_PAGE = 2 * 1024 * 1024 };

bool tt_init(TT *tt, size_t megabytes)
{
    size_t bytes = megabytes * 1024 * 1024;
    size_t nbuckets = 1;
    memset(tt, 0, sizeof *tt);
    while (nbuckets * 2 * BUCKET_SIZE * sizeof(TTSlot) <= bytes)
        nbuckets *= 2;
    /* Fall back to smaller tables rather than fail outright. */
    while (nbuckets >= 1) {
        size_t size = nbuckets * BUCKET_SIZE * sizeof(TTSlot);
        void *mem = NULL;
        /* 2 MiB alignment lets the kernel back the table with huge pages:
         * random probes then miss the TLB far less often. */
        if (posix_memalign(&mem, HUGE_PAGE, size) == 0) {
#ifdef MADV_HUGEPAGE
            madvise(mem, size, MADV_HUGEPAGE);
#endif
            /* All-zero words are valid lock-free atomics: an empty table. */
            memset(mem, 0, size);
            tt->entries = mem;
            tt->mask = nbuckets - 1;
            return true;
        }
        if (nbuckets == 1)
            break;
        nbuckets /= 2;
    }
    return false;
}

void tt_free(TT *tt)
{
    free(tt->entries);
    memset(tt, 0, sizeof *tt);
}

void tt_clear(TT *tt)
{
    if (tt->entries != NULL)
        memset(tt->entries, 0, tt_size_bytes(tt));
    tt->age = 0;
}

void tt_new_search(TT *tt)
{
    tt->age++;
}

size_t tt_size_bytes(const TT *tt)
{
    return tt->entries == NULL ? 0 : (tt->mask + 1) * BUCKET_SIZE * sizeof(TTSlot);
}

static TTSlot *bucket_of(const TT *tt, uint64_t key)
{
    return tt->entries + (size_t)(key & tt->mask) * BUCKET_SIZE;
}

/* Data word layout: score 0..15, depth 16..23, bound 24..31, age 32..39,
 * move index 40..47, from 48..55, to 56..63. */
static uint64_t pack(const TTEntry *e)
{
    return (uint64_t)(uint16_t)e->score | (uint64_t)(uint8_t)e->depth << 16 | (uint64_t)e->bound << 24 |
           (uint64_t)e->age << 32 | (uint64_t)e->move_idx << 40 | (uint64_t)e->move_from << 48 |
           (uint64_t)e->move_to << 56;
}

/* The entry in slot s (one consistent view: both words are read once). */
static TTEntry unpack(const TTSlot *s)
{
    uint64_t data = atomic_load_explicit(&s->data, memory_order_relaxed);
    uint64_t check = atomic_load_explicit(&s->check, memory_order_relaxed);
    TTEntry e;
    e.key = check ^ data;
    e.score = (int16_t)(uint16_t)data;
    e.depth = (int8_t)(uint8_t)(data >> 16);
    e.bound = (uint8_t)(data >> 24);
    e.age = (uint8_t)(data >> 32);
    e.move_idx = (uint8_t)(data >> 40);
    e.move_from = (uint8_t)(data >> 48);
    e.move_to = (uint8_t)(data >> 56);
    return e;
}

static void write_slot(TTSlot *s, const TTEntry *e)
{
    uint64_t data = pack(e);
    atomic_store_explicit(&s->data, data, memory_order_relaxed);
    atomic_store_explicit(&s->check, e->key ^ data, memory_order_relaxed);
}

bool tt_probe(const TT *tt, uint64_t key, TTEntry *out)
{
    if (tt->entries == NULL)
        return false;
    const TTSlot *b = bucket_of(tt, key);
    for (int i = 0; i < BUCKET_SIZE; i++) {
        TTEntry e = unpack(&b[i]);
        if (e.key == key && e.bound != TT_BOUND_NONE) {
            *out = e;
            return true;
        }
    }
    return false;
}

/* How much an entry is worth keeping: deep and recent entries win. */
static int keep_value(const TT *tt, const TTEntry *e)
{
    if (e->bound == TT_BOUND_NONE)
        return -1000;
    int staleness = (uint8_t)(tt->age - e->age);
    return e->depth - 4 * staleness;
}

void tt_store(TT *tt, uint64_t key, int depth, int score, int bound,
              int move_idx, int move_from, int move_to)
{
    if (tt->entries == NULL)
        return;
    TTSlot *b = bucket_of(tt, key);
    TTEntry seen[BUCKET_SIZE];
    int victim = 0;
    for (int i = 0; i < BUCKET_SIZE; i++) {
        seen[i] = unpack(&b[i]);
        if (seen[i].key == key) {
            victim = i;
            /* Keep the old best move when the new result has none. */
            if (move_idx == TT_NO_MOVE && seen[i].move_idx != TT_NO_MOVE) {
                move_idx = seen[i].move_idx;
                move_from = seen[i].move_from;
                move_to = seen[i].move_to;
            }
            /* A shallower non-exact result must not evict a deeper one
             * from the current search. */
            if (bound != TT_BOUND_EXACT && seen[i].age == tt->age && seen[i].depth > depth + 2)
                return;
            break;
        }
        if (keep_value(tt, &seen[i]) < keep_value(tt, &seen[victim]))
            victim = i;
    }
    if (depth > 127)
        depth = 127;
    if (depth < -127)
        depth = -127;
    TTEntry e = {
        .key = key, .score = (int16_t)score, .depth = (int8_t)depth, .bound = (uint8_t)bound,
        .age = tt->age, .move_idx = (uint8_t)move_idx, .move_from = (uint8_t)move_from,
        .move_to = (uint8_t)move_to,
    };
    write_slot(&b[victim], &e);
}
