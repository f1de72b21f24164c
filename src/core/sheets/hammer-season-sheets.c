/* hammer-season-sheets.c — the printed documents of a season of club
 * nights: the season document checked, the page they are written down, and
 * the public face of the season's sheets
 *
 * Everything is read from the season document, defensively (a document may
 * come from a file), and laid out with the helpers of hammer-sheet-grid.c,
 * so that a season's paper looks like an event's.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "hammer-i18n.h"
#include <inttypes.h>
#include <stdio.h>
#include <string.h>

#include "hammer-error.h"
#include "hammer-json.h"
#include "league/hammer-season-document.h"
#include "io/hammer-tables-writer.h"
#include "sheets/hammer-season-sheets-private.h"
#include "sheets/hammer-sheet-fit.h"

static gboolean
is_date (const char *text)
{
  unsigned year, month, day;
  int end = 0;

  return strlen (text) == 10 &&
         sscanf (text, "%4u-%2u-%2u%n", &year, &month, &day, &end) == 3 && end == 10 &&
         g_date_valid_dmy ((GDateDay) day, (GDateMonth) month, (GDateYear) year);
}

char *
hammer_season_sheets_average_text (JsonObject *object,
                                   const char *name)
{
  char *text = hammer_tables_format_fixed (hammer_json_member (object, name),
                                           HAMMER_TABLES_AVERAGE_DECIMALS,
                                           hammer_i18n_decimal_mark ());

  return text != NULL ? text : g_strdup ("–");
}

void
hammer_season_sheets_new_page (HammerSeasonSheetsPaper *paper)
{
  hammer_layout_add_page (paper->layout);
  paper->y = 0;
  paper->started = TRUE;
}

void
hammer_season_sheets_need (HammerSeasonSheetsPaper *paper,
                           double                   height)
{
  if (!paper->started || paper->y + height > hammer_layout_get_height (paper->layout))
    hammer_season_sheets_new_page (paper);
}

void
hammer_season_sheets_draw_table (HammerSeasonSheetsPaper *paper,
                                 const char              *title,
                                 const char              *note,
                                 const HammerSheetColumn *columns,
                                 guint                    n_columns,
                                 GPtrArray               *rows)
{
  HammerLayout *layout = paper->layout;
  double width = hammer_layout_get_width (layout);
  double height = hammer_layout_get_height (layout);
  double head = 22 + (note != NULL ? 26 : 0) + 6;
  HammerSheetGrid grid = { .n_columns = n_columns, .font = paper->font,
                           .look = HAMMER_SHEET_GRID_SEASON };
  g_autofree HammerSheetColumn *fitted = NULL;
  guint done = 0;

  /* Widths from what the columns hold, the same on every page. */
  fitted = hammer_sheet_fit_columns (layout, columns, n_columns, rows, &grid, width,
                                     HAMMER_SHEET_ROW);
  grid.columns = fitted;

  /* The title goes with the first rows: a title alone at the foot of a
   * page is no use. */
  if (paper->started && paper->y > 0)
    paper->y += 14;
  hammer_season_sheets_need (paper, head + HAMMER_SHEET_ROW * MIN (rows->len + 1, 4));
  hammer_layout_text (layout, -3, paper->y, width, 22, title, 14, HAMMER_TEXT_BOLD,
                      HAMMER_ALIGN_START);
  paper->y += 22;
  if (note != NULL)
    {
      hammer_layout_text (layout, -3, paper->y, width, 24, note, 8,
                          HAMMER_TEXT_MUTED | HAMMER_TEXT_WRAP, HAMMER_ALIGN_START);
      paper->y += 26;
    }
  paper->y += 6;

  do
    {
      g_autoptr(GPtrArray) page_rows = g_ptr_array_new ();
      g_autoptr(GPtrArray) extra = hammer_sheet_rows_new ();
      guint fit;

      if (done > 0)
        {
          g_autofree char *continued = g_strdup_printf (_("%s (continued)"), title);
          const HammerSheetRow *row = g_ptr_array_index (rows, done);

          hammer_season_sheets_new_page (paper);
          hammer_layout_text (layout, -3, 0, width, 18, continued, 11, HAMMER_TEXT_BOLD,
                              HAMMER_ALIGN_START);
          paper->y = 24;

          /* A group that runs over keeps its heading on the new page. */
          for (guint r = done; !row->section && r-- > 0;)
            {
              const HammerSheetRow *before = g_ptr_array_index (rows, r);

              if (before->section)
                {
                  g_autofree char *heading = g_strdup_printf (_("%s (continued)"),
                                                              before->cells[0]);

                  hammer_sheet_rows_add_section (extra, heading);
                  g_ptr_array_add (page_rows, g_ptr_array_index (extra, 0));
                  break;
                }
            }
        }
      fit = (guint) MAX (1.0, (height - paper->y) / HAMMER_SHEET_ROW - 1 - page_rows->len);
      fit = MIN (fit, rows->len - done);
      for (guint r = 0; r < fit; r++)
        g_ptr_array_add (page_rows, g_ptr_array_index (rows, done + r));
      grid.rows = page_rows;
      grid.count = page_rows->len;
      paper->y += hammer_sheet_draw_grid (layout, &grid, 0, paper->y, width, HAMMER_SHEET_ROW);
      done += fit;
    }
  while (done < rows->len);
}

