/*
 * book.c - the opening book (see book.h and docs/book.md for the format).
 *
 * File layout, all numbers little-endian:
 *   bytes 0..7   "DAMABOOK"
 *   bytes 8..11  format version (1)
 *   bytes 12..15 number of entries N
 *   N entries of 16 bytes: key (8), captured squares (4), from (1), to (1),
 *   score (2, signed), sorted by key, then best score first.
 */
#include "book.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fileread.h"
#include "filewrite.h"
#include "movegen.h"

#define BOOK_MAGIC "DAMABOOK"
enum { BOOK_VERSION = 1, MAGIC_BYTES = 8 };

struct Book {
    BookEntry *entries;
    size_t count;
};

/* ------------------------------------------------------------------ */
/* Order and encoding                                                  */

/* By key, then best score first, then by move, so a sorted book has one
 * order whatever order its entries came in. */
static int compare_entries(const void *pa, const void *pb)
{
    const BookEntry *a = pa, *b = pb;
    if (a->key != b->key)
        return a->key < b->key ? -1 : 1;
    if (a->score != b->score)
        return a->score > b->score ? -1 : 1;
    if (a->from != b->from)
        return a->from < b->from ? -1 : 1;
    if (a->to != b->to)
        return a->to < b->to ? -1 : 1;
    return a->captured < b->captured ? -1 : a->captured > b->captured;
}

static bool same_move(const BookEntry *a, const BookEntry *b)
{
    return a->key == b->key && a->from == b->from && a->to == b->to && a->captured == b->captured;
}

static bool entry_in_order(const BookEntry *prev, const BookEntry *e)
{
    return compare_entries(prev, e) < 0;
}

static void put_le(unsigned char *p, uint64_t v, int bytes)
{
    for (int i = 0; i < bytes; i++)
        p[i] = (unsigned char)(v >> (8 * i));
}

static uint64_t get_le(const unsigned char *p, int bytes)
{
    uint64_t v = 0;
    for (int i = bytes - 1; i >= 0; i--)
        v = v << 8 | p[i];
    return v;
}

static void encode_entry(const BookEntry *e, unsigned char *p)
{
    put_le(p, e->key, 8);
    put_le(p + 8, e->captured, 4);
    p[12] = e->from;
    p[13] = e->to;
    put_le(p + 14, (uint16_t)e->score, 2);
}

static void decode_entry(const unsigned char *p, BookEntry *e)
{
    e->key = get_le(p, 8);
    e->captured = (Bitboard)get_le(p + 8, 4);
    e->from = p[12];
    e->to = p[13];
    e->score = (int16_t)(uint16_t)get_le(p + 14, 2);
}

/* ------------------------------------------------------------------ */
/* Making, loading, saving                                             */

static Book *book_alloc(size_t count)
{
    Book *b = calloc(1, sizeof *b);
    if (b == NULL)
        return NULL;
    b->entries = malloc((count ? count : 1) * sizeof *b->entries);
    if (b->entries == NULL) {
        free(b);
        return NULL;
    }
    return b;
}

Book *book_from_entries(const BookEntry *entries, size_t count)
{
    Book *b = book_alloc(count);
    if (b == NULL)
        return NULL;
    memcpy(b->entries, entries, count * sizeof *entries);
    qsort(b->entries, count, sizeof *b->entries, compare_entries);
    size_t kept = 0;
    for (size_t i = 0; i < count; i++) {
        bool duplicate = false;
        for (size_t j = kept; j-- > 0 && b->entries[j].key == b->entries[i].key;)
            duplicate |= same_move(&b->entries[j], &b->entries[i]);
        if (!duplicate)
            b->entries[kept++] = b->entries[i];
    }
    b->count = kept;
    return b;
}

void book_free(Book *b)
{
    if (b == NULL)
        return;
    free(b->entries);
    free(b);
}

size_t book_entries(const Book *b)
{
    return b->count;
}

size_t book_positions(const Book *b)
{
    size_t n = 0;
    for (size_t i = 0; i < b->count; i++)
        n += i == 0 || b->entries[i].key != b->entries[i - 1].key;
    return n;
}

/* Check the header of a file of file_bytes bytes; the entry count or -1. */
static long parse_header(const unsigned char *h, long file_bytes, const char *path, FileProblem *why)
{
    if (memcmp(h, BOOK_MAGIC, MAGIC_BYTES) != 0) {
        file_problem_set(why, FILE_PROBLEM_BOOK_NOT_BOOK, path);
        return -1;
    }
    uint64_t version = get_le(h + 8, 4), count = get_le(h + 12, 4);
    if (version != BOOK_VERSION) {
        file_problem_set(why, FILE_PROBLEM_BOOK_VERSION, path);
        why->number = (long long)version;
        why->limit = BOOK_VERSION;
        return -1;
    }
    if (count > BOOK_MAX_ENTRIES || (long)(BOOK_HEADER_BYTES + count * BOOK_ENTRY_BYTES) != file_bytes) {
        file_problem_set(why, FILE_PROBLEM_BOOK_TRUNCATED, path);
        return -1;
    }
    return (long)count;
}

