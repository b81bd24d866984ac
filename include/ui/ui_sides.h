/*
 * ui_sides.h - the screens MODE_NEW_GAME (colour, level and opening of a
 * new game) and MODE_CHOOSE_SIDE (after a load: the side to take and the
 * level); ui_open.h's ui_open_sides opens them.
 */
#ifndef DAMA_UI_SIDES_H
#define DAMA_UI_SIDES_H

#include <stdbool.h>

#include "ui_commands.h"
#include "ui_state.h"

bool ui_new_game_command(Ui *ui, UiCommand command, int key);
void ui_new_game_paint(const Ui *ui);
bool ui_choose_side_command(Ui *ui, UiCommand command, int key);
void ui_choose_side_paint(const Ui *ui);

#endif
