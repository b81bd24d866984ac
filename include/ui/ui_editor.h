/*
 * ui_editor.h - the position editor's keys (docs/ui.md, "Position
 * editor"); the rules of a set-up are the session layer's (editor.h).
 */
#ifndef DAMA_UI_EDITOR_H
#define DAMA_UI_EDITOR_H

#include "ui_state.h"

/* Open the editor on the current position; the game waits (paused). */
void ui_editor_open(Ui *ui);
void ui_editor_key(Ui *ui, int key);
/* The key lines the panel shows while editing. */
extern const char *const UI_EDITOR_KEYS[];
enum { UI_EDITOR_KEY_LINES = 6 };

#endif
