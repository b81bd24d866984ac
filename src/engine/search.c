/*
 * search.c - iterative deepening negamax alpha-beta with principal variation
 * search, a transposition table, killer and history move ordering, late move
 * reductions, ProbCut, capture quiescence and playing levels (see search.h).
 *
 * Captures are mandatory in draughts, so a position where the side to move
 * must capture is never "quiet": the quiescence part keeps searching every
 * capture and only evaluates once the side to move has a free choice.  On
 * the horizon a capture the opponent threatens is met with one more ply.
 * A node with a single legal move is not counted against the depth.
 *
 * Everything mutable lives in the Engine, so two engines can search in two
 * threads, and a search can run in a thread while another calls
 * engine_stop().
 *
 * Several threads (engine_set_threads) work as "lazy SMP": helper engines
 * search the same root in threads of their own, sharing the main engine's
 * transposition table (safe without locks, see tt.h) but nothing else; odd
 * helpers start one ply deeper so the threads do not walk in step.  What the
 * helpers store lets the main search cut earlier and order better; only the
 * main engine's result is used, and with one thread nothing of this runs, so
 * the search stays deterministic.
 */
#include "search.h"

#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>

#include "book.h"
#include "clock.h"
#include "eval.h"
#include "eval_pattern.h" /* part eval */
#include "levels.h"
#include "movegen.h"
#include "timebudget.h"
#include "tt.h"

enum {
    MAX_DEPTH = 100,          /* iterative deepening stops here */
    HISTORY_PLIES = 256,      /* game positions kept for repetition checks */
    PATH_SIZE = HISTORY_PLIES + MAX_PLY + 2,
    CHECK_EVERY = 1024,       /* nodes between two looks at the clock */
    HISTORY_MAX = 1 << 20,
    ASPIRATION = 30,
    TT_MIN_DEPTH = 1,         /* nodes this shallow skip the table (memory latency) */
    /* Late quiet moves are reduced by one ply from move LMR_FIRST on (0-based,
     * after ordering), by two from LMR_SECOND on when the child still has
     * LMR_SECOND_DEPTH plies.  Off the principal variation (null-window nodes)
     * the reductions start earlier and the second ply comes sooner: there a
     * fail high is re-searched anyway, and the match gain was +41 Elo
     * (docs/levels.md). */
    LMR_FIRST = 3,
    LMR_SECOND = 6,
    LMR_SECOND_DEPTH = 4,
    LMR_FIRST_NONPV = 2,
    LMR_SECOND_NONPV = 4,
    LMR_SECOND_DEPTH_NONPV = 3,
    PROBCUT_MIN_DEPTH = 3,
    PROBCUT_MARGIN = 10,      /* hundredths of a man a ply of depth */
};

/* Move ordering classes, highest first. */
enum {
    ORDER_HASH = 1 << 30,
    ORDER_CAPTURE = 1 << 28,
    ORDER_KILLER1 = 1 << 26,
    ORDER_KILLER2 = 1 << 25,
    ORDER_CROWN = 1 << 24,
};

struct Engine {
    TT tt;
    atomic_int stop;        /* a stop request from any thread, kept until engine_reset_stop() */
    bool limit_reached;     /* this search's own time or node limit ran out */
    int contempt;           /* of the running search (SearchLimits.contempt) */
    bool probcut;           /* of the running search: !SearchLimits.full_width */
    EvalKind eval_kind;     /* part eval: engine_set_eval */
    const Book *book;       /* not owned; NULL: no book */

    /* Limits of the running search. */
    uint64_t nodes, node_limit;
    int64_t start_ms;
    TimeBudget budget;
    int seldepth;

    /* Move ordering. */
    int history[2][NUM_SQUARES][NUM_SQUARES];
    uint16_t killers[MAX_PLY + 1][2]; /* from | to << 8 of quiet moves, 0xFFFF none */

    /* Hash and 50-move counter of every position from the oldest game
     * position that can still repeat up to the current node. */
    uint64_t path_hash[PATH_SIZE];
    int path_quiet[PATH_SIZE];
    int path_base; /* index of the root */

    /* Triangular principal variation table. */
    Move pv[MAX_PLY + 1][MAX_PLY + 1];
    int pvlen[MAX_PLY + 1];

    /* Root moves with their scores of the last completed search. */
    MoveList root;
    int root_score[MAX_MOVES];
    bool root_exact; /* every root move gets an exact score (noisy levels) */
    int iter_score[MAX_MOVES]; /* root scores of the running iteration */

    /* Endgame databases (NULL: none) and the root's value in them. */
    Egdb *egdb;
    int egdb_pieces;
    EgdbWdl root_egdb;
    int root_egdb_distance;

    uint64_t rng;

