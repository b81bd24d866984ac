/*
 * eval_pattern.c - part eval (issue 18 item 1): the pattern evaluation (see
 * eval_pattern.h).  The weights are in eval_pattern_weights.c, written by
 * tools/learn.
 *
 * A region's configuration comes straight from the bitboards: shifted so
 * that its lowest square is bit 0, its four squares are bits 0, 1, 4, 5;
 * a side's men there and its kings moved up by 2 make one byte (men on
 * bits 0,1,4,5, kings on 2,3,6,7), and a table of 256 gives that byte's
 * base-5 digits.  Measured fast enough without incremental updates
 * (docs/tuning.md).
 */
#include "eval_pattern.h"

#include <stddef.h>

#include "eval.h"

/* The base-5 value of a side's byte (above) with man digit m, king digit k:
 * bits 0,1,4,5 are the region's squares 0..3 for men, 2,3,6,7 for kings. */
#define PATTERN_MEN_DIGITS(x) (((x) & 1) + (((x) >> 1) & 1) * 5 + (((x) >> 4) & 1) * 25 + (((x) >> 5) & 1) * 125)
#define PATTERN_KING_DIGITS(x) ((((x) >> 2) & 1) + (((x) >> 3) & 1) * 5 + (((x) >> 6) & 1) * 25 + (((x) >> 7) & 1) * 125)
#define PD1(x, m, k) (uint16_t)((m) * PATTERN_MEN_DIGITS(x) + (k) * PATTERN_KING_DIGITS(x))
#define PD4(x, m, k) PD1(x, m, k), PD1((x) + 1, m, k), PD1((x) + 2, m, k), PD1((x) + 3, m, k)
#define PD16(x, m, k) PD4(x, m, k), PD4((x) + 4, m, k), PD4((x) + 8, m, k), PD4((x) + 12, m, k)
#define PD64(x, m, k) PD16(x, m, k), PD16((x) + 16, m, k), PD16((x) + 32, m, k), PD16((x) + 48, m, k)
#define PD256(m, k) PD64(0, m, k), PD64(64, m, k), PD64(128, m, k), PD64(192, m, k)

static const uint16_t WHITE_DIGITS[256] = {PD256(1, 2)};
static const uint16_t BLACK_DIGITS[256] = {PD256(3, 4)};

enum { REGION_SQUARES = 4 };

static inline int region_base(int r)
{
    return 4 * (r / PATTERN_COLUMNS) + r % PATTERN_COLUMNS;
}

static inline unsigned side_byte(Bitboard men, Bitboard kings, int base)
{
    return ((men >> base) & 0x33u) | (((kings >> base) & 0x33u) << 2);
}

static inline int region_config(const Position *p, int base)
{
    return WHITE_DIGITS[side_byte(p->men[WHITE], p->kings[WHITE], base)] +
           BLACK_DIGITS[side_byte(p->men[BLACK], p->kings[BLACK], base)];
}

int pattern_flipped_region(int r)
{
    return (PATTERN_ROWS - 1 - r / PATTERN_COLUMNS) * PATTERN_COLUMNS + (PATTERN_COLUMNS - 1 - r % PATTERN_COLUMNS);
}

/* Turned round, the region's squares come in the reverse order (offsets
 * 0,1,4,5 from its base become 5,4,1,0 from the flipped region's), and
 * each piece changes colour. */
int pattern_flipped_config(int i)
{
    static const int SWAP_COLOUR[5] = {0, 3, 4, 1, 2};
    int out = 0;
    for (int k = 0; k < REGION_SQUARES; k++, i /= 5)
        out = out * 5 + SWAP_COLOUR[i % 5];
    return out;
}

/* The board turned round, colours swapped. */
static Position flipped_position(const Position *p)
{
    Position f = *p;
    f.men[WHITE] = bb_rotate180(p->men[BLACK]);
    f.men[BLACK] = bb_rotate180(p->men[WHITE]);
    f.kings[WHITE] = bb_rotate180(p->kings[BLACK]);
    f.kings[BLACK] = bb_rotate180(p->kings[WHITE]);
    f.side = p->side ^ 1;
    return f;
}

/* White's simple moves of men and moves of kings minus Black's, in one
 * frame: White's men go up, Black's down. */
