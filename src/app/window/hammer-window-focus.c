/* hammer-window-focus.c — the focus given back after undo and redo
 *
 * Undo and redo change lists whose rows are made again, and the row that
 * had the focus goes with them: GTK hands the focus on to whatever comes
 * first, the header bar's menu button or the toast's button. The window
 * follows where the focus is in its content (not in a toast, whose Undo a
 * click focuses) and, while an undo settles, puts it back there, or on the
 * list it was in when that row is gone.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "hammer-window-private.h"

/* How long after an undo the lists may still be read again. */
#define SETTLE_MS 1500

typedef struct
{
  HammerWindow *window;   /* unowned: the keeper is the window's data */
  GWeakRef focus;         /* the last focus in the window's content */
  GWeakRef place;         /* the list that focus was in, or the focus itself */
  gboolean keeping;
  guint settle_source;
  guint restore_source;
} FocusKeeper;

static void
focus_keeper_free (gpointer data)
{
  FocusKeeper *keeper = data;

  g_clear_handle_id (&keeper->settle_source, g_source_remove);
  g_clear_handle_id (&keeper->restore_source, g_source_remove);
  g_weak_ref_clear (&keeper->focus);
  g_weak_ref_clear (&keeper->place);
  g_free (keeper);
}

static FocusKeeper *
get_keeper (HammerWindow *self)
{
  return g_object_get_data (G_OBJECT (self), "hammer-focus-keeper");
}

/* Whether @widget can take the focus back: still in this window, shown. */
static gboolean
can_take_focus (HammerWindow *self,
                GtkWidget    *widget)
{
  return widget != NULL && gtk_widget_get_root (widget) == GTK_ROOT (self) &&
         gtk_widget_get_mapped (widget) && gtk_widget_is_sensitive (widget);
}

/* The page of the window's content that @widget is on, or NULL. */
static GtkWidget *
page_of (HammerWindow *self,
         GtkWidget    *widget)
{
  for (GtkWidget *w = widget; w != NULL; w = gtk_widget_get_parent (w))
    if (gtk_widget_get_parent (w) == GTK_WIDGET (self->content_stack))
      return w;
  return NULL;
}

static gboolean
restore_cb (gpointer data)
{
  HammerWindow *self = data;
  FocusKeeper *keeper = get_keeper (self);
  g_autoptr(GtkWidget) focus = g_weak_ref_get (&keeper->focus);
  g_autoptr(GtkWidget) place = g_weak_ref_get (&keeper->place);
  GtkWidget *now = gtk_window_get_focus (GTK_WINDOW (self));
  GtkWidget *target;

  keeper->restore_source = 0;
  /* A row of a list may show another item now: the list itself focuses the
   * row it keeps track of. */
  if (can_take_focus (self, place) && place != focus)
    target = place;
  else if (can_take_focus (self, focus))
    target = focus;
  else
    return G_SOURCE_REMOVE;
  /* Where the user took it on the same page stays: only a focus lost, or
   * handed out of the page (the menu button, a toast), comes back. */
  if (now != NULL && page_of (self, now) != NULL && page_of (self, now) == page_of (self, target))
    return G_SOURCE_REMOVE;
  gtk_widget_grab_focus (target);
  return G_SOURCE_REMOVE;
}

static void
queue_restore (HammerWindow *self,
               FocusKeeper  *keeper)
{
  /* After the change that moved it, when the lists have their rows. */
  if (keeper->restore_source == 0)
    keeper->restore_source = g_idle_add_full (G_PRIORITY_LOW, restore_cb, self, NULL);
}

static void
focus_changed_cb (HammerWindow *self,
                  GParamSpec   *pspec,
                  FocusKeeper  *keeper)
{
  GtkWidget *focus = gtk_window_get_focus (GTK_WINDOW (self));
  GtkWidget *content = adw_toast_overlay_get_child (self->toast_overlay);
  GtkWidget *place;

  if (keeper->keeping)
    {
      queue_restore (self, keeper);
      return;
    }
  if (focus == NULL || content == NULL || !gtk_widget_is_ancestor (focus, content))
    return;
  if (!(place = gtk_widget_get_ancestor (focus, GTK_TYPE_COLUMN_VIEW)) &&
      !(place = gtk_widget_get_ancestor (focus, GTK_TYPE_LIST_VIEW)) &&
      !(place = gtk_widget_get_ancestor (focus, GTK_TYPE_GRID_VIEW)) &&
      !(place = gtk_widget_get_ancestor (focus, GTK_TYPE_LIST_BOX)))
    place = focus;
  g_weak_ref_set (&keeper->focus, focus);
  g_weak_ref_set (&keeper->place, place);
}

void
_hammer_window_focus_init (HammerWindow *self)
{
  FocusKeeper *keeper = g_new0 (FocusKeeper, 1);

  keeper->window = self;
  g_weak_ref_init (&keeper->focus, NULL);
  g_weak_ref_init (&keeper->place, NULL);
  g_object_set_data_full (G_OBJECT (self), "hammer-focus-keeper", keeper, focus_keeper_free);
  g_signal_connect (self, "notify::focus-widget", G_CALLBACK (focus_changed_cb), keeper);
}

void
_hammer_window_keep_focus (HammerWindow *self)
{
  FocusKeeper *keeper = get_keeper (self);

  if (keeper == NULL)
    return;
  g_clear_handle_id (&keeper->settle_source, g_source_remove);
  keeper->keeping = TRUE;
}

static gboolean
settled_cb (gpointer data)
{
  FocusKeeper *keeper = get_keeper (HAMMER_WINDOW (data));

  keeper->settle_source = 0;
  keeper->keeping = FALSE;
  return G_SOURCE_REMOVE;
}

void
_hammer_window_release_focus (HammerWindow *self)
{
  FocusKeeper *keeper = get_keeper (self);

  if (keeper == NULL || !keeper->keeping)
    return;
  queue_restore (self, keeper);
  /* The lists read on worker threads may still be made again. */
  g_clear_handle_id (&keeper->settle_source, g_source_remove);
  keeper->settle_source = g_timeout_add (SETTLE_MS, settled_cb, self);
}
