/*
 * ui_drill.c - part "drillui": the endgame drills in the game, and the
 * endgame databases built in the background (ui_drill.h, docs/ui.md
 * "Drills", docs/drills.md).
 *
 * A drill is played on a game of its own (DrillAttempt): the game in
 * progress waits, paused, and is never touched, nor the archive or the
 * rating.  Only drills.txt records the attempt.
 */
#include "ui_drill.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "drill.h"
#include "egdb_job.h"
#include "intl.h"
#include "words_files.h"
#include "notation.h"
#include "numparse.h"
#include "search_limits.h"
#include "ui_keys.h"
#include "ui_message.h"
#include "ui_open.h"
#include "ui_paint.h"
#include "ui_text.h"
#include "words_drill.h"
#include "words_move.h"

enum { BAR_CELLS = 20, PANEL_BAR_CELLS = 10, MAX_SEED = 2147483647 };

/* Test hooks (docs/ui.md, "Drills"): the first position's seed, and a
 * smaller set to build, so that a scenario runs in seconds. */
#define SEED_VARIABLE "DAMA_DRILL_SEED"
#define PIECES_VARIABLE "DAMA_EGDB_BUILD_PIECES"

typedef enum {
    DRILL_LINE_TITLE,     /* the page's or the panel's first line */
    DRILL_LINE_TEXT,
    DRILL_LINE_CHOSEN,    /* the drill the cursor is on */
    DRILL_LINE_GOOD,      /* passed, won */
    DRILL_LINE_BAD,       /* failed, a problem */
    DRILL_LINE_DIM        /* the keys */
} DrillLineStyle;

/* What a page too short for all its lines leaves out first (part
 * "layouts"): the blank lines and the ladder's introduction, then the
 * ladder's rows far from the one chosen, then the chosen drill's lesson. */
typedef enum {
    DRILL_KEEP,
    DRILL_SPARE_FIRST,
    DRILL_LADDER_ROW,
    DRILL_SPARE_LATER
} DrillLineKeep;

typedef struct DrillLine {
    DrillLineStyle style;
    DrillLineKeep keep;
    int drill;   /* a ladder row's drill, else 0 */
    char text[UI_DRILL_LINE_SIZE];
} DrillLine;

/* The list (MODE_DRILL_LIST) or a drill on the board (MODE_DRILL). */
struct UiDrill {
    int chosen;                        /* 1..DRILL_COUNT */
    DrillProgress progress;
    bool progress_read;                /* false: drills.txt could not be read (progress_err) */
    char progress_err[UI_MESSAGE_SIZE];
    bool was_paused, was_flipped;

    /* The drill on the board. */
    bool attempt_live;
    DrillAttempt attempt;
    int seed;                          /* of the next position (each takes the one after) */
    int attempt_seed;                  /* of the position on the board */
    Move reply;
    bool have_reply;

    /* The build. */
    EgdbJob *job;
    char egdb_dir[UI_PATH_SIZE];       /* "" when there is nowhere to build */
    int build_pieces;
    bool end_said;                     /* the build's end was handled */
    Egdb *built;                       /* finished, waiting for the engine to be idle */
    bool offer_pending;                /* ask at the first calm moment (CONFIRM_EGDB_BUILD) */
};

/* ------------------------------------------------------------------ */
/* Set-up                                                              */

static int env_int(const char *name, int min, int max, int fallback)
{
    const char *s = getenv(name);
    int v;
    return s != NULL && parse_int(s, min, max, &v) ? v : fallback;
}

static int random_seed(void)
{
    return (int)(((unsigned)time(NULL) ^ ((unsigned)getpid() << 16)) % (unsigned)MAX_SEED);
}

/* The engine plays at full strength against a person. */
static bool full_strength(const Session *s)
{
    if (session_two_players(s) || session_watching(s))
        return false;
    int engine = 1 - session_human_side(s);
    return s->players[engine].kind == PLAYER_ENGINE && s->players[engine].level == MAX_LEVEL;
}

