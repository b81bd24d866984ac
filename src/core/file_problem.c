/*
 * file_problem.c - a file's problem as facts, and its English for the
 * machine-read lines (file_problem.h).
 */
#include "file_problem.h"

#include <stdio.h>
#include <string.h>

void file_problem_clear(FileProblem *p) { file_problem_set(p, FILE_PROBLEM_NONE, NULL); }

FileProblem *file_problem_set(FileProblem *p, FileProblemCode code, const char *path)
{
    /* Field by field, not memset: the struct is some 8 KB and is filled on
     * every failed open. */
    p->code = code;
    snprintf(p->path, sizeof p->path, "%s", path != NULL ? path : "");
    p->line = p->col = 0;
    p->sys_errno = 0;
    p->number = p->limit = 0;
    p->name[0] = '\0';
    p->detail[0] = '\0';
    return p;
}

FileProblem *file_problem_errno(FileProblem *p, const char *path, int sys_errno)
{
    file_problem_set(p, FILE_PROBLEM_SYSTEM, path)->sys_errno = sys_errno;
    return p;
}

/* A size in bytes as the too-large message gives it: 64 MiB, 64 KiB or
 * 100 bytes. */
static void describe_bound(long long bytes, char *buf, size_t size)
{
    if (bytes >= (1LL << 20) && bytes % (1LL << 20) == 0)
        snprintf(buf, size, "%lld MiB", bytes >> 20);
    else if (bytes >= 1024 && bytes % 1024 == 0)
        snprintf(buf, size, "%lld KiB", bytes >> 10);
    else
        snprintf(buf, size, "%lld bytes", bytes);
}

/* The reason after "PATH: " for the codes that name their file first. */
static void reason_text(const FileProblem *p, char *buf, size_t size)
{
    char bound[32];
    switch (p->code) {
    case FILE_PROBLEM_SYSTEM: snprintf(buf, size, "%s", strerror(p->sys_errno)); break;
    case FILE_PROBLEM_DANGLING_LINK: snprintf(buf, size, "a symbolic link that leads nowhere"); break;
    case FILE_PROBLEM_NOT_REGULAR: snprintf(buf, size, "not a regular file"); break;
    case FILE_PROBLEM_TOO_LARGE:
        describe_bound(p->limit, bound, sizeof bound);
        snprintf(buf, size, "file too large (over %s)", bound);
        break;
    case FILE_PROBLEM_NO_MEMORY: snprintf(buf, size, "out of memory"); break;
    case FILE_PROBLEM_NO_GAME: snprintf(buf, size, "no game found"); break;
    case FILE_PROBLEM_NO_GAME_NUMBER: snprintf(buf, size, "no game %lld", p->number); break;
    case FILE_PROBLEM_NUL_BYTE: snprintf(buf, size, "line %d holds a NUL byte; the file is not used", p->line); break;
    case FILE_PROBLEM_NOT_YES_NO:
        snprintf(buf, size, "line %d: %s wants yes or no, not '%s'", p->line, p->name, p->detail);
        break;
    case FILE_PROBLEM_VALUE_TOO_LONG:
        snprintf(buf, size, "line %d: %s is longer than %lld bytes", p->line, p->name, p->limit);
        break;
    case FILE_PROBLEM_BOOK_TOO_SHORT: snprintf(buf, size, "not a dama opening book (too short)"); break;
    case FILE_PROBLEM_BOOK_NOT_BOOK: snprintf(buf, size, "not a dama opening book"); break;
    case FILE_PROBLEM_BOOK_VERSION:
        snprintf(buf, size, "book format version %lld, this program reads version %lld", p->number, p->limit);
        break;
    case FILE_PROBLEM_BOOK_TRUNCATED: snprintf(buf, size, "the book is truncated or has a wrong entry count"); break;
    case FILE_PROBLEM_BOOK_BAD_ENTRY: snprintf(buf, size, "entry %lld is malformed or out of order", p->number); break;
    case FILE_PROBLEM_DRILL_BAD_LINE: snprintf(buf, size, "line %d: not a drill record", p->line); break;
    case FILE_PROBLEM_EGDB_UNOPENABLE: snprintf(buf, size, "the tables built cannot be opened"); break;
    case FILE_PROBLEM_EGDB_DAMAGED_HEADER: snprintf(buf, size, "damaged header"); break;
    case FILE_PROBLEM_EGDB_CHECKSUM: snprintf(buf, size, "checksum mismatch (damaged file)"); break;
    case FILE_PROBLEM_EGDB_EMPTY: snprintf(buf, size, "empty file"); break;
    case FILE_PROBLEM_EGDB_READ_ERROR: snprintf(buf, size, "read error"); break;
    case FILE_PROBLEM_EGDB_DAMAGED_BLOCK: snprintf(buf, size, "damaged block %lld", p->number); break;
    case FILE_PROBLEM_EGDB_BLOCK_CHANGED:
        snprintf(buf, size, "damaged block %lld (the file changed since it was opened)", p->number);
        break;
    case FILE_PROBLEM_EGDB_NO_VALUE: snprintf(buf, size, "no value for position %lld (damaged table)", p->number); break;
    case FILE_PROBLEM_SAVE_DANGLING_LINK:
        snprintf(buf, size, "cannot save: a symbolic link that leads nowhere; not replaced");
        break;
    case FILE_PROBLEM_SAVE_LINK_NOT_REGULAR:
        snprintf(buf, size, "cannot save: a symbolic link to something other than a regular file; not replaced");
        break;
    case FILE_PROBLEM_SAVE_NOT_REGULAR: snprintf(buf, size, "cannot save: not a regular file; not replaced"); break;
    case FILE_PROBLEM_SAVE_FAILED: snprintf(buf, size, "cannot save: %s", strerror(p->sys_errno)); break;
    case FILE_PROBLEM_TEMP_FAILED:
        snprintf(buf, size, "cannot create a temporary file: %s", strerror(p->sys_errno));
        break;
    case FILE_PROBLEM_LOCK_FAILED: snprintf(buf, size, "cannot lock: %s", strerror(p->sys_errno)); break;
    default: snprintf(buf, size, "%s", p->detail); break;
    }
}

