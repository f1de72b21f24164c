/* test-result-plain.c — a plain result line read straight into a match is
 * the same result the JSON path reads: the same text stored, the same
 * match, the same broken rule; any other line is left to the JSON path
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "test-common.h"

#include "rules/hammer-result-plain.h"

static void
options_for (const char          *rules_id,
             const char          *options_json,
             const HammerRules  **rules,
             HammerOptions       *options)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) node = options_json != NULL ? json_from_string (options_json, NULL) : NULL;

  *rules = hammer_rules_lookup (rules_id, &error);
  g_assert_no_error (error);
  g_assert_true (hammer_options_from_json (*rules, node != NULL ? json_node_get_object (node)
                                                                : NULL, options, &error));
  g_assert_no_error (error);
}

/* Reads @line both ways under @rules_id and @options_json; they must
 * agree on everything stored and shown. */
static void
assert_same_both_ways (const char *rules_id,
                       const char *options_json,
                       const char *line)
{
  static const char * const names[] = { "Anna", "Bram", NULL };
  const HammerRules *rules;
  HammerOptions options;
  g_autoptr(HammerPlainResult) plain = NULL;
  g_autoptr(JsonNode) input = hammer_json_parse (line, -1);
  g_autoptr(GError) plain_error = NULL;
  g_autoptr(GError) json_error = NULL;
  g_autoptr(HammerMatch) by_plain = NULL;
  g_autoptr(HammerMatch) by_json = NULL;

  options_for (rules_id, options_json, &rules, &options);
  g_assert_nonnull (input);
  plain = hammer_plain_result_read (line, (guint) options.sides);
  if (plain == NULL)
    g_error ("not read as plain: %s", line);

  by_plain = hammer_plain_result_replay (plain, rules, &options, names, &plain_error);
  by_json = hammer_match_replay_result_named (rules, &options, names, input, &json_error);
  if (by_json == NULL)
    {
      g_assert_null (by_plain);
      g_assert_nonnull (plain_error);
      g_assert_nonnull (json_error);
      g_assert_true (plain_error->domain == json_error->domain);
      g_assert_cmpint (plain_error->code, ==, json_error->code);
      g_assert_cmpstr (plain_error->message, ==, json_error->message);
      return;
    }
  g_assert_no_error (plain_error);
  g_assert_nonnull (by_plain);
  {
    g_autoptr(JsonNode) canonical = hammer_result_canonical (input);
    g_autofree char *json_text = hammer_json_write (canonical);
    g_autofree char *plain_text = hammer_plain_result_write (plain);
    g_autoptr(JsonNode) plain_match = hammer_match_to_json (by_plain);
    g_autoptr(JsonNode) json_match = hammer_match_to_json (by_json);
    g_autofree char *plain_match_text = hammer_json_write (plain_match);
    g_autofree char *json_match_text = hammer_json_write (json_match);

    g_assert_cmpstr (plain_text, ==, json_text);
    g_assert_cmpstr (plain_match_text, ==, json_match_text);
  }
}

/* What results files bring: spaced or not, members in any order, "first"
 * given or not, a game under way, none at all; and what breaks a rule
 * (a game on after it is won, an end both sides score in, a side that
 * does not exist shooting first) is refused in the same words. */
static void
test_same_as_json (void)
{
  static const char * const lines[] = {
    "{\"match\": 7, \"games\": [{\"ends\": [{\"points\": [8, 0]}, {\"points\": [7, 0]}]}]}",
    "{\"match\":7,\"games\":[{\"ends\":[{\"points\":[8,0]},{\"points\":[7,0]}]},"
    "{\"first\":1,\"ends\":[{\"points\":[0,8]},{\"points\":[0,7]}]},"
    "{\"ends\":[{\"points\":[4,0]},{\"points\":[4,0]},{\"points\":[4,0]},{\"points\":[3,0]}]}]}",
    "{ \"games\" : [ { \"ends\" : [ { \"points\" : [ 3 , 0 ] } ] , \"first\" : 1 } ] ,"
    " \"match\" : 12 }",
    "{\"games\": [{\"ends\": []}]}",
    "{\"match\": 3, \"games\": []}",
    "{\"match\": 3, \"games\": [{\"ends\": [{\"points\": [8, 0]}, {\"points\": [7, 0]},"
    " {\"points\": [1, 0]}]}]}",
    "{\"match\": 3, \"games\": [{\"ends\": [{\"points\": [3, 2]}]}]}",
    "{\"match\": 3, \"games\": [{\"first\": 2, \"ends\": [{\"points\": [3, 0]}]}]}",
    "{\"match\": 3, \"games\": [{\"ends\": [{\"points\": [-3, 0]}]}]}",
    "{\"match\": 3, \"games\": [{\"ends\": [{\"points\": [999999999, 0]}]}]}",
  };

  for (guint i = 0; i < G_N_ELEMENTS (lines); i++)
    assert_same_both_ways ("table", "{\"best_of\": 3}", lines[i]);
  /* A single game to 11, won in its third end. */
  assert_same_both_ways ("table", "{\"best_of\": 1, \"target\": 11}",
                         "{\"match\": 1, \"games\": [{\"ends\": [{\"points\": [4, 0]},"
                         " {\"points\": [4, 0]}, {\"points\": [3, 0]}]}]}");
}

