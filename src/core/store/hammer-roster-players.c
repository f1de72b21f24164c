/* hammer-roster-players.c — the players of the roster
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "hammer-i18n.h"
#include <math.h>
#include <string.h>

#include "hammer-error.h"
#include "hammer-now.h"
#include "hammer-roster-private.h"

#define PLAYER_QUERY HAMMER_ROSTER_PLAYER_QUERY
#define player_from_row hammer_roster_player_from_row

gpointer
hammer_roster_player_from_row (sqlite3_stmt *stmt)
{
  HammerPlayer *player = hammer_player_new ((const char *) sqlite3_column_text (stmt, 1));

  hammer_player_set_id (player, sqlite3_column_int64 (stmt, 0));
  hammer_player_set_club_id (player, sqlite3_column_int64 (stmt, 2));
  hammer_player_set_club_name (player, (const char *) sqlite3_column_text (stmt, 3));
  hammer_player_set_licence (player, (const char *) sqlite3_column_text (stmt, 4));
  hammer_player_set_email (player, (const char *) sqlite3_column_text (stmt, 5));
  hammer_player_set_phone (player, (const char *) sqlite3_column_text (stmt, 6));
  if (sqlite3_column_type (stmt, 7) != SQLITE_NULL)
    hammer_player_set_average (player, sqlite3_column_double (stmt, 7));
  hammer_player_set_active (player, sqlite3_column_int (stmt, 8));
  hammer_player_set_pro (player, sqlite3_column_int (stmt, 9));
  return player;
}

GPtrArray *
hammer_roster_list_players (HammerStore  *self,
                            GError      **error)
{
  g_return_val_if_fail (HAMMER_IS_STORE (self), NULL);

  return hammer_roster_list_rows (self, PLAYER_QUERY " ORDER BY p.name COLLATE NOCASE, p.id",
                                  player_from_row, _("Could not read the players"), error);
}

HammerPlayer *
hammer_roster_get_player (HammerStore  *self,
                          gint64        id,
                          GError      **error)
{
  g_return_val_if_fail (HAMMER_IS_STORE (self), NULL);

  return hammer_roster_get_row (self, PLAYER_QUERY " WHERE p.id = ?", "players", id,
                                player_from_row, _("Could not read the player"), error);
}

void
hammer_player_fields_clear (HammerPlayerFields *fields)
{
  g_clear_pointer (&fields->name, g_free);
  g_clear_pointer (&fields->club, g_free);
  g_clear_pointer (&fields->licence, g_free);
  g_clear_pointer (&fields->email, g_free);
  g_clear_pointer (&fields->phone, g_free);
}

gboolean
hammer_player_fields_check (HammerPlayerFields  *fields,
                            GError             **error)
{
  if (fields->name == NULL)
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID, _("A player needs a name"));
      return FALSE;
    }
  if (!hammer_roster_check_text (fields->name, _("name"), error) ||
      !hammer_roster_check_text (fields->club, _("club name"), error) ||
      !hammer_roster_check_text (fields->licence, _("licence number"), error) ||
      !hammer_roster_check_text (fields->email, _("email address"), error) ||
      !hammer_roster_check_text (fields->phone, _("phone number"), error))
    return FALSE;
  if (fields->email != NULL && (strchr (fields->email, '@') == NULL ||
                                strchr (fields->email, ' ') != NULL))
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   _("“%s” is not an email address"), fields->email);
      return FALSE;
    }
  if (fields->has_average &&
      (!isfinite (fields->average) || fields->average < 0 ||
       fields->average > HAMMER_ROSTER_MAX_AVERAGE))
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   _("An average must be a number from 0 to %g"), HAMMER_ROSTER_MAX_AVERAGE);
      return FALSE;
    }
  return TRUE;
}

char *
hammer_roster_find_duplicate_player (sqlite3             *db,
                                     HammerPlayerFields  *fields,
                                     gint64               club_id,
                                     gint64               except_id,
                                     GError             **error)
{
  sqlite3_stmt *stmt;
  char *duplicate = NULL;
  int rc;

  /* Borrowed, and reset before returning: an import checks a thousand. */
  if (fields->licence != NULL)
    {
      if (!(stmt = hammer_store_borrow_statement (db, "SELECT name FROM players"
                                                      " WHERE licence = ? AND id != ?", error)))
        return NULL;
      sqlite3_bind_text (stmt, 1, fields->licence, -1, SQLITE_TRANSIENT);
      sqlite3_bind_int64 (stmt, 2, except_id);
      rc = sqlite3_step (stmt);
      if (rc == SQLITE_ROW)
        duplicate = g_strdup_printf (_("Licence %s already belongs to %s"), fields->licence,
                                     (const char *) sqlite3_column_text (stmt, 0));
      else if (rc != SQLITE_DONE)
        hammer_store_set_error (db, rc, _("Could not read the players"), error);
      sqlite3_reset (stmt);
      if (rc != SQLITE_DONE)
        return duplicate;
    }

  /* A club that does not exist yet has no members to clash with. */
  if (club_id < 0)
    return NULL;

  /* Two of the same name in one club are one person, unless both have
   * licences, which then differ (father and son): the importer agrees.
   * The unary + keeps SQLite on the name index: by club, a roster of
   * players without a club would be read whole for every new player. */
  if (!(stmt = hammer_store_borrow_statement (db, "SELECT id FROM players"
                                                  " WHERE name = ? COLLATE NOCASE AND id != ?"
                                                  " AND +club_id IS ? AND (? IS NULL OR licence"
                                                  " IS NULL)", error)))
    return NULL;
  sqlite3_bind_text (stmt, 1, fields->name, -1, SQLITE_TRANSIENT);
  sqlite3_bind_int64 (stmt, 2, except_id);
  if (club_id > 0)
    sqlite3_bind_int64 (stmt, 3, club_id);
  else
    sqlite3_bind_null (stmt, 3);
  hammer_store_bind_text (stmt, 4, fields->licence);
  rc = sqlite3_step (stmt);
  sqlite3_reset (stmt);
  if (rc == SQLITE_ROW)
    return fields->club != NULL
      ? g_strdup_printf (_("%s of %s is already on the roster"), fields->name, fields->club)
      : g_strdup_printf (_("%s (without a club) is already on the roster"), fields->name);
  if (rc != SQLITE_DONE)
    hammer_store_set_error (db, rc, _("Could not read the players"), error);
  return NULL;
}

