/*
 * test_egdb.c - the endgame databases: the index numbers every position
 * once, files survive a round trip and a damaged one is refused, the values
 * agree with an independent brute-force solver and with hand-analysed
 * positions, an interrupted build resumes, verify catches a wrong value,
 * and the engine converts database wins against the best defence.
 */
#include <check.h>
#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "egdb.h"
#include "egdb_file.h"
#include "fen.h"
#include "files.h"
#include "game.h"
#include "movegen.h"
#include "score.h"
#include "search.h"
#include "test_helpers.h"

enum { TEST_PIECES = 3, TEST_HASH_MB = 8, DIR_SIZE = 64 };

/* ---- a database of up to three pieces in a temporary directory --------- */

typedef struct TestDb {
    char dir[DIR_SIZE];
    EgdbBuildStats stats;
} TestDb;

static void build_into(TestDb *t)
{
    FileProblem why;
    EgdbBuildOptions o = {t->dir, TEST_PIECES, 2, NULL, NULL, NULL};
    ck_assert_msg(egdb_build(&o, &t->stats, &why), "build failed: %s", TEST_FILE_TEXT(why));
}

static void make_db(TestDb *t)
{
    snprintf(t->dir, sizeof t->dir, "/tmp/dama-egdb-test-XXXXXX");
    ck_assert_ptr_nonnull(mkdtemp(t->dir));
    build_into(t);
}

static void remove_db(const TestDb *t)
{
    DIR *d = opendir(t->dir);
    ck_assert_ptr_nonnull(d);
    struct dirent *ent;
    while ((ent = readdir(d)) != NULL) {
        char path[DIR_SIZE + 300];
        snprintf(path, sizeof path, "%s/%s", t->dir, ent->d_name);
        if (ent->d_name[0] != '.')
            unlink(path);
    }
    closedir(d);
    rmdir(t->dir);
}

static Egdb *open_db(const TestDb *t)
{
    FileProblem why;
    char err[FILE_PROBLEM_TEXT_SIZE];
    Egdb *db = egdb_open(t->dir, &why);
    ck_assert_msg(db != NULL, "open failed: %s", file_problem_text(&why, err, sizeof err));
    ck_assert_int_eq(egdb_pieces(db), TEST_PIECES);
    return db;
}

static EgdbWdl probe_fen(Egdb *db, const char *fen, int *distance)
{
    Position p = test_position(fen);
    EgdbValue v;
    ck_assert_msg(egdb_probe(db, &p, &v), "%s not covered", fen);
    if (distance != NULL)
        *distance = egdb_value_distance(v);
    return egdb_wdl(v);
}

/* ---- indexing ------------------------------------------------------------ */

START_TEST(index_numbers_every_position_once)
{
    static const EgdbSig SIGS[] = {{{1, 0, 1, 0}}, {{2, 1, 0, 1}}, {{0, 2, 1, 0}}, {{1, 1, 1, 1}}, {{3, 0, 2, 0}}};
    for (size_t k = 0; k < sizeof SIGS / sizeof SIGS[0]; k++) {
        EgdbSig s = SIGS[k];
        uint64_t n = egdb_table_size(s), used = 0;
        for (uint64_t i = 0; i < n; i++) {
            Position p;
            if (!egdb_position(s, i, &p))
                continue;
            used++;
            ck_assert(sig_equal(egdb_signature(&p), s));
            ck_assert_uint_eq(egdb_index(s, &p), i);
            ck_assert((p.men[WHITE] & 0xFu) == 0 && (p.men[BLACK] & 0xF0000000u) == 0);
            Position back = egdb_flip(&p);
            back = egdb_flip(&back);
            ck_assert(pos_equal(&back, &p));
        }
        ck_assert_uint_gt(used, n / 2); /* few indices are wasted */
    }
}
END_TEST

/* ---- files ----------------------------------------------------------------- */

START_TEST(file_round_trip_and_damage_refused)
{
    TestDb t;
    snprintf(t.dir, sizeof t.dir, "/tmp/dama-egdb-test-XXXXXX");
    ck_assert_ptr_nonnull(mkdtemp(t.dir));
    EgdbSig s = {{1, 1, 0, 2}};
    uint64_t n = egdb_table_size(s), bytes, rng = 7;
    EgdbValue *values = malloc(n * sizeof *values);
    for (uint64_t i = 0; i < n; i++) { /* long runs, noise and long distances */
        uint64_t r = test_random(&rng);
        values[i] = (i / 1000) % 2 ? EGDB_VALUE_DRAW
                    : r % 7 == 0  ? (EgdbValue)(r % 2 ? 1 + r % 900 : EGDB_VALUE_LOSS + r % 900)
                                  : (EgdbValue)(r % 5);
    }
    EgdbStored st, back;
    FileProblem why;
    ck_assert(egdb_stored_make(values, n, &st));
    ck_assert_uint_gt(st.longs.count, 100);
    ck_assert(egdb_file_write(t.dir, s, &st, &bytes, &why));
    ck_assert_uint_lt(bytes, n);
    ck_assert(egdb_file_read(t.dir, s, &back, &why));
    for (uint64_t i = 0; i < n; i++)
        ck_assert_uint_eq(egdb_stored_value(&back, i), values[i]);
    egdb_stored_free(&back);
    egdb_stored_free(&st);

    char path[EGDB_PATH_SIZE];
    egdb_file_path(t.dir, s, path, sizeof path);
    FILE *f = fopen(path, "r+b");
    ck_assert_ptr_nonnull(f);
    fseek(f, (long)bytes / 2, SEEK_SET);
    int c = fgetc(f);
    fseek(f, (long)bytes / 2, SEEK_SET);
    fputc(c ^ 0x5A, f);
    fclose(f);
    ck_assert(!egdb_file_read(t.dir, s, &back, &why));
    ck_assert_int_eq(why.code, FILE_PROBLEM_EGDB_CHECKSUM);
    free(values);
    remove_db(&t);
}
END_TEST