    /* Lazy SMP (see the top of the file). */
    int nhelpers;                    /* threads - 1 */
    int running;                     /* helpers started by the running search */
    Engine *helpers[MAX_THREADS - 1];
    pthread_t helper_thread[MAX_THREADS - 1];
    /* In a helper: its first iteration, the position it searches, and its
     * node count published for the main engine's reports. */
    int first_depth;
    Position helper_root;
    _Atomic uint64_t published_nodes;
};

/* ------------------------------------------------------------------ */
/* Small helpers                                                       */

static uint64_t rng_next(Engine *e)
{
    /* xorshift64* */
    e->rng ^= e->rng >> 12;
    e->rng ^= e->rng << 25;
    e->rng ^= e->rng >> 27;
    return e->rng * 0x2545F4914F6CDD1DULL;
}

static int rng_range(Engine *e, int n) /* 0..n-1 */
{
    return n <= 1 ? 0 : (int)(rng_next(e) % (uint64_t)n);
}

static bool stopped(const Engine *e)
{
    return e->limit_reached || atomic_load_explicit(&e->stop, memory_order_relaxed) != 0;
}

static bool is_quiet_move(const Move *m)
{
    return m->ncaptured == 0;
}

static uint16_t move_key(const Move *m)
{
    return (uint16_t)(m->from | m->to << 8);
}

static int static_eval(const Engine *e, const Position *p)
{
    switch (e->eval_kind) {
    case EVAL_KIND_PATTERN:
        return evaluate_pattern(p);
    case EVAL_KIND_CLASSIC:
        return evaluate(p);
    case EVAL_KIND_MATERIAL:
        break;
    }
    return evaluate_material(p);
}

/* ------------------------------------------------------------------ */
/* Engine life cycle                                                   */

/* An engine without a table of its own (a helper borrows its main engine's). */
static Engine *engine_alloc(void)
{
    Engine *e = calloc(1, sizeof *e);
    if (e == NULL)
        return NULL;
    atomic_init(&e->stop, 0);
    atomic_init(&e->published_nodes, 0);
    e->eval_kind = EVAL_KIND_DEFAULT;
    return e;
}

Engine *engine_new(size_t tt_megabytes)
{
    Engine *e = engine_alloc();
    if (e == NULL)
        return NULL;
    if (!tt_init(&e->tt, tt_megabytes)) {
        free(e);
        return NULL;
    }
    e->rng = (uint64_t)clock_now_ms() ^ (uint64_t)(uintptr_t)e ^ 0x9E3779B97F4A7C15ULL;
    if (e->rng == 0)
        e->rng = 1;
    return e;
}

void engine_free(Engine *e)
{
    if (e == NULL)
        return;
    engine_set_threads(e, 1);
    tt_free(&e->tt);
    free(e);
}

bool engine_set_threads(Engine *e, int threads)
{
    if (threads < 1 || threads > MAX_THREADS)
        return false;
    while (e->nhelpers > threads - 1)
        free(e->helpers[--e->nhelpers]);
    while (e->nhelpers < threads - 1) {
        Engine *h = engine_alloc();
        if (h == NULL)
            return false;
        h->first_depth = 1 + (e->nhelpers + 1) % 2;
        e->helpers[e->nhelpers++] = h;
    }
    return true;
}

int engine_threads(const Engine *e)
{
    return e->nhelpers + 1;
}

bool engine_set_hash(Engine *e, size_t tt_megabytes)
{
    return tt_resize(&e->tt, tt_megabytes);
}

void engine_new_game(Engine *e)
{
    tt_clear(&e->tt);
    memset(e->history, 0, sizeof e->history);
    for (int k = 0; k < e->nhelpers; k++)
        memset(e->helpers[k]->history, 0, sizeof e->helpers[k]->history);
}

void engine_stop(Engine *e)
{
    atomic_store(&e->stop, 1);
}

void engine_reset_stop(Engine *e)
{
    atomic_store(&e->stop, 0);
}

void engine_set_egdb(Engine *e, Egdb *db)
{
    e->egdb = db;
    e->egdb_pieces = db != NULL ? egdb_pieces(db) : 0;
}

void engine_set_seed(Engine *e, uint64_t seed)
{
    e->rng = seed ? seed : 1;
}

void engine_set_simple_eval(Engine *e, bool on)
{
    e->eval_kind = on ? EVAL_KIND_MATERIAL : EVAL_KIND_DEFAULT;
}

void engine_set_eval(Engine *e, EvalKind kind)
{
    e->eval_kind = kind;
}

void engine_set_book(Engine *e, const Book *book)
{
    e->book = book;
}

/* ------------------------------------------------------------------ */
/* Limits                                                              */

static int64_t elapsed_ms(const Engine *e)
{
    return clock_now_ms() - e->start_ms;
}

