/*
 * test_movegen_reference.c - differential test of the move generator.
 *
 * A slow reference generator, written here from docs/rules.md alone and sharing
 * nothing with movegen.c: an 8x8 array, one square and one direction at a
 * time, every capture sequence found by plain recursion, the precedence
 * rules applied as a comparison of two sequences.  On thousands of random
 * positions (dense, with many kings, so that kings circle groups and several
 * paths lead to one move) and of positions reached in random games, its
 * answer must equal movegen's:
 *   - movegen_all_captures: the same capture sequences (paths);
 *   - movegen_legal_all_paths: the same paths once precedence is applied;
 *   - movegen_legal: the same moves (piece, end square, pieces taken), one
 *     path each, with the right kings taken and flags;
 *   - movegen_count, movegen_has_capture, and pos_make's resulting board.
 * Only the numbering of Position's bits (bit i = square i+1) is shared.
 */
#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "board.h"
#include "fen.h"
#include "movegen.h"
#include "test_helpers.h"

/* ---- the reference ------------------------------------------------------ */

enum { NONE, WHITE_MAN, WHITE_KING, BLACK_MAN, BLACK_KING };
enum { REF_MAX_JUMPS = 12, REF_MAX_MOVES = 4096 };

typedef struct RefBoard {
    int cell[8][8]; /* [row][column], row 0 at the top (Black's side), column 0 = a */
    int side;       /* WHITE or BLACK to move */
} RefBoard;

typedef struct RefMove {
    int from, to;             /* square indices 0..31 (square number - 1) */
    int njumps;               /* 0 for a simple move */
    int path[REF_MAX_JUMPS];  /* landing squares; path[0] = to for a simple move */
    bool took_king[REF_MAX_JUMPS];
    Bitboard captured, captured_kings;
    bool by_king, crowns;
} RefMove;

typedef struct RefList {
    int count;
    RefMove moves[REF_MAX_MOVES];
} RefList;

/* docs/rules.md: row r holds squares 4r+1..4r+4, on columns a c e g when r is
 * even and b d f h when r is odd. */
static int square_row(int index) { return index / 4; }
static int square_column(int index) { return 2 * (index % 4) + square_row(index) % 2; }
static int square_index(int row, int column) { return row * 4 + column / 2; }
static bool on_board(int row, int column) { return row >= 0 && row < 8 && column >= 0 && column < 8; }

static int colour_of(int piece) { return piece == WHITE_MAN || piece == WHITE_KING ? WHITE : BLACK; }
static bool is_king(int piece) { return piece == WHITE_KING || piece == BLACK_KING; }
/* White men move up the diagram (towards row 0), Black men down. */
static int forward(int side) { return side == WHITE ? -1 : 1; }
static int far_row(int side) { return side == WHITE ? 0 : 7; }

static RefBoard board_from_position(const Position *p)
{
    RefBoard b;
    memset(&b, 0, sizeof b);
    b.side = p->side;
    for (int i = 0; i < 32; i++) {
        Bitboard bit = (Bitboard)1 << i;
        int piece = (p->men[WHITE] & bit) ? WHITE_MAN : (p->kings[WHITE] & bit) ? WHITE_KING
                  : (p->men[BLACK] & bit) ? BLACK_MAN : (p->kings[BLACK] & bit) ? BLACK_KING : NONE;
        b.cell[square_row(i)][square_column(i)] = piece;
    }
    return b;
}

static void add_ref(RefList *list, const RefMove *m)
{
    ck_assert_int_lt(list->count, REF_MAX_MOVES);
    list->moves[list->count++] = *m;
}

/* Depth-first search of one piece's capture sequences. */
typedef struct Jumps {
    const RefBoard *b;
    int side, from_row, from_column;
    bool king;
    bool taken[8][8];
    RefMove current;
    RefList *out;
} Jumps;

