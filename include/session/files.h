/*
 * files.h - where dama keeps its files.
 * (Stand-in until the session layer lands on main; replaced by it then.)
 *
 * Files go to $XDG_DATA_HOME/dama, or ~/.local/share/dama when that is not
 * set (an XDG path must be absolute; a relative one is ignored, as the XDG
 * spec says).
 */
#ifndef DAMA_FILES_H
#define DAMA_FILES_H

#include <limits.h>
#include <stdbool.h>
#include <stddef.h>

enum {
    FILES_PATH_SIZE = PATH_MAX,
    FILES_DIR_SIZE = PATH_MAX - 64,   /* leaves room for a file name after it */
    FILES_ERR_SIZE = 1024
};

typedef struct Files {
    char data_dir[FILES_DIR_SIZE];    /* empty when there is no home */
} Files;

/* Fill f->data_dir; false when neither XDG_DATA_HOME nor HOME is usable. */
bool files_init(Files *f);

#endif
