/*
 * ui_pages.c - the two pages shown instead of the board (ui_pages.h):
 * the help and the position as text (FEN) with the game (PDN).
 */
#include "ui_pages.h"

#include <stdio.h>
#include <stdlib.h>

#include "intl.h"
#include "ui_help.h"
#include "ui_open.h"
#include "ui_paint.h"
#include "ui_review.h"
#include "ui_text.h"

enum { PAGE_STEP = 10 };

/* Arrows and page keys scroll the help (a short terminal cannot show it
 * all). */
static void scroll_help(Ui *ui, int delta)
{
    int top = ui->help.top + delta, max = ui_help_max_top(COLS, LINES);
    ui->help.top = top < 0 ? 0 : top > max ? max : top;
}

bool ui_help_command(Ui *ui, UiCommand command, int key)
{
    (void)key;
    switch (command) {
    case CMD_HELP_UP: scroll_help(ui, -1); return true;
    case CMD_HELP_DOWN: scroll_help(ui, 1); return true;
    case CMD_HELP_PAGE_UP: scroll_help(ui, -PAGE_STEP); return true;
    case CMD_HELP_PAGE_DOWN: scroll_help(ui, PAGE_STEP); return true;
    case CMD_BACK_TO_GAME: ui_open_board(ui); return true;
    default: return false;
    }
}

/* Keep the first line shown on the page. */
static void clamp_text_top(Ui *ui)
{
    char *buf = NULL;
    const char *lines[UI_TEXT_PAGE_MAX_LINES];
    int n = ui_text_page(ui, &buf, lines, UI_TEXT_PAGE_MAX_LINES);
    free(buf);
    if (ui->text.top > n - 1)
        ui->text.top = n > 0 ? n - 1 : 0;
}

static void scroll_text(Ui *ui, int delta)
{
    int top = ui->text.top + delta;
    ui->text.top = top > 0 ? top : 0;
    clamp_text_top(ui);
}

bool ui_text_command(Ui *ui, UiCommand command, int key)
{
    (void)key;
    switch (command) {
    case CMD_TEXT_UP: scroll_text(ui, -1); return true;
    case CMD_TEXT_DOWN: scroll_text(ui, 1); return true;
    case CMD_TEXT_PAGE_UP: scroll_text(ui, -PAGE_STEP); return true;
    case CMD_TEXT_PAGE_DOWN: scroll_text(ui, PAGE_STEP); return true;
    case CMD_TEXT_COPY_FEN: ui_review_copy_fen(ui); return true;
    case CMD_TEXT_COPY_PDN: ui_review_copy_pdn(ui); return true;
    case CMD_BACK_TO_GAME: ui_open_board(ui); return true;
    default: return false;
    }
}

/* ------------------------------------------------------------------ */
/* Painting.                                                          */

/* The help page under the title and a footer that always says how to
 * leave it; a terminal too short for the whole page scrolls it. */
void ui_help_paint(const Ui *ui)
{
    erase();
    draw_title(ui);
    HelpRow rows[UI_HELP_MAX_ROWS];
    int width = ui_help_width(COLS);
    int total = ui_help_wrap(width, rows, UI_HELP_MAX_ROWS);
    int x = (COLS - width) / 2 > 1 ? (COLS - width) / 2 : 1;
    int y = LINES >= total + 4 ? 2 : 1;
    int page = ui_help_page_rows(LINES, total);
    bool scrolls = page < total;
    int top = ui->help.top;
    if (top > total - page)
        top = total - page;
    if (top < 0)
        top = 0;
    int shown = scrolls ? page : total;
    for (int i = 0; i < shown; i++) {
        const HelpRow *r = &rows[top + i];
        char line[UI_MESSAGE_SIZE];
        snprintf(line, sizeof line, "%*s%.*s", r->indent, "", r->bytes, r->text);
        put_text(y + i, x, COLS - x - 1, r->heading ? ui_pair(ui, PAIR_ACCENT) | A_BOLD : A_NORMAL, line);
    }
    attr_t footer = ui_pair(ui, PAIR_ACCENT) | A_BOLD;
    char text[UI_MESSAGE_SIZE];
    if (scrolls)
        snprintf(text, sizeof text, _("Lines %d-%d/%d: arrows, PgUp/PgDn; other key: back"), top + 1,
                 top + shown, total);
    else
        snprintf(text, sizeof text, "%s", _("Press any key to go back to the game."));
    put_wrapped(y + shown + 1, x, COLS - x - 1, LINES - (y + shown + 1), footer, text);
}

/* The position as FEN and the game as PDN, scrolled like the help page;
 * the footer names the keys that copy them. */
void ui_text_paint(const Ui *ui)
{
    erase();
    draw_title(ui);
    char *buf = NULL;
    const char *lines[UI_TEXT_PAGE_MAX_LINES];
    int n = ui_text_page(ui, &buf, lines, UI_TEXT_PAGE_MAX_LINES);
    int width = ui_help_width(COLS);
    int x = (COLS - width) / 2 > 1 ? (COLS - width) / 2 : 1;
    /* The keys take two rows where one is too short for them (a
     * translation often is): whole words, never "..." (part words16). */
    const char *keys = _("f copy the FEN  g copy the game  arrows scroll  other key: back");
    int key_rows = ui_text_width(keys) > COLS - x - 1 ? 2 : 1;
    int bottom = LINES - 2 - key_rows;
    int top = ui->text.top < n - 1 ? ui->text.top : n - 1;
    int y = 2;
    for (int i = top < 0 ? 0 : top; i < n && y < bottom; i++) {
        bool heading = lines[i][0] == '#';
        y += put_wrapped(y, x, width, bottom - y, heading ? ui_pair(ui, PAIR_ACCENT) | A_BOLD : A_NORMAL,
                         lines[i] + heading);
        if (lines[i][0] == '\0')
            y++;
    }
    free(buf);
    /* What the last copy did, above the keys. */
    put_wrapped(LINES - 1 - key_rows, x, COLS - x - 1, 1,
                ui->message_kind == NOTE_ERROR ? ui_pair(ui, PAIR_ERROR) : A_NORMAL, ui->message);
    put_wrapped(LINES - key_rows, x, COLS - x - 1, key_rows, ui_pair(ui, PAIR_ACCENT) | A_BOLD, keys);
}
