/*
 * test_drill_named.c - part "named" (issue 17): the course's named
 * positions as drills 6-9 (session/drill.h, docs/drills.md).  Without
 * databases: each step's set-up has the material its spec says, on the
 * squares the course gives, and every placement of it is a legal position.
 * With a 4-piece database built in the test (about two seconds): every
 * Seconda and Terza set-up is the win the course says, with the course's
 * own lines; the Prima drill draws wins that turn into draws with Black to
 * move, the Falsa Prima the same pieces with Black to move, drawn, and a
 * player who keeps the draw passes while one who loses it fails.
 * Part "quarta": drill 10, the Quarta Posizione, its set-up without
 * databases and, when DAMA_TEST_EGDB holds the 6-piece set, its wins.
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "drill.h"
#include "editor.h"
#include "egdb.h"
#include "fen.h"
#include "movegen.h"
#include "test_helpers.h"

enum { NAMED_PIECES = 4, PRIMA = 6, FALSA_PRIMA = 7, SECONDA = 8, TERZA = 9 };
/* Part "quarta": the Quarta Posizione, drill 10, a 6-piece ending. */
enum { QUARTA = 10, QUARTA_PIECES = 6 };

#define SQ(n) ((Bitboard)1u << ((n) - 1))

/* The set the drills of this file are played against. */
static void open_test_db(TestEgdb *t) { test_egdb_open(t, NAMED_PIECES); }
static void close_test_db(TestEgdb *t) { test_egdb_close(t); }

static Position from_fen(const char *fen)
{
    Position p;
    char err[128];
    ck_assert_msg(fen_parse(fen, &p, err, sizeof err) == 0, "%s: %s", fen, err);
    return p;
}

static EgdbValue probe_or_fail(Egdb *db, const Position *p)
{
    EgdbValue v;
    ck_assert(egdb_probe(db, p, &v));
    return v;
}

static bool is_win(Egdb *db, const Position *p) { return egdb_value_is_win(probe_or_fail(db, p)); }
static bool is_loss(Egdb *db, const Position *p) { return egdb_value_is_loss(probe_or_fail(db, p)); }
static bool is_draw(Egdb *db, const Position *p) { return egdb_wdl(probe_or_fail(db, p)) == EGDB_DRAW; }

static Position with_side(const Position *p, int side)
{
    Position q = *p;
    q.side = side;
    q.hash = pos_compute_hash(&q);
    return q;
}

/* Plays the moves of text (space separated) on *p. */
static void play_line(Position *p, const char *text)
{
    char buf[256], err[128];
    snprintf(buf, sizeof buf, "%s", text);
    char *save = NULL;
    for (char *word = strtok_r(buf, " ", &save); word != NULL; word = strtok_r(NULL, " ", &save)) {
        Move m;
        ck_assert_msg(move_parse(p, word, &m, err, sizeof err) == PARSE_OK, "%s: %s", word, err);
        pos_make(p, &m);
    }
}

/* ---- without databases ------------------------------------------------- */

/* Pieces of the set-up of side and kind. */
static int setup_count(const DrillSpec *s, int side, bool king)
{
    int n = 0;
    for (int i = 0; i < s->setup_count; i++)
        n += s->setup[i].side == side && s->setup[i].king == king;
    return n;
}

