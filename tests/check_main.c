/*
 * check_main.c - the Check test runner: runs every suite in suites.h.
 *
 * The suites run with HOME and XDG_DATA_HOME pointing into a fresh
 * temporary folder, so that no test, whatever it exercises (a session that
 * archives its game, a settings file, the endgame databases' default
 * place), reads or writes the files of the person running the tests.
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/stat.h>

#define SUITE(name) Suite *name(void);
#include "suites.h"
#undef SUITE

enum { SANDBOX_PATH_SIZE = 512 };

/* Make DIR/home and DIR/data and point HOME and XDG_DATA_HOME at them. */
static int enter_sandbox(char *dir, size_t size)
{
    const char *tmp = getenv("TMPDIR");
    snprintf(dir, size, "%s/dama-check.XXXXXX", tmp != NULL && tmp[0] != '\0' ? tmp : "/tmp");
    if (mkdtemp(dir) == NULL)
        return -1;
    char home[SANDBOX_PATH_SIZE + 8], data[SANDBOX_PATH_SIZE + 8];
    snprintf(home, sizeof home, "%s/home", dir);
    snprintf(data, sizeof data, "%s/data", dir);
    if (mkdir(home, 0700) != 0 || mkdir(data, 0700) != 0)
        return -1;
    setenv("HOME", home, 1);
    setenv("XDG_DATA_HOME", data, 1);
    return 0;
}

static void leave_sandbox(const char *dir)
{
    char cmd[SANDBOX_PATH_SIZE + 16];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
    if (system(cmd) != 0)
        fprintf(stderr, "check_dama: could not remove %s\n", dir);
}

int main(void)
{
    char sandbox[SANDBOX_PATH_SIZE];
    if (enter_sandbox(sandbox, sizeof sandbox) != 0) {
        perror("check_dama: a temporary folder for the tests");
        return EXIT_FAILURE;
    }
    SRunner *runner = srunner_create(NULL);
#define SUITE(name) srunner_add_suite(runner, name());
#include "suites.h"
#undef SUITE
    srunner_run_all(runner, CK_NORMAL);
    int failed = srunner_ntests_failed(runner);
    srunner_free(runner);
    leave_sandbox(sandbox);
    return failed == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
