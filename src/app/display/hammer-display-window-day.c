/* hammer-display-window-day.c — the hall display of a tournament day: every
 * board of the day with the event and match on it, the matches the day's
 * queue takes next (held ones with why) where an event's display has its
 * results, and each event's standings in turn
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "events/hammer-events.h"
#include "hammer-app-utils.h"
#include "hammer-clock.h"
#include "hammer-day-text.h"
#include "hammer-display-window-private.h"

/* The matches of the queue the display names: what reads from across a hall. */
#define N_NEXT 8

static GtkLabel *
new_label (const char *css_class,
           float       xalign)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (label), xalign);
  gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
  gtk_widget_add_css_class (label, css_class);
  return GTK_LABEL (label);
}

/* Boards */

static void
update_card_minutes (GtkWidget *card,
                     GDateTime *now)
{
  GDateTime *since = g_object_get_data (G_OBJECT (card), "hammer-since");
  GtkLabel *minutes_label = g_object_get_data (G_OBJECT (card), "hammer-minutes");
  g_autofree char *text = NULL;

  if (since != NULL)
    {
      int minutes = (int) MAX (g_date_time_difference (now, since) / G_TIME_SPAN_MINUTE, 0);

      text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d min", "%d min", minutes), minutes);
    }
  gtk_label_set_text (minutes_label, text != NULL ? text : "");
}

void
_hammer_display_window_update_day_minutes (HammerDisplayWindow *self,
                                           GDateTime           *now)
{
  GtkFlowBoxChild *child;

  for (guint i = 0; (child = gtk_flow_box_get_child_at_index (self->board_grid, i)) != NULL; i++)
    update_card_minutes (gtk_flow_box_child_get_child (child), now);
}

/* A board's card: its name and minutes, the event and number of the match
 * on it, and its players, or Free. */
static GtkWidget *
day_card (HammerDayState       *day,
          const HammerDayBoard *board)
{
  GtkWidget *card = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *head = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkLabel *name = new_label ("display-board-name", 0);
  GtkLabel *minutes = new_label ("display-minutes", 1);
  GtkLabel *title = new_label ("display-names", 0);

  gtk_widget_add_css_class (card, "display-card");
  g_object_set_data (G_OBJECT (card), "hammer-minutes", minutes);
  gtk_label_set_text (name, board->name);
  gtk_widget_set_hexpand (GTK_WIDGET (name), TRUE);
  /* The grid gives the card room for its board's name and minutes whole. */
  gtk_label_set_ellipsize (name, PANGO_ELLIPSIZE_NONE);
  gtk_label_set_ellipsize (minutes, PANGO_ELLIPSIZE_NONE);
  gtk_box_append (GTK_BOX (head), GTK_WIDGET (name));
  gtk_box_append (GTK_BOX (head), GTK_WIDGET (minutes));
  gtk_box_append (GTK_BOX (card), head);

  if (board->event != 0)
    {
      GtkLabel *event = new_label ("display-next", 0);
      g_autofree char *which = NULL;
      g_autofree char *sides = hammer_day_text_sides (board->names);

      /* TRANSLATORS: the match on a board of the day's hall display:
       * "Singles · Match 4". */
      which = g_strdup_printf (_("%s · Match %u"), hammer_day_text_event_name (day, board->event),
                               board->match_number);
      gtk_label_set_text (event, which);
      /* A long event's name wraps rather than widening every card: the
       * cards' natural width decides how many go on a line. */
      gtk_label_set_wrap (event, TRUE);
      gtk_label_set_wrap_mode (event, PANGO_WRAP_WORD_CHAR);
      gtk_label_set_lines (event, 2);
      gtk_label_set_max_width_chars (event, 24);
      gtk_box_append (GTK_BOX (card), GTK_WIDGET (event));
      gtk_label_set_text (title, sides);
      if (board->since != NULL)
        g_object_set_data_full (G_OBJECT (card), "hammer-since",
                                g_date_time_new_from_iso8601 (board->since, NULL),
                                (GDestroyNotify) g_date_time_unref);
    }
  else
    {
      gtk_label_set_text (title, C_("board", "Free"));
      gtk_widget_add_css_class (GTK_WIDGET (title), "display-dim");
    }
  gtk_label_set_ellipsize (title, PANGO_ELLIPSIZE_NONE);
  gtk_label_set_wrap (title, TRUE);
  gtk_label_set_wrap_mode (title, PANGO_WRAP_WORD_CHAR);
  gtk_label_set_lines (title, 2);
  /* The cards' natural width decides how many go on a line. */
  gtk_label_set_max_width_chars (title, 16);
  gtk_widget_set_vexpand (GTK_WIDGET (title), TRUE);
  gtk_widget_set_valign (GTK_WIDGET (title), GTK_ALIGN_START);
  gtk_box_append (GTK_BOX (card), GTK_WIDGET (title));
  return card;
}

