/* hammer-day-page.c — the desk's view of a tournament day: the boards with
 * the match on each from any event (their cards in
 * hammer-day-page-boards.c), the queue across the events with who is held
 * and why, the events' progress and how far behind, Call Next Match for the
 * day, and the events that join it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "events/hammer-day.h"

#include "hammer-app-utils.h"
#include "hammer-day-page-private.h"
#include "hammer-event-assistant.h"
#include "hammer-board-entry-window.h"
#include "hammer-day-page.h"
#include "hammer-day-text.h"
#include "hammer-display-window.h"
#include "hammer-event-item.h"
#include "hammer-hall-caller.h"
#include "hammer-window.h"

G_DEFINE_FINAL_TYPE (HammerDayPage, hammer_day_page, GTK_TYPE_WIDGET)

enum
{
  PROP_0,
  PROP_STORE,
  PROP_FOLDED,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* What a call put on the boards, from the boards before and after it:
 * "Called: Singles · Match 5 to Board 1, Doubles · Match 2 to Board 2". */
static char *
called_text (GArray         *before,
             HammerDayState *after)
{
  g_autoptr(GString) list = g_string_new (NULL);

  for (guint b = 0; b < after->boards->len; b++)
    {
      HammerDayBoard *board = &g_array_index (after->boards, HammerDayBoard, b);
      gboolean was_there = FALSE;

      for (guint o = 0; o < before->len && board->match != 0; o++)
        was_there |= g_array_index (before, gint64, o) == board->match;
      if (board->match == 0 || was_there)
        continue;
      if (list->len > 0)
        g_string_append (list, ", ");
      /* TRANSLATORS: one match a call put on a board: "Singles · Match 5 to Board 1". */
      g_string_append_printf (list, _("%s · Match %u to %s"),
                              hammer_day_text_event_name (after, board->event),
                              board->match_number, board->name);
    }
  if (list->len == 0)
    return NULL;
  /* TRANSLATORS: a toast after Call Next Match; %s lists what it called. */
  return g_strdup_printf (_("Called: %s"), list->str);
}

static void
update_actions (HammerDayPage *self)
{
  gboolean idle = self->store != NULL && self->day_id != 0 && self->n_writes == 0;
  gboolean read = self->store != NULL && self->state != NULL && self->state->id == self->day_id;
  gboolean has_events = read && self->state->events->len > 0;
  const char *call_tip;

  const char *edits[] = {
    "day.reserve-board", "day.free-board", "day.remove-board", "day.add-board",
    "day.add-event", "day.new-event", "day.edit",
  };

  for (guint i = 0; i < G_N_ELEMENTS (edits); i++)
    gtk_widget_action_set_enabled (GTK_WIDGET (self), edits[i], idle);
  /* A day without events has no match to call, and says so where the call is. */
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "day.call-next", idle && has_events);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "day.call-anyway", idle && has_events);
  call_tip = read && !has_events ? _("No event is played on this day yet: add one to call its "
                                     "matches")
                                 : _("Fill the free boards from all the day’s events");
  gtk_widget_set_tooltip_text (self->call_button, call_tip);
  gtk_widget_set_tooltip_text (self->call_wide_button, call_tip);
  /* The day's server serves its events: a day without any has nothing. */
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "day.board-entry", has_events);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "day.display", has_events);
}

/* Once the call is done and the state after it read (in either order),
 * the toast names what it called. */
static void
announce_call (HammerDayPage *self)
{
  g_autofree char *message = NULL;

  if (!self->announce || self->n_writes > 0 || self->reading != NULL || self->state == NULL)
    return;
  message = called_text (self->before_call, self->state);
  self->announce = FALSE;
  g_clear_pointer (&self->before_call, g_array_unref);
  if (message != NULL)
    hammer_window_report_last_change_near (GTK_WIDGET (self), self->store, message);
}

