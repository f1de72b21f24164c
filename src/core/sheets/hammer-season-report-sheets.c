/* hammer-season-report-sheets.c — the tables of a whole season: the
 * averages by class, the standings, the night totals and the season report
 * that gathers them
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "hammer-i18n.h"
#include <inttypes.h>
#include <string.h>

#include "hammer-json.h"
#include "league/hammer-season-document.h"
#include "sheets/hammer-season-sheets-private.h"

static char *
limit_text (double limit)
{
  if (limit == (gint64) limit)
    return hammer_sheet_int_text ((gint64) limit);
  char *text = g_strdup_printf ("%.2f", limit);
  char *point = strchr (text, '.');

  /* As the language writes a figure, with its own decimal mark. */
  if (point != NULL)
    *point = hammer_i18n_decimal_mark ();
  return text;
}

static char *
class_heading (JsonObject *season,
               const char *name)
{
  JsonArray *classes = hammer_json_array (season, "classes");

  if (name == NULL)
    /* Translators: the heading of the members without a class in the
     * averages list: new members before their first promotion date. */
    return g_strdup (_("No class yet"));
  for (guint i = 0; i < hammer_json_length (classes); i++)
    {
      JsonObject *klass = hammer_json_element_object (classes, i);
      double limit = 0, above = 0;
      g_autofree char *low = NULL;
      g_autofree char *high = NULL;

      if (g_strcmp0 (hammer_json_string (klass, "name"), name) != 0)
        continue;
      limit = hammer_json_double (klass, "limit", 0);
      low = limit_text (limit);
      if (i == 0)
        /* Translators: a class in the averages list and its lower limit. */
        return g_strdup_printf (_("Class %s — average %s and up"), name, low);
      above = hammer_json_double (hammer_json_element_object (classes, i - 1), "limit", 0);
      high = limit_text (above);
      if (limit <= 0)
        /* Translators: the lowest class in the averages list and the limit
         * of the class above it. */
        return g_strdup_printf (_("Class %s — average below %s"), name, high);
      /* Translators: a class in the averages list, its lower limit and the
       * limit of the class above it. */
      return g_strdup_printf (_("Class %s — average %s to below %s"), name, low, high);
    }
  return g_strdup_printf (_("Class %s"), name);
}

void
hammer_season_sheets_render_averages (HammerSeasonSheetsPaper *paper)
{
  JsonArray *members = hammer_json_array (paper->season, "members");
  JsonArray *dates = hammer_json_array (paper->season, "promotion_dates");
  gint64 last = hammer_json_int (paper->season, "last_games", 10);
  g_autoptr(GPtrArray) rows = hammer_sheet_rows_new ();
  g_autoptr(GString) note = g_string_new (NULL);
  g_autofree char *class_date = NULL;
  g_autofree char *last_title = NULL;
  const char *current = NULL;
  gboolean first = TRUE, outside = FALSE;

  /* Translators: a column of the averages list: the average over the last
   * N games. */
  last_title = g_strdup_printf (_("Last %" PRId64), last);
  HammerSheetColumn columns[] = {
    { "#", 0.9, HAMMER_ALIGN_CENTER },
    { _("Name"), 6, HAMMER_ALIGN_START },
    { _("Games"), 1.4, HAMMER_ALIGN_END },
    { _("Total"), 1.6, HAMMER_ALIGN_END },
    { _("Season average"), 2.2, HAMMER_ALIGN_END },
    { last_title, 1.8, HAMMER_ALIGN_END },
  };

  for (guint i = 0; i < hammer_json_length (members); i++)
    {
      JsonObject *member = hammer_json_element_object (members, i);
      const char *klass = hammer_json_string (member, "class");
      char **cells;

      if (first || g_strcmp0 (klass, current) != 0)
        {
          g_autofree char *heading = class_heading (paper->season, klass);

          hammer_sheet_rows_add_section (rows, heading);
          current = klass;
          first = FALSE;
        }
      cells = hammer_sheet_line_cells (member, G_N_ELEMENTS (columns));
      cells[2] = hammer_sheet_int_text (hammer_json_int (member, "games", 0));
      cells[3] = hammer_sheet_int_text (hammer_json_int (member, "total", 0));
      cells[4] = hammer_season_sheets_average_text (member, "average");
      /* The heading gives the class's limits; an average past them says
       * why it is still there (the note under the title). */
      if (hammer_season_document_outside_class (paper->season, member))
        {
          g_autofree char *average = cells[4];

          cells[4] = g_strdup_printf ("* %s", average);
          outside = TRUE;
        }
      cells[5] = hammer_season_sheets_average_text (member, "last_average");
      hammer_sheet_rows_take (rows, FALSE, FALSE, cells);
    }

  class_date = hammer_i18n_format_date (hammer_json_string (paper->season, "class_date"));
  /* Translators: under the averages list; %s is a date. */
  g_string_append_printf (note, _("Classes as they stand on %s; an average exactly on a "
                                  "class's limit belongs to that class."), class_date);
  g_string_append_c (note, ' ');
  if (hammer_json_length (dates) == 0)
    g_string_append (note, _("No promotion dates are set: classes stay as they began."));
  else
    {
      g_autoptr(GString) list = g_string_new (NULL);

      for (guint i = 0; i < hammer_json_length (dates); i++)
        {
          JsonNode *node = json_array_get_element (dates, i);

          if (i > 0)
            g_string_append (list, ", ");
          if (JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_STRING)
            g_string_append (list, json_node_get_string (node));
        }
      /* Translators: %s is a list of dates. */
      g_string_append_printf (note, _("Classes change on: %s."), list->str);
    }
  if (outside)
    {
      g_autofree char *reason = hammer_season_document_class_reason (paper->season);

      g_string_append_printf (note, " %s", reason);
    }
  hammer_season_sheets_draw_table (paper, _("Averages"), note->str, columns,
                                   G_N_ELEMENTS (columns), rows);
}

