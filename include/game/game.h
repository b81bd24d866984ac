/*
 * game.h - a game: its record, the draw rules, the result, undo and redo.
 *
 * The game layer owns the history (the position before each move), the
 * 50-move counter (plies with no capture and no man move), threefold
 * repetition and the result with its reason.  It knows nothing of any UI.
 */
#ifndef DAMA_GAME_H
#define DAMA_GAME_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "board.h"

typedef enum {
    RESULT_NONE = 0,   /* game in progress */
    RESULT_WHITE_WINS,
    RESULT_BLACK_WINS,
    RESULT_DRAW
} GameResult;

typedef enum {
    END_NONE = 0,
    END_NO_PIECES,      /* the side to move has no piece left */
    END_NO_MOVES,       /* the side to move has no legal move */
    END_THREEFOLD,      /* same position for the third time */
    END_FIFTY_MOVES,    /* 100 plies without capture or man move */
    END_AGREEMENT,
    END_RESIGNATION,
    END_TIME            /* a player's clock ran out (session/game_clock.h) */
} EndReason;

/* 50-move rule: this many plies in a row with no capture and no man move. */
enum { FIFTY_MOVE_PLIES = 100 };

typedef struct GamePly {
    Move move;
    Position before;   /* position before the move */
    int quiet_before;  /* the 50-move counter before the move */
} GamePly;

typedef struct Game {
    Position start;        /* where the game began (any FEN) */
    Position pos;          /* current position */
    int quiet_plies;       /* plies since the last capture or man move */
    GamePly *plies;        /* plies[0..nplies-1] played, then redo entries */
    int nplies;            /* plies played */
    int nredo;             /* plies after nplies that redo can replay */
    int capacity;
    GameResult result;
    EndReason reason;
} Game;

void game_init(Game *g, const Position *start);
void game_free(Game *g);
/* Copy src into dst (dst must be uninitialised or freed). */
void game_copy(Game *dst, const Game *src);

/* Play a legal move (checked by the caller via movegen/notation).  Returns
 * false, leaving the game unchanged, when the game is already over.  Clears
 * the redo list and declares the end of the game when it comes. */
bool game_play(Game *g, const Move *m);
bool game_undo(Game *g);
bool game_redo(Game *g);
void game_agree_draw(Game *g);
void game_resign(Game *g, int side);
/* side's time ran out: it loses (docs/ui.md, "Clocks", says why never a
 * draw); like a resignation, undo may reopen the game. */
void game_lose_on_time(Game *g, int side);

bool game_over(const Game *g);
/* How many times the current position has occurred (including now). */
int game_repetitions(const Game *g);
/* Ply number of the first move (0 when White moved first, 1 when the game
 * started with Black to move), for PDN move numbers. */
int game_first_ply(const Game *g);

const char *game_result_token(GameResult r);   /* "1-0" "0-1" "1/2-1/2" "*" */
const char *game_reason_text(EndReason r);     /* "threefold repetition" ... */
/* Describe the result: "1-0 Black has no legal move". */
void game_describe_result(const Game *g, char *buf, size_t size);

/* Additions (game layer owner).  game_init also accepts start == NULL for
 * the initial position.  Undoing a move always reopens the game: agreement
 * and resignation are forgotten, rule endings are recomputed.  Agreement
 * and resignation clear the redo list; redo is refused once the game is over. */
/* PDN move number and side of plies[ply_index]. */
int game_move_number(const Game *g, int ply_index);
int game_ply_side(const Game *g, int ply_index);
/* "31.22-18" for White, "31...22-18" for Black (plies[ply_index]). */
void game_move_label(const Game *g, int ply_index, char *buf, size_t size);
/* The last move played, or NULL at the start. */
const Move *game_last_move(const Game *g);

#endif
