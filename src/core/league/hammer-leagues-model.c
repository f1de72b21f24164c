/* hammer-leagues-model.c — the HammerLeagueModel
 *
 * A league is loaded whole (settings, divisions, teams with their rosters,
 * fixtures and the games entered) into a HammerLeagueModel, which every
 * change checks before it writes and every report is computed from. This
 * file reads it from the store (through hammer-competition.c, as a season
 * is read) and holds the small readers and lookups the other parts share.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <inttypes.h>
#include <string.h>

#include "hammer-i18n.h"

#include "hammer-error.h"
#include "league/hammer-leagues-private.h"

static void
division_free (HammerLeagueDivision *division)
{
  g_free (division->name);
  g_free (division);
}

static void
team_free (HammerLeagueTeam *team)
{
  g_free (team->name);
  g_free (team->club);
  g_clear_pointer (&team->players, g_array_unref);
  g_free (team);
}

static void
game_free (HammerLeagueGame *game)
{
  g_free (game->result);
  g_clear_pointer (&game->players[0], g_array_unref);
  g_clear_pointer (&game->players[1], g_array_unref);
  g_free (game);
}

void
_hammer_league_free (HammerLeagueModel *league)
{
  g_free (league->name);
  g_free (league->rules_id);
  g_clear_pointer (&league->options, json_object_unref);
  g_clear_pointer (&league->blocked, g_array_unref);
  g_clear_pointer (&league->format, g_array_unref);
  g_clear_pointer (&league->breakers, g_array_unref);
  g_clear_pointer (&league->divisions, g_ptr_array_unref);
  g_clear_pointer (&league->teams, g_ptr_array_unref);
  g_clear_pointer (&league->fixtures, g_ptr_array_unref);
  g_clear_pointer (&league->games, g_ptr_array_unref);
  g_clear_pointer (&league->names, g_hash_table_unref);
  g_free (league);
}

/* Small readers */

const char *
_hammer_league_kind_name (guint players)
{
  switch (players)
    {
    case 1: return "singles";
    case 2: return "doubles";
    case 3: return "triples";
    default: return "fours";
    }
}

/* The options of one game of @players a side, resolved for the rules. */
gboolean
_hammer_league_resolve_options (const HammerRules  *rules,
                                JsonObject         *given,
                                guint               players,
                                HammerOptions      *options,
                                GError            **error)
{
  g_autoptr(JsonObject) object = json_object_new ();

  if (given != NULL)
    {
      g_autoptr(GList) members = json_object_get_members (given);

      for (GList *l = members; l != NULL; l = l->next)
        json_object_set_member (object, l->data,
                                json_node_copy (json_object_get_member (given, l->data)));
    }
  if (rules->options[HAMMER_OPTION_TEAM_SIZE].present)
    json_object_set_int_member (object, "team_size", players);
  if (rules->options[HAMMER_OPTION_SIDES].present)
    json_object_set_int_member (object, "sides", 2);
  return hammer_options_from_json (rules, object, options, error);
}

guint
_hammer_league_max_players (const HammerRules *rules)
{
  return rules->options[HAMMER_OPTION_TEAM_SIZE].present
           ? (guint) rules->options[HAMMER_OPTION_TEAM_SIZE].max : 1;
}

/* Loading */

JsonNode *
_hammer_league_parse_json (const char *text)
{
  return text != NULL ? json_from_string (text, NULL) : NULL;
}

gboolean
_hammer_league_damaged (HammerLeagueModel *league,
                        GError           **error)
{
  g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_CORRUPT,
               _("The league %s in the database is damaged"), league->name);
  return FALSE;
}

/* Divisions, teams and fixtures all begin with their row id, and C lets a
 * pointer to a struct be read as a pointer to its first member. */
static int
index_by_id (GPtrArray *rows,
             gint64     id)
{
  for (guint i = 0; i < rows->len; i++)
    if (*(const gint64 *) g_ptr_array_index (rows, i) == id)
      return (int) i;
  return -1;
}

int
_hammer_league_team_index (HammerLeagueModel *league,
                           gint64             id)
{
  return index_by_id (league->teams, id);
}

