#!/bin/sh
# tests/ui/run.sh DAMA - scripted sessions of the terminal game in tmux.
#
# Each scenario starts DAMA in a detached tmux session of fixed size on a
# private socket, types keys with send-keys and waits (polling capture-pane,
# up to a timeout) for the text a player would see.  HOME and XDG_DATA_HOME
# point into a temporary directory so no user file is touched.  Prints one
# line per scenario and "N passed, M failed"; exits non-zero on any failure.
set -u

if [ $# -ne 1 ] || [ ! -x "$1" ]; then
    echo "usage: sh tests/ui/run.sh PATH/TO/dama" >&2
    exit 2
fi
if ! command -v tmux >/dev/null 2>&1; then
    echo "tests/ui: tmux is not installed (sh tools/deps.sh installs it)" >&2
    exit 1
fi

DAMA=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
SOCK="dama-test-$$"
TMP=$(mktemp -d "${TMPDIR:-/tmp}/dama-ui.XXXXXX")
export HOME="$TMP/home" XDG_DATA_HOME="$TMP/data"
mkdir -p "$HOME"
SAVES="$XDG_DATA_HOME/dama"
LEVEL=1          # depth-limited and instant: the tests wait for nothing
WAIT=10          # seconds before a wait gives up

cleanup() {
    # The last dama first: killing the server hangs it up, and the game it
    # would save on its way out could land while the directory is removed.
    stop_dama
    tmux -L "$SOCK" kill-server >/dev/null 2>&1
    rm -rf "$TMP"
}
trap cleanup EXIT
trap 'exit 1' INT TERM HUP

if infocmp tmux-256color >/dev/null 2>&1; then
    TERM_INSIDE=tmux-256color
else
    TERM_INSIDE=screen
fi

# The launcher records dama's pid (for the signal test), runs it, and
# keeps the pane open afterwards to show how it ended.
cat >"$TMP/launch" <<EOF
#!/bin/sh
cd "$HOME" || exit 1
# Ctrl-C goes to the whole foreground group: the launcher must outlive it
# to report how dama ended (a trap, unlike an ignore, is not inherited).
trap : INT QUIT
sh -c 'echo \$\$ >"$TMP/dama.pid"; exec "\$@"' sh "$DAMA" "\$@"
echo "DAMA-EXIT-\$?"
exec sleep 3600
EOF
chmod +x "$TMP/launch"

tm() { tmux -L "$SOCK" "$@"; }
# Each scenario gets a new session on the one server (restarting the server
# between scenarios races with the old one's exit).
SESSION=0
screen() { tm capture-pane -p -t "dama$SESSION" 2>/dev/null; }

# stop_dama: end the previous dama and wait until it is gone, so that the
# game it may save on its way out cannot land in the next scenario.
stop_dama() {
    [ -s "$TMP/dama.pid" ] || return 0
    pid=$(cat "$TMP/dama.pid")
    kill -TERM "$pid" 2>/dev/null || return 0
    poll 100 process_gone "$pid" || true
}
process_gone() { ! kill -0 "$1" 2>/dev/null; }

# start [--keep-data] [--size WxH] [ENV=VALUE ...] -- ARGS...: a new session
# running dama. --size opens the terminal at that size from the first paint:
# a resize just after the start races dama's first frames, and a capture then
# can show tmux's cut-down copy of the old screen before dama repaints.
start() {
    keep=no
    cols=100
    rows=40
    if [ "${1:-}" = --keep-data ]; then keep=yes; shift; fi
    if [ "${1:-}" = --size ]; then cols=${2%x*}; rows=${2#*x}; shift 2; fi
    envs=""
    while [ $# -gt 0 ] && [ "$1" != -- ]; do envs="$envs $1"; shift; done
    [ "${1:-}" = -- ] && shift
    stop_dama
    [ $keep = yes ] || rm -rf "$XDG_DATA_HOME"
    # part "drillui": a fresh data directory is that of a player who has
    # answered the databases' build offer (asked once at full strength
    # without databases), so that level-10 scenarios start on the board;
    # the offer's own scenarios empty the directory and use --keep-data.
    [ $keep = yes ] || { mkdir -p "$SAVES" && echo "egdb_offer_declined=yes" >"$SAVES/settings"; }
    rm -f "$TMP/dama.pid"
    old=$SESSION
    SESSION=$((SESSION + 1))
    tm -f /dev/null new-session -d -s "dama$SESSION" -x "$cols" -y "$rows" \
        "env TERM=$TERM_INSIDE LANG=C.UTF-8 LC_ALL= $envs $TMP/launch $*" || return 1
    [ $old -eq 0 ] || tm kill-session -t "dama$old" >/dev/null 2>&1
    return 0
}

# poll TENTHS COMMAND...: run COMMAND every 0.1 s until it succeeds, at most
# TENTHS times.
poll() {
    tries=$1
    shift
    i=0
    while [ $i -lt "$tries" ]; do
        if "$@"; then return 0; fi
        sleep 0.1
        i=$((i + 1))
    done
    return 1
}

on_screen() { screen | grep -qF -- "$1"; }
off_screen() { ! on_screen "$1"; }

# first_on_screen TEXT...: prints the first TEXT that is on the screen.
first_on_screen() {
    now=$(screen)
    for text in "$@"; do
        case $now in *"$text"*) echo "$text"; return 0 ;; esac
    done
    return 1
}

# wait_for TEXT [SECONDS]: poll the screen until TEXT shows.
wait_for() {
    poll $(( ${2:-$WAIT} * 10 )) on_screen "$1" && return 0
    echo "    timed out waiting for: $1" >&2
    return 1
}

# wait_any TEXT1 TEXT2: poll until one of them shows; prints which.
wait_any() {
    poll $((WAIT * 10)) first_on_screen "$1" "$2" && return 0
    echo "    timed out waiting for: $1 or $2" >&2
    return 1
}

# wait_gone TEXT: poll until TEXT has left the screen.
wait_gone() {
    poll $((WAIT * 10)) off_screen "$1" && return 0
    echo "    still on screen: $1" >&2
    return 1
}

# shows TEXT: TEXT is on the screen now.
shows() {
    if screen | grep -qF -- "$1"; then return 0; fi
    echo "    not on screen: $1" >&2
    return 1
}

lacks() {
    if screen | grep -qF -- "$1"; then
        echo "    unexpectedly on screen: $1" >&2
        return 1
    fi
    return 0
}

keys() { tm send-keys -t "dama$SESSION" "$@"; }
# type_move 22-19: type a move and press Enter.
type_move() { keys -l "$1"; keys Enter; }
# rating part: help_casual: answer yes to "a hint/take-back makes this rated
# game casual" (asked before help in a rated game).
help_casual() { wait_for "makes this rated game casual" && keys y; }

passed=0
failed=0
# UI_ONLY=TEXT runs only the scenarios whose name contains TEXT (while
# working on one); the closing count says how many ran.
run() {
    name=$1
    shift
    case "$name" in *"${UI_ONLY:-}"*) ;; *) return 0 ;; esac
    if "$@"; then
        passed=$((passed + 1))
        echo "ok   - $name"
    else
        failed=$((failed + 1))
        echo "FAIL - $name"
        screen | sed 's/^/    | /' >&2
    fi
}

# ---------------------------------------------------------------- scenarios

legal_move_and_reply() {
    start -- --level $LEVEL &&
    wait_for "Your move:" &&
    shows "Moves  (none yet)" &&
    type_move 22-19 &&
    wait_for "Black played" &&
    shows "1. 22-19" &&
    shows "Your move."
}

illegal_move_message() {
    start -- --level $LEVEL &&
    wait_for "Your move:" &&
    type_move 22-17 &&
    wait_for "22-17: " &&
    shows "Moves  (none yet)" &&
    type_move 9-13 &&
    wait_for "9-13: " &&
    shows "Moves  (none yet)"
}

forced_capture() {
    # White 22 must take 18 (landing on 13); 28-24 is refused.
    start -- --level $LEVEL --fen "W:W22,28:B18,1" &&
    wait_for "Your move:" &&
    shows "You must capture." &&
    type_move 28-24 &&
    wait_for "28-24: " &&
    shows "captur" &&
    type_move 22x13 &&
    wait_for "22x13" &&
    wait_for "Black played"
}

cursor_capture() {
    # The same capture with the arrows: the cursor starts on the piece that
    # must capture; Enter selects it, then 13 is up two rows, left two files.
    start -- --level $LEVEL --fen "W:W22,28:B18,1" &&
    wait_for "Your move:" &&
    keys Down Enter &&
    wait_for "Piece on 22" &&
    keys Up Up Left Left Enter &&
    wait_for "1. 22x13" &&
    wait_for "Black played"
}

# click X Y: a left click in the X10 mouse encoding (bytes as hex, so that
# no byte is taken for tmux syntax).
click() {
    keys -H 1b 5b 4d 20 "$(printf %x $((33 + $1)))" "$(printf %x $((33 + $2)))" \
        1b 5b 4d 23 "$(printf %x $((33 + $1)))" "$(printf %x $((33 + $2)))"
}

mouse_capture_choice() {
    # Two captures by the man on 30 end on 14 (via 21 or via 23): click
    # the piece, click 14, pick the second path.  At 100x40 a square is
    # 7x3 cells and square (row r, file f) has its middle at
    # x = 5 + 7f + 3, y = 4 + 3r + 1.
    start -- --level $LEVEL --fen "W:W30,32:B26,18,27,19,1" &&
    wait_for "Your move:" &&
    click 29 26 &&
    wait_for "Piece on 30" &&
    click 29 14 &&
    wait_for "Several captures end on 14" &&
    shows "30x21x14" &&
    shows "30x23x14" &&
    keys 2 &&
    wait_for "1. 30x23x14"
}

undo_move() {
    start -- --level $LEVEL &&
    wait_for "Your move:" &&
    type_move 22-19 &&
    wait_for "Black played" &&
    keys u &&
    help_casual &&
    wait_for "Move taken back" &&
    shows "Moves  (none yet)" &&
    keys r &&
    wait_for "Move replayed" &&
    shows "1. 22-19"
}

flip_board() {
    start -- --level $LEVEL &&
    wait_for "Your move:" &&
    shows "a      b      c      d      e      f      g      h" &&
    keys f &&
    wait_for "Black at the bottom" &&
    shows "h      g      f      e      d      c      b      a" &&
    keys f &&
    wait_for "White at the bottom"
}

save_then_load() {
    start -- --level $LEVEL &&
    wait_for "Your move:" &&
    type_move 22-19 &&
    wait_for "Black played" &&
    keys s &&
    wait_for "Save game (PDN)" &&
    keys Enter &&
    wait_for "Saved to" &&
    saved=$(ls "$SAVES"/game-*.pdn) &&
    grep -q '^1\. 22-19 ' "$saved" &&
    keys u &&
    help_casual &&
    wait_for "Moves  (none yet)" &&
    keys l &&
    wait_for "Load game (PDN)" &&
    keys Enter &&
    wait_for "Loaded" &&
    wait_for "which side do you take?" &&
    keys Enter &&
    wait_for "You play White" &&
    shows "1. 22-19"
}

resize_small_and_back() {
    start -- --level $LEVEL &&
    wait_for "Your move:" &&
    tm resize-window -t "dama$SESSION" -x 40 -y 12 &&
    wait_for "Terminal too small" &&
    shows "enlarge" &&
    tm resize-window -t "dama$SESSION" -x 100 -y 40 &&
    wait_for "Your move:" &&
    lacks "Terminal too small" &&
    tm resize-window -t "dama$SESSION" -x 80 -y 24 &&
    wait_for "a    b    c    d    e    f    g    h" &&
    shows "Your move:" &&
    lacks "Terminal too small"
}

quit_with_confirmation() {
    start -- --level $LEVEL &&
    wait_for "Your move:" &&
    type_move 22-19 &&
    wait_for "Black played" &&
    keys q &&
    wait_for "Quit and abandon it?" &&
    keys n &&
    wait_for "Go on playing" &&
    keys q &&
    wait_for "Quit and abandon it?" &&
    keys y &&
    wait_for "DAMA-EXIT-0" &&
    [ ! -e "$SAVES/autosave.pdn" ]
}

sigterm_saves_and_resumes() {
    start -- --level $LEVEL &&
    wait_for "Your move:" &&
    type_move 22-19 &&
    wait_for "Black played" &&
    kill -TERM "$(cat "$TMP/dama.pid")" &&
    wait_for "DAMA-EXIT-1" &&
    shows "dama: terminated: the game was saved" &&
    lacks "Your move:" &&
    [ -s "$SAVES/autosave.pdn" ] &&
    start --keep-data -- --level $LEVEL &&
    wait_for "Resume it?" &&
    keys y &&
    wait_for "Game resumed" &&
    shows "1. 22-19" &&
    [ ! -e "$SAVES/autosave.pdn" ]
}

sighup_saves() {
    start -- --level $LEVEL &&
    wait_for "Your move:" &&
    type_move 22-19 &&
    wait_for "Black played" &&
    kill -HUP "$(cat "$TMP/dama.pid")" &&
    wait_for "DAMA-EXIT-1" &&
    [ -s "$SAVES/autosave.pdn" ] &&
    start --keep-data -- --level $LEVEL &&
    wait_for "Resume it?" &&
    keys n &&
    wait_for "New game: you play" &&
    shows "Moves  (none yet)" &&
    [ ! -e "$SAVES/autosave.pdn" ]
}

commands_on_keys() {
    start -- --level $LEVEL &&
    wait_for "Your move:" &&
    keys '?' &&
    wait_for "COMMANDS" &&
    keys Space &&
    wait_for "Your move:" &&
    keys h &&
    wait_for "A hint makes this rated game casual:" &&
    keys y &&
    wait_for "Hint: " &&
    keys t &&
    wait_for "Square numbers hidden" &&
    keys t &&
    wait_for "Square numbers shown" &&
    keys d &&
    wait_for "once both sides have moved" &&
    keys J &&   # part "puzzleui": z opens a puzzle
    wait_for "No command on that key"
}

new_game_as_black() {
    start -- --level $LEVEL &&
    wait_for "Your move:" &&
    keys n &&
    wait_for "New game" &&
    keys b 2 Enter &&
    wait_for "White played" &&
    shows "You ● Black" &&
    shows "Engine level 2 of 10"
}

win_by_capture() {
    start -- --level $LEVEL --fen "W:W22,K30:B18" &&
    wait_for "Your move:" &&
    type_move 22x13 &&
    wait_for "1-0 Black has no pieces left" &&
    shows "You win" &&
    keys n &&
    wait_for "New game" &&
    keys Enter &&
    wait_for "Moves  (none yet)"
}

thinking_and_move_now() {
    # Full strength thinks about a second: the panel says so, shows the
    # search (its evaluation once e shows it), and space makes it move at once.
    # No book: its lines would answer 22-19 at once.
    start -- --level 10 --no-book &&
    wait_for "Your move:" &&
    keys e &&
    wait_for "are shown (remembered)" &&
    type_move 22-19 &&
    wait_for "Black is thinking" &&
    wait_for "Engine: depth" &&
    keys Space &&
    wait_for "Your move:" &&
    shows "Eval: " &&
    lacks "Moves  (none yet)"
}

resign_ends_game() {
    start -- --level $LEVEL &&
    wait_for "Your move:" &&
    keys x &&
    wait_for "Resign this game?" &&
    keys y &&
    wait_for "White resigned" &&
    shows "Game over" &&
    keys q &&
    wait_for "DAMA-EXIT-0"
}

ascii_and_no_color() {
    # No UTF-8 locale: ASCII pieces.  NO_COLOR: no colour escapes at all.
    start NO_COLOR=1 LANG=C -- --level $LEVEL &&
    wait_for "Your move:" &&
    shows " b " &&
    shows " w " &&
    lacks "$(printf '\342\227\217')" &&
    ! tm capture-pane -p -e -t "dama$SESSION" | grep -q "$(printf '\033')\[[0-9;]*3[0-9];5;"
}

usage_errors() {
    "$DAMA" play --level 99 >/dev/null 2>"$TMP/err"
    [ $? -eq 2 ] && grep -q "^dama: " "$TMP/err" &&
    { "$DAMA" play --bogus >/dev/null 2>&1; [ $? -eq 2 ]; } &&
    { "$DAMA" play --fen nonsense </dev/null >/dev/null 2>&1; [ $? -eq 2 ]; }
}

ctrl_c_saves() {
    start -- --level $LEVEL &&
    wait_for "Your move:" &&
    type_move 22-19 &&
    wait_for "Black played" &&
    keys C-c &&
    wait_for "DAMA-EXIT-1" &&
    shows "dama: interrupted: the game was saved" &&
    [ -s "$SAVES/autosave.pdn" ]
}

