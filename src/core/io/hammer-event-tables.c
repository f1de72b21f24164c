/* hammer-event-tables.c — an event's standings and results as CSV, and
 * as a web page
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "hammer-i18n.h"
#include <math.h>

#include "hammer-json.h"
#include "hammer-places.h"
#include "hammer-score-text.h"
#include "io/hammer-tables-writer.h"
#include "rules/hammer-rules.h"

/* Every column a table of an event's standings can have, in the order
 * they stand. The short headings are for paper, where a legend explains
 * them; the narrow ones, one for every figure, are for a narrow screen,
 * where a tooltip holds the whole. */
static const HammerStandingsColumn standings_columns[] = {
  /* Translators: the heading of the place on a narrow screen. */
  { "place", N_("Place"), NULL, FALSE, 0, N_("#") },
  { "name", N_("Name"), NULL, TRUE, 0, NULL },
  { "class", N_("Class"), NULL, TRUE, 0, NULL },
  /* Translators: the place within the consolation bracket, beside the
   * place overall; short, on paper and on a narrow screen. */
  { "bracket_place", N_("Consolation place"), N_("CP"), FALSE, 0, N_("CP") },
  /* Translators: the place within the second knockout after groups, of
   * those the groups did not send to the first; short, on paper and on a
   * narrow screen. */
  { "second_knockout_place", N_("Second knockout place"), N_("SKP"), FALSE, 0, N_("SKP") },
  /* Translators: short column headings of the standings on paper,
   * explained in a legend under the table, and on a narrow screen. */
  { "played", N_("Played"), N_("Pl"), FALSE, 0, N_("Pl") },
  { "wins", N_("Won"), N_("W"), FALSE, 0, N_("W") },
  { "draws", N_("Drawn"), N_("D"), FALSE, 0, N_("D") },
  { "losses", N_("Lost"), N_("L"), FALSE, 0, N_("L") },
  { "match_points", N_("Match points"), N_("Pts"), FALSE, 0, N_("Pts") },
  { "games_won", N_("Games won"), N_("GW"), FALSE, 0, N_("GW") },
  { "games_lost", N_("Games lost"), N_("GL"), FALSE, 0, N_("GL") },
  { "game_difference", N_("Game difference"), N_("GD"), FALSE, 0, N_("GD") },
  { "points_for", N_("Points for"), N_("PF"), FALSE, 0, N_("PF") },
  { "points_against", N_("Points against"), N_("PA"), FALSE, 0, N_("PA") },
  { "point_difference", N_("Point difference"), N_("PD"), FALSE, 0, N_("PD") },
  /* Translators: short column headings of the standings on a narrow
   * screen, the whole heading in a tooltip. */
  { "buchholz", N_("Buchholz"), NULL, FALSE, 0, N_("Bh") },
  { "median_buchholz", N_("Median Buchholz"), NULL, FALSE, 0, N_("MBh") },
  { "sonneborn_berger", N_("Sonneborn-Berger"), NULL, FALSE, 0, N_("SB") },
  { "games", N_("Games"), NULL, FALSE, 0, N_("Gm") },
  { "total", N_("Total"), NULL, FALSE, 0, N_("Tot") },
  { "average", N_("Average"), NULL, FALSE, HAMMER_TABLES_AVERAGE_DECIMALS, N_("Avg") },
  { "best_game", N_("Best game"), NULL, FALSE, 0, N_("Best") },
};

const HammerStandingsColumn *
hammer_tables_standings_column (const char *member)
{
  g_return_val_if_fail (member != NULL, NULL);

  for (guint i = 0; i < G_N_ELEMENTS (standings_columns); i++)
    if (g_str_equal (standings_columns[i].member, member))
      return &standings_columns[i];
  return NULL;
}

static gboolean
json_has (gpointer    rows,
          guint       row,
          const char *member)
{
  JsonObject *object = hammer_json_element_object (rows, row);

  return object != NULL && json_object_has_member (object, member);
}

