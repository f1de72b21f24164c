/* hammer-season-night-classes-sheets.c — a club night's ranking split by
 * the season's classes, each class under its heading with places of its
 * own, for the prizes a club gives per class each night
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "hammer-i18n.h"

#include "hammer-error.h"
#include "hammer-json.h"
#include "sheets/hammer-season-sheets-private.h"

/* The lines of @ranking in @klass (NULL: those without a class) as rows,
 * placed within the class: lines the night ranks level stay level. */
static guint
add_class_rows (GPtrArray  *rows,
                JsonArray  *ranking,
                const char *klass,
                const char *heading)
{
  gint64 last_place = 0;
  guint n = 0, place = 0;

  for (guint i = 0; i < hammer_json_length (ranking); i++)
    {
      JsonObject *line = hammer_json_element_object (ranking, i);
      gint64 night_place = hammer_json_int (line, "place", 0);
      char **cells;

      if (g_strcmp0 (hammer_json_string (line, "class"), klass) != 0)
        continue;
      if (n == 0)
        hammer_sheet_rows_add_section (rows, heading);
      n++;
      if (night_place != last_place)
        place = n;
      last_place = night_place;
      cells = hammer_sheet_cells_new (6);
      g_free (cells[0]);
      cells[0] = hammer_sheet_int_text (place);
      g_free (cells[1]);
      cells[1] = g_strdup (hammer_json_string (line, "name") ?: "");
      g_free (cells[2]);
      cells[2] = hammer_sheet_int_text (hammer_json_int (line, "total", 0));
      g_free (cells[3]);
      cells[3] = hammer_season_sheets_average_text (line, "average");
      g_free (cells[4]);
      cells[4] = hammer_season_sheets_average_text (line, "average_before");
      g_free (cells[5]);
      cells[5] = hammer_sheet_int_text (hammer_json_int (line, "points", 0));
      hammer_sheet_rows_take (rows, FALSE, FALSE, cells);
    }
  return n;
}

static void
render_night (HammerSeasonSheetsPaper *paper,
              JsonObject              *night)
{
  JsonArray *classes = hammer_json_array (paper->season, "classes");
  JsonArray *ranking = hammer_json_array (night, "ranking");
  g_autoptr(GPtrArray) rows = hammer_sheet_rows_new ();
  g_autofree char *title = NULL;
  g_autofree char *date = NULL;
  g_autofree char *rule = hammer_season_sheets_points_rule (paper->season);
  g_autofree char *note = NULL;
  HammerSheetColumn columns[] = {
    /* Translators: a column of a night's ranking by class: the place
     * within the class. */
    { C_("night by class", "Place"), 1.3, HAMMER_ALIGN_CENTER },
    { _("Name"), 6, HAMMER_ALIGN_START },
    { _("Total"), 1.6, HAMMER_ALIGN_END },
    { _("Average"), 1.9, HAMMER_ALIGN_END },
    { _("Before"), 1.9, HAMMER_ALIGN_END },
    { _("Points"), 1.5, HAMMER_ALIGN_END },
  };

  for (guint c = 0; c < hammer_json_length (classes); c++)
    {
      const char *name = hammer_json_string (hammer_json_element_object (classes, c), "name");
      g_autofree char *heading = g_strdup_printf (_("Class %s"), name);

      add_class_rows (rows, ranking, name, heading);
    }
  add_class_rows (rows, ranking, NULL, _("No class yet"));

  /* Translators: the title of a club night's ranking split by class; %s
   * is the night's date. */
  date = hammer_i18n_format_date (hammer_json_string (night, "date"));
  title = g_strdup_printf (_("Club night of %s by class"), date);
  /* Translators: over a night's ranking by class; %s is the rule of the
   * points competition. */
  note = g_strdup_printf (_("Places count within each class, in the class the member was in "
                            "that night. %s"), rule);
  hammer_season_sheets_new_page (paper);
  if (rows->len == 0)
    {
      hammer_season_sheets_draw_paragraph (paper, title, 14, TRUE);
      hammer_season_sheets_draw_paragraph (paper, _("Nobody played this night."), 10, FALSE);
      return;
    }
  hammer_season_sheets_draw_table (paper, title, note, columns, G_N_ELEMENTS (columns), rows);
}

gboolean
hammer_season_sheets_render_night_classes (HammerSeasonSheetsPaper *paper,
                                           JsonObject              *night,
                                           GError                 **error)
{
  JsonArray *nights = hammer_json_array (paper->season, "nights");

  if (night != NULL)
    {
      render_night (paper, night);
      return TRUE;
    }
  if (hammer_json_length (nights) == 0)
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_NOT_FOUND,
                   _("The season “%s” has no club nights yet"),
                   hammer_json_string (paper->season, "name"));
      return FALSE;
    }
  for (guint n = 0; n < hammer_json_length (nights); n++)
    render_night (paper, hammer_json_element_object (nights, n));
  return TRUE;
}
