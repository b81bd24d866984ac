/*
 * ui_idle.h - part "idle" (issue 17 item 2): the player's archived games
 * analysed in the background while the program is idle (the session
 * layer's training_job.h), and what the screens say of it.
 *
 * The job runs while no game is being played or thought about: the
 * game-over box, the new-game dialog, the file and pick dialogs, the
 * exercises, the board of a finished game, and the help unless the
 * engine is to move behind it; it is paused before the engine thinks,
 * while the player's own analysis (a) runs, and while a game is in
 * progress on the board, so no game is slowed.  Its state (UiIdle) is its
 * own; the loop calls ui_idle_service before the session may start the
 * engine.
 */
#ifndef DAMA_UI_IDLE_H
#define DAMA_UI_IDLE_H

#include <stdbool.h>
#include <stddef.h>

#include "ui_state.h"

/* Make the job (none without a data directory or memory: then nothing
 * runs in the background and the screens say nothing of it). */
void ui_idle_init(Ui *ui);
void ui_idle_free(Ui *ui);
/* Resume or pause the job as the screen and the game allow, and collect
 * the exercises it found. */
void ui_idle_service(Ui *ui);
/* Pause it now (the exercises' screen analyses the newest games itself). */
void ui_idle_pause(Ui *ui);
/* Whether the screen and the game allow the job to run. */
bool ui_idle_allowed(const Ui *ui);

/* Exercises found in the background that the player has not seen yet (the
 * exercises' screen not opened since); ui_idle_seen when it opens. */
int ui_idle_unseen(const Ui *ui);
void ui_idle_seen(Ui *ui);
/* Exercises found since the last call (for the exercises' screen, which
 * takes them in while it is open). */
int ui_idle_take_arrived(Ui *ui);
/* "Analysing your games: 3 of 7" while the job works; false otherwise. */
bool ui_idle_progress_line(const Ui *ui, char *buf, size_t size);

#endif
