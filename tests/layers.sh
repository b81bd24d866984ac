#!/bin/sh
# The layer rule of docs/architecture.md, checked on the source tree:
#   - a file includes only headers of its own layer or of the layers below
#     (core < game < engine < session < words < ui < cli);
#   - no two modules (NAME.c + NAME.h) depend on each other in a circle;
#   - only the ui layer includes curses.
# Usage: sh tests/layers.sh  (from the top of the tree)
set -u
cd "$(dirname "$0")/.." || exit 1
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
failed=0

rank() {
    case $1 in
        core) echo 0 ;; game) echo 1 ;; engine) echo 2 ;; session) echo 3 ;; words) echo 4 ;; ui) echo 5 ;; cli) echo 6 ;;
        *) echo 99 ;;
    esac
}

# One line per project include: LAYER FILE HEADER-LAYER HEADER.
for f in src/*/*.c include/*/*.h; do
    layer=$(echo "$f" | cut -d/ -f2)
    sed -n 's/^#include "\([^"]*\)".*/\1/p' "$f" | while read -r h; do
        where=$(ls include/*/"$h" 2>/dev/null | head -1)
        [ -n "$where" ] || continue
        echo "$layer $f $(echo "$where" | cut -d/ -f2) $h"
    done
done >"$tmp/includes"

while read -r layer file hlayer header; do
    if [ "$(rank "$hlayer")" -gt "$(rank "$layer")" ]; then
        echo "FAIL layers: $file ($layer) includes $header ($hlayer), a layer above" >&2
        failed=$((failed + 1))
    fi
done <"$tmp/includes"

# Module graph: the module of a file is its name without .c/.h.
awk '{ n = split($2, p, "/"); m = p[n]; sub(/\.[ch]$/, "", m); h = $4; sub(/\.h$/, "", h);
       if (m != h) print m, h }' "$tmp/includes" | sort -u >"$tmp/edges"
if ! tsort "$tmp/edges" >/dev/null 2>"$tmp/loop"; then
    echo "FAIL layers: modules include each other in a circle: $(tr '\n' ' ' <"$tmp/loop")" >&2
    failed=$((failed + 1))
fi

curses=$(grep -l '#include <n\{0,1\}curses' src/*/*.c include/*/*.h | grep -v '^src/ui/\|^include/ui/')
if [ -n "$curses" ]; then
    echo "FAIL layers: curses outside the ui layer: $curses" >&2
    failed=$((failed + 1))
fi

if [ "$(wc -l <"$tmp/includes")" -lt 50 ]; then
    echo "FAIL layers: only $(wc -l <"$tmp/includes") includes found; is this the source tree?" >&2
    failed=$((failed + 1))
fi
[ "$failed" -eq 0 ] && echo "layers: $(wc -l <"$tmp/includes") includes, $(wc -l <"$tmp/edges") module dependencies, no rule broken"
[ "$failed" -eq 0 ]
