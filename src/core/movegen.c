/*
 * movegen.c - legal moves of Italian draughts with bitboard operations.
 *
 * A diagonal step of a whole bitboard is a masked shift whose size depends
 * on the row's parity (bb_up_left() and friends in board.h).
 *
 * Captures are found by a depth-first search per capturing piece.  Captured
 * pieces stay on the board until the move ends, so they block landing
 * squares and cannot be jumped twice; the mover's start square counts as
 * empty once it has left.  Each complete sequence gets a precedence key
 * (docs/rules.md rules 1-4) and only the sequences with the best key are kept.
 */
#include <stdlib.h>
#include <string.h>

#include "movegen.h"

enum { UP_LEFT, UP_RIGHT, DOWN_LEFT, DOWN_RIGHT, NUM_DIRS };

static inline Bitboard step(Bitboard b, int dir)
{
    switch (dir) {
    case UP_LEFT:
        return bb_up_left(b);
    case UP_RIGHT:
        return bb_up_right(b);
    case DOWN_LEFT:
        return bb_down_left(b);
    default:
        return bb_down_right(b);
    }
}

/*
 * Per-square tables for the capture search, where the direction varies at
 * run time: NEIGHBOUR[sq][dir] is the adjacent square's bit and
 * JUMP_LANDING[sq][dir] the bit two steps away (0 off the board).  They are
 * constant expressions, so no initialisation is needed.
 */
#define ROW_OF(sq) ((sq) / 4)
#define FILE_OF(sq) (2 * ((sq) % 4) + (ROW_OF(sq) & 1))
#define ON_BOARD(r, f) ((r) >= 0 && (r) < 8 && (f) >= 0 && (f) < 8)
#define BIT_AT(r, f) ((Bitboard)ON_BOARD(r, f) << (ON_BOARD(r, f) ? (r) * 4 + (f) / 2 : 0))
#define AWAY(sq, n, dr, df) BIT_AT(ROW_OF(sq) + (n) * (dr), FILE_OF(sq) + (n) * (df))
#define DIRS_OF(sq, n) {AWAY(sq, n, -1, -1), AWAY(sq, n, -1, 1), AWAY(sq, n, 1, -1), AWAY(sq, n, 1, 1)}
#define ROW_OF_4(sq, n) DIRS_OF(sq, n), DIRS_OF(sq + 1, n), DIRS_OF(sq + 2, n), DIRS_OF(sq + 3, n)
#define ALL_SQUARES(n) {ROW_OF_4(0, n), ROW_OF_4(4, n), ROW_OF_4(8, n), ROW_OF_4(12, n), \
                        ROW_OF_4(16, n), ROW_OF_4(20, n), ROW_OF_4(24, n), ROW_OF_4(28, n)}

static const Bitboard NEIGHBOUR[NUM_SQUARES][NUM_DIRS] = ALL_SQUARES(1);
static const Bitboard JUMP_LANDING[NUM_SQUARES][NUM_DIRS] = ALL_SQUARES(2);

/* The direction that undoes dir (up-left <-> down-right, ...). */
static inline int opposite(int dir) { return NUM_DIRS - 1 - dir; }

/* Men of White go up, men of Black go down; kings go everywhere. */
static inline int first_man_dir(int side) { return side == WHITE ? UP_LEFT : DOWN_LEFT; }

/* ---- precedence ---------------------------------------------------------- */

/*
 * Key layout, compared as one integer (larger wins):
 *   bits 20..23  pieces captured                  (rule 1)
 *   bit  19      made by a king                   (rule 2)
 *   bits 14..18  kings captured                   (rule 3)
 *   bits  0..11  bit 11-j set when jump j took a king: a king met earlier
 *                gives a larger number            (rule 4)
 */
enum { KEY_COUNT_SHIFT = 20, KEY_KING_SHIFT = 19, KEY_NKINGS_SHIFT = 14 };

/* The bit of the key's rule-4 field for a king taken at jump j (0-based). */
static inline uint32_t king_order_bit(int j) { return 1u << (MAX_CAPTURES - 1 - j); }

/* The key of m given its rule-4 field (the capture search keeps that field
 * up to date as it goes rather than re-deriving it from the path). */
