/* hammer-score-text.h — a score as paper and screens print it, with the one
 * minus sign of the house
 *
 * Scores go below zero in court and deck shuffleboard (the 10-off area),
 * and penalties are points taken off. Both are printed with the
 * typographic minus sign U+2212 (−), the width of a digit, never with the
 * hyphen: a column of scores then lines up and a penalty reads the same
 * on every sheet. Files for programs (JSON, CSV numbers) keep the ASCII
 * hyphen-minus.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The typographic minus sign, U+2212, in UTF-8. */
#define HAMMER_MINUS_SIGN "\xe2\x88\x92"

/* @value as people read it: "12", "0", "−3". */
char *hammer_score_text    (gint64 value);
/* @number, a figure as programs write it ("-3", "-1.50"), as people read
 * it: the leading hyphen-minus becomes the minus sign. Takes @number over;
 * NULL stays NULL. */
char *hammer_number_text   (char  *number);
/* A penalty of @points (points taken off, 0 or more): "−5", and "" for
 * none. */
char *hammer_penalty_text  (gint64 points);

/* “w/o”: the mark beside the side that gave a walkover, on the bracket on
 * screen and on paper alike. */
const char *hammer_walkover_mark    (void);
/* “Sitting out: P02, P06” for a round of rotating partners that leaves
 * @names out; NULL when it leaves nobody out. */
char       *hammer_sitting_out_text (const char * const *names);

G_END_DECLS
