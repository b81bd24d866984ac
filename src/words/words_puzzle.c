/*
 * words_puzzle.c - why a file of puzzles or the attempts file was not read,
 * in words (words_puzzle.h).
 */
#include "words_puzzle.h"

#include <stdio.h>

#include "files.h"
#include "intl.h"
#include "text.h"
#include "words_files.h"
#include "words_pdn.h"

char *words_puzzle_set_error(const char *path, const PuzzleSetError *e, char *buf, size_t size)
{
    char shown[FILES_PATH_SIZE];
    text_sanitize(shown, sizeof shown, path);
    switch (e->status) {
    case PUZZLE_SET_UNREADABLE:
        return words_file_problem(&e->file, buf, size);
    case PUZZLE_SET_BAD_GAME:
        return words_pdn_error_at(shown, &e->game, buf, size);
    case PUZZLE_SET_BAD_TAG:
        snprintf(buf, size,
                 _("%s:%d: a puzzle without a valid PuzzleId, Theme, Phase or Difficulty tag, or without moves"),
                 shown, e->line);
        break;
    case PUZZLE_SET_DUPLICATE_ID:
        snprintf(buf, size, _("%s:%d: a PuzzleId that an earlier puzzle has already"), shown, e->line);
        break;
    case PUZZLE_SET_TOO_LONG:
        snprintf(buf, size, _("%s:%d: a solution longer than %d plies"), shown, e->line, PUZZLE_LINE_MAX);
        break;
    case PUZZLE_SET_EMPTY:
        snprintf(buf, size, _("%s: no puzzle in the file"), shown);
        break;
    case PUZZLE_SET_NO_MEMORY:
        snprintf(buf, size, "%s", _("out of memory"));
        break;
    case PUZZLE_SET_OK:
        snprintf(buf, size, "%s", "");
        break;
    }
    return buf;
}

char *words_puzzle_record_error(const char *path, PuzzleRecordStatus st, int line, const FileProblem *why, char *buf,
                                size_t size)
{
    if (st == PUZZLE_RECORD_DAMAGED) {
        char shown[FILES_PATH_SIZE];
        text_sanitize(shown, sizeof shown, path);
        snprintf(buf, size, _("%s:%d: not an attempt (ID solved|failed DIFFICULTY TIME); the file is left as it is"),
                 shown, line);
        return buf;
    }
    if (st == PUZZLE_RECORD_NO_MEMORY) {
        snprintf(buf, size, "%s", _("out of memory"));
        return buf;
    }
    return words_file_problem(why, buf, size);
}
