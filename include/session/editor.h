/*
 * editor.h - setting a position up by hand (docs/ui.md, "Position
 * editor"): men and kings of either colour placed and removed square by
 * square, the side to move chosen, then the set-up checked before a game
 * may start from it.  No terminal here; the UI maps keys to these calls.
 *
 * A set-up is refused, with the reason, when a man stands on its own
 * crowning row (it would have been crowned), when a side has more than
 * PIECES_PER_SIDE_MAX pieces, or when a side has no piece at all (there
 * would be no game to play).
 */
#ifndef DAMA_EDITOR_H
#define DAMA_EDITOR_H

#include <stdbool.h>
#include <stddef.h>

#include "board.h"

enum { EDITOR_ERRSIZE = 160, EDITOR_QUOTED_SIZE = 64 };

/* Why a set-up or typed squares are refused (the words layer says it). */
typedef enum {
    EDITOR_OK = 0,
    EDITOR_NOT_A_SQUARE,      /* quoted is not a square number */
    EDITOR_NO_SQUARE_TYPED,   /* nothing typed */
    EDITOR_MAN_ON_CROWN_ROW,  /* a man of side on square, its crowning row */
    EDITOR_TOO_MANY_PIECES,   /* side has pieces, more than PIECES_PER_SIDE_MAX */
    EDITOR_NO_PIECE,          /* side has no piece */
    EDITOR_PROBLEM_COUNT
} EditorProblem;

typedef struct EditorError {
    EditorProblem code;
    int side;
    int square;               /* 1..32 */
    int pieces;
    char quoted[EDITOR_QUOTED_SIZE];   /* made safe (text_sanitize) */
} EditorError;

/* What a square holds. */
typedef enum { SQ_EMPTY = 0, SQ_WHITE_MAN, SQ_WHITE_KING, SQ_BLACK_MAN, SQ_BLACK_KING } SquareContent;

typedef struct Editor {
    Position pos;   /* pieces and side to move being set up (hash kept) */
} Editor;

/* Start from a position (NULL: an empty board, White to move). */
void editor_init(Editor *e, const Position *from);
void editor_clear(Editor *e);
/* Put content on square sq (0-based), replacing what was there. */
void editor_put(Editor *e, int sq, SquareContent content);
SquareContent editor_get(const Editor *e, int sq);
void editor_set_side(Editor *e, int side);
/* Put content on every square listed in text: official numbers 1..32
 * separated by spaces or commas ("2", "5 9,13").  False, changing nothing,
 * with the reason in err, on anything else. */
bool editor_put_text(Editor *e, const char *text, SquareContent content, EditorError *why);
/* Whether a game may start from the set-up; why not in *why. */
bool editor_check(const Editor *e, EditorError *why);

#endif
