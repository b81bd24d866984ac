/*
 * ui_review.c - review, analysis, engine information and text export
 * commands (ui_review.h): each command calls the session layer's
 * review_state.h and says what happened; the rules are there.
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
#include "words_files.h"
#include "words_move.h"
#include "words_number.h"
#include "words_session.h"
#include "ui_open.h"

void ui_review_init(Ui *ui)
{
    FileProblem why;
    char err[FILE_PROBLEM_TEXT_SIZE];
    if (!review_state_init(&ui->review, &ui->session, &why))
        ui_message(ui, NOTE_ERROR, _("Settings not read (%s); using the defaults."),
                   words_file_problem(&why, err, sizeof err));
}

void ui_review_free(Ui *ui) { review_state_free(&ui->review); }

void ui_review_reset(Ui *ui) { review_state_reset(&ui->review); }

/* The sentences name this front end's keys, so they live here, not in
 * the session (review.c only says whether). */
bool ui_review_allows_move(Ui *ui)
{
    if (review_allows_move(&ui->review.shown, &ui->session.game))
        return true;
    ui_message(ui, NOTE_ERROR, "%s",
               _("You are looking at an earlier position: End goes back to the game, c plays on from here."));
    return false;
}

bool ui_review_allows_hint(Ui *ui)
{
    if (review_allows_hint(&ui->review.shown, &ui->session.game))
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
    int ply = review_shown_ply(&ui->review.shown, g);
    if (ply == 0) {
        snprintf(buf, size, "%s", _("The start position"));
        return;
    }
    char label[MOVE_STRSIZE + 16];
    game_move_label(g, ply - 1, label, sizeof label);
    snprintf(buf, size, _("After %s"), label);
}

static void go_to_step(Ui *ui, ReviewStep step)
{
    const Game *g = &ui->session.game;
    switch (step) {
    case REVIEW_NOTHING_BEFORE: ui_message(ui, NOTE_INFO, "%s", _("No move before this one.")); return;
    case REVIEW_AT_GAME: ui_message(ui, NOTE_INFO, "%s", _("This is the game's position.")); return;
    case REVIEW_SHOWS_EARLIER: {
        char where[UI_MESSAGE_SIZE];
        describe_shown(ui, where, sizeof where);
        ui_message(ui, NOTE_INFO, _("%s (%d of %d). End: back to the game; c: play on from here."), where,
                   review_shown_ply(&ui->review.shown, g), g->nplies);
        return;
    }
    case REVIEW_SHOWS_GAME:
        if (session_turn(&ui->session) != TURN_NONE)
            ui_message(ui, NOTE_INFO, _("Back to the game. %s"), words_turn(session_turn(&ui->session)));
        else
            ui_message(ui, NOTE_INFO, "%s", _("Back to the game."));
        return;
    }
}

/* Nothing typed or selected stays behind a change of the position shown. */
static void drop_input(Ui *ui)
{
    ui->selected = -1;
    ui->prompt[0] = '\0';
}

static void go_to(Ui *ui, int ply)
{
    drop_input(ui);
    go_to_step(ui, review_state_goto(&ui->review, &ui->session.game, ply));
}

void ui_review_show_move(Ui *ui, int ply) { go_to(ui, ply + 1); }

static void step(Ui *ui, int delta)
{
    drop_input(ui);
    go_to_step(ui, review_state_step(&ui->review, &ui->session.game, delta));
}

/* "4...9-13? is a mistake." and what it lost, what was better and what
 * punishes it, each a whole sentence. */
static void say_mark(Ui *ui, const PlyReview *p, int ply)
{
    static const char *const VERDICT_SENTENCES[] = {
        [VERDICT_INACCURACY] = N_("%s%s is an inaccuracy."),
        [VERDICT_MISTAKE] = N_("%s%s is a mistake."),
        [VERDICT_BLUNDER] = N_("%s%s is a blunder."),
    };
    char label[MOVE_STRSIZE + 16], verdict[MOVE_STRSIZE + 64], why[2 * MOVE_STRSIZE + 96];
    char better[MOVE_STRSIZE] = "?", reply[MOVE_STRSIZE];
    game_move_label(&ui->session.game, ply, label, sizeof label);
    snprintf(verdict, sizeof verdict, _(VERDICT_SENTENCES[p->verdict]), label, verdict_glyph(p->verdict));
    if (p->better_len > 0)
        move_format(&p->better[0], better, sizeof better);
    char loss[32];
    words_decimal(p->loss / 100.0, 2, loss, sizeof loss);   /* "0,52" in Italian and French */
    if (p->refutation_len > 0)
        snprintf(why, sizeof why, _("It loses %s: %s answers it; %s was better."), loss,
                 move_format(&p->refutation[0], reply, sizeof reply), better);
    else
        snprintf(why, sizeof why, _("It loses %s; %s was better."), loss, better);
    ui_message(ui, p->verdict >= VERDICT_MISTAKE ? NOTE_ERROR : NOTE_INFO, "%s %s", verdict, why);
}

