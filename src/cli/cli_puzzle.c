/*
 * cli_puzzle.c - `dama puzzle`: tactics to solve (docs/puzzles.md).
 *
 *   dama puzzle [--id N] [--json] [--file FILE]     one puzzle, for scripts
 *   dama puzzle --answer ID MOVE... [--json] [--file FILE]
 *   dama puzzle verify [FILE] [--first N] [--depth D]
 *
 * and the puzzle part of `dama stats` (cli_puzzle_stats).  The puzzle's
 * lines (id, fen, side, theme, phase, difficulty, solution) and every
 * --json object are machine-read: English, stable.  The answer's verdict and
 * the rating are sentences for the player.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "cli.h"
#include "fen.h"
#include "files.h"
#include "intl.h"
#include "words_puzzle.h"
#include "notation.h"
#include "numparse.h"
#include "puzzle.h"
#include "puzzle_set.h"
#include "text.h"

enum { PUZZLE_PLOT_COLUMNS = 60, VERIFY_FIRST_MAX = 100000000 };

typedef struct PuzzleOptions {
    const char *file;       /* NULL: where puzzle_set_locate looks */
    int id;                 /* 0: drawn near the rating */
    bool json;
    int answer_first;       /* index in argv of the first move of --answer; 0: no answer */
    int answer_count;
} PuzzleOptions;

/* ------------------------------------------------------------------ */
/* Files                                                               */

static void program_path(char *buf, size_t size)
{
    ssize_t n = readlink("/proc/self/exe", buf, size - 1);
    buf[n > 0 ? n : 0] = '\0';
}

/* The puzzles of file (NULL: the shipped ones); false after saying why. */
static bool open_set(const char *file, PuzzleSet *set, char *path, size_t size)
{
    if (file != NULL) {
        snprintf(path, size, "%s", file);
    } else {
        char exe[FILES_PATH_SIZE];
        program_path(exe, sizeof exe);
        if (!puzzle_set_locate(exe, path, size)) {
            char shown[FILES_PATH_SIZE];
            text_sanitize(shown, sizeof shown, path);
            cli_error(_("the puzzles are missing: %s cannot be read (reinstall dama, or set DAMA_PUZZLES)"), shown);
            return false;
        }
    }
    PuzzleSetError e;
    if (puzzle_set_read(path, set, &e) != PUZZLE_SET_OK) {
        char said[PDN_ERRSIZE + FILES_PATH_SIZE];
        cli_error("%s", words_puzzle_set_error(path, &e, said, sizeof said));
        return false;
    }
    return true;
}

static void report_record_error(const char *path, PuzzleRecordStatus st, int line, const FileProblem *why)
{
    char said[FILE_PROBLEM_TEXT_SIZE + FILES_PATH_SIZE];
    cli_error("%s", words_puzzle_record_error(path, st, line, why, said, sizeof said));
}

/* The attempts file's path and contents; false after saying why. */
static bool open_record(char *path, size_t size, PuzzleRecord *r)
{
    Files files;
    if (!files_init(&files)) {
        cli_error("%s", _("puzzle: no data directory (neither XDG_DATA_HOME nor HOME is set)"));
        return false;
    }
    puzzle_record_path(files.data_dir, path, size);
    FileProblem why;
    int line;
    PuzzleRecordStatus st = puzzle_record_read(path, r, &line, &why);
    if (st != PUZZLE_RECORD_OK) {
        report_record_error(path, st, line, &why);
        return false;
    }
    return true;
}

/* ------------------------------------------------------------------ */
/* One puzzle, for scripts                                             */

static void print_solution(const Puzzle *p, const char *sep, const char *quote)
{
    char mv[MOVE_STRSIZE];
    for (int i = 0; i < p->len; i++)
        printf("%s%s%s%s", i > 0 ? sep : "", quote, move_format(&p->moves[i], mv, sizeof mv), quote);
}

