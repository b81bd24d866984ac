/*
 * files.c - the data directory, saving and loading played games (files.h).
 */
#include "files.h"

#include <errno.h>
#include <pwd.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "levels.h"
#include "pdn.h"
#include "text.h"

static const char AUTOSAVE_NAME[] = "autosave.pdn";
static const char EGDB_DIR_NAME[] = "egdb";
enum { MAX_SAVE_SUFFIX = 1000 };

static const char *home_dir(void)
{
    const char *home = getenv("HOME");
    if (home != NULL && home[0] == '/')
        return home;
    struct passwd *pw = getpwuid(getuid());
    return pw != NULL && pw->pw_dir != NULL && pw->pw_dir[0] == '/' ? pw->pw_dir : NULL;
}

bool files_init(Files *f)
{
    const char *xdg = getenv("XDG_DATA_HOME");
    f->data_dir[0] = '\0';
    if (xdg != NULL && xdg[0] == '/') {
        snprintf(f->data_dir, sizeof f->data_dir, "%s/dama", xdg);
        return true;
    }
    const char *home = home_dir();
    if (home == NULL)
        return false;
    snprintf(f->data_dir, sizeof f->data_dir, "%s/.local/share/dama", home);
    return true;
}

bool files_make_dirs(const char *path, FileProblem *why)
{
    char buf[FILES_PATH_SIZE];
    snprintf(buf, sizeof buf, "%s", path);
    for (char *p = buf + 1;; p++) {
        if (*p != '/' && *p != '\0')
            continue;
        char saved = *p;
        *p = '\0';
        if (mkdir(buf, 0700) != 0 && errno != EEXIST) {
            file_problem_set(why, FILE_PROBLEM_MKDIR_FAILED, buf)->sys_errno = errno;
            return false;
        }
        *p = saved;
        if (saved == '\0')
            return true;
    }
}

bool files_ensure_dir(const Files *f, FileProblem *why)
{
    if (f->data_dir[0] == '\0') {
        file_problem_set(why, FILE_PROBLEM_NO_DATA_DIR, NULL);
        return false;
    }
    return files_make_dirs(f->data_dir, why);
}

bool files_egdb_dir(const Files *f, char *buf, size_t size)
{
    if (f->data_dir[0] == '\0')
        return false;
    snprintf(buf, size, "%s/%s", f->data_dir, EGDB_DIR_NAME);
    return true;
}

Egdb *files_open_egdb(const Files *f, FileProblem *why)
{
    char dir[FILES_PATH_SIZE];
    struct stat st;
    file_problem_clear(why);
    if (!files_egdb_dir(f, dir, sizeof dir) || stat(dir, &st) != 0)
        return NULL; /* none installed */
    return egdb_open(dir, why);
}

void files_autosave_path(const Files *f, char *buf, size_t size)
{
    snprintf(buf, size, "%s/%s", f->data_dir, AUTOSAVE_NAME);
}

bool files_exists(const char *path)
{
    struct stat st;
    return lstat(path, &st) == 0;
}

void files_new_save_path(const Files *f, time_t now, char *buf, size_t size)
{
    char stamp[32];
    struct tm tm;
    localtime_r(&now, &tm);
    strftime(stamp, sizeof stamp, "%Y-%m-%d-%H%M%S", &tm);
    const char *dir = f->data_dir[0] != '\0' ? f->data_dir : ".";
    snprintf(buf, size, "%s/game-%s.pdn", dir, stamp);
    for (int n = 2; files_exists(buf) && n < MAX_SAVE_SUFFIX; n++)
        snprintf(buf, size, "%s/game-%s-%d.pdn", dir, stamp, n);
}

void files_expand_path(const char *in, char *out, size_t size)
{
    const char *home = home_dir();
    if (in[0] == '~' && (in[1] == '/' || in[1] == '\0') && home != NULL)
        snprintf(out, size, "%s%s", home, in + 1);
    else
        snprintf(out, size, "%s", in);
}

