/* fuzz-season-json.c — the readers of a season document on arbitrary JSON
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A season of club nights travels as the document of
 * hammer_seasons_export_json(), and its CSV, web pages and paper are all
 * drawn from such a document. Whatever the document holds, each of them
 * either draws it or refuses it with an error; and a document one of them
 * refuses as damaged, every other one refuses too, since they share one
 * check (hammer_season_document_get()).
 */
#include "config.h"

#include <string.h>

#include "hammer-core.h"
#include "league/hammer-season-document.h"
#include "io/hammer-tables.h"
#include "sheets/hammer-season-sheets.h"

#include "fuzz-target.h"

static const char *const rankings[] = { "total", "average", "points", "best4" };

/* A table or page of @document: drawn, or refused because there is no such
 * night. */
static void
check_text (char   *text,
            GError *error)
{
  g_autofree char *owned = text;

  if (owned == NULL)
    g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_NOT_FOUND);
  else
    g_assert_no_error (error);
  g_clear_error (&error);
  if (owned != NULL)
    g_assert_null (strstr (owned, "<script"));
}

static void
check_tables (JsonNode *document)
{
  HammerCsvOptions options;
  GError *error = NULL;
  char *text;

  hammer_csv_options_init (&options);
  for (guint r = 0; r < G_N_ELEMENTS (rankings); r++)
    {
      text = hammer_tables_season_csv (document, "standings", rankings[r], &options, &error);
      check_text (text, error);
      error = NULL;
      text = hammer_tables_season_html (document, "standings", rankings[r], &error);
      check_text (text, error);
      error = NULL;
    }
  text = hammer_tables_season_csv (document, "averages", NULL, &options, &error);
  check_text (text, error);
  error = NULL;
  text = hammer_tables_season_csv (document, "night", NULL, &options, &error);
  check_text (text, error);
  error = NULL;
  text = hammer_tables_season_html (document, "report", NULL, &error);
  check_text (text, error);
}

static void
check_sheets (JsonNode *document)
{
  static const HammerSeasonSheetKind kinds[] = {
    HAMMER_SEASON_SHEET_NIGHT, HAMMER_SEASON_SHEET_AVERAGES, HAMMER_SEASON_SHEET_STANDINGS,
    HAMMER_SEASON_SHEET_REPORT, HAMMER_SEASON_SHEET_FORM,
  };

  for (guint k = 0; k < G_N_ELEMENTS (kinds); k++)
    {
      g_autoptr(HammerLayout) layout = NULL;
      g_autoptr(GError) error = NULL;
      HammerSeasonSheetOptions options;

      hammer_season_sheet_options_init (&options);
      options.kind = kinds[k];
      options.ranking = HAMMER_SEASON_BY_BEST4;
      layout = hammer_season_sheets_layout (document, &options, &error);
      if (layout == NULL)
        g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_NOT_FOUND);
      else
        g_assert_no_error (error);
    }
}

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  g_autoptr(JsonParser) parser = json_parser_new_immutable ();
  g_autoptr(GError) error = NULL;
  g_autoptr(GError) csv_error = NULL;
  g_autofree char *csv = NULL;
  HammerCsvOptions options;
  JsonNode *root;

  if (size > G_MAXSSIZE ||
      !json_parser_load_from_data (parser, (const char *) data, (gssize) size, NULL) ||
      (root = json_parser_get_root (parser)) == NULL)
    return 0;

  if (hammer_season_document_get (root, &error) == NULL)
    {
      /* A damaged document, or one of a newer Hammer, is refused, by the
       * tables as well. */
      g_assert_true (g_error_matches (error, HAMMER_ERROR, HAMMER_ERROR_INVALID) ||
                     g_error_matches (error, HAMMER_ERROR, HAMMER_ERROR_NEWER_DATABASE));
      hammer_csv_options_init (&options);
      csv = hammer_tables_season_csv (root, "averages", NULL, &options, &csv_error);
      g_assert_null (csv);
      g_assert_error (csv_error, error->domain, error->code);
      return 0;
    }
  g_assert_no_error (error);

  check_tables (root);
  check_sheets (root);
  return 0;
}