static void check_limits(Engine *e)
{
    atomic_store_explicit(&e->published_nodes, e->nodes, memory_order_relaxed);
    if (e->node_limit && e->nodes >= e->node_limit)
        e->limit_reached = true;
    if (e->budget.hard_ms && elapsed_ms(e) >= e->budget.hard_ms)
        e->limit_reached = true;
}

/* ------------------------------------------------------------------ */
/* Repetition and draw detection                                       */

/* A draw's score for the side to move at ply: the root's side to move moves
 * at the even plies, and a draw is worth -contempt to it. */
static int draw_score(const Engine *e, int ply)
{
    return (ply & 1) ? e->contempt : -e->contempt;
}

/* A position seen before since the last irreversible move: a draw when the
 * earlier occurrence is inside the search tree (the side that allowed it
 * could repeat again), or when the game history already holds it twice
 * (this would be the third time). */
static bool is_repetition(const Engine *e, int idx)
{
    uint64_t h = e->path_hash[idx];
    int oldest = idx - e->path_quiet[idx], earlier_in_game = 0;
    for (int j = idx - 4; j >= 0 && j >= oldest; j -= 2)
        if (e->path_hash[j] == h && (j >= e->path_base || ++earlier_in_game >= 2))
            return true;
    return false;
}

static void push_path(Engine *e, int idx, const Position *before, const Move *m, const Position *after)
{
    e->path_hash[idx] = after->hash;
    e->path_quiet[idx] = move_is_irreversible(before, m) ? 0 : e->path_quiet[idx - 1] + 1;
}

/* ------------------------------------------------------------------ */
/* Endgame databases                                                   */

static int egdb_score(EgdbWdl wdl, int plies)
{
    return wdl == EGDB_WIN ? score_egdb_win_in(plies) : wdl == EGDB_LOSS ? score_egdb_loss_in(plies) : 0;
}

/* The databases' score of p at ply, with quiet plies since the last capture
 * or man move, when they cover it and no capture is pending (a capture is
 * searched: the tables would answer, but the search resolves it as cheaply
 * and the block cache stays with quiet positions).  A win scores higher
 * the sooner it converts (the plies to here and the stored distance), a
 * loss the later; a draw is worth -contempt to the root's side.  A game
 * that is over (a loss at distance 0) is left to the search, which scores
 * it as the mate it is.
 *
 * The tables ignore the 50-move rule: a win whose conversion lies past it
 * is a draw when only kings are left (every move until the conversion is a
 * quiet king move, and the loser can delay it that long), and is searched
 * when men are on the board (a man's step starts the count again). */
static bool probe_egdb(Engine *e, const Position *p, int ply, int quiet, int *score)
{
    EgdbValue value;
    if (movegen_has_capture(p) || !egdb_probe(e->egdb, p, &value) || value == EGDB_VALUE_LOSS)
        return false;
    EgdbWdl wdl = egdb_wdl(value);
    int distance = egdb_value_distance(value);
    if (wdl != EGDB_DRAW && quiet + distance > FIFTY_MOVE_PLIES) {
        if (pos_men(p))
            return false;
        wdl = EGDB_DRAW;
    }
    *score = wdl == EGDB_DRAW ? draw_score(e, ply) : egdb_score(wdl, ply + distance);
    return true;
}

/* ------------------------------------------------------------------ */
/* Move ordering                                                       */

static int tt_move_index(const MoveList *list, const TTEntry *t)
{
    if (t->move_idx == TT_NO_MOVE)
        return -1;
    if (t->move_idx < list->count && list->moves[t->move_idx].from == t->move_from &&
        list->moves[t->move_idx].to == t->move_to)
        return t->move_idx;
    return -1;
}

static void score_moves(const Engine *e, const Position *p, const MoveList *list, int hash_idx,
                        int ply, int *scores)
{
    uint16_t k1 = e->killers[ply][0], k2 = e->killers[ply][1];
    for (int i = 0; i < list->count; i++) {
        const Move *m = &list->moves[i];
        int s;
        if (i == hash_idx)
            s = ORDER_HASH;
        else if (m->ncaptured)
            s = ORDER_CAPTURE + popcount32(m->captured_kings) * 16 + (m->flags & MOVE_CROWNS ? 8 : 0);
        else if (move_key(m) == k1)
            s = ORDER_KILLER1;
        else if (move_key(m) == k2)
            s = ORDER_KILLER2;
        else if (m->flags & MOVE_CROWNS)
            s = ORDER_CROWN;
        else
            s = e->history[p->side][m->from][m->to];
        scores[i] = s;
    }
}

/* Bring the index of the best-scored remaining move to order[i] (moves
 * stay in place: swapping small indices is cheaper than whole moves). */
static int pick_next(int *order, const int *scores, int n, int i)
{
    int best = i;
    for (int j = i + 1; j < n; j++)
        if (scores[order[j]] > scores[order[best]])
            best = j;
    int t = order[i];
    order[i] = order[best];
    order[best] = t;
    return order[i];
}

