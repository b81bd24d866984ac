/*
 * test_drill.c - the endgame ladder (session/drill.h), with a database of
 * up to three pieces built in the test: drills 1 (2 kings v king) and 2
 * (king and man v king) draw seeded won positions of their material; the
 * databases' defence is the longest; a player who plays the databases'
 * moves wins in exactly the shortest win; a player who shuffles fails by
 * the 50-move rule, one who repeats by repetition, one who throws the win
 * away is told so; the progress file round-trips, refuses damage and is
 * counted.
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "drill.h"
#include "egdb.h"
#include "fen.h"
#include "movegen.h"
#include "test_helpers.h"

enum { TEST_PIECES = 3, DIR_SIZE = 64 };

/* The set the drills of this file are played against. */
static void open_test_db(TestEgdb *t) { test_egdb_open(t, TEST_PIECES); }
static void close_test_db(TestEgdb *t) { test_egdb_close(t); }

/* Kings and men of side in p. */
static int kings(const Position *p, int side) { return popcount32(p->kings[side]); }
static int men(const Position *p, int side) { return popcount32(p->men[side]); }

static Position pick_or_fail(Egdb *db, int number, uint64_t seed, int *plies)
{
    Position p;
    ck_assert_int_eq(drill_pick(db, drill_spec(number), seed, &p, plies), DRILL_PICKED);
    return p;
}

START_TEST(the_ladder_is_in_the_course_order)
{
    ck_assert_ptr_null(drill_spec(0));
    ck_assert_ptr_null(drill_spec(DRILL_COUNT + 1));
    ck_assert_str_eq(drill_spec(1)->key, "2k-k");
    ck_assert_int_eq(drill_pieces(drill_spec(1)), 3);
    ck_assert_str_eq(drill_spec(2)->key, "km-k");
    ck_assert_int_eq(drill_pieces(drill_spec(2)), 3);
    ck_assert_int_eq(drill_pieces(drill_spec(3)), 5);
    ck_assert_int_eq(drill_pieces(drill_spec(4)), 5);
    ck_assert_int_eq(drill_pieces(drill_spec(5)), 6);
}
END_TEST

START_TEST(drill_positions_are_seeded_wins_of_the_material)
{
    TestEgdb t;
    open_test_db(&t);
    for (int number = 1; number <= 2; number++) {
        const DrillSpec *s = drill_spec(number);
        for (uint64_t seed = 1; seed <= 20; seed++) {
            int plies = 0, again_plies = 0;
            Position p = pick_or_fail(t.db, number, seed, &plies);
            Position again = pick_or_fail(t.db, number, seed, &again_plies);
            ck_assert(pos_equal(&p, &again));
            ck_assert_int_eq(p.side, WHITE);
            ck_assert_int_eq(kings(&p, WHITE), s->kings);
            ck_assert_int_eq(men(&p, WHITE), s->men);
            ck_assert_int_eq(kings(&p, BLACK), s->defender_kings);
            ck_assert_int_eq(men(&p, BLACK), s->defender_men);
            EgdbValue v;
            ck_assert(egdb_probe(t.db, &p, &v));
            ck_assert(egdb_value_is_win(v));
            ck_assert_int_eq(egdb_value_distance(v), plies);
            ck_assert_int_ge(plies, s->min_plies);
            ck_assert_int_gt(drill_shortest_win(t.db, &p), 0);
        }
    }
    /* Different seeds give different positions. */
    int plies;
    Position a = pick_or_fail(t.db, 1, 1, &plies), b = pick_or_fail(t.db, 1, 2, &plies);
    ck_assert(!pos_equal(&a, &b));
    close_test_db(&t);
}
END_TEST

START_TEST(without_enough_pieces_the_drill_asks_for_databases)
{
    TestEgdb t;
    open_test_db(&t);
    Position p;
    int plies;
    ck_assert_int_eq(drill_pick(NULL, drill_spec(1), 1, &p, &plies), DRILL_NEEDS_DATABASE);
    ck_assert_int_eq(drill_pick(t.db, drill_spec(3), 1, &p, &plies), DRILL_NEEDS_DATABASE);
    ck_assert_int_eq(drill_pick(t.db, drill_spec(4), 1, &p, &plies), DRILL_NEEDS_DATABASE);
    close_test_db(&t);
}
END_TEST

/* The player plays the databases' own best moves: the attempt is won in
 * exactly the shortest win, and every reply is the longest defence. */