static void player_tag(const SavedPlayers *who, int side, char out[PDN_VALUE_MAX])
{
    if (who->engine_level[side] > 0) {
        snprintf(out, PDN_VALUE_MAX, LEVEL_ENGINE_NAME_PREFIX "%d", who->engine_level[side]);
        return;
    }
    snprintf(out, PDN_VALUE_MAX, "%s", who->person[0] != '\0' ? who->person : "?");
}

void files_play_tags(PdnHeader *h, const Game *g, const char *time_control)
{
    if (time_control != NULL && time_control[0] != '\0' && strcmp(time_control, "-") != 0)
        (void)pdn_header_set_tag(h, "TimeControl", time_control);
    if (g->reason == END_TIME)
        (void)pdn_header_set_tag(h, "Termination", PDN_TERMINATION_TIME_FORFEIT);
    else if (game_over(g))
        (void)pdn_header_set_tag(h, "Termination", PDN_TERMINATION_NORMAL);
}

bool files_save_game(const char *path, const Game *g, const SavedPlayers *who, FileProblem *why)
{
    PdnHeader h;
    pdn_header_init(&h);
    pdn_header_set_today(&h);
    pdn_header_set(h.site, "dama (terminal)");
    pdn_header_set(h.event, "dama game");
    player_tag(who, WHITE, h.white);
    player_tag(who, BLACK, h.black);
    files_play_tags(&h, g, who->time_control);
    if (who->game_id[0] != '\0')
        (void)pdn_header_set_tag(&h, FILES_TAG_GAME_ID, who->game_id);
    (void)pdn_header_set_tag(&h, FILES_TAG_RATED, who->rated ? FILES_RATED_YES : FILES_RATED_NO);
    return pdn_save(path, g, &h, why) == 0;
}

bool files_load_game(const char *path, Game *g, SavedPlayers *who, FileProblem *why)
{
    return files_load_game_at(path, 0, g, who, why, NULL);
}

/* Each game of a PDN file in turn: visit(index, status, game or NULL,
 * error or NULL, ctx) returns false to stop.  A game given is the
 * visitor's to keep or free.  False with *why when the file is unreadable. */
typedef bool (*GameVisitor)(int index, PdnGame *pg, const PdnError *perr, void *ctx);

static bool visit_games(const char *path, GameVisitor visit, void *ctx, FileProblem *why)
{
    char *text;
    size_t len;
    if (pdn_read_file(path, &text, &len, why) != 0)
        return false;
    PdnReader r;
    pdn_reader_init(&r, text, len);
    bool more = true;
    for (int index = 0; more; index++) {
        PdnGame pg;
        PdnError perr;
        PdnStatus status = pdn_read_game(&r, &pg, &perr);
        if (status == PDN_EOF)
            break;
        more = visit(index, status == PDN_OK ? &pg : NULL, status == PDN_OK ? NULL : &perr, ctx);
    }
    free(text);
    return true;
}

/* What a game's tags say of its players and its identity. */
static void saved_players_from(const PdnHeader *h, SavedPlayers *who)
{
    memset(who, 0, sizeof *who);
    who->engine_level[WHITE] = level_of_engine_name(h->white);
    who->engine_level[BLACK] = level_of_engine_name(h->black);
    const char *person = who->engine_level[WHITE] == 0 ? h->white : h->black;
    if (who->engine_level[WHITE] == 0 || who->engine_level[BLACK] == 0)
        snprintf(who->person, sizeof who->person, "%.*s", (int)sizeof who->person - 1, person);
    const char *id = pdn_header_tag(h, FILES_TAG_GAME_ID);
    if (id != NULL)
        snprintf(who->game_id, sizeof who->game_id, "%.*s", (int)sizeof who->game_id - 1, id);
    const char *rated = pdn_header_tag(h, FILES_TAG_RATED);
    who->rated = rated != NULL && strcmp(rated, FILES_RATED_YES) == 0;
}

typedef struct LoadAt {
    int index;
    bool found;
    PdnGame game;
    PdnError error;
    bool failed;
} LoadAt;

