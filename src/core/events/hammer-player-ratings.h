/* hammer-player-ratings.h — every player's Glicko-2 rating from the
 * finished matches of a game
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "events/hammer-glicko.h"
#include "store/hammer-store.h"

G_BEGIN_DECLS

/* A player's rating after one rating period they played in. */
typedef struct
{
  char   *date;       /* the period's day, or NULL for an event without a date */
  gint64  event_id;   /* the period's first event */
  double  rating;
  double  deviation;
} HammerRatingPoint;

typedef struct
{
  gint64              player_id;
  char               *name;
  char               *rules_id;  /* the game rated */
  HammerGlickoRating  rating;    /* after the last period of all */
  guint               games;     /* rated games */
  GArray             *history;   /* HammerRatingPoint, in time order */
} HammerPlayerRating;

void hammer_player_rating_free (HammerPlayerRating *rating);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (HammerPlayerRating, hammer_player_rating_free)

/* Every player who played a finished match of rule set @rules_id (not a
 * bye, not a walkover), rated by Glicko-2 from Glickman's defaults: one
 * rating period per event, or per day for events with a date (the events
 * of one day are one period), in time order (date, else the day the event
 * was made; then the order they were made). A team's match is a game
 * between each of its players and each of the other side's. Returns
 * HammerPlayerRating*, highest rating first (then by name); an unknown rule
 * set is HAMMER_ERROR_NOT_FOUND. */
GPtrArray *hammer_events_compute_ratings (HammerStore  *self,
                                          const char   *rules_id,
                                          GError      **error);

/* Player @player_id's rating in every game with a rated match of theirs,
 * in the order of the rule sets; an empty array for none. */
GPtrArray *hammer_events_get_player_ratings        (HammerStore          *self,
                                                    gint64                player_id,
                                                    GError              **error);
/* The same read on another thread, through a reader of @self's file. */
void       hammer_events_get_player_ratings_async  (HammerStore          *self,
                                                    gint64                player_id,
                                                    GCancellable         *cancellable,
                                                    GAsyncReadyCallback   callback,
                                                    gpointer              user_data);
GPtrArray *hammer_events_get_player_ratings_finish (HammerStore          *self,
                                                    GAsyncResult         *result,
                                                    GError              **error);

/* Seeds the entrants of event @event_id (before its draw) by rating,
 * strongest first: a team by its players' mean rating, an entrant without
 * a rated game after those with one, in the order they were entered. One
 * change, as hammer_events_set_seeds(). */
gboolean   hammer_events_seed_by_rating  (HammerStore  *self,
                                          gint64        event_id,
                                          GError      **error);

/* The same by any figure: @values[i] is player @player_ids[i]'s, higher
 * first; a team by its players' mean, an entrant with no player of the
 * list after the rest (for a ranking's points, say). */
gboolean   hammer_events_seed_by_players (HammerStore   *self,
                                          gint64         event_id,
                                          const gint64  *player_ids,
                                          const double  *values,
                                          guint          n_players,
                                          GError       **error);

G_END_DECLS