static inline uint32_t key_with_order(const Move *m, uint32_t order)
{
    return ((uint32_t)m->ncaptured << KEY_COUNT_SHIFT) |
           ((uint32_t)((m->flags & MOVE_BY_KING) != 0) << KEY_KING_SHIFT) |
           ((uint32_t)popcount32(m->captured_kings) << KEY_NKINGS_SHIFT) | order;
}

uint32_t movegen_capture_key(const Move *m)
{
    uint32_t order = 0;
    for (int j = 0; m->captured_kings && j < m->ncaptured; j++)
        if (m->captured_kings & sq_bit(move_captured_square(m, j)))
            order |= king_order_bit(j);
    return key_with_order(m, order);
}

/* ---- capture search ------------------------------------------------------ */

typedef enum {
    KEEP_BEST_MOVES,  /* precedence applied, one path per move */
    KEEP_BEST_PATHS,  /* precedence applied, every path */
    KEEP_ALL_PATHS    /* every capture sequence, no precedence */
} CaptureFilter;

typedef struct CaptureSearch {
    Bitboard occupied;    /* pieces standing (captured ones included), mover's start excluded */
    Bitboard victims;     /* enemy pieces the mover may jump */
    Bitboard enemy_kings;
    Bitboard crown;       /* far row for a man, 0 for a king */
    int first_dir, ndirs; /* directions the mover may take */
    CaptureFilter filter;
    uint32_t best_key;
    uint32_t order;       /* rule-4 field of the key of current */
    Move current;         /* the sequence being built */
    MoveList *list;
} CaptureSearch;

static void add_move(MoveList *list, const Move *m)
{
    if (list->count < MAX_MOVES)
        list->moves[list->count++] = *m;
}

static void record_sequence(CaptureSearch *cs)
{
    Move *m = &cs->current;
    uint32_t key;

    if (cs->filter == KEEP_ALL_PATHS) {
        add_move(cs->list, m);
        return;
    }
    key = key_with_order(m, cs->order);
    if (key < cs->best_key)
        return;
    if (key > cs->best_key) {
        cs->best_key = key;
        cs->list->count = 0;
    }
    /* Only a king can take the same pieces along two paths to one square. */
    if (cs->filter == KEEP_BEST_MOVES && (m->flags & MOVE_BY_KING))
        for (int i = 0; i < cs->list->count; i++)
            if (move_same_effect(&cs->list->moves[i], m))
                return;
    add_move(cs->list, m);
}

static void extend_capture(CaptureSearch *cs, int sq)
{
    Move *m = &cs->current;
    int depth = m->ncaptured;
    bool jumped = false;

    for (int dir = cs->first_dir; dir < cs->first_dir + cs->ndirs; dir++) {
        Bitboard over = NEIGHBOUR[sq][dir] & cs->victims & ~m->captured;
        Bitboard land;
        uint32_t order_before = cs->order;
        if (!over)
            continue;
        land = JUMP_LANDING[sq][dir] & ~cs->occupied;
        if (!land)
            continue;
        jumped = true;
        m->path[depth] = (uint8_t)lsb_index(land);
        m->captured |= over;
        if (over & cs->enemy_kings) {
            m->captured_kings |= over;
            cs->order |= king_order_bit(depth);
        }
        m->ncaptured++;
        if (land & cs->crown) {
            /* A man reaching the far row stops there and is crowned. */
            m->flags |= MOVE_CROWNS;
            m->to = m->path[depth];
            record_sequence(cs);
            m->flags &= (uint8_t)~MOVE_CROWNS;
        } else {
            extend_capture(cs, m->path[depth]);
        }
        m->ncaptured--;
        m->captured &= ~over;
        m->captured_kings &= ~over;
        cs->order = order_before;
    }
    if (!jumped && depth > 0) {
        m->to = (uint8_t)sq;
        record_sequence(cs);
    }
}

/* The squares where movers land by jumping one of victims in direction dir. */
static inline Bitboard jumps_of(Bitboard movers, int dir, Bitboard victims, Bitboard empty)
{
    return step(step(movers, dir) & victims, dir) & empty;
}

/* The pieces among movers that have a first jump in one of the directions:
 * the search only starts from them. */
