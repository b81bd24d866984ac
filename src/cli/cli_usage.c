/*
 * cli_usage.c - every command's usage, said once.  `dama --help`, `dama
 * COMMAND --help` (or -h, anywhere among the arguments; main.c asks before
 * it runs the command) and every usage error print from the one table
 * below, so a command cannot answer --help differently from the others, nor
 * its error show another synopsis than its help.
 */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "analysis.h"
#include "drill.h"
#include "cli.h"
#include "intl.h"
#include "levels.h"
#include "puzzle.h"
#include "search_limits.h"
#include "ui_text.h"

enum { USAGE_WHY_MAX = 1024, USAGE_TOPIC_MAX = 64 };

typedef struct Usage {
    const char *command;  /* "moves"; "egdb build" for a subcommand */
    const char *synopsis; /* what follows "dama COMMAND"; '\n' continues on an indented line */
    const char *summary;  /* one line */
    void (*options)(FILE *out); /* what each option means; NULL when the synopsis says all */
} Usage;

void cli_print_play_options(FILE *out)
{
    fprintf(out,
            _("  --white, --black  the side you play (default White, who moves first)\n"
            "  --level N         engine strength 1 (beginner) .. %d (full strength); default %d\n"
            "  --threads N       search threads at full strength (level 10, hints): 1..%d, default 1\n"
            "  --fen FEN         start from a position, e.g. W:W21-32:B1-12\n"
            "  --load FILE.pdn   continue the first game of a PDN file\n"
            "  --clock MIN+INC   clocks for both sides: MIN minutes each, INC seconds more\n"
            "                    for every move (e.g. 5+3, 0+2); the engine thinks on its clock\n"
            "  --my-clock MIN+INC  a clock for you only; the engine keeps its level's pace\n"
            "  --two-players     two people on one keyboard (no engine moves; hints allowed)\n"
            "  --watch           the engine plays itself at --level, a pause between moves;\n"
            "                    any key pauses and goes on, q quits\n"
            "  --ballot [N]      start from ballot opening N (1..2400) of data/openings, or a\n"
            "                    random one\n"
            "  --edit            set a position up first (from --fen or --ballot if given);\n"
            "                    inside the game the key b opens the editor\n"
            "  --name NAME       your name in the game archive (default: your login name)\n"
            "  --no-color        no colours (also when NO_COLOR is set; --no-colour too)\n"
            "  --print-fen       when the game window closes, print the final position's FEN\n"
            "  --no-book         play without the opening book (docs/book.md)\n"
            "  --egdb DIR        the endgame databases of DIR (docs/egdb.md); default: the\n"
            "                    settings' EgdbPath, else the installed ones\n"
            "  --help, -h        this help\n"
            "A flag fall loses the game; with clocks there are no take-backs.\n"
            "Inside the game, press ? for the keys.\n"),
            MAX_LEVEL, DEFAULT_LEVEL, MAX_THREADS);
}

static void perft_options(FILE *out)
{
    fprintf(out,
            _("  DEPTH    1..%d; FEN: the start position when not given\n"
              "  --paths  count a capture that several paths reach once per path, as\n"
              "           published perft tables do (docs/rules.md); default once per move\n"),
            PERFT_MAX_DEPTH);
}

static void replay_options(FILE *out)
{
    fputs(_("  FILE   a PDN file; - reads standard input\n"), out);
}

static void analyse_options(FILE *out)
{
    fprintf(out,
            _("  FILE|-        a PDN file; - reads standard input\n"
            "  --depth N     search each position N plies (default %d, the UI's too: the\n"
            "                same result on every run and every machine)\n"
            "  --movetime MS or MS milliseconds a position instead (results then vary)\n"
            "  --game N      only game N of the file\n"
            "  -o OUT.pdn    write the annotated games to OUT.pdn (atomically) instead of\n"
            "                standard output (- is standard output)\n"),
            ANALYSIS_DEFAULT_DEPTH);
}

static void best_options(FILE *out)
{
    fprintf(out,
            _("  --depth N      search N plies (1..%d)\n"
            "  --movetime MS  search MS milliseconds (default 1000 when no limit is given)\n"
            "  --nodes N      search N nodes\n"
            "  --level L      play as level L would (1..%d)\n"
            "  --threads N    search threads 1..%d (default 1)\n"
            "  --no-book      do not answer from the opening book\n"
            "  FEN            the position (default the start position)\n"),
            MAX_PLY, MAX_LEVEL, MAX_THREADS);
}

static void bench_options(FILE *out)
{
    fprintf(out, _("  DEPTH       1..%d, default %d\n  --threads N 1..%d, default 1\n"), BENCH_MAX_DEPTH,
            BENCH_DEFAULT_DEPTH, MAX_THREADS);
}

static void stats_options(FILE *out)
{
    fputs(_("  --name NAME  only that player's games\n"
          "  --json       one JSON object instead of text (docs/stats.md)\n"),
          out);
}

