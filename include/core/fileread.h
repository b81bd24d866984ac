/*
 * fileread.h - open and read a file the program was not given by itself
 * (opening book, settings, archive, saved games, ballots, endgame tables)
 * without trusting what is there: only a regular file, or a symbolic link
 * to one, is opened, and never in a way that waits (a FIFO without a
 * writer, a device); a read takes at most a given number of bytes.
 */
#ifndef DAMA_FILEREAD_H
#define DAMA_FILEREAD_H

#include <stdbool.h>
#include <stddef.h>

#include "file_problem.h"

/* What became of an open or a read; *why says what unless OK. */
typedef enum FileReadStatus {
    FILE_READ_OK = 0,
    FILE_READ_MISSING,       /* nothing at path (a dangling link is not missing) */
    FILE_READ_NOT_REGULAR,   /* a FIFO, a device, a directory, a socket */
    FILE_READ_TOO_LARGE,     /* more bytes than the caller's bound */
    FILE_READ_FAILED,        /* permission, read error, out of memory, ... */
} FileReadStatus;

/* Nothing at all is at path: not a file, and not a symbolic link either
 * (a link that leads nowhere is there, as an error to report: its target
 * may be on a disk that is not mounted, and must not be taken for empty). */
bool file_absent(const char *path);

/* Open path read-only if it is a regular file (through a symbolic link, the
 * file it leads to): opened with O_NONBLOCK, checked with fstat, then made
 * blocking again.  *fd gets the descriptor (close it) when OK. */
FileReadStatus file_open_regular(const char *path, int *fd, FileProblem *why);

/* Read everything fd holds, at most max_bytes (a file of exactly that size
 * is read whole, one byte more is FILE_READ_TOO_LARGE).  *data is malloc'd
 * with a NUL after the *size bytes.  name is the file named in *why. */
FileReadStatus file_read_fd(int fd, const char *name, size_t max_bytes, char **data, size_t *size, FileProblem *why);

/* file_open_regular and file_read_fd together. */
FileReadStatus file_read_all(const char *path, size_t max_bytes, char **data, size_t *size, FileProblem *why);

/* file_read_all with *why's English (file_problem_text) in err, for the
 * layers whose messages are machine-read English (the endgame tables, the
 * PDN reader's "FILE:LINE:COL" errors) and for the tools. */
FileReadStatus file_read_all_err(const char *path, size_t max_bytes, char **data, size_t *size, char *err,
                                 size_t errsize);

#endif
