/*
 * test_text.c - text_sanitize: what may reach a terminal from untrusted
 * text, and that the messages quoting input use it.
 */
#include <check.h>
#include <string.h>

#include "fen.h"
#include "notation.h"
#include "pdn.h"
#include "test_helpers.h"
#include "text.h"

static void assert_sanitized(const char *in, const char *want)
{
    char out[256];
    size_t n = text_sanitize(out, sizeof out, in);
    ck_assert_str_eq(out, want);
    ck_assert_uint_eq(n, strlen(want));
}

/* No byte of a message may be a C0 control, DEL, a byte that is not valid
 * UTF-8 or the UTF-8 form of a C1 control. */
static void assert_terminal_safe(const char *message)
{
    char clean[1024];
    text_sanitize(clean, sizeof clean, message);
    ck_assert_msg(strcmp(clean, message) == 0, "unsafe message: %s", clean);
}

START_TEST(safe_text_is_kept)
{
    assert_sanitized("", "");
    assert_sanitized("22-19 W:W21,22:B1", "22-19 W:W21,22:B1");
    assert_sanitized("M\xc3\xbcller, \xc4\x8c" "apek, 80\xe2\x82\xac, \xf0\x9f\x99\x82",
                     "M\xc3\xbcller, \xc4\x8c" "apek, 80\xe2\x82\xac, \xf0\x9f\x99\x82");
    assert_sanitized("~ \xc2\xa0 \xc2\xa9", "~ \xc2\xa0 \xc2\xa9"); /* U+00A0 follows the C1 range */
}
END_TEST

START_TEST(controls_are_replaced)
{
    assert_sanitized("W21\033]0;PWNED\007:B1", "W21?]0;PWNED?:B1");
    assert_sanitized("a\tb\nc\rd\x7f" "e\x01", "a?b?c?d?e?");
    assert_sanitized("x\xc2\x9b" "31m", "x?31m");       /* C1 CSI as UTF-8: one character, one '?' */
    assert_sanitized("\xc2\x80\xc2\x9f", "??");         /* both ends of the C1 range */
    assert_sanitized("a\xe2\x80\xae" "b\xe2\x81\xa6" "c", "a?b?c"); /* bidi override and isolate */
}
END_TEST

START_TEST(invalid_utf8_is_replaced_bytewise)
{
    assert_sanitized("\x9b" "31m", "?31m");             /* a bare C1 byte (8-bit CSI) */
    assert_sanitized("M\xfcller", "M?ller");            /* Latin-1 text */
    assert_sanitized("\xc0\xaf", "??");                 /* overlong '/' */
    assert_sanitized("\xe0\x80\xaf", "???");            /* overlong, three bytes */
    assert_sanitized("\xed\xa0\x80", "???");            /* a UTF-16 surrogate */
    assert_sanitized("\xf4\x90\x80\x80", "????");       /* above U+10FFFF */
    assert_sanitized("\xf8\x88\x80\x80\x80", "?????");  /* five-byte form */
    assert_sanitized("ab\xc3", "ab?");                  /* cut short by the end */
    assert_sanitized("\xe2\x82" "x", "??x");            /* cut short by an ASCII byte */
}
END_TEST

START_TEST(cut_on_character_boundaries)
{
    char out[4];
    ck_assert_uint_eq(text_sanitize(out, sizeof out, "a\xc3\xa9" "b"), 3);
    ck_assert_str_eq(out, "a\xc3\xa9");
    ck_assert_uint_eq(text_sanitize(out, 3, "a\xc3\xa9"), 1); /* 'é' does not fit beside the NUL */
    ck_assert_str_eq(out, "a");
    ck_assert_uint_eq(text_sanitize(out, 1, "abc"), 0);
    ck_assert_str_eq(out, "");
    out[0] = 'z';
    ck_assert_uint_eq(text_sanitize(out, 0, "abc"), 0);
    ck_assert_int_eq(out[0], 'z'); /* size 0: nothing written */
}
END_TEST