static void play_perfectly(Egdb *db, int number, uint64_t seed)
{
    int plies;
    Position start = pick_or_fail(db, number, seed, &plies);
    DrillAttempt a;
    drill_attempt_start(&a, db, &start);
    ck_assert_int_gt(a.shortest, 0);
    while (a.verdict == DRILL_PLAYING) {
        Move m, reply;
        EgdbValue v;
        bool replied;
        ck_assert(egdb_best(db, &a.game.pos, &m, &v));
        drill_attempt_play(&a, &m, &reply, &replied);
        if (!replied)
            break;
        /* The reply keeps the defender's longest loss: no other move of
         * the position it was played in is a longer one. */
        const Position *before = &a.game.plies[a.game.nplies - 1].before;
        MoveList list;
        movegen_legal(before, &list);
        Position after_reply = a.game.pos;
        EgdbValue reply_value;
        int reply_distance = -1;
        if (egdb_probe(db, &after_reply, &reply_value) && egdb_value_is_win(reply_value))
            reply_distance = egdb_value_distance(reply_value);
        for (int i = 0; i < list.count && reply_distance >= 0; i++) {
            Position q = *before;
            pos_make(&q, &list.moves[i]);
            EgdbValue qv;
            if (!egdb_move_converts(&list.moves[i]) && egdb_probe(db, &q, &qv))
                ck_assert(!egdb_value_is_win(qv) || egdb_value_distance(qv) <= reply_distance ||
                          egdb_move_converts(&a.game.plies[a.game.nplies - 1].move));
        }
    }
    ck_assert_int_eq(a.verdict, DRILL_WON);
    ck_assert_int_eq(a.player_moves, a.shortest);
    drill_attempt_free(&a);
}

START_TEST(a_perfect_attempt_wins_in_the_shortest_win)
{
    TestEgdb t;
    open_test_db(&t);
    for (uint64_t seed = 1; seed <= 10; seed++) {
        play_perfectly(t.db, 1, seed);
        play_perfectly(t.db, 2, seed);
    }
    close_test_db(&t);
}
END_TEST

/* Drills 3 and 4 need the 5-piece set (about 1.5 minutes to build): run
 * when DAMA_TEST_EGDB names a directory that holds it, skipped (and said)
 * otherwise. */
START_TEST(five_piece_drills_when_the_databases_are_there)
{
    const char *dir = getenv("DAMA_TEST_EGDB");
    FileProblem why;
    Egdb *db = dir != NULL ? egdb_open(dir, &why) : NULL;
    if (db == NULL || egdb_pieces(db) < 5) {
        fprintf(stderr, "drill: the 5-piece drills are not tested (DAMA_TEST_EGDB: no 5-piece set)\n");
        if (db != NULL)
            egdb_close(db);
        return;
    }
    for (int number = 3; number <= 4; number++) {
        const DrillSpec *s = drill_spec(number);
        for (uint64_t seed = 1; seed <= 3; seed++) {
            int plies;
            Position p = pick_or_fail(db, number, seed, &plies);
            ck_assert_int_eq(kings(&p, WHITE), s->kings);
            ck_assert_int_eq(men(&p, WHITE), s->men);
            ck_assert_int_eq(kings(&p, BLACK), s->defender_kings);
            ck_assert_int_ge(plies, s->min_plies);
            play_perfectly(db, number, seed);
        }
    }
    egdb_close(db);
}
END_TEST

/* A move of the player that keeps the win, does not convert and leads to
 * a position not seen before, when there is one. */
static bool wandering_move(DrillAttempt *a, Move *out)
{
    MoveList list;
    movegen_legal(&a->game.pos, &list);
    for (int i = 0; i < list.count; i++) {
        Position q = a->game.pos;
        pos_make(&q, &list.moves[i]);
        EgdbValue v;
        if (egdb_move_converts(&list.moves[i]) || !egdb_probe(a->db, &q, &v) || !egdb_value_is_loss(v))
            continue;
        bool seen = false;
        for (int k = 0; k < a->game.nplies && !seen; k++)
            seen = pos_equal(&a->game.plies[k].before, &q);
        if (!seen) {
            *out = list.moves[i];
            return true;
        }
    }
    return false;
}

/* A player who keeps the win without ever converting nor repeating: the
 * databases' defence takes them to the 50-move rule. */
static DrillVerdict wander(Egdb *db, uint64_t seed, DrillAttempt *a)
{
    int plies;
    Position start = pick_or_fail(db, 1, seed, &plies);
    drill_attempt_start(a, db, &start);
    Move m, reply;
    bool replied;
    while (a->verdict == DRILL_PLAYING && wandering_move(a, &m))
        drill_attempt_play(a, &m, &reply, &replied);
    return a->verdict;
}

