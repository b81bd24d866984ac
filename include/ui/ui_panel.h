/*
 * ui_panel.h - the board screen's side panel: the game, the engine's
 * information, the analysis, the move list and the keys (a screen with a
 * panel of its own paints that instead: ui_screens.h).
 */
#ifndef DAMA_UI_PANEL_H
#define DAMA_UI_PANEL_H

#include "ui_state.h"

/* Paint it in the layout's panel; where the move list went is left in
 * *hits. */
void ui_panel_paint(const Ui *ui, MoveListHits *hits);

#endif
