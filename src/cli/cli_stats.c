/*
 * cli_stats.c - `dama stats [--name NAME] [--json]`: the player's games,
 * results by level and by colour, streak, best win and rating with its
 * history, from the archive (docs/stats.md).
 *
 * A damaged archive is reported on stderr, game by game with its line; the
 * readable games still count and the exit status stays 0.  The history
 * plot uses Unicode blocks in a UTF-8 locale and '#' otherwise.
 */
#include <langinfo.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "archive.h"
#include "cli.h"
#include "drill.h"
#include "files.h"
#include "intl.h"
#include "words_files.h"
#include "levels.h"
#include "rating.h"
#include "stats.h"
#include "text.h"
#include "training.h"
#include "ui_text.h"
#include "words_number.h"
#include "words_pdn.h"

enum {
    PLOT_ROWS = 6,
    PLOT_MAX_COLUMNS = 60, /* the last games, one column each */
    EIGHTHS = 8
};

/* The streak's outcome in --json (English for programs; the text report
 * says it in a whole sentence, print_streak). */
static const char *const OUTCOME_JSON[NUM_OUTCOMES] = {
    [OUTCOME_WIN] = "win",
    [OUTCOME_DRAW] = "draw",
    [OUTCOME_LOSS] = "loss",
    [OUTCOME_UNFINISHED] = "unfinished",
};

typedef struct StatsOptions {
    const char *name; /* NULL: every player */
    bool json;
} StatsOptions;

/* Everything the report needs, gathered once. */
typedef struct Report {
    char path[FILES_PATH_SIZE];
    Archive archive;
    Stats stats;
    RatingHistory history;
    const char *player;
    TrainingCounts exercises;  /* part "train" (issue 17) */
    DrillProgress drills; /* part "drills" (issue 17) */
    const char *data_dir; /* where the puzzle attempts are (issue 17, puzzles) */
} Report;

/* ------------------------------------------------------------------ */
/* Text                                                                */

/* Text padded with spaces to width screen columns (a UTF-8 character is
 * one column: printf's widths count bytes, which accents would skew). */
static void print_padded(const char *text, int width, bool right)
{
    int pad = width - ui_text_width(text);
    if (right)
        printf("%*s%s", pad > 0 ? pad : 0, "", text);
    else
        printf("%s%*s", text, pad > 0 ? pad : 0, "");
}

/* The table of results: its headings (in the player's language) and the
 * columns' widths, at least the English ones, wider where a heading is. */
enum { COUNT_COLUMNS = 4 };
typedef struct CountsTable {
    const char *heads[COUNT_COLUMNS];  /* won, drawn, lost, unfinished */
    int label_width, widths[COUNT_COLUMNS];
} CountsTable;

static int at_least(int width, const char *text)
{
    int w = ui_text_width(text);
    return w > width ? w : width;
}

static void counts_table_init(CountsTable *t)
{
    static const int ENGLISH[COUNT_COLUMNS] = {5, 5, 5, 10};
    const char *heads[COUNT_COLUMNS] = {_("won"), _("drawn"), _("lost"), _("unfinished")};
    t->label_width = 14;
    for (int i = 0; i < COUNT_COLUMNS; i++) {
        t->heads[i] = heads[i];
        t->widths[i] = at_least(ENGLISH[i], heads[i]);
    }
}

static void counts_table_grow_label(CountsTable *t, const char *label)
{
    t->label_width = at_least(t->label_width, label);
}

static void print_counts_header(const CountsTable *t)
{
    printf("\n  %*s", t->label_width, "");
    for (int i = 0; i < COUNT_COLUMNS; i++) {
        putchar(' ');
        print_padded(t->heads[i], t->widths[i], true);
    }
    putchar('\n');
}

static void print_counts_row(const CountsTable *t, const char *label, const int counts[NUM_OUTCOMES])
{
    static const int ORDER[COUNT_COLUMNS] = {OUTCOME_WIN, OUTCOME_DRAW, OUTCOME_LOSS, OUTCOME_UNFINISHED};
    printf("  ");
    print_padded(label, t->label_width, false);
    for (int i = 0; i < COUNT_COLUMNS; i++)
        printf(" %*d", t->widths[i], counts[ORDER[i]]);
    putchar('\n');
}

