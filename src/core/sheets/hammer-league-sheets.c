/* hammer-season-sheets.c — the printed documents of a season of club nights
 *
 * Everything is read from the season document, defensively (a document may
 * come from a file), and laid out with the helpers of hammer-layout.c, so
 * that a season's paper looks like an event's.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <inttypes.h>
#include <stdio.h>
#include <string.h>

#include "hammer-error.h"
#include "hammer-places.h"
#include "sheets/hammer-season-sheets.h"
#include "hammer-json.h"

#define ROW 15.0

typedef struct
{
  const char  *title;
  double       weight;
  HammerAlign  align;
} Column;

typedef struct
{
  char     **cells;
  gboolean   strong;
  gboolean   section;   /* a shaded heading across the whole row */
} Row;

typedef struct
{
  HammerLayout                   *layout;
  const HammerSeasonSheetOptions *options;
  JsonObject                     *season;
  double                          y;        /* where the next thing goes on the page */
  gboolean                        started;  /* a page is open */
  double                          font;     /* of the tables; 0: by the row height */
} Paper;

static gboolean
is_date (const char *text)
{
  unsigned year, month, day;
  int end = 0;

  return strlen (text) == 10 &&
         sscanf (text, "%4u-%2u-%2u%n", &year, &month, &day, &end) == 3 && end == 10 &&
         g_date_valid_dmy ((GDateDay) day, (GDateMonth) month, (GDateYear) year);
}

static char *
int_text (gint64 value)
{
  return g_strdup_printf ("%" G_GINT64_FORMAT, value);
}

/* An average as a club writes it: two decimals, in the reader's notation. */
static char *
average_text (JsonObject *object,
              const char *name)
{
  double value;

  if (!hammer_json_node_double (hammer_json_member (object, name), &value))
    return g_strdup ("–");
  return g_strdup_printf ("%.2f", value);
}

static char *
limit_text (double limit)
{
  if (limit == (gint64) limit)
    return int_text ((gint64) limit);
  return g_strdup_printf ("%.2f", limit);
}

/* Tables */

static void
rows_add (GPtrArray  *rows,
          gboolean    strong,
          gboolean    section,
          char      **cells)
{
  Row *row = g_new0 (Row, 1);

  row->cells = cells;
  row->strong = strong;
  row->section = section;
  g_ptr_array_add (rows, row);
}

static void
rows_add_section (GPtrArray  *rows,
                  const char *title)
{
  char **cells = g_new0 (char *, 2);

  cells[0] = g_strdup (title);
  rows_add (rows, FALSE, TRUE, cells);
}

static void
row_free (Row *row)
{
  g_strfreev (row->cells);
  g_free (row);
}

static GPtrArray *
rows_new (void)
{
  return g_ptr_array_new_with_free_func ((GDestroyNotify) row_free);
}

static void
paper_new_page (Paper *paper)
{
  hammer_layout_add_page (paper->layout);
  paper->y = 0;
  paper->started = TRUE;
}

/* Starts a page when the open one has less than @height left. */
static void
paper_need (Paper  *paper,
            double  height)
{
  if (!paper->started || paper->y + height > hammer_layout_get_height (paper->layout))
    paper_new_page (paper);
}

/* Draws @count rows from @first as a ruled table with a shaded header;
 * returns the height used. */
static double
draw_grid (Paper        *paper,
           double        x,
           double        y,
           double        width,
           double        row_h,
           const Column *columns,
           guint         n_columns,
           GPtrArray    *rows,
           guint         first,
           guint         count)
{
  HammerLayout *layout = paper->layout;
  g_autofree double *xs = g_new0 (double, n_columns + 1);
  double total = 0, top = y;
  double size = paper->font > 0 ? paper->font : CLAMP (row_h * 0.56, 6.0, 10.0);

  for (guint c = 0; c < n_columns; c++)
    total += columns[c].weight;
  xs[0] = x;
  for (guint c = 0; c < n_columns; c++)
    xs[c + 1] = xs[c] + width * columns[c].weight / total;

  hammer_layout_box (layout, x, y, width, row_h, 0, 0.12);
  for (guint c = 0; c < n_columns; c++)
    hammer_layout_text (layout, xs[c], y, xs[c + 1] - xs[c], row_h, columns[c].title,
                        size * 0.9, HAMMER_TEXT_BOLD, columns[c].align);
  y += row_h;
  hammer_layout_line (layout, x, y, x + width, y, 1.0);

  for (guint r = 0; r < count; r++)
    {
      Row *row = g_ptr_array_index (rows, first + r);

      if (row->section)
        {
          hammer_layout_box (layout, x, y, width, row_h, 0, 0.06);
          hammer_layout_text (layout, x, y, width, row_h, row->cells[0], size,
                              HAMMER_TEXT_BOLD, HAMMER_ALIGN_START);
        }
      else
        {
          for (guint c = 0; c < n_columns && row->cells[c] != NULL; c++)
            hammer_layout_text (layout, xs[c], y, xs[c + 1] - xs[c], row_h, row->cells[c],
                                size, row->strong ? HAMMER_TEXT_BOLD : HAMMER_TEXT_NORMAL,
                                columns[c].align);
          for (guint c = 1; c < n_columns; c++)
            hammer_layout_line (layout, xs[c], y, xs[c], y + row_h, 0.3);
        }
      y += row_h;
      hammer_layout_line (layout, x, y, x + width, y, row->strong || row->section ? 0.8 : 0.3);
    }
  for (guint c = 1; c < n_columns; c++)
    hammer_layout_line (layout, xs[c], top, xs[c], top + row_h, 0.3);
  hammer_layout_box (layout, x, top, width, y - top, 1.0, 0);
  return y - top;
}

/* A table under a title that runs on where the last one ended, over as
 * many pages as it needs, its header repeated on each. */
static void
draw_table (Paper        *paper,
            const char   *title,
            const char   *note,
            const Column *columns,
            guint         n_columns,
            GPtrArray    *rows)
{
  HammerLayout *layout = paper->layout;
  double width = hammer_layout_get_width (layout);
  double height = hammer_layout_get_height (layout);
  double head = 22 + (note != NULL ? 26 : 0) + 6;
  guint done = 0;

  /* The title goes with the first rows: a title alone at the foot of a
   * page is no use. */
  if (paper->started && paper->y > 0)
    paper->y += 14;
  paper_need (paper, head + ROW * MIN (rows->len + 1, 4));
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
      g_autoptr(GPtrArray) extra = rows_new ();
      guint fit;

      if (done > 0)
        {
          g_autofree char *continued = g_strdup_printf (_("%s (continued)"), title);
          const Row *row = g_ptr_array_index (rows, done);

          paper_new_page (paper);
          hammer_layout_text (layout, -3, 0, width, 18, continued, 11, HAMMER_TEXT_BOLD,
                              HAMMER_ALIGN_START);
          paper->y = 24;

          /* A group that runs over keeps its heading on the new page. */
          for (guint r = done; !row->section && r-- > 0;)
            {
              const Row *before = g_ptr_array_index (rows, r);

              if (before->section)
                {
                  g_autofree char *heading = g_strdup_printf (_("%s (continued)"),
                                                              before->cells[0]);

                  rows_add_section (extra, heading);
                  g_ptr_array_add (page_rows, g_ptr_array_index (extra, 0));
                  break;
                }
            }
        }
      fit = (guint) MAX (1.0, (height - paper->y) / ROW - 1 - page_rows->len);
      fit = MIN (fit, rows->len - done);
      for (guint r = 0; r < fit; r++)
        g_ptr_array_add (page_rows, g_ptr_array_index (rows, done + r));
      paper->y += draw_grid (paper, 0, paper->y, width, ROW, columns, n_columns, page_rows, 0,
                             page_rows->len);
      done += fit;
    }
  while (done < rows->len);
}

