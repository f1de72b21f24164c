/* hammer-events-blind-draw.c — players entered one by one made into teams
 * before the draw: by lot, one of each pool of strength (A/B, A/B/C), or
 * with the pros kept apart
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "hammer-i18n.h"

#include "hammer-error.h"
#include "events/hammer-events-private.h"
#include "events/hammer-player-ratings.h"
#include "events/hammer-team-draw.h"
#include "store/hammer-roster.h"

/* The players a blind draw makes teams of @team_size of, in seeding order;
 * NULL with @error set when they are not single players or do not share
 * out evenly. */
static GPtrArray *
blind_draw_players (HammerEventModel *model,
                    guint             team_size,
                    GError          **error)
{
  g_autoptr(GPtrArray) players = g_ptr_array_new ();

  for (guint i = 0; i < model->entrants->len; i++)
    {
      HammerEventEntrant *entrant = g_ptr_array_index (model->entrants, i);

      if (entrant->withdrawn || !entrant->present)
        continue;
      if (entrant->player_ids->len != 1)
        {
          g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                       _("%s is a team already; a blind draw pairs players entered one by one"),
                       entrant->name);
          return NULL;
        }
      g_ptr_array_add (players, entrant);
    }
  if (players->len < team_size * 2 || players->len % team_size != 0)
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   g_dngettext (GETTEXT_PACKAGE,
                                "%u player cannot be drawn into teams of %u; enter or withdraw "
                                "players so that they share out evenly",
                                "%u players cannot be drawn into teams of %u; enter or withdraw "
                                "players so that they share out evenly", players->len),
                   players->len, team_size);
      return NULL;
    }
  return g_steal_pointer (&players);
}

/* The team of @players[first … first + team_size - 1] in place of its
 * players' own entries; its id, or 0. */
static gint64
enter_team (HammerStoreTx    *tx,
            HammerEventModel *model,
            GPtrArray        *players,
            const guint      *members,
            guint             team_size,
            GError          **error)
{
  g_autoptr(GArray) team = g_array_new (FALSE, FALSE, sizeof (gint64));
  g_autoptr(GString) name = g_string_new (NULL);

  for (guint m = 0; m < team_size; m++)
    {
      HammerEventEntrant *member = g_ptr_array_index (players, members[m]);

      if (!hammer_event_delete_entrant (tx, member, error))
        return 0;
      g_array_append_val (team, g_array_index (member->player_ids, gint64, 0));
      g_string_append_printf (name, "%s%s", m > 0 ? " / " : "", member->name);
    }
  return hammer_event_insert_entrant (tx, model, name->str, team, error);
}

static gboolean
enter_teams (HammerStoreTx    *tx,
             HammerEventModel *model,
             GPtrArray        *players,
             const guint      *teams,
             guint             team_size,
             GArray           *ids,
             GError          **error)
{
  for (guint i = 0; i < players->len; i += team_size)
    {
      gint64 team_id = enter_team (tx, model, players, teams + i, team_size, error);

      if (team_id == 0)
        return FALSE;
      g_array_append_val (ids, team_id);
    }
  return TRUE;
}

/* What the draw reads of an entrant's player in the roster. */
typedef struct
{
  double   average;   /* or the rating, when the pools go by it */
  gboolean pro;
} PlayerMarks;

static int
compare_averages (gconstpointer a,
                  gconstpointer b,
                  gpointer      user_data)
{
  GHashTable *marks = user_data;
  const PlayerMarks *x = g_hash_table_lookup (marks, *(gpointer *) a);
  const PlayerMarks *y = g_hash_table_lookup (marks, *(gpointer *) b);

  /* Higher first; a stable sort keeps the seeding order among equals. */
  return (x->average < y->average) - (x->average > y->average);
}

/* Puts @players in the order of their strength: by seed, by the roster's
 * average (refused when one has none), or by their rating in the event's
 * game (the default rating for one who has none); sets the pros in @pro. */
static gboolean
order_players (HammerStore        *self,
               HammerEventModel   *model,
               GPtrArray          *players,
               HammerBlindDrawBy   by,
               gboolean           *pro,
               GError            **error)
{
  g_autoptr(GHashTable) marks = g_hash_table_new_full (NULL, NULL, NULL, g_free);
  g_autoptr(GHashTable) ratings = NULL;
  gboolean by_average = by == HAMMER_BLIND_DRAW_BY_AVERAGE;

  if (by == HAMMER_BLIND_DRAW_BY_RATING &&
      !(ratings = hammer_event_ratings_by_player (self, model->rules_id, error)))
    return FALSE;

  g_ptr_array_sort (players, hammer_event_compare_for_seeding);
  for (guint i = 0; i < players->len; i++)
    {
      HammerEventEntrant *entrant = g_ptr_array_index (players, i);
      g_autoptr(HammerPlayer) player =
        hammer_roster_get_player (self, g_array_index (entrant->player_ids, gint64, 0), error);
      PlayerMarks *entry;

      if (player == NULL)
        return FALSE;
      if (by_average && !hammer_player_has_average (player))
        {
          g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                       _("%s has no average; give every player an average in the roster, or "
                         "draw the pools by seed"), entrant->name);
          return FALSE;
        }
      entry = g_new (PlayerMarks, 1);
      entry->average = hammer_player_get_average (player);
      if (ratings != NULL)
        {
          const double *rating = g_hash_table_lookup (ratings,
                                                      &g_array_index (entrant->player_ids,
                                                                      gint64, 0));

          entry->average = rating != NULL ? *rating : HAMMER_GLICKO_DEFAULT_RATING;
        }
      entry->pro = hammer_player_get_pro (player);
      g_hash_table_insert (marks, entrant, entry);
    }
  if (by != HAMMER_BLIND_DRAW_BY_SEED)
    g_ptr_array_sort_with_data (players, compare_averages, marks);
  /* The pros in the order the players now stand. */
  for (guint i = 0; i < players->len; i++)
    pro[i] = ((PlayerMarks *) g_hash_table_lookup (marks, players->pdata[i]))->pro;
  return TRUE;
}

