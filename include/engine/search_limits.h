/*
 * search_limits.h - what a search may spend, and the ranges every front end
 * accepts for it (the protocol's "go" and "setoption", `dama best`, the
 * game's --level), named once here.
 */
#ifndef DAMA_SEARCH_LIMITS_H
#define DAMA_SEARCH_LIMITS_H

#include <stdint.h>

enum {
    MAX_PLY = 128,                 /* deepest search; depth limits are 1..MAX_PLY */
    MIN_LEVEL = 1,                 /* playing levels (docs/levels.md) */
    MAX_LEVEL = 10,                /* full strength */
    HASH_MB_MIN = 1,               /* transposition table size in MiB */
    HASH_MB_MAX = 4096,
    LIMIT_MS_MAX = 1000000000,     /* longest move time or clock time, ~11 days */
    LIMIT_NODES_MAX = 2000000000
};

typedef struct SearchLimits {
    int depth;        /* 0: no depth limit */
    int movetime_ms;  /* 0: none; fixed time for this move */
    int time_left_ms; /* 0: no clock; else the mover's remaining time */
    int increment_ms; /* per-move increment with a clock */
    int level;        /* 1..10 playing level; 0 or 10 = full strength */
    uint64_t nodes;   /* 0: no node limit */
} SearchLimits;

#endif