static Bitboard first_jumpers(Bitboard movers, Bitboard victims, Bitboard empty, int first_dir, int ndirs)
{
    Bitboard found = 0;
    for (int dir = first_dir; dir < first_dir + ndirs; dir++) {
        Bitboard land = jumps_of(movers, dir, victims, empty);
        found |= step(step(land, opposite(dir)), opposite(dir));
    }
    return found;
}

static void captures_of(CaptureSearch *cs, const Position *p, Bitboard pieces, bool kings)
{
    int side = p->side;
    Bitboard occupied = pos_occupied(p);

    cs->victims = kings ? pos_pieces(p, side ^ 1) : p->men[side ^ 1];
    cs->crown = kings ? 0 : crown_row(side);
    cs->first_dir = kings ? 0 : first_man_dir(side);
    cs->ndirs = kings ? NUM_DIRS : 2;
    pieces = first_jumpers(pieces, cs->victims, ~occupied, cs->first_dir, cs->ndirs);
    for (; pieces; pieces &= pieces - 1) {
        int from = lsb_index(pieces);
        memset(&cs->current, 0, sizeof cs->current);
        cs->current.from = (uint8_t)from;
        cs->current.flags = kings ? MOVE_BY_KING : 0;
        cs->order = 0;
        cs->occupied = occupied & ~sq_bit(from);
        extend_capture(cs, from);
    }
}

static int generate_captures(const Position *p, MoveList *list, CaptureFilter filter)
{
    CaptureSearch cs;
    cs.enemy_kings = p->kings[p->side ^ 1];
    cs.filter = filter;
    cs.best_key = 0;
    cs.list = list;
    list->count = 0;
    captures_of(&cs, p, p->kings[p->side], true);
    captures_of(&cs, p, p->men[p->side], false);
    return list->count;
}

/* ---- quiet moves --------------------------------------------------------- */

static void add_quiet_moves(const Position *p, MoveList *list, Bitboard movers, int first_dir, int ndirs,
                            bool kings)
{
    Bitboard empty = pos_empty(p);
    Bitboard crown = kings ? 0 : crown_row(p->side);

    for (int dir = first_dir; dir < first_dir + ndirs; dir++) {
        for (Bitboard targets = step(movers, dir) & empty; targets; targets &= targets - 1) {
            Bitboard to = targets & -targets;
            Move m = {0};
            m.to = (uint8_t)lsb_index(to);
            m.from = (uint8_t)lsb_index(step(to, opposite(dir)));
            m.path[0] = m.to;
            m.flags = (uint8_t)((kings ? MOVE_BY_KING : 0) | ((to & crown) ? MOVE_CROWNS : 0));
            add_move(list, &m);
        }
    }
}

static int generate_quiet(const Position *p, MoveList *list)
{
    list->count = 0;
    add_quiet_moves(p, list, p->kings[p->side], 0, NUM_DIRS, true);
    add_quiet_moves(p, list, p->men[p->side], first_man_dir(p->side), 2, false);
    return list->count;
}

/* ---- public -------------------------------------------------------------- */


/* Landing squares of the men's first jumps in their k-th forward direction
 * (0 or 1): a man never jumps a king. */
static inline Bitboard man_jump_landings(const Position *p, int side, int k, Bitboard empty)
{
    return jumps_of(p->men[side], first_man_dir(side) + k, p->men[side ^ 1], empty);
}

static inline bool kings_can_capture(const Position *p, int side, Bitboard empty)
{
    Bitboard kings = p->kings[side], enemy = pos_pieces(p, side ^ 1);
    for (int dir = 0; kings && dir < NUM_DIRS; dir++)
        if (jumps_of(kings, dir, enemy, empty))
            return true;
    return false;
}

bool movegen_side_can_capture(const Position *p, int side)
{
    Bitboard empty = pos_empty(p);
    return man_jump_landings(p, side, 0, empty) || man_jump_landings(p, side, 1, empty) ||
           kings_can_capture(p, side, empty);
}

bool movegen_has_capture(const Position *p)
{
    return movegen_side_can_capture(p, p->side);
}

int movegen_legal(const Position *p, MoveList *list)
{
    if (movegen_has_capture(p))
        return generate_captures(p, list, KEEP_BEST_MOVES);
    return generate_quiet(p, list);
}

