/*
 * words_drill.c - the endgame drills in words (words_drill.h).
 */
#include "words_drill.h"

#include <stdio.h>

#include "intl.h"

/* What each step is called, what it teaches and how it is won: whole
 * sentences, translated when printed. */
typedef struct DrillWords {
    const char *name;
    const char *teaches;
    const char *how;
} DrillWords;

static const DrillWords WORDS[DRILL_COUNT + 1] = {
    [1] = {N_("Two kings against one king"),
           N_("It teaches how two kings drive a lone king out of the double corner and trap it."),
           N_("Bring both kings to the centre first. Push the lone king towards a single corner or the edge, "
              "never leaving it a path back to the double corner. Then close the last squares around it until "
              "it must step next to your kings and be taken.")},
    [2] = {N_("King and man against king"),
           N_("It teaches the opposition (la mossa): who has it decides whether the man crowns."),
           N_("Use the king to keep the defending king away from the man's path. Advance the man only when the "
              "defender cannot block or attack it, gaining the opposition with a waiting king move when "
              "needed. Once the man crowns, win as with two kings against one.")},
    [3] = {N_("Two kings and a man against two kings"),
           N_("It teaches how to escort a man to the crowning row against two defending kings."),
           N_("Keep the kings together beside the man and advance it square by square, so that no defending "
              "king can take it without being taken back. Offer an exchange of a king when it leaves a won "
              "ending with fewer pieces.")},
    [4] = {N_("Three kings against two kings"),
           N_("It teaches how to break the defence of two kings that hold the opposite double corners."),
           N_("Drive one defending king out of its double corner with two of your kings while the third keeps "
              "the other one away. Then force an exchange or a capture: two kings against one is won.")},
    [5] = {N_("Three kings against two kings and a man"),
           N_("It teaches how to stop the man and then win as three kings against two kings."),
           N_("First take or block the man before it crowns, keeping your kings safe from double captures. "
              "Then drive the defending kings out of the double corners as in the previous drill.")},
    /* Part "named": the course's named positions (docs/drills.md). */
    [6] = {N_("Prima Posizione: two kings against a king and a man"),
           N_("It teaches the first named position: two kings beat a king in the double corner and a man on 1, 2, "
              "9 or 17 when they have the move (la mossa)."),
           N_("Keep the black king shut in the double corner with one king while the other watches the man. Black "
              "must then spend the man's moves, and because you have the move Black runs out of them first: the "
              "man walks into a capture or the king must leave the corner. Then win two kings against one.")},
    [7] = {N_("Falsa Prima: the same position without the move"),
           N_("It teaches why the Prima Posizione is only a draw when the side with two kings does not have the "
              "move: you hold it with the king and the man."),
           N_("Keep your king in the double corner, stepping between its squares, and keep the man's moves in "
              "reserve. Without the move White cannot force you out: advance the man only to a square where no "
              "king can take it, and never let your king be shut in at the side.")},
    [8] = {N_("Seconda Posizione: king and man against king and man"),
           N_("It teaches the second named position: one king on 27 ties the black king and the man on 24 to "
              "the single corner."),
           N_("Leave the king on 27: Black can only move the king between 32 and 28, because the man's step to "
              "28 is answered by 27-31 and the king's step to 31 by 27-23. Meanwhile crown your man and bring the "
              "new king to 19; then 27-31 and 19-23 (or 19-23 first) win the last tempo.")},
    [9] = {N_("Terza Posizione: two kings against two kings"),
           N_("It teaches the third named position: a king on 18 holds a black king at the side of the double "
              "corner, the other king stands in it, and the second black king is caught near the base."),
           N_("18-21 offers an exchange: after 17x26 29x22 one king is left against one, and the move is now "
              "yours. Chase the last black king along the base and the edge until it must step next to your king "
              "and be taken. If it has already left the base (on 28), keep the king on 18 where it is and hunt the "
              "other one with the king from 29.")},
    /* Part "quarta": the Quarta Posizione (docs/drills.md). */
    [10] = {N_("Quarta Posizione: three kings against a king and two men"),
            N_("It teaches the fourth named position: with the two black men on opposite edges no single king can "
               "watch both, yet Black still loses, because a man that leaves its edge can be taken and the black "
               "king is Black's only free piece. When the men stand close together the course calls the win "
               "trivial: one king holds both men and the other two attack the black king."),
            N_("Keep a king near each man, ready to take it the moment it steps off its edge, and bring the third "
               "king against the black king. Hunt the black king until it is shut in or must take one of your "
               "kings and be taken back: in the databases' own wins the black king falls first nine times out of "
               "ten. Without its king Black has only the men's moves left, and they walk into capture.")},
};

