/*
 * cli.c - helpers shared by the command-line commands (kept out of main.c so
 * that the test runner, which has its own main, links them too).
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli.h"
#include "intl.h"
#include "pdn.h"
#include "text.h"
#include "words_pdn.h"

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

void cli_json_string(FILE *out, const char *text)
{
    char shown[CLI_MESSAGE_MAX];
    text_sanitize(shown, sizeof shown, text);
    fputc('"', out);
    for (const char *s = shown; *s; s++) {
        if (*s == '"' || *s == '\\')
            fputc('\\', out);
        fputc(*s, out);
    }
    fputc('"', out);
}

/* A game's problem on stderr: in the player's words, or in the reader's
 * own English where other programs read it (dama replay). */
static void report_pdn_problem(const char *name, const PdnError *e, bool warning, bool in_words)
{
    char said[PDN_ERRSIZE + 512];
    if (!in_words) {
        cli_error(warning ? "%s:%d:%d: warning: %s" : "%s:%d:%d: %s", name, e->line, e->col, e->message);
        return;
    }
    if (warning)
        cli_error(_("%s:%d:%d: warning: %s"), name, e->line, e->col, words_pdn_problem(e, said, sizeof said));
    else
        cli_error("%s", words_pdn_error_at(name, e, said, sizeof said));
}

int cli_each_game(const char *name, const char *text, size_t len, int only, bool in_words, CliGameFn fn, void *ctx,
                  CliGameCount *count)
{
    PdnReader reader;
    PdnGame pg;
    PdnError err;
    PdnStatus status;
    int stop = 0;

    *count = (CliGameCount){0};
    pdn_reader_init(&reader, text, len);
    while (stop == 0 && (status = pdn_read_game(&reader, &pg, &err)) != PDN_EOF) {
        int number = ++count->games;
        if (only != 0 && number != only) {
            if (status == PDN_OK)
                pdn_game_free(&pg);
            continue;
        }
        if (status == PDN_ERROR) {
            report_pdn_problem(name, &err, false, in_words);
            count->invalid++;
            continue;
        }
        for (int i = 0; i < pg.nwarnings; i++)
            report_pdn_problem(name, &pg.warnings[i], true, in_words);
        stop = fn(&pg, number, ctx);
        pdn_game_free(&pg);
    }
    return stop;
}

bool cli_executable_dir(char *buf, size_t size)
{
    ssize_t n = readlink("/proc/self/exe", buf, size - 1);
    if (n <= 0 || (size_t)n >= size - 1)
        return false;
    buf[n] = '\0';
    char *slash = strrchr(buf, '/');
    if (slash == NULL)
        return false;
    *slash = '\0';
    return true;
}
