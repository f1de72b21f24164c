/* hammer-rankings.c — rankings across events, on the store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "hammer-i18n.h"
#include <inttypes.h>
#include <math.h>

#include "hammer-error.h"
#include "hammer-now.h"
#include "ranking/hammer-rankings.h"
#include "rules/hammer-rules.h"
#include "store/hammer-store-tx.h"

void
hammer_ranking_free (HammerRanking *ranking)
{
  if (ranking == NULL)
    return;
  g_free (ranking->name);
  g_free (ranking->rules);
  g_clear_pointer (&ranking->points, g_array_unref);
  g_clear_pointer (&ranking->factors, g_array_unref);
  g_clear_pointer (&ranking->consolation_points, g_array_unref);
  g_clear_pointer (&ranking->events, g_ptr_array_unref);
  g_clear_pointer (&ranking->lines, g_ptr_array_unref);
  g_free (ranking);
}

/* The spec checked, its tables read into @points, @factors and
 * @consolation. */
static gboolean
check_spec (const HammerRankingSpec  *spec,
            GArray                  **points,
            GArray                  **factors,
            GArray                  **consolation,
            GError                  **error)
{
  g_autofree char *name = g_strstrip (g_strdup (spec->name != NULL ? spec->name : ""));

  if (*name == '\0')
    {
      g_set_error_literal (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                           _("A ranking needs a name"));
      return FALSE;
    }
  if (spec->rules != NULL && hammer_rules_lookup (spec->rules, error) == NULL)
    return FALSE;
  if (spec->by == HAMMER_RANKED_BY_PLACES)
    {
      if (spec->points == NULL || *spec->points == '\0')
        {
          g_set_error_literal (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                               _("A ranking by places needs a points table, such as "
                                 "“1=25,2=18,3=15”"));
          return FALSE;
        }
      if (!(*points = hammer_ranking_parse_points (spec->points, error)) ||
          !hammer_ranking_check_points_order (*points, error) ||
          !(*factors = hammer_ranking_parse_factors (spec->factors != NULL ? spec->factors : "",
                                                     error)))
        return FALSE;
      if (spec->consolation_points == NULL || *spec->consolation_points == '\0')
        *consolation = g_array_new (FALSE, FALSE, sizeof (HammerPlacePoints));
      else if (!(*consolation = hammer_ranking_parse_points (spec->consolation_points, error)))
        {
          g_prefix_error (error, _("Consolation points: "));
          return FALSE;
        }
    }
  else
    {
      if ((spec->points != NULL && *spec->points != '\0') ||
          (spec->factors != NULL && *spec->factors != '\0') ||
          (spec->consolation_points != NULL && *spec->consolation_points != '\0'))
        {
          g_set_error_literal (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                               _("A ranking by series totals or averages has no points table "
                                 "and no field-size factors: those are for places"));
          return FALSE;
        }
      *points = g_array_new (FALSE, FALSE, sizeof (HammerPlacePoints));
      *factors = g_array_new (FALSE, FALSE, sizeof (HammerFieldFactor));
      *consolation = g_array_new (FALSE, FALSE, sizeof (HammerPlacePoints));
    }
  if (spec->threshold < 0 || !isfinite (spec->threshold) ||
      (spec->threshold_years > 0 && spec->threshold <= 0))
    {
      g_set_error_literal (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                           _("A threshold is a number of points above 0, and its years need "
                             "one"));
      return FALSE;
    }
  return TRUE;
}

/* Binds the settings of a ranking's row: ?1 to ?9 and ?11, as the
 * INSERT and the UPDATE both number them. */
static void
bind_settings (sqlite3_stmt            *stmt,
               const HammerRankingSpec *spec,
               const char              *name,
               GArray                  *points,
               GArray                  *factors,
               GArray                  *consolation)
{
  sqlite3_bind_text (stmt, 1, name, -1, SQLITE_TRANSIENT);
  hammer_store_bind_text (stmt, 2, spec->rules);
  sqlite3_bind_text (stmt, 3, hammer_ranked_by_to_string (spec->by), -1, SQLITE_STATIC);
  sqlite3_bind_text (stmt, 4, hammer_ranking_points_text (points), -1, g_free);
  if (spec->best > 0)
    sqlite3_bind_int64 (stmt, 5, spec->best);
  sqlite3_bind_text (stmt, 6, hammer_ranking_factors_text (factors), -1, g_free);
  if (spec->threshold > 0)
    sqlite3_bind_double (stmt, 7, spec->threshold);
  if (spec->threshold_years > 0)
    sqlite3_bind_int64 (stmt, 8, spec->threshold_years);
  if (spec->cut > 0)
    sqlite3_bind_int64 (stmt, 9, spec->cut);
  sqlite3_bind_text (stmt, 11, hammer_ranking_points_text (consolation), -1, g_free);
}

