/*
 * test_modes.c - the ways to play (session.h): two people on one keyboard,
 * the engine against itself, new games that keep the players' kinds.
 * session_poll gets a made-up time; engine work takes real time, waited
 * for without any deadline.
 */
#include <check.h>
#include <string.h>
#include <unistd.h>

#include "fen.h"
#include "session.h"
#include "test_helpers.h"

static void init_players(Session *s, PlayerKind white, PlayerKind black, int level)
{
    Player players[2] = {{white, white == PLAYER_ENGINE ? level : 0}, {black, black == PLAYER_ENGINE ? level : 0}};
    ck_assert(session_init(s, players, NULL));
}

START_TEST(two_players_name_the_side_that_moved)
{
    Session s;
    init_players(&s, PLAYER_HUMAN, PLAYER_HUMAN, 0);
    ck_assert(session_two_players(&s));
    ck_assert(!session_watching(&s));
    ck_assert(session_play_text(&s, "22-19"));
    ck_assert_str_eq(test_notice_words(&s.notice).text, "White played 22-19. Black to move.");
    ck_assert(session_play_text(&s, "10-14"));
    ck_assert_str_eq(test_notice_words(&s.notice).text, "Black played 10-14. White to move.");
    ck_assert(session_ask_hint(&s));   /* hints are still allowed */
    session_free(&s);
}
END_TEST

START_TEST(new_game_keeps_the_kind_of_players)
{
    Session s;
    Player p[2];
    init_players(&s, PLAYER_HUMAN, PLAYER_HUMAN, 0);
    session_players_again(&s, BLACK, 4, p);
    ck_assert(p[WHITE].kind == PLAYER_HUMAN && p[BLACK].kind == PLAYER_HUMAN);
    session_free(&s);

    init_players(&s, PLAYER_ENGINE, PLAYER_ENGINE, 2);
    session_players_again(&s, BLACK, 4, p);
    ck_assert(p[WHITE].kind == PLAYER_ENGINE && p[BLACK].kind == PLAYER_ENGINE);
    ck_assert_int_eq(p[WHITE].level, 4);
    ck_assert_int_eq(p[BLACK].level, 4);
    session_free(&s);

    init_players(&s, PLAYER_HUMAN, PLAYER_ENGINE, 2);
    session_players_again(&s, BLACK, 4, p);
    ck_assert(p[BLACK].kind == PLAYER_HUMAN && p[WHITE].kind == PLAYER_ENGINE);
    ck_assert_int_eq(p[WHITE].level, 4);
    session_free(&s);
}
END_TEST

/* A made-up time for the session's clocks and polls. */
typedef struct FakeTime {
    int64_t now;
} FakeTime;

static int64_t fake_now(void *ctx) { return ((FakeTime *)ctx)->now; }

/* Poll at made-up times (step apart) until the engine moves; returns the
 * time it arrived at. */
static int64_t until_moved(Session *s, FakeTime *t, int64_t step)
{
    for (;;) {
        if (session_poll(s, t->now, true) == EVENT_ENGINE_MOVED)
            return t->now;
        usleep(2000);
        t->now += step;
    }
}

/* The next engine starts thinking SESSION_WATCH_PAUSE_MS after the last
 * move, its clock with it: the pause is not taken from its time. */
