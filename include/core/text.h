/*
 * text.h - making untrusted text safe to show on a terminal.
 *
 * Every message that quotes input (a FEN, a PDN file's text, a typed move,
 * a line from another program) passes the quoted text through
 * text_sanitize, so that no byte of it can act on the terminal: C0 controls
 * (tab and newline included: a message stays one line), DEL, the C1 controls
 * U+0080..U+009F (written \xC2\x80..\xC2\x9F in UTF-8, such as the CSI
 * \xC2\x9B), the bidirectional overrides that can disguise a line
 * (U+202A..U+202E, U+2066..U+2069) and every byte that is not part of valid
 * UTF-8 (a stray 0x9B is CSI to an 8-bit terminal).  Each such character or
 * byte becomes one '?'; everything else, accented names included, is kept.
 */
#ifndef DAMA_TEXT_H
#define DAMA_TEXT_H

#include <stddef.h>

/* What an unsafe character or byte is replaced with. */
#define TEXT_REPLACEMENT '?'

/* Copy src into dst (size bytes, always NUL-terminated when size > 0),
 * sanitised as above.  The copy is cut before a character that does not fit
 * (never inside one).  dst may be src: the result is never longer than the
 * input, so text can be sanitised in place.  Returns the length of dst. */
size_t text_sanitize(char *dst, size_t size, const char *src);

/* As text_sanitize, reading at most len bytes of src (or up to a NUL):
 * for text that is not NUL-terminated, or to quote only its beginning. */
size_t text_sanitize_span(char *dst, size_t size, const char *src, size_t len);

/* Bytes taken by the character at s: the length of a valid UTF-8 sequence,
 * else 1 (a NUL counts 1 too).  To quote exactly one character. */
size_t text_char_bytes(const char *s);

#endif
