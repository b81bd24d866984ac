/*
 * cli_drill.c - `dama drill`: the federation's endgame ladder from the
 * command line (docs/drills.md).
 *
 *   dama drill --list [--json]              the steps, what each teaches
 *   dama drill N [--seed S] [--json]        a won position of step N
 *   dama drill N [--seed S] [--json] --play MOVE...
 *                                           a whole attempt: the player's
 *                                           moves, the databases' replies,
 *                                           the verdict; recorded in
 *                                           $XDG_DATA_HOME/dama/drills.txt
 *   dama drill --build [--dir D]            build the 2-5 piece databases
 *
 * The drills are the session layer's (drill.h); the sentences are here,
 * each whole through _().  What --json and the move lines print is for
 * scripts and stays English.
 */
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "cli.h"
#include "drill.h"
#include "egdb.h"
#include "fen.h"
#include "files.h"
#include "intl.h"
#include "words_files.h"
#include "notation.h"
#include "numparse.h"
#include "text.h"
#include "words_drill.h"
#include "words_move.h"

enum { MAX_SEED = 2147483647, DRILL_BUILD_PIECES = 5 };

typedef struct DrillArgs {
    bool list, json, build, seeded;
    int number;               /* 0: none given */
    int seed;
    const char *dir;          /* the databases; NULL: the installed ones */
    char **moves;             /* --play's moves */
    int nmoves;
    bool play;
} DrillArgs;

/* ------------------------------------------------------------------ */
/* Arguments                                                           */

static bool parse_value(int argc, char **argv, int *i, const char *what, int min, int max, int *out)
{
    if (*i + 1 >= argc || !parse_int(argv[*i + 1], min, max, out)) {
        cli_usage_error("drill", _("%s needs a number %d..%d"), what, min, max);
        return false;
    }
    (*i)++;
    return true;
}

static bool parse_args(int argc, char **argv, DrillArgs *a)
{
    memset(a, 0, sizeof *a);
    for (int i = 1; i < argc; i++) {
        const char *s = argv[i];
        if (strcmp(s, "--list") == 0) {
            a->list = true;
        } else if (strcmp(s, "--json") == 0) {
            a->json = true;
        } else if (strcmp(s, "--build") == 0) {
            a->build = true;
        } else if (strcmp(s, "--seed") == 0) {
            if (!parse_value(argc, argv, &i, "--seed", 0, MAX_SEED, &a->seed))
                return false;
            a->seeded = true;
        } else if (strcmp(s, "--dir") == 0) {
            if (i + 1 >= argc || argv[i + 1][0] == '\0') {
                cli_usage_error("drill", "%s", _("--dir needs a directory"));
                return false;
            }
            a->dir = argv[++i];
        } else if (strcmp(s, "--play") == 0) {
            a->play = true;
            a->moves = argv + i + 1;
            a->nmoves = argc - i - 1;
            break;
        } else if (a->number == 0 && parse_int(s, 1, DRILL_COUNT, &a->number)) {
            continue;
        } else {
            cli_usage_error("drill", _("unknown argument '%s' (the drills are 1..%d)"), s, DRILL_COUNT);
            return false;
        }
    }
    if ((a->list || a->build) && (a->number != 0 || a->play)) {
        cli_usage_error("drill", "%s", _("--list and --build take no drill number"));
        return false;
    }
    if (!a->list && !a->build && a->number == 0) {
        cli_usage_error("drill", _("which drill: a number 1..%d, or --list"), DRILL_COUNT);
        return false;
    }
    return true;
}

/* ------------------------------------------------------------------ */
/* The list                                                            */

static void json_text(const char *text)
{
    char shown[1024];
    text_sanitize(shown, sizeof shown, text);
    putchar('"');
    for (const char *s = shown; *s; s++) {
        if (*s == '"' || *s == '\\')
            putchar('\\');
        putchar(*s);
    }
    putchar('"');
}

static void print_spec_json(const DrillSpec *s)
{
    printf("{\"drill\": %d, \"key\": \"%s\", \"pieces\": %d, \"kings\": %d, \"men\": %d, "
           "\"defender_kings\": %d, \"defender_men\": %d, \"player\": \"%s\", \"goal\": \"%s\", "
           "\"named\": %s, \"name\": ",
           s->number, s->key, drill_pieces(s), s->kings, s->men, s->defender_kings, s->defender_men,
           side_name(s->player), s->goal == DRILL_GOAL_HOLD ? "hold" : "win", s->setup_count > 0 ? "true" : "false");
    json_text(words_drill_name_english(s->number));
    putchar('}');
}

