/*
 * ui.c - `dama play` in the terminal: the terminal's life cycle, signals,
 * the main loop, and the answers to dialogs that end in a session command.
 * The rules of play are the session's; painting lives in ui_draw.c, keys
 * in ui_input.c (ui_state.h).
 */
#include <curses.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "clock.h"
#include "fen.h"
#include "runner.h"
#include "search.h"
#include "intl.h"
#include "words_files.h"
#include "words_game.h"
#include "words_session.h"
#include "words_move.h"
#include "ui.h"
#include "ui_choose.h"
#include "ui_draw.h"
#include "ui_drill.h"
#include "ui_editor.h"
#include "ui_idle.h"
#include "ui_input.h"
#include "ui_message.h"
#include "ui_open.h"
#include "ui_paint.h"
#include "ui_pick.h"
#include "ui_puzzle.h"
#include "ui_review.h"
#include "ui_screens.h"
#include "ui_state.h"
#include "ui_train.h"
#include "words_pdn.h"

enum {
    KEY_POLL_MS = 100,        /* getch timeout: how soon a signal or a result is noticed */
    KEY_POLL_THINKING_MS = 40
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
/* The loop.                                                          */

/* After anything that may have changed the game: the result box opens
 * when the game ends (once: the player may close it to look at the board)
 * and closes when it is reopened. */
/* A game the archive would not take: where it went, said when it ends. */
static void say_unarchived(Ui *ui)
{
    char text[UI_MESSAGE_SIZE];
    if (ui->session.unarchived.code != NOTICE_NONE)
        ui_message(ui, NOTE_ERROR, "%s", words_notice(&ui->session.unarchived, text, sizeof text));
}

static void follow_game(Ui *ui)
{
    bool over = session_game_over(&ui->session);
    if (over && !ui->game_over.seen && (ui_screen(ui->mode)->flags & UI_SCREEN_RESULT_OVER)) {
        say_unarchived(ui);
        ui->mode = MODE_GAME_OVER;
        ui->selected = -1;
        ui->choose.n = 0;
        ui->prompt[0] = '\0';
    } else if (!over && ui->mode == MODE_GAME_OVER) {
        ui_open_board(ui);
    }
    ui->game_over.seen = over;
}

static void service_engine(Ui *ui)
{
    /* The engine does not start its move behind a question on screen. */
    bool calm = (ui_screen(ui->mode)->flags & UI_SCREEN_CALM) != 0;
    ui_review_poll(ui);
    ui_idle_service(ui);   /* part "idle": paused before the engine may start, resumed when idle */
    ui_train_poll(ui);
    ui_drill_poll(ui);   /* part "drillui": the databases' build, its offer */
    SessionEvent ev = session_poll(&ui->session, clock_now_ms(), calm);
    if (ev == EVENT_ENGINE_MOVED || ev == EVENT_DRAW_ACCEPTED) {
        ui->selected = -1;
        ui_choose_drop(ui);
    }
    ui_show_notice(ui);
    follow_game(ui);
}

static void run_loop(Ui *ui)
{
    while (!ui->quit && !pending_signal) {
        service_engine(ui);
        /* The layout first: the painter only reads it, the mouse too. */
        ui_layout_compute(&ui->layout, COLS, LINES);
        ui_draw(ui, &ui->move_hits);
        timeout(session_engine_thinking(&ui->session) ? KEY_POLL_THINKING_MS : KEY_POLL_MS);
        int key = getch();
        if (key != ERR) {
            ui_handle_key(ui, key);
            ui_show_notice(ui);
            follow_game(ui);
        }
    }
}

/* ------------------------------------------------------------------ */
/* Start and end.                                                     */

/* The game the options ask for; false (with *report) when they are bad. */
/* The players the options ask for. */
static void players_of(const UiOptions *o, Player players[2])
{
    session_players_vs_engine(players, o->human, o->level);
    for (int side = WHITE; side <= BLACK; side++) {
        if (o->play_mode == PLAY_TWO_PLAYERS)
            players[side] = (Player){PLAYER_HUMAN, 0};
        else if (o->play_mode == PLAY_WATCH)
            players[side] = (Player){PLAYER_ENGINE, o->level};
    }
}

static bool initial_game(const UiOptions *o, Ui *ui, char *report, size_t size)
{
    Player players[2];
    players_of(o, players);
    Position start;
    pos_startpos(&start);
    char err[FEN_ERRSIZE];
    FenError why;
    if (o->fen != NULL && fen_parse_why(o->fen, &start, &why) != 0) {
        snprintf(report, size, _("play: bad --fen: %s"), words_fen_error(&why, err, sizeof err));
        return false;
    }
    if (!session_init_egdb(&ui->session, players, &start, o->egdb_dir)) {
        snprintf(report, size, "%s", _("play: cannot create the engine (out of memory?)"));
        return false;
    }
    if (!engine_set_threads(runner_engine(ui->session.runner), o->threads)) {
        snprintf(report, size, _("play: cannot create %d search threads (out of memory?)"), o->threads);
        session_free(&ui->session);
        return false;
    }
    if (o->ballot > 0)   /* --ballot (not a --fen of the same shape) may be rated */
        (void)session_mark_ballot(&ui->session);
    if (o->player != NULL)
        session_set_player(&ui->session, o->player);
    engine_set_book(runner_engine(ui->session.runner), o->book);
    session_set_time_control(&ui->session, &o->time_control);
    if (o->load != NULL) {
        Notice n;
        FileProblem why;
        char said[FILE_PROBLEM_TEXT_SIZE];
        if (!session_load(&ui->session, o->load, &why)) {
            /* The notice holds the PDN reader's facts where a game is bad. */
            session_take_notice(&ui->session, &n);
            snprintf(report, size, _("play: %s"), words_game_file_problem(&why, &n.game_problem, said, sizeof said));
            session_free(&ui->session);
            return false;
        }
        /* The file tells who the engine was; the command line wins. */
        int human = o->human_given ? o->human : session_human_side(&ui->session);
        int level = o->level_given ? o->level : session_engine_level(&ui->session);
        session_take_notice(&ui->session, &n);
        session_choose_side(&ui->session, human, level);
        /* "Loaded F (N plies). You play White, ..." in one line: the second
         * notice is copied out first, since ui_message writes the buffer
         * it would otherwise read. */
        Notice side;
        char loaded[WORDS_SIZE], sides[WORDS_SIZE];
        words_notice(&n, loaded, sizeof loaded);
        if (session_take_notice(&ui->session, &side))
            ui_message(ui, NOTE_GOOD, "%s %s", loaded, words_notice(&side, sides, sizeof sides));
        else
            ui_message(ui, NOTE_GOOD, "%s", loaded);
    }
    return true;
}

/* The first message: who plays and how to move. */
static void greet(Ui *ui, const UiOptions *o)
{
    const Session *s = &ui->session;
    int mover = s->game.pos.side;
    /* Whole sentences one after the other: the ballot, who plays, how to move. */
    char ballot[64] = "", how[UI_MESSAGE_SIZE];
    if (o->ballot > 0)
        snprintf(ballot, sizeof ballot, _("Ballot %d. "), o->ballot);
    if (session_watching(s)) {
        ui_message(ui, NOTE_INFO, "%s%s", ballot, _("Watching the engine play itself: any key pauses, q quits."));
        return;
    }
    int side = session_two_players(s) ? mover : session_human_side(s);
    snprintf(how, sizeof how, _("Type a move like %s, or press ? for help."), ui_example_moves(side));
    if (session_two_players(s))
        ui_message(ui, NOTE_INFO, "%s%s %s", ballot,
                   mover == WHITE ? _("Two players: White to move.") : _("Two players: Black to move."), how);
    else
        ui_message(ui, NOTE_INFO, "%s%s%s%s %s", ballot, side == WHITE ? _("You play White.") : _("You play Black."),
                   session_turn(s) != TURN_NONE ? " " : "", words_turn(session_turn(s)), how);
}

/* Offer the autosaved game, if there is one and nothing else was asked. */
static void offer_resume(Ui *ui, const UiOptions *o)
{
    ui->confirm.resume_choice.human = o->human;
    ui->confirm.resume_choice.level = o->level;
    ui->confirm.resume_choice.human_given = o->human_given;
    ui->confirm.resume_choice.level_given = o->level_given;
    bool offered = session_read_autosave(&ui->session, &ui->confirm.resume, &ui->confirm.resume_choice);
    ui_show_notice(ui);   /* a damaged autosave: where it is kept, what can be resumed */
    if (!offered)
        return;
    ui->confirm.have_resume = true;
    ui_ask(ui, CONFIRM_RESUME);
}

/* The terminal the game is drawn on: standard output, or the controlling
 * terminal opened for it when standard output is redirected (as in
 * `fen=$(dama --print-fen)`, which wants only the FEN there). */
typedef struct Terminal {
    SCREEN *screen;
    FILE *opened;      /* /dev/tty when standard output is not a terminal, else NULL */
} Terminal;

/* Where to draw; NULL when there is no terminal to draw on.  The keys come
 * from standard input, which must be a terminal: a game fed from a file or
 * /dev/null is a mistake, not a game. */
static FILE *terminal_output(Terminal *t)
{
    t->opened = NULL;
    if (!isatty(STDIN_FILENO))
        return NULL;
    if (isatty(STDOUT_FILENO))
        return stdout;
    t->opened = fopen("/dev/tty", "w");
    if (t->opened != NULL && !isatty(fileno(t->opened))) {
        fclose(t->opened);
        t->opened = NULL;
    }
    return t->opened;
}

/* Give the terminal back as it was (after endwin, or when the screen could
 * not be used). */
static void close_terminal(Terminal *t)
{
    if (t->screen != NULL)
        delscreen(t->screen);
    t->screen = NULL;
    if (t->opened != NULL)
        fclose(t->opened);
    t->opened = NULL;
}

static bool start_terminal(Ui *ui, const UiOptions *o, Terminal *t, char *report, size_t size)
{
    t->screen = NULL;
    FILE *out = terminal_output(t);
    if (out == NULL) {
        snprintf(report, size, "%s", _("play: needs a terminal (see 'dama --help' for the batch commands)"));
        return false;
    }
    const char *term = getenv("TERM") ? getenv("TERM") : "(unset)";
    t->screen = newterm(NULL, out, stdin);
    if (t->screen == NULL) {
        close_terminal(t);
        snprintf(report, size, _("play: cannot use terminal type '%s'"), term);
        return false;
    }
    /* A terminal that cannot place the cursor (TERM=dumb) would show a
     * scrambled board: say so instead. */
    const char *cup = tigetstr("cup");
    if (cup == NULL || cup == (const char *)-1) {
        endwin();
        close_terminal(t);
        snprintf(report, size, _("play: terminal '%s' cannot place the cursor (try TERM=xterm)"), term);
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
    ui_paint_init(ui, !o->no_color && (no_color == NULL || no_color[0] == '\0'));
    return true;
}

/* After a signal: save the game in progress so the next start offers it. */
static void save_on_signal(Ui *ui, char *note, size_t size)
{
    note[0] = '\0';
    if (!session_in_progress(&ui->session))
        return;
    Notice n;
    session_autosave(&ui->session);
    if (session_take_notice(&ui->session, &n))
        words_notice(&n, note, size);
}

int ui_run(const UiOptions *o, char *report, size_t size)
{
    report[0] = '\0';
    /* The locale is main's (cli_locale_init): the environment's, with the
     * settings' Language and LC_NUMERIC "C"; setting it again here would
     * undo both. */
    Ui *ui = calloc(1, sizeof *ui);
    if (ui == NULL) {
        snprintf(report, size, "%s", _("out of memory"));
        return 1;
    }
    ui->numbers = true;
    ui->selected = -1;
    ui->exe_path = o->exe_path;
    if (!initial_game(o, ui, report, size)) {
        free(ui);
        return 1;
    }
    ui->flipped = session_human_side(&ui->session) == BLACK;
    if (ui->session.files.data_dir[0] == '\0')
        ui_message(ui, NOTE_ERROR, "%s", _("No home directory: saving needs a full path."));
    else if (o->load == NULL && !session_game_over(&ui->session))
        greet(ui, o);
    ui_review_init(ui);   /* a settings file it cannot use is reported over the welcome */
    ui_drill_init(ui, o->egdb_dir);   /* part "drillui": after the settings (a refused build offer) */
    ui_idle_init(ui);     /* part "idle" */
    /* The autosave is offered to a player starting a game afresh, in any
     * mode: it comes back with its own players (two people, two engines
     * or a person against the engine). */
    if (o->edit)
        ui_editor_open(ui);
    else if (o->fen == NULL && o->load == NULL)
        offer_resume(ui, o);
    else if (o->load != NULL)   /* the first game is loaded; a file of several offers the rest */
        (void)ui_offer_games(ui, o->load, true);
    follow_game(ui);

    install_signal_handlers();
    int status = 1;
    Terminal terminal;
    if (start_terminal(ui, o, &terminal, report, size)) {
        run_loop(ui);
        ui_idle_free(ui);   /* part "idle": stopped; the games it finished are stored */
        runner_cancel(ui->session.runner);
        if (o->fen_out != NULL)   /* the game window was open: its last position */
            fen_format(&ui->session.game.pos, o->fen_out, o->fen_out_size);
        char note[UI_PATH_SIZE + UI_MESSAGE_SIZE] = "";
        int sig = pending_signal;
        if (sig)
            save_on_signal(ui, note, sizeof note);
        endwin();
        close_terminal(&terminal);
        if (sig) {
            if (note[0])
                snprintf(report, size, sig == SIGINT || sig == SIGQUIT ? _("interrupted: %s") : _("terminated: %s"), note);
            status = 1;
        } else {
            session_quit(&ui->session);
            char why[UI_REPORT_SIZE];
            const Notice *lost = &ui->session.unarchived;
            if (lost->code != NOTICE_NONE)
                snprintf(report, size, _("play: %s"), words_notice(lost, why, sizeof why));   /* where the game went */
            else if (!words_rating(&ui->session.progress, why, sizeof why))
                snprintf(report, size, _("play: %s"), why);
            status = 0;
        }
    }
    if (ui->confirm.have_resume)
        game_free(&ui->confirm.resume);
    ballot_free(&ui->new_game.ballots);
    ui_review_free(ui);
    ui_idle_free(ui);    /* part "idle" (a terminal that failed to start) */
    ui_train_free(ui);   /* part "train" */
    ui_pick_free(ui);
    ui_puzzle_free(ui);  /* part "puzzleui" */
    ui_drill_free(ui);   /* part "drillui" */
    session_free(&ui->session);
    free(ui);
    return status;
}