# Keys a player could hit by accident, or a terminal could send: function
# and editing keys, cut escape sequences, control characters, bytes that
# are not ASCII, a move longer than the prompt, clicks off the board, every
# command letter but q, all while dialogs open and close.  The game must
# stay alive, answer, and quit cleanly.
key_storm() {
    start -- --level $LEVEL &&
    wait_for "Your move:" &&
    for round in 1 2 3; do
        keys F1 F2 F5 F12 Home End PPage NPage IC DC BTab Tab &&
        keys -H 1b 5b &&
        keys -H 1b 4f &&
        keys -H c3 a9 e2 82 ac ff 00 01 02 7f 08 &&
        keys -l "1234567890-x-x-x 1234567890123456789012345678901234567890123456789" && keys Enter &&
        click 0 0 && click 99 39 && click 80 20 && click 40 35 &&
        keys Up Up Left Enter Down Right Enter Escape &&
        keys n Left Up Up Down 0 5 Escape &&
        keys s C-u Escape l Escape &&
        keys h d u r f t ? Escape x n R n Z '!' '~' &&
        keys Escape Escape || return 1
    done
    tm resize-window -t "dama$SESSION" -x 30 -y 8 &&
    keys a b c Escape &&
    tm resize-window -t "dama$SESSION" -x 100 -y 40 &&
    keys Escape Escape &&
    sleep 1 &&
    keys Escape &&
    wait_for "Italian draughts" &&
    kill -0 "$(cat "$TMP/dama.pid")" &&
    keys q &&
    seen=$(wait_any "Quit and abandon it?" "DAMA-EXIT-") &&
    { [ "$seen" = DAMA-EXIT- ] || keys y; } &&
    wait_for "DAMA-EXIT-0" &&
    [ -z "$(ls "$HOME")" ]
}

# ------------------------------------------------- found in the QA pass

# screen_matches REGEX: an extended regular expression matches a line now.
screen_matches() {
    if screen | grep -qE -- "$1"; then return 0; fi
    echo "    no line matches: $1" >&2
    return 1
}

# The help page is taller than 24 rows: it used to lose its last lines
# (and the way back); now it scrolls and its footer always shows.
help_scrolls_in_short_terminal() {
    start -- --level $LEVEL &&
    wait_for "Your move:" &&
    tm resize-window -t "dama$SESSION" -x 80 -y 24 &&
    wait_for "a    b    c    d    e    f    g    h" &&
    keys '?' &&
    wait_for "Lines 1-" &&
    lacks "player resigns." &&
    keys NPage NPage NPage NPage &&   # four pages reach the end (56 lines)
    wait_for "player resigns." &&
    lacks "Lines 1-" &&
    keys q &&
    wait_for "Your move:" &&
    lacks "Quit and abandon it?"
}

# On the "too small" page keys used to act unseen (a move, an undo) and
# q asked its question invisibly.  Now only q works there, visibly.
too_small_page_keys() {
    start -- --level $LEVEL &&
    wait_for "Your move:" &&
    type_move 22-19 &&
    wait_for "Black played" &&
    tm resize-window -t "dama$SESSION" -x 40 -y 10 &&
    wait_for "Terminal too small" &&
    keys u &&
    keys -l "23-20" && keys Enter &&
    keys q &&
    wait_for "Quit and lose this rated game? y / n" &&
    keys n &&
    wait_for "(q quits)" &&
    tm resize-window -t "dama$SESSION" -x 100 -y 40 &&
    wait_for "Your move:" &&
    shows "1. 22-19" &&
    lacks "2. 23-20" &&
    lacks "Move taken back"
}

# The engine's search line was cut ("... 11M nodes, 1.") in an 80-column
# panel, and a hint's search stayed on view after the move was played.
engine_info_fits_and_goes() {
    start -- --level $LEVEL --no-book &&
    wait_for "Your move:" &&
    tm resize-window -t "dama$SESSION" -x 80 -y 24 &&
    wait_for "a    b    c    d    e    f    g    h" &&
    keys h &&
    help_casual &&
    wait_for "Hint: 2" &&
    screen_matches "Hint search: depth [0-9]+, .*[0-9]s$" &&
    type_move 22-19 &&
    wait_for "Black played" &&
    wait_for "Engine: " &&
    lacks "Hint search"
}

# The hint is a full-strength search: from the start position the opening
# book answers it (data/book.bin beside the binary), and the panel says so.
hint_from_book() {
    start -- --level $LEVEL &&
    wait_for "Your move:" &&
    keys h &&
    help_casual &&
    wait_for "Hint: 2" &&
    wait_for "Hint search: opening book"
}

# With endgame databases installed in the data directory, the engine plays
# a won ending from them and the panel says so.
database_win_shown() {
    stop_dama &&    # before emptying the folder it may save a game into
    stop_dama && rm -rf "$XDG_DATA_HOME" &&
    "$DAMA" egdb build --pieces 3 --dir "$XDG_DATA_HOME/dama/egdb" >/dev/null &&
    echo "show_engine_info=yes" >"$XDG_DATA_HOME/dama/settings" &&   # the evaluation during play
    start --keep-data -- --black --level 10 --fen "W:WK22,K23:BK1" &&
    wait_for "Your move:" &&
    wait_for "Eval: White wins (database)"
}

# A database draw reads as one, not "even (+0.00)" like any level position.
database_draw_shown() {
    stop_dama &&
    stop_dama && rm -rf "$XDG_DATA_HOME" &&
    "$DAMA" egdb build --pieces 3 --dir "$XDG_DATA_HOME/dama/egdb" >/dev/null &&
    echo "show_engine_info=yes" >"$XDG_DATA_HOME/dama/settings" &&
    start --keep-data -- --black --level 10 --fen "W:WK13:B4,5" &&
    wait_for "Your move:" &&
    wait_for "Eval: draw (database)" &&
    lacks "even (+0.00)"
}

# An illegal move's reason named the move twice ("24x15: 24x15 is ...").
precedence_message_once() {
    start -- --level $LEVEL --fen "W:W22,24:B18,10,20,1" &&
    wait_for "Your move:" &&
    type_move 24x15 &&
    wait_for "24x15 is not allowed (rule 1" &&
    lacks "24x15: 24x15"
}

# Under the resume question the engine waits: the prompt said it was
# thinking.
resume_question_engine_waits() {
    start -- --level $LEVEL &&
    wait_for "Your move:" &&
    type_move 22-19 &&
    wait_for "Black played" &&
    kill -TERM "$(cat "$TMP/dama.pid")" &&
    wait_for "DAMA-EXIT-1" &&
    start --keep-data -- --level $LEVEL --black &&
    wait_for "Resume it?" &&
    wait_for "White to move." &&
    lacks "is thinking" &&
    keys n &&
    wait_for "White played"
}

# TERM=dumb (an editor's shell buffer) cannot place the cursor: the board
# came out as one scrambled line; now a clear message and status 1.
dumb_terminal_refused() {
    start TERM=dumb -- --level $LEVEL &&
    wait_for "cannot place the cursor" &&
    wait_for "DAMA-EXIT-1" &&
    lacks "Italian draughts"
}

# Enter with an empty prompt after the end of the game invited a move
# ("Type a move such as 22-19 ...").
enter_after_the_end() {
    start -- --level $LEVEL &&
    wait_for "Your move:" &&
    keys x &&
    wait_for "Resign this game?" &&
    keys y &&
    wait_for "White resigned" &&
    keys Escape &&
    wait_gone "any other key: look at the board" &&
    keys Enter &&
    wait_for "The game is over" &&
    lacks "Type a move such as"
}

run "a legal move and the engine's reply" legal_move_and_reply
run "an illegal move and its message" illegal_move_message
run "a forced capture" forced_capture
run "a capture played with the cursor" cursor_capture
run "mouse: select, and choose between two capture paths" mouse_capture_choice
run "undo and redo" undo_move
run "flip" flip_board
run "save then load" save_then_load
run "resize to too small and back" resize_small_and_back
run "quit with confirmation" quit_with_confirmation
run "SIGTERM restores, saves, and the next start resumes" sigterm_saves_and_resumes
run "Ctrl-C restores and saves" ctrl_c_saves
run "SIGHUP saves; declining the resume starts anew" sighup_saves
run "help, hint, numbers, draw offer, unknown key" commands_on_keys
run "new game as Black" new_game_as_black
run "resign" resign_ends_game
run "a win by capturing the last piece, then a new game" win_by_capture
run "the engine thinking, and move now" thinking_and_move_now
run "ASCII pieces and NO_COLOR" ascii_and_no_color
run "a storm of stray keys" key_storm
run "usage errors" usage_errors
run "help scrolls in an 80x24 terminal" help_scrolls_in_short_terminal
run "the too-small page: keys do not act unseen, q asks visibly" too_small_page_keys
run "engine info fits the panel; a hint's search goes after the move" engine_info_fits_and_goes
run "a hint from the opening book says so" hint_from_book
run "an illegal move's reason names it once" precedence_message_once
run "a database win is played and shown" database_win_shown
run "a database draw is shown as one" database_draw_shown
run "the engine waits under the resume question, and says so" resume_question_engine_waits
run "a terminal that cannot place the cursor is refused" dumb_terminal_refused
run "Enter after the end of the game says it is over" enter_after_the_end

# ------------------------------------------------- issue 8: the play session

# Someone else's game: White "Rossi", Black "Bianchi", Black to move.
write_foreign_game() {
    printf '[Event "Club"]\n[White "Rossi"]\n[Black "Bianchi"]\n[GameType "22"]\n\n1. 22-19 10-14 2. 19x10 *\n' \
        >"$TMP/rossi.pdn" &&
    cp "$TMP/rossi.pdn" "$TMP/rossi.orig"
}

# Bug 7: loading says "Loaded" and asks the side; the engine waits until
# asked.  Bug 1: n (confirmed mid-game), s, Enter leaves the file alone.
loaded_game_is_kept_safe() {
    write_foreign_game &&
    start -- --level $LEVEL &&
    wait_for "Your move:" &&
    keys l &&
    wait_for "Load game (PDN)" &&
    keys C-u &&
    keys -l "$TMP/rossi.pdn" &&
    keys Enter &&
    wait_for "which side do you take?" &&
    shows "Loaded" &&
    keys Enter &&
    wait_for "let it move" &&
    sleep 1 &&
    lacks "Black played" &&
    keys n &&
    wait_for "Abandon it for a new game?" &&
    keys y &&
    wait_for "Enter start" &&
    keys Enter &&
    wait_for "New game" &&
    keys s &&
    wait_for "Save game (PDN)" &&
    keys Enter &&
    wait_for "Saved to" &&
    cmp -s "$TMP/rossi.pdn" "$TMP/rossi.orig" &&
    keys s &&
    wait_for "Save game (PDN)" &&
    keys C-u &&
    keys -l "$TMP/rossi.pdn" &&
    keys Enter &&
    wait_for "Replace it with this game?" &&
    keys n &&
    wait_for "is left as it was" &&
    cmp -s "$TMP/rossi.pdn" "$TMP/rossi.orig"
}

# The loaded game on the command line: the engine waits until Enter.
load_option_waits_for_enter() {
    write_foreign_game &&
    start -- --level $LEVEL --load "$TMP/rossi.pdn" &&
    wait_for "Loaded" &&
    wait_for "let it move" &&
    shows "a game between other players. You play" &&
    [ "$(screen | grep -c 'Loaded')" -eq 1 ] &&
    sleep 1 &&
    lacks "Black played" &&
    keys Enter &&
    wait_for "Black played"
}

# Bug 6: with Caps Lock on, the letters still work.
caps_lock_commands() {
    start -- --level $LEVEL &&
    wait_for "Your move:" &&
    keys H &&
    wait_for "A hint makes this rated game casual:" &&
    keys y &&
    wait_for "Hint: " &&
    keys T &&
    wait_for "Square numbers hidden" &&
    keys J &&   # part "puzzleui": z opens a puzzle
    wait_for "No command on that key"
}

# page_until TEXT: page down the help until TEXT shows.
page_until() {
    for _ in 1 2 3 4 5; do
        on_screen "$1" && return 0
        keys NPage
        sleep 0.3
    done
    wait_for "$1" 1
}

# Bug 3: at the stated minimum sizes the help shows whole lines.
help_whole_lines_at() {
    start -- --level $LEVEL &&
    wait_for "Your move:" &&
    tm resize-window -t "dama$SESSION" -x "$1" -y "$2" &&
    sleep 0.3 &&
    keys '?' &&
    wait_for "MOVES" &&
    shows "Esc clears." &&
    page_until "u  undo your last move (or a resignation, a draw)" &&
    page_until "q  quit (Ctrl-C saves the game for the next start)" &&
    page_until "player resigns." &&
    shows "other key: back"
}
help_whole_lines_small() { help_whole_lines_at 60 15; }
help_whole_lines_medium() { help_whole_lines_at 70 20; }

# Bug 2: resuming takes the level given on the command line, and shows it.
resume_takes_the_command_line_level() {
    start -- --level 5 &&
    wait_for "Your move:" &&
    type_move 22-19 &&
    wait_for "Black played" &&
    kill -TERM "$(cat "$TMP/dama.pid")" &&
    wait_for "DAMA-EXIT-1" &&
    [ -s "$SAVES/autosave.pdn" ] &&
    start --keep-data -- --level 2 &&
    wait_for "Resume it?" &&
    keys y &&
    wait_for "Game resumed" &&
    shows "the engine level 2" &&
    shows "Engine level 2 of 10"
}

# Bug 9: the prompt's examples are the player's own moves.
black_prompt_examples() {
    start -- --black --level $LEVEL &&
    wait_for "Your move:" &&
    shows "11-14 or 4x11x18" &&
    lacks "22-19 or 29x22x15"
}

# Bug 9: the engine's evaluation leaves the screen at the end of the game.
engine_info_cleared_at_the_end() {
    start -- --level $LEVEL &&
    wait_for "Your move:" &&
    type_move 22-19 &&
    wait_for "Black played" &&
    wait_for "Engine: " &&
    keys x &&
    wait_for "Resign this game?" &&
    keys y &&
    wait_for "White resigned" &&
    lacks "Engine: " &&
    lacks "Eval:"
}

# Bug 9: the too-small page wraps its text, the size it asks for included.
too_small_page_wraps() {
    start -- --level $LEVEL &&
    wait_for "Your move:" &&
    tm resize-window -t "dama$SESSION" -x 20 -y 5 &&
    wait_for "60x15." &&
    shows "(q quits)"
}

# Bug 8: n mid-game asks first; after a resignation u withdraws only it.
new_game_asks_and_undo_after_resign() {
    start -- --level $LEVEL &&
    wait_for "Your move:" &&
    type_move 22-19 &&
    wait_for "Black played" &&
    keys n &&
    wait_for "Abandon it for a new game?" &&
    keys n &&
    wait_for "Go on playing" &&
    keys x &&
    wait_for "Resign this game?" &&
    keys y &&
    wait_for "u take back" &&
    keys u &&
    wait_for "Resignation taken back" &&
    shows "1. 22-19" &&
    shows "Your move:"
}

# Bug 8: a draw offered before both sides moved is refused, and the box of
# a game that cannot be taken back does not offer u.
draw_too_early() {
    start -- --level $LEVEL &&
    wait_for "Your move:" &&
    keys d &&
    wait_for "once both sides have moved" &&
    keys x &&
    wait_for "Resign this game?" &&
    keys y &&
    wait_for "White resigned"
}

# Bug 4: in the 3x1 squares a captured piece's square keeps its number.
capture_mark_keeps_numbers() {
    start --size 60x15 -- --black --level $LEVEL --fen "W:W19:B15,1" &&
    wait_for "White played 19x12" &&
    lacks "×5" &&
    screen_matches "15"
}

# no_line_matches REGEX: no line of the screen matches now.
no_line_matches() {
    if screen | grep -qE -- "$1"; then
        echo "    a line matches: $1" >&2
        return 1
    fi
    return 0
}

# Bug 5: the result box at 60x15 leaves no piece of the panel beside it
# (text right after a frame's right edge: "│te resigned", "┐────").
game_over_box_is_clean() {
    start --size 60x15 -- --level $LEVEL &&
    wait_for "Your move:" &&
    keys x &&
    wait_for "Resign this game?" &&
    keys y &&
    wait_for "look at the board" &&
    no_line_matches '[│┐┘][^ ]'
}

# Bug 5: at 100x32 the resign question left a digit of square 20 beside it.
resign_box_is_clean() {
    start --size 100x32 -- --level $LEVEL &&
    wait_for "Your move:" &&
    keys x &&
    wait_for "Resign this game?" &&
    no_line_matches '│ +│[0-9]' &&
    keys n
}

# ------------------------------------------------ issue 10: clocks, ways to play