gint64
hammer_rankings_create (HammerStore              *self,
                        const HammerRankingSpec  *spec,
                        GError                  **error)
{
  g_autoptr(GArray) points = NULL;
  g_autoptr(GArray) factors = NULL;
  g_autoptr(GArray) consolation = NULL;
  g_autofree char *name = NULL;
  g_autofree char *description = NULL;
  g_autofree char *now = hammer_now_stamp ();
  g_autoptr(sqlite3_stmt) stmt = NULL;
  g_auto(HammerStoreTx) tx = { 0 };
  gint64 id;

  g_return_val_if_fail (HAMMER_IS_STORE (self), 0);
  g_return_val_if_fail (spec != NULL, 0);

  if (!check_spec (spec, &points, &factors, &consolation, error))
    return 0;
  name = g_strstrip (g_strdup (spec->name));

  /* TRANSLATORS: a change in the history; %s is a ranking's name. */
  description = g_strdup_printf (_("Create ranking %s"), name);
  if (!hammer_store_tx_begin (&tx, hammer_store_get_db (self), description, error) ||
      !(stmt = hammer_store_prepare (tx.db, "INSERT INTO rankings (name, rules, ranked_by,"
                                            " points, best, factors, threshold, threshold_years,"
                                            " cut, created_at, consolation_points)"
                                            " VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10,"
                                            " ?11)", error)))
    return 0;
  bind_settings (stmt, spec, name, points, factors, consolation);
  sqlite3_bind_text (stmt, 10, now, -1, SQLITE_TRANSIENT);
  id = hammer_store_tx_insert_row (&tx, "rankings", stmt, _("Could not create the ranking"),
                                   error);
  if (!hammer_store_tx_end (&tx, self, id != 0, error))
    return 0;
  return id;
}

gboolean
hammer_ranking_spec_check (const HammerRankingSpec  *spec,
                           GError                  **error)
{
  g_autoptr(GArray) points = NULL;
  g_autoptr(GArray) factors = NULL;
  g_autoptr(GArray) consolation = NULL;

  g_return_val_if_fail (spec != NULL, FALSE);

  return check_spec (spec, &points, &factors, &consolation, error);
}

/* Reads ranking @ranking_id's own row into a new HammerRanking. */
static HammerRanking *
read_ranking (sqlite3  *db,
              gint64    ranking_id,
              GError  **error)
{
  g_autoptr(HammerRanking) ranking = g_new0 (HammerRanking, 1);
  g_autoptr(sqlite3_stmt) stmt = NULL;
  int rc;

  if (!(stmt = hammer_store_prepare (db, "SELECT name, rules, ranked_by, points, best, factors,"
                                         " threshold, threshold_years, cut, consolation_points"
                                         " FROM rankings WHERE id = ?", error)))
    return NULL;
  sqlite3_bind_int64 (stmt, 1, ranking_id);
  rc = sqlite3_step (stmt);
  if (rc == SQLITE_DONE)
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_NOT_FOUND,
                   _("There is no ranking %" PRId64), ranking_id);
      return NULL;
    }
  if (rc != SQLITE_ROW)
    {
      hammer_store_set_error (db, rc, _("Could not read the ranking"), error);
      return NULL;
    }
  ranking->id = ranking_id;
  ranking->name = g_strdup ((const char *) sqlite3_column_text (stmt, 0));
  ranking->rules = g_strdup ((const char *) sqlite3_column_text (stmt, 1));
  if (!hammer_ranked_by_from_string ((const char *) sqlite3_column_text (stmt, 2), &ranking->by))
    ranking->by = HAMMER_RANKED_BY_PLACES;
  /* Stored as written when it was checked: read back, it parses. */
  ranking->points = hammer_ranking_parse_points ((const char *) sqlite3_column_text (stmt, 3),
                                                 NULL);
  if (ranking->points == NULL)
    ranking->points = g_array_new (FALSE, FALSE, sizeof (HammerPlacePoints));
  ranking->best = sqlite3_column_int (stmt, 4);
  ranking->factors = hammer_ranking_parse_factors ((const char *) sqlite3_column_text (stmt, 5),
                                                   NULL);
  if (ranking->factors == NULL)
    ranking->factors = g_array_new (FALSE, FALSE, sizeof (HammerFieldFactor));
  ranking->threshold = sqlite3_column_double (stmt, 6);
  ranking->threshold_years = sqlite3_column_int (stmt, 7);
  ranking->cut = sqlite3_column_int (stmt, 8);
  ranking->consolation_points =
    hammer_ranking_parse_points ((const char *) sqlite3_column_text (stmt, 9), NULL);
  if (ranking->consolation_points == NULL)
    ranking->consolation_points = g_array_new (FALSE, FALSE, sizeof (HammerPlacePoints));
  return g_steal_pointer (&ranking);
}