static gboolean
json_value (gpointer    rows,
            guint       row,
            const char *member,
            double     *value)
{
  return hammer_json_node_double (hammer_json_member (hammer_json_element_object (rows, row),
                                                      member), value);
}

static gboolean
any_row_has (const HammerStandingsRows *rows,
             const char                *member)
{
  for (guint i = 0; rows != NULL && i < rows->n_rows; i++)
    if (rows->has (rows->rows, i, member))
      return TRUE;
  return FALSE;
}

/* How many decimals the figures of @member in @rows need, at most two: a
 * column shows all its figures alike, "2.50" under "3.00" and not "3". */
static guint
column_decimals (const HammerStandingsRows *rows,
                 const char                *member)
{
  guint decimals = 0;

  for (guint i = 0; rows != NULL && i < rows->n_rows; i++)
    {
      double value;

      if (!rows->value (rows->rows, i, member, &value) || !isfinite (value))
        continue;
      value = round (fabs (value) * 100.0);
      if (fmod (value, 10.0) != 0)
        return 2;
      if (fmod (value, 100.0) != 0)
        decimals = 1;
    }
  return decimals;
}

static void
add_column (GArray                    *columns,
            const HammerStandingsRows *standings,
            const char                *member)
{
  HammerStandingsColumn column = *hammer_tables_standings_column (member);

  for (guint c = 0; c < columns->len; c++)
    if (g_str_equal (g_array_index (columns, HammerStandingsColumn, c).member, member))
      return;
  if (!column.text && column.decimals == 0)
    column.decimals = column_decimals (standings, member);
  g_array_append_val (columns, column);
}

/* The columns of @standings for an event that breaks ties by
 * @tie_breakers (%NULL or empty: the defaults). */
GArray *
hammer_tables_choose_standings_columns (const char * const        *tie_breakers,
                                        const HammerStandingsRows *standings,
                                        gboolean                   every_figure)
{
  static const struct
  {
    const char *tie_breaker;
    const char *member;
  } figures[] = {
    { "match-points", "match_points" },
    { "wins", "wins" },
    { "games-won", "games_won" },
    { "game-difference", "game_difference" },
    { "point-difference", "point_difference" },
    { "buchholz", "buchholz" },
    { "median-buchholz", "median_buchholz" },
    { "sonneborn-berger", "sonneborn_berger" },
    { "total-points", "total" },
    { "total-points", "points_for" },
    { "best-game", "best_game" },
  };
  static const char * const series[] = { "games", "total", "average", "best_game" };
  static const char * const matches[] = { "played", "wins", "draws", "losses" };
  static const char * const fallback[] = {
    "match-points", "game-difference", "point-difference", NULL,
  };
  GArray *columns;
  gboolean is_series;

  g_return_val_if_fail (standings != NULL, NULL);

  columns = g_array_new (FALSE, FALSE, sizeof (HammerStandingsColumn));
  is_series = any_row_has (standings, "total") && !any_row_has (standings, "wins");
  add_column (columns, standings, "place");
  add_column (columns, standings, "name");
  if (any_row_has (standings, "class"))
    add_column (columns, standings, "class");
  /* The consolation pays places of its own. */
  if (any_row_has (standings, "bracket_place"))
    add_column (columns, standings, "bracket_place");
  if (any_row_has (standings, "second_knockout_place"))
    add_column (columns, standings, "second_knockout_place");

  /* A series has its own figures: no matches played, won or lost. */
  if (is_series)
    {
      for (guint i = 0; i < G_N_ELEMENTS (series); i++)
        add_column (columns, standings, series[i]);
      return columns;
    }

  /* A knockout has no draws. */
  for (guint i = 0; i < G_N_ELEMENTS (matches); i++)
    if (any_row_has (standings, matches[i]))
      add_column (columns, standings, matches[i]);

  /* A spreadsheet gets every figure there is; the reader hides what they
   * do not need, which is easier than finding what is missing. */
  if (every_figure)
    {
      for (guint i = 0; i < G_N_ELEMENTS (standings_columns); i++)
        if (!standings_columns[i].text && i > 0 &&
            any_row_has (standings, standings_columns[i].member))
          add_column (columns, standings, standings_columns[i].member);
      return columns;
    }

  /* Elsewhere the figures behind the places, in the order ties are broken. */
  if (tie_breakers == NULL || tie_breakers[0] == NULL)
    tie_breakers = fallback;
  for (guint n = 0; tie_breakers[n] != NULL; n++)
    for (guint f = 0; f < G_N_ELEMENTS (figures); f++)
      if (g_str_equal (figures[f].tie_breaker, tie_breakers[n]) &&
          any_row_has (standings, figures[f].member))
        {
          add_column (columns, standings, figures[f].member);
          break;
        }
  return columns;
}

