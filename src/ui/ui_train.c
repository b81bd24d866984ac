/*
 * ui_train.c - the exercises of the player's mistakes in the game
 * (ui_train.h, docs/training.md).
 *
 * Opening them analyses the newest archived games not analysed yet at
 * once (the game is paused meanwhile, so no game is slowed), keeps the
 * state file up to date, and asks the exercises due today in file order.
 * Part "idle": the other games are analysed in the background
 * (ui_idle.c); exercises it finds while the screen is open join the ones
 * asked.  Every write is training.h's transaction (training_store_...),
 * so the background's writes and the answers never undo each other.
 */
#include "ui_train.h"

#include <curses.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "archive.h"
#include "filewrite.h"
#include "intl.h"
#include "words_number.h"
#include "notation.h"
#include "training.h"
#include "ui_idle.h"
#include "ui_keys.h"
#include "ui_message.h"
#include "ui_open.h"
#include "ui_paint.h"

enum {
    LINE_TEXT = ANALYSIS_PV_MAX * MOVE_STRSIZE,
    /* The newest games analysed while the player waits (w, the game-over
     * box): a long archive is left to `dama train --update`. */
    OPEN_MAX_GAMES = 3
};

struct UiTrain {
    Training training;
    char path[UI_PATH_SIZE];
    char player[ARCHIVE_NAME_SIZE];
    int today;
    int *due;                  /* the ids of the exercises asked, in order */
    int ndue, current;
    int added;                 /* new exercises: the update's, the background's */
    bool answered;
    Move move;
    TrainingAnswer answer;
    bool was_paused;
    Analysis *analysis;
};

static Exercise *shown_exercise(const Ui *ui)
{
    UiTrain *t = ui->train;
    return training_find(&t->training, t->due[t->current]);   /* asked, so in the file */
}

const Position *ui_train_position(const Ui *ui)
{
    return &shown_exercise(ui)->pos;
}

static void release(UiTrain *t)
{
    training_free(&t->training);
    free(t->due);
    t->due = NULL;
    t->ndue = t->current = 0;
}

void ui_train_free(Ui *ui)
{
    if (ui->train == NULL)
        return;
    release(ui->train);
    analysis_free(ui->train->analysis);
    free(ui->train);
    ui->train = NULL;
}

/* Analyse the newest games not analysed yet, each stored in the file as
 * it is done; nothing when another dama analyses them now (it will store
 * them).  False with a message when it cannot. */
static bool analyse_newest(Ui *ui, UiTrain *t, const char *archive)
{
    FileProblem why;
    int lock = training_lock_analysis(t->path, false, &why);
    if (lock == FILE_LOCK_BUSY)
        return true;
    if (lock < 0) {
        ui_message_file_problem(ui, &why);
        return false;
    }
    TrainingUpdate u = {0};
    TrainingUpdateStatus st = training_update_file(t->path, archive, t->player, OPEN_MAX_GAMES, t->analysis, t->today,
                                                   NULL, NULL, &u, &why);
    training_unlock(lock);
    t->added += u.exercises;
    if (st == TRAINING_UPDATE_NO_ARCHIVE || st == TRAINING_UPDATE_NO_FILE) {
        ui_message_file_problem(ui, &why);
        return false;
    }
    return true;
}

/* Analyse the newest games, then read the state: false with a message when
 * it cannot. */
static bool bring_up_to_date(Ui *ui, UiTrain *t)
{
    char archive[UI_PATH_SIZE];
    FileProblem why;
    const Files *files = &ui->session.files;
    if (files->data_dir[0] == '\0') {
        ui_message(ui, NOTE_ERROR, "%s", _("No home directory: no exercises."));
        return false;
    }
    training_path(files->data_dir, t->path, sizeof t->path);
    archive_path(files->data_dir, archive, sizeof archive);
    ui_idle_pause(ui);   /* part "idle": one analysis at a time; it goes on behind the exercises */
    t->added = ui_idle_unseen(ui);
    ui_idle_seen(ui);
    if (!analyse_newest(ui, t, archive))
        return false;
    if (training_load(t->path, &t->training, &why) != 0) {
        ui_message_file_problem(ui, &why);
        return false;
    }
    return true;
}

static bool is_asked(const UiTrain *t, int id)
{
    for (int i = 0; i < t->ndue; i++)
        if (t->due[i] == id)
            return true;
    return false;
}

/* The exercises due today not asked yet join the end of the list. */
static bool collect_due(UiTrain *t)
{
    int *grown = realloc(t->due, (size_t)(t->training.count > 0 ? t->training.count : 1) * sizeof *t->due);
    if (grown == NULL)
        return false;
    t->due = grown;
    for (int i = 0; i < t->training.count; i++) {
        const Exercise *e = &t->training.exercises[i];
        if (training_is_of(e, t->player) && training_is_due(e, t->today) && !is_asked(t, e->id))
            t->due[t->ndue++] = e->id;
    }
    return true;
}

