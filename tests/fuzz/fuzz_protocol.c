/*
 * fuzz_protocol.c - the engine protocol, in-process: the input is a script
 * of protocol lines run by protocol_run on memory streams, searches and
 * all.  So that every input ends quickly, each "go" line gets " nodes
 * FUZZ_NODES" appended, after any NUL byte in it is cut off (the protocol
 * stops at whichever limit comes first; a later nodes value replaces an
 * earlier one).  Every line written back
 * must be one of the protocol's answers and safe to show on a terminal.
 */
#include <stdbool.h>
#include <sys/prctl.h>

#include "fuzz.h"
#include "protocol.h"

enum { FUZZ_NODES = 2000 };

/* The first word of line (up to len bytes) is "go". */
static bool is_go(const char *line, size_t len)
{
    size_t i = 0;
    while (i < len && (line[i] == ' ' || line[i] == '\t'))
        i++;
    return len - i >= 2 && memcmp(line + i, "go", 2) == 0 &&
           (len - i == 2 || line[i + 2] == ' ' || line[i + 2] == '\t' || line[i + 2] == '\r' ||
            line[i + 2] == '\n');
}

/* The input with every go line's search bounded. */
static char *bounded_script(const uint8_t *data, size_t size, size_t *out_len)
{
    char *script = NULL;
    FILE *f = open_memstream(&script, out_len);
    FUZZ_CHECK(f != NULL, "open_memstream failed");
    const char *text = (const char *)data, *end = text + size;
    while (text < end) {
        const char *nl = memchr(text, '\n', (size_t)(end - text));
        size_t len = nl != NULL ? (size_t)(nl - text) : (size_t)(end - text);
        size_t kept = len;
        if (is_go(text, len)) {
            /* The protocol reads a line as a C string: after a NUL byte the
             * bound would be unseen ("go movetime 999999999\0..." searched
             * for days), so a go line is cut there, which it ignores anyway. */
            const char *nul = memchr(text, '\0', len);
            kept = nul != NULL ? (size_t)(nul - text) : len;
        }
        fwrite(text, 1, kept, f);
        if (is_go(text, kept))
            fprintf(f, " nodes %d", FUZZ_NODES);
        fputc('\n', f);
        text += len + 1;
    }
    fclose(f);
    return script;
}

static void check_output(const char *out, size_t len)
{
    static const char *const ANSWERS[] = {"info ", "bestmove ", "readyok", "error "};
    const char *line = out, *end = out + len;
    while (line < end) {
        const char *nl = memchr(line, '\n', (size_t)(end - line));
        FUZZ_CHECK(nl != NULL, "an output line without its newline");
        char copy[4096];
        size_t n = (size_t)(nl - line) < sizeof copy ? (size_t)(nl - line) : sizeof copy - 1;
        memcpy(copy, line, n);
        copy[n] = '\0';
        bool known = false;
        for (size_t i = 0; i < sizeof ANSWERS / sizeof ANSWERS[0]; i++)
            known = known || strncmp(copy, ANSWERS[i], strlen(ANSWERS[i])) == 0;
        FUZZ_CHECK(known, "not a protocol answer: %.200s", copy);
        fuzz_check_message(copy, sizeof copy);
        line = nl + 1;
    }
}

int LLVMFuzzerInitialize(int *argc, char ***argv);

/* No transparent huge pages: each bucket a short search touches would
 * otherwise make 2 MiB resident, and "setoption name Hash value 4096" then
 * a search would pass libFuzzer's memory limit, which is there for leaks. */
int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    (void)argc;
    (void)argv;
#ifdef PR_SET_THP_DISABLE
    prctl(PR_SET_THP_DISABLE, 1, 0, 0, 0);
#endif
    return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    size_t script_len, out_len = 0;
    char *script = bounded_script(data, size, &script_len);
    char *out = NULL;
    FILE *in = fmemopen(script, script_len > 0 ? script_len : 1, "r");
    FILE *outf = open_memstream(&out, &out_len);
    FUZZ_CHECK(in != NULL && outf != NULL, "cannot open memory streams");

    FUZZ_CHECK(protocol_run(in, outf) == 0, "protocol_run failed");
    fclose(in);
    fclose(outf);
    check_output(out, out_len);
    free(out);
    free(script);
    return 0;
}
