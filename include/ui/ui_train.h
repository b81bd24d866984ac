/*
 * ui_train.h - the exercises made of the player's mistakes, in the game
 * (docs/ui.md, "Exercises"; the rules are the session layer's training.h):
 * the key w analyses the newest archived games not analysed yet (the others
 * are analysed in the background, ui_idle.h), then shows the exercises due
 * today one by one; the player types a move, then reads the story and the
 * next due date.  The screen MODE_TRAIN: its own state (UiTrain), its keys
 * (the key table's UI_IN_TRAIN rows) and its painters (ui_screens.c's table
 * names them).
 */
#ifndef DAMA_UI_TRAIN_H
#define DAMA_UI_TRAIN_H

#include "board.h"
#include "ui_commands.h"
#include "ui_state.h"

enum { UI_TRAIN_LINES = 12, UI_TRAIN_LINE_SIZE = 160 };

/* Open the exercises due today (the game waits, paused); a message says
 * why not when there is none. */
void ui_train_open(Ui *ui);
/* Its keys (the key table's UI_IN_TRAIN rows): the answer typed, then
 * judged; the next exercise; back to the game. */
bool ui_train_types(Ui *ui, int key, const UiKeyBinding *b);
bool ui_train_command(Ui *ui, UiCommand command, int key);
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
/* Its painters: the exercise and then its story in the side panel, the
 * answer typed on the prompt line. */
void ui_train_panel(const Ui *ui);
void ui_train_prompt(const Ui *ui, int y, int x, int w);

#endif
