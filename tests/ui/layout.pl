#!/usr/bin/perl
# Part words16 (issue 16, item 4): does a captured screen hold its sentences
# whole?
#
#   perl tests/ui/layout.pl [--po po/LL.po] SCREEN MSGID...
#
# SCREEN is a tmux capture (one line a row).  Each MSGID is an English
# sentence of the catalog; with --po it is looked up there and its
# translation is what must show (without --po, the English).  A sentence is
# cut at its conversions (%s, %1$d, ...), line breaks and wide gaps; every
# piece must appear on the screen as whole words, in order, one space
# apart, possibly wrapped at a space onto the next rows, at the column where
# it started or at the left edge of its text (a box's, the panel's or the
# message line's wrapping; a help line's indented continuation).  So a word cut by the width, a sentence overwritten by
# another, or one missing, is reported.  Every dialog box (a border that
# opens with a title, "┌─ Title ─┐") must also be whole: its four corners,
# its sides and its bottom edge, so that nothing paints across it.
#
# Prints each problem and exits 1; exits 0 when there is none.
use strict;
use warnings;
use utf8;

binmode STDOUT, ':utf8';
binmode STDERR, ':utf8';

my $po;
if (@ARGV && $ARGV[0] eq '--po') {
    shift @ARGV;
    $po = shift @ARGV;
}
my $screen_file = shift @ARGV;
my @msgids = @ARGV;