static void reward_quiet_move(Engine *e, int side, const Move *m, int depth, int ply)
{
    uint16_t key = move_key(m);
    if (e->killers[ply][0] != key) {
        e->killers[ply][1] = e->killers[ply][0];
        e->killers[ply][0] = key;
    }
    int *h = &e->history[side][m->from][m->to];
    *h += depth * depth;
    if (*h > HISTORY_MAX)
        for (int s = 0; s < 2; s++)
            for (int a = 0; a < NUM_SQUARES; a++)
                for (int b = 0; b < NUM_SQUARES; b++)
                    e->history[s][a][b] /= 2;
}

static void update_pv(Engine *e, int ply, const Move *m)
{
    e->pv[ply][0] = *m;
    int n = e->pvlen[ply + 1];
    if (n > MAX_PLY - 1)
        n = MAX_PLY - 1;
    memcpy(&e->pv[ply][1], e->pv[ply + 1], (size_t)n * sizeof(Move));
    e->pvlen[ply] = n + 1;
}

/* ------------------------------------------------------------------ */
/* The search                                                          */

/* The score of p for its side to move, searched depth plies from ply;
 * prune: ProbCut may cut here and below (false inside ProbCut's own shallow
 * search, and for a full-width search). */
static int search(Engine *e, Position *p, int alpha, int beta, int depth, int ply, bool prune)
{
    bool pv_node = beta - alpha > 1;
    int idx = e->path_base + ply;

    e->pvlen[ply] = 0;
    if (++e->nodes % CHECK_EVERY == 0)
        check_limits(e);
    if (stopped(e))
        return 0;
    if (ply > e->seldepth)
        e->seldepth = ply;

    if (ply > 0) {
        if (is_repetition(e, idx))
            return draw_score(e, ply);
        if (e->path_quiet[idx] >= FIFTY_MOVE_PLIES)
            return !movegen_has_capture(p) && eval_no_simple_move(p) ? score_loss_in(ply) : draw_score(e, ply);
        /* No line through here can beat a quicker mate already found. */
        if (alpha < score_loss_in(ply))
            alpha = score_loss_in(ply);
        if (beta > score_win_in(ply + 1))
            beta = score_win_in(ply + 1);
        if (alpha >= beta)
            return alpha;
        /* The piece count comes first: nodes the databases cannot cover
         * pay one popcount for them. */
        int egdb_value;
        if (e->egdb_pieces >= popcount32(pos_occupied(p)) && probe_egdb(e, p, ply, e->path_quiet[idx], &egdb_value))
            return egdb_value;
    }
    /* At the horizon only a pending capture keeps the search going, or, on
     * the horizon itself (depth 0), a capture the opponent threatens: the
     * side to move gets one ply to meet it, and the capture is then
     * searched out (a shot the static evaluation cannot see).  Below the
     * horizon (depth < 0) a threat is not looked at again. */
    if (depth <= 0 && !movegen_has_capture(p)) {
        if (eval_no_simple_move(p))
            return score_loss_in(ply);
        if (depth < 0 || !movegen_side_can_capture(p, p->side ^ 1))
            return static_eval(e, p);
    }
    if (ply >= MAX_PLY - 1)
        return static_eval(e, p);

    TTEntry t;
    bool tt_hit = depth > TT_MIN_DEPTH && tt_probe(&e->tt, p->hash, &t);
    if (tt_hit && !pv_node && t.depth >= depth) {
        int s = score_from_node(t.score, ply);
        if (t.bound == TT_BOUND_EXACT || (t.bound == TT_BOUND_LOWER && s >= beta) ||
            (t.bound == TT_BOUND_UPPER && s <= alpha))
            return s;
    }

    MoveList list;
    if (movegen_legal(p, &list) == 0)
        return score_loss_in(ply);
    int hash_idx = tt_hit ? tt_move_index(&list, &t) : -1;

    /* ProbCut: off the principal variation, a shallow search (two fifths
     * of the depth) that beats beta by a margin growing with the depth is
     * taken as a fail high of the full one.  Its own tree prunes no more.
     * Not when only kings are left: a king ending is won by a long exact
     * manoeuvre that the shallow search misjudges (with two threads, three
     * kings against two were then not always won). */
    if (prune && !pv_node && depth >= PROBCUT_MIN_DEPTH && pos_men(p) && score_is_eval(beta)) {
        int margin = PROBCUT_MARGIN * depth;
        int probe_beta = beta + margin;
        int s = search(e, p, probe_beta - 1, probe_beta, depth * 2 / 5, ply, false);
        if (stopped(e))
            return 0;
        /* A win it found stands for no distance here: only beta is sure. */
        if (s >= probe_beta)
            return score_is_eval(s) ? s - margin : beta;
    }

    /* A forced reply (one legal move) costs no depth. */
    int child_depth = depth > 0 ? (list.count == 1 ? depth : depth - 1) : -1;

    int scores[MAX_MOVES], order[MAX_MOVES];
    score_moves(e, p, &list, hash_idx, ply, scores);
    for (int i = 0; i < list.count; i++)
        order[i] = i;

    int lmr_first = pv_node ? LMR_FIRST : LMR_FIRST_NONPV;
    int lmr_second = pv_node ? LMR_SECOND : LMR_SECOND_NONPV;
    int lmr_second_depth = pv_node ? LMR_SECOND_DEPTH : LMR_SECOND_DEPTH_NONPV;
    int best = -SCORE_INF, best_i = -1, old_alpha = alpha;
    for (int i = 0; i < list.count; i++) {
        int mi = pick_next(order, scores, list.count, i);
        const Move *m = &list.moves[mi];
        Position child = *p;
        pos_make(&child, m);
        if (child_depth > TT_MIN_DEPTH)
            tt_prefetch(&e->tt, child.hash);
        push_path(e, idx + 1, p, m, &child);

        int score;
        if (i == 0) {
            score = -search(e, &child, -beta, -alpha, child_depth, ply + 1, prune);
        } else {
            /* Late quiet moves are searched shallower first. */
            int r = 0;
            if (child_depth >= 2 && i >= lmr_first && is_quiet_move(m) && scores[mi] < ORDER_CROWN)
                r = 1 + (i >= lmr_second && child_depth >= lmr_second_depth);
            score = -search(e, &child, -alpha - 1, -alpha, child_depth - r, ply + 1, prune);
            if (score > alpha && r > 0)
                score = -search(e, &child, -alpha - 1, -alpha, child_depth, ply + 1, prune);
            if (score > alpha && score < beta)
                score = -search(e, &child, -beta, -alpha, child_depth, ply + 1, prune);
        }
        if (stopped(e))
            return 0;
        if (score > best) {
            best = score;
            best_i = mi;
            if (score > alpha) {
                alpha = score;
                update_pv(e, ply, m);
                if (score >= beta) {
                    if (is_quiet_move(m) && depth > 0)
                        reward_quiet_move(e, p->side, m, depth, ply);
                    break;
                }
            }
        }
    }

    if (depth > TT_MIN_DEPTH) {
        int bound = best >= beta ? TT_BOUND_LOWER : best > old_alpha ? TT_BOUND_EXACT : TT_BOUND_UPPER;
        const Move *bm = &list.moves[best_i];
        tt_store(&e->tt, p->hash, depth, score_to_node(best, ply), bound, best_i, bm->from, bm->to);
    }
    return best;
}

