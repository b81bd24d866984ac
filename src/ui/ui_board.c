/*
 * ui_board.c - the board screen's keys (MODE_PLAY, and watching two
 * engines): digits, '-', 'x' (inside a move) and space type the move
 * prompt; every other key is looked up in the key table (ui_commands.h:
 * Enter plays, Backspace deletes, Esc clears, letters are single-key
 * commands) and its command run here or, for looking back, the analysis
 * and the text page, in ui_review.c.  Arrows and the mouse drive a cursor
 * that selects a piece and then one of its highlighted destinations.  Its
 * painter is ui_draw.c's (the board, the side panel, the prompt).
 */
#include "ui_board.h"

#include <ctype.h>
#include <curses.h>
#include <stdio.h>
#include <string.h>

#include "movegen.h"
#include "ui_choose.h"
#include "ui_drill.h"
#include "ui_editor.h"
#include "ui_keys.h"
#include "intl.h"
#include "ui_layout.h"
#include "ui_message.h"
#include "ui_open.h"
#include "ui_puzzle.h"
#include "ui_review.h"
#include "ui_train.h"

bool ui_board_watching(const Ui *ui)
{
    return session_watching(&ui->session) && !session_game_over(&ui->session);
}

/* ------------------------------------------------------------------ */
/* Cursor and mouse play.                                             */

/* Legal moves of the piece on from that end on to. */
static int moves_between(const Ui *ui, int from, int to, Move *out, int max)
{
    MoveList list;
    int n = 0;
    movegen_legal(&ui->session.game.pos, &list);
    for (int i = 0; i < list.count; i++)
        if (list.moves[i].from == from && list.moves[i].to == to && n < max)
            out[n++] = list.moves[i];
    return n;
}

static int moves_from(const Ui *ui, int from)
{
    MoveList list;
    int n = 0;
    movegen_legal(&ui->session.game.pos, &list);
    for (int i = 0; i < list.count; i++)
        n += list.moves[i].from == from;
    return n;
}

static void select_piece(Ui *ui, int sq)
{
    int n = moves_from(ui, sq);
    if (n > 0) {
        ui->selected = sq;
        ui_message(ui, NOTE_INFO, _("Piece on %d: choose a highlighted square (Esc cancels)."), sq + 1);
    } else if (movegen_has_capture(&ui->session.game.pos)) {
        ui_message(ui, NOTE_ERROR, _("A capture is mandatory, and the piece on %d has none to make."), sq + 1);
    } else {
        ui_message(ui, NOTE_ERROR, _("The piece on %d cannot move."), sq + 1);
    }
}

/* Enter on a square (or a click): select a piece, or play to a destination. */
static void act_on_square(Ui *ui, int row, int col)
{
    if (!session_may_move(&ui->session) || !ui_review_allows_move(ui))
        return;
    int sq = sq_from_coords(row, col);
    if (sq < 0) {
        ui_message(ui, NOTE_ERROR, "%s", _("Only the dark squares are played on."));
        return;
    }
    if (ui->selected >= 0) {
        Move found[UI_MAX_CHOICES];
        int n = moves_between(ui, ui->selected, sq, found, UI_MAX_CHOICES);
        if (n == 1) {
            ui_choose_play(ui, &found[0]);
            return;
        }
        if (n > 1) {
            ui_choose_open(ui, found, n, sq);
            return;
        }
        if (sq == ui->selected) {
            ui->selected = -1;
            ui_message(ui, NOTE_INFO, "%s", _("Selection cancelled."));
            return;
        }
    }
    if (pos_pieces(&ui->session.game.pos, ui->session.game.pos.side) & sq_bit(sq)) {
        select_piece(ui, sq);
        return;
    }
    if (ui->selected >= 0)
        ui_message(ui, NOTE_ERROR, _("The piece on %d cannot go to %d."), ui->selected + 1, sq + 1);
    else
        ui_message(ui, NOTE_ERROR, "%s", _("Select one of your pieces first."));
}

/* The ply of the move drawn at (y, x) in the move list, or -1. */
static int move_at(const Ui *ui, int y, int x)
{
    const MoveListHits *h = &ui->move_hits;
    if (!h->shown || y < h->y0 || y >= h->y0 + h->rows)
        return -1;
    int ply = 2 * (h->first_line + y - h->y0) - h->first_ply;
    if (x >= h->black_x && x < h->black_x + h->col_w)
        ply++;
    else if (x < h->white_x || x >= h->white_x + h->col_w)
        return -1;
    return ply >= 0 && ply < ui->session.game.nplies ? ply : -1;
}

