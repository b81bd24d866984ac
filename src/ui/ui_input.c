/*
 * ui_input.c - what each key does.
 *
 * The scheme keeps typing and commands apart: digits, '-', 'x' (inside a
 * move) and space edit the move prompt (squares in the editor, any
 * character in a file name); every other key of every screen is looked up
 * in the key table (ui_commands.h: on the board Enter plays, Backspace
 * deletes, Esc clears, letters are single-key commands) and its command
 * run here, in ui_review.c or in ui_editor.c.  Arrows and the mouse drive
 * a cursor that selects a piece and then one of its highlighted
 * destinations.  The dialogs (yes/no, new game, file name, capture choice,
 * game list, result box) are modes of the table while they are open.
 */
#include <ctype.h>
#include <curses.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "clock.h"
#include "movegen.h"
#include "notation.h"
#include "words_session.h"
#include "words_move.h"
#include "ui_commands.h"
#include "ui_editor.h"
#include "ui_help.h"
#include "ui_input.h"
#include "ui_keys.h"
#include "ui_layout.h"
#include "ui_review.h"
#include "ui_train.h"
#include "ui_drill.h"


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

static void play_chosen(Ui *ui, const Move *m)
{
    ui->selected = -1;
    ui->nchoices = 0;
    ui->mode = MODE_PLAY;
    ui->prompt[0] = '\0';
    session_play_move(&ui->session, m);
}

static void select_piece(Ui *ui, int sq)
{
    int n = moves_from(ui, sq);
    if (n > 0) {
        ui->selected = sq;
        ui_message(ui, NOTE_INFO, "Piece on %d: choose a highlighted square (Esc cancels).", sq + 1);
    } else if (movegen_has_capture(&ui->session.game.pos)) {
        ui_message(ui, NOTE_ERROR, "A capture is mandatory, and the piece on %d has none to make.", sq + 1);
    } else {
        ui_message(ui, NOTE_ERROR, "The piece on %d cannot move.", sq + 1);
    }
}

/* Enter on a square (or a click): select a piece, or play to a destination. */
static void act_on_square(Ui *ui, int row, int col)
{
    if (!session_may_move(&ui->session) || !ui_review_allows_move(ui))
        return;
    int sq = sq_from_coords(row, col);
    if (sq < 0) {
        ui_message(ui, NOTE_ERROR, "Only the dark squares are played on.");
        return;
    }
    if (ui->selected >= 0) {
        Move found[UI_MAX_CHOICES];
        int n = moves_between(ui, ui->selected, sq, found, UI_MAX_CHOICES);
        if (n == 1) {
            play_chosen(ui, &found[0]);
            return;
        }
        if (n > 1) {
            memcpy(ui->choices, found, (size_t)n * sizeof found[0]);
            ui->nchoices = n;
            ui->choice_index = 0;
            ui->mode = MODE_CHOOSE;
            ui_message(ui, NOTE_INFO, "Several captures end on %d: pick one.", sq + 1);
            return;
        }
        if (sq == ui->selected) {
            ui->selected = -1;
            ui_message(ui, NOTE_INFO, "Selection cancelled.");
            return;
        }
    }
    if (pos_pieces(&ui->session.game.pos, ui->session.game.pos.side) & sq_bit(sq)) {
        select_piece(ui, sq);
        return;
    }
    if (ui->selected >= 0)
        ui_message(ui, NOTE_ERROR, "The piece on %d cannot go to %d.", ui->selected + 1, sq + 1);
    else
        ui_message(ui, NOTE_ERROR, "Select one of your pieces first.");
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
    if (getmouse(&ev) != OK || !(ev.bstate & (BUTTON1_CLICKED | BUTTON1_PRESSED)) || ui->mode != MODE_PLAY)
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
/* The play screen.                                                   */

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
                   "The engine is thinking: type a move to premove it, or Space to make the engine move now.");
    else if (ui->cursor_on)
        act_on_square(ui, ui->cursor_row, ui->cursor_col);
    else if (session_may_move(&ui->session))
        ui_message(ui, NOTE_INFO, "Type a move such as %s, or use the arrow keys. ? shows the keys.",
                   ui_example_moves(ui->session.game.pos.side));
}

