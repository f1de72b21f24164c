/* hammer-standings-sheets.c — an event's standings, and a sjoelbak
 * series' ranking by class, as printed tables
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "hammer-i18n.h"

#include "hammer-score-text.h"
#include "hammer-error.h"
#include "hammer-json.h"
#include "hammer-places.h"
#include "io/hammer-tables.h"
#include "sheets/hammer-sheets-private.h"

static char             **standings_cells   (GArray     *columns,
                                             JsonObject *entry,
                                             gboolean    in_class);
static HammerSheetColumn *sheet_columns_new (GArray     *columns,
                                             gboolean    short_headings);

/* The heading of a tie-breaker's figure, for the note that says how ties
 * are broken; %NULL for one without a figure of its own. */
static const char *
tie_breaker_title (const char *name)
{
  g_autofree char *member = g_strdelimit (g_strdup (name), "-", '_');
  const HammerStandingsColumn *column;

  if (g_str_equal (name, "head-to-head"))
    return _("Head-to-head");
  if (g_str_equal (name, "total-points"))
    return _("Total");
  if ((column = hammer_tables_standings_column (member)) == NULL)
    return NULL;
  return _(column->short_header != NULL ? column->short_header : column->header);
}

/* The legend of the short headings, for the figures the table shows. */
static void
add_figures_legend (GString *note,
                    GArray  *columns)
{
  static const struct { const char *name; const char *text; } legend[] = {
    /* Translators: the legend of the short headings of the standings. */
    { "bracket_place", N_("CP consolation place") },
    { "second_knockout_place", N_("SKP second knockout place") },
    { "played", N_("Pl played") }, { "wins", N_("W won") }, { "draws", N_("D drawn") },
    { "losses", N_("L lost") }, { "match_points", N_("Pts points") },
    { "games_won", N_("GW games won") }, { "games_lost", N_("GL games lost") },
    { "game_difference", N_("GD game difference") },
    { "points_for", N_("PF points for") }, { "points_against", N_("PA points against") },
    { "point_difference", N_("PD point difference") },
  };
  gboolean first = TRUE;

  for (guint i = 0; i < G_N_ELEMENTS (legend); i++)
    {
      gboolean shown = FALSE;

      for (guint c = 0; c < columns->len; c++)
        shown |= g_str_equal (g_array_index (columns, HammerStandingsColumn, c).member,
                              legend[i].name);
      if (!shown)
        continue;
      g_string_append (note, first ? (note->len > 0 ? " — " : "") : ", ");
      g_string_append (note, _(legend[i].text));
      first = FALSE;
    }
}

/* What the note over the standings says: how the places are made, and
 * what the short headings mean. */
static char *
standings_note (HammerSheetsDoc *doc,
                GArray          *columns,
                gboolean         knockout,
                gboolean         grouped,
                gboolean         still_in)
{
  JsonArray *tie_breakers = hammer_json_array (hammer_json_object (doc->event, "settings"),
                                               "tie_breakers");
  JsonArray *points = hammer_json_array (hammer_json_object (doc->event, "settings"),
                                         "match_points");
  GString *note = g_string_new (NULL);
  gboolean first = TRUE;

  /* Say how ties are broken, in the order they are applied, so that a
   * player reading the wall knows why they are below someone level. A
   * knockout places by the round reached instead, and has no points. */
  if (knockout)
    g_string_append (note, still_in
                             ? _("Places by the round reached: those still in ahead of those "
                                 "out, those out in a later round ahead of those out earlier.")
                             : _("Places by the round reached: those out in a later round "
                                 "ahead of those out earlier."));
  /* An event's own match points are not the 2-1-0 everyone assumes: say
   * them first; after groups, they made the groups' places. */
  if ((!knockout || grouped) && points != NULL && json_array_get_length (points) == 3)
    {
      if (note->len > 0)
        g_string_append_c (note, ' ');
      /* TRANSLATORS: the match points of an event, as "Match points: 3 a
       * win, 1 a draw, 0 a loss. ". */
      g_string_append_printf (note, _("Match points: %g a win, %g a draw, %g a loss. "),
                              json_array_get_double_element (points, 0),
                              json_array_get_double_element (points, 1),
                              json_array_get_double_element (points, 2));
    }
  for (guint i = 0; !knockout && tie_breakers != NULL &&
       i < json_array_get_length (tie_breakers); i++)
    {
      const char *name = json_array_get_string_element (tie_breakers, i);
      const char *title = name != NULL ? tie_breaker_title (name) : NULL;

      g_string_append (note, first ? _("Ties broken by: ") : ", ");
      g_string_append (note, title != NULL ? title : name);
      first = FALSE;
    }
  add_figures_legend (note, columns);
  return g_string_free (note, FALSE);
}

