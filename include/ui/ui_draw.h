/*
 * ui_draw.h - painting the terminal game.
 */
#ifndef DAMA_UI_DRAW_H
#define DAMA_UI_DRAW_H

#include <stdbool.h>

#include "ui_state.h"

/* Paint the whole screen from ui (its layout computed beforehand); where
 * the move list went is left in *hits. */
void ui_draw(const Ui *ui, MoveListHits *hits);

#endif
