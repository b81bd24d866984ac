/*
 * test_tt.c - the transposition table's life cycle: resizing keeps or
 * replaces the table as documented, and a size that cannot be had leaves
 * it as it was; what is stored comes back, and an entry whose two words
 * come from different writes (as when two threads store into one slot at
 * once) is never trusted.
 */
#include <check.h>
#include <stdint.h>

#include "tt.h"

static void store_marker(TT *tt, uint64_t key)
{
    tt_store(tt, key, 7, 123, TT_BOUND_EXACT, 2, 21, 17);
}

static bool has_marker(const TT *tt, uint64_t key)
{
    TTEntry e;
    return tt_probe(tt, key, &e) && e.score == 123 && e.depth == 7 && e.move_from == 21;
}

START_TEST(init_rounds_down_to_a_power_of_two)
{
    TT tt;
    ck_assert(tt_init(&tt, 3));
    ck_assert_uint_eq(tt_size_bytes(&tt), 2u << 20);
    ck_assert_uint_eq(tt.mask + 1, (2u << 20) / (4 * sizeof(TTSlot)));
    ck_assert_uint_eq((uintptr_t)tt.entries % (2u << 20), 0); /* huge page aligned */
    tt_free(&tt);
    ck_assert_ptr_null(tt.entries);
    ck_assert(tt_init(&tt, 0)); /* at least one bucket */
    ck_assert_uint_eq(tt.mask, 0);
    store_marker(&tt, 42);
    ck_assert(has_marker(&tt, 42));
    tt_free(&tt);
}
END_TEST

START_TEST(same_size_keeps_the_table)
{
    TT tt;
    ck_assert(tt_init(&tt, 2));
    store_marker(&tt, 0x1234567890ull);
    TTSlot *before = tt.entries;
    ck_assert(tt_resize(&tt, 2));
    ck_assert(tt_resize(&tt, 3)); /* rounds to the same 2 MiB */
    ck_assert_ptr_eq(tt.entries, before);
    ck_assert(has_marker(&tt, 0x1234567890ull));
    tt_free(&tt);
}
END_TEST

START_TEST(new_size_gives_an_empty_table)
{
    TT tt;
    ck_assert(tt_init(&tt, 2));
    store_marker(&tt, 99);
    ck_assert(tt_resize(&tt, 4));
    ck_assert_uint_eq(tt_size_bytes(&tt), 4u << 20);
    ck_assert(!has_marker(&tt, 99));
    store_marker(&tt, 99);
    ck_assert(has_marker(&tt, 99));
    ck_assert(tt_resize(&tt, 1));
    ck_assert_uint_eq(tt_size_bytes(&tt), 1u << 20);
    ck_assert(!has_marker(&tt, 99));
    tt_free(&tt);
}
END_TEST

START_TEST(impossible_size_leaves_the_table_alone)
{
    TT tt;
    ck_assert(tt_init(&tt, 2));
    store_marker(&tt, 77);
    TTSlot *before = tt.entries;
    /* 2^60 bytes: more than any address space holds. */
    ck_assert(!tt_resize(&tt, (size_t)1 << (sizeof(size_t) >= 8 ? 40 : 20)));
    ck_assert_ptr_eq(tt.entries, before);
    ck_assert_uint_eq(tt_size_bytes(&tt), 2u << 20);
    ck_assert(has_marker(&tt, 77));
    /* A size too large to compute in bytes is refused the same way. */
    ck_assert(!tt_resize(&tt, SIZE_MAX));
    ck_assert(has_marker(&tt, 77));
    tt_free(&tt);
}
END_TEST

START_TEST(clear_forgets_entries)
{
    TT tt;
    ck_assert(tt_init(&tt, 1));
    tt_clear(&tt); /* nothing stored yet: nothing to do */
    store_marker(&tt, 5);
    tt_new_search(&tt);
    tt_clear(&tt);
    ck_assert(!has_marker(&tt, 5));
    ck_assert_uint_eq(tt.age, 0);
    tt_free(&tt);
}
END_TEST

START_TEST(stored_entry_comes_back)
{
    TT tt;
    TTEntry e;
    ck_assert(tt_init(&tt, 1));
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
    ck_assert(tt_init(&tt, 1));
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
    TCase *tc = tcase_create("tt");
    tcase_add_test(tc, init_rounds_down_to_a_power_of_two);
    tcase_add_test(tc, same_size_keeps_the_table);
    tcase_add_test(tc, new_size_gives_an_empty_table);
    tcase_add_test(tc, impossible_size_leaves_the_table_alone);
    tcase_add_test(tc, clear_forgets_entries);
    tcase_add_test(tc, stored_entry_comes_back);
    tcase_add_test(tc, torn_entry_is_never_trusted);
    suite_add_tcase(s, tc);
    return s;
}
