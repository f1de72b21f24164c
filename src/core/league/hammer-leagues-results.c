/* hammer-leagues-results.c — entering and clearing results
 *
 * Every game of a team match is replayed through the rules before anything
 * is written; a result entered again replaces the old one row by row, so
 * that undo brings it back.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <inttypes.h>

#include "hammer-i18n.h"

#include "hammer-error.h"
#include "league/hammer-leagues-private.h"

typedef struct
{
  guint     game;
  GStrv     players[2];
  JsonNode *result;
  /* What the rules made of it. */
  char     *text;
  int       winner;
  int       score[2];
  int       games_won[2];
} Entry;

static void
entry_free (Entry *entry)
{
  g_strfreev (entry->players[0]);
  g_strfreev (entry->players[1]);
  g_clear_pointer (&entry->result, json_node_unref);
  g_free (entry->text);
  g_free (entry);
}

gboolean
_hammer_league_delete_game_rows (HammerStoreTx    *tx,
                                 HammerLeagueGame *game,
                                 GError          **error)
{
  for (int side = 0; side < 2; side++)
    for (guint i = 0; i < game->players[side]->len; i++)
      {
        gint64 row = g_array_index (game->players[side], HammerLeagueGamePlayer, i).row;

        if (!hammer_store_tx_update_row (tx, "league_game_players", row,
                                         "DELETE FROM league_game_players WHERE id = ?1", error))
          return FALSE;
      }
  return hammer_store_tx_update_row (tx, "league_games", game->id,
                                     "DELETE FROM league_games WHERE id = ?1", error);
}

/* Replays @input through the rules of a game of @players a side. */
HammerMatch *
_hammer_league_play_game (HammerLeagueModel *league,
                          guint              players,
                          JsonNode          *input,
                          GError           **error)
{
  return _hammer_league_play_named_game (league, players, NULL, input, FALSE, error);
}

HammerMatch *
_hammer_league_play_finished_game (HammerLeagueModel *league,
                                   guint              players,
                                   JsonNode          *input,
                                   GError           **error)
{
  return _hammer_league_play_named_game (league, players, NULL, input, TRUE, error);
}

HammerMatch *
_hammer_league_play_named_game (HammerLeagueModel  *league,
                                guint               players,
                                const char * const *names,
                                JsonNode           *input,
                                gboolean            finished,
                                GError            **error)
{
  g_autoptr(HammerMatch) match = NULL;
  HammerOptions options;

  if (!_hammer_league_resolve_options (league->rules, league->options, players, &options,
                                       error))
    return NULL;
  match = hammer_match_replay_result_named (league->rules, &options, names, input, error);
  if (finished && match != NULL && hammer_match_get_state (match) != HAMMER_STATE_FINISHED)
    {
      g_propagate_error (error,
                         hammer_rules_error_new (HAMMER_REASON_UNFINISHED_GAME, -1, -1, -1,
                                                 _("The match is not finished; enter every "
                                                   "game to its end")));
      return NULL;
    }
  return g_steal_pointer (&match);
}

char *
_hammer_league_result_text (JsonNode *result)
{
  g_autoptr(JsonObject) object = json_object_new ();
  g_autoptr(JsonNode) node = json_node_new (JSON_NODE_OBJECT);

  json_object_set_member (object, "games",
                          json_node_copy (json_object_get_member (json_node_get_object (result),
                                                                  "games")));
  json_node_set_object (node, object);
  return json_to_string (node, FALSE);
}

/* Scores @entry through the rules; on a violation sets @error naming the
 * fixture and the game (hammer_error_get_fixture() and the rest). */
static gboolean
score_entry (HammerLeagueModel  *league,
             gint64              fixture_id,
             const char         *title,
             const char * const *names,
             Entry              *entry,
             GError     **error)
{
  g_autoptr(GError) violation = NULL;
  g_autoptr(HammerMatch) match = NULL;
  g_autoptr(JsonNode) games = NULL;
  guint players = g_array_index (league->format, guint, entry->game);

  match = _hammer_league_play_named_game (league, players, names, entry->result, TRUE, &violation);
  if (violation != NULL)
    {
      g_autofree char *message = NULL;

      /* TRANSLATORS: a fixture ("A – B"), its number, the game of the
       * team match and what the rules found wrong. */
      message = g_strdup_printf (_("%s (fixture %" PRId64 "), game %u: %s"), title, fixture_id,
                                 entry->game + 1, violation->message);
      g_free (violation->message);
      violation->message = g_steal_pointer (&message);
      hammer_error_set_fixture (violation, fixture_id, entry->game);
      g_propagate_error (error, g_steal_pointer (&violation));
      return FALSE;
    }

  entry->winner = hammer_match_get_winner (match);
  for (int side = 0; side < 2; side++)
    {
      entry->score[side] = hammer_match_get_totals (match)[side];
      entry->games_won[side] = hammer_match_get_games_won (match)[side];
    }
  entry->text = _hammer_league_result_text (entry->result);
  return TRUE;
}

