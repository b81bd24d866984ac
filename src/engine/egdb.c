/*
 * egdb.c - probing the endgame databases (egdb.h).
 *
 * The table files are mapped read-only: the operating system keeps the
 * compressed blocks that are used in memory.  Decoded blocks go to a small
 * direct-mapped cache shared by the threads under one lock (probes happen
 * only in positions with few pieces, so the lock is rarely contended).
 */
#include "egdb.h"

#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include "egdb_file.h"

enum { CACHE_SLOTS = 2048 }; /* 8 MiB of decoded blocks */

typedef struct CacheSlot {
    uint64_t tag; /* table slot << 32 | block, plus one; 0 when empty */
    uint8_t codes[EGDB_BLOCK];
} CacheSlot;

struct Egdb {
    EgdbFileView tables[EGDB_SIG_SLOTS]; /* data == NULL: absent */
    int pieces;
    pthread_mutex_t lock;
    CacheSlot *cache;
};

/* ---- opening ------------------------------------------------------------- */

typedef struct OpenCtx {
    Egdb *db;
    const char *dir;
    char *err;
    size_t errsize;
    bool missing;   /* a table of this piece count is not there */
} OpenCtx;

static bool map_table(OpenCtx *o, EgdbSig s)
{
    char path[EGDB_PATH_SIZE];
    egdb_file_path(o->dir, s, path, sizeof path);
    int fd = open(path, O_RDONLY | O_CLOEXEC);
    struct stat st;
    if (fd < 0 || fstat(fd, &st) != 0 || st.st_size <= 0) {
        if (fd >= 0)
            close(fd);
        o->missing = true;
        return false;
    }
    void *data = mmap(NULL, (size_t)st.st_size, PROT_READ, MAP_SHARED, fd, 0);
    close(fd);
    if (data == MAP_FAILED) {
        snprintf(o->err, o->errsize, "cannot map %s: %s", path, strerror(errno));
        return false;
    }
    if (!egdb_file_parse(data, (size_t)st.st_size, s, false, &o->db->tables[sig_slot(s)], o->err, o->errsize)) {
        munmap(data, (size_t)st.st_size);
        return false;
    }
    return true;
}

Egdb *egdb_open(const char *dir, char *err, size_t errsize)
{
    Egdb *db = calloc(1, sizeof *db);
    CacheSlot *cache = calloc(CACHE_SLOTS, sizeof *cache);
    if (db == NULL || cache == NULL) {
        free(db);
        free(cache);
        snprintf(err, errsize, "out of memory opening the endgame databases");
        return NULL;
    }
    db->cache = cache;
    pthread_mutex_init(&db->lock, NULL);
    OpenCtx o = {db, dir, err, errsize, false};
    err[0] = '\0';
    for (int n = 2; n <= EGDB_MAX_PIECES && !o.missing && err[0] == '\0'; n++) {
        EgdbSig sigs[EGDB_MAX_SIGS];
        int count = egdb_signatures(n, sigs);
        for (int i = 0; i < count && map_table(&o, sigs[i]); i++)
            ;
        if (!o.missing && err[0] == '\0')
            db->pieces = n;
    }
    if (err[0] == '\0' && db->pieces < 2)
        snprintf(err, errsize, "no endgame databases in %s (build them with 'dama egdb build')", dir);
    if (err[0] != '\0') {
        egdb_close(db);
        return NULL;
    }
    return db;
}

void egdb_close(Egdb *db)
{
    if (db == NULL)
        return;
    for (int i = 0; i < EGDB_SIG_SLOTS; i++)
        if (db->tables[i].data != NULL)
            munmap((void *)db->tables[i].data, db->tables[i].size);
    pthread_mutex_destroy(&db->lock);
    free(db->cache);
    free(db);
}

int egdb_pieces(const Egdb *db)
{
    return db->pieces;
}

/* ---- probing ------------------------------------------------------------- */

static bool cached_value(Egdb *db, EgdbSig s, uint64_t index, EgdbValue *value)
{
    const EgdbFileView *t = &db->tables[sig_slot(s)];
    if (t->data == NULL || index >= t->positions)
        return false;
    uint32_t block = (uint32_t)(index / EGDB_BLOCK);
    uint64_t tag = ((uint64_t)sig_slot(s) << 32 | block) + 1;
    CacheSlot *slot = &db->cache[(tag * 0x9E3779B97F4A7C15ULL) >> 53 & (CACHE_SLOTS - 1)];
    bool ok = true;
    uint8_t code = EGDB_CODE_UNUSED;
    pthread_mutex_lock(&db->lock);
    if (slot->tag != tag) {
        ok = egdb_file_block(t, block, slot->codes);
        slot->tag = ok ? tag : 0;
    }
    if (ok)
        code = slot->codes[index % EGDB_BLOCK];
    pthread_mutex_unlock(&db->lock);
    *value = egdb_code_value(&t->longs, index, code);
    return *value != EGDB_VALUE_UNUSED;
}

static bool lookup_fn(void *ctx, EgdbSig s, uint64_t index, EgdbValue *value)
{
    return cached_value(ctx, s, index, value);
}

static EgdbSource source_of(Egdb *db)
{
    EgdbSource src = {lookup_fn, db};
    return src;
}

bool egdb_probe(Egdb *db, const Position *p, EgdbValue *value)
{
    if (popcount32(pos_occupied(p)) > db->pieces)
        return false;
    EgdbSource src = source_of(db);
    return egdb_lookup(&src, p, value);
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
    EgdbSource src = source_of(db);
    int i = egdb_best_move(&src, p, &list, value);
    if (i < 0)
        return false;
    *best = list.moves[i];
    return true;
}
