/*
 * learn.c - part eval (issue 18 item 1): fit the pattern evaluation
 * (eval_pattern.h) to self-play positions by logistic regression
 * (docs/tuning.md, "The pattern evaluation").
 *
 *   tools/learn [--epochs E] [--seed S] [--egdb DIR] [--out FILE] DATA...
 *
 * DATA are files of tools/selfplay's records (sample.h).  They are sorted
 * by game and ply, so the fit does not depend on how the games were split
 * among files or threads.  Labels: the game's result for White (1, 0.5,
 * 0); with --egdb, a position the databases cover gets their value
 * instead.  The games whose number ends in 9 are held out.
 *
 * The model: the logit of White's expected result is
 *   sum over regions r of W[r][config] - W[r][config of the flipped board]
 *   + sum over global terms g of G[g] * term,
 * every weight an open and an end value blended by the phase, fitted by
 * minibatch Adam on the cross-entropy, the order of the positions shuffled
 * each epoch by a generator seeded with S; the epoch with the lowest
 * held-out loss is kept.  The logits become hundredths of a man through
 * the classic evaluation's scale on the same data (its K, as tools/tune
 * fits it: a man means what it means to the classic evaluation), are
 * rounded, folded (eval_pattern.h) and written as C to FILE (default
 * src/engine/eval_pattern_weights.c) with their checksum.  Then the
 * held-out loss of both integer evaluations (each with its own best K) is
 * printed.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "egdb.h"
#include "eval.h"
#include "eval_pattern.h"
#include "fileread.h"
#include "filewrite.h"
#include "numparse.h"
#include "sample.h"

enum {
    HOLD_OUT_MODULUS = 10,    /* games k with k % 10 == 9 are held out */
    BATCH = 4096,
    LEARN_DATA_MAX_MB = 4096, /* per data file */
    WEIGHT_LIMIT = 16000      /* |hundredths of a man| a packed half holds */
};

static const double LEARNING_RATE = 0.01, LEARNING_DECAY = 0.8, ADAM_BETA1 = 0.9, ADAM_BETA2 = 0.999,
                    ADAM_EPSILON = 1e-8;

/* One position, ready to learn from. */
typedef struct Item {
    uint16_t config[PATTERN_REGIONS];
    uint16_t flipped[PATTERN_REGIONS];
    int8_t global[PATTERN_GLOBALS];
    uint8_t phase;
    float label; /* White's result */
} Item;

/* The parameters: [open, end] per region configuration, then per global term. */
enum {
    REGION_PARAMS = PATTERN_REGIONS * PATTERN_CONFIGS * 2,
    NUM_PARAMS = REGION_PARAMS + PATTERN_GLOBALS * 2
};

static inline int region_param(int r, int config)
{
    return (r * PATTERN_CONFIGS + config) * 2;
}

static inline int global_param(int g)
{
    return REGION_PARAMS + g * 2;
}

typedef struct Model {
    double w[NUM_PARAMS], m[NUM_PARAMS], v[NUM_PARAMS], grad[NUM_PARAMS];
    long steps;
} Model;

typedef struct Set {
    Item *items;
    size_t n;
    Sample *samples; /* the same positions as read (for the final checks) */
} Set;

static void die(const char *msg)
{
    fprintf(stderr, "learn: %s\n", msg);
    exit(1);
}

static void usage(void)
{
    fprintf(stderr, "usage: tools/learn [--epochs E] [--seed S] [--egdb DIR] [--out FILE] DATA...\n");
    exit(2);
}

