/*
 * training.h - the player's mistakes as exercises (docs/training.md).
 *
 * Each archived game of a person against the engine is analysed once
 * (analysis.h, at analysis_default_limits()); every move of the person that
 * the analysis marks a mistake or a blunder becomes an exercise: the
 * position before it, the move played, the engine's better line, the
 * refutation of the move played, the loss, and the game it came from.
 * An answer is accepted when the analysis would not mark it: within
 * ANALYSIS_INACCURACY of the best move (analysis_classify, one place for
 * the thresholds).
 *
 * Exercises come back by Leitner boxes: a new exercise is in box 1, due at
 * once; answered right it moves up a box (at most TRAINING_BOXES) and is
 * due again after that box's interval (training_interval: 1, 3, 7, 16, 35
 * days); answered wrong it goes back to box 1, due tomorrow.  Days are
 * local calendar days, counted from 1970-01-01 (training_day), and every
 * function that needs "today" is given it, so tests can move time.
 *
 * The state is one plain text file, DATA_DIR/training (docs/training.md
 * gives its lines), read with the bounded reader (fileread.h) and written
 * atomically (filewrite.h).  A damaged line is counted with its line number
 * and kept as it was when the file is written again, never lost; the
 * others are read.  No terminal and no sentences here: the front ends say
 * what the facts mean.
 */
#ifndef DAMA_TRAINING_H
#define DAMA_TRAINING_H

#include <stdbool.h>

#include "file_problem.h"
#include <stddef.h>
#include <time.h>

#include "analysis.h"
#include "archive.h"
#include "board.h"

#define TRAINING_FILE_NAME "training"

enum {
    TRAINING_BOXES = 5,
    TRAINING_MAX_BYTES = 16 * 1024 * 1024, /* the file's bound */
    TRAINING_LINE_MAX = 4096,              /* a longer line is damaged */
    TRAINING_MAX_ERRORS = 8,               /* damaged lines kept with their reason */
    TRAINING_DATE_SIZE = 16                /* "YYYY-MM-DD" */
};

/* The interval of a box in days (box 1..TRAINING_BOXES). */
int training_interval(int box);

/* The local calendar day of t, as days since 1970-01-01. */
int training_day(time_t t);
/* Today: $DAMA_TODAY when it holds a date "YYYY-MM-DD" (for tests and
 * scripts that move time), else the local date of time(NULL). */
#define TRAINING_TODAY_ENV "DAMA_TODAY"
int training_today(void);
/* "YYYY-MM-DD" of a day. */
void training_day_text(int day, char *buf, size_t size);
/* A day from "YYYY-MM-DD" (a real date); false otherwise. */
bool training_day_parse(const char *text, int *day);

typedef struct Exercise {
    int id;                            /* 1, 2, ... never reused */
    char player[ARCHIVE_NAME_SIZE];    /* whose mistake */
    char game_id[ARCHIVE_GAME_ID_SIZE];/* the game's key (training_game_key) */
    char date[TRAINING_DATE_SIZE];     /* the game's Date tag, "YYYY.MM.DD" */
    int level;                         /* the engine's level in that game */
    int ply;                           /* the move's index in the game, from 0 */
    Position pos;                      /* before the move: the player to move */
    Move played;
    int loss;                          /* hundredths of a man */
    MoveVerdict verdict;               /* VERDICT_MISTAKE or VERDICT_BLUNDER */
    int better_len;                    /* the engine's line from pos (>= 1) */
    Move better[ANALYSIS_PV_MAX];
    int refutation_len;                /* the reply to played and after (may be 0) */
    Move refutation[ANALYSIS_PV_MAX];
    int box;                           /* 1..TRAINING_BOXES */
    int due;                           /* the day it is asked again */
    int right, wrong;                  /* answers so far */
} Exercise;

/* A game already analysed, by key, with the plies it had then (a game
 * archived unfinished and later finished is analysed again for its new
 * moves). */
typedef struct AnalysedGame {
    char key[ARCHIVE_GAME_ID_SIZE];
    int plies;
} AnalysedGame;