static void open_file_dialog(Ui *ui, FileAction action)
{
    ui->file_action = action;
    session_default_save_path(&ui->session, ui->file_input, sizeof ui->file_input);
    if (action == FILE_LOAD && ui->session.loaded_path[0] == '\0' && ui->session.saved_path[0] == '\0')
        snprintf(ui->file_input, sizeof ui->file_input, "%s/", ui->session.files.data_dir);
    ui->mode = MODE_FILE;
}

/* The colour-and-level dialog: for a new game, or the side to take in a
 * loaded one. */
static void open_sides_dialog(Ui *ui, UiMode mode)
{
    ui->new_colour = session_human_side(&ui->session);
    ui->new_level = session_engine_level(&ui->session);
    ui->mode = mode;
}

static void open_help(Ui *ui)
{
    ui->help_top = 0;
    ui->mode = MODE_HELP;
}

static void ask(Ui *ui, ConfirmKind kind)
{
    ui->confirm = kind;
    ui->mode = MODE_CONFIRM;
}

/* rating part: help in a rated game makes it casual (session.h), so the
 * player is asked first. */
static void ask_before_help(Ui *ui, HelpKind help)
{
    ui->casual_help = help;
    ask(ui, CONFIRM_CASUAL);
}

/* A hint or a take-back makes the game casual by itself (the session's
 * rule); the analysis is the front end's, so it says so. */
static void give_help(Ui *ui)
{
    switch (ui->casual_help) {
    case HELP_HINT: session_ask_hint(&ui->session); break;
    case HELP_UNDO: session_undo(&ui->session); break;
    case HELP_ANALYSIS:
        session_make_casual(&ui->session);
        ui_review_analyse(ui);
        break;
    }
}

static void resign_or_ask(Ui *ui)
{
    if (session_game_over(&ui->session))
        session_resign(&ui->session);   /* refused, with the reason */
    else
        ask(ui, CONFIRM_RESIGN);
}

static void new_game_or_ask(Ui *ui)
{
    if (session_in_progress(&ui->session))
        ask(ui, CONFIRM_NEW_GAME);
    else
        open_sides_dialog(ui, MODE_NEW_GAME);
}

/* Like n: a game in progress is not dropped without a yes. */
static void load_or_ask(Ui *ui)
{
    if (session_in_progress(&ui->session))
        ask(ui, CONFIRM_LOAD);
    else
        open_file_dialog(ui, FILE_LOAD);
}

static void quit_or_ask(Ui *ui)
{
    if (session_in_progress(&ui->session))
        ask(ui, CONFIRM_QUIT);
    else
        ui->quit = true;
}

static void undo_or_ask(Ui *ui)
{
    if (session_can_undo(&ui->session) && session_help_costs_rating(&ui->session))
        ask_before_help(ui, HELP_UNDO);
    else
        session_undo(&ui->session);   /* done, or refused with the reason */
}

static void hint_or_ask(Ui *ui)
{
    if (!ui_review_allows_hint(ui))
        return;
    if (session_human_turn(&ui->session) && session_help_costs_rating(&ui->session))
        ask_before_help(ui, HELP_HINT);
    else
        session_ask_hint(&ui->session);
}

static void flip_board(Ui *ui)
{
    ui->flipped = !ui->flipped;
    ui_message(ui, NOTE_INFO, "Board turned: %s at the bottom.", ui->flipped ? "Black" : "White");
}

static void toggle_numbers(Ui *ui)
{
    ui->numbers = !ui->numbers;
    ui_message(ui, NOTE_INFO, "Square numbers %s.", ui->numbers ? "shown" : "hidden");
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
    ui_message(ui, NOTE_INFO, pause ? "Paused: any key goes on, q quits." : "Watching: any key pauses, q quits.");
}

/* Arrows and page keys scroll the help (a short terminal cannot show it
 * all). */
