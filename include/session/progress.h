/*
 * progress.h - the player's progress during play: who is playing, their
 * rating (shown in the side panel with its change after a game) and the
 * game recorded in the archive exactly once (docs/archive.md).
 *
 * The front end (through the session) calls progress_new_game when a game
 * begins (progress_continue_game when it goes on a game saved earlier: a
 * resumed autosave, a loaded file) and progress_record when it ends or is
 * left unfinished.  Each game has an id (FILES_TAG_GAME_ID) that its saved
 * copies carry: recording it again (after a take-back, a resume, a load)
 * replaces an earlier unfinished record and leaves a finished one as it is
 * (archive_append), so a game is in the archive once; recording it
 * unchanged does nothing.
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
    bool recorded;               /* the current game is in the archive as it stands */
    int recorded_plies;          /* how it stood then: plies, result, level */
    GameResult recorded_result;
    int recorded_level;
    bool recorded_rated;         /* and whether it was rated */
    time_t started;              /* when the current game began */
    char game_id[FILES_GAME_ID_SIZE]; /* the current game's identity */
    int rating_at_start;         /* the rating and rated games when it began */
    int rated_at_start;
    int games_begun;             /* games given an id by this Progress (part of the id) */
    FileProblem error;           /* why the last record failed, or FILE_PROBLEM_NONE */
} Progress;

/* player NULL or "": the login name.  files->data_dir may be "" (no archive). */
void progress_init(Progress *p, const Files *files, const char *player);
/* A new game begins now; one that is over already (a finished game
 * loaded from a file) is never recorded. */
void progress_new_game(Progress *p, bool already_over);
/* The game going on is one saved earlier under game_id (NULL or "": it
 * had none, and gets a new one); already_over as above. */
void progress_continue_game(Progress *p, const char *game_id, bool already_over);
/* Record g, played by the person on human_side against level, unless it is
 * recorded already as it stands or holds no move (or is a finished game
 * loaded); rated: it counts for the rating (the session's rule,
 * session_rated).  Returns false, with the reason in
 * p->error, when the archive cannot be written. */
bool progress_record(Progress *p, const Game *g, int human_side, int level, const char *time_control, bool rated);
/* A rated game recorded unfinished now would count as the person's loss:
 * it is rated and they have made a move (docs/stats.md). */
bool progress_leaving_forfeits(const Game *g, int human_side, bool rated);
/* Record g, a game that is not the current one (an interrupted game the
 * player chose not to resume), under its game_id (NULL or "": none). */
bool progress_record_left(Progress *p, const Game *g, int human_side, int level, const char *time_control,
                          const char *game_id, bool rated);

#endif
