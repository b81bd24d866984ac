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

/* All the weights, in hundredths of a man (king, mobility and the rejected
 * alternatives were decided by self-play with tools/match, see
 * docs/levels.md).  "open" and "end" values are
 * blended by the number of pieces left on the board. */
typedef struct EvalWeights {
    int man, king;
    int man_advance_open[8]; /* by advancement 0 (back row) .. 6 (one step from crowning) */
    int man_advance_end[8];
    int man_centre;          /* a man on one of the four centre squares */
    int man_edge;            /* a man on the a or h file (penalty if negative) */
    int back_row_guard;      /* a man still on our back row, while the opponent has men */
    int back_row_pair;       /* the two middle back-row squares both held */
    int king_centre;         /* a king on the central 8 squares */
    int king_edge;           /* a king on an edge square */
    int mobility;            /* per legal simple move */
    int tempo;               /* bonus for the side to move */
    int runaway_base;        /* a man nobody can stop from crowning ... */
    int runaway_per_step;    /* ... minus this per step still to go */
    int trade_when_ahead;    /* material lead x (24 - pieces) x this / 1024 */
    int lone_king_lost;      /* several pieces against a lone king */
    int mopup_distance;      /* per square between a hunting king and the lone king */
    int mopup_edge;          /* the lone king kept on the edge */
    int kings_equal_divisor; /* kings-only, equal numbers: score divided by this */
} EvalWeights;

static const EvalWeights W = {
    .man = 100,
    .king = 175,
    .man_advance_open = {0, 2, 4, 6, 9, 12, 16, 0},
    .man_advance_end = {0, 4, 9, 15, 22, 30, 40, 0},
    .man_centre = 6,
    .man_edge = -3,
    .back_row_guard = 6,
    .back_row_pair = 8,
    .king_centre = 10,
    .king_edge = -8,
    .mobility = 7,
    .tempo = 3,
    .runaway_base = 70,
    .runaway_per_step = 8,
    .trade_when_ahead = 16,
    .lone_king_lost = 300,
    .mopup_distance = 8,
    .mopup_edge = 15,
    .kings_equal_divisor = 8,
};

#define BB_CENTRE ((Bitboard)((1u << 13) | (1u << 14) | (1u << 17) | (1u << 18)))
#define BB_CENTRE8 ((Bitboard)(BB_CENTRE | (1u << 9) | (1u << 10) | (1u << 21) | (1u << 22)))
#define BB_EDGE ((Bitboard)(BB_CROWN_ROW_WHITE | BB_CROWN_ROW_BLACK | BB_FILE_A | BB_FILE_H))
#define BB_BACK_ROW_PAIR ((Bitboard)((1u << 29) | (1u << 30)))

enum { PHASE_MAX = 24 };

static Bitboard rotate180(Bitboard b)
{
    b = ((b >> 1) & 0x55555555u) | ((b & 0x55555555u) << 1);
    b = ((b >> 2) & 0x33333333u) | ((b & 0x33333333u) << 2);
    b = ((b >> 4) & 0x0F0F0F0Fu) | ((b & 0x0F0F0F0Fu) << 4);
    b = ((b >> 8) & 0x00FF00FFu) | ((b & 0x00FF00FFu) << 8);
    return (b >> 16) | (b << 16);
}

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
        v.men = rotate180(v.men);
        v.kings = rotate180(v.kings);
        v.opp_men = rotate180(v.opp_men);
        v.opp_kings = rotate180(v.opp_kings);
    }
    v.empty = ~(v.men | v.kings | v.opp_men | v.opp_kings);
    return v;
}

static int blend(int open, int end, int pieces)
{
    return (open * pieces + end * (PHASE_MAX - pieces)) / PHASE_MAX;
}

