/*
 * test_ui.c - the parts of the terminal UI that need no terminal: the
 * layout, the help page's wrapping and text measures.  The screen itself
 * is tested by tests/ui/run.sh in tmux.
 */
#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "settings.h"
#include "test_helpers.h"
#include "ui_help.h"
#include "ui_layout.h"
#include "ui_message.h"
#include "ui_text.h"

/* part cli (issue 15, item 12): a message quoting a file's text (here the
 * settings error, which quotes the bad value as it is) reaches the screen
 * sanitised: no 8-bit CSI, no UTF-8 C1 control, no bidi override, no ESC,
 * no invalid UTF-8, and the rest of the message kept. */
START_TEST(messages_quoting_a_file_are_sanitised)
{
    static const char *const VECTORS[] = {"\x9B" "31m", "\xC2\x9B" "31m", "\xE2\x80\xAE" "evil",
                                          "\xE2\x81\xA6" "x", "\xFF\xFE", "\x1B[31m"};
    Ui *ui = calloc(1, sizeof *ui);
    ck_assert_ptr_nonnull(ui);
    for (size_t i = 0; i < sizeof VECTORS / sizeof VECTORS[0]; i++) {
        char text[128];
        FileProblem why;
        Settings st;
        snprintf(text, sizeof text, "show_engine_info=%s\n", VECTORS[i]);
        ck_assert(!settings_parse(text, &st, &why));
        ck_assert_ptr_nonnull(strstr(TEST_FILE_TEXT(why), VECTORS[i])); /* the library quotes it raw: the caller must not */
        ui_message(ui, NOTE_ERROR, "Settings not read (%s); using the defaults.", TEST_FILE_TEXT(why));
        ck_assert_ptr_null(strstr(ui->message, VECTORS[i]));
        for (const unsigned char *c = (const unsigned char *)ui->message; *c != '\0'; c++)
            ck_assert_msg(*c >= 0x20 && *c < 0x7F, "vector %zu: byte 0x%02X reached the message line", i, *c);
        ck_assert_ptr_nonnull(strstr(ui->message, "wants yes or no, not '?"));
        ck_assert_ptr_nonnull(strstr(ui->message, "; using the defaults."));
    }
    /* Accented text is kept whole. */
    ui_message(ui, NOTE_INFO, "Saved to %s.", "/home/n\xC3\xA9/partita.pdn");
    ck_assert_str_eq(ui->message, "Saved to /home/n\xC3\xA9/partita.pdn.");
    free(ui);
}
END_TEST

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
    /* part "layouts": the rows a box gives a line that wraps */
    ck_assert_int_eq(ui_wrapped_lines("one two three", 9), 2);
    ck_assert_int_eq(ui_wrapped_lines("one two three", 13), 1);
    ck_assert_int_eq(ui_wrapped_lines("\u00E0 \u00E8 \u00EC", 3), 2);
    ck_assert_int_eq(ui_wrapped_lines("", 9), 1);
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
    tcase_add_test(tc, messages_quoting_a_file_are_sanitised); /* part cli */
    tcase_add_test(tc, smallest_terminal_gets_one_row_squares);
    tcase_add_test(tc, screen_positions_map_to_squares_both_ways_up);
    tcase_add_test(tc, text_is_measured_in_characters);
    tcase_add_test(tc, help_wraps_whole_words_at_60_columns);
    tcase_add_test(tc, help_wraps_whole_words_at_70_columns);
    tcase_add_test(tc, help_scrolls_only_when_too_short);
    suite_add_tcase(s, tc);
    return s;
}
