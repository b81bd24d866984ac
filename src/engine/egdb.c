/*
 * egdb.c - probing the endgame databases (egdb.h).
 *
 * Every table is verified whole when it is opened (header, block offsets,
 * long list and checksum: egdb_file_open), then its blocks are read with
 * pread when first used.  Nothing is mapped, so a table truncated or
 * rewritten while it is open costs a failed read or a block that does not
 * decode - the table is then marked damaged and never answered from - and
 * never a SIGBUS.  Decoded blocks go to a small direct-mapped cache shared
 * by the threads under one lock (probes happen only in positions with few
 * pieces, so the lock is rarely contended).
 */
#include "egdb.h"

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "egdb_file.h"

enum { CACHE_SLOTS = 2048 }; /* 8 MiB of decoded blocks */

typedef struct CacheSlot {
    uint64_t tag; /* table slot << 32 | block, plus one; 0 when empty */
    uint8_t codes[EGDB_BLOCK];
} CacheSlot;

struct Egdb {
    EgdbTableFile tables[EGDB_SIG_SLOTS]; /* fd < 0: absent */
    bool damaged[EGDB_SIG_SLOTS];         /* a block failed: never used again */
    int pieces;
    pthread_mutex_t lock;                 /* the cache, damaged[] and problem */
    CacheSlot *cache;
    FileProblem problem;                  /* the first table left unused, or FILE_PROBLEM_NONE */
};

/* ---- opening ------------------------------------------------------------- */

static void close_tables_from(Egdb *db, int pieces)
{
    for (int n = pieces; n <= EGDB_MAX_PIECES; n++) {
        EgdbSig sigs[EGDB_MAX_SIGS];
        int count = egdb_signatures(n, sigs);
        for (int i = 0; i < count; i++)
            egdb_file_close(&db->tables[sig_slot(sigs[i])]);
    }
}

/* Open every table of n pieces.  True when all are there and sound; false
 * when none is there (*problem FILE_PROBLEM_NONE), or with the first
 * unusable or missing one of an incomplete set in *problem. */
static bool open_piece_count(Egdb *db, const char *dir, int n, FileProblem *problem)
{
    EgdbSig sigs[EGDB_MAX_SIGS];
    int count = egdb_signatures(n, sigs), opened = 0;
    FileProblem missing, why;
    file_problem_clear(&missing);
    file_problem_clear(problem);
    for (int i = 0; i < count && problem->code == FILE_PROBLEM_NONE; i++) {
        FileReadStatus st = egdb_file_open(dir, sigs[i], &db->tables[sig_slot(sigs[i])], &why);
        if (st == FILE_READ_OK)
            opened++;
        else if (st == FILE_READ_MISSING && missing.code == FILE_PROBLEM_NONE)
            missing = why;
        else if (st != FILE_READ_MISSING)
            *problem = why;
    }
    if (problem->code == FILE_PROBLEM_NONE && missing.code != FILE_PROBLEM_NONE && opened > 0)
        *problem = missing;   /* a set with a hole in it */
    return problem->code == FILE_PROBLEM_NONE && missing.code == FILE_PROBLEM_NONE;
}

Egdb *egdb_open(const char *dir, FileProblem *why)
{
    Egdb *db = calloc(1, sizeof *db);
    CacheSlot *cache = calloc(CACHE_SLOTS, sizeof *cache);
    if (db == NULL || cache == NULL) {
        free(db);
        free(cache);
        file_problem_set(why, FILE_PROBLEM_NO_MEMORY, dir);
        return NULL;
    }
    db->cache = cache;
    for (int i = 0; i < EGDB_SIG_SLOTS; i++)
        db->tables[i].fd = -1;
    pthread_mutex_init(&db->lock, NULL);
    for (int n = 2; n <= EGDB_MAX_PIECES; n++) {
        if (!open_piece_count(db, dir, n, &db->problem)) {
            close_tables_from(db, n);
            break;
        }
        db->pieces = n;
    }
    if (db->pieces < 2) {
        if (db->problem.code != FILE_PROBLEM_NONE)
            *why = db->problem;
        else
            file_problem_set(why, FILE_PROBLEM_EGDB_NONE_IN_DIR, dir);
        egdb_close(db);
        return NULL;
    }
    *why = db->problem;
    return db;
}

void egdb_close(Egdb *db)
{
    if (db == NULL)
        return;
    close_tables_from(db, 2);
    pthread_mutex_destroy(&db->lock);
    free(db->cache);
    free(db);
}

int egdb_pieces(const Egdb *db)
{
    return db->pieces;
}