static uint64_t next_random(uint64_t *state)
{
    uint64_t z = (*state += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

/* ------------------------------------------------------------------ */
/* The data                                                            */

typedef struct Samples {
    Sample *s;
    size_t n;
} Samples;

static void read_samples(const char *path, Samples *all)
{
    char *data, err[4400];
    size_t size;
    if (file_read_all_err(path, (size_t)LEARN_DATA_MAX_MB << 20, &data, &size, err, sizeof err) != FILE_READ_OK)
        die(err);
    if (size % sizeof(Sample) != 0) {
        fprintf(stderr, "learn: %s: not a whole number of records (%zu bytes)\n", path, size);
        exit(1);
    }
    size_t n = size / sizeof(Sample);
    all->s = realloc(all->s, (all->n + n) * sizeof(Sample));
    if (all->s == NULL)
        die("out of memory");
    memcpy(all->s + all->n, data, size);
    all->n += n;
    free(data);
}

static int by_game_and_ply(const void *a, const void *b)
{
    const Sample *x = a, *y = b;
    if (x->game != y->game)
        return x->game < y->game ? -1 : 1;
    return (x->ply > y->ply) - (x->ply < y->ply);
}

static Position sample_position(const Sample *s)
{
    Position p;
    pos_clear(&p);
    p.men[WHITE] = s->men[WHITE];
    p.men[BLACK] = s->men[BLACK];
    p.kings[WHITE] = s->kings[WHITE];
    p.kings[BLACK] = s->kings[BLACK];
    p.side = s->side;
    p.hash = pos_compute_hash(&p);
    return p;
}

static bool sample_valid(const Sample *s)
{
    Bitboard w = s->men[WHITE] | s->kings[WHITE], b = s->men[BLACK] | s->kings[BLACK];
    return s->side <= BLACK && s->result <= SAMPLE_WHITE_WINS && (s->men[WHITE] & s->kings[WHITE]) == 0 &&
           (s->men[BLACK] & s->kings[BLACK]) == 0 && (w & b) == 0 && popcount32(w) <= PIECES_PER_SIDE_MAX &&
           popcount32(b) <= PIECES_PER_SIDE_MAX && w != 0 && b != 0;
}

/* White's result: the databases' value where they cover the position. */
static float label_of(const Sample *s, const Position *p, Egdb *db, long *from_db)
{
    EgdbValue value;
    if (db != NULL && popcount32(pos_occupied(p)) <= egdb_pieces(db) && egdb_probe(db, p, &value)) {
        EgdbWdl wdl = egdb_wdl(value);
        if (wdl != EGDB_UNKNOWN) {
            (*from_db)++;
            float mover = wdl == EGDB_WIN ? 1.0f : wdl == EGDB_LOSS ? 0.0f : 0.5f;
            return p->side == WHITE ? mover : 1.0f - mover;
        }
    }
    return s->result == SAMPLE_WHITE_WINS ? 1.0f : s->result == SAMPLE_BLACK_WINS ? 0.0f : 0.5f;
}

static void make_item(Item *it, const Position *p, float label)
{
    PatternFeatures f;
    pattern_features(p, &f);
    memcpy(it->config, f.config, sizeof it->config);
    memcpy(it->flipped, f.flipped, sizeof it->flipped);
    for (int g = 0; g < PATTERN_GLOBALS; g++)
        it->global[g] = (int8_t)f.global[g];
    it->phase = (uint8_t)f.phase;
    it->label = label;
}

static void split(const Samples *all, Egdb *db, Set *train, Set *test)
{
    for (int k = 0; k < 2; k++) {
        Set *set = k ? test : train;
        set->items = malloc(all->n * sizeof *set->items);
        set->samples = malloc(all->n * sizeof *set->samples);
        if (set->items == NULL || set->samples == NULL)
            die("out of memory");
    }
    long from_db = 0, invalid = 0;
    for (size_t i = 0; i < all->n; i++) {
        const Sample *s = &all->s[i];
        if (!sample_valid(s)) {
            invalid++;
            continue;
        }
        Set *set = s->game % HOLD_OUT_MODULUS == HOLD_OUT_MODULUS - 1 ? test : train;
        Position p = sample_position(s);
        make_item(&set->items[set->n], &p, label_of(s, &p, db, &from_db));
        set->samples[set->n++] = *s;
    }
    fprintf(stderr, "learn: %zu positions: %zu to learn from, %zu held out; %ld labelled by the databases%s\n",
            all->n, train->n, test->n, from_db, invalid ? " (some records were not positions: skipped)" : "");
}

/* ------------------------------------------------------------------ */
/* The model                                                           */

static double logit(const Model *m, const Item *it)
{
    double a = it->phase / (double)PATTERN_PHASE_MAX, b = 1.0 - a;
    double z = 0;
    for (int r = 0; r < PATTERN_REGIONS; r++) {
        const double *own = &m->w[region_param(r, it->config[r])];
        const double *flip = &m->w[region_param(r, it->flipped[r])];
        z += a * (own[0] - flip[0]) + b * (own[1] - flip[1]);
    }
    for (int g = 0; g < PATTERN_GLOBALS; g++) {
        const double *w = &m->w[global_param(g)];
        z += it->global[g] * (a * w[0] + b * w[1]);
    }
    return z;
}

static void add_gradient(Model *m, const Item *it, double dz)
{
    double a = it->phase / (double)PATTERN_PHASE_MAX, b = 1.0 - a;
    for (int r = 0; r < PATTERN_REGIONS; r++) {
        double *own = &m->grad[region_param(r, it->config[r])];
        double *flip = &m->grad[region_param(r, it->flipped[r])];
        own[0] += dz * a;
        own[1] += dz * b;
        flip[0] -= dz * a;
        flip[1] -= dz * b;
    }
    for (int g = 0; g < PATTERN_GLOBALS; g++) {
        double *w = &m->grad[global_param(g)];
        w[0] += dz * it->global[g] * a;
        w[1] += dz * it->global[g] * b;
    }
}

static double sigmoid(double z)
{
    return 1.0 / (1.0 + exp(-z));
}

static double cross_entropy(double y, double p)
{
    const double tiny = 1e-12;
    return -(y * log(p + tiny) + (1 - y) * log(1 - p + tiny));
}

static double model_loss(const Model *m, const Set *s)
{
    double sum = 0;
    for (size_t i = 0; i < s->n; i++)
        sum += cross_entropy(s->items[i].label, sigmoid(logit(m, &s->items[i])));
    return sum / (double)(s->n ? s->n : 1);
}

static void adam_step(Model *m, double rate, size_t batch)
{
    m->steps++;
    double c1 = 1.0 - pow(ADAM_BETA1, (double)m->steps), c2 = 1.0 - pow(ADAM_BETA2, (double)m->steps);
    for (int i = 0; i < NUM_PARAMS; i++) {
        double g = m->grad[i] / (double)batch;
        m->grad[i] = 0;
        if (g == 0 && m->m[i] == 0)
            continue; /* a configuration not seen yet stays where it is */
        m->m[i] = ADAM_BETA1 * m->m[i] + (1 - ADAM_BETA1) * g;
        m->v[i] = ADAM_BETA2 * m->v[i] + (1 - ADAM_BETA2) * g * g;
        m->w[i] -= rate * (m->m[i] / c1) / (sqrt(m->v[i] / c2) + ADAM_EPSILON);
    }
}

static void train_epoch(Model *m, const Set *s, size_t *order, uint64_t *rng, double rate)
{
    for (size_t i = s->n; i > 1; i--) {
        size_t j = (size_t)(next_random(rng) % i), t = order[i - 1];
        order[i - 1] = order[j];
        order[j] = t;
    }
    for (size_t start = 0; start < s->n; start += BATCH) {
        size_t end = start + BATCH < s->n ? start + BATCH : s->n;
        for (size_t k = start; k < end; k++) {
            const Item *it = &s->items[order[k]];
            add_gradient(m, it, sigmoid(logit(m, it)) - it->label);
        }
        adam_step(m, rate, end - start);
    }
}

/* ------------------------------------------------------------------ */
/* Scale, and the integer evaluations                                  */

typedef int (*IntEval)(const Position *p, const void *ctx);

static int classic_eval(const Position *p, const void *ctx)
{
    (void)ctx;
    return evaluate(p);
}

static int pattern_eval(const Position *p, const void *ctx)
{
    return evaluate_pattern_with(p, ctx);
}

/* Cross-entropy of an integer evaluation (White's view) with scale k:
 * P(White wins) = 1 / (1 + 10^(-k * score / 400)), as tools/tune. */
static double int_loss(const Set *s, const float *labels, const int *white_scores, double k)
{
    double sum = 0;
    for (size_t i = 0; i < s->n; i++)
        sum += cross_entropy(labels[i], 1.0 / (1.0 + pow(10.0, -k * white_scores[i] / 400.0)));
    return sum / (double)(s->n ? s->n : 1);
}

/* The best k for eval on s (scans finer and finer); its loss in *loss. */
static double fit_scale(const Set *s, IntEval eval, const void *ctx, double *loss)
{
    int *scores = malloc(s->n * sizeof *scores);
    float *labels = malloc(s->n * sizeof *labels);
    if (scores == NULL || labels == NULL)
        die("out of memory");
    for (size_t i = 0; i < s->n; i++) {
        Position p = sample_position(&s->samples[i]);
        int v = eval(&p, ctx);
        scores[i] = p.side == WHITE ? v : -v;
        labels[i] = s->items[i].label;
    }
    double best_k = 1.0, best = int_loss(s, labels, scores, best_k);
    for (double step = 0.5; step > 0.002; step /= 5) {
        double centre = best_k;
        for (int i = -5; i <= 5; i++) {
            double k = centre + i * step;
            if (k <= 0)
                continue;
            double e = int_loss(s, labels, scores, k);
            if (e < best) {
                best = e;
                best_k = k;
            }
        }
    }
    free(scores);
    free(labels);
    *loss = best;
    return best_k;
}

static int to_hundredths(double logit_weight, double logit_per_hundredth)
{
    double v = round(logit_weight / logit_per_hundredth);
    return v > WEIGHT_LIMIT ? WEIGHT_LIMIT : v < -WEIGHT_LIMIT ? -WEIGHT_LIMIT : (int)v;
}

/* The learned table in hundredths of a man, folded (eval_pattern.h). */
static void build_weights(const Model *m, double logit_per_hundredth, PatternWeights *out)
{
    int *q = malloc(REGION_PARAMS * sizeof *q);
    if (q == NULL)
        die("out of memory");
    for (int i = 0; i < REGION_PARAMS; i++)
        q[i] = to_hundredths(m->w[i], logit_per_hundredth);
    for (int r = 0; r < PATTERN_REGIONS; r++)
        for (int c = 0; c < PATTERN_CONFIGS; c++) {
            const int *own = &q[region_param(r, c)];
            const int *flip = &q[region_param(pattern_flipped_region(r), pattern_flipped_config(c))];
            out->region[r][c] = PATTERN_PAIR(own[0] - flip[0], own[1] - flip[1]);
        }
    for (int g = 0; g < PATTERN_GLOBALS; g++)
        out->global[g] = PATTERN_PAIR(to_hundredths(m->w[global_param(g)], logit_per_hundredth),
                                      to_hundredths(m->w[global_param(g) + 1], logit_per_hundredth));
    free(q);
}

/* ------------------------------------------------------------------ */
/* The C source                                                        */

typedef struct Source {
    const PatternWeights *w;
    const char *summary;
} Source;

static const char *const GLOBAL_NAMES[] = {
#define PATTERN_GLOBAL_NAME(name) #name,
    PATTERN_GLOBAL_TERMS(PATTERN_GLOBAL_NAME)
#undef PATTERN_GLOBAL_NAME
};

static int write_source(FILE *f, void *ctx)
{
    const Source *src = ctx;
    const PatternWeights *w = src->w;
    fprintf(f, "/*\n * eval_pattern_weights.c - part eval (issue 18): the pattern evaluation's weights\n"
               " * (eval_pattern.h), in hundredths of a man, folded; PATTERN_PAIR(open, end).\n"
               " * Written by tools/learn (make eval-learn, docs/tuning.md): do not edit.\n"
               " * %s\n */\n#include \"eval_pattern.h\"\n\n#define P PATTERN_PAIR\n\n"
               "static const PatternWeights WEIGHTS = {\n    .region = {\n",
            src->summary);
    for (int r = 0; r < PATTERN_REGIONS; r++) {
        fprintf(f, "        /* region %d: row %d, column %d */\n        {", r, r / PATTERN_COLUMNS,
                r % PATTERN_COLUMNS);
        for (int c = 0; c < PATTERN_CONFIGS; c++)
            fprintf(f, "%sP(%d, %d),", c % 8 == 0 ? "\n            " : " ", pattern_pair_open(w->region[r][c]),
                    pattern_pair_end(w->region[r][c]));
        fprintf(f, "\n        },\n");
    }
    fprintf(f, "    },\n    .global = {\n");
    for (int g = 0; g < PATTERN_GLOBALS; g++)
        fprintf(f, "        P(%d, %d), /* %s */\n", pattern_pair_open(w->global[g]), pattern_pair_end(w->global[g]),
                GLOBAL_NAMES[g]);
    fprintf(f, "    },\n};\n\n#undef P\n\n"
               "const PatternWeights *pattern_weights(void)\n{\n    return &WEIGHTS;\n}\n\n"
               "uint64_t pattern_weights_recorded_checksum(void)\n{\n    return 0x%016llXull;\n}\n",
            (unsigned long long)pattern_weights_checksum(w));
    return ferror(f) ? -1 : 0;
}

/* ------------------------------------------------------------------ */

typedef struct Options {
    int epochs, seed;
    const char *egdb, *out;
} Options;

static void initial_weights(Model *m, double logit_per_hundredth)
{
    /* Material as the classic evaluation weighs it; everything else 0. */
    const int *classic = eval_weights();
    for (int half = 0; half < 2; half++) {
        m->w[global_param(PG_MAN) + half] = classic[EW_MAN] * logit_per_hundredth;
        m->w[global_param(PG_KING) + half] = classic[EW_KING] * logit_per_hundredth;
    }
}

int main(int argc, char **argv)
{
    Options o = {.epochs = 12, .seed = 1, .out = "src/engine/eval_pattern_weights.c"};
    Samples all = {0};
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
        if (strcmp(a, "--epochs") == 0 && v && parse_int(v, 1, 1000, &o.epochs))
            i++;
        else if (strcmp(a, "--seed") == 0 && v && parse_int(v, 0, 1000000000, &o.seed))
            i++;
        else if (strcmp(a, "--egdb") == 0 && v)
            o.egdb = argv[++i];
        else if (strcmp(a, "--out") == 0 && v)
            o.out = argv[++i];
        else if (a[0] != '-')
            read_samples(a, &all);
        else
            usage();
    }
    if (all.n == 0)
        usage();
    qsort(all.s, all.n, sizeof *all.s, by_game_and_ply);
    Egdb *db = NULL;
    if (o.egdb != NULL) {
        FileProblem why;
        char err[FILE_PROBLEM_TEXT_SIZE];
        db = egdb_open(o.egdb, &why);
        file_problem_text(&why, err, sizeof err);
        if (db == NULL)
            die(err);
        fprintf(stderr, "learn: databases of up to %d pieces%s%s\n", egdb_pieces(db), err[0] ? ": " : "", err);
    }
    Set train = {0}, test = {0};
    split(&all, db, &train, &test);
    free(all.s);
    if (train.n == 0 || test.n == 0)
        die("too few games: nothing to learn from or nothing held out");

    double classic_loss, k = fit_scale(&train, classic_eval, NULL, &classic_loss);
    double logit_per_hundredth = k * log(10.0) / 400.0;
    double classic_test;
    double k_test = fit_scale(&test, classic_eval, NULL, &classic_test);
    fprintf(stderr, "learn: classic evaluation: K = %.3f, loss %.5f; held out (K %.3f) %.5f\n", k, classic_loss,
            k_test, classic_test);

    Model *m = calloc(1, sizeof *m), *best = malloc(sizeof *best);
    size_t *order = malloc(train.n * sizeof *order);
    if (m == NULL || best == NULL || order == NULL)
        die("out of memory");
    for (size_t i = 0; i < train.n; i++)
        order[i] = i;
    initial_weights(m, logit_per_hundredth);
    uint64_t rng = (uint64_t)o.seed;
    double best_test = model_loss(m, &test), rate = LEARNING_RATE;
    int best_epoch = 0;
    *best = *m;
    for (int epoch = 1; epoch <= o.epochs; epoch++, rate *= LEARNING_DECAY) {
        train_epoch(m, &train, order, &rng, rate);
        double tl = model_loss(m, &test);
        fprintf(stderr, "learn: epoch %d: loss %.5f, held out %.5f\n", epoch, model_loss(m, &train), tl);
        if (tl < best_test) {
            best_test = tl;
            best_epoch = epoch;
            *best = *m;
        }
    }

    PatternWeights *weights = malloc(sizeof *weights);
    if (weights == NULL)
        die("out of memory");
    build_weights(best, logit_per_hundredth, weights);
    double pattern_test, kp = fit_scale(&test, pattern_eval, weights, &pattern_test);
    char summary[400];
    snprintf(summary, sizeof summary,
             "%zu positions (%zu held out), seed %d, epoch %d of %d; held-out cross-entropy %.5f (K %.3f),\n"
             " * the classic evaluation's %.5f (K %.3f).",
             train.n + test.n, test.n, o.seed, best_epoch, o.epochs, pattern_test, kp, classic_test, k_test);
    fprintf(stderr, "learn: %s\n", summary);
    Source src = {.w = weights, .summary = summary};
    FileProblem why;
    char err[FILE_PROBLEM_TEXT_SIZE];
    if (file_save_with(o.out, write_source, &src, &why) != 0)
        die(file_problem_text(&why, err, sizeof err));
    printf("%s: written\n", o.out);
    if (db)
        egdb_close(db);
    free(weights);
    free(order);
    free(m);
    free(best);
    free(train.items);
    free(train.samples);
    free(test.items);
    free(test.samples);
    return 0;
}