char *file_problem_text(const FileProblem *p, char *buf, size_t size)
{
    switch (p->code) {
    case FILE_PROBLEM_NONE: snprintf(buf, size, "%s", ""); break;
    case FILE_PROBLEM_NO_DATA_DIR: snprintf(buf, size, "no data directory (HOME is not set)"); break;
    case FILE_PROBLEM_RENAME_NO_NAME: snprintf(buf, size, "cannot rename %s: no free name", p->path); break;
    case FILE_PROBLEM_RENAME_TOO_LONG: snprintf(buf, size, "cannot rename %s: the name is too long", p->path); break;
    case FILE_PROBLEM_RENAME_FAILED:
        snprintf(buf, size, "cannot rename %s: %s", p->path, strerror(p->sys_errno));
        break;
    case FILE_PROBLEM_BAD_GAME: snprintf(buf, size, "%s:%d:%d: %s", p->path, p->line, p->col, p->detail); break;
    case FILE_PROBLEM_MKDIR_FAILED: snprintf(buf, size, "cannot create %s: %s", p->path, strerror(p->sys_errno)); break;
    case FILE_PROBLEM_EGDB_BUSY: snprintf(buf, size, "a build is running already"); break;
    case FILE_PROBLEM_EGDB_PIECES: snprintf(buf, size, "cannot build %lld pieces in %s", p->number, p->path); break;
    case FILE_PROBLEM_EGDB_NO_THREAD: snprintf(buf, size, "cannot start a thread"); break;
    case FILE_PROBLEM_EGDB_UNFINISHED: snprintf(buf, size, "the build has not finished"); break;
    case FILE_PROBLEM_EGDB_CANCELLED: snprintf(buf, size, "the build was cancelled"); break;
    case FILE_PROBLEM_EGDB_TOO_LONG:
        snprintf(buf, size, "table %s: a distance to conversion beyond %lld plies", p->path, p->limit);
        break;
    case FILE_PROBLEM_EGDB_NOT_TABLE: snprintf(buf, size, "%s is not an endgame table", p->path); break;
    case FILE_PROBLEM_EGDB_VERSION:
        snprintf(buf, size, "%s has format version %lld, this program reads %lld (rebuild it)", p->path, p->number,
                 p->limit);
        break;
    case FILE_PROBLEM_EGDB_NONE_IN_DIR:
        snprintf(buf, size, "no endgame databases in %s (build them with 'dama egdb build')", p->path);
        break;
    default: {
        char reason[FILE_PROBLEM_DETAIL_SIZE + FILE_PROBLEM_NAME_SIZE + 128];
        reason_text(p, reason, sizeof reason);
        if (p->path[0] != '\0')
            snprintf(buf, size, "%s: %s", p->path, reason);
        else
            snprintf(buf, size, "%s", reason);
        break;
    }
    }
    return buf;
}
