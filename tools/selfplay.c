/*
 * selfplay.c - part eval (issue 18): the positions the pattern evaluation is
 * learned from (docs/tuning.md, "The pattern evaluation").
 *
 *   tools/selfplay [--games N] [--first F] [--nodes K] [--depth D] [--random-plies R]
 *                  [--seed S] [--threads T] [--eval classic|pattern] [--ballots FILE] OUT
 *
 * Plays games F .. F+N-1 of the engine against itself.  Game k starts from
 * ballot k mod 2400 (the ballots of FILE), then plays r random legal moves,
 * r in 0..R drawn from a generator seeded by (S, k) alone; then both sides
 * are searched to K nodes a move or to depth D (one thread, a cleared table
 * per game, no book, no databases) with the evaluation named (default:
 * the engine's).  Every quiet position (neither side has a capture) after
 * the random moves is written with the game's result as one record
 * (sample.h).  Thread t plays games F+t, F+t+T, ... with one engine, which
 * keeps its killer moves from game to game, so the data depend on every
 * option including T (the same command gives the same records); the
 * threads write whole games to OUT in any order and the fit sorts them.
 */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ballot.h"
#include "sample.h"
#include "game.h"
#include "movegen.h"
#include "numparse.h"
#include "search.h"

enum { SELFPLAY_TT_MB = 4, MAX_GAME_PLIES = 400, SELFPLAY_MAX_THREADS = 16 };

typedef struct Options {
    int games, first, nodes, depth, random_plies, seed, threads;
    EvalKind eval;
    const char *ballots, *out;
} Options;

typedef struct Shared {
    const Options *o;
    Ballots ballots;
    FILE *out;
    pthread_mutex_t lock; /* the output file and the counters */
    long positions, done;
} Shared;

typedef struct Worker {
    Shared *s;
    int index;
} Worker;

static void die(const char *msg)
{
    fprintf(stderr, "selfplay: %s\n", msg);
    exit(1);
}

static void usage(void)
{
    fprintf(stderr, "usage: tools/selfplay [--games N] [--first F] [--nodes K] [--depth D] [--random-plies R]\n"
                    "                      [--seed S] [--threads T] [--eval classic|pattern]\n"
                    "                      [--ballots FILE] OUT\n");
    exit(2);
}

