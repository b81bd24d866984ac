/*
 * ui_panel.c - the game's side panel (ui_panel.h): who plays, the clocks,
 * whose turn and the engine's information, the analysis with its graph,
 * the move list (where it went, for clicks) and the keys.
 */
#include "ui_panel.h"

#include <stdio.h>
#include <string.h>

#include "intl.h"
#include "words_number.h"
#include "notation.h"
#include "score.h"
#include "search_report.h"
#include "ui_commands.h"
#include "ui_drill.h"
#include "ui_graph.h"
#include "ui_idle.h"
#include "ui_paint.h"
#include "ui_review.h"
#include "ui_text.h"
#include "ui_train.h"
#include "words_game.h"

/* ------------------------------------------------------------------ */
/* The side panel.                                                    */




static void format_nodes(uint64_t nodes, char *buf, size_t size)
{
    if (nodes >= 10000000)
        snprintf(buf, size, "%.0fM", nodes / 1e6);
    else if (nodes >= 1000000) {
        char millions[16];
        snprintf(buf, size, "%sM", words_decimal(nodes / 1e6, 1, millions, sizeof millions));
    }
    else if (nodes >= 1000)
        snprintf(buf, size, "%.0fk", nodes / 1e3);
    else
        snprintf(buf, size, "%llu", (unsigned long long)nodes);
}

static void draw_status(const Ui *ui, PanelCursor *pc)
{
    const Game *g = &ui->session.game;
    int mover = g->pos.side;
    if (review_active(&ui->review.shown, g)) {
        /* The position shown, not the game's: nothing is to be played here. */
        const Position *p = review_position(&ui->review.shown, g);
        panel_line(pc, ui_pair(ui, PAIR_ACCENT) | A_BOLD, p->side == WHITE ? _("Ply %1$d of %2$d: %3$s White to move") : _("Ply %1$d of %2$d: %3$s Black to move"),
                   review_shown_ply(&ui->review.shown, g), g->nplies, side_glyph(ui, p->side));
        return;
    }
    if (game_over(g)) {
        char result[UI_MESSAGE_SIZE];
        words_result(g, result, sizeof result);
        panel_line(pc, ui_pair(ui, PAIR_ACCENT) | A_BOLD, "%s", _("Game over"));
        pc->y += put_wrapped(pc->y, pc->x, pc->w, 2, A_BOLD, result);
        return;
    }
    if (session_human_turn(&ui->session)) {
        panel_line(pc, A_BOLD, mover == WHITE ? _("%s White to move: your turn") : _("%s Black to move: your turn"),
                   side_glyph(ui, mover));
        /* Said before the player tries a quiet move and is told off. */
        if (movegen_has_capture(&g->pos))
            panel_line(pc, ui_pair(ui, PAIR_ACCENT) | A_BOLD, "%s", _("You must capture."));
    } else if (session_engine_thinking(&ui->session)) {
        panel_line(pc, A_BOLD, mover == WHITE ? _("%s White is thinking...") : _("%s Black is thinking..."),
                   side_glyph(ui, mover));
    } else {
        panel_line(pc, A_BOLD, mover == WHITE ? _("%s White to move") : _("%s Black to move"), side_glyph(ui, mover));
    }
    if (session_premove(&ui->session) != NULL)
        panel_line(pc, ui_pair(ui, PAIR_ACCENT) | A_BOLD, _("Premove: %s"), session_premove(&ui->session));
    if (g->quiet_plies > 0)
        panel_line(pc, g->quiet_plies >= FIFTY_MOVE_PLIES - 20 ? ui_pair(ui, PAIR_ACCENT) : A_NORMAL,
                   _("50-move rule: %d of %d plies"), g->quiet_plies, FIFTY_MOVE_PLIES);
    int reps = game_repetitions(g);
    if (reps >= 2)
        panel_line(pc, ui_pair(ui, PAIR_ACCENT), _("Position seen %d times (3 = draw)"), reps);
}

enum {
    ENGINE_INFO_ROWS = 5,     /* rule, depth line, eval, two PV lines */
    MOVE_LIST_MIN_ROWS = 3    /* rule, heading, the latest moves */
};

/* A move from the opening book: reported as a search of depth 0 with the
 * move as its line (docs/book.md). */
static bool from_book(const SearchInfo *info)
{
    return info->depth == 0 && info->pvlen > 0;
}

