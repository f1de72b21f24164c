/* hammer-seasons-nights.c — club nights and their games
 *
 * Games are entered a member at a time or a whole night at once; every game
 * is checked before anything is written, and what was entered before goes
 * row by row so that undo brings it back.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <inttypes.h>

#include "hammer-i18n.h"

#include "hammer-error.h"
#include "league/hammer-seasons-private.h"
#include "rules/hammer-rules.h"

/* Adds the club night of @date (written YYYY-MM-DD) to season @season_id
 * inside @tx. Returns its id, or 0. */
static gint64
insert_night (HammerStoreTx  *tx,
              gint64          season_id,
              const char     *date,
              GError        **error)
{
  g_autoptr(sqlite3_stmt) stmt = NULL;

  if (!(stmt = hammer_store_prepare (tx->db, "INSERT INTO club_nights (season_id, date)"
                                             " VALUES (?, ?)", error)))
    return 0;
  sqlite3_bind_int64 (stmt, 1, season_id);
  sqlite3_bind_text (stmt, 2, date, -1, SQLITE_TRANSIENT);
  return hammer_store_tx_insert_row (tx, "club_nights", stmt, _("Could not add the club night"),
                                     error);
}

gint64
hammer_seasons_add_night (HammerStore  *self,
                          gint64        season_id,
                          const char   *date,
                          GError      **error)
{
  g_autoptr(HammerSeasonModel) model = NULL;
  g_autofree char *description = NULL;
  g_autofree char *text = NULL;
  HammerStoreTx tx = { 0 };
  sqlite3 *db;
  gint64 night_id;
  GDate when;

  g_return_val_if_fail (HAMMER_IS_STORE (self), 0);

  db = hammer_store_get_db (self);
  if (!(model = _hammer_season_load (db, season_id, error)) ||
      !_hammer_league_parse_date (date, NULL, &when, error) ||
      !hammer_club_season_add_night (model->season, &when, error))
    return 0;
  text = _hammer_league_date_to_string (&when);

  /* TRANSLATORS: a change in the history; %s is a date. */
  description = g_strdup_printf (_("Add the club night of %s"), text);
  if (!hammer_store_tx_begin (&tx, db, description, error))
    return 0;
  night_id = insert_night (&tx, season_id, text, error);
  return hammer_store_tx_end (&tx, self, night_id != 0, error) ? night_id : 0;
}

gint64
hammer_seasons_find_night (HammerStore  *self,
                           gint64        season_id,
                           const char   *night,
                           GError      **error)
{
  g_autoptr(HammerSeasonModel) model = NULL;
  GDate date;
  int index;

  g_return_val_if_fail (HAMMER_IS_STORE (self), 0);

  if (!(model = _hammer_season_load (hammer_store_get_db (self), season_id, error)))
    return 0;

  if (_hammer_league_is_number (night))
    {
      gint64 id = g_ascii_strtoll (night, NULL, 10);

      for (guint i = 0; i < model->night_ids->len; i++)
        if (g_array_index (model->night_ids, gint64, i) == id)
          return id;
    }
  else if (_hammer_league_parse_date (night, NULL, &date, NULL) &&
           (index = hammer_club_season_find_night (model->season, &date)) >= 0)
    return g_array_index (model->night_ids, gint64, index);

  g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_NOT_FOUND,
               _("Season %s has no club night “%s”"), model->name, night ? night : "");
  return 0;
}

gboolean
hammer_seasons_enter_games (HammerStore  *self,
                            gint64        season_id,
                            gint64        night_id,
                            gint64        member_id,
                            const int    *totals,
                            const int   (*counts)[4],
                            guint         n_games,
                            int          *bad_game,
                            GError      **error)
{
  HammerNightGames games = { 0 };

  g_return_val_if_fail ((totals == NULL) != (counts == NULL), FALSE);
  g_return_val_if_fail (night_id > 0 && n_games > 0, FALSE);

  games.night_id = night_id;
  games.member_ids = &member_id;
  games.n_members = 1;
  games.n_games = n_games;
  games.totals = totals;
  games.counts = counts;
  return hammer_seasons_enter_night_games (self, season_id, &games, NULL, bad_game,
                                           error) != 0;
}

/* Deletes the games of @member_id on @night_id, or of everyone when it is 0,
 * row by row, so that undo brings them back. */
static gboolean
delete_night_games (HammerStoreTx  *tx,
                    sqlite3        *db,
                    gint64          night_id,
                    gint64          member_id,
                    GError        **error)
{
  g_autoptr(sqlite3_stmt) stmt = NULL;
  g_autoptr(GArray) ids = g_array_new (FALSE, FALSE, sizeof (gint64));
  int rc;

  if (!(stmt = hammer_store_prepare (db, "SELECT id FROM club_night_games WHERE night_id = ?1"
                                         " AND (?2 = 0 OR member_id = ?2)", error)))
    return FALSE;
  sqlite3_bind_int64 (stmt, 1, night_id);
  sqlite3_bind_int64 (stmt, 2, member_id);
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    {
      gint64 id = sqlite3_column_int64 (stmt, 0);

      g_array_append_val (ids, id);
    }
  if (rc != SQLITE_DONE)
    {
      hammer_store_set_error (db, rc, _("Could not read the games"), error);
      return FALSE;
    }
  for (guint i = 0; i < ids->len; i++)
    if (!hammer_store_tx_update_row (tx, "club_night_games", g_array_index (ids, gint64, i),
                                     "DELETE FROM club_night_games WHERE id = ?1", error))
      return FALSE;
  return TRUE;
}

