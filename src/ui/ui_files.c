/*
 * ui_files.c - where the game's files live and how the UI saves them.
 *
 * Files go to $XDG_DATA_HOME/dama, or ~/.local/share/dama when that is not
 * set (an XDG path must be absolute; a relative one is ignored, as the XDG
 * spec says).  Saved games are PDN; the White/Black tags name the engine as
 * "dama level N" so that loading a game puts the players back on their
 * sides.  autosave.pdn holds a game interrupted by a signal.
 */
#include <errno.h>
#include <pwd.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "pdn.h"
#include "ui.h"

static const char ENGINE_TAG_PREFIX[] = "dama level ";
static const char AUTOSAVE_NAME[] = "autosave.pdn";
static const char DEFAULT_SAVE_NAME[] = "game.pdn";

static const char *home_dir(void)
{
    const char *home = getenv("HOME");
    if (home != NULL && home[0] == '/')
        return home;
    struct passwd *pw = getpwuid(getuid());
    return pw != NULL && pw->pw_dir != NULL && pw->pw_dir[0] == '/' ? pw->pw_dir : NULL;
}

bool ui_files_init(Ui *ui)
{
    const char *xdg = getenv("XDG_DATA_HOME");
    ui->data_dir[0] = '\0';
    if (xdg != NULL && xdg[0] == '/') {
        snprintf(ui->data_dir, sizeof ui->data_dir, "%s/dama", xdg);
        return true;
    }
    const char *home = home_dir();
    if (home == NULL)
        return false;
    snprintf(ui->data_dir, sizeof ui->data_dir, "%s/.local/share/dama", home);
    return true;
}

/* mkdir -p of path's directory components and path itself. */
static bool make_dirs(const char *path, char *err, size_t errsize)
{
    char buf[UI_PATH_SIZE];
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

bool ui_files_ensure_dir(const Ui *ui, char *err, size_t errsize)
{
    if (ui->data_dir[0] == '\0') {
        snprintf(err, errsize, "no data directory (HOME is not set)");
        return false;
    }
    return make_dirs(ui->data_dir, err, errsize);
}

void ui_autosave_path(const Ui *ui, char *buf, size_t size)
{
    snprintf(buf, size, "%s/%s", ui->data_dir, AUTOSAVE_NAME);
}

void ui_default_save_path(const Ui *ui, char *buf, size_t size)
{
    if (ui->data_dir[0] == '\0')
        snprintf(buf, size, "%s", DEFAULT_SAVE_NAME);
    else
        snprintf(buf, size, "%s/%s", ui->data_dir, DEFAULT_SAVE_NAME);
}

void ui_expand_path(const char *in, char *out, size_t size)
{
    const char *home = home_dir();
    if (in[0] == '~' && (in[1] == '/' || in[1] == '\0') && home != NULL)
        snprintf(out, size, "%s%s", home, in + 1);
    else
        snprintf(out, size, "%s", in);
}

static void describe_players(const Ui *ui, PdnHeader *h)
{
    char engine[PDN_VALUE_MAX];
    const char *user = getenv("USER");
    if (user == NULL || user[0] == '\0')
        user = "Player";
    snprintf(engine, sizeof engine, "%s%d", ENGINE_TAG_PREFIX, ui->level);
    pdn_header_set(h->event, "dama game");
    pdn_header_set(h->white, ui->human == WHITE ? user : engine);
    pdn_header_set(h->black, ui->human == BLACK ? user : engine);
}

bool ui_save_game(const Ui *ui, const char *path, char *err, size_t errsize)
{
    PdnHeader h;
    pdn_header_init(&h);
    pdn_header_set_today(&h);
    pdn_header_set(h.site, "dama (terminal)");
    describe_players(ui, &h);
    return pdn_save(path, &ui->game, &h, err, errsize) == 0;
}

/* "dama level 4" -> 4; 0 when the tag names someone else. */
static int engine_level_in_tag(const char *tag)
{
    size_t n = strlen(ENGINE_TAG_PREFIX);
    int level;
    if (strncmp(tag, ENGINE_TAG_PREFIX, n) != 0 || sscanf(tag + n, "%d", &level) != 1)
        return 0;
    return level >= 1 && level <= MAX_LEVEL ? level : 0;
}

bool ui_load_game(const char *path, Game *g, int *human, int *level, char *err, size_t errsize)
{
    PdnHeader h;
    if (pdn_load(path, g, &h, err, errsize) != 0)
        return false;
    int white_engine = engine_level_in_tag(h.white);
    int black_engine = engine_level_in_tag(h.black);
    if (black_engine && !white_engine) {
        *human = WHITE;
        *level = black_engine;
    } else if (white_engine && !black_engine) {
        *human = BLACK;
        *level = white_engine;
    }
    return true;
}

bool ui_autosave_exists(const Ui *ui)
{
    char path[UI_PATH_SIZE];
    struct stat st;
    if (ui->data_dir[0] == '\0')
        return false;
    ui_autosave_path(ui, path, sizeof path);
    return stat(path, &st) == 0 && S_ISREG(st.st_mode);
}

bool ui_autosave(Ui *ui, char *err, size_t errsize)
{
    char path[UI_PATH_SIZE];
    if (!ui_files_ensure_dir(ui, err, errsize))
        return false;
    ui_autosave_path(ui, path, sizeof path);
    return ui_save_game(ui, path, err, errsize);
}

void ui_autosave_remove(const Ui *ui)
{
    char path[UI_PATH_SIZE];
    if (ui->data_dir[0] == '\0')
        return;
    ui_autosave_path(ui, path, sizeof path);
    unlink(path);
}
