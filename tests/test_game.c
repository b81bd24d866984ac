/*
 * test_game.c - the game layer: end of game by rule, draw counters, undo/redo.
 */
#include <check.h>
#include <stdio.h>
#include <string.h>

#include "fen.h"
#include "game.h"
#include "movegen.h"
#include "notation.h"
#include "test_helpers.h"

/* Kings shuffling in opposite corners, far from each other. */
#define CORNER_KINGS "W:WK32:BK1"

static void start_game(Game *g, const char *fen)
{
    Position p = test_position(fen);
    game_init(g, &p);
}

/* The legal move printed as text (full path), or fail the test.  Matching
 * on move_format keeps these tests independent of the notation parser. */
static Move legal_move(const Position *p, const char *text)
{
    MoveList list;
    char buf[MOVE_STRSIZE];
    movegen_legal(p, &list);
    for (int i = 0; i < list.count; i++)
        if (strcmp(move_format(&list.moves[i], buf, sizeof buf), text) == 0)
            return list.moves[i];
    ck_abort_msg("%s is not a legal move here", text);
    return list.moves[0];
}

static bool play(Game *g, const char *text)
{
    Move m = legal_move(&g->pos, text);
    return game_play(g, &m);
}

/* Play a space-separated list of moves, each of which must be accepted. */
static void play_all(Game *g, const char *moves)
{
    char copy[1024], *save = NULL;
    snprintf(copy, sizeof copy, "%s", moves);
    for (char *m = strtok_r(copy, " ", &save); m != NULL; m = strtok_r(NULL, " ", &save))
        ck_assert_msg(play(g, m), "move %s refused", m);
}

static void assert_result(const Game *g, GameResult result, EndReason reason)
{
    ck_assert_int_eq(g->result, result);
    ck_assert_int_eq(g->reason, reason);
    ck_assert(game_over(g) == (result != RESULT_NONE));
}

static void assert_description(const Game *g, const char *expected)
{
    char buf[256];
    game_describe_result(g, buf, sizeof buf);
    ck_assert_str_eq(buf, expected);
}

/* ---- threefold repetition ---- */

START_TEST(threefold_on_third_occurrence_not_second)
{
    Game g;
    start_game(&g, CORNER_KINGS);
    ck_assert_int_eq(game_repetitions(&g), 1);
    play_all(&g, "32-28 1-5 28-32 5-1");
    ck_assert_int_eq(game_repetitions(&g), 2); /* second occurrence: play on */
    assert_result(&g, RESULT_NONE, END_NONE);
    play_all(&g, "32-28 1-5 28-32");
    assert_result(&g, RESULT_NONE, END_NONE);
    ck_assert(play(&g, "5-1"));
    ck_assert_int_eq(game_repetitions(&g), 3);
    assert_result(&g, RESULT_DRAW, END_THREEFOLD);
    assert_description(&g, "1/2-1/2 threefold repetition after 4...5-1");
    game_free(&g);
}
END_TEST

START_TEST(repetition_needs_same_side_to_move)
{
    /* By legal play the same pieces can only come back with the same side
     * to move (every king returns with an even number of steps), so build
     * the history by hand: the current position's pieces occurred twice
     * before, but with the other side to move, and once with a forged
     * equal hash but other pieces.  None of these count. */
    Game g;
    Position white_to_move = test_position(CORNER_KINGS);
    Position black_to_move = test_position("B:WK32:BK1");
    Position other_pieces = test_position("W:WK28:BK1");
    other_pieces.hash = white_to_move.hash;

    start_game(&g, "B:WK32:BK1");
    ck_assert_uint_ne(white_to_move.hash, black_to_move.hash);
    g.plies[0].before = white_to_move;
    g.plies[1].before = other_pieces;
    g.plies[2].before = white_to_move;
    g.plies[3].before = black_to_move;
    g.nplies = 4;
    g.quiet_plies = 4;
    g.pos = white_to_move;
    ck_assert_int_eq(game_repetitions(&g), 3);
    g.pos = black_to_move;
    ck_assert_int_eq(game_repetitions(&g), 2);
    game_free(&g);
}
END_TEST