START_TEST(open_refuses_an_empty_or_truncated_set)
{
    TestDb t;
    FileProblem why;
    snprintf(t.dir, sizeof t.dir, "/tmp/dama-egdb-test-XXXXXX");
    ck_assert_ptr_nonnull(mkdtemp(t.dir));
    ck_assert_ptr_null(egdb_open(t.dir, &why));
    ck_assert_int_eq(why.code, FILE_PROBLEM_EGDB_NONE_IN_DIR);
    ck_assert_str_eq(why.path, t.dir);
    remove_db(&t);

    make_db(&t);
    char path[EGDB_PATH_SIZE];
    EgdbSig s = {{0, 1, 0, 1}};
    egdb_file_path(t.dir, s, path, sizeof path);
    ck_assert_int_eq(truncate(path, 40), 0);
    ck_assert_ptr_null(egdb_open(t.dir, &why));
    ck_assert_int_eq(why.code, FILE_PROBLEM_EGDB_DAMAGED_HEADER);
    remove_db(&t);
}
END_TEST

/* ---- values ---------------------------------------------------------------- */

/*
 * An independent solver for a closed set of positions: every position with
 * one piece a side, and every one with three kings.  It keeps positions in
 * a hash table and iterates "a move to a lost position wins; all moves to
 * won positions lose" to a fixed point; what stays open is a draw.  It
 * shares nothing with the builder but the move generator.
 */
enum { NAIVE_SLOTS = 1 << 18 };

typedef struct Naive {
    Position *pos;
    int *value; /* 1 win, -1 loss, 0 draw/unknown for the side to move */
    int count;
    int *slot;  /* hash table of indices + 1 */
} Naive;

static int naive_find(const Naive *nv, const Position *p)
{
    uint64_t h = pos_compute_hash(p);
    for (size_t k = h & (NAIVE_SLOTS - 1);; k = (k + 1) & (NAIVE_SLOTS - 1)) {
        if (nv->slot[k] == 0)
            return -1;
        if (pos_equal(&nv->pos[nv->slot[k] - 1], p))
            return nv->slot[k] - 1;
    }
}

static void naive_add(Naive *nv, Position p)
{
    p.hash = pos_compute_hash(&p);
    if (naive_find(nv, &p) >= 0)
        return;
    size_t k = p.hash & (NAIVE_SLOTS - 1);
    while (nv->slot[k] != 0)
        k = (k + 1) & (NAIVE_SLOTS - 1);
    nv->pos[nv->count] = p;
    nv->slot[k] = ++nv->count;
}

/* Place the pieces of kinds[0..n) (0 white man, 1 white king, 2 black man,
 * 3 black king) on free squares, both sides to move. */
static void naive_place(Naive *nv, Position *p, const int *kinds, int n)
{
    if (n == 0) {
        for (int side = WHITE; side <= BLACK; side++) {
            p->side = side;
            naive_add(nv, *p);
        }
        return;
    }
    int kind = kinds[0], side = kind / 2;
    bool king = kind % 2;
    for (int sq = 0; sq < NUM_SQUARES; sq++) {
        if (pos_occupied(p) & sq_bit(sq))
            continue;
        if (!king && (side == WHITE ? sq < 4 : sq >= 28))
            continue;
        Bitboard *set = king ? &p->kings[side] : &p->men[side];
        *set |= sq_bit(sq);
        naive_place(nv, p, kinds + 1, n - 1);
        *set &= ~sq_bit(sq);
    }
}

static int naive_child_value(const Naive *nv, const Position *child)
{
    if (pos_pieces(child, child->side) == 0)
        return -1;
    int k = naive_find(nv, child);
    ck_assert_msg(k >= 0, "the naive set is not closed");
    return nv->value[k];
}

static void naive_solve(Naive *nv)
{
    for (bool changed = true; changed;) {
        changed = false;
        for (int i = 0; i < nv->count; i++) {
            if (nv->value[i] != 0)
                continue;
            MoveList list;
            int wins = 0, n = movegen_legal(&nv->pos[i], &list);
            bool winning = false;
            for (int m = 0; m < n && !winning; m++) {
                Position child = nv->pos[i];
                pos_make(&child, &list.moves[m]);
                int v = naive_child_value(nv, &child);
                winning = v == -1;
                wins += v == 1;
            }
            if (winning || wins == n) {
                nv->value[i] = winning ? 1 : -1;
                changed = true;
            }
        }
    }
}

