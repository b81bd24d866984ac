/*
 * archive.c - the player's game archive (archive.h, docs/archive.md).
 */
#include "archive.h"

#include <errno.h>
#include <fcntl.h>
#include <pwd.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <unistd.h>

#include "ballot.h"
#include "files.h"
#include "filewrite.h"
#include "levels.h"

#define LOCK_SUFFIX ".lock"

void archive_path(const char *data_dir, char *buf, size_t size)
{
    snprintf(buf, size, "%s/%s", data_dir, ARCHIVE_FILE_NAME);
}

void archive_default_player(char *buf, size_t size)
{
    const struct passwd *pw = getpwuid(getuid());
    const char *name = pw != NULL ? pw->pw_name : NULL;
    if (name == NULL || name[0] == '\0')
        name = getenv("USER");
    snprintf(buf, size, "%s", name != NULL && name[0] != '\0' ? name : "Player");
}

static void set_int_tag(PdnHeader *h, const char *name, int value)
{
    char text[16];
    snprintf(text, sizeof text, "%d", value);
    (void)pdn_header_set_tag(h, name, text);
}

void archive_header(const ArchiveEntry *e, PdnHeader *h)
{
    char engine[PDN_VALUE_MAX];
    snprintf(engine, sizeof engine, LEVEL_ENGINE_NAME_PREFIX "%d", e->level);
    pdn_header_init(h);
    pdn_header_set(h->event, "dama game");
    pdn_header_set(h->site, "dama (terminal)");
    pdn_header_set(h->white, e->player_side == WHITE ? e->player : engine);
    pdn_header_set(h->black, e->player_side == BLACK ? e->player : engine);
    struct tm tm;
    if (localtime_r(&e->started, &tm) != NULL) {
        char time_text[16];
        strftime(h->date, sizeof h->date, "%Y.%m.%d", &tm);
        strftime(time_text, sizeof time_text, "%H:%M:%S", &tm);
        (void)pdn_header_set_tag(h, "Time", time_text);
    }
    (void)pdn_header_set_tag(h, "TimeControl", e->time_control != NULL ? e->time_control : "-");
    set_int_tag(h, "Level", e->level);
    const char *player_elo = e->player_side == WHITE ? "WhiteElo" : "BlackElo";
    const char *engine_elo = e->player_side == WHITE ? "BlackElo" : "WhiteElo";
    if (e->rating_before != ARCHIVE_NO_RATING)
        set_int_tag(h, player_elo, e->rating_before);
    if (e->engine_elo != ARCHIVE_NO_RATING)
        set_int_tag(h, engine_elo, e->engine_elo);
    (void)pdn_header_set_tag(h, FILES_TAG_RATED, e->rated ? FILES_RATED_YES : FILES_RATED_NO);
}

/* Another dama appending at the same moment must not lose our game (nor we
 * its): appends take an exclusive lock on a file beside the archive. */
static int lock_archive(const char *path, char *err, size_t errsize)
{
    char lock_path[4096];
    snprintf(lock_path, sizeof lock_path, "%s" LOCK_SUFFIX, path);
    int fd = open(lock_path, O_RDWR | O_CREAT | O_CLOEXEC, 0600);
    if (fd < 0 || flock(fd, LOCK_EX) != 0) {
        snprintf(err, errsize, "%s: cannot lock: %s", lock_path, strerror(errno));
        if (fd >= 0)
            close(fd);
        return -1;
    }
    return fd;
}

/* How many newlines text[0..n-1] needs to end with a blank line. */
static size_t missing_newlines(const char *text, size_t n)
{
    if (n == 0)
        return 0;
    if (text[n - 1] != '\n')
        return 2;
    return n >= 2 && text[n - 2] == '\n' ? 0 : 1;
}

/* The archive's current text, with a blank line after it if it has text
 * (so that the next game's tags start a new game); empty if missing. */
static int read_for_append(const char *path, char **text, size_t *len, char *err, size_t errsize)
{
    if (access(path, F_OK) != 0 && errno == ENOENT) {
        *text = NULL;
        *len = 0;
        return 0;
    }
    if (pdn_read_file(path, text, len, err, errsize) != 0)
        return -1;
    size_t n = *len, newlines = missing_newlines(*text, n);
    char *grown = realloc(*text, n + newlines + 1);
    if (grown == NULL) {
        free(*text);
        snprintf(err, errsize, "%s: out of memory", path);
        return -1;
    }
    memset(grown + n, '\n', newlines);
    grown[n + newlines] = '\0';
    *text = grown;
    *len = n + newlines;
    return 0;
}

/* What file_save_with writes: the archive as it was, then the new game. */
typedef struct Appended {
    const char *before;
    size_t before_len;
    const Game *game;
    const PdnHeader *header;
} Appended;

static int write_appended(FILE *f, void *ctx)
{
    const Appended *a = ctx;
    if (a->before_len > 0 && fwrite(a->before, 1, a->before_len, f) != a->before_len)
        return -1;
    return pdn_write_game(f, a->game, a->header);
}

