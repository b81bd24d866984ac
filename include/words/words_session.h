/*
 * words_session.h - the session's notices said to a player
 * (docs/architecture.md, "Words"): each Notice (a code with its facts) as
 * whole sentences of the catalog, with real plurals.
 */
#ifndef DAMA_WORDS_SESSION_H
#define DAMA_WORDS_SESSION_H

#include <stddef.h>

#include "editor.h"
#include "session.h"

/* The notice in words; returns buf. */
char *words_notice(const Notice *n, char *buf, size_t size);
/* Why the position editor refuses typed squares or a set-up; returns buf. */
char *words_editor_problem(const EditorError *why, char *buf, size_t size);
/* The sentence saying whose move it is ("Your move."), "" for TURN_NONE. */
const char *words_turn(SessionTurn turn);

#endif
