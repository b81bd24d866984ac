/*
 * test_protocol.c - the engine protocol: answers, errors, garbage.
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "movegen.h"
#include "notation.h"
#include "protocol.h"

/* Run the protocol on input; returns its whole output (caller frees). */
static char *converse(const char *input)
{
    FILE *in = fmemopen((void *)input, strlen(input), "r");
    FILE *out = tmpfile();
    ck_assert_ptr_nonnull(in);
    ck_assert_ptr_nonnull(out);
    ck_assert_int_eq(protocol_run(in, out), 0);
    fclose(in);
    long size = ftell(out);
    rewind(out);
    char *text = calloc((size_t)size + 1, 1);
    ck_assert_ptr_nonnull(text);
    ck_assert_int_eq(fread(text, 1, (size_t)size, out), (size_t)size);
    fclose(out);
    return text;
}

static int count_prefix(const char *text, const char *prefix)
{
    int n = 0;
    size_t len = strlen(prefix);
    for (const char *line = text; *line; line = strchr(line, '\n') ? strchr(line, '\n') + 1 : line + strlen(line))
        if (strncmp(line, prefix, len) == 0)
            n++;
    return n;
}

/* The move of the last "bestmove" line. */
static void last_bestmove(const char *text, char *buf, size_t size)
{
    const char *b = NULL;
    for (const char *s = strstr(text, "bestmove "); s; s = strstr(s + 1, "bestmove "))
        b = s;
    ck_assert_ptr_nonnull(b);
    b += 9;
    size_t n = strcspn(b, "\n");
    ck_assert_uint_lt(n, size);
    memcpy(buf, b, n);
    buf[n] = '\0';
}

START_TEST(answers_isready_and_searches)
{
    /* The last "position" waits for the bounded search to finish (the end
     * of the input would stop it). */
    char *out = converse("isready\nposition startpos\ngo depth 4\nposition startpos\n");
    ck_assert_int_eq(count_prefix(out, "readyok"), 1);
    ck_assert_int_eq(count_prefix(out, "info depth "), 4);
    ck_assert_int_eq(count_prefix(out, "bestmove "), 1);
    char mv[64];
    last_bestmove(out, mv, sizeof mv);
    Position p;
    pos_startpos(&p);
    Move m;
    ck_assert_int_eq(move_parse(&p, mv, &m, NULL, 0), PARSE_OK);
    free(out);
}
END_TEST

START_TEST(position_with_moves_and_fen)
{
    /* After 22-19 10-14 White must capture 19x10. */
    char *out = converse("position startpos moves 22-19 10-14\ngo depth 2\n");
    char mv[64];
    last_bestmove(out, mv, sizeof mv);
    ck_assert_str_eq(mv, "19x10");
    free(out);

    out = converse("position fen W:W29:B22,25,26\ngo depth 3\n");
    last_bestmove(out, mv, sizeof mv);
    ck_assert_str_eq(mv, "(none)");
    free(out);

    /* Several commands in a row: each go answers in turn. */
    out = converse("position startpos\ngo depth 3\nposition fen B:WK22,K23:BK1\ngo movetime 50\n"
                   "setoption name Level value 1\ngo depth 2\n"
                   "setoption name Level value 10\nsetoption name threads value 2\ngo depth 6\n");
    ck_assert_int_eq(count_prefix(out, "bestmove "), 4);
    ck_assert_int_eq(count_prefix(out, "error"), 0);
    free(out);
}
END_TEST

/* engine (issue 18 item 2): setoption name Contempt, 10 by default. */
START_TEST(contempt_option_sets_the_draw_score)
{
    /* Black to move can repeat the first position a third time with 5-1. */
    static const char *const setup = "setoption name Eval value material\n"
                                     "position fen W:WK32:BK1 moves 32-28 1-5 28-32 5-1 32-28 1-5 28-32\n";
    char input[512], mv[64];
    /* "position" waits for the search to end (the end of input would stop it). */
    snprintf(input, sizeof input, "%sgo depth 6\nposition startpos\n", setup);
    char *out = converse(input);
    last_bestmove(out, mv, sizeof mv);
    ck_assert_str_ne(mv, "5-1");
    free(out);
    snprintf(input, sizeof input, "%ssetoption name Contempt value -20\ngo depth 6\nposition startpos\n", setup);
    out = converse(input);
    last_bestmove(out, mv, sizeof mv);
    ck_assert_str_eq(mv, "5-1");
    ck_assert_ptr_nonnull(strstr(out, "info depth 6 score 20 "));
    free(out);
}
END_TEST