START_TEST(a_player_who_shuffles_fails_by_the_fifty_move_rule)
{
    TestEgdb t;
    open_test_db(&t);
    DrillAttempt a;
    int failed = 0;
    for (uint64_t seed = 1; seed <= 20; seed++) {
        if (wander(t.db, seed, &a) == DRILL_FIFTY_MOVES) {
            failed++;
            ck_assert_int_eq(a.game.reason, END_FIFTY_MOVES);
            ck_assert_int_eq(a.player_moves, FIFTY_MOVE_PLIES / 2);
            /* Recorded as an attempt, not as a pass. */
            DrillProgress p;
            memset(&p, 0, sizeof p);
            drill_progress_record(&p, 1, &a);
            ck_assert_int_eq(p.drills[1].attempts, 1);
            ck_assert_int_eq(p.drills[1].passed, 0);
            ck_assert_int_eq(drill_progress_passed(&p), 0);
        }
        drill_attempt_free(&a);
    }
    ck_assert_int_gt(failed, 0);
    close_test_db(&t);
}
END_TEST

START_TEST(a_player_who_repeats_fails_by_repetition)
{
    TestEgdb t;
    open_test_db(&t);
    /* Two kings far from a lone king: going back and forth keeps the win
     * but repeats the position. */
    Position start = test_position("W:WK29,K32:BK4");
    EgdbValue v;
    ck_assert(egdb_probe(t.db, &start, &v) && egdb_value_is_win(v));
    DrillAttempt a;
    drill_attempt_start(&a, t.db, &start);
    const char *shuffle[] = {"29-25", "25-29"};
    for (int i = 0; i < 20 && a.verdict == DRILL_PLAYING; i++) {
        Move m, reply;
        bool replied;
        char err[256];
        ck_assert_int_eq(move_parse(&a.game.pos, shuffle[i % 2], &m, err, sizeof err), PARSE_OK);
        drill_attempt_play(&a, &m, &reply, &replied);
    }
    ck_assert_int_eq(a.verdict, DRILL_REPETITION);
    drill_attempt_free(&a);
    close_test_db(&t);
}
END_TEST

START_TEST(a_win_thrown_away_is_said)
{
    TestEgdb t;
    open_test_db(&t);
    /* King and man against king: a move that lets the man be taken
     * throws the win away (the lone king's capture leaves king v king, a
     * draw). Find such a move in a drill position. */
    bool found = false;
    for (uint64_t seed = 1; seed <= 50 && !found; seed++) {
        int plies;
        Position start = pick_or_fail(t.db, 2, seed, &plies);
        MoveList list;
        movegen_legal(&start, &list);
        for (int i = 0; i < list.count && !found; i++) {
            Position q = start;
            pos_make(&q, &list.moves[i]);
            EgdbValue v;
            if (!egdb_probe(t.db, &q, &v) || egdb_value_is_loss(v))
                continue;
            DrillAttempt a;
            drill_attempt_start(&a, t.db, &start);
            Move reply;
            bool replied;
            DrillVerdict verdict = drill_attempt_play(&a, &list.moves[i], &reply, &replied);
            ck_assert(!replied);
            ck_assert_int_eq(verdict, egdb_wdl(v) == EGDB_DRAW ? DRILL_THROWN_DRAW : DRILL_THROWN_LOSS);
            /* Finished: no more moves are taken. */
            ck_assert_int_eq(drill_attempt_play(&a, &list.moves[0], &reply, &replied), verdict);
            ck_assert_int_eq(a.player_moves, 1);
            drill_attempt_free(&a);
            found = true;
        }
    }
    ck_assert(found);
    close_test_db(&t);
}
END_TEST

/* ---- progress --------------------------------------------------------- */

static void progress_dir(char *dir, size_t size)
{
    snprintf(dir, size, "/tmp/dama-drill-progress-XXXXXX");
    ck_assert_ptr_nonnull(mkdtemp(dir));
}

