#!/bin/sh
# End-to-end tests of the batch commands: run the real binary, check its
# output, its messages and its exit status.  Usage: sh tests/cli/run.sh ./dama
set -u
DAMA=${1:-./dama}
passed=0
failed=0
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

ok() { passed=$((passed + 1)); }
ko() { failed=$((failed + 1)); echo "FAIL: $*" >&2; }

# expect STATUS NEEDLE -- COMMAND...: exit status and a text in stdout+stderr.
expect() {
    want_status=$1 needle=$2
    shift 3
    "$@" >"$tmp/out" 2>"$tmp/err" </dev/null
    status=$?
    if [ "$status" -ne "$want_status" ]; then
        ko "$* exited $status, expected $want_status"
    elif [ -n "$needle" ] && ! cat "$tmp/out" "$tmp/err" | grep -qF -- "$needle"; then
        ko "$*: output lacks '$needle': $(head -c 300 "$tmp/out" "$tmp/err")"
    else
        ok
    fi
}

START="W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12"

expect 0 "Usage: dama" -- "$DAMA" --help
expect 0 "dama 0." -- "$DAMA" --version
expect 2 "dama: unknown command 'frobnicate'" -- "$DAMA" frobnicate

# moves
"$DAMA" moves >"$tmp/moves" 2>&1
if [ "$(tr '\n' ' ' <"$tmp/moves")" = "21-17 21-18 22-18 22-19 23-19 23-20 24-20 " ]; then ok; else ko "moves from the start: $(cat "$tmp/moves")"; fi
"$DAMA" moves "W:W27:B23,15,1" >"$tmp/moves" 2>&1
if [ "$(cat "$tmp/moves")" = "27x20x11" ]; then ok; else ko "capture listing: $(cat "$tmp/moves")"; fi
expect 0 "" -- "$DAMA" moves "W:W5:B1,2"
if [ ! -s "$tmp/out" ]; then ok; else ko "a blocked side should print nothing"; fi
expect 2 "dama: invalid FEN: square 33 out of range" -- "$DAMA" moves "W:W33:B1"
expect 2 "usage: dama moves" -- "$DAMA" moves a b

# perft
"$DAMA" perft 5 >"$tmp/perft" 2>&1
if [ "$(cut -d' ' -f1,2 "$tmp/perft" | tr '\n' ',')" = "1 7,2 49,3 302,4 1469,5 7361," ]; then ok; else ko "perft 5: $(cat "$tmp/perft")"; fi
expect 0 "1 1" -- "$DAMA" perft 1 "W:W27:B23,15,1"
expect 2 "DEPTH must be a whole number" -- "$DAMA" perft x
expect 2 "DEPTH must be a whole number" -- "$DAMA" perft 0
expect 2 "usage: dama perft" -- "$DAMA" perft
expect 2 "invalid FEN" -- "$DAMA" perft 2 "nonsense"
# engine (issue 18): perft --paths counts a capture once per path, as Ed
# Gilbert's published counts do; plain perft once per move (they differ at 10)
GILBERT1="W:W30,26,27,22,23,24,17,18,20:B14,15,16,9,11,5,6,1,3"
expect 0 "10 164177 " -- "$DAMA" perft --paths 10 "$GILBERT1"
expect 0 "10 164173 " -- "$DAMA" perft 10 "$GILBERT1"
expect 2 "usage: dama perft [--paths] DEPTH [FEN]" -- "$DAMA" perft --paths

