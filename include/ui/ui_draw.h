/*
 * ui_draw.h - painting the terminal game.
 */
#ifndef DAMA_UI_DRAW_H
#define DAMA_UI_DRAW_H

#include <stdbool.h>

#include "ui_state.h"

/* Colours and glyphs for this terminal and locale. */
void ui_draw_init(Ui *ui, bool want_color);
/* Paint the whole screen from ui (its layout computed beforehand); where
 * the move list went is left in *hits. */
void ui_draw(const Ui *ui, MoveListHits *hits);

#endif
