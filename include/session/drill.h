/*
 * drill.h - the federation's endgame ladder (docs/drills.md): drills of
 * the elementary course's theoretical endings, in its order.  A drill is a
 * random position of its material that the endgame databases call a win
 * for the side to move (the player), played against the databases' best
 * defence; the player must convert within the 50-move rule, and the
 * attempt is compared with the databases' own win.  The player's progress
 * (attempts, drills passed, the best result of each) is kept in a plain
 * file, drills.txt in the data directory.
 *
 * Facts only: the names, lessons and verdicts in words are the front
 * ends'.  Nothing here prints.
 */
#ifndef DAMA_DRILL_H
#define DAMA_DRILL_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "board.h"
#include "egdb.h"
#include "game.h"

enum {
    DRILL_COUNT = 5,                /* ladder steps 1-5; the named positions are not drills yet */
    DRILL_PROGRESS_MAX_BYTES = 65536, /* a larger drills.txt is refused, not read */
    DRILL_PICK_TRIES = 200000       /* random placements tried before giving up */
};

#define DRILL_PROGRESS_FILE "drills.txt"

/* One step of the ladder.  The player's pieces are White's, to move. */
typedef struct DrillSpec {
    int number;            /* 1..DRILL_COUNT, the course's order */
    const char *key;       /* stable name for scripts: "2k-k", "km-k", ... */
    int kings, men;        /* the player's */
    int defender_kings, defender_men;
    int min_plies;         /* a drill position is at least this far from its conversion */
} DrillSpec;

/* Step number of the ladder, or NULL when there is no such step. */
const DrillSpec *drill_spec(int number);
int drill_pieces(const DrillSpec *s);

typedef enum DrillPickStatus {
    DRILL_PICKED,
    DRILL_NEEDS_DATABASE,   /* db is NULL or covers fewer pieces than the drill */
    DRILL_NO_POSITION,      /* no won position found in DRILL_PICK_TRIES placements */
} DrillPickStatus;

/* A random won position of s's material (the same for the same seed and
 * databases): White to move and winning in at least s->min_plies plies to
 * the next conversion; *plies gets that distance. */
DrillPickStatus drill_pick(Egdb *db, const DrillSpec *s, uint64_t seed, Position *out, int *plies);

/* The length, in the winner's moves, of the databases' own win from p
 * (the side to move wins by the quickest conversions against the longest
 * defence); -1 when p is not a covered win. */
int drill_shortest_win(Egdb *db, const Position *p);

typedef enum DrillVerdict {
    DRILL_PLAYING = 0,
    DRILL_WON,            /* the defender has no piece or no move left */
    DRILL_THROWN_DRAW,    /* after the player's move the databases say draw */
    DRILL_THROWN_LOSS,    /* after the player's move the defender wins */
    DRILL_REPETITION,     /* threefold repetition: a draw */
    DRILL_FIFTY_MOVES,    /* the 50-move rule: a draw */
    DRILL_DATABASE_FAILED /* a table could not be read (egdb_problem says which) */
} DrillVerdict;

typedef struct DrillAttempt {
    Egdb *db;
    Game game;
    int player;           /* the player's side (WHITE) */
    int player_moves;     /* moves the player has played */
    int shortest;         /* drill_shortest_win of the start */
    DrillVerdict verdict;
} DrillAttempt;

/* Start an attempt from a drill position (drill_pick's). */
void drill_attempt_start(DrillAttempt *a, Egdb *db, const Position *start);
void drill_attempt_free(DrillAttempt *a);
/* Play the player's legal move m, then the databases' reply (in *reply,
 * *replied true) unless the attempt ended; returns the verdict after them. */
DrillVerdict drill_attempt_play(DrillAttempt *a, const Move *m, Move *reply, bool *replied);

/* ---- progress (drills.txt) --------------------------------------------- */

typedef struct DrillRecord {
    int attempts;         /* finished attempts */
    int passed;           /* of them won */
    int best_moves;       /* the won attempt closest to the databases' win: its moves (0: none) */
    int best_shortest;    /* and the databases' win of its position */
} DrillRecord;

typedef struct DrillProgress {
    DrillRecord drills[DRILL_COUNT + 1]; /* [1..DRILL_COUNT] */
} DrillProgress;

void drill_progress_path(const char *data_dir, char *buf, size_t size);
/* Read path into *p; a missing file is no progress yet.  False with err set
 * when the file cannot be read or a line is not the format's (the file is
 * then left as it is). */
bool drill_progress_read(const char *path, DrillProgress *p, char *err, size_t errsize);
/* Write *p to path atomically (core/filewrite.h). */
bool drill_progress_write(const char *path, const DrillProgress *p, char *err, size_t errsize);
/* Count a finished attempt of drill number. */
void drill_progress_record(DrillProgress *p, int number, const DrillAttempt *a);
/* How many steps have been passed at least once. */
int drill_progress_passed(const DrillProgress *p);

#endif
