/*
 * test_eval_pattern.c - part eval (issue 18 item 1): the pattern evaluation
 * (eval_pattern.h): how configurations are read, colour symmetry, material,
 * the compiled-in weights against their checksum, and the switch.
 */
#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "eval.h"
#include "eval_pattern.h"
#include "movegen.h"
#include "search.h"
#include "test_helpers.h"

/* Random positions of random games, for properties that hold everywhere. */
typedef void (*PositionCheck)(const Position *p);

static void for_random_positions(uint64_t seed, PositionCheck check)
{
    uint64_t rng = seed;
    for (int game = 0; game < 30; game++) {
        Position p;
        pos_startpos(&p);
        for (int ply = 0; ply < 120; ply++) {
            check(&p);
            MoveList list;
            if (movegen_legal(&p, &list) == 0)
                break;
            pos_make(&p, &list.moves[test_random(&rng) % (uint64_t)list.count]);
        }
    }
}

START_TEST(configurations_are_read_in_base_five)
{
    /* A white king on square 1 (bit 0) and a black king on 6 (bit 5).
     * Region 0 is bits 0, 1, 4, 5: the king on bit 0 is digit 0 (value 2),
     * the black king on bit 5 digit 3 (value 4 * 125).  Region 1 is bits
     * 1, 2, 5, 6: bit 5 is its digit 2 (4 * 25). */
    Position p = test_position("W:WK1:BK6");
    PatternFeatures f;
    pattern_features(&p, &f);
    ck_assert_int_eq(f.config[0], 2 + 4 * 125);
    ck_assert_int_eq(f.config[1], 4 * 25);
    ck_assert_int_eq(f.config[2], 0);
    /* A white man on 29 (bit 28) and a black man on 27 (bit 26): the last
     * region (row 6, column 2: bits 26, 27, 30, 31) holds only the black
     * man, digit 0 (value 3); region 18 (row 6, column 0: bits 24, 25, 28,
     * 29) the white man, digit 2 (value 1 * 25). */
    p = test_position("W:W29:B27");
    pattern_features(&p, &f);
    ck_assert_int_eq(f.config[PATTERN_REGIONS - 1], 3);
    ck_assert_int_eq(f.config[18], 25);
    ck_assert_int_eq(f.phase, 2);
    ck_assert_int_eq(f.global[PG_MAN], 0);
    ck_assert_int_eq(f.global[PG_TEMPO], 1);
}
END_TEST

START_TEST(flipping_is_an_involution)
{
    for (int r = 0; r < PATTERN_REGIONS; r++)
        ck_assert_int_eq(pattern_flipped_region(pattern_flipped_region(r)), r);
    ck_assert_int_eq(pattern_flipped_region(0), PATTERN_REGIONS - 1);
    ck_assert_int_eq(pattern_flipped_region(10), 10); /* row 3, column 1: the centre */
    for (int c = 0; c < PATTERN_CONFIGS; c++)
        ck_assert_int_eq(pattern_flipped_config(pattern_flipped_config(c)), c);
    /* A white man on digit 0 becomes a black man on digit 3. */
    ck_assert_int_eq(pattern_flipped_config(1), 3 * 125);
}
END_TEST

/* The flipped board's configurations, as the learner reads them, are the
 * configurations of the mirrored position, and the folded table maps them
 * where pattern_flipped_* say. */
static void check_flipped_features(const Position *p)
{
    Position m = test_mirrored(p);
    PatternFeatures f, g;
    pattern_features(p, &f);
    pattern_features(&m, &g);
    for (int r = 0; r < PATTERN_REGIONS; r++) {
        ck_assert_int_eq(f.flipped[r], g.config[r]);
        ck_assert_int_eq(g.config[pattern_flipped_region(r)], pattern_flipped_config(f.config[r]));
    }
    for (int k = 0; k < PATTERN_GLOBALS; k++)
        ck_assert_int_eq(g.global[k], -f.global[k]);
}

START_TEST(flipped_features_are_the_mirrored_position)
{
    for_random_positions(4242, check_flipped_features);
}
END_TEST

static void check_symmetric(const Position *p)
{
    Position m = test_mirrored(p);
    ck_assert_int_eq(evaluate_pattern(&m), evaluate_pattern(p));
}

START_TEST(evaluation_is_colour_symmetric)
{
    /* A position and its colour-flip score the same for the side to move. */
    for_random_positions(777, check_symmetric);
}
END_TEST

START_TEST(folded_table_is_antisymmetric)
{
    /* What makes the symmetry hold whatever was learned: an entry and the
     * entry it becomes on the flipped board are opposite. */
    const PatternWeights *w = pattern_weights();
    for (int r = 0; r < PATTERN_REGIONS; r++)
        for (int c = 0; c < PATTERN_CONFIGS; c++)
            ck_assert_int_eq(w->region[r][c],
                             -w->region[pattern_flipped_region(r)][pattern_flipped_config(c)]);
}
END_TEST

