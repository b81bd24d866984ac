/*
 * files.h - where dama keeps its files and how a played game is saved and
 * loaded (no terminal here).
 *
 * Files go to $XDG_DATA_HOME/dama, or ~/.local/share/dama when that is not
 * set (an XDG path must be absolute; a relative one is ignored, as the XDG
 * spec says).  Saved games are PDN; the White/Black tags name the engine as
 * "dama level N" so that loading a game puts the players back on their
 * sides.  autosave.pdn holds a game interrupted by a signal.  The endgame
 * databases, when built, are in the egdb folder there (docs/egdb.md).
 */
#ifndef DAMA_FILES_H
#define DAMA_FILES_H

#include <limits.h>
#include <stdbool.h>
#include <stddef.h>
#include <time.h>

#include "egdb.h"
#include "game.h"
#include "game_clock.h"
#include "pdn.h"

/* Where `make install` puts the data shipped with the program (the opening
 * book, the ballot openings), from the program's own directory: Debian's
 * places for a game, the program in PREFIX/games and its data in
 * PREFIX/share/games/dama (the Makefile's BINDIR and DATADIR).  The same
 * path holds for a program installed in PREFIX/bin. */
#define FILES_INSTALLED_DATA_DIR "../share/games/dama"

enum {
    FILES_PATH_SIZE = PATH_MAX,
    FILES_DIR_SIZE = PATH_MAX - 64,   /* leaves room for a file name after it */
    FILES_ERR_SIZE = 1024
};

typedef struct Files {
    char data_dir[FILES_DIR_SIZE];    /* empty when there is no home */
} Files;

enum {
    FILES_NAME_SIZE = 64,             /* a person's name in a saved game */
    FILES_GAME_ID_SIZE = 64
};

/* The tag that names one game for good (docs/archive.md, "One game, one
 * record"): written in saved games, the autosave and the archive, so that
 * a game saved, resumed or loaded again is still the same game. */
#define FILES_TAG_GAME_ID "GameId"

/* Who played a saved game: for each side, 0 for a person, else the
 * engine's level; the person's name (the White/Black tag of a side a
 * person plays; read back as the first such tag); the game's identity
 * (FILES_TAG_GAME_ID, "" for none); and the time control, written as the
 * PDN TimeControl tag ("300+3"; "" or "-": none, no tag; not read back). */
typedef struct SavedPlayers {
    int engine_level[2];
    char person[FILES_NAME_SIZE];
    char game_id[FILES_GAME_ID_SIZE];
    char time_control[GCLOCK_TEXT_SIZE];
    bool rated;      /* the Rated tag: the game counts for the rating (docs/stats.md) */
} SavedPlayers;

/* The Rated tag of saved games, the autosave and the archive: "yes" or "no". */
#define FILES_TAG_RATED "Rated"
#define FILES_RATED_YES "yes"
#define FILES_RATED_NO "no"
/* The result a rated game had when it was first archived ("1-0", "0-1",
 * "1/2-1/2"): a game played on after its result was taken back keeps it,
 * and the rating counts it (docs/archive.md, "One game, one record"). */
#define FILES_TAG_RATED_RESULT "RatedResult"
/* The level that result was against (the game may go on at another). */
#define FILES_TAG_RATED_LEVEL "RatedLevel"

/* Fill f->data_dir; false when neither XDG_DATA_HOME nor HOME is usable. */
bool files_init(Files *f);
/* Make sure the data directory exists (mkdir -p). */
bool files_ensure_dir(const Files *f, FileProblem *why);
/* mkdir -p of path's directory components and path itself. */
bool files_make_dirs(const char *path, FileProblem *why);
/* The endgame databases' directory (data_dir/egdb); false without a home. */
bool files_egdb_dir(const Files *f, char *buf, size_t size);
/* Open the endgame databases installed in the data directory (egdb_open).
 * NULL with *why FILE_PROBLEM_NONE when none are installed; NULL with
 * *why set when they are broken. */
Egdb *files_open_egdb(const Files *f, FileProblem *why);
void files_autosave_path(const Files *f, char *buf, size_t size);
/* A name for a new save that no file has yet: game-YYYY-MM-DD-HHMMSS.pdn
 * in the data directory (or the current one), with -2, -3... if taken. */
void files_new_save_path(const Files *f, time_t now, char *buf, size_t size);
/* "~/x" -> "$HOME/x"; other paths unchanged. */
void files_expand_path(const char *in, char *out, size_t size);
bool files_exists(const char *path);
/* The tags of how a game was played: TimeControl (time_control "" or "-":
 * none) and Termination: "time forfeit" for a game lost on time, "normal"
 * for any other finished game (a resignation, an agreed draw, an end by
 * rule); none while it goes on. */
void files_play_tags(PdnHeader *h, const Game *g, const char *time_control);
/* Save (atomically) / load the first game of a PDN file. */
bool files_save_game(const char *path, const Game *g, const SavedPlayers *who, FileProblem *why);
bool files_load_game(const char *path, Game *g, SavedPlayers *who, FileProblem *why);
/* Load the index-th game (0-based) of a PDN file.  Where the game cannot be
 * read (why->code FILE_PROBLEM_BAD_GAME), *game gets the PDN reader's facts,
 * for the player's words (game may be NULL). */
bool files_load_game_at(const char *path, int index, Game *g, SavedPlayers *who, FileProblem *why, PdnError *game);

/* One game of a PDN file, for a list to pick from. */
enum { FILES_LISTING_TEXT = 48 };
typedef struct GameListing {
    char white[FILES_LISTING_TEXT], black[FILES_LISTING_TEXT];
    char result[FILES_LISTING_TEXT], date[FILES_LISTING_TEXT];   /* the tags as written */
    int plies;                /* -1: the game cannot be read (problem says why) */
    PdnError problem;
} GameListing;

/* The games of a PDN file: returns how many there are (the first max are
 * described in out), or -1 with *why when the file cannot be read. */
int files_list_games(const char *path, GameListing *out, int max, FileProblem *why);
bool files_autosave_exists(const Files *f);
void files_autosave_remove(const Files *f);
/* The autosave renamed aside, never deleted nor put over another file:
 * to "autosave.pdn.damaged-YYYYMMDD-HHMMSS" (a reason of "damaged") or
 * to a new dated save name (files_new_save_path; reason NULL), with -2,
 * -3... when taken.  True with the new path in kept; false with *why. */
bool files_autosave_set_aside(const Files *f, const char *reason, time_t now, char *kept, size_t size,
                              FileProblem *why);
/* The first game of a PDN file up to its first damage (a bad move, a
 * broken comment...): the plies before it, as an unfinished game.  False
 * when the file cannot be read or nothing before the damage is a game
 * with a move. */
bool files_recover_game(const char *path, Game *g, SavedPlayers *who);
/* Whether a and b name the same file: the same inode when both exist,
 * else the same name in the same (resolved) directory. */
bool files_same_file(const char *a, const char *b);

#endif
