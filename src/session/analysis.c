/*
 * analysis.c - a game judged move by move by the engine (see analysis.h).
 */
#include "analysis.h"

#include <stdatomic.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "clock.h"
#include "movegen.h"
#include "score.h"

/* ---- Scores (the encoding of score.h) ---- */

/* The score of a position whose move leads to a position scored child
 * (for its own side to move): negated, a forced result one ply further. */
static int score_before_move(int child)
{
    return score_from_node(-child, 1);
}

/* The converse: the score after the move that keeps the score parent. */
static int score_after_move(int parent)
{
    return -score_to_node(parent, 1);
}

static int white_view(int score, int side_to_move)
{
    return side_to_move == WHITE ? score : -score;
}

/* ---- Verdicts ---- */

int verdict_nag(MoveVerdict v)
{
    static const int NAGS[] = {[VERDICT_GOOD] = 0, [VERDICT_INACCURACY] = 6, [VERDICT_MISTAKE] = 2,
                               [VERDICT_BLUNDER] = 4};
    return NAGS[v];
}

const char *verdict_glyph(MoveVerdict v)
{
    static const char *const GLYPHS[] = {[VERDICT_GOOD] = "", [VERDICT_INACCURACY] = "?!",
                                         [VERDICT_MISTAKE] = "?", [VERDICT_BLUNDER] = "??"};
    return GLYPHS[v];
}

/* Clamped to +-ANALYSIS_SCORE_CAP; forced results lie beyond it. */
static int capped(int score)
{
    return score > ANALYSIS_SCORE_CAP ? ANALYSIS_SCORE_CAP : score < -ANALYSIS_SCORE_CAP ? -ANALYSIS_SCORE_CAP : score;
}

MoveVerdict analysis_classify(int best, int played, int *loss)
{
    int l = capped(best) - capped(played);
    *loss = l > 0 ? l : 0;
    if ((score_is_win(best) && !score_is_win(played)) || (!score_is_loss(best) && score_is_loss(played)))
        return VERDICT_BLUNDER;
    if (*loss >= ANALYSIS_BLUNDER)
        return VERDICT_BLUNDER;
    if (*loss >= ANALYSIS_MISTAKE)
        return VERDICT_MISTAKE;
    if (*loss >= ANALYSIS_INACCURACY)
        return VERDICT_INACCURACY;
    return VERDICT_GOOD;
}

int summary_average_loss(const PlayerSummary *s)
{
    return s->moves > 0 ? (s->total_loss + s->moves / 2) / s->moves : 0;
}

/* ---- The cache: one search result per (position, limits) ---- */

typedef struct CacheEntry {
    bool used;
    Position pos;
    int depth, movetime_ms;
    uint64_t nodes;
    PositionEval eval;
} CacheEntry;

typedef struct EvalCache {
    CacheEntry *slots;
    size_t capacity;   /* a power of two, or 0 */
    size_t count;
} EvalCache;

enum { CACHE_INITIAL_SLOTS = 1024 };

static bool entry_matches(const CacheEntry *e, const Position *p, const SearchLimits *lim)
{
    return e->pos.hash == p->hash && pos_equal(&e->pos, p) && e->depth == lim->depth &&
           e->movetime_ms == lim->movetime_ms && e->nodes == lim->nodes;
}

/* The slot of (p, lim): its entry, or the free slot where it belongs. */
static CacheEntry *cache_slot(const EvalCache *c, const Position *p, const SearchLimits *lim)
{
    size_t mask = c->capacity - 1;
    uint64_t mix = p->hash ^ ((uint64_t)(unsigned)lim->depth * 0x9E3779B97F4A7C15u) ^
                   ((uint64_t)(unsigned)lim->movetime_ms << 20) ^ lim->nodes;
    for (size_t i = (size_t)mix & mask;; i = (i + 1) & mask)
        if (!c->slots[i].used || entry_matches(&c->slots[i], p, lim))
            return &c->slots[i];
}

static const PositionEval *cache_find(const EvalCache *c, const Position *p, const SearchLimits *lim)
{
    if (c->capacity == 0)
        return NULL;
    const CacheEntry *e = cache_slot(c, p, lim);
    return e->used ? &e->eval : NULL;
}

/* Double the table (or create it); false when memory is short. */
static bool cache_grow(EvalCache *c)
{
    size_t capacity = c->capacity ? c->capacity * 2 : CACHE_INITIAL_SLOTS;
    EvalCache bigger = {.slots = calloc(capacity, sizeof(CacheEntry)), .capacity = capacity, .count = 0};
    if (bigger.slots == NULL)
        return false;
    for (size_t i = 0; i < c->capacity; i++)
        if (c->slots[i].used) {
            *cache_slot(&bigger, &c->slots[i].pos,
                        &(SearchLimits){.depth = c->slots[i].depth, .movetime_ms = c->slots[i].movetime_ms,
                                        .nodes = c->slots[i].nodes}) = c->slots[i];
            bigger.count++;
        }
    free(c->slots);
    *c = bigger;
    return true;
}