START_TEST(repetition_window_starts_at_last_man_move)
{
    /* A man move makes every earlier position unreachable. */
    Game g;
    start_game(&g, "W:WK32,21:BK1,12");
    play_all(&g, "32-28 1-5 28-32 5-1");
    ck_assert_int_eq(game_repetitions(&g), 2);
    play_all(&g, "21-17 12-16");
    ck_assert_int_eq(g.quiet_plies, 0);
    ck_assert_int_eq(game_repetitions(&g), 1);
    play_all(&g, "32-28 1-5 28-32 5-1 32-28 1-5 28-32");
    ck_assert(!game_over(&g));
    ck_assert(play(&g, "5-1"));
    assert_result(&g, RESULT_DRAW, END_THREEFOLD);
    game_free(&g);
}
END_TEST

/* ---- 50-move rule ---- */

static bool in_own_half(int side, int sq)
{
    return side == WHITE ? sq_row(sq) >= 5 : sq_row(sq) <= 2;
}

/* Play n king moves, each side keeping to its own half of the board so
 * that no capture can ever arise; each time choose the move whose
 * resulting position has been seen least, so no position comes three
 * times.  Fails the test if the game ends on the way. */
static void play_quiet_king_plies(Game *g, int n)
{
    for (int k = 0; k < n; k++) {
        MoveList list;
        int best = -1, best_seen = 0;
        movegen_legal(&g->pos, &list);
        for (int i = 0; i < list.count; i++) {
            const Move *m = &list.moves[i];
            if (m->ncaptured || !(m->flags & MOVE_BY_KING) || !in_own_half(g->pos.side, m->to))
                continue;
            ck_assert(game_play(g, m));
            int seen = game_repetitions(g);
            game_undo(g);
            if (best < 0 || seen < best_seen) {
                best = i;
                best_seen = seen;
            }
        }
        ck_assert_msg(best >= 0, "no quiet king move at ply %d", g->nplies);
        ck_assert_msg(!game_over(g), "game ended early at ply %d", g->nplies);
        ck_assert(game_play(g, &list.moves[best]));
    }
}

#define QUIET_KINGS "W:WK29,K30,K31:BK2,K3,K4"

START_TEST(fifty_moves_declared_at_ply_100_not_99)
{
    Game g;
    start_game(&g, QUIET_KINGS);
    play_quiet_king_plies(&g, 99);
    ck_assert_int_eq(g.quiet_plies, 99);
    assert_result(&g, RESULT_NONE, END_NONE);
    play_quiet_king_plies(&g, 1);
    ck_assert_int_eq(g.quiet_plies, 100);
    assert_result(&g, RESULT_DRAW, END_FIFTY_MOVES);
    char buf[256], last[64];
    game_move_label(&g, 99, last, sizeof last);
    ck_assert(strncmp(last, "50...", 5) == 0);
    game_describe_result(&g, buf, sizeof buf);
    ck_assert(strstr(buf, "1/2-1/2 50-move rule after 50...") == buf);
    game_free(&g);
}
END_TEST

START_TEST(fifty_move_counter_reset_by_man_move)
{
    Game g;
    start_game(&g, "W:WK29,K30,K31,24:BK2,K3,K4,9");
    play_quiet_king_plies(&g, 60);
    ck_assert_int_eq(g.quiet_plies, 60);
    ck_assert(play(&g, "24-20")); /* a man move */
    ck_assert_int_eq(g.quiet_plies, 0);
    play_quiet_king_plies(&g, 2);
    ck_assert_int_eq(g.quiet_plies, 2);
    ck_assert(play(&g, "9-13"));
    ck_assert_int_eq(g.quiet_plies, 0);
    play_quiet_king_plies(&g, 99);
    ck_assert_int_eq(g.quiet_plies, 99);
    ck_assert(!game_over(&g));
    play_quiet_king_plies(&g, 1);
    assert_result(&g, RESULT_DRAW, END_FIFTY_MOVES);
    game_free(&g);
}
END_TEST

