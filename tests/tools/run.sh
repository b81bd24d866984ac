#!/bin/sh
# The engine-building tools: tools/book builds the same book twice from the
# same options (the build is reproducible) and ./dama plays from it;
# tools/tune writes a data set and fits weights to it.
# Part egdb (issue 18 item 3): tools/endstarts writes the same endgame
# starts twice and tools/match --fens plays from them.
# Usage: sh tests/tools/run.sh ./dama tools/book tools/tune [tools/endstarts tools/match]
set -u
DAMA=$1 BOOK=$2 TUNE=$3 ENDSTARTS=${4:-} MATCH=${5:-}
passed=0
failed=0
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
ok() { passed=$((passed + 1)); }
ko() { failed=$((failed + 1)); echo "FAIL: $*" >&2; }

# A small book, twice: the same bytes.
"$BOOK" --nodes 2000 --plies 3 "$tmp/one.bin" >"$tmp/out" 2>/dev/null || ko "tools/book failed"
"$BOOK" --nodes 2000 --plies 3 "$tmp/two.bin" >/dev/null 2>&1
if cmp -s "$tmp/one.bin" "$tmp/two.bin"; then ok; else ko "two builds with the same options differ"; fi
if grep -qE "one.bin: [0-9]+ positions, [0-9]+ moves" "$tmp/out"; then ok; else ko "tools/book: $(cat "$tmp/out")"; fi
# ./dama finds it in the user's data directory and plays from it.
mkdir -p "$tmp/xdg/dama" && cp "$tmp/one.bin" "$tmp/xdg/dama/book.bin"
if XDG_DATA_HOME="$tmp/xdg" "$DAMA" best --depth 3 | grep -q "^info depth 0 "; then ok; else ko "the built book is not used"; fi
"$BOOK" --plies x "$tmp/bad.bin" 2>"$tmp/err"
if [ $? -eq 2 ] && grep -q "usage: tools/book" "$tmp/err"; then ok; else ko "tools/book --plies x: $(cat "$tmp/err")"; fi

# A tiny data set: "FEN R" lines; the fit prints the table with the man at 100.
"$TUNE" gen --games 2 --nodes 500 "$tmp/data.txt" >/dev/null 2>&1 || ko "tools/tune gen failed"
if [ -s "$tmp/data.txt" ] && ! grep -qvE '^[WB]:[^ ]+ (1|0|0\.5)$' "$tmp/data.txt"; then ok; else ko "tools/tune gen: $(head -3 "$tmp/data.txt")"; fi
"$TUNE" fit --passes 1 "$tmp/data.txt" >"$tmp/fit" 2>/dev/null || ko "tools/tune fit failed"
if grep -q '^    \[EW_MAN\] = 100,$' "$tmp/fit" && grep -q 'K = ' "$tmp/fit"; then ok; else ko "tools/tune fit: $(head -3 "$tmp/fit")"; fi
"$TUNE" frobnicate 2>"$tmp/err"
if [ $? -eq 2 ] && grep -q "usage: tools/tune" "$tmp/err"; then ok; else ko "tools/tune frobnicate: $(cat "$tmp/err")"; fi

# Part egdb (issue 18 item 3): endgame starts, then a match from them.
if [ -n "$ENDSTARTS" ] && [ -n "$MATCH" ]; then
    "$ENDSTARTS" --count 4 --nodes 300 --seed 3 "$tmp/a.fens" >/dev/null 2>&1 || ko "tools/endstarts failed"
    "$ENDSTARTS" --count 4 --nodes 300 --seed 3 "$tmp/b.fens" >/dev/null 2>&1
    if cmp -s "$tmp/a.fens" "$tmp/b.fens"; then ok; else ko "two runs of tools/endstarts differ"; fi
    # Four positions of 6-9 pieces, two balanced and two not, one FEN a line.
    n=$(grep -cE '^[WB]:W[^ ]+:B[^ ]+  # ballot [0-9]+, [6-9] pieces, (un)?balanced$' "$tmp/a.fens")
    b=$(grep -c ', balanced$' "$tmp/a.fens")
    if [ "$n" -eq 4 ] && [ "$b" -eq 2 ]; then ok; else ko "tools/endstarts: $(cat "$tmp/a.fens")"; fi
    head -2 "$tmp/a.fens" | tail -1 >"$tmp/one.fens"
    "$MATCH" --nodes 300 --fens "$tmp/one.fens" "$DAMA engine" "$DAMA engine" >"$tmp/match" 2>&1
    if grep -q '^Games: 2 ' "$tmp/match"; then ok; else ko "tools/match --fens: $(cat "$tmp/match")"; fi
    # A draw that ends a piece up counts for the engine that is ahead (the
    # half-points thrown away): the ply limit stops each game in 10 plies, White a
    # king up, each engine White once.
    echo "W:WK29,K32:BK1" >"$tmp/up.fens"
    "$MATCH" --verbose --nodes 300 --max-plies 10 --fens "$tmp/up.fens" "$DAMA engine" "$DAMA engine" >"$tmp/match" 2>&1
    if grep -q '^Draws ended ahead in material: engine 1 1, engine 2 1 (of 2 draws)$' "$tmp/match" &&
        grep -q '^game   1 .* draw (ply limit), engine 1 ahead$' "$tmp/match" &&
        grep -q '^game   2 .* draw (ply limit), engine 2 ahead$' "$tmp/match"; then ok
    else ko "tools/match, draws ahead: $(cat "$tmp/match")"; fi
fi

echo "tools: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
