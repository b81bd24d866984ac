/*
 * ui.c - `dama play`: the command line, the terminal's life cycle, signals,
 * the main loop and the game flow (who moves, undo/redo, hints, draw offers,
 * the end of the game).  Painting lives in ui_draw.c, keys in ui_input.c.
 */
#include <curses.h>
#include <locale.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "cli.h"
#include "fen.h"
#include "ui.h"

enum {
    KEY_POLL_MS = 100,        /* getch timeout: how soon a signal or a result is noticed */
    KEY_POLL_THINKING_MS = 40,
    HINT_MOVETIME_MS = 1000,
    DRAW_MOVETIME_MS = 500,
    /* An engine reply faster than this waits for it, so that the player
     * sees their own move land before the answer comes. */
    MIN_REPLY_MS = 400,
    /* The engine accepts a draw when its score is at most this (a fifth of a man). */
    DRAW_ACCEPT_MAX_SCORE = 20
};

/* The one file-level variable: a signal handler gets no context pointer. */
static volatile sig_atomic_t pending_signal;

static void on_signal(int sig) { pending_signal = sig; }

/* No SA_RESTART: the signal interrupts getch(), and the loop (which also
 * wakes every KEY_POLL_MS) sees the flag, saves and restores the terminal. */
static void install_signal_handlers(void)
{
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = on_signal;
    sigemptyset(&sa.sa_mask);
    sa.sa_flags = 0;
    sigaction(SIGINT, &sa, NULL);
    sigaction(SIGTERM, &sa, NULL);
    sigaction(SIGHUP, &sa, NULL);
    /* Ctrl-\ too: no key may kill the game without restoring the terminal. */
    sigaction(SIGQUIT, &sa, NULL);
}

/* ------------------------------------------------------------------ */
/* Options.                                                           */

typedef struct PlayOptions {
    int human;
    int level;
    int threads;                     /* search threads (level 10 and hints use them) */
    bool human_given, level_given;   /* on the command line, not defaults */
    bool no_color;
    const char *fen;
    const char *load;
} PlayOptions;

static void print_play_usage(void)
{
    printf("Usage: dama [play] [--white|--black] [--level N] [--threads N] [--fen FEN] [--load FILE.pdn]\n"
           "                   [--no-color]\n\n"
           "Play Italian draughts against the engine in the terminal.\n"
           "  --white, --black  the side you play (default White, who moves first)\n"
           "  --level N         engine strength 1 (beginner) .. %d (full strength); default %d\n"
           "  --threads N       search threads at full strength (level 10, hints): 1..%d, default 1\n"
           "  --fen FEN         start from a position, e.g. W:W21-32:B1-12\n"
           "  --load FILE.pdn   continue the first game of a PDN file\n"
           "  --no-color        no colours (also when NO_COLOR is set)\n"
           "Inside the game, press ? for the keys.\n",
           MAX_LEVEL, UI_DEFAULT_LEVEL, MAX_THREADS);
}

/* Returns -1 to go on, or an exit status. */
static int parse_options(int argc, char **argv, PlayOptions *o)
{
    memset(o, 0, sizeof *o);
    o->human = WHITE;
    o->level = UI_DEFAULT_LEVEL;
    o->threads = 1;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (strcmp(a, "--white") == 0 || strcmp(a, "--black") == 0) {
            o->human = strcmp(a, "--white") == 0 ? WHITE : BLACK;
            o->human_given = true;
        } else if (strcmp(a, "--no-color") == 0 || strcmp(a, "--no-colour") == 0) {
            o->no_color = true;
        } else if (strcmp(a, "--help") == 0 || strcmp(a, "-h") == 0) {
            print_play_usage();
            return 0;
        } else if (strcmp(a, "--level") == 0 || strcmp(a, "--threads") == 0 || strcmp(a, "--fen") == 0 ||
                   strcmp(a, "--load") == 0) {
            if (i + 1 >= argc) {
                cli_error("play: %s needs a value (try 'dama play --help')", a);
                return EXIT_USAGE;
            }
            const char *v = argv[++i];
            if (strcmp(a, "--level") == 0) {
                if (!cli_parse_int(v, 1, MAX_LEVEL, &o->level)) {
                    cli_error("play: --level must be a number from 1 to %d, not '%s'", MAX_LEVEL, v);
                    return EXIT_USAGE;
                }
                o->level_given = true;
            } else if (strcmp(a, "--threads") == 0) {
                if (!cli_parse_int(v, 1, MAX_THREADS, &o->threads)) {
                    cli_error("play: --threads must be a number from 1 to %d, not '%s'", MAX_THREADS, v);
                    return EXIT_USAGE;
                }
            } else if (strcmp(a, "--fen") == 0) {
                Position check;
                char err[FEN_ERRSIZE];
                /* A malformed FEN on the command line is a usage error, caught before the screen opens. */
                if (fen_parse(v, &check, err, sizeof err) != 0) {
                    cli_error("play: bad --fen: %s", err);
                    return EXIT_USAGE;
                }
                o->fen = v;
            } else {
                o->load = v;
            }
        } else {
            cli_error("play: unknown option '%s' (try 'dama play --help')", a);
            return EXIT_USAGE;
        }
    }
    if (o->fen != NULL && o->load != NULL) {
        cli_error("play: give --fen or --load, not both");
        return EXIT_USAGE;
    }
    return -1;
}

