/*
 * training.c - the player's mistakes as exercises (training.h,
 * docs/training.md).
 */
#include "training.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "clock.h"
#include "fen.h"
#include "fileread.h"
#include "files.h"
#include "filewrite.h"
#include "movegen.h"
#include "notation.h"
#include "numparse.h"
#include "text.h"

#define KIND_EXERCISE "exercise"
#define KIND_ANALYSED "analysed"
#define FILE_HEADER "# dama training (docs/training.md): one exercise or analysed game a line"

enum {
    EXERCISE_FIELDS = 17,
    ANALYSED_FIELDS = 3,
    MAX_FIELDS = EXERCISE_FIELDS,
    MAX_COUNT = 1000000000,
    LINE_TEXT_SIZE = ANALYSIS_PV_MAX * MOVE_STRSIZE,
    TRAINING_PATH_MAX = 4096
};

/* Leitner intervals in days, box 1 first. */
static const int INTERVALS[TRAINING_BOXES] = {1, 3, 7, 16, 35};

int training_interval(int box)
{
    if (box < 1)
        box = 1;
    if (box > TRAINING_BOXES)
        box = TRAINING_BOXES;
    return INTERVALS[box - 1];
}

/* ------------------------------------------------------------------ */
/* Days                                                                */

/* Days since 1970-01-01 of a proleptic Gregorian date (H. Hinnant's
 * days_from_civil), so that no time zone or mktime is involved. */
static int days_from_civil(int y, int m, int d)
{
    y -= m <= 2;
    int era = (y >= 0 ? y : y - 399) / 400;
    int yoe = y - era * 400;
    int doy = (153 * (m + (m > 2 ? -3 : 9)) + 2) / 5 + d - 1;
    int doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    return era * 146097 + doe - 719468;
}

static void civil_from_days(int z, int *y, int *m, int *d)
{
    z += 719468;
    int era = (z >= 0 ? z : z - 146096) / 146097;
    int doe = z - era * 146097;
    int yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
    int doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    int mp = (5 * doy + 2) / 153;
    *d = doy - (153 * mp + 2) / 5 + 1;
    *m = mp + (mp < 10 ? 3 : -9);
    *y = yoe + era * 400 + (*m <= 2);
}

int training_day(time_t t)
{
    struct tm tm;
    if (localtime_r(&t, &tm) == NULL)
        return 0;
    return days_from_civil(tm.tm_year + 1900, tm.tm_mon + 1, tm.tm_mday);
}

int training_today(void)
{
    int day;
    if (training_day_parse(getenv(TRAINING_TODAY_ENV), &day))
        return day;
    return training_day(time(NULL));
}

void training_day_text(int day, char *buf, size_t size)
{
    int y, m, d;
    civil_from_days(day, &y, &m, &d);
    snprintf(buf, size, "%04d-%02d-%02d", y, m, d);
}

bool training_day_parse(const char *text, int *day)
{
    int y, m, d;
    char tail;
    if (text == NULL || strlen(text) != 10 || sscanf(text, "%4d-%2d-%2d%c", &y, &m, &d, &tail) != 3)
        return false;
    if (y < 1970 || y > 9999 || m < 1 || m > 12 || d < 1 || d > 31)
        return false;
    int z = days_from_civil(y, m, d);
    int y2, m2, d2;
    civil_from_days(z, &y2, &m2, &d2);
    if (y2 != y || m2 != m || d2 != d) /* 31 April and the like */
        return false;
    *day = z;
    return true;
}

/* ------------------------------------------------------------------ */
/* The state                                                           */

void training_path(const char *data_dir, char *buf, size_t size)
{
    snprintf(buf, size, "%s/%s", data_dir, TRAINING_FILE_NAME);
}

void training_init(Training *t)
{
    memset(t, 0, sizeof *t);
    t->next_id = 1;
}