/* ------------------------------------------------------------------ */
/* Root                                                                */

typedef struct RootResult {
    int best;      /* index in e->root of the best move, -1 if none beat alpha */
    int score;
} RootResult;

/* Search every root move at depth; the root list is kept best-first. */
static RootResult search_root(Engine *e, Position *p, int alpha, int beta, int depth)
{
    RootResult res = {-1, -SCORE_INF};
    MoveList *list = &e->root;
    int child_depth = list->count == 1 ? depth : depth - 1;
    int idx = e->path_base;

    e->pvlen[0] = 0;
    e->nodes++;
    for (int i = 0; i < list->count; i++) {
        const Move *m = &list->moves[i];
        Position child = *p;
        pos_make(&child, m);
        push_path(e, idx + 1, p, m, &child);
        int score;
        if (e->root_exact) {
            score = -search(e, &child, -SCORE_INF, SCORE_INF, child_depth, 1, e->probcut);
        } else if (i == 0) {
            score = -search(e, &child, -beta, -alpha, child_depth, 1, e->probcut);
        } else {
            score = -search(e, &child, -alpha - 1, -alpha, child_depth, 1, e->probcut);
            if (score > alpha && score < beta)
                score = -search(e, &child, -beta, -alpha, child_depth, 1, e->probcut);
        }
        if (stopped(e))
            break;
        e->iter_score[i] = score;
        if (score > res.score) {
            res.score = score;
            if (score > alpha || e->root_exact) {
                res.best = i;
                update_pv(e, 0, m);
                if (!e->root_exact) {
                    alpha = score;
                    if (score >= beta)
                        break;
                }
            }
        }
    }
    /* A noisy level picks among the scores of a completed iteration only,
     * so an interrupted one (node limit) leaves the root as it was. */
    if (e->root_exact && stopped(e))
        return res;
    memcpy(e->root_score, e->iter_score, (size_t)list->count * sizeof(int));
    if (res.best > 0) {
        /* Move the new best to the front, keeping the others' order. */
        Move bm = list->moves[res.best];
        int bs = e->root_score[res.best];
        memmove(&list->moves[1], &list->moves[0], (size_t)res.best * sizeof(Move));
        memmove(&e->root_score[1], &e->root_score[0], (size_t)res.best * sizeof(int));
        list->moves[0] = bm;
        e->root_score[0] = bs;
        res.best = 0;
    }
    return res;
}