/* part "train" (issue 17): */
static void train_options(FILE *out)
{
    fputs(_("  --update     analyse the archived games not analysed yet; their mistakes become exercises\n"
            "  --list       the exercises: number, box, due date, move played, better move, FEN\n"
            "  --answer ID MOVE  judge MOVE for exercise ID, tell its story, move it between the boxes\n"
            "  --name NAME  only that player's games and exercises\n"
            "  --json       one JSON object instead of text (docs/training.md)\n"),
          out);
}

static void egdb_build_options(FILE *out)
{
    fprintf(out,
            _("  --pieces N   up to N pieces (2..%d, default %d)\n"
            "  --threads T  threads 1..%d (default 1)\n"
            "  --dir D      the databases' directory (default $XDG_DATA_HOME/dama/egdb)\n"),
            CLI_EGDB_MAX_PIECES, CLI_EGDB_DEFAULT_PIECES, CLI_EGDB_MAX_THREADS);
}

static void egdb_verify_options(FILE *out)
{
    fprintf(out,
            _("  --pieces N   the tables of up to N pieces (default: all there are)\n"
            "  --threads T  threads 1..%d (default 1)\n"
            "  --dir D      the databases' directory (default $XDG_DATA_HOME/dama/egdb)\n"),
            CLI_EGDB_MAX_THREADS);
}

/* part "drills" (issue 17) */
static void drill_options(FILE *out)
{
    fprintf(out,
            _("  --list       the drills 1..%d in the course's order, what each teaches\n"
              "  N            drill N: a random position of its material or set-up\n"
              "  --seed S     the same position again (0..2147483647; default: a new one)\n"
              "  --play MOVE...  play a whole attempt: your moves (the rest of the line), the\n"
              "               databases' replies, the verdict; recorded in drills.txt\n"
              "  --build      build the 2-5 piece endgame databases (dama egdb build --pieces 5)\n"
              "  --dir D      the databases' directory (default $XDG_DATA_HOME/dama/egdb)\n"
              "  --json       the same facts as JSON\n"),
            DRILL_COUNT);
}

static void egdb_probe_options(FILE *out)
{
    fputs(_("  --dir D  the databases' directory (default $XDG_DATA_HOME/dama/egdb)\n"), out);
}

/* issue 17, puzzles */
static void puzzle_options(FILE *out)
{
    fputs(_("  --id N       that puzzle (default: one drawn near your puzzle rating)\n"
            "  --answer ID MOVE...  your moves for puzzle ID (the first decides; any more must\n"
            "               follow the solution); records the attempt, moves the rating\n"
            "  --json       one JSON object instead of text\n"
            "  --file FILE  the puzzles of FILE (default: the shipped data/puzzles.pdn)\n"),
          out);
}

static void puzzle_verify_options(FILE *out)
{
    fprintf(out,
            _("  FILE       the puzzles to check (default: the shipped ones)\n"
              "  --first N  only the first N puzzles\n"
              "  --depth D  the verification depth (default %d)\n"),
            PUZZLE_VERIFY_DEPTH);
}

static const Usage USAGES[] = {
    {"play",
     "[--white|--black] [--level N] [--threads N]\n"
     "[--fen FEN | --load FILE.pdn | --ballot [N]] [--edit]\n"
     "[--name NAME] [--clock MIN+INC | --my-clock MIN+INC]\n"
     "[--two-players | --watch] [--no-color] [--print-fen] [--no-book]\n[--egdb DIR]",
     N_("play a game in the terminal (the default command)"), cli_print_play_options},
    {"moves", "[FEN]", N_("list every legal move of a position, one per line"), NULL},
    {"perft", "[--paths] DEPTH [FEN]", N_("count the leaf nodes of the move tree at depths 1..DEPTH"), perft_options},
    {"replay", "FILE|-", N_("replay the games of a PDN file, print final FEN and result"), replay_options},
    {"analyse", "FILE|- [--movetime MS | --depth N] [--game N] [-o OUT.pdn]",
     N_("judge every move of a PDN file's games with the engine; write them annotated"), analyse_options},
    {"best", "[--depth N | --movetime MS | --nodes N] [--level L]\n[--threads N] [--no-book] [FEN]",
     N_("search a position and print the best move"), best_options},
    {"engine", "", N_("speak the engine text protocol on stdin/stdout (docs/protocol.md)"), NULL},
    {"stats", "[--name NAME] [--json]", N_("the player's games, results by level and colour, rating and its history"), stats_options},
    {"bench", "[DEPTH] [--threads N]", N_("search a fixed set of positions; print nodes and nodes/s"), bench_options},
    {"egdb build", "[--pieces N] [--threads T] [--dir D]",
     N_("build the endgame databases, or finish an interrupted build (docs/egdb.md)"), egdb_build_options},
    {"egdb verify", "[--pieces N] [--threads T] [--dir D]", N_("re-check every stored value of the endgame databases"), egdb_verify_options},
    {"egdb probe", "[--dir D] FEN", N_("look a position up in the endgame databases"), egdb_probe_options},
    /* part "train" (issue 17): */
    {"train", "--update | --list | --answer ID MOVE [--name NAME] [--json]",
     N_("your mistakes as exercises, asked again by spaced repetition (docs/training.md)"), train_options},
    /* part "drills" (issue 17) */
    {"drill", "--list [--json] | --build [--dir D] |\nN [--seed S] [--dir D] [--json] [--play MOVE...]",
     N_("the endgame ladder: won endings to convert against the databases (docs/drills.md)"), drill_options},
    /* issue 17, puzzles */
    {"puzzle", "[--id N] [--json] [--file FILE]\n--answer ID MOVE... [--json] [--file FILE]",
     N_("print a tactic to solve (docs/puzzles.md), or check your answer to one"), puzzle_options},
    {"puzzle verify", "[FILE] [--first N] [--depth D]", N_("re-check that every puzzle has one winning first move"),
     puzzle_verify_options},
};
enum { NUM_USAGES = sizeof USAGES / sizeof USAGES[0] };