/* "Engine: depth 16, 11M nodes, 1.0s"; a narrow panel drops the node
 * count rather than cut the time off. */
static void draw_search_line(const Ui *ui, PanelCursor *pc, const char *who, const SearchInfo *info)
{
    char nodes[32], line[UI_MESSAGE_SIZE], secs[16];
    format_nodes(info->nodes, nodes, sizeof nodes);
    words_decimal(info->time_ms / 1000.0, 1, secs, sizeof secs);   /* "1,0" in Italian and French */
    snprintf(line, sizeof line, _("%s: depth %d, %s nodes, %ss"), who, info->depth, nodes, secs);
    if (from_book(info))
        snprintf(line, sizeof line, _("%s: opening book"), who);
    else if (ui_text_width(line) > pc->w)
        snprintf(line, sizeof line, _("%s: depth %d, %ss"), who, info->depth, secs);
    panel_line(pc, ui_pair(ui, PAIR_DIM), "%s", line);
}

/* The principal variation on at most two lines. */
static void draw_pv(const Ui *ui, PanelCursor *pc, const SearchInfo *info)
{
    char pv[UI_MESSAGE_SIZE] = "PV:";
    size_t len = strlen(pv);
    for (int i = 0; i < info->pvlen && i < MAX_PLY && len + MOVE_STRSIZE + 2 < sizeof pv; i++) {
        char text[MOVE_STRSIZE];
        len += (size_t)snprintf(pv + len, sizeof pv - len, " %s", move_format(&info->pv[i], text, sizeof text));
    }
    if (info->pvlen > 0 && pc->y < pc->bottom)
        pc->y += put_wrapped(pc->y, pc->x, pc->w, pc->bottom - pc->y > 2 ? 2 : pc->bottom - pc->y,
                             ui_pair(ui, PAIR_DIM), pv);
}

static void draw_engine_info(const Ui *ui, PanelCursor *pc)
{
    SearchInfo info;
    int root_side;
    SessionJob job;
    /* An earlier position: the review's lines speak for it. */
    if (review_active(&ui->review.shown, &ui->session.game))
        return;
    if (!session_engine_info(&ui->session, &info, &root_side, &job) || (info.depth <= 0 && !from_book(&info)))
        return;
    const char *who = job == JOB_HINT ? _("Hint search") : job == JOB_DRAW_OFFER ? _("Draw check") : _("Engine");
    /* During play the score and the line would give the player's best
     * reply away: only how far the search went, unless asked for. */
    if (!review_state_engine_info_wanted(&ui->review, &ui->session)) {
        char line[UI_MESSAGE_SIZE];
        if (from_book(&info))
            snprintf(line, sizeof line, _("%s: opening book"), who);
        else
        {
            char secs[16];
            snprintf(line, sizeof line, _("%s: depth %d, %ss"), who, info.depth,
                     words_decimal(info.time_ms / 1000.0, 1, secs, sizeof secs));
        }
        panel_line(pc, ui_pair(ui, PAIR_DIM), "%s", ui_text_width(line) <= pc->w ? line : who);
        return;
    }
    char score[SCORE_TEXT_SIZE];
    words_search_score(&info, root_side, score, sizeof score);
    /* A short panel (the smallest layout) keeps its rows for the move
     * list: the search shrinks to one line. */
    if (pc->bottom - pc->y < ENGINE_INFO_ROWS + MOVE_LIST_MIN_ROWS) {
        char line[UI_MESSAGE_SIZE];
        snprintf(line, sizeof line, _("%s: %s, depth %d"), who, score, info.depth);
        if (ui_text_width(line) > pc->w)
            snprintf(line, sizeof line, "%s: %s", who, score);
        panel_line(pc, A_BOLD, "%s", line);
        return;
    }
    panel_rule(ui, pc);
    draw_search_line(ui, pc, who, &info);
    panel_line(pc, A_BOLD, _("Eval: %s"), score);
    draw_pv(ui, pc, &info);
}

/* ---- The analysis: progress, the graph, the position shown judged. ---- */

enum {
    GRAPH_ROWS = 4,           /* rows of bars where the panel has room */
    GRAPH_ROWS_SMALL = 2,
    PROGRESS_BAR_W = 12
};

