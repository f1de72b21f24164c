/* hammer-leagues-import.c — importing a league document
 *
 * A league document is read as hammer_leagues_create() reads a new league's
 * settings, and every result goes through the rules again; the whole import
 * is one change. The document is read in hammer-leagues-import-document.c.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <inttypes.h>
#include <stdio.h>
#include <string.h>

#include "hammer-i18n.h"

#include "hammer-error.h"
#include "hammer-json.h"
#include "league/hammer-leagues-private.h"

typedef struct
{
  gint64  id;
  guint   division;
  char   *name;
  GArray *roster;   /* document player numbers */
} ImportTeam;

static void
import_team_free (ImportTeam *team)
{
  g_free (team->name);
  g_clear_pointer (&team->roster, g_array_unref);
  g_free (team);
}

static gboolean
on_roster (ImportTeam *team,
           gint64      number)
{
  for (guint i = 0; i < team->roster->len; i++)
    if (g_array_index (team->roster, gint64, i) == number)
      return TRUE;
  return FALSE;
}

static gboolean
import_players (HammerStoreTx  *tx,
                JsonArray      *players,
                GArray         *ids,
                GError        **error)
{
  for (guint p = 0; p < json_array_get_length (players); p++)
    {
      JsonObject *player = hammer_json_element_object (players, p);
      g_autoptr(GError) local = NULL;
      gint64 id;

      if (player == NULL || hammer_json_string (player, "name") == NULL)
        return _hammer_league_doc_error (error, _("player %u has no name"), p + 1);
      if (!(id = hammer_roster_tx_ensure_player (tx, hammer_json_string (player, "name"),
                                                 hammer_json_string (player, "club"),
                                                 hammer_json_string (player, "licence"), &local)))
        {
          if (local->domain == HAMMER_ERROR && local->code == HAMMER_ERROR_INVALID)
            return _hammer_league_doc_error (error, _("player %u: %s"), p + 1, local->message);
          g_propagate_error (error, g_steal_pointer (&local));
          return FALSE;
        }
      for (guint q = 0; q < ids->len; q++)
        if (g_array_index (ids, gint64, q) == id)
          return _hammer_league_doc_error (error, _("players %u and %u are the same player of this "
                                                    "database (%s); give them licences"),
                                           q + 1, p + 1, hammer_json_string (player, "name"));
      g_array_append_val (ids, id);
    }
  return TRUE;
}

