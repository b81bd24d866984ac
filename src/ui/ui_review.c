/*
 * ui_review.c - review, analysis, engine information and text export
 * commands (ui_review.h).
 */
#include "ui_review.h"

#include <curses.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fen.h"
#include "notation.h"
#include "ui_export.h"
#include "ui_message.h"
#include "intl.h"
#include "words_move.h"
#include "words_session.h"
#include "ui_train.h"
#include "ui_drill.h"

enum { PAGE_STEP = 10 };

void ui_review_init(Ui *ui)
{
    char err[SETTINGS_ERR_SIZE];
    review_init(&ui->review);
    if (!settings_load(&ui->session.files, &ui->settings, err, sizeof err))
        ui_message(ui, NOTE_ERROR, "Settings not read (%s); using the defaults.", err);
    ui->analysis = analysis_job_new();
    if (ui->analysis != NULL)
        analysis_job_set_egdb(ui->analysis, ui->session.egdb);
}

void ui_review_free(Ui *ui)
{
    analysis_job_free(ui->analysis);
    ui->analysis = NULL;
}

void ui_review_reset(Ui *ui)
{
    review_leave(&ui->review);
    if (ui->analysis != NULL)
        analysis_job_forget(ui->analysis);
}

const Position *ui_shown_position(const Ui *ui)
{
    /* The position editor shows the set-up it is making. */
    if (ui->mode == MODE_EDIT)
        return &ui->editor.pos;
    if (ui->mode == MODE_TRAIN)   /* part "train": the exercise's position */
        return ui_train_position(ui);
    if (ui->mode == MODE_DRILL && ui_drill_playing(ui))   /* part "drillui": the drill's position */
        return ui_drill_position(ui);
    return review_position(&ui->review, &ui->session.game);
}

const GameReview *ui_game_review(const Ui *ui, int *valid)
{
    *valid = 0;
    if (ui->analysis == NULL)
        return NULL;
    return analysis_job_review(ui->analysis, &ui->session.game, valid);
}

int ui_marks_side(const Ui *ui)
{
    bool white = session_is_human(&ui->session, WHITE), black = session_is_human(&ui->session, BLACK);
    if (ui->all_marks || white == black)   /* both sides asked, two players, or a watched game */
        return REVIEW_ANY_SIDE;
    return white ? WHITE : BLACK;
}

bool ui_mark_shown(const Ui *ui, const GameReview *gr, int valid, int ply)
{
    if (gr == NULL || ply < 0 || ply >= valid || ply >= gr->nplies || gr->plies[ply].verdict == VERDICT_GOOD)
        return false;
    int side = ui_marks_side(ui);
    return side == REVIEW_ANY_SIDE || gr->plies[ply].side == side;
}

bool ui_engine_info_wanted(const Ui *ui)
{
    /* Hidden only from someone playing: watching the engine play itself
     * gives nothing away. */
    bool someone_plays = session_is_human(&ui->session, WHITE) || session_is_human(&ui->session, BLACK);
    return ui->settings.show_engine_info || !someone_plays || review_active(&ui->review, &ui->session.game);
}

/* The sentences name this front end's keys, so they live here, not in
 * the session (review.c only says whether). */
bool ui_review_allows_move(Ui *ui)
{
    if (review_allows_move(&ui->review, &ui->session.game))
        return true;
    ui_message(ui, NOTE_ERROR, "%s",
               _("You are looking at an earlier position: End goes back to the game, c plays on from here."));
    return false;
}

bool ui_review_allows_hint(Ui *ui)
{
    if (review_allows_hint(&ui->review, &ui->session.game))
        return true;
    ui_message(ui, NOTE_ERROR, "%s", _("A hint is for the game's position: press End to go back to it."));
    return false;
}

/* ------------------------------------------------------------------ */
/* Looking back.                                                      */

/* "Move 3...10-14" for the position shown, or where it is. */
static void describe_shown(const Ui *ui, char *buf, size_t size)
{
    const Game *g = &ui->session.game;
    int ply = review_shown_ply(&ui->review, g);
    if (ply == 0) {
        snprintf(buf, size, "The start position");
        return;
    }
    char label[MOVE_STRSIZE + 16];
    game_move_label(g, ply - 1, label, sizeof label);
    snprintf(buf, size, "After %s", label);
}