static void scroll_help(Ui *ui, int delta)
{
    int top = ui->help_top + delta, max = ui_help_max_top(COLS, LINES);
    ui->help_top = top < 0 ? 0 : top > max ? max : top;
}

static bool run_dialog_command(Ui *ui, UiCommand command, int key);
static void table_key(Ui *ui, int key);

/* What a command of the key table (ui_commands.h) does; looking back,
 * the analysis and the text page are ui_review.c's, the editor's
 * ui_editor.c's, the dialogs' below. */
static void run_command(Ui *ui, UiCommand command, int key)
{
    enum { PAGE = 10 };
    switch (command) {
    case CMD_NEW_GAME: new_game_or_ask(ui); break;
    case CMD_UNDO: undo_or_ask(ui); break;
    case CMD_REDO: session_redo(&ui->session); break;
    case CMD_HINT: hint_or_ask(ui); break;
    case CMD_FLIP: flip_board(ui); break;
    case CMD_NUMBERS: toggle_numbers(ui); break;
    case CMD_SAVE: open_file_dialog(ui, FILE_SAVE); break;
    case CMD_LOAD: load_or_ask(ui); break;
    case CMD_DRAW: session_offer_draw(&ui->session); break;
    case CMD_RESIGN: resign_or_ask(ui); break;
    case CMD_EDITOR: ui_editor_open(ui); break;
    case CMD_EXERCISES: ui_train_open(ui); break;   /* the exercises due today */
    case CMD_DRILLS: ui_drill_open(ui); break;      /* part "drillui": the endgame drills */
    case CMD_HELP: open_help(ui); break;
    case CMD_QUIT: quit_or_ask(ui); break;
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
    case CMD_HELP_UP: scroll_help(ui, -1); break;
    case CMD_HELP_DOWN: scroll_help(ui, 1); break;
    case CMD_HELP_PAGE_UP: scroll_help(ui, -PAGE); break;
    case CMD_HELP_PAGE_DOWN: scroll_help(ui, PAGE); break;
    case CMD_BACK_TO_GAME: ui->mode = MODE_PLAY; break;
    default:
        if (!ui_review_command(ui, command) && !ui_editor_command(ui, command))
            (void)run_dialog_command(ui, command, key);
        break;
    }
}

static unsigned key_mode(const Ui *ui)
{
    bool watching = session_watching(&ui->session) && !session_game_over(&ui->session);
    return ui_key_mode_of(ui->mode, watching);
}

/* A resize or a mouse event: a click plays on the board; the result box
 * closes (it is drawn over the board the event is about). */
static void screen_event(Ui *ui, unsigned mode, int key)
{
    if (key == KEY_MOUSE && mode == UI_IN_BOARD)
        handle_mouse(ui);
    else if (mode == UI_IN_GAME_OVER)
        ui->mode = MODE_PLAY;
}

/* Keys a screen types rather than looks up: on the board, digits, '-'
 * (and 'x' and space inside a move); in the editor digits, space and
 * comma (squares); a file name takes any character the table does not
 * bind.  True when key was typed. */
static bool typed(Ui *ui, unsigned mode, int key, const UiKeyBinding *b)
{
    if (mode == UI_IN_BOARD && prompt_char(ui, key)) {
        type_into_prompt(ui, key);
        return true;
    }
    if (mode == UI_IN_EDITOR)
        return ui_editor_types(ui, key);
    if (mode == UI_IN_FILE && b == NULL && key >= ' ' && key < 256 && key != 127) {
        append_char(ui->file_input, sizeof ui->file_input, key);
        return true;
    }
    return false;
}

/* Every key of every screen: typed, or looked up in the key table and
 * its command run. */
static void table_key(Ui *ui, int key)
{
    unsigned mode = key_mode(ui);
    if (key == KEY_RESIZE || key == KEY_MOUSE) {
        screen_event(ui, mode, key);
        return;
    }
    const UiKeyBinding *b = ui_command_for(mode, key);
    if (typed(ui, mode, key, b))
        return;
    if (b != NULL)
        run_command(ui, b->command, key);
    else if (mode == UI_IN_BOARD && key < 256 && isgraph(key))
        ui_message(ui, NOTE_ERROR, "No command on that key. Digits type a move; press ? for the keys.");
}