/* The ids of ranking @ranking_id's events, as added. */
static GArray *
read_event_ids (sqlite3  *db,
                gint64    ranking_id,
                GError  **error)
{
  g_autoptr(sqlite3_stmt) stmt = NULL;

  if (!(stmt = hammer_store_prepare (db, "SELECT event_id FROM ranking_events"
                                         " WHERE ranking_id = ? ORDER BY id", error)))
    return NULL;
  sqlite3_bind_int64 (stmt, 1, ranking_id);
  return hammer_store_step_ids (db, stmt, _("Could not read the ranking’s events"), error);
}

/* Event @event_id's name and rule set; FALSE with NOT_FOUND when there is
 * no such event. */
static gboolean
read_event (sqlite3  *db,
            gint64    event_id,
            char    **name,
            char    **rules,
            GError  **error)
{
  g_autoptr(sqlite3_stmt) stmt = NULL;
  int rc;

  if (!(stmt = hammer_store_prepare (db, "SELECT name, rules FROM events WHERE id = ?", error)))
    return FALSE;
  sqlite3_bind_int64 (stmt, 1, event_id);
  rc = sqlite3_step (stmt);
  if (rc == SQLITE_DONE)
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_NOT_FOUND,
                   _("There is no event %" PRId64), event_id);
      return FALSE;
    }
  if (rc != SQLITE_ROW)
    {
      hammer_store_set_error (db, rc, _("Could not read the event"), error);
      return FALSE;
    }
  *name = g_strdup ((const char *) sqlite3_column_text (stmt, 0));
  *rules = g_strdup ((const char *) sqlite3_column_text (stmt, 1));
  return TRUE;
}

static const char *
game_name (const char *rules_id)
{
  const HammerRules *rules = hammer_rules_lookup (rules_id, NULL);

  return rules != NULL ? hammer_rules_get_name (rules) : rules_id;
}

/* Checks inside @tx that @event_ids may join @ranking: there, not in it
 * yet, named once, and of its one game where it assumes one. */
static gboolean
check_new_events (sqlite3        *db,
                  HammerRanking  *ranking,
                  GArray         *existing,
                  const gint64   *event_ids,
                  guint           n_event_ids,
                  GError        **error)
{
  g_autofree char *game = g_strdup (ranking->rules);

  /* Totals or averages of a series are of one game: that of its events. */
  for (guint i = 0; game == NULL && ranking->by != HAMMER_RANKED_BY_PLACES &&
                    i < existing->len; i++)
    {
      g_autofree char *name = NULL;

      if (!read_event (db, g_array_index (existing, gint64, i), &name, &game, error))
        return FALSE;
    }

  for (guint i = 0; i < n_event_ids; i++)
    {
      g_autofree char *name = NULL;
      g_autofree char *rules = NULL;

      if (!read_event (db, event_ids[i], &name, &rules, error))
        return FALSE;
      for (guint k = 0; k < existing->len; k++)
        if (g_array_index (existing, gint64, k) == event_ids[i])
          {
            g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_DUPLICATE,
                         _("Event “%s” is in ranking “%s” already"), name, ranking->name);
            return FALSE;
          }
      for (guint k = 0; k < i; k++)
        if (event_ids[k] == event_ids[i])
          {
            g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_DUPLICATE,
                         _("Event “%s” is named twice"), name);
            return FALSE;
          }
      if (game == NULL && ranking->by != HAMMER_RANKED_BY_PLACES)
        game = g_strdup (rules);
      if (game != NULL && g_strcmp0 (game, rules) != 0)
        {
          g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                       /* TRANSLATORS: the games are names such as "Sjoelbak". */
                       _("Event “%s” is of %s, but ranking “%s” counts %s only: its points "
                         "assume one game"),
                       name, game_name (rules), ranking->name, game_name (game));
          return FALSE;
        }
    }
  return TRUE;
}

