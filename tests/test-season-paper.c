/* test-season-paper.c — club-night season settings, and a season's paper and files
 *
 * Settings at their boundaries and refused with a message, undone; the PDFs
 * read back with pdftotext and pdfinfo as a reader would; CSV and HTML as a
 * spreadsheet and a browser get them; and the same through hammer-cli.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>
#include <stdarg.h>
#include <string.h>
#include <sys/wait.h>

#include "hammer-core.h"
#include "io/hammer-tables.h"
#include "league/hammer-league-files.h"
#include "league/hammer-leagues.h"
#include "league/hammer-season-document.h"
#include "league/hammer-seasons.h"
#include "io/hammer-league-tables.h"
#include "sheets/hammer-season-sheets.h"
#include "test-common.h"

typedef struct
{
  char        *dir;
  char        *path;
  HammerStore *store;
  gint64       season;
  GArray      *members;
} Fixture;

static void
fixture_set_up (Fixture       *f,
                gconstpointer  data)
{
  f->store = tmp_store_open ("hammer-season-paper-XXXXXX", &f->dir, &f->path);
}

static void
fixture_tear_down (Fixture       *f,
                   gconstpointer  data)
{
  g_clear_pointer (&f->members, g_array_unref);
  tmp_store_close (&f->store, &f->dir, &f->path);
}

static gint64
member (Fixture *f,
        guint    index)
{
  return g_array_index (f->members, gint64, index);
}

static void
enter (Fixture    *f,
       const char *date,
       guint       who,
       int         first,
       int         second)
{
  g_autoptr(GError) error = NULL;
  const int games[] = { first, second };
  gint64 night = hammer_seasons_find_night (f->store, f->season, date, &error);

  g_assert_no_error (error);
  g_assert_true (hammer_seasons_enter_games (f->store, f->season, night, member (f, who),
                                             games, NULL, 2, NULL, &error));
  g_assert_no_error (error);
}

static void
add_night (Fixture    *f,
           const char *date)
{
  g_autoptr(GError) error = NULL;

  g_assert_cmpint (hammer_seasons_add_night (f->store, f->season, date, &error), >, 0);
  g_assert_no_error (error);
}

/* Two games a night. Anna averages exactly 120 on the first night, Bert
 * 99.5; on the second night Anna drops to 100s and Bert plays 100 and 98. */
static void
make_season (Fixture *f)
{
  const char *names[] = { "Anna Visser", "Bert Smit", NULL };
  g_autoptr(GError) error = NULL;

  f->season = hammer_seasons_create (f->store, "Schuifclub 2025-2026", "2025-09-01", 2,
                                     &error);
  g_assert_no_error (error);
  f->members = hammer_seasons_add_members (f->store, f->season, names, &error);
  g_assert_no_error (error);
  add_night (f, "2025-09-10");
  enter (f, "2025-09-10", 0, 120, 120);
  enter (f, "2025-09-10", 1, 100, 99);
  add_night (f, "2025-10-08");
  enter (f, "2025-10-08", 0, 100, 100);
  enter (f, "2025-10-08", 1, 100, 98);
}

static JsonObject *
find_by_name (JsonArray  *array,
              const char *name)
{
  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      JsonObject *object = json_array_get_object_element (array, i);

      if (g_strcmp0 (json_object_get_string_member (object, "name"), name) == 0)
        return object;
    }
  g_assert_not_reached ();
  return NULL;
}

/* The class of @name in the averages list, NULL for none. */
static char *
class_of (Fixture    *f,
          const char *name)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) node = hammer_seasons_averages_json (f->store, f->season, 0, &error);
  JsonObject *line;

  g_assert_no_error (error);
  line = find_by_name (json_object_get_array_member (json_node_get_object (node), "members"),
                       name);
  if (json_object_get_null_member (line, "class"))
    return NULL;
  return g_strdup (json_object_get_string_member (line, "class"));
}

static void
test_classes_boundaries (Fixture       *f,
                         gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) settings = NULL;
  g_autoptr(JsonNode) averages = NULL;
  g_autofree char *anna = NULL, *bert = NULL;
  JsonArray *classes;
  JsonObject *line;

  make_season (f);
  g_assert_true (hammer_seasons_set_classes (f->store, f->season,
                                             " Top = 120 , Mid=100, Low=0 ", &error));
  g_assert_no_error (error);
  settings = hammer_seasons_settings_json (f->store, f->season, &error);
  g_assert_no_error (error);
  classes = json_object_get_array_member (json_node_get_object (settings), "classes");
  g_assert_cmpuint (json_array_get_length (classes), ==, 3);
  g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (classes, 0),
                                                  "name"), ==, "Top");
  g_assert_cmpfloat (json_object_get_double_member (json_array_get_object_element (classes, 1),
                                                    "limit"), ==, 100.0);

  /* Without a promotion date nobody gets a class from their games. */
  g_assert_null (anna = class_of (f, "Anna Visser"));

  /* Promoted on 1 October by the first night alone: Anna's 120 is exactly
   * on the limit of Top, and the second night, with 100s, does not count
   * until the next promotion date. */
  g_assert_true (hammer_seasons_add_promotion_date (f->store, f->season, "2025-10-01",
                                                    &error));
  g_assert_no_error (error);
  anna = class_of (f, "Anna Visser");
  bert = class_of (f, "Bert Smit");
  g_assert_cmpstr (anna, ==, "Top");
  g_assert_cmpstr (bert, ==, "Low");
  g_clear_pointer (&anna, g_free);
  g_clear_pointer (&bert, g_free);

  /* A promotion date on the day of a night counts the nights before it. */
  g_assert_true (hammer_seasons_add_promotion_date (f->store, f->season, "2025-10-08",
                                                    &error));
  g_assert_no_error (error);
  anna = class_of (f, "Anna Visser");
  g_assert_cmpstr (anna, ==, "Top");
  g_clear_pointer (&anna, g_free);

  /* A night after the next date: now the second night counts, and Anna's
   * 110 is Mid. */
  add_night (f, "2025-10-15");
  g_assert_true (hammer_seasons_add_promotion_date (f->store, f->season, "2025-10-15",
                                                    &error));
  g_assert_no_error (error);
  anna = class_of (f, "Anna Visser");
  g_assert_cmpstr (anna, ==, "Mid");

  /* The averages over the season and over the last N games. */
  averages = hammer_seasons_averages_json (f->store, f->season, 2, &error);
  g_assert_no_error (error);
  g_assert_cmpint (json_object_get_int_member (json_node_get_object (averages), "last_games"),
                   ==, 2);
  line = find_by_name (json_object_get_array_member (json_node_get_object (averages),
                                                     "members"), "Anna Visser");
  g_assert_cmpfloat_with_epsilon (json_object_get_double_member (line, "average"), 110.0, 1e-9);
  g_assert_cmpfloat_with_epsilon (json_object_get_double_member (line, "last_average"), 100.0,
                                  1e-9);
  g_clear_pointer (&averages, json_node_unref);

  /* The season's own N is what the list uses by default. */
  g_assert_true (hammer_seasons_set_last_games (f->store, f->season, 3, &error));
  g_assert_no_error (error);
  averages = hammer_seasons_averages_json (f->store, f->season, 0, &error);
  g_assert_no_error (error);
  line = find_by_name (json_object_get_array_member (json_node_get_object (averages),
                                                     "members"), "Anna Visser");
  g_assert_cmpfloat_with_epsilon (json_object_get_double_member (line, "last_average"),
                                  320.0 / 3, 1e-9);
}

static gint64
night_points (Fixture    *f,
              const char *date,
              const char *name)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) node = NULL;
  gint64 night = hammer_seasons_find_night (f->store, f->season, date, &error);

  g_assert_no_error (error);
  node = hammer_seasons_night_json (f->store, f->season, night, &error);
  g_assert_no_error (error);
  return json_object_get_int_member (find_by_name (json_object_get_array_member (
                                       json_node_get_object (node), "ranking"), name),
                                     "points");
}