/* Four quiet king plies, then a king takes a king (no man ever moves). */
#define KING_CAPTURE_FEN "W:WK27,K32:BK1,K14"
#define KING_CAPTURE_QUIET "32-28 1-5 27-22 14-18"

START_TEST(fifty_move_counter_reset_by_capture)
{
    Game g;
    start_game(&g, KING_CAPTURE_FEN);
    play_all(&g, KING_CAPTURE_QUIET);
    ck_assert_int_eq(g.quiet_plies, 4);
    ck_assert(play(&g, "22x13"));
    ck_assert_int_eq(g.quiet_plies, 0);
    ck_assert(play(&g, "5-9"));
    ck_assert_int_eq(g.quiet_plies, 1);
    game_free(&g);
}
END_TEST

/* ---- wins ---- */

START_TEST(win_when_side_to_move_has_no_piece)
{
    Game g;
    start_game(&g, "W:W22:B18");
    ck_assert(play(&g, "22x13"));
    assert_result(&g, RESULT_WHITE_WINS, END_NO_PIECES);
    assert_description(&g, "1-0 Black has no pieces left");
    ck_assert_str_eq(game_result_token(g.result), "1-0");
    game_free(&g);
}
END_TEST

START_TEST(win_when_side_to_move_is_blocked)
{
    Game g;
    start_game(&g, "W:W21,23,24,31,32:B28");
    ck_assert(play(&g, "21-17"));
    assert_result(&g, RESULT_WHITE_WINS, END_NO_MOVES);
    assert_description(&g, "1-0 Black has no legal move");
    game_free(&g);
}
END_TEST

START_TEST(win_on_the_hundredth_quiet_ply_is_a_win)
{
    /* As if 99 quiet plies had been played: White's 100th blocks Black's
     * last king, and a win on the board comes before the 50-move draw. */
    Game g;
    start_game(&g, "W:WK9,K10:BK1");
    g.quiet_plies = FIFTY_MOVE_PLIES - 1;
    ck_assert(play(&g, "9-5"));
    ck_assert_int_eq(g.quiet_plies, FIFTY_MOVE_PLIES);
    assert_result(&g, RESULT_WHITE_WINS, END_NO_MOVES);
    game_free(&g);
}
END_TEST

START_TEST(game_lost_from_the_start)
{
    Game g;
    start_game(&g, "B:W21,23,24,31,32:B28");
    assert_result(&g, RESULT_WHITE_WINS, END_NO_MOVES);
    game_free(&g);
    start_game(&g, "W:W:B1,2");
    assert_result(&g, RESULT_BLACK_WINS, END_NO_PIECES);
    assert_description(&g, "0-1 White has no pieces left");
    game_free(&g);
}
END_TEST

START_TEST(no_move_after_the_end)
{
    Game g;
    start_game(&g, CORNER_KINGS);
    play_all(&g, "32-28 1-5 28-32 5-1 32-28 1-5 28-32 5-1");
    ck_assert(game_over(&g));
    Move m = legal_move(&g.pos, "32-28");
    ck_assert(!game_play(&g, &m));
    ck_assert_int_eq(g.nplies, 8);
    game_free(&g);
}
END_TEST

/* ---- agreement, resignation ---- */

START_TEST(loss_on_time)
{
    Game g;
    game_init(&g, NULL);
    ck_assert(play(&g, "22-18"));
    game_lose_on_time(&g, BLACK);
    assert_result(&g, RESULT_WHITE_WINS, END_TIME);
    assert_description(&g, "1-0 Black ran out of time");
    ck_assert(!play(&g, "12-16"));
    game_lose_on_time(&g, WHITE);   /* the game was already over */
    assert_result(&g, RESULT_WHITE_WINS, END_TIME);
    game_free(&g);
}
END_TEST

