/* hammer-format-single-elimination.c — one loss and out
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
  if (!_hammer_draw_check_knockout (options, n_entrants, error))
    return FALSE;
  _hammer_draw_elimination (matches, n_entrants, options, FALSE);
  return TRUE;
}

const HammerFormatDefinition _hammer_format_single_elimination = {
  .info = {
    .format = HAMMER_FORMAT_SINGLE_ELIMINATION,
    .id = "single-elimination",
    .name = N_("Single elimination"),
    .title = N_("Single Elimination"),
    .description = N_("A knockout: whoever loses a match is out, and the winner of the final "
                      "wins the event."),
    .draw_shape = HAMMER_DRAW_SHAPE_BRACKET,
    .knockout = TRUE,
  },
  .min_entrants = 2,
  .max_entrants = HAMMER_DRAW_MAX_ENTRANTS,
  .tie_breakers = tie_breakers,
  .n_tie_breakers = G_N_ELEMENTS (tie_breakers),
  .draw = draw,
  .check_settings = _hammer_draw_check_knockout_plan,
  .settings = HAMMER_FORMAT_SETTING_THIRD_PLACE | HAMMER_FORMAT_SETTING_CONSOLATION
              | HAMMER_FORMAT_SETTING_PLACEMENT,
};
