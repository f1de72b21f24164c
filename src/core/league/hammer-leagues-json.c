/* hammer-leagues-json.c — leagues and fixtures as JSON
 *
 * The reports the command line prints and the app shows: the list of
 * leagues, one league's settings and teams, the fixtures and one fixture
 * with its games.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "league/hammer-leagues-private.h"

static void
add_pair (JsonBuilder *builder,
          const char  *member,
          const int    values[2])
{
  if (member != NULL)
    json_builder_set_member_name (builder, member);
  json_builder_begin_array (builder);
  json_builder_add_int_value (builder, values[0]);
  json_builder_add_int_value (builder, values[1]);
  json_builder_end_array (builder);
}

static void
add_team_ref (JsonBuilder      *builder,
              const char       *member,
              HammerLeagueTeam *team)
{
  json_builder_set_member_name (builder, member);
  if (team == NULL)
    {
      json_builder_add_null_value (builder);
      return;
    }
  json_builder_begin_object (builder);
  _hammer_competition_add_int (builder, "id", team->id);
  _hammer_competition_add_string (builder, "name", team->name);
  json_builder_end_object (builder);
}

JsonBuilder *
_hammer_league_report_begin (HammerStore        *self,
                             gint64              league_id,
                             HammerLeagueModel **league,
                             GError            **error)
{
  JsonBuilder *builder;

  if (!(*league = _hammer_league_load (hammer_store_get_db (self), league_id, error)))
    return NULL;
  builder = json_builder_new ();
  json_builder_begin_object (builder);
  _hammer_competition_add_int (builder, "league", (*league)->id);
  _hammer_competition_add_string (builder, "name", (*league)->name);
  return builder;
}

void
_hammer_league_add_division (JsonBuilder          *builder,
                             HammerLeagueDivision *division)
{
  json_builder_begin_object (builder);
  _hammer_competition_add_int (builder, "id", division->id);
  _hammer_competition_add_string (builder, "name", division->name);
}

void
_hammer_league_add_tie_breakers (JsonBuilder             *builder,
                                 const HammerLeagueModel *league)
{
  json_builder_set_member_name (builder, "tie_breakers");
  json_builder_begin_array (builder);
  for (guint i = 1; i < league->breakers->len; i++)
    {
      HammerLeagueBreaker breaker = g_array_index (league->breakers, HammerLeagueBreaker, i);

      json_builder_add_string_value (builder, breaker_names[breaker]);
    }
  json_builder_end_array (builder);
}

const char *
_hammer_league_fixture_state (HammerLeagueModel *league,
                              guint              index,
                              HammerLeagueTally *tally)
{
  HammerLeagueFixture *fixture = _hammer_league_get_fixture (league, index);

  if (tally->played)
    return "played";
  if (tally->entered > 0)
    return "in_progress";
  if (!g_date_valid (&fixture->date) && fixture->away >= 0)
    return "postponed";
  if (fixture->postponed)
    return "rescheduled";
  if (fixture->away < 0)
    return "bye";
  return "scheduled";
}

/* The calendar settings of a league, written the same way into the league
 * JSON and into the export document so that an import reads what it shows. */
void
_hammer_league_add_calendar (JsonBuilder             *builder,
                             const HammerLeagueModel *league)
{
  _hammer_competition_add_date (builder, "start", &league->start);
  _hammer_competition_add_date (builder, "end", &league->end);
  json_builder_set_member_name (builder, "weekday");
  if (league->weekday > 0)
    json_builder_add_int_value (builder, league->weekday);
  else
    json_builder_add_null_value (builder);
  _hammer_competition_add_int (builder, "interval_days", league->interval);
  _hammer_competition_add_int (builder, "rest_days", league->rest_days);
  json_builder_set_member_name (builder, "double_round");
  json_builder_add_boolean_value (builder, league->double_round);
  json_builder_set_member_name (builder, "blocked");
  json_builder_begin_array (builder);
  for (guint i = 0; i < league->blocked->len; i++)
    {
      g_autofree char *text =
        _hammer_league_date_to_string (&g_array_index (league->blocked, GDate, i));

      json_builder_add_string_value (builder, text);
    }
  json_builder_end_array (builder);
}