/* "Analysing [#####-------] 12/40" */
static void draw_progress(const Ui *ui, PanelCursor *pc)
{
    AnalysisProgress pr = analysis_job_progress(ui->review.analysis);
    char bar[PROGRESS_BAR_W * 3 + 1];
    size_t len = 0;
    int filled = pr.total > 0 ? pr.done * PROGRESS_BAR_W / pr.total : 0;
    for (int i = 0; i < PROGRESS_BAR_W; i++)
        len += (size_t)snprintf(bar + len, sizeof bar - len, "%s",
                                i < filled ? (ui->unicode ? "\u2588" : "#") : (ui->unicode ? "\u2591" : "-"));
    panel_line(pc, ui_pair(ui, PAIR_ACCENT), _("Analysing %s %d/%d"), bar, pr.done, pr.total);
}

/* "Refutation: 10x17x26 31x22" (as many moves as fit). */
static void draw_line_of_moves(PanelCursor *pc, attr_t attr, const char *label, const Move *line, int len)
{
    char text[UI_MESSAGE_SIZE];
    int used = snprintf(text, sizeof text, "%s", label), cols = ui_text_width(label);
    for (int i = 0; i < len; i++) {
        char move[MOVE_STRSIZE];
        move_format(&line[i], move, sizeof move);
        int more = 1 + (int)strlen(move);   /* a move is ASCII: a byte a column */
        if (cols + more > pc->w || used + more >= (int)sizeof text)
            break;
        used += snprintf(text + used, sizeof text - (size_t)used, " %s", move);
        cols += more;
    }
    panel_line(pc, attr, "%s", text);
}

/* The position shown: its evaluation and, when the move into it carries a
 * mark shown, what it lost, the better line and the refutation. */
static void draw_shown_judged(const Ui *ui, PanelCursor *pc, const GameReview *gr, int valid, int shown)
{
    if (shown > valid)
        return;
    char eval[REVIEW_TEXT_SIZE];
    int white = shown == 0 ? gr->start_white : gr->plies[shown - 1].after_white;
    /* "draw" or "White wins" only where a rule ended the game, not a resignation. */
    bool egdb_draw = shown > 0 && gr->plies[shown - 1].after_egdb_draw;
    words_eval(white, shown > 0 && gr->plies[shown - 1].ends_game, egdb_draw, eval, sizeof eval);
    panel_line(pc, A_BOLD, shown == 0 ? _("Eval: %s (start)") : _("Eval: %s"), eval);
    if (shown == 0 || !review_state_mark_shown(&ui->review, &ui->session, gr, valid, shown - 1))
        return;
    const PlyReview *p = &gr->plies[shown - 1];
    attr_t attr = p->verdict >= VERDICT_MISTAKE ? ui_pair(ui, PAIR_ERROR) | A_BOLD : ui_pair(ui, PAIR_ACCENT);
    panel_line(pc, attr, _("%s loses %d.%02d"), verdict_glyph(p->verdict), p->loss / 100, p->loss % 100);
    draw_line_of_moves(pc, attr, _("Better:"), p->better, p->better_len);
    if (p->refutation_len > 0)
        draw_line_of_moves(pc, attr, _("Refutation:"), p->refutation, p->refutation_len);
}

/* height rows of bars, and the marker row under them when marker_row. */
static void draw_graph(const Ui *ui, PanelCursor *pc, const GameReview *gr, int valid, int shown, int height,
                       bool marker_row)
{
    int white[UI_GRAPH_MAX_W * 8 + 1];
    int npoints = valid + 1;
    /* A very long game: its latest part (a column per position). */
    int first = npoints > (int)(sizeof white / sizeof white[0]) ? npoints - (int)(sizeof white / sizeof white[0]) : 0;
    for (int i = first; i < npoints; i++)
        white[i - first] = i == 0 ? gr->start_white : gr->plies[i - 1].after_white;
    Graph graph;
    ui_graph_build(&graph, white, npoints - first, pc->w, height, shown - first, ui->unicode);
    for (int r = 0; r < graph.height + marker_row && pc->y < pc->bottom; r++) {
        int y = pc->y++;
        put_text(y, pc->x, pc->w, r < graph.height ? ui_pair(ui, PAIR_GOOD) : ui_pair(ui, PAIR_ACCENT) | A_BOLD,
                 graph.rows[r]);
        /* The column shown stands out. */
        if (graph.marked_col >= 0 && r < graph.height)
            mvchgat(y, pc->x + graph.marked_col, 1, A_REVERSE, ui->color ? PAIR_ACCENT : 0, NULL);
    }
}

