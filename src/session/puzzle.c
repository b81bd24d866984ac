/*
 * puzzle.c - the check of a tactic, its solution line, theme and
 * difficulty (puzzle.h, docs/puzzles.md).
 */
#include "puzzle.h"

#include <stdlib.h>
#include <string.h>

#include "eval.h"
#include "game.h"
#include "movegen.h"

struct PuzzleSolver {
    Engine *engine;
    Engine *filter; /* the cheap filter's, with a small table: clearing it costs little */
};

static const char *const THEME_TAGS[THEME_COUNT] = {
    [THEME_TIRO] = "tiro",
    [THEME_PRESA_MULTIPLA] = "presa multipla dopo sacrificio",
    [THEME_SFONDAMENTO] = "sfondamento a dama",
    [THEME_PRECEDENZA] = "precedenza",
};

static const char *const PHASE_TAGS[PHASE_COUNT] = {
    [PHASE_OPENING] = "opening",
    [PHASE_MIDDLE] = "middlegame",
    [PHASE_ENDING] = "ending",
};

const char *puzzle_theme_tag(PuzzleTheme t) { return t >= 0 && t < THEME_COUNT ? THEME_TAGS[t] : "?"; }
const char *puzzle_phase_tag(PuzzlePhase p) { return p >= 0 && p < PHASE_COUNT ? PHASE_TAGS[p] : "?"; }

static int index_of(const char *const *names, int count, const char *tag)
{
    for (int i = 0; tag != NULL && i < count; i++)
        if (strcmp(names[i], tag) == 0)
            return i;
    return -1;
}

int puzzle_theme_from_tag(const char *tag) { return index_of(THEME_TAGS, THEME_COUNT, tag); }
int puzzle_phase_from_tag(const char *tag) { return index_of(PHASE_TAGS, PHASE_COUNT, tag); }

PuzzlePhase puzzle_phase_of(const Position *p)
{
    int pieces = popcount32(pos_occupied(p));
    if (pieces >= PHASE_OPENING_MIN_PIECES)
        return PHASE_OPENING;
    return pieces <= PHASE_ENDING_MAX_PIECES ? PHASE_ENDING : PHASE_MIDDLE;
}

PuzzleSolver *puzzle_solver_new(void)
{
    PuzzleSolver *s = calloc(1, sizeof *s);
    if (s == NULL)
        return NULL;
    s->engine = engine_new(PUZZLE_HASH_MB);
    s->filter = engine_new(PUZZLE_FILTER_HASH_MB);
    if (s->engine == NULL || s->filter == NULL) {
        puzzle_solver_free(s);
        return NULL;
    }
    engine_set_simple_eval(s->engine, true);
    engine_set_simple_eval(s->filter, true);
    return s;
}

void puzzle_solver_free(PuzzleSolver *s)
{
    if (s == NULL)
        return;
    engine_free(s->engine);
    engine_free(s->filter);
    free(s);
}

void puzzle_solver_set_egdb(PuzzleSolver *s, Egdb *db)
{
    engine_set_egdb(s->engine, db);
    engine_set_egdb(s->filter, db);
}

/* A forced win, by the search or the databases. */
static bool is_won(int score) { return score >= SCORE_EGDB_WIN_MIN; }

static bool wins_a_man(int value, int base) { return is_won(value) || value >= base + PUZZLE_MAN; }

/* The side to move may choose: no capture due and two moves or more. */
static bool free_choice(const Position *p, MoveList *moves)
{
    return !movegen_has_capture(p) && movegen_legal(p, moves) >= 2;
}

typedef struct DepthTrace {
    Move solution;
    int base;
    int find_depth; /* 0 while the latest iteration does not play the solution */
} DepthTrace;

static void trace_iteration(const SearchInfo *info, void *ctx)
{
    DepthTrace *t = ctx;
    bool plays = info->pvlen > 0 && move_same_effect(&info->pv[0], &t->solution) && wins_a_man(info->score, t->base);
    if (!plays)
        t->find_depth = 0;
    else if (t->find_depth == 0)
        t->find_depth = info->depth;
}

/* One search by e from a fresh table: the score for g's side to move. */
static int search_with(Engine *e, const Game *g, int depth, Move *best, uint64_t *nodes, DepthTrace *trace)
{
    SearchLimits lim = {.depth = depth < 1 ? 1 : depth, .full_width = true};
    SearchInfo info;
    Move m;
    engine_new_game(e);
    engine_reset_stop(e);
    if (!engine_search(e, g, &lim, trace != NULL ? trace_iteration : NULL, trace, &m, &info)) {
        /* No move: the side to move has lost (docs/rules.md). */
        return score_loss_in(0);
    }
    if (best != NULL)
        *best = m;
    if (nodes != NULL)
        *nodes += info.nodes;
    return info.score;
}

static int search_game(PuzzleSolver *s, const Game *g, int depth, Move *best, uint64_t *nodes, DepthTrace *trace)
{
    return search_with(s->engine, g, depth, best, nodes, trace);
}

/* The value of first move m from p, the mover's view: its reply searched. */
static int move_value(PuzzleSolver *s, const Position *p, const Move *m, int depth, uint64_t *nodes)
{
    Game g;
    game_init(&g, p);
    game_play(&g, m);
    int value;
    if (game_over(&g))
        value = g.result == RESULT_DRAW ? SCORE_DRAW : score_win_in(1);
    else
        value = -search_game(s, &g, depth - 1, NULL, nodes, NULL);
    game_free(&g);
    return value;
}

