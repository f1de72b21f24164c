/* hammer-event-row.c
 *
 * The sidebar lists events and seasons with this row, made and bound by
 * hammer_event_row_factory_new(): an icon, the name, and a line of date and
 * game under it. Screen readers hear both lines at once.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "hammer-event-row.h"

struct _HammerEventRow
{
  GtkWidget parent_instance;

  HammerEventItem *item;

  GtkImage *icon;
  GtkLabel *title;
  GtkLabel *subtitle;
};

G_DEFINE_FINAL_TYPE (HammerEventRow, hammer_event_row, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_ITEM,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
update (HammerEventRow *self)
{
  const char *name = self->item ? hammer_event_item_get_name (self->item) : NULL;
  const char *subtitle = self->item ? hammer_event_item_get_subtitle (self->item) : NULL;
  g_autofree char *description = NULL;

  gtk_image_set_from_icon_name (self->icon,
                                self->item ? hammer_event_item_get_icon_name (self->item) : NULL);
  gtk_label_set_label (self->title, name);
  gtk_label_set_label (self->subtitle, subtitle);
  description = g_strdup_printf ("%s, %s", name ? name : "", subtitle ? subtitle : "");
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  description, -1);
}

static void
hammer_event_row_dispose (GObject *object)
{
  HammerEventRow *self = HAMMER_EVENT_ROW (object);
  GtkWidget *child;

  gtk_widget_dispose_template (GTK_WIDGET (self), HAMMER_TYPE_EVENT_ROW);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
  g_clear_object (&self->item);

  G_OBJECT_CLASS (hammer_event_row_parent_class)->dispose (object);
}

static void
hammer_event_row_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  HammerEventRow *self = HAMMER_EVENT_ROW (object);

  switch (prop_id)
    {
    case PROP_ITEM:
      g_value_set_object (value, self->item);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
hammer_event_row_set_property (GObject      *object,
                               guint         prop_id,
                               const GValue *value,
                               GParamSpec   *pspec)
{
  HammerEventRow *self = HAMMER_EVENT_ROW (object);

  switch (prop_id)
    {
    case PROP_ITEM:
      hammer_event_row_set_item (self, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
hammer_event_row_class_init (HammerEventRowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = hammer_event_row_dispose;
  object_class->get_property = hammer_event_row_get_property;
  object_class->set_property = hammer_event_row_set_property;

  properties[PROP_ITEM] =
    g_param_spec_object ("item", NULL, NULL, HAMMER_TYPE_EVENT_ITEM,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/hammertourney/Hammer/ui/window/"
                                               "hammer-event-row.ui");
  gtk_widget_class_bind_template_child (widget_class, HammerEventRow, icon);
  gtk_widget_class_bind_template_child (widget_class, HammerEventRow, title);
  gtk_widget_class_bind_template_child (widget_class, HammerEventRow, subtitle);
}

static void
hammer_event_row_init (HammerEventRow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

HammerEventItem *
hammer_event_row_get_item (HammerEventRow *self)
{
  g_return_val_if_fail (HAMMER_IS_EVENT_ROW (self), NULL);

  return self->item;
}

void
hammer_event_row_set_item (HammerEventRow  *self,
                           HammerEventItem *item)
{
  g_return_if_fail (HAMMER_IS_EVENT_ROW (self));
  g_return_if_fail (item == NULL || HAMMER_IS_EVENT_ITEM (item));

  if (!g_set_object (&self->item, item))
    return;
  update (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ITEM]);
}

static void
row_setup_cb (GtkSignalListItemFactory *factory,
              GtkListItem              *list_item)
{
  gtk_list_item_set_child (list_item, g_object_new (HAMMER_TYPE_EVENT_ROW, NULL));
}

static void
row_bind_cb (GtkSignalListItemFactory *factory,
             GtkListItem              *list_item)
{
  hammer_event_row_set_item (HAMMER_EVENT_ROW (gtk_list_item_get_child (list_item)),
                             gtk_list_item_get_item (list_item));
}

static void
row_unbind_cb (GtkSignalListItemFactory *factory,
               GtkListItem              *list_item)
{
  hammer_event_row_set_item (HAMMER_EVENT_ROW (gtk_list_item_get_child (list_item)), NULL);
}

GtkListItemFactory *
hammer_event_row_factory_new (void)
{
  GtkListItemFactory *factory = gtk_signal_list_item_factory_new ();

  g_signal_connect (factory, "setup", G_CALLBACK (row_setup_cb), NULL);
  g_signal_connect (factory, "bind", G_CALLBACK (row_bind_cb), NULL);
  g_signal_connect (factory, "unbind", G_CALLBACK (row_unbind_cb), NULL);
  return factory;
}