static void jump_on(Jumps *j, int row, int column)
{
    static const int DIRS[4][2] = {{-1, -1}, {-1, 1}, {1, -1}, {1, 1}};
    RefMove *m = &j->current;
    bool jumped = false;

    for (int d = 0; d < 4; d++) {
        int dr = DIRS[d][0], dc = DIRS[d][1];
        int over_row = row + dr, over_column = column + dc, land_row = row + 2 * dr, land_column = column + 2 * dc;
        if (!j->king && dr != forward(j->side))
            continue; /* a man captures only forward */
        if (!on_board(land_row, land_column))
            continue;
        int victim = j->b->cell[over_row][over_column];
        if (victim == NONE || colour_of(victim) == j->side || j->taken[over_row][over_column])
            continue;
        if (!j->king && is_king(victim))
            continue; /* a man never captures a king */
        /* Taken pieces stay until the end of the move, so they block; the
         * mover's own start square is empty once it has left. */
        bool land_empty = j->b->cell[land_row][land_column] == NONE ||
                          (land_row == j->from_row && land_column == j->from_column);
        if (!land_empty)
            continue;

        jumped = true;
        j->taken[over_row][over_column] = true;
        m->path[m->njumps] = square_index(land_row, land_column);
        m->took_king[m->njumps] = is_king(victim);
        m->njumps++;
        if (!j->king && land_row == far_row(j->side)) {
            /* A man reaching the far row stops there, crowned. */
            RefMove done = *m;
            done.to = square_index(land_row, land_column);
            done.crowns = true;
            add_ref(j->out, &done);
        } else {
            jump_on(j, land_row, land_column);
        }
        m->njumps--;
        j->taken[over_row][over_column] = false;
    }
    if (!jumped && m->njumps > 0) {
        RefMove done = *m;
        done.to = square_index(row, column);
        add_ref(j->out, &done);
    }
}

/* The captured pieces' squares, from the path (no flying kings: each piece
 * taken sits between two consecutive squares of the path). */
static void fill_captured(RefMove *m)
{
    int at = m->from;
    m->captured = m->captured_kings = 0;
    for (int i = 0; i < m->njumps; i++) {
        int next = m->path[i];
        int row = (square_row(at) + square_row(next)) / 2, column = (square_column(at) + square_column(next)) / 2;
        Bitboard bit = (Bitboard)1 << square_index(row, column);
        m->captured |= bit;
        if (m->took_king[i])
            m->captured_kings |= bit;
        at = next;
    }
}

/* Every capture sequence of the side to move, before precedence. */
static void ref_all_captures(const RefBoard *b, RefList *out)
{
    out->count = 0;
    for (int row = 0; row < 8; row++)
        for (int column = 0; column < 8; column++) {
            int piece = b->cell[row][column];
            if (piece == NONE || colour_of(piece) != b->side)
                continue;
            Jumps j;
            memset(&j, 0, sizeof j);
            j.b = b;
            j.side = b->side;
            j.from_row = row;
            j.from_column = column;
            j.king = is_king(piece);
            j.current.from = square_index(row, column);
            j.current.by_king = j.king;
            j.out = out;
            jump_on(&j, row, column);
        }
    for (int i = 0; i < out->count; i++)
        fill_captured(&out->moves[i]);
}

static int kings_taken(const RefMove *m)
{
    int n = 0;
    for (int i = 0; i < m->njumps; i++)
        n += m->took_king[i];
    return n;
}

/* docs/rules.md precedence: > 0 when a must be preferred to b, 0 when equal. */
static int precedence(const RefMove *a, const RefMove *b)
{
    if (a->njumps != b->njumps)
        return a->njumps - b->njumps;                 /* 1: most pieces */
    if (a->by_king != b->by_king)
        return a->by_king ? 1 : -1;                   /* 2: a king's capture */
    if (kings_taken(a) != kings_taken(b))
        return kings_taken(a) - kings_taken(b);       /* 3: most kings */
    for (int i = 0; i < a->njumps; i++)               /* 4: a king earliest */
        if (a->took_king[i] != b->took_king[i])
            return a->took_king[i] ? 1 : -1;
    return 0;
}