static void
state_read_cb (GObject      *source,
               GAsyncResult *result,
               gpointer      user_data)
{
  g_autoptr(HammerDayPage) self = user_data;
  g_autoptr(GError) error = NULL;
  HammerDayState *state = hammer_days_get_state_finish (HAMMER_STORE (source), result, &error);

  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  g_clear_object (&self->reading);
  if (state == NULL)
    {
      hammer_window_report_error_near (GTK_WIDGET (self), error);
      return;
    }
  hammer_day_state_free (self->state);
  self->state = state;
  update_actions (self);
  _hammer_day_page_show_state (self);
  announce_call (self);
  /* A call, whoever made it, is the hall's to hear. */
  for (guint b = 0; b < state->boards->len; b++)
    {
      const HammerDayBoard *board = &g_array_index (state->boards, HammerDayBoard, b);

      if (board->event != 0)
        hammer_hall_caller_notice (hammer_hall_caller_get_default (), board->match,
                                   board->since, board->name, board->number,
                                   board->names[0], board->names[1]);
    }
}

static void
reload (HammerDayPage *self)
{
  g_cancellable_cancel (self->reading);
  g_clear_object (&self->reading);
  if (self->store == NULL || self->day_id == 0)
    return;
  self->reading = g_cancellable_new ();
  hammer_days_get_state_async (self->store, self->day_id, self->reading, state_read_cb,
                               g_object_ref (self));
}

/* Any event's matches, entrants or boards may be the day's: a result in
 * one of them frees a board and starts a rest. */
static void
store_changes_cb (HammerDayPage   *self,
                  HammerChangeSet *changes)
{
  static const HammerTable tables[] = {
    HAMMER_TABLE_DAYS, HAMMER_TABLE_EVENTS, HAMMER_TABLE_BOARDS, HAMMER_TABLE_MATCHES,
    HAMMER_TABLE_ENTRANTS, HAMMER_TABLE_ENTRANT_PLAYERS, HAMMER_TABLE_PLAYERS,
  };

  /* A board's result the hall server keeps for the players, or that one
   * disputed, changes what a board's card says. */
  if (hammer_changes_are_unlogged (changes))
    {
      reload (self);
      return;
    }
  for (guint i = 0; i < G_N_ELEMENTS (tables); i++)
    if (hammer_change_set_touches (changes, tables[i]))
      {
        reload (self);
        return;
      }
}

static void
call_done_cb (GObject      *source,
              GAsyncResult *result,
              gpointer      user_data)
{
  g_autoptr(HammerDayPage) self = user_data;
  g_autoptr(GError) error = NULL;
  HammerDayCall report;

  self->n_writes--;
  update_actions (self);
  if (!hammer_days_call_next_matches_finish (HAMMER_STORE (source), result, &report, &error))
    {
      self->announce = FALSE;
      hammer_window_report_error_near (GTK_WIDGET (self), error);
      return;
    }
  if (report.n_called == 0)
    {
      GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));

      self->announce = FALSE;
      g_clear_pointer (&self->before_call, g_array_unref);
      if (HAMMER_IS_WINDOW (root))
        hammer_window_report_change (HAMMER_WINDOW (root),
                                     report.n_held_resting + report.n_held_playing > 0
                                     ? _("Every waiting match is held: its players are on a "
                                         "board or resting")
                                     : _("No match can be called now"), 0);
    }
  else
    {
      /* What was called is read again now, not when the store's notice
       * comes: the toast names the matches the boards then show. */
      reload (self);
    }
  announce_call (self);
}

static void
call (HammerDayPage *self,
      gboolean       ignore_rest)
{
  if (self->store == NULL || self->day_id == 0)
    return;
  /* The matches on the boards as shown, to name what the call adds. */
  g_clear_pointer (&self->before_call, g_array_unref);
  self->before_call = g_array_new (FALSE, FALSE, sizeof (gint64));
  for (guint b = 0; self->state != NULL && b < self->state->boards->len; b++)
    g_array_append_val (self->before_call,
                        g_array_index (self->state->boards, HammerDayBoard, b).match);
  self->announce = TRUE;
  self->n_writes++;
  update_actions (self);
  hammer_days_call_next_matches_async (self->store, self->day_id, ignore_rest, NULL,
                                       call_done_cb, g_object_ref (self));
}