void
hammer_season_sheets_draw_paragraph (HammerSeasonSheetsPaper *paper,
                                     const char              *text,
                                     double                   size,
                                     gboolean                 strong)
{
  double width = hammer_layout_get_width (paper->layout);
  /* Room for two lines of the longer rules, wrapped. */
  double height = size * (strong ? 1.6 : 3.0);

  hammer_season_sheets_need (paper, height);
  hammer_layout_text (paper->layout, -3, paper->y, width, height, text, size,
                      (strong ? HAMMER_TEXT_BOLD : HAMMER_TEXT_NORMAL) | HAMMER_TEXT_WRAP,
                      HAMMER_ALIGN_START);
  paper->y += height;
}

char *
hammer_season_sheets_points_rule (JsonObject *season)
{
  JsonObject *points = hammer_json_object (season, "points");
  gint64 per_game = hammer_json_int (points, "per_game", 2);
  gint64 bonus = hammer_json_int (points, "bonus", 5);
  gint64 games = hammer_json_int (points, "bonus_games",
                                  hammer_json_int (season, "games_per_night", 10));

  /* Translators: the rule of the points competition, printed under the
   * night's ranking and in the season report. */
  return g_strdup_printf (_("Points: %" PRId64 " for each game at or above one's "
                            "average before the night, %" PRId64 " more when the "
                            "total of %" PRId64 " games beats %" PRId64
                            " times that average."),
                          per_game, bonus, games, games);
}

void
hammer_season_sheet_options_init (HammerSeasonSheetOptions *options)
{
  g_return_if_fail (options != NULL);

  memset (options, 0, sizeof *options);
  options->kind = HAMMER_SEASON_SHEET_STANDINGS;
  options->paper = HAMMER_PAPER_A4;
  options->ranking = HAMMER_SEASON_BY_TOTAL;
}

gboolean
hammer_season_sheet_kind_from_string (const char            *text,
                                      HammerSeasonSheetKind *kind)
{
  static const char *const names[] = { "night", "averages", "standings", "report", "form",
                                         "member-card", "night-classes" };
  int position = hammer_sheet_find_name (text, names, G_N_ELEMENTS (names));

  g_return_val_if_fail (kind != NULL, FALSE);

  if (position >= 0)
    *kind = (HammerSeasonSheetKind) position;
  return position >= 0;
}

/* Draws the kind of document @paper's options ask for; @night is the night
 * of HAMMER_SEASON_SHEET_NIGHT and HAMMER_SEASON_SHEET_NIGHT_CLASSES. */
