/*
 * egdb_build.c - building the endgame databases by retrograde analysis, and
 * checking them (egdb.h; the method is described in docs/egdb.md).
 *
 * Tables are solved in order of piece count, then of men on the board: a
 * capture leads to fewer pieces and a crowning to fewer men, so every move
 * that leaves a table ("converts") lands in a table solved before.  A table
 * and its colour-swapped twin lead into each other and are solved together
 * as one unit:
 *
 * 1. Every position is looked at once (in parallel): no move is a loss; a
 *    conversion into a lost position for the opponent is a win in one ply;
 *    the other moves stay inside the unit and are counted.  A position
 *    whose conversions include a draw can no longer lose (it is marked).
 * 2. Layer by layer of distance d = 0, 1, 2, ..., the positions of the
 *    layer are un-moved: each predecessor (a non-capture, non-crowning
 *    move of the other side that was legal, i.e. its side had no capture)
 *    of a loss in d is a win in d + 1; a predecessor of a win loses in
 *    d + 1 when it was its last unresolved move and it had no drawing exit.
 * 3. What is left is a draw (it can always avoid losing: cycles are draws).
 *
 * Values are in egdb_index.h.  The finished tables stay in memory while the
 * build goes on, since the next ones look into them.
 */
#include "egdb.h"

#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "clock.h"
#include "egdb_file.h"

enum {
    CHUNK = 1 << 15,         /* positions a thread takes at once */
    MAX_THREADS = 256,
    COUNT_MASK = 0x7F,       /* moves left inside the unit */
    CAN_DRAW = 0x80,         /* a conversion draws: the position cannot lose */
};

/* Every table solved or loaded so far, by signature slot (codes == NULL:
 * not yet). */
typedef struct Tables {
    EgdbStored stored[EGDB_SIG_SLOTS];
} Tables;

static bool memory_lookup(void *ctx, EgdbSig s, uint64_t index, EgdbValue *value)
{
    const Tables *t = ctx;
    const EgdbStored *st = &t->stored[sig_slot(s)];
    if (st->codes == NULL)
        return false;
    *value = egdb_stored_value(st, index);
    return true;
}


/* ---- progress ------------------------------------------------------------ */

typedef struct Progress {
    const EgdbBuildOptions *o;
    uint64_t done, total;
    const char *table;
    char name[EGDB_NAME_SIZE];
} Progress;

static bool cancelled(const Progress *pr)
{
    return pr->o->cancelled != NULL && pr->o->cancelled(pr->o->ctx);
}

static void report(const Progress *pr, uint64_t extra)
{
    if (pr->o->progress != NULL)
        pr->o->progress(pr->o->ctx, pr->done + extra, pr->total, pr->name);
}

/* ---- running over positions in threads ------------------------------------ */

typedef void (*RangeFn)(void *ctx, uint64_t lo, uint64_t hi);

typedef struct ParallelRun {
    RangeFn fn;
    void *ctx;
    uint64_t n;
    atomic_uint_fast64_t next, finished;
} ParallelRun;

static void run_chunks(ParallelRun *r, const Progress *pr)
{
    for (;;) {
        uint64_t lo = atomic_fetch_add(&r->next, CHUNK);
        if (lo >= r->n)
            return;
        uint64_t hi = lo + CHUNK < r->n ? lo + CHUNK : r->n;
        r->fn(r->ctx, lo, hi);
        uint64_t finished = atomic_fetch_add(&r->finished, hi - lo) + (hi - lo);
        if (pr != NULL)
            report(pr, finished);
        if (pr != NULL && cancelled(pr))
            atomic_store(&r->next, r->n); /* the other threads take no more chunks */
    }
}

static void *chunk_thread(void *arg)
{
    run_chunks(arg, NULL);
    return NULL;
}