/* The server for the boards' phones, of every event of the day, in a
 * window of its own. */
static void
board_entry_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  HammerDayPage *self = HAMMER_DAY_PAGE (widget);
  GtkRoot *root = gtk_widget_get_root (widget);

  if (self->store != NULL && self->day_id != 0)
    hammer_board_entry_window_present_day (GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL,
                                           self->store, self->day_id);
}

/* The hall display of the whole day, for a projector. */
static void
display_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  HammerDayPage *self = HAMMER_DAY_PAGE (widget);
  GtkRoot *root = gtk_widget_get_root (widget);
  GtkApplication *app = GTK_IS_WINDOW (root) ? gtk_window_get_application (GTK_WINDOW (root))
                                             : NULL;

  if (self->store != NULL && self->day_id != 0)
    gtk_window_present (hammer_display_window_new_for_day (app, self->store, self->day_id));
}

static void
call_next_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  call (HAMMER_DAY_PAGE (widget), FALSE);
}

static void
call_anyway_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  call (HAMMER_DAY_PAGE (widget), TRUE);
}

typedef struct
{
  HammerDayPage *page;
  char          *done;
} DayEdit;

static void
day_edit_free (DayEdit *edit)
{
  g_object_unref (edit->page);
  g_free (edit->done);
  g_free (edit);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (DayEdit, day_edit_free)

gpointer
_hammer_day_page_begin_edit (HammerDayPage *self,
                             const char    *done)
{
  DayEdit *edit = g_new0 (DayEdit, 1);

  edit->page = g_object_ref (self);
  edit->done = g_strdup (done);
  self->n_writes++;
  update_actions (self);
  return edit;
}

void
_hammer_day_page_edit_done (GObject      *source,
                            GAsyncResult *result,
                            gpointer      user_data)
{
  g_autoptr(DayEdit) edit = user_data;
  g_autoptr(GError) error = NULL;
  HammerDayPage *self = edit->page;
  gint64 change_id = 0;

  self->n_writes--;
  update_actions (self);
  /* Refused (a board with a match on it, an event drawn already): the
   * core's sentence says why, and nothing changed. */
  if (!hammer_days_edit_finish (HAMMER_STORE (source), result, NULL, &change_id, &error))
    {
      hammer_window_report_refusal_near (GTK_WIDGET (self), error);
      return;
    }
  hammer_window_report_change_near (GTK_WIDGET (self), edit->done, change_id);
  reload (self);
}

static void
add_event_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  HammerDayPage *self = HAMMER_DAY_PAGE (widget);
  gint64 event_id = g_variant_get_int64 (parameter);
  g_autofree char *done = NULL;

  if (self->store == NULL || self->state == NULL)
    return;
  for (guint e = 0; e < self->state->open_events->len; e++)
    {
      HammerDayOpenEvent *event = &g_array_index (self->state->open_events, HammerDayOpenEvent,
                                                  e);

      if (event->id == event_id)
        /* TRANSLATORS: a toast: "Singles plays on Club Open". */
        done = g_strdup_printf (_("%s plays on %s"), event->name, self->state->name);
    }
  if (done == NULL)
    return;
  hammer_days_add_event_async (self->store, self->day_id, event_id, NULL,
                               _hammer_day_page_edit_done,
                               _hammer_day_page_begin_edit (self, done));
}

static void
event_created_cb (HammerDayPage *self,
                  gint64         event_id)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));

  if (HAMMER_IS_WINDOW (root))
    hammer_window_show_event (HAMMER_WINDOW (root), event_id);
}

/* The new-event assistant, with this day chosen. */
static void
new_event_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  HammerDayPage *self = HAMMER_DAY_PAGE (widget);
  GtkRoot *root = gtk_widget_get_root (widget);
  HammerEventAssistant *assistant;

  if (self->store == NULL || !GTK_IS_WINDOW (root))
    return;
  assistant = hammer_event_assistant_new (GTK_WINDOW (root), self->store);
  hammer_event_assistant_set_day (assistant, self->day_id);
  g_signal_connect_object (assistant, "created", G_CALLBACK (event_created_cb), self,
                           G_CONNECT_SWAPPED);
  gtk_window_present (GTK_WINDOW (assistant));
}