static void next_mistake(Ui *ui)
{
    int ply, valid;
    switch (review_state_next_mark(&ui->review, &ui->session, &ply)) {
    case REVIEW_MARK_NO_ANALYSIS:
        ui_message(ui, NOTE_ERROR, "%s", _("No analysis yet: press a to analyse the game."));
        return;
    case REVIEW_MARK_NONE:
        ui_message(ui, NOTE_GOOD, "%s",
                   review_state_marks_side(&ui->review, &ui->session) == REVIEW_ANY_SIDE
                                      ? _("No inaccuracy, mistake or blunder in the moves analysed.")
                                      : _("No inaccuracy, mistake or blunder of yours in the moves analysed."));
        return;
    case REVIEW_MARK_FOUND:   /* shown now; what the mark says replaces where it is */
        drop_input(ui);
        say_mark(ui, &review_state_game_review(&ui->review, &ui->session.game, &valid)->plies[ply], ply);
        return;
    }
}

static void toggle_marks_shown(Ui *ui)
{
    switch (review_state_toggle_marks(&ui->review, &ui->session)) {
    case REVIEW_MARKS_BOTH_ALWAYS:
        ui_message(ui, NOTE_INFO, "%s", _("The marks of both sides are shown: nobody plays the engine here."));
        return;
    case REVIEW_MARKS_BOTH: ui_message(ui, NOTE_INFO, "%s", _("The marks of both sides are shown; o shows only yours.")); return;
    case REVIEW_MARKS_OWN: ui_message(ui, NOTE_INFO, "%s", _("Only your marks are shown; o shows both sides'.")); return;
    }
}

static void ask_play_on(Ui *ui)
{
    const Game *g = &ui->session.game;
    if (!review_active(&ui->review.shown, g)) {
        ui_message(ui, NOTE_INFO, "%s", _("This is the game's position: just play on (PgUp looks back)."));
        return;
    }
    ui_ask(ui, CONFIRM_PLAY_ON);
}

void ui_review_play_on(Ui *ui) { (void)review_state_play_on(&ui->review, &ui->session); }

/* ------------------------------------------------------------------ */
/* The analysis.                                                      */

void ui_review_analyse(Ui *ui, bool casual_ok)
{
    const SearchLimits lim = analysis_default_limits();
    switch (review_state_analyse(&ui->review, &ui->session, casual_ok, &lim)) {
    case REVIEW_ANALYSIS_ASK_FIRST: ui_ask_before_help(ui, HELP_ANALYSIS); return;
    case REVIEW_ANALYSIS_NO_ENGINE:
        ui_message(ui, NOTE_ERROR, "%s", _("No analysis: the engine could not be created (out of memory?)."));
        return;
    case REVIEW_ANALYSIS_RUNNING: ui_message(ui, NOTE_INFO, "%s", _("The analysis is running; play or look on meanwhile.")); return;
    case REVIEW_ANALYSIS_NOT_STARTED: ui_message(ui, NOTE_ERROR, "%s", _("The analysis could not start.")); return;
    case REVIEW_ANALYSIS_STARTED:
        ui_message(ui, NOTE_INFO, _("Analysing the game (%d positions, depth %d); play or look on meanwhile."),
                   ui->session.game.nplies + 1, lim.depth);
        return;
    }
}

void ui_review_poll(Ui *ui)
{
    int marks[2];
    switch (review_state_poll(&ui->review, &ui->session.game, marks)) {
    case REVIEW_ANALYSIS_NOTHING: return;
    case REVIEW_ANALYSIS_FAILED: ui_message(ui, NOTE_ERROR, "%s", _("The analysis ran out of memory.")); return;
    case REVIEW_ANALYSIS_DONE:
        ui_message(ui, NOTE_GOOD, _("Analysis done. Marked moves: White %d, Black %d. m jumps to the next."),
                   marks[WHITE], marks[BLACK]);
        return;
    }
}

/* ------------------------------------------------------------------ */
/* Engine information and text.                                       */

