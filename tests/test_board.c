/*
 * test_board.c - the facts board.h says once: side names, crowning and back
 * rows, which moves are irreversible; and the clock only goes forward.
 */
#include <check.h>
#include <time.h>

#include "board.h"
#include "clock.h"
#include "fen.h"
#include "movegen.h"
#include "notation.h"

START_TEST(side_names)
{
    ck_assert_str_eq(side_name(WHITE), "White");
    ck_assert_str_eq(side_name(BLACK), "Black");
}
END_TEST

START_TEST(numbering_from_blacks_corner)
{
    /* Square 1 is a8, 4 is g8, 5 is b7, 32 is h1 (dark); a1 is light. */
    ck_assert_int_eq(sq_row(0), 0);
    ck_assert_int_eq(sq_file(0), 0);
    ck_assert_int_eq(sq_file(3), 6);
    ck_assert_int_eq(sq_row(4), 1);
    ck_assert_int_eq(sq_file(4), 1);
    ck_assert_int_eq(sq_row(31), 7);
    ck_assert_int_eq(sq_file(31), 7);
    ck_assert_int_eq(sq_from_coords(7, 7), 31);
    ck_assert_int_eq(sq_from_coords(7, 0), -1);
    /* Row r holds squares 4r+1..4r+4. */
    for (int sq = 0; sq < NUM_SQUARES; sq++)
        ck_assert_int_eq(sq_from_coords(sq_row(sq), sq_file(sq)), sq);
}
END_TEST

START_TEST(crowning_rows_are_the_far_rows)
{
    /* Squares 1-4 (bits 0-3) crown White, 29-32 crown Black. */
    for (int sq = 0; sq < NUM_SQUARES; sq++) {
        ck_assert_int_eq((crown_row(WHITE) & sq_bit(sq)) != 0, sq_row(sq) == 0);
        ck_assert_int_eq((crown_row(BLACK) & sq_bit(sq)) != 0, sq_row(sq) == 7);
    }
    ck_assert_uint_eq(back_row(WHITE), crown_row(BLACK));
    ck_assert_uint_eq(back_row(BLACK), crown_row(WHITE));
}
END_TEST

static Move parsed(const Position *p, const char *text)
{
    Move m;
    char err[NOTATION_ERRSIZE];
    ck_assert_msg(move_parse(p, text, &m, err, sizeof err) == PARSE_OK, "%s: %s", text, err);
    return m;
}

START_TEST(irreversible_moves)
{
    Position p;
    ck_assert_int_eq(fen_parse("W:W22,K30:B1,K5,18", &p, NULL, 0), 0);
    /* A man's step and any capture cannot be undone; a king's step can. */
    Move capture = parsed(&p, "22x13"), man_step;
    ck_assert(move_is_irreversible(&p, &capture));
    ck_assert_int_eq(fen_parse("W:W22,K30:B1,K5", &p, NULL, 0), 0);
    man_step = parsed(&p, "22-18");
    Move king_step = parsed(&p, "30-26");
    ck_assert(move_is_irreversible(&p, &man_step));
    ck_assert(!move_is_irreversible(&p, &king_step));
    /* The same holds for Black. */
    ck_assert_int_eq(fen_parse("B:W22,K30:B2,K5", &p, NULL, 0), 0);
    Move black_man = parsed(&p, "2-6"), black_king = parsed(&p, "5-9");
    ck_assert(move_is_irreversible(&p, &black_man));
    ck_assert(!move_is_irreversible(&p, &black_king));
}
END_TEST

START_TEST(clock_goes_forward_in_milliseconds)
{
    int64_t before = clock_now_ms();
    struct timespec pause = {0, 20 * 1000 * 1000};
    nanosleep(&pause, NULL);
    int64_t after = clock_now_ms();
    /* At least the pause went by (no upper bound: the machine may be slow). */
    ck_assert_int_ge(after - before, 20);
}
END_TEST

Suite *board_suite(void)
{
    Suite *s = suite_create("board");
    TCase *tc = tcase_create("facts");
    tcase_add_test(tc, side_names);
    tcase_add_test(tc, numbering_from_blacks_corner);
    tcase_add_test(tc, crowning_rows_are_the_far_rows);
    tcase_add_test(tc, irreversible_moves);
    tcase_add_test(tc, clock_goes_forward_in_milliseconds);
    suite_add_tcase(s, tc);
    return s;
}