static gboolean
import_teams (HammerStoreTx            *tx,
              JsonArray                *teams,
              GArray                   *division_ids,
              GArray                   *player_ids,
              GPtrArray                *imported,
              HammerLeagueFixtureCheck *check,
              GError                  **error)
{
  g_autoptr(sqlite3_stmt) team_stmt = NULL;
  g_autoptr(sqlite3_stmt) roster_stmt = NULL;
  g_autofree int *team_of = g_new (int, player_ids->len + 1);

  for (guint p = 0; p < player_ids->len; p++)
    team_of[p] = -1;
  if (!(team_stmt = hammer_store_prepare (tx->db, "INSERT INTO league_teams (division_id, name,"
                                                  " club_id) VALUES (?, ?, ?)", error)) ||
      !(roster_stmt = hammer_store_prepare (tx->db, "INSERT INTO league_team_players (team_id,"
                                                    " player_id) VALUES (?, ?)", error)))
    return FALSE;

  for (guint t = 0; t < json_array_get_length (teams); t++)
    {
      JsonObject *object = hammer_json_element_object (teams, t);
      ImportTeam *team;
      JsonArray *roster;
      gint64 division = 0, club = 0;

      if (object == NULL)
        return _hammer_league_doc_error (error, _("team %u is not an object"), t + 1);
      team = g_new0 (ImportTeam, 1);
      team->roster = g_array_new (FALSE, FALSE, sizeof (gint64));
      g_ptr_array_add (imported, team);
      if (!(team->name = _hammer_league_normalize_name (hammer_json_string (object, "name"))))
        return _hammer_league_doc_error (error, _("team %u has no name"), t + 1);
      for (guint u = 0; u + 1 < imported->len; u++)
        if (_hammer_league_same_name (((ImportTeam *) g_ptr_array_index (imported, u))->name,
                                      team->name))
          return _hammer_league_doc_error (error, _("two teams are called “%s”"), team->name);
      if (!hammer_json_check_int (object, "division", 0, (gint64) division_ids->len - 1, -1,
                                  &division, NULL))
        return _hammer_league_doc_error (error, _("team %s is in no division of the league"),
                                         team->name);
      team->division = (guint) division;
      _hammer_league_fixture_check_add_team (check, team->name, team->division);
      if (hammer_json_string (object, "club") != NULL &&
          !(club = hammer_roster_tx_ensure_club (tx, hammer_json_string (object, "club"), error)))
        return FALSE;

      sqlite3_reset (team_stmt);
      sqlite3_clear_bindings (team_stmt);
      sqlite3_bind_int64 (team_stmt, 1, g_array_index (division_ids, gint64, division));
      sqlite3_bind_text (team_stmt, 2, team->name, -1, SQLITE_TRANSIENT);
      if (club != 0)
        sqlite3_bind_int64 (team_stmt, 3, club);
      if (!hammer_store_step_done (team_stmt, _("Could not store a team"), error))
        return FALSE;
      team->id = sqlite3_last_insert_rowid (tx->db);
      if (!hammer_store_tx_log_row (tx, "league_teams", team->id, NULL, error))
        return FALSE;
      if (!(roster = hammer_json_array (object, "players")) &&
          hammer_json_member (object, "players") != NULL)
        return _hammer_league_doc_error (error, _("the roster of %s is not a list"), team->name);
      for (guint i = 0; roster != NULL && i < json_array_get_length (roster); i++)
        {
          gint64 number = _hammer_league_doc_index (roster, i, player_ids->len);

          if (number < 0)
            return _hammer_league_doc_error (error,
                                             _("the roster of %s names player %u, who is not in "
                                               "the document"), team->name, i + 1);
          if (team_of[number] == (int) t)
            return _hammer_league_doc_error (error, _("the roster of %s names a player twice"),
                                             team->name);
          if (team_of[number] >= 0)
            {
              ImportTeam *other = g_ptr_array_index (imported, (guint) team_of[number]);

              return _hammer_league_doc_error (error,
                                               _("player %" PRId64 " is on the rosters of %s and "
                                                 "%s"), number + 1, other->name, team->name);
            }
          team_of[number] = (int) t;
          g_array_append_val (team->roster, number);
          sqlite3_reset (roster_stmt);
          sqlite3_bind_int64 (roster_stmt, 1, team->id);
          sqlite3_bind_int64 (roster_stmt, 2, g_array_index (player_ids, gint64, number));
          if (!hammer_store_tx_insert_row (tx, "league_team_players", roster_stmt,
                                           _("Could not save the roster"), error))
            return FALSE;
        }
    }
  return TRUE;
}

/* A fixture of a document whose games are being imported, and what
 * storing them needs. */
typedef struct
{
  HammerStoreTx     *tx;
  HammerLeagueModel *stub;
  guint              number;      /* in the document, from 0 */
  gint64             fixture_id;
  ImportTeam        *sides[2];
  GArray            *player_ids;
  GArray            *format;
  char              *title;       /* "Home – Away" */
  sqlite3_stmt      *game_stmt;
  sqlite3_stmt      *player_stmt;
} ImportFixture;

/* Stores game @index of the fixture with the result of @game, which the
 * rules play again. Returns the game's row id, or 0. */
