/*
 * search_report.h - a search's progress and answer as the text lines of the
 * engine protocol (docs/protocol.md).  `dama engine` and `dama best` print
 * the same lines, so the format lives here, below both.
 */
#ifndef DAMA_SEARCH_REPORT_H
#define DAMA_SEARCH_REPORT_H

#include <stdbool.h>
#include <stddef.h>

#include "notation.h"
#include "score.h"
#include "search.h"

enum {
    INFO_LINE_SIZE = 64 + MAX_PLY * 40,
    BESTMOVE_LINE_SIZE = MOVE_STRSIZE + 16
};

/* "info depth D score S nodes N nps X time T pv M1 M2 ..." (no newline);
 * S is the bare score of score.h.  A PV too long for size is cut. */
void search_format_info(const SearchInfo *info, char *buf, size_t size);

/* "bestmove MOVE", or "bestmove (none)" when found is false. */
void search_format_bestmove(bool found, const Move *m, char *buf, size_t size);

#endif
