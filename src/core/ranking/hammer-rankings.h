/* hammer-rankings.h — rankings across events, on the store
 *
 * A ranking keeps its settings and its events; the results it ranks are
 * read from the events' standings each time, so that a result entered or
 * undone counts at once. Every write is one change of the log.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "events/hammer-event-placings.h"
#include "io/hammer-tables.h"
#include "ranking/hammer-ranking-table.h"
#include "store/hammer-store.h"

G_BEGIN_DECLS

typedef struct
{
  const char     *name;
  HammerRankedBy  by;
  const char     *points;           /* "1=25,2=18,3=15": by places only */
  guint           best;             /* the best N results count; 0: all */
  const char     *rules;            /* the one game of its events, or NULL for any */
  const char     *factors;          /* "8-11=0.5": by places only; NULL: none */
  double          threshold;        /* points that mark a player; 0: none */
  guint           threshold_years;  /* within so many years; 0: all time */
  guint           cut;              /* a qualification list of N; 0: none */
  const char     *consolation_points; /* a table for consolation places; NULL: none */
} HammerRankingSpec;

/* Creates a ranking without events; returns its id, or 0 with
 * HAMMER_ERROR_INVALID for a spec that is wrong (a points table that is
 * not place=number pairs, say), nothing stored. */
gint64    hammer_rankings_create     (HammerStore              *self,
                                      const HammerRankingSpec  *spec,
                                      GError                  **error);
/* Adds events @event_ids to ranking @ranking_id in one change; refuses all
 * of them (nothing stored) for an event not there, one in the ranking
 * already, or one of another game where the ranking assumes one: its
 * rules, or for a series' totals or averages the game of its events. */
gboolean  hammer_rankings_add_events (HammerStore              *self,
                                      gint64                    ranking_id,
                                      const gint64             *event_ids,
                                      guint                     n_event_ids,
                                      GError                  **error);

/* Whether @spec is one hammer_rankings_create() takes; HAMMER_ERROR_INVALID
 * naming what is wrong when it is not. */
gboolean  hammer_ranking_spec_check  (const HammerRankingSpec  *spec,
                                      GError                  **error);
/* Gives ranking @ranking_id every setting of @spec, checked as create
 * checks them, in one change; refuses (nothing stored) a game or a kind
 * that one of its events does not fit, as adding it would. */
gboolean  hammer_rankings_edit       (HammerStore              *self,
                                      gint64                    ranking_id,
                                      const HammerRankingSpec  *spec,
                                      GError                  **error);

/* Renames ranking @ranking_id; HAMMER_ERROR_INVALID for an empty name. */
gboolean  hammer_rankings_rename       (HammerStore   *self,
                                        gint64         ranking_id,
                                        const char    *name,
                                        GError       **error);
/* Takes event @event_id out of ranking @ranking_id (the event stays). */
gboolean  hammer_rankings_remove_event (HammerStore   *self,
                                        gint64         ranking_id,
                                        gint64         event_id,
                                        GError       **error);
/* Deletes ranking @ranking_id (its events stay), undoably. */
gboolean  hammer_rankings_delete       (HammerStore   *self,
                                        gint64         ranking_id,
                                        GError       **error);

/* The writes above on the store's writer, off the main thread (see
 * hammer_store_undo_async()); each ends with hammer_rankings_write_finish(),
 * which returns the ranking's id (the new one's for a create), 0 on error, and
 * sets @change_id (unless NULL) to the change the write made. */
void      hammer_rankings_create_async       (HammerStore              *self,
                                              const HammerRankingSpec  *spec,
                                              GCancellable             *cancellable,
                                              GAsyncReadyCallback       callback,
                                              gpointer                  user_data);
void      hammer_rankings_add_events_async   (HammerStore              *self,
                                              gint64                    ranking_id,
                                              const gint64             *event_ids,
                                              guint                     n_event_ids,
                                              GCancellable             *cancellable,
                                              GAsyncReadyCallback       callback,
                                              gpointer                  user_data);
void      hammer_rankings_remove_event_async (HammerStore              *self,
                                              gint64                    ranking_id,
                                              gint64                    event_id,
                                              GCancellable             *cancellable,
                                              GAsyncReadyCallback       callback,
                                              gpointer                  user_data);
void      hammer_rankings_rename_async       (HammerStore              *self,
                                              gint64                    ranking_id,
                                              const char               *name,
                                              GCancellable             *cancellable,
                                              GAsyncReadyCallback       callback,
                                              gpointer                  user_data);
