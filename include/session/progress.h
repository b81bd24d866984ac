/*
 * progress.h - the player's progress during play: who is playing, their
 * rating (shown in the side panel with its change after a game) and the
 * game recorded in the archive exactly once (docs/archive.md).
 *
 * The front end (through the session) calls progress_new_game when a game
 * begins and progress_record when it ends or is left unfinished; a game
 * already recorded is not recorded again (undoing after the end and playing
 * on does not add a second copy).
 */
#ifndef DAMA_PROGRESS_H
#define DAMA_PROGRESS_H

#include <stdbool.h>
#include <stddef.h>
#include <time.h>

#include "archive.h"
#include "files.h"
#include "game.h"
#include "rating.h"

typedef struct Progress {
    char player[ARCHIVE_NAME_SIZE];
    Files files;                 /* the data directory, created on the first record */
    char path[FILES_PATH_SIZE];  /* the archive; empty when there is no data directory */
    int rating;                  /* the player's current rating, rounded */
    Glicko glicko;               /* the same with its deviation and volatility */
    int rated_games;
    bool have_change;            /* a game was rated since the program started */
    int last_change;             /* the rating change of that game */
    bool recorded;               /* the current game is in the archive */
    time_t started;              /* when the current game began */
    char error[FILES_ERR_SIZE];  /* why the last record failed, or "" */
} Progress;

/* player NULL or "": the login name.  files->data_dir may be "" (no archive). */
void progress_init(Progress *p, const Files *files, const char *player);
/* A new game begins now; one that is over already (a finished game
 * loaded from a file) is never recorded. */
void progress_new_game(Progress *p, bool already_over);
/* Record g, played by the person on human_side against level, unless it is
 * recorded already or holds no move; rated: it counts for the rating (the
 * session's rule, session_rated).  Returns false, with the reason in
 * p->error, when the archive cannot be written. */
bool progress_record(Progress *p, const Game *g, int human_side, int level, const char *time_control, bool rated);

#endif
