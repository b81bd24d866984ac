/*
 * test_tt.c - the transposition table: what is stored comes back, and an
 * entry whose two words come from different writes (as when two threads
 * store into one slot at once) is never trusted.
 */
#include <check.h>

#include "tt.h"

enum { TEST_TT_MB = 1 };

START_TEST(stored_entry_comes_back)
{
    TT tt;
    TTEntry e;
    ck_assert(tt_init(&tt, TEST_TT_MB));
    tt_store(&tt, 0x123456789ABCDEF0ull, 7, -250, TT_BOUND_LOWER, 3, 21, 17);
    ck_assert(tt_probe(&tt, 0x123456789ABCDEF0ull, &e));
    ck_assert_int_eq(e.depth, 7);
    ck_assert_int_eq(e.score, -250);
    ck_assert_int_eq(e.bound, TT_BOUND_LOWER);
    ck_assert_int_eq(e.move_idx, 3);
    ck_assert_int_eq(e.move_from, 21);
    ck_assert_int_eq(e.move_to, 17);
    ck_assert(!tt_probe(&tt, 0x0FEDCBA987654321ull, &e));
    tt_clear(&tt);
    ck_assert(!tt_probe(&tt, 0x123456789ABCDEF0ull, &e));
    tt_free(&tt);
}
END_TEST

START_TEST(torn_entry_is_never_trusted)
{
    /* A slot gets the data word of a second write under the check word of
     * the first: the key no longer matches.  Another key stored in the same
     * bucket still comes back. */
    TT tt;
    TTEntry e;
    uint64_t a = 0x1111111111111110ull, b;
    ck_assert(tt_init(&tt, TEST_TT_MB));
    b = a + ((uint64_t)tt.mask + 1) * 7; /* another key, the same bucket */
    tt_store(&tt, a, 5, 100, TT_BOUND_EXACT, 0, 1, 2);
    TTSlot *slot = &tt.entries[(a & tt.mask) * 4];
    uint64_t check_a = atomic_load(&slot->check);
    tt_store(&tt, a, 9, -300, TT_BOUND_EXACT, 1, 3, 4); /* same key: same slot, new data */
    ck_assert(tt_probe(&tt, a, &e) && e.depth == 9);
    atomic_store(&slot->check, check_a);                /* old check word, new data word */
    ck_assert(!tt_probe(&tt, a, &e));
    tt_store(&tt, b, 5, 100, TT_BOUND_EXACT, 0, 1, 2);
    ck_assert(tt_probe(&tt, b, &e));
    tt_free(&tt);
}
END_TEST

Suite *tt_suite(void)
{
    Suite *s = suite_create("tt");
    TCase *tc = tcase_create("entries");
    tcase_add_test(tc, stored_entry_comes_back);
    tcase_add_test(tc, torn_entry_is_never_trusted);
    suite_add_tcase(s, tc);
    return s;
}
