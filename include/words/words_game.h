/*
 * words_game.h - a game's result, a score and the player's rating said to a
 * player (docs/architecture.md, "Words"), from the facts the library keeps:
 * the result and its reason (game.h), scores as numbers (score.h), the
 * progress (progress.h).
 *
 * Machine-read text keeps the library's own English: game_describe_result
 * in `dama replay` and PDN reader errors, review_eval_text in the PDN
 * comments `dama analyse` writes.
 */
#ifndef DAMA_WORDS_GAME_H
#define DAMA_WORDS_GAME_H

#include <stdbool.h>
#include <stddef.h>

#include "analysis.h"
#include "game.h"
#include "progress.h"
#include "search.h"

/* "1-0 Black has no pieces left", "1/2-1/2 threefold repetition after
 * 45...27-23", "* game in progress"; returns buf. */
char *words_result(const Game *g, char *buf, size_t size);
/* The same from the facts: the result, how the game ended, and the last
 * move's label (game_move_label; "" when none). */
char *words_game_end(GameResult result, EndReason reason, const char *last, char *buf, size_t size);
/* A score from the board's point of view (score_describe's facts):
 * "White +0.35", "even (-0.03)", "White wins in 7", "White wins (database)". */
char *words_score(int score, int side, char *buf, size_t size);
/* The same for a search's result: a database draw says so. */
char *words_search_score(const SearchInfo *info, int side, char *buf, size_t size);
/* A position's value in a review (review_eval_text's facts): "White wins"
 * where the game ended, "draw", "database draw", "+0.35", "win in 3". */
char *words_eval(int score_white, bool game_over, bool egdb_draw, char *buf, size_t size);
/* "Rating 1012 (last game -8)", "(provisional; ...)"; false, with
 * "Game not archived: why", when the last game could not be archived. */
bool words_rating(const Progress *p, char *buf, size_t size);
/* One player's line of a review's summary: average loss, moves and marks,
 * each count with its own plural. */
char *words_review_summary(const GameReview *r, int side, char *buf, size_t size);

#endif