void training_free(Training *t)
{
    free(t->exercises);
    free(t->analysed);
    for (int i = 0; i < t->nkept; i++)
        free(t->kept_lines[i].text);
    free(t->kept_lines);
    training_init(t);
}

/* Room for one more of an array of items of size each. */
static bool grow(void **items, int count, int *capacity, size_t each)
{
    if (count < *capacity)
        return true;
    int bigger = *capacity > 0 ? *capacity * 2 : 32;
    void *grown = realloc(*items, (size_t)bigger * each);
    if (grown == NULL)
        return false;
    *items = grown;
    *capacity = bigger;
    return true;
}

static bool add_exercise(Training *t, const Exercise *e)
{
    if (!grow((void **)&t->exercises, t->count, &t->capacity, sizeof *t->exercises))
        return false;
    t->exercises[t->count++] = *e;
    if (e->id >= t->next_id)
        t->next_id = e->id + 1;
    return true;
}

static AnalysedGame *find_analysed(Training *t, const char *key)
{
    for (int i = 0; i < t->nanalysed; i++)
        if (strcmp(t->analysed[i].key, key) == 0)
            return &t->analysed[i];
    return NULL;
}

/* Remember key as analysed up to plies (the larger count stays). */
static bool note_analysed(Training *t, const char *key, int plies)
{
    AnalysedGame *known = find_analysed(t, key);
    if (known != NULL) {
        if (plies > known->plies)
            known->plies = plies;
        return true;
    }
    if (!grow((void **)&t->analysed, t->nanalysed, &t->analysed_capacity, sizeof *t->analysed))
        return false;
    AnalysedGame *g = &t->analysed[t->nanalysed++];
    snprintf(g->key, sizeof g->key, "%s", key);
    g->plies = plies;
    return true;
}

Exercise *training_find(Training *t, int id)
{
    for (int i = 0; i < t->count; i++)
        if (t->exercises[i].id == id)
            return &t->exercises[i];
    return NULL;
}

bool training_is_of(const Exercise *e, const char *player)
{
    return player == NULL || strcmp(e->player, player) == 0;
}

bool training_is_due(const Exercise *e, int today)
{
    return e->due <= today;
}

/* ------------------------------------------------------------------ */
/* Reading                                                             */

/* Split line at tabs into at most max fields; returns how many (max + 1
 * when there are more). */
static int split_fields(char *line, char *fields[], int max)
{
    int n = 0;
    for (char *p = line;;) {
        if (n == max)
            return max + 1;
        fields[n++] = p;
        char *tab = strchr(p, '\t');
        if (tab == NULL)
            return n;
        *tab = '\0';
        p = tab + 1;
    }
}

/* A line of moves, each legal after the ones before it from *from. */
static bool parse_line(const Position *from, const char *text, Move *moves, int *len)
{
    char copy[LINE_TEXT_SIZE], err[NOTATION_ERRSIZE];
    if (snprintf(copy, sizeof copy, "%s", text) >= (int)sizeof copy)
        return false;
    Position p = *from;
    *len = 0;
    for (char *save = NULL, *tok = strtok_r(copy, " ", &save); tok != NULL; tok = strtok_r(NULL, " ", &save)) {
        if (*len == ANALYSIS_PV_MAX || move_parse(&p, tok, &moves[*len], err, sizeof err) != PARSE_OK)
            return false;
        pos_make(&p, &moves[(*len)++]);
    }
    return true;
}

static bool parse_verdict(const char *text, MoveVerdict *v)
{
    if (strcmp(text, "mistake") == 0)
        *v = VERDICT_MISTAKE;
    else if (strcmp(text, "blunder") == 0)
        *v = VERDICT_BLUNDER;
    else
        return false;
    return true;
}

static void copy_field(char *dst, size_t size, const char *src)
{
    text_sanitize(dst, size, src);
}

/* The numbers of an exercise line: fields 1 (id), 5 (level), 6 (ply),
 * 9 (loss), 13 (box), 15, 16 (answers). */
