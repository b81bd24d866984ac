/*
 * words_files.c - a file's problem in words (words_files.h).
 */
#include "words_files.h"

#include <stdbool.h>
#include <stdio.h>
#include <string.h>

#include "intl.h"

/* The bound of a file too large, in the unit the program set it in. */
static void too_large(long long bytes, char *buf, size_t size)
{
    if (bytes >= (1LL << 20) && bytes % (1LL << 20) == 0)
        snprintf(buf, size, _("file too large (over %lld MiB)"), bytes >> 20);
    else if (bytes >= 1024 && bytes % 1024 == 0)
        snprintf(buf, size, _("file too large (over %lld KiB)"), bytes >> 10);
    else
        snprintf(buf, size, P_("file too large (over %lld byte)", "file too large (over %lld bytes)", bytes), bytes);
}

/* What is wrong with the file, for the codes said after its name; false
 * for the codes that are a sentence of their own. */
static bool reason(const FileProblem *p, char *buf, size_t size)
{
    switch (p->code) {
    case FILE_PROBLEM_SYSTEM: snprintf(buf, size, "%s", strerror(p->sys_errno)); break;
    case FILE_PROBLEM_DANGLING_LINK: snprintf(buf, size, "%s", _("a symbolic link that leads nowhere")); break;
    case FILE_PROBLEM_NOT_REGULAR: snprintf(buf, size, "%s", _("not a regular file")); break;
    case FILE_PROBLEM_TOO_LARGE: too_large(p->limit, buf, size); break;
    case FILE_PROBLEM_NO_MEMORY: snprintf(buf, size, "%s", _("out of memory")); break;
    case FILE_PROBLEM_NO_GAME: snprintf(buf, size, "%s", _("no game found")); break;
    case FILE_PROBLEM_NO_GAME_NUMBER: snprintf(buf, size, _("no game %lld"), p->number); break;
    case FILE_PROBLEM_NUL_BYTE: snprintf(buf, size, _("line %d holds a NUL byte; the file is not used"), p->line); break;
    case FILE_PROBLEM_NOT_YES_NO:
        snprintf(buf, size, _("line %d: %s wants yes or no, not '%s'"), p->line, p->name, p->detail);
        break;
    case FILE_PROBLEM_VALUE_TOO_LONG:
        snprintf(buf, size,
                 P_("line %d: %s is longer than %lld byte", "line %d: %s is longer than %lld bytes", p->limit),
                 p->line, p->name, p->limit);
        break;
    case FILE_PROBLEM_BOOK_TOO_SHORT: snprintf(buf, size, "%s", _("not a dama opening book (too short)")); break;
    case FILE_PROBLEM_BOOK_NOT_BOOK: snprintf(buf, size, "%s", _("not a dama opening book")); break;
    case FILE_PROBLEM_BOOK_VERSION:
        snprintf(buf, size, _("book format version %lld, this program reads version %lld"), p->number, p->limit);
        break;
    case FILE_PROBLEM_BOOK_TRUNCATED:
        snprintf(buf, size, "%s", _("the book is truncated or has a wrong entry count"));
        break;
    case FILE_PROBLEM_BOOK_BAD_ENTRY:
        snprintf(buf, size, _("entry %lld is malformed or out of order"), p->number);
        break;
    case FILE_PROBLEM_DRILL_BAD_LINE: snprintf(buf, size, _("line %d: not a drill record"), p->line); break;
    case FILE_PROBLEM_EGDB_UNOPENABLE: snprintf(buf, size, "%s", _("the tables built cannot be opened")); break;
    case FILE_PROBLEM_EGDB_DAMAGED_HEADER: snprintf(buf, size, "%s", _("damaged header")); break;
    case FILE_PROBLEM_EGDB_CHECKSUM: snprintf(buf, size, "%s", _("checksum mismatch (damaged file)")); break;
    case FILE_PROBLEM_EGDB_EMPTY: snprintf(buf, size, "%s", _("empty file")); break;
    case FILE_PROBLEM_EGDB_READ_ERROR: snprintf(buf, size, "%s", _("read error")); break;
    case FILE_PROBLEM_EGDB_DAMAGED_BLOCK: snprintf(buf, size, _("damaged block %lld"), p->number); break;
    case FILE_PROBLEM_EGDB_BLOCK_CHANGED:
        snprintf(buf, size, _("damaged block %lld (the file changed since it was opened)"), p->number);
        break;
    case FILE_PROBLEM_EGDB_NO_VALUE:
        snprintf(buf, size, _("no value for position %lld (damaged table)"), p->number);
        break;
    case FILE_PROBLEM_SAVE_DANGLING_LINK:
        snprintf(buf, size, "%s", _("cannot save: a symbolic link that leads nowhere; not replaced"));
        break;
    case FILE_PROBLEM_SAVE_LINK_NOT_REGULAR:
        snprintf(buf, size, "%s",
                 _("cannot save: a symbolic link to something other than a regular file; not replaced"));
        break;
    case FILE_PROBLEM_SAVE_NOT_REGULAR:
        snprintf(buf, size, "%s", _("cannot save: not a regular file; not replaced"));
        break;
    case FILE_PROBLEM_SAVE_FAILED: snprintf(buf, size, _("cannot save: %s"), strerror(p->sys_errno)); break;
    case FILE_PROBLEM_TEMP_FAILED:
        snprintf(buf, size, _("cannot create a temporary file: %s"), strerror(p->sys_errno));
        break;
    case FILE_PROBLEM_LOCK_FAILED: snprintf(buf, size, _("cannot lock: %s"), strerror(p->sys_errno)); break;
    default: return false;
    }
    return true;
}