static void print_puzzle(const Puzzle *p, bool json)
{
    char fen[FEN_BUFSIZE];
    fen_format(&p->start, fen, sizeof fen);
    const char *side = p->start.side == WHITE ? "white" : "black";
    if (json) {
        printf("{\"id\": %d, \"fen\": \"%s\", \"side\": \"%s\", \"theme\": \"%s\", \"phase\": \"%s\", "
               "\"difficulty\": %d, \"solution\": [",
               p->id, fen, side, puzzle_theme_tag(p->theme), puzzle_phase_tag(p->phase), p->difficulty);
        print_solution(p, ", ", "\"");
        printf("]}\n");
        return;
    }
    printf("id %d\nfen %s\nside %s\ntheme %s\nphase %s\ndifficulty %d\nsolution ", p->id, fen, side,
           puzzle_theme_tag(p->theme), puzzle_phase_tag(p->phase), p->difficulty);
    print_solution(p, " ", "");
    putchar('\n');
}

static int show_puzzle(const PuzzleOptions *o, const PuzzleSet *set)
{
    const Puzzle *p;
    if (o->id != 0) {
        p = puzzle_set_find(set, o->id);
        if (p == NULL) {
            cli_error(_("puzzle: no puzzle has the id %d"), o->id);
            return 1;
        }
    } else {
        char path[FILES_PATH_SIZE];
        PuzzleRecord r;
        if (!open_record(path, sizeof path, &r))
            return 1;
        Glicko g = puzzle_rating(&r, NULL);
        p = puzzle_draw(set, &r, glicko_rounded(&g));
        puzzle_record_free(&r);
    }
    print_puzzle(p, o->json);
    return 0;
}

/* ------------------------------------------------------------------ */
/* An answer                                                           */

static void print_answer(const Puzzle *p, bool solved, const Glicko *before, const Glicko *after, int attempts,
                         bool json)
{
    int was = glicko_rounded(before), now = glicko_rounded(after);
    if (json) {
        printf("{\"id\": %d, \"solved\": %s, \"solution\": [", p->id, solved ? "true" : "false");
        print_solution(p, ", ", "\"");
        printf("], \"rating_before\": %d, \"rating\": %d, \"deviation\": %.2f, \"volatility\": %.6f, "
               "\"provisional\": %s, \"attempts\": %d}\n",
               was, now, after->deviation, after->volatility, glicko_provisional(after) ? "true" : "false", attempts);
        return;
    }
    if (solved)
        printf("%s\n", _("Solved."));
    else
        printf("%s\n", _("Not solved."));
    printf("%s", _("The solution: "));
    print_solution(p, " ", "");
    putchar('\n');
    printf(_("Puzzle rating: %d (%+d), deviation %.0f.\n"), now, now - was, after->deviation);
}

static int answer_puzzle(const PuzzleOptions *o, char **argv, const PuzzleSet *set)
{
    const Puzzle *p = puzzle_set_find(set, o->id);
    if (p == NULL) {
        cli_error(_("puzzle: no puzzle has the id %d"), o->id);
        return 1;
    }
    int at;
    PuzzleAnswer verdict = puzzle_judge(p, (const char *const *)(argv + o->answer_first), o->answer_count, &at);
    if (verdict == PUZZLE_ANSWER_UNREADABLE || verdict == PUZZLE_ANSWER_TOO_MANY) {
        char shown[MOVE_STRSIZE];
        text_sanitize(shown, sizeof shown, argv[o->answer_first + at]);
        if (verdict == PUZZLE_ANSWER_UNREADABLE)
            cli_error(_("puzzle: '%s' is not a legal move at that point of the puzzle; nothing recorded"), shown);
        else
            cli_error(P_("puzzle: the solution has only %d move of yours; nothing recorded",
                         "puzzle: the solution has only %d moves of yours; nothing recorded", puzzle_solver_moves(p)),
                      puzzle_solver_moves(p));
        return 1;
    }
    char path[FILES_PATH_SIZE];
    PuzzleRecord r;
    if (!open_record(path, sizeof path, &r))
        return 1;
    Glicko before = puzzle_rating(&r, NULL);
    PuzzleAttempt a = {.id = p->id, .solved = verdict == PUZZLE_ANSWER_RIGHT, .difficulty = p->difficulty,
                       .time = (long long)time(NULL)};
    Files files;
    PuzzleRecordStatus st = PUZZLE_RECORD_WRITE_FAILED;
    FileProblem why;
    if (!files_init(&files))
        file_problem_set(&why, FILE_PROBLEM_NO_DATA_DIR, NULL);
    else if (files_ensure_dir(&files, &why))
        st = puzzle_record_add(path, &r, &a, &why);
    int status = 0;
    if (st != PUZZLE_RECORD_OK) {
        report_record_error(path, st, 0, &why);
        status = 1;
    } else {
        Glicko after = puzzle_rating(&r, NULL);
        print_answer(p, a.solved, &before, &after, r.count, o->json);
    }
    puzzle_record_free(&r);
    return status;
}

