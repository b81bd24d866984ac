/*
 * test_rating.c - the Glicko-2 rule against Glickman's worked example,
 * the history over an archive, and the counting behind dama stats.
 */
#include <check.h>
#include <math.h>
#include <stdio.h>
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
    g.rated_outcome = outcome;   /* as the archive reader fills it without a RatedResult tag */
    g.rated_level = level;
    g.rated = true;
    return g;
}

static ArchivedGame casual_game_of(const char *player, int side, int level, PlayerOutcome outcome)
{
    ArchivedGame g = game_of(player, side, level, outcome);
    g.rated = false;
    return g;
}

/* Glickman's worked example ("Example of the Glicko-2 system", 2013): a
 * player at 1500, RD 200, volatility 0.06 beats 1400/30 and loses to
 * 1550/100 and 1700/300 in one period, tau 0.5: 1464.06, 151.52, 0.05999.
 * The paper rounds its intermediate values (mu' = -0.2069); unrounded the
 * rating is 1464.0507, hence the tolerance of a hundredth. */
START_TEST(glickman_worked_example)
{
    Glicko player = {1500, 200, 0.06};
    GlickoGame games[] = {{1400, 30, 1.0}, {1550, 100, 0.0}, {1700, 300, 0.0}};
    Glicko after = glicko_update(&player, games, 3, 0.5);
    ck_assert_double_eq_tol(after.rating, 1464.06, 0.01);
    ck_assert_double_eq_tol(after.deviation, 151.52, 0.005);
    ck_assert_double_eq_tol(after.volatility, 0.05999, 0.00001);   /* 0.0599960, cut to five places */
}
END_TEST

/* A period without games: the rating stays, the deviation grows to
 * sqrt(RD^2 + (173.7178 sigma)^2) (Glickman's step 6 alone). */
START_TEST(a_period_without_games_widens_the_deviation)
{
    Glicko player = {1500, 200, 0.06};
    Glicko after = glicko_update(&player, NULL, 0, RATING_TAU);
    ck_assert_double_eq_tol(after.rating, 1500, 1e-9);
    ck_assert_double_eq_tol(after.deviation, sqrt(200.0 * 200.0 + pow(173.7178 * 0.06, 2)), 1e-6);
    ck_assert_double_eq_tol(after.volatility, 0.06, 1e-12);
}
END_TEST

/* A new rating is provisional; draws against an equal opponent narrow the
 * deviation under RATING_PROVISIONAL_RD (110) in the tenth game
 * (107.62; 112.56 after nine), the rating staying put. */
START_TEST(provisional_until_the_deviation_is_small)
{
    Glicko g = glicko_initial();
    ck_assert_double_eq(g.rating, RATING_START);
    ck_assert_double_eq(g.deviation, RATING_START_RD);
    ck_assert(glicko_provisional(&g));
    GlickoGame draw = {RATING_START, RATING_LEVEL_RD, 0.5};
    for (int i = 1; i <= 10; i++) {
        g = glicko_update(&g, &draw, 1, RATING_TAU);
        ck_assert_double_eq_tol(g.rating, RATING_START, 1e-6);
        ck_assert_msg(glicko_provisional(&g) == (i < 10), "game %d: RD %.2f", i, g.deviation);
    }
    ck_assert_double_eq_tol(g.deviation, 107.62, 0.01);
}
END_TEST

/* Long one-sided runs (a thousand wins over a much weaker opponent, then
 * a thousand losses to a much stronger one) keep every figure finite and
 * moving the right way: the volatility iteration always ends. */
START_TEST(one_sided_runs_stay_finite)
{
    Glicko g = glicko_initial();
    GlickoGame weak = {600, RATING_LEVEL_RD, 1.0}, strong = {2960, RATING_LEVEL_RD, 0.0};
    for (int i = 0; i < 1000; i++) {
        Glicko next = glicko_update(&g, &weak, 1, RATING_TAU);
        ck_assert(isfinite(next.rating) && isfinite(next.deviation) && isfinite(next.volatility));
        ck_assert(next.rating >= g.rating && next.deviation > 0);
        g = next;
    }
    for (int i = 0; i < 1000; i++) {
        Glicko next = glicko_update(&g, &strong, 1, RATING_TAU);
        ck_assert(isfinite(next.rating) && isfinite(next.deviation) && isfinite(next.volatility));
        ck_assert(next.rating <= g.rating && next.deviation > 0);
        g = next;
    }
}
END_TEST

/* The history rates the player's finished rated games in archive order,
 * each game a period of its own against the level's figure with
 * RATING_LEVEL_RD.  The expected figures were worked with an independent
 * script of Glickman's steps. */
