/*
 * ui_puzzle.c - part "puzzleui": the tiri in the game (ui_puzzle.h,
 * docs/puzzles.md).
 *
 * The puzzles are read once, at the first z; the attempts file is read
 * again before each puzzle, so that answers given meanwhile with `dama
 * puzzle --answer` count, and the draw is the one `dama puzzle` makes from
 * the same file.  A damaged attempts file is never written over: no
 * puzzle is offered until it is mended.
 */
#include "ui_puzzle.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "intl.h"
#include "notation.h"
#include "puzzle_set.h"
#include "text.h"
#include "ui_keys.h"
#include "ui_message.h"
#include "ui_open.h"
#include "ui_paint.h"
#include "words_move.h"
#include "words_puzzle.h"

enum { LINE_TEXT = PUZZLE_LINE_MAX * MOVE_STRSIZE };

struct UiPuzzle {
    PuzzleSet set;             /* count 0 until read */
    PuzzleRecord record;       /* the attempts, read before each puzzle */
    char record_path[UI_PATH_SIZE];
    PuzzleTry attempt;         /* the puzzle shown, as far as it is played */
    Glicko before, after;      /* the puzzle rating before the attempt, after it once recorded */
    bool recorded;             /* the attempt is over and in the file */
    bool was_paused, was_flipped;
};

const Position *ui_puzzle_position(const Ui *ui)
{
    return &ui->puzzle->attempt.pos;
}

/* The defence's last reply; after a wrong move, the line's move instead. */
void ui_puzzle_marks(const Ui *ui, BoardMarks *mk)
{
    const PuzzleTry *t = &ui->puzzle->attempt;
    if (t->has_reply) {
        mk->last = move_squares(&t->reply);
        mk->last_captured = t->reply.captured;
    }
    const Move *right = t->over && !t->solved ? puzzle_try_expected(t) : NULL;
    if (right != NULL) {
        mk->hint = move_squares(right);
        mk->taken = right->captured;
    }
}

void ui_puzzle_free(Ui *ui)
{
    if (ui->puzzle == NULL)
        return;
    puzzle_set_free(&ui->puzzle->set);
    puzzle_record_free(&ui->puzzle->record);
    free(ui->puzzle);
    ui->puzzle = NULL;
}

/* The file of puzzles, read at first use; false with a message. */
static bool read_set(Ui *ui, UiPuzzle *z)
{
    if (z->set.count > 0)
        return true;
    char path[UI_PATH_SIZE], shown[UI_PATH_SIZE];
    if (!puzzle_set_locate(ui->exe_path, path, sizeof path)) {
        text_sanitize(shown, sizeof shown, path);
        ui_message(ui, NOTE_ERROR,
                   _("the puzzles are missing: %s cannot be read (reinstall dama, or set DAMA_PUZZLES)"), shown);
        return false;
    }
    PuzzleSetError e;
    if (puzzle_set_read(path, &z->set, &e) != PUZZLE_SET_OK) {
        if (e.status == PUZZLE_SET_NO_MEMORY) {
            ui_message(ui, NOTE_ERROR, "%s", _("Out of memory: no puzzles.")); /* as the screen says it elsewhere */
            return false;
        }
        char said[UI_MESSAGE_SIZE];
        words_puzzle_set_error(path, &e, said, sizeof said);
        if (puzzle_set_error_is_damage(e.status))
            ui_message(ui, NOTE_ERROR, _("The puzzles file is damaged: %s"), said);
        else
            ui_message(ui, NOTE_ERROR, "%s", said);
        return false;
    }
    return true;
}

/* The attempts so far; false with a message (a damaged file is left as
 * it is). */
static bool read_record(Ui *ui, UiPuzzle *z)
{
    const Files *files = &ui->session.files;
    if (files->data_dir[0] == '\0') {
        ui_message(ui, NOTE_ERROR, "%s", _("No home directory: no puzzles."));
        return false;
    }
    puzzle_record_free(&z->record);
    puzzle_record_path(files->data_dir, z->record_path, sizeof z->record_path);
    FileProblem why;
    int line = 0;
    PuzzleRecordStatus st = puzzle_record_read(z->record_path, &z->record, &line, &why);
    if (st == PUZZLE_RECORD_NO_MEMORY) {
        ui_message(ui, NOTE_ERROR, "%s", _("Out of memory: no puzzles.")); /* as the screen says it elsewhere */
    } else if (st != PUZZLE_RECORD_OK) {
        char said[UI_MESSAGE_SIZE];
        ui_message(ui, NOTE_ERROR, "%s", words_puzzle_record_error(z->record_path, st, line, &why, said, sizeof said));
    }
    return st == PUZZLE_RECORD_OK;
}

static const char *to_play_sentence(int side)
{
    return side == WHITE ? _("White to play and win.") : _("Black to play and win.");
}

