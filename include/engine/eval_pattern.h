/*
 * eval_pattern.h - part eval (issue 18 item 1): the pattern evaluation,
 * learned from the engine's own games (docs/tuning.md, "The pattern
 * evaluation").
 *
 * The board is covered by 21 overlapping regions of 2 rows by 4 files, each
 * holding 4 dark squares: region (row r 0..6, column c 0..2) is the squares
 * 4r+c, 4r+c+1, 4r+c+4, 4r+c+5 (0-based, board.h).  A region's
 * configuration is its four squares' states (0 empty, 1 white man, 2 white
 * king, 3 black man, 4 black king) read as a number in base 5, the square
 * 4r+c the lowest digit: 625 configurations.  Each configuration of each
 * region has a learned weight for the opening and one for the end,
 * blended by the pieces on the board like the classic evaluation.
 *
 * Colour symmetry: the learned table W scores a board for White; Black's
 * pieces are scored by the same table on the board turned round with the
 * colours swapped (the "flipped" board), so the score for White is
 * W(board) - W(flipped board).  The engine's table stores that difference
 * folded per region: entry [r][i] = W[r][i] - W[r'][i'], where r' and i'
 * are the region and configuration that (r, i) becomes on the flipped
 * board.  Then one look-up per region gives both sides, and a position
 * and its colour-flip score the same for the side to move by construction.
 *
 * Besides the regions, a few global terms, each White's count minus
 * Black's, also by phase (PATTERN_GLOBAL_TERMS), and from the classic
 * evaluation (eval.h) the lone-king hunt, which is structural, not
 * learned.  Level king endings (kings only, as many on each side) are
 * scored 0: drawn as a rule.
 *
 * The weights are compiled in: src/engine/eval_pattern_weights.c is
 * written by tools/learn (make eval-learn) with a checksum of the table.
 */
#ifndef DAMA_EVAL_PATTERN_H
#define DAMA_EVAL_PATTERN_H

#include <stdint.h>

#include "board.h"

enum {
    PATTERN_ROWS = 7,      /* region rows 0..6 */
    PATTERN_COLUMNS = 3,   /* region columns 0..2 */
    PATTERN_REGIONS = PATTERN_ROWS * PATTERN_COLUMNS,
    PATTERN_CONFIGS = 625, /* 5^4 */
    PATTERN_PHASE_MAX = 24 /* pieces at the start: all "open" */
};

/* The global terms, each White's minus Black's: men, kings, simple moves of
 * men, moves of kings, runaway men (eval_runaways), the rows those still
 * have to go, and the move (+1 White to move, -1 Black). */
#define PATTERN_GLOBAL_TERMS(X) X(MAN) X(KING) X(MOBILITY) X(KING_MOBILITY) X(RUNAWAY) X(RUNAWAY_ROWS) X(TEMPO)

enum {
#define PATTERN_GLOBAL_INDEX(name) PG_##name,
    PATTERN_GLOBAL_TERMS(PATTERN_GLOBAL_INDEX)
#undef PATTERN_GLOBAL_INDEX
    PATTERN_GLOBALS
};

/* An open and an end weight in one int32: open in the high half, end in
 * the low, so that one addition sums both (values within +-16383). */
typedef int32_t PatternPair;
#define PATTERN_PAIR(open, end) ((PatternPair)((open) * 65536 + (end)))

static inline PatternPair pattern_pair(int open, int end)
{
    return PATTERN_PAIR(open, end);
}
static inline int pattern_pair_end(PatternPair p)
{
    return (int16_t)(uint16_t)((uint32_t)p & 0xFFFFu);
}
static inline int pattern_pair_open(PatternPair p)
{
    return (int)((p - pattern_pair_end(p)) / 65536);
}

/* The engine's weights, in hundredths of a man. */
typedef struct PatternWeights {
    PatternPair region[PATTERN_REGIONS][PATTERN_CONFIGS]; /* folded (above) */
    PatternPair global[PATTERN_GLOBALS];
} PatternWeights;

/* What a position is made of, for the learner and the tests: each region's
 * configuration on the board and on the flipped board, the global terms,
 * and the pieces on the board (the phase, at most PATTERN_PHASE_MAX). */
typedef struct PatternFeatures {
    uint16_t config[PATTERN_REGIONS];
    uint16_t flipped[PATTERN_REGIONS];
    int global[PATTERN_GLOBALS];
    int phase;
} PatternFeatures;

void pattern_features(const Position *p, PatternFeatures *f);

/* The region and configuration that region r's configuration i becomes on
 * the flipped board. */
int pattern_flipped_region(int r);
int pattern_flipped_config(int i);

/* The evaluation for the side to move with the compiled-in weights. */
int evaluate_pattern(const Position *p);
/* The same with other weights (the learner checks what it wrote). */
int evaluate_pattern_with(const Position *p, const PatternWeights *w);

/* The compiled-in weights and the checksum tools/learn wrote beside them. */
const PatternWeights *pattern_weights(void);
uint64_t pattern_weights_recorded_checksum(void);
/* FNV-1a (64 bits) of the table's values, each as 4 little-endian bytes,
 * regions first. */
uint64_t pattern_weights_checksum(const PatternWeights *w);

#endif