/* Order the root moves: the TT move first, then captures, then history. */
static void order_root(Engine *e, const Position *p)
{
    TTEntry t;
    int hash_idx = tt_probe(&e->tt, p->hash, &t) ? tt_move_index(&e->root, &t) : -1;
    int scores[MAX_MOVES], order[MAX_MOVES];
    MoveList sorted = e->root;
    score_moves(e, p, &e->root, hash_idx, 0, scores);
    for (int i = 0; i < e->root.count; i++)
        order[i] = i;
    for (int i = 0; i < e->root.count; i++)
        sorted.moves[i] = e->root.moves[pick_next(order, scores, e->root.count, i)];
    e->root = sorted;
}

/* Load the game's reversible tail into the repetition path. */
static void load_path(Engine *e, const Game *g)
{
    int q = g->quiet_plies < g->nplies ? g->quiet_plies : g->nplies;
    if (q > HISTORY_PLIES)
        q = HISTORY_PLIES;
    for (int i = 0; i < q; i++) {
        const GamePly *gp = &g->plies[g->nplies - q + i];
        e->path_hash[i] = gp->before.hash;
        e->path_quiet[i] = gp->quiet_before;
    }
    e->path_hash[q] = g->pos.hash;
    e->path_quiet[q] = g->quiet_plies;
    e->path_base = q;
}

static void reset_search_state(Engine *e)
{
    e->nodes = 0;
    e->seldepth = 0;
    for (int i = 0; i <= MAX_PLY; i++)
        e->killers[i][0] = e->killers[i][1] = 0xFFFF;
    for (int s = 0; s < 2; s++)
        for (int a = 0; a < NUM_SQUARES; a++)
            for (int b = 0; b < NUM_SQUARES; b++)
                e->history[s][a][b] /= 4;
    tt_new_search(&e->tt);
}

/* ------------------------------------------------------------------ */
/* Helper threads                                                      */

/* A helper deepens on the root until its main engine stops it; it keeps no
 * result (what it finds reaches the main search through the table). */
static void *helper_run(void *arg)
{
    Engine *h = arg;
    for (int depth = h->first_depth; depth <= MAX_DEPTH && !stopped(h); depth++)
        search_root(h, &h->helper_root, -SCORE_INF, SCORE_INF, depth);
    atomic_store_explicit(&h->published_nodes, h->nodes, memory_order_relaxed);
    return NULL;
}

/* Start the helpers on the main engine's root (after order_root).  A helper
 * whose thread cannot be created is simply left out. */
static void start_helpers(Engine *e, const Game *g)
{
    for (e->running = 0; e->running < e->nhelpers; e->running++) {
        Engine *h = e->helpers[e->running];
        reset_search_state(h);
        h->tt = e->tt; /* the same entries, and this search's age */
        h->limit_reached = false;
        h->contempt = e->contempt;
        h->probcut = e->probcut;
        h->node_limit = 0;
        h->start_ms = e->start_ms;
        h->budget = (TimeBudget){0, 0}; /* no limit: the main engine stops it */
        h->eval_kind = e->eval_kind;
        h->egdb = e->egdb; /* probes are thread-safe (egdb.h) */
        h->egdb_pieces = e->egdb_pieces;
        h->root = e->root;
        h->root_exact = false;
        h->helper_root = g->pos;
        load_path(h, g);
        atomic_store(&h->stop, 0);
        atomic_store(&h->published_nodes, 0);
        if (pthread_create(&e->helper_thread[e->running], NULL, helper_run, h) != 0)
            break;
    }
}

/* Nodes of this search in every thread (the helpers' as last published). */
static uint64_t total_nodes(const Engine *e)
{
    uint64_t n = e->nodes;
    for (int k = 0; k < e->running; k++)
        n += atomic_load_explicit(&e->helpers[k]->published_nodes, memory_order_relaxed);
    return n;
}

/* Stop the helpers and wait for them; returns the nodes of every thread. */
static uint64_t stop_helpers(Engine *e)
{
    uint64_t nodes;
    for (int k = 0; k < e->running; k++)
        engine_stop(e->helpers[k]);
    for (int k = 0; k < e->running; k++) {
        pthread_join(e->helper_thread[k], NULL);
        /* A helper stored through its copy of the table's handle. */
        e->tt.written = e->tt.written || e->helpers[k]->tt.written;
    }
    nodes = total_nodes(e);
    e->running = 0;
    return nodes;
}

static void fill_info(const Engine *e, SearchInfo *info, int depth, int score)
{
    info->depth = depth;
    info->seldepth = e->seldepth;
    info->score = score;
    info->nodes = total_nodes(e);
    info->time_ms = elapsed_ms(e);
    info->pvlen = e->pvlen[0];
    memcpy(info->pv, e->pv[0], (size_t)e->pvlen[0] * sizeof(Move));
    info->egdb = e->root_egdb;
    info->egdb_distance = e->root_egdb_distance;
}

