/*
 * intl.h - the front ends' one way to say a sentence in the player's
 * language (docs/architecture.md, "Words").  The library below returns facts
 * (codes with typed arguments); the words layer and the front ends above it
 * turn them into whole sentences through GNU gettext (the C library's
 * libintl), with positional arguments (%1$s) where a translation may reorder
 * them and ngettext for every count.  Without a catalog for the locale,
 * gettext returns the English text unchanged.
 *
 * Machine-read output (PDN, the engine protocol, --json, moves/perft/best/
 * bench/replay) never goes through these macros.
 */
#ifndef DAMA_INTL_H
#define DAMA_INTL_H

#include <libintl.h>

/* The catalog's name: po/dama.pot, share/locale/LL/LC_MESSAGES/dama.mo. */
#define INTL_DOMAIN "dama"

/* gettext() and ngettext() are declared format_arg, so GCC would check a
 * literal inside them as a printf format, and -Wpedantic refuses the
 * positional arguments (%1$s, POSIX rather than ISO C) that translations
 * need to reorder a sentence.  These two wrappers hide the literal from
 * that check; msgfmt --check (tests/po/check.sh) checks instead that every
 * translation has the same conversions as its English. */
/* Clang accepts positional arguments under -Wpedantic but, without the
 * attribute, would take every _() format for a non-literal one
 * (-Wformat-security); so it alone is told what the wrappers return. */
#if defined(__clang__)
#define INTL_FORMAT_ARG(n) __attribute__((format_arg(n)))
#else
#define INTL_FORMAT_ARG(n)
#endif
INTL_FORMAT_ARG(1) static inline const char *intl_text(const char *text) { return gettext(text); }
INTL_FORMAT_ARG(1) INTL_FORMAT_ARG(2) static inline const char *intl_plural(const char *one, const char *many,
                                                                               unsigned long n)
{
    return ngettext(one, many, n);
}

/* A sentence translated now. */
#define _(text) intl_text(text)
/* A sentence marked for the catalog, translated where it is used. */
#define N_(text) (text)
/* A sentence with a count: one form for n == 1 in English, the catalog's
 * plural rule elsewhere. */
#define P_(one, many, n) intl_plural(one, many, (unsigned long)(n))

#endif
