/* hammer-league-page-lists.c — the lists of a league page: the next match
 * day, the fixtures, the table, the players and the teams, their columns,
 * loading them from the store, and opening a fixture's team match
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <inttypes.h>
#include <string.h>

#include "league/hammer-leagues.h"

#include "hammer-app-utils.h"
#include "hammer-league-page-private.h"
#include "hammer-season-item.h"
#include "hammer-team-match-entry.h"
#include "hammer-window.h"

/* Cells */

static HammerTeamMatch *
item_match (HammerSeasonItem *item)
{
  return HAMMER_TEAM_MATCH (hammer_season_item_get_target (item));
}

static char *
format_date (HammerSeasonItem *item)
{
  HammerTeamMatch *match = item_match (item);
  const char *date = hammer_team_match_get_date (match);

  if (date == NULL && g_strcmp0 (hammer_team_match_get_state (match), "postponed") == 0)
    /* TRANSLATORS: a postponed fixture without a new date yet. */
    return g_strdup (_("Postponed, no date yet"));
  return hammer_competition_page_format_date (date);
}

static char *
format_home (HammerSeasonItem *item)
{
  return g_strdup (hammer_team_match_get_home_name (item_match (item)));
}

static char *
format_away (HammerSeasonItem *item)
{
  HammerTeamMatch *match = item_match (item);

  if (g_strcmp0 (hammer_team_match_get_state (match), "bye") == 0)
    /* TRANSLATORS: in place of the away team, for a team without a match that day. */
    return g_strdup (_("Bye"));
  return g_strdup (hammer_team_match_get_away_name (match));
}

static char *
format_result (HammerSeasonItem *item)
{
  HammerTeamMatch *match = item_match (item);

  if (g_strcmp0 (hammer_team_match_get_state (match), "bye") == 0)
    return g_strdup ("");
  if (hammer_team_match_get_games_entered (match) == 0)
    return NULL;
  /* TRANSLATORS: a team match's result in game points, home first. */
  return g_strdup_printf (_("%" PRId64 "–%" PRId64),
                          (gint64) hammer_team_match_get_home_points (match),
                          (gint64) hammer_team_match_get_away_points (match));
}

static char *
format_state (HammerSeasonItem *item)
{
  HammerTeamMatch *match = item_match (item);
  const char *state = hammer_team_match_get_state (match);

  if (g_strcmp0 (state, "played") == 0)
    return g_strdup (_("Played"));
  if (g_strcmp0 (state, "in_progress") == 0)
    return g_strdup (_("In progress"));
  if (g_strcmp0 (state, "bye") == 0)
    return g_strdup ("");
  if (g_strcmp0 (state, "postponed") == 0 || hammer_team_match_get_postponed (match))
    return g_strdup (_("Postponed"));
  return g_strdup (_("Scheduled"));
}

static char *
format_games (HammerSeasonItem *item)
{
  HammerLeagueTableRow *row = hammer_season_item_get_target (item);

  /* TRANSLATORS: game points for and against a team. */
  return g_strdup_printf (_("%" PRId64 "–%" PRId64),
                          (gint64) hammer_league_table_row_get_games_for (row),
                          (gint64) hammer_league_table_row_get_games_against (row));
}

static char *
format_player_teams (HammerSeasonItem *item)
{
  HammerLeaguePlayerLine *line = HAMMER_LEAGUE_PLAYER_LINE (hammer_season_item_get_target (item));

  return g_strjoinv (", ", (char **) hammer_league_player_line_get_teams (line));
}

static char *
format_win_percent (HammerSeasonItem *item)
{
  double percent = hammer_season_item_get_double (item, "win_percent");

  /* TRANSLATORS: a share of games won, in percent. */
  return percent < 0 ? NULL : g_strdup_printf (_("%.0f%%"), percent);
}

static char *
format_per_game (HammerSeasonItem *item)
{
  double score_for = hammer_season_item_get_double (item, "score_for_per_game");
  double score_against = hammer_season_item_get_double (item, "score_against_per_game");

  if (score_for < 0 || score_against < 0)
    return NULL;
  /* TRANSLATORS: points scored and conceded per game. */
  return g_strdup_printf (_("%.1f–%.1f"), score_for, score_against);
}