START_TEST(values_agree_with_a_brute_force_solver)
{
    static const int SETS[][3] = {{0, 2}, {0, 3}, {1, 2}, {1, 3}, {1, 1, 3}, {1, 3, 3}};
    static const int SET_SIZE[] = {2, 2, 2, 2, 3, 3};
    Naive nv;
    nv.pos = malloc(200000 * sizeof *nv.pos);
    nv.value = calloc(200000, sizeof *nv.value);
    nv.slot = calloc(NAIVE_SLOTS, sizeof *nv.slot);
    nv.count = 0;
    for (size_t k = 0; k < sizeof SET_SIZE / sizeof SET_SIZE[0]; k++) {
        Position p;
        memset(&p, 0, sizeof p);
        naive_place(&nv, &p, SETS[k], SET_SIZE[k]);
    }
    naive_solve(&nv);

    TestDb t;
    make_db(&t);
    Egdb *db = open_db(&t);
    int counted[3] = {0, 0, 0};
    for (int i = 0; i < nv.count; i++) {
        EgdbValue v;
        ck_assert(egdb_probe(db, &nv.pos[i], &v));
        EgdbWdl want = nv.value[i] > 0 ? EGDB_WIN : nv.value[i] < 0 ? EGDB_LOSS : EGDB_DRAW;
        char fen[128];
        fen_format(&nv.pos[i], fen, sizeof fen);
        ck_assert_msg(egdb_wdl(v) == want, "%s: database %s, brute force %s", fen, egdb_wdl_name(egdb_wdl(v)),
                      egdb_wdl_name(want));
        counted[nv.value[i] + 1]++;
    }
    /* All three outcomes occur: the comparison is not vacuous. */
    ck_assert(counted[0] > 1000 && counted[1] > 1000 && counted[2] > 1000);
    egdb_close(db);
    remove_db(&t);
    free(nv.pos);
    free(nv.value);
    free(nv.slot);
}
END_TEST

START_TEST(hand_analysed_positions)
{
    TestDb t;
    make_db(&t);
    Egdb *db = open_db(&t);
    int d;
    /* Two kings trap a lone king; a lone king each is a draw in the open
     * and on the double corner. */
    ck_assert_int_eq(probe_fen(db, "W:WK22,K23:BK1", NULL), EGDB_WIN);
    ck_assert_int_eq(probe_fen(db, "B:WK22,K23:BK1", NULL), EGDB_LOSS);
    ck_assert_int_eq(probe_fen(db, "W:WK18:BK15", NULL), EGDB_DRAW);
    ck_assert_int_eq(probe_fen(db, "B:WK18:BK15", NULL), EGDB_DRAW);
    ck_assert_int_eq(probe_fen(db, "W:WK29:BK4", NULL), EGDB_DRAW);
    /* Man 22 against man 18 on its forward diagonal: whoever moves must
     * capture (22x13 or 18x27) and leaves the other side without pieces. */
    ck_assert_int_eq(probe_fen(db, "W:W22:B18", &d), EGDB_WIN);
    ck_assert_int_eq(d, 1);
    ck_assert_int_eq(probe_fen(db, "B:W22:B18", &d), EGDB_WIN);
    ck_assert_int_eq(d, 1);
    /* A man never captures a king, a king captures a man: the black king
     * on 18 takes 18x27 at once, but the white man on 22 cannot take it. */
    ck_assert_int_eq(probe_fen(db, "B:W22:BK18", &d), EGDB_WIN);
    ck_assert_int_eq(d, 1);
    ck_assert(probe_fen(db, "W:W22:BK18", &d) != EGDB_WIN || d > 1);
    /* No piece left: lost at once. */
    ck_assert_int_eq(probe_fen(db, "W:W:B1", &d), EGDB_LOSS);
    ck_assert_int_eq(d, 0);
    /* Four pieces are beyond a three-piece database. */
    Position p = test_position("W:WK22,K23:BK1,K2");
    EgdbValue v;
    ck_assert(!egdb_probe(db, &p, &v));
    egdb_close(db);
    remove_db(&t);
}
END_TEST

/* ---- building and checking --------------------------------------------------- */

/* The number of a process that has just ended. */
static pid_t dead_pid(void)
{
    pid_t pid = fork();
    ck_assert_int_ge(pid, 0);
    if (pid == 0)
        _exit(0);
    ck_assert_int_eq(waitpid(pid, NULL, 0), pid);
    return pid;
}

START_TEST(build_resumes_and_verify_is_clean)
{
    TestDb t;
    make_db(&t);
    int tables = t.stats.tables[2] + t.stats.tables[3];
    ck_assert_int_eq(t.stats.kept, 0);
    char path[EGDB_PATH_SIZE];
    EgdbSig lost = {{1, 1, 0, 1}}; /* its twin m0k1-m1k1 is kept but rebuilt with it */
    egdb_file_path(t.dir, lost, path, sizeof path);
    ck_assert_int_eq(unlink(path), 0);
    /* A temporary file (core/filewrite.h names them PATH.tmp.PID.N) of a
     * build killed mid-way is cleared away; one of a living process (the
     * parent of this test: a build running beside this one) is spared. */
    char half_written[EGDB_PATH_SIZE + 32], live[EGDB_PATH_SIZE + 32];
    snprintf(half_written, sizeof half_written, "%s.tmp.%ld.0", path, (long)dead_pid());
    snprintf(live, sizeof live, "%s.tmp.%ld.0", path, (long)getppid());
    test_write_file(half_written, "");
    test_write_file(live, "");
    build_into(&t);
    ck_assert_int_ne(access(half_written, F_OK), 0);
    ck_assert_int_eq(access(live, F_OK), 0);
    ck_assert_int_eq(unlink(live), 0);
    int longest = t.stats.max_distance;
    ck_assert_int_gt(longest, 0);
    ck_assert_int_eq(t.stats.kept, tables - 2);
    ck_assert_int_eq(access(path, R_OK), 0);

    /* Everything kept: the longest distance is still counted (it said 0). */
    build_into(&t);
    ck_assert_int_eq(t.stats.kept, tables);
    ck_assert_int_eq(t.stats.max_distance, longest);

    EgdbBuildOptions o = {t.dir, TEST_PIECES, 2, NULL, NULL, NULL};
    EgdbVerifyStats vs;
    FileProblem why;
    ck_assert_msg(egdb_verify(&o, &vs, &why), "%s", TEST_FILE_TEXT(why));
    ck_assert_int_eq(vs.tables, tables);
    ck_assert_uint_eq(vs.wrong, 0);
    ck_assert_uint_gt(vs.positions, 100000);
    remove_db(&t);
}
END_TEST