static int
division_index (HammerLeagueModel *league,
                gint64             id)
{
  return index_by_id (league->divisions, id);
}

static int
fixture_index (HammerLeagueModel *league,
               gint64             id)
{
  return index_by_id (league->fixtures, id);
}

HammerLeagueTeam *
_hammer_league_get_team (HammerLeagueModel *league,
                         int                index)
{
  g_assert (index >= 0 && (guint) index < league->teams->len);
  return g_ptr_array_index (league->teams, (guint) index);
}

/* The team of @index, or %NULL for the missing away team of a bye. */
HammerLeagueTeam *
_hammer_league_team_or_null (HammerLeagueModel *league,
                             int                index)
{
  return index >= 0 ? _hammer_league_get_team (league, index) : NULL;
}

HammerLeagueFixture *
_hammer_league_get_fixture (HammerLeagueModel *league,
                            guint              index)
{
  return g_ptr_array_index (league->fixtures, index);
}

const char *
_hammer_league_player_name (HammerLeagueModel *league,
                            gint64             id)
{
  const char *name = g_hash_table_lookup (league->names, &id);

  return name != NULL ? name : "?";
}

static void
remember_name (HammerLeagueModel *league,
               gint64             id,
               const char        *name)
{
  gint64 *key = g_new (gint64, 1);

  *key = id;
  g_hash_table_replace (league->names, key, g_strdup (name != NULL ? name : "?"));
}

/* The row of table leagues, read into @league's settings. */
static gboolean
read_settings (sqlite3_stmt  *stmt,
               gpointer       data,
               GError       **error)
{
  HammerLeagueModel *league = data;
  g_autoptr(GError) violation = NULL;
  g_autoptr(JsonNode) options = NULL;
  g_autoptr(JsonNode) blocked = NULL;
  g_autoptr(JsonNode) format = NULL;
  g_autoptr(JsonNode) breakers = NULL;
  const char *end;

  league->name = g_strdup ((const char *) sqlite3_column_text (stmt, 0));
  league->rules_id = g_strdup ((const char *) sqlite3_column_text (stmt, 1));
  if (!(league->rules = hammer_rules_lookup (league->rules_id, &violation)))
    return _hammer_league_damaged (league, error);
  options = _hammer_league_parse_json ((const char *) sqlite3_column_text (stmt, 2));
  if (options == NULL || !JSON_NODE_HOLDS_OBJECT (options))
    return _hammer_league_damaged (league, error);
  league->options = json_object_ref (json_node_get_object (options));
  if (!_hammer_league_parse_date ((const char *) sqlite3_column_text (stmt, 3), _("The start date"),
                                  &league->start, error))
    return FALSE;
  end = (const char *) sqlite3_column_text (stmt, 4);
  if (end != NULL && !_hammer_league_parse_date (end, _("The end date"), &league->end, error))
    return FALSE;
  league->weekday = sqlite3_column_type (stmt, 5) == SQLITE_NULL ? 0 : sqlite3_column_int (stmt, 5);
  league->interval = (guint) sqlite3_column_int (stmt, 6);
  league->rest_days = (guint) sqlite3_column_int (stmt, 7);
  league->double_round = sqlite3_column_int (stmt, 8) != 0;

  blocked = _hammer_league_parse_json ((const char *) sqlite3_column_text (stmt, 9));
  format = _hammer_league_parse_json ((const char *) sqlite3_column_text (stmt, 10));
  breakers = _hammer_league_parse_json ((const char *) sqlite3_column_text (stmt, 14));
  if (blocked == NULL || !JSON_NODE_HOLDS_ARRAY (blocked) || format == NULL ||
      !JSON_NODE_HOLDS_ARRAY (format) || breakers == NULL || !JSON_NODE_HOLDS_ARRAY (breakers))
    return _hammer_league_damaged (league, error);

  league->blocked = g_array_new (FALSE, FALSE, sizeof (GDate));
  for (guint i = 0; i < json_array_get_length (json_node_get_array (blocked)); i++)
    {
      const char *text = json_array_get_string_element (json_node_get_array (blocked), i);
      GDate date;

      if (!_hammer_league_parse_date (text, _("A blocked date"), &date, error))
        return FALSE;
      g_array_append_val (league->blocked, date);
    }

  league->format = g_array_new (FALSE, FALSE, sizeof (guint));
  for (guint i = 0; i < json_array_get_length (json_node_get_array (format)); i++)
    {
      gint64 players = json_array_get_int_element (json_node_get_array (format), i);
      guint value = (guint) players;

      if (players < 1 || players > _hammer_league_max_players (league->rules))
        return _hammer_league_damaged (league, error);
      g_array_append_val (league->format, value);
    }
  if (league->format->len == 0)
    return _hammer_league_damaged (league, error);

  league->points_per_game = (guint) sqlite3_column_int (stmt, 11);
  league->win_bonus = (guint) sqlite3_column_int (stmt, 12);
  league->draw_bonus = (guint) sqlite3_column_int (stmt, 13);

  league->breakers = g_array_new (FALSE, FALSE, sizeof (HammerLeagueBreaker));
  {
    HammerLeagueBreaker points = BREAK_POINTS;

    g_array_append_val (league->breakers, points);
  }
  for (guint i = 0; i < json_array_get_length (json_node_get_array (breakers)); i++)
    {
      const char *name = json_array_get_string_element (json_node_get_array (breakers), i);
      gboolean found = FALSE;

      for (HammerLeagueBreaker b = BREAK_GAME_DIFFERENCE; b < N_BREAKS; b++)
        if (g_strcmp0 (name, breaker_names[b]) == 0)
          {
            g_array_append_val (league->breakers, b);
            found = TRUE;
          }
      if (!found)
        return _hammer_league_damaged (league, error);
    }
  return TRUE;
}