# The catalog: msgid -> msgstr (a plural entry by its singular, giving its
# plural form), unescaped.
sub unescape {
    my ($s) = @_;
    $s =~ s/\\(["\\nt])/$1 eq 'n' ? "\n" : $1 eq 't' ? "\t" : $1/ge;
    return $s;
}
my %catalog;
if (defined $po) {
    open my $fh, '<:utf8', $po or die "layout.pl: $po: $!\n";
    my ($field, %entry) = ('');
    my $flush = sub {
        if (defined $entry{msgid} && $entry{msgid} ne '') {
            my $str = defined $entry{'msgstr[1]'} ? $entry{'msgstr[1]'} : $entry{msgstr};
            $catalog{$entry{msgid}} = $str if defined $str && $str ne '';
        }
        %entry = ();
    };
    while (my $line = <$fh>) {
        chomp $line;
        if ($line =~ /^(msgid|msgid_plural|msgstr(?:\[\d+\])?) "(.*)"$/) {
            $flush->() if $1 eq 'msgid';
            $field = $1;
            $entry{$field} = unescape($2);
        } elsif ($line =~ /^"(.*)"$/ && $field ne '') {
            $entry{$field} .= unescape($1);
        } elsif ($line =~ /^\s*$/) {
            $field = '';
        }
    }
    $flush->();
    close $fh;
}

open my $sf, '<:utf8', $screen_file or die "layout.pl: $screen_file: $!\n";
my @rows = map { s/\n$//r } <$sf>;
close $sf;

my @problems;

# Where a run of text ends on a row: two spaces, a box's side, or the end.
sub segment_end {
    my ($row, $from) = @_;
    my $rest = substr($row, $from);
    return $from + ($rest =~ /( {2}|[│┃])/ ? $-[0] : length $rest);
}

# Where the run of text holding column c starts on a row (its left edge:
# after two spaces, a box's side, or the row's start).
sub segment_start {
    my ($row, $c) = @_;
    my $head = substr($row, 0, $c);
    return $head =~ /.*( {2}|[│┃])/ ? $+[0] : 0;
}

# The left edge of the block of text holding column c: just past the last
# box side or right corner before it (a box's, the board's frame beside the
# panel), else the row's indent.  A sentence's second part, after a wide gap
# ("Type it, then Enter.  Esc: back"), wraps there, where the sentence
# began.
sub block_start {
    my ($row, $c) = @_;
    my $head = substr($row, 0, $c);
    return $head =~ /.*[│┃┐┘┤] */ ? $+[0] : ($row =~ /^( *)/ ? length $1 : 0);
}

# Can the words be read from (r, c) on, wrapping onto the next rows at
# column c, at the left edge of the text they started in, at the left edge
# of its block, or at the row's indent (a line of keys that wraps like a
# paragraph)?
sub words_at {
    my ($r, $c, @words) = @_;
    my $indent = $rows[$r] =~ /^( *)/ ? length $1 : 0;
    my @margins = ($c, segment_start($rows[$r], $c), block_start($rows[$r], $c), $indent);
    my $pos = $c;
    my $end = segment_end($rows[$r], $c);
    for my $i (0 .. $#words) {
        my $word = $words[$i];
        if ($i > 0) {
            if ($pos < $end && substr($rows[$r], $pos, 1) eq ' ') {
                $pos++;
            } else {
                # wrapped: the next row, at one of the margins
                return 0 if $pos < $end && substr($rows[$r], $pos, 1) ne ' ';
                $r++;
                return 0 if $r > $#rows;
                my $found;
                for my $m (@margins) {
                    next if length($rows[$r]) <= $m;
                    my $p = $m;
                    $p++ while $p < $m + 4 && substr($rows[$r], $p, 1) eq ' ';
                    if (substr($rows[$r], $p, length $word) eq $word) { $found = $p; last; }
                }
                return 0 unless defined $found;
                $pos = $found;
                $end = segment_end($rows[$r], $pos);
            }
        }
        return 0 if substr($rows[$r], $pos, length $word) ne $word;
        $pos += length $word;
        # a word ends there: no letter or digit glued to it
        return 0 if $pos < length($rows[$r]) && substr($rows[$r], $pos, 1) =~ /[\p{L}\p{N}]/
            && $word =~ /[\p{L}\p{N}]$/;
    }
    return 1;
}

sub shown {
    my (@words) = @_;
    for my $r (0 .. $#rows) {
        my $c = -1;
        while (($c = index($rows[$r], $words[0], $c + 1)) >= 0) {
            next if $c > 0 && substr($rows[$r], $c - 1, 1) =~ /[\p{L}\p{N}]/ && $words[0] =~ /^[\p{L}\p{N}]/;
            return 1 if words_at($r, $c, @words);
        }
    }
    return 0;
}

for my $msgid (@msgids) {
    my $text = defined $po ? $catalog{$msgid} : $msgid;
    if (!defined $text) {
        push @problems, "not in the catalog: \"$msgid\"";
        next;
    }
    $text =~ s/^#//;   # the help's headings: the mark is not shown
    for my $piece (split /%(?:\d+\$)?[-+ #0']*(?:\d+|\*)?(?:\.(?:\d+|\*))?(?:hh|h|ll|l|L|q|j|z|t)?[diouxXeEfgGcsp]|\n| {2,}/, $text) {
        my @words = split ' ', $piece;
        next unless @words;
        push @problems, "not shown whole: \"" . join(' ', @words) . "\" (of \"$msgid\")" unless shown(@words);
    }
}

# Dialog boxes: "┌─ Title ...┐" whole.
for my $r (0 .. $#rows) {
    while ($rows[$r] =~ /┌─ [^─┐]*[^ ─┐]/g) {
        my $left = $-[0];
        my $right = index($rows[$r], '┐', $left);
        my $title = substr($rows[$r], $left + 3, $+[0] - $left - 3);
        if ($right < 0) {
            push @problems, "box \"$title\": no top-right corner on row $r";
            next;
        }
        my $b = $r + 1;
        while ($b <= $#rows && substr($rows[$b], $left, 1) =~ /[│├]/) {
            my $side = length($rows[$b]) > $right ? substr($rows[$b], $right, 1) : '';
            push @problems, "box \"$title\": right side broken on row $b ('$side')" unless $side =~ /[│┤]/;
            $b++;
        }
        if ($b > $#rows || substr($rows[$b], $left, 1) ne '└') {
            push @problems, "box \"$title\": left side broken on row $b";
            next;
        }
        my $bottom = substr($rows[$b], $left, $right - $left + 1);
        push @problems, "box \"$title\": bottom edge broken on row $b ('$bottom')"
            unless $bottom =~ /^└─*┘$/;
    }
}

print "$_\n" for @problems;
exit(@problems ? 1 : 0);
