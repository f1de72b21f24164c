/* hammer-league-files.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "hammer-i18n.h"
#include <inttypes.h>
#include <string.h>

#include "hammer-error.h"
#include "hammer-json.h"
#include "io/hammer-league-tables.h"
#include "io/hammer-tables.h"
#include "league/hammer-league-files.h"
#include "league/hammer-season-document.h"

static gboolean
unknown_kind (const char  *kind,
              GError     **error)
{
  g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
               _("“%s” is not a kind of document of this format"), kind);
  return FALSE;
}

/* @csv, or the defaults in @defaults when it is %NULL. */
static const HammerCsvOptions *
csv_or_defaults (const HammerCsvOptions *csv,
                 HammerCsvOptions       *defaults)
{
  if (csv != NULL)
    return csv;
  hammer_csv_options_init (defaults);
  return defaults;
}

static char *
league_csv (HammerStore             *self,
            gint64                   league_id,
            const char              *kind,
            const HammerCsvOptions  *csv,
            GError                 **error)
{
  g_autoptr(JsonNode) report = NULL;

  if (kind == NULL || g_str_equal (kind, "table"))
    return (report = hammer_leagues_table_json (self, league_id, error))
             ? hammer_tables_league_table_csv (report, csv, error) : NULL;
  if (g_str_equal (kind, "fixtures"))
    return (report = hammer_leagues_fixtures_json (self, league_id, error))
             ? hammer_tables_league_fixtures_csv (report, csv, error) : NULL;
  if (g_str_equal (kind, "stats"))
    return (report = hammer_leagues_stats_json (self, league_id, error))
             ? hammer_tables_league_stats_csv (report, csv, error) : NULL;
  unknown_kind (kind, error);
  return NULL;
}

static char *
league_html (HammerStore  *self,
             gint64        league_id,
             const char   *kind,
             GError      **error)
{
  g_autoptr(JsonNode) league = NULL;
  g_autoptr(JsonNode) fixtures = NULL;
  g_autoptr(JsonNode) table = NULL;
  g_autoptr(JsonNode) stats = NULL;
  gboolean all = kind == NULL;

  if (!all && !g_str_equal (kind, "table") && !g_str_equal (kind, "fixtures") &&
      !g_str_equal (kind, "stats"))
    {
      unknown_kind (kind, error);
      return NULL;
    }
  /* A page of one part reads only that part's report. */
  if (!(league = hammer_leagues_get_json (self, league_id, error)) ||
      ((all || g_str_equal (kind, "table")) &&
       !(table = hammer_leagues_table_json (self, league_id, error))) ||
      ((all || g_str_equal (kind, "fixtures")) &&
       !(fixtures = hammer_leagues_fixtures_json (self, league_id, error))) ||
      ((all || g_str_equal (kind, "stats")) &&
       !(stats = hammer_leagues_stats_json (self, league_id, error))))
    return NULL;
  return hammer_tables_league_html (league, fixtures, table, stats, kind, error);
}

char *
hammer_leagues_export_text (HammerStore             *self,
                            gint64                   league_id,
                            HammerFileFormat         format,
                            const char              *kind,
                            const HammerCsvOptions  *csv,
                            GError                 **error)
{
  HammerCsvOptions defaults;

  g_return_val_if_fail (HAMMER_IS_STORE (self), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  csv = csv_or_defaults (csv, &defaults);

  switch (format)
    {
    case HAMMER_FILE_JSON:
      {
        g_autoptr(JsonNode) document = NULL;

        if (kind != NULL)
          {
            unknown_kind (kind, error);
            return NULL;
          }
        if (!(document = hammer_leagues_export (self, league_id, error)))
          return NULL;
        return json_to_string (document, TRUE);
      }

    case HAMMER_FILE_CSV:
      return league_csv (self, league_id, kind, csv, error);

    case HAMMER_FILE_HTML:
      return league_html (self, league_id, kind, error);

    default:
      g_return_val_if_reached (NULL);
    }
}

char *
hammer_seasons_export_text (HammerStore             *self,
                            gint64                   season_id,
                            HammerFileFormat         format,
                            const char              *kind,
                            const char              *night,
                            const char              *by,
                            const HammerCsvOptions  *csv,
                            GError                 **error)
{
  g_autoptr(JsonNode) document = NULL;
  HammerCsvOptions defaults;

  g_return_val_if_fail (HAMMER_IS_STORE (self), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  csv = csv_or_defaults (csv, &defaults);
  if (kind == NULL)
    kind = "standings";
  if ((format == HAMMER_FILE_CSV &&
       !g_str_equal (kind, "standings") && !g_str_equal (kind, "averages") &&
       !g_str_equal (kind, "night")) ||
      (format == HAMMER_FILE_HTML &&
       !g_str_equal (kind, "standings") && !g_str_equal (kind, "averages") &&
       !g_str_equal (kind, "report")))
    {
      unknown_kind (kind, error);
      return NULL;
    }
  if (!(document = hammer_seasons_export_json (self, season_id, error)))
    return NULL;

  switch (format)
    {
    case HAMMER_FILE_JSON:
      return json_to_string (document, TRUE);

    case HAMMER_FILE_CSV:
      return hammer_tables_season_csv (document, kind, g_str_equal (kind, "night") ? night : by,
                                       csv, error);

    case HAMMER_FILE_HTML:
      return hammer_tables_season_html (document, kind, by, error);

    default:
      g_return_val_if_reached (NULL);
    }
}

/* Adds the form of every team match of match day @day, in every division. */
static gboolean
add_day_forms (HammerStore  *self,
               JsonNode     *fixtures,
               gint64        day,
               JsonArray    *forms,
               GError      **error)
{
  JsonArray *divisions = hammer_json_array (hammer_json_node_object (fixtures), "divisions");

  for (guint d = 0; d < hammer_json_length (divisions); d++)
    {
      JsonArray *days = hammer_json_array (hammer_json_element_object (divisions, d),
                                           "match_days");

      for (guint i = 0; i < hammer_json_length (days); i++)
        {
          JsonObject *match_day = hammer_json_element_object (days, i);
          JsonArray *list = hammer_json_array (match_day, "fixtures");

          if (hammer_json_int (match_day, "day", 0) != day)
            continue;
          for (guint f = 0; f < hammer_json_length (list); f++)
            {
              gint64 id = hammer_json_int (hammer_json_element_object (list, f), "id", 0);
              JsonNode *form;

              if (!(form = hammer_leagues_fixture_json (self, id, error)))
                return FALSE;
              json_array_add_element (forms, form);
            }
        }
    }
  return TRUE;
}

static JsonNode *
read_forms (HammerStore  *self,
            JsonNode     *fixtures,
            gint64        day,
            gint64        fixture_id,
            GError      **error)
{
  g_autoptr(JsonArray) forms = json_array_new ();
  JsonNode *form;

  if (fixture_id > 0)
    {
      if (!(form = hammer_leagues_fixture_json (self, fixture_id, error)))
        return NULL;
      json_array_add_element (forms, form);
      return json_node_init_array (json_node_alloc (), forms);
    }
  if (day <= 0)
    {
      JsonObject *next = hammer_json_object (hammer_json_node_object (fixtures),
                                             "next_match_day");

      /* Forms are filled in at the table; a played match day needs none,
       * and a page without forms would look like a fault of the printer. */
      if (next == NULL)
        {
          g_set_error_literal (error, HAMMER_ERROR, HAMMER_ERROR_NOT_FOUND,
                               _("Every match day has been played, so there are no forms of "
                                 "the next one to print; choose a match day or a team match"));
          return NULL;
        }
      day = hammer_json_int (next, "day", 0);
    }
  if (!add_day_forms (self, fixtures, day, forms, error))
    return NULL;
  if (json_array_get_length (forms) == 0)
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_NOT_FOUND,
                   _("The league has no team matches on match day %" PRId64), day);
      return NULL;
    }
  return json_node_init_array (json_node_alloc (), forms);
}