START_TEST(malformed_commands_get_one_error_each)
{
    static const char *const bad[] = {
        "go depth", "go depth -5", "go depth x", "go depth 129", "go movetime 0", "go wibble 3", "go btime 1000",
        "go winc 5", "go level 3",
        "position", "position fen", "position fen W:W99:B1", "position startpos moves 99-1",
        "position startpos moves 22-19 22-19", "position startpos 22-19", "position nowhere",
        "setoption name Hash value 0", "setoption name Hash value lots", "setoption name Level value 11",
        "setoption name Threads value 0", "setoption name Threads value 65", "setoption name Threads value two",
        "setoption name Colour value red", "setoption foo", "newgame now", "frobnicate", "GO depth 3",
        "setoption name Contempt value 101", "setoption name Contempt value -101", "setoption name Contempt value x",
    };
    enum { NBAD = sizeof bad / sizeof bad[0] };
    char input[4096] = "";
    for (int i = 0; i < NBAD; i++) {
        strcat(input, bad[i]);
        strcat(input, "\n");
    }
    strcat(input, "isready\n");
    char *out = converse(input);
    ck_assert_int_eq(count_prefix(out, "error "), NBAD);
    ck_assert_int_eq(count_prefix(out, "readyok"), 1);
    ck_assert_int_eq(count_prefix(out, "bestmove"), 0);
    free(out);
}
END_TEST

START_TEST(survives_garbage)
{
    /* Random bytes (no newline, no NUL) on lines that start with a letter
     * no command starts with: one error line per line, then still alive. */
    enum { LINES = 300 };
    enum { LONG_WORDS = 5000 };
    char *input = malloc(LINES * 200 + LONG_WORDS * 3 + 64);
    ck_assert_ptr_nonnull(input);
    size_t len = 0;
    uint64_t rng = 42;
    for (int i = 0; i < LINES; i++) {
        input[len++] = 'z';
        int n = (int)(i % 190);
        for (int k = 0; k < n; k++) {
            rng = rng * 6364136223846793005ULL + 1442695040888963407ULL;
            char c = (char)(1 + (rng >> 33) % 255);
            input[len++] = c == '\n' ? ' ' : c;
        }
        input[len++] = '\n';
    }
    /* One line with more words than any command may have. */
    memcpy(input + len, "position startpos moves", 23);
    len += 23;
    for (int k = 0; k < LONG_WORDS; k++) {
        memcpy(input + len, " 1", 2);
        len += 2;
    }
    input[len++] = '\n';
    strcpy(input + len, "position startpos\ngo depth 2\nisready\n");
    char *out = converse(input);
    ck_assert_int_eq(count_prefix(out, "error "), LINES + 1);
    ck_assert_int_eq(count_prefix(out, "bestmove "), 1);
    ck_assert_int_eq(count_prefix(out, "readyok"), 1);
    free(out);
    free(input);
}
END_TEST

START_TEST(stop_ends_an_infinite_search)
{
    char *out = converse("position startpos\ngo infinite\nisready\nposition startpos\nstop\nquit\ngo depth 1\n");
    ck_assert_int_eq(count_prefix(out, "readyok"), 1);
    ck_assert_int_eq(count_prefix(out, "bestmove "), 1); /* nothing after quit */
    ck_assert_int_eq(count_prefix(out, "error position"), 1);
    free(out);

    /* The end of the input stops an infinite search too. */
    out = converse("go infinite\n");
    ck_assert_int_eq(count_prefix(out, "bestmove "), 1);
    free(out);
}
END_TEST

/* A search that would run for ages ends at the end of the input with its
 * bestmove (without the stop this test runs into the suite's timeout). */
