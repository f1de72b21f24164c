/* hammer-format-groups.c — a cross-table a group, then a knockout
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "hammer-i18n.h"

#include "events/hammer-format-private.h"

/* A group is a round robin; its tie-breakers are a round robin's. */
static const HammerTieBreaker tie_breakers[] = {
  HAMMER_TIE_MATCH_POINTS, HAMMER_TIE_HEAD_TO_HEAD,
  HAMMER_TIE_GAME_DIFFERENCE, HAMMER_TIE_POINT_DIFFERENCE,
};

const HammerFormatDefinition _hammer_format_groups = {
  .info = {
    .format = HAMMER_FORMAT_GROUPS,
    .id = "groups",
    .name = N_("Groups, then knockout"),
    .draw_shape = HAMMER_DRAW_SHAPE_GROUPS_THEN_BRACKET,
  },
  .min_entrants = 2,
  .max_entrants = HAMMER_DRAW_MAX_TABLE_ENTRANTS,
  .tie_breakers = tie_breakers,
  .n_tie_breakers = G_N_ELEMENTS (tie_breakers),
  .draw = _hammer_draw_groups,
};