START_TEST(watched_engines_move_with_a_pause)
{
    Session s;
    FakeTime t = {1000};
    init_players(&s, PLAYER_ENGINE, PLAYER_ENGINE, 1);
    TimeControl tc;
    ck_assert(time_control_parse("0+1", &tc, NULL));
    session_set_time_source(&s, fake_now, &t);
    session_set_time_control(&s, &tc);
    ck_assert(session_watching(&s));
    ck_assert_int_eq(until_moved(&s, &t, 0), 1000);   /* White at once, no delay */
    ck_assert_int_eq(s.game.nplies, 1);
    t.now = 1000 + SESSION_WATCH_PAUSE_MS - 1;
    ck_assert_int_eq(session_poll(&s, t.now, true), EVENT_NONE);
    ck_assert(!session_engine_thinking(&s));
    int64_t black;
    ck_assert(session_clock_left(&s, BLACK, &black));
    ck_assert_int_eq(black, 0);   /* not started yet: no flag either */
    ck_assert(!session_game_over(&s));
    t.now = 1000 + SESSION_WATCH_PAUSE_MS;
    session_poll(&s, t.now, true);
    ck_assert(session_engine_thinking(&s));
    ck_assert(session_clock_left(&s, BLACK, &black));
    ck_assert_int_eq(black, 1000);
    session_free(&s);
}
END_TEST

START_TEST(paused_engines_do_not_move)
{
    Session s;
    FakeTime t = {1000};
    init_players(&s, PLAYER_ENGINE, PLAYER_ENGINE, 1);
    session_poll(&s, t.now, true);
    session_pause(&s, true);
    usleep(100 * 1000);
    t.now = 1000000;
    ck_assert_int_eq(session_poll(&s, t.now, true), EVENT_NONE);
    ck_assert_int_eq(s.game.nplies, 0);
    session_pause(&s, false);
    until_moved(&s, &t, 100);
    ck_assert_int_eq(s.game.nplies, 1);
    session_free(&s);
}
END_TEST

/* ---- issue 15, part "ui": who resigns, no take-back while watching ---- */

/* Two people: the side to move is the one that resigns, and loses. */
START_TEST(two_players_the_side_to_move_resigns)
{
    Session s;
    init_players(&s, PLAYER_HUMAN, PLAYER_HUMAN, 0);
    ck_assert_int_eq(session_resigning_side(&s), WHITE);
    ck_assert(session_play_text(&s, "22-19"));
    ck_assert_int_eq(session_resigning_side(&s), BLACK);
    ck_assert(session_resign(&s));
    ck_assert_int_eq(s.game.result, RESULT_WHITE_WINS);
    session_free(&s);

    /* Against the engine the person resigns, whoever is to move. */
    init_players(&s, PLAYER_ENGINE, PLAYER_HUMAN, 1);
    ck_assert_int_eq(session_resigning_side(&s), BLACK);
    session_free(&s);
}
END_TEST

/* Two engines: a game they ended on the board has nothing to take back
 * (the engine would play the same move again). */
START_TEST(watched_game_has_no_take_back)
{
    Session s;
    FakeTime t = {SESSION_WATCH_PAUSE_MS};
    Player engines[2] = {{PLAYER_ENGINE, 1}, {PLAYER_ENGINE, 1}};
    Position start;
    char err[FEN_ERRSIZE];
    ck_assert_int_eq(fen_parse("W:W22:B18", &start, err, sizeof err), 0);
    ck_assert(session_init(&s, engines, &start));
    until_moved(&s, &t, 10);
    ck_assert(session_game_over(&s));
    ck_assert(!session_can_undo(&s));
    ck_assert(!session_undo(&s));
    ck_assert_int_eq(s.game.nplies, 1);
    ck_assert(session_game_over(&s));
    session_free(&s);
}
END_TEST

Suite *modes_suite(void)
{
    Suite *s = suite_create("modes");
    TCase *tc = tcase_create("modes");
    tcase_set_timeout(tc, 60);
    tcase_add_test(tc, two_players_name_the_side_that_moved);
    tcase_add_test(tc, new_game_keeps_the_kind_of_players);
    tcase_add_test(tc, watched_engines_move_with_a_pause);
    tcase_add_test(tc, paused_engines_do_not_move);
    /* issue 15, part "ui" */
    tcase_add_test(tc, two_players_the_side_to_move_resigns);
    tcase_add_test(tc, watched_game_has_no_take_back);
    suite_add_tcase(s, tc);
    return s;
}