START_TEST(named_positions_have_the_material_and_squares_of_the_course)
{
    static const char *const KEYS[] = {[PRIMA] = "prima", [FALSA_PRIMA] = "falsa-prima", [SECONDA] = "seconda",
                                       [TERZA] = "terza"};
    ck_assert_int_eq(DRILL_NAMED_FIRST, PRIMA);
    ck_assert_int_eq(DRILL_COUNT, QUARTA);
    for (int n = PRIMA; n <= TERZA; n++) {
        const DrillSpec *s = drill_spec(n);
        ck_assert_ptr_nonnull(s);
        ck_assert_int_eq(s->number, n);
        ck_assert_str_eq(s->key, KEYS[n]);
        ck_assert_int_eq(drill_pieces(s), NAMED_PIECES);
        ck_assert_int_eq(s->setup_count, NAMED_PIECES);
        int other = s->player ^ 1;
        ck_assert_int_eq(setup_count(s, s->player, true), s->kings);
        ck_assert_int_eq(setup_count(s, s->player, false), s->men);
        ck_assert_int_eq(setup_count(s, other, true), s->defender_kings);
        ck_assert_int_eq(setup_count(s, other, false), s->defender_men);
        for (int i = 0; i < s->setup_count; i++) {
            const DrillPiece *piece = &s->setup[i];
            ck_assert(piece->squares != 0);
            if (!piece->king)
                ck_assert_msg((piece->squares & crown_row(piece->side)) == 0, "drill %d: a man on its crowning row",
                              n);
        }
    }
    /* The Prima: the man on 1, 2, 9 or 17, the king in the lower double
     * corner; the Falsa Prima is the same pieces, held by Black. */
    const DrillSpec *prima = drill_spec(PRIMA), *falsa = drill_spec(FALSA_PRIMA);
    ck_assert_int_eq(prima->player, WHITE);
    ck_assert_int_eq(prima->goal, DRILL_GOAL_WIN);
    ck_assert(prima->turn_decides);
    ck_assert_ptr_eq(falsa->setup, prima->setup);
    ck_assert_int_eq(falsa->player, BLACK);
    ck_assert_int_eq(falsa->goal, DRILL_GOAL_HOLD);
    ck_assert(falsa->turn_decides);
    ck_assert_int_eq(falsa->min_plies, prima->min_plies);
    ck_assert_uint_eq(prima->setup[2].squares, SQ(25) | SQ(29));
    ck_assert_uint_eq(prima->setup[3].squares, SQ(1) | SQ(2) | SQ(9) | SQ(17));
    /* The Seconda: White's king on 27, Black's man on 24, Black's king on
     * 32 or 28; the Terza: White's kings on 18 and 29, Black's on 17. */
    const DrillSpec *seconda = drill_spec(SECONDA), *terza = drill_spec(TERZA);
    ck_assert_uint_eq(seconda->setup[0].squares, SQ(27));
    ck_assert_uint_eq(seconda->setup[2].squares, SQ(28) | SQ(32));
    ck_assert_uint_eq(seconda->setup[3].squares, SQ(24));
    ck_assert_uint_eq(terza->setup[0].squares, SQ(18));
    ck_assert_uint_eq(terza->setup[1].squares, SQ(29));
    ck_assert_uint_eq(terza->setup[2].squares, SQ(17));
    for (int n = PRIMA; n <= TERZA; n++)
        ck_assert_int_eq(drill_spec(n)->goal == DRILL_GOAL_HOLD, n == FALSA_PRIMA);
}
END_TEST

/* Calls check on every placement of s's set-up (distinct squares, in the
 * set-up's order) with s's player to move; returns how many there were. */
typedef void (*PlacementFn)(const DrillSpec *s, const Position *p, void *ctx);

static int each_placement(const DrillSpec *s, int i, Position *p, PlacementFn check, void *ctx)
{
    if (i == s->setup_count) {
        Position q = with_side(p, s->player);
        check(s, &q, ctx);
        return 1;
    }
    const DrillPiece *piece = &s->setup[i];
    int n = 0;
    for (int sq = 0; sq < 32; sq++) {
        if (!(piece->squares & sq_bit(sq)) || !(pos_empty(p) & sq_bit(sq)))
            continue;
        if (!piece->king && (crown_row(piece->side) & sq_bit(sq)))
            continue;
        Position next = *p;
        pos_put(&next, piece->side, piece->king, sq);
        n += each_placement(s, i + 1, &next, check, ctx);
    }
    return n;
}

static int placements(const DrillSpec *s, PlacementFn check, void *ctx)
{
    Position p;
    pos_clear(&p);
    return each_placement(s, 0, &p, check, ctx);
}