static const char *const ranking_keys[] = { "total", "average", "points", "best4" };

void
hammer_season_sheets_render_standings (HammerSeasonSheetsPaper *paper,
                                       HammerSeasonRanking      ranking)
{
  JsonArray *lines = hammer_json_array (hammer_json_object (paper->season, "standings"),
                                        ranking_keys[ranking]);
  g_autoptr(GPtrArray) rows = hammer_sheet_rows_new ();
  const char *title, *figure, *count, *note;

  switch (ranking)
    {
    case HAMMER_SEASON_BY_AVERAGE:
      title = _("Standings by average");
      figure = _("Total");
      count = _("Games");
      note = _("Ranked by the average over every game of the season; level averages by more "
               "games played, then by the total.");
      break;
    case HAMMER_SEASON_BY_POINTS:
      title = _("Points competition");
      figure = _("Points");
      count = _("Games");
      /* As hammer_club_season_rank_by_points() breaks ties. */
      note = _("Ranked by the points of every night of the season; level points by the best "
               "game, then the next best.");
      break;
    case HAMMER_SEASON_BY_BEST4:
      title = _("Best 4 series");
      /* Translators: a column of the best-4-series standings. */
      figure = _("Sum of series");
      count = _("Series");
      note = _("The sum of each member's best four series of 10 games; members with fewer "
               "series come after those with four.");
      break;
    case HAMMER_SEASON_BY_TOTAL:
    default:
      title = _("Standings by total");
      figure = _("Total");
      count = _("Games");
      note = _("Ranked by the total of every game of the season; level totals by the best "
               "game, then the next best.");
      break;
    }

  HammerSheetColumn columns[] = {
    { _("Place"), 1.3, HAMMER_ALIGN_CENTER },
    { _("Name"), 6, HAMMER_ALIGN_START },
    { figure, 2.0, HAMMER_ALIGN_END },
    { count, 1.4, HAMMER_ALIGN_END },
    /* Translators: a column of the best-4-series standings: the average
     * series. */
    { ranking == HAMMER_SEASON_BY_BEST4 ? _("Per series") : _("Average"), 1.8,
      HAMMER_ALIGN_END },
  };

  for (guint i = 0; i < hammer_json_length (lines); i++)
    {
      JsonObject *line = hammer_json_element_object (lines, i);
      char **cells = hammer_sheet_line_cells (line, G_N_ELEMENTS (columns));
      const char *figure_member = ranking == HAMMER_SEASON_BY_POINTS ? "points" : "total";
      const char *count_member = ranking == HAMMER_SEASON_BY_BEST4 ? "series" : "games";

      cells[2] = hammer_sheet_int_text (hammer_json_int (line, figure_member, 0));
      cells[3] = hammer_sheet_int_text (hammer_json_int (line, count_member, 0));
      cells[4] = hammer_season_sheets_average_text (line, "average");
      hammer_sheet_rows_take (rows, FALSE, FALSE, cells);
    }

  if (ranking == HAMMER_SEASON_BY_POINTS)
    {
      g_autofree char *rule = hammer_season_sheets_points_rule (paper->season);
      g_autofree char *rule_and_ties = g_strconcat (rule, " ", note, NULL);

      hammer_season_sheets_draw_table (paper, title, rule_and_ties, columns,
                                       G_N_ELEMENTS (columns), rows);
      return;
    }
  hammer_season_sheets_draw_table (paper, title, note, columns, G_N_ELEMENTS (columns), rows);
}

