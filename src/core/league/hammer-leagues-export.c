/* hammer-leagues-export.c — exporting a league document
 *
 * A league document holds a whole league, its players numbered from 0, so
 * that another database can import it.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "league/hammer-leagues-private.h"

/* Numbers the players of @league in the order they first appear: the
 * rosters team by team, then whoever played without being on one. */
static GArray *
document_players (HammerLeagueModel *league)
{
  GArray *keys = g_array_new (FALSE, FALSE, sizeof (gint64));
  g_autoptr(GHashTable) seen = g_hash_table_new (g_int64_hash, g_int64_equal);

  for (guint t = 0; t < league->teams->len; t++)
    {
      HammerLeagueTeam *team = g_ptr_array_index (league->teams, t);

      for (guint p = 0; p < team->players->len; p++)
        if (!g_hash_table_contains (seen, &g_array_index (team->players, gint64, p)))
          {
            g_array_append_val (keys, g_array_index (team->players, gint64, p));
            g_hash_table_add (seen, &g_array_index (team->players, gint64, p));
          }
    }
  for (guint g = 0; g < league->games->len; g++)
    {
      HammerLeagueGame *game = g_ptr_array_index (league->games, g);

      for (int side = 0; side < 2; side++)
        for (guint p = 0; p < game->players[side]->len; p++)
          {
            HammerLeagueGamePlayer *player =
              &g_array_index (game->players[side], HammerLeagueGamePlayer, p);

            if (!g_hash_table_contains (seen, &player->player))
              {
                g_array_append_val (keys, player->player);
                g_hash_table_add (seen, &player->player);
              }
          }
    }
  return keys;
}

static guint
document_player_number (GArray *keys,
                        gint64  player)
{
  for (guint k = 0; k < keys->len; k++)
    if (g_array_index (keys, gint64, k) == player)
      return k;
  g_return_val_if_reached (0);
}

static gboolean
add_document_player (JsonBuilder  *builder,
                     sqlite3_stmt *stmt,
                     gint64        player,
                     GError      **error)
{
  int rc;

  sqlite3_reset (stmt);
  sqlite3_bind_int64 (stmt, 1, player);
  if ((rc = sqlite3_step (stmt)) != SQLITE_ROW)
    return _hammer_league_read_failed (sqlite3_db_handle (stmt), rc, error);
  json_builder_begin_object (builder);
  _hammer_league_add_string_or_null (builder, "name", (const char *) sqlite3_column_text (stmt, 0));
  _hammer_league_add_string_or_null (builder, "club", (const char *) sqlite3_column_text (stmt, 1));
  _hammer_league_add_string_or_null (builder, "licence",
                                     (const char *) sqlite3_column_text (stmt, 2));
  json_builder_end_object (builder);
  return TRUE;
}

