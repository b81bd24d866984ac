#!/bin/sh
# part facts (issue 16): the machine-read output of a fixed set of commands,
# written to one stream, so that it can be compared byte for byte with the
# record made by the binary before the library stopped writing sentences
# (tests/cli/machine_output.expected).  Searches are limited by depth, so the
# bytes do not depend on speed.
#   sh tests/cli/machine_output.sh ./dama            compare with the record
#   sh tests/cli/machine_output.sh ./dama --update   rewrite the record
set -u
dama=$(cd "$(dirname "${1:?usage: machine_output.sh PATH/TO/dama [--update]}")" && pwd)/$(basename "$1")
update=${2:-}
here=$(cd "$(dirname "$0")" && pwd)
data=$here/../data
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT

# show TITLE COMMAND...: the command's stdout, stderr and exit status.
show() {
    title=$1
    shift
    "$@" >"$tmp/o" 2>"$tmp/e"
    status=$?
    printf '== %s\n-- stdout\n' "$title"
    steady <"$tmp/o"
    printf -- '-- stderr\n'
    steady <"$tmp/e"
    printf -- '-- exit %s\n' "$status"
}

# The bytes that depend on the machine (temporary folders, speed) replaced.
# Searches themselves are left out: their node counts vary with the threads;
# the protocol's error lines are what the library's words could change.
steady() {
    sed -E "s|$tmp|TMP|g; s|$data|DATA|g; s|$here|HERE|g" |
        sed -E 's/nps [0-9]+ time [0-9]+/nps N time N/; s/time [0-9.]+ s nps [0-9]+/time T/'
}

record() {
    cd "$data" || exit 1
    for pdn in *.pdn; do show "replay $pdn" "$dama" replay "$pdn"; done
    cd "$here" || exit 1
    show "analyse blunders.pdn" "$dama" analyse blunders.pdn --depth 6
    printf '[FEN "W:W22:B13"]\n1. 22-18 13x22 0-1\n' >"$tmp/tiny.pdn"
    show "analyse tiny" "$dama" analyse "$tmp/tiny.pdn" --depth 4
    show "analyse mixed" "$dama" analyse "$data/mixed.pdn" --depth 2
    show "moves start" "$dama" moves
    show "moves capture" "$dama" moves "W:W27:B23,15,1"
    show "moves bad fen" "$dama" moves "W:W33:B1"
    show "moves bad fen 2" "$dama" moves "X:W21:B1"
    show "perft 5" "$dama" perft 5
    show "best bad fen" "$dama" best --depth 2 "W:W21,21:B1"
    for f in fen_moves options session; do
        grep -v '^go' "$here/../fuzz/corpus/protocol/$f" >"$tmp/p"
        show "engine $f" "$dama" engine <"$tmp/p"
    done
    printf 'position startpos moves 22-18 x\nfrobnicate\ngo winc 5\nposition fen W:W33:B1\nposition fen W:W21:B1 moves 21-16\nposition startpos moves 22-18 12-16 18x11\nposition startpos moves 22-18 10-14 21-17\nisready\nquit\n' >"$tmp/p"
    show "engine refusals" "$dama" engine <"$tmp/p"
    mkdir -p "$tmp/xdg/dama"
    cp "$here/stats_games.pdn" "$tmp/xdg/dama/games.pdn"   # the games of run.sh's stats tests
    show "stats --json" env XDG_DATA_HOME="$tmp/xdg" "$dama" stats --json --name ann
}

if [ "$update" = "--update" ]; then
    record >"$here/machine_output.expected"
    exit 0
fi
record >"$tmp/actual"
if cmp -s "$tmp/actual" "$here/machine_output.expected"; then
    echo "ok   machine-read output unchanged"
else
    echo "FAIL machine-read output changed:"
    diff "$here/machine_output.expected" "$tmp/actual" | head -40
    exit 1
fi