static int
compare_names (gconstpointer a,
               gconstpointer b)
{
  return hammer_i18n_compare_names (*(const char *const *) a, *(const char *const *) b);
}

/* The row of member @name in the part of the night totals that shows
 * @count nights from @first: the total of each night (a dash where they
 * did not play) and, in the last part, the nights played and the total. */
static char **
member_totals_cells (JsonArray  *nights,
                     const char *name,
                     guint       first,
                     guint       count,
                     gboolean    last_table)
{
  char **cells = g_new0 (char *, 1 + count + (last_table ? 2 : 0) + 1);
  gint64 total = 0;
  guint played = 0;

  cells[0] = g_strdup (name);
  for (guint i = 0; i < hammer_json_length (nights); i++)
    {
      JsonArray *ranking = hammer_json_array (hammer_json_element_object (nights, i), "ranking");
      char *text = NULL;

      for (guint r = 0; r < hammer_json_length (ranking); r++)
        {
          JsonObject *line = hammer_json_element_object (ranking, r);

          if (g_strcmp0 (hammer_json_string (line, "name"), name) == 0)
            {
              gint64 night_total = hammer_json_int (line, "total", 0);

              total += night_total;
              played++;
              text = hammer_sheet_int_text (night_total);
              break;
            }
        }
      if (i >= first && i < first + count)
        cells[1 + i - first] = text != NULL ? text : g_strdup ("–");
      else
        g_free (text);
    }
  if (last_table)
    {
      cells[1 + count] = hammer_sheet_int_text (played);
      cells[2 + count] = hammer_sheet_int_text (total);
    }
  return cells;
}