static gint64
import_game_row (ImportFixture  *fixture,
                 JsonObject     *game,
                 gint64          index,
                 GError        **error)
{
  g_autoptr(GError) violation = NULL;
  g_autoptr(HammerMatch) match = NULL;
  g_autofree char *text = NULL;
  JsonNode *result = hammer_json_member (game, "result");
  sqlite3_stmt *stmt = fixture->game_stmt;

  if (!(match = _hammer_league_play_finished_game (fixture->stub,
                                                   g_array_index (fixture->format, guint,
                                                                          index),
                                                   result, &violation)))
    {
      _hammer_league_doc_error (error, _("%s (fixture %u), game %u: %s"), fixture->title,
                                fixture->number + 1, (guint) index + 1, violation->message);
      return 0;
    }
  text = _hammer_league_result_text (result);

  sqlite3_reset (stmt);
  sqlite3_clear_bindings (stmt);
  sqlite3_bind_int64 (stmt, 1, fixture->fixture_id);
  sqlite3_bind_int64 (stmt, 2, index);
  sqlite3_bind_text (stmt, 3, text, -1, SQLITE_TRANSIENT);
  if (hammer_match_get_winner (match) >= 0)
    sqlite3_bind_int (stmt, 4, hammer_match_get_winner (match));
  for (int side = 0; side < 2; side++)
    {
      sqlite3_bind_int (stmt, 5 + side, hammer_match_get_totals (match)[side]);
      sqlite3_bind_int (stmt, 7 + side, hammer_match_get_games_won (match)[side]);
    }
  return hammer_store_tx_insert_row (fixture->tx, "league_games", stmt,
                                     _("Could not save the result"), error);
}

/* Stores the players of one side of game @index (row @game_id); @seen
 * marks the document's players who play the game. */
static gboolean
import_game_side (ImportFixture  *fixture,
                  JsonObject     *game,
                  gint64          index,
                  int             side,
                  gint64          game_id,
                  gboolean       *seen,
                  GError        **error)
{
  JsonArray *list = hammer_json_array (game, side == 0 ? "home" : "away");
  JsonArray *substitutes = hammer_json_array (game, "substitutes");
  ImportTeam *team = fixture->sides[side];
  guint players = g_array_index (fixture->format, guint, index);
  guint n_ids = fixture->player_ids->len;

  if (list == NULL || json_array_get_length (list) != players)
    return _hammer_league_doc_error (error,
                                     g_dngettext (GETTEXT_PACKAGE,
                                                  "%s (fixture %u), game %u: %s plays it "
                                                  "with %u player",
                                                  "%s (fixture %u), game %u: %s plays it "
                                                  "with %u players", players),
                                     fixture->title, fixture->number + 1, (guint) index + 1,
                                     team->name, players);
  for (guint p = 0; p < players; p++)
    {
      gint64 player = _hammer_league_doc_index (list, p, n_ids);
      gboolean substitute = FALSE;

      if (player < 0)
        return _hammer_league_doc_error (error, _("%s (fixture %u), game %u: player %u of %s is "
                                                  "not in the document"), fixture->title,
                                         fixture->number + 1, (guint) index + 1, p + 1, team->name);
      if (seen[player])
        return _hammer_league_doc_error (error, _("%s (fixture %u), game %u: player %" PRId64
                                                  " is named twice"), fixture->title,
                                         fixture->number + 1, (guint) index + 1, player + 1);
      seen[player] = TRUE;
      for (guint i = 0; substitutes != NULL && i < json_array_get_length (substitutes); i++)
        substitute |= _hammer_league_doc_index (substitutes, i, n_ids) == player;
      /* A substitute may have joined a roster since; anyone else plays for
       * the team whose roster holds them. */
      if (!substitute && !on_roster (team, player))
        return _hammer_league_doc_error (error,
                                         _("%s (fixture %u), game %u: player %" PRId64
                                           " is not on the roster of %s and not a "
                                           "substitute"),
                                         fixture->title, fixture->number + 1, (guint) index + 1,
                                         player + 1, team->name);

      sqlite3_reset (fixture->player_stmt);
      sqlite3_bind_int64 (fixture->player_stmt, 1, game_id);
      sqlite3_bind_int (fixture->player_stmt, 2, side);
      sqlite3_bind_int (fixture->player_stmt, 3, (int) p);
      sqlite3_bind_int64 (fixture->player_stmt, 4,
                          g_array_index (fixture->player_ids, gint64, player));
      sqlite3_bind_int (fixture->player_stmt, 5, substitute ? 1 : 0);
      if (!hammer_store_tx_insert_row (fixture->tx, "league_game_players", fixture->player_stmt,
                                       _("Could not save the result"), error))
        return FALSE;
    }
  return TRUE;
}

