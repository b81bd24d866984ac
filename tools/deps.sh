#!/bin/sh
# Make sure the build dependencies are present: a C compiler, make,
# pkg-config, ncursesw, Check (for the tests) and tmux (for the UI tests).
# Missing Debian packages are installed with apt-get (through sudo when not
# root); where that is impossible the exact command to run is printed.
set -u

missing=""
command -v cc >/dev/null 2>&1 || missing="$missing gcc"
command -v pkg-config >/dev/null 2>&1 || missing="$missing pkg-config"
if command -v pkg-config >/dev/null 2>&1; then
    pkg-config --exists ncursesw 2>/dev/null || missing="$missing libncurses-dev"
    pkg-config --exists check 2>/dev/null || missing="$missing check"
else
    missing="$missing libncurses-dev check"
fi
command -v tmux >/dev/null 2>&1 || missing="$missing tmux"

[ -z "$missing" ] && exit 0

echo "dama: missing build dependencies:$missing" >&2
cmd="apt-get install -y$missing"
if ! command -v apt-get >/dev/null 2>&1; then
    echo "dama: install them with your package manager (Debian/Ubuntu: $cmd)" >&2
    exit 1
fi
if [ "$(id -u)" -eq 0 ]; then
    sudo=""
elif command -v sudo >/dev/null 2>&1; then
    sudo="sudo"
else
    echo "dama: run as root: $cmd" >&2
    exit 1
fi
echo "dama: running: $sudo apt-get update && $sudo $cmd" >&2
if $sudo apt-get update -qq && DEBIAN_FRONTEND=noninteractive $sudo $cmd; then
    exit 0
fi
echo "dama: installation failed; run it yourself: sudo apt-get update && sudo $cmd" >&2
exit 1