/* fn over [0, n) in chunks on o->threads threads; this thread reports. */
static void parallel_for(const Progress *pr, uint64_t n, RangeFn fn, void *ctx)
{
    ParallelRun r = {.fn = fn, .ctx = ctx, .n = n};
    atomic_init(&r.next, 0);
    atomic_init(&r.finished, 0);
    pthread_t threads[MAX_THREADS];
    int extra = 0;
    for (int i = 1; i < pr->o->threads && i < MAX_THREADS; i++)
        if (pthread_create(&threads[extra], NULL, chunk_thread, &r) == 0)
            extra++;
    run_chunks(&r, pr);
    for (int i = 0; i < extra; i++)
        pthread_join(threads[i], NULL);
}

/* ---- one unit: a table and its colour-swapped twin -------------------------- */

typedef struct Unit {
    int count;            /* 1 when the table is its own twin */
    EgdbSig sig[2];
    uint64_t size[2];
    EgdbValue *values[2];
    uint8_t *moves[2];    /* COUNT_MASK | CAN_DRAW per position */
    EgdbStored stored[2]; /* the values coded for the files */
    EgdbSource known;     /* the tables solved before */
    bool too_long;        /* a distance beyond EGDB_MAX_DISTANCE */
    int max_distance;
} Unit;

static int max_distance(const EgdbValue *values, uint64_t n, int best)
{
    for (uint64_t i = 0; i < n; i++)
        if (values[i] != EGDB_VALUE_UNUSED && egdb_value_distance(values[i]) > best)
            best = egdb_value_distance(values[i]);
    return best;
}

/* The same for a table read back from its file (a unit kept from an
 * earlier build has no values in work). */
static int stored_max_distance(const EgdbStored *st, uint64_t n, int best)
{
    for (uint64_t i = 0; i < n; i++) {
        EgdbValue v = egdb_stored_value(st, i);
        if (v != EGDB_VALUE_UNUSED && egdb_value_distance(v) > best)
            best = egdb_value_distance(v);
    }
    return best;
}

static int twin(const Unit *u, int t)
{
    return u->count == 2 ? 1 - t : 0;
}

/* Step 1 for position i of table t. */
static void first_look(Unit *u, int t, uint64_t i)
{
    Position p;
    if (!egdb_position(u->sig[t], i, &p)) {
        u->values[t][i] = EGDB_VALUE_UNUSED;
        return;
    }
    MoveList list;
    if (movegen_legal(&p, &list) == 0) {
        u->values[t][i] = EGDB_VALUE_LOSS;
        return;
    }
    int inside = 0;
    bool can_draw = false;
    for (int m = 0; m < list.count; m++) {
        if (!egdb_move_converts(&list.moves[m])) {
            inside++;
            continue;
        }
        Position child = p;
        EgdbValue v = EGDB_VALUE_DRAW;
        pos_make(&child, &list.moves[m]);
        egdb_lookup(&u->known, &child, &v); /* solved before: never fails */
        if (egdb_value_is_loss(v)) {
            u->values[t][i] = 1;
            return;
        }
        can_draw |= v == EGDB_VALUE_DRAW;
    }
    if (inside == 0 && !can_draw)
        u->values[t][i] = EGDB_VALUE_LOSS + 1;
    u->moves[t][i] = (uint8_t)(inside | (can_draw ? CAN_DRAW : 0));
}

static void first_look_range(void *ctx, uint64_t lo, uint64_t hi)
{
    Unit *u = ctx;
    for (uint64_t k = lo; k < hi; k++) {
        int t = k < u->size[0] ? 0 : 1;
        first_look(u, t, t == 0 ? k : k - u->size[0]);
    }
}

/* Step 2: settle the predecessor j (in the twin table) of a position of
 * distance d whose value is v. */
static void settle_predecessor(Unit *u, int t, uint64_t j, EgdbValue v, int d)
{
    EgdbValue *value = &u->values[t][j];
    uint8_t *moves = &u->moves[t][j];
    if (*value != EGDB_VALUE_DRAW)
        return; /* settled already */
    if (d + 1 > EGDB_MAX_DISTANCE) {
        u->too_long = true;
        return;
    }
    if (egdb_value_is_loss(v)) {
        *value = (EgdbValue)(d + 1);
    } else if ((--*moves & COUNT_MASK) == 0 && !(*moves & CAN_DRAW)) {
        *value = (EgdbValue)(EGDB_VALUE_LOSS + d + 1);
    }
}