static bool parse_exercise_numbers(char *f[], Exercise *e)
{
    return parse_int(f[1], 1, MAX_COUNT, &e->id) && parse_int(f[5], MIN_LEVEL, MAX_LEVEL, &e->level) &&
           parse_int(f[6], 0, MAX_COUNT, &e->ply) && parse_int(f[9], 0, 2 * ANALYSIS_SCORE_CAP, &e->loss) &&
           parse_int(f[13], 1, TRAINING_BOXES, &e->box) && parse_int(f[15], 0, MAX_COUNT, &e->right) &&
           parse_int(f[16], 0, MAX_COUNT, &e->wrong) && parse_verdict(f[10], &e->verdict);
}

/* The moves of an exercise line: the move played (field 8), the better
 * line (11, at least one move) and the refutation (12, after the move
 * played), each legal where it stands. */
static bool parse_exercise_moves(char *f[], Exercise *e)
{
    char err[NOTATION_ERRSIZE];
    if (move_parse(&e->pos, f[8], &e->played, err, sizeof err) != PARSE_OK)
        return false;
    if (!parse_line(&e->pos, f[11], e->better, &e->better_len) || e->better_len == 0)
        return false;
    Position after = e->pos;
    pos_make(&after, &e->played);
    return parse_line(&after, f[12], e->refutation, &e->refutation_len);
}

static TrainingDamage parse_exercise(Training *t, char *f[], int n)
{
    Exercise e;
    memset(&e, 0, sizeof e);
    if (n != EXERCISE_FIELDS)
        return TRAINING_BAD_FIELDS;
    if (!parse_exercise_numbers(f, &e))
        return TRAINING_BAD_NUMBER;
    if (!training_day_parse(f[14], &e.due))
        return TRAINING_BAD_DATE;
    if (fen_parse(f[7], &e.pos, NULL, 0) != 0)
        return TRAINING_BAD_POSITION;
    if (!parse_exercise_moves(f, &e))
        return TRAINING_BAD_MOVE;
    if (training_find(t, e.id) != NULL)
        return TRAINING_BAD_DUPLICATE;
    copy_field(e.player, sizeof e.player, f[2]);
    copy_field(e.game_id, sizeof e.game_id, f[3]);
    copy_field(e.date, sizeof e.date, f[4]);
    return add_exercise(t, &e) ? 0 : TRAINING_BAD_FIELDS;
}

static TrainingDamage parse_analysed(Training *t, char *f[], int n)
{
    int plies;
    if (n != ANALYSED_FIELDS)
        return TRAINING_BAD_FIELDS;
    if (f[1][0] == '\0' || !parse_int(f[2], 0, MAX_COUNT, &plies))
        return TRAINING_BAD_NUMBER;
    char key[ARCHIVE_GAME_ID_SIZE];
    copy_field(key, sizeof key, f[1]);
    return note_analysed(t, key, plies) ? 0 : TRAINING_BAD_FIELDS;
}

/* Read one line (NUL-terminated, no newline): 0, or why it is damaged. */
static TrainingDamage parse_record(Training *t, char *line)
{
    char *f[MAX_FIELDS + 1];
    int n = split_fields(line, f, MAX_FIELDS);
    if (strcmp(f[0], KIND_EXERCISE) == 0)
        return parse_exercise(t, f, n);
    if (strcmp(f[0], KIND_ANALYSED) == 0)
        return parse_analysed(t, f, n);
    return TRAINING_BAD_KIND;
}

/* A damaged line: counted, its reason kept for the first ones and its
 * text kept for the next save.  False when memory is short. */
static bool keep_damaged(Training *t, int line_number, TrainingDamage what, const char *text, size_t len)
{
    if (t->damaged < TRAINING_MAX_ERRORS)
        t->errors[t->damaged] = (TrainingError){line_number, what};
    t->damaged++;
    TrainingKeptLine *grown = realloc(t->kept_lines, (size_t)(t->nkept + 1) * sizeof *grown);
    if (grown == NULL)
        return false;
    t->kept_lines = grown;
    if ((grown[t->nkept].text = malloc(len + 1)) == NULL)
        return false;
    memcpy(grown[t->nkept].text, text, len);
    grown[t->nkept].text[len] = '\0';
    grown[t->nkept++].len = len;
    return true;
}