/* Element @g of the fixture's games; @entered marks the games stored. */
static gboolean
import_game (ImportFixture  *fixture,
             JsonObject     *game,
             guint           g,
             gboolean       *entered,
             GError        **error)
{
  g_autofree gboolean *seen = g_new0 (gboolean, fixture->player_ids->len + 1);
  guint n_ids = fixture->player_ids->len;
  JsonArray *substitutes;
  gint64 index;
  gint64 game_id;

  if (game == NULL ||
      !hammer_json_check_int (game, "game", 0, fixture->format->len - 1, -1, &index, NULL))
    return _hammer_league_doc_error (error,
                                     _("%s (fixture %u): game %u is not one of the %u games of a "
                                       "team match"), fixture->title, fixture->number + 1, g + 1,
                                     fixture->format->len);
  if (entered[index])
    return _hammer_league_doc_error (error, _("%s (fixture %u), game %u: entered twice"),
                                     fixture->title, fixture->number + 1, (guint) index + 1);
  entered[index] = TRUE;

  substitutes = hammer_json_array (game, "substitutes");
  for (guint i = 0; substitutes != NULL && i < json_array_get_length (substitutes); i++)
    if (_hammer_league_doc_index (substitutes, i, n_ids) < 0)
      return _hammer_league_doc_error (error,
                                       _("%s (fixture %u), game %u: a substitute is not in the "
                                         "document"), fixture->title, fixture->number + 1,
                                       (guint) index + 1);

  if (!(game_id = import_game_row (fixture, game, index, error)) ||
      !import_game_side (fixture, game, index, 0, game_id, seen, error) ||
      !import_game_side (fixture, game, index, 1, game_id, seen, error))
    return FALSE;
  for (guint i = 0; substitutes != NULL && i < json_array_get_length (substitutes); i++)
    if (!seen[_hammer_league_doc_index (substitutes, i, n_ids)])
      return _hammer_league_doc_error (error,
                                       _("%s (fixture %u), game %u: a substitute does not play "
                                         "the game"), fixture->title, fixture->number + 1,
                                       (guint) index + 1);
  return TRUE;
}

/* The games of fixture number @number (from 0 in the document), stored as
 * fixture @fixture_id; every result goes through the rules again. */
static gboolean
import_games (HammerStoreTx     *tx,
              HammerLeagueModel *stub,
              JsonObject        *object,
              guint              number,
              gint64             fixture_id,
              ImportTeam        *sides[2],
              GArray            *player_ids,
              GArray            *format,
              GError           **error)
{
  g_autoptr(sqlite3_stmt) game_stmt = NULL;
  g_autoptr(sqlite3_stmt) player_stmt = NULL;
  g_autofree char *title = g_strdup_printf ("%s – %s", sides[0]->name, sides[1]->name);
  g_autofree gboolean *entered = g_new0 (gboolean, format->len);
  JsonArray *games = hammer_json_array (object, "games");
  ImportFixture fixture = {
    tx, stub, number, fixture_id, { sides[0], sides[1] }, player_ids, format, title,
  };

  if (!_hammer_league_prepare_game_inserts (tx->db, &game_stmt, &player_stmt, error))
    return FALSE;
  fixture.game_stmt = game_stmt;
  fixture.player_stmt = player_stmt;

  for (guint g = 0; games != NULL && g < json_array_get_length (games); g++)
    if (!import_game (&fixture, hammer_json_element_object (games, g), g, entered, error))
      return FALSE;
  if (games == NULL && hammer_json_member (object, "games") != NULL)
    return _hammer_league_doc_error (error, _("%s (fixture %u): the games are not a list"), title,
                                     number + 1);
  return TRUE;
}

