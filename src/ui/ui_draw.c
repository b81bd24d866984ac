/*
 * ui_draw.c - painting: the board, the side panel, the prompt and the
 * dialogs.  Every frame is painted from the state in Ui; curses sends only
 * what changed.  The layout adapts to the terminal: the largest squares
 * that fit, or a message asking for a bigger window.
 */
#include <curses.h>
#include <langinfo.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "score.h"
#include "search_report.h"
#include "ui_draw.h"
#include "ui_commands.h"
#include "ui_editor.h"
#include "movegen.h"
#include "notation.h"
#include "ui_graph.h"
#include "ui_help.h"
#include "ui_layout.h"
#include "ui_review.h"
#include "intl.h"
#include "ui_text.h"
#include "words_game.h"
#include "ui_train.h"
#include "ui_drill.h"

/* ------------------------------------------------------------------ */
/* Colours and glyphs.                                                */

typedef enum { BG_LIGHT, BG_DARK, BG_LAST, BG_DEST, BG_SELECT, BG_HINT, NUM_BGS } SquareBg;
typedef enum { FG_WHITE_PIECE, FG_BLACK_PIECE, FG_LABEL, NUM_FGS } SquareFg;
enum {
    PAIR_TITLE = 1 + NUM_BGS * NUM_FGS,
    PAIR_ERROR,
    PAIR_GOOD,
    PAIR_ACCENT,
    PAIR_FRAME,
    PAIR_DIM
};

/* Square backgrounds: a wooden board on 256-colour terminals, the eight
 * basic colours elsewhere. */
static const short BG_256[NUM_BGS] = {223, 137, 143, 72, 67, 133};
static const short BG_8[NUM_BGS] = {COLOR_WHITE, COLOR_GREEN, COLOR_YELLOW, COLOR_CYAN, COLOR_BLUE, COLOR_MAGENTA};

static short square_pair(SquareBg bg, SquareFg fg) { return (short)(1 + bg * NUM_FGS + fg); }

void ui_draw_init(Ui *ui, bool want_color)
{
    ui->unicode = strcmp(nl_langinfo(CODESET), "UTF-8") == 0;
    ui->color = want_color && has_colors() && start_color() == OK;
    if (!ui->color)
        return;
    /* Text pairs keep the terminal's own background where it allows. */
    short plain_bg = use_default_colors() == OK ? -1 : COLOR_BLACK;
    bool rich = COLORS >= 256;
    short fg[NUM_FGS];
    fg[FG_WHITE_PIECE] = rich ? 231 : COLOR_WHITE;
    fg[FG_BLACK_PIECE] = rich ? 16 : COLOR_BLACK;
    for (int b = 0; b < NUM_BGS; b++) {
        short bg = rich ? BG_256[b] : BG_8[b];
        fg[FG_LABEL] = rich ? (b == BG_LIGHT ? 137 : 230) : COLOR_BLACK;
        for (int f = 0; f < NUM_FGS; f++)
            init_pair(square_pair((SquareBg)b, (SquareFg)f), fg[f], bg);
    }
    init_pair(PAIR_TITLE, rich ? 230 : COLOR_WHITE, rich ? 94 : COLOR_BLUE);
    init_pair(PAIR_ERROR, rich ? 203 : COLOR_RED, plain_bg);
    init_pair(PAIR_GOOD, rich ? 114 : COLOR_GREEN, plain_bg);
    init_pair(PAIR_ACCENT, rich ? 179 : COLOR_YELLOW, plain_bg);
    init_pair(PAIR_FRAME, rich ? 137 : COLOR_YELLOW, plain_bg);
    init_pair(PAIR_DIM, rich ? 245 : COLOR_WHITE, plain_bg);
}

static attr_t ui_pair(const Ui *ui, int pair) { return ui->color ? COLOR_PAIR(pair) : A_NORMAL; }

/* The attribute of one thing drawn on a square.  Without colour the dark
 * squares are reverse video and highlights underline the square. */
static attr_t square_attr(const Ui *ui, SquareBg bg, SquareFg fg)
{
    if (ui->color) {
        attr_t a = COLOR_PAIR(square_pair(bg, fg));
        return fg == FG_WHITE_PIECE ? a | A_BOLD : a;
    }
    attr_t a = bg == BG_LIGHT ? A_NORMAL : A_REVERSE;
    if (bg != BG_LIGHT && bg != BG_DARK)
        a |= A_BOLD;
    return fg == FG_LABEL ? a : a | A_BOLD;
}

static const char *piece_glyph(const Ui *ui, int side, bool king)
{
    if (!ui->unicode)
        return side == WHITE ? (king ? "W" : "w") : (king ? "B" : "b");
    if (ui->color)
        return king ? "\u265B" : "\u25CF";                       /* ♛ ● in the side's colour */
    if (side == WHITE)
        return king ? "\u2655" : "\u25CB";                       /* ♕ ○ */
    return king ? "\u265B" : "\u25CF";                           /* ♛ ● */
}

static const char *side_glyph(const Ui *ui, int side)
{
    if (!ui->unicode)
        return side == WHITE ? "w" : "b";
    return side == WHITE ? "\u25CB" : "\u25CF";
}

/* ------------------------------------------------------------------ */
/* Text helpers: every glyph used here is one column wide.            */

static void put_text(int y, int x, int width, attr_t attr, const char *s)
{
    if (width <= 0 || y < 0 || y >= LINES)
        return;
    attrset(attr);
    mvaddnstr(y, x, s, ui_fit_bytes(s, width));
    attrset(A_NORMAL);
}

static void put_textf(int y, int x, int width, attr_t attr, const char *fmt, ...)
    __attribute__((format(printf, 5, 6)));


/* Word-wrap s into at most max_lines lines of width columns from (y, x).
 * When it does not all fit, the last line ends with whole words and "..."
 * so that nothing is shown cut in the middle (a move, a number). */
static int put_wrapped(int y, int x, int width, int max_lines, attr_t attr, const char *s)
{
    int lines = 0;
    while (*s && lines < max_lines && width > 0) {
        bool last = lines + 1 == max_lines;
        int take = ui_wrap_bytes(s, width);
        bool cut_short = last && s[take] != '\0' && width > 4;
        if (cut_short)
            take = ui_wrap_bytes(s, width - 4);
        char line[UI_MESSAGE_SIZE];
        snprintf(line, sizeof line, "%.*s%s", take, s, cut_short ? " ..." : "");
        put_text(y + lines, x, width, attr, line);
        s += take;
        while (*s == ' ')
            s++;
        lines++;
    }
    return lines;
}

/* A line of text that may be longer than its room (a translation often
 * is): whole words, and "..." when some are left out, never a word cut. */
static void put_textf(int y, int x, int width, attr_t attr, const char *fmt, ...)
{
    char buf[UI_MESSAGE_SIZE + 64];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(buf, sizeof buf, fmt, ap);
    va_end(ap);
    put_wrapped(y, x, width, 1, attr, buf);
}

/* Line drawing: the terminal's own in a UTF-8 locale; plain ASCII
 * otherwise, which also reads right in a text capture of the screen. */
static chtype line_char(const Ui *ui, chtype acs, char ascii)
{
    return ui->unicode ? acs : (chtype)ascii;
}

