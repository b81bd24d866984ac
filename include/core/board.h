/*
 * board.h - the position: four 32-bit bitboards, side to move, Zobrist hash.
 *
 * Bit layout.  Only the 32 dark squares exist.  Bit i (0..31) is the square
 * numbered i+1 in the official Italian notation (docs/rules.md): square 1 is a8 in
 * Black's top-left corner, numbering runs left to right, top to bottom.
 *
 *        a    b    c    d    e    f    g    h
 *   8  [ 0]      [ 1]      [ 2]      [ 3]          row 0 (even): files a c e g
 *   7       [ 4]      [ 5]      [ 6]      [ 7]     row 1 (odd):  files b d f h
 *   6  [ 8]      [ 9]      [10]      [11]
 *   5       [12]      [13]      [14]      [15]
 *   4  [16]      [17]      [18]      [19]
 *   3       [20]      [21]      [22]      [23]
 *   2  [24]      [25]      [26]      [27]
 *   1       [28]      [29]      [30]      [31]     White's back row
 *
 * White men move "up" (towards bits 0..3), Black men "down" (towards 28..31).
 * Because even and odd rows are staggered, a diagonal step is a shift by 4 or
 * by 3/5 depending on the row's parity (see the direction helpers in
 * movegen.c).  Internally squares are 0-based indices; only notation.c and
 * fen.c convert to and from the printed 1..32 numbers.
 */
#ifndef DAMA_BOARD_H
#define DAMA_BOARD_H

#include <stdbool.h>
#include <stdint.h>

enum { WHITE = 0, BLACK = 1 };
enum { NUM_SQUARES = 32 };

typedef uint32_t Bitboard;

/* "White" or "Black" in machine-read text (replay, PDN, the protocol's
 * errors): never translated.  People read words_side (the words layer). */
static inline const char *side_name(int side) { return side == WHITE ? "White" : "Black"; }

/* The row where a side's men are crowned, the far one: squares 1-4 for
 * White, 29-32 for Black.  Each side's crowning row is the other's back row. */
#define BB_CROWN_ROW_WHITE ((Bitboard)0x0000000Fu)
#define BB_CROWN_ROW_BLACK ((Bitboard)0xF0000000u)
static inline Bitboard crown_row(int side) { return side == WHITE ? BB_CROWN_ROW_WHITE : BB_CROWN_ROW_BLACK; }
static inline Bitboard back_row(int side) { return crown_row(!side); }

typedef struct Position {
    Bitboard men[2];   /* [WHITE], [BLACK] */
    Bitboard kings[2]; /* [WHITE], [BLACK] */
    int side;          /* side to move: WHITE or BLACK */
    uint64_t hash;     /* Zobrist key of pieces and side to move */
} Position;

/* A side has at most 12 pieces (the number it starts with), so that is
 * also the most one capture can take. */
enum { PIECES_PER_SIDE_MAX = 12, MAX_CAPTURES = PIECES_PER_SIDE_MAX };

enum {
    MOVE_CROWNS = 1,  /* a man ends its move on the far row */
    MOVE_BY_KING = 2  /* the moving piece is a king */
};

/*
 * One legal move.  path[] holds every square the piece lands on, in order
 * (one entry for a simple move, one per jump for a capture), so the printed
 * notation is from, path[0], path[1], ...  The captured pieces are the
 * squares jumped between consecutive landing squares (no flying kings).
 */
typedef struct Move {
    Bitboard captured;       /* squares of all pieces taken */
    Bitboard captured_kings; /* the subset of captured that were kings */
    uint8_t from, to;        /* 0-based squares */
    uint8_t ncaptured;       /* 0 for a simple move */
    uint8_t flags;           /* MOVE_CROWNS | MOVE_BY_KING */
    uint8_t path[MAX_CAPTURES];
} Move;

static inline Bitboard sq_bit(int sq) { return (Bitboard)1u << sq; }
static inline int popcount32(Bitboard b) { return __builtin_popcount(b); }
static inline int lsb_index(Bitboard b) { return __builtin_ctz(b); }

