/* test-paper-marks.c — what the desk reads on paper as on screen, made
 * with hammer-cli and read back with pdftotext: who sits a round of
 * rotating partners out, a walkover's mark, the bracket of a consolation
 * match on the board schedule (issue 29)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "hammer-json.h"
#include "test-common.h"

/* The matches of event 1 as `matches --json` lists them. */
static JsonNode *
matches_of (const char *database)
{
  JsonNode *matches = NULL;

  g_assert_cmpint (cli_run_json (database, &matches, NULL, "matches", "--event", "1", "--json",
                                 NULL), ==, 0);
  g_assert_true (JSON_NODE_HOLDS_ARRAY (matches));
  return matches;
}

/* The PDF of @kind for event 1, as its normalised text. */
static char *
export_text (const char *database,
             const char *dir,
             const char *kind)
{
  g_autofree char *name = g_strdup_printf ("%s.pdf", kind);
  g_autofree char *path = g_build_filename (dir, name, NULL);

  cli_ok (database, "export", "--event", "1", "--format", "pdf", "--kind", kind, "--output", path,
          NULL);
  return pdf_text (path);
}

/* Six players, five rounds: two sit out each round, and the board
 * schedule names them round by round, as `matches` has them; a player who
 * withdraws is gone, not sitting out. */
static void
test_sitting_out (void)
{
  g_autofree char *dir = NULL;
  g_autofree char *db = tmp_db_path ("hammer-paper-marks-XXXXXX", &dir);
  g_autoptr(JsonNode) matches = NULL;
  g_autoptr(GString) expected = g_string_new ("Sitting out");
  g_autofree char *text = NULL;
  JsonArray *list;
  gint64 last_round = 0;

  cli_ok (db, "event", "create", "--name", "Koppels", "--rules", "table", "--format",
          "rotating-partners", "--rounds", "5", "--option", "best_of=1", NULL);
  cli_ok (db, "entrants", "add", "--event", "1", "P01", "P02", "P03", "P04", "P05", "P06", NULL);
  cli_ok (db, "draw", "--event", "1", "--seed", "3", NULL);
  matches = matches_of (db);
  list = json_node_get_array (matches);
  g_assert_cmpuint (json_array_get_length (list), ==, 5);
  for (guint i = 0; i < json_array_get_length (list); i++)
    {
      JsonObject *match = json_array_get_object_element (list, i);
      JsonArray *names = hammer_json_array (match, "sitting_out_names");
      gint64 round = hammer_json_int (match, "round", 0);

      g_assert_cmpuint (hammer_json_length (names), ==, 2);
      g_assert_cmpuint (hammer_json_length (hammer_json_array (match, "sitting_out")), ==, 2);
      g_assert_cmpint (round, >, last_round);
      last_round = round;
      g_string_append_printf (expected, " %" G_GINT64_FORMAT " %s, %s", round,
                              json_array_get_string_element (names, 0),
                              json_array_get_string_element (names, 1));
    }
  text = export_text (db, dir, "schedule");
  if (strstr (text, expected->str) == NULL)
    g_error ("“%s” is not in the schedule: %s", expected->str, text);

  tmp_remove_tree (dir);
}

/* Eleven entrants with a consolation; P02 withdraws before playing. The
 * bracket marks the walkover as the app's draw does, and the board
 * schedule says it, and names the consolation's rounds. */
static void
test_walkover_and_brackets (void)
{
  g_autofree char *dir = NULL;
  g_autofree char *db = tmp_db_path ("hammer-paper-marks-XXXXXX", &dir);
  g_autoptr(JsonNode) matches = NULL;
  g_autofree char *bracket = NULL, *schedule = NULL, *withdrawn = NULL;
  JsonArray *list;
  guint n_walkovers = 0, n_consolation = 0;

  cli_ok (db, "event", "create", "--name", "Troost", "--rules", "table", "--format",
          "single-elimination", "--option", "best_of=1", "--consolation", NULL);
  cli_ok (db, "entrants", "add", "--event", "1", "P01", "P02", "P03", "P04", "P05", "P06", "P07",
          "P08", "P09", "P10", "P11", NULL);
  cli_ok (db, "draw", "--event", "1", "--seed", "3", NULL);
  /* The first entrant of a first-round match that is not a bye. */
  matches = matches_of (db);
  list = json_node_get_array (matches);
  for (guint i = 0; i < json_array_get_length (list) && withdrawn == NULL; i++)
    {
      JsonObject *match = json_array_get_object_element (list, i);

      if (g_strcmp0 (hammer_json_string (match, "state"), "ready") == 0 &&
          !hammer_json_bool (match, "bye", FALSE))
        withdrawn = g_strdup_printf ("%" G_GINT64_FORMAT,
                                     hammer_json_element_int (hammer_json_array (match, "sides"),
                                                              0, 0));
    }
  g_assert_nonnull (withdrawn);
  cli_ok (db, "entrants", "withdraw", "--event", "1", withdrawn, NULL);
  g_clear_pointer (&matches, json_node_unref);
  matches = matches_of (db);
  list = json_node_get_array (matches);
  for (guint i = 0; i < json_array_get_length (list); i++)
    {
      JsonObject *match = json_array_get_object_element (list, i);

      n_walkovers += hammer_json_bool (match, "walkover", FALSE);
      /* A consolation match has its number once one side is known. */
      n_consolation += g_strcmp0 (hammer_json_string (match, "bracket"), "consolation") == 0 &&
                       hammer_json_int (match, "number", 0) > 0;
    }
  g_assert_cmpuint (n_walkovers, ==, 1);
  g_assert_cmpuint (n_consolation, >, 0);

  bracket = export_text (db, dir, "bracket");
  g_assert_cmpuint (count_in (bracket, "w/o"), ==, n_walkovers);
  schedule = export_text (db, dir, "schedule");
  g_assert_cmpuint (count_in (schedule, "Walkover"), ==, n_walkovers);
  /* Each consolation row says so (“Consolation semi-final”), and only they. */
  g_assert_cmpuint (count_in (schedule, "Consolation "), ==, n_consolation);
  g_assert_nonnull (strstr (schedule, "Quarter-final"));

  tmp_remove_tree (dir);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/paper-marks/sitting-out", test_sitting_out);
  g_test_add_func ("/paper-marks/walkover-and-brackets", test_walkover_and_brackets);
  return g_test_run ();
}
