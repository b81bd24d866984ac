/*
 * test_review.c - looking back through a game (review.h), playing on from
 * an earlier position (session_play_on_from) and the background analysis
 * (analysis_job.h).  Analyses are depth-limited, so nothing depends on the
 * machine's speed.
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "analysis_job.h"
#include "files.h"
#include "review.h"
#include "session.h"
#include "test_helpers.h"

static const char *const OPENING[] = {"22-19", "10-14", "19x10", "5x14", "21-17", "12-16"};
enum { NUM_OPENING = sizeof OPENING / sizeof OPENING[0] };

static void play_opening(Game *g)
{
    game_init(g, NULL);
    for (int i = 0; i < NUM_OPENING; i++)
        test_play(g, OPENING[i]);
}

START_TEST(review_steps_through_the_game_without_changing_it)
{
    Game g;
    Review r;
    play_opening(&g);
    Position live = g.pos;
    review_init(&r);
    ck_assert(!review_active(&r, &g));
    ck_assert_int_eq(review_shown_ply(&r, &g), NUM_OPENING);
    ck_assert(review_goto(&r, &g, 0));                       /* Home */
    ck_assert(review_active(&r, &g));
    Position start;
    pos_startpos(&start);
    ck_assert(pos_equal(review_position(&r, &g), &start));
    ck_assert_ptr_null(review_move_into(&r, &g));
    ck_assert(!review_step(&r, &g, -1));                     /* nothing before the start */
    for (int i = 0; i < 3; i++)
        ck_assert(review_step(&r, &g, 1));                   /* PgDn three times */
    ck_assert_int_eq(review_shown_ply(&r, &g), 3);
    ck_assert(pos_equal(review_position(&r, &g), &g.plies[3].before));
    ck_assert(move_equal(review_move_into(&r, &g), &g.plies[2].move));
    ck_assert(review_goto(&r, &g, 99));                      /* End: the live position */
    ck_assert(!review_active(&r, &g));
    ck_assert(pos_equal(review_position(&r, &g), &live));
    ck_assert(!review_step(&r, &g, 1));
    /* Looking changed nothing. */
    ck_assert_int_eq(g.nplies, NUM_OPENING);
    ck_assert(pos_equal(&g.pos, &live));
    game_free(&g);
}
END_TEST

START_TEST(review_follows_a_game_that_changes_under_it)
{
    Game g;
    Review r;
    play_opening(&g);
    review_init(&r);
    review_goto(&r, &g, 4);
    test_play(&g, "24-20");                                  /* the game goes on */
    ck_assert_int_eq(review_shown_ply(&r, &g), 4);
    while (g.nplies > 3)
        game_undo(&g);                                       /* taken back past the view */
    ck_assert(!review_active(&r, &g));
    ck_assert_int_eq(review_shown_ply(&r, &g), 3);
    game_free(&g);
}
END_TEST

START_TEST(review_refuses_moves_and_hints_on_an_earlier_position)
{
    Game g;
    Review r;
    play_opening(&g);
    review_init(&r);
    ck_assert(review_allows_move(&r, &g));
    ck_assert(review_allows_hint(&r, &g));
    review_goto(&r, &g, 2);
    /* Why not is the front end's to say, with its keys (ui_review.c). */
    ck_assert(!review_allows_move(&r, &g));
    ck_assert(!review_allows_hint(&r, &g));
    ck_assert_int_eq(review_plies_dropped(&r, &g), NUM_OPENING - 2);
    game_free(&g);
}
END_TEST

