/*
 * game_clock.h - the players' clocks of a timed game (docs/ui.md, "Clocks"),
 * as arithmetic on times the caller passes in: nothing here reads the wall
 * clock, so tests drive it with made-up times.
 *
 * A time control is MIN+INC: each clocked side starts with MIN minutes and
 * gains INC seconds each time its clock starts, for each of its moves
 * (Fischer increment, credited before the move, so that 0+2 means two
 * seconds a move).  Either
 * side may be left without a clock (the engine on its per-level budget).
 * One clock runs at a time: the side to move's.  A side whose time reaches
 * zero has lost on time (its flag fell).
 */
#ifndef DAMA_GAME_CLOCK_H
#define DAMA_GAME_CLOCK_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

enum {
    GCLOCK_MAX_MINUTES = 600,     /* ten hours */
    GCLOCK_MAX_INC_SECONDS = 600,
    GCLOCK_TEXT_SIZE = 32
};

/* What a game is played with: the time each clocked side starts with and
 * gains per move, and which sides have a clock. */
typedef struct TimeControl {
    int64_t base_ms;
    int64_t inc_ms;
    bool clocked[2];   /* [WHITE], [BLACK] */
} TimeControl;

typedef struct GameClock {
    TimeControl tc;
    int64_t left_ms[2];   /* at the last start or stop */
    int running;          /* the side whose clock runs, or -1 */
    int64_t since_ms;     /* when it started running */
} GameClock;

/* Why a clock's text was refused, as a fact the front end says
 * (docs/architecture.md, "Words"). */
typedef enum TimeControlProblem {
    TIME_CONTROL_OK,
    TIME_CONTROL_MALFORMED, /* not MINUTES+SECONDS within 0..GCLOCK_MAX_MINUTES + 0..GCLOCK_MAX_INC_SECONDS */
    TIME_CONTROL_NO_TIME    /* 0+0 */
} TimeControlProblem;

/* "5+3" (minutes + seconds); minutes may be 0 when the increment is not
 * ("0+2").  False, with the reason in *why (when why is not NULL), on
 * anything else. */
bool time_control_parse(const char *text, TimeControl *tc, TimeControlProblem *why);
/* Any side has a clock. */
bool time_control_any(const TimeControl *tc);
/* The PDN TimeControl value: "300+3" (seconds+seconds), "-" without clocks. */
void time_control_tag(const TimeControl *tc, char *buf, size_t size);

/* Both clocks full and stopped. */
void gclock_init(GameClock *c, const TimeControl *tc);
bool gclock_on(const GameClock *c, int side);
/* Start side's clock (stopping the other), crediting the increment (a side without a clock:
 * nothing runs). */
void gclock_start(GameClock *c, int side, int64_t now_ms);
/* Start side's clock again after a pause, without an increment. */
void gclock_resume(GameClock *c, int side, int64_t now_ms);
/* Stop the running clock, keeping what it used. */
void gclock_stop(GameClock *c, int64_t now_ms);
/* Time left on side's clock now, never below zero. */
int64_t gclock_left(const GameClock *c, int side, int64_t now_ms);
/* The side whose running clock has reached zero (its flag fell), or -1. */
int gclock_flag(const GameClock *c, int64_t now_ms);
/* "4:59" or, under 20 seconds, "0:19.4" (tenths, when they matter);
 * "1:02:03" from an hour up. */
void gclock_format(int64_t ms, char *buf, size_t size);

#endif
