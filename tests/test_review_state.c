/*
 * test_review_state.c - part "screens" (issue 16): the coordination of
 * looking back, the analysis and their settings, moved from the terminal
 * UI into the session layer (review_state.h): the facts each call returns.
 * Analyses are depth-limited, so nothing depends on the machine's speed.
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "review_state.h"
#include "session.h"
#include "settings.h"
#include "test_helpers.h"

/* tests/cli/train_games.pdn's first game: White (the player) blunders at
 * 13. 18-13?? (10x17x26), after other slips of both sides. */
static const char *const SLIPS[] = {"22-18", "12-15", "26-22", "10-13", "23-20", "13-17", "27-23", "17x26",
                                    "30x21", "5-10",  "23-19", "9-13",  "18x9",  "11-14", "20x11", "14x23",
                                    "28x19", "7x14x23", "21-18", "23-27", "32-28", "6-11", "25-21", "1-5",
                                    "18-13", "10x17x26"};
enum { NUM_SLIPS = sizeof SLIPS / sizeof SLIPS[0] };

static char datadir[256];

/* A person (White) against level 1, the game's moves played, the data
 * directory a fresh temporary one, the review state made. */
static void start(Session *s, ReviewState *rs, int plies)
{
    Player players[2];
    FileProblem why;
    session_players_vs_engine(players, WHITE, 1);
    ck_assert(session_init(s, players, NULL));
    for (int i = 0; i < plies; i++)
        test_play(&s->game, SLIPS[i]);
    snprintf(datadir, sizeof datadir, "%s/dama-test-review-state.XXXXXX", getenv("TMPDIR") ? getenv("TMPDIR") : "/tmp");
    ck_assert_ptr_nonnull(mkdtemp(datadir));
    snprintf(s->files.data_dir, sizeof s->files.data_dir, "%s", datadir);
    ck_assert(review_state_init(rs, s, &why));   /* no settings file: the defaults */
    ck_assert_ptr_nonnull(rs->analysis);
}

static void stop(Session *s, ReviewState *rs)
{
    review_state_free(rs);
    session_free(s);
    test_remove_tree(datadir);
}

static ReviewAnalysisPoll wait_for_analysis(ReviewState *rs, const Game *g, int marks[2])
{
    for (int i = 0; i < 6000; i++) {
        ReviewAnalysisPoll p = review_state_poll(rs, g, marks);
        if (p != REVIEW_ANALYSIS_NOTHING)
            return p;
        nanosleep(&(struct timespec){0, 10 * 1000 * 1000}, NULL);
    }
    return REVIEW_ANALYSIS_NOTHING;
}

START_TEST(stepping_says_where_it_went)
{
    Session s;
    ReviewState rs;
    start(&s, &rs, 6);
    const Game *g = &s.game;
    ck_assert_int_eq(review_state_step(&rs, g, 1), REVIEW_AT_GAME);          /* the live position already */
    ck_assert_int_eq(review_state_step(&rs, g, -1), REVIEW_SHOWS_EARLIER);
    ck_assert_int_eq(review_shown_ply(&rs.shown, g), 5);
    ck_assert_int_eq(review_state_goto(&rs, g, 0), REVIEW_SHOWS_EARLIER);
    ck_assert_int_eq(review_state_step(&rs, g, -1), REVIEW_NOTHING_BEFORE);  /* the start already */
    ck_assert_int_eq(review_state_goto(&rs, g, 99), REVIEW_SHOWS_GAME);      /* clamped: the game's */
    ck_assert(!review_active(&rs.shown, g));
    ck_assert_int_eq(g->nplies, 6);                                          /* looking changes nothing */
    review_state_goto(&rs, g, 3);
    review_state_reset(&rs);                                                 /* another game came */
    ck_assert(!review_active(&rs.shown, g));
    stop(&s, &rs);
}
END_TEST

START_TEST(marks_shown_are_the_players_own_unless_both_asked)
{
    Session s;
    ReviewState rs;
    start(&s, &rs, 0);
    ck_assert_int_eq(review_state_marks_side(&rs, &s), WHITE);
    ck_assert_int_eq(review_state_toggle_marks(&rs, &s), REVIEW_MARKS_BOTH);
    ck_assert_int_eq(review_state_marks_side(&rs, &s), REVIEW_ANY_SIDE);
    ck_assert_int_eq(review_state_toggle_marks(&rs, &s), REVIEW_MARKS_OWN);
    ck_assert_int_eq(review_state_marks_side(&rs, &s), WHITE);
    stop(&s, &rs);

    /* Two people: nobody's own, both sides' always. */
    Player two[2] = {{PLAYER_HUMAN, 0}, {PLAYER_HUMAN, 0}};
    ck_assert(session_init(&s, two, NULL));
    review_init(&rs.shown);
    rs.all_marks = false;
    rs.analysis = NULL;
    ck_assert_int_eq(review_state_toggle_marks(&rs, &s), REVIEW_MARKS_BOTH_ALWAYS);
    ck_assert(!rs.all_marks);
    ck_assert_int_eq(review_state_marks_side(&rs, &s), REVIEW_ANY_SIDE);
    ck_assert_int_eq(review_state_next_mark(&rs, &s, &(int){0}), REVIEW_MARK_NO_ANALYSIS);
    session_free(&s);
}
END_TEST

