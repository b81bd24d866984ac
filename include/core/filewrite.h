/*
 * filewrite.h - replace a file with new contents atomically: the bytes go
 * to a temporary file beside it, are synced, and the temporary file is
 * renamed over the target, so a reader sees either the old file or the
 * whole new one, never a torn write (the rule for program data, README).
 */
#ifndef DAMA_FILEWRITE_H
#define DAMA_FILEWRITE_H

#include <stddef.h>
#include <stdio.h>

/* Save a file by write_text(f, ctx), which writes its contents and returns
 * 0, or -1 on failure (errno set).  What is replaced: nothing or a regular
 * file at path; through a symbolic link, the regular file it leads to (the
 * link stays); anything else (a dangling link, a FIFO, a device, a
 * directory) is refused.  A replaced file keeps its permissions; temporary
 * files (PATH.tmp.PID.N) left by earlier saves killed mid-way are removed.
 * Returns 0, or -1 with "PATH: reason" in err. */
typedef int (*FileWriteFn)(FILE *f, void *ctx);
int file_save_with(const char *path, FileWriteFn write_text, void *ctx, char *err, size_t errsize);

/* Write size bytes of data to path atomically.  Returns 0, or -1 with
 * "PATH: reason" in err (the temporary file is removed). */
int file_write_atomic(const char *path, const void *data, size_t size, char *err, size_t errsize);

/* Remove from dir the temporary files (TARGET.tmp.PID.N) that saves of
 * targets whose names end with target_suffix (".egdb") left when killed:
 * only those whose process PID no longer exists, never a living one's. */
void file_remove_stale_temps(const char *dir, const char *target_suffix);

#endif