/* Refuses @fields when another player than @except_id has its licence, or
 * its name in club @club_id. The one who does is said in @duplicate when it
 * is given, else in @error. */
static gboolean
check_not_duplicate (sqlite3             *db,
                     HammerPlayerFields  *fields,
                     gint64               club_id,
                     gint64               except_id,
                     char               **duplicate,
                     GError             **error)
{
  g_autoptr(GError) local_error = NULL;
  g_autofree char *existing = NULL;

  existing = hammer_roster_find_duplicate_player (db, fields, club_id, except_id, &local_error);
  if (local_error != NULL)
    {
      g_propagate_error (error, g_steal_pointer (&local_error));
      return FALSE;
    }
  if (existing == NULL)
    return TRUE;

  if (duplicate != NULL)
    *duplicate = g_steal_pointer (&existing);
  else
    g_set_error_literal (error, HAMMER_ERROR, HAMMER_ERROR_DUPLICATE, existing);
  return FALSE;
}

gboolean
hammer_roster_check_restored_player (sqlite3  *db,
                                     gint64    id,
                                     GError  **error)
{
  g_autoptr(sqlite3_stmt) stmt = NULL;
  g_autofree char *existing = NULL;
  HammerPlayerFields fields = { 0 };
  gint64 club_id;
  int rc;

  if (!(stmt = hammer_store_prepare (db,
                                     "SELECT p.name, p.licence, p.club_id, c.name FROM players p"
                                     " LEFT JOIN clubs c ON c.id = p.club_id WHERE p.id = ?",
                                     error)))
    return FALSE;
  sqlite3_bind_int64 (stmt, 1, id);
  rc = sqlite3_step (stmt);
  if (rc == SQLITE_DONE)
    return TRUE;
  if (rc != SQLITE_ROW)
    {
      hammer_store_set_error (db, rc, _("Could not undo the change"), error);
      return FALSE;
    }

  fields.name = (char *) sqlite3_column_text (stmt, 0);
  fields.licence = (char *) sqlite3_column_text (stmt, 1);
  club_id = sqlite3_column_int64 (stmt, 2);
  fields.club = (char *) sqlite3_column_text (stmt, 3);

  if (!check_not_duplicate (db, &fields, club_id, id, &existing, error))
    {
      if (existing != NULL)
        g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                     _("Could not undo the change: %s"), existing);
      return FALSE;
    }
  return TRUE;
}