START_TEST(history_over_the_archive)
{
    ArchivedGame games[] = {
        game_of("ann", WHITE, 2, OUTCOME_WIN),         /* 1000 -> 1175.08, RD 248.17 */
        game_of("bob", BLACK, 5, OUTCOME_WIN),         /* another player */
        game_of("ann", BLACK, 5, OUTCOME_LOSS),        /* -> 1087.66, RD 205.44 */
        game_of("ann", WHITE, 5, OUTCOME_UNFINISHED),  /* not rated */
        casual_game_of("ann", WHITE, 5, OUTCOME_WIN),  /* casual: not rated */
        game_of("ann", BLACK, 1, OUTCOME_DRAW),        /* -> 1019.36, RD 188.83 */
    };
    Archive a = {.games = games, .count = 6};
    RatingHistory h;
    ck_assert(rating_history(&a, "ann", stub_level_elo, &h));
    ck_assert_int_eq(h.count, 3);
    ck_assert_int_eq(h.points[0].game, 0);
    ck_assert_int_eq(h.points[0].before, 1000);
    ck_assert_int_eq(h.points[0].after, 1175);
    ck_assert_double_eq_tol(h.points[0].after_glicko.deviation, 248.17, 0.01);
    ck_assert_int_eq(h.points[1].game, 2);
    ck_assert_int_eq(h.points[1].before, 1175);
    ck_assert_int_eq(h.points[1].after, 1088);
    ck_assert_int_eq(h.points[2].game, 5);
    ck_assert_int_eq(h.points[2].after, 1019);
    ck_assert_int_eq(h.rating, 1019);
    ck_assert_double_eq_tol(h.current.rating, 1019.36, 0.01);
    ck_assert_double_eq_tol(h.current.deviation, 188.83, 0.01);
    ck_assert(glicko_provisional(&h.current));
    rating_history_free(&h);

    /* Everyone's games together: bob's win against level 5 comes second. */
    ck_assert(rating_history(&a, NULL, stub_level_elo, &h));
    ck_assert_int_eq(h.count, 4);
    ck_assert_int_eq(h.points[1].game, 1);
    ck_assert_int_gt(h.points[1].after, h.points[1].before);
    rating_history_free(&h);

    Archive empty = {0};
    ck_assert(rating_history(&empty, NULL, stub_level_elo, &h));
    ck_assert_int_eq(h.count, 0);
    ck_assert_int_eq(h.rating, RATING_START);
    ck_assert_double_eq(h.current.deviation, RATING_START_RD);
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
        casual_game_of("ann", WHITE, 10, OUTCOME_WIN), /* a set-up ending, say */
    };
    Archive a = {.games = games, .count = 9};
    Stats s;
    stats_count(&a, "ann", &s);
    ck_assert_int_eq(s.games, 8);
    ck_assert_int_eq(s.rated, 7);
    ck_assert_int_eq(s.casual, 1);
    ck_assert_int_eq(s.outcomes[OUTCOME_WIN], 3);
    ck_assert_int_eq(s.outcomes[OUTCOME_DRAW], 3);
    ck_assert_int_eq(s.outcomes[OUTCOME_LOSS], 1);
    ck_assert_int_eq(s.outcomes[OUTCOME_UNFINISHED], 1);
    ck_assert_int_eq(s.by_level[5][OUTCOME_WIN], 1);
    ck_assert_int_eq(s.by_level[5][OUTCOME_LOSS], 1);
    ck_assert_int_eq(s.by_level[6][OUTCOME_UNFINISHED], 1);
    ck_assert_int_eq(s.by_level[9][OUTCOME_WIN], 0);
    ck_assert_int_eq(s.by_colour[WHITE][OUTCOME_WIN], 2);
    ck_assert_int_eq(s.by_colour[WHITE][OUTCOME_DRAW], 2);
    ck_assert_int_eq(s.by_colour[BLACK][OUTCOME_LOSS], 1);
    /* The casual win ends the streak of draws; it is no best win (rating part). */
    ck_assert_int_eq(s.streak_outcome, OUTCOME_WIN);
    ck_assert_int_eq(s.streak, 1);
    ck_assert_int_eq(s.best_win, 1);

    stats_count(&a, NULL, &s);
    ck_assert_int_eq(s.games, 9);
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
    tcase_add_test(tc, glickman_worked_example);
    tcase_add_test(tc, a_period_without_games_widens_the_deviation);
    tcase_add_test(tc, provisional_until_the_deviation_is_small);
    tcase_add_test(tc, one_sided_runs_stay_finite);
    tcase_add_test(tc, history_over_the_archive);
    tcase_add_test(tc, stats_counting);
    suite_add_tcase(s, tc);
    return s;
}
