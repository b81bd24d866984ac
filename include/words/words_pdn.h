/*
 * words_pdn.h - what is wrong with a game's text, said to a player
 * (docs/architecture.md, "Words"), from the facts the PDN reader keeps
 * (PdnError in pdn.h).  `dama replay` and the tools keep the reader's own
 * English (PdnError.message).
 */
#ifndef DAMA_WORDS_PDN_H
#define DAMA_WORDS_PDN_H

#include <stddef.h>

#include "file_problem.h"
#include "pdn.h"

/* The problem in a sentence, without its place: "illegal move '22-17': the
 * man on 22 cannot move to 17: ...", "bad tag Event: expected ']' after the
 * value"; returns buf. */
char *words_pdn_problem(const PdnError *e, char *buf, size_t size);
/* The same after the file and the place: "games.pdn:3:4: illegal move ...";
 * returns buf. */
char *words_pdn_error_at(const char *file, const PdnError *e, char *buf, size_t size);
/* A game file's problem: where its game cannot be read (FILE_PROBLEM_BAD_GAME)
 * and the reader's facts are at hand (game not NULL, its problem given), the
 * file, the place and the reader's problem in words; else
 * words_file_problem.  Returns buf. */
char *words_game_file_problem(const FileProblem *p, const PdnError *game, char *buf, size_t size);

#endif
