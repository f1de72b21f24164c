/* hammer-season-tables.c — a season of club nights as CSV, and as a web
 * page: the standings, the averages by class and a night's ranking
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "hammer-i18n.h"
#include <inttypes.h>

#include "hammer-error.h"
#include "hammer-json.h"
#include "hammer-places.h"
#include "league/hammer-season-document.h"
#include "io/hammer-tables-writer.h"

typedef struct
{
  const char *member;
  char       *header;  /* translated */
  gboolean    text;
} SeasonColumn;

static void
season_column_free (gpointer data)
{
  SeasonColumn *column = data;

  g_free (column->header);
  g_free (column);
}

static void
season_columns_add (GPtrArray  *columns,
                    const char *member,
                    const char *header,
                    gboolean    text)
{
  SeasonColumn *column = g_new0 (SeasonColumn, 1);

  column->member = member;
  column->header = g_strdup (header);
  column->text = text;
  g_ptr_array_add (columns, column);
}

static const char *const season_rankings[] = { "total", "average", "points", "best4" };

static gboolean
season_ranking_key (const char  *by,
                    const char **key,
                    GError     **error)
{
  for (guint i = 0; i < G_N_ELEMENTS (season_rankings); i++)
    if (g_strcmp0 (by != NULL ? by : "total", season_rankings[i]) == 0)
      {
        *key = season_rankings[i];
        return TRUE;
      }
  g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
               _("“%s” is not a ranking; use total, average, points or best4"), by);
  return FALSE;
}

/* The columns of the standings by @key. */
static GPtrArray *
season_standings_columns (const char *key)
{
  GPtrArray *columns = g_ptr_array_new_with_free_func (season_column_free);
  gboolean points = g_str_equal (key, "points");
  gboolean best4 = g_str_equal (key, "best4");

  season_columns_add (columns, "place", _("Place"), FALSE);
  season_columns_add (columns, "name", _("Name"), TRUE);
  season_columns_add (columns, points ? "points" : "total",
                      points ? _("Points") : best4 ? _("Sum of series") : _("Total"), FALSE);
  season_columns_add (columns, best4 ? "series" : "games", best4 ? _("Series") : _("Games"),
                      FALSE);
  /* TRANSLATORS: a column of the best-4-series standings: the average
   * series. */
  season_columns_add (columns, "average", best4 ? _("Per series") : _("Average"), FALSE);
  return columns;
}

static GPtrArray *
season_averages_columns (JsonObject *season)
{
  GPtrArray *columns = g_ptr_array_new_with_free_func (season_column_free);
  g_autofree char *last = g_strdup_printf (_("Last %" PRId64),
                                           hammer_json_int (season, "last_games", 10));

  season_columns_add (columns, "class", _("Class"), TRUE);
  season_columns_add (columns, "name", _("Name"), TRUE);
  season_columns_add (columns, "games", _("Games"), FALSE);
  season_columns_add (columns, "total", _("Total"), FALSE);
  season_columns_add (columns, "average", _("Season average"), FALSE);
  season_columns_add (columns, "last_average", last, FALSE);
  return columns;
}

/* Averages are written to two decimals, every one of a column alike. */
static gboolean
is_average (const SeasonColumn *column)
{
  return g_str_has_suffix (column->member, "average");
}

static void
season_csv_figure (HammerCsvWriter    *writer,
                   const SeasonColumn *column,
                   JsonNode           *node)
{
  if (is_average (column))
    hammer_csv_writer_fixed (writer, node, HAMMER_TABLES_AVERAGE_DECIMALS);
  else
    hammer_csv_writer_node (writer, node);
}

static void
season_html_figure (GString            *out,
                    const SeasonColumn *column,
                    JsonNode           *node)
{
  g_autofree char *average = NULL;

  if (!is_average (column) || node == NULL || JSON_NODE_HOLDS_NULL (node))
    {
      hammer_html_figure_cell (out, node, "td");
      return;
    }
  average = hammer_html_format_fixed (node, HAMMER_TABLES_AVERAGE_DECIMALS);
  g_string_append (out, "<td class=\"num\">");
  hammer_html_escape (out, average);
  g_string_append (out, "</td>");
}