/* A team match whose games are being entered, and how messages name it. */
typedef struct
{
  HammerLeagueModel   *league;
  HammerLeagueFixture *fixture;
  guint                index;       /* of the fixture in the league */
  gint64               fixture_id;
  char                *title;       /* "Home – Away" */
} Entering;

/* Checks that the team match of @entering can have @entries entered. */
static gboolean
check_fixture_open (Entering   *entering,
                    GPtrArray  *entries,
                    GError    **error)
{
  HammerLeagueFixture *fixture = entering->fixture;

  if (fixture->away < 0)
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   _("Fixture %" PRId64 " is a bye for %s; it has no games"),
                   entering->fixture_id,
                   _hammer_league_get_team (entering->league, fixture->home)->name);
      return FALSE;
    }
  if (!g_date_valid (&fixture->date))
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   _("%s (fixture %" PRId64 ") is postponed without a date; reschedule it "
                     "before entering its results"), entering->title, entering->fixture_id);
      return FALSE;
    }
  if (entries->len == 0)
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   _("%s (fixture %" PRId64 "): no games to enter"), entering->title,
                   entering->fixture_id);
      return FALSE;
    }
  return TRUE;
}

/* Checks entry @e of @entries before anything is written: its game, its
 * players a side and its result, which the rules score. */
static gboolean
check_entry (Entering     *entering,
             GPtrArray    *entries,
             guint         e,
             GError      **error)
{
  HammerLeagueModel *league = entering->league;
  Entry *entry = g_ptr_array_index (entries, e);
  const char *names[3] = { NULL, };
  guint players;

  if (entry->game >= league->format->len)
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   _("%s (fixture %" PRId64 "): a team match of league %s has games 1 to "
                     "%u, not %u"), entering->title, entering->fixture_id, league->name,
                   league->format->len, entry->game + 1);
      return FALSE;
    }
  for (guint f = 0; f < e; f++)
    if (((Entry *) g_ptr_array_index (entries, f))->game == entry->game)
      {
        g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                     _("%s (fixture %" PRId64 "), game %u: entered twice"), entering->title,
                     entering->fixture_id, entry->game + 1);
        return FALSE;
      }
  players = g_array_index (league->format, guint, entry->game);
  for (int side = 0; side < 2; side++)
    {
      guint given = entry->players[side] != NULL ? g_strv_length (entry->players[side]) : 0;
      HammerLeagueFixture *fixture = entering->fixture;

      if (given != players)
        {
          HammerLeagueTeam *team =
            _hammer_league_get_team (league, side == 0 ? fixture->home : fixture->away);

          g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                       g_dngettext (GETTEXT_PACKAGE,
                                    "%s (fixture %" PRId64 "), game %u: %s plays it with "
                                    "%u player, not %u",
                                    "%s (fixture %" PRId64 "), game %u: %s plays it with "
                                    "%u players, not %u", players),
                       entering->title, entering->fixture_id, entry->game + 1, team->name,
                       players, given);
          return FALSE;
        }
    }
  /* The rules' sentences name the teams, home first. */
  names[0] = _hammer_league_get_team (league, entering->fixture->home)->name;
  names[1] = _hammer_league_get_team (league, entering->fixture->away)->name;
  return score_entry (league, entering->fixture_id, entering->title, names, entry, error);
}

/* The player that @text names in game @entry of the team @own, found
 * inside @tx; @roster receives the team whose roster holds them, or -1.
 * @seen holds the players of the game so far. Returns 0 on error. */