/* A card or a row leads to its event. */
static void
show_event_of (HammerDayPage *self,
               GtkWidget     *child)
{
  gint64 event_id = (gint64) GPOINTER_TO_SIZE (g_object_get_data (G_OBJECT (child), "event-id"));
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));

  if (event_id != 0 && HAMMER_IS_WINDOW (root))
    hammer_window_show_event (HAMMER_WINDOW (root), event_id);
}

static void
board_activated_cb (HammerDayPage   *self,
                    GtkFlowBoxChild *child)
{
  show_event_of (self, GTK_WIDGET (child));
}

static void
row_activated_cb (HammerDayPage *self,
                  GtkListBoxRow *row)
{
  show_event_of (self, GTK_WIDGET (row));
}

void
hammer_day_page_set_day_id (HammerDayPage *self,
                            gint64         day_id)
{
  g_return_if_fail (HAMMER_IS_DAY_PAGE (self));

  if (self->day_id != day_id)
    {
      self->day_id = day_id;
      /* Until the day is read: another day's rest says nothing of it. */
      gtk_widget_set_visible (self->rest_box, FALSE);
    }
  _hammer_day_page_desk_follow (self);
  update_actions (self);
  reload (self);
}

gint64
hammer_day_page_get_day_id (HammerDayPage *self)
{
  g_return_val_if_fail (HAMMER_IS_DAY_PAGE (self), 0);

  return self->day_id;
}

gboolean
hammer_day_page_get_busy (HammerDayPage *self)
{
  g_return_val_if_fail (HAMMER_IS_DAY_PAGE (self), FALSE);

  return self->reading != NULL || self->n_writes > 0 || self->announce;
}

/* The day's name alone in the header (it did not fit beside the views'
 * switcher), or the window folded: the views are switched at the bottom;
 * Call Next Match is beside the wide switcher or atop the boards. */
static void
title_squeezed_cb (HammerDayPage *self)
{
  GtkWidget *shown = adw_squeezer_get_visible_child (self->title_squeezer);

  adw_view_switcher_bar_set_reveal (self->switcher_bar,
                                    self->folded || shown == GTK_WIDGET (self->window_title));
  gtk_widget_set_visible (self->call_wide_button,
                          self->folded || shown != gtk_widget_get_parent (self->call_button));
}

/* Folded, the views are switched at the bottom and Call Next Match is at
 * the top of the boards' view (the template binds it): the header keeps
 * its room for the day's name. */
static void
set_folded (HammerDayPage *self,
            gboolean       folded)
{
  self->folded = folded;
  title_squeezed_cb (self);
  if (self->state != NULL)
    _hammer_day_page_show_state (self);
}

static void
set_store (HammerDayPage *self,
           HammerStore   *store)
{
  if (!hammer_follow_store (&self->store, store, G_CALLBACK (store_changes_cb), self))
    return;
  _hammer_day_page_desk_follow (self);
  update_actions (self);
  reload (self);
}

static void
hammer_day_page_dispose (GObject *object)
{
  HammerDayPage *self = HAMMER_DAY_PAGE (object);
  GtkWidget *child;

  g_cancellable_cancel (self->reading);
  g_clear_object (&self->reading);
  hammer_follow_store (&self->store, NULL, G_CALLBACK (store_changes_cb), self);
  g_clear_pointer (&self->state, hammer_day_state_free);
  g_clear_pointer (&self->before_call, g_array_unref);
  gtk_widget_dispose_template (GTK_WIDGET (self), HAMMER_TYPE_DAY_PAGE);
  /* The page's box is no template child: it goes by hand. */
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
  G_OBJECT_CLASS (hammer_day_page_parent_class)->dispose (object);
}