static void
test_points_custom (Fixture       *f,
                    gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) standings = NULL;
  JsonObject *first;

  make_season (f);

  /* Defaults: Bert's average before the second night is 99.5; 100 is at
   * or above it (2 points), 98 is not, and 198 does not beat 2 × 99.5. */
  g_assert_cmpint (night_points (f, "2025-10-08", "Bert Smit"), ==, 2);
  g_assert_cmpint (night_points (f, "2025-10-08", "Anna Visser"), ==, 0);

  /* 3 a game, and a bonus of 7 counted over the first game only: 100
   * beats 1 × 99.5. */
  g_assert_true (hammer_seasons_set_points (f->store, f->season, 3, 7, 1, &error));
  g_assert_no_error (error);
  g_assert_cmpint (night_points (f, "2025-10-08", "Bert Smit"), ==, 10);

  /* −1 keeps what is set: only the bonus changes. */
  g_assert_true (hammer_seasons_set_points (f->store, f->season, -1, 4, -1, &error));
  g_assert_no_error (error);
  g_assert_cmpint (night_points (f, "2025-10-08", "Bert Smit"), ==, 7);

  /* Back to every game of the night: no bonus. */
  g_assert_true (hammer_seasons_set_points (f->store, f->season, -1, -1, 2, &error));
  g_assert_no_error (error);
  g_assert_cmpint (night_points (f, "2025-10-08", "Bert Smit"), ==, 3);

  standings = hammer_seasons_standings_json (f->store, f->season, HAMMER_SEASON_BY_POINTS,
                                             &error);
  g_assert_no_error (error);
  first = json_array_get_object_element (json_object_get_array_member (
                                           json_node_get_object (standings), "standings"), 0);
  g_assert_cmpstr (json_object_get_string_member (first, "name"), ==, "Bert Smit");
  g_assert_cmpint (json_object_get_int_member (first, "points"), ==, 3);
}

static void
assert_refused (GError     **error,
                int          code,
                const char  *part)
{
  g_assert_error (*error, HAMMER_ERROR, code);
  if (strstr ((*error)->message, part) == NULL)
    g_error ("“%s” does not say “%s”", (*error)->message, part);
  g_clear_error (error);
}

static void
test_refused (Fixture       *f,
              gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) before = NULL;
  g_autoptr(JsonNode) after = NULL;
  g_autofree char *before_text = NULL, *after_text = NULL;
  gint64 last_change;

  make_season (f);
  g_assert_true (hammer_seasons_add_promotion_date (f->store, f->season, "2026-01-01",
                                                    &error));
  g_assert_no_error (error);
  before = hammer_seasons_settings_json (f->store, f->season, &error);
  g_assert_no_error (error);
  last_change = hammer_store_get_last_change (f->store);

  g_assert_false (hammer_seasons_set_classes (f->store, f->season, "A=100,B=110,C=0",
                                              &error));
  assert_refused (&error, HAMMER_ERROR_INVALID, "class B (110) is not below class A (100)");
  g_assert_false (hammer_seasons_set_classes (f->store, f->season, "A=130,B=130,C=0",
                                              &error));
  assert_refused (&error, HAMMER_ERROR_INVALID, "must go down");
  g_assert_false (hammer_seasons_set_classes (f->store, f->season, "A=130,B=115",
                                              &error));
  assert_refused (&error, HAMMER_ERROR_INVALID, "The last class, B, must start at 0");
  g_assert_false (hammer_seasons_set_classes (f->store, f->season, "A=130,B,C=0", &error));
  assert_refused (&error, HAMMER_ERROR_INVALID, "Class 2: “B”");
  g_assert_false (hammer_seasons_set_classes (f->store, f->season, "A=lots,B=0", &error));
  assert_refused (&error, HAMMER_ERROR_INVALID, "The limit of class A, “lots”, is not a number");
  g_assert_false (hammer_seasons_set_classes (f->store, f->season, "A=200,B=0", &error));
  assert_refused (&error, HAMMER_ERROR_INVALID, "between 0 and 148");
  g_assert_false (hammer_seasons_set_classes (f->store, f->season, "A=130,a=0", &error));
  assert_refused (&error, HAMMER_ERROR_DUPLICATE, "named twice");
  g_assert_false (hammer_seasons_set_classes (f->store, f->season, "", &error));
  assert_refused (&error, HAMMER_ERROR_INVALID, "Name at least one class");
  g_assert_false (hammer_seasons_set_classes (f->store, f->season, "=100,B=0", &error));
  assert_refused (&error, HAMMER_ERROR_INVALID, "no name");

  g_assert_false (hammer_seasons_set_points (f->store, f->season, 101, -1, -1, &error));
  assert_refused (&error, HAMMER_ERROR_INVALID, "not 101");
  g_assert_false (hammer_seasons_set_points (f->store, f->season, -1, -1, 3, &error));
  assert_refused (&error, HAMMER_ERROR_INVALID, "The bonus counts 1 to 2 games");
  g_assert_false (hammer_seasons_set_last_games (f->store, f->season, 0, &error));
  assert_refused (&error, HAMMER_ERROR_INVALID, "not 0");

  g_assert_false (hammer_seasons_add_promotion_date (f->store, f->season, "2026-09-01",
                                                     &error));
  assert_refused (&error, HAMMER_ERROR_INVALID, "runs from 2025-09-01 to 2026-08-31");
  g_assert_false (hammer_seasons_add_promotion_date (f->store, f->season, "2026-02-29",
                                                     &error));
  assert_refused (&error, HAMMER_ERROR_INVALID, "is not a date");
  g_assert_false (hammer_seasons_add_promotion_date (f->store, f->season, "2026-01-01",
                                                     &error));
  assert_refused (&error, HAMMER_ERROR_DUPLICATE, "already");
  g_assert_false (hammer_seasons_remove_promotion_date (f->store, f->season, "2026-01-02",
                                                        &error));
  assert_refused (&error, HAMMER_ERROR_NOT_FOUND, "no promotion date on 2026-01-02");
  g_assert_false (hammer_seasons_set_classes (f->store, 99, "A=0", &error));
  assert_refused (&error, HAMMER_ERROR_NOT_FOUND, "99");

  /* Nothing of it was written. */
  g_assert_cmpint (hammer_store_get_last_change (f->store), ==, last_change);
  after = hammer_seasons_settings_json (f->store, f->season, &error);
  g_assert_no_error (error);
  before_text = json_to_string (before, FALSE);
  after_text = json_to_string (after, FALSE);
  g_assert_cmpstr (before_text, ==, after_text);
}

static char *
settings_text (Fixture *f)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) node = hammer_seasons_settings_json (f->store, f->season, &error);

  g_assert_no_error (error);
  return json_to_string (node, FALSE);
}

static void
undo_last (Fixture *f)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (hammer_store_undo (f->store, hammer_store_get_last_change (f->store), &error));
  g_assert_no_error (error);
}

