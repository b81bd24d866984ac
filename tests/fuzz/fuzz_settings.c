/*
 * fuzz_settings.c - the settings parser and writer (settings.h): any text is
 * read; what it says, written back over the same text and read again, says
 * the same; and writing again changes nothing (the writer's output is a
 * fixed point).  A text holding a NUL byte is cut there, as the file reader
 * refuses such a file whole (tests/test_fileread.c).
 */
#include "fuzz.h"
#include "settings.h"

static void check_same(const Settings *a, const Settings *b, const char *text)
{
    FUZZ_CHECK(a->show_engine_info == b->show_engine_info, "show_engine_info changed:\n%s", text);
    FUZZ_CHECK(a->egdb_offer_declined == b->egdb_offer_declined, "egdb_offer_declined changed:\n%s", text);
    FUZZ_CHECK(strcmp(a->egdb_path, b->egdb_path) == 0, "EgdbPath '%s' read back as '%s':\n%s", a->egdb_path,
               b->egdb_path, text);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size > SETTINGS_MAX_BYTES)
        return 0;   /* the file reader refuses a longer file */
    char *text = fuzz_string(data, size);
    FileProblem why;
    Settings first, second, third;

    settings_parse(text, &first, &why);
    char *written = settings_render(text, &first);
    FUZZ_CHECK(written != NULL, "out of memory");
    settings_parse(written, &second, &why);
    check_same(&first, &second, written);
    char *again = settings_render(written, &second);
    FUZZ_CHECK(again != NULL, "out of memory");
    FUZZ_CHECK(strcmp(written, again) == 0, "rewriting changed the text:\n%s\n---\n%s", written, again);
    settings_parse(again, &third, &why);
    check_same(&second, &third, again);
    free(again);
    free(written);
    free(text);
    return 0;
}
