/*
 * test_search.c - the engine: forced wins are won, every returned move is
 * legal, time limits and stop are obeyed, draw rules inside the tree.
 */
#include <check.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "clock.h"
#include "eval.h"
#include "fen.h"
#include "game.h"
#include "movegen.h"
#include "levels.h"
#include "notation.h"
#include "search.h"
#include "test_helpers.h"

enum { TEST_HASH_MB = 16 };

static Game game_from(const char *fen)
{
    Position p;
    char err[FEN_ERRSIZE];
    ck_assert_msg(fen_parse(fen, &p, err, sizeof err) == 0, "bad test FEN %s: %s", fen, err);
    Game g;
    game_init(&g, &p);
    return g;
}

static bool is_legal(const Position *p, const Move *m)
{
    MoveList list;
    movegen_legal(p, &list);
    for (int i = 0; i < list.count; i++)
        if (move_equal(&list.moves[i], m))
            return true;
    return false;
}

/* The engine plays both sides from fen until the game ends or max_plies;
 * returns the result. */
static GameResult self_play(const char *fen, int depth, int max_plies, int *plies)
{
    Engine *e = engine_new(TEST_HASH_MB);
    ck_assert_ptr_nonnull(e);
    Game g = game_from(fen);
    SearchLimits lim = {0};
    lim.depth = depth;
    while (!game_over(&g) && g.nplies < max_plies) {
        Move m;
        SearchInfo info;
        ck_assert(engine_search(e, &g, &lim, NULL, NULL, &m, &info));
        ck_assert(is_legal(&g.pos, &m));
        ck_assert(game_play(&g, &m));
    }
    GameResult r = g.result;
    *plies = g.nplies;
    game_free(&g);
    engine_free(e);
    return r;
}

/* One search of fen to depth by a fresh engine: its info, the move in *m. */
static SearchInfo search_fen(const char *fen, int depth, Move *m)
{
    Engine *e = engine_new(TEST_HASH_MB);
    ck_assert_ptr_nonnull(e);
    Game g = game_from(fen);
    SearchLimits lim = {.depth = depth};
    SearchInfo info;
    ck_assert(engine_search(e, &g, &lim, NULL, NULL, m, &info));
    game_free(&g);
    engine_free(e);
    return info;
}

/* Small endgames with a forced win for White (whoever moves first). */
static const char *const WON_FOR_WHITE[] = {
    "W:WK22,K23:BK1",         /* two kings corner a lone king */
    "W:WK10,K11:BK29",        /* ... that starts in its double corner */
    "B:WK14,K19:BK25",
    "B:WK6,K7:BK32",
    "W:WK1,K2,K3:BK30,K31",   /* three kings against two */
    "W:W22,K18:BK3",          /* king and man against a king */
    "B:W13,14,K30:B4",        /* a lone man cannot hold out */
};
enum { WON_COUNT = sizeof WON_FOR_WHITE / sizeof WON_FOR_WHITE[0] };

START_TEST(forced_win_is_played_to_the_end)
{
    int plies;
    GameResult r = self_play(WON_FOR_WHITE[_i], 20, 200, &plies);
    ck_assert_msg(r == RESULT_WHITE_WINS, "%s: result %d after %d plies", WON_FOR_WHITE[_i], r, plies);
}
END_TEST

START_TEST(mate_score_counts_plies_and_is_kept)
{
    Engine *e = engine_new(TEST_HASH_MB);
    Game g = game_from("W:WK22,K23:BK1");
    SearchLimits lim = {0};
    lim.depth = 12;
    Move m;
    SearchInfo info;
    ck_assert(engine_search(e, &g, &lim, NULL, NULL, &m, &info));
    ck_assert(score_is_win(info.score));
    int mate_in = score_plies_to_end(info.score);
    ck_assert_int_eq(mate_in % 2, 1); /* White mates on its own move */
    /* Played out, the win takes no longer than announced. */
    int plies;
    ck_assert_int_eq(self_play("W:WK22,K23:BK1", 12, 200, &plies), RESULT_WHITE_WINS);
    ck_assert_int_le(plies, mate_in);
    game_free(&g);

    /* The loser sees the same mate from its side. */
    g = game_from("B:WK22,K23:BK1");
    ck_assert(engine_search(e, &g, &lim, NULL, NULL, &m, &info));
    ck_assert(score_is_loss(info.score));
    game_free(&g);
    engine_free(e);
}
END_TEST

