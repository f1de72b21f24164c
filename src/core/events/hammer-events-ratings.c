/* hammer-events-ratings.c — players' Glicko-2 ratings from the store's
 * matches, and seeding by them
 *
 * The matches are read from the event model, the one home of who played
 * whom and who won, so a result entered or undone counts at the next read.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "hammer-i18n.h"

#include "hammer-error.h"
#include "events/hammer-events-private.h"
#include "events/hammer-player-ratings.h"

void
hammer_player_rating_free (HammerPlayerRating *rating)
{
  if (rating == NULL)
    return;
  g_free (rating->name);
  g_free (rating->rules_id);
  if (rating->history != NULL)
    {
      for (guint i = 0; i < rating->history->len; i++)
        g_free (g_array_index (rating->history, HammerRatingPoint, i).date);
      g_array_unref (rating->history);
    }
  g_free (rating);
}

typedef struct
{
  GArray     *ratings;   /* HammerGlickoRating, by pool index */
  GArray     *players;   /* gint64 player id, by pool index */
  GArray     *games;     /* gint, rated games by pool index */
  GHashTable *index;     /* player id → pool index + 1 */
  GPtrArray  *history;   /* GArray of HammerRatingPoint, by pool index */
} RatingPool;

static guint
pool_index (RatingPool *pool,
            gint64      player_id)
{
  gpointer found = g_hash_table_lookup (pool->index, &player_id);
  HammerGlickoRating fresh;
  gint64 *key;
  guint zero = 0;

  if (found != NULL)
    return GPOINTER_TO_UINT (found) - 1;

  hammer_glicko_rating_init (&fresh);
  g_array_append_val (pool->ratings, fresh);
  g_array_append_val (pool->players, player_id);
  g_array_append_val (pool->games, zero);
  g_ptr_array_add (pool->history, g_array_new (FALSE, FALSE, sizeof (HammerRatingPoint)));
  key = g_new (gint64, 1);
  *key = player_id;
  g_hash_table_insert (pool->index, key, GUINT_TO_POINTER (pool->players->len));
  return pool->players->len - 1;
}

/* The games of every played match of @model, added to @games. */
static void
add_event_games (HammerEventModel *model,
                 RatingPool       *pool,
                 GArray           *games)
{
  for (guint i = 0; i < model->matches->len; i++)
    {
      HammerEventMatchRow *row = &g_array_index (model->matches, HammerEventMatchRow, i);
      HammerResolvedMatch *resolved = &model->resolved[i];
      GArray *sides[2];   /* gint64 player ids */

      /* A bye or a walkover was not played; a sjoelbak card beats nobody. */
      if (row->dm.n_sides != 2 || resolved->status != HAMMER_MATCH_FINISHED ||
          resolved->bye || resolved->walkover || row->input == NULL)
        continue;
      for (guint s = 0; s < 2; s++)
        {
          HammerEventEntrant *entrant = hammer_event_entrant_by_index (model,
                                                                       resolved->entrants[s]);
          /* Rotating partners: the side's entrant stands for two players. */
          HammerEventEntrant *partner =
            hammer_event_entrant_by_index (model, hammer_event_side_partner (model, i, s));

          sides[s] = g_array_new (FALSE, FALSE, sizeof (gint64));
          if (entrant != NULL)
            g_array_append_vals (sides[s], entrant->player_ids->data, entrant->player_ids->len);
          if (partner != NULL)
            g_array_append_vals (sides[s], partner->player_ids->data, partner->player_ids->len);
        }

      /* Every player of a side is rated against every opposing player,
       * each pairing one game with the match's result. */
      for (guint a = 0; a < sides[0]->len; a++)
        for (guint b = 0; b < sides[1]->len; b++)
          {
            HammerGlickoGame game;

            game.players[0] = pool_index (pool, g_array_index (sides[0], gint64, a));
            game.players[1] = pool_index (pool, g_array_index (sides[1], gint64, b));
            game.winner = resolved->winner;
            if (game.players[0] == game.players[1])
              continue;
            g_array_index (pool->games, guint, game.players[0])++;
            g_array_index (pool->games, guint, game.players[1])++;
            g_array_append_val (games, game);
          }
      g_array_unref (sides[0]);
      g_array_unref (sides[1]);
    }
}

