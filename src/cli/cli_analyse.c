/*
 * cli_analyse.c - `dama analyse FILE|- [--movetime MS | --depth N]
 * [--game N] [-o OUT.pdn]`: every move of every game (or of game N) judged
 * by the engine (src/session/analysis.c).
 *
 * stdout (or OUT.pdn, written atomically once every game is done; "-o -"
 * is stdout): the games again as PDN, each move followed by its NAG ($6
 * inaccuracy, $2 mistake, $4 blunder), its evaluation from White's side
 * ({+0.35}, {White wins in 7}) and, for a marked move, the engine's better
 * line and the refutation of the move played as variations; a comment
 * before the result sums up each player.  Without --movetime or --depth
 * every position is searched to analysis_default_limits()'s depth, as in
 * the UI, so two runs give the same bytes.
 * stderr: the same summaries, problems as `dama replay` reports them, and a
 * progress line when stderr is a terminal.
 * Exit status: 0 when the file holds at least one game and every game
 * analysed was valid, 1 otherwise (or on an I/O error), 2 on a usage error.
 */
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "analysis.h"
#include "cli.h"
#include "intl.h"
#include "words_files.h"
#include "egdb.h"
#include "filewrite.h"
#include "numparse.h"
#include "pdn.h"
#include "search.h"
#include "search_limits.h"
#include "text.h"
#include "words_options.h"
#include "words_game.h"

enum { PROGRESS_WIDTH = 72 };

/* The limits analyse takes, each as --NAME VALUE (search_limits.h). */
enum { ANALYSE_LIMITS = LIMIT_DEPTH | LIMIT_MOVETIME };

typedef struct AnalyseOptions {
    const char *path;      /* "-": standard input */
    const char *out_path;  /* NULL (or "-" given): standard output */
    SearchLimits lim;
    int game;              /* 0: every game; else its 1-based number */
} AnalyseOptions;

static int usage_error(const char *why)
{
    return cli_usage_error("analyse", "%s", why);
}

/* The value after option argv[*i], as a whole number in [min, max]. */
static bool option_int(int argc, char **argv, int *i, int min, int max, int *out)
{
    if (*i + 1 >= argc || !parse_int(argv[*i + 1], min, max, out))
        return false;
    (*i)++;
    return true;
}

/* Returns -1 when the options are good, else the exit status. */
static int parse_options(int argc, char **argv, AnalyseOptions *o)
{
    LimitsRequest req;
    LimitsError refused;
    char why[LIMITS_ERRSIZE + 64];
    memset(o, 0, sizeof *o);
    limits_request_init(&req);
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (strncmp(a, "--", 2) == 0 && limits_is_name(a + 2, ANALYSE_LIMITS)) {
            if (!limits_set(&req, a + 2, i + 1 < argc ? argv[i + 1] : NULL, &refused)) {
                words_limits_error(&refused, a, why, sizeof why);
                return usage_error(why);
            }
            i++;
        } else if (strcmp(a, "--game") == 0) {
            if (!option_int(argc, argv, &i, 1, INT_MAX, &o->game))
                return usage_error(_("--game needs a game number from 1 on"));
        } else if (strcmp(a, "-o") == 0) {
            if (i + 1 >= argc || argv[i + 1][0] == '\0')
                return usage_error(_("-o needs a file name"));
            o->out_path = strcmp(argv[++i], "-") == 0 ? NULL : argv[i]; /* "-": standard output */
        } else if (a[0] == '-' && a[1] != '\0') {
            return cli_usage_error("analyse", _("unknown option '%s'"), a);
        } else if (o->path != NULL) {
            return usage_error(_("more than one input file given"));
        } else if (a[0] == '\0') {
            return usage_error(_("empty file name"));
        } else {
            o->path = a;
        }
    }
    if (o->path == NULL)
        return usage_error(_("no input file given (- reads standard input)"));
    o->lim = req.lim; /* no clock: nothing to resolve */
    if (o->lim.movetime_ms > 0 && o->lim.depth > 0)
        return usage_error(_("give --movetime or --depth, not both"));
    if (o->lim.movetime_ms == 0 && o->lim.depth == 0)
        o->lim = analysis_default_limits();
    return -1;
}

/* ---- Progress on a terminal ---- */

typedef struct ProgressLine {
    int game;
    bool shown;
} ProgressLine;

static void show_progress(const AnalysisProgress *p, void *ctx)
{
    ProgressLine *pl = ctx;
    char line[PROGRESS_WIDTH + 1];
    if (p->left_ms >= 0)
        snprintf(line, sizeof line, _("dama: game %1$d: %2$d/%3$d positions searched, about %4$d s left"), pl->game,
                 p->done, p->total, (p->left_ms + 999) / 1000);
    else
        snprintf(line, sizeof line, _("dama: game %1$d: %2$d/%3$d positions searched"), pl->game, p->done, p->total);
    /* Padded, so that a shorter line covers the previous one. */
    fprintf(stderr, "\r%-*s", PROGRESS_WIDTH, line);
    fflush(stderr);
    pl->shown = true;
}

static void clear_progress(const ProgressLine *pl)
{
    if (pl->shown)
        fprintf(stderr, "\r%*s\r", PROGRESS_WIDTH, "");
}

/* ---- Analysing the games ---- */

