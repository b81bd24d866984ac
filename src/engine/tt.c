/*
 * tt.c - the transposition table (see tt.h).
 */
#include "tt.h"

#include <stdint.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

enum { BUCKET_SIZE = 4, HUGE_PAGE = 2 * 1024 * 1024 };

static size_t table_bytes(size_t nbuckets)
{
    return nbuckets * BUCKET_SIZE * sizeof(TTSlot);
}

/* The most buckets (a power of two) that fit in megabytes MiB; at least one. */
static size_t buckets_for(size_t megabytes)
{
    size_t limit = megabytes <= SIZE_MAX >> 20 ? megabytes << 20 : SIZE_MAX;
    size_t nbuckets = 1;
    while (nbuckets <= limit / table_bytes(2))
        nbuckets *= 2;
    return nbuckets;
}

/*
 * A zeroed table straight from the kernel, 2 MiB aligned so that it can be
 * backed by huge pages (random probes then miss the TLB far less often).
 * Its pages are zero until first written, so allocating does not touch
 * them: a new table costs no time and no resident memory until the search
 * fills it, and a resize never holds two full tables at once.  (All-zero
 * words are valid lock-free atomics: an empty table.)
 */
static TTSlot *map_table(size_t size)
{
    size_t page = (size_t)sysconf(_SC_PAGESIZE);
    size_t mapped = (size + page - 1) / page * page; /* what the kernel maps */
    size_t span = mapped + HUGE_PAGE;
    char *raw = mmap(NULL, span, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (raw == MAP_FAILED)
        return NULL;
    /* Keep the aligned part; give back the rest on either side. */
    size_t head = (HUGE_PAGE - (uintptr_t)raw % HUGE_PAGE) % HUGE_PAGE;
    if (head > 0)
        munmap(raw, head);
    if (span - head > mapped)
        munmap(raw + head + mapped, span - head - mapped);
#ifdef MADV_HUGEPAGE
    madvise(raw + head, size, MADV_HUGEPAGE);
#endif
    return (TTSlot *)(void *)(raw + head);
}

static bool set_table(TT *tt, size_t nbuckets)
{
    TTSlot *mem = map_table(table_bytes(nbuckets));
    if (mem == NULL)
        return false;
    tt->entries = mem;
    tt->mask = nbuckets - 1;
    tt->age = 0;
    tt->written = false;
    return true;
}

bool tt_init(TT *tt, size_t megabytes)
{
    memset(tt, 0, sizeof *tt);
    /* Fall back to smaller tables rather than fail outright. */
    for (size_t nbuckets = buckets_for(megabytes); nbuckets >= 1; nbuckets /= 2)
        if (set_table(tt, nbuckets))
            return true;
    return false;
}

bool tt_resize(TT *tt, size_t megabytes)
{
    size_t wanted = buckets_for(megabytes);
    if (tt->entries != NULL && wanted == tt->mask + 1)
        return true;
    TT fresh;
    memset(&fresh, 0, sizeof fresh);
    if (!set_table(&fresh, wanted))
        return false;
    tt_free(tt);
    *tt = fresh;
    return true;
}

void tt_free(TT *tt)
{
    if (tt->entries != NULL)
        munmap(tt->entries, tt_size_bytes(tt));
    memset(tt, 0, sizeof *tt);
}

/* Zero the table.  Linux can hand the pages back instead (a private
 * anonymous mapping reads as zeros again after MADV_DONTNEED), which is
 * instant and leaves the memory free until the search needs it again. */
static void zero_table(TT *tt)
{
#if defined(__linux__) && defined(MADV_DONTNEED)
    if (madvise(tt->entries, tt_size_bytes(tt), MADV_DONTNEED) == 0)
        return;
#endif
    memset(tt->entries, 0, tt_size_bytes(tt));
}

void tt_clear(TT *tt)
{
    /* A table no search has used is still all zero pages. */
    if (tt->entries != NULL && tt->written)
        zero_table(tt);
    tt->age = 0;
    tt->written = false;
}

void tt_new_search(TT *tt)
{
    tt->age++;
}

size_t tt_size_bytes(const TT *tt)
{
    return tt->entries == NULL ? 0 : table_bytes(tt->mask + 1);
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
    tt->written = true;
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