/* The next puzzle near the rating; false with a message. */
static bool show_next(Ui *ui, UiPuzzle *z)
{
    if (!read_record(ui, z))
        return false;
    z->before = puzzle_rating(&z->record, NULL);
    z->recorded = false;
    puzzle_try_start(&z->attempt, puzzle_draw(&z->set, &z->record, glicko_rounded(&z->before)));
    ui->prompt[0] = '\0';
    ui->flipped = z->attempt.pos.side == BLACK;   /* the side to move at the bottom */
    ui_message(ui, NOTE_INFO, "%s", to_play_sentence(z->attempt.pos.side));
    return true;
}

/* The state, made at first use. */
static UiPuzzle *puzzle_state(Ui *ui)
{
    if (ui->puzzle == NULL && (ui->puzzle = calloc(1, sizeof *ui->puzzle)) == NULL)
        ui_message(ui, NOTE_ERROR, "%s", _("Out of memory: no puzzles."));
    return ui->puzzle;
}

void ui_puzzle_open(Ui *ui)
{
    UiPuzzle *z = puzzle_state(ui);
    if (z == NULL || !read_set(ui, z))
        return;
    bool flipped = ui->flipped;
    if (!show_next(ui, z))
        return;
    z->was_flipped = flipped;
    z->was_paused = ui->session.paused;
    session_pause(&ui->session, true);
    ui->mode = MODE_PUZZLE;
    ui->selected = -1;
    ui->cursor_on = false;
}

static void leave(Ui *ui)
{
    UiPuzzle *z = ui->puzzle;
    ui_open_board(ui);
    ui->prompt[0] = '\0';
    ui->flipped = z->was_flipped;
    session_pause(&ui->session, z->was_paused);
    puzzle_record_free(&z->record);
}

/* The attempt is over: into the file, the rating moved; a file that
 * cannot be written is said, and the rating stays. */
static void record_attempt(Ui *ui, UiPuzzle *z)
{
    PuzzleAttempt a = puzzle_try_attempt(&z->attempt, (long long)time(NULL));
    PuzzleRecordStatus st = PUZZLE_RECORD_WRITE_FAILED;
    FileProblem why;
    if (files_ensure_dir(&ui->session.files, &why))
        st = puzzle_record_add(z->record_path, &z->record, &a, &why);
    z->recorded = st == PUZZLE_RECORD_OK;
    z->after = z->recorded ? puzzle_rating_after(&z->before, a.difficulty, a.solved) : z->before;
    if (st == PUZZLE_RECORD_NO_MEMORY)
        ui_message(ui, NOTE_ERROR, "%s", _("Out of memory: the attempt was not recorded."));
    else if (!z->recorded)
        ui_message_file_problem(ui, &why);
    else if (a.solved)
        ui_message(ui, NOTE_GOOD, "%s", _("Solved. Enter: the next puzzle, Esc: back to the game."));
    else
        ui_message(ui, NOTE_ERROR, "%s",
                   _("Not the move of the solution. Enter: the next puzzle, Esc: back to the game."));
}

static void play_typed(Ui *ui, UiPuzzle *z)
{
    Move m;
    MoveRefusal why;
    char text[WORDS_SIZE];
    if (ui->prompt[0] == '\0')   /* nothing typed: nothing to judge */
        return;
    if (move_parse_why(&z->attempt.pos, ui->prompt, false, &m, &why) != PARSE_OK) {
        ui_message(ui, NOTE_ERROR, "%s", words_refused_move(ui->prompt, &why, text, sizeof text));
        return;
    }
    ui->prompt[0] = '\0';
    PuzzleStep step = puzzle_try_move(&z->attempt, &m);
    if (step == PUZZLE_STEP_RIGHT)
        ui_message(ui, NOTE_GOOD, "%s", _("Right. Your move again."));
    else if (step == PUZZLE_STEP_SOLVED || step == PUZZLE_STEP_WRONG)
        record_attempt(ui, z);
}

/* The solver's move is typed: digits, '-' and 'x' (until the attempt is
 * over). */
bool ui_puzzle_types(Ui *ui, int key, const UiKeyBinding *b)
{
    (void)b;
    if (ui->puzzle->attempt.over || key <= 0 || key >= 128 || strchr("0123456789-x", key) == NULL)
        return false;
    append_char(ui->prompt, sizeof ui->prompt, key);
    return true;
}

/* Once the attempt is over only Enter, Space, flipping and leaving do
 * anything. */