static void go_to(Ui *ui, int ply)
{
    const Game *g = &ui->session.game;
    ui->selected = -1;
    ui->prompt[0] = '\0';
    if (!review_goto(&ui->review, g, ply)) {
        ui_message(ui, NOTE_INFO, "%s", review_active(&ui->review, g) || ply <= 0 ? "No move before this one."
                                                                                   : "This is the game's position.");
        return;
    }
    char where[UI_MESSAGE_SIZE];
    describe_shown(ui, where, sizeof where);
    if (review_active(&ui->review, g))
        ui_message(ui, NOTE_INFO, "%s (%d of %d). End: back to the game; c: play on from here.", where,
                   review_shown_ply(&ui->review, g), g->nplies);
    else
        ui_message(ui, NOTE_INFO, "Back to the game.%s%s", session_turn(&ui->session) != TURN_NONE ? " " : "",
                   words_turn(session_turn(&ui->session)));
}

void ui_review_show_move(Ui *ui, int ply) { go_to(ui, ply + 1); }

static void step(Ui *ui, int delta) { go_to(ui, review_shown_ply(&ui->review, &ui->session.game) + delta); }

/* "4...9-13? is a mistake." and what it lost, what was better and what
 * punishes it, each a whole sentence. */
static void say_mark(Ui *ui, const PlyReview *p, int ply)
{
    static const char *const VERDICT_SENTENCES[] = {
        [VERDICT_INACCURACY] = "%s%s is an inaccuracy.",
        [VERDICT_MISTAKE] = "%s%s is a mistake.",
        [VERDICT_BLUNDER] = "%s%s is a blunder.",
    };
    char label[MOVE_STRSIZE + 16], verdict[MOVE_STRSIZE + 64], why[2 * MOVE_STRSIZE + 96];
    char better[MOVE_STRSIZE] = "?", reply[MOVE_STRSIZE];
    game_move_label(&ui->session.game, ply, label, sizeof label);
    snprintf(verdict, sizeof verdict, VERDICT_SENTENCES[p->verdict], label, verdict_glyph(p->verdict));
    if (p->better_len > 0)
        move_format(&p->better[0], better, sizeof better);
    if (p->refutation_len > 0)
        snprintf(why, sizeof why, "It loses %d.%02d: %s answers it; %s was better.", p->loss / 100, p->loss % 100,
                 move_format(&p->refutation[0], reply, sizeof reply), better);
    else
        snprintf(why, sizeof why, "It loses %d.%02d; %s was better.", p->loss / 100, p->loss % 100, better);
    ui_message(ui, p->verdict >= VERDICT_MISTAKE ? NOTE_ERROR : NOTE_INFO, "%s %s", verdict, why);
}

static void next_mistake(Ui *ui)
{
    int valid;
    const GameReview *gr = ui_game_review(ui, &valid);
    if (gr == NULL) {
        ui_message(ui, NOTE_ERROR, "No analysis yet: press a to analyse the game.");
        return;
    }
    int side = ui_marks_side(ui);
    int i = review_next_marked(&ui->review, &ui->session.game, gr, valid, VERDICT_INACCURACY, side);
    if (i < 0) {
        ui_message(ui, NOTE_GOOD, side == REVIEW_ANY_SIDE
                                      ? "No inaccuracy, mistake or blunder in the moves analysed."
                                      : "No inaccuracy, mistake or blunder of yours in the moves analysed.");
        return;
    }
    go_to(ui, i + 1);
    say_mark(ui, &gr->plies[i], i);
}

/* o: the player's own marks only, or both sides'. */
static void toggle_marks_shown(Ui *ui)
{
    bool white = session_is_human(&ui->session, WHITE), black = session_is_human(&ui->session, BLACK);
    if (white == black) {
        ui_message(ui, NOTE_INFO, "The marks of both sides are shown: nobody plays the engine here.");
        return;
    }
    ui->all_marks = !ui->all_marks;
    ui_message(ui, NOTE_INFO, ui->all_marks ? "The marks of both sides are shown; o shows only yours."
                                            : "Only your marks are shown; o shows both sides'.");
}