gboolean
hammer_rankings_add_events (HammerStore   *self,
                            gint64         ranking_id,
                            const gint64  *event_ids,
                            guint          n_event_ids,
                            GError       **error)
{
  g_autoptr(HammerRanking) ranking = NULL;
  g_autoptr(GArray) existing = NULL;
  g_autoptr(sqlite3_stmt) stmt = NULL;
  g_auto(HammerStoreTx) tx = { 0 };
  gboolean written = TRUE;

  g_return_val_if_fail (HAMMER_IS_STORE (self), FALSE);
  g_return_val_if_fail (event_ids != NULL || n_event_ids == 0, FALSE);

  if (n_event_ids == 0)
    {
      g_set_error_literal (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                           _("Name at least one event to add to the ranking"));
      return FALSE;
    }

  /* The checks read inside the change, with the write lock held. */
  if (!hammer_store_tx_begin (&tx, hammer_store_get_db (self), HAMMER_STORE_TX_UNNAMED, error) ||
      !(ranking = read_ranking (tx.db, ranking_id, error)) ||
      !(existing = read_event_ids (tx.db, ranking_id, error)) ||
      !check_new_events (tx.db, ranking, existing, event_ids, n_event_ids, error))
    return FALSE;

  {
    /* TRANSLATORS: a change in the history; %s is a ranking's name. */
    g_autofree char *description = g_strdup_printf (ngettext ("Add %u event to ranking %s",
                                                              "Add %u events to ranking %s",
                                                              n_event_ids),
                                                    n_event_ids, ranking->name);

    if (!hammer_store_tx_describe (&tx, description, error))
      return FALSE;
  }

  if (!(stmt = hammer_store_prepare (tx.db, "INSERT INTO ranking_events (ranking_id, event_id)"
                                            " VALUES (?, ?)", error)))
    return FALSE;
  for (guint i = 0; written && i < n_event_ids; i++)
    {
      sqlite3_reset (stmt);
      sqlite3_bind_int64 (stmt, 1, ranking_id);
      sqlite3_bind_int64 (stmt, 2, event_ids[i]);
      written = hammer_store_tx_insert_row (&tx, "ranking_events", stmt,
                                            _("Could not add the event to the ranking"),
                                            error) != 0;
    }
  return hammer_store_tx_end (&tx, self, written, error);
}

gboolean
hammer_rankings_edit (HammerStore              *self,
                      gint64                    ranking_id,
                      const HammerRankingSpec  *spec,
                      GError                  **error)
{
  g_autoptr(GArray) points = NULL;
  g_autoptr(GArray) factors = NULL;
  g_autoptr(GArray) consolation = NULL;
  g_autoptr(GArray) none = g_array_new (FALSE, FALSE, sizeof (gint64));
  g_autoptr(GArray) event_ids = NULL;
  g_autoptr(HammerRanking) ranking = NULL;
  g_autofree char *name = NULL;
  g_autofree char *description = NULL;
  g_autoptr(sqlite3_stmt) stmt = NULL;
  g_auto(HammerStoreTx) tx = { 0 };

  g_return_val_if_fail (HAMMER_IS_STORE (self), FALSE);
  g_return_val_if_fail (spec != NULL, FALSE);

  if (!check_spec (spec, &points, &factors, &consolation, error) ||
      !(ranking = read_ranking (hammer_store_get_db (self), ranking_id, error)))
    return FALSE;
  name = g_strstrip (g_strdup (spec->name));
  /* TRANSLATORS: a change in the history; %s is a ranking's name. */
  description = g_strdup_printf (_("Change the settings of ranking %s"), ranking->name);
  if (!hammer_store_tx_begin (&tx, hammer_store_get_db (self), description, error) ||
      !(event_ids = read_event_ids (tx.db, ranking_id, error)))
    return FALSE;

  /* Its events must fit the new game and kind as an event added now would. */
  g_free (ranking->name);
  ranking->name = g_strdup (name);
  g_free (ranking->rules);
  ranking->rules = g_strdup (spec->rules);
  ranking->by = spec->by;
  if (!check_new_events (tx.db, ranking, none, (const gint64 *) (void *) event_ids->data,
                         event_ids->len, error) ||
      !(stmt = hammer_store_prepare (tx.db, "UPDATE rankings SET name = ?1, rules = ?2,"
                                            " ranked_by = ?3, points = ?4, best = ?5,"
                                            " factors = ?6, threshold = ?7,"
                                            " threshold_years = ?8, cut = ?9,"
                                            " consolation_points = ?11 WHERE id = ?12", error)))
    return FALSE;
  bind_settings (stmt, spec, name, points, factors, consolation);
  sqlite3_bind_int64 (stmt, 12, ranking_id);
  return hammer_store_tx_end (&tx, self,
                              hammer_store_tx_run_logged (&tx, "rankings", ranking_id, stmt,
                                                          error),
                              error);
}