two_players_move_both_sides() {
    start -- --two-players &&
    wait_for "Two players, one keyboard" &&
    type_move 22-19 &&
    wait_for "White played 22-19. Black to move." &&
    type_move 10-14 &&
    wait_for "Black played 10-14. White to move." &&
    shows "1. 22-19        10-14" &&
    lacks "thinking" &&
    keys n &&
    wait_for "Abandon it for a new game?" &&
    keys y &&
    wait_for "Two players on this keyboard" &&
    shows "Board from:" &&
    lacks "You play:" &&
    lacks "Level:"
}

watch_plays_alone() {
    start -- --watch --level $LEVEL &&
    wait_for "dama ○ White vs dama ● Black" &&
    wait_for "1. " &&
    wait_for "2. " &&
    wait_for "Eval: " &&   # nobody plays: the evaluation is no secret
    keys p &&
    wait_for "PAUSED" &&
    keys p &&
    wait_gone "PAUSED" &&
    keys q &&
    wait_for "DAMA-EXIT-0"
}

# --clock 0+2: two seconds a move; White moves, Black's clock runs while
# the engine thinks, then White waits and loses on time.
tiny_clock_falls() {
    start -- --clock 0+2 --level $LEVEL &&
    wait_for "White 0:01." &&
    shows "Black 0:00.0" &&
    type_move 22-19 &&
    wait_for "Black played" &&
    screen | grep -qE "White 0:0[0-3]\.[0-9] +Black 0:0[0-2]\.[0-9]" &&
    wait_for "White ran out of time: Black wins." 6 &&
    shows "0-1 White ran out of time" &&
    shows "White 0:00.0"
}


# --ballot 1: the first ballot (White's 28 and Black's 8 and 12 are not on
# the board); the new-game dialog's o starts a random ballot.
ballot_option_and_dialog() {
    start -- --ballot 1 --level $LEVEL &&
    wait_for "Ballot 1. You play White." &&
    type_move 28-24 &&
    wait_for "28-24: " &&
    keys n &&
    wait_for "Abandon it for a new game?" &&
    keys y &&
    wait_for "[start position]" &&
    keys o &&
    wait_for "[random ballot]" &&
    keys Enter &&
    wait_for "New game: you play White" &&
    screen | grep -qE "Ballot [0-9]+\. New game"
}

# The editor: a White man on square 2 (White's crowning row) is refused
# with the reason; made a king, the game starts from the set-up.
editor_refuses_a_crowned_man() {
    start -- --edit --level $LEVEL &&
    wait_for "Setting up a position" &&
    keys -l 2w &&
    keys Enter &&
    wait_for "Not a position to play: a White man cannot stand on square 2: it is White's crowning row" &&
    shows "White: 13 men, 0 kings" &&
    keys -l "1 3,4 21" &&
    keys x &&
    keys -l 2 &&
    keys W &&
    wait_for "White: 11 men, 1 kings" &&
    shows "Black: 8 men, 0 kings" &&
    keys Tab &&
    wait_for "Black to move  (Tab changes)" &&
    keys Enter &&
    wait_for "New game: you play White" &&
    wait_for "Black played" &&
    keys b &&
    wait_for "Setting up a position" &&
    keys Escape &&
    wait_for "Editor closed: the game is as it was."
}

run "issue 8: a loaded game waits, asks the side, and its file is kept" loaded_game_is_kept_safe
run "issue 8: --load waits for Enter before the engine moves" load_option_waits_for_enter
run "issue 8: Caps Lock letters run their commands" caps_lock_commands
run "issue 8: help shows whole lines at 60x15" help_whole_lines_small
run "issue 8: help shows whole lines at 70x20" help_whole_lines_medium
run "issue 8: resume with --level 2 plays and shows level 2" resume_takes_the_command_line_level
run "issue 8: the prompt's examples are Black's for Black" black_prompt_examples
run "issue 8: eval and PV leave at the end of the game" engine_info_cleared_at_the_end
run "issue 8: the too-small page wraps" too_small_page_wraps
run "issue 8: n asks mid-game; u after resigning withdraws it" new_game_asks_and_undo_after_resign
run "issue 8: no draw offer before both sides moved" draw_too_early
run "issue 8: the capture mark keeps the square number (3x1)" capture_mark_keeps_numbers
run "issue 8: the game-over box leaves no fragments (60x15)" game_over_box_is_clean
run "issue 8: the resign box leaves no stray digit (100x32)" resign_box_is_clean
run "issue 10: --two-players accepts moves for both sides" two_players_move_both_sides
run "issue 10: --watch plays without input; a key pauses, q quits" watch_plays_alone
run "issue 10: --clock 0+2 shows two clocks and ends the game when one falls" tiny_clock_falls
run "issue 10: --ballot 1, and a random ballot from the new-game dialog" ballot_option_and_dialog
run "issue 10: the editor refuses a White man on square 2, with the reason" editor_refuses_a_crowned_man

# ------------------------------------------------ issue 9: review and analysis

# A short game whose 8th ply (Black's 1-5) loses men: the analysis (depth
# 14 a position, docs/ui.md) marks it a blunder, "??".
write_review_game() {
    printf '[White "A"]\n[Black "B"]\n1. 22-19 10-14 2. 19x10 5x14 3. 21-17 12-16 4. 26-21 1-5 *\n' \
        >"$HOME/review.pdn"
}

# men_on_board N: the board shows N pieces (7x3 squares draw each as a disc).
men_on_board() {
    n=$(screen | grep -o '▗███▖' | wc -l)
    [ "$n" -eq "$1" ] && return 0
    echo "    $n pieces on the board, not $1" >&2
    return 1
}

loaded_game_review() {
    write_review_game &&
    start -- --level $LEVEL --load review.pdn &&
    wait_for "4. 26-21" &&
    keys Home &&
    wait_for "Ply 0 of 8" &&
    men_on_board 24 &&
    keys NPage && wait_for "Ply 1 of 8" &&
    keys NPage && wait_for "Ply 2 of 8" &&
    keys NPage && wait_for "Ply 3 of 8" &&
    shows "▸19x10" &&
    shows "After 2.19x10" &&
    men_on_board 23 &&
    keys '<' && wait_for "Ply 2 of 8" &&
    keys '>' && wait_for "Ply 3 of 8" &&
    keys End &&
    wait_for "Back to the game" &&
    lacks "Ply 3 of 8" &&
    lacks "▸" &&
    men_on_board 22
}

review_refuses_moves_and_plays_on() {
    write_review_game &&
    start -- --level $LEVEL --load review.pdn &&
    wait_for "4. 26-21" &&
    keys Home NPage NPage &&
    wait_for "Ply 2 of 8" &&
    type_move 19x10 &&
    wait_for "You are looking at an earlier position" &&
    shows "4. 26-21" &&
    keys c &&
    wait_for "Play on from this position?" &&
    shows "The 6 later plies will be dropped." &&
    keys n &&
    wait_for "The game is as it was" &&
    shows "4. 26-21" &&
    keys c && wait_for "Play on from this position?" &&
    keys y &&
    wait_for "6 later plies dropped" &&
    lacks "2. 19x10" &&
    type_move 19x10 &&
    wait_for "Black played" &&
    shows "2. 19x10"
}

# next_mark_until TEXT: m (the next marked move) until TEXT shows, at most
# six times: which earlier moves the analysis also marks depends on the
# evaluation's weights (part eval: the pattern evaluation marks more of
# White's moves of the review game).
next_mark_until() {
    for _ in 1 2 3 4 5 6; do
        keys m && poll 30 on_screen "$1" && return 0
    done
    echo "    no mark led to: $1" >&2
    return 1
}

analysis_marks_and_graph() {
    write_review_game &&
    start -- --level $LEVEL --load review.pdn &&
    wait_for "4. 26-21" &&
    lacks "1-5?" &&
    keys a &&
    wait_for "Analysis done" 60 &&
    lacks "1-5??" &&            # the engine's side (Black): its marks wait for o
    keys o &&
    wait_for "The marks of both sides are shown" &&
    shows "1-5??" &&
    screen_matches "[▁▄▀█]{6}" &&
    shows "^^^" &&
    next_mark_until "4...1-5?? is a blunder" &&
    keys Home &&
    wait_for "Eval: " &&
    keys -l 22-19 && keys Enter &&
    wait_for "You are looking at an earlier position"
}

# During play at level 6 the panel shows how far the engine searched, but
# not its evaluation or line until e; the choice is remembered.
engine_info_hidden_until_asked() {
    start -- --level 6 &&
    wait_for "Your move:" &&
    type_move 22-19 &&
    wait_for "Black played" &&
    wait_for "Engine: depth" &&
    lacks "Eval" &&
    lacks "PV" &&
    keys e &&
    wait_for "are shown (remembered)" &&
    wait_for "Eval: " &&
    grep -qx 'show_engine_info=yes' "$SAVES/settings" &&
    start --keep-data -- --level 6 &&
    wait_for "Resume it?" &&
    keys n &&
    wait_for "Your move:" &&
    type_move 22-19 &&
    wait_for "Black played" &&
    wait_for "Eval: " &&
    keys e &&
    wait_for "hidden during play" &&
    wait_gone "Eval: " &&
    grep -qx 'show_engine_info=no' "$SAVES/settings"
}

# p shows the FEN and the PDN; f copies the FEN through OSC 52, which tmux
# (set-clipboard on) keeps as a paste buffer.
position_text_and_clipboard() {
    start -- --level $LEVEL &&
    tm set-option -s set-clipboard on &&
    wait_for "Your move:" &&
    type_move 22-19 &&
    wait_for "Black played" &&
    keys p &&
    wait_for "FEN (After 1..." &&
    shows "[GameType \"22\"]" &&
    shows "1. 22-19" &&
    keys f &&
    wait_for "Copied the FEN to the clipboard" &&
    fen=$(tm show-buffer) &&
    case $fen in W:W*:B*) ;; *) echo "    clipboard holds: $fen" >&2; false ;; esac &&
    shows "$fen" &&
    keys g &&
    wait_for "Copied the game (PDN, 2 plies)" &&
    tm show-buffer | grep -qF '1. 22-19' &&
    keys Escape &&
    wait_for "Your move:"
}

# --print-fen prints the last position once the window has closed.
print_fen_after_quit() {
    start -- --level $LEVEL --print-fen --fen "W:W22,28:B18,1" &&
    wait_for "Your move:" &&
    type_move 22x13 &&
    wait_for "Black played" &&
    keys q && wait_for "Quit and abandon it?" && keys y &&
    wait_for "DAMA-EXIT-0" &&
    screen_matches "^W:W(13|28),(13|28):B" &&
    lacks "dama:"
}

# The analysis is offered when the game ends.
analysis_offered_at_the_end() {
    start -- --level $LEVEL &&
    wait_for "Your move:" &&
    keys x && wait_for "Resign this game?" && keys y &&
    wait_for "a analyse the game" &&
    keys a &&
    wait_for "Analysis done" 30
}

# A file with several games: l lists them (players, result, date, plies),
# an unreadable one says why; Enter loads the one picked.
pick_a_game_from_a_file() {
    {
        printf '[White "Anna"]\n[Black "Bruno"]\n[Date "2024.05.01"]\n[Result "1-0"]\n1. 22-19 10-14 1-0\n\n'
        printf '[White "Carla"]\n[Black "Dino"]\n1. 22-17 *\n\n'
        printf '[White "Ezio"]\n[Black "Fede"]\n1. 22-19 10-14 2. 19x10 5x14 3. 21-17 *\n'
    } >"$HOME/three.pdn" &&
    start -- --level $LEVEL &&
    wait_for "Your move:" &&
    keys l &&
    wait_for "Load game (PDN)" &&
    keys C-u && keys -l "~/three.pdn" && keys Enter &&
    wait_for "Which game?" &&
    shows "1. Anna - Bruno  1-0  2024.05.01  2 plies" &&
    shows "2. (cannot be read: line 9: illegal move '22-17': the man on 22" &&
    shows "3. Ezio - Fede   *  ????.??.??  5 plies" &&   # the columns line up
    keys Down Down Enter &&
    wait_for "Loaded: which side" &&
    keys Enter &&
    wait_for "3. 21-17" &&
    lacks "Which game?"
}

# --load of a file with several games: the first is on the board and the
# list offers the others; Esc keeps the first.
load_option_offers_the_games() {
    {
        printf '[White "Anna"]\n[Black "Bruno"]\n1. 22-19 10-14 *\n\n'
        printf '[White "Ezio"]\n[Black "Fede"]\n1. 22-19 10-14 2. 19x10 5x14 3. 21-17 *\n'
    } >"$HOME/two.pdn" &&
    start -- --level $LEVEL --load "$HOME/two.pdn" &&
    wait_for "Which game?" &&
    shows "2 games in" &&
    shows "2. Ezio - Fede" &&
    keys Escape &&
    wait_for "stays on the board" &&
    shows "1. 22-19        10-14" &&
    lacks "3. 21-17" &&
    start -- --level $LEVEL --load "$HOME/two.pdn" &&
    wait_for "Which game?" &&
    keys Down Enter &&
    wait_for "Loaded: which side" &&
    keys Enter &&
    wait_for "3. 21-17"
}

# Where the locale is not UTF-8 the graph is drawn in ASCII.
ascii_graph() {
    write_review_game &&
    start LANG=C LC_ALL=C -- --level $LEVEL --load review.pdn &&
    wait_for "4. 26-21" &&
    keys a &&
    wait_for "Analysis done" 60 &&
    screen_matches "[_#:]{6}" &&
    lacks "▁" &&
    keys Home && wait_for "Ply 0 of 8" &&
    screen_matches '[|] +\^\^\^( |$)'
}

# click_text TEXT: a left click on the first character of TEXT on the
# screen (an ASCII screen: columns are bytes).
click_text() {
    y=$(screen | grep -nF -- "$1" | head -1 | cut -d: -f1)
    [ -n "$y" ] || { echo "    not on screen to click: $1" >&2; return 1; }
    line=$(screen | sed -n "${y}p")
    prefix=${line%%"$1"*}
    click "${#prefix}" $((y - 1))
}

# A click on a move in the list shows the position after it.
click_a_move_in_the_list() {
    write_review_game &&
    start LANG=C LC_ALL=C -- --level $LEVEL --load review.pdn &&
    wait_for "4. 26-21" &&
    click_text "19x10" &&
    wait_for "Ply 3 of 8" &&
    shows ">19x10" &&
    click_text "1-5" &&
    wait_for "Back to the game" &&
    lacks "Ply 3 of 8"
}

# A settings value that is not understood is reported, and the default used.
bad_settings_value_reported() {
    # The last scenario's dama first: on its way out it may save a game
    # into the folder this scenario empties.
    stop_dama &&
    stop_dama && rm -rf "$XDG_DATA_HOME" && mkdir -p "$SAVES" &&
    printf '# mine\nshow_engine_info=maybe\n' >"$SAVES/settings" &&
    start --keep-data -- --level 6 &&
    wait_for "Settings not read" &&
    # The message quotes the file's path, so where it wraps varies: check its
    # words, which the message line never splits.
    shows "show_engine_info" &&
    shows "'maybe');" &&
    type_move 22-19 &&
    wait_for "Black played" &&
    wait_for "Engine: depth" &&
    lacks "Eval" &&
    grep -q maybe "$SAVES/settings"
}

run "issue 9: a loaded game reviewed: Home, PgDn x3, < >, End" loaded_game_review
run "issue 9: no move on an earlier position; c plays on after a yes" review_refuses_moves_and_plays_on
run "issue 9: a runs the analysis: marks, graph, m, eval in review" analysis_marks_and_graph
run "issue 9: eval and PV hidden during play until e (remembered)" engine_info_hidden_until_asked
run "issue 9: p shows FEN and PDN, f and g copy them (OSC 52)" position_text_and_clipboard
run "issue 9: --print-fen prints the final position" print_fen_after_quit
run "issue 9: the game-over box offers the analysis" analysis_offered_at_the_end
run "issue 9: a file with several games offers a list" pick_a_game_from_a_file
# The save question over a file that cannot be read says why, in the
# player's language (a sparse file past the 64 MiB bound; the reason is a
# FileProblem, said by the words layer), and the list of a file's games
# gives an unreadable game's reason.
overwrite_unreadable_says_why() {
    lang=$1 prompt=$2 reason=$3
    truncate -s 70M "$HOME/big.pdn" &&
    start LANG=$lang -- --level $LEVEL &&
    wait_for "$prompt" &&
    keys s && sleep 0.5 &&
    keys C-u && keys -l "~/big.pdn" && keys Enter &&
    wait_for "$reason" &&
    rm -f "$HOME/big.pdn"
}
run "fileproblems: the save question says why the file cannot be read" \
    overwrite_unreadable_says_why C.UTF-8 "Your move:" "file too large (over 64 MiB)"
run "fileproblems: the same in Italian" \
    overwrite_unreadable_says_why it_IT.UTF-8 "La tua mossa:" "file troppo grande (oltre 64 MiB)"