static int list_drills(bool json)
{
    if (json)
        printf("[");
    for (int n = 1; n <= DRILL_COUNT; n++) {
        const DrillSpec *s = drill_spec(n);
        if (json) {
            printf("%s\n ", n > 1 ? "," : "");
            print_spec_json(s);
        } else {
            printf("%d. %s\n   ", n, words_drill_name(n));
            printf(P_("It needs the endgame databases of %d piece.", "It needs the endgame databases of %d pieces.",
                      drill_pieces(s)),
                   drill_pieces(s));
            printf(" %s\n", words_drill_teaches(n));
        }
    }
    if (json)
        printf("\n]\n");
    return 0;
}

/* ------------------------------------------------------------------ */
/* One drill                                                           */

/* `dama egdb build --pieces 5 [--dir D]`, with its progress bar. */
static int build_databases(const char *dir)
{
    char pieces[8];
    snprintf(pieces, sizeof pieces, "%d", DRILL_BUILD_PIECES);
    char *args[] = {"egdb", "build", "--pieces", pieces, "--dir", (char *)dir, NULL};
    return cmd_egdb(dir != NULL ? 6 : 4, args);
}

/* The databases for s, or NULL after saying what to build. */
static Egdb *open_for(const DrillSpec *s, const char *dir)
{
    Egdb *db = cli_egdb_open(dir, true);
    if (db != NULL && egdb_pieces(db) >= drill_pieces(s))
        return db;
    if (db != NULL)
        egdb_close(db);
    /* The drill --build builds 5 pieces; drill 5 needs 6. */
    if (drill_pieces(s) <= DRILL_BUILD_PIECES)
        cli_error(_("drill %d needs the endgame databases of %d pieces; build them with 'dama egdb build --pieces "
                    "%d' (or 'dama drill --build')."),
                  s->number, drill_pieces(s), drill_pieces(s) < DRILL_BUILD_PIECES ? DRILL_BUILD_PIECES
                                                                                    : drill_pieces(s));
    else
        cli_error(_("drill %d needs the endgame databases of %d pieces; build them with 'dama egdb build --pieces "
                    "%d'."),
                  s->number, drill_pieces(s), drill_pieces(s));
    return NULL;
}

static int default_seed(void)
{
    return (int)(((unsigned)time(NULL) ^ ((unsigned)getpid() << 16)) % (unsigned)MAX_SEED);
}

static void print_drill_text(const DrillSpec *s, int seed, const Position *p, int plies, int shortest)
{
    char fen[128];
    fen_format(p, fen, sizeof fen);
    printf(_("Drill %d: %s."), s->number, words_drill_name(s->number));
    printf("\n%s\n", fen);
    printf("%s", words_drill_player(p->side, s->goal));
    if (s->goal == DRILL_GOAL_WIN) {
        putchar(' ');
        printf(P_("The databases win it in %d move.", "The databases win it in %d moves.", shortest), shortest);
        putchar(' ');
        printf(P_("The first capture or crowning comes in %d ply.",
                  "The first capture or crowning comes in %d plies.", plies),
               plies);
    }
    printf("\n%s\n%s\n%s", words_drill_teaches(s->number), words_drill_how(s->number), words_drill_rule(s->goal));
    putchar('\n');
    printf(_("Seed %d: 'dama drill %d --seed %d' shows this position again."), seed, s->number, seed);
    putchar('\n');
}

static void print_drill_json(const DrillSpec *s, int seed, const Position *p, int plies, int shortest)
{
    char fen[128];
    fen_format(p, fen, sizeof fen);
    printf("{\"drill\": %d, \"key\": \"%s\", \"seed\": %d, \"fen\": \"%s\", \"side\": \"%s\", "
           "\"goal\": \"%s\", \"plies_to_conversion\": %d, \"shortest_win\": %d",
           s->number, s->key, seed, fen, side_name(p->side), s->goal == DRILL_GOAL_HOLD ? "hold" : "win", plies,
           shortest);
}

/* ------------------------------------------------------------------ */
/* An attempt                                                          */

static const char *verdict_key(DrillVerdict v)
{
    static const char *const KEYS[] = {
        [DRILL_PLAYING] = "unfinished",    [DRILL_WON] = "won",
        [DRILL_THROWN_DRAW] = "drawn",     [DRILL_THROWN_LOSS] = "lost",
        [DRILL_REPETITION] = "repetition", [DRILL_FIFTY_MOVES] = "fifty-moves",
        [DRILL_DATABASE_FAILED] = "database-failed", [DRILL_HELD] = "held",
    };
    return KEYS[v];
}

