/*
 * tune.c - fit the evaluation's weights to self-play games (docs/tuning.md).
 *
 *   tools/tune gen [--games N] [--nodes K] [--first F] [--ballots FILE] OUT
 *   tools/tune fit [--passes P] DATA...
 *
 * gen plays N games of the engine against itself, K nodes a move, one from
 * each ballot F, F+1, ... of FILE, and writes every quiet position (neither
 * side has a capture) with the game's result: one "FEN R" line each, R = 1,
 * 0.5 or 0 for White.  Node limits, one thread and a cleared table per game
 * make the data the same on every run.
 *
 * fit ("Texel" tuning) finds the scale K of the logistic curve
 * P(White wins) = 1 / (1 + 10^(-K * score / 400)) that best fits the results
 * with the current weights, then moves one weight at a time by a step
 * (8, 4, 2, 1 hundredths) while the mean squared error between results and
 * predictions falls.  The man stays at 100 (the unit).  A tenth of the
 * positions, in blocks of whole games, is held out: its error, before and
 * after, tells whether the fit generalises.  The new weight table is printed in eval.c's syntax.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "eval.h"
#include "fen.h"
#include "game.h"
#include "movegen.h"
#include "numparse.h"
#include "pdn.h"
#include "search.h"

/* The held-out set: every HOLD_OUT_EVERY-th block of HOLD_OUT_BLOCK lines.
 * A game gives about a hundred consecutive lines, so blocks keep nearly
 * all of a game's positions on one side: the held-out error then measures
 * games the fit has not seen. */
enum { TUNE_TT_MB = 16, MAX_GAME_PLIES = 400, LINE_SIZE = 256, HOLD_OUT_EVERY = 10, HOLD_OUT_BLOCK = 1000 };

static void die(const char *msg)
{
    fprintf(stderr, "tune: %s\n", msg);
    exit(1);
}

static void usage(void)
{
    fprintf(stderr, "usage: tools/tune gen [--games N] [--nodes K] [--first F] [--ballots FILE] OUT\n"
                    "       tools/tune fit [--passes P] DATA...\n");
    exit(2);
}

/* ------------------------------------------------------------------ */
/* gen                                                                 */

typedef struct GenOptions {
    int games, nodes, first;
    const char *ballots, *out;
} GenOptions;

static bool is_quiet(const Position *p)
{
    Position other = *p;
    other.side ^= 1;
    return !movegen_has_capture(p) && !movegen_has_capture(&other);
}

static const char *result_label(GameResult r)
{
    return r == RESULT_WHITE_WINS ? "1" : r == RESULT_BLACK_WINS ? "0" : "0.5";
}

/* Play one game from start; write its quiet positions to out.  Returns the
 * number written. */
static int play_game(Engine *e, const Position *start, int nodes, FILE *out)
{
    Game g;
    game_init(&g, start);
    engine_new_game(e);
    SearchLimits lim = {0};
    lim.nodes = (uint64_t)nodes;
    Position quiet[MAX_GAME_PLIES];
    int nquiet = 0;
    while (!game_over(&g) && g.nplies < MAX_GAME_PLIES) {
        if (is_quiet(&g.pos))
            quiet[nquiet++] = g.pos;
        Move m;
        SearchInfo info;
        if (!engine_search(e, &g, &lim, NULL, NULL, &m, &info))
            break;
        game_play(&g, &m);
    }
    /* An unfinished game (the ply cap) counts as a draw. */
    const char *label = result_label(g.result);
    for (int i = 0; i < nquiet; i++) {
        char fen[FEN_BUFSIZE];
        fen_format(&quiet[i], fen, sizeof fen);
        fprintf(out, "%s %s\n", fen, label);
    }
    game_free(&g);
    return nquiet;
}