static bool always_cancelled(void *ctx)
{
    (void)ctx;
    return true;
}

/* A build that fails says why as facts (file_problem.h), for the front
 * ends to word: a table's file that cannot be written names that file; a
 * cancelled build says so and leaves nothing behind. */
START_TEST(a_failed_build_says_why_as_facts)
{
    FileProblem why;
    EgdbBuildStats stats;
    EgdbBuildOptions o = {"/nonexistent/dama-egdb", 2, 1, NULL, NULL, NULL};
    ck_assert(!egdb_build(&o, &stats, &why));
    ck_assert_int_eq(why.code, FILE_PROBLEM_TEMP_FAILED);
    ck_assert_int_eq(why.sys_errno, ENOENT);
    ck_assert_ptr_nonnull(strstr(why.path, "/nonexistent/dama-egdb/"));
    ck_assert_ptr_nonnull(strstr(why.path, ".egdb"));

    TestDb t;
    snprintf(t.dir, sizeof t.dir, "/tmp/dama-egdb-test-XXXXXX");
    ck_assert_ptr_nonnull(mkdtemp(t.dir));
    EgdbBuildOptions stopped = {t.dir, 3, 1, NULL, NULL, always_cancelled};
    ck_assert(!egdb_build(&stopped, &stats, &why));
    ck_assert_int_eq(why.code, FILE_PROBLEM_EGDB_CANCELLED);
    ck_assert_str_eq(TEST_FILE_TEXT(why), "the build was cancelled");
    EgdbVerifyStats vs;
    ck_assert(!egdb_verify(&stopped, &vs, &why)); /* no table was written */
    ck_assert_int_ne(why.code, FILE_PROBLEM_NONE);
    remove_db(&t);
}
END_TEST

START_TEST(verify_catches_a_wrong_value)
{
    TestDb t;
    make_db(&t);
    EgdbSig s = {{0, 2, 0, 1}};
    EgdbStored st;
    uint64_t bytes;
    FileProblem why;
    ck_assert(egdb_file_read(t.dir, s, &st, &why));
    Position p = test_position("W:WK22,K23:BK1");
    uint64_t i = egdb_index(s, &p);
    ck_assert(egdb_value_is_win(egdb_stored_value(&st, i)));
    st.codes[i] = EGDB_VALUE_DRAW;
    ck_assert(egdb_file_write(t.dir, s, &st, &bytes, &why));
    egdb_stored_free(&st);
    EgdbBuildOptions o = {t.dir, TEST_PIECES, 1, NULL, NULL, NULL};
    EgdbVerifyStats vs;
    ck_assert(egdb_verify(&o, &vs, &why));
    ck_assert_uint_ge(vs.wrong, 1);
    remove_db(&t);
}
END_TEST

/* ---- the engine ------------------------------------------------------------- */

/* The engine (with the databases) plays the winner, the databases' longest
 * defence the loser; the winner must win. */
static void play_out(Egdb *db, const char *fen)
{
    Engine *e = engine_new(TEST_HASH_MB);
    engine_set_egdb(e, db);
    Position start = test_position(fen);
    Game g;
    game_init(&g, &start);
    int winner = g.pos.side;
    SearchLimits lim = {0};
    lim.depth = 4;
    while (!game_over(&g)) {
        Move m;
        EgdbValue v;
        if (g.pos.side == winner) {
            SearchInfo info;
            ck_assert(engine_search(e, &g, &lim, NULL, NULL, &m, &info));
            ck_assert_int_eq(info.egdb, EGDB_WIN);
            ck_assert_int_ge(info.score, SCORE_EGDB_WIN_MIN);
            ck_assert_int_lt(info.score, SCORE_WIN_MIN);
        } else {
            ck_assert(egdb_best(db, &g.pos, &m, &v));
            ck_assert(egdb_value_is_loss(v));
        }
        ck_assert(game_play(&g, &m));
    }
    ck_assert_msg(g.result == (winner == WHITE ? RESULT_WHITE_WINS : RESULT_BLACK_WINS), "%s: not converted", fen);
    game_free(&g);
    engine_free(e);
}

START_TEST(won_positions_are_converted)
{
    TestDb t;
    make_db(&t);
    Egdb *db = open_db(&t);
    play_out(db, "W:WK22,K23:BK1");
    play_out(db, "W:WK22,K23:BK4");
    play_out(db, "B:WK29:BK10,K11");
    play_out(db, "W:W22,23:BK4");
    egdb_close(db);
    remove_db(&t);
}
END_TEST

