/*
 * words_pdn.h - what is wrong with a game's text, said to a player
 * (docs/architecture.md, "Words"), from the facts the PDN reader keeps
 * (PdnError in pdn.h).  `dama replay` and the tools keep the reader's own
 * English (PdnError.message).
 */
#ifndef DAMA_WORDS_PDN_H
#define DAMA_WORDS_PDN_H

#include <stddef.h>

#include "pdn.h"

/* The problem in a sentence, without its place: "illegal move '22-17': the
 * man on 22 cannot move to 17: ...", "bad tag Event: expected ']' after the
 * value"; returns buf. */
char *words_pdn_problem(const PdnError *e, char *buf, size_t size);
/* The same after the file and the place: "games.pdn:3:4: illegal move ...";
 * returns buf. */
char *words_pdn_error_at(const char *file, const PdnError *e, char *buf, size_t size);

#endif
