/*
 * egdb.h - endgame databases: win/loss/draw (with the distance to the next
 * conversion) of every position with few pieces, built by retrograde
 * analysis on the user's machine (docs/egdb.md).
 *
 * The engine layer never looks for files by itself: a front end finds the
 * directory, opens it with egdb_open() and hands the result to the engine
 * (engine_set_egdb in search.h).  One opened Egdb may be probed by several
 * threads at once.
 */
#ifndef DAMA_EGDB_H
#define DAMA_EGDB_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "board.h"
#include "egdb_index.h"
#include "file_problem.h"
#include "movegen.h"

/* A value for the side to move, as shown to people and other programs. */
typedef enum EgdbWdl { EGDB_UNKNOWN = 0, EGDB_WIN, EGDB_DRAW, EGDB_LOSS } EgdbWdl;

typedef struct Egdb Egdb;


/* Open the tables of dir.  The databases cover n pieces when every table
 * of 2..n pieces is there and sound; tables beyond are ignored.  Each table
 * is verified whole (header and checksum) as it is opened, and read with
 * pread afterwards, never mapped.  A table that is there but cannot be
 * used (damaged, empty, unreadable, not a regular file, a dangling link),
 * or one missing from a set whose other tables are there, stops the set
 * below its piece count: the databases are then returned with that table
 * and the reason in *why (about its path, or its name for a fault inside
 * it); FILE_PROBLEM_NONE when nothing was left out.  NULL with *why set
 * (FILE_PROBLEM_EGDB_NONE_IN_DIR when dir holds no table) when not even
 * the 2-piece set can be used. */
Egdb *egdb_open(const char *dir, FileProblem *why);
void egdb_close(Egdb *db);
/* Most pieces of a covered position (at least 2). */
int egdb_pieces(const Egdb *db);
/* The first table left unused, at opening or since (a block that failed
 * to read or decode), with the reason; false when there is none. */
bool egdb_problem(Egdb *db, FileProblem *why);

typedef enum EgdbProbeStatus {
    EGDB_PROBE_FOUND,
    EGDB_PROBE_TOO_MANY_PIECES,   /* more pieces than the databases cover */
    EGDB_PROBE_GAME_OVER,         /* a side without pieces: no table holds it */
    EGDB_PROBE_DAMAGED,           /* its table is damaged (egdb_problem says which) */
} EgdbProbeStatus;

/* Value (egdb_index.h) of p for its side to move, and why there is none. */
EgdbProbeStatus egdb_probe_status(Egdb *db, const Position *p, EgdbValue *value);
/* egdb_probe_status(...) == EGDB_PROBE_FOUND. */
bool egdb_probe(Egdb *db, const Position *p, EgdbValue *value);
EgdbWdl egdb_wdl(EgdbValue value);
const char *egdb_wdl_name(EgdbWdl wdl); /* "win", "draw", "loss", "unknown" */
/* The move that keeps the value of a covered position: the quickest
 * conversion of a win, a drawing move, the longest defence of a loss.
 * False when p is not covered or has no move. */
bool egdb_best(Egdb *db, const Position *p, Move *best, EgdbValue *value);

/* ---- building and checking (egdb_build.c) -------------------------------- */

typedef struct EgdbBuildStats {
    int tables[EGDB_MAX_PIECES + 1];           /* by piece count */
    uint64_t positions[EGDB_MAX_PIECES + 1];   /* indices, unused ones included */
    uint64_t bytes[EGDB_MAX_PIECES + 1];       /* file sizes */
    double seconds[EGDB_MAX_PIECES + 1];       /* building time (0 for kept tables) */
    int kept;                                  /* finished tables found and reused */
    int max_distance;                          /* longest distance to conversion */
} EgdbBuildStats;

/* Called now and then with the work done and to do (arbitrary units,
 * proportional to the time) and the table at work. */
typedef void (*EgdbProgressFn)(void *ctx, uint64_t done, uint64_t total, const char *table);
/* Asked now and then (with the same ctx): true stops the build (or the
 * verify), which then fails with FILE_PROBLEM_EGDB_CANCELLED; the tables finished so far
 * stay, so a later build resumes after them. */
typedef bool (*EgdbCancelFn)(void *ctx);

typedef struct EgdbBuildOptions {
    const char *dir;    /* must exist */
    int pieces;         /* 2..EGDB_MAX_PIECES */
    int threads;        /* 1 or more */
    EgdbProgressFn progress; /* may be NULL */
    void *ctx;
    EgdbCancelFn cancelled;  /* may be NULL (part "drillui": the build in the background) */
} EgdbBuildOptions;

/* About how many bytes of memory a build (or a verify) of 2..pieces needs. */
uint64_t egdb_build_memory(int pieces);
/* Build every table of 2..pieces pieces that dir does not hold finished
 * already (so an interrupted build resumes).  False with *why on failure,
 * facts for the front ends to word: a table's file that cannot be written
 * (path: the file), FILE_PROBLEM_NO_MEMORY (path: the table's name, or ""
 * for the build's own tables), FILE_PROBLEM_EGDB_CANCELLED, or
 * FILE_PROBLEM_EGDB_TOO_LONG (path: the table; limit: EGDB_MAX_DISTANCE). */
bool egdb_build(const EgdbBuildOptions *o, EgdbBuildStats *stats, FileProblem *why);

typedef struct EgdbVerifyStats {
    int tables;
    uint64_t positions;  /* values checked */
    uint64_t wrong;      /* values that disagree with their successors */
} EgdbVerifyStats;

/* Re-check every stored value of dir's tables of 2..pieces pieces against
 * its successors.  False with *why when a table is missing or damaged (its
 * file's problem), memory runs short or the check is cancelled. */
bool egdb_verify(const EgdbBuildOptions *o, EgdbVerifyStats *stats, FileProblem *why);

#endif