/* Lines that say something in a paragraph of their own. */
static void
draw_paragraph (Paper      *paper,
                const char *text,
                double      size,
                gboolean    strong)
{
  double width = hammer_layout_get_width (paper->layout);
  /* Room for two lines of the longer rules, wrapped. */
  double height = size * (strong ? 1.6 : 3.0);

  paper_need (paper, height);
  hammer_layout_text (paper->layout, -3, paper->y, width, height, text, size,
                      (strong ? HAMMER_TEXT_BOLD : HAMMER_TEXT_NORMAL) | HAMMER_TEXT_WRAP,
                      HAMMER_ALIGN_START);
  paper->y += height;
}

/* The documents */

static JsonObject *
find_night (JsonObject *season,
            const char *date,
            GError    **error)
{
  JsonArray *nights = hammer_json_array (season, "nights");
  guint n = hammer_json_length (nights);

  if (n == 0)
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_NOT_FOUND,
                   _("Season %s has no club nights yet"), hammer_json_string (season, "name"));
      return NULL;
    }
  if (date == NULL)
    return hammer_json_element_object (nights, n - 1);
  for (guint i = 0; i < n; i++)
    if (g_strcmp0 (hammer_json_string (hammer_json_element_object (nights, i), "date"), date) == 0)
      return hammer_json_element_object (nights, i);
  g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_NOT_FOUND,
               _("Season %s has no club night on %s"), hammer_json_string (season, "name"), date);
  return NULL;
}

static char *
points_rule (JsonObject *season)
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

static void
render_night (Paper      *paper,
              JsonObject *night)
{
  JsonArray *ranking = hammer_json_array (night, "ranking");
  guint n_games = (guint) CLAMP (hammer_json_int (paper->season, "games_per_night", 10), 1, 50);
  guint n_columns = n_games + 6;
  g_autofree Column *columns = g_new0 (Column, n_columns);
  g_autoptr(GPtrArray) titles = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) rows = rows_new ();
  g_autofree char *title = NULL;
  g_autofree char *note = NULL;
  g_autofree char *rule = points_rule (paper->season);
  double game_width;

  columns[0] = (Column) { _("Place"), 1.3, HAMMER_ALIGN_CENTER };
  columns[1] = (Column) { _("Name"), 5.2, HAMMER_ALIGN_START };
  for (guint g = 0; g < n_games; g++)
    {
      char *number = int_text (g + 1);

      g_ptr_array_add (titles, number);
      columns[2 + g] = (Column) { number, 1.1, HAMMER_ALIGN_CENTER };
    }
  columns[n_games + 2] = (Column) { _("Total"), 1.6, HAMMER_ALIGN_END };
  columns[n_games + 3] = (Column) { _("Average"), 1.9, HAMMER_ALIGN_END };
  /* Translators: a column of the night's ranking: the average a member had
   * before the night, which the points are earned against (explained in the
   * note over the table). */
  columns[n_games + 4] = (Column) { _("Before"), 1.9, HAMMER_ALIGN_END };
  columns[n_games + 5] = (Column) { _("Points"), 1.5, HAMMER_ALIGN_END };

  for (guint i = 0; i < hammer_json_length (ranking); i++)
    {
      JsonObject *line = hammer_json_element_object (ranking, i);
      JsonArray *games = hammer_json_array (line, "games");
      char **cells = g_new0 (char *, n_columns + 1);

      cells[0] = hammer_standings_line_place_text (line, FALSE);
      cells[1] = g_strdup (hammer_json_string (line, "name") ?: "");
      for (guint g = 0; g < n_games; g++)
        {
          gint64 value = hammer_json_element_int (games, g, -1);

          cells[2 + g] = value >= 0 ? int_text (value) : g_strdup ("");
        }
      cells[n_games + 2] = int_text (hammer_json_int (line, "total", 0));
      cells[n_games + 3] = average_text (line, "average");
      cells[n_games + 4] = average_text (line, "average_before");
      cells[n_games + 5] = int_text (hammer_json_int (line, "points", 0));
      rows_add (rows, FALSE, FALSE, cells);
    }

  /* Fifteen or twenty games across portrait paper: a smaller type keeps
   * every score whole, three digits and the padding in a game's column. */
  {
    double weights = 0;

    for (guint c = 0; c < n_columns; c++)
      weights += columns[c].weight;
    game_width = hammer_layout_get_width (paper->layout) * columns[2].weight / weights;
    if ((game_width - 6) / 1.8 < ROW * 0.56)
      {
        paper->font = MAX (5.5, (game_width - 6) / 1.8);
        /* Translators: short column headings of a club night's ranking on
         * a crowded page: place, average and points. */
        columns[0].title = C_("short heading", "#");
        columns[n_games + 3].title = C_("short heading", "Avg.");
        columns[n_games + 5].title = C_("short heading", "Pts");
      }
  }

  /* Translators: the title of a club night's ranking; %s is its date. */
  title = g_strdup_printf (_("Club night of %s"), hammer_json_string (night, "date"));
  /* Translators: over a night's ranking; the second %s is the rule of the
   * points competition. */
  note = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                       "%u member played. “Before”: the average before the "
                                       "night. %s",
                                       "%u members played. “Before”: the average before the "
                                       "night. %s", hammer_json_length (ranking)),
                          hammer_json_length (ranking), rule);
  draw_table (paper, title, note, columns, n_columns, rows);
  paper->font = 0;
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
      /* Translators: a class in the averages list, its lower limit and the
       * limit of the class above it. */
      return g_strdup_printf (_("Class %s — average %s to below %s"), name, low, high);
    }
  return g_strdup_printf (_("Class %s"), name);
}