/* Why a line of the file was not read. */
typedef enum {
    TRAINING_BAD_KIND = 1,    /* neither an exercise nor an analysed game */
    TRAINING_BAD_FIELDS,      /* the wrong number of fields */
    TRAINING_BAD_NUMBER,      /* an id, level, ply, loss, box or count out of range */
    TRAINING_BAD_DATE,        /* the due date */
    TRAINING_BAD_POSITION,    /* the FEN */
    TRAINING_BAD_MOVE,        /* a move not legal where it stands */
    TRAINING_BAD_LONG,        /* longer than TRAINING_LINE_MAX */
    TRAINING_BAD_DUPLICATE    /* an id seen on an earlier line */
} TrainingDamage;

typedef struct TrainingError {
    int line;
    TrainingDamage what;
} TrainingError;

typedef struct TrainingKeptLine {
    char *text;                /* the line as read, without its newline */
    size_t len;
} TrainingKeptLine;

typedef struct Training {
    Exercise *exercises;
    int count, capacity;
    AnalysedGame *analysed;
    int nanalysed, analysed_capacity;
    int next_id;
    /* Damaged lines: counted, the first ones with their reason, all of
     * them kept verbatim for training_save. */
    int damaged;
    TrainingError errors[TRAINING_MAX_ERRORS];
    TrainingKeptLine *kept_lines;
    int nkept;
} Training;

/* "DIR/training". */
void training_path(const char *data_dir, char *buf, size_t size);
void training_init(Training *t);
void training_free(Training *t);
/* Read the file at path into *t (initialised here); a missing file is no
 * exercise.  Returns 0 (damaged lines counted in t->damaged), or -1 with
 * *why when it cannot be read at all (a dangling link, not a regular
 * file, too large, unreadable). */
int training_load(const char *path, Training *t, FileProblem *why);
/* Write *t to path atomically (damaged lines kept).  0, or -1 with *why
 * (the file writer's refusal, FILE_PROBLEM_SAVE_*). */
int training_save(const char *path, const Training *t, FileProblem *why);

/* The exercise with that id, or NULL. */
Exercise *training_find(Training *t, int id);
/* Whether e is a mistake of player (NULL: anyone's); whether it is due on
 * day today (its due day or later). */
bool training_is_of(const Exercise *e, const char *player);
bool training_is_due(const Exercise *e, int today);

/* The key a game is remembered by: its GameId, or for a game without one
 * its date, plies and final position's hash ("nogameid-..."). */
void training_game_key(const ArchivedGame *info, const Game *g, char *buf, size_t size);

/* Add the exercises of one analysed game (review r of g, played by info's
 * player) that are not there yet, due on day today, and remember the game
 * as analysed.  Returns how many were added, or -1 when memory is short. */
int training_add_game(Training *t, const ArchivedGame *info, const Game *g, const GameReview *r, int today);

/* ---- Updating from the archive ---- */

typedef struct TrainingProgress {
    int game, games;           /* the game being analysed (from 1) of how many */
    int done, total;           /* positions of all of them */
    int elapsed_ms;
    int left_ms;               /* estimate; -1 when unknown */
} TrainingProgress;

typedef void (*TrainingProgressFn)(const TrainingProgress *p, void *ctx);

typedef enum {
    TRAINING_UPDATE_DONE = 0,
    TRAINING_UPDATE_CANCELLED,     /* analysis_cancel: the games done so far are kept */
    TRAINING_UPDATE_NO_MEMORY,
    TRAINING_UPDATE_NO_ARCHIVE,    /* the archive could not be read: *why says why */
    TRAINING_UPDATE_NO_FILE        /* training_update_file: the training file, *why says why */
} TrainingUpdateStatus;

typedef struct TrainingUpdate {
    int games;                 /* games analysed now */
    int exercises;             /* exercises added */
} TrainingUpdate;

/* Analyse with a every game of the archive at archive_path played by
 * player (NULL: by anyone) that *t has not analysed (or has fewer plies
 * of), adding its exercises due on day today; with max_games above 0,
 * only the last max_games of them (the newest: a front end that waits for
 * the result keeps it short; the others stay for a later update).
 * progress may be NULL. */
TrainingUpdateStatus training_update(Training *t, const char *archive_path, const char *player, int max_games,
                                     Analysis *a, int today, TrainingProgressFn progress, void *ctx,
                                     TrainingUpdate *out, FileProblem *why);

