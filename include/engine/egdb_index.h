/*
 * egdb_index.h - how the endgame databases number their positions and what
 * one stored value means (the builder, the prober and the file format share
 * these facts; docs/egdb.md describes them for people).
 *
 * Colour is normalised away: a table holds positions with the side to move
 * playing "up" the board (as White does).  A position with Black to move is
 * first turned round (square s becomes 31 - s, colours swap), which is a
 * symmetry of the rules.  A table is named by its material signature: the
 * mover's men and kings, then the other side's men and kings.
 *
 * Index of a position in its table, most significant first:
 *   mover's men      a combination of the 28 squares 5..32 (never row 1);
 *   other's men      a combination of the 28 squares 1..28 (never row 8),
 *                    indices where they overlap the mover's men are unused;
 *   mover's kings    a combination of the squares no man stands on;
 *   other's kings    a combination of the squares still free.
 * Combinations are ranked in the combinatorial number system (colex).
 *
 * The value of a position (EgdbValue) for its side to move:
 *   0                     draw
 *   1..0x7FFF             win: the side to move converts in that many plies
 *   0x8000 + d            loss: the other side converts in d plies
 *   0xFFFF                unused index (men on one square)
 * "Converting" means leaving the table: a capture, a crowning or the end of
 * the game.  Wins shorten that distance with every move of the winner, and
 * every conversion lands in a smaller table, so following the distances wins.
 * (The files code values in one byte each; egdb_file.h.)
 */
#ifndef DAMA_EGDB_INDEX_H
#define DAMA_EGDB_INDEX_H

#include <stdbool.h>
#include <stdint.h>

#include "board.h"
#include "movegen.h"

enum {
    EGDB_MAX_PIECES = 8,      /* signatures are kept in arrays this big */
    EGDB_MAN_SQUARES = 28,    /* squares a man of one colour may stand on */
};

typedef uint16_t EgdbValue;
enum {
    EGDB_VALUE_DRAW = 0,
    EGDB_VALUE_LOSS = 0x8000,   /* + distance */
    EGDB_VALUE_UNUSED = 0xFFFF,
    EGDB_MAX_DISTANCE = 0x7FFE,
};

/* Material of a table: [0] mover's men, [1] mover's kings, [2] other's
 * men, [3] other's kings. */
typedef struct EgdbSig {
    uint8_t n[4];
} EgdbSig;

enum { SIG_MEN = 0, SIG_KINGS = 1, SIG_OTHER_MEN = 2, SIG_OTHER_KINGS = 3 };

static inline int sig_pieces(EgdbSig s) { return s.n[0] + s.n[1] + s.n[2] + s.n[3]; }
static inline int sig_men(EgdbSig s) { return s.n[SIG_MEN] + s.n[SIG_OTHER_MEN]; }
/* The signature seen from the other side. */
static inline EgdbSig sig_swap(EgdbSig s)
{
    EgdbSig t = {{s.n[2], s.n[3], s.n[0], s.n[1]}};
    return t;
}
static inline bool sig_equal(EgdbSig a, EgdbSig b)
{
    return a.n[0] == b.n[0] && a.n[1] == b.n[1] && a.n[2] == b.n[2] && a.n[3] == b.n[3];
}
/* A dense number for arrays indexed by signature. */
static inline int sig_slot(EgdbSig s)
{
    enum { B = EGDB_MAX_PIECES + 1 };
    return ((s.n[0] * B + s.n[1]) * B + s.n[2]) * B + s.n[3];
}
enum { EGDB_SIG_SLOTS = (EGDB_MAX_PIECES + 1) * (EGDB_MAX_PIECES + 1) * (EGDB_MAX_PIECES + 1) *
                        (EGDB_MAX_PIECES + 1) };

enum { EGDB_MAX_SIGS = 200 }; /* signatures of one piece count, at most */
/* The signatures of exactly n pieces where both sides have a piece, fewest
 * men first; returns how many. */
int egdb_signatures(int n, EgdbSig out[EGDB_MAX_SIGS]);

/* The position turned round: colours swapped, square s -> 31 - s. */
Position egdb_flip(const Position *p);
/* The position as the tables see it: White to move (flipped when needed). */
Position egdb_normalise(const Position *p);
/* Signature of a White-to-move position. */
EgdbSig egdb_signature(const Position *p);
/* Number of indices of a table (unused ones included). */
uint64_t egdb_table_size(EgdbSig s);
/* Index of a White-to-move position with signature s. */
uint64_t egdb_index(EgdbSig s, const Position *p);
/* The White-to-move position at index; false for an unused index. */
bool egdb_position(EgdbSig s, uint64_t index, Position *p);

static inline bool egdb_value_is_win(EgdbValue v) { return v >= 1 && v < EGDB_VALUE_LOSS; }
static inline bool egdb_value_is_loss(EgdbValue v) { return v >= EGDB_VALUE_LOSS && v != EGDB_VALUE_UNUSED; }
static inline int egdb_value_distance(EgdbValue v) { return egdb_value_is_loss(v) ? v - EGDB_VALUE_LOSS : v; }

/* ---- values of positions and of moves --------------------------------- */

/* Where values come from: the builder's tables in memory or the files.
 * lookup fills *value and returns true, or false when it has no table. */
typedef bool (*EgdbLookupFn)(void *ctx, EgdbSig s, uint64_t index, EgdbValue *value);
typedef struct EgdbSource {
    EgdbLookupFn lookup;
    void *ctx;
} EgdbSource;

/* A move that leaves its table: a capture or a crowning. */
static inline bool egdb_move_converts(const Move *m)
{
    return m->ncaptured > 0 || (m->flags & MOVE_CROWNS) != 0;
}

/* Value of p (either side to move) for its side to move.  A side to move
 * without pieces has lost; false when the source has no table for p. */
bool egdb_lookup(const EgdbSource *src, const Position *p, EgdbValue *value);

/* Rate every move of list (the legal moves of p) by the value of its
 * successor, choose the best one (the quickest win, else a draw, else the
 * longest defence) and give the value p must then have.  Returns the
 * index of the chosen move (-1 when there is none), or -2 when a successor
 * has no value in src. */
int egdb_best_move(const EgdbSource *src, const Position *p, const MoveList *list, EgdbValue *value);

#endif