gboolean
hammer_sheets_render_standings (HammerSheetsDoc *doc,
                                JsonNode        *standings,
                                GError         **error)
{
  g_autoptr(GPtrArray) rows = hammer_sheet_rows_new ();
  g_autoptr(GArray) columns = NULL;
  g_autofree HammerSheetColumn *sheet_columns = NULL;
  g_autofree char *note = NULL;
  JsonArray *array = standings && JSON_NODE_HOLDS_ARRAY (standings)
                       ? json_node_get_array (standings) : NULL;
  JsonObject *first = hammer_json_element_object (array, 0);
  gboolean still_in = FALSE, knockout;

  if (array == NULL)
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID, _("There are no standings"));
      return FALSE;
    }
  /* The columns every table of the standings shows, under the short
   * headings where there are many. */
  columns = hammer_tables_standings_columns (doc->event, array, FALSE);
  sheet_columns = sheet_columns_new (columns, TRUE);
  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      JsonObject *entry = hammer_json_element_object (array, i);

      still_in |= hammer_standings_line_is_still_in (entry);
      hammer_sheet_rows_take (rows, FALSE, FALSE, standings_cells (columns, entry, FALSE));
    }

  knockout = first != NULL && json_object_has_member (first, "still_in");
  note = standings_note (doc, columns, knockout,
                         first != NULL && json_object_has_member (first, "group"), still_in);
  hammer_sheets_draw_paged_table (doc, _("Standings"), *note != '\0' ? note : NULL,
                                  sheet_columns, columns->len, rows);
  return TRUE;
}

/* The classes of a sjoelbak event, best first as the event lists them,
 * then any other class the standings name. */
static GPtrArray *
ranking_classes (HammerSheetsDoc *doc,
                 JsonArray       *standings)
{
  GPtrArray *names = g_ptr_array_new ();
  JsonArray *classes = hammer_json_array (hammer_json_object (doc->event, "settings"), "classes");

  for (guint i = 0; classes != NULL && i < json_array_get_length (classes); i++)
    {
      const char *name = hammer_json_string (hammer_json_element_object (classes, i), "name");

      if (name != NULL)
        g_ptr_array_add (names, (gpointer) name);
    }
  for (guint i = 0; i < json_array_get_length (standings); i++)
    {
      const char *name = hammer_json_string (hammer_json_element_object (standings, i), "class");

      if (name != NULL && !g_ptr_array_find_with_equal_func (names, name, g_str_equal, NULL))
        g_ptr_array_add (names, (gpointer) name);
    }
  return names;
}

static double
class_minimum (HammerSheetsDoc *doc,
               const char      *name)
{
  JsonArray *classes = hammer_json_array (hammer_json_object (doc->event, "settings"), "classes");

  for (guint i = 0; classes != NULL && i < json_array_get_length (classes); i++)
    {
      JsonObject *klass = hammer_json_element_object (classes, i);
      JsonNode *min = json_object_get_member (klass, "min");

      if (g_strcmp0 (hammer_json_string (klass, "name"), name) == 0 && min != NULL &&
          JSON_NODE_HOLDS_VALUE (min))
        return json_node_get_double (min);
    }
  return -1;
}

/* The cells of @columns (place and name first) for the standings line
 * @entry, a dash for a figure not there yet, as on every screen. */
static char **
standings_cells (GArray     *columns,
                 JsonObject *entry,
                 gboolean    in_class)
{
  char **cells = hammer_sheet_line_cells (entry, columns->len);

  if (in_class)
    {
      g_free (cells[0]);
      cells[0] = hammer_standings_line_place_text (entry, TRUE);
    }
  for (guint c = 2; c < columns->len; c++)
    {
      const HammerStandingsColumn *column = &g_array_index (columns, HammerStandingsColumn, c);
      JsonNode *node = json_object_get_member (entry, column->member);

      /* A series player without a card has no total, not a total of 0. */
      if (g_str_equal (column->member, "total") && json_object_has_member (entry, "games") &&
          hammer_json_int (entry, "games", -1) == 0)
        {
          /* Translators: the total of a sjoelbak series player with no card
           * entered yet. */
          cells[c] = g_strdup (_("no card"));
          continue;
        }
      cells[c] = hammer_number_text (hammer_tables_standings_figure (column, entry,
                                                                     hammer_i18n_decimal_mark ()));
      if (cells[c] == NULL)
        cells[c] = g_strdup (node != NULL && JSON_NODE_HOLDS_NULL (node) ? "—" : "");
    }
  return cells;
}

