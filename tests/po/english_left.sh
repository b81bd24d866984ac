#!/bin/sh
# Part words16 (issue 16, "Measured, and how it will be checked"): is any
# English sentence of the catalog left in a text the program showed in
# another language?
#
#   sh tests/po/english_left.sh [--reverse] po/LL.po FILE...
#
# The English of every msgid is cut at its conversions (%s, %1$d, ...) and
# line breaks; each piece of three or more words is an English sentence (or
# a whole part of one) that a translated screen must not show.  A piece that
# the catalog's translations themselves contain (a command synopsis, a
# file name, a move, a word the languages share) is not counted.  Prints
# each line of FILE that holds such a piece, with the piece, and exits 1 when
# there is one; 0 when the texts hold none.  A sentence wrapped over two
# lines of a screen is looked for line by line, so its parts are the pieces
# found.  --reverse looks the other way: pieces of the translations that
# the English does not hold, in a text that should be English (LANG=C).
set -u
have=I want=S
if [ "${1:-}" = "--reverse" ]; then
    have=S want=I
    shift
fi
po=$1
shift
tmp=$(mktemp -d) || exit 2
trap 'rm -rf "$tmp"' EXIT

# Each entry as two lines: "I <msgid>" (and "I <msgid_plural>"), then
# "S <msgstr>" for each translation, unescaped.
msgcat --no-wrap "$po" | awk '
    function unquote(s) {
        sub(/^[^"]*"/, "", s); sub(/"$/, "", s)
        gsub(/\\"/, "\"", s); gsub(/\\t/, " ", s); gsub(/\\n/, "\001", s); gsub(/\\\\/, "\\", s)
        return s
    }
    /^msgid(_plural)? "/ { print "I " unquote($0); next }
    /^msgstr(\[[0-9]+\])? "/ { print "S " unquote($0); next }
' | grep -v '^[IS] $' >"$tmp/entries"

# The translations, all of them, one text: what they share with the English.
sed -n "s/^$want //p" "$tmp/entries" >"$tmp/translated"

# The English pieces of three or more words, once each.
sed -n "s/^$have //p" "$tmp/entries" | awk '
    {
        line = $0
        gsub(/%([0-9]+\$)?[-+ #0'"'"']*([0-9]+|\*)?(\.([0-9]+|\*))?(hh|h|ll|l|L|q|j|z|t)?[diouxXeEfgGcsp%]/, "\001", line)
        n = split(line, piece, "\001")
        for (i = 1; i <= n; i++) {
            p = piece[i]
            sub(/^[ \t:;,.()'"'"'"-]+/, "", p); sub(/[ \t:;,.()'"'"'"-]+$/, "", p)
            words = 0; rest = p
            while (match(rest, /[A-Za-z][A-Za-z'"'"']*/)) { words++; rest = substr(rest, RSTART + RLENGTH) }
            if (words >= 3) print p
        }
    }' | sort -u >"$tmp/pieces"

# Only the pieces no translation contains.
awk 'NR == FNR { all = all "\n" $0; next } index(all, $0) == 0' "$tmp/translated" "$tmp/pieces" >"$tmp/english"

found=1
for file in "$@"; do
    if grep -nF -f "$tmp/english" "$file" >"$tmp/hits"; then
        while IFS= read -r hit; do
            piece=$(printf '%s\n' "$hit" | grep -oF -f "$tmp/english" | head -1)
            printf '%s:%s   [English: "%s"]\n' "$file" "$hit" "$piece"
        done <"$tmp/hits"
        found=0
    fi
done
[ "$found" -eq 1 ]
