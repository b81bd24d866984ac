/*
 * cli_locale.c - the player's language (cli.h, docs/dama.6 "ENVIRONMENT").
 *
 * The words come from GNU gettext catalogs, share/locale/LL/LC_MESSAGES/
 * dama.mo.  The catalog directory is looked for like the program's other
 * data, first found wins:
 *   1. $DAMA_LOCALEDIR (the tests point it at a tree of their own);
 *   2. build/locale beside the executable: the catalogs `make` builds, for
 *      ./dama in the source tree;
 *   3. ../share/locale beside the executable: where `make install` puts them.
 * Where none is there, gettext's own directory is used (and with no catalog
 * the program speaks English).  The language is the locale's (LC_ALL,
 * LC_MESSAGES, LANG, and GNU's LANGUAGE list), unless the settings file
 * says Language=LIST, which is set as LANGUAGE before the first sentence.
 */
#include <locale.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "cli.h"
#include "files.h"
#include "intl.h"
#include "settings.h"

enum { LOCALE_PATH_SIZE = 4096 };

static bool is_directory(const char *path)
{
    struct stat st;
    return stat(path, &st) == 0 && S_ISDIR(st.st_mode);
}

/* The catalogs' directory into buf; false when none of the places has one. */
static bool find_locale_dir(char *buf, size_t size)
{
    const char *env = getenv("DAMA_LOCALEDIR");
    if (env != NULL && env[0] != '\0') {
        snprintf(buf, size, "%s", env);
        return true;
    }
    char dir[LOCALE_PATH_SIZE];
    if (!cli_executable_dir(dir, sizeof dir))
        return false;
    static const char *const BESIDE[] = {"/build/locale", "/../share/locale"};
    for (size_t i = 0; i < sizeof BESIDE / sizeof BESIDE[0]; i++) {
        if ((size_t)snprintf(buf, size, "%s%s", dir, BESIDE[i]) < size && is_directory(buf))
            return true;
    }
    return false;
}

/* The settings' Language, as GNU gettext's LANGUAGE.  gettext ignores
 * LANGUAGE when the messages' locale is plain "C" (POSIX fixes that
 * locale's output), so the player who chose a language gets C.UTF-8's
 * messages and characters (the catalogs' accents need UTF-8, not ASCII),
 * which gettext does not ignore.  A settings file that
 * cannot be read is said by the game itself (ui_review.c), not here. */
static void apply_settings_language(void)
{
    Files files;
    Settings st;
    FileProblem why; /* said by the command that reads the settings for itself */
    if (!files_init(&files))
        return;
    settings_load(&files, &st, &why);
    if (st.language[0] == '\0')
        return;
    setenv("LANGUAGE", st.language, 1);
    const char *messages = setlocale(LC_MESSAGES, NULL);
    if (messages != NULL && (strcmp(messages, "C") == 0 || strcmp(messages, "POSIX") == 0)) {
        setlocale(LC_MESSAGES, "C.UTF-8");
        setlocale(LC_CTYPE, "C.UTF-8");
    }
}

void cli_locale_init(void)
{
    setlocale(LC_ALL, "");
    /* Numbers printed for programs (PDN, the protocol, --json) keep the
     * decimal point; numbers for people are formatted by the words. */
    setlocale(LC_NUMERIC, "C");
    apply_settings_language();
    char dir[LOCALE_PATH_SIZE];
    if (find_locale_dir(dir, sizeof dir))
        bindtextdomain(INTL_DOMAIN, dir);
    textdomain(INTL_DOMAIN);
}

void cli_locale_machine(void)
{
    setlocale(LC_MESSAGES, "C");
    unsetenv("LANGUAGE");
}