static void
player_fields_init_from_player (HammerPlayerFields *fields,
                                HammerPlayer       *player)
{
  fields->name = hammer_roster_normalize_text (hammer_player_get_name (player));
  fields->club = hammer_roster_normalize_text (hammer_player_get_club_name (player));
  fields->licence = hammer_roster_normalize_text (hammer_player_get_licence (player));
  fields->email = hammer_roster_normalize_text (hammer_player_get_email (player));
  fields->phone = hammer_roster_normalize_text (hammer_player_get_phone (player));
  fields->has_average = hammer_player_has_average (player);
  fields->average = hammer_player_get_average (player);
  fields->active = hammer_player_get_active (player);
  fields->pro = hammer_player_get_pro (player);
}

static void
bind_player_fields (sqlite3_stmt       *stmt,
                    HammerPlayerFields *fields,
                    gint64              club_id)
{
  sqlite3_bind_text (stmt, 1, fields->name, -1, SQLITE_TRANSIENT);
  if (club_id > 0)
    sqlite3_bind_int64 (stmt, 2, club_id);
  else
    sqlite3_bind_null (stmt, 2);
  hammer_store_bind_text (stmt, 3, fields->licence);
  hammer_store_bind_text (stmt, 4, fields->email);
  hammer_store_bind_text (stmt, 5, fields->phone);
  if (fields->has_average)
    sqlite3_bind_double (stmt, 6, fields->average);
  else
    sqlite3_bind_null (stmt, 6);
  sqlite3_bind_int (stmt, 7, fields->active ? 1 : 0);
  sqlite3_bind_int (stmt, 9, fields->pro ? 1 : 0);
}

gint64
hammer_roster_insert_player (HammerStoreTx       *tx,
                             HammerPlayerFields  *fields,
                             gint64               club_id,
                             char               **duplicate,
                             GError             **error)
{
  sqlite3_stmt *stmt;
  g_autofree char *now = hammer_now_stamp ();

  if (!check_not_duplicate (tx->db, fields, club_id, 0, duplicate, error))
    return 0;

  if (!(stmt = hammer_store_borrow_statement (tx->db,
                                              "INSERT INTO players (name, club_id, licence,"
                                              " email, phone, average, active, created_at,"
                                              " pro)"
                                              " VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)",
                                              error)))
    return 0;
  bind_player_fields (stmt, fields, club_id);
  sqlite3_bind_text (stmt, 8, now, -1, SQLITE_TRANSIENT);
  return hammer_store_tx_insert_row (tx, "players", stmt, _("Could not add the player"), error);
}

/* Runs the UPDATE of player @id inside @tx, logging the row as it was; sets
 * the id of the player's club, found or added, in @club_id. */
static gboolean
update_player_row (HammerStoreTx       *tx,
                   gint64               id,
                   HammerPlayerFields  *fields,
                   gint64              *club_id,
                   GError             **error)
{
  g_autofree char *before = NULL;
  g_autoptr(sqlite3_stmt) stmt = NULL;
  int rc;

  if (!(before = hammer_store_snapshot_existing (tx->db, "players", id, error)) ||
      (fields->club != NULL &&
       !(*club_id = hammer_roster_ensure_club (tx, fields->club, NULL, error))) ||
      !check_not_duplicate (tx->db, fields, *club_id, id, NULL, error) ||
      !(stmt = hammer_store_prepare (tx->db,
                                     "UPDATE players SET name = ?1, club_id = ?2, licence = ?3,"
                                     " email = ?4, phone = ?5, average = ?6, active = ?7,"
                                     " pro = ?9 WHERE id = ?8", error)))
    return FALSE;
  bind_player_fields (stmt, fields, *club_id);
  sqlite3_bind_int64 (stmt, 8, id);
  if ((rc = sqlite3_step (stmt)) != SQLITE_DONE)
    {
      hammer_store_set_error (tx->db, rc, _("Could not change the player"), error);
      return FALSE;
    }
  return hammer_store_tx_log_row (tx, "players", id, before, error);
}

/* Adds @player (with @add) or changes the player of its id, in one change;
 * tells @player the id it was given and the id of its club. */
