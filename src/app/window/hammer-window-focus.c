/* hammer-window-focus.c — the focus given back after undo and redo
 *
 * Undo and redo change lists whose rows are made again, and the row that
 * had the focus goes with them: GTK hands the focus on to whatever comes
 * first, the header bar's menu button or the toast's button. The window
 * follows where the focus is in its content (not in a toast, whose Undo a
 * click focuses), and a focus lost with its row to nothing or out of the
 * page goes back to the list it was in; from a toast's Undo, until the
 * user moves it, as well.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "hammer-window-private.h"

/* The longest an undo's lists may take to be read again. */
#define KEEP_MS 10000

typedef struct
{
  HammerWindow *window;   /* unowned: the keeper is the window's data */
  GWeakRef focus;         /* the last focus in the window's content */
  GWeakRef place;         /* the list that focus was in, or the focus itself */
  gboolean keeping;       /* an undo began, and the user has not moved on */
  gboolean from_outside;  /* it began with the focus out of the content */
  guint keep_source;
  guint restore_source;
} FocusKeeper;

static void
focus_keeper_free (gpointer data)
{
  FocusKeeper *keeper = data;

  g_clear_handle_id (&keeper->keep_source, g_source_remove);
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

static gboolean
in_content (HammerWindow *self,
            GtkWidget    *widget)
{
  GtkWidget *content = adw_toast_overlay_get_child (self->toast_overlay);

  return widget != NULL && content != NULL && gtk_widget_is_ancestor (widget, content);
}

/* Remembers @focus, if in the content, and the list it is in. */
static void
remember (HammerWindow *self,
          FocusKeeper  *keeper,
          GtkWidget    *focus)
{
  GtkWidget *place;

  if (!in_content (self, focus))
    return;
  if (!(place = gtk_widget_get_ancestor (focus, GTK_TYPE_COLUMN_VIEW)) &&
      !(place = gtk_widget_get_ancestor (focus, GTK_TYPE_LIST_VIEW)) &&
      !(place = gtk_widget_get_ancestor (focus, GTK_TYPE_GRID_VIEW)) &&
      !(place = gtk_widget_get_ancestor (focus, GTK_TYPE_LIST_BOX)))
    place = focus;
  g_weak_ref_set (&keeper->focus, focus);
  g_weak_ref_set (&keeper->place, place);
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

/* Whether the focus, at @now, is out of @place's page, or nowhere. */
static gboolean
left_page (HammerWindow *self,
           GtkWidget    *now,
           GtkWidget    *place)
{
  return can_take_focus (self, place) &&
         (now == NULL || page_of (self, now) != page_of (self, place));
}

static gboolean
restore_cb (gpointer data)
{
  HammerWindow *self = data;
  FocusKeeper *keeper = get_keeper (self);
  g_autoptr(GtkWidget) place = g_weak_ref_get (&keeper->place);
  GtkWidget *now = gtk_window_get_focus (GTK_WINDOW (self));

  keeper->restore_source = 0;
  /* Still away: the list focuses the row it keeps track of (a row may show
   * another item now). */
  if (left_page (self, now, place) && !(now != NULL && gtk_widget_is_ancestor (now, place)))
    gtk_widget_grab_focus (place);
  return G_SOURCE_REMOVE;
}

/* Decided at once, so that where the user is stays known however busy the
 * main loop; only giving the focus back waits for the lists' new rows. */
static void
focus_changed_cb (HammerWindow *self,
                  GParamSpec   *pspec,
                  FocusKeeper  *keeper)
{
  g_autoptr(GtkWidget) focus = g_weak_ref_get (&keeper->focus);
  g_autoptr(GtkWidget) place = g_weak_ref_get (&keeper->place);
  GtkWidget *now = gtk_window_get_focus (GTK_WINDOW (self));
  gboolean lost = !can_take_focus (self, focus);

  /* In the list it was in: that row is where the user is now. */
  if (now != NULL && can_take_focus (self, place) &&
      (now == place || gtk_widget_is_ancestor (now, place)))
    {
      remember (self, keeper, now);
      keeper->from_outside = FALSE;
      return;
    }
  if (now != NULL && now == focus)
    return;
  /* Lost with its row, or handed on from a toast's Undo, to nothing or out
   * of the page: back to the list. */
  if (left_page (self, now, place) && (lost || (keeper->keeping && keeper->from_outside)))
    {
      if (keeper->restore_source == 0)
        keeper->restore_source = g_idle_add (restore_cb, self);
      return;
    }
  /* Where the user took it, the widget it left still there. */
  if (!lost)
    keeper->keeping = FALSE;
  remember (self, keeper, now);
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

static gboolean
kept_cb (gpointer data)
{
  FocusKeeper *keeper = get_keeper (HAMMER_WINDOW (data));

  keeper->keep_source = 0;
  keeper->keeping = FALSE;
  return G_SOURCE_REMOVE;
}

void
_hammer_window_keep_focus (HammerWindow *self)
{
  FocusKeeper *keeper = get_keeper (self);

  if (keeper == NULL)
    return;
  if (!keeper->keeping)
    keeper->from_outside = !in_content (self, gtk_window_get_focus (GTK_WINDOW (self)));
  keeper->keeping = TRUE;
  g_clear_handle_id (&keeper->keep_source, g_source_remove);
  keeper->keep_source = g_timeout_add (KEEP_MS, kept_cb, self);
}

void
_hammer_window_release_focus (HammerWindow *self)
{
  FocusKeeper *keeper = get_keeper (self);

  /* The lists read on worker threads may still be made again: the keeper
   * stays until the user moves the focus, or for a while. */
  if (keeper != NULL && keeper->keeping)
    focus_changed_cb (self, NULL, keeper);
}