static gint64
find_game_player (Entering       *entering,
                  HammerStoreTx  *tx,
                  Entry          *entry,
                  int             own,
                  const char     *text,
                  GArray         *seen,
                  int            *roster,
                  GError        **error)
{
  HammerLeagueModel *league = entering->league;
  HammerLeagueTeam *team = _hammer_league_get_team (league, own);
  g_autofree char *name = NULL;
  gint64 player = 0;

  /* A name on the team's roster is that player, before anyone of the same
   * name elsewhere on the players' roster. */
  for (guint i = 0; i < team->players->len && !_hammer_league_is_number (text); i++)
    {
      gint64 id = g_array_index (team->players, gint64, i);

      if (_hammer_league_same_name (_hammer_league_player_name (league, id), text))
        player = id;
    }
  if (player == 0 && !(player = _hammer_league_resolve_player (tx, text, team->club, &name, error)))
    {
      g_prefix_error (error, _("%s (fixture %" PRId64 "), game %u: "), entering->title,
                      entering->fixture_id, entry->game + 1);
      return 0;
    }
  if (name == NULL)
    name = g_strdup (_hammer_league_player_name (league, player));
  *roster = _hammer_league_roster_team (league, player);
  if (*roster >= 0 && *roster != own)
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   _("%s (fixture %" PRId64 "), game %u: %s plays for %s and "
                     "cannot play for %s"), entering->title, entering->fixture_id,
                   entry->game + 1, name, _hammer_league_get_team (league, *roster)->name,
                   team->name);
      return 0;
    }
  for (guint i = 0; i < seen->len; i++)
    if (g_array_index (seen, gint64, i) == player)
      {
        g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                     _("%s (fixture %" PRId64 "), game %u: %s is named twice"),
                     entering->title, entering->fixture_id, entry->game + 1, name);
        return 0;
      }
  g_array_append_val (seen, player);
  return player;
}

/* Stores the players of @entry, game row @game_id, with @stmt inside @tx. */
static gboolean
insert_entry_players (Entering       *entering,
                      HammerStoreTx  *tx,
                      sqlite3_stmt   *stmt,
                      Entry          *entry,
                      gint64          game_id,
                      GError        **error)
{
  g_autoptr(GArray) seen = g_array_new (FALSE, FALSE, sizeof (gint64));

  for (int side = 0; side < 2; side++)
    {
      int own = side == 0 ? entering->fixture->home : entering->fixture->away;

      for (guint p = 0; entry->players[side][p] != NULL; p++)
        {
          g_autofree char *text = _hammer_league_normalize_name (entry->players[side][p]);
          gint64 player;
          int roster;

          if (text == NULL)
            {
              g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                           _("%s (fixture %" PRId64 "), game %u: player %u of %s has no "
                             "name"), entering->title, entering->fixture_id, entry->game + 1,
                           p + 1, _hammer_league_get_team (entering->league, own)->name);
              return FALSE;
            }
          if (!(player = find_game_player (entering, tx, entry, own, text, seen, &roster,
                                           error)))
            return FALSE;
          sqlite3_reset (stmt);
          sqlite3_bind_int64 (stmt, 1, game_id);
          sqlite3_bind_int (stmt, 2, side);
          sqlite3_bind_int (stmt, 3, (int) p);
          sqlite3_bind_int64 (stmt, 4, player);
          sqlite3_bind_int (stmt, 5, roster == own ? 0 : 1);
          if (!hammer_store_tx_insert_row (tx, "league_game_players", stmt,
                                           _("Could not save the result"), error))
            return FALSE;
        }
    }
  return TRUE;
}

gboolean
_hammer_league_prepare_game_inserts (sqlite3        *db,
                                     sqlite3_stmt  **game_stmt,
                                     sqlite3_stmt  **player_stmt,
                                     GError        **error)
{
  return (*game_stmt = hammer_store_prepare (db, "INSERT INTO league_games (fixture_id, game,"
                                                 " result, winner, home_score, away_score,"
                                                 " home_games, away_games)"
                                                 " VALUES (?, ?, ?, ?, ?, ?, ?, ?)", error)) &&
         (*player_stmt = hammer_store_prepare (db, "INSERT INTO league_game_players (game_id,"
                                                   " side, position, player_id, substitute)"
                                                   " VALUES (?, ?, ?, ?, ?)", error));
}

/* Stores @entries, checked, inside @tx, each replacing what was entered
 * for its game before. */