static gboolean
save_player (HammerStore   *self,
             gboolean       add,
             HammerPlayer  *player,
             GError       **error)
{
  g_auto(HammerPlayerFields) fields = { 0 };
  g_autofree char *description = NULL;
  HammerStoreTx tx = { 0 };
  gint64 id = add ? 0 : hammer_player_get_id (player);
  gint64 club_id = 0;
  gboolean saved;

  player_fields_init_from_player (&fields, player);
  if (!hammer_player_fields_check (&fields, error))
    return FALSE;

  description = add
    /* TRANSLATORS: a change in the history; %s is a player's name. */
    ? g_strdup_printf (_("Add player %s"), fields.name)
    /* TRANSLATORS: a change in the history; %s is a player's name. */
    : g_strdup_printf (_("Edit player %s"), fields.name);
  if (!hammer_store_tx_begin (&tx, hammer_store_get_db (self), description, error))
    return FALSE;

  if (add)
    saved = (fields.club == NULL ||
             (club_id = hammer_roster_ensure_club (&tx, fields.club, NULL, error)) != 0) &&
            (id = hammer_roster_insert_player (&tx, &fields, club_id, NULL, error)) != 0;
  else
    saved = update_player_row (&tx, id, &fields, &club_id, error);
  if (!saved || !hammer_store_tx_commit (&tx, error))
    {
      hammer_store_tx_rollback (&tx);
      return FALSE;
    }

  /* The player learns its ids before the lists that reload hear of it. */
  hammer_player_set_id (player, id);
  hammer_player_set_club_id (player, club_id);
  hammer_store_emit_changed (self);
  return TRUE;
}

gint64
hammer_roster_add_player (HammerStore   *self,
                          HammerPlayer  *player,
                          GError       **error)
{
  g_return_val_if_fail (HAMMER_IS_STORE (self), 0);
  g_return_val_if_fail (HAMMER_IS_PLAYER (player), 0);

  return save_player (self, TRUE, player, error) ? hammer_player_get_id (player) : 0;
}

gboolean
hammer_roster_update_player (HammerStore   *self,
                             HammerPlayer  *player,
                             GError       **error)
{
  g_return_val_if_fail (HAMMER_IS_STORE (self), FALSE);
  g_return_val_if_fail (HAMMER_IS_PLAYER (player), FALSE);

  return save_player (self, FALSE, player, error);
}

/* What keeps a player on the roster: results name their players, so
 * someone who played stays. */
typedef enum
{
  PLAYED_IN_EVENT,
  PLAYED_IN_SEASON,
  PLAYED_IN_LEAGUE,
  N_PLAYED_IN
} PlayedIn;

/* Each finds the player's name and the first event, season or league the
 * player (?1) is in. */
static const char * const played_in_sql[N_PLAYED_IN] = {
  [PLAYED_IN_EVENT] =
    "SELECT p.name, e.name FROM entrant_players ep"
    " JOIN players p ON p.id = ep.player_id"
    " JOIN entrants en ON en.id = ep.entrant_id"
    " JOIN events e ON e.id = en.event_id"
    " WHERE ep.player_id = ? LIMIT 1",
  [PLAYED_IN_SEASON] =
    "SELECT p.name, s.name FROM club_season_members m"
    " JOIN players p ON p.id = m.player_id"
    " JOIN club_seasons s ON s.id = m.season_id"
    " WHERE m.player_id = ? LIMIT 1",
  [PLAYED_IN_LEAGUE] =
    "SELECT p.name, l.name FROM players p, leagues l"
    " WHERE p.id = ?1 AND l.id IN"
    " (SELECT d.league_id FROM league_team_players tp"
    "  JOIN league_teams t ON t.id = tp.team_id"
    "  JOIN league_divisions d ON d.id = t.division_id"
    "  WHERE tp.player_id = ?1"
    "  UNION SELECT d.league_id FROM league_game_players gp"
    "  JOIN league_games g ON g.id = gp.game_id"
    "  JOIN league_fixtures f ON f.id = g.fixture_id"
    "  JOIN league_divisions d ON d.id = f.division_id"
    "  WHERE gp.player_id = ?1) LIMIT 1",
};

static void
set_played_error (PlayedIn     played_in,
                  const char  *player,
                  const char  *where,
                  GError     **error)
{
  switch (played_in)
    {
    case PLAYED_IN_EVENT:
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   _("%s is entered in “%s” and cannot be deleted; mark the player as not "
                     "active instead"), player, where);
      break;
    case PLAYED_IN_SEASON:
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   _("%s is a member of the season “%s” and cannot be deleted; mark the "
                     "player as not active instead"), player, where);
      break;
    case PLAYED_IN_LEAGUE:
    default:
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   _("%s plays in the league “%s” and cannot be deleted; mark the "
                     "player as not active instead"), player, where);
      break;
    }
}

