/*
 * test_game_clock.c - the players' clocks (game_clock.h), on made-up times.
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "board.h"
#include "game_clock.h"
#include "pdn.h"
#include "session.h"
#include "test_helpers.h"

static TimeControl parsed(const char *text)
{
    TimeControl tc;
    TimeControlProblem why;
    ck_assert_msg(time_control_parse(text, &tc, &why), "%s: refused (%d)", text, (int)why);
    ck_assert_int_eq(why, TIME_CONTROL_OK);
    return tc;
}

START_TEST(parse_minutes_plus_seconds)
{
    TimeControl tc = parsed("5+3");
    ck_assert_int_eq(tc.base_ms, 300000);
    ck_assert_int_eq(tc.inc_ms, 3000);
    ck_assert(tc.clocked[WHITE] && tc.clocked[BLACK]);
    tc = parsed("0+2");
    ck_assert_int_eq(tc.base_ms, 0);
    ck_assert_int_eq(tc.inc_ms, 2000);
    tc = parsed("10+0");
    ck_assert_int_eq(tc.base_ms, 600000);
}
END_TEST

START_TEST(parse_refuses_bad_text)
{
    const char *bad[] = {"", "5", "+3", "5+", "5+3+1", "a+3", "5+b", "-1+3", "5+-3", " 5+3", "601+0", "5+601",
                         "0+0", "5:3", "99999999999999999999+1"};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        TimeControl tc;
        TimeControlProblem why = TIME_CONTROL_OK;
        ck_assert_msg(!time_control_parse(bad[i], &tc, &why), "accepted '%s'", bad[i]);
        ck_assert_msg(why == (strcmp(bad[i], "0+0") == 0 ? TIME_CONTROL_NO_TIME : TIME_CONTROL_MALFORMED),
                      "'%s': reason %d", bad[i], (int)why);
    }
    TimeControl tc;
    TimeControlProblem why;
    ck_assert(!time_control_parse(NULL, &tc, &why));
    ck_assert_int_eq(why, TIME_CONTROL_MALFORMED);
    ck_assert(!time_control_parse("5", &tc, NULL)); /* the reason is optional */
}
END_TEST

START_TEST(pdn_tag_in_seconds)
{
    char buf[GCLOCK_TEXT_SIZE];
    TimeControl tc = parsed("5+3");
    time_control_tag(&tc, buf, sizeof buf);
    ck_assert_str_eq(buf, "300+3");
    tc.clocked[WHITE] = false;
    time_control_tag(&tc, buf, sizeof buf);
    ck_assert_str_eq(buf, "300+3");   /* the human's clock is the game's time control */
    memset(&tc, 0, sizeof tc);
    time_control_tag(&tc, buf, sizeof buf);
    ck_assert_str_eq(buf, "-");
}
END_TEST

START_TEST(running_clock_counts_down_and_the_other_waits)
{
    GameClock c;
    TimeControl tc = parsed("1+0");
    gclock_init(&c, &tc);
    ck_assert_int_eq(gclock_left(&c, WHITE, 5000), 60000);   /* not started: nothing runs */
    gclock_start(&c, WHITE, 1000);
    ck_assert_int_eq(gclock_left(&c, WHITE, 4500), 56500);
    ck_assert_int_eq(gclock_left(&c, BLACK, 4500), 60000);
    gclock_start(&c, BLACK, 11000);   /* White moved after 10 s */
    ck_assert_int_eq(gclock_left(&c, WHITE, 30000), 50000);
    ck_assert_int_eq(gclock_left(&c, BLACK, 30000), 41000);
    gclock_stop(&c, 31000);
    ck_assert_int_eq(gclock_left(&c, BLACK, 99000), 40000);
    ck_assert_int_eq(c.running, -1);
}
END_TEST

START_TEST(increment_is_credited_when_a_clock_starts)
{
    GameClock c;
    TimeControl tc = parsed("0+2");
    gclock_init(&c, &tc);
    ck_assert_int_eq(gclock_flag(&c, 0), -1);   /* nothing on the clocks, but none runs */
    gclock_start(&c, WHITE, 0);
    ck_assert_int_eq(gclock_left(&c, WHITE, 0), 2000);
    gclock_start(&c, BLACK, 500);
    ck_assert_int_eq(gclock_left(&c, WHITE, 500), 1500);
    ck_assert_int_eq(gclock_left(&c, BLACK, 500), 2000);
    gclock_start(&c, WHITE, 1000);
    ck_assert_int_eq(gclock_left(&c, WHITE, 1000), 3500);
    ck_assert_int_eq(gclock_left(&c, BLACK, 1000), 1500);
}
END_TEST

