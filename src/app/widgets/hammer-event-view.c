/* hammer-event-view.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "hammer-app-utils.h"
#include "hammer-event-view.h"

typedef struct
{
  HammerStore *store;
  gint64 event_id;
  /* A change came while the view was off screen: it reads the store again
   * once shown. */
  gboolean stale;
  /* A read after a change, on a worker thread; a reload since makes it
   * out of date. */
  GCancellable *reading;
} HammerEventViewPrivate;

G_DEFINE_ABSTRACT_TYPE_WITH_PRIVATE (HammerEventView, hammer_event_view, ADW_TYPE_BIN)

/* The reads under way, counted on the main thread. */

enum {
  PROP_0,
  PROP_STORE,
  PROP_EVENT_ID,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* Whether the view sits on a page of a window on screen that does not
 * show it (another view of the event page, another page of the window). */
static gboolean
off_screen (HammerEventView *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));

  return root != NULL && gtk_widget_get_mapped (GTK_WIDGET (root)) &&
         !gtk_widget_get_mapped (GTK_WIDGET (self));
}

/* Reads the store again now; a read after a change still under way is out
 * of date. */
static void
reload_now (HammerEventView *self)
{
  HammerEventViewPrivate *priv = hammer_event_view_get_instance_private (self);

  g_cancellable_cancel (priv->reading);
  g_clear_object (&priv->reading);
  HAMMER_EVENT_VIEW_GET_CLASS (self)->reload (self);
}

/* A view off screen reads the store only once it is shown: a result stored
 * at the desk of a big event rebuilds the view on screen, not all five
 * views of the event page. A view not yet in a window on screen reads at
 * once, so that it is whole when it first shows. */
static void
reload (HammerEventView *self)
{
  HammerEventViewPrivate *priv = hammer_event_view_get_instance_private (self);

  priv->stale = off_screen (self);
  if (!priv->stale)
    reload_now (self);
}

typedef struct
{
  HammerStore *reader;
  gint64 event_id;
  HammerEventViewClass *klass;
} Read;

static void
read_free (Read *read)
{
  g_clear_object (&read->reader);
  g_free (read);
}

static void
read_thread (GTask        *task,
             gpointer      source_object,
             gpointer      task_data,
             GCancellable *cancellable)
{
  Read *read = task_data;
  GError *error = NULL;
  gpointer data = read->klass->read (read->reader, read->event_id, &error);

  if (data == NULL)
    g_task_return_error (task, error);
  else
    g_task_return_pointer (task, data, read->klass->read_free);
}

static void
read_done_cb (GObject      *source,
              GAsyncResult *result,
              gpointer      user_data)
{
  HammerEventView *self = HAMMER_EVENT_VIEW (source);
  HammerEventViewPrivate *priv = hammer_event_view_get_instance_private (self);
  HammerEventViewClass *klass = HAMMER_EVENT_VIEW_GET_CLASS (self);
  g_autoptr(GError) error = NULL;
  gpointer data = g_task_propagate_pointer (G_TASK (result), &error);

  hammer_background_read_end ();
  /* A reload or another change came since: what this read is out of date. */
  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  g_clear_object (&priv->reading);
  klass->apply (self, data, error);
  if (data != NULL && klass->read_free != NULL)
    klass->read_free (data);
}

/* After a change, a view that reads much reads on a worker thread, through
 * a reader of its own, and shows what it read when it is back: a result
 * stored at the desk never holds the window for the views. */
static void
reload_after_change (HammerEventView *self)
{
  HammerEventViewPrivate *priv = hammer_event_view_get_instance_private (self);
  HammerEventViewClass *klass = HAMMER_EVENT_VIEW_GET_CLASS (self);
  g_autoptr(GTask) task = NULL;
  g_autoptr(GError) error = NULL;
  HammerStore *reader;
  Read *read;

  priv->stale = off_screen (self);
  if (priv->stale)
    return;
  if (klass->read == NULL || priv->store == NULL || priv->event_id <= 0 ||
      !(reader = hammer_store_open_reader (priv->store, &error)))
    {
      reload_now (self);
      return;
    }

  g_cancellable_cancel (priv->reading);
  g_clear_object (&priv->reading);
  priv->reading = g_cancellable_new ();
  read = g_new0 (Read, 1);
  read->reader = reader;
  read->event_id = priv->event_id;
  read->klass = klass;
  task = g_task_new (self, priv->reading, read_done_cb, NULL);
  g_task_set_source_tag (task, reload_after_change);
  g_task_set_task_data (task, read, (GDestroyNotify) read_free);
  hammer_background_read_begin ();
  g_task_run_in_thread (task, read_thread);
}

guint
hammer_event_view_get_n_reading (void)
{
  return hammer_background_reads_get_n ();
}

/* What an event's view shows changes with its own rows, and with the names
 * of the players and clubs in it; another event's result is not its news. */
