# dama - Italian draughts in the terminal.
#
#   make            build ./dama (optimised); installs nothing, names what is missing
#   make run        install what playing needs if missing, build, start the game
#                   (options through ARGS: make run ARGS="--black --level 3")
#   make check      install what the tests need if missing (Check, tmux), build
#                   and run the test suite (Check unit tests, command-line
#                   tests, tmux UI tests)
#   make sanitize   run the unit tests in an -fsanitize=address,undefined build
#   make bench      perft and search benchmarks; the published perft counts
#   make fuzz       build the libFuzzer targets of tests/fuzz (clang, ASan+UBSan)
#   make fuzz-run FUZZ_SECONDS=N   run each target N seconds (default 20)
#   make book       rebuild the opening book data/book.bin (docs/book.md)
#   make install PREFIX=/usr/local DESTDIR=   (and make uninstall)
#   make deb        build the Debian package into build/deb (debian/, README.md)
#   make pot        regenerate the message catalog template po/dama.pot
#
# run, check and sanitize install first (tools/deps.sh), then build in a
# second make: that one reads this file again, so pkg-config is asked for
# the flags of ncurses and Check only once they are installed.

# Debian's places for a game (the FHS; Debian Games Team checklist): the
# program in PREFIX/games, its data (book, ballot openings) in
# PREFIX/share/games/dama, the man pages in section 6, the catalogs where
# gettext looks.  The program finds its data from its own directory as
# ../share/games/dama (FILES_INSTALLED_DATA_DIR, include/session/files.h),
# so BINDIR and DATADIR move together, and DESTDIR needs no rebuild.
PREFIX  ?= /usr/local
BINDIR   = $(PREFIX)/games
DATADIR  = $(PREFIX)/share/games/dama
OPENDIR  = $(DATADIR)/openings
MANROOT  = $(PREFIX)/share/man
MANDIR   = $(MANROOT)/man6
LOCALEDIR = $(PREFIX)/share/locale
VERSION  = 0.1.0

CC      ?= cc
# The hardware popcount instruction on x86-64 (every such CPU since 2008);
# other architectures get theirs from the compiler's default target.
ifeq ($(shell uname -m),x86_64)
OPT     ?= -O3 -mpopcnt
else
OPT     ?= -O3
endif
WERROR  ?=
SAN      =
BUILD   ?= build
ARGS    ?=

# Feature macros are ours; pkg-config's ncurses ones would clash with them.
# -Wformat-security (part words16): a translated sentence without arguments is
# printed as "%s" or with fputs, never as a format (Debian's hardening checks it too).
STD_FLAGS = -std=c11 -Wall -Wextra -Wpedantic -Wformat-security $(WERROR) -D_DEFAULT_SOURCE -D_XOPEN_SOURCE=700 \
            -DDAMA_VERSION='"$(VERSION)"' $(LAYER_INCLUDES) -pthread -MMD -MP
NCURSES_CFLAGS := $(filter-out -D_DEFAULT_SOURCE -D_XOPEN_SOURCE%,$(shell pkg-config --cflags ncursesw 2>/dev/null))
NCURSES_LIBS   := $(or $(shell pkg-config --libs ncursesw 2>/dev/null),-lncursesw)
CHECK_CFLAGS   := $(filter-out -pthread,$(shell pkg-config --cflags check 2>/dev/null))
CHECK_LIBS     := $(or $(shell pkg-config --libs check 2>/dev/null),-lcheck)

CFLAGS_ALL = $(STD_FLAGS) $(OPT) $(SAN) $(NCURSES_CFLAGS) $(CFLAGS)
LDLIBS_ALL = $(NCURSES_LIBS) -pthread -lm $(LDLIBS)

# The layers, bottom up (docs/architecture.md): each has src/LAYER/*.c and
# include/LAYER/*.h.  The lower four build as a library without ncurses;
# the front ends sit on top of it: words (the sentences, through gettext),
# then ui and cli.
LIB_LAYERS   = core game engine session
FRONT_LAYERS = words ui cli
LAYER_INCLUDES = $(foreach l,$(LIB_LAYERS) $(FRONT_LAYERS),-Iinclude/$(l))