static bool skipped_line(const char *line)
{
    return line[0] == '\0' || line[0] == '#';
}

/* Which line of the text is damaged, and why (0: none). */
static TrainingDamage check_line(Training *t, char *line, size_t len, char *copy)
{
    if (strlen(line) != len) /* a NUL byte in it */
        return TRAINING_BAD_KIND;
    if (len > TRAINING_LINE_MAX)
        return TRAINING_BAD_LONG;
    memcpy(copy, line, len + 1); /* kept before the fields are cut */
    return parse_record(t, line);
}

static void parse_text(Training *t, char *text, size_t size)
{
    char copy[TRAINING_LINE_MAX + 1];
    int number = 0;
    for (size_t pos = 0; pos < size;) {
        char *line = text + pos;
        char *nl = memchr(line, '\n', size - pos);
        size_t len = nl != NULL ? (size_t)(nl - line) : size - pos;
        pos += len + 1;
        number++;
        line[len] = '\0'; /* the reader puts a NUL after the last byte */
        if (len > 0 && line[len - 1] == '\r')
            line[--len] = '\0';
        if (strlen(line) == len && skipped_line(line))
            continue;
        bool parsed = strlen(line) == len && len <= TRAINING_LINE_MAX; /* copy is filled */
        TrainingDamage what = check_line(t, line, len, copy);
        if (what != 0)
            keep_damaged(t, number, what, parsed ? copy : line, len);
    }
}

int training_load(const char *path, Training *t, FileProblem *why)
{
    char *text;
    size_t size;
    training_init(t);
    FileReadStatus st = file_read_all(path, TRAINING_MAX_BYTES, &text, &size, why);
    if (st == FILE_READ_MISSING)
        return 0;
    if (st != FILE_READ_OK)
        return -1;
    parse_text(t, text, size);
    free(text);
    return 0;
}

/* ------------------------------------------------------------------ */
/* Writing                                                             */

static int write_line_of_moves(FILE *f, const Move *moves, int len)
{
    char buf[MOVE_STRSIZE];
    for (int i = 0; i < len; i++)
        if (fprintf(f, "%s%s", i > 0 ? " " : "", move_format(&moves[i], buf, sizeof buf)) < 0)
            return -1;
    return 0;
}

static int write_exercise(FILE *f, const Exercise *e)
{
    char fen[FEN_BUFSIZE], played[MOVE_STRSIZE], due[TRAINING_DATE_SIZE];
    char player[ARCHIVE_NAME_SIZE], key[ARCHIVE_GAME_ID_SIZE], date[TRAINING_DATE_SIZE];
    fen_format(&e->pos, fen, sizeof fen);
    training_day_text(e->due, due, sizeof due);
    copy_field(player, sizeof player, e->player);
    copy_field(key, sizeof key, e->game_id);
    copy_field(date, sizeof date, e->date);
    if (fprintf(f, "%s\t%d\t%s\t%s\t%s\t%d\t%d\t%s\t%s\t%d\t%s\t", KIND_EXERCISE, e->id, player, key, date, e->level,
                e->ply, fen, move_format(&e->played, played, sizeof played), e->loss,
                e->verdict == VERDICT_BLUNDER ? "blunder" : "mistake") < 0)
        return -1;
    if (write_line_of_moves(f, e->better, e->better_len) != 0 || fputc('\t', f) == EOF ||
        write_line_of_moves(f, e->refutation, e->refutation_len) != 0)
        return -1;
    return fprintf(f, "\t%d\t%s\t%d\t%d\n", e->box, due, e->right, e->wrong) < 0 ? -1 : 0;
}