GArray *
hammer_events_blind_draw_by (HammerStore        *self,
                             gint64              event_id,
                             const char         *pools,
                             HammerBlindDrawBy   by,
                             gboolean            have_seed,
                             guint32             seed,
                             GError            **error)
{
  g_autoptr(HammerEventModel) model = NULL;
  g_autoptr(GPtrArray) players = NULL;
  g_autoptr(GArray) ids = g_array_new (FALSE, FALSE, sizeof (gint64));
  g_autoptr(GRand) rand = NULL;
  g_autofree char *description = NULL;
  g_autofree gboolean *pro = NULL;
  g_autofree guint *teams = NULL;
  HammerStoreTx tx = { 0 };
  HammerTeamDrawKind kind;
  guint team_size, n_pools;

  g_return_val_if_fail (HAMMER_IS_STORE (self), NULL);

  if (!hammer_team_draw_kind_from_string (pools, &kind, &n_pools))
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   _("“%s” is no kind of blind draw; use ab, abc or pros"), pools);
      return NULL;
    }
  if (!(model = hammer_event_load_undrawn (self, event_id, error)))
    return NULL;

  team_size = MAX (model->options.team_size, 1);
  if (team_size < 2)
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   _("“%s” is played by single players; a blind draw makes teams for doubles "
                     "and larger teams (option team_size)"), model->name);
      return NULL;
    }
  if (kind == HAMMER_TEAM_DRAW_POOLS && n_pools != team_size)
    {
      /* TRANSLATORS: %s is "ab" or "abc"; %u a team size. */
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   g_dngettext (GETTEXT_PACKAGE,
                                "A draw by pools %s makes teams of %u player, one from each "
                                "pool; “%s” plays in teams of %u (option team_size)",
                                "A draw by pools %s makes teams of %u players, one from each "
                                "pool; “%s” plays in teams of %u (option team_size)", n_pools),
                   pools, n_pools, model->name, team_size);
      return NULL;
    }
  if (!(players = blind_draw_players (model, team_size, error)))
    return NULL;
  pro = g_new0 (gboolean, players->len);
  if (kind != HAMMER_TEAM_DRAW_LOT && !order_players (self, model, players, by, pro, error))
    return NULL;

  /* The lot: a shuffle that the seed makes again. */
  rand = g_rand_new_with_seed (have_seed ? seed : g_random_int ());
  teams = hammer_team_draw (players->len, team_size, kind, pro, rand);

  /* TRANSLATORS: a change in the history; %s is an event's name. */
  description = g_strdup_printf (_("Blind draw of %s"), model->name);
  if (!hammer_store_tx_begin (&tx, hammer_store_get_db (self), description, error) ||
      !hammer_store_tx_end (&tx, self,
                            enter_teams (&tx, model, players, teams, team_size, ids, error),
                            error))
    return NULL;
  return g_steal_pointer (&ids);
}

GArray *
hammer_events_blind_draw (HammerStore  *self,
                          gint64        event_id,
                          gboolean      have_seed,
                          guint32       seed,
                          GError      **error)
{
  g_return_val_if_fail (HAMMER_IS_STORE (self), NULL);

  return hammer_events_blind_draw_by (self, event_id, NULL, HAMMER_BLIND_DRAW_BY_SEED, have_seed,
                                      seed, error);
}

/* Off the main thread */

typedef struct
{
  gint64 event_id;
  char *pools;
  HammerBlindDrawBy by;
  GArray *teams;
} BlindDrawWrite;

static void
blind_draw_write_free (BlindDrawWrite *write)
{
  g_free (write->pools);
  g_clear_pointer (&write->teams, g_array_unref);
  g_free (write);
}

static gboolean
blind_draw_write (HammerStore  *writer,
                  gpointer      data,
                  GError      **error)
{
  BlindDrawWrite *write = data;

  write->teams = hammer_events_blind_draw_by (writer, write->event_id, write->pools, write->by,
                                              FALSE, 0, error);
  return write->teams != NULL;
}

void
hammer_events_blind_draw_by_async (HammerStore         *self,
                                   gint64               event_id,
                                   const char          *pools,
                                   HammerBlindDrawBy    by,
                                   GCancellable        *cancellable,
                                   GAsyncReadyCallback  callback,
                                   gpointer             user_data)
{
  BlindDrawWrite *write;

  g_return_if_fail (HAMMER_IS_STORE (self));

  write = g_new0 (BlindDrawWrite, 1);
  write->event_id = event_id;
  write->pools = g_strdup (pools);
  write->by = by;
  hammer_store_write_async (self, blind_draw_write, NULL, write,
                            (GDestroyNotify) blind_draw_write_free,
                            hammer_events_blind_draw_by_async, cancellable, callback, user_data);
}

GArray *
hammer_events_blind_draw_by_finish (HammerStore   *self,
                                    GAsyncResult  *result,
                                    gint64        *change_id,
                                    GError       **error)
{
  BlindDrawWrite *write;

  if (!hammer_store_write_finish_change (self, result, hammer_events_blind_draw_by_async,
                                         change_id, error))
    return NULL;
  write = hammer_store_write_get_data (result);
  return g_steal_pointer (&write->teams);
}