/* Rates the period of @games, and writes the history of those who played. */
static void
rate_period (RatingPool *pool,
             GArray     *games,
             const char *date,
             gint64      first_event)
{
  g_autofree guint8 *played = NULL;

  /* An event not played yet is no period: nobody's deviation grows by it. */
  if (games->len == 0)
    return;
  played = g_new0 (guint8, pool->players->len);
  hammer_glicko_rate_period ((HammerGlickoRating *) (void *) pool->ratings->data,
                             pool->ratings->len,
                             (const HammerGlickoGame *) (void *) games->data, games->len,
                             HAMMER_GLICKO_TAU);
  for (guint g = 0; g < games->len; g++)
    {
      const HammerGlickoGame *game = &g_array_index (games, HammerGlickoGame, g);

      played[game->players[0]] = played[game->players[1]] = 1;
    }
  for (guint p = 0; p < pool->players->len; p++)
    {
      const HammerGlickoRating *r = &g_array_index (pool->ratings, HammerGlickoRating, p);
      HammerRatingPoint point = { g_strdup (date), first_event, r->rating, r->deviation };

      if (played[p])
        g_array_append_val (g_ptr_array_index (pool->history, p), point);
      else
        g_free (point.date);
    }
  g_array_set_size (games, 0);
}

static int
compare_ratings (gconstpointer a,
                 gconstpointer b)
{
  const HammerPlayerRating *x = *(HammerPlayerRating * const *) a;
  const HammerPlayerRating *y = *(HammerPlayerRating * const *) b;

  if (x->rating.rating != y->rating.rating)
    return x->rating.rating < y->rating.rating ? 1 : -1;
  return g_utf8_collate (x->name, y->name);
}

static GPtrArray *
pool_to_ratings (RatingPool  *pool,
                 sqlite3     *db,
                 const char  *rules_id,
                 GError     **error)
{
  g_autoptr(GPtrArray) out = g_ptr_array_new_with_free_func ((GDestroyNotify)
                                                             hammer_player_rating_free);
  g_autoptr(sqlite3_stmt) stmt = hammer_store_prepare (db, "SELECT name FROM players WHERE id = ?",
                                                       error);

  if (stmt == NULL)
    return NULL;
  for (guint p = 0; p < pool->players->len; p++)
    {
      HammerPlayerRating *rating = g_new0 (HammerPlayerRating, 1);
      int rc;

      rating->player_id = g_array_index (pool->players, gint64, p);
      rating->rules_id = g_strdup (rules_id);
      rating->rating = g_array_index (pool->ratings, HammerGlickoRating, p);
      rating->games = g_array_index (pool->games, guint, p);
      rating->history = g_array_ref (g_ptr_array_index (pool->history, p));
      g_ptr_array_add (out, rating);

      sqlite3_reset (stmt);
      sqlite3_bind_int64 (stmt, 1, rating->player_id);
      rc = sqlite3_step (stmt);
      if (rc == SQLITE_ROW)
        rating->name = g_strdup ((const char *) sqlite3_column_text (stmt, 0));
      else if (rc != SQLITE_DONE)
        {
          hammer_store_set_error (db, rc, _("Could not read the players’ names"), error);
          return NULL;
        }
      else
        rating->name = g_strdup_printf ("%" G_GINT64_FORMAT, rating->player_id);
    }
  g_ptr_array_sort (out, compare_ratings);
  return g_steal_pointer (&out);
}

static void
pool_clear (RatingPool *pool)
{
  g_clear_pointer (&pool->ratings, g_array_unref);
  g_clear_pointer (&pool->players, g_array_unref);
  g_clear_pointer (&pool->games, g_array_unref);
  g_clear_pointer (&pool->index, g_hash_table_unref);
  g_clear_pointer (&pool->history, g_ptr_array_unref);
}
G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (RatingPool, pool_clear)