# best and engine share the limits parser (search_limits.c)
expect 0 "bestmove " -- "$DAMA" best --depth 2 --level 3
expect 0 "bestmove 27x20x11" -- "$DAMA" best --nodes 500 "W:W27:B23,15,1"
expect 2 "best: --depth needs a whole number from 1 to 128, not '129'" -- "$DAMA" best --depth 129
expect 2 "best: --level needs a whole number from 1 to 10" -- "$DAMA" best --level
expect 2 "best: unknown option '--wtime'" -- "$DAMA" best --wtime 1000
expect 2 "best: more than one FEN" -- "$DAMA" best "W:W27:B23" "W:W27:B23"
expect 2 "dama: engine takes no arguments" -- "$DAMA" engine now
printf 'go winc 5\nisready\n' | "$DAMA" engine >"$tmp/engine" 2>&1
if [ "$(cat "$tmp/engine")" = "$(printf 'error go: winc without wtime: an increment needs the time left\nreadyok')" ]; then ok
else ko "go winc 5: $(cat "$tmp/engine")"; fi
# Hostile input (issue 11): no byte of a file or a protocol line reaches the
# terminal raw, and standard input is named <stdin> in messages.
ESC=$(printf '\033') CSI8=$(printf '\302\233')
# no_raw_controls WHAT: the last command's output holds no ESC or UTF-8 CSI.
no_raw_controls() {
    if LC_ALL=C grep -q -e "$ESC" -e "$CSI8" "$tmp/out" "$tmp/err"; then ko "$1: a raw control reached the output"; else ok; fi
}
printf '[FEN "W:W21\033]0;PWNED\007:B1"]\n*\n' >"$tmp/esc.pdn"
expect 1 "bad FEN tag: unexpected '?' in '21?]0;PWNED?'" -- "$DAMA" replay "$tmp/esc.pdn"
no_raw_controls "replay"
expect 1 "bad FEN tag" -- "$DAMA" play --load "$tmp/esc.pdn"
no_raw_controls "play --load"
printf '[FEN "W:W21\302\23331m:B1"]\n*\n' >"$tmp/csi.pdn"
expect 1 "unexpected '?' in '21?31m'" -- "$DAMA" replay "$tmp/csi.pdn"
no_raw_controls "replay (UTF-8 CSI)"
printf 'position fen W:W21\302\233:B1\ngo\033[31m\nquit\n' | "$DAMA" engine >"$tmp/out" 2>"$tmp/err"
if grep -qF "error unknown command 'go?[31m'" "$tmp/out"; then ok; else ko "engine: $(cat "$tmp/out")"; fi
no_raw_controls "engine"
# A quoted word is cut on a character boundary: the output stays valid UTF-8.
printf '%s\n' "unknown$(printf 'x%.0s' 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30 31 32)ééé" \
    "go $(printf 'x%.0s' 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30 31 32)yyyyyyyéé" \
    "go depth 1234567890123456789é" | "$DAMA" engine >"$tmp/out" 2>&1
if [ "$(grep -c '^error' "$tmp/out")" -eq 3 ] && iconv -f UTF-8 -t UTF-8 "$tmp/out" >/dev/null 2>&1; then ok; else ko "engine: a quote cut inside a character: $(cat "$tmp/out")"; fi
"$DAMA" replay "$tmp/esc$ESC.pdn" >"$tmp/out" 2>"$tmp/err"
no_raw_controls "a file name with an escape"
"$DAMA" replay - <"$tmp/esc.pdn" >"$tmp/out" 2>"$tmp/err"
if grep -qF "dama: <stdin>:1:1: bad FEN tag" "$tmp/err"; then ok; else ko "replay -: $(cat "$tmp/err")"; fi
"$DAMA" replay - </ >"$tmp/out" 2>"$tmp/err"
if grep -qF "dama: <stdin>: Is a directory" "$tmp/err"; then ok; else ko "replay - </: $(cat "$tmp/err")"; fi
"$DAMA" play --load - <"$tmp/esc.pdn" >"$tmp/out" 2>"$tmp/err"
if grep -qF "dama: play: <stdin>:1:1: bad FEN tag" "$tmp/err"; then ok; else ko "play --load -: $(cat "$tmp/err")"; fi

# A Hash size that cannot be had (here: a 2 GB address space) is an error
# line, and the engine goes on with its old table.
(ulimit -v 2000000 && printf 'setoption name Hash value 4096\nisready\ngo depth 3\nquit\n' | "$DAMA" engine) >"$tmp/out" 2>&1
# (quit may stop the search before or after its first info lines: drop them.)
if [ "$(sed '/^info /d; s/^bestmove .*/bestmove/' "$tmp/out")" = "$(printf 'error setoption: not enough memory for 4096 MiB; the hash table is unchanged\nreadyok\nbestmove')" ]; then
    ok
else
    ko "Hash beyond the address space: $(cat "$tmp/out")"