static gboolean
delete_player (HammerStoreTx  *tx,
               gint64          id,
               GError        **error)
{
  for (PlayedIn played_in = 0; played_in < N_PLAYED_IN; played_in++)
    {
      g_autoptr(sqlite3_stmt) stmt = NULL;

      if (!(stmt = hammer_store_prepare (tx->db, played_in_sql[played_in], error)))
        return FALSE;
      sqlite3_bind_int64 (stmt, 1, id);
      if (sqlite3_step (stmt) == SQLITE_ROW)
        {
          set_played_error (played_in, (const char *) sqlite3_column_text (stmt, 0),
                            (const char *) sqlite3_column_text (stmt, 1), error);
          return FALSE;
        }
    }
  return hammer_store_tx_update_row (tx, "players", id, "DELETE FROM players WHERE id = ?",
                                     error);
}

gint64
hammer_roster_delete_players (HammerStore   *self,
                              const gint64  *ids,
                              guint          n_ids,
                              GError       **error)
{
  g_autofree char *description = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                               "Delete %u player",
                                                               "Delete %u players", n_ids),
                                                  n_ids);

  return hammer_roster_delete_rows (self, ids, n_ids, _("No player was chosen to delete"),
                                    description, delete_player, error);
}

/* The id of the one player @fields names: by licence, or else by a name no
 * other player has; 0 when there is none, -1 on error. */
static gint64
find_named_player (sqlite3             *db,
                   HammerPlayerFields  *fields,
                   GError             **error)
{
  sqlite3_stmt *stmt;
  gint64 found = 0;
  int rc;

  /* A licence names one person; otherwise the name must be unambiguous. */
  if (fields->licence != NULL)
    {
      if (!(stmt = hammer_store_borrow_statement (db, "SELECT id FROM players WHERE licence = ?",
                                                  error)))
        return -1;
      sqlite3_bind_text (stmt, 1, fields->licence, -1, SQLITE_TRANSIENT);
      if (sqlite3_step (stmt) == SQLITE_ROW)
        found = sqlite3_column_int64 (stmt, 0);
      sqlite3_reset (stmt);
      if (found != 0)
        return found;
    }

  if (!(stmt = hammer_store_borrow_statement (db, "SELECT id FROM players"
                                                  " WHERE name = ? COLLATE NOCASE", error)))
    return -1;
  sqlite3_bind_text (stmt, 1, fields->name, -1, SQLITE_TRANSIENT);
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    {
      if (found != 0)
        {
          sqlite3_reset (stmt);
          g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                       _("Two players on the roster are called “%s”; enter the one you mean "
                         "by licence number"), fields->name);
          return -1;
        }
      found = sqlite3_column_int64 (stmt, 0);
    }
  sqlite3_reset (stmt);
  if (rc != SQLITE_DONE)
    {
      hammer_store_set_error (db, rc, _("Could not read the players"), error);
      return -1;
    }
  return found;
}

gint64
hammer_roster_find_player_named (sqlite3     *db,
                                 const char  *name,
                                 GError     **error)
{
  g_auto(HammerPlayerFields) fields = { 0 };

  g_return_val_if_fail (db != NULL, -1);
  g_return_val_if_fail (error == NULL || *error == NULL, -1);

  if (!(fields.name = hammer_roster_normalize_text (name)))
    return 0;
  return find_named_player (db, &fields, error);
}

gint64
hammer_roster_tx_ensure_player (HammerStoreTx  *tx,
                                const char     *name,
                                const char     *club,
                                const char     *licence,
                                GError        **error)
{
  g_auto(HammerPlayerFields) fields = { 0 };
  gint64 club_id = 0;
  gint64 found;

  g_return_val_if_fail (tx != NULL && tx->db != NULL, 0);

  fields.name = hammer_roster_normalize_text (name);
  fields.club = hammer_roster_normalize_text (club);
  fields.licence = hammer_roster_normalize_text (licence);
  fields.active = TRUE;
  if (!hammer_player_fields_check (&fields, error))
    return 0;

  found = find_named_player (tx->db, &fields, error);
  if (found < 0)
    return 0;
  if (found > 0)
    return found;

  if (fields.club != NULL && !(club_id = hammer_roster_ensure_club (tx, fields.club, NULL, error)))
    return 0;
  return hammer_roster_insert_player (tx, &fields, club_id, NULL, error);
}