/* ------------------------------------------------------------------ */
/* Messages and small helpers.                                        */

void ui_message(Ui *ui, MessageKind kind, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(ui->message, sizeof ui->message, fmt, ap);
    va_end(ap);
    ui->message_kind = kind;
}

void ui_say_game_over(Ui *ui)
{
    ui_message(ui, MSG_ERROR, "The game is over: n for a new game, u to take back moves.");
}

static long now_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (long)ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
}

static const char *engine_name(const Ui *ui) { return game_side_name(!ui->human); }

bool ui_engine_turn(const Ui *ui)
{
    return !game_over(&ui->game) && ui->game.pos.side != ui->human;
}

/* How a message about a fresh game ends: who is to move now. */
static const char *turn_note(const Ui *ui)
{
    return ui_engine_turn(ui) ? "The engine starts." : "Your move.";
}

bool ui_game_in_progress(const Ui *ui)
{
    if (game_over(&ui->game))
        return false;
    Position start;
    pos_startpos(&start);
    return ui->game.nplies > 0 || !pos_equal(&ui->game.start, &start);
}

static void clear_selection(Ui *ui)
{
    ui->selected = -1;
    ui->nchoices = 0;
    if (ui->mode == MODE_CHOOSE)
        ui->mode = MODE_PLAY;
}

/* After anything that changed the game: highlights follow the record. */
static void refresh_after_change(Ui *ui)
{
    const Move *last = game_last_move(&ui->game);
    ui->have_last = last != NULL;
    if (last != NULL)
        ui->last = *last;
    ui->have_hint = false;
    ui->prompt[0] = '\0';
    clear_selection(ui);
    if (game_over(&ui->game))
        ui->mode = MODE_GAME_OVER;
    else if (ui->mode == MODE_GAME_OVER)
        ui->mode = MODE_PLAY;
}

/* Stop whatever the engine was doing for the position that is going away. */
static void drop_engine_work(Ui *ui)
{
    ui_engine_forget(&ui->engine);
}

bool ui_play_move(Ui *ui, const Move *m)
{
    /* A hint or a draw question (running or shown) was about the old
     * position; the engine's own last search stays on view. */
    if (ui->engine.info_job == JOB_MOVE)
        ui_engine_cancel(&ui->engine);
    else
        ui_engine_forget(&ui->engine);
    if (!game_play(&ui->game, m))
        return false;
    refresh_after_change(ui);
    return true;
}

/* ------------------------------------------------------------------ */
/* Commands.                                                          */

void ui_submit_prompt(Ui *ui)
{
    char typed[UI_PROMPT_SIZE];
    snprintf(typed, sizeof typed, "%s", ui->prompt);
    ui->prompt[0] = '\0';
    if (game_over(&ui->game)) {
        ui_say_game_over(ui);
        return;
    }
    if (ui_engine_turn(ui)) {
        ui_message(ui, MSG_ERROR, "Wait for %s's move (Enter or space: move now).", engine_name(ui));
        return;
    }
    Move m;
    char err[NOTATION_ERRSIZE];
    if (move_parse(&ui->game.pos, typed, &m, err, sizeof err) != PARSE_OK) {
        /* Name the move typed, unless the reason already begins with it. */
        bool named = strncmp(err, typed, strlen(typed)) == 0;
        ui_message(ui, MSG_ERROR, "%s%s%s", named ? "" : typed, named ? "" : ": ", err);
        return;
    }
    char text[MOVE_STRSIZE];
    move_format(&m, text, sizeof text);
    ui_play_move(ui, &m);
    ui_message(ui, MSG_INFO, "You played %s.", text);
}