run "issue 9: --load of several games offers the list, Esc keeps the first" load_option_offers_the_games
run "issue 9: the graph in ASCII without UTF-8" ascii_graph
run "issue 9: a click on a move in the list shows its position" click_a_move_in_the_list
run "issue 9: a bad settings value is reported, the default used" bad_settings_value_reported

# ------------------------------------------------- issue 10: archive and rating

# With an empty data folder: a game to a resignation goes to the archive
# (valid PDN, the player's name), the panel shows the rating's change, and
# dama stats counts one game, one loss at that level, and a rating.
archive_and_stats_after_resign() {
    start -- --level 3 --name tester &&
    wait_for "Your move:" &&
    shows "Rating 1000" &&
    type_move 22-19 &&
    wait_for "Black played" &&
    keys x &&
    wait_for "Resign this game?" &&
    keys y &&
    wait_for "White resigned" &&
    wait_for "Rating 876" &&
    shows "(provisional; last game -" &&
    keys q &&
    wait_for "DAMA-EXIT-0" &&
    "$DAMA" replay "$SAVES/games.pdn" >/dev/null &&
    grep -qF '[White "tester"]' "$SAVES/games.pdn" &&
    grep -qF '[Black "dama level 3"]' "$SAVES/games.pdn" &&
    grep -qF '[WhiteElo "1000"]' "$SAVES/games.pdn" &&
    grep -qF '[Rated "yes"]' "$SAVES/games.pdn" &&
    "$DAMA" stats --json >"$TMP/stats.json" &&
    grep -q '"games": 1, "wins": 0, "draws": 0, "losses": 1, "unfinished": 0' "$TMP/stats.json" &&
    grep -q '{"level": 3, "elo": [0-9]*, "games": 1, "wins": 0, "draws": 0, "losses": 1' "$TMP/stats.json" &&
    grep -q '"rating": 876, "rated_games": 1' "$TMP/stats.json"
}

# Quitting a game in progress archives it as unfinished; a signal does not
# (that game is autosaved, to be resumed).
quit_archives_unfinished_signal_does_not() {
    start -- --level $LEVEL &&
    wait_for "Your move:" &&
    type_move 22-19 &&
    wait_for "Black played" &&
    keys q &&
    wait_for "Quit and abandon it?" &&
    shows "Leaving this rated game counts as a loss." &&
    keys y &&
    wait_for "DAMA-EXIT-0" &&
    grep -qF '[Result "*"]' "$SAVES/games.pdn" &&
    grep -qF '[Termination "abandoned"]' "$SAVES/games.pdn" &&
    grep -qF '[RatedResult "0-1"]' "$SAVES/games.pdn" &&
    "$DAMA" stats --json | grep -q '"losses": 1, "unfinished": 0' &&
    rm "$SAVES/games.pdn" &&
    start -- --level $LEVEL &&
    wait_for "Your move:" &&
    type_move 22-19 &&
    wait_for "Black played" &&
    kill -TERM "$(cat "$TMP/dama.pid")" &&
    wait_for "DAMA-EXIT-1" &&
    [ -e "$SAVES/autosave.pdn" ] &&
    [ ! -e "$SAVES/games.pdn" ]
}

run "issue 10: a resigned game is archived; dama stats counts it" archive_and_stats_after_resign
run "issue 10: quitting archives an unfinished game, a signal does not" quit_archives_unfinished_signal_does_not

# Leaving a rated game before one's own first move costs nothing (the
# engine opened): the box says only that a game is in progress.
quit_before_own_move_is_not_a_loss() {
    start -- --black --level $LEVEL &&
    wait_for "Your move:" &&
    keys q &&
    wait_for "Quit and abandon it?" &&
    shows "A game is in progress." &&
    keys y &&
    wait_for "DAMA-EXIT-0" &&
    ! grep -qF 'RatedResult' "$SAVES/games.pdn" &&
    "$DAMA" stats --json | grep -q '"losses": 0, "unfinished": 1'
}
run "trust: quitting a rated game after one's move is a loss, before it is not" quit_before_own_move_is_not_a_loss

# ---------------------------------------------------------------- part "save" (issue 15)

# save_archive_games N: an archive of N games of ann against levels 1..N.
save_archive_games() {
    mkdir -p "$SAVES" && : >"$SAVES/games.pdn" || return 1
    n=1
    while [ $n -le "$1" ]; do
        printf '[Event "dama game"]\n[White "ann"]\n[Black "dama level %d"]\n[Result "0-1"]\n\n1. 22-18 0-1\n\n' \
            "$n" >>"$SAVES/games.pdn"
        n=$((n + 1))
    done
    cp "$SAVES/games.pdn" "$TMP/games.orig"
}

# save_path PATH: s, the path typed over the offered one, Enter.
save_path() {
    keys s &&
    wait_for "Save game (PDN)" &&
    keys C-u &&
    keys -l "$1" &&
    keys Enter
}

# Item 1: s to the archive's own path is refused (even through a link); a
# file of other games is replaced only after a box that says what it holds.
save_refuses_the_archive_and_says_what_is_there() {
    stop_dama && rm -rf "$XDG_DATA_HOME" &&
    save_archive_games 7 &&
    head -n 12 "$SAVES/games.pdn" >"$TMP/two.pdn" &&
    ln -sf "$SAVES/games.pdn" "$TMP/link.pdn" &&
    start --keep-data -- --level $LEVEL &&
    wait_for "Your move:" &&
    type_move 22-19 &&
    wait_for "Black played" &&
    save_path "$SAVES/games.pdn" &&
    wait_for "is the game archive" &&
    lacks "Replace" &&
    save_path "$TMP/link.pdn" &&
    wait_for "is the game archive" &&
    cmp -s "$SAVES/games.pdn" "$TMP/games.orig" &&
    save_path "$TMP/two.pdn" &&
    wait_for "It holds 2 games:" &&
    shows "ann - dama level 1, 0-1" &&
    shows "ann - dama level 2, 0-1" &&
    shows "Replace all of them with this game?" &&
    keys n &&
    wait_for "is left as it was" &&
    save_path "$TMP" &&
    wait_for "is a directory" &&
    lacks "Replace" &&
    [ "$(grep -c '^\[Event' "$SAVES/games.pdn")" -eq 7 ]
}

# Item 4: n at the resume question archives the game as unfinished.
declined_resume_is_archived() {
    start -- --level $LEVEL &&
    wait_for "Your move:" &&
    type_move 22-19 &&
    wait_for "Black played" &&
    kill -TERM "$(cat "$TMP/dama.pid")" &&
    wait_for "DAMA-EXIT-1" &&
    start --keep-data -- --level $LEVEL &&
    wait_for "Resume it?" &&
    shows "Declining counts this rated game as a loss." &&
    keys n &&
    wait_for "counts as lost; it is in the archive" &&
    [ ! -e "$SAVES/autosave.pdn" ] &&
    grep -qF '[Result "*"]' "$SAVES/games.pdn" &&
    grep -qF '[RatedResult "0-1"]' "$SAVES/games.pdn" &&
    grep -qF '1. 22-19' "$SAVES/games.pdn" &&
    "$DAMA" stats --json | grep -q '"games": 1, "wins": 0, "draws": 0, "losses": 1, "unfinished": 0'
}

# Item 5: resign, take it back, interrupt, resume at another level, quit:
# the archive holds the game once (the resignation: a result once reached
# stands).
resigned_then_resumed_is_archived_once() {
    start -- --level 2 &&
    wait_for "Your move:" &&
    type_move 22-19 &&
    wait_for "Black played" &&
    keys x &&
    wait_for "Resign this game?" &&
    keys y &&
    wait_for "White resigned" &&
    keys u &&
    wait_for "Resignation taken back" &&
    keys C-c &&
    wait_for "DAMA-EXIT-1" &&
    start --keep-data -- --level 3 &&
    wait_for "Resume it?" &&
    keys y &&
    wait_for "Game resumed" &&
    shows "level 3" &&
    keys q &&
    wait_for "Quit and abandon it?" &&
    keys y &&
    wait_for "DAMA-EXIT-0" &&
    [ "$(grep -c '^\[Event' "$SAVES/games.pdn")" -eq 1 ] &&
    grep -qF '[Black "dama level 3"]' "$SAVES/games.pdn" &&   # the game as last played
    grep -qF '[Result "*"]' "$SAVES/games.pdn" &&
    grep -qF '[RatedResult "0-1"]' "$SAVES/games.pdn" &&        # the loss stays counted
    grep -qF '[RatedLevel "2"]' "$SAVES/games.pdn" &&
    grep -qF '1. 22-19 ' "$SAVES/games.pdn" &&
    "$DAMA" stats --json | grep -q '"games": 1, "wins": 0, "draws": 0, "losses": 1, "unfinished": 0'
}

# Item 6: a two-player game interrupted comes back as a two-player game,
# even when dama is started against the engine.
two_player_game_resumes_as_one() {
    start -- --two-players &&
    wait_for "Two players" &&
    type_move 22-19 &&
    wait_for "White played 22-19" &&
    type_move 10-14 &&
    wait_for "Black played 10-14" &&
    keys C-c &&
    wait_for "DAMA-EXIT-1" &&
    start --keep-data -- --level $LEVEL &&
    wait_for "Resume it?" &&
    keys y &&
    wait_for "Game resumed: two players" &&
    shows "Two players, one keyboard" &&
    lacks "vs dama" &&
    keys C-c &&
    wait_for "DAMA-EXIT-1" &&
    ! grep -q 'dama level' "$SAVES/autosave.pdn" &&
    [ ! -e "$SAVES/games.pdn" ]
}

# Item 3: an autosave with a bad move at its end is kept aside, its good
# plies offered.
damaged_autosave_is_kept() {
    stop_dama && rm -rf "$XDG_DATA_HOME" && mkdir -p "$SAVES" &&
    printf '[Event "dama game"]\n[White "ann"]\n[Black "dama level 1"]\n[Result "*"]\n\n1. 22-19 10-14 2. 30-31 *\n' \
        >"$SAVES/autosave.pdn" &&
    start --keep-data -- --level $LEVEL &&
    wait_for "could not be read whole" &&
    wait_for "Resume it?" &&
    ls "$SAVES"/autosave.pdn.damaged-* >/dev/null 2>&1 &&
    [ ! -e "$SAVES/autosave.pdn" ] &&
    keys y &&
    wait_for "Game resumed" &&
    shows "10-14"
}

# Item 19: one name for the person (the login name without --name) on the
# p page, in the saved file and in the archive; a resignation is
# archived with Termination "normal".
one_name_everywhere() {
    me=$(id -un) &&
    start -- --level $LEVEL &&
    wait_for "Your move:" &&
    type_move 22-19 &&
    wait_for "Black played" &&
    keys p &&
    wait_for "FEN (After 1..." &&
    shows "[White \"$me\"]" &&
    keys Escape &&
    wait_for "Your move:" &&
    save_path "$TMP/named.pdn" &&
    wait_for "Saved to" &&
    grep -qF "[White \"$me\"]" "$TMP/named.pdn" &&
    keys x &&
    wait_for "Resign this game?" &&
    keys y &&
    wait_for "resigned" &&
    grep -qF "[White \"$me\"]" "$SAVES/games.pdn" &&
    grep -qF '[Termination "normal"]' "$SAVES/games.pdn"
}

run "issue 15: one player name on the p page, in saved games and the archive" one_name_everywhere
run "issue 15: s never replaces the archive; the box says what a file holds" save_refuses_the_archive_and_says_what_is_there
run "issue 15: a declined resume is archived as unfinished" declined_resume_is_archived
run "issue 15: resign, take back, Ctrl-C, resume, quit: archived once" resigned_then_resumed_is_archived_once
run "issue 15: a two-player game resumes as one" two_player_game_resumes_as_one
run "issue 15: a damaged autosave is kept aside, its good plies offered" damaged_autosave_is_kept
# part "files" (issue 15): play --egdb DIR and EgdbPath in the settings point
# the game at databases outside the data directory (the command line wins);
# a damaged table is named, not used in silence.
egdb_dir_from_the_command_line() {
    stop_dama &&
    stop_dama && rm -rf "$XDG_DATA_HOME" "$TMP/elsewhere" &&
    "$DAMA" egdb build --pieces 3 --dir "$TMP/elsewhere" >/dev/null &&
    mkdir -p "$XDG_DATA_HOME/dama" &&
    printf 'show_engine_info=yes\nEgdbPath=%s\n' "$TMP/nowhere" >"$XDG_DATA_HOME/dama/settings" &&
    start --keep-data -- --egdb "$TMP/elsewhere" --black --level 10 --fen "W:WK22,K23:BK1" &&
    wait_for "Your move:" &&
    wait_for "Eval: White wins (database)"
}

egdb_dir_from_the_settings() {
    stop_dama &&
    stop_dama && rm -rf "$XDG_DATA_HOME" &&
    mkdir -p "$XDG_DATA_HOME/dama" &&
    printf 'show_engine_info=yes\nEgdbPath=%s\n' "$TMP/elsewhere" >"$XDG_DATA_HOME/dama/settings" &&
    start --keep-data -- --black --level 10 --fen "W:WK22,K23:BK1" &&
    wait_for "Your move:" &&
    wait_for "Eval: White wins (database)"
}

egdb_damaged_table_named() {
    stop_dama &&
    printf 'garbage' >"$TMP/elsewhere/m1k1-m0k1.egdb" &&
    start --keep-data -- --egdb "$TMP/elsewhere" --black --level 10 --fen "W:WK22,K23:BK1" &&
    wait_for "Endgame table not used: m1k1-m0k1.egdb is not an endgame table"
}

# A FIFO in place of the archive or the settings hung dama before the board
# appeared: now each is refused at once and named, and the game starts.
fifo_archive_and_settings_refused() {
    stop_dama &&
    stop_dama && rm -rf "$XDG_DATA_HOME" &&
    mkdir -p "$XDG_DATA_HOME/dama" &&
    mkfifo "$XDG_DATA_HOME/dama/games.pdn" "$XDG_DATA_HOME/dama/settings" &&
    start --keep-data -- --level $LEVEL &&
    wait_for "Your move:" &&
    wait_for "settings: not a regular file"
}

run "issue 15: a FIFO as games.pdn and settings: refused, the game starts" fifo_archive_and_settings_refused
run "issue 15: play --egdb DIR uses the databases there, over EgdbPath" egdb_dir_from_the_command_line
run "issue 15: EgdbPath in the settings points the game at the databases" egdb_dir_from_the_settings
run "issue 15: a damaged table is named when the game opens the databases" egdb_damaged_table_named
# (end of part "files")
# ------------------------------ part cli (issue 15, item 12): no escape from a file
# raw_on_screen: the screen holds a byte of a bidi override, a C1 control
# (UTF-8 or 8-bit) or of invalid UTF-8.
raw_on_screen() {
    screen | LC_ALL=C grep -q -e "$(printf '\342\200\256')" -e "$(printf '\342\201\246')" -e "$(printf '\302\233')" \
        -e "$(printf '\233')" -e "$(printf '\377')"
}
no_raw_on_screen() {
    if raw_on_screen; then echo "    a raw control reached the screen" >&2; return 1; fi
    return 0
}
settings_value_quoted_safely() {
    stop_dama &&
    stop_dama && rm -rf "$XDG_DATA_HOME" && mkdir -p "$SAVES" &&
    printf 'show_engine_info=\342\200\256evil\302\233x\377\n' >"$SAVES/settings" &&
    start --keep-data -- --level $LEVEL &&
    wait_for "Settings not read" &&
    shows "'?evil?x?');" &&
    no_raw_on_screen
}
game_list_tags_shown_safely() {
    {
        printf '[White "An\342\200\256na"]\n[Black "Bru\302\233no"]\n[Date "2024.\233.01"]\n1. 22-19 10-14 *\n\n'
        printf '[White "Ezio\377"]\n[Black "Fede"]\n1. 22-19 10-14 2. 19x10 5x14 3. 21-17 *\n'
    } >"$HOME/evil.pdn" &&
    start -- --level $LEVEL &&
    wait_for "Your move:" &&
    keys l &&
    wait_for "Load game (PDN)" &&
    keys C-u && keys -l "~/evil.pdn" && keys Enter &&
    wait_for "Which game?" &&
    shows "1. An?na - Bru?no" &&
    shows "2. Ezio? - Fede" &&
    no_raw_on_screen
}
run "issue 15: a settings value is quoted without its escapes" settings_value_quoted_safely
run "issue 15: the game list shows tags without their escapes" game_list_tags_shown_safely

# ------------------------------------------------ issue 15, part "ui": UI fixes