static int total(const int counts[NUM_OUTCOMES])
{
    int n = 0;
    for (int o = 0; o < NUM_OUTCOMES; o++)
        n += counts[o];
    return n;
}

/* The locale was set by main (cli_locale_init). */
static bool utf8_locale(void)
{
    const char *codeset = nl_langinfo(CODESET);
    return codeset != NULL && (strcmp(codeset, "UTF-8") == 0 || strcmp(codeset, "utf8") == 0);
}

/* One plot cell: how full (0..EIGHTHS) the cell at row (0 = bottom) is for
 * a column filled to height eighths in all. */
static int cell_fill(int height, int row)
{
    int fill = height - row * EIGHTHS;
    return fill < 0 ? 0 : fill > EIGHTHS ? EIGHTHS : fill;
}

static void print_cell(int fill, bool unicode)
{
    static const char *const BLOCKS[EIGHTHS + 1] = {" ", "▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"};
    if (unicode)
        fputs(BLOCKS[fill], stdout);
    else
        putchar(fill >= EIGHTHS / 2 ? '#' : ' ');
}

void cli_print_plot(const int *values, int count, bool unicode)
{
    int lo = values[0], hi = lo;
    for (int i = 0; i < count; i++) {
        lo = values[i] < lo ? values[i] : lo;
        hi = values[i] > hi ? values[i] : hi;
    }
    for (int row = PLOT_ROWS - 1; row >= 0; row--) {
        if (row == PLOT_ROWS - 1)
            printf("%6d |", hi);
        else if (row == 0)
            printf("%6d |", lo);
        else
            printf("       |");
        for (int i = 0; i < count; i++) {
            /* A flat history sits at half height; otherwise the lowest
             * game still shows one eighth. */
            int span = PLOT_ROWS * EIGHTHS - 1;
            int height = hi == lo ? span / 2 : 1 + (values[i] - lo) * span / (hi - lo);
            print_cell(cell_fill(height, row), unicode);
        }
        putchar('\n');
    }
}

/* The rating after each of the last rated games, one column per game,
 * scaled between the lowest and highest of them. */
static void print_plot(const RatingHistory *h, bool unicode)
{
    int first = h->count > PLOT_MAX_COLUMNS ? h->count - PLOT_MAX_COLUMNS : 0;
    int values[PLOT_MAX_COLUMNS];
    for (int i = first; i < h->count; i++)
        values[i - first] = h->points[i].after;
    printf("\n");
    printf(P_("Rating after each game (the last %d):\n", "Rating after each game (the last %d):\n", h->count - first),
           h->count - first);
    cli_print_plot(values, h->count - first, unicode);
}

/* Every string from the archive, the environment or the command line is
 * printed through this: no byte of it may act on the terminal. */
static const char *safe(char *buf, size_t size, const char *s)
{
    text_sanitize(buf, size, s);
    return buf;
}

/* part "train" (issue 17): the exercises made of the player's mistakes. */
static void print_exercises(const TrainingCounts *c)
{
    printf(_("Exercises: %d   due today: %d   solved: %d (docs/training.md)\n"), c->exercises, c->due, c->solved);
}

static void json_exercises(const TrainingCounts *c)
{
    printf(",\n \"exercises\": {\"total\": %d, \"due\": %d, \"solved\": %d, \"answers\": %d, \"right\": %d}",
           c->exercises, c->due, c->solved, c->answers, c->right);
}

/* part "drills" (issue 17): the endgame ladder's progress (drills.txt). */
static void print_drills_text(const DrillProgress *p)
{
    printf(_("Drills:  %d of %d passed"), drill_progress_passed(p), DRILL_COUNT);
    putchar('\n');
    for (int n = 1; n <= DRILL_COUNT; n++) {
        const DrillRecord *d = &p->drills[n];
        if (d->attempts == 0)
            continue;
        printf("  ");
        printf(P_("drill %d: %d passed of %d attempt", "drill %d: %d passed of %d attempts", d->attempts), n,
               d->passed, d->attempts);
        if (d->best_moves > 0) {
            printf("; ");
            printf(P_("best: won in %d move (the shortest win: %d)", "best: won in %d moves (the shortest win: %d)",
                      d->best_moves),
                   d->best_moves, d->best_shortest);
        }
        putchar('\n');
    }
}