/* "egdb build" belongs to the command "egdb". */
static bool belongs_to(const Usage *u, const char *command)
{
    size_t n = strlen(command);
    return strncmp(u->command, command, n) == 0 && (u->command[n] == '\0' || u->command[n] == ' ');
}

/* "dama COMMAND SYNOPSIS" after lead; every line after the first starts
 * with margin and is indented under the synopsis.  A lead of NULL is as
 * many spaces as the word "usage: " takes in the player's language (the
 * synopses after the first line up under it). */
static void print_synopsis(FILE *out, const char *margin, const char *lead, const Usage *u)
{
    const char *usage_word = _("usage: ");
    int lead_width = ui_text_width(lead != NULL ? lead : usage_word);
    int indent = lead_width + (int)(strlen("dama ") + strlen(u->command) + 1);
    fprintf(out, "%s%*s%sdama %s%s", margin, lead != NULL ? 0 : lead_width, "", lead != NULL ? lead : "", u->command,
            u->synopsis[0] != '\0' ? " " : "");
    for (const char *s = u->synopsis; *s != '\0'; s++) {
        if (*s == '\n')
            fprintf(out, "\n%s%*s", margin, indent, "");
        else
            fputc(*s, out);
    }
    fputc('\n', out);
}

bool cli_help_asked(int argc, char **argv)
{
    for (int i = 1; i < argc; i++)
        if (strcmp(argv[i], "--help") == 0 || strcmp(argv[i], "-h") == 0)
            return true;
    return false;
}

bool cli_has_usage(const char *command)
{
    for (int i = 0; i < NUM_USAGES; i++)
        if (belongs_to(&USAGES[i], command))
            return true;
    return false;
}

void cli_print_usage(FILE *out, const char *command)
{
    const char *lead = _("usage: ");
    for (int i = 0; i < NUM_USAGES; i++)
        if (belongs_to(&USAGES[i], command)) {
            print_synopsis(out, "", lead, &USAGES[i]);
            lead = NULL;
        }
    for (int i = 0; i < NUM_USAGES; i++)
        if (belongs_to(&USAGES[i], command)) {
            const Usage *u = &USAGES[i];
            if (strcmp(u->command, command) != 0)
                fprintf(out, "\ndama %s: %s\n", u->command, _(u->summary));
            else
                fprintf(out, "%s\n", _(u->summary));
            if (u->options != NULL)
                u->options(out);
        }
}

int cli_help(int argc, char **argv)
{
    char topic[USAGE_TOPIC_MAX];
    snprintf(topic, sizeof topic, "%s", argv[0]);
    /* "dama egdb build --help": the subcommand's usage. */
    if (argc > 1 && strchr(argv[1], ' ') == NULL) {
        char sub[USAGE_TOPIC_MAX];
        if ((size_t)snprintf(sub, sizeof sub, "%s %s", argv[0], argv[1]) < sizeof sub && cli_has_usage(sub))
            snprintf(topic, sizeof topic, "%s", sub);
    }
    cli_print_usage(stdout, topic);
    return fflush(stdout) == 0 && !ferror(stdout) ? 0 : 1;
}

void cli_print_commands(FILE *out)
{
    for (int i = 0; i < NUM_USAGES; i++) {
        print_synopsis(out, "", "  ", &USAGES[i]);
        fprintf(out, "        %s\n", _(USAGES[i].summary));
    }
}

int cli_usage_error(const char *command, const char *fmt, ...)
{
    if (fmt != NULL) {
        char why[USAGE_WHY_MAX];
        va_list ap;
        va_start(ap, fmt);
        vsnprintf(why, sizeof why, fmt, ap);
        va_end(ap);
        cli_error("%s: %s", command, why);
    }
    /* Each line on its own, prefixed, so no line of it is spliced onto
     * the message; "dama: " starts every line, as for any message. */
    const char *lead = _("usage: ");
    for (int i = 0; i < NUM_USAGES; i++)
        if (belongs_to(&USAGES[i], command)) {
            print_synopsis(stderr, "dama: ", lead, &USAGES[i]);
            lead = NULL;
        }
    cli_error(_("'dama %s --help' says more"), command);
    return EXIT_USAGE;
}
