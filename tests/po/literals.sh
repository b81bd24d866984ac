#!/bin/sh
# tests/po/literals.sh - every player-facing sentence of the front ends goes
# through the catalog (issue 16): a string literal of src/ui, src/cli or
# src/words that reads like words (two words of letters) and is neither a
# catalog message (_(), N_(), P_()) nor listed in tests/po/machine.txt
# (the machine-read English: the protocol, --json keys, bench lines, the
# usage's option syntax; "FILE path" there exempts a whole machine-read
# source) fails the check.  xgettext --extract-all finds
# the literals, so a literal split over lines or inside a macro counts too.
#
#   sh tests/po/literals.sh [EXTRA.c ...]    more sources to look at
#   sh tests/po/literals.sh --self-test      shows that a bare sentence fails
set -eu
cd "$(dirname "$0")/../.."
if [ "${1:-}" = "--self-test" ]; then
    probe=$(mktemp -d)
    printf 'void f(void) { ui_message(ui, NOTE_INFO, "An untranslated sentence."); }\n' >"$probe/probe.c"
    if sh "$0" "$probe/probe.c" >"$probe/out" 2>&1 || ! grep -q "An untranslated sentence" "$probe/out"; then
        rm -rf "$probe"
        echo "po: literals.sh did not catch a bare sentence" >&2
        exit 1
    fi
    rm -rf "$probe"
    echo "po: literals.sh catches a bare sentence"
    exit 0
fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
flags="--from-code=UTF-8 --language=C --keyword=_ --keyword=N_ --keyword=P_:1,2 --no-wrap"
sources="$(ls src/ui/*.c src/cli/*.c src/words/*.c include/ui/*.h include/words/*.h include/cli/*.h 2>/dev/null) $*"
# shellcheck disable=SC2086
xgettext $flags -o "$tmp/catalog.pot" $sources 2>/dev/null
# shellcheck disable=SC2086
xgettext $flags --extract-all -o "$tmp/all.pot" $sources 2>/dev/null
# One line per message: "LOCATION<TAB>TEXT" (msgid and msgid_plural alike).
flatten() {
    awk '
        function emit() { if (have) print loc "\t" text; have = 0 }
        /^#: / { emit(); loc = $2; next }
        /^msgid_plural "/ { emit(); sub(/^msgid_plural "/, ""); sub(/"$/, ""); text = $0; have = 1; next }
        /^msgid "/ { emit(); sub(/^msgid "/, ""); sub(/"$/, ""); text = $0; have = 1; next }
        /^"/ { if (have) { sub(/^"/, ""); sub(/"$/, ""); text = text $0 } next }
        { emit() }
        END { emit() }' "$1"
}
flatten "$tmp/catalog.pot" | cut -f2 | sort -u >"$tmp/catalog.txt"
grep -v '^#' tests/po/machine.txt | sed '/^$/d' | grep -v '^FILE ' | sort -u >"$tmp/machine.txt"
machine_files=$(sed -n 's/^FILE //p' tests/po/machine.txt | tr '\n' '|')
flatten "$tmp/all.pot" |
    awk -F '\t' 'FILENAME != "-" { known[$0] = 1; next }
                 $2 == "" || ($2 in known) { next }
                 $2 ~ /[A-Za-z][A-Za-z]+ [A-Za-z][A-Za-z]+/ { print }' "$tmp/catalog.txt" - |
    awk -F '\t' -v files="$machine_files" '
        BEGIN { n = split(files, f, "|"); for (i = 1; i <= n; i++) if (f[i] != "") whole[f[i]] = 1 }
        FILENAME != "-" { known[$0] = 1; next }
        { file = $1; sub(/:[0-9]+$/, "", file) }
        !($2 in known) && !(file in whole)' "$tmp/machine.txt" - >"$tmp/left.txt"
if [ -s "$tmp/left.txt" ]; then
    echo "po: literals that read like sentences but are not in the catalog (wrap them in _()/P_(),"
    echo "    or list machine-read English in tests/po/machine.txt):"
    sed 's/^/    /' "$tmp/left.txt"
    exit 1
fi
echo "po: every sentence of the front ends is in the catalog"