static void
store_changes_cb (HammerEventView *self,
                  HammerChangeSet *changes)
{
  HammerEventViewPrivate *priv = hammer_event_view_get_instance_private (self);

  /* Also the hall server's writes outside the change log: a board's result
   * that waits for the players is the Boards view's news. */
  if (hammer_change_set_touches_event (changes, priv->event_id) ||
      hammer_changes_are_unlogged (changes) ||
      hammer_change_set_touches (changes, HAMMER_TABLE_PLAYERS) ||
      hammer_change_set_touches (changes, HAMMER_TABLE_CLUBS))
    reload_after_change (self);
}

HammerStore *
hammer_event_view_get_store (HammerEventView *self)
{
  HammerEventViewPrivate *priv = hammer_event_view_get_instance_private (self);

  g_return_val_if_fail (HAMMER_IS_EVENT_VIEW (self), NULL);

  return priv->store;
}

void
hammer_event_view_set_store (HammerEventView *self,
                             HammerStore     *store)
{
  HammerEventViewPrivate *priv = hammer_event_view_get_instance_private (self);

  g_return_if_fail (HAMMER_IS_EVENT_VIEW (self));
  g_return_if_fail (store == NULL || HAMMER_IS_STORE (store));

  if (!hammer_follow_store (&priv->store, store, G_CALLBACK (store_changes_cb), self))
    return;
  reload (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_STORE]);
}

gint64
hammer_event_view_get_event_id (HammerEventView *self)
{
  HammerEventViewPrivate *priv = hammer_event_view_get_instance_private (self);

  g_return_val_if_fail (HAMMER_IS_EVENT_VIEW (self), 0);

  return priv->event_id;
}

void
hammer_event_view_set_event_id (HammerEventView *self,
                                gint64           event_id)
{
  HammerEventViewPrivate *priv = hammer_event_view_get_instance_private (self);

  g_return_if_fail (HAMMER_IS_EVENT_VIEW (self));

  if (priv->event_id == event_id)
    return;
  priv->event_id = event_id;
  if (HAMMER_EVENT_VIEW_GET_CLASS (self)->event_changed != NULL)
    HAMMER_EVENT_VIEW_GET_CLASS (self)->event_changed (self);
  reload (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_EVENT_ID]);
}

static void
hammer_event_view_dispose (GObject *object)
{
  HammerEventView *self = HAMMER_EVENT_VIEW (object);
  HammerEventViewPrivate *priv = hammer_event_view_get_instance_private (self);

  /* Also stops the reloads, which the subclass's dispose has made impossible. */
  hammer_follow_store (&priv->store, NULL, G_CALLBACK (store_changes_cb), object);
  g_cancellable_cancel (priv->reading);
  g_clear_object (&priv->reading);

  G_OBJECT_CLASS (hammer_event_view_parent_class)->dispose (object);
}

static void
hammer_event_view_map (GtkWidget *widget)
{
  HammerEventView *self = HAMMER_EVENT_VIEW (widget);
  HammerEventViewPrivate *priv = hammer_event_view_get_instance_private (self);

  GTK_WIDGET_CLASS (hammer_event_view_parent_class)->map (widget);
  if (priv->stale)
    {
      priv->stale = FALSE;
      reload_now (self);
    }
}

static void
hammer_event_view_get_property (GObject    *object,
                                guint       prop_id,
                                GValue     *value,
                                GParamSpec *pspec)
{
  HammerEventView *self = HAMMER_EVENT_VIEW (object);

  switch (prop_id)
    {
    case PROP_STORE:
      g_value_set_object (value, hammer_event_view_get_store (self));
      break;
    case PROP_EVENT_ID:
      g_value_set_int64 (value, hammer_event_view_get_event_id (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
hammer_event_view_set_property (GObject      *object,
                                guint         prop_id,
                                const GValue *value,
                                GParamSpec   *pspec)
{
  HammerEventView *self = HAMMER_EVENT_VIEW (object);

  switch (prop_id)
    {
    case PROP_STORE:
      hammer_event_view_set_store (self, g_value_get_object (value));
      break;
    case PROP_EVENT_ID:
      hammer_event_view_set_event_id (self, g_value_get_int64 (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
hammer_event_view_class_init (HammerEventViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = hammer_event_view_dispose;
  widget_class->map = hammer_event_view_map;
  object_class->get_property = hammer_event_view_get_property;
  object_class->set_property = hammer_event_view_set_property;

  properties[PROP_STORE] =
    g_param_spec_object ("store", NULL, NULL, HAMMER_TYPE_STORE,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_EVENT_ID] =
    g_param_spec_int64 ("event-id", NULL, NULL, 0, G_MAXINT64, 0,
                        G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
hammer_event_view_init (HammerEventView *self)
{
}