static void handle_mouse(Ui *ui)
{
    MEVENT ev;
    int row, col;
    if (getmouse(&ev) != OK || !(ev.bstate & (BUTTON1_CLICKED | BUTTON1_PRESSED)))
        return;
    int ply = move_at(ui, ev.y, ev.x);
    if (ply >= 0) {
        ui_review_show_move(ui, ply);
        return;
    }
    if (!ui_screen_to_board(&ui->layout, ui->flipped, ev.y, ev.x, &row, &col))
        return;
    ui->cursor_on = true;
    ui->cursor_row = row;
    ui->cursor_col = col;
    act_on_square(ui, row, col);
}

/* ------------------------------------------------------------------ */
/* The move prompt and the commands.                                  */

static bool prompt_char(const Ui *ui, int key)
{
    if (isdigit(key) || key == '-')
        return true;
    /* 'x' with nothing typed yet is the resign key. */
    return (key == 'x' || key == 'X' || key == ' ') && ui->prompt[0] != '\0';
}

static void type_into_prompt(Ui *ui, int key)
{
    /* While the engine thinks the move typed is a premove. */
    if (!session_may_premove(&ui->session) && !session_may_move(&ui->session))
        return;
    ui->selected = -1;
    append_char(ui->prompt, sizeof ui->prompt, key == 'X' ? 'x' : key);
}

static void submit_prompt(Ui *ui)
{
    char typed[UI_PROMPT_SIZE];
    snprintf(typed, sizeof typed, "%s", ui->prompt);
    ui->prompt[0] = '\0';
    /* Typed while looking back: refused whole, not key by key. */
    if (!ui_review_allows_move(ui))
        return;
    if (session_may_premove(&ui->session))
        session_set_premove(&ui->session, typed);
    else
        session_play_text(&ui->session, typed);
}

/* Enter plays what was typed or pointed at, and lets a held engine (after
 * a load) start; it never hurries a thinking engine: an Enter meant for a
 * move could come just after the engine's turn began. */
static void press_enter(Ui *ui)
{
    if (ui->prompt[0] != '\0')
        submit_prompt(ui);
    else if (ui->session.engine_held && session_move_now(&ui->session))
        return;
    else if (session_engine_thinking(&ui->session))
        ui_message(ui, NOTE_INFO,
                   "%s", _("The engine is thinking: type a move to premove it, or Space to make the engine move now."));
    else if (ui->cursor_on)
        act_on_square(ui, ui->cursor_row, ui->cursor_col);
    else if (session_may_move(&ui->session))
        ui_message(ui, NOTE_INFO, _("Type a move such as %s, or use the arrow keys. ? shows the keys."),
                   ui_example_moves(ui->session.game.pos.side));
}

static void resign_or_ask(Ui *ui)
{
    if (session_game_over(&ui->session))
        session_resign(&ui->session);   /* refused, with the reason */
    else
        ui_ask(ui, CONFIRM_RESIGN);
}

static void new_game_or_ask(Ui *ui)
{
    if (session_in_progress(&ui->session))
        ui_ask(ui, CONFIRM_NEW_GAME);
    else
        ui_open_sides(ui, MODE_NEW_GAME);
}

/* Like n: a game in progress is not dropped without a yes. */
static void load_or_ask(Ui *ui)
{
    if (session_in_progress(&ui->session))
        ui_ask(ui, CONFIRM_LOAD);
    else
        ui_open_file_dialog(ui, FILE_LOAD);
}

void ui_board_quit_or_ask(Ui *ui)
{
    if (session_in_progress(&ui->session))
        ui_ask(ui, CONFIRM_QUIT);
    else
        ui->quit = true;
}

static void undo_or_ask(Ui *ui)
{
    if (session_can_undo(&ui->session) && session_help_costs_rating(&ui->session))
        ui_ask_before_help(ui, HELP_UNDO);
    else
        session_undo(&ui->session);   /* done, or refused with the reason */
}

static void hint_or_ask(Ui *ui)
{
    if (!ui_review_allows_hint(ui))
        return;
    if (session_human_turn(&ui->session) && session_help_costs_rating(&ui->session))
        ui_ask_before_help(ui, HELP_HINT);
    else
        session_ask_hint(&ui->session);
}

