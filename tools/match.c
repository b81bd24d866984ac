/*
 * match.c - play two engines that speak `dama engine` (docs/protocol.md)
 * against each other and report the result with an Elo estimate.
 *
 *   tools/match [--movetime MS | --nodes N | --clock MS+INC] [--level1 L]
 *               [--level2 L] [--openings N] [--first K] [--book FILE]
 *               [--fens FILE] [--max-plies N] [--time-report] [--verbose]
 *               "ENGINE1 COMMAND" "ENGINE2 COMMAND"
 *
 * Each engine command is run by /bin/sh -c with pipes on its stdin/stdout.
 * Every opening of the book (one [FEN "..."] per game, as in
 * data/openings/11_man_italian.pdn) is played twice with colours swapped, so
 * an unbalanced opening favours nobody.  The game layer applies the rules:
 * a move is accepted only if move_parse() accepts it, and the game ends by
 * game_play() (no move, threefold repetition, 50-move rule).  An engine that
 * sends an illegal move, dies or exceeds its time by far loses the game.
 * The result is printed from ENGINE1's point of view, with the drawn games
 * that ended with one engine ahead in material (more pieces, or as many and
 * more kings), counted for each: the half-points a stronger engine let go
 * (--verbose marks each such game).
 *
 * --fens FILE plays from the positions of FILE instead, one FEN a line
 * (text from "#" on is a comment; tools/endstarts.fens, the endgame starts
 * of docs/egdb.md), each twice with colours swapped as the openings are.
 *
 * --level1/--level2 set an engine's playing level (setoption name Level)
 * after every (re)start; --nodes asks for "go nodes N" instead of a time, so
 * that a ladder between levels does not depend on the machine's load
 * (docs/levels.md).  --clock gives each engine a clock of MS milliseconds
 * and INC more after each of its moves ("go wtime .. btime .. winc ..
 * binc .."); an engine whose clock runs out loses the game.
 *
 * --time-report prints, for each engine, the time it used per move against
 * the time it was given (the move time; on a clock, the budget dama's
 * timebudget.c plans for that move), over every move and over the moves it
 * searched (neither forced nor from its book: a book move is announced by
 * "info depth 0").
 */
#include <errno.h>
#include <math.h>
#include <poll.h>
#include <signal.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "clock.h"
#include "fen.h"
#include "game.h"
#include "movegen.h"
#include "notation.h"
#include "timebudget.h"

enum { LINE_SIZE = 8192, MAX_OPENINGS = 10000, DEFAULT_MOVETIME = 200, DEFAULT_OPENINGS = 20,
       DEFAULT_MAX_PLIES = 400, GRACE_MS = 2000, NODES_DEADLINE_MS = 120000, EARLY_PERCENT = 90 };

#define DEFAULT_BOOK "data/openings/11_man_italian.pdn"

/* The time an engine used and was given, in ms, over the moves it made. */
typedef struct TimeUse {
    int moves;
    int64_t used, given;
    int searched;                  /* moves that were neither forced nor from the book */
    int64_t searched_used, searched_given;
    int early;                     /* searched moves that used under EARLY_PERCENT of the time given */
    int over;                      /* moves that took longer than given */
    int64_t most_over;             /* the largest overrun */
} TimeUse;

typedef struct Proc {
    const char *cmd;
    int level;              /* 0: the engine's own default */
    pid_t pid;
    int to;                 /* its stdin */
    int from;               /* its stdout */
    char buf[LINE_SIZE];    /* bytes read but not yet returned as lines */
    size_t len;
    TimeUse time;
} Proc;

typedef struct Options {
    int movetime, openings, first, max_plies;
    int nodes;              /* 0: play by movetime */
    int clock_ms, inc_ms;   /* clock_ms 0: no clock */
    bool time_report;
    int level[2];           /* 0: not set */
    bool verbose;
    const char *book;
    bool fens;              /* book is one FEN a line (--fens) */
    const char *cmd[2];
} Options;

typedef enum { OUT_WIN, OUT_DRAW, OUT_LOSS } Outcome; /* for engine 1 */

static void die(const char *fmt, ...) __attribute__((format(printf, 1, 2), noreturn));

