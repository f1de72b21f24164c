/* hammer-format.h — what each format of event is: its name, how its draw is
 * shown, how it places and what it plays
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef enum
{
  HAMMER_FORMAT_SINGLE_ELIMINATION,
  HAMMER_FORMAT_DOUBLE_ELIMINATION,
  HAMMER_FORMAT_ROUND_ROBIN,
  HAMMER_FORMAT_SWISS,
  HAMMER_FORMAT_GROUPS,
  HAMMER_FORMAT_SERIES,
  HAMMER_FORMAT_ROTATING_PARTNERS,
  HAMMER_N_FORMATS,
} HammerFormat;

/* How an event's draw is shown, on screen and on paper. */
typedef enum
{
  HAMMER_DRAW_SHAPE_BRACKET,             /* a knockout bracket */
  HAMMER_DRAW_SHAPE_CROSS_TABLE,         /* everybody against everybody */
  HAMMER_DRAW_SHAPE_GROUPS_THEN_BRACKET, /* a cross-table a group, then a bracket */
  HAMMER_DRAW_SHAPE_ROUNDS,              /* rounds paired as they come */
  HAMMER_DRAW_SHAPE_RANKING,             /* no draw: a ranking by total */
} HammerDrawShape;

typedef struct
{
  HammerFormat    format;
  /* Its id in files and on the command line: "double-elimination". */
  const char     *id;
  /* Its name for people, untranslated: "Double elimination". */
  const char     *name;
  /* Its name as a choice in a list, untranslated, in header capitals:
   * "Double Elimination"; %NULL: its name. */
  const char     *title;
  /* What it means, in a sentence or two for the new-event assistant,
   * untranslated; see hammer_format_get_description(). */
  const char     *description;
  HammerDrawShape draw_shape;
  /* Places come from the round reached, not from tie-breakers. */
  gboolean        knockout;
  /* Each entrant plays a card of their own (a "match" has one side), so no
   * match is called to a board. */
  gboolean        own_cards;
  /* Its ranking may be split by the classes of the season's averages. */
  gboolean        ranks_by_class;
  /* Its rounds are paired one at a time from the standings (Swiss): a bye
   * counts as a win, it is over after its last round, its standings show
   * the opponents' scores (Buchholz, Sonneborn-Berger). */
  gboolean        pairs_rounds;
  /* A knockout where a loss drops an entrant to a losers' bracket and a
   * second puts them out (double elimination): its rounds and placings
   * count both brackets. */
  gboolean        losers_bracket;
  /* Played in stages: groups first, a cross-table each, then a knockout
   * (stage 1) of those who go on, which places them. */
  gboolean        staged;
  /* Everyone shoots the same games and is ranked by their total: the
   * format a game that only counts (sjoelbak) is played in, and the only
   * one it is. */
  gboolean        ranks_by_totals;
  /* Entrants are players, and each side of a match is two of them, new
   * partners every round (HammerDrawMatch.partners): played in doubles,
   * ranked per player. */
  gboolean        partners;
} HammerFormatInfo;

/* What @format is; every format has one. */
const HammerFormatInfo *hammer_format_get_info    (HammerFormat  format);
/* "single-elimination", "double-elimination", "round-robin", "swiss", "groups", "series",
 * "rotating-partners" */
const char             *hammer_format_to_string   (HammerFormat  format);
/* The format's name for people, translated: "Double elimination". */
const char             *hammer_format_get_name    (HammerFormat  format);
gboolean                hammer_format_from_string (const char   *name,
                                                   HammerFormat *format);
/* What the format named @id is (at the edge, where a file or the event's
 * JSON names it), %NULL for no format. */
const HammerFormatInfo *hammer_format_lookup      (const char   *id);
/* Every format's id, built-in ones first, for a help text: "swiss, groups
 * or series". */
char                   *hammer_format_list_ids    (void);
/* The same for --format's help, each id followed by the format's name where
 * the reader's language names it otherwise: "swiss (Zwitsers systeem)". */
char                   *hammer_format_list_choices (void);
/* Whether @format's places come from a bracket (a knockout, or the knockout
 * after groups) rather than from the standings' order. */
gboolean                hammer_format_places_by_bracket (HammerFormat format);
/* Its name in a list of choices, translated: "Double Elimination". */
const char             *hammer_format_get_title   (HammerFormat  format);
/* What @format means, translated: "A knockout: whoever loses a match is
 * out, …". */
const char             *hammer_format_get_description (HammerFormat format);
/* Whether the format named @id has each entrant play a card of their own
 * (HammerFormatInfo.own_cards); FALSE for no format. */
gboolean                hammer_format_plays_own_cards (const char *id);

G_END_DECLS
