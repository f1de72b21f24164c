/* test-match-sides.c — the rules' sentences name the sides, and who shoots first is kept
 *
 * A secretary reads "Anna cannot have scored 17", not "Side 1 …", wherever
 * the sides have names: the score dialog, `hammer-cli result`, the phone
 * page. The coin toss (who shoots first in game 1) is kept with the result
 * and shown by `matches`.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "events/hammer-events.h"
#include "hammer-core.h"
#include "test-common.h"

static const char *const names[] = { "Anna", "Bert", NULL };

static HammerMatch *
table_match (void)
{
  HammerOptions options;
  const HammerRules *rules = hammer_rules_lookup ("table", NULL);

  g_assert_true (hammer_options_from_json (rules, NULL, &options, NULL));
  return hammer_match_new (rules, &options);
}

/* An end the rules refuse names the side it concerns by its name; without
 * names the side is "Side N" as before. */
static void
test_sentences_name_sides (void)
{
  g_autoptr(HammerMatch) named = table_match ();
  g_autoptr(HammerMatch) unnamed = table_match ();
  g_autoptr(GError) violation = NULL;
  int points[2] = { 0, 17 };
  HammerEndEntry entry = { .n_sides = 2, .points = points };

  hammer_match_set_side_names (named, names);
  g_assert_false (hammer_match_add_end (named, &entry, &violation));
  g_assert_cmpstr (violation->message, ==,
                   "Game 1, end 1: Bert cannot have scored 17 — 4 weights score at most 16.");
  g_clear_error (&violation);

  g_assert_false (hammer_match_add_end (unnamed, &entry, &violation));
  g_assert_cmpstr (violation->message, ==,
                   "Game 1, end 1: Side 2 cannot have scored 17 — 4 weights score at most 16.");
}

/* A stored result read back under named sides says the names too, also
 * for what is malformed in it. */
static void
test_replay_named (void)
{
  g_autoptr(JsonNode) result = json_from_string (
    "{\"games\": [{\"ends\": [{\"points\": [2, \"x\"]}]}]}", NULL);
  g_autoptr(GError) violation = NULL;
  g_autoptr(HammerMatch) match = NULL;
  HammerOptions options;
  const HammerRules *rules = hammer_rules_lookup ("table", NULL);

  g_assert_true (hammer_options_from_json (rules, NULL, &options, NULL));
  match = hammer_match_replay_result_named (rules, &options, names, result, &violation);
  g_assert_null (match);
  g_assert_cmpstr (violation->message, ==,
                   "Game 1, end 1: “points” of Bert must be a whole number.");
}

/* The coin toss as a result records it. */
static void
test_result_first (void)
{
  g_autoptr(JsonNode) chosen = json_from_string (
    "{\"games\": [{\"first\": 1, \"ends\": [{\"points\": [2, 0]}]}]}", NULL);
  g_autoptr(JsonNode) silent = json_from_string (
    "{\"games\": [{\"ends\": [{\"points\": [2, 0]}]}]}", NULL);
  g_autoptr(JsonNode) broken = json_from_string ("{\"games\": [{\"first\": \"x\"}]}", NULL);

  g_assert_cmpint (hammer_result_get_first (chosen), ==, 1);
  g_assert_cmpint (hammer_result_get_first (silent), ==, -1);
  g_assert_cmpint (hammer_result_get_first (broken), ==, -1);
  g_assert_cmpint (hammer_result_get_first (NULL), ==, -1);
}

static JsonObject *
match_by_id (JsonNode *matches,
             gint64    id)
{
  for (guint i = 0; i < json_array_get_length (json_node_get_array (matches)); i++)
    {
      JsonObject *match = json_array_get_object_element (json_node_get_array (matches), i);

      if (json_object_get_int_member (match, "id") == id)
        return match;
    }
  g_assert_not_reached ();
  return NULL;
}

