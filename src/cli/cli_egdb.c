/*
 * cli_egdb.c - `dama egdb build|verify|probe`: the endgame databases from
 * the command line, and where they live ($XDG_DATA_HOME/dama/egdb).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli.h"
#include "intl.h"
#include "words_files.h"
#include "words_move.h"
#include "words_number.h"
#include "clock.h"
#include "egdb.h"
#include "egdb_file.h"
#include "fen.h"
#include "files.h"
#include "notation.h"
#include "numparse.h"

enum { BAR_WIDTH = 30 };

enum { REDRAW_MS = 250 };

bool cli_egdb_default_dir(char *buf, size_t size)
{
    Files f;
    return files_init(&f) && files_egdb_dir(&f, buf, size);
}

struct Egdb *cli_egdb_open(const char *dir, bool quiet)
{
    FileProblem why;
    char err[FILE_PROBLEM_TEXT_SIZE] = "";
    Egdb *db;
    if (dir != NULL) {
        db = egdb_open(dir, &why);
    } else {
        Files f;
        files_init(&f);
        db = files_open_egdb(&f, &why);
        if (db == NULL && why.code == FILE_PROBLEM_NONE && !quiet)
            snprintf(err, sizeof err, "%s", _("no endgame databases installed (build them with 'dama egdb build')"));
    }
    if (why.code != FILE_PROBLEM_NONE)
        words_file_problem(&why, err, sizeof err);
    /* A table left out is said even when the others are used. */
    if (db != NULL && err[0] != '\0')
        cli_error(_("egdb: table not used: %s; the databases cover up to %d pieces"), err, egdb_pieces(db));
    else if (db == NULL && err[0] != '\0' && (!quiet || why.code != FILE_PROBLEM_EGDB_NONE_IN_DIR))
        cli_error(_("egdb: %s"), err);
    return db;
}

/* ---- the progress bar ---------------------------------------------------- */

typedef struct Bar {
    int64_t start_ms, drawn_ms;
    bool shown;
} Bar;


static void format_duration(double s, char *buf, size_t size)
{
    long t = (long)(s + 0.5);
    if (t >= 3600)
        snprintf(buf, size, "%ldh%02ldm", t / 3600, t / 60 % 60);
    else
        snprintf(buf, size, "%ldm%02lds", t / 60, t % 60);
}

/* Redrawn on stderr a few times a second: share done, table, time left. */
static void draw_bar(void *ctx, uint64_t done, uint64_t total, const char *table)
{
    Bar *bar = ctx;
    int64_t now = clock_now_ms();
    if (now - bar->drawn_ms < REDRAW_MS && done < total)
        return;
    bar->drawn_ms = now;
    double elapsed_s = (double)(now - bar->start_ms) / 1000.0;
    double share = total > 0 ? (double)done / (double)total : 1.0;
    char hashes[BAR_WIDTH + 1], elapsed[32], left[32] = "?";
    int filled = (int)(share * BAR_WIDTH);
    for (int i = 0; i < BAR_WIDTH; i++)
        hashes[i] = i < filled ? '#' : '.';
    hashes[BAR_WIDTH] = '\0';
    format_duration(elapsed_s, elapsed, sizeof elapsed);
    if (share > 0.001)
        format_duration(elapsed_s * (1.0 - share) / share, left, sizeof left);
    fprintf(stderr, "\r[%s] %5.1f%%  %-16s elapsed %s, left %s   ", hashes, 100.0 * share, table, elapsed, left);
    fflush(stderr);
    bar->shown = true;
}

static void end_bar(const Bar *bar)
{
    if (bar->shown)
        fputc('\n', stderr);
}

/* ---- options ------------------------------------------------------------- */

typedef struct EgdbArgs {
    const char *command; /* "egdb build", "egdb verify", "egdb probe" */
    int pieces;        /* 0: not given */
    int threads;
    const char *dir;
    const char *fen;
    char default_dir[EGDB_PATH_SIZE];
} EgdbArgs;

_Static_assert((int)CLI_EGDB_MAX_PIECES == (int)EGDB_MAX_PIECES, "the usage says the databases' largest size");