fi
# best and bench with several threads: same output shape; bad counts are usage errors
expect 0 "bestmove 19x10" -- "$DAMA" best --threads 2 --depth 6 "W:W19,21,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,11,12,14"
expect 2 "--threads needs a whole number from 1 to 64" -- "$DAMA" best --threads 0
expect 2 "--threads needs a whole number from 1 to 64" -- "$DAMA" best --depth 3 --threads
expect 0 "Total nodes:" -- "$DAMA" bench 4 --threads 2
expect 2 "usage: dama bench" -- "$DAMA" bench --threads 65
expect 2 "usage: dama bench" -- "$DAMA" bench 4 5

# stats: the archive of a temporary XDG_DATA_HOME (docs/stats.md)
stats() { XDG_DATA_HOME="$tmp/xdg" "$DAMA" stats "$@"; }
expect 0 '"games": 0, "wins": 0, "draws": 0, "losses": 0' -- stats --json
expect 0 "Rating:  1000 (the starting rating" -- stats
mkdir -p "$tmp/xdg/dama"
cat >"$tmp/xdg/dama/games.pdn" <<'EOF'
[White "ann"]
[Black "dama level 3"]
[Date "2026.11.01"]
[Result "1-0"]

1. 22-18 10-14 1-0

[White "dama level 5"]
[Black "ann"]
[Date "2026.11.02"]
[Result "1-0"]

1. 22-18 10-14 1-0

[White "bob"]
[Black "dama level 4"]
[Result "*"]
[Termination "abandoned"]

1. 22-18 *

[White "dama level 2"]
[Black "ann"]
[Result "1/2-1/2"]

1. 22-18 10-15 1/2-1/2
EOF
# Three readable games; the fourth has an illegal move on line 26.
expect 0 "games.pdn:26:10: illegal move '10-15'" -- stats --json
if grep -q '"games": 3, "wins": 1, "draws": 0, "losses": 1, "unfinished": 1' "$tmp/out" &&
   grep -q '"damaged": 1, "rating": 10[0-9][0-9], "rated_games": 2' "$tmp/out" &&
   grep -q '{"level": 3, "elo": [0-9]*, "games": 1, "wins": 1' "$tmp/out" &&
   grep -q '"streak": {"outcome": "loss", "length": 1}' "$tmp/out" &&
   grep -q '"best_win": {"level": 3, "elo": [0-9]*, "date": "2026.11.01"}' "$tmp/out"; then ok
else ko "stats --json on a small archive: $(cat "$tmp/out")"; fi
expect 0 "1 damaged game skipped; the other 3 games are counted" -- stats
expect 0 '"player": "bob", "games": 1, "wins": 0, "draws": 0, "losses": 0, "unfinished": 1' -- stats --name bob --json
# The history plot: Unicode blocks in a UTF-8 locale, '#' otherwise.
LC_ALL=C stats >"$tmp/out" 2>/dev/null
if grep -q '^ *[0-9]* |#' "$tmp/out" && ! grep -q '█' "$tmp/out"; then ok; else ko "ASCII plot: $(cat "$tmp/out")"; fi
if locale -a 2>/dev/null | grep -qi '^C.utf-\{0,1\}8$'; then
    LC_ALL=C.UTF-8 stats >"$tmp/out" 2>/dev/null
    if grep -q '█' "$tmp/out"; then ok; else ko "Unicode plot: $(cat "$tmp/out")"; fi
fi
expect 2 "usage: dama stats" -- stats --bogus
expect 2 "stats: --name needs a name" -- stats --name
rm "$tmp/xdg/dama/games.pdn" && mkdir "$tmp/xdg/dama/games.pdn"
expect 1 "dama: stats: $tmp/xdg/dama/games.pdn: " -- stats

