/*
 * cli_play.c - `dama play` (the default command): its options, then the
 * terminal game (ui.h).
 */
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <sys/stat.h>
#include <unistd.h>

#include "archive.h"
#include "ballot.h"
#include "cli.h"
#include "intl.h"
#include "fen.h"
#include "levels.h"
#include "numparse.h"
#include "search_limits.h"
#include "settings.h"
#include "text.h"
#include "ui.h"
#include "words_move.h"
#include "words_options.h"

/* A name the archive keeps whole: a PDN tag value, and not an engine's.
 * It is shown on the screen and by `dama stats`, so it must come through
 * the sanitiser unchanged (no control, no bidi override, valid UTF-8). */
static bool valid_name(const char *name)
{
    char shown[ARCHIVE_NAME_SIZE];
    size_t n = strlen(name);
    if (n == 0 || n >= ARCHIVE_NAME_SIZE || strncmp(name, LEVEL_ENGINE_NAME_PREFIX, strlen(LEVEL_ENGINE_NAME_PREFIX)) == 0)
        return false;
    text_sanitize(shown, sizeof shown, name);
    return strcmp(shown, name) == 0;
}

/* The option that takes a value, its value checked into o.  Returns -1
 * to go on, or an exit status. */
static int value_option(const char *a, const char *v, UiOptions *o)
{
    if (strcmp(a, "--level") == 0) {
        if (!parse_int(v, MIN_LEVEL, MAX_LEVEL, &o->level)) {
            cli_error(_("play: --level must be a number from %d to %d, not '%s'"), MIN_LEVEL, MAX_LEVEL, v);
            return EXIT_USAGE;
        }
        o->level_given = true;
    } else if (strcmp(a, "--fen") == 0) {
        Position check;
        char err[FEN_ERRSIZE];
        FenError why;
        /* A malformed FEN on the command line is a usage error, caught before the screen opens. */
        if (fen_parse_why(v, &check, &why) != 0) {
            cli_error(_("play: bad --fen: %s"), words_fen_error(&why, err, sizeof err));
            return EXIT_USAGE;
        }
        o->fen = v;
    } else if (strcmp(a, "--threads") == 0) {
        if (!parse_int(v, 1, MAX_THREADS, &o->threads)) {
            cli_error(_("play: --threads must be a number from 1 to %d, not '%s'"), MAX_THREADS, v);
            return EXIT_USAGE;
        }
    } else if (strcmp(a, "--name") == 0) {
        if (!valid_name(v)) {
            cli_error(_("play: --name must be 1 to %d characters, without control characters and "
                        "not an engine's name ('%sN'), not '%s'"),
                      ARCHIVE_NAME_SIZE - 1, LEVEL_ENGINE_NAME_PREFIX, v);
            return EXIT_USAGE;
        }
        o->player = v;
    } else if (strcmp(a, "--clock") == 0 || strcmp(a, "--my-clock") == 0) {
        TimeControlProblem why;
        if (time_control_any(&o->time_control)) {
            cli_error("%s", _("play: give one clock (--clock or --my-clock)"));
            return EXIT_USAGE;
        }
        if (!time_control_parse(v, &o->time_control, &why)) {
            if (why == TIME_CONTROL_NO_TIME)
                cli_error(_("play: bad %s '%s': a clock of 0+0 leaves no time to move"), a, v);
            else
                cli_error(_("play: bad %s '%s': a clock is MINUTES+SECONDS (0..%d + 0..%d), e.g. 5+3"), a, v,
                          GCLOCK_MAX_MINUTES, GCLOCK_MAX_INC_SECONDS);
            return EXIT_USAGE;
        }
        /* Whose clock is settled once the sides are known (check_options). */
        o->human_clock_only = strcmp(a, "--my-clock") == 0;
    } else if (strcmp(a, "--egdb") == 0) {
        struct stat st;
        if (stat(v, &st) != 0 || !S_ISDIR(st.st_mode)) {
            cli_error(_("play: --egdb needs a directory of endgame databases, not '%s'"), v);
            return EXIT_USAGE;
        }
        o->egdb_dir = v;
    } else {
        o->load = v;
    }
    return -1;
}

static bool takes_value(const char *a)
{
    return strcmp(a, "--level") == 0 || strcmp(a, "--threads") == 0 || strcmp(a, "--fen") == 0 ||
           strcmp(a, "--load") == 0 || strcmp(a, "--name") == 0 || strcmp(a, "--clock") == 0 ||
           strcmp(a, "--my-clock") == 0 || strcmp(a, "--egdb") == 0;
}

static int set_play_mode(UiOptions *o, PlayMode mode)
{
    if (o->play_mode != PLAY_VS_ENGINE && o->play_mode != mode) {
        cli_error("%s", _("play: give --two-players or --watch, not both"));
        return EXIT_USAGE;
    }
    o->play_mode = mode;
    return -1;
}

/* --ballot [N]: the number that may follow (-1 without one: a random
 * ballot); *taken says whether it took the next argument.  An exit status
 * or -1. */
static int ballot_argument(int argc, char **argv, int i, int *number, int *taken)
{
    *number = -1;
    *taken = 0;
    const char *v = i + 1 < argc ? argv[i + 1] : NULL;
    if (v == NULL || !(v[0] >= '0' && v[0] <= '9'))
        return -1;
    *taken = 1;
    if (!parse_int(v, 1, 1000000, number)) {
        cli_error(_("play: --ballot takes a ballot number (1, 2, ...), not '%s'"), v);
        return EXIT_USAGE;
    }
    return -1;
}