static void check_legal(const DrillSpec *s, const Position *p, void *ctx)
{
    (void)ctx;
    Editor e;
    EditorError why;
    editor_init(&e, p);
    char fen[128];
    fen_format(p, fen, sizeof fen);
    ck_assert_msg(editor_check(&e, &why), "drill %d: %s is not a position to play", s->number, fen);
    ck_assert_msg(movegen_count(p) > 0, "drill %d: %s has no move", s->number, fen);
}

START_TEST(every_placement_of_the_fixed_setups_is_a_legal_position)
{
    /* Seconda: White's man on 7 squares, Black's king on 2. */
    ck_assert_int_eq(placements(drill_spec(SECONDA), check_legal, NULL), 7 * 2);
    /* Terza: the second Black king on 5 squares near White's base. */
    ck_assert_int_eq(placements(drill_spec(TERZA), check_legal, NULL), 5);
}
END_TEST

/* ---- part "quarta": the Quarta Posizione, without databases -------------- */

/* The side file (sponda) a square is on: 0 left (a), 7 right (h), -1
 * neither. */
static int side_file(int sq)
{
    int file = sq_file(sq);
    return file == 0 || file == 7 ? file : -1;
}

/* Rows a Black man on sq still has to go to crown (Black crowns on row 1). */
static int black_steps_to_crown(int sq) { return 7 - sq_row(sq); }

/* The side file every square of squares is on, or -1 when they are not all
 * on one side file. */
static int setup_side_file(Bitboard squares)
{
    int file = -2;
    for (int sq = 0; sq < 32; sq++) {
        if (!(squares & sq_bit(sq)))
            continue;
        if (file == -2)
            file = side_file(sq);
        else if (side_file(sq) != file)
            return -1;
    }
    return file;
}

START_TEST(quarta_is_three_kings_against_a_king_and_two_men_on_opposite_edges)
{
    const DrillSpec *s = drill_spec(QUARTA);
    ck_assert_ptr_nonnull(s);
    ck_assert_int_eq(s->number, QUARTA);
    ck_assert_str_eq(s->key, "quarta");
    ck_assert_int_eq(s->player, WHITE);
    ck_assert_int_eq(s->goal, DRILL_GOAL_WIN);
    ck_assert(!s->turn_decides);
    ck_assert_int_ge(s->min_plies, 9); /* as the Prima: the technique, not a capture in one */
    ck_assert_int_eq(s->kings, 3);
    ck_assert_int_eq(s->men, 0);
    ck_assert_int_eq(s->defender_kings, 1);
    ck_assert_int_eq(s->defender_men, 2);
    ck_assert_int_eq(drill_pieces(s), QUARTA_PIECES);
    ck_assert_int_eq(s->setup_count, QUARTA_PIECES);
    ck_assert_int_eq(setup_count(s, WHITE, true), 3);
    ck_assert_int_eq(setup_count(s, WHITE, false), 0);
    ck_assert_int_eq(setup_count(s, BLACK, true), 1);
    ck_assert_int_eq(setup_count(s, BLACK, false), 2);
    /* The kings stand anywhere; the men one on each side file, at least
     * three steps from crowning. */
    int files_seen = 0;
    for (int i = 0; i < s->setup_count; i++) {
        const DrillPiece *piece = &s->setup[i];
        if (piece->king) {
            ck_assert_uint_eq(piece->squares, ~(Bitboard)0);
            continue;
        }
        int file = setup_side_file(piece->squares);
        ck_assert_msg(file == 0 || file == 7, "a Black man of the Quarta is not on one side file");
        files_seen |= 1 << (file == 0 ? 0 : 1);
        for (int sq = 0; sq < 32; sq++)
            if (piece->squares & sq_bit(sq))
                ck_assert_int_ge(black_steps_to_crown(sq), 3);
    }
    ck_assert_int_eq(files_seen, 3); /* one man on each edge: opposite sponde */
    ck_assert_uint_eq(s->setup[0].squares | s->setup[1].squares, SQ(1) | SQ(9) | SQ(17) | SQ(8) | SQ(16));
    /* No databases, or only 4 pieces: the drill says so. */
    Position p;
    int plies;
    ck_assert_int_eq(drill_pick(NULL, s, 1, &p, &plies), DRILL_NEEDS_DATABASE);
}
END_TEST