static void
render_averages (Paper *paper)
{
  JsonArray *members = hammer_json_array (paper->season, "members");
  JsonArray *dates = hammer_json_array (paper->season, "promotion_dates");
  gint64 last = hammer_json_int (paper->season, "last_games", 10);
  g_autoptr(GPtrArray) rows = rows_new ();
  g_autoptr(GString) note = g_string_new (NULL);
  g_autofree char *last_title = NULL;
  const char *current = NULL;
  gboolean first = TRUE;

  /* Translators: a column of the averages list: the average over the last
   * N games. */
  last_title = g_strdup_printf (_("Last %" PRId64), last);
  Column columns[] = {
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

          rows_add_section (rows, heading);
          current = klass;
          first = FALSE;
        }
      cells = g_new0 (char *, G_N_ELEMENTS (columns) + 1);
      cells[0] = hammer_standings_line_place_text (member, FALSE);
      cells[1] = g_strdup (hammer_json_string (member, "name") ?: "");
      cells[2] = int_text (hammer_json_int (member, "games", 0));
      cells[3] = int_text (hammer_json_int (member, "total", 0));
      cells[4] = average_text (member, "average");
      cells[5] = average_text (member, "last_average");
      rows_add (rows, FALSE, FALSE, cells);
    }

  /* Translators: under the averages list; %s is a date. */
  g_string_append_printf (note, _("Classes as they stand on %s; an average exactly on a "
                                  "class's limit belongs to that class."),
                          hammer_json_string (paper->season, "class_date"));
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
  draw_table (paper, _("Averages"), note->str, columns, G_N_ELEMENTS (columns), rows);
}

static const char *const ranking_keys[] = { "total", "average", "points", "best4" };

static void
render_standings (Paper               *paper,
                  HammerSeasonRanking  ranking)
{
  JsonArray *lines = hammer_json_array (hammer_json_object (paper->season, "standings"),
                                        ranking_keys[ranking]);
  g_autoptr(GPtrArray) rows = rows_new ();
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
      note = NULL;
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

  Column columns[] = {
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
      char **cells = g_new0 (char *, G_N_ELEMENTS (columns) + 1);

      cells[0] = hammer_standings_line_place_text (line, FALSE);
      cells[1] = g_strdup (hammer_json_string (line, "name") ?: "");
      cells[2] = int_text (hammer_json_int (line, ranking == HAMMER_SEASON_BY_POINTS ? "points"
                                                                             : "total", 0));
      cells[3] = int_text (hammer_json_int (line, ranking == HAMMER_SEASON_BY_BEST4 ? "series"
                                                                            : "games", 0));
      cells[4] = average_text (line, "average");
      rows_add (rows, FALSE, FALSE, cells);
    }

  if (ranking == HAMMER_SEASON_BY_POINTS)
    {
      g_autofree char *rule = points_rule (paper->season);

      draw_table (paper, title, rule, columns, G_N_ELEMENTS (columns), rows);
      return;
    }
  draw_table (paper, title, note, columns, G_N_ELEMENTS (columns), rows);
}

static int
compare_names (gconstpointer a,
               gconstpointer b)
{
  return g_utf8_collate (*(const char *const *) a, *(const char *const *) b);
}

/* Each member's total of each night, nights across in groups that fit. */
static void
render_night_totals (Paper *paper)
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
      g_autofree Column *columns = g_new0 (Column, n_columns);
      g_autoptr(GPtrArray) rows = rows_new ();
      g_autoptr(GPtrArray) dates = g_ptr_array_new_with_free_func (g_free);
      g_autofree char *title = NULL;

      columns[0] = (Column) { _("Name"), 5, HAMMER_ALIGN_START };
      for (guint i = 0; i < count; i++)
        {
          const char *date = hammer_json_string (hammer_json_element_object (nights, first + i),
                                                 "date");
          /* The day and month are enough across a season: 20-11 for 2026-11-20. */
          char *text = date != NULL && strlen (date) == 10
                         ? g_strdup_printf ("%.2s-%.2s", date + 8, date + 5)
                         : g_strdup ("");

          g_ptr_array_add (dates, text);
          columns[1 + i] = (Column) { text, 1.3, HAMMER_ALIGN_END };
        }
      if (last_table)
        {
          columns[1 + count] = (Column) { _("Nights"), 1.3, HAMMER_ALIGN_END };
          columns[2 + count] = (Column) { _("Total"), 1.6, HAMMER_ALIGN_END };
        }

      for (guint m = 0; m < names->len; m++)
        {
          const char *name = g_ptr_array_index (names, m);
          char **cells = g_new0 (char *, n_columns + 1);
          gint64 total = 0;
          guint played = 0;

          cells[0] = g_strdup (name);
          for (guint i = 0; i < n_nights; i++)
            {
              JsonArray *ranking = hammer_json_array (hammer_json_element_object (nights, i),
                                                      "ranking");
              char *text = NULL;

              for (guint r = 0; r < hammer_json_length (ranking); r++)
                if (g_strcmp0 (hammer_json_string (hammer_json_element_object (ranking, r), "name"),
                               name) == 0)
                  {
                    gint64 night_total = hammer_json_int (hammer_json_element_object (ranking, r),
                                                          "total", 0);

                    total += night_total;
                    played++;
                    text = int_text (night_total);
                    break;
                  }
              if (i >= first && i < first + count)
                cells[1 + i - first] = text != NULL ? text : g_strdup ("–");
              else
                g_free (text);
            }
          if (last_table)
            {
              cells[1 + count] = int_text (played);
              cells[2 + count] = int_text (total);
            }
          rows_add (rows, FALSE, FALSE, cells);
        }

      if (n_tables == 1)
        title = g_strdup (_("Night totals"));
      else
        /* Translators: the title of one part of the night totals table. */
        title = g_strdup_printf (_("Night totals (%u of %u)"), t + 1, n_tables);
      draw_table (paper, title, NULL, columns, n_columns, rows);
    }
}

static void
render_report (Paper *paper)
{
  JsonArray *classes = hammer_json_array (paper->season, "classes");
  JsonArray *nights = hammer_json_array (paper->season, "nights");
  JsonArray *members = hammer_json_array (paper->season, "members");
  g_autoptr(GString) class_list = g_string_new (NULL);
  g_autofree char *rule = points_rule (paper->season);
  g_autofree char *facts = NULL;
  g_autofree char *class_line = NULL;

  paper_new_page (paper);
  draw_paragraph (paper, _("Season report"), 18, TRUE);
  facts = g_strdup_printf (_("%u club nights, %u members, %" PRId64 " games a night; "
                             "season %s to %s."),
                           hammer_json_length (nights), hammer_json_length (members),
                           hammer_json_int (paper->season, "games_per_night", 10),
                           hammer_json_string (paper->season, "start"),
                           hammer_json_string (paper->season, "end"));
  draw_paragraph (paper, facts, 10, FALSE);
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
  draw_paragraph (paper, class_line, 10, FALSE);
  draw_paragraph (paper, rule, 10, FALSE);

  render_standings (paper, HAMMER_SEASON_BY_TOTAL);
  render_standings (paper, HAMMER_SEASON_BY_AVERAGE);
  render_standings (paper, HAMMER_SEASON_BY_POINTS);
  render_standings (paper, HAMMER_SEASON_BY_BEST4);
  render_averages (paper);
  render_night_totals (paper);
}

/* One member's card: a row per game, the disks of each compartment, the
 * game's total and the running total; on top the average to beat. */