# start_in_shell SHELL-LINE: like start, but the pane runs SHELL-LINE in sh,
# with $DAMA the program under test and $PIDFILE where dama's pid goes (for
# stop_dama): the line decides how dama's output is redirected.
start_in_shell() {
    stop_dama
    stop_dama && rm -rf "$XDG_DATA_HOME"
    rm -f "$TMP/dama.pid"
    cat >"$TMP/shell-launch" <<EOF
#!/bin/sh
cd "$HOME" || exit 1
DAMA="$DAMA" PIDFILE="$TMP/dama.pid"
export DAMA PIDFILE
trap : INT QUIT
$1
echo "SHELL-EXIT-\$?"
exec sleep 3600
EOF
    chmod +x "$TMP/shell-launch"
    old=$SESSION
    SESSION=$((SESSION + 1))
    tm -f /dev/null new-session -d -s "dama$SESSION" -x 100 -y 40 \
        "env TERM=$TERM_INSIDE LANG=C.UTF-8 LC_ALL= $TMP/shell-launch" || return 1
    [ $old -eq 0 ] || tm kill-session -t "dama$old" >/dev/null 2>&1
    return 0
}

# fen=$(dama --print-fen): the board opens on the terminal although
# standard output is a pipe, the FEN alone reaches the pipe, and the
# terminal's modes are as they were.
print_fen_into_a_variable() {
    start_in_shell 'modes=$(stty -g); fen=$(sh -c '\''echo $$ >"$PIDFILE"; exec "$DAMA" --level 1 --print-fen --fen "W:W22,28:B18,1"'\''); echo "FEN=$fen"; [ "$(stty -g)" = "$modes" ] && echo "TERMINAL-RESTORED"' &&
    wait_for "Your move:" &&
    type_move 22x13 &&
    wait_for "Black played" &&
    keys q && wait_for "Quit and abandon it?" && keys y &&
    wait_for "SHELL-EXIT-0" &&
    screen_matches "^FEN=W:W(13|28),(13|28):B[0-9,K]+$" &&
    shows "TERMINAL-RESTORED" &&
    lacks "needs a terminal"
}

run "issue 15: fen=\$(dama --print-fen) plays on the terminal, the FEN reaches the pipe" print_fen_into_a_variable

# --watch: the end box names the winning side, speaks of nobody as "you",
# and offers no take-back (there is none to make).
watch_end_box_names_the_winner() {
    start -- --watch --level $LEVEL --fen "W:W22:B18" &&
    wait_for "Game over" &&
    shows "White wins." &&
    lacks "You win" &&
    lacks "take back"
}

# Two people: the resign box names the side to move, and the end box the
# winner.
two_players_resign_names_the_sides() {
    start -- --two-players &&
    wait_for "Two players" &&
    type_move 22-19 &&
    wait_for "Black to move." &&
    keys x &&
    wait_for "Black resigns?" &&
    keys y &&
    wait_for "Game over" &&
    shows "1-0 Black resigned" &&
    shows "White wins." &&
    lacks "You win"
}

run "issue 15: --watch: the end box says White wins, no take-back" watch_end_box_names_the_winner
run "issue 15: two players: 'Black resigns?', the end box names the winner" two_players_resign_names_the_sides

# l in the middle of a game asks first, as n does: n keeps the game, y
# opens the file dialog.
load_asks_before_abandoning() {
    start -- --level $LEVEL &&
    wait_for "Your move:" &&
    type_move 22-19 &&
    wait_for "Black played" &&
    keys l &&
    wait_for "Abandon it to load another?" &&
    lacks "Load game (PDN)" &&
    keys n &&
    wait_for "Go on playing." &&
    shows "1. 22-19" &&
    keys l &&
    wait_for "Abandon it to load another?" &&
    keys y &&
    wait_for "Load game (PDN)"
}

run "issue 15: l mid-game asks before abandoning the game" load_asks_before_abandoning

# A move typed while the engine thinks is a premove: shown, kept, and
# played when the engine's move arrives (11-15 is legal after any first
# move of White's).  No book: its move would come at once.
premove_kept_and_played() {
    start -- --black --level 10 --no-book &&
    wait_for "White is thinking" &&
    type_move 11-15 &&
    wait_for "Premove: 11-15" &&
    wait_for "Your premove 11-15 was played" &&
    screen_matches "1\. [0-9]+-[0-9]+ +11-15"
}

# A premove that is not legal when the turn comes is dropped with the
# reason; Esc drops one before that.
premove_dropped_when_illegal_or_by_esc() {
    start -- --black --level 10 --no-book &&
    wait_for "White is thinking" &&
    type_move 13-17 &&
    wait_for "Premove: 13-17" &&
    wait_for "Premove dropped: 13-17: no piece of yours on 13" &&
    wait_for "Your move:" &&
    type_move 11-15 &&
    wait_for "White is thinking" &&
    type_move 12-16 &&
    wait_for "Premove: 12-16" &&
    keys Escape &&
    wait_for "Premove 12-16 dropped." &&
    wait_for "Your move:" &&
    lacks "12-16"
}

# Enter does not hurry the engine (it thinks a second at level 10); Space
# does.
enter_does_not_hurry_the_engine() {
    start -- --level 10 --no-book &&
    wait_for "Your move:" &&
    type_move 22-19 &&
    wait_for "Black is thinking" &&
    keys Enter &&
    sleep 0.4 &&   # the old Enter had it move by now: its reply waits 0.4 s at most
    lacks "Black played" &&
    shows "Space to make the engine move now" &&
    keys Space &&
    wait_for "Black played"
}

run "issue 15: a move typed while the engine thinks is a premove, played on the turn" premove_kept_and_played
run "issue 15: an illegal premove is dropped with the reason; Esc drops one" premove_dropped_when_illegal_or_by_esc
run "issue 15: Enter does not hurry the engine, Space does" enter_does_not_hurry_the_engine

# ---------------------------------------------------- part analysis
# Issue 15 item 17: after a and n, the new game showed the old game's graph
# and "1 later ply not analysed"; a new game clears the analysis.
new_game_clears_the_analysis() {
    start LANG=C LC_ALL=C -- --level $LEVEL &&
    wait_for "Your move:" &&
    type_move 22-19 &&
    wait_for "Black played" &&
    keys a &&
    wait_for "makes this rated game casual" && keys y &&   # the rated game asks first
    wait_for "Analysis done" 30 &&
    screen_matches "[_#:]{3}" &&
    keys n && wait_for "Abandon it for a new game?" && keys y &&
    wait_for "Enter start" && keys Enter &&
    wait_for "New game: you play White" &&
    no_line_matches "[_#:]{3}" &&
    type_move 22-19 &&
    wait_for "Black played" &&
    lacks "not analysed" &&
    no_line_matches "[_#:]{3}" &&
    keys m &&
    wait_for "No analysis yet"
}

# The review shows the player's own marks; o shows both sides' (and back).
# A marked move shows its loss, the better line and the refutation, whose
# first move is drawn on the board.
review_shows_own_marks_and_the_refutation() {
    # The review game and White's reply to 1-5??, so that the blunder is
    # looked at as an earlier position.
    printf '[White "A"]\n[Black "B"]\n1. 22-19 10-14 2. 19x10 5x14 3. 21-17 12-16 4. 26-21 1-5 5. 23-20 *\n' \
        >"$HOME/refuted.pdn" &&
    start -- --level $LEVEL --black --load refuted.pdn &&   # the player takes Black
    wait_for "5. 23-20" &&
    keys a &&
    wait_for "Analysis done" 60 &&
    shows "1-5??" &&
    lacks "23-20?" &&          # the engine's side (White): not marked
    next_mark_until "4...1-5?? is a blunder. It loses" &&
    shows "answers it;" &&
    wait_for "Ply 8 of 9" &&
    shows "?? loses " &&
    shows "Better: 14-18" &&         # the engine's better move (6-10 before ProbCut and the threat ply)
    shows "Refutation: 23-20" &&
    keys o &&
    wait_for "both sides are shown" &&
    keys o &&
    wait_for "Only your marks are shown"
}

# square_style N: the escape sequence that starts the number of square N on
# the board (its colours), from a capture with escapes.
square_style() {
    tm capture-pane -e -p -t "dama$SESSION" | grep -o "$(printf '\033')\[[0-9;]*m$1 " | head -1 | sed "s/$1 \$//"
}

# The refutation's first move is marked on the board: after 4...1-5??,
# White's 23-20 takes the colour of a hint on squares 23 and 20.
board_marks_the_refutation() {
    printf '[White "A"]\n[Black "B"]\n1. 22-19 10-14 2. 19x10 5x14 3. 21-17 12-16 4. 26-21 1-5 5. 23-20 *\n' \
        >"$HOME/refuted.pdn" &&
    start -- --level $LEVEL --black --load refuted.pdn &&
    wait_for "5. 23-20" &&
    keys a &&
    wait_for "Analysis done" 60 &&
    keys Home && wait_for "Ply 0 of 9" &&
    plain=$(square_style 20) &&
    next_mark_until "4...1-5?? is a blunder" &&
    wait_for "Ply 8 of 9" &&
    marked=$(square_style 20) &&
    marked_from=$(square_style 23) &&
    keys '<' && wait_for "Ply 7 of 9" &&
    before=$(square_style 20) &&
    [ -n "$plain" ] && [ "$plain" = "$before" ] && [ "$marked" != "$plain" ] && [ "$marked_from" = "$marked" ] || {
        echo "    square 20: '$plain' at the start, '$marked' after 1-5?? (23: '$marked_from'), '$before' before it" | cat -v >&2
        false
    }
}

run "part analysis: a new game clears the analysis (issue 15 item 17)" new_game_clears_the_analysis
run "part analysis: the board marks the refutation's first move" board_marks_the_refutation
run "part analysis: own marks, o for both; the refutation in the panel" review_shows_own_marks_and_the_refutation

# ------------------------------------------------- rating part (issue 15): rated means earned

# A draw offered after the first move is declined at every level: the
# engine accepts only a database draw, or a dead position after 20 moves
# a side (docs/stats.md).
draw_declined_in_the_opening_at_every_level() {
    for level in 1 2 3 4 5 6 7 8 9 10; do
        start -- --level $level &&
        wait_for "Your move:" &&
        type_move 22-19 &&
        wait_for "Black played" &&
        keys d &&
        wait_for "The engine declines the draw" 15 &&
        lacks "accepts the draw" || { echo "    at level $level" >&2; return 1; }
    done
}

# rated_result_unchanged: after a game resigned, the title keeps the start
# rating (no change), the archive tags the game casual and dama stats
# counts it as casual and leaves the rating at 1000.
casual_game_left_the_rating() {
    wait_for "White resigned" &&
    wait_for "Rating 1000 (provisional)" &&
    lacks "last game" &&
    keys q &&
    wait_for "DAMA-EXIT-0" &&
    grep -qF '[Rated "no"]' "$SAVES/games.pdn" &&
    ! grep -qF '[Rated "yes"]' "$SAVES/games.pdn" &&
    "$DAMA" stats --json >"$TMP/stats.json" &&
    grep -q '"rating": 1000, "rated_games": 0,' "$TMP/stats.json" &&
    grep -q '"rated": 0, "casual": 1,' "$TMP/stats.json"
}

# Five men against a king from --fen: a set-up, casual game; resigned, it
# leaves the rating where it was (a loss at level 10 would have cost).
fen_game_is_casual() {
    start -- --level 10 --fen "W:W21,22,23,24,25:BK4" &&
    wait_for "Casual game: a set-up position" &&
    type_move 21-17 &&
    wait_for "Black played" &&
    keys x &&
    wait_for "Resign this game?" &&
    keys y &&
    casual_game_left_the_rating
}

# The editor's position (the start with one black man taken off) is a
# set-up too.
editor_game_is_casual() {
    start -- --edit --level 3 &&
    wait_for "Setting up a position" &&
    keys -l 12 &&
    keys x &&
    wait_for "Black: 11 men, 0 kings" &&
    keys Enter &&
    wait_for "New game: you play White" &&
    wait_for "Casual game: a set-up position" &&
    type_move 22-19 &&
    wait_for "Black played" &&
    keys x &&
    wait_for "Resign this game?" &&
    keys y &&
    casual_game_left_the_rating
}

# A hint in a rated game asks first; n keeps it rated, y gives the hint
# and makes the game casual.  A take-back and the analysis ask the same way.
hint_in_a_rated_game_asks_first() {
    start -- --level $LEVEL &&
    wait_for "Your move:" &&
    shows "Rated game" &&
    keys h &&
    wait_for "A hint makes this rated game casual:" &&
    keys n &&
    wait_for "The game stays rated." &&
    shows "Rated game" &&
    keys a &&
    wait_for "The analysis makes this rated game casual:" &&
    keys Escape &&
    wait_for "The game stays rated." &&
    type_move 22-19 &&
    wait_for "Black played" &&
    keys u &&
    wait_for "A take-back makes this rated game casual:" &&
    keys n &&
    wait_for "The game stays rated." &&
    shows "1. 22-19" &&
    keys h &&
    wait_for "A hint makes this rated game casual:" &&
    keys y &&
    wait_for "Hint: " &&
    wait_for "Casual game: help was taken" &&
    keys u &&
    wait_for "Move taken back." &&
    lacks "makes this rated game casual"
}

# The new-game dialog says whether the game it starts is rated; a ballot
# game against the engine is.
new_game_dialog_and_ballot_say_rated() {
    start -- --level $LEVEL --ballot 7 &&
    wait_for "Ballot 7." &&
    shows "Rated game" &&
    keys n &&
    wait_for "Abandon it for a new game?" &&
    keys y &&
    wait_for "Rated:      yes (no hints, no take-backs)" &&
    keys Escape &&
    wait_for "No new game." &&
    start -- --two-players &&
    wait_for "Casual game: not against the engine"
}

run "rating: a draw offer after the first move is declined at every level" draw_declined_in_the_opening_at_every_level
run "rating: a --fen game leaves the rating unchanged and is tagged casual" fen_game_is_casual
run "rating: an editor game leaves the rating unchanged and is tagged casual" editor_game_is_casual
run "rating: a hint or a take-back in a rated game asks first" hint_in_a_rated_game_asks_first
run "rating: the new-game dialog and the panel say rated; a ballot is rated" new_game_dialog_and_ballot_say_rated

# ------------------------------------------- part "keys" (issue 16, item 2)

# With Caps Lock on, R used to ask "Resign this game?" while the help said
# "Caps Lock does not matter"; now every upper-case letter runs its
# lower-case command: R redoes, and watching, F turns the board (it did
# not); Q closes the new-game dialog like q (it did nothing); in the
# editor C clears the board like c (it did nothing), while W stays a king,
# as its panel line says.
caps_lock_r_is_redo() {
    start -- --level $LEVEL &&
    wait_for "Your move:" &&
    keys N &&
    wait_for "Rated:" &&
    keys Q &&
    wait_for "No new game." &&
    type_move 22-19 &&
    wait_for "Black played" &&
    keys u &&
    help_casual &&
    wait_for "Move taken back." &&
    keys R &&
    wait_for "Move replayed." &&
    lacks "Resign this game?" &&
    shows "1. 22-19" &&
    start -- --watch --level $LEVEL &&
    wait_for "any key pauses" &&
    keys F &&
    wait_for "(board turned)" &&
    lacks "PAUSED" &&
    start -- --edit --level $LEVEL &&
    wait_for "W B   White / Black king" &&
    keys C &&
    wait_for "White: 0 men, 0 kings" &&
    keys -l "5" && keys W &&
    wait_for "White: 0 men, 1 king"
}

# The help page's key lines are the key table's rows, "KEYS  what it does",
# each key written once (F1 beside ?, the looking-back keys one a line).
help_page_from_the_key_table() {
    start -- --level $LEVEL &&
    wait_for "Your move:" &&
    shows "a analyse     < > look back" &&
    keys '?' &&
    wait_for "COMMANDS (letters; Caps Lock does not matter)" &&
    shows "  x  resign" &&
    lacks "also R" &&
    page_until "? or F1  this help" &&
    page_until "Ctrl-L  repaint the screen" &&
    page_until "PgUp or <  one ply back; PgDn or >  one ply forward" &&
    page_until "Home  the start position; End  back to the game's position" &&
    keys r &&
    wait_for "Your move:" &&
    lacks "Nothing to redo."
}

run "keys: with Caps Lock on R redoes, F turns a watched board, Q and C work in dialogs" caps_lock_r_is_redo
run "keys: the help page is drawn from the key table" help_page_from_the_key_table