/* The analysis of a rated game in progress is help: refused without the
 * player's yes (the game stays rated), started with it (casual now); its
 * result counts the marks of each side, and the next mark is shown. */
START_TEST(analysis_asks_first_in_a_rated_game_then_finds_the_marks)
{
    Session s;
    ReviewState rs;
    int marks[2] = {-1, -1}, ply = -1, valid;
    const SearchLimits lim = {.depth = 4};
    start(&s, &rs, NUM_SLIPS);
    ck_assert_int_eq(review_state_next_mark(&rs, &s, &ply), REVIEW_MARK_NO_ANALYSIS);
    ck_assert_int_eq(session_rating(&s), GAME_RATED);
    ck_assert_int_eq(review_state_analyse(&rs, &s, false, &lim), REVIEW_ANALYSIS_ASK_FIRST);
    ck_assert_int_eq(session_rating(&s), GAME_RATED);
    ck_assert(!analysis_job_running(rs.analysis));
    ck_assert_int_eq(review_state_analyse(&rs, &s, true, &lim), REVIEW_ANALYSIS_STARTED);
    ck_assert_int_eq(session_rating(&s), CASUAL_HELPED);
    ck_assert_int_eq(review_state_analyse(&rs, &s, false, &lim), REVIEW_ANALYSIS_RUNNING);
    ck_assert_int_eq(wait_for_analysis(&rs, &s.game, marks), REVIEW_ANALYSIS_DONE);
    ck_assert_int_eq(review_state_poll(&rs, &s.game, marks), REVIEW_ANALYSIS_NOTHING);   /* collected once */

    const GameReview *gr = review_state_game_review(&rs, &s.game, &valid);
    ck_assert_ptr_nonnull(gr);
    ck_assert_int_eq(valid, NUM_SLIPS);
    int counted[2] = {0, 0};
    for (int i = 0; i < valid; i++)
        counted[gr->plies[i].side] += gr->plies[i].verdict != VERDICT_GOOD;
    ck_assert_int_gt(counted[WHITE], 0);
    ck_assert_int_gt(counted[BLACK], 0);
    ck_assert_int_eq(review_state_poll(&rs, &s.game, marks), REVIEW_ANALYSIS_NOTHING);
    ck_assert_int_eq(marks[WHITE], 0);   /* nothing new: no counts */

    /* The player's own marks, one after the other, each shown. */
    ck_assert_int_eq(review_state_next_mark(&rs, &s, &ply), REVIEW_MARK_FOUND);
    ck_assert_int_eq(gr->plies[ply].side, WHITE);
    ck_assert_int_ne(gr->plies[ply].verdict, VERDICT_GOOD);
    ck_assert(review_state_mark_shown(&rs, &s, gr, valid, ply));
    ck_assert_int_eq(review_shown_ply(&rs.shown, &s.game), ply + 1);
    int first = ply;
    ck_assert_int_eq(review_state_next_mark(&rs, &s, &ply), REVIEW_MARK_FOUND);
    ck_assert_int_eq(gr->plies[ply].side, WHITE);
    ck_assert_int_gt(ply, first);
    /* A Black mark is not shown until both sides' are asked for. */
    int black = -1;
    for (int i = 0; i < valid && black < 0; i++)
        if (gr->plies[i].side == BLACK && gr->plies[i].verdict != VERDICT_GOOD)
            black = i;
    ck_assert(!review_state_mark_shown(&rs, &s, gr, valid, black));
    review_state_toggle_marks(&rs, &s);
    ck_assert(review_state_mark_shown(&rs, &s, gr, valid, black));
    ck_assert(!review_state_mark_shown(&rs, &s, gr, valid, valid));   /* past the plies judged */
    stop(&s, &rs);
}
END_TEST

