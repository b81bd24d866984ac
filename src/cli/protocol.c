/*
 * protocol.c - "dama engine": the line protocol of docs/protocol.md.
 *
 * The main loop reads commands; "go" starts the search on the engine
 * runner (runner.h) so that "stop", "isready" and "quit" are answered while
 * it thinks.  Both threads write whole lines under one lock and flush after
 * each.  At the end of the input any search is stopped and its bestmove
 * printed before the program exits.
 */
#include "protocol.h"

#include <pthread.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <time.h>

#include "fen.h"
#include "game.h"
#include "movegen.h"
#include "levels.h"
#include "notation.h"
#include "numparse.h"
#include "runner.h"
#include "search_report.h"
#include "text.h"
#include "tt.h"

enum {
    MAX_TOKENS = 4096,
    QUOTED_WORD_MAX = 40 /* bytes of an unknown word quoted back */
};

/* The limits "go" takes ("level" is an option: setoption name Level). */
enum { GO_LIMITS = LIMIT_DEPTH | LIMIT_MOVETIME | LIMIT_NODES | LIMIT_CLOCK };

typedef struct Protocol {
    FILE *out;
    pthread_mutex_t out_lock;
    Runner *runner;
    Engine *engine;         /* the runner's, for settings between searches */
    Egdb *egdb;             /* set by "setoption name EgdbPath", NULL: none */
    const Book *book;       /* the book "setoption name Book value true" uses; may be NULL */
    Game game;              /* the position set by "position" */
    int level;              /* 1..10 */
    int contempt;           /* "setoption name Contempt", centi-men (SearchLimits.contempt) */

    /* Shared with the runner's worker under lock. */
    pthread_mutex_t lock;
    pthread_cond_t cond;
    bool infinite;          /* "go infinite": hold bestmove until "stop" */
    bool stop_requested;
} Protocol;

/* ------------------------------------------------------------------ */
/* Output                                                              */

