/*
 * puzzle_set.c - the file of puzzles, the attempts file, the puzzle rating
 * and the draw of the next puzzle (puzzle_set.h, docs/puzzles.md).
 */
#include "puzzle_set.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "fileread.h"
#include "files.h"
#include "filewrite.h"
#include "notation.h"
#include "numparse.h"
#include "pdn.h"

bool puzzle_set_locate(const char *exe_path, char *path, size_t size)
{
    const char *env = getenv("DAMA_PUZZLES");
    if (env != NULL && env[0] != '\0') {
        snprintf(path, size, "%s", env);
        return access(path, R_OK) == 0;
    }
    const char *exe = exe_path != NULL && exe_path[0] != '\0' ? exe_path : "./dama";
    const char *slash = strrchr(exe, '/');
    int dirlen = slash == NULL ? 1 : slash == exe ? 1 : (int)(slash - exe);
    const char *dir = slash == NULL ? "." : exe;
    char tried[2][FILES_PATH_SIZE];
    snprintf(tried[0], sizeof tried[0], "%.*s/data/%s", dirlen, dir, PUZZLE_FILE_NAME);
    snprintf(tried[1], sizeof tried[1], "%.*s/" FILES_INSTALLED_DATA_DIR "/%s", dirlen, dir, PUZZLE_FILE_NAME);
    for (int i = 0; i < 2; i++)
        if (access(tried[i], R_OK) == 0) {
            snprintf(path, size, "%s", tried[i]);
            return true;
        }
    snprintf(path, size, "%s", tried[0]);
    return false;
}

/* The tag's whole number from lo to hi, or -1. */
static int tag_number(const PdnHeader *h, const char *name, int lo, int hi)
{
    int n;
    const char *v = pdn_header_tag(h, name);
    return v != NULL && parse_int(v, lo, hi, &n) ? n : -1;
}

/* One game of the file made a puzzle. */
static PuzzleSetStatus puzzle_from_game(const PdnGame *pg, Puzzle *p)
{
    const Game *g = &pg->game;
    memset(p, 0, sizeof *p);
    p->id = tag_number(&pg->header, "PuzzleId", 1, PUZZLE_ID_MAX);
    p->difficulty = tag_number(&pg->header, "Difficulty", 0, PUZZLE_DIFFICULTY_LIMIT);
    p->theme = (PuzzleTheme)puzzle_theme_from_tag(pdn_header_tag(&pg->header, "Theme"));
    int phase = puzzle_phase_from_tag(pdn_header_tag(&pg->header, "Phase"));
    if (p->id < 0 || p->difficulty < 0 || (int)p->theme < 0 || phase < 0 || g->nplies == 0)
        return PUZZLE_SET_BAD_TAG;
    if (g->nplies > PUZZLE_LINE_MAX)
        return PUZZLE_SET_TOO_LONG;
    p->phase = (PuzzlePhase)phase;
    p->start = g->start;
    p->len = g->nplies;
    for (int i = 0; i < g->nplies; i++)
        p->moves[i] = g->plies[i].move;
    return PUZZLE_SET_OK;
}

static PuzzleSetStatus add_puzzle(PuzzleSet *set, int *capacity, const Puzzle *p)
{
    if (puzzle_set_find(set, p->id) != NULL)
        return PUZZLE_SET_DUPLICATE_ID;
    if (set->count == *capacity) {
        int cap = *capacity ? 2 * *capacity : 256;
        Puzzle *items = realloc(set->items, (size_t)cap * sizeof *items);
        if (items == NULL)
            return PUZZLE_SET_NO_MEMORY;
        set->items = items;
        *capacity = cap;
    }
    set->items[set->count++] = *p;
    return PUZZLE_SET_OK;
}

