/*
 * ui_confirm.c - the yes/no questions (ui_confirm.h): quit, resign,
 * resume, a new game or a load over the game in progress, a file
 * replaced, playing on from a position looked at, help that makes a rated
 * game casual, the endgame databases' build (part "drillui").
 */
#include "ui_confirm.h"

#include <stdio.h>

#include "intl.h"
#include "ui_drill.h"
#include "ui_message.h"
#include "ui_open.h"
#include "ui_paint.h"
#include "ui_review.h"
#include "words_pdn.h"
#include "words_files.h"

/* ------------------------------------------------------------------ */
/* The answers.                                                       */

/* A hint or a take-back makes the game casual by itself (the session's
 * rule); so does the analysis, once the player said yes (review_state.h). */
static void give_help(Ui *ui)
{
    switch (ui->confirm.help) {
    case HELP_HINT: session_ask_hint(&ui->session); break;
    case HELP_UNDO: session_undo(&ui->session); break;
    case HELP_ANALYSIS: ui_review_analyse(ui, true); break;
    }
}

static void answer_resume(Ui *ui, bool yes)
{
    if (!ui->confirm.have_resume)
        return;
    ui->confirm.have_resume = false;
    ui_review_reset(ui);
    if (yes) {
        session_resume(&ui->session, &ui->confirm.resume, &ui->confirm.resume_choice);
        ui->flipped = session_human_side(&ui->session) == BLACK;
    } else {
        session_decline_resume(&ui->session, &ui->confirm.resume, &ui->confirm.resume_choice);
    }
}

static void answer_confirm(Ui *ui, bool yes)
{
    ui_open_board(ui);
    switch (ui->confirm.kind) {
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
            ui_open_sides(ui, MODE_NEW_GAME);
        break;
    case CONFIRM_LOAD:
        if (yes)
            ui_open_file_dialog(ui, FILE_LOAD);
        break;
    case CONFIRM_OVERWRITE:
        if (yes)
            session_save(&ui->session, ui->confirm.save_path, true);
        else
            ui_message(ui, NOTE_INFO, _("Not saved: %s is left as it was."), ui->confirm.save_path);
        return;
    case CONFIRM_PLAY_ON:
        if (yes)
            ui_review_play_on(ui);
        else
            ui_message(ui, NOTE_INFO, "%s", _("The game is as it was; End goes back to it."));
        return;
    case CONFIRM_CASUAL:
        if (yes)
            give_help(ui);
        else
            ui_message(ui, NOTE_INFO, "%s", _("The game stays rated."));
        return;
    case CONFIRM_EGDB_BUILD:   /* part "drillui" */
        ui_drill_answer_offer(ui, yes);
        return;
    }
    if (!yes)
        ui_message(ui, NOTE_INFO, "%s", _("Go on playing."));
}

bool ui_confirm_command(Ui *ui, UiCommand command, int key)
{
    (void)key;
    switch (command) {
    case CMD_YES: answer_confirm(ui, true); return true;
    case CMD_NO: answer_confirm(ui, false); return true;
    case CMD_QUIT_AGAIN:
        if (ui->confirm.kind == CONFIRM_QUIT)
            answer_confirm(ui, true);
        return true;
    default: return false;
    }
}

/* ------------------------------------------------------------------ */
/* The questions.                                                     */

/* One game of a file about to be replaced: "ann - dama level 3, 0-1, 2026.11.29". */
static void describe_listed_game(const GameListing *g, char *buf, size_t size)
{
    char why[UI_MESSAGE_SIZE];
    if (g->plies < 0)
        snprintf(buf, size, _("a game that cannot be read (line %d: %s)"), g->problem.line,
                 words_pdn_problem(&g->problem, why, sizeof why));
    else
        snprintf(buf, size, "%s - %s, %s, %s", g->white, g->black, g->result, g->date);
}

