/*
 * ui_keys.h - what the keys of the game (ui_input.c) and of the position
 * editor (ui_editor.c) share: editing a typed line, the board cursor (the
 * message line is ui_message.h's).
 */
#ifndef DAMA_UI_KEYS_H
#define DAMA_UI_KEYS_H

#include <stdbool.h>
#include <stddef.h>

#include "ui_message.h"
#include "ui_state.h"

enum { KEY_ESC = 27, KEY_CTRL_L = 12, KEY_CTRL_U = 21 };

bool is_enter(int key);
bool is_backspace(int key);
void append_char(char *buf, size_t size, int c);
/* Delete the last character, all the bytes of it in UTF-8. */
void delete_last_char(char *buf);
/* Arrows move the cursor in screen directions, whichever way the board is
 * turned; the first press shows it. */
void move_cursor(Ui *ui, int dy, int dx);

#endif
