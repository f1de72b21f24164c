/* hammer-window-events.c — the window's events: the sidebar's lists of
 * upcoming and past events, read on a worker after a change, and the event
 * page
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "hammer-app-utils.h"
#include "hammer-event-item.h"
#include "hammer-event-row.h"
#include "events/hammer-events.h"
#include "hammer-window-private.h"

static void
update_event_lists (HammerWindow *self)
{
  guint n_past = g_list_model_get_n_items (G_LIST_MODEL (self->past_selection));
  guint n_all = g_list_model_get_n_items (G_LIST_MODEL (self->events));

  gtk_widget_set_visible (self->past_heading, n_past > 0);
  gtk_widget_set_visible (GTK_WIDGET (self->past_list), n_past > 0);
  gtk_widget_set_visible (GTK_WIDGET (self->no_events_label), n_all == 0);
}

/* Brings the sidebar's events in step with @list (HammerEventListing),
 * keeping the items of events that are still there, so that selections
 * stay. */
void
_hammer_window_show_events (HammerWindow *self,
                            GPtrArray    *list)
{
  guint n_items;

  /* Events that are gone leave; the rest are updated in place. */
  n_items = g_list_model_get_n_items (G_LIST_MODEL (self->events));
  for (guint i = n_items; i > 0; i--)
    {
      g_autoptr(HammerEventItem) item = g_list_model_get_item (G_LIST_MODEL (self->events), i - 1);
      gint64 id = hammer_event_item_get_id (item);
      HammerEventListing *found = NULL;

      for (guint k = 0; k < list->len; k++)
        {
          HammerEventListing *event = g_ptr_array_index (list, k);

          if (hammer_event_listing_get_id (event) == id)
            found = event;
        }
      if (found == NULL)
        g_list_store_remove (self->events, i - 1);
      else if (hammer_event_item_update_event (item, found))
        g_list_model_items_changed (G_LIST_MODEL (self->events), i - 1, 1, 1);
    }

  for (guint k = 0; k < list->len; k++)
    {
      HammerEventListing *event = g_ptr_array_index (list, k);
      gint64 id = hammer_event_listing_get_id (event);
      gboolean known = FALSE;

      n_items = g_list_model_get_n_items (G_LIST_MODEL (self->events));
      for (guint i = 0; i < n_items && !known; i++)
        {
          g_autoptr(HammerEventItem) item = g_list_model_get_item (G_LIST_MODEL (self->events), i);
          known = hammer_event_item_get_id (item) == id;
        }
      if (!known)
        {
          g_autoptr(HammerEventItem) item = hammer_event_item_new (event);
          g_list_store_append (self->events, item);
        }
    }

  /* A change of state can move an event from upcoming to past. */
  gtk_filter_changed (self->upcoming_filter, GTK_FILTER_CHANGE_DIFFERENT);
  gtk_filter_changed (self->past_filter, GTK_FILTER_CHANGE_DIFFERENT);
  update_event_lists (self);
}

void
_hammer_window_reload_events (HammerWindow *self)
{
  g_autoptr(GPtrArray) list = NULL;
  g_autoptr(GError) error = NULL;

  if (self->store == NULL)
    return;
  if (!(list = hammer_events_list (self->store, &error)))
    {
      g_warning ("Could not list the events: %s", error->message);
      return;
    }
  /* What the worker thread still reads is older than this. */
  self->events_outdated = self->events_loading;
  self->events_relist_again = self->events_relisting;
  _hammer_window_show_events (self, list);
}

static void
events_relisted_cb (GObject      *source,
                    GAsyncResult *result,
                    gpointer      user_data)
{
  g_autoptr(HammerWindow) self = user_data;
  g_autoptr(GPtrArray) list = NULL;
  g_autoptr(GError) error = NULL;

  hammer_background_read_end ();
  self->events_relisting = FALSE;
  list = hammer_events_list_finish (HAMMER_STORE (source), result, &error);
  /* A window closed meanwhile shows nothing more. */
  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  if (list == NULL)
    {
      g_warning ("Could not list the events on a worker thread: %s", error->message);
      _hammer_window_reload_events (self);
    }
  else if (self->events_relist_again)
    _hammer_window_relist_events (self);
  else
    _hammer_window_show_events (self, list);
}

/* After a change the events are read on a worker thread: a save's commit
 * does not stop the window while every event's rows are summed again. */
void
_hammer_window_relist_events (HammerWindow *self)
{
  if (self->store == NULL || self->cancellable == NULL)
    return;
  if (self->events_relisting)
    {
      self->events_relist_again = TRUE;
      return;
    }
  self->events_relisting = TRUE;
  self->events_relist_again = FALSE;
  hammer_background_read_begin ();
  hammer_events_list_async (self->store, self->cancellable, events_relisted_cb,
                            g_object_ref (self));
}

void
_hammer_window_unselect_events (HammerWindow *self)
{
  gtk_single_selection_set_selected (self->upcoming_selection, GTK_INVALID_LIST_POSITION);
  gtk_single_selection_set_selected (self->past_selection, GTK_INVALID_LIST_POSITION);
  gtk_single_selection_set_selected (self->seasons_selection, GTK_INVALID_LIST_POSITION);
  gtk_single_selection_set_selected (self->days_selection, GTK_INVALID_LIST_POSITION);
}

/* Selects the item of event @event_id in whichever list holds it. */
static void
select_event (HammerWindow *self,
              gint64        event_id)
{
  GtkSingleSelection *selections[] = { self->upcoming_selection, self->past_selection };

  _hammer_window_unselect_events (self);
  for (guint s = 0; s < G_N_ELEMENTS (selections); s++)
    for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (selections[s])); i++)
      {
        g_autoptr(HammerEventItem) item = g_list_model_get_item (G_LIST_MODEL (selections[s]), i);

        if (hammer_event_item_get_id (item) == event_id)
          gtk_single_selection_set_selected (selections[s], i);
      }
}