static void
draw_form_card (Paper      *paper,
                JsonObject *member,
                const char *date,
                double      x,
                double      y,
                double      w,
                double      h)
{
  HammerLayout *layout = paper->layout;
  guint n_games = (guint) CLAMP (hammer_json_int (paper->season, "games_per_night", 10), 1, 50);
  g_autoptr(GPtrArray) rows = rows_new ();
  g_autofree char *average = average_text (member, "average");
  g_autofree char *facts = NULL;
  g_autofree char *when = NULL;
  const char *klass = hammer_json_string (member, "class");
  double row_h, used = 0;
  Column columns[] = {
    { _("Game"), 1.0, HAMMER_ALIGN_CENTER },
    { "1", 1.0, HAMMER_ALIGN_CENTER }, { "2", 1.0, HAMMER_ALIGN_CENTER },
    { "3", 1.0, HAMMER_ALIGN_CENTER }, { "4", 1.0, HAMMER_ALIGN_CENTER },
    { _("Game total"), 1.7, HAMMER_ALIGN_CENTER },
    { _("Running total"), 1.9, HAMMER_ALIGN_CENTER },
  };

  for (guint g = 0; g < n_games; g++)
    {
      char **cells = g_new0 (char *, G_N_ELEMENTS (columns) + 1);

      cells[0] = int_text (g + 1);
      for (guint c = 1; c < G_N_ELEMENTS (columns); c++)
        cells[c] = g_strdup ("");
      rows_add (rows, FALSE, FALSE, cells);
    }
  {
    char **cells = g_new0 (char *, G_N_ELEMENTS (columns) + 1);

    for (guint c = 0; c < G_N_ELEMENTS (columns); c++)
      cells[c] = g_strdup ("");
    g_free (cells[5]);
    cells[5] = g_strdup (_("Night total"));
    rows_add (rows, TRUE, FALSE, cells);
  }

  hammer_layout_box (layout, x, y, w, 22, 0, 0.13);
  hammer_layout_line (layout, x, y, x + w, y, 2.0);
  hammer_layout_text (layout, x + 2, y, w * 0.5, 22, _("Club night score form"), 11,
                      HAMMER_TEXT_BOLD, HAMMER_ALIGN_START);
  /* Translators: on a blank score form: the date of the night, or a line to
   * write it on. */
  when = date != NULL ? g_strdup_printf (_("Club night of %s"), date)
                      : g_strdup (_("Date: ______________"));
  hammer_layout_text (layout, x + w * 0.45, y, w * 0.55 - 2, 22, when, 9.5, HAMMER_TEXT_BOLD,
                      HAMMER_ALIGN_END);
  used += 26;

  hammer_layout_text (layout, x, y + used, w * 0.6, 22,
                      hammer_json_string (member, "name") ?: "", 15,
                      HAMMER_TEXT_BOLD, HAMMER_ALIGN_START);
  /* Translators: on a score form: the member's average and class. */
  facts = g_strdup_printf (_("Average %s · Class %s"), average, klass != NULL ? klass : "–");
  hammer_layout_text (layout, x + w * 0.55, y + used, w * 0.45, 22, facts, 9,
                      HAMMER_TEXT_MUTED, HAMMER_ALIGN_END);
  used += 26;

  hammer_layout_text (layout, x, y + used, w, 12, _("Disks in compartment"), 7,
                      HAMMER_TEXT_MUTED, HAMMER_ALIGN_CENTER);
  used += 12;
  row_h = MIN (ROW + 4, (h - used - 36) / (rows->len + 1));
  used += draw_grid (paper, x, y + used, w, row_h, columns, G_N_ELEMENTS (columns), rows, 0,
                     rows->len);

  {
    const char *labels[] = { _("Player"), _("Scorer") };

    for (guint i = 0; i < G_N_ELEMENTS (labels); i++)
      {
        double cx = x + i * w / 2;

        hammer_layout_line (layout, cx + 3, y + used + 22, cx + w / 2 - 9, y + used + 22, 0.5);
        hammer_layout_text (layout, cx, y + used + 23, w / 2, 10, labels[i], 7,
                            HAMMER_TEXT_MUTED, HAMMER_ALIGN_START);
      }
  }
}

