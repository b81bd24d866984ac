/*
 * editor.c - setting a position up by hand (editor.h).
 */
#include "editor.h"

#include <stdio.h>
#include <string.h>

#include "numparse.h"
#include "text.h"

void editor_init(Editor *e, const Position *from)
{
    if (from != NULL)
        e->pos = *from;
    else
        pos_clear(&e->pos);
    e->pos.hash = pos_compute_hash(&e->pos);
}

void editor_clear(Editor *e)
{
    int side = e->pos.side;
    pos_clear(&e->pos);
    editor_set_side(e, side);
}

void editor_put(Editor *e, int sq, SquareContent content)
{
    Bitboard keep = ~sq_bit(sq);
    for (int side = WHITE; side <= BLACK; side++) {
        e->pos.men[side] &= keep;
        e->pos.kings[side] &= keep;
    }
    if (content != SQ_EMPTY) {
        int side = content == SQ_WHITE_MAN || content == SQ_WHITE_KING ? WHITE : BLACK;
        bool king = content == SQ_WHITE_KING || content == SQ_BLACK_KING;
        (king ? e->pos.kings : e->pos.men)[side] |= sq_bit(sq);
    }
    e->pos.hash = pos_compute_hash(&e->pos);
}

SquareContent editor_get(const Editor *e, int sq)
{
    Bitboard b = sq_bit(sq);
    if (e->pos.men[WHITE] & b)
        return SQ_WHITE_MAN;
    if (e->pos.kings[WHITE] & b)
        return SQ_WHITE_KING;
    if (e->pos.men[BLACK] & b)
        return SQ_BLACK_MAN;
    if (e->pos.kings[BLACK] & b)
        return SQ_BLACK_KING;
    return SQ_EMPTY;
}

void editor_set_side(Editor *e, int side)
{
    e->pos.side = side;
    e->pos.hash = pos_compute_hash(&e->pos);
}

/* The squares of text as a bitboard (0-based bits); false on anything
 * but numbers 1..32 between spaces and commas. */
static bool squares_of(const char *text, Bitboard *out, EditorError *why)
{
    Bitboard squares = 0;
    const char *p = text;
    while (*p != '\0') {
        while (*p == ' ' || *p == ',')
            p++;
        if (*p == '\0')
            break;
        char word[8];
        size_t n = strcspn(p, " ,");
        int number = 0;
        if (n < sizeof word) {
            memcpy(word, p, n);
            word[n] = '\0';
        }
        if (n >= sizeof word || !parse_int(word, 1, NUM_SQUARES, &number)) {
            why->code = EDITOR_NOT_A_SQUARE;
            text_sanitize_span(why->quoted, sizeof why->quoted, p, n);
            return false;
        }
        squares |= sq_bit(number - 1);
        p += n;
    }
    if (squares == 0) {
        why->code = EDITOR_NO_SQUARE_TYPED;
        return false;
    }
    *out = squares;
    return true;
}

bool editor_put_text(Editor *e, const char *text, SquareContent content, EditorError *why)
{
    Bitboard squares;
    memset(why, 0, sizeof *why);
    if (!squares_of(text, &squares, why))
        return false;
    for (Bitboard b = squares; b != 0; b &= b - 1)
        editor_put(e, lsb_index(b), content);
    return true;
}

bool editor_check(const Editor *e, EditorError *why)
{
    const Position *p = &e->pos;
    memset(why, 0, sizeof *why);
    for (int side = WHITE; side <= BLACK; side++) {
        Bitboard crowned = p->men[side] & crown_row(side);
        why->side = side;
        why->pieces = popcount32(pos_pieces(p, side));
        if (crowned != 0) {
            why->code = EDITOR_MAN_ON_CROWN_ROW;
            why->square = lsb_index(crowned) + 1;
            return false;
        }
        if (why->pieces > PIECES_PER_SIDE_MAX) {
            why->code = EDITOR_TOO_MANY_PIECES;
            return false;
        }
        if (why->pieces == 0) {
            why->code = EDITOR_NO_PIECE;
            return false;
        }
    }
    why->code = EDITOR_OK;
    return true;
}
