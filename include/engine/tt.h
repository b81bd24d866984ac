/*
 * tt.h - the transposition table of the search.
 *
 * Buckets of four 16-byte entries (one 64-byte cache line).  An entry keeps
 * the full 64-bit Zobrist key, the score with its bound, the draft and the
 * best move.  The move is stored compactly as its index in the move list of
 * movegen_legal() plus its from/to squares, which the search re-matches
 * against the freshly generated list (a stale index is simply ignored).
 *
 * Several search threads share one table without locks.  A slot holds two
 * 64-bit words written and read separately (relaxed atomics): the entry's
 * data packed into one word, and the key XOR that word.  A probe takes the
 * entry only when its second word XOR its first gives the key it asks for,
 * so two writers' halves mixed in one slot (a torn entry) are never trusted:
 * they would match the key only by a 64-bit coincidence.
 */
#ifndef DAMA_TT_H
#define DAMA_TT_H

#include <stdatomic.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

enum { TT_BOUND_NONE = 0, TT_BOUND_UPPER = 1, TT_BOUND_LOWER = 2, TT_BOUND_EXACT = 3 };
enum { TT_NO_MOVE = 0xFF, TT_DEFAULT_MB = 64 }; /* sizes accepted: search_limits.h */

/* An entry as the search sees it (tt_probe fills one in). */
typedef struct TTEntry {
    uint64_t key;
    int16_t score;
    int8_t depth;
    uint8_t bound;     /* TT_BOUND_* */
    uint8_t age;       /* the search generation that wrote it */
    uint8_t move_idx;  /* index in the legal move list, TT_NO_MOVE if none */
    uint8_t move_from;
    uint8_t move_to;
} TTEntry;

/* An entry as stored: check = key ^ data, data = the other fields packed. */
typedef struct TTSlot {
    _Atomic uint64_t check;
    _Atomic uint64_t data;
} TTSlot;

typedef struct TT {
    TTSlot *entries;
    size_t mask;       /* number of buckets - 1 (a power of two) */
    uint8_t age;
    bool written;      /* entries stored since the table was made or cleared */
} TT;

/* Allocate about megabytes MiB (rounded down to a power of two, at least one
 * bucket; smaller when memory is short).  The pages are zero and become
 * resident only as the search writes them.  Returns false (and leaves tt
 * empty) when not even one bucket can be had. */
bool tt_init(TT *tt, size_t megabytes);
/* Change the size to about megabytes MiB, rounded as tt_init rounds it (no
 * fallback to a smaller size).  The same size keeps the table as it is.
 * Otherwise the new table is made before the old one is freed: it is not
 * resident yet, so the peak is one table, not two.  Returns false when the
 * new size cannot be had: tt is left as it was, entries included. */
bool tt_resize(TT *tt, size_t megabytes);
void tt_free(TT *tt);
void tt_clear(TT *tt);
/* Start a new search: entries of older searches become preferred victims. */
void tt_new_search(TT *tt);
/* Copy the entry of key into *out; false when absent. */
bool tt_probe(const TT *tt, uint64_t key, TTEntry *out);
void tt_store(TT *tt, uint64_t key, int depth, int score, int bound,
              int move_idx, int move_from, int move_to);
/* Start loading the bucket of key into the cache (a hint, no effect). */
static inline void tt_prefetch(const TT *tt, uint64_t key)
{
    if (tt->entries != NULL)
        __builtin_prefetch(tt->entries + (size_t)(key & tt->mask) * 4);
}
/* Bytes in use, for messages. */
size_t tt_size_bytes(const TT *tt);

#endif
