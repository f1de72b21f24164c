/* hammer-format-double-elimination.c — two losses and out
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "hammer-i18n.h"

#include "events/hammer-format-private.h"

/* Elimination placings come from the bracket; these only order a table of
 * the same results. */
static const HammerTieBreaker tie_breakers[] = {
  HAMMER_TIE_MATCH_POINTS, HAMMER_TIE_WINS,
  HAMMER_TIE_GAMES_WON, HAMMER_TIE_POINT_DIFFERENCE,
};

static gboolean
draw (GArray                   *matches,
      guint                     n_entrants,
      const HammerDrawOptions  *options,
      guint                    *n_groups,
      GError                  **error)
{
  _hammer_draw_elimination (matches, n_entrants, options, TRUE);
  return TRUE;
}

const HammerFormatDefinition _hammer_format_double_elimination = {
  .info = {
    .format = HAMMER_FORMAT_DOUBLE_ELIMINATION,
    .id = "double-elimination",
    .name = N_("Double elimination"),
    .title = N_("Double Elimination"),
    .description = N_("A knockout in which a first loss sends an entrant to the losers' bracket "
                      "and a second puts them out; the winners of both brackets meet in the "
                      "final."),
    .draw_shape = HAMMER_DRAW_SHAPE_BRACKET,
    .knockout = TRUE,
    .losers_bracket = TRUE,
  },
  .min_entrants = 2,
  .max_entrants = HAMMER_DRAW_MAX_ENTRANTS,
  .tie_breakers = tie_breakers,
  .n_tie_breakers = G_N_ELEMENTS (tie_breakers),
  .draw = draw,
  .settings = HAMMER_FORMAT_SETTING_FINAL_RESET,
};