void ui_drill_init(Ui *ui, const char *egdb_dir)
{
    UiDrill *d = calloc(1, sizeof *d);
    if (d == NULL)
        return;   /* ui_drill_open says so */
    ui->drill = d;
    d->chosen = 1;
    d->seed = env_int(SEED_VARIABLE, 0, MAX_SEED, random_seed());
    d->build_pieces = env_int(PIECES_VARIABLE, 2, UI_DRILL_BUILD_PIECES, UI_DRILL_BUILD_PIECES);
    if (egdb_dir != NULL)
        snprintf(d->egdb_dir, sizeof d->egdb_dir, "%s", egdb_dir);
    else if (!files_egdb_dir(&ui->session.files, d->egdb_dir, sizeof d->egdb_dir))
        d->egdb_dir[0] = '\0';
    d->offer_pending = full_strength(&ui->session) && ui->session.egdb == NULL && d->egdb_dir[0] != '\0' &&
                       !ui->review.settings.egdb_offer_declined;
}

static void end_attempt(UiDrill *d)
{
    if (d->attempt_live)
        drill_attempt_free(&d->attempt);
    d->attempt_live = false;
    d->have_reply = false;
}

void ui_drill_free(Ui *ui)
{
    UiDrill *d = ui->drill;
    if (d == NULL)
        return;
    end_attempt(d);
    egdb_job_free(d->job);   /* a build still running is cancelled; its finished tables stay */
    egdb_close(d->built);
    free(d);
    ui->drill = NULL;
}

/* ------------------------------------------------------------------ */
/* The build                                                           */

static bool build_running(const UiDrill *d)
{
    if (d->job == NULL)
        return false;
    EgdbJobProgress p;
    egdb_job_progress(d->job, &p);
    return p.state == EGDB_JOB_RUNNING;
}

static void start_build(Ui *ui)
{
    UiDrill *d = ui->drill;
    char err[FILE_PROBLEM_TEXT_SIZE];
    if (build_running(d)) {
        ui_message(ui, NOTE_INFO, "%s", _("The endgame databases are being built already."));
        return;
    }
    if (d->egdb_dir[0] == '\0') {
        ui_message(ui, NOTE_ERROR, "%s", _("No home directory: the endgame databases cannot be built."));
        return;
    }
    if (d->job == NULL && (d->job = egdb_job_new()) == NULL) {
        ui_message(ui, NOTE_ERROR, "%s", _("Out of memory: the endgame databases cannot be built."));
        return;
    }
    FileProblem why;
    if (!egdb_job_start(d->job, d->egdb_dir, d->build_pieces, &why)) {
        ui_message(ui, NOTE_ERROR, _("The endgame databases cannot be built: %s"),
                   words_file_problem(&why, err, sizeof err));
        return;
    }
    d->end_said = false;
    ui_message(ui, NOTE_INFO,
               P_("Building the endgame databases of %d piece in the background: the game goes on meanwhile.",
                  "Building the endgame databases of %d pieces in the background: the game goes on meanwhile.",
                  d->build_pieces),
               d->build_pieces);
}

static void cancel_build(Ui *ui)
{
    UiDrill *d = ui->drill;
    if (!build_running(d)) {
        ui_message(ui, NOTE_INFO, "%s", _("No build of the endgame databases is running."));
        return;
    }
    egdb_job_cancel(d->job);
    ui_message(ui, NOTE_INFO, "%s", _("The build is cancelled; the tables finished so far are kept for the next one."));
}

/* The build has ended: say how; a finished set waits for the engine. */
static void follow_build(Ui *ui)
{
    UiDrill *d = ui->drill;
    EgdbJobProgress p;
    if (d->job == NULL || d->end_said)
        return;
    egdb_job_progress(d->job, &p);
    if (p.state == EGDB_JOB_RUNNING || p.state == EGDB_JOB_IDLE)
        return;
    d->end_said = true;
    FileProblem why;
    char err[FILE_PROBLEM_TEXT_SIZE];
    if (p.state == EGDB_JOB_FAILED)
        ui_message(ui, NOTE_ERROR, _("The build of the endgame databases failed: %s"),
                   words_file_problem(&p.why, err, sizeof err));
    else if (p.state == EGDB_JOB_DONE && (d->built = egdb_job_open(d->job, &why)) == NULL)
        ui_message(ui, NOTE_ERROR, _("The endgame databases were built but cannot be opened: %s"),
                   words_file_problem(&why, err, sizeof err));
}

/* The finished set becomes the engine's (and the drills') as soon as the
 * engine does not search. */