static bool keep_the_one(int index, PdnGame *pg, const PdnError *perr, void *ctx)
{
    LoadAt *want = ctx;
    if (index != want->index) {
        if (pg != NULL)
            pdn_game_free(pg);
        return true;
    }
    want->found = true;
    if (pg != NULL)
        want->game = *pg;   /* taken over */
    else
        want->error = *perr, want->failed = true;
    return false;
}

bool files_load_game_at(const char *path, int index, Game *g, SavedPlayers *who, FileProblem *why, PdnError *game)
{
    LoadAt want = {.index = index};
    if (!visit_games(path, keep_the_one, &want, why))
        return false;
    if (!want.found) {
        if (index == 0)
            file_problem_set(why, FILE_PROBLEM_NO_GAME, pdn_display_name(path));
        else
            file_problem_set(why, FILE_PROBLEM_NO_GAME_NUMBER, pdn_display_name(path))->number = index + 1;
        return false;
    }
    if (want.failed) {
        pdn_bad_game_problem(why, path, &want.error);
        if (game != NULL)
            *game = want.error;
        return false;
    }
    saved_players_from(&want.game.header, who);
    *g = want.game.game;   /* the ply array moves to the caller */
    want.game.game.plies = NULL;
    want.game.game.nplies = want.game.game.capacity = want.game.game.nredo = 0;
    pdn_game_free(&want.game);
    return true;
}

typedef struct Listing {
    GameListing *out;
    int max, count;
} Listing;

static bool list_one(int index, PdnGame *pg, const PdnError *perr, void *ctx)
{
    Listing *l = ctx;
    l->count = index + 1;
    if (index >= l->max) {
        if (pg != NULL)
            pdn_game_free(pg);
        return true;
    }
    GameListing *gl = &l->out[index];
    memset(gl, 0, sizeof *gl);
    if (pg == NULL) {
        gl->plies = -1;
        gl->problem = *perr;
        return true;
    }
    /* Tags are the file's text: shown on a terminal only once made safe. */
    text_sanitize(gl->white, sizeof gl->white, pg->header.white);
    text_sanitize(gl->black, sizeof gl->black, pg->header.black);
    text_sanitize(gl->date, sizeof gl->date, pg->header.date);
    snprintf(gl->result, sizeof gl->result, "%s", game_result_token(pg->game.result));
    gl->plies = pg->game.nplies;
    pdn_game_free(pg);
    return true;
}

int files_list_games(const char *path, GameListing *out, int max, FileProblem *why)
{
    Listing l = {out, max, 0};
    return visit_games(path, list_one, &l, why) ? l.count : -1;
}

bool files_autosave_exists(const Files *f)
{
    char path[FILES_PATH_SIZE];
    struct stat st;
    if (f->data_dir[0] == '\0')
        return false;
    files_autosave_path(f, path, sizeof path);
    return stat(path, &st) == 0 && S_ISREG(st.st_mode);
}

void files_autosave_remove(const Files *f)
{
    char path[FILES_PATH_SIZE];
    if (f->data_dir[0] == '\0')
        return;
    files_autosave_path(f, path, sizeof path);
    unlink(path);
}

/* Give path (which exists) a name no file has, by a hard link (which
 * never replaces), then drop the old name; a file system without links
 * is given a rename to a name just checked free. */
static bool move_to_free_name(const char *from, const char *to)
{
    if (link(from, to) == 0)
        return unlink(from) == 0 || errno == ENOENT;
    if (errno == EEXIST)
        return false;
    return !files_exists(to) && rename(from, to) == 0;
}