/* The analysis, under the game's state; leaves list_rows for the moves. */
static void draw_analysis(const Ui *ui, PanelCursor *pc, int list_rows)
{
    const Game *g = &ui->session.game;
    bool running = ui->review.analysis != NULL && analysis_job_running(ui->review.analysis);
    int valid;
    const GameReview *gr = review_state_game_review(&ui->review, &ui->session.game, &valid);
    bool reviewing = review_active(&ui->review.shown, g);
    if (!running && gr == NULL && !reviewing)
        return;
    /* A short panel (the smallest layout) keeps its rows for the graph. */
    if (pc->bottom - pc->y - list_rows >= GRAPH_ROWS_SMALL + 4)
        panel_rule(ui, pc);
    if (running)
        draw_progress(ui, pc);
    int shown = review_shown_ply(&ui->review.shown, g);
    if (gr == NULL) {
        if (reviewing)
            panel_line(pc, ui_pair(ui, PAIR_DIM), "%s", _("a: analyse the game"));
        return;
    }
    /* Looking back, or at the end (the engine's own lines are gone then);
     * during play the engine's panel lines speak for the position. */
    if (reviewing || game_over(g))
        draw_shown_judged(ui, pc, gr, valid, shown);
    bool stale = valid < g->nplies && !running;
    int room = pc->bottom - pc->y - list_rows - stale;
    if (room >= GRAPH_ROWS_SMALL)
        draw_graph(ui, pc, gr, valid, shown, room >= GRAPH_ROWS + 1 ? GRAPH_ROWS : GRAPH_ROWS_SMALL,
                   room >= GRAPH_ROWS_SMALL + 1);
    if (stale)
        panel_line(pc, ui_pair(ui, PAIR_DIM),
                   P_("%d later ply not analysed (a)", "%d later plies not analysed (a)", g->nplies - valid),
                   g->nplies - valid);
}

/* One move-list cell: the move and its mark, the move cut with "~" when
 * they do not fit. */
static void move_cell(const Game *g, int ply, const char *mark, int width, char *buf, size_t size)
{
    if (ply < 0 || ply >= g->nplies) {
        snprintf(buf, size, "%s", ply < 0 ? "..." : "");
        return;
    }
    char text[MOVE_STRSIZE];
    move_format(&g->plies[ply].move, text, sizeof text);
    int room = width - (int)strlen(mark);
    if ((int)strlen(text) > room && room > 1)
        snprintf(buf, size, "%.*s~%s", room - 1, text, mark);
    else
        snprintf(buf, size, "%s%s", text, mark);
}

static const char *ply_mark(const Ui *ui, const GameReview *gr, int valid, int ply)
{
    return review_state_mark_shown(&ui->review, &ui->session, gr, valid, ply) ? verdict_glyph(gr->plies[ply].verdict) : "";
}

/* The moves, the current one (the move into the position shown) bright
 * and, while looking back, pointed at; scrolled so that it shows. */
static void draw_move_list(const Ui *ui, PanelCursor *pc, int rows, MoveListHits *hits)
{
    const Game *g = &ui->session.game;
    int first = game_first_ply(g);
    int lines = (first + g->nplies + 1) / 2;
    if (rows <= 1)
        return;
    panel_rule(ui, pc);
    panel_line(pc, A_BOLD, "%s", g->nplies == 0 ? _("Moves  (none yet)") : _("Moves"));
    rows -= 2;
    int current = review_shown_ply(&ui->review.shown, g) - 1;
    bool reviewing = review_active(&ui->review.shown, g);
    int current_line = (current + first) / 2;
    int start = lines > rows ? lines - rows : 0;
    if (rows > 0 && current >= 0 && current_line < start)
        start = current_line - rows / 2 > 0 ? current_line - rows / 2 : 0;
    int valid;
    const GameReview *gr = review_state_game_review(&ui->review, &ui->session.game, &valid);
    int col_w = (pc->w - 5) / 2 < 12 ? (pc->w - 5) / 2 : 12;
    *hits = (MoveListHits){true, pc->y, pc->bottom - pc->y, start, first, pc->x + 5, pc->x + 5 + col_w + 1, col_w};
    for (int line = start; line < lines && pc->y < pc->bottom; line++) {
        int plies[2] = {2 * line - first, 2 * line - first + 1};
        int y = pc->y++;
        put_textf(y, pc->x, 4, ui_pair(ui, PAIR_DIM), "%3d.", line + 1);
        for (int k = 0; k < 2; k++) {
            char cell[MOVE_STRSIZE + 4];
            int x = pc->x + 5 + k * (col_w + 1);
            move_cell(g, plies[k], ply_mark(ui, gr, valid, plies[k]), col_w, cell, sizeof cell);
            bool here = plies[k] == current;
            put_text(y, x, col_w, here ? ui_pair(ui, PAIR_ACCENT) | A_BOLD | (reviewing ? A_REVERSE : 0) : A_NORMAL,
                     cell);
            if (here && reviewing)
                put_text(y, x - 1, 1, ui_pair(ui, PAIR_ACCENT) | A_BOLD, ui->unicode ? "\u25B8" : ">");   /* ▸ */
        }
    }
}

