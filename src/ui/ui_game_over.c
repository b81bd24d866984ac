/*
 * ui_game_over.c - the result box (ui_game_over.h).
 */
#include "ui_game_over.h"

#include <stdio.h>

#include "intl.h"
#include "ui_open.h"
#include "ui_paint.h"
#include "ui_train.h"
#include "words_game.h"

bool ui_game_over_command(Ui *ui, UiCommand command, int key)
{
    (void)key;
    switch (command) {
    case CMD_CLOSE_BOX: ui_open_board(ui); return true;
    case CMD_BOX_THEN_BOARD:
        /* The result box closes and the key does what it does on the board. */
        ui_open_board(ui);
        return false;
    default: return false;
    }
}

void ui_game_over_event(Ui *ui, int key)
{
    (void)key;
    ui_open_board(ui);   /* a resize or a click: the box is drawn over the board the event is about */
}

/* The result in the words of who played: "you" only for a person
 * against the engine; two people or two engines are named by their side. */
static const char *game_over_verdict(const Session *s)
{
    GameResult r = s->game.result;
    if (r == RESULT_DRAW)
        return _("A draw.");
    if (session_watching(s) || session_two_players(s))
        return r == RESULT_WHITE_WINS ? _("White wins.") : _("Black wins.");
    if ((r == RESULT_WHITE_WINS) == (session_human_side(s) == WHITE))
        return _("You win. Well played!");
    return _("dama wins.");
}

void ui_game_over_paint(const Ui *ui)
{
    char result[UI_MESSAGE_SIZE];
    words_result(&ui->session.game, result, sizeof result);
    const char *verdict = game_over_verdict(&ui->session);
    const char *keys = session_can_undo(&ui->session) ? _("n new game   u take back   q quit") : _("n new game   q quit");
    char exercises[UI_TRAIN_LINE_SIZE];
    bool new_exercises = ui_train_game_over_line(ui, exercises, sizeof exercises); /* part "train" */
    const char *lines[] = {result, verdict, new_exercises ? exercises : "", keys,
                           _("a analyse the game, < > go through it"), _("(any other key: look at the board)")};
    draw_lines_box(ui, BOX_ON_BOARD, _("Game over"), lines, 6, 3);
}
