/*
 * ballot.c - ballot openings (ballot.h).
 */
#include "ballot.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "fen.h"
#include "files.h"
#include "pdn.h"

static const char FEN_TAG[] = "[FEN \"";

/* The directory part of path into dir ("." when it has none). */
static void dir_of(const char *path, char *dir, size_t size)
{
    const char *slash = strrchr(path, '/');
    if (slash == NULL)
        snprintf(dir, size, ".");
    else
        snprintf(dir, size, "%.*s", (int)(slash - path == 0 ? 1 : slash - path), path);
}

bool ballot_locate(const char *exe_path, char *path, size_t size, char *err, size_t errsize)
{
    const char *env = getenv("DAMA_OPENINGS");
    if (env != NULL && env[0] != '\0') {
        snprintf(path, size, "%s", env);
        if (access(path, R_OK) == 0)
            return true;
        snprintf(err, errsize, "DAMA_OPENINGS names %s, which cannot be read", path);
        return false;
    }
    char dir[FILES_DIR_SIZE], tried[2][FILES_PATH_SIZE];
    dir_of(exe_path != NULL && exe_path[0] != '\0' ? exe_path : "./dama", dir, sizeof dir);
    snprintf(tried[0], sizeof tried[0], "%s/data/openings/%s", dir, BALLOT_FILE_NAME);
    snprintf(tried[1], sizeof tried[1], "%s/" FILES_INSTALLED_DATA_DIR "/openings/%s", dir, BALLOT_FILE_NAME);
    for (int i = 0; i < 2; i++) {
        if (access(tried[i], R_OK) == 0) {
            snprintf(path, size, "%s", tried[i]);
            return true;
        }
    }
    snprintf(err, errsize, "the ballot openings are missing: looked for %s and %s (reinstall dama, or set DAMA_OPENINGS)",
             tried[0], tried[1]);
    return false;
}

/* Point fens at each line that starts with the FEN tag, and end each FEN
 * at its closing quote; returns how many. */
static int index_fens(char *text, const char **fens)
{
    int n = 0;
    for (char *line = text; line != NULL && *line != '\0';) {
        char *next = strchr(line, '\n');
        if (next != NULL)
            *next++ = '\0';
        if (strncmp(line, FEN_TAG, sizeof FEN_TAG - 1) == 0) {
            char *fen = line + sizeof FEN_TAG - 1;
            char *quote = strchr(fen, '"');
            if (quote != NULL) {
                *quote = '\0';
                if (fens != NULL)
                    fens[n] = fen;
                n++;
            }
        }
        line = next;
    }
    return n;
}

bool ballot_read(const char *path, Ballots *b, char *err, size_t errsize)
{
    memset(b, 0, sizeof *b);
    size_t len;
    if (pdn_read_file(path, &b->text, &len, err, errsize) != 0)
        return false;
    /* One pointer per line at most. */
    size_t lines = 1;
    for (size_t i = 0; i < len; i++)
        lines += b->text[i] == '\n';
    b->fens = malloc(lines * sizeof *b->fens);
    if (b->fens == NULL) {
        snprintf(err, errsize, "%s: out of memory", path);
        ballot_free(b);
        return false;
    }
    b->count = index_fens(b->text, b->fens);
    if (b->count == 0) {
        snprintf(err, errsize, "%s holds no ballot ([FEN \"...\"] lines)", path);
        ballot_free(b);
        return false;
    }
    return true;
}

void ballot_free(Ballots *b)
{
    free(b->text);
    free(b->fens);
    memset(b, 0, sizeof *b);
}

bool ballot_position(const Ballots *b, int number, Position *out, char *err, size_t errsize)
{
    if (number < 1 || number > b->count) {
        snprintf(err, errsize, "there are %d ballots: give a number from 1 to %d, not %d", b->count, b->count,
                 number);
        return false;
    }
    char why[FEN_ERRSIZE];
    if (fen_parse(b->fens[number - 1], out, why, sizeof why) != 0) {
        snprintf(err, errsize, "ballot %d is broken: %s", number, why);
        return false;
    }
    return true;
}

int ballot_number_from(const Ballots *b, unsigned random_value)
{
    return b->count > 0 ? 1 + (int)(random_value % (unsigned)b->count) : 0;
}

/* Each side's own half: White's rows 5-8 (squares 17-32), Black's 1-4. */
#define BB_WHITE_HALF ((Bitboard)0xFFFF0000u)
#define BB_BLACK_HALF ((Bitboard)0x0000FFFFu)
enum { BALLOT_MEN_PER_SIDE = 11 };

bool ballot_shaped(const Position *p)
{
    return p->side == WHITE && (p->kings[WHITE] | p->kings[BLACK]) == 0 &&
           popcount32(p->men[WHITE]) == BALLOT_MEN_PER_SIDE && popcount32(p->men[BLACK]) == BALLOT_MEN_PER_SIDE &&
           (p->men[WHITE] & ~BB_WHITE_HALF) == 0 && (p->men[BLACK] & ~BB_BLACK_HALF) == 0;
}
