/* hammer-app-utils.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "hammer-app-utils.h"

/**
 * hammer_follow_store:
 * @slot: where the widget keeps its store
 * @store: (nullable): the new store
 * @changed: called swapped with @instance after every change to @store
 * @instance: the widget
 *
 * Puts @store in @slot and moves the "changed" handler of @instance from the
 * old store to the new one. Every page and view reloads on "changed", and a
 * handler left on an old store would reload from the wrong database.
 *
 * Returns: %FALSE where @slot held @store already, so that nothing changed
 */
gboolean
hammer_follow_store (HammerStore **slot,
                     HammerStore  *store,
                     GCallback     changed,
                     gpointer      instance)
{
  g_return_val_if_fail (slot != NULL, FALSE);
  g_return_val_if_fail (store == NULL || HAMMER_IS_STORE (store), FALSE);

  if (*slot == store)
    return FALSE;
  if (*slot != NULL)
    g_signal_handlers_disconnect_by_func (*slot, (gpointer) changed, instance);
  g_set_object (slot, store);
  if (store != NULL)
    g_signal_connect_object (store, "changed", changed, instance, G_CONNECT_SWAPPED);
  return TRUE;
}

static void
drag_begin_cb (GtkDragSource *source,
               GdkDrag       *drag,
               GtkWidget     *widget)
{
  g_autoptr(GdkPaintable) paintable = gtk_widget_paintable_new (widget);

  gtk_drag_source_set_icon (source, paintable, 0, 0);
}

/**
 * hammer_add_match_drag_source:
 * @widget: what shows the match: a row of a queue, a board's card
 * @match_id: the match
 *
 * Lets @match_id be dragged off @widget, to a board, with @widget as the
 * drag icon.
 */
void
hammer_add_match_drag_source (GtkWidget *widget,
                              gint64     match_id)
{
  GtkDragSource *source = gtk_drag_source_new ();
  g_autoptr(GdkContentProvider) content = gdk_content_provider_new_typed (G_TYPE_INT64, match_id);

  gtk_drag_source_set_content (source, content);
  gtk_drag_source_set_actions (source, GDK_ACTION_MOVE);
  g_signal_connect (source, "drag-begin", G_CALLBACK (drag_begin_cb), widget);
  gtk_widget_add_controller (widget, GTK_EVENT_CONTROLLER (source));
}