static HammerEventPage *
ensure_event_page (HammerWindow *self)
{
  return HAMMER_EVENT_PAGE (_hammer_window_ensure_page (self, "event"));
}

void
hammer_window_show_event (HammerWindow *self,
                          gint64        event_id)
{
  g_return_if_fail (HAMMER_IS_WINDOW (self));

  _hammer_window_reload_events (self);
  hammer_event_page_set_event_id (ensure_event_page (self), event_id);
  gtk_stack_set_visible_child_name (self->content_stack, "event");
  select_event (self, event_id);
  adw_leaflet_set_visible_child (self->leaflet, GTK_WIDGET (self->content_stack));
}

void
hammer_window_show_event_view (HammerWindow *self,
                               gint64        event_id,
                               const char   *view)
{
  g_return_if_fail (HAMMER_IS_WINDOW (self));
  g_return_if_fail (view != NULL);

  hammer_window_show_event (self, event_id);
  hammer_event_page_show_view (ensure_event_page (self), view);
}

void
_hammer_window_event_activated_cb (HammerWindow *self,
                                   guint         position,
                                   GtkListView  *list)
{
  GListModel *model = G_LIST_MODEL (gtk_list_view_get_model (list));
  g_autoptr(HammerEventItem) item = g_list_model_get_item (model, position);

  if (item != NULL)
    hammer_window_show_event (self, hammer_event_item_get_id (item));
}

static gboolean
is_past_event (gpointer item,
               gpointer user_data)
{
  HammerWindow *self = user_data;

  return hammer_event_item_is_past (item, self->today);
}

static gboolean
is_upcoming_event (gpointer item,
                   gpointer user_data)
{
  return !is_past_event (item, user_data);
}

/* Upcoming events soonest first, past ones latest first; undated events
 * after the dated ones. */
static int
compare_event_dates (gconstpointer a,
                     gconstpointer b,
                     gpointer      user_data)
{
  const char *date_a = hammer_event_item_get_date ((HammerEventItem *) a);
  const char *date_b = hammer_event_item_get_date ((HammerEventItem *) b);
  int direction = GPOINTER_TO_INT (user_data);
  int order;

  if (date_a == NULL || date_b == NULL)
    order = (date_a == NULL) - (date_b == NULL);
  else
    order = direction * strcmp (date_a, date_b);
  if (order == 0)
    order = hammer_event_item_get_id ((HammerEventItem *) a) <
            hammer_event_item_get_id ((HammerEventItem *) b) ? -1 : 1;
  return order;
}

void
_hammer_window_setup_event_lists (HammerWindow *self)
{
  GtkFilterListModel *upcoming, *past;
  GtkSortListModel *upcoming_sorted, *past_sorted;

  self->events = g_list_store_new (HAMMER_TYPE_EVENT_ITEM);
  self->upcoming_filter = GTK_FILTER (gtk_custom_filter_new (is_upcoming_event, self, NULL));
  self->past_filter = GTK_FILTER (gtk_custom_filter_new (is_past_event, self, NULL));
  upcoming = gtk_filter_list_model_new (g_object_ref (G_LIST_MODEL (self->events)),
                                        g_object_ref (self->upcoming_filter));
  past = gtk_filter_list_model_new (g_object_ref (G_LIST_MODEL (self->events)),
                                    g_object_ref (self->past_filter));
  upcoming_sorted = gtk_sort_list_model_new (G_LIST_MODEL (upcoming),
    GTK_SORTER (gtk_custom_sorter_new (compare_event_dates, GINT_TO_POINTER (1), NULL)));
  past_sorted = gtk_sort_list_model_new (G_LIST_MODEL (past),
    GTK_SORTER (gtk_custom_sorter_new (compare_event_dates, GINT_TO_POINTER (-1), NULL)));
  self->upcoming_selection = gtk_single_selection_new (G_LIST_MODEL (upcoming_sorted));
  self->past_selection = gtk_single_selection_new (G_LIST_MODEL (past_sorted));
  for (guint i = 0; i < 2; i++)
    {
      GtkSingleSelection *selection = i == 0 ? self->upcoming_selection : self->past_selection;

      gtk_single_selection_set_autoselect (selection, FALSE);
      gtk_single_selection_set_can_unselect (selection, TRUE);
      gtk_single_selection_set_selected (selection, GTK_INVALID_LIST_POSITION);
    }

  {
    g_autoptr(GtkListItemFactory) factory = hammer_event_row_factory_new ();

    gtk_list_view_set_factory (self->upcoming_list, factory);
    gtk_list_view_set_factory (self->past_list, factory);
    gtk_list_view_set_factory (self->seasons_list, factory);
  }
  gtk_list_view_set_model (self->upcoming_list, GTK_SELECTION_MODEL (self->upcoming_selection));
  gtk_list_view_set_model (self->past_list, GTK_SELECTION_MODEL (self->past_selection));

  self->seasons = g_list_store_new (HAMMER_TYPE_EVENT_ITEM);
  self->seasons_selection = gtk_single_selection_new (g_object_ref (G_LIST_MODEL (self->seasons)));
  gtk_single_selection_set_autoselect (self->seasons_selection, FALSE);
  gtk_single_selection_set_can_unselect (self->seasons_selection, TRUE);
  gtk_single_selection_set_selected (self->seasons_selection, GTK_INVALID_LIST_POSITION);
  gtk_list_view_set_model (self->seasons_list, GTK_SELECTION_MODEL (self->seasons_selection));
  _hammer_window_setup_day_list (self);
  update_event_lists (self);
}