/* A threat at the horizon is searched out: at depth 1, 26-21 threatens
 * 21x14 and Black's man on 18 cannot be saved (18-22 runs into 27x18), so
 * the search sees the man won; the static evaluation of the position after
 * any move cannot. */
START_TEST(a_threat_at_the_horizon_is_searched_out)
{
    Move m;
    SearchInfo info = search_fen("W:W25,26,27:B18,1", 1, &m);
    char text[MOVE_STRSIZE];
    ck_assert_str_eq(move_format(&m, text, sizeof text), "26-21");
    ck_assert_int_ge(info.pvlen, 3); /* the threat, the reply, the capture */
    ck_assert_int_ge(info.score, 200); /* about a man's worth (113 without) */
}
END_TEST

START_TEST(never_an_illegal_move)
{
    Engine *e = engine_new(TEST_HASH_MB);
    engine_set_seed(e, 12345);
    uint64_t rng = 0x1234567ULL;
    int searched = 0;
    for (int game = 0; game < 30; game++) {
        Game g;
        game_init(&g, NULL);
        while (!game_over(&g) && g.nplies < 120) {
            MoveList list;
            movegen_legal(&g.pos, &list);
            rng = rng * 6364136223846793005ULL + 1442695040888963407ULL;
            if ((rng >> 33) % 4 == 0) {
                SearchLimits lim = {0};
                lim.depth = 1 + (int)((rng >> 40) % 4);
                lim.level = 1 + (int)((rng >> 50) % MAX_LEVEL);
                Move m;
                SearchInfo info;
                ck_assert(engine_search(e, &g, &lim, NULL, NULL, &m, &info));
                ck_assert_msg(is_legal(&g.pos, &m), "illegal move at ply %d of game %d", g.nplies, game);
                searched++;
            }
            ck_assert(game_play(&g, &list.moves[(rng >> 20) % (uint64_t)list.count]));
        }
        game_free(&g);
    }
    ck_assert_int_ge(searched, 300);
    engine_free(e);
}
END_TEST

START_TEST(no_move_means_false)
{
    Engine *e = engine_new(TEST_HASH_MB);
    Game g = game_from("W:W29:B22,25,26"); /* White's only man is blocked */
    SearchLimits lim = {0};
    lim.depth = 3;
    Move m;
    SearchInfo info;
    ck_assert(!engine_search(e, &g, &lim, NULL, NULL, &m, &info));
    game_free(&g);
    engine_free(e);
}
END_TEST

START_TEST(movetime_is_respected)
{
    Engine *e = engine_new(TEST_HASH_MB);
    Game g;
    game_init(&g, NULL);
    SearchLimits lim = {0};
    lim.movetime_ms = 200;
    Move m;
    SearchInfo info;
    int64_t t0 = clock_now_ms();
    ck_assert(engine_search(e, &g, &lim, NULL, NULL, &m, &info));
    int64_t spent = clock_now_ms() - t0;
    ck_assert_int_lt(spent, 600);
    ck_assert(is_legal(&g.pos, &m));

    /* A clock: a small budget out of the time left. */
    memset(&lim, 0, sizeof lim);
    lim.time_left_ms = 3000;
    lim.increment_ms = 0;
    t0 = clock_now_ms();
    ck_assert(engine_search(e, &g, &lim, NULL, NULL, &m, &info));
    ck_assert_int_lt(clock_now_ms() - t0, 1000);
    game_free(&g);
    engine_free(e);
}
END_TEST

typedef struct Job {
    Engine *e;
    Game *g;
    Move best;
    bool found;
} Job;

static void *search_forever(void *arg)
{
    Job *j = arg;
    SearchLimits lim = {0}; /* no limit: only engine_stop ends it */
    SearchInfo info;
    j->found = engine_search(j->e, j->g, &lim, NULL, NULL, &j->best, &info);
    return NULL;
}

