/*
 * protocol.h - the engine's text protocol (docs/protocol.md): commands in,
 * "info" and "bestmove" lines out (formatted by search_report.h).  The loop
 * reads any FILE* and writes any FILE*, so the tests can drive it with
 * memory streams; `dama engine` (cli_engine.c) runs it on stdin/stdout.
 */
#ifndef DAMA_PROTOCOL_H
#define DAMA_PROTOCOL_H

#include <stdio.h>

#include "book.h"

enum {
    PROTOCOL_NO_ENGINE = 1,
    /* The longest line read (without its newline); the rest of a longer
     * line is dropped with one error line. */
    PROTOCOL_MAX_LINE = 64 * 1024,
};

/* Run the protocol until "quit" or the end of in.  Returns 0, or
 * PROTOCOL_NO_ENGINE (writing nothing) when the engine cannot be created. */
int protocol_run(FILE *in, FILE *out);
/* As protocol_run, with an opening book (may be NULL) that the strong
 * levels play from until "setoption name Book value false". */
int protocol_run_with_book(FILE *in, FILE *out, const Book *book);

#endif