static void adopt_built(Ui *ui)
{
    UiDrill *d = ui->drill;
    if (d->built == NULL || !session_adopt_egdb(&ui->session, d->built))
        return;
    int pieces = egdb_pieces(d->built);
    d->built = NULL;
    if (ui->review.analysis != NULL)
        analysis_job_set_egdb(ui->review.analysis, ui->session.egdb);
    ui_message(ui, NOTE_GOOD,
               P_("The endgame databases of %d piece are built: the engine and the drills use them now.",
                  "The endgame databases of %d pieces are built: the engine and the drills use them now.", pieces),
               pieces);
}

void ui_drill_poll(Ui *ui)
{
    UiDrill *d = ui->drill;
    if (d == NULL)
        return;
    if (d->offer_pending && ui->mode == MODE_PLAY) {
        d->offer_pending = false;
        ui_ask(ui, CONFIRM_EGDB_BUILD);
    }
    follow_build(ui);
    adopt_built(ui);
}

void ui_drill_answer_offer(Ui *ui, bool yes)
{
    if (ui->drill == NULL)
        return;
    if (yes) {
        start_build(ui);
        return;
    }
    FileProblem why;
    char err[FILE_PROBLEM_TEXT_SIZE];
    ui->review.settings.egdb_offer_declined = true;
    if (settings_save(&ui->session.files, &ui->review.settings, &why))
        ui_message(ui, NOTE_INFO, "%s",
                   _("The endgame databases will not be offered again: k builds them from the drills, or 'dama egdb "
                     "build'."));
    else
        ui_message(ui, NOTE_ERROR, _("The refusal is not remembered: %s"), words_file_problem(&why, err, sizeof err));
}

int ui_drill_offer_lines(const char *lines[], int max)
{
    const char *all[] = {_("The engine plays at full strength without the endgame databases."),
                         _("Build the 5-piece set now (about a minute and a half)?"),
                         _("It is built in the background: you can play meanwhile."), "",
                         _("y build    n no, and do not ask again")};
    int n = 0;
    for (; n < max && n < (int)(sizeof all / sizeof all[0]); n++)
        lines[n] = all[n];
    return n;
}

static void format_left(int64_t ms, char *buf, size_t size)
{
    long s = (long)((ms + 999) / 1000);
    snprintf(buf, size, "%ld:%02ld", s / 60, s % 60);
}

/* The bar of the build's share done, cells wide: "[#####.....]". */
static void format_bar(int permille, int cells, char *buf, size_t size)
{
    int filled = permille * cells / 1000, n = 0;
    n += snprintf(buf + n, size - (size_t)n, "[");
    for (int i = 0; i < cells && (size_t)n + 2 < size; i++)
        buf[n++] = i < filled ? '#' : '.';
    snprintf(buf + n, size - (size_t)n, "]");
}

/* The build running: its facts; false when none runs. */
static bool running_progress(const UiDrill *d, EgdbJobProgress *p)
{
    if (d == NULL || d->job == NULL)
        return false;
    egdb_job_progress(d->job, p);
    return p->state == EGDB_JOB_RUNNING;
}

/* The drills' page: "Building the endgame databases of 5 pieces:
 * [#####...............] 25%, 1:10 left." */
static bool progress_sentence(const UiDrill *d, char *buf, size_t size)
{
    EgdbJobProgress p;
    char bar[BAR_CELLS + 3], left[32];
    if (!running_progress(d, &p))
        return false;
    format_bar(p.permille, BAR_CELLS, bar, sizeof bar);
    if (p.left_ms < 0) {
        snprintf(buf, size,
                 P_("Building the endgame databases of %d piece: %s %d%%.",
                    "Building the endgame databases of %d pieces: %s %d%%.", p.pieces),
                 p.pieces, bar, p.permille / 10);
    } else {
        format_left(p.left_ms, left, sizeof left);
        snprintf(buf, size,
                 P_("Building the endgame databases of %d piece: %s %d%%, %s left.",
                    "Building the endgame databases of %d pieces: %s %d%%, %s left.", p.pieces),
                 p.pieces, bar, p.permille / 10, left);
    }
    return true;
}

