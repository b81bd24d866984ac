/*
 * files.c - the data directory, saving and loading played games (files.h).
 */
#include "files.h"

#include <pwd.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

static const char *home_dir(void)
{
    const char *home = getenv("HOME");
    if (home != NULL && home[0] == '/')
        return home;
    struct passwd *pw = getpwuid(getuid());
    return pw != NULL && pw->pw_dir != NULL && pw->pw_dir[0] == '/' ? pw->pw_dir : NULL;
}

bool files_init(Files *f)
{
    const char *xdg = getenv("XDG_DATA_HOME");
    f->data_dir[0] = '\0';
    if (xdg != NULL && xdg[0] == '/') {
        snprintf(f->data_dir, sizeof f->data_dir, "%s/dama", xdg);
        return true;
    }
    const char *home = home_dir();
    if (home == NULL)
        return false;
    snprintf(f->data_dir, sizeof f->data_dir, "%s/.local/share/dama", home);
    return true;
}