START_TEST(evaluation_knows_material)
{
    /* A man up, a king up, several kings against a lone king: clearly
     * ahead for the side to move, and behind for the other. */
    Position p = test_position("W:W21,22,23:B1,2");
    ck_assert_int_gt(evaluate_pattern(&p), 50);
    p = test_position("B:W21,22,23:B1,2");
    ck_assert_int_lt(evaluate_pattern(&p), -50);
    p = test_position("W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11");
    ck_assert_int_gt(evaluate_pattern(&p), 50);
    p = test_position("W:WK14,K15:BK1");
    ck_assert_int_gt(evaluate_pattern(&p), 300);
    /* Level king endings are drawn as a rule. */
    p = test_position("W:WK14:BK1");
    ck_assert_int_lt(abs(evaluate_pattern(&p)), 40);
    /* The start position is about even. */
    pos_startpos(&p);
    ck_assert_int_lt(abs(evaluate_pattern(&p)), 40);
}
END_TEST

static void check_with_same_weights(const Position *p)
{
    ck_assert_int_eq(evaluate_pattern_with(p, pattern_weights()), evaluate_pattern(p));
}

START_TEST(weights_match_their_checksum)
{
    /* The compiled-in table is the one tools/learn wrote... */
    const PatternWeights *w = pattern_weights();
    ck_assert(pattern_weights_checksum(w) == pattern_weights_recorded_checksum());
    for_random_positions(99, check_with_same_weights);
    /* ... and a table with one value changed is told apart. */
    PatternWeights *damaged = malloc(sizeof *damaged);
    ck_assert_ptr_nonnull(damaged);
    *damaged = *w;
    damaged->region[7][300] += 1;
    ck_assert(pattern_weights_checksum(damaged) != pattern_weights_recorded_checksum());
    *damaged = *w;
    damaged->global[PG_TEMPO] ^= 1;
    ck_assert(pattern_weights_checksum(damaged) != pattern_weights_recorded_checksum());
    free(damaged);
}
END_TEST

START_TEST(pattern_pairs_sum_both_halves)
{
    PatternPair s = pattern_pair(-120, 37) + pattern_pair(15, -80) + 3 * pattern_pair(2, 2);
    ck_assert_int_eq(pattern_pair_open(s), -120 + 15 + 6);
    ck_assert_int_eq(pattern_pair_end(s), 37 - 80 + 6);
    s = -2 * pattern_pair(100, -100);
    ck_assert_int_eq(pattern_pair_open(s), -200);
    ck_assert_int_eq(pattern_pair_end(s), 200);
}
END_TEST

static int searched_score(EvalKind kind, const char *fen)
{
    Engine *e = engine_new(1);
    ck_assert_ptr_nonnull(e);
    engine_set_eval(e, kind);
    Game g;
    Position p = test_position(fen);
    game_init(&g, &p);
    SearchLimits lim = {0};
    lim.depth = 1;
    Move m;
    SearchInfo info;
    ck_assert(engine_search(e, &g, &lim, NULL, NULL, &m, &info));
    game_free(&g);
    engine_free(e);
    return info.score;
}

START_TEST(the_search_uses_the_evaluation_it_is_given)
{
    /* One ply from a quiet position: the score is an evaluation of a child,
     * so the three evaluations give three scores. */
    const char *fen = "W:W21,22,23,25,26,30:B1,2,3,6,10,12";
    int pattern = searched_score(EVAL_KIND_PATTERN, fen), classic = searched_score(EVAL_KIND_CLASSIC, fen),
        material = searched_score(EVAL_KIND_MATERIAL, fen);
    ck_assert_int_ne(pattern, classic);
    ck_assert_int_ne(pattern, material);
    ck_assert_int_ne(classic, material);
    ck_assert_int_eq(searched_score(EVAL_KIND_DEFAULT, fen), EVAL_KIND_DEFAULT == EVAL_KIND_PATTERN ? pattern : classic);
}
END_TEST

Suite *eval_pattern_suite(void)
{
    Suite *s = suite_create("eval_pattern");
    TCase *tc = tcase_create("eval_pattern");
    tcase_add_test(tc, configurations_are_read_in_base_five);
    tcase_add_test(tc, flipping_is_an_involution);
    tcase_add_test(tc, flipped_features_are_the_mirrored_position);
    tcase_add_test(tc, evaluation_is_colour_symmetric);
    tcase_add_test(tc, folded_table_is_antisymmetric);
    tcase_add_test(tc, evaluation_knows_material);
    tcase_add_test(tc, weights_match_their_checksum);
    tcase_add_test(tc, pattern_pairs_sum_both_halves);
    tcase_add_test(tc, the_search_uses_the_evaluation_it_is_given);
    suite_add_tcase(s, tc);
    return s;
}
