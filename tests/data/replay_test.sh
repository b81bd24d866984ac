#!/bin/sh
# End-to-end test of `dama replay`: every tests/data/NAME.pdn is replayed and
# its stdout, stderr and exit status are compared with NAME.expected.
#   sh tests/data/replay_test.sh ./dama            run the checks
#   sh tests/data/replay_test.sh ./dama --update   rewrite the .expected files
set -u
dama=$(cd "$(dirname "${1:?usage: replay_test.sh PATH/TO/dama [--update]}")" && pwd)/$(basename "$1")
update=${2:-}
cd "$(dirname "$0")" || exit 1
out=$(mktemp) && err=$(mktemp) || exit 1
trap 'rm -f "$out" "$err"' EXIT
failures=0

# run NAME EXPECTED-FILE ARGS...: compare one invocation with its record.
run() {
    name=$1 expected=$2
    shift 2
    "$dama" "$@" >"$out" 2>"$err"
    status=$?
    actual=$(printf 'stdout:\n%s\nstderr:\n%s\nexit: %s' "$(cat "$out")" "$(cat "$err")" "$status")
    if [ "$update" = "--update" ]; then
        printf '%s\n' "$actual" >"$expected"
    elif [ "$actual" != "$(cat "$expected")" ]; then
        echo "FAIL $name"
        printf '%s\n' "$actual" | diff "$expected" - | sed 's/^/    /'
        failures=$((failures + 1))
    else
        echo "ok   $name"
    fi
}

for pdn in *.pdn; do
    run "$pdn" "${pdn%.pdn}.expected" replay "$pdn"
done
# Standard input, and the usage errors.
run "stdin" stdin.expected replay - <threefold.pdn
run "no argument" usage.expected replay
run "missing file" missing.expected replay no-such-file.pdn
run "empty input" empty.expected replay - </dev/null

[ "$failures" -eq 0 ] && echo "replay tests: all passed" || echo "replay tests: $failures failed"
[ "$failures" -eq 0 ]