static void
test_undo (Fixture       *f,
           gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *start = NULL, *dated = NULL, *now = NULL;

  make_season (f);
  start = settings_text (f);
  g_assert_nonnull (strstr (start, "\"name\":\"E\""));

  g_assert_true (hammer_seasons_set_classes (f->store, f->season, "Gold=125,Silver=0",
                                             &error));
  g_assert_no_error (error);
  now = settings_text (f);
  g_assert_nonnull (strstr (now, "Gold"));
  g_clear_pointer (&now, g_free);
  undo_last (f);
  now = settings_text (f);
  g_assert_cmpstr (now, ==, start);
  g_clear_pointer (&now, g_free);

  g_assert_true (hammer_seasons_set_points (f->store, f->season, 1, 9, 1, &error));
  g_assert_no_error (error);
  g_assert_cmpint (night_points (f, "2025-10-08", "Bert Smit"), ==, 10);
  undo_last (f);
  g_assert_cmpint (night_points (f, "2025-10-08", "Bert Smit"), ==, 2);

  g_assert_true (hammer_seasons_set_last_games (f->store, f->season, 7, &error));
  g_assert_no_error (error);
  undo_last (f);
  now = settings_text (f);
  g_assert_cmpstr (now, ==, start);
  g_clear_pointer (&now, g_free);

  g_assert_true (hammer_seasons_add_promotion_date (f->store, f->season, "2025-12-01",
                                                    &error));
  g_assert_no_error (error);
  dated = settings_text (f);
  g_assert_nonnull (strstr (dated, "2025-12-01"));
  g_assert_true (hammer_seasons_remove_promotion_date (f->store, f->season, "2025-12-01",
                                                       &error));
  g_assert_no_error (error);
  now = settings_text (f);
  g_assert_cmpstr (now, ==, start);
  g_clear_pointer (&now, g_free);
  /* Undoing the removal brings the date back; undoing the adding, not. */
  undo_last (f);
  now = settings_text (f);
  g_assert_cmpstr (now, ==, dated);
  g_clear_pointer (&now, g_free);
  undo_last (f);
  now = settings_text (f);
  g_assert_cmpstr (now, ==, start);
}

/* PDFs as a reader finds them */

static void
assert_has (const char *text,
            const char *part)
{
  if (strstr (text, part) == NULL)
    g_error ("“%s” is not in:\n%s", part, text);
}

/* A bigger season for paper: ten games a night, five members. */
static void
make_paper_season (Fixture *f)
{
  const char *names[] = { "Kees Bakker", "Truus Smit", "Jan de Vries", "Bep & Co Mulder",
                          "Piet Jansen", NULL };
  const char *dates[] = { "2026-09-11", "2026-10-09", "2026-11-13" };
  g_autoptr(GError) error = NULL;

  f->season = hammer_seasons_create (f->store, "De Schuif 2026-2027", "2026-09-01", 10,
                                     &error);
  g_assert_no_error (error);
  f->members = hammer_seasons_add_members (f->store, f->season, names, &error);
  g_assert_no_error (error);
  g_assert_true (hammer_seasons_set_classes (f->store, f->season, "A=120,B=100,C=0",
                                             &error));
  g_assert_no_error (error);
  g_assert_true (hammer_seasons_add_promotion_date (f->store, f->season, "2026-11-01",
                                                    &error));
  g_assert_no_error (error);
  for (guint n = 0; n < G_N_ELEMENTS (dates); n++)
    {
      gint64 night = hammer_seasons_add_night (f->store, f->season, dates[n], &error);

      g_assert_no_error (error);
      for (guint m = 0; m < 5; m++)
        {
          int games[10];

          /* Piet stays away from the second night. */
          if (m == 4 && n == 1)
            continue;
          /* Kees 125 a game, Truus 105, Jan 95, Bep 110, Piet 130; the
           * first game of each night one higher per night. */
          for (guint g = 0; g < 10; g++)
            games[g] = (int[]) { 125, 105, 95, 110, 130 }[m] + (g == 0 ? (int) n : 0);
          g_assert_true (hammer_seasons_enter_games (f->store, f->season, night,
                                                     member (f, m), games, NULL, 10, NULL,
                                                     &error));
          g_assert_no_error (error);
        }
    }
}

static char *
render (Fixture                  *f,
        HammerSeasonSheetOptions *options,
        const char               *name)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) document = hammer_seasons_export_json (f->store, f->season, &error);
  char *path = g_build_filename (f->dir, name, NULL);

  g_assert_no_error (error);
  g_assert_true (hammer_season_sheets_render_to_file (document, options, path, &error));
  g_assert_no_error (error);
  return path;
}

static void
test_pdfs (Fixture       *f,
           gconstpointer  data)
{
  HammerSeasonSheetOptions options;
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) document = NULL;
  g_autoptr(GOutputStream) sink = NULL;
  g_autofree char *path = NULL, *text = NULL, *size = NULL;

  make_paper_season (f);

  /* The night: everyone who played, their games, totals and averages. */
  hammer_season_sheet_options_init (&options);
  options.kind = HAMMER_SEASON_SHEET_NIGHT;
  options.night = "2026-10-09";
  path = render (f, &options, "night.pdf");
  text = pdf_text (path);
  assert_has (text, "Club night of October 9, 2026");
  assert_has (text, "Kees Bakker");
  assert_has (text, "Bep & Co Mulder");
  g_assert_null (strstr (text, "Piet Jansen"));
  assert_has (text, "1251");     /* Kees: 126 + 9 × 125 */
  assert_has (text, "125.10");   /* and his average that night */
  assert_has (text, "125.00");   /* and before it */
  g_clear_pointer (&path, g_free);
  g_clear_pointer (&text, g_free);

  /* Without a date: the last night. */
  options.night = NULL;
  path = render (f, &options, "last-night.pdf");
  text = pdf_text (path);
  assert_has (text, "Club night of November 13, 2026");
  assert_has (text, "Piet Jansen");
  g_clear_pointer (&path, g_free);
  g_clear_pointer (&text, g_free);

  /* The averages by class, on the last night's date: the promotion date
   * of 1 November counts the first two nights. */
  options.kind = HAMMER_SEASON_SHEET_AVERAGES;
  path = render (f, &options, "averages.pdf");
  text = pdf_text (path);
  assert_has (text, "Class A — average 120 and up");
  assert_has (text, "Class B — average 100 to below 120");
  assert_has (text, "Class C — average below 100");
  assert_has (text, "Classes change on: 2026-11-01");
  assert_has (text, "Last 10");
  g_assert_true (strstr (text, "Piet Jansen") < strstr (text, "Truus Smit"));
  g_assert_true (strstr (text, "Truus Smit") < strstr (text, "Jan de Vries"));
  assert_has (text, "130.10");   /* Piet over the season: 2602 / 20 */
  g_clear_pointer (&path, g_free);
  g_clear_pointer (&text, g_free);

  /* The standings by each ranking. */
  options.kind = HAMMER_SEASON_SHEET_STANDINGS;
  options.ranking = HAMMER_SEASON_BY_TOTAL;
  path = render (f, &options, "total.pdf");
  text = pdf_text (path);
  assert_has (text, "Standings by total");
  assert_has (text, "3753");     /* Kees: 3 × 1250 + 0 + 1 + 2 */
  g_assert_true (strstr (text, "Kees Bakker") < strstr (text, "Bep & Co Mulder"));
  g_clear_pointer (&path, g_free);
  g_clear_pointer (&text, g_free);
  options.ranking = HAMMER_SEASON_BY_BEST4;
  path = render (f, &options, "best4.pdf");
  text = pdf_text (path);
  assert_has (text, "Best 4 series");
  assert_has (text, "Sum of series");
  g_clear_pointer (&path, g_free);
  g_clear_pointer (&text, g_free);

  /* The report: every standing, the averages and the night totals. */
  options.kind = HAMMER_SEASON_SHEET_REPORT;
  path = render (f, &options, "report.pdf");
  text = pdf_text (path);
  assert_has (text, "Season report");
  assert_has (text, "3 club nights, 5 members, 10 games a night");
  assert_has (text, "Classes from their lower limit: A 120, B 100, C 0.");
  assert_has (text, "Standings by total");
  assert_has (text, "Standings by average");
  assert_has (text, "Points competition");
  assert_has (text, "level points by the best game, then the next best");
  assert_has (text, "Best 4 series");
  assert_has (text, "Averages");
  assert_has (text, "Night totals");
  assert_has (text, "11-09");
  /* Every member in each of the six tables. */
  g_assert_cmpuint (count_in (text, "Truus Smit"), ==, 6);
  g_clear_pointer (&path, g_free);
  g_clear_pointer (&text, g_free);

  /* The blank form: a card per member, two on a page, with the compartments. */
  options.kind = HAMMER_SEASON_SHEET_FORM;
  options.night = "2026-12-11";
  path = render (f, &options, "form.pdf");
  text = pdf_text (path);
  g_assert_cmpuint (count_in (text, "Club night score form"), ==, 5);
  g_assert_cmpuint (count_in (text, "Club night of December 11, 2026"), ==, 5);
  assert_has (text, "Disks in compartment");
  assert_has (text, "Running total");
  assert_has (text, "Average 125.10 · Class A");
  g_assert_cmpuint (pdf_pages (path), ==, 3);
  g_clear_pointer (&path, g_free);
  g_clear_pointer (&text, g_free);

  /* Letter, landscape: the paper asked for. */
  options.paper = HAMMER_PAPER_LETTER;
  options.landscape = TRUE;
  path = render (f, &options, "form-letter.pdf");
  size = pdf_page_size (path);
  assert_has (size, "792 x 612");
  g_clear_pointer (&path, g_free);

  /* A night that is not there, and a document that is not a season. */
  document = hammer_seasons_export_json (f->store, f->season, &error);
  g_assert_no_error (error);
  sink = g_memory_output_stream_new_resizable ();
  options.kind = HAMMER_SEASON_SHEET_NIGHT;
  options.night = "2026-12-11";
  g_assert_false (hammer_season_sheets_render_to_stream (document, &options, sink, NULL,
                                                         &error));
  assert_refused (&error, HAMMER_ERROR_NOT_FOUND, "no club night on 2026-12-11");
  options.kind = HAMMER_SEASON_SHEET_FORM;
  options.night = "11-12-2026";
  g_assert_false (hammer_season_sheets_render_to_stream (document, &options, sink, NULL,
                                                         &error));
  assert_refused (&error, HAMMER_ERROR_INVALID, "“11-12-2026” is not a date");
  json_object_remove_member (json_node_get_object (document), "format");
  g_assert_false (hammer_season_sheets_render_to_stream (document, &options, sink, NULL,
                                                         &error));
  assert_refused (&error, HAMMER_ERROR_INVALID, "not a season document");

  /* Next week's night, added with nothing entered yet, is not the last
   * night to print. */
  hammer_seasons_add_night (f->store, f->season, "2026-11-20", &error);
  g_assert_no_error (error);
  hammer_season_sheet_options_init (&options);
  options.kind = HAMMER_SEASON_SHEET_NIGHT;
  path = render (f, &options, "last-night-entered.pdf");
  text = pdf_text (path);
  assert_has (text, "Club night of November 13, 2026");
  g_assert_null (strstr (text, "November 20"));
  g_clear_pointer (&path, g_free);
  g_clear_pointer (&text, g_free);
}

