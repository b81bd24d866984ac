/*
 * ui_pages.h - the screens shown instead of the board: MODE_HELP (the
 * help page, HelpScreen) and MODE_TEXT (the position as FEN and the game
 * as PDN, TextScreen).  Both scroll; any other key goes back.
 */
#ifndef DAMA_UI_PAGES_H
#define DAMA_UI_PAGES_H

#include <stdbool.h>

#include "ui_commands.h"
#include "ui_state.h"

bool ui_help_command(Ui *ui, UiCommand command, int key);
void ui_help_paint(const Ui *ui);
bool ui_text_command(Ui *ui, UiCommand command, int key);
void ui_text_paint(const Ui *ui);

#endif
