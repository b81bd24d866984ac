/*
 * egdb_index.c - positions <-> table indices of the endgame databases
 * (the numbering is described in egdb_index.h).
 */
#include "egdb_index.h"

enum { BINOM_N = NUM_SQUARES + 1, BINOM_K = EGDB_MAX_PIECES + 1 };

#define MOVER_MEN_SQUARES ((Bitboard)0xFFFFFFF0u) /* a White man never stands on 1-4 */
#define OTHER_MEN_SQUARES ((Bitboard)0x0FFFFFFFu) /* a Black man never stands on 29-32 */

/* Binomial coefficients C(n, k) for n <= 32, k <= 8 (a constant table:
 * every probe indexes, and computing them there would cost divisions). */
static const uint32_t BINOM[BINOM_N][BINOM_K] = {
    {1, 0, 0, 0, 0, 0, 0, 0, 0},
    {1, 1, 0, 0, 0, 0, 0, 0, 0},
    {1, 2, 1, 0, 0, 0, 0, 0, 0},
    {1, 3, 3, 1, 0, 0, 0, 0, 0},
    {1, 4, 6, 4, 1, 0, 0, 0, 0},
    {1, 5, 10, 10, 5, 1, 0, 0, 0},
    {1, 6, 15, 20, 15, 6, 1, 0, 0},
    {1, 7, 21, 35, 35, 21, 7, 1, 0},
    {1, 8, 28, 56, 70, 56, 28, 8, 1},
    {1, 9, 36, 84, 126, 126, 84, 36, 9},
    {1, 10, 45, 120, 210, 252, 210, 120, 45},
    {1, 11, 55, 165, 330, 462, 462, 330, 165},
    {1, 12, 66, 220, 495, 792, 924, 792, 495},
    {1, 13, 78, 286, 715, 1287, 1716, 1716, 1287},
    {1, 14, 91, 364, 1001, 2002, 3003, 3432, 3003},
    {1, 15, 105, 455, 1365, 3003, 5005, 6435, 6435},
    {1, 16, 120, 560, 1820, 4368, 8008, 11440, 12870},
    {1, 17, 136, 680, 2380, 6188, 12376, 19448, 24310},
    {1, 18, 153, 816, 3060, 8568, 18564, 31824, 43758},
    {1, 19, 171, 969, 3876, 11628, 27132, 50388, 75582},
    {1, 20, 190, 1140, 4845, 15504, 38760, 77520, 125970},
    {1, 21, 210, 1330, 5985, 20349, 54264, 116280, 203490},
    {1, 22, 231, 1540, 7315, 26334, 74613, 170544, 319770},
    {1, 23, 253, 1771, 8855, 33649, 100947, 245157, 490314},
    {1, 24, 276, 2024, 10626, 42504, 134596, 346104, 735471},
    {1, 25, 300, 2300, 12650, 53130, 177100, 480700, 1081575},
    {1, 26, 325, 2600, 14950, 65780, 230230, 657800, 1562275},
    {1, 27, 351, 2925, 17550, 80730, 296010, 888030, 2220075},
    {1, 28, 378, 3276, 20475, 98280, 376740, 1184040, 3108105},
    {1, 29, 406, 3654, 23751, 118755, 475020, 1560780, 4292145},
    {1, 30, 435, 4060, 27405, 142506, 593775, 2035800, 5852925},
    {1, 31, 465, 4495, 31465, 169911, 736281, 2629575, 7888725},
    {1, 32, 496, 4960, 35960, 201376, 906192, 3365856, 10518300},
};

static inline uint64_t binom(int n, int k)
{
    return BINOM[n][k];
}

static uint32_t bit_reverse(uint32_t x)
{
    x = ((x >> 1) & 0x55555555u) | ((x & 0x55555555u) << 1);
    x = ((x >> 2) & 0x33333333u) | ((x & 0x33333333u) << 2);
    x = ((x >> 4) & 0x0F0F0F0Fu) | ((x & 0x0F0F0F0Fu) << 4);
    x = ((x >> 8) & 0x00FF00FFu) | ((x & 0x00FF00FFu) << 8);
    return (x >> 16) | (x << 16);
}

/* The hash is not kept: the tables never need it. */
Position egdb_flip(const Position *p)
{
    Position q;
    q.men[WHITE] = bit_reverse(p->men[BLACK]);
    q.men[BLACK] = bit_reverse(p->men[WHITE]);
    q.kings[WHITE] = bit_reverse(p->kings[BLACK]);
    q.kings[BLACK] = bit_reverse(p->kings[WHITE]);
    q.side = !p->side;
    q.hash = 0;
    return q;
}

Position egdb_normalise(const Position *p)
{
    return p->side == WHITE ? *p : egdb_flip(p);
}

EgdbSig egdb_signature(const Position *p)
{
    EgdbSig s = {{(uint8_t)popcount32(p->men[WHITE]), (uint8_t)popcount32(p->kings[WHITE]),
                  (uint8_t)popcount32(p->men[BLACK]), (uint8_t)popcount32(p->kings[BLACK])}};
    return s;
}

int egdb_signatures(int n, EgdbSig out[EGDB_MAX_SIGS])
{
    int count = 0;
    for (int men = 0; men <= n; men++)
        for (int a = 0; a <= men; a++)
            for (int b = 0; b <= n - men; b++) {
                int c = men - a, d = n - men - b;
                EgdbSig s = {{(uint8_t)a, (uint8_t)b, (uint8_t)c, (uint8_t)d}};
                if (a + b > 0 && c + d > 0 && a <= EGDB_MAN_SQUARES && c <= EGDB_MAN_SQUARES)
                    out[count++] = s;
            }
    return count;
}