/* One line of keys (already translated: ui_commands.c): the key letters
 * stand out, their words are plain.  The line is painted character by
 * character (UTF-8: a translation may hold accents) and only as far as the
 * panel is wide. */
static void draw_key_line(const Ui *ui, PanelCursor *pc, const char *s)
{
    if (pc->y >= pc->bottom)
        return;
    int i = 0;
    for (int col = 0; s[i] != '\0' && col < pc->w; col++) {
        int len = ui_fit_bytes(s + i, 1);
        bool key = i == 0 || (s[i] != ' ' && s[i - 1] == ' ' && (s[i + len] == ' ' || s[i + len] == '\0'));
        attrset(key ? ui_pair(ui, PAIR_ACCENT) | A_BOLD : A_NORMAL);
        mvaddnstr(pc->y, pc->x + col, s + i, len);
        i += len;
    }
    attrset(A_NORMAL);
    pc->y++;
}

/* What a panel too short for the key list shows instead. */
static void draw_compact_keys(const Ui *ui, PanelCursor *pc)
{
    char line[UI_PANEL_KEY_LINE_SIZE];
    ui_compact_key_line(line, sizeof line, pc->w);
    draw_key_line(ui, pc, line);
}

static void draw_keys(const Ui *ui, PanelCursor *pc)
{
    char line[UI_PANEL_KEY_LINE_SIZE];
    panel_rule(ui, pc);
    for (int i = 0; ui_panel_key_line(UI_IN_BOARD, i, line, sizeof line); i++)
        draw_key_line(ui, pc, line);
}

/* rating part: whether the game counts for the rating, and if not why. */
static const char *rating_words(GameRating r)
{
    switch (r) {
    case GAME_RATED: return _("Rated game");
    case CASUAL_SET_UP: return _("Casual game: a set-up position");
    case CASUAL_LOADED: return _("Casual game: loaded from a file");
    case CASUAL_NOT_VS_ENGINE: return _("Casual game: not against the engine");
    case CASUAL_HELPED: return _("Casual game: help was taken");
    case CASUAL_RESUMED: return _("Casual game: it was when interrupted");
    case CASUAL_RESUMED_OTHER: return _("Casual game: resumed at another level");
    case CASUAL_RESUMED_DAMAGED: return _("Casual game: resumed from a damaged save");
    }
    return "";
}

static void draw_rated(const Ui *ui, PanelCursor *pc)
{
    GameRating r = session_rating(&ui->session);
    panel_line(pc, r == GAME_RATED ? ui_pair(ui, PAIR_ACCENT) : ui_pair(ui, PAIR_DIM), "%s", rating_words(r));
}

/* Who plays: three lines. */
static void draw_players(const Ui *ui, PanelCursor *pc)
{
    const Session *s = &ui->session;
    attr_t dim = ui_pair(ui, PAIR_DIM);
    if (session_watching(s)) {
        panel_line(pc, A_BOLD, _("dama %s White vs dama %s Black"), side_glyph(ui, WHITE), side_glyph(ui, BLACK));
        panel_line(pc, s->paused ? ui_pair(ui, PAIR_ACCENT) | A_BOLD : dim,
                   s->paused ? _("Level %d; PAUSED (any key goes on)") : _("Level %d; any key pauses"),
                   session_engine_level(s));
    } else if (session_two_players(s)) {
        panel_line(pc, A_BOLD, _("%s White vs %s Black"), side_glyph(ui, WHITE), side_glyph(ui, BLACK));
        panel_line(pc, dim, "%s", _("Two players, one keyboard"));
    } else {
        int human = session_human_side(s);
        panel_line(pc, A_BOLD, human == WHITE ? _("You %1$s White vs dama %2$s Black") : _("You %1$s Black vs dama %2$s White"),
                   side_glyph(ui, human), side_glyph(ui, !human));
        panel_line(pc, dim, _("Engine level %d of %d"), session_engine_level(s), MAX_LEVEL);
    }
    draw_rated(ui, pc);
}