static void ask_play_on(Ui *ui)
{
    const Game *g = &ui->session.game;
    if (!review_active(&ui->review, g)) {
        ui_message(ui, NOTE_INFO, "This is the game's position: just play on (PgUp looks back).");
        return;
    }
    ui->confirm = CONFIRM_PLAY_ON;
    ui->mode = MODE_CONFIRM;
}

void ui_review_play_on(Ui *ui)
{
    if (session_play_on_from(&ui->session, review_shown_ply(&ui->review, &ui->session.game)))
        review_leave(&ui->review);
}

/* ------------------------------------------------------------------ */
/* The analysis.                                                      */

void ui_review_analyse(Ui *ui)
{
    if (ui->analysis == NULL) {
        ui_message(ui, NOTE_ERROR, "No analysis: the engine could not be created (out of memory?).");
        return;
    }
    if (analysis_job_running(ui->analysis)) {
        ui_message(ui, NOTE_INFO, "The analysis is running; play or look on meanwhile.");
        return;
    }
    const SearchLimits lim = analysis_default_limits();
    if (!analysis_job_start(ui->analysis, &ui->session.game, &lim)) {
        ui_message(ui, NOTE_ERROR, "The analysis could not start.");
        return;
    }
    ui_message(ui, NOTE_INFO, "Analysing the game (%d positions, depth %d); play or look on meanwhile.",
               ui->session.game.nplies + 1, lim.depth);
}

void ui_review_poll(Ui *ui)
{
    bool failed;
    if (ui->analysis == NULL || !analysis_job_poll(ui->analysis, &failed)) {
        if (ui->analysis != NULL && failed)
            ui_message(ui, NOTE_ERROR, "The analysis ran out of memory.");
        return;
    }
    int valid;
    const GameReview *gr = ui_game_review(ui, &valid);
    if (gr == NULL)
        return;
    int marks[2] = {0, 0};
    for (int i = 0; i < valid; i++)
        marks[gr->plies[i].side] += gr->plies[i].verdict != VERDICT_GOOD;
    ui_message(ui, NOTE_GOOD, "Analysis done: %d marked %s by White, %d by Black; m jumps to the next.", marks[WHITE],
               marks[WHITE] == 1 ? "move" : "moves", marks[BLACK]);
}

/* ------------------------------------------------------------------ */
/* Engine information and text.                                       */

static void toggle_engine_info(Ui *ui)
{
    char err[SETTINGS_ERR_SIZE];
    ui->settings.show_engine_info = !ui->settings.show_engine_info;
    const char *what = ui->settings.show_engine_info ? "shown" : "hidden during play";
    if (settings_save(&ui->session.files, &ui->settings, err, sizeof err))
        ui_message(ui, NOTE_INFO, "The engine's evaluation and line are %s (remembered).", what);
    else
        ui_message(ui, NOTE_ERROR, "The engine's evaluation and line are %s; not remembered: %s", what, err);
}

/* Through the terminal: the escape goes out after curses' own output. */
static void copy_to_clipboard(Ui *ui, const char *what, const char *text, const char *shown)
{
    char *seq = ui_osc52(text);
    if (seq == NULL) {
        ui_message(ui, NOTE_ERROR, "Not copied: out of memory.");
        return;
    }
    fputs(seq, stdout);
    fflush(stdout);
    free(seq);
    ui_message(ui, NOTE_GOOD, "Copied %s to the clipboard (through the terminal, OSC 52)%s%s", what,
               shown[0] ? ": " : ".", shown);
}

static void copy_fen(Ui *ui)
{
    char fen[FEN_BUFSIZE];
    fen_format(ui_shown_position(ui), fen, sizeof fen);
    copy_to_clipboard(ui, "the FEN", fen, fen);
}

/* The players by the names saved games and the archive give them. */
static char *game_pdn(const Ui *ui)
{
    char white[PDN_VALUE_MAX], black[PDN_VALUE_MAX];
    session_player_name(&ui->session, WHITE, white, sizeof white);
    session_player_name(&ui->session, BLACK, black, sizeof black);
    return ui_game_pdn(&ui->session.game, white, black);
}