/* "Streak:   3 wins in a row", one whole sentence per outcome. */
static void print_streak(const Stats *s)
{
    int n = s->streak;
    switch (s->streak_outcome) {
    case OUTCOME_WIN: printf(P_("Streak:   %d win in a row\n", "Streak:   %d wins in a row\n", n), n); break;
    case OUTCOME_DRAW: printf(P_("Streak:   %d draw in a row\n", "Streak:   %d draws in a row\n", n), n); break;
    case OUTCOME_LOSS: printf(P_("Streak:   %d loss in a row\n", "Streak:   %d losses in a row\n", n), n); break;
    default:
        printf(P_("Streak:   %d unfinished game in a row\n", "Streak:   %d unfinished games in a row\n", n), n);
        break;
    }
}

static void print_rating(const RatingHistory *h)
{
    if (glicko_provisional(&h->current))
        printf(_("Rating:  %d, provisional"), h->rating);
    else
        printf(_("Rating:  %d"), h->rating);
    if (h->count > 0) {
        const RatingPoint *last = &h->points[h->count - 1];
        printf(P_(" (%+d in the last rated game; rated games behind it: %d)",
                  " (%+d in the last rated game; rated games behind it: %d)", h->count),
               last->after - last->before, h->count);
    } else {
        printf("%s", _(" (the starting rating: no finished rated game yet)"));
    }
    putchar('\n');
    char volatility[32];
    printf(_("Glicko:  deviation %.0f (provisional from %d up), volatility %s\n"), h->current.deviation,
           RATING_PROVISIONAL_RD, words_decimal(h->current.volatility, 5, volatility, sizeof volatility));
}

static void print_text(const Report *r)
{
    const Stats *s = &r->stats;
    const RatingHistory *h = &r->history;
    char shown[FILES_PATH_SIZE];
    printf(_("Archive: %s\n"), safe(shown, sizeof shown, r->path));
    if (r->player != NULL)
        printf(_("Player:  %s\n"), safe(shown, sizeof shown, r->player));
    else
        printf("%s", _("Player:  everyone in the archive\n"));
    /* TRANSLATORS: the counts stand beside their words as labels ("vinte 1"),
       so that no word has to agree with a count it does not follow. */
    printf(_("Games:   %1$d (%2$d won, %3$d drawn, %4$d lost, %5$d unfinished)\n"), s->games,
           s->outcomes[OUTCOME_WIN], s->outcomes[OUTCOME_DRAW], s->outcomes[OUTCOME_LOSS],
           s->outcomes[OUTCOME_UNFINISHED]);
    printf(_("Rated:   %d   Casual: %d (not rated)\n"), s->rated, s->casual);
    print_rating(h);
    print_exercises(&r->exercises);
    print_drills_text(&r->drills);
    if (s->games == 0)
        return;

    CountsTable table;
    char labels[MAX_LEVEL + 1][64];
    counts_table_init(&table);
    for (int level = MIN_LEVEL; level <= MAX_LEVEL; level++) {
        snprintf(labels[level], sizeof labels[level], _("level %d (%d)"), level, level_elo(level));
        if (total(s->by_level[level]) > 0)
            counts_table_grow_label(&table, labels[level]);
    }
    counts_table_grow_label(&table, _("as White"));
    counts_table_grow_label(&table, _("as Black"));
    print_counts_header(&table);
    for (int level = MIN_LEVEL; level <= MAX_LEVEL; level++)
        if (total(s->by_level[level]) > 0)
            print_counts_row(&table, labels[level], s->by_level[level]);
    print_counts_row(&table, _("as White"), s->by_colour[WHITE]);
    print_counts_row(&table, _("as Black"), s->by_colour[BLACK]);

    if (s->streak > 0) {
        putchar('\n');
        print_streak(s);
    }
    if (s->best_win >= 0) {
        const ArchivedGame *g = &r->archive.games[s->best_win];
        char local[sizeof shown + 16];
        const char *date = words_date(safe(shown, sizeof shown, g->date), local, sizeof local);
        if (g->player_side == WHITE)
            printf(_("Best win: level %1$d (Elo %2$d) as White on %3$s\n"), g->rated_level, level_elo(g->rated_level),
                   date);
        else
            printf(_("Best win: level %1$d (Elo %2$d) as Black on %3$s\n"), g->rated_level, level_elo(g->rated_level),
                   date);
    }
    if (h->count > 0)
        print_plot(h, utf8_locale());
}

