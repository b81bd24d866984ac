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

/* The result stays decided for the same side: both scores beyond the
 * decided margin (a proven result lies beyond it too), on the same side. */
static bool stays_decided(int best, int played)
{
    return (best > ANALYSIS_DECIDED && played > ANALYSIS_DECIDED) ||
           (best < -ANALYSIS_DECIDED && played < -ANALYSIS_DECIDED);
}

MoveVerdict analysis_classify(int best, int played, int *loss)
{
    int l = capped(best) - capped(played);
    *loss = l > 0 ? l : 0;
    if (stays_decided(best, played)) {
        *loss = 0; /* a won (or lost) game stays so: nothing that counts is lost */
        return VERDICT_GOOD;
    }
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

SearchLimits analysis_default_limits(void)
{
    return (SearchLimits){.depth = ANALYSIS_DEFAULT_DEPTH};
}

/* ---- The cache: one search result per (position, history, limits) ---- */

typedef struct CacheEntry {
    bool used;
    Position pos;
    uint64_t history;      /* history_key of the game reaching pos */
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

/* What the search of a position knows of the game before it: the 50-move
 * count and the positions since the last capture or man move (which may
 * repeat), as one 64-bit key.  Two games reaching a position with the same
 * key get the same search result there. */
static uint64_t history_key(const Game *g, int i)
{
    int quiet = i < g->nplies ? g->plies[i].quiet_before : g->quiet_plies;
    int tail = quiet < i ? quiet : i;
    uint64_t key = (uint64_t)(unsigned)quiet * 0x9E3779B97F4A7C15u;
    for (int k = i - tail; k < i; k++)
        key = (key ^ g->plies[k].before.hash) * 0x100000001B3u;
    return key;
}

/* A position of a game as the cache knows it. */
typedef struct CacheKey {
    const Position *pos;
    uint64_t history;
} CacheKey;

static bool entry_matches(const CacheEntry *e, const CacheKey *k, const SearchLimits *lim)
{
    return e->pos.hash == k->pos->hash && e->history == k->history && pos_equal(&e->pos, k->pos) &&
           e->depth == lim->depth && e->movetime_ms == lim->movetime_ms && e->nodes == lim->nodes;
}

/* The slot of (k, lim): its entry, or the free slot where it belongs. */
static CacheEntry *cache_slot(const EvalCache *c, const CacheKey *k, const SearchLimits *lim)
{
    size_t mask = c->capacity - 1;
    uint64_t mix = k->pos->hash ^ k->history ^ ((uint64_t)(unsigned)lim->depth * 0x9E3779B97F4A7C15u) ^
                   ((uint64_t)(unsigned)lim->movetime_ms << 20) ^ lim->nodes;
    for (size_t i = (size_t)mix & mask;; i = (i + 1) & mask)
        if (!c->slots[i].used || entry_matches(&c->slots[i], k, lim))
            return &c->slots[i];
}

static const PositionEval *cache_find(const EvalCache *c, const CacheKey *k, const SearchLimits *lim)
{
    if (c->capacity == 0)
        return NULL;
    const CacheEntry *e = cache_slot(c, k, lim);
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
            const CacheEntry *e = &c->slots[i];
            CacheKey k = {.pos = &e->pos, .history = e->history};
            *cache_slot(&bigger, &k,
                        &(SearchLimits){.depth = e->depth, .movetime_ms = e->movetime_ms, .nodes = e->nodes}) = *e;
            bigger.count++;
        }
    free(c->slots);
    *c = bigger;
    return true;
}

/* Keep the table at most half full, so that probes stay short. */
static bool cache_store(EvalCache *c, const CacheKey *k, const SearchLimits *lim, const PositionEval *ev)
{
    if ((c->count + 1) * 2 > c->capacity && !cache_grow(c))
        return false;
    CacheEntry *e = cache_slot(c, k, lim);
    if (!e->used)
        c->count++;
    *e = (CacheEntry){.used = true, .pos = *k->pos, .history = k->history, .depth = lim->depth,
                      .movetime_ms = lim->movetime_ms, .nodes = lim->nodes, .eval = *ev};
    return true;
}

/* ---- The analysis ---- */

struct Analysis {
    Engine *engine;
    EvalCache cache;
    atomic_bool cancel;
};

Analysis *analysis_new(void)
{
    Analysis *a = calloc(1, sizeof *a);
    if (a == NULL)
        return NULL;
    a->engine = engine_new(ANALYSIS_HASH_MB);
    if (a->engine == NULL) {
        free(a);
        return NULL;
    }
    engine_set_threads(a->engine, 1); /* helper threads would make results vary */
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
 * the rule that ended the game, from the next position (the only move).
 * (A position that comes again in the game is searched again: its history
 * differs, the later search knows it repeats.) */
typedef enum { BY_SEARCH, BY_CACHE, BY_RULE, BY_NEXT } Source;

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

static CacheKey key_at(const Game *g, int i)
{
    return (CacheKey){.pos = position_at(g, i), .history = history_key(g, i)};
}

/* Decide how each position is scored (from the end, as they will be);
 * count the searches to come. */
static void plan(Run *run)
{
    const Game *g = run->g;
    for (int i = run->npos - 1; i >= 0; i--) {
        const Position *p = position_at(g, i);
        CacheKey key = key_at(g, i);
        const PositionEval *hit;
        bool last = i == g->nplies;
        if (last && ended_by_rule(g)) {
            run->source[i] = BY_RULE;
            run->evals[i] = (PositionEval){.score = rule_score(g)};
        } else if (!last && movegen_count(p) == 1) {
            run->source[i] = BY_NEXT;
        } else if ((hit = cache_find(&run->a->cache, &key, &run->lim)) != NULL) {
            run->source[i] = BY_CACHE;
            run->evals[i] = *hit;
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
    engine_new_game(run->a->engine); /* nothing searched before may shape this result */
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

/* Score every position, from the last back to the first (a forced move's
 * position takes the next one's line).  work holds the game up to the
 * position being scored (its history feeds repetitions). */
static AnalysisStatus score_positions(Run *run)
{
    Game work;
    AnalysisStatus status = ANALYSIS_DONE;
    game_copy(&work, run->g);
    report_progress(run);
    for (int i = run->npos - 1; i >= 0 && status == ANALYSIS_DONE; i--) {
        PositionEval *ev = &run->evals[i];
        CacheKey key = key_at(run->g, i);
        if (run->source[i] == BY_NEXT) {
            score_forced(ev, &run->g->plies[i].move, &run->evals[i + 1]);
        } else if (run->source[i] == BY_SEARCH) {
            if (!search_position(run, &work, ev))
                status = ANALYSIS_CANCELLED;
            else if (!cache_store(&run->a->cache, &key, &run->lim, ev))
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
    if (pr->verdict == VERDICT_GOOD)
        return;
    /* Why it is marked: what the engine would have played, and what the
     * opponent answers to the move played. */
    pr->better_len = before->pvlen;
    memcpy(pr->better, before->pv, (size_t)before->pvlen * sizeof(Move));
    pr->better_after_white = white_view(score_after_move(before->score), opponent);
    pr->refutation_len = after->pvlen;
    memcpy(pr->refutation, after->pv, (size_t)after->pvlen * sizeof(Move));
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

/* The variations of marked ply i: the better line, and the move played
 * followed by its refutation. */
static void note_lines(ReviewNotes *rn, const PlyReview *pr, const Game *g, int i)
{
    PdnNote *note = &rn->notes[i];
    char eval[SCORE_TEXT_SIZE + 16]; /* an evaluation, never a long text */
    if (pr->better_len > 0) {
        review_eval_text(pr->better_after_white, false, false, eval, sizeof eval);
        snprintf(rn->better_comments[i], REVIEW_TEXT_SIZE, "better: %s", eval);
        note->lines[0] = (PdnLine){.moves = pr->better, .len = pr->better_len, .comment = rn->better_comments[i]};
    }
    if (pr->refutation_len > 0) {
        review_eval_text(pr->after_white, false, pr->after_egdb_draw, eval, sizeof eval);
        snprintf(rn->refutation_comments[i], REVIEW_TEXT_SIZE, "refutation: %s", eval);
        rn->refuted[i][0] = g->plies[i].move;
        memcpy(&rn->refuted[i][1], pr->refutation, (size_t)pr->refutation_len * sizeof(Move));
        note->lines[1] = (PdnLine){.moves = rn->refuted[i], .len = 1 + pr->refutation_len,
                                   .comment = rn->refutation_comments[i]};
    }
}

bool review_notes_build(ReviewNotes *rn, const GameReview *r, const Game *g)
{
    size_t n = (size_t)r->nplies + 1;
    memset(rn, 0, sizeof *rn);
    rn->notes = calloc(n, sizeof *rn->notes);
    rn->comments = calloc(n, sizeof *rn->comments);
    rn->better_comments = calloc(n, sizeof *rn->better_comments);
    rn->refutation_comments = calloc(n, sizeof *rn->refutation_comments);
    rn->refuted = calloc(n, sizeof *rn->refuted);
    if (rn->notes == NULL || rn->comments == NULL || rn->better_comments == NULL ||
        rn->refutation_comments == NULL || rn->refuted == NULL) {
        review_notes_free(rn);
        return false;
    }
    for (int i = 0; i < r->nplies && i < g->nplies; i++) {
        const PlyReview *pr = &r->plies[i];
        PdnNote *note = &rn->notes[i];
        review_eval_text(pr->after_white, pr->ends_game, pr->after_egdb_draw, rn->comments[i], REVIEW_TEXT_SIZE);
        note->comment = rn->comments[i];
        note->nag = verdict_nag(pr->verdict);
        if (pr->verdict != VERDICT_GOOD)
            note_lines(rn, pr, g, i);
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
    free(rn->better_comments);
    free(rn->refutation_comments);
    free(rn->refuted);
    memset(rn, 0, sizeof *rn);
}