GPtrArray *
hammer_events_compute_ratings (HammerStore  *self,
                               const char   *rules_id,
                               GError      **error)
{
  g_auto(RatingPool) pool = { 0 };
  g_autoptr(GArray) games = g_array_new (FALSE, FALSE, sizeof (HammerGlickoGame));
  g_autoptr(sqlite3_stmt) stmt = NULL;
  g_autoptr(GError) lookup_error = NULL;
  sqlite3 *db;
  g_autofree char *period_date = NULL;
  gint64 period_event = 0;
  int rc;

  g_return_val_if_fail (HAMMER_IS_STORE (self), NULL);
  g_return_val_if_fail (rules_id != NULL, NULL);

  if (hammer_rules_lookup (rules_id, &lookup_error) == NULL)
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_NOT_FOUND, "%s", lookup_error->message);
      return NULL;
    }

  db = hammer_store_get_db (self);
  stmt = hammer_store_prepare (db,
                               "SELECT id, date FROM events WHERE rules = ?"
                               " ORDER BY coalesce (date, substr (created_at, 1, 10)), id",
                               error);
  if (stmt == NULL)
    return NULL;
  hammer_store_bind_text (stmt, 1, rules_id);

  pool.ratings = g_array_new (FALSE, FALSE, sizeof (HammerGlickoRating));
  pool.players = g_array_new (FALSE, FALSE, sizeof (gint64));
  pool.games = g_array_new (FALSE, FALSE, sizeof (guint));
  pool.index = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, NULL);
  pool.history = g_ptr_array_new_with_free_func ((GDestroyNotify) g_array_unref);

  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    {
      gint64 event_id = sqlite3_column_int64 (stmt, 0);
      const char *date = (const char *) sqlite3_column_text (stmt, 1);
      g_autoptr(HammerEventModel) model = NULL;

      /* A new period, unless this event shares the day of the last. */
      if (period_event == 0 || date == NULL || g_strcmp0 (date, period_date) != 0)
        {
          if (period_event != 0)
            rate_period (&pool, games, period_date, period_event);
          g_free (period_date);
          period_date = g_strdup (date);
          period_event = event_id;
        }

      if (!(model = hammer_event_take (self, event_id, error)))
        return NULL;
      add_event_games (model, &pool, games);
      hammer_event_keep (self, g_steal_pointer (&model));
    }
  if (rc != SQLITE_DONE)
    {
      hammer_store_set_error (db, rc, _("Could not read the events of the ratings"), error);
      return NULL;
    }
  if (period_event != 0)
    rate_period (&pool, games, period_date, period_event);

  return pool_to_ratings (&pool, db, rules_id, error);
}

GPtrArray *
hammer_events_get_player_ratings (HammerStore  *self,
                                  gint64        player_id,
                                  GError      **error)
{
  g_autoptr(GPtrArray) out = g_ptr_array_new_with_free_func ((GDestroyNotify)
                                                             hammer_player_rating_free);
  const HammerRules * const *all;
  guint n_rules;

  g_return_val_if_fail (HAMMER_IS_STORE (self), NULL);

  all = hammer_rules_get_all (&n_rules);
  for (guint r = 0; r < n_rules; r++)
    {
      g_autoptr(GPtrArray) ratings = hammer_events_compute_ratings (self, all[r]->id, error);

      if (ratings == NULL)
        return NULL;
      for (guint i = 0; i < ratings->len; i++)
        if (((HammerPlayerRating *) g_ptr_array_index (ratings, i))->player_id == player_id)
          {
            g_ptr_array_add (out, g_ptr_array_steal_index (ratings, i));
            break;
          }
    }
  return g_steal_pointer (&out);
}

static gpointer
read_player_ratings (HammerStore  *reader,
                     gint64        player_id,
                     GError      **error)
{
  return hammer_events_get_player_ratings (reader, player_id, error);
}

void
hammer_events_get_player_ratings_async (HammerStore         *self,
                                        gint64               player_id,
                                        GCancellable        *cancellable,
                                        GAsyncReadyCallback  callback,
                                        gpointer             user_data)
{
  g_return_if_fail (HAMMER_IS_STORE (self));

  hammer_store_read_async (self, read_player_ratings, player_id,
                           (GDestroyNotify) g_ptr_array_unref,
                           hammer_events_get_player_ratings_async, cancellable, callback,
                           user_data);
}

GPtrArray *
hammer_events_get_player_ratings_finish (HammerStore   *self,
                                         GAsyncResult  *result,
                                         GError       **error)
{
  return hammer_store_read_finish (self, result, hammer_events_get_player_ratings_async, error);
}

