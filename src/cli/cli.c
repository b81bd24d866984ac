/*
 * cli.c - helpers shared by the command-line commands (kept out of main.c so
 * that the test runner, which has its own main, links them too).
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>

#include "cli.h"
#include "numparse.h"

void cli_error(const char *fmt, ...)
{
    va_list ap;
    fputs("dama: ", stderr);
    va_start(ap, fmt);
    vfprintf(stderr, fmt, ap);
    va_end(ap);
    fputc('\n', stderr);
}

int cli_parse_int(const char *s, int min, int max, int *out)
{
    return parse_int(s, min, max, out);
}