/* The scoring settings, shared by the league JSON and the export document. */
void
_hammer_league_add_scoring (JsonBuilder             *builder,
                            const HammerLeagueModel *league)
{
  _hammer_competition_add_int (builder, "points_per_game", league->points_per_game);
  _hammer_competition_add_int (builder, "win_bonus", league->win_bonus);
  _hammer_competition_add_int (builder, "draw_bonus", league->draw_bonus);
  _hammer_league_add_tie_breakers (builder, league);
}

static void
add_fixture_members (JsonBuilder       *builder,
                     HammerLeagueModel *league,
                     guint              index)
{
  HammerLeagueFixture *fixture = _hammer_league_get_fixture (league, index);
  HammerLeagueTally tally;

  _hammer_league_tally_fixture (league, index, &tally);
  _hammer_competition_add_int (builder, "id", fixture->id);
  _hammer_competition_add_int (builder, "day", fixture->day);
  _hammer_competition_add_date (builder, "day_date", &fixture->day_date);
  _hammer_competition_add_date (builder, "date", &fixture->date);
  json_builder_set_member_name (builder, "postponed");
  json_builder_add_boolean_value (builder, fixture->postponed);
  add_team_ref (builder, "home", _hammer_league_get_team (league, fixture->home));
  add_team_ref (builder, "away", _hammer_league_team_or_null (league, fixture->away));
  json_builder_set_member_name (builder, "state");
  json_builder_add_string_value (builder, _hammer_league_fixture_state (league, index, &tally));
  _hammer_competition_add_int (builder, "games_entered", tally.entered);
  add_pair (builder, "games_won", tally.games);
  add_pair (builder, "game_points", tally.game_points);
  json_builder_set_member_name (builder, "match_points");
  if (tally.played)
    {
      int points[2] = { tally.game_points[0] + tally.bonus[0],
                        tally.game_points[1] + tally.bonus[1] };

      add_pair (builder, NULL, points);
    }
  else
    json_builder_add_null_value (builder);
  json_builder_set_member_name (builder, "winner");
  if (tally.played && tally.winner >= 0)
    json_builder_add_int_value (builder, tally.winner);
  else
    json_builder_add_null_value (builder);
}

static gboolean
add_league_to_list (JsonBuilder   *builder,
                    sqlite3       *db,
                    sqlite3_stmt  *stmt,
                    GError       **error)
{
  g_autoptr(HammerLeagueModel) league = _hammer_league_load (db, sqlite3_column_int64 (stmt, 0),
                                                             error);
  guint fixtures = 0, played = 0;

  if (league == NULL)
    return FALSE;
  for (guint i = 0; i < league->fixtures->len; i++)
    if (_hammer_league_get_fixture (league, i)->away >= 0)
      {
        HammerLeagueTally tally;

        _hammer_league_tally_fixture (league, i, &tally);
        fixtures++;
        played += tally.played;
      }
  json_builder_begin_object (builder);
  _hammer_competition_add_int (builder, "id", league->id);
  _hammer_competition_add_string (builder, "name", league->name);
  _hammer_competition_add_string (builder, "rules", league->rules_id);
  _hammer_competition_add_date (builder, "start", &league->start);
  _hammer_competition_add_date (builder, "end", &league->end);
  _hammer_competition_add_int (builder, "divisions", league->divisions->len);
  _hammer_competition_add_int (builder, "teams", league->teams->len);
  _hammer_competition_add_int (builder, "fixtures", fixtures);
  _hammer_competition_add_int (builder, "played", played);
  json_builder_end_object (builder);
  return TRUE;
}

JsonNode *
hammer_leagues_list_json (HammerStore  *self,
                          GError      **error)
{
  g_return_val_if_fail (HAMMER_IS_STORE (self), NULL);

  return _hammer_competition_list_json (self, "SELECT id FROM leagues ORDER BY id",
                                        add_league_to_list,
                                        _hammer_competition_read_error (HAMMER_COMPETITION_LEAGUE),
                                        error);
}