START_TEST(end_of_input_stops_a_bounded_search)
{
    char *out = converse("position startpos\ngo depth 128\n");
    ck_assert_int_eq(count_prefix(out, "bestmove "), 1);
    ck_assert_int_eq(count_prefix(out, "bestmove (none)"), 0);
    free(out);
    out = converse("go movetime 1000000000\n");
    ck_assert_int_eq(count_prefix(out, "bestmove "), 1);
    free(out);
}
END_TEST

START_TEST(increment_without_clock_is_an_error)
{
    /* Issue 11: "go winc 5" once started a search that never ended. */
    char *out = converse("go winc 5\ngo wtime 1000 binc 5\nposition fen B:W21:B1\ngo wtime 1000 winc 5\nisready\n");
    ck_assert_ptr_nonnull(strstr(out, "error go: winc without wtime"));
    ck_assert_ptr_nonnull(strstr(out, "error go: binc without btime"));
    ck_assert_ptr_nonnull(strstr(out, "error go: no clock time given for the side to move (btime)"));
    ck_assert_int_eq(count_prefix(out, "error "), 3);
    ck_assert_int_eq(count_prefix(out, "bestmove"), 0);
    ck_assert_int_eq(count_prefix(out, "readyok"), 1);
    free(out);
    /* With the mover's time the increment counts and the search ends by itself. */
    out = converse("go wtime 100 btime 100 winc 5 binc 5\n");
    ck_assert_int_eq(count_prefix(out, "error "), 0);
    ck_assert_int_eq(count_prefix(out, "bestmove "), 1);
    free(out);
}
END_TEST

/* part "files" (issue 15): one line is bounded; the rest of a longer one
 * is refused with one error line and the loop goes on. */
START_TEST(overlong_line_gets_one_error_and_the_loop_goes_on)
{
    size_t long_len = 3 * (size_t)PROTOCOL_MAX_LINE;
    const char *tail = "\nisready\n";
    char *input = malloc(long_len + PROTOCOL_MAX_LINE + 64);
    ck_assert_ptr_nonnull(input);
    memset(input, 'a', long_len);
    char *at = input + long_len;
    at += sprintf(at, "%s", tail);
    /* A line of exactly the bound (spaces: an empty command) is still read. */
    memset(at, ' ', PROTOCOL_MAX_LINE);
    at += PROTOCOL_MAX_LINE;
    sprintf(at, "%s", tail);
    char *out = converse(input);
    ck_assert_msg(count_prefix(out, "error ") == 1, "%s", out);
    ck_assert_int_eq(count_prefix(out, "error line longer than 65536 bytes: ignored"), 1);
    ck_assert_int_eq(count_prefix(out, "readyok"), 2);
    free(out);
    free(input);
}
END_TEST

/* part eval (issue 18): the evaluations by name. */
START_TEST(eval_option_names_the_evaluations)
{
    char *out = converse("setoption name Eval value pattern\nsetoption name Eval value classic\n"
                         "setoption name Eval value full\nsetoption name Eval value material\n"
                         "setoption name Eval value neural\nisready\n");
    ck_assert_int_eq(count_prefix(out, "error"), 1);
    ck_assert_ptr_nonnull(strstr(out, "error setoption: Eval must be full, pattern, classic or material\n"));
    ck_assert_int_eq(count_prefix(out, "readyok"), 1);
    free(out);
}
END_TEST

Suite *protocol_suite(void)
{
    Suite *s = suite_create("protocol");
    TCase *tc = tcase_create("protocol");
    tcase_set_timeout(tc, 60);
    tcase_add_test(tc, answers_isready_and_searches);
    tcase_add_test(tc, position_with_moves_and_fen);
    tcase_add_test(tc, malformed_commands_get_one_error_each);
    tcase_add_test(tc, contempt_option_sets_the_draw_score);
    tcase_add_test(tc, survives_garbage);
    tcase_add_test(tc, stop_ends_an_infinite_search);
    tcase_add_test(tc, end_of_input_stops_a_bounded_search);
    tcase_add_test(tc, increment_without_clock_is_an_error);
    tcase_add_test(tc, overlong_line_gets_one_error_and_the_loop_goes_on);
    tcase_add_test(tc, eval_option_names_the_evaluations); /* part eval */
    suite_add_tcase(s, tc);
    return s;
}