gint64
hammer_seasons_save_night (HammerStore   *self,
                           gint64         season_id,
                           gint64         night_id,
                           const char    *date,
                           const gint64  *member_ids,
                           guint          n_members,
                           const int     *totals,
                           int           *bad_member,
                           int           *bad_game,
                           GError       **error)
{
  g_return_val_if_fail (HAMMER_IS_STORE (self), 0);
  g_return_val_if_fail (totals != NULL || n_members == 0, 0);

  return hammer_seasons_save_night_counts (self, season_id, night_id, date, member_ids,
                                           n_members, totals, NULL, bad_member, bad_game,
                                           error);
}

gint64
hammer_seasons_save_night_counts (HammerStore   *self,
                                  gint64         season_id,
                                  gint64         night_id,
                                  const char    *date,
                                  const gint64  *member_ids,
                                  guint          n_members,
                                  const int     *totals,
                                  const int    (*counts)[4],
                                  int           *bad_member,
                                  int           *bad_game,
                                  GError       **error)
{
  HammerNightGames games = { 0 };

  games.night_id = night_id;
  games.date = date;
  games.member_ids = member_ids;
  games.n_members = n_members;
  games.totals = totals;
  games.counts = counts;
  games.whole_night = TRUE;
  return hammer_seasons_enter_night_games (self, season_id, &games, bad_member, bad_game,
                                           error);
}

/* Works out the total of every game of @games on night @night of @model
 * (from its compartment counts where it has them) and enters them in the
 * model, which checks them. Returns the totals, member by member, or NULL
 * with @bad_member and @bad_game set where the fault is one member's or
 * one game's. */
static int *
night_totals (HammerSeasonModel       *model,
              int                      night,
              const char              *when,
              const HammerNightGames  *games,
              guint                    n_games,
              int                     *bad_member,
              int                     *bad_game,
              GError                 **error)
{
  g_autofree int *totals = g_new0 (int, MAX (games->n_members * n_games, 1));
  guint per_night = hammer_club_season_get_games_per_night (model->season);

  for (guint m = 0; m < games->n_members; m++)
    {
      int member = _hammer_season_index_of (model->member_ids, games->member_ids[m]);
      const char *name;

      *bad_member = (int) m;
      if (member < 0)
        {
          g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_NOT_FOUND,
                       _("Season %s has no member %" PRId64), model->name,
                       games->member_ids[m]);
          return NULL;
        }
      name = hammer_club_season_get_member_name (model->season, (guint) member);
      for (guint g = 0; g < n_games; g++)
        {
          guint i = m * n_games + g;
          const int *c = games->counts != NULL && games->counts[i][0] >= 0 ? games->counts[i]
                                                                          : NULL;

          if (c == NULL)
            {
              totals[i] = games->totals != NULL ? games->totals[i] : -1;
              continue;
            }
          if (!hammer_sjoelbak_counts_are_possible (c))
            {
              /* TRANSLATORS: a date, a member, a game, four counts and the
               * disks of a game (30). */
              g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                           _("Club night %s, %s, game %u: %d, %d, %d and %d disks cannot be in "
                             "the compartments of one game of %d disks."),
                           when, name, g + 1, c[0], c[1], c[2], c[3],
                           hammer_match_get_pieces (hammer_club_night_game ()));
              *bad_game = (int) g;
              return NULL;
            }
          totals[i] = hammer_sjoelbak_points (c);
        }

      /* With the wrong number of games the fault is no one game's. */
      for (guint g = 0; n_games == per_night && g < n_games && *bad_game < 0; g++)
        if (!hammer_sjoelbak_total_is_possible (totals[m * n_games + g]))
          *bad_game = (int) g;
      if (!hammer_club_season_set_games (model->season, (guint) night, (guint) member,
                                         totals + m * n_games, n_games, error))
        return NULL;
      *bad_game = -1;
    }
  *bad_member = -1;
  return g_steal_pointer (&totals);
}

/* The night of @games in @model: its index, and its date in @when. A new
 * night is added to the model on the date of @games. */
