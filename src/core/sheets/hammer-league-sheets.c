/* hammer-league-sheets.c — the printed documents of a team league: the
 * fixture list, the league table and a score form for each team match
 *
 * They are drawn from the JSON of hammer-leagues.h, down the same
 * HammerSeasonSheetsPaper as a season's documents.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "hammer-i18n.h"
#include <inttypes.h>
#include <string.h>

#include "hammer-error.h"
#include "hammer-json.h"
#include "sheets/hammer-season-sheets-private.h"

typedef struct
{
  HammerSeasonSheetsPaper paper;
  JsonObject             *league;
  JsonObject             *fixtures;
} League;

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

/* The points of a team match's game as played: each game of a best of
 * three on a line of its own ("15–12", "9–15", "12–15"), since their sum
 * ("36–42") beside the game points reads as another result; one game's
 * points as they are. */
static char *
game_score_text (JsonObject *game)
{
  JsonArray *played = hammer_json_array (hammer_json_object (game, "result"), "games");
  g_autoptr(GString) text = NULL;

  if (hammer_json_length (played) <= 1)
    return pair_text (hammer_json_array (game, "score"));
  text = g_string_new (NULL);
  for (guint g = 0; g < hammer_json_length (played); g++)
    {
      g_autofree char *points = pair_text (hammer_json_array (
                                             hammer_json_element_object (played, g), "totals"));

      g_string_append_printf (text, "%s%s", g > 0 ? "\n" : "", points);
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}

/* A game not yet entered: a line to write each game of a best of three
 * (or more) on, as game_score_text() prints them once entered. */
static char *
blank_score_text (JsonObject *game)
{
  gint64 best_of = hammer_json_int (hammer_json_object (game, "options"), "best_of", 1);
  g_autoptr(GString) text = g_string_new (NULL);

  for (gint64 g = 0; best_of > 1 && g < MIN (best_of, 9); g++)
    /* No-break spaces: a narrow column keeps each game on one line. */
    g_string_append_printf (text, "%s%" G_GINT64_FORMAT ":\u00a0\u00a0\u00a0–\u00a0\u00a0\u00a0",
                            g > 0 ? "\n" : "", g + 1);
  return g_string_free (g_steal_pointer (&text), FALSE);
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

/* A team match in the fixture list: the teams, the game and match points
 * once there are any, and a note of a match moved or under way. */
static char **
fixture_cells (JsonObject *fixture,
               guint       n_columns)
{
  const char *state = hammer_json_string (fixture, "state");
  const char *date = hammer_json_string (fixture, "date");
  char **cells = g_new0 (char *, n_columns + 1);
  gboolean played = g_strcmp0 (state, "played") == 0 || g_strcmp0 (state, "in_progress") == 0;

  cells[0] = g_strdup (team_name (hammer_json_object (fixture, "home")));
  cells[1] = g_strdup (team_name (hammer_json_object (fixture, "away")));
  cells[2] = played ? pair_text (hammer_json_array (fixture, "game_points")) : g_strdup ("");
  cells[3] = g_strcmp0 (state, "played") == 0
               ? pair_text (hammer_json_array (fixture, "match_points"))
               : g_strdup ("");
  if (g_strcmp0 (state, "postponed") == 0 && date == NULL)
    cells[4] = g_strdup (_("Postponed"));
  else if (date != NULL && g_strcmp0 (date, hammer_json_string (fixture, "day_date")) != 0)
    /* Translators: in the fixture list: a match played on another day. */
    {
      g_autofree char *moved = hammer_i18n_format_date (date);

      cells[4] = g_strdup_printf (_("Moved to %s"), moved);
    }
  else if (g_strcmp0 (state, "in_progress") == 0)
    cells[4] = g_strdup (_("In progress"));
  else
    cells[4] = g_strdup ("");
  return cells;
}

static void
render_fixture_list (League *l)
{
  JsonArray *divisions = hammer_json_array (l->fixtures, "divisions");
  guint n_divisions = hammer_json_length (divisions);
  HammerSheetColumn columns[] = {
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
      g_autoptr(GPtrArray) rows = hammer_sheet_rows_new ();
      g_autofree char *title = NULL;

      for (guint i = 0; i < hammer_json_length (days); i++)
        {
          JsonObject *day = hammer_json_element_object (days, i);
          JsonArray *fixtures = hammer_json_array (day, "fixtures");
          JsonObject *bye = hammer_json_object (day, "bye");
          g_autofree char *heading = NULL;
          g_autofree char *date = hammer_i18n_format_date (hammer_json_string (day, "date"));

          /* Translators: a match day in the fixture list: its number and date. */
          heading = g_strdup_printf (_("Match day %" PRId64 " — %s"),
                                     hammer_json_int (day, "day", i + 1), date ?: "");
          hammer_sheet_rows_add_section (rows, heading);
          for (guint f = 0; f < hammer_json_length (fixtures); f++)
            hammer_sheet_rows_take (rows, FALSE, FALSE,
                                    fixture_cells (hammer_json_element_object (fixtures, f),
                                                   G_N_ELEMENTS (columns)));
          if (bye != NULL)
            /* Translators: in the fixture list, for a team without a match. */
            hammer_sheet_rows_add (rows, FALSE, G_N_ELEMENTS (columns), team_name (bye),
                                   _("(free)"), "", "", "");
        }

      if (n_divisions > 1)
        /* Translators: the title of a division's fixture list. */
        title = g_strdup_printf (_("Fixtures — %s"), hammer_json_string (division, "name"));
      else
        title = g_strdup (_("Fixtures"));
      if (rows->len == 0)
        hammer_sheet_rows_add_section (rows, _("No fixtures yet"));
      hammer_season_sheets_draw_table (&l->paper, title, NULL, columns, G_N_ELEMENTS (columns),
                                       rows);
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
  HammerSheetColumn columns[] = {
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
      g_autoptr(GPtrArray) rows = hammer_sheet_rows_new ();
      g_autofree char *title = NULL;

      for (guint i = 0; i < hammer_json_length (lines); i++)
        {
          JsonObject *line = hammer_json_element_object (lines, i);
          char **cells = hammer_sheet_line_cells (line, G_N_ELEMENTS (columns));

          for (guint m = 0; m < G_N_ELEMENTS (members); m++)
            cells[2 + m] = hammer_sheet_int_text (hammer_json_int (line, members[m], 0));
          hammer_sheet_rows_take (rows, FALSE, FALSE, cells);
        }
      if (rows->len == 0)
        hammer_sheet_rows_add_section (rows, _("No teams yet"));
      if (hammer_json_length (divisions) > 1)
        /* Translators: the title of a division's league table. */
        title = g_strdup_printf (_("League table — %s"), hammer_json_string (division, "name"));
      else
        title = g_strdup (_("League table"));
      hammer_season_sheets_draw_table (&l->paper, title, d == 0 ? note->str : NULL, columns,
                                       G_N_ELEMENTS (columns),
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

/* The games of a team match, a row each, and a row of the totals; the
 * games entered already are filled in. */
static void
add_match_games (League     *l,
                 JsonObject *fixture,
                 guint       n_columns,
                 GPtrArray  *rows)
{
  JsonArray *games = hammer_json_array (fixture, "games");
  gint64 per_game = hammer_json_int (l->league, "points_per_game", 1);
  gint64 points[2] = { 0, 0 };
  gboolean any = FALSE;
  char **totals;

  for (guint g = 0; g < hammer_json_length (games); g++)
    {
      JsonObject *game = hammer_json_element_object (games, g);
      char **cells = g_new0 (char *, n_columns + 1);
      gboolean entered = json_object_get_boolean_member_with_default (game, "entered", TRUE) &&
                         hammer_json_member (game, "home") != NULL;
      gint64 winner = hammer_json_int (game, "winner", -1);

      cells[0] = hammer_sheet_int_text (hammer_json_int (game, "game", g) + 1);
      cells[1] = g_strdup (kind_title (hammer_json_string (game, "kind"),
                                       hammer_json_int (game, "players", 1)));
      cells[2] = entered ? players_text (hammer_json_array (game, "home")) : g_strdup ("");
      cells[3] = entered ? players_text (hammer_json_array (game, "away")) : g_strdup ("");
      cells[4] = entered ? game_score_text (game) : blank_score_text (game);
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
      hammer_sheet_rows_take (rows, FALSE, FALSE, cells);
    }
  totals = hammer_sheet_cells_new (n_columns);
  g_free (totals[4]);
  totals[4] = g_strdup (_("Total"));
  g_free (totals[5]);
  totals[5] = any ? g_strdup_printf ("%" G_GINT64_FORMAT "–%" G_GINT64_FORMAT, points[0],
                                     points[1])
                  : g_strdup ("");
  hammer_sheet_rows_take (rows, TRUE, FALSE, totals);
}

/* The band, and the two teams side by side with their rosters; returns the
 * height used. */
static double
draw_match_form_head (League     *l,
                      JsonObject *fixture,
                      double      width)
{
  HammerLayout *layout = l->paper.layout;
  JsonObject *home = hammer_json_object (fixture, "home");
  JsonObject *away = hammer_json_object (fixture, "away");
  const char *date = hammer_json_string (fixture, "date");
  g_autofree char *line = NULL;

  if (date == NULL)
    /* Translators: on a team match form: the match day of a postponed
     * match without a new date. */
    line = g_strdup_printf (_("Match day %" PRId64 " · postponed"),
                            hammer_json_int (fixture, "day", 0));
  else
    {
      g_autofree char *written = hammer_i18n_format_date (date);

      /* Translators: on a team match form: the match day and the date. */
      line = g_strdup_printf (_("Match day %" PRId64 " · %s"),
                              hammer_json_int (fixture, "day", 0), written);
    }
  hammer_sheet_draw_band (layout, 0, 0, width, _("Team match score form"), line);

  for (guint s = 0; s < 2; s++)
    {
      JsonObject *team = s == 0 ? home : away;
      double x = s * width / 2;
      g_autofree char *players = roster_text (l, hammer_json_int (team, "id", 0));
      /* Translators: on a team match form, before the team's players. */
      g_autofree char *roster = g_strdup_printf (_("Roster: %s"), players);

      /* A long name in a smaller type, down to 12 points, then on two lines. */
      double room = width / 2 - 12;
      double natural = hammer_layout_text_width (layout, team_name (team), 16, HAMMER_TEXT_BOLD);
      double size = natural <= room ? 16 : MAX (12, 16 * room / natural);
      gboolean wrap = hammer_layout_text_width (layout, team_name (team), size,
                                                HAMMER_TEXT_BOLD) > room;

      hammer_layout_text (layout, x, 28, width / 2, 10, s == 0 ? _("Home") : _("Away"), 7,
                          HAMMER_TEXT_MUTED, HAMMER_ALIGN_START);
      hammer_layout_text (layout, x, 28 + 10, width / 2 - 6, 22, team_name (team),
                          wrap ? 9 : size,
                          HAMMER_TEXT_BOLD | (wrap ? HAMMER_TEXT_WRAP : 0), HAMMER_ALIGN_START);
      hammer_layout_text (layout, x, 28 + 33, width / 2 - 6, 20, roster, 7.5,
                          HAMMER_TEXT_MUTED | HAMMER_TEXT_WRAP, HAMMER_ALIGN_START);
    }
  return 28 + 58;
}

/* Under the games: how match points are earned, a box for remarks and the
 * lines the captains and the referee sign on. */
static void
draw_match_form_foot (League     *l,
                      JsonObject *fixture,
                      double      y,
                      double      width)
{
  HammerLayout *layout = l->paper.layout;
  const char *home = team_name (hammer_json_object (fixture, "home"));
  const char *away = team_name (hammer_json_object (fixture, "away"));
  /* Translators: a signature line on a team match form; %s is a team. */
  g_autofree char *home_captain = g_strdup_printf (_("Captain %s"), home);
  g_autofree char *away_captain = g_strdup_printf (_("Captain %s"), away);
  const char *labels[] = { home_captain, away_captain, _("Referee"), NULL };
  g_autofree char *bonus = NULL;
  /* Both teams' blanks on one line when both names fit half of it. */
  gboolean one_line = TRUE;

  /* A team's name too long for the line to sign on: the side instead. */
  if (hammer_layout_text_width (layout, home_captain, 7, HAMMER_TEXT_MUTED) > width / 3 - 12 ||
      hammer_layout_text_width (layout, away_captain, 7, HAMMER_TEXT_MUTED) > width / 3 - 12)
    {
      labels[0] = _("Captain of the home team");
      labels[1] = _("Captain of the away team");
    }
  for (guint s = 0; s < 2; s++)
    one_line &= hammer_layout_text_width (layout, s == 0 ? home : away, 10,
                                          HAMMER_TEXT_BOLD) <= width / 2 - 72;

  /* The match points: the game points and the bonus the league gives;
   * under it a blank for each team, drawn as a rule so that a long name
   * never pushes the other team's off the line. */
  bonus = g_strdup_printf (_("Match points: the game points plus %" PRId64 " for a win, %"
                             PRId64 " each for a draw."),
                           hammer_json_int (l->league, "win_bonus", 2),
                           hammer_json_int (l->league, "draw_bonus", 1));
  hammer_layout_text (layout, -3, y, width, 14, bonus, 9, HAMMER_TEXT_NORMAL,
                      HAMMER_ALIGN_START);
  y += 16;
  for (guint s = 0; s < 2; s++)
    {
      const char *team = s == 0 ? home : away;
      double x = one_line ? s * width / 2 : 0, line_width = one_line ? width / 2 : width;
      double blank = 60;
      /* The blank follows the name, which is cut only where even a line of
       * its own is too short for it. */
      double name_width = MIN (hammer_layout_text_width (layout, team, 10, HAMMER_TEXT_BOLD),
                               line_width - blank - 12);

      hammer_layout_text (layout, x - 3, y, name_width, 18, team, 10, HAMMER_TEXT_BOLD,
                          HAMMER_ALIGN_START);
      hammer_layout_line (layout, x + name_width + 2, y + 15, x + name_width + 2 + blank, y + 15,
                          0.6);
      if (!one_line && s == 0)
        y += 20;
    }
  y += 26;

  hammer_layout_text (layout, -3, y, width, 12, _("Remarks"), 8, HAMMER_TEXT_BOLD,
                      HAMMER_ALIGN_START);
  hammer_layout_box (layout, 0, y + 13, width, 48, 0.5, 0);
  y += 70;
  hammer_sheet_draw_signatures (layout, 0, y + 8, width, labels);
}

/* A team match on one page: its games, lines for the players and scores,
 * the totals and the captains' signatures; what was entered already is
 * filled in. */
static void
render_match_form (League     *l,
                   JsonObject *fixture)
{
  HammerLayout *layout = l->paper.layout;
  JsonObject *home = hammer_json_object (fixture, "home");
  JsonObject *away = hammer_json_object (fixture, "away");
  double width = hammer_layout_get_width (layout);
  double height = hammer_layout_get_height (layout);
  g_autoptr(GPtrArray) rows = hammer_sheet_rows_new ();
  double y, row_h;
  HammerSheetColumn columns[] = {
    { _("Game"), 1.5, HAMMER_ALIGN_CENTER },
    { "", 1.9, HAMMER_ALIGN_START },
    { team_name (home), 6, HAMMER_ALIGN_START },
    { team_name (away), 6, HAMMER_ALIGN_START },
    /* Translators: columns of the team match form: the points scored in a
     * game by each side, and the game points each side earns. */
    { _("Score"), 2.2, HAMMER_ALIGN_CENTER },
    { _("Game points"), 2.4, HAMMER_ALIGN_CENTER },
  };
  HammerSheetGrid grid = { .columns = columns, .n_columns = G_N_ELEMENTS (columns),
                           .rows = rows, .font = l->paper.font,
                           .look = HAMMER_SHEET_GRID_SEASON, .wrap = TRUE };

  add_match_games (l, fixture, G_N_ELEMENTS (columns), rows);
  hammer_season_sheets_new_page (&l->paper);
  y = draw_match_form_head (l, fixture, width);

  /* Rows tall enough to write two names of a doubles game in. */
  row_h = MIN (HAMMER_SHEET_ROW * 2.2, (height - y - 208) / (rows->len + 1));
  grid.count = rows->len;
  /* The teams head their columns where both names fit, else home and away
   * do: the head of the form names the teams in full. */
  {
    double total = 0;
    gboolean fit = TRUE;

    for (guint c = 0; c < G_N_ELEMENTS (columns); c++)
      total += columns[c].weight;
    for (guint s = 0; s < 2; s++)
      fit &= hammer_layout_text_width (layout, columns[2 + s].title,
                                       hammer_sheet_grid_type_size (&grid, row_h) *
                                       HAMMER_SHEET_HEADER_TYPE, HAMMER_TEXT_BOLD) <=
             width * columns[2 + s].weight / total;
    if (!fit)
      {
        columns[2].title = _("Home");
        columns[3].title = _("Away");
      }
  }
  y += hammer_sheet_draw_grid (layout, &grid, 0, y, width, row_h);
  hammer_layout_text (layout, -3, y + 2, width, 12,
                      _("Write the players of each game; a substitute gets a *. Scores as "
                        "points for home–away."), 7, HAMMER_TEXT_MUTED, HAMMER_ALIGN_START);
  draw_match_form_foot (l, fixture, y + 22, width);
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
  static const char *const names[] = { "fixtures", "form", "table", "rosters", "games" };
  int position = hammer_sheet_find_name (text, names, G_N_ELEMENTS (names));

  g_return_val_if_fail (kind != NULL, FALSE);

  if (position >= 0)
    *kind = (HammerLeagueSheetKind) position;
  return position >= 0;
}

/* A form for each team match of @forms; a bye has nothing to play. */
static gboolean
render_match_forms (League    *l,
                    JsonArray *forms,
                    GError   **error)
{
  if (json_array_get_length (forms) == 0)
    {
      g_set_error_literal (error, HAMMER_ERROR, HAMMER_ERROR_NOT_FOUND,
                           _("There is no team match to print a form for"));
      return FALSE;
    }
  for (guint i = 0; i < json_array_get_length (forms); i++)
    {
      JsonObject *fixture = hammer_json_element_object (forms, i);

      if (fixture == NULL || hammer_json_object (fixture, "home") == NULL)
        {
          g_set_error_literal (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                               _("This is not a league of Hammer"));
          return FALSE;
        }
      if (hammer_json_object (fixture, "away") != NULL)
        render_match_form (l, fixture);
    }
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
  g_autofree char *subtitle = NULL, *start = NULL;
  League l = { { 0 } };
  gboolean ok = TRUE;

  g_return_val_if_fail (options != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  l.league = hammer_json_node_object (league);
  l.fixtures = hammer_json_node_object (fixtures);
  if (l.league == NULL || hammer_json_string (l.league, "name") == NULL || l.fixtures == NULL ||
      hammer_json_array (l.fixtures, "divisions") == NULL ||
      (options->kind == HAMMER_LEAGUE_SHEET_TABLE &&
       hammer_json_array (hammer_json_node_object (table), "divisions") == NULL) ||
      ((options->kind == HAMMER_LEAGUE_SHEET_FORM || options->kind == HAMMER_LEAGUE_SHEET_GAMES) &&
       (forms == NULL || !JSON_NODE_HOLDS_ARRAY (forms))))
    {
      g_set_error_literal (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                           _("This is not a league of Hammer"));
      return NULL;
    }

  /* Translators: the header of every page of a league's documents. */
  start = hammer_i18n_format_date (hammer_json_string (l.league, "start"));
  subtitle = g_strdup_printf (_("League from %s"), start);
  layout = hammer_layout_new (options->paper, options->landscape,
                              hammer_json_string (l.league, "name"),
                              subtitle);
  l.paper.layout = layout;

  if (options->kind == HAMMER_LEAGUE_SHEET_FIXTURES)
    render_fixture_list (&l);
  else if (options->kind == HAMMER_LEAGUE_SHEET_TABLE)
    render_league_table (&l, hammer_json_node_object (table));
  else if (options->kind == HAMMER_LEAGUE_SHEET_FORM)
    ok = render_match_forms (&l, json_node_get_array (forms), error);
  else if (options->kind == HAMMER_LEAGUE_SHEET_ROSTERS)
    ok = hammer_league_sheets_render_rosters (&l.paper, l.league, error);
  else if (options->kind == HAMMER_LEAGUE_SHEET_GAMES)
    ok = hammer_league_sheets_render_games (layout, l.league, json_node_get_array (forms),
                                            options, error);
  else
    {
      g_set_error_literal (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                           _("Unknown kind of document"));
      ok = FALSE;
    }
  if (!ok)
    return NULL;
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
  HammerLayout *layout;

  g_return_val_if_fail (G_IS_OUTPUT_STREAM (stream), FALSE);

  layout = hammer_league_sheets_layout (league, fixtures, table, forms, options, error);
  return hammer_sheet_write_layout (layout, stream, cancellable, error);
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
  HammerLayout *layout;

  g_return_val_if_fail (path != NULL, FALSE);

  /* The whole document is laid out first, so that a document that cannot
   * be drawn never touches the file. */
  layout = hammer_league_sheets_layout (league, fixtures, table, forms, options, error);
  return hammer_sheet_write_layout_to_file (layout, path, error);
}