static void die(const char *fmt, ...)
{
    va_list ap;
    fputs("match: ", stderr);
    va_start(ap, fmt);
    vfprintf(stderr, fmt, ap);
    va_end(ap);
    fputc('\n', stderr);
    exit(1);
}

/* ------------------------------------------------------------------ */
/* Engine processes                                                    */

static bool proc_send(Proc *p, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

static void proc_start(Proc *p)
{
    int in[2], out[2];
    if (pipe(in) != 0 || pipe(out) != 0)
        die("pipe: %s", strerror(errno));
    p->pid = fork();
    if (p->pid < 0)
        die("fork: %s", strerror(errno));
    if (p->pid == 0) {
        dup2(in[0], STDIN_FILENO);
        dup2(out[1], STDOUT_FILENO);
        close(in[0]);
        close(in[1]);
        close(out[0]);
        close(out[1]);
        execl("/bin/sh", "sh", "-c", p->cmd, (char *)NULL);
        _exit(127);
    }
    close(in[0]);
    close(out[1]);
    p->to = in[1];
    p->from = out[0];
    p->len = 0;
    if (p->level > 0 && !proc_send(p, "setoption name Level value %d", p->level))
        die("cannot set the level of %s", p->cmd);
}

static void proc_stop(Proc *p)
{
    if (p->pid <= 0)
        return;
    (void)!write(p->to, "quit\n", 5);
    close(p->to);
    close(p->from);
    /* Give it a moment to quit by itself, then insist. */
    for (int i = 0; i < 100; i++) {
        if (waitpid(p->pid, NULL, WNOHANG) == p->pid) {
            p->pid = 0;
            return;
        }
        struct timespec ts = {0, 10 * 1000 * 1000};
        nanosleep(&ts, NULL);
    }
    kill(p->pid, SIGKILL);
    waitpid(p->pid, NULL, 0);
    p->pid = 0;
}

static bool proc_send(Proc *p, const char *fmt, ...)
{
    char line[LINE_SIZE];
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(line, sizeof line - 1, fmt, ap);
    va_end(ap);
    if (n < 0 || n >= (int)sizeof line - 1)
        return false;
    line[n++] = '\n';
    for (int done = 0; done < n;) {
        ssize_t w = write(p->to, line + done, (size_t)(n - done));
        if (w <= 0) {
            if (w < 0 && errno == EINTR)
                continue;
            return false;
        }
        done += (int)w;
    }
    return true;
}

/* Read one line (without newline) before the deadline; false on timeout,
 * end of file or error. */
static bool proc_read_line(Proc *p, char *line, size_t size, int64_t deadline)
{
    for (;;) {
        char *nl = memchr(p->buf, '\n', p->len);
        if (nl != NULL) {
            size_t n = (size_t)(nl - p->buf);
            size_t copy = n < size - 1 ? n : size - 1;
            memcpy(line, p->buf, copy);
            line[copy] = '\0';
            if (copy > 0 && line[copy - 1] == '\r')
                line[copy - 1] = '\0';
            memmove(p->buf, nl + 1, p->len - n - 1);
            p->len -= n + 1;
            return true;
        }
        if (p->len == sizeof p->buf) /* an absurdly long line: drop it */
            p->len = 0;
        int64_t wait = deadline - clock_now_ms();
        if (wait <= 0)
            return false;
        struct pollfd pfd = {p->from, POLLIN, 0};
        int r = poll(&pfd, 1, (int)wait);
        if (r < 0 && errno == EINTR)
            continue;
        if (r <= 0)
            return false;
        ssize_t got = read(p->from, p->buf + p->len, sizeof p->buf - p->len);
        if (got <= 0)
            return false;
        p->len += (size_t)got;
    }
}

/* Wait for "readyok" so that a slow start does not eat the first move's time. */
static bool proc_sync(Proc *p)
{
    char line[LINE_SIZE];
    if (!proc_send(p, "isready"))
        return false;
    int64_t deadline = clock_now_ms() + 10000;
    while (proc_read_line(p, line, sizeof line, deadline)) {
        if (strcmp(line, "readyok") == 0)
            return true;
        if (strncmp(line, "error", 5) == 0) /* e.g. a level it does not know */
            fprintf(stderr, "match: %s: %s\n", p->cmd, line);
    }
    return false;
}

/* ------------------------------------------------------------------ */
/* Games                                                               */

/* The go command of a move and the time it gives (0: none): the move time,
 * or on a clock the budget timebudget.c plans for it. */
static int64_t go_command(const Options *o, const int64_t clock_left[2], int side, char *cmd, size_t size)
{
    if (o->nodes > 0) {
        snprintf(cmd, size, "go nodes %d", o->nodes);
        return 0;
    }
    if (o->clock_ms == 0) {
        snprintf(cmd, size, "go movetime %d", o->movetime);
        return o->movetime;
    }
    snprintf(cmd, size, "go wtime %lld btime %lld winc %d binc %d", (long long)clock_left[WHITE],
             (long long)clock_left[BLACK], o->inc_ms, o->inc_ms);
    SearchLimits lim = {0};
    lim.time_left_ms = (int)clock_left[side];
    lim.increment_ms = o->inc_ms;
    return time_budget(&lim).soft_ms;
}

static void count_time(TimeUse *t, int64_t used, int64_t given, bool searched)
{
    t->moves++;
    t->used += used;
    t->given += given;
    if (searched) {
        t->searched++;
        t->searched_used += used;
        t->searched_given += given;
        t->early += used * 100 < given * EARLY_PERCENT;
    }
    if (given > 0 && used > given) {
        t->over++;
        if (used - given > t->most_over)
            t->most_over = used - given;
    }
}

/* Ask p for a move in g; false (with why) if it fails to give a legal one.
 * On a clock, clock_left[side to move] is charged the time it took (and may
 * go below 0: the caller decides). */
static bool engine_move(Proc *p, const Game *g, const char *start_fen, const Options *o, int64_t clock_left[2],
                        Move *out, char *why, size_t whysize)
{
    char cmd[LINE_SIZE], go[LINE_SIZE], mv[MOVE_STRSIZE];
    size_t len = (size_t)snprintf(cmd, sizeof cmd, "position fen %s", start_fen);
    if (g->nplies > 0)
        len += (size_t)snprintf(cmd + len, sizeof cmd - len, " moves");
    for (int i = 0; i < g->nplies && len < sizeof cmd; i++)
        len += (size_t)snprintf(cmd + len, sizeof cmd - len, " %s", move_format(&g->plies[i].move, mv, sizeof mv));
    int side = g->pos.side;
    int64_t given = go_command(o, clock_left, side, go, sizeof go);
    bool sent = len < sizeof cmd && proc_send(p, "%s", cmd) && proc_send(p, "%s", go);
    if (!sent) {
        snprintf(why, whysize, "cannot talk to the engine");
        return false;
    }
    int64_t start = clock_now_ms();
    int64_t deadline = start + (o->nodes > 0       ? NODES_DEADLINE_MS
                                : o->clock_ms > 0 ? clock_left[side] + GRACE_MS
                                                  : o->movetime * 3 + GRACE_MS);
    char line[LINE_SIZE];
    bool from_book = false;
    while (proc_read_line(p, line, sizeof line, deadline)) {
        from_book = from_book || strncmp(line, "info depth 0 ", 13) == 0;
        if (strncmp(line, "bestmove ", 9) != 0)
            continue;
        int64_t used = clock_now_ms() - start;
        MoveList legal;
        count_time(&p->time, used, given, !from_book && movegen_legal(&g->pos, &legal) > 1);
        clock_left[side] -= used;
        char err[NOTATION_ERRSIZE];
        if (move_parse_any_sign(&g->pos, line + 9, out, err, sizeof err) != PARSE_OK) {
            snprintf(why, whysize, "illegal move '%.40s': %.200s", line + 9, err);
            return false;
        }
        return true;
    }
    snprintf(why, whysize, "no move in time (or the engine died)");
    return false;
}

/* Who is ahead in material at the end of a game, from engine 1's side:
 * +1 engine 1, -1 engine 2, 0 neither.  More pieces is ahead; as many
 * pieces, more kings is.  A draw where the stronger engine is ahead is a
 * half-point it may have thrown away (issue 18, item 2). */
static int material_edge(const Position *pos, int white)
{
    int pieces[2], kings[2];
    for (int c = 0; c < 2; c++) {
        kings[c] = popcount32(pos->kings[c]);
        pieces[c] = popcount32(pos->men[c]) + kings[c];
    }
    int one = white == 0 ? WHITE : BLACK, two = one == WHITE ? BLACK : WHITE;
    int d = pieces[one] != pieces[two] ? pieces[one] - pieces[two] : kings[one] - kings[two];
    return (d > 0) - (d < 0);
}

/* Play one game; white is the index (0/1) of the engine playing White.
 * *edge gets material_edge of the final position. */
static Outcome play_game(Proc eng[2], const Options *o, const char *fen, int white, int game_no, int *edge)
{
    Position start;
    char err[FEN_ERRSIZE], why[NOTATION_ERRSIZE + 80];
    if (fen_parse(fen, &start, err, sizeof err) != 0)
        die("bad opening FEN '%s': %s", fen, err);
    Game g;
    game_init(&g, &start);
    for (int i = 0; i < 2; i++)
        if (!proc_send(&eng[i], "newgame") || !proc_sync(&eng[i]))
            die("engine %d (%s) does not answer", i + 1, eng[i].cmd);

    Outcome result = OUT_DRAW;
    const char *reason = "ply limit";
    int64_t clock_left[2] = {o->clock_ms, o->clock_ms};
    while (!game_over(&g) && g.nplies < o->max_plies) {
        int mover = g.pos.side == WHITE ? white : 1 - white;
        int side = g.pos.side;
        Move m;
        bool moved = engine_move(&eng[mover], &g, fen, o, clock_left, &m, why, sizeof why);
        if (moved && o->clock_ms > 0 && clock_left[side] < 0) {
            snprintf(why, sizeof why, "out of time (%lld ms over)", (long long)-clock_left[side]);
            moved = false;
        }
        if (!moved) {
            result = mover == 0 ? OUT_LOSS : OUT_WIN;
            reason = why;
            fprintf(stderr, "match: game %d: engine %d forfeits: %s\n", game_no, mover + 1, why);
            /* Its state is unknown now: restart it. */
            proc_stop(&eng[mover]);
            proc_start(&eng[mover]);
            break;
        }
        game_play(&g, &m);
        clock_left[side] += o->inc_ms;
    }
    if (game_over(&g)) {
        reason = game_reason_text(g.reason);
        if (g.result == RESULT_DRAW)
            result = OUT_DRAW;
        else {
            int winner_engine = (g.result == RESULT_WHITE_WINS) == (white == 0) ? 0 : 1;
            result = winner_engine == 0 ? OUT_WIN : OUT_LOSS;
        }
    }
    *edge = material_edge(&g.pos, white);
    if (o->verbose)
        printf("game %3d  engine %d White  %3d plies  %s (%s)%s\n", game_no, white + 1, g.nplies,
               result == OUT_WIN ? "1 wins" : result == OUT_LOSS ? "2 wins" : "draw", reason,
               result != OUT_DRAW || *edge == 0 ? "" : *edge > 0 ? ", engine 1 ahead" : ", engine 2 ahead");
    game_free(&g);
    return result;
}

/* ------------------------------------------------------------------ */
/* Openings and statistics                                             */

/* The FEN of one line of the book: in a PDN book the value of its
 * [FEN "..."] tag, in a --fens file the line up to its comment; NULL when
 * the line holds none.  Cuts line in place. */
static char *opening_of_line(char *line, bool fens)
{
    if (fens) {
        line[strcspn(line, "#\r\n")] = '\0';
        char *s = line + strspn(line, " \t");
        size_t n = strlen(s);
        while (n > 0 && (s[n - 1] == ' ' || s[n - 1] == '\t'))
            s[--n] = '\0';
        return n > 0 ? s : NULL;
    }
    char *s = strstr(line, "[FEN \"");
    if (s == NULL)
        return NULL;
    s += 6;
    char *e = strchr(s, '"');
    if (e == NULL)
        return NULL;
    *e = '\0';
    return s;
}

static int read_openings(const char *path, bool fens, char ***out)
{
    FILE *f = fopen(path, "r");
    if (f == NULL)
        die("cannot open %s: %s", path, strerror(errno));
    char **list = NULL, line[LINE_SIZE];
    int n = 0;
    while (fgets(line, sizeof line, f) != NULL && n < MAX_OPENINGS) {
        char *s = opening_of_line(line, fens);
        if (s == NULL)
            continue;
        list = realloc(list, (size_t)(n + 1) * sizeof *list);
        if (list == NULL || (list[n] = strdup(s)) == NULL)
            die("out of memory");
        n++;
    }
    fclose(f);
    *out = list;
    return n;
}

static double elo_of(double p)
{
    if (p <= 0.0)
        p = 1e-3;
    if (p >= 1.0)
        p = 1.0 - 1e-3;
    return -400.0 * log10(1.0 / p - 1.0);
}

static void print_result(int w, int d, int l)
{
    int n = w + d + l;
    if (n == 0)
        return;
    double p = (w + 0.5 * d) / n;
    double var = (w * (1 - p) * (1 - p) + d * (0.5 - p) * (0.5 - p) + l * p * p) / n;
    double se = sqrt(var / n);
    double lo = elo_of(p - 1.96 * se), hi = elo_of(p + 1.96 * se);
    printf("Games: %d  W/D/L: %d/%d/%d  score %.1f%%\n", n, w, d, l, 100.0 * p);
    printf("Elo difference: %+.0f +/- %.0f (95%%)\n", elo_of(p), (hi - lo) / 2);
}

static double per_move(int64_t total, int moves)
{
    return moves > 0 ? (double)total / moves : 0.0;
}

static double percent(int64_t part, int64_t whole)
{
    return whole > 0 ? 100.0 * (double)part / (double)whole : 0.0;
}

static void print_time_use(int engine, const TimeUse *t)
{
    printf("Time, engine %d: %d moves, %.1f ms used of %.1f ms given (%.1f%%); %d searched: %.1f ms of %.1f ms "
           "(%.1f%%), %d of them under %d%%; %d over the time given, by at most %lld ms\n",
           engine, t->moves, per_move(t->used, t->moves), per_move(t->given, t->moves), percent(t->used, t->given),
           t->searched, per_move(t->searched_used, t->searched), per_move(t->searched_given, t->searched),
           percent(t->searched_used, t->searched_given), t->early, EARLY_PERCENT, t->over, (long long)t->most_over);
}

static void usage(void)
{
    fprintf(stderr, "usage: match [--movetime MS | --nodes N | --clock MS+INC] [--level1 L] [--level2 L]\n"
                    "             [--openings N] [--first K] [--book FILE] [--fens FILE] [--max-plies N]\n"
                    "             [--time-report] [--verbose]\n"
                    "             \"ENGINE1 COMMAND\" \"ENGINE2 COMMAND\"\n"
                    "  e.g. tools/match --movetime 200 --openings 20 \"./dama engine\" \"./old-dama engine\"\n"
                    "       tools/match --nodes 2000000 --level1 3 --level2 4 \"./dama engine\" \"./dama engine\"\n"
                    "       tools/match --clock 10000+100 --time-report \"./dama engine\" \"./old-dama engine\"\n");
    exit(2);
}

static int int_arg(const char *s, int min, int max)
{
    char *end;
    long v = s ? strtol(s, &end, 10) : 0;
    if (s == NULL || *s == '\0' || *end != '\0' || v < min || v > max)
        usage();
    return (int)v;
}

/* "MS+INC": a clock's start and increment in ms. */
static void clock_arg(const char *s, Options *o)
{
    char base[32];
    const char *plus = s ? strchr(s, '+') : NULL;
    if (plus == NULL || (size_t)(plus - s) >= sizeof base)
        usage();
    memcpy(base, s, (size_t)(plus - s));
    base[plus - s] = '\0';
    o->clock_ms = int_arg(base, 1, LIMIT_MS_MAX);
    o->inc_ms = int_arg(plus + 1, 0, LIMIT_MS_MAX);
}

static Options parse_options(int argc, char **argv)
{
    Options o = {DEFAULT_MOVETIME, DEFAULT_OPENINGS, 1, DEFAULT_MAX_PLIES, 0, 0, 0, false, {0, 0}, false,
                 DEFAULT_BOOK, false, {NULL, NULL}};
    int ncmd = 0;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
        if (strcmp(a, "--movetime") == 0)
            o.movetime = int_arg(v, 1, 3600000), i++;
        else if (strcmp(a, "--nodes") == 0)
            o.nodes = int_arg(v, 1, 2000000000), i++;
        else if (strcmp(a, "--clock") == 0)
            clock_arg(v, &o), i++;
        else if (strcmp(a, "--time-report") == 0)
            o.time_report = true;
        else if (strcmp(a, "--level1") == 0 || strcmp(a, "--level2") == 0)
            o.level[a[7] - '1'] = int_arg(v, 1, 100), i++;
        else if (strcmp(a, "--openings") == 0)
            o.openings = int_arg(v, 1, MAX_OPENINGS), i++;
        else if (strcmp(a, "--first") == 0)
            o.first = int_arg(v, 1, MAX_OPENINGS), i++;
        else if (strcmp(a, "--max-plies") == 0)
            o.max_plies = int_arg(v, 10, 100000), i++;
        else if (strcmp(a, "--book") == 0 && v != NULL)
            o.book = v, o.fens = false, i++;
        else if (strcmp(a, "--fens") == 0 && v != NULL)
            o.book = v, o.fens = true, i++;
        else if (strcmp(a, "--verbose") == 0)
            o.verbose = true;
        else if (a[0] == '-' || ncmd == 2)
            usage();
        else
            o.cmd[ncmd++] = a;
    }
    if (ncmd != 2 || (o.clock_ms > 0 && o.nodes > 0))
        usage();
    return o;
}