bool files_autosave_set_aside(const Files *f, const char *reason, time_t now, char *kept, size_t size,
                              FileProblem *why)
{
    char from[FILES_PATH_SIZE], base[FILES_PATH_SIZE];
    files_autosave_path(f, from, sizeof from);
    if (reason != NULL) {
        char stamp[32];
        struct tm tm;
        localtime_r(&now, &tm);
        strftime(stamp, sizeof stamp, "%Y%m%d-%H%M%S", &tm);
        if (snprintf(base, sizeof base, "%s.%s-%s", from, reason, stamp) >= (int)sizeof base) {
            file_problem_set(why, FILE_PROBLEM_RENAME_TOO_LONG, from);
            return false;
        }
    } else {
        files_new_save_path(f, now, base, sizeof base);
        /* The dated name ends in ".pdn": a number goes before it. */
        size_t n = strlen(base);
        if (n > 4)
            base[n - 4] = '\0';
    }
    for (int n = 1; n < MAX_SAVE_SUFFIX; n++) {
        if (n == 1)
            snprintf(kept, size, "%s%s", base, reason != NULL ? "" : ".pdn");
        else
            snprintf(kept, size, "%s-%d%s", base, n, reason != NULL ? "" : ".pdn");
        if (move_to_free_name(from, kept))
            return true;
        if (errno != EEXIST && files_exists(from) && !files_exists(kept)) {
            file_problem_set(why, FILE_PROBLEM_RENAME_FAILED, from)->sys_errno = errno;
            return false;
        }
    }
    file_problem_set(why, FILE_PROBLEM_RENAME_NO_NAME, from);
    return false;
}

/* The byte where line:col (1-based, as the PDN reader counts) is in text. */
static size_t offset_of(const char *text, size_t len, int line, int col)
{
    size_t at = len >= 3 && memcmp(text, "\xEF\xBB\xBF", 3) == 0 ? 3 : 0;
    for (int l = 1; l < line && at < len; at++)
        if (text[at] == '\n')
            l++;
    size_t end = at + (size_t)(col > 0 ? col - 1 : 0);
    return end < len ? end : len;
}

bool files_recover_game(const char *path, Game *g, SavedPlayers *who)
{
    char *text;
    size_t len;
    FileProblem why;
    if (pdn_read_file(path, &text, &len, &why) != 0)
        return false;
    PdnReader r;
    PdnGame pg;
    PdnError perr;
    pdn_reader_init(&r, text, len);
    PdnStatus status = pdn_read_game(&r, &pg, &perr);
    if (status == PDN_ERROR) {
        /* What comes before the damage, read alone, ends without a result:
         * the game as it was before the bad move. */
        pdn_reader_init(&r, text, offset_of(text, len, perr.line, perr.col));
        status = pdn_read_game(&r, &pg, &perr);
    }
    free(text);
    if (status != PDN_OK)
        return false;
    if (pg.game.nplies == 0) {
        pdn_game_free(&pg);
        return false;
    }
    saved_players_from(&pg.header, who);
    *g = pg.game;   /* the ply array moves to the caller */
    return true;
}

/* "DIR/NAME" with DIR resolved (links, "..", "."), or path unchanged. */
static void resolved_name(const char *path, char *out, size_t size)
{
    char dir[FILES_PATH_SIZE], real[PATH_MAX];
    const char *slash = strrchr(path, '/');
    const char *name = slash != NULL ? slash + 1 : path;
    if (slash == path)
        snprintf(dir, sizeof dir, "/");
    else if (slash != NULL)
        snprintf(dir, sizeof dir, "%.*s", (int)(slash - path), path);
    else
        snprintf(dir, sizeof dir, ".");
    if (realpath(dir, real) == NULL ||
        snprintf(out, size, "%s/%s", strcmp(real, "/") == 0 ? "" : real, name) >= (int)size)
        snprintf(out, size, "%s", path);
}

bool files_same_file(const char *a, const char *b)
{
    struct stat sa, sb;
    bool has_a = stat(a, &sa) == 0, has_b = stat(b, &sb) == 0;
    if (has_a && has_b)
        return sa.st_dev == sb.st_dev && sa.st_ino == sb.st_ino;
    if (has_a != has_b)
        return false;
    char ra[FILES_PATH_SIZE], rb[FILES_PATH_SIZE];
    resolved_name(a, ra, sizeof ra);
    resolved_name(b, rb, sizeof rb);
    return strcmp(ra, rb) == 0;
}
