/* hammer-day-private.h — what the tournament day's holds, queue and state share
 *
 * hammer-day-holds.c knows who is held and why, hammer-day-queue.c orders
 * the day's events and calls, hammer-day-state.c reads the day for the desk
 * in the queue's own order.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#ifndef HAMMER_EVENTS_COMPILATION
#error "hammer-day-private.h is the events library's own"
#endif

#include "events/hammer-events-private.h"

G_BEGIN_DECLS

/* Why a player may not be called now: on board @board of @event, or
 * resting until @rest_until. */
typedef struct
{
  gint64  player;
  gint64  event;
  guint   board;
  char   *rest_until;
  char   *free_at;     /* when the hold likely ends: the match's estimated end and the rest */
} HammerDayHold;

/* Who is held on the day: the queue walks its models. */
struct _HammerDayHolds
{
  GPtrArray  *models;     /* HammerEventModel*: every event of the day */
  GPtrArray  *owned;      /* those loaded here */
  GHashTable *boards;     /* gint64* board ids with an open match */
  GHashTable *playing;    /* gint64* player id → HammerDayHold* */
  GHashTable *resting;    /* gint64* player id → HammerDayHold* */
  GHashTable *board_ends; /* gint64* board id → the estimated end of its match (char*) */
  guint       rest_minutes;
};

/* Who plays which ready match across the day's events (hammer-day-yield.c). */
typedef struct _HammerDayShared HammerDayShared;

/* One event of the day in the queue: its matches in its own calling order,
 * the play it has left that no board has yet and all its play (minutes),
 * and when it last had a match called. */
typedef struct
{
  HammerEventModel *model;
  GArray           *queue;   /* match indices, in the event's own calling order */
  gint64            left;
  gint64            total;   /* every match it plays, byes not counted */
  const char       *last_called;  /* the latest call of its matches (ISO 8601), or NULL */
  guint             turn;    /* 0, or the how-manieth this queue's pass took a match of it */
  guint             from;    /* a listing's pass (hammer_day_queue_next() for no board)
                              * looks from here on: what is before was taken or
                              * stays passed over until the caller sets it back to 0 */
  gboolean         *bracket; /* by match index: a later match waits for it or it for one */
  HammerDayShared  *shared;  /* the day's, one for all its events */
} HammerDayEvent;

/* The id of board @number of day @day_id, and its name in *@name unless
 * @name is NULL; 0 with an error naming it when the day has no such board. */
gint64          hammer_day_find_board        (sqlite3           *db,
                                              gint64             day_id,
                                              guint              number,
                                              char             **name,
                                              GError           **error);
/* The player ids of match @index of @model, into @out (at most 8). */
guint           hammer_day_match_player_ids  (HammerEventModel  *model,
                                              guint              index,
                                              gint64             out[8]);
/* The hold on the first held player of match @index, or NULL. */
HammerDayHold  *hammer_day_holds_find        (HammerDayHolds    *holds,
                                              HammerEventModel  *model,
                                              guint              index);
/* The holds of day @day_id from the models kept on @self, read again
 * where they changed (hammer-event-cache.c), @model (when given) as it is
 * in memory; handed back with hammer_day_holds_keep(), as they are once
 * change @change_id is committed (-1: as taken). */
HammerDayHolds *hammer_day_holds_from_cache  (HammerStore       *self,
                                              gint64             day_id,
                                              HammerEventModel  *model,
                                              gboolean           ignore_rest,
                                              GError           **error);
void            hammer_day_holds_keep        (HammerStore       *self,
                                              HammerDayHolds    *holds,
                                              gint64             change_id);
/* The day's events (HammerDayEvent), the furthest behind first: the least
 * share of its play started (finished or on a board), then the one whose
 * match was called longest ago, so that events equally behind take turns. */
GArray         *hammer_day_events_new        (HammerDayHolds    *holds);
/* With @yield a match gives way to another event's that goes first for a
 * player of both (hammer-day-yield.c). */
gboolean        hammer_day_queue_next        (HammerDayHolds          *holds,
                                              GArray                  *events,
                                              const HammerEventBoard  *board,
                                              gboolean                 yield,
                                              GHashTable              *skip,
                                              GHashTable              *taken,
                                              HammerDayEvent         **found,
                                              guint                   *found_index);
void            hammer_day_queue_took        (GArray            *events,
                                              HammerDayEvent    *event,
                                              guint              index);

gboolean       *hammer_day_event_bracket_new (HammerEventModel  *model);
HammerDayShared *hammer_day_shared_new       (GArray            *events);
void            hammer_day_shared_unref      (HammerDayShared   *shared);
/* Whether match @index of @event waits for another event's ready match of
 * one of its players that goes first, not on a board, held, in @skip
 * (match ids) nor with a player in @taken (player ids). */
gboolean        hammer_day_queue_yields      (HammerDayHolds    *holds,
                                              HammerDayEvent    *event,
                                              guint              index,
                                              GHashTable        *skip,
                                              GHashTable        *taken);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (HammerDayShared, hammer_day_shared_unref)

G_END_DECLS