# The opening book (docs/book.md): found beside the executable (data/) after
# the user's data directory; a broken file is named and skipped; --no-book
# and weak levels search.  A copy of the binary with the shipped book.
BOOK=$(dirname "$0")/../../data/book.bin
mkdir -p "$tmp/bin/data" "$tmp/xdg/dama" "$tmp/empty"
cp "$DAMA" "$tmp/bin/dama" && cp "$BOOK" "$tmp/bin/data/book.bin"
BOOKED="env XDG_DATA_HOME=$tmp/empty $tmp/bin/dama"
expect 0 "info depth 0 score" -- $BOOKED best --depth 3
expect 0 "info depth 3 " -- $BOOKED best --depth 3 --no-book
if grep -q "info depth 0" "$tmp/out"; then ko "best --no-book played from the book"; else ok; fi
expect 0 "info depth 3 " -- $BOOKED best --depth 3 --level 3
if grep -q "info depth 0" "$tmp/out"; then ko "level 3 played from the book"; else ok; fi
expect 0 "info depth 3 " -- env XDG_DATA_HOME="$tmp/empty" "$DAMA" best --depth 3 "W:W21:B1"
printf 'not a book' >"$tmp/xdg/dama/book.bin"
expect 0 "dama: opening book not used: $tmp/xdg/dama/book.bin: not a dama opening book" -- \
    env XDG_DATA_HOME="$tmp/xdg" "$tmp/bin/dama" best --depth 3
if grep -q "info depth 0 score" "$tmp/out"; then ok; else ko "the shipped book was not used after a broken one"; fi
printf 'setoption name Book value false\nposition startpos\ngo depth 2\nsetoption name Book value true\ngo depth 2\n' |
    $BOOKED engine >"$tmp/out" 2>&1
if [ "$(grep -c '^info depth 0 ' "$tmp/out")" = 1 ] && grep -q '^info depth 2 ' "$tmp/out"; then ok
else ko "setoption Book: $(cat "$tmp/out")"; fi
expect 2 "play: unknown option '--no-books'" -- "$DAMA" play --no-books
expect 0 "--no-book         play without the opening book" -- "$DAMA" play --no-book --help

# play: option errors are caught before the screen opens
expect 2 "play: bad --fen: the side to move must be W or B" -- "$DAMA" play --fen bad
expect 2 "play: --level must be a number from 1 to 10" -- "$DAMA" play --level 11
expect 2 "play: unknown option" -- "$DAMA" --bogus
expect 2 "play: --threads must be a number from 1 to 64" -- "$DAMA" play --threads 0
expect 2 "play: --name must be 1 to 63 characters" -- "$DAMA" play --name ""
expect 2 "play: --name must be 1 to 63 characters" -- "$DAMA" play --name "dama level 3"
expect 2 "play: --name needs a value" -- "$DAMA" play --name
# issue 10: clocks and ways to play
expect 2 "play: bad --clock '5': a clock is MINUTES+SECONDS" -- "$DAMA" play --clock 5
expect 2 "play: bad --clock '5+x'" -- "$DAMA" play --clock 5+x
expect 2 "play: bad --clock '-1+3'" -- "$DAMA" play --clock -1+3
expect 2 "play: bad --clock '601+0'" -- "$DAMA" play --clock 601+0
expect 2 "play: bad --clock '0+0': a clock of 0+0 leaves no time to move" -- "$DAMA" play --clock 0+0
expect 2 "play: --clock needs a value" -- "$DAMA" play --clock
expect 2 "play: bad --my-clock '3'" -- "$DAMA" play --my-clock 3
expect 2 "play: give one clock" -- "$DAMA" play --clock 5+3 --my-clock 5+3
expect 2 "play: --my-clock is for a game against the engine" -- "$DAMA" play --two-players --my-clock 5+3
expect 2 "play: give --two-players or --watch, not both" -- "$DAMA" play --two-players --watch
expect 2 "play: --white and --black choose your side against the engine" -- "$DAMA" play --watch --black
expect 0 "--clock MIN+INC" -- "$DAMA" play --help
expect 0 "--two-players" -- "$DAMA" play --help
expect 1 "play: needs a terminal" -- "$DAMA" play --clock 5+3
expect 2 "play: --ballot: there are 2400 ballots: give a number from 1 to 2400, not 2401" -- "$DAMA" play --ballot 2401
expect 2 "play: --ballot takes a ballot number (1, 2, ...), not '0'" -- "$DAMA" play --ballot 0
expect 2 "play: give --ballot, --fen or --load, not two of them" -- "$DAMA" play --ballot 3 --fen "$START"
expect 1 "play: --ballot: DAMA_OPENINGS names $tmp/none.pdn, which cannot be read" -- env DAMA_OPENINGS="$tmp/none.pdn" "$DAMA" play --ballot
expect 1 "play: needs a terminal" -- "$DAMA" play --ballot 2400
# Installed: the openings go under PREFIX/share/dama and are found from PREFIX/bin.
if make -s install PREFIX="$tmp/prefix" >"$tmp/out" 2>&1 && [ -f "$tmp/prefix/share/dama/openings/11_man_italian.pdn" ]; then ok; else ko "make install: $(cat "$tmp/out")"; fi
expect 1 "play: needs a terminal" -- "$tmp/prefix/bin/dama" play --ballot 7
mv "$tmp/prefix/share/dama/openings" "$tmp/prefix/share/dama/moved"
expect 1 "the ballot openings are missing: looked for $tmp/prefix/bin/data/openings/11_man_italian.pdn and $tmp/prefix/bin/../share/dama/openings/11_man_italian.pdn" -- "$tmp/prefix/bin/dama" play --ballot 7

