/* hammer-display-window-calls.c — the latest call, large, on the hall display
 *
 * For CALL_SECONDS after the desk calls a match, the display shows it over
 * the top of everything else: "Board 4", and under it "Jansen against De
 * Vries". It takes no room of its own, so the cards stay where they are. The
 * boards tell it when each match was called; the newest call of the last
 * CALL_SECONDS shows, by the app's clock (hammer-clock.h).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "hammer-clock.h"
#include "hammer-display-window-private.h"

void
_hammer_display_window_calls_begin (HammerDisplayWindow *self)
{
  g_clear_pointer (&self->call_since, g_free);
  g_clear_pointer (&self->call_board, g_free);
  g_clear_pointer (&self->call_names, g_free);
}

void
_hammer_display_window_calls_note (HammerDisplayWindow *self,
                                   const char          *board_name,
                                   const char          *side_a,
                                   const char          *side_b,
                                   const char          *since)
{
  if (since == NULL || (self->call_since != NULL && strcmp (since, self->call_since) <= 0))
    return;
  g_free (self->call_since);
  self->call_since = g_strdup (since);
  g_free (self->call_board);
  self->call_board = g_strdup (board_name);
  g_free (self->call_names);
  /* TRANSLATORS: a call on the hall display and the hall page, under the
   * board's name: "Jansen against De Vries". */
  self->call_names = g_strdup_printf (_("%s against %s"),
                                      side_a != NULL ? side_a : _("To be decided"),
                                      side_b != NULL ? side_b : _("To be decided"));
}

static gboolean
call_over_cb (gpointer user_data)
{
  HammerDisplayWindow *self = user_data;

  self->call_timer = 0;
  _hammer_display_window_calls_show (self);
  return G_SOURCE_REMOVE;
}

void
_hammer_display_window_calls_show (HammerDisplayWindow *self)
{
  g_autoptr(GDateTime) now = hammer_clock_now ();
  g_autoptr(GDateTime) called = NULL;
  GTimeSpan age = 0;
  gboolean shown;

  g_clear_handle_id (&self->call_timer, g_source_remove);
  if (self->call_since != NULL && (called = g_date_time_new_from_iso8601 (self->call_since,
                                                                          NULL)) != NULL)
    age = g_date_time_difference (now, called);
  shown = called != NULL && age < CALL_SECONDS * G_TIME_SPAN_SECOND;
  if (shown)
    {
      g_autofree char *description = g_strdup_printf ("%s: %s", self->call_board,
                                                      self->call_names);

      gtk_label_set_text (self->call_board_label, self->call_board);
      gtk_label_set_text (self->call_names_label, self->call_names);
      gtk_accessible_update_property (GTK_ACCESSIBLE (self->call_revealer),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, description, -1);
      /* Until the call is CALL_SECONDS old; a second more for the rounding. */
      self->call_timer = g_timeout_add_seconds ((guint) (CALL_SECONDS - MAX (age, 0) /
                                                         G_TIME_SPAN_SECOND) + 1,
                                                call_over_cb, self);
    }
  gtk_revealer_set_reveal_child (self->call_revealer, shown);
}