void ui_undo(Ui *ui)
{
    if (ui->game.nplies == 0) {
        ui_message(ui, MSG_ERROR, "Nothing to undo.");
        return;
    }
    /* Back to just before the player's last move: that takes back the
     * engine's reply too, or only the player's move when the engine was
     * still thinking or that move ended the game. */
    int target = ui->game.nplies - 1;
    while (target >= 0 && game_ply_side(&ui->game, target) != ui->human)
        target--;
    if (target < 0) {
        ui_message(ui, MSG_ERROR, "You have no move to take back yet.");
        return;
    }
    drop_engine_work(ui);
    while (ui->game.nplies > target)
        game_undo(&ui->game);
    refresh_after_change(ui);
    ui_message(ui, MSG_INFO, "Move taken back (r: redo).");
}

void ui_redo(Ui *ui)
{
    if (ui->game.nredo == 0) {
        ui_message(ui, MSG_ERROR, "Nothing to redo.");
        return;
    }
    drop_engine_work(ui);
    game_redo(&ui->game);
    while (ui->game.pos.side != ui->human && ui->game.nredo > 0 && !game_over(&ui->game))
        game_redo(&ui->game);
    refresh_after_change(ui);
    ui_message(ui, MSG_INFO, "Move replayed.");
}

static bool engine_free_for_a_question(Ui *ui)
{
    if (game_over(&ui->game)) {
        ui_say_game_over(ui);
        return false;
    }
    if (ui_engine_turn(ui)) {
        ui_message(ui, MSG_ERROR, "Wait for %s's move, then ask on your turn.", engine_name(ui));
        return false;
    }
    /* A hint still being worked out gives way to the new question. */
    drop_engine_work(ui);
    return true;
}

void ui_hint(Ui *ui)
{
    if (!engine_free_for_a_question(ui))
        return;
    SearchLimits lim = ui_quick_limits(HINT_MOVETIME_MS);
    if (!ui_engine_start(&ui->engine, JOB_HINT, &ui->game, &lim)) {
        ui_message(ui, MSG_ERROR, "Could not start the engine.");
        return;
    }
    ui_message(ui, MSG_INFO, "Looking for a good move...");
}

void ui_offer_draw(Ui *ui)
{
    if (!engine_free_for_a_question(ui))
        return;
    SearchLimits lim = ui_quick_limits(DRAW_MOVETIME_MS);
    if (!ui_engine_start(&ui->engine, JOB_DRAW_OFFER, &ui->game, &lim)) {
        ui_message(ui, MSG_ERROR, "Could not start the engine.");
        return;
    }
    ui_message(ui, MSG_INFO, "You offer a draw; %s is considering it...", engine_name(ui));
}

void ui_resign(Ui *ui)
{
    drop_engine_work(ui);
    game_resign(&ui->game, ui->human);
    refresh_after_change(ui);
    ui_message(ui, MSG_INFO, "You resigned.");
}

void ui_new_game(Ui *ui, int human, int level, const Position *start)
{
    ui_engine_new_game(&ui->engine);
    game_free(&ui->game);
    game_init(&ui->game, start);
    ui->human = human;
    ui->level = level;
    ui->flipped = human == BLACK;
    refresh_after_change(ui);
    if (!game_over(&ui->game))
        ui->mode = MODE_PLAY;
    ui->cursor_on = false;
    ui_message(ui, MSG_INFO, "New game: you play %s, the engine level %d. %s", game_side_name(human), level,
               turn_note(ui));
}

void ui_open_new_game_dialog(Ui *ui)
{
    ui->new_colour = ui->human;
    ui->new_level = ui->level;
    ui->mode = MODE_NEW_GAME;
}

