/*
 * test_ui_review.c - the curses-free parts of the UI's review: the
 * evaluation graph as text (ui_graph.h) and the text exports and clipboard
 * sequence (ui_export.h).
 */
#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "pdn.h"
#include "test_helpers.h"
#include "ui_export.h"
#include "ui_graph.h"

START_TEST(graph_bars_grow_from_the_middle)
{
    Graph g;
    const int white[] = {0, 300, -300, 75, -1000000};
    ui_graph_build(&g, white, 5, 5, 4, 3, false);
    ck_assert_int_eq(g.width, 5);
    ck_assert_int_eq(g.height, 4);
    ck_assert_str_eq(g.rows[0], " #   ");   /* 300: full height up */
    ck_assert_str_eq(g.rows[1], "_# : ");   /* level: the axis; 75: half a row */
    ck_assert_str_eq(g.rows[2], "  # #");
    ck_assert_str_eq(g.rows[3], "  # #");   /* a forced win for Black: full down */
    ck_assert_str_eq(g.rows[4], "   ^ ");   /* the position shown */
    ck_assert_int_eq(g.marked_col, 3);
    /* Room to spare: each position takes up to three columns. */
    ui_graph_build(&g, white, 5, 12, 2, 1, false);
    ck_assert_int_eq(g.width, 10);
    ck_assert_str_eq(g.rows[0], "__##  ::  ");
    ck_assert_str_eq(g.rows[2], "  ^^      ");
    ck_assert_int_eq(g.marked_col, 2);
}
END_TEST

START_TEST(graph_in_unicode_uses_blocks)
{
    Graph g;
    const int white[] = {0, 75, -75, -20};
    ui_graph_build(&g, white, 4, 4, 2, -1, true);
    ck_assert_str_eq(g.rows[0], "\u2581\u2584 \u2581");   /* -0.20 is about level: the axis */
    ck_assert_str_eq(g.rows[1], "  \u2580 ");
    ck_assert_str_eq(g.rows[2], "    ");
    ck_assert_int_eq(g.marked_col, -1);
}
END_TEST

START_TEST(long_game_shares_columns)
{
    Graph g;
    int white[100];
    for (int i = 0; i < 100; i++)
        white[i] = i < 50 ? 300 : -300;
    ui_graph_build(&g, white, 100, 10, 2, 99, false);
    ck_assert_int_eq(g.width, 10);
    ck_assert_str_eq(g.rows[0], "#####     ");
    ck_assert_str_eq(g.rows[1], "     #####");
    ck_assert_int_eq(g.marked_col, 9);
    /* A position in the middle of a shared column marks that column. */
    ui_graph_build(&g, white, 100, 10, 2, 50, false);
    ck_assert_str_eq(g.rows[2], "     ^    ");
    ck_assert_int_eq(g.marked_col, 5);
    ck_assert_int_eq(ui_graph_column(0, 100, 10), 0);
    ck_assert_int_eq(ui_graph_column(55, 100, 10), 5);
}
END_TEST

START_TEST(base64_and_osc52)
{
    char out[16];
    ui_base64((const unsigned char *)"", 0, out);
    ck_assert_str_eq(out, "");
    ui_base64((const unsigned char *)"f", 1, out);
    ck_assert_str_eq(out, "Zg==");
    ui_base64((const unsigned char *)"fo", 2, out);
    ck_assert_str_eq(out, "Zm8=");
    ui_base64((const unsigned char *)"foob", 4, out);
    ck_assert_str_eq(out, "Zm9vYg==");
    char *seq = ui_osc52("W:W21:B1");
    ck_assert_str_eq(seq, "\033]52;c;VzpXMjE6QjE=\007");
    free(seq);
}
END_TEST

START_TEST(game_pdn_reads_back)
{
    Game g;
    game_init(&g, NULL);
    test_play(&g, "22-19");
    test_play(&g, "10-14");
    char *text = ui_game_pdn(&g, "You", "dama level 6");
    ck_assert_ptr_nonnull(text);
    ck_assert_ptr_nonnull(strstr(text, "[White \"You\"]"));
    ck_assert_ptr_nonnull(strstr(text, "1. 22-19 10-14"));
    PdnReader r;
    PdnGame pg;
    PdnError err;
    pdn_reader_init(&r, text, strlen(text));
    ck_assert_int_eq(pdn_read_game(&r, &pg, &err), PDN_OK);
    ck_assert_int_eq(pg.game.nplies, 2);
    pdn_game_free(&pg);
    free(text);
    game_free(&g);
}
END_TEST

Suite *ui_review_suite(void)
{
    Suite *s = suite_create("ui_review");
    TCase *tc = tcase_create("ui_review");
    tcase_add_test(tc, graph_bars_grow_from_the_middle);
    tcase_add_test(tc, graph_in_unicode_uses_blocks);
    tcase_add_test(tc, long_game_shares_columns);
    tcase_add_test(tc, base64_and_osc52);
    tcase_add_test(tc, game_pdn_reads_back);
    suite_add_tcase(s, tc);
    return s;
}