static void
render_form (Paper *paper)
{
  JsonArray *members = hammer_json_array (paper->season, "members");
  guint n_games = (guint) CLAMP (hammer_json_int (paper->season, "games_per_night", 10), 1, 50);
  double width = hammer_layout_get_width (paper->layout);
  double height = hammer_layout_get_height (paper->layout);
  /* Two cards on a sheet while a row stays tall enough to write in: above
   * on portrait paper, side by side on landscape. */
  gboolean two = n_games <= (paper->options->landscape ? 20 : 12);
  g_autoptr(GPtrArray) names = g_ptr_array_new ();
  guint n = hammer_json_length (members);

  /* Alphabetical, as members come in. */
  for (guint i = 0; i < n; i++)
    g_ptr_array_add (names, hammer_json_element_object (members, i));
  for (guint i = 1; i < names->len; i++)
    for (guint k = i; k > 0; k--)
      {
        JsonObject *a = g_ptr_array_index (names, k - 1);
        JsonObject *b = g_ptr_array_index (names, k);

        if (g_utf8_collate (hammer_json_string (a, "name") ?: "",
                            hammer_json_string (b, "name") ?: "") <= 0)
          break;
        g_ptr_array_index (names, k - 1) = b;
        g_ptr_array_index (names, k) = a;
      }

  if (names->len == 0)
    {
      /* A form for someone who is not a member yet. */
      g_autoptr(JsonObject) nobody = json_object_new ();

      json_object_set_string_member (nobody, "name", "");
      paper_new_page (paper);
      draw_form_card (paper, nobody, paper->options->night, 0, 0, two && !paper->options->landscape
                      ? width : (two ? width / 2 - 12 : width),
                      two && !paper->options->landscape ? height / 2 - 14 : height);
      return;
    }

  for (guint i = 0; i < names->len; i++)
    {
      JsonObject *member = g_ptr_array_index (names, i);
      gboolean second = two && i % 2 == 1;

      if (!second)
        paper_new_page (paper);
      if (!two)
        draw_form_card (paper, member, paper->options->night, 0, 0, width, height);
      else if (paper->options->landscape)
        {
          /* Side by side, with a line to cut along. */
          draw_form_card (paper, member, paper->options->night, second ? width / 2 + 12 : 0, 0,
                          width / 2 - 12, height);
          if (second)
            hammer_layout_line (paper->layout, width / 2, 0, width / 2, height, 0.2);
        }
      else
        {
          draw_form_card (paper, member, paper->options->night, 0,
                          second ? height / 2 + 14 : 0, width, height / 2 - 14);
          if (second)
            hammer_layout_line (paper->layout, 0, height / 2, width, height / 2, 0.2);
        }
    }
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

/* The position of @text in @names, -1 where it is not there: the sheet kinds
 * are named in the order of their enums. */
static int
find_name (const char        *text,
           const char *const *names,
           guint              n_names)
{
  for (guint i = 0; text != NULL && i < n_names; i++)
    if (g_str_equal (text, names[i]))
      return (int) i;
  return -1;
}

gboolean
hammer_season_sheet_kind_from_string (const char            *text,
                                      HammerSeasonSheetKind *kind)
{
  static const char *const names[] = { "night", "averages", "standings", "report", "form" };
  int position;

  g_return_val_if_fail (kind != NULL, FALSE);

  if ((position = find_name (text, names, G_N_ELEMENTS (names))) < 0)
    return FALSE;
  *kind = (HammerSeasonSheetKind) position;
  return TRUE;
}

HammerLayout *
hammer_season_sheets_layout (JsonNode                       *document,
                             const HammerSeasonSheetOptions *options,
                             GError                        **error)
{
  g_autoptr(HammerLayout) layout = NULL;
  g_autofree char *subtitle = NULL;
  JsonObject *season;
  JsonObject *night = NULL;
  Paper paper = { 0 };

  g_return_val_if_fail (options != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  season = document != NULL && JSON_NODE_HOLDS_OBJECT (document)
             ? json_node_get_object (document) : NULL;
  if (season == NULL || g_strcmp0 (hammer_json_string (season, "format"), "hammer-season") != 0 ||
      hammer_json_string (season, "name") == NULL)
    {
      g_set_error_literal (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                           _("This is not a season document of Hammer"));
      return NULL;
    }
  if (options->kind == HAMMER_SEASON_SHEET_NIGHT &&
      !(night = find_night (season, options->night, error)))
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
  subtitle = g_strdup_printf (_("Club nights %s to %s"), hammer_json_string (season, "start"),
                              hammer_json_string (season, "end"));
  layout = hammer_layout_new (options->paper, options->landscape,
                              hammer_json_string (season, "name"),
                              subtitle);
  paper.layout = layout;
  paper.options = options;
  paper.season = season;

  switch (options->kind)
    {
    case HAMMER_SEASON_SHEET_NIGHT:
      render_night (&paper, night);
      break;
    case HAMMER_SEASON_SHEET_AVERAGES:
      render_averages (&paper);
      break;
    case HAMMER_SEASON_SHEET_STANDINGS:
      render_standings (&paper, options->ranking);
      break;
    case HAMMER_SEASON_SHEET_REPORT:
      render_report (&paper);
      break;
    case HAMMER_SEASON_SHEET_FORM:
      render_form (&paper);
      break;
    default:
      g_set_error_literal (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                           _("Unknown kind of document"));
      return NULL;
    }

  hammer_layout_finish (layout);
  return g_steal_pointer (&layout);
}

/* Both kinds of sheet are drawn whole into memory first, so that a document
 * that cannot be drawn never touches the file; this closes @memory and
 * writes it beside @path, renamed over it. */
static gboolean
write_memory (GOutputStream  *memory,
              const char     *path,
              GError        **error)
{
  g_autoptr(GError) local_error = NULL;

  if (!g_output_stream_close (memory, NULL, error))
    return FALSE;
  if (!g_file_set_contents (path,
                            g_memory_output_stream_get_data (G_MEMORY_OUTPUT_STREAM (memory)),
                            g_memory_output_stream_get_data_size (G_MEMORY_OUTPUT_STREAM (memory)),
                            &local_error))
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_IO, _("Could not write “%s”: %s"), path,
                   local_error->message);
      return FALSE;
    }
  return TRUE;
}