/* ------------------------------------------------------------------ */
/* JSON                                                                */

static void json_string(const char *text)
{
    cli_json_string(stdout, text);
}

static void json_counts(const int counts[NUM_OUTCOMES])
{
    printf("\"games\": %d, \"wins\": %d, \"draws\": %d, \"losses\": %d, \"unfinished\": %d", total(counts),
           counts[OUTCOME_WIN], counts[OUTCOME_DRAW], counts[OUTCOME_LOSS], counts[OUTCOME_UNFINISHED]);
}

/* part "drills" (issue 17) */
static void print_drills_json(const DrillProgress *p)
{
    printf(" \"drills\": {\"passed\": %d, \"steps\": %d, \"by_drill\": [", drill_progress_passed(p), DRILL_COUNT);
    for (int n = 1; n <= DRILL_COUNT; n++) {
        const DrillRecord *d = &p->drills[n];
        printf("%s{\"drill\": %d, \"key\": \"%s\", \"attempts\": %d, \"passed\": %d, \"best_moves\": %d, "
               "\"best_shortest\": %d}",
               n > 1 ? ", " : "", n, drill_spec(n)->key, d->attempts, d->passed, d->best_moves, d->best_shortest);
    }
    printf("]}");
}

static void print_json(const Report *r)
{
    const Stats *s = &r->stats;
    const RatingHistory *h = &r->history;
    printf("{\"archive\": ");
    json_string(r->path);
    printf(", \"player\": ");
    if (r->player != NULL)
        json_string(r->player);
    else
        printf("null");
    printf(", ");
    json_counts(s->outcomes);
    printf(", \"damaged\": %d, \"rating\": %d, \"rated_games\": %d,\n", r->archive.damaged, h->rating, h->count);
    printf(" \"rated\": %d, \"casual\": %d, \"deviation\": %.2f, \"volatility\": %.6f, \"provisional\": %s,\n",
           s->rated, s->casual, h->current.deviation, h->current.volatility,
           glicko_provisional(&h->current) ? "true" : "false");
    printf(" \"levels\": [");
    const char *sep = "";
    for (int level = MIN_LEVEL; level <= MAX_LEVEL; level++)
        if (total(s->by_level[level]) > 0) {
            printf("%s\n  {\"level\": %d, \"elo\": %d, ", sep, level, level_elo(level));
            json_counts(s->by_level[level]);
            putchar('}');
            sep = ",";
        }
    printf("],\n \"white\": {");
    json_counts(s->by_colour[WHITE]);
    printf("}, \"black\": {");
    json_counts(s->by_colour[BLACK]);
    printf("},\n \"streak\": {\"outcome\": ");
    if (s->streak > 0)
        json_string(OUTCOME_JSON[s->streak_outcome]);
    else
        printf("null");
    printf(", \"length\": %d},\n \"best_win\": ", s->streak);
    if (s->best_win >= 0) {
        const ArchivedGame *g = &r->archive.games[s->best_win];
        printf("{\"level\": %d, \"elo\": %d, \"date\": ", g->rated_level, level_elo(g->rated_level));
        json_string(g->date);
        putchar('}');
    } else {
        printf("null");
    }
    printf(",\n \"history\": [");
    for (int i = 0; i < h->count; i++)
        printf("%s%d", i > 0 ? ", " : "", h->points[i].after);
    printf("]");
    json_exercises(&r->exercises);
    printf(",\n");
    print_drills_json(&r->drills);
    printf(",\n \"puzzles\": ");
    cli_puzzle_stats(r->data_dir, true, false);
    printf("}\n");
}

/* ------------------------------------------------------------------ */

