/*
 * ui_sides.c - the colour-and-level dialogs (ui_sides.h): a new game
 * (MODE_NEW_GAME, with its opening) and the side to take in a loaded
 * game (MODE_CHOOSE_SIDE); both choose in ChooseSideScreen.
 */
#include "ui_sides.h"

#include <stdio.h>
#include <unistd.h>

#include "clock.h"
#include "intl.h"
#include "ui_message.h"
#include "ui_open.h"
#include "ui_paint.h"
#include "ui_review.h"
#include "words_move.h"
#include "words_options.h"
#include "words_session.h"

/* A new game from a random ballot; the ballots are read the first time
 * (docs/ui.md, "Ballots", says where they are looked for). */
static void new_ballot_game(Ui *ui, const Player players[2])
{
    char path[UI_PATH_SIZE], said[WORDS_SIZE];
    BallotError why;
    if (ui->new_game.ballots.count == 0 && (!ballot_locate(ui->exe_path, path, sizeof path, &why) ||
                                            !ballot_read(path, &ui->new_game.ballots, &why))) {
        ui_message(ui, NOTE_ERROR, _("No ballot game: %s"), words_ballot_error(&why, said, sizeof said));
        return;
    }
    int number = ballot_number_from(&ui->new_game.ballots, (unsigned)clock_now_ms() * 2654435761u ^ (unsigned)getpid());
    Position start;
    if (!ballot_position(&ui->new_game.ballots, number, &start, &why)) {
        ui_message(ui, NOTE_ERROR, _("No ballot game: %s"), words_ballot_error(&why, said, sizeof said));
        return;
    }
    Notice n;
    session_new_game(&ui->session, players, &start);
    (void)session_mark_ballot(&ui->session);   /* a ballot may be rated, a set-up never */
    session_take_notice(&ui->session, &n);
    char text[WORDS_SIZE];
    ui_message(ui, NOTE_INFO, _("Ballot %d. %s"), number, words_notice(&n, text, sizeof text));
}

static void finish_sides_dialog(Ui *ui, bool new_game)
{
    ui_open_board(ui);
    ui->cursor_on = false;
    ui->selected = -1;
    ui->prompt[0] = '\0';
    ui->flipped = ui->sides.colour == BLACK;
    ui_review_reset(ui);
    if (new_game) {
        Player players[2];
        session_players_again(&ui->session, ui->sides.colour, ui->sides.level, players);
        if (ui->new_game.ballot)
            new_ballot_game(ui, players);
        else
            session_new_game(&ui->session, players, NULL);
    } else {
        session_choose_side(&ui->session, ui->sides.colour, ui->sides.level);
    }
}

static void level_by(Ui *ui, int delta)
{
    int level = ui->sides.level + delta;
    if (level >= 1 && level <= MAX_LEVEL)
        ui->sides.level = level;
}

static void cancel_new_game(Ui *ui)
{
    ui_open_board(ui);
    ui_message(ui, NOTE_INFO, "%s", _("No new game."));
}

/* The commands both dialogs share; false when command is not one. */
static bool sides_command(Ui *ui, UiCommand command, int key, bool new_game)
{
    switch (command) {
    case CMD_PLAY_WHITE: ui->sides.colour = WHITE; return true;
    case CMD_PLAY_BLACK: ui->sides.colour = BLACK; return true;
    case CMD_SWAP_COLOUR: ui->sides.colour = !ui->sides.colour; return true;
    case CMD_LEVEL_UP: level_by(ui, 1); return true;
    case CMD_LEVEL_DOWN: level_by(ui, -1); return true;
    case CMD_LEVEL_DIGIT: ui->sides.level = key - '0'; return true;
    case CMD_LEVEL_MAX: ui->sides.level = MAX_LEVEL; return true;
    case CMD_START_GAME: finish_sides_dialog(ui, new_game); return true;
    default: return false;
    }
}

bool ui_new_game_command(Ui *ui, UiCommand command, int key)
{
    switch (command) {
    case CMD_BALLOT: ui->new_game.ballot = !ui->new_game.ballot; return true;
    case CMD_NO_NEW_GAME: cancel_new_game(ui); return true;
    default: return sides_command(ui, command, key, true);
    }
}

bool ui_choose_side_command(Ui *ui, UiCommand command, int key)
{
    return sides_command(ui, command, key, false);
}

/* New game, or the side to take in a loaded one.  Without a human against
 * the engine the colour only turns the board (the side at the bottom), and
 * two players have no level to choose. */
static void paint_sides(const Ui *ui, bool loaded)
{
    bool two_players = session_two_players(&ui->session), watching = session_watching(&ui->session);
    char colour[80], level[80];
    const char *white = ui->sides.colour == WHITE ? _("[White]") : _(" White ");
    const char *black = ui->sides.colour == BLACK ? _("[Black]") : _(" Black ");
    snprintf(colour, sizeof colour, "%s %s  %s   w / b", two_players || watching ? _("Board from:") : _("You play:  "),
             white, black);
    snprintf(level, sizeof level, _("Level:      %2d of %d     up/down, 1-9, 0=10"), ui->sides.level, MAX_LEVEL);
    const char *hint = _("            1 beginner ... 10 full strength");
    const char *who = two_players ? _("Two players on this keyboard") : _("The engine plays itself");
    const char *opening = ui->new_game.ballot ? _("Opening:    [random ballot]   o") : _("Opening:    [start position]  o");
    /* rating part: the session's rule for the game this dialog starts. */
    Player players[2];
    session_players_again(&ui->session, ui->sides.colour, ui->sides.level, players);
    GameRating rating = loaded ? CASUAL_LOADED : session_rating_for(players, false);
    const char *rated = rating == GAME_RATED ? _("Rated:      yes (no hints, no take-backs)")
                        : rating == CASUAL_LOADED ? _("Rated:      no (a loaded game)")
                                                  : _("Rated:      no (not against the engine)");
    const char *lines[8];
    int n = 0;
    if (two_players || watching)
        lines[n++] = who;
    lines[n++] = colour;
    if (!two_players) {
        lines[n++] = level;
        lines[n++] = hint;
    }
    if (!loaded)
        lines[n++] = opening;
    lines[n++] = rated;
    lines[n++] = "";
    lines[n++] = loaded ? _("Enter play from here") : _("Enter start    Esc cancel");
    draw_lines_box(ui, BOX_ON_BOARD, loaded ? _("Loaded: which side do you take?") : _("New game"), lines, n, n - 1);
}

void ui_new_game_paint(const Ui *ui) { paint_sides(ui, false); }
void ui_choose_side_paint(const Ui *ui) { paint_sides(ui, true); }
