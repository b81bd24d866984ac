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

/* Diagonal one-step shifts of a whole bitboard ("up" = towards square 1,
 * White's forward direction).  Bits that would leave the board vanish.
 * Square s sits on row s/4; on even rows (files a c e g) up-left is s-5 and
 * up-right s-4, on odd rows (files b d f h) up-left is s-4, up-right s-3. */
#define BB_EVEN_ROWS ((Bitboard)0x0F0F0F0Fu)
#define BB_ODD_ROWS ((Bitboard)0xF0F0F0F0u)
#define BB_FILE_A ((Bitboard)0x01010101u) /* column 0 of the even rows */
#define BB_FILE_H ((Bitboard)0x80808080u) /* column 3 of the odd rows */
static inline Bitboard bb_up_left(Bitboard b)
{
    return ((b & BB_EVEN_ROWS & ~BB_FILE_A) >> 5) | ((b & BB_ODD_ROWS) >> 4);
}
static inline Bitboard bb_up_right(Bitboard b)
{
    return ((b & BB_EVEN_ROWS) >> 4) | ((b & BB_ODD_ROWS & ~BB_FILE_H) >> 3);
}
static inline Bitboard bb_down_left(Bitboard b)
{
    return ((b & BB_EVEN_ROWS & ~BB_FILE_A) << 3) | ((b & BB_ODD_ROWS) << 4);
}
static inline Bitboard bb_down_right(Bitboard b)
{
    return ((b & BB_EVEN_ROWS) << 4) | ((b & BB_ODD_ROWS & ~BB_FILE_H) << 5);
}

#endif