static gboolean
import_fixtures (HammerStoreTx            *tx,
                 HammerLeagueModel        *stub,
                 JsonArray                *fixtures,
                 GArray                   *division_ids,
                 GPtrArray                *teams,
                 GArray                   *player_ids,
                 HammerLeagueFixtureCheck *check,
                 GError                  **error)
{
  g_autoptr(sqlite3_stmt) stmt = NULL;

  if (!(stmt = hammer_store_prepare (tx->db, "INSERT INTO league_fixtures (division_id, day,"
                                             " day_date, date, postponed, home_id, away_id)"
                                             " VALUES (?, ?, ?, ?, ?, ?, ?)", error)))
    return FALSE;

  for (guint i = 0; i < json_array_get_length (fixtures); i++)
    {
      JsonObject *object = hammer_json_element_object (fixtures, i);
      g_autoptr(GError) local = NULL;
      g_autofree char *day_date_text = NULL;
      g_autofree char *date_text = NULL;
      ImportTeam *sides[2] = { NULL, NULL };
      gint64 division, day, home, away = -1;
      gboolean postponed;
      GDate day_date, date;
      gint64 fixture_id;
      JsonArray *games;

      if (object == NULL)
        return _hammer_league_doc_error (error, _("fixture %u is not an object"), i + 1);
      if (!hammer_json_check_int (object, "division", 0, (gint64) division_ids->len - 1, -1,
                                  &division, NULL))
        return _hammer_league_doc_error (error, _("fixture %u is in no division of the league"),
                                         i + 1);
      if (!hammer_json_check_int (object, "day", 1, 10000, 0, &day, NULL))
        return _hammer_league_doc_error (error, _("fixture %u has no match day"), i + 1);
      if (!_hammer_league_parse_date (hammer_json_string (object, "day_date"), _("The match day"),
                                      &day_date, &local))
        return _hammer_league_doc_error (error, _("fixture %u: %s"), i + 1, local->message);
      g_date_clear (&date, 1);
      if (hammer_json_member (object, "date") != NULL &&
          !_hammer_league_parse_date (hammer_json_string (object, "date"), _("The date"), &date,
                                      &local))
        return _hammer_league_doc_error (error, _("fixture %u: %s"), i + 1, local->message);
      if (!hammer_json_check_bool (object, "postponed", FALSE, &postponed, NULL))
        return _hammer_league_doc_error (error, _("fixture %u: postponed is not true or false"),
                                         i + 1);
      if (!g_date_valid (&date) && !postponed)
        return _hammer_league_doc_error (error, _("fixture %u has no date and is not postponed"),
                                         i + 1);
      if (!hammer_json_check_int (object, "home", 0, (gint64) teams->len - 1, -1, &home, NULL) ||
          (hammer_json_member (object, "away") != NULL &&
           !hammer_json_check_int (object, "away", 0, (gint64) teams->len - 1, -1, &away, NULL)))
        return _hammer_league_doc_error (error,
                                         _("fixture %u names a team that is not in the document"),
                                         i + 1);
      sides[0] = g_ptr_array_index (teams, (guint) home);
      sides[1] = away >= 0 ? g_ptr_array_index (teams, (guint) away) : NULL;
      if (sides[0]->division != division || (sides[1] != NULL && sides[1]->division != division))
        return _hammer_league_doc_error (error,
                                         _("fixture %u: a team of another division plays in it"),
                                         i + 1);
      if (home == away)
        return _hammer_league_doc_error (error, _("fixture %u: %s plays against itself"), i + 1,
                                         sides[0]->name);
      if (!_hammer_league_fixture_check_add (check, i, (guint) division, day, &day_date, &date,
                                             postponed, (int) home, (int) away, &local))
        return _hammer_league_doc_error (error, "%s", local->message);
      games = hammer_json_array (object, "games");
      if (games != NULL && json_array_get_length (games) > 0)
        {
          if (sides[1] == NULL)
            return _hammer_league_doc_error (error,
                                             _("fixture %u is a bye for %s and has no games"),
                                             i + 1, sides[0]->name);
          if (!g_date_valid (&date))
            return _hammer_league_doc_error (error,
                                             _("fixture %u is postponed without a date but has "
                                               "results"), i + 1);
        }

      day_date_text = _hammer_league_date_to_string (&day_date);
      date_text = _hammer_league_date_to_string (&date);
      sqlite3_reset (stmt);
      sqlite3_clear_bindings (stmt);
      sqlite3_bind_int64 (stmt, 1, g_array_index (division_ids, gint64, division));
      sqlite3_bind_int64 (stmt, 2, day);
      sqlite3_bind_text (stmt, 3, day_date_text, -1, SQLITE_TRANSIENT);
      hammer_store_bind_text (stmt, 4, date_text);
      sqlite3_bind_int (stmt, 5, postponed ? 1 : 0);
      sqlite3_bind_int64 (stmt, 6, sides[0]->id);
      if (sides[1] != NULL)
        sqlite3_bind_int64 (stmt, 7, sides[1]->id);
      if (!hammer_store_step_done (stmt, _("Could not store a fixture"), error))
        return FALSE;
      fixture_id = sqlite3_last_insert_rowid (tx->db);
      if (!hammer_store_tx_log_row (tx, "league_fixtures", fixture_id, NULL, error))
        return FALSE;
      if (sides[1] != NULL &&
          !import_games (tx, stub, object, i, fixture_id, sides, player_ids, stub->format,
                         error))
        return FALSE;
    }
  return TRUE;
}

