/*
 * eval.c - static evaluation (see eval.h).
 *
 * Every term is computed for one side "seen as White": Black's bitboards are
 * rotated by 180 degrees (square s becomes 31 - s, a bit reversal), so the
 * same code and tables serve both colours.  In that view our men move up
 * (towards row 0), our back row is row 7 (bits 28..31).
 */
#include "eval.h"

#include <stdlib.h>

/* All the weights, in hundredths of a man, by their index in eval.h (king,
 * mobility and the rejected alternatives were decided by self-play with
 * tools/match, see docs/levels.md; docs/tuning.md says how tools/tune fits
 * them to games).  "open" and "end" values are blended by the number of
 * pieces left on the board.  Squares are in the view of the side they
 * belong to (eval.c's rotation: our back row is bits 28..31). */
static const int WEIGHTS[EVAL_NUM_WEIGHTS] = {
    [EW_MAN] = 100,
    [EW_KING] = 183,
    /* by advancement 0 (back row) .. 6 (one step from crowning) */
    [EW_MAN_ADVANCE_OPEN] = 0, 22, 2, 4, -15, -12, -4, 0,
    [EW_MAN_ADVANCE_END] = 0, -18, -1, 27, 38, 62, 56, 0,
    [EW_MAN_CENTRE] = -10,         /* a man on one of the four centre squares */
    [EW_MAN_EDGE] = -3,            /* a man on the a or h file */
    [EW_BACK_ROW_GUARD] = 74,      /* a man still on our back row, while the opponent has men */
    [EW_BACK_ROW_PAIR] = -32,      /* the two middle back-row squares both held */
    [EW_KING_CENTRE] = 2,          /* a king on the central 8 squares */
    [EW_KING_EDGE] = 0,            /* a king on an edge square */
    [EW_MOBILITY] = 7,             /* per legal simple move */
    [EW_TEMPO] = 2,                /* bonus for the side to move */
    [EW_RUNAWAY_BASE] = 55,        /* a man nobody can stop from crowning ... */
    [EW_RUNAWAY_PER_STEP] = 18,    /* ... minus this per step still to go */
    [EW_TRADE_WHEN_AHEAD] = 24,    /* material lead x (24 - pieces) x this / 1024 */
    [EW_LONE_KING_LOST] = 210,     /* several pieces against a lone king */
    [EW_MOPUP_DISTANCE] = 24,      /* per square between a hunting king and the lone king */
    [EW_MOPUP_EDGE] = 40,          /* the lone king kept on the edge */
    /* a man on each square (index 0..31 in its own view), on top of the terms above */
    [EW_MAN_SQUARE_OPEN] = 0, 0, 0, 0, 73, 68, 31, -60, -8, 6, -8, -82, -58, -36, -14, 8,
                           16, 4, -12, -44, 12, 16, -8, 20, 10, 16, 28, 4, 28, 52, 8, -44,
    [EW_MAN_SQUARE_END] = 0, 0, 0, 0, 28, 33, 48, -28, 20, 14, 36, 52, 52, 40, 44, 8,
                          36, -28, 28, 20, 4, 20, -4, -8, 38, -24, -4, -16, 8, -8, 20, -24,
    [EW_KING_MOBILITY] = -8,       /* per simple move of a king, on top of MOBILITY */
    [EW_MAN_BACKED] = -2,          /* a man with both squares behind it held (or off the board) */
};

/* Kings only, equal numbers: a draw as a rule, so the score is divided by
 * this (a structural constant, not a tuned weight). */
enum { KINGS_EQUAL_DIVISOR = 8 };

#define BB_CENTRE ((Bitboard)((1u << 13) | (1u << 14) | (1u << 17) | (1u << 18)))
#define BB_CENTRE8 ((Bitboard)(BB_CENTRE | (1u << 9) | (1u << 10) | (1u << 21) | (1u << 22)))
#define BB_EDGE ((Bitboard)(BB_CROWN_ROW_WHITE | BB_CROWN_ROW_BLACK | BB_FILE_A | BB_FILE_H))
#define BB_BACK_ROW_PAIR ((Bitboard)((1u << 29) | (1u << 30)))

enum { PHASE_MAX = 24 };

/* One side's pieces and the opponent's, seen as White. */
typedef struct View {
    Bitboard men, kings, opp_men, opp_kings, empty;
} View;

