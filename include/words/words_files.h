/*
 * words_files.h - a file's problem said to a player (docs/architecture.md,
 * "Words"): file_problem.h's FileProblem (a saved game, the archive, the
 * settings, the opening book, the drill record, the endgame tables being
 * built) as one whole sentence of the catalog.
 */
#ifndef DAMA_WORDS_FILES_H
#define DAMA_WORDS_FILES_H

#include <stddef.h>

#include "file_problem.h"

/* The problem, "PATH: reason" when it is about one file; the C library's
 * errors keep their strerror text (the locale's own).  Returns buf. */
char *words_file_problem(const FileProblem *p, char *buf, size_t size);

#endif
