#!/bin/sh
# Which source files still hold English sentences outside the catalog
# (issue 16, part words16): per layer, the files with a string literal of
# three or more words that is not marked _(), N_() or P_() (include/words/
# intl.h).  Comments, _Static_assert messages and the "# ..." headers the
# program writes at the top of its own files are not sentences; a literal
# is counted once per file however often it appears.
#
#   sh tools/sentences.sh [-v] [TREE]     (TREE: a checkout, default .)
#
# The files whose English is machine-read by design (docs/architecture.md,
# "Words": PDN, the protocol, replay, analyse's PDN comments, file formats)
# are listed apart as "machine"; every other file is "player" and should
# hold none.  The front ends' machine-read lines listed in
# tests/po/machine.txt are not sentences either.  -v prints each file's literals.  A rough measure (one line at
# a literal at a time, after the comments are dropped), for before/after
# figures.
set -u
verbose=no
if [ "${1:-}" = "-v" ]; then
    verbose=yes
    shift
fi
tree=${1:-.}

# Machine-read English, kept in the library on purpose (one per line:
# file, then why).
MACHINE='
core/fen.c fen_error_format: the protocol error lines, PDN reader errors
core/notation.c move_refusal_format: the PDN reader, the protocol
core/filewrite.c the refusal behind a file error, quoted in a detail
core/file_problem.c file_problem_text: the protocol error lines (EgdbPath), the egdb and PDN reader messages, the developer tools
game/game.c game_describe_result: dama replay
game/pdn.c the PDN reader errors (dama replay, line:column)
engine/score.c score_describe: PDN comments of dama analyse
engine/search_report.c the info/bestmove lines
engine/search_limits.c limits_error_format: the protocol error lines of go
engine/egdb.c the egdb tables'"'"' errors: protocol error lines
engine/egdb_build.c the egdb tables'"'"' errors: protocol error lines
engine/egdb_file.c the egdb tables'"'"' errors: protocol error lines
session/puzzle.c the themes: PDN tag values of data/puzzles.pdn
session/analysis.c review_summary_text: the summary comment in the PDN of dama analyse
session/ballot.c ballot_error_text: English for the developer tools (tools/endstarts, puzzles, selfplay)
cli/protocol.c the engine protocol
cli/cli_replay.c dama replay
'

is_machine() {
    printf '%s\n' "$MACHINE" | awk -v f="$1" '$1 == f { found = 1 } END { exit !found }'
}

# The unmarked literals of three or more words in one C file, one a line.
# A marked call, _( ... ), N_( ... ) or P_( ... ), is dropped whole first
# (its literals may span lines and be concatenated).
literals() {
    perl -0777 -ne '
        s{/\*.*?\*/}{ }gs;                       # block comments
        s{//[^\n]*}{}g;                          # line comments
        s{^\s*#\s*(include|error|warning)[^\n]*}{}gm;
        s{\x27(?:[^\x27\\\n]|\\.){1,4}\x27}{0}g;      # character constants (a quote among them)
        s{_Static_assert\s*\([^;]*;}{}g;
        my $out = "";
        while (/\G(.*?)\b(?:N_|P_|_)\(/gcs) {    # drop each marked call
            $out .= $1;
            my $depth = 1;
            while ($depth > 0 && /\G("(?:[^"\\]|\\.)*"|\x27(?:[^\x27\\]|\\.)*\x27|[()]|[^"\x27()]+)/gcs) {
                $depth++ if $1 eq "(";
                $depth-- if $1 eq ")";
            }
        }
        $out .= substr($_, pos($_) // 0);
        while ($out =~ /"((?:[^"\\]|\\.)*)"/g) {
            my $text = $1;
            next if $text =~ /^#/;
            print "$text\n" if $text =~ /[A-Za-z\x27]+ +[A-Za-z\x27]+ +[A-Za-z\x27]+/;
        }' "$1" | sort -u | grep -vxF -f "$machine_lines"
}

# The front ends' machine-read English, one message a line
# (tests/po/machine.txt, which tests/po/literals.sh reads too).
machine_lines=$(mktemp)
trap 'rm -f "$machine_lines"' EXIT
if [ -f "$tree/tests/po/machine.txt" ]; then
    grep -v '^#' "$tree/tests/po/machine.txt" | sed '/^$/d' >"$machine_lines"
fi
[ -s "$machine_lines" ] || echo '@@ no machine-read list @@' >"$machine_lines"

total_player=0
total_machine=0
for layer in core game engine session words ui cli; do
    player=0
    machine=0
    names=""
    for file in "$tree"/src/$layer/*.c; do
        [ -f "$file" ] || continue
        rel=$layer/$(basename "$file")
        found=$(literals "$file")
        [ -n "$found" ] || continue
        if is_machine "$rel"; then
            machine=$((machine + 1))
            names="$names $rel(machine)"
        else
            player=$((player + 1))
            names="$names $rel"
        fi
        if [ "$verbose" = yes ]; then
            printf '%s\n' "$found" | sed "s|^|  $rel: |"
        fi
    done
    printf '%-8s player %2d  machine %2d %s\n' "$layer" "$player" "$machine" "$names"
    total_player=$((total_player + player))
    total_machine=$((total_machine + machine))
done
printf 'total    player %2d  machine %2d\n' "$total_player" "$total_machine"
