/*
 * clock.h - the one clock of the program: monotonic milliseconds.
 *
 * Every duration (search budgets, the engine's reply delay, match deadlines,
 * benchmark timings) is measured with it, so they all agree and none can go
 * backwards when the wall clock is set.
 */
#ifndef DAMA_CLOCK_H
#define DAMA_CLOCK_H

#include <stdint.h>

/* Milliseconds since an arbitrary fixed point (CLOCK_MONOTONIC). */
int64_t clock_now_ms(void);

#endif
