/*
 * cli_train.c - `dama train --update | --list | --answer ID MOVE
 * [--name NAME] [--json]`: the player's mistakes as exercises
 * (src/session/training.c, docs/training.md).
 *
 * --update analyses the archived games not analysed yet (progress on
 * stderr when it is a terminal); --list prints the exercises; --answer
 * judges a move for one exercise, tells its story and moves it between
 * the Leitner boxes.  The state file is written atomically after an update
 * or an answer.  Damaged lines of it are reported on stderr and kept.
 * Exit status: 0, 1 on failure (no such exercise, an illegal move, a file
 * that cannot be read or written), 2 on a usage error.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "analysis.h"
#include "archive.h"
#include "cli.h"
#include "egdb.h"
#include "fen.h"
#include "files.h"
#include "filewrite.h"
#include "intl.h"
#include "words_files.h"
#include "words_number.h"
#include "notation.h"
#include "numparse.h"
#include "training.h"

enum { PROGRESS_WIDTH = 72, LINE_TEXT = ANALYSIS_PV_MAX * MOVE_STRSIZE, LOSS_TEXT = 32 };

typedef enum { TRAIN_NONE = 0, TRAIN_UPDATE, TRAIN_LIST, TRAIN_ANSWER } TrainAction;

typedef struct TrainOptions {
    TrainAction action;
    const char *name;          /* NULL: every player */
    bool json;
    int id;                    /* --answer */
    const char *move;
} TrainOptions;

/* Everything a run works on. */
typedef struct TrainRun {
    const TrainOptions *o;
    Files files;
    char path[FILES_PATH_SIZE];
    Training training;
    int today;
} TrainRun;

static int usage_error(const char *why)
{
    return cli_usage_error("train", "%s", why);
}

static int set_action(TrainOptions *o, TrainAction a)
{
    if (o->action != TRAIN_NONE)
        return usage_error(_("give one of --update, --list and --answer"));
    o->action = a;
    return -1;
}

/* Returns -1 when the options are good, else the exit status. */
static int parse_options(int argc, char **argv, TrainOptions *o)
{
    memset(o, 0, sizeof *o);
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        int early = -1;
        if (strcmp(a, "--update") == 0) {
            early = set_action(o, TRAIN_UPDATE);
        } else if (strcmp(a, "--list") == 0) {
            early = set_action(o, TRAIN_LIST);
        } else if (strcmp(a, "--answer") == 0) {
            if (i + 2 >= argc || !parse_int(argv[i + 1], 1, 1000000000, &o->id))
                return usage_error(_("--answer needs an exercise number and a move"));
            o->move = argv[i + 2];
            i += 2;
            early = set_action(o, TRAIN_ANSWER);
        } else if (strcmp(a, "--json") == 0) {
            o->json = true;
        } else if (strcmp(a, "--name") == 0) {
            if (i + 1 >= argc || argv[i + 1][0] == '\0')
                return usage_error(_("--name needs a name"));
            o->name = argv[++i];
        } else {
            return cli_usage_error("train", _("unknown argument '%s'"), a);
        }
        if (early >= 0)
            return early;
    }
    if (o->action == TRAIN_NONE)
        return usage_error(_("give one of --update, --list and --answer"));
    return -1;
}

/* ------------------------------------------------------------------ */
/* Words for the facts                                                 */

static const char *damage_text(TrainingDamage d)
{
    switch (d) {
    case TRAINING_BAD_KIND:
        return _("not an exercise nor an analysed game");
    case TRAINING_BAD_FIELDS:
        return _("the wrong number of fields");
    case TRAINING_BAD_NUMBER:
        return _("a number out of range");
    case TRAINING_BAD_DATE:
        return _("not a date");
    case TRAINING_BAD_POSITION:
        return _("not a position");
    case TRAINING_BAD_MOVE:
        return _("a move that is not legal there");
    case TRAINING_BAD_LONG:
        return _("a line too long");
    case TRAINING_BAD_DUPLICATE:
        return _("an exercise number used twice");
    }
    return "?";
}