static int write_training(FILE *f, void *ctx)
{
    const Training *t = ctx;
    if (fprintf(f, "%s\n", FILE_HEADER) < 0)
        return -1;
    for (int i = 0; i < t->nanalysed; i++)
        if (fprintf(f, "%s\t%s\t%d\n", KIND_ANALYSED, t->analysed[i].key, t->analysed[i].plies) < 0)
            return -1;
    for (int i = 0; i < t->count; i++)
        if (write_exercise(f, &t->exercises[i]) != 0)
            return -1;
    for (int i = 0; i < t->nkept; i++)
        if (fwrite(t->kept_lines[i].text, 1, t->kept_lines[i].len, f) != t->kept_lines[i].len || fputc('\n', f) == EOF)
            return -1;
    return 0;
}

int training_save(const char *path, const Training *t, FileProblem *why)
{
    return file_save_with(path, write_training, (void *)t, why);
}

/* ------------------------------------------------------------------ */
/* Exercises from a game                                               */

void training_game_key(const ArchivedGame *info, const Game *g, char *buf, size_t size)
{
    if (info->game_id[0] != '\0') {
        copy_field(buf, size, info->game_id);
        return;
    }
    char date[TRAINING_DATE_SIZE];
    copy_field(date, sizeof date, info->date);
    snprintf(buf, size, "nogameid-%s-%d-%016llx", date, g->nplies, (unsigned long long)g->pos.hash);
}

static bool has_exercise(const Training *t, const char *key, int ply)
{
    for (int i = 0; i < t->count; i++)
        if (t->exercises[i].ply == ply && strcmp(t->exercises[i].game_id, key) == 0)
            return true;
    return false;
}

static void fill_exercise(Exercise *e, const ArchivedGame *info, const char *key, const Game *g, int ply,
                          const PlyReview *pr, int today)
{
    memset(e, 0, sizeof *e);
    copy_field(e->player, sizeof e->player, info->player);
    snprintf(e->game_id, sizeof e->game_id, "%s", key);
    copy_field(e->date, sizeof e->date, info->date);
    e->level = info->level;
    e->ply = ply;
    e->pos = g->plies[ply].before;
    e->played = g->plies[ply].move;
    e->loss = pr->loss;
    e->verdict = pr->verdict;
    e->better_len = pr->better_len;
    memcpy(e->better, pr->better, sizeof e->better);
    e->refutation_len = pr->refutation_len;
    memcpy(e->refutation, pr->refutation, sizeof e->refutation);
    e->box = 1;
    e->due = today;
}

int training_add_game(Training *t, const ArchivedGame *info, const Game *g, const GameReview *r, int today)
{
    char key[ARCHIVE_GAME_ID_SIZE];
    training_game_key(info, g, key, sizeof key);
    int added = 0;
    for (int ply = 0; ply < r->nplies && ply < g->nplies; ply++) {
        const PlyReview *pr = &r->plies[ply];
        if (pr->side != info->player_side || pr->verdict < VERDICT_MISTAKE || pr->better_len == 0 ||
            has_exercise(t, key, ply))
            continue;
        Exercise e;
        fill_exercise(&e, info, key, g, ply, pr, today);
        e.id = t->next_id;
        if (!add_exercise(t, &e))
            return -1;
        added++;
    }
    return note_analysed(t, key, g->nplies) ? added : -1;
}

/* ------------------------------------------------------------------ */
/* Updating from the archive                                           */

/* The games to analyse, copied out of the archive. */
typedef struct Collect {
    const Training *t;
    const char *player;
    TrainingQueue *q;
    bool no_memory;
} Collect;

bool training_has_analysed(const Training *t, const ArchivedGame *info, const Game *g)
{
    char key[ARCHIVE_GAME_ID_SIZE];
    training_game_key(info, g, key, sizeof key);
    const AnalysedGame *known = find_analysed((Training *)t, key);
    return g->nplies == 0 || (known != NULL && known->plies >= g->nplies);
}

