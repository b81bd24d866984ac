/*
 * drill.c - the endgame ladder's drills: won positions drawn from the
 * databases, the databases' defence, the verdict and the progress file
 * (drill.h, docs/drills.md).
 */
#include "drill.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fileread.h"
#include "filewrite.h"
#include "movegen.h"
#include "numparse.h"

/* Part "named": the course's named positions, on the squares its text
 * gives (docs/drills.md, "The named positions", has the source and what
 * each square comes from). */
#define SQ(n) ((Bitboard)1u << ((n) - 1))
#define ANY_SQUARE (~(Bitboard)0)

/* Prima Posizione and its drawn twin: two White kings anywhere, the Black
 * king in the lower double corner, the Black man on 1, 2, 9 or 17. */
static const DrillPiece PRIMA[] = {
    {WHITE, true, ANY_SQUARE},
    {WHITE, true, ANY_SQUARE},
    {BLACK, true, SQ(25) | SQ(29)},
    {BLACK, false, SQ(1) | SQ(2) | SQ(9) | SQ(17)},
};

/* Seconda Posizione: the White king on 27 ties the Black king (32 or 28)
 * and the man on 24 to the single corner; White's man, wherever it is on
 * its way, crowns and comes to 19.  Not on 31: it would stand where the
 * king must go. */
static const DrillPiece SECONDA[] = {
    {WHITE, true, SQ(27)},
    {WHITE, false, SQ(21) | SQ(22) | SQ(23) | SQ(25) | SQ(26) | SQ(29) | SQ(30)},
    {BLACK, true, SQ(28) | SQ(32)},
    {BLACK, false, SQ(24)},
};

/* Terza Posizione: the White king on 18 holds the Black king on 17 at the
 * side of the double corner, the other White king is in it (29), the
 * other Black king is near White's base. */
static const DrillPiece TERZA[] = {
    {WHITE, true, SQ(18)},
    {WHITE, true, SQ(29)},
    {BLACK, true, SQ(17)},
    {BLACK, true, SQ(27) | SQ(28) | SQ(30) | SQ(31) | SQ(32)},
};

/* Part "quarta": the Quarta Posizione, three White kings against a Black
 * king and two men on opposite side files (sponde), each man at least
 * three steps from crowning: one on the left file (a8, a6, a4), one on the
 * right (h7, h5).  A man on the side file cannot be taken, and no single
 * king watches both edges, so two of White's kings are tied to the men.
 * The Black king and the White kings stand anywhere (placed after the
 * men, so that a king never takes the last square a man may have). */
static const DrillPiece QUARTA[] = {
    {BLACK, false, SQ(1) | SQ(9) | SQ(17)},
    {BLACK, false, SQ(8) | SQ(16)},
    {BLACK, true, ANY_SQUARE},
    {WHITE, true, ANY_SQUARE},
    {WHITE, true, ANY_SQUARE},
    {WHITE, true, ANY_SQUARE},
};

#define SETUP(a) (int)(sizeof(a) / sizeof(a)[0]), (a)

/* The course's order (/work/shared/GLOSSARY.md).  The distances keep away
 * the positions that are won in a move or two: a drill should need the
 * technique it teaches. */
static const DrillSpec DRILLS[DRILL_COUNT] = {
    {1, "2k-k", 2, 0, 1, 0, 7, WHITE, DRILL_GOAL_WIN, 0, NULL, false},
    {2, "km-k", 1, 1, 1, 0, 5, WHITE, DRILL_GOAL_WIN, 0, NULL, false},
    {3, "2km-2k", 2, 1, 2, 0, 9, WHITE, DRILL_GOAL_WIN, 0, NULL, false},
    {4, "3k-2k", 3, 0, 2, 0, 9, WHITE, DRILL_GOAL_WIN, 0, NULL, false},
    {5, "3k-2km", 3, 0, 2, 1, 9, WHITE, DRILL_GOAL_WIN, 0, NULL, false},
    {6, "prima", 2, 0, 1, 1, 9, WHITE, DRILL_GOAL_WIN, SETUP(PRIMA), true},
    {7, "falsa-prima", 1, 1, 2, 0, 9, BLACK, DRILL_GOAL_HOLD, SETUP(PRIMA), true},
    {8, "seconda", 1, 1, 1, 1, 1, WHITE, DRILL_GOAL_WIN, SETUP(SECONDA), false},
    {9, "terza", 2, 0, 2, 0, 1, WHITE, DRILL_GOAL_WIN, SETUP(TERZA), false},
    {10, "quarta", 3, 0, 1, 2, 9, WHITE, DRILL_GOAL_WIN, SETUP(QUARTA), false},
};