static void toggle_engine_info(Ui *ui)
{
    FileProblem why;
    char err[FILE_PROBLEM_TEXT_SIZE];
    bool saved = review_state_toggle_engine_info(&ui->review, &ui->session, &why);
    bool shown = ui->review.settings.show_engine_info;
    if (saved)
        ui_message(ui, NOTE_INFO, "%s",
                   shown ? _("The engine's evaluation and line are shown (remembered).")
                         : _("The engine's evaluation and line are hidden during play (remembered)."));
    else
        ui_message(ui, NOTE_ERROR,
                   shown ? _("The engine's evaluation and line are shown; not remembered: %s")
                         : _("The engine's evaluation and line are hidden during play; not remembered: %s"),
                   words_file_problem(&why, err, sizeof err));
}

/* Through the terminal: the escape goes out after curses' own output. */
static void copy_to_clipboard(Ui *ui, const char *text, const char *copied)
{
    char *seq = ui_osc52(text);
    if (seq == NULL) {
        ui_message(ui, NOTE_ERROR, "%s", _("Not copied: out of memory."));
        return;
    }
    fputs(seq, stdout);
    fflush(stdout);
    free(seq);
    ui_message(ui, NOTE_GOOD, "%s", copied);
}

void ui_review_copy_fen(Ui *ui)
{
    char fen[FEN_BUFSIZE];
    fen_format(review_position(&ui->review.shown, &ui->session.game), fen, sizeof fen);
    char copied[FEN_BUFSIZE + 128];
    snprintf(copied, sizeof copied, _("Copied the FEN to the clipboard (through the terminal, OSC 52): %s"), fen);
    copy_to_clipboard(ui, fen, copied);
}

/* The players by the names saved games and the archive give them. */
static char *game_pdn(const Ui *ui)
{
    char white[PDN_VALUE_MAX], black[PDN_VALUE_MAX];
    session_player_name(&ui->session, WHITE, white, sizeof white);
    session_player_name(&ui->session, BLACK, black, sizeof black);
    return ui_game_pdn(&ui->session.game, white, black);
}

void ui_review_copy_pdn(Ui *ui)
{
    char *pdn = game_pdn(ui);
    if (pdn == NULL) {
        ui_message(ui, NOTE_ERROR, "%s", _("Not copied: the game could not be written."));
        return;
    }
    char copied[256];
    int plies = ui->session.game.nplies;
    snprintf(copied, sizeof copied,
             P_("Copied the game (PDN, %d ply) to the clipboard (through the terminal, OSC 52).",
                "Copied the game (PDN, %d plies) to the clipboard (through the terminal, OSC 52).", plies),
             plies);
    copy_to_clipboard(ui, pdn, copied);
    free(pdn);
}

int ui_text_page(const Ui *ui, char **buf, const char **lines, int max)
{
    char fen[FEN_BUFSIZE], where[UI_MESSAGE_SIZE];
    fen_format(review_position(&ui->review.shown, &ui->session.game), fen, sizeof fen);
    describe_shown(ui, where, sizeof where);
    char *pdn = game_pdn(ui);
    /* '#' marks a heading (ui_pages.c); the headings are the reader's words. */
    char fen_heading[UI_MESSAGE_SIZE];
    snprintf(fen_heading, sizeof fen_heading, _("FEN (%s)"), where);
    const char *pdn_heading = _("PDN (the game)"), *game = pdn ? pdn : _("(could not be written)");
    size_t size = strlen(fen_heading) + strlen(fen) + strlen(pdn_heading) + strlen(game) + 16;
    *buf = malloc(size);
    if (*buf == NULL) {
        free(pdn);
        return 0;
    }
    char fen_title[UI_MESSAGE_SIZE + 16];
    snprintf(fen_title, sizeof fen_title, _("#FEN (%s)"), where);
    snprintf(*buf, size, "%s\n%s\n\n%s\n%s", fen_title, fen, _("#PDN (the game)"),
             pdn ? pdn : _("(could not be written)"));
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

/* ------------------------------------------------------------------ */
/* The commands (their keys: ui_commands.c).                          */

bool ui_review_command(Ui *ui, UiCommand command)
{
    switch (command) {
    case CMD_REVIEW_BACK: step(ui, -1); return true;
    case CMD_REVIEW_FORWARD: step(ui, 1); return true;
    case CMD_REVIEW_START: go_to(ui, 0); return true;
    case CMD_REVIEW_END: go_to(ui, ui->session.game.nplies); return true;
    case CMD_ANALYSE: ui_review_analyse(ui, false); return true;
    case CMD_NEXT_MARK: next_mistake(ui); return true;
    case CMD_MARKS: toggle_marks_shown(ui); return true;
    case CMD_PLAY_ON: ask_play_on(ui); return true;
    case CMD_ENGINE_INFO: toggle_engine_info(ui); return true;
    case CMD_TEXT_PAGE: ui_open_text_page(ui); return true;
    case CMD_COPY_FEN: ui_review_copy_fen(ui); return true;
    default: return false;
    }
}
