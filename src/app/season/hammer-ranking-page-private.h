/* hammer-ranking-page-private.h — what the ranking page's parts share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "ranking/hammer-rankings.h"

#include "hammer-ranking-page.h"

G_BEGIN_DECLS

struct _HammerRankingPage
{
  HammerCompetitionPage parent_instance;

  HammerRanking *ranking;      /* as last read */
  gint64         player_id;    /* whose points the plot shows; 0: the leader's */
  GCancellable  *cancellable;  /* the writes and event lists under way, for this ranking */
  GCancellable  *read_cancellable;  /* the newest read of the ranking */
  gboolean       reading;      /* that read is under way */
  guint          listing;      /* reads of the Events view's list under way */

  GtkLabel      *summary_label;
  GtkListBox    *lines_list;
  GtkLabel      *plot_title;
  GtkWidget     *points_plot;
  GtkListBox    *events_list;
};

HammerStore *_hammer_ranking_page_store            (HammerRankingPage *self);
gint64       _hammer_ranking_page_id               (HammerRankingPage *self);
void         _hammer_ranking_page_clear_list       (GtkListBox        *list);

/* hammer-ranking-page-edit.c: the events of the game, each with a check
 * button for whether it counts, read off the main thread; its settings,
 * rename and delete, each a change the toast offers to undo. */
void         _hammer_ranking_page_list_events      (HammerRankingPage *self);
void         _hammer_ranking_page_settings_activated (GtkWidget       *widget,
                                                      const char      *action_name,
                                                      GVariant        *parameter);
void         _hammer_ranking_page_rename_activated (GtkWidget         *widget,
                                                    const char        *action_name,
                                                    GVariant          *parameter);
void         _hammer_ranking_page_delete_activated (GtkWidget         *widget,
                                                    const char        *action_name,
                                                    GVariant          *parameter);

G_END_DECLS
