/*
 * test_notation.c - formatting moves and parsing what a player types,
 * including every kind of rejection and its reason.
 */
#include <check.h>
#include <stdio.h>
#include <string.h>

#include "fen.h"
#include "movegen.h"
#include "notation.h"
#include "test_helpers.h"

/* Parses text in fen; returns the status and the formatted move or error. */
static ParseStatus parse_in(const char *fen, const char *text, char *out, size_t size)
{
    Position p = test_position(fen);
    Move m;
    char err[NOTATION_ERRSIZE] = "";
    ParseStatus st = move_parse(&p, text, &m, err, sizeof err);
    if (st == PARSE_OK)
        move_format(&m, out, size);
    else
        snprintf(out, size, "%s", err);
    return st;
}

#define ASSERT_PARSES(fen, text, expected)                                                  \
    do {                                                                                    \
        char out_[NOTATION_ERRSIZE];                                                        \
        ck_assert_msg(parse_in((fen), (text), out_, sizeof out_) == PARSE_OK, "%s: %s", (text), out_); \
        ck_assert_str_eq(out_, (expected));                                                 \
    } while (0)

#define ASSERT_REJECTS(fen, text, status, needle)                                           \
    do {                                                                                    \
        char out_[NOTATION_ERRSIZE];                                                        \
        ParseStatus st_ = parse_in((fen), (text), out_, sizeof out_);                       \
        ck_assert_msg(st_ == (status), "'%s' gave status %d (%s)", (text), st_, out_);      \
        ck_assert_msg(strstr(out_, (needle)) != NULL, "'%s': message '%s' lacks '%s'", (text), out_, (needle)); \
    } while (0)

START_TEST(format_moves)
{
    Position p = test_position("W:W27:B23,15,1");
    MoveList list;
    char buf[MOVE_STRSIZE];
    movegen_legal(&p, &list);
    ck_assert_str_eq(move_format(&list.moves[0], buf, sizeof buf), "27x20x11");
    p = test_position(FEN_START);
    movegen_legal(&p, &list);
    movegen_sort(&list);
    ck_assert_str_eq(move_format(&list.moves[3], buf, sizeof buf), "22-19");
}
END_TEST

START_TEST(parse_simple_and_spaces)
{
    ASSERT_PARSES(FEN_START, "22-19", "22-19");
    ASSERT_PARSES(FEN_START, " 22 - 19 ", "22-19");
    ASSERT_PARSES(FEN_START, "22-19\n", "22-19");
}
END_TEST

START_TEST(parse_full_and_short_capture)
{
    const char *fen = "W:W27:B23,15,1";
    ASSERT_PARSES(fen, "27x20x11", "27x20x11");
    ASSERT_PARSES(fen, "27x11", "27x20x11");
    ASSERT_PARSES(fen, "27 x 20 x 11", "27x20x11");
    ASSERT_PARSES(fen, "27X11", "27x20x11");
}
END_TEST

START_TEST(parse_any_path_of_one_move)
{
    /* Both ways round the group are the same move. */
    const char *fen = "W:WK22:B18,10,11,19";
    ASSERT_PARSES(fen, "22x13x6x15x22", "22x13x6x15x22");
    ASSERT_PARSES(fen, "22x15x6x13x22", "22x13x6x15x22");
    ASSERT_PARSES(fen, "22x22", "22x13x6x15x22");
}
END_TEST

START_TEST(parse_ambiguous)
{
    /* The man on 22 reaches 6 over 18 and 10, or over 19 and 11. */
    const char *fen = "W:W22:B18,10,19,11";
    ASSERT_REJECTS(fen, "22x6", PARSE_AMBIGUOUS, "22x13x6, 22x15x6");
    ASSERT_PARSES(fen, "22x13x6", "22x13x6");
    ASSERT_PARSES(fen, "22x15x6", "22x15x6");
}
END_TEST

START_TEST(reject_malformed)
{
    const char *bad[] = {"", "hello", "22-", "-19", "22", "33-29", "0-5", "22--19", "22-19-", "1234-5", "22/19",
                         "22-19x", "e3-d4"};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++)
        ASSERT_REJECTS(FEN_START, bad[i], PARSE_MALFORMED, "is not a move");
}
END_TEST

START_TEST(reject_wrong_separator)
{
    ASSERT_REJECTS(FEN_START, "22x19", PARSE_MALFORMED, "a simple move is written with '-': write 22-19");
    ASSERT_REJECTS("W:W22,30:B18,1", "22-13", PARSE_MALFORMED, "a capture is written with x: write 22x13");
    ASSERT_REJECTS("W:W27:B23,15,1", "27x20-11", PARSE_MALFORMED, "write 27x20x11");
    ASSERT_REJECTS(FEN_START, "22-18-14", PARSE_ILLEGAL, "a simple move goes to one square");
}
END_TEST

START_TEST(any_sign_for_files)
{
    Position p = test_position("W:W22,30:B18,1");
    Move m;
    char buf[MOVE_STRSIZE];
    ck_assert_int_eq(move_parse_any_sign(&p, "22-13", &m, NULL, 0), PARSE_OK);
    ck_assert_str_eq(move_format(&m, buf, sizeof buf), "22x13");
    p = test_position(FEN_START);
    ck_assert_int_eq(move_parse_any_sign(&p, "22x19", &m, NULL, 0), PARSE_OK);
    ck_assert_str_eq(move_format(&m, buf, sizeof buf), "22-19");
    ck_assert_int_eq(move_parse_any_sign(&p, "22x15", &m, NULL, 0), PARSE_ILLEGAL);
}
END_TEST

