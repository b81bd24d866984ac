/*
 * ui_open.h - opening a screen: its own state set up and the mode shown
 * set (ui_screens.h lists the screens).  Below every screen's module, so
 * that any screen may open any other without the two depending on each
 * other (a question opens the file dialog, the file dialog asks a
 * question).
 */
#ifndef DAMA_UI_OPEN_H
#define DAMA_UI_OPEN_H

#include "ui_state.h"

/* Back to the board (its prompt, the game or the position looked at). */
void ui_open_board(Ui *ui);
/* A yes/no question. */
void ui_ask(Ui *ui, ConfirmKind kind);
/* rating part: help in a rated game makes it casual (session.h), so the
 * player is asked first. */
void ui_ask_before_help(Ui *ui, HelpKind help);
/* The file name to save to or load from, the default filled in. */
void ui_open_file_dialog(Ui *ui, FileAction action);
/* The colour-and-level dialog: MODE_NEW_GAME for a new game,
 * MODE_CHOOSE_SIDE for the side to take in a loaded one. */
void ui_open_sides(Ui *ui, UiMode mode);
void ui_open_help(Ui *ui);
/* The position as FEN and the game as PDN. */
void ui_open_text_page(Ui *ui);

#endif