/* A review made by hand: the verdicts of six plies. */
START_TEST(next_marked_move_wraps_around)
{
    Game g;
    Review r;
    PlyReview plies[NUM_OPENING];
    memset(plies, 0, sizeof plies);
    plies[1].verdict = VERDICT_MISTAKE;
    plies[4].verdict = VERDICT_INACCURACY;
    GameReview gr = {.nplies = NUM_OPENING, .plies = plies};
    play_opening(&g);
    review_init(&r);
    review_goto(&r, &g, 0);
    for (int i = 0; i < NUM_OPENING; i++)
        plies[i].side = i % 2 == 0 ? WHITE : BLACK;
    ck_assert_int_eq(review_next_marked(&r, &g, &gr, NUM_OPENING, VERDICT_INACCURACY, REVIEW_ANY_SIDE), 1);
    review_goto(&r, &g, 2);   /* showing the position after ply 1 */
    ck_assert_int_eq(review_next_marked(&r, &g, &gr, NUM_OPENING, VERDICT_INACCURACY, REVIEW_ANY_SIDE), 4);
    ck_assert_int_eq(review_next_marked(&r, &g, &gr, NUM_OPENING, VERDICT_MISTAKE, REVIEW_ANY_SIDE), 1); /* wraps */
    ck_assert_int_eq(review_next_marked(&r, &g, &gr, 3, VERDICT_INACCURACY, REVIEW_ANY_SIDE), 1); /* stale tail ignored */
    ck_assert_int_eq(review_next_marked(&r, &g, &gr, NUM_OPENING, VERDICT_BLUNDER, REVIEW_ANY_SIDE), -1);
    ck_assert_int_eq(review_next_marked(&r, &g, NULL, 0, VERDICT_INACCURACY, REVIEW_ANY_SIDE), -1);
    /* part analysis: one side's marks only (ply 1 is Black's, ply 4 White's). */
    ck_assert_int_eq(review_next_marked(&r, &g, &gr, NUM_OPENING, VERDICT_INACCURACY, BLACK), 1);
    ck_assert_int_eq(review_next_marked(&r, &g, &gr, NUM_OPENING, VERDICT_INACCURACY, WHITE), 4);
    review_goto(&r, &g, 5);
    ck_assert_int_eq(review_next_marked(&r, &g, &gr, NUM_OPENING, VERDICT_INACCURACY, WHITE), 4); /* wraps to itself */
    ck_assert_int_eq(review_next_marked(&r, &g, &gr, NUM_OPENING, VERDICT_MISTAKE, WHITE), -1);
    game_free(&g);
}
END_TEST

static void human_vs_level1(Session *s)
{
    Player players[2];
    session_players_vs_engine(players, WHITE, 1);
    ck_assert(session_init(s, players, NULL));
}

START_TEST(playing_on_from_an_earlier_position_drops_the_later_moves)
{
    Session s;
    Notice n;
    human_vs_level1(&s);
    for (int i = 0; i < NUM_OPENING; i++)
        test_play(&s.game, OPENING[i]);
    ck_assert(!session_play_on_from(&s, NUM_OPENING));       /* the live position */
    ck_assert(session_take_notice(&s, &n));
    ck_assert_int_eq(n.kind, NOTE_ERROR);
    ck_assert(session_play_on_from(&s, 2));
    ck_assert_int_eq(s.game.nplies, 2);
    ck_assert_int_eq(s.game.nredo, 0);                      /* gone, not redoable */
    ck_assert(!session_redo(&s));
    ck_assert(session_take_notice(&s, &n));
    ck_assert(session_human_turn(&s));
    ck_assert(session_play_text(&s, "19x10"));              /* play goes on from there */
    ck_assert_int_eq(s.game.nplies, 3);
    session_free(&s);
}
END_TEST

START_TEST(playing_on_where_the_engine_moves_wakes_it)
{
    Session s;
    Notice n;
    human_vs_level1(&s);
    for (int i = 0; i < NUM_OPENING; i++)
        test_play(&s.game, OPENING[i]);
    s.engine_held = true;                                   /* as after a load */
    ck_assert(session_play_on_from(&s, 1));
    ck_assert(session_take_notice(&s, &n));
    ck_assert_ptr_nonnull(strstr(test_notice_words(&n).text, "5 later plies dropped"));
    ck_assert(session_engine_turn(&s));
    ck_assert(!s.engine_held);
    session_free(&s);
}
END_TEST