# engine: the end of the input stops even a very long search, which still
# answers its bestmove (timeout only guards against a hang)
printf 'go depth 128\n' | timeout 20 "$DAMA" engine >"$tmp/eng" 2>&1
status=$?
if [ "$status" -eq 0 ] && grep -q '^bestmove [0-9]' "$tmp/eng"; then ok; else ko "engine at end of input: status $status: $(tail -2 "$tmp/eng")"; fi

# Set-up (tools/deps.sh, the Makefile): with pkg-config reporting Check and
# ncurses absent, looking installs nothing and names the command; --install
# runs apt-get for exactly what is missing; make run passes ARGS on.
root=$(cd "$(dirname "$0")/../.." && pwd)
mkdir -p "$tmp/bin"
printf '#!/bin/sh\nfor a in "$@"; do case "$a" in check|ncursesw) exit 1;; esac; done\nexec %s "$@"\n' \
    "$(command -v pkg-config)" >"$tmp/bin/pkg-config"
printf '#!/bin/sh\necho "apt-get $*" >>"%s/apt.log"\n' "$tmp" >"$tmp/bin/apt-get"
chmod +x "$tmp/bin/pkg-config" "$tmp/bin/apt-get"
PATH="$tmp/bin:$PATH" sh "$root/tools/deps.sh" test >"$tmp/out" 2>&1
status=$?
if [ "$status" -eq 1 ] && [ ! -e "$tmp/apt.log" ] &&
    grep -qF "dama: 'make check' installs them, or run: " "$tmp/out" && grep -qF "apt-get install -y libncurses-dev check" "$tmp/out"; then ok
else ko "deps.sh test (looking only): status $status: $(cat "$tmp/out")"; fi
PATH="$tmp/bin:$PATH" sh "$root/tools/deps.sh" play >"$tmp/out" 2>&1
if [ $? -eq 1 ] && grep -qF "'make run' installs them, or run: " "$tmp/out" && ! grep -q check "$tmp/out"; then ok
else ko "deps.sh play: $(cat "$tmp/out")"; fi
if [ "$(id -u)" -eq 0 ]; then # (--install would use the real sudo otherwise)
    PATH="$tmp/bin:$PATH" sh "$root/tools/deps.sh" --install test >"$tmp/out" 2>&1
    if [ $? -eq 0 ] && grep -q "^apt-get .*update" "$tmp/apt.log" &&
        grep -q "^apt-get .*install -y libncurses-dev check$" "$tmp/apt.log"; then ok
    else ko "deps.sh --install test: $(cat "$tmp/out" "$tmp/apt.log")"; fi