/* Keep the table at most half full, so that probes stay short. */
static bool cache_store(EvalCache *c, const Position *p, const SearchLimits *lim, const PositionEval *ev)
{
    if ((c->count + 1) * 2 > c->capacity && !cache_grow(c))
        return false;
    CacheEntry *e = cache_slot(c, p, lim);
    if (!e->used)
        c->count++;
    *e = (CacheEntry){.used = true, .pos = *p, .depth = lim->depth, .movetime_ms = lim->movetime_ms,
                      .nodes = lim->nodes, .eval = *ev};
    return true;
}

/* ---- The analysis ---- */

struct Analysis {
    Engine *engine;
    EvalCache cache;
    atomic_bool cancel;
};

Analysis *analysis_new(size_t tt_megabytes)
{
    Analysis *a = calloc(1, sizeof *a);
    if (a == NULL)
        return NULL;
    a->engine = engine_new(tt_megabytes);
    if (a->engine == NULL) {
        free(a);
        return NULL;
    }
    atomic_init(&a->cancel, false);
    return a;
}

void analysis_free(Analysis *a)
{
    if (a == NULL)
        return;
    engine_free(a->engine);
    free(a->cache.slots);
    free(a);
}

void analysis_set_egdb(Analysis *a, Egdb *db)
{
    engine_set_egdb(a->engine, db);
}

void analysis_cancel(Analysis *a)
{
    atomic_store(&a->cancel, true);
    engine_stop(a->engine);
}

void analysis_reset_cancel(Analysis *a)
{
    atomic_store(&a->cancel, false);
    engine_reset_stop(a->engine);
}

size_t analysis_cached(const Analysis *a)
{
    return a->cache.count;
}

void review_free(GameReview *r)
{
    free(r->plies);
    r->plies = NULL;
    r->nplies = 0;
}

/* How position i of the game is scored: by the engine, from the cache, by
 * the rule that ended the game, from the next position (the only move),
 * from the cache once the same position later in the game is searched. */
typedef enum { BY_SEARCH, BY_CACHE, BY_RULE, BY_NEXT, BY_REPEAT } Source;

/* The work of one analysis_run. */
typedef struct Run {
    Analysis *a;
    const Game *g;
    SearchLimits lim;
    int npos;              /* g->nplies + 1 positions */
    PositionEval *evals;   /* [npos] */
    Source *source;        /* [npos] */
    AnalysisProgress progress;
    int64_t start_ms;
    AnalysisProgressFn report;
    void *ctx;
} Run;

static const Position *position_at(const Game *g, int i)
{
    return i < g->nplies ? &g->plies[i].before : &g->pos;
}

static bool ended_by_rule(const Game *g)
{
    return g->reason == END_NO_PIECES || g->reason == END_NO_MOVES || g->reason == END_THREEFOLD ||
           g->reason == END_FIFTY_MOVES;
}

/* The final position's score when a rule ended the game there. */
static int rule_score(const Game *g)
{
    return g->reason == END_NO_PIECES || g->reason == END_NO_MOVES ? score_loss_in(0) : SCORE_DRAW;
}

/* Whether position i comes again later in the game, searched there. */
static bool searched_later(const Run *run, int i)
{
    const Position *p = position_at(run->g, i);
    for (int j = i + 1; j < run->npos; j++)
        if (run->source[j] == BY_SEARCH && pos_equal(position_at(run->g, j), p))
            return true;
    return false;
}

/* Decide how each position is scored (from the end, as they will be);
 * count the searches to come. */
static void plan(Run *run)
{
    const Game *g = run->g;
    for (int i = run->npos - 1; i >= 0; i--) {
        const Position *p = position_at(g, i);
        const PositionEval *hit;
        bool last = i == g->nplies;
        if (last && ended_by_rule(g)) {
            run->source[i] = BY_RULE;
            run->evals[i] = (PositionEval){.score = rule_score(g)};
        } else if (!last && movegen_count(p) == 1) {
            run->source[i] = BY_NEXT;
        } else if ((hit = cache_find(&run->a->cache, p, &run->lim)) != NULL) {
            run->source[i] = BY_CACHE;
            run->evals[i] = *hit;
        } else if (searched_later(run, i)) {
            run->source[i] = BY_REPEAT;
        } else {
            run->source[i] = BY_SEARCH;
            run->progress.total++;
        }
    }
}