/* @columns as a sheet's: whole headings, or the short ones with @short. */
static HammerSheetColumn *
sheet_columns_new (GArray   *columns,
                   gboolean  short_headings)
{
  HammerSheetColumn *sheet = g_new0 (HammerSheetColumn, MAX (columns->len, 1));

  for (guint c = 0; c < columns->len; c++)
    {
      const HammerStandingsColumn *column = &g_array_index (columns, HammerStandingsColumn, c);
      gboolean name = g_str_equal (column->member, "name");

      sheet[c].title = _(short_headings && column->short_header != NULL ? column->short_header
                                                                        : column->header);
      sheet[c].weight = name ? 6 : column->text ? 2 : 1.1;
      sheet[c].align = name ? HAMMER_ALIGN_START : HAMMER_ALIGN_CENTER;
    }
  return sheet;
}

gboolean
hammer_sheets_render_ranking_by_class (HammerSheetsDoc *doc,
                                       JsonNode        *standings,
                                       GError         **error)
{
  g_autoptr(GPtrArray) rows = hammer_sheet_rows_new ();
  g_autoptr(GPtrArray) classes = NULL;
  g_autoptr(GArray) columns = NULL;
  g_autofree HammerSheetColumn *sheet_columns = NULL;
  JsonArray *array = standings && JSON_NODE_HOLDS_ARRAY (standings)
                       ? json_node_get_array (standings) : NULL;

  if (array == NULL || json_array_get_length (array) == 0 ||
      !json_object_has_member (hammer_json_element_object (array, 0), "total"))
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   _("A ranking by class is made for a sjoelbak series"));
      return FALSE;
    }
  classes = ranking_classes (doc, array);
  if (classes->len == 0)
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   _("No entrant has a class: classes are given by the players’ averages when "
                     "an event with classes is drawn"));
      return FALSE;
    }
  /* The series' columns as every table of its standings has them; the
   * class is the section's heading here. */
  columns = hammer_tables_standings_columns (doc->event, array, FALSE);
  for (guint c = 0; c < columns->len; c++)
    if (g_str_equal (g_array_index (columns, HammerStandingsColumn, c).member, "class"))
      g_array_remove_index (columns, c);
  sheet_columns = sheet_columns_new (columns, FALSE);

  /* One section per class, and one for those without; within a class the
   * overall order holds, and entrants level overall stay level. */
  for (guint c = 0; c <= classes->len; c++)
    {
      const char *klass = c < classes->len ? g_ptr_array_index (classes, c) : NULL;
      guint n = 0;
      g_autofree char *heading = NULL;
      guint heading_row = rows->len;
      double minimum = klass != NULL ? class_minimum (doc, klass) : -1;

      if (klass == NULL && minimum < 0)
        /* Classes follow the averages the players had at the draw. */
        heading = g_strdup (_("Without a class: no average when the event was drawn"));
      else if (minimum > 0)
        /* Translators: a heading of the ranking by class: the class's name
         * and the lowest average that puts a player in it. */
        heading = g_strdup_printf (_("Class %s · average %g and up"), klass, minimum);
      else
        heading = g_strdup_printf (_("Class %s"), klass);
      hammer_sheet_rows_add_section (rows, heading);

      for (guint i = 0; i < json_array_get_length (array); i++)
        {
          JsonObject *entry = hammer_json_element_object (array, i);

          if (g_strcmp0 (hammer_json_string (entry, "class"), klass) != 0)
            continue;
          n++;
          hammer_sheet_rows_take (rows, FALSE, FALSE, standings_cells (columns, entry,
                                                                       klass != NULL));
        }
      if (n == 0)
        g_ptr_array_remove_index (rows, heading_row);
    }
  hammer_sheets_draw_paged_table (doc, _("Ranking by class"),
                    _("Places within each class follow the overall ranking."), sheet_columns,
                    columns->len, rows);
  return TRUE;
}
