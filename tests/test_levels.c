/*
 * test_levels.c - the playing levels' facts (levels.h).
 */
#include <check.h>

#include "levels.h"

START_TEST(level_limits_are_clamped)
{
    SearchLimits lim = level_limits(0);
    ck_assert_int_eq(lim.level, MIN_LEVEL);
    ck_assert_int_gt(lim.movetime_ms, 0);
    lim = level_limits(99);
    ck_assert_int_eq(lim.level, MAX_LEVEL);
    lim = level_limits(5);
    ck_assert_int_eq(lim.level, 5);
    ck_assert_int_eq(lim.depth, 0);
    /* engine (issue 18 item 2): a move in play has contempt, a hint none. */
    ck_assert_int_gt(LEVEL_CONTEMPT, 0);
    ck_assert_int_eq(lim.contempt, LEVEL_CONTEMPT);
    ck_assert_int_eq(level_quick_limits(250).contempt, 0);
}
END_TEST

START_TEST(quick_limits_are_full_strength)
{
    SearchLimits lim = level_quick_limits(250);
    ck_assert(level_is_full_strength(lim.level));
    ck_assert_int_eq(lim.movetime_ms, 250);
}
END_TEST

/* rating part: a draw offer is weighed at full strength, as long as a
 * full-strength move (not the hint's quick look). */
START_TEST(draw_limits_are_a_real_search)
{
    SearchLimits lim = level_draw_limits(), move = level_limits(MAX_LEVEL);
    ck_assert(level_is_full_strength(lim.level));
    ck_assert_int_eq(lim.movetime_ms, move.movetime_ms);
    ck_assert_int_gt(lim.movetime_ms, 500);   /* the old draw question's time */
    ck_assert_int_eq(lim.depth, 0);
}
END_TEST

START_TEST(level_zero_means_full_strength)
{
    ck_assert(level_is_full_strength(0));
    ck_assert(level_is_full_strength(MAX_LEVEL));
    ck_assert(!level_is_full_strength(MAX_LEVEL - 1));
    ck_assert_ptr_eq(level_spec(0), level_spec(MAX_LEVEL));
    ck_assert_int_eq(level_spec(MAX_LEVEL)->depth, 0);
}
END_TEST

/* Up the ladder: every level below full strength has a depth or node cap,
 * caps grow, noise and slips shrink, and the Elo figures rise. */
START_TEST(levels_grow_stronger)
{
    int default_level = DEFAULT_LEVEL;
    ck_assert(default_level >= MIN_LEVEL && default_level <= MAX_LEVEL);
    for (int level = MIN_LEVEL; level < MAX_LEVEL; level++) {
        const LevelSpec *a = level_spec(level), *b = level_spec(level + 1);
        ck_assert(a->depth > 0 || a->nodes > 0);
        if (a->depth > 0 && b->depth > 0)
            ck_assert_int_le(a->depth, b->depth);
        if (a->nodes > 0 && b->nodes > 0)
            ck_assert(a->nodes < b->nodes);
        ck_assert_int_ge(a->noise, b->noise);
        ck_assert_int_ge(a->blunder_pct, b->blunder_pct);
        ck_assert_int_lt(level_elo(level), level_elo(level + 1));
    }
    ck_assert_int_eq(level_spec(MAX_LEVEL)->nodes, 0);
    ck_assert_int_eq(level_elo(0), level_elo(MIN_LEVEL));
    ck_assert_int_eq(level_elo(99), level_elo(MAX_LEVEL));
}
END_TEST

START_TEST(engine_names)
{
    ck_assert_int_eq(level_of_engine_name("dama level 6"), 6);
    ck_assert_int_eq(level_of_engine_name("dama level 10"), 10);
    ck_assert_int_eq(level_of_engine_name("dama level 11"), 0);
    ck_assert_int_eq(level_of_engine_name("dama level 0"), 0);
    ck_assert_int_eq(level_of_engine_name("dama level 6b"), 0);
    ck_assert_int_eq(level_of_engine_name("dama level "), 0);
    ck_assert_int_eq(level_of_engine_name("ann"), 0);
}
END_TEST

Suite *levels_suite(void)
{
    Suite *s = suite_create("levels");
    TCase *tc = tcase_create("levels");
    tcase_add_test(tc, level_limits_are_clamped);
    tcase_add_test(tc, quick_limits_are_full_strength);
    tcase_add_test(tc, draw_limits_are_a_real_search);
    tcase_add_test(tc, level_zero_means_full_strength);
    tcase_add_test(tc, levels_grow_stronger);
    tcase_add_test(tc, engine_names);
    suite_add_tcase(s, tc);
    return s;
}
