/*
 * words_options.h - why what a command or a menu asked for is refused, said
 * to a player (docs/architecture.md, "Words"): the search limits of
 * `dama best`/`dama analyse` (search_limits.h's LimitsError) and the ballot
 * openings (ballot.h's BallotError), as whole sentences of the catalog.
 */
#ifndef DAMA_WORDS_OPTIONS_H
#define DAMA_WORDS_OPTIONS_H

#include <stddef.h>

#include "ballot.h"
#include "search_limits.h"

/* Why the limit given as option (as typed: "--depth") was refused;
 * returns buf. */
char *words_limits_error(const LimitsError *why, const char *option, char *buf, size_t size);
/* Why no ballot opening could be had; returns buf. */
char *words_ballot_error(const BallotError *why, char *buf, size_t size);

#endif
