/*
 * test_rating.c - the Elo rule against hand-worked values, the history
 * over an archive, and the counting behind dama stats.
 */
#include <check.h>
#include <string.h>

#include "rating.h"
#include "stats.h"

/* A made-up ladder, so that the expected values below can be worked by hand. */
static int stub_level_elo(int level)
{
    static const int ELO[] = {0, 800, 1000, 1100, 1200, 1273};
    return level >= 1 && level <= 5 ? ELO[level] : 2000;
}

static ArchivedGame game_of(const char *player, int side, int level, PlayerOutcome outcome)
{
    ArchivedGame g;
    memset(&g, 0, sizeof g);
    snprintf(g.player, sizeof g.player, "%s", player);
    g.player_side = side;
    g.level = level;
    g.outcome = outcome;
    return g;
}

START_TEST(expected_score_and_update)
{
    ck_assert_double_eq_tol(rating_expected(1000, 1000), 0.5, 1e-12);
    /* 400 points apart: 1 / (1 + 10^-1) for the stronger, 1 / (1 + 10) for the weaker. */
    ck_assert_double_eq_tol(rating_expected(1500, 1100), 10.0 / 11.0, 1e-12);
    ck_assert_double_eq_tol(rating_expected(1100, 1500), 1.0 / 11.0, 1e-12);
    /* Equal ratings, a win, K = 40: 1000 + 40 * (1 - 0.5). */
    ck_assert_int_eq(rating_after(1000, 0, 1000, 1.0), 1020);
    /* E = 1 / (1 + 10^(253/400)) = 0.18902; 40 * (0 - 0.18902) = -7.56 -> -8. */
    ck_assert_int_eq(rating_after(1020, 1, 1273, 0.0), 1012);
    /* 400 above: E = 10/11; a win is worth 40 * 1/11 = 3.64 -> 4 while new... */
    ck_assert_int_eq(rating_after(1500, RATING_NEW_GAMES - 1, 1100, 1.0), 1504);
    /* ... and 20 * 1/11 = 1.82 -> 2 once established; a loss 20 * -10/11 = -18.18 -> -18. */
    ck_assert_int_eq(rating_after(1500, RATING_NEW_GAMES, 1100, 1.0), 1502);
    ck_assert_int_eq(rating_after(1500, RATING_NEW_GAMES, 1100, 0.0), 1482);
    /* A draw against a weaker opponent costs: E = 0.77213, 40 * (0.5 - 0.77213) = -10.89 -> -11. */
    ck_assert_int_eq(rating_after(1012, 2, 800, 0.5), 1001);
}
END_TEST

START_TEST(history_over_the_archive)
{
    ArchivedGame games[] = {
        game_of("ann", WHITE, 2, OUTCOME_WIN),        /* 1000 -> 1020 */
        game_of("bob", BLACK, 5, OUTCOME_WIN),        /* another player */
        game_of("ann", BLACK, 5, OUTCOME_LOSS),       /* 1020 -> 1012 */
        game_of("ann", WHITE, 5, OUTCOME_UNFINISHED), /* not rated */
        game_of("ann", BLACK, 1, OUTCOME_DRAW),       /* 1012 -> 1001 */
    };
    Archive a = {.games = games, .count = 5};
    RatingHistory h;
    ck_assert(rating_history(&a, "ann", stub_level_elo, &h));
    ck_assert_int_eq(h.count, 3);
    ck_assert_int_eq(h.rating, 1001);
    ck_assert_int_eq(h.points[0].game, 0);
    ck_assert_int_eq(h.points[0].before, 1000);
    ck_assert_int_eq(h.points[0].after, 1020);
    ck_assert_int_eq(h.points[1].game, 2);
    ck_assert_int_eq(h.points[1].after, 1012);
    ck_assert_int_eq(h.points[2].game, 4);
    ck_assert_int_eq(h.points[2].before, 1012);
    ck_assert_int_eq(h.points[2].after, 1001);
    rating_history_free(&h);

    /* Everyone's games together: bob's win against level 5 comes second. */
    ck_assert(rating_history(&a, NULL, stub_level_elo, &h));
    ck_assert_int_eq(h.count, 4);
    /* 1020 vs 1273, a win: 40 * (1 - 0.18902) = 32.44 -> 32. */
    ck_assert_int_eq(h.points[1].after, 1052);
    rating_history_free(&h);

    Archive empty = {0};
    ck_assert(rating_history(&empty, NULL, stub_level_elo, &h));
    ck_assert_int_eq(h.count, 0);
    ck_assert_int_eq(h.rating, RATING_START);
    rating_history_free(&h);
}
END_TEST

START_TEST(stats_counting)
{
    ArchivedGame games[] = {
        game_of("ann", WHITE, 3, OUTCOME_WIN),
        game_of("ann", BLACK, 5, OUTCOME_WIN),
        game_of("bob", WHITE, 9, OUTCOME_WIN),
        game_of("ann", BLACK, 5, OUTCOME_LOSS),
        game_of("ann", WHITE, 4, OUTCOME_DRAW),
        game_of("ann", WHITE, 6, OUTCOME_DRAW),
        game_of("ann", BLACK, 6, OUTCOME_UNFINISHED),
        game_of("ann", BLACK, 2, OUTCOME_DRAW),
    };
    Archive a = {.games = games, .count = 8};
    Stats s;
    stats_count(&a, "ann", &s);
    ck_assert_int_eq(s.games, 7);
    ck_assert_int_eq(s.outcomes[OUTCOME_WIN], 2);
    ck_assert_int_eq(s.outcomes[OUTCOME_DRAW], 3);
    ck_assert_int_eq(s.outcomes[OUTCOME_LOSS], 1);
    ck_assert_int_eq(s.outcomes[OUTCOME_UNFINISHED], 1);
    ck_assert_int_eq(s.by_level[5][OUTCOME_WIN], 1);
    ck_assert_int_eq(s.by_level[5][OUTCOME_LOSS], 1);
    ck_assert_int_eq(s.by_level[6][OUTCOME_UNFINISHED], 1);
    ck_assert_int_eq(s.by_level[9][OUTCOME_WIN], 0);
    ck_assert_int_eq(s.by_colour[WHITE][OUTCOME_WIN], 1);
    ck_assert_int_eq(s.by_colour[WHITE][OUTCOME_DRAW], 2);
    ck_assert_int_eq(s.by_colour[BLACK][OUTCOME_LOSS], 1);
    /* Three draws in a row: the unfinished game between them does not break it. */
    ck_assert_int_eq(s.streak_outcome, OUTCOME_DRAW);
    ck_assert_int_eq(s.streak, 3);
    ck_assert_int_eq(s.best_win, 1);

    stats_count(&a, NULL, &s);
    ck_assert_int_eq(s.games, 8);
    ck_assert_int_eq(s.best_win, 2);

    stats_count(&a, "nobody", &s);
    ck_assert_int_eq(s.games, 0);
    ck_assert_int_eq(s.streak, 0);
    ck_assert_int_eq(s.best_win, -1);
}
END_TEST

Suite *rating_suite(void)
{
    Suite *s = suite_create("rating");
    TCase *tc = tcase_create("core");
    tcase_add_test(tc, expected_score_and_update);
    tcase_add_test(tc, history_over_the_archive);
    tcase_add_test(tc, stats_counting);
    suite_add_tcase(s, tc);
    return s;
}