static void
show_boards (HammerDisplayWindow *self)
{
  GtkFlowBoxChild *child;
  g_autoptr(GDateTime) now = hammer_clock_now ();

  while ((child = gtk_flow_box_get_child_at_index (self->board_grid, 0)) != NULL)
    gtk_flow_box_remove (self->board_grid, GTK_WIDGET (child));
  _hammer_display_window_calls_begin (self);
  for (guint b = 0; self->day != NULL && b < self->day->boards->len; b++)
    {
      const HammerDayBoard *board = &g_array_index (self->day->boards, HammerDayBoard, b);
      GtkWidget *card = day_card (self->day, board);

      _hammer_display_window_scale_card (self, card);
      gtk_flow_box_append (self->board_grid, card);
      if (board->event != 0)
        _hammer_display_window_calls_note (self, board->name, board->names[0], board->names[1],
                                           board->since);
    }
  _hammer_display_window_calls_show (self);
  self->n_cards = self->day != NULL ? self->day->boards->len : 0;
  self->has_boards = self->n_cards > 0;
  if (self->boards_first >= self->n_cards)
    self->boards_first = 0;
  _hammer_display_window_update_day_minutes (self, now);
}

/* The queue */

static void
show_next (HammerDisplayWindow *self)
{
  GtkWidget *row;
  guint n = self->day != NULL ? MIN (self->day->waiting->len, N_NEXT) : 0;

  while ((row = gtk_widget_get_first_child (GTK_WIDGET (self->next_list))) != NULL)
    gtk_box_remove (self->next_list, row);
  for (guint w = 0; w < n; w++)
    {
      const HammerDayWaiting *waiting = &g_array_index (self->day->waiting, HammerDayWaiting, w);
      g_autofree char *title = hammer_day_text_waiting (self->day, waiting);
      GtkLabel *match = new_label ("display-result-side", 0);

      row = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
      gtk_label_set_text (match, title);
      gtk_box_append (GTK_BOX (row), GTK_WIDGET (match));
      if (waiting->held)
        {
          GtkLabel *why = new_label ("display-waiting", 0);
          g_autofree char *reason = hammer_day_text_held (self->day, waiting);
          /* TRANSLATORS: a waiting match held back: "Held: Anna Bakker rests until 14:35". */
          g_autofree char *text = g_strdup_printf (_("Held: %s"), reason);

          gtk_label_set_text (why, text);
          gtk_box_append (GTK_BOX (row), GTK_WIDGET (why));
        }
      gtk_box_append (self->next_list, row);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->no_results_label), n == 0);
}

/* The events' standings */

static void
show_event_standings (HammerDisplayWindow *self)
{
  HammerEvent *event = self->day_events != NULL && self->standings_event < self->day_events->len
                       ? g_ptr_array_index (self->day_events, self->standings_event) : NULL;

  g_clear_pointer (&self->standings_title, g_free);
  if (event == NULL)
    {
      _hammer_display_window_show_standings (self, 0, NULL);
      return;
    }
  self->standings_title = g_strdup (hammer_event_get_name (event));
  _hammer_display_window_show_standings (self, hammer_event_get_format (event),
                                         hammer_event_get_standings (event));
}

static gboolean
has_standings (HammerEvent *event)
{
  GListModel *standings = hammer_event_get_standings (event);

  return standings != NULL && g_list_model_get_n_items (standings) > 0;
}

