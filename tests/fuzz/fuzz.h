/*
 * fuzz.h - helpers shared by the libFuzzer targets in tests/fuzz/.
 *
 * Each target defines LLVMFuzzerTestOneInput, feeds the input to one parser
 * and checks properties that must hold for every input (round trips,
 * legality, messages safe for a terminal).  A broken property aborts, which
 * libFuzzer reports as a crash with the input saved as the reproducer; the
 * sanitizers (ASan, UBSan) catch memory and arithmetic errors on the way.
 */
#ifndef DAMA_FUZZ_H
#define DAMA_FUZZ_H

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "text.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* Abort with the failed property (libFuzzer then saves the input). */
#define FUZZ_CHECK(cond, ...)                                                          \
    do {                                                                               \
        if (!(cond)) {                                                                 \
            fprintf(stderr, "\nfuzz property failed at %s:%d: %s\n  ", __FILE__,       \
                    __LINE__, #cond);                                                  \
            fprintf(stderr, __VA_ARGS__);                                              \
            fputc('\n', stderr);                                                       \
            abort();                                                                   \
        }                                                                              \
    } while (0)

/* The input as a NUL-terminated string of exactly its bytes, in a buffer
 * of its own size so that ASan sees any read past its end.  The parsers
 * take C strings, so an input holding a NUL is cut there. */
static inline char *fuzz_string(const uint8_t *data, size_t size)
{
    char *s = malloc(size + 1);
    FUZZ_CHECK(s != NULL, "out of memory");
    if (size > 0)
        memcpy(s, data, size);
    s[size] = '\0';
    return s;
}

/* A message shown to the user: terminated inside its buffer and holding
 * nothing text_sanitize would replace. */
static inline void fuzz_check_message(const char *message, size_t size)
{
    char clean[2048];
    FUZZ_CHECK(memchr(message, '\0', size) != NULL, "message not terminated");
    FUZZ_CHECK(strlen(message) < sizeof clean, "message longer than expected");
    text_sanitize(clean, sizeof clean, message);
    FUZZ_CHECK(strcmp(clean, message) == 0, "unsafe message: %s", clean);
}

#endif