/* The board's narrow panel: "Endgame databases: [##........] 25%, 1:10 left." */
bool ui_drill_build_line(const Ui *ui, char *buf, size_t size)
{
    EgdbJobProgress p;
    char bar[PANEL_BAR_CELLS + 3], left[32];
    if (!running_progress(ui->drill, &p))
        return false;
    format_bar(p.permille, PANEL_BAR_CELLS, bar, sizeof bar);
    if (p.left_ms < 0) {
        snprintf(buf, size, _("Endgame databases: %s %d%%."), bar, p.permille / 10);
    } else {
        format_left(p.left_ms, left, sizeof left);
        snprintf(buf, size, _("Endgame databases: %s %d%%, %s left."), bar, p.permille / 10, left);
    }
    return true;
}

/* ------------------------------------------------------------------ */
/* Opening, leaving                                                    */

static void read_progress(Ui *ui)
{
    UiDrill *d = ui->drill;
    char path[UI_PATH_SIZE];
    d->progress_read = false;
    d->progress_err[0] = '\0';
    memset(&d->progress, 0, sizeof d->progress);
    if (ui->session.files.data_dir[0] == '\0')
        return;
    drill_progress_path(ui->session.files.data_dir, path, sizeof path);
    FileProblem why;
    d->progress_read = drill_progress_read(path, &d->progress, &why);
    if (!d->progress_read)
        words_file_problem(&why, d->progress_err, sizeof d->progress_err);
}

void ui_drill_open(Ui *ui)
{
    UiDrill *d = ui->drill;
    if (d == NULL) {
        ui_message(ui, NOTE_ERROR, "%s", _("Out of memory: no drills."));
        return;
    }
    read_progress(ui);
    d->was_paused = ui->session.paused;
    d->was_flipped = ui->flipped;
    session_pause(&ui->session, true);
    ui->mode = MODE_DRILL_LIST;
    ui->prompt[0] = '\0';
    ui->selected = -1;
    ui->cursor_on = false;
    ui_message(ui, NOTE_INFO, "%s", _("Choose a drill: Up and Down, or its number; Enter plays it."));
}

static void leave(Ui *ui)
{
    UiDrill *d = ui->drill;
    end_attempt(d);
    ui_open_board(ui);
    ui->prompt[0] = '\0';
    ui->flipped = d->was_flipped;
    session_pause(&ui->session, d->was_paused);
    ui_message(ui, NOTE_INFO, "%s", _("Back to the game."));
}

static void back_to_list(Ui *ui)
{
    UiDrill *d = ui->drill;
    end_attempt(d);
    ui->mode = MODE_DRILL_LIST;
    ui->prompt[0] = '\0';
    ui->flipped = d->was_flipped;
    read_progress(ui);
    ui_message(ui, NOTE_INFO, "%s", _("Choose a drill: Up and Down, or its number; Enter plays it."));
}

/* ------------------------------------------------------------------ */
/* A drill                                                             */

static bool covered(const Ui *ui, const DrillSpec *s)
{
    return ui->session.egdb != NULL && egdb_pieces(ui->session.egdb) >= drill_pieces(s);
}

static void say_missing(Ui *ui, const DrillSpec *s)
{
    const UiDrill *d = ui->drill;
    if (build_running(d))
        ui_message(ui, NOTE_INFO, _("Drill %d needs the endgame databases of %d pieces: they are being built."),
                   s->number, drill_pieces(s));
    else if (drill_pieces(s) <= d->build_pieces)
        ui_message(ui, NOTE_ERROR, _("Drill %d needs the endgame databases of %d pieces: press b to build them."),
                   s->number, drill_pieces(s));
    else
        ui_message(ui, NOTE_ERROR,
                   _("Drill %d needs the endgame databases of %d pieces: build them with 'dama egdb build --pieces "
                     "%d'."),
                   s->number, drill_pieces(s), drill_pieces(s));
}

static void start_drill(Ui *ui)
{
    UiDrill *d = ui->drill;
    const DrillSpec *s = drill_spec(d->chosen);
    if (!covered(ui, s)) {
        say_missing(ui, s);
        return;
    }
    Position start;
    int plies;
    if (drill_pick(ui->session.egdb, s, (uint64_t)d->seed, &start, &plies) != DRILL_PICKED) {
        ui_message(ui, NOTE_ERROR, _("drill %d: no won position was found with seed %d."), s->number, d->seed);
        d->seed = d->seed < MAX_SEED ? d->seed + 1 : 0;
        return;
    }
    d->attempt_seed = d->seed;
    d->seed = d->seed < MAX_SEED ? d->seed + 1 : 0;
    end_attempt(d);
    drill_attempt_start(&d->attempt, ui->session.egdb, &start);
    d->attempt_live = true;
    ui->mode = MODE_DRILL;
    ui->prompt[0] = '\0';
    ui->flipped = start.side == BLACK;
    ui_message(ui, NOTE_INFO, "%s", words_drill_player(start.side, d->attempt.goal));
}

