/*
 * puzzle.h - tiri: tactics to solve (docs/puzzles.md has the method).
 *
 * A position is a puzzle when its side to move (the solver) has a free
 * choice (no capture is due, two legal moves or more) and exactly one first
 * move wins material by force:
 *
 *   - each legal first move is searched separately, from a fresh table, at
 *     the verification depth, by a material-only evaluation (a man 100, a
 *     king 183: eval.h's evaluate_material) so that "a man" means a man;
 *   - the solution's value is at least base + PUZZLE_MAN (base: the
 *     material balance now, the solver's view) or a forced win;
 *   - every other first move is at least PUZZLE_MAN worse than the
 *     solution, and neither a forced win nor itself a gain of a man.
 *
 * The solution line is then the engine's best play for both sides from the
 * first move on, ended as soon as the gain is secured: the solver has just
 * moved, is at least a man up on base, and the defender has no capture (the
 * material holds after quiescence), or the game is over.
 *
 * The theme is named by the first rule that fits the line (Italian players'
 * names): "precedenza" when a capture of the defender in the line was
 * dictated by precedence rules 2-4 (several captures of the most pieces, but
 * fewer legal ones); "presa multipla dopo sacrificio" when the first move
 * gives material (the defender must capture at once) and the solver later
 * takes two pieces or more in one move; "sfondamento a dama" when a man of
 * the solver crowns in the line; else "tiro".  Difficulty is rating-like:
 * from the depth at which the engine first finds the solution and stays with
 * it, and the number of the solver's moves in the line.
 *
 * Everything here returns facts (codes, numbers); front ends own the words.
 */
#ifndef DAMA_PUZZLE_H
#define DAMA_PUZZLE_H

#include <stdbool.h>
#include <stddef.h>

#include "board.h"
#include "egdb.h"
#include "search.h"

enum {
    PUZZLE_MAN = 100,            /* a man, in the material evaluation's units */
    PUZZLE_VERIFY_DEPTH = 13,    /* plies of each first move's verification */
    PUZZLE_LINE_MAX = 24,        /* plies of a solution line at most */
    PUZZLE_LINE_MIN_DEPTH = 5,   /* plies of the searches that extend the line */
    PUZZLE_HASH_MB = 8,          /* the checker's table (its size shapes results) */
    PUZZLE_FILTER_HASH_MB = 1,   /* the cheap filter's */
    PUZZLE_DIFFICULTY_MIN = 600,
    PUZZLE_DIFFICULTY_MAX = 2400
};

typedef enum {
    PUZZLE_SOUND = 0,       /* one first move wins a man or the game, no other does */
    PUZZLE_NO_CHOICE,       /* a capture is due, or fewer than two legal moves */
    PUZZLE_NO_GAIN,         /* no first move wins a man by force */
    PUZZLE_NOT_UNIQUE,      /* another first move is less than a man worse */
    PUZZLE_UNSECURED,       /* the gain is not secured within PUZZLE_LINE_MAX plies */
    PUZZLE_OTHER_FIRST      /* sound, but the solution is not the first move given */
} PuzzleVerdict;

typedef enum {
    THEME_TIRO = 0,
    THEME_PRESA_MULTIPLA,   /* presa multipla dopo sacrificio */
    THEME_SFONDAMENTO,      /* sfondamento a dama */
    THEME_PRECEDENZA,
    THEME_COUNT
} PuzzleTheme;

typedef enum { PHASE_OPENING = 0, PHASE_MIDDLE, PHASE_ENDING, PHASE_COUNT } PuzzlePhase;

enum {
    PHASE_OPENING_MIN_PIECES = 18, /* this many pieces or more: an opening */
    PHASE_ENDING_MAX_PIECES = 8    /* this many or fewer: an ending */
};

/* The names written in the Theme and Phase tags (machine-read, stable). */
const char *puzzle_theme_tag(PuzzleTheme t);
const char *puzzle_phase_tag(PuzzlePhase p);
/* The theme or phase of a tag value; -1 when unknown. */
int puzzle_theme_from_tag(const char *tag);
int puzzle_phase_from_tag(const char *tag);
PuzzlePhase puzzle_phase_of(const Position *p);

/* What the check of one position found. */
typedef struct PuzzleCheck {
    PuzzleVerdict verdict;
    int base;          /* material balance, solver's view */
    int nmoves;        /* legal first moves */
    Move first;        /* the best first move (the solution when sound) */
    int value;         /* its value, solver's view */
    Move second;       /* the best of the others (when nmoves > 1) */
    int second_value;
    uint64_t nodes;    /* searched by the check */
} PuzzleCheck;

/* A found puzzle: the line and what is said about it. */
typedef struct PuzzleLine {
    int len;
    Move moves[PUZZLE_LINE_MAX];
    PuzzleTheme theme;
    int find_depth;    /* first depth from which the engine plays the solution */
    int difficulty;
} PuzzleLine;

/* The checker: one engine searching by material, single-threaded, a fresh
 * table for every search, so each verdict depends on the position and the
 * depth only. */
typedef struct PuzzleSolver PuzzleSolver;

PuzzleSolver *puzzle_solver_new(void);
void puzzle_solver_free(PuzzleSolver *s);
/* Probe the endgame databases db too (NULL: none); db stays open while s is used. */
void puzzle_solver_set_egdb(PuzzleSolver *s, Egdb *db);

/* Check p at depth plies (each first move is searched depth - 1 plies
 * after it).  Fills *out and returns its verdict. */
PuzzleVerdict puzzle_check(PuzzleSolver *s, const Position *p, int depth, PuzzleCheck *out);

/* The cheap filter before a check: one search of p at depth plies finds a
 * gain of a man for the side to move (who has a free choice). */
bool puzzle_candidate(PuzzleSolver *s, const Position *p, int depth);

/* The solution line from p after a sound check c at depth: played out,
 * ended when the gain is secured, themed, its difficulty set.  False when
 * the gain is not secured within PUZZLE_LINE_MAX plies. */
bool puzzle_build_line(PuzzleSolver *s, const Position *p, const PuzzleCheck *c, int depth, PuzzleLine *out);

/* The line from p ends with the gain secured (the rule above), a man up
 * on p's material balance for p's side to move. */
bool puzzle_line_secured(const Position *p, const Move *line, int len);

/* The theme of a line from p (rules above). */
PuzzleTheme puzzle_theme_of(const Position *p, const Move *line, int len);
/* Difficulty from the finding depth and the solver's moves in the line. */
int puzzle_difficulty(int find_depth, int solver_moves);

#endif
