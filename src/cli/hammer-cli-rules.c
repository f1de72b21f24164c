/* hammer-cli-rules.c — hammer-cli rules and hammer-cli score
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <stdio.h>
#include <string.h>

#include "hammer-cli-private.h"

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

/* Reports @violation as {"error": {…}} and exits 2. */
static int
fail_violation (const HammerViolation *violation)
{
  g_autoptr(GError) error = hammer_violation_to_error (violation);
  g_autoptr(JsonObject) details = hammer_violation_to_json (violation);

  /* hammer_cli_fail() writes the message and code itself. */
  json_object_remove_member (details, "message");
  json_object_remove_member (details, "code");
  return hammer_cli_fail (error, details);
}

int
hammer_cli_rules (HammerCli  *cli,
                  int         argc,
                  char      **argv)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_autoptr(JsonNode) root = NULL;
  const HammerRules * const *all;
  guint n_rules;
  int exit_code = HAMMER_CLI_EXIT_OK;

  if (!hammer_cli_parse_options ("rules", _("[ID…]"),
                                 _("Prints the rule sets as JSON: zones, weights, scoring and "
                                   "options with their defaults."),
                                 NULL, &argc, &argv, &exit_code))
    return exit_code;

  for (int i = 1; i < argc; i++)
    {
      g_autoptr(HammerViolation) violation = NULL;

      if (hammer_rules_lookup (argv[i], &violation) == NULL)
        return fail_violation (violation);
    }

  /* JSON whether or not --json was given: this output is the contract. */
  all = hammer_rules_get_all (&n_rules);
  json_builder_begin_array (builder);
  for (guint r = 0; r < n_rules; r++)
    {
      gboolean wanted = argc <= 1;

      for (int i = 1; i < argc && !wanted; i++)
        wanted = g_str_equal (argv[i], all[r]->id);
      if (wanted)
        add_rules (builder, all[r]);
    }
  json_builder_end_array (builder);

  root = json_builder_get_root (builder);
  hammer_cli_print_json (root);
  return HAMMER_CLI_EXIT_OK;
}

/* Splits a json-glib parser message, "<data>:LINE:COLUMN: Parse error: …",
 * into its position and the part a person reads. */
static gboolean
parse_position (const char  *message,
                int         *line,
                int         *column,
                const char **text)
{
  const char *colon = strchr (message, ':');
  const char *rest;

  if (colon == NULL || sscanf (colon + 1, "%d:%d", line, column) != 2)
    return FALSE;

  /* Past "LINE:COLUMN: ". */
  rest = strchr (colon + 1, ':');
  rest = rest != NULL ? strchr (rest + 1, ':') : NULL;
  *text = rest != NULL ? rest + 1 + strspn (rest + 1, " ") : message;
  return TRUE;
}

int
hammer_cli_score (HammerCli  *cli,
                  int         argc,
                  char      **argv)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonParser) parser = NULL;
  g_autoptr(HammerViolation) violation = NULL;
  g_autoptr(HammerMatch) match = NULL;
  g_autoptr(JsonNode) output = NULL;
  g_autofree char *input = NULL;
  JsonNode *root;
  gsize length;
  int exit_code = HAMMER_CLI_EXIT_OK;

  if (!hammer_cli_parse_options ("score", "",
                                 _("Reads one match as JSON on standard input, checks it end by "
                                   "end and prints its score."),
                                 NULL, &argc, &argv, &exit_code))
    return exit_code;
  if (argc > 1)
    return hammer_cli_usage_error (_("“score” reads the match from standard "
                                     "input and takes no arguments"));

  input = hammer_cli_read_stdin (&length, &error);
  if (input == NULL)
    return hammer_cli_fail (error, NULL);

  parser = json_parser_new_immutable ();
  if (!json_parser_load_from_data (parser, input, length, &error))
    {
      g_autoptr(GError) invalid = NULL;
      g_autoptr(JsonObject) details = json_object_new ();
      const char *text;
      int line, column;

      json_object_set_string_member (details, "reason", HAMMER_REASON_MALFORMED);
      json_object_set_null_member (details, "game");
      json_object_set_null_member (details, "end");
      json_object_set_null_member (details, "side");
      if (parse_position (error->message, &line, &column, &text))
        {
          json_object_set_int_member (details, "line", line);
          json_object_set_int_member (details, "column", column);
          invalid = g_error_new (HAMMER_ERROR, HAMMER_ERROR_INVALID,
                                 _("The input is not valid JSON (line %d, column %d): %s"),
                                 line, column, text);
        }
      else
        {
          invalid = g_error_new (HAMMER_ERROR, HAMMER_ERROR_INVALID,
                                 _("The input is not valid JSON: %s"), error->message);
        }
      return hammer_cli_fail (invalid, details);
    }

  root = json_parser_get_root (parser);
  if (root == NULL)
    {
      g_autoptr(HammerViolation) empty =
        hammer_violation_new (HAMMER_REASON_MALFORMED, -1, -1, -1,
                              _("The input is empty; it should be one match as JSON."));

      return fail_violation (empty);
    }

  match = hammer_match_new_from_json (root, NULL, &violation);
  if (match == NULL)
    return fail_violation (violation);

  /* JSON whether or not --json was given: this output is the contract. */
  output = hammer_match_to_json (match);
  hammer_cli_print_json (output);
  return HAMMER_CLI_EXIT_OK;
}