# part "train" (issue 17): w opens the exercises due today, made of the
# player's mistakes in the archived games (tests/cli/train_games.pdn):
# one answered wrong (the move played: back to box 1, due tomorrow), one
# right (the better move: box 2, due in three days).
exercises_right_and_wrong() {
    stop_dama && rm -rf "$XDG_DATA_HOME" && mkdir -p "$SAVES" &&
    cp "$(dirname "$0")/../cli/train_games.pdn" "$SAVES/games.pdn" &&
    start --keep-data --size 150x40 DAMA_TODAY=2026-12-01 -- --level $LEVEL --name Anna &&
    wait_for "Your move:" &&
    keys w &&
    wait_for "Find a better move than the one you" &&
    shows "Exercise 1 of 3 due today (box 1)" &&   # part eval: 3 with the second round of the patterns
    shows "3 new exercises from your latest games." &&
    shows "You played 27-23 here." &&
    type_move 27-23 &&
    wait_for "Not accepted: 27-23 is the move played" &&
    shows "Refutation: 17x26" &&
    shows "Better: 29-26" &&
    shows "Next: box 1, due 2026-12-02." &&
    keys Enter &&
    wait_for "Exercise 2 of 3 due today (box 1)" &&
    shows "You played 21-18 here." &&
    type_move 22-19 &&
    wait_for "Accepted: 22-19 is as good as the best" &&
    shows "Next: box 2, due 2026-12-04." &&
    keys Escape &&
    wait_for "Back to the game." &&
    shows "Your move:" &&
    grep -q "	2	2026-12-04	1	0$" "$SAVES/training" &&
    keys w &&
    wait_for "Exercise 1 of 1 due today (box 1)" &&
    shows "You played 18-13 here."
}
run "train: w shows the exercises due; a wrong and a right answer with the next due date" exercises_right_and_wrong

# part "train": the game-over box says how many exercises the game gave
# (the analysis runs when the box opens): a blunder (18-13, which lets
# 10x17x26) then a resignation; w then asks it.
game_over_offers_new_exercises() {
    start --size 150x40 DAMA_TODAY=2026-12-01 -- --level $LEVEL --fen "W:W9,18,21,22,24,28,29,31:B2,3,4,5,8,10,11,27" &&
    wait_for "Your move:" &&
    type_move 18-13 &&
    wait_for "Black played" &&
    keys x &&
    wait_for "Resign this game?" &&
    keys y &&
    wait_for "w  1 new exercise to solve" 20 &&
    keys w &&
    wait_for "Exercise 1 of 1 due today (box 1)" &&
    shows "You played 18-13 here."
}
run "train: the game-over box offers the new exercises of the game" game_over_offers_new_exercises

# ---------------------------------------------------------------- part "idle" (issue 17 item 2)
# The archived games are analysed in the background while the program is
# idle, never while a game is in progress.  The archive: the six games of
# idle_games.pdn (a backlog) and train_games.pdn (Anna's game with a known
# blunder, the newest, so analysed first).
idle_archive() {
    stop_dama && rm -rf "$XDG_DATA_HOME" && mkdir -p "$SAVES" &&
    cat "$(dirname "$0")/idle_games.pdn" "$(dirname "$0")/../cli/train_games.pdn" >"$SAVES/games.pdn"
}
# cpu_ticks: the processor time dama has used (user + system, in ticks).
cpu_ticks() { awk '{print $14 + $15}' "/proc/$(cat "$TMP/dama.pid")/stat"; }
# cpu_still SECONDS: dama uses next to no processor time for that long
# (the loop's own paints: far below one core's SECONDS * 100 ticks).
cpu_still() {
    before=$(cpu_ticks) && sleep "$1" && after=$(cpu_ticks) || return 1
    [ $((after - before)) -le $(( $1 * 8 )) ] && return 0
    echo "    dama used $((after - before)) ticks in $1 s" >&2
    return 1
}
analysed_games() { grep -c "^analysed" "$SAVES/training" 2>/dev/null || echo 0; }
analysed_at_least() { [ "$(analysed_games)" -ge "$1" ]; }

# In the help the games are analysed; on the board of a game in progress
# nothing runs (no processor time, the file unchanged); then w shows the
# exercises without any `dama train --update`.
idle_analysis_in_the_help_not_during_the_game() {
    [ -r /proc/self/stat ] || { echo "    (no /proc: skipped)" >&2; return 0; }
    idle_archive &&
    start --keep-data --size 150x40 DAMA_TODAY=2026-12-01 -- --level $LEVEL --name Anna &&
    wait_for "Your move:" &&
    cpu_still 2 && [ ! -e "$SAVES/training" ] &&
    keys '?' &&
    poll 900 analysed_at_least 1 &&
    keys Escape && wait_for "Your move:" &&
    wait_for "new exercises: w shows them" &&
    grep -q "^exercise" "$SAVES/training" &&
    cp "$SAVES/training" "$TMP/training.seen" &&
    cpu_still 3 && cmp -s "$SAVES/training" "$TMP/training.seen" &&
    [ "$(analysed_games)" -lt 7 ] &&
    keys '?' &&
    poll 1800 analysed_at_least 7 &&
    keys Escape && wait_for "Your move:" &&
    keys w &&
    wait_for "Find a better move than the one you" &&
    shows "new exercises from your latest games." &&
    shows "You played 27-23 here."
}
run "idle: the games analysed in the help, not during the game; w shows their exercises" idle_analysis_in_the_help_not_during_the_game

# In Italian and French, in the new-game dialog: Anna's game is analysed
# there, the panel and the exercises say so.
# idle_in_the_new_game_dialog LANG PROMPT DIALOG PANEL EXERCISE NEW PLAYED
idle_in_the_new_game_dialog() {
    stop_dama && rm -rf "$XDG_DATA_HOME" && mkdir -p "$SAVES" &&
    cp "$(dirname "$0")/../cli/train_games.pdn" "$SAVES/games.pdn" &&
    start --keep-data --size 150x40 LANG=$1 DAMA_TODAY=2026-12-01 -- --level $LEVEL --name Anna &&
    wait_for "$2" &&
    keys n && wait_for "$3" &&
    poll 900 analysed_at_least 1 &&
    keys Escape && wait_for "$2" &&
    wait_for "$4" &&
    keys w &&
    wait_for "$5" &&
    shows "$6" &&   # the start of the line: it wraps at the panel's width
    shows "$7"
}
idle_in_italian() {
    idle_in_the_new_game_dialog it_IT.UTF-8 "La tua mossa:" "Invio inizia" "3 nuovi esercizi: w li mostra" \
        "Esercizio 1 di 3 per oggi (scatola 1)" "3 nuovi esercizi dalle tue ultime" "Qui hai giocato 27-23."
}
idle_in_french() {
    idle_in_the_new_game_dialog fr_FR.UTF-8 "Votre coup :" "Entrée commencer" "3 nouveaux exercices : w les montre" \
        "Exercice 1 sur 3 pour aujourd'hui" "3 nouveaux exercices tirés de vos" "Ici, vous avez joué 27-23."
}
run "idle: in Italian, the new-game dialog analyses the games; the panel and w say so" idle_in_italian
run "idle: in French, the new-game dialog analyses the games; the panel and w say so" idle_in_french

# The game-over box: the background analyses the game just finished (and
# the backlog), and the box offers what it found.
idle_game_over_box_offers_the_background_exercises() {
    idle_archive &&
    start --keep-data --size 150x40 DAMA_TODAY=2026-12-01 -- --level $LEVEL --name Anna --fen "W:W9,18,21,22,24,28,29,31:B2,3,4,5,8,10,11,27" &&
    wait_for "Your move:" &&
    type_move 18-13 &&
    wait_for "Black played" &&
    keys x && wait_for "Resign this game?" && keys y &&
    wait_for "Game over" &&
    wait_for "new exercise" 60 &&
    poll 1800 analysed_at_least 8 &&
    keys w &&
    wait_for "Find a better move than the one you" &&
    shows "You played 18-13 here."
}
run "idle: the game-over box offers the exercises found in the background, the finished game's first" idle_game_over_box_offers_the_background_exercises
# A training file that is a FIFO: the background says why it stops, at once,
# and the game goes on.
idle_fifo_in_place_of_the_training_file() {
    idle_archive && mkfifo "$SAVES/training" &&
    start --keep-data --size 150x40 DAMA_TODAY=2026-12-01 -- --level $LEVEL --name Anna &&
    wait_for "Your move:" &&
    keys n && wait_for "Enter start" &&
    wait_for "training: not a regular file" &&
    keys Escape && wait_for "Your move:" &&
    type_move 22-18 && wait_for "1. 22-18"
}
run "idle: a FIFO in place of the training file is refused at once, the game goes on" idle_fifo_in_place_of_the_training_file
# (end of part "idle")

# part "trainfiles" (issue 16, item 1): the background job's file problem
# is a fact, said in the player's language: in Italian, a FIFO in place of
# the training file is refused in Italian, no English left.
trainfiles_fifo_in_italian() {
    idle_archive && mkfifo "$SAVES/training" &&
    start --keep-data --size 150x40 LANG=it_IT.UTF-8 DAMA_TODAY=2026-12-01 -- --level $LEVEL --name Anna &&
    wait_for "La tua mossa:" &&
    keys n && wait_for "Invio inizia" &&
    wait_for "training: non è un file regolare" &&
    lacks "not a regular file"
}
run "trainfiles: in Italian, a FIFO in place of the training file is refused in Italian" trainfiles_fifo_in_italian
# (end of part "trainfiles")
# part "screens" (issue 16): the exercises read their keys from the key
# table like every screen: Backspace deletes, Space does nothing before
# the answer and goes on after it, F (Caps Lock) turns the board, Q (Caps
# Lock) goes back to the game.
exercise_keys_from_the_table() {
    stop_dama && rm -rf "$XDG_DATA_HOME" && mkdir -p "$SAVES" &&
    cp "$(dirname "$0")/../cli/train_games.pdn" "$SAVES/games.pdn" &&
    start --keep-data --size 150x40 DAMA_TODAY=2026-12-01 -- --level $LEVEL --name Anna &&
    wait_for "Your move:" &&
    keys w &&
    wait_for "Exercise 1 of 3 due today (box 1)" &&
    lacks "(board turned)" &&
    keys F && wait_for "(board turned)" &&
    keys -l "27-234" && wait_for "Your move: 27-234" &&
    keys BSpace && wait_for "Your move: 27-23" && lacks "Your move: 27-234" &&
    keys Space && sleep 0.3 && shows "Exercise 1 of 3 due today" && lacks "Not accepted" &&
    keys Enter &&
    wait_for "Not accepted: 27-23 is the move played" &&
    keys Space &&
    wait_for "Exercise 2 of 3 due today (box 1)" &&
    keys Q &&
    wait_for "Back to the game." &&
    shows "Your move:"
}
run "screens: the exercises' keys come from the key table (Backspace, Space, F, Q with Caps Lock)" exercise_keys_from_the_table
# (end of part "screens")

# ---------------------------------------------------------------- part "i18n" (issue 16)
# The board screen in Italian and French, and whole words at every size.
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
# Every word the program may show: those of the catalogs (English and
# translated) and of the sources' literals (the sentences not yet in the
# catalog, the help).  A word cut by the width is none of them.
grep -ohE '[[:alpha:]]+' "$ROOT"/po/*.po "$ROOT"/src/*/*.c "$ROOT"/include/*/*.h 2>/dev/null | sort -u >"$TMP/words"

# whole_words WHAT: every word on the screen is a word of the program.
whole_words() {
    screen | grep -oE '[[:alpha:]]+' | sort -u | grep -vxF -f "$TMP/words" >"$TMP/cut"
    if [ -s "$TMP/cut" ]; then
        echo "    $1: words cut or unknown: $(tr '\n' ' ' <"$TMP/cut")" >&2
        return 1
    fi
    return 0
}

board_screen_in_italian() {
    start --size 80x24 LANG=it_IT.UTF-8 -- --level $LEVEL &&
    wait_for "La tua mossa:" &&
    shows "Bianco: tocca a te" &&
    shows "Giochi col Bianco." &&
    shows "Partita a punteggio" &&
    shows "n nuova" && shows "u annulla" && shows "d offri patta" &&   # the key table's panel words
    shows "dama · dama italiana" &&
    lacks "Your move:" && lacks "Rated game" && lacks "new game" && lacks "to move" &&
    type_move 22-18 &&
    wait_for "1. 22-18" &&
    keys x &&
    wait_for "Abbandonare questa partita?" &&
    shows "y abbandona    n continua a giocare" &&
    keys n && keys '?' &&
    wait_for "La presa è obbligatoria." &&
    lacks "Captures are mandatory"
}

board_screen_in_french() {
    start --size 80x24 LANG=fr_FR.UTF-8 -- --level $LEVEL &&
    wait_for "Votre coup :" &&
    shows "Blancs : à vous de jouer" &&
    shows "Vous jouez les Blancs." &&
    shows "Partie classée" &&
    shows "n nouvelle" && shows "u annuler" && shows "d offrir nulle" &&   # the key table's panel words
    shows "dama · dames italiennes" &&
    lacks "Your move:" && lacks "Rated game" && lacks "new game" && lacks "to move" &&
    type_move 22-18 &&
    wait_for "1. 22-18" &&
    keys x &&
    wait_for "Abandonner cette partie ?" &&
    shows "y abandonner    n continuer à jouer" &&
    keys n && keys '?' &&
    wait_for "La prise est obligatoire." &&
    lacks "Captures are mandatory"
}

# whole_words_everywhere LANG PROMPT NEWGAME HELP OVER: at 60x15, 80x24 and 100x40
# the board screen, the new-game dialog, the help and the game-over box show
# only whole words.
whole_words_everywhere() {
    lang=$1 prompt=$2 newgame=$3 help=$4 over=$5
    for size in 60x15 80x24 100x40; do
        start --size $size LANG=$lang -- --level $LEVEL &&
        wait_for "$prompt" && whole_words "board at $size" &&
        keys n && wait_for "$newgame" && whole_words "new-game dialog at $size" &&
        keys Escape && wait_for "$prompt" &&
        keys '?' && wait_for "$help" && whole_words "help at $size" &&
        start --size $size LANG=$lang -- --level $LEVEL --fen W:W22:B18 &&
        wait_for "$prompt" && type_move 22x13 &&
        wait_for "$over" && whole_words "game over at $size" || return 1
    done
}
whole_words_in_italian() { whole_words_everywhere it_IT.UTF-8 "La tua mossa:" "Invio inizia" "MOSSE" "Hai vinto. Ben giocato!"; }
whole_words_in_french() { whole_words_everywhere fr_FR.UTF-8 "Votre coup :" "Entrée commencer" "COUPS" "Vous gagnez. Bien joué !"; }

run "i18n: the board screen and the help at 80x24 in Italian" board_screen_in_italian
run "i18n: the board screen and the help at 80x24 in French" board_screen_in_french
run "i18n: whole words at 60x15, 80x24, 100x40 in Italian (board, new game, help, game over)" whole_words_in_italian
run "i18n: whole words at 60x15, 80x24, 100x40 in French (board, new game, help, game over)" whole_words_in_french
# (end of part "i18n")

# ---------------------------------------------------------------- part "puzzleui" (issue 17)
# z opens the next puzzle near the puzzle rating, the one `dama puzzle`
# draws from the same attempts file; its solution is read from `dama
# puzzle --json`.  The player's moves of the line solve it (the rating
# goes up), then Enter gives the next, where a wrong legal move fails it
# (the rating goes down); both attempts are in puzzles.txt and in `dama
# stats`; Esc goes back to the game, untouched (the move played before z
# is still the only one, nothing archived).

# puzzle_json: the puzzle `dama puzzle` draws now, as JSON.
puzzle_json() { LANG=C "$DAMA" puzzle --json; }
json_int() { sed -n "s/.*\"$1\": \([0-9]*\).*/\1/p"; }
json_fen() { sed -n 's/.*"fen": "\([^"]*\)".*/\1/p'; }
# json_solver_moves: the solver's moves of the solution (plies 1, 3, ...).
json_solver_moves() {
    sed -n 's/.*"solution": \[\(.*\)\].*/\1/p' | tr -d '"' | tr ',' '\n' | sed 's/^ *//' | awk 'NR % 2 == 1'
}
# rating_moved PREFIX up|down: the panel's "PREFIX A -> B" shows B above
# (below) A.
rating_moved() {
    pair=$(screen | sed -n "s/.*$1 \([0-9][0-9]*\) -> \([0-9][0-9]*\).*/\1 \2/p" | head -1)
    [ -n "$pair" ] || { echo "    no '$1 A -> B' on screen" >&2; return 1; }
    set -- $pair "$2"
    if [ "$3" = up ] && [ "$2" -gt "$1" ]; then return 0; fi
    if [ "$3" = down ] && [ "$2" -lt "$1" ]; then return 0; fi
    echo "    the puzzle rating went $1 -> $2, not $3" >&2
    return 1
}