PuzzleVerdict puzzle_check(PuzzleSolver *s, const Position *p, int depth, PuzzleCheck *out)
{
    MoveList moves;
    memset(out, 0, sizeof *out);
    out->base = evaluate_material(p);
    if (!free_choice(p, &moves)) {
        out->nmoves = movegen_legal(p, &moves);
        return out->verdict = PUZZLE_NO_CHOICE;
    }
    out->nmoves = moves.count;
    out->value = out->second_value = -SCORE_INF;
    for (int i = 0; i < moves.count; i++) {
        int v = move_value(s, p, &moves.moves[i], depth, &out->nodes);
        if (v > out->value) {
            out->second = out->first;
            out->second_value = out->value;
            out->first = moves.moves[i];
            out->value = v;
        } else if (v > out->second_value) {
            out->second = moves.moves[i];
            out->second_value = v;
        }
    }
    if (!wins_a_man(out->value, out->base))
        return out->verdict = PUZZLE_NO_GAIN;
    if (wins_a_man(out->second_value, out->base) || out->second_value > out->value - PUZZLE_MAN)
        return out->verdict = PUZZLE_NOT_UNIQUE;
    return out->verdict = PUZZLE_SOUND;
}

bool puzzle_candidate(PuzzleSolver *s, const Position *p, int depth)
{
    MoveList moves;
    if (!free_choice(p, &moves))
        return false;
    Game g;
    game_init(&g, p);
    int score = search_with(s->filter, &g, depth, NULL, NULL, NULL);
    game_free(&g);
    return wins_a_man(score, evaluate_material(p));
}

/* The gain is secured: the solver (solver) has just moved, is a man up on
 * base, and the defender has no capture; or the game is over. */
static bool gain_secured(const Game *g, int solver, int base)
{
    if (game_over(g))
        return true;
    if (g->pos.side == solver || movegen_has_capture(&g->pos))
        return false;
    return -evaluate_material(&g->pos) >= base + PUZZLE_MAN;
}

bool puzzle_line_secured(const Position *p, const Move *line, int len)
{
    Game g;
    game_init(&g, p);
    for (int i = 0; i < len && !game_over(&g); i++)
        game_play(&g, &line[i]);
    bool secured = len > 0 && g.nplies == len && gain_secured(&g, p->side, evaluate_material(p));
    game_free(&g);
    return secured;
}

/* Capture precedence rules 2-4 chose among captures of the most pieces:
 * more distinct captures take that many than are legal. */
static bool precedence_decided(const Position *p)
{
    MoveList all, legal;
    int n = movegen_all_captures(p, &all), most = 0, distinct = 0;
    for (int i = 0; i < n; i++)
        if (all.moves[i].ncaptured > most)
            most = all.moves[i].ncaptured;
    for (int i = 0; i < n; i++) {
        if (all.moves[i].ncaptured != most)
            continue;
        bool seen = false;
        for (int j = 0; j < i && !seen; j++)
            seen = all.moves[j].ncaptured == most && move_same_effect(&all.moves[i], &all.moves[j]);
        distinct += !seen;
    }
    return movegen_legal(p, &legal) < distinct;
}

PuzzleTheme puzzle_theme_of(const Position *p, const Move *line, int len)
{
    Position pos = *p;
    bool precedence = false, sacrifice = false, multiple = false, crowns = false;
    for (int i = 0; i < len; i++) {
        const Move *m = &line[i];
        bool solver = (i % 2) == 0;
        if (!solver && m->ncaptured > 0 && precedence_decided(&pos))
            precedence = true;
        if (i == 1 && m->ncaptured > 0)
            sacrifice = true;
        if (solver && i >= 2 && m->ncaptured >= 2)
            multiple = true;
        if (solver && (m->flags & MOVE_CROWNS))
            crowns = true;
        pos_make(&pos, m);
    }
    if (precedence)
        return THEME_PRECEDENZA;
    if (sacrifice && multiple)
        return THEME_PRESA_MULTIPLA;
    return crowns ? THEME_SFONDAMENTO : THEME_TIRO;
}

int puzzle_difficulty(int find_depth, int solver_moves)
{
    int d = 600 + 100 * find_depth + 60 * (solver_moves > 1 ? solver_moves - 1 : 0);
    return d < PUZZLE_DIFFICULTY_MIN ? PUZZLE_DIFFICULTY_MIN : d > PUZZLE_DIFFICULTY_MAX ? PUZZLE_DIFFICULTY_MAX : d;
}

bool puzzle_build_line(PuzzleSolver *s, const Position *p, const PuzzleCheck *c, int depth, PuzzleLine *out)
{
    memset(out, 0, sizeof *out);
    Game g;
    game_init(&g, p);
    out->moves[out->len++] = c->first;
    game_play(&g, &c->first);
    bool secured = gain_secured(&g, p->side, c->base);
    while (!secured && out->len < PUZZLE_LINE_MAX) {
        int d = depth - out->len;
        Move m;
        search_game(s, &g, d < PUZZLE_LINE_MIN_DEPTH ? PUZZLE_LINE_MIN_DEPTH : d, &m, NULL, NULL);
        out->moves[out->len++] = m;
        game_play(&g, &m);
        secured = gain_secured(&g, p->side, c->base);
    }
    game_free(&g);
    if (!secured)
        return false;

    DepthTrace trace = {.solution = c->first, .base = c->base};
    game_init(&g, p);
    search_game(s, &g, depth, NULL, NULL, &trace);
    game_free(&g);
    out->find_depth = trace.find_depth > 0 ? trace.find_depth : depth;
    out->theme = puzzle_theme_of(p, out->moves, out->len);
    out->difficulty = puzzle_difficulty(out->find_depth, (out->len + 1) / 2);
    return true;
}