static bool parse_args(int argc, char **argv, bool want_fen, EgdbArgs *a)
{
    const char *command = a->command;
    memset(a, 0, sizeof *a);
    a->command = command;
    a->threads = 1;
    for (int i = 2; i < argc; i++) {
        const char *opt = argv[i], *val = i + 1 < argc ? argv[i + 1] : NULL;
        if (strcmp(opt, "--pieces") == 0 && !want_fen) {
            if (!parse_int(val, 2, EGDB_MAX_PIECES, &a->pieces))
                return cli_usage_error(command, _("--pieces needs a whole number from 2 to %d"), EGDB_MAX_PIECES), false;
            i++;
        } else if (strcmp(opt, "--threads") == 0 && !want_fen) {
            if (!parse_int(val, 1, CLI_EGDB_MAX_THREADS, &a->threads))
                return cli_usage_error(command, _("--threads needs a whole number from 1 to %d"), CLI_EGDB_MAX_THREADS),
                       false;
            i++;
        } else if (strcmp(opt, "--dir") == 0) {
            if (val == NULL || val[0] == '\0')
                return cli_usage_error(command, "%s", _("--dir needs a directory")), false;
            a->dir = val;
            i++;
        } else if (want_fen && a->fen == NULL && (opt[0] != '-' || opt[1] != '-')) {
            a->fen = opt;
        } else {
            return cli_usage_error(command, _("unexpected argument '%s'"), opt), false;
        }
    }
    if (want_fen && a->fen == NULL)
        return cli_usage_error(command, "%s", _("probe needs a FEN")), false;
    return true;
}

/* The directory to use: --dir or the default one. */
static bool pick_dir(EgdbArgs *a)
{
    if (a->dir != NULL)
        return true;
    if (!cli_egdb_default_dir(a->default_dir, sizeof a->default_dir)) {
        cli_error("%s", _("egdb: no data directory (neither XDG_DATA_HOME nor HOME is set); use --dir"));
        return false;
    }
    a->dir = a->default_dir;
    return true;
}

/* Refuse a build or a check this machine has not the memory for. */
static bool memory_suffices(int pieces)
{
    long pages = sysconf(_SC_PHYS_PAGES), page = sysconf(_SC_PAGESIZE);
    uint64_t need = egdb_build_memory(pieces), have = pages > 0 && page > 0 ? (uint64_t)pages * (uint64_t)page : 0;
    if (have == 0 || need <= have)
        return true;
    char needed[32], had[32];
    cli_error(_("egdb: %d pieces need about %s GB of memory; this machine has %s GB"), pieces,
              words_decimal((double)need / 1e9, 1, needed, sizeof needed), words_decimal((double)have / 1e9, 1, had, sizeof had));
    return false;
}

/* ---- the subcommands ----------------------------------------------------- */

static int egdb_build_cmd(EgdbArgs *a)
{
    int pieces = a->pieces ? a->pieces : CLI_EGDB_DEFAULT_PIECES;
    if (!pick_dir(a) || !memory_suffices(pieces))
        return 1;
    FileProblem why;
    char said[FILE_PROBLEM_TEXT_SIZE];
    if (!files_make_dirs(a->dir, &why)) {
        cli_error(_("egdb build: %s"), words_file_problem(&why, said, sizeof said));
        return 1;
    }
    Bar bar = {clock_now_ms(), 0, false};
    EgdbBuildOptions o = {a->dir, pieces, a->threads, isatty(STDERR_FILENO) ? draw_bar : NULL, &bar, NULL};
    EgdbBuildStats st;
    bool ok = egdb_build(&o, &st, &why);
    end_bar(&bar);
    if (!ok) {
        cli_error(_("egdb build: %s"), words_file_problem(&why, said, sizeof said));
        return 1;
    }
    printf("pieces  tables      positions        bytes   seconds\n");
    for (int n = 2; n <= o.pieces; n++)
        printf("%6d %7d %14llu %12llu %9.1f\n", n, st.tables[n], (unsigned long long)st.positions[n],
               (unsigned long long)st.bytes[n], st.seconds[n]);
    printf("%d tables kept from an earlier build; longest distance to conversion %d plies\n", st.kept,
           st.max_distance);
    printf("databases of up to %d pieces in %s\n", o.pieces, a->dir);
    return 0;
}

