/*
 * ui_review.h - the commands of looking back, the analysis, the engine's
 * information and the position as text (docs/ui.md, "Review and
 * analysis"); their keys are the key table's (ui_commands.h).  The rules
 * and the coordination are the session layer's (review_state.h); this
 * maps the commands to it and says what happened.
 */
#ifndef DAMA_UI_REVIEW_H
#define DAMA_UI_REVIEW_H

#include <stdbool.h>

#include "ui_commands.h"
#include "ui_state.h"

enum { UI_TEXT_PAGE_MAX_LINES = 4096 };

/* Settings read, the analysis created (a message says when not). */
void ui_review_init(Ui *ui);
void ui_review_free(Ui *ui);
/* A command of looking back, the analysis or the text page (the key
 * table's, ui_commands.h): true when it was one. */
bool ui_review_command(Ui *ui, UiCommand command);
/* The loop's turn: collect a finished analysis. */
void ui_review_poll(Ui *ui);
/* Show the position after plies[ply] (a move picked in the move list). */
void ui_review_show_move(Ui *ui, int ply);
/* Start the analysis of the game as it stands; in a rated game in
 * progress the player is asked first unless casual_ok (the yes). */
void ui_review_analyse(Ui *ui, bool casual_ok);
/* A new, loaded, resumed or set-up game replaced the one shown: back to
 * the live position, and the analysis of the old game forgotten (its
 * graph, marks and stale plies belong to another game). */
void ui_review_reset(Ui *ui);

/* A move may be played / a hint asked now; otherwise the message says why. */
bool ui_review_allows_move(Ui *ui);
bool ui_review_allows_hint(Ui *ui);
/* MODE_TEXT: its lines (FEN, then the PDN), malloc'd text cut into lines;
 * free *buf.  Returns the number of lines. */
int ui_text_page(const Ui *ui, char **buf, const char **lines, int max);
/* Copy the FEN of the position looked at, or the game as PDN, to the
 * clipboard (through the terminal). */
void ui_review_copy_fen(Ui *ui);
void ui_review_copy_pdn(Ui *ui);
/* After a yes to CONFIRM_PLAY_ON. */
void ui_review_play_on(Ui *ui);

#endif
