/*
 * test_search_limits.c - the one parser of search limits (search_limits.h)
 * that `go` and `dama best` share: names, ranges, clocks.
 */
#include <check.h>
#include <string.h>

#include "board.h"
#include "numparse.h"
#include "search_limits.h"

static LimitsError why;
static char err[LIMITS_ERRSIZE];

/* The refusal's stable English (the protocol's), into err. */
static const char *said(void)
{
    limits_error_format(&why, err, sizeof err);
    return err;
}

START_TEST(whole_numbers_only)
{
    int v = 7;
    ck_assert(parse_int("12", 1, 20, &v));
    ck_assert_int_eq(v, 12);
    static const char *const bad[] = {"", " 3", "3 ", "12x", "x", "0", "21", "-1", "99999999999999999999"};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        v = 7;
        ck_assert_msg(!parse_int(bad[i], 1, 20, &v), "'%s' accepted", bad[i]);
        ck_assert_int_eq(v, 7);
    }
    ck_assert(!parse_int(NULL, 1, 20, &v));
}
END_TEST

START_TEST(names_by_group)
{
    ck_assert(limits_is_name("depth", LIMIT_DEPTH));
    ck_assert(!limits_is_name("depth", LIMIT_CLOCK));
    ck_assert(limits_is_name("winc", LIMIT_CLOCK));
    ck_assert(limits_is_name("level", LIMIT_LEVEL | LIMIT_DEPTH));
    ck_assert(!limits_is_name("level", LIMIT_DEPTH | LIMIT_MOVETIME | LIMIT_NODES | LIMIT_CLOCK));
    ck_assert(!limits_is_name("Depth", ~0u));
    ck_assert(!limits_is_name("infinite", ~0u));
}
END_TEST

START_TEST(ranges_are_the_named_ones)
{
    LimitsRequest r;
    limits_request_init(&r);
    ck_assert(limits_set(&r, "depth", "128", &why));
    ck_assert_int_eq(r.lim.depth, MAX_PLY);
    ck_assert(!limits_set(&r, "depth", "129", &why));
    ck_assert_int_eq(why.code, LIMITS_VALUE_OUT_OF_RANGE);
    ck_assert_str_eq(why.name, "depth");
    ck_assert_int_eq(why.min, 1);
    ck_assert_int_eq(why.max, MAX_PLY);
    ck_assert_str_eq(why.value, "129");
    ck_assert_str_eq(said(), "needs a whole number from 1 to 128, not '129'");
    ck_assert(!limits_set(&r, "depth", NULL, &why));
    ck_assert_str_eq(said(), "needs a whole number from 1 to 128");
    ck_assert(limits_set(&r, "level", "1", &why));
    ck_assert(!limits_set(&r, "level", "11", &why));
    ck_assert(!limits_set(&r, "level", "0", &why));
    ck_assert(!limits_set(&r, "movetime", "0", &why));
    ck_assert(limits_set(&r, "movetime", "1000000000", &why));
    ck_assert(!limits_set(&r, "movetime", "1000000001", &why));
    ck_assert(limits_set(&r, "nodes", "2000000000", &why));
    ck_assert(r.lim.nodes == 2000000000u);
    ck_assert(limits_set(&r, "wtime", "0", &why)); /* out of time: still a clock */
    ck_assert(!limits_set(&r, "wtime", "-1", &why));
    ck_assert(!limits_set(&r, "bogus", "1", &why));
    ck_assert_int_eq(why.code, LIMITS_UNKNOWN_NAME);
    ck_assert_str_eq(said(), "is not a search limit");
    ck_assert_int_eq(r.lim.depth, MAX_PLY); /* refused values change nothing */
    ck_assert_int_eq(r.lim.level, 1);
}
END_TEST

START_TEST(unbounded_only_without_any_limit)
{
    LimitsRequest r;
    limits_request_init(&r);
    ck_assert(limits_unbounded(&r));
    ck_assert(limits_set(&r, "winc", "5", &why));
    ck_assert(limits_unbounded(&r)); /* an increment is no limit... */
    SearchLimits lim;
    ck_assert(!limits_resolve(&r, WHITE, &lim, &why)); /* ...and no clock */
    ck_assert_str_eq(said(), "winc without wtime: an increment needs the time left");
    limits_request_init(&r);
    ck_assert(limits_set(&r, "btime", "500", &why));
    ck_assert(!limits_unbounded(&r));
}
END_TEST

START_TEST(clock_of_the_side_to_move)
{
    LimitsRequest r;
    limits_request_init(&r);
    ck_assert(limits_set(&r, "wtime", "60000", &why));
    ck_assert(limits_set(&r, "btime", "30000", &why));
    ck_assert(limits_set(&r, "winc", "1000", &why));
    ck_assert(limits_set(&r, "binc", "500", &why));
    ck_assert(limits_set(&r, "depth", "9", &why));
    SearchLimits lim;
    ck_assert(limits_resolve(&r, BLACK, &lim, &why));
    ck_assert_int_eq(lim.time_left_ms, 30000);
    ck_assert_int_eq(lim.increment_ms, 500);
    ck_assert_int_eq(lim.depth, 9);
    ck_assert(limits_resolve(&r, WHITE, &lim, &why));
    ck_assert_int_eq(lim.time_left_ms, 60000);
    ck_assert_int_eq(lim.increment_ms, 1000);

    /* Only the other side's time: refused.  No time left: move at once. */
    limits_request_init(&r);
    ck_assert(limits_set(&r, "wtime", "0", &why));
    ck_assert(!limits_resolve(&r, BLACK, &lim, &why));
    ck_assert_str_eq(said(), "no clock time given for the side to move (btime)");
    ck_assert(limits_resolve(&r, WHITE, &lim, &why));
    ck_assert_int_eq(lim.time_left_ms, 1);
    ck_assert_int_eq(lim.increment_ms, 0);
}
END_TEST

Suite *search_limits_suite(void)
{
    Suite *s = suite_create("search_limits");
    TCase *tc = tcase_create("parser");
    tcase_add_test(tc, whole_numbers_only);
    tcase_add_test(tc, names_by_group);
    tcase_add_test(tc, ranges_are_the_named_ones);
    tcase_add_test(tc, unbounded_only_without_any_limit);
    tcase_add_test(tc, clock_of_the_side_to_move);
    suite_add_tcase(s, tc);
    return s;
}
