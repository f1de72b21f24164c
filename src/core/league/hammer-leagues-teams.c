/* hammer-leagues-teams.c — teams and their rosters
 *
 * A team joins a division before its fixtures are made; its roster can
 * grow at any time, but a player plays for one team of a league.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <inttypes.h>

#include "hammer-i18n.h"

#include "hammer-error.h"
#include "league/hammer-leagues-private.h"

static gboolean
division_has_fixtures (HammerLeagueModel *league,
                       guint              division)
{
  for (guint i = 0; i < league->fixtures->len; i++)
    if (_hammer_league_get_fixture (league, i)->division == division)
      return TRUE;
  return FALSE;
}

/* The team whose roster holds @player, or -1. */
int
_hammer_league_roster_team (HammerLeagueModel *league,
                            gint64             player)
{
  for (guint t = 0; t < league->teams->len; t++)
    {
      HammerLeagueTeam *team = g_ptr_array_index (league->teams, t);

      for (guint i = 0; i < team->players->len; i++)
        if (g_array_index (team->players, gint64, i) == player)
          return (int) t;
    }
  return -1;
}

/* Finds the player @text names (an id, or a name found on or added to the
 * roster) inside @tx; @club goes to a new player. */
gint64
_hammer_league_resolve_player (HammerStoreTx  *tx,
                               const char     *text,
                               const char     *club,
                               char          **name_out,
                               GError        **error)
{
  g_autoptr(sqlite3_stmt) find = NULL;
  gint64 player;

  if (_hammer_league_is_number (text))
    {
      player = g_ascii_strtoll (text, NULL, 10);
      if (!(find = hammer_store_prepare (tx->db, "SELECT name FROM players WHERE id = ?",
                                         error)))
        return 0;
      sqlite3_bind_int64 (find, 1, player);
      if (sqlite3_step (find) != SQLITE_ROW)
        {
          g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_NOT_FOUND,
                       _("There is no player with number %" PRId64), player);
          return 0;
        }
      *name_out = g_strdup ((const char *) sqlite3_column_text (find, 0));
      return player;
    }

  if (!(player = hammer_roster_tx_ensure_player (tx, text, club, NULL, error)))
    return 0;
  if (!(find = hammer_store_prepare (tx->db, "SELECT name FROM players WHERE id = ?", error)))
    return 0;
  sqlite3_bind_int64 (find, 1, player);
  *name_out = g_strdup (sqlite3_step (find) == SQLITE_ROW
                          ? (const char *) sqlite3_column_text (find, 0) : text);
  return player;
}

/* Puts @players on the roster of team @team_id (called @team_name) inside
 * @tx; new players get @club. */
static gboolean
add_to_roster (HammerStoreTx      *tx,
               HammerLeagueModel  *league,
               gint64              team_id,
               const char         *team_name,
               const char         *club,
               const char *const  *players,
               GError            **error)
{
  g_autoptr(sqlite3_stmt) stmt = NULL;
  g_autoptr(GArray) added = g_array_new (FALSE, FALSE, sizeof (gint64));

  if (!(stmt = hammer_store_prepare (tx->db, "INSERT INTO league_team_players (team_id,"
                                             " player_id) VALUES (?, ?)", error)))
    return FALSE;
  for (guint i = 0; players != NULL && players[i] != NULL; i++)
    {
      g_autofree char *player_text = _hammer_league_normalize_name (players[i]);
      g_autofree char *found_name = NULL;
      gint64 player;
      int other;

      if (player_text == NULL)
        continue;
      if (!(player = _hammer_league_resolve_player (tx, player_text, club, &found_name, error)))
        return FALSE;
      if ((other = _hammer_league_roster_team (league, player)) >= 0)
        {
          g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                       _("%s plays for %s in league %s already"), found_name,
                       _hammer_league_get_team (league, other)->name, league->name);
          return FALSE;
        }
      for (guint j = 0; j < added->len; j++)
        if (g_array_index (added, gint64, j) == player)
          {
            g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_DUPLICATE,
                         _("%s is named twice in the roster of %s"), found_name, team_name);
            return FALSE;
          }
      g_array_append_val (added, player);
      sqlite3_reset (stmt);
      sqlite3_bind_int64 (stmt, 1, team_id);
      sqlite3_bind_int64 (stmt, 2, player);
      if (!hammer_store_tx_insert_row (tx, "league_team_players", stmt,
                                       _("Could not save the roster"), error))
        return FALSE;
    }
  return TRUE;
}

/* The division of @league that @division names (its id or its name; %NULL
 * for the first), which teams can still join. */
static HammerLeagueDivision *
find_open_division (HammerLeagueModel *league,
                    const char        *division,
                    GError           **error)
{
  for (guint i = 0; i < league->divisions->len; i++)
    {
      HammerLeagueDivision *d = g_ptr_array_index (league->divisions, i);
      g_autofree char *id_text = g_strdup_printf ("%" PRId64, d->id);

      if (division != NULL && !g_str_equal (division, id_text) &&
          !_hammer_league_same_name (division, d->name))
        continue;
      if (division_has_fixtures (league, i))
        {
          g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                       _("Division %s of league %s has its fixtures already; a team can join "
                         "only before they are made"), d->name, league->name);
          return NULL;
        }
      return d;
    }
  g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_NOT_FOUND,
               _("League %s has no division “%s”"), league->name, division);
  return NULL;
}