/* ------------------------------------------------------------------ */
/* Dialogs.                                                           */

static void answer_resume(Ui *ui, bool yes)
{
    if (!ui->have_resume)
        return;
    ui->have_resume = false;
    ui_review_reset(ui);
    if (yes) {
        session_resume(&ui->session, &ui->resume, &ui->resume_choice);
        ui->flipped = session_human_side(&ui->session) == BLACK;
    } else {
        session_decline_resume(&ui->session, &ui->resume, &ui->resume_choice);
    }
}

static void answer_confirm(Ui *ui, bool yes)
{
    ui->mode = MODE_PLAY;
    switch (ui->confirm) {
    case CONFIRM_QUIT:
        ui->quit = yes;
        break;
    case CONFIRM_RESIGN:
        if (yes)
            session_resign(&ui->session);
        break;
    case CONFIRM_RESUME:
        answer_resume(ui, yes);
        return;
    case CONFIRM_NEW_GAME:
        if (yes)
            open_sides_dialog(ui, MODE_NEW_GAME);
        break;
    case CONFIRM_LOAD:
        if (yes)
            open_file_dialog(ui, FILE_LOAD);
        break;
    case CONFIRM_OVERWRITE:
        if (yes)
            session_save(&ui->session, ui->save_path, true);
        else
            ui_message(ui, NOTE_INFO, "Not saved: %s is left as it was.", ui->save_path);
        return;
    case CONFIRM_PLAY_ON:
        if (yes)
            ui_review_play_on(ui);
        else
            ui_message(ui, NOTE_INFO, "The game is as it was; End goes back to it.");
        return;
    case CONFIRM_CASUAL:
        if (yes)
            give_help(ui);
        else
            ui_message(ui, NOTE_INFO, "The game stays rated.");
        return;
    case CONFIRM_EGDB_BUILD:   /* part "drillui" */
        ui_drill_answer_offer(ui, yes);
        return;
    }
    if (!yes)
        ui_message(ui, NOTE_INFO, "Go on playing.");
}

/* A new game from a random ballot; the ballots are read the first time
 * (docs/ui.md, "Ballots", says where they are looked for). */
static void new_ballot_game(Ui *ui, const Player players[2])
{
    char path[UI_PATH_SIZE], err[BALLOT_ERRSIZE];
    if (ui->ballots.count == 0 && (!ballot_locate(ui->exe_path, path, sizeof path, err, sizeof err) ||
                                   !ballot_read(path, &ui->ballots, err, sizeof err))) {
        ui_message(ui, NOTE_ERROR, "No ballot game: %s", err);
        return;
    }
    int number = ballot_number_from(&ui->ballots, (unsigned)clock_now_ms() * 2654435761u ^ (unsigned)getpid());
    Position start;
    if (!ballot_position(&ui->ballots, number, &start, err, sizeof err)) {
        ui_message(ui, NOTE_ERROR, "No ballot game: %s", err);
        return;
    }
    Notice n;
    session_new_game(&ui->session, players, &start);
    (void)session_mark_ballot(&ui->session);   /* a ballot may be rated, a set-up never */
    session_take_notice(&ui->session, &n);
    char text[WORDS_SIZE];
    ui_message(ui, NOTE_INFO, "Ballot %d. %s", number, words_notice(&n, text, sizeof text));
}

static void finish_sides_dialog(Ui *ui)
{
    bool new_game = ui->mode == MODE_NEW_GAME;
    ui->mode = MODE_PLAY;
    ui->cursor_on = false;
    ui->selected = -1;
    ui->prompt[0] = '\0';
    ui->flipped = ui->new_colour == BLACK;
    ui_review_reset(ui);
    if (new_game) {
        Player players[2];
        session_players_again(&ui->session, ui->new_colour, ui->new_level, players);
        if (ui->new_ballot)
            new_ballot_game(ui, players);
        else
            session_new_game(&ui->session, players, NULL);
    } else {
        session_choose_side(&ui->session, ui->new_colour, ui->new_level);
    }
}