START_TEST(stop_before_the_search_starts)
{
    /* A request that lands before the search begins is kept: the search
     * (with no limit of its own) returns at once, with a legal move; after
     * engine_reset_stop the next search runs to its depth. */
    Engine *e = engine_new(TEST_HASH_MB);
    Game g;
    SearchLimits lim = {0};
    Move m;
    SearchInfo info;
    game_init(&g, NULL);
    engine_stop(e);
    int64_t t0 = clock_now_ms();
    ck_assert(engine_search(e, &g, &lim, NULL, NULL, &m, &info));
    ck_assert_int_lt(clock_now_ms() - t0, 2000);
    ck_assert(is_legal(&g.pos, &m));
    engine_reset_stop(e);
    lim.depth = 6;
    ck_assert(engine_search(e, &g, &lim, NULL, NULL, &m, &info));
    ck_assert_int_eq(info.depth, 6);
    game_free(&g);
    engine_free(e);
}
END_TEST

START_TEST(stop_from_another_thread)
{
    Engine *e = engine_new(TEST_HASH_MB);
    Game g;
    game_init(&g, NULL);
    Job job = {e, &g, {0}, false};
    pthread_t t;
    ck_assert_int_eq(pthread_create(&t, NULL, search_forever, &job), 0);
    struct timespec pause = {0, 100 * 1000 * 1000};
    nanosleep(&pause, NULL);
    int64_t t0 = clock_now_ms();
    engine_stop(e); /* once is enough */
    pthread_join(t, NULL);
    ck_assert_int_lt(clock_now_ms() - t0, 2000);
    ck_assert(job.found);
    ck_assert(is_legal(&g.pos, &job.best));
    game_free(&g);
    engine_free(e);
}
END_TEST

START_TEST(node_limit_still_returns_a_legal_move)
{
    Engine *e = engine_new(TEST_HASH_MB);
    Game g;
    game_init(&g, NULL);
    SearchLimits lim = {0};
    lim.nodes = 1; /* stops inside the first iteration */
    Move m;
    SearchInfo info;
    ck_assert(engine_search(e, &g, &lim, NULL, NULL, &m, &info));
    ck_assert(is_legal(&g.pos, &m));
    game_free(&g);
    engine_free(e);
}
END_TEST

START_TEST(fifty_move_rule_in_the_tree)
{
    /* White's lone king against three: lost, unless the 50-move rule ends
     * the game after White's next (quiet) move. */
    Engine *e = engine_new(TEST_HASH_MB);
    Game g = game_from("W:WK29:BK10,K11,K12");
    SearchLimits lim = {0};
    lim.depth = 6;
    Move m;
    SearchInfo info;
    ck_assert(engine_search(e, &g, &lim, NULL, NULL, &m, &info));
    ck_assert_int_lt(info.score, -100);
    g.quiet_plies = FIFTY_MOVE_PLIES - 1;
    ck_assert(engine_search(e, &g, &lim, NULL, NULL, &m, &info));
    ck_assert_int_eq(info.score, 0);
    game_free(&g);
    engine_free(e);
}
END_TEST

/* ---- engine (issue 18 item 2): contempt ---- */

/* The search of g at depth 6 with the material evaluation (level kings
 * evaluate to exactly 0) and the given contempt; the move is written to
 * text. */
static int search_with_contempt(Engine *e, const Game *g, int contempt, char *text, size_t size)
{
    SearchLimits lim = {0};
    Move m;
    SearchInfo info;
    lim.depth = 6;
    lim.contempt = contempt;
    engine_new_game(e);
    ck_assert(engine_search(e, g, &lim, NULL, NULL, &m, &info));
    move_format(&m, text, size);
    return info.score;
}