/* Each placement of the Quarta's men, with the four kings spread from
 * every square of the board in turn (each king role then visits every
 * free square): a legal position with a move for White. */
START_TEST(every_placement_of_the_quartas_men_is_a_legal_position)
{
    const DrillSpec *s = drill_spec(QUARTA);
    int men_placements = 0, positions = 0;
    for (int a = 0; a < 32; a++) {
        for (int b = 0; b < 32; b++) {
            if (a == b || !(s->setup[0].squares & sq_bit(a)) || !(s->setup[1].squares & sq_bit(b)))
                continue;
            men_placements++;
            for (int offset = 0; offset < 32; offset++) {
                Position p;
                pos_clear(&p);
                pos_put(&p, BLACK, false, a);
                pos_put(&p, BLACK, false, b);
                for (int i = 2, sq = offset; i < s->setup_count; i++) {
                    while (!(pos_empty(&p) & sq_bit(sq % 32)))
                        sq++;
                    pos_put(&p, s->setup[i].side, true, sq % 32);
                }
                Position q = with_side(&p, WHITE);
                check_legal(s, &q, NULL);
                positions++;
            }
        }
    }
    ck_assert_int_eq(men_placements, 3 * 2);
    ck_assert_int_eq(positions, 3 * 2 * 32);
}
END_TEST

/* ---- with the 4-piece databases ----------------------------------------- */

static void check_win_for_white(const DrillSpec *s, const Position *p, void *ctx)
{
    Egdb *db = ctx;
    char fen[128];
    fen_format(p, fen, sizeof fen);
    ck_assert_msg(p->side == WHITE && is_win(db, p), "drill %d: %s is not a win for White", s->number, fen);
}

/* Seconda Posizione (fid.it, "Posizioni teoriche"): every set-up wins; the
 * final position, White's kings on 27 and 19, wins with either side to
 * move along the course's two lines. */
static void seconda_is_the_courses_win(Egdb *db)
{
    placements(drill_spec(SECONDA), check_win_for_white, db);
    Position black_to_move = from_fen("B:WK27,K19:BK32,24");
    ck_assert(is_loss(db, &black_to_move));
    play_line(&black_to_move, "32-28 27-31 28-32 19-23");
    ck_assert(is_loss(db, &black_to_move));
    MoveList list;
    movegen_legal(&black_to_move, &list);
    for (int i = 0; i < list.count; i++) {
        /* Whatever Black plays now, White takes a piece. */
        Position q = black_to_move;
        pos_make(&q, &list.moves[i]);
        MoveList replies;
        movegen_legal(&q, &replies);
        ck_assert(replies.count > 0 && replies.moves[0].ncaptured > 0);
    }
    Position white_to_move = from_fen("W:WK27,K19:BK32,24");
    ck_assert(is_win(db, &white_to_move));
    play_line(&white_to_move, "19-23 24-28 27-31");
    ck_assert_int_eq(movegen_count(&white_to_move), 0); /* Black is shut in: lost */
    /* The man may not advance while the king is on 32 (27-31 shuts both
     * in), and the king may not go to 31 (27-23 wins a piece). */
    Position man_steps = from_fen("B:WK27,30:BK32,24");
    play_line(&man_steps, "24-28 27-31");
    ck_assert_int_eq(movegen_count(&man_steps), 0);
    Position king_steps = from_fen("B:WK27,21:BK28,24");
    play_line(&king_steps, "28-31 27-23");
    ck_assert(is_loss(db, &king_steps));
    ck_assert_int_le(egdb_value_distance(probe_or_fail(db, &king_steps)), 2); /* a piece falls */
}

/* Terza Posizione: every set-up wins for White to move; where the second
 * black king stands on the base or beside it, by the course's exchange
 * 18-21, and with Black to move as well. */
