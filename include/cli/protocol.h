/*
 * protocol.h - the engine's text protocol (docs/protocol.md): commands in,
 * "info" and "bestmove" lines out.  The loop reads any FILE* and writes any
 * FILE*, so the tests can drive it with memory streams.
 */
#ifndef DAMA_PROTOCOL_H
#define DAMA_PROTOCOL_H

#include <stddef.h>
#include <stdio.h>

#include "search.h"

enum { INFO_LINE_SIZE = 64 + MAX_PLY * 40 };

/* Run the protocol until "quit" or the end of in.  Returns the exit status
 * (0; 1 when the engine cannot even be created). */
int protocol_run(FILE *in, FILE *out);

/* "info depth D score S nodes N nps X time T pv M1 M2 ..." (no newline). */
void protocol_format_info(const SearchInfo *info, char *buf, size_t size);

/* "bestmove MOVE", or "bestmove (none)" when found is false. */
void protocol_format_bestmove(bool found, const Move *m, char *buf, size_t size);

#endif