START_TEST(contempt_plays_on_rather_than_repeat)
{
    /* King against king, Black to move: 5-1 brings the first position back
     * a third time (a draw); any other move plays on at an even score. */
    Engine *e = engine_new(TEST_HASH_MB);
    Game g = game_from("W:WK32:BK1");
    const char *cycle[] = {"32-28", "1-5", "28-32", "5-1", "32-28", "1-5", "28-32"};
    char text[MOVE_STRSIZE];
    engine_set_simple_eval(e, true);
    for (size_t i = 0; i < sizeof cycle / sizeof cycle[0]; i++)
        test_play(&g, cycle[i]);
    /* A draw worth 0.2 men less to Black: it plays on. */
    ck_assert_int_eq(search_with_contempt(e, &g, 20, text, sizeof text), 0);
    ck_assert_str_ne(text, "5-1");
    /* Contempt the other way (a draw is welcome): it repeats. */
    ck_assert_int_eq(search_with_contempt(e, &g, -20, text, sizeof text), 20);
    ck_assert_str_eq(text, "5-1");
    /* Without contempt a draw is the evaluation's even, 0. */
    ck_assert_int_eq(search_with_contempt(e, &g, 0, text, sizeof text), 0);
    game_free(&g);
    engine_free(e);
}
END_TEST

START_TEST(contempt_avoids_the_fifty_move_rule)
{
    /* 99 quiet plies: a king move would be the 100th (a draw), a man move
     * starts the count again. */
    Engine *e = engine_new(TEST_HASH_MB);
    Game g = game_from("W:WK32,25:BK1,8");
    char text[MOVE_STRSIZE];
    engine_set_simple_eval(e, true);
    g.quiet_plies = FIFTY_MOVE_PLIES - 1;
    ck_assert_int_eq(search_with_contempt(e, &g, 20, text, sizeof text), 0);
    ck_assert_msg(strncmp(text, "25-", 3) == 0, "played %s", text);
    ck_assert_int_eq(search_with_contempt(e, &g, -20, text, sizeof text), 20);
    ck_assert_msg(strncmp(text, "32-", 3) == 0, "played %s", text);
    game_free(&g);
    engine_free(e);
}
END_TEST

START_TEST(threefold_repetition_in_the_tree)
{
    /* Black, lost, can make the start position occur a third time. */
    Engine *e = engine_new(TEST_HASH_MB);
    Game g = game_from("W:WK10,K11,K12:BK29");
    const char *cycle[] = {"10-14", "29-25", "14-10", "25-29", "10-14", "29-25", "14-10"};
    for (size_t i = 0; i < sizeof cycle / sizeof cycle[0]; i++)
        test_play(&g, cycle[i]);
    ck_assert(!game_over(&g));
    SearchLimits lim = {0};
    lim.depth = 6;
    Move m;
    SearchInfo info;
    char text[MOVE_STRSIZE];
    ck_assert(engine_search(e, &g, &lim, NULL, NULL, &m, &info));
    ck_assert_int_eq(info.score, 0);
    ck_assert_str_eq(move_format(&m, text, sizeof text), "25-29");
    game_free(&g);

    /* Without the history the same position is simply lost. */
    g = game_from("B:WK10,K11,K12:BK25");
    ck_assert(engine_search(e, &g, &lim, NULL, NULL, &m, &info));
    ck_assert_int_lt(info.score, -100);
    game_free(&g);
    engine_free(e);
}
END_TEST

START_TEST(weak_levels_vary_full_strength_does_not)
{
    Engine *e = engine_new(TEST_HASH_MB);
    Game g;
    game_init(&g, NULL);
    char seen[2][MAX_MOVES][MOVE_STRSIZE];
    int distinct[2] = {0, 0};
    for (int round = 0; round < 20; round++)
        for (int k = 0; k < 2; k++) {
            SearchLimits lim = {0};
            lim.level = k == 0 ? 1 : MAX_LEVEL;
            lim.depth = k == 0 ? 0 : 6;
            engine_set_seed(e, 1000 + (uint64_t)round);
            engine_new_game(e);
            Move m;
            SearchInfo info;
            char text[MOVE_STRSIZE];
            ck_assert(engine_search(e, &g, &lim, NULL, NULL, &m, &info));
            move_format(&m, text, sizeof text);
            bool known = false;
            for (int j = 0; j < distinct[k]; j++)
                known = known || strcmp(seen[k][j], text) == 0;
            if (!known)
                strcpy(seen[k][distinct[k]++], text);
        }
    ck_assert_int_ge(distinct[0], 3);  /* level 1 plays a variety of moves */
    ck_assert_int_eq(distinct[1], 1);  /* full strength is repeatable */
    game_free(&g);
    engine_free(e);
}
END_TEST