static View make_view(const Position *p, int side)
{
    View v;
    int opp = side ^ 1;
    v.men = p->men[side];
    v.kings = p->kings[side];
    v.opp_men = p->men[opp];
    v.opp_kings = p->kings[opp];
    if (side == BLACK) {
        v.men = bb_rotate180(v.men);
        v.kings = bb_rotate180(v.kings);
        v.opp_men = bb_rotate180(v.opp_men);
        v.opp_kings = bb_rotate180(v.opp_kings);
    }
    v.empty = ~(v.men | v.kings | v.opp_men | v.opp_kings);
    return v;
}

static int blend(int open, int end, int pieces)
{
    return (open * pieces + end * (PHASE_MAX - pieces)) / PHASE_MAX;
}

static int king_moves(const View *v)
{
    Bitboard k = v->kings;
    return popcount32(bb_up_left(k) & v->empty) + popcount32(bb_up_right(k) & v->empty) +
           popcount32(bb_down_left(k) & v->empty) + popcount32(bb_down_right(k) & v->empty);
}

/* Simple moves, all pieces (kings' forward moves counted here too), and
 * the kings' moves on their own. */
static int mobility(const int *w, const View *v)
{
    Bitboard men = v->men;
    int n = popcount32(bb_up_left(men) & v->empty) + popcount32(bb_up_right(men) & v->empty);
    if (v->kings == 0)
        return w[EW_MOBILITY] * n;
    int k = king_moves(v);
    return w[EW_MOBILITY] * (n + k) + w[EW_KING_MOBILITY] * k;
}

/* Squares a man on sq could ever step on before crowning (its forward cone). */
static Bitboard forward_cone(int sq)
{
    Bitboard front = sq_bit(sq), cone = 0;
    for (int r = sq_row(sq); r > 0; r--) {
        front = bb_up_left(front) | bb_up_right(front);
        cone |= front;
    }
    return cone;
}

/* Men that no enemy piece can ever stop: no enemy kings, and no enemy man
 * in the forward cone (enemy men outside the cone can never enter it). */
static Bitboard runaway_set(const View *v)
{
    if (v->opp_kings)
        return 0;
    Bitboard set = 0;
    Bitboard near = v->men & 0x0000FFFFu; /* rows 1..3 (row 0 holds no men) */
    for (Bitboard b = near; b; b &= b - 1) {
        int sq = lsb_index(b);
        if ((forward_cone(sq) & (v->opp_men | v->men | v->kings)) == 0)
            set |= sq_bit(sq);
    }
    return set;
}

static int runaway_men(const int *w, const View *v)
{
    int score = 0;
    for (Bitboard b = runaway_set(v); b; b &= b - 1)
        score += w[EW_RUNAWAY_BASE] - w[EW_RUNAWAY_PER_STEP] * sq_row(lsb_index(b));
    return score;
}

static Bitboard row_mask(int row)
{
    return (Bitboard)0xFu << (4 * row);
}

/* Men with both squares behind them held by their own side, or off the
 * board (a man on the back row or the edge cannot be taken from there). */
static Bitboard backed_men(const View *v)
{
    Bitboard own = v->men | v->kings;
    Bitboard left_held = bb_up_right(own) | BB_FILE_A | BB_CROWN_ROW_BLACK;
    Bitboard right_held = bb_up_left(own) | BB_FILE_H | BB_CROWN_ROW_BLACK;
    return v->men & left_held & right_held;
}

static int men_placement(const int *w, const View *v, int pieces)
{
    int open = 0, end = 0;
    for (int adv = 1; adv <= 6; adv++) {
        int n = popcount32(v->men & row_mask(7 - adv));
        open += n * w[EW_MAN_ADVANCE_OPEN + adv];
        end += n * w[EW_MAN_ADVANCE_END + adv];
    }
    for (Bitboard b = v->men; b; b &= b - 1) {
        int sq = lsb_index(b);
        open += w[EW_MAN_SQUARE_OPEN + sq];
        end += w[EW_MAN_SQUARE_END + sq];
    }
    int score = blend(open, end, pieces);
    score += w[EW_MAN_CENTRE] * popcount32(v->men & BB_CENTRE);
    score += w[EW_MAN_EDGE] * popcount32(v->men & (BB_FILE_A | BB_FILE_H));
    score += w[EW_MAN_BACKED] * popcount32(backed_men(v));
    /* The back row stops enemy men from crowning: worth most while the
     * opponent still has many men. */
    int opp_men = popcount32(v->opp_men);
    score += w[EW_BACK_ROW_GUARD] * popcount32(v->men & back_row(WHITE)) * opp_men / 12;
    if ((v->men & BB_BACK_ROW_PAIR) == BB_BACK_ROW_PAIR)
        score += w[EW_BACK_ROW_PAIR] * opp_men / 12;
    return score;
}