static gboolean
read_division (sqlite3_stmt  *stmt,
               gpointer       data,
               GError       **error)
{
  HammerLeagueModel *league = data;
  HammerLeagueDivision *division = g_new0 (HammerLeagueDivision, 1);

  division->id = sqlite3_column_int64 (stmt, 0);
  division->name = g_strdup ((const char *) sqlite3_column_text (stmt, 1));
  g_ptr_array_add (league->divisions, division);
  return TRUE;
}

static gboolean
read_team (sqlite3_stmt  *stmt,
           gpointer       data,
           GError       **error)
{
  HammerLeagueModel *league = data;
  HammerLeagueTeam *team = g_new0 (HammerLeagueTeam, 1);
  int division = division_index (league, sqlite3_column_int64 (stmt, 3));

  team->id = sqlite3_column_int64 (stmt, 0);
  team->name = g_strdup ((const char *) sqlite3_column_text (stmt, 1));
  team->club = g_strdup ((const char *) sqlite3_column_text (stmt, 2));
  team->division = (guint) MAX (division, 0);
  team->players = g_array_new (FALSE, FALSE, sizeof (gint64));
  g_ptr_array_add (league->teams, team);
  return division >= 0 || _hammer_league_damaged (league, error);
}

static gboolean
read_roster_player (sqlite3_stmt  *stmt,
                    gpointer       data,
                    GError       **error)
{
  HammerLeagueModel *league = data;
  int index = _hammer_league_team_index (league, sqlite3_column_int64 (stmt, 0));
  gint64 player = sqlite3_column_int64 (stmt, 1);
  HammerLeagueTeam *team;

  if (index < 0)
    return _hammer_league_damaged (league, error);
  team = _hammer_league_get_team (league, index);
  g_array_append_val (team->players, player);
  remember_name (league, player, (const char *) sqlite3_column_text (stmt, 2));
  return TRUE;
}

