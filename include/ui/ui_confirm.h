/*
 * ui_confirm.h - the screen MODE_CONFIRM: a yes/no question
 * (ConfirmScreen says which; ui_open.h's ui_ask asks it).
 */
#ifndef DAMA_UI_CONFIRM_H
#define DAMA_UI_CONFIRM_H

#include <stdbool.h>

#include "ui_commands.h"
#include "ui_state.h"

bool ui_confirm_command(Ui *ui, UiCommand command, int key);
void ui_confirm_paint(const Ui *ui);
/* The question short enough for the "too small" page, which must still
 * show it: the keys answer it there too. */
const char *ui_confirm_short_question(const Ui *ui);

#endif