static int simple_moves(const View *v)
{
    Bitboard fwd = v->men | v->kings;
    int n = popcount32(bb_up_left(fwd) & v->empty) + popcount32(bb_up_right(fwd) & v->empty);
    n += popcount32(bb_down_left(v->kings) & v->empty) + popcount32(bb_down_right(v->kings) & v->empty);
    return n;
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
static int runaway_men(const View *v)
{
    if (v->opp_kings)
        return 0;
    int score = 0;
    Bitboard near = v->men & 0x0000FFFFu; /* rows 1..3 (row 0 holds no men) */
    for (Bitboard b = near; b; b &= b - 1) {
        int sq = lsb_index(b);
        if ((forward_cone(sq) & (v->opp_men | v->men | v->kings)) == 0)
            score += W.runaway_base - W.runaway_per_step * sq_row(sq);
    }
    return score;
}

static Bitboard row_mask(int row)
{
    return (Bitboard)0xFu << (4 * row);
}

static int men_placement(const View *v, int pieces)
{
    int open = 0, end = 0;
    for (int adv = 1; adv <= 6; adv++) {
        int n = popcount32(v->men & row_mask(7 - adv));
        open += n * W.man_advance_open[adv];
        end += n * W.man_advance_end[adv];
    }
    int score = blend(open, end, pieces);
    score += W.man_centre * popcount32(v->men & BB_CENTRE);
    score += W.man_edge * popcount32(v->men & (BB_FILE_A | BB_FILE_H));
    /* The back row stops enemy men from crowning: worth most while the
     * opponent still has many men. */
    int opp_men = popcount32(v->opp_men);
    score += W.back_row_guard * popcount32(v->men & back_row(WHITE)) * opp_men / 12;
    if ((v->men & BB_BACK_ROW_PAIR) == BB_BACK_ROW_PAIR)
        score += W.back_row_pair * opp_men / 12;
    return score;
}

static int king_placement(const View *v)
{
    return W.king_centre * popcount32(v->kings & BB_CENTRE8) + W.king_edge * popcount32(v->kings & BB_EDGE);
}

static int side_score(const View *v, int pieces)
{
    return W.man * popcount32(v->men) + W.king * popcount32(v->kings) + men_placement(v, pieces) +
           king_placement(v) + W.mobility * simple_moves(v) + runaway_men(v);
}

static int distance(int a, int b)
{
    int dr = abs(sq_row(a) - sq_row(b)), df = abs(sq_file(a) - sq_file(b));
    return dr > df ? dr : df;
}

/* Several pieces (with a king to hunt) against one lone king: a win.  The
 * bonus grows as the hunters close in and the lone king is pushed to the
 * edge, so the search finds the way to corner it. */
static int lone_king_bonus(const Position *p, int strong)
{
    int weak = strong ^ 1;
    if (p->men[weak] != 0 || popcount32(p->kings[weak]) != 1 || popcount32(pos_pieces(p, strong)) < 2)
        return 0;
    int target = lsb_index(p->kings[weak]);
    int score = W.lone_king_lost;
    for (Bitboard b = p->kings[strong]; b; b &= b - 1)
        score -= W.mopup_distance * distance(lsb_index(b), target);
    if (sq_bit(target) & BB_EDGE)
        score += W.mopup_edge;
    return score;
}

static int material(const Position *p, int side)
{
    return W.man * popcount32(p->men[side]) + W.king * popcount32(p->kings[side]);
}

int evaluate_material(const Position *p)
{
    int s = material(p, WHITE) - material(p, BLACK);
    return p->side == WHITE ? s : -s;
}

int evaluate(const Position *p)
{
    int pieces = popcount32(pos_occupied(p));
    View white = make_view(p, WHITE), black = make_view(p, BLACK);
    int score = side_score(&white, pieces) - side_score(&black, pieces);

    int lead = material(p, WHITE) - material(p, BLACK);
    score += W.trade_when_ahead * lead * (PHASE_MAX - pieces) / 1024;
    score += lone_king_bonus(p, WHITE) - lone_king_bonus(p, BLACK);

    bool kings_only = (p->men[WHITE] | p->men[BLACK]) == 0;
    if (kings_only && popcount32(p->kings[WHITE]) == popcount32(p->kings[BLACK]))
        score /= W.kings_equal_divisor;

    score = p->side == WHITE ? score : -score;
    return score + W.tempo;
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