static gboolean
read_fixture (sqlite3_stmt  *stmt,
              gpointer       data,
              GError       **error)
{
  HammerLeagueModel *league = data;
  g_autofree HammerLeagueFixture *fixture = g_new0 (HammerLeagueFixture, 1);
  int division = division_index (league, sqlite3_column_int64 (stmt, 1));
  const char *date = (const char *) sqlite3_column_text (stmt, 4);

  fixture->id = sqlite3_column_int64 (stmt, 0);
  fixture->day = (guint) sqlite3_column_int (stmt, 2);
  if (!_hammer_league_parse_date ((const char *) sqlite3_column_text (stmt, 3), _("A match day"),
                                  &fixture->day_date, error))
    return FALSE;
  g_date_clear (&fixture->date, 1);
  if (date != NULL && !_hammer_league_parse_date (date, _("A fixture's date"), &fixture->date,
                                                  error))
    return FALSE;
  fixture->postponed = sqlite3_column_int (stmt, 5) != 0;
  fixture->home = _hammer_league_team_index (league, sqlite3_column_int64 (stmt, 6));
  fixture->away = sqlite3_column_type (stmt, 7) == SQLITE_NULL
                    ? -1 : _hammer_league_team_index (league, sqlite3_column_int64 (stmt, 7));
  if (division < 0 || fixture->home < 0 ||
      (fixture->away < 0 && sqlite3_column_type (stmt, 7) != SQLITE_NULL))
    return _hammer_league_damaged (league, error);
  fixture->division = (guint) division;
  g_ptr_array_add (league->fixtures, g_steal_pointer (&fixture));
  return TRUE;
}

static gboolean
read_game (sqlite3_stmt  *stmt,
           gpointer       data,
           GError       **error)
{
  HammerLeagueModel *league = data;
  HammerLeagueGame *game = g_new0 (HammerLeagueGame, 1);
  int fixture = fixture_index (league, sqlite3_column_int64 (stmt, 1));

  game->id = sqlite3_column_int64 (stmt, 0);
  game->fixture = (guint) MAX (fixture, 0);
  game->game = (guint) sqlite3_column_int (stmt, 2);
  game->result = g_strdup ((const char *) sqlite3_column_text (stmt, 3));
  game->winner = sqlite3_column_type (stmt, 4) == SQLITE_NULL
                   ? -1 : sqlite3_column_int (stmt, 4);
  game->score[0] = sqlite3_column_int (stmt, 5);
  game->score[1] = sqlite3_column_int (stmt, 6);
  game->games_won[0] = sqlite3_column_int (stmt, 7);
  game->games_won[1] = sqlite3_column_int (stmt, 8);
  game->players[0] = g_array_new (FALSE, FALSE, sizeof (HammerLeagueGamePlayer));
  game->players[1] = g_array_new (FALSE, FALSE, sizeof (HammerLeagueGamePlayer));
  g_ptr_array_add (league->games, game);
  if (fixture < 0 || game->game >= league->format->len)
    return _hammer_league_damaged (league, error);
  return TRUE;
}

static gboolean
read_game_player (sqlite3_stmt  *stmt,
                  gpointer       data,
                  GError       **error)
{
  HammerLeagueModel *league = data;
  gint64 game_id = sqlite3_column_int64 (stmt, 0);
  int side = sqlite3_column_int (stmt, 1);
  HammerLeagueGamePlayer player = {
    sqlite3_column_int64 (stmt, 2), sqlite3_column_int (stmt, 3) != 0,
    sqlite3_column_int64 (stmt, 4),
  };
  HammerLeagueGame *game = NULL;

  for (guint i = league->games->len; i-- > 0 && game == NULL;)
    if (((HammerLeagueGame *) g_ptr_array_index (league->games, i))->id == game_id)
      game = g_ptr_array_index (league->games, i);
  if (game == NULL || side < 0 || side > 1)
    return _hammer_league_damaged (league, error);
  g_array_append_val (game->players[side], player);
  remember_name (league, player.player, (const char *) sqlite3_column_text (stmt, 5));
  return TRUE;
}

/* A league has at least one division. */
static gboolean
check_divisions (gpointer  data,
                 GError  **error)
{
  HammerLeagueModel *league = data;

  return league->divisions->len > 0 || _hammer_league_damaged (league, error);
}

/* The parts of a league, from its divisions to the players of its games,
 * each read by its function; every query binds the league's id. */