static void
test_long_list (Fixture       *f,
                gconstpointer  data)
{
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GError) error = NULL;
  HammerSeasonSheetOptions options;
  g_autofree char *path = NULL, *text = NULL;
  gint64 night;

  for (guint i = 0; i < 70; i++)
    g_ptr_array_add (names, g_strdup_printf ("Lid %02u", i + 1));
  g_ptr_array_add (names, NULL);
  f->season = hammer_seasons_create (f->store, "Groot", "2026-09-01", 10, &error);
  g_assert_no_error (error);
  f->members = hammer_seasons_add_members (f->store, f->season,
                                           (const char *const *) names->pdata, &error);
  g_assert_no_error (error);
  night = hammer_seasons_add_night (f->store, f->season, "2026-09-04", &error);
  g_assert_no_error (error);
  for (guint m = 0; m < 70; m++)
    {
      int games[10];

      for (guint g = 0; g < 10; g++)
        games[g] = 60 + (int) m;
      g_assert_true (hammer_seasons_enter_games (f->store, f->season, night, member (f, m),
                                                 games, NULL, 10, NULL, &error));
      g_assert_no_error (error);
    }

  /* Seventy lines run onto a second page, under a repeated header. */
  hammer_season_sheet_options_init (&options);
  options.kind = HAMMER_SEASON_SHEET_STANDINGS;
  path = render (f, &options, "long.pdf");
  text = pdf_text (path);
  g_assert_cmpuint (pdf_pages (path), ==, 2);
  assert_has (text, "Standings by total (continued)");
  assert_has (text, "Lid 01");
  assert_has (text, "Lid 70");
  assert_has (text, "Page 2 of 2");
  g_clear_pointer (&path, g_free);
  g_clear_pointer (&text, g_free);

  /* A class that runs over keeps its heading. */
  options.kind = HAMMER_SEASON_SHEET_AVERAGES;
  path = render (f, &options, "long-averages.pdf");
  text = pdf_text (path);
  g_assert_cmpuint (pdf_pages (path), ==, 2);
  assert_has (text, "Averages (continued)");
  assert_has (text, "No class yet (continued)");
}

static void
test_csv_html (Fixture       *f,
               gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) document = NULL;
  HammerCsvOptions options;
  g_autofree char *csv = NULL, *html = NULL;

  make_paper_season (f);
  document = hammer_seasons_export_json (f->store, f->season, &error);
  g_assert_no_error (error);

  hammer_csv_options_init (&options);
  csv = hammer_tables_season_csv (document, "standings", "average", &options, &error);
  g_assert_no_error (error);
  g_assert_true (g_str_has_prefix (csv, "Place,Name,Total,Games,Average\r\n"
                                        "1,Piet Jansen,2602,20,130.10\r\n"));
  g_assert_true (g_str_has_suffix (csv, "\r\n"));
  g_clear_pointer (&csv, g_free);

  options.bom = TRUE;
  options.separator = ';';
  csv = hammer_tables_season_csv (document, "averages", NULL, &options, &error);
  g_assert_no_error (error);
  g_assert_true (g_str_has_prefix (csv, "\xef\xbb\xbf" "Class;Name;Games;Total;"
                                        "Season average;Last 10\r\n"));
  assert_has (csv, "\r\nA;Kees Bakker;30;3753;125,10;125,20\r\n");
  g_clear_pointer (&csv, g_free);

  hammer_csv_options_init (&options);
  csv = hammer_tables_season_csv (document, "night", "2026-09-11", &options, &error);
  g_assert_no_error (error);
  assert_has (csv, "Date,Place,Name,Game 1,");
  assert_has (csv, "2026-09-11,1,Piet Jansen,130,130,");
  g_clear_pointer (&csv, g_free);
  g_assert_null (hammer_tables_season_csv (document, "standings", "wins", &options, &error));
  assert_refused (&error, HAMMER_ERROR_INVALID, "“wins” is not a ranking");
  g_assert_null (hammer_tables_season_csv (document, "night", "2026-09-12", &options, &error));
  assert_refused (&error, HAMMER_ERROR_NOT_FOUND, "2026-09-12");

  html = hammer_tables_season_html (document, "standings", "points", &error);
  g_assert_no_error (error);
  g_assert_true (g_str_has_prefix (html, "<!DOCTYPE html>"));
  assert_has (html, "<title>De Schuif 2026-2027</title>");
  assert_has (html, "<h2>Points competition</h2>");
  assert_has (html, "<h2>Averages</h2>");
  assert_has (html, "<h3>Class A</h3>");
  assert_has (html, "Bep &amp; Co Mulder");
  g_assert_null (strstr (html, "Bep & Co"));
  /* Self-contained: nothing fetched, nothing run. */
  g_assert_null (strstr (html, "<script"));
  g_assert_null (strstr (html, "http"));
  g_assert_null (strstr (html, "<h2>Standings by total</h2>"));
  g_clear_pointer (&html, g_free);

  html = hammer_tables_season_html (document, "report", NULL, &error);
  g_assert_no_error (error);
  assert_has (html, "<h2>Standings by total</h2>");
  assert_has (html, "<h2>Best 4 series</h2>");
}