/* part "idle": quietly, what the background does with the archived games
 * (ui_idle.h), or what it found. */
static void draw_idle(const Ui *ui, PanelCursor *pc)
{
    char line[UI_TRAIN_LINE_SIZE];
    int unseen = ui_idle_unseen(ui);
    if (unseen > 0)
        panel_line(pc, ui_pair(ui, PAIR_DIM), P_("%d new exercise: w shows it", "%d new exercises: w shows them", unseen),
                   unseen);
    else if (ui_idle_progress_line(ui, line, sizeof line))
        panel_line(pc, ui_pair(ui, PAIR_DIM), "%s", line);
}

/* "White 4:59  Black 5:00", the running clock in bold (the loop repaints
 * at least every KEY_POLL_MS, so it ticks). */
static void draw_clocks(const Ui *ui, PanelCursor *pc)
{
    const Session *s = &ui->session;
    if (!session_has_clock(s) || pc->y >= pc->bottom)
        return;
    int x = pc->x, end = pc->x + pc->w;
    for (int side = WHITE; side <= BLACK && x < end; side++) {
        char text[GCLOCK_TEXT_SIZE], cell[GCLOCK_TEXT_SIZE + 16];
        int64_t ms = 0;
        if (session_clock_left(s, side, &ms))
            gclock_format(ms, text, sizeof text);
        else
            snprintf(text, sizeof text, "%s", _("level pace"));
        snprintf(cell, sizeof cell, "%s %s ", side == WHITE ? _("White") : _("Black"), text);
        bool running = s->clock.running == side;
        bool low = running && ms < 10000;
        attr_t attr = running ? A_BOLD | (low ? ui_pair(ui, PAIR_ERROR) : 0) : ui_pair(ui, PAIR_DIM);
        put_text(pc->y, x, end - x, attr, cell);
        x += ui_text_width(cell) + 1;
    }
    pc->y++;
}



/* part "drillui": the endgame databases' build while it runs. */
static void draw_build_line(const Ui *ui, PanelCursor *pc)
{
    char line[UI_DRILL_LINE_SIZE];
    if (ui_drill_build_line(ui, line, sizeof line) && pc->y < pc->bottom)
        pc->y += put_wrapped(pc->y, pc->x, pc->w, pc->bottom - pc->y, ui_pair(ui, PAIR_ACCENT), line);
}

void ui_panel_paint(const Ui *ui, MoveListHits *hits)
{
    const Layout *L = &ui->layout;
    PanelCursor pc = panel_cursor(ui);
    int valid;
    bool analysed = review_state_game_review(&ui->review, &ui->session.game, &valid) != NULL || (ui->review.analysis && analysis_job_running(ui->review.analysis));
    /* The graph takes the key list's rows where the panel is short. */
    bool room_for_keys = L->panel_h >= (analysed ? 26 : 18);
    int keys_rows = room_for_keys ? ui_panel_key_lines(UI_IN_BOARD) + 1 : 1;
    int end = pc.bottom;

    pc.bottom = end - keys_rows;
    draw_build_line(ui, &pc);   /* part "drillui": the databases being built */
    draw_players(ui, &pc);
    draw_idle(ui, &pc);   /* part "idle" */
    draw_clocks(ui, &pc);
    panel_rule(ui, &pc);
    draw_status(ui, &pc);
    draw_engine_info(ui, &pc);
    draw_analysis(ui, &pc, MOVE_LIST_MIN_ROWS);
    draw_move_list(ui, &pc, pc.bottom - pc.y, hits);

    pc.y = end - keys_rows;
    pc.bottom = end;
    if (room_for_keys)
        draw_keys(ui, &pc);
    else
        draw_compact_keys(ui, &pc);
}