/* part cli (issue 15, item 19): at a level below full strength every info
 * line reported, and the last one returned, shows a line that starts with
 * the move played, never the un-noised search's best move. */
typedef struct PvCheck {
    SearchInfo lines[MAX_PLY + 2];
    int count;
} PvCheck;

static void keep_info(const SearchInfo *info, void *ctx)
{
    PvCheck *c = ctx;
    if (c->count < (int)(sizeof c->lines / sizeof c->lines[0]))
        c->lines[c->count++] = *info;
}

static const char *const PV_POSITIONS[] = {
    FEN_START,
    "W:W24,23,22,21,27,26,25,32,31,30,29:B4,3,2,1,7,6,5,11,10,9,15",
    "B:W14,18,21,22,25,26,29,30:B3,6,7,9,11,12,16,20",
    "W:W18,19,22,23,24,25,27,28,30,31:B2,3,4,5,6,7,9,10,12,13",
};

START_TEST(weak_levels_report_the_move_they_play)
{
    Engine *e = engine_new(TEST_HASH_MB);
    ck_assert_ptr_nonnull(e);
    int differed = 0; /* picks that were not the search's best move */
    for (int level = MIN_LEVEL; level < MAX_LEVEL; level++) {
        const LevelSpec *ls = level_spec(level);
        bool noisy = ls->noise > 0 || ls->blunder_pct > 0;
        for (size_t f = 0; f < sizeof PV_POSITIONS / sizeof PV_POSITIONS[0]; f++)
            for (int round = 0; round < 8; round++) {
                Game g = game_from(PV_POSITIONS[f]);
                SearchLimits lim = level_limits(level);
                lim.movetime_ms = 0; /* the level's own depth or node cap ends the search */
                PvCheck seen = {.count = 0};
                Move best;
                SearchInfo last;
                engine_set_seed(e, 7919u * (uint64_t)round + (uint64_t)level);
                engine_new_game(e);
                ck_assert(engine_search(e, &g, &lim, keep_info, &seen, &best, &last));
                ck_assert_int_gt(seen.count, 0);
                /* A level without noise deepens as full strength does (its
                 * earlier lines may differ); its last line is the move. */
                int first = noisy ? 0 : seen.count - 1;
                for (int i = first; i < seen.count; i++) {
                    ck_assert_int_gt(seen.lines[i].pvlen, 0);
                    ck_assert_msg(move_equal(&seen.lines[i].pv[0], &best),
                                  "level %d, %s: info line %d of %d: the pv does not start with the move played",
                                  level, PV_POSITIONS[f], i + 1, seen.count);
                }
                ck_assert(move_equal(&last.pv[0], &best));
                Move searched_best;
                SearchInfo full;
                SearchLimits plain = {0};
                plain.depth = last.depth > 0 ? last.depth : 1;
                engine_new_game(e);
                ck_assert(engine_search(e, &g, &plain, NULL, NULL, &searched_best, &full));
                differed += !move_equal(&searched_best, &best);
                game_free(&g);
            }
    }
    /* The weak levels did play other moves than the best one: the check
     * above saw the case it is about. */
    ck_assert_int_gt(differed, 10);
    engine_free(e);
}
END_TEST

/* Nodes of a depth-limited search from the start on a cleared engine. */
static uint64_t nodes_to_depth(Engine *e, int depth)
{
    Game g;
    SearchLimits lim = {0};
    Move m;
    SearchInfo info;
    game_init(&g, NULL);
    lim.depth = depth;
    engine_new_game(e);
    ck_assert(engine_search(e, &g, &lim, NULL, NULL, &m, &info));
    ck_assert_int_eq(info.depth, depth);
    game_free(&g);
    return info.nodes;
}