static void load_game(Ui *ui, const char *path, int index)
{
    if (!session_load_at(&ui->session, path, index, NULL, 0))
        return;
    ui_review_reset(ui);
    open_sides_dialog(ui, MODE_CHOOSE_SIDE);
}

static void close_picker(Ui *ui)
{
    free(ui->picks);
    ui->picks = NULL;
    ui->npicks = 0;
    ui->mode = MODE_PLAY;
}

bool ui_offer_games(Ui *ui, const char *path, bool keeps_loaded)
{
    char err[FILES_ERR_SIZE];
    GameListing *list = malloc(UI_MAX_PICKS * sizeof *list);
    int n = list != NULL ? files_list_games(path, list, UI_MAX_PICKS, err, sizeof err) : -1;
    if (n <= 1) {
        free(list);
        return false;
    }
    free(ui->picks);
    ui->picks = list;
    ui->npicks = n < UI_MAX_PICKS ? n : UI_MAX_PICKS;
    ui->pick_index = 0;
    ui->pick_keeps_loaded = keeps_loaded;
    snprintf(ui->pick_path, sizeof ui->pick_path, "%s", path);
    ui->mode = MODE_PICK_GAME;
    ui_message(ui, NOTE_INFO, "%d games in %s%s: pick one%s.", n, path,
               n > UI_MAX_PICKS ? " (the first ones listed)" : "", keeps_loaded ? " (Esc keeps the first)" : "");
    return true;
}

static void move_pick(Ui *ui, int to)
{
    int last = ui->npicks - 1;
    ui->pick_index = to < 0 ? 0 : to > last ? last : to;
}

static void load_picked(Ui *ui)
{
    char path[UI_PATH_SIZE];
    int index = ui->pick_index;
    snprintf(path, sizeof path, "%s", ui->pick_path);
    close_picker(ui);
    load_game(ui, path, index);
}

static void cancel_pick(Ui *ui)
{
    close_picker(ui);
    if (ui->pick_keeps_loaded)
        ui_message(ui, NOTE_INFO, "The first game of %s stays on the board.", ui->pick_path);
    else
        ui_message(ui, NOTE_INFO, "Nothing loaded.");
}

static void finish_file_dialog(Ui *ui)
{
    char path[UI_PATH_SIZE];
    ui->mode = MODE_PLAY;
    if (ui->file_input[0] == '\0') {
        ui_message(ui, NOTE_ERROR, "No file name given.");
        return;
    }
    files_expand_path(ui->file_input, path, sizeof path);
    if (ui->file_action == FILE_LOAD) {
        if (!ui_offer_games(ui, path, false))
            load_game(ui, path, 0);
        return;
    }
    if (session_save(&ui->session, path, false) == SAVE_WOULD_OVERWRITE) {
        snprintf(ui->save_path, sizeof ui->save_path, "%s", path);
        ask(ui, CONFIRM_OVERWRITE);
    }
}

static void level_by(Ui *ui, int delta)
{
    int level = ui->new_level + delta;
    if (level >= 1 && level <= MAX_LEVEL)
        ui->new_level = level;
}

static void cancel_new_game(Ui *ui)
{
    ui->mode = MODE_PLAY;
    ui_message(ui, NOTE_INFO, "No new game.");
}

static void cancel_file_dialog(Ui *ui)
{
    ui->mode = MODE_PLAY;
    ui_message(ui, NOTE_INFO, "Cancelled.");
}

static void move_choice(Ui *ui, int delta)
{
    int i = ui->choice_index + delta;
    if (i >= 0 && i < ui->nchoices)
        ui->choice_index = i;
}

static void cancel_choice(Ui *ui)
{
    ui->nchoices = 0;
    ui->mode = MODE_PLAY;
    ui_message(ui, NOTE_INFO, "Capture not played.");
}

/* What a dialog's command does; key is the key pressed, for the
 * commands a key's digit says (a level, a capture's number).  False when
 * the command is not a dialog's. */