/* The ballot's position into o->fen; an exit status or -1. */
static int choose_ballot(UiOptions *o, int number)
{
    char path[PATH_MAX], said[WORDS_SIZE];
    BallotError why;
    Ballots b;
    if (o->fen != NULL || o->load != NULL) {
        cli_error("%s", _("play: give --ballot, --fen or --load, not two of them"));
        return EXIT_USAGE;
    }
    if (!ballot_locate(o->exe_path, path, sizeof path, &why) || !ballot_read(path, &b, &why)) {
        cli_error(_("play: --ballot: %s"), words_ballot_error(&why, said, sizeof said));
        return 1;
    }
    if (number < 0)
        number = ballot_number_from(&b, (unsigned)time(NULL) ^ (unsigned)getpid() * 2654435761u);
    Position p;
    bool ok = ballot_position(&b, number, &p, &why);
    ballot_free(&b);
    if (!ok) {
        cli_error(_("play: --ballot: %s"), words_ballot_error(&why, said, sizeof said));
        return EXIT_USAGE;
    }
    fen_format(&p, o->ballot_fen, sizeof o->ballot_fen);
    o->fen = o->ballot_fen;
    o->ballot = number;
    return -1;
}

/* Where this program is (Linux); "" when unknown. */
static void find_exe(char *buf, size_t size)
{
    ssize_t n = readlink("/proc/self/exe", buf, size - 1);
    buf[n > 0 ? n : 0] = '\0';
}

/* The settings' EgdbPath into buf; false when it is not set.  A settings
 * file that cannot be read is said by the game itself (ui_review.c). */
static bool settings_egdb_path(char *buf, size_t size)
{
    Files f;
    Settings st;
    FileProblem why; /* the board says it (ui_review_init) */
    if (!files_init(&f))
        return false;
    settings_load(&f, &st, &why);
    snprintf(buf, size, "%s", st.egdb_path);
    return buf[0] != '\0';
}

/* The options that only make sense together. */
static int check_options(UiOptions *o)
{
    if (o->fen != NULL && o->load != NULL) {
        cli_error("%s", _("play: give --fen or --load, not both"));
        return EXIT_USAGE;
    }
    if (o->human_clock_only && o->play_mode != PLAY_VS_ENGINE) {
        cli_error("%s", _("play: --my-clock is for a game against the engine (use --clock)"));
        return EXIT_USAGE;
    }
    if (o->human_given && o->play_mode != PLAY_VS_ENGINE) {
        cli_error("%s", _("play: --white and --black choose your side against the engine"));
        return EXIT_USAGE;
    }
    if (o->human_clock_only)
        o->time_control.clocked[!o->human] = false;
    return -1;
}

/* The options that are the command's, not the game's. */
typedef struct PlayFlags {
    bool print_fen; /* --print-fen */
    bool no_book;   /* --no-book */
} PlayFlags;

/* Returns -1 to go on, or an exit status. */
static int parse_options(int argc, char **argv, UiOptions *o, PlayFlags *flags)
{
    memset(o, 0, sizeof *o);
    o->human = WHITE;
    o->level = DEFAULT_LEVEL;
    find_exe(o->exe_path, sizeof o->exe_path);
    int ballot = 0;   /* 0: none; -1: random */
    o->threads = 1;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        int status = -1;
        if (strcmp(a, "--white") == 0 || strcmp(a, "--black") == 0) {
            o->human = strcmp(a, "--white") == 0 ? WHITE : BLACK;
            o->human_given = true;
        } else if (strcmp(a, "--print-fen") == 0) {
            flags->print_fen = true;
        } else if (strcmp(a, "--no-book") == 0) {
            flags->no_book = true;
        } else if (strcmp(a, "--no-color") == 0 || strcmp(a, "--no-colour") == 0) {
            o->no_color = true;
        } else if (strcmp(a, "--two-players") == 0) {
            status = set_play_mode(o, PLAY_TWO_PLAYERS);
        } else if (strcmp(a, "--watch") == 0) {
            status = set_play_mode(o, PLAY_WATCH);
        } else if (strcmp(a, "--edit") == 0) {
            o->edit = true;
        } else if (strcmp(a, "--ballot") == 0) {
            int taken;
            status = ballot_argument(argc, argv, i, &ballot, &taken);
            i += taken;
        } else if (takes_value(a)) {
            if (i + 1 >= argc) {
                cli_error(_("play: %s needs a value (try 'dama play --help')"), a);
                return EXIT_USAGE;
            }
            status = value_option(a, argv[++i], o);
        } else {
            cli_error(_("play: unknown option '%s' (try 'dama play --help')"), a);
            return EXIT_USAGE;
        }
        if (status >= 0)
            return status;
    }
    int status = check_options(o);
    if (status < 0 && ballot != 0)
        status = choose_ballot(o, ballot);
    return status;
}

int cmd_play(int argc, char **argv)
{
    UiOptions o;
    PlayFlags flags = {false, false};
    int status = parse_options(argc, argv, &o, &flags);
    if (status >= 0)
        return status;
    char report[UI_REPORT_SIZE], fen[FEN_BUFSIZE] = "";
    if (flags.print_fen) {
        o.fen_out = fen;
        o.fen_out_size = sizeof fen;
    }
    char egdb_dir[SETTINGS_TEXT_SIZE];
    if (o.egdb_dir == NULL && settings_egdb_path(egdb_dir, sizeof egdb_dir))
        o.egdb_dir = egdb_dir;
    Book *book = flags.no_book ? NULL : cli_book_open();
    o.book = book;
    status = ui_run(&o, report, sizeof report);
    book_free(book);
    if (report[0] != '\0')
        cli_error("%s", report);
    /* For scripts: once the window is closed, on standard output. */
    if (flags.print_fen && fen[0] != '\0')
        printf("%s\n", fen);
    return status;
}