START_TEST(in_place_and_spans)
{
    char buf[] = "\033[2J\xc2\x9b" "ok\xc3\xa9";
    ck_assert_uint_eq(text_sanitize(buf, sizeof buf, buf), 9);
    ck_assert_str_eq(buf, "?[2J?ok\xc3\xa9");

    char out[16];
    ck_assert_uint_eq(text_sanitize_span(out, sizeof out, "abcdef", 3), 3);
    ck_assert_str_eq(out, "abc");
    ck_assert_uint_eq(text_sanitize_span(out, sizeof out, "ab\0cd", 5), 2);
    ck_assert_str_eq(out, "ab");
    /* A span that ends inside a character: the part is invalid. */
    ck_assert_uint_eq(text_sanitize_span(out, sizeof out, "a\xc3\xa9", 2), 2);
    ck_assert_str_eq(out, "a?");
}
END_TEST

START_TEST(character_lengths)
{
    ck_assert_uint_eq(text_char_bytes("a"), 1);
    ck_assert_uint_eq(text_char_bytes("\xc3\xa9x"), 2);
    ck_assert_uint_eq(text_char_bytes("\xe2\x82\xac"), 3);
    ck_assert_uint_eq(text_char_bytes("\xf0\x9f\x99\x82"), 4);
    ck_assert_uint_eq(text_char_bytes("\xc3"), 1);
    ck_assert_uint_eq(text_char_bytes("\x9b"), 1);
    ck_assert_uint_eq(text_char_bytes(""), 1);
}
END_TEST

/* The library's messages quote input through text_sanitize. */
START_TEST(messages_quoting_input_are_safe)
{
    static const char *const HOSTILE_FENS[] = {
        "W:W21\033]0;PWNED\007:B1", "W:W21\xc2\x9b" "31m:B1", "\033:W21:B1", "W:W21:B1\xc2\x9b", "W:\x9bW21:B1",
        "W:W21-\033:B1", "W:W\xc3:B1",
    };
    for (size_t i = 0; i < sizeof HOSTILE_FENS / sizeof HOSTILE_FENS[0]; i++) {
        Position p;
        char err[FEN_ERRSIZE] = "";
        ck_assert_int_eq(fen_parse(HOSTILE_FENS[i], &p, err, sizeof err), -1);
        assert_terminal_safe(err);
    }

    Position start = test_position(FEN_START);
    Move m;
    char err[NOTATION_ERRSIZE] = "";
    ck_assert_int_eq(move_parse(&start, "22-19\033[2J\xc2\x9b", &m, err, sizeof err), PARSE_MALFORMED);
    assert_terminal_safe(err);
    ck_assert_ptr_nonnull(strstr(err, "'22-19?[2J?'"));

    static const char *const HOSTILE_PDNS[] = {
        "[FEN \"W:W21\033]0;PWNED\007:B1\"]\n*\n",
        "[GameType \"21\xc2\x9b\"]\n*\n",
        "1. 22-19\xc2\x9b *\n",
        "1. 22-19 10-14\033[2J *\n",
    };
    for (size_t i = 0; i < sizeof HOSTILE_PDNS / sizeof HOSTILE_PDNS[0]; i++) {
        PdnReader r;
        PdnGame pg;
        PdnError perr;
        pdn_reader_init(&r, HOSTILE_PDNS[i], strlen(HOSTILE_PDNS[i]));
        ck_assert_int_eq(pdn_read_game(&r, &pg, &perr), PDN_ERROR);
        assert_terminal_safe(perr.message);
    }
}
END_TEST

Suite *text_suite(void)
{
    Suite *s = suite_create("text");
    TCase *tc = tcase_create("core");
    tcase_add_test(tc, safe_text_is_kept);
    tcase_add_test(tc, controls_are_replaced);
    tcase_add_test(tc, invalid_utf8_is_replaced_bytewise);
    tcase_add_test(tc, cut_on_character_boundaries);
    tcase_add_test(tc, in_place_and_spans);
    tcase_add_test(tc, character_lengths);
    tcase_add_test(tc, messages_quoting_input_are_safe);
    suite_add_tcase(s, tc);
    return s;
}
