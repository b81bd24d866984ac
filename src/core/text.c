/*
 * text.c - see text.h.
 *
 * The decoder follows the UTF-8 definition (RFC 3629): overlong forms,
 * surrogates and code points above U+10FFFF are invalid, so each of their
 * bytes is replaced on its own, as is a sequence cut short.
 */
#include "text.h"

#include <stdbool.h>
#include <stdint.h>
#include <string.h>

/* Decode the UTF-8 character at s (at most avail bytes).  Returns its length
 * and sets *cp, or 0 when the bytes there are not valid UTF-8. */
static size_t decode_utf8(const unsigned char *s, size_t avail, uint32_t *cp)
{
    static const uint32_t MIN_FOR_LENGTH[5] = {0, 0, 0x80, 0x800, 0x10000};
    size_t n;
    uint32_t c;

    if (s[0] < 0x80) {
        *cp = s[0];
        return 1;
    }
    if ((s[0] & 0xE0) == 0xC0) {
        n = 2;
        c = s[0] & 0x1Fu;
    } else if ((s[0] & 0xF0) == 0xE0) {
        n = 3;
        c = s[0] & 0x0Fu;
    } else if ((s[0] & 0xF8) == 0xF0) {
        n = 4;
        c = s[0] & 0x07u;
    } else {
        return 0; /* a continuation byte or 0xF8..0xFF where a character should start */
    }
    if (n > avail)
        return 0;
    for (size_t i = 1; i < n; i++) {
        if ((s[i] & 0xC0) != 0x80)
            return 0;
        c = (c << 6) | (s[i] & 0x3Fu);
    }
    if (c < MIN_FOR_LENGTH[n] || c > 0x10FFFF || (c >= 0xD800 && c <= 0xDFFF))
        return 0;
    *cp = c;
    return n;
}

/* Characters that act on a terminal or can disguise the text around them. */
static bool is_unsafe(uint32_t cp)
{
    return cp < 0x20 || cp == 0x7F || (cp >= 0x80 && cp <= 0x9F) || (cp >= 0x202A && cp <= 0x202E) ||
           (cp >= 0x2066 && cp <= 0x2069);
}

size_t text_sanitize_span(char *dst, size_t size, const char *src, size_t len)
{
    const unsigned char *s = (const unsigned char *)src;
    size_t in = 0, out = 0;

    if (size == 0)
        return 0;
    len = strnlen(src, len);
    while (in < len) {
        uint32_t cp;
        size_t n = decode_utf8(s + in, len - in, &cp);
        bool replace = n == 0 || is_unsafe(cp);
        size_t produced = replace ? 1 : n;
        if (out + produced >= size)
            break;
        if (replace)
            dst[out] = TEXT_REPLACEMENT;
        else
            memmove(dst + out, s + in, n); /* dst may be src, never ahead of it */
        out += produced;
        in += n == 0 ? 1 : n;
    }
    dst[out] = '\0';
    return out;
}

size_t text_sanitize(char *dst, size_t size, const char *src)
{
    return text_sanitize_span(dst, size, src, SIZE_MAX);
}

size_t text_char_bytes(const char *s)
{
    uint32_t cp;
    size_t n = s[0] == '\0' ? 0 : decode_utf8((const unsigned char *)s, strnlen(s, 4), &cp);
    return n == 0 ? 1 : n;
}
