/* test-surfaces.c — one event's standings, read back from every surface
 * without a display: `hammer-cli standings`, CSV, HTML and the standings
 * sheet (through pdftotext) show the same places, names and figures
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "test-common.h"

typedef struct
{
  char   *dir;
  char   *db;
  gint64  ids[N_SURFACE_EVENTS];
} Fixture;

static void
fixture_set_up (Fixture       *f,
                gconstpointer  data)
{
  f->db = tmp_db_path ("hammer-test-surfaces-XXXXXX", &f->dir);
  surface_events_build (f->db, f->ids);
}

static void
fixture_tear_down (Fixture       *f,
                   gconstpointer  data)
{
  tmp_remove_tree (f->dir);
  g_free (f->dir);
  g_free (f->db);
}

/* Members and the headings CSV and HTML give them. */
static const char *const file_figures[] = {
  "played", "Played", "wins", "Won", "losses", "Lost", "match_points", "Match points",
  "games", "Games", "total", "Total", "average", "Average", "best_game", "Best game", NULL,
};

/* The same on paper, where headings are short. */
static const char *const paper_figures[] = {
  "played", "Pl", "wins", "W", "losses", "L", "match_points", "Pts",
  "games", "Games", "total", "Total", "average", "Average", "best_game", "Best game", NULL,
};

static JsonArray *
standings (Fixture      *f,
           SurfaceEvent  which)
{
  g_autoptr(JsonNode) out = NULL;
  g_autofree char *event = g_strdup_printf ("%" G_GINT64_FORMAT, f->ids[which]);

  g_assert_cmpint (cli_run_json (f->db, &out, NULL, "standings", "--event", event, NULL), ==, 0);
  return json_array_ref (json_node_get_array (out));
}

static char *
export (Fixture      *f,
        SurfaceEvent  which,
        const char   *format)
{
  g_autofree char *event = g_strdup_printf ("%" G_GINT64_FORMAT, f->ids[which]);
  g_autofree char *text = NULL;

  g_assert_cmpint (cli_run_text (f->db, &text, NULL, NULL, "export", "--event", event,
                                 "--format", format, NULL), ==, 0);
  return g_steal_pointer (&text);
}

static void
csv_table (const char *text,
           ShownTable *table)
{
  g_auto(GStrv) lines = g_strsplit (text, "\r\n", -1);

  table->rows = g_ptr_array_new_with_free_func ((GDestroyNotify) g_strfreev);
  table->headers = g_strsplit (lines[0], ",", -1);
  /* A figure not there yet is an empty cell. */
  table->none = "";
  for (guint i = 1; lines[i] != NULL && *lines[i] != '\0'; i++)
    g_ptr_array_add (table->rows, g_strsplit (lines[i], ",", -1));
}

/* The standings table of the HTML page: headings, then a line per row. */
static void
html_table (const char *page,
            ShownTable *table)
{
  const char *start = strstr (page, "<h2>Standings</h2>");
  const char *body;
  g_autofree char *section = NULL;
  g_autoptr(GRegex) cell = g_regex_new ("<t([hd])([^>]*)>([^<]*)</t[hd]>|</tr>", 0, 0, NULL);
  g_autoptr(GMatchInfo) match = NULL;
  g_autoptr(GStrvBuilder) headers = g_strv_builder_new ();
  g_autoptr(GStrvBuilder) row = g_strv_builder_new ();
  gboolean in_body = FALSE;

  g_assert_nonnull (start);
  section = g_strndup (start, strstr (start, "</section>") - start);
  body = strstr (section, "<tbody>");
  g_assert_nonnull (body);
  table->rows = g_ptr_array_new_with_free_func ((GDestroyNotify) g_strfreev);
  g_regex_match (cell, section, 0, &match);
  while (g_match_info_matches (match))
    {
      int from;
      g_autofree char *attributes = g_match_info_fetch (match, 2);
      g_autofree char *text = g_match_info_fetch (match, 3);

      g_match_info_fetch_pos (match, 0, &from, NULL);
      in_body = section + from > body;
      if (g_str_has_prefix (section + from, "</tr>"))
        {
          if (in_body)
            {
              g_ptr_array_add (table->rows, g_strv_builder_end (row));
              g_clear_pointer (&row, g_strv_builder_unref);
              row = g_strv_builder_new ();
            }
        }
      else if (in_body)
        g_strv_builder_add (row, text);
      else
        g_strv_builder_add (headers, text);
      g_match_info_next (match, NULL);
    }
  table->headers = g_strv_builder_end (headers);
}