# puzzle_solved_then_failed LANG PROMPT TITLE TO_PLAY RATING SOLVED WRONG
puzzle_solved_then_failed() {
    lang=$1 prompt=$2 title=$3 to_play=$4 rating=$5 solved=$6 wrong=$7
    # 120 columns: the panel keeps "RATING A -> B" on one line in each language.
    start --size 120x40 LANG=$lang -- --level $LEVEL &&
    wait_for "$prompt" &&
    type_move 22-19 && wait_for "1. 22-19" &&
    first=$(puzzle_json) && id=$(echo "$first" | json_int id) && [ -n "$id" ] &&
    keys z &&
    wait_for "$title $id" &&
    shows "$to_play" &&
    for mv in $(echo "$first" | json_solver_moves); do
        type_move "$mv" || return 1
    done &&
    wait_for "$solved" &&
    rating_moved "$rating" up &&
    grep -q "^$id solved $(echo "$first" | json_int difficulty) [0-9]*$" "$SAVES/puzzles.txt" &&
    whole_words "solved puzzle" &&
    second=$(puzzle_json) && id2=$(echo "$second" | json_int id) && [ "$id2" != "$id" ] &&
    keys Enter &&
    wait_for "$title $id2" &&
    right=$(echo "$second" | json_solver_moves | head -1) &&
    bad=$(LANG=C "$DAMA" moves "$(echo "$second" | json_fen)" | grep -vxF "$right" | head -1) &&
    [ -n "$bad" ] &&
    type_move "$bad" &&
    wait_for "$wrong" &&
    rating_moved "$rating" down &&
    grep -q "^$id2 failed " "$SAVES/puzzles.txt" &&
    [ "$(grep -c '^[0-9]' "$SAVES/puzzles.txt")" = 2 ] &&
    LANG=C "$DAMA" stats | grep -q "; 2 attempts, 1 solved\.$" &&
    keys Escape &&
    wait_for "$prompt" &&
    shows "1. 22-19" &&
    lacks "2. " &&
    [ ! -e "$SAVES/games.pdn" ]
}
puzzle_in_english() {
    puzzle_solved_then_failed C.UTF-8 "Your move:" "Puzzle" "to play and win." "Puzzle rating" \
        "Solved: the line is played out" "Not solved: the move was"
}
puzzle_in_italian() {
    puzzle_solved_then_failed it_IT.UTF-8 "La tua mossa:" "Problema" "muove e vince." "Punteggio dei problemi" \
        "Risolto: la linea è giocata" "Non risolto: la mossa era"
}
puzzle_in_french() {
    puzzle_solved_then_failed fr_FR.UTF-8 "Votre coup :" "Problème" "jouent et gagnent." "Classement aux problèmes" \
        "Résolu : la ligne est jouée" "Non résolu : le coup était"
}
run "puzzleui: z, a puzzle solved (rating up), the next failed (rating down), the game untouched" puzzle_in_english
run "puzzleui: the puzzle screen in Italian" puzzle_in_italian
run "puzzleui: the puzzle screen in French" puzzle_in_french
# A damaged attempts file: z names its line and offers no puzzle (the file
# is never written over); no puzzles file: z says so; a damaged puzzles
# file: z says the PDN reader's problem, in Italian too; a puzzles file with
# a PuzzleId twice: z says which line, in French and Italian; the game stays.
puzzle_game() {  # ID FEN MOVES: one puzzle of a puzzles file (a tiro of 1300)
    printf '[Event "dama puzzles"]\n[GameType "22"]\n[SetUp "1"]\n[FEN "%s"]\n[PuzzleId "%s"]\n' "$2" "$1"
    printf '[Theme "tiro"]\n[Difficulty "1300"]\n[Phase "ending"]\n\n%s *\n\n' "$3"
}
puzzle_files_refused() {
    # The last game first: its autosave on the way out would bring the
    # resume question up.
    stop_dama && rm -rf "$XDG_DATA_HOME" && mkdir -p "$SAVES" &&
    printf '29 solved 1020 1700000000\ngarbage\n' >"$SAVES/puzzles.txt" &&
    cp "$SAVES/puzzles.txt" "$TMP/puzzles.kept" &&
    start --keep-data --size 120x40 -- --level $LEVEL &&
    wait_for "Your move:" &&
    keys z &&
    wait_for "puzzles.txt:2: not an attempt" &&
    shows "Your move:" && lacks "to play and win." &&
    cmp -s "$TMP/puzzles.kept" "$SAVES/puzzles.txt" &&
    start --size 120x40 DAMA_PUZZLES="$TMP/nowhere.pdn" -- --level $LEVEL &&
    wait_for "Your move:" &&
    keys z &&
    wait_for "the puzzles are missing" &&
    lacks "to play and win." &&
    type_move 22-19 && wait_for "1. 22-19" &&
    puzzle_game 1 W:W5:B3 "1. 5-9" >"$TMP/pzdamaged.pdn" &&
    start --size 120x40 DAMA_PUZZLES="$TMP/pzdamaged.pdn" LANG=it_IT.UTF-8 -- --level $LEVEL &&
    wait_for "La tua mossa:" &&
    keys z &&
    wait_for "Il file dei problemi è danneggiato:" &&
    shows "pzdamaged.pdn:10:4: mossa irregolare '5-9'" &&
    shows "La tua mossa:" &&
    { puzzle_game 1 W:W5:B3 "1. 5-1" && puzzle_game 1 W:W6:B3 "1. 6-2"; } >"$TMP/pzdup.pdn" &&
    start --size 120x40 DAMA_PUZZLES="$TMP/pzdup.pdn" LANG=fr_FR.UTF-8 -- --level $LEVEL &&
    wait_for "Votre coup :" &&
    keys z &&
    wait_for "Le fichier des problèmes est endommagé :" &&
    shows "pzdup.pdn:12 : un PuzzleId qu'un problème" &&
    lacks "dama puzzle" &&
    start --size 120x40 DAMA_PUZZLES="$TMP/pzdup.pdn" LANG=it_IT.UTF-8 -- --level $LEVEL &&
    wait_for "La tua mossa:" &&
    keys z &&
    wait_for "Il file dei problemi è danneggiato:" &&
    shows "pzdup.pdn:12: un PuzzleId che" &&
    lacks "dama puzzle"
}
run "puzzleui: a damaged attempts file, a missing and a damaged puzzles file are said; no puzzle, the game goes on" puzzle_files_refused
# (end of part "puzzleui")
# part "drillui" (issues 17 and 18): k opens the endgame drills; a drill is
# won by playing the databases' own moves and failed by a move that throws
# the win away; drills.txt and `dama stats` count them; the game waits
# untouched.  A 3-piece set is built once for them (under a second).  The
# offer of the 5-piece build at full strength: refused and remembered across
# runs, accepted with a 4-piece set (DAMA_EGDB_BUILD_PIECES, a test hook)
# whose progress shows while the game goes on; the build from the drills'
# list, cancelled.
DRILL_DB="$TMP/egdb3"
DRILL_SEED=5
drill_db() {
    [ -d "$DRILL_DB" ] && return 0
    mkdir -p "$DRILL_DB" && "$DAMA" egdb build --pieces 3 --dir "$DRILL_DB" >/dev/null
}
# drill_json N SEED MOVES...: `dama drill N --play` in a data directory of
# its own (it records finished attempts).
drill_json() {
    dr_number=$1 dr_seed=$2
    shift 2
    XDG_DATA_HOME="$TMP/drill-scratch" "$DAMA" drill $dr_number --seed $dr_seed --dir "$DRILL_DB" --json --play "$@"
}
drill_fen() { "$DAMA" drill $1 --seed $2 --dir "$DRILL_DB" --json | json_value fen; }
json_value() { sed -n "s/.*\"$1\": \"\\([^\"]*\\)\".*/\\1/p"; }
# drill_winning_moves: the databases' best move at each turn, until the
# drill is won (each reply as `dama drill --play` gives it).
drill_winning_moves() {
    fen=$(drill_fen 1 $DRILL_SEED)
    moves=""
    for _ in $(seq 1 60); do
        best=$("$DAMA" egdb probe --dir "$DRILL_DB" "$fen" | sed -n 's/.*best move \([^)]*\)).*/\1/p')
        [ -n "$best" ] || return 1
        moves="$moves $best"
        out=$(drill_json 1 $DRILL_SEED $moves)
        fen=$(echo "$out" | json_value fen_now)
        [ "$(echo "$out" | json_value verdict)" = unfinished ] || break
    done
    [ "$(echo "$out" | json_value verdict)" = won ] && echo $moves
}
# drill_drawing_move: "SEED MOVE": the first seed of drill 2 (king and man
# against king) with a legal first move after which the databases say draw.
drill_drawing_move() {
    for seed in $(seq 1 30); do
        fen=$(drill_fen 2 $seed)
        for m in $("$DAMA" moves "$fen"); do
            [ "$(drill_json 2 $seed "$m" | json_value verdict)" = drawn ] && { echo "$seed $m"; return 0; }
        done
    done
    return 1
}
count_words() { set -- $1; echo $#; }
# An empty data directory, as at the first start (start's fixture answers
# the build offer).
fresh_data() { stop_dama && rm -rf "$XDG_DATA_HOME"; }

# drill_won LANG PROMPT LIST_TITLE WON PASSED: the drill played to its win.
drill_won() {
    dr_lang=$1 dr_prompt=$2 dr_title=$3 dr_won=$4 dr_passed=$5
    drill_db && dr_moves=$(drill_winning_moves) && [ -n "$dr_moves" ] || { echo "    no winning line" >&2; return 1; }
    dr_n=$(count_words "$dr_moves")
    start LANG=$dr_lang DAMA_DRILL_SEED=$DRILL_SEED -- --level $LEVEL --egdb "$DRILL_DB" &&
    wait_for "$dr_prompt" && type_move 22-18 && wait_for "1. 22-18" &&
    keys k && wait_for "$dr_title" &&
    keys Enter && wait_for "$(printf "$seed_words" $DRILL_SEED)" || return 1
    for dr_m in $dr_moves; do type_move "$dr_m"; done
    wait_for "$(printf "$dr_won" "$dr_n")" &&
    grep -qx "drill 1 attempts 1 passed 1 best $dr_n shortest $dr_n" "$SAVES/drills.txt" &&
    keys Escape && wait_for "$dr_title" && shows "$(printf "$dr_passed" "$dr_n")" &&
    keys Escape && wait_for "1. 22-18" && lacks "$dr_title" &&   # the game as it was
    [ ! -e "$SAVES/games.pdn" ] &&                            # no drill in the archive
    "$DAMA" stats | grep -q "Drills:  1 of [0-9]* passed" || { echo "    drills.txt: $(cat "$SAVES/drills.txt" 2>&1)" >&2; return 1; }
}

# drill_failed LANG TITLE FAILED NOT_PASSED: a move that draws ends it.
drill_failed() {
    dr_lang=$1 dr_title=$2 dr_failed=$3 dr_not_passed=$4
    drill_db && dr_found=$(drill_drawing_move) || { echo "    no drawing move" >&2; return 1; }
    dr_seed=${dr_found% *} dr_move=${dr_found#* }
    start LANG=$dr_lang DAMA_DRILL_SEED=$dr_seed -- --level $LEVEL --egdb "$DRILL_DB" &&
    keys k && wait_for "$dr_title" && keys 2 Enter &&
    wait_for "$(printf "$seed_words" $dr_seed)" && type_move "$dr_move" &&
    wait_for "$dr_failed" &&
    grep -qx "drill 2 attempts 1 passed 0 best 0 shortest 0" "$SAVES/drills.txt" &&
    keys Escape && wait_for "$dr_not_passed" &&
    "$DAMA" stats | grep -q "Drills:  0 of [0-9]* passed"
}

seed_words="Seed %d:"
drill_won_en() { drill_won C.UTF-8 "Your move:" "Endgame drills: the federation's ladder" "You won in %d moves. The shortest win was" "Passed: your best win took %d moves."; }
drill_failed_en() { drill_failed C.UTF-8 "Endgame drills: the federation's ladder" "Drill failed: after your last move the position is a draw." "Not passed yet: 1 attempt."; }
drill_won_it() { seed_words="Seme %d:"; drill_won it_IT.UTF-8 "La tua mossa:" "Esercizi di finale: la scala della federazione" "Hai vinto in %d mosse. La vittoria più breve era" "Superato: la tua vittoria migliore ha richiesto %d mosse."; }
drill_failed_it() { seed_words="Seme %d:"; drill_failed it_IT.UTF-8 "Esercizi di finale: la scala della federazione" "Esercizio fallito: dopo la tua ultima mossa la posizione è patta." "Non ancora superato: 1 tentativo."; }
drill_won_fr() { seed_words="Graine %d :"; drill_won fr_FR.UTF-8 "Votre coup :" "Exercices de finale : l'échelle de la fédération" "Vous avez gagné en %d coups. Le gain le plus court était" "Réussi : votre meilleur gain a pris %d coups."; }
drill_failed_fr() { seed_words="Graine %d :"; drill_failed fr_FR.UTF-8 "Exercices de finale : l'échelle de la fédération" "Exercice manqué : après votre dernier coup la position est nulle." "Pas encore réussi : 1 tentative."; }

# Without databases the list says what the drill needs; b builds the
# 5-piece set in the background, its progress shows, c cancels it.
drill_build_cancelled() {
    start -- --level $LEVEL &&
    keys k && wait_for "Endgame drills: the federation's ladder" && keys Enter &&
    wait_for "Drill 1 needs the endgame databases of 3 pieces: press b to build them." &&
    keys b && wait_for "Building the endgame databases of 5 pieces: [" &&
    shows "c: cancel the build." &&
    keys c && wait_for "The build is cancelled; the tables finished so far are kept" &&
    wait_gone "Building the endgame databases of 5 pieces: [" &&
    shows "b: build the endgame databases of 5 pieces in the background."
}

# offer_refused LANG QUESTION REFUSED PROMPT: asked at full strength without
# databases; n is written to the settings and never asked again.
offer_refused() {
    dr_lang=$1 dr_question=$2 dr_refused=$3 dr_prompt=$4
    fresh_data && start --keep-data LANG=$dr_lang -- --level 10 &&
    wait_for "$dr_question" && keys n && wait_for "$dr_refused" &&
    grep -qx "egdb_offer_declined=yes" "$SAVES/settings" &&
    start --keep-data LANG=$dr_lang -- --level 10 &&
    wait_for "$dr_prompt" && sleep 0.5 && lacks "$dr_question"
}
offer_refused_en() { offer_refused C.UTF-8 "Build the 5-piece set now (about a minute and a half)?" "The endgame databases will not be offered again" "Your move:"; }
offer_refused_it() { offer_refused it_IT.UTF-8 "Costruire ora quelli a 5 pezzi (circa un minuto e mezzo)?" "I database dei finali non saranno più proposti" "La tua mossa:"; }
offer_refused_fr() { offer_refused fr_FR.UTF-8 "Construire maintenant celles à 5 pièces (environ une minute et demie) ?" "Les bases de finales ne seront plus proposées" "Votre coup :"; }

# y builds (here 2-4 pieces) in the background: the progress shows on the
# board's panel, a move is played meanwhile, then the set is in use (the
# engine at full strength thinks a while first: the set waits for it).
offer_accepted() {
    fresh_data && start --keep-data DAMA_EGDB_BUILD_PIECES=4 -- --level 10 &&
    wait_for "Build the 5-piece set now" && keys y &&
    wait_for "Endgame databases: [" &&
    type_move 22-18 && wait_for "1. 22-18" &&
    poll 900 off_screen "Endgame databases: [" &&
    [ -n "$(ls "$SAVES/egdb" 2>/dev/null)" ] &&
    ! grep -q "egdb_offer_declined" "$SAVES/settings" 2>/dev/null &&
    wait_for "Your move:" 120 &&
    keys k && wait_for "Endgame drills: the federation's ladder" &&
    lacks "It needs the endgame databases of 3 pieces." &&
    keys Enter && wait_for "Seed "
}

run "drillui: a drill won with the databases' moves, recorded, dama stats counts it, the game untouched" drill_won_en
run "drillui: a drill failed by a move that draws, recorded as not passed" drill_failed_en
run "drillui: a drill won and the list in Italian" drill_won_it
run "drillui: a drill failed in Italian" drill_failed_it
run "drillui: a drill won and the list in French" drill_won_fr
run "drillui: a drill failed in French" drill_failed_fr
run "drillui: without databases b builds the 5-piece set with progress, c cancels it" drill_build_cancelled
run "drillui: the build offered at full strength, refused, not asked again" offer_refused_en
run "drillui: the build offer refused in Italian" offer_refused_it
run "drillui: the build offer refused in French" offer_refused_fr
run "drillui: the build offer accepted: progress while playing, then the set in use" offer_accepted
# (end of part "drillui")
# ---------------------------------------------------------------- part "fold" (issue 16)
# The drill screens folded into the screen table with the named drills of
# part "named" merged: 7 on the ladder picks the Falsa Prima, a draw to
# hold, played on the board as Black; its panel counts no win; Esc goes
# back to the ladder, Esc again to the game.
FOLD_DB4="$TMP/egdb4"
fold_falsa_prima() {
    { [ -d "$FOLD_DB4" ] || { mkdir -p "$FOLD_DB4" && "$DAMA" egdb build --pieces 4 --dir "$FOLD_DB4" >/dev/null; }; } &&
    start DAMA_DRILL_SEED=1 -- --level $LEVEL --egdb "$FOLD_DB4" &&
    wait_for "Your move:" &&
    keys k && wait_for "Endgame drills: the federation's ladder" &&
    keys 7 && wait_for "Drill 7: Falsa Prima" &&
    keys Enter && wait_for "You play Black, to move, and the position is a draw: hold it." &&
    shows "Seed 1:" && shows "Your move:" &&
    lacks "The databases win it in" && lacks "Endgame drills: the federation's ladder" &&
    keys Escape && wait_for "Endgame drills: the federation's ladder" &&
    keys Escape && wait_for "Your move:" && lacks "Endgame drills"
}
run "fold: the Falsa Prima (a named drill) on the board is a draw to hold, played as Black" fold_falsa_prima
# (end of part "fold")
# part "quarta" (issue 17): the ladder's last step, drill 10, the Quarta
# Posizione: Up from drill 1 wraps to it; its name, lesson and way to win
# show, and with only a 4-piece set it says that it needs 6 pieces.
# The lesson and the way to win are shown to their last words (a line
# buffer shorter than the Italian or French sentence once cut them).
quarta_listed() {
    q_lang=$1 q_prompt=$2 q_title=$3 q_name=$4 q_lesson=$5 q_lesson_end=$6 q_how=$7 q_how_end=$8 q_needs=$9
    { [ -d "$FOLD_DB4" ] || { mkdir -p "$FOLD_DB4" && "$DAMA" egdb build --pieces 4 --dir "$FOLD_DB4" >/dev/null; }; } &&
    start LANG=$q_lang -- --level $LEVEL --egdb "$FOLD_DB4" &&
    wait_for "$q_prompt" && keys k && wait_for "$q_title" && shows "10. $q_name" &&
    keys Up && wait_for "> 10. $q_name" && shows "$q_lesson" && shows "$q_lesson_end" &&
    shows "$q_how" && shows "$q_how_end" && shows "$q_needs" &&
    keys Escape && wait_for "$q_prompt" && lacks "$q_title"
}
quarta_en() { quarta_listed C.UTF-8 "Your move:" "Endgame drills: the federation's ladder" "Quarta Posizione: three kings against a king and two men" "It teaches the fourth named position" "black king." "Keep a king near each man" "capture." "It needs the endgame databases of 6 pieces."; }
quarta_it() { quarta_listed it_IT.UTF-8 "La tua mossa:" "Esercizi di finale: la scala della federazione" "Quarta Posizione: tre dame contro una dama e due pedine" "Insegna la Quarta Posizione" "attaccano la dama nera." "Tieni una dama vicino a ogni pedina" "in presa." "Richiede i database dei finali di 6 pezzi."; }
quarta_fr() { quarta_listed fr_FR.UTF-8 "Votre coup :" "Exercices de finale : l'échelle de la fédération" "Quarta Posizione : trois dames contre une dame et deux pions" "Il enseigne la quatrième position classique" "dame noire." "Gardez une dame près de chaque pion" "faire prendre." "Il demande les bases de finales à 6 pièces."; }
run "quarta: drill 10, the Quarta Posizione, on the ladder in English" quarta_en
run "quarta: drill 10, the Quarta Posizione, on the ladder in Italian" quarta_it
run "quarta: drill 10, the Quarta Posizione, on the ladder in French" quarta_fr
# (end of part "quarta")
# part words16 (issue 16, item 4 and the held-out checks): at 60x15, 80x24
# and 100x40, in Italian and French, the board screen, the help and every
# dialog show each of their sentences as the catalog translates it, with
# whole words (wrapped at spaces at most) and their box whole
# (tests/ui/layout.pl); and the board, the help, an illegal move's reason
# and the game-over box hold no English sentence of the catalog
# (tests/po/english_left.sh).  W16_SCREENS=DIR keeps the screens seen.
W16_FAILS="$TMP/w16.fails"
# laid_out WHAT MSGID...: the screen now holds these sentences whole.
laid_out() {
    what=$1
    shift
    screen >"$TMP/w16.screen"
    [ -z "${W16_SCREENS:-}" ] || cp "$TMP/w16.screen" "$W16_SCREENS/$W16_LL-$W16_SIZE-$(echo "$what" | tr ' /' '__').txt"
    if ! perl "$ROOT/tests/ui/layout.pl" --po "$ROOT/po/$W16_LL.po" "$TMP/w16.screen" "$@" >"$TMP/w16.problems"; then
        sed "s|^|    $W16_LL $W16_SIZE $what: |" "$TMP/w16.problems" | tee -a "$W16_FAILS" >&2
    fi
    return 0   # every screen is looked at; the scenario fails at its end
}
# no_english WHAT: no piece of an English msgid on the screen.
no_english() {
    screen >"$TMP/w16.screen"
    if ! sh "$ROOT/tests/po/english_left.sh" "$ROOT/po/$W16_LL.po" "$TMP/w16.screen" >"$TMP/w16.problems"; then
        sed "s|^|    $W16_LL $W16_SIZE $1: English: |" "$TMP/w16.problems" | tee -a "$W16_FAILS" >&2
    fi
    return 0
}
# tr_of MSGID: its translation in the language under test (for wait_for).
tr_of() {
    msgcat --no-wrap "$ROOT/po/$W16_LL.po" | awk -v id="msgid \"$1\"" '
        $0 == id { found = 1; next } found && /^msgstr/ { sub(/^msgstr(\[[0-9]\])? "/, ""); sub(/"$/, ""); print; exit }'
}
# tr_start MSGID: the first three words of its translation, up to its
# first conversion (what a wait can look for however the line wraps).
tr_start() { tr_of "$1" | sed 's/%.*//' | cut -d' ' -f1-3 | sed 's/ *$//'; }
# w16_lang LL SIZE: the language and size the next screens are seen in.
w16_lang() {
    W16_LL=$1 W16_SIZE=$2
    lang=$(if [ "$W16_LL" = it ]; then echo it_IT.UTF-8; else echo fr_FR.UTF-8; fi)
    prompt=$(tr_of "Your move: " | sed 's/ *$//')
}
# The screens of one language at one size.
w16_screens() {
    w16_lang "$1" "$2"
    start --size "$W16_SIZE" LANG=$lang -- --level $LEVEL &&
    wait_for "$prompt" || return 1
    laid_out board "Your move: " "Rated game" "help" "quit"
    # the compact key line at 60x15 holds fewer entries, each whole
    [ "$W16_SIZE" = 60x15 ] || laid_out "board keys" "new" "undo"
    no_english board
    type_move 21-25 && wait_for "$(tr_start "the man on %d cannot move to %d: men never move backward")" || return 1
    laid_out "illegal move" "the man on %d cannot move to %d: men never move backward"
    no_english "illegal move"
    keys '?' && wait_for "$(tr_of "#MOVES" | sed 's/^#//')" || return 1
    laid_out help "#MOVES" "  Type the squares of your move in the official numbering (1-32, shown on the board), then Enter. Backspace deletes, Esc clears."
    no_english help
    keys Escape && wait_for "$prompt" || return 1
    keys x && wait_for "$(tr_of "Resign this game?")" || return 1
    laid_out "resign confirm" "Resign" "Resign this game?" "y resign    n keep playing"
    keys n && wait_for "$prompt" || return 1
    keys n && wait_for "$(tr_of "Enter start    Esc cancel")" || return 1
    laid_out "new game" "New game" "Enter start    Esc cancel" "            1 beginner ... 10 full strength" \
        "Rated:      yes (no hints, no take-backs)" "Opening:    [start position]  o"
    keys Escape && wait_for "$prompt" || return 1
    keys s && wait_for "$(tr_of "Save game (PDN)")" || return 1
    laid_out "save dialog" "Save game (PDN)" "File:" "Enter save  Esc cancel  ^U clear"
    keys Escape && wait_for "$prompt" || return 1
    keys l && wait_for "$(tr_of "Load game (PDN)")" || return 1
    laid_out "load dialog" "Load game (PDN)" "File:" "Enter load  Esc cancel  ^U clear"
    keys Escape && wait_for "$prompt" || return 1
    keys b && wait_for "$(tr_of "Squares: " | sed 's/ *$//')" || return 1
    # every key of the editor shows, at 60x15 too (its panel keeps their rows)
    laid_out editor "Setting up a position" "%s White to move" "%1\$s White: %2\$d men, %3\$d kings" \
        "%1\$s Black: %2\$d men, %3\$d kings" "White / Black man" "White / Black king" "empty the square" \
        "side to move" "clear / start position" "play" "cancel"
    keys Escape && wait_for "$prompt" || return 1
    # w brings the exercises up to date first (the newest games analysed while the player waits)
    keys w && wait_for "$(tr_of "No exercise is due today: your mistakes of the games to come will be." | cut -c1-12)" 30 || return 1
    laid_out exercises "No exercise is due today: your mistakes of the games to come will be."
    type_move 22-18 && wait_for "1. 22-18" || return 1
    keys p && wait_for " W:W" || return 1
    laid_out "text page" "f copy the FEN  g copy the game  arrows scroll  other key: back"
    keys Escape && wait_for "$prompt" || return 1
    keys q && wait_for "$(tr_of "Quit and abandon it?")" || return 1
    # a rated game the player has moved in: leaving it counts as a loss, and the box says so first
    laid_out "quit confirm" "Quit" "Leaving this rated game counts as a loss." "Quit and abandon it?" "y quit    n keep playing"
    keys n && wait_for "$prompt" || return 1
    # the capture choice: two captures by the man on 30 end on 14
    start --size "$W16_SIZE" LANG=$lang -- --level $LEVEL --fen "W:W30,32:B26,18,27,19,1" &&
    wait_for "$prompt" || return 1
    keys Up Enter Up Up Up Up Enter && wait_for "$(tr_of "Choose the capture")" || return 1
    laid_out "capture choice" "Choose the capture" "Several captures end there:" "1-9 or arrows+Enter; Esc cancel"
    # the game-over box
    start --size "$W16_SIZE" LANG=$lang -- --level $LEVEL --fen W:W22:B18 &&
    wait_for "$prompt" && type_move 22x13 && wait_for "$(tr_of "Game over")" || return 1
    laid_out "game over" "Game over" "You win. Well played!" "(any other key: look at the board)"
    no_english "game over"
    # a file of two games: which one, then which side
    start --size "$W16_SIZE" LANG=$lang -- --level $LEVEL --load "$HOME/two.pdn" &&
    wait_for "$(tr_of "Which game?")" || return 1
    laid_out "pick game" "Which game?" "arrows, Enter load, Esc keep the first"
    keys Enter && wait_for "$(tr_of "Loaded: which side do you take?")" || return 1
    laid_out "choose side" "Loaded: which side do you take?" "Enter play from here"
    return 0
}
# The questions of a game in progress: resuming it, a hint in a rated game,
# playing on from an earlier position, saving over a file of two games.
w16_game_dialogs() {
    w16_lang "$1" "$2"
    start --size "$W16_SIZE" LANG=$lang -- --level $LEVEL && wait_for "$prompt" &&
    type_move 22-19 && wait_for "$(tr_start "Black played %s.")" || return 1
    # ended by a signal: the game is autosaved, and the next start asks
    kill -TERM "$(cat "$TMP/dama.pid")" && wait_for "DAMA-EXIT-1" &&
    start --keep-data --size "$W16_SIZE" LANG=$lang -- --level $LEVEL && wait_for "$(tr_of "Resume it?")" || return 1
    laid_out resume "Resume" "Your last game was interrupted." "(move %d, White to move)" "Resume it?" \
        "Declining counts this rated game as a loss." "y resume    n new game"
    keys y && wait_for "$prompt" || return 1
    keys h && wait_for "$(tr_start "A hint makes this rated game casual:")" || return 1
    laid_out "casual confirm" "Rated game" "A hint makes this rated game casual:" "it will not count for your rating." \
        "y go ahead    n keep it rated"
    keys n && wait_for "$prompt" || return 1
    # back to the start position: playing on from there is a take-back
    keys Home c && wait_for "$(tr_of "Play on from this position?")" || return 1
    laid_out "play on" "Play on from here" "Play on from this position?" "The %d later ply will be dropped." \
        "This makes the game casual (not rated)." "y play on    n keep the game"
    keys n && keys End && wait_for "$prompt" || return 1
    keys s && wait_for "$(tr_of "Save game (PDN)")" && keys C-u && keys -l "$HOME/two.pdn" && keys Enter &&
    wait_for "$(tr_start "It holds %d game:")" || return 1
    laid_out overwrite "Save" "That file already exists:" "It holds %d game:" "Replace all of them with this game?" \
        "y replace    n keep the file"
    keys n && wait_for "$prompt"
}
# The training's screens: a puzzle (z), the drills' list (k) and a drill on
# the board, the databases' build offer, the exercises due (w).
w16_training() {
    w16_lang "$1" "$2"
    start --size "$W16_SIZE" LANG=$lang -- --level $LEVEL && wait_for "$prompt" || return 1
    case $(puzzle_json | json_fen) in
    W*) to_play="White to play and win." ;;
    *) to_play="Black to play and win." ;;
    esac
    keys z && wait_for "$(tr_start "Type it, then Enter.  Esc: back to the game.")" || return 1
    laid_out puzzle "Puzzle %d" "Difficulty %d; your puzzle rating %d." "$to_play" "Your move %d of %d." \
        "Type it, then Enter.  Esc: back to the game."
    keys Escape && wait_for "$prompt" || return 1
    # the list without databases: what drill 1 needs, and the build's key
    keys k && wait_for "$(tr_of "Endgame drills: the federation's ladder")" || return 1
    laid_out drills "Endgame drills: the federation's ladder" \
        "Up, Down or a number: choose.  Enter: play it.  Esc: back to the game." "Drill %d: %s." \
        "It needs the endgame databases of %d piece." "b: build the endgame databases of %d piece in the background."
    # a drill on the board, with the 3-piece set
    drill_db && start --size "$W16_SIZE" LANG=$lang DAMA_DRILL_SEED=$DRILL_SEED -- --level $LEVEL --egdb "$DRILL_DB" &&
    wait_for "$prompt" && keys k && wait_for "$(tr_of "Endgame drills: the federation's ladder")" &&
    keys Enter && wait_for "$(tr_start "Type your move, then Enter.  Esc: back to the drills.")" || return 1
    laid_out drill "Drill %d: %s." "Type your move, then Enter.  Esc: back to the drills." \
        "The databases win it in %d move." "Your move: "
    # b builds the databases from the ladder only: the board does not offer it
    lacks "$(tr_start "b: build the endgame databases of %d piece in the background.")" || return 1
    # at full strength without databases, the first start offers them
    fresh_data && start --keep-data --size "$W16_SIZE" LANG=$lang -- --level 10 &&
    wait_for "$(tr_start "Build the 5-piece set now (about a minute and a half)?")" || return 1
    laid_out "build offer" "Endgame databases" "The engine plays at full strength without the endgame databases." \
        "Build the 5-piece set now (about a minute and a half)?" "It is built in the background: you can play meanwhile." \
        "y build    n no, and do not ask again"
    # the exercises of an archived game's mistakes
    fresh_data && mkdir -p "$SAVES" && cp "$ROOT/tests/cli/train_games.pdn" "$SAVES/games.pdn" &&
    echo "egdb_offer_declined=yes" >"$SAVES/settings" &&
    start --keep-data --size "$W16_SIZE" LANG=$lang DAMA_TODAY=2026-12-01 -- --level $LEVEL --name Anna &&
    wait_for "$prompt" && keys w && wait_for "$(tr_start "Type it, then Enter.  Esc: back to the game.")" 30 || return 1
    laid_out "exercise" "Exercise %d of %d due today (box %d)" "%d new exercise from your latest games." \
        "Your game of %s against level %d." "You played %s here." "Find a better move than the one you played." \
        "Type it, then Enter.  Esc: back to the game."
    return 0
}
w16_layouts() {
    : >"$W16_FAILS"
    printf '[White "Anna"]\n[Black "Bruno"]\n[Result "1-0"]\n1. 22-19 10-14 1-0\n\n[White "Carla"]\n[Black "Dino"]\n1. 22-18 *\n' \
        >"$HOME/two.pdn"
    for size in 60x15 80x24 100x40; do
        w16_screens "$1" $size && w16_game_dialogs "$1" $size && w16_training "$1" $size || return 1
    done
    [ ! -s "$W16_FAILS" ]
}
run "words16: every screen and dialog laid out whole at 60x15, 80x24, 100x40 in Italian" w16_layouts it
run "words16: every screen and dialog laid out whole at 60x15, 80x24, 100x40 in French" w16_layouts fr
# (end of part words16)

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
