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

bool files_make_dirs(const char *path, char *err, size_t errsize)
{
    char buf[FILES_PATH_SIZE];
    snprintf(buf, sizeof buf, "%s", path);
    for (char *p = buf + 1;; p++) {
        if (*p != '/' && *p != '\0')
            continue;
        char saved = *p;
        *p = '\0';
        if (mkdir(buf, 0700) != 0 && errno != EEXIST) {
            snprintf(err, errsize, "cannot create %s: %s", buf, strerror(errno));
            return false;
        }
        *p = saved;
        if (saved == '\0')
            return true;
    }
}

bool files_ensure_dir(const Files *f, char *err, size_t errsize)
{
    if (f->data_dir[0] == '\0') {
        snprintf(err, errsize, "no data directory (HOME is not set)");
        return false;
    }
    return files_make_dirs(f->data_dir, err, errsize);
}

bool files_egdb_dir(const Files *f, char *buf, size_t size)
{
    if (f->data_dir[0] == '\0')
        return false;
    snprintf(buf, size, "%s/%s", f->data_dir, EGDB_DIR_NAME);
    return true;
}

Egdb *files_open_egdb(const Files *f, char *err, size_t errsize)
{
    char dir[FILES_PATH_SIZE];
    struct stat st;
    err[0] = '\0';
    if (!files_egdb_dir(f, dir, sizeof dir) || stat(dir, &st) != 0)
        return NULL; /* none installed */
    return egdb_open(dir, err, errsize);
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
    const char *user = getenv("USER");
    snprintf(out, PDN_VALUE_MAX, "%s", user != NULL && user[0] != '\0' ? user : "Player");
}

void files_play_tags(PdnHeader *h, const Game *g, const char *time_control)
{
    if (time_control != NULL && time_control[0] != '\0' && strcmp(time_control, "-") != 0)
        (void)pdn_header_set_tag(h, "TimeControl", time_control);
    if (g->reason == END_TIME)
        (void)pdn_header_set_tag(h, "Termination", PDN_TERMINATION_TIME_FORFEIT);
}

bool files_save_game(const char *path, const Game *g, const SavedPlayers *who, char *err, size_t errsize)
{
    PdnHeader h;
    pdn_header_init(&h);
    pdn_header_set_today(&h);
    pdn_header_set(h.site, "dama (terminal)");
    pdn_header_set(h.event, "dama game");
    player_tag(who, WHITE, h.white);
    player_tag(who, BLACK, h.black);
    files_play_tags(&h, g, who->time_control);
    (void)pdn_header_set_tag(&h, FILES_TAG_RATED, who->rated ? FILES_RATED_YES : FILES_RATED_NO);
    return pdn_save(path, g, &h, err, errsize) == 0;
}

bool files_load_game(const char *path, Game *g, SavedPlayers *who, char *err, size_t errsize)
{
    return files_load_game_at(path, 0, g, who, err, errsize);
}

/* Each game of a PDN file in turn: visit(index, status, game or NULL,
 * error or NULL, ctx) returns false to stop.  A game given is the
 * visitor's to keep or free.  False with err when the file is unreadable. */
typedef bool (*GameVisitor)(int index, PdnGame *pg, const PdnError *perr, void *ctx);

static bool visit_games(const char *path, GameVisitor visit, void *ctx, char *err, size_t errsize)
{
    char *text;
    size_t len;
    if (pdn_read_file(path, &text, &len, err, errsize) != 0)
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

bool files_load_game_at(const char *path, int index, Game *g, SavedPlayers *who, char *err, size_t errsize)
{
    LoadAt want = {.index = index};
    if (!visit_games(path, keep_the_one, &want, err, errsize))
        return false;
    if (!want.found) {
        if (index == 0)
            snprintf(err, errsize, "%s: no game found", pdn_display_name(path));
        else
            snprintf(err, errsize, "%s: no game %d", pdn_display_name(path), index + 1);
        return false;
    }
    if (want.failed) {
        snprintf(err, errsize, "%s:%d:%d: %s", pdn_display_name(path), want.error.line, want.error.col,
                 want.error.message);
        return false;
    }
    who->engine_level[WHITE] = level_of_engine_name(want.game.header.white);
    who->engine_level[BLACK] = level_of_engine_name(want.game.header.black);
    const char *rated = pdn_header_tag(&want.game.header, FILES_TAG_RATED);
    who->rated = rated != NULL && strcmp(rated, FILES_RATED_YES) == 0;
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
        int n = snprintf(gl->error, sizeof gl->error, "line %d: ", perr->line);
        text_sanitize(gl->error + n, sizeof gl->error - (size_t)n, perr->message);
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

int files_list_games(const char *path, GameListing *out, int max, char *err, size_t errsize)
{
    Listing l = {out, max, 0};
    return visit_games(path, list_one, &l, err, errsize) ? l.count : -1;
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
