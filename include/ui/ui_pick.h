/*
 * ui_pick.h - the screen MODE_PICK_GAME: a file with several games, which
 * one to load (PickScreen).
 */
#ifndef DAMA_UI_PICK_H
#define DAMA_UI_PICK_H

#include <stdbool.h>

#include "ui_commands.h"
#include "ui_state.h"

/* A file with several games opens the list to pick from; false when it
 * has one (or cannot be read: loading says why).  keeps_loaded: its first
 * game is already on the board (--load), and Esc keeps it. */
bool ui_offer_games(Ui *ui, const char *path, bool keeps_loaded);
/* Load game index of path, then ask which side the player takes. */
void ui_load_game(Ui *ui, const char *path, int index);
bool ui_pick_command(Ui *ui, UiCommand command, int key);
void ui_pick_paint(const Ui *ui);
/* Free the list (at the end of the program). */
void ui_pick_free(Ui *ui);

#endif
