/*
 * ui_review.h - the commands of looking back, the analysis, the engine's
 * information and the position as text (docs/ui.md, "Review and
 * analysis"); their keys are the key table's (ui_commands.h).  The rules
 * are the session layer's (review.h, analysis_job.h, settings.h); this
 * maps the commands to them and says what happened.
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
/* Start the analysis of the game as it stands. */
void ui_review_analyse(Ui *ui);
/* A new, loaded, resumed or set-up game replaced the one shown: back to
 * the live position, and the analysis of the old game forgotten (its
 * graph, marks and stale plies belong to another game). */
void ui_review_reset(Ui *ui);

/* A move may be played / a hint asked now; otherwise the message says why. */
bool ui_review_allows_move(Ui *ui);
bool ui_review_allows_hint(Ui *ui);
/* The engine's evaluation and line may be shown: asked for, looking
 * back, or nobody is playing (the engine against itself). */
bool ui_engine_info_wanted(const Ui *ui);

/* The analysis that describes the game, and of how many plies (0: none). */
const GameReview *ui_game_review(const Ui *ui, int *valid);
/* Whose marks the review shows: the player's own against the engine
 * (unless o asked for both sides'), both sides' otherwise; REVIEW_ANY_SIDE
 * for both. */
int ui_marks_side(const Ui *ui);
/* Whether ply (of the first valid plies of gr) carries a mark shown. */
bool ui_mark_shown(const Ui *ui, const GameReview *gr, int valid, int ply);

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