static void
test_export_document (Fixture       *f,
                      gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) document = NULL;
  JsonObject *root, *night, *line;
  const int counts[10][4] = { { 1, 2, 3, 4 } };
  gint64 night_id;

  make_paper_season (f);
  /* Truus's games of the last night as compartment counts. */
  night_id = hammer_seasons_find_night (f->store, f->season, "2026-11-13", &error);
  g_assert_no_error (error);
  g_assert_true (hammer_seasons_enter_games (f->store, f->season, night_id, member (f, 1),
                                             NULL, counts, 10, NULL, &error));
  g_assert_no_error (error);

  document = hammer_seasons_export_json (f->store, f->season, &error);
  g_assert_no_error (error);
  root = json_node_get_object (document);
  g_assert_cmpstr (json_object_get_string_member (root, "format"), ==, "hammer-season");
  g_assert_cmpstr (json_object_get_string_member (root, "end"), ==, "2027-08-31");
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (root, "classes")), ==,
                    3);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (root, "members")), ==,
                    5);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (root, "nights")), ==,
                    3);
  g_assert_true (json_object_has_member (json_object_get_object_member (root, "standings"),
                                         "best4"));
  night = json_array_get_object_element (json_object_get_array_member (root, "nights"), 2);
  line = find_by_name (json_object_get_array_member (night, "ranking"), "Truus Smit");
  /* The counts as entered, and the game's total as the rules score them. */
  g_assert_cmpint (json_array_get_length (json_object_get_array_member (line, "counts")), ==,
                   10);
  g_assert_cmpint (json_array_get_int_element (json_array_get_array_element (
                     json_object_get_array_member (line, "counts"), 0), 3), ==, 4);
  g_assert_cmpint (json_array_get_int_element (json_object_get_array_member (line, "games"), 0),
                   ==, hammer_sjoelbak_points (counts[0]));
}

/* The command line */

/* hammer-cli on the fixture's database; its exit status. */
#define RUN_CLI(f, output, ...) cli_run_text ((f)->path, (output), NULL, NULL, __VA_ARGS__)

static JsonObject *
parse (JsonNode   **node,
       const char  *text)
{
  g_autoptr(GError) error = NULL;

  g_clear_pointer (node, json_node_unref);
  *node = json_from_string (text, &error);
  g_assert_no_error (error);
  g_assert_nonnull (*node);
  return json_node_get_object (*node);
}

static void
test_cli (Fixture       *f,
          gconstpointer  data)
{
  g_autoptr(JsonNode) node = NULL;
  g_autofree char *out = NULL;
  g_autofree char *pdf = g_build_filename (f->dir, "standings.pdf", NULL);
  g_autofree char *html = g_build_filename (f->dir, "season.html", NULL);
  g_autofree char *text = NULL;
  JsonObject *object;

  make_paper_season (f);
  /* The CLI opens the file itself. */
  g_clear_object (&f->store);

  g_assert_cmpint (RUN_CLI (f, &out, "season", "classes", "1", "--set",
                            "Hoofdklasse=124,Eerste=100,Tweede=0", NULL), ==, 0);
  object = parse (&node, out);
  g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (
                     json_object_get_array_member (object, "classes"), 0), "name"), ==,
                   "Hoofdklasse");
  g_clear_pointer (&out, g_free);

  g_assert_cmpint (RUN_CLI (f, &out, "season", "classes", "1", "--set", "A=100,B=110,C=0",
                            NULL), ==, 2);
  object = parse (&node, out);
  g_assert_nonnull (strstr (json_object_get_string_member (json_object_get_object_member (
                                                             object, "error"), "message"),
                            "is not below class A"));
  g_clear_pointer (&out, g_free);

  g_assert_cmpint (RUN_CLI (f, &out, "season", "points", "--season", "1", "--per-game", "3",
                            "--bonus", "6", NULL), ==, 0);
  object = parse (&node, out);
  g_assert_cmpint (json_object_get_int_member (json_object_get_object_member (object, "points"),
                                               "per_game"), ==, 3);
  g_assert_cmpint (json_object_get_int_member (json_object_get_object_member (object, "points"),
                                               "bonus_games"), ==, 10);
  g_clear_pointer (&out, g_free);

  g_assert_cmpint (RUN_CLI (f, &out, "season", "promotion", "1", "--add", "2027-01-01",
                            "--add", "2027-02-01", NULL), ==, 0);
  g_clear_pointer (&out, g_free);
  g_assert_cmpint (RUN_CLI (f, &out, "season", "promotion", "1", "--remove", "2027-02-01",
                            NULL), ==, 0);
  object = parse (&node, out);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (object,
                                                                         "promotion_dates")),
                    ==, 2);
  g_clear_pointer (&out, g_free);
  g_assert_cmpint (RUN_CLI (f, &out, "season", "promotion", "1", "--add", "2025-01-01", NULL),
                   ==, 2);
  g_clear_pointer (&out, g_free);

  g_assert_cmpint (RUN_CLI (f, &out, "season", "averages", "1", "--last", "20", NULL), ==, 0);
  object = parse (&node, out);
  g_assert_cmpint (json_object_get_int_member (object, "last_games"), ==, 20);
  object = find_by_name (json_object_get_array_member (object, "members"), "Kees Bakker");
  g_assert_cmpfloat_with_epsilon (json_object_get_double_member (object, "last_average"),
                                  (1251 + 1252) / 20.0, 1e-9);
  g_clear_pointer (&out, g_free);
  g_assert_cmpint (RUN_CLI (f, &out, "season", "averages", "1", "--set-last", "5", NULL), ==, 0);
  object = parse (&node, out);
  g_assert_cmpint (json_object_get_int_member (object, "last_games"), ==, 5);
  g_clear_pointer (&out, g_free);

  g_assert_cmpint (RUN_CLI (f, &out, "season", "export", "1", NULL), ==, 0);
  object = parse (&node, out);
  g_assert_cmpstr (json_object_get_string_member (object, "format"), ==, "hammer-season");
  g_assert_cmpint (json_object_get_int_member (object, "last_games"), ==, 5);
  g_clear_pointer (&out, g_free);

  g_assert_cmpint (RUN_CLI (f, &out, "season", "export", "1", "--format", "pdf", "--kind",
                            "standings", "--by", "points", "--output", pdf, NULL), ==, 0);
  text = pdf_text (pdf);
  assert_has (text, "Points competition");
  assert_has (text, "Points: 3 for each game");
  g_clear_pointer (&text, g_free);
  g_clear_pointer (&out, g_free);

  g_assert_cmpint (RUN_CLI (f, &out, "season", "export", "1", "--format", "csv", "--kind",
                            "averages", "--semicolon", NULL), ==, 0);
  g_assert_true (g_str_has_prefix (out, "Class;Name;Games;Total;Season average;Last 5\r\n"));
  assert_has (out, "Hoofdklasse;Piet Jansen;");
  g_clear_pointer (&out, g_free);

  g_assert_cmpint (RUN_CLI (f, &out, "season", "export", "1", "--format", "html", "--output",
                            html, NULL), ==, 0);
  g_assert_true (g_file_get_contents (html, &text, NULL, NULL));
  assert_has (text, "<h2>Standings by total</h2>");
  g_clear_pointer (&text, g_free);
  g_clear_pointer (&out, g_free);

  /* Mistakes are usage errors, and nothing is written. */
  g_assert_cmpint (RUN_CLI (f, &out, "season", "export", "1", "--format", "pdf", "--kind",
                            "poster", "--output", pdf, NULL), ==, 2);
  g_clear_pointer (&out, g_free);
  g_assert_cmpint (RUN_CLI (f, &out, "season", "export", "1", "--format", "pdf", "--kind",
                            "standings", NULL), ==, 2);
  g_clear_pointer (&out, g_free);
  g_assert_cmpint (RUN_CLI (f, &out, "season", "export", "1", "--format", "csv", "--landscape",
                            NULL), ==, 2);
  g_clear_pointer (&out, g_free);
  g_assert_cmpint (RUN_CLI (f, &out, "season", "classes", NULL), ==, 2);
  g_clear_pointer (&out, g_free);
  g_assert_cmpint (RUN_CLI (f, &out, "season", "export", "7", NULL), ==, 2);
  object = parse (&node, out);
  g_assert_cmpstr (json_object_get_string_member (json_object_get_object_member (object,
                                                                                  "error"),
                                                  "code"), ==, "not-found");
  g_clear_pointer (&out, g_free);

  /* The commands that were there still answer as before. */
  g_assert_cmpint (RUN_CLI (f, &out, "season", "standings", "--season", "1", "--by", "total",
                            NULL), ==, 0);
  object = parse (&node, out);
  g_assert_cmpstr (json_object_get_string_member (object, "by"), ==, "total");
}

