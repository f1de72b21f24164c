/* hammer-day-page-private.h — what the parts of the day page share
 *
 * hammer-day-page.c is the widget (its state read, the day's call and the
 * events joining the day); hammer-day-page-state.c shows the state read;
 * hammer-day-page-boards.c makes the boards' cards and keeps, adds and
 * removes boards; hammer-day-page-desk.c keeps the Registration and Money
 * views on the day and prints the day's paper; hammer-day-page-edit.c
 * changes the day's name, date, venue and rest.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "events/hammer-day.h"

#include "hammer-day-page.h"

G_BEGIN_DECLS

struct _HammerDayPage
{
  GtkWidget       parent_instance;

  AdwSqueezer    *title_squeezer;
  AdwWindowTitle *wide_title;
  AdwWindowTitle *narrow_title;
  AdwWindowTitle *window_title;
  AdwViewSwitcherBar *switcher_bar;
  AdwViewStack   *view_stack;
  GtkWidget      *registration;
  GtkWidget      *money_view;
  GtkWidget      *call_button;
  GtkWidget      *call_wide_button;
  GtkWidget      *rest_box;
  GtkFlowBox     *boards_box;
  GtkListBox     *queue_list;
  GtkListBox     *events_list;
  GtkMenuButton  *add_event_button;

  HammerStore    *store;
  gint64          day_id;
  gboolean        folded;
  HammerDayState *state;
  GCancellable   *reading;
  guint           n_writes;
  /* Set by a call: the state read after it names what it put on the
   * boards, which held none of these matches before (gint64). */
  gboolean        announce;
  GArray         *before_call;
};

/* Starts one of the day's edits: the page is busy until it is done, then
 * says @done (with Undo) or why it was refused. Give the returned
 * callback and data to the _async. */
gpointer    _hammer_day_page_begin_edit (HammerDayPage  *self,
                                         const char     *done);
void        _hammer_day_page_edit_done  (GObject        *source,
                                         GAsyncResult   *result,
                                         gpointer        user_data);

/* hammer-day-page-state.c: the title, the boards, the queue, the events'
 * progress and the Add Event menu, from self->state */
void        _hammer_day_page_show_state (HammerDayPage *self);

/* hammer-day-page-boards.c: a board as a card with its menu, and the
 * boards' actions */
GtkWidget  *_hammer_day_page_board_card (HammerDayPage        *self,
                                         const HammerDayBoard *board);
void        _hammer_day_page_class_boards_init (GtkWidgetClass *widget_class);

/* hammer-day-page-desk.c: the Registration and Money views follow the
 * page's store and day, a late entry offers the day's events, and the
 * day's paper is printed */
void        _hammer_day_page_desk_follow       (HammerDayPage  *self);
void        _hammer_day_page_desk_show_events  (HammerDayPage  *self);
void        _hammer_day_page_class_desk_init   (GtkWidgetClass *widget_class);

/* hammer-day-page-edit.c: Edit Day… in the New Day dialog */
void        _hammer_day_page_class_edit_init   (GtkWidgetClass *widget_class);

G_END_DECLS