/* Wait for the job's run to end; depth-limited runs take well under this. */
static bool wait_for_review(AnalysisJob *j)
{
    bool failed = false;
    for (int i = 0; i < 6000; i++) {
        if (analysis_job_poll(j, &failed))
            return true;
        ck_assert(!failed);
        nanosleep(&(struct timespec){0, 10 * 1000 * 1000}, NULL);
    }
    return false;
}

START_TEST(background_analysis_judges_the_game_and_knows_when_it_is_stale)
{
    AnalysisJob *j = analysis_job_new();
    ck_assert_ptr_nonnull(j);
    Game g;
    int valid = -1;
    play_opening(&g);
    ck_assert_ptr_null(analysis_job_review(j, &g, &valid));
    SearchLimits lim = {.depth = 2};
    ck_assert(analysis_job_start(j, &g, &lim));
    ck_assert(!analysis_job_start(j, &g, &lim));            /* one run at a time */
    test_play(&g, "24-20");                                  /* play goes on meanwhile */
    ck_assert(wait_for_review(j));
    ck_assert(!analysis_job_running(j));
    const GameReview *gr = analysis_job_review(j, &g, &valid);
    ck_assert_ptr_nonnull(gr);
    ck_assert_int_eq(gr->nplies, NUM_OPENING);
    ck_assert_int_eq(valid, NUM_OPENING);                    /* the new move is not judged yet */
    while (g.nplies > 1)
        game_undo(&g);
    test_play(&g, "12-16");                                  /* taken back and played otherwise */
    analysis_job_review(j, &g, &valid);
    ck_assert_int_eq(valid, 1);
    Position other = test_position("W:W22,28:B18,1");
    Game h;
    game_init(&h, &other);
    ck_assert_ptr_null(analysis_job_review(j, &h, &valid));   /* another game altogether */
    game_free(&h);
    game_free(&g);
    analysis_job_free(j);
}
END_TEST

START_TEST(cancelled_analysis_keeps_the_last_review)
{
    AnalysisJob *j = analysis_job_new();
    Game g;
    int valid;
    bool failed;
    play_opening(&g);
    SearchLimits lim = {.depth = 2};
    ck_assert(analysis_job_start(j, &g, &lim));
    ck_assert(wait_for_review(j));
    lim.depth = 60;
    ck_assert(analysis_job_start(j, &g, &lim));
    analysis_job_cancel(j);
    ck_assert(!analysis_job_running(j));
    ck_assert(!analysis_job_poll(j, &failed));
    ck_assert(!failed);
    ck_assert_ptr_nonnull(analysis_job_review(j, &g, &valid));
    ck_assert_int_eq(valid, NUM_OPENING);
    game_free(&g);
    analysis_job_free(j);
}
END_TEST

/* part analysis: a game that replaces the one analysed (the same start,
 * the same first move) gets no review of the old one: forgetting drops it
 * and stops a run going on. */
START_TEST(forgotten_analysis_describes_no_game)
{
    AnalysisJob *j = analysis_job_new();
    Game g;
    int valid;
    play_opening(&g);
    SearchLimits lim = {.depth = 2};
    ck_assert(analysis_job_start(j, &g, &lim));
    ck_assert(wait_for_review(j));
    ck_assert_ptr_nonnull(analysis_job_review(j, &g, &valid));
    analysis_job_forget(j);
    ck_assert_ptr_null(analysis_job_review(j, &g, &valid));
    ck_assert_int_eq(valid, 0);
    lim.depth = 60;
    ck_assert(analysis_job_start(j, &g, &lim));
    analysis_job_forget(j);                 /* a long run stops */
    ck_assert(!analysis_job_running(j));
    ck_assert_ptr_null(analysis_job_review(j, &g, &valid));
    game_free(&g);
    analysis_job_free(j);
}
END_TEST

