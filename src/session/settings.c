/*
 * settings.c - the settings file (settings.h).
 */
#include "settings.h"

#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fileread.h"
#include "filewrite.h"
#include "pdn.h"

static const char SETTINGS_NAME[] = "settings";
static const char HEADER[] = "# dama settings: key=value, one a line (see docs/ui.md). Lines starting with # are comments.\n";

/* The known keys, each with how to read and write it. */
typedef enum KeyKind { KEY_BOOL, KEY_TEXT } KeyKind;

typedef struct Key {
    const char *name;
    KeyKind kind;
    size_t offset;   /* of its bool, or of its char[SETTINGS_TEXT_SIZE], in Settings */
    bool quiet;      /* a bool added to the file only once it is yes (its default is no) */
} Key;

static const Key KEYS[] = {
    {"show_engine_info", KEY_BOOL, offsetof(Settings, show_engine_info), false},
    {"EgdbPath", KEY_TEXT, offsetof(Settings, egdb_path), false},
    {"Language", KEY_TEXT, offsetof(Settings, language), false},
    /* part "drillui" (issue 18): the 5-piece build offered once */
    {"egdb_offer_declined", KEY_BOOL, offsetof(Settings, egdb_offer_declined), true},
};
enum { NUM_KEYS = sizeof KEYS / sizeof KEYS[0] };

static bool *key_value(Settings *st, const Key *k) { return (bool *)((char *)st + k->offset); }
static bool key_get(const Settings *st, const Key *k) { return *(const bool *)((const char *)st + k->offset); }
static char *key_text(Settings *st, const Key *k) { return (char *)st + k->offset; }
static const char *key_get_text(const Settings *st, const Key *k) { return (const char *)st + k->offset; }

void settings_defaults(Settings *st)
{
    st->show_engine_info = false;
    st->egdb_path[0] = '\0';
    st->language[0] = '\0';
    st->egdb_offer_declined = false;
}

static bool parse_bool(const char *v, size_t len, bool *out)
{
    static const char *const YES[] = {"yes", "true", "on", "1"}, *const NO[] = {"no", "false", "off", "0"};
    for (size_t i = 0; i < sizeof YES / sizeof YES[0]; i++) {
        if (strlen(YES[i]) == len && strncmp(v, YES[i], len) == 0)
            return *out = true, true;
        if (strlen(NO[i]) == len && strncmp(v, NO[i], len) == 0)
            return *out = false, true;
    }
    return false;
}

/* The known key a line sets, or NULL (comment, blank, unknown). */
static const Key *line_key(const char *line, size_t len, const char **value, size_t *vlen)
{
    while (len > 0 && (*line == ' ' || *line == '\t'))
        line++, len--;
    const char *eq = memchr(line, '=', len);
    if (len == 0 || line[0] == '#' || eq == NULL)
        return NULL;
    size_t klen = (size_t)(eq - line);
    while (klen > 0 && (line[klen - 1] == ' ' || line[klen - 1] == '\t'))
        klen--;
    for (int i = 0; i < NUM_KEYS; i++) {
        if (strlen(KEYS[i].name) != klen || strncmp(line, KEYS[i].name, klen) != 0)
            continue;
        *value = eq + 1;
        *vlen = len - (size_t)(*value - line);
        while (*vlen > 0 && (**value == ' ' || **value == '\t'))
            (*value)++, (*vlen)--;
        while (*vlen > 0 && strchr(" \t\r", (*value)[*vlen - 1]) != NULL)
            (*vlen)--;
        return &KEYS[i];
    }
    return NULL;
}

/* The value of key k from its text; false when it is not understood. */
static bool parse_value(Settings *st, const Key *k, const char *value, size_t vlen)
{
    if (k->kind == KEY_BOOL)
        return parse_bool(value, vlen, key_value(st, k));
    if (vlen >= SETTINGS_TEXT_SIZE)
        return false;
    memcpy(key_text(st, k), value, vlen);
    key_text(st, k)[vlen] = '\0';
    return true;
}

/* Why line lineno's value of k was refused: a bool's value not yes or no
 * (its first 40 bytes quoted), or a text longer than the field. */
static void bad_value(FileProblem *why, int lineno, const Key *k, const char *value, size_t vlen)
{
    file_problem_set(why, k->kind == KEY_BOOL ? FILE_PROBLEM_NOT_YES_NO : FILE_PROBLEM_VALUE_TOO_LONG, NULL);
    why->line = lineno;
    snprintf(why->name, sizeof why->name, "%s", k->name);
    if (k->kind == KEY_BOOL)
        snprintf(why->detail, sizeof why->detail, "%.*s", (int)(vlen > 40 ? 40 : vlen), value);
    else
        why->limit = SETTINGS_TEXT_SIZE - 1;
}

bool settings_parse(const char *text, Settings *st, FileProblem *why)
{
    bool ok = true;
    int lineno = 0;
    settings_defaults(st);
    for (const char *p = text; *p != '\0';) {
        const char *nl = strchr(p, '\n');
        size_t len = nl != NULL ? (size_t)(nl - p) : strlen(p);
        const char *value;
        size_t vlen;
        lineno++;
        const Key *k = line_key(p, len, &value, &vlen);
        if (k != NULL && !parse_value(st, k, value, vlen) && ok) {
            bad_value(why, lineno, k, value, vlen);
            ok = false;
        }
        p += len + (nl != NULL);
    }
    return ok;
}