/* How well a drawing root move presses: the share of the opponent's
 * replies that lose (as losing/replies), and whether it brings the position
 * back a third time (which ends the game at once). */
typedef struct DrawPress {
    int losing, replies;
    bool repeats;
} DrawPress;

static bool presses_harder(DrawPress a, DrawPress b)
{
    if (a.repeats != b.repeats)
        return !a.repeats;
    long lhs = (long)a.losing * b.replies, rhs = (long)b.losing * a.replies;
    return lhs != rhs ? lhs > rhs : a.losing > b.losing;
}

/* A database draw played for a win: of the root moves that keep the draw,
 * the one that leaves the opponent the largest share of losing replies
 * (then the most of them), so that a weaker opponent has the most ways to
 * go wrong; a move that would repeat the position a third time only when
 * every drawing move does.  False when no root move is a known draw. */
static bool press_database_draw(Engine *e, const Position *root, Move *best)
{
    DrawPress top = {0, 1, true};
    bool found = false;
    for (int i = 0; i < e->root.count; i++) {
        const Move *m = &e->root.moves[i];
        Position child = *root;
        EgdbValue value;
        pos_make(&child, m);
        if (!egdb_probe(e->egdb, &child, &value) || egdb_wdl(value) != EGDB_DRAW)
            continue;
        push_path(e, e->path_base + 1, root, m, &child);
        MoveList replies;
        DrawPress press = {0, movegen_legal(&child, &replies), is_repetition(e, e->path_base + 1)};
        for (int r = 0; r < replies.count; r++) {
            Position after = child;
            pos_make(&after, &replies.moves[r]);
            press.losing += egdb_probe(e->egdb, &after, &value) && egdb_wdl(value) == EGDB_WIN;
        }
        if (!found || presses_harder(press, top)) {
            top = press;
            *best = *m;
            found = true;
        }
    }
    return found;
}

/* Look the root up in the databases.  A win or a loss is played from them
 * at once at full strength (the move that converts soonest, or that resists
 * longest; a weaker level searches as usual): true, with *best and *info
 * filled.  A draw is played from them too when the engine plays for a win
 * (full strength, contempt above 0): the drawing move that presses hardest
 * (press_database_draw); otherwise it is searched. */
static bool play_from_egdb(Engine *e, const Position *root, bool full_strength, Move *best, SearchInfo *info)
{
    EgdbValue value;
    e->root_egdb = EGDB_UNKNOWN;
    e->root_egdb_distance = 0;
    if (e->egdb == NULL || !egdb_best(e->egdb, root, best, &value))
        return false;
    e->root_egdb = egdb_wdl(value);
    e->root_egdb_distance = e->root_egdb == EGDB_DRAW ? 0 : egdb_value_distance(value);
    if (!full_strength)
        return false;
    if (e->root_egdb == EGDB_DRAW && (e->contempt <= 0 || !press_database_draw(e, root, best)))
        return false;
    e->pv[0][0] = *best;
    e->pvlen[0] = 1;
    fill_info(e, info, 1, e->root_egdb == EGDB_DRAW ? draw_score(e, 0)
                                                    : egdb_score(e->root_egdb, e->root_egdb_distance));
    return true;
}

/* A weak level picks among the root moves with noise (docs/levels.md). */
static int pick_level_move(Engine *e, const LevelSpec *ls)
{
    int n = e->root.count, best = 0;
    int best_score = e->root_score[0];
    for (int i = 1; i < n; i++)
        if (e->root_score[i] > best_score) {
            best_score = e->root_score[i];
            best = i;
        }
    if (ls->blunder_pct > 0 && rng_range(e, 100) < ls->blunder_pct) {
        int candidates[MAX_MOVES], k = 0;
        for (int i = 0; i < n; i++)
            if (e->root_score[i] >= best_score - ls->blunder_margin)
                candidates[k++] = i;
        return candidates[rng_range(e, k)];
    }
    int pick = best, pick_score = -SCORE_INF;
    for (int i = 0; i < n; i++) {
        int s = e->root_score[i] + rng_range(e, 2 * ls->noise + 1) - ls->noise;
        if (s > pick_score) {
            pick_score = s;
            pick = i;
        }
    }
    return pick;
}

/* A book move is reported as a search of depth 0 with the book's score
 * (docs/protocol.md).  False when the position is not in the book. */
