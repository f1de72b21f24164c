/* hammer-standings-sheets.c — an event's standings, and a sjoelbak
 * series' ranking by class, as printed tables
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "hammer-error.h"
#include "hammer-json.h"
#include "hammer-places.h"
#include "sheets/hammer-sheets-private.h"

static const char *
figure_title (const char *name)
{
  static const struct { const char *name; const char *title; } titles[] = {
    /* Translators: short column headings of the standings, explained
     * in a legend under the table. */
    { "played", N_("Pl") }, { "wins", N_("W") }, { "draws", N_("D") },
    { "losses", N_("L") }, { "match_points", N_("Pts") },
    { "games_won", N_("GW") }, { "games_lost", N_("GL") },
    { "game_difference", N_("GD") }, { "points_for", N_("PF") },
    { "points_against", N_("PA") }, { "point_difference", N_("PD") },
    { "total", N_("Total") }, { "total_points", N_("Total") }, { "games", N_("Games") },
    { "average", N_("Average") },
    { "best_game", N_("Best game") }, { "buchholz", N_("Buchholz") },
    { "class", N_("Class") }, { "group", N_("Group") },
  };

  for (guint i = 0; i < G_N_ELEMENTS (titles); i++)
    if (g_str_equal (titles[i].name, name))
      return _(titles[i].title);
  return name;
}

static char *
node_text (JsonNode *node)
{
  GType type;

  /* A figure the standings do not have yet (a best game before the first
   * game) shows as a dash, as on every screen. */
  if (node != NULL && JSON_NODE_HOLDS_NULL (node))
    return g_strdup ("—");
  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node))
    return g_strdup ("");
  type = json_node_get_value_type (node);
  if (type == G_TYPE_INT64)
    return hammer_sheet_int_text (json_node_get_int (node));
  if (type == G_TYPE_DOUBLE)
    {
      double value = json_node_get_double (node);

      return value == (gint64) value ? hammer_sheet_int_text ((gint64) value)
                                     : g_strdup_printf ("%.2f", value);
    }
  if (type == G_TYPE_BOOLEAN)
    return g_strdup (json_node_get_boolean (node) ? "✓" : "");
  return g_strdup (json_node_get_string (node));
}

/* What a standings line holds beside its figures: the place, as
 * hammer_standings_line_place_text() shows it, and who it is. */
static gboolean
is_figure (const char *member)
{
  static const char *const others[] = {
    "place", "place_label", "still_in", "entrant", "name", "class_place", "class_place_label",
  };

  for (guint i = 0; i < G_N_ELEMENTS (others); i++)
    if (g_str_equal (member, others[i]))
      return FALSE;
  return TRUE;
}

/* The legend of the short headings, for the figures the table shows. */
static void
add_figures_legend (GString   *note,
                    GPtrArray *names)
{
  static const struct { const char *name; const char *text; } legend[] = {
    /* Translators: the legend of the short headings of the standings. */
    { "played", N_("Pl played") }, { "wins", N_("W won") }, { "draws", N_("D drawn") },
    { "losses", N_("L lost") }, { "match_points", N_("Pts points") },
    { "games_won", N_("GW/GL games won and lost") },
    { "game_difference", N_("GD game difference") },
    { "points_for", N_("PF/PA points for and against") },
    { "point_difference", N_("PD point difference") },
  };
  gboolean first = TRUE;

  for (guint i = 0; i < G_N_ELEMENTS (legend); i++)
    {
      if (!g_ptr_array_find_with_equal_func (names, legend[i].name, g_str_equal, NULL))
        continue;
      g_string_append (note, first ? (note->len > 0 ? " — " : "") : ", ");
      g_string_append (note, _(legend[i].text));
      first = FALSE;
    }
}