START_TEST(flag_falls_at_zero_on_the_running_side)
{
    GameClock c;
    TimeControl tc = parsed("0+2");
    gclock_init(&c, &tc);
    gclock_start(&c, BLACK, 100);
    ck_assert_int_eq(gclock_flag(&c, 2099), -1);
    ck_assert_int_eq(gclock_flag(&c, 2100), BLACK);
    ck_assert_int_eq(gclock_left(&c, BLACK, 9999), 0);   /* never below zero */
    ck_assert_int_eq(gclock_flag(&c, 9999), BLACK);
}
END_TEST

START_TEST(side_without_clock_never_runs)
{
    GameClock c;
    TimeControl tc = parsed("0+1");
    tc.clocked[BLACK] = false;
    gclock_init(&c, &tc);
    ck_assert(gclock_on(&c, WHITE));
    ck_assert(!gclock_on(&c, BLACK));
    gclock_start(&c, WHITE, 0);
    gclock_start(&c, BLACK, 300);   /* White's clock stops, nothing runs */
    ck_assert_int_eq(c.running, -1);
    ck_assert_int_eq(gclock_flag(&c, 99999), -1);
    ck_assert_int_eq(gclock_left(&c, WHITE, 99999), 700);
}
END_TEST

START_TEST(format_minutes_hours_and_tenths)
{
    char buf[GCLOCK_TEXT_SIZE];
    gclock_format(299000, buf, sizeof buf);
    ck_assert_str_eq(buf, "4:59");
    gclock_format(20000, buf, sizeof buf);
    ck_assert_str_eq(buf, "0:20");
    gclock_format(19499, buf, sizeof buf);
    ck_assert_str_eq(buf, "0:19.4");
    gclock_format(0, buf, sizeof buf);
    ck_assert_str_eq(buf, "0:00.0");
    gclock_format(-5, buf, sizeof buf);
    ck_assert_str_eq(buf, "0:00.0");
    gclock_format(3723000, buf, sizeof buf);
    ck_assert_str_eq(buf, "1:02:03");
}
END_TEST

Suite *game_clock_suite(void)
{
    Suite *s = suite_create("game_clock");
    TCase *tc = tcase_create("core");
    tcase_add_test(tc, parse_minutes_plus_seconds);
    tcase_add_test(tc, parse_refuses_bad_text);
    tcase_add_test(tc, pdn_tag_in_seconds);
    tcase_add_test(tc, running_clock_counts_down_and_the_other_waits);
    tcase_add_test(tc, increment_is_credited_when_a_clock_starts);
    tcase_add_test(tc, flag_falls_at_zero_on_the_running_side);
    tcase_add_test(tc, side_without_clock_never_runs);
    tcase_add_test(tc, format_minutes_hours_and_tenths);
    suite_add_tcase(s, tc);
    return s;
}

/* ------------------------------------------------------------------ */
/* Clocks in a session, on a made-up time.                            */

/* The made-up time, and the data folder of the test's session (a game
 * that ends goes to the archive there, never to the user's). */
typedef struct FakeTime {
    int64_t now;
    char dir[256];
} FakeTime;

static int64_t fake_now(void *ctx) { return ((FakeTime *)ctx)->now; }

/* A human (White) against the engine at level 1, with clocks. */
static void start_timed(Session *s, FakeTime *t, const char *tc_text, bool engine_clocked)
{
    Player players[2];
    snprintf(t->dir, sizeof t->dir, "%s/dama-test-clock.XXXXXX", getenv("TMPDIR") ? getenv("TMPDIR") : "/tmp");
    ck_assert_ptr_nonnull(mkdtemp(t->dir));
    setenv("XDG_DATA_HOME", t->dir, 1);
    session_players_vs_engine(players, WHITE, 1);
    ck_assert(session_init(s, players, NULL));
    TimeControl tc = parsed(tc_text);
    tc.clocked[BLACK] = engine_clocked;
    session_set_time_source(s, fake_now, t);
    session_set_time_control(s, &tc);
    t->now = 1000;
}

