/*
 * test_score.c - the score encoding (score.h): wins and losses by distance,
 * the plies/moves they stand for, the node-relative form of the table, and
 * the words people and the protocol read.
 */
#include <check.h>
#include <string.h>

#include "board.h"
#include "score.h"

START_TEST(wins_and_losses_count_plies)
{
    ck_assert_int_eq(score_win_in(0), SCORE_WIN);
    ck_assert_int_eq(score_loss_in(3), -SCORE_WIN + 3);
    ck_assert(score_is_win(score_win_in(7)));
    ck_assert(!score_is_loss(score_win_in(7)));
    ck_assert(score_is_loss(score_loss_in(8)));
    ck_assert(!score_is_win(score_loss_in(8)));
    ck_assert_int_eq(score_plies_to_end(score_win_in(7)), 7);
    ck_assert_int_eq(score_plies_to_end(score_loss_in(8)), 8);
    /* The farthest win still counts as one; an evaluation never does. */
    ck_assert(score_is_win(SCORE_WIN_MIN));
    ck_assert(!score_is_decisive(SCORE_WIN_MIN - 1));
    ck_assert(!score_is_decisive(-(SCORE_WIN_MIN - 1)));
    ck_assert(!score_is_decisive(SCORE_DRAW));
    ck_assert_int_lt(SCORE_WIN, SCORE_INF);
}
END_TEST

START_TEST(winner_moves_round_up)
{
    /* Win in 1 ply: one move; in 3 plies: the winner moves twice. */
    ck_assert_int_eq(score_winner_moves(score_win_in(1)), 1);
    ck_assert_int_eq(score_winner_moves(score_win_in(3)), 2);
    /* Lost in 2 plies: the opponent moves once (after our move). */
    ck_assert_int_eq(score_winner_moves(score_loss_in(2)), 1);
    ck_assert_int_eq(score_winner_moves(score_loss_in(4)), 2);
}
END_TEST

START_TEST(node_relative_form_round_trips)
{
    /* A win 9 plies from the root, seen 4 plies down, is 5 plies from the node. */
    int at_node = score_to_node(score_win_in(9), 4);
    ck_assert_int_eq(at_node, score_win_in(5));
    ck_assert_int_eq(score_from_node(at_node, 4), score_win_in(9));
    ck_assert_int_eq(score_to_node(score_loss_in(9), 4), score_loss_in(5));
    ck_assert_int_eq(score_from_node(score_loss_in(5), 4), score_loss_in(9));
    ck_assert_int_eq(score_to_node(123, 4), 123);
    ck_assert_int_eq(score_from_node(-123, 4), -123);
}
END_TEST

/* part "egdb" (issue 18 item 3): a database win is kept in the table
 * counted from its node, as a forced one is (it was stored as counted from
 * the root, so the same position found nearer the root kept the distance
 * of the deeper one). */
START_TEST(database_scores_round_trip_through_the_node)
{
    int win = score_egdb_win_in(9);
    ck_assert_int_eq(score_to_node(win, 4), score_egdb_win_in(5));
    ck_assert_int_eq(score_from_node(score_egdb_win_in(5), 4), win);
    ck_assert_int_eq(score_to_node(-win, 4), score_egdb_loss_in(5));
    ck_assert_int_eq(score_from_node(score_egdb_loss_in(5), 4), -win);
    /* The longest one stays a database win. */
    ck_assert(score_is_egdb_win(score_from_node(score_egdb_win_in(600), 30)));
}
END_TEST

START_TEST(described_for_people)
{
    char buf[SCORE_TEXT_SIZE];
    ck_assert_str_eq(score_describe(35, WHITE, buf, sizeof buf), "White +0.35");
    ck_assert_str_eq(score_describe(35, BLACK, buf, sizeof buf), "Black +0.35");
    ck_assert_str_eq(score_describe(-120, WHITE, buf, sizeof buf), "Black +1.20");
    ck_assert_str_eq(score_describe(3, BLACK, buf, sizeof buf), "even (-0.03)");
    ck_assert_str_eq(score_describe(0, WHITE, buf, sizeof buf), "even (+0.00)");
    ck_assert_str_eq(score_describe(score_win_in(13), WHITE, buf, sizeof buf), "White wins in 7");
    ck_assert_str_eq(score_describe(score_loss_in(2), WHITE, buf, sizeof buf), "Black wins in 1");
    ck_assert_str_eq(score_describe(score_win_in(1), BLACK, buf, sizeof buf), "Black wins in 1");
}
END_TEST

START_TEST(formatted_in_men)
{
    char buf[SCORE_TEXT_SIZE];
    ck_assert_str_eq(score_format_men(35, buf, sizeof buf), "+0.35");
    ck_assert_str_eq(score_format_men(-1205, buf, sizeof buf), "-12.05");
    ck_assert_str_eq(score_format_men(0, buf, sizeof buf), "+0.00");
    ck_assert_str_eq(score_format_men(score_win_in(5), buf, sizeof buf), "win in 3");
    ck_assert_str_eq(score_format_men(score_loss_in(4), buf, sizeof buf), "loss in 2");
    /* A short buffer is cut, never overrun. */
    char small[4];
    ck_assert_str_eq(score_format_men(-1205, small, sizeof small), "-12");
}
END_TEST

Suite *score_suite(void)
{
    Suite *s = suite_create("score");
    TCase *tc = tcase_create("encoding");
    tcase_add_test(tc, wins_and_losses_count_plies);
    tcase_add_test(tc, winner_moves_round_up);
    tcase_add_test(tc, node_relative_form_round_trips);
    tcase_add_test(tc, database_scores_round_trip_through_the_node); /* part "egdb" */
    tcase_add_test(tc, described_for_people);
    tcase_add_test(tc, formatted_in_men);
    suite_add_tcase(s, tc);
    return s;
}
