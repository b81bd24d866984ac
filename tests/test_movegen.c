/*
 * test_movegen.c - one test per rule of docs/rules.md on a hand-built position
 * with its exact legal move list, perft from the start, make/unmake.
 *
 * Square map (docs/rules.md):   a8=1 c8=2 e8=3 g8=4 / b7=5 d7=6 f7=7 h7=8 /
 *   a6=9 c6=10 e6=11 g6=12 / b5=13 d5=14 f5=15 h5=16 / a4=17 c4=18 e4=19
 *   g4=20 / b3=21 d3=22 f3=23 h3=24 / a2=25 c2=26 e2=27 g2=28 / b1=29 d1=30
 *   f1=31 h1=32.
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fen.h"
#include "movegen.h"
#include "notation.h"
#include "test_helpers.h"

#define ASSERT_MOVES(fen, expected)                                                    \
    do {                                                                               \
        char buf_[2048];                                                               \
        ck_assert_str_eq(test_moves((fen), buf_, sizeof buf_), (expected));            \
    } while (0)

START_TEST(start_position_moves)
{
    ASSERT_MOVES(FEN_START, "21-17 21-18 22-18 22-19 23-19 23-20 24-20");
}
END_TEST

START_TEST(black_men_move_down)
{
    ASSERT_MOVES("B:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12",
                 "9-13 10-13 10-14 11-14 11-15 12-15 12-16");
}
END_TEST

START_TEST(kings_move_all_four_ways_one_square)
{
    /* A king on d5 (14): one square in each direction, never further. */
    ASSERT_MOVES("W:WK14:B1", "14-10 14-11 14-18 14-19");
}
END_TEST

START_TEST(men_never_move_backward)
{
    ASSERT_MOVES("W:W14:B1", "14-10 14-11");
    ASSERT_MOVES("B:W32:B14", "14-18 14-19");
}
END_TEST

START_TEST(capture_is_mandatory)
{
    /* 22 (d3) must take 18 (c4); the quiet moves of 30 are illegal. */
    ASSERT_MOVES("W:W22,30:B18,1", "22x13");
}
END_TEST

START_TEST(equal_captures_player_chooses)
{
    ASSERT_MOVES("W:W22:B18,19", "22x13 22x15");
}
END_TEST

START_TEST(multi_jump_must_continue)
{
    /* 27x20 then on over 15: the sequence may not stop at 20. */
    ASSERT_MOVES("W:W27:B23,15,1", "27x20x11");
}
END_TEST

START_TEST(man_captures_only_forward)
{
    /* The man on 18 (c4) has a Black man behind it on 22 and the square
     * beyond (27) free; men never capture backward.  Likewise for Black. */
    ASSERT_MOVES("W:W18:B22", "18-13 18-14");
    ASSERT_MOVES("B:W11:B15", "15-19 15-20");
}
END_TEST

START_TEST(man_cannot_capture_king)
{
    ASSERT_MOVES("W:W22:BK18,1", "22-19");
}
END_TEST

START_TEST(man_cannot_capture_king_inside_sequence)
{
    /* After 27x20 the king on 15 stops the man: 27x20 is the whole move. */
    ASSERT_MOVES("W:W27:B23,K15,1", "27x20");
}
END_TEST

START_TEST(king_captures_men_and_kings_all_directions)
{
    /* A king on 19 (e4) takes backwards too, a king as well as a man. */
    ASSERT_MOVES("W:WK19:BK23,1", "19x28");
    ASSERT_MOVES("W:WK19:B22,1", "19x26");
}
END_TEST

START_TEST(rule1_most_pieces)
{
    /* 27x20x11 takes two; 26x19 and 27x18 take one each. */
    ASSERT_MOVES("W:W26,27:B12,15,22,23", "27x20x11");
}
END_TEST

START_TEST(rule2_king_before_man)
{
    /* Man 27x20 and king 30x21 both take one: the king must capture. */
    ASSERT_MOVES("W:W27,K30:B23,26", "30x21");
}
END_TEST

START_TEST(rule2_crowned_man_is_still_a_man)
{
    /* 10x3 crowns, but it is a man's capture: the king's 30x21 wins. */
    ASSERT_MOVES("W:W10,K30:B6,26", "30x21");
}
END_TEST

START_TEST(rule3_most_kings)
{
    /* King 30 can take the man on 26 or the king on 27: the king. */
    ASSERT_MOVES("W:WK30:B26,K27", "30x23");
}
END_TEST