static void terza_is_the_courses_win(Egdb *db)
{
    placements(drill_spec(TERZA), check_win_for_white, db);
    static const char *const EXCHANGE[] = {"W:WK18,K29:BK17,K27", "W:WK18,K29:BK17,K30", "W:WK18,K29:BK17,K31",
                                           "W:WK18,K29:BK17,K32"};
    for (size_t i = 0; i < sizeof EXCHANGE / sizeof EXCHANGE[0]; i++) {
        Position p = from_fen(EXCHANGE[i]);
        Move best;
        EgdbValue v;
        ck_assert(egdb_best(db, &p, &best, &v));
        char text[MOVE_STRSIZE];
        ck_assert_str_eq(move_format(&best, text, sizeof text), "18-21");
        Position black = with_side(&p, BLACK);
        ck_assert_msg(is_loss(db, &black), "%s with Black to move", EXCHANGE[i]);
    }
    Position p = from_fen("W:WK18,K29:BK17,K32");
    play_line(&p, "18-21 17x26 29x22");
    ck_assert(is_loss(db, &p)); /* one king against one, lost for Black */
}

/* The set-up squares of s hold p's pieces: each on one of its squares. */
static bool on_setup_squares(const DrillSpec *s, const Position *p)
{
    Position left = *p;
    for (int i = 0; i < s->setup_count; i++) {
        const DrillPiece *piece = &s->setup[i];
        Bitboard mine = (piece->king ? left.kings[piece->side] : left.men[piece->side]) & piece->squares;
        if (mine == 0)
            return false;
        int sq = lsb_index(mine);
        if (piece->king)
            left.kings[piece->side] &= ~sq_bit(sq);
        else
            left.men[piece->side] &= ~sq_bit(sq);
    }
    return (left.kings[WHITE] | left.kings[BLACK] | left.men[WHITE] | left.men[BLACK]) == 0;
}

/* Prima Posizione and Falsa Prima: the same seed gives the same pieces; a
 * win for White to move (at least min_plies from its conversion), a draw
 * with Black to move. */
static void prima_and_falsa_prima_are_twins(Egdb *db)
{
    const DrillSpec *prima = drill_spec(PRIMA), *falsa = drill_spec(FALSA_PRIMA);
    for (uint64_t seed = 1; seed <= 12; seed++) {
        Position won, held;
        int plies, none;
        ck_assert_int_eq(drill_pick(db, prima, seed, &won, &plies), DRILL_PICKED);
        ck_assert_int_eq(drill_pick(db, falsa, seed, &held, &none), DRILL_PICKED);
        ck_assert(on_setup_squares(prima, &won));
        ck_assert_int_eq(won.side, WHITE);
        ck_assert(is_win(db, &won));
        ck_assert_int_ge(plies, prima->min_plies);
        ck_assert_int_eq(held.side, BLACK);
        ck_assert(is_draw(db, &held));
        ck_assert_int_eq(none, 0);
        Position twin = with_side(&won, BLACK);
        ck_assert(pos_equal(&twin, &held));
    }
}

/* A Prima played by the databases' moves is won in the shortest win. */
static void a_perfect_prima_is_won(Egdb *db)
{
    Position start;
    int plies;
    ck_assert_int_eq(drill_pick(db, drill_spec(PRIMA), 5, &start, &plies), DRILL_PICKED);
    DrillAttempt a;
    drill_attempt_start(&a, db, &start);
    ck_assert_int_eq(a.goal, DRILL_GOAL_WIN);
    ck_assert_int_gt(a.shortest, 0);
    for (int i = 0; i < 200 && a.verdict == DRILL_PLAYING; i++) {
        Move m, reply;
        EgdbValue v;
        bool replied;
        ck_assert(egdb_best(db, &a.game.pos, &m, &v));
        drill_attempt_play(&a, &m, &reply, &replied);
    }
    ck_assert_int_eq(a.verdict, DRILL_WON);
    ck_assert_int_eq(a.player_moves, a.shortest);
    drill_attempt_free(&a);
}