START_TEST(reject_no_piece)
{
    ASSERT_REJECTS(FEN_START, "17-13", PARSE_NO_PIECE, "no piece of yours on 17: the square is empty");
    ASSERT_REJECTS(FEN_START, "9-13", PARSE_NO_PIECE, "that man is Black's");
}
END_TEST

START_TEST(reject_illegal_simple)
{
    ASSERT_REJECTS(FEN_START, "22-17", PARSE_ILLEGAL, "one square diagonally");
    ASSERT_REJECTS(FEN_START, "25-21", PARSE_ILLEGAL, "occupied");
    ASSERT_REJECTS("W:W14:B1", "14-18", PARSE_ILLEGAL, "men never move backward");
    ASSERT_REJECTS(FEN_START, "22x15", PARSE_ILLEGAL, "no such capture");
}
END_TEST

START_TEST(reject_when_capture_mandatory)
{
    ASSERT_REJECTS("W:W22,30:B18,1", "30-26", PARSE_MUST_CAPTURE, "a capture is mandatory: play 22x13");
}
END_TEST

START_TEST(reject_precedence_rules)
{
    ASSERT_REJECTS("W:W26,27:B12,15,22,23", "26x19", PARSE_PRECEDENCE, "rule 1");
    ASSERT_REJECTS("W:W26,27:B12,15,22,23", "26x19", PARSE_PRECEDENCE, "play 27x20x11");
    ASSERT_REJECTS("W:W27,K30:B23,26", "27x20", PARSE_PRECEDENCE, "rule 2");
    ASSERT_REJECTS("W:WK30:B26,K27", "30x21", PARSE_PRECEDENCE, "rule 3");
    ASSERT_REJECTS("W:WK22,K31:BK18,10,28,K20", "31x24x15", PARSE_PRECEDENCE, "rule 4");
    ASSERT_REJECTS("W:WK22:BK18,10,K11,19", "22x15x6x13x22", PARSE_PRECEDENCE, "rule 4");
}
END_TEST

START_TEST(reject_man_taking_a_king)
{
    /* Issue 8: the rule, not "no such capture", with the capture to play. */
    ASSERT_REJECTS("W:W22:BK18,19", "22x13", PARSE_ILLEGAL,
                   "the man on 22 cannot take the king on 18: a man never captures a king; "
                   "a capture is mandatory: play 22x15");
    /* No capture at all on the board: the rule alone. */
    ASSERT_REJECTS("W:W22:BK18", "22x13", PARSE_ILLEGAL,
                   "the man on 22 cannot take the king on 18: a man never captures a king");
    /* The king further along a typed path; Black's men likewise. */
    ASSERT_REJECTS("W:W26:B22,K15", "26x19x12", PARSE_ILLEGAL, "cannot take the king on 15");
    ASSERT_REJECTS("B:WK14:B10", "10x19", PARSE_ILLEGAL, "the man on 10 cannot take the king on 14");
    /* A king may take a king. */
    ASSERT_PARSES("W:WK22:BK18", "22x13", "22x13");
}
END_TEST

START_TEST(reject_no_moves)
{
    ASSERT_REJECTS("W:W5:B1,2", "5-1", PARSE_NO_MOVES, "White has no legal move");
}
END_TEST

START_TEST(null_and_long_input)
{
    Position p = test_position(FEN_START);
    Move m;
    char longtext[4096];
    ck_assert_int_eq(move_parse(&p, NULL, &m, NULL, 0), PARSE_MALFORMED);
    memset(longtext, '1', sizeof longtext - 1);
    longtext[sizeof longtext - 1] = '\0';
    ck_assert_int_eq(move_parse(&p, longtext, &m, NULL, 0), PARSE_MALFORMED);
    for (int i = 0; i < 40; i++)
        memcpy(longtext + 3 * i, "22-", 3);
    ck_assert_int_eq(move_parse(&p, longtext, &m, NULL, 0), PARSE_MALFORMED);
}
END_TEST

Suite *notation_suite(void)
{
    Suite *s = suite_create("notation");
    TCase *tc = tcase_create("notation");
    tcase_add_test(tc, format_moves);
    tcase_add_test(tc, parse_simple_and_spaces);
    tcase_add_test(tc, parse_full_and_short_capture);
    tcase_add_test(tc, parse_any_path_of_one_move);
    tcase_add_test(tc, parse_ambiguous);
    tcase_add_test(tc, reject_malformed);
    tcase_add_test(tc, reject_wrong_separator);
    tcase_add_test(tc, any_sign_for_files);
    tcase_add_test(tc, reject_no_piece);
    tcase_add_test(tc, reject_illegal_simple);
    tcase_add_test(tc, reject_when_capture_mandatory);
    tcase_add_test(tc, reject_precedence_rules);
    tcase_add_test(tc, reject_man_taking_a_king);
    tcase_add_test(tc, reject_no_moves);
    tcase_add_test(tc, null_and_long_input);
    suite_add_tcase(s, tc);
    return s;
}
