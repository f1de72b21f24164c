/* hammer-format-definition.h — everything a format implies, in one
 * definition: its facts, its draw, its default tie-breakers, how many
 * entrants it takes
 *
 * The built-in formats are one file each in events/formats/, listed in
 * hammer-format.c; a format may also be registered at run time and is then
 * found by its id like the built-in ones.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "hammer-draw.h"
#include "hammer-format.h"
#include "hammer-standings.h"

G_BEGIN_DECLS

/* Appends the matches (HammerDrawMatch) of a draw of @n_entrants to
 * @matches, in an order where sources come first; sets *@n_groups for a
 * format played in groups. */
typedef gboolean (*HammerFormatDrawFunc) (GArray                   *matches,
                                          guint                     n_entrants,
                                          const HammerDrawOptions  *options,
                                          guint                    *n_groups,
                                          GError                  **error);

/* The settings of an event a format takes, beside the rule options: what
 * the assistant asks for it. An event stores every setting; those its
 * format does not take play no part. */
typedef enum
{
  HAMMER_FORMAT_SETTING_THIRD_PLACE  = 1 << 0, /* a match for third place */
  HAMMER_FORMAT_SETTING_FINAL_RESET  = 1 << 1, /* a second final when the losers' side wins */
  HAMMER_FORMAT_SETTING_DOUBLE_ROUND = 1 << 2, /* everyone meets twice, home and away */
  HAMMER_FORMAT_SETTING_ROUNDS       = 1 << 3, /* how many rounds */
  HAMMER_FORMAT_SETTING_GROUPS       = 1 << 4, /* how many groups, how many of each go on */
  HAMMER_FORMAT_SETTING_CLASSES      = 1 << 5, /* classes by average */
  HAMMER_FORMAT_SETTING_CONSOLATION  = 1 << 6, /* a knockout of those who lost their first match */
  HAMMER_FORMAT_SETTING_PLACEMENT    = 1 << 7, /* every place of the knockout played out */
  HAMMER_FORMAT_SETTING_SECOND_KNOCKOUT = 1 << 8, /* those who do not go on: a knockout too */
  /* What a win, a draw and a loss earn; its bit leaves room after the
   * ones above for settings added beside it. */
  HAMMER_FORMAT_SETTING_MATCH_POINTS = 1 << 12,
} HammerFormatSettings;

/* Checks the settings a format takes where an event is created; %FALSE
 * with HAMMER_ERROR_INVALID saying what is wrong. */
typedef gboolean (*HammerFormatCheckFunc) (const HammerDrawOptions  *options,
                                           GError                  **error);

typedef struct
{
  /* Its facts; .format is set when it is registered. */
  HammerFormatInfo        info;
  /* The fewest and most entrants its draw takes. */
  guint                   min_entrants;
  guint                   max_entrants;
  /* How its standings are ordered unless the event says otherwise. */
  const HammerTieBreaker *tie_breakers;
  guint                   n_tie_breakers;
  HammerFormatDrawFunc    draw;
  /* The settings it takes (HammerFormatSettings), and their check (%NULL:
   * any values do). */
  HammerFormatSettings    settings;
  HammerFormatCheckFunc   check_settings;
} HammerFormatDefinition;

/* The definition of @format, built-in or registered; %NULL for none. */
const HammerFormatDefinition *hammer_format_get_definition    (HammerFormat  format);
/* Every format, the built-in ones first, in a %NULL-terminated array the
 * registry owns; *@n_formats (if not %NULL) says how many. */
const HammerFormatDefinition **hammer_format_list_definitions (guint        *n_formats);
/* Registers a format beside the built-in ones (at start-up, before any
 * other thread reads the registry) and returns its facts, with its number;
 * a copy of @definition is kept, its strings and tie-breakers must outlive
 * it. %NULL if its id is taken. */
const HammerFormatInfo       *hammer_format_register          (const HammerFormatDefinition *definition);

/* Checks the settings @format takes (its check_settings). */
gboolean                      hammer_format_check_settings    (HammerFormat              format,
                                                               const HammerDrawOptions  *options,
                                                               GError                  **error);

/* For a format's draw: appends a match of two sides and returns its index. */
guint                         hammer_draw_add_match           (GArray        *matches,
                                                               HammerBracket  bracket,
                                                               guint          round,
                                                               guint          position,
                                                               int            group,
                                                               guint          stage,
                                                               HammerSource   side0,
                                                               HammerSource   side1);

G_END_DECLS
