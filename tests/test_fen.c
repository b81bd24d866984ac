/*
 * test_fen.c - FEN parsing and printing: round trips and every rejection.
 */
#include <check.h>
#include <string.h>

#include "fen.h"
#include "test_helpers.h"

static void assert_round_trip(const char *in, const char *canonical)
{
    Position p;
    char err[FEN_ERRSIZE] = "", out[FEN_BUFSIZE];
    ck_assert_msg(fen_parse(in, &p, err, sizeof err) == 0, "%s: %s", in, err);
    fen_format(&p, out, sizeof out);
    ck_assert_str_eq(out, canonical);
    ck_assert(p.hash == pos_compute_hash(&p));
}

/* fen must be refused with a message containing `needle`, and *p unchanged. */
static void assert_rejected(const char *fen, const char *needle)
{
    Position p;
    char err[FEN_ERRSIZE] = "";
    pos_startpos(&p);
    ck_assert_msg(fen_parse(fen, &p, err, sizeof err) == -1, "accepted: %s", fen);
    ck_assert_msg(strstr(err, needle) != NULL, "message for '%s' was '%s', expected it to contain '%s'", fen, err,
                  needle);
    ck_assert(p.men[WHITE] == 0xFFF00000u && p.men[BLACK] == 0xFFFu);
}

START_TEST(start_round_trip)
{
    Position a, b;
    assert_round_trip(FEN_START, FEN_START);
    pos_startpos(&a);
    b = test_position(FEN_START);
    ck_assert(pos_equal(&a, &b) && a.hash == b.hash);
}
END_TEST

START_TEST(canonical_order_kings_and_ranges)
{
    assert_round_trip("W:W32,31,30,29,28,27,26,25,24,23,22,21:B12,11,10,9,8,7,6,5,4,3,2,1", FEN_START);
    assert_round_trip("W:W21-32:B1-12", FEN_START);
    assert_round_trip("B:BK9,2,1:WK30,21,22,23", "B:W21,22,23,K30:B1,2,K9");
    assert_round_trip("W:WK1-4:BK29", "W:WK1,K2,K3,K4:BK29");
    assert_round_trip(" W : W21 , 22 : B1 . ", "W:W21,22:B1");
}
END_TEST

START_TEST(empty_sides)
{
    Position p;
    assert_round_trip("W:W:B1,2", "W:W:B1,2");
    assert_round_trip("B:W21:B", "B:W21:B");
    p = test_position("W:W:B1,2");
    ck_assert_uint_eq(pos_pieces(&p, WHITE), 0);
}
END_TEST

START_TEST(side_to_move_changes_hash)
{
    Position w = test_position("W:W21:B1"), b = test_position("B:W21:B1");
    ck_assert(w.hash != b.hash);
    ck_assert_int_eq(b.side, BLACK);
}
END_TEST

START_TEST(rejections)
{
    char longfen[FEN_MAX_INPUT + 40];
    assert_rejected("X:W21:B1", "side to move must be W or B");
    assert_rejected("", "side to move");
    assert_rejected("garbage", "side to move");
    assert_rejected("W:W33:B1", "square 33 out of range");
    assert_rejected("W:W0:B1", "square 0 out of range");
    assert_rejected("W:W21,21:B1", "square 21 listed twice");
    assert_rejected("W:W21:B21", "square 21 listed twice");
    assert_rejected("W:W21-23:B22", "square 22 listed twice");
    assert_rejected("W:W1:B9", "White man cannot stand on square 1");
    assert_rejected("W:W21:B30", "Black man cannot stand on square 30");
    assert_rejected("W:W21", "expected ':'");
    assert_rejected("W:W21:W22", "White pieces are listed twice");
    assert_rejected("W:W21:X1", "expected W or B");
    assert_rejected("W:Wabc:B1", "expected a square number, found 'abc'");
    assert_rejected("W:W21:B1:B2", "unexpected text");
    assert_rejected("W:W21;22:B1", "unexpected ';'");
    assert_rejected("W:W25-21:B1", "runs backwards");
    assert_rejected("W:W21-:B1", "bad range");
    assert_rejected("W:W12345:B1", "expected a square number");
    assert_rejected("W:W13-32:B1", "White has 20 pieces");
    memset(longfen, '1', sizeof longfen - 1);
    longfen[sizeof longfen - 1] = '\0';
    memcpy(longfen, "W:W21,", 6);
    assert_rejected(longfen, "FEN too long");
}
END_TEST

START_TEST(null_error_buffer_is_safe)
{
    Position p;
    ck_assert_int_eq(fen_parse("nonsense", &p, NULL, 0), -1);
    ck_assert_int_eq(fen_parse(NULL, &p, NULL, 0), -1);
}
END_TEST

START_TEST(small_output_buffer_truncates)
{
    Position p = test_position(FEN_START);
    char out[10];
    fen_format(&p, out, sizeof out);
    ck_assert_str_eq(out, "W:W21,22,");
}
END_TEST

Suite *fen_suite(void)
{
    Suite *s = suite_create("fen");
    TCase *tc = tcase_create("fen");
    tcase_add_test(tc, start_round_trip);
    tcase_add_test(tc, canonical_order_kings_and_ranges);
    tcase_add_test(tc, empty_sides);
    tcase_add_test(tc, side_to_move_changes_hash);
    tcase_add_test(tc, rejections);
    tcase_add_test(tc, null_error_buffer_is_safe);
    tcase_add_test(tc, small_output_buffer_truncates);
    suite_add_tcase(s, tc);
    return s;
}