gboolean
hammer_leagues_sheet_source (HammerStore              *self,
                             gint64                    league_id,
                             HammerLeagueSheetKind     kind,
                             gint64                    day,
                             gint64                    fixture_id,
                             HammerLeagueSheetSource  *source,
                             GError                  **error)
{
  g_auto(HammerLeagueSheetSource) read = { NULL, NULL, NULL, NULL };

  g_return_val_if_fail (HAMMER_IS_STORE (self), FALSE);
  g_return_val_if_fail (source != NULL, FALSE);

  if (!(read.league = hammer_leagues_get_json (self, league_id, error)) ||
      !(read.fixtures = hammer_leagues_fixtures_json (self, league_id, error)) ||
      (kind == HAMMER_LEAGUE_SHEET_TABLE &&
       !(read.table = hammer_leagues_table_json (self, league_id, error))) ||
      ((kind == HAMMER_LEAGUE_SHEET_FORM || kind == HAMMER_LEAGUE_SHEET_GAMES) &&
       !(read.forms = read_forms (self, read.fixtures, day, fixture_id, error))))
    return FALSE;
  *source = read;
  memset (&read, 0, sizeof read);
  return TRUE;
}

void
hammer_league_sheet_source_clear (HammerLeagueSheetSource *source)
{
  g_return_if_fail (source != NULL);

  g_clear_pointer (&source->league, json_node_unref);
  g_clear_pointer (&source->fixtures, json_node_unref);
  g_clear_pointer (&source->table, json_node_unref);
  g_clear_pointer (&source->forms, json_node_unref);
}

/* The "name" of the object @node, as the page titles a PDF. */
static const char *
document_name (JsonNode *node)
{
  JsonObject *object = node != NULL && JSON_NODE_HOLDS_OBJECT (node)
                       ? json_node_get_object (node) : NULL;

  return object != NULL ? json_object_get_string_member_with_default (object, "name", "") : "";
}

const char *
hammer_league_sheet_source_get_name (const HammerLeagueSheetSource *source)
{
  g_return_val_if_fail (source != NULL, "");

  return document_name (source->league);
}

gboolean
hammer_seasons_sheet_source (HammerStore              *self,
                             gint64                    season_id,
                             HammerSeasonSheetSource  *source,
                             GError                  **error)
{
  JsonNode *document;

  g_return_val_if_fail (HAMMER_IS_STORE (self), FALSE);
  g_return_val_if_fail (source != NULL, FALSE);

  if (!(document = hammer_seasons_export_json (self, season_id, error)))
    return FALSE;
  source->document = document;
  return TRUE;
}

void
hammer_season_sheet_source_clear (HammerSeasonSheetSource *source)
{
  g_return_if_fail (source != NULL);

  g_clear_pointer (&source->document, json_node_unref);
}

const char *
hammer_season_sheet_source_get_name (const HammerSeasonSheetSource *source)
{
  g_return_val_if_fail (source != NULL, "");

  return document_name (source->document);
}