GArray *
hammer_tables_standings_columns (JsonObject *event,
                                 JsonArray  *standings,
                                 gboolean    every_figure)
{
  JsonArray *tie_breakers = hammer_json_array (hammer_json_object (event, "settings"),
                                               "tie_breakers");
  g_autoptr(GPtrArray) names = g_ptr_array_new ();
  HammerStandingsRows rows = { 0, json_has, json_value, standings };

  g_return_val_if_fail (standings != NULL, NULL);

  rows.n_rows = json_array_get_length (standings);
  for (guint i = 0; tie_breakers != NULL && i < json_array_get_length (tie_breakers); i++)
    {
      JsonNode *node = json_array_get_element (tie_breakers, i);

      if (JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_STRING)
        g_ptr_array_add (names, (gpointer) json_node_get_string (node));
    }
  g_ptr_array_add (names, NULL);
  return hammer_tables_choose_standings_columns ((const char * const *) names->pdata, &rows,
                                                 every_figure);
}

char *
hammer_tables_standings_figure (const HammerStandingsColumn *column,
                                JsonObject                  *line,
                                char                         decimal_mark)
{
  JsonNode *node;

  g_return_val_if_fail (column != NULL, NULL);

  node = hammer_json_member (line, column->member);
  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node))
    return NULL;
  if (json_node_get_value_type (node) == G_TYPE_STRING)
    return g_strdup (json_node_get_string (node));
  if (json_node_get_value_type (node) == G_TYPE_INT64 && column->decimals == 0)
    return g_strdup_printf ("%" G_GINT64_FORMAT, json_node_get_int (node));
  return hammer_tables_format_fixed (node, column->decimals, decimal_mark);
}

char *
hammer_tables_format_figure (double value,
                             guint  decimals,
                             char   decimal_mark)
{
  return hammer_tables_format_fixed_value (value, decimals, decimal_mark);
}

char *
hammer_tables_standings_csv (JsonArray              *standings,
                             const HammerCsvOptions *options)
{
  g_autoptr(GArray) columns = NULL;
  HammerCsvWriter writer;
  guint n;

  g_return_val_if_fail (standings != NULL, NULL);
  g_return_val_if_fail (options != NULL, NULL);

  columns = hammer_tables_standings_columns (NULL, standings, TRUE);
  hammer_csv_writer_init (&writer, options);
  for (guint c = 0; c < columns->len; c++)
    hammer_csv_writer_text (&writer, _(g_array_index (columns, HammerStandingsColumn, c).header));
  /* Last, so that the columns before it keep their places. */
  /* Translators: a CSV column heading: whether the entrant withdrew. */
  hammer_csv_writer_text (&writer, _("Withdrawn"));
  hammer_csv_writer_end_row (&writer);

  n = json_array_get_length (standings);
  for (guint r = 0; r < n; r++)
    {
      JsonObject *row = hammer_json_element_object (standings, r);

      if (row == NULL)
        continue;
      for (guint c = 0; c < columns->len; c++)
        {
          const HammerStandingsColumn *column = &g_array_index (columns, HammerStandingsColumn,
                                                                c);
          g_autofree char *figure = NULL;

          if (g_str_equal (column->member, "place"))
            hammer_csv_writer_place (&writer, row);
          else if (column->text)
            hammer_csv_writer_node (&writer, json_object_get_member (row, column->member));
          else
            hammer_csv_writer_standings_figure (&writer, column, row);
        }
      /* Data, not prose: the same in every language. */
      hammer_csv_writer_text (&writer, hammer_json_bool (row, "withdrawn", FALSE) ? "true"
                                                                                : "false");
      hammer_csv_writer_end_row (&writer);
    }
  return hammer_csv_writer_finish (&writer);
}