/* Stores the league of @root, read into @settings, inside @tx, and checks
 * that it reads back as a league. Returns its id, or 0. */
static gint64
import_league (HammerStoreTx        *tx,
               JsonObject           *root,
               HammerLeagueSettings *settings,
               GPtrArray            *division_names,
               GError              **error)
{
  g_autoptr(GArray) division_ids = g_array_new (FALSE, FALSE, sizeof (gint64));
  g_autoptr(GArray) player_ids = g_array_new (FALSE, FALSE, sizeof (gint64));
  g_autoptr(GPtrArray) teams = g_ptr_array_new_with_free_func ((GDestroyNotify) import_team_free);
  g_autoptr(HammerLeagueFixtureCheck) fixture_check = NULL;
  g_autoptr(HammerLeagueModel) check = NULL;
  HammerLeagueModel stub = { 0 };
  gint64 league_id;

  /* The results are played through the rules of a league not stored yet. */
  stub.rules = settings->rules;
  stub.rules_id = (char *) settings->rules->id;
  stub.options = settings->options;
  stub.format = settings->format;
  /* What the fixtures must be follows from the teams' divisions. */
  fixture_check = _hammer_league_fixture_check_new (settings, division_names->len);

  if (!(league_id = _hammer_league_insert (tx, settings, division_names, division_ids,
                                           _("Could not store the league"), error)) ||
      !import_players (tx, hammer_json_array (root, "players"), player_ids, error) ||
      !import_teams (tx, hammer_json_array (root, "teams"), division_ids, player_ids, teams,
                     fixture_check, error) ||
      !import_fixtures (tx, &stub, hammer_json_array (root, "fixtures"), division_ids, teams,
                        player_ids, fixture_check, error))
    return 0;

  /* What was written must read back as a league. */
  if (!(check = _hammer_league_load (tx->db, league_id, error)))
    return 0;
  return league_id;
}

gint64
hammer_leagues_import (HammerStore  *self,
                       JsonNode     *document,
                       GError      **error)
{
  g_auto(HammerLeagueSettings) settings = { 0 };
  g_autoptr(GPtrArray) division_names = NULL;
  g_autofree char *description = NULL;
  HammerStoreTx tx = { 0 };
  JsonObject *root;
  JsonNode *league;
  gint64 league_id;

  g_return_val_if_fail (HAMMER_IS_STORE (self), 0);

  /* An empty file parses to no document at all: refused as any other. */
  if (!(root = _hammer_league_read_doc_root (document, error)))
    return 0;
  league = hammer_json_member (root, "league");
  if (!_hammer_league_read_doc_settings (league != NULL && JSON_NODE_HOLDS_OBJECT (league)
                                         ? json_node_get_object (league) : NULL,
                                         &settings, error))
    return 0;
  if (hammer_json_array (root, "divisions") == NULL ||
      hammer_json_array (root, "players") == NULL ||
      hammer_json_array (root, "teams") == NULL ||
      hammer_json_array (root, "fixtures") == NULL)
    return _hammer_league_doc_error (error, _("divisions, players, teams or fixtures are missing"));
  if (!(division_names = _hammer_league_read_doc_divisions (hammer_json_array (root, "divisions"),
                                                            error)))
    return 0;

  /* TRANSLATORS: a change in the history; %s is a league's name. */
  description = g_strdup_printf (_("Import league %s"), settings.name);
  if (!hammer_store_tx_begin (&tx, hammer_store_get_db (self), description, error))
    return 0;
  league_id = import_league (&tx, root, &settings, division_names, error);
  return hammer_store_tx_end (&tx, self, league_id != 0, error) ? league_id : 0;
}