static PuzzleSetStatus read_games(const char *text, size_t len, PuzzleSet *set, PuzzleSetError *err)
{
    PdnReader r;
    PdnGame pg;
    PdnError pe;
    int capacity = 0;
    pdn_reader_init(&r, text, len);
    for (;;) {
        PdnStatus st = pdn_read_game(&r, &pg, &pe);
        if (st == PDN_EOF)
            return set->count > 0 ? PUZZLE_SET_OK : PUZZLE_SET_EMPTY;
        if (st == PDN_ERROR) {
            err->line = pe.line;
            err->col = pe.col;
            err->game = pe;
            return PUZZLE_SET_BAD_GAME;
        }
        Puzzle p;
        PuzzleSetStatus s = puzzle_from_game(&pg, &p);
        if (s == PUZZLE_SET_OK)
            s = add_puzzle(set, &capacity, &p);
        err->line = pg.line;
        err->col = pg.col;
        pdn_game_free(&pg);
        if (s != PUZZLE_SET_OK)
            return s;
    }
}

PuzzleSetStatus puzzle_set_read(const char *path, PuzzleSet *set, PuzzleSetError *err)
{
    memset(set, 0, sizeof *set);
    memset(err, 0, sizeof *err);
    char *text;
    size_t len;
    if (pdn_read_file(path, &text, &len, &err->file) != 0)
        return err->status = PUZZLE_SET_UNREADABLE;
    err->status = read_games(text, len, set, err);
    free(text);
    if (err->status != PUZZLE_SET_OK)
        puzzle_set_free(set);
    return err->status;
}

bool puzzle_set_error_is_damage(PuzzleSetStatus status)
{
    switch (status) {
    case PUZZLE_SET_BAD_GAME:
    case PUZZLE_SET_BAD_TAG:
    case PUZZLE_SET_DUPLICATE_ID:
    case PUZZLE_SET_TOO_LONG:
    case PUZZLE_SET_EMPTY:
        return true;
    case PUZZLE_SET_OK:
    case PUZZLE_SET_UNREADABLE:
    case PUZZLE_SET_NO_MEMORY:
        return false;
    }
    return false;
}

void puzzle_set_free(PuzzleSet *set)
{
    free(set->items);
    set->items = NULL;
    set->count = 0;
}

const Puzzle *puzzle_set_find(const PuzzleSet *set, int id)
{
    for (int i = 0; i < set->count; i++)
        if (set->items[i].id == id)
            return &set->items[i];
    return NULL;
}

/* ------------------------------------------------------------------ */
/* The attempts                                                        */

void puzzle_record_path(const char *data_dir, char *path, size_t size)
{
    snprintf(path, size, "%s/%s", data_dir, PUZZLE_RECORD_FILE_NAME);
}

static bool record_push(PuzzleRecord *r, const PuzzleAttempt *a)
{
    if (r->count == r->capacity) {
        int cap = r->capacity ? 2 * r->capacity : 64;
        PuzzleAttempt *grown = realloc(r->attempts, (size_t)cap * sizeof *grown);
        if (grown == NULL)
            return false;
        r->attempts = grown;
        r->capacity = cap;
    }
    r->attempts[r->count++] = *a;
    return true;
}

/* "ID solved|failed DIFFICULTY TIME", single spaces, nothing else on the
 * line; each number checked for its range (never sscanf's overflow). */
static bool parse_attempt(char *line, PuzzleAttempt *a)
{
    char *fields[4], *save = NULL;
    int n = 0;
    for (char *f = strtok_r(line, " ", &save); f != NULL; f = strtok_r(NULL, " ", &save))
        if (n++ < 4)
            fields[n - 1] = f;
    if (n != 4 || !parse_int(fields[0], 1, PUZZLE_ID_MAX, &a->id) ||
        !parse_int(fields[2], 0, PUZZLE_DIFFICULTY_LIMIT, &a->difficulty))
        return false;
    if (strcmp(fields[1], "solved") != 0 && strcmp(fields[1], "failed") != 0)
        return false;
    a->solved = fields[1][0] == 's';
    char *end;
    errno = 0;
    a->time = strtoll(fields[3], &end, 10);
    return errno == 0 && *end == '\0' && end != fields[3] && a->time >= 0 && fields[3][0] != '+';
}

/* The line number of byte offset in text. */
static int line_of(const char *text, size_t offset)
{
    int n = 1;
    for (size_t i = 0; i < offset; i++)
        n += text[i] == '\n';
    return n;
}

