/* hammer-timetable-sheets.c — the timetable for the wall: the matches still
 * to play, round by round, each with its board and the times it will
 * likely start and end, as the events module plans them from the boards'
 * estimates (hammer_events_get_timetable_json())
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "hammer-i18n.h"

#include "hammer-error.h"
#include "hammer-json.h"
#include "sheets/hammer-sheets-private.h"

char *
hammer_sheets_clock_text (const char *iso)
{
  g_autoptr(GDateTime) time = iso != NULL ? g_date_time_new_from_iso8601 (iso, NULL) : NULL;
  g_autoptr(GDateTime) local = time != NULL ? g_date_time_to_local (time) : NULL;

  return local != NULL ? g_date_time_format (local, "%H:%M") : g_strdup ("");
}

static char **
timetable_cells (HammerSheetsDoc *doc,
                 JsonObject      *entry,
                 guint            n_columns)
{
  JsonObject *match = hammer_json_object (entry, "match");
  JsonArray *names = hammer_json_array (match, "names");
  char **cells = hammer_sheet_cells_new (n_columns);
  gint64 number = hammer_json_int (match, "number", 0);

  g_free (cells[0]);
  cells[0] = hammer_sheets_clock_text (hammer_json_string (entry, "start"));
  g_free (cells[1]);
  cells[1] = hammer_sheets_clock_text (hammer_json_string (entry, "end"));
  g_free (cells[2]);
  cells[2] = hammer_sheets_board_name (doc, (int) hammer_json_int (entry, "board", 0));
  g_free (cells[3]);
  cells[3] = number > 0 ? hammer_sheet_int_text (number) : g_strdup ("");
  /* Sides not known yet say where they come from, as the brackets do. */
  for (guint s = 0; s < 2; s++)
    {
      const char *name = hammer_json_element_string (names, s);
      JsonObject *from = hammer_json_element_object (hammer_json_array (match, "from"), s);
      gint64 feeder = hammer_json_int (from, "number", 0);

      g_free (cells[4 + s]);
      if (name != NULL)
        cells[4 + s] = g_strdup (name);
      else if (feeder > 0)
        cells[4 + s] = hammer_sheets_feeder_text (json_object_has_member (from, "winner"),
                                                  feeder);
      else
        cells[4 + s] = g_strdup ("—");
    }
  return cells;
}

gboolean
hammer_sheets_render_timetable (HammerSheetsDoc *doc,
                                GError         **error)
{
  JsonNode *plan = doc->options->timetable;
  JsonObject *root = plan != NULL && JSON_NODE_HOLDS_OBJECT (plan) ? json_node_get_object (plan)
                                                                   : NULL;
  JsonArray *entries = hammer_json_array (root, "matches");
  g_autoptr(GPtrArray) rows = hammer_sheet_rows_new ();
  g_autoptr(GPtrArray) rounds = g_ptr_array_new ();
  HammerSheetColumn columns[] = {
    /* Translators: the columns of the timetable: when a match likely
     * starts and ends. */
    { C_("timetable", "Start"), 1, HAMMER_ALIGN_CENTER },
    { C_("timetable", "End"), 1, HAMMER_ALIGN_CENTER }, { _("Board"), 1.4, HAMMER_ALIGN_CENTER },
    { _("Match"), 0.8, HAMMER_ALIGN_CENTER }, { _("Side A"), 3.5, HAMMER_ALIGN_START },
    { _("Side B"), 3.5, HAMMER_ALIGN_START },
  };
  g_autofree char *now = NULL, *note = NULL;

  if (hammer_json_length (entries) == 0)
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   _("There is no timetable: nothing is left to play"));
      return FALSE;
    }
  /* Round by round, in the order their first match starts; within a
   * round, by time. */
  for (guint i = 0; i < json_array_get_length (entries); i++)
    {
      const char *round = hammer_json_string (hammer_json_object (
                            hammer_json_element_object (entries, i), "match"), "round_name");

      if (round != NULL && !g_ptr_array_find_with_equal_func (rounds, round, g_str_equal, NULL))
        g_ptr_array_add (rounds, (gpointer) round);
    }
  g_ptr_array_add (rounds, NULL);
  for (guint r = 0; r < rounds->len; r++)
    {
      const char *round = g_ptr_array_index (rounds, r);
      guint heading = rows->len;

      if (round != NULL)
        hammer_sheet_rows_add_section (rows, round);
      for (guint i = 0; i < json_array_get_length (entries); i++)
        {
          JsonObject *entry = hammer_json_element_object (entries, i);

          if (g_strcmp0 (hammer_json_string (hammer_json_object (entry, "match"), "round_name"),
                         round) == 0)
            hammer_sheet_rows_take (rows, hammer_json_bool (entry, "on_board", FALSE), FALSE,
                                    timetable_cells (doc, entry, G_N_ELEMENTS (columns)));
        }
      if (round != NULL && rows->len == heading + 1)
        g_ptr_array_remove_index (rows, heading);
    }

  now = hammer_sheets_clock_text (hammer_json_string (root, "now"));
  /* Translators: the note over the timetable; %s is the time it was made. */
  note = g_strdup_printf (_("Expected times as of %s. The matches on the boards now are in bold "
                            "and end as their boards estimate; the rest follow at the typical "
                            "length of a game."), now);
  hammer_sheets_draw_paged_table (doc, _("Timetable"), note, columns, G_N_ELEMENTS (columns),
                                  rows);
  return TRUE;
}
