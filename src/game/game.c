/*
 * game.c - a game record: history, end of game by rule, undo and redo.
 *
 * Invariant: g->pos is g->start with plies[0..nplies-1] made in order, and
 * g->result/g->reason always describe g->pos (except agreement and
 * resignation, which are events rather than properties of a position: they
 * stay until the next undo).
 */
#include "game.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "movegen.h"
#include "notation.h"

enum { INITIAL_CAPACITY = 128 };

static void *checked_realloc(void *ptr, size_t size)
{
    void *p = realloc(ptr, size);
    if (p == NULL) {
        /* A game record is tiny; running out here leaves nothing sensible to do. */
        fputs("dama: out of memory\n", stderr);
        exit(EXIT_FAILURE);
    }
    return p;
}

static void ensure_capacity(Game *g, int needed)
{
    if (needed <= g->capacity)
        return;
    int cap = g->capacity > 0 ? g->capacity : INITIAL_CAPACITY;
    while (cap < needed)
        cap *= 2;
    g->plies = checked_realloc(g->plies, (size_t)cap * sizeof *g->plies);
    g->capacity = cap;
}

static void set_result(Game *g, GameResult result, EndReason reason)
{
    g->result = result;
    g->reason = reason;
}

static GameResult win_for(int side)
{
    return side == WHITE ? RESULT_WHITE_WINS : RESULT_BLACK_WINS;
}

/* Decide whether the current position ends the game by rule. */
static void detect_end(Game *g)
{
    const Position *p = &g->pos;
    int mover = p->side;
    MoveList moves;

    set_result(g, RESULT_NONE, END_NONE);
    if (pos_pieces(p, mover) == 0)
        set_result(g, win_for(!mover), END_NO_PIECES);
    else if (movegen_legal(p, &moves) == 0)
        set_result(g, win_for(!mover), END_NO_MOVES);
    else if (game_repetitions(g) >= 3)
        set_result(g, RESULT_DRAW, END_THREEFOLD);
    else if (g->quiet_plies >= FIFTY_MOVE_PLIES)
        set_result(g, RESULT_DRAW, END_FIFTY_MOVES);
}

/* Make m on the current position and record it at plies[nplies]. */
static void apply_ply(Game *g, const Move *m)
{
    GamePly *ply = &g->plies[g->nplies];
    ply->move = *m;
    ply->before = g->pos;
    ply->quiet_before = g->quiet_plies;
    g->quiet_plies = move_is_irreversible(&g->pos, m) ? 0 : g->quiet_plies + 1;
    pos_make(&g->pos, m);
    g->nplies++;
}

void game_init(Game *g, const Position *start)
{
    memset(g, 0, sizeof *g);
    if (start != NULL)
        g->start = *start;
    else
        pos_startpos(&g->start);
    g->pos = g->start;
    ensure_capacity(g, INITIAL_CAPACITY);
    detect_end(g);
}

void game_free(Game *g)
{
    free(g->plies);
    g->plies = NULL;
    g->capacity = g->nplies = g->nredo = 0;
}

void game_copy(Game *dst, const Game *src)
{
    *dst = *src;
    dst->plies = NULL;
    dst->capacity = 0;
    int used = src->nplies + src->nredo;
    ensure_capacity(dst, used > 0 ? used : 1);
    if (used > 0)
        memcpy(dst->plies, src->plies, (size_t)used * sizeof *src->plies);
}

bool game_play(Game *g, const Move *m)
{
    if (game_over(g))
        return false;
    ensure_capacity(g, g->nplies + 1);
    g->nredo = 0;
    apply_ply(g, m);
    detect_end(g);
    return true;
}

bool game_undo(Game *g)
{
    if (g->nplies == 0)
        return false;
    GamePly *ply = &g->plies[--g->nplies];
    g->pos = ply->before;
    g->quiet_plies = ply->quiet_before;
    g->nredo++;
    detect_end(g);
    return true;
}

bool game_redo(Game *g)
{
    if (g->nredo == 0 || game_over(g))
        return false;
    Move m = g->plies[g->nplies].move;
    g->nredo--;
    apply_ply(g, &m);
    detect_end(g);
    return true;
}