PuzzleRecordStatus puzzle_record_read(const char *path, PuzzleRecord *r, int *line, FileProblem *why)
{
    memset(r, 0, sizeof *r);
    *line = 0;
    char *text;
    size_t len;
    FileReadStatus st = file_read_all(path, PUZZLE_RECORD_MAX_BYTES, &text, &len, why);
    if (st == FILE_READ_MISSING)
        return PUZZLE_RECORD_OK;
    if (st != FILE_READ_OK)
        return PUZZLE_RECORD_UNREADABLE;
    /* A NUL byte would end the text early, and the rewrite would lose the
     * lines after it: it is damage like any other. */
    const char *nul = memchr(text, '\0', len);
    if (nul != NULL) {
        *line = line_of(text, (size_t)(nul - text));
        free(text);
        return PUZZLE_RECORD_DAMAGED;
    }
    PuzzleRecordStatus status = PUZZLE_RECORD_OK;
    char *next = text;
    for (int n = 1; status == PUZZLE_RECORD_OK && next != NULL && *next != '\0'; n++) {
        char *cur = next;
        next = strchr(cur, '\n');
        if (next != NULL)
            *next++ = '\0';
        PuzzleAttempt a;
        if (cur[0] == '#' || cur[0] == '\0')
            continue;
        if (!parse_attempt(cur, &a)) {
            *line = n;
            status = PUZZLE_RECORD_DAMAGED;
        } else if (!record_push(r, &a)) {
            status = PUZZLE_RECORD_NO_MEMORY;
        }
    }
    free(text);
    if (status != PUZZLE_RECORD_OK)
        puzzle_record_free(r);
    return status;
}

static int write_record(FILE *f, void *ctx)
{
    const PuzzleRecord *r = ctx;
    if (fprintf(f, "# dama puzzle attempts (docs/puzzles.md): ID solved|failed DIFFICULTY UNIX-TIME\n") < 0)
        return -1;
    for (int i = 0; i < r->count; i++) {
        const PuzzleAttempt *a = &r->attempts[i];
        if (fprintf(f, "%d %s %d %lld\n", a->id, a->solved ? "solved" : "failed", a->difficulty, a->time) < 0)
            return -1;
    }
    return 0;
}

PuzzleRecordStatus puzzle_record_add(const char *path, PuzzleRecord *r, const PuzzleAttempt *a, FileProblem *why)
{
    if (!record_push(r, a))
        return PUZZLE_RECORD_NO_MEMORY;
    if (file_save_with(path, write_record, r, why) != 0) {
        r->count--;
        return PUZZLE_RECORD_WRITE_FAILED;
    }
    return PUZZLE_RECORD_OK;
}

void puzzle_record_free(PuzzleRecord *r)
{
    free(r->attempts);
    memset(r, 0, sizeof *r);
}

/* ------------------------------------------------------------------ */
/* The rating and the draw                                             */

Glicko puzzle_rating_after(const Glicko *before, int difficulty, bool solved)
{
    GlickoGame game = {.rating = difficulty, .deviation = PUZZLE_OPPONENT_RD, .score = solved ? 1.0 : 0.0};
    return glicko_update(before, &game, 1, RATING_TAU);
}

Glicko puzzle_rating(const PuzzleRecord *r, Glicko *history)
{
    Glicko g = glicko_initial();
    for (int i = 0; i < r->count; i++) {
        g = puzzle_rating_after(&g, r->attempts[i].difficulty, r->attempts[i].solved);
        if (history != NULL)
            history[i] = g;
    }
    return g;
}

/* Tried in the last PUZZLE_RECENT_ANY attempts or solved in the last
 * PUZZLE_RECENT_SOLVED. */
static bool tried_recently(const PuzzleRecord *r, int id)
{
    for (int i = r->count - 1, back = 0; i >= 0 && back < PUZZLE_RECENT_SOLVED; i--, back++) {
        const PuzzleAttempt *a = &r->attempts[i];
        if (a->id == id && (back < PUZZLE_RECENT_ANY || a->solved))
            return true;
    }
    return false;
}