gboolean
hammer_season_sheets_render_to_stream (JsonNode                       *document,
                                       const HammerSeasonSheetOptions *options,
                                       GOutputStream                  *stream,
                                       GCancellable                   *cancellable,
                                       GError                        **error)
{
  g_autoptr(HammerLayout) layout = NULL;

  g_return_val_if_fail (options != NULL, FALSE);
  g_return_val_if_fail (G_IS_OUTPUT_STREAM (stream), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (!(layout = hammer_season_sheets_layout (document, options, error)))
    return FALSE;
  return hammer_layout_write (layout, stream, cancellable, error);
}

gboolean
hammer_season_sheets_render_to_file (JsonNode                       *document,
                                     const HammerSeasonSheetOptions *options,
                                     const char                     *path,
                                     GError                        **error)
{
  g_autoptr(GOutputStream) memory = g_memory_output_stream_new_resizable ();

  g_return_val_if_fail (path != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  return hammer_season_sheets_render_to_stream (document, options, memory, NULL, error) &&
         write_memory (memory, path, error);
}

/* Team leagues */

typedef struct
{
  Paper       paper;
  JsonObject *league;
  JsonObject *fixtures;
} League;

static JsonObject *
node_object (JsonNode *node)
{
  return node != NULL && JSON_NODE_HOLDS_OBJECT (node) ? json_node_get_object (node) : NULL;
}

static const char *
team_name (JsonObject *side)
{
  const char *name = hammer_json_string (side, "name");

  return name != NULL ? name : "";
}

/* "3–1" from a pair of numbers, or "" when there is none. */
static char *
pair_text (JsonArray *pair)
{
  if (hammer_json_length (pair) != 2 || hammer_json_element_int (pair, 0, -1) < 0)
    return g_strdup ("");
  return g_strdup_printf ("%" G_GINT64_FORMAT "–%" G_GINT64_FORMAT,
                          hammer_json_element_int (pair, 0, 0),
                          hammer_json_element_int (pair, 1, 0));
}

static const char *
kind_title (const char *kind,
            gint64      players)
{
  if (g_strcmp0 (kind, "singles") == 0)
    return _("Singles");
  if (g_strcmp0 (kind, "doubles") == 0)
    return _("Doubles");
  if (g_strcmp0 (kind, "triples") == 0)
    return _("Triples");
  return players > 2 ? _("Team") : "";
}

static void
render_fixture_list (League *l)
{
  JsonArray *divisions = hammer_json_array (l->fixtures, "divisions");
  guint n_divisions = hammer_json_length (divisions);
  Column columns[] = {
    { _("Home"), 5, HAMMER_ALIGN_START },
    { _("Away"), 5, HAMMER_ALIGN_START },
    /* Translators: columns of the fixture list: the game points and the
     * match points of a team match. */
    { _("Games"), 1.5, HAMMER_ALIGN_CENTER },
    { _("Points"), 1.5, HAMMER_ALIGN_CENTER },
    { _("Note"), 3.5, HAMMER_ALIGN_START },
  };

  for (guint d = 0; d < MAX (n_divisions, 1); d++)
    {
      JsonObject *division = hammer_json_element_object (divisions, d);
      JsonArray *days = hammer_json_array (division, "match_days");
      g_autoptr(GPtrArray) rows = rows_new ();
      g_autofree char *title = NULL;

      for (guint i = 0; i < hammer_json_length (days); i++)
        {
          JsonObject *day = hammer_json_element_object (days, i);
          JsonArray *fixtures = hammer_json_array (day, "fixtures");
          JsonObject *bye = hammer_json_object (day, "bye");
          g_autofree char *heading = NULL;

          /* Translators: a match day in the fixture list: its number and date. */
          heading = g_strdup_printf (_("Match day %" PRId64 " — %s"),
                                     hammer_json_int (day, "day", i + 1),
                                     hammer_json_string (day, "date") ?: "");
          rows_add_section (rows, heading);
          for (guint f = 0; f < hammer_json_length (fixtures); f++)
            {
              JsonObject *fixture = hammer_json_element_object (fixtures, f);
              const char *state = hammer_json_string (fixture, "state");
              const char *date = hammer_json_string (fixture, "date");
              char **cells = g_new0 (char *, G_N_ELEMENTS (columns) + 1);
              gboolean played = g_strcmp0 (state, "played") == 0 ||
                                g_strcmp0 (state, "in_progress") == 0;

              cells[0] = g_strdup (team_name (hammer_json_object (fixture, "home")));
              cells[1] = g_strdup (team_name (hammer_json_object (fixture, "away")));
              cells[2] = played ? pair_text (hammer_json_array (fixture, "game_points"))
                                : g_strdup ("");
              cells[3] = g_strcmp0 (state, "played") == 0
                           ? pair_text (hammer_json_array (fixture, "match_points"))
                           : g_strdup ("");
              if (g_strcmp0 (state, "postponed") == 0 && date == NULL)
                cells[4] = g_strdup (_("Postponed"));
              else if (date != NULL && g_strcmp0 (date,
                                                  hammer_json_string (fixture, "day_date")) != 0)
                /* Translators: in the fixture list: a match played on another day. */
                cells[4] = g_strdup_printf (_("Moved to %s"), date);
              else if (g_strcmp0 (state, "in_progress") == 0)
                cells[4] = g_strdup (_("In progress"));
              else
                cells[4] = g_strdup ("");
              rows_add (rows, FALSE, FALSE, cells);
            }
          if (bye != NULL)
            {
              char **cells = g_new0 (char *, G_N_ELEMENTS (columns) + 1);

              cells[0] = g_strdup (team_name (bye));
              /* Translators: in the fixture list, for a team without a match. */
              cells[1] = g_strdup (_("(free)"));
              for (guint c = 2; c < G_N_ELEMENTS (columns); c++)
                cells[c] = g_strdup ("");
              rows_add (rows, FALSE, FALSE, cells);
            }
        }

      if (n_divisions > 1)
        /* Translators: the title of a division's fixture list. */
        title = g_strdup_printf (_("Fixtures — %s"), hammer_json_string (division, "name"));
      else
        title = g_strdup (_("Fixtures"));
      if (rows->len == 0)
        rows_add_section (rows, _("No fixtures yet"));
      draw_table (&l->paper, title, NULL, columns, G_N_ELEMENTS (columns), rows);
    }
}

static const char *
tie_breaker_title (const char *name)
{
  if (g_strcmp0 (name, "game-difference") == 0)
    return _("game difference");
  if (g_strcmp0 (name, "games-for") == 0)
    return _("game points for");
  if (g_strcmp0 (name, "head-to-head") == 0)
    return _("head-to-head");
  if (g_strcmp0 (name, "wins") == 0)
    return _("matches won");
  if (g_strcmp0 (name, "score-difference") == 0)
    return _("score difference");
  return name;
}

static void
render_league_table (League     *l,
                     JsonObject *table)
{
  JsonArray *divisions = hammer_json_array (table, "divisions");
  JsonArray *tie_breakers = hammer_json_array (table, "tie_breakers");
  g_autoptr(GString) note = g_string_new (NULL);
  Column columns[] = {
    { _("Place"), 1.3, HAMMER_ALIGN_CENTER },
    { _("Team"), 6, HAMMER_ALIGN_START },
    /* Translators: short column headings of the league table, explained in
     * the note over it. */
    { _("Pl"), 1, HAMMER_ALIGN_CENTER }, { _("W"), 1, HAMMER_ALIGN_CENTER },
    { _("D"), 1, HAMMER_ALIGN_CENTER }, { _("L"), 1, HAMMER_ALIGN_CENTER },
    { _("GF"), 1.1, HAMMER_ALIGN_CENTER }, { _("GA"), 1.1, HAMMER_ALIGN_CENTER },
    { _("GD"), 1.1, HAMMER_ALIGN_CENTER }, { _("Bonus"), 1.3, HAMMER_ALIGN_CENTER },
    { _("Pts"), 1.2, HAMMER_ALIGN_CENTER },
  };
  static const char *const members[] = {
    "played", "won", "drawn", "lost", "games_for", "games_against", "game_difference", "bonus",
    "points",
  };

  g_string_append (note, _("Pl played, W won, D drawn, L lost, GF/GA game points for and "
                           "against, GD their difference, Pts points: game points and bonus."));
  for (guint i = 0; i < hammer_json_length (tie_breakers); i++)
    {
      JsonNode *node = json_array_get_element (tie_breakers, i);
      const char *name = JSON_NODE_HOLDS_VALUE (node) &&
                         json_node_get_value_type (node) == G_TYPE_STRING
                           ? json_node_get_string (node) : NULL;

      g_string_append (note, i == 0 ? " " : ", ");
      if (i == 0)
        g_string_append (note, _("Ties broken by: "));
      g_string_append (note, tie_breaker_title (name));
      if (i + 1 == hammer_json_length (tie_breakers))
        g_string_append_c (note, '.');
    }

  for (guint d = 0; d < MAX (hammer_json_length (divisions), 1); d++)
    {
      JsonObject *division = hammer_json_element_object (divisions, d);
      JsonArray *lines = hammer_json_array (division, "table");
      g_autoptr(GPtrArray) rows = rows_new ();
      g_autofree char *title = NULL;

      for (guint i = 0; i < hammer_json_length (lines); i++)
        {
          JsonObject *line = hammer_json_element_object (lines, i);
          char **cells = g_new0 (char *, G_N_ELEMENTS (columns) + 1);

          cells[0] = hammer_standings_line_place_text (line, FALSE);
          cells[1] = g_strdup (hammer_json_string (line, "name") ?: "");
          for (guint m = 0; m < G_N_ELEMENTS (members); m++)
            cells[2 + m] = int_text (hammer_json_int (line, members[m], 0));
          rows_add (rows, FALSE, FALSE, cells);
        }
      if (rows->len == 0)
        rows_add_section (rows, _("No teams yet"));
      if (hammer_json_length (divisions) > 1)
        /* Translators: the title of a division's league table. */
        title = g_strdup_printf (_("League table — %s"), hammer_json_string (division, "name"));
      else
        title = g_strdup (_("League table"));
      draw_table (&l->paper, title, d == 0 ? note->str : NULL, columns, G_N_ELEMENTS (columns),
                  rows);
    }
}

/* The roster of team @team_id as "Anna, Bert, Cor". */
static char *
roster_text (League *l,
             gint64  team_id)
{
  JsonArray *divisions = hammer_json_array (l->league, "divisions");
  g_autoptr(GString) text = g_string_new (NULL);

  for (guint d = 0; d < hammer_json_length (divisions); d++)
    {
      JsonArray *teams = hammer_json_array (hammer_json_element_object (divisions, d), "teams");

      for (guint t = 0; t < hammer_json_length (teams); t++)
        {
          JsonObject *team = hammer_json_element_object (teams, t);
          JsonArray *players = hammer_json_array (team, "players");

          if (hammer_json_int (team, "id", 0) != team_id)
            continue;
          for (guint p = 0; p < hammer_json_length (players); p++)
            g_string_append_printf (text, "%s%s", p > 0 ? ", " : "",
                                    hammer_json_string (hammer_json_element_object (players, p),
                                                        "name"));
        }
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}

static char *
players_text (JsonArray *players)
{
  g_autoptr(GString) text = g_string_new (NULL);

  for (guint p = 0; p < hammer_json_length (players); p++)
    {
      JsonObject *player = hammer_json_element_object (players, p);

      g_string_append_printf (text, "%s%s%s", p > 0 ? " / " : "",
                              hammer_json_string (player, "name") ?: "",
                              json_object_get_boolean_member_with_default (player, "substitute",
                                                                           FALSE)
                                ? " *" : "");
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}

/* A team match on one page: its games, lines for the players and scores,
 * the totals and the captains' signatures; what was entered already is
 * filled in. */
static void
render_match_form (League     *l,
                   JsonObject *fixture)
{
  HammerLayout *layout = l->paper.layout;
  JsonArray *games = hammer_json_array (fixture, "games");
  JsonObject *home = hammer_json_object (fixture, "home");
  JsonObject *away = hammer_json_object (fixture, "away");
  gint64 per_game = hammer_json_int (l->league, "points_per_game", 1);
  double width = hammer_layout_get_width (layout);
  double height = hammer_layout_get_height (layout);
  g_autoptr(GPtrArray) rows = rows_new ();
  g_autofree char *line = NULL;
  g_autofree char *home_roster = roster_text (l, hammer_json_int (home, "id", 0));
  g_autofree char *away_roster = roster_text (l, hammer_json_int (away, "id", 0));
  g_autofree char *home_captain = NULL, *away_captain = NULL;
  const char *date = hammer_json_string (fixture, "date");
  gint64 points[2] = { 0, 0 };
  gboolean any = FALSE;
  double y = 0, row_h;
  Column columns[] = {
    { _("Game"), 1.5, HAMMER_ALIGN_CENTER },
    { "", 1.9, HAMMER_ALIGN_START },
    { team_name (home), 6, HAMMER_ALIGN_START },
    { team_name (away), 6, HAMMER_ALIGN_START },
    /* Translators: columns of the team match form: the points scored in a
     * game by each side, and the game points each side earns. */
    { _("Score"), 2.2, HAMMER_ALIGN_CENTER },
    { _("Game points"), 2.4, HAMMER_ALIGN_CENTER },
  };

  for (guint g = 0; g < hammer_json_length (games); g++)
    {
      JsonObject *game = hammer_json_element_object (games, g);
      char **cells = g_new0 (char *, G_N_ELEMENTS (columns) + 1);
      gboolean entered = json_object_get_boolean_member_with_default (game, "entered", TRUE) &&
                         hammer_json_member (game, "home") != NULL;
      gint64 winner = hammer_json_int (game, "winner", -1);

      cells[0] = int_text (hammer_json_int (game, "game", g) + 1);
      cells[1] = g_strdup (kind_title (hammer_json_string (game, "kind"),
                                       hammer_json_int (game, "players", 1)));
      cells[2] = entered ? players_text (hammer_json_array (game, "home")) : g_strdup ("");
      cells[3] = entered ? players_text (hammer_json_array (game, "away")) : g_strdup ("");
      cells[4] = entered ? pair_text (hammer_json_array (game, "score")) : g_strdup ("");
      if (entered)
        {
          gint64 h = winner == 0 ? per_game : 0, a = winner == 1 ? per_game : 0;

          points[0] += h;
          points[1] += a;
          any = TRUE;
          cells[5] = g_strdup_printf ("%" G_GINT64_FORMAT "–%" G_GINT64_FORMAT, h, a);
        }
      else
        cells[5] = g_strdup ("");
      rows_add (rows, FALSE, FALSE, cells);
    }
  {
    char **cells = g_new0 (char *, G_N_ELEMENTS (columns) + 1);

    for (guint c = 0; c < G_N_ELEMENTS (columns); c++)
      cells[c] = g_strdup ("");
    g_free (cells[4]);
    cells[4] = g_strdup (_("Total"));
    g_free (cells[5]);
    cells[5] = any ? g_strdup_printf ("%" G_GINT64_FORMAT "–%" G_GINT64_FORMAT, points[0],
                                      points[1])
                   : g_strdup ("");
    rows_add (rows, TRUE, FALSE, cells);
  }

  paper_new_page (&l->paper);
  hammer_layout_box (layout, 0, 0, width, 22, 0, 0.13);
  hammer_layout_line (layout, 0, 0, width, 0, 2.0);
  hammer_layout_text (layout, 2, 0, width * 0.5, 22, _("Team match score form"), 11,
                      HAMMER_TEXT_BOLD, HAMMER_ALIGN_START);
  if (date == NULL)
    /* Translators: on a team match form: the match day of a postponed
     * match without a new date. */
    line = g_strdup_printf (_("Match day %" PRId64 " · postponed"),
                            hammer_json_int (fixture, "day", 0));
  else
    /* Translators: on a team match form: the match day and the date. */
    line = g_strdup_printf (_("Match day %" PRId64 " · %s"), hammer_json_int (fixture, "day", 0),
                            date);
  hammer_layout_text (layout, width * 0.45, 0, width * 0.55 - 2, 22, line, 9.5,
                      HAMMER_TEXT_BOLD, HAMMER_ALIGN_END);
  y += 28;

  for (guint s = 0; s < 2; s++)
    {
      double x = s * width / 2;

      hammer_layout_text (layout, x, y, width / 2, 10, s == 0 ? _("Home") : _("Away"), 7,
                          HAMMER_TEXT_MUTED, HAMMER_ALIGN_START);
      hammer_layout_text (layout, x, y + 10, width / 2 - 6, 22,
                          team_name (s == 0 ? home : away), 16, HAMMER_TEXT_BOLD,
                          HAMMER_ALIGN_START);
      /* Translators: on a team match form, before the team's players. */
      {
        g_autofree char *roster = g_strdup_printf (_("Roster: %s"),
                                                   s == 0 ? home_roster : away_roster);

        hammer_layout_text (layout, x, y + 33, width / 2 - 6, 20, roster, 7.5,
                            HAMMER_TEXT_MUTED | HAMMER_TEXT_WRAP, HAMMER_ALIGN_START);
      }
    }
  y += 58;

  /* Rows tall enough to write two names of a doubles game in. */
  row_h = MIN (ROW * 2.2, (height - y - 170) / (rows->len + 1));
  y += draw_grid (&l->paper, 0, y, width, row_h, columns, G_N_ELEMENTS (columns), rows, 0,
                  rows->len);
  hammer_layout_text (layout, -3, y + 2, width, 12,
                      _("Write the players of each game; a substitute gets a *. Scores as "
                        "points for home–away."), 7, HAMMER_TEXT_MUTED, HAMMER_ALIGN_START);
  y += 22;

  /* The match points: the game points and the bonus the league gives. */
  {
    g_autofree char *bonus = g_strdup_printf (_("Match points: the game points plus %"
                                                PRId64 " for a win, %" PRId64
                                                " each for a draw."),
                                              hammer_json_int (l->league, "win_bonus", 2),
                                              hammer_json_int (l->league, "draw_bonus", 1));
    g_autofree char *result = g_strdup_printf ("%s   %s ______   %s ______", bonus,
                                               team_name (home), team_name (away));

    hammer_layout_text (layout, -3, y, width, 16, result, 9, HAMMER_TEXT_NORMAL,
                        HAMMER_ALIGN_START);
    y += 24;
  }

  hammer_layout_text (layout, -3, y, width, 12, _("Remarks"), 8, HAMMER_TEXT_BOLD,
                      HAMMER_ALIGN_START);
  hammer_layout_box (layout, 0, y + 13, width, 48, 0.5, 0);
  y += 70;

  /* Translators: a signature line on a team match form; %s is a team. */
  home_captain = g_strdup_printf (_("Captain %s"), team_name (home));
  away_captain = g_strdup_printf (_("Captain %s"), team_name (away));
  {
    const char *labels[] = { home_captain, away_captain, _("Referee") };

    for (guint i = 0; i < G_N_ELEMENTS (labels); i++)
      {
        double cx = i * width / 3;

        hammer_layout_line (layout, cx + 3, y + 26, cx + width / 3 - 9, y + 26, 0.5);
        hammer_layout_text (layout, cx, y + 27, width / 3, 10, labels[i], 7, HAMMER_TEXT_MUTED,
                            HAMMER_ALIGN_START);
      }
  }
}

void
hammer_league_sheet_options_init (HammerLeagueSheetOptions *options)
{
  g_return_if_fail (options != NULL);

  memset (options, 0, sizeof *options);
  options->kind = HAMMER_LEAGUE_SHEET_TABLE;
  options->paper = HAMMER_PAPER_A4;
}

gboolean
hammer_league_sheet_kind_from_string (const char            *text,
                                      HammerLeagueSheetKind *kind)
{
  static const char *const names[] = { "fixtures", "form", "table" };
  int position;

  g_return_val_if_fail (kind != NULL, FALSE);

  if ((position = find_name (text, names, G_N_ELEMENTS (names))) < 0)
    return FALSE;
  *kind = (HammerLeagueSheetKind) position;
  return TRUE;
}

HammerLayout *
hammer_league_sheets_layout (JsonNode                       *league,
                             JsonNode                       *fixtures,
                             JsonNode                       *table,
                             JsonNode                       *forms,
                             const HammerLeagueSheetOptions *options,
                             GError                        **error)
{
  g_autoptr(HammerLayout) layout = NULL;
  g_autofree char *subtitle = NULL;
  League l = { { 0 } };

  g_return_val_if_fail (options != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  l.league = node_object (league);
  l.fixtures = node_object (fixtures);
  if (l.league == NULL || hammer_json_string (l.league, "name") == NULL || l.fixtures == NULL ||
      hammer_json_array (l.fixtures, "divisions") == NULL ||
      (options->kind == HAMMER_LEAGUE_SHEET_TABLE &&
       hammer_json_array (node_object (table), "divisions") == NULL) ||
      (options->kind == HAMMER_LEAGUE_SHEET_FORM &&
       (forms == NULL || !JSON_NODE_HOLDS_ARRAY (forms))))
    {
      g_set_error_literal (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                           _("This is not a league of Hammer"));
      return NULL;
    }

  /* Translators: the header of every page of a league's documents. */
  subtitle = g_strdup_printf (_("League from %s"), hammer_json_string (l.league, "start"));
  layout = hammer_layout_new (options->paper, options->landscape,
                              hammer_json_string (l.league, "name"),
                              subtitle);
  l.paper.layout = layout;

  switch (options->kind)
    {
    case HAMMER_LEAGUE_SHEET_FIXTURES:
      render_fixture_list (&l);
      break;
    case HAMMER_LEAGUE_SHEET_TABLE:
      render_league_table (&l, node_object (table));
      break;
    case HAMMER_LEAGUE_SHEET_FORM:
      {
        JsonArray *list = json_node_get_array (forms);

        if (json_array_get_length (list) == 0)
          {
            g_set_error_literal (error, HAMMER_ERROR, HAMMER_ERROR_NOT_FOUND,
                                 _("There is no team match to print a form for"));
            return NULL;
          }
        for (guint i = 0; i < json_array_get_length (list); i++)
          {
            JsonObject *fixture = hammer_json_element_object (list, i);

            if (fixture == NULL || hammer_json_object (fixture, "home") == NULL)
              {
                g_set_error_literal (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                                     _("This is not a league of Hammer"));
                return NULL;
              }
            /* A bye has nothing to play. */
            if (hammer_json_object (fixture, "away") == NULL)
              continue;
            render_match_form (&l, fixture);
          }
      }
      break;
    default:
      g_set_error_literal (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                           _("Unknown kind of document"));
      return NULL;
    }

  hammer_layout_finish (layout);
  return g_steal_pointer (&layout);
}

gboolean
hammer_league_sheets_render_to_stream (JsonNode                       *league,
                                       JsonNode                       *fixtures,
                                       JsonNode                       *table,
                                       JsonNode                       *forms,
                                       const HammerLeagueSheetOptions *options,
                                       GOutputStream                  *stream,
                                       GCancellable                   *cancellable,
                                       GError                        **error)
{
  g_autoptr(HammerLayout) layout = NULL;

  g_return_val_if_fail (options != NULL, FALSE);
  g_return_val_if_fail (G_IS_OUTPUT_STREAM (stream), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (!(layout = hammer_league_sheets_layout (league, fixtures, table, forms, options, error)))
    return FALSE;
  return hammer_layout_write (layout, stream, cancellable, error);
}

gboolean
hammer_league_sheets_render_to_file (JsonNode                       *league,
                                     JsonNode                       *fixtures,
                                     JsonNode                       *table,
                                     JsonNode                       *forms,
                                     const HammerLeagueSheetOptions *options,
                                     const char                     *path,
                                     GError                        **error)
{
  g_autoptr(GOutputStream) memory = g_memory_output_stream_new_resizable ();

  g_return_val_if_fail (path != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  return hammer_league_sheets_render_to_stream (league, fixtures, table, forms, options, memory,
                                                NULL, error) &&
         write_memory (memory, path, error);
}
