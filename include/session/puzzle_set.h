/*
 * puzzle_set.h - the shipped tactics (data/puzzles.pdn, docs/puzzles.md),
 * the player's attempts at them and the puzzle rating.
 *
 * The file of puzzles is looked for, in this order: $DAMA_PUZZLES (a
 * file); data/puzzles.pdn beside the program; FILES_INSTALLED_DATA_DIR/
 * puzzles.pdn from the program's directory.  Each game of it is a puzzle:
 * its FEN tag the position, its moves the solution line, the tags PuzzleId
 * (a whole number, unique), Theme, Phase and Difficulty.
 *
 * The attempts live in $XDG_DATA_HOME/dama/puzzles.txt, one line each,
 * oldest first: "ID solved|failed DIFFICULTY UNIX-TIME"; lines starting
 * with '#' are comments.  It is read with a bound and rewritten whole,
 * atomically, for each new attempt; a damaged line stops the read (the
 * file is then never written over).  The puzzle rating is Glicko-2
 * (rating.h), separate from the game rating: each attempt a rating period
 * of one game against the puzzle's Difficulty with deviation
 * PUZZLE_OPPONENT_RD, won when solved.
 */
#ifndef DAMA_PUZZLE_SET_H
#define DAMA_PUZZLE_SET_H

#include <stdbool.h>
#include <stddef.h>

#include "file_problem.h"
#include "pdn.h"
#include "puzzle.h"
#include "rating.h"

#define PUZZLE_FILE_NAME "puzzles.pdn"
#define PUZZLE_RECORD_FILE_NAME "puzzles.txt"

enum {
    PUZZLE_OPPONENT_RD = 60,          /* the deviation given to a puzzle's Difficulty */
    PUZZLE_RECORD_MAX_BYTES = 8 << 20, /* a larger attempts file is refused */
    PUZZLE_RECENT_ANY = 20,           /* a puzzle tried this recently is not drawn */
    PUZZLE_RECENT_SOLVED = 500,       /* nor one solved within this many attempts */
    PUZZLE_DRAW_NEAREST = 8,          /* the draw picks among this many nearest */
    PUZZLE_ID_MAX = 100000000,        /* ids are 1..PUZZLE_ID_MAX */
    PUZZLE_DIFFICULTY_LIMIT = 10000   /* a Difficulty tag or attempt beyond is refused */
};

typedef struct Puzzle {
    int id;
    Position start;
    int len;                          /* plies of the solution */
    Move moves[PUZZLE_LINE_MAX];
    PuzzleTheme theme;
    PuzzlePhase phase;
    int difficulty;
} Puzzle;

typedef struct PuzzleSet {
    Puzzle *items;
    int count;
} PuzzleSet;

/* Why a file of puzzles was not read. */
typedef enum {
    PUZZLE_SET_OK = 0,
    PUZZLE_SET_UNREADABLE,   /* file: why the file cannot be read */
    PUZZLE_SET_BAD_GAME,     /* game: the PDN reader's facts; line, col */
    PUZZLE_SET_BAD_TAG,      /* a missing or bad PuzzleId/Theme/Phase/Difficulty; line */
    PUZZLE_SET_DUPLICATE_ID, /* line */
    PUZZLE_SET_TOO_LONG,     /* a solution of more than PUZZLE_LINE_MAX plies; line */
    PUZZLE_SET_EMPTY,
    PUZZLE_SET_NO_MEMORY
} PuzzleSetStatus;

typedef struct PuzzleSetError {
    PuzzleSetStatus status;
    int line, col;
    PdnError game;           /* with PUZZLE_SET_BAD_GAME (words_pdn says it) */
    FileProblem file;        /* with PUZZLE_SET_UNREADABLE (words_file_problem says it) */
} PuzzleSetError;

/* The puzzles file, by the order above, for the program at exe_path (may
 * be NULL); false when none is there (path then holds the first place). */
bool puzzle_set_locate(const char *exe_path, char *path, size_t size);
PuzzleSetStatus puzzle_set_read(const char *path, PuzzleSet *set, PuzzleSetError *err);
/* Whether the file was read but what it holds is wrong (a bad game, tag or
 * id, a solution too long, no puzzle at all), rather than not read at all
 * or out of memory. */
bool puzzle_set_error_is_damage(PuzzleSetStatus status);
void puzzle_set_free(PuzzleSet *set);
const Puzzle *puzzle_set_find(const PuzzleSet *set, int id);