typedef struct Candidate {
    int distance, id;
    const Puzzle *puzzle;
} Candidate;

static int by_distance(const void *a, const void *b)
{
    const Candidate *x = a, *y = b;
    if (x->distance != y->distance)
        return x->distance < y->distance ? -1 : 1;
    return (x->id > y->id) - (x->id < y->id);
}

const Puzzle *puzzle_draw(const PuzzleSet *set, const PuzzleRecord *r, int rating)
{
    if (set->count == 0)
        return NULL;
    Candidate *c = malloc((size_t)set->count * sizeof *c);
    if (c == NULL)
        return &set->items[0];
    int n = 0;
    for (int pass = 0; pass < 2 && n == 0; pass++)
        for (int i = 0; i < set->count; i++) {
            const Puzzle *p = &set->items[i];
            if (pass == 0 && tried_recently(r, p->id))
                continue;
            c[n++] = (Candidate){.distance = abs(p->difficulty - rating), .id = p->id, .puzzle = p};
        }
    qsort(c, (size_t)n, sizeof *c, by_distance);
    int nearest = n < PUZZLE_DRAW_NEAREST ? n : PUZZLE_DRAW_NEAREST;
    const Puzzle *chosen = c[r->count % nearest].puzzle;
    free(c);
    return chosen;
}

/* ------------------------------------------------------------------ */
/* An answer                                                           */

int puzzle_solver_moves(const Puzzle *p)
{
    return (p->len + 1) / 2;
}

PuzzleAnswer puzzle_judge(const Puzzle *p, const char *const *moves, int n, int *at)
{
    Position pos = p->start;
    int solver_moves = puzzle_solver_moves(p);
    *at = 0;
    if (n > solver_moves) {
        *at = solver_moves;
        return PUZZLE_ANSWER_TOO_MANY;
    }
    for (int i = 0; i < n; i++) {
        Move m;
        char err[NOTATION_ERRSIZE];
        *at = i;
        if (move_parse(&pos, moves[i], &m, err, sizeof err) != PARSE_OK)
            return PUZZLE_ANSWER_UNREADABLE;
        if (!move_same_effect(&m, &p->moves[2 * i]))
            return PUZZLE_ANSWER_WRONG;
        pos_make(&pos, &p->moves[2 * i]);
        if (2 * i + 1 < p->len)
            pos_make(&pos, &p->moves[2 * i + 1]);
    }
    return PUZZLE_ANSWER_RIGHT;
}

/* ------------------------------------------------------------------ */
/* part "puzzleui": an attempt move by move                            */

void puzzle_try_start(PuzzleTry *t, const Puzzle *p)
{
    memset(t, 0, sizeof *t);
    t->puzzle = p;
    t->pos = p->start;
}

const Move *puzzle_try_expected(const PuzzleTry *t)
{
    return t->ply < t->puzzle->len ? &t->puzzle->moves[t->ply] : NULL;
}

PuzzleStep puzzle_try_move(PuzzleTry *t, const Move *m)
{
    const Move *want = puzzle_try_expected(t);
    if (t->over || want == NULL)
        return PUZZLE_STEP_OVER;
    if (!move_same_effect(m, want)) {
        t->over = true;
        return PUZZLE_STEP_WRONG;
    }
    pos_make(&t->pos, want);
    t->ply++;
    t->has_reply = t->ply < t->puzzle->len;
    if (t->has_reply) {
        t->reply = t->puzzle->moves[t->ply];
        pos_make(&t->pos, &t->reply);
        t->ply++;
    }
    if (t->ply < t->puzzle->len)
        return PUZZLE_STEP_RIGHT;
    t->over = t->solved = true;
    return PUZZLE_STEP_SOLVED;
}

PuzzleAttempt puzzle_try_attempt(const PuzzleTry *t, long long time)
{
    return (PuzzleAttempt){.id = t->puzzle->id, .solved = t->solved, .difficulty = t->puzzle->difficulty,
                           .time = time};
}
