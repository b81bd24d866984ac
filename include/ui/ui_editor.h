/*
 * ui_editor.h - the position editor's commands (docs/ui.md, "Position
 * editor"; the keys: ui_commands.h); the rules of a set-up are the
 * session layer's (editor.h).
 */
#ifndef DAMA_UI_EDITOR_H
#define DAMA_UI_EDITOR_H

#include <stdbool.h>

#include "ui_commands.h"
#include "ui_state.h"

/* Open the editor on the current position; the game waits (paused). */
void ui_editor_open(Ui *ui);
/* Digits, space and comma type square numbers: true when key was one. */
bool ui_editor_types(Ui *ui, int key, const UiKeyBinding *b);
/* A command of the editor (the key table's, ui_commands.h): true when it
 * was one. */
bool ui_editor_command(Ui *ui, UiCommand command, int key);
/* Its painters: the set-up on the board, what is on it and the keys in
 * the side panel, the squares typed on the prompt line. */
const Position *ui_editor_position(const Ui *ui);
void ui_editor_panel(const Ui *ui);
void ui_editor_prompt(const Ui *ui, int y, int x, int w);

#endif
