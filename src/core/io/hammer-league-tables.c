/* hammer-league-tables.c — a team league as CSV and as a web page
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The files are drawn from the league's JSON reports, as the app and
 * `hammer-cli season table|fixtures|stats` show them, and written with the
 * CSV writer (hammer-csv-writer.c) and the page of hammer-html-page.c, so
 * that a league's files look and read like every other table Hammer writes.
 */
#include "config.h"

#include "hammer-i18n.h"
#include <inttypes.h>

#include "hammer-error.h"
#include "hammer-json.h"
#include "io/hammer-league-tables.h"
#include "io/hammer-tables-writer.h"
#include "rules/hammer-rules.h"

/* The report @node, when it is an object with @list; else an error. */
static JsonObject *
report (JsonNode    *node,
        const char  *list,
        const char  *what,
        GError     **error)
{
  JsonObject *object = hammer_json_node_object (node);

  if (object == NULL || hammer_json_array (object, list) == NULL)
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   _("This is not the %s of a league"), what);
      return NULL;
    }
  return object;
}

/* Starts @writer on the list @list of the report @node; NULL, and
 * nothing started, when @node is not such a report (see report()). */
static JsonArray *
begin_report_csv (HammerCsvWriter        *writer,
                  JsonNode               *node,
                  const char             *list,
                  const char             *what,
                  const HammerCsvOptions *options,
                  GError                **error)
{
  JsonArray *rows;

  g_return_val_if_fail (options != NULL, NULL);

  if (!(rows = hammer_json_array (report (node, list, what, error), list)))
    return NULL;
  hammer_csv_writer_init (writer, options);
  return rows;
}

/* The words of a fixture's state, for people. */
static const char *
state_label (const char *state)
{
  if (g_strcmp0 (state, "played") == 0)
    return C_("fixture state", "played");
  if (g_strcmp0 (state, "in_progress") == 0)
    return C_("fixture state", "in progress");
  if (g_strcmp0 (state, "postponed") == 0)
    return C_("fixture state", "postponed");
  if (g_strcmp0 (state, "rescheduled") == 0)
    return C_("fixture state", "rescheduled");
  if (g_strcmp0 (state, "bye") == 0)
    return C_("fixture state", "bye");
  return C_("fixture state", "scheduled");
}