/* Put a loaded game (already initialised) in place of the current one. */
static void adopt_game(Ui *ui, Game *loaded, int human, int level)
{
    ui_engine_new_game(&ui->engine);
    game_free(&ui->game);
    ui->game = *loaded;
    ui->human = human;
    ui->level = level;
    ui->flipped = human == BLACK;
    ui->mode = MODE_PLAY;
    refresh_after_change(ui);
}

static void finish_save(Ui *ui, const char *path)
{
    char err[UI_MESSAGE_SIZE];
    /* The default path is in the data directory, which may not exist yet;
     * any other directory is the player's business. */
    ui_files_ensure_dir(ui, err, sizeof err);
    if (!ui_save_game(ui, path, err, sizeof err)) {
        ui_message(ui, MSG_ERROR, "Not saved: %s", err);
        return;
    }
    snprintf(ui->last_file, sizeof ui->last_file, "%s", path);
    ui_message(ui, MSG_GOOD, "Saved to %s", path);
}

static void finish_load(Ui *ui, const char *path)
{
    Game loaded;
    int human = ui->human, level = ui->level;
    char err[UI_MESSAGE_SIZE];
    if (!ui_load_game(path, &loaded, &human, &level, err, sizeof err)) {
        ui_message(ui, MSG_ERROR, "Not loaded: %s", err);
        return;
    }
    snprintf(ui->last_file, sizeof ui->last_file, "%s", path);
    adopt_game(ui, &loaded, human, level);
    int plies = ui->game.nplies;
    ui_message(ui, MSG_GOOD, "Loaded %s (%d %s). You play %s.%s", path, plies, plies == 1 ? "ply" : "plies",
               game_side_name(ui->human), game_over(&ui->game) || ui_engine_turn(ui) ? "" : " Your move.");
}

void ui_finish_file_dialog(Ui *ui)
{
    char path[UI_PATH_SIZE];
    ui->mode = MODE_PLAY;
    if (ui->file_input[0] == '\0') {
        ui_message(ui, MSG_ERROR, "No file name given.");
        return;
    }
    ui_expand_path(ui->file_input, path, sizeof path);
    if (ui->file_action == FILE_SAVE)
        finish_save(ui, path);
    else
        finish_load(ui, path);
}

static void answer_resume(Ui *ui, bool yes)
{
    if (!ui->have_resume)
        return;
    ui->have_resume = false;
    if (yes) {
        adopt_game(ui, &ui->resume, ui->resume_human, ui->resume_level);
        ui_message(ui, MSG_GOOD, "Game resumed: you play %s.%s", game_side_name(ui->human),
                   ui_engine_turn(ui) ? "" : " Your move.");
    } else {
        game_free(&ui->resume);
        ui_message(ui, MSG_INFO, "New game: you play %s. %s", game_side_name(ui->human), turn_note(ui));
    }
    ui_autosave_remove(ui);
}

void ui_answer_confirm(Ui *ui, bool yes)
{
    ui->mode = MODE_PLAY;
    switch (ui->confirm) {
    case CONFIRM_QUIT:
        if (yes)
            ui->quit = true;
        else
            ui_message(ui, MSG_INFO, "Go on playing.");
        break;
    case CONFIRM_RESIGN:
        if (yes)
            ui_resign(ui);
        else
            ui_message(ui, MSG_INFO, "Go on playing.");
        break;
    case CONFIRM_RESUME:
        answer_resume(ui, yes);
        break;
    }
}

/* ------------------------------------------------------------------ */
/* The engine's side of the loop.                                     */

static void engine_moved(Ui *ui, const EngineResult *r)
{
    if (!r->found) {
        ui_message(ui, MSG_ERROR, "The engine found no move.");
        return;
    }
    char text[MOVE_STRSIZE];
    move_format(&r->best, text, sizeof text);
    if (!ui_play_move(ui, &r->best)) {
        ui_message(ui, MSG_ERROR, "The engine's move %s was refused.", text);
        return;
    }
    if (game_over(&ui->game))
        ui_message(ui, MSG_INFO, "%s played %s.", engine_name(ui), text);
    else
        ui_message(ui, MSG_INFO, "%s played %s. Your move.", engine_name(ui), text);
}

