/*
 * ui_draw.c - painting a frame: the board, the game's side panel and
 * prompt, and what the screen shown (ui_screens.h) paints instead or over
 * them (its page, its panel and prompt, its dialog).  Every frame is
 * painted from the state in Ui; curses sends only what changed.  The
 * layout adapts to the terminal: the largest squares that fit, or a
 * message asking for a bigger window.  The helpers every painter shares
 * are ui_paint.c's.
 */
#include "ui_draw.h"

#include <curses.h>
#include <stdio.h>
#include <string.h>

#include "intl.h"
#include "movegen.h"
#include "ui_choose.h"
#include "ui_layout.h"
#include "ui_paint.h"
#include "ui_panel.h"
#include "ui_review.h"
#include "ui_screens.h"
#include "ui_text.h"

/* ------------------------------------------------------------------ */
/* The board.                                                         */

/* The squares of the refutation's first move, when the move into the
 * position shown carries a mark shown. */
static void mark_refutation(const Ui *ui, BoardMarks *mk)
{
    int valid, shown = review_shown_ply(&ui->review.shown, &ui->session.game);
    const GameReview *gr = review_state_game_review(&ui->review, &ui->session.game, &valid);
    if (shown == 0 || !review_state_mark_shown(&ui->review, &ui->session, gr, valid, shown - 1) || gr->plies[shown - 1].refutation_len == 0)
        return;
    const Move *reply = &gr->plies[shown - 1].refutation[0];
    mk->hint = move_squares(reply);
    mk->taken = reply->captured;
}

static void collect_marks(const Ui *ui, BoardMarks *mk)
{
    const UiScreen *screen = ui_screen(ui->mode);
    memset(mk, 0, sizeof *mk);
    if (screen->marks != NULL) {   /* a screen's own highlights (the puzzles') */
        screen->marks(ui, mk);
        return;
    }
    if (!(screen->flags & UI_SCREEN_GAME_MARKS))
        return;
    const Move *last = review_move_into(&ui->review.shown, &ui->session.game);
    if (last != NULL) {
        mk->last = move_squares(last);
        mk->last_captured = last->captured;
    }
    /* An earlier position shows only the move that led to it and, when
     * that move is marked, the reply that punishes it. */
    if (review_active(&ui->review.shown, &ui->session.game)) {
        mark_refutation(ui, mk);
        return;
    }
    Move hint;
    if (session_hint(&ui->session, &hint))
        mk->hint = move_squares(&hint);
    const Move *m = ui_choose_marked(ui);
    if (m != NULL) {
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

static SquareBg square_bg(const BoardMarks *mk, int sq)
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

static void draw_square(const Ui *ui, const BoardMarks *mk, int row, int col)
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
        (ui_screen(ui->mode)->flags & UI_SCREEN_CURSOR)) {
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
    BoardMarks mk;
    collect_marks(ui, &mk);
    draw_frame(ui);
    for (int row = 0; row < 8; row++)
        for (int col = 0; col < 8; col++)
            draw_square(ui, &mk, row, col);
}

/* ------------------------------------------------------------------ */
/* Title, prompt and message.                                         */


/* What the prompt line says while an earlier position is shown. */
static const char *const REVIEW_PROMPT = N_("Looking back.  < > PgUp PgDn step  Home End  c play on from here");
static const char *const REVIEW_PROMPT_SHORT = N_("Looking back: < > step, End back, c play on");


static void draw_prompt(const Ui *ui)
{
    const Layout *L = &ui->layout;
    int y = L->prompt_y, x = L->text_x, w = COLS - x - 1;
    const Game *g = &ui->session.game;
    const UiScreen *screen = ui_screen(ui->mode);
    if (screen->prompt != NULL) {
        screen->prompt(ui, y, x, w);
    } else if (review_active(&ui->review.shown, g)) {
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
/* The "terminal too small" page.                                     */


















/* Every line wraps: the page must be readable in any terminal, however
 * narrow (the size it asks for most of all). */
static void draw_too_small(const Ui *ui)
{
    erase();
    char now[96], need[96];
    snprintf(now, sizeof now, _("Terminal too small (%dx%d)."), COLS, LINES);
    int min_cols, min_lines;
    ui_layout_min_size(&min_cols, &min_lines);
    snprintf(need, sizeof need, _("Please enlarge it to at least %dx%d."), min_cols, min_lines);
    const UiScreen *screen = ui_screen(ui->mode);
    const char *lines[] = {now, need, screen->small_line != NULL ? screen->small_line(ui) : _("(q quits)")};
    int y = LINES / 2 - 2 > 0 ? LINES / 2 - 2 : 0;
    for (int i = 0; i < 3 && y < LINES; i++)
        y += put_wrapped(y, 0, COLS, LINES - y, A_NORMAL, lines[i]);
}

/* The screen shown paints a page of its own instead of the board (the
 * help, the FEN/PDN text), or the board with its own panel and prompt
 * (the editor, the exercises) or the game's, and maybe a box over it (the
 * dialogs): its row of the screen table says which. */
void ui_draw(const Ui *ui, MoveListHits *hits)
{
    const UiScreen *screen = ui_screen(ui->mode);
    hits->shown = false;
    if (ui->layout.too_small) {
        draw_too_small(ui);
    } else if (screen->page != NULL) {
        screen->page(ui);
    } else {
        erase();
        draw_title(ui);
        draw_board(ui);
        if (screen->panel != NULL)
            screen->panel(ui);
        else
            ui_panel_paint(ui, hits);
        draw_prompt(ui);
        if (screen->dialog != NULL)
            screen->dialog(ui);
    }
    refresh();
}