static void mobility_terms(const Position *p, int *men_moves, int *king_moves)
{
    Bitboard empty = pos_empty(p);
    Bitboard wm = p->men[WHITE], bm = p->men[BLACK];
    *men_moves = popcount32(bb_up_left(wm) & empty) + popcount32(bb_up_right(wm) & empty) -
                 popcount32(bb_down_left(bm) & empty) - popcount32(bb_down_right(bm) & empty);
    *king_moves = 0;
    for (int side = WHITE; side <= BLACK; side++) {
        Bitboard k = p->kings[side];
        if (k == 0)
            continue;
        int n = popcount32(bb_up_left(k) & empty) + popcount32(bb_up_right(k) & empty) +
                popcount32(bb_down_left(k) & empty) + popcount32(bb_down_right(k) & empty);
        *king_moves += side == WHITE ? n : -n;
    }
}

static int phase_of(const Position *p)
{
    int pieces = popcount32(pos_occupied(p));
    return pieces < PATTERN_PHASE_MAX ? pieces : PATTERN_PHASE_MAX;
}

static void global_terms(const Position *p, int *g)
{
    g[PG_MAN] = popcount32(p->men[WHITE]) - popcount32(p->men[BLACK]);
    g[PG_KING] = popcount32(p->kings[WHITE]) - popcount32(p->kings[BLACK]);
    mobility_terms(p, &g[PG_MOBILITY], &g[PG_KING_MOBILITY]);
    g[PG_RUNAWAY] = g[PG_RUNAWAY_ROWS] = 0;
    for (int side = WHITE; side <= BLACK; side++) {
        /* Runaways need the other side to have no king: skip the work. */
        if (p->kings[side ^ 1] != 0 || (p->men[side] & (side == WHITE ? 0x0000FFFFu : 0xFFFF0000u)) == 0)
            continue;
        int rows, n = eval_runaways(p, side, &rows);
        g[PG_RUNAWAY] += side == WHITE ? n : -n;
        g[PG_RUNAWAY_ROWS] += side == WHITE ? rows : -rows;
    }
    g[PG_TEMPO] = p->side == WHITE ? 1 : -1;
}

void pattern_features(const Position *p, PatternFeatures *f)
{
    Position flipped = flipped_position(p);
    for (int r = 0; r < PATTERN_REGIONS; r++) {
        f->config[r] = (uint16_t)region_config(p, region_base(r));
        f->flipped[r] = (uint16_t)region_config(&flipped, region_base(r));
    }
    global_terms(p, f->global);
    f->phase = phase_of(p);
}

/* Inlined with the compiled-in table into evaluate_pattern, so the region
 * loop is unrolled with constant shifts. */
static inline int evaluate_inline(const Position *p, const PatternWeights *w)
{
    /* Kings only, as many on each side: a draw as a rule.  The classic
     * evaluation keeps an eighth of its score there; the learnt weights of
     * the kings' squares are noise about a drawn ending (a king against a
     * king searched to -0.08 on one visit and 0 on the next), so the
     * pattern evaluation scores them even. */
    if (eval_kings_level(p))
        return 0;
    PatternPair sum = 0;
    for (int r = 0; r < PATTERN_REGIONS; r++)
        sum += w->region[r][region_config(p, region_base(r))];
    int g[PATTERN_GLOBALS];
    global_terms(p, g);
    for (int k = 0; k < PATTERN_GLOBALS; k++)
        sum += g[k] * w->global[k];
    int phase = phase_of(p);
    int score = (pattern_pair_open(sum) * phase + pattern_pair_end(sum) * (PATTERN_PHASE_MAX - phase)) /
                PATTERN_PHASE_MAX;
    score += eval_lone_king(p);
    return p->side == WHITE ? score : -score;
}

int evaluate_pattern(const Position *p)
{
    return evaluate_inline(p, pattern_weights());
}

int evaluate_pattern_with(const Position *p, const PatternWeights *w)
{
    return evaluate_inline(p, w);
}

uint64_t pattern_weights_checksum(const PatternWeights *w)
{
    uint64_t h = 0xCBF29CE484222325ull;
    const PatternPair *values = &w->region[0][0];
    size_t n = (size_t)PATTERN_REGIONS * PATTERN_CONFIGS;
    for (int part = 0; part < 2; part++) {
        for (size_t i = 0; i < n; i++) {
            uint32_t v = (uint32_t)values[i];
            for (int b = 0; b < 4; b++) {
                h ^= (v >> (8 * b)) & 0xFFu;
                h *= 0x100000001B3ull;
            }
        }
        values = w->global;
        n = PATTERN_GLOBALS;
    }
    return h;
}