static bool parse_options(int argc, char **argv, StatsOptions *o)
{
    memset(o, 0, sizeof *o);
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--json") == 0) {
            o->json = true;
        } else if (strcmp(argv[i], "--name") == 0 && i + 1 < argc && argv[i + 1][0] != '\0') {
            o->name = argv[++i];
        } else if (strcmp(argv[i], "--name") == 0) {
            cli_usage_error("stats", "%s", _("--name needs a name"));
            return false;
        } else {
            cli_usage_error("stats", _("unknown argument '%s'"), argv[i]);
            return false;
        }
    }
    return true;
}

static void report_damage(const Report *r)
{
    const Archive *a = &r->archive;
    int shown = a->damaged < ARCHIVE_MAX_ERRORS ? a->damaged : ARCHIVE_MAX_ERRORS;
    char problem[2048];
    for (int i = 0; i < shown; i++)
        cli_error(_("%s:%d:%d: %s (game skipped)"), r->path, a->errors[i].line, a->errors[i].col,
                  a->errors[i].no_memory ? _("out of memory")
                                         : words_pdn_problem(&a->errors[i].problem, problem, sizeof problem));
    if (a->damaged > 0)
        cli_error(P_("%1$s: %2$d damaged game skipped; the other %3$d games are counted",
                     "%1$s: %2$d damaged games skipped; the other %3$d games are counted", a->damaged),
                  r->path, a->damaged, a->count + a->other_games);
}

/* part "train" (issue 17): the training file counted; a damaged or
 * unreadable one is reported, the games still are. */
static void count_exercises(const Files *files, Report *r)
{
    char path[FILES_PATH_SIZE], err[FILE_PROBLEM_TEXT_SIZE];
    FileProblem why;
    Training t;
    training_path(files->data_dir, path, sizeof path);
    if (training_load(path, &t, &why) != 0)
        cli_error(_("stats: %s"), words_file_problem(&why, err, sizeof err));
    else if (t.damaged > 0)
        cli_error(P_("%s: %d damaged line skipped", "%s: %d damaged lines skipped", t.damaged), path, t.damaged);
    training_count(&t, r->player, training_today(), &r->exercises);
    training_free(&t);
}

/* part "drills" (issue 17): a damaged or unreadable drills.txt is said and
 * counts as no progress; the rest of the report stands. */
static void read_drills(const char *data_dir, DrillProgress *p)
{
    char path[FILES_PATH_SIZE], err[FILE_PROBLEM_TEXT_SIZE];
    FileProblem why;
    drill_progress_path(data_dir, path, sizeof path);
    if (!drill_progress_read(path, p, &why)) {
        cli_error(_("stats: %s"), words_file_problem(&why, err, sizeof err));
        memset(p, 0, sizeof *p);
    }
}

int cmd_stats(int argc, char **argv)
{
    StatsOptions o;
    if (!parse_options(argc, argv, &o))
        return EXIT_USAGE;
    Files files;
    if (!files_init(&files)) {
        cli_error("%s", _("stats: no data directory (neither XDG_DATA_HOME nor HOME is set)"));
        return 1;
    }
    Report r;
    char err[FILE_PROBLEM_TEXT_SIZE];
    FileProblem why;
    memset(&r, 0, sizeof r);
    r.player = o.name;
    r.data_dir = files.data_dir;
    archive_path(files.data_dir, r.path, sizeof r.path);
    if (archive_read(r.path, &r.archive, &why) != 0) {
        cli_error(_("stats: %s"), words_file_problem(&why, err, sizeof err));
        return 1;
    }
    report_damage(&r);
    count_exercises(&files, &r);
    read_drills(files.data_dir, &r.drills);
    stats_count(&r.archive, r.player, &r.stats);
    int status = 0;
    if (!rating_history(&r.archive, r.player, level_elo, &r.history)) {
        cli_error("%s", _("stats: out of memory"));
        status = 1;
    } else if (o.json) {
        print_json(&r);
    } else {
        print_text(&r);
        cli_puzzle_stats(r.data_dir, false, utf8_locale());
    }
    rating_history_free(&r.history);
    archive_free(&r.archive);
    return status;
}