static int
compare_in_time (gconstpointer a,
                 gconstpointer b)
{
  const HammerEventPlacings *x = *(HammerEventPlacings * const *) a;
  const HammerEventPlacings *y = *(HammerEventPlacings * const *) b;
  int order = g_strcmp0 (x->day, y->day);

  if (order != 0)
    return order;
  return (x->event_id > y->event_id) - (x->event_id < y->event_id);
}

/* What a placing earns in @ranking; FALSE for one that earns nothing to
 * rank by (no place yet, or no game of a series). */
static gboolean
placing_points (HammerRanking            *ranking,
                const HammerEventPlacings *event,
                const HammerEventPlacing  *placing,
                double                    *points)
{
  switch (ranking->by)
    {
    case HAMMER_RANKED_BY_TOTALS:
      *points = placing->total;
      return placing->n_games > 0;
    case HAMMER_RANKED_BY_AVERAGES:
      *points = placing->n_games > 0 ? (double) placing->total / placing->n_games : 0;
      return placing->n_games > 0;
    case HAMMER_RANKED_BY_PLACES:
    default:
      /* A consolation's entrants earn its own table by their place in it
       * (none while they still play there), when the ranking has one. */
      if (placing->consolation && ranking->consolation_points->len > 0)
        *points = hammer_ranking_place_points (ranking->consolation_points,
                                               placing->bracket_place);
      else
        *points = hammer_ranking_place_points (ranking->points, placing->place);
      *points *= hammer_ranking_field_factor (ranking->factors, event->n_entrants);
      return placing->place > 0;
    }
}

/* The lines of @ranking from its first @n_events counting events. */
static GPtrArray *
rank_events (HammerRanking *ranking,
             GPtrArray     *counting,
             guint          n_events,
             GHashTable    *names)
{
  g_autoptr(GHashTable) by_player = g_hash_table_new (g_int64_hash, g_int64_equal);
  g_autoptr(GArray) players = g_array_new (FALSE, TRUE, sizeof (HammerRankingPlayer));
  GPtrArray *lines;

  for (guint e = 0; e < n_events; e++)
    {
      const HammerEventPlacings *event = g_ptr_array_index (counting, e);

      for (guint i = 0; i < event->placings->len; i++)
        {
          const HammerEventPlacing *placing = &g_array_index (event->placings,
                                                             HammerEventPlacing, i);
          gboolean consolation = placing->consolation && ranking->by == HAMMER_RANKED_BY_PLACES &&
                                 ranking->consolation_points->len > 0;
          double points;

          if (!placing_points (ranking, event, placing, &points))
            continue;
          /* A team's points go to each of its players. */
          for (guint p = 0; p < placing->player_ids->len; p++)
            {
              const gint64 *id = &g_array_index (placing->player_ids, gint64, p);
              gpointer found = g_hash_table_lookup (by_player, id);
              HammerRankingResult result = { event->event_id, e, event->day, placing->place,
                                             points, consolation,
                                             consolation ? placing->bracket_place : 0 };
              HammerRankingPlayer *player;

              if (found == NULL)
                {
                  HammerRankingPlayer fresh = { *id, g_hash_table_lookup (names, id),
                                                g_array_new (FALSE, FALSE,
                                                             sizeof (HammerRankingResult)) };

                  g_array_append_val (players, fresh);
                  found = GUINT_TO_POINTER (players->len);
                  g_hash_table_insert (by_player, (gpointer) id, found);
                }
              player = &g_array_index (players, HammerRankingPlayer, GPOINTER_TO_UINT (found) - 1);
              result.day = g_strdup (event->day);
              g_array_append_val (player->results, result);
            }
        }
    }

  lines = hammer_ranking_rank ((HammerRankingPlayer *) (void *) players->data, players->len,
                               ranking->by, ranking->best);
  return lines;
}