static void copy_pdn(Ui *ui)
{
    char *pdn = game_pdn(ui);
    if (pdn == NULL) {
        ui_message(ui, NOTE_ERROR, "Not copied: the game could not be written.");
        return;
    }
    char what[64];
    snprintf(what, sizeof what, "the game (PDN, %d plies)", ui->session.game.nplies);
    copy_to_clipboard(ui, what, pdn, "");
    free(pdn);
}

int ui_text_page(const Ui *ui, char **buf, const char **lines, int max)
{
    char fen[FEN_BUFSIZE], where[UI_MESSAGE_SIZE];
    fen_format(ui_shown_position(ui), fen, sizeof fen);
    describe_shown(ui, where, sizeof where);
    char *pdn = game_pdn(ui);
    size_t size = strlen(fen) + strlen(where) + (pdn ? strlen(pdn) : 0) + 64;
    *buf = malloc(size);
    if (*buf == NULL) {
        free(pdn);
        return 0;
    }
    snprintf(*buf, size, "#FEN (%s)\n%s\n\n#PDN (the game)\n%s", where, fen, pdn ? pdn : "(could not be written)");
    free(pdn);
    int n = 0;
    for (char *p = *buf; *p != '\0' && n < max;) {
        lines[n++] = p;
        char *nl = strchr(p, '\n');
        if (nl == NULL)
            break;
        *nl = '\0';
        p = nl + 1;
    }
    while (n > 0 && lines[n - 1][0] == '\0')
        n--;
    return n;
}

/* Keep the first line shown on the page. */
static void clamp_text_top(Ui *ui)
{
    char *buf = NULL;
    const char *lines[UI_TEXT_PAGE_MAX_LINES];
    int n = ui_text_page(ui, &buf, lines, UI_TEXT_PAGE_MAX_LINES);
    free(buf);
    if (ui->text_top > n - 1)
        ui->text_top = n > 0 ? n - 1 : 0;
}

static void open_text_page(Ui *ui)
{
    ui->text_top = 0;
    ui->mode = MODE_TEXT;
    ui->message[0] = '\0';
}

/* ------------------------------------------------------------------ */
/* The commands (their keys: ui_commands.c).                          */

/* The analysis of a rated game in progress is help: asked first. */
static void analyse_or_ask(Ui *ui)
{
    if (session_help_costs_rating(&ui->session) && !(ui->analysis != NULL && analysis_job_running(ui->analysis))) {
        ui->casual_help = HELP_ANALYSIS;
        ui->confirm = CONFIRM_CASUAL;
        ui->mode = MODE_CONFIRM;
    } else {
        ui_review_analyse(ui);
    }
}

static void scroll_text(Ui *ui, int delta)
{
    int top = ui->text_top + delta;
    ui->text_top = top > 0 ? top : 0;
    clamp_text_top(ui);
}

bool ui_review_command(Ui *ui, UiCommand command)
{
    switch (command) {
    case CMD_REVIEW_BACK: step(ui, -1); return true;
    case CMD_REVIEW_FORWARD: step(ui, 1); return true;
    case CMD_REVIEW_START: go_to(ui, 0); return true;
    case CMD_REVIEW_END: go_to(ui, ui->session.game.nplies); return true;
    case CMD_ANALYSE: analyse_or_ask(ui); return true;
    case CMD_NEXT_MARK: next_mistake(ui); return true;
    case CMD_MARKS: toggle_marks_shown(ui); return true;
    case CMD_PLAY_ON: ask_play_on(ui); return true;
    case CMD_ENGINE_INFO: toggle_engine_info(ui); return true;
    case CMD_TEXT_PAGE: open_text_page(ui); return true;
    case CMD_COPY_FEN:
    case CMD_TEXT_COPY_FEN: copy_fen(ui); return true;
    case CMD_TEXT_COPY_PDN: copy_pdn(ui); return true;
    case CMD_TEXT_UP: scroll_text(ui, -1); return true;
    case CMD_TEXT_DOWN: scroll_text(ui, 1); return true;
    case CMD_TEXT_PAGE_UP: scroll_text(ui, -PAGE_STEP); return true;
    case CMD_TEXT_PAGE_DOWN: scroll_text(ui, PAGE_STEP); return true;
    default: return false;
    }
}