static bool collect_game(const ArchivedGame *info, const PdnGame *pg, void *ctx)
{
    Collect *c = ctx;
    TrainingQueue *q = c->q;
    if ((c->player != NULL && strcmp(info->player, c->player) != 0) || training_has_analysed(c->t, info, &pg->game))
        return true;
    if (!grow((void **)&q->games, q->count, &q->capacity, sizeof *q->games)) {
        c->no_memory = true;
        return false;
    }
    TrainingGame *pending = &q->games[q->count++];
    pending->info = *info;
    game_copy(&pending->game, &pg->game);
    return true;
}

void training_queue_free(TrainingQueue *q)
{
    for (int i = 0; i < q->count; i++)
        game_free(&q->games[i].game);
    free(q->games);
    memset(q, 0, sizeof *q);
}

int training_queue_load(TrainingQueue *q, const Training *t, const char *archive_path, const char *player,
                        FileProblem *why)
{
    memset(q, 0, sizeof *q);
    Collect c = {.t = t, .player = player, .q = q};
    if (archive_each(archive_path, collect_game, &c, why) != 0)
        return -1;
    if (c.no_memory) {
        file_problem_set(why, FILE_PROBLEM_NO_MEMORY, archive_path);
        return -1;
    }
    return 0;
}

/* Progress over every pending game, from one game's. */
typedef struct UpdateProgress {
    TrainingProgress tp;
    int before;                /* positions of the games before this one */
    int64_t started_ms;
    TrainingProgressFn fn;
    void *ctx;
} UpdateProgress;

static void game_progress(const AnalysisProgress *ap, void *ctx)
{
    UpdateProgress *u = ctx;
    u->tp.done = u->before + ap->done;
    u->tp.elapsed_ms = (int)(clock_now_ms() - u->started_ms);
    u->tp.left_ms = u->tp.done > 0 ? (int)((int64_t)u->tp.elapsed_ms * (u->tp.total - u->tp.done) / u->tp.done)
                                   : -1;
    if (u->fn != NULL)
        u->fn(&u->tp, u->ctx);
}

/* Where each analysed game goes: into *t, or (with path) into the file. */
typedef struct UpdateTarget {
    Training *t;
    const char *path;
    FileProblem *why;
} UpdateTarget;

static TrainingUpdateStatus add_analysed(const UpdateTarget *to, const TrainingGame *pending, const GameReview *r,
                                         int today, int *added)
{
    if (to->path != NULL)
        return training_store_game(to->path, &pending->info, &pending->game, r, today, added, to->why) == 0
                   ? TRAINING_UPDATE_DONE
                   : TRAINING_UPDATE_NO_FILE;
    *added = training_add_game(to->t, &pending->info, &pending->game, r, today);
    return *added < 0 ? TRAINING_UPDATE_NO_MEMORY : TRAINING_UPDATE_DONE;
}

static TrainingUpdateStatus analyse_pending(const UpdateTarget *to, TrainingQueue *q, Analysis *a, int today,
                                            UpdateProgress *u, TrainingUpdate *out)
{
    SearchLimits lim = analysis_default_limits();
    for (int i = 0; i < q->count; i++) {
        const TrainingGame *pending = &q->games[i];
        GameReview review;
        u->tp.game = i + 1;
        AnalysisStatus st = analysis_run(a, &pending->game, &lim, game_progress, u, &review);
        if (st != ANALYSIS_DONE)
            return st == ANALYSIS_CANCELLED ? TRAINING_UPDATE_CANCELLED : TRAINING_UPDATE_NO_MEMORY;
        int added = 0;
        TrainingUpdateStatus stored = add_analysed(to, pending, &review, today, &added);
        review_free(&review);
        if (stored != TRAINING_UPDATE_DONE)
            return stored;
        out->games++;
        out->exercises += added;
        u->before += pending->game.nplies + 1;
    }
    return TRAINING_UPDATE_DONE;
}