int archive_append(const char *path, const Game *g, const ArchiveEntry *e, char *err, size_t errsize)
{
    PdnHeader h;
    archive_header(e, &h);
    if (g->result == RESULT_NONE)
        (void)pdn_header_set_tag(&h, "Termination", ARCHIVE_ABANDONED);
    files_play_tags(&h, g, NULL);   /* the TimeControl tag is archive_header's */

    int lock = lock_archive(path, err, errsize);
    if (lock < 0)
        return -1;
    char *text;
    size_t len;
    int rc = read_for_append(path, &text, &len, err, errsize);
    if (rc == 0) {
        Appended appended = {text, len, g, &h};
        rc = file_save_with(path, write_appended, &appended, err, errsize);
    }
    free(text);
    close(lock); /* releases the lock */
    return rc;
}

/* ------------------------------------------------------------------ */
/* Reading                                                             */

static PlayerOutcome outcome_for(GameResult r, int side)
{
    switch (r) {
    case RESULT_WHITE_WINS:
        return side == WHITE ? OUTCOME_WIN : OUTCOME_LOSS;
    case RESULT_BLACK_WINS:
        return side == BLACK ? OUTCOME_WIN : OUTCOME_LOSS;
    case RESULT_DRAW:
        return OUTCOME_DRAW;
    case RESULT_NONE:
        break;
    }
    return OUTCOME_UNFINISHED;
}

bool archive_rated_without_tag(const Position *start)
{
    Position initial;
    pos_startpos(&initial);
    return pos_equal(start, &initial) || ballot_shaped(start);
}

/* The Rated tag says; without one (an older archive), the start position tells. */
static bool game_is_rated(const PdnGame *pg)
{
    const char *tag = pdn_header_tag(&pg->header, FILES_TAG_RATED);
    if (tag != NULL)
        return strcmp(tag, FILES_RATED_YES) == 0;
    return archive_rated_without_tag(&pg->game.start);
}

/* Fill *out from a game read; false when it is not a person against the engine. */
static bool describe_game(const PdnGame *pg, ArchivedGame *out)
{
    int white_level = level_of_engine_name(pg->header.white);
    int black_level = level_of_engine_name(pg->header.black);
    if ((white_level == 0) == (black_level == 0))
        return false;
    out->player_side = white_level == 0 ? WHITE : BLACK;
    out->level = white_level != 0 ? white_level : black_level;
    /* Longer names and dates are cut to their fields. */
    snprintf(out->player, sizeof out->player, "%.*s", (int)sizeof out->player - 1,
             out->player_side == WHITE ? pg->header.white : pg->header.black);
    snprintf(out->date, sizeof out->date, "%.*s", (int)sizeof out->date - 1, pg->header.date);
    out->plies = pg->game.nplies;
    out->line = pg->line;
    out->outcome = outcome_for(pg->game.result, out->player_side);
    out->rated = game_is_rated(pg);
    return true;
}

static void note_damage(Archive *a, const PdnError *e)
{
    if (a->damaged < ARCHIVE_MAX_ERRORS) {
        ArchiveError *slot = &a->errors[a->damaged];
        slot->line = e->line;
        slot->col = e->col;
        snprintf(slot->message, sizeof slot->message, "%s", e->message);
    }
    a->damaged++;
}

static bool add_game(Archive *a, const ArchivedGame *g, int *capacity)
{
    if (a->count == *capacity) {
        int bigger = *capacity > 0 ? *capacity * 2 : 64;
        ArchivedGame *grown = realloc(a->games, (size_t)bigger * sizeof *grown);
        if (grown == NULL)
            return false;
        a->games = grown;
        *capacity = bigger;
    }
    a->games[a->count++] = *g;
    return true;
}

static void archive_parse(const char *text, size_t len, Archive *a)
{
    PdnReader r;
    PdnGame pg;
    PdnError perr;
    PdnStatus status;
    int capacity = 0;
    memset(a, 0, sizeof *a);
    pdn_reader_init(&r, text, len);
    while ((status = pdn_read_game(&r, &pg, &perr)) != PDN_EOF) {
        if (status == PDN_ERROR) {
            note_damage(a, &perr);
            continue;
        }
        ArchivedGame g;
        memset(&g, 0, sizeof g);
        if (!describe_game(&pg, &g))
            a->other_games++;
        else if (!add_game(a, &g, &capacity)) {
            PdnError oom = {pg.line, pg.col, "out of memory"};
            note_damage(a, &oom);
        }
        pdn_game_free(&pg);
    }
}

int archive_read(const char *path, Archive *a, char *err, size_t errsize)
{
    char *text;
    size_t len;
    memset(a, 0, sizeof *a);
    if (access(path, F_OK) != 0 && errno == ENOENT)
        return 0;
    if (pdn_read_file(path, &text, &len, err, errsize) != 0)
        return -1;
    archive_parse(text, len, a);
    free(text);
    return 0;
}

void archive_free(Archive *a)
{
    free(a->games);
    memset(a, 0, sizeof *a);
}