/* A finished attempt goes into drills.txt; false with why in err. */
static bool record(Ui *ui, char *err, size_t size)
{
    UiDrill *d = ui->drill;
    const Files *files = &ui->session.files;
    char path[UI_PATH_SIZE];
    if (files->data_dir[0] == '\0') {
        snprintf(err, size, "%s", _("No home directory."));
        return false;
    }
    FileProblem why;
    drill_progress_path(files->data_dir, path, sizeof path);
    DrillProgress p;
    bool ok = files_ensure_dir(files, &why) && drill_progress_read(path, &p, &why);
    if (ok) {
        drill_progress_record(&p, d->chosen, &d->attempt);
        ok = drill_progress_write(path, &p, &why);
    }
    if (!ok)
        words_file_problem(&why, err, size);
    return ok;
}

static void finish(Ui *ui)
{
    UiDrill *d = ui->drill;
    char verdict[UI_MESSAGE_SIZE], err[UI_PATH_SIZE + FILES_ERR_SIZE] = "";
    words_drill_verdict(&d->attempt, verdict, sizeof verdict);
    bool won = d->attempt.verdict == DRILL_WON || d->attempt.verdict == DRILL_HELD;   /* passed */
    if (d->attempt.verdict != DRILL_DATABASE_FAILED && !record(ui, err, sizeof err))
        ui_message(ui, NOTE_ERROR, _("%s The attempt is not recorded: %s"), verdict, err);
    else
        ui_message(ui, won ? NOTE_GOOD : NOTE_ERROR, "%s %s", verdict,
                   _("Enter: another position.  Esc: back to the drills."));
}

static void play_typed(Ui *ui)
{
    UiDrill *d = ui->drill;
    Move m;
    MoveRefusal why;
    if (ui->prompt[0] == '\0')
        return;
    if (move_parse_why(&d->attempt.game.pos, ui->prompt, true, &m, &why) != PARSE_OK) {
        char said[UI_MESSAGE_SIZE];
        ui_message(ui, NOTE_ERROR, "%s", words_refused_move(ui->prompt, &why, said, sizeof said));
        ui->prompt[0] = '\0';
        return;
    }
    ui->prompt[0] = '\0';
    bool replied;
    drill_attempt_play(&d->attempt, &m, &d->reply, &replied);
    d->have_reply = replied;
    if (d->attempt.verdict != DRILL_PLAYING) {
        finish(ui);
        return;
    }
    char reply[MOVE_STRSIZE];
    ui_message(ui, NOTE_INFO, _("The defence answers %s."), move_format(&d->reply, reply, sizeof reply));
}

/* The moves are typed: digits, '-' and 'x' (while the attempt goes on). */
bool ui_drill_types(Ui *ui, int key, const UiKeyBinding *b)
{
    (void)b;
    if (ui->drill->attempt.verdict != DRILL_PLAYING || key <= 0 || key >= 128 || strchr("0123456789-x", key) == NULL)
        return false;
    append_char(ui->prompt, sizeof ui->prompt, key);
    return true;
}

/* Once the attempt is over only Enter, Space, flipping and leaving do
 * anything. */
bool ui_drill_command(Ui *ui, UiCommand command, int key)
{
    (void)key;
    bool over = ui->drill->attempt.verdict != DRILL_PLAYING;
    switch (command) {
    case CMD_DRILL_BACK: back_to_list(ui); return true;
    case CMD_DRILL_ENTER:
        if (over)
            start_drill(ui);
        else
            play_typed(ui);
        return true;
    case CMD_DRILL_AGAIN:
        if (over)
            start_drill(ui);
        return true;
    case CMD_BACKSPACE:
        if (!over)
            delete_last_char(ui->prompt);
        return true;
    case CMD_FLIP: ui->flipped = !ui->flipped; return true;
    default: return false;
    }
}