static void report_damage(const TrainRun *r)
{
    const Training *t = &r->training;
    int shown = t->damaged < TRAINING_MAX_ERRORS ? t->damaged : TRAINING_MAX_ERRORS;
    for (int i = 0; i < shown; i++)
        cli_error(_("%s:%d: damaged line skipped and kept as it is: %s"), r->path, t->errors[i].line,
                  damage_text(t->errors[i].what));
    if (t->damaged > shown)
        cli_error(P_("%s: %d damaged line in all", "%s: %d damaged lines in all", t->damaged), r->path,
                  t->damaged);
}

/* "1.85": a loss in hundredths of a man. */
static void loss_text(int loss, char *buf, size_t size)
{
    snprintf(buf, size, "%d.%02d", loss / 100, loss % 100);
}


static void json_moves(const Move *moves, int len)
{
    char m[MOVE_STRSIZE];
    putchar('[');
    for (int i = 0; i < len; i++)
        printf("%s\"%s\"", i > 0 ? ", " : "", move_format(&moves[i], m, sizeof m));
    putchar(']');
}

/* ------------------------------------------------------------------ */
/* --update                                                            */

typedef struct ProgressLine {
    bool shown;
} ProgressLine;

static void show_progress(const TrainingProgress *p, void *ctx)
{
    ProgressLine *pl = ctx;
    char line[PROGRESS_WIDTH * 4];
    if (p->left_ms >= 0)
        snprintf(line, sizeof line, _("dama: game %d of %d: %d/%d positions searched, about %d s left"),
                 p->game, p->games, p->done, p->total, (p->left_ms + 999) / 1000);
    else
        snprintf(line, sizeof line, _("dama: game %d of %d: %d/%d positions searched"), p->game, p->games,
                 p->done, p->total);
    fprintf(stderr, "\r%-*s", PROGRESS_WIDTH, line); /* padded to cover a longer line */
    fflush(stderr);
    pl->shown = true;
}

/* The file's problem in the player's words on stderr; returns the exit
 * status 1. */
static int file_error(const FileProblem *why)
{
    char said[FILE_PROBLEM_TEXT_SIZE];
    cli_error(_("train: %s"), words_file_problem(why, said, sizeof said));
    return 1;
}

/* The analysing lock (training.h): another dama analysing the same games
 * (its background job, another --update) is waited for, said once. */
static int lock_analysis(const TrainRun *r)
{
    FileProblem why;
    int lock = training_lock_analysis(r->path, false, &why);
    if (lock == FILE_LOCK_BUSY) {
        cli_error("%s", _("train: another dama is analysing these games; waiting for it to finish its game."));
        lock = training_lock_analysis(r->path, true, &why);
    }
    if (lock < 0)
        (void)file_error(&why);
    return lock;
}

/* The file as the update left it, for the counts. */
static int reload(TrainRun *r)
{
    FileProblem why;
    training_free(&r->training);
    return training_load(r->path, &r->training, &why) != 0 ? file_error(&why) : 0;
}

static void print_update(const TrainRun *r, const TrainingUpdate *u)
{
    TrainingCounts c;
    training_count(&r->training, r->o->name, r->today, &c);
    if (r->o->json) {
        printf("{\"games\": %d, \"new_exercises\": %d, \"exercises\": %d, \"due\": %d}\n", u->games, u->exercises,
               c.exercises, c.due);
        return;
    }
    printf(P_("%d game analysed.\n", "%d games analysed.\n", u->games), u->games);
    printf(P_("%d new exercise.\n", "%d new exercises.\n", u->exercises), u->exercises);
    printf(P_("%d exercise is due today.\n", "%d exercises are due today.\n", c.due), c.due);
}

static int run_update(TrainRun *r)
{
    char archive[FILES_PATH_SIZE];
    FileProblem why;
    archive_path(r->files.data_dir, archive, sizeof archive);
    if (!files_ensure_dir(&r->files, &why))
        return file_error(&why);
    Analysis *a = analysis_new();
    if (a == NULL) {
        cli_error(_("cannot allocate the engine's %d MiB hash table"), ANALYSIS_HASH_MB);
        return 1;
    }
    int lock = lock_analysis(r);
    if (lock < 0) {
        analysis_free(a);
        return 1;
    }
    Egdb *db = cli_egdb_open(NULL, true);
    analysis_set_egdb(a, db);
    ProgressLine pl = {false};
    TrainingUpdate u;
    /* Each game is stored as soon as it is analysed (part "idle"): an
     * interrupted update keeps the games done, and an answer given
     * meanwhile in another dama is not lost. */
    TrainingUpdateStatus st = training_update_file(r->path, archive, r->o->name, 0, a, r->today,
                                                   isatty(STDERR_FILENO) ? show_progress : NULL, &pl, &u, &why);
    if (pl.shown)
        fprintf(stderr, "\r%*s\r", PROGRESS_WIDTH, "");
    training_unlock(lock);
    analysis_free(a);
    egdb_close(db);
    if (st == TRAINING_UPDATE_NO_ARCHIVE || st == TRAINING_UPDATE_NO_FILE)
        return file_error(&why);
    if (st == TRAINING_UPDATE_NO_MEMORY) {
        cli_error("%s", _("train: out of memory"));
        return 1;
    }
    if (reload(r) != 0)
        return 1;
    print_update(r, &u);
    return 0;
}

