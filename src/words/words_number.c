/*
 * words_number.c - numbers written for people (words_number.h).
 */
#include "words_number.h"

#include <langinfo.h>
#include <stdbool.h>
#include <stdlib.h>
#include <locale.h>
#include <stdio.h>
#include <string.h>
#include <time.h>

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

/* The date format of the environment's LC_TIME locale (LC_ALL, LC_TIME,
 * LANG), into fmt; false for the C and POSIX locales, whose English output
 * stays as it always was. */
static bool date_format(char *fmt, size_t size)
{
    locale_t loc = newlocale(LC_TIME_MASK, "", (locale_t)0);
    if (loc == (locale_t)0)
        return false;
    const char *name = getenv("LC_ALL");
    if (name == NULL || name[0] == '\0')
        name = getenv("LC_TIME");
    if (name == NULL || name[0] == '\0')
        name = getenv("LANG");
    bool plain = name == NULL || name[0] == '\0' || strcmp(name, "C") == 0 || strcmp(name, "POSIX") == 0 ||
                 strncmp(name, "C.", 2) == 0;
    const char *f = nl_langinfo_l(D_FMT, loc);
    bool ok = !plain && f != NULL && f[0] != '\0';
    if (ok)
        snprintf(fmt, size, "%s", f);
    freelocale(loc);
    return ok;
}

const char *words_date(const char *date, char *buf, size_t size)
{
    int y, m, d;
    char sep1, sep2, fmt[64];
    struct tm tm = {0};
    snprintf(buf, size, "%s", date);
    if (sscanf(date, "%4d%c%2d%c%2d", &y, &sep1, &m, &sep2, &d) != 5 || sep1 != sep2 || (sep1 != '.' && sep1 != '-') ||
        m < 1 || m > 12 || d < 1 || d > 31 || !date_format(fmt, sizeof fmt))
        return buf;
    tm.tm_year = y - 1900;
    tm.tm_mon = m - 1;
    tm.tm_mday = d;
    locale_t loc = newlocale(LC_TIME_MASK, "", (locale_t)0);
    if (loc == (locale_t)0)
        return buf;
    char out[64];
    if (strftime_l(out, sizeof out, fmt, &tm, loc) > 0)
        snprintf(buf, size, "%s", out);
    freelocale(loc);
    return buf;
}
