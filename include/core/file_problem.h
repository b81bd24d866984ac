/*
 * file_problem.h - why a file of the program's (a saved game, the archive,
 * the settings, the opening book, the drill record, the endgame tables)
 * could not be read, written or used, as facts: a code and its
 * typed arguments (docs/architecture.md, "Words").  The library fills one;
 * the front ends say it in the player's language (words_files.h), and the
 * machine-read lines that quote a file's problem (the engine protocol,
 * the developer tools) take file_problem_text's English.
 */
#ifndef DAMA_FILE_PROBLEM_H
#define DAMA_FILE_PROBLEM_H

#include <limits.h>
#include <stddef.h>

/* What happened; each says which fields it fills (path always, "" when no
 * file is concerned). */
typedef enum FileProblemCode {
    FILE_PROBLEM_NONE = 0,
    FILE_PROBLEM_SYSTEM,           /* sys_errno: the C library's error (its strerror text is the locale's) */
    FILE_PROBLEM_DANGLING_LINK,    /* a symbolic link that leads nowhere */
    FILE_PROBLEM_NOT_REGULAR,      /* a FIFO, a device, a directory, a socket */
    FILE_PROBLEM_TOO_LARGE,        /* more than limit bytes */
    FILE_PROBLEM_NO_MEMORY,        /* memory ran short reading, writing or building it */
    FILE_PROBLEM_NO_DATA_DIR,      /* HOME is not set: there is no data directory (no path) */
    FILE_PROBLEM_NO_GAME,          /* the file holds no game */
    FILE_PROBLEM_NO_GAME_NUMBER,   /* the file holds no game number (from 1) */
    FILE_PROBLEM_BAD_GAME,         /* the game at line:col cannot be read: detail, the PDN reader's English */
    FILE_PROBLEM_MKDIR_FAILED,     /* the directory path cannot be made: sys_errno */
    FILE_PROBLEM_RENAME_NO_NAME,   /* setting path aside: every free name tried was taken */
    FILE_PROBLEM_RENAME_TOO_LONG,  /* setting path aside: its new name would be too long */
    FILE_PROBLEM_RENAME_FAILED,    /* setting path aside: rename failed with sys_errno */
    FILE_PROBLEM_NUL_BYTE,         /* line holds a NUL byte, so the file is not used */
    FILE_PROBLEM_NOT_YES_NO,       /* line: the setting name wants yes or no, not detail */
    FILE_PROBLEM_VALUE_TOO_LONG,   /* line: the setting name is longer than limit bytes */
    FILE_PROBLEM_BOOK_TOO_SHORT,   /* not an opening book: shorter than its header */
    FILE_PROBLEM_BOOK_NOT_BOOK,    /* not an opening book: its header is another's */
    FILE_PROBLEM_BOOK_VERSION,     /* an opening book of format number; this program reads limit */
    FILE_PROBLEM_BOOK_TRUNCATED,   /* the book's entry count and size disagree */
    FILE_PROBLEM_BOOK_BAD_ENTRY,   /* entry number (from 1) is malformed or out of order */
    FILE_PROBLEM_DRILL_BAD_LINE,   /* line is not a drill record */
    FILE_PROBLEM_EGDB_BUSY,        /* an endgame build is running already */
    FILE_PROBLEM_EGDB_PIECES,      /* no build of number pieces (limit: the most) in the directory path */
    FILE_PROBLEM_EGDB_NO_THREAD,   /* the build's thread could not be started */
    FILE_PROBLEM_EGDB_UNFINISHED,  /* the build has not finished */
    FILE_PROBLEM_EGDB_UNOPENABLE,  /* the tables built in the directory path cannot be opened */
    FILE_PROBLEM_EGDB_CANCELLED,   /* the build (or the check) was cancelled; the tables finished stay */
    FILE_PROBLEM_EGDB_TOO_LONG,    /* table path holds a distance to conversion beyond limit plies */
    /* An endgame table that cannot be used (engine/egdb_file.c, egdb.c):
     * path is the table's file, or its name when the fault is inside. */
    FILE_PROBLEM_EGDB_NOT_TABLE,     /* not an endgame table */
    FILE_PROBLEM_EGDB_VERSION,       /* a table of format number; this program reads limit */
    FILE_PROBLEM_EGDB_DAMAGED_HEADER,
    FILE_PROBLEM_EGDB_CHECKSUM,      /* its checksum does not match: a damaged file */
    FILE_PROBLEM_EGDB_EMPTY,
    FILE_PROBLEM_EGDB_READ_ERROR,
    FILE_PROBLEM_EGDB_DAMAGED_BLOCK, /* block number (from 0) does not decode */
    FILE_PROBLEM_EGDB_BLOCK_CHANGED, /* block number failed after opening: the file changed */
    FILE_PROBLEM_EGDB_NO_VALUE,      /* no value for position number (the table's index) */
    FILE_PROBLEM_EGDB_NONE_IN_DIR,   /* no endgame databases in the directory path */
    /* A save refused or failed (core/filewrite.c): path is the file named. */
    FILE_PROBLEM_SAVE_DANGLING_LINK,    /* path is a symbolic link that leads nowhere: not replaced */
    FILE_PROBLEM_SAVE_LINK_NOT_REGULAR, /* path leads to something other than a regular file: not replaced */
    FILE_PROBLEM_SAVE_NOT_REGULAR,      /* path is not a regular file: not replaced */
    FILE_PROBLEM_SAVE_FAILED,           /* writing or renaming failed: sys_errno */
    FILE_PROBLEM_TEMP_FAILED,           /* no temporary file beside path: sys_errno */
    FILE_PROBLEM_LOCK_FAILED,           /* the lock file path cannot be locked: sys_errno */
    FILE_PROBLEM_CODES
} FileProblemCode;

enum {
    FILE_PROBLEM_PATH_SIZE = PATH_MAX,
    FILE_PROBLEM_NAME_SIZE = 64,
    FILE_PROBLEM_DETAIL_SIZE = PATH_MAX + 256
};

typedef struct FileProblem {
    FileProblemCode code;
    char path[FILE_PROBLEM_PATH_SIZE];
    int line, col;                      /* a line of the file, from 1, and a column */
    int sys_errno;
    long long number, limit;
    char name[FILE_PROBLEM_NAME_SIZE];  /* a setting's name */
    char detail[FILE_PROBLEM_DETAIL_SIZE];
} FileProblem;

/* Clear *p to "no problem". */
void file_problem_clear(FileProblem *p);
/* Fill *p with code about path (may be NULL): the other fields cleared,
 * for the caller to set.  Returns p. */
FileProblem *file_problem_set(FileProblem *p, FileProblemCode code, const char *path);
/* FILE_PROBLEM_SYSTEM with sys_errno. */
FileProblem *file_problem_errno(FileProblem *p, const char *path, int sys_errno);

/* The problem in plain English ("PATH: reason"), for the machine-read
 * lines (the engine protocol's error lines), the layers whose messages are
 * machine-read English and the developer tools; a player reads
 * words_file_problem instead.  Returns buf. */
enum { FILE_PROBLEM_TEXT_SIZE = FILE_PROBLEM_PATH_SIZE + FILE_PROBLEM_DETAIL_SIZE + 128 };
char *file_problem_text(const FileProblem *p, char *buf, size_t size);

#endif
