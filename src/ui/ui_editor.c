/*
 * ui_editor.c - the position editor's commands (their keys are the key
 * table's, ui_commands.c): pieces go on the squares
 * typed (or, with none typed, the cursor's square); Enter plays from the
 * set-up when the session layer's editor accepts it, else says why.
 */
#include "ui_editor.h"

#include <curses.h>
#include <stdio.h>
#include <string.h>

#include "intl.h"
#include "ui_keys.h"
#include "ui_open.h"
#include "ui_paint.h"
#include "ui_review.h"
#include "ui_text.h"
#include "words_session.h"

void ui_editor_open(Ui *ui)
{
    editor_init(&ui->edit.editor, &ui->session.game.pos);
    session_pause(&ui->session, true);
    ui->mode = MODE_EDIT;
    ui->prompt[0] = '\0';
    ui->selected = -1;
    ui_message(ui, NOTE_INFO, "%s",
               _("Set the position up: type squares (5 9 13) or point with the arrows, then a piece key."));
}

static void leave(Ui *ui)
{
    ui_open_board(ui);
    ui->prompt[0] = '\0';
    ui->cursor_on = false;
}

/* A piece key: on the typed squares, else on the cursor's. */
static void put_piece(Ui *ui, SquareContent content)
{
    EditorError why;
    char err[EDITOR_ERRSIZE];
    if (ui->prompt[0] != '\0') {
        if (editor_put_text(&ui->edit.editor, ui->prompt, content, &why))
            ui->prompt[0] = '\0';
        else
            ui_message(ui, NOTE_ERROR, "%s", words_editor_problem(&why, err, sizeof err));
        return;
    }
    int sq = ui->cursor_on ? sq_from_coords(ui->cursor_row, ui->cursor_col) : -1;
    if (sq < 0) {
        ui_message(ui, NOTE_ERROR, "%s", _("Type square numbers or move the cursor to a dark square first."));
        return;
    }
    editor_put(&ui->edit.editor, sq, content);
}

static void play_from_setup(Ui *ui)
{
    EditorError why;
    char err[EDITOR_ERRSIZE];
    if (ui->prompt[0] != '\0') {
        ui_message(ui, NOTE_ERROR, _("Say what goes on %s: w b W B or x."), ui->prompt);
        return;
    }
    if (!editor_check(&ui->edit.editor, &why)) {
        ui_message(ui, NOTE_ERROR, _("Not a position to play: %s."), words_editor_problem(&why, err, sizeof err));
        return;
    }
    Player players[2];
    session_players_again(&ui->session, session_human_side(&ui->session), session_engine_level(&ui->session),
                          players);
    session_new_game(&ui->session, players, &ui->edit.editor.pos);
    ui_review_reset(ui);
    leave(ui);
}

bool ui_editor_types(Ui *ui, int key, const UiKeyBinding *b)
{
    (void)b;
    if (!((key >= '0' && key <= '9') || key == ' ' || key == ','))
        return false;
    append_char(ui->prompt, sizeof ui->prompt, key);
    return true;
}

static void start_position(Ui *ui)
{
    Position start;
    pos_startpos(&start);
    start.side = ui->edit.editor.pos.side;
    editor_init(&ui->edit.editor, &start);
}

bool ui_editor_command(Ui *ui, UiCommand command, int key)
{
    (void)key;
    switch (command) {
    case CMD_EDIT_WHITE_MAN: put_piece(ui, SQ_WHITE_MAN); return true;
    case CMD_EDIT_BLACK_MAN: put_piece(ui, SQ_BLACK_MAN); return true;
    case CMD_EDIT_WHITE_KING: put_piece(ui, SQ_WHITE_KING); return true;
    case CMD_EDIT_BLACK_KING: put_piece(ui, SQ_BLACK_KING); return true;
    case CMD_EDIT_EMPTY: put_piece(ui, SQ_EMPTY); return true;
    case CMD_EDIT_SIDE: editor_set_side(&ui->edit.editor, !ui->edit.editor.pos.side); return true;
    case CMD_EDIT_CLEAR: editor_clear(&ui->edit.editor); return true;
    case CMD_EDIT_START: start_position(ui); return true;
    case CMD_EDIT_PLAY: play_from_setup(ui); return true;
    case CMD_EDIT_LEAVE:
        leave(ui);
        session_pause(&ui->session, false);
        ui_message(ui, NOTE_INFO, "%s", _("Editor closed: the game is as it was."));
        return true;
    default: return false;
    }
}

/* ------------------------------------------------------------------ */
/* Painting: the board shows the set-up, the prompt the squares typed.  */

const Position *ui_editor_position(const Ui *ui) { return &ui->edit.editor.pos; }

/* While a position is set up: what is on the board and the keys.  The
 * keys keep their rows at the panel's foot (what comes before them stops
 * short of those), so that a short terminal (60x15) still shows every one
 * of them; where "(Tab changes)" would wrap the side to move, it is left
 * out: the key lines say what Tab does. */
void ui_editor_panel(const Ui *ui)
{
    const Position *p = &ui->edit.editor.pos;
    PanelCursor panel = panel_cursor(ui), *pc = &panel;
    int end = pc->bottom, keys_rows = ui_panel_key_lines(UI_IN_EDITOR) + 1;   /* and the rule */
    pc->bottom = end - keys_rows;
    panel_line(pc, ui_pair(ui, PAIR_ACCENT) | A_BOLD, "%s", _("Setting up a position"));
    char side[UI_MESSAGE_SIZE];
    snprintf(side, sizeof side, p->side == WHITE ? _("%s White to move  (Tab changes)") : _("%s Black to move  (Tab changes)"),
             side_glyph(ui, p->side));
    if (ui_text_width(side) > pc->w)
        snprintf(side, sizeof side, p->side == WHITE ? _("%s White to move") : _("%s Black to move"), side_glyph(ui, p->side));
    panel_line(pc, A_BOLD, "%s", side);
    for (int who = WHITE; who <= BLACK; who++) {
        /* TRANSLATORS: two counts: write them as labels ("pedine 12, dame 0")
           so that no word has to agree with a count. */
        const char *counts = who == WHITE ? _("%1$s White: %2$d men, %3$d kings") : _("%1$s Black: %2$d men, %3$d kings");
        panel_line(pc, A_NORMAL, counts, side_glyph(ui, who), popcount32(p->men[who]), popcount32(p->kings[who]));
    }
    pc->bottom = end;   /* the keys follow, in the rows kept for them at least */
    panel_rule(ui, pc);
    char line[UI_PANEL_KEY_LINE_SIZE];
    for (int i = 0; ui_panel_key_line(UI_IN_EDITOR, i, line, sizeof line); i++)
        panel_line(pc, A_NORMAL, "%s", line);
}

void ui_editor_prompt(const Ui *ui, int y, int x, int w) { draw_typed_prompt(ui, y, x, w, _("Squares: ")); }