static void engine_hinted(Ui *ui, const EngineResult *r)
{
    if (!r->found) {
        ui_message(ui, MSG_ERROR, "No move to suggest.");
        return;
    }
    char text[MOVE_STRSIZE];
    ui->hint = r->best;
    ui->have_hint = true;
    ui_message(ui, MSG_GOOD, "Hint: %s", move_format(&r->best, text, sizeof text));
}

static void engine_answered_draw(Ui *ui, const EngineResult *r)
{
    /* The search scored the position for the side to move; turn it into
     * the engine's point of view. */
    int engine_score = r->info.score;
    if (ui->game.pos.side == ui->human)
        engine_score = -engine_score;
    if (r->have_info && engine_score <= DRAW_ACCEPT_MAX_SCORE) {
        game_agree_draw(&ui->game);
        refresh_after_change(ui);
        ui_message(ui, MSG_GOOD, "%s accepts the draw.", engine_name(ui));
    } else {
        ui_message(ui, MSG_INFO, "%s declines the draw: it likes its position.", engine_name(ui));
    }
}

static void service_engine(Ui *ui)
{
    EngineResult r;
    bool too_soon = ui->engine.job == JOB_MOVE && now_ms() - ui->engine_started_ms < MIN_REPLY_MS;
    if (!too_soon && ui_engine_poll(&ui->engine, &r)) {
        switch (r.job) {
        case JOB_MOVE: engine_moved(ui, &r); break;
        case JOB_HINT: engine_hinted(ui, &r); break;
        case JOB_DRAW_OFFER: engine_answered_draw(ui, &r); break;
        case JOB_NONE: break;
        }
    }
    bool calm = ui->mode == MODE_PLAY || ui->mode == MODE_HELP;
    if (calm && ui_engine_turn(ui) && !ui_engine_busy(&ui->engine)) {
        SearchLimits lim = ui_level_limits(ui->level);
        if (ui_engine_start(&ui->engine, JOB_MOVE, &ui->game, &lim))
            ui->engine_started_ms = now_ms();
        else
            ui_message(ui, MSG_ERROR, "Could not start the engine.");
    }
}

/* ------------------------------------------------------------------ */
/* Start and end.                                                     */

/* The game the options ask for; false (with a message) when they are bad. */
static bool initial_game(const PlayOptions *o, Ui *ui)
{
    char err[UI_MESSAGE_SIZE];
    if (o->load != NULL) {
        Game loaded;
        int human = o->human, level = o->level;
        if (!ui_load_game(o->load, &loaded, &human, &level, err, sizeof err)) {
            cli_error("play: %s", err);
            return false;
        }
        /* The file tells who the engine was; the command line overrides it. */
        ui->game = loaded;
        if (!o->human_given)
            ui->human = human;
        if (!o->level_given)
            ui->level = level;
        ui->flipped = ui->human == BLACK;
        snprintf(ui->last_file, sizeof ui->last_file, "%s", o->load);
        return true;
    }
    Position start;
    pos_startpos(&start);
    if (o->fen != NULL && fen_parse(o->fen, &start, err, sizeof err) != 0) {
        cli_error("play: bad --fen: %s", err);
        return false;
    }
    game_init(&ui->game, &start);
    return true;
}

/* Offer the autosaved game, if there is one and nothing else was asked. */
static void offer_resume(Ui *ui)
{
    if (!ui_autosave_exists(ui))
        return;
    char path[UI_PATH_SIZE], err[UI_MESSAGE_SIZE];
    ui_autosave_path(ui, path, sizeof path);
    int human = ui->human, level = ui->level;
    if (!ui_load_game(path, &ui->resume, &human, &level, err, sizeof err)) {
        ui_message(ui, MSG_ERROR, "The interrupted game could not be read (%s); starting anew.", err);
        ui_autosave_remove(ui);
        return;
    }
    ui->have_resume = true;
    ui->resume_human = human;
    ui->resume_level = level;
    ui->confirm = CONFIRM_RESUME;
    ui->mode = MODE_CONFIRM;
}

