/*
 * ui_train.h - the exercises made of the player's mistakes, in the game
 * (docs/ui.md, "Exercises"; the rules are the session layer's training.h):
 * the key w analyses the newest archived games not analysed yet (the others
 * are analysed in the background, ui_idle.h), then shows the exercises due
 * today one by one; the player types a move, then reads the
 * story and the next due date.  Its own state (UiTrain), keys and panel
 * lines; ui_draw.c paints the lines, ui_input.c hands it the keys.
 */
#ifndef DAMA_UI_TRAIN_H
#define DAMA_UI_TRAIN_H

#include "board.h"
#include "ui_state.h"

enum { UI_TRAIN_LINES = 12, UI_TRAIN_LINE_SIZE = 160 };

/* Open the exercises due today (the game waits, paused); a message says
 * why not when there is none. */
void ui_train_open(Ui *ui);
void ui_train_key(Ui *ui, int key);
/* Called by the loop: while the exercises are shown, those found in the
 * background meanwhile (part "idle", ui_idle.h) join the ones asked. */
void ui_train_poll(Ui *ui);
/* The game-over box's line about exercises: true with it in buf when the
 * background found exercises the player has not seen, or while it
 * analyses the games (the one just finished first). */
bool ui_train_game_over_line(const Ui *ui, char *buf, size_t size);
/* Free what the exercises hold (at the end of the program). */
void ui_train_free(Ui *ui);
/* The position of the exercise shown. */
const Position *ui_train_position(const Ui *ui);
/* The panel's lines while exercises are shown; returns how many. */
int ui_train_lines(const Ui *ui, char lines[][UI_TRAIN_LINE_SIZE], int max);

#endif
