/*
 * ui_message.h - the message line under the prompt: what the UI says, and
 * the session's notices shown there.
 */
#ifndef DAMA_UI_MESSAGE_H
#define DAMA_UI_MESSAGE_H

#include "file_problem.h"
#include "ui_state.h"

void ui_message(Ui *ui, NoteKind kind, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
/* A file's problem, in the player's words (words_file_problem), as an
 * error. */
void ui_message_file_problem(Ui *ui, const FileProblem *why);
/* Show the session's notice of the last command, if any. */
void ui_show_notice(Ui *ui);

#endif
