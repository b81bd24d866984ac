/*
 * review.c - looking back through the game being played (review.h).
 */
#include "review.h"

#include <stdio.h>

void review_init(Review *r) { r->ply = REVIEW_LIVE; }

bool review_active(const Review *r, const Game *g) { return r->ply >= 0 && r->ply < g->nplies; }

int review_shown_ply(const Review *r, const Game *g) { return review_active(r, g) ? r->ply : g->nplies; }

const Position *review_position(const Review *r, const Game *g)
{
    return review_active(r, g) ? &g->plies[r->ply].before : &g->pos;
}

const Move *review_move_into(const Review *r, const Game *g)
{
    int ply = review_shown_ply(r, g);
    return ply > 0 ? &g->plies[ply - 1].move : NULL;
}

bool review_goto(Review *r, const Game *g, int ply)
{
    int before = review_shown_ply(r, g);
    if (ply < 0)
        ply = 0;
    r->ply = ply >= g->nplies ? REVIEW_LIVE : ply;
    return review_shown_ply(r, g) != before;
}

bool review_step(Review *r, const Game *g, int delta) { return review_goto(r, g, review_shown_ply(r, g) + delta); }

void review_leave(Review *r) { r->ply = REVIEW_LIVE; }

int review_next_marked(const Review *r, const Game *g, const GameReview *gr, int valid, MoveVerdict min, int side)
{
    if (gr == NULL)
        return -1;
    if (valid > gr->nplies)
        valid = gr->nplies;
    if (valid > g->nplies)
        valid = g->nplies;
    /* The move shown is plies[shown - 1]: start after it. */
    int from = review_shown_ply(r, g);
    for (int k = 0; k < valid; k++) {
        int i = (from + k) % valid;
        if (gr->plies[i].verdict >= min && (side == REVIEW_ANY_SIDE || gr->plies[i].side == side))
            return i;
    }
    return -1;
}

bool review_allows_move(const Review *r, const Game *g, char *why, size_t size)
{
    if (!review_active(r, g))
        return true;
    snprintf(why, size, "You are looking at an earlier position: End goes back to the game, c plays on from here.");
    return false;
}

bool review_allows_hint(const Review *r, const Game *g, char *why, size_t size)
{
    if (!review_active(r, g))
        return true;
    snprintf(why, size, "A hint is for the game's position: press End to go back to it.");
    return false;
}

int review_plies_dropped(const Review *r, const Game *g) { return g->nplies - review_shown_ply(r, g); }