/* A place as the tables print it, from hammer_standings_place_labels():
 * the document's own "place_label" is never printed, as it may hold
 * anything. */
static char *
season_place_text (const char *label)
{
  return hammer_standings_place_text (label != NULL && *label != '\0' ? label : NULL, FALSE);
}

static void
season_csv_rows (HammerCsvWriter *writer,
                 GPtrArray *columns,
                 JsonArray *rows)
{
  g_auto(GStrv) places = rows != NULL ? hammer_standings_place_labels (rows, NULL) : NULL;

  for (guint c = 0; c < columns->len; c++)
    hammer_csv_writer_text (writer, ((SeasonColumn *) g_ptr_array_index (columns, c))->header);
  hammer_csv_writer_end_row (writer);
  for (guint r = 0; rows != NULL && r < json_array_get_length (rows); r++)
    {
      JsonObject *row = hammer_json_element_object (rows, r);

      if (row == NULL)
        continue;
      for (guint c = 0; c < columns->len; c++)
        {
          const SeasonColumn *column = g_ptr_array_index (columns, c);

          if (g_str_equal (column->member, "place"))
            {
              g_autofree char *place = season_place_text (places[r]);

              hammer_csv_writer_text (writer, place);
            }
          else
            season_csv_figure (writer, column, json_object_get_member (row, column->member));
        }
      hammer_csv_writer_end_row (writer);
    }
}

char *
hammer_tables_season_csv (JsonNode               *document,
                          const char             *what,
                          const char             *by,
                          const HammerCsvOptions *options,
                          GError                **error)
{
  JsonObject *season;
  HammerCsvWriter writer;

  g_return_val_if_fail (what != NULL, NULL);
  g_return_val_if_fail (options != NULL, NULL);

  if (!(season = hammer_season_document_get (document, error)))
    return NULL;

  if (g_str_equal (what, "standings"))
    {
      g_autoptr(GPtrArray) columns = NULL;
      const char *key;

      if (!season_ranking_key (by, &key, error))
        return NULL;
      columns = season_standings_columns (key);
      hammer_csv_writer_init (&writer, options);
      season_csv_rows (&writer, columns,
                       hammer_json_array (hammer_json_object (season, "standings"), key));
      return hammer_csv_writer_finish (&writer);
    }
  if (g_str_equal (what, "averages"))
    {
      g_autoptr(GPtrArray) columns = season_averages_columns (season);

      hammer_csv_writer_init (&writer, options);
      season_csv_rows (&writer, columns, hammer_json_array (season, "members"));
      return hammer_csv_writer_finish (&writer);
    }
  if (g_str_equal (what, "night"))
    {
      JsonObject *night = hammer_season_document_find_night (season, by, error);
      JsonArray *ranking;
      g_auto(GStrv) places = NULL;
      gint64 n_games = hammer_json_int (season, "games_per_night", 10);

      if (night == NULL)
        return NULL;
      ranking = hammer_json_array (night, "ranking");
      places = ranking != NULL ? hammer_standings_place_labels (ranking, NULL) : NULL;
      hammer_csv_writer_init (&writer, options);
      hammer_csv_writer_text (&writer, _("Date"));
      hammer_csv_writer_text (&writer, _("Place"));
      hammer_csv_writer_text (&writer, _("Name"));
      for (gint64 g = 0; g < n_games; g++)
        {
          g_autofree char *header = g_strdup_printf (_("Game %" PRId64), g + 1);

          hammer_csv_writer_text (&writer, header);
        }
      hammer_csv_writer_text (&writer, _("Total"));
      hammer_csv_writer_text (&writer, _("Average"));
      hammer_csv_writer_text (&writer, _("Average before"));
      hammer_csv_writer_text (&writer, _("Points"));
      hammer_csv_writer_end_row (&writer);
      for (guint r = 0; ranking != NULL && r < json_array_get_length (ranking); r++)
        {
          JsonObject *row = hammer_json_element_object (ranking, r);
          JsonArray *games = hammer_json_array (row, "games");
          g_autofree char *place = NULL;

          if (row == NULL)
            continue;
          place = season_place_text (places[r]);
          hammer_csv_writer_text (&writer, hammer_json_string (night, "date"));
          hammer_csv_writer_text (&writer, place);
          hammer_csv_writer_node (&writer, json_object_get_member (row, "name"));
          for (gint64 g = 0; g < n_games; g++)
            hammer_csv_writer_node (&writer, hammer_json_element (games, (guint) g));
          hammer_csv_writer_node (&writer, json_object_get_member (row, "total"));
          hammer_csv_writer_fixed (&writer, json_object_get_member (row, "average"),
                                   HAMMER_TABLES_AVERAGE_DECIMALS);
          hammer_csv_writer_fixed (&writer, json_object_get_member (row, "average_before"),
                                   HAMMER_TABLES_AVERAGE_DECIMALS);
          hammer_csv_writer_node (&writer, json_object_get_member (row, "points"));
          hammer_csv_writer_end_row (&writer);
        }
      return hammer_csv_writer_finish (&writer);
    }

  g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
               _("“%s” is not a kind of season table; use night, averages or standings"), what);
  return NULL;
}