/* Results */

gboolean
hammer_tables_match_is_result (JsonObject *match)
{
  return match != NULL && !hammer_json_bool (match, "bye", FALSE) &&
         g_strcmp0 (hammer_json_string (match, "state"), "finished") == 0;
}

static guint
count_sides (JsonObject *match)
{
  return hammer_json_length (hammer_json_array (match, "names"));
}

static const char *
side_name (JsonObject *match,
           guint       side)
{
  return hammer_json_element_string (hammer_json_array (match, "names"), side);
}

/* An en dash, not a hyphen: spreadsheets read "16-0" as a date. */
char *
hammer_tables_format_game_scores (JsonObject *match)
{
  JsonArray *sides;
  guint n_sides;
  g_autofree JsonArray **points = NULL;
  g_autoptr(GString) text = NULL;
  guint n_games = 0;

  g_return_val_if_fail (match != NULL, NULL);

  sides = hammer_json_array (match, "game_points");
  n_sides = sides != NULL ? json_array_get_length (sides) : 0;
  points = g_new0 (JsonArray *, n_sides + 1);

  for (guint s = 0; s < n_sides; s++)
    {
      JsonNode *node = json_array_get_element (sides, s);

      if (JSON_NODE_HOLDS_ARRAY (node))
        points[s] = json_node_get_array (node);
      n_games = MAX (n_games, points[s] != NULL ? json_array_get_length (points[s]) : 0);
    }
  if (n_games == 0)
    return NULL;
  text = g_string_new (NULL);
  for (guint g = 0; g < n_games; g++)
    {
      if (g > 0)
        g_string_append (text, ", ");
      for (guint s = 0; s < n_sides; s++)
        {
          JsonNode *node = hammer_json_element (points[s], g);
          /* A game's points below zero (deck's 10-off) with the minus sign
           * of every other score people read. */
          g_autofree char *number = node != NULL && JSON_NODE_HOLDS_VALUE (node) &&
                                    json_node_get_value_type (node) == G_TYPE_INT64
                                      ? hammer_score_text (json_node_get_int (node))
                                      : hammer_tables_format_number (node, '.');

          if (s > 0)
            g_string_append (text, "–");
          g_string_append (text, number != NULL ? number : "?");
        }
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}

static const char *
winner_name (JsonObject *match)
{
  /* A sjoelbak card has one side, and no winner. */
  gint64 winner = count_sides (match) > 1 ? hammer_json_int (match, "winner", -1) : -1;

  return winner >= 0 && winner < G_MAXUINT ? side_name (match, (guint) winner) : NULL;
}

char *
hammer_tables_results_csv (JsonArray              *matches,
                           const HammerCsvOptions *options)
{
  HammerCsvWriter writer;
  guint n_sides = 0;
  guint n;
  gboolean games_won = FALSE;

  g_return_val_if_fail (matches != NULL, NULL);
  g_return_val_if_fail (options != NULL, NULL);

  /* One column per side, as many as the widest match; a sjoelbak series
   * has matches of one side, horse collar may have more than two. */
  n = json_array_get_length (matches);
  for (guint i = 0; i < n; i++)
    {
      JsonObject *match = hammer_json_element_object (matches, i);

      if (!hammer_tables_match_is_result (match))
        continue;
      n_sides = MAX (n_sides, count_sides (match));
      /* A sjoelbak card has one side, which wins no games from anyone. */
      games_won |= json_object_has_member (match, "games_won") && count_sides (match) > 1;
    }
  /* A hostile document must not make a file of a million empty columns;
   * a file of no results still has the columns of a match. */
  n_sides = n_sides == 0 ? 2 : MIN (n_sides, HAMMER_MAX_SIDES);

  hammer_csv_writer_init (&writer, options);
  /* The match's number within the event, as on the score sheets. */
  hammer_csv_writer_text (&writer, _("Match"));
  hammer_csv_writer_text (&writer, _("Round"));
  hammer_csv_writer_text (&writer, _("Bracket"));
  hammer_csv_writer_text (&writer, _("Board"));
  for (guint s = 0; s < n_sides; s++)
    {
      g_autofree char *header = g_strdup_printf (_("Side %u"), s + 1);
      hammer_csv_writer_text (&writer, header);
    }
  if (games_won)
    for (guint s = 0; s < n_sides; s++)
      {
        g_autofree char *header = g_strdup_printf (_("Games won %u"), s + 1);
        hammer_csv_writer_text (&writer, header);
      }
  for (guint s = 0; s < n_sides; s++)
    {
      g_autofree char *header = g_strdup_printf (_("Points %u"), s + 1);
      hammer_csv_writer_text (&writer, header);
    }
  hammer_csv_writer_text (&writer, _("Games"));
  hammer_csv_writer_text (&writer, _("Winner"));
  hammer_csv_writer_end_row (&writer);

  for (guint i = 0; i < n; i++)
    {
      JsonObject *match = hammer_json_element_object (matches, i);
      g_autofree char *scores = NULL;

      if (!hammer_tables_match_is_result (match))
        continue;
      hammer_csv_writer_node (&writer, json_object_get_member (match, "number"));
      hammer_csv_writer_node (&writer, json_object_get_member (match, "round"));
      hammer_csv_writer_node (&writer, json_object_get_member (match, "bracket"));
      hammer_csv_writer_node (&writer, json_object_get_member (match, "board"));
      for (guint s = 0; s < n_sides; s++)
        hammer_csv_writer_text (&writer, side_name (match, s));
      if (games_won)
        for (guint s = 0; s < n_sides; s++)
          hammer_csv_writer_node (&writer,
                                  hammer_json_element (hammer_json_array (match, "games_won"), s));
      for (guint s = 0; s < n_sides; s++)
        hammer_csv_writer_node (&writer,
                                hammer_json_element (hammer_json_array (match, "totals"), s));
      if (hammer_json_bool (match, "walkover", FALSE))
        /* TRANSLATORS: a walkover, in the games column of results. */
        hammer_csv_writer_text (&writer, _("walkover"));
      else
        {
          scores = hammer_tables_format_game_scores (match);
          hammer_csv_writer_text (&writer, scores);
        }
      hammer_csv_writer_text (&writer, winner_name (match));
      hammer_csv_writer_end_row (&writer);
    }
  return hammer_csv_writer_finish (&writer);
}

static void
html_standings (GString    *out,
                JsonObject *event,
                JsonArray  *standings)
{
  g_autoptr(GArray) columns = hammer_tables_standings_columns (event, standings, FALSE);
  guint n = json_array_get_length (standings);

  g_string_append_printf (out, "<section>\n<h2>%s</h2>\n", _("Standings"));
  if (n == 0)
    {
      g_string_append_printf (out, "<p>%s</p>\n</section>\n", _("No entrants yet."));
      return;
    }
  g_string_append (out, "<div class=\"scroll\"><table>\n<thead><tr>");
  for (guint c = 0; c < columns->len; c++)
    {
      const HammerStandingsColumn *column = &g_array_index (columns, HammerStandingsColumn, c);

      g_string_append_printf (out, "<th scope=\"col\"%s>", column->text ? "" : " class=\"num\"");
      hammer_html_escape (out, _(column->header));
      g_string_append (out, "</th>");
    }
  g_string_append (out, "</tr></thead>\n<tbody>\n");
  for (guint r = 0; r < n; r++)
    {
      JsonObject *row = hammer_json_element_object (standings, r);

      if (row == NULL)
        continue;
      g_string_append (out, "<tr>");
      for (guint c = 0; c < columns->len; c++)
        {
          const HammerStandingsColumn *column = &g_array_index (columns, HammerStandingsColumn,
                                                                c);
          JsonNode *node = json_object_get_member (row, column->member);

          if (g_str_equal (column->member, "place"))
            hammer_html_place_cell (out, row);
          else if (column->text)
            {
              gboolean is_name = g_str_equal (column->member, "name");
              const char *tag = is_name ? "th" : "td";

              g_string_append_printf (out, "<%s%s>", tag,
                                      is_name ? " scope=\"row\" class=\"name\"" : "");
              if (is_name)
                {
                  g_autofree char *name = hammer_standings_line_name_text (row);

                  hammer_html_escape (out, name);
                }
              else if (node != NULL && JSON_NODE_HOLDS_VALUE (node) &&
                       json_node_get_value_type (node) == G_TYPE_STRING)
                hammer_html_escape (out, json_node_get_string (node));
              g_string_append_printf (out, "</%s>", tag);
            }
          else
            {
              g_autofree char *figure = hammer_html_standings_figure (column, row);

              g_string_append (out, "<td class=\"num\">");
              /* A figure not there yet (a best game before the first game)
               * is a dash, as on screen and paper. */
              hammer_html_escape (out, figure == NULL && node != NULL &&
                                       JSON_NODE_HOLDS_NULL (node) ? "—" : figure);
              g_string_append (out, "</td>");
            }
        }
      g_string_append (out, "</tr>\n");
    }
  g_string_append (out, "</tbody>\n</table></div>\n</section>\n");
}

static void
html_result (GString    *out,
             JsonObject *match)
{
  guint n_sides = MIN (count_sides (match), HAMMER_MAX_SIDES);
  /* A sjoelbak card has one side: its score is its total, and nobody won
   * against anybody. */
  gint64 winner = n_sides > 1 ? hammer_json_int (match, "winner", -1) : -1;
  JsonArray *won = hammer_json_array (match, "games_won");
  JsonArray *totals = hammer_json_array (match, "totals");
  JsonArray *figures = won != NULL && n_sides > 1 ? won : totals;
  g_autofree char *scores = hammer_tables_format_game_scores (match);
  g_autofree char *match_number = NULL;

  match_number = hammer_tables_format_number (hammer_json_member (match, "number"), '.');

  g_string_append (out, "<tr><td class=\"num\">");
  hammer_html_escape (out, match_number);
  g_string_append (out, "</td><td class=\"name\">");
  for (guint s = 0; s < n_sides; s++)
    {
      if (s > 0)
        g_string_append (out, " – ");
      if ((gint64) s == winner)
        g_string_append (out, "<span class=\"winner\">");
      hammer_html_escape (out, side_name (match, s));
      if ((gint64) s == winner)
        g_string_append (out, "</span>");
    }
  g_string_append (out, "</td><td class=\"num\">");
  if (hammer_json_bool (match, "walkover", FALSE))
    hammer_html_escape (out, _("walkover"));
  else
    for (guint s = 0; figures != NULL && s < json_array_get_length (figures) && s < n_sides; s++)
      {
        g_autofree char *number = hammer_html_format_number (json_array_get_element (figures, s));
        if (s > 0)
          g_string_append (out, "–");
        hammer_html_escape (out, number);
      }
  g_string_append (out, "</td><td class=\"games\">");
  hammer_html_escape (out, scores);
  g_string_append (out, "</td></tr>\n");
}

static void
html_results (GString   *out,
              JsonArray *matches)
{
  g_autoptr(GPtrArray) order = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GHashTable) seen = g_hash_table_new (g_str_hash, g_str_equal);
  guint n = json_array_get_length (matches);

  /* Rounds in the order they first appear in the draw, so a double
   * elimination reads winners and losers round by round as played. */
  for (guint i = 0; i < n; i++)
    {
      JsonObject *match = hammer_json_element_object (matches, i);
      char *key;

      if (!hammer_tables_match_is_result (match))
        continue;
      key = g_strdup_printf ("%" G_GINT64_FORMAT "\x1f%s", hammer_json_int (match, "round", 0),
                             hammer_json_string (match, "bracket") ?: "");
      if (g_hash_table_contains (seen, key))
        {
          g_free (key);
          continue;
        }
      g_hash_table_add (seen, key);
      g_ptr_array_add (order, key);
    }

  g_string_append_printf (out, "<section>\n<h2>%s</h2>\n", _("Results"));
  if (order->len == 0)
    g_string_append_printf (out, "<p>%s</p>\n", _("No results yet."));

  for (guint k = 0; k < order->len; k++)
    {
      const char *key = g_ptr_array_index (order, k);
      g_autofree char *title = NULL;
      gboolean first = TRUE;

      for (guint i = 0; i < n; i++)
        {
          JsonObject *match = hammer_json_element_object (matches, i);
          g_autofree char *match_key = NULL;

          if (!hammer_tables_match_is_result (match))
            continue;
          match_key = g_strdup_printf ("%" G_GINT64_FORMAT "\x1f%s",
                                       hammer_json_int (match, "round", 0),
                                       hammer_json_string (match, "bracket") ?: "");
          if (!g_str_equal (key, match_key))
            continue;
          if (first)
            {
              /* The round's name comes with the match (hammer-rounds.h). */
              title = g_strdup (hammer_json_string (match, "round_name") ?: "");
              g_string_append (out, "<h3>");
              hammer_html_escape (out, title);
              g_string_append (out, "</h3>\n<div class=\"scroll\"><table>\n<thead><tr>");
              /* TRANSLATORS: the heading of the column of match numbers,
               * short for “number”; the next column, “Match”, names the
               * sides. */
              g_string_append_printf (out, "<th scope=\"col\" class=\"num\">%s</th>",
                                      C_("match number", "No."));
              g_string_append_printf (out, "<th scope=\"col\">%s</th>", _("Match"));
              g_string_append_printf (out, "<th scope=\"col\" class=\"num\">%s</th>", _("Score"));
              g_string_append_printf (out, "<th scope=\"col\">%s</th>", _("Games"));
              g_string_append (out, "</tr></thead>\n<tbody>\n");
              first = FALSE;
            }
          html_result (out, match);
        }
      g_string_append (out, "</tbody>\n</table></div>\n");
    }
  g_string_append (out, "</section>\n");
}

