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

uint32_t movegen_capture_key(const Move *m)
{
    uint32_t order = 0;
    for (int j = 0; m->captured_kings && j < m->ncaptured; j++)
        if (m->captured_kings & sq_bit(move_captured_square(m, j)))
            order |= 1u << (MAX_CAPTURES - 1 - j);
    return ((uint32_t)m->ncaptured << KEY_COUNT_SHIFT) |
           ((uint32_t)((m->flags & MOVE_BY_KING) != 0) << KEY_KING_SHIFT) |
           ((uint32_t)popcount32(m->captured_kings) << KEY_NKINGS_SHIFT) | order;
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
    key = movegen_capture_key(m);
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
        if (!over)
            continue;
        land = JUMP_LANDING[sq][dir] & ~cs->occupied;
        if (!land)
            continue;
        jumped = true;
        m->path[depth] = (uint8_t)lsb_index(land);
        m->captured |= over;
        m->captured_kings |= over & cs->enemy_kings;
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
    }
    if (!jumped && depth > 0) {
        m->to = (uint8_t)sq;
        record_sequence(cs);
    }
}

/* The pieces among movers that have a first jump in one of the directions:
 * the search only starts from them. */
static Bitboard first_jumpers(Bitboard movers, Bitboard victims, Bitboard empty, int first_dir, int ndirs)
{
    Bitboard found = 0;
    for (int dir = first_dir; dir < first_dir + ndirs; dir++) {
        Bitboard land = step(step(movers, dir) & victims, dir) & empty;
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


bool movegen_has_capture(const Position *p)
{
    int side = p->side, first = first_man_dir(side);
    Bitboard empty = pos_empty(p);
    Bitboard enemy = pos_pieces(p, side ^ 1), enemy_men = p->men[side ^ 1];
    Bitboard kings = p->kings[side], men = p->men[side];

    if (step(step(men, first) & enemy_men, first) & empty)
        return true;
    if (step(step(men, first + 1) & enemy_men, first + 1) & empty)
        return true;
    if (!kings)
        return false;
    for (int dir = 0; dir < NUM_DIRS; dir++)
        if (step(step(kings, dir) & enemy, dir) & empty)
            return true;
    return false;
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

/*
 * Perft's fast path for the commonest capture positions: only men can
 * capture and none can jump twice.  A man only moves forward, so whether it
 * can jump on from a landing square depends on the board as it stands (the
 * piece it took and the square it left are behind it); then every first jump
 * is a whole legal move.  Returns -1 when the full search is needed.
 */
static int count_single_man_jumps(const Position *p)
{
    int side = p->side, first = first_man_dir(side);
    Bitboard empty = pos_empty(p), enemy_men = p->men[side ^ 1];
    Bitboard land0 = step(step(p->men[side], first) & enemy_men, first) & empty;
    Bitboard land1 = step(step(p->men[side], first + 1) & enemy_men, first + 1) & empty;
    Bitboard going_on = (land0 | land1) & ~crown_row(side);

    if (p->kings[side] && first_jumpers(p->kings[side], pos_pieces(p, side ^ 1), empty, 0, NUM_DIRS))
        return -1;
    if ((step(step(going_on, first) & enemy_men, first) & empty) ||
        (step(step(going_on, first + 1) & enemy_men, first + 1) & empty))
        return -1;
    return popcount32(land0) + popcount32(land1);
}

int movegen_count(const Position *p)
{
    Bitboard empty = pos_empty(p), men = p->men[p->side], kings = p->kings[p->side];
    int first = first_man_dir(p->side), n = 0;

    if (movegen_has_capture(p)) {
        MoveList list;
        int n = count_single_man_jumps(p);
        return n >= 0 ? n : generate_captures(p, &list, KEEP_BEST_MOVES);
    }
    n = popcount32(step(men, first) & empty) + popcount32(step(men, first + 1) & empty);
    if (kings)
        for (int dir = 0; dir < NUM_DIRS; dir++)
            n += popcount32(step(kings, dir) & empty);
    return n;
}

uint64_t perft(Position *p, int depth)
{
    MoveList list;
    uint64_t nodes = 0;

    if (depth <= 0)
        return 1;
    if (depth == 1)
        return (uint64_t)movegen_count(p);
    movegen_legal(p, &list);
    for (int i = 0; i < list.count; i++) {
        pos_make(p, &list.moves[i]);
        nodes += perft(p, depth - 1);
        pos_unmake(p, &list.moves[i]);
    }
    return nodes;
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