/* Team leagues */

/* Three teams, two singles and a doubles a match, games to 5; Tafel Tien
 * wins all three games of its first match against Gewichtig. */
static gint64
make_league (Fixture *f,
             gint64  *fixture)
{
  const char *a[] = { "Anna Bos", "Bert Kok", "Cor Lam", NULL };
  const char *b[] = { "Dirk Mol", "Eva Post", "Fem Ruis", NULL };
  const char *c[] = { "Gijs Vos", "Hans Wit", NULL };
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonObject) options = json_object_new ();
  g_autoptr(JsonNode) fixtures = NULL;
  g_autoptr(JsonNode) match = NULL;
  HammerLeagueSpec spec;
  JsonObject *day;
  gint64 league;

  hammer_league_spec_init (&spec);
  spec.name = "Tafelcompetitie 2026";
  spec.rules = "table";
  json_object_set_int_member (options, "target", 5);
  json_object_set_int_member (options, "best_of", 1);
  spec.options = options;
  spec.start_date = "2026-09-14";
  spec.format = "2x1,1x2";
  league = hammer_leagues_create (f->store, &spec, &error);
  g_assert_no_error (error);
  hammer_leagues_add_team (f->store, league, NULL, "De Schijvers", "Club A", a, &error);
  g_assert_no_error (error);
  hammer_leagues_add_team (f->store, league, NULL, "Tafel Tien", NULL, b, &error);
  g_assert_no_error (error);
  hammer_leagues_add_team (f->store, league, NULL, "Gewichtig", NULL, c, &error);
  g_assert_no_error (error);
  g_assert_true (hammer_leagues_generate_fixtures (f->store, league, &error));
  g_assert_no_error (error);

  fixtures = hammer_leagues_fixtures_json (f->store, league, &error);
  g_assert_no_error (error);
  day = json_array_get_object_element (json_object_get_array_member (
          json_array_get_object_element (json_object_get_array_member (
            json_node_get_object (fixtures), "divisions"), 0), "match_days"), 0);
  *fixture = json_object_get_int_member (json_array_get_object_element (
                                           json_object_get_array_member (day, "fixtures"), 0),
                                         "id");
  match = json_from_string ("{\"games\": ["
                            " {\"home\": [\"Dirk Mol\"], \"away\": [\"Gijs Vos\"], \"result\":"
                            "  {\"games\": [{\"ends\": [{\"points\": [4, 0]},"
                            "   {\"points\": [3, 0]}]}]}},"
                            " {\"home\": [\"Eva Post\"], \"away\": [\"Hans Wit\"], \"result\":"
                            "  {\"games\": [{\"ends\": [{\"points\": [2, 0]},"
                            "   {\"points\": [3, 0]}]}]}},"
                            " {\"home\": [\"Dirk Mol\", \"Eva Post\"], \"away\": [\"Gijs Vos\","
                            "  \"Hans Wit\"], \"result\":"
                            "  {\"games\": [{\"ends\": [{\"points\": [4, 0]},"
                            "   {\"points\": [4, 0]}]}]}}"
                            "]}", &error);
  g_assert_no_error (error);
  g_assert_true (hammer_leagues_enter_match (f->store, *fixture, match, &error));
  g_assert_no_error (error);
  return league;
}

static char *
render_league (Fixture               *f,
               gint64                 league,
               HammerLeagueSheetKind  kind,
               gint64                 fixture,
               const char            *name)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) document = hammer_leagues_get_json (f->store, league, &error);
  g_autoptr(JsonNode) fixtures = hammer_leagues_fixtures_json (f->store, league, &error);
  g_autoptr(JsonNode) table = hammer_leagues_table_json (f->store, league, &error);
  g_autoptr(JsonArray) list = json_array_new ();
  g_autoptr(JsonNode) forms = json_node_new (JSON_NODE_ARRAY);
  HammerLeagueSheetOptions options;
  char *path = g_build_filename (f->dir, name, NULL);

  g_assert_no_error (error);
  if (fixture > 0)
    json_array_add_element (list, hammer_leagues_fixture_json (f->store, fixture, &error));
  g_assert_no_error (error);
  json_node_set_array (forms, list);
  hammer_league_sheet_options_init (&options);
  options.kind = kind;
  g_assert_true (hammer_league_sheets_render_to_file (document, fixtures, table, forms,
                                                      &options, path, &error));
  g_assert_no_error (error);
  return path;
}

/* A league of best-of-three singles: the blank form has a line for each
 * game of a best of three; the filled one prints each game's points on a
 * line of its own (5–0, 0–5, 5–0), never their sum beside the game points. */
static void
test_league_form_best_of_three (Fixture       *f,
                                gconstpointer  data)
{
  const char *a[] = { "Anna Bos", NULL };
  const char *b[] = { "Dirk Mol", NULL };
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonObject) options = json_object_new ();
  g_autoptr(JsonNode) fixtures = NULL, match = NULL;
  g_autofree char *blank = NULL, *blank_text = NULL, *filled = NULL, *filled_text = NULL;
  HammerLeagueSpec spec;
  JsonObject *day;
  gint64 league, fixture;

  hammer_league_spec_init (&spec);
  spec.name = "Bekercompetitie";
  spec.rules = "table";
  json_object_set_int_member (options, "target", 5);
  json_object_set_int_member (options, "best_of", 3);
  spec.options = options;
  spec.start_date = "2026-09-14";
  spec.format = "1x1";
  league = hammer_leagues_create (f->store, &spec, &error);
  g_assert_no_error (error);
  hammer_leagues_add_team (f->store, league, NULL, "De Schijvers", NULL, a, &error);
  g_assert_no_error (error);
  hammer_leagues_add_team (f->store, league, NULL, "Tafel Tien", NULL, b, &error);
  g_assert_no_error (error);
  g_assert_true (hammer_leagues_generate_fixtures (f->store, league, &error));
  g_assert_no_error (error);
  fixtures = hammer_leagues_fixtures_json (f->store, league, &error);
  g_assert_no_error (error);
  day = json_array_get_object_element (json_object_get_array_member (
          json_array_get_object_element (json_object_get_array_member (
            json_node_get_object (fixtures), "divisions"), 0), "match_days"), 0);
  fixture = json_object_get_int_member (json_array_get_object_element (
                                          json_object_get_array_member (day, "fixtures"), 0),
                                        "id");

  blank = render_league (f, league, HAMMER_LEAGUE_SHEET_FORM, fixture, "blank-bo3.pdf");
  blank_text = pdf_text (blank);
  assert_has (blank_text, "1:");
  assert_has (blank_text, "2:");
  assert_has (blank_text, "3:");

  match = json_from_string ("{\"games\": [{\"home\": [\"Anna Bos\"], \"away\": [\"Dirk Mol\"],"
                            " \"result\": {\"games\": ["
                            "  {\"ends\": [{\"points\": [3, 0]}, {\"points\": [2, 0]}]},"
                            "  {\"ends\": [{\"points\": [0, 3]}, {\"points\": [0, 2]}]},"
                            "  {\"ends\": [{\"points\": [3, 0]}, {\"points\": [2, 0]}]}]}}]}",
                            &error);
  g_assert_no_error (error);
  g_assert_true (hammer_leagues_enter_match (f->store, fixture, match, &error));
  g_assert_no_error (error);
  filled = render_league (f, league, HAMMER_LEAGUE_SHEET_FORM, fixture, "filled-bo3.pdf");
  filled_text = pdf_text (filled);
  assert_has (filled_text, "5–0");
  assert_has (filled_text, "0–5");
  g_assert_null (strstr (filled_text, "10–5"));
  g_assert_null (strstr (filled_text, "3:"));
}