void      hammer_rankings_edit_async         (HammerStore              *self,
                                              gint64                    ranking_id,
                                              const HammerRankingSpec  *spec,
                                              GCancellable             *cancellable,
                                              GAsyncReadyCallback       callback,
                                              gpointer                  user_data);
void      hammer_rankings_delete_async       (HammerStore              *self,
                                              gint64                    ranking_id,
                                              GCancellable             *cancellable,
                                              GAsyncReadyCallback       callback,
                                              gpointer                  user_data);
gint64    hammer_rankings_write_finish       (HammerStore              *self,
                                              GAsyncResult             *result,
                                              gint64                   *change_id,
                                              GError                  **error);
/* The name of the ranking a finished write made, renamed or deleted, as
 * the writer found it. */
const char *hammer_rankings_write_get_name   (GAsyncResult             *result);

typedef struct
{
  gint64          id;
  char           *name;
  HammerRankedBy  by;
  GArray         *points;           /* HammerPlacePoints */
  guint           best;
  char           *rules;
  GArray         *factors;          /* HammerFieldFactor */
  double          threshold;
  guint           threshold_years;
  guint           cut;
  GArray         *consolation_points; /* HammerPlacePoints; empty: none */
  GPtrArray      *events;           /* HammerEventPlacings of every event, in time order */
  guint           n_counting;       /* how many of them are finished, and count */
  GPtrArray      *lines;            /* HammerRankingLine, in order */
} HammerRanking;

void hammer_ranking_free (HammerRanking *ranking);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (HammerRanking, hammer_ranking_free)

/* Ranking @ranking_id as its events' standings stand: the finished events
 * count, a place's points (times the field's factor) to each player of
 * the entrant, the best N of each player; the place each had before the
 * latest event; the threshold's points within its years before the latest
 * event's day, and the cut; each line's points after every event, for a
 * plot. HAMMER_ERROR_NOT_FOUND for no such ranking. */
HammerRanking *hammer_rankings_get   (HammerStore  *self,
                                      gint64        ranking_id,
                                      GError      **error);

/* The same read on a worker thread, through a reader of @self's file. */
void           hammer_rankings_get_async  (HammerStore          *self,
                                           gint64                ranking_id,
                                           GCancellable         *cancellable,
                                           GAsyncReadyCallback   callback,
                                           gpointer              user_data);
HammerRanking *hammer_rankings_get_finish (HammerStore          *self,
                                           GAsyncResult         *result,
                                           GError              **error);

/* A ranking as the sidebar lists it. */
typedef struct
{
  gint64  id;
  char   *name;
  char   *rules;      /* the one game it ranks, NULL for any */
  guint   n_events;
} HammerRankingSummary;

void       hammer_ranking_summary_free (HammerRankingSummary *summary);
/* Every ranking, by name: HammerRankingSummary*. */
GPtrArray *hammer_rankings_list        (HammerStore  *self,
                                        GError      **error);

/* The events of @ranking that count (finished), in time order; the array
 * holds @ranking's own. */
GPtrArray     *hammer_ranking_counting_events  (HammerRanking           *ranking);
/* Player @line's result in event @event_id, and whether it *@counted
 * (among the best N); NULL for none. */
const HammerRankingResult *hammer_ranking_line_find_result (const HammerRankingLine *line,
                                                            gint64                   event_id,
                                                            gboolean                *counted);
/* A result's points as a table shows them, with @decimal_mark: in
 * brackets when they do not count. */
char          *hammer_ranking_result_text      (const HammerRankingResult *result,
                                                gboolean                   counted,
                                                char                       decimal_mark);

/* A ranking's points with their unit, "1 point", "0.5 points", figures as
 * hammer_tables_format_decimal() writes them with @decimal_mark. */
char          *hammer_ranking_points_label     (double                     points,
                                                char                       decimal_mark);
/* The key under a ranking's table: points in brackets do not count, what
 * ★ means where there is a threshold, and with @bold_cut the qualified in
 * bold where there is a cut. */
char          *hammer_ranking_legend           (HammerRanking             *ranking,
                                                char                       decimal_mark,
                                                gboolean                   bold_cut);

/* The ranking as a CSV file: place, name, points, a column per event that
 * counts (points beyond the best N in brackets), the movement, and the
 * threshold's mark and the cut where it has them. */
char          *hammer_ranking_csv           (HammerRanking           *ranking,
                                             const HammerCsvOptions  *options);
/* The same as a web page. */
char          *hammer_ranking_html          (HammerRanking           *ranking);
/* A line's movement since the latest event as people read it: "▲ 2",
 * "▼ 1", "=", or "new". */
char          *hammer_ranking_movement_text (const HammerRankingLine *line);

G_END_DECLS