static bool start_terminal(Ui *ui, const PlayOptions *o)
{
    if (!isatty(STDIN_FILENO) || !isatty(STDOUT_FILENO)) {
        cli_error("play: needs a terminal (see 'dama --help' for the batch commands)");
        return false;
    }
    const char *term = getenv("TERM") ? getenv("TERM") : "(unset)";
    SCREEN *screen = newterm(NULL, stdout, stdin);
    if (screen == NULL) {
        cli_error("play: cannot use terminal type '%s'", term);
        return false;
    }
    /* A terminal that cannot place the cursor (TERM=dumb) would show a
     * scrambled board: say so instead. */
    const char *cup = tigetstr("cup");
    if (cup == NULL || cup == (const char *)-1) {
        endwin();
        delscreen(screen);
        cli_error("play: terminal '%s' cannot place the cursor (try TERM=xterm)", term);
        return false;
    }
    cbreak();
    noecho();
    nonl();
    keypad(stdscr, TRUE);
    set_escdelay(25);
    curs_set(0);
    /* Press and release both reported: a filtered-out release would hold
     * the press back until the next input arrives. */
    mousemask(BUTTON1_PRESSED | BUTTON1_RELEASED | BUTTON1_CLICKED, NULL);
    mouseinterval(0);
    const char *no_color = getenv("NO_COLOR");
    ui_draw_init(ui, !o->no_color && (no_color == NULL || no_color[0] == '\0'));
    return true;
}

/* After a signal: save the game in progress so the next start offers it. */
static void save_on_signal(Ui *ui, char *note, size_t size)
{
    note[0] = '\0';
    if (!ui_game_in_progress(ui))
        return;
    char err[UI_MESSAGE_SIZE], path[UI_PATH_SIZE];
    ui_autosave_path(ui, path, sizeof path);
    if (ui_autosave(ui, err, sizeof err))
        snprintf(note, size, "the game was saved; run dama again to resume it (%s)", path);
    else
        snprintf(note, size, "the game could not be saved: %s", err);
}

static void run_loop(Ui *ui)
{
    while (!ui->quit && !pending_signal) {
        service_engine(ui);
        ui_draw(ui);
        timeout(ui_engine_busy(&ui->engine) ? KEY_POLL_THINKING_MS : KEY_POLL_MS);
        int key = getch();
        if (key != ERR)
            ui_handle_key(ui, key);
    }
}

int cmd_play(int argc, char **argv)
{
    PlayOptions o;
    int status = parse_options(argc, argv, &o);
    if (status >= 0)
        return status;
    setlocale(LC_ALL, "");

    Ui *ui = calloc(1, sizeof *ui);
    if (ui == NULL) {
        cli_error("out of memory");
        return 1;
    }
    ui->human = o.human;
    ui->level = o.level;
    ui->flipped = o.human == BLACK;
    ui->numbers = true;
    ui->selected = -1;
    if (!initial_game(&o, ui)) {
        free(ui);
        return 1;
    }
    if (!ui_files_init(ui))
        ui_message(ui, MSG_ERROR, "No home directory: saving needs a full path.");
    if (!ui_engine_init(&ui->engine) || !engine_set_threads(ui->engine.engine, o.threads)) {
        if (ui->engine.engine != NULL)
            ui_engine_free(&ui->engine);
        cli_error("play: cannot create the engine (out of memory?)");
        game_free(&ui->game);
        free(ui);
        return 1;
    }
    refresh_after_change(ui);
    if (!game_over(&ui->game))
        ui_message(ui, MSG_INFO, "You play %s. %s Type a move like 22-19, or press ? for help.",
                   game_side_name(ui->human), turn_note(ui));
    if (o.fen == NULL && o.load == NULL)
        offer_resume(ui);

    install_signal_handlers();
    status = 1;
    if (start_terminal(ui, &o)) {
        run_loop(ui);
        ui_engine_cancel(&ui->engine);
        char note[UI_PATH_SIZE + UI_MESSAGE_SIZE] = "";
        int sig = pending_signal;
        if (sig)
            save_on_signal(ui, note, sizeof note);
        endwin();
        if (sig) {
            if (note[0])
                cli_error("%s: %s", sig == SIGINT || sig == SIGQUIT ? "interrupted" : "terminated", note);
            status = 1;
        } else {
            status = 0;
        }
    }
    ui_engine_free(&ui->engine);
    if (ui->have_resume)
        game_free(&ui->resume);
    game_free(&ui->game);
    free(ui);
    return status;
}