/* The squares the other side's piece on sq may have come from. */
static Bitboard origins(const Position *p, int sq)
{
    Bitboard b = sq_bit(sq), from = bb_up_left(b) | bb_up_right(b); /* a Black man came down */
    if (p->kings[BLACK] & b)
        from |= bb_down_left(b) | bb_down_right(b);
    return from & pos_empty(p);
}

/* Un-move every piece of the side that just moved into position i of table t. */
static void unmove(Unit *u, int t, uint64_t i, EgdbValue v, int d)
{
    Position p;
    egdb_position(u->sig[t], i, &p);
    int pt = twin(u, t);
    for (Bitboard pieces = pos_pieces(&p, BLACK); pieces; pieces &= pieces - 1) {
        int sq = lsb_index(pieces);
        bool king = (p.kings[BLACK] & sq_bit(sq)) != 0;
        for (Bitboard from = origins(&p, sq); from; from &= from - 1) {
            Position q = p;
            Bitboard *set = king ? &q.kings[BLACK] : &q.men[BLACK];
            *set = (*set & ~sq_bit(sq)) | (from & -from);
            q.side = BLACK;
            if (movegen_has_capture(&q))
                continue; /* then the move to p was not legal */
            Position w = egdb_flip(&q);
            settle_predecessor(u, pt, egdb_index(u->sig[pt], &w), v, d);
        }
    }
}

/* False when cancelled between two distances. */
static bool retrograde(Unit *u, const Progress *pr)
{
    for (int d = 0; !u->too_long; d++) {
        if (cancelled(pr))
            return false;
        bool any = false;
        for (int t = 0; t < u->count; t++)
            for (uint64_t i = 0; i < u->size[t]; i++) {
                EgdbValue v = u->values[t][i];
                if ((v == d && d > 0) || v == EGDB_VALUE_LOSS + d) {
                    any = true;
                    unmove(u, t, i, v, d);
                }
            }
        if (!any && d > 0)
            return true;
    }
    return true;
}

static bool solve_unit(Unit *u, Progress *pr, FileProblem *why)
{
    for (int t = 0; t < u->count; t++) {
        u->values[t] = calloc(u->size[t] ? u->size[t] : 1, sizeof(EgdbValue));
        u->moves[t] = calloc(u->size[t] ? u->size[t] : 1, 1);
        if (u->values[t] == NULL || u->moves[t] == NULL) {
            file_problem_set(why, FILE_PROBLEM_NO_MEMORY, pr->name);
            return false;
        }
    }
    uint64_t n = u->size[0] + (u->count == 2 ? u->size[1] : 0);
    parallel_for(pr, n, first_look_range, u);
    pr->done += n;
    report(pr, 0);
    if (cancelled(pr) || !retrograde(u, pr)) {
        file_problem_set(why, FILE_PROBLEM_EGDB_CANCELLED, NULL);
        return false;
    }
    pr->done += n;
    if (u->too_long) {
        file_problem_set(why, FILE_PROBLEM_EGDB_TOO_LONG, pr->name)->limit = EGDB_MAX_DISTANCE;
        return false;
    }
    for (int t = 0; t < u->count; t++) {
        free(u->moves[t]);
        u->moves[t] = NULL;
        u->max_distance = max_distance(u->values[t], u->size[t], u->max_distance);
        bool coded = egdb_stored_make(u->values[t], u->size[t], &u->stored[t]);
        free(u->values[t]);
        u->values[t] = NULL;
        if (!coded) {
            file_problem_set(why, FILE_PROBLEM_NO_MEMORY, pr->name);
            return false;
        }
    }
    return true;
}

/* ---- the whole build ----------------------------------------------------- */

typedef struct Plan {
    int count;
    EgdbSig sigs[EGDB_MAX_PIECES * EGDB_MAX_SIGS];
} Plan;

static void make_plan(int pieces, Plan *plan)
{
    plan->count = 0;
    for (int n = 2; n <= pieces; n++)
        plan->count += egdb_signatures(n, plan->sigs + plan->count);
}