int movegen_legal_all_paths(const Position *p, MoveList *list)
{
    if (movegen_has_capture(p))
        return generate_captures(p, list, KEEP_BEST_PATHS);
    return generate_quiet(p, list);
}

int movegen_all_captures(const Position *p, MoveList *list)
{
    return generate_captures(p, list, KEEP_ALL_PATHS);
}

/* ---- counting and perft -------------------------------------------------- */

/*
 * The functions below take the side to move as a parameter and are always
 * inlined where it is a constant, so every forward step of a man folds into
 * two shifts.  ("static inline" alone leaves the choice to the compiler,
 * which keeps the generic copies.)
 */
#define ALWAYS_INLINE static inline __attribute__((always_inline))

/* The longest captures by men, counted without building them.  Once no king
 * can capture, the men's captures are all there is, and among them only
 * rule 1 (most pieces) can decide: a man never takes a king.  A man only
 * moves forward, so the pieces it took and the square it left are behind it:
 * the board as it stands decides every further jump, and two sequences never
 * take the same pieces (the pieces taken fix the path). */
typedef struct ManCaptureCount {
    int longest; /* jumps in the longest sequence so far */
    int count;   /* sequences of that length */
} ManCaptureCount;

static void count_man_sequences(Bitboard at, int side, Bitboard enemy_men, Bitboard empty, int jumps,
                                ManCaptureCount *c)
{
    bool jumped = false;
    for (int dir = first_man_dir(side); dir < first_man_dir(side) + 2; dir++) {
        Bitboard land = jumps_of(at, dir, enemy_men, empty);
        if (land) {
            jumped = true;
            count_man_sequences(land, side, enemy_men, empty, jumps + 1, c);
        }
    }
    if (jumped)
        return;
    if (jumps > c->longest) {
        c->longest = jumps;
        c->count = 0;
    }
    c->count += jumps == c->longest;
}

static int count_man_captures(const Position *p, int side, Bitboard land0, Bitboard land1, Bitboard empty)
{
    Bitboard enemy_men = p->men[side ^ 1], landings = land0 | land1;
    int dir = first_man_dir(side);
    ManCaptureCount c = {1, 0};

    /* The common case: no man can jump on, so every first jump is a move. */
    if (!(jumps_of(landings, dir, enemy_men, empty) | jumps_of(landings, dir + 1, enemy_men, empty)))
        return popcount32(land0) + popcount32(land1);
    for (Bitboard b = land0; b; b &= b - 1)
        count_man_sequences(b & -b, side, enemy_men, empty, 1, &c);
    for (Bitboard b = land1; b; b &= b - 1)
        count_man_sequences(b & -b, side, enemy_men, empty, 1, &c);
    return c.count;
}

/* The captures of a position where a king can take: the full search.  Only
 * here can two paths make one move, so only here does the filter (one per
 * move or one per path) change the count. */
static int count_captures_in_full(const Position *p, CaptureFilter filter)
{
    MoveList list;
    return generate_captures(p, &list, filter);
}

ALWAYS_INLINE int count_moves_of(const Position *p, int side, CaptureFilter filter)
{
    Bitboard empty = pos_empty(p), men = p->men[side], kings = p->kings[side];
    int dir = first_man_dir(side), n;
    Bitboard land0 = man_jump_landings(p, side, 0, empty), land1 = man_jump_landings(p, side, 1, empty);

    if (kings && kings_can_capture(p, side, empty))
        return count_captures_in_full(p, filter);
    if (land0 | land1)
        return count_man_captures(p, side, land0, land1, empty);
    n = popcount32(step(men, dir) & empty) + popcount32(step(men, dir + 1) & empty);
    for (int d = 0; kings && d < NUM_DIRS; d++)
        n += popcount32(step(kings, d) & empty);
    return n;
}

int movegen_count(const Position *p)
{
    return p->side == WHITE ? count_moves_of(p, WHITE, KEEP_BEST_MOVES) : count_moves_of(p, BLACK, KEEP_BEST_MOVES);
}

/*
 * Perft plays each move on a copy of the position, which is cheaper than
 * making and unmaking it, and keeps no hash: a leaf count needs only the
 * pieces and the side to move.  Quiet moves are played straight from the
 * bitboards, without building a move list.  The filter says how a capture
 * that several paths reach is counted (PerftCount in movegen.h); it is a
 * constant in each of perft_node's four copies, so the usual count pays
 * nothing for the other.
 */