/* Each member's total of each night, nights across in groups that fit. */
static void
render_night_totals (HammerSeasonSheetsPaper *paper)
{
  JsonArray *members = hammer_json_array (paper->season, "members");
  JsonArray *nights = hammer_json_array (paper->season, "nights");
  guint n_nights = hammer_json_length (nights);
  guint per_table = paper->options->landscape ? 12 : 8;
  guint n_tables = MAX (1, (n_nights + per_table - 1) / per_table);
  g_autoptr(GPtrArray) names = g_ptr_array_new ();

  /* As many nights in each part: 7 and 7, not 12 and 2. */
  per_table = MAX (1, (n_nights + n_tables - 1) / n_tables);

  /* Members alphabetically, so that everyone finds themselves. */
  for (guint m = 0; m < hammer_json_length (members); m++)
    {
      const char *name = hammer_json_string (hammer_json_element_object (members, m), "name");

      if (name != NULL)
        g_ptr_array_add (names, (gpointer) name);
    }
  g_ptr_array_sort (names, compare_names);

  for (guint t = 0; t < n_tables; t++)
    {
      guint first = t * per_table;
      guint count = MIN (per_table, n_nights - MIN (first, n_nights));
      gboolean last_table = t + 1 == n_tables;
      guint n_columns = 1 + count + (last_table ? 2 : 0);
      g_autofree HammerSheetColumn *columns = g_new0 (HammerSheetColumn, n_columns);
      g_autoptr(GPtrArray) rows = hammer_sheet_rows_new ();
      g_autoptr(GPtrArray) dates = g_ptr_array_new_with_free_func (g_free);
      g_autofree char *title = NULL;

      columns[0] = (HammerSheetColumn) { _("Name"), 5, HAMMER_ALIGN_START };
      for (guint i = 0; i < count; i++)
        {
          const char *date = hammer_json_string (hammer_json_element_object (nights, first + i),
                                                 "date");
          /* The day and month are enough across a season: 20-11 for 2026-11-20. */
          char *text = date != NULL && strlen (date) == 10
                         ? g_strdup_printf ("%.2s-%.2s", date + 8, date + 5)
                         : g_strdup ("");

          g_ptr_array_add (dates, text);
          columns[1 + i] = (HammerSheetColumn) { text, 1.3, HAMMER_ALIGN_END };
        }
      if (last_table)
        {
          columns[1 + count] = (HammerSheetColumn) { _("Nights"), 1.3, HAMMER_ALIGN_END };
          columns[2 + count] = (HammerSheetColumn) { _("Total"), 1.6, HAMMER_ALIGN_END };
        }

      for (guint m = 0; m < names->len; m++)
        hammer_sheet_rows_take (rows, FALSE, FALSE,
                                member_totals_cells (nights, g_ptr_array_index (names, m), first,
                                                     count, last_table));

      if (n_tables == 1)
        title = g_strdup (_("Night totals"));
      else
        /* Translators: the title of one part of the night totals table. */
        title = g_strdup_printf (_("Night totals (%u of %u)"), t + 1, n_tables);
      hammer_season_sheets_draw_table (paper, title, NULL, columns, n_columns, rows);
    }
}

void
hammer_season_sheets_render_report (HammerSeasonSheetsPaper *paper)
{
  JsonArray *classes = hammer_json_array (paper->season, "classes");
  JsonArray *nights = hammer_json_array (paper->season, "nights");
  JsonArray *members = hammer_json_array (paper->season, "members");
  g_autoptr(GString) class_list = g_string_new (NULL);
  g_autofree char *rule = hammer_season_sheets_points_rule (paper->season);
  g_autofree char *facts = NULL;
  g_autofree char *start = hammer_i18n_format_date (hammer_json_string (paper->season, "start"));
  g_autofree char *end = hammer_i18n_format_date (hammer_json_string (paper->season, "end"));
  g_autofree char *class_line = NULL;

  hammer_season_sheets_new_page (paper);
  hammer_season_sheets_draw_paragraph (paper, _("Season report"), 18, TRUE);
  facts = g_strdup_printf (_("%u club nights, %u members, %" PRId64 " games a night; "
                             "season %s to %s."),
                           hammer_json_length (nights), hammer_json_length (members),
                           hammer_json_int (paper->season, "games_per_night", 10),
                           start, end);
  hammer_season_sheets_draw_paragraph (paper, facts, 10, FALSE);
  for (guint i = 0; i < hammer_json_length (classes); i++)
    {
      JsonObject *klass = hammer_json_element_object (classes, i);
      double limit = 0;
      g_autofree char *low = NULL;

      limit = hammer_json_double (klass, "limit", 0);
      low = limit_text (limit);
      g_string_append_printf (class_list, "%s%s %s", i > 0 ? ", " : "",
                              hammer_json_string (klass, "name"), low);
    }
  /* Translators: %s lists the classes with their lower limits: "A 130, B 115". */
  class_line = g_strdup_printf (_("Classes from their lower limit: %s."), class_list->str);
  hammer_season_sheets_draw_paragraph (paper, class_line, 10, FALSE);
  hammer_season_sheets_draw_paragraph (paper, rule, 10, FALSE);

  hammer_season_sheets_render_standings (paper, HAMMER_SEASON_BY_TOTAL);
  hammer_season_sheets_render_standings (paper, HAMMER_SEASON_BY_AVERAGE);
  hammer_season_sheets_render_standings (paper, HAMMER_SEASON_BY_POINTS);
  hammer_season_sheets_render_standings (paper, HAMMER_SEASON_BY_BEST4);
  hammer_season_sheets_render_averages (paper);
  render_night_totals (paper);
}
