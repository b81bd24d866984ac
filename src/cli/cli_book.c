/*
 * cli_book.c - where the front ends find the opening book (docs/book.md).
 *
 * The engine knows no paths; the commands that play (play, best, engine)
 * look for BOOK_FILE_NAME in these places, in this order, and hand the
 * first that loads to the engine:
 *   1. $XDG_DATA_HOME/dama (or ~/.local/share/dama): a book of the user's own;
 *   2. data/ beside the executable: the book of the source tree, for ./dama;
 *   3. FILES_INSTALLED_DATA_DIR (../share/games/dama) from the executable's
 *      directory: where `make install` and the Debian package put it.
 */
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "cli.h"
#include "intl.h"
#include "words_files.h"
#include "files.h"

enum { BOOK_PATH_SIZE = 4096 };

/* Try dir/rel/BOOK_FILE_NAME.  A file that is there but broken is named on
 * stderr (it would otherwise be skipped silently); a missing one is not. */
static Book *try_book(const char *dir, const char *rel)
{
    char path[BOOK_PATH_SIZE + 64], err[FILE_PROBLEM_TEXT_SIZE];
    FileProblem why;
    snprintf(path, sizeof path, "%s%s/%s", dir, rel, BOOK_FILE_NAME);
    if (access(path, F_OK) != 0)
        return NULL;
    Book *b = book_load(path, &why);
    if (b == NULL)
        cli_error(_("opening book not used: %s"), words_file_problem(&why, err, sizeof err));
    return b;
}

Book *cli_book_open(void)
{
    char dir[BOOK_PATH_SIZE];
    Book *b = NULL;
    Files files;
    if (files_init(&files))
        b = try_book(files.data_dir, "");
    if (b == NULL && cli_executable_dir(dir, sizeof dir)) {
        b = try_book(dir, "/data");
        if (b == NULL)
            b = try_book(dir, "/" FILES_INSTALLED_DATA_DIR);
    }
    return b;
}