static void end_timed(Session *s, FakeTime *t)
{
    session_free(s);
    test_remove_tree(t->dir);
}

static int64_t left(const Session *s, int side)
{
    int64_t ms = -1;
    ck_assert(session_clock_left(s, side, &ms));
    return ms;
}

START_TEST(session_clocks_start_at_the_first_poll_and_switch_on_moves)
{
    Session s;
    FakeTime t;
    start_timed(&s, &t, "1+2", true);
    ck_assert_int_eq(left(&s, WHITE), 60000);   /* nothing runs before the game starts */
    t.now = 5000;
    ck_assert_int_eq(session_poll(&s, t.now, true), EVENT_NONE);
    ck_assert_int_eq(left(&s, WHITE), 62000);
    t.now = 9000;
    ck_assert_int_eq(left(&s, WHITE), 58000);
    ck_assert(session_play_text(&s, "22-19"));
    t.now = 9500;
    ck_assert_int_eq(left(&s, WHITE), 58000);
    ck_assert_int_eq(left(&s, BLACK), 61500);
    end_timed(&s, &t);
}
END_TEST

START_TEST(session_flag_fall_loses_and_the_late_move_is_refused)
{
    Session s;
    FakeTime t;
    start_timed(&s, &t, "0+2", true);
    ck_assert_int_eq(session_poll(&s, t.now, true), EVENT_NONE);
    t.now = 2999;
    ck_assert_int_eq(session_poll(&s, t.now, true), EVENT_NONE);
    t.now = 3000;
    ck_assert(!session_play_text(&s, "22-19"));
    ck_assert(session_game_over(&s));
    ck_assert_int_eq(s.game.result, RESULT_BLACK_WINS);
    ck_assert_int_eq(s.game.reason, END_TIME);
    ck_assert_ptr_nonnull(strstr(test_notice_words(&s.notice).text, "White ran out of time"));
    ck_assert_int_eq(s.game.nplies, 0);
    ck_assert(!session_can_undo(&s));
    ck_assert(!session_undo(&s));
    end_timed(&s, &t);
}
END_TEST

START_TEST(session_poll_reports_the_flag)
{
    Session s;
    FakeTime t;
    start_timed(&s, &t, "0+1", true);
    ck_assert_int_eq(session_poll(&s, t.now, true), EVENT_NONE);
    t.now += 1000;
    ck_assert_int_eq(session_poll(&s, t.now, true), EVENT_TIME_UP);
    ck_assert_int_eq(s.game.reason, END_TIME);
    t.now += 5000;   /* over: the clocks stopped */
    ck_assert_int_eq(left(&s, WHITE), 0);
    ck_assert_int_eq(left(&s, BLACK), 0);
    end_timed(&s, &t);
}
END_TEST

START_TEST(session_engine_thinks_on_its_clock)
{
    Session s;
    FakeTime t;
    start_timed(&s, &t, "5+3", true);
    session_poll(&s, t.now, false);   /* busy front end: nothing starts */
    ck_assert_int_eq(left(&s, WHITE), 300000);
    session_poll(&s, t.now, true);
    t.now += 10000;
    ck_assert(session_play_text(&s, "22-19"));
    SearchLimits lim = session_engine_move_limits(&s);
    ck_assert_int_eq(lim.movetime_ms, 0);
    ck_assert_int_eq(lim.time_left_ms, 303000);
    ck_assert_int_eq(lim.increment_ms, 3000);
    ck_assert_int_eq(lim.level, 1);
    end_timed(&s, &t);
}
END_TEST

START_TEST(session_human_only_clock_leaves_the_engine_its_budget)
{
    Session s;
    FakeTime t;
    start_timed(&s, &t, "5+0", false);
    int64_t ms;
    ck_assert(!session_clock_left(&s, BLACK, &ms));
    session_poll(&s, t.now, true);
    ck_assert(session_play_text(&s, "22-19"));
    SearchLimits lim = session_engine_move_limits(&s);
    SearchLimits level = level_limits(1);
    ck_assert_int_eq(lim.time_left_ms, 0);
    ck_assert_int_eq(lim.movetime_ms, level.movetime_ms);
    t.now += 60000;   /* the engine's turn: the human's clock waits */
    ck_assert_int_eq(left(&s, WHITE), 300000);
    end_timed(&s, &t);
}
END_TEST