/* The save question says what the file holds: how many games, whose. */
static void draw_overwrite(const Ui *ui)
{
    const SaveTarget *t = &ui->session.save_target;
    char count[UI_MESSAGE_SIZE], games[SESSION_LISTED_GAMES][UI_MESSAGE_SIZE], more[UI_MESSAGE_SIZE];
    const char *lines[SESSION_LISTED_GAMES + 7];
    int n = 0;
    lines[n++] = _("That file already exists:");
    lines[n++] = ui->confirm.save_path;
    char why[FILE_PROBLEM_TEXT_SIZE];
    if (t->games < 0)
        snprintf(count, sizeof count, _("It cannot be read: %.400s"), words_file_problem(&t->error, why, sizeof why));
    else if (t->games == 0)
        snprintf(count, sizeof count, "%s", _("It holds no game."));
    else
        snprintf(count, sizeof count, P_("It holds %d game:", "It holds %d games:", t->games), t->games);
    lines[n++] = count;
    for (int i = 0; i < t->listed; i++) {
        describe_listed_game(&t->first[i], games[i], sizeof games[i]);
        lines[n++] = games[i];
    }
    if (t->games > t->listed) {
        snprintf(more, sizeof more, P_("and %d more.", "and %d more.", t->games - t->listed), t->games - t->listed);
        lines[n++] = more;
    }
    lines[n++] = t->games > 1 ? _("Replace all of them with this game?") : _("Replace it with this game?");
    lines[n++] = "";
    lines[n++] = _("y replace    n keep the file");
    draw_lines_box(ui, BOX_ON_BOARD, _("Save"), lines, n, n - 1);
}

/* Two people: the question names the side that would resign (the one to
 * move); with_keys adds the answers, for the "too small" page. */
static const char *resign_question(const Ui *ui, bool with_keys)
{
    if (!session_two_players(&ui->session))
        return with_keys ? _("Resign this game? y / n") : _("Resign this game?");
    if (session_resigning_side(&ui->session) == WHITE)
        return with_keys ? _("White resigns? y / n") : _("White resigns?");
    return with_keys ? _("Black resigns? y / n") : _("Black resigns?");
}

/* The first line of the questions about leaving the game in progress: a
 * rated game the person moved in counts as lost when left (docs/stats.md). */
static const char *leaving_line(const Ui *ui)
{
    return session_leaving_forfeits(&ui->session) ? _("Leaving this rated game counts as a loss.")
                                                  : _("A game is in progress.");
}