START_TEST(rule4_king_earliest)
{
    /* Both take a king and a man; 22x13x6 meets its king first (K18, 10),
     * 31x24x15 second (28, K20). */
    ASSERT_MOVES("W:WK22,K31:BK18,10,28,K20", "22x13x6");
}
END_TEST

START_TEST(rule4_keeps_one_of_circling_paths)
{
    /* K22 circles K18, 10, K11, 19: one way round meets the kings first. */
    ASSERT_MOVES("W:WK22:BK18,10,K11,19", "22x13x6x15x22");
}
END_TEST

START_TEST(promotion_stops_capture)
{
    /* 10x3 crowns on e8; as a king it could go on over 7, but it stops. */
    Position p = test_position("W:W10:B6,7");
    MoveList list;
    ASSERT_MOVES("W:W10:B6,7", "10x3");
    movegen_legal(&p, &list);
    ck_assert(list.moves[0].flags & MOVE_CROWNS);
    pos_make(&p, &list.moves[0]);
    ck_assert_uint_eq(p.kings[WHITE], sq_bit(2));
    ck_assert_uint_eq(p.men[WHITE], 0);
}
END_TEST

START_TEST(quiet_promotion)
{
    Position p = test_position("B:W32:B26");
    MoveList list;
    ASSERT_MOVES("B:W32:B26", "26-29 26-30");
    movegen_legal(&p, &list);
    ck_assert(list.moves[0].flags & MOVE_CROWNS);
}
END_TEST

START_TEST(captured_piece_never_jumped_twice)
{
    /* K22 takes 18 and lands on 13; jumping 18 back is not allowed. */
    ASSERT_MOVES("W:WK22:B18", "22x13");
}
END_TEST

START_TEST(captured_pieces_stay_until_end)
{
    /* K13 takes 18, 19, 11, 10 round d5 and ends where it began; the
     * pieces are removed only at the end. */
    Position p = test_position("W:WK13:B18,19,11,10,1");
    MoveList list;
    ck_assert_int_eq(movegen_legal(&p, &list), 1);
    ck_assert_int_eq(list.moves[0].ncaptured, 4);
    ck_assert_int_eq(list.moves[0].from, 12);
    ck_assert_int_eq(list.moves[0].to, 12);
    pos_make(&p, &list.moves[0]);
    ck_assert_uint_eq(p.men[BLACK], sq_bit(0));
    ck_assert_uint_eq(p.kings[WHITE], sq_bit(12));
}
END_TEST

START_TEST(king_circling_group_is_one_move)
{
    /* Four men round d5: both ways round capture the same men and end on
     * 22, so they are one move.  Every path is still accepted as input. */
    Position p = test_position("W:WK22:B18,10,11,19");
    MoveList list, all;
    ASSERT_MOVES("W:WK22:B18,10,11,19", "22x13x6x15x22");
    ck_assert_int_eq(movegen_legal_all_paths(&p, &all), 2);
    ck_assert_int_eq(movegen_legal(&p, &list), 1);
    ck_assert_int_eq(movegen_count(&p), 1);
}
END_TEST

START_TEST(start_square_counts_as_empty)
{
    /* Without the rule K22 would stop at 15 after three pieces. */
    Position p = test_position("W:WK22:B18,10,11,19");
    MoveList list;
    movegen_legal(&p, &list);
    ck_assert_int_eq(list.moves[0].ncaptured, 4);
    ck_assert_int_eq(list.moves[0].to, 21);
}
END_TEST

START_TEST(no_legal_move)
{
    /* The man on 5 is blocked by 1 and 2 and cannot jump off the board. */
    ASSERT_MOVES("W:W5:B1,2", "");
    ASSERT_MOVES("W:W:B1,2", "");
    ASSERT_MOVES("B:W21,22:B", "");
}
END_TEST

START_TEST(has_capture_agrees_with_list)
{
    ck_assert(movegen_has_capture(&(Position){0}) == false);
    Position p = test_position("W:W22,30:B18,1");
    ck_assert(movegen_has_capture(&p));
    p = test_position(FEN_START);
    ck_assert(!movegen_has_capture(&p));
}
END_TEST

/* A capture threat is the capture the side not to move could make: White's
 * 21 over 18 into 14, which Black, to move, cannot make itself. */