bool ui_drill_list_command(Ui *ui, UiCommand command, int key)
{
    UiDrill *d = ui->drill;
    switch (command) {
    case CMD_DRILL_LEAVE: leave(ui); return true;
    case CMD_DRILL_UP: d->chosen = d->chosen > 1 ? d->chosen - 1 : DRILL_COUNT; return true;
    case CMD_DRILL_DOWN: d->chosen = d->chosen < DRILL_COUNT ? d->chosen + 1 : 1; return true;
    case CMD_DRILL_NUMBER:
        if (drill_spec(key - '0') != NULL)
            d->chosen = key - '0';
        return true;
    case CMD_DRILL_PLAY: start_drill(ui); return true;
    case CMD_DRILL_BUILD: start_build(ui); return true;
    case CMD_DRILL_CANCEL: cancel_build(ui); return true;
    default: return false;
    }
}

const Position *ui_drill_position(const Ui *ui)
{
    return &ui->drill->attempt.game.pos;
}

/* The defender's last reply. */
void ui_drill_marks(const Ui *ui, BoardMarks *mk)
{
    const UiDrill *d = ui->drill;
    if (d->attempt_live && d->have_reply) {
        mk->last = move_squares(&d->reply);
        mk->last_captured = d->reply.captured;
    }
}

/* ------------------------------------------------------------------ */
/* The lines                                                           */

typedef struct Lines {
    DrillLine *at;
    int n, max;
} Lines;