/* The settings of @league, as hammer_leagues_import() reads them. */
static void
add_document_league (JsonBuilder       *builder,
                     HammerLeagueModel *league)
{
  g_autoptr(JsonNode) options = json_node_new (JSON_NODE_OBJECT);

  json_builder_set_member_name (builder, "league");
  json_builder_begin_object (builder);
  _hammer_league_add_string_or_null (builder, "name", league->name);
  _hammer_league_add_string_or_null (builder, "rules", league->rules_id);
  /* The options as they were given: the format sets the team size of each
   * game, and defaults stay defaults. */
  json_builder_set_member_name (builder, "options");
  json_node_set_object (options, league->options);
  json_builder_add_value (builder, json_node_copy (options));
  _hammer_league_add_calendar (builder, league);
  json_builder_set_member_name (builder, "format");
  json_builder_begin_array (builder);
  for (guint i = 0; i < league->format->len; i++)
    json_builder_add_int_value (builder, g_array_index (league->format, guint, i));
  json_builder_end_array (builder);
  _hammer_league_add_scoring (builder, league);
  json_builder_end_object (builder);

  json_builder_set_member_name (builder, "divisions");
  json_builder_begin_array (builder);
  for (guint d = 0; d < league->divisions->len; d++)
    {
      HammerLeagueDivision *division = g_ptr_array_index (league->divisions, d);

      json_builder_begin_object (builder);
      _hammer_league_add_string_or_null (builder, "name", division->name);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
}

/* The players @keys numbers, with what the roster knows of them. */
static gboolean
add_document_players (JsonBuilder  *builder,
                      sqlite3      *db,
                      GArray       *keys,
                      GError      **error)
{
  g_autoptr(sqlite3_stmt) stmt = NULL;

  if (!(stmt = hammer_store_prepare (db, "SELECT p.name, c.name, p.licence FROM players p"
                                         " LEFT JOIN clubs c ON c.id = p.club_id"
                                         " WHERE p.id = ?", error)))
    return FALSE;
  json_builder_set_member_name (builder, "players");
  json_builder_begin_array (builder);
  for (guint k = 0; k < keys->len; k++)
    if (!add_document_player (builder, stmt, g_array_index (keys, gint64, k), error))
      return FALSE;
  json_builder_end_array (builder);
  return TRUE;
}

static void
add_document_teams (JsonBuilder       *builder,
                    HammerLeagueModel *league,
                    GArray            *keys)
{
  json_builder_set_member_name (builder, "teams");
  json_builder_begin_array (builder);
  for (guint t = 0; t < league->teams->len; t++)
    {
      HammerLeagueTeam *team = g_ptr_array_index (league->teams, t);

      json_builder_begin_object (builder);
      _hammer_league_add_string_or_null (builder, "name", team->name);
      _hammer_league_add_string_or_null (builder, "club", team->club);
      _hammer_league_add_int (builder, "division", team->division);
      json_builder_set_member_name (builder, "players");
      json_builder_begin_array (builder);
      for (guint p = 0; p < team->players->len; p++)
        json_builder_add_int_value (builder,
                                    document_player_number (keys, g_array_index (team->players,
                                                                                 gint64, p)));
      json_builder_end_array (builder);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
}

/* Game number @g of a fixture: its players by document number, and the
 * result as it was entered. */
static gboolean
add_document_game (JsonBuilder       *builder,
                   HammerLeagueModel *league,
                   GArray            *keys,
                   HammerLeagueGame  *game,
                   guint              g,
                   GError           **error)
{
  g_autoptr(JsonNode) result = NULL;

  json_builder_begin_object (builder);
  _hammer_league_add_int (builder, "game", g);
  for (int side = 0; side < 2; side++)
    {
      json_builder_set_member_name (builder, side == 0 ? "home" : "away");
      json_builder_begin_array (builder);
      for (guint p = 0; p < game->players[side]->len; p++)
        json_builder_add_int_value (builder,
                                    document_player_number (
                                      keys, g_array_index (game->players[side],
                                                           HammerLeagueGamePlayer, p).player));
      json_builder_end_array (builder);
    }
  json_builder_set_member_name (builder, "substitutes");
  json_builder_begin_array (builder);
  for (int side = 0; side < 2; side++)
    for (guint p = 0; p < game->players[side]->len; p++)
      {
        HammerLeagueGamePlayer *player =
          &g_array_index (game->players[side], HammerLeagueGamePlayer, p);

        if (player->substitute)
          json_builder_add_int_value (builder, document_player_number (keys, player->player));
      }
  json_builder_end_array (builder);
  json_builder_set_member_name (builder, "result");
  if ((result = _hammer_league_parse_json (game->result)) == NULL)
    return _hammer_league_damaged (league, error);
  json_builder_add_value (builder, g_steal_pointer (&result));
  json_builder_end_object (builder);
  return TRUE;
}

static gboolean
add_document_fixtures (JsonBuilder       *builder,
                       HammerLeagueModel *league,
                       GArray            *keys,
                       GError           **error)
{
  json_builder_set_member_name (builder, "fixtures");
  json_builder_begin_array (builder);
  for (guint i = 0; i < league->fixtures->len; i++)
    {
      HammerLeagueFixture *fixture = _hammer_league_get_fixture (league, i);

      json_builder_begin_object (builder);
      _hammer_league_add_int (builder, "division", fixture->division);
      _hammer_league_add_int (builder, "day", fixture->day);
      _hammer_league_add_date (builder, "day_date", &fixture->day_date);
      _hammer_league_add_date (builder, "date", &fixture->date);
      json_builder_set_member_name (builder, "postponed");
      json_builder_add_boolean_value (builder, fixture->postponed);
      _hammer_league_add_int (builder, "home", fixture->home);
      json_builder_set_member_name (builder, "away");
      if (fixture->away >= 0)
        json_builder_add_int_value (builder, fixture->away);
      else
        json_builder_add_null_value (builder);
      json_builder_set_member_name (builder, "games");
      json_builder_begin_array (builder);
      for (guint g = 0; g < league->format->len; g++)
        {
          HammerLeagueGame *game = _hammer_league_find_game (league, i, g);

          if (game != NULL && !add_document_game (builder, league, keys, game, g, error))
            return FALSE;
        }
      json_builder_end_array (builder);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  return TRUE;
}

JsonNode *
hammer_leagues_export (HammerStore  *self,
                       gint64        league_id,
                       GError      **error)
{
  g_autoptr(HammerLeagueModel) league = NULL;
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_autoptr(GArray) keys = NULL;
  sqlite3 *db;

  g_return_val_if_fail (HAMMER_IS_STORE (self), NULL);

  db = hammer_store_get_db (self);
  if (!(league = _hammer_league_load (db, league_id, error)))
    return NULL;
  keys = document_players (league);

  json_builder_begin_object (builder);
  _hammer_league_add_string_or_null (builder, "format", "hammer-league");
  _hammer_league_add_int (builder, "version", HAMMER_LEAGUE_DOCUMENT_VERSION);
  add_document_league (builder, league);
  if (!add_document_players (builder, db, keys, error))
    return NULL;
  add_document_teams (builder, league, keys);
  if (!add_document_fixtures (builder, league, keys, error))
    return NULL;
  json_builder_end_object (builder);
  return json_builder_get_root (builder);
}