fi
expect 2 "usage: sh tools/deps.sh" -- sh "$root/tools/deps.sh" everything
make -s -n -C "$root" run ARGS="--black --level 3" >"$tmp/out" 2>&1
if grep -qF "./dama --black --level 3" "$tmp/out" && grep -qF "deps.sh --install play" "$tmp/out"; then ok
else ko "make run ARGS: $(cat "$tmp/out")"; fi
make -s -n -C "$root" >"$tmp/out" 2>&1
if ! grep -q -- "--install" "$tmp/out"; then ok; else ko "plain make would install: $(cat "$tmp/out")"; fi
# analyse (searches limited by depth: the output does not depend on speed)
BLUNDERS=$(dirname "$0")/blunders.pdn
analysed="$tmp/analysed.pdn"
expect 0 "game 2: Black: average loss" -- "$DAMA" analyse "$BLUNDERS" --depth 8
cp "$tmp/out" "$analysed"
flat=$(tr '\n' ' ' <"$analysed")
case "$flat" in *"13. 18-13 \$4 {"*"(13. "*) ok ;; *) ko "analyse: White's 13. 18-13 not marked \$4 with a better line: $flat" ;; esac
case "$flat" in *"7... 12-15 \$"[24]" {"*"(7... "*) ok ;; *) ko "analyse: Black's 7... 12-15 not marked: $flat" ;; esac
case "$flat" in *"{White: average loss "*"Black: average loss "*) ok ;; *) ko "analyse: no summary comment" ;; esac
if awk 'length > 79 { exit 1 }' "$analysed"; then ok; else ko "analyse: a line over 79 characters"; fi
# The annotated file replays to the same games as the original.
"$DAMA" replay "$BLUNDERS" >"$tmp/replay_in" 2>&1
expect 0 "game 2:" -- "$DAMA" replay "$analysed"
if cmp -s "$tmp/out" "$tmp/replay_in"; then ok; else ko "analyse: the annotated games replay differently"; fi
# -o writes the same text to a file, atomically, and nothing to stdout.
expect 0 "game 1: White: average loss" -- "$DAMA" analyse --depth 8 -o "$tmp/o.pdn" "$BLUNDERS"
if [ ! -s "$tmp/out" ] && cmp -s "$tmp/o.pdn" "$analysed"; then ok; else ko "analyse -o: file differs from stdout"; fi
if ls "$tmp" | grep -q '\.tmp\.'; then ko "analyse -o left a temporary file"; else ok; fi
expect 0 "game 2: Black" -- "$DAMA" analyse --depth 8 -o - "$BLUNDERS"
if cmp -s "$tmp/out" "$analysed" && [ ! -e ./- ]; then ok; else ko "analyse -o -: not standard output"; fi
mkdir "$tmp/dir.pdn"
expect 1 "dir.pdn: cannot save: not a regular file" -- "$DAMA" analyse --depth 2 --game 2 -o "$tmp/dir.pdn" "$BLUNDERS"
# --game N: that game only; standard input.
expect 0 "game 2: White" -- "$DAMA" analyse "$BLUNDERS" --depth 6 --game 2
if [ "$(grep -c '^\[Event' "$tmp/out")" = 1 ] && grep -q 'Black blunders' "$tmp/out" && ! grep -q 'game 1:' "$tmp/err"
then ok; else ko "analyse --game 2: $(head -c 300 "$tmp/out" "$tmp/err")"; fi
"$DAMA" analyse - --depth 6 --game 1 <"$BLUNDERS" >"$tmp/out" 2>"$tmp/err"
if [ $? -eq 0 ] && grep -q 'White blunders' "$tmp/out"; then ok; else ko "analyse - (stdin): $(cat "$tmp/err")"; fi
expect 1 "no game 3 (the file holds 2)" -- "$DAMA" analyse "$BLUNDERS" --depth 4 --game 3
# Invalid games are reported as replay does; the valid ones are still written.
expect 1 "mixed.pdn:18:1: GameType" -- "$DAMA" analyse "$(dirname "$0")/../data/mixed.pdn" --depth 4
"$DAMA" replay "$tmp/out" >/dev/null 2>&1 && ok || ko "analyse: output of a file with invalid games does not replay"
expect 1 "dama: $tmp/none.pdn: No such file" -- "$DAMA" analyse "$tmp/none.pdn"
# The default search: 200 ms a position (one position to search here).
printf '[FEN "W:W22:B13"]\n1. 22-18 13x22 0-1\n' >"$tmp/tiny.pdn"
expect 0 "1. 22-18 \$4 {Black wins in 1} (1. 22-19" -- "$DAMA" analyse "$tmp/tiny.pdn"
# Usage errors.
expect 2 "usage: dama analyse" -- "$DAMA" analyse
expect 2 "give --movetime or --depth, not both" -- "$DAMA" analyse "$BLUNDERS" --depth 4 --movetime 100
expect 2 "--depth needs a whole number from 1 to 128" -- "$DAMA" analyse "$BLUNDERS" --depth 0
expect 2 "--movetime needs a whole number from 1 to" -- "$DAMA" analyse "$BLUNDERS" --movetime x
expect 2 "--game needs a game number" -- "$DAMA" analyse "$BLUNDERS" --game 0
expect 2 "-o needs a file name" -- "$DAMA" analyse "$BLUNDERS" -o
expect 2 "unknown option '--fast'" -- "$DAMA" analyse "$BLUNDERS" --fast
expect 2 "more than one input file" -- "$DAMA" analyse "$BLUNDERS" "$BLUNDERS"
expect 0 "usage: dama analyse" -- "$DAMA" analyse --help
# On a terminal, a progress line; elsewhere none (script(1) gives a terminal).
expect 0 "" -- "$DAMA" analyse "$BLUNDERS" --depth 4
if grep -q 'positions searched' "$tmp/err"; then ko "analyse: progress shown on a pipe"; else ok; fi
if command -v script >/dev/null 2>&1; then
    script -qec "\"$DAMA\" analyse \"$BLUNDERS\" --depth 4 --game 1 -o \"$tmp/tty.pdn\"" /dev/null >"$tmp/tty" 2>&1
    if grep -q 'dama: game 1: [0-9]*/[0-9]* positions searched' "$tmp/tty"; then ok; else ko "analyse: no progress line on a terminal: $(cat "$tmp/tty")"; fi
