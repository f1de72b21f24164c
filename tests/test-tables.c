/* test-tables.c — standings, results and the roster as CSV and HTML
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <errno.h>
#include <glib/gstdio.h>
#include <json-glib/json-glib.h>
#include <string.h>

#include "hammer-core.h"
#include "io/hammer-tables.h"
#include "test-common.h"

/* Two rows with everything a CSV writer can get wrong: a quote, the
 * separator, a formula, a negative number and a fraction. */
static const char standings_json[] =
  "[{\"place\": 1, \"entrant\": 7, \"name\": \"Anna \\\"Ace\\\" Bakker\", \"played\": 2,"
  "  \"match_points\": 2.5, \"point_difference\": 12},"
  " {\"place\": 2, \"entrant\": 8, \"name\": \"=HYPERLINK(\\\"x\\\")\", \"played\": 2,"
  "  \"match_points\": 0, \"point_difference\": -3},"
  " {\"place\": 3, \"entrant\": 9, \"name\": \"Bert; Jr., de Wit\", \"played\": 1,"
  "  \"match_points\": 0.333333, \"point_difference\": -9, \"withdrawn\": true}]";

static void
test_standings_csv (void)
{
  g_autoptr(JsonNode) standings = test_parse_json (standings_json);
  g_autofree char *comma = NULL;
  g_autofree char *semicolon = NULL;
  HammerCsvOptions options;

  hammer_csv_options_init (&options);
  comma = hammer_tables_standings_csv (json_node_get_array (standings), &options);
  g_assert_cmpstr (comma, ==,
                   "Place,Name,Played,Match points,Point difference,Withdrawn\r\n"
                   "1,\"Anna \"\"Ace\"\" Bakker\",2,2.50,12,false\r\n"
                   "2,\"'=HYPERLINK(\"\"x\"\")\",2,0.00,-3,false\r\n"
                   "3,\"Bert; Jr., de Wit\",1,0.33,-9,true\r\n");

  /* Dutch and German Excel: semicolons, decimal commas, and a BOM so that
   * the names are not read in Windows-1252. */
  options.bom = TRUE;
  options.separator = ';';
  semicolon = hammer_tables_standings_csv (json_node_get_array (standings), &options);
  g_assert_cmpstr (semicolon, ==,
                   "\xef\xbb\xbf"
                   "Place;Name;Played;Match points;Point difference;Withdrawn\r\n"
                   "1;\"Anna \"\"Ace\"\" Bakker\";2;2,50;12;false\r\n"
                   "2;\"'=HYPERLINK(\"\"x\"\")\";2;0,00;-3;false\r\n"
                   "3;\"Bert; Jr., de Wit\";1;0,33;-9;true\r\n");
}

/* What we write, our own reader reads back field for field. */
static void
test_csv_reads_back (void)
{
  g_autoptr(JsonNode) standings = test_parse_json (standings_json);
  g_autoptr(HammerCsv) csv = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  HammerCsvOptions options = { TRUE, ';' };

  text = hammer_tables_standings_csv (json_node_get_array (standings), &options);
  csv = hammer_csv_parse (text, strlen (text), &error);
  g_assert_no_error (error);
  g_assert_cmpint (hammer_csv_get_separator (csv), ==, ';');
  g_assert_cmpuint (hammer_csv_get_n_rows (csv), ==, 4);
  g_assert_cmpstr (hammer_csv_get_row (csv, 1, NULL)[1], ==, "Anna \"Ace\" Bakker");
  g_assert_cmpstr (hammer_csv_get_row (csv, 3, NULL)[1], ==, "Bert; Jr., de Wit");
}