typedef struct PuzzleAttempt {
    int id;
    bool solved;
    int difficulty;
    long long time;   /* seconds since the epoch */
} PuzzleAttempt;

typedef struct PuzzleRecord {
    PuzzleAttempt *attempts;
    int count, capacity;
} PuzzleRecord;

typedef enum {
    PUZZLE_RECORD_OK = 0,
    PUZZLE_RECORD_UNREADABLE,  /* *why: the file cannot be read */
    PUZZLE_RECORD_DAMAGED,     /* line */
    PUZZLE_RECORD_NO_MEMORY,
    PUZZLE_RECORD_WRITE_FAILED /* *why: the file writer's refusal (FILE_PROBLEM_SAVE_*) */
} PuzzleRecordStatus;

/* The record at path; a missing file is an empty record. */
PuzzleRecordStatus puzzle_record_read(const char *path, PuzzleRecord *r, int *line, FileProblem *why);
/* Add a to r and write the whole record to path atomically. */
PuzzleRecordStatus puzzle_record_add(const char *path, PuzzleRecord *r, const PuzzleAttempt *a, FileProblem *why);
void puzzle_record_free(PuzzleRecord *r);
/* "DIR/puzzles.txt" */
void puzzle_record_path(const char *data_dir, char *path, size_t size);

/* The rating after the record's attempts; history (r->count entries, may be
 * NULL) receives the rating after each. */
Glicko puzzle_rating(const PuzzleRecord *r, Glicko *history);
/* The rating after one more attempt at difficulty. */
Glicko puzzle_rating_after(const Glicko *before, int difficulty, bool solved);

/* The next puzzle to try: not tried in the last PUZZLE_RECENT_ANY
 * attempts nor solved in the last PUZZLE_RECENT_SOLVED, among the
 * PUZZLE_DRAW_NEAREST whose Difficulty is nearest the rating (ties by
 * id) the one the number of attempts so far points at; when every puzzle
 * is excluded, the nearest of all.  NULL for an empty set. */
const Puzzle *puzzle_draw(const PuzzleSet *set, const PuzzleRecord *r, int rating);

/* The solver's moves given (text) judged against p's line: each must be
 * the solver's move of the line at its turn (the first move decides, the
 * later ones, when given, must follow the line).  */
typedef enum {
    PUZZLE_ANSWER_RIGHT = 0,
    PUZZLE_ANSWER_WRONG,      /* *at: the index of the first wrong move given */
    PUZZLE_ANSWER_UNREADABLE, /* *at: a move that is not a legal move there */
    PUZZLE_ANSWER_TOO_MANY    /* more moves than the solver makes in the line */
} PuzzleAnswer;
PuzzleAnswer puzzle_judge(const Puzzle *p, const char *const *moves, int n, int *at);

/* part "puzzleui": a puzzle solved move by move (the terminal game's
 * puzzle screen).  The solver plays the line's moves one at a time; after
 * each right one the defence's reply of the line is played at once.  The
 * first move that is not the line's ends the attempt (failed); the line's
 * last move of the solver ends it solved.  A move only counts by its
 * effect (move_same_effect), so any legal path with the same captures and
 * end square is the line's move.  Neither a hint nor a take-back exists:
 * an attempt is judged on the moves played. */
typedef enum {
    PUZZLE_STEP_RIGHT = 0, /* the line's move; the reply played; the solver moves again */
    PUZZLE_STEP_SOLVED,    /* the line's last move of the solver: solved */
    PUZZLE_STEP_WRONG,     /* not the line's move: failed (puzzle_try_expected names the right one) */
    PUZZLE_STEP_OVER       /* the attempt had ended: nothing played */
} PuzzleStep;

typedef struct PuzzleTry {
    const Puzzle *puzzle;
    Position pos;          /* the position on the board (the solver to move while it goes on) */
    int ply;               /* plies of the line played */
    bool over, solved;
    bool has_reply;        /* reply: the defence's last move, played into pos */
    Move reply;
} PuzzleTry;

void puzzle_try_start(PuzzleTry *t, const Puzzle *p);
/* m: a legal move of the solver in t->pos (move_parse's). */
PuzzleStep puzzle_try_move(PuzzleTry *t, const Move *m);
/* The line's move at this point (the solver's), NULL when the line is done. */
const Move *puzzle_try_expected(const PuzzleTry *t);
/* The solver's moves in the whole line. */
int puzzle_solver_moves(const Puzzle *p);
/* The attempt to record once it is over (time: seconds since the epoch). */
PuzzleAttempt puzzle_try_attempt(const PuzzleTry *t, long long time);

#endif
