#!/bin/sh
# Run one fuzz target for a while:  sh tests/fuzz/run.sh TARGET SEEDS SECONDS
# The committed seed corpus SEEDS is only read: new inputs go to a scratch
# corpus.  Prints the number of inputs run; on a failure prints the
# reproducer (its file, its bytes, and the command that replays it) and
# exits 1.
set -u
target=${1:?usage: run.sh TARGET SEEDS SECONDS} seeds=${2:?} seconds=${3:?}
name=$(basename "$target")
work=$(mktemp -d) || exit 1
trap 'rm -rf "$work"' EXIT
mkdir -p build-fuzz/crashes "$work/corpus"

# -timeout: an input slower than that is a failure (a hang); -rss_limit_mb
# keeps a runaway allocation from taking the machine.
"$target" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build-fuzz/crashes/$name-" "$work/corpus" "$seeds" >"$work/log" 2>&1
status=$?
runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$work/log")
if [ "$status" -ne 0 ]; then
    echo "fuzz $name: FAILED after ${runs:-?} inputs"
    tail -n 60 "$work/log"
    for crash in $(sed -n 's/.*Test unit written to \(.*\)$/\1/p' "$work/log"); do
        echo "reproducer: $crash ($(wc -c <"$crash") bytes), base64:"
        base64 "$crash"
        echo "replay it with: $target $crash"
    done
    exit 1
fi
echo "fuzz $name: ${runs:-?} inputs in $seconds s, no failure"
