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

/* A line of moves: spaces between, cut at the buffer. */
START_TEST(format_a_line_of_moves)
{
    Position p = test_position(FEN_START);
    MoveList list;
    movegen_legal(&p, &list);
    movegen_sort(&list);
    char line[64], shortline[8];
    ck_assert_str_eq(move_format_line(list.moves, 3, line, sizeof line), "21-17 21-18 22-18");
    ck_assert_str_eq(move_format_line(list.moves, 0, line, sizeof line), "");
    ck_assert_str_eq(move_format_line(list.moves, 3, shortline, sizeof shortline), "21-17 2");
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

/* part cli (issue 15, item 19): each refusal gives the rule it breaks
 * (docs/rules.md), one test per reason, the whole message compared. */
#define ASSERT_REASON(fen, text, status, expected)                                          \
    do {                                                                                    \
        char out_[NOTATION_ERRSIZE];                                                        \
        ParseStatus st_ = parse_in((fen), (text), out_, sizeof out_);                       \
        ck_assert_msg(st_ == (status), "'%s' gave status %d (%s)", (text), st_, out_);      \
        ck_assert_str_eq(out_, (expected));                                                 \
    } while (0)

START_TEST(reason_man_moves_backward)
{
    /* 25 is occupied too, but the rule is the man's direction. */
    ASSERT_REASON(FEN_START, "21-25", PARSE_ILLEGAL, "the man on 21 cannot move to 25: men never move backward");
    ASSERT_REASON("W:W14:B1", "14-18", PARSE_ILLEGAL, "the man on 14 cannot move to 18: men never move backward");
    ASSERT_REASON("B:W32:B14", "14-10", PARSE_ILLEGAL, "the man on 14 cannot move to 10: men never move backward");
    ASSERT_REASON(FEN_START, "22-31", PARSE_ILLEGAL, "the man on 22 cannot move to 31: men never move backward");
}
END_TEST

START_TEST(reason_not_adjacent)
{
    ASSERT_REASON(FEN_START, "22-15", PARSE_ILLEGAL,
                  "the man on 22 cannot move to 15: a man moves one square diagonally forward");
    ASSERT_REASON("W:WK22:B1", "22-13", PARSE_ILLEGAL,
                  "the king on 22 cannot move to 13: kings do not fly: a king moves one square at a time");
    ASSERT_REASON("W:WK22:B1", "22-29", PARSE_ILLEGAL,
                  "the king on 22 cannot move to 29: kings do not fly: a king moves one square at a time");
}
END_TEST

START_TEST(reason_not_diagonal)
{
    ASSERT_REASON(FEN_START, "22-17", PARSE_ILLEGAL,
                  "the man on 22 cannot move to 17: 22 and 17 are not on one diagonal (a piece moves one square "
                  "diagonally)");
    ASSERT_REASON("W:WK22:B1", "22-23", PARSE_ILLEGAL,
                  "the king on 22 cannot move to 23: 22 and 23 are not on one diagonal (a piece moves one square "
                  "diagonally)");
}
END_TEST

START_TEST(reason_square_occupied)
{
    ASSERT_REASON(FEN_START, "25-21", PARSE_ILLEGAL,
                  "the man on 25 cannot move to 21: that square is occupied by your own man");
    ASSERT_REASON("W:W22:B18,13,1", "22-18", PARSE_ILLEGAL,
                  "the man on 22 cannot move to 18: that square is occupied by Black's man");
    ASSERT_REASON("W:WK22:BK18,K13,1", "22-18", PARSE_ILLEGAL,
                  "the king on 22 cannot move to 18: that square is occupied by Black's king");
}
END_TEST

START_TEST(reason_empty_square_or_opponents_piece)
{
    ASSERT_REASON(FEN_START, "17-13", PARSE_NO_PIECE, "no piece of yours on 17: the square is empty");
    ASSERT_REASON(FEN_START, "9-13", PARSE_NO_PIECE, "no piece of yours on 9: that man is Black's");
    ASSERT_REASON("B:WK22:B1", "22-18", PARSE_NO_PIECE, "no piece of yours on 22: that king is White's");
}
END_TEST

START_TEST(reason_capture_compulsory)
{
    /* A simple move while a capture is due, one step or not: the capture is named. */
    ASSERT_REASON("W:W22,30:B18,1", "30-26", PARSE_MUST_CAPTURE, "a capture is mandatory: play 22x13");
    ASSERT_REASON("W:W22,23:B18,1", "23-18", PARSE_MUST_CAPTURE, "a capture is mandatory: play 22x13");
    ASSERT_REASON("W:W22,23:B18,1", "23-14", PARSE_MUST_CAPTURE, "a capture is mandatory: play 22x13");
    /* A capture typed for a piece that has none. */
    ASSERT_REASON("W:W22,30:B18,1", "30x21", PARSE_MUST_CAPTURE,
                  "the man on 30 has no such capture; a capture is mandatory: play 22x13");
    /* No capture anywhere. */
    ASSERT_REASON(FEN_START, "22x15", PARSE_ILLEGAL,
                  "the man on 22 has no such capture (no capture is possible here)");
}
END_TEST

START_TEST(reason_precedence_names_the_rule)
{
    ASSERT_REASON("W:W26,27:B12,15,22,23", "26x19", PARSE_PRECEDENCE,
                  "26x19 is not allowed (rule 1: the capture that takes the most pieces must be played): play 27x20x11");
    ASSERT_REASON("W:W27,K30:B23,26", "27x20", PARSE_PRECEDENCE,
                  "27x20 is not allowed (rule 2: a capture by a king comes before a capture by a man): play 30x21");
    ASSERT_REASON("W:WK30:B26,K27", "30x21", PARSE_PRECEDENCE,
                  "30x21 is not allowed (rule 3: the capture that takes the most kings must be played): play 30x23");
    ASSERT_REASON("W:WK22,K31:BK18,10,28,K20", "31x24x15", PARSE_PRECEDENCE,
                  "31x24x15 is not allowed (rule 4: the capture that meets a king earliest must be played): "
                  "play 22x13x6");
    /* Read from a file ('-' for a capture), the rule is named all the same. */
    Position p = test_position("W:W26,27:B12,15,22,23");
    Move m;
    char err[NOTATION_ERRSIZE];
    ck_assert_int_eq(move_parse_any_sign(&p, "26-19", &m, err, sizeof err), PARSE_PRECEDENCE);
    ck_assert_ptr_nonnull(strstr(err, "rule 1"));
}
END_TEST

START_TEST(reason_man_captures_forward_only)
{
    ASSERT_REASON("W:W18:B22", "18x27", PARSE_ILLEGAL,
                  "the man on 18 cannot capture backward: men capture forward only");
    ASSERT_REASON("W:W18,30:B22,26", "18x27", PARSE_ILLEGAL,
                  "the man on 18 cannot capture backward: men capture forward only; a capture is mandatory: play 30x21");
    /* A king may. */
    ASSERT_PARSES("W:WK18:B22", "18x27", "18x27");
}
END_TEST

START_TEST(reason_man_cannot_take_a_king)
{
    ASSERT_REASON("W:W22:BK18,19", "22x13", PARSE_ILLEGAL,
                  "the man on 22 cannot take the king on 18: a man never captures a king; "
                  "a capture is mandatory: play 22x15");
}
END_TEST

START_TEST(reason_capture_goes_on_or_ends)
{
    /* Stopping while a further jump is possible. */
    ASSERT_REASON("W:W26,27:B12,15,22,23", "27x20", PARSE_ILLEGAL,
                  "the capture may not stop on 20 while a further jump is possible: it goes on as 27x20x11; "
                  "a capture is mandatory: play 27x20x11");
    /* A man crowned in the middle of a chain stops (docs/rules.md, 5). */
    ASSERT_REASON("W:W10:B6,7", "10x3x12", PARSE_ILLEGAL,
                  "the man is crowned on 3 and its move ends there: a man reaching the far row stops; "
                  "a capture is mandatory: play 10x3");
    /* Going on past the end of a capture. */
    ASSERT_REASON("W:W22:B18,1", "22x13x4", PARSE_ILLEGAL,
                  "22x13 ends on 13: no further jump from there; a capture is mandatory: play 22x13");
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
    tcase_add_test(tc, format_a_line_of_moves);
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
    /* part cli (issue 15, item 19) */
    tcase_add_test(tc, reason_man_moves_backward);
    tcase_add_test(tc, reason_not_adjacent);
    tcase_add_test(tc, reason_not_diagonal);
    tcase_add_test(tc, reason_square_occupied);
    tcase_add_test(tc, reason_empty_square_or_opponents_piece);
    tcase_add_test(tc, reason_capture_compulsory);
    tcase_add_test(tc, reason_precedence_names_the_rule);
    tcase_add_test(tc, reason_man_captures_forward_only);
    tcase_add_test(tc, reason_man_cannot_take_a_king);
    tcase_add_test(tc, reason_capture_goes_on_or_ends);
    tcase_add_test(tc, null_and_long_input);
    suite_add_tcase(s, tc);
    return s;
}