static void report_progress(Run *run)
{
    AnalysisProgress *p = &run->progress;
    int left = p->total - p->done;
    p->elapsed_ms = (int)(clock_now_ms() - run->start_ms);
    if (left == 0)
        p->left_ms = 0;
    else if (p->done > 0)
        p->left_ms = (int)((int64_t)p->elapsed_ms * left / p->done);
    else
        p->left_ms = run->lim.movetime_ms > 0 ? run->lim.movetime_ms * left : -1;
    if (run->report != NULL)
        run->report(p, run->ctx);
}

static bool cancelled(const Run *run)
{
    return atomic_load(&run->a->cancel);
}

/* Search the current position of work into *ev; false when cancelled. */
static bool search_position(Run *run, const Game *work, PositionEval *ev)
{
    Move best;
    SearchInfo info;
    if (cancelled(run))
        return false;
    if (!engine_search(run->a->engine, work, &run->lim, NULL, NULL, &best, &info)) {
        *ev = (PositionEval){.score = score_loss_in(0)}; /* no move: lost (cannot happen before the end) */
        return true;
    }
    if (cancelled(run))
        return false;
    ev->score = info.score;
    ev->egdb_draw = info.egdb == EGDB_DRAW;
    ev->depth = info.depth;
    ev->pvlen = info.pvlen < ANALYSIS_PV_MAX ? info.pvlen : ANALYSIS_PV_MAX;
    memcpy(ev->pv, info.pv, (size_t)ev->pvlen * sizeof(Move));
    return true;
}

/* A forced move's position: the only move, then the next position's line. */
static void score_forced(PositionEval *ev, const Move *only, const PositionEval *next)
{
    ev->score = score_before_move(next->score);
    ev->egdb_draw = next->egdb_draw;
    ev->depth = 0;
    ev->pv[0] = *only;
    ev->pvlen = 1 + (next->pvlen < ANALYSIS_PV_MAX - 1 ? next->pvlen : ANALYSIS_PV_MAX - 1);
    memcpy(ev->pv + 1, next->pv, (size_t)(ev->pvlen - 1) * sizeof(Move));
}

/* Score every position, from the last back to the first, so that each
 * search starts with the table the later ones filled.  work holds the game
 * up to the position being scored (its history feeds repetitions). */
static AnalysisStatus score_positions(Run *run)
{
    Game work;
    AnalysisStatus status = ANALYSIS_DONE;
    game_copy(&work, run->g);
    report_progress(run);
    for (int i = run->npos - 1; i >= 0 && status == ANALYSIS_DONE; i--) {
        PositionEval *ev = &run->evals[i];
        if (run->source[i] == BY_NEXT) {
            score_forced(ev, &run->g->plies[i].move, &run->evals[i + 1]);
        } else if (run->source[i] == BY_REPEAT) {
            *ev = *cache_find(&run->a->cache, position_at(run->g, i), &run->lim);
        } else if (run->source[i] == BY_SEARCH) {
            if (!search_position(run, &work, ev))
                status = ANALYSIS_CANCELLED;
            else if (!cache_store(&run->a->cache, position_at(run->g, i), &run->lim, ev))
                status = ANALYSIS_NO_MEMORY;
            else {
                run->progress.done++;
                report_progress(run);
            }
        }
        if (i > 0)
            game_undo(&work);
    }
    game_free(&work);
    return status;
}

static void count_verdict(PlayerSummary *s, const PlyReview *pr)
{
    s->moves++;
    s->total_loss += pr->loss;
    s->inaccuracies += pr->verdict == VERDICT_INACCURACY;
    s->mistakes += pr->verdict == VERDICT_MISTAKE;
    s->blunders += pr->verdict == VERDICT_BLUNDER;
}

/* Judge ply i from the scores of positions i and i + 1. */
static void review_ply(const Run *run, int i, PlyReview *pr)
{
    const Game *g = run->g;
    const PositionEval *before = &run->evals[i], *after = &run->evals[i + 1];
    const Move *played = &g->plies[i].move;
    int mover = game_ply_side(g, i), opponent = mover == WHITE ? BLACK : WHITE;
    bool engine_choice = before->pvlen > 0 && move_same_effect(&before->pv[0], played);

    *pr = (PlyReview){.side = mover, .best = before->score, .played = score_before_move(after->score)};
    pr->after_white = white_view(after->score, opponent);
    pr->after_egdb_draw = after->egdb_draw;
    pr->ends_game = i + 1 == g->nplies && run->source[i + 1] == BY_RULE;
    pr->forced = run->source[i] == BY_NEXT;
    if (engine_choice) {
        pr->verdict = VERDICT_GOOD; /* the engine cannot fault its own move */
        return;
    }
    pr->verdict = analysis_classify(pr->best, pr->played, &pr->loss);
    if (pr->verdict >= VERDICT_MISTAKE && before->pvlen > 0) {
        pr->better_len = before->pvlen;
        memcpy(pr->better, before->pv, (size_t)before->pvlen * sizeof(Move));
        pr->better_after_white = white_view(score_after_move(before->score), opponent);
    }
}