static void
test_league_paper (Fixture       *f,
                   gconstpointer  data)
{
  g_autofree char *path = NULL, *text = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GOutputStream) sink = g_memory_output_stream_new_resizable ();
  HammerLeagueSheetOptions options;
  gint64 fixture;
  gint64 league = make_league (f, &fixture);
  const char *line;

  /* Fixtures: three match days of three teams, each with a team free. */
  path = render_league (f, league, HAMMER_LEAGUE_SHEET_FIXTURES, 0, "fixtures.pdf");
  text = pdf_text (path);
  assert_has (text, "Fixtures");
  assert_has (text, "Match day 1 — September 14, 2026");
  assert_has (text, "Match day 3 — September 28, 2026");
  g_assert_cmpuint (count_in (text, "(free)"), ==, 3);
  g_assert_cmpuint (count_in (text, "De Schijvers"), ==, 3);
  assert_has (text, "3–0");      /* the games of the played match */
  assert_has (text, "5–0");      /* and its match points: 3 and the bonus of 2 */
  g_clear_pointer (&path, g_free);
  g_clear_pointer (&text, g_free);

  /* The table: Tafel Tien on top with 5 points. */
  path = render_league (f, league, HAMMER_LEAGUE_SHEET_TABLE, 0, "table.pdf");
  text = pdf_text (path);
  assert_has (text, "League table");
  assert_has (text, "Ties broken by: game difference, game points for, head-to-head, "
                    "score difference.");
  line = strstr (text, "Tafel Tien");
  g_assert_nonnull (line);
  g_assert_true (line < strstr (text, "De Schijvers"));
  g_assert_true (line < strstr (text, "Gewichtig"));
  {
    /* The figures follow the name, one space apart in the normalised text. */
    g_auto(GStrv) figures = g_strsplit (line + strlen ("Tafel Tien "), " ", 10);

    /* Pl W D L GF GA GD Bonus Pts */
    g_assert_cmpuint (g_strv_length (figures), ==, 10);
    g_assert_cmpstr (figures[0], ==, "1");
    g_assert_cmpstr (figures[1], ==, "1");
    g_assert_cmpstr (figures[4], ==, "3");
    g_assert_cmpstr (figures[5], ==, "0");
    g_assert_cmpstr (figures[7], ==, "2");
    g_assert_cmpstr (figures[8], ==, "5");
  }
  g_clear_pointer (&path, g_free);
  g_clear_pointer (&text, g_free);

  /* The form of the played match: its games, players, scores and lines to
   * sign; the rosters of both teams. */
  path = render_league (f, league, HAMMER_LEAGUE_SHEET_FORM, fixture, "form.pdf");
  text = pdf_text (path);
  assert_has (text, "Team match score form");
  assert_has (text, "Match day 1 · September 14, 2026");
  assert_has (text, "Roster: Dirk Mol, Eva Post, Fem Ruis");
  assert_has (text, "Roster: Gijs Vos, Hans Wit");
  assert_has (text, "Doubles");
  assert_has (text, "Dirk Mol / Eva Post");
  assert_has (text, "7–0");
  assert_has (text, "Captain Tafel Tien");
  assert_has (text, "Captain Gewichtig");
  assert_has (text, "Referee");
  /* One match, one sheet to sign. */
  g_assert_cmpuint (pdf_pages (path), ==, 1);
  g_clear_pointer (&path, g_free);

  /* A form without a match, and a league that is not one. */
  hammer_league_sheet_options_init (&options);
  options.kind = HAMMER_LEAGUE_SHEET_TABLE;
  g_assert_false (hammer_league_sheets_render_to_stream (NULL, NULL, NULL, NULL, &options, sink,
                                                         NULL, &error));
  assert_refused (&error, HAMMER_ERROR_INVALID, "not a league");
}

/* Two members level on everything: the same games on the one night. */
static void
make_level_season (Fixture *f)
{
  const char *names[] = { "Anna Visser", "Bert Smit", NULL };
  g_autoptr(GError) error = NULL;

  f->season = hammer_seasons_create (f->store, "Gelijk 2025-2026", "2025-09-01", 2,
                                     &error);
  g_assert_no_error (error);
  f->members = hammer_seasons_add_members (f->store, f->season, names, &error);
  g_assert_no_error (error);
  add_night (f, "2025-09-10");
  enter (f, "2025-09-10", 0, 100, 101);
  enter (f, "2025-09-10", 1, 101, 100);
}

/* Every line of @lines has the label @label. */
static void
assert_all_labels (JsonArray  *lines,
                   const char *label)
{
  g_assert_cmpuint (json_array_get_length (lines), ==, 2);
  for (guint i = 0; i < json_array_get_length (lines); i++)
    {
      JsonObject *line = json_array_get_object_element (lines, i);
      g_autofree char *text = hammer_standings_line_place_text (line, FALSE);

      g_assert_cmpstr (json_object_get_string_member (line, "place_label"), ==, label);
      g_assert_cmpstr (text, ==, label);
    }
}

/* Two equal averages share first place, marked "1=" like an event's
 * standings: in the season's own figures, its CSV, web page and paper. */
static void
test_season_shared_places (Fixture       *f,
                           gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) document = NULL;
  g_autoptr(JsonNode) averages = NULL;
  g_autofree char *csv = NULL, *html = NULL, *path = NULL, *text = NULL;
  HammerSeasonSheetOptions options;
  HammerCsvOptions csv_options;
  JsonObject *standings;

  make_level_season (f);
  document = hammer_seasons_export_json (f->store, f->season, &error);
  g_assert_no_error (error);
  standings = json_object_get_object_member (json_node_get_object (document), "standings");
  assert_all_labels (json_object_get_array_member (standings, "average"), "1=");
  assert_all_labels (json_object_get_array_member (standings, "total"), "1=");
  assert_all_labels (json_object_get_array_member (json_array_get_object_element (
                                                     json_object_get_array_member (
                                                       json_node_get_object (document), "nights"),
                                                     0), "ranking"), "1=");
  averages = hammer_seasons_averages_json (f->store, f->season, 0, &error);
  g_assert_no_error (error);
  assert_all_labels (json_object_get_array_member (json_node_get_object (averages), "members"),
                     "1=");

  hammer_csv_options_init (&csv_options);
  csv = hammer_tables_season_csv (document, "standings", "average", &csv_options, &error);
  g_assert_no_error (error);
  assert_has (csv, "\r\n1=,Anna Visser,");
  assert_has (csv, "\r\n1=,Bert Smit,");
  g_clear_pointer (&csv, g_free);
  csv = hammer_tables_season_csv (document, "night", "2025-09-10", &csv_options, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (count_in (csv, "2025-09-10,1=,"), ==, 2);

  html = hammer_tables_season_html (document, "standings", "average", &error);
  g_assert_no_error (error);
  g_assert_cmpuint (count_in (html, "<td class=\"num\">1=</td>"), >=, 2);

  /* The averages list on paper numbers each class's members the same way. */
  hammer_season_sheet_options_init (&options);
  options.kind = HAMMER_SEASON_SHEET_AVERAGES;
  path = render (f, &options, "level-averages.pdf");
  text = pdf_text (path);
  g_assert_cmpuint (count_in (text, "1= "), ==, 2);
  g_clear_pointer (&path, g_free);
  g_clear_pointer (&text, g_free);
  options.kind = HAMMER_SEASON_SHEET_STANDINGS;
  options.ranking = HAMMER_SEASON_BY_AVERAGE;
  path = render (f, &options, "level-standings.pdf");
  text = pdf_text (path);
  g_assert_cmpuint (count_in (text, "1= "), ==, 2);
}

/* Two teams before any match are level on everything and share first
 * place: "1=" in the table's figures, its CSV, web page and paper. */
