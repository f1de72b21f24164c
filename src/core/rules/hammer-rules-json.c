/* hammer-rules-json.c — a rule set as `hammer-cli rules` lists it
 *
 * The command line prints it, and the boards' page reads it where a game
 * changes what it asks (compartments, a game of one end).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "hammer-rules-private.h"

static const char *
order_to_string (HammerOrder order)
{
  switch (order)
    {
    case HAMMER_ORDER_SCORER_FIRST: return "scorer-first";
    case HAMMER_ORDER_ALTERNATE: return "alternate";
    case HAMMER_ORDER_FIXED: return "fixed";
    case HAMMER_ORDER_WINNER_FIRST: return "winner-first";
    case HAMMER_ORDER_NONE:
    default: return NULL;
    }
}

static void
add_option (JsonBuilder       *builder,
            const HammerRules *rules,
            HammerOptionId     option)
{
  const HammerOptionSpec *spec = &rules->options[option];
  gboolean boolean = hammer_option_is_boolean (option);

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "name");
  json_builder_add_string_value (builder, hammer_option_get_name (option));
  json_builder_set_member_name (builder, "type");
  json_builder_add_string_value (builder, boolean ? "boolean" : "integer");
  json_builder_set_member_name (builder, "default");
  if (spec->default_value == HAMMER_OPTION_UNSET)
    json_builder_add_null_value (builder);
  else if (boolean)
    json_builder_add_boolean_value (builder, spec->default_value != 0);
  else
    json_builder_add_int_value (builder, spec->default_value);
  if (spec->team_default != HAMMER_OPTION_UNSET)
    {
      /* The rule texts give doubles another target. */
      json_builder_set_member_name (builder, "default_teams");
      json_builder_add_int_value (builder, spec->team_default);
    }
  if (option == HAMMER_OPTION_CORNER)
    {
      /* Unless set, a corner scores what the hanger option says. */
      json_builder_set_member_name (builder, "default_from");
      json_builder_add_string_value (builder, "hanger");
    }
  if (option == HAMMER_OPTION_KNOCKOUT_GAMES)
    {
      /* Unless set, a knockout match has the games of any other. */
      json_builder_set_member_name (builder, "default_from");
      json_builder_add_string_value (builder, "games");
    }
  if (boolean)
    {
      json_builder_set_member_name (builder, "choices");
      json_builder_begin_array (builder);
      json_builder_add_boolean_value (builder, FALSE);
      json_builder_add_boolean_value (builder, TRUE);
      json_builder_end_array (builder);
    }
  else
    {
      json_builder_set_member_name (builder, "min");
      json_builder_add_int_value (builder, spec->min);
      json_builder_set_member_name (builder, "max");
      json_builder_add_int_value (builder, spec->max);
      /* Between them, only what a bonus disk or two make. */
      if (option == HAMMER_OPTION_BONUS_MAX)
        {
          json_builder_set_member_name (builder, "choices");
          json_builder_begin_array (builder);
          json_builder_add_int_value (builder, 152);
          json_builder_add_int_value (builder, 156);
          json_builder_end_array (builder);
        }
    }
  json_builder_set_member_name (builder, "applies");
  json_builder_add_boolean_value (builder, spec->applies);
  json_builder_set_member_name (builder, "description");
  json_builder_add_string_value (builder, hammer_option_get_description (option));
  json_builder_end_object (builder);
}

static void
add_rules (JsonBuilder       *builder,
           const HammerRules *rules)
{
  const HammerOptionSpec *sides = &rules->options[HAMMER_OPTION_SIDES];
  const char *order = order_to_string (rules->order);

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "id");
  json_builder_add_string_value (builder, rules->id);
  json_builder_set_member_name (builder, "name");
  json_builder_add_string_value (builder, hammer_rules_get_name (rules));

  json_builder_set_member_name (builder, "zones");
  json_builder_begin_array (builder);
  for (guint z = 0; z < rules->n_zones; z++)
    {
      const HammerZone *zone = &rules->zones[z];

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "name");
      json_builder_add_string_value (builder, zone->name);
      json_builder_set_member_name (builder, "value");
      json_builder_add_int_value (builder, zone->value);
      if (zone->alias != NULL)
        {
          json_builder_set_member_name (builder, "aliases");
          json_builder_begin_array (builder);
          json_builder_add_string_value (builder, zone->alias);
          json_builder_end_array (builder);
        }
      if (zone->flags & HAMMER_ZONE_HANGER)
        {
          /* The value above is the default of this option. */
          json_builder_set_member_name (builder, "option");
          json_builder_add_string_value (builder, "hanger");
        }
      if (zone->flags & HAMMER_ZONE_CORNER)
        {
          json_builder_set_member_name (builder, "option");
          json_builder_add_string_value (builder, "corner");
        }
      if (zone->flags & HAMMER_ZONE_QUALIFYING)
        {
          json_builder_set_member_name (builder, "opens_turn");
          json_builder_add_boolean_value (builder, TRUE);
        }
      if (zone->flags & HAMMER_ZONE_ALONE)
        {
          /* Scores only as the one weight of the end in any zone. */
          json_builder_set_member_name (builder, "alone");
          json_builder_add_boolean_value (builder, TRUE);
        }
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);

  if (rules->counts)
    {
      json_builder_set_member_name (builder, "compartments");
      json_builder_begin_array (builder);
      for (int c = 1; c <= 4; c++)
        json_builder_add_int_value (builder, c);
      json_builder_end_array (builder);
    }

  json_builder_set_member_name (builder, "weights");
  json_builder_add_int_value (builder, rules->weights);
  json_builder_set_member_name (builder, "pieces");
  json_builder_add_string_value (builder, rules->disks ? "disks" : "weights");
  json_builder_set_member_name (builder, "scoring");
  json_builder_add_string_value (builder, hammer_scoring_to_string (rules->scoring));
  json_builder_set_member_name (builder, "sides");
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "min");
  json_builder_add_int_value (builder, sides->min);
  json_builder_set_member_name (builder, "max");
  json_builder_add_int_value (builder, sides->max);
  json_builder_end_object (builder);
  json_builder_set_member_name (builder, "order");
  if (order != NULL)
    json_builder_add_string_value (builder, order);
  else
    json_builder_add_null_value (builder);
  json_builder_set_member_name (builder, "ends_per_game");
  if (rules->ends_per_game > 0)
    json_builder_add_int_value (builder, rules->ends_per_game);
  else
    json_builder_add_null_value (builder);
  json_builder_set_member_name (builder, "match");
  json_builder_add_string_value (builder,
                                 rules->match_kind == HAMMER_MATCH_BEST_OF ? "best_of" : "total");

  json_builder_set_member_name (builder, "options");
  json_builder_begin_array (builder);
  for (guint i = 0; i < HAMMER_N_OPTIONS; i++)
    if (rules->options[i].present)
      add_option (builder, rules, i);
  json_builder_end_array (builder);

  json_builder_end_object (builder);
}

JsonNode *
hammer_rules_to_json (const HammerRules *rules)
{
  g_autoptr(JsonBuilder) builder = NULL;

  g_return_val_if_fail (rules != NULL, NULL);

  builder = json_builder_new ();
  add_rules (builder, rules);
  return json_builder_get_root (builder);
}