/* The player names of a row of the statistics, "A, B". */
static char *
team_names (JsonObject *row)
{
  JsonArray *teams = hammer_json_array (row, "teams");
  g_autoptr(GString) text = g_string_new (NULL);

  for (guint i = 0; i < hammer_json_length (teams); i++)
    {
      const char *name = hammer_json_element_string (teams, i);

      if (name == NULL)
        continue;
      if (text->len > 0)
        g_string_append (text, ", ");
      g_string_append (text, name);
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}

/* CSV */

typedef struct
{
  const char *member;
  const char *header;  /* N_() */
} Column;

static const Column table_columns[] = {
  { "place", N_("Place") },
  { "name", N_("Team") },
  { "played", N_("Played") },
  { "won", N_("Won") },
  { "drawn", N_("Drawn") },
  { "lost", N_("Lost") },
  { "games_for", N_("Game points for") },
  { "games_against", N_("Game points against") },
  { "game_difference", N_("Game difference") },
  { "bonus", N_("Bonus") },
  { "points", N_("Points") },
  { "score_for", N_("Score for") },
  { "score_against", N_("Score against") },
};

char *
hammer_tables_league_table_csv (JsonNode               *table,
                                const HammerCsvOptions *options,
                                GError                **error)
{
  HammerCsvWriter writer;
  JsonArray *divisions = begin_report_csv (&writer, table, "divisions", _("table"), options,
                                           error);

  if (divisions == NULL)
    return NULL;
  hammer_csv_writer_text (&writer, _("Division"));
  for (guint c = 0; c < G_N_ELEMENTS (table_columns); c++)
    hammer_csv_writer_text (&writer, _(table_columns[c].header));
  hammer_csv_writer_end_row (&writer);
  for (guint d = 0; d < hammer_json_length (divisions); d++)
    {
      JsonObject *division = hammer_json_element_object (divisions, d);
      JsonArray *rows = hammer_json_array (division, "table");

      for (guint r = 0; r < hammer_json_length (rows); r++)
        {
          JsonObject *row = hammer_json_element_object (rows, r);

          if (row == NULL)
            continue;
          hammer_csv_writer_text (&writer, hammer_json_string (division, "name"));
          for (guint c = 0; c < G_N_ELEMENTS (table_columns); c++)
            if (g_str_equal (table_columns[c].member, "place"))
              hammer_csv_writer_place (&writer, row);
            else
              hammer_csv_writer_node (&writer, hammer_json_member (row, table_columns[c].member));
          hammer_csv_writer_end_row (&writer);
        }
    }
  return hammer_csv_writer_finish (&writer);
}

static void
csv_pair (HammerCsvWriter *writer,
          JsonArray       *pair)
{
  for (guint side = 0; side < 2; side++)
    hammer_csv_writer_node (writer, hammer_json_element (pair, side));
}

char *
hammer_tables_league_fixtures_csv (JsonNode               *fixtures,
                                   const HammerCsvOptions *options,
                                   GError                **error)
{
  HammerCsvWriter writer;
  JsonArray *divisions = begin_report_csv (&writer, fixtures, "divisions", _("fixtures"),
                                           options, error);

  if (divisions == NULL)
    return NULL;
  hammer_csv_writer_text (&writer, _("Division"));
  hammer_csv_writer_text (&writer, _("Match day"));
  hammer_csv_writer_text (&writer, _("Date"));
  hammer_csv_writer_text (&writer, _("Home"));
  hammer_csv_writer_text (&writer, _("Away"));
  hammer_csv_writer_text (&writer, _("Game points home"));
  hammer_csv_writer_text (&writer, _("Game points away"));
  hammer_csv_writer_text (&writer, _("Match points home"));
  hammer_csv_writer_text (&writer, _("Match points away"));
  hammer_csv_writer_text (&writer, _("State"));
  hammer_csv_writer_end_row (&writer);

  for (guint d = 0; d < hammer_json_length (divisions); d++)
    {
      JsonObject *division = hammer_json_element_object (divisions, d);
      JsonArray *days = hammer_json_array (division, "match_days");

      for (guint k = 0; k < hammer_json_length (days); k++)
        {
          JsonObject *day = hammer_json_element_object (days, k);
          JsonArray *list = hammer_json_array (day, "fixtures");
          JsonObject *bye = hammer_json_object (day, "bye");

          for (guint i = 0; i < hammer_json_length (list); i++)
            {
              JsonObject *fixture = hammer_json_element_object (list, i);
              gboolean entered = hammer_json_int (fixture, "games_entered", 0) > 0;
              JsonObject *home = hammer_json_object (fixture, "home");
              JsonObject *away = hammer_json_object (fixture, "away");

              if (fixture == NULL)
                continue;
              hammer_csv_writer_text (&writer, hammer_json_string (division, "name"));
              hammer_csv_writer_node (&writer, hammer_json_member (fixture, "day"));
              hammer_csv_writer_text (&writer, hammer_json_string (fixture, "date"));
              hammer_csv_writer_text (&writer, hammer_json_string (home, "name"));
              hammer_csv_writer_text (&writer, hammer_json_string (away, "name"));
              csv_pair (&writer, entered ? hammer_json_array (fixture, "game_points") : NULL);
              csv_pair (&writer, hammer_json_array (fixture, "match_points"));
              hammer_csv_writer_text (&writer, state_label (hammer_json_string (fixture, "state")));
              hammer_csv_writer_end_row (&writer);
            }
          if (bye != NULL)
            {
              hammer_csv_writer_text (&writer, hammer_json_string (division, "name"));
              hammer_csv_writer_node (&writer, hammer_json_member (day, "day"));
              hammer_csv_writer_text (&writer, hammer_json_string (day, "date"));
              hammer_csv_writer_text (&writer, hammer_json_string (bye, "name"));
              for (guint c = 0; c < 5; c++)
                hammer_csv_writer_text (&writer, NULL);
              hammer_csv_writer_text (&writer, state_label ("bye"));
              hammer_csv_writer_end_row (&writer);
            }
        }
    }
  return hammer_csv_writer_finish (&writer);
}

static const Column stats_columns[] = {
  { "played", N_("Played") },
  { "won", N_("Won") },
  { "drawn", N_("Drawn") },
  { "lost", N_("Lost") },
  { "win_percent", N_("Won %") },
  { "score_for", N_("Score for") },
  { "score_against", N_("Score against") },
  { "score_for_per_game", N_("Score for per game") },
  { "score_against_per_game", N_("Score against per game") },
  { "substitute_games", N_("Games as a substitute") },
};

typedef struct
{
  const char *kind;
  const char *member;
  const char *header;  /* N_() */
} KindColumn;

static const KindColumn kind_columns[] = {
  { "singles", "played", N_("Singles played") },
  { "singles", "won", N_("Singles won") },
  { "singles", "win_percent", N_("Singles won %") },
  { "doubles", "played", N_("Doubles played") },
  { "doubles", "won", N_("Doubles won") },
  { "doubles", "win_percent", N_("Doubles won %") },
};

char *
hammer_tables_league_stats_csv (JsonNode               *stats,
                                const HammerCsvOptions *options,
                                GError                **error)
{
  HammerCsvWriter writer;
  JsonArray *players = begin_report_csv (&writer, stats, "players", _("player statistics"),
                                         options, error);

  if (players == NULL)
    return NULL;
  hammer_csv_writer_text (&writer, _("Name"));
  hammer_csv_writer_text (&writer, _("Teams"));
  for (guint c = 0; c < G_N_ELEMENTS (stats_columns); c++)
    hammer_csv_writer_text (&writer, _(stats_columns[c].header));
  for (guint c = 0; c < G_N_ELEMENTS (kind_columns); c++)
    hammer_csv_writer_text (&writer, _(kind_columns[c].header));
  hammer_csv_writer_end_row (&writer);

  for (guint i = 0; i < hammer_json_length (players); i++)
    {
      JsonObject *row = hammer_json_element_object (players, i);
      g_autofree char *teams = NULL;

      if (row == NULL)
        continue;
      teams = team_names (row);
      hammer_csv_writer_text (&writer, hammer_json_string (row, "name"));
      hammer_csv_writer_text (&writer, teams);
      for (guint c = 0; c < G_N_ELEMENTS (stats_columns); c++)
        hammer_csv_writer_node (&writer, hammer_json_member (row, stats_columns[c].member));
      for (guint c = 0; c < G_N_ELEMENTS (kind_columns); c++)
        hammer_csv_writer_node (&writer,
                                hammer_json_member (hammer_json_object (row, kind_columns[c].kind),
                                                    kind_columns[c].member));
      hammer_csv_writer_end_row (&writer);
    }
  return hammer_csv_writer_finish (&writer);
}

/* HTML */

static void
html_element (GString    *out,
              const char *open,
              const char *text,
              const char *close)
{
  g_string_append (out, open);
  hammer_html_escape (out, text);
  g_string_append (out, close);
}

static void
html_number_cell (GString  *out,
                  JsonNode *node,
                  gboolean  strong,
                  gboolean  wide)
{
  g_autofree char *number = hammer_html_format_number (node);

  g_string_append (out, wide ? "<td class=\"num wide\">" : "<td class=\"num\">");
  if (strong)
    g_string_append (out, "<strong>");
  hammer_html_escape (out, number);
  g_string_append (out, strong ? "</strong></td>" : "</td>");
}

/* A column header shortened for phones, with the full words for screen
 * readers and as a tooltip. */
static void
html_short_header (GString    *out,
                   const char *short_text,
                   const char *full_text,
                   const char *classes)
{
  g_string_append_printf (out, "<th scope=\"col\" class=\"%s\"><abbr title=\"", classes);
  hammer_html_escape (out, full_text);
  g_string_append (out, "\">");
  hammer_html_escape (out, short_text);
  g_string_append (out, "</abbr></th>");
}

/* "4–2" of a pair of figures, or "" when there is none. */
static char *
format_pair (JsonArray *pair)
{
  g_autofree char *a = NULL;
  g_autofree char *b = NULL;

  if (hammer_json_length (pair) != 2)
    return g_strdup ("");
  a = hammer_html_format_number (hammer_json_element (pair, 0));
  b = hammer_html_format_number (hammer_json_element (pair, 1));
  return g_strdup_printf ("%s–%s", a, b);
}

static const char *
breaker_text (const char *name)
{
  if (g_strcmp0 (name, "game-difference") == 0)
    return _("Game difference: game points won minus game points lost");
  if (g_strcmp0 (name, "games-for") == 0)
    return _("Game points won");
  if (g_strcmp0 (name, "head-to-head") == 0)
    return _("Head to head: the points in the team matches among the teams still level");
  if (g_strcmp0 (name, "wins") == 0)
    return _("Team matches won");
  if (g_strcmp0 (name, "score-difference") == 0)
    return _("Score difference: points scored in the games minus points conceded");
  return NULL;
}

static void
html_ranking_rules (GString    *out,
                    JsonObject *league,
                    JsonArray  *tie_breakers)
{
  g_autofree char *points = NULL;

  /* TRANSLATORS: how the league table is ranked: the game points a game
   * won is worth, then the bonus points for a win and for a draw. */
  points = g_strdup_printf (_("Points: the game points (%" PRId64 " for each game won) plus the "
                              "bonus (%" PRId64 " for winning the team match, %" PRId64 " to "
                              "each team of a draw)"),
                            hammer_json_int (league, "points_per_game", 1),
                            hammer_json_int (league, "win_bonus", 2),
                            hammer_json_int (league, "draw_bonus", 1));
  g_string_append (out, "<details open class=\"ranking\"><summary>");
  hammer_html_escape (out, _("How the table is ranked"));
  g_string_append (out, "</summary>\n<ol>\n");
  html_element (out, "<li>", points, "</li>\n");
  for (guint i = 0; i < hammer_json_length (tie_breakers); i++)
    {
      const char *text = breaker_text (hammer_json_element_string (tie_breakers, i));

      if (text == NULL)
        continue;
      html_element (out, "<li>", text, "</li>\n");
    }
  g_string_append (out, "</ol>\n");
  html_element (out, "<p>", _("Teams still level after all of these share a place. Only team "
                              "matches with every game entered count."), "</p>\n");
  g_string_append (out, "</details>\n");
}

static void
html_table (GString    *out,
            JsonObject *league,
            JsonArray  *tie_breakers,
            JsonObject *division)
{
  JsonArray *rows = hammer_json_array (division, "table");

  html_element (out, "<section>\n<h3>", _("League table"), "</h3>\n");
  if (hammer_json_length (rows) == 0)
    {
      html_element (out, "<p>", _("No teams yet."), "</p>\n</section>\n");
      return;
    }
  g_string_append (out, "<div class=\"scroll\"><table>\n<thead><tr>");
  /* TRANSLATORS: short column headers of the league table on a web page,
   * each followed by its full words. */
  html_short_header (out, C_("league table", "#"), _("Place"), "num");
  html_element (out, "<th scope=\"col\" class=\"name\">", _("Team"), "</th>");
  html_short_header (out, C_("league table", "P"), _("Played"), "num");
  html_short_header (out, C_("league table", "W"), _("Won"), "num");
  html_short_header (out, C_("league table", "D"), _("Drawn"), "num");
  html_short_header (out, C_("league table", "L"), _("Lost"), "num");
  html_short_header (out, C_("league table", "Games"), _("Game points for and against"),
                     "num wide");
  html_short_header (out, C_("league table", "+/−"), _("Game difference"), "num wide");
  html_short_header (out, C_("league table", "Bonus"), _("Bonus points"), "num wide");
  html_short_header (out, C_("league table", "Pts"), _("Points"), "num");
  g_string_append (out, "</tr></thead>\n<tbody>\n");
  for (guint r = 0; r < hammer_json_length (rows); r++)
    {
      JsonObject *row = hammer_json_element_object (rows, r);
      g_autofree char *games = NULL;
      g_autofree char *difference = NULL;
      g_autofree char *bonus = NULL;
      gint64 diff;

      if (row == NULL)
        continue;
      games = g_strdup_printf ("%" G_GINT64_FORMAT "–%" G_GINT64_FORMAT,
                               hammer_json_int (row, "games_for", 0),
                               hammer_json_int (row, "games_against", 0));
      bonus = hammer_html_format_number (hammer_json_member (row, "bonus"));
      diff = hammer_json_int (row, "game_difference", 0);
      difference = diff > 0 ? g_strdup_printf ("+%" G_GINT64_FORMAT, diff)
                            : g_strdup_printf ("%" G_GINT64_FORMAT, diff);
      g_string_append (out, "<tr>");
      hammer_html_place_cell (out, row);
      html_element (out, "<th scope=\"row\" class=\"name\">", hammer_json_string (row, "name"),
                    "</th>");
      html_number_cell (out, hammer_json_member (row, "played"), FALSE, FALSE);
      html_number_cell (out, hammer_json_member (row, "won"), FALSE, FALSE);
      html_number_cell (out, hammer_json_member (row, "drawn"), FALSE, FALSE);
      html_number_cell (out, hammer_json_member (row, "lost"), FALSE, FALSE);
      html_element (out, "<td class=\"num wide\">", games, "</td>");
      html_element (out, "<td class=\"num wide\">", difference, "</td>");
      html_element (out, "<td class=\"num wide\">", bonus, "</td>");
      html_number_cell (out, hammer_json_member (row, "points"), TRUE, FALSE);
      g_string_append (out, "</tr>\n");
    }
  g_string_append (out, "</tbody>\n</table></div>\n");
  html_ranking_rules (out, league, tie_breakers);
  g_string_append (out, "</section>\n");
}

static void
html_fixture (GString    *out,
              JsonObject *fixture)
{
  const char *state = hammer_json_string (fixture, "state");
  gint64 winner = hammer_json_int (fixture, "winner", -1);
  gboolean entered = hammer_json_int (fixture, "games_entered", 0) > 0;
  g_autofree char *games = entered ? format_pair (hammer_json_array (fixture, "game_points"))
                                   : g_strdup ("");
  g_autofree char *points = format_pair (hammer_json_array (fixture, "match_points"));
  g_autofree char *note = NULL;

  if (g_strcmp0 (state, "rescheduled") == 0)
    {
      g_autofree char *date = hammer_html_format_date (hammer_json_string (fixture, "date"));

      /* TRANSLATORS: a team match moved to another date; %s is the date. */
      note = g_strdup_printf (_("moved to %s"), date);
    }
  else if (g_strcmp0 (state, "played") != 0 && g_strcmp0 (state, "scheduled") != 0)
    note = g_strdup (state_label (state));

  g_string_append (out, "<tr><td class=\"name\">");
  for (guint side = 0; side < 2; side++)
    {
      JsonObject *team = hammer_json_object (fixture, side == 0 ? "home" : "away");

      if (side > 0)
        g_string_append (out, " – ");
      html_element (out, winner == side ? "<span class=\"winner\">" : "<span>",
                    hammer_json_string (team, "name"), "</span>");
    }
  /* The note goes under the teams, where a phone has room for it. */
  if (note != NULL)
    html_element (out, "<br><span class=\"games\">", note, "</span>");
  g_string_append (out, "</td>");
  html_element (out, "<td class=\"num\">", games, "</td>");
  html_element (out, "<td class=\"num\">", points, "</td></tr>\n");
}

static void
html_fixtures (GString    *out,
               JsonObject *division)
{
  JsonArray *days = hammer_json_array (division, "match_days");

  html_element (out, "<section>\n<h3>", _("Fixtures and results"), "</h3>\n");
  if (hammer_json_length (days) == 0)
    html_element (out, "<p>", _("No fixtures yet."), "</p>\n");
  for (guint k = 0; k < hammer_json_length (days); k++)
    {
      JsonObject *day = hammer_json_element_object (days, k);
      JsonArray *list = hammer_json_array (day, "fixtures");
      JsonObject *bye = hammer_json_object (day, "bye");
      g_autofree char *date = hammer_html_format_date (hammer_json_string (day, "date"));
      g_autofree char *title = NULL;

      if (day == NULL)
        continue;
      /* TRANSLATORS: the heading of a match day on the league's web page:
       * its number and its date. */
      title = g_strdup_printf (_("Match day %" PRId64 " · %s"),
                               hammer_json_int (day, "day", 0), date != NULL ? date : "");
      html_element (out, "<h4>", title, "</h4>\n");
      g_string_append (out, "<div class=\"scroll\"><table class=\"fixtures\">\n<thead><tr>");
      html_element (out, "<th scope=\"col\" class=\"name\">", _("Team match"), "</th>");
      html_short_header (out, C_("fixtures", "Games"), _("Game points"), "num");
      html_short_header (out, C_("fixtures", "Pts"), _("Match points"), "num");
      g_string_append (out, "</tr></thead>\n<tbody>\n");
      for (guint i = 0; i < hammer_json_length (list); i++)
        if (hammer_json_element_object (list, i) != NULL)
          html_fixture (out, hammer_json_element_object (list, i));
      if (bye != NULL)
        {
          /* TRANSLATORS: a team without a match on a match day. */
          g_autofree char *text = g_strdup_printf (_("%s has a bye"),
                                                   hammer_json_string (bye, "name"));

          html_element (out, "<tr><td class=\"name\" colspan=\"3\">", text, "</td></tr>\n");
        }
      g_string_append (out, "</tbody>\n</table></div>\n");
    }
  g_string_append (out, "</section>\n");
}

/* "3/4": games won of games played in singles or doubles. */
static char *
format_kind (JsonObject *row,
             const char *kind)
{
  JsonObject *figures = hammer_json_object (row, kind);

  if (figures == NULL || hammer_json_int (figures, "played", 0) == 0)
    return g_strdup ("");
  return g_strdup_printf ("%" G_GINT64_FORMAT "/%" G_GINT64_FORMAT,
                          hammer_json_int (figures, "won", 0),
                          hammer_json_int (figures, "played", 0));
}

static void
html_stats (GString    *out,
            JsonObject *stats)
{
  JsonArray *players = hammer_json_array (stats, "players");

  html_element (out, "<section>\n<h2>", _("Player statistics"), "</h2>\n");
  if (hammer_json_length (players) == 0)
    {
      html_element (out, "<p>", _("No games played yet."), "</p>\n</section>\n");
      return;
    }
  g_string_append (out, "<div class=\"scroll\"><table>\n<thead><tr>");
  html_element (out, "<th scope=\"col\" class=\"name\">", _("Name"), "</th>");
  html_element (out, "<th scope=\"col\">", _("Team"), "</th>");
  /* TRANSLATORS: short column headers of the player statistics on a web
   * page, each followed by its full words. */
  html_short_header (out, C_("player statistics", "P"), _("Games played"), "num");
  html_short_header (out, C_("player statistics", "W"), _("Won"), "num");
  html_short_header (out, C_("player statistics", "D"), _("Drawn"), "num wide");
  html_short_header (out, C_("player statistics", "L"), _("Lost"), "num wide");
  html_short_header (out, C_("player statistics", "%"), _("Games won in percent"), "num");
  html_short_header (out, C_("player statistics", "Singles"), _("Singles won of played"),
                     "num wide");
  html_short_header (out, C_("player statistics", "Doubles"), _("Doubles won of played"),
                     "num wide");
  html_short_header (out, C_("player statistics", "Avg"), _("Points scored per game"),
                     "num wide");
  g_string_append (out, "</tr></thead>\n<tbody>\n");
  for (guint i = 0; i < hammer_json_length (players); i++)
    {
      JsonObject *row = hammer_json_element_object (players, i);
      g_autofree char *teams = NULL;
      g_autofree char *singles = NULL;
      g_autofree char *doubles = NULL;
      g_autofree char *per_game = NULL;

      if (row == NULL)
        continue;
      teams = team_names (row);
      singles = format_kind (row, "singles");
      doubles = format_kind (row, "doubles");
      g_string_append (out, "<tr>");
      html_element (out, "<th scope=\"row\" class=\"name\">", hammer_json_string (row, "name"),
                    "</th>");
      html_element (out, "<td class=\"name\">", teams, "</td>");
      html_number_cell (out, hammer_json_member (row, "played"), FALSE, FALSE);
      html_number_cell (out, hammer_json_member (row, "won"), FALSE, FALSE);
      html_number_cell (out, hammer_json_member (row, "drawn"), FALSE, TRUE);
      html_number_cell (out, hammer_json_member (row, "lost"), FALSE, TRUE);
      html_number_cell (out, hammer_json_member (row, "win_percent"), TRUE, FALSE);
      html_element (out, "<td class=\"num wide\">", singles, "</td>");
      html_element (out, "<td class=\"num wide\">", doubles, "</td>");
      per_game = hammer_html_format_number (hammer_json_member (row, "score_for_per_game"));
      html_element (out, "<td class=\"num wide\">", per_game, "</td>");
      g_string_append (out, "</tr>\n");
    }
  g_string_append (out, "</tbody>\n</table></div>\n");
  html_element (out, "<p class=\"meta\">",
                _("Ordered by the share of games won, then games won. A player who stood in "
                  "for another team counts for both."), "</p>\n");
  g_string_append (out, "</section>\n");
}

static JsonObject *
find_division (JsonArray *divisions,
               gint64     id)
{
  for (guint d = 0; d < hammer_json_length (divisions); d++)
    if (hammer_json_int (hammer_json_element_object (divisions, d), "id", -1) == id)
      return hammer_json_element_object (divisions, d);
  return NULL;
}

char *
hammer_tables_league_html (JsonNode    *league_node,
                           JsonNode    *fixtures_node,
                           JsonNode    *table_node,
                           JsonNode    *stats_node,
                           const char  *what,
                           GError     **error)
{
  g_autoptr(GString) out = g_string_new (NULL);
  g_autofree char *start = NULL;
  g_autofree char *end = NULL;
  g_autofree char *meta = NULL;
  g_autoptr(GError) violation = NULL;
  gboolean show_table, show_fixtures, show_stats;
  JsonObject *league, *fixtures = NULL, *table = NULL, *stats = NULL;
  JsonArray *divisions;
  const HammerRules *rules;
  const char *name;

  if (what != NULL && !g_str_equal (what, "table") && !g_str_equal (what, "fixtures") &&
      !g_str_equal (what, "stats"))
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   _("“%s” is not a part of a league's web page; use table, fixtures or stats"),
                   what);
      return NULL;
    }
  show_table = what == NULL || g_str_equal (what, "table");
  show_fixtures = what == NULL || g_str_equal (what, "fixtures");
  show_stats = what == NULL || g_str_equal (what, "stats");

  if (!(league = report (league_node, "divisions", _("settings"), error)) ||
      (show_table && !(table = report (table_node, "divisions", _("table"), error))) ||
      (show_fixtures && !(fixtures = report (fixtures_node, "divisions", _("fixtures"), error))) ||
      (show_stats && !(stats = report (stats_node, "players", _("player statistics"), error))))
    return NULL;

  name = hammer_json_string (league, "name");
  if (name == NULL)
    name = _("League");
  rules = hammer_rules_lookup (hammer_json_string (league, "rules") ?: "", &violation);
  start = hammer_html_format_date (hammer_json_string (league, "start"));
  end = hammer_html_format_date (hammer_json_string (league, "end"));

  hammer_html_begin_page (out, name);
  html_element (out, "<header>\n<h1>", name, "</h1>\n");
  if (end != NULL)
    /* TRANSLATORS: under a league's name on its web page: the game and the
     * first and last possible match day. */
    meta = g_strdup_printf (_("%s · %s to %s"), rules != NULL ? hammer_rules_get_name (rules) : "",
                            start != NULL ? start : "", end);
  else
    /* TRANSLATORS: under a league's name on its web page: the game and the
     * first possible match day. */
    meta = g_strdup_printf (_("%s · from %s"), rules != NULL ? hammer_rules_get_name (rules) : "",
                            start != NULL ? start : "");
  html_element (out, "<p class=\"meta\">", meta, "</p>\n</header>\n<main>\n");

  divisions = hammer_json_array (league, "divisions");
  if (show_table || show_fixtures)
    for (guint d = 0; d < hammer_json_length (divisions); d++)
      {
        JsonObject *division = hammer_json_element_object (divisions, d);
        gint64 id = hammer_json_int (division, "id", -1);

        g_string_append (out, "<section class=\"division\">\n");
        /* One division is the league itself, named after it. */
        if (hammer_json_length (divisions) > 1)
          html_element (out, "<h2>", hammer_json_string (division, "name"), "</h2>\n");
        if (show_table)
          html_table (out, league, hammer_json_array (table, "tie_breakers"),
                      find_division (hammer_json_array (table, "divisions"), id));
        if (show_fixtures)
          html_fixtures (out, find_division (hammer_json_array (fixtures, "divisions"), id));
        g_string_append (out, "</section>\n");
      }
  if (show_stats)
    html_stats (out, stats);

  g_string_append (out, "</main>\n");
  hammer_html_end_page (out);
  return g_string_free (g_steal_pointer (&out), FALSE);
}