void ui_confirm_paint(const Ui *ui)
{
    char info[UI_MESSAGE_SIZE];
    switch (ui->confirm.kind) {
    case CONFIRM_QUIT: {
        const char *lines[] = {leaving_line(ui), _("Quit and abandon it?"), "", _("y quit    n keep playing")};
        draw_lines_box(ui, BOX_ON_BOARD, _("Quit"), lines, 4, 3);
        break;
    }
    case CONFIRM_RESIGN: {
        const char *lines[] = {resign_question(ui, false), "", _("y resign    n keep playing")};
        draw_lines_box(ui, BOX_ON_BOARD, _("Resign"), lines, 3, 2);
        break;
    }
    case CONFIRM_RESUME: {
        int moves = game_move_number(&ui->confirm.resume, ui->confirm.resume.nplies);
        snprintf(info, sizeof info, ui->confirm.resume.pos.side == WHITE ? _("(move %d, White to move)") : _("(move %d, Black to move)"),
                 moves);
        /* Declining is leaving: a rated game the person moved in is lost. */
        bool forfeits = session_declining_forfeits(&ui->confirm.resume, &ui->confirm.resume_choice);
        const char *lines[] = {_("Your last game was interrupted."), info, _("Resume it?"),
                               forfeits ? _("Declining counts this rated game as a loss.") : "", "",
                               _("y resume    n new game")};
        const char *kept[] = {lines[0], lines[1], lines[2], lines[4], lines[5]};
        if (forfeits)
            draw_lines_box(ui, BOX_ON_BOARD, _("Resume"), lines, 6, 5);
        else
            draw_lines_box(ui, BOX_ON_BOARD, _("Resume"), kept, 5, 4);
        break;
    }
    case CONFIRM_NEW_GAME: {
        const char *lines[] = {leaving_line(ui), _("Abandon it for a new game?"), "", _("y new game    n keep playing")};
        draw_lines_box(ui, BOX_ON_BOARD, _("New game"), lines, 4, 3);
        break;
    }
    case CONFIRM_LOAD: {
        const char *lines[] = {leaving_line(ui), _("Abandon it to load another?"), "", _("y load    n keep playing")};
        draw_lines_box(ui, BOX_ON_BOARD, _("Load"), lines, 4, 3);
        break;
    }
    case CONFIRM_OVERWRITE:
        draw_overwrite(ui);
        break;
    case CONFIRM_PLAY_ON: {
        int dropped = review_plies_dropped(&ui->review.shown, &ui->session.game);
        snprintf(info, sizeof info, P_("The %d later ply will be dropped.", "The %d later plies will be dropped.", dropped),
                 dropped);
        /* Playing on is a take-back: a rated game becomes casual. */
        bool costs = session_help_costs_rating(&ui->session);
        const char *lines[] = {_("Play on from this position?"), info,
                               costs ? _("This makes the game casual (not rated).") : "", "",
                               _("y play on    n keep the game")};
        const char *kept[] = {lines[0], lines[1], lines[3], lines[4]};
        if (costs)
            draw_lines_box(ui, BOX_ON_BOARD, _("Play on from here"), lines, 5, 4);
        else
            draw_lines_box(ui, BOX_ON_BOARD, _("Play on from here"), kept, 4, 3);
        break;
    }
    case CONFIRM_CASUAL: {
        static const char *const ASKED[] = {
            [HELP_HINT] = N_("A hint makes this rated game casual:"),
            [HELP_UNDO] = N_("A take-back makes this rated game casual:"),
            [HELP_ANALYSIS] = N_("The analysis makes this rated game casual:"),
        };
        const char *lines[] = {_(ASKED[ui->confirm.help]), _("it will not count for your rating."), "",
                               _("y go ahead    n keep it rated")};
        draw_lines_box(ui, BOX_ON_BOARD, _("Rated game"), lines, 4, 3);
        break;
    }
    case CONFIRM_EGDB_BUILD: {   /* part "drillui" */
        const char *lines[8];
        int n = ui_drill_offer_lines(lines, 8);
        draw_lines_box(ui, BOX_ON_BOARD, _("Endgame databases"), lines, n, n - 1);
        break;
    }
    }
}

/* The question a yes/no dialog asks, short enough for the "too small"
 * page, which must still show it: the keys answer it there too. */
const char *ui_confirm_short_question(const Ui *ui)
{
    switch (ui->confirm.kind) {
    case CONFIRM_QUIT:
        return session_leaving_forfeits(&ui->session) ? _("Quit and lose this rated game? y / n")
                                                      : _("Quit and abandon the game? y / n");
    case CONFIRM_RESIGN: return resign_question(ui, true);
    case CONFIRM_RESUME: return _("Resume the interrupted game? y / n");
    case CONFIRM_NEW_GAME:
        return session_leaving_forfeits(&ui->session) ? _("Lose this rated game for a new one? y / n")
                                                      : _("Abandon this game for a new one? y / n");
    case CONFIRM_LOAD:
        return session_leaving_forfeits(&ui->session) ? _("Lose this rated game to load another? y / n")
                                                      : _("Abandon this game to load another? y / n");
    case CONFIRM_OVERWRITE: return _("Replace the file? y / n");
    case CONFIRM_PLAY_ON: return _("Play on from here, dropping the later moves? y / n");
    case CONFIRM_CASUAL: return _("This makes the game casual (not rated). Go ahead? y / n");
    case CONFIRM_EGDB_BUILD: return _("Build the 5-piece endgame databases in the background? y / n");
    }
    return "";
}