static inline Bitboard pos_pieces(const Position *p, int side) { return p->men[side] | p->kings[side]; }
static inline Bitboard pos_men(const Position *p) { return p->men[WHITE] | p->men[BLACK]; }
static inline Bitboard pos_occupied(const Position *p) { return pos_pieces(p, WHITE) | pos_pieces(p, BLACK); }
static inline Bitboard pos_empty(const Position *p) { return ~pos_occupied(p); }

/* Diagonal one-step shifts of a whole bitboard ("up" = towards square 1,
 * White's forward direction).  Bits that would leave the board vanish: the
 * masks drop the edge file a step would carry off, the shifts the top and
 * bottom rows.
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


/* The board turned round (square s becomes 31 - s: a bit reversal), so one
 * side's pieces are seen from the other side's chair (part eval: both
 * evaluations serve the two colours with one table this way). */
static inline Bitboard bb_rotate180(Bitboard b)
{
    b = ((b >> 1) & 0x55555555u) | ((b & 0x55555555u) << 1);
    b = ((b >> 2) & 0x33333333u) | ((b & 0x33333333u) << 2);
    b = ((b >> 4) & 0x0F0F0F0Fu) | ((b & 0x0F0F0F0Fu) << 4);
    b = ((b >> 8) & 0x00FF00FFu) | ((b & 0x00FF00FFu) << 8);
    return (b >> 16) | (b << 16);
}

/* A capture or a man's move can never be undone, so no position before it
 * can come back: it resets the 50-move count and the repetition history
 * (docs/rules.md).  before is the position the move is played from. */
static inline bool move_is_irreversible(const Position *before, const Move *m)
{
    return m->ncaptured > 0 || (before->men[before->side] & sq_bit(m->from)) != 0;
}

/* Number of landing squares in the move's path (1 for a simple move). */
static inline int move_path_len(const Move *m) { return m->ncaptured ? m->ncaptured : 1; }
/* The square of the j-th captured piece (0-based, in jump order). */
int move_captured_square(const Move *m, int j);
bool move_equal(const Move *a, const Move *b);
/* Same piece, same pieces taken, same end square: the same move, whatever
 * path a king took round a group (docs/rules.md counts such paths as one move). */
static inline bool move_same_effect(const Move *a, const Move *b)
{
    return a->from == b->from && a->to == b->to && a->captured == b->captured;
}

/* Row 0..7 (0 = top, Black's back row) and file 0..7 (0 = a) of a square. */
static inline int sq_row(int sq) { return sq >> 2; }
static inline int sq_file(int sq) { return ((sq & 3) << 1) | ((sq >> 2) & 1); }
/* The square at (row, file), or -1 when that square is light or off board. */
int sq_from_coords(int row, int file);

void pos_clear(Position *p);          /* empty board, White to move */
void pos_startpos(Position *p);       /* the initial position */
uint64_t pos_compute_hash(const Position *p);
void pos_put(Position *p, int side, bool king, int sq); /* keeps the hash */
/* Moves side's piece and removes the captured ones, or puts everything back:
 * the piece part of a move is its own inverse.  The hash and the side to
 * move are left alone (perft, which needs neither, plays moves on copies
 * with this alone). */
static inline void pos_toggle_pieces(Position *p, int side, const Move *m)
{
    Bitboard from = sq_bit(m->from), to = sq_bit(m->to);

    if (m->flags & MOVE_BY_KING) {
        /* from == to (a king circling back) toggles the same bit twice: no change. */
        p->kings[side] ^= from ^ to;
    } else {
        p->men[side] ^= from;
        if (m->flags & MOVE_CROWNS)
            p->kings[side] ^= to;
        else
            p->men[side] ^= to;
    }
    p->men[side ^ 1] ^= m->captured & ~m->captured_kings;
    p->kings[side ^ 1] ^= m->captured_kings;
}
/* Make and take back a legal move (hash updated incrementally). */
void pos_make(Position *p, const Move *m);
void pos_unmake(Position *p, const Move *m);
bool pos_equal(const Position *a, const Position *b); /* pieces + side */

/* Zobrist keys, exposed for the search's null-move / debugging needs. */
uint64_t zobrist_piece(int side, bool king, int sq);
uint64_t zobrist_side(void);

#endif
