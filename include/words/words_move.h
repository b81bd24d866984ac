/*
 * words_move.h - a refused move said to a player (docs/architecture.md,
 * "Words"): the facts notation returns (MoveRefusal) as one whole sentence
 * of the catalog, in the player's language.
 *
 * The English is the same as the stable text of move_refusal_format, which
 * the PDN reader and the engine protocol print untranslated.
 */
#ifndef DAMA_WORDS_MOVE_H
#define DAMA_WORDS_MOVE_H

#include <stddef.h>

#include "fen.h"
#include "notation.h"

enum { WORDS_SIZE = 1024 };

/* The reason why was refused, one sentence; returns buf. */
char *words_refusal(const MoveRefusal *why, char *buf, size_t size);
/* As the player sees it after typing `typed`: the reason, naming the move
 * typed in full unless the reason begins with it; returns buf. */
char *words_refused_move(const char *typed, const MoveRefusal *why, char *buf, size_t size);
/* Why a FEN is refused (fen_parse_why's facts), one sentence; returns buf. */
char *words_fen_error(const FenError *why, char *buf, size_t size);
/* "White" or "Black" alone (a label, not inside a sentence). */
const char *words_side(int side);

#endif