/* The ballots' start positions; returns their number. */
static int read_ballots(const char *path, Position **out)
{
    char *text, err[FILE_PROBLEM_TEXT_SIZE];
    size_t len;
    FileProblem why;
    if (pdn_read_file(path, &text, &len, &why) != 0)
        die(file_problem_text(&why, err, sizeof err));
    PdnReader r;
    pdn_reader_init(&r, text, len);
    PdnGame pg;
    PdnError perr;
    int n = 0, cap = 0;
    *out = NULL;
    for (PdnStatus st; (st = pdn_read_game(&r, &pg, &perr)) != PDN_EOF;) {
        if (st == PDN_ERROR)
            continue;
        if (n == cap) {
            cap = cap ? 2 * cap : 1024;
            *out = realloc(*out, (size_t)cap * sizeof **out);
            if (*out == NULL)
                die("out of memory");
        }
        (*out)[n++] = pg.game.start;
        pdn_game_free(&pg);
    }
    free(text);
    return n;
}

static int cmd_gen(int argc, char **argv)
{
    GenOptions o = {.games = 100, .nodes = 2000, .first = 0, .ballots = "data/openings/11_man_italian.pdn"};
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
        if (strcmp(a, "--games") == 0 && v && parse_int(v, 1, 1000000, &o.games))
            i++;
        else if (strcmp(a, "--nodes") == 0 && v && parse_int(v, 100, 100000000, &o.nodes))
            i++;
        else if (strcmp(a, "--first") == 0 && v && parse_int(v, 0, 1000000, &o.first))
            i++;
        else if (strcmp(a, "--ballots") == 0 && v)
            o.ballots = argv[++i];
        else if (a[0] != '-' && o.out == NULL)
            o.out = a;
        else
            usage();
    }
    if (o.out == NULL)
        usage();
    Position *ballots;
    int nballots = read_ballots(o.ballots, &ballots);
    if (nballots == 0)
        die("no ballots");
    FILE *out = fopen(o.out, "w");
    if (out == NULL)
        die("cannot create the output file");
    Engine *e = engine_new(TUNE_TT_MB);
    if (e == NULL)
        die("cannot allocate the engine");
    long positions = 0;
    for (int k = 0; k < o.games; k++) {
        positions += play_game(e, &ballots[(o.first + k) % nballots], o.nodes, out);
        if ((k + 1) % 50 == 0)
            fprintf(stderr, "tune: %d games, %ld positions\n", k + 1, positions);
    }
    engine_free(e);
    free(ballots);
    if (fclose(out) != 0)
        die("write error");
    printf("%s: %d games, %ld positions\n", o.out, o.games, positions);
    return 0;
}

/* ------------------------------------------------------------------ */
/* fit                                                                 */

typedef struct Sample {
    Position pos;
    float result; /* for White */
} Sample;

typedef struct Data {
    Sample *s;
    size_t n, cap;
} Data;

static void load_data(const char *path, Data *train, Data *test)
{
    FILE *f = fopen(path, "r");
    if (f == NULL)
        die("cannot open a data file");
    char line[LINE_SIZE], fen[LINE_SIZE], err[FEN_ERRSIZE];
    float r;
    for (size_t k = 0; fgets(line, sizeof line, f) != NULL; k++) {
        if (sscanf(line, "%255s %f", fen, &r) != 2)
            continue;
        Data *d = k / HOLD_OUT_BLOCK % HOLD_OUT_EVERY == HOLD_OUT_EVERY - 1 ? test : train;
        if (d->n == d->cap) {
            d->cap = d->cap ? 2 * d->cap : 65536;
            d->s = realloc(d->s, d->cap * sizeof *d->s);
            if (d->s == NULL)
                die("out of memory");
        }
        if (fen_parse(fen, &d->s[d->n].pos, err, sizeof err) == 0)
            d->s[d->n++].result = r;
    }
    fclose(f);
}

static double predict(double k, int white_score)
{
    return 1.0 / (1.0 + pow(10.0, -k * white_score / 400.0));
}

static double mean_error(const Data *d, const int *w, double k)
{
    double sum = 0;
    for (size_t i = 0; i < d->n; i++) {
        const Position *p = &d->s[i].pos;
        int s = evaluate_with_weights(p, w);
        double e = d->s[i].result - predict(k, p->side == WHITE ? s : -s);
        sum += e * e;
    }
    return sum / (double)(d->n ? d->n : 1);
}

