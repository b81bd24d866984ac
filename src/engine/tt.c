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
    while (nbuckets * 2 * BUCKET_SIZE * sizeof(TTEntry) <= bytes)
        nbuckets *= 2;
    /* Fall back to smaller tables rather than fail outright. */
    while (nbuckets >= 1) {
        size_t size = nbuckets * BUCKET_SIZE * sizeof(TTEntry);
        void *mem = NULL;
        /* 2 MiB alignment lets the kernel back the table with huge pages:
         * random probes then miss the TLB far less often. */
        if (posix_memalign(&mem, HUGE_PAGE, size) == 0) {
#ifdef MADV_HUGEPAGE
            madvise(mem, size, MADV_HUGEPAGE);
#endif
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
    return tt->entries == NULL ? 0 : (tt->mask + 1) * BUCKET_SIZE * sizeof(TTEntry);
}

static TTEntry *bucket_of(const TT *tt, uint64_t key)
{
    return tt->entries + (size_t)(key & tt->mask) * BUCKET_SIZE;
}

bool tt_probe(const TT *tt, uint64_t key, TTEntry *out)
{
    if (tt->entries == NULL)
        return false;
    const TTEntry *b = bucket_of(tt, key);
    for (int i = 0; i < BUCKET_SIZE; i++)
        if (b[i].key == key && b[i].bound != TT_BOUND_NONE) {
            *out = b[i];
            return true;
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
    TTEntry *b = bucket_of(tt, key);
    TTEntry *victim = &b[0];
    for (int i = 0; i < BUCKET_SIZE; i++) {
        if (b[i].key == key) {
            victim = &b[i];
            /* Keep the old best move when the new result has none. */
            if (move_idx == TT_NO_MOVE && b[i].move_idx != TT_NO_MOVE) {
                move_idx = b[i].move_idx;
                move_from = b[i].move_from;
                move_to = b[i].move_to;
            }
            /* A shallower non-exact result must not evict a deeper one
             * from the current search. */
            if (bound != TT_BOUND_EXACT && b[i].age == tt->age && b[i].depth > depth + 2)
                return;
            break;
        }
        if (keep_value(tt, &b[i]) < keep_value(tt, victim))
            victim = &b[i];
    }
    if (depth > 127)
        depth = 127;
    if (depth < -127)
        depth = -127;
    victim->key = key;
    victim->score = (int16_t)score;
    victim->depth = (int8_t)depth;
    victim->bound = (uint8_t)bound;
    victim->age = tt->age;
    victim->move_idx = (uint8_t)move_idx;
    victim->move_from = (uint8_t)move_from;
    victim->move_to = (uint8_t)move_to;
}