START_TEST(search_scores_database_positions)
{
    TestDb t;
    make_db(&t);
    Egdb *db = open_db(&t);
    Engine *e = engine_new(TEST_HASH_MB);
    engine_set_egdb(e, db);
    SearchLimits lim = {0};
    lim.depth = 3;
    Move m;
    SearchInfo info;
    /* Four pieces: the capture 22x13 leads to a database win. */
    Position p = test_position("W:WK22,K23:BK1,18");
    Game g;
    game_init(&g, &p);
    ck_assert(engine_search(e, &g, &lim, NULL, NULL, &m, &info));
    ck_assert_int_eq(info.egdb, EGDB_UNKNOWN);
    ck_assert_int_ge(info.score, SCORE_EGDB_WIN_MIN);
    ck_assert_int_lt(info.score, SCORE_WIN_MIN);
    game_free(&g);

    /* Taking the last piece is still the mate it is, not a database win. */
    p = test_position("W:WK22,K23,K24:B18");
    game_init(&g, &p);
    ck_assert(engine_search(e, &g, &lim, NULL, NULL, &m, &info));
    ck_assert_int_eq(info.score, score_win_in(1));
    game_free(&g);

    /* A database draw is searched and keeps the draw. */
    p = test_position("W:WK18:BK15");
    game_init(&g, &p);
    ck_assert(engine_search(e, &g, &lim, NULL, NULL, &m, &info));
    ck_assert_int_eq(info.egdb, EGDB_DRAW);
    ck_assert_int_eq(info.score, 0);
    pos_make(&p, &m);
    EgdbValue v;
    ck_assert(egdb_probe(db, &p, &v));
    ck_assert_int_eq(egdb_wdl(v), EGDB_DRAW);
    game_free(&g);
    engine_free(e);
    egdb_close(db);
    remove_db(&t);
}
END_TEST

START_TEST(database_wins_with_helper_threads)
{
    /* Helper threads probe the same databases (egdb probes are thread-safe)
     * and share the table: the capture into a database win still scores as
     * a database win, search after search. */
    TestDb t;
    make_db(&t);
    Egdb *db = open_db(&t);
    Engine *e = engine_new(TEST_HASH_MB);
    engine_set_egdb(e, db);
    ck_assert(engine_set_threads(e, 3));
    SearchLimits lim = {0};
    lim.depth = 8;
    Move m;
    SearchInfo info;
    Position p = test_position("W:WK22,K23:BK1,18");
    Game g;
    game_init(&g, &p);
    for (int round = 0; round < 5; round++) {
        engine_new_game(e);
        ck_assert(engine_search(e, &g, &lim, NULL, NULL, &m, &info));
        ck_assert_int_ge(info.score, SCORE_EGDB_WIN_MIN);
        ck_assert_int_lt(info.score, SCORE_WIN_MIN);
    }
    game_free(&g);
    engine_free(e);
    egdb_close(db);
    remove_db(&t);
}
END_TEST

/* The data directory's egdb folder: absent is no error, present is opened. */
START_TEST(installed_databases_are_found_in_the_data_directory)
{
    TestDb t;
    make_db(&t);
    char xdg[DIR_SIZE + 16], dama_dir[DIR_SIZE + 32], link[DIR_SIZE + 48];
    FileProblem why;
    snprintf(xdg, sizeof xdg, "%s/xdg", t.dir);
    ck_assert_int_eq(setenv("XDG_DATA_HOME", xdg, 1), 0);
    Files f;
    ck_assert(files_init(&f));
    ck_assert_ptr_null(files_open_egdb(&f, &why));
    ck_assert_int_eq(why.code, FILE_PROBLEM_NONE);
    snprintf(dama_dir, sizeof dama_dir, "%s/dama", xdg);
    ck_assert(files_make_dirs(dama_dir, &why));
    snprintf(link, sizeof link, "%s/egdb", dama_dir);
    ck_assert_int_eq(symlink(t.dir, link), 0);
    Egdb *db = files_open_egdb(&f, &why);
    ck_assert_ptr_nonnull(db);
    ck_assert_int_eq(egdb_pieces(db), TEST_PIECES);
    egdb_close(db);
    unlink(link);
    rmdir(dama_dir);
    rmdir(xdg);
    remove_db(&t);
}
END_TEST

START_TEST(database_scores_read_as_database_results)
{
    char buf[SCORE_TEXT_SIZE];
    int win = SCORE_EGDB_WIN - 7;
    ck_assert(score_is_egdb_win(win) && !score_is_decisive(win) && score_is_egdb_loss(-win));
    ck_assert(!score_is_egdb_win(SCORE_WIN - 7) && !score_is_egdb_win(2000));
    ck_assert_str_eq(score_describe(win, WHITE, buf, sizeof buf), "White wins (database)");
    ck_assert_str_eq(score_describe(win, BLACK, buf, sizeof buf), "Black wins (database)");
    ck_assert_str_eq(score_describe(-win, BLACK, buf, sizeof buf), "White wins (database)");
    ck_assert_str_eq(score_format_men(win, buf, sizeof buf), "database win");
    ck_assert_str_eq(score_format_men(-win, buf, sizeof buf), "database loss");
}
END_TEST

/* ---- part "files" (issue 15): tables not trusted blindly ---------------- */

/* Flip one byte in the middle of dir's table s. */
static void flip_byte(const char *dir, EgdbSig s)
{
    char path[EGDB_PATH_SIZE];
    egdb_file_path(dir, s, path, sizeof path);
    FILE *f = fopen(path, "r+b");
    ck_assert_ptr_nonnull(f);
    ck_assert_int_eq(fseek(f, 0, SEEK_END), 0);
    long middle = ftell(f) / 2;
    ck_assert_int_eq(fseek(f, middle, SEEK_SET), 0);
    int c = fgetc(f);
    ck_assert_int_eq(fseek(f, middle, SEEK_SET), 0);
    fputc(c ^ 0x5A, f);
    ck_assert_int_eq(fclose(f), 0);
}

/* dir opened: the databases cover want pieces and the problem (code)
 * names the table left out with its reason. */
