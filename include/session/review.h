/*
 * review.h - looking back through the game being played, without changing
 * it, and playing on from an earlier position.
 *
 * A Review is where the player is looking: the position after `ply` plies
 * of the game (0 = the start), or the live position.  It holds an index,
 * never a copy, so the game may go on under it (the engine moves, the
 * player undoes): an index at or past the end of the game is the live
 * position.  Looking never changes the game; the rules of what may be done
 * meanwhile (docs/ui.md, "Review"):
 *
 *   - no move may be played on an earlier position: the player either
 *     goes back to the live position (End) or plays on from the one shown
 *     (session_play_on_from, which drops the later moves; the front end
 *     asks first);
 *   - hints are about the live position, so they are refused too;
 *   - everything else (undo, redo, saving, the engine's own move) works on
 *     the game itself and leaves the review where it is.
 */
#ifndef DAMA_REVIEW_H
#define DAMA_REVIEW_H

#include <stdbool.h>
#include <stddef.h>

#include "analysis.h"
#include "game.h"
#include "session.h"

typedef struct Review {
    int ply;   /* the position after this many plies; REVIEW_LIVE or >= nplies: the live one */
} Review;

enum { REVIEW_LIVE = -1 };

void review_init(Review *r);
/* Looking at an earlier position than the live one. */
bool review_active(const Review *r, const Game *g);
/* Plies played before the position shown (g->nplies when live). */
int review_shown_ply(const Review *r, const Game *g);
/* The position shown. */
const Position *review_position(const Review *r, const Game *g);
/* The move that led to the position shown, or NULL at the start. */
const Move *review_move_into(const Review *r, const Game *g);

/* Show the position after ply plies (clamped to the game; its end is the
 * live position).  Return whether the position shown changed. */
bool review_goto(Review *r, const Game *g, int ply);
bool review_step(Review *r, const Game *g, int delta);
/* Back to the live position. */
void review_leave(Review *r);

enum { REVIEW_ANY_SIDE = -1 };

/* The next move after the one shown (ply index in the first valid plies of
 * gr) judged at least min and played by side (REVIEW_ANY_SIDE: either), or
 * -1.  After the last one the search wraps to the start. */
int review_next_marked(const Review *r, const Game *g, const GameReview *gr, int valid, MoveVerdict min, int side);

/* Whether a move may be played now; when not, why (for the player). */
bool review_allows_move(const Review *r, const Game *g, char *why, size_t size);
/* Whether a hint may be asked now; when not, why. */
bool review_allows_hint(const Review *r, const Game *g, char *why, size_t size);

/* Plies that playing on from the position shown would drop. */
int review_plies_dropped(const Review *r, const Game *g);

#endif