static void
test_league_shared_places (Fixture       *f,
                           gconstpointer  data)
{
  const char *a[] = { "Anna Bos", "Bert Kok", NULL };
  const char *b[] = { "Dirk Mol", "Eva Post", NULL };
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) table = NULL;
  g_autoptr(JsonNode) document = NULL;
  g_autofree char *csv = NULL, *html = NULL, *path = NULL, *text = NULL;
  HammerCsvOptions options;
  HammerLeagueSpec spec;
  gint64 league;

  hammer_league_spec_init (&spec);
  spec.name = "Gelijke stand";
  spec.rules = "table";
  spec.start_date = "2026-09-14";
  spec.format = "2x1";
  league = hammer_leagues_create (f->store, &spec, &error);
  g_assert_no_error (error);
  hammer_leagues_add_team (f->store, league, NULL, "De Schijvers", NULL, a, &error);
  g_assert_no_error (error);
  hammer_leagues_add_team (f->store, league, NULL, "Tafel Tien", NULL, b, &error);
  g_assert_no_error (error);

  table = hammer_leagues_table_json (f->store, league, &error);
  g_assert_no_error (error);
  assert_all_labels (json_object_get_array_member (json_array_get_object_element (
                                                     json_object_get_array_member (
                                                       json_node_get_object (table), "divisions"),
                                                     0), "table"), "1=");

  hammer_csv_options_init (&options);
  csv = hammer_tables_league_table_csv (table, &options, &error);
  g_assert_no_error (error);
  assert_has (csv, ",1=,De Schijvers,");
  assert_has (csv, ",1=,Tafel Tien,");

  document = hammer_leagues_get_json (f->store, league, &error);
  g_assert_no_error (error);
  html = hammer_tables_league_html (document, NULL, table, NULL, "table", &error);
  g_assert_no_error (error);
  g_assert_cmpuint (count_in (html, "<td class=\"num\">1=</td>"), ==, 2);

  path = render_league (f, league, HAMMER_LEAGUE_SHEET_TABLE, 0, "level-table.pdf");
  text = pdf_text (path);
  g_assert_cmpuint (count_in (text, "1= "), ==, 2);
}

static void
test_league_cli (Fixture       *f,
                 gconstpointer  data)
{
  g_autofree char *out = NULL, *text = NULL;
  g_autofree char *pdf = g_build_filename (f->dir, "league.pdf", NULL);
  g_autofree char *id = NULL;
  gint64 fixture;

  make_league (f, &fixture);
  id = g_strdup_printf ("%" G_GINT64_FORMAT, fixture);
  g_clear_object (&f->store);

  g_assert_cmpint (RUN_CLI (f, &out, "season", "export", "--league", "1", "--format", "pdf",
                            "--kind", "table", "--output", pdf, NULL), ==, 0);
  text = pdf_text (pdf);
  assert_has (text, "League table");
  g_clear_pointer (&text, g_free);
  g_clear_pointer (&out, g_free);

  /* Without --day the forms of the next match day: day 1 is played, so
   * day 2, with its one match. */
  g_assert_cmpint (RUN_CLI (f, &out, "season", "export", "--league", "1", "--format", "pdf",
                            "--kind", "form", "--output", pdf, NULL), ==, 0);
  text = pdf_text (pdf);
  assert_has (text, "Match day 2 · September 21, 2026");
  g_assert_cmpuint (pdf_pages (pdf), ==, 1);
  g_clear_pointer (&text, g_free);
  g_clear_pointer (&out, g_free);

  g_assert_cmpint (RUN_CLI (f, &out, "season", "export", "--league", "1", "--format", "pdf",
                            "--kind", "form", "--fixture", id, "--landscape", "--paper",
                            "letter", "--output", pdf, NULL), ==, 0);
  text = pdf_page_size (pdf);
  assert_has (text, "792 x 612");
  g_clear_pointer (&text, g_free);
  g_clear_pointer (&out, g_free);

  g_assert_cmpint (RUN_CLI (f, &out, "season", "export", "--league", "1", "--format", "pdf",
                            "--kind", "fixtures", "--day", "2", "--output", pdf, NULL), ==, 2);
  g_clear_pointer (&out, g_free);
  /* A league has CSV now too, but no form in it. */
  g_assert_cmpint (RUN_CLI (f, &out, "season", "export", "--league", "1", "--format", "csv",
                            "--kind", "form", "--output", pdf, NULL), ==, 2);
  g_clear_pointer (&out, g_free);
  g_assert_cmpint (RUN_CLI (f, &out, "season", "export", "--league", "1", "--format", "xml",
                            "--kind", "table", "--output", pdf, NULL), ==, 2);
  g_clear_pointer (&out, g_free);
  g_assert_cmpint (RUN_CLI (f, &out, "season", "export", "--league", "1", "--format", "pdf",
                            "--kind", "form", "--day", "9", "--output", pdf, NULL), ==, 2);
  g_clear_pointer (&out, g_free);
  g_assert_cmpint (RUN_CLI (f, &out, "season", "export", "--league", "4", "--format", "pdf",
                            "--kind", "table", "--output", pdf, NULL), ==, 2);
}

/* The names the app titles a season's and a league's PDFs with: those of
 * the documents hammer-cli season export prints. */
static void
test_source_names (Fixture       *f,
                   gconstpointer  data)
{
  g_auto(HammerSeasonSheetSource) season = { NULL };
  g_auto(HammerSeasonSheetSource) missing = { NULL };
  g_auto(HammerLeagueSheetSource) league = { NULL, NULL, NULL, NULL };
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) node = NULL;
  g_autofree char *out = NULL;
  gint64 fixture;
  gint64 league_id;

  make_paper_season (f);
  league_id = make_league (f, &fixture);
  g_assert_true (hammer_seasons_sheet_source (f->store, f->season, &season, &error));
  g_assert_no_error (error);
  g_assert_true (hammer_leagues_sheet_source (f->store, league_id, HAMMER_LEAGUE_SHEET_TABLE, 0,
                                              0, &league, &error));
  g_assert_no_error (error);
  g_assert_false (hammer_seasons_sheet_source (f->store, 99, &missing, &error));
  g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_NOT_FOUND);
  g_assert_null (missing.document);
  g_clear_object (&f->store);

  g_assert_cmpint (RUN_CLI (f, &out, "season", "export", "1", NULL), ==, 0);
  g_assert_cmpstr (hammer_season_sheet_source_get_name (&season), ==,
                   json_object_get_string_member (parse (&node, out), "name"));
  g_assert_cmpstr (hammer_season_sheet_source_get_name (&season), !=, "");
  g_clear_pointer (&out, g_free);
  g_assert_cmpint (RUN_CLI (f, &out, "season", "export", "--league", "1", "--format", "json",
                            NULL), ==, 0);
  g_assert_cmpstr (hammer_league_sheet_source_get_name (&league), ==,
                   json_object_get_string_member (json_object_get_object_member (
                                                    parse (&node, out), "league"), "name"));
  g_assert_cmpstr (hammer_league_sheet_source_get_name (&league), !=, "");
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

#define ADD(path, func) \
  g_test_add (path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)
  ADD ("/season-paper/classes-boundaries", test_classes_boundaries);
  ADD ("/season-paper/points-custom", test_points_custom);
  ADD ("/season-paper/refused", test_refused);
  ADD ("/season-paper/undo", test_undo);
  ADD ("/season-paper/pdfs", test_pdfs);
  ADD ("/season-paper/long-list", test_long_list);
  ADD ("/season-paper/csv-html", test_csv_html);
  ADD ("/season-paper/export-document", test_export_document);
  ADD ("/season-paper/cli", test_cli);
  ADD ("/season-paper/league-paper", test_league_paper);
  ADD ("/season-paper/league-form-best-of-three", test_league_form_best_of_three);
  ADD ("/season-paper/league-cli", test_league_cli);
  ADD ("/season-paper/season-shared-places", test_season_shared_places);
  ADD ("/season-paper/league-shared-places", test_league_shared_places);
  ADD ("/season-paper/source-names", test_source_names);
#undef ADD

  return g_test_run ();
}