/* A frame in the current attributes, corners included. */
static void draw_rect(const Ui *ui, int top, int left, int bottom, int right)
{
    chtype h = line_char(ui, ACS_HLINE, '-'), v = line_char(ui, ACS_VLINE, '|');
    mvaddch(top, left, line_char(ui, ACS_ULCORNER, '+'));
    mvhline(top, left + 1, h, right - left - 1);
    mvaddch(top, right, line_char(ui, ACS_URCORNER, '+'));
    mvvline(top + 1, left, v, bottom - top - 1);
    mvvline(top + 1, right, v, bottom - top - 1);
    mvaddch(bottom, left, line_char(ui, ACS_LLCORNER, '+'));
    mvhline(bottom, left + 1, h, right - left - 1);
    mvaddch(bottom, right, line_char(ui, ACS_LRCORNER, '+'));
}

/* ------------------------------------------------------------------ */
/* Layout.                                                            */

/* ------------------------------------------------------------------ */
/* The board.                                                         */

/* What the highlights say about each square (bit sets of 0-based squares). */
typedef struct Marks {
    Bitboard last, last_captured, dest, selected, hint;
    Bitboard taken;   /* pieces the capture being chosen would take */
} Marks;

static Bitboard move_squares(const Move *m)
{
    Bitboard b = sq_bit(m->from);
    for (int i = 0; i < move_path_len(m); i++)
        b |= sq_bit(m->path[i]);
    return b;
}

/* The squares of the refutation's first move, when the move into the
 * position shown carries a mark shown. */
static void mark_refutation(const Ui *ui, Marks *mk)
{
    int valid, shown = review_shown_ply(&ui->review, &ui->session.game);
    const GameReview *gr = ui_game_review(ui, &valid);
    if (shown == 0 || !ui_mark_shown(ui, gr, valid, shown - 1) || gr->plies[shown - 1].refutation_len == 0)
        return;
    const Move *reply = &gr->plies[shown - 1].refutation[0];
    mk->hint = move_squares(reply);
    mk->taken = reply->captured;
}

static void collect_marks(const Ui *ui, Marks *mk)
{
    memset(mk, 0, sizeof *mk);
    if (ui->mode == MODE_EDIT || ui->mode == MODE_TRAIN)
        return;
    if (ui->mode == MODE_DRILL) {   /* part "drillui": the defence's last reply */
        const Move *reply = ui_drill_last_move(ui);
        if (reply != NULL) {
            mk->last = move_squares(reply);
            mk->last_captured = reply->captured;
        }
        return;
    }
    const Move *last = review_move_into(&ui->review, &ui->session.game);
    if (last != NULL) {
        mk->last = move_squares(last);
        mk->last_captured = last->captured;
    }
    /* An earlier position shows only the move that led to it and, when
     * that move is marked, the reply that punishes it. */
    if (review_active(&ui->review, &ui->session.game)) {
        mark_refutation(ui, mk);
        return;
    }
    Move hint;
    if (session_hint(&ui->session, &hint))
        mk->hint = move_squares(&hint);
    if (ui->mode == MODE_CHOOSE && ui->nchoices > 0) {
        const Move *m = &ui->choices[ui->choice_index];
        mk->selected = sq_bit(m->from);
        mk->dest = move_squares(m) & ~mk->selected;
        mk->taken = m->captured;
        mk->last = mk->last_captured = 0;
    } else if (ui->selected >= 0) {
        MoveList list;
        mk->selected = sq_bit(ui->selected);
        movegen_legal(&ui->session.game.pos, &list);
        for (int i = 0; i < list.count; i++)
            if (list.moves[i].from == ui->selected)
                mk->dest |= sq_bit(list.moves[i].to);
    }
}

static SquareBg square_bg(const Marks *mk, int sq)
{
    if (sq < 0)
        return BG_LIGHT;
    Bitboard b = sq_bit(sq);
    if (mk->selected & b)
        return BG_SELECT;
    if (mk->dest & b)
        return BG_DEST;
    if (mk->taken & b)
        return BG_HINT;
    if (mk->hint & b)
        return BG_HINT;
    if (mk->last & b)
        return BG_LAST;
    return BG_DARK;
}

/* A piece on the square whose top-left corner is (y, x).  Big squares in
 * colour get a round disc of block characters (a king wears a crown in
 * it); otherwise one glyph in the middle. */
static void draw_piece(const Ui *ui, SquareBg bg, int y, int x, int side, bool king)
{
    const Layout *L = &ui->layout;
    attr_t a = square_attr(ui, bg, side == WHITE ? FG_WHITE_PIECE : FG_BLACK_PIECE);
    if (!(ui->color && ui->unicode && L->cell_h >= 3 && L->cell_w >= 7)) {
        put_text(y + L->cell_h / 2, x + L->cell_w / 2, 1, a, piece_glyph(ui, side, king));
        return;
    }
    int cx = x + L->cell_w / 2;
    /* Below the square's number: a disc two rows high. */
    put_text(y + 1, cx - 2, 5, a, "\u2597\u2588\u2588\u2588\u2596");   /* ▗███▖ */
    put_text(y + 2, cx - 2, 5, a, "\u259D\u2588\u2588\u2588\u2598");   /* ▝███▘ */
    if (king)   /* the crown in the other side's colour, on the disc */
        put_text(y + 1, cx, 1, a | A_REVERSE, "\u265B");
}

static void draw_square(const Ui *ui, const Marks *mk, int row, int col)
{
    const Layout *L = &ui->layout;
    int vrow = ui->flipped ? 7 - row : row, vcol = ui->flipped ? 7 - col : col;
    int y = L->board_y + vrow * L->cell_h, x = L->board_x + vcol * L->cell_w;
    int sq = sq_from_coords(row, col);
    SquareBg bg = square_bg(mk, sq);
    attr_t label = square_attr(ui, bg, FG_LABEL);
    int mid_y = y + L->cell_h / 2, mid_x = x + L->cell_w / 2;

    attrset(label);
    for (int r = 0; r < L->cell_h; r++)
        mvhline(y + r, x, ' ', L->cell_w);
    if (!ui->color && bg != BG_LIGHT && bg != BG_DARK)
        mvchgat(y + L->cell_h - 1, x, L->cell_w, label | A_UNDERLINE, 0, NULL);

    if (sq >= 0) {
        const Position *p = ui_shown_position(ui);
        Bitboard b = sq_bit(sq);
        bool occupied = (pos_occupied(p) & b) != 0;
        /* A one-row square has room for its number or a mark, not both:
         * there a captured piece's square shows its number underlined. */
        bool number_shown = ui->numbers && (L->cell_h >= 2 || !occupied);
        bool captured_here = (mk->last_captured & b) != 0 && !occupied;
        if (number_shown) {
            char num[12];
            snprintf(num, sizeof num, "%d", sq + 1);
            int nx = L->cell_h >= 2 ? x : x + (L->cell_w - (int)strlen(num) + 1) / 2;
            attr_t a = captured_here && L->cell_h == 1 ? label | A_UNDERLINE | A_BOLD : label;
            put_text(L->cell_h >= 2 ? y : mid_y, nx, L->cell_w, a, num);
        }
        bool room_for_mark = L->cell_h >= 2 || !number_shown;
        if (occupied) {
            int side = (pos_pieces(p, WHITE) & b) ? WHITE : BLACK;
            draw_piece(ui, bg, y, x, side, (p->kings[side] & b) != 0);
        } else if ((mk->dest & b) && room_for_mark) {
            put_text(mid_y, mid_x, 1, label | A_BOLD, ui->unicode ? "\u2022" : "*");   /* • */
        } else if (captured_here && room_for_mark) {
            put_text(mid_y, mid_x, 1, label, ui->unicode ? "\u00D7" : "x");            /* × */
        }
    }
    if (ui->cursor_on && row == ui->cursor_row && col == ui->cursor_col &&
        (ui->mode == MODE_PLAY || ui->mode == MODE_EDIT)) {
        attr_t a = label | A_BOLD;
        put_text(mid_y, x, 1, a, ui->unicode ? "\u25B8" : "[");                        /* ▸ */
        put_text(mid_y, x + L->cell_w - 1, 1, a, ui->unicode ? "\u25C2" : "]");        /* ◂ */
    }
}