static void
test_neutralise (void)
{
  static const struct
  {
    const char *text;
    const char *written;
  } cases[] = {
    { "=1+1", "'=1+1" },
    { "@SUM(A1:A9)", "'@SUM(A1:A9)" },
    { "+cmd|' /C calc'!A0", "'+cmd|' /C calc'!A0" },
    { "-2+3+cmd|' /C calc'!A0", "'-2+3+cmd|' /C calc'!A0" },
    { "\tTAB", "'\tTAB" },
    { "\rCR", "'\rCR" },
    { "-", "'-" },
    { "+", "'+" },
    /* A phone number or a number in a text column can run nothing. */
    { "+31 6 1234 5678", "+31 6 1234 5678" },
    { "-3", "-3" },
    { "+49 (0)30 123/456-7", "+49 (0)30 123/456-7" },
    { "Anna", "Anna" },
    { "", "" },
    { "a=b", "a=b" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *written = hammer_csv_neutralise (cases[i].text);
      g_assert_cmpstr (written, ==, cases[i].written);
    }
}

static const char hostile[] = "<script>alert('x')</script> & \"Co\"";

static char *
hostile_page (void)
{
  g_autoptr(JsonObject) event = json_object_new ();
  g_autoptr(JsonObject) settings = json_object_new ();
  g_autoptr(JsonArray) tie_breakers = json_array_new ();
  g_autoptr(JsonNode) standings = NULL;
  g_autoptr(JsonNode) matches = NULL;
  g_autoptr(JsonArray) names = json_array_new ();
  g_autofree char *standings_text = NULL;

  json_object_set_string_member (event, "name", hostile);
  json_object_set_string_member (event, "date", "2026-11-21");
  json_object_set_string_member (event, "venue", "Café <b>\"Het Vierde Vak\"</b>");
  json_array_add_string_element (tie_breakers, "match-points");
  json_array_add_string_element (tie_breakers, "head-to-head");
  json_array_add_string_element (tie_breakers, "point-difference");
  json_object_set_array_member (settings, "tie_breakers", g_steal_pointer (&tie_breakers));
  json_object_set_object_member (event, "settings", g_steal_pointer (&settings));

  standings = test_parse_json (standings_json);
  json_object_set_string_member (json_array_get_object_element (json_node_get_array (standings), 0),
                                 "name", hostile);
  matches = test_parse_json (
    "[{\"id\": 41, \"number\": 1, \"round\": 1, \"round_name\": \"Round 1\","
    "  \"bracket\": \"round-robin\", \"sides\": [7, 8],"
    "  \"names\": [\"A\", \"B\"], \"state\": \"finished\", \"winner\": 0,"
    "  \"games_won\": [2, 1], \"totals\": [40, 30],"
    "  \"game_points\": [[15, 10, 15], [7, 15, 8]]},"
    " {\"id\": 42, \"number\": 2, \"round\": 1, \"round_name\": \"Round 1\","
    "  \"bracket\": \"round-robin\", \"sides\": [9, null],"
    "  \"names\": [\"C\", null], \"state\": \"finished\", \"bye\": true},"
    " {\"id\": 43, \"number\": 3, \"round\": 2, \"round_name\": \"Round 2\","
    "  \"bracket\": \"round-robin\", \"sides\": [7, 9],"
    "  \"names\": [\"A\", \"C\"], \"state\": \"ready\", \"winner\": null}]");
  json_array_add_string_element (names, hostile);
  json_array_add_string_element (names, "B");
  json_object_set_array_member (json_array_get_object_element (json_node_get_array (matches), 0),
                                "names", g_steal_pointer (&names));

  return hammer_tables_event_html (event, json_node_get_array (standings),
                                   json_node_get_array (matches));
}

static void
test_html_escaping (void)
{
  g_autofree char *html = hostile_page ();

  g_assert_null (strstr (html, "<script"));
  g_assert_null (strstr (html, "http://"));
  g_assert_null (strstr (html, "https://"));
  g_assert_null (strstr (html, "<b>"));
  g_assert_nonnull (strstr (html, "&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &amp; "
                                  "&quot;Co&quot;"));
  g_assert_nonnull (strstr (html, "<title>&lt;script&gt;"));
  g_assert_nonnull (strstr (html, "Café &lt;b&gt;&quot;Het Vierde Vak&quot;&lt;/b&gt;"));
}

static void
test_html_page (void)
{
  g_autofree char *html = hostile_page ();

  g_assert_true (g_str_has_prefix (html, "<!DOCTYPE html>\n<html lang=\"en\">"));
  g_assert_true (g_utf8_validate (html, -1, NULL));
  g_assert_nonnull (strstr (html, "<meta charset=\"utf-8\">"));
  g_assert_nonnull (strstr (html, "name=\"viewport\""));
  g_assert_nonnull (strstr (html, "@media print"));
  g_assert_nonnull (strstr (html, "prefers-color-scheme:dark"));
  g_assert_nonnull (strstr (html, "overflow-x:auto"));
  /* Nothing from elsewhere. */
  g_assert_null (strstr (html, "src="));
  g_assert_null (strstr (html, "<link"));
  g_assert_null (strstr (html, "@import"));
  g_assert_null (strstr (html, "url("));
  /* The date, the tie-breaker figures in the event's order (head-to-head
   * has no figure), and the finished results only. */
  g_assert_nonnull (strstr (html, "<time datetime=\"2026-11-21\">November 21, 2026</time>"));
  g_assert_nonnull (strstr (html, "<th scope=\"col\" class=\"num\">Match points</th>"
                                  "<th scope=\"col\" class=\"num\">Point difference</th>"));
  g_assert_nonnull (strstr (html, "<td class=\"num\">2.50</td>"));
  g_assert_nonnull (strstr (html, "<h3>Round 1</h3>"));
  g_assert_null (strstr (html, "<h3>Round 2</h3>"));
  g_assert_nonnull (strstr (html, "15–7, 10–15, 15–8"));
  g_assert_nonnull (strstr (html, "<td class=\"num\">2–1</td>"));
  /* A result names its match by its number in the event, not its id. */
  g_assert_nonnull (strstr (html, "<tr><td class=\"num\">1</td><td class=\"name\">"));
  g_assert_null (strstr (html, "41"));
}

static void
test_results_csv (void)
{
  g_autoptr(JsonNode) matches = test_parse_json (
    "[{\"number\": 1, \"round\": 1, \"bracket\": \"winners\", \"board\": 2,"
    "  \"names\": [\"Anna\", \"Bert\"],"
    "  \"state\": \"finished\", \"winner\": 1, \"games_won\": [0, 2], \"totals\": [9, 32],"
    "  \"game_points\": [[5, 4], [16, 16]]},"
    " {\"number\": 2, \"round\": 1, \"bracket\": \"winners\", \"board\": null,"
    "  \"names\": [\"Carla\", null],"
    "  \"state\": \"finished\", \"winner\": 0, \"bye\": true},"
    " {\"number\": 3, \"round\": 2, \"bracket\": \"winners\", \"board\": 1,"
    "  \"names\": [\"Bert\", \"Dirk\"],"
    "  \"state\": \"finished\", \"winner\": 0, \"walkover\": true}]");
  g_autofree char *csv = NULL;
  HammerCsvOptions options;

  hammer_csv_options_init (&options);
  csv = hammer_tables_results_csv (json_node_get_array (matches), &options);
  g_assert_cmpstr (csv, ==,
                   "Match,Round,Bracket,Board,Side 1,Side 2,Games won 1,Games won 2,Points 1,"
                   "Points 2,Games,Winner\r\n"
                   "1,1,winners,2,Anna,Bert,0,2,9,32,\"5–16, 4–16\",Bert\r\n"
                   "3,2,winners,1,Bert,Dirk,,,,,walkover,Bert\r\n");
}

/* Through hammer-cli, as a director would. */

typedef struct
{
  char *dir;
  char *db;
} Fixture;

static void
fixture_set_up (Fixture       *f,
                gconstpointer  data)
{
  f->db = tmp_db_path ("hammer-test-tables-XXXXXX", &f->dir);
}

static void
fixture_tear_down (Fixture       *f,
                   gconstpointer  data)
{
  tmp_remove_tree (f->dir);
  g_clear_pointer (&f->dir, g_free);
  g_clear_pointer (&f->db, g_free);
}

/* Runs hammer-cli with @input on stdin; returns its stdout, asserting it
 * exited with @expected. */
static char *
cli (const char *database,
     const char *input,
     int         expected,
     ...)
{
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_autoptr(GSubprocessLauncher) launcher = NULL;
  g_autoptr(GSubprocess) process = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *err = NULL;
  char *out = NULL;
  const char *arg;
  va_list args;

  g_ptr_array_add (argv, (gpointer) g_getenv ("HAMMER_CLI"));
  va_start (args, expected);
  while ((arg = va_arg (args, const char *)) != NULL)
    g_ptr_array_add (argv, (gpointer) arg);
  va_end (args);
  g_ptr_array_add (argv, (gpointer) "--database");
  g_ptr_array_add (argv, (gpointer) database);
  g_ptr_array_add (argv, NULL);

  launcher = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDIN_PIPE |
                                        G_SUBPROCESS_FLAGS_STDOUT_PIPE |
                                        G_SUBPROCESS_FLAGS_STDERR_PIPE);
  process = g_subprocess_launcher_spawnv (launcher, (const char * const *) argv->pdata, &error);
  g_assert_no_error (error);
  g_subprocess_communicate_utf8 (process, input, NULL, &out, &err, &error);
  g_assert_no_error (error);
  if (g_subprocess_get_exit_status (process) != expected)
    g_error ("hammer-cli %s exited with %d: %s%s", (const char *) argv->pdata[1],
             g_subprocess_get_exit_status (process), out, err);
  return out;
}