bool ui_puzzle_command(Ui *ui, UiCommand command, int key)
{
    (void)key;
    UiPuzzle *z = ui->puzzle;
    switch (command) {
    case CMD_PUZZLE_LEAVE:
        leave(ui);
        ui_message(ui, NOTE_INFO, "%s", _("Back to the game."));
        return true;
    case CMD_PUZZLE_ENTER:
        if (!z->attempt.over)
            play_typed(ui, z);
        else if (!show_next(ui, z))
            leave(ui);   /* the message says why */
        return true;
    case CMD_PUZZLE_NEXT:
        if (z->attempt.over && !show_next(ui, z))
            leave(ui);
        return true;
    case CMD_BACKSPACE:
        if (!z->attempt.over)
            delete_last_char(ui->prompt);
        return true;
    case CMD_FLIP:
        ui->flipped = !ui->flipped;
        return true;
    default: return false;
    }
}

/* ------------------------------------------------------------------ */
/* The panel                                                           */

static const char *theme_sentence(PuzzleTheme theme)
{
    switch (theme) {
    case THEME_PRESA_MULTIPLA:
        return _("Theme: a multiple capture after a sacrifice (presa multipla dopo sacrificio).");
    case THEME_SFONDAMENTO: return _("Theme: a breakthrough to crown (sfondamento a dama).");
    case THEME_PRECEDENZA: return _("Theme: a shot won by the precedence rules (precedenza).");
    case THEME_TIRO:
    case THEME_COUNT: break;
    }
    return _("Theme: a shot (tiro).");
}

static const char *reply_sentence(int side)
{
    return side == WHITE ? _("White replied %s.") : _("Black replied %s.");
}

/* What the end of the attempt says: the verdict, the right move, the line. */
static int end_lines(const UiPuzzle *z, char lines[][UI_PUZZLE_LINE_SIZE], int n, int max)
{
    const PuzzleTry *t = &z->attempt;
    char mv[MOVE_STRSIZE], line[LINE_TEXT];
    if (n < max && t->solved)
        snprintf(lines[n++], UI_PUZZLE_LINE_SIZE, "%s", _("Solved: the line is played out and the gain is secured."));
    else if (n < max)
        snprintf(lines[n++], UI_PUZZLE_LINE_SIZE, _("Not solved: the move was %s."),
                 move_format(puzzle_try_expected(t), mv, sizeof mv));
    move_format_line(t->puzzle->moves, t->puzzle->len, line, sizeof line);
    if (n < max)
        snprintf(lines[n++], UI_PUZZLE_LINE_SIZE, _("The solution: %s"), line);
    if (n < max && z->recorded)
        snprintf(lines[n++], UI_PUZZLE_LINE_SIZE, _("Puzzle rating %d -> %d"), glicko_rounded(&z->before),
                 glicko_rounded(&z->after));
    if (n < max)
        snprintf(lines[n++], UI_PUZZLE_LINE_SIZE, "%s", _("Enter: the next puzzle.  Esc: back to the game."));
    return n;
}

static int puzzle_lines(const Ui *ui, char lines[][UI_PUZZLE_LINE_SIZE], int max)
{
    const UiPuzzle *z = ui->puzzle;
    const PuzzleTry *t = &z->attempt;
    const Puzzle *p = t->puzzle;
    char mv[MOVE_STRSIZE];
    int n = 0;
    if (n < max)
        snprintf(lines[n++], UI_PUZZLE_LINE_SIZE, _("Puzzle %d"), p->id);
    if (n < max)
        snprintf(lines[n++], UI_PUZZLE_LINE_SIZE, "%s", theme_sentence(p->theme));
    if (n < max)
        snprintf(lines[n++], UI_PUZZLE_LINE_SIZE, _("Difficulty %d; your puzzle rating %d."), p->difficulty,
                 glicko_rounded(&z->before));
    if (n < max)
        snprintf(lines[n++], UI_PUZZLE_LINE_SIZE, "%s", to_play_sentence(p->start.side));
    if (n < max && t->has_reply)
        snprintf(lines[n++], UI_PUZZLE_LINE_SIZE, reply_sentence(p->start.side == WHITE ? BLACK : WHITE),
                 move_format(&t->reply, mv, sizeof mv));
    if (t->over)
        return end_lines(z, lines, n, max);
    if (n < max)
        snprintf(lines[n++], UI_PUZZLE_LINE_SIZE, _("Your move %d of %d."), t->ply / 2 + 1, puzzle_solver_moves(p));
    if (n < max)
        snprintf(lines[n++], UI_PUZZLE_LINE_SIZE, "%s", _("Type it, then Enter.  Esc: back to the game."));
    return n;
}

void ui_puzzle_panel(const Ui *ui)
{
    char lines[UI_PUZZLE_LINES][UI_PUZZLE_LINE_SIZE];
    int n = puzzle_lines(ui, lines, UI_PUZZLE_LINES);
    panel_sentences(ui, lines[0], sizeof lines[0], n);
}

/* Once the attempt is over nothing is typed: the panel says what next. */
void ui_puzzle_prompt(const Ui *ui, int y, int x, int w)
{
    if (!ui->puzzle->attempt.over)
        draw_typed_prompt(ui, y, x, w, _("Your move: "));
}