static void print_verdict(const DrillAttempt *a)
{
    char said[1024];
    printf("%s\n", words_drill_verdict(a, said, sizeof said));
}

/* Count a finished attempt in drills.txt; false after saying why not. */
static bool record_attempt(int number, const DrillAttempt *a)
{
    if (a->verdict == DRILL_PLAYING || a->verdict == DRILL_DATABASE_FAILED)
        return true;
    Files files;
    char err[FILE_PROBLEM_TEXT_SIZE];
    char path[FILES_PATH_SIZE];
    FileProblem why;
    if (!files_init(&files)) {
        cli_error("%s", _("drill: the attempt is not recorded: neither XDG_DATA_HOME nor HOME is set."));
        return false;
    }
    drill_progress_path(files.data_dir, path, sizeof path);
    DrillProgress p;
    bool ok = files_ensure_dir(&files, &why) && drill_progress_read(path, &p, &why);
    if (ok) {
        drill_progress_record(&p, number, a);
        ok = drill_progress_write(path, &p, &why);
    }
    if (!ok)
        cli_error(_("drill: the attempt is not recorded: %s"), words_file_problem(&why, err, sizeof err));
    return ok;
}

/* The player's moves, each followed by the databases' reply, one move
 * number a line ("1. 22-18 5-9"); false when a move is refused. */
static bool play_moves(DrillAttempt *a, const DrillArgs *args, bool print_lines)
{
    for (int i = 0; i < args->nmoves && a->verdict == DRILL_PLAYING; i++) {
        Move m, reply;
        MoveRefusal why;
        if (move_parse_why(&a->game.pos, args->moves[i], true, &m, &why) != PARSE_OK) {
            char said[512];
            cli_error(_("drill: move %d refused: %s"), i + 1,
                      words_refused_move(args->moves[i], &why, said, sizeof said));
            return false;
        }
        bool replied;
        drill_attempt_play(a, &m, &reply, &replied);
        char mine[MOVE_STRSIZE], theirs[MOVE_STRSIZE];
        if (print_lines)
            printf("%d. %s%s%s\n", i + 1, move_format(&m, mine, sizeof mine), replied ? " " : "",
                   replied ? move_format(&reply, theirs, sizeof theirs) : "");
    }
    return true;
}

static int run_attempt(const DrillSpec *s, Egdb *db, const Position *start, const DrillArgs *args)
{
    DrillAttempt a;
    drill_attempt_start(&a, db, start);
    bool ok = play_moves(&a, args, !args->json);
    char fen[128];
    fen_format(&a.game.pos, fen, sizeof fen);
    if (args->json) {
        printf(", \"verdict\": \"%s\", \"moves\": %d, \"fen_now\": \"%s\"}\n", verdict_key(a.verdict),
               a.player_moves, fen);
    } else if (ok) {
        if (a.verdict == DRILL_PLAYING)
            printf("%s\n", fen);
        print_verdict(&a);
    }
    if (!ok || a.verdict == DRILL_DATABASE_FAILED) {
        drill_attempt_free(&a);
        return 1;
    }
    bool recorded = record_attempt(s->number, &a);
    drill_attempt_free(&a);
    return recorded ? 0 : 1;
}

static int run_drill(const DrillArgs *args)
{
    const DrillSpec *s = drill_spec(args->number);
    Egdb *db = open_for(s, args->dir);
    if (db == NULL)
        return 1;
    int seed = args->seeded ? args->seed : default_seed();
    Position start;
    int plies = 0, status = 0;
    DrillPickStatus picked = drill_pick(db, s, (uint64_t)seed, &start, &plies);
    if (picked != DRILL_PICKED) {
        cli_error(_("drill %d: no won position was found with seed %d."), s->number, seed);
        egdb_close(db);
        return 1;
    }
    /* A held draw has no win to measure against. */
    int shortest = s->goal == DRILL_GOAL_WIN ? drill_shortest_win(db, &start) : 0;
    if (args->json)
        print_drill_json(s, seed, &start, plies, shortest);
    else
        print_drill_text(s, seed, &start, plies, shortest);
    if (args->play)
        status = run_attempt(s, db, &start, args);
    else if (args->json)
        printf("}\n");
    egdb_close(db);
    return status;
}

int cmd_drill(int argc, char **argv)
{
    DrillArgs a;
    if (!parse_args(argc, argv, &a))
        return EXIT_USAGE;
    if (a.list)
        return list_drills(a.json);
    if (a.build)
        return build_databases(a.dir);
    return run_drill(&a);
}
