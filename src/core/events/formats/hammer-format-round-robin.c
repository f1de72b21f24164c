/* hammer-format-round-robin.c — everybody against everybody
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "hammer-i18n.h"

#include "events/hammer-format-private.h"

static const HammerTieBreaker tie_breakers[] = {
  HAMMER_TIE_MATCH_POINTS, HAMMER_TIE_HEAD_TO_HEAD,
  HAMMER_TIE_GAME_DIFFERENCE, HAMMER_TIE_POINT_DIFFERENCE,
};

static gboolean
draw (GArray                   *matches,
      guint                     n_entrants,
      const HammerDrawOptions  *options,
      guint                    *n_groups,
      GError                  **error)
{
  _hammer_draw_round_robin (matches, n_entrants, options);
  return TRUE;
}

const HammerFormatDefinition _hammer_format_round_robin = {
  .info = {
    .format = HAMMER_FORMAT_ROUND_ROBIN,
    .id = "round-robin",
    .name = N_("Round robin"),
    .title = N_("Round Robin"),
    .description = N_("Everyone plays everyone; the standings decide the places."),
    .draw_shape = HAMMER_DRAW_SHAPE_CROSS_TABLE,
  },
  .min_entrants = 2,
  .max_entrants = HAMMER_DRAW_MAX_TABLE_ENTRANTS,
  .tie_breakers = tie_breakers,
  .n_tie_breakers = G_N_ELEMENTS (tie_breakers),
  .draw = draw,
  .settings = HAMMER_FORMAT_SETTING_DOUBLE_ROUND | HAMMER_FORMAT_SETTING_MATCH_POINTS,
};