static void ref_best_captures(const RefList *all, RefList *best)
{
    best->count = 0;
    for (int i = 0; i < all->count; i++) {
        bool beaten = false;
        for (int k = 0; k < all->count && !beaten; k++)
            beaten = precedence(&all->moves[k], &all->moves[i]) > 0;
        if (!beaten)
            add_ref(best, &all->moves[i]);
    }
}

static void ref_simple_moves(const RefBoard *b, RefList *out)
{
    static const int DIRS[4][2] = {{-1, -1}, {-1, 1}, {1, -1}, {1, 1}};
    out->count = 0;
    for (int row = 0; row < 8; row++)
        for (int column = 0; column < 8; column++) {
            int piece = b->cell[row][column];
            if (piece == NONE || colour_of(piece) != b->side)
                continue;
            for (int d = 0; d < 4; d++) {
                int to_row = row + DIRS[d][0], to_column = column + DIRS[d][1];
                if (!is_king(piece) && DIRS[d][0] != forward(b->side))
                    continue;
                if (!on_board(to_row, to_column) || b->cell[to_row][to_column] != NONE)
                    continue;
                RefMove m;
                memset(&m, 0, sizeof m);
                m.from = square_index(row, column);
                m.to = m.path[0] = square_index(to_row, to_column);
                m.by_king = is_king(piece);
                m.crowns = !is_king(piece) && to_row == far_row(b->side);
                add_ref(out, &m);
            }
        }
}

/* The legal moves, one entry per path (captures first by the rules). */
static void ref_legal_paths(const RefBoard *b, RefList *all_captures, RefList *legal)
{
    ref_all_captures(b, all_captures);
    if (all_captures->count > 0)
        ref_best_captures(all_captures, legal);
    else
        ref_simple_moves(b, legal);
}

/* The board after m, by the rules: pieces taken vanish, a man on the far
 * row is crowned. */
static RefBoard ref_play(const RefBoard *b, const RefMove *m)
{
    RefBoard after = *b;
    int piece = b->cell[square_row(m->from)][square_column(m->from)];
    after.cell[square_row(m->from)][square_column(m->from)] = NONE;
    for (int i = 0; i < 32; i++)
        if (m->captured & ((Bitboard)1 << i))
            after.cell[square_row(i)][square_column(i)] = NONE;
    if (m->crowns)
        piece = b->side == WHITE ? WHITE_KING : BLACK_KING;
    after.cell[square_row(m->to)][square_column(m->to)] = piece;
    after.side = b->side ^ 1;
    return after;
}

/* ---- comparison ------------------------------------------------------------ */

/* Order of paths: origin, then landing squares, then length. */
static int compare_path(int from_a, const int *a, int na, int from_b, const int *b, int nb)
{
    if (from_a != from_b)
        return from_a - from_b;
    for (int i = 0; i < na && i < nb; i++)
        if (a[i] != b[i])
            return a[i] - b[i];
    return na - nb;
}

static int ref_path_length(const RefMove *m) { return m->njumps ? m->njumps : 1; }

static int compare_ref(const void *x, const void *y)
{
    const RefMove *a = x, *b = y;
    return compare_path(a->from, a->path, ref_path_length(a), b->from, b->path, ref_path_length(b));
}

/* A Move's path as ints, for compare_path. */
static int move_path(const Move *m, int *path)
{
    for (int i = 0; i < move_path_len(m); i++)
        path[i] = m->path[i];
    return move_path_len(m);
}

static int compare_gen(const void *x, const void *y)
{
    int pa[MAX_CAPTURES], pb[MAX_CAPTURES];
    const Move *a = x, *b = y;
    int na = move_path(a, pa), nb = move_path(b, pb);
    return compare_path(a->from, pa, na, b->from, pb, nb);
}

