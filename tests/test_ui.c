/*
 * test_ui.c - the parts of the terminal UI that need no terminal: the
 * layout, the help page's wrapping and text measures.  The screen itself
 * is tested by tests/ui/run.sh in tmux.
 */
#include <check.h>
#include <string.h>

#include "ui_help.h"
#include "ui_layout.h"
#include "ui_text.h"

START_TEST(smallest_terminal_gets_one_row_squares)
{
    int cols, lines;
    ui_layout_min_size(&cols, &lines);
    ck_assert_int_eq(cols, 60);
    ck_assert_int_eq(lines, 15);
    Layout L;
    ui_layout_compute(&L, cols, lines);
    ck_assert(!L.too_small);
    ck_assert_int_eq(L.cell_w, 3);
    ck_assert_int_eq(L.cell_h, 1);
    ck_assert_int_le(L.panel_x + L.panel_w, cols);
    ui_layout_compute(&L, cols - 1, lines);
    ck_assert(L.too_small);
    ui_layout_compute(&L, cols, lines - 1);
    ck_assert(L.too_small);
    ui_layout_compute(&L, 100, 40);
    ck_assert_int_eq(L.cell_w, 7);
    ck_assert_int_eq(L.cell_h, 3);
}
END_TEST

START_TEST(screen_positions_map_to_squares_both_ways_up)
{
    Layout L;
    ui_layout_compute(&L, 100, 40);
    int row, col;
    ck_assert(ui_screen_to_board(&L, false, L.board_y, L.board_x, &row, &col));
    ck_assert_int_eq(row, 0);
    ck_assert_int_eq(col, 0);
    ck_assert(ui_screen_to_board(&L, true, L.board_y, L.board_x, &row, &col));
    ck_assert_int_eq(row, 7);
    ck_assert_int_eq(col, 7);
    ck_assert(!ui_screen_to_board(&L, false, L.board_y - 1, L.board_x, &row, &col));
    ck_assert(!ui_screen_to_board(&L, false, L.board_y, L.board_x + 8 * L.cell_w, &row, &col));
}
END_TEST

START_TEST(text_is_measured_in_characters)
{
    ck_assert_int_eq(ui_text_width("a\u00D7b"), 3);
    ck_assert_int_eq(ui_fit_bytes("\u00D7\u00D7x", 1), 2);
    ck_assert_int_eq(ui_wrap_bytes("one two three", 9), 7);
    ck_assert_int_eq(ui_wrap_bytes("onetwothree", 5), 5);
}
END_TEST

/* At the stated sizes every help row fits, and putting the rows of each
 * line back together gives the line: nothing is cut (issue 8, bug 3). */
static void help_fits(int cols)
{
    HelpRow rows[UI_HELP_MAX_ROWS];
    int width = ui_help_width(cols);
    ck_assert_int_le(width, cols - 2);
    int n = ui_help_wrap(width, rows, UI_HELP_MAX_ROWS);
    ck_assert_int_gt(n, 20);
    char joined[4096] = "";
    for (int i = 0; i < n; i++) {
        ck_assert_int_le(rows[i].indent + rows[i].bytes, width);   /* the help is ASCII */
        if (rows[i].indent == 0 && i > 0)
            strcat(joined, "\n");
        else if (i > 0)
            strcat(joined, " ");
        strncat(joined, rows[i].text, (size_t)rows[i].bytes);
    }
    ck_assert_ptr_nonnull(strstr(joined, "u  undo your last move (or a resignation, a draw)"));
    ck_assert_ptr_nonnull(strstr(joined, "then Enter. Backspace deletes, Esc clears."));
    ck_assert_ptr_nonnull(strstr(joined, "agreement. Or a player resigns."));
}

START_TEST(help_wraps_whole_words_at_60_columns) { help_fits(60); }
END_TEST

START_TEST(help_wraps_whole_words_at_70_columns) { help_fits(70); }
END_TEST

START_TEST(help_scrolls_only_when_too_short)
{
    ck_assert_int_eq(ui_help_max_top(100, 60), 0);
    int top = ui_help_max_top(60, 15);
    ck_assert_int_gt(top, 0);
    HelpRow rows[UI_HELP_MAX_ROWS];
    int total = ui_help_wrap(ui_help_width(60), rows, UI_HELP_MAX_ROWS);
    ck_assert_int_eq(top + ui_help_page_rows(15, total), total);
}
END_TEST

Suite *ui_suite(void)
{
    Suite *s = suite_create("ui");
    TCase *tc = tcase_create("ui");
    tcase_add_test(tc, smallest_terminal_gets_one_row_squares);
    tcase_add_test(tc, screen_positions_map_to_squares_both_ways_up);
    tcase_add_test(tc, text_is_measured_in_characters);
    tcase_add_test(tc, help_wraps_whole_words_at_60_columns);
    tcase_add_test(tc, help_wraps_whole_words_at_70_columns);
    tcase_add_test(tc, help_scrolls_only_when_too_short);
    suite_add_tcase(s, tc);
    return s;
}
