/* hammer-format-swiss.c — rounds paired from the standings
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "hammer-i18n.h"

#include "events/hammer-format-private.h"

static const HammerTieBreaker tie_breakers[] = {
  HAMMER_TIE_MATCH_POINTS, HAMMER_TIE_BUCHHOLZ,
  HAMMER_TIE_MEDIAN_BUCHHOLZ, HAMMER_TIE_SONNEBORN_BERGER,
};

/* Swiss rounds are paired one at a time, from the standings (hammer-swiss.c),
 * so the draw itself has no matches. */
static gboolean
draw (GArray                   *matches,
      guint                     n_entrants,
      const HammerDrawOptions  *options,
      guint                    *n_groups,
      GError                  **error)
{
  return TRUE;
}

const HammerFormatDefinition _hammer_format_swiss = {
  .info = {
    .format = HAMMER_FORMAT_SWISS,
    .id = "swiss",
    .name = N_("Swiss system"),
    .title = N_("Swiss"),
    .description = N_("Each round pairs entrants with the same score who have not met yet; "
                      "nobody is out, and the standings decide the places."),
    .draw_shape = HAMMER_DRAW_SHAPE_ROUNDS,
    .pairs_rounds = TRUE,
  },
  .min_entrants = 2,
  .max_entrants = HAMMER_DRAW_MAX_ENTRANTS,
  .tie_breakers = tie_breakers,
  .n_tie_breakers = G_N_ELEMENTS (tie_breakers),
  .draw = draw,
  .settings = HAMMER_FORMAT_SETTING_ROUNDS | HAMMER_FORMAT_SETTING_MATCH_POINTS,
};