static const char THREE_GAMES[] =
    "[White \"Anna\"]\n[Black \"Bruno\"]\n[Date \"2024.05.01\"]\n[Result \"1-0\"]\n1. 22-19 10-14 1-0\n\n"
    "[White \"Carla\"]\n[Black \"Dino\"]\n1. 22-17 *\n\n"
    "[White \"E\x1b[31m\"]\n[Black \"dama level 3\"]\n1. 22-19 10-14 2. 19x10 *\n";

START_TEST(a_file_lists_its_games_and_loads_any)
{
    char path[] = "/tmp/dama-test-review-XXXXXX";
    int fd = mkstemp(path);
    ck_assert_int_ge(fd, 0);
    close(fd);
    test_write_file(path, THREE_GAMES);
    GameListing list[2];
    FileProblem why;
    ck_assert_int_eq(files_list_games(path, list, 2, &why), 3);   /* counts beyond max */
    ck_assert_str_eq(list[0].white, "Anna");
    ck_assert_str_eq(list[0].black, "Bruno");
    ck_assert_str_eq(list[0].result, "1-0");
    ck_assert_str_eq(list[0].date, "2024.05.01");
    ck_assert_int_eq(list[0].plies, 2);
    ck_assert_int_eq(list[1].plies, -1);                                     /* 22-17 is illegal */
    ck_assert_int_eq(list[1].problem.problem, PDN_PROBLEM_ILLEGAL_MOVE);
    ck_assert_int_gt(list[1].problem.line, 1);
    GameListing all[3];
    ck_assert_int_eq(files_list_games(path, all, 3, &why), 3);
    ck_assert_ptr_null(strchr(all[2].white, '\x1b'));                     /* made safe to show */

    Game g;
    SavedPlayers who;
    ck_assert(files_load_game_at(path, 2, &g, &who, &why, NULL));
    ck_assert_int_eq(g.nplies, 3);
    ck_assert_int_eq(who.engine_level[BLACK], 3);
    game_free(&g);
    ck_assert(!files_load_game_at(path, 1, &g, &who, &why, NULL));
    ck_assert_ptr_nonnull(strstr(TEST_FILE_TEXT(why), "22-17"));
    ck_assert(!files_load_game_at(path, 5, &g, &who, &why, NULL));
    ck_assert_ptr_nonnull(strstr(TEST_FILE_TEXT(why), "no game 6"));

    Session s;
    human_vs_level1(&s);
    ck_assert(session_load_at(&s, path, 2, NULL));
    ck_assert_int_eq(s.game.nplies, 3);
    ck_assert(s.engine_held);
    session_free(&s);
    ck_assert_int_eq(files_list_games("/nonexistent/x.pdn", all, 3, &why), -1);
    unlink(path);
}
END_TEST

Suite *review_suite(void)
{
    Suite *s = suite_create("review");
    TCase *tc = tcase_create("review");
    tcase_set_timeout(tc, 120);
    tcase_add_test(tc, review_steps_through_the_game_without_changing_it);
    tcase_add_test(tc, review_follows_a_game_that_changes_under_it);
    tcase_add_test(tc, review_refuses_moves_and_hints_on_an_earlier_position);
    tcase_add_test(tc, next_marked_move_wraps_around);
    tcase_add_test(tc, playing_on_from_an_earlier_position_drops_the_later_moves);
    tcase_add_test(tc, playing_on_where_the_engine_moves_wakes_it);
    tcase_add_test(tc, background_analysis_judges_the_game_and_knows_when_it_is_stale);
    tcase_add_test(tc, cancelled_analysis_keeps_the_last_review);
    tcase_add_test(tc, forgotten_analysis_describes_no_game);
    tcase_add_test(tc, a_file_lists_its_games_and_loads_any);
    suite_add_tcase(s, tc);
    return s;
}
