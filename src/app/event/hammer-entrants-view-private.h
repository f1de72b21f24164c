/* hammer-entrants-view-private.h — what the parts of the entrants view share
 *
 * The view is one widget in three files: hammer-entrants-view.c loads the
 * event and keeps the list, hammer-entrants-view-cells.c makes the columns
 * and handles what is done in a row (seeding, check-in, removal, withdrawal,
 * dragging), and hammer-entrants-view-actions.c enters players, draws and
 * imports.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "events/hammer-event.h"
#include "hammer-entrant-item.h"
#include "hammer-entrants-view.h"
#include "hammer-phone-check-in.h"
#include "hammer-roster-matches.h"
#include "hammer-window.h"

G_BEGIN_DECLS

struct _HammerEntrantsView
{
  HammerEventView parent_instance;

  HammerEvent *event;   /* the event shown, or NULL */
  char *event_name;
  gboolean drawn;
  gboolean series;
  int team_size;
  guint n_present;
  guint n_single;
  gboolean handicaps;   /* the game takes them (table, court) */
  int target;           /* a handicap stays below it */

  GListStore *entrants;       /* HammerEntrantItem, in seed order */
  GtkSingleSelection *selection;
  GCancellable *cancellable;
  guint scroll_source;
  double scroll_value;
  gint64 reveal_id;           /* an entrant just entered, to show once listed */
  char *entering;             /* the name being entered on the writer, or NULL */
  char *entering_search;      /* what the search field said when it started */

  GtkRevealer *error_revealer;
  GtkLabel *error_label;
  GtkLabel *counts_label;
  GtkWidget *import_button;
  GtkWidget *blind_draw_button;
  GtkWidget *draw_button;
  GtkWidget *handicaps_button;
  GtkWidget *add_box;
  GtkWidget *drawn_label;
  HammerPhoneCheckIn *phone_check_in;
  GtkSearchEntry *search_entry;
  GtkRevealer *matches_revealer;
  HammerRosterMatches *roster_matches;  /* active players not entered yet */
  GtkButton *new_player_button;
  GtkStack *stack;
  GtkScrolledWindow *scroller;
  GtkColumnView *column_view;

  GtkColumnViewColumn *seed_column;
  GtkColumnViewColumn *present_column;
  GtkColumnViewColumn *remove_column;
  GtkColumnViewColumn *withdraw_column;
  GtkColumnViewColumn *handicap_column;
};

/* hammer-entrants-view.c */
void               hammer_entrants_view_show_error     (HammerEntrantsView *self,
                                                        const char         *message);
/* Tells of change @change_id of a write just made (its toast offers to
 * undo it), counted into one toast by @count_title unless it is NULL (see
 * hammer_window_report_counted_change()). */
void               hammer_entrants_view_report_written (HammerEntrantsView *self,
                                                        const char         *message,
                                                        HammerCountedTitle  count_title,
                                                        gint64              change_id);
/* The titles of the toasts of entering, seeding and checking in. */
char              *hammer_entrants_view_entered_title  (guint               n);
char              *hammer_entrants_view_seeded_title   (guint               n);
char              *hammer_entrants_view_present_title  (guint               n);
char              *hammer_entrants_view_handicap_title (guint               n);
HammerEntrantItem *hammer_entrants_view_find_item      (HammerEntrantsView *self,
                                                        gint64              entrant_id,
                                                        guint              *position);
void               hammer_entrants_view_update_matches (HammerEntrantsView *self);
/* Selects the entrant @entrant_id and scrolls the list to it, now or once
 * the list has it; the focus stays where it is, for the next name. */
void               hammer_entrants_view_reveal         (HammerEntrantsView *self,
                                                        gint64              entrant_id);

/* hammer-entrants-view-cells.c */
/* The setup and bind callbacks of the columns' factories, which the
 * template declares. */
void               hammer_entrants_view_class_bind_cells (GtkWidgetClass *widget_class);

/* hammer-entrants-view-actions.c */
void               hammer_entrants_view_class_add_actions (GtkWidgetClass     *widget_class);
void               hammer_entrants_view_init_actions      (HammerEntrantsView *self);

G_END_DECLS