static void review_game(const Run *run, GameReview *out)
{
    for (int i = 0; i < run->g->nplies; i++) {
        review_ply(run, i, &out->plies[i]);
        count_verdict(&out->players[out->plies[i].side], &out->plies[i]);
    }
    out->start_white = white_view(run->evals[0].score, run->g->start.side);
}

AnalysisStatus analysis_run(Analysis *a, const Game *g, const SearchLimits *lim, AnalysisProgressFn progress,
                            void *ctx, GameReview *out)
{
    Run run = {.a = a, .g = g, .lim = *lim, .npos = g->nplies + 1, .report = progress, .ctx = ctx};
    AnalysisStatus status = ANALYSIS_NO_MEMORY;

    memset(out, 0, sizeof *out);
    run.lim.level = 0; /* full strength */
    run.lim.time_left_ms = run.lim.increment_ms = 0;
    run.start_ms = clock_now_ms();
    run.evals = calloc((size_t)run.npos, sizeof *run.evals);
    run.source = calloc((size_t)run.npos, sizeof *run.source);
    out->plies = calloc((size_t)g->nplies + 1, sizeof *out->plies);
    if (run.evals != NULL && run.source != NULL && out->plies != NULL) {
        plan(&run);
        status = score_positions(&run);
    }
    if (status == ANALYSIS_DONE) {
        out->nplies = g->nplies;
        out->searched = run.progress.done;
        review_game(&run, out);
    } else {
        review_free(out);
    }
    free(run.evals);
    free(run.source);
    return status;
}

/* ---- Writing a review ---- */

void review_eval_text(int score_white, bool game_over, bool egdb_draw, char *buf, size_t size)
{
    if (score_is_decisive(score_white) && (game_over || score_plies_to_end(score_white) == 0))
        snprintf(buf, size, "%s wins", side_name(score_white > 0 ? WHITE : BLACK));
    else if (score_is_decisive(score_white))
        score_describe(score_white, WHITE, buf, size);
    else if (game_over)
        snprintf(buf, size, "draw");
    else if (egdb_draw)
        snprintf(buf, size, "database draw");
    else
        score_format_men(score_white, buf, size);
}

static const char *plural(int n, const char *one, const char *many)
{
    return n == 1 ? one : many;
}

void review_summary_text(const GameReview *r, int side, char *buf, size_t size)
{
    const PlayerSummary *s = &r->players[side];
    int average = summary_average_loss(s);
    snprintf(buf, size, "%s: average loss %d.%02d per move (%d %s), %d %s, %d %s, %d %s",
             side_name(side), average / 100, average % 100, s->moves,
             plural(s->moves, "move", "moves"), s->inaccuracies, plural(s->inaccuracies, "inaccuracy", "inaccuracies"),
             s->mistakes, plural(s->mistakes, "mistake", "mistakes"), s->blunders,
             plural(s->blunders, "blunder", "blunders"));
}

bool review_notes_build(ReviewNotes *rn, const GameReview *r, const Game *g)
{
    size_t n = (size_t)r->nplies + 1;
    memset(rn, 0, sizeof *rn);
    rn->notes = calloc(n, sizeof *rn->notes);
    rn->comments = calloc(n, sizeof *rn->comments);
    rn->variation_comments = calloc(n, sizeof *rn->variation_comments);
    if (rn->notes == NULL || rn->comments == NULL || rn->variation_comments == NULL) {
        review_notes_free(rn);
        return false;
    }
    for (int i = 0; i < r->nplies && i < g->nplies; i++) {
        const PlyReview *pr = &r->plies[i];
        PdnNote *note = &rn->notes[i];
        review_eval_text(pr->after_white, pr->ends_game, pr->after_egdb_draw, rn->comments[i], REVIEW_TEXT_SIZE);
        note->comment = rn->comments[i];
        note->nag = verdict_nag(pr->verdict);
        if (pr->better_len > 0) {
            review_eval_text(pr->better_after_white, false, false, rn->variation_comments[i], REVIEW_TEXT_SIZE);
            note->variation = pr->better;
            note->variation_len = pr->better_len;
            note->variation_comment = rn->variation_comments[i];
        }
    }
    char white[REVIEW_TEXT_SIZE], black[REVIEW_TEXT_SIZE];
    review_summary_text(r, WHITE, white, sizeof white);
    review_summary_text(r, BLACK, black, sizeof black);
    snprintf(rn->final_comment, sizeof rn->final_comment, "%s. %s.", white, black);
    rn->annotations = (PdnAnnotations){.plies = rn->notes, .final_comment = rn->final_comment};
    return true;
}

void review_notes_free(ReviewNotes *rn)
{
    free(rn->notes);
    free(rn->comments);
    free(rn->variation_comments);
    memset(rn, 0, sizeof *rn);
}
