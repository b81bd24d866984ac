/*
 * test_timebudget.c - the time budget's arithmetic (timebudget.h), checked
 * on the numbers alone: no clock is read.
 */
#include <check.h>

#include "timebudget.h"

static TimeBudget budget_of(int movetime, int left, int inc)
{
    SearchLimits lim = {0};
    lim.movetime_ms = movetime;
    lim.time_left_ms = left;
    lim.increment_ms = inc;
    return time_budget(&lim);
}

START_TEST(no_time_limit_no_budget)
{
    TimeBudget b = budget_of(0, 0, 0);
    ck_assert_int_eq(b.soft_ms, 0);
    ck_assert_int_eq(b.hard_ms, 0);
    /* An increment alone is no clock. */
    b = budget_of(0, 0, 5000);
    ck_assert_int_eq(b.hard_ms, 0);
}
END_TEST

START_TEST(movetime_uses_it_all_but_a_margin)
{
    TimeBudget b = budget_of(1000, 0, 0);
    ck_assert_int_eq(b.hard_ms, 1000 - TB_MOVETIME_MARGIN_MS);
    ck_assert_int_eq(b.soft_ms, b.hard_ms);
    /* At or below the short limit the margin is a tenth. */
    b = budget_of(TB_MOVETIME_SHORT_MS, 0, 0);
    ck_assert_int_eq(b.hard_ms, TB_MOVETIME_SHORT_MS - TB_MOVETIME_SHORT_MS / TB_SHORT_MARGIN_DIV);
    b = budget_of(1, 0, 0);
    ck_assert_int_eq(b.hard_ms, 1);
    /* A move time wins over a clock. */
    b = budget_of(200, 60000, 1000);
    ck_assert_int_eq(b.hard_ms, 195);
}
END_TEST

START_TEST(clock_plans_for_the_moves_to_go)
{
    /* 60 s, no increment: (60000 - 50) / 30 = 1998 soft; 4x = 7992 hard
     * (under the ceiling (60000 - 50) / 3 = 19983). */
    TimeBudget b = budget_of(0, 60000, 0);
    ck_assert_int_eq(b.soft_ms, (60000 - TB_CLOCK_RESERVE_MS) / TB_MOVES_TO_GO);
    ck_assert_int_eq(b.soft_ms, 1998);
    ck_assert_int_eq(b.hard_ms, 1998 * TB_HARD_OVER_SOFT);
}
END_TEST

START_TEST(increment_adds_three_quarters)
{
    /* 10 s + 2 s: soft 9950/30 + 1500 = 1831; hard min(7324, 3316 + 1000). */
    TimeBudget b = budget_of(0, 10000, 2000);
    ck_assert_int_eq(b.soft_ms, 331 + 1500);
    ck_assert_int_eq(b.hard_ms, 9950 / 3 + 1000);
    ck_assert_int_le(b.soft_ms, b.hard_ms);
}
END_TEST

START_TEST(hard_never_above_a_third_of_the_time_left)
{
    /* A huge increment with little time left: the ceiling rules, and the
     * soft budget is brought down to the hard one. */
    TimeBudget b = budget_of(0, 1000, 30000);
    ck_assert_int_eq(b.hard_ms, 950 / 3 + 15000);
    ck_assert_int_eq(b.soft_ms, b.hard_ms);
    for (int left = 1; left <= 100000; left = left * 3 + 1)
        for (int inc = 0; inc <= 3000; inc += 1500) {
            b = budget_of(0, left, inc);
            ck_assert_int_ge(b.hard_ms, 1);
            ck_assert_int_le(b.soft_ms, b.hard_ms);
            ck_assert_int_le(b.hard_ms, left / TB_HARD_LEFT_DIV + inc / TB_HARD_INC_DIV + 1);
        }
}
END_TEST

START_TEST(low_clock_keeps_a_quarter)
{
    /* 100 ms left: a quarter (25) is kept, 75 usable: soft 2, hard 8. */
    TimeBudget b = budget_of(0, 100, 0);
    ck_assert_int_eq(b.soft_ms, 75 / TB_MOVES_TO_GO);
    ck_assert_int_eq(b.hard_ms, 8);
    /* 1 ms left still gets a hard limit, never "no limit". */
    b = budget_of(0, 1, 0);
    ck_assert_int_eq(b.hard_ms, 1);
}
END_TEST

/* ---- engine (issue 18 item 4): when another iteration is started ---- */

START_TEST(fixed_move_time_starts_every_iteration_it_can)
{
    /* Time left over cannot be kept: search on until the budget is spent,
     * however long the next iteration looks. */
    TimeBudget b = budget_of(200, 0, 0);
    ck_assert(time_budget_next_iteration(&b, 150, 100, 10));
    ck_assert(time_budget_next_iteration(&b, b.hard_ms - 1, 190, 20));
    ck_assert(!time_budget_next_iteration(&b, b.hard_ms, 0, 0));
}
END_TEST

START_TEST(clock_starts_what_can_finish_or_help)
{
    TimeBudget b = {1000, 4000};
    /* Growing 4x: the next first move takes about 400 * 4 / 2 = 800 ms,
     * done by 1300 of 4000. */
    ck_assert(time_budget_next_iteration(&b, 500, 400, 100));
    /* Growing 8x from 800 ms: its first move alone would end at about
     * 900 + 3200 = 4100, after the hard limit; the time is kept (the old
     * rule, "before the soft budget", started it). */
    ck_assert(!time_budget_next_iteration(&b, 900, 800, 100));
    /* Growth is clamped to 2x..8x: equal iterations still count as 2x. */
    ck_assert(time_budget_next_iteration(&b, 999, 1000 * 3 / 2, 1000 * 3 / 2));
    ck_assert(!time_budget_next_iteration(&b, 999, 3002, 3002));
    /* Iterations too short to measure are taken to grow 4x. */
    ck_assert(time_budget_next_iteration(&b, 10, 1, 0));
    /* The soft budget spent: no more. */
    ck_assert(!time_budget_next_iteration(&b, 1000, 1, 1));
}
END_TEST

START_TEST(no_budget_never_stops_deepening)
{
    TimeBudget none = {0, 0}, tiny_clock = budget_of(0, 1, 0);
    ck_assert(time_budget_next_iteration(&none, 1000000, 500000, 100000));
    /* A clock too low for a soft budget: only the hard limit stops it. */
    ck_assert_int_eq(tiny_clock.soft_ms, 0);
    ck_assert(time_budget_next_iteration(&tiny_clock, 0, 0, 0));
}
END_TEST

Suite *timebudget_suite(void)
{
    Suite *s = suite_create("timebudget");
    TCase *tc = tcase_create("arithmetic");
    tcase_add_test(tc, no_time_limit_no_budget);
    tcase_add_test(tc, movetime_uses_it_all_but_a_margin);
    tcase_add_test(tc, clock_plans_for_the_moves_to_go);
    tcase_add_test(tc, increment_adds_three_quarters);
    tcase_add_test(tc, hard_never_above_a_third_of_the_time_left);
    tcase_add_test(tc, low_clock_keeps_a_quarter);
    tcase_add_test(tc, fixed_move_time_starts_every_iteration_it_can);
    tcase_add_test(tc, clock_starts_what_can_finish_or_help);
    tcase_add_test(tc, no_budget_never_stops_deepening);
    suite_add_tcase(s, tc);
    return s;
}
