/*
 * ui_input.h - what the keys do in the terminal game: the screen shown
 * (ui_screens.h) gets them.
 */
#ifndef DAMA_UI_INPUT_H
#define DAMA_UI_INPUT_H

#include "ui_state.h"

void ui_handle_key(Ui *ui, int key);

#endif
