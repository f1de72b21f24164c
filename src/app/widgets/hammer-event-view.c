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
} HammerEventViewPrivate;

G_DEFINE_ABSTRACT_TYPE_WITH_PRIVATE (HammerEventView, hammer_event_view, ADW_TYPE_BIN)

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
    HAMMER_EVENT_VIEW_GET_CLASS (self)->reload (self);
}

/* What an event's view shows changes with its own rows, and with the names
 * of the players and clubs in it; another event's result is not its news. */
static void
store_changes_cb (HammerEventView *self,
                  HammerChangeSet *changes)
{
  HammerEventViewPrivate *priv = hammer_event_view_get_instance_private (self);

  if (hammer_change_set_touches_event (changes, priv->event_id) ||
      hammer_change_set_touches (changes, HAMMER_TABLE_PLAYERS) ||
      hammer_change_set_touches (changes, HAMMER_TABLE_CLUBS))
    reload (self);
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
      HAMMER_EVENT_VIEW_GET_CLASS (self)->reload (self);
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
