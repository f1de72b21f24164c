/* hammer-day-registration-private.h — what the parts of the registration
 * desk share
 *
 * hammer-day-registration.c is the widget (the players of the day, checked
 * in, paid and paid back, their receipts); hammer-day-registration-rows.c
 * a player's row with its buttons and menus; hammer-day-registration-late.c
 * its late entries, which offer the roster's players as a name is typed.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "hammer-day-player-item.h"
#include "hammer-day-registration.h"
#include "hammer-phone-check-in.h"
#include "hammer-roster-matches.h"

G_BEGIN_DECLS

struct _HammerDayRegistration
{
  GtkWidget           parent_instance;

  GtkLabel           *counts_label;
  GtkSearchEntry     *search_entry;
  GtkListBox         *players_list;
  GtkLabel           *empty_label;
  GtkMenuButton      *late_entry_button;
  GtkDropDown        *late_event_dropdown;
  GtkEntry           *late_name_entry;
  HammerRosterMatches *late_matches;
  HammerPhoneCheckIn *phone_check_in;

  GListStore         *players;
  GtkCustomFilter    *filter;
  GtkFilterListModel *shown;
  char               *search_text;
  GArray             *event_ids;   /* gint64, in step with the dropdown */

  HammerStore        *store;
  gint64              day_id;
  GCancellable       *reading;
  GCancellable       *writing;
  guint               n_writes;
  /* On a phone's width a row's Check In and Pay are in its menu. */
  gboolean            narrow;
};

/* One of the desk's writes: the view is busy until it is done, then says
 * @done (with Undo) or the core's refusal. */
typedef struct
{
  HammerDayRegistration *view;
  char                  *done;
} DeskEdit;

void      _hammer_day_registration_edit_free      (DeskEdit              *edit);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (DeskEdit, _hammer_day_registration_edit_free)
/* Takes @done; give the edit to the write's callback. */
DeskEdit *_hammer_day_registration_begin_edit     (HammerDayRegistration *self,
                                                   char                  *done);
/* Reports the edit done (its toast undoes @change_id) or refused. */
void      _hammer_day_registration_end_edit       (DeskEdit              *edit,
                                                   gboolean               done,
                                                   gint64                 change_id,
                                                   const GError          *error);
void      _hammer_day_registration_update_actions (HammerDayRegistration *self);

/* hammer-day-registration-rows.c: a row for a HammerDayPlayerItem (@user_data
 * the view), for gtk_list_box_bind_model(); its buttons beside the name or,
 * @narrow, in its menu. */
GtkWidget *_hammer_day_registration_row_new        (gpointer               object,
                                                    gpointer               user_data);
void      _hammer_day_registration_row_set_narrow  (GtkWidget             *row,
                                                    gboolean               narrow);
gboolean  _hammer_day_registration_has_refundable  (HammerDayPlayerItem   *item);

/* hammer-day-registration-late.c: Late Entry's template children,
 * callbacks and action, and its keys. */
void      _hammer_day_registration_class_late_init (GtkWidgetClass       *widget_class);
void      _hammer_day_registration_late_init       (HammerDayRegistration *self);

G_END_DECLS