static bool play_from_book(Engine *e, const Position *root, SearchInfoFn report, void *ctx, Move *best,
                           SearchInfo *last)
{
    BookMove bm;
    if (e->book == NULL || !book_pick(e->book, root, rng_next(e), &bm))
        return false;
    SearchInfo info;
    memset(&info, 0, sizeof info);
    info.score = bm.score;
    info.pvlen = 1;
    info.pv[0] = bm.move;
    if (report)
        report(&info, ctx);
    if (last)
        *last = info;
    *best = bm.move;
    return true;
}

/* A win or loss found within the full-width depth is final. */
static bool mate_is_proven(int score, int depth)
{
    return score_is_decisive(score) && score_plies_to_end(score) <= depth;
}

bool engine_search(Engine *e, const Game *g, const SearchLimits *lim,
                   SearchInfoFn report, void *ctx, Move *best, SearchInfo *last)
{
    Position root = g->pos;
    SearchInfo info;
    memset(&info, 0, sizeof info);

    e->limit_reached = false;
    e->contempt = lim->contempt;
    e->probcut = !lim->full_width;
    e->start_ms = clock_now_ms();
    e->budget = time_budget(lim);
    reset_search_state(e);
    load_path(e, g);

    if (movegen_legal(&root, &e->root) == 0) {
        if (last)
            *last = info;
        return false;
    }
    const LevelSpec *ls = level_spec(lim->level);
    if (level_uses_book(lim->level) && play_from_book(e, &root, report, ctx, best, last))
        return true;
    order_root(e, &root);

    e->root_exact = ls->noise > 0 || ls->blunder_pct > 0;
    e->node_limit = lim->nodes;
    if (ls->nodes > 0 && (e->node_limit == 0 || ls->nodes < e->node_limit))
        e->node_limit = ls->nodes;
    if (play_from_egdb(e, &root, level_is_full_strength(lim->level), best, &info)) {
        if (report)
            report(&info, ctx);
        if (last)
            *last = info;
        return true;
    }
    int max_depth = ls->depth > 0 ? ls->depth : MAX_DEPTH;
    if (lim->depth > 0 && lim->depth < max_depth)
        max_depth = lim->depth;
    bool timed = lim->movetime_ms > 0 || lim->time_left_ms > 0;
    /* With a single legal move there is nothing to think about. */
    if (e->root.count == 1 && timed)
        max_depth = 1;
    /* The weak levels' depth limits and root scores are theirs alone. */
    if (!e->root_exact && max_depth > 1)
        start_helpers(e, g);

    int score = 0;
    int64_t last_ms = 0, prev_ms = 0; /* how long the last two iterations took */
    for (int depth = 1; depth <= max_depth; depth++) {
        int64_t iteration_start = elapsed_ms(e);
        int window = depth >= 5 && !e->root_exact && !score_is_decisive(score)
                         ? ASPIRATION : SCORE_INF;
        int alpha = window == SCORE_INF ? -SCORE_INF : score - window;
        int beta = window == SCORE_INF ? SCORE_INF : score + window;
        RootResult r;
        for (;;) {
            r = search_root(e, &root, alpha, beta, depth);
            if (stopped(e))
                break;
            if (r.score <= alpha && alpha > -SCORE_INF) {
                window *= 4;
                alpha = window >= 1000 ? -SCORE_INF : score - window;
            } else if (r.score >= beta && beta < SCORE_INF) {
                window *= 4;
                beta = window >= 1000 ? SCORE_INF : score + window;
            } else {
                break;
            }
        }
        if (stopped(e)) {
            /* A move that beat the previous best in the unfinished
             * iteration is already at the front of the root list. */
            if (r.best >= 0 && depth > 1 && !e->root_exact) {
                fill_info(e, &info, depth, r.score);
                /* Said, so that the last line reported is the move played. */
                if (report)
                    report(&info, ctx);
            }
            break;
        }
        score = r.score;
        fill_info(e, &info, depth, score);
        /* A noisy level reports once, after its pick (below): the best
         * line of an iteration is not the move it will play. */
        if (report && !e->root_exact)
            report(&info, ctx);
        prev_ms = last_ms;
        last_ms = elapsed_ms(e) - iteration_start;
        if (!time_budget_next_iteration(&e->budget, elapsed_ms(e), last_ms, prev_ms))
            break;
        if ((timed || lim->depth > 0 || lim->nodes > 0) && mate_is_proven(score, depth))
            break;
    }

    int pick = e->root_exact && info.depth > 0 ? pick_level_move(e, ls) : 0;
    *best = e->root.moves[pick];
    if (info.pvlen == 0 || !move_equal(&info.pv[0], best)) {
        /* The line reported is the move played, with its own score. */
        info.pv[0] = *best;
        info.pvlen = 1;
        if (e->root_exact && info.depth > 0)
            info.score = e->root_score[pick];
    }
    info.nodes = stop_helpers(e);
    info.time_ms = elapsed_ms(e);
    if (report && e->root_exact && info.depth > 0)
        report(&info, ctx);
    if (last)
        *last = info;
    return true;
}