/* Append text to a growing buffer; false when out of memory. */
static bool append(char **buf, size_t *len, size_t *cap, const char *s, size_t n)
{
    if (*len + n + 1 > *cap) {
        size_t want = (*len + n + 1) * 2;
        char *grown = realloc(*buf, want);
        if (grown == NULL)
            return false;
        *buf = grown;
        *cap = want;
    }
    memcpy(*buf + *len, s, n);
    *len += n;
    (*buf)[*len] = '\0';
    return true;
}

static bool append_key(char **buf, size_t *len, size_t *cap, const Settings *st, const Key *k)
{
    const char *value = k->kind == KEY_BOOL ? (key_get(st, k) ? "yes" : "no") : key_get_text(st, k);
    return append(buf, len, cap, k->name, strlen(k->name)) && append(buf, len, cap, "=", 1) &&
           append(buf, len, cap, value, strlen(value)) && append(buf, len, cap, "\n", 1);
}

/* A key the file does not name is added, unless it is a text left empty
 * or a quiet bool at its default. */
static bool worth_adding(const Settings *st, const Key *k)
{
    if (k->kind == KEY_BOOL)
        return !k->quiet || key_get(st, k);
    return key_get_text(st, k)[0] != '\0';
}

char *settings_render(const char *old, const Settings *st)
{
    char *buf = NULL;
    size_t len = 0, cap = 0;
    bool seen[NUM_KEYS] = {false};
    bool ok = append(&buf, &len, &cap, "", 0);
    if (old == NULL || old[0] == '\0')
        ok = ok && append(&buf, &len, &cap, HEADER, strlen(HEADER));
    for (const char *p = old != NULL ? old : ""; ok && *p != '\0';) {
        const char *nl = strchr(p, '\n');
        size_t linelen = nl != NULL ? (size_t)(nl - p) : strlen(p);
        const char *value;
        size_t vlen;
        const Key *k = line_key(p, linelen, &value, &vlen);
        if (k != NULL && !seen[k - KEYS]) {
            seen[k - KEYS] = true;
            ok = append_key(&buf, &len, &cap, st, k);
        } else if (k == NULL) {
            ok = append(&buf, &len, &cap, p, linelen) && append(&buf, &len, &cap, "\n", 1);
        }
        /* a key said twice: the first line holds the value now */
        p += linelen + (nl != NULL);
    }
    for (int i = 0; ok && i < NUM_KEYS; i++)
        if (!seen[i] && worth_adding(st, &KEYS[i]))
            ok = append_key(&buf, &len, &cap, st, &KEYS[i]);
    if (!ok) {
        free(buf);
        return NULL;
    }
    return buf;
}

void settings_path(const Files *f, char *buf, size_t size) { snprintf(buf, size, "%s/%s", f->data_dir, SETTINGS_NAME); }

/* The file's text (NUL-terminated, malloc'd), or NULL with *missing when
 * there is none.  A file holding a NUL byte is refused: the lines after it
 * would be invisible to the parser and lost by the next save. */
static char *read_text(const char *path, bool *missing, FileProblem *why)
{
    char *text;
    size_t len;
    FileReadStatus st = file_read_all(path, SETTINGS_MAX_BYTES, &text, &len, why);
    *missing = st == FILE_READ_MISSING;
    if (st != FILE_READ_OK)
        return NULL;
    const char *nul = memchr(text, '\0', len);
    if (nul != NULL) {
        int lineno = 1;
        for (const char *p = text; p < nul; p++)
            lineno += *p == '\n';
        file_problem_set(why, FILE_PROBLEM_NUL_BYTE, path)->line = lineno;
        free(text);
        return NULL;
    }
    return text;
}

bool settings_load(const Files *f, Settings *st, FileProblem *why)
{
    char path[FILES_PATH_SIZE];
    bool missing;
    settings_defaults(st);
    if (f->data_dir[0] == '\0')
        return true;
    settings_path(f, path, sizeof path);
    char *text = read_text(path, &missing, why);
    if (text == NULL)
        return missing;
    bool ok = settings_parse(text, st, why);
    if (!ok)
        snprintf(why->path, sizeof why->path, "%s", path);
    free(text);
    return ok;
}

static int write_text(FILE *f, void *ctx) { return fputs(ctx, f) < 0 ? -1 : 0; }

bool settings_save(const Files *f, const Settings *st, FileProblem *why)
{
    char path[FILES_PATH_SIZE];
    bool missing;
    if (!files_ensure_dir(f, why)) /* no data directory (HOME is not set), or it cannot be made */
        return false;
    settings_path(f, path, sizeof path);
    char *old = read_text(path, &missing, why);
    if (old == NULL && !missing)
        return false;   /* never replace a file not read */
    char *text = settings_render(old, st);
    free(old);
    if (text == NULL) {
        file_problem_set(why, FILE_PROBLEM_NO_MEMORY, path);
        return false;
    }
    bool ok = file_save_with(path, write_text, text, why) == 0;
    free(text);
    return ok;
}
