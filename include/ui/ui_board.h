/*
 * ui_board.h - the board screen's keys (MODE_PLAY; UI_IN_BOARD, or
 * UI_IN_WATCH while two engines play): the move prompt, the cursor and the
 * mouse, and the board's commands of the key table.
 */
#ifndef DAMA_UI_BOARD_H
#define DAMA_UI_BOARD_H

#include <stdbool.h>

#include "ui_commands.h"
#include "ui_state.h"

/* Two engines play on (the keys are UI_IN_WATCH's then). */
bool ui_board_watching(const Ui *ui);
/* Digits, '-' (and 'x' and space inside a move) type the move prompt:
 * true when key was typed. */
bool ui_board_types(Ui *ui, int key, const UiKeyBinding *b);
/* A command of the board's rows (looking back and the analysis through
 * ui_review.c); false when it is none of them. */
bool ui_board_command(Ui *ui, UiCommand command, int key);
/* A mouse event: a click selects, plays or shows a move of the list. */
void ui_board_event(Ui *ui, int key);
/* A key without a command: the message says what keys do. */
void ui_board_no_command(Ui *ui, int key);
/* q: quit, after a yes when a game is in progress. */
void ui_board_quit_or_ask(Ui *ui);

#endif