/* The table of the standings sheet as pdftotext lays it out: the line of
 * headings starts with "Place", then a line per entrant of @standings. */
static void
pdf_table (const char *text,
           JsonArray  *standings,
           ShownTable *table)
{
  g_auto(GStrv) lines = g_strsplit (text, "\n", -1);
  guint next = 0;

  table->rows = g_ptr_array_new_with_free_func ((GDestroyNotify) g_strfreev);
  /* A series player's total before a card is in. */
  table->no_card = "no card";
  for (guint i = 0; lines[i] != NULL; i++)
    {
      g_autofree char *stripped = g_strstrip (g_strdup (lines[i]));
      g_autofree char *cells = NULL;
      g_auto(GStrv) words = NULL;
      g_autoptr(GRegex) no_card = g_regex_new ("\\bno\\s+card\\b", 0, 0, NULL);

      /* The one cell of two words in a row. */
      cells = g_regex_replace_literal (no_card, stripped, -1, 0, "no\001card", 0, NULL);
      words = g_regex_split_simple ("\\s+", cells, 0, 0);
      for (guint w = 0; words[w] != NULL; w++)
        g_strdelimit (words[w], "\001", ' ');

      if (words[0] == NULL)
        continue;
      if (table->headers == NULL && g_str_equal (words[0], "Place"))
        {
          g_autofree char *joined = g_strjoinv ("|", words);
          g_autofree char *merged = NULL;
          g_autoptr(GRegex) best = g_regex_new ("Best\\|game", 0, 0, NULL);

          /* The one heading of two words. */
          merged = g_regex_replace_literal (best, joined, -1, 0, "Best game", 0, NULL);
          table->headers = g_strsplit (merged, "|", -1);
          continue;
        }
      if (table->headers == NULL || next >= json_array_get_length (standings) ||
          g_strv_length (words) < 2 ||
          !g_str_equal (words[1], json_object_get_string_member (
                                    json_array_get_object_element (standings, next), "name")))
        continue;
      g_ptr_array_add (table->rows, g_steal_pointer (&words));
      next++;
    }
  g_assert_nonnull (table->headers);
}

static void
check_files (Fixture      *f,
             SurfaceEvent  which)
{
  g_autoptr(JsonArray) lines = standings (f, which);
  g_autofree char *csv = export (f, which, "csv");
  g_autofree char *html = export (f, which, "html");
  g_autofree char *pdf_path = g_build_filename (f->dir, "standings.pdf", NULL);
  g_autofree char *event = g_strdup_printf ("%" G_GINT64_FORMAT, f->ids[which]);
  g_autofree char *pdf = NULL;
  g_auto(ShownTable) csv_shown = { 0 };
  g_auto(ShownTable) html_shown = { 0 };
  g_auto(ShownTable) pdf_shown = { 0 };
  g_autofree char *out = NULL;

  csv_table (csv, &csv_shown);
  shown_table_check (&csv_shown, lines, -1, "Place", "Name", file_figures, 2, "CSV");
  html_table (html, &html_shown);
  shown_table_check (&html_shown, lines, -1, "Place", "Name", file_figures, 2, "HTML");

  g_assert_cmpint (cli_run_text (f->db, &out, NULL, NULL, "export", "--event", event,
                                 "--format", "pdf", "--kind", "standings", "--output", pdf_path,
                                 NULL), ==, 0);
  pdf = pdf_table_text (pdf_path);
  pdf_table (pdf, lines, &pdf_shown);
  shown_table_check (&pdf_shown, lines, -1, "Place", "Name", paper_figures, 3, "paper");
}