/* Black's replies from p (Black to move) after which White does not win. */
static int holding_replies(Egdb *db, const Position *p)
{
    MoveList list;
    int n = 0;
    movegen_legal(p, &list);
    for (int i = 0; i < list.count; i++) {
        Position q = *p;
        pos_make(&q, &list.moves[i]);
        n += !is_win(db, &q);
    }
    return n;
}

/* White's reply from before to after is the drawing move that leaves
 * Black the fewest holding replies. */
static void check_testing_reply(Egdb *db, const Position *before, const Position *after)
{
    int chosen = holding_replies(db, after);
    MoveList list;
    movegen_legal(before, &list);
    for (int i = 0; i < list.count; i++) {
        Position q = *before;
        pos_make(&q, &list.moves[i]);
        if (is_draw(db, &q))
            ck_assert_int_le(chosen, holding_replies(db, &q));
    }
}

/* Falsa Prima: a player who keeps to drawing moves holds the draw (by
 * repetition or the 50-move rule), and the drill counts it as passed. */
static void a_held_falsa_prima_passes(Egdb *db)
{
    Position start;
    int plies;
    ck_assert_int_eq(drill_pick(db, drill_spec(FALSA_PRIMA), 5, &start, &plies), DRILL_PICKED);
    DrillAttempt a;
    drill_attempt_start(&a, db, &start);
    ck_assert_int_eq(a.goal, DRILL_GOAL_HOLD);
    ck_assert_int_eq(a.player, BLACK);
    ck_assert_int_eq(a.shortest, 0);
    for (int i = 0; i < 2 * FIFTY_MOVE_PLIES && a.verdict == DRILL_PLAYING; i++) {
        Move m, reply;
        EgdbValue v;
        bool replied;
        ck_assert(egdb_best(db, &a.game.pos, &m, &v));
        ck_assert_int_eq(egdb_wdl(v), EGDB_DRAW);
        Position before = a.game.pos;
        pos_make(&before, &m);
        drill_attempt_play(&a, &m, &reply, &replied);
        /* The databases' side never throws its draw away either, and it
         * tests the defence. */
        if (replied && a.verdict == DRILL_PLAYING) {
            ck_assert(is_draw(db, &a.game.pos));
            check_testing_reply(db, &before, &a.game.pos);
        }
    }
    ck_assert_int_eq(a.verdict, DRILL_HELD);
    ck_assert(a.game.reason == END_THREEFOLD || a.game.reason == END_FIFTY_MOVES);
    DrillProgress progress;
    memset(&progress, 0, sizeof progress);
    drill_progress_record(&progress, FALSA_PRIMA, &a);
    ck_assert_int_eq(progress.drills[FALSA_PRIMA].attempts, 1);
    ck_assert_int_eq(progress.drills[FALSA_PRIMA].passed, 1);
    ck_assert_int_eq(progress.drills[FALSA_PRIMA].best_moves, 0); /* no win to measure */
    ck_assert_int_eq(drill_progress_passed(&progress), 1);
    drill_attempt_free(&a);
}

/* Falsa Prima: a move after which White wins fails the drill at once. */
static void a_lost_falsa_prima_fails(Egdb *db)
{
    bool found = false;
    for (uint64_t seed = 1; seed <= 20 && !found; seed++) {
        Position start;
        int plies;
        ck_assert_int_eq(drill_pick(db, drill_spec(FALSA_PRIMA), seed, &start, &plies), DRILL_PICKED);
        MoveList list;
        movegen_legal(&start, &list);
        for (int i = 0; i < list.count && !found; i++) {
            Position q = start;
            pos_make(&q, &list.moves[i]);
            if (!is_win(db, &q))
                continue;
            DrillAttempt a;
            drill_attempt_start(&a, db, &start);
            Move reply;
            bool replied;
            ck_assert_int_eq(drill_attempt_play(&a, &list.moves[i], &reply, &replied), DRILL_THROWN_LOSS);
            ck_assert(!replied);
            DrillProgress progress;
            memset(&progress, 0, sizeof progress);
            drill_progress_record(&progress, FALSA_PRIMA, &a);
            ck_assert_int_eq(progress.drills[FALSA_PRIMA].attempts, 1);
            ck_assert_int_eq(progress.drills[FALSA_PRIMA].passed, 0);
            drill_attempt_free(&a);
            found = true;
        }
    }
    ck_assert(found);
}