/* Sizes of the four index fields, most significant first. */
static void field_sizes(EgdbSig s, uint64_t size[4])
{
    int men = sig_men(s);
    size[0] = binom(EGDB_MAN_SQUARES, s.n[SIG_MEN]);
    size[1] = binom(EGDB_MAN_SQUARES, s.n[SIG_OTHER_MEN]);
    size[2] = binom(NUM_SQUARES - men, s.n[SIG_KINGS]);
    size[3] = binom(NUM_SQUARES - men - s.n[SIG_KINGS], s.n[SIG_OTHER_KINGS]);
}

uint64_t egdb_table_size(EgdbSig s)
{
    uint64_t size[4];
    field_sizes(s, size);
    return size[0] * size[1] * size[2] * size[3];
}

/* Colex rank of the set pieces within the squares of universe. */
static uint64_t rank_in(Bitboard pieces, Bitboard universe)
{
    uint64_t rank = 0;
    for (int j = 1; pieces; j++, pieces &= pieces - 1) {
        Bitboard below = (pieces & -pieces) - 1;
        rank += binom(popcount32(universe & below), j);
    }
    return rank;
}

/* The n-th (0-based) square of set. */
static int nth_square(Bitboard set, int n)
{
    while (n-- > 0)
        set &= set - 1;
    return lsb_index(set);
}

/* The k squares of universe whose colex rank is rank. */
static Bitboard unrank_in(uint64_t rank, int k, Bitboard universe)
{
    Bitboard pieces = 0;
    int c = popcount32(universe);
    for (int i = k; i >= 1; i--) {
        do
            c--;
        while (binom(c, i) > rank);
        rank -= binom(c, i);
        pieces |= sq_bit(nth_square(universe, c));
    }
    return pieces;
}

uint64_t egdb_index(EgdbSig s, const Position *p)
{
    uint64_t size[4];
    field_sizes(s, size);
    Bitboard men = pos_men(p);
    uint64_t index = rank_in(p->men[WHITE], MOVER_MEN_SQUARES);
    index = index * size[1] + rank_in(p->men[BLACK], OTHER_MEN_SQUARES);
    index = index * size[2] + rank_in(p->kings[WHITE], ~men);
    return index * size[3] + rank_in(p->kings[BLACK], ~men & ~p->kings[WHITE]);
}

bool egdb_position(EgdbSig s, uint64_t index, Position *p)
{
    uint64_t size[4], field[4];
    field_sizes(s, size);
    for (int f = 3; f >= 0; f--) {
        field[f] = index % size[f];
        index /= size[f];
    }
    *p = (Position){0};
    p->men[WHITE] = unrank_in(field[0], s.n[SIG_MEN], MOVER_MEN_SQUARES);
    p->men[BLACK] = unrank_in(field[1], s.n[SIG_OTHER_MEN], OTHER_MEN_SQUARES);
    if (p->men[WHITE] & p->men[BLACK])
        return false;
    Bitboard men = pos_men(p);
    p->kings[WHITE] = unrank_in(field[2], s.n[SIG_KINGS], ~men);
    p->kings[BLACK] = unrank_in(field[3], s.n[SIG_OTHER_KINGS], ~men & ~p->kings[WHITE]);
    p->side = WHITE;
    p->hash = 0;
    return true;
}

bool egdb_lookup(const EgdbSource *src, const Position *p, EgdbValue *value)
{
    if (pos_pieces(p, p->side) == 0) {
        *value = EGDB_VALUE_LOSS;
        return true;
    }
    Position w = egdb_normalise(p);
    EgdbSig s = egdb_signature(&w);
    if (s.n[SIG_OTHER_MEN] + s.n[SIG_OTHER_KINGS] == 0 || sig_pieces(s) > EGDB_MAX_PIECES)
        return false; /* the game ended before this position */
    return src->lookup(src->ctx, s, egdb_index(s, &w), value);
}

/* How far a successor is from conversion, seen from its parent: a move
 * that converts counts as the conversion itself. */
static int successor_distance(const Move *m, EgdbValue value)
{
    return egdb_move_converts(m) ? 0 : egdb_value_distance(value);
}

int egdb_best_move(const EgdbSource *src, const Position *p, const MoveList *list, EgdbValue *value)
{
    int best_win = -1, best_loss = -1, draw = -1;
    int win_dist = 0, loss_dist = 0;
    for (int i = 0; i < list->count; i++) {
        Position child = *p;
        EgdbValue v;
        pos_make(&child, &list->moves[i]);
        if (!egdb_lookup(src, &child, &v))
            return -2;
        int d = successor_distance(&list->moves[i], v);
        if (egdb_value_is_loss(v) && (best_win < 0 || d < win_dist)) {
            best_win = i;
            win_dist = d;
        } else if (v == EGDB_VALUE_DRAW && draw < 0) {
            draw = i;
        } else if (egdb_value_is_win(v) && (best_loss < 0 || d > loss_dist)) {
            best_loss = i;
            loss_dist = d;
        }
    }
    if (best_win >= 0) {
        *value = (EgdbValue)(1 + win_dist);
        return best_win;
    }
    if (draw >= 0) {
        *value = EGDB_VALUE_DRAW;
        return draw;
    }
    *value = (EgdbValue)(EGDB_VALUE_LOSS + (best_loss >= 0 ? 1 + loss_dist : 0));
    return best_loss;
}
