/*
 * ui_choose.h - the screen MODE_CHOOSE: several capture paths end on the
 * square chosen, and the player picks one (its keys: ui_commands.c, its
 * state: ChooseScreen).
 */
#ifndef DAMA_UI_CHOOSE_H
#define DAMA_UI_CHOOSE_H

#include <stdbool.h>

#include "ui_commands.h"
#include "ui_state.h"

/* Play m (chosen on the board or in the list): nothing typed or selected
 * any more, back to the board. */
void ui_choose_play(Ui *ui, const Move *m);
/* Open the list of the n (> 1) moves that end on square sq. */
void ui_choose_open(Ui *ui, const Move *moves, int n, int sq);
/* The engine moved: the paths listed belong to the position before. */
void ui_choose_drop(Ui *ui);
/* The capture marked in the list shown, for the board's highlights; NULL
 * when no list is shown. */
const Move *ui_choose_marked(const Ui *ui);
bool ui_choose_command(Ui *ui, UiCommand command, int key);
void ui_choose_paint(const Ui *ui);

#endif