static GObject *
make_league_listing (sqlite3       *db,
                     sqlite3_stmt  *stmt,
                     GError       **error)
{
  g_autoptr(HammerLeagueModel) league = NULL;
  g_autofree char *start = NULL;

  if (!(league = _hammer_league_load (db, sqlite3_column_int64 (stmt, 0), error)))
    return NULL;
  start = _hammer_league_date_to_string (&league->start);
  return G_OBJECT (_hammer_competition_listing_new (HAMMER_COMPETITION_LISTING_TEAM_LEAGUE,
                                                    league->id, league->name, start,
                                                    league->rules_id, league->teams->len));
}

GListModel *
hammer_leagues_list (HammerStore  *store,
                     GError      **error)
{
  g_return_val_if_fail (HAMMER_IS_STORE (store), NULL);

  return _hammer_competition_list_objects (store, "SELECT id FROM leagues ORDER BY id",
                                           HAMMER_TYPE_COMPETITION_LISTING, make_league_listing,
                                           _hammer_competition_read_error (
                                             HAMMER_COMPETITION_LEAGUE),
                                           error);
}

/* "options": the options the rules play a game of @players a side under,
 * so that an entry screen checks it as the league will; null when the
 * rules refuse them. */
JsonObject *
_hammer_league_resolved_options (HammerLeagueModel *league,
                                 guint              players)
{
  HammerOptions options;

  if (!_hammer_league_resolve_options (league->rules, league->options, players, &options, NULL))
    return NULL;
  return hammer_options_to_json (league->rules, &options);
}

static void
add_resolved_options (JsonBuilder       *builder,
                      HammerLeagueModel *league,
                      guint              players)
{
  JsonObject *options = _hammer_league_resolved_options (league, players);

  json_builder_set_member_name (builder, "options");
  if (options != NULL)
    {
      JsonNode *node = json_node_new (JSON_NODE_OBJECT);

      json_node_take_object (node, options);
      json_builder_add_value (builder, node);
    }
  else
    json_builder_add_null_value (builder);
}