/* The names of every player of @events, by id. */
static GHashTable *
read_names (sqlite3    *db,
            GPtrArray  *events,
            GError    **error)
{
  g_autoptr(GHashTable) names = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free,
                                                       g_free);
  g_autoptr(sqlite3_stmt) stmt = NULL;

  if (!(stmt = hammer_store_prepare (db, "SELECT name FROM players WHERE id = ?", error)))
    return NULL;
  for (guint e = 0; e < events->len; e++)
    {
      const HammerEventPlacings *event = g_ptr_array_index (events, e);

      for (guint i = 0; i < event->placings->len; i++)
        {
          GArray *ids = g_array_index (event->placings, HammerEventPlacing, i).player_ids;

          for (guint p = 0; p < ids->len; p++)
            {
              gint64 id = g_array_index (ids, gint64, p);
              int rc;

              if (g_hash_table_contains (names, &id))
                continue;
              sqlite3_reset (stmt);
              sqlite3_bind_int64 (stmt, 1, id);
              rc = sqlite3_step (stmt);
              if (rc != SQLITE_ROW)
                {
                  hammer_store_set_error (db, rc, _("Could not read the players’ names"), error);
                  return NULL;
                }
              g_hash_table_insert (names, g_memdup2 (&id, sizeof id),
                                   g_strdup ((const char *) sqlite3_column_text (stmt, 0)));
            }
        }
    }
  return g_steal_pointer (&names);
}

/* The day @years before @day (YYYY-MM-DD), the 28th for a 29 February
 * that year has not. */
static char *
years_before (const char *day,
              guint       years)
{
  GDate date;
  char text[16];

  g_date_clear (&date, 1);
  g_date_set_parse (&date, day);
  if (!g_date_valid (&date))
    return g_strdup ("");
  g_date_subtract_years (&date, years);
  g_snprintf (text, sizeof text, "%04u-%02u-%02u", g_date_get_year (&date),
              g_date_get_month (&date), g_date_get_day (&date));
  return g_strdup (text);
}