static void
html_season_table (GString    *out,
                   GPtrArray  *columns,
                   JsonArray  *rows,
                   guint       first,
                   guint       end)
{
  g_auto(GStrv) places = NULL;

  g_string_append (out, "<div class=\"scroll\"><table>\n<thead><tr>");
  for (guint c = 0; c < columns->len; c++)
    {
      const SeasonColumn *column = g_ptr_array_index (columns, c);

      g_string_append_printf (out, "<th scope=\"col\"%s>",
                              !column->text ? " class=\"num\""
                              : g_str_equal (column->member, "name") ? " class=\"name\"" : "");
      hammer_html_escape (out, column->header);
      g_string_append (out, "</th>");
    }
  g_string_append (out, "</tr></thead>\n<tbody>\n");
  end = rows != NULL ? MIN (end, json_array_get_length (rows)) : 0;
  if (rows != NULL)
    places = hammer_standings_place_labels (rows, NULL);
  for (guint r = first; r < end; r++)
    {
      JsonObject *row = hammer_json_element_object (rows, r);

      if (row == NULL)
        continue;
      g_string_append (out, "<tr>");
      for (guint c = 0; c < columns->len; c++)
        {
          const SeasonColumn *column = g_ptr_array_index (columns, c);
          JsonNode *node = json_object_get_member (row, column->member);

          if (column->text)
            {
              gboolean name = g_str_equal (column->member, "name");

              g_string_append (out, name ? "<th scope=\"row\" class=\"name\">" : "<td>");
              if (node != NULL && JSON_NODE_HOLDS_VALUE (node) &&
                  json_node_get_value_type (node) == G_TYPE_STRING)
                hammer_html_escape (out, json_node_get_string (node));
              g_string_append (out, name ? "</th>" : "</td>");
            }
          else if (g_str_equal (column->member, "place"))
            {
              g_autofree char *place = season_place_text (places[r]);

              g_string_append (out, "<td class=\"num\">");
              hammer_html_escape (out, place);
              g_string_append (out, "</td>");
            }
          else
            season_html_figure (out, column, node);
        }
      g_string_append (out, "</tr>\n");
    }
  g_string_append (out, "</tbody>\n</table></div>\n");
}

static void
html_season_standings (GString    *out,
                       JsonObject *season,
                       const char *key)
{
  g_autoptr(GPtrArray) columns = season_standings_columns (key);
  JsonArray *rows = hammer_json_array (hammer_json_object (season, "standings"), key);
  guint n = rows != NULL ? json_array_get_length (rows) : 0;
  const char *title = g_str_equal (key, "average") ? _("Standings by average")
                    : g_str_equal (key, "points") ? _("Points competition")
                    : g_str_equal (key, "best4") ? _("Best 4 series")
                    : _("Standings by total");

  g_string_append (out, "<section>\n<h2>");
  hammer_html_escape (out, title);
  g_string_append (out, "</h2>\n");
  if (n == 0)
    {
      g_string_append (out, "<p>");
      hammer_html_escape (out, _("No games played yet."));
      g_string_append (out, "</p>\n</section>\n");
      return;
    }
  html_season_table (out, columns, rows, 0, n);
  g_string_append (out, "</section>\n");
}