/* Keep only the last max games of q (max 0: all). */
static void keep_newest(TrainingQueue *q, int max)
{
    if (max <= 0 || q->count <= max)
        return;
    int drop = q->count - max;
    for (int i = 0; i < drop; i++)
        game_free(&q->games[i].game);
    memmove(q->games, q->games + drop, (size_t)max * sizeof *q->games);
    q->count = max;
}

static TrainingUpdateStatus update_into(const UpdateTarget *to, const char *archive_path, const char *player,
                                        int max_games, Analysis *a, int today, TrainingProgressFn progress,
                                        void *ctx, TrainingUpdate *out)
{
    memset(out, 0, sizeof *out);
    TrainingQueue q;
    if (training_queue_load(&q, to->t, archive_path, player, to->why) != 0)
        return TRAINING_UPDATE_NO_ARCHIVE;
    keep_newest(&q, max_games);
    UpdateProgress u = {.tp = {.games = q.count, .left_ms = -1}, .started_ms = clock_now_ms(), .fn = progress,
                        .ctx = ctx};
    for (int i = 0; i < q.count; i++)
        u.tp.total += q.games[i].game.nplies + 1;
    TrainingUpdateStatus status = analyse_pending(to, &q, a, today, &u, out);
    training_queue_free(&q);
    return status;
}

TrainingUpdateStatus training_update(Training *t, const char *archive_path, const char *player, int max_games,
                                     Analysis *a, int today, TrainingProgressFn progress, void *ctx,
                                     TrainingUpdate *out, FileProblem *why)
{
    UpdateTarget to = {t, NULL, why};
    return update_into(&to, archive_path, player, max_games, a, today, progress, ctx, out);
}

TrainingUpdateStatus training_update_file(const char *path, const char *archive_path, const char *player,
                                          int max_games, Analysis *a, int today, TrainingProgressFn progress,
                                          void *ctx, TrainingUpdate *out, FileProblem *why)
{
    Training t;
    memset(out, 0, sizeof *out);
    if (training_load(path, &t, why) != 0)
        return TRAINING_UPDATE_NO_FILE;
    UpdateTarget to = {&t, path, why};
    TrainingUpdateStatus status = update_into(&to, archive_path, player, max_games, a, today, progress, ctx, out);
    training_free(&t);
    return status;
}

/* ------------------------------------------------------------------ */
/* Several writers                                                     */

/* The lock beside the file at path, in its directory, which is made when
 * missing (a new player's data directory may not exist yet); false, said
 * in *why, when it cannot be. */
static bool lock_path(const char *path, const char *suffix, char *buf, size_t size, FileProblem *why)
{
    char dir[TRAINING_PATH_MAX];
    snprintf(dir, sizeof dir, "%s", path);
    char *slash = strrchr(dir, '/');
    if (slash != NULL && slash != dir) {
        *slash = '\0';
        if (!files_make_dirs(dir, why))
            return false;
    }
    snprintf(buf, size, "%s%s", path, suffix);
    return true;
}

int training_lock_analysis(const char *path, bool wait, FileProblem *why)
{
    char lock[TRAINING_PATH_MAX];
    if (!lock_path(path, TRAINING_ANALYSE_LOCK_SUFFIX, lock, sizeof lock, why))
        return FILE_LOCK_FAILED;
    return file_lock(lock, wait, why);
}

void training_unlock(int lock)
{
    if (lock >= 0)
        close(lock);
}

/* One change to the file as it is now: read it under its lock, change(t,
 * ctx) (0, or -1 when memory is short), write it. */
typedef int (*TrainingChangeFn)(Training *t, void *ctx);