HammerRanking *
hammer_rankings_get (HammerStore  *self,
                     gint64        ranking_id,
                     GError      **error)
{
  g_autoptr(HammerRanking) ranking = NULL;
  g_autoptr(GArray) ids = NULL;
  g_autoptr(GPtrArray) counting = g_ptr_array_new ();
  g_autoptr(GHashTable) names = NULL;
  g_autoptr(GHashTable) before = g_hash_table_new (g_int64_hash, g_int64_equal);
  g_autoptr(GPtrArray) previous = NULL;
  g_autofree char *window_start = NULL;
  sqlite3 *db;

  g_return_val_if_fail (HAMMER_IS_STORE (self), NULL);

  db = hammer_store_get_db (self);
  if (!(ranking = read_ranking (db, ranking_id, error)) ||
      !(ids = read_event_ids (db, ranking_id, error)))
    return NULL;

  ranking->events = g_ptr_array_new_with_free_func ((GDestroyNotify) hammer_event_placings_free);
  for (guint i = 0; i < ids->len; i++)
    {
      HammerEventPlacings *event = hammer_events_get_placings (self, g_array_index (ids, gint64,
                                                                                    i), error);

      if (event == NULL)
        return NULL;
      g_ptr_array_add (ranking->events, event);
    }
  g_ptr_array_sort (ranking->events, compare_in_time);
  for (guint i = 0; i < ranking->events->len; i++)
    {
      HammerEventPlacings *event = g_ptr_array_index (ranking->events, i);

      /* Only a final place earns points: an event under way counts once
       * it is over. */
      if (event->state == HAMMER_EVENT_FINISHED)
        g_ptr_array_add (counting, event);
    }
  ranking->n_counting = counting->len;

  if (!(names = read_names (db, counting, error)))
    return NULL;
  ranking->lines = rank_events (ranking, counting, counting->len, names);

  /* Each player's points after every event, 0 before their first. */
  for (guint k = 1; k <= counting->len; k++)
    {
      g_autoptr(GPtrArray) then = k < counting->len ? rank_events (ranking, counting, k, names)
                                                    : g_ptr_array_ref (ranking->lines);
      g_autoptr(GHashTable) points = g_hash_table_new (g_int64_hash, g_int64_equal);

      for (guint i = 0; i < then->len; i++)
        {
          HammerRankingLine *line = g_ptr_array_index (then, i);

          g_hash_table_insert (points, &line->player_id, &line->points);
        }
      for (guint i = 0; i < ranking->lines->len; i++)
        {
          HammerRankingLine *line = g_ptr_array_index (ranking->lines, i);
          const double *value = g_hash_table_lookup (points, &line->player_id);
          double figure = value != NULL ? *value : 0;

          g_array_append_val (line->history, figure);
        }
    }

  /* Movement: the places before the latest event counted. */
  if (counting->len > 1)
    {
      previous = rank_events (ranking, counting, counting->len - 1, names);
      for (guint i = 0; i < previous->len; i++)
        {
          HammerRankingLine *line = g_ptr_array_index (previous, i);

          g_hash_table_insert (before, &line->player_id, GUINT_TO_POINTER (line->place));
        }
    }

  if (ranking->threshold > 0 && ranking->threshold_years > 0 && counting->len > 0)
    window_start = years_before (((HammerEventPlacings *)
                                  g_ptr_array_index (counting, counting->len - 1))->day,
                                 ranking->threshold_years);
  for (guint i = 0; i < ranking->lines->len; i++)
    {
      HammerRankingLine *line = g_ptr_array_index (ranking->lines, i);

      line->previous_place = GPOINTER_TO_UINT (g_hash_table_lookup (before, &line->player_id));
      /* Every result within the years counts towards the threshold, not
       * only the best: "five points in three years". */
      for (guint r = 0; r < line->results->len; r++)
        {
          const HammerRankingResult *result = &g_array_index (line->results,
                                                             HammerRankingResult, r);

          if (window_start == NULL || g_strcmp0 (result->day, window_start) > 0)
            line->window_points += result->points;
        }
      line->marked = ranking->threshold > 0 && line->window_points >= ranking->threshold - 1e-9;
      line->qualified = ranking->cut > 0 && line->place <= ranking->cut;
    }
  return g_steal_pointer (&ranking);
}

void
hammer_ranking_summary_free (HammerRankingSummary *summary)
{
  if (summary == NULL)
    return;
  g_free (summary->name);
  g_free (summary->rules);
  g_free (summary);
}

GPtrArray *
hammer_rankings_list (HammerStore  *self,
                      GError      **error)
{
  g_autoptr(GPtrArray) list = g_ptr_array_new_with_free_func ((GDestroyNotify)
                                                              hammer_ranking_summary_free);
  sqlite3 *db;
  g_autoptr(sqlite3_stmt) stmt = NULL;
  int rc;

  g_return_val_if_fail (HAMMER_IS_STORE (self), NULL);

  db = hammer_store_get_db (self);
  if (!(stmt = hammer_store_prepare (db, "SELECT r.id, r.name,"
                                         " (SELECT count(*) FROM ranking_events e"
                                         "  WHERE e.ranking_id = r.id), r.rules"
                                         " FROM rankings r ORDER BY r.name COLLATE NOCASE, r.id",
                                     error)))
    return NULL;
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    {
      HammerRankingSummary *summary = g_new0 (HammerRankingSummary, 1);

      summary->id = sqlite3_column_int64 (stmt, 0);
      summary->name = g_strdup ((const char *) sqlite3_column_text (stmt, 1));
      summary->n_events = sqlite3_column_int (stmt, 2);
      summary->rules = g_strdup ((const char *) sqlite3_column_text (stmt, 3));
      g_ptr_array_add (list, summary);
    }
  if (rc != SQLITE_DONE)
    {
      hammer_store_set_error (db, rc, _("Could not list the rankings"), error);
      return NULL;
    }
  return g_steal_pointer (&list);
}
