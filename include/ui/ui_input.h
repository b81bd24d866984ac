/*
 * ui_input.h - what the keys do in the terminal game.
 */
#ifndef DAMA_UI_INPUT_H
#define DAMA_UI_INPUT_H

#include "ui_state.h"

void ui_handle_key(Ui *ui, int key);
void ui_message(Ui *ui, NoteKind kind, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
/* Show the session's notice of the last command, if any. */
void ui_show_notice(Ui *ui);

#endif