static const HammerCompetitionPart league_parts[] = {
  { "SELECT id, name FROM league_divisions WHERE league_id = ? ORDER BY position",
    read_division, check_divisions },
  { "SELECT t.id, t.name, c.name, t.division_id FROM league_teams t"
    " JOIN league_divisions d ON d.id = t.division_id"
    " LEFT JOIN clubs c ON c.id = t.club_id"
    " WHERE d.league_id = ? ORDER BY t.id",
    read_team, NULL },
  { "SELECT tp.team_id, tp.player_id, p.name FROM league_team_players tp"
    " JOIN players p ON p.id = tp.player_id"
    " JOIN league_teams t ON t.id = tp.team_id"
    " JOIN league_divisions d ON d.id = t.division_id"
    " WHERE d.league_id = ? ORDER BY tp.id",
    read_roster_player, NULL },
  { "SELECT f.id, f.division_id, f.day, f.day_date, f.date, f.postponed, f.home_id, f.away_id"
    " FROM league_fixtures f"
    " JOIN league_divisions d ON d.id = f.division_id"
    " WHERE d.league_id = ?"
    " ORDER BY d.position, f.day, f.away_id IS NULL, f.id",
    read_fixture, NULL },
  { "SELECT g.id, g.fixture_id, g.game, g.result, g.winner, g.home_score, g.away_score,"
    " g.home_games, g.away_games FROM league_games g"
    " JOIN league_fixtures f ON f.id = g.fixture_id"
    " JOIN league_divisions d ON d.id = f.division_id"
    " WHERE d.league_id = ? ORDER BY g.fixture_id, g.game",
    read_game, NULL },
  { "SELECT gp.game_id, gp.side, gp.player_id, gp.substitute, gp.id, p.name"
    " FROM league_game_players gp"
    " JOIN players p ON p.id = gp.player_id"
    " JOIN league_games g ON g.id = gp.game_id"
    " JOIN league_fixtures f ON f.id = g.fixture_id"
    " JOIN league_divisions d ON d.id = f.division_id"
    " WHERE d.league_id = ?"
    " ORDER BY gp.game_id, gp.side, gp.position",
    read_game_player, NULL },
};

HammerLeagueModel *
_hammer_league_load (sqlite3  *db,
                     gint64    league_id,
                     GError  **error)
{
  g_autoptr(HammerLeagueModel) league = g_new0 (HammerLeagueModel, 1);

  league->id = league_id;
  league->divisions = g_ptr_array_new_with_free_func ((GDestroyNotify) division_free);
  league->teams = g_ptr_array_new_with_free_func ((GDestroyNotify) team_free);
  league->fixtures = g_ptr_array_new_with_free_func (g_free);
  league->games = g_ptr_array_new_with_free_func ((GDestroyNotify) game_free);
  league->names = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, g_free);
  g_date_clear (&league->end, 1);

  if (!_hammer_competition_read_row (db, HAMMER_COMPETITION_LEAGUE,
                                     "SELECT name, rules, options, start_date, end_date, weekday,"
                                     " interval_days, rest_days, double_round, blocked, format,"
                                     " points_per_game, win_bonus, draw_bonus, tie_breakers"
                                     " FROM leagues WHERE id = ?",
                                     league_id, read_settings, league, error) ||
      !_hammer_competition_read_parts (db, HAMMER_COMPETITION_LEAGUE, league_parts,
                                       G_N_ELEMENTS (league_parts), league_id, league, error))
    return NULL;
  return g_steal_pointer (&league);
}

/* Fixtures and teams reach their league through their division. Returns the
 * league's id from @sql for row @id, 0 where there is no such row (without
 * an error, for the caller to name the row) and -1 with @error on failure. */
gint64
_hammer_league_find_id (sqlite3     *db,
                        const char  *sql,
                        gint64       id,
                        GError     **error)
{
  g_autoptr(sqlite3_stmt) stmt = NULL;
  int rc;

  if (!(stmt = hammer_store_prepare (db, sql, error)))
    return -1;
  sqlite3_bind_int64 (stmt, 1, id);
  rc = sqlite3_step (stmt);
  if (rc == SQLITE_ROW)
    return sqlite3_column_int64 (stmt, 0);
  if (rc == SQLITE_DONE)
    return 0;
  _hammer_competition_read_failed (db, rc, HAMMER_COMPETITION_LEAGUE, error);
  return -1;
}

