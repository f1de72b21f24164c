/* test-result-lines.c — the lines of `hammer-cli results import` come from
 * outside: each is read on its own, and a bad one is refused by its line
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>
#include <sqlite3.h>
#include <string.h>

#include "test-common.h"

/* A line of a result for match @id: the first side wins 2–0. */
#define WIN(id) "{\"match\": " id ", \"games\": [{\"ends\": [{\"points\": [8, 0]}," \
                " {\"points\": [8, 0]}]}, {\"ends\": [{\"points\": [8, 0]}, {\"points\": [8, 0]}]}]}"

/* Only a whole number from 1 names a match: not 2.5, true, "3" or [4]
 * (read as match 2, match 1, nothing and a critical before); a NUL byte
 * in a line is refused rather than ending the file there; blank lines are
 * skipped but counted. */
static void
test_read (void)
{
  static const char text[] =
    WIN ("1") "\r\n"
    "\n"
    "{\"match\": 2.5, \"games\": []}\n"
    "{\"match\": true, \"games\": []}\n"
    "{\"match\": \"3\", \"games\": []}\n"
    "{\"match\": [4], \"games\": []}\n"
    "{\"match\": 0, \"games\": []}\n"
    "{\"match\": 5, \0\"games\": []}\n"
    WIN ("6") "\n";
  static const struct { guint line; gint64 match; gboolean good; } expected[] = {
    { 1, 1, TRUE }, { 3, 0, FALSE }, { 4, 0, FALSE }, { 5, 0, FALSE }, { 6, 0, FALSE },
    { 7, 0, FALSE }, { 8, 0, FALSE }, { 9, 6, TRUE },
  };
  g_autoptr(GArray) line_numbers = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autoptr(GArray) entries = hammer_events_read_result_lines (text, sizeof text - 1,
                                                               line_numbers);

  g_assert_cmpuint (entries->len, ==, G_N_ELEMENTS (expected));
  for (guint i = 0; i < entries->len; i++)
    {
      HammerResultEntry *entry = &g_array_index (entries, HammerResultEntry, i);

      g_assert_cmpuint (g_array_index (line_numbers, guint, i), ==, expected[i].line);
      g_assert_cmpint (entry->match_id, ==, expected[i].match);
      g_assert_true ((entry->error == NULL) == expected[i].good);
      g_assert_true ((entry->text != NULL) == expected[i].good);
      /* A good line of the plain shape is read once, here. */
      g_assert_true ((entry->plain != NULL) == expected[i].good);
    }
  g_assert_nonnull (strstr (g_array_index (entries, HammerResultEntry, 6).error->message,
                            "NUL"));
}

/* Through hammer-cli: a file whose second line has a NUL byte is refused
 * whole, naming that line, and nothing is stored; so is {"match": true}. */
static void
test_cli (void)
{
  static const char nul_file[] = WIN ("1") "\n" WIN ("2") "\0\n" WIN ("3") "\n";
  g_auto(GStrv) names = numbered_names ("Speler", 4);
  g_autofree char *dir = NULL;
  g_autofree char *path = NULL;
  g_autoptr(HammerStore) store = tmp_store_open ("hammer-lines-XXXXXX", &dir, &path);
  g_autofree char *file = g_build_filename (dir, "results.txt", NULL);
  g_autofree char *event = NULL;
  g_autoptr(JsonNode) before = NULL;
  gint64 event_id;
  const char *inputs[] = { NULL, WIN ("true") "\n" };

  event_id = store_new_event (store, "Avond", "table", HAMMER_FORMAT_ROUND_ROBIN, 0, NULL,
                              (const char * const *) names, 3);
  g_clear_object (&store);
  event = g_strdup_printf ("%" G_GINT64_FORMAT, event_id);
  g_assert_true (g_file_set_contents (file, nul_file, sizeof nul_file - 1, NULL));
  g_assert_cmpint (cli_run_json (path, &before, NULL, "matches", "--event", event, NULL), ==, 0);

  for (guint i = 0; i < G_N_ELEMENTS (inputs); i++)
    {
      g_autoptr(JsonNode) output = NULL;
      g_autoptr(JsonNode) after = NULL;
      JsonObject *refusal;
      JsonObject *problem;

      if (inputs[i] == NULL)
        g_assert_cmpint (cli_run_json (path, &output, NULL, "results", "import", "--event", event,
                                       "--file", file, NULL), ==, 2);
      else
        g_assert_cmpint (cli_run_json (path, &output, inputs[i], "results", "import", "--event",
                                       event, NULL), ==, 2);
      refusal = json_object_get_object_member (json_node_get_object (output), "error");
      g_assert_cmpint (json_object_get_int_member (refusal, "imported"), ==, 0);
      problem = json_array_get_object_element (json_object_get_array_member (refusal, "errors"),
                                               0);
      g_assert_cmpint (json_object_get_int_member (problem, "line"), ==, i == 0 ? 2 : 1);
      g_assert_cmpint (cli_run_json (path, &after, NULL, "matches", "--event", event, NULL), ==, 0);
      g_assert_true (json_node_equal (before, after));
    }
  g_unlink (file);
  tmp_store_close (&store, &dir, &path);
}

