/* hammer-ranking-sheets.c — a ranking across events on paper
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "hammer-i18n.h"

#include "hammer-places.h"
#include "io/hammer-tables-writer.h"
#include "sheets/hammer-ranking-sheets.h"
#include "sheets/hammer-sheet-grid.h"

/* More events than this turn the paper sideways, so that their columns
 * keep room for a figure. */
#define PORTRAIT_EVENTS 6

static char *
subtitle_of (HammerRanking *ranking,
             guint          n_events)
{
  if (ranking->best > 0)
    /* TRANSLATORS: under a ranking's name: events that count, and the best N. */
    return g_strdup_printf (ngettext ("%u event · the best %u results count",
                                      "%u events · the best %u results count", n_events),
                            n_events, ranking->best);
  return g_strdup_printf (ngettext ("%u event", "%u events", n_events), n_events);
}

HammerLayout *
hammer_ranking_sheet_new (HammerRanking *ranking,
                          HammerPaper    paper,
                          gboolean       landscape)
{
  g_autoptr(GPtrArray) events = NULL;
  g_autoptr(GPtrArray) rows = hammer_sheet_rows_new ();
  g_autoptr(GArray) columns = g_array_new (FALSE, FALSE, sizeof (HammerSheetColumn));
  g_autofree char *subtitle = NULL;
  g_autoptr(GPtrArray) titles = NULL;
  g_autoptr(GString) key = NULL;
  HammerSheetColumn column;
  HammerLayout *layout;
  guint n_columns;
  double width, height, row_h = HAMMER_SHEET_ROW;
  guint per_page, first = 0;

  g_return_val_if_fail (ranking != NULL, NULL);

  events = hammer_ranking_counting_events (ranking);
  subtitle = subtitle_of (ranking, events->len);
  layout = hammer_layout_new (paper, landscape || events->len > PORTRAIT_EVENTS, ranking->name,
                              subtitle);

  /* TRANSLATORS: the columns of a ranking on paper. */
  column = (HammerSheetColumn) { C_("ranking", "Place"), 1.3, HAMMER_ALIGN_CENTER };
  g_array_append_val (columns, column);
  column = (HammerSheetColumn) { C_("ranking", "Name"), 6, HAMMER_ALIGN_START };
  g_array_append_val (columns, column);
  column = (HammerSheetColumn) { C_("ranking", "Points"), 1.8, HAMMER_ALIGN_END };
  g_array_append_val (columns, column);
  /* An event's column is headed by its number, and the key under the
   * table names it: an event's name in a column as narrow as its points
   * would be cut. */
  titles = g_ptr_array_new_with_free_func (g_free);
  key = g_string_new (NULL);
  for (guint e = 0; e < events->len; e++)
    {
      const HammerEventPlacings *event = g_ptr_array_index (events, e);
      char *title = g_strdup_printf ("%u", e + 1);

      g_ptr_array_add (titles, title);
      column = (HammerSheetColumn) { title, 1.8, HAMMER_ALIGN_END };
      g_array_append_val (columns, column);
      if (key->len > 0)
        g_string_append (key, " · ");
      /* TRANSLATORS: the key to a ranking's event columns on paper: the
       * column's number, then the event's name. */
      g_string_append_printf (key, C_("ranking", "%u: %s"), e + 1, event->name);
    }
  column = (HammerSheetColumn) { C_("ranking", "Movement"), 1.8, HAMMER_ALIGN_CENTER };
  g_array_append_val (columns, column);
  n_columns = columns->len;

  for (guint i = 0; i < ranking->lines->len; i++)
    {
      const HammerRankingLine *line = g_ptr_array_index (ranking->lines, i);
      char **cells = hammer_sheet_cells_new (n_columns);
      guint c = 0;

      g_free (cells[c]);
      cells[c++] = hammer_standings_place_label (line->place, line->shared);
      g_free (cells[c]);
      /* A mark beside the name of a player at the threshold, explained
       * under the table. */
      cells[c++] = g_strdup_printf ("%s%s", line->name, line->marked ? " ★" : "");
      g_free (cells[c]);
      cells[c++] = hammer_tables_format_decimal (line->points, hammer_i18n_decimal_mark ());
      for (guint e = 0; e < events->len; e++)
        {
          HammerEventPlacings *event = g_ptr_array_index (events, e);
          gboolean counted;
          const HammerRankingResult *result =
            hammer_ranking_line_find_result (line, event->event_id, &counted);

          if (result != NULL)
            {
              g_free (cells[c]);
              cells[c] = hammer_ranking_result_text (result, counted, hammer_i18n_decimal_mark ());
            }
          c++;
        }
      g_free (cells[c]);
      cells[c] = hammer_ranking_movement_text (line);
      /* The qualified stand out, above the cut. */
      hammer_sheet_rows_take (rows, line->qualified, FALSE, cells);
    }

  width = hammer_layout_get_width (layout);
  height = hammer_layout_get_height (layout);
  /* Room for the header row and the notes under the table, the key to
   * the events' columns with them. */
  per_page = MAX ((guint) ((height - 30 - hammer_layout_text_height (layout, key->str, width, 7.5,
                                                                      HAMMER_TEXT_MUTED |
                                                                      HAMMER_TEXT_WRAP))
                           / row_h) - 1, 1);
  do
    {
      HammerSheetGrid grid = { .columns = (HammerSheetColumn *) (void *) columns->data,
                               .n_columns = n_columns, .rows = rows, .first = first,
                               .count = MIN (per_page, rows->len - first),
                               .look = HAMMER_SHEET_GRID_SEASON };
      double y;

      hammer_layout_add_page (layout);
      y = hammer_sheet_draw_grid (layout, &grid, 0, 0, width, row_h);
      first += grid.count;
      if (first >= rows->len)
        {
          g_autofree char *legend = hammer_ranking_legend (ranking, hammer_i18n_decimal_mark (),
                                                           TRUE);
          g_autoptr(GString) notes = g_string_new (legend);

          if (key->len > 0)
            {
              g_string_prepend (notes, " ");
              g_string_prepend (notes, key->str);
            }
          hammer_layout_text (layout, 0, y + 4, width,
                              hammer_layout_text_height (layout, notes->str, width, 7.5,
                                                         HAMMER_TEXT_MUTED | HAMMER_TEXT_WRAP),
                              notes->str, 7.5, HAMMER_TEXT_MUTED | HAMMER_TEXT_WRAP,
                              HAMMER_ALIGN_START);
        }
    }
  while (first < rows->len);

  hammer_layout_finish (layout);
  return layout;
}

gboolean
hammer_ranking_sheets_render_to_file (HammerRanking  *ranking,
                                      HammerPaper     paper,
                                      gboolean        landscape,
                                      const char     *path,
                                      GError        **error)
{
  g_return_val_if_fail (ranking != NULL, FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  return hammer_sheet_write_layout_to_file (hammer_ranking_sheet_new (ranking, paper, landscape),
                                            path, error);
}
