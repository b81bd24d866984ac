/*
 * ui_input.h - what the keys do in the terminal game.
 */
#ifndef DAMA_UI_INPUT_H
#define DAMA_UI_INPUT_H

#include "ui_keys.h"
#include "ui_message.h"
#include "ui_state.h"

void ui_handle_key(Ui *ui, int key);

/* A file with several games opens the list to pick from; false when it
 * has one (or cannot be read: loading says why).  keeps_loaded: its first
 * game is already on the board (--load), and Esc keeps it. */
bool ui_offer_games(Ui *ui, const char *path, bool keeps_loaded);

#endif