START_TEST(named_positions_have_the_courses_values)
{
    TestEgdb t;
    open_test_db(&t);
    seconda_is_the_courses_win(t.db);
    terza_is_the_courses_win(t.db);
    prima_and_falsa_prima_are_twins(t.db);
    a_perfect_prima_is_won(t.db);
    a_held_falsa_prima_passes(t.db);
    a_lost_falsa_prima_fails(t.db);
    /* Part "quarta": 4 pieces are not enough for the Quarta Posizione. */
    Position p;
    int plies;
    ck_assert_int_eq(drill_pick(t.db, drill_spec(QUARTA), 1, &p, &plies), DRILL_NEEDS_DATABASE);
    close_test_db(&t);
}
END_TEST

/* ---- part "quarta": with the 6-piece databases ---------------------------- */

/* The 6-piece set takes far too long to build in a test: run when
 * DAMA_TEST_EGDB names a directory that holds it, skipped (and said)
 * otherwise.  Seeded Quarta positions: the men on their squares, a win for
 * White to move at least min_plies from the first conversion, and the
 * databases' own moves win it in exactly the shortest win. */
START_TEST(quarta_when_the_six_piece_databases_are_there)
{
    const char *dir = getenv("DAMA_TEST_EGDB");
    FileProblem why;
    Egdb *db = dir != NULL ? egdb_open(dir, &why) : NULL;
    if (db == NULL || egdb_pieces(db) < QUARTA_PIECES) {
        fprintf(stderr, "drill: the Quarta Posizione is not tested (DAMA_TEST_EGDB: no 6-piece set)\n");
        if (db != NULL)
            egdb_close(db);
        return;
    }
    const DrillSpec *s = drill_spec(QUARTA);
    for (uint64_t seed = 1; seed <= 3; seed++) {
        Position start;
        int plies;
        ck_assert_int_eq(drill_pick(db, s, seed, &start, &plies), DRILL_PICKED);
        ck_assert(on_setup_squares(s, &start));
        ck_assert_int_eq(start.side, WHITE);
        ck_assert(is_win(db, &start));
        ck_assert_int_ge(plies, s->min_plies);
        DrillAttempt a;
        drill_attempt_start(&a, db, &start);
        ck_assert_int_gt(a.shortest, 0);
        for (int i = 0; i < 400 && a.verdict == DRILL_PLAYING; i++) {
            Move m, reply;
            EgdbValue v;
            bool replied;
            ck_assert(egdb_best(db, &a.game.pos, &m, &v));
            drill_attempt_play(&a, &m, &reply, &replied);
        }
        ck_assert_int_eq(a.verdict, DRILL_WON);
        ck_assert_int_eq(a.player_moves, a.shortest);
        drill_attempt_free(&a);
    }
    egdb_close(db);
}
END_TEST

Suite *drill_named_suite(void)
{
    Suite *s = suite_create("drill_named");
    TCase *tc = tcase_create("drill_named");
    tcase_set_timeout(tc, 300);
    tcase_add_test(tc, named_positions_have_the_material_and_squares_of_the_course);
    tcase_add_test(tc, every_placement_of_the_fixed_setups_is_a_legal_position);
    tcase_add_test(tc, named_positions_have_the_courses_values);
    tcase_add_test(tc, quarta_is_three_kings_against_a_king_and_two_men_on_opposite_edges);
    tcase_add_test(tc, every_placement_of_the_quartas_men_is_a_legal_position);
    tcase_add_test(tc, quarta_when_the_six_piece_databases_are_there);
    suite_add_tcase(s, tc);
    return s;
}