static void
hammer_day_page_get_property (GObject    *object,
                              guint       prop_id,
                              GValue     *value,
                              GParamSpec *pspec)
{
  HammerDayPage *self = HAMMER_DAY_PAGE (object);

  switch (prop_id)
    {
    case PROP_STORE:
      g_value_set_object (value, self->store);
      break;
    case PROP_FOLDED:
      g_value_set_boolean (value, self->folded);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
hammer_day_page_set_property (GObject      *object,
                              guint         prop_id,
                              const GValue *value,
                              GParamSpec   *pspec)
{
  HammerDayPage *self = HAMMER_DAY_PAGE (object);

  switch (prop_id)
    {
    case PROP_STORE:
      set_store (self, g_value_get_object (value));
      break;
    case PROP_FOLDED:
      if (self->folded != g_value_get_boolean (value))
        {
          set_folded (self, g_value_get_boolean (value));
          g_object_notify_by_pspec (object, pspec);
        }
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
hammer_day_page_class_init (HammerDayPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = hammer_day_page_dispose;
  object_class->get_property = hammer_day_page_get_property;
  object_class->set_property = hammer_day_page_set_property;

  properties[PROP_STORE] =
    g_param_spec_object ("store", NULL, NULL, HAMMER_TYPE_STORE,
                         G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  /* The sidebar is folded away: the page shows the window's Back. */
  properties[PROP_FOLDED] =
    g_param_spec_boolean ("folded", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/hammertourney/Hammer/ui/day/"
                                               "hammer-day-page.ui");
  gtk_widget_class_bind_template_child (widget_class, HammerDayPage, title_squeezer);
  gtk_widget_class_bind_template_child (widget_class, HammerDayPage, wide_title);
  gtk_widget_class_bind_template_child (widget_class, HammerDayPage, narrow_title);
  gtk_widget_class_bind_template_child (widget_class, HammerDayPage, window_title);
  gtk_widget_class_bind_template_child (widget_class, HammerDayPage, switcher_bar);
  gtk_widget_class_bind_template_child (widget_class, HammerDayPage, call_button);
  gtk_widget_class_bind_template_child (widget_class, HammerDayPage, call_wide_button);
  gtk_widget_class_bind_template_child (widget_class, HammerDayPage, rest_box);
  gtk_widget_class_bind_template_child (widget_class, HammerDayPage, boards_box);
  gtk_widget_class_bind_template_child (widget_class, HammerDayPage, queue_list);
  gtk_widget_class_bind_template_child (widget_class, HammerDayPage, events_list);
  gtk_widget_class_bind_template_child (widget_class, HammerDayPage, add_event_button);
  gtk_widget_class_bind_template_child (widget_class, HammerDayPage, view_stack);
  gtk_widget_class_bind_template_child (widget_class, HammerDayPage, registration);
  gtk_widget_class_bind_template_child (widget_class, HammerDayPage, money_view);
  gtk_widget_class_bind_template_callback (widget_class, board_activated_cb);
  gtk_widget_class_bind_template_callback (widget_class, row_activated_cb);
  gtk_widget_class_bind_template_callback (widget_class, title_squeezed_cb);

  gtk_widget_class_install_action (widget_class, "day.call-next", NULL, call_next_action);
  gtk_widget_class_install_action (widget_class, "day.call-anyway", NULL, call_anyway_action);
  gtk_widget_class_install_action (widget_class, "day.add-event", "x", add_event_action);
  gtk_widget_class_install_action (widget_class, "day.new-event", NULL, new_event_action);
  _hammer_day_page_class_edit_init (widget_class);
  _hammer_day_page_class_boards_init (widget_class);
  gtk_widget_class_install_action (widget_class, "day.board-entry", NULL, board_entry_action);
  gtk_widget_class_install_action (widget_class, "day.display", NULL, display_action);
  _hammer_day_page_class_desk_init (widget_class);
}

static void
hammer_day_page_init (HammerDayPage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  set_folded (self, FALSE);
  update_actions (self);
}