/* The same counts as the review itself. */
START_TEST(analysis_done_counts_each_sides_marks)
{
    Session s;
    ReviewState rs;
    int marks[2], valid;
    const SearchLimits lim = {.depth = 4};
    start(&s, &rs, NUM_SLIPS);
    session_make_casual(&s);   /* nothing to ask */
    ck_assert_int_eq(review_state_analyse(&rs, &s, false, &lim), REVIEW_ANALYSIS_STARTED);
    ck_assert_int_eq(wait_for_analysis(&rs, &s.game, marks), REVIEW_ANALYSIS_DONE);
    const GameReview *gr = review_state_game_review(&rs, &s.game, &valid);
    int counted[2] = {0, 0};
    for (int i = 0; i < valid; i++)
        counted[gr->plies[i].side] += gr->plies[i].verdict != VERDICT_GOOD;
    ck_assert_int_eq(marks[WHITE], counted[WHITE]);
    ck_assert_int_eq(marks[BLACK], counted[BLACK]);
    review_state_reset(&rs);   /* a new game: the old review describes nothing */
    ck_assert_ptr_null(review_state_game_review(&rs, &s.game, &valid));
    ck_assert_int_eq(valid, 0);
    stop(&s, &rs);
}
END_TEST

START_TEST(playing_on_from_the_position_shown_drops_the_later_moves)
{
    Session s;
    ReviewState rs;
    Notice n;
    start(&s, &rs, 6);
    ck_assert(!review_state_play_on(&rs, &s));                 /* the game's own position */
    ck_assert(session_take_notice(&s, &n));
    ck_assert_int_eq(n.code, NOTICE_ALREADY_LIVE);
    ck_assert_int_eq(session_rating(&s), GAME_RATED);
    review_state_goto(&rs, &s.game, 2);
    ck_assert(review_state_play_on(&rs, &s));
    ck_assert_int_eq(s.game.nplies, 2);
    ck_assert(!review_active(&rs.shown, &s.game));             /* the live position again */
    ck_assert_int_eq(session_rating(&s), CASUAL_HELPED);       /* a take-back */
    stop(&s, &rs);
}
END_TEST

START_TEST(engine_information_setting_is_remembered)
{
    Session s;
    ReviewState rs, again;
    char path[512];
    FileProblem why;
    start(&s, &rs, 4);
    ck_assert(!review_state_engine_info_wanted(&rs, &s));      /* hidden from the player by default */
    review_state_goto(&rs, &s.game, 1);
    ck_assert(review_state_engine_info_wanted(&rs, &s));       /* looking back shows it */
    review_state_goto(&rs, &s.game, s.game.nplies);
    ck_assert(review_state_toggle_engine_info(&rs, &s, &why));
    ck_assert(rs.settings.show_engine_info);
    ck_assert(review_state_engine_info_wanted(&rs, &s));
    ck_assert(review_state_init(&again, &s, &why)); /* read back from the file */
    ck_assert(again.settings.show_engine_info);
    review_state_free(&again);

    /* A settings file it cannot use: the defaults, and why. */
    snprintf(path, sizeof path, "%s/settings", datadir);
    test_write_file(path, "show_engine_info=perhaps\n");
    file_problem_clear(&why);
    ck_assert(!review_state_init(&again, &s, &why));
    ck_assert(!again.settings.show_engine_info);
    ck_assert_int_ne(why.code, FILE_PROBLEM_NONE);
    review_state_free(&again);

    /* Not saved: turned all the same, and why. */
    char kept[sizeof s.files.data_dir];
    snprintf(kept, sizeof kept, "%s", s.files.data_dir);
    snprintf(s.files.data_dir, sizeof s.files.data_dir, "%s/settings/below-a-file", datadir);
    file_problem_clear(&why);
    ck_assert(!review_state_toggle_engine_info(&rs, &s, &why));
    ck_assert(!rs.settings.show_engine_info);
    ck_assert_int_ne(why.code, FILE_PROBLEM_NONE);
    snprintf(s.files.data_dir, sizeof s.files.data_dir, "%s", kept);
    stop(&s, &rs);

    /* The engine against itself: nothing to hide. */
    Player engines[2] = {{PLAYER_ENGINE, 1}, {PLAYER_ENGINE, 1}};
    ck_assert(session_init(&s, engines, NULL));
    review_init(&rs.shown);
    settings_defaults(&rs.settings);
    ck_assert(review_state_engine_info_wanted(&rs, &s));
    session_free(&s);
}
END_TEST

Suite *review_state_suite(void)
{
    Suite *s = suite_create("review_state");
    TCase *tc = tcase_create("core");
    tcase_set_timeout(tc, 120);
    tcase_add_test(tc, stepping_says_where_it_went);
    tcase_add_test(tc, marks_shown_are_the_players_own_unless_both_asked);
    tcase_add_test(tc, analysis_asks_first_in_a_rated_game_then_finds_the_marks);
    tcase_add_test(tc, analysis_done_counts_each_sides_marks);
    tcase_add_test(tc, playing_on_from_the_position_shown_drops_the_later_moves);
    tcase_add_test(tc, engine_information_setting_is_remembered);
    suite_add_tcase(s, tc);
    return s;
}