static uint64_t plan_positions(const Plan *plan)
{
    uint64_t total = 0;
    for (int i = 0; i < plan->count; i++)
        total += egdb_table_size(plan->sigs[i]);
    return total;
}

uint64_t egdb_build_memory(int pieces)
{
    Plan *plan = malloc(sizeof *plan);
    if (plan == NULL)
        return UINT64_MAX;
    make_plan(pieces, plan);
    uint64_t unit_max = 0;
    for (int i = 0; i < plan->count; i++) {
        uint64_t unit = egdb_table_size(plan->sigs[i]) + egdb_table_size(sig_swap(plan->sigs[i]));
        unit_max = unit > unit_max ? unit : unit_max;
    }
    /* One byte a position kept, three (value and move count) in work. */
    uint64_t bytes = plan_positions(plan) + 3 * unit_max;
    free(plan);
    return bytes;
}

static void free_tables(Tables *t)
{
    for (int i = 0; i < EGDB_SIG_SLOTS; i++)
        egdb_stored_free(&t->stored[i]);
    free(t);
}

static void free_unit(Unit *u)
{
    for (int t = 0; t < 2; t++) {
        free(u->values[t]);
        free(u->moves[t]);
        egdb_stored_free(&u->stored[t]);
    }
}

static void make_unit(const Tables *known, EgdbSig s, Unit *u)
{
    memset(u, 0, sizeof *u);
    u->sig[0] = s;
    u->sig[1] = sig_swap(s);
    u->count = sig_equal(s, u->sig[1]) ? 1 : 2;
    for (int t = 0; t < u->count; t++)
        u->size[t] = egdb_table_size(u->sig[t]);
    u->known.lookup = memory_lookup;
    u->known.ctx = (void *)known;
}

/* Load the unit's finished files, if all are there and sound. */
static bool load_unit(const char *dir, Unit *u)
{
    FileProblem ignored;
    for (int t = 0; t < u->count; t++)
        if (!egdb_file_read(dir, u->sig[t], &u->stored[t], &ignored))
            return false;
    return true;
}

static uint64_t file_size(const char *dir, EgdbSig s)
{
    char path[EGDB_PATH_SIZE];
    struct stat st;
    egdb_file_path(dir, s, path, sizeof path);
    return stat(path, &st) == 0 ? (uint64_t)st.st_size : 0;
}

static bool build_unit(const EgdbBuildOptions *o, Tables *tables, Unit *u, Progress *pr, EgdbBuildStats *st,
                       FileProblem *why)
{
    int n = sig_pieces(u->sig[0]);
    egdb_file_name(u->sig[0], pr->name, sizeof pr->name);
    int64_t start_ms = clock_now_ms();
    bool kept = load_unit(o->dir, u);
    if (kept) {
        pr->done += 2 * (u->size[0] + (u->count == 2 ? u->size[1] : 0));
        st->kept += u->count;
        for (int t = 0; t < u->count; t++)
            u->max_distance = stored_max_distance(&u->stored[t], u->size[t], u->max_distance);
    } else {
        for (int t = 0; t < u->count; t++)
            egdb_stored_free(&u->stored[t]);
        if (!solve_unit(u, pr, why))
            return false;
    }
    for (int t = 0; t < u->count; t++) {
        uint64_t bytes = 0;
        if (!kept && !egdb_file_write(o->dir, u->sig[t], &u->stored[t], &bytes, why))
            return false;
        if (kept)
            bytes = file_size(o->dir, u->sig[t]);
        tables->stored[sig_slot(u->sig[t])] = u->stored[t];
        memset(&u->stored[t], 0, sizeof u->stored[t]);
        st->tables[n]++;
        st->positions[n] += u->size[t];
        st->bytes[n] += bytes;
    }
    st->max_distance = u->max_distance > st->max_distance ? u->max_distance : st->max_distance;
    st->seconds[n] += kept ? 0 : (double)(clock_now_ms() - start_ms) / 1000.0;
    report(pr, 0);
    return true;
}