bool egdb_problem(Egdb *db, FileProblem *why)
{
    pthread_mutex_lock(&db->lock);
    *why = db->problem;
    pthread_mutex_unlock(&db->lock);
    return why->code != FILE_PROBLEM_NONE;
}

/* ---- probing ------------------------------------------------------------- */

/* One probe: the databases and whether a damaged block was met. */
typedef struct Probe {
    Egdb *db;
    bool damaged;
} Probe;

/* Under the lock: table slot t failed, at block b when it could not be
 * read or decoded, or at index (a real position's index, so never an
 * unused one) when it holds no value there; it is not used again. */
static void mark_damaged(Egdb *db, int t, bool unreadable, uint32_t b, uint64_t index)
{
    db->damaged[t] = true;
    if (db->problem.code != FILE_PROBLEM_NONE)
        return;
    char name[EGDB_NAME_SIZE];
    egdb_file_name(db->tables[t].view.sig, name, sizeof name);
    file_problem_set(&db->problem, unreadable ? FILE_PROBLEM_EGDB_BLOCK_CHANGED : FILE_PROBLEM_EGDB_NO_VALUE, name)
        ->number = unreadable ? (long long)b : (long long)index;
}

static bool cached_value(Probe *pr, EgdbSig s, uint64_t index, EgdbValue *value)
{
    Egdb *db = pr->db;
    int t = sig_slot(s);
    const EgdbTableFile *table = &db->tables[t];
    if (table->fd < 0 || index >= table->view.positions)
        return false;
    uint32_t block = (uint32_t)(index / EGDB_BLOCK);
    uint64_t tag = ((uint64_t)t << 32 | block) + 1;
    CacheSlot *slot = &db->cache[(tag * 0x9E3779B97F4A7C15ULL) >> 53 & (CACHE_SLOTS - 1)];
    uint8_t code = EGDB_CODE_UNUSED;
    pthread_mutex_lock(&db->lock);
    bool ok = !db->damaged[t];
    if (ok && slot->tag != tag) {
        ok = egdb_file_read_block(table, block, slot->codes);
        slot->tag = ok ? tag : 0;
        if (!ok)
            mark_damaged(db, t, true, block, index);
    }
    if (ok)
        code = slot->codes[index % EGDB_BLOCK];
    *value = ok ? egdb_code_value(&table->view.longs, index, code) : EGDB_VALUE_UNUSED;
    if (ok && *value == EGDB_VALUE_UNUSED) {
        mark_damaged(db, t, false, block, index);
        ok = false;
    }
    pthread_mutex_unlock(&db->lock);
    pr->damaged |= !ok;
    return ok;
}

static bool lookup_fn(void *ctx, EgdbSig s, uint64_t index, EgdbValue *value)
{
    return cached_value(ctx, s, index, value);
}

EgdbProbeStatus egdb_probe_status(Egdb *db, const Position *p, EgdbValue *value)
{
    if (popcount32(pos_occupied(p)) > db->pieces)
        return EGDB_PROBE_TOO_MANY_PIECES;
    Probe pr = {db, false};
    EgdbSource src = {lookup_fn, &pr};
    if (egdb_lookup(&src, p, value))
        return EGDB_PROBE_FOUND;
    return pr.damaged ? EGDB_PROBE_DAMAGED : EGDB_PROBE_GAME_OVER;
}

bool egdb_probe(Egdb *db, const Position *p, EgdbValue *value)
{
    return egdb_probe_status(db, p, value) == EGDB_PROBE_FOUND;
}

EgdbWdl egdb_wdl(EgdbValue value)
{
    if (value == EGDB_VALUE_DRAW)
        return EGDB_DRAW;
    if (egdb_value_is_win(value))
        return EGDB_WIN;
    return egdb_value_is_loss(value) ? EGDB_LOSS : EGDB_UNKNOWN;
}

const char *egdb_wdl_name(EgdbWdl wdl)
{
    static const char *const NAMES[] = {"unknown", "win", "draw", "loss"};
    return NAMES[wdl];
}

bool egdb_best(Egdb *db, const Position *p, Move *best, EgdbValue *value)
{
    EgdbValue stored;
    if (!egdb_probe(db, p, &stored))
        return false;
    MoveList list;
    movegen_legal(p, &list);
    Probe pr = {db, false};
    EgdbSource src = {lookup_fn, &pr};
    int i = egdb_best_move(&src, p, &list, value);
    if (i < 0)
        return false;
    *best = list.moves[i];
    return true;
}
