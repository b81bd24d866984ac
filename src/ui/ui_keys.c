/*
 * ui_keys.c - what the keys of the game and of the editor share: editing
 * a typed line, the board cursor (ui_keys.h).
 */
#include "ui_keys.h"

#include <curses.h>
#include <stdio.h>
#include <string.h>

#include "movegen.h"

bool is_enter(int key) { return key == '\n' || key == '\r' || key == KEY_ENTER; }
bool is_backspace(int key) { return key == KEY_BACKSPACE || key == 127 || key == 8; }

void append_char(char *buf, size_t size, int c)
{
    size_t len = strlen(buf);
    if (len + 1 < size) {
        buf[len] = (char)c;
        buf[len + 1] = '\0';
    }
}

/* Delete the last character, all the bytes of it in UTF-8. */
void delete_last_char(char *buf)
{
    size_t len = strlen(buf);
    while (len > 0 && (buf[len - 1] & 0xC0) == 0x80)
        len--;
    if (len > 0)
        len--;
    buf[len] = '\0';
}

/* Where the cursor appears the first time: a piece that can move. */
static void show_cursor(Ui *ui)
{
    MoveList list;
    int sq = ui->selected;
    if (sq < 0 && movegen_legal(&ui->session.game.pos, &list) > 0 && session_human_turn(&ui->session))
        sq = list.moves[0].from;
    if (sq < 0)
        sq = session_human_side(&ui->session) == WHITE ? 22 : 9;
    ui->cursor_row = sq_row(sq);
    ui->cursor_col = sq_file(sq);
    ui->cursor_on = true;
}

/* Arrows move in screen directions, whichever way the board is turned. */
void move_cursor(Ui *ui, int dy, int dx)
{
    if (!ui->cursor_on) {
        show_cursor(ui);
        return;
    }
    if (ui->flipped) {
        dy = -dy;
        dx = -dx;
    }
    int r = ui->cursor_row + dy, c = ui->cursor_col + dx;
    if (r >= 0 && r < 8)
        ui->cursor_row = r;
    if (c >= 0 && c < 8)
        ui->cursor_col = c;
}
