#!/bin/sh
# Part "i18n" (issue 16): the catalogs are whole.
#   - po/dama.pot holds exactly the messages the sources mark (regenerated
#     into a temporary file with the Makefile's xgettext flags, compared by
#     msgid), so a sentence added later cannot slip in unlisted;
#   - every po/LL.po passes msgfmt --check and has no untranslated or fuzzy
#     entry, and none missing from the pot or left over.
# Usage: sh tests/po/check.sh  (from the top of the tree; make check runs it)
set -u
cd "$(dirname "$0")/../.." || exit 1
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
failed=0
fail() { echo "FAIL po: $*" >&2; failed=$((failed + 1)); }

# The msgids of a catalog, one a line (plural forms joined), sorted.
msgids() {
    msgcat --no-wrap --sort-output "$1" 2>/dev/null |
        awk '/^msgid /{ id = $0; next } /^msgid_plural /{ id = id "|" $0; next }
             /^msgstr/ && id != "" { print id; id = "" }' | grep -v '^msgid ""$' | sort
}

make -s --no-print-directory pot-to POT_OUT="$tmp/now.pot" || fail "xgettext failed"
msgids po/dama.pot >"$tmp/old.ids"
msgids "$tmp/now.pot" >"$tmp/now.ids"
if ! cmp -s "$tmp/old.ids" "$tmp/now.ids"; then
    fail "po/dama.pot is stale: run 'make pot', then msgmerge -U po/LL.po po/dama.pot and translate"
    diff "$tmp/old.ids" "$tmp/now.ids" | head -20 >&2
fi
for po in po/*.po; do
    stats=$(msgfmt --check --statistics -o /dev/null "$po" 2>&1) || fail "$po: msgfmt --check: $stats"
    echo "$po: $stats"
    case $stats in
        *untranslated* | *fuzzy*) fail "$po: $stats" ;;
    esac
    msgids "$po" >"$tmp/po.ids"
    if ! cmp -s "$tmp/po.ids" "$tmp/now.ids"; then
        fail "$po does not translate the pot's messages: msgmerge -U $po po/dama.pot"
        diff "$tmp/po.ids" "$tmp/now.ids" | head -20 >&2
    fi
done
[ "$failed" -eq 0 ] || exit 1
echo "po: catalogs complete"
