/*
 * drill.h - the federation's endgame ladder (docs/drills.md): drills of
 * the elementary course's theoretical endings, in its order.  A drill is a
 * random position of its material that the endgame databases call a win
 * for the side to move (the player), played against the databases' best
 * defence; the player must convert within the 50-move rule, and the
 * attempt is compared with the databases' own win.  The course's named
 * positions (steps 6-9, part "named", and 10, part "quarta") are drills of the same kind whose
 * pieces stand on the squares the course gives (DrillPiece); the drawn
 * "Falsa Prima" is held instead of won (DRILL_GOAL_HOLD).  The player's progress
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
#include "file_problem.h"
#include "game.h"

enum {
    DRILL_COUNT = 10,               /* ladder steps 1-5, then the named positions 6-10 */
    DRILL_NAMED_FIRST = 6,          /* the first named position (Prima Posizione) */
    DRILL_PROGRESS_MAX_BYTES = 65536, /* a larger drills.txt is refused, not read */
    DRILL_PICK_TRIES = 200000       /* random placements tried before giving up */
};

#define DRILL_PROGRESS_FILE "drills.txt"

/* What the player must do: convert the win, or hold the draw. */
typedef enum DrillGoal {
    DRILL_GOAL_WIN = 0,
    DRILL_GOAL_HOLD,       /* a drawn position (Falsa Prima): reach a draw by the rules */
} DrillGoal;

/* One piece of a named position: its side and kind, and the squares
 * (bits as in board.h) the course lets it stand on; each drill position
 * puts it on one of them. */
typedef struct DrillPiece {
    int side;              /* WHITE or BLACK */
    bool king;
    Bitboard squares;
} DrillPiece;

/* One step of the ladder.  The player is to move: White in every step but
 * the Falsa Prima, where the player holds Black's draw. */
typedef struct DrillSpec {
    int number;            /* 1..DRILL_COUNT, the course's order */
    const char *key;       /* stable name for scripts: "2k-k", "km-k", ... */
    int kings, men;        /* the player's */
    int defender_kings, defender_men; /* the other side's: the databases play them */
    int min_plies;         /* a won drill position is at least this far from its conversion */
    /* Named positions (part "named"); zero in steps 1-5. */
    int player;            /* the player's side (WHITE in steps 1-5) */
    DrillGoal goal;
    int setup_count;       /* pieces in setup; 0: the material above, anywhere */
    const DrillPiece *setup;
    bool turn_decides;     /* the same pieces with the other side to move give the
                            * other result: the win is a draw (Prima Posizione),
                            * the draw a win for the other side (Falsa Prima) */
} DrillSpec;

/* Step number of the ladder, or NULL when there is no such step. */
const DrillSpec *drill_spec(int number);
int drill_pieces(const DrillSpec *s);

typedef enum DrillPickStatus {
    DRILL_PICKED,
    DRILL_NEEDS_DATABASE,   /* db is NULL or covers fewer pieces than the drill */
    DRILL_NO_POSITION,      /* no won position found in DRILL_PICK_TRIES placements */
} DrillPickStatus;

/* A random position of s (the same for the same seed and databases): its
 * material anywhere, or its set-up's pieces on their squares; the player
 * to move and winning in at least s->min_plies plies to the next
 * conversion (a hold drill: drawn, with *plies 0), and, when
 * s->turn_decides, the other result with the other side to move.  *plies
 * gets the distance.  Prima and Falsa Prima test the same condition on the
 * same pieces, so the same seed gives both halves of one arrangement. */
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
    DRILL_DATABASE_FAILED, /* a table could not be read (egdb_problem says which) */
    DRILL_HELD            /* a hold drill ended drawn by the rules: passed (part "named") */
} DrillVerdict;

typedef struct DrillAttempt {
    Egdb *db;
    Game game;
    int player;           /* the player's side (WHITE) */
    int player_moves;     /* moves the player has played */
    int shortest;         /* drill_shortest_win of the start (0 in a hold drill) */
    DrillGoal goal;       /* from the start's value: a win to convert or a draw to hold */
    DrillVerdict verdict;
} DrillAttempt;

/* Start an attempt from a drill position (drill_pick's).  A drawn start is
 * a hold drill: the player must not lose, the databases try the move that
 * leaves the player the fewest drawing replies, and a draw by repetition
 * or the 50-move rule is DRILL_HELD. */
void drill_attempt_start(DrillAttempt *a, Egdb *db, const Position *start);
void drill_attempt_free(DrillAttempt *a);
/* Play the player's legal move m, then the databases' reply (in *reply,
 * *replied true) unless the attempt ended; returns the verdict after them.
 * In a hold drill DRILL_THROWN_LOSS says the player's move lost. */
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
/* Read path into *p; a missing file is no progress yet.  False with *why
 * when the file cannot be read or a line is not the format's (the file is
 * then left as it is). */
bool drill_progress_read(const char *path, DrillProgress *p, FileProblem *why);
/* Write *p to path atomically (core/filewrite.h); false with *why. */
bool drill_progress_write(const char *path, const DrillProgress *p, FileProblem *why);
/* Count a finished attempt of drill number. */
void drill_progress_record(DrillProgress *p, int number, const DrillAttempt *a);
/* How many steps have been passed at least once. */
int drill_progress_passed(const DrillProgress *p);

#endif