/* ------------------------------------------------------------------ */
/* --list                                                              */

static void list_json_exercise(const Exercise *e)
{
    char fen[FEN_BUFSIZE], m[MOVE_STRSIZE], due[TRAINING_DATE_SIZE];
    fen_format(&e->pos, fen, sizeof fen);
    training_day_text(e->due, due, sizeof due);
    printf("{\"id\": %d, \"player\": ", e->id);
    cli_json_string(stdout, e->player);
    printf(", \"game_id\": ");
    cli_json_string(stdout, e->game_id);
    printf(", \"date\": ");
    cli_json_string(stdout, e->date);
    printf(", \"level\": %d, \"ply\": %d, \"fen\": \"%s\", \"played\": \"%s\", \"better\": ", e->level, e->ply, fen,
           move_format(&e->played, m, sizeof m));
    printf("\"%s\", \"better_line\": ", move_format(&e->better[0], m, sizeof m));
    json_moves(e->better, e->better_len);
    printf(", \"refutation\": ");
    json_moves(e->refutation, e->refutation_len);
    printf(", \"loss\": %d, \"verdict\": \"%s\", \"box\": %d, \"due\": \"%s\", \"right\": %d, \"wrong\": %d}", e->loss,
           e->verdict == VERDICT_BLUNDER ? "blunder" : "mistake", e->box, due, e->right, e->wrong);
}

static void list_json(const TrainRun *r)
{
    char today[TRAINING_DATE_SIZE];
    TrainingCounts c;
    training_count(&r->training, r->o->name, r->today, &c);
    training_day_text(r->today, today, sizeof today);
    printf("{\"today\": \"%s\", \"due\": %d, \"solved\": %d, \"exercises\": [", today, c.due, c.solved);
    const char *sep = "";
    for (int i = 0; i < r->training.count; i++) {
        const Exercise *e = &r->training.exercises[i];
        if (!training_is_of(e, r->o->name))
            continue;
        printf("%s\n ", sep);
        list_json_exercise(e);
        sep = ",";
    }
    printf("]}\n");
}

static void list_text(const TrainRun *r)
{
    TrainingCounts c;
    training_count(&r->training, r->o->name, r->today, &c);
    printf(P_("%d exercise in all.\n", "%d exercises in all.\n", c.exercises), c.exercises);
    printf(P_("%d exercise is due today.\n", "%d exercises are due today.\n", c.due), c.due);
    for (int i = 0; i < r->training.count; i++) {
        const Exercise *e = &r->training.exercises[i];
        if (!training_is_of(e, r->o->name))
            continue;
        char fen[FEN_BUFSIZE], played[MOVE_STRSIZE], better[MOVE_STRSIZE], due[TRAINING_DATE_SIZE];
        fen_format(&e->pos, fen, sizeof fen);
        char shown[TRAINING_DATE_SIZE + 16];
        training_day_text(e->due, due, sizeof due);
        printf(_("%4d  box %d  due %s  played %s  better %s  %s\n"), e->id, e->box, words_date(due, shown, sizeof shown),
               move_format(&e->played, played, sizeof played), move_format(&e->better[0], better, sizeof better),
               fen);
    }
}

/* ------------------------------------------------------------------ */
/* --answer                                                            */

