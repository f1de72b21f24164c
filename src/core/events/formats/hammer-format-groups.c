/* hammer-format-groups.c — a cross-table a group, then a knockout
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "hammer-error.h"
#include "hammer-i18n.h"

#include "events/hammer-format-private.h"

/* A group is a round robin; its tie-breakers are a round robin's. */
static const HammerTieBreaker tie_breakers[] = {
  HAMMER_TIE_MATCH_POINTS, HAMMER_TIE_HEAD_TO_HEAD,
  HAMMER_TIE_GAME_DIFFERENCE, HAMMER_TIE_POINT_DIFFERENCE,
};

static gboolean
check_settings (const HammerDrawOptions  *options,
                GError                  **error)
{
  if (!_hammer_draw_check_knockout_plan (options, error))
    return FALSE;
  if (options->advance == 0)
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   _("At least one player of each group must go on to the knockout"));
      return FALSE;
    }
  return TRUE;
}

const HammerFormatDefinition _hammer_format_groups = {
  .info = {
    .format = HAMMER_FORMAT_GROUPS,
    .id = "groups",
    .name = N_("Groups, then knockout"),
    .title = N_("Groups, Then Knockout"),
    .description = N_("Round robins in groups first; the best of each group go on to a "
                      "knockout, which decides the places."),
    .draw_shape = HAMMER_DRAW_SHAPE_GROUPS_THEN_BRACKET,
    .staged = TRUE,
  },
  .min_entrants = 2,
  .max_entrants = HAMMER_DRAW_MAX_TABLE_ENTRANTS,
  .tie_breakers = tie_breakers,
  .n_tie_breakers = G_N_ELEMENTS (tie_breakers),
  .draw = _hammer_draw_groups,
  .settings = HAMMER_FORMAT_SETTING_THIRD_PLACE | HAMMER_FORMAT_SETTING_GROUPS
              | HAMMER_FORMAT_SETTING_MATCH_POINTS | HAMMER_FORMAT_SETTING_CONSOLATION
              | HAMMER_FORMAT_SETTING_PLACEMENT | HAMMER_FORMAT_SETTING_SECOND_KNOCKOUT,
  .check_settings = check_settings,
};
