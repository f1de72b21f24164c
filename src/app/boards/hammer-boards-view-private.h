/* hammer-boards-view-private.h — what the boards view's files share
 *
 * hammer-boards-view.c lays out the boards over the queue;
 * hammer-boards-view-call.c calls the matches; hammer-boards-view-assign.c
 * puts a match on a board by hand (a drop on a board's card, the queue
 * row's menu). All three write on the store's writer.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "events/hammer-event-matches.h"
#include "hammer-boards-view.h"

G_BEGIN_DECLS

struct _HammerBoardsView
{
  HammerEventView parent_instance;

  HammerEventMatches *matches; /* the event's, which follow the store */
  GListStore *boards;       /* HammerBoardItem */
  GListStore *queue;        /* HammerMatchItem */
  guint timer;
  guint first_waiting;      /* the first board whose match waits to be called, or 0 */
  GCancellable *cancellable; /* the view's writes, cancelled when it goes */

  GtkButton *call_button;
  GtkLabel *summary_label;
  GtkWidget *day_button;
  GtkStack *stack;
  AdwStatusPage *failed_page;
  GtkWidget *retry_button;
  GtkWidget *page;
  GtkWidget *board_scroller;
  GtkFlowBox *board_grid;
  GtkWidget *queue_heading;
  GtkLabel *queue_empty_label;
  GtkWidget *queue_scroller;
  GtkListView *queue_list;
};

/* A toast of the window the view is in, for a change just made. */
void  _hammer_boards_view_report_change  (HammerBoardsView *self,
                                          const char       *message);
/* The error in the window the view is in. */
void  _hammer_boards_view_report_error   (HammerBoardsView *self,
                                          const GError     *error);
/* Call Next Match, and a board's Call, on the store's writer. */
void  _hammer_boards_view_call_next      (HammerBoardsView *self);
void  _hammer_boards_view_call_board     (HammerBoardsView *self,
                                          guint             number);
/* The name of board @number, as the view shows it. */
char *_hammer_boards_view_dup_board_name (HammerBoardsView *self,
                                          guint             number);

G_END_DECLS
