/*
 * filewrite.h - replace a file with new contents atomically: the bytes go
 * to a temporary file beside it, are synced, and the temporary file is
 * renamed over the target, so a reader sees either the old file or the
 * whole new one, never a torn write (the rule for program data, README).
 */
#ifndef DAMA_FILEWRITE_H
#define DAMA_FILEWRITE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#include "file_problem.h"

/* Save a file by write_text(f, ctx), which writes its contents and returns
 * 0, or -1 on failure (errno set).  What is replaced: nothing or a regular
 * file at path; through a symbolic link, the regular file it leads to (the
 * link stays); anything else (a dangling link, a FIFO, a device, a
 * directory) is refused.  A replaced file keeps its permissions; temporary
 * files (PATH.tmp.PID.N) left by earlier saves killed mid-way are removed.
 * Returns 0, or -1 with *why (FILE_PROBLEM_SAVE_*, FILE_PROBLEM_TEMP_FAILED,
 * FILE_PROBLEM_SYSTEM; file_problem_text gives the stable English). */
typedef int (*FileWriteFn)(FILE *f, void *ctx);
int file_save_with(const char *path, FileWriteFn write_text, void *ctx, FileProblem *why);

/* Write size bytes of data to path atomically.  Returns 0, or -1 with *why
 * (the temporary file is removed). */
int file_write_atomic(const char *path, const void *data, size_t size, FileProblem *why);

/* Remove from dir the temporary files (TARGET.tmp.PID.N) that saves of
 * targets whose names end with target_suffix (".egdb") left when killed:
 * only those whose process PID no longer exists, never a living one's. */
void file_remove_stale_temps(const char *dir, const char *target_suffix);

/* An exclusive lock on the file lock_path (made if missing, 0600), which
 * stands beside the file it guards: the target itself cannot carry the
 * lock, since a save renames a new file over it.  flock(2): the lock
 * belongs to the open file, so two threads of one program exclude each
 * other as two programs do, and it goes when the program dies.  With wait,
 * blocks until the lock is free; without, returns FILE_LOCK_BUSY at once
 * when another holds it.  Returns the descriptor to close (which releases
 * the lock), FILE_LOCK_BUSY, or FILE_LOCK_FAILED with *why
 * (FILE_PROBLEM_LOCK_FAILED). */
enum { FILE_LOCK_FAILED = -1, FILE_LOCK_BUSY = -2 };
int file_lock(const char *lock_path, bool wait, FileProblem *why);

#endif