/* ------------------------------------------------------------------ */
/* verify                                                              */

static const char *failure_text(PuzzleVerdict v)
{
    switch (v) {
    case PUZZLE_NO_CHOICE:
        return _("the solver has no free choice (a capture is due, or one move only)");
    case PUZZLE_NO_GAIN:
        return _("no first move wins a man by force");
    case PUZZLE_NOT_UNIQUE:
        return _("another first move also wins, or is less than a man worse");
    case PUZZLE_OTHER_FIRST:
        return _("another first move is the solution");
    default:
        return _("the solution line does not end with the gain secured");
    }
}

static int verify(int argc, char **argv)
{
    const char *file = NULL;
    int first = 0, depth = PUZZLE_VERIFY_DEPTH;
    for (int i = 1; i < argc; i++) {
        bool is_first = strcmp(argv[i], "--first") == 0, is_depth = strcmp(argv[i], "--depth") == 0;
        if (is_first || is_depth) {
            int hi = is_first ? VERIFY_FIRST_MAX : MAX_PLY;
            if (i + 1 >= argc || !parse_int(argv[i + 1], 1, hi, is_first ? &first : &depth))
                return cli_usage_error("puzzle verify", _("%s needs a whole number from 1 to %d"), argv[i], hi);
            i++;
        } else if (argv[i][0] != '-' && file == NULL) {
            file = argv[i];
        } else {
            char shown[64];
            text_sanitize(shown, sizeof shown, argv[i]);
            return cli_usage_error("puzzle verify", _("unknown argument '%s'"), shown);
        }
    }
    PuzzleSet set;
    char path[FILES_PATH_SIZE];
    if (!open_set(file, &set, path, sizeof path))
        return 1;
    PuzzleSolver *solver = puzzle_solver_new();
    if (solver == NULL) {
        puzzle_set_free(&set);
        cli_error("%s", _("out of memory"));
        return 1;
    }
    int n = first > 0 && first < set.count ? first : set.count, failed = 0;
    for (int i = 0; i < n; i++) {
        const Puzzle *p = &set.items[i];
        PuzzleCheck c;
        PuzzleVerdict v = puzzle_check(solver, &p->start, depth, &c);
        if (v == PUZZLE_SOUND && !move_same_effect(&c.first, &p->moves[0]))
            v = PUZZLE_OTHER_FIRST;
        else if (v == PUZZLE_SOUND && !puzzle_line_secured(&p->start, p->moves, p->len))
            v = PUZZLE_UNSECURED;
        if (v != PUZZLE_SOUND) {
            cli_error(_("puzzle %d: %s"), p->id, failure_text(v));
            failed++;
        }
    }
    if (failed == 0)
        printf(P_("%d puzzle verified at depth %d: sound.\n", "%d puzzles verified at depth %d: all sound.\n",
                  n),
               n, depth);
    else
        cli_error(P_("%d of %d puzzle failed.", "%d of %d puzzles failed.", n), failed, n);
    puzzle_solver_free(solver);
    puzzle_set_free(&set);
    return failed == 0 ? 0 : 1;
}

/* ------------------------------------------------------------------ */

