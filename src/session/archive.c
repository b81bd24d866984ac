/*
 * archive.c - the player's game archive (archive.h, docs/archive.md).
 */
#include "archive.h"

#include <errno.h>
#include <pwd.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "ballot.h"
#include "files.h"
#include "fileread.h"
#include "filewrite.h"
#include "levels.h"
#include "numparse.h"

#define LOCK_SUFFIX ".lock"

_Static_assert((int)ARCHIVE_GAME_ID_SIZE == (int)FILES_GAME_ID_SIZE, "a game id fits an archived game");

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
    if (e->game_id != NULL && e->game_id[0] != '\0')
        (void)pdn_header_set_tag(h, FILES_TAG_GAME_ID, e->game_id);
    (void)pdn_header_set_tag(h, FILES_TAG_RATED, e->rated ? FILES_RATED_YES : FILES_RATED_NO);
}

/* Another dama appending at the same moment must not lose our game (nor we
 * its): appends take an exclusive lock on a file beside the archive. */
static int lock_archive(const char *path, FileProblem *why)
{
    char lock_path[4096];
    snprintf(lock_path, sizeof lock_path, "%s" LOCK_SUFFIX, path);
    return file_lock(lock_path, true, why);
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
static int read_for_append(const char *path, char **text, size_t *len, FileProblem *why)
{
    if (file_absent(path)) {
        *text = NULL;
        *len = 0;
        return 0;
    }
    if (pdn_read_file(path, text, len, why) != 0) {
        *text = NULL;   /* nothing for the caller to free */
        return -1;
    }
    size_t n = *len, newlines = missing_newlines(*text, n);
    char *grown = realloc(*text, n + newlines + 1);
    if (grown == NULL) {
        free(*text);
        *text = NULL;
        file_problem_set(why, FILE_PROBLEM_NO_MEMORY, path);
        return -1;
    }
    memset(grown + n, '\n', newlines);
    grown[n + newlines] = '\0';
    *text = grown;
    *len = n + newlines;
    return 0;
}

/* ------------------------------------------------------------------ */
/* Walking the archive's games                                         */

/* Whether the line at text[pos] opens a game's tags: "[Event" then a
 * blank or the value's quote.  The archive's writer starts every game so. */
static bool opens_game(const char *text, size_t pos, size_t len)
{
    static const char EVENT[] = "[Event";
    size_t n = sizeof EVENT - 1;
    if (len - pos <= n || memcmp(text + pos, EVENT, n) != 0)
        return false;
    char next = text[pos + n];
    return next == ' ' || next == '\t' || next == '"';
}

/* Where the next game's tags begin after the line at pos, or len. */
static size_t next_game_start(const char *text, size_t pos, size_t len, int *line)
{
    for (;;) {
        const char *nl = memchr(text + pos, '\n', len - pos);
        if (nl == NULL)
            return len;
        pos = (size_t)(nl - text) + 1;
        (*line)++;
        if (opens_game(text, pos, len))
            return pos;
    }
}

/* One game met by each_game: PDN_OK with the game, or PDN_ERROR with the
 * error; its text is text[start, end) (start just after the game before
 * it).  Returns false to stop the walk. */
typedef bool (*GameVisit)(PdnStatus status, const PdnGame *pg, const PdnError *perr, size_t start, size_t end,
                          void *ctx);

/* The games of text[from, to) read by one reader; line: the number of its first line. */
static bool walk_stretch(const char *text, size_t from, size_t to, int line, GameVisit visit, void *ctx)
{
    PdnReader r;
    pdn_reader_init(&r, text + from, to - from);
    r.line = line;
    for (;;) {
        size_t before = r.pos;
        PdnGame pg;
        PdnError perr;
        PdnStatus status = pdn_read_game(&r, &pg, &perr);
        if (status == PDN_EOF)
            return true;
        bool more = visit(status, &pg, &perr, from + before, from + r.pos, ctx);
        if (status == PDN_OK)
            pdn_game_free(&pg);
        if (!more)
            return false;
    }
}

/* Each game's tags start a fresh reader, so that a damaged game (an
 * unclosed comment or variation, a cut tag line) cannot swallow the games
 * after it: it costs only itself (docs/archive.md). */
static void each_game(const char *text, size_t len, GameVisit visit, void *ctx)
{
    int line = 1;
    for (size_t start = 0; start < len;) {
        int start_line = line;
        size_t end = next_game_start(text, start, len, &line);
        if (!walk_stretch(text, start, end, start_line, visit, ctx))
            return;
        start = end;
    }
}

/* The game recorded earlier under an id, and where its text lies. */
typedef struct Recorded {
    const char *id;
    bool found;
    size_t start, end;
    PdnHeader header;
    GameResult result;
} Recorded;

static bool match_id(PdnStatus status, const PdnGame *pg, const PdnError *perr, size_t start, size_t end, void *ctx)
{
    (void)perr;
    Recorded *want = ctx;
    const char *tag = status == PDN_OK ? pdn_header_tag(&pg->header, FILES_TAG_GAME_ID) : NULL;
    if (tag == NULL || strcmp(tag, want->id) != 0)
        return true;
    want->found = true;
    want->start = start;
    want->end = end;
    want->header = pg->header;
    want->result = pg->game.result;
    return false;
}

/* The earlier record's rating before the game stays: the rating now
 * already counts that record. */
static void keep_rating_before(PdnHeader *h, const PdnHeader *old, int player_side)
{
    const char *name = player_side == WHITE ? "WhiteElo" : "BlackElo";
    const char *value = pdn_header_tag(old, name);
    if (value != NULL)
        (void)pdn_header_set_tag(h, name, value);
}

/* A result the rating counted stays counted: when the earlier record was
 * a rated game with a result (or carries one from before), the new record
 * carries it as RatedResult, whatever was taken back and played since. */
static void keep_rated_result(PdnHeader *h, const PdnHeader *old, GameResult old_result)
{
    const char *carried = pdn_header_tag(old, FILES_TAG_RATED_RESULT);
    const char *rated = pdn_header_tag(old, FILES_TAG_RATED);
    if (carried != NULL) {
        const char *level = pdn_header_tag(old, FILES_TAG_RATED_LEVEL);
        (void)pdn_header_set_tag(h, FILES_TAG_RATED_RESULT, carried);
        if (level != NULL)
            (void)pdn_header_set_tag(h, FILES_TAG_RATED_LEVEL, level);
    } else if (old_result != RESULT_NONE && rated != NULL && strcmp(rated, FILES_RATED_YES) == 0) {
        const char *level = pdn_header_tag(old, "Level");
        (void)pdn_header_set_tag(h, FILES_TAG_RATED_RESULT, game_result_token(old_result));
        if (level != NULL)
            (void)pdn_header_set_tag(h, FILES_TAG_RATED_LEVEL, level);
    }
}

/* A rated game the person left unfinished counts as their loss: the
 * rating reads RatedResult, the board's Result stays "*". */
static void set_forfeit(PdnHeader *h, const ArchiveEntry *e)
{
    char level[16];
    snprintf(level, sizeof level, "%d", e->level);
    GameResult loss = e->player_side == WHITE ? RESULT_BLACK_WINS : RESULT_WHITE_WINS;
    (void)pdn_header_set_tag(h, FILES_TAG_RATED_RESULT, game_result_token(loss));
    (void)pdn_header_set_tag(h, FILES_TAG_RATED_LEVEL, level);
}

/* What file_save_with writes: the archive as it was, with the new game in
 * the place of its earlier record or after everything. */
typedef struct Appended {
    const char *before;
    size_t before_len;
    const Game *game;
    const PdnHeader *header;
    const char *after;
    size_t after_len;
} Appended;

static int write_appended(FILE *f, void *ctx)
{
    const Appended *a = ctx;
    if (a->before_len > 0 && fwrite(a->before, 1, a->before_len, f) != a->before_len)
        return -1;
    for (size_t n = missing_newlines(a->before, a->before_len); n > 0; n--)
        if (fputc('\n', f) == EOF)
            return -1;
    if (pdn_write_game(f, a->game, a->header) != 0)
        return -1;
    return a->after_len > 0 && fwrite(a->after, 1, a->after_len, f) != a->after_len ? -1 : 0;
}

/* Put the new record in the place of the game recorded earlier under h's
 * id, if there is one: the record follows the game as it was last played,
 * and a rated result reached earlier stays with it (keep_rated_result). */
static bool place_game(Appended *a, const char *text, size_t len, PdnHeader *h, int player_side)
{
    Recorded old = {.id = pdn_header_tag(h, FILES_TAG_GAME_ID)};
    if (old.id == NULL)
        return true;
    each_game(text, len, match_id, &old);
    if (!old.found)
        return true;
    keep_rating_before(h, &old.header, player_side);
    keep_rated_result(h, &old.header, old.result);
    /* The blank lines before the old record stay before the new one; the
     * rest of its last line and the blank lines after it go with it. */
    size_t start = old.start, end = old.end;
    while (start < end && (text[start] == '\n' || text[start] == '\r'))
        start++;
    while (end < len && text[end] != '\n')
        end++;
    while (end < len && text[end] == '\n')
        end++;
    a->before_len = start;
    a->after = text + end;
    a->after_len = len - end;
    return true;
}

int archive_append(const char *path, const Game *g, const ArchiveEntry *e, FileProblem *why)
{
    PdnHeader h;
    archive_header(e, &h);
    if (g->result == RESULT_NONE)
        (void)pdn_header_set_tag(&h, "Termination", ARCHIVE_ABANDONED);
    if (g->result == RESULT_NONE && e->forfeit)
        set_forfeit(&h, e);   /* a result counted earlier still wins (place_game) */
    files_play_tags(&h, g, NULL);   /* the TimeControl tag is archive_header's */

    int lock = lock_archive(path, why);
    if (lock < 0)
        return -1;
    char *text;
    size_t len;
    int rc = read_for_append(path, &text, &len, why);
    if (rc == 0) {
        Appended appended = {text, len, g, &h, NULL, 0};
        if (place_game(&appended, text, len, &h, e->player_side))
            rc = file_save_with(path, write_appended, &appended, why);
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

/* The result a RatedResult tag names; RESULT_NONE without a valid one. */
static GameResult rated_result_of(const PdnHeader *h)
{
    static const GameResult RESULTS[] = {RESULT_WHITE_WINS, RESULT_BLACK_WINS, RESULT_DRAW};
    const char *tag = pdn_header_tag(h, FILES_TAG_RATED_RESULT);
    for (size_t i = 0; tag != NULL && i < sizeof RESULTS / sizeof RESULTS[0]; i++)
        if (strcmp(tag, game_result_token(RESULTS[i])) == 0)
            return RESULTS[i];
    return RESULT_NONE;
}

/* The Rated tag says; without one (an older archive), the start position tells. */
static bool game_is_rated(const PdnGame *pg)
{
    if (rated_result_of(&pg->header) != RESULT_NONE)
        return true;
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
    const char *id = pdn_header_tag(&pg->header, FILES_TAG_GAME_ID);
    snprintf(out->game_id, sizeof out->game_id, "%.*s", (int)sizeof out->game_id - 1, id != NULL ? id : "");
    out->plies = pg->game.nplies;
    out->line = pg->line;
    out->outcome = outcome_for(pg->game.result, out->player_side);
    out->rated = game_is_rated(pg);
    GameResult rated_result = rated_result_of(&pg->header);
    out->rated_outcome = rated_result != RESULT_NONE ? outcome_for(rated_result, out->player_side) : out->outcome;
    const char *rated_level = pdn_header_tag(&pg->header, FILES_TAG_RATED_LEVEL);
    int level = 0;
    out->rated_level = rated_result != RESULT_NONE && rated_level != NULL &&
                               parse_int(rated_level, MIN_LEVEL, MAX_LEVEL, &level)
                           ? level
                           : out->level;
    return true;
}

/* A game at line:col that could not be counted: the PDN reader's error e,
 * or (e NULL) memory ran short. */
static void note_damage(Archive *a, int line, int col, const PdnError *e)
{
    if (a->damaged < ARCHIVE_MAX_ERRORS) {
        ArchiveError *slot = &a->errors[a->damaged];
        slot->line = line;
        slot->col = col;
        slot->no_memory = e == NULL;
        if (e != NULL)
            slot->problem = *e;
        else
            memset(&slot->problem, 0, sizeof slot->problem);
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

typedef struct Parse {
    Archive *archive;
    int capacity;
} Parse;

static bool count_game(PdnStatus status, const PdnGame *pg, const PdnError *perr, size_t start, size_t end,
                       void *ctx)
{
    (void)start, (void)end;
    Parse *p = ctx;
    if (status == PDN_ERROR) {
        note_damage(p->archive, perr->line, perr->col, perr);
        return true;
    }
    ArchivedGame g;
    memset(&g, 0, sizeof g);
    if (!describe_game(pg, &g))
        p->archive->other_games++;
    else if (!add_game(p->archive, &g, &p->capacity))
        note_damage(p->archive, pg->line, pg->col, NULL);
    return true;
}

static void archive_parse(const char *text, size_t len, Archive *a)
{
    memset(a, 0, sizeof *a);
    Parse p = {a, 0};
    each_game(text, len, count_game, &p);
}

/* The archive's text, "" (NULL) for a missing file; 0 or -1 with *why. */
static int read_archive_text(const char *path, char **text, size_t *len, FileProblem *why)
{
    *text = NULL;
    *len = 0;
    if (file_absent(path))
        return 0;
    return pdn_read_file(path, text, len, why);
}

int archive_read(const char *path, Archive *a, FileProblem *why)
{
    char *text;
    size_t len;
    memset(a, 0, sizeof *a);
    if (read_archive_text(path, &text, &len, why) != 0)
        return -1;
    if (text != NULL)
        archive_parse(text, len, a);
    free(text);
    return 0;
}

typedef struct EachGame {
    ArchiveGameFn visit;
    void *ctx;
} EachGame;

static bool visit_game(PdnStatus status, const PdnGame *pg, const PdnError *perr, size_t start, size_t end,
                       void *ctx)
{
    (void)perr, (void)start, (void)end;
    EachGame *each = ctx;
    ArchivedGame info;
    memset(&info, 0, sizeof info);
    if (status != PDN_OK || !describe_game(pg, &info))
        return true;
    return each->visit(&info, pg, each->ctx);
}

int archive_each(const char *path, ArchiveGameFn visit, void *ctx, FileProblem *why)
{
    char *text;
    size_t len;
    if (read_archive_text(path, &text, &len, why) != 0)
        return -1;
    EachGame each = {visit, ctx};
    if (text != NULL)
        each_game(text, len, visit_game, &each);
    free(text);
    return 0;
}

void archive_free(Archive *a)
{
    free(a->games);
    memset(a, 0, sizeof *a);
}