/* The Move equals the reference move in everything movegen records. */
static bool same_move(const Move *g, const RefMove *r)
{
    int path[MAX_CAPTURES];
    int n = move_path(g, path);
    return compare_path(g->from, path, n, r->from, r->path, ref_path_length(r)) == 0 && g->to == r->to &&
           g->ncaptured == r->njumps && g->captured == r->captured && g->captured_kings == r->captured_kings &&
           ((g->flags & MOVE_BY_KING) != 0) == r->by_king && ((g->flags & MOVE_CROWNS) != 0) == r->crowns;
}

#define CHECK_AT(p, cond, what)                                                        \
    do {                                                                               \
        if (!(cond)) {                                                                 \
            char fen_[FEN_BUFSIZE];                                                    \
            fen_format((p), fen_, sizeof fen_);                                        \
            ck_abort_msg("%s: %s (failed: %s)", fen_, (what), #cond);                  \
        }                                                                              \
    } while (0)

/* What the positions checked so far have exercised. */
typedef struct Coverage {
    long positions, with_captures, with_king_captures;
    long precedence_filtered; /* some sequences were refused by rules 1-4 */
    long rule4_decided;       /* sequences equal by rules 1-3 told apart by rule 4 */
    long several_paths;       /* a legal move reachable by two paths or more */
    long moves;
} Coverage;

static bool same_effect_ref(const RefMove *a, const RefMove *b)
{
    return a->from == b->from && a->to == b->to && a->captured == b->captured;
}

static void note_coverage(Coverage *cov, const RefList *all, const RefList *legal)
{
    cov->positions++;
    cov->moves += legal->count;
    if (all->count == 0)
        return;
    cov->with_captures++;
    cov->precedence_filtered += all->count > legal->count;
    bool king = false, rule4 = false, paths = false;
    for (int i = 0; i < all->count; i++) {
        king = king || all->moves[i].by_king;
        for (int k = 0; k < all->count && !rule4; k++) {
            const RefMove *a = &all->moves[i], *b = &all->moves[k];
            rule4 = a->njumps == b->njumps && a->by_king == b->by_king && kings_taken(a) == kings_taken(b) &&
                    precedence(a, b) > 0;
        }
    }
    for (int i = 0; i < legal->count && !paths; i++)
        for (int k = i + 1; k < legal->count && !paths; k++)
            paths = same_effect_ref(&legal->moves[i], &legal->moves[k]);
    cov->with_king_captures += king;
    cov->rule4_decided += rule4;
    cov->several_paths += paths;
}

/* The generator's paths, sorted, equal the reference's, sorted. */
static void check_same_paths(const Position *p, MoveList *gen, RefList *ref, const char *what)
{
    qsort(gen->moves, (size_t)gen->count, sizeof gen->moves[0], compare_gen);
    qsort(ref->moves, (size_t)ref->count, sizeof ref->moves[0], compare_ref);
    CHECK_AT(p, gen->count == ref->count, what);
    for (int i = 0; i < gen->count; i++)
        CHECK_AT(p, same_move(&gen->moves[i], &ref->moves[i]), what);
}

/* movegen_legal: each move once, by one of its legal paths, every move. */
static void check_one_path_per_move(const Position *p, const MoveList *gen, const RefList *ref)
{
    int distinct = 0;
    for (int i = 0; i < ref->count; i++) {
        bool first = true;
        for (int k = 0; k < i && first; k++)
            first = !same_effect_ref(&ref->moves[k], &ref->moves[i]);
        distinct += first;
    }
    CHECK_AT(p, gen->count == distinct, "movegen_legal: number of moves");
    for (int i = 0; i < gen->count; i++) {
        bool legal_path = false;
        for (int k = 0; k < ref->count && !legal_path; k++)
            legal_path = same_move(&gen->moves[i], &ref->moves[k]);
        CHECK_AT(p, legal_path, "movegen_legal: a move that is not a legal path");
        for (int k = 0; k < i; k++)
            CHECK_AT(p, !move_same_effect(&gen->moves[i], &gen->moves[k]), "movegen_legal: a move listed twice");
    }
}

static void check_make(Position *p, const MoveList *gen, const RefBoard *before)
{
    for (int i = 0; i < gen->count; i++) {
        const Move *m = &gen->moves[i];
        RefMove r;
        memset(&r, 0, sizeof r);
        r.from = m->from;
        r.to = m->to;
        r.captured = m->captured;
        r.crowns = (m->flags & MOVE_CROWNS) != 0;
        RefBoard expected = ref_play(before, &r);
        Position saved = *p;
        pos_make(p, m);
        RefBoard got = board_from_position(p);
        CHECK_AT(&saved, memcmp(&got, &expected, sizeof got) == 0, "pos_make: wrong board after a move");
        CHECK_AT(&saved, p->hash == pos_compute_hash(p), "pos_make: wrong hash");
        pos_unmake(p, m);
        CHECK_AT(&saved, pos_equal(p, &saved) && p->hash == saved.hash, "pos_unmake: position not restored");
    }
}

/* Everything the generator says about p agrees with the reference. */
static void check_position(Position *p, Coverage *cov)
{
    static RefList all, legal;
    static MoveList gen;
    RefBoard b = board_from_position(p);

    ref_legal_paths(&b, &all, &legal);
    note_coverage(cov, &all, &legal);

    CHECK_AT(p, movegen_has_capture(p) == (all.count > 0), "movegen_has_capture");
    CHECK_AT(p, all.count <= MAX_MOVES, "more capture sequences than a MoveList holds");
    movegen_all_captures(p, &gen);
    check_same_paths(p, &gen, &all, "movegen_all_captures");

    movegen_legal(p, &gen);
    check_one_path_per_move(p, &gen, &legal);
    CHECK_AT(p, movegen_count(p) == gen.count, "movegen_count");
    check_make(p, &gen, &b);

    movegen_legal_all_paths(p, &gen);
    check_same_paths(p, &gen, &legal, "movegen_legal_all_paths");
}

/* ---- positions ------------------------------------------------------------- */

static int random_below(uint64_t *rng, int n) { return (int)(test_random(rng) % (uint64_t)n); }

/* A random position: each side has a number of pieces in [min, max] and
 * kings with the given probability (percent); no man stands on its own
 * crowning row. */
typedef struct Mix {
    int min_pieces[2], max_pieces[2], king_percent[2];
} Mix;

static Position random_position(uint64_t *rng, const Mix *mix)
{
    Position p;
    pos_clear(&p);
    for (int side = WHITE; side <= BLACK; side++) {
        int pieces = mix->min_pieces[side] + random_below(rng, mix->max_pieces[side] - mix->min_pieces[side] + 1);
        for (int placed = 0; placed < pieces;) {
            int sq = random_below(rng, 32);
            bool crowning_row = side == WHITE ? sq < 4 : sq >= 28;
            bool king = crowning_row || random_below(rng, 100) < mix->king_percent[side];
            if (pos_occupied(&p) & sq_bit(sq))
                continue;
            if (king)
                p.kings[side] |= sq_bit(sq);
            else
                p.men[side] |= sq_bit(sq);
            placed++;
        }
    }
    p.side = random_below(rng, 2);
    p.hash = pos_compute_hash(&p);
    return p;
}

/* Mixes: anything; every density of kings; a few kings of one side in a
 * crowd of the other's men and kings, where kings circle groups and the
 * precedence rules have the most to decide. */
static const Mix MIXES[] = {
    {{1, 1}, {12, 12}, {0, 0}},
    {{1, 1}, {12, 12}, {25, 25}},
    {{1, 1}, {12, 12}, {50, 50}},
    {{1, 1}, {12, 12}, {100, 100}},
    {{1, 6}, {4, 12}, {100, 50}},
    {{6, 1}, {12, 4}, {50, 100}},
};
enum { NMIXES = sizeof MIXES / sizeof MIXES[0] };

/* Put a king of the side to move at the bottom corner of a diamond of four
 * enemy pieces (each a man or a king) whose other corners are empty: the
 * king can take all four going round either way, two paths to one move,
 * unless rule 4 prefers one.  Corners are two rows and columns apart. */
static void add_ring(Position *p, uint64_t *rng)
{
    int mover = p->side, enemy = mover ^ 1;
    int row = 4 + random_below(rng, 4), column;
    do
        column = 2 + random_below(rng, 4);
    while ((row + column) % 2 != 0); /* dark squares: row + column even */
    static const int CORNERS[3][2] = {{-2, 2}, {-4, 0}, {-2, -2}};
    static const int SIDES[4][2] = {{-1, 1}, {-3, 1}, {-3, -1}, {-1, -1}};
    Bitboard clear = sq_bit(square_index(row, column));
    for (int i = 0; i < 3; i++)
        clear |= sq_bit(square_index(row + CORNERS[i][0], column + CORNERS[i][1]));
    for (int i = 0; i < 4; i++)
        clear |= sq_bit(square_index(row + SIDES[i][0], column + SIDES[i][1]));
    for (int side = WHITE; side <= BLACK; side++) {
        p->men[side] &= ~clear;
        p->kings[side] &= ~clear;
    }
    p->kings[mover] |= sq_bit(square_index(row, column));
    for (int i = 0; i < 4; i++) {
        Bitboard bit = sq_bit(square_index(row + SIDES[i][0], column + SIDES[i][1]));
        if (random_below(rng, 2))
            p->kings[enemy] |= bit;
        else
            p->men[enemy] |= bit;
    }
    p->hash = pos_compute_hash(p);
}

/* A random game from p (legal moves chosen at random), every position checked. */
static void play_random_game(Position p, uint64_t *rng, int max_plies, Coverage *cov)
{
    MoveList list;
    for (int ply = 0; ply < max_plies; ply++) {
        check_position(&p, cov);
        if (movegen_legal(&p, &list) == 0)
            return;
        pos_make(&p, &list.moves[random_below(rng, list.count)]);
    }
}

START_TEST(random_positions_agree)
{
    uint64_t rng = 0x2545F4914F6CDD1Dull;
    Coverage cov = {0};
    for (int i = 0; i < 30000; i++) {
        Position p = random_position(&rng, &MIXES[i % NMIXES]);
        check_position(&p, &cov);
    }
    /* Few pieces around, so that the ring keeps each side within 12. */
    static const Mix SPARSE = {{1, 1}, {7, 7}, {50, 50}};
    for (int i = 0; i < 5000; i++) {
        Position p = random_position(&rng, &SPARSE);
        add_ring(&p, &rng);
        check_position(&p, &cov);
    }
    /* The positions must really exercise the hard cases. */
    ck_assert_int_ge(cov.with_captures, 20000);
    ck_assert_int_ge(cov.with_king_captures, 15000);
    ck_assert_int_ge(cov.precedence_filtered, 8000);
    ck_assert_int_ge(cov.rule4_decided, 3000);
    ck_assert_int_ge(cov.several_paths, 1000);
}
END_TEST

START_TEST(game_positions_agree)
{
    uint64_t rng = 0x9E3779B97F4A7C15ull;
    Coverage cov = {0};
    Position start;
    pos_startpos(&start);
    for (int game = 0; game < 300; game++)
        play_random_game(start, &rng, 200, &cov);
    /* Games from random positions with kings reach king endings sooner. */
    for (int game = 0; game < 600; game++)
        play_random_game(random_position(&rng, &MIXES[game % NMIXES]), &rng, 60, &cov);
    ck_assert_int_ge(cov.positions, 40000);
    ck_assert_int_ge(cov.with_captures, 8000);
    ck_assert_int_ge(cov.with_king_captures, 3000);
    ck_assert_int_ge(cov.precedence_filtered, 500);
}
END_TEST

Suite *movegen_reference_suite(void)
{
    Suite *s = suite_create("movegen_reference");
    TCase *tc = tcase_create("differential");
    tcase_set_timeout(tc, 120); /* sanitizer builds are several times slower */
    tcase_add_test(tc, random_positions_agree);
    tcase_add_test(tc, game_positions_agree);
    suite_add_tcase(s, tc);
    return s;
}