START_TEST(progress_round_trips_and_keeps_the_best)
{
    char dir[DIR_SIZE], path[DIR_SIZE + 32];
    FileProblem why;
    progress_dir(dir, sizeof dir);
    drill_progress_path(dir, path, sizeof path);
    DrillProgress p;
    ck_assert(drill_progress_read(path, &p, &why)); /* missing: nothing yet */
    ck_assert_int_eq(drill_progress_passed(&p), 0);

    DrillAttempt won = {.verdict = DRILL_WON, .player_moves = 12, .shortest = 8};
    DrillAttempt closer = {.verdict = DRILL_WON, .player_moves = 15, .shortest = 14};
    DrillAttempt worse = {.verdict = DRILL_WON, .player_moves = 9, .shortest = 3};
    DrillAttempt failed = {.verdict = DRILL_FIFTY_MOVES, .player_moves = 50, .shortest = 8};
    DrillAttempt unfinished = {.verdict = DRILL_PLAYING};
    drill_progress_record(&p, 2, &won);
    drill_progress_record(&p, 2, &closer);
    drill_progress_record(&p, 2, &worse);
    drill_progress_record(&p, 2, &failed);
    drill_progress_record(&p, 2, &unfinished);
    drill_progress_record(&p, 1, &failed);
    ck_assert_int_eq(p.drills[2].attempts, 4);
    ck_assert_int_eq(p.drills[2].passed, 3);
    ck_assert_int_eq(p.drills[2].best_moves, 15); /* one move beyond its shortest */
    ck_assert_int_eq(p.drills[2].best_shortest, 14);
    ck_assert_int_eq(drill_progress_passed(&p), 1);
    /* Part "quarta": the last step of the ladder, drill 10, is recorded too. */
    ck_assert_int_eq(DRILL_COUNT, 10);
    drill_progress_record(&p, DRILL_COUNT, &won);
    ck_assert_int_eq(p.drills[DRILL_COUNT].passed, 1);
    ck_assert_int_eq(drill_progress_passed(&p), 2);
    ck_assert_msg(drill_progress_write(path, &p, &why), "%s", TEST_FILE_TEXT(why));

    DrillProgress back;
    ck_assert_msg(drill_progress_read(path, &back, &why), "%s", TEST_FILE_TEXT(why));
    ck_assert_mem_eq(&back, &p, sizeof p);
    test_remove_tree(dir);
}
END_TEST

START_TEST(a_damaged_progress_file_is_refused_and_kept)
{
    char dir[DIR_SIZE], path[DIR_SIZE + 32];
    FileProblem why;
    progress_dir(dir, sizeof dir);
    drill_progress_path(dir, path, sizeof path);
    static const char *const BAD[] = {
        "drill 11 attempts 1 passed 1 best 3 shortest 3\n", /* no such drill (the ladder has 10) */
        "drill 1 attempts 1 passed 2 best 3 shortest 3\n",  /* more passed than tried */
        "drill 1 attempts x passed 0 best 0 shortest 0\n",
        "drill 1 attempts 1 passed 0 best 0\n",
        "drill 1 attempts 1 passed 0 best 0 shortest 0 more\n",
        "hello\n",
    };
    for (size_t i = 0; i < sizeof BAD / sizeof BAD[0]; i++) {
        test_write_file(path, BAD[i]);
        DrillProgress p;
        ck_assert_msg(!drill_progress_read(path, &p, &why), "accepted: %s", BAD[i]);
        ck_assert_ptr_nonnull(strstr(TEST_FILE_TEXT(why), "line 1"));
    }
    /* Too large: refused without reading it all. */
    FILE *f = fopen(path, "w");
    ck_assert_ptr_nonnull(f);
    for (int i = 0; i < DRILL_PROGRESS_MAX_BYTES / 10 + 10; i++)
        fputs("# comment\n", f);
    fclose(f);
    DrillProgress p;
    ck_assert(!drill_progress_read(path, &p, &why));
    /* A FIFO is refused at once, not waited on. */
    unlink(path);
    ck_assert_int_eq(mkfifo(path, 0600), 0);
    ck_assert(!drill_progress_read(path, &p, &why));
    ck_assert(!drill_progress_write(path, &p, &why));
    test_remove_tree(dir);
}
END_TEST

Suite *drill_suite(void)
{
    Suite *s = suite_create("drill");
    TCase *tc = tcase_create("drill");
    tcase_set_timeout(tc, 120);
    tcase_add_test(tc, the_ladder_is_in_the_course_order);
    tcase_add_test(tc, drill_positions_are_seeded_wins_of_the_material);
    tcase_add_test(tc, without_enough_pieces_the_drill_asks_for_databases);
    tcase_add_test(tc, a_perfect_attempt_wins_in_the_shortest_win);
    tcase_add_test(tc, five_piece_drills_when_the_databases_are_there);
    tcase_add_test(tc, a_player_who_shuffles_fails_by_the_fifty_move_rule);
    tcase_add_test(tc, a_player_who_repeats_fails_by_repetition);
    tcase_add_test(tc, a_win_thrown_away_is_said);
    tcase_add_test(tc, progress_round_trips_and_keeps_the_best);
    tcase_add_test(tc, a_damaged_progress_file_is_refused_and_kept);
    suite_add_tcase(s, tc);
    return s;
}
