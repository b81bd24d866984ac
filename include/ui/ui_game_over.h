/*
 * ui_game_over.h - the screen MODE_GAME_OVER: the result box over the
 * board (the loop opens it when the game ends, ui.c).
 */
#ifndef DAMA_UI_GAME_OVER_H
#define DAMA_UI_GAME_OVER_H

#include <stdbool.h>

#include "ui_commands.h"
#include "ui_state.h"

/* False when the box closed and the key should do what it does on the
 * board (the key table's UI_KEY_ANY row). */
bool ui_game_over_command(Ui *ui, UiCommand command, int key);
/* A resize or a mouse event closes the box. */
void ui_game_over_event(Ui *ui, int key);
void ui_game_over_paint(const Ui *ui);

#endif