static int
find_or_add_night (HammerSeasonModel       *model,
                   const HammerNightGames  *games,
                   char                   **when,
                   GError                 **error)
{
  GDate day;
  int night;

  if (games->night_id == 0)
    {
      if (!_hammer_league_parse_date (games->date, NULL, &day, error) ||
          !hammer_club_season_add_night (model->season, &day, error))
        return -1;
      *when = _hammer_league_date_to_string (&day);
      return hammer_club_season_find_night (model->season, &day);
    }
  if ((night = _hammer_season_index_of (model->night_ids, games->night_id)) < 0)
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_NOT_FOUND,
                   _("Season %s has no club night %" PRId64), model->name, games->night_id);
      return -1;
    }
  *when = _hammer_league_date_to_string (&g_array_index (model->night_dates, GDate, night));
  return night;
}

/* Writes the games of @games in the transaction @tx, replacing what was
 * entered before: the whole night's games or the listed members' ones. */
static gboolean
write_night_games (HammerStoreTx           *tx,
                   sqlite3                 *db,
                   gint64                   night_id,
                   const HammerNightGames  *games,
                   guint                    n_games,
                   const int               *totals,
                   GError                 **error)
{
  g_autoptr(sqlite3_stmt) stmt = NULL;

  if (games->whole_night && !delete_night_games (tx, db, night_id, 0, error))
    return FALSE;
  for (guint m = 0; !games->whole_night && m < games->n_members; m++)
    if (!delete_night_games (tx, db, night_id, games->member_ids[m], error))
      return FALSE;

  if (!(stmt = hammer_store_prepare (db, "INSERT INTO club_night_games (night_id, member_id,"
                                         " game, total, c1, c2, c3, c4)"
                                         " VALUES (?, ?, ?, ?, ?, ?, ?, ?)", error)))
    return FALSE;
  for (guint m = 0; m < games->n_members; m++)
    for (guint g = 0; g < n_games; g++)
      {
        guint i = m * n_games + g;

        sqlite3_reset (stmt);
        sqlite3_clear_bindings (stmt);
        sqlite3_bind_int64 (stmt, 1, night_id);
        sqlite3_bind_int64 (stmt, 2, games->member_ids[m]);
        sqlite3_bind_int (stmt, 3, (int) g);
        sqlite3_bind_int (stmt, 4, totals[i]);
        if (games->counts != NULL && games->counts[i][0] >= 0)
          for (int c = 0; c < 4; c++)
            sqlite3_bind_int (stmt, 5 + c, games->counts[i][c]);
        if (!hammer_store_tx_insert_row (tx, "club_night_games", stmt,
                                         _("Could not save the games"), error))
          return FALSE;
      }
  return TRUE;
}

gint64
hammer_seasons_enter_night_games (HammerStore             *self,
                                  gint64                   season_id,
                                  const HammerNightGames  *games,
                                  int                     *bad_member,
                                  int                     *bad_game,
                                  GError                 **error)
{
  g_autoptr(HammerSeasonModel) model = NULL;
  g_autofree char *description = NULL;
  g_autofree char *when = NULL;
  g_autofree int *totals = NULL;
  HammerStoreTx tx = { 0 };
  int member_at = -1, game_at = -1;
  gint64 night_id;
  sqlite3 *db;
  guint n_games;
  int night;

  g_return_val_if_fail (HAMMER_IS_STORE (self), 0);
  g_return_val_if_fail (games != NULL, 0);
  g_return_val_if_fail (games->member_ids != NULL || games->n_members == 0, 0);
  g_return_val_if_fail (games->totals != NULL || games->counts != NULL || games->n_members == 0,
                        0);

  if (bad_member != NULL)
    *bad_member = -1;
  if (bad_game != NULL)
    *bad_game = -1;

  db = hammer_store_get_db (self);
  if (!(model = _hammer_season_load (db, season_id, error)) ||
      (night = find_or_add_night (model, games, &when, error)) < 0)
    return 0;
  n_games = games->n_games > 0 ? games->n_games
                               : hammer_club_season_get_games_per_night (model->season);
  if (!(totals = night_totals (model, night, when, games, n_games, &member_at, &game_at, error)))
    {
      if (bad_member != NULL)
        *bad_member = member_at;
      if (bad_game != NULL)
        *bad_game = game_at;
      return 0;
    }

  if (!games->whole_night && games->n_members == 1)
    {
      int member = _hammer_season_index_of (model->member_ids, games->member_ids[0]);

      /* TRANSLATORS: a change in the history; a member's name and a date. */
      description = g_strdup_printf (_("Enter the games of %s on %s"),
                                     hammer_club_season_get_member_name (model->season,
                                                                         (guint) member),
                                     when);
    }
  else
    /* TRANSLATORS: a change in the history; %s is a date. */
    description = g_strdup_printf (_("Enter the club night of %s"), when);
  if (!hammer_store_tx_begin (&tx, db, description, error))
    return 0;

  night_id = games->night_id;
  if (night_id == 0)
    night_id = insert_night (&tx, season_id, when, error);
  if (!hammer_store_tx_end (&tx, self,
                            night_id != 0 &&
                            write_night_games (&tx, db, night_id, games, n_games, totals, error),
                            error))
    return 0;
  return night_id;
}