GHashTable *
hammer_event_ratings_by_player (HammerStore  *self,
                                const char   *rules_id,
                                GError      **error)
{
  g_autoptr(GPtrArray) ratings = hammer_events_compute_ratings (self, rules_id, error);
  g_autoptr(GHashTable) by_player = NULL;

  if (ratings == NULL)
    return NULL;
  by_player = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, g_free);
  for (guint i = 0; i < ratings->len; i++)
    {
      HammerPlayerRating *rating = g_ptr_array_index (ratings, i);
      double *value = g_new (double, 1);

      *value = rating->rating.rating;
      g_hash_table_insert (by_player, g_memdup2 (&rating->player_id, sizeof (gint64)), value);
    }
  return g_steal_pointer (&by_player);
}

typedef struct
{
  gint64   entrant_id;
  guint    added;      /* the order entered */
  gboolean valued;
  double   value;
} SeedChoice;

static int
compare_seed_choices (gconstpointer a,
                      gconstpointer b)
{
  const SeedChoice *x = a, *y = b;

  if (x->valued != y->valued)
    return x->valued ? -1 : 1;
  if (x->valued && x->value != y->value)
    return x->value < y->value ? 1 : -1;
  return (x->added > y->added) - (x->added < y->added);
}

gboolean
hammer_events_seed_by_players (HammerStore   *self,
                               gint64         event_id,
                               const gint64  *player_ids,
                               const double  *values,
                               guint          n_players,
                               GError       **error)
{
  g_autoptr(HammerEventModel) model = NULL;
  g_autoptr(GHashTable) by_player = g_hash_table_new (g_int64_hash, g_int64_equal);
  g_autoptr(GArray) choices = g_array_new (FALSE, FALSE, sizeof (SeedChoice));
  g_autofree gint64 *order = NULL;

  g_return_val_if_fail (HAMMER_IS_STORE (self), FALSE);
  g_return_val_if_fail (player_ids != NULL || n_players == 0, FALSE);
  g_return_val_if_fail (values != NULL || n_players == 0, FALSE);

  for (guint i = 0; i < n_players; i++)
    g_hash_table_insert (by_player, (gpointer) &player_ids[i], (gpointer) &values[i]);

  if (!(model = hammer_event_take (self, event_id, error)))
    return FALSE;
  for (guint e = 0; e < model->entrants->len; e++)
    {
      HammerEventEntrant *entrant = g_ptr_array_index (model->entrants, e);
      SeedChoice choice = { entrant->id, e, FALSE, 0 };
      guint n = 0;

      for (guint p = 0; p < entrant->player_ids->len; p++)
        {
          const double *value = g_hash_table_lookup (by_player, &g_array_index (entrant->player_ids,
                                                                                gint64, p));

          if (value != NULL)
            {
              choice.value += *value;
              n++;
            }
        }
      /* A team by the mean of its players who have a figure. */
      if (n > 0)
        {
          choice.valued = TRUE;
          choice.value /= n;
        }
      g_array_append_val (choices, choice);
    }
  hammer_event_keep (self, g_steal_pointer (&model));

  g_array_sort (choices, compare_seed_choices);
  order = g_new (gint64, MAX (choices->len, 1));
  for (guint i = 0; i < choices->len; i++)
    order[i] = g_array_index (choices, SeedChoice, i).entrant_id;
  return hammer_events_set_seeds (self, event_id, order, choices->len, error);
}

gboolean
hammer_events_seed_by_rating (HammerStore  *self,
                              gint64        event_id,
                              GError      **error)
{
  g_autoptr(GPtrArray) ratings = NULL;
  g_autofree gint64 *players = NULL;
  g_autofree double *values = NULL;
  g_autofree char *rules_id = NULL;
  g_autoptr(HammerEventModel) model = NULL;

  g_return_val_if_fail (HAMMER_IS_STORE (self), FALSE);

  if (!(model = hammer_event_take (self, event_id, error)))
    return FALSE;
  rules_id = g_strdup (model->rules_id);
  hammer_event_keep (self, g_steal_pointer (&model));

  if (!(ratings = hammer_events_compute_ratings (self, rules_id, error)))
    return FALSE;
  players = g_new (gint64, MAX (ratings->len, 1));
  values = g_new (double, MAX (ratings->len, 1));
  for (guint i = 0; i < ratings->len; i++)
    {
      const HammerPlayerRating *r = g_ptr_array_index (ratings, i);

      players[i] = r->player_id;
      values[i] = r->rating.rating;
    }
  return hammer_events_seed_by_players (self, event_id, players, values, ratings->len, error);
}
