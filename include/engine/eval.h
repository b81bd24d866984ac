/*
 * eval.h - static evaluation, in hundredths of a man, from the point of view
 * of the side to move.  All weights live in eval.c in one table.
 */
#ifndef DAMA_EVAL_H
#define DAMA_EVAL_H

#include <stdbool.h>

#include "board.h"

int evaluate(const Position *p);

/* Material only (men and kings), side to move's view: the "weak variant"
 * the match tool plays against to measure what the positional terms are
 * worth. */
int evaluate_material(const Position *p);

/* True when the side to move has no simple move (captures are the caller's
 * business): with no capture either, it has lost. */
bool eval_no_simple_move(const Position *p);

#endif