/* A plain line that breaks a rule is refused in the words that name its
 * sides as the sheet does (issue 28: the names are made only for such a
 * line). */
static void
test_refusal_names_sides (void)
{
  g_auto(GStrv) names = numbered_names ("Speler", 4);
  g_autofree char *dir = NULL;
  g_autofree char *path = NULL;
  g_autoptr(HammerStore) store = tmp_store_open ("hammer-lines-XXXXXX", &dir, &path);
  g_autofree char *event = NULL;
  g_autofree char *line = NULL;
  g_autoptr(JsonNode) matches = NULL;
  g_autoptr(JsonNode) output = NULL;
  JsonObject *match;
  JsonObject *refusal;
  JsonObject *problem;
  const char *message;
  gint64 event_id;

  event_id = store_new_event (store, "Avond", "table", HAMMER_FORMAT_ROUND_ROBIN, 0, NULL,
                              (const char * const *) names, 3);
  g_clear_object (&store);
  event = g_strdup_printf ("%" G_GINT64_FORMAT, event_id);
  g_assert_cmpint (cli_run_json (path, &matches, NULL, "matches", "--event", event, NULL), ==,
                   0);
  match = json_array_get_object_element (json_node_get_array (matches), 0);
  /* No end of table shuffleboard scores 99. */
  line = g_strdup_printf ("{\"match\": %" G_GINT64_FORMAT ", \"games\": [{\"ends\": "
                          "[{\"points\": [99, 0]}]}]}\n",
                          json_object_get_int_member (match, "id"));
  g_assert_cmpint (cli_run_json (path, &output, line, "results", "import", "--event", event,
                                 NULL), ==, 2);
  refusal = json_object_get_object_member (json_node_get_object (output), "error");
  problem = json_array_get_object_element (json_object_get_array_member (refusal, "errors"), 0);
  message = json_object_get_string_member (problem, "message");
  g_assert_nonnull (strstr (message, json_array_get_string_element (
                              json_object_get_array_member (match, "names"), 0)));
  tmp_store_close (&store, &dir, &path);
}

/* The JSON of the matches of @event, through hammer-cli. */
static JsonNode *
cli_matches (const char *path,
             const char *event)
{
  JsonNode *matches = NULL;

  g_assert_cmpint (cli_run_json (path, &matches, NULL, "matches", "--event", event, NULL), ==,
                   0);
  return matches;
}

static void
exec_sql (const char *path,
          const char *sql)
{
  sqlite3 *db = NULL;

  g_assert_cmpint (sqlite3_open (path, &db), ==, SQLITE_OK);
  g_assert_cmpint (sqlite3_exec (db, sql, NULL, NULL, NULL), ==, SQLITE_OK);
  sqlite3_close (db);
}

/* A result is kept in its short form (schema 24) and read back as the JSON
 * it came as; results kept as JSON by an earlier Hammer read the same, with
 * or without the summary beside them. */