/* The league that fixture @fixture_id belongs to, and the fixture's index. */
HammerLeagueModel *
_hammer_league_load_of_fixture (sqlite3  *db,
                                gint64    fixture_id,
                                guint    *index,
                                GError  **error)
{
  g_autoptr(HammerLeagueModel) league = NULL;
  gint64 league_id;
  int found;

  if ((league_id = _hammer_league_find_id (db, "SELECT d.league_id FROM league_fixtures f"
                                               " JOIN league_divisions d ON d.id = f.division_id"
                                               " WHERE f.id = ?", fixture_id, error)) <= 0)
    {
      if (league_id == 0)
        g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_NOT_FOUND,
                     _("There is no fixture with number %" PRId64), fixture_id);
      return NULL;
    }
  if (!(league = _hammer_league_load (db, league_id, error)))
    return NULL;
  if ((found = fixture_index (league, fixture_id)) < 0)
    {
      _hammer_league_damaged (league, error);
      return NULL;
    }
  *index = (guint) found;
  return g_steal_pointer (&league);
}

HammerLeagueGame *
_hammer_league_find_game (HammerLeagueModel *league,
                          guint              fixture,
                          guint              game)
{
  for (guint i = 0; i < league->games->len; i++)
    {
      HammerLeagueGame *g = g_ptr_array_index (league->games, i);

      if (g->fixture == fixture && g->game == game)
        return g;
    }
  return NULL;
}

void
_hammer_league_tally_fixture (HammerLeagueModel *league,
                              guint              fixture,
                              HammerLeagueTally *tally)
{
  memset (tally, 0, sizeof *tally);
  tally->winner = -1;

  for (guint i = 0; i < league->games->len; i++)
    {
      HammerLeagueGame *game = g_ptr_array_index (league->games, i);

      if (game->fixture != fixture)
        continue;
      tally->entered++;
      for (int side = 0; side < 2; side++)
        tally->score[side] += game->score[side];
      if (game->winner >= 0)
        {
          tally->games[game->winner]++;
          tally->game_points[game->winner] += (int) league->points_per_game;
        }
    }

  tally->played = tally->entered == league->format->len;
  if (!tally->played)
    return;
  if (tally->game_points[0] != tally->game_points[1])
    {
      tally->winner = tally->game_points[0] > tally->game_points[1] ? 0 : 1;
      tally->bonus[tally->winner] = (int) league->win_bonus;
    }
  else if (tally->games[0] != tally->games[1])
    {
      /* With no points for a game, the games won still decide the match. */
      tally->winner = tally->games[0] > tally->games[1] ? 0 : 1;
      tally->bonus[tally->winner] = (int) league->win_bonus;
    }
  else
    tally->bonus[0] = tally->bonus[1] = (int) league->draw_bonus;
}

/* Names and dates, as changes compare and store them */

char *
_hammer_league_normalize_name (const char *text)
{
  g_auto(GStrv) words = NULL;

  if (text == NULL)
    return NULL;
  words = g_strsplit_set (text, " \t\n\r", -1);
  {
    g_autoptr(GString) out = g_string_new (NULL);

    for (guint i = 0; words[i] != NULL; i++)
      if (*words[i] != '\0')
        g_string_append_printf (out, "%s%s", out->len > 0 ? " " : "", words[i]);
    if (out->len == 0)
      return NULL;
    return g_string_free (g_steal_pointer (&out), FALSE);
  }
}

/* Names match whatever their case. */
gboolean
_hammer_league_same_name (const char *a,
                          const char *b)
{
  g_autofree char *x = g_utf8_casefold (a, -1);
  g_autofree char *y = g_utf8_casefold (b, -1);

  return g_utf8_collate (x, y) == 0;
}

char *
_hammer_league_dates_to_json (GArray *dates)
{
  g_autoptr(JsonArray) array = json_array_new ();
  g_autoptr(JsonNode) node = json_node_new (JSON_NODE_ARRAY);

  for (guint i = 0; i < dates->len; i++)
    {
      g_autofree char *text = _hammer_league_date_to_string (&g_array_index (dates, GDate, i));

      json_array_add_string_element (array, text);
    }
  json_node_set_array (node, array);
  return json_to_string (node, FALSE);
}

int
_hammer_league_compare_dates (gconstpointer a,
                              gconstpointer b)
{
  return g_date_compare (a, b);
}