static void draw_frame(const Ui *ui)
{
    const Layout *L = &ui->layout;
    int top = L->board_y - 1, left = L->board_x - 1;
    int bottom = L->board_y + 8 * L->cell_h, right = L->board_x + 8 * L->cell_w;
    attrset(ui_pair(ui, PAIR_FRAME));
    draw_rect(ui, top, left, bottom, right);
    for (int v = 0; v < 8; v++) {
        int row, col;
        ui_view_to_board(ui->flipped, v, v, &row, &col);
        mvaddch(L->board_y + v * L->cell_h + L->cell_h / 2, left - 2, (chtype)('8' - row));
        mvaddch(bottom + 1, L->board_x + v * L->cell_w + L->cell_w / 2, (chtype)('a' + col));
    }
    attrset(A_NORMAL);
}

static void draw_board(const Ui *ui)
{
    Marks mk;
    collect_marks(ui, &mk);
    draw_frame(ui);
    for (int row = 0; row < 8; row++)
        for (int col = 0; col < 8; col++)
            draw_square(ui, &mk, row, col);
}

/* ------------------------------------------------------------------ */
/* The side panel.                                                    */

typedef struct PanelCursor {
    int y, x, w, bottom;   /* next line, left edge, width, first row past the panel */
} PanelCursor;

static void panel_line(PanelCursor *pc, attr_t attr, const char *fmt, ...) __attribute__((format(printf, 3, 4)));

static void panel_line(PanelCursor *pc, attr_t attr, const char *fmt, ...)
{
    char buf[UI_MESSAGE_SIZE];
    va_list ap;
    if (pc->y >= pc->bottom)
        return;
    va_start(ap, fmt);
    vsnprintf(buf, sizeof buf, fmt, ap);
    va_end(ap);
    put_wrapped(pc->y++, pc->x, pc->w, 1, attr, buf);   /* whole words only */
}

static void panel_rule(const Ui *ui, PanelCursor *pc)
{
    if (pc->y >= pc->bottom)
        return;
    attrset(ui_pair(ui, PAIR_FRAME));
    mvhline(pc->y++, pc->x, line_char(ui, ACS_HLINE, '-'), pc->w);
    attrset(A_NORMAL);
}

static void format_nodes(uint64_t nodes, char *buf, size_t size)
{
    if (nodes >= 10000000)
        snprintf(buf, size, "%.0fM", nodes / 1e6);
    else if (nodes >= 1000000)
        snprintf(buf, size, "%.1fM", nodes / 1e6);
    else if (nodes >= 1000)
        snprintf(buf, size, "%.0fk", nodes / 1e3);
    else
        snprintf(buf, size, "%llu", (unsigned long long)nodes);
}