static void
test_stored_short (void)
{
  g_auto(GStrv) names = numbered_names ("Speler", 4);
  g_autofree char *dir = NULL;
  g_autofree char *path = NULL;
  g_autoptr(HammerStore) store = tmp_store_open ("hammer-lines-XXXXXX", &dir, &path);
  g_autofree char *event = NULL;
  g_autofree char *lines = NULL;
  g_autofree char *stored = NULL;
  g_autofree char *sql = NULL;
  g_autoptr(JsonNode) matches = NULL;
  g_autoptr(JsonNode) output = NULL;
  g_autoptr(JsonNode) written = NULL;
  g_autoptr(JsonNode) as_json = NULL;
  g_autoptr(JsonNode) replayed = NULL;
  JsonArray *list;
  gint64 first_id, second_id, event_id;
  sqlite3 *db = NULL;
  sqlite3_stmt *stmt = NULL;

  event_id = store_new_event (store, "Avond", "table", HAMMER_FORMAT_ROUND_ROBIN, 0, NULL,
                              (const char * const *) names, 3);
  g_clear_object (&store);
  event = g_strdup_printf ("%" G_GINT64_FORMAT, event_id);
  matches = cli_matches (path, event);
  list = json_node_get_array (matches);
  first_id = json_object_get_int_member (json_array_get_object_element (list, 0), "id");
  second_id = json_object_get_int_member (json_array_get_object_element (list, 1), "id");
  lines = g_strdup_printf ("{\"match\": %" G_GINT64_FORMAT ", \"games\": [{\"ends\": "
                           "[{\"points\": [8, 0]}, {\"points\": [8, 0]}]}, {\"ends\": "
                           "[{\"points\": [8, 0]}, {\"points\": [8, 0]}]}]}\n"
                           "{\"match\": %" G_GINT64_FORMAT ", \"games\": [{\"ends\": "
                           "[{\"points\": [0, 8]}, {\"points\": [0, 7]}], \"first\": 1}]}\n",
                           first_id, second_id);
  g_assert_cmpint (cli_run_json (path, &output, lines, "results", "import", "--event", event,
                                 NULL), ==, 0);

  g_assert_cmpint (sqlite3_open (path, &db), ==, SQLITE_OK);
  g_assert_cmpint (sqlite3_prepare_v2 (db, "SELECT result FROM matches WHERE id IN (?1, ?2)"
                                       " ORDER BY id", -1, &stmt, NULL), ==, SQLITE_OK);
  sqlite3_bind_int64 (stmt, 1, first_id);
  sqlite3_bind_int64 (stmt, 2, second_id);
  g_assert_cmpint (sqlite3_step (stmt), ==, SQLITE_ROW);
  g_assert_cmpstr ((const char *) sqlite3_column_text (stmt, 0), ==, "8,0 8,0;8,0 8,0");
  g_assert_cmpint (sqlite3_step (stmt), ==, SQLITE_ROW);
  g_assert_cmpstr ((const char *) sqlite3_column_text (stmt, 0), ==, "0,8 0,7 F1");
  sqlite3_finalize (stmt);
  sqlite3_close (db);

  written = cli_matches (path, event);
  {
    JsonObject *second = json_array_get_object_element (json_node_get_array (written), 1);
    g_autofree char *result = json_to_string (json_object_get_member (second, "result"), FALSE);

    g_assert_cmpstr (result, ==, "{\"games\":[{\"ends\":[{\"points\":[0,8]},"
                                 "{\"points\":[0,7]}],\"first\":1}]}");
    g_assert_cmpint (json_object_get_int_member (second, "first"), ==, 1);
  }

  /* As a Hammer before schema 24 kept them: JSON. */
  sql = g_strdup_printf ("UPDATE matches SET result = '{\"games\":[{\"ends\":"
                         "[{\"points\":[8,0]},{\"points\":[8,0]}]},{\"ends\":"
                         "[{\"points\":[8,0]},{\"points\":[8,0]}]}]}' WHERE id = %"
                         G_GINT64_FORMAT, first_id);
  exec_sql (path, sql);
  as_json = cli_matches (path, event);
  g_assert_true (json_node_equal (written, as_json));
  /* Without a summary either form is played again as it is read. */
  exec_sql (path, "UPDATE matches SET summary = NULL");
  replayed = cli_matches (path, event);
  g_assert_true (json_node_equal (written, replayed));
  tmp_store_close (&store, &dir, &path);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/result-lines/read", test_read);
  g_test_add_func ("/result-lines/cli", test_cli);
  g_test_add_func ("/result-lines/refusal-names-sides", test_refusal_names_sides);
  g_test_add_func ("/result-lines/stored-short", test_stored_short);
  return g_test_run ();
}
