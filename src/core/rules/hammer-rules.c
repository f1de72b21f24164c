/* hammer-rules.c — what a rule set says: its names, zones and order of play
 *
 * Its options are in hammer-options.c (as JSON in hammer-options-json.c) and
 * the errors of a broken rule in hammer-violations.c.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "hammer-i18n.h"

#include "hammer-rules-private.h"

const char *
hammer_rules_get_name (const HammerRules *rules)
{
  g_return_val_if_fail (rules != NULL, NULL);

  return _(rules->name);
}

const char *
hammer_rules_get_title (const HammerRules *rules)
{
  g_return_val_if_fail (rules != NULL, NULL);

  return _(rules->sheet.title != NULL ? rules->sheet.title : rules->name);
}

const char *
hammer_rules_get_card_title (const HammerRules *rules)
{
  g_return_val_if_fail (rules != NULL, NULL);

  return rules->sheet.card_title != NULL ? _(rules->sheet.card_title)
                                         : hammer_rules_get_title (rules);
}

const char *
hammer_rules_get_end_name (const HammerRules *rules)
{
  g_return_val_if_fail (rules != NULL, NULL);

  return _(rules->sheet.end_name != NULL ? rules->sheet.end_name : N_("End"));
}

gboolean
hammer_rules_plays_matches (const HammerRules *rules)
{
  g_return_val_if_fail (rules != NULL, FALSE);

  return rules->match_kind == HAMMER_MATCH_BEST_OF;
}

gboolean
hammer_rules_game_first_chosen (const HammerRules *rules,
                                guint              game)
{
  g_return_val_if_fail (rules != NULL, FALSE);

  if (rules->order == HAMMER_ORDER_NONE)
    return FALSE;
  return game == 0 || rules->next_game_first == NULL;
}

const char *
hammer_rules_next_game_first (const HammerRules *rules)
{
  g_return_val_if_fail (rules != NULL, NULL);

  if (rules->order == HAMMER_ORDER_NONE || rules->next_game_first == NULL)
    return NULL;
  return _(rules->next_game_first);
}

int
hammer_rules_find_zone (const HammerRules *rules,
                        const char        *name)
{
  g_return_val_if_fail (rules != NULL, -1);
  g_return_val_if_fail (name != NULL, -1);

  for (guint i = 0; i < rules->n_zones; i++)
    {
      const HammerZone *zone = &rules->zones[i];

      if (g_str_equal (zone->name, name) ||
          (zone->alias != NULL && g_str_equal (zone->alias, name)))
        return (int) i;
    }

  return -1;
}

char *
hammer_rules_list_zones (const HammerRules *rules)
{
  g_autoptr(GString) list = g_string_new (NULL);

  for (guint z = 0; z < rules->n_zones; z++)
    g_string_append_printf (list, "%s%s", z > 0 ? ", " : "", rules->zones[z].name);
  return g_string_free (g_steal_pointer (&list), FALSE);
}

gboolean
hammer_rules_has_qualifying (const HammerRules *rules)
{
  for (guint i = 0; i < rules->n_zones; i++)
    if (rules->zones[i].flags & HAMMER_ZONE_QUALIFYING)
      return TRUE;

  return FALSE;
}

int
hammer_rules_zone_value (const HammerRules   *rules,
                         const HammerOptions *options,
                         guint                zone)
{
  g_return_val_if_fail (zone < rules->n_zones, 0);

  if ((rules->zones[zone].flags & HAMMER_ZONE_HANGER) && options->hanger != HAMMER_OPTION_UNSET)
    return options->hanger;
  if ((rules->zones[zone].flags & HAMMER_ZONE_CORNER) && options->corner != HAMMER_OPTION_UNSET)
    return options->corner;
  return rules->zones[zone].value;
}

const char *
hammer_scoring_to_string (HammerScoring scoring)
{
  switch (scoring)
    {
    case HAMMER_SCORING_LEADER_ONLY: return "leader";
    case HAMMER_SCORING_BOTH: return "both";
    case HAMMER_SCORING_EACH_OWN: return "each";
    default: g_return_val_if_reached (NULL);
    }
}

const char *
hammer_state_to_string (HammerState state)
{
  switch (state)
    {
    case HAMMER_STATE_IN_PROGRESS: return "in_progress";
    case HAMMER_STATE_FINISHED: return "finished";
    default: g_return_val_if_reached (NULL);
    }
}

/* Options */

/* Violations */


/* Sjoelbak */

int
hammer_sjoelbak_points (const int counts[4])
{
  int sets;

  g_return_val_if_fail (counts != NULL, 0);

  /* "For each set of four disks constructed by taking one from each
   * compartment, 20 points are awarded. After the sets of four disks have
   * been removed and tallied, any remaining disks score the amount shown on
   * their compartment." */
  sets = MIN (MIN (counts[0], counts[1]), MIN (counts[2], counts[3]));
  return 20 * sets +
         1 * (counts[0] - sets) +
         2 * (counts[1] - sets) +
         3 * (counts[2] - sets) +
         4 * (counts[3] - sets);
}

/* "The arches on [the gate bar] are marked 2, 3, 4, 1 from left to right"
 * (the rule text; its own example counts in that order too): a scorer at
 * the board reads the compartments so, and copies a card the same way. */
static const guint compartments_on_board[4] = { 1, 2, 3, 0 };

guint
hammer_sjoelbak_compartment_at (guint place)
{
  g_return_val_if_fail (place < G_N_ELEMENTS (compartments_on_board), 0);

  return compartments_on_board[place];
}

guint
hammer_sjoelbak_place_of (guint compartment)
{
  g_return_val_if_fail (compartment < G_N_ELEMENTS (compartments_on_board), 0);

  for (guint place = 0; place < G_N_ELEMENTS (compartments_on_board); place++)
    if (compartments_on_board[place] == compartment)
      return place;
  g_return_val_if_reached (0);
}