static char *
read_file (const char *path)
{
  g_autoptr(GError) error = NULL;
  char *text = NULL;

  g_file_get_contents (path, &text, NULL, &error);
  g_assert_no_error (error);
  return text;
}

static void
test_cli_export (Fixture       *f,
                 gconstpointer  data)
{
  g_autofree char *csv_path = g_build_filename (f->dir, "standings.csv", NULL);
  g_autofree char *results_path = g_build_filename (f->dir, "results.csv", NULL);
  g_autofree char *html_path = g_build_filename (f->dir, "event.html", NULL);
  g_autofree char *out = NULL;
  g_autofree char *csv = NULL;
  g_autofree char *results = NULL;
  g_autofree char *html = NULL;

  g_free (cli (f->db, NULL, 0, "event", "create", "--name", "Club <Night> & \"Friends\"",
               "--rules", "table", "--format", "round-robin", "--date", "2026-11-21",
               "--venue", "De Hamer", NULL));
  g_free (cli (f->db, NULL, 0, "entrants", "add", "--event", "1", "Anna", "<script>x</script>",
               "=SUM(A1)", "Dirk", NULL));
  g_free (cli (f->db, NULL, 0, "draw", "--event", "1", "--seed", "1", NULL));
  g_free (cli (f->db, "{\"games\": [{\"ends\": [{\"points\": [8, 0]}, {\"points\": [8, 0]}]},"
                      " {\"ends\": [{\"points\": [0, 16]}]}, {\"ends\": [{\"points\": [16, 0]}]}]}",
               0, "result", "--event", "1", "--match", "1", NULL));

  g_free (cli (f->db, NULL, 0, "export", "--event", "1", "--format", "csv", "--semicolon",
               "--bom", "--output", csv_path, NULL));
  csv = read_file (csv_path);
  g_assert_true (g_str_has_prefix (csv, "\xef\xbb\xbfPlace;Name;Played;Won;"));
  g_assert_nonnull (strstr (csv, ";'=SUM(A1);"));
  g_assert_nonnull (strstr (csv, ";<script>x</script>;"));
  g_assert_true (g_str_has_suffix (csv, "\r\n"));

  g_free (cli (f->db, NULL, 0, "export", "--event", "1", "--format", "csv", "--kind", "results",
               "--output", results_path, NULL));
  results = read_file (results_path);
  g_assert_nonnull (strstr (results, ",\"16–0, 0–16, 16–0\","));

  /* Standard output too, without the newline JSON gets. */
  out = cli (f->db, NULL, 0, "export", "--event", "1", "--format", "csv", NULL);
  g_assert_true (g_str_has_suffix (out, "\r\n"));

  g_free (cli (f->db, NULL, 0, "export", "--event", "1", "--format", "html", "--output",
               html_path, NULL));
  html = read_file (html_path);
  g_assert_null (strstr (html, "<script"));
  g_assert_null (strstr (html, "http://"));
  g_assert_null (strstr (html, "https://"));
  g_assert_nonnull (strstr (html, "<h1>Club &lt;Night&gt; &amp; &quot;Friends&quot;</h1>"));
  g_assert_nonnull (strstr (html, "&lt;script&gt;x&lt;/script&gt;"));
  g_assert_nonnull (strstr (html, "16–0, 0–16, 16–0"));

  g_free (cli (f->db, NULL, 2, "export", "--event", "1", "--format", "pdf", NULL));
  g_free (cli (f->db, NULL, 2, "export", "--event", "1", "--format", "csv", "--kind", "x", NULL));
  g_free (cli (f->db, NULL, 2, "export", "--event", "1", "--format", "html", "--bom", NULL));
}

