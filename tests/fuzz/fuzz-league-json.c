/* fuzz-league-json.c — the league document import on arbitrary JSON
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * As fuzz-event-json: one store for the whole process in a temporary
 * directory, and whatever an input imports is undone right away, so that
 * the database stays as small as it started.
 */
#include "config.h"

#include <glib/gstdio.h>
#include <stdlib.h>
#include <string.h>

#include "hammer-core.h"
#include "io/hammer-league-tables.h"
#include "league/hammer-leagues.h"
#include "league/hammer-league-files.h"
#include "sheets/hammer-season-sheets.h"

#include "fuzz-target.h"

static HammerStore *store;
static char *directory;

static void
remove_store (void)
{
  g_autoptr(GDir) dir = NULL;
  const char *name;

  g_clear_object (&store);
  if (directory == NULL || !(dir = g_dir_open (directory, 0, NULL)))
    return;
  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_build_filename (directory, name, NULL);
      g_unlink (path);
    }
  g_rmdir (directory);
  g_clear_pointer (&directory, g_free);
}

static HammerStore *
get_store (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *path = NULL;

  if (store != NULL)
    return store;
  directory = g_dir_make_tmp ("hammer-fuzz-XXXXXX", &error);
  g_assert_no_error (error);
  path = g_build_filename (directory, "fuzz.db", NULL);
  store = hammer_store_open (path, &error);
  g_assert_no_error (error);
  atexit (remove_store);
  return store;
}

static JsonNode *
report (JsonNode *(*get) (HammerStore *, gint64, GError **),
        gint64     league_id)
{
  g_autoptr(GError) error = NULL;
  JsonNode *node = get (get_store (), league_id, &error);

  g_assert_no_error (error);
  g_assert_nonnull (node);
  return node;
}

/* Moving a match reads the fixtures of its division as match days: each
 * fixture (of the first few) is tried on the day after its match day. A move
 * may be refused; one that is not is undone. */
static void
move_matches (JsonNode *fixtures)
{
  JsonArray *divisions = json_object_get_array_member (json_node_get_object (fixtures),
                                                       "divisions");
  guint tried = 0;

  for (guint d = 0; d < json_array_get_length (divisions); d++)
    {
      JsonArray *days = json_object_get_array_member (json_array_get_object_element (divisions, d),
                                                      "match_days");

      for (guint k = 0; k < json_array_get_length (days) && tried < 8; k++)
        {
          JsonArray *list = json_object_get_array_member (json_array_get_object_element (days, k),
                                                          "fixtures");

          for (guint f = 0; f < json_array_get_length (list) && tried < 8; f++, tried++)
            {
              JsonObject *fixture = json_array_get_object_element (list, f);
              g_autoptr(GError) error = NULL;
              g_autofree char *when = NULL;
              GDate date;

              g_date_set_parse (&date, json_object_get_string_member (fixture, "day_date"));
              g_assert_true (g_date_valid (&date));
              g_date_add_days (&date, 1);
              when = g_strdup_printf ("%04u-%02u-%02u", g_date_get_year (&date),
                                      g_date_get_month (&date), g_date_get_day (&date));
              if (!hammer_leagues_postpone_fixture (get_store (),
                                                    json_object_get_int_member (fixture, "id"),
                                                    when, &error))
                {
                  g_assert_nonnull (error);
                  continue;
                }
              hammer_store_undo (get_store (), hammer_store_get_last_change (get_store ()),
                                 &error);
              g_assert_no_error (error);
            }
        }
    }
}

/* The paper of the league: its fixtures, the forms of the next match day
 * (there are none when every one has been played) and its table. */
static void
draw_sheets (gint64 league_id)
{
  static const HammerLeagueSheetKind kinds[] = {
    HAMMER_LEAGUE_SHEET_FIXTURES, HAMMER_LEAGUE_SHEET_FORM, HAMMER_LEAGUE_SHEET_TABLE,
  };

  for (guint k = 0; k < G_N_ELEMENTS (kinds); k++)
    {
      g_auto(HammerLeagueSheetSource) source = { NULL, NULL, NULL, NULL };
      g_autoptr(HammerLayout) layout = NULL;
      g_autoptr(GError) error = NULL;
      HammerLeagueSheetOptions options;

      if (!hammer_leagues_sheet_source (get_store (), league_id, kinds[k], 0, 0, &source,
                                        &error))
        {
          g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_NOT_FOUND);
          continue;
        }
      hammer_league_sheet_options_init (&options);
      options.kind = kinds[k];
      layout = hammer_league_sheets_layout (source.league, source.fixtures, source.table,
                                            source.forms, &options, &error);
      g_assert_no_error (error);
      g_assert_nonnull (layout);
    }
}

/* Whatever was imported must read back, export the same and render: its
 * names are as hostile as the input. */
static void
check (gint64 league_id)
{
  g_autoptr(JsonNode) league = report (hammer_leagues_get_json, league_id);
  g_autoptr(JsonNode) fixtures = report (hammer_leagues_fixtures_json, league_id);
  g_autoptr(JsonNode) table = report (hammer_leagues_table_json, league_id);
  g_autoptr(JsonNode) stats = report (hammer_leagues_stats_json, league_id);
  g_autoptr(JsonNode) document = report (hammer_leagues_export, league_id);
  g_autoptr(GError) error = NULL;
  g_autofree char *html = NULL;
  g_autofree char *csv = NULL;
  HammerCsvOptions options;

  html = hammer_tables_league_html (league, fixtures, table, stats, NULL, &error);
  g_assert_no_error (error);
  g_assert_null (strstr (html, "<script"));
  hammer_csv_options_init (&options);
  csv = hammer_tables_league_fixtures_csv (fixtures, &options, &error);
  g_assert_no_error (error);
  g_clear_pointer (&csv, g_free);
  csv = hammer_tables_league_table_csv (table, &options, &error);
  g_assert_no_error (error);
  g_clear_pointer (&csv, g_free);
  csv = hammer_tables_league_stats_csv (stats, &options, &error);
  g_assert_no_error (error);
  move_matches (fixtures);
  draw_sheets (league_id);

  /* The export of an import imports again. */
  {
    gint64 again = hammer_leagues_import (get_store (), document, &error);

    g_assert_no_error (error);
    g_assert_cmpint (again, >, 0);
    hammer_store_undo (get_store (), hammer_store_get_last_change (get_store ()), &error);
    g_assert_no_error (error);
  }
}

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  g_autoptr(JsonParser) parser = json_parser_new_immutable ();
  g_autoptr(GError) error = NULL;
  HammerStore *self = get_store ();
  JsonNode *root;
  gint64 before, league_id;

  if (size > G_MAXSSIZE ||
      !json_parser_load_from_data (parser, (const char *) data, (gssize) size, NULL) ||
      (root = json_parser_get_root (parser)) == NULL)
    return 0;

  before = hammer_store_get_last_change (self);
  league_id = hammer_leagues_import (self, root, &error);
  if (league_id == 0)
    {
      /* A refused document leaves nothing behind. */
      g_assert_nonnull (error);
      g_assert_cmpint (hammer_store_get_last_change (self), ==, before);
      return 0;
    }

  check (league_id);
  g_assert_cmpint (hammer_store_get_last_change (self), >, before);
  hammer_store_undo (self, hammer_store_get_last_change (self), &error);
  g_assert_no_error (error);
  return 0;
}
