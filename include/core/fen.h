/*
 * fen.h - positions as PDN FEN text: "W:W21,22,K30:B1,2,K9" (docs/rules.md).
 */
#ifndef DAMA_FEN_H
#define DAMA_FEN_H

#include <stddef.h>

#include "board.h"

enum { FEN_MAX_INPUT = 512, FEN_BUFSIZE = 160, FEN_ERRSIZE = 160 };

#define FEN_START "W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12"

/* Parse text into *p.  Returns 0, or -1 with a message in err naming the
 * offending token (err may be NULL).  *p is untouched on failure. */
int fen_parse(const char *text, Position *p, char *err, size_t errsize);
/* Canonical FEN: side, then each side's squares ascending, kings marked K. */
void fen_format(const Position *p, char *buf, size_t size);

#endif
