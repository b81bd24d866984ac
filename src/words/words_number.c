/*
 * words_number.c - numbers written for people (words_number.h).
 */
#include "words_number.h"

#include <langinfo.h>
#include <locale.h>
#include <stdio.h>
#include <string.h>

/* The decimal separator of the environment's numeric locale; "." when it
 * cannot be had.  Asked of a locale object of its own, so that the
 * program's LC_NUMERIC stays "C". */
static void decimal_point(char *buf, size_t size)
{
    snprintf(buf, size, ".");
    locale_t loc = newlocale(LC_NUMERIC_MASK, "", (locale_t)0);
    if (loc == (locale_t)0)
        return;
    const char *radix = nl_langinfo_l(RADIXCHAR, loc);
    if (radix != NULL && radix[0] != '\0')
        snprintf(buf, size, "%s", radix);
    freelocale(loc);
}

const char *words_decimal(double value, int decimals, char *buf, size_t size)
{
    char point[8], plain[64];
    int n = snprintf(plain, sizeof plain, "%.*f", decimals, value);
    decimal_point(point, sizeof point);
    const char *dot = strchr(plain, '.');
    if (n < 0 || dot == NULL || strcmp(point, ".") == 0)
        snprintf(buf, size, "%s", plain);
    else
        snprintf(buf, size, "%.*s%s%s", (int)(dot - plain), plain, point, dot + 1);
    return buf;
}
