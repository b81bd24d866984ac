#!/bin/sh
# tools/ladder.sh [OUTDIR] - the ladder of matches between adjacent levels
# behind the Elo table of docs/levels.md, and the table itself.
#
# Runs each match of the ladder whose result file OUTDIR/LB-LA.txt is not
# there yet (so an interrupted ladder resumes), under nice, then prints one
# row per level: its Elo on the ladder's scale (level 1 = ANCHOR), the 95%
# margin from level 1 (the steps' margins added in quadrature) and the games
# behind its step.  Needs ./dama and tools/match (make dama tools/match).
set -eu

OUT=${1:-ladder}
ANCHOR=600
mkdir -p "$OUT"

# Level B against level A: every opening twice, colours swapped.  The
# weak levels stop at their own depth or node cap long before --nodes;
# level 10 has no cap of its own and is measured at 500,000 nodes a move.
run() {
    b=$1 a=$2 openings=$3 nodes=$4
    file="$OUT/L$b-L$a.txt"
    [ -s "$file" ] && grep -q '^Elo difference' "$file" && return 0
    echo "level $b against level $a: $openings openings x 2 ..." >&2
    nice -n 10 tools/match --nodes "$nodes" --openings "$openings" --level1 "$b" --level2 "$a" \
        "./dama engine" "./dama engine" >"$file.part"
    mv "$file.part" "$file"
}

for a in 1 2 3 4 5 6 7; do
    run $((a + 1)) $a 300 5000000
done
run 9 8 160 5000000
run 10 9 90 500000

# "Games: 600  W/D/L: 438/118/44 ..." and "Elo difference: +273 +/- 30 (95%)"
for b in 2 3 4 5 6 7 8 9 10; do
    a=$((b - 1))
    printf '%s %s ' "$b" "$a"
    awk '/^Games:/ { games = $2; wdl = $4 } /^Elo difference:/ { print games, wdl, $3, $5 }' "$OUT/L$b-L$a.txt"
done | awk -v anchor="$ANCHOR" '
    BEGIN { print "| Level | Elo | ± (95%) | Games (W/D/L for the higher level) |"; print "|---|---|---|---|"
            printf "| 1 | %d | anchor | – |\n", anchor; elo = anchor; var = 0 }
    { elo += $5; var += $6 * $6
      printf "| %d | %d | %.0f | %d against level %d (%s) |\n", $1, elo, sqrt(var), $3, $2, $4 }'