else
    echo "cli: script(1) missing: the progress line on a terminal is not checked" >&2
fi
# egdb: a four-piece database in a temporary directory, checked and probed
EGDB="$tmp/egdb"
expect 0 "databases of up to 4 pieces" -- "$DAMA" egdb build --pieces 4 --threads 2 --dir "$EGDB"
if grep -q 'elapsed' "$tmp/err"; then ko "egdb build: progress bar on a pipe"; else ok; fi
expect 0 ", 0 wrong" -- "$DAMA" egdb verify --dir "$EGDB"
if command -v script >/dev/null 2>&1; then
    script -qec "\"$DAMA\" egdb build --pieces 3 --dir \"$tmp/egdb3\"" /dev/null >"$tmp/tty" 2>&1
    if tr '\r' '\n' <"$tmp/tty" | grep -q '^\[#*\] 100.0%  m.*elapsed [0-9]*m[0-9]*s, left 0m00s'; then ok
    else ko "egdb build: no progress bar on a terminal: $(cat "$tmp/tty")"; fi
fi
expect 0 "4 tables kept" -- "$DAMA" egdb build --pieces 2 --dir "$EGDB"
"$DAMA" egdb probe --dir "$EGDB" "W:WK22,K23:BK1" >"$tmp/probe" 2>&1
case "$(cat "$tmp/probe")" in "win in "*" plies to conversion, best move "*) ok ;; *) ko "probe 2K v K: $(cat "$tmp/probe")" ;; esac
"$DAMA" egdb probe --dir "$EGDB" "B:WK22,K23:BK1" >"$tmp/probe" 2>&1
case "$(cat "$tmp/probe")" in "loss in "*) ok ;; *) ko "probe K v 2K: $(cat "$tmp/probe")" ;; esac
"$DAMA" egdb probe --dir "$EGDB" "W:WK18:BK15" >"$tmp/probe" 2>&1
case "$(cat "$tmp/probe")" in "draw, best move "*) ok ;; *) ko "probe K v K: $(cat "$tmp/probe")" ;; esac
expect 1 "the position has 5 pieces, the databases cover 4" -- "$DAMA" egdb probe --dir "$EGDB" "W:W21,22,23:B1,2"
expect 1 "no endgame databases in $tmp/none" -- "$DAMA" egdb probe --dir "$tmp/none" "W:WK22:BK1"
expect 2 "invalid FEN" -- "$DAMA" egdb probe --dir "$EGDB" "W:W33:B1"
expect 2 "--pieces needs a whole number from 2 to 8" -- "$DAMA" egdb build --pieces 1 --dir "$EGDB"
expect 2 "--threads needs" -- "$DAMA" egdb build --threads 0 --dir "$EGDB"
expect 1 "8 pieces need about" -- "$DAMA" egdb build --pieces 8 --dir "$tmp/egdb8"
if [ ! -e "$tmp/egdb8" ]; then ok; else ko "egdb build --pieces 8 created its directory"; fi
expect 2 "probe needs a FEN" -- "$DAMA" egdb probe --dir "$EGDB"
expect 2 "unknown subcommand" -- "$DAMA" egdb frobnicate
expect 2 "usage: dama egdb build" -- "$DAMA" egdb
# best finds the default directory ($XDG_DATA_HOME/dama/egdb) and says "egdb win"
mkdir -p "$tmp/xdg/dama" && ln -s "$EGDB" "$tmp/xdg/dama/egdb"
XDG_DATA_HOME="$tmp/xdg" "$DAMA" best --depth 6 "W:WK22,K23:BK1" >"$tmp/best" 2>&1
if grep -q "egdb win dtc [0-9]* pv" "$tmp/best" && grep -q "^bestmove " "$tmp/best"; then ok; else ko "best with egdb: $(cat "$tmp/best")"; fi
XDG_DATA_HOME="$tmp/nowhere" "$DAMA" best --depth 6 "W:WK22,K23:BK1" >"$tmp/best" 2>&1
if ! grep -q "egdb" "$tmp/best" && grep -q "^bestmove " "$tmp/best"; then ok; else ko "best without egdb: $(cat "$tmp/best")"; fi
# analyse judges with the installed databases
printf '[FEN "W:WK22,K23:BK4"]\n1. 22-18 4-8 *\n' >"$tmp/dbgame.pdn"
XDG_DATA_HOME="$tmp/xdg" "$DAMA" analyse --depth 4 "$tmp/dbgame.pdn" >"$tmp/analysed_db" 2>&1
if grep -q "1. 22-18 {database win} 1... 4-8 {database win}" "$tmp/analysed_db"; then ok; else ko "analyse with egdb: $(cat "$tmp/analysed_db")"; fi
# ... and a database draw reads so, not as a level +0.00
printf '[FEN "W:WK13:B4,5"]\n1. 13-9 *\n' >"$tmp/dbdraw.pdn"
XDG_DATA_HOME="$tmp/xdg" "$DAMA" analyse --depth 4 "$tmp/dbdraw.pdn" >"$tmp/analysed_db" 2>&1
if grep -q "1. 13-9 {database draw}" "$tmp/analysed_db"; then ok; else ko "analyse, database draw: $(cat "$tmp/analysed_db")"; fi
# the engine protocol opens databases with setoption EgdbPath
printf 'setoption name EgdbPath value %s\nposition fen B:WK22,K23:BK1\ngo depth 4\nsetoption name EgdbPath value %s\nsetoption name EgdbPath value none\nquit\n' \
    "$EGDB" "$tmp/none" | "$DAMA" engine >"$tmp/engine" 2>&1
if grep -q "egdb loss dtc" "$tmp/engine" && grep -q "error setoption: EgdbPath: no endgame databases" "$tmp/engine"; then ok
else ko "engine with EgdbPath: $(cat "$tmp/engine")"; fi
# a damaged table is refused, and verify reports it
printf 'garbage' >"$EGDB/m0k1-m0k1.egdb"
expect 1 "m0k1-m0k1.egdb is not an endgame table" -- "$DAMA" egdb verify --pieces 2 --dir "$EGDB"

# play --print-fen: listed; without a terminal nothing reaches standard output.
expect 0 "--print-fen" -- "$DAMA" play --help
expect 1 "needs a terminal" -- "$DAMA" play --print-fen
if [ -s "$tmp/out" ]; then ko "play --print-fen without a terminal printed: $(cat "$tmp/out")"; else ok; fi

echo "cli: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
