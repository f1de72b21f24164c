/* hammer-classification-sheets.c — the final classification for the
 * records and the federation: every place, with club, and the class where
 * a sjoelbak event has classes
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "hammer-i18n.h"

#include "hammer-error.h"
#include "hammer-json.h"
#include "hammer-money.h"
#include "hammer-places.h"
#include "sheets/hammer-sheets-private.h"

gboolean
hammer_sheets_render_classification (HammerSheetsDoc *doc,
                                     JsonNode        *standings,
                                     GError         **error)
{
  g_autoptr(GPtrArray) rows = hammer_sheet_rows_new ();
  JsonArray *lines = standings != NULL && JSON_NODE_HOLDS_ARRAY (standings)
                     ? json_node_get_array (standings) : NULL;
  gboolean classes = FALSE, prizes = FALSE, finished = hammer_sheets_all_played (doc);
  gint64 left_over = 0;
  g_autofree char *note = NULL;
  HammerSheetColumn columns[5] = {
    { _("Place"), 1, HAMMER_ALIGN_CENTER }, { _("Name"), 5, HAMMER_ALIGN_START },
    { _("Club"), 4, HAMMER_ALIGN_START },
  };
  guint n_columns = 3, class_column = 0, prize_column = 0;

  if (hammer_json_length (lines) == 0)
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   _("There is no classification before the draw"));
      return FALSE;
    }
  for (guint i = 0; i < json_array_get_length (lines); i++)
    {
      JsonObject *line = hammer_json_element_object (lines, i);

      classes |= hammer_json_string (line, "class") != NULL;
      /* The standings carry prizes once the event with a payout table is over. */
      prizes |= line != NULL && json_object_has_member (line, "prize");
    }
  if (classes)
    {
      class_column = n_columns++;
      columns[class_column] = (HammerSheetColumn) { _("Class"), 1.2, HAMMER_ALIGN_CENTER };
    }
  if (prizes)
    {
      prize_column = n_columns++;
      /* TRANSLATORS: the column of a final classification with each place's prize money. */
      columns[prize_column] = (HammerSheetColumn) { _("Prize"), 1.6, HAMMER_ALIGN_END };
    }

  for (guint i = 0; i < json_array_get_length (lines); i++)
    {
      JsonObject *line = hammer_json_element_object (lines, i);
      const char *name = hammer_json_string (line, "name");
      char **cells = hammer_sheet_cells_new (n_columns);

      g_free (cells[0]);
      cells[0] = hammer_standings_line_place_text (line, FALSE);
      g_free (cells[1]);
      cells[1] = hammer_standings_line_name_text (line);
      g_free (cells[2]);
      cells[2] = hammer_sheets_players_text (doc, hammer_sheets_find_entrant (doc, name), "club");
      if (classes && hammer_json_string (line, "class") != NULL)
        {
          g_free (cells[class_column]);
          cells[class_column] = g_strdup (hammer_json_string (line, "class"));
        }
      if (prizes && hammer_json_int (line, "prize", 0) > 0)
        {
          g_free (cells[prize_column]);
          cells[prize_column] = hammer_money_format (hammer_json_int (line, "prize", 0),
                                                     hammer_json_string (doc->event,
                                                                         "currency"));
        }
      /* Each line of a shared place names the same cents: count them once. */
      if (hammer_json_int (line, "prize_left_over", 0) > 0 &&
          (i == 0 || hammer_json_int (hammer_json_element_object (lines, i - 1), "place", 0) !=
                     hammer_json_int (line, "place", 0)))
        left_over += hammer_json_int (line, "prize_left_over", 0);
      hammer_sheet_rows_take (rows, FALSE, FALSE, cells);
    }
  if (prizes)
    {
      g_autofree char *cents = hammer_money_format (left_over,
                                                    hammer_json_string (doc->event, "currency"));

      note = left_over > 0
             ? g_strdup_printf (_("Prizes from the event’s payout table; places shared share "
                                  "the prizes of the places they cover, rounded down to the "
                                  "cent: %s is left over."), cents)
             : g_strdup (_("Prizes from the event’s payout table; places shared share the "
                           "prizes of the places they cover."));
    }
  hammer_sheets_draw_paged_table (doc,
                                  finished ? _("Final classification") : _("Classification"),
                                  note != NULL ? note
                                  : finished ? NULL
                                  : _("Provisional: not every match has been played."),
                                  columns, n_columns, rows);
  return TRUE;
}
