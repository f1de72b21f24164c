/* hammer-format-series.c — sjoelbak: a card each, ranked by total
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "hammer-i18n.h"

#include "events/hammer-format-private.h"

static const HammerTieBreaker tie_breakers[] = {
  HAMMER_TIE_TOTAL_POINTS, HAMMER_TIE_BEST_GAME,
};

/* One "match" of one side per entrant: their series of games. */
static gboolean
draw (GArray                   *matches,
      guint                     n_entrants,
      const HammerDrawOptions  *options,
      guint                    *n_groups,
      GError                  **error)
{
  const HammerSource none = { HAMMER_SOURCE_NONE, 0, 0 };

  for (guint i = 0; i < n_entrants; i++)
    {
      HammerSource seed = { HAMMER_SOURCE_SEED, (int) i, 0 };
      guint index = hammer_draw_add_match (matches, HAMMER_BRACKET_SERIES, 1, i, -1, 0,
                                           seed, none);

      g_array_index (matches, HammerDrawMatch, index).n_sides = 1;
    }
  return TRUE;
}

const HammerFormatDefinition _hammer_format_series = {
  .info = {
    .format = HAMMER_FORMAT_SERIES,
    .id = "series",
    .name = N_("Sjoelbak series"),
    .title = N_("Sjoelbak Series"),
    .description = N_("Everyone shoots the same games, and the highest total wins."),
    .draw_shape = HAMMER_DRAW_SHAPE_RANKING,
    .own_cards = TRUE,
    .ranks_by_class = TRUE,
    .ranks_by_totals = TRUE,
  },
  /* A sjoelbak series can be shot alone; everything else is a contest. */
  .min_entrants = 1,
  .max_entrants = HAMMER_DRAW_MAX_ENTRANTS,
  .tie_breakers = tie_breakers,
  .n_tie_breakers = G_N_ELEMENTS (tie_breakers),
  .draw = draw,
  .settings = HAMMER_FORMAT_SETTING_CLASSES,
};