static void
test_players_round_trip (Fixture       *f,
                         gconstpointer  data)
{
  g_autofree char *other = g_build_filename (f->dir, "other.db", NULL);
  g_autofree char *path = g_build_filename (f->dir, "players.csv", NULL);
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  g_autoptr(JsonNode) first = NULL;
  g_autoptr(JsonNode) second = NULL;
  JsonArray *a, *b;

  g_free (cli (f->db, NULL, 0, "players", "add", "--club", "De Rappe \"Schijf\"", "--licence",
               "ANS-1", "--email", "anna@example.nl", "--phone", "+31 6 1234 5678",
               "--average", "118,4", "Anna Bakker", NULL));
  g_free (cli (f->db, NULL, 0, "players", "add", "--club", "SV Grün-Weiß, Köln", "--inactive",
               "Jürgen Müller", NULL));
  g_free (cli (f->db, NULL, 0, "players", "add", "--average", "97", "Bert; de Wit", NULL));

  for (guint variant = 0; variant < 2; variant++)
    {
      g_remove (other);
      g_free (cli (f->db, NULL, 0, "players", "export", "--output", path,
                   variant == 0 ? "--bom" : "--semicolon", NULL));
      g_free (cli (other, NULL, 0, "players", "import", path, NULL));

      before = cli (f->db, NULL, 0, "players", "list", "--json", NULL);
      after = cli (other, NULL, 0, "players", "list", "--json", NULL);
      first = test_parse_json (before);
      second = test_parse_json (after);
      a = json_node_get_array (first);
      b = json_node_get_array (second);
      g_assert_cmpuint (json_array_get_length (a), ==, 3);
      g_assert_cmpuint (json_array_get_length (b), ==, 3);
      for (guint i = 0; i < 3; i++)
        {
          JsonObject *x = json_array_get_object_element (a, i);
          JsonObject *y = json_array_get_object_element (b, i);
          static const char * const members[] = {
            "name", "club", "licence", "email", "phone", "average", "active",
          };

          for (guint m = 0; m < G_N_ELEMENTS (members); m++)
            {
              g_autofree char *u = json_to_string (json_object_get_member (x, members[m]), FALSE);
              g_autofree char *v = json_to_string (json_object_get_member (y, members[m]), FALSE);

              g_assert_cmpstr (u, ==, v);
            }
        }
      g_clear_pointer (&before, g_free);
      g_clear_pointer (&after, g_free);
      g_clear_pointer (&first, json_node_unref);
      g_clear_pointer (&second, json_node_unref);
    }
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/tables/standings-csv", test_standings_csv);
  g_test_add_func ("/tables/csv-reads-back", test_csv_reads_back);
  g_test_add_func ("/tables/neutralise", test_neutralise);
  g_test_add_func ("/tables/results-csv", test_results_csv);
  g_test_add_func ("/tables/html-escaping", test_html_escaping);
  g_test_add_func ("/tables/html-page", test_html_page);
  g_test_add ("/tables/cli-export", Fixture, NULL, fixture_set_up, test_cli_export,
              fixture_tear_down);
  g_test_add ("/tables/players-round-trip", Fixture, NULL, fixture_set_up,
              test_players_round_trip, fixture_tear_down);

  return g_test_run ();
}