static Egdb *open_expecting(const char *dir, int want, FileProblemCode code, const char *name, const char *reason)
{
    FileProblem why, kept;
    char err[FILE_PROBLEM_TEXT_SIZE], problem[FILE_PROBLEM_TEXT_SIZE];
    Egdb *db = egdb_open(dir, &why);
    file_problem_text(&why, err, sizeof err);
    ck_assert_msg(db != NULL, "open failed: %s", err);
    ck_assert_int_eq(egdb_pieces(db), want);
    ck_assert_int_eq(why.code, code);
    ck_assert_msg(strstr(err, name) != NULL && strstr(err, reason) != NULL, "'%s' lacks %s / %s", err, name, reason);
    ck_assert(egdb_problem(db, &kept));
    ck_assert_str_eq(file_problem_text(&kept, problem, sizeof problem), err);
    return db;
}

/* A changed byte was believed: a 2-piece table answered "win in 1" for
 * king against king.  Now the checksum is checked as the table opens. */
START_TEST(a_changed_byte_is_refused_when_opened)
{
    TestDb t;
    FileProblem why;
    char err[FILE_PROBLEM_TEXT_SIZE];
    make_db(&t);
    EgdbSig three = {{1, 1, 0, 1}}, two = {{0, 1, 0, 1}};
    flip_byte(t.dir, three);
    Egdb *db = open_expecting(t.dir, 2, FILE_PROBLEM_EGDB_CHECKSUM, "m1k1-m0k1.egdb", "checksum mismatch");
    EgdbValue v;
    Position p = test_position("W:W22,K23:BK1");
    ck_assert_int_eq(egdb_probe_status(db, &p, &v), EGDB_PROBE_TOO_MANY_PIECES);
    egdb_close(db);
    flip_byte(t.dir, two);
    ck_assert_ptr_null(egdb_open(t.dir, &why));
    ck_assert_int_eq(why.code, FILE_PROBLEM_EGDB_CHECKSUM);
    ck_assert_str_eq(file_problem_text(&why, err, sizeof err), "m0k1-m0k1.egdb: checksum mismatch (damaged file)");
    remove_db(&t);
}
END_TEST

/* A table that is there but cannot be used shrank the set in silence. */
START_TEST(an_unusable_table_is_named_with_its_reason)
{
    TestDb t;
    char path[EGDB_PATH_SIZE];
    make_db(&t);
    EgdbSig s = {{0, 2, 0, 1}};
    egdb_file_path(t.dir, s, path, sizeof path);

    ck_assert_int_eq(truncate(path, 0), 0);
    egdb_close(open_expecting(t.dir, 2, FILE_PROBLEM_EGDB_EMPTY, "m0k2-m0k1.egdb", "empty file"));
    ck_assert_int_eq(unlink(path), 0);
    ck_assert_int_eq(symlink("nowhere.egdb", path), 0);
    egdb_close(open_expecting(t.dir, 2, FILE_PROBLEM_DANGLING_LINK, "m0k2-m0k1.egdb",
                                  "a symbolic link that leads nowhere"));
    ck_assert_int_eq(unlink(path), 0);
    ck_assert_int_eq(mkfifo(path, 0600), 0);   /* opening it used to wait for a writer forever */
    egdb_close(open_expecting(t.dir, 2, FILE_PROBLEM_NOT_REGULAR, "m0k2-m0k1.egdb", "not a regular file"));
    ck_assert_int_eq(unlink(path), 0);
    egdb_close(open_expecting(t.dir, 2, FILE_PROBLEM_SYSTEM, "m0k2-m0k1.egdb", "No such file"));   /* a hole in the set */
    remove_db(&t);
}
END_TEST

/* part "egdbwords" (issue 16): a table's problem is a fact, its code and
 * numbers, with the English the engine protocol has always printed. */

/* Overwrite the 4 bytes at offset of dir's table s with value (little-endian). */
static void poke_u32(const char *dir, EgdbSig s, long offset, uint32_t value)
{
    char path[EGDB_PATH_SIZE];
    egdb_file_path(dir, s, path, sizeof path);
    FILE *f = fopen(path, "r+b");
    ck_assert_ptr_nonnull(f);
    ck_assert_int_eq(fseek(f, offset, SEEK_SET), 0);
    for (int i = 0; i < 4; i++)
        fputc((int)(value >> (8 * i) & 0xFF), f);
    ck_assert_int_eq(fclose(f), 0);
}

START_TEST(a_table_of_another_version_or_none_says_which)
{
    TestDb t;
    FileProblem why;
    char text[FILE_PROBLEM_TEXT_SIZE], expected[128];
    EgdbSig two = {{0, 1, 0, 1}};
    EgdbStored st;
    make_db(&t);
    poke_u32(t.dir, two, 8, EGDB_FILE_VERSION + 6);   /* the header's version field */
    ck_assert_ptr_null(egdb_open(t.dir, &why));
    ck_assert_int_eq(why.code, FILE_PROBLEM_EGDB_VERSION);
    ck_assert_int_eq(why.number, EGDB_FILE_VERSION + 6);
    ck_assert_int_eq(why.limit, EGDB_FILE_VERSION);
    snprintf(expected, sizeof expected, "m0k1-m0k1.egdb has format version %d, this program reads %d (rebuild it)",
             EGDB_FILE_VERSION + 6, EGDB_FILE_VERSION);
    ck_assert_str_eq(file_problem_text(&why, text, sizeof text), expected);
    ck_assert(!egdb_file_read(t.dir, two, &st, &why));   /* the whole-file reader (build, verify) alike */
    ck_assert_int_eq(why.code, FILE_PROBLEM_EGDB_VERSION);

    poke_u32(t.dir, two, 0, 0x21212121);   /* the magic: not a table at all */
    ck_assert_ptr_null(egdb_open(t.dir, &why));
    ck_assert_int_eq(why.code, FILE_PROBLEM_EGDB_NOT_TABLE);
    ck_assert_str_eq(file_problem_text(&why, text, sizeof text), "m0k1-m0k1.egdb is not an endgame table");

    char path[EGDB_PATH_SIZE];
    egdb_file_path(t.dir, two, path, sizeof path);
    ck_assert_int_eq(truncate(path, 0), 0);
    ck_assert_ptr_null(egdb_open(t.dir, &why));
    ck_assert_int_eq(why.code, FILE_PROBLEM_EGDB_EMPTY);
    ck_assert_str_eq(why.path, path);
    remove_db(&t);
}
END_TEST