typedef struct Job {
    const AnalyseOptions *o;
    const char *name;      /* the input's name in messages */
    Analysis *analysis;
    bool terminal;         /* stderr is a terminal: show progress */
    FILE *out;             /* where the annotated games go */
    CliGameCount count;
    int analysed;
} Job;

/* The tags of a game read from a file, each value sanitised: they are
 * written again, to a terminal as likely as to a file, and must still be
 * valid PDN (no controls, valid UTF-8). */
static void sanitize_header(PdnHeader *h)
{
    char *values[] = {h->event, h->site, h->date, h->round, h->white, h->black, h->result};
    for (size_t i = 0; i < sizeof values / sizeof values[0]; i++)
        text_sanitize(values[i], PDN_VALUE_MAX, values[i]);
    for (int i = 0; i < h->nother; i++) {
        text_sanitize(h->other[i].name, sizeof h->other[i].name, h->other[i].name);
        text_sanitize(h->other[i].value, sizeof h->other[i].value, h->other[i].value);
    }
}

/* Analyse one game and write it, annotated, to job->out (a CliGameFn).
 * 0, or -1 when memory is short or the write failed. */
static int analyse_one(const PdnGame *pg, int number, void *ctx)
{
    Job *job = ctx;
    ProgressLine pl = {.game = number};
    GameReview review;
    ReviewNotes notes;
    char line[REVIEW_TEXT_SIZE];

    AnalysisStatus status = analysis_run(job->analysis, &pg->game, &job->o->lim,
                                         job->terminal ? show_progress : NULL, &pl, &review);
    clear_progress(&pl);
    if (status != ANALYSIS_DONE || !review_notes_build(&notes, &review, &pg->game)) {
        if (status == ANALYSIS_DONE)
            review_free(&review);
        cli_error(_("analyse: game %d: out of memory"), number);
        return -1;
    }
    PdnHeader header = pg->header;
    sanitize_header(&header);
    int written = pdn_write_annotated(job->out, &pg->game, &header, &notes.annotations);
    for (int side = WHITE; side <= BLACK; side++) {
        words_review_summary(&review, side, line, sizeof line);
        cli_error(_("game %d: %s"), number, line);
    }
    review_notes_free(&notes);
    review_free(&review);
    job->analysed++;
    return written;
}

/* Every selected game of text, analysed and written to out.  0, or -1 when
 * the analysis or the output failed. */
static int analyse_text(Job *job, FILE *out, const char *text, size_t len)
{
    job->out = out;
    return cli_each_game(job->name, text, len, job->o->game, true, analyse_one, job, &job->count);
}

/* The annotated games, kept in memory until the atomic save. */
typedef struct Buffer {
    const char *text;
    size_t len;
} Buffer;

static int write_buffer(FILE *f, void *ctx)
{
    const Buffer *b = ctx;
    return fwrite(b->text, 1, b->len, f) == b->len ? 0 : -1;
}

/* Analyse into a memory buffer, then replace out_path with it. */
static int analyse_to_file(Job *job, const char *text, size_t len)
{
    char *buf = NULL, msg[4096 + 128];
    size_t size = 0;
    FILE *mem = open_memstream(&buf, &size);
    if (mem == NULL) {
        cli_error(_("analyse: %s"), strerror(errno));
        return -1;
    }
    int status = analyse_text(job, mem, text, len);
    if (fclose(mem) != 0)
        status = -1;
    if (status == 0 && job->analysed > 0) {
        Buffer b = {.text = buf, .len = size};
        FileProblem why;
        status = file_save_with(job->o->out_path, write_buffer, &b, &why);
        if (status != 0)
            cli_error("%s", words_file_problem(&why, msg, sizeof msg));
    }
    free(buf);
    return status;
}

static int analyse_to_stdout(Job *job, const char *text, size_t len)
{
    int status = analyse_text(job, stdout, text, len);
    if (fflush(stdout) != 0 || ferror(stdout)) {
        cli_error(_("analyse: standard output: %s"), strerror(errno));
        return -1;
    }
    return status;
}

int cmd_analyse(int argc, char **argv)
{
    AnalyseOptions o;
    int early = parse_options(argc, argv, &o);
    if (early >= 0)
        return early;

    char *text, msg[FILE_PROBLEM_TEXT_SIZE];
    size_t len;
    FileProblem why;
    if (pdn_read_file(o.path, &text, &len, &why) != 0) {
        cli_error("%s", words_file_problem(&why, msg, sizeof msg));
        return 1;
    }
    Job job = {.o = &o, .name = pdn_display_name(o.path),
               .terminal = isatty(STDERR_FILENO) != 0};
    job.analysis = analysis_new();
    if (job.analysis == NULL) {
        cli_error(_("cannot allocate the engine's %d MiB hash table"), ANALYSIS_HASH_MB);
        free(text);
        return 1;
    }
    Egdb *db = cli_egdb_open(NULL, true);
    analysis_set_egdb(job.analysis, db);
    int status = o.out_path != NULL ? analyse_to_file(&job, text, len) : analyse_to_stdout(&job, text, len);
    analysis_free(job.analysis);
    egdb_close(db);
    free(text);
    if (status != 0)
        return 1;
    if (job.count.games == 0) {
        cli_error(_("%s: no game found"), job.name);
        return 1;
    }
    if (o.game > job.count.games) {
        cli_error(_("%s: no game %d (the file holds %d)"), job.name, o.game, job.count.games);
        return 1;
    }
    return job.count.invalid == 0 ? 0 : 1;
}