static void leave(Ui *ui)
{
    ui_open_board(ui);
    ui->prompt[0] = '\0';
    session_pause(&ui->session, ui->train->was_paused);
    release(ui->train);
}

static void show_current(Ui *ui)
{
    UiTrain *t = ui->train;
    t->answered = false;
    ui->prompt[0] = '\0';
    ui->flipped = shown_exercise(ui)->pos.side == BLACK;
    ui_message(ui, NOTE_INFO, "%s", _("Find a better move than the one you played."));
}

/* The state, made at first use (its analysis keeps a 16 MiB table). */
static UiTrain *train_state(Ui *ui)
{
    if (ui->train == NULL) {
        ui->train = calloc(1, sizeof *ui->train);
        if (ui->train == NULL || (ui->train->analysis = analysis_new()) == NULL) {
            free(ui->train);
            ui->train = NULL;
            ui_message(ui, NOTE_ERROR, "%s", _("Out of memory: no exercises."));
        }
    }
    return ui->train;
}

/* part "idle": the exercises found in the background while the screen is
 * open join the list (the file read again: the answers given are in it). */
void ui_train_poll(Ui *ui)
{
    UiTrain *t = ui->train;
    if (ui->mode != MODE_TRAIN || t == NULL)
        return;
    int arrived = ui_idle_take_arrived(ui);
    if (arrived == 0)
        return;
    Training fresh;
    FileProblem why;
    if (training_load(t->path, &fresh, &why) != 0)
        return;   /* the next answer's write says why */
    training_free(&t->training);
    t->training = fresh;
    t->added += arrived;
    ui_idle_seen(ui);
    (void)collect_due(t);
}

bool ui_train_game_over_line(const Ui *ui, char *buf, size_t size)
{
    int unseen = ui_idle_unseen(ui);
    if (unseen > 0) {
        snprintf(buf, size, P_("w  %d new exercise to solve", "w  %d new exercises to solve", unseen), unseen);
        return true;
    }
    return ui_idle_progress_line(ui, buf, size);
}

void ui_train_open(Ui *ui)
{
    if (train_state(ui) == NULL)
        return;
    UiTrain *t = ui->train;
    t->today = training_today();
    session_player_name(&ui->session, session_human_side(&ui->session), t->player, sizeof t->player);
    if (!bring_up_to_date(ui, t) || !collect_due(t)) {
        release(t);
        return;
    }
    if (t->ndue == 0) {
        ui_message(ui, NOTE_INFO, "%s", _("No exercise is due today: your mistakes of the games to come will be."));
        release(t);
        return;
    }
    t->was_paused = ui->session.paused;
    session_pause(&ui->session, true);
    ui->mode = MODE_TRAIN;
    ui->selected = -1;
    ui->cursor_on = false;
    show_current(ui);
}

static void answer(Ui *ui)
{
    UiTrain *t = ui->train;
    Exercise *e = shown_exercise(ui);
    char err[NOTATION_ERRSIZE];
    if (move_parse(&e->pos, ui->prompt, &t->move, err, sizeof err) != PARSE_OK) {
        ui_message(ui, NOTE_ERROR, "%s", err);
        return;
    }
    ui_idle_pause(ui);   /* part "idle": the judging has the processor; the loop resumes it */
    if (training_answer(e, t->analysis, &t->move, t->today, &t->answer) != ANALYSIS_DONE) {
        ui_message(ui, NOTE_ERROR, "%s", _("Out of memory: the answer was not judged."));
        return;
    }
    t->answered = true;
    FileProblem why;
    if (training_store_answer(t->path, e, &why) != 0)   /* into the file as it is now */
        ui_message_file_problem(ui, &why);
    else if (t->answer.accepted)
        ui_message(ui, NOTE_GOOD, "%s", _("Right. Enter: the next exercise, Esc: back to the game."));
    else
        ui_message(ui, NOTE_ERROR, "%s", _("Not this one. Enter: the next exercise, Esc: back to the game."));
}

static void next(Ui *ui)
{
    UiTrain *t = ui->train;
    if (t->current + 1 >= t->ndue) {
        leave(ui);
        ui_message(ui, NOTE_INFO, "%s", _("That was the last exercise due today."));
        return;
    }
    t->current++;
    show_current(ui);
}

/* The answer is typed: digits, '-' and 'x' (before it is judged). */
bool ui_train_types(Ui *ui, int key, const UiKeyBinding *b)
{
    (void)b;
    if (ui->train->answered || key <= 0 || key >= 128 || strchr("0123456789-x", key) == NULL)
        return false;
    append_char(ui->prompt, sizeof ui->prompt, key);
    return true;
}