START_TEST(side_can_capture_sees_the_threat)
{
    Position p = test_position("B:W21,25,26,27:B18,1");
    ck_assert(!movegen_has_capture(&p));
    ck_assert(!movegen_side_can_capture(&p, BLACK));
    ck_assert(movegen_side_can_capture(&p, WHITE));
    /* Face to face, each side could take: White 22 over 18 into 13, Black
     * 18 over 22 into 27; a man on 27 stops Black's. */
    p = test_position("W:W22,30:B18,1");
    ck_assert(movegen_side_can_capture(&p, WHITE));
    ck_assert(movegen_side_can_capture(&p, BLACK));
    p = test_position("W:W22,27:B18,1");
    ck_assert(!movegen_side_can_capture(&p, BLACK));
}
END_TEST

static const uint64_t START_PERFT[] = {7, 49, 302, 1469, 7361, 36473, 177532, 828783, 3860875, 17761384, 81647058};

START_TEST(perft_start_position)
{
    Position p = test_position(FEN_START);
    Position before = p;
    for (int d = 1; d <= 11; d++)
        ck_assert_msg(perft(&p, d) == START_PERFT[d - 1], "perft(%d) = %llu, expected %llu", d,
                      (unsigned long long)perft(&p, d), (unsigned long long)START_PERFT[d - 1]);
    ck_assert(pos_equal(&p, &before));
    ck_assert(p.hash == before.hash);
}
END_TEST

START_TEST(make_unmake_keeps_hash)
{
    uint64_t seed = 0x9E3779B97F4A7C15ull;
    for (int game = 0; game < 200; game++) {
        Position p = test_position(FEN_START);
        for (int ply = 0; ply < 200; ply++) {
            MoveList list;
            Position saved = p;
            if (movegen_legal(&p, &list) == 0)
                break;
            for (int i = 0; i < list.count; i++) {
                pos_make(&p, &list.moves[i]);
                ck_assert(p.hash == pos_compute_hash(&p));
                ck_assert_uint_eq(pos_occupied(&p) & 0, 0);
                ck_assert_uint_eq(p.men[WHITE] & p.men[BLACK], 0);
                pos_unmake(&p, &list.moves[i]);
                ck_assert(pos_equal(&p, &saved) && p.hash == saved.hash);
            }
            pos_make(&p, &list.moves[test_random(&seed) % (uint64_t)list.count]);
        }
    }
}
END_TEST

START_TEST(count_matches_list)
{
    /* movegen_count is perft's fast path: it must agree with the list. */
    uint64_t seed = 12345;
    for (int game = 0; game < 200; game++) {
        Position p = test_position(FEN_START);
        for (int ply = 0; ply < 150; ply++) {
            MoveList list;
            int n = movegen_legal(&p, &list);
            ck_assert_int_eq(movegen_count(&p), n);
            ck_assert(movegen_has_capture(&p) == (n > 0 && list.moves[0].ncaptured > 0));
            if (n == 0)
                break;
            pos_make(&p, &list.moves[test_random(&seed) % (uint64_t)n]);
        }
    }
}
END_TEST

/* The plain definition of perft: every legal move made and unmade. */
static uint64_t reference_perft(Position *p, int depth)
{
    MoveList list;
    uint64_t nodes = 0;
    if (depth == 0)
        return 1;
    movegen_legal(p, &list);
    for (int i = 0; i < list.count; i++) {
        pos_make(p, &list.moves[i]);
        nodes += reference_perft(p, depth - 1);
        pos_unmake(p, &list.moves[i]);
    }
    return nodes;
}

START_TEST(perft_matches_reference)
{
    /* perft plays moves on copies and counts the last ply without building
     * moves (multi-jumps of men included): along random games, which reach
     * kings and long captures, it must agree with the plain definition. */
    static const char *const fens[] = {
        "W:W22,30:B18,1",                        /* one man capture */
        "W:W28,27,26:B23,22,21,15,14,13,6,7,5",  /* men's multi-jumps of different lengths */
        "W:WK22:B18,10,11,19",                   /* a king round a group */
        "B:WK30,K31,26,27:BK5,K6,18,19,14",      /* kings of both sides */
    };
    uint64_t seed = 777;
    for (size_t f = 0; f < sizeof fens / sizeof fens[0]; f++) {
        Position p = test_position(fens[f]);
        for (int d = 1; d <= 4; d++)
            ck_assert_uint_eq(perft(&p, d), reference_perft(&p, d));
    }
    for (int game = 0; game < 60; game++) {
        Position p = test_position(FEN_START);
        for (int ply = 0; ply < 120; ply++) {
            MoveList list;
            int n = movegen_legal(&p, &list);
            ck_assert_msg(perft(&p, 3) == reference_perft(&p, 3), "game %d ply %d", game, ply);
            if (n == 0)
                break;
            pos_make(&p, &list.moves[test_random(&seed) % (uint64_t)n]);
        }
    }
}
END_TEST

