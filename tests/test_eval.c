/*
 * test_eval.c - the evaluation: its weights by index (what the tuner moves),
 * the terms added for tuning, and colour symmetry.
 */
#include <check.h>
#include <string.h>

#include "eval.h"
#include "movegen.h"
#include "test_helpers.h"

/* The evaluation of fen with one weight changed by delta, minus the
 * evaluation with the engine's weights. */
static int weight_effect(const char *fen, int index, int delta)
{
    Position p = test_position(fen);
    int w[EVAL_NUM_WEIGHTS];
    memcpy(w, eval_weights(), sizeof w);
    w[index] += delta;
    return evaluate_with_weights(&p, w) - evaluate(&p);
}

START_TEST(engine_weights_are_the_default_table)
{
    /* Random games: evaluate() and the tuner's entry point agree. */
    uint64_t rng = 12345;
    for (int game = 0; game < 20; game++) {
        Position p;
        pos_startpos(&p);
        for (int ply = 0; ply < 80; ply++) {
            ck_assert_int_eq(evaluate_with_weights(&p, eval_weights()), evaluate(&p));
            MoveList list;
            if (movegen_legal(&p, &list) == 0)
                break;
            pos_make(&p, &list.moves[test_random(&rng) % (uint64_t)list.count]);
        }
    }
}
END_TEST

START_TEST(evaluation_is_colour_symmetric)
{
    uint64_t rng = 777;
    for (int game = 0; game < 20; game++) {
        Position p;
        pos_startpos(&p);
        for (int ply = 0; ply < 100; ply++) {
            Position m = test_mirrored(&p);
            ck_assert_int_eq(evaluate(&m), evaluate(&p));
            MoveList list;
            if (movegen_legal(&p, &list) == 0)
                break;
            pos_make(&p, &list.moves[test_random(&rng) % (uint64_t)list.count]);
        }
    }
}
END_TEST

START_TEST(man_backed_counts_men_with_both_squares_behind_held)
{
    /* White: 22 has 26 and 27 behind it; 26 and 27 have empty squares
     * behind.  Black's man on 10 has nothing behind it. */
    ck_assert_int_eq(weight_effect("W:W22,26,27:B10", EW_MAN_BACKED, 10), 10);
    /* Men on the back row and the edge count as backed where the board ends:
     * Black's 1 and 2 (back row) against White's 21 (21 has 25 and 26 behind:
     * empty). */
    ck_assert_int_eq(weight_effect("W:W21:B1,2", EW_MAN_BACKED, 10), -20);
    /* Seen from the side to move. */
    ck_assert_int_eq(weight_effect("B:W22,26,27:B10", EW_MAN_BACKED, 10), -10);
}
END_TEST

START_TEST(king_mobility_counts_king_moves)
{
    /* The king on 22 has four free squares; Black has no king. */
    ck_assert_int_eq(weight_effect("W:WK22:B1", EW_KING_MOBILITY, 5), 20);
    /* A king in the corner (32, h1) has one. */
    ck_assert_int_eq(weight_effect("W:W22:BK32", EW_KING_MOBILITY, 5), -5);
}
END_TEST

/* The effect of adding delta to a man's weight on square index sq, in
 * the opening and in the endgame alike (so the blend gives delta). */
static int man_square_effect(const char *fen, int sq, int delta)
{
    Position p = test_position(fen);
    int w[EVAL_NUM_WEIGHTS];
    memcpy(w, eval_weights(), sizeof w);
    w[EW_MAN_SQUARE_OPEN + sq] += delta;
    w[EW_MAN_SQUARE_END + sq] += delta;
    return evaluate_with_weights(&p, w) - evaluate(&p);
}

START_TEST(man_squares_are_seen_from_each_side)
{
    /* Square 22 is index 21 for White; for Black the same place in its own
     * view is square 11 (index 31 - 21 = 10). */
    ck_assert_int_eq(man_square_effect("W:W22:B5", 21, 24), 24);
    ck_assert_int_eq(man_square_effect("W:W22:B11", 21, 24), 0);
    ck_assert_int_eq(man_square_effect("W:W23:B11", 21, 24), -24);
    ck_assert_int_eq(man_square_effect("B:W22:B5", 21, 24), -24);
}
END_TEST

Suite *eval_suite(void)
{
    Suite *s = suite_create("eval");
    TCase *tc = tcase_create("eval");
    tcase_add_test(tc, engine_weights_are_the_default_table);
    tcase_add_test(tc, evaluation_is_colour_symmetric);
    tcase_add_test(tc, man_backed_counts_men_with_both_squares_behind_held);
    tcase_add_test(tc, king_mobility_counts_king_moves);
    tcase_add_test(tc, man_squares_are_seen_from_each_side);
    suite_add_tcase(s, tc);
    return s;
}
