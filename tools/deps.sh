#!/bin/sh
# What dama needs to build, and installing it.
#
#   sh tools/deps.sh [--install] play|tests-build|test
#
#   play  what building and playing needs: a C compiler, pkg-config, the
#         ncurses headers and GNU gettext's msgfmt for the catalogs (Debian:
#         build-essential pkg-config libncurses-dev gettext)
#   tests-build  play's, plus the Check headers that compiling the tests
#         needs (what `make build/check_dama` looks for: building the tests
#         does not run them, so it wants no tmux and no locale)
#   test  play's, plus what running the tests needs: Check (the unit-test library),
#         tmux (the screen tests), and the it_IT.UTF-8 and fr_FR.UTF-8
#         locales the translated screens run in (package locales; generated
#         with localedef when missing)
#
# Without --install it only looks: when something is missing it names the
# exact command to install it and exits 1.  With --install it runs that
# command with apt-get (through sudo when not root) and exits 0 once all is
# present; where it cannot, it prints the command and exits 1.
# `make` only looks; `make run` installs what playing needs, `make check`
# what the tests need (README.md).
set -u

install=no
if [ "${1:-}" = "--install" ]; then
    install=yes
    shift
fi
case "${1:-}" in
    play) want_check=no want_tests=no ;;
    tests-build) want_check=yes want_tests=no ;;
    test) want_check=yes want_tests=yes ;;
    *)
        echo "usage: sh tools/deps.sh [--install] play|tests-build|test" >&2
        exit 2
        ;;
esac

has_command() { command -v "$1" >/dev/null 2>&1; }
has_library() { has_command pkg-config && pkg-config --exists "$1" 2>/dev/null; }

missing=""
has_command cc || missing="$missing build-essential"
has_command pkg-config || missing="$missing pkg-config"
has_library ncursesw || missing="$missing libncurses-dev"
has_command msgfmt && has_command xgettext || missing="$missing gettext"
if [ "$want_check" = yes ]; then
    has_library check || missing="$missing check"
fi
if [ "$want_tests" = yes ]; then
    has_command tmux || missing="$missing tmux"
    [ -d /usr/share/i18n/locales ] && has_command localedef || missing="$missing locales"
fi

if [ "$(id -u)" -eq 0 ]; then
    sudo=""
else
    sudo="sudo "
fi

# Part "i18n" (issue 16): the locales of the translated tests, made from the
# locales package's sources when the system has not generated them.
TEST_LOCALES="it_IT fr_FR"
has_locale() { locale -a 2>/dev/null | tr 'A-Z' 'a-z' | grep -qx "$(echo "$1" | tr 'A-Z' 'a-z').utf-\{0,1\}8"; }
missing_locales() {
    for l in $TEST_LOCALES; do
        has_locale "$l" || printf ' %s' "$l"
    done
}
make_locales() {
    for l in $(missing_locales); do
        echo "dama: running: ${sudo}localedef -i $l -f UTF-8 $l.UTF-8" >&2
        ${sudo}localedef -i "$l" -f UTF-8 "$l.UTF-8" || return 1
    done
}
check_locales() {
    [ "$want_tests" = yes ] || return 0
    gone=$(missing_locales)
    [ -z "$gone" ] && return 0
    if [ "$install" = yes ] && make_locales; then
        return 0
    fi
    cmds=""
    for l in $gone; do
        cmds="$cmds${cmds:+ && }${sudo}localedef -i $l -f UTF-8 $l.UTF-8"
    done
    echo "dama: missing locales:$gone; 'make check' makes them, or run: $cmds" >&2
    return 1
}

if [ -z "$missing" ]; then
    check_locales
    exit $?
fi

cmd="apt-get install -y$missing"
# Wait for another package manager (an unattended upgrade on a fresh
# machine, say) instead of failing at once on its lock.
wait_lock="-o DPkg::Lock::Timeout=300"
echo "dama: missing$missing" >&2
if [ "$install" = no ]; then
    if [ "$want_check" = yes ]; then
        echo "dama: 'make check' installs them, or run: ${sudo}$cmd" >&2
    else
        echo "dama: 'make run' installs them, or run: ${sudo}$cmd" >&2
    fi
    exit 1
fi
if ! has_command apt-get; then
    echo "dama: install them with your package manager (on Debian or Ubuntu: ${sudo}$cmd)" >&2
    exit 1
fi
if [ -n "$sudo" ] && ! has_command sudo; then
    echo "dama: run as root: $cmd" >&2
    exit 1
fi
echo "dama: running: ${sudo}apt-get update && ${sudo}$cmd" >&2
if ${sudo}apt-get $wait_lock update -qq &&
    ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get $wait_lock install -y$missing; then
    check_locales
    exit $?
fi
echo "dama: installation failed; run it yourself: ${sudo}apt-get update && ${sudo}$cmd" >&2
exit 1