static char *
format_players (HammerSeasonItem *item)
{
  HammerLeagueTeamLine *team = HAMMER_LEAGUE_TEAM_LINE (hammer_season_item_get_target (item));
  GListModel *players = hammer_league_team_line_get_players (team);
  g_autoptr(GString) text = g_string_new (NULL);

  for (guint i = 0; i < g_list_model_get_n_items (players); i++)
    {
      g_autoptr(HammerLeaguePlayer) player = g_list_model_get_item (players, i);

      if (i > 0)
        g_string_append (text, ", ");
      g_string_append (text, hammer_league_player_get_name (player));
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}

/* Loading */

/* The divisions, in the dropdown when there is more than one. Returns the
 * one selected. */
static guint
show_divisions (HammerLeaguePage *self)
{
  const char * const *all = hammer_league_fixtures_get_divisions (self->league_fixtures);
  guint n = g_strv_length ((char **) all);
  guint selected;

  self->reloading = TRUE;
  selected = gtk_drop_down_get_selected (GTK_DROP_DOWN (self->division_dropdown));
  gtk_string_list_splice (self->divisions, 0,
                          g_list_model_get_n_items (G_LIST_MODEL (self->divisions)), all);
  gtk_widget_set_visible (self->division_dropdown, n > 1);
  if (selected >= n)
    selected = 0;
  gtk_drop_down_set_selected (GTK_DROP_DOWN (self->division_dropdown), selected);
  self->reloading = FALSE;
  return selected;
}

static gboolean
is_bye (HammerTeamMatch *match)
{
  return g_strcmp0 (hammer_team_match_get_state (match), "bye") == 0;
}

/* The next match day, as the fixtures' JSON has it ("next_match_day"): the
 * day of the earliest dated fixture of any division still to play, the
 * first of those in the league's order on a tie. */
static HammerTeamMatch *
next_match (GListModel *fixtures)
{
  HammerTeamMatch *next = NULL;

  for (guint i = 0; i < g_list_model_get_n_items (fixtures); i++)
    {
      g_autoptr(HammerTeamMatch) match = g_list_model_get_item (fixtures, i);
      const char *date = hammer_team_match_get_date (match);

      if (is_bye (match) || date == NULL ||
          g_strcmp0 (hammer_team_match_get_state (match), "played") == 0)
        continue;
      /* Dates are ISO 8601, which sort as text. */
      if (next == NULL || strcmp (date, hammer_team_match_get_date (next)) < 0)
        next = match;
    }
  return next;
}

/* Above the next match day's fixtures: its number and date, or why there
 * is none. */
static void
show_next_day (HammerLeaguePage *self,
               HammerTeamMatch  *next,
               gboolean          has_days)
{
  if (next != NULL)
    {
      g_autofree char *when =
        hammer_competition_page_format_date (hammer_team_match_get_date (next));
      /* TRANSLATORS: the next match day's number and date. */
      g_autofree char *text = g_strdup_printf (_("Match day %" PRId64 ", %s"),
                                               (gint64) hammer_team_match_get_day (next), when);

      gtk_label_set_text (GTK_LABEL (self->next_label), text);
      gtk_stack_set_visible_child_name (GTK_STACK (self->next_stack), "day");
    }
  else
    {
      hammer_status_page_set_plain_description (ADW_STATUS_PAGE (self->next_status),
                                       has_days
                                         ? _("Every match day has been played.")
                                         : _("The fixtures have not been made yet."));
      gtk_stack_set_visible_child_name (GTK_STACK (self->next_stack), "none");
    }
}

/* Appends the fixtures of @day to @lines, and to @next_lines too when it
 * is the next match day, its bye last. */
static void
add_day (GListStore      *lines,
         GListStore      *next_lines,
         GPtrArray       *day,
         HammerTeamMatch *bye,
         gboolean         is_next)
{
  if (bye != NULL)
    g_ptr_array_add (day, bye);
  for (guint i = 0; i < day->len; i++)
    {
      g_list_store_append (lines, g_ptr_array_index (day, i));
      if (is_next)
        g_list_store_append (next_lines, g_ptr_array_index (day, i));
    }
  g_ptr_array_set_size (day, 0);
}

/* The fixtures of the division, day by day with each day's bye last, and
 * those of the next match day apart. */
static void
show_fixtures (HammerLeaguePage *self,
               guint             selected)
{
  GListModel *fixtures = G_LIST_MODEL (self->league_fixtures);
  g_autoptr(GListStore) lines = g_list_store_new (HAMMER_TYPE_TEAM_MATCH);
  g_autoptr(GListStore) next_lines = g_list_store_new (HAMMER_TYPE_TEAM_MATCH);
  g_autoptr(GPtrArray) day = g_ptr_array_new ();
  HammerTeamMatch *next = next_match (fixtures);
  guint next_day = next != NULL ? hammer_team_match_get_day (next) : 0;
  HammerTeamMatch *bye = NULL;
  guint number = 0;

  for (guint i = 0; i < g_list_model_get_n_items (fixtures); i++)
    {
      g_autoptr(HammerTeamMatch) match = g_list_model_get_item (fixtures, i);

      if (hammer_team_match_get_division (match) != selected)
        continue;
      if (hammer_team_match_get_day (match) != number)
        {
          add_day (lines, next_lines, day, bye, number == next_day);
          bye = NULL;
          number = hammer_team_match_get_day (match);
        }
      /* The list holds the matches; the model keeps them alive meanwhile. */
      if (is_bye (match))
        bye = match;
      else
        g_ptr_array_add (day, match);
    }
  add_day (lines, next_lines, day, bye, number != 0 && number == next_day);
  hammer_season_item_refill_objects (self->fixtures_view, self->fixtures, G_LIST_MODEL (lines),
                                     "id");
  hammer_season_item_refill_objects (self->next_view, self->next, G_LIST_MODEL (next_lines),
                                     "id");
  show_next_day (self, next, g_list_model_get_n_items (G_LIST_MODEL (lines)) > 0);
}

/* The league's fixtures and tables, read again: the model follows the
 * store itself, but the page may be told of a change before it is. */
static gboolean
read_league (HammerLeaguePage  *self,
             GError           **error)
{
  HammerLeagueFixtures *fixtures = self->league_fixtures;

  if (fixtures != NULL && hammer_league_fixtures_get_store (fixtures) == page_store (self) &&
      hammer_league_fixtures_get_league_id (fixtures) == page_league (self))
    {
      hammer_league_fixtures_update (fixtures, NULL);
      /* A league deleted leaves no name; one that could not be read is
       * read afresh below, to say why. */
      if (*hammer_league_fixtures_get_name (fixtures) != '\0' &&
          hammer_league_fixtures_get_read_error (fixtures) == NULL)
        return TRUE;
    }
  g_clear_object (&self->league_fixtures);
  self->league_fixtures = hammer_league_fixtures_new (page_store (self), page_league (self),
                                                      error);
  return self->league_fixtures != NULL;
}

void
hammer_league_page_reload (HammerCompetitionPage *page)
{
  HammerLeaguePage *self = HAMMER_LEAGUE_PAGE (page);
  g_autoptr(GError) error = NULL;
  g_autoptr(GListModel) teams = NULL;
  g_autoptr(GListModel) players = NULL;
  guint selected;

  if (self->reloading)
    return;
  if (!read_league (self, &error))
    {
      hammer_competition_page_show_missing (page, error);
      return;
    }
  hammer_competition_page_show_found (page,
                                      hammer_league_fixtures_get_name (self->league_fixtures));

  selected = show_divisions (self);
  show_fixtures (self, selected);

  hammer_season_item_refill_objects (self->table_view, self->table,
                                     hammer_league_fixtures_get_table (self->league_fixtures,
                                                                       selected),
                                     "team");

  if ((players = hammer_leagues_list_player_lines (page_store (self), page_league (self),
                                                  &error)) != NULL)
    hammer_season_item_refill_objects (self->players_view, self->players, players, "player");
  else
    hammer_window_report_error_near (GTK_WIDGET (self), error);

  teams = hammer_league_fixtures_dup_teams (self->league_fixtures, selected);
  hammer_season_item_refill_objects (self->teams_view, self->teams, teams, "id");
}

static void
fixture_activate_cb (GtkColumnView    *view,
                     guint             position,
                     HammerLeaguePage *self)
{
  GListModel *model = G_LIST_MODEL (gtk_column_view_get_model (view));
  g_autoptr(HammerSeasonItem) item = g_list_model_get_item (model, position);
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *entry;

  if (item == NULL || is_bye (item_match (item)))
    return;
  entry = hammer_team_match_entry_new (GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL,
                                       page_store (self), hammer_season_item_get_int (item, "id"));
  gtk_window_present (GTK_WINDOW (entry));
}

/* Columns */

static void
add_fixture_columns (GtkColumnView *view,
                     gboolean       with_day)
{
  if (with_day)
    {
      hammer_season_item_add_int_column (view, _("Day"), "day");
      hammer_season_item_add_column (view, _("Date"), format_date, FALSE, FALSE);
    }
  hammer_season_item_add_column (view, _("Home"), format_home, FALSE, TRUE);
  hammer_season_item_add_column (view, _("Away"), format_away, FALSE, TRUE);
  hammer_season_item_add_column (view, _("Result"), format_result, TRUE, FALSE);
  hammer_season_item_add_column (view, _("State"), format_state, FALSE, FALSE);
}

void
hammer_league_page_init_lists (HammerLeaguePage *self)
{
  HammerCompetitionPage *page = HAMMER_COMPETITION_PAGE (self);

  self->next = hammer_competition_page_add_list (page, self->next_view);
  self->fixtures = hammer_competition_page_add_list (page, self->fixtures_view);
  self->table = hammer_competition_page_add_list (page, self->table_view);
  self->players = hammer_competition_page_add_list (page, self->players_view);
  self->teams = hammer_competition_page_add_list (page, self->teams_view);

  add_fixture_columns (self->next_view, FALSE);
  g_signal_connect (self->next_view, "activate", G_CALLBACK (fixture_activate_cb), self);

  add_fixture_columns (self->fixtures_view, TRUE);
  g_signal_connect (self->fixtures_view, "activate", G_CALLBACK (fixture_activate_cb), self);

  hammer_season_item_add_column (self->table_view, _("Place"),
                                 hammer_season_item_format_place, TRUE, FALSE);
  hammer_season_item_add_column (self->table_view, _("Team"),
                                 hammer_season_item_format_name, FALSE, TRUE);
  /* TRANSLATORS: column headings of a league table, short: played, won, drawn, lost. */
  hammer_season_item_add_int_column (self->table_view, C_("league table", "P"), "played");
  hammer_season_item_add_int_column (self->table_view, C_("league table", "W"), "won");
  hammer_season_item_add_int_column (self->table_view, C_("league table", "D"), "drawn");
  hammer_season_item_add_int_column (self->table_view, C_("league table", "L"), "lost");
  hammer_season_item_add_column (self->table_view, _("Games"), format_games, TRUE, FALSE);
  hammer_season_item_add_int_column (self->table_view, _("Points"), "points");

  hammer_season_item_add_column (self->players_view, _("Player"),
                                 hammer_season_item_format_name, FALSE, TRUE);
  hammer_season_item_add_column (self->players_view, _("Teams"), format_player_teams, FALSE,
                                 TRUE);
  hammer_season_item_add_int_column (self->players_view, C_("league table", "P"), "played");
  hammer_season_item_add_int_column (self->players_view, C_("league table", "W"), "won");
  hammer_season_item_add_int_column (self->players_view, C_("league table", "L"), "lost");
  hammer_season_item_add_column (self->players_view, _("Won"), format_win_percent, TRUE, FALSE);
  hammer_season_item_add_column (self->players_view, _("Per Game"), format_per_game, TRUE,
                                 FALSE);

  hammer_season_item_add_column (self->teams_view, _("Team"),
                                 hammer_season_item_format_name, FALSE, FALSE);
  hammer_season_item_add_column (self->teams_view, _("Players"), format_players, FALSE, TRUE);
}