static void flip_board(Ui *ui)
{
    ui->flipped = !ui->flipped;
    ui_message(ui, NOTE_INFO, "%s",
               ui->flipped ? _("Board turned: Black at the bottom.") : _("Board turned: White at the bottom."));
}

static void toggle_numbers(Ui *ui)
{
    ui->numbers = !ui->numbers;
    ui_message(ui, NOTE_INFO, "%s", ui->numbers ? _("Square numbers shown.") : _("Square numbers hidden."));
}

/* Esc on the board: nothing typed, selected or premoved any more. */
static void clear_board_input(Ui *ui)
{
    ui->prompt[0] = '\0';
    ui->selected = -1;
    ui->cursor_on = false;
    ui->message[0] = '\0';
    session_clear_premove(&ui->session);   /* its notice says so */
}

/* Watching two engines: any key without a command pauses or goes on. */
static void toggle_pause(Ui *ui)
{
    bool pause = !ui->session.paused;
    session_pause(&ui->session, pause);
    ui_message(ui, NOTE_INFO, "%s",
               pause ? _("Paused: any key goes on, q quits.") : _("Watching: any key pauses, q quits."));
}


/* What a command of the board's rows does; looking back, the analysis
 * and the text page are ui_review.c's. */
bool ui_board_command(Ui *ui, UiCommand command, int key)
{
    (void)key;
    switch (command) {
    case CMD_NEW_GAME: new_game_or_ask(ui); break;
    case CMD_UNDO: undo_or_ask(ui); break;
    case CMD_REDO: session_redo(&ui->session); break;
    case CMD_HINT: hint_or_ask(ui); break;
    case CMD_FLIP: flip_board(ui); break;
    case CMD_NUMBERS: toggle_numbers(ui); break;
    case CMD_SAVE: ui_open_file_dialog(ui, FILE_SAVE); break;
    case CMD_LOAD: load_or_ask(ui); break;
    case CMD_DRAW: session_offer_draw(&ui->session); break;
    case CMD_RESIGN: resign_or_ask(ui); break;
    case CMD_EDITOR: ui_editor_open(ui); break;
    case CMD_EXERCISES: ui_train_open(ui); break;   /* the exercises due today */
    case CMD_PUZZLES: ui_puzzle_open(ui); break;    /* part "puzzleui": the next puzzle */
    case CMD_DRILLS: ui_drill_open(ui); break;      /* part "drillui": the endgame drills */
    case CMD_HELP: ui_open_help(ui); break;
    case CMD_QUIT: ui_board_quit_or_ask(ui); break;
    case CMD_REPAINT: clearok(curscr, TRUE); break;
    case CMD_ENTER: press_enter(ui); break;
    case CMD_MOVE_NOW:
        /* Space (with nothing typed): the engine's move now. */
        if (!session_move_now(&ui->session))
            press_enter(ui);
        break;
    case CMD_CLEAR: clear_board_input(ui); break;
    case CMD_BACKSPACE: delete_last_char(ui->prompt); break;
    case CMD_CURSOR_UP: move_cursor(ui, -1, 0); break;
    case CMD_CURSOR_DOWN: move_cursor(ui, 1, 0); break;
    case CMD_CURSOR_LEFT: move_cursor(ui, 0, -1); break;
    case CMD_CURSOR_RIGHT: move_cursor(ui, 0, 1); break;
    case CMD_QUIT_NOW: ui->quit = true; break;
    case CMD_PAUSE: toggle_pause(ui); break;
    default: return ui_review_command(ui, command);
    }
    return true;
}

bool ui_board_types(Ui *ui, int key, const UiKeyBinding *b)
{
    (void)b;
    if (ui_board_watching(ui))
        return false;   /* nothing is typed: any key pauses */
    if (!prompt_char(ui, key))
        return false;
    type_into_prompt(ui, key);
    return true;
}

void ui_board_event(Ui *ui, int key)
{
    if (key == KEY_MOUSE && !ui_board_watching(ui))
        handle_mouse(ui);
}

void ui_board_no_command(Ui *ui, int key)
{
    if (!ui_board_watching(ui) && key < 256 && isgraph(key))
        ui_message(ui, NOTE_ERROR, "%s", _("No command on that key. Digits type a move; press ? for the keys."));
}