void game_agree_draw(Game *g)
{
    if (game_over(g))
        return;
    g->nredo = 0;
    set_result(g, RESULT_DRAW, END_AGREEMENT);
}

void game_resign(Game *g, int side)
{
    if (game_over(g))
        return;
    g->nredo = 0;
    set_result(g, win_for(!side), END_RESIGNATION);
}

void game_lose_on_time(Game *g, int side)
{
    if (game_over(g))
        return;
    g->nredo = 0;
    set_result(g, win_for(!side), END_TIME);
}

bool game_over(const Game *g)
{
    return g->result != RESULT_NONE;
}

int game_repetitions(const Game *g)
{
    int count = 1;
    /* Only positions since the last irreversible ply can equal this one. */
    int oldest = g->nplies - g->quiet_plies;
    if (oldest < 0)
        oldest = 0;
    for (int i = g->nplies - 1; i >= oldest; i--) {
        const Position *earlier = &g->plies[i].before;
        if (earlier->hash == g->pos.hash && pos_equal(earlier, &g->pos))
            count++;
    }
    return count;
}

int game_first_ply(const Game *g)
{
    return g->start.side == BLACK ? 1 : 0;
}

const char *game_result_token(GameResult r)
{
    switch (r) {
    case RESULT_WHITE_WINS: return "1-0";
    case RESULT_BLACK_WINS: return "0-1";
    case RESULT_DRAW: return "1/2-1/2";
    case RESULT_NONE: break;
    }
    return "*";
}

const char *game_reason_text(EndReason r)
{
    switch (r) {
    case END_NO_PIECES: return "no pieces left";
    case END_NO_MOVES: return "no legal move";
    case END_THREEFOLD: return "threefold repetition";
    case END_FIFTY_MOVES: return "50-move rule";
    case END_AGREEMENT: return "draw by agreement";
    case END_RESIGNATION: return "resignation";
    case END_TIME: return "time forfeit";
    case END_NONE: break;
    }
    return "game in progress";
}

int game_move_number(const Game *g, int ply_index)
{
    return (game_first_ply(g) + ply_index) / 2 + 1;
}

int game_ply_side(const Game *g, int ply_index)
{
    return (game_first_ply(g) + ply_index) % 2 == 0 ? WHITE : BLACK;
}

void game_move_label(const Game *g, int ply_index, char *buf, size_t size)
{
    char text[MOVE_STRSIZE];
    move_format(&g->plies[ply_index].move, text, sizeof text);
    snprintf(buf, size, "%d%s%s", game_move_number(g, ply_index),
             game_ply_side(g, ply_index) == WHITE ? "." : "...", text);
}

const Move *game_last_move(const Game *g)
{
    return g->nplies > 0 ? &g->plies[g->nplies - 1].move : NULL;
}

void game_describe_result(const Game *g, char *buf, size_t size)
{
    const char *token = game_result_token(g->result);
    int loser = g->result == RESULT_WHITE_WINS ? BLACK : WHITE;
    char last[MOVE_STRSIZE + 16] = "";

    if (g->nplies > 0)
        game_move_label(g, g->nplies - 1, last, sizeof last);

    switch (g->reason) {
    case END_NO_PIECES:
        snprintf(buf, size, "%s %s has no pieces left", token, side_name(loser));
        break;
    case END_NO_MOVES:
        snprintf(buf, size, "%s %s has no legal move", token, side_name(loser));
        break;
    case END_RESIGNATION:
        snprintf(buf, size, "%s %s resigned", token, side_name(loser));
        break;
    case END_TIME:
        snprintf(buf, size, "%s %s ran out of time", token, side_name(loser));
        break;
    case END_THREEFOLD:
    case END_FIFTY_MOVES:
        snprintf(buf, size, "%s %s after %s", token, game_reason_text(g->reason), last);
        break;
    case END_AGREEMENT:
    case END_NONE:
        snprintf(buf, size, "%s %s", token, game_reason_text(g->reason));
        break;
    }
}
