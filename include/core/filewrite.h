/*
 * filewrite.h - replace a file with new contents atomically: the bytes go
 * to a temporary file beside it, are synced, and the temporary file is
 * renamed over the target, so a reader sees either the old file or the
 * whole new one, never a torn write (the rule for program data, README).
 */
#ifndef DAMA_FILEWRITE_H
#define DAMA_FILEWRITE_H

#include <stddef.h>

/* Write size bytes of data to path atomically.  Returns 0, or -1 with
 * "PATH: reason" in err (the temporary file is removed). */
int file_write_atomic(const char *path, const void *data, size_t size, char *err, size_t errsize);

#endif