/* splitmix64: the random moves of game k depend on the seed and k alone. */
static uint64_t next_random(uint64_t *state)
{
    uint64_t z = (*state += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

static bool is_quiet(const Position *p)
{
    Position other = *p;
    other.side ^= 1;
    return !movegen_has_capture(p) && !movegen_has_capture(&other);
}

static uint8_t result_code(GameResult r)
{
    return r == RESULT_WHITE_WINS ? SAMPLE_WHITE_WINS : r == RESULT_BLACK_WINS ? SAMPLE_BLACK_WINS : SAMPLE_DRAW;
}

/* The random opening moves of a game: false when the game ended in them. */
static bool play_random_moves(Game *g, uint64_t *rng, int count)
{
    for (int i = 0; i < count && !game_over(g); i++) {
        MoveList list;
        if (movegen_legal(&g->pos, &list) == 0)
            return false;
        game_play(g, &list.moves[next_random(rng) % (uint64_t)list.count]);
    }
    return !game_over(g);
}

/* Play game k; its records go to buf (room for MAX_GAME_PLIES); returns
 * their number. */
static int play_game(Engine *e, const Shared *s, int k, Sample *buf)
{
    const Options *o = s->o;
    Position start;
    BallotError why;
    if (!ballot_position(&s->ballots, k % s->ballots.count + 1, &start, &why)) {
        char err[BALLOT_TEXT_SIZE];
        ballot_error_text(&why, err, sizeof err);
        die(err);
    }
    uint64_t rng = (uint64_t)o->seed * 0x100000001B3ull + (uint64_t)k;
    Game g;
    game_init(&g, &start);
    engine_new_game(e);
    int n = 0;
    if (play_random_moves(&g, &rng, (int)(next_random(&rng) % (uint64_t)(o->random_plies + 1)))) {
        SearchLimits lim = {0};
        lim.nodes = (uint64_t)o->nodes;
        lim.depth = o->depth;
        while (!game_over(&g) && g.nplies < MAX_GAME_PLIES) {
            if (is_quiet(&g.pos))
                sample_from_position(&buf[n++], &g.pos, (uint32_t)k, g.nplies);
            Move m;
            SearchInfo info;
            if (!engine_search(e, &g, &lim, NULL, NULL, &m, &info))
                break;
            game_play(&g, &m);
        }
    }
    /* An unfinished game (the ply cap) counts as a draw. */
    uint8_t result = result_code(g.result);
    for (int i = 0; i < n; i++)
        buf[i].result = result;
    game_free(&g);
    return n;
}

static void *worker_main(void *arg)
{
    Worker *w = arg;
    Shared *s = w->s;
    const Options *o = s->o;
    Engine *e = engine_new(SELFPLAY_TT_MB);
    if (e != NULL)
        engine_set_eval(e, o->eval);
    Sample *buf = malloc(MAX_GAME_PLIES * sizeof *buf);
    if (e == NULL || buf == NULL)
        die("out of memory");
    for (int k = o->first + w->index; k < o->first + o->games; k += o->threads) {
        int n = play_game(e, s, k, buf);
        pthread_mutex_lock(&s->lock);
        if (n > 0 && fwrite(buf, sizeof *buf, (size_t)n, s->out) != (size_t)n)
            die("write error");
        s->positions += n;
        if (++s->done % 1000 == 0)
            fprintf(stderr, "selfplay: %ld games, %ld positions\n", s->done, s->positions);
        pthread_mutex_unlock(&s->lock);
    }
    free(buf);
    engine_free(e);
    return NULL;
}

static void parse_options(int argc, char **argv, Options *o)
{
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
        int *target = strcmp(a, "--games") == 0          ? &o->games
                      : strcmp(a, "--first") == 0        ? &o->first
                      : strcmp(a, "--nodes") == 0        ? &o->nodes
                      : strcmp(a, "--depth") == 0        ? &o->depth
                      : strcmp(a, "--random-plies") == 0 ? &o->random_plies
                      : strcmp(a, "--seed") == 0         ? &o->seed
                      : strcmp(a, "--threads") == 0      ? &o->threads
                                                         : NULL;
        if (target && v && parse_int(v, 0, 100000000, target))
            i++;
        else if (strcmp(a, "--ballots") == 0 && v)
            o->ballots = argv[++i];
        else if (strcmp(a, "--eval") == 0 && v && (strcmp(v, "classic") == 0 || strcmp(v, "pattern") == 0))
            o->eval = strcmp(argv[++i], "classic") == 0 ? EVAL_KIND_CLASSIC : EVAL_KIND_PATTERN;
        else if (a[0] != '-' && o->out == NULL)
            o->out = a;
        else
            usage();
    }
    if (o->out == NULL || o->games < 1 || (o->nodes < 1 && o->depth < 1) || o->depth > MAX_PLY || o->threads < 1 || o->threads > SELFPLAY_MAX_THREADS ||
        o->random_plies > 40)
        usage();
}

int main(int argc, char **argv)
{
    Options o = {.games = 1000, .nodes = 1024, .random_plies = 8, .seed = 1, .threads = 1, .eval = EVAL_KIND_DEFAULT,
                 .ballots = "data/openings/11_man_italian.pdn"};
    parse_options(argc, argv, &o);
    Shared s = {.o = &o};
    BallotError why;
    if (!ballot_read(o.ballots, &s.ballots, &why)) {
        char err[BALLOT_TEXT_SIZE];
        ballot_error_text(&why, err, sizeof err);
        die(err);
    }
    s.out = fopen(o.out, "wb");
    if (s.out == NULL)
        die("cannot create the output file");
    pthread_mutex_init(&s.lock, NULL);
    pthread_t threads[SELFPLAY_MAX_THREADS];
    Worker workers[SELFPLAY_MAX_THREADS];
    for (int t = 0; t < o.threads; t++) {
        workers[t] = (Worker){.s = &s, .index = t};
        if (pthread_create(&threads[t], NULL, worker_main, &workers[t]) != 0)
            die("cannot start a thread");
    }
    for (int t = 0; t < o.threads; t++)
        pthread_join(threads[t], NULL);
    if (fclose(s.out) != 0)
        die("write error");
    ballot_free(&s.ballots);
    printf("%s: %d games, %ld positions\n", o.out, o.games, s.positions);
    return 0;
}