static int egdb_verify_cmd(EgdbArgs *a)
{
    if (!pick_dir(a))
        return 1;
    if (a->pieces == 0) {
        Egdb *db = cli_egdb_open(a->dir, false);
        if (db == NULL)
            return 1;
        a->pieces = egdb_pieces(db);
        egdb_close(db);
    }
    if (!memory_suffices(a->pieces))
        return 1;
    Bar bar = {clock_now_ms(), 0, false};
    EgdbBuildOptions o = {a->dir, a->pieces, a->threads, isatty(STDERR_FILENO) ? draw_bar : NULL, &bar, NULL};
    EgdbVerifyStats st;
    FileProblem why;
    char said[FILE_PROBLEM_TEXT_SIZE];
    bool ok = egdb_verify(&o, &st, &why);
    end_bar(&bar);
    if (!ok) {
        cli_error(_("egdb verify: %s"), words_file_problem(&why, said, sizeof said));
        return 1;
    }
    printf("%d tables, %llu positions checked, %llu wrong\n", st.tables, (unsigned long long)st.positions,
           (unsigned long long)st.wrong);
    return st.wrong == 0 ? 0 : 1;
}

/* The value as its first word, for scripts ("win", "draw", "loss"), then
 * the distance and the best move: "win in 7 plies to conversion, best move
 * 22-18", "draw, best move 18-13" would give awk "draw,". */
static void print_probe(Egdb *db, const Position *p, EgdbValue value)
{
    Move best;
    char mv[MOVE_STRSIZE];
    EgdbWdl wdl = egdb_wdl(value);
    printf("%s", egdb_wdl_name(wdl));
    if (wdl != EGDB_DRAW)
        printf(" in %d plies to conversion", egdb_value_distance(value));
    if (egdb_best(db, p, &best, &value))
        printf(" (best move %s)", move_format(&best, mv, sizeof mv));
    printf("\n");
}

static int egdb_probe_cmd(EgdbArgs *a)
{
    Position p;
    FenError bad;
    char err[FEN_ERRSIZE];
    if (fen_parse_why(a->fen, &p, &bad) != 0) {
        cli_error(_("egdb probe: invalid FEN: %s"), words_fen_error(&bad, err, sizeof err));
        return EXIT_USAGE;
    }
    Egdb *db = cli_egdb_open(a->dir, false);
    if (db == NULL)
        return 1;
    EgdbValue value;
    int status = 1;
    FileProblem why;
    char problem[FILE_PROBLEM_TEXT_SIZE];
    switch (egdb_probe_status(db, &p, &value)) {
    case EGDB_PROBE_TOO_MANY_PIECES:
        cli_error(_("egdb probe: the position has %d pieces, the databases cover %d"), popcount32(pos_occupied(&p)),
                  egdb_pieces(db));
        break;
    case EGDB_PROBE_GAME_OVER:
        cli_error("%s", _("egdb probe: the game is already over in this position"));
        break;
    case EGDB_PROBE_DAMAGED:
        egdb_problem(db, &why);
        cli_error(_("egdb probe: no answer, a table is damaged: %s"),
                  words_file_problem(&why, problem, sizeof problem));
        break;
    case EGDB_PROBE_FOUND:
        print_probe(db, &p, value);
        status = 0;
        break;
    }
    egdb_close(db);
    return status;
}

int cmd_egdb(int argc, char **argv)
{
    EgdbArgs a;
    char command[32];
    const char *sub = argc >= 2 ? argv[1] : "";
    bool probe = strcmp(sub, "probe") == 0;
    if (!probe && strcmp(sub, "build") != 0 && strcmp(sub, "verify") != 0)
        return argc < 2 ? cli_usage_error("egdb", "%s", _("which one: build, verify or probe?"))
                        : cli_usage_error("egdb", _("unknown subcommand '%s'"), sub);
    snprintf(command, sizeof command, "egdb %s", sub);
    a.command = command;
    if (!parse_args(argc, argv, probe, &a))
        return EXIT_USAGE;
    if (probe)
        return egdb_probe_cmd(&a);
    return strcmp(sub, "build") == 0 ? egdb_build_cmd(&a) : egdb_verify_cmd(&a);
}