/* The codes that are a sentence of their own (no file, or the file inside
 * the sentence). */
static void sentence(const FileProblem *p, char *buf, size_t size)
{
    switch (p->code) {
    case FILE_PROBLEM_NO_DATA_DIR: snprintf(buf, size, "%s", _("no data directory (HOME is not set)")); break;
    case FILE_PROBLEM_RENAME_NO_NAME: snprintf(buf, size, _("cannot rename %s: no free name"), p->path); break;
    case FILE_PROBLEM_RENAME_TOO_LONG:
        snprintf(buf, size, _("cannot rename %s: the name is too long"), p->path);
        break;
    case FILE_PROBLEM_RENAME_FAILED:
        snprintf(buf, size, _("cannot rename %s: %s"), p->path, strerror(p->sys_errno));
        break;
    case FILE_PROBLEM_BAD_GAME: /* the PDN reader's message is machine-read English (pdn.c) */
        snprintf(buf, size, _("%s:%d:%d: %s"), p->path, p->line, p->col, p->detail);
        break;
    case FILE_PROBLEM_MKDIR_FAILED:
        snprintf(buf, size, _("cannot create %s: %s"), p->path, strerror(p->sys_errno));
        break;
    case FILE_PROBLEM_EGDB_BUSY: snprintf(buf, size, "%s", _("a build is running already")); break;
    case FILE_PROBLEM_EGDB_PIECES:
        snprintf(buf, size, P_("cannot build %lld piece in %s", "cannot build %lld pieces in %s", p->number),
                 p->number, p->path);
        break;
    case FILE_PROBLEM_EGDB_NO_THREAD: snprintf(buf, size, "%s", _("cannot start a thread")); break;
    case FILE_PROBLEM_EGDB_UNFINISHED: snprintf(buf, size, "%s", _("the build has not finished")); break;
    case FILE_PROBLEM_EGDB_CANCELLED: snprintf(buf, size, "%s", _("the build was cancelled")); break;
    case FILE_PROBLEM_EGDB_TOO_LONG:
        snprintf(buf, size,
                 P_("table %s: a distance to conversion beyond %lld ply", "table %s: a distance to conversion beyond %lld plies",
                    p->limit),
                 p->path, p->limit);
        break;
    case FILE_PROBLEM_EGDB_NOT_TABLE: snprintf(buf, size, _("%s is not an endgame table"), p->path); break;
    case FILE_PROBLEM_EGDB_VERSION:
        snprintf(buf, size, _("%1$s has format version %2$lld, this program reads %3$lld (rebuild it)"), p->path,
                 p->number, p->limit);
        break;
    case FILE_PROBLEM_EGDB_NONE_IN_DIR:
        snprintf(buf, size, _("no endgame databases in %s (build them with 'dama egdb build')"), p->path);
        break;
    /* FILE_PROBLEM_NONE: nothing to say. */
    default: snprintf(buf, size, "%s", ""); break;
    }
}

char *words_file_problem(const FileProblem *p, char *buf, size_t size)
{
    char why[FILE_PROBLEM_DETAIL_SIZE + FILE_PROBLEM_NAME_SIZE + 256];
    if (!reason(p, why, sizeof why))
        sentence(p, buf, size);
    else if (p->path[0] != '\0')
        snprintf(buf, size, _("%s: %s"), p->path, why); /* the file, then what is wrong with it */
    else
        snprintf(buf, size, "%s", why);
    return buf;
}
