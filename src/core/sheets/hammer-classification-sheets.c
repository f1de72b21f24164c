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
  gboolean classes = FALSE, finished = hammer_sheets_all_played (doc);
  HammerSheetColumn columns[] = {
    { _("Place"), 1, HAMMER_ALIGN_CENTER }, { _("Name"), 5, HAMMER_ALIGN_START },
    { _("Club"), 4, HAMMER_ALIGN_START }, { _("Class"), 1.2, HAMMER_ALIGN_CENTER },
  };

  if (hammer_json_length (lines) == 0)
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   _("There is no classification before the draw"));
      return FALSE;
    }
  for (guint i = 0; i < json_array_get_length (lines); i++)
    classes |= hammer_json_string (hammer_json_element_object (lines, i), "class") != NULL;

  for (guint i = 0; i < json_array_get_length (lines); i++)
    {
      JsonObject *line = hammer_json_element_object (lines, i);
      const char *name = hammer_json_string (line, "name");
      char **cells = hammer_sheet_cells_new (G_N_ELEMENTS (columns));

      g_free (cells[0]);
      cells[0] = hammer_standings_line_place_text (line, FALSE);
      g_free (cells[1]);
      cells[1] = hammer_standings_line_name_text (line);
      g_free (cells[2]);
      cells[2] = hammer_sheets_players_text (doc, hammer_sheets_find_entrant (doc, name), "club");
      if (classes && hammer_json_string (line, "class") != NULL)
        {
          g_free (cells[3]);
          cells[3] = g_strdup (hammer_json_string (line, "class"));
        }
      hammer_sheet_rows_take (rows, FALSE, FALSE, cells);
    }
  hammer_sheets_draw_paged_table (doc,
                                  finished ? _("Final classification") : _("Classification"),
                                  finished ? NULL
                                           : _("Provisional: not every match has been played."),
                                  columns, classes ? 4 : 3, rows);
  return TRUE;
}
