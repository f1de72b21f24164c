/* hammer-window-private.h — what the window's parts share
 *
 * The window is split as GNOME Text Editor splits its own: hammer-window.c
 * builds the window and keeps its pages and sidebar in step with the store;
 * hammer-window-actions.c holds the window.* actions (adding, importing,
 * undo and redo); hammer-window-toasts.c the one toast that reports
 * changes. A feature's wiring has a file of its own: the events' lists
 * (hammer-window-events.c), the tournament days (hammer-window-days.c);
 * its content page is one line of hammer-window.c's content_pages.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "hammer-clubs-page.h"
#include "hammer-day-page.h"
#include "hammer-event-item.h"
#include "hammer-event-page.h"
#include "hammer-league-page.h"
#include "hammer-players-page.h"
#include "hammer-ranking-page.h"
#include "hammer-season-page.h"
#include "hammer-window.h"

G_BEGIN_DECLS

typedef struct _HammerWindowReport HammerWindowReport;

struct _HammerWindow
{
  AdwApplicationWindow parent_instance;

  HammerStore *store;
  GSettings *settings;
  /* The changes made in this window, newest last, for Ctrl+Z. */
  GArray *session_changes;
  /* The changes that undid them, newest last, for Ctrl+Shift+Z. */
  GArray *redo_changes;
  /* An undo or redo on the store's writer: the next waits for it. */
  gboolean undoing;
  /* Every event (HammerEventItem), shown in two lists: upcoming and past. */
  GListStore *events;
  GtkSingleSelection *upcoming_selection;
  GtkSingleSelection *past_selection;
  GtkFilter *upcoming_filter;
  GtkFilter *past_filter;
  /* Seasons of club nights, team leagues and rankings (HammerEventItem). */
  GListStore *seasons;
  GtkSingleSelection *seasons_selection;
  /* Tournament days (HammerEventItem), under a heading of their own. */
  GListStore *days;
  GtkSingleSelection *days_selection;
  char *today;
  /* Made when first shown (win.show-help-overlay). */
  GtkWindow *shortcuts_window;
  /* Looks for what other programs wrote to the database. */
  guint refresh_source;
  /* The lists are read once the first frame is painted; the first list
   * of events is being read on a worker thread. */
  gboolean loads_started;
  gboolean events_loading;
  gboolean memory_returned;  /* after the first loads, once */
  /* A change was listed on the main thread while the worker read. */
  gboolean events_outdated;
  /* The events are read again on a worker thread after a change; another
   * change came meanwhile, so they are read once more after. */
  gboolean events_relisting;
  GCancellable *cancellable;    /* the window's reads on worker threads; cancelled on dispose */
  gboolean events_relist_again;

  /* The toast on show and the one waiting while the pointer rests on it
   * (hammer-window-toasts.c). */
  HammerWindowReport *shown;
  HammerWindowReport *waiting;
  gboolean pointer_in;
  double pointer_x;
  double pointer_y;
  gboolean toast_held_for_tests;
  guint toast_timeout;
  guint toast_seconds;

  AdwToastOverlay *toast_overlay;
  GtkStack *main_stack;
  AdwStatusPage *error_page;
  AdwLeaflet *leaflet;
  GtkListBox *sidebar;
  GtkListBoxRow *players_row;
  GtkListBoxRow *clubs_row;
  GtkLabel *players_count;
  GtkLabel *clubs_count;
  GtkMenuButton *primary_menu_button;
  GtkLabel *no_events_label;
  GtkListView *upcoming_list;
  GtkWidget *past_heading;
  GtkListView *past_list;
  GtkLabel *no_seasons_label;
  GtkListView *seasons_list;
  GtkLabel *no_days_label;
  GtkListView *days_list;
  GtkStack *content_stack;
  HammerPlayersPage *players_page;
  HammerClubsPage *clubs_page;
  /* Built when first shown, and then children of content_stack. */
  HammerEventPage *event_page;
  HammerSeasonPage *season_page;
  HammerLeaguePage *league_page;
  HammerRankingPage *ranking_page;
  HammerDayPage     *day_page;
};

/* Installs the window.* actions and their shortcuts (hammer-window-actions.c). */
void _hammer_window_class_actions_init (GtkWidgetClass *widget_class);
/* Turns off the actions that need a store, for the window that only tells
 * why the database could not be opened. */
void _hammer_window_disable_store_actions (HammerWindow *self);

/* Adds @change_id to the changes Ctrl+Z undoes. */
void _hammer_window_remember_change (HammerWindow *self,
                                     gint64        change_id);
/* Undoes @change_ids, newest (the last) first, on the store's writer, and
 * says so in a toast that offers the redo once they are undone; @what, when
 * given, is what the toast calls them. */
void _hammer_window_undo_changes (HammerWindow *self,
                                  const gint64 *change_ids,
                                  guint         n_changes,
                                  const char   *what);
/* The content page called @name ("event", "season", "league", "ranking",
 * "day"), built when first asked for. */
GtkWidget *_hammer_window_ensure_page (HammerWindow *self,
                                       const char   *name);
/* Selects the sidebar's line of the season, league, ranking or day @id of
 * @kind, and shows the content beside it. */
void _hammer_window_select_competition (HammerWindow        *self,
                                        HammerEventItemKind  kind,
                                        gint64               id);
/* Makes the sidebar's seasons, leagues and rankings anew, and its days. */
void _hammer_window_reload_seasons (HammerWindow *self);

/* The events' lists (hammer-window-events.c): made once; brought in step
 * with @list (HammerEventListing); read again now, or on a worker. */
void _hammer_window_setup_event_lists (HammerWindow *self);
void _hammer_window_show_events (HammerWindow *self,
                                 GPtrArray    *list);
void _hammer_window_reload_events (HammerWindow *self);
void _hammer_window_relist_events (HammerWindow *self);
void _hammer_window_unselect_events (HammerWindow *self);
void _hammer_window_event_activated_cb (HammerWindow *self,
                                        guint         position,
                                        GtkListView  *list);

/* Makes @store hold @items (HammerEventItem) unless it holds the same
 * already; the item selected in @selection stays selected. */
void _hammer_window_replace_items (GListStore         *store,
                                   GtkSingleSelection *selection,
                                   GPtrArray          *items);

/* The days (hammer-window-days.c): their sidebar list made once, and made
 * anew from @days (HammerDaySummary); a line activated. */
void _hammer_window_setup_day_list (HammerWindow *self);
void _hammer_window_show_days      (HammerWindow *self,
                                    GPtrArray    *days);
void _hammer_window_day_activated_cb (HammerWindow *self,
                                      guint         position);

/* The toasts (hammer-window-toasts.c). */
void _hammer_window_toasts_init (HammerWindow *self);
void _hammer_window_toasts_clear (HammerWindow *self);
void _hammer_window_toasts_store_changed (HammerWindow *self);
/* Says what undoing change @change_id (or redoing it, @change_id the redo)
 * took back, and where; @what, when given, names it (a burst of changes). */
void _hammer_window_report_undone (HammerWindow *self,
                                   gint64        change_id,
                                   const char   *what);
void _hammer_window_report_redone (HammerWindow *self,
                                   gint64        change_id);
/* The focus given back (hammer-window-focus.c): follows the focus from now
 * on, and gives it back to the list it was in when lost with its row; from
 * the start of an undo until the user moves it, also when handed on from a
 * toast's Undo; looked at again when the undo is done. */
void _hammer_window_focus_init    (HammerWindow *self);
void _hammer_window_keep_focus    (HammerWindow *self);
void _hammer_window_release_focus (HammerWindow *self);

G_END_DECLS