START_TEST(agreement_and_resignation)
{
    Game g;
    game_init(&g, NULL);
    ck_assert(play(&g, "22-18"));
    game_agree_draw(&g);
    assert_result(&g, RESULT_DRAW, END_AGREEMENT);
    assert_description(&g, "1/2-1/2 draw by agreement");
    ck_assert(!play(&g, "12-16"));
    ck_assert(game_undo(&g)); /* undo reopens the game */
    assert_result(&g, RESULT_NONE, END_NONE);
    ck_assert_int_eq(g.nplies, 0);
    game_resign(&g, WHITE);
    assert_result(&g, RESULT_BLACK_WINS, END_RESIGNATION);
    assert_description(&g, "0-1 White resigned");
    ck_assert_int_eq(g.nredo, 0); /* resigning drops the redo list */
    ck_assert(!game_redo(&g));
    game_free(&g);

    game_init(&g, NULL);
    game_resign(&g, BLACK);
    assert_description(&g, "1-0 Black resigned");
    game_free(&g);
}
END_TEST

/* ---- undo / redo ---- */

START_TEST(undo_redo_across_threefold)
{
    Game g;
    start_game(&g, CORNER_KINGS);
    play_all(&g, "32-28 1-5 28-32 5-1 32-28 1-5 28-32 5-1");
    assert_result(&g, RESULT_DRAW, END_THREEFOLD);
    ck_assert(game_undo(&g));
    assert_result(&g, RESULT_NONE, END_NONE);
    ck_assert_int_eq(g.nplies, 7);
    ck_assert_int_eq(g.nredo, 1);
    ck_assert_int_eq(g.quiet_plies, 7);
    ck_assert_int_eq(game_repetitions(&g), 2);
    ck_assert(game_redo(&g));
    assert_result(&g, RESULT_DRAW, END_THREEFOLD);
    ck_assert_int_eq(g.quiet_plies, 8);
    ck_assert(!game_redo(&g));

    /* Undo everything, redo everything: same end. */
    while (game_undo(&g))
        ;
    ck_assert_int_eq(g.nplies, 0);
    ck_assert_int_eq(g.nredo, 8);
    ck_assert(pos_equal(&g.pos, &g.start));
    while (game_redo(&g))
        ;
    ck_assert_int_eq(g.nplies, 8);
    assert_result(&g, RESULT_DRAW, END_THREEFOLD);

    /* A different move after undo clears the redo list. */
    game_undo(&g);
    game_undo(&g);
    ck_assert_int_eq(g.nredo, 2);
    ck_assert(play(&g, "28-24"));
    ck_assert_int_eq(g.nredo, 0);
    ck_assert(!game_redo(&g));
    game_free(&g);
}
END_TEST

START_TEST(undo_redo_across_capture)
{
    Game g;
    start_game(&g, KING_CAPTURE_FEN);
    play_all(&g, KING_CAPTURE_QUIET);
    Position before = g.pos;
    ck_assert(play(&g, "22x13"));
    ck_assert(play(&g, "5-9"));
    ck_assert_int_eq(g.quiet_plies, 1);
    ck_assert_int_eq(popcount32(pos_pieces(&g.pos, BLACK)), 1);

    ck_assert(game_undo(&g));
    ck_assert_int_eq(g.quiet_plies, 0);
    ck_assert(game_undo(&g));
    ck_assert_int_eq(g.quiet_plies, 4);
    ck_assert(pos_equal(&g.pos, &before));
    ck_assert_int_eq(popcount32(pos_pieces(&g.pos, BLACK)), 2);
    ck_assert_int_eq(g.nredo, 2);

    ck_assert(game_redo(&g));
    ck_assert_int_eq(g.quiet_plies, 0);
    ck_assert_int_eq(popcount32(pos_pieces(&g.pos, BLACK)), 1);
    ck_assert(game_redo(&g));
    ck_assert_int_eq(g.quiet_plies, 1);
    ck_assert_int_eq(g.nredo, 0);
    game_free(&g);
}
END_TEST

START_TEST(undo_at_start_refused)
{
    Game g;
    game_init(&g, NULL);
    ck_assert(!game_undo(&g));
    ck_assert(!game_redo(&g));
    ck_assert_int_eq(game_first_ply(&g), 0);
    game_free(&g);
}
END_TEST

