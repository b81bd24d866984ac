/*
 * ui_file.h - the screen MODE_FILE: a file name typed, to save the game
 * to or load one from (FileScreen; ui_open.h's ui_open_file_dialog).
 */
#ifndef DAMA_UI_FILE_H
#define DAMA_UI_FILE_H

#include <stdbool.h>

#include "ui_commands.h"
#include "ui_state.h"

/* A character no row of the dialog binds is typed: true when it was. */
bool ui_file_types(Ui *ui, int key, const UiKeyBinding *b);
bool ui_file_command(Ui *ui, UiCommand command, int key);
void ui_file_paint(const Ui *ui);

#endif