char *
hammer_tables_event_html (JsonObject *event,
                          JsonArray  *standings,
                          JsonArray  *matches)
{
  g_autoptr(GString) out = g_string_new (NULL);
  const char *name, *date, *venue;
  g_autofree char *pretty_date = NULL;

  g_return_val_if_fail (event != NULL, NULL);
  g_return_val_if_fail (standings != NULL, NULL);
  g_return_val_if_fail (matches != NULL, NULL);

  name = hammer_json_string (event, "name");
  date = hammer_json_string (event, "date");
  venue = hammer_json_string (event, "venue");
  if (name == NULL)
    name = _("Event");

  hammer_html_begin_page (out, name);
  g_string_append (out, "<header>\n<h1>");
  hammer_html_escape (out, name);
  g_string_append (out, "</h1>\n");
  if (date != NULL || venue != NULL)
    {
      pretty_date = hammer_html_format_date (date);
      g_string_append (out, "<p class=\"meta\">");
      if (date != NULL)
        {
          g_string_append (out, "<time datetime=\"");
          hammer_html_escape (out, date);
          g_string_append (out, "\">");
          hammer_html_escape (out, pretty_date);
          g_string_append (out, "</time>");
        }
      if (date != NULL && venue != NULL)
        g_string_append (out, " · ");
      hammer_html_escape (out, venue);
      g_string_append (out, "</p>\n");
    }
  g_string_append (out, "</header>\n<main>\n");
  html_standings (out, event, standings);
  html_results (out, matches);
  g_string_append (out, "</main>\n");
  hammer_html_end_page (out);

  return g_string_free (g_steal_pointer (&out), FALSE);
}