static void draw_status(const Ui *ui, PanelCursor *pc)
{
    const Game *g = &ui->session.game;
    int mover = g->pos.side;
    if (review_active(&ui->review, g)) {
        /* The position shown, not the game's: nothing is to be played here. */
        const Position *p = ui_shown_position(ui);
        panel_line(pc, ui_pair(ui, PAIR_ACCENT) | A_BOLD, p->side == WHITE ? _("Ply %1$d of %2$d: %3$s White to move") : _("Ply %1$d of %2$d: %3$s Black to move"),
                   review_shown_ply(&ui->review, g), g->nplies, side_glyph(ui, p->side));
        return;
    }
    if (game_over(g)) {
        char result[UI_MESSAGE_SIZE];
        words_result(g, result, sizeof result);
        panel_line(pc, ui_pair(ui, PAIR_ACCENT) | A_BOLD, _("Game over"));
        pc->y += put_wrapped(pc->y, pc->x, pc->w, 2, A_BOLD, result);
        return;
    }
    if (session_human_turn(&ui->session)) {
        panel_line(pc, A_BOLD, mover == WHITE ? _("%s White to move: your turn") : _("%s Black to move: your turn"),
                   side_glyph(ui, mover));
        /* Said before the player tries a quiet move and is told off. */
        if (movegen_has_capture(&g->pos))
            panel_line(pc, ui_pair(ui, PAIR_ACCENT) | A_BOLD, _("You must capture."));
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
    char nodes[32], line[UI_MESSAGE_SIZE];
    format_nodes(info->nodes, nodes, sizeof nodes);
    snprintf(line, sizeof line, _("%s: depth %d, %s nodes, %.1fs"), who, info->depth, nodes, info->time_ms / 1000.0);
    if (from_book(info))
        snprintf(line, sizeof line, _("%s: opening book"), who);
    else if (ui_text_width(line) > pc->w)
        snprintf(line, sizeof line, _("%s: depth %d, %.1fs"), who, info->depth, info->time_ms / 1000.0);
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
    if (review_active(&ui->review, &ui->session.game))
        return;
    if (!session_engine_info(&ui->session, &info, &root_side, &job) || (info.depth <= 0 && !from_book(&info)))
        return;
    const char *who = job == JOB_HINT ? _("Hint search") : job == JOB_DRAW_OFFER ? _("Draw check") : _("Engine");
    /* During play the score and the line would give the player's best
     * reply away: only how far the search went, unless asked for. */
    if (!ui_engine_info_wanted(ui)) {
        char line[UI_MESSAGE_SIZE];
        if (from_book(&info))
            snprintf(line, sizeof line, _("%s: opening book"), who);
        else
            snprintf(line, sizeof line, _("%s: depth %d, %.1fs"), who, info.depth, info.time_ms / 1000.0);
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
    AnalysisProgress pr = analysis_job_progress(ui->analysis);
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
    if (shown == 0 || !ui_mark_shown(ui, gr, valid, shown - 1))
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
    bool running = ui->analysis != NULL && analysis_job_running(ui->analysis);
    int valid;
    const GameReview *gr = ui_game_review(ui, &valid);
    bool reviewing = review_active(&ui->review, g);
    if (!running && gr == NULL && !reviewing)
        return;
    /* A short panel (the smallest layout) keeps its rows for the graph. */
    if (pc->bottom - pc->y - list_rows >= GRAPH_ROWS_SMALL + 4)
        panel_rule(ui, pc);
    if (running)
        draw_progress(ui, pc);
    int shown = review_shown_ply(&ui->review, g);
    if (gr == NULL) {
        if (reviewing)
            panel_line(pc, ui_pair(ui, PAIR_DIM), _("a: analyse the game"));
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
    return ui_mark_shown(ui, gr, valid, ply) ? verdict_glyph(gr->plies[ply].verdict) : "";
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
    int current = review_shown_ply(&ui->review, g) - 1;
    bool reviewing = review_active(&ui->review, g);
    int current_line = (current + first) / 2;
    int start = lines > rows ? lines - rows : 0;
    if (rows > 0 && current >= 0 && current_line < start)
        start = current_line - rows / 2 > 0 ? current_line - rows / 2 : 0;
    int valid;
    const GameReview *gr = ui_game_review(ui, &valid);
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
    ui_compact_key_line(line, sizeof line);
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
        panel_line(pc, dim, _("Two players, one keyboard"));
    } else {
        int human = session_human_side(s);
        panel_line(pc, A_BOLD, human == WHITE ? _("You %1$s White vs dama %2$s Black") : _("You %1$s Black vs dama %2$s White"),
                   side_glyph(ui, human), side_glyph(ui, !human));
        panel_line(pc, dim, _("Engine level %d of %d"), session_engine_level(s), MAX_LEVEL);
    }
    draw_rated(ui, pc);
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
            snprintf(text, sizeof text, _("level pace"));
        snprintf(cell, sizeof cell, "%s %s ", side == WHITE ? _("White") : _("Black"), text);
        bool running = s->clock.running == side;
        bool low = running && ms < 10000;
        attr_t attr = running ? A_BOLD | (low ? ui_pair(ui, PAIR_ERROR) : 0) : ui_pair(ui, PAIR_DIM);
        put_text(pc->y, x, end - x, attr, cell);
        x += ui_text_width(cell) + 1;
    }
    pc->y++;
}

/* While a position is set up: what is on the board and the keys. */
static void draw_editor_panel(const Ui *ui, PanelCursor *pc)
{
    const Position *p = &ui->editor.pos;
    pc->bottom = ui->layout.panel_y + ui->layout.panel_h;
    panel_line(pc, ui_pair(ui, PAIR_ACCENT) | A_BOLD, _("Setting up a position"));
    panel_line(pc, A_BOLD, p->side == WHITE ? _("%s White to move  (Tab changes)") : _("%s Black to move  (Tab changes)"),
               side_glyph(ui, p->side));
    for (int side = WHITE; side <= BLACK; side++) {
        /* TRANSLATORS: two counts: write them as labels ("pedine 12, dame 0")
           so that no word has to agree with a count. */
        const char *counts = side == WHITE ? _("%1$s White: %2$d men, %3$d kings") : _("%1$s Black: %2$d men, %3$d kings");
        panel_line(pc, A_NORMAL, counts, side_glyph(ui, side), popcount32(p->men[side]), popcount32(p->kings[side]));
    }
    panel_rule(ui, pc);
    char line[UI_PANEL_KEY_LINE_SIZE];
    for (int i = 0; ui_panel_key_line(UI_IN_EDITOR, i, line, sizeof line); i++)
        panel_line(pc, A_NORMAL, "%s", line);
}

/* part "train" (issue 17): the exercise shown, then its story. */
static void draw_train_panel(const Ui *ui, PanelCursor *pc)
{
    char lines[UI_TRAIN_LINES][UI_TRAIN_LINE_SIZE];
    int n = ui_train_lines(ui, lines, UI_TRAIN_LINES);
    pc->bottom = ui->layout.panel_y + ui->layout.panel_h;
    for (int i = 0; i < n && pc->y < pc->bottom; i++)
        pc->y += put_wrapped(pc->y, pc->x, pc->w, pc->bottom - pc->y,
                             i == 0 ? ui_pair(ui, PAIR_ACCENT) | A_BOLD : A_NORMAL, lines[i]);
}

/* part "drillui": the drill on the board, and the databases' build. */
static attr_t drill_attr(const Ui *ui, UiDrillStyle style)
{
    switch (style) {
    case UI_DRILL_TITLE: return ui_pair(ui, PAIR_ACCENT) | A_BOLD;
    case UI_DRILL_CHOSEN: return A_REVERSE | A_BOLD;
    case UI_DRILL_GOOD: return ui_pair(ui, PAIR_GOOD);
    case UI_DRILL_BAD: return ui_pair(ui, PAIR_ERROR);
    case UI_DRILL_DIM: return ui_pair(ui, PAIR_DIM);
    case UI_DRILL_TEXT: return A_NORMAL;
    }
    return A_NORMAL;
}

static void draw_drill_panel(const Ui *ui, PanelCursor *pc)
{
    UiDrillLine lines[UI_DRILL_LINES];
    int n = ui_drill_lines(ui, lines, UI_DRILL_LINES);
    pc->bottom = ui->layout.panel_y + ui->layout.panel_h;
    for (int i = 0; i < n && pc->y < pc->bottom; i++)
        pc->y += put_wrapped(pc->y, pc->x, pc->w, pc->bottom - pc->y, drill_attr(ui, lines[i].style), lines[i].text);
}

static void draw_build_line(const Ui *ui, PanelCursor *pc)
{
    char line[UI_DRILL_LINE_SIZE];
    if (ui_drill_build_line(ui, line, sizeof line) && pc->y < pc->bottom)
        pc->y += put_wrapped(pc->y, pc->x, pc->w, pc->bottom - pc->y, ui_pair(ui, PAIR_ACCENT), line);
}

static void draw_panel(const Ui *ui, MoveListHits *hits)
{
    const Layout *L = &ui->layout;
    PanelCursor pc = {L->panel_y, L->panel_x, L->panel_w, L->panel_y + L->panel_h};
    int valid;
    bool analysed = ui_game_review(ui, &valid) != NULL || (ui->analysis && analysis_job_running(ui->analysis));
    /* The graph takes the key list's rows where the panel is short. */
    bool room_for_keys = L->panel_h >= (analysed ? 26 : 18);
    int keys_rows = room_for_keys ? ui_panel_key_lines(UI_IN_BOARD) + 1 : 1;
    int end = pc.bottom;

    pc.bottom = end - keys_rows;
    if (ui->mode == MODE_EDIT) {
        draw_editor_panel(ui, &pc);
        return;
    }
    if (ui->mode == MODE_TRAIN) {
        draw_train_panel(ui, &pc);
        return;
    }
    if (ui->mode == MODE_DRILL) {   /* part "drillui" */
        draw_drill_panel(ui, &pc);
        return;
    }
    draw_build_line(ui, &pc);       /* part "drillui": the databases being built */
    draw_players(ui, &pc);
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

/* ------------------------------------------------------------------ */
/* Title, prompt and message.                                         */

static void draw_title(const Ui *ui)
{
    attr_t title = ui_pair(ui, PAIR_TITLE) | (ui->color ? 0 : A_REVERSE);
    attrset(title | A_BOLD);
    mvhline(0, 0, ' ', COLS);
    const char *name = ui->unicode ? _("dama \u00B7 Italian draughts") : _("dama - Italian draughts");
    put_text(0, 1, COLS - 2, title | A_BOLD, name);
    char right[64];
    /* The move being played; once the game is over there is none. */
    bool turned = ui->flipped;
    const Game *g = &ui->session.game;
    if (review_active(&ui->review, g))
        snprintf(right, sizeof right,
                 turned ? _("looking back: ply %1$d of %2$d  (board turned)") : _("looking back: ply %1$d of %2$d"),
                 review_shown_ply(&ui->review, g), g->nplies);
    else if (game_over(&ui->session.game))
        snprintf(right, sizeof right, "%s", turned ? _("game over  (board turned)") : _("game over"));
    else
        snprintf(right, sizeof right, turned ? _("move %d  (board turned)") : _("move %d"),
                 game_move_number(&ui->session.game, ui->session.game.nplies));
    int rw = ui_text_width(right);
    if (COLS > rw + 30)
        put_text(0, COLS - rw - 1, rw, title, right);
    /* The player's rating between the two, where it fits (it costs the
     * panel no row): "Rating 985 (last game -15)"; a failure to archive
     * shows as much as fits. */
    char rating[UI_MESSAGE_SIZE];
    bool ok = words_rating(&ui->session.progress, rating, sizeof rating);
    int x = 1 + ui_text_width(name) + 3, room = COLS - 1 - rw - 2 - x;
    if (room >= ui_text_width(rating) || !ok)
        put_text(0, x, room, ok ? title : title | A_BOLD, rating);
    attrset(A_NORMAL);
}

/* What the prompt line says while an earlier position is shown. */
static const char *const REVIEW_PROMPT = N_("Looking back.  < > PgUp PgDn step  Home End  c play on from here");
static const char *const REVIEW_PROMPT_SHORT = N_("Looking back: < > step, End back, c play on");

/* "Your move: 22-1▌": the label, what is typed, the cursor; returns the
 * column where the typing starts. */
static int draw_typed_prompt(const Ui *ui, int y, int x, int w, const char *label)
{
    put_text(y, x, w, A_BOLD, label);
    int px = x + ui_text_width(label);
    put_text(y, px, w - (px - x), ui_pair(ui, PAIR_ACCENT) | A_BOLD, ui->prompt);
    put_text(y, px + ui_text_width(ui->prompt), 1, A_REVERSE, " ");
    return px;
}

static void draw_prompt(const Ui *ui)
{
    const Layout *L = &ui->layout;
    int y = L->prompt_y, x = L->text_x, w = COLS - x - 1;
    const Game *g = &ui->session.game;
    if (ui->mode == MODE_TRAIN || ui->mode == MODE_DRILL) {   /* an exercise, a drill */
        draw_typed_prompt(ui, y, x, w, _("Your move: "));
    } else if (ui->mode == MODE_EDIT) {
        const char *label = _("Squares: ");
        put_text(y, x, w, A_BOLD, label);
        int px = x + ui_text_width(label);
        put_text(y, px, w - (px - x), ui_pair(ui, PAIR_ACCENT) | A_BOLD, ui->prompt);
        put_text(y, px + ui_text_width(ui->prompt), 1, A_REVERSE, " ");
    } else if (review_active(&ui->review, g)) {
        put_textf(y, x, w, ui_pair(ui, PAIR_ACCENT) | A_BOLD, "%s",
                 ui_text_width(_(REVIEW_PROMPT)) <= w ? _(REVIEW_PROMPT) : _(REVIEW_PROMPT_SHORT));
    } else if (game_over(g)) {
        put_textf(y, x, w, ui_pair(ui, PAIR_ACCENT) | A_BOLD, "%s",
                 session_can_undo(&ui->session) ? _("Game over.  n new game   u take back   q quit")
                                                : _("Game over.  n new game   q quit"));
    } else if (session_engine_turn(&ui->session)) {
        /* The engine waits while a dialog is open (the resume question),
         * and after a load until it is asked; while it thinks, what is
         * typed is a premove. */
        if (ui->prompt[0] != '\0' && session_may_premove(&ui->session))
            draw_typed_prompt(ui, y, x, w, _("Premove: "));
        else if (session_premove(&ui->session) != NULL)
            put_textf(y, x, w, ui_pair(ui, PAIR_ACCENT) | A_BOLD, _("Premove: %s  (Esc drops it)  Space: move now"),
                      session_premove(&ui->session));
        else if (session_engine_thinking(&ui->session))
            put_textf(y, x, w, ui_pair(ui, PAIR_DIM), "%s",
                      g->pos.side == WHITE ? _("White is thinking...  Space: move now  (a move typed is a premove)")
                                           : _("Black is thinking...  Space: move now  (a move typed is a premove)"));
        else if (ui->session.engine_held)
            put_textf(y, x, w, ui_pair(ui, PAIR_ACCENT) | A_BOLD, "%s",
                      g->pos.side == WHITE ? _("White (engine) to move.  Enter or space: let it move")
                                           : _("Black (engine) to move.  Enter or space: let it move"));
        else
            put_textf(y, x, w, ui_pair(ui, PAIR_DIM), "%s", g->pos.side == WHITE ? _("White to move.") : _("Black to move."));
    } else {
        int px = draw_typed_prompt(ui, y, x, w, _("Your move: "));
        if (ui->prompt[0] == '\0' && ui->selected < 0) {
            /* The shorter reminder where the whole one would be cut. */
            char full[96], brief[64];
            const char *examples = ui_example_moves(g->pos.side);
            snprintf(full, sizeof full, _("type %s, Enter | arrows: point | letters: commands"), examples);
            snprintf(brief, sizeof brief, _("type %s, Enter | ? keys"), examples);
            int room = w - (px + 2 - x);
            put_textf(y, px + 2, room, ui_pair(ui, PAIR_DIM), "%s", ui_text_width(full) <= room ? full : brief);
        }
    }
    attr_t a = ui->message_kind == NOTE_ERROR ? ui_pair(ui, PAIR_ERROR) | A_BOLD
               : ui->message_kind == NOTE_GOOD ? ui_pair(ui, PAIR_GOOD) | A_BOLD
                                              : A_NORMAL;
    put_wrapped(y + 1, x, w, 2, a, ui->message);
}

/* ------------------------------------------------------------------ */
/* Dialogs.                                                           */

/* A framed box centred on the board; returns its top-left inner corner. */
/* Where a dialog goes: over the middle of the board, or over the side
 * panel when the board must stay visible (choosing a capture path). */
typedef enum { BOX_ON_BOARD, BOX_ON_PANEL } BoxPlace;

/* Blank the rows behind a box out to whole board squares, and across the
 * side panel when the box reaches into it, so that no cut square number or
 * panel line is left beside its frame. */
static void clear_behind_box(const Ui *ui, int y, int x, int h, int w)
{
    const Layout *L = &ui->layout;
    int left = x, right = x + w;   /* right is exclusive */
    int board_left = L->board_x, board_right = L->board_x + 8 * L->cell_w;
    if (left >= L->panel_x)
        left = L->panel_x;
    else if (left > board_left && left < board_right)
        left = board_left + (left - board_left) / L->cell_w * L->cell_w;
    if (right > board_right)
        right = COLS;
    else if (right > board_left)
        right = board_left + (right - board_left + L->cell_w - 1) / L->cell_w * L->cell_w;
    attrset(A_NORMAL);
    for (int r = 0; r < h; r++)
        mvhline(y + r, left, ' ', right - left);
}

static void draw_box(const Ui *ui, BoxPlace place, int h, int w, const char *title, int *iy, int *ix)
{
    const Layout *L = &ui->layout;
    int cy = L->board_y + 4 * L->cell_h, cx = L->board_x + 4 * L->cell_w;
    if (place == BOX_ON_PANEL)
        cx = L->panel_x + L->panel_w / 2;
    if (w > COLS - 2)
        w = COLS - 2;
    int y = cy - h / 2, x = cx - w / 2;
    if (x < 1)
        x = 1;
    if (x + w > COLS - 1)
        x = COLS - 1 - w;
    if (y < 1)
        y = 1;
    clear_behind_box(ui, y, x, h, w);
    attrset(ui_pair(ui, PAIR_ACCENT) | A_BOLD);
    draw_rect(ui, y, x, y + h - 1, x + w - 1);
    if (title != NULL)
        put_textf(y, x + 2, w - 4, ui_pair(ui, PAIR_ACCENT) | A_BOLD, " %s ", title);
    attrset(A_NORMAL);
    *iy = y + 1;
    *ix = x + 2;
}

/* A box of text lines; line `keys` (the actions) stands out. */
static void draw_lines_box(const Ui *ui, BoxPlace place, const char *title, const char *const *lines, int n,
                           int keys)
{
    int w = title != NULL ? ui_text_width(title) + 6 : 0;
    for (int i = 0; i < n; i++)
        if (ui_text_width(lines[i]) + 4 > w)
            w = ui_text_width(lines[i]) + 4;
    if (w > COLS - 2)   /* as draw_box will: a long line is cut inside the frame */
        w = COLS - 2;
    int iy, ix;
    draw_box(ui, place, n + 2, w, title, &iy, &ix);
    for (int i = 0; i < n; i++)
        put_textf(iy + i, ix, w - 4, i == keys ? ui_pair(ui, PAIR_ACCENT) | A_BOLD : A_NORMAL, "%s", lines[i]);
}

/* One game of a file about to be replaced: "ann - dama level 3, 0-1, 2026.11.29". */
static void describe_listed_game(const GameListing *g, char *buf, size_t size)
{
    if (g->plies < 0)
        snprintf(buf, size, _("a game that cannot be read (%s)"), g->error);
    else
        snprintf(buf, size, "%s - %s, %s, %s", g->white, g->black, g->result, g->date);
}

/* The save question says what the file holds: how many games, whose. */
static void draw_overwrite(const Ui *ui)
{
    const SaveTarget *t = &ui->session.save_target;
    char count[UI_MESSAGE_SIZE], games[SESSION_LISTED_GAMES][UI_MESSAGE_SIZE], more[UI_MESSAGE_SIZE];
    const char *lines[SESSION_LISTED_GAMES + 7];
    int n = 0;
    lines[n++] = _("That file already exists:");
    lines[n++] = ui->save_path;
    if (t->games < 0)
        snprintf(count, sizeof count, _("It cannot be read: %.400s"), t->error);
    else if (t->games == 0)
        snprintf(count, sizeof count, "%s", _("It holds no game."));
    else
        snprintf(count, sizeof count, P_("It holds %d game:", "It holds %d games:", t->games), t->games);
    lines[n++] = count;
    for (int i = 0; i < t->listed; i++) {
        describe_listed_game(&t->first[i], games[i], sizeof games[i]);
        lines[n++] = games[i];
    }
    if (t->games > t->listed) {
        snprintf(more, sizeof more, P_("and %d more.", "and %d more.", t->games - t->listed), t->games - t->listed);
        lines[n++] = more;
    }
    lines[n++] = t->games > 1 ? _("Replace all of them with this game?") : _("Replace it with this game?");
    lines[n++] = "";
    lines[n++] = _("y replace    n keep the file");
    draw_lines_box(ui, BOX_ON_BOARD, _("Save"), lines, n, n - 1);
}

/* Two people: the question names the side that would resign (the one to
 * move); with_keys adds the answers, for the "too small" page. */
static const char *resign_question(const Ui *ui, bool with_keys)
{
    if (!session_two_players(&ui->session))
        return with_keys ? _("Resign this game? y / n") : _("Resign this game?");
    if (session_resigning_side(&ui->session) == WHITE)
        return with_keys ? _("White resigns? y / n") : _("White resigns?");
    return with_keys ? _("Black resigns? y / n") : _("Black resigns?");
}

static void draw_confirm(const Ui *ui)
{
    char info[UI_MESSAGE_SIZE];
    switch (ui->confirm) {
    case CONFIRM_QUIT: {
        const char *lines[] = {_("A game is in progress."), _("Quit and abandon it?"), "", _("y quit    n keep playing")};
        draw_lines_box(ui, BOX_ON_BOARD, _("Quit"), lines, 4, 3);
        break;
    }
    case CONFIRM_RESIGN: {
        const char *lines[] = {resign_question(ui, false), "", _("y resign    n keep playing")};
        draw_lines_box(ui, BOX_ON_BOARD, _("Resign"), lines, 3, 2);
        break;
    }
    case CONFIRM_RESUME: {
        int moves = game_move_number(&ui->resume, ui->resume.nplies);
        snprintf(info, sizeof info, ui->resume.pos.side == WHITE ? _("(move %d, White to move)") : _("(move %d, Black to move)"),
                 moves);
        const char *lines[] = {_("Your last game was interrupted."), info, _("Resume it?"), "",
                               _("y resume    n new game")};
        draw_lines_box(ui, BOX_ON_BOARD, _("Resume"), lines, 5, 4);
        break;
    }
    case CONFIRM_NEW_GAME: {
        const char *lines[] = {_("A game is in progress."), _("Abandon it for a new game?"), "", _("y new game    n keep playing")};
        draw_lines_box(ui, BOX_ON_BOARD, _("New game"), lines, 4, 3);
        break;
    }
    case CONFIRM_LOAD: {
        const char *lines[] = {_("A game is in progress."), _("Abandon it to load another?"), "", _("y load    n keep playing")};
        draw_lines_box(ui, BOX_ON_BOARD, _("Load"), lines, 4, 3);
        break;
    }
    case CONFIRM_OVERWRITE:
        draw_overwrite(ui);
        break;
    case CONFIRM_PLAY_ON: {
        int dropped = review_plies_dropped(&ui->review, &ui->session.game);
        snprintf(info, sizeof info, P_("The %d later ply will be dropped.", "The %d later plies will be dropped.", dropped),
                 dropped);
        /* Playing on is a take-back: a rated game becomes casual. */
        bool costs = session_help_costs_rating(&ui->session);
        const char *lines[] = {_("Play on from this position?"), info,
                               costs ? _("This makes the game casual (not rated).") : "", "",
                               _("y play on    n keep the game")};
        const char *kept[] = {lines[0], lines[1], lines[3], lines[4]};
        if (costs)
            draw_lines_box(ui, BOX_ON_BOARD, _("Play on from here"), lines, 5, 4);
        else
            draw_lines_box(ui, BOX_ON_BOARD, _("Play on from here"), kept, 4, 3);
        break;
    }
    case CONFIRM_EGDB_BUILD: {   /* part "drillui" */
        const char *lines[8];
        int n = ui_drill_offer_lines(lines, 8);
        draw_lines_box(ui, BOX_ON_BOARD, _("Endgame databases"), lines, n, n - 1);
        break;
    }
    case CONFIRM_CASUAL: {
        static const char *const ASKED[] = {
            [HELP_HINT] = N_("A hint makes this rated game casual:"),
            [HELP_UNDO] = N_("A take-back makes this rated game casual:"),
            [HELP_ANALYSIS] = N_("The analysis makes this rated game casual:"),
        };
        const char *lines[] = {_(ASKED[ui->casual_help]), _("it will not count for your rating."), "",
                               _("y go ahead    n keep it rated")};
        draw_lines_box(ui, BOX_ON_BOARD, _("Rated game"), lines, 4, 3);
        break;
    }
    }
}

/* New game, or the side to take in a loaded one.  Without a human against
 * the engine the colour only turns the board (the side at the bottom), and
 * two players have no level to choose. */
static void draw_new_game(const Ui *ui)
{
    bool loaded = ui->mode == MODE_CHOOSE_SIDE;
    bool two_players = session_two_players(&ui->session), watching = session_watching(&ui->session);
    char colour[80], level[80];
    const char *white = ui->new_colour == WHITE ? _("[White]") : _(" White ");
    const char *black = ui->new_colour == BLACK ? _("[Black]") : _(" Black ");
    snprintf(colour, sizeof colour, "%s %s  %s   w / b", two_players || watching ? _("Board from:") : _("You play:  "),
             white, black);
    snprintf(level, sizeof level, _("Level:      %2d of %d     up/down, 1-9, 0=10"), ui->new_level, MAX_LEVEL);
    const char *hint = _("            1 beginner ... 10 full strength");
    const char *who = two_players ? _("Two players on this keyboard") : _("The engine plays itself");
    const char *opening = ui->new_ballot ? _("Opening:    [random ballot]   o") : _("Opening:    [start position]  o");
    /* rating part: the session's rule for the game this dialog starts. */
    Player players[2];
    session_players_again(&ui->session, ui->new_colour, ui->new_level, players);
    GameRating rating = loaded ? CASUAL_LOADED : session_rating_for(players, false);
    const char *rated = rating == GAME_RATED ? _("Rated:      yes (no hints, no take-backs)")
                        : rating == CASUAL_LOADED ? _("Rated:      no (a loaded game)")
                                                  : _("Rated:      no (not against the engine)");
    const char *lines[8];
    int n = 0;
    if (two_players || watching)
        lines[n++] = who;
    lines[n++] = colour;
    if (!two_players) {
        lines[n++] = level;
        lines[n++] = hint;
    }
    if (!loaded)
        lines[n++] = opening;
    lines[n++] = rated;
    lines[n++] = "";
    lines[n++] = loaded ? _("Enter play from here") : _("Enter start    Esc cancel");
    draw_lines_box(ui, BOX_ON_BOARD, loaded ? _("Loaded: which side do you take?") : _("New game"), lines, n, n - 1);
}

static void draw_file_dialog(const Ui *ui)
{
    enum { FILE_BOX_MIN_W = 36, FILE_BOX_MAX_W = 72 };
    /* As wide as the board, so that the side panel stays whole around it. */
    int w = 8 * ui->layout.cell_w + 2;
    if (w < FILE_BOX_MIN_W)
        w = FILE_BOX_MIN_W;
    if (w > FILE_BOX_MAX_W)
        w = FILE_BOX_MAX_W;
    int iy, ix;
    const char *title = ui->file_action == FILE_SAVE ? _("Save game (PDN)") : _("Load game (PDN)");
    draw_box(ui, BOX_ON_BOARD, 6, w, title, &iy, &ix);
    put_text(iy, ix, w - 4, A_NORMAL, _("File:"));
    int field = w - 4;
    const char *s = ui->file_input;
    int len = ui_text_width(s);
    /* Show the end of a long path: that is where the typing happens. */
    while (len > field - 1) {
        s += ui_fit_bytes(s, 1);
        len--;
    }
    attr_t a = ui_pair(ui, PAIR_ACCENT) | A_BOLD | A_UNDERLINE;
    attrset(a);
    mvhline(iy + 1, ix, ' ', field);
    put_text(iy + 1, ix, field, a, s);
    put_text(iy + 1, ix + len, 1, A_REVERSE, " ");
    put_textf(iy + 3, ix, w - 4, ui_pair(ui, PAIR_ACCENT) | A_BOLD, "%s",
             ui->file_action == FILE_SAVE ? _("Enter save  Esc cancel  ^U clear")
                                          : _("Enter load  Esc cancel  ^U clear"));
}

static void draw_choices(const Ui *ui)
{
    char rows[UI_MAX_CHOICES][MOVE_STRSIZE + 8];
    const char *lines[UI_MAX_CHOICES + 3];
    int n = 0;
    lines[n++] = _("Several captures end there:");
    for (int i = 0; i < ui->nchoices; i++) {
        char text[MOVE_STRSIZE];
        snprintf(rows[i], sizeof rows[i], "%s %d  %s", i == ui->choice_index ? ">" : " ", i + 1,
                 move_format(&ui->choices[i], text, sizeof text));
        lines[n++] = rows[i];
    }
    lines[n++] = "";
    lines[n++] = _("1-9 or arrows+Enter; Esc cancel");
    draw_lines_box(ui, BOX_ON_PANEL, _("Choose the capture"), lines, n, n - 1);
}

/* A file's games: "3. Anna - Bruno  1-0  2024.05.01  34 plies", the one
 * under the cursor marked; the list scrolls to keep it in view. */
static void draw_pick(const Ui *ui)
{
    enum { ROW_SIZE = 4 * FILES_LISTING_TEXT + 64, MAX_ROWS = 12 };
    const Layout *L = &ui->layout;
    int rows = 8 * L->cell_h - 4;
    if (rows > MAX_ROWS)
        rows = MAX_ROWS;
    if (rows > ui->npicks)
        rows = ui->npicks;
    if (rows < 1)
        rows = 1;
    int top = ui->pick_index >= rows ? ui->pick_index - rows + 1 : 0;
    char text[MAX_ROWS][ROW_SIZE], players[MAX_ROWS][ROW_SIZE];
    const char *lines[MAX_ROWS + 2];
    /* The players column is as wide as its widest visible entry, so that
     * results, dates and lengths line up. */
    int width = 0;
    for (int i = top, k = 0; i < top + rows && i < ui->npicks; i++, k++) {
        snprintf(players[k], ROW_SIZE, "%s - %s", ui->picks[i].white, ui->picks[i].black);
        if (ui->picks[i].plies >= 0 && ui_text_width(players[k]) > width)
            width = ui_text_width(players[k]);
    }
    int n = 0;
    for (int i = top; i < top + rows && i < ui->npicks; i++, n++) {
        const GameListing *g = &ui->picks[i];
        const char *mark = i == ui->pick_index ? ">" : " ";
        int pad = width - ui_text_width(players[n]);
        if (g->plies < 0) {
            snprintf(text[n], ROW_SIZE, _("%s%3d. (cannot be read: %s)"), mark, i + 1, g->error);
        } else {
            char length[32];
            snprintf(length, sizeof length, P_("%d ply", "%d plies", g->plies), g->plies);
            snprintf(text[n], ROW_SIZE, "%s%3d. %s%*s  %s  %s  %s", mark, i + 1, players[n], pad, "", g->result,
                     g->date, length);
        }
        lines[n] = text[n];
    }
    lines[n++] = "";
    lines[n++] = ui->pick_keeps_loaded ? _("arrows, Enter load, Esc keep the first") : _("arrows, Enter load, Esc cancel");
    draw_lines_box(ui, BOX_ON_BOARD, _("Which game?"), lines, n, n - 1);
}

/* The result in the words of who played: "you" only for a person
 * against the engine; two people or two engines are named by their side. */
static const char *game_over_verdict(const Session *s)
{
    GameResult r = s->game.result;
    if (r == RESULT_DRAW)
        return _("A draw.");
    if (session_watching(s) || session_two_players(s))
        return r == RESULT_WHITE_WINS ? _("White wins.") : _("Black wins.");
    if ((r == RESULT_WHITE_WINS) == (session_human_side(s) == WHITE))
        return _("You win. Well played!");
    return _("dama wins.");
}

static void draw_game_over(const Ui *ui)
{
    char result[UI_MESSAGE_SIZE];
    words_result(&ui->session.game, result, sizeof result);
    const char *verdict = game_over_verdict(&ui->session);
    const char *keys = session_can_undo(&ui->session) ? _("n new game   u take back   q quit") : _("n new game   q quit");
    char exercises[UI_TRAIN_LINE_SIZE];
    bool new_exercises = ui_train_game_over_line(ui, exercises, sizeof exercises); /* part "train" */
    const char *lines[] = {result, verdict, new_exercises ? exercises : "", keys,
                           _("a analyse the game, < > go through it"), _("(any other key: look at the board)")};
    draw_lines_box(ui, BOX_ON_BOARD, _("Game over"), lines, 6, 3);
}

/* The help page under the title and a footer that always says how to
 * leave it; a terminal too short for the whole page scrolls it. */
static void draw_help(const Ui *ui)
{
    erase();
    draw_title(ui);
    HelpRow rows[UI_HELP_MAX_ROWS];
    int width = ui_help_width(COLS);
    int total = ui_help_wrap(width, rows, UI_HELP_MAX_ROWS);
    int x = (COLS - width) / 2 > 1 ? (COLS - width) / 2 : 1;
    int y = LINES >= total + 4 ? 2 : 1;
    int page = ui_help_page_rows(LINES, total);
    bool scrolls = page < total;
    int top = ui->help_top;
    if (top > total - page)
        top = total - page;
    if (top < 0)
        top = 0;
    int shown = scrolls ? page : total;
    for (int i = 0; i < shown; i++) {
        const HelpRow *r = &rows[top + i];
        char line[UI_MESSAGE_SIZE];
        snprintf(line, sizeof line, "%*s%.*s", r->indent, "", r->bytes, r->text);
        put_text(y + i, x, COLS - x - 1, r->heading ? ui_pair(ui, PAIR_ACCENT) | A_BOLD : A_NORMAL, line);
    }
    attr_t footer = ui_pair(ui, PAIR_ACCENT) | A_BOLD;
    char text[UI_MESSAGE_SIZE];
    if (scrolls)
        snprintf(text, sizeof text, _("Lines %d-%d/%d: arrows, PgUp/PgDn; other key: back"), top + 1,
                 top + shown, total);
    else
        snprintf(text, sizeof text, _("Press any key to go back to the game."));
    put_wrapped(y + shown + 1, x, COLS - x - 1, LINES - (y + shown + 1), footer, text);
}

/* The position as FEN and the game as PDN, scrolled like the help page;
 * the footer names the keys that copy them. */
static void draw_text_page(const Ui *ui)
{
    erase();
    draw_title(ui);
    char *buf = NULL;
    const char *lines[UI_TEXT_PAGE_MAX_LINES];
    int n = ui_text_page(ui, &buf, lines, UI_TEXT_PAGE_MAX_LINES);
    int width = ui_help_width(COLS);
    int x = (COLS - width) / 2 > 1 ? (COLS - width) / 2 : 1;
    int bottom = LINES - 3;
    int top = ui->text_top < n - 1 ? ui->text_top : n - 1;
    int y = 2;
    for (int i = top < 0 ? 0 : top; i < n && y < bottom; i++) {
        bool heading = lines[i][0] == '#';
        y += put_wrapped(y, x, width, bottom - y, heading ? ui_pair(ui, PAIR_ACCENT) | A_BOLD : A_NORMAL,
                         lines[i] + heading);
        if (lines[i][0] == '\0')
            y++;
    }
    free(buf);
    /* What the last copy did, above the keys. */
    put_wrapped(LINES - 2, x, COLS - x - 1, 1, ui->message_kind == NOTE_ERROR ? ui_pair(ui, PAIR_ERROR) : A_NORMAL,
                ui->message);
    put_wrapped(LINES - 1, x, COLS - x - 1, 1, ui_pair(ui, PAIR_ACCENT) | A_BOLD,
                "f copy the FEN  g copy the game  arrows scroll  other key: back");
}

/* The question a yes/no dialog asks, short enough for the "too small"
 * page, which must still show it: the keys answer it there too. */
static const char *short_question(const Ui *ui)
{
    switch (ui->confirm) {
    case CONFIRM_QUIT: return _("Quit and abandon the game? y / n");
    case CONFIRM_RESIGN: return resign_question(ui, true);
    case CONFIRM_RESUME: return _("Resume the interrupted game? y / n");
    case CONFIRM_NEW_GAME: return _("Abandon this game for a new one? y / n");
    case CONFIRM_LOAD: return _("Abandon this game to load another? y / n");
    case CONFIRM_OVERWRITE: return _("Replace the file? y / n");
    case CONFIRM_PLAY_ON: return _("Play on from here, dropping the later moves? y / n");
    case CONFIRM_CASUAL: return _("This makes the game casual (not rated). Go ahead? y / n");
    case CONFIRM_EGDB_BUILD: return _("Build the 5-piece endgame databases in the background? y / n");
    }
    return "";
}

/* Every line wraps: the page must be readable in any terminal, however
 * narrow (the size it asks for most of all). */
/* part "drillui": the ladder, and the message line at the foot. */
static void draw_drill_page(const Ui *ui)
{
    erase();
    draw_title(ui);
    UiDrillLine lines[UI_DRILL_LINES];
    int n = ui_drill_lines(ui, lines, UI_DRILL_LINES);
    int x = 2, w = COLS - 4, y = 2, foot = LINES - 3;
    for (int i = 0; i < n && y < foot; i++)
        y += lines[i].text[0] == '\0' ? 1 : put_wrapped(y, x, w, foot - y, drill_attr(ui, lines[i].style), lines[i].text);
    attr_t a = ui->message_kind == NOTE_ERROR ? ui_pair(ui, PAIR_ERROR) | A_BOLD
               : ui->message_kind == NOTE_GOOD ? ui_pair(ui, PAIR_GOOD) | A_BOLD
                                               : A_NORMAL;
    put_wrapped(LINES - 3, x, w, 3, a, ui->message);
}

static void draw_too_small(const Ui *ui)
{
    erase();
    char now[96], need[96];
    snprintf(now, sizeof now, _("Terminal too small (%dx%d)."), COLS, LINES);
    int min_cols, min_lines;
    ui_layout_min_size(&min_cols, &min_lines);
    snprintf(need, sizeof need, _("Please enlarge it to at least %dx%d."), min_cols, min_lines);
    const char *lines[] = {now, need, ui->mode == MODE_CONFIRM ? short_question(ui) : _("(q quits)")};
    int y = LINES / 2 - 2 > 0 ? LINES / 2 - 2 : 0;
    for (int i = 0; i < 3 && y < LINES; i++)
        y += put_wrapped(y, 0, COLS, LINES - y, A_NORMAL, lines[i]);
}

/* What each screen paints: a page of its own instead of the board (the
 * help, the FEN/PDN text), or a box over the board (the dialogs); neither:
 * the board alone (play, and the editor, whose panel draw_panel tells
 * apart). */
typedef struct ScreenPainter {
    void (*page)(const Ui *ui);
    void (*dialog)(const Ui *ui);
} ScreenPainter;

/* A switch, not an array: a screen added to UiMode and not here is a
 * compiler warning (-Wswitch), not a read past the end. */
static ScreenPainter painter_of(UiMode mode)
{
    switch (mode) {
    case MODE_PLAY:
    case MODE_EDIT:
    case MODE_TRAIN:
    case MODE_DRILL: return (ScreenPainter){NULL, NULL};   /* the drill's list: ui_draw below */
    case MODE_HELP: return (ScreenPainter){draw_help, NULL};
    case MODE_TEXT: return (ScreenPainter){draw_text_page, NULL};
    case MODE_CONFIRM: return (ScreenPainter){NULL, draw_confirm};
    case MODE_NEW_GAME:
    case MODE_CHOOSE_SIDE: return (ScreenPainter){NULL, draw_new_game};
    case MODE_FILE: return (ScreenPainter){NULL, draw_file_dialog};
    case MODE_CHOOSE: return (ScreenPainter){NULL, draw_choices};
    case MODE_GAME_OVER: return (ScreenPainter){NULL, draw_game_over};
    case MODE_PICK_GAME: return (ScreenPainter){NULL, draw_pick};
    }
    return (ScreenPainter){NULL, NULL};
}

void ui_draw(const Ui *ui, MoveListHits *hits)
{
    ScreenPainter p = painter_of(ui->mode);
    if (ui->mode == MODE_DRILL && !ui_drill_playing(ui))   /* part "drillui": the ladder is a page */
        p.page = draw_drill_page;
    hits->shown = false;
    if (ui->layout.too_small) {
        draw_too_small(ui);
    } else if (p.page != NULL) {
        p.page(ui);
    } else {
        erase();
        draw_title(ui);
        draw_board(ui);
        draw_panel(ui, hits);
        draw_prompt(ui);
        if (p.dialog != NULL)
            p.dialog(ui);
    }
    refresh();
}