/* Through the command line: `result` names the entrant the rules refuse,
 * and `matches` shows who shot first once a result says so (null when it
 * leaves it to the rules), while the sides' hammer follows the toss. */
static void
test_cli (StoreFixture  *f,
          gconstpointer  data)
{
  g_autoptr(JsonNode) refused = NULL;
  g_autoptr(JsonNode) stored = NULL;
  g_autoptr(JsonNode) matches = NULL;
  g_autofree char *event = NULL;
  g_autofree char *expected = NULL;
  gint64 event_id;
  JsonObject *error, *match, *end;

  event_id = store_new_event (f->store, "Club night", "table", HAMMER_FORMAT_ROUND_ROBIN, 1,
                              "{\"target\": 15, \"best_of\": 1}", names, 1);
  event = g_strdup_printf ("%" G_GINT64_FORMAT, event_id);

  g_assert_cmpint (cli_run_json (f->path, &matches, NULL, "matches", "--event", event, "--json",
                                 NULL), ==, 0);
  match = match_by_id (matches, 1);
  g_assert_false (json_object_has_member (match, "first"));
  expected = g_strdup_printf ("Game 1, end 1: %s cannot have scored 17 — 4 weights score at "
                              "most 16.",
                              json_array_get_string_element (
                                json_object_get_array_member (match, "names"), 0));
  g_clear_pointer (&matches, json_node_unref);

  g_assert_cmpint (cli_run_json (f->path, &refused,
                                 "{\"games\": [{\"ends\": [{\"points\": [17, 0]}]}]}",
                                 "result", "--event", event, "--match", "1", "--json", NULL),
                   ==, 2);
  error = json_object_get_object_member (json_node_get_object (refused), "error");
  g_assert_cmpstr (json_object_get_string_member (error, "message"), ==, expected);

  /* Bert won the toss and shoots first: Anna has the hammer. */
  g_assert_cmpint (cli_run_json (f->path, &stored,
                                 "{\"games\": [{\"first\": 1, \"ends\": [{\"points\": [8, 0]}]}]}",
                                 "result", "--event", event, "--match", "1", "--json", NULL),
                   ==, 0);
  end = json_array_get_object_element (
    json_object_get_array_member (json_array_get_object_element (
      json_object_get_array_member (json_node_get_object (stored), "games"), 0), "ends"), 0);
  g_assert_cmpint (json_object_get_int_member (end, "first"), ==, 1);
  g_assert_cmpint (json_object_get_int_member (end, "hammer"), ==, 0);

  g_assert_cmpint (cli_run_json (f->path, &matches, NULL, "matches", "--event", event, "--json",
                                 NULL), ==, 0);
  match = match_by_id (matches, 1);
  g_assert_cmpint (json_object_get_int_member (match, "first"), ==, 1);
  g_clear_pointer (&matches, json_node_unref);

  /* A result that leaves it to the rules says null. */
  g_clear_pointer (&stored, json_node_unref);
  g_assert_cmpint (cli_run_json (f->path, &stored,
                                 "{\"games\": [{\"ends\": [{\"points\": [8, 0]}]}]}",
                                 "result", "--event", event, "--match", "1", "--json", NULL),
                   ==, 0);
  g_assert_cmpint (cli_run_json (f->path, &matches, NULL, "matches", "--event", event, "--json",
                                 NULL), ==, 0);
  match = match_by_id (matches, 1);
  g_assert_true (json_object_has_member (match, "first"));
  g_assert_true (json_node_is_null (json_object_get_member (match, "first")));
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/match-sides/sentences-name-sides", test_sentences_name_sides);
  g_test_add_func ("/match-sides/replay-named", test_replay_named);
  g_test_add_func ("/match-sides/result-first", test_result_first);
  g_test_add ("/match-sides/cli", StoreFixture, NULL,
              store_fixture_set_up, test_cli, store_fixture_tear_down);

  return g_test_run ();
}