/* ---- Several writers at once (part "idle") ----
 *
 * The file may be written by several threads and programs at once: a
 * game's background job (training_job.h), `dama train --update` and
 * `--answer` in another terminal, an answer given on the exercises'
 * screen.  Each write is a transaction: under the file's lock
 * (PATH.lock, held for milliseconds) the file is read afresh, the one
 * change is made to what it holds now, and it is written atomically; so no
 * writer loses another's change (an answer, a game's exercises).  Who
 * analyses the archive holds a second lock (PATH.analyse.lock), so that
 * two never analyse at once: `--update` waits for it, a background job
 * only tries it (and tries again later), between its games. */
#define TRAINING_LOCK_SUFFIX ".lock"
#define TRAINING_ANALYSE_LOCK_SUFFIX ".analyse.lock"

/* The analysing lock of the training file at path: its descriptor (give
 * it to training_unlock), FILE_LOCK_BUSY when another holds it and wait is
 * false, or FILE_LOCK_FAILED with *why (its directory cannot be made, or
 * filewrite.h's file_lock refused, FILE_PROBLEM_LOCK_FAILED). */
int training_lock_analysis(const char *path, bool wait, FileProblem *why);
void training_unlock(int lock);

/* Add the exercises of one analysed game (as training_add_game) to the
 * file at path as it is now, under its lock; *added gets how many were
 * new there.  0, or -1 with *why (the file is left as it was). */
int training_store_game(const char *path, const ArchivedGame *info, const Game *g, const GameReview *r, int today,
                        int *added, FileProblem *why);
/* Write e's place in the boxes (box, due day, answers) over the exercise
 * with its id in the file at path as it is now, under its lock (an
 * exercise no longer there is not written back).  0, or -1 with *why. */
int training_store_answer(const char *path, const Exercise *e, FileProblem *why);

/* The games of the archive at archive_path played by player (NULL: by
 * anyone) that *t has not analysed (or has fewer plies of), copied, in
 * file order (the newest last). */
typedef struct TrainingGame {
    ArchivedGame info;
    Game game;
} TrainingGame;

typedef struct TrainingQueue {
    TrainingGame *games;
    int count, capacity;
} TrainingQueue;

/* 0, or -1 with *why: the archive cannot be read, or memory is short. */
int training_queue_load(TrainingQueue *q, const Training *t, const char *archive_path, const char *player,
                        FileProblem *why);
void training_queue_free(TrainingQueue *q);
/* Whether t has analysed g (info's game) to its last move. */
bool training_has_analysed(const Training *t, const ArchivedGame *info, const Game *g);

/* training_update on the file at path: the games are those its file has
 * not analysed, and each game's exercises are stored (training_store_game)
 * as soon as it is analysed, so a stop loses at most the game under way.
 * The caller holds the analysing lock.  TRAINING_UPDATE_NO_FILE when the
 * file cannot be read or written (*why says why). */
TrainingUpdateStatus training_update_file(const char *path, const char *archive_path, const char *player,
                                          int max_games, Analysis *a, int today, TrainingProgressFn progress,
                                          void *ctx, TrainingUpdate *out, FileProblem *why);

/* ---- Answering ---- */

typedef struct TrainingAnswer {
    bool accepted;
    MoveVerdict verdict;       /* what the analysis makes of the answer */
    int loss;                  /* its loss against the best, hundredths of a man */
    int old_box, new_box;
    int due;                   /* the next day it is asked */
} TrainingAnswer;

/* Judge move (legal in e->pos) with a, as the analysis would judge it in
 * e's position: accepted when not marked (the move played never is, the
 * better move always is); then move e between the boxes (today: the day
 * answered).  ANALYSIS_DONE, or the analysis's status with e unchanged. */
AnalysisStatus training_answer(Exercise *e, Analysis *a, const Move *move, int today, TrainingAnswer *out);
/* Leitner: e answered right or wrong on day today. */
void training_record(Exercise *e, bool right, int today);

/* ---- Counting ---- */

typedef struct TrainingCounts {
    int exercises;             /* of the player */
    int due;                   /* due today or earlier */
    int solved;                /* answered right the last time (box above 1) */
    int answers, right;        /* answers given, of them right */
    int games;                 /* games analysed (of anyone) */
} TrainingCounts;

void training_count(const Training *t, const char *player, int today, TrainingCounts *c);

#endif