START_TEST(threads_option_range)
{
    Engine *e = engine_new(TEST_HASH_MB);
    ck_assert_int_eq(engine_threads(e), 1);
    ck_assert(!engine_set_threads(e, 0));
    ck_assert(!engine_set_threads(e, MAX_THREADS + 1));
    ck_assert_int_eq(engine_threads(e), 1);
    ck_assert(engine_set_threads(e, 4));
    ck_assert_int_eq(engine_threads(e), 4);
    ck_assert(engine_set_threads(e, 2));
    ck_assert_int_eq(engine_threads(e), 2);
    engine_free(e); /* frees the helpers too (checked under the sanitizers) */
}
END_TEST

START_TEST(one_thread_is_repeatable)
{
    /* The helpers of an earlier multi-threaded search leave nothing behind:
     * one thread gives the same tree again. */
    Engine *e = engine_new(TEST_HASH_MB);
    uint64_t alone = nodes_to_depth(e, 9);
    ck_assert(engine_set_threads(e, 2));
    nodes_to_depth(e, 9);
    ck_assert(engine_set_threads(e, 1));
    ck_assert_uint_eq(nodes_to_depth(e, 9), alone);
    engine_free(e);
}
END_TEST

START_TEST(helpers_search_and_are_counted)
{
    /* A node limit binds the main thread alone (it looks every 1024 nodes);
     * the helpers search beside it and their nodes are in the total. */
    Engine *e = engine_new(TEST_HASH_MB);
    Game g;
    SearchLimits lim = {0};
    Move m;
    SearchInfo info;
    game_init(&g, NULL);
    ck_assert(engine_set_threads(e, 3));
    lim.nodes = 1000000;
    ck_assert(engine_search(e, &g, &lim, NULL, NULL, &m, &info));
    ck_assert(is_legal(&g.pos, &m));
    ck_assert_uint_gt(info.nodes, lim.nodes + 2 * 1024);
    game_free(&g);
    engine_free(e);
}
END_TEST

START_TEST(several_threads_win_and_stop)
{
    /* With helpers the forced wins are still found and played out, and one
     * stop request ends a search that has no limit (helpers included). */
    Engine *e = engine_new(TEST_HASH_MB);
    ck_assert(engine_set_threads(e, 2));
    for (int i = 0; i < WON_COUNT; i++) {
        Game g = game_from(WON_FOR_WHITE[i]);
        SearchLimits lim = {0};
        lim.depth = 20;
        engine_new_game(e);
        while (!game_over(&g) && g.nplies < 200) {
            Move m;
            SearchInfo info;
            ck_assert(engine_search(e, &g, &lim, NULL, NULL, &m, &info));
            ck_assert(is_legal(&g.pos, &m));
            ck_assert(game_play(&g, &m));
        }
        ck_assert_msg(g.result == RESULT_WHITE_WINS, "%s with 2 threads", WON_FOR_WHITE[i]);
        game_free(&g);
    }
    Game g;
    game_init(&g, NULL);
    Job job = {e, &g, {0}, false};
    pthread_t t;
    ck_assert_int_eq(pthread_create(&t, NULL, search_forever, &job), 0);
    struct timespec pause = {0, 100 * 1000 * 1000};
    nanosleep(&pause, NULL);
    engine_stop(e);
    pthread_join(t, NULL);
    ck_assert(job.found && is_legal(&g.pos, &job.best));
    game_free(&g);
    engine_free(e);
}
END_TEST

/* A node-capped level stops near its cap whatever the time allows (the
 * limit is looked at every so many nodes), the same move every time, and
 * the next level searches more. */