/* A table truncated while open killed the process with SIGBUS (mapped
 * pages gone).  Now the read fails: the table is damaged, said once, and
 * never answered from - not "the game is already over". */
START_TEST(a_table_truncated_while_open_is_damage_not_a_crash)
{
    TestDb t;
    char path[EGDB_PATH_SIZE], problem[FILE_PROBLEM_TEXT_SIZE];
    FileProblem why;
    make_db(&t);
    Egdb *db = open_db(&t);
    EgdbSig s = {{0, 2, 0, 1}};
    egdb_file_path(t.dir, s, path, sizeof path);
    ck_assert(!egdb_problem(db, &why));
    ck_assert_int_eq(truncate(path, 64), 0);
    Position p = test_position("W:WK22,K23:BK1");
    EgdbValue v;
    ck_assert_int_eq(egdb_probe_status(db, &p, &v), EGDB_PROBE_DAMAGED);
    ck_assert(egdb_problem(db, &why));
    ck_assert_int_eq(why.code, FILE_PROBLEM_EGDB_BLOCK_CHANGED);
    file_problem_text(&why, problem, sizeof problem);
    ck_assert_msg(strstr(problem, "m0k2-m0k1.egdb: damaged block") != NULL, "%s", problem);
    ck_assert_int_eq(egdb_probe_status(db, &p, &v), EGDB_PROBE_DAMAGED);   /* never used again */
    Move best;
    ck_assert(!egdb_best(db, &p, &best, &v));
    /* The other tables still answer. */
    ck_assert_int_eq(probe_fen(db, "W:WK18:BK15", NULL), EGDB_DRAW);
    egdb_close(db);
    remove_db(&t);
}
END_TEST

/* A sound file (checksum right) without a value for a real position: the
 * table contradicts itself, which is damage, not "the game is over". */
START_TEST(a_missing_value_is_damage_not_a_finished_game)
{
    TestDb t;
    char problem[FILE_PROBLEM_TEXT_SIZE];
    FileProblem why;
    make_db(&t);
    Position p = test_position("W:WK18:BK15"), w = egdb_normalise(&p);
    EgdbSig s = egdb_signature(&w);
    EgdbStored st;
    uint64_t bytes;
    ck_assert(egdb_file_read(t.dir, s, &st, &why));
    st.codes[egdb_index(s, &w)] = EGDB_CODE_UNUSED;
    ck_assert(egdb_file_write(t.dir, s, &st, &bytes, &why));
    egdb_stored_free(&st);
    Egdb *db = open_db(&t);
    EgdbValue v;
    ck_assert_int_eq(egdb_probe_status(db, &p, &v), EGDB_PROBE_DAMAGED);
    ck_assert(egdb_problem(db, &why));
    ck_assert_int_eq(why.code, FILE_PROBLEM_EGDB_NO_VALUE);
    file_problem_text(&why, problem, sizeof problem);
    ck_assert_msg(strstr(problem, "m0k1-m0k1.egdb: no value for position") != NULL, "%s", problem);
    egdb_close(db);
    remove_db(&t);
}
END_TEST

/* ---- part "egdb" (issue 18 item 3): database scores that steer ---------- */

/* The search of fen with the databases db (NULL: none), to depth plies, at
 * level (0: full strength) and contempt, after quiet plies without a
 * capture or man move; the move played is written to text. */
typedef struct EgdbSearch {
    int depth, level, contempt, quiet;
    bool simple_eval;
} EgdbSearch;

static int search_fen(Egdb *db, const char *fen, EgdbSearch how, char *text, size_t size)
{
    Engine *e = engine_new(TEST_HASH_MB);
    engine_set_egdb(e, db);
    engine_set_simple_eval(e, how.simple_eval);
    Position p = test_position(fen);
    Game g;
    game_init(&g, &p);
    g.quiet_plies = how.quiet;
    SearchLimits lim = {0};
    lim.depth = how.depth;
    lim.level = how.level;
    lim.contempt = how.contempt;
    Move m;
    SearchInfo info;
    ck_assert(engine_search(e, &g, &lim, NULL, NULL, &m, &info));
    move_format(&m, text, size);
    game_free(&g);
    engine_free(e);
    return info.score;
}

START_TEST(the_nearer_database_win_is_preferred)
{
    /* Four pieces (beyond the test set), two captures into 2 kings
     * against 1: 32x23 converts in 26 plies, 24x31 in 34; 13x6 in 6, 14x5
     * in 10.  A database win counted only the plies to the database scored
     * both alike; now the distance to conversion counts too. */
    TestDb t;
    make_db(&t);
    Egdb *db = open_db(&t);
    char text[MOVE_STRSIZE];
    EgdbSearch how = {.depth = 3};
    ck_assert_int_eq(search_fen(db, "W:WK24,K32:BK15,28", how, text, sizeof text), SCORE_EGDB_WIN - (1 + 26));
    ck_assert_str_eq(text, "32x23");
    ck_assert_int_eq(search_fen(db, "W:WK13,K14:BK10,7", how, text, sizeof text), SCORE_EGDB_WIN - (1 + 6));
    ck_assert_str_eq(text, "13x6");
    /* Any database win stays above every evaluation, however near. */
    ck_assert(score_is_egdb_win(score_egdb_win_in(1000)));
    ck_assert_int_gt(score_egdb_win_in(1000), 20 * 300);
    egdb_close(db);
    remove_db(&t);
}
END_TEST