int main(int argc, char **argv)
{
    Options o = parse_options(argc, argv);
    signal(SIGPIPE, SIG_IGN); /* a dead engine is a forfeit, not our death */
    /* A match runs for hours, its output often into a file: each game's
     * line is written as it ends, so a match stopped early still tells. */
    setvbuf(stdout, NULL, _IOLBF, 0);

    char **openings;
    int total = read_openings(o.book, o.fens, &openings);
    if (total < o.first)
        die("%s has %d openings; --first %d is past the end", o.book, total, o.first);

    Proc eng[2];
    memset(eng, 0, sizeof eng);
    for (int i = 0; i < 2; i++) {
        eng[i].cmd = o.cmd[i];
        eng[i].level = o.level[i];
        proc_start(&eng[i]);
        if (!proc_sync(&eng[i]))
            die("engine %d (%s) does not answer isready", i + 1, o.cmd[i]);
    }

    int w = 0, d = 0, l = 0, game_no = 0, draws_ahead[2] = {0, 0};
    for (int k = o.first - 1; k < total && k < o.first - 1 + o.openings; k++)
        for (int white = 0; white < 2; white++) {
            int edge;
            Outcome r = play_game(eng, &o, openings[k], white, ++game_no, &edge);
            w += r == OUT_WIN;
            d += r == OUT_DRAW;
            l += r == OUT_LOSS;
            if (r == OUT_DRAW && edge != 0)
                draws_ahead[edge > 0 ? 0 : 1]++;
        }

    for (int i = 0; i < 2; i++)
        proc_stop(&eng[i]);
    for (int i = 0; i < total; i++)
        free(openings[i]);
    free(openings);

    for (int i = 0; i < 2; i++) {
        printf("Engine %d: %s", i + 1, o.cmd[i]);
        if (o.level[i] > 0)
            printf(" (level %d)", o.level[i]);
        putchar('\n');
    }
    if (o.nodes > 0)
        printf("Nodes: %d per move", o.nodes);
    else if (o.clock_ms > 0)
        printf("Clock: %d ms + %d ms a move", o.clock_ms, o.inc_ms);
    else
        printf("Movetime: %d ms", o.movetime);
    printf("  Openings: %d..%d\n", o.first, o.first + game_no / 2 - 1);
    print_result(w, d, l);
    printf("Draws ended ahead in material: engine 1 %d, engine 2 %d (of %d draws)\n", draws_ahead[0], draws_ahead[1],
           d);
    for (int i = 0; o.time_report && i < 2; i++)
        print_time_use(i + 1, &eng[i].time);
    return 0;
}