static int king_placement(const int *w, const View *v)
{
    return w[EW_KING_CENTRE] * popcount32(v->kings & BB_CENTRE8) +
           w[EW_KING_EDGE] * popcount32(v->kings & BB_EDGE);
}

static int side_score(const int *w, const View *v, int pieces)
{
    return w[EW_MAN] * popcount32(v->men) + w[EW_KING] * popcount32(v->kings) + men_placement(w, v, pieces) +
           king_placement(w, v) + mobility(w, v) + runaway_men(w, v);
}

static int distance(int a, int b)
{
    int dr = abs(sq_row(a) - sq_row(b)), df = abs(sq_file(a) - sq_file(b));
    return dr > df ? dr : df;
}

/* Several pieces (with a king to hunt) against one lone king: a win.  The
 * bonus grows as the hunters close in and the lone king is pushed to the
 * edge, so the search finds the way to corner it. */
static int lone_king_bonus(const int *w, const Position *p, int strong)
{
    int weak = strong ^ 1;
    if (p->men[weak] != 0 || popcount32(p->kings[weak]) != 1 || popcount32(pos_pieces(p, strong)) < 2)
        return 0;
    int target = lsb_index(p->kings[weak]);
    int score = w[EW_LONE_KING_LOST];
    for (Bitboard b = p->kings[strong]; b; b &= b - 1)
        score -= w[EW_MOPUP_DISTANCE] * distance(lsb_index(b), target);
    if (sq_bit(target) & BB_EDGE)
        score += w[EW_MOPUP_EDGE];
    return score;
}

static int material(const int *w, const Position *p, int side)
{
    return w[EW_MAN] * popcount32(p->men[side]) + w[EW_KING] * popcount32(p->kings[side]);
}

int evaluate_material(const Position *p)
{
    int s = material(WEIGHTS, p, WHITE) - material(WEIGHTS, p, BLACK);
    return p->side == WHITE ? s : -s;
}

/* The evaluation with weights w; inlined into evaluate() with the constant
 * table, so the engine's copy has every weight folded in. */
static inline int evaluate_inline(const Position *p, const int *w)
{
    int pieces = popcount32(pos_occupied(p));
    View white = make_view(p, WHITE), black = make_view(p, BLACK);
    int score = side_score(w, &white, pieces) - side_score(w, &black, pieces);

    int lead = material(w, p, WHITE) - material(w, p, BLACK);
    score += w[EW_TRADE_WHEN_AHEAD] * lead * (PHASE_MAX - pieces) / 1024;
    score += lone_king_bonus(w, p, WHITE) - lone_king_bonus(w, p, BLACK);

    if (eval_kings_level(p))
        score /= KINGS_EQUAL_DIVISOR;

    score = p->side == WHITE ? score : -score;
    return score + w[EW_TEMPO];
}

bool eval_kings_level(const Position *p)
{
    bool kings_only = pos_men(p) == 0;
    return kings_only && popcount32(p->kings[WHITE]) == popcount32(p->kings[BLACK]);
}

int eval_runaways(const Position *p, int side, int *rows)
{
    View v = make_view(p, side);
    Bitboard set = runaway_set(&v);
    *rows = 0;
    for (Bitboard b = set; b; b &= b - 1)
        *rows += sq_row(lsb_index(b));
    return popcount32(set);
}

int eval_lone_king(const Position *p)
{
    return lone_king_bonus(WEIGHTS, p, WHITE) - lone_king_bonus(WEIGHTS, p, BLACK);
}

int evaluate(const Position *p)
{
    return evaluate_inline(p, WEIGHTS);
}

int evaluate_with_weights(const Position *p, const int *weights)
{
    return evaluate_inline(p, weights);
}

const int *eval_weights(void)
{
    return WEIGHTS;
}

bool eval_no_simple_move(const Position *p)
{
    int side = p->side;
    Bitboard empty = pos_empty(p), kings = p->kings[side];
    Bitboard fwd = p->men[side] | kings, back = kings;
    if (side == BLACK) {
        Bitboard t = fwd;
        fwd = back;
        back = t;
    }
    /* fwd moves up, back moves down (for Black the roles swap). */
    Bitboard targets = bb_up_left(fwd) | bb_up_right(fwd) | bb_down_left(back) | bb_down_right(back);
    return (targets & empty) == 0;
}