/* Once the answer is judged only Enter, Space and leaving do anything. */
bool ui_train_command(Ui *ui, UiCommand command, int key)
{
    (void)key;
    UiTrain *t = ui->train;
    switch (command) {
    case CMD_TRAIN_LEAVE:
        leave(ui);
        ui_message(ui, NOTE_INFO, "%s", _("Back to the game."));
        return true;
    case CMD_TRAIN_ENTER:
        if (t->answered)
            next(ui);
        else
            answer(ui);
        return true;
    case CMD_TRAIN_NEXT:
        if (t->answered)
            next(ui);
        return true;
    case CMD_BACKSPACE:
        if (!t->answered)
            delete_last_char(ui->prompt);
        return true;
    case CMD_FLIP:
        if (!t->answered)
            ui->flipped = !ui->flipped;
        return true;
    default: return false;
    }
}

/* ------------------------------------------------------------------ */
/* The panel                                                           */


static void loss_text(int loss, char *buf, size_t size)
{
    snprintf(buf, size, "%d.%02d", loss / 100, loss % 100);
}

/* The story told after an answer. */
static int story_lines(const Ui *ui, char lines[][UI_TRAIN_LINE_SIZE], int n, int max)
{
    const UiTrain *t = ui->train;
    const Exercise *e = shown_exercise(ui);
    char m[MOVE_STRSIZE], played[MOVE_STRSIZE], loss[32], line[LINE_TEXT], due[TRAINING_DATE_SIZE];
    move_format(&t->move, m, sizeof m);
    move_format(&e->played, played, sizeof played);
    if (n < max && t->answer.accepted)
        snprintf(lines[n++], UI_TRAIN_LINE_SIZE, _("Accepted: %s is as good as the best move."), m);
    else if (n < max && move_equal(&t->move, &e->played))
        snprintf(lines[n++], UI_TRAIN_LINE_SIZE, _("Not accepted: %s is the move played in the game."), m);
    else if (n < max) {
        loss_text(t->answer.loss, loss, sizeof loss);
        snprintf(lines[n++], UI_TRAIN_LINE_SIZE, _("Not accepted: %s loses %s men against the best move."), m, loss);
    }
    loss_text(e->loss, loss, sizeof loss);
    if (n < max)
        snprintf(lines[n++], UI_TRAIN_LINE_SIZE, _("In the game %s was played and lost %s men."), played, loss);
    move_format_line(e->refutation, e->refutation_len, line, sizeof line);
    if (n < max && e->refutation_len > 0)
        snprintf(lines[n++], UI_TRAIN_LINE_SIZE, _("Refutation: %s"), line);
    move_format_line(e->better, e->better_len, line, sizeof line);
    if (n < max)
        snprintf(lines[n++], UI_TRAIN_LINE_SIZE, _("Better: %s"), line);
    char shown[TRAINING_DATE_SIZE + 16];
    training_day_text(t->answer.due, due, sizeof due);
    if (n < max)
        snprintf(lines[n++], UI_TRAIN_LINE_SIZE, _("Next: box %d, due %s."), t->answer.new_box,
                 words_date(due, shown, sizeof shown));
    return n;
}

static int exercise_lines(const Ui *ui, char lines[][UI_TRAIN_LINE_SIZE], int max)
{
    const UiTrain *t = ui->train;
    const Exercise *e = shown_exercise(ui);
    char played[MOVE_STRSIZE];
    int n = 0;
    if (n < max)
        snprintf(lines[n++], UI_TRAIN_LINE_SIZE, _("Exercise %d of %d due today (box %d)"), t->current + 1, t->ndue,
                 e->box);
    if (n < max && t->added > 0)
        snprintf(lines[n++], UI_TRAIN_LINE_SIZE,
                 P_("%d new exercise from your latest games.", "%d new exercises from your latest games.", t->added),
                 t->added);
    if (n < max && ui_idle_progress_line(ui, lines[n], UI_TRAIN_LINE_SIZE))   /* part "idle" */
        n++;
    if (n < max)
        snprintf(lines[n++], UI_TRAIN_LINE_SIZE, _("Your game of %s against level %d."), e->date, e->level);
    if (n < max)
        snprintf(lines[n++], UI_TRAIN_LINE_SIZE, _("You played %s here."),
                 move_format(&e->played, played, sizeof played));
    if (n < max)
        snprintf(lines[n++], UI_TRAIN_LINE_SIZE, "%s", _("Find a better move than the one you played."));
    if (t->answered)
        return story_lines(ui, lines, n, max);
    if (n < max)
        snprintf(lines[n++], UI_TRAIN_LINE_SIZE, "%s", _("Type it, then Enter.  Esc: back to the game."));
    return n;
}

/* part "train" (issue 17): the exercise shown, then its story. */
void ui_train_panel(const Ui *ui)
{
    char lines[UI_TRAIN_LINES][UI_TRAIN_LINE_SIZE];
    int n = exercise_lines(ui, lines, UI_TRAIN_LINES);
    panel_sentences(ui, lines[0], sizeof lines[0], n);
}

void ui_train_prompt(const Ui *ui, int y, int x, int w) { draw_typed_prompt(ui, y, x, w, _("Your move: ")); }
