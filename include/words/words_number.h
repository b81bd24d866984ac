/*
 * words_number.h - numbers written for people, in the player's locale.
 *
 * The program keeps LC_NUMERIC at "C" (cli_locale.c), so that printf
 * writes "0.35" in PDN, the protocol and --json whatever the locale.  A
 * number a person reads takes the decimal separator of the locale the
 * environment names (LC_ALL, LC_NUMERIC, LANG): "0,35" in Italian and
 * French.
 */
#ifndef DAMA_WORDS_NUMBER_H
#define DAMA_WORDS_NUMBER_H

#include <stddef.h>

/* value with decimals digits after the separator into buf (always
 * terminated); buf is returned, to be used as a %s argument. */
const char *words_decimal(double value, int decimals, char *buf, size_t size);

/* A date as the program keeps it ("2026.12.01" in PDN, "2026-12-01" in
 * its own files) as people of the environment's locale write it
 * ("01/12/2026" in Italian and French); unchanged in the C locale, or when
 * it is no such date.  buf is returned, to be used as a %s argument. */
const char *words_date(const char *date, char *buf, size_t size);

#endif
