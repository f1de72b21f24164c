/* hammer-event-page-day.c — the event page's menu moves an event not drawn
 * yet onto a tournament day, where it plays on the day's boards, or off it;
 * after the draw the core refuses, and the page says why. It opens the
 * event's entry fee and prizes, which the day's desk takes and pays.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "events/hammer-day.h"

#include "hammer-event-item.h"
#include "hammer-event-page-private.h"
#include "hammer-event-prizes-dialog.h"
#include "hammer-window.h"

void
_hammer_event_page_fill_day_section (GMenu       *section,
                                     HammerStore *store,
                                     gint64       event_id)
{
  g_autoptr(GMenu) days_menu = g_menu_new ();
  g_autoptr(GPtrArray) days = NULL;
  g_autoptr(GError) error = NULL;
  gint64 day_id;

  g_menu_remove_all (section);
  if (store == NULL || event_id == 0)
    return;
  if ((day_id = hammer_events_get_day (store, event_id, NULL)) != 0)
    {
      g_menu_append (section, _("Take Off the _Day"), "event.leave-day");
      return;
    }
  if (!(days = hammer_days_list (store, &error)))
    {
      g_warning ("Could not list the days: %s", error->message);
      return;
    }
  for (guint d = 0; d < days->len; d++)
    {
      HammerDaySummary *day = g_ptr_array_index (days, d);
      g_autofree char *date = hammer_format_date_for_display (day->date);
      g_autofree char *label = g_strdup_printf (_("%s · %s"), day->name, date);
      g_autoptr(GMenuItem) item = g_menu_item_new (label, NULL);

      g_menu_item_set_action_and_target_value (item, "event.play-on-day",
                                               g_variant_new_int64 (day->id));
      g_menu_append_item (days_menu, item);
    }
  if (days->len > 0)
    g_menu_append_submenu (section, _("Play on a _Day"), G_MENU_MODEL (days_menu));
}

typedef struct
{
  GtkWidget *page;
  char      *done;
} DayMove;

static void
day_move_free (DayMove *move)
{
  g_object_unref (move->page);
  g_free (move->done);
  g_free (move);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (DayMove, day_move_free)

static void
moved_cb (GObject      *source,
          GAsyncResult *result,
          gpointer      user_data)
{
  g_autoptr(DayMove) move = user_data;
  g_autoptr(GError) error = NULL;
  gint64 change_id = 0;

  /* Drawn already: the core's sentence says why it stays as it is. */
  if (!hammer_days_edit_finish (HAMMER_STORE (source), result, NULL, &change_id, &error))
    hammer_window_report_refusal_near (move->page, error);
  else
    hammer_window_report_change_near (move->page, move->done, change_id);
}

static DayMove *
day_move_new (GtkWidget  *page,
              const char *done)
{
  DayMove *move = g_new0 (DayMove, 1);

  move->page = g_object_ref (page);
  move->done = g_strdup (done);
  return move;
}

static void
play_on_day_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  g_autoptr(HammerStore) store = NULL;
  gint64 event_id = hammer_event_page_get_event_id (HAMMER_EVENT_PAGE (widget));

  g_object_get (widget, "store", &store, NULL);
  if (store == NULL || event_id == 0)
    return;
  hammer_days_add_event_async (store, g_variant_get_int64 (parameter), event_id, NULL, moved_cb,
                               day_move_new (widget, _("The event plays on the day’s boards")));
}

static void
leave_day_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  g_autoptr(HammerStore) store = NULL;
  gint64 event_id = hammer_event_page_get_event_id (HAMMER_EVENT_PAGE (widget));

  g_object_get (widget, "store", &store, NULL);
  if (store == NULL || event_id == 0)
    return;
  hammer_days_remove_event_async (store, event_id, NULL, moved_cb,
                                  day_move_new (widget, _("The event has boards of its own "
                                                          "again")));
}

static void
fee_and_prizes_action (GtkWidget  *widget,
                       const char *action_name,
                       GVariant   *parameter)
{
  g_autoptr(HammerEvent) event = NULL;
  GtkRoot *root = gtk_widget_get_root (widget);

  g_object_get (widget, "event", &event, NULL);
  if (event == NULL)
    return;
  gtk_window_present (GTK_WINDOW (hammer_event_prizes_dialog_new (GTK_IS_WINDOW (root)
                                                                  ? GTK_WINDOW (root) : NULL,
                                                                  widget, event)));
}

void
_hammer_event_page_class_day_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "event.fee-and-prizes", NULL,
                                   fee_and_prizes_action);
  gtk_widget_class_install_action (widget_class, "event.play-on-day", "x", play_on_day_action);
  gtk_widget_class_install_action (widget_class, "event.leave-day", NULL, leave_day_action);
}
