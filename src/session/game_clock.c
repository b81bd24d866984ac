/*
 * game_clock.c - the players' clocks (game_clock.h).
 */
#include "game_clock.h"

#include <stdio.h>
#include <string.h>

#include "numparse.h"

enum { MS_PER_SECOND = 1000, SECONDS_PER_MINUTE = 60, TENTHS_BELOW_MS = 20000 };

bool time_control_parse(const char *text, TimeControl *tc, TimeControlProblem *why)
{
    TimeControlProblem ignored;
    if (why == NULL)
        why = &ignored;
    *why = TIME_CONTROL_OK;
    char minutes[16], seconds[16];
    const char *plus = text != NULL ? strchr(text, '+') : NULL;
    int min = 0, inc = 0;
    bool ok = plus != NULL && (size_t)(plus - text) < sizeof minutes && strlen(plus + 1) < sizeof seconds;
    if (ok) {
        memcpy(minutes, text, (size_t)(plus - text));
        minutes[plus - text] = '\0';
        strcpy(seconds, plus + 1);
        ok = parse_int(minutes, 0, GCLOCK_MAX_MINUTES, &min) && parse_int(seconds, 0, GCLOCK_MAX_INC_SECONDS, &inc);
    }
    if (!ok) {
        *why = TIME_CONTROL_MALFORMED;
        return false;
    }
    if (min == 0 && inc == 0) {
        *why = TIME_CONTROL_NO_TIME;
        return false;
    }
    memset(tc, 0, sizeof *tc);
    tc->base_ms = (int64_t)min * SECONDS_PER_MINUTE * MS_PER_SECOND;
    tc->inc_ms = (int64_t)inc * MS_PER_SECOND;
    tc->clocked[0] = tc->clocked[1] = true;
    return true;
}

bool time_control_any(const TimeControl *tc) { return tc->clocked[0] || tc->clocked[1]; }

void time_control_tag(const TimeControl *tc, char *buf, size_t size)
{
    if (!time_control_any(tc))
        snprintf(buf, size, "-");
    else
        snprintf(buf, size, "%lld+%lld", (long long)(tc->base_ms / MS_PER_SECOND),
                 (long long)(tc->inc_ms / MS_PER_SECOND));
}

void gclock_init(GameClock *c, const TimeControl *tc)
{
    c->tc = *tc;
    c->left_ms[0] = c->left_ms[1] = tc->base_ms;
    c->running = -1;
    c->since_ms = 0;
}

bool gclock_on(const GameClock *c, int side) { return c->tc.clocked[side]; }

int64_t gclock_left(const GameClock *c, int side, int64_t now_ms)
{
    int64_t left = c->left_ms[side];
    if (c->running == side && now_ms > c->since_ms)
        left -= now_ms - c->since_ms;
    return left > 0 ? left : 0;
}

void gclock_stop(GameClock *c, int64_t now_ms)
{
    if (c->running < 0)
        return;
    c->left_ms[c->running] = gclock_left(c, c->running, now_ms);
    c->running = -1;
}

void gclock_resume(GameClock *c, int side, int64_t now_ms)
{
    gclock_stop(c, now_ms);
    if (!gclock_on(c, side))
        return;
    c->running = side;
    c->since_ms = now_ms;
}

void gclock_start(GameClock *c, int side, int64_t now_ms)
{
    gclock_stop(c, now_ms);
    if (gclock_on(c, side))
        c->left_ms[side] += c->tc.inc_ms;
    gclock_resume(c, side, now_ms);
}

int gclock_flag(const GameClock *c, int64_t now_ms)
{
    /* Only a running clock loses time; a waiting one with nothing on it
     * (0+INC before its first move) gets its increment when it starts. */
    if (c->running >= 0 && gclock_left(c, c->running, now_ms) == 0)
        return c->running;
    return -1;
}

void gclock_format(int64_t ms, char *buf, size_t size)
{
    if (ms < 0)
        ms = 0;
    if (ms < TENTHS_BELOW_MS) {
        snprintf(buf, size, "0:%02lld.%lld", (long long)(ms / MS_PER_SECOND), (long long)(ms % MS_PER_SECOND / 100));
        return;
    }
    long long s = ms / MS_PER_SECOND;
    if (s >= 3600)
        snprintf(buf, size, "%lld:%02lld:%02lld", s / 3600, s / 60 % 60, s % 60);
    else
        snprintf(buf, size, "%lld:%02lld", s / 60, s % 60);
}