bool egdb_build(const EgdbBuildOptions *o, EgdbBuildStats *stats, FileProblem *why)
{
    memset(stats, 0, sizeof *stats);
    file_problem_clear(why);
    Plan *plan = malloc(sizeof *plan);
    Tables *tables = calloc(1, sizeof *tables);
    bool ok = plan != NULL && tables != NULL;
    if (!ok)
        file_problem_set(why, FILE_PROBLEM_NO_MEMORY, NULL);
    Progress pr = {.o = o};
    if (ok) {
        egdb_file_remove_temporaries(o->dir);
        make_plan(o->pieces, plan);
        pr.total = 2 * plan_positions(plan);
    }
    for (int i = 0; ok && i < plan->count; i++) {
        if (tables->stored[sig_slot(plan->sigs[i])].codes != NULL)
            continue; /* solved with its twin */
        if (cancelled(&pr)) {
            file_problem_set(why, FILE_PROBLEM_EGDB_CANCELLED, NULL);
            ok = false;
            break;
        }
        Unit u;
        make_unit(tables, plan->sigs[i], &u);
        ok = build_unit(o, tables, &u, &pr, stats, why);
        free_unit(&u);
    }
    free(plan);
    if (tables != NULL)
        free_tables(tables);
    return ok;
}

/* ---- checking ------------------------------------------------------------ */

typedef struct Check {
    EgdbSig sig;
    const EgdbStored *stored;
    EgdbSource all;
    atomic_uint_fast64_t wrong, checked;
} Check;

/* A stored value is right when it is what its successors make it. */
static void check_range(void *ctx, uint64_t lo, uint64_t hi)
{
    Check *c = ctx;
    uint64_t wrong = 0, checked = 0;
    for (uint64_t i = lo; i < hi; i++) {
        Position p;
        EgdbValue stored = egdb_stored_value(c->stored, i);
        if (!egdb_position(c->sig, i, &p)) {
            wrong += stored != EGDB_VALUE_UNUSED;
            continue;
        }
        MoveList list;
        EgdbValue expected;
        movegen_legal(&p, &list);
        checked++;
        wrong += egdb_best_move(&c->all, &p, &list, &expected) == -2 || expected != stored;
    }
    atomic_fetch_add(&c->wrong, wrong);
    atomic_fetch_add(&c->checked, checked);
}

bool egdb_verify(const EgdbBuildOptions *o, EgdbVerifyStats *stats, FileProblem *why)
{
    memset(stats, 0, sizeof *stats);
    file_problem_clear(why);
    Plan *plan = malloc(sizeof *plan);
    Tables *tables = calloc(1, sizeof *tables);
    bool ok = plan != NULL && tables != NULL;
    if (!ok)
        file_problem_set(why, FILE_PROBLEM_NO_MEMORY, NULL);
    else
        make_plan(o->pieces, plan);
    for (int i = 0; ok && i < plan->count; i++)
        ok = egdb_file_read(o->dir, plan->sigs[i], &tables->stored[sig_slot(plan->sigs[i])], why);
    Progress pr = {.o = o, .total = ok ? plan_positions(plan) : 0};
    for (int i = 0; ok && i < plan->count; i++) {
        EgdbSig s = plan->sigs[i];
        Check c = {.sig = s, .stored = &tables->stored[sig_slot(s)], .all = {memory_lookup, tables}};
        atomic_init(&c.wrong, 0);
        atomic_init(&c.checked, 0);
        egdb_file_name(s, pr.name, sizeof pr.name);
        uint64_t n = egdb_table_size(s);
        parallel_for(&pr, n, check_range, &c);
        pr.done += n;
        stats->tables++;
        stats->positions += atomic_load(&c.checked);
        stats->wrong += atomic_load(&c.wrong);
        if (cancelled(&pr)) {
            file_problem_set(why, FILE_PROBLEM_EGDB_CANCELLED, NULL);
            ok = false;
        }
    }
    free(plan);
    if (tables != NULL)
        free_tables(tables);
    return ok;
}