static gboolean
insert_entries (Entering       *entering,
                HammerStoreTx  *tx,
                GPtrArray      *entries,
                GError        **error)
{
  g_autoptr(sqlite3_stmt) game_stmt = NULL;
  g_autoptr(sqlite3_stmt) player_stmt = NULL;

  if (!_hammer_league_prepare_game_inserts (tx->db, &game_stmt, &player_stmt, error))
    return FALSE;

  for (guint e = 0; e < entries->len; e++)
    {
      Entry *entry = g_ptr_array_index (entries, e);
      HammerLeagueGame *old =
        _hammer_league_find_game (entering->league, entering->index, entry->game);
      gint64 game_id;

      /* What was entered before goes row by row, so that undo brings it back. */
      if (old != NULL && !_hammer_league_delete_game_rows (tx, old, error))
        return FALSE;

      sqlite3_reset (game_stmt);
      sqlite3_clear_bindings (game_stmt);
      sqlite3_bind_int64 (game_stmt, 1, entering->fixture_id);
      sqlite3_bind_int (game_stmt, 2, (int) entry->game);
      sqlite3_bind_text (game_stmt, 3, entry->text, -1, SQLITE_TRANSIENT);
      if (entry->winner >= 0)
        sqlite3_bind_int (game_stmt, 4, entry->winner);
      sqlite3_bind_int (game_stmt, 5, entry->score[0]);
      sqlite3_bind_int (game_stmt, 6, entry->score[1]);
      sqlite3_bind_int (game_stmt, 7, entry->games_won[0]);
      sqlite3_bind_int (game_stmt, 8, entry->games_won[1]);
      if (!(game_id = hammer_store_tx_insert_row (tx, "league_games", game_stmt,
                                                  _("Could not save the result"), error)) ||
          !insert_entry_players (entering, tx, player_stmt, entry, game_id, error))
        return FALSE;
    }
  return TRUE;
}

static gboolean
enter_games (HammerStore  *self,
             gint64        fixture_id,
             GPtrArray    *entries,
             GError      **error)
{
  g_autoptr(HammerLeagueModel) league = NULL;
  g_autofree char *title = NULL;
  g_autofree char *description = NULL;
  HammerStoreTx tx = { 0 };
  Entering entering = { 0 };
  sqlite3 *db;

  db = hammer_store_get_db (self);
  if (!(league = _hammer_league_load_of_fixture (db, fixture_id, &entering.index, error)))
    return FALSE;
  entering.league = league;
  entering.fixture = _hammer_league_get_fixture (league, entering.index);
  entering.fixture_id = fixture_id;
  entering.title = title = _hammer_league_fixture_title (league, entering.fixture);

  if (!check_fixture_open (&entering, entries, error))
    return FALSE;
  for (guint e = 0; e < entries->len; e++)
    if (!check_entry (&entering, entries, e, error))
      return FALSE;

  /* TRANSLATORS: a change in the history; %s is a fixture such as "A – B". */
  description = g_strdup_printf (_("Results of %s"), title);
  if (!hammer_store_tx_begin (&tx, db, description, error))
    return FALSE;
  return hammer_store_tx_end (&tx, self, insert_entries (&entering, &tx, entries, error), error);
}

gboolean
hammer_leagues_enter_game (HammerStore        *self,
                           gint64              fixture_id,
                           guint               game,
                           const char *const  *home,
                           const char *const  *away,
                           JsonNode           *result,
                           GError            **error)
{
  g_autoptr(GPtrArray) entries = g_ptr_array_new_with_free_func ((GDestroyNotify) entry_free);
  Entry *entry = g_new0 (Entry, 1);

  g_return_val_if_fail (HAMMER_IS_STORE (self), FALSE);

  entry->game = game;
  entry->players[0] = g_strdupv ((char **) home);
  entry->players[1] = g_strdupv ((char **) away);
  entry->result = result != NULL ? json_node_copy (result) : NULL;
  g_ptr_array_add (entries, entry);
  return enter_games (self, fixture_id, entries, error);
}

static GStrv
read_players (JsonObject *object,
              const char *member)
{
  JsonNode *node = json_object_get_member (object, member);
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  JsonArray *array;

  if (node == NULL)
    return NULL;
  if (JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_STRING)
    {
      g_strv_builder_add (builder, json_node_get_string (node));
      return g_strv_builder_end (builder);
    }
  if (!JSON_NODE_HOLDS_ARRAY (node))
    return NULL;
  array = json_node_get_array (node);
  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      JsonNode *element = json_array_get_element (array, i);

      if (!JSON_NODE_HOLDS_VALUE (element))
        return NULL;
      if (json_node_get_value_type (element) == G_TYPE_STRING)
        g_strv_builder_add (builder, json_node_get_string (element));
      else if (json_node_get_value_type (element) == G_TYPE_INT64)
        {
          g_autofree char *number = g_strdup_printf ("%" G_GINT64_FORMAT,
                                                     json_node_get_int (element));

          g_strv_builder_add (builder, number);
        }
      else
        return NULL;
    }
  return g_strv_builder_end (builder);
}

