/*
 * ui_editor.c - the position editor's keys: pieces go on the squares
 * typed (or, with none typed, the cursor's square); Enter plays from the
 * set-up when the session layer's editor accepts it, else says why.
 */
#include "ui_editor.h"

#include <curses.h>
#include <stdio.h>
#include <string.h>

#include "intl.h"
#include "ui_keys.h"
#include "ui_review.h"

const char *const UI_EDITOR_KEYS[] = {
    N_("w b   White / Black man"), N_("W B   White / Black king"), N_("x .   empty the square"),
    N_("Tab   side to move"),       N_("c i   clear / start position"), N_("Enter play   Esc cancel"),
};

enum { KEY_TAB = '\t' };

void ui_editor_open(Ui *ui)
{
    editor_init(&ui->editor, &ui->session.game.pos);
    session_pause(&ui->session, true);
    ui->mode = MODE_EDIT;
    ui->prompt[0] = '\0';
    ui->selected = -1;
    ui_message(ui, NOTE_INFO, _("Set the position up: type squares (5 9 13) or point with the arrows, then a piece key."));
}

static void leave(Ui *ui)
{
    ui->mode = MODE_PLAY;
    ui->prompt[0] = '\0';
    ui->cursor_on = false;
}

static bool content_of_key(int key, SquareContent *out)
{
    switch (key) {
    case 'w': *out = SQ_WHITE_MAN; return true;
    case 'W': *out = SQ_WHITE_KING; return true;
    case 'b': *out = SQ_BLACK_MAN; return true;
    case 'B': *out = SQ_BLACK_KING; return true;
    case 'x':
    case 'X':
    case '.':
    case KEY_DC: *out = SQ_EMPTY; return true;
    default: return false;
    }
}

/* A piece key: on the typed squares, else on the cursor's. */
static void put_piece(Ui *ui, SquareContent content)
{
    char err[EDITOR_ERRSIZE];
    if (ui->prompt[0] != '\0') {
        if (editor_put_text(&ui->editor, ui->prompt, content, err, sizeof err))
            ui->prompt[0] = '\0';
        else
            ui_message(ui, NOTE_ERROR, "%s", err);
        return;
    }
    int sq = ui->cursor_on ? sq_from_coords(ui->cursor_row, ui->cursor_col) : -1;
    if (sq < 0) {
        ui_message(ui, NOTE_ERROR, _("Type square numbers or move the cursor to a dark square first."));
        return;
    }
    editor_put(&ui->editor, sq, content);
}

static void play_from_setup(Ui *ui)
{
    char err[EDITOR_ERRSIZE];
    if (ui->prompt[0] != '\0') {
        ui_message(ui, NOTE_ERROR, _("Say what goes on %s: w b W B or x."), ui->prompt);
        return;
    }
    if (!editor_check(&ui->editor, err, sizeof err)) {
        ui_message(ui, NOTE_ERROR, _("Not a position to play: %s."), err);
        return;
    }
    Player players[2];
    session_players_again(&ui->session, session_human_side(&ui->session), session_engine_level(&ui->session),
                          players);
    session_new_game(&ui->session, players, &ui->editor.pos);
    ui_review_reset(ui);
    leave(ui);
}

void ui_editor_key(Ui *ui, int key)
{
    SquareContent content;
    if ((key >= '0' && key <= '9') || key == ' ' || key == ',') {
        append_char(ui->prompt, sizeof ui->prompt, key);
    } else if (content_of_key(key, &content)) {
        put_piece(ui, content);
    } else if (is_backspace(key)) {
        delete_last_char(ui->prompt);
    } else if (key == KEY_TAB) {
        editor_set_side(&ui->editor, !ui->editor.pos.side);
    } else if (key == 'c') {
        editor_clear(&ui->editor);
    } else if (key == 'i') {
        Position start;
        pos_startpos(&start);
        start.side = ui->editor.pos.side;
        editor_init(&ui->editor, &start);
    } else if (is_enter(key)) {
        play_from_setup(ui);
    } else if (key == KEY_ESC) {
        leave(ui);
        session_pause(&ui->session, false);
        ui_message(ui, NOTE_INFO, _("Editor closed: the game is as it was."));
    } else if (key == KEY_UP || key == KEY_DOWN || key == KEY_LEFT || key == KEY_RIGHT) {
        move_cursor(ui, key == KEY_UP ? -1 : key == KEY_DOWN ? 1 : 0,
                         key == KEY_LEFT ? -1 : key == KEY_RIGHT ? 1 : 0);
    }
}