gboolean
_hammer_display_window_next_day_event (HammerDisplayWindow *self)
{
  guint n = self->day_events != NULL ? self->day_events->len : 0;

  /* The next event with standings to show, if any but this one has. */
  for (guint step = 1; step <= n; step++)
    {
      guint index = (self->standings_event + step) % n;

      if (has_standings (g_ptr_array_index (self->day_events, index)))
        {
          gboolean onwards = index > self->standings_event;

          self->standings_event = index;
          self->standings_first = 0;
          show_event_standings (self);
          return onwards;
        }
    }
  return FALSE;
}

static int
compare_ids (gconstpointer a,
             gconstpointer b)
{
  gint64 x = *(const gint64 *) a;
  gint64 y = *(const gint64 *) b;

  return x < y ? -1 : x > y;
}

/* The day's events, by id, read again: the same objects while the events
 * stay the day's, so that the standings shown stay where they were. */
static gboolean
update_events (HammerDisplayWindow  *self,
               GError              **error)
{
  g_autoptr(GArray) ids = g_array_new (FALSE, FALSE, sizeof (gint64));
  g_autoptr(GPtrArray) events = g_ptr_array_new_with_free_func (g_object_unref);

  for (guint e = 0; e < self->day->events->len; e++)
    g_array_append_val (ids, g_array_index (self->day->events, HammerDayEventProgress, e).id);
  g_array_sort (ids, compare_ids);
  for (guint i = 0; i < ids->len; i++)
    {
      gint64 id = g_array_index (ids, gint64, i);
      HammerEvent *event = NULL;

      for (guint k = 0; self->day_events != NULL && k < self->day_events->len; k++)
        if (hammer_event_get_id (g_ptr_array_index (self->day_events, k)) == id)
          event = g_object_ref (g_ptr_array_index (self->day_events, k));
      if (event != NULL)
        hammer_event_update (event, NULL);
      else if (!(event = hammer_events_get_event (self->store, id, error)))
        return FALSE;
      g_ptr_array_add (events, event);
    }
  g_clear_pointer (&self->day_events, g_ptr_array_unref);
  self->day_events = g_steal_pointer (&events);
  if (self->standings_event >= self->day_events->len)
    self->standings_event = 0;
  return TRUE;
}

/* Reading */

static void
show_failure (HammerDisplayWindow *self,
              const GError        *error)
{
  if (error != NULL)
    hammer_status_page_set_plain_description (self->failed_page, error->message);
  gtk_widget_set_visible (GTK_WIDGET (self->failed_page), error != NULL);
  gtk_widget_set_visible (self->sections, error == NULL);
}

static void
state_read_cb (GObject      *source,
               GAsyncResult *result,
               gpointer      user_data)
{
  g_autoptr(HammerDisplayWindow) self = user_data;
  g_autoptr(GError) error = NULL;
  HammerDayState *day = hammer_days_get_state_finish (HAMMER_STORE (source), result, &error);

  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  g_clear_object (&self->day_reading);
  g_clear_pointer (&self->day, hammer_day_state_free);
  self->day = day;
  if (day == NULL || !update_events (self, &error))
    {
      /* A day undone in the main window leaves an empty display; a read
       * that failed says so. */
      show_failure (self, g_error_matches (error, HAMMER_ERROR, HAMMER_ERROR_NOT_FOUND)
                          ? NULL : error);
      g_clear_pointer (&self->day, hammer_day_state_free);
      g_clear_pointer (&self->day_events, g_ptr_array_unref);
      gtk_label_set_text (self->title_label, "");
    }
  else
    {
      show_failure (self, NULL);
      gtk_label_set_text (self->title_label, day->name);
      gtk_window_set_title (GTK_WINDOW (self), day->name);
    }
  show_boards (self);
  show_next (self);
  /* An event without standings yet gives its turn to the next. */
  if (self->day_events != NULL && self->standings_event < self->day_events->len &&
      !has_standings (g_ptr_array_index (self->day_events, self->standings_event)))
    _hammer_display_window_next_day_event (self);
  show_event_standings (self);
  _hammer_display_window_update_times (self);
  _hammer_display_window_show_page (self);
  _hammer_display_window_queue_fit_check (self);
}

void
_hammer_display_window_reload_day (HammerDisplayWindow *self)
{
  g_cancellable_cancel (self->day_reading);
  g_clear_object (&self->day_reading);
  self->day_reading = g_cancellable_new ();
  hammer_days_get_state_async (self->store, self->day_id, self->day_reading, state_read_cb,
                               g_object_ref (self));
}