/* Anything but the plain shape is the JSON path's to read or refuse. */
static void
test_other_shapes (void)
{
  static const char * const lines[] = {
    "",
    "not json",
    "[1, 2]",
    "{\"match\": 1}",
    "{\"match\": 1, \"games\": null}",
    "{\"match\": 1, \"games\": []} trailing",
    "{\"match\": 1, \"games\": [], \"games\": []}",
    "{\"match\": 1, \"games\": [], \"note\": \"x\"}",
    "{\"match\": 1, \"rules\": \"table\", \"games\": []}",
    "{\"match\": 1, \"g\\u0061mes\": []}",
    "{\"match\": 1, \"games\": [{\"ends\": [{\"points\": [1e1, 0]}]}]}",
    "{\"match\": 1, \"games\": [{\"ends\": [{\"points\": [3.0, 0]}]}]}",
    "{\"match\": 1, \"games\": [{\"ends\": [{\"points\": [-0, 3]}]}]}",
    "{\"match\": 1, \"games\": [{\"ends\": [{\"points\": [03, 0]}]}]}",
    "{\"match\": 1, \"games\": [{\"ends\": [{\"points\": [1234567890, 0]}]}]}",
    "{\"match\": 1, \"games\": [{\"ends\": [{\"points\": [3, 0, 0]}]}]}",
    "{\"match\": 1, \"games\": [{\"ends\": [{\"points\": [3]}]}]}",
    "{\"match\": 1, \"games\": [{\"ends\": [{\"points\": []}]}]}",
    "{\"match\": 1, \"games\": [{\"ends\": [{\"points\": [3, 0], \"penalties\": [1, 0]}]}]}",
    "{\"match\": 1, \"games\": [{\"ends\": [{\"raw\": [3, 0]}]}]}",
    "{\"match\": 1, \"games\": [{\"first\": -1, \"ends\": []}]}",
    "{\"match\": 1, \"games\": [{\"first\": 0}]}",
    "{\"match\": 1, \"games\": [{\"ends\": [], \"ends\": []}]}",
    "{\"match\": 1, \"games\": [{\"ends\": [{\"points\": [3, 0]},]}]}",
    "{\"match\": \"1\", \"games\": []}",
  };

  for (guint i = 0; i < G_N_ELEMENTS (lines); i++)
    {
      g_autoptr(HammerPlainResult) plain = hammer_plain_result_read (lines[i], 2);

      if (plain != NULL)
        g_error ("read as plain: %s", lines[i]);
    }
}

/* A results file's line is read once, whatever its width, with its match;
 * it is played only for as many sides as its ends list. */
static void
test_read_line (void)
{
  static const char line[] =
    "{\"games\": [{\"ends\": [{\"points\": [3, 0, 1]}]}], \"match\": 12}";
  g_autoptr(HammerPlainResult) plain = NULL;
  g_autoptr(HammerPlainResult) no_match = NULL;
  g_autofree char *written = NULL;
  gint64 match_id = -1;

  plain = hammer_plain_result_read_line (line, &match_id);
  g_assert_nonnull (plain);
  g_assert_cmpint (match_id, ==, 12);
  g_assert_false (hammer_plain_result_fit_sides (plain, 2));
  g_assert_true (hammer_plain_result_fit_sides (plain, 3));
  written = hammer_plain_result_write (plain);
  g_assert_cmpstr (written, ==, "{\"games\":[{\"ends\":[{\"points\":[3,0,1]}]}]}");

  no_match = hammer_plain_result_read_line ("{\"games\": []}", &match_id);
  g_assert_nonnull (no_match);
  g_assert_cmpint (match_id, ==, 0);
  g_assert_null (hammer_plain_result_read_line ("{\"match\": 1}", &match_id));
}

/* The store keeps a plain result in its short form and gives back the
 * very JSON it was given; any other shape it keeps as JSON. */