static void add(Lines *l, DrillLineStyle style, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
static void add(Lines *l, DrillLineStyle style, const char *fmt, ...)
{
    if (l->n >= l->max)
        return;
    DrillLine *line = &l->at[l->n++];
    line->style = style;
    line->drill = 0;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(line->text, sizeof line->text, fmt, ap);
    va_end(ap);
    line->keep = line->text[0] == '\0' ? DRILL_SPARE_FIRST : DRILL_KEEP;
}

/* The line added last is one a short page may leave out. */
static void spare_last(Lines *l, DrillLineKeep keep, int drill)
{
    if (l->n > 0) {
        l->at[l->n - 1].keep = keep;
        l->at[l->n - 1].drill = drill;
    }
}

/* "Passed: your best win took 9 moves. The shortest win was 7 moves." */
static void record_text(const UiDrill *d, int number, char *buf, size_t size)
{
    const DrillRecord *r = &d->progress.drills[number];
    char best[160], shortest[160];
    if (r->passed > 0 && r->best_moves == 0) {   /* part "fold": only a draw held (part "named") */
        snprintf(buf, size, "%s", _("Passed."));
    } else if (r->passed > 0) {
        snprintf(best, sizeof best, P_("Passed: your best win took %d move.", "Passed: your best win took %d moves.",
                                       r->best_moves),
                 r->best_moves);
        snprintf(shortest, sizeof shortest,
                 P_("The shortest win was %d move.", "The shortest win was %d moves.", r->best_shortest),
                 r->best_shortest);
        snprintf(buf, size, "%s %s", best, shortest);
    } else if (r->attempts > 0) {
        snprintf(buf, size, P_("Not passed yet: %d attempt.", "Not passed yet: %d attempts.", r->attempts),
                 r->attempts);
    } else {
        snprintf(buf, size, "%s", _("Not tried yet."));
    }
}

/* One line a drill: its number, its name, whether it was passed. */
static void drill_row(const Ui *ui, Lines *l, int number)
{
    const UiDrill *d = ui->drill;
    char status[UI_DRILL_LINE_SIZE];
    record_text(d, number, status, sizeof status);
    DrillLineStyle style = number == d->chosen ? DRILL_LINE_CHOSEN
                         : d->progress.drills[number].passed > 0 ? DRILL_LINE_GOOD
                                                                 : DRILL_LINE_TEXT;
    add(l, style, "%s %d. %s  %s", number == d->chosen ? ">" : " ", number, words_drill_name(number), status);
    spare_last(l, DRILL_LADDER_ROW, number);
}

static void needs_line(const Ui *ui, Lines *l, int number)
{
    const DrillSpec *s = drill_spec(number);
    if (!covered(ui, s))
        add(l, DRILL_LINE_BAD,
            P_("It needs the endgame databases of %d piece.", "It needs the endgame databases of %d pieces.",
               drill_pieces(s)),
            drill_pieces(s));
}

/* The databases' build: its progress, and on the ladder (where b and c
 * are keys; on the board they are not) how to start or cancel it. */
static void build_lines(const Ui *ui, Lines *l, bool with_keys)
{
    const UiDrill *d = ui->drill;
    char progress[UI_DRILL_LINE_SIZE];
    bool missing = false;
    for (int n = 1; n <= DRILL_COUNT; n++)
        missing |= !covered(ui, drill_spec(n)) && drill_pieces(drill_spec(n)) <= d->build_pieces;
    if (progress_sentence(d, progress, sizeof progress)) {
        add(l, DRILL_LINE_TITLE, "%s", progress);
        if (with_keys)
            add(l, DRILL_LINE_DIM, "%s", _("c: cancel the build.  The drills and the game stay usable meanwhile."));
    } else if (missing && with_keys) {
        add(l, DRILL_LINE_DIM,
            P_("b: build the endgame databases of %d piece in the background.",
               "b: build the endgame databases of %d pieces in the background.", d->build_pieces),
            d->build_pieces);
    }
}

static void list_lines(const Ui *ui, Lines *l)
{
    const UiDrill *d = ui->drill;
    add(l, DRILL_LINE_TITLE, "%s", _("Endgame drills: the federation's ladder"));
    add(l, DRILL_LINE_TEXT, "%s",
        _("Each drill is a won position drawn from the endgame databases. Win it against their best defence "
          "within the 50-move rule."));
    spare_last(l, DRILL_SPARE_FIRST, 0);
    if (!d->progress_read && d->progress_err[0] != '\0')
        add(l, DRILL_LINE_BAD, _("Your progress cannot be read: %s"), d->progress_err);
    add(l, DRILL_LINE_TEXT, "%s", "");
    for (int n = 1; n <= DRILL_COUNT; n++)
        drill_row(ui, l, n);
    add(l, DRILL_LINE_DIM, "%s", _("Up, Down or a number: choose.  Enter: play it.  Esc: back to the game."));
    build_lines(ui, l, true);
    add(l, DRILL_LINE_TEXT, "%s", "");
    add(l, DRILL_LINE_TITLE, _("Drill %d: %s."), d->chosen, words_drill_name(d->chosen));
    needs_line(ui, l, d->chosen);
    add(l, DRILL_LINE_TEXT, "%s", words_drill_teaches(d->chosen));
    spare_last(l, DRILL_SPARE_LATER, 0);
    add(l, DRILL_LINE_TEXT, "%s", words_drill_how(d->chosen));
    spare_last(l, DRILL_SPARE_LATER, 0);
}

static void play_lines(const Ui *ui, Lines *l)
{
    const UiDrill *d = ui->drill;
    const DrillAttempt *a = &d->attempt;
    char text[UI_DRILL_LINE_SIZE];
    add(l, DRILL_LINE_TITLE, _("Drill %d: %s."), d->chosen, words_drill_name(d->chosen));
    if (a->verdict != DRILL_PLAYING) {
        add(l, a->verdict == DRILL_WON ? DRILL_LINE_GOOD : DRILL_LINE_BAD, "%s",
            words_drill_verdict(a, text, sizeof text));
        add(l, DRILL_LINE_DIM, "%s", _("Enter: another position.  Esc: back to the drills."));
    } else {
        add(l, DRILL_LINE_DIM, "%s", _("Type your move, then Enter.  Esc: back to the drills."));
    }
    if (a->goal == DRILL_GOAL_WIN)   /* part "fold": a draw to hold has no win to count (part "named") */
        add(l, DRILL_LINE_TEXT, P_("The databases win it in %d move.", "The databases win it in %d moves.", a->shortest),
            a->shortest);
    add(l, DRILL_LINE_TEXT, P_("You have played %d move.", "You have played %d moves.", a->player_moves),
        a->player_moves);
    int quiet = a->game.quiet_plies / 2;
    add(l, quiet >= 40 ? DRILL_LINE_BAD : DRILL_LINE_TEXT,
        P_("%d move without a capture or a man's move (50 are a draw).",
           "%d moves without a capture or a man's move (50 are a draw).", quiet),
        quiet);
    build_lines(ui, l, false);
    add(l, DRILL_LINE_TEXT, "%s", words_drill_teaches(d->chosen));
    add(l, DRILL_LINE_TEXT, "%s", words_drill_how(d->chosen));
    int seed = d->attempt_seed;
    add(l, DRILL_LINE_DIM, _("Seed %d: 'dama drill %d --seed %d' shows this position again."), seed, d->chosen, seed);
}

/* ------------------------------------------------------------------ */
/* The painters                                                        */

static attr_t line_attr(const Ui *ui, DrillLineStyle style)
{
    switch (style) {
    case DRILL_LINE_TITLE: return ui_pair(ui, PAIR_ACCENT) | A_BOLD;
    case DRILL_LINE_CHOSEN: return A_REVERSE | A_BOLD;
    case DRILL_LINE_GOOD: return ui_pair(ui, PAIR_GOOD);
    case DRILL_LINE_BAD: return ui_pair(ui, PAIR_ERROR);
    case DRILL_LINE_DIM: return ui_pair(ui, PAIR_DIM);
    case DRILL_LINE_TEXT: return A_NORMAL;
    }
    return A_NORMAL;
}

static int line_rows(const DrillLine *line, int w) { return ui_wrapped_lines(line->text, w); }

/* Leaves out lines of that kind (ladder rows: the farthest from the one
 * chosen first, down to `rows_kept`) while the page needs more rows than
 * it has. */
static void leave_out(const Ui *ui, Lines *l, bool *shown, int *need, int room, int w, DrillLineKeep keep,
                      int rows_kept)
{
    for (;;) {
        int pick = -1, ladder = 0;
        for (int i = 0; i < l->n; i++) {
            if (!shown[i] || l->at[i].keep != keep)
                continue;
            ladder++;
            int far = abs(l->at[i].drill - ui->drill->chosen);
            if (pick < 0 || keep != DRILL_LADDER_ROW || far >= abs(l->at[pick].drill - ui->drill->chosen))
                pick = i;
        }
        if (*need <= room || pick < 0 || (keep == DRILL_LADDER_ROW && ladder <= rows_kept))
            return;
        shown[pick] = false;
        *need -= line_rows(&l->at[pick], w);
    }
}

/* The ladder, and the message line at the foot.  A short terminal leaves
 * lines out rather than the keys and the chosen drill's needs. */
void ui_drill_list_paint(const Ui *ui)
{
    DrillLine lines[UI_DRILL_LINES];
    Lines l = {lines, 0, UI_DRILL_LINES};
    list_lines(ui, &l);
    erase();
    draw_title(ui);
    int x = 2, w = COLS - 4, y = 2, foot = LINES - 3;
    bool shown[UI_DRILL_LINES];
    int need = 0;
    for (int i = 0; i < l.n; i++) {
        shown[i] = true;
        need += line_rows(&lines[i], w);
    }
    leave_out(ui, &l, shown, &need, foot - y, w, DRILL_SPARE_FIRST, 0);
    leave_out(ui, &l, shown, &need, foot - y, w, DRILL_LADDER_ROW, 3);
    leave_out(ui, &l, shown, &need, foot - y, w, DRILL_SPARE_LATER, 0);
    leave_out(ui, &l, shown, &need, foot - y, w, DRILL_LADDER_ROW, 1);
    for (int i = 0; i < l.n && y < foot; i++)
        if (shown[i])
            y += lines[i].text[0] == '\0' ? 1 : put_wrapped(y, x, w, foot - y, line_attr(ui, lines[i].style), lines[i].text);
    attr_t a = ui->message_kind == NOTE_ERROR ? ui_pair(ui, PAIR_ERROR) | A_BOLD
               : ui->message_kind == NOTE_GOOD ? ui_pair(ui, PAIR_GOOD) | A_BOLD
                                               : A_NORMAL;
    put_wrapped(LINES - 3, x, w, 3, a, ui->message);
}

/* The drill on the board, and the databases' build. */
void ui_drill_panel(const Ui *ui)
{
    DrillLine lines[UI_DRILL_LINES];
    Lines l = {lines, 0, UI_DRILL_LINES};
    play_lines(ui, &l);
    PanelCursor pc = panel_cursor(ui);
    for (int i = 0; i < l.n && pc.y < pc.bottom; i++)
        pc.y += put_wrapped(pc.y, pc.x, pc.w, pc.bottom - pc.y, line_attr(ui, lines[i].style), lines[i].text);
}

void ui_drill_prompt(const Ui *ui, int y, int x, int w) { draw_typed_prompt(ui, y, x, w, _("Your move: ")); }