const DrillSpec *drill_spec(int number)
{
    return number >= 1 && number <= DRILL_COUNT ? &DRILLS[number - 1] : NULL;
}

int drill_pieces(const DrillSpec *s)
{
    return s->kings + s->men + s->defender_kings + s->defender_men;
}

/* ------------------------------------------------------------------ */
/* Random placements                                                   */

/* SplitMix64: a small generator whose whole state is passed along, so
 * the same seed gives the same drill everywhere. */
static uint64_t next_random(uint64_t *state)
{
    uint64_t z = (*state += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

/* A random empty square of allowed, or -1 when none is left. */
static int random_square(uint64_t *state, Bitboard allowed, const Position *p)
{
    Bitboard free_squares = allowed & pos_empty(p);
    int n = popcount32(free_squares);
    if (n == 0)
        return -1;
    int k = (int)(next_random(state) % (uint64_t)n);
    while (k-- > 0)
        free_squares &= free_squares - 1;
    return lsb_index(free_squares);
}

/* Men never stand on their own crowning row. */
static bool put_pieces(Position *p, uint64_t *state, int side, bool king, int count)
{
    Bitboard allowed = king ? ~(Bitboard)0 : ~crown_row(side);
    for (int i = 0; i < count; i++) {
        int sq = random_square(state, allowed, p);
        if (sq < 0)
            return false;
        pos_put(p, side, king, sq);
    }
    return true;
}

static bool random_material(const DrillSpec *s, uint64_t *state, Position *p)
{
    return put_pieces(p, state, WHITE, true, s->kings) && put_pieces(p, state, WHITE, false, s->men) &&
           put_pieces(p, state, BLACK, true, s->defender_kings) &&
           put_pieces(p, state, BLACK, false, s->defender_men);
}

/* Each piece of the set-up on one of its squares. */
static bool random_setup(const DrillSpec *s, uint64_t *state, Position *p)
{
    for (int i = 0; i < s->setup_count; i++) {
        const DrillPiece *piece = &s->setup[i];
        Bitboard allowed = piece->king ? piece->squares : piece->squares & ~crown_row(piece->side);
        int sq = random_square(state, allowed, p);
        if (sq < 0)
            return false;
        pos_put(p, piece->side, piece->king, sq);
    }
    return true;
}

static bool random_placement(const DrillSpec *s, uint64_t *state, Position *p)
{
    pos_clear(p);
    bool placed = s->setup_count > 0 ? random_setup(s, state, p) : random_material(s, state, p);
    if (placed && p->side != s->player) {
        p->side = s->player;
        p->hash = pos_compute_hash(p);
    }
    return placed;
}

/* Whether v (for the side to move) is what a drill of goal needs: a win
 * at least min_plies from its conversion, or a draw. */
static bool value_fits(EgdbValue v, DrillGoal goal, int min_plies)
{
    if (goal == DRILL_GOAL_HOLD)
        return egdb_wdl(v) == EGDB_DRAW;
    return egdb_value_is_win(v) && egdb_value_distance(v) >= min_plies;
}

/* The same pieces with the other side to move have the other result: a
 * draw for a won drill, a win (as far from conversion as a won drill's)
 * for the other side of a held one. */
static bool turn_decides(Egdb *db, const DrillSpec *s, const Position *p)
{
    Position other = *p;
    other.side ^= 1;
    other.hash = pos_compute_hash(&other);
    EgdbValue v;
    if (egdb_probe_status(db, &other, &v) != EGDB_PROBE_FOUND)
        return false;
    DrillGoal other_goal = s->goal == DRILL_GOAL_WIN ? DRILL_GOAL_HOLD : DRILL_GOAL_WIN;
    return value_fits(v, other_goal, s->min_plies);
}

DrillPickStatus drill_pick(Egdb *db, const DrillSpec *s, uint64_t seed, Position *out, int *plies)
{
    if (db == NULL || egdb_pieces(db) < drill_pieces(s))
        return DRILL_NEEDS_DATABASE;
    uint64_t state = seed;
    for (int i = 0; i < DRILL_PICK_TRIES; i++) {
        Position p;
        EgdbValue v;
        if (!random_placement(s, &state, &p) || egdb_probe_status(db, &p, &v) != EGDB_PROBE_FOUND)
            continue;
        if (value_fits(v, s->goal, s->min_plies) && (!s->turn_decides || turn_decides(db, s, &p))) {
            *out = p;
            *plies = s->goal == DRILL_GOAL_WIN ? egdb_value_distance(v) : 0;
            return DRILL_PICKED;
        }
    }
    return DRILL_NO_POSITION;
}

/* ------------------------------------------------------------------ */
/* Playing                                                             */

int drill_shortest_win(Egdb *db, const Position *p)
{
    EgdbValue v;
    if (!egdb_probe(db, p, &v) || !egdb_value_is_win(v))
        return -1;
    Position pos = *p;
    int winner = pos.side, moves = 0;
    /* Each winning move lowers the distance or converts into a table with
     * fewer pieces or men, so this ends; the bound only guards a damaged
     * table. */
    for (int ply = 0; ply < 4 * FIFTY_MOVE_PLIES * EGDB_MAX_PIECES; ply++) {
        if (movegen_count(&pos) == 0 || pos_pieces(&pos, pos.side) == 0)
            return pos.side != winner ? moves : -1;
        Move m;
        if (!egdb_best(db, &pos, &m, &v))
            return -1;
        moves += pos.side == winner;
        pos_make(&pos, &m);
    }
    return -1;
}

void drill_attempt_start(DrillAttempt *a, Egdb *db, const Position *start)
{
    memset(a, 0, sizeof *a);
    a->db = db;
    a->player = start->side;
    game_init(&a->game, start);
    EgdbValue v;
    a->goal = egdb_probe(db, start, &v) && egdb_wdl(v) == EGDB_DRAW ? DRILL_GOAL_HOLD : DRILL_GOAL_WIN;
    a->shortest = a->goal == DRILL_GOAL_WIN ? drill_shortest_win(db, start) : 0;
}

void drill_attempt_free(DrillAttempt *a)
{
    game_free(&a->game);
}

/* The verdict of a game that has just ended.  A hold drill is passed by
 * any draw the rules give. */
static DrillVerdict ended(const DrillAttempt *a)
{
    GameResult won = a->player == WHITE ? RESULT_WHITE_WINS : RESULT_BLACK_WINS;
    if (a->game.result == won)
        return DRILL_WON;
    if (a->goal == DRILL_GOAL_HOLD)
        return a->game.result == RESULT_DRAW ? DRILL_HELD : DRILL_THROWN_LOSS;
    if (a->game.reason == END_FIFTY_MOVES)
        return DRILL_FIFTY_MOVES;
    if (a->game.reason == END_THREEFOLD)
        return DRILL_REPETITION;
    return a->game.result == RESULT_DRAW ? DRILL_THROWN_DRAW : DRILL_THROWN_LOSS;
}

/* After the player's move the defender is to move: a loss for it keeps
 * the drill going; anything else is the win thrown away.  In a hold drill
 * only a win for the other side ends it. */
static DrillVerdict judge_defender(DrillAttempt *a)
{
    EgdbValue v;
    EgdbProbeStatus st = egdb_probe_status(a->db, &a->game.pos, &v);
    if (st != EGDB_PROBE_FOUND)
        return DRILL_DATABASE_FAILED;
    if (a->goal == DRILL_GOAL_HOLD)
        return egdb_value_is_win(v) ? DRILL_THROWN_LOSS : DRILL_PLAYING;
    if (egdb_value_is_loss(v))
        return DRILL_PLAYING;
    return egdb_wdl(v) == EGDB_DRAW ? DRILL_THROWN_DRAW : DRILL_THROWN_LOSS;
}

/* The player's replies from p that keep the draw (the other side then not
 * winning); -1 when p is not a covered draw for the player. */
static int drawing_replies(Egdb *db, const Position *p)
{
    EgdbValue v;
    if (!egdb_probe(db, p, &v) || egdb_wdl(v) != EGDB_DRAW)
        return -1;
    MoveList list;
    int n = 0;
    movegen_legal(p, &list);
    for (int i = 0; i < list.count; i++) {
        Position q = *p;
        pos_make(&q, &list.moves[i]);
        n += egdb_probe(db, &q, &v) && !egdb_value_is_win(v);
    }
    return n;
}

/* The other side's reply in a hold drill: among its drawing moves the one
 * that leaves the player the fewest drawing replies, so that the drill
 * tests the defence (the databases' first drawing move would often let
 * any move hold).  False when no move keeps a covered draw. */
static bool testing_reply(Egdb *db, const Position *p, Move *reply)
{
    MoveList list;
    int fewest = -1;
    movegen_legal(p, &list);
    for (int i = 0; i < list.count; i++) {
        Position q = *p;
        pos_make(&q, &list.moves[i]);
        int n = drawing_replies(db, &q);
        if (n >= 0 && (fewest < 0 || n < fewest)) {
            fewest = n;
            *reply = list.moves[i];
        }
    }
    return fewest >= 0;
}

/* The databases' answer to the player's move. */
static bool defender_reply(const DrillAttempt *a, Move *reply)
{
    EgdbValue v;
    if (a->goal == DRILL_GOAL_HOLD && testing_reply(a->db, &a->game.pos, reply))
        return true;
    return egdb_best(a->db, &a->game.pos, reply, &v);
}

DrillVerdict drill_attempt_play(DrillAttempt *a, const Move *m, Move *reply, bool *replied)
{
    *replied = false;
    if (a->verdict != DRILL_PLAYING || a->game.pos.side != a->player || !game_play(&a->game, m))
        return a->verdict;
    a->player_moves++;
    if (game_over(&a->game))
        return a->verdict = ended(a);
    a->verdict = judge_defender(a);
    if (a->verdict != DRILL_PLAYING)
        return a->verdict;
    if (!defender_reply(a, reply) || !game_play(&a->game, reply))
        return a->verdict = DRILL_DATABASE_FAILED;
    *replied = true;
    if (game_over(&a->game))
        a->verdict = ended(a);
    return a->verdict;
}

/* ------------------------------------------------------------------ */
/* Progress                                                            */

/* drills.txt, one line per drill attempted (docs/drills.md):
 *   # dama drills 1
 *   drill 2 attempts 3 passed 1 best 9 shortest 7
 */
#define PROGRESS_HEADER "# dama drills 1"

void drill_progress_path(const char *data_dir, char *buf, size_t size)
{
    snprintf(buf, size, "%s/%s", data_dir, DRILL_PROGRESS_FILE);
}

enum { FIELD_MAX = 1000000, LINE_FIELDS = 6 };

/* "drill N attempts A passed P best B shortest S" into *p. */
static bool parse_progress_line(char *line, DrillProgress *p)
{
    static const char *const NAMES[LINE_FIELDS] = {"drill", "attempts", "passed", "best", "shortest", NULL};
    int values[LINE_FIELDS - 1];
    char *save = NULL;
    char *word = strtok_r(line, " \t", &save);
    for (int i = 0; i < LINE_FIELDS - 1; i++) {
        char *value = strtok_r(NULL, " \t", &save);
        if (word == NULL || value == NULL || strcmp(word, NAMES[i]) != 0 ||
            !parse_int(value, 0, FIELD_MAX, &values[i]))
            return false;
        word = strtok_r(NULL, " \t", &save);
    }
    if (word != NULL || drill_spec(values[0]) == NULL || values[2] > values[1])
        return false;
    DrillRecord *r = &p->drills[values[0]];
    r->attempts = values[1];
    r->passed = values[2];
    r->best_moves = values[3];
    r->best_shortest = values[4];
    return true;
}

bool drill_progress_read(const char *path, DrillProgress *p, FileProblem *why)
{
    memset(p, 0, sizeof *p);
    char *data = NULL;
    size_t size = 0;
    FileReadStatus st = file_read_all(path, DRILL_PROGRESS_MAX_BYTES, &data, &size, why);
    if (st == FILE_READ_MISSING)
        return true;
    if (st != FILE_READ_OK)
        return false;
    bool ok = true;
    int line_number = 0;
    char *save = NULL;
    for (char *line = strtok_r(data, "\n", &save); line != NULL && ok; line = strtok_r(NULL, "\n", &save)) {
        line_number++;
        size_t n = strlen(line);
        if (n > 0 && line[n - 1] == '\r')
            line[n - 1] = '\0';
        if (line[0] == '#' || line[0] == '\0')
            continue;
        ok = parse_progress_line(line, p);
        if (!ok)
            file_problem_set(why, FILE_PROBLEM_DRILL_BAD_LINE, path)->line = line_number;
    }
    free(data);
    return ok;
}

static int write_progress(FILE *f, void *ctx)
{
    const DrillProgress *p = ctx;
    if (fprintf(f, "%s\n", PROGRESS_HEADER) < 0)
        return -1;
    for (int n = 1; n <= DRILL_COUNT; n++) {
        const DrillRecord *r = &p->drills[n];
        if (r->attempts > 0 && fprintf(f, "drill %d attempts %d passed %d best %d shortest %d\n", n, r->attempts,
                                       r->passed, r->best_moves, r->best_shortest) < 0)
            return -1;
    }
    return 0;
}

bool drill_progress_write(const char *path, const DrillProgress *p, FileProblem *why)
{
    return file_save_with(path, write_progress, (void *)p, why) == 0;
}

/* A won attempt is better the fewer moves it needed beyond the
 * databases' win of its own position. */
static bool better_than_best(const DrillRecord *r, const DrillAttempt *a)
{
    return r->best_moves == 0 || a->player_moves - a->shortest < r->best_moves - r->best_shortest;
}

void drill_progress_record(DrillProgress *p, int number, const DrillAttempt *a)
{
    if (drill_spec(number) == NULL || a->verdict == DRILL_PLAYING || a->verdict == DRILL_DATABASE_FAILED)
        return;
    DrillRecord *r = &p->drills[number];
    if (r->attempts < FIELD_MAX)
        r->attempts++;
    if (a->verdict != DRILL_WON && a->verdict != DRILL_HELD)
        return;
    if (r->passed < FIELD_MAX)
        r->passed++;
    /* A held draw has no shortest win to be measured against. */
    if (a->verdict == DRILL_WON && a->goal == DRILL_GOAL_WIN && better_than_best(r, a)) {
        r->best_moves = a->player_moves;
        r->best_shortest = a->shortest;
    }
}

int drill_progress_passed(const DrillProgress *p)
{
    int n = 0;
    for (int i = 1; i <= DRILL_COUNT; i++)
        n += p->drills[i].passed > 0;
    return n;
}