START_TEST(a_database_draw_is_refused_with_contempt)
{
    /* King and man each, material evaluation (even: 0).  20-15 gives
     * the man for a database draw; 16-12 plays on at 0.  A draw worth
     * -0.30 to White is refused; worth +0.30 it is taken; without the
     * databases no draw is in sight at this depth. */
    TestDb t;
    make_db(&t);
    Egdb *db = open_db(&t);
    char text[MOVE_STRSIZE];
    const char *fen = "W:WK16,20:BK25,8";
    EgdbSearch how = {.depth = 6, .contempt = 30, .simple_eval = true};
    ck_assert_int_eq(search_fen(db, fen, how, text, sizeof text), 0);
    ck_assert_str_ne(text, "20-15");
    how.contempt = -30;
    ck_assert_int_eq(search_fen(db, fen, how, text, sizeof text), 30);
    ck_assert_str_eq(text, "20-15");
    ck_assert_int_eq(search_fen(NULL, fen, how, text, sizeof text), 0);
    egdb_close(db);
    remove_db(&t);
}
END_TEST

START_TEST(a_database_win_past_the_fifty_move_rule_is_a_draw)
{
    /* 2 kings against 1 wins in 7 plies.  Searched (level 8: the root is
     * not played from the tables), after 95 quiet plies the conversion
     * would come after the 100th: only kings move, so the loser holds
     * the draw; the tables' win was believed.  With men on the board a
     * man's step starts the count again: still a win. */
    TestDb t;
    make_db(&t);
    Egdb *db = open_db(&t);
    char text[MOVE_STRSIZE];
    EgdbSearch how = {.depth = 4, .level = 8};
    ck_assert(score_is_egdb_win(search_fen(db, "W:WK22,K23:BK1", how, text, sizeof text)));
    how.quiet = 95;
    ck_assert_int_eq(search_fen(db, "W:WK22,K23:BK1", how, text, sizeof text), 0);
    how.quiet = 99;
    ck_assert(score_is_egdb_win(search_fen(db, "W:W22,23:BK4", how, text, sizeof text)));
    egdb_close(db);
    remove_db(&t);
}
END_TEST

START_TEST(a_database_draw_is_pressed_for_a_win)
{
    /* Drawn, White to move.  With contempt (playing for a win) the
     * drawing move that leaves Black the most losing replies: 32-28 (3
     * of 4 replies lose; 9-5 none), 21-17 (2 of 4; 23-19 gives a king
     * away, still a draw, and was what the search played).  Without
     * contempt (analysis, hints) the draw is searched as before. */
    TestDb t;
    make_db(&t);
    Egdb *db = open_db(&t);
    char text[MOVE_STRSIZE];
    EgdbSearch how = {.depth = 8, .contempt = 10};
    ck_assert_int_eq(search_fen(db, "W:WK9,32:BK27", how, text, sizeof text), -10);
    ck_assert_str_eq(text, "32-28");
    ck_assert_int_eq(search_fen(db, "W:WK23,21:BK18", how, text, sizeof text), -10);
    ck_assert_str_eq(text, "21-17");
    how.contempt = 0;
    ck_assert_int_eq(search_fen(db, "W:WK9,32:BK27", how, text, sizeof text), 0);
    egdb_close(db);
    remove_db(&t);
}
END_TEST

Suite *egdb_suite(void)
{
    Suite *s = suite_create("egdb");
    TCase *tc = tcase_create("egdb");
    tcase_set_timeout(tc, 300);
    tcase_add_test(tc, index_numbers_every_position_once);
    tcase_add_test(tc, file_round_trip_and_damage_refused);
    tcase_add_test(tc, open_refuses_an_empty_or_truncated_set);
    tcase_add_test(tc, values_agree_with_a_brute_force_solver);
    tcase_add_test(tc, hand_analysed_positions);
    tcase_add_test(tc, build_resumes_and_verify_is_clean);
    tcase_add_test(tc, verify_catches_a_wrong_value);
    tcase_add_test(tc, a_failed_build_says_why_as_facts);
    tcase_add_test(tc, won_positions_are_converted);
    tcase_add_test(tc, search_scores_database_positions);
    tcase_add_test(tc, database_wins_with_helper_threads);
    tcase_add_test(tc, database_scores_read_as_database_results);
    tcase_add_test(tc, installed_databases_are_found_in_the_data_directory);
    /* part "files" (issue 15) */
    tcase_add_test(tc, a_changed_byte_is_refused_when_opened);
    tcase_add_test(tc, an_unusable_table_is_named_with_its_reason);
    tcase_add_test(tc, a_table_truncated_while_open_is_damage_not_a_crash);
    tcase_add_test(tc, a_missing_value_is_damage_not_a_finished_game);
    tcase_add_test(tc, a_table_of_another_version_or_none_says_which);
    /* part "egdb" (issue 18 item 3) */
    tcase_add_test(tc, the_nearer_database_win_is_preferred);
    tcase_add_test(tc, a_database_draw_is_refused_with_contempt);
    tcase_add_test(tc, a_database_win_past_the_fifty_move_rule_is_a_draw);
    tcase_add_test(tc, a_database_draw_is_pressed_for_a_win);
    suite_add_tcase(s, tc);
    return s;
}