gboolean
hammer_sheets_render_standings (Doc       *doc,
                                JsonNode  *standings,
                                GError   **error)
{
  g_autoptr(GPtrArray) rows = hammer_sheet_rows_new ();
  g_autoptr(GPtrArray) names = g_ptr_array_new ();
  g_autoptr(GString) note = g_string_new (NULL);
  JsonArray *array = standings && JSON_NODE_HOLDS_ARRAY (standings)
                       ? json_node_get_array (standings) : NULL;
  JsonArray *tie_breakers = hammer_json_array (hammer_json_object (doc->event, "settings"),
                                               "tie_breakers");
  JsonObject *first = hammer_json_element_object (array, 0);
  HammerSheetColumn columns[24];
  guint n_columns = 2;
  gboolean still_in = FALSE, knockout;

  if (array == NULL)
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID, _("There are no standings"));
      return FALSE;
    }
  columns[0] = (HammerSheetColumn) { _("Place"), 1.3, HAMMER_ALIGN_CENTER };
  columns[1] = (HammerSheetColumn) { _("Name"), 6, HAMMER_ALIGN_START };
  if (first != NULL)
    {
      g_autoptr(GList) members = json_object_get_members (first);

      for (GList *l = members; l != NULL && n_columns < G_N_ELEMENTS (columns); l = l->next)
        {
          const char *name = l->data;

          JsonNode *node = json_object_get_member (first, name);

          if (!is_figure (name) || !(JSON_NODE_HOLDS_VALUE (node) || JSON_NODE_HOLDS_NULL (node)))
            continue;
          g_ptr_array_add (names, (gpointer) name);
          columns[n_columns++] = (HammerSheetColumn) { figure_title (name), 1.1,
                                                       HAMMER_ALIGN_CENTER };
        }
    }
  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      JsonObject *entry = hammer_json_element_object (array, i);
      char **cells = hammer_sheet_line_cells (entry, n_columns);

      still_in |= hammer_standings_line_is_still_in (entry);
      for (guint c = 0; c < names->len; c++)
        cells[c + 2] = node_text (json_object_get_member (entry, g_ptr_array_index (names, c)));
      hammer_sheet_rows_take (rows, FALSE, FALSE, cells);
    }

  /* Say how ties are broken, in the order they are applied, so that a
   * player reading the wall knows why they are below someone level. A
   * knockout places by the round reached instead. */
  knockout = first != NULL && json_object_has_member (first, "still_in");
  if (knockout)
    g_string_append (note, _("Places by the round reached: those out in a later round "
                             "ahead of those out earlier."));
  for (guint i = 0; !knockout && tie_breakers != NULL &&
       i < json_array_get_length (tie_breakers); i++)
    {
      const char *name = json_array_get_string_element (tie_breakers, i);
      g_autofree char *key = g_strdelimit (g_strdup (name), "-", '_');
      const char *title = g_str_equal (name, "head-to-head") ? _("Head-to-head")
                                                             : figure_title (key);

      if (i > 0)
        g_string_append (note, ", ");
      g_string_append (note, title == key ? name : title);
    }
  if (note->len > 0 && !knockout)
    g_string_prepend (note, _("Ties broken by: "));
  if (names->len > 0 && g_str_equal (g_ptr_array_index (names, 0), "played"))
    add_figures_legend (note, names);
  if (still_in)
    g_string_append_printf (note, "%s%s", note->len > 0 ? " — " : "",
                            /* Translators: the legend of the mark of the place column
                             * for those still in a knockout ("in" there). */
                            C_("standings legend", "in: still in the event"));
  hammer_sheets_draw_paged_table (doc, _("Standings"), note->len > 0 ? note->str : NULL, columns,
                                  n_columns,
                    rows);
  return TRUE;
}

/* The classes of a sjoelbak event, best first as the event lists them,
 * then any other class the standings name. */
static GPtrArray *
ranking_classes (Doc       *doc,
                 JsonArray *standings)
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
class_minimum (Doc        *doc,
               const char *name)
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

gboolean
hammer_sheets_render_ranking_by_class (Doc       *doc,
                                       JsonNode  *standings,
                                       GError   **error)
{
  g_autoptr(GPtrArray) rows = hammer_sheet_rows_new ();
  g_autoptr(GPtrArray) classes = NULL;
  JsonArray *array = standings && JSON_NODE_HOLDS_ARRAY (standings)
                       ? json_node_get_array (standings) : NULL;
  HammerSheetColumn columns[] = {
    { _("Place"), 1.1, HAMMER_ALIGN_CENTER }, { _("Name"), 6, HAMMER_ALIGN_START },
    { _("Total"), 1.4, HAMMER_ALIGN_CENTER }, { _("Games"), 1.1, HAMMER_ALIGN_CENTER },
    { _("Average"), 1.4, HAMMER_ALIGN_CENTER }, { _("Best game"), 1.4, HAMMER_ALIGN_CENTER },
  };

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
        heading = g_strdup (_("Without a class"));
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
          g_autofree char *total = NULL, *games = NULL, *average = NULL;
          g_autofree char *best = NULL, *place = NULL;
          double mean;

          if (g_strcmp0 (hammer_json_string (entry, "class"), klass) != 0)
            continue;
          n++;
          total = node_text (json_object_get_member (entry, "total"));
          games = node_text (json_object_get_member (entry, "games"));
          /* Averages to two places here, as the classes go by them; a
           * dash before the first game. */
          if (hammer_json_node_double (json_object_get_member (entry, "average"), &mean))
            average = g_strdup_printf ("%.2f", mean);
          else
            average = node_text (json_object_get_member (entry, "average"));
          best = node_text (json_object_get_member (entry, "best_game"));
          place = hammer_standings_line_place_text (entry, klass != NULL);
          hammer_sheet_rows_add (rows, FALSE, 6, place, hammer_json_string (entry, "name") ?: "",
                                 total, games, average, best);
        }
      if (n == 0)
        g_ptr_array_remove_index (rows, heading_row);
    }
  hammer_sheets_draw_paged_table (doc, _("Ranking by class"),
                    _("Places within each class follow the overall ranking."), columns,
                    G_N_ELEMENTS (columns), rows);
  return TRUE;
}
