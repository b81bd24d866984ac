/*
 * search.h - the engine: iterative deepening negamax alpha-beta (PVS) with a
 * transposition table.  One Engine searches one position at a time; another
 * thread may call engine_stop() at any moment and the search still returns a
 * legal move.
 */
#ifndef DAMA_SEARCH_H
#define DAMA_SEARCH_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "board.h"
#include "book.h"
#include "egdb.h"
#include "eval.h"
#include "game.h"
#include "search_limits.h" /* SearchLimits, MAX_PLY, MAX_LEVEL */
#include "score.h"  /* what SearchInfo.score means */

typedef struct SearchInfo {
    int depth;
    int seldepth;
    int score;
    uint64_t nodes;
    int time_ms;
    int pvlen;
    Move pv[MAX_PLY];
    EgdbWdl egdb;      /* the root's database value, EGDB_UNKNOWN when not covered */
    int egdb_distance; /* plies to conversion of a database win or loss */
} SearchInfo;

typedef void (*SearchInfoFn)(const SearchInfo *info, void *ctx);

typedef struct Engine Engine;

Engine *engine_new(size_t tt_megabytes);
void engine_free(Engine *e);
bool engine_set_hash(Engine *e, size_t tt_megabytes);
void engine_new_game(Engine *e);   /* clears the TT and history tables */
/* Search with this many threads (1..MAX_THREADS; default 1), between
 * searches only.  Extra threads help at full strength (level 10); the weak
 * levels and one thread search alone, deterministically.  False when threads
 * is out of range or memory is short (then fewer helpers are kept). */
bool engine_set_threads(Engine *e, int threads);
int engine_threads(const Engine *e);

/* Search the current position of g (its history feeds repetition checks).
 * Calls report (may be NULL) after each completed iteration.  Fills *best
 * and returns true, or returns false when the side to move has no move.
 * *last receives the final iteration's info when non-NULL. */
bool engine_search(Engine *e, const Game *g, const SearchLimits *lim,
                   SearchInfoFn report, void *ctx, Move *best, SearchInfo *last);
/* Ask the search to stop as soon as possible (thread-safe).  The request
 * stays until engine_reset_stop(), so one call is enough even when it lands
 * before the search thread has entered engine_search: a search started
 * while a request stands returns at once, still with a legal move. */
void engine_stop(Engine *e);
/* Withdraw a stop request: call it before starting a search that should run
 * (a caller that searches in a thread does so before creating the thread). */
void engine_reset_stop(Engine *e);

/* Let the search probe the endgame databases db (NULL: none, the default).
 * The caller keeps db open while the engine may search.  At full strength
 * a root position the databases cover as won or lost is played by them. */
void engine_set_egdb(Engine *e, Egdb *db);

/* Seed of the random choices of the weak levels (tests want repeatable
 * games; a new engine is seeded from the clock). */
void engine_set_seed(Engine *e, uint64_t seed);
/* Evaluate by material only: a deliberately weaker engine for matches that
 * measure what the positional evaluation is worth. */
void engine_set_simple_eval(Engine *e, bool on);
/* Part eval: the evaluation the search uses (EVAL_KIND_DEFAULT unless
 * told; on, engine_set_simple_eval is EVAL_KIND_MATERIAL, off the default). */
void engine_set_eval(Engine *e, EvalKind kind);
/* The opening book the strong levels play from (docs/book.md); NULL, the
 * default, plays without one.  The engine keeps the pointer, not a copy:
 * the book must outlive its use. */
void engine_set_book(Engine *e, const Book *book);

#endif