/* "teams": the teams of division @d, each with its roster. */
static void
add_division_teams (JsonBuilder       *builder,
                    HammerLeagueModel *league,
                    guint              d)
{
  json_builder_set_member_name (builder, "teams");
  json_builder_begin_array (builder);
  for (guint t = 0; t < league->teams->len; t++)
    {
      HammerLeagueTeam *team = g_ptr_array_index (league->teams, t);

      if (team->division != d)
        continue;
      json_builder_begin_object (builder);
      _hammer_competition_add_int (builder, "id", team->id);
      _hammer_competition_add_string (builder, "name", team->name);
      _hammer_competition_add_string (builder, "club", team->club);
      json_builder_set_member_name (builder, "players");
      json_builder_begin_array (builder);
      for (guint p = 0; p < team->players->len; p++)
        {
          gint64 player = g_array_index (team->players, gint64, p);

          json_builder_begin_object (builder);
          _hammer_competition_add_int (builder, "id", player);
          _hammer_competition_add_string (builder, "name",
                                          _hammer_league_player_name (league, player));
          json_builder_end_object (builder);
        }
      json_builder_end_array (builder);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
}

JsonNode *
hammer_leagues_get_json (HammerStore  *self,
                         gint64        league_id,
                         GError      **error)
{
  g_autoptr(HammerLeagueModel) league = NULL;
  g_autoptr(JsonBuilder) builder = json_builder_new ();

  g_return_val_if_fail (HAMMER_IS_STORE (self), NULL);

  if (!(league = _hammer_league_load (hammer_store_get_db (self), league_id, error)))
    return NULL;

  json_builder_begin_object (builder);
  _hammer_competition_add_int (builder, "id", league->id);
  _hammer_competition_add_string (builder, "name", league->name);
  _hammer_competition_add_string (builder, "rules", league->rules_id);
  add_resolved_options (builder, league, 1);
  _hammer_league_add_calendar (builder, league);
  json_builder_set_member_name (builder, "format");
  json_builder_begin_array (builder);
  for (guint i = 0; i < league->format->len; i++)
    {
      guint players = g_array_index (league->format, guint, i);

      json_builder_begin_object (builder);
      _hammer_competition_add_int (builder, "game", i);
      _hammer_competition_add_int (builder, "players", players);
      _hammer_competition_add_string (builder, "kind", _hammer_league_kind_name (players));
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  _hammer_league_add_scoring (builder, league);
  json_builder_set_member_name (builder, "divisions");
  json_builder_begin_array (builder);
  for (guint d = 0; d < league->divisions->len; d++)
    {
      _hammer_league_add_division (builder, g_ptr_array_index (league->divisions, d));
      add_division_teams (builder, league, d);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  json_builder_end_object (builder);
  return json_builder_get_root (builder);
}

/* The next match day is the one of the earliest match still to play:
 * fixture @i when it is earlier than @next (-1: none yet). */
static int
earlier_to_play (HammerLeagueModel *league,
                 guint              i,
                 int                next)
{
  HammerLeagueFixture *fixture = _hammer_league_get_fixture (league, i);
  HammerLeagueTally tally;

  _hammer_league_tally_fixture (league, i, &tally);
  if (tally.played || !g_date_valid (&fixture->date))
    return next;
  if (next >= 0 &&
      g_date_compare (&fixture->date,
                      &_hammer_league_get_fixture (league, (guint) next)->date) >= 0)
    return next;
  return (int) i;
}

/* The match days of division @d with their fixtures; @next follows the
 * earliest match still to play. A day's bye is filled in later. */
static void
add_match_days (JsonBuilder       *builder,
                HammerLeagueModel *league,
                guint              d,
                int               *next)
{
  guint day = 0;

  json_builder_set_member_name (builder, "match_days");
  json_builder_begin_array (builder);
  for (guint i = 0; i < league->fixtures->len; i++)
    {
      HammerLeagueFixture *fixture = _hammer_league_get_fixture (league, i);

      if (fixture->division != d)
        continue;
      if (fixture->day != day)
        {
          if (day != 0)
            {
              json_builder_end_array (builder);
              json_builder_end_object (builder);
            }
          day = fixture->day;
          json_builder_begin_object (builder);
          _hammer_competition_add_int (builder, "day", day);
          _hammer_competition_add_date (builder, "date", &fixture->day_date);
          json_builder_set_member_name (builder, "bye");
          json_builder_add_null_value (builder);
          json_builder_set_member_name (builder, "fixtures");
          json_builder_begin_array (builder);
        }
      /* The bye goes into the day's "bye", set once the day is done. */
      if (fixture->away < 0)
        continue;
      json_builder_begin_object (builder);
      add_fixture_members (builder, league, i);
      json_builder_end_object (builder);
      *next = earlier_to_play (league, i, *next);
    }
  if (day != 0)
    {
      json_builder_end_array (builder);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
}

/* JsonBuilder writes members once, in order; the byes are filled in on the
 * finished tree @root. */
static void
fill_in_byes (JsonNode          *root,
              HammerLeagueModel *league)
{
  JsonArray *divisions = json_object_get_array_member (json_node_get_object (root),
                                                       "divisions");

  for (guint i = 0; i < league->fixtures->len; i++)
    {
      HammerLeagueFixture *fixture = _hammer_league_get_fixture (league, i);
      HammerLeagueTeam *team = _hammer_league_get_team (league, fixture->home);
      JsonArray *days;

      if (fixture->away >= 0)
        continue;
      days = json_object_get_array_member (json_array_get_object_element (divisions,
                                                                          fixture->division),
                                           "match_days");
      for (guint k = 0; k < json_array_get_length (days); k++)
        {
          JsonObject *day = json_array_get_object_element (days, k);
          JsonObject *bye;

          if (json_object_get_int_member (day, "day") != fixture->day)
            continue;
          bye = json_object_new ();
          json_object_set_int_member (bye, "fixture", fixture->id);
          json_object_set_int_member (bye, "team", team->id);
          json_object_set_string_member (bye, "name", team->name);
          json_object_set_object_member (day, "bye", bye);
        }
    }
}

JsonNode *
hammer_leagues_fixtures_json (HammerStore  *self,
                              gint64        league_id,
                              GError      **error)
{
  g_autoptr(HammerLeagueModel) league = NULL;
  g_autoptr(JsonBuilder) builder = NULL;
  JsonNode *root;
  int next = -1;

  g_return_val_if_fail (HAMMER_IS_STORE (self), NULL);

  if (!(builder = _hammer_league_report_begin (self, league_id, &league, error)))
    return NULL;
  json_builder_set_member_name (builder, "divisions");
  json_builder_begin_array (builder);
  for (guint d = 0; d < league->divisions->len; d++)
    {
      _hammer_league_add_division (builder, g_ptr_array_index (league->divisions, d));
      add_match_days (builder, league, d, &next);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  json_builder_set_member_name (builder, "next_match_day");
  if (next >= 0)
    {
      json_builder_begin_object (builder);
      _hammer_competition_add_int (builder, "day",
                                   _hammer_league_get_fixture (league, (guint) next)->day);
      _hammer_competition_add_date (builder, "date",
                                    &_hammer_league_get_fixture (league, (guint) next)->date);
      json_builder_end_object (builder);
    }
  else
    json_builder_add_null_value (builder);
  json_builder_end_object (builder);

  root = json_builder_get_root (builder);
  fill_in_byes (root, league);
  return root;
}

static void
add_game_players (JsonBuilder       *builder,
                  HammerLeagueModel *league,
                  const char        *member,
                  GArray            *players)
{
  json_builder_set_member_name (builder, member);
  json_builder_begin_array (builder);
  for (guint i = 0; i < players->len; i++)
    {
      HammerLeagueGamePlayer *player = &g_array_index (players, HammerLeagueGamePlayer, i);

      json_builder_begin_object (builder);
      _hammer_competition_add_int (builder, "id", player->player);
      _hammer_competition_add_string (builder, "name",
                                      _hammer_league_player_name (league, player->player));
      json_builder_set_member_name (builder, "substitute");
      json_builder_add_boolean_value (builder, player->substitute);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
}

JsonNode *
hammer_leagues_fixture_json (HammerStore  *self,
                             gint64        fixture_id,
                             GError      **error)
{
  g_autoptr(HammerLeagueModel) league = NULL;
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  HammerLeagueFixture *fixture;
  guint index = 0;

  g_return_val_if_fail (HAMMER_IS_STORE (self), NULL);

  if (!(league = _hammer_league_load_of_fixture (hammer_store_get_db (self), fixture_id, &index,
                                                 error)))
    return NULL;
  fixture = _hammer_league_get_fixture (league, index);

  json_builder_begin_object (builder);
  add_fixture_members (builder, league, index);
  _hammer_competition_add_int (builder, "league", league->id);
  _hammer_competition_add_int (builder, "division",
                               ((HammerLeagueDivision *) g_ptr_array_index (league->divisions,
                               fixture->division))->id);
  json_builder_set_member_name (builder, "games");
  json_builder_begin_array (builder);
  for (guint g = 0; fixture->away >= 0 && g < league->format->len; g++)
    {
      HammerLeagueGame *game = _hammer_league_find_game (league, index, g);
      guint players = g_array_index (league->format, guint, g);

      json_builder_begin_object (builder);
      _hammer_competition_add_int (builder, "game", g);
      _hammer_competition_add_int (builder, "players", players);
      _hammer_competition_add_string (builder, "kind", _hammer_league_kind_name (players));
      add_resolved_options (builder, league, players);
      json_builder_set_member_name (builder, "entered");
      json_builder_add_boolean_value (builder, game != NULL);
      if (game != NULL)
        {
          g_autoptr(GError) violation = NULL;
          g_autoptr(JsonNode) input = _hammer_league_parse_json (game->result);
          g_autoptr(HammerMatch) match = _hammer_league_play_game (league, players, input,
                                                                   &violation);

          add_game_players (builder, league, "home", game->players[0]);
          add_game_players (builder, league, "away", game->players[1]);
          add_pair (builder, "score", game->score);
          add_pair (builder, "games_won", game->games_won);
          json_builder_set_member_name (builder, "winner");
          if (game->winner >= 0)
            json_builder_add_int_value (builder, game->winner);
          else
            json_builder_add_null_value (builder);
          json_builder_set_member_name (builder, "result");
          if (match != NULL)
            json_builder_add_value (builder, hammer_match_to_json (match));
          else
            json_builder_add_null_value (builder);
        }
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  json_builder_end_object (builder);
  return json_builder_get_root (builder);
}