static void answer_json(const Exercise *e, const Move *move, const TrainingAnswer *ans)
{
    char m[MOVE_STRSIZE], due[TRAINING_DATE_SIZE];
    training_day_text(ans->due, due, sizeof due);
    printf("{\"id\": %d, \"move\": \"%s\", \"accepted\": %s, \"loss\": %d, ", e->id, move_format(move, m, sizeof m),
           ans->accepted ? "true" : "false", ans->loss);
    printf("\"played\": \"%s\", \"played_loss\": %d, \"better_line\": ", move_format(&e->played, m, sizeof m),
           e->loss);
    json_moves(e->better, e->better_len);
    printf(", \"refutation\": ");
    json_moves(e->refutation, e->refutation_len);
    printf(", \"box\": %d, \"due\": \"%s\"}\n", ans->new_box, due);
}

static void answer_text(const Exercise *e, const Move *move, const TrainingAnswer *ans)
{
    char m[MOVE_STRSIZE], played[MOVE_STRSIZE], loss[LOSS_TEXT], line[LINE_TEXT], due[TRAINING_DATE_SIZE];
    move_format(move, m, sizeof m);
    move_format(&e->played, played, sizeof played);
    if (ans->accepted) {
        printf(_("Accepted: %s is as good as the best move.\n"), m);
    } else if (move_equal(move, &e->played)) {
        printf(_("Not accepted: %s is the move played in the game.\n"), m);
    } else {
        loss_text(ans->loss, loss, sizeof loss);
        printf(_("Not accepted: %s loses %s men against the best move.\n"), m, loss);
    }
    loss_text(e->loss, loss, sizeof loss);
    printf(_("In the game (%s, level %d) %s was played and lost %s men.\n"), e->date, e->level, played,
           loss);
    if (e->refutation_len > 0) {
        move_format_line(e->refutation, e->refutation_len, line, sizeof line);
        printf(_("Refutation: %s\n"), line);
    }
    move_format_line(e->better, e->better_len, line, sizeof line);
    printf(_("Better: %s\n"), line);
    char shown[TRAINING_DATE_SIZE + 16];
    training_day_text(ans->due, due, sizeof due);
    printf(_("Next: box %d, due %s.\n"), ans->new_box, words_date(due, shown, sizeof shown));
}

static int run_answer(TrainRun *r)
{
    Exercise *e = training_find(&r->training, r->o->id);
    if (e == NULL) {
        cli_error(_("train: no exercise %d"), r->o->id);
        return 1;
    }
    Move move;
    char err[NOTATION_ERRSIZE];
    if (move_parse(&e->pos, r->o->move, &move, err, sizeof err) != PARSE_OK) {
        cli_error(_("train: exercise %d: %s"), e->id, err);
        return 1;
    }
    Analysis *a = analysis_new();
    if (a == NULL) {
        cli_error(_("cannot allocate the engine's %d MiB hash table"), ANALYSIS_HASH_MB);
        return 1;
    }
    Egdb *db = cli_egdb_open(NULL, true);
    analysis_set_egdb(a, db);
    TrainingAnswer ans;
    AnalysisStatus st = training_answer(e, a, &move, r->today, &ans);
    analysis_free(a);
    egdb_close(db);
    if (st != ANALYSIS_DONE) {
        cli_error("%s", _("train: out of memory"));
        return 1;
    }
    FileProblem why;
    if (training_store_answer(r->path, e, &why) != 0)   /* the file as it is now, this answer in it */
        return file_error(&why);
    if (r->o->json)
        answer_json(e, &move, &ans);
    else
        answer_text(e, &move, &ans);
    return 0;
}

/* ------------------------------------------------------------------ */

int cmd_train(int argc, char **argv)
{
    TrainOptions o;
    int early = parse_options(argc, argv, &o);
    if (early >= 0)
        return early;
    TrainRun r = {.o = &o, .today = training_today()};
    if (!files_init(&r.files)) {
        cli_error("%s", _("train: no data directory (neither XDG_DATA_HOME nor HOME is set)"));
        return 1;
    }
    FileProblem why;
    training_path(r.files.data_dir, r.path, sizeof r.path);
    if (training_load(r.path, &r.training, &why) != 0)
        return file_error(&why);
    report_damage(&r);
    int status;
    if (o.action == TRAIN_UPDATE)
        status = run_update(&r);
    else if (o.action == TRAIN_ANSWER)
        status = run_answer(&r);
    else if (o.json)
        list_json(&r), status = 0;
    else
        list_text(&r), status = 0;
    if (fflush(stdout) != 0 || ferror(stdout))
        status = 1;
    training_free(&r.training);
    return status;
}