/* ---- published perft positions (issue 18, item 6) -------------------------
 *
 * Ed Gilbert's three Italian test positions with the counts published in
 * rhalbersma/dctl, test/src/algo/traversal/italian/gilbert.cpp.  dctl writes
 * squares in the official Italian numbering that dama uses (its rules tests
 * agree with `dama moves`: W:W31:B12,20,28 is 31x24x15x8), so the FENs are
 * taken as they are.  dctl counts them with keep_duplicates_gen: a capture
 * is counted once per path (PERFT_PATHS).  dama's move list, and so its
 * perft, counts one move per piece, pieces taken and end square
 * (PERFT_MOVES); the two agree until a king can take the same pieces along
 * two routes, which first happens at the depth where the MOVES column
 * below starts to differ.  The MOVES counts are dama's own (no published
 * source).  `make check` runs the quick depths, `make bench` every
 * published depth (DAMA_PERFT_FULL). */

typedef struct PublishedPerft {
    const char *fen;
    int quick_depth;              /* checked by make check, 1..quick_depth */
    int depths;                   /* published: checked with DAMA_PERFT_FULL set (make bench) */
    const uint64_t *paths;        /* published, once per path */
    const uint64_t *moves;        /* dama's convention, once per move */
} PublishedPerft;

static const uint64_t GILBERT1_PATHS[] = {5,         13,       42,         107,         360,         1099,
                                          3736,      12495,    43686,      164177,      628686,      2643623,
                                          10833722,  49327264, 212130912,  1021757399};
static const uint64_t GILBERT1_MOVES[] = {5,         13,       42,         107,         360,         1099,
                                          3736,      12495,    43686,      164173,      628666,      2643555,
                                          10833166,  49325304, 212113046,  1021689592};
static const uint64_t GILBERT2_PATHS[] = {6,        47,        271,      1916,      10810,      73137,
                                          389809,   2469050,   12803372, 77920042,  396940628,  2365222285};
static const uint64_t GILBERT2_MOVES[] = {6,        47,        271,      1916,      10810,      73137,
                                          389809,   2469050,   12803372, 77920042,  396937583,  2365203176};
static const uint64_t GILBERT3_PATHS[] = {13,      112,       828,       6756,       46241,     368908,
                                          2468110, 19914763,  130562037, 1056217651, 6894949061};
static const uint64_t GILBERT3_MOVES[] = {13,      112,       828,       6756,       46241,     368908,
                                          2468110, 19914763,  130562031, 1056217633, 6894946234};

#define DEPTHS_OF(table) ((int)(sizeof table / sizeof table[0]))

/* The quick depths keep each test under about a second at -O3; position 2's
 * first duplicate (depth 11) is only reached by the full run. */
static const PublishedPerft GILBERT[] = {
    {"W:W30,26,27,22,23,24,17,18,20:B14,15,16,9,11,5,6,1,3", 13, DEPTHS_OF(GILBERT1_PATHS), GILBERT1_PATHS,
     GILBERT1_MOVES},
    {"B:W30,21,22,17,20,K6:B25,28,9,5,1,3", 10, DEPTHS_OF(GILBERT2_PATHS), GILBERT2_PATHS, GILBERT2_MOVES},
    {"W:WK27,K28,17,20,9,K12,8:B21,24,K19,K13,14,K11,4", 9, DEPTHS_OF(GILBERT3_PATHS), GILBERT3_PATHS,
     GILBERT3_MOVES},
};

START_TEST(published_perft_gilbert)
{
    const PublishedPerft *t = &GILBERT[_i];
    Position p = test_position(t->fen);
    int depth = getenv("DAMA_PERFT_FULL") ? t->depths : t->quick_depth;
    for (int d = 1; d <= depth; d++) {
        uint64_t paths = perft_count(&p, d, PERFT_PATHS), moves = perft_count(&p, d, PERFT_MOVES);
        ck_assert_msg(paths == t->paths[d - 1], "%s depth %d: %llu paths, published %llu", t->fen, d,
                      (unsigned long long)paths, (unsigned long long)t->paths[d - 1]);
        ck_assert_msg(moves == t->moves[d - 1], "%s depth %d: %llu moves, expected %llu", t->fen, d,
                      (unsigned long long)moves, (unsigned long long)t->moves[d - 1]);
        if (d <= 3)
            ck_assert_uint_eq(perft(&p, d), moves);
    }
}
END_TEST