static uint64_t perft_node(const Position *p, int depth, CaptureFilter filter);

ALWAYS_INLINE uint64_t perft_child(const Position *child, int side, int depth, CaptureFilter filter)
{
    return depth == 1 ? (uint64_t)count_moves_of(child, side, filter) : perft_node(child, depth, filter);
}

/* Every quiet move of movers (kings or men) in the directions first_dir ..
 * first_dir + ndirs - 1, each played on a copy and counted to depth - 1. */
ALWAYS_INLINE uint64_t perft_quiet_moves(const Position *p, int side, int depth, bool kings, int first_dir,
                                         int ndirs, CaptureFilter filter)
{
    Bitboard empty = pos_empty(p), crown = kings ? 0 : crown_row(side);
    Bitboard movers = kings ? p->kings[side] : p->men[side];
    uint64_t nodes = 0;

    for (int dir = first_dir; dir < first_dir + ndirs; dir++) {
        for (Bitboard targets = step(movers, dir) & empty; targets; targets &= targets - 1) {
            Bitboard to = targets & -targets, from = step(to, opposite(dir));
            Position child = *p;
            if (kings) {
                child.kings[side] ^= from | to;
            } else if (to & crown) {
                child.men[side] ^= from;
                child.kings[side] |= to;
            } else {
                child.men[side] ^= from | to;
            }
            child.side = side ^ 1;
            nodes += perft_child(&child, side ^ 1, depth - 1, filter);
        }
    }
    return nodes;
}

ALWAYS_INLINE uint64_t perft_node_of(const Position *p, int side, int depth, CaptureFilter filter)
{
    uint64_t nodes = 0;

    if (movegen_has_capture(p)) {
        MoveList list;
        generate_captures(p, &list, filter);
        for (int i = 0; i < list.count; i++) {
            Position child = *p;
            pos_toggle_pieces(&child, side, &list.moves[i]);
            child.side = side ^ 1;
            nodes += perft_child(&child, side ^ 1, depth - 1, filter);
        }
        return nodes;
    }
    if (p->kings[side])
        nodes = perft_quiet_moves(p, side, depth, true, 0, NUM_DIRS, filter);
    return nodes + perft_quiet_moves(p, side, depth, false, first_man_dir(side), 2, filter);
}

/* depth >= 2 */
static uint64_t perft_node(const Position *p, int depth, CaptureFilter filter)
{
    if (filter == KEEP_BEST_PATHS)
        return p->side == WHITE ? perft_node_of(p, WHITE, depth, KEEP_BEST_PATHS)
                                : perft_node_of(p, BLACK, depth, KEEP_BEST_PATHS);
    return p->side == WHITE ? perft_node_of(p, WHITE, depth, KEEP_BEST_MOVES)
                            : perft_node_of(p, BLACK, depth, KEEP_BEST_MOVES);
}

uint64_t perft_count(const Position *p, int depth, PerftCount convention)
{
    CaptureFilter filter = convention == PERFT_PATHS ? KEEP_BEST_PATHS : KEEP_BEST_MOVES;
    if (depth <= 0)
        return 1;
    if (depth == 1)
        return (uint64_t)(p->side == WHITE ? count_moves_of(p, WHITE, filter) : count_moves_of(p, BLACK, filter));
    return perft_node(p, depth, filter);
}

uint64_t perft(const Position *p, int depth)
{
    return perft_count(p, depth, PERFT_MOVES);
}

/* Notation order: by origin square, then by the landing squares in turn. */
static int compare_moves(const void *a, const void *b)
{
    const Move *x = a, *y = b;
    int n;
    if (x->from != y->from)
        return x->from - y->from;
    n = move_path_len(x) < move_path_len(y) ? move_path_len(x) : move_path_len(y);
    for (int i = 0; i < n; i++)
        if (x->path[i] != y->path[i])
            return x->path[i] - y->path[i];
    return move_path_len(x) - move_path_len(y);
}

void movegen_sort(MoveList *list)
{
    qsort(list->moves, (size_t)list->count, sizeof list->moves[0], compare_moves);
}