static JsonObject *
line_of (JsonArray  *lines,
         const char *name,
         guint      *index)
{
  for (guint i = 0; i < json_array_get_length (lines); i++)
    {
      JsonObject *line = json_array_get_object_element (lines, i);

      if (g_str_equal (json_object_get_string_member (line, "name"), name))
        {
          if (index != NULL)
            *index = i;
          return line;
        }
    }
  g_assert_not_reached ();
}

/* A card half full counts what it has: Ann's 4 games (360) put her second,
 * ahead of an empty card, on every surface. */
static void
test_series (Fixture       *f,
             gconstpointer  data)
{
  g_autoptr(JsonArray) lines = standings (f, SURFACE_SERIES);
  g_autofree char *html = NULL;
  g_autofree char *out = NULL;
  g_autofree char *pdf = NULL;
  g_autofree char *pdf_path = g_build_filename (f->dir, "results.pdf", NULL);
  g_autofree char *event = g_strdup_printf ("%" G_GINT64_FORMAT, f->ids[SURFACE_SERIES]);
  const char *results;
  JsonObject *ann;
  guint index;

  ann = line_of (lines, "Ann", &index);
  g_assert_cmpuint (index, ==, 1);
  g_assert_cmpint (json_object_get_int_member (ann, "total"), ==, 360);
  g_assert_cmpint (json_object_get_int_member (ann, "games"), ==, 4);
  g_assert_cmpint (json_object_get_int_member (ann, "best_game"), ==, 120);
  g_assert_cmpfloat (json_object_get_double_member (ann, "average"), ==, 90);
  g_assert_cmpstr (json_object_get_string_member (ann, "place_label"), ==, "2");
  g_assert_cmpint (json_object_get_int_member (line_of (lines, "Cid", NULL), "place"), ==, 3);
  /* An empty card has no best game and no average yet, rather than zeros:
   * a dash on screens and paper, an empty cell in CSV. */
  g_assert_true (json_object_get_null_member (line_of (lines, "Cid", NULL), "best_game"));
  g_assert_true (json_object_get_null_member (line_of (lines, "Cid", NULL), "average"));
  check_files (f, SURFACE_SERIES);

  /* The results of the page: Bob's full card scored 1000, not its 10
   * games, and a card wins against nobody. */
  html = export (f, SURFACE_SERIES, "html");
  results = strstr (html, "<h2>Results</h2>");
  g_assert_nonnull (results);
  g_assert_nonnull (strstr (results, "<td class=\"num\">1000</td>"));
  g_assert_null (strstr (results, "class=\"winner\""));
  /* Ann's card under way is no result yet, on the page or on paper. */
  g_assert_null (strstr (results, "360"));
  g_assert_cmpint (cli_run_text (f->db, &out, NULL, NULL, "export", "--event", event,
                                 "--format", "pdf", "--kind", "results", "--output", pdf_path,
                                 NULL), ==, 0);
  pdf = pdf_text (pdf_path);
  g_assert_nonnull (strstr (pdf, "Bob"));
  g_assert_null (strstr (pdf, "Ann"));
  g_assert_null (strstr (pdf, "360"));
}

/* A card of one player beats nobody: `matches` gives Bob's finished card
 * no winner, as the contract's "a side index, or null" allows
 * (docs/ARCHITECTURE.md, "Command line"), and so no screen or paper
 * reading it shows him as one. */