/* The plain definition of the paths convention: every path made and unmade. */
static uint64_t reference_perft_paths(Position *p, int depth)
{
    MoveList list;
    uint64_t nodes = 0;
    if (depth == 0)
        return 1;
    movegen_legal_all_paths(p, &list);
    for (int i = 0; i < list.count; i++) {
        pos_make(p, &list.moves[i]);
        nodes += reference_perft_paths(p, depth - 1);
        pos_unmake(p, &list.moves[i]);
    }
    return nodes;
}

START_TEST(perft_paths_counts_each_path)
{
    /* A king round four men: two paths, one move.  With White to move the
     * two paths are at the root; with Black to move first, at the last ply,
     * where perft counts without making the moves. */
    static const char *const fens[] = {"W:WK22:B18,10,11,19", "B:WK22:B18,10,11,19,1"};
    for (int f = 0; f < 2; f++) {
        Position p = test_position(fens[f]), before = p;
        ck_assert_uint_eq(perft_count(&p, 0, PERFT_PATHS), 1);
        ck_assert_uint_eq(perft_count(&p, f + 1, PERFT_PATHS), perft_count(&p, f + 1, PERFT_MOVES) + 1);
        for (int d = 1; d <= 4; d++)
            ck_assert_uint_eq(perft_count(&p, d, PERFT_PATHS), reference_perft_paths(&p, d));
        ck_assert(pos_equal(&p, &before));
    }
}
END_TEST

Suite *movegen_suite(void)
{
    Suite *s = suite_create("movegen");
    TCase *rules = tcase_create("rules");
    TCase *perft_case = tcase_create("perft");
    TCase *published = tcase_create("published");

    tcase_add_test(rules, start_position_moves);
    tcase_add_test(rules, black_men_move_down);
    tcase_add_test(rules, kings_move_all_four_ways_one_square);
    tcase_add_test(rules, men_never_move_backward);
    tcase_add_test(rules, capture_is_mandatory);
    tcase_add_test(rules, man_captures_only_forward);
    tcase_add_test(rules, equal_captures_player_chooses);
    tcase_add_test(rules, multi_jump_must_continue);
    tcase_add_test(rules, man_cannot_capture_king);
    tcase_add_test(rules, man_cannot_capture_king_inside_sequence);
    tcase_add_test(rules, king_captures_men_and_kings_all_directions);
    tcase_add_test(rules, rule1_most_pieces);
    tcase_add_test(rules, rule2_king_before_man);
    tcase_add_test(rules, rule2_crowned_man_is_still_a_man);
    tcase_add_test(rules, rule3_most_kings);
    tcase_add_test(rules, rule4_king_earliest);
    tcase_add_test(rules, rule4_keeps_one_of_circling_paths);
    tcase_add_test(rules, promotion_stops_capture);
    tcase_add_test(rules, quiet_promotion);
    tcase_add_test(rules, captured_piece_never_jumped_twice);
    tcase_add_test(rules, captured_pieces_stay_until_end);
    tcase_add_test(rules, king_circling_group_is_one_move);
    tcase_add_test(rules, start_square_counts_as_empty);
    tcase_add_test(rules, no_legal_move);
    tcase_add_test(rules, has_capture_agrees_with_list);
    tcase_add_test(rules, side_can_capture_sees_the_threat);
    suite_add_tcase(s, rules);

    /* Perft to depth 11 takes about a second optimised, much longer under
     * the sanitizers. */
    tcase_set_timeout(perft_case, 600);
    tcase_add_test(perft_case, perft_start_position);
    tcase_add_test(perft_case, make_unmake_keeps_hash);
    tcase_add_test(perft_case, count_matches_list);
    tcase_add_test(perft_case, perft_matches_reference);
    tcase_add_test(perft_case, perft_paths_counts_each_path);
    suite_add_tcase(s, perft_case);

    /* issue 18 item 6: the published perft positions, a case of their own
     * so that make bench can run it alone at the published depths. */
    tcase_set_timeout(published, 1200);
    tcase_add_loop_test(published, published_perft_gilbert, 0, (int)(sizeof GILBERT / sizeof GILBERT[0]));
    suite_add_tcase(s, published);
    return s;
}