LIB_OBJ   := $(patsubst src/%.c,$(BUILD)/%.o,$(wildcard $(foreach l,$(LIB_LAYERS),src/$(l)/*.c)))
FRONT_OBJ := $(patsubst src/%.c,$(BUILD)/%.o,$(filter-out src/cli/main.c,$(wildcard $(foreach l,$(FRONT_LAYERS),src/$(l)/*.c))))
TEST_SRC  := $(wildcard tests/*.c)
TEST_OBJ  := $(patsubst tests/%.c,$(BUILD)/tests/%.o,$(TEST_SRC))

.PHONY: all run check unit-check cli-check ui-check sanitize bench install uninstall deb clean \
        play-deps test-deps fuzz fuzz-run fuzz-targets perft-published

all: dama mo

# The binary at the top is what README tells people to run.  Renamed into
# place, so that a rebuild works while a game (or a long egdb build) still
# runs the old one, which a copy over it would refuse ("Text file busy").
dama: $(BUILD)/dama
	cp $< $@.tmp && mv -f $@.tmp $@

$(BUILD)/dama: $(FRONT_OBJ) $(BUILD)/cli/main.o $(LIB_OBJ)
	$(CC) $(CFLAGS_ALL) $(LDFLAGS) -o $@ $^ $(LDLIBS_ALL)

$(BUILD)/%.o: src/%.c | play-deps
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS_ALL) -c -o $@ $<

$(BUILD)/tests/%.o: tests/%.c | test-deps
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS_ALL) $(CHECK_CFLAGS) -c -o $@ $<

$(BUILD)/check_dama: $(TEST_OBJ) $(FRONT_OBJ) $(LIB_OBJ)
	$(CC) $(CFLAGS_ALL) $(LDFLAGS) -o $@ $^ $(CHECK_LIBS) $(LDLIBS_ALL)

# Building only looks for what it needs and names the command installing
# whatever is missing; run and check install it.
play-deps:
	@sh tools/deps.sh play

test-deps:
	@sh tools/deps.sh tests-build

MAKE_AFTER_DEPS = $(MAKE) --no-print-directory

run:
	@sh tools/deps.sh --install play
	@$(MAKE_AFTER_DEPS) dama
	./dama $(ARGS)

check:
	@sh tools/deps.sh --install test
	@$(MAKE_AFTER_DEPS) unit-check cli-check ui-check

unit-check: $(BUILD)/check_dama
	$(BUILD)/check_dama

cli-check: dama mo tools/book tools/tune tools/endstarts tools/match
	sh tests/layers.sh
	sh tests/po/check.sh
	sh tests/po/literals.sh --self-test
	sh tests/po/literals.sh
	sh tests/cli/run.sh ./dama
	sh tests/data/replay_test.sh ./dama
	sh tests/tools/run.sh ./dama tools/book tools/tune tools/endstarts tools/match

ui-check: dama mo
	sh tests/ui/run.sh ./dama

sanitize:
	@sh tools/deps.sh --install test
	$(MAKE_AFTER_DEPS) BUILD=build-san OPT="-O1 -g -fno-omit-frame-pointer" \
	    SAN="-fsanitize=address,undefined -fno-sanitize-recover=all" unit-check

bench: dama
	./dama perft 11
	./dama perft 12
	./dama bench
	@sh tools/deps.sh --install test
	@$(MAKE_AFTER_DEPS) perft-published

# engine (issue 18): the published perft positions at every published depth,
# both counting conventions (tests/test_movegen.c; a few minutes).
perft-published: $(BUILD)/check_dama
	DAMA_PERFT_FULL=1 CK_RUN_SUITE=movegen CK_RUN_CASE=published $(BUILD)/check_dama

# install, uninstall, deb (issue 16, the Debian package).  Each language LL
# brings its own files when they exist: po/LL.po, compiled by msgfmt into
# LOCALEDIR/LL/LC_MESSAGES/dama.mo, and docs/dama.LL.6, the man page that
# `man -L LL dama` shows; without them nothing of the kind is installed.
PO_LANGS  := $(patsubst po/%.po,%,$(wildcard po/*.po))
MAN_LANGS := $(patsubst docs/dama.%.6,%,$(wildcard docs/dama.*.6))
MO_FILES  := $(foreach ll,$(PO_LANGS),$(BUILD)/locale/$(ll)/LC_MESSAGES/dama.mo)

$(BUILD)/locale/%/LC_MESSAGES/dama.mo: po/%.po
	@mkdir -p $(dir $@)
	msgfmt --check -o $@.tmp $< && mv -f $@.tmp $@

install: dama $(MO_FILES)
	install -d $(DESTDIR)$(BINDIR) $(DESTDIR)$(MANDIR) $(DESTDIR)$(OPENDIR)
	install -m 755 dama $(DESTDIR)$(BINDIR)/dama
	install -m 644 docs/dama.6 $(DESTDIR)$(MANDIR)/dama.6
	install -m 644 data/book.bin $(DESTDIR)$(DATADIR)/book.bin
	install -m 644 data/puzzles.pdn $(DESTDIR)$(DATADIR)/puzzles.pdn
	install -m 644 data/openings/11_man_italian.pdn $(DESTDIR)$(OPENDIR)/11_man_italian.pdn
	$(foreach ll,$(MAN_LANGS),install -D -m 644 docs/dama.$(ll).6 $(DESTDIR)$(MANROOT)/$(ll)/man6/dama.6 &&) true
	$(foreach ll,$(PO_LANGS),install -D -m 644 $(BUILD)/locale/$(ll)/LC_MESSAGES/dama.mo \
	    $(DESTDIR)$(LOCALEDIR)/$(ll)/LC_MESSAGES/dama.mo &&) true

# Only the files install puts, and the folders that are dama's own.
uninstall:
	rm -f $(DESTDIR)$(BINDIR)/dama $(DESTDIR)$(MANDIR)/dama.6 $(DESTDIR)$(OPENDIR)/11_man_italian.pdn \
	    $(DESTDIR)$(DATADIR)/book.bin $(DESTDIR)$(DATADIR)/puzzles.pdn \
	    $(foreach ll,$(MAN_LANGS),$(DESTDIR)$(MANROOT)/$(ll)/man6/dama.6) \
	    $(foreach ll,$(PO_LANGS),$(DESTDIR)$(LOCALEDIR)/$(ll)/LC_MESSAGES/dama.mo)
	-rmdir $(DESTDIR)$(OPENDIR) $(DESTDIR)$(DATADIR) 2>/dev/null

# The package is built from a copy of the tree's files (tracked or new, not
# ignored: no build/, no ./dama), so the tree's build is left alone and
# dpkg-buildpackage, which writes beside the source folder, writes into
# DEB_DIR.  The package's version is debian/changelog's; it must be VERSION.
DEB_DIR ?= build/deb
DEB_SRC  = $(DEB_DIR)/dama-$(VERSION)

deb:
	@v=$$(dpkg-parsechangelog -S Version) && [ "$$v" = "$(VERSION)" ] || \
	    { echo "dama: debian/changelog is at version $$v, the Makefile at $(VERSION)" >&2; exit 1; }
	rm -rf $(DEB_SRC) && mkdir -p $(DEB_SRC)
	git ls-files -z --cached --others --exclude-standard | xargs -0 cp --parents -t $(DEB_SRC)
	cd $(DEB_SRC) && dpkg-buildpackage -us -uc -b
	rm -rf $(DEB_SRC)
	@ls $(DEB_DIR)/dama_$(VERSION)_*.deb

clean:
	rm -rf build build-san build-fuzz dama dama.tmp

# Fuzzing (issue 11): one libFuzzer target per input, tests/fuzz/fuzz_NAME.c,
# with its seed corpus in tests/fuzz/corpus/NAME.  Everything is compiled by
# clang with ASan and UBSan into build-fuzz; tests/fuzz/run.sh runs a target
# for a time and prints the reproducer of any failure.
FUZZ_CC      ?= clang
FUZZ_SECONDS ?= 20
FUZZ_NAMES   := $(patsubst tests/fuzz/fuzz_%.c,%,$(wildcard tests/fuzz/fuzz_*.c))

fuzz:
	$(MAKE) BUILD=build-fuzz CC=$(FUZZ_CC) OPT="-O1 -g -fno-omit-frame-pointer" \
	    SAN="-fsanitize=fuzzer-no-link,address,undefined -fno-sanitize-recover=all" fuzz-targets

fuzz-targets: $(addprefix $(BUILD)/fuzz/,$(FUZZ_NAMES))

$(BUILD)/fuzz/%: tests/fuzz/fuzz_%.c tests/fuzz/fuzz.h $(FRONT_OBJ) $(LIB_OBJ) | play-deps
	@mkdir -p $(dir $@)
	$(CC) $(filter-out -MMD -MP,$(CFLAGS_ALL)) -fsanitize=fuzzer $(LDFLAGS) -o $@ $(filter %.c %.o,$^) $(LDLIBS_ALL)

fuzz-run: fuzz
	@for name in $(FUZZ_NAMES); do \
	    sh tests/fuzz/run.sh build-fuzz/fuzz/$$name tests/fuzz/corpus/$$name $(FUZZ_SECONDS) || exit 1; \
	done

-include $(wildcard $(BUILD)/*/*.d)

# Part "i18n" (issue 16): the message catalogs (GNU gettext).  The sentences
# of the front ends (src/words, src/ui, src/cli and their headers) are marked _(), N_() and
# P_(one, many, n) (include/words/intl.h); `make pot` gathers them into
# po/dama.pot, each po/LL.po translates them, and msgfmt compiles each into
# build/locale/LL/LC_MESSAGES/dama.mo, where ./dama finds it (cli_locale.c).
# tests/po/check.sh (make check) fails on a stale pot, or an untranslated or
# fuzzy entry.
POT_SOURCES = $(sort $(wildcard src/words/*.c src/ui/*.c src/cli/*.c include/words/*.h include/ui/*.h include/cli/*.h))
XGETTEXT_FLAGS = --from-code=UTF-8 --language=C --keyword=_ --keyword=N_ --keyword=P_:1,2 \
                 --flag=_:1:pass-c-format --flag=P_:1:pass-c-format --flag=P_:2:pass-c-format \
                 --package-name=dama --package-version=$(VERSION) --msgid-bugs-address="the dama issues" \
                 --sort-by-file --add-comments=TRANSLATORS:

.PHONY: pot pot-to mo
pot:
	xgettext $(XGETTEXT_FLAGS) -o po/dama.pot $(POT_SOURCES)

# The template written elsewhere (tests/po/check.sh compares it).
pot-to:
	xgettext $(XGETTEXT_FLAGS) -o $(POT_OUT) $(POT_SOURCES)

mo: $(MO_FILES)

# Every tool of tools/ is one C file linked with the library: one recipe
# for all of them (the headers they share, like tools/sample.h, are found
# with -Itools and left out of the link).
LINK_TOOL = $(CC) $(filter-out -MMD -MP,$(CFLAGS_ALL)) -Itools $(LDFLAGS) -o $@ $(filter %.c %.o,$^) -lm $(LDLIBS_ALL)

# The match tool (issue 4): plays two `dama engine` commands against each other.
tools/match: tools/match.c $(LIB_OBJ)
	$(LINK_TOOL)

.PHONY: match
match: tools/match

# Part egdb (issue 18 item 3): endgame starts for tools/match --fens
# (docs/egdb.md); `make endstarts` rewrites tools/endstarts.fens.
tools/endstarts: tools/endstarts.c $(LIB_OBJ)
	$(LINK_TOOL)

.PHONY: endstarts
endstarts: tools/endstarts
	nice -n 10 tools/endstarts --count 100 --nodes 20000 --seed 1 tools/endstarts.fens

# The opening book's builder (docs/book.md): `make book` rebuilds data/book.bin.
tools/book: tools/book.c $(LIB_OBJ)
	$(LINK_TOOL)

BOOK_OPTIONS = --nodes 200000 --plies 16 --margin 10 --max-positions 2400 --ballots data/openings/11_man_italian.pdn \
               --ballot-count 400 --ballot-plies 1

.PHONY: book
book: tools/book
	nice -n 10 tools/book $(BOOK_OPTIONS) data/book.bin

# The evaluation tuner (docs/tuning.md): `make tune-data` plays the games,
# `make tune` fits the weights to them and prints the new table.
tools/tune: tools/tune.c $(LIB_OBJ)
	$(LINK_TOOL)

TUNE_DIR   ?= build/tune
TUNE_GAMES ?= 1200
TUNE_NODES ?= 3000

.PHONY: tune-data tune
tune-data: tools/tune
	@mkdir -p $(TUNE_DIR)
	nice -n 10 tools/tune gen --games $(TUNE_GAMES) --nodes $(TUNE_NODES) --first 0 $(TUNE_DIR)/a.txt & a=$$!; \
	nice -n 10 tools/tune gen --games $(TUNE_GAMES) --nodes $(TUNE_NODES) --first $(TUNE_GAMES) $(TUNE_DIR)/b.txt & b=$$!; \
	wait $$a && wait $$b

tune: tools/tune
	nice -n 10 tools/tune fit $(TUNE_DIR)/a.txt $(TUNE_DIR)/b.txt

# Tiri, tactics to solve (issue 17 part "puzzles", docs/puzzles.md):
# `make puzzles` rebuilds data/puzzles.pdn from the engine's fast games and
# verifies every puzzle of it again.
tools/puzzles: tools/puzzles.c $(LIB_OBJ)
	$(LINK_TOOL)

PUZZLE_OPTIONS = --ballots data/openings/11_man_italian.pdn --games 1400 --nodes 1500 --seed 17 \
                 --filter-depth 6 --depth 13 --confirm-depth 15 --max-puzzles 1200 --threads 2

.PHONY: puzzles
puzzles: tools/puzzles dama
	nice -n 15 tools/puzzles $(PUZZLE_OPTIONS) data/puzzles.pdn
	nice -n 15 ./dama puzzle verify data/puzzles.pdn

# Part eval (issue 18 item 1): the pattern evaluation learned from self-play
# (docs/tuning.md, "The pattern evaluation").  `make eval-data` plays the
# games (tools/selfplay), `make eval-learn` fits the weights to them and
# writes src/engine/eval_pattern_weights.c (tools/learn).
tools/selfplay: tools/selfplay.c tools/sample.h $(LIB_OBJ)
	$(LINK_TOOL)
tools/learn: tools/learn.c tools/sample.h $(LIB_OBJ)
	$(LINK_TOOL)

# The shipped weights are the second round (docs/tuning.md): the games are
# played by the pattern engine of the first round, whose weights are those of
# commit EVAL_PLAYER, searched to depth 6, and the weights fitted to them.
# tools/selfplay-player is tools/selfplay built with EVAL_PLAYER's weights
# (git show) in place of the shipped ones, so that `make eval-data` plays the
# same games whatever the tree's weights are now.
EVAL_DIR      ?= build/eval
EVAL_DEPTH    ?= 6
EVAL_SEED     ?= 19
EVAL_GAMES    ?= 88000
EVAL_THREADS  ?= 2
EVAL_EGDB     ?= $(EVAL_DIR)/egdb
EVAL_EPOCHS   ?= 8
EVAL_PLAYER   ?= 6ec8234
EVAL_PLAYER_WEIGHTS = $(EVAL_DIR)/weights-$(EVAL_PLAYER).c
EVAL_SELFPLAY  = nice -n 5 tools/selfplay-player --nodes 0 --depth $(EVAL_DEPTH) --random-plies 8 --seed $(EVAL_SEED) \
                 --threads $(EVAL_THREADS) --eval pattern

$(EVAL_PLAYER_WEIGHTS):
	@mkdir -p $(EVAL_DIR)
	git show $(EVAL_PLAYER):src/engine/eval_pattern_weights.c >$@.tmp && mv $@.tmp $@
tools/selfplay-player: tools/selfplay.c tools/sample.h $(EVAL_PLAYER_WEIGHTS) $(filter-out %/eval_pattern_weights.o,$(LIB_OBJ))
	$(LINK_TOOL)

.PHONY: eval-data eval-egdb eval-learn
# The games, in one run (a thread keeps its engine from game to game, so a
# run split in two gives other records: docs/tuning.md).
eval-data: tools/selfplay-player
	@mkdir -p $(EVAL_DIR)
	$(EVAL_SELFPLAY) --games $(EVAL_GAMES) $(EVAL_DIR)/games.bin

# The labels of the positions the 2-5-piece databases cover.
eval-egdb: dama
	@mkdir -p $(EVAL_EGDB)
	nice -n 5 ./dama egdb build --pieces 5 --threads $(EVAL_THREADS) --dir $(EVAL_EGDB)

eval-learn: tools/learn
	nice -n 5 tools/learn --epochs $(EVAL_EPOCHS) --seed $(EVAL_SEED) --egdb $(EVAL_EGDB) $(EVAL_DIR)/games.bin

# part "quarta" (issue 17): the Quarta Posizione's figures (docs/drills.md)
# from a 6-piece set: `make quarta-figures EGDB6=DIR`.
tools/quarta: tools/quarta.c $(LIB_OBJ)
	$(LINK_TOOL)

.PHONY: quarta-figures
quarta-figures: tools/quarta
	nice -n 10 tools/quarta --dir $(EGDB6)
