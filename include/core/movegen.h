/*
 * movegen.h - legal move generation for Italian draughts (docs/rules.md).
 *
 * Captures are mandatory; among all capture sequences only those that are
 * best by the four precedence rules are legal (most pieces, king captures,
 * most kings, king earliest).  Sequences by the same piece that take the same
 * pieces and end on the same square are one move: by default the list holds
 * one path for it.
 */
#ifndef DAMA_MOVEGEN_H
#define DAMA_MOVEGEN_H

#include <stdbool.h>
#include <stdint.h>

#include "board.h"

enum { MAX_MOVES = 256 };

typedef struct MoveList {
    int count;
    Move moves[MAX_MOVES];
} MoveList;

/* Every legal move of the side to move; returns the count. */
int movegen_legal(const Position *p, MoveList *list);
/* As movegen_legal, but a move reachable by several capture paths is listed
 * once per path (the notation parser accepts any of them). */
int movegen_legal_all_paths(const Position *p, MoveList *list);
/* Number of legal moves (what perft counts at its last ply), fast. */
int movegen_count(const Position *p);
/* True when the side to move must capture. */
bool movegen_has_capture(const Position *p);
/* True when side could capture if it were to move (for the side not to
 * move: a threat). */
bool movegen_side_can_capture(const Position *p, int side);

/* Every capture sequence the side to move could play, before precedence is
 * applied (all paths).  Used to explain why a typed capture is illegal. */
int movegen_all_captures(const Position *p, MoveList *list);

/* Precedence key of a capture: larger is better (rules 1..4 in order). */
uint32_t movegen_capture_key(const Move *m);

/* Sort into notation order (origin square, then path), for listings. */
void movegen_sort(MoveList *list);

/* How perft counts a capture that several paths reach: the same piece taking
 * the same pieces and ending on the same square by two routes (docs/rules.md,
 * "Ties and equal paths"). */
typedef enum PerftCount {
    PERFT_MOVES, /* once, as the move list holds it (one per resulting position and piece) */
    PERFT_PATHS  /* once per path, as the published tables of dctl and Ed Gilbert count */
} PerftCount;

/* Leaf count of the tree of legal moves to the given depth (PERFT_MOVES). */
uint64_t perft(const Position *p, int depth);
/* The same under either convention. */
uint64_t perft_count(const Position *p, int depth, PerftCount convention);

#endif