static void
test_short_form (void)
{
  static const struct
  {
    const char *json;   /* canonical, as hammer_json_write() writes it */
    const char *stored;
  } kept[] = {
    { "{\"games\":[{\"ends\":[{\"points\":[8,0]},{\"points\":[7,0]}]}]}", "8,0 7,0" },
    { "{\"games\":[{\"ends\":[{\"points\":[0,1]}]},{\"first\":1,\"ends\":"
      "[{\"points\":[12,0]},{\"points\":[-3,999999999]}]}]}", "0,1;f1 12,0 -3,999999999" },
    { "{\"games\":[{\"ends\":[{\"points\":[3,0]}],\"first\":1}]}", "3,0 F1" },
    { "{\"games\":[{\"ends\":[{\"points\":[3,0,1]},{\"points\":[0,0,2]}]}]}", "3,0,1 0,0,2" },
    { "{\"games\":[{\"ends\":[{\"points\":[47]}]},{\"ends\":[{\"points\":[52]}]}]}",
      "47;52" },
  };
  /* No games, a game without ends, mixed widths, other members. */
  static const char * const json_only[] = {
    "{\"games\":[]}",
    "{\"games\":[{\"ends\":[]}]}",
    "{\"games\":[{\"ends\":[{\"points\":[3,0]}]},{\"ends\":[]}]}",
    "{\"games\":[{\"ends\":[{\"points\":[3,0]},{\"points\":[3]}]}]}",
    "{\"games\":[{\"ends\":[{\"points\":[3,0],\"penalties\":[1,0]}]}]}",
    "{\"games\": [{\"ends\": [{\"points\": [3, 0]}]}]}",
  };
  static const char * const not_short[] = {
    "", "{", "a", "1,2 3", "1,2;", ";1,2", "1,2;;3,4", "f1", "f1 ", "f-1 3,0", "3,0 F1 3,0",
    "f1 3,0 F1", "01,2", "-0,1", "1,,2", "1,2  3,4", " 1,2", "1,2 ", "1234567890,0", "3,0 f1",
    "F1 3,0", "1.5,0",
  };

  for (guint i = 0; i < G_N_ELEMENTS (kept); i++)
    {
      g_autofree char *stored = hammer_result_json_to_stored (kept[i].json);
      g_autofree char *json = hammer_result_stored_to_json (kept[i].stored);
      g_autoptr(HammerPlainResult) plain = hammer_plain_result_read_short (kept[i].stored);
      g_autofree char *written = NULL;

      g_assert_cmpstr (stored, ==, kept[i].stored);
      g_assert_cmpstr (json, ==, kept[i].json);
      g_assert_nonnull (plain);
      written = hammer_plain_result_write_short (plain);
      g_assert_cmpstr (written, ==, kept[i].stored);
    }
  for (guint i = 0; i < G_N_ELEMENTS (json_only); i++)
    {
      g_autofree char *stored = hammer_result_json_to_stored (json_only[i]);
      g_autofree char *json = hammer_result_stored_to_json (stored);

      g_assert_cmpstr (stored, ==, json_only[i]);
      g_assert_cmpstr (json, ==, json_only[i]);
    }
  for (guint i = 0; i < G_N_ELEMENTS (not_short); i++)
    {
      g_autoptr(HammerPlainResult) plain = hammer_plain_result_read_short (not_short[i]);

      if (plain != NULL)
        g_error ("read as the short form: \"%s\"", not_short[i]);
    }
}

/* A short result plays as the JSON it stands for: the same match. */
static void
test_short_form_plays (void)
{
  const char *json = "{\"games\":[{\"ends\":[{\"points\":[8,0]},{\"points\":[0,2]},"
                     "{\"points\":[7,0]}]},{\"first\":1,\"ends\":"
                     "[{\"points\":[0,8]},{\"points\":[0,7]}]}]}";
  const HammerRules *rules;
  HammerOptions options;
  g_autofree char *stored = hammer_result_json_to_stored (json);
  g_autoptr(HammerPlainResult) plain = hammer_plain_result_read_short (stored);
  g_autoptr(JsonNode) input = hammer_json_parse (json, -1);
  g_autoptr(GError) error = NULL;
  g_autoptr(HammerMatch) by_short = NULL;
  g_autoptr(HammerMatch) by_json = NULL;
  g_autoptr(JsonNode) short_match = NULL;
  g_autoptr(JsonNode) json_match = NULL;
  g_autofree char *short_text = NULL;
  g_autofree char *json_text = NULL;

  options_for ("table", "{\"best_of\": 3}", &rules, &options);
  g_assert_cmpstr (stored, ==, "8,0 0,2 7,0;f1 0,8 0,7");
  g_assert_nonnull (plain);
  by_short = hammer_plain_result_replay (plain, rules, &options, NULL, &error);
  g_assert_no_error (error);
  by_json = hammer_match_replay_result (rules, &options, input, &error);
  g_assert_no_error (error);
  short_match = hammer_match_to_json (by_short);
  json_match = hammer_match_to_json (by_json);
  short_text = hammer_json_write (short_match);
  json_text = hammer_json_write (json_match);
  g_assert_cmpstr (short_text, ==, json_text);
  g_assert_cmpint (hammer_match_get_state (by_short), ==, HAMMER_STATE_IN_PROGRESS);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/result-plain/same-as-json", test_same_as_json);
  g_test_add_func ("/result-plain/other-shapes", test_other_shapes);
  g_test_add_func ("/result-plain/read-line", test_read_line);
  g_test_add_func ("/result-plain/short-form", test_short_form);
  g_test_add_func ("/result-plain/short-form-plays", test_short_form_plays);

  return g_test_run ();
}