static bool run_dialog_command(Ui *ui, UiCommand command, int key)
{
    enum { PAGE = 10 };
    switch (command) {
    case CMD_YES: answer_confirm(ui, true); break;
    case CMD_NO: answer_confirm(ui, false); break;
    case CMD_QUIT_AGAIN:
        if (ui->confirm == CONFIRM_QUIT)
            answer_confirm(ui, true);
        break;
    case CMD_PLAY_WHITE: ui->new_colour = WHITE; break;
    case CMD_PLAY_BLACK: ui->new_colour = BLACK; break;
    case CMD_SWAP_COLOUR: ui->new_colour = !ui->new_colour; break;
    case CMD_LEVEL_UP: level_by(ui, 1); break;
    case CMD_LEVEL_DOWN: level_by(ui, -1); break;
    case CMD_LEVEL_DIGIT: ui->new_level = key - '0'; break;
    case CMD_LEVEL_MAX: ui->new_level = MAX_LEVEL; break;
    case CMD_BALLOT: ui->new_ballot = !ui->new_ballot; break;
    case CMD_START_GAME: finish_sides_dialog(ui); break;
    case CMD_NO_NEW_GAME: cancel_new_game(ui); break;
    case CMD_FILE_DONE: finish_file_dialog(ui); break;
    case CMD_FILE_CANCEL: cancel_file_dialog(ui); break;
    case CMD_FILE_BACKSPACE: delete_last_char(ui->file_input); break;
    case CMD_FILE_CLEAR: ui->file_input[0] = '\0'; break;
    case CMD_CHOICE_DIGIT:
        if (key - '1' < ui->nchoices)
            play_chosen(ui, &ui->choices[key - '1']);
        break;
    case CMD_CHOICE_UP: move_choice(ui, -1); break;
    case CMD_CHOICE_DOWN: move_choice(ui, 1); break;
    case CMD_CHOICE_PLAY: play_chosen(ui, &ui->choices[ui->choice_index]); break;
    case CMD_CHOICE_CANCEL: cancel_choice(ui); break;
    case CMD_PICK_UP: move_pick(ui, ui->pick_index - 1); break;
    case CMD_PICK_DOWN: move_pick(ui, ui->pick_index + 1); break;
    case CMD_PICK_PAGE_UP: move_pick(ui, ui->pick_index - PAGE); break;
    case CMD_PICK_PAGE_DOWN: move_pick(ui, ui->pick_index + PAGE); break;
    case CMD_PICK_FIRST: move_pick(ui, 0); break;
    case CMD_PICK_LAST: move_pick(ui, ui->npicks - 1); break;
    case CMD_PICK_LOAD: load_picked(ui); break;
    case CMD_PICK_CANCEL: cancel_pick(ui); break;
    case CMD_CLOSE_BOX: ui->mode = MODE_PLAY; break;
    case CMD_BOX_THEN_BOARD:
        /* The result box closes and the key does what it does on the board. */
        ui->mode = MODE_PLAY;
        table_key(ui, key);
        break;
    default: return false;
    }
    return true;
}

/* The "terminal too small" page shows no board: keys that would act
 * unseen are ignored; only quitting (and answering a question the page
 * shows) works there. */
static void too_small_key(Ui *ui, int key)
{
    const UiKeyBinding *b = ui_command_for(UI_IN_BOARD, key);
    if (ui->mode == MODE_CONFIRM)
        table_key(ui, key);
    else if (b != NULL && b->command == CMD_QUIT)
        quit_or_ask(ui);
}

void ui_handle_key(Ui *ui, int key)
{
    if (ui->layout.too_small) {
        too_small_key(ui, key);
        return;
    }
    if (ui->mode == MODE_TRAIN) {   /* an exercise: its answer, Esc and Enter (ui_train.c) */
        ui_train_key(ui, key);
        return;
    }
    if (ui->mode == MODE_DRILL) {   /* part "drillui": the drills (ui_drill.c) */
        ui_drill_key(ui, key);
        return;
    }
    table_key(ui, key);
}