/* Stores team @name of @division with its club and roster inside @tx.
 * Returns its id, or 0. */
static gint64
insert_team (HammerStoreTx        *tx,
             HammerLeagueModel    *league,
             HammerLeagueDivision *division,
             const char           *name,
             const char           *club,
             const char *const    *players,
             GError              **error)
{
  g_autoptr(sqlite3_stmt) stmt = NULL;
  gint64 club_id = 0;
  gint64 team_id;

  if (club != NULL && !(club_id = hammer_roster_tx_ensure_club (tx, club, error)))
    return 0;
  if (!(stmt = hammer_store_prepare (tx->db, "INSERT INTO league_teams (division_id, name,"
                                             " club_id) VALUES (?, ?, ?)", error)))
    return 0;
  sqlite3_bind_int64 (stmt, 1, division->id);
  sqlite3_bind_text (stmt, 2, name, -1, SQLITE_TRANSIENT);
  if (club_id != 0)
    sqlite3_bind_int64 (stmt, 3, club_id);
  if (!(team_id = hammer_store_tx_insert_row (tx, "league_teams", stmt, _("Could not add the team"),
                                              error)) ||
      !add_to_roster (tx, league, team_id, name, club, players, error))
    return 0;
  return team_id;
}

gint64
hammer_leagues_add_team (HammerStore        *self,
                         gint64              league_id,
                         const char         *division,
                         const char         *name,
                         const char         *club,
                         const char *const  *players,
                         GError            **error)
{
  g_autoptr(HammerLeagueModel) league = NULL;
  g_autofree char *clean = NULL;
  g_autofree char *clean_club = NULL;
  g_autofree char *description = NULL;
  HammerStoreTx tx = { 0 };
  HammerLeagueDivision *target;
  gint64 team_id;
  sqlite3 *db;

  g_return_val_if_fail (HAMMER_IS_STORE (self), 0);

  db = hammer_store_get_db (self);
  if (!(league = _hammer_league_load (db, league_id, error)))
    return 0;
  if (!(clean = _hammer_league_normalize_name (name)))
    {
      g_set_error_literal (error, HAMMER_ERROR, HAMMER_ERROR_INVALID, _("A team needs a name"));
      return 0;
    }
  clean_club = _hammer_league_normalize_name (club);
  if (!(target = find_open_division (league, division, error)))
    return 0;
  for (guint t = 0; t < league->teams->len; t++)
    {
      HammerLeagueTeam *team = g_ptr_array_index (league->teams, t);

      if (_hammer_league_same_name (team->name, clean))
        {
          g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_DUPLICATE,
                       _("League %s has a team called “%s” already"), league->name, team->name);
          return 0;
        }
    }

  /* TRANSLATORS: a change in the history; a team's and a league's name. */
  description = g_strdup_printf (_("Add team %s to league %s"), clean, league->name);
  if (!hammer_store_tx_begin (&tx, db, description, error))
    return 0;
  team_id = insert_team (&tx, league, target, clean, clean_club, players, error);
  return hammer_store_tx_end (&tx, self, team_id != 0, error) ? team_id : 0;
}

gboolean
hammer_leagues_add_players (HammerStore        *self,
                            gint64              team_id,
                            const char *const  *players,
                            GError            **error)
{
  g_autoptr(HammerLeagueModel) league = NULL;
  g_autofree char *description = NULL;
  HammerStoreTx tx = { 0 };
  HammerLeagueTeam *team;
  sqlite3 *db;
  gint64 league_id;
  int index;

  g_return_val_if_fail (HAMMER_IS_STORE (self), FALSE);

  db = hammer_store_get_db (self);
  if ((league_id = _hammer_league_find_id (db, "SELECT d.league_id FROM league_teams t"
                                               " JOIN league_divisions d ON d.id = t.division_id"
                                               " WHERE t.id = ?", team_id, error)) <= 0)
    {
      if (league_id == 0)
        g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_NOT_FOUND,
                     _("There is no team with number %" PRId64), team_id);
      return FALSE;
    }
  if (!(league = _hammer_league_load (db, league_id, error)))
    return FALSE;
  if ((index = _hammer_league_team_index (league, team_id)) < 0)
    return _hammer_league_damaged (league, error);
  team = _hammer_league_get_team (league, index);
  if (players == NULL || players[0] == NULL)
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   _("Name at least one player to put on the roster of %s"), team->name);
      return FALSE;
    }

  /* TRANSLATORS: a change in the history; %s is a team's name. */
  description = g_strdup_printf (_("Add players to %s"), team->name);
  if (!hammer_store_tx_begin (&tx, db, description, error))
    return FALSE;
  return hammer_store_tx_end (&tx, self,
                              add_to_roster (&tx, league, team_id, team->name, team->club, players,
                                             error),
                              error);
}