static int change_file(const char *path, TrainingChangeFn change, void *ctx, FileProblem *why)
{
    char lock[TRAINING_PATH_MAX];
    if (!lock_path(path, TRAINING_LOCK_SUFFIX, lock, sizeof lock, why))
        return -1;
    int fd = file_lock(lock, true, why);
    if (fd < 0)
        return -1;
    Training t;
    int rc = training_load(path, &t, why);
    if (rc == 0 && change(&t, ctx) != 0) {
        file_problem_set(why, FILE_PROBLEM_NO_MEMORY, path);
        rc = -1;
    }
    if (rc == 0)
        rc = training_save(path, &t, why);
    training_free(&t);
    close(fd);
    return rc;
}

typedef struct GameChange {
    const ArchivedGame *info;
    const Game *g;
    const GameReview *r;
    int today;
    int added;
} GameChange;

static int add_game_change(Training *t, void *ctx)
{
    GameChange *c = ctx;
    c->added = training_add_game(t, c->info, c->g, c->r, c->today);
    return c->added < 0 ? -1 : 0;
}

int training_store_game(const char *path, const ArchivedGame *info, const Game *g, const GameReview *r, int today,
                        int *added, FileProblem *why)
{
    GameChange c = {info, g, r, today, 0};
    int rc = change_file(path, add_game_change, &c, why);
    *added = rc == 0 ? c.added : 0;
    return rc;
}

static int answer_change(Training *t, void *ctx)
{
    const Exercise *answered = ctx;
    Exercise *e = training_find(t, answered->id);
    if (e != NULL) {
        e->box = answered->box;
        e->due = answered->due;
        e->right = answered->right;
        e->wrong = answered->wrong;
    }
    return 0;
}

int training_store_answer(const char *path, const Exercise *e, FileProblem *why)
{
    return change_file(path, answer_change, (void *)e, why);
}

/* ------------------------------------------------------------------ */
/* Answering                                                           */

void training_record(Exercise *e, bool right, int today)
{
    if (right) {
        e->right++;
        e->box = e->box < TRAINING_BOXES ? e->box + 1 : TRAINING_BOXES;
        e->due = today + training_interval(e->box);
    } else {
        e->wrong++;
        e->box = 1;
        e->due = today + training_interval(1);
    }
}

/* The analysis's verdict on move in e's position: the game of that one
 * move judged as any game is. */
static AnalysisStatus judge(const Exercise *e, Analysis *a, const Move *move, TrainingAnswer *out)
{
    Game g;
    GameReview review;
    SearchLimits lim = analysis_default_limits();
    game_init(&g, &e->pos);
    game_play(&g, move);
    AnalysisStatus st = analysis_run(a, &g, &lim, NULL, NULL, &review);
    game_free(&g);
    if (st != ANALYSIS_DONE)
        return st;
    out->verdict = review.plies[0].verdict;
    out->loss = review.plies[0].loss;
    review_free(&review);
    return ANALYSIS_DONE;
}

AnalysisStatus training_answer(Exercise *e, Analysis *a, const Move *move, int today, TrainingAnswer *out)
{
    memset(out, 0, sizeof *out);
    if (move_equal(move, &e->played)) {
        out->verdict = e->verdict;
        out->loss = e->loss;
    } else if (!move_equal(move, &e->better[0])) {
        AnalysisStatus st = judge(e, a, move, out);
        if (st != ANALYSIS_DONE)
            return st;
    }
    out->accepted = out->verdict == VERDICT_GOOD && !move_equal(move, &e->played);
    out->old_box = e->box;
    training_record(e, out->accepted, today);
    out->new_box = e->box;
    out->due = e->due;
    return ANALYSIS_DONE;
}

/* ------------------------------------------------------------------ */

void training_count(const Training *t, const char *player, int today, TrainingCounts *c)
{
    memset(c, 0, sizeof *c);
    c->games = t->nanalysed;
    for (int i = 0; i < t->count; i++) {
        const Exercise *e = &t->exercises[i];
        if (!training_is_of(e, player))
            continue;
        c->exercises++;
        c->due += training_is_due(e, today);
        c->solved += e->box > 1;
        c->answers += e->right + e->wrong;
        c->right += e->right;
    }
}
