/*
 * search_limits.h - what a search may spend, the ranges every front end
 * accepts for it (the protocol's "go" and "setoption", `dama best`, the
 * game's --level), named once here, and the one parser that reads limits
 * given as words: "go depth 12 wtime 60000 btime 60000 winc 500 binc 500"
 * and "dama best --depth 12 --level 3" both go through it.
 */
#ifndef DAMA_SEARCH_LIMITS_H
#define DAMA_SEARCH_LIMITS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

enum {
    MAX_PLY = 128,                 /* deepest search; depth limits are 1..MAX_PLY */
    MIN_LEVEL = 1,                 /* playing levels (docs/levels.md) */
    MAX_LEVEL = 10,                /* full strength */
    HASH_MB_MIN = 1,               /* transposition table size in MiB */
    HASH_MB_MAX = 4096,
    LIMIT_MS_MAX = 1000000000,     /* longest move time or clock time, ~11 days */
    LIMIT_NODES_MAX = 2000000000,
    MAX_THREADS = 64,              /* search threads 1..MAX_THREADS (engine_set_threads) */
    CONTEMPT_MIN = -100,           /* contempt in centi-men (setoption name Contempt) */
    CONTEMPT_MAX = 100
};

typedef struct SearchLimits {
    int depth;        /* 0: no depth limit */
    int movetime_ms;  /* 0: none; fixed time for this move */
    int time_left_ms; /* 0: no clock; else the mover's remaining time */
    int increment_ms; /* per-move increment with a clock */
    int level;        /* 1..10 playing level; 0 or 10 = full strength */
    uint64_t nodes;   /* 0: no node limit */
    /* A draw is worth -contempt (centi-men) to the side to move at the
     * root, and +contempt to its opponent: above 0 the engine plays on
     * rather than repeat or reach the 50-move rule while it is not behind
     * by more than that.  0: a draw is 0, as analysis wants. */
    int contempt;
    /* true: no ProbCut, so that what a fixed-depth search finds is the
     * full-width search's answer at that depth (the puzzles' checks of a
     * forced win and of a unique solution); false: play and analysis. */
    bool full_width;
} SearchLimits;

/* The limits a command accepts, by name: depth, movetime, nodes, level and
 * the clock (wtime, btime, winc, binc: the time left and increment of each
 * side, in ms). */
enum {
    LIMIT_DEPTH = 1 << 0,
    LIMIT_MOVETIME = 1 << 1,
    LIMIT_NODES = 1 << 2,
    LIMIT_LEVEL = 1 << 3,
    LIMIT_CLOCK = 1 << 4
};
enum { LIMITS_ERRSIZE = 128, LIMITS_QUOTED_MAX = 20 };

/* Why limits were refused, as facts (docs/architecture.md, "Words"): the
 * front ends say it in the player's words (words_options.h), the protocol
 * in limits_error_format's stable English. */
typedef enum LimitsProblem {
    LIMITS_OK,
    LIMITS_UNKNOWN_NAME,          /* name is not a search limit */
    LIMITS_VALUE_MISSING,         /* name given without its value */
    LIMITS_VALUE_OUT_OF_RANGE,    /* value is not a whole number min..max */
    LIMITS_INCREMENT_WITHOUT_TIME, /* name (winc/binc) without other (wtime/btime) */
    LIMITS_NO_TIME_FOR_MOVER      /* only the other side's clock; name: the mover's */
} LimitsProblem;

typedef struct LimitsError {
    LimitsProblem code;
    const char *name;  /* the limit concerned ("depth", "winc"); static text */
    const char *other; /* the time an increment needs ("wtime"), or NULL */
    int min, max;      /* the range of name */
    char value[LIMITS_QUOTED_MAX + 1]; /* the refused value, sanitised and cut */
} LimitsError;

/* Limits being read: the side-independent ones, and each side's clock until
 * the side to move is known. */
typedef struct LimitsRequest {
    SearchLimits lim;
    int time_ms[2]; /* [WHITE], [BLACK]; -1: not given */
    int inc_ms[2];  /* -1: not given */
} LimitsRequest;

void limits_request_init(LimitsRequest *r);
/* Whether name is one of the limits in `accepted` (LIMIT_* bits). */
bool limits_is_name(const char *name, unsigned accepted);
/* Set the limit called name (one limits_is_name accepts) from the text
 * value (NULL when missing).  On a bad value returns false with why. */
bool limits_set(LimitsRequest *r, const char *name, const char *value, LimitsError *why);
/* No limit at all was given (not even a clock). */
bool limits_unbounded(const LimitsRequest *r);
/* The limits of a search by `side`: the side to move's clock becomes
 * time_left_ms/increment_ms.  False, with why, when a clock does not fit:
 * an increment without that side's time left, or times given for the
 * other side only. */
bool limits_resolve(const LimitsRequest *r, int side, SearchLimits *out, LimitsError *why);
/* The protocol's stable English for why (machine-read, never translated):
 * without the name for a bad value ("needs a whole number from 1 to 128,
 * not 'x'", the protocol puts the name before it), whole otherwise. */
void limits_error_format(const LimitsError *why, char *buf, size_t size);

#endif