START_TEST(node_capped_levels_stop_at_their_cap)
{
    Engine *e = engine_new(TEST_HASH_MB);
    Game g;
    game_init(&g, NULL);
    uint64_t searched[MAX_LEVEL + 1] = {0};
    for (int level = MIN_LEVEL; level < MAX_LEVEL; level++) {
        const LevelSpec *ls = level_spec(level);
        if (ls->nodes == 0)
            continue;
        char first[MOVE_STRSIZE] = "";
        for (int round = 0; round < 2; round++) {
            SearchLimits lim = level_limits(level);
            lim.movetime_ms = 60000;
            engine_set_seed(e, 7 + (uint64_t)round);
            engine_new_game(e);
            Move m;
            SearchInfo info;
            char text[MOVE_STRSIZE];
            ck_assert(engine_search(e, &g, &lim, NULL, NULL, &m, &info));
            ck_assert_uint_le(info.nodes, ls->nodes + 2048);
            ck_assert_uint_ge(info.nodes, ls->nodes);
            move_format(&m, text, sizeof text);
            if (round == 0)
                strcpy(first, text);
            ck_assert_str_eq(text, first);
            searched[level] = info.nodes;
        }
        if (level > MIN_LEVEL && searched[level - 1] > 0)
            ck_assert_uint_gt(searched[level], searched[level - 1]);
    }
    game_free(&g);
    engine_free(e);
}
END_TEST

START_TEST(evaluation_is_symmetric)
{
    /* The same position with colours and board flipped scores the same for
     * the side to move. */
    Position a, b;
    ck_assert_int_eq(fen_parse("W:W18,22,K5:B9,11,K28", &a, NULL, 0), 0);
    /* Flip: square s -> 33 - s, colours swapped, other side to move. */
    ck_assert_int_eq(fen_parse("B:W22,24,K5:B15,11,K28", &b, NULL, 0), 0);
    ck_assert_int_eq(evaluate(&a), evaluate(&b));
    ck_assert_int_eq(fen_parse(FEN_START, &a, NULL, 0), 0);
    ck_assert_int_eq(fen_parse("B:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12", &b, NULL, 0),
                     0);
    ck_assert_int_eq(evaluate(&a), evaluate(&b));
}
END_TEST

START_TEST(evaluation_knows_material_and_lone_kings)
{
    Position p;
    ck_assert_int_eq(fen_parse("W:W21,22,23:B1,2", &p, NULL, 0), 0);
    ck_assert_int_gt(evaluate(&p), 50);
    ck_assert_int_gt(evaluate_material(&p), 50);
    ck_assert_int_eq(fen_parse("W:WK14,K15:BK1", &p, NULL, 0), 0);
    ck_assert_int_gt(evaluate(&p), 300);
    ck_assert_int_eq(fen_parse("W:WK14:BK1", &p, NULL, 0), 0);
    ck_assert_int_lt(abs(evaluate(&p)), 40);
}
END_TEST

Suite *search_suite(void)
{
    Suite *s = suite_create("search");
    TCase *tc = tcase_create("engine");
    tcase_set_timeout(tc, 300);
    tcase_add_loop_test(tc, forced_win_is_played_to_the_end, 0, WON_COUNT);
    tcase_add_test(tc, mate_score_counts_plies_and_is_kept);
    tcase_add_test(tc, never_an_illegal_move);
    tcase_add_test(tc, a_threat_at_the_horizon_is_searched_out);
    tcase_add_test(tc, no_move_means_false);
    tcase_add_test(tc, movetime_is_respected);
    tcase_add_test(tc, stop_before_the_search_starts);
    tcase_add_test(tc, stop_from_another_thread);
    tcase_add_test(tc, node_limit_still_returns_a_legal_move);
    tcase_add_test(tc, fifty_move_rule_in_the_tree);
    tcase_add_test(tc, threefold_repetition_in_the_tree);
    tcase_add_test(tc, contempt_plays_on_rather_than_repeat);
    tcase_add_test(tc, contempt_avoids_the_fifty_move_rule);
    tcase_add_test(tc, weak_levels_vary_full_strength_does_not);
    tcase_add_test(tc, weak_levels_report_the_move_they_play); /* part cli */
    tcase_add_test(tc, threads_option_range);
    tcase_add_test(tc, one_thread_is_repeatable);
    tcase_add_test(tc, helpers_search_and_are_counted);
    tcase_add_test(tc, several_threads_win_and_stop);
    tcase_add_test(tc, node_capped_levels_stop_at_their_cap);
    tcase_add_test(tc, evaluation_is_symmetric);
    tcase_add_test(tc, evaluation_knows_material_and_lone_kings);
    suite_add_tcase(s, tc);
    return s;
}
