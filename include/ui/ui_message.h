/*
 * ui_message.h - the message line under the prompt: what the UI says, and
 * the session's notices shown there.
 */
#ifndef DAMA_UI_MESSAGE_H
#define DAMA_UI_MESSAGE_H

#include "ui_state.h"

void ui_message(Ui *ui, NoteKind kind, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
/* Show the session's notice of the last command, if any. */
void ui_show_notice(Ui *ui);

#endif
