/*
 * archive.h - the player's game archive: every game played against the
 * engine, finished or abandoned, kept in one plain PDN file
 * ($XDG_DATA_HOME/dama/games.pdn; docs/archive.md lists its tags).
 *
 * Appending rewrites the whole file into a temporary one beside it, fsyncs
 * it and renames it over the old one, under a lock: a crash at any moment
 * leaves either the archive as it was or the archive with the new game,
 * never a torn one.  Reading replays every game; a damaged one is reported
 * with its line and skipped, and the others still count: each line that
 * begins with "[Event" starts a game afresh, so damage never spreads.
 */
#ifndef DAMA_ARCHIVE_H
#define DAMA_ARCHIVE_H

#include <stdbool.h>
#include <stddef.h>
#include <time.h>

#include "game.h"
#include "levels.h"
#include "pdn.h"

#define ARCHIVE_FILE_NAME "games.pdn"
/* The Termination tag of a game abandoned before its end (Result "*"). */
#define ARCHIVE_ABANDONED "abandoned"
/* Whether a game counts for the rating is its Rated tag, files.h's
 * FILES_TAG_RATED (the autosave carries it too). */

enum {
    ARCHIVE_NAME_SIZE = 64,
    ARCHIVE_MAX_ERRORS = 8,    /* damaged games kept with their message */
    ARCHIVE_NO_RATING = -1,
    ARCHIVE_GAME_ID_SIZE = 64  /* FILES_GAME_ID_SIZE */
};

/* What an archived game records beyond its moves. */
typedef struct ArchiveEntry {
    const char *player;        /* the person's name */
    int player_side;           /* WHITE or BLACK */
    int level;                 /* the engine's level */
    const char *time_control;  /* PDN TimeControl: "-" (or NULL) for none, "300+3" */
    int rating_before;         /* the player's rating; ARCHIVE_NO_RATING: none yet */
    int engine_elo;            /* the level's Elo (docs/levels.md); ARCHIVE_NO_RATING: none */
    time_t started;            /* Date and Time tags (local time) */
    const char *game_id;       /* FILES_TAG_GAME_ID (files.h); NULL or "": none */
    bool rated;                /* the Rated tag: the game counts for the rating */
    bool forfeit;              /* a rated game left unfinished: RatedResult is the person's loss */
} ArchiveEntry;

/* How a game went for the person who played it. */
typedef enum { OUTCOME_WIN = 0, OUTCOME_DRAW, OUTCOME_LOSS, OUTCOME_UNFINISHED, NUM_OUTCOMES } PlayerOutcome;

/* One game of the archive against the engine. */
typedef struct ArchivedGame {
    char player[ARCHIVE_NAME_SIZE];
    char date[16];             /* "YYYY.MM.DD" as written */
    char game_id[ARCHIVE_GAME_ID_SIZE]; /* its GameId tag; "" without one */
    int player_side;
    int level;
    int plies;
    int line;                  /* where its text starts in the file */
    PlayerOutcome outcome;
    /* What the rating counts: the RatedResult tag's outcome when the game
     * was played on after a rated result was taken back, else outcome. */
    PlayerOutcome rated_outcome;
    int rated_level;           /* the level of that result (the RatedLevel tag), else level */
    /* It counts for the rating: Rated "yes"; a game written before the tag
     * existed counts when it started from the start position or a ballot
     * (archive_rated_without_tag). */
    bool rated;
} ArchivedGame;

typedef struct ArchiveError {
    int line, col;
    bool no_memory;            /* memory ran short, else problem is the PDN reader's */
    PdnError problem;
} ArchiveError;

typedef struct Archive {
    ArchivedGame *games;       /* in file order */
    int count;
    int other_games;           /* readable games not between a person and the engine */
    int damaged;               /* games that could not be read */
    ArchiveError errors[ARCHIVE_MAX_ERRORS]; /* the first ones */
} Archive;

/* "DIR/games.pdn". */
void archive_path(const char *data_dir, char *buf, size_t size);
/* The login name (or $USER, else "Player"): the default player name. */
void archive_default_player(char *buf, size_t size);
/* The PDN tags of a game against the engine (Date/Time from e->started). */
void archive_header(const ArchiveEntry *e, PdnHeader *h);
/* Add g to the archive at path (created if missing); an unfinished game is
 * recorded with Result "*" and Termination "abandoned".  A readable game
 * of the archive with the same game id (e->game_id) is the same game
 * recorded earlier, so that a game is in the archive once whatever
 * happened to it: left unfinished, g takes its place (keeping its rating
 * before the game); with a result, it stays as it is (a result once
 * reached stands) and nothing is written.  Returns 0, or -1 with a
 * *why (the archive is then as it was). */
int archive_append(const char *path, const Game *g, const ArchiveEntry *e, FileProblem *why);
/* Read the archive at path; a missing file is an empty archive.  Returns
 * 0 (damaged games are counted in a->damaged), or -1 with *why when the
 * file cannot be read at all.  Free with archive_free. */
int archive_read(const char *path, Archive *a, FileProblem *why);
void archive_free(Archive *a);
/* Each readable game of the archive at path between a person and the
 * engine, in file order, with its moves: visit(info, game, ctx) returns
 * false to stop.  Damaged games are skipped (archive_read reports them).
 * A missing file has no game.  Returns 0, or -1 with *why when the file
 * cannot be read at all. */
typedef bool (*ArchiveGameFn)(const ArchivedGame *info, const PdnGame *pg, void *ctx);
int archive_each(const char *path, ArchiveGameFn visit, void *ctx, FileProblem *why);
/* Whether a game without a Rated tag (archived before the tag existed)
 * counts: as far as its tags tell, it was rated by today's rule, that is
 * it began at the start position or at a position shaped like a ballot
 * opening (eleven men a side, no king, each side's men on its own half,
 * White to move; data/openings). */
bool archive_rated_without_tag(const Position *start);

#endif
