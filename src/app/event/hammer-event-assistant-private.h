/* hammer-event-assistant-private.h — what the parts of the new-event
 * assistant share
 *
 * hammer-event-assistant.c is the dialog (its fields, checks, format and
 * day, and the event's creation); hammer-event-assistant-options.c builds
 * and reads the rows of the rule set's options.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "events/hammer-day.h"
#include "events/hammer-events.h"

#include "hammer-event-assistant.h"

G_BEGIN_DECLS

struct _HammerEventAssistant
{
  AdwWindow parent_instance;

  HammerStore *store;
  const HammerRules *rules;
  gboolean syncing_calendar;   /* the calendar is being set from the date row */
  GtkWidget *option_widgets[HAMMER_N_OPTIONS]; /* GtkSpinButton, GtkSwitch or AdwComboRow */
  int last_hanger;             /* the hanger value the corner row last followed */
  int last_games;              /* the games the knockout games row last followed */
  int own_best_of;             /* the best-of row's value before a total took it over */
  GPtrArray *option_rows;
  char *creating;              /* the name of the event on its way to the store, or NULL */
  GCancellable *cancellable;

  GtkButton *create_button;
  GtkRevealer *error_revealer;
  GtkLabel *error_label;
  AdwEntryRow *name_row;
  AdwEntryRow *date_row;
  AdwEntryRow *venue_row;
  GtkCalendar *calendar;
  GtkPopover *calendar_popover;
  AdwPreferencesGroup *game_group;
  AdwPreferencesGroup *format_group;
  AdwComboRow *game_row;
  AdwComboRow *format_row;
  GtkWidget *third_place_row;
  GtkSwitch *third_place_switch;
  GtkWidget *consolation_row;
  GtkSwitch *consolation_switch;
  GtkWidget *placement_row;
  GtkSwitch *placement_switch;
  GtkSwitch *confirm_switch;
  GtkWidget *final_reset_row;
  GtkSwitch *final_reset_switch;
  GtkWidget *double_round_row;
  GtkSwitch *double_round_switch;
  GtkWidget *rounds_row;
  GtkSpinButton *rounds_spin;
  GtkWidget *groups_row;
  GtkSpinButton *groups_spin;
  GtkWidget *advance_row;
  GtkSpinButton *advance_spin;
  GtkWidget *second_knockout_row;
  GtkSwitch *second_knockout_switch;
  GtkWidget *match_points_row;
  GtkEntry *match_points_entry;
  AdwEntryRow *classes_row;
  AdwComboRow *day_row;
  GtkWidget *boards_row;
  GtkSpinButton *boards_spin;
  AdwEntryRow *board_names_row;
  /* The days the day row offers after "None" (HammerDaySummary). */
  GPtrArray *days;
};

/* The value of @option's row, or HAMMER_OPTION_UNSET when the rule set
 * has none. */
int  _hammer_event_assistant_option_value      (HammerEventAssistant *self,
                                                HammerOptionId        option);
/* The rows of the options of the rule set chosen, anew. */
void _hammer_event_assistant_build_option_rows (HammerEventAssistant *self);
/* The options as typed into @options. */
void _hammer_event_assistant_read_options      (HammerEventAssistant *self,
                                                HammerOptions        *options);
/* The format chosen. */
HammerFormat _hammer_event_assistant_selected_format (HammerEventAssistant *self);
/* Knockout games shown only for a format with knockout matches. */
void _hammer_event_assistant_show_knockout_games (HammerEventAssistant *self);

G_END_DECLS
