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

/* Start why afresh with code; returns false, for the refusals. */
static bool refuse(BallotError *why, BallotProblem code, const char *path)
{
    memset(why, 0, sizeof *why);
    why->code = code;
    snprintf(why->path, sizeof why->path, "%s", path != NULL ? path : "");
    return false;
}

bool ballot_locate(const char *exe_path, char *path, size_t size, BallotError *why)
{
    const char *env = getenv("DAMA_OPENINGS");
    if (env != NULL && env[0] != '\0') {
        snprintf(path, size, "%s", env);
        if (access(path, R_OK) == 0)
            return true;
        return refuse(why, BALLOT_ENV_UNREADABLE, path);
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
    refuse(why, BALLOT_MISSING, tried[0]);
    snprintf(why->other, sizeof why->other, "%s", tried[1]);
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

bool ballot_read(const char *path, Ballots *b, BallotError *why)
{
    memset(b, 0, sizeof *b);
    size_t len;
    FileProblem file;
    if (pdn_read_file(path, &b->text, &len, &file) != 0) {
        refuse(why, BALLOT_UNREADABLE, path);
        why->file = file;
        return false;
    }
    /* One pointer per line at most. */
    size_t lines = 1;
    for (size_t i = 0; i < len; i++)
        lines += b->text[i] == '\n';
    b->fens = malloc(lines * sizeof *b->fens);
    if (b->fens == NULL) {
        ballot_free(b);
        return refuse(why, BALLOT_OUT_OF_MEMORY, path);
    }
    b->count = index_fens(b->text, b->fens);
    if (b->count == 0) {
        ballot_free(b);
        return refuse(why, BALLOT_NONE_IN_FILE, path);
    }
    return true;
}

void ballot_free(Ballots *b)
{
    free(b->text);
    free(b->fens);
    memset(b, 0, sizeof *b);
}

bool ballot_position(const Ballots *b, int number, Position *out, BallotError *why)
{
    if (number < 1 || number > b->count) {
        refuse(why, BALLOT_OUT_OF_RANGE, NULL);
        why->number = number;
        why->count = b->count;
        return false;
    }
    char fen_why[FEN_ERRSIZE];
    if (fen_parse(b->fens[number - 1], out, fen_why, sizeof fen_why) != 0) {
        refuse(why, BALLOT_BROKEN, NULL);
        why->number = number;
        snprintf(why->detail, sizeof why->detail, "%s", fen_why);
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

void ballot_error_text(const BallotError *e, char *buf, size_t size)
{
    static const char *const PROBLEMS[] = {
        [BALLOT_OK] = "no problem",
        [BALLOT_ENV_UNREADABLE] = "DAMA_OPENINGS names a file that cannot be read",
        [BALLOT_MISSING] = "no opening file",
        [BALLOT_UNREADABLE] = "cannot be read",
        [BALLOT_OUT_OF_MEMORY] = "out of memory",
        [BALLOT_NONE_IN_FILE] = "no ballot in the file",
        [BALLOT_OUT_OF_RANGE] = "no such ballot number",
        [BALLOT_BROKEN] = "a ballot is not a position",
    };
    char file[FILE_PROBLEM_TEXT_SIZE];
    const char *detail = e->code == BALLOT_UNREADABLE ? file_problem_text(&e->file, file, sizeof file) : e->detail;
    snprintf(buf, size, "%s: %s (ballot %d of %d)%s%s", e->path, PROBLEMS[e->code], e->number, e->count,
             detail[0] != '\0' ? ": " : "", detail);
}
