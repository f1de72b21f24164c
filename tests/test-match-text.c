/* test-match-text.c — ends typed as a line of text, read by the rules
 * module: the writing only; the points are the rules' to judge
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "hammer-core.h"
#include "test-common.h"

static char *
read_text (const char       *text,
           GError          **violation)
{
  g_autoptr(JsonNode) games = hammer_match_games_from_text (text, violation);

  return games != NULL ? json_to_string (games, FALSE) : NULL;
}

static void
test_read (void)
{
  static const struct { const char *text; const char *json; } cases[] = {
    { "3-0 0-2", "{\"games\":[{\"ends\":[{\"points\":[3,0]},{\"points\":[0,2]}]}]}" },
    { "4:0, 1-0 / 0-3", "{\"games\":[{\"ends\":[{\"points\":[4,0]},{\"points\":[1,0]}]},"
                        "{\"ends\":[{\"points\":[0,3]}]}]}" },
    /* Court's 10-off: either side's points below zero. */
    { "-10-8 8--10", "{\"games\":[{\"ends\":[{\"points\":[-10,8]},{\"points\":[8,-10]}]}]}" },
    { "  ", "{\"games\":[{\"ends\":[]}]}" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *json = read_text (cases[i].text, NULL);

      g_assert_cmpstr (json, ==, cases[i].json);
    }
}

static void
test_refuse (void)
{
  static const struct { const char *text; const char *message; } cases[] = {
    { "3-0 30", "“30” is not an end; write the home and away points as 3-0" },
    { "3-", "“3-” is not an end; write the home and away points as 3-0" },
    { "3-0x", "“3-0x” is not an end; write the home and away points as 3-0" },
    { "3-99999999999", "“3-99999999999” is not an end; write the home and away points as 3-0" },
    { "3-0 / / 1-0", "Game 2 has no ends" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) violation = NULL;
      g_autofree char *json = read_text (cases[i].text, &violation);

      g_assert_null (json);
      g_assert_nonnull (violation);
      g_assert_cmpstr (hammer_error_get_reason (violation), ==, HAMMER_REASON_MALFORMED);
      g_assert_cmpstr (violation->message, ==, cases[i].message);
    }
}

/* What the text reads is judged by the rules: −10 is a court frame, not a
 * table end. */
static void
test_rules_judge (void)
{
  g_autoptr(JsonNode) games = hammer_match_games_from_text ("-10-8 30-0", NULL);
  g_autoptr(GError) table_violation = NULL;
  g_autoptr(HammerMatch) court = NULL;
  g_autoptr(HammerMatch) table = NULL;
  g_autoptr(JsonObject) options = json_object_new ();

  json_object_set_int_member (options, "target", 20);
  court = hammer_match_replay_json ("court", options,
                                    json_object_get_member (json_node_get_object (games), "games"),
                                    NULL);
  g_assert_nonnull (court);
  g_assert_cmpint (hammer_match_get_game_totals (court, 0)[0], ==, 20);
  g_assert_cmpint (hammer_match_get_game_totals (court, 0)[1], ==, 8);
  table = hammer_match_replay_json ("table", NULL,
                                    json_object_get_member (json_node_get_object (games), "games"),
                                    &table_violation);
  g_assert_null (table);
  g_assert_cmpstr (hammer_error_get_reason (table_violation), ==, HAMMER_REASON_IMPOSSIBLE_POINTS);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/match-text/read", test_read);
  g_test_add_func ("/match-text/refuse", test_refuse);
  g_test_add_func ("/match-text/rules-judge", test_rules_judge);

  return g_test_run ();
}
