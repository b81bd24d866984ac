/*
 * test_search_report.c - the info and bestmove lines of search_report.h,
 * which `dama engine` and `dama best` print alike.
 */
#include <check.h>
#include <stdio.h>
#include <string.h>

#include "movegen.h"
#include "search_report.h"

START_TEST(info_line_format)
{
    SearchInfo info;
    memset(&info, 0, sizeof info);
    info.depth = 7;
    info.score = -12;
    info.nodes = 5000;
    info.time_ms = 10;
    Position p;
    pos_startpos(&p);
    MoveList list;
    movegen_legal(&p, &list);
    info.pv[0] = list.moves[0];
    info.pvlen = 1;
    char line[INFO_LINE_SIZE], mv[MOVE_STRSIZE], want[256];
    search_format_info(&info, line, sizeof line);
    snprintf(want, sizeof want, "info depth 7 score -12 nodes 5000 nps 500000 time 10 pv %s",
             move_format(&list.moves[0], mv, sizeof mv));
    ck_assert_str_eq(line, want);

    /* Time 0 does not divide by zero; a win is the bare encoded score. */
    info.time_ms = 0;
    info.score = score_win_in(3);
    info.pvlen = 0;
    search_format_info(&info, line, sizeof line);
    ck_assert_str_eq(line, "info depth 7 score 29997 nodes 5000 nps 5000000 time 0 pv");
}
END_TEST

START_TEST(long_pv_is_cut_not_overrun)
{
    SearchInfo info;
    memset(&info, 0, sizeof info);
    Position p;
    pos_startpos(&p);
    MoveList list;
    movegen_legal(&p, &list);
    info.pvlen = MAX_PLY;
    for (int i = 0; i < MAX_PLY; i++)
        info.pv[i] = list.moves[0];
    char small[200];
    search_format_info(&info, small, sizeof small);
    ck_assert_uint_lt(strlen(small), sizeof small);
    ck_assert_ptr_nonnull(strstr(small, " pv "));
}
END_TEST

START_TEST(bestmove_line_format)
{
    Position p;
    pos_startpos(&p);
    MoveList list;
    movegen_legal(&p, &list);
    char line[BESTMOVE_LINE_SIZE], mv[MOVE_STRSIZE], want[BESTMOVE_LINE_SIZE + MOVE_STRSIZE];
    search_format_bestmove(true, &list.moves[0], line, sizeof line);
    snprintf(want, sizeof want, "bestmove %s", move_format(&list.moves[0], mv, sizeof mv));
    ck_assert_str_eq(line, want);
    search_format_bestmove(false, NULL, line, sizeof line);
    ck_assert_str_eq(line, "bestmove (none)");
}
END_TEST

/* A database draw says so; without the database the same 0 is "even". */
Suite *search_report_suite(void)
{
    Suite *s = suite_create("search_report");
    TCase *tc = tcase_create("lines");
    tcase_add_test(tc, info_line_format);
    tcase_add_test(tc, long_pv_is_cut_not_overrun);
    tcase_add_test(tc, bestmove_line_format);
    suite_add_tcase(s, tc);
    return s;
}