/* Check count entries coded at raw into b. */
static bool decode_entries(const unsigned char *raw, Book *b, size_t count, const char *name, FileProblem *why)
{
    for (size_t i = 0; i < count; i++) {
        BookEntry *e = &b->entries[i];
        decode_entry(raw + i * BOOK_ENTRY_BYTES, e);
        if (e->from >= NUM_SQUARES || e->to >= NUM_SQUARES || (i > 0 && !entry_in_order(e - 1, e))) {
            file_problem_set(why, FILE_PROBLEM_BOOK_BAD_ENTRY, name)->number = (long long)i + 1;
            return false;
        }
    }
    b->count = count;
    return true;
}

Book *book_parse(const unsigned char *data, size_t size, const char *name, FileProblem *why)
{
    if (size < BOOK_HEADER_BYTES) {
        file_problem_set(why, FILE_PROBLEM_BOOK_TOO_SHORT, name);
        return NULL;
    }
    long count = parse_header(data, (long)size, name, why);
    if (count < 0)
        return NULL;
    Book *b = book_alloc((size_t)count);
    if (b == NULL) {
        file_problem_set(why, FILE_PROBLEM_NO_MEMORY, name);
        return NULL;
    }
    if (!decode_entries(data + BOOK_HEADER_BYTES, b, (size_t)count, name, why)) {
        book_free(b);
        return NULL;
    }
    return b;
}

Book *book_load(const char *path, FileProblem *why)
{
    char *data;
    size_t size;
    if (file_read_all(path, BOOK_HEADER_BYTES + (size_t)BOOK_MAX_ENTRIES * BOOK_ENTRY_BYTES, &data, &size, why) !=
        FILE_READ_OK)
        return NULL;
    Book *b = book_parse((const unsigned char *)data, size, path, why);
    free(data);
    return b;
}

int book_save(const Book *b, const char *path, FileProblem *why)
{
    size_t size = BOOK_HEADER_BYTES + b->count * BOOK_ENTRY_BYTES;
    unsigned char *img = malloc(size);
    if (img == NULL) {
        file_problem_set(why, FILE_PROBLEM_NO_MEMORY, path);
        return -1;
    }
    memcpy(img, BOOK_MAGIC, MAGIC_BYTES);
    put_le(img + 8, BOOK_VERSION, 4);
    put_le(img + 12, b->count, 4);
    for (size_t i = 0; i < b->count; i++)
        encode_entry(&b->entries[i], img + BOOK_HEADER_BYTES + i * BOOK_ENTRY_BYTES);
    int rc = file_write_atomic(path, img, size, why);
    free(img);
    return rc;
}

/* ------------------------------------------------------------------ */
/* Probing                                                             */

/* Index of the first entry of key, or count when there is none. */
static size_t first_entry(const Book *b, uint64_t key)
{
    size_t lo = 0, hi = b->count;
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        if (b->entries[mid].key < key)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo < b->count && b->entries[lo].key == key ? lo : b->count;
}

static int find_legal(const MoveList *legal, const BookEntry *e)
{
    for (int i = 0; i < legal->count; i++) {
        const Move *m = &legal->moves[i];
        if (m->from == e->from && m->to == e->to && m->captured == e->captured)
            return i;
    }
    return -1;
}

int book_moves(const Book *b, const Position *p, BookMove *out, int max)
{
    size_t i = first_entry(b, p->hash);
    if (i == b->count)
        return 0;
    MoveList legal;
    movegen_legal(p, &legal);
    int n = 0;
    for (; i < b->count && b->entries[i].key == p->hash && n < max; i++) {
        int k = find_legal(&legal, &b->entries[i]);
        if (k >= 0) {
            out[n].move = legal.moves[k];
            out[n].score = b->entries[i].score;
            n++;
        }
    }
    return n;
}

bool book_pick(const Book *b, const Position *p, uint64_t random, BookMove *out)
{
    BookMove moves[BOOK_MAX_MOVES];
    int n = book_moves(b, p, moves, BOOK_MAX_MOVES);
    if (n == 0)
        return false;
    int equal = 1; /* moves[] is best first */
    while (equal < n && moves[equal].score >= moves[0].score - BOOK_EQUAL_MARGIN)
        equal++;
    *out = moves[random % (uint64_t)equal];
    return true;
}