START_TEST(session_pause_stops_the_clocks)
{
    Session s;
    FakeTime t;
    start_timed(&s, &t, "1+0", true);
    session_poll(&s, t.now, true);
    t.now += 1000;
    session_pause(&s, true);
    t.now += 100000;   /* longer than the clock: no flag while paused */
    ck_assert_int_eq(session_poll(&s, t.now, true), EVENT_NONE);
    ck_assert_int_eq(left(&s, WHITE), 59000);
    session_pause(&s, false);
    t.now += 500;
    ck_assert_int_eq(left(&s, WHITE), 58500);
    ck_assert(!session_game_over(&s));
    end_timed(&s, &t);
}
END_TEST

START_TEST(session_new_game_fills_the_clocks_again)
{
    Session s;
    FakeTime t;
    start_timed(&s, &t, "1+0", true);
    session_poll(&s, t.now, true);
    t.now += 20000;
    Player players[2];
    session_players_vs_engine(players, WHITE, 1);
    session_new_game(&s, players, NULL);
    ck_assert_int_eq(left(&s, WHITE), 60000);
    ck_assert(!session_redo(&s));
    ck_assert_ptr_nonnull(strstr(test_notice_words(&s.notice).text, "clocks"));
    end_timed(&s, &t);
}
END_TEST

/* The saved game says how it was played: TimeControl, and a loss on time
 * as its Termination. */
START_TEST(session_saves_the_time_control)
{
    char path[300];
    FileProblem why;
    Session s;
    FakeTime t;
    start_timed(&s, &t, "0+3", true);
    snprintf(path, sizeof path, "%s/timed.pdn", t.dir);
    session_poll(&s, t.now, true);
    ck_assert(session_play_text(&s, "22-19"));   /* an empty game is not archived */
    t.now += 3000;   /* the engine's (Black's) flag falls as it thinks */
    ck_assert_int_eq(session_poll(&s, t.now, true), EVENT_TIME_UP);
    ck_assert_int_eq(s.game.result, RESULT_WHITE_WINS);
    ck_assert_int_eq(session_save(&s, path, false), SAVE_DONE);
    char *text;
    size_t len;
    ck_assert_msg(pdn_read_file(path, &text, &len, &why) == 0, "%s", TEST_FILE_TEXT(why));
    ck_assert_ptr_nonnull(strstr(text, "[TimeControl \"0+3\"]"));
    ck_assert_ptr_nonnull(strstr(text, "[Termination \"time forfeit\"]"));
    ck_assert_ptr_nonnull(strstr(text, "1-0"));
    free(text);
    /* The archive has it too. */
    snprintf(path, sizeof path, "%s/dama/games.pdn", t.dir);
    ck_assert_msg(pdn_read_file(path, &text, &len, &why) == 0, "%s", TEST_FILE_TEXT(why));
    ck_assert_ptr_nonnull(strstr(text, "[TimeControl \"0+3\"]"));
    ck_assert_ptr_nonnull(strstr(text, "[Termination \"time forfeit\"]"));
    free(text);
    end_timed(&s, &t);
}
END_TEST

Suite *session_clock_suite(void)
{
    Suite *s = suite_create("session_clock");
    TCase *tc = tcase_create("session_clock");
    tcase_set_timeout(tc, 60);
    tcase_add_test(tc, session_clocks_start_at_the_first_poll_and_switch_on_moves);
    tcase_add_test(tc, session_flag_fall_loses_and_the_late_move_is_refused);
    tcase_add_test(tc, session_poll_reports_the_flag);
    tcase_add_test(tc, session_engine_thinks_on_its_clock);
    tcase_add_test(tc, session_human_only_clock_leaves_the_engine_its_budget);
    tcase_add_test(tc, session_pause_stops_the_clocks);
    tcase_add_test(tc, session_new_game_fills_the_clocks_again);
    tcase_add_test(tc, session_saves_the_time_control);
    suite_add_tcase(s, tc);
    return s;
}