/* The K of the best fit for weights w (a scan, then finer scans). */
static double fit_scale(const Data *d, const int *w)
{
    double best_k = 1.0, best = mean_error(d, w, best_k);
    for (double step = 0.5; step > 0.005; step /= 5) {
        double centre = best_k;
        for (int i = -5; i <= 5; i++) {
            double k = centre + i * step;
            if (k <= 0)
                continue;
            double e = mean_error(d, w, k);
            if (e < best) {
                best = e;
                best_k = k;
            }
        }
    }
    return best_k;
}

static const char *const GROUP_NAMES[] = {
#define EVAL_WEIGHT_NAME(name, n) #name,
    EVAL_WEIGHT_GROUPS(EVAL_WEIGHT_NAME)
#undef EVAL_WEIGHT_NAME
};
static const int GROUP_SIZES[] = {
#define EVAL_WEIGHT_SIZE(name, n) n,
    EVAL_WEIGHT_GROUPS(EVAL_WEIGHT_SIZE)
#undef EVAL_WEIGHT_SIZE
};
enum { NUM_GROUPS = sizeof GROUP_SIZES / sizeof GROUP_SIZES[0] };

static void print_weights(const int *w)
{
    int i = 0;
    for (int g = 0; g < NUM_GROUPS; g++) {
        printf("    [EW_%s] =", GROUP_NAMES[g]);
        for (int j = 0; j < GROUP_SIZES[g]; j++, i++)
            printf(" %d%s", w[i], j + 1 < GROUP_SIZES[g] ? "," : ",\n");
    }
}

/* One pass over every weight with step; returns how many changed. */
static int tune_pass(const Data *d, int *w, double k, int step, double *err)
{
    int changed = 0;
    for (int i = 0; i < EVAL_NUM_WEIGHTS; i++) {
        if (i == EW_MAN)
            continue;
        for (int dir = 1; dir >= -1; dir -= 2) {
            w[i] += dir * step;
            double e = mean_error(d, w, k);
            if (e < *err) {
                *err = e;
                changed++;
                break;
            }
            w[i] -= dir * step;
        }
    }
    return changed;
}

static int cmd_fit(int argc, char **argv)
{
    int passes = 6;
    Data train = {0}, test = {0};
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--passes") == 0 && i + 1 < argc && parse_int(argv[i + 1], 1, 1000, &passes))
            i++;
        else if (argv[i][0] == '-')
            usage();
        else
            load_data(argv[i], &train, &test);
    }
    if (train.n == 0)
        usage();
    int w[EVAL_NUM_WEIGHTS];
    memcpy(w, eval_weights(), sizeof w);
    double k = fit_scale(&train, w);
    double err = mean_error(&train, w, k), test_before = mean_error(&test, w, k);
    fprintf(stderr, "tune: %zu training, %zu held-out positions; K = %.3f; error %.6f, held out %.6f\n", train.n,
            test.n, k, err, test_before);
    for (int step = 8; step >= 1; step /= 2)
        for (int pass = 0; pass < passes; pass++) {
            int changed = tune_pass(&train, w, k, step, &err);
            fprintf(stderr, "tune: step %d pass %d: %d changed, error %.6f, held out %.6f\n", step, pass + 1,
                    changed, err, mean_error(&test, w, k));
            if (changed == 0)
                break;
        }
    printf("/* tools/tune fit: %zu positions, K = %.3f, error %.6f -> %.6f, held out %.6f -> %.6f */\n", train.n,
           k, mean_error(&train, eval_weights(), k), err, test_before, mean_error(&test, w, k));
    print_weights(w);
    free(train.s);
    free(test.s);
    return 0;
}

int main(int argc, char **argv)
{
    if (argc >= 2 && strcmp(argv[1], "gen") == 0)
        return cmd_gen(argc - 1, argv + 1);
    if (argc >= 2 && strcmp(argv[1], "fit") == 0)
        return cmd_fit(argc - 1, argv + 1);
    usage();
}
