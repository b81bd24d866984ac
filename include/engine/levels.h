/*
 * levels.h - the playing levels' Elo figures (docs/levels.md).
 * (Stand-in until the levels module lands on main; merged into it then.)
 */
#ifndef DAMA_LEVELS_H
#define DAMA_LEVELS_H

#include "search.h"
#include "search_limits.h"

/* A level's Elo on the ladder's scale (docs/levels.md); the level is
 * clamped to MIN_LEVEL..MAX_LEVEL. */
int level_elo(int level);

#endif