static bool parse_options(int argc, char **argv, PuzzleOptions *o)
{
    memset(o, 0, sizeof *o);
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (strcmp(a, "--json") == 0) {
            o->json = true;
        } else if (strcmp(a, "--file") == 0 && i + 1 < argc) {
            o->file = argv[++i];
        } else if (strcmp(a, "--id") == 0 || strcmp(a, "--answer") == 0) {
            bool answer = strcmp(a, "--answer") == 0;
            if (o->id != 0) {
                cli_usage_error("puzzle", "%s", _("give --id or --answer once, not both"));
                return false;
            }
            if (i + 1 >= argc || !parse_int(argv[i + 1], 1, PUZZLE_ID_MAX, &o->id)) {
                cli_usage_error("puzzle", _("%s needs a puzzle id (a whole number from 1)"), a);
                return false;
            }
            i++;
            if (answer) {
                o->answer_first = i + 1;
                while (i + 1 < argc && argv[i + 1][0] != '-')
                    i++;
                o->answer_count = i + 1 - o->answer_first;
                if (o->answer_count == 0) {
                    cli_usage_error("puzzle", "%s", _("--answer needs the puzzle id and your moves"));
                    return false;
                }
            }
        } else {
            char shown[64];
            text_sanitize(shown, sizeof shown, a);
            cli_usage_error("puzzle", _("unknown argument '%s'"), shown);
            return false;
        }
    }
    return true;
}

int cmd_puzzle(int argc, char **argv)
{
    if (argc > 1 && strcmp(argv[1], "verify") == 0)
        return verify(argc - 1, argv + 1);
    PuzzleOptions o;
    if (!parse_options(argc, argv, &o))
        return EXIT_USAGE;
    PuzzleSet set;
    char path[FILES_PATH_SIZE];
    if (!open_set(o.file, &set, path, sizeof path))
        return 1;
    int status = o.answer_first > 0 ? answer_puzzle(&o, argv, &set) : show_puzzle(&o, &set);
    puzzle_set_free(&set);
    return status;
}

/* ------------------------------------------------------------------ */
/* The puzzle part of `dama stats`                                     */

static int solved_count(const PuzzleRecord *r)
{
    int n = 0;
    for (int i = 0; i < r->count; i++)
        n += r->attempts[i].solved;
    return n;
}

void cli_puzzle_stats(const char *data_dir, bool json, bool unicode)
{
    char path[FILES_PATH_SIZE];
    FileProblem why;
    PuzzleRecord r;
    int line;
    puzzle_record_path(data_dir, path, sizeof path);
    PuzzleRecordStatus st = puzzle_record_read(path, &r, &line, &why);
    if (st != PUZZLE_RECORD_OK) {
        report_record_error(path, st, line, &why);
        if (json)
            printf("null");
        return;
    }
    Glicko *history = r.count > 0 ? malloc((size_t)r.count * sizeof *history) : NULL;
    int *values = r.count > 0 ? malloc((size_t)r.count * sizeof *values) : NULL;
    if (r.count > 0 && (history == NULL || values == NULL)) {
        cli_error("%s", _("out of memory"));
        if (json)
            printf("null");
    } else {
        Glicko g = puzzle_rating(&r, history);
        for (int i = 0; i < r.count; i++)
            values[i] = glicko_rounded(&history[i]);
        if (json) {
            printf("{\"rating\": %d, \"deviation\": %.2f, \"volatility\": %.6f, \"provisional\": %s, "
                   "\"attempts\": %d, \"solved\": %d, \"history\": [",
                   glicko_rounded(&g), g.deviation, g.volatility, glicko_provisional(&g) ? "true" : "false", r.count,
                   solved_count(&r));
            for (int i = 0; i < r.count; i++)
                printf("%s%d", i > 0 ? ", " : "", values[i]);
            printf("]}");
        } else {
            printf("\n");
            printf(P_("Puzzles: rating %d, deviation %.0f; %d attempt, %d solved.\n",
                      "Puzzles: rating %d, deviation %.0f; %d attempts, %d solved.\n", r.count),
                   glicko_rounded(&g), g.deviation, r.count, solved_count(&r));
            if (r.count > 0) {
                int shown = r.count < PUZZLE_PLOT_COLUMNS ? r.count : PUZZLE_PLOT_COLUMNS;
                printf(P_("\nPuzzle rating after each attempt (the last %d):\n",
                          "\nPuzzle rating after each attempt (the last %d):\n", shown),
                       shown);
                cli_print_plot(values + (r.count - shown), shown, unicode);
            }
        }
    }
    free(values);
    free(history);
    puzzle_record_free(&r);
}