/* ---- copy, labels ---- */

START_TEST(copy_is_deep)
{
    Game g, c;
    game_init(&g, NULL);
    play_all(&g, "22-18 12-16 18-14");
    game_undo(&g);
    game_copy(&c, &g);
    ck_assert_int_eq(c.nplies, 2);
    ck_assert_int_eq(c.nredo, 1);
    ck_assert(c.plies != g.plies);
    ck_assert(game_redo(&c));
    ck_assert_int_eq(g.nplies, 2);
    ck_assert_int_eq(g.nredo, 1);
    ck_assert(move_equal(&g.plies[2].move, &c.plies[2].move));
    Position kept = g.pos;
    /* Growing the copy's history must not touch the original. */
    for (int i = 0; i < 300 && !game_over(&c); i++) {
        MoveList list;
        movegen_legal(&c.pos, &list);
        ck_assert(game_play(&c, &list.moves[0]));
    }
    ck_assert(c.nplies > 10);
    ck_assert(pos_equal(&g.pos, &kept));
    ck_assert_int_eq(g.nplies, 2);
    game_free(&c);
    ck_assert(game_redo(&g));
    ck_assert(pos_equal(&g.pos, &g.plies[2].before) == false);
    game_free(&g);
}
END_TEST

START_TEST(move_labels_for_black_start)
{
    Game g;
    char buf[64];
    start_game(&g, "B:W21,22:B9,10");
    ck_assert_int_eq(game_first_ply(&g), 1);
    play_all(&g, "9-13 22-19 10-14");
    game_move_label(&g, 0, buf, sizeof buf);
    ck_assert_str_eq(buf, "1...9-13");
    game_move_label(&g, 1, buf, sizeof buf);
    ck_assert_str_eq(buf, "2.22-19");
    game_move_label(&g, 2, buf, sizeof buf);
    ck_assert_str_eq(buf, "2...10-14");
    ck_assert_int_eq(game_move_number(&g, 1), 2);
    ck_assert_int_eq(game_ply_side(&g, 1), WHITE);
    ck_assert_ptr_eq(game_last_move(&g), &g.plies[2].move);
    ck_assert_str_eq(game_result_token(RESULT_NONE), "*");
    ck_assert_str_eq(game_result_token(RESULT_DRAW), "1/2-1/2");
    ck_assert_str_eq(game_result_token(RESULT_BLACK_WINS), "0-1");
    assert_description(&g, "* game in progress");
    game_free(&g);
}
END_TEST

Suite *game_suite(void)
{
    Suite *s = suite_create("game");
    TCase *tc = tcase_create("rules");
    tcase_add_test(tc, threefold_on_third_occurrence_not_second);
    tcase_add_test(tc, repetition_needs_same_side_to_move);
    tcase_add_test(tc, repetition_window_starts_at_last_man_move);
    tcase_add_test(tc, fifty_moves_declared_at_ply_100_not_99);
    tcase_add_test(tc, fifty_move_counter_reset_by_man_move);
    tcase_add_test(tc, fifty_move_counter_reset_by_capture);
    tcase_add_test(tc, win_when_side_to_move_has_no_piece);
    tcase_add_test(tc, win_when_side_to_move_is_blocked);
    tcase_add_test(tc, win_on_the_hundredth_quiet_ply_is_a_win);
    tcase_add_test(tc, game_lost_from_the_start);
    tcase_add_test(tc, no_move_after_the_end);
    tcase_add_test(tc, agreement_and_resignation);
    tcase_add_test(tc, loss_on_time);
    tcase_add_test(tc, undo_redo_across_threefold);
    tcase_add_test(tc, undo_redo_across_capture);
    tcase_add_test(tc, undo_at_start_refused);
    tcase_add_test(tc, copy_is_deep);
    tcase_add_test(tc, move_labels_for_black_start);
    suite_add_tcase(s, tc);
    return s;
}
