/*
 * check_main.c - the Check test runner: runs every suite in suites.h.
 */
#include <check.h>
#include <stdlib.h>

#define SUITE(name) Suite *name(void);
#include "suites.h"
#undef SUITE

int main(void)
{
    SRunner *runner = srunner_create(NULL);
#define SUITE(name) srunner_add_suite(runner, name());
#include "suites.h"
#undef SUITE
    srunner_run_all(runner, CK_NORMAL);
    int failed = srunner_ntests_failed(runner);
    srunner_free(runner);
    return failed == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
