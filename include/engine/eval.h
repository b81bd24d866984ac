/*
 * eval.h - static evaluation, in hundredths of a man, from the point of view
 * of the side to move.  All weights live in eval.c in one table.
 */
#ifndef DAMA_EVAL_H
#define DAMA_EVAL_H

#include <stdbool.h>

#include "board.h"

int evaluate(const Position *p);

/* The weights, for the tuner (tools/tune.c, docs/tuning.md): every weight
 * has an index; a group of n weights (a table) takes n consecutive
 * indices.  X(NAME, n) per group, in the order of the table in eval.c. */
#define EVAL_WEIGHT_GROUPS(X)                                                           \
    X(MAN, 1) X(KING, 1) X(MAN_ADVANCE_OPEN, 8) X(MAN_ADVANCE_END, 8) X(MAN_CENTRE, 1)    \
    X(MAN_EDGE, 1) X(BACK_ROW_GUARD, 1) X(BACK_ROW_PAIR, 1) X(KING_CENTRE, 1)             \
    X(KING_EDGE, 1) X(MOBILITY, 1) X(TEMPO, 1) X(RUNAWAY_BASE, 1) X(RUNAWAY_PER_STEP, 1)  \
    X(TRADE_WHEN_AHEAD, 1) X(LONE_KING_LOST, 1) X(MOPUP_DISTANCE, 1) X(MOPUP_EDGE, 1)     \
    X(MAN_SQUARE_OPEN, 32) X(MAN_SQUARE_END, 32) X(KING_MOBILITY, 1) X(MAN_BACKED, 1)

enum {
#define EVAL_WEIGHT_INDEX(name, n) EW_##name, EW_##name##_LAST = EW_##name + (n) - 1,
    EVAL_WEIGHT_GROUPS(EVAL_WEIGHT_INDEX)
#undef EVAL_WEIGHT_INDEX
    EVAL_NUM_WEIGHTS
};

/* evaluate() with other weights (EVAL_NUM_WEIGHTS of them). */
int evaluate_with_weights(const Position *p, const int *weights);
/* The weights evaluate() uses. */
const int *eval_weights(void);

/* Material only (men and kings), side to move's view: the "weak variant"
 * the match tool plays against to measure what the positional terms are
 * worth. */
int evaluate_material(const Position *p);

/* True when the side to move has no simple move (captures are the caller's
 * business): with no capture either, it has lost. */
bool eval_no_simple_move(const Position *p);

/* Part eval (issue 18): what the pattern evaluation (eval_pattern.h) shares
 * with this one.  Kings only, as many on each side (a draw as a rule). */
bool eval_kings_level(const Position *p);
/* side's men that nobody can stop from crowning; *rows gets the sum of
 * their rows in side's own view (1..3: the steps still to go). */
int eval_runaways(const Position *p, int side, int *rows);
/* The hunt of a lone king (several pieces against it): White's bonus minus
 * Black's, with this evaluation's weights. */
int eval_lone_king(const Position *p);

/* Which evaluation the search uses (engine_set_eval, setoption name Eval):
 * the learned patterns (eval_pattern.h), the hand-set terms of this file
 * fitted by tools/tune, or material alone (the weak variant).
 * EVAL_KIND_DEFAULT is the stronger one by match (docs/levels.md). */
typedef enum EvalKind { EVAL_KIND_PATTERN, EVAL_KIND_CLASSIC, EVAL_KIND_MATERIAL } EvalKind;
#define EVAL_KIND_DEFAULT EVAL_KIND_PATTERN

#endif
