/*
 * test_modes.c - the ways to play (session.h): two people on one keyboard,
 * the engine against itself, new games that keep the players' kinds.
 * session_poll gets a made-up time; engine work takes real time, waited
 * for without any deadline.
 */
#include <check.h>
#include <string.h>
#include <unistd.h>

#include "session.h"

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
    ck_assert_str_eq(s.notice.text, "White played 22-19. Black to move.");
    ck_assert(session_play_text(&s, "10-14"));
    ck_assert_str_eq(s.notice.text, "Black played 10-14. White to move.");
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

/* Poll with made-up times until the engine moves; returns the time it
 * arrived at. */
static int64_t until_moved(Session *s, int64_t now, int64_t step)
{
    for (;;) {
        if (session_poll(s, now, true) == EVENT_ENGINE_MOVED)
            return now;
        usleep(2000);
        now += step;
    }
}

START_TEST(watched_engines_move_with_a_pause)
{
    Session s;
    init_players(&s, PLAYER_ENGINE, PLAYER_ENGINE, 1);
    ck_assert(session_watching(&s));
    ck_assert_int_eq(session_poll(&s, 1000, true), EVENT_NONE);   /* White starts thinking */
    usleep(100 * 1000);   /* a two-ply search is done, but the pause is not */
    ck_assert_int_eq(session_poll(&s, 1000 + SESSION_WATCH_PAUSE_MS - 1, true), EVENT_NONE);
    ck_assert_int_eq(until_moved(&s, 1000 + SESSION_WATCH_PAUSE_MS, 1), 1000 + SESSION_WATCH_PAUSE_MS);
    ck_assert_int_eq(s.game.nplies, 1);
    session_free(&s);
}
END_TEST

START_TEST(paused_engines_do_not_move)
{
    Session s;
    init_players(&s, PLAYER_ENGINE, PLAYER_ENGINE, 1);
    session_poll(&s, 1000, true);
    session_pause(&s, true);
    usleep(100 * 1000);
    ck_assert_int_eq(session_poll(&s, 1000000, true), EVENT_NONE);
    ck_assert_int_eq(s.game.nplies, 0);
    session_pause(&s, false);
    until_moved(&s, 1000000, 100);
    ck_assert_int_eq(s.game.nplies, 1);
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
    suite_add_tcase(s, tc);
    return s;
}
