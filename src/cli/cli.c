/*
 * cli.c - helpers shared by the command-line commands (kept out of main.c so
 * that the test runner, which has its own main, links them too).
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>

#include "cli.h"
#include "numparse.h"
#include "text.h"

enum { CLI_MESSAGE_MAX = 4096 };

/* The message is sanitised as a whole: it may quote a file name or an
 * argument, and no byte of those may act on the terminal. */
void cli_error(const char *fmt, ...)
{
    char message[CLI_MESSAGE_MAX];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(message, sizeof message, fmt, ap);
    va_end(ap);
    text_sanitize(message, sizeof message, message);
    fprintf(stderr, "dama: %s\n", message);
}

int cli_parse_int(const char *s, int min, int max, int *out)
{
    return parse_int(s, min, max, out);
}