gboolean
hammer_leagues_enter_match (HammerStore  *self,
                            gint64        fixture_id,
                            JsonNode     *match,
                            GError      **error)
{
  g_autoptr(GPtrArray) entries = g_ptr_array_new_with_free_func ((GDestroyNotify) entry_free);
  JsonArray *games;

  g_return_val_if_fail (HAMMER_IS_STORE (self), FALSE);

  if (match == NULL || !JSON_NODE_HOLDS_OBJECT (match) ||
      !json_object_has_member (json_node_get_object (match), "games") ||
      !JSON_NODE_HOLDS_ARRAY (json_object_get_member (json_node_get_object (match), "games")))
    {
      g_set_error_literal (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                           _("A team match's results are a JSON object with “games”: "
                             "[{\"game\", \"home\", \"away\", \"result\"}, …]"));
      return FALSE;
    }
  games = json_object_get_array_member (json_node_get_object (match), "games");
  for (guint i = 0; i < json_array_get_length (games); i++)
    {
      JsonNode *node = json_array_get_element (games, i);
      JsonObject *object;
      Entry *entry;

      if (!JSON_NODE_HOLDS_OBJECT (node))
        {
          g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                       _("Entry %u of “games” is not an object"), i + 1);
          return FALSE;
        }
      object = json_node_get_object (node);
      entry = g_new0 (Entry, 1);
      g_ptr_array_add (entries, entry);
      entry->game = i;
      if (json_object_has_member (object, "game"))
        {
          JsonNode *value = json_object_get_member (object, "game");

          if (!JSON_NODE_HOLDS_VALUE (value) || json_node_get_value_type (value) != G_TYPE_INT64 ||
              json_node_get_int (value) < 0 || json_node_get_int (value) > MAX_GAMES)
            {
              g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                           _("Entry %u of “games”: “game” is the game's number from 0"), i + 1);
              return FALSE;
            }
          entry->game = (guint) json_node_get_int (value);
        }
      entry->players[0] = read_players (object, "home");
      entry->players[1] = read_players (object, "away");
      if (entry->players[0] == NULL || entry->players[1] == NULL)
        {
          g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                       _("Entry %u of “games”: “home” and “away” are lists of player names"),
                       i + 1);
          return FALSE;
        }
      if (json_object_has_member (object, "result"))
        entry->result = json_node_copy (json_object_get_member (object, "result"));
    }
  return enter_games (self, fixture_id, entries, error);
}

gboolean
hammer_leagues_enter_match_input (HammerStore           *self,
                                  gint64                 fixture_id,
                                  HammerTeamMatchInput  *input,
                                  GError               **error)
{
  g_return_val_if_fail (HAMMER_IS_STORE (self), FALSE);
  g_return_val_if_fail (input != NULL, FALSE);

  return hammer_leagues_enter_match (self, fixture_id, hammer_team_match_input_get_json (input),
                                     error);
}

gboolean
hammer_leagues_clear_game (HammerStore  *self,
                           gint64        fixture_id,
                           guint         game,
                           GError      **error)
{
  g_autoptr(HammerLeagueModel) league = NULL;
  g_autofree char *title = NULL;
  g_autofree char *description = NULL;
  HammerStoreTx tx = { 0 };
  guint index = 0;
  HammerLeagueGame *entered;

  g_return_val_if_fail (HAMMER_IS_STORE (self), FALSE);

  if (!(league = _hammer_league_load_of_fixture (hammer_store_get_db (self), fixture_id, &index,
                                                 error)))
    return FALSE;
  title = _hammer_league_fixture_title (league, _hammer_league_get_fixture (league, index));
  if (!(entered = _hammer_league_find_game (league, index, game)))
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_NOT_FOUND,
                   _("%s (fixture %" PRId64 "), game %u: nothing has been entered"), title,
                   fixture_id, game + 1);
      return FALSE;
    }

  /* TRANSLATORS: a change in the history; a fixture ("A – B") and a game. */
  description = g_strdup_printf (_("Clear game %u of %s"), game + 1, title);
  if (!hammer_store_tx_begin (&tx, hammer_store_get_db (self), description, error))
    return FALSE;
  return hammer_store_tx_end (&tx, self, _hammer_league_delete_game_rows (&tx, entered, error),
                              error);
}