static void
html_season_averages (GString    *out,
                      JsonObject *season)
{
  g_autoptr(GPtrArray) columns = season_averages_columns (season);
  JsonArray *rows = hammer_json_array (season, "members");
  guint n = rows != NULL ? json_array_get_length (rows) : 0;
  g_autofree char *note = NULL, *class_date = NULL;
  guint start = 0;

  /* The class is the heading of its group, so not a column too. */
  g_ptr_array_remove_index (columns, 0);
  g_string_append (out, "<section class=\"classes\">\n<h2>");
  hammer_html_escape (out, _("Averages"));
  g_string_append (out, "</h2>\n<p class=\"meta\">");
  class_date = hammer_html_format_date (hammer_json_string (season, "class_date"));
  note = g_strdup_printf (_("Classes as they stand on %s; an average exactly on a class's "
                            "limit belongs to that class."), class_date);
  hammer_html_escape (out, note);
  g_string_append (out, "</p>\n");
  while (start < n)
    {
      const char *klass = hammer_json_string (hammer_json_element_object (rows, start), "class");
      g_autofree char *heading = klass != NULL ? g_strdup_printf (_("Class %s"), klass)
                                               : g_strdup (_("No class yet"));
      guint end = start + 1;

      while (end < n &&
             g_strcmp0 (hammer_json_string (hammer_json_element_object (rows, end), "class"),
                        klass) == 0)
        end++;
      g_string_append (out, "<h3>");
      hammer_html_escape (out, heading);
      g_string_append (out, "</h3>\n");
      html_season_table (out, columns, rows, start, end);
      start = end;
    }
  g_string_append (out, "</section>\n");
}

char *
hammer_tables_season_html (JsonNode    *document,
                           const char  *what,
                           const char  *by,
                           GError     **error)
{
  g_autoptr(GString) out = g_string_new (NULL);
  g_autofree char *meta = NULL;
  JsonObject *season;
  const char *name;
  const char *key = "total";

  g_return_val_if_fail (what != NULL, NULL);

  if (!(season = hammer_season_document_get (document, error)) ||
      !season_ranking_key (by, &key, error))
    return NULL;
  if (!g_str_equal (what, "standings") && !g_str_equal (what, "averages") &&
      !g_str_equal (what, "report"))
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   _("“%s” is not a kind of season web page; use averages, standings or "
                     "report"), what);
      return NULL;
    }
  name = hammer_json_string (season, "name");

  hammer_html_begin_page (out, name);
  g_string_append (out, "<header>\n<h1>");
  hammer_html_escape (out, name);
  g_string_append (out, "</h1>\n<p class=\"meta\">");
  {
    JsonArray *nights = hammer_json_array (season, "nights");
    guint n_nights = nights != NULL ? json_array_get_length (nights) : 0;
    g_autofree char *first = hammer_html_format_date (hammer_json_string (season, "start"));
    g_autofree char *last = hammer_html_format_date (hammer_json_string (season, "end"));

    /* TRANSLATORS: under the name of a season on its web page: the first and
     * last day of the season and the number of club nights so far. */
    meta = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Club nights %s to %s · %u night",
                                         "Club nights %s to %s · %u nights", n_nights),
                            first, last, n_nights);
  }
  hammer_html_escape (out, meta);
  g_string_append (out, "</p>\n</header>\n<main>\n");

  if (g_str_equal (what, "standings"))
    {
      html_season_standings (out, season, key);
      html_season_averages (out, season);
    }
  else if (g_str_equal (what, "averages"))
    html_season_averages (out, season);
  else
    {
      for (guint i = 0; i < G_N_ELEMENTS (season_rankings); i++)
        html_season_standings (out, season, season_rankings[i]);
      html_season_averages (out, season);
    }

  g_string_append (out, "</main>\n");
  hammer_html_end_page (out);

  return g_string_free (g_steal_pointer (&out), FALSE);
}
