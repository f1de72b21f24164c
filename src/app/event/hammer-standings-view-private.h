/* hammer-standings-view-private.h — what the parts of the standings view share
 *
 * hammer-standings-view.c loads the standings and makes their columns;
 * hammer-standings-view-tie-breakers.c lets the director order the
 * tie-breakers.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "events/hammer-event.h"

#include "hammer-standings-view.h"

G_BEGIN_DECLS

struct _HammerStandingsView
{
  HammerEventView       parent_instance;

  GtkStack             *stack;
  AdwStatusPage        *empty_page;
  GtkLabel             *status_label;
  GtkDropDown          *class_dropdown;
  GtkColumnView        *column_view;
  GtkScrolledWindow    *table_scroller;
  AdwPreferencesGroup  *tie_breakers_group;
  GtkMenuButton        *add_button;
  GtkListBox           *tie_breakers_list;

  HammerEvent          *event;        /* the event shown, or NULL */
  GtkCustomFilter      *class_filter;
  GtkFilterListModel   *shown;        /* the event's standings lines of the class shown */
  GtkSingleSelection   *selection;
  GtkStringList        *tie_breakers;
  char                 *figures;      /* the figures the columns show, comma-separated */
  GStrv                 classes;      /* the event's classes, best first, or NULL */
  char                 *class_name;   /* the one class shown, or NULL for everyone */
  gboolean              filling;      /* the class list is being set, not chosen */
  gboolean              editable;     /* no result yet: the tie-breakers can change */
  gboolean              finished;     /* the places are final: the podium shows */
  int                   focus_row;    /* a tie-breaker row to focus after a reload, or -1 */
  char                 *focus_button; /* and which of its buttons */
  char                 *tie_breakers_toast; /* of a change on the store's writer, or NULL */
  GCancellable         *cancellable;
  gboolean              narrow;       /* the view is narrow: short titles */
  gboolean              wrap_names;   /* the names wrap, and every column is in view */
  int                   width;        /* of the last allocation */
  gboolean              relayout;     /* the rows' heights are to be measured again */
  guint                 narrow_idle;
};

/* hammer-standings-view-tie-breakers.c */
void hammer_standings_view_class_add_tie_breakers (GtkWidgetClass      *widget_class);
void hammer_standings_view_init_tie_breakers      (HammerStandingsView *self);
/* Shows the event's tie-breakers; they can change while no result is in. */
void hammer_standings_view_update_tie_breakers    (HammerStandingsView *self,
                                                   HammerEvent         *event);
/* Gives the focus back to the tie-breaker row that had it before a reload. */
void hammer_standings_view_focus_pending_row      (HammerStandingsView *self);

G_END_DECLS