static gboolean
render_kind (HammerSeasonSheetsPaper *paper,
             JsonObject              *night,
             GError                 **error)
{
  switch (paper->options->kind)
    {
    case HAMMER_SEASON_SHEET_NIGHT:
      hammer_season_sheets_render_night (paper, night);
      return TRUE;
    case HAMMER_SEASON_SHEET_AVERAGES:
      hammer_season_sheets_render_averages (paper);
      return TRUE;
    case HAMMER_SEASON_SHEET_STANDINGS:
      hammer_season_sheets_render_standings (paper, paper->options->ranking);
      return TRUE;
    case HAMMER_SEASON_SHEET_REPORT:
      hammer_season_sheets_render_report (paper);
      return TRUE;
    case HAMMER_SEASON_SHEET_FORM:
      hammer_season_sheets_render_form (paper);
      return TRUE;
    case HAMMER_SEASON_SHEET_MEMBER_CARD:
      return hammer_season_sheets_render_member_cards (paper, paper->options->member, error);
    case HAMMER_SEASON_SHEET_NIGHT_CLASSES:
      return hammer_season_sheets_render_night_classes (paper, night, error);
    default:
      g_set_error_literal (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                           _("Unknown kind of document"));
      return FALSE;
    }
}

HammerLayout *
hammer_season_sheets_layout (JsonNode                       *document,
                             const HammerSeasonSheetOptions *options,
                             GError                        **error)
{
  g_autoptr(HammerLayout) layout = NULL;
  g_autofree char *subtitle = NULL, *start = NULL, *end = NULL;
  JsonObject *season;
  JsonObject *night = NULL;
  HammerSeasonSheetsPaper paper = { 0 };

  g_return_val_if_fail (options != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (!(season = hammer_season_document_get (document, error)))
    return NULL;
  if (options->kind == HAMMER_SEASON_SHEET_NIGHT &&
      !(night = hammer_season_document_find_night (season, options->night, error)))
    return NULL;
  /* By class without a date: every night. */
  if (options->kind == HAMMER_SEASON_SHEET_NIGHT_CLASSES && options->night != NULL &&
      !(night = hammer_season_document_find_night (season, options->night, error)))
    return NULL;
  if (options->kind == HAMMER_SEASON_SHEET_FORM && options->night != NULL &&
      !is_date (options->night))
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   _("“%s” is not a date; write it as YYYY-MM-DD"), options->night);
      return NULL;
    }

  /* Translators: the header of every page of a season's documents: the
   * first and last day of the season. */
  start = hammer_i18n_format_date (hammer_json_string (season, "start"));
  end = hammer_i18n_format_date (hammer_json_string (season, "end"));
  subtitle = g_strdup_printf (_("Club nights %s to %s"), start, end);
  layout = hammer_layout_new (options->paper, options->landscape,
                              hammer_json_string (season, "name"),
                              subtitle);
  paper.layout = layout;
  paper.options = options;
  paper.season = season;
  if (!render_kind (&paper, night, error))
    return NULL;
  hammer_layout_finish (layout);
  return g_steal_pointer (&layout);
}

gboolean
hammer_season_sheets_render_to_stream (JsonNode                       *document,
                                       const HammerSeasonSheetOptions *options,
                                       GOutputStream                  *stream,
                                       GCancellable                   *cancellable,
                                       GError                        **error)
{
  g_return_val_if_fail (G_IS_OUTPUT_STREAM (stream), FALSE);

  return hammer_sheet_write_layout (hammer_season_sheets_layout (document, options, error),
                                    stream, cancellable, error);
}

gboolean
hammer_season_sheets_render_to_file (JsonNode                       *document,
                                     const HammerSeasonSheetOptions *options,
                                     const char                     *path,
                                     GError                        **error)
{
  g_return_val_if_fail (path != NULL, FALSE);

  /* The whole document is laid out first, so that a document that cannot
   * be drawn never touches the file. */
  return hammer_sheet_write_layout_to_file (hammer_season_sheets_layout (document, options,
                                                                         error),
                                            path, error);
}