static void send_line(Protocol *pr, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

static void send_line(Protocol *pr, const char *fmt, ...)
{
    va_list ap;
    pthread_mutex_lock(&pr->out_lock);
    va_start(ap, fmt);
    vfprintf(pr->out, fmt, ap);
    va_end(ap);
    fputc('\n', pr->out);
    fflush(pr->out);
    pthread_mutex_unlock(&pr->out_lock);
}

/* ------------------------------------------------------------------ */
/* The search thread                                                   */

static void report_info(const SearchInfo *info, void *ctx)
{
    Protocol *pr = ctx;
    char line[INFO_LINE_SIZE];
    search_format_info(info, line, sizeof line);
    send_line(pr, "%s", line);
}

/* On the worker once the search ended: "go infinite" must not answer
 * before it is told to stop. */
static void report_bestmove(const RunnerResult *res, void *ctx)
{
    Protocol *pr = ctx;
    pthread_mutex_lock(&pr->lock);
    while (pr->infinite && !pr->stop_requested)
        pthread_cond_wait(&pr->cond, &pr->lock);
    pthread_mutex_unlock(&pr->lock);

    char line[BESTMOVE_LINE_SIZE];
    search_format_bestmove(res->found, &res->best, line, sizeof line);
    send_line(pr, "%s", line);
}

/* Stop the running search (if any) and wait until its bestmove is out. */
static void stop_search(Protocol *pr)
{
    if (!runner_running(pr->runner))
        return;
    pthread_mutex_lock(&pr->lock);
    pr->stop_requested = true;
    pthread_cond_broadcast(&pr->cond);
    pthread_mutex_unlock(&pr->lock);
    runner_move_now(pr->runner);
    runner_wait(pr->runner, NULL);
}

static void wait_search(Protocol *pr)
{
    runner_wait(pr->runner, NULL);
}

static bool start_search(Protocol *pr, const SearchLimits *lim, bool infinite)
{
    pr->infinite = infinite;   /* no worker runs: no lock needed */
    pr->stop_requested = false;
    RunnerCallbacks cb = {report_info, report_bestmove, pr};
    return runner_start(pr->runner, &pr->game, lim, &cb, 0);
}

/* ------------------------------------------------------------------ */
/* Commands                                                            */

typedef struct Tokens {
    char *v[MAX_TOKENS];
    int n;
} Tokens;

/* Split line into words; false when there are more than MAX_TOKENS.  Each
 * word is sanitised (text.h), since error lines quote them. */
static bool tokenize(char *line, Tokens *t)
{
    t->n = 0;
    for (char *s = strtok(line, " \t\r\n"); s != NULL; s = strtok(NULL, " \t\r\n")) {
        if (t->n == MAX_TOKENS)
            return false;
        text_sanitize(s, strlen(s) + 1, s);
        t->v[t->n++] = s;
    }
    return true;
}

/* Commands that change the position or the engine wait for a bounded
 * search to end (so a script can pipe a whole session without waiting);
 * during "go infinite" they are refused: it would never end by itself. */
static bool busy(Protocol *pr, const char *cmd)
{
    if (!runner_running(pr->runner))
        return false;
    pthread_mutex_lock(&pr->lock);
    bool infinite = pr->infinite;
    pthread_mutex_unlock(&pr->lock);
    if (infinite) {
        send_line(pr, "error %s: an infinite search is running (send stop first)", cmd);
        return true;
    }
    wait_search(pr);
    return false;
}

static void cmd_newgame(Protocol *pr, const Tokens *t)
{
    if (busy(pr, "newgame"))
        return;
    if (t->n != 1) {
        send_line(pr, "error newgame takes no arguments");
        return;
    }
    engine_new_game(pr->engine);
    game_free(&pr->game);
    game_init(&pr->game, NULL);
}

/* position startpos|fen FEN [moves M ...]: built aside, applied whole. */
static void cmd_position(Protocol *pr, const Tokens *t)
{
    if (busy(pr, "position"))
        return;
    int i = 1, moves_at = t->n;
    for (int k = 1; k < t->n; k++)
        if (strcmp(t->v[k], "moves") == 0) {
            moves_at = k;
            break;
        }
    Position start;
    if (i < moves_at && strcmp(t->v[i], "startpos") == 0 && moves_at == 2) {
        pos_startpos(&start);
    } else if (i < moves_at && strcmp(t->v[i], "fen") == 0 && moves_at > 2) {
        char fen[FEN_MAX_INPUT] = "", err[FEN_ERRSIZE];
        for (int k = 2; k < moves_at; k++) {
            if (strlen(fen) + strlen(t->v[k]) + 2 > sizeof fen) {
                send_line(pr, "error position: FEN too long");
                return;
            }
            if (k > 2)
                strcat(fen, " ");
            strcat(fen, t->v[k]);
        }
        if (fen_parse(fen, &start, err, sizeof err) != 0) {
            send_line(pr, "error position: bad FEN: %s", err);
            return;
        }
    } else {
        send_line(pr, "error position: expected 'position startpos|fen FEN [moves M ...]'");
        return;
    }

    Game g;
    game_init(&g, &start);
    for (int k = moves_at + 1; k < t->n; k++) {
        Move m;
        char err[NOTATION_ERRSIZE];
        if (move_parse_any_sign(&g.pos, t->v[k], &m, err, sizeof err) != PARSE_OK) {
            send_line(pr, "error position: move %d '%s': %s", k - moves_at, t->v[k], err);
            game_free(&g);
            return;
        }
        if (!game_play(&g, &m)) {
            send_line(pr, "error position: move %d '%s': the game is already over", k - moves_at, t->v[k]);
            game_free(&g);
            return;
        }
    }
    game_free(&pr->game);
    pr->game = g;
}

/* go [depth N] [movetime MS] [nodes N] [wtime MS btime MS [winc MS binc MS]] [infinite] */
static void cmd_go(Protocol *pr, const Tokens *t)
{
    if (busy(pr, "go"))
        return;
    LimitsRequest req;
    limits_request_init(&req);
    bool infinite = false;
    LimitsError why;
    char err[LIMITS_ERRSIZE];
    for (int i = 1; i < t->n; i++) {
        const char *key = t->v[i], *val = i + 1 < t->n ? t->v[i + 1] : NULL;
        if (strcmp(key, "infinite") == 0) {
            infinite = true;
            continue;
        }
        if (!limits_is_name(key, GO_LIMITS)) {
            char shown[QUOTED_WORD_MAX + 1];
            text_sanitize(shown, sizeof shown, key); /* cut on a character boundary */
            send_line(pr, "error go: unknown parameter '%s'", shown);
            return;
        }
        if (!limits_set(&req, key, val, &why)) {
            limits_error_format(&why, err, sizeof err);
            send_line(pr, "error go: %s %s", key, err);
            return;
        }
        i++;
    }
    /* A bare "go" (no limit at all) thinks until "stop". */
    if (limits_unbounded(&req))
        infinite = true;
    SearchLimits lim;
    if (!limits_resolve(&req, pr->game.pos.side, &lim, &why)) {
        limits_error_format(&why, err, sizeof err);
        send_line(pr, "error go: %s", err);
        return;
    }
    lim.level = pr->level;
    lim.contempt = pr->contempt;
    if (!start_search(pr, &lim, infinite))
        send_line(pr, "error go: cannot start the search thread");
}

/* "setoption name Book value true|false": play from the opening book or not. */
static void set_book(Protocol *pr, const char *value)
{
    if (strcasecmp(value, "false") == 0)
        engine_set_book(pr->engine, NULL);
    else if (strcasecmp(value, "true") != 0)
        send_line(pr, "error setoption: Book must be true or false");
    else if (pr->book == NULL)
        send_line(pr, "error setoption: Book: no opening book was found (docs/book.md)");
    else
        engine_set_book(pr->engine, pr->book);
}

/* Open the endgame databases of dir ("none": close them). */
static void set_egdb_path(Protocol *pr, const char *dir)
{
    Egdb *db = NULL;
    FileProblem why;
    char err[FILE_PROBLEM_TEXT_SIZE];
    if (strcasecmp(dir, "none") != 0 && (db = egdb_open(dir, &why)) == NULL) {
        send_line(pr, "error setoption: EgdbPath: %s", file_problem_text(&why, err, sizeof err));
        return;
    }
    /* The others are used, but the one left out is said (in English: the
     * protocol is machine-read). */
    if (db != NULL && why.code != FILE_PROBLEM_NONE)
        send_line(pr, "error setoption: EgdbPath: table not used: %s; the databases cover up to %d pieces",
                  file_problem_text(&why, err, sizeof err), egdb_pieces(db));
    engine_set_egdb(pr->engine, db);
    egdb_close(pr->egdb);
    pr->egdb = db;
}

static void cmd_setoption(Protocol *pr, const Tokens *t)
{
    if (busy(pr, "setoption"))
        return;
    if (t->n != 5 || strcmp(t->v[1], "name") != 0 || strcmp(t->v[3], "value") != 0) {
        send_line(pr, "error setoption: expected 'setoption name NAME value VALUE'");
        return;
    }
    const char *name = t->v[2], *value = t->v[4];
    int n;
    if (strcasecmp(name, "Hash") == 0) {
        if (!parse_int(value, HASH_MB_MIN, HASH_MB_MAX, &n))
            send_line(pr, "error setoption: Hash must be %d..%d (MiB)", HASH_MB_MIN, HASH_MB_MAX);
        else if (!engine_set_hash(pr->engine, (size_t)n))
            send_line(pr, "error setoption: not enough memory for %d MiB; the hash table is unchanged", n);
    } else if (strcasecmp(name, "Threads") == 0) {
        if (!parse_int(value, 1, MAX_THREADS, &n))
            send_line(pr, "error setoption: Threads must be 1..%d", MAX_THREADS);
        else if (!engine_set_threads(pr->engine, n))
            send_line(pr, "error setoption: not enough memory for %d threads", n);
    } else if (strcasecmp(name, "Level") == 0) {
        if (!parse_int(value, MIN_LEVEL, MAX_LEVEL, &n))
            send_line(pr, "error setoption: Level must be %d..%d", MIN_LEVEL, MAX_LEVEL);
        else
            pr->level = n;
    } else if (strcasecmp(name, "Contempt") == 0) {
        if (!parse_int(value, CONTEMPT_MIN, CONTEMPT_MAX, &n))
            send_line(pr, "error setoption: Contempt must be %d..%d (hundredths of a man)", CONTEMPT_MIN,
                      CONTEMPT_MAX);
        else
            pr->contempt = n;
    } else if (strcasecmp(name, "Eval") == 0) {
        /* part eval: full is the default (the stronger of pattern and classic) */
        if (strcasecmp(value, "full") == 0)
            engine_set_eval(pr->engine, EVAL_KIND_DEFAULT);
        else if (strcasecmp(value, "pattern") == 0)
            engine_set_eval(pr->engine, EVAL_KIND_PATTERN);
        else if (strcasecmp(value, "classic") == 0)
            engine_set_eval(pr->engine, EVAL_KIND_CLASSIC);
        else if (strcasecmp(value, "material") == 0)
            engine_set_eval(pr->engine, EVAL_KIND_MATERIAL);
        else
            send_line(pr, "error setoption: Eval must be full, pattern, classic or material");
    } else if (strcasecmp(name, "Book") == 0) {
        set_book(pr, value);
    } else if (strcasecmp(name, "EgdbPath") == 0) {
        set_egdb_path(pr, value);
    } else {
        send_line(pr, "error setoption: unknown option '%s'", name);
    }
}

/* Returns false on "quit". */
static bool handle_line(Protocol *pr, char *line)
{
    Tokens t;
    if (!tokenize(line, &t)) {
        send_line(pr, "error line too long: more than %d words", MAX_TOKENS);
        return true;
    }
    if (t.n == 0)
        return true;
    const char *cmd = t.v[0];
    if (strcmp(cmd, "quit") == 0) {
        stop_search(pr);
        return false;
    }
    if (strcmp(cmd, "isready") == 0)
        send_line(pr, "readyok");
    else if (strcmp(cmd, "stop") == 0)
        stop_search(pr);
    else if (strcmp(cmd, "newgame") == 0)
        cmd_newgame(pr, &t);
    else if (strcmp(cmd, "position") == 0)
        cmd_position(pr, &t);
    else if (strcmp(cmd, "go") == 0)
        cmd_go(pr, &t);
    else if (strcmp(cmd, "setoption") == 0)
        cmd_setoption(pr, &t);
    else {
        char shown[QUOTED_WORD_MAX + 1];
        text_sanitize(shown, sizeof shown, cmd); /* cut on a character boundary */
        send_line(pr, "error unknown command '%s'", shown);
    }
    return true;
}

/* The next line of in into buf (size bytes, NUL-terminated, the newline
 * kept): false at the end of the input.  A line that does not fit is read
 * to its end and dropped, with *too_long set, so an endless line costs no
 * more memory than buf. */
static bool read_bounded_line(FILE *in, char *buf, size_t size, bool *too_long)
{
    size_t len = 0;
    int c = EOF;
    *too_long = false;
    while ((c = getc(in)) != EOF) {
        if (len + 1 < size)
            buf[len++] = (char)c;
        else
            *too_long = true;
        if (c == '\n')
            break;
    }
    buf[len] = '\0';
    return len > 0 || *too_long;
}

int protocol_run(FILE *in, FILE *out)
{
    return protocol_run_with_book(in, out, NULL);
}

int protocol_run_with_book(FILE *in, FILE *out, const Book *book)
{
    Protocol pr;
    memset(&pr, 0, sizeof pr);
    pr.out = out;
    pr.level = MAX_LEVEL;
    pr.contempt = LEVEL_CONTEMPT;
    pr.runner = runner_new(TT_DEFAULT_MB);
    if (pr.runner == NULL)
        return PROTOCOL_NO_ENGINE;
    pr.engine = runner_engine(pr.runner);
    pr.book = book;
    engine_set_book(pr.engine, book);
    pthread_mutex_init(&pr.out_lock, NULL);
    pthread_mutex_init(&pr.lock, NULL);
    pthread_cond_init(&pr.cond, NULL);
    game_init(&pr.game, NULL);

    /* One line and its newline, plus the byte that tells a longer line. */
    char *line = malloc(PROTOCOL_MAX_LINE + 2);
    bool quit = line == NULL, too_long;
    while (!quit && read_bounded_line(in, line, PROTOCOL_MAX_LINE + 2, &too_long)) {
        if (too_long)
            send_line(&pr, "error line longer than %d bytes: ignored", PROTOCOL_MAX_LINE);
        else
            quit = !handle_line(&pr, line);
    }
    free(line);
    /* The end of the input ends the session: a search still running (even
     * a long bounded one) stops and says its bestmove (docs/protocol.md). */
    stop_search(&pr);

    game_free(&pr.game);
    runner_free(pr.runner);
    egdb_close(pr.egdb);
    pthread_cond_destroy(&pr.cond);
    pthread_mutex_destroy(&pr.lock);
    pthread_mutex_destroy(&pr.out_lock);
    return 0;
}
