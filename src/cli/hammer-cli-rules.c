/* hammer-cli-rules.c — hammer-cli rules and hammer-cli score
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <stdio.h>
#include <string.h>

#include "hammer-cli-private.h"

/* Reports @error, a broken rule, as {"error": {…}} and exits 2. */
static int
fail_violation (const GError *error)
{
  g_autoptr(JsonObject) details = json_object_new ();

  /* hammer_cli_fail() writes the message and code itself. */
  hammer_error_write_json_members (error, details);
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
      g_autoptr(GError) violation = NULL;

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
        json_builder_add_value (builder, hammer_rules_to_json (all[r]));
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
  g_autoptr(GError) violation = NULL;
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
      g_autoptr(GError) empty =
        hammer_rules_error_new (HAMMER_REASON_MALFORMED, -1, -1, -1,
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