static void
test_series_card_no_winner (Fixture       *f,
                            gconstpointer  data)
{
  g_autoptr(JsonNode) out = NULL;
  g_autofree char *event = g_strdup_printf ("%" G_GINT64_FORMAT, f->ids[SURFACE_SERIES]);
  JsonArray *matches;
  guint finished = 0;

  g_assert_cmpint (cli_run_json (f->db, &out, NULL, "matches", "--event", event, NULL), ==, 0);
  matches = json_node_get_array (out);
  for (guint i = 0; i < json_array_get_length (matches); i++)
    {
      JsonObject *match = json_array_get_object_element (matches, i);

      g_assert_cmpuint (json_array_get_length (json_object_get_array_member (match, "sides")),
                        ==, 1);
      g_assert_true (json_object_has_member (match, "winner"));
      g_assert_true (json_object_get_null_member (match, "winner"));
      finished += g_str_equal (json_object_get_string_member (match, "state"), "finished");
    }
  g_assert_cmpuint (finished, ==, 1);
}

/* A knockout places by the round reached: those still in first, then
 * those out, sharing the place of their round; a bye is no match. */
static void
test_double_elimination (Fixture       *f,
                         gconstpointer  data)
{
  g_autoptr(JsonArray) lines = standings (f, SURFACE_DOUBLE_ELIMINATION);
  JsonObject *first_seed = line_of (lines, "T01", NULL);
  JsonObject *second_seed = line_of (lines, "T02", NULL);
  guint out = 0;

  /* The first seed had a bye and lost his one match: one played, lost. */
  g_assert_cmpint (json_object_get_int_member (first_seed, "played"), ==, 1);
  g_assert_cmpint (json_object_get_int_member (first_seed, "wins"), ==, 0);
  g_assert_cmpint (json_object_get_int_member (first_seed, "losses"), ==, 1);
  g_assert_true (json_object_get_boolean_member (first_seed, "still_in"));
  g_assert_cmpint (json_object_get_int_member (second_seed, "played"), ==, 1);
  g_assert_cmpint (json_object_get_int_member (second_seed, "wins"), ==, 1);
  /* No match points in a knockout. */
  g_assert_false (json_object_has_member (first_seed, "match_points"));

  for (guint i = 0; i < json_array_get_length (lines); i++)
    {
      JsonObject *line = json_array_get_object_element (lines, i);
      gboolean still_in = json_object_get_boolean_member (line, "still_in");

      /* Nobody still in comes after somebody out. */
      g_assert_true (still_in || i >= json_array_get_length (lines) - 2);
      if (still_in)
        {
          /* Those still in can all still win: they share first place. */
          g_assert_cmpint (json_object_get_int_member (line, "place"), ==, 1);
          g_assert_cmpstr (json_object_get_string_member (line, "place_label"), ==, "1=");
          continue;
        }
      /* The two out in the second losers' round share 9th. */
      g_assert_cmpint (json_object_get_int_member (line, "place"), ==, 9);
      g_assert_cmpstr (json_object_get_string_member (line, "place_label"), ==, "9=");
      out++;
    }
  g_assert_cmpuint (out, ==, 2);
  check_files (f, SURFACE_DOUBLE_ELIMINATION);
}

/* Three level on everything share first place. */
static void
test_round_robin (Fixture       *f,
                  gconstpointer  data)
{
  g_autoptr(JsonArray) lines = standings (f, SURFACE_ROUND_ROBIN);

  for (guint i = 0; i < json_array_get_length (lines); i++)
    {
      JsonObject *line = json_array_get_object_element (lines, i);

      g_assert_cmpstr (json_object_get_string_member (line, "place_label"), ==, "1=");
      g_assert_cmpint (json_object_get_int_member (line, "played"), ==, 2);
    }
  check_files (f, SURFACE_ROUND_ROBIN);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add ("/surfaces/series", Fixture, NULL, fixture_set_up, test_series, fixture_tear_down);
  g_test_add ("/surfaces/series-card-no-winner", Fixture, NULL, fixture_set_up,
              test_series_card_no_winner, fixture_tear_down);
  g_test_add ("/surfaces/double-elimination", Fixture, NULL, fixture_set_up,
              test_double_elimination, fixture_tear_down);
  g_test_add ("/surfaces/round-robin", Fixture, NULL, fixture_set_up, test_round_robin,
              fixture_tear_down);
  return g_test_run ();
}