static const DrillWords *words_of(int number)
{
    static const DrillWords NONE = {"", "", ""};
    return drill_spec(number) != NULL ? &WORDS[number] : &NONE;
}

const char *words_drill_name_english(int number) { return words_of(number)->name; }
/* "" stays "": gettext would give the catalog's header for it. */
static const char *translated(const char *s) { return s[0] != '\0' ? _(s) : s; }
const char *words_drill_name(int number) { return translated(words_of(number)->name); }
const char *words_drill_teaches(int number) { return translated(words_of(number)->teaches); }
const char *words_drill_how(int number) { return translated(words_of(number)->how); }

const char *words_drill_player(int side, DrillGoal goal)
{
    if (goal == DRILL_GOAL_HOLD)
        return side == WHITE ? _("You play White, to move, and the position is a draw: hold it.")
                             : _("You play Black, to move, and the position is a draw: hold it.");
    return side == WHITE ? _("You play White, to move, and the position is won.")
                         : _("You play Black, to move, and the position is won.");
}

const char *words_drill_rule(DrillGoal goal)
{
    if (goal == DRILL_GOAL_HOLD)
        return _("Hold it until the same position comes a third time or 50 moves go by without a capture or a "
                 "man's move: either is a draw.");
    return _("Convert it within the 50-move rule: 50 moves without a capture or a man's move are a draw.");
}

char *words_drill_verdict(const DrillAttempt *a, char *buf, size_t size)
{
    switch (a->verdict) {
    case DRILL_WON: {
        char won[256], shortest[256];
        snprintf(won, sizeof won, P_("You won in %d move.", "You won in %d moves.", a->player_moves), a->player_moves);
        snprintf(shortest, sizeof shortest, P_("The shortest win was %d move.", "The shortest win was %d moves.", a->shortest),
                 a->shortest);
        snprintf(buf, size, "%s %s", won, shortest);
        break;
    }
    case DRILL_THROWN_DRAW:
        snprintf(buf, size, "%s", _("Drill failed: after your last move the position is a draw."));
        break;
    case DRILL_THROWN_LOSS:
        snprintf(buf, size, "%s",
                 a->goal == DRILL_GOAL_HOLD ? _("Drill failed: after your last move the position is lost.")
                                            : _("Drill failed: after your last move the defender wins."));
        break;
    case DRILL_HELD:   /* part "named": a hold drill passed */
        snprintf(buf, size, P_("You held the draw for %d move.", "You held the draw for %d moves.", a->player_moves),
                 a->player_moves);
        break;
    case DRILL_REPETITION:
        snprintf(buf, size, "%s", _("Drill failed: the same position came a third time, which is a draw."));
        break;
    case DRILL_FIFTY_MOVES:
        snprintf(buf, size, "%s", _("Drill failed: 50 moves went by without a capture or a man's move, which is a draw."));
        break;
    case DRILL_PLAYING:
        snprintf(buf, size, "%s", _("The drill goes on: it is your move."));
        break;
    case DRILL_DATABASE_FAILED:
        snprintf(buf, size, "%s", _("The drill stopped: a table of the endgame databases could not be read."));
        break;
    }
    return buf;
}
